/*
 * define.c: a root signature given as a #define in an HLSL source
 * (rootsig_parse_hlsl_define; the passes are described in hlsl.h). Here:
 * the derived source made from the expanded tokens (passes 3 and 4), the
 * diagnostics for a name the file does not define, and the entry.
 */
#include "hlsl.h"
#include "parse_dsl.h"

enum { MAX_SUGGEST = 3 }; /* names offered for an unknown macro */

/* ---- the derived source ------------------------------------------------- */

/* Appends file bytes [from, to) minus splices, recording where each run came from. */
static void emit_range(hl *h, size_t from, size_t to)
{
    size_t run = from;
    for (size_t i = from; i <= to; i++) {
        size_t k = i < to ? splice_len(h, i) : 0;
        if (i < to && k == 0)
            continue;
        if (i > run)
            rsig_derive_put(&h->out, h->t + run, i - run, h->file, run);
        if (i == to)
            break;
        i += k - 1;
        run = i + 1;
    }
}

/* The space between two tokens, placed at the second. */
static void emit_space(hl *h, uint32_t tok_off)
{
    rsig_derive_put(&h->out, " ", 1, h->file, tok_off);
}

/* A string literal's contents: after the opening quote, before the closing one. */
static void emit_literal(hl *h, const hl_tok *t)
{
    size_t i = t->off;
    while (h->t[i] != '"')
        i = sk(h, i + 1);
    emit_range(h, i + 1, t->end - 1);
}

/* Tokens [from, to) as DXC's STRIP_QUOTES expansion writes them. */
static void emit_tokens(hl *h, uint32_t from, uint32_t to)
{
    for (uint32_t k = from; k < to; k++) {
        const hl_tok *t = &h->toks[k];
        if (t->kind == TK_STRING) {
            if (t->space && k > from && h->toks[k - 1].kind != TK_STRING)
                emit_space(h, t->off);
            emit_literal(h, t);
        } else {
            if (t->space && k > from && h->toks[k - 1].kind != TK_STRING)
                emit_space(h, t->off);
            emit_range(h, t->off, t->end);
        }
    }
}

static bool is_punct(const hl *h, uint32_t k, char c)
{
    return k < h->ntoks && h->toks[k].kind == TK_PUNCT && h->toks[k].punct == c;
}

/* Case-insensitive: HLSL attribute names are. */
static bool is_word(const hl *h, uint32_t k, const char *word)
{
    if (k >= h->ntoks || h->toks[k].kind != TK_IDENT)
        return false;
    uint32_t n;
    const char *s = rsig_hl_spell(h, h->toks[k].off, h->toks[k].end, &n);
    if (strlen(word) != n)
        return false;
    for (uint32_t i = 0; i < n; i++) {
        char a = s[i], b = word[i];
        if ((a >= 'A' && a <= 'Z' ? a + 32 : a) != (b >= 'A' && b <= 'Z' ? b + 32 : b))
            return false;
    }
    return true;
}

/*
 * The tokens that make the DSL text: all of them, or the string literals of
 * a RootSignature(...) / [RootSignature(...)] wrapper. False after a
 * diagnostic.
 */
static bool dsl_tokens(hl *h, uint32_t *from, uint32_t *to)
{
    *from = 0;
    *to = h->ntoks;
    uint32_t k = is_punct(h, 0, '[') ? 1 : 0;
    if (!is_word(h, k, "RootSignature") || !is_punct(h, k + 1, '('))
        return true;
    uint32_t lit = k + 2, end = lit;
    while (end < h->ntoks && h->toks[end].kind == TK_STRING)
        end++;
    const hl_def *top = h->stack[0];
    const hl_tok *t = NULL;
    uint32_t n = 0;
    const char *sp = "";
    if (end == lit || !is_punct(h, end, ')')) {
        /* something else inside the parentheses (or nothing) */
        t = &h->toks[end < h->ntoks ? end : h->ntoks - 1];
        sp = rsig_hl_spell(h, t->off, t->end, &n);
        if (end < h->ntoks && t->kind == TK_IDENT && rsig_hl_lookup(h, sp, n) == NULL)
            rsig_diag(h->ctx, RSIG_HLSL_ATTRIBUTE, h->file, t->off, t->end - t->off,
                      "'%.*s' in the RootSignature attribute is not a string literal nor a "
                      "macro defined in this file (rootsig does not read included files)",
                      nl(n), sp);
        else if (end >= h->ntoks)
            rsig_diag(h->ctx, RSIG_HLSL_ATTRIBUTE, h->file, t->off, t->end - t->off,
                      "RootSignature( is not closed by ')'");
        else if (end == lit && is_punct(h, end, ')'))
            rsig_diag(h->ctx, RSIG_HLSL_ATTRIBUTE, h->file, t->off, t->end - t->off,
                      "RootSignature() is empty: it takes the root signature as string "
                      "literals");
        else
            rsig_diag(h->ctx, RSIG_HLSL_ATTRIBUTE, h->file, t->off, t->end - t->off,
                      "only string literals may be inside RootSignature(...), not '%.*s'",
                      nl(n), sp);
        return false;
    }
    uint32_t after = end + 1;
    if (k == 1 && !is_punct(h, after, ']')) {
        t = &h->toks[0];
        rsig_diag(h->ctx, RSIG_HLSL_ATTRIBUTE, h->file, t->off, 1,
                  "this '[' before RootSignature(...) is not closed by ']'");
        return false;
    }
    after += k;
    if (after < h->ntoks) {
        t = &h->toks[after];
        sp = rsig_hl_spell(h, t->off, t->end, &n);
        rsig_diag(h->ctx, RSIG_HLSL_ATTRIBUTE, h->file, t->off, t->end - t->off,
                  "'%.*s' expands to more than the RootSignature attribute: '%.*s' follows it",
                  nl(top->name_len), top->name, nl(n), sp);
        return false;
    }
    *from = lit;
    *to = end;
    return true;
}

/* ---- an unknown name ---------------------------------------------------- */

/* Does d's replacement list start like a root signature (a literal, RootSignature, '[')? */
static bool looks_like_rootsig(const hl *h, const hl_def *d)
{
    size_t pos = d->body_off;
    hl_tok t;
    int kind = rsig_hl_lex(h, &pos, d->body_end, &t, NULL);
    if (kind == TK_STRING || (kind == TK_PUNCT && t.punct == '['))
        return true;
    if (kind != TK_IDENT)
        return false;
    uint32_t n;
    const char *s = rsig_hl_spell(h, t.off, t.end, &n);
    return spelled(s, n, "RootSignature");
}

/* RS6001 for a name with no definition: the closest names, or the likely candidates. */
static void no_macro(hl *h, const char *macro, size_t len, const hl_def *undef)
{
    rsig_buf b;
    rsig_buf_init(&b, h->arena);
    const hl_def *best[MAX_SUGGEST] = {NULL, NULL, NULL};
    size_t best_d[MAX_SUGGEST] = {0, 0, 0};
    size_t limit = len / 3 + 1 < 6 ? len / 3 + 1 : 6;
    for (uint32_t s = 0; s <= h->names_mask; s++) {
        const hl_name *e = &h->names[s];
        if (e->first == 0 || (e->last && h->defs[e->last - 1].undef))
            continue;
        const hl_def *d = &h->defs[e->last - 1];
        size_t dl = d->name_len > len ? d->name_len - len : len - d->name_len;
        if (dl > limit)
            continue;
        size_t dist = rsig_name_distance(macro, len, d->name, d->name_len);
        if (dist > limit || dist >= len) /* at least one letter in common */
            continue;
        /* insert, keeping the list sorted by distance, then file order */
        for (int k = 0; k < MAX_SUGGEST; k++) {
            if (best[k] == NULL || dist < best_d[k] ||
                (dist == best_d[k] && d->name_off < best[k]->name_off)) {
                for (int m = MAX_SUGGEST - 1; m > k; m--) {
                    best[m] = best[m - 1];
                    best_d[m] = best_d[m - 1];
                }
                best[k] = d;
                best_d[k] = dist;
                break;
            }
        }
    }
    if (best[0]) {
        rsig_buf_puts(&b, "; did you mean ");
        for (int k = 0; k < MAX_SUGGEST && best[k]; k++)
            rsig_buf_printf(&b, "%s'%.*s'",
                            k == 0 ? "" : (k + 1 < MAX_SUGGEST && best[k + 1]) ? ", " : " or ",
                            (int)best[k]->name_len, best[k]->name);
        rsig_buf_puts(&b, "?");
    } else {
        /* No near name: list the macros that look like root signatures. */
        uint32_t shown = 0, more = 0;
        for (uint32_t i = 0; i < h->ndefs; i++) {
            const hl_def *d = &h->defs[i];
            const hl_name *e = rsig_hl_lookup(h, d->name, d->name_len);
            if (d->undef || d->function_like || e->first != i + 1 || !looks_like_rootsig(h, d))
                continue;
            if (shown < 5)
                rsig_buf_printf(&b, "%s'%.*s'", shown ? ", " : "; macros here that look like "
                                                               "root signatures: ",
                                nl(d->name_len), d->name);
            else
                more++;
            shown++;
        }
        if (more)
            rsig_buf_printf(&b, " and %u more", more);
    }
    long id;
    if (undef) {
        id = rsig_diag(h->ctx, RSIG_HLSL_NO_MACRO, h->file, undef->name_off,
                       undef->name_end - undef->name_off,
                       "'%.*s' is #undef'd here, after its last definition, so it is not "
                       "defined at the end of the file",
                       nl(len), macro);
    } else {
        id = rsig_diag(h->ctx, RSIG_HLSL_NO_MACRO, NULL, 0, 0,
                       "no macro '%.*s' is defined in this file%s", nl(len), macro,
                       b.data ? b.data : "");
        /* About the file as a whole: its name, no line. */
        if (id >= 0)
            h->ctx->diags[id].pub.source_name = h->file->name;
    }
    if (h->include_end && !best[0])
        rsig_note(h->ctx, id, h->file, h->include_off,
                  (size_t)rsig_hl_excerpt_len(h, h->include_off, h->include_end),
                  "rootsig does not read included files; if '%.*s' is defined in one, "
                  "give that file",
                  nl(len), macro);
}

/* ---- entry ------------------------------------------------------------- */

static bool valid_name(const char *s, size_t n)
{
    if (n == 0 || !is_ident_start(s[0]))
        return false;
    for (size_t i = 1; i < n; i++)
        if (!is_ident_char(s[i]))
            return false;
    return true;
}

/* Expands the macro and parses its DSL; false (no source) after a diagnostic. */
static rsig_source *derive(hl *h, const char *macro, size_t mlen)
{
    rsig_hl_scan(h);
    if (h->arena->oom || !rsig_hl_index_names(h))
        return NULL;
    hl_name *e = rsig_hl_lookup(h, macro, (uint32_t)mlen);
    hl_def *d = e ? rsig_hl_select_def(h, e) : NULL;
    if (e && e->state < 0)
        return NULL;
    if (d == NULL) {
        /* never defined, or #undef'd after its last definition */
        const hl_def *undef = NULL;
        for (uint32_t k = e ? e->first : 0; k; k = h->defs[k - 1].next)
            if (!h->defs[k - 1].undef)
                undef = &h->defs[e->last - 1];
        no_macro(h, macro, mlen, undef);
        return NULL;
    }
    if (d->function_like) {
        rsig_hl_diag_name(h, RSIG_HLSL_FUNCTION_LIKE, d,
                          "macro '%.*s' is function-like; rootsig expands only object-like "
                          "macros (#define NAME \"...\")",
                          nl(d->name_len), d->name);
        return NULL;
    }
    h->stack[0] = d;
    d->active = true;
    bool ok = rsig_hl_expand(h, d, 0, false);
    d->active = false;
    if (!ok || h->arena->oom)
        return NULL;
    for (uint32_t k = 0; k + 1 < h->ntoks; k++) {
        const hl_tok *t = &h->toks[k];
        if (t->funlike && is_punct(h, k + 1, '(')) {
            const hl_def *f = &h->defs[t->funlike - 1];
            long id = rsig_diag(h->ctx, RSIG_HLSL_FUNCTION_LIKE, h->file, t->off, t->end - t->off,
                                "macro '%.*s' is function-like; rootsig expands only "
                                "object-like macros",
                                nl(f->name_len), f->name);
            rsig_note(h->ctx, id, h->file, f->name_off, f->name_end - f->name_off,
                      "'%.*s' is defined here", nl(f->name_len), f->name);
            return NULL;
        }
    }
    if (h->ntoks == 0) {
        rsig_hl_diag_name(h, RSIG_HLSL_EMPTY, d,
                          "macro '%.*s' expands to nothing (an include guard?); a root "
                          "signature macro expands to string literals",
                          nl(d->name_len), d->name);
        return NULL;
    }
    uint32_t from, to;
    if (!dsl_tokens(h, &from, &to))
        return NULL;
    rsig_derive_init(&h->out, h->arena);
    emit_tokens(h, from, to);
    if (h->out.nsegs == 0) /* "" only: an empty root signature, located at its first literal */
        rsig_derive_put(&h->out, "", 0, h->file, h->toks[from].off);
    return rsig_derive_source(&h->out, h->file->name);
}

rootsig_status rootsig_parse_hlsl_define(rootsig_ctx *ctx, const char *name, const char *text,
                                         size_t length, const char *macro,
                                         const rootsig_options *options, rootsig_signature **out)
{
    if (out)
        *out = NULL;
    if (ctx == NULL || out == NULL || macro == NULL || (text == NULL && length))
        return ROOTSIG_ERR_ARG;
    rootsig_status begun = rsig_begin_text(ctx, options, length);
    if (begun != ROOTSIG_OK)
        return begun;
    size_t errors_before = ctx->errors;
    hl h;
    memset(&h, 0, sizeof h);
    h.ctx = ctx;
    h.arena = &ctx->arena;
    h.file = rsig_source_new(ctx, name ? name : "<text>", text, length, RSIG_SRC_TEXT);
    if (h.file == NULL)
        return ROOTSIG_ERR_NOMEM;
    h.t = h.file->text;
    h.n = h.file->len;
    uint64_t limit = 16 * (uint64_t)h.n + 65536;
    h.out_limit = limit < UINT32_MAX - 1 ? (size_t)limit : UINT32_MAX - 1;
    size_t mlen = strlen(macro);
    if (!valid_name(macro, mlen)) {
        long id = rsig_diag(ctx, RSIG_HLSL_NO_MACRO, NULL, 0, 0,
                            "'%.*s' is not a macro name (a letter or '_', then letters, digits "
                            "and '_')",
                            (int)(mlen > 64 ? 64 : mlen), macro);
        if (id >= 0)
            ctx->diags[id].pub.source_name = h.file->name;
        return ROOTSIG_ERR_INPUT;
    }
    rsig_source *src = derive(&h, macro, mlen);
    if (ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    if (src == NULL)
        return ROOTSIG_ERR_INPUT; /* a diagnostic says why (unless the error limit dropped it) */
    rootsig_status st =
        rsig_parse_dsl_source(ctx, src, rsig_options_resolve(options).version, out);
    if (st == ROOTSIG_OK && ctx->errors != errors_before) {
        *out = NULL; /* a warning of the expansion, made an error by werror */
        st = ROOTSIG_ERR_INPUT;
    }
    return st;
}

