/*
 * build.c: the DSL front end's builders, the grammar's actions (driver.c
 * feeds the grammar and words syntax errors, numbers.c converts numbers).
 *
 * Element semantics come from the schema (src/model/schema.c) rather than
 * the grammar: which parameters an element takes, which register letter,
 * which enum class a value belongs to. That lets every mistake be named
 * precisely ("'numDescriptors' is not a parameter of a root CBV") instead of
 * "syntax error".
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "dsl.h"
#include "parse_dsl.h"
#include "schema.h"

#define REG_BIT 31u

/* ---- helpers ----------------------------------------------------------- */

static rsig_span span_of(const rsig_token *t)
{
    rsig_span s = {t->off, t->len};
    return s;
}

const char *rsig_dsl_text(const rsig_dsl_state *ps, const rsig_token *t)
{
    return ps->src->text + t->off;
}

long rsig_dsl_diag(rsig_dsl_state *ps, rsig_diag_id id, const rsig_token *t, const char *fmt, ...)
{
    /* The buffer also bounds a message that quotes a megabyte-long literal. */
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return rsig_diag(ps->ctx, id, ps->src, t->off, t->len, "%s", msg);
}

/* Quoted token text for messages, shortened if long. */
const char *rsig_dsl_quote(const rsig_dsl_state *ps, const rsig_token *t, char *buf, size_t n)
{
    if (t->kind == RSIG_TOK_EOF)
        return "end of input";
    size_t len = t->len;
    const char *s = rsig_dsl_text(ps, t);
    if (len == 1 && ((unsigned char)s[0] < 0x20 || (unsigned char)s[0] >= 0x7f)) {
        snprintf(buf, n, "byte 0x%02X", (unsigned)(unsigned char)s[0]);
        return buf;
    }
    if (len > 40)
        snprintf(buf, n, "'%.37s...'", s);
    else
        snprintf(buf, n, "'%.*s'", (int)len, s);
    return buf;
}

rsig_dsl_frame *rsig_dsl_top(rsig_dsl_state *ps)
{
    if (ps->depth <= 0 || ps->depth > RSIG_DSL_MAX_DEPTH)
        return NULL;
    return &ps->frames[ps->depth - 1];
}

/* How messages name the frame's element: "a root CBV", "a CBV range". */
static const char *frame_desc(const rsig_dsl_frame *f)
{
    return f->el >= 0 ? rsig_schemas[f->el].what : "this element";
}

/* The register letter the frame's element takes, or 0 if it takes none. */
static char register_letter(const rsig_dsl_frame *f)
{
    int c = rsig_schemas[f->el].reg_class;
    return c >= 0 ? rsig_class_letter((rsig_range_type)c) : 0;
}

/* The node being built, and which struct it is. */
static void *frame_node(rsig_dsl_frame *f, rsig_node_type *nt)
{
    *nt = (rsig_node_type)rsig_schemas[f->el].node;
    if (f->sampler)
        return f->sampler;
    if (f->range)
        return f->range;
    return f->param;
}

static bool is_flags_field(rsig_field f)
{
    return rsig_fields[f].vclass == RSIG_V_FLAGS;
}

/* rsig_kw_find(cls, t's text), remembered in m for the next token of the same text. */
static const rsig_keyword *find_memo(rsig_dsl_state *ps, rsig_dsl_memo *m, rsig_kw_class cls,
                                     const rsig_token *t)
{
    const char *text = rsig_dsl_text(ps, t);
    if (t->len == m->len && memcmp(text, ps->src->text + m->off, t->len) == 0)
        return m->k;
    const rsig_keyword *k = rsig_kw_find(cls, text, t->len);
    m->off = t->off;
    m->len = t->len;
    m->k = k;
    return k;
}

void rsig_dsl_reset_value(rsig_dsl_state *ps)
{
    ps->vkind = 0;
    ps->names = 0;
    ps->name_value = 0;
    ps->name_bad = false;
    memset(&ps->sign, 0, sizeof ps->sign);
}

/* A did-you-mean hint (NULL: none) as the fix-it of diagnostic d: replace the name at t. */
static void suggest(rsig_dsl_state *ps, long d, const rsig_token *t, const char *hint)
{
    if (hint)
        rsig_fixit(ps->ctx, d, ps->src, t->off, t->len, hint);
}

/* ---- builders ----------------------------------------------------------- */

void rsig_dsl_open(rsig_dsl_state *ps, const rsig_token *kw)
{
    rsig_dsl_frame *parent = rsig_dsl_top(ps);
    bool nested_too_deep = ps->depth >= RSIG_DSL_MAX_DEPTH;
    ps->depth++;
    ps->have_key = false;
    rsig_dsl_reset_value(ps);
    if (nested_too_deep)
        return;
    rsig_dsl_frame *f = &ps->frames[ps->depth - 1];
    memset(f, 0, offsetof(rsig_dsl_frame, seen_at));
    f->kw = *kw;
    f->el = -1;
    if (ps->depth > 1 && (parent == NULL || parent->el < 0))
        return; /* inside something already reported */
    const rsig_keyword *k = find_memo(ps, &ps->memo_el, RSIG_KW_ELEMENT, kw);
    char q[64];
    if (k == NULL) {
        const char *hint = rsig_kw_suggest(RSIG_KW_ELEMENT, rsig_dsl_text(ps, kw), kw->len);
        long d;
        if (ps->depth == 1)
            d = rsig_dsl_diag(ps, RSIG_UNKNOWN_ELEMENT, kw,
                    "unknown element %s%s%s%s", rsig_dsl_quote(ps, kw, q, sizeof q),
                    hint ? "; did you mean '" : "", hint ? hint : "", hint ? "'?" : "");
        else
            d = rsig_dsl_diag(ps, RSIG_UNKNOWN_ELEMENT, kw, "unknown clause %s in %s%s%s%s",
                    rsig_dsl_quote(ps, kw, q, sizeof q), frame_desc(parent),
                    hint ? "; did you mean '" : "", hint ? hint : "", hint ? "'?" : "");
        suggest(ps, d, kw, hint);
        return;
    }
    rsig_kind el = (rsig_kind)k->value;
    const rsig_schema *es = &rsig_schemas[el];
    rootsig_signature *sig = ps->sig;
    rsig_span at = span_of(kw);
    if (ps->depth == 1) {
        if (el == RSIG_K_ROOT_FLAGS) {
            if (sig->has_root_flags) {
                long d = rsig_dsl_diag(ps, RSIG_DUPLICATE_ROOTFLAGS, kw,
                                 "RootFlags may appear only once in a root signature");
                rsig_note(ps->ctx, d, ps->src, sig->root_flags_at.off, sig->root_flags_at.len,
                          "RootFlags first given here");
                return;
            }
            sig->has_root_flags = true;
            sig->root_flags_at = at;
        } else if (es->node == RSIG_NODE_RANGE) {
            rsig_dsl_diag(ps, RSIG_MISPLACED_ELEMENT, kw,
                    "'%s' is a descriptor range and belongs inside a DescriptorTable; for "
                    "a sampler in the root signature write '%s'",
                    rsig_kind_keyword(el), rsig_kind_keyword(RSIG_K_STATIC_SAMPLER));
            return;
        } else if (es->node == RSIG_NODE_SAMPLER) {
            rsig_sampler *s = rsig_sig_add_sampler(ps->ctx, sig);
            if (s == NULL) {
                ps->oom = true;
                return;
            }
            f->sampler = s;
            f->loc = &s->loc;
        } else {
            rsig_param *p = rsig_sig_add_param(ps->ctx, sig, (rsig_param_type)el);
            if (p == NULL) {
                ps->oom = true;
                return;
            }
            f->param = p;
            f->param_index = sig->nparams - 1;
            f->loc = &p->loc;
        }
    } else {
        if (parent->el != RSIG_K_TABLE || es->in_table == RSIG_K_NONE) {
            if (parent->el == RSIG_K_TABLE)
                rsig_dsl_diag(ps, RSIG_MISPLACED_ELEMENT, kw,
                        "'%s' cannot appear inside a DescriptorTable; a table holds CBV, SRV, "
                        "UAV and Sampler ranges",
                        rsig_kind_keyword(el));
            else
                rsig_dsl_diag(ps, RSIG_MISPLACED_ELEMENT, kw, "'%s' cannot appear inside %s",
                        rsig_kind_keyword(el), frame_desc(parent));
            return;
        }
        el = (rsig_kind)es->in_table;
        /* The parent frame's param pointer may move when params grow; re-fetch. */
        rsig_param *table = &sig->params[parent->param_index];
        rsig_range *r = rsig_param_add_range(ps->ctx, table, (rsig_range_type)(el - RSIG_K_RANGE));
        if (r == NULL) {
            ps->oom = true;
            return;
        }
        f->param_index = parent->param_index;
        f->range = r;
        /* at and kw are set below; a field's span is read only where stored */
        f->range_loc.given = f->range_loc.stored = 0;
        f->loc = &f->range_loc;
    }
    f->el = (int)el;
    if (f->loc) {
        f->loc->kw = at;
        f->loc->at = at;
    }
}

/* Pointers into growable arrays may move; look the node up again. */
static void refresh(rsig_dsl_state *ps, rsig_dsl_frame *f)
{
    if (f->el < 0 || f->el == RSIG_K_ROOT_FLAGS)
        return;
    rootsig_signature *sig = ps->sig;
    if (f->el == RSIG_K_STATIC_SAMPLER) {
        f->loc = &f->sampler->loc; /* samplers never move while their frame is open */
        return;
    }
    rsig_param *p = &sig->params[f->param_index];
    f->param = p;
    if (f->range) {
        f->range = &p->ranges[p->nranges - 1];
        f->loc = &f->range_loc;
    } else {
        f->loc = &p->loc;
    }
}

void rsig_dsl_close(rsig_dsl_state *ps, const rsig_token *rparen)
{
    rsig_dsl_frame *f = rsig_dsl_top(ps);
    ps->depth--;
    ps->have_key = false;
    rsig_dsl_reset_value(ps);
    if (f == NULL || f->el < 0)
        return;
    refresh(ps, f);
    if (f->loc)
        f->loc->at.len = rparen->off + rparen->len - f->loc->at.off;
    if (f->range && !rsig_range_set_loc(&ps->ctx->arena, f->param, f->range, f->loc))
        ps->oom = true;
    char letter = register_letter(f);
    if (letter && !(f->seen & (1u << REG_BIT)))
        rsig_dsl_diag(ps, RSIG_MISSING_PARAM, rparen, "%s needs a register ('%c0', '%c1', ...)",
                frame_desc(f), letter, letter);
    if (rsig_schemas[f->el].required & ~f->seen & (1u << RSIG_F_NUM32))
        rsig_dsl_diag(ps, RSIG_MISSING_PARAM, rparen,
                "RootConstants needs 'num32BitConstants = N' (the number of 32-bit values)");
}

/* Stores a converted value into field of the frame's node, given at `where`. */
static inline void store(rsig_dsl_state *ps, rsig_dsl_frame *f, rsig_field field, uint32_t v,
                         rsig_span where)
{
    rsig_node_type nt;
    void *node = frame_node(f, &nt);
    uint32_t *slot = rsig_field_ptr(node, nt, field);
    if (!rsig_loc_set(&ps->ctx->arena, f->loc, field, where))
        ps->oom = true;
    f->loc->given |= 1u << field;
    if (slot)
        *slot = v;
}

void rsig_dsl_register(rsig_dsl_state *ps, const rsig_token *reg)
{
    rsig_dsl_frame *f = rsig_dsl_top(ps);
    if (f == NULL || f->el < 0)
        return;
    refresh(ps, f);
    char q[64];
    char letter = register_letter(f);
    char got = rsig_dsl_text(ps, reg)[0];
    if (letter == 0) {
        rsig_dsl_diag(ps, RSIG_UNKNOWN_PARAM, reg, "%s takes no register; found %s", frame_desc(f),
                rsig_dsl_quote(ps, reg, q, sizeof q));
        return;
    }
    if (got != letter) {
        /* The lexer makes a register of the four class letters only. */
        const char *holds = "";
        for (unsigned c = 0; c < 4; c++)
            if (rsig_reg_classes[c].letter == got)
                holds = rsig_reg_classes[c].holds;
        rsig_dsl_diag(ps, RSIG_WRONG_REGISTER, reg,
                "%s needs a '%c' register, but %s is a%s %s ('%c') register", frame_desc(f),
                letter, rsig_dsl_quote(ps, reg, q, sizeof q),
                strchr("aeiou", holds[0]) && holds[0] ? "n" : "", holds, got);
        f->seen |= 1u << REG_BIT; /* given, just wrong: no "missing register" as well */
        return;
    }
    if (f->seen & (1u << REG_BIT)) {
        long d = rsig_dsl_diag(ps, RSIG_DUPLICATE_PARAM, reg, "the register of %s is given twice",
                         frame_desc(f));
        rsig_span first = rsig_loc_span(f->loc, RSIG_F_REGISTER);
        rsig_note(ps->ctx, d, ps->src, first.off, first.len, "first given here");
        return;
    }
    f->seen |= 1u << REG_BIT;
    uint32_t v;
    if (!rsig_dsl_parse_u32(ps, reg, 1, &v))
        return;
    store(ps, f, RSIG_F_REGISTER, v, span_of(reg));
}

void rsig_dsl_key(rsig_dsl_state *ps, const rsig_token *name)
{
    ps->have_key = true;
    ps->key_tok = *name;
    rsig_dsl_reset_value(ps);
    ps->key = find_memo(ps, &ps->memo_key, RSIG_KW_PARAM, name);
    rsig_dsl_frame *f = rsig_dsl_top(ps);
    if (f == NULL || f->el < 0)
        return;
    char q[64];
    if (ps->key == NULL) {
        const char *hint = rsig_kw_suggest(RSIG_KW_PARAM, rsig_dsl_text(ps, name), name->len);
        suggest(ps, rsig_dsl_diag(ps, RSIG_UNKNOWN_PARAM, name, "unknown parameter %s in %s%s%s%s",
                            rsig_dsl_quote(ps, name, q, sizeof q), frame_desc(f),
                            hint ? "; did you mean '" : "", hint ? hint : "", hint ? "'?" : ""),
                name, hint);
        return;
    }
    rsig_field field = (rsig_field)ps->key->value;
    if (!(rsig_schemas[f->el].dsl_fields & (1u << field))) {
        rsig_dsl_diag(ps, RSIG_UNKNOWN_PARAM, name, "'%s' is not a parameter of %s", ps->key->name,
                frame_desc(f));
        ps->key = NULL;
        return;
    }
    if (f->seen & (1u << field)) {
        long d = rsig_dsl_diag(ps, RSIG_DUPLICATE_PARAM, name, "'%s' is given twice in %s",
                         ps->key->name, frame_desc(f));
        rsig_note(ps->ctx, d, ps->src, f->seen_at[field].off, f->seen_at[field].len,
                  "first given here");
        ps->key = NULL;
        return;
    }
    f->seen |= 1u << field;
    f->seen_at[field] = span_of(name);
}

void rsig_dsl_number(rsig_dsl_state *ps, const rsig_token *sign, const rsig_token *num)
{
    ps->vkind = 1;
    ps->num = *num;
    if (sign)
        ps->sign = *sign;
    else
        memset(&ps->sign, 0, sizeof ps->sign);
}

void rsig_dsl_name(rsig_dsl_state *ps, const rsig_token *name)
{
    rsig_dsl_frame *f = rsig_dsl_top(ps);
    if (ps->vkind != 2) {
        ps->vkind = 2;
        ps->first_name = *name;
        ps->names = 0;
        ps->name_value = 0;
        ps->name_bad = false;
    }
    ps->names++;
    ps->last_name = *name;
    if (f == NULL || f->el < 0 || (ps->have_key && ps->key == NULL))
        return;
    int cls;
    bool flags = true;
    if (ps->have_key) {
        rsig_field field = (rsig_field)ps->key->value;
        cls = rsig_field_names((rsig_kind)f->el, field);
        if (cls < 0)
            return; /* a number parameter; rsig_dsl_assign reports it */
        flags = is_flags_field(field);
    } else if (f->el == RSIG_K_ROOT_FLAGS) {
        cls = rsig_schemas[RSIG_K_ROOT_FLAGS].flags_class;
    } else {
        return; /* bare names outside RootFlags; rsig_dsl_bare reports it */
    }
    char q[64];
    if (!flags && ps->names > 1) {
        if (ps->names == 2)
            rsig_dsl_diag(ps, RSIG_VALUE_TYPE, name,
                    "'%s' takes a single value; '|' combines flags only", ps->key->name);
        ps->name_bad = true;
        return;
    }
    const char *text = rsig_dsl_text(ps, name);
    const rsig_keyword *k = rsig_kw_find((rsig_kw_class)cls, text, name->len);
    if (k == NULL) {
        /* A shortened or D3D12 spelling first (`PIXEL`), then a typo. */
        const char *full[3];
        size_t nfull = rsig_kw_suggest_full((rsig_kw_class)cls, text, name->len, full, 3);
        const char *hint = nfull == 1 ? full[0]
                           : nfull   ? NULL
                                     : rsig_kw_suggest((rsig_kw_class)cls, text, name->len);
        const char *what = rsig_kw_class_name((rsig_kw_class)cls);
        /* A flag of the wrong kind is a common slip: name the right family. */
        const rsig_keyword *other = rsig_kw_find_any(text, name->len);
        if (nfull > 1)
            rsig_dsl_diag(ps, RSIG_UNKNOWN_VALUE, name,
                    "%s is not a %s; did you mean '%s'%s%s%s '%s'?",
                    rsig_dsl_quote(ps, name, q, sizeof q), what, full[0],
                    nfull > 2 ? ", '" : "", nfull > 2 ? full[1] : "", nfull > 2 ? "' or" : " or",
                    full[nfull - 1]);
        else if (other && hint == NULL)
            rsig_dsl_diag(ps, RSIG_UNKNOWN_VALUE, name, "%s is not a %s (it is a %s)",
                    rsig_dsl_quote(ps, name, q, sizeof q), what,
                    rsig_kw_class_name((rsig_kw_class)other->cls));
        else
            suggest(ps, rsig_dsl_diag(ps, RSIG_UNKNOWN_VALUE, name, "%s is not a %s%s%s%s",
                            rsig_dsl_quote(ps, name, q, sizeof q), what,
                            hint ? "; did you mean '" : "", hint ? hint : "", hint ? "'?" : ""),
                    name, hint);
        ps->name_bad = true;
        return;
    }
    ps->name_value |= k->value;
}

/* The whole value: sign and number, or every name of an A | B list. */
static rsig_span value_span(const rsig_dsl_state *ps)
{
    rsig_span s;
    if (ps->vkind == 1) {
        s.off = ps->sign.kind ? ps->sign.off : ps->num.off;
        s.len = ps->num.off + ps->num.len - s.off;
    } else {
        s.off = ps->first_name.off;
        s.len = ps->last_name.off + ps->last_name.len - s.off;
    }
    return s;
}

/*
 * For a number that is a whole number written as a float without a sign
 * or with '+' (`16.0`, `16.`, `+2.00`), the number of its integer digits
 * (at most 10); else 0.
 */
static size_t whole_number_digits(const rsig_dsl_state *ps)
{
    if (ps->num.kind != RSIG_T_FLOAT || ps->sign.kind == RSIG_T_MINUS)
        return 0;
    const char *t = rsig_dsl_text(ps, &ps->num);
    size_t n = ps->num.len, i = 0;
    while (i < n && t[i] >= '0' && t[i] <= '9')
        i++;
    if (i == 0 || i > 10 || i == n || t[i] != '.')
        return 0;
    for (size_t j = i + 1; j < n; j++)
        if (t[j] != '0')
            return 0;
    return i;
}

void rsig_dsl_assign(rsig_dsl_state *ps)
{
    rsig_dsl_frame *f = rsig_dsl_top(ps);
    bool have = ps->have_key;
    ps->have_key = false;
    if (!have || ps->key == NULL || f == NULL || f->el < 0) {
        rsig_dsl_reset_value(ps);
        return;
    }
    refresh(ps, f);
    rsig_field field = (rsig_field)ps->key->value;
    const char *pname = ps->key->name;
    int cls = rsig_field_names((rsig_kind)f->el, field);
    rsig_vclass vclass = (rsig_vclass)rsig_fields[field].vclass;
    rsig_token vt = ps->vkind == 1 ? ps->num : ps->first_name;
    rsig_span where = value_span(ps);
    rsig_token wt = {.kind = vt.kind, .off = where.off, .len = where.len};
    char q[64];
    bool is_float = vclass == RSIG_V_FLOAT;
    if (ps->vkind == 2) {
        if (ps->name_bad)
            goto out;
        if (cls < 0) {
            rsig_dsl_diag(ps, RSIG_VALUE_TYPE, &vt, "'%s' takes %s, not a name like %s", pname,
                    is_float ? "a number" : "an unsigned integer", rsig_dsl_quote(ps, &vt, q, sizeof q));
            goto out;
        }
        store(ps, f, field, ps->name_value, where);
        goto out;
    }
    /* a number */
    if (is_float) {
        uint32_t bits;
        if (rsig_dsl_number_to_float(ps, &bits))
            store(ps, f, field, bits, where);
        goto out;
    }
    if (vclass == RSIG_V_FLAGS) {
        uint32_t v;
        if (ps->num.kind != RSIG_T_INT || ps->sign.kind == RSIG_T_MINUS) {
            rsig_dsl_diag(ps, RSIG_VALUE_TYPE, &wt, "'flags' takes flag names joined by '|', or 0");
            goto out;
        }
        if (!rsig_dsl_parse_u32(ps, &ps->num, 0, &v))
            goto out;
        if (v != 0) {
            rsig_dsl_diag(ps, RSIG_NONZERO_FLAGS, &wt,
                    "flags must be written by name (for example %s); the only number allowed "
                    "is 0",
                    rsig_kw_name((rsig_kw_class)cls,
                                 cls == RSIG_KW_SAMPLER_FLAG ? RSIG_SAMPLER_UINT_BORDER_COLOR
                                 : cls == RSIG_KW_RANGE_FLAG ? RSIG_DESCRIPTORS_VOLATILE
                                                             : RSIG_DATA_STATIC));
            goto out;
        }
        store(ps, f, field, 0, where);
        goto out;
    }
    if (vclass == RSIG_V_ENUM) {
        const char *example =
            rsig_kw_name((rsig_kw_class)cls, cls == RSIG_KW_VISIBILITY ? RSIG_VIS_PIXEL : 1);
        rsig_dsl_diag(ps, RSIG_VALUE_TYPE, &wt, "'%s' takes a %s name such as %s, not a number", pname,
                rsig_kw_class_name((rsig_kw_class)cls), example ? example : "");
        goto out;
    }
    if (ps->num.kind != RSIG_T_INT || ps->sign.kind == RSIG_T_MINUS) {
        /* `16.0` for 16: say how to write it, and offer the edit. */
        size_t digits = whole_number_digits(ps);
        char fix[16];
        snprintf(fix, sizeof fix, "%.*s", (int)digits, rsig_dsl_text(ps, &ps->num));
        long d = rsig_dsl_diag(ps, RSIG_VALUE_TYPE, &wt,
                         "'%s' takes an unsigned integer, found %s%s%s%s", pname,
                         rsig_dsl_quote(ps, &wt, q, sizeof q), digits ? "; write '" : "",
                         digits ? fix : "", digits ? "'" : "");
        if (digits)
            rsig_fixit(ps->ctx, d, ps->src, where.off, where.len, fix);
        goto out;
    }
    uint32_t v;
    if (rsig_dsl_parse_u32(ps, &ps->num, 0, &v))
        store(ps, f, field, v, where);
out:
    rsig_dsl_reset_value(ps);
}

void rsig_dsl_bare(rsig_dsl_state *ps)
{
    rsig_dsl_frame *f = rsig_dsl_top(ps);
    ps->have_key = false;
    if (f == NULL || f->el < 0) {
        rsig_dsl_reset_value(ps);
        return;
    }
    rsig_token vt = ps->vkind == 1 ? ps->num : ps->first_name;
    rsig_span where = value_span(ps);
    rsig_token wt = {.kind = vt.kind, .off = where.off, .len = where.len};
    char q[64];
    if (f->el != RSIG_K_ROOT_FLAGS) {
        const rsig_keyword *pk =
            ps->vkind == 2 ? rsig_kw_find(RSIG_KW_PARAM, rsig_dsl_text(ps, &vt), vt.len) : NULL;
        ps->pending = true;
        ps->pending_id = pk ? RSIG_SYNTAX : RSIG_UNKNOWN_PARAM;
        ps->pending_at = ps->vkind == 2 ? vt : wt;
        if (pk)
            snprintf(ps->pending_msg, sizeof ps->pending_msg, "expected '=' after '%s'",
                     pk->name);
        else
            snprintf(ps->pending_msg, sizeof ps->pending_msg,
                     "%s %s is not a parameter of %s; parameters are written 'name = value'",
                     ps->vkind == 2 ? "name" : "number", rsig_dsl_quote(ps, &ps->pending_at, q, sizeof q),
                     frame_desc(f));
        rsig_dsl_reset_value(ps);
        return;
    }
    /* RootFlags(0) or RootFlags(A | B) */
    if (f->seen & 1u) {
        rsig_dsl_diag(ps, RSIG_DUPLICATE_PARAM, &wt,
                "RootFlags takes one value; combine flags with '|'");
        rsig_dsl_reset_value(ps);
        return;
    }
    f->seen |= 1u;
    if (ps->vkind == 2) {
        if (!ps->name_bad)
            ps->sig->flags = ps->name_value;
    } else {
        uint32_t v;
        if (ps->num.kind != RSIG_T_INT || ps->sign.kind == RSIG_T_MINUS)
            rsig_dsl_diag(ps, RSIG_VALUE_TYPE, &wt, "RootFlags takes flag names joined by '|', or 0");
        else if (rsig_dsl_parse_u32(ps, &ps->num, 0, &v) && v != 0)
            rsig_dsl_diag(ps, RSIG_NONZERO_FLAGS, &wt,
                    "root flags must be written by name (for example "
                    "ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT); the only number allowed is 0");
    }
    rsig_dsl_reset_value(ps);
}


void rsig_dsl_trailing_comma(rsig_dsl_state *ps)
{
    rsig_dsl_frame *f = rsig_dsl_top(ps);
    if (f == NULL || f->el != RSIG_K_ROOT_FLAGS || ps->prev.kind != RSIG_T_COMMA)
        return;
    /* As clang and DXC: RootFlags(...) holds one value and no list to end with ','. */
    long d = rsig_dsl_diag(ps, RSIG_SYNTAX, &ps->prev,
                           "expected ')' after the root flags: RootFlags takes no trailing ','");
    rsig_fixit(ps->ctx, d, ps->src, ps->prev.off, ps->prev.len, "");
}
