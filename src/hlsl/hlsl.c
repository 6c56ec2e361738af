/*
 * hlsl.c: the root signature of an HLSL source (rootsig_parse_hlsl): the
 * preprocessor runs (pp.c), then the root signature is picked -- a macro at
 * the end of the file, a function's [RootSignature(...)] attribute or a
 * subobject -- and its tokens are written as a derived source the way DXC's
 * HLSLMacroExpander (STRIP_QUOTES) writes them: string literals without
 * quotes and unescaped, adjacent ones pasted, a space before a token that
 * had one in the source unless the previous token is a string literal.
 * Every byte of that text maps back to where it is spelled.
 */
#include "keywords.h"
#include "parse_dsl.h"
#include "pp.h"

enum { MAX_SUGGEST = 3 };

typedef struct pick {
    pp *p;
    rsig_derive out;
} pick;

/* ---- the derived source ---------------------------------------------------- */

/* Clean bytes [from, to) of t's file, in runs that are contiguous in the physical file. */
static void emit_clean(pick *k, const pp_tok *t, uint32_t from, uint32_t to)
{
    const pp_file *f = t->file;
    uint32_t run = from;
    for (uint32_t c = from; c < to; c++) {
        if (c + 1 == to || rsig_pp_phys(f, c + 1) != rsig_pp_phys(f, c) + 1) {
            rsig_derive_put_why(&k->out, f->clean + run, c + 1 - run, f->src,
                                rsig_pp_phys(f, run), t->why);
            run = c + 1;
        }
    }
}

/* Bytes [a, b) of t's spelling. */
static void emit_part(pick *k, const pp_tok *t, uint32_t a, uint32_t b)
{
    if (a >= b)
        return;
    if (t->synth || t->file == NULL || t->s != t->file->clean + t->off) {
        size_t off, len;
        rsig_pp_where(t, &off, &len);
        rsig_derive_put_why(&k->out, t->s + a, b - a, t->file ? t->file->src : NULL, off,
                            t->why);
        return;
    }
    emit_clean(k, t, t->off + a, t->off + b);
}

static void emit_space(pick *k, const pp_tok *t)
{
    size_t off, len;
    rsig_pp_where(t, &off, &len);
    rsig_derive_put_why(&k->out, " ", 1, t->file ? t->file->src : NULL, off, t->why);
}

/* Tokens [from, to) as DXC's STRIP_QUOTES expansion writes them. False after RS6006. */
static bool emit_tokens(pick *k, const pp_tok *from, const pp_tok *to)
{
    const pp_tok *prev = NULL;
    for (const pp_tok *t = from; t != to && t->kind != PT_EOF; prev = t, t = t->next) {
        if (t->kind == PT_BAD_STRING) {
            rsig_pp_diag(k->p, RSIG_HLSL_UNTERMINATED, t,
                         "unterminated string literal (a literal continues onto the next line "
                         "only with a backslash at the end of the line)");
            return false;
        }
        if (t->space && prev && prev->kind != PT_STRING)
            emit_space(k, t);
        if (t->kind == PT_STRING) {
            uint32_t q = 0;
            while (t->s[q] != '"') /* past a prefix */
                q++;
            emit_part(k, t, q + 1, t->len - 1);
        }
        else
            emit_part(k, t, 0, t->len);
    }
    return true;
}

/* ---- helpers --------------------------------------------------------------- */

/* Case-insensitive: HLSL attribute names are. */
static bool is_word(const pp_tok *t, const char *word)
{
    if (t->kind != PT_IDENT || t->len != strlen(word))
        return false;
    for (uint32_t i = 0; i < t->len; i++) {
        char a = t->s[i], b = word[i];
        if ((a >= 'A' && a <= 'Z' ? a + 32 : a) != (b >= 'A' && b <= 'Z' ? b + 32 : b))
            return false;
    }
    return true;
}

static bool same_name(const pp_tok *t, const char *name)
{
    return t->kind == PT_IDENT && t->len == strlen(name) && memcmp(t->s, name, t->len) == 0;
}

/* A diagnostic about the file as a whole (its name, no line). */
static long diag_file(pp *p, rsig_diag_id id, const char *fmt, ...) RSIG_PRINTF(3, 4);

static long diag_file(pp *p, rsig_diag_id id, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    long idx = rsig_vdiag(p->ctx, id, NULL, 0, 0, fmt, ap);
    va_end(ap);
    /* about the file as a whole: its name, no line */
    if (idx >= 0)
        p->ctx->diags[idx].pub.source_name = p->main->src->name;
    p->failed = true;
    return idx;
}

/*
 * RootSignature( literals ) starting at t (the name): the first literal and
 * the ')' in *lit and *close. False after RS6010.
 */
static bool attribute_args(pp *p, const pp_tok *t, const pp_tok **lit, const pp_tok **close)
{
    const pp_tok *open = t->next;
    const pp_tok *q = open->next;
    *lit = q;
    while (q->kind == PT_STRING)
        q = q->next;
    if (q != *lit && pp_is(q, ")")) {
        *close = q;
        return true;
    }
    if (q->kind == PT_EOF)
        rsig_pp_diag(p, RSIG_HLSL_ATTRIBUTE, open, "RootSignature( is not closed by ')'");
    else if (q == *lit && pp_is(q, ")"))
        rsig_pp_diag(p, RSIG_HLSL_ATTRIBUTE, q,
                     "RootSignature() is empty: it takes the root signature as string "
                     "literals");
    else if (q->kind == PT_IDENT)
        rsig_pp_diag(p, RSIG_HLSL_ATTRIBUTE, q,
                     "'%.*s' in the RootSignature attribute is not a string literal nor a "
                     "macro that expands to one",
                     pp_nl(q->len), q->s);
    else
        rsig_pp_diag(p, RSIG_HLSL_ATTRIBUTE, q,
                     "only string literals may be inside RootSignature(...), not '%.*s'",
                     pp_nl(q->len), q->s);
    return false;
}

/* ---- --define NAME ------------------------------------------------------------ */

static bool looks_like_rootsig(const pp_macro *m)
{
    const pp_tok *t = m->body;
    return t && !m->funlike &&
           (t->kind == PT_STRING || pp_is(t, "[") || same_name(t, "RootSignature"));
}

/* RS6001: the nearest names, or the macros that look like root signatures. */
static void no_macro(pp *p, const char *name)
{
    size_t len = strlen(name);
    rsig_buf b;
    rsig_buf_init(&b, p->arena);
    const pp_macro *best[MAX_SUGGEST] = {NULL, NULL, NULL};
    size_t best_d[MAX_SUGGEST] = {0, 0, 0};
    size_t limit = len / 3 + 1 < 6 ? len / 3 + 1 : 6;
    for (uint32_t h = 0; h < PP_HASH; h++) {
        for (const pp_macro *m = p->table[h]; m; m = m->next) {
            if (m->where && m->where->file == p->builtin)
                continue;
            size_t dl = m->nlen > len ? m->nlen - len : len - m->nlen;
            if (dl > limit)
                continue;
            size_t dist = rsig_name_distance(name, len, m->name, m->nlen);
            if (dist > limit || dist >= len)
                continue;
            for (int k = 0; k < MAX_SUGGEST; k++) {
                if (best[k] == NULL || dist < best_d[k] ||
                    (dist == best_d[k] && (m->nlen < best[k]->nlen ||
                                           (m->nlen == best[k]->nlen &&
                                            memcmp(m->name, best[k]->name, m->nlen) < 0)))) {
                    for (int j = MAX_SUGGEST - 1; j > k; j--) {
                        best[j] = best[j - 1];
                        best_d[j] = best_d[j - 1];
                    }
                    best[k] = m;
                    best_d[k] = dist;
                    break;
                }
            }
        }
    }
    if (best[0]) {
        rsig_buf_puts(&b, "; did you mean ");
        for (int k = 0; k < MAX_SUGGEST && best[k]; k++)
            rsig_buf_printf(&b, "%s'%.*s'",
                            k == 0 ? "" : (k + 1 < MAX_SUGGEST && best[k + 1]) ? ", " : " or ",
                            (int)best[k]->nlen, best[k]->name);
        rsig_buf_puts(&b, "?");
    } else {
        /* the macros of the main file that look like root signatures, in file order */
        uint32_t shown = 0, more = 0;
        const pp_macro *list[6];
        for (uint32_t h = 0; h < PP_HASH; h++)
            for (const pp_macro *m = p->table[h]; m; m = m->next)
                if (looks_like_rootsig(m) && m->where && m->where->file != p->builtin) {
                    if (shown < 5) {
                        /* insertion by position: file, then offset */
                        uint32_t i = shown;
                        while (i > 0 && (list[i - 1]->where->file != m->where->file
                                             ? list[i - 1]->where->file->depth >
                                                   m->where->file->depth
                                             : list[i - 1]->where->off > m->where->off)) {
                            list[i] = list[i - 1];
                            i--;
                        }
                        list[i] = m;
                        shown++;
                    } else {
                        more++;
                    }
                }
        for (uint32_t i = 0; i < shown; i++)
            rsig_buf_printf(&b, "%s'%.*s'",
                            i ? ", " : "; macros here that look like root signatures: ",
                            pp_nl(list[i]->nlen), list[i]->name);
        if (more)
            rsig_buf_printf(&b, " and %u more", more);
    }
    diag_file(p, RSIG_HLSL_NO_MACRO, "no macro '%s' is defined at the end of the file%s", name,
              b.data ? b.data : "");
}

static bool pick_define(pick *k, const char *name, const pp_tok **from, const pp_tok **to)
{
    pp *p = k->p;
    pp_macro *m = rsig_pp_lookup(p, name, strlen(name));
    if (m == NULL) {
        no_macro(p, name);
        return false;
    }
    if (m->funlike) {
        rsig_pp_diag(p, RSIG_HLSL_FUNCTION_LIKE, m->where,
                     "macro '%.*s' is function-like; the root signature is an object-like "
                     "macro (#define NAME \"...\")",
                     pp_nl(m->nlen), m->name);
        return false;
    }
    if (m->body == NULL) {
        rsig_pp_diag(p, RSIG_HLSL_EMPTY, m->where,
                     "macro '%.*s' expands to nothing (an include guard?); a root signature "
                     "macro expands to string literals",
                     pp_nl(m->nlen), m->name);
        return false;
    }
    /* its replacement list, expanded with m itself hidden: no note for the top level */
    pp_hide *hs = rsig_alloc(p->arena, sizeof *hs);
    if (hs == NULL)
        return false;
    hs->m = m;
    pp_tok head = {0}, *tail = &head;
    const pp_tok *last = m->where;
    for (const pp_tok *t = m->body; t; t = t->next) {
        pp_tok *c = rsig_pp_copy(p, t);
        if (c == NULL)
            return false;
        c->hide = hs;
        tail->next = c;
        tail = c;
        last = t;
    }
    tail->next = rsig_pp_eof_after(p, last);
    if (tail->next == NULL)
        return false;
    pp_tok *x = rsig_pp_expand_list(p, head.next);
    if (x == NULL)
        return false;
    if (x->kind == PT_EOF) {
        rsig_pp_diag(p, RSIG_HLSL_EMPTY, m->where,
                     "macro '%.*s' expands to nothing; a root signature macro expands to "
                     "string literals",
                     pp_nl(m->nlen), m->name);
        return false;
    }
    *from = x;
    *to = NULL;
    /* a whole RootSignature("...") or [RootSignature("...")] gives its literals */
    const pp_tok *w = pp_is(x, "[") ? x->next : x;
    if (!is_word(w, "RootSignature") || !pp_is(w->next, "("))
        return true;
    const pp_tok *lit, *close;
    if (!attribute_args(p, w, &lit, &close))
        return false;
    const pp_tok *after = close->next;
    if (w != x) {
        if (!pp_is(after, "]")) {
            rsig_pp_diag(p, RSIG_HLSL_ATTRIBUTE, x,
                         "this '[' before RootSignature(...) is not closed by ']'");
            return false;
        }
        after = after->next;
    }
    if (after->kind != PT_EOF) {
        rsig_pp_diag(p, RSIG_HLSL_ATTRIBUTE, after,
                     "'%.*s' expands to more than the RootSignature attribute: '%.*s' follows it",
                     pp_nl(m->nlen), m->name, pp_nl(after->len), after->s);
        return false;
    }
    *from = lit;
    *to = close;
    return true;
}

/* ---- --entry FUNC ------------------------------------------------------------ */

/* The matching closer of the bracket at t (or the EOF). */
static const pp_tok *matching(const pp_tok *t, const char *open, const char *close)
{
    int depth = 0;
    for (; t->kind != PT_EOF; t = t->next) {
        if (pp_is(t, open))
            depth++;
        else if (pp_is(t, close) && --depth == 0)
            return t;
    }
    return t;
}

static bool pick_entry(pick *k, const char *name, const pp_tok **from, const pp_tok **to)
{
    pp *p = k->p;
    const pp_tok *attr = NULL; /* the RootSignature name of the pending attribute */
    const pp_tok *found = NULL, *found_attr = NULL;
    rsig_buf others;
    rsig_buf_init(&others, p->arena);
    uint32_t nothers = 0;
    int depth = 0;
    for (const pp_tok *t = p->out; t && t->kind != PT_EOF; t = t->next) {
        if (pp_is(t, "{")) {
            depth++;
            attr = NULL;
        } else if (pp_is(t, "}")) {
            depth--;
            attr = NULL;
        } else if (pp_is(t, ";")) {
            attr = NULL;
        } else if (depth == 0 && pp_is(t, "[")) {
            const pp_tok *w = t->next;
            if (is_word(w, "RootSignature") && pp_is(w->next, "("))
                attr = w;
            const pp_tok *c = matching(t, "[", "]");
            if (c->kind == PT_EOF)
                break;
            t = c;
        } else if (depth == 0 && t->kind == PT_IDENT && pp_is(t->next, "(")) {
            if (same_name(t, name)) {
                if (found == NULL || (found_attr == NULL && attr)) {
                    found = t;
                    found_attr = attr;
                }
            } else if (attr && nothers < 5) {
                rsig_buf_printf(&others, "%s'%.*s'", nothers ? ", " : "", pp_nl(t->len), t->s);
                nothers++;
            }
            attr = NULL;
            const pp_tok *c = matching(t->next, "(", ")");
            if (c->kind == PT_EOF)
                break;
            t = c;
        }
    }
    if (found == NULL) {
        diag_file(p, RSIG_PP_NO_ENTRY, "no function '%s' is defined in this file%s%s", name,
                  nothers ? "; functions with a RootSignature attribute: " : "",
                  nothers ? others.data : "");
        return false;
    }
    if (found_attr == NULL) {
        rsig_pp_diag(p, RSIG_PP_NO_ENTRY, found,
                     "function '%s' has no [RootSignature(...)] attribute", name);
        return false;
    }
    const pp_tok *lit, *close;
    if (!attribute_args(p, found_attr, &lit, &close))
        return false;
    *from = lit;
    *to = close;
    return true;
}

/* ---- --subobject NAME -------------------------------------------------------- */

static bool pick_subobject(pick *k, const char *name, const pp_tok **from, const pp_tok **to,
                           bool *local)
{
    pp *p = k->p;
    rsig_buf others;
    rsig_buf_init(&others, p->arena);
    uint32_t nothers = 0;
    int depth = 0;
    for (const pp_tok *t = p->out; t && t->kind != PT_EOF; t = t->next) {
        if (pp_is(t, "{"))
            depth++;
        else if (pp_is(t, "}"))
            depth--;
        if (depth != 0 || t->kind != PT_IDENT ||
            !(same_name(t, "GlobalRootSignature") || same_name(t, "LocalRootSignature")))
            continue;
        const pp_tok *n = t->next;
        if (n->kind != PT_IDENT)
            continue;
        if (!same_name(n, name)) {
            if (nothers < 5)
                rsig_buf_printf(&others, "%s'%.*s'", nothers ? ", " : "", pp_nl(n->len), n->s);
            nothers++;
            continue;
        }
        const pp_tok *eq = n->next, *open = eq->next;
        if (!pp_is(eq, "=") || !pp_is(open, "{")) {
            rsig_pp_diag(p, RSIG_HLSL_ATTRIBUTE, pp_is(eq, "=") ? open : eq,
                         "expected '= { \"...\" }' after the subobject's name");
            return false;
        }
        const pp_tok *q = open->next;
        while (q->kind == PT_STRING)
            q = q->next;
        if (q == open->next || !pp_is(q, "}")) {
            rsig_pp_diag(p, RSIG_HLSL_ATTRIBUTE, q,
                         "a root signature subobject holds string literals only: { \"...\" }");
            return false;
        }
        *from = open->next;
        *to = q;
        *local = same_name(t, "LocalRootSignature");
        return true;
    }
    diag_file(p, RSIG_PP_NO_SUBOBJECT,
              "no GlobalRootSignature or LocalRootSignature '%s' in this file%s%s", name,
              nothers ? "; root signature subobjects here: " : "", nothers ? others.data : "");
    return false;
}

/* ---- entry points -------------------------------------------------------------- */

static bool name_char(char ch, bool first)
{
    unsigned char c = (unsigned char)ch;
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80 ||
           (!first && c >= '0' && c <= '9');
}

static bool valid_name(const char *s)
{
    if (!s || !*s)
        return false;
    for (const char *q = s; *q; q++)
        if (!name_char(*q, q == s))
            return false;
    return true;
}

rootsig_status rootsig_parse_hlsl(rootsig_ctx *ctx, const char *name, const char *text,
                                  size_t length, const rootsig_hlsl_input *input,
                                  const rootsig_options *options, rootsig_signature **out)
{
    if (out)
        *out = NULL;
    if (ctx == NULL || out == NULL || input == NULL || input->name == NULL ||
        (text == NULL && length) || (input->macros == NULL && input->nmacros) ||
        input->pick > ROOTSIG_HLSL_SUBOBJECT)
        return ROOTSIG_ERR_ARG;
    rootsig_status begun = rsig_begin_text(ctx, options, length);
    if (begun != ROOTSIG_OK)
        return begun;
    size_t errors_before = ctx->errors;
    rootsig_options o = rsig_options_resolve(options);
    pp *p = rsig_alloc(&ctx->arena, sizeof *p);
    if (p == NULL)
        return ROOTSIG_ERR_NOMEM;
    static const char *const what[] = {"a macro", "a function", "a subobject"};
    if (!valid_name(input->name)) {
        long id = rsig_diag(ctx, RSIG_HLSL_NO_MACRO, NULL, 0, 0,
                            "'%.*s' is not the name of %s (a letter or '_', then letters, "
                            "digits and '_')",
                            pp_nl(strlen(input->name)), input->name, what[input->pick]);
        if (id >= 0)
            ctx->diags[id].pub.source_name = name ? name : "<text>";
        return ROOTSIG_ERR_INPUT;
    }
    bool ok = rsig_pp_init(p, ctx, input, o.compat);
    /*
     * The text is expanded in every mode: the compilers preprocess the whole file, so a macro
     * misused in the shader code is an error for --define too.
     */
    p->expand_text = true;
    ok = ok && rsig_pp_run(p, name ? name : "<text>", text ? text : "", length);
    if (ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    if (!ok)
        return ROOTSIG_ERR_INPUT;
    pick k = {p, {{0}, 0, 0, 0}};
    const pp_tok *from = NULL, *to = NULL;
    bool local = false;
    if (input->pick == ROOTSIG_HLSL_DEFINE)
        ok = pick_define(&k, input->name, &from, &to);
    else if (input->pick == ROOTSIG_HLSL_ENTRY)
        ok = pick_entry(&k, input->name, &from, &to);
    else
        ok = pick_subobject(&k, input->name, &from, &to, &local);
    if (ok) {
        rsig_derive_init(&k.out, p->arena);
        ok = emit_tokens(&k, from, to);
        if (ok && k.out.nsegs == 0) { /* "" only: an empty root signature, at its literal */
            size_t off, len;
            rsig_pp_where(from, &off, &len);
            rsig_derive_put_why(&k.out, "", 0, from->file ? from->file->src : NULL, off,
                                from->why);
        }
    }
    if (ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    if (!ok)
        return ROOTSIG_ERR_INPUT;
    rsig_source *src = rsig_derive_source(&k.out, p->main->src->name);
    if (src == NULL)
        return ROOTSIG_ERR_NOMEM;
    rootsig_status st = rsig_parse_dsl_source(ctx, src, o.version, out);
    if (st == ROOTSIG_OK && ctx->errors != errors_before) {
        *out = NULL; /* a warning of the preprocessor, made an error by werror */
        st = ROOTSIG_ERR_INPUT;
    }
    if (st == ROOTSIG_OK && local)
        (*out)->flags |= RSIG_ROOT_LOCAL_ROOT_SIGNATURE; /* as DXC does for a local subobject */
    return st;
}

rootsig_status rootsig_parse_hlsl_define(rootsig_ctx *ctx, const char *name, const char *text,
                                         size_t length, const char *macro,
                                         const rootsig_options *options, rootsig_signature **out)
{
    if (out)
        *out = NULL;
    if (macro == NULL)
        return ROOTSIG_ERR_ARG;
    rootsig_hlsl_input in = {ROOTSIG_HLSL_DEFINE, macro, NULL, 0, NULL, NULL};
    return rootsig_parse_hlsl(ctx, name, text, length, &in, options, out);
}
