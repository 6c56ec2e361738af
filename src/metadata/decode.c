/*
 * decode.c: turns one `!dx.rootsignatures` entry of the node table
 * (built by nodes.c and resolve.c) into the AST, the way LLVM 22 reads it
 * (llvm.md §5, §6): element names are case-sensitive, integers must be i32
 * where LLVM wants them, a static sampler has 15 operands (14, the LLVM 21
 * form, is accepted with a warning), every enum value is checked against
 * the keyword table. Where LLVM crashes (a null operand) or says little, we
 * say precisely what is wrong and where, naming the chain of nodes that led
 * there.
 *
 * Cost: each node of an entry is visited once per reference; an entry's
 * structure is a fixed five levels (entry, list, element, range), so no
 * decoding recursion exists.
 */
#include <stdio.h>
#include <string.h>

#include "parse_metadata.h"
#include "schema.h"

/* ---- entries ------------------------------------------------------------ */

static uint32_t entry_count(const rsig_md_state *ps)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < ps->nrs_bodies; i++)
        n += ps->nodes[ps->rs_bodies[i]].count;
    return n;
}

/* Fills ps->entries with pointers to every operand of every !dx.rootsignatures line. */
bool rsig_md_collect_entries(rsig_md_state *ps)
{
    uint32_t n = entry_count(ps);
    ps->entries = rsig_alloc_array_uninit(&ps->ctx->arena, n ? n : 1, sizeof *ps->entries);
    if (ps->entries == NULL)
        return false;
    for (uint32_t i = 0; i < ps->nrs_bodies; i++) {
        const rsig_md_node *b = rsig_md_get(ps, ps->rs_bodies[i]);
        if (b == NULL)
            return false;
        for (uint32_t j = 0; j < b->count; j++)
            ps->entries[ps->nentries++] = &b->ops[j];
    }
    return true;
}

static void describe_node(const rsig_md_state *ps, uint32_t node, char *buf, size_t n)
{
    const rsig_md_node *x = &ps->nodes[node];
    if (x->def_len)
        snprintf(buf, n, "!%u", x->number);
    else
        snprintf(buf, n, "an inline node");
}

/* What an operand is, for "found ..." in messages. */
static const char *describe(const rsig_md_state *ps, const rsig_md_value *v, char *buf, size_t n)
{
    switch (v->kind) {
    case RSIG_MDV_NULL: return "null";
    case RSIG_MDV_NODE: {
        const rsig_md_node *x = &ps->nodes[v->u.node];
        if (x->special) {
            /* its name: `!DIFile` of `!DIFile(...)` */
            const char *t = (ps->src->text + x->at.off);
            uint32_t k = 0;
            while (k < x->at.len && k < 40 && t[k] != '(')
                k++;
            snprintf(buf, n, "the specialized node %.*s(...)", (int)k, t);
        }
        else if (x->def_len)
            snprintf(buf, n, "the node !%u", x->number);
        else
            snprintf(buf, n, "an inline node");
        return buf;
    }
    default: return rsig_md_quote(ps, v->at, buf, n);
    }
}

/* The entry's node if it has the {function, list, version} shape, else -1 (reported). */
long rsig_md_entry_node(rsig_md_state *ps, const rsig_md_value *e)
{
    char q[64];
    if (e->kind == RSIG_MDV_BAD)
        return -1;
    if (e->kind != RSIG_MDV_NODE || ps->nodes[e->u.node].special) {
        rsig_md_diag(ps, RSIG_MD_ENTRY, e->at,
                     "each operand of !dx.rootsignatures must be a node {function, root "
                     "signature, version}; found %s",
                     describe(ps, e, q, sizeof q));
        return -1;
    }
    const rsig_md_node *n = rsig_md_get(ps, e->u.node);
    if (n == NULL)
        return -1;
    if (n->count != 3) {
        char nm[32];
        describe_node(ps, e->u.node, nm, sizeof nm);
        rsig_md_diag(ps, RSIG_MD_ENTRY, n->at,
                     "a root signature entry is {function, root signature, version}; %s has %u "
                     "operand%s%s",
                     nm, n->count, n->count == 1 ? "" : "s",
                     n->count == 2 ? " (the form without a version predates LLVM 21: add one, "
                                  "for example i32 2 for 1.1)"
                                : "");
        return -1;
    }
    const rsig_md_value *f = n->ops;
    if (f->kind != RSIG_MDV_FUNC && f->kind != RSIG_MDV_NULL && f->kind != RSIG_MDV_NULLPTR) {
        if (f->kind != RSIG_MDV_BAD)
            rsig_md_diag(ps, RSIG_MD_ENTRY, f->at,
                         "the first operand of a root signature entry must be a function "
                         "(ptr @name) or null; found %s",
                         describe(ps, f, q, sizeof q));
        return -1;
    }
    return (long)e->u.node;
}

const char *rsig_md_entry_function(rsig_md_state *ps, uint32_t node)
{
    const rsig_md_node *n = rsig_md_get(ps, node);
    if (n == NULL)
        return "";
    const rsig_md_value *f = n->ops;
    return f->kind == RSIG_MDV_FUNC ? (f->u.str.s ? f->u.str.s : "") : "";
}

/* ---- decoding an entry into the AST -------------------------------------- */

typedef struct decoder {
    rsig_md_state *ps;
    rootsig_signature *sig;
    uint32_t chain[4]; /* the nodes being decoded: entry, list, element, range */
    int nchain;
    uint32_t errors;
    rsig_span first_root_flags;
} decoder;

/* v as a tuple node for `what`, or -1 (reported). */
static long want_node(decoder *d, const rsig_md_value *v, rsig_diag_id id, const char *what)
{
    rsig_md_state *ps = d->ps;
    char q[64];
    if (v->kind == RSIG_MDV_BAD)
        return -1;
    if (v->kind != RSIG_MDV_NODE || ps->nodes[v->u.node].special) {
        rsig_md_diag(ps, id, v->at, "expected %s, found %s", what, describe(ps, v, q, sizeof q));
        return -1;
    }
    for (int i = 0; i < d->nchain; i++) {
        if (d->chain[i] == v->u.node) {
            char nm[32];
            describe_node(ps, v->u.node, nm, sizeof nm);
            long r = rsig_md_diag(ps, RSIG_MD_CYCLE, v->at,
                                  "%s refers to itself: it is used as %s inside its own operands",
                                  nm, what);
            rsig_note(ps->ctx, r, ps->src, ps->nodes[v->u.node].at.off,
                      ps->nodes[v->u.node].at.len, "%s is defined here", nm);
            return -1;
        }
    }
    return (long)v->u.node;
}

/* Operand idx of element kind k (its field f) into *out; marks the field given in loc. */
static bool read_operand(decoder *d, const rsig_md_node *n, rsig_kind k, uint32_t idx,
                         rsig_field f, uint32_t *out, rsig_node_loc *loc)
{
    rsig_md_state *ps = d->ps;
    const rsig_md_value *v = &n->ops[idx];
    /* Names for messages only: looked up when one is reported. */
#define el rsig_schemas[k].md_name
#define fname rsig_field_name(f)
    const rsig_field_info *fi = &rsig_fields[f];
    char q[64];
    if (v->kind == RSIG_MDV_BAD)
        return false;
    if (fi->vclass == RSIG_V_FLOAT) {
        if (v->kind != RSIG_MDV_FLOAT) {
            rsig_md_diag(ps, RSIG_MD_OPERAND_TYPE, v->at,
                         "operand %u of %s (%s) must be a float constant such as float "
                         "0.000000e+00; found %s",
                         idx, el, fname, describe(ps, v, q, sizeof q));
            return false;
        }
        if (v->flags & RSIG_MDF_INEXACT)
            rsig_md_diag(ps, RSIG_MD_TRUNCATED, v->at,
                         "%s is rounded to the nearest 32-bit float",
                         rsig_md_quote(ps, v->at, q, sizeof q));
        *out = v->u.f;
    } else {
        if (v->kind != RSIG_MDV_INT) {
            rsig_md_diag(ps, RSIG_MD_OPERAND_TYPE, v->at,
                         "operand %u of %s (%s) must be an integer such as i32 0; found %s", idx,
                         el, fname, describe(ps, v, q, sizeof q));
            return false;
        }
        uint32_t x = (uint32_t)v->u.i;
        if (v->flags & RSIG_MDF_TRUNC)
            rsig_md_diag(ps, RSIG_MD_TRUNCATED, v->at,
                         "%s does not fit in i%u; LLVM silently truncates it, so %s is %u",
                         rsig_md_quote(ps, v->at, q, sizeof q), v->width, fname, x);
        else if (v->width > 32 && v->u.i > UINT32_MAX)
            rsig_md_diag(ps, RSIG_MD_TRUNCATED, v->at,
                         "%s does not fit in 32 bits; LLVM's reader keeps the low 32 bits, so %s "
                         "is %u",
                         rsig_md_quote(ps, v->at, q, sizeof q), fname, x);
        else if (v->width < 32 && (v->flags & RSIG_MDF_NEG))
            rsig_md_diag(ps, RSIG_MD_TRUNCATED, v->at,
                         "%s is zero-extended by LLVM's reader, so %s is %u, not a negative "
                         "number; write i32",
                         rsig_md_quote(ps, v->at, q, sizeof q), fname, x);
        /* Enums are checked here, as LLVM's reader does; flags by the validator. */
        if (fi->vclass == RSIG_V_ENUM && rsig_kw_name((rsig_kw_class)fi->names, x) == NULL) {
            char range[128];
            rsig_md_diag(ps, RSIG_MD_VALUE_RANGE, v->at,
                         "%s %u is out of range in %s; it must be %s", fname, x, el,
                         rsig_enum_range_text(f, range, sizeof range));
            return false;
        }
        *out = x;
    }
    if (loc) {
        loc->given |= 1u << f;
        if (!rsig_loc_set(&ps->ctx->arena, loc, f, v->at))
            ps->oom = true;
    }
    return true;
}
#undef el
#undef fname

/*
 * The first `count` operands of kind k after its name, in the schema's order,
 * into the fields of node (of type nt); false if any failed (all are checked).
 */
static bool read_operands(decoder *d, const rsig_md_node *n, rsig_kind k, uint32_t count,
                          void *node, rsig_node_type nt, rsig_node_loc *loc)
{
    const rsig_schema *s = &rsig_schemas[k];
    bool ok = true;
    for (uint32_t i = 0; i < count; i++) {
        rsig_field f = (rsig_field)s->ops[i];
        uint32_t *out = nt == RSIG_NODE_SIG ? &d->sig->flags : rsig_field_ptr(node, nt, f);
        uint32_t v = 0;
        if (!read_operand(d, n, k, i + 1, f, &v, loc))
            ok = false;
        else if (out)
            *out = v;
    }
    return ok;
}

static bool bad_count(decoder *d, const rsig_md_node *n, rsig_kind k, bool at_least)
{
    uint32_t have = n->count - 1, want = rsig_schemas[k].nops;
    char list[256];
    rsig_md_diag(d->ps, RSIG_MD_OPERAND_COUNT, n->at,
                 "%s takes %s%u operand%s after its name (%s); this one has %u",
                 rsig_schemas[k].md_name, at_least ? "at least " : "", want, want == 1 ? "" : "s",
                 rsig_md_operand_list(k, list, sizeof list), have);
    return false;
}

/* Does n have the operand count of kind k (at least, for a table's ranges)? Reports if not. */
static inline bool check_count(decoder *d, const rsig_md_node *n, rsig_kind k, bool at_least)
{
    uint32_t have = n->count - 1, want = rsig_schemas[k].nops;
    return (at_least ? have >= want : have == want) || bad_count(d, n, k, at_least);
}

/* The element's name (operand 0) or NULL (reported). */
static const rsig_md_value *element_name(decoder *d, const rsig_md_node *n, const char *what)
{
    rsig_md_state *ps = d->ps;
    char q[64];
    if (n->count == 0) {
        rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, n->at,
                     "an empty node is not %s: it starts with its name, as in !{!\"%s\", ...}",
                     what, strcmp(what, "a descriptor range") == 0 ? "CBV" : "RootCBV");
        return NULL;
    }
    const rsig_md_value *v = n->ops;
    if (v->kind == RSIG_MDV_BAD)
        return NULL;
    if (v->kind != RSIG_MDV_STRING || v->u.str.s == NULL) {
        rsig_md_diag(
            ps, RSIG_MD_UNKNOWN_ELEMENT, v->at,
            "the first operand of %s must be its name, a string such as !\"%s\"; found %s", what,
            strcmp(what, "a descriptor range") == 0 ? "CBV" : "RootCBV",
            describe(ps, v, q, sizeof q));
        return NULL;
    }
    return v;
}

/*
 * Metadata states every flag. In 1.0 the only legal value is the one 1.0
 * implies (2, 3 or 1), which the AST expresses as "not given": then the
 * validator neither calls it redundant (that is meant for DSL text that
 * spells it out) nor does anything change in the bytes. Any other value
 * stays given, so the validator reports it at the operand.
 */
static void implied_flags(const decoder *d, rsig_node_loc *loc, uint32_t flags, rsig_kind k)
{
    if (d->sig->version == ROOTSIG_VERSION_1_0 && flags == rsig_schemas[k].flags_1_0)
        loc->given &= ~(1u << RSIG_F_FLAGS);
}

/* The root descriptor whose DSL keyword means range kind r inside a table, or RSIG_K_NONE. */
static rsig_kind root_of_range(rsig_kind r)
{
    for (int k = 0; k < RSIG_K_RANGE; k++)
        if (rsig_schemas[k].in_table == r)
            return (rsig_kind)k;
    return RSIG_K_NONE;
}

static bool is_range(rsig_kind k)
{
    return k != RSIG_K_NONE && rsig_schemas[k].node == RSIG_NODE_RANGE;
}

/* ---- lazy nodes read in place ------------------------------------------- */

/*
 * A lazy node's line was checked when it was indexed (fast.c): each operand
 * has one of the forms clang prints and is followed by ", " or the closing
 * '}'. An element or a range is read from there straight into its AST node
 * when its name has no escape, its operand count is the kind's, and every
 * value is what the field wants and draws no diagnostic: `i32 N` that fits
 * (naming a value, for an enum), an exact float constant. Anything else is
 * left to the general path, which reads the node's operands and says what
 * is wrong; nothing is changed before that is known. So the AST and the
 * diagnostics are the same either way (test_fast_paths and fuzz_metadata
 * compare with ctx->no_fast_paths, which has no lazy nodes).
 */
typedef struct direct {
    const unsigned char *base, *limit;
    const unsigned char *p; /* the next operand */
} direct;

static void direct_init(direct *r, const rsig_md_state *ps, const rsig_md_node *n)
{
    r->base = (const unsigned char *)ps->src->text;
    r->limit = r->base + ps->src->len;
    r->p = r->base + n->at.off + 2; /* after `!{` */
}

/* The end of the operand at p: a string's closing quote, else the ',' or '}' after it. */
static const unsigned char *op_end(const direct *r, const unsigned char *p)
{
    if (p[0] == '!' && p[1] == '"') {
        const unsigned char *q = memchr(p + 2, '"', (size_t)(r->limit - (p + 2)));
        return q ? q + 1 : NULL;
    }
    while (p < r->limit && *p != ',' && *p != '}')
        p++;
    return p < r->limit ? p : NULL;
}

static rsig_span span_at(const direct *r, const unsigned char *p, const unsigned char *e)
{
    rsig_span s = {(uint32_t)(p - r->base), (uint32_t)(e - p)};
    return s;
}

/* The kind named by the string operand at r->p (without escapes), else RSIG_K_NONE. */
static rsig_kind direct_name(direct *r, const rsig_md_node *n, rsig_span *at)
{
    const unsigned char *p = r->p, *q = p + 2;
    if (p[0] != '!' || p[1] != '"')
        return RSIG_K_NONE;
    if (n->kind1) {
        /* named exactly, as the index found: the closing quote is right after the name */
        rsig_kind k = (rsig_kind)(n->kind1 - 1);
        q += rsig_schemas[k].md_len;
        *at = span_at(r, p, q + 1);
        r->p = q + 1;
        return k;
    }
    /* checked: the closing quote comes before the end of the line */
    while (*q != '"' && *q != '\\' && *q != 0)
        q++;
    if (*q != '"')
        return RSIG_K_NONE;
    *at = span_at(r, p, q + 1);
    r->p = q + 1;
    return rsig_kind_by_md_name((const char *)p + 2, (size_t)(q - (p + 2)), false);
}

/*
 * The operand at p as field fi's value, read as the general path reads it
 * where that draws no diagnostic: an `i32 N` that LLVM does not truncate
 * (naming a value, for an enum) or, for a float field, a float constant
 * that reads exactly. Its value in *x, its end in *end; false for anything
 * else (the general path reads it and says what is wrong).
 */
static bool value_at(rsig_md_state *ps, const unsigned char *p, const unsigned char *limit,
                     const rsig_field_info *fi, uint32_t *x, const unsigned char **end)
{
    if (fi->vclass != RSIG_V_FLOAT) {
        if (!rsig_md_i32_at(p, limit))
            return false;
        /* `i32 -?N`, checked: the digits run to the ',' or '}' */
        const unsigned char *q = p + 4;
        bool neg = *q == '-';
        q += neg;
        const unsigned char *digits = q;
        uint64_t mag = 0;
        for (; (unsigned)(*q - '0') < 10u; q++)
            mag = mag * 10 + (uint64_t)(*q - '0');
        /* nine digits at most fit whatever the sign; ten must be checked (eleven never) */
        if (q - digits > 9 && (q - digits > 10 || mag > (neg ? (uint64_t)1 << 31 : UINT32_MAX)))
            return false;
        *x = (uint32_t)(neg ? (uint64_t)0 - mag : mag);
        *end = q;
        return fi->vclass != RSIG_V_ENUM || rsig_kw_name((rsig_kw_class)fi->names, *x) != NULL;
    }
    /* an `i32` where a float is wanted is the general path's to report */
    uint32_t tl = rsig_md_word_at_n(p, limit, "float ", 6)    ? 6
                  : rsig_md_word_at_n(p, limit, "double ", 7) ? 7
                                                              : 0;
    if (tl == 0)
        return false;
    int st = rsig_md_float_quick(p + tl, limit, tl == 6 ? 32 : 64, x, end);
    if (st > 0)
        return false; /* rounded: the general path says so */
    if (st < 0) {
        direct r = {(const unsigned char *)ps->src->text, limit, p};
        *end = op_end(&r, p);
        if (*end == NULL || !rsig_md_float_exact(ps->ctx, (const char *)p + tl,
                                                 (uint32_t)(*end - p - tl), tl == 6 ? 32 : 64,
                                                 x))
            return false;
    }
    return true;
}

/*
 * The next count operands, after the ", " that ends the one before, as the
 * fields of kind k from its first; false at the first that the general
 * path must read.
 */
static bool direct_values(rsig_md_state *ps, direct *r, rsig_kind k, uint32_t count,
                          uint32_t *vals, rsig_span *spans)
{
    const rsig_schema *s = &rsig_schemas[k];
    const unsigned char *p = r->p;
    for (uint32_t i = 0; i < count; i++) {
        const unsigned char *e;
        if (p[0] != ',' || !value_at(ps, p + 2, r->limit, &rsig_fields[s->ops[i]], &vals[i], &e))
            return false;
        spans[i] = span_at(r, p + 2, e);
        p = e;
    }
    r->p = p;
    return true;
}

/* The values into the fields of node (type nt) and their spans into loc, as read_operands does. */
static void direct_store(decoder *d, rsig_kind k, uint32_t count, const uint32_t *vals,
                         const rsig_span *spans, void *node, rsig_node_type nt,
                         rsig_node_loc *loc)
{
    const rsig_schema *s = &rsig_schemas[k];
    for (uint32_t i = 0; i < count; i++) {
        rsig_field f = (rsig_field)s->ops[i];
        uint32_t *out = rsig_field_ptr(node, nt, f);
        loc->given |= 1u << f;
        if (!rsig_loc_set(&d->ps->ctx->arena, loc, f, spans[i]))
            d->ps->oom = true;
        if (out)
            *out = vals[i];
    }
}

/* A lazy node's name and fixed values, read in place (direct_read). */
typedef struct direct_node {
    direct r; /* then at the operand after the fixed ones */
    rsig_kind k;
    rsig_span name_at;
    uint32_t vals[RSIG_F_COUNT];
    rsig_span spans[RSIG_F_COUNT];
} direct_node;

/*
 * Node ni's kind, name and fixed values into x, if it is lazy, names a
 * range (range) or an element (!range) without an escape, has the kind's
 * operand count (a table: at least) and every fixed value reads in place.
 */
static bool direct_read(rsig_md_state *ps, uint32_t ni, bool range, direct_node *x)
{
    const rsig_md_node *n = &ps->nodes[ni];
    if (!n->lazy)
        return false;
    direct_init(&x->r, ps, n);
    x->k = direct_name(&x->r, n, &x->name_at);
    if (x->k == RSIG_K_NONE || is_range(x->k) != range)
        return false;
    uint32_t have = n->count - 1u, want = rsig_schemas[x->k].nops;
    if (x->k == RSIG_K_TABLE ? have < want : have != want)
        return false;
    return direct_values(ps, &x->r, x->k, want, x->vals, x->spans);
}

/* An element or a range as read_at_once read it (range_at_once, param_at_once, sampler_at_once). */
typedef struct at_once {
    rsig_kind k;
    const rsig_schema *s;
    uint32_t vals[RSIG_F_COUNT];                  /* the fixed values, in operand order */
    uint16_t from[RSIG_F_COUNT], len[RSIG_F_COUNT]; /* their spans: from the line's start */
    const unsigned char *end;                    /* after the last */
} at_once;

/*
 * The fixed values of lazy node n into a, where the index found its name
 * (kind1), its kind's node is nt, its line is at most line_max bytes long
 * and it has its kind's operand count (a table: at least): each an `i32 N`
 * or a float constant its field takes, as direct_values reads it, with its
 * span as a distance from the line's start and a length. False when one of
 * these is not so (direct_values and the general path decide then).
 */
static bool read_at_once(rsig_md_state *ps, const rsig_md_node *n, rsig_node_type nt,
                         uint32_t line_max, at_once *a)
{
    if (!n->lazy || n->kind1 == 0 || n->at.len > line_max)
        return false;
    const rsig_schema *s = a->s = &rsig_schemas[a->k = (rsig_kind)(n->kind1 - 1)];
    uint32_t have = n->count - 1u;
    if (s->node != nt || (a->k == RSIG_K_TABLE ? have < s->nops : have != s->nops))
        return false;
    const unsigned char *text = (const unsigned char *)ps->src->text;
    const unsigned char *limit = text + ps->src->len, *at = text + n->at.off;
    const unsigned char *p = at + 4 + s->md_len + 1; /* after `!{!"NAME"` */
    for (uint32_t i = 0; i < s->nops; i++) {
        /* checked: ", " and an operand */
        const unsigned char *q;
        if (p[0] != ',' || !value_at(ps, p + 2, limit, &rsig_fields[s->ops[i]], &a->vals[i], &q))
            return false;
        a->from[i] = (uint16_t)(p + 2 - at);
        a->len[i] = (uint16_t)(q - (p + 2));
        p = q;
    }
    a->end = p;
    return true;
}

/* loc as direct_store and direct_element leave it: the fields set (bits), the whole, the name. */
static void at_once_loc(rsig_node_loc *loc, const rsig_md_node *n, const at_once *a,
                        uint32_t bits)
{
    loc->given |= bits;
    loc->stored |= bits;
    loc->at = n->at;
    loc->kw.off = n->at.off + 2; /* `!"NAME"`, after the `!{` */
    loc->kw.len = a->s->md_len + 3u;
}

/*
 * Range node n read and stored in one pass, as direct_range would leave it,
 * when the index found its name, its line is under 256 bytes and its
 * values read (read_at_once): written where they go, with no arrays of
 * spans between (the most common node of a module). False, nothing
 * changed: direct_range reads it.
 */
static bool range_at_once(decoder *d, uint32_t table_param, const rsig_md_node *n)
{
    rsig_md_state *ps = d->ps;
    at_once a;
    if (!read_at_once(ps, n, RSIG_NODE_RANGE, UINT8_MAX, &a))
        return false;
    const rsig_schema *s = a.s;
    rsig_param *table = &d->sig->params[table_param];
    rsig_range *to = rsig_param_add_range(ps->ctx, table, (rsig_range_type)(a.k - RSIG_K_RANGE));
    if (to == NULL) {
        ps->oom = true;
        return true;
    }
    memset(to, 0, sizeof *to);
    rsig_node_loc loc;
    loc.given = loc.stored = 0;
    uint32_t given = 0;
    for (uint32_t i = 0; i < s->nops; i++) {
        rsig_field f = (rsig_field)s->ops[i];
        *(uint32_t *)(void *)((char *)to + rsig_fields[f].off[RSIG_NODE_RANGE]) = a.vals[i];
        rsig_span at = {n->at.off + a.from[i], a.len[i]};
        (void)rsig_loc_set(&ps->ctx->arena, &loc, f, at);
        given |= 1u << f;
    }
    to->type = (uint8_t)(a.k - RSIG_K_RANGE);
    if (d->sig->version == ROOTSIG_VERSION_1_0 && to->flags == s->flags_1_0)
        given &= ~(1u << RSIG_F_FLAGS); /* implied_flags */
    loc.given = given;
    loc.at = n->at;
    loc.kw.off = n->at.off + 2; /* the name, `!"NAME"`, after the `!{` */
    loc.kw.len = s->md_len + 3u;
    if (!rsig_range_set_loc(&ps->ctx->arena, table, to, &loc))
        ps->oom = true;
    return true;
}

/* Range node ni of a table, read in place (decode_range's work); false: not done. */
static bool direct_range(decoder *d, uint32_t table_param, uint32_t ni)
{
    rsig_md_state *ps = d->ps;
    const rsig_md_node *n = &ps->nodes[ni];
    if (range_at_once(d, table_param, n))
        return true;
    direct_node x;
    if (!direct_read(ps, ni, true, &x))
        return false;
    rsig_kind k = x.k;
    rsig_span name_at = x.name_at;
    rsig_range_type t = (rsig_range_type)(k - RSIG_K_RANGE);
    rsig_param *table = &d->sig->params[table_param];
    rsig_range *to = rsig_param_add_range(ps->ctx, table, t);
    if (to == NULL) {
        ps->oom = true;
        return true;
    }
    memset(to, 0, sizeof *to); /* written where it goes, as direct_element's elements */
    rsig_node_loc loc;
    memset(&loc, 0, sizeof loc);
    direct_store(d, k, rsig_schemas[k].nops, x.vals, x.spans, to, RSIG_NODE_RANGE, &loc);
    to->type = (uint8_t)t;
    implied_flags(d, &loc, to->flags, k);
    loc.at = n->at;
    loc.kw = name_at;
    if (!rsig_range_set_loc(&ps->ctx->arena, table, to, &loc))
        ps->oom = true;
    return true;
}

static void decode_range(decoder *d, uint32_t table_param, const rsig_md_value *rv)
{
    rsig_md_state *ps = d->ps;
    char q[64];
    long ni = want_node(d, rv, RSIG_MD_NOT_ELEMENT,
                        "a descriptor range node such as !{!\"CBV\", i32 1, i32 0, i32 0, "
                        "i32 -1, i32 4}");
    if (ni < 0 || direct_range(d, table_param, (uint32_t)ni))
        return;
    const rsig_md_node *n = rsig_md_get(ps, (uint32_t)ni);
    if (n == NULL)
        return;
    const rsig_md_value *name = element_name(d, n, "a descriptor range");
    if (name == NULL)
        return;
    rsig_kind k = rsig_kind_by_md_name(name->u.str.s, name->str_len, false);
    if (!is_range(k)) {
        rsig_kind ci = rsig_kind_by_md_name(name->u.str.s, name->str_len, true);
        if (k != RSIG_K_NONE && rsig_schemas[k].in_table != RSIG_K_NONE)
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                         "%s is a root descriptor; a descriptor range of a table is named "
                         "!\"%s\"",
                         rsig_md_quote(ps, name->at, q, sizeof q),
                         rsig_schemas[rsig_schemas[k].in_table].md_name);
        else if (is_range(ci))
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                         "unknown descriptor range type %s (names are case-sensitive); did you "
                         "mean !\"%s\"?",
                         rsig_md_quote(ps, name->at, q, sizeof q), rsig_schemas[ci].md_name);
        else
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                         "unknown descriptor range type %s; a DescriptorTable holds !\"CBV\", "
                         "!\"SRV\", !\"UAV\" and !\"Sampler\" ranges",
                         rsig_md_quote(ps, name->at, q, sizeof q));
        return;
    }
    if (!check_count(d, n, k, false))
        return;
    rsig_range tmp;
    memset(&tmp, 0, sizeof tmp);
    rsig_node_loc loc;
    memset(&loc, 0, sizeof loc);
    d->chain[d->nchain++] = (uint32_t)ni;
    bool ok = read_operands(d, n, k, rsig_schemas[k].nops, &tmp, RSIG_NODE_RANGE, &loc);
    d->nchain--;
    if (!ok)
        return;
    rsig_range_type t = (rsig_range_type)(k - RSIG_K_RANGE);
    rsig_param *table = &d->sig->params[table_param];
    rsig_range *r = rsig_param_add_range(ps->ctx, table, t);
    if (r == NULL) {
        ps->oom = true;
        return;
    }
    tmp.type = (uint8_t)t;
    implied_flags(d, &loc, tmp.flags, k);
    loc.at = n->at;
    loc.kw = name->at;
    *r = tmp;
    if (!rsig_range_set_loc(&ps->ctx->arena, table, r, &loc))
        ps->oom = true;
}

static void decode_root_flags(decoder *d, const rsig_md_node *n, const rsig_md_value *name)
{
    rsig_md_state *ps = d->ps;
    rootsig_signature *sig = d->sig;
    uint32_t before = sig->flags;
    if (!check_count(d, n, RSIG_K_ROOT_FLAGS, false) ||
        !read_operands(d, n, RSIG_K_ROOT_FLAGS, 1, NULL, RSIG_NODE_SIG, NULL)) {
        sig->flags = before;
        return;
    }
    if (sig->has_root_flags) {
        long r = rsig_md_diag(ps, RSIG_MD_DUPLICATE_ROOTFLAGS, name->at,
                              "a second RootFlags element: LLVM keeps the last one, so the "
                              "root flags are %u",
                              sig->flags);
        rsig_note(ps->ctx, r, ps->src, d->first_root_flags.off, d->first_root_flags.len,
                  "the first RootFlags element is here");
    } else {
        d->first_root_flags = name->at;
    }
    sig->has_root_flags = true;
    sig->root_flags_at = n->ops[1].at;
}

/* A root parameter: constants, a root descriptor, or a table with its ranges. */
static void decode_param(decoder *d, const rsig_md_node *n, const rsig_md_value *name,
                         rsig_kind k)
{
    rsig_md_state *ps = d->ps;
    rootsig_signature *sig = d->sig;
    bool table = k == RSIG_K_TABLE;
    rsig_param tmp;
    memset(&tmp, 0, sizeof tmp);
    if (!check_count(d, n, k, table) ||
        !read_operands(d, n, k, rsig_schemas[k].nops, &tmp, RSIG_NODE_PARAM, &tmp.loc))
        return;
    rsig_param *p = rsig_sig_add_param(ps->ctx, sig, (rsig_param_type)k);
    if (p == NULL) {
        ps->oom = true;
        return;
    }
    tmp.type = (rsig_param_type)k;
    if (rsig_schemas[k].flags_class >= 0)
        implied_flags(d, &tmp.loc, tmp.flags, k);
    tmp.loc.at = n->at;
    tmp.loc.kw = name->at;
    *p = tmp;
    if (!table)
        return;
    uint32_t first = 1u + rsig_schemas[k].nops;
    if (n->count > first && !rsig_param_reserve(ps->ctx, p, n->count - first)) {
        ps->oom = true;
        return;
    }
    uint32_t pi = sig->nparams - 1;
    for (uint32_t i = first; i < n->count && !rsig_diag_stopped(ps->ctx); i++)
        decode_range(d, pi, &n->ops[i]);
}

static void decode_sampler(decoder *d, const rsig_md_node *n)
{
    rsig_md_state *ps = d->ps;
    const rsig_schema *s = &rsig_schemas[RSIG_K_STATIC_SAMPLER];
    if (n->count - 1u != s->nops) {
        if (n->count - 1u == s->nops - 1u) {
            rsig_md_diag(ps, RSIG_MD_LLVM21_SAMPLER, n->at,
                         "this StaticSampler has %u operands after its name, the LLVM 21 form "
                         "without flags (read as flags 0); LLVM 22 expects %u and rejects it",
                         s->nops - 1u, s->nops);
        } else {
            check_count(d, n, RSIG_K_STATIC_SAMPLER, false);
            return;
        }
    }
    rsig_sampler tmp;
    memset(&tmp, 0, sizeof tmp);
    if (!read_operands(d, n, RSIG_K_STATIC_SAMPLER, n->count - 1u, &tmp, RSIG_NODE_SAMPLER,
                       &tmp.loc))
        return;
    rsig_sampler *x = rsig_sig_add_sampler(ps->ctx, d->sig);
    if (x == NULL) {
        ps->oom = true;
        return;
    }
    tmp.loc.at = n->at;
    tmp.loc.kw = n->ops[0].at;
    *x = tmp;
}

/*
 * The ranges of a table read in place: each operand after its fixed ones
 * as the `!N` it is (decode_range reads the node it names as usual).
 */
static void direct_ranges(decoder *d, uint32_t pi, direct *r, uint32_t count)
{
    rsig_md_state *ps = d->ps;
    const unsigned char *p = r->p;
    for (uint32_t i = 0; i < count && !rsig_diag_stopped(ps->ctx); i++) {
        p += 2;
        /* checked (direct_element, param_at_once): `!` and digits, then ',' or '}' */
        const unsigned char *e = p + 1;
        uint32_t num = 0;
        for (; (unsigned)(*e - '0') < 10u; e++)
            num = num * 10 + (uint32_t)(*e - '0');
        rsig_md_value v;
        memset(&v, 0, sizeof v);
        v.at = span_at(r, p, e);
        long target = rsig_md_lookup(ps, num);
        if (target < 0 || ps->nodes[target].broken) {
            v.kind = RSIG_MDV_BAD; /* as rsig_md_read_lazy resolves it */
        } else {
            v.kind = RSIG_MDV_NODE;
            v.u.node = (uint32_t)target;
        }
        decode_range(d, pi, &v);
        p = e;
    }
}

/*
 * Root parameter node n (a table, root constants or a root descriptor)
 * read and stored in one pass, as direct_element would leave it, when the
 * index found its name, its line is under 64 KB and its fixed values read
 * (read_at_once): written where they go, their spans into the
 * parameter's own slots, a table's ranges then read as direct_element
 * reads them (each must be a `!N`, checked before anything is changed).
 * False, nothing changed: direct_element reads it.
 */
static bool param_at_once(decoder *d, const rsig_md_node *n)
{
    rsig_md_state *ps = d->ps;
    at_once a;
    if (!read_at_once(ps, n, RSIG_NODE_PARAM, UINT16_MAX - 1u, &a) || a.s->nops == 0)
        return false;
    const rsig_schema *s = a.s;
    uint32_t ranges = n->count - 1u - s->nops; /* a table's */
    const unsigned char *p = a.end;
    for (uint32_t i = 0; i < ranges; i++) {
        /* checked: each followed by ", " or '}' */
        if (p[0] != ',' || p[2] != '!' || p[3] < '0' || p[3] > '9')
            return false;
        for (p += 4; *p >= '0' && *p <= '9'; p++)
            ;
    }
    rsig_param *x = rsig_sig_add_param(ps->ctx, d->sig, (rsig_param_type)a.k);
    if (x == NULL) {
        ps->oom = true;
        return true;
    }
    uint32_t bits = 0;
    for (uint32_t i = 0; i < s->nops; i++) {
        rsig_field f = (rsig_field)s->ops[i];
        rsig_span at = {n->at.off + a.from[i], a.len[i]};
        (void)rsig_loc_set(&ps->ctx->arena, &x->loc, f, at);
        *(uint32_t *)(void *)((char *)x + rsig_fields[f].off[RSIG_NODE_PARAM]) = a.vals[i];
        bits |= 1u << f;
    }
    at_once_loc(&x->loc, n, &a, bits);
    if (s->flags_class >= 0)
        implied_flags(d, &x->loc, x->flags, a.k);
    if (ranges == 0)
        return true;
    if (!rsig_param_reserve(ps->ctx, x, ranges)) {
        ps->oom = true;
        return true;
    }
    const unsigned char *text = (const unsigned char *)ps->src->text;
    direct r = {text, text + ps->src->len, a.end};
    direct_ranges(d, d->sig->nparams - 1, &r, ranges);
    return true;
}

/*
 * Static sampler node n read and stored in one pass, as direct_element
 * would leave it, when the index found its name, its line is under 64 KB
 * and its values read (read_at_once): written where they go, their spans
 * straight into the sampler's location. False,
 * nothing changed: direct_element reads it.
 */
static bool sampler_at_once(decoder *d, const rsig_md_node *n)
{
    rsig_md_state *ps = d->ps;
    at_once a;
    if (!read_at_once(ps, n, RSIG_NODE_SAMPLER, UINT16_MAX - 1u, &a))
        return false;
    rsig_sampler *x = rsig_sig_add_sampler(ps->ctx, d->sig);
    if (x == NULL) {
        ps->oom = true;
        return true;
    }
    memset(x, 0, sizeof *x);
    uint32_t bits = 0;
    for (uint32_t i = 0; i < a.s->nops; i++) {
        rsig_field f = (rsig_field)a.s->ops[i];
        uint32_t *out = rsig_field_ptr(x, RSIG_NODE_SAMPLER, f);
        rsig_span at = {n->at.off + a.from[i], a.len[i]};
        (void)rsig_loc_set(&ps->ctx->arena, &x->loc, f, at);
        if (out)
            *out = a.vals[i];
        bits |= 1u << f;
    }
    at_once_loc(&x->loc, n, &a, bits);
    return true;
}

/*
 * Element node ni read in place (decode_element's work once ni is on the
 * chain); false: not done, nothing changed. A table's ranges must all be
 * references (`!N`, at most nine digits as the index requires) to be read
 * this way.
 */
static bool direct_element(decoder *d, uint32_t ni)
{
    rsig_md_state *ps = d->ps;
    rootsig_signature *sig = d->sig;
    const rsig_md_node *n = &ps->nodes[ni];
    if (param_at_once(d, n) || sampler_at_once(d, n))
        return true;
    direct_node dn;
    if (!direct_read(ps, ni, false, &dn))
        return false;
    direct r = dn.r;
    rsig_kind k = dn.k;
    rsig_span name_at = dn.name_at;
    const uint32_t *vals = dn.vals;
    const rsig_span *spans = dn.spans;
    const rsig_schema *s = &rsig_schemas[k];
    bool table = k == RSIG_K_TABLE;
    uint32_t have = n->count - 1u;
    if (table) {
        const unsigned char *p = r.p;
        for (uint32_t i = s->nops; i < have; i++) {
            if (p[0] != ',' || p[2] != '!' || p[3] < '0' || p[3] > '9')
                return false;
            p = op_end(&r, p + 2);
            if (p == NULL)
                return false;
        }
    }
    switch ((rsig_node_type)s->node) {
    case RSIG_NODE_SIG:
        sig->flags = vals[0];
        if (sig->has_root_flags) {
            long x = rsig_md_diag(ps, RSIG_MD_DUPLICATE_ROOTFLAGS, name_at,
                                  "a second RootFlags element: LLVM keeps the last one, so the "
                                  "root flags are %u",
                                  sig->flags);
            rsig_note(ps->ctx, x, ps->src, d->first_root_flags.off, d->first_root_flags.len,
                      "the first RootFlags element is here");
        } else {
            d->first_root_flags = name_at;
        }
        sig->has_root_flags = true;
        sig->root_flags_at = spans[0];
        return true;
    /*
     * Each element is written where it goes: built aside and copied, its
     * copy's wide loads waited for the narrower stores that built it
     * (docs/performance.md, twenty-first round).
     */
    case RSIG_NODE_SAMPLER: {
        rsig_sampler *x = rsig_sig_add_sampler(ps->ctx, sig);
        if (x == NULL) {
            ps->oom = true;
            return true;
        }
        memset(x, 0, sizeof *x);
        direct_store(d, k, s->nops, vals, spans, x, RSIG_NODE_SAMPLER, &x->loc);
        x->loc.at = n->at;
        x->loc.kw = name_at;
        return true;
    }
    default: break;
    }
    rsig_param *x = rsig_sig_add_param(ps->ctx, sig, (rsig_param_type)k);
    if (x == NULL) {
        ps->oom = true;
        return true;
    }
    direct_store(d, k, s->nops, vals, spans, x, RSIG_NODE_PARAM, &x->loc);
    if (s->flags_class >= 0)
        implied_flags(d, &x->loc, x->flags, k);
    x->loc.at = n->at;
    x->loc.kw = name_at;
    if (!table || have == s->nops)
        return true;
    if (!rsig_param_reserve(ps->ctx, x, have - s->nops)) {
        ps->oom = true;
        return true;
    }
    direct_ranges(d, sig->nparams - 1, &r, have - s->nops);
    return true;
}

static void decode_element(decoder *d, const rsig_md_value *ev)
{
    rsig_md_state *ps = d->ps;
    char q[64];
    long ni = want_node(d, ev, RSIG_MD_NOT_ELEMENT,
                        "a root signature element node such as !{!\"RootCBV\", i32 0, i32 0, "
                        "i32 0, i32 4}");
    if (ni < 0)
        return;
    d->chain[d->nchain++] = (uint32_t)ni;
    bool done = direct_element(d, (uint32_t)ni);
    d->nchain--;
    if (done)
        return;
    const rsig_md_node *n = rsig_md_get(ps, (uint32_t)ni);
    if (n == NULL)
        return;
    const rsig_md_value *name = element_name(d, n, "a root signature element");
    if (name == NULL)
        return;
    rsig_kind k = rsig_kind_by_md_name(name->u.str.s, name->str_len, false);
    if (k == RSIG_K_NONE || is_range(k)) {
        rsig_kind ci = rsig_kind_by_md_name(name->u.str.s, name->str_len, true);
        rsig_kind root = is_range(k) ? root_of_range(k) : RSIG_K_NONE;
        if (is_range(k))
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                         "%s is a descriptor range and belongs inside a DescriptorTable%s%s%s",
                         rsig_md_quote(ps, name->at, q, sizeof q),
                         root == RSIG_K_NONE ? "" : "; a root descriptor is !\"",
                         root == RSIG_K_NONE ? "" : rsig_schemas[root].md_name,
                         root == RSIG_K_NONE ? "" : "\"");
        else if (ci != RSIG_K_NONE && !is_range(ci))
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                         "unknown root signature element %s (names are case-sensitive); did you "
                         "mean !\"%s\"?",
                         rsig_md_quote(ps, name->at, q, sizeof q), rsig_schemas[ci].md_name);
        else
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                         "unknown root signature element %s; the elements are RootFlags, "
                         "RootConstants, RootCBV, RootSRV, RootUAV, DescriptorTable and "
                         "StaticSampler",
                         rsig_md_quote(ps, name->at, q, sizeof q));
        return;
    }
    d->chain[d->nchain++] = (uint32_t)ni;
    switch ((rsig_node_type)rsig_schemas[k].node) {
    case RSIG_NODE_SIG: decode_root_flags(d, n, name); break;
    case RSIG_NODE_PARAM: decode_param(d, n, name, k); break;
    case RSIG_NODE_SAMPLER: decode_sampler(d, n); break;
    case RSIG_NODE_RANGE: break;
    }
    d->nchain--;
}

static bool is_named(const rsig_md_value *name, rsig_kind k)
{
    return name->str_len == rsig_schemas[k].md_len &&
           memcmp(name->u.str.s, rsig_schemas[k].md_name, name->str_len) == 0;
}

/*
 * For reserve_elements: what lazy node k's name looks like, without
 * reading the node or looking the name up: RSIG_K_STATIC_SAMPLER or
 * RSIG_K_ROOT_FLAGS by length and first letters, RSIG_K_TABLE for any
 * other string (a parameter, or nothing if malformed), RSIG_K_COUNT if the
 * first operand is not a string (no element at all), RSIG_K_NONE if k is
 * not lazy. A wrong guess only moves a count the way reserving allows: an
 * array reserved too small grows as usual.
 */
static rsig_kind peek_name(const rsig_md_state *ps, uint32_t k)
{
    const rsig_md_node *n = &ps->nodes[k];
    if (!n->lazy)
        return RSIG_K_NONE;
    if (n->kind1) /* its first operand a string: its text is not read here */
        return n->kind1 - 1 == RSIG_K_STATIC_SAMPLER || n->kind1 - 1 == RSIG_K_ROOT_FLAGS
                   ? (rsig_kind)(n->kind1 - 1)
                   : RSIG_K_TABLE;
    const unsigned char *p = (const unsigned char *)ps->src->text + n->at.off + 2;
    if (p[0] != '!' || p[1] != '"')
        return RSIG_K_COUNT;
    size_t len = 0; /* checked: the closing quote comes before the end of the line */
    while (p[2 + len] != '"' && p[2 + len] != 0)
        len++;
    for (int i = RSIG_K_STATIC_SAMPLER; i <= RSIG_K_ROOT_FLAGS; i++)
        if (len == rsig_schemas[i].md_len && p[2] == (unsigned char)rsig_schemas[i].md_name[0])
            return (rsig_kind)i;
    return RSIG_K_TABLE;
}

/*
 * The operands of lazy node k as rsig_md_read_lazy would read and resolve
 * them, if every one is a `!N` (a root signature's list of elements, as
 * clang prints it): made from the line directly, in ps->ctx->arena. NULL if
 * k is not lazy, an operand is anything else, or there is no memory: then
 * the node is read the general way.
 */
static const rsig_md_value *direct_refs(rsig_md_state *ps, uint32_t k)
{
    const rsig_md_node *n = &ps->nodes[k];
    if (!n->lazy)
        return NULL;
    const unsigned char *base = (const unsigned char *)ps->src->text;
    const unsigned char *first = base + n->at.off + 2, *p = first;
    for (uint32_t i = 0; i < n->count; i++) {
        /* checked: each operand is followed by ", " or the closing '}' */
        if (p[0] != '!' || p[1] < '0' || p[1] > '9')
            return NULL;
        for (p += 2; *p >= '0' && *p <= '9'; p++)
            ;
        p += 2;
    }
    rsig_md_value *vals = rsig_alloc_uninit(&ps->ctx->arena, (size_t)n->count * sizeof *vals);
    if (vals == NULL)
        return NULL;
    p = first;
    for (uint32_t i = 0; i < n->count; i++) {
        const unsigned char *s = p;
        uint32_t num = 0;
        for (p++; *p >= '0' && *p <= '9'; p++)
            num = num * 10 + (uint32_t)(*p - '0'); /* nine digits at most: lazy */
        rsig_md_value *v = &vals[i];
        memset(v, 0, sizeof *v);
        v->at.off = (uint32_t)(s - base);
        v->at.len = (uint32_t)(p - s);
        long target = rsig_md_lookup(ps, num);
        if (target < 0 || ps->nodes[target].broken) {
            v->kind = RSIG_MDV_BAD;
        } else {
            v->kind = RSIG_MDV_NODE;
            v->u.node = (uint32_t)target;
            /*
             * Its line, read next (reserve_elements, then decode_element):
             * a list's elements asked for at once, not a cache miss each
             * in turn (1.02x at 4 and 16 MB: docs/performance.md,
             * twenty-first round).
             */
            RSIG_PREFETCH(base + ps->nodes[target].at.off);
        }
        p += 2;
    }
    return vals;
}

/*
 * Room in the signature for the elements the list names: one allocation per
 * array at its final size. A count can only be too high (an element that
 * turns out malformed), never too low for the arrays to grow as usual.
 */
static bool reserve_elements(decoder *d, const rsig_md_value *ops, uint32_t count)
{
    rsig_md_state *ps = d->ps;
    uint32_t params = 0, samplers = 0;
    for (uint32_t i = 0; i < count; i++) {
        const rsig_md_value *e = &ops[i];
        if (e->kind != RSIG_MDV_NODE || ps->nodes[e->u.node].count == 0)
            continue;
        rsig_kind k = peek_name(ps, e->u.node);
        if (k == RSIG_K_NONE) { /* not in place: read the node */
            const rsig_md_node *en = rsig_md_get(ps, e->u.node);
            if (en == NULL)
                return false;
            const rsig_md_value *name = en->ops;
            if (name->kind != RSIG_MDV_STRING)
                continue;
            k = is_named(name, RSIG_K_STATIC_SAMPLER) ? RSIG_K_STATIC_SAMPLER
                : is_named(name, RSIG_K_ROOT_FLAGS)   ? RSIG_K_ROOT_FLAGS
                                                       : RSIG_K_TABLE;
        }
        if (k == RSIG_K_STATIC_SAMPLER)
            samplers++;
        else if (k == RSIG_K_ROOT_FLAGS)
            continue;
        else if (k != RSIG_K_COUNT)
            params++;
    }
    return rsig_sig_reserve(ps->ctx, d->sig, params, samplers);
}

/*
 * Decodes entry e (already known to have the entry shape) into a new
 * signature; NULL if anything was wrong (reported).
 */
rootsig_signature *rsig_md_decode_entry(rsig_md_state *ps, uint32_t entry, uint32_t want_version)
{
    const rsig_md_node *en = rsig_md_get(ps, entry);
    if (en == NULL)
        return NULL;
    const rsig_md_value *list = &en->ops[1];
    const rsig_md_value *ver = &en->ops[2];
    size_t errors = ps->ctx->errors;
    char q[64];
    uint32_t version = 0;
    if (ver->kind == RSIG_MDV_INT && ver->u.i >= 1 && ver->u.i <= 3) {
        version = (uint32_t)ver->u.i;
    } else if (ver->kind != RSIG_MDV_BAD) {
        rsig_md_diag(ps, RSIG_MD_VERSION, ver->at,
                     "the root signature version must be i32 1 (1.0), i32 2 (1.1) or i32 3 (1.2); "
                     "found %s",
                     describe(ps, ver, q, sizeof q));
    }
    if (version && want_version && version != want_version) {
        rsig_md_diag(ps, RSIG_MD_VERSION_MISMATCH, ver->at,
                     "this root signature is version 1.%u but version 1.%u was asked for; "
                     "converting between versions is not supported",
                     version - 1, want_version - 1);
        version = 0;
    }
    decoder d;
    memset(&d, 0, sizeof d);
    d.ps = ps;
    d.chain[d.nchain++] = entry;
    long li = want_node(&d, list, RSIG_MD_ENTRY,
                        "the root signature: a node listing its elements, such as !{!2, !3}");
    d.sig = rsig_sig_new(ps->ctx, ps->src, version ? version : ROOTSIG_VERSION_1_1);
    if (d.sig == NULL) {
        ps->oom = true;
        return NULL;
    }
    if (li >= 0) {
        uint32_t count = ps->nodes[li].count;
        const rsig_md_value *ops = direct_refs(ps, (uint32_t)li);
        if (ops == NULL) {
            const rsig_md_node *ln = rsig_md_get(ps, (uint32_t)li);
            if (ln == NULL)
                return NULL;
            ops = ln->ops;
        }
        if (!reserve_elements(&d, ops, count)) {
            ps->oom = true;
            return NULL;
        }
        d.chain[d.nchain++] = (uint32_t)li;
        for (uint32_t i = 0; i < count && !rsig_diag_stopped(ps->ctx) && !ps->oom; i++)
            decode_element(&d, &ops[i]);
    }
    if (ps->oom || ps->ctx->errors != errors || version == 0)
        return NULL;
    return d.sig;
}
