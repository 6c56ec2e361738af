/*
 * expand.c: pass 2. Tokens of a replacement list, which definition of a
 * name applies, and the expansion of the named macro into tokens, with the
 * cycle, depth and size guards that keep it finite and linear.
 */
#include <stdio.h>

#include "hlsl.h"

enum { MAX_NOTES = 8 }; /* notes listing definitions */

int rsig_hl_lex(const hl *h, size_t *pos, size_t end, hl_tok *tok, size_t *line_comment)
{
    bool space = false;
    size_t i = *pos;
    for (;;) {
        i = sk(h, i);
        if (i >= end) {
            *pos = end;
            return TK_END;
        }
        if (is_blank(h->t[i]) || h->t[i] == '\n') {
            i++;
        } else if (comment_at(h, i)) {
            size_t e = rsig_hl_skip_comment(h, i);
            if (line_comment && *line_comment == 0 && at(h, sk(h, i + 1)) == '/' &&
                memchr(h->t + i, '\n', e - i))
                *line_comment = i + 1;
            i = e;
        } else {
            break;
        }
        space = true;
    }
    memset(tok, 0, sizeof *tok);
    tok->off = (uint32_t)i;
    tok->space = space;
    char c = h->t[i];
    size_t e;
    int kind = TK_OTHER;
    bool closed = true;
    if (is_ident_start(c)) {
        e = rsig_hl_skip_ident(h, i);
        kind = TK_IDENT;
        uint32_t n;
        const char *s = rsig_hl_spell(h, i, e, &n);
        size_t q = sk(h, e);
        if (at(h, q) == '"' && (spelled(s, n, "L") || spelled(s, n, "u") || spelled(s, n, "U") ||
                                spelled(s, n, "u8"))) {
            e = rsig_hl_skip_literal(h, q, '"', &closed);
            kind = closed ? TK_STRING : TK_BAD_STRING;
        }
    } else if (c == '"') {
        e = rsig_hl_skip_literal(h, i, c, &closed);
        kind = closed ? TK_STRING : TK_BAD_STRING;
    } else if (c == '\'') {
        e = rsig_hl_skip_literal(h, i, c, &closed);
        kind = closed ? TK_OTHER : TK_BAD_STRING;
    } else if ((c >= '0' && c <= '9') || (c == '.' && at(h, sk(h, i + 1)) >= '0' &&
                                          at(h, sk(h, i + 1)) <= '9')) {
        /* a preprocessing number: 1, 1.5f, 3.402823466e+38f */
        char prev = c;
        e = i + 1;
        for (size_t j = sk(h, e); j < end; j = sk(h, j + 1)) {
            char d = h->t[j];
            bool sign = (d == '+' || d == '-') &&
                        (prev == 'e' || prev == 'E' || prev == 'p' || prev == 'P');
            if (!is_ident_char(d) && d != '.' && !sign)
                break;
            prev = d;
            e = j + 1;
        }
    } else if (c == '#' && at(h, sk(h, i + 1)) == '#') {
        e = sk(h, i + 1) + 1;
        kind = TK_PASTE;
    } else if (c == '\\') {
        e = i + 1;
        kind = TK_BACKSLASH;
    } else {
        e = i + 1;
        kind = TK_PUNCT;
        tok->punct = c;
    }
    if (e > end)
        e = end;
    tok->end = (uint32_t)e;
    tok->kind = (uint8_t)kind;
    *pos = e;
    return kind;
}

/* Do a and b spell the same text (splices aside)? */
static bool same_spelling(const hl *h, size_t a, size_t ae, size_t b, size_t be)
{
    a = sk(h, a);
    b = sk(h, b);
    while (a < ae && b < be) {
        if (h->t[a] != h->t[b])
            return false;
        a = sk(h, a + 1);
        b = sk(h, b + 1);
    }
    return a >= ae && b >= be;
}

/* Are two definitions the same (C's rule for a harmless redefinition)? */
static bool same_definition(const hl *h, const hl_def *a, const hl_def *b)
{
    if (a->function_like != b->function_like)
        return false;
    size_t pa = a->body_off, pb = b->body_off;
    bool first = true;
    for (;;) {
        hl_tok x, y;
        int kx = rsig_hl_lex(h, &pa, a->body_end, &x, NULL);
        int ky = rsig_hl_lex(h, &pb, b->body_end, &y, NULL);
        if (kx != ky)
            return false;
        if (kx == TK_END)
            return true;
        if ((!first && x.space != y.space) || !same_spelling(h, x.off, x.end, y.off, y.end))
            return false;
        first = false;
    }
}

/* ---- diagnostics -------------------------------------------------------- */

/* Where a definition is, for a note: "under '#ifdef X'" and the like. */
static void describe_cond(const hl *h, const hl_cond *c, char *buf, size_t size)
{
    if (c == NULL) {
        snprintf(buf, size, "outside any #if");
    } else if (c->head == c) {
        snprintf(buf, size, "under '%.*s'", rsig_hl_excerpt_len(h, c->dir_off, c->dir_end),
                 h->t + c->dir_off);
    } else {
        snprintf(buf, size, "under the '%.*s' of '%.*s'",
                 rsig_hl_excerpt_len(h, c->dir_off, c->dir_end), h->t + c->dir_off,
                 rsig_hl_excerpt_len(h, c->head->dir_off, c->head->dir_end),
                 h->t + c->head->dir_off);
    }
}

long rsig_hl_diag_name(hl *h, rsig_diag_id id, const hl_def *d, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    long idx = rsig_vdiag(h->ctx, id, h->file, d->name_off, d->name_end - d->name_off, fmt, ap);
    va_end(ap);
    return idx;
}

/* ---- which definition applies ---------------------------------------- */

hl_def *rsig_hl_select_def(hl *h, hl_name *e)
{
    if (e->state != 0)
        return e->sel;
    e->state = 1;
    hl_def *first = &h->defs[e->first - 1];
    uint32_t count = 0, defines = 0;
    bool one_branch = true;
    for (uint32_t k = e->first; k; k = h->defs[k - 1].next) {
        count++;
        defines += !h->defs[k - 1].undef;
        if (h->defs[k - 1].cond != first->cond)
            one_branch = false;
    }
    if (!one_branch) {
        char where[200];
        long id = rsig_diag(h->ctx, RSIG_HLSL_CONDITIONAL, h->file, first->name_off,
                            first->name_end - first->name_off,
                            "'%.*s' has %u definition%s%s in different #if/#ifdef/#else "
                            "branches; rootsig does not evaluate conditions, so it cannot tell "
                            "which one applies",
                            nl(first->name_len), first->name, defines, defines == 1 ? "" : "s",
                            count - defines == 0 ? "" : count - defines == 1 ? " and an #undef"
                                                                             : " and #undefs");
        uint32_t shown = 0;
        for (uint32_t k = e->first; k && shown < MAX_NOTES; k = h->defs[k - 1].next, shown++) {
            const hl_def *d = &h->defs[k - 1];
            describe_cond(h, d->cond, where, sizeof where);
            rsig_note(h->ctx, id, h->file, d->name_off, d->name_end - d->name_off, "%s %s",
                      d->undef ? "#undef" : "definition", where);
        }
        e->state = -1;
        return e->sel = NULL;
    }
    hl_def *cur = NULL;
    for (uint32_t k = e->first; k; k = h->defs[k - 1].next) {
        hl_def *d = &h->defs[k - 1];
        if (!d->undef && cur && !same_definition(h, cur, d)) {
            long id = rsig_hl_diag_name(h, RSIG_HLSL_REDEFINED, d,
                                        "'%.*s' is redefined; rootsig uses the last "
                                        "definition, as the preprocessor does",
                                        nl(d->name_len), d->name);
            rsig_note(h->ctx, id, h->file, cur->name_off, cur->name_end - cur->name_off,
                      "the previous definition");
        }
        cur = d->undef ? NULL : d;
    }
    return e->sel = cur;
}

/* ---- expansion ---------------------------------------------------------- */

/*
 * Counts the text of a replacement list each time it is expanded: that
 * bounds both the expansion and the work of making it, which stay linear
 * in the size of the file.
 */
static bool charge(hl *h, const hl_def *d)
{
    h->out_size += (size_t)(d->body_end - d->body_off) + 1;
    if (h->out_size <= h->out_limit)
        return true;
    const hl_def *top = h->stack[0];
    rsig_hl_diag_name(h, RSIG_HLSL_EXPANSION_SIZE, top,
                      "expanding '%.*s' takes more than %zu bytes of macro text (16 times the "
                      "file plus 64 KiB); is a macro used many times over?",
                      nl(top->name_len), top->name, h->out_limit);
    return false;
}

static bool push_tok(hl *h, const hl_tok *t)
{
    if (!rsig_grow(h->arena, (void **)&h->toks, &h->toks_cap, h->ntoks + 1, sizeof *h->toks))
        return false;
    h->toks[h->ntoks++] = *t;
    return true;
}

/* "A -> B -> A" for the cycle that reaching d again at depth closes. */
static void cycle_text(const hl *h, uint32_t depth, const hl_def *d, rsig_buf *b)
{
    uint32_t from = 0;
    for (uint32_t k = 0; k <= depth; k++)
        if (h->stack[k] == d)
            from = k;
    for (uint32_t k = from; k <= depth; k++)
        rsig_buf_printf(b, "%.*s -> ", nl(h->stack[k]->name_len), h->stack[k]->name);
    rsig_buf_printf(b, "%.*s", nl(d->name_len), d->name);
}

bool rsig_hl_expand(hl *h, hl_def *d, uint32_t depth, bool first_space)
{
    if (!charge(h, d))
        return false;
    size_t pos = d->body_off;
    bool first = true;
    for (;;) {
        hl_tok tk;
        size_t line_comment = 0;
        int kind = rsig_hl_lex(h, &pos, d->body_end, &tk, &line_comment);
        if (line_comment && !d->warned) {
            d->warned = true;
            rsig_diag(h->ctx, RSIG_HLSL_LINE_COMMENT, h->file, line_comment - 1, 2,
                      "this // comment ends with a backslash, so the next line is part of the "
                      "comment too");
        }
        if (kind == TK_END)
            return true;
        if (first)
            tk.space = first_space;
        first = false;
        switch (kind) {
        case TK_PASTE:
            rsig_diag(h->ctx, RSIG_HLSL_PASTE, h->file, tk.off, tk.end - tk.off,
                      "'##' token pasting is not supported; write the root signature as "
                      "string literals");
            return false;
        case TK_BACKSLASH: {
            size_t next = rsig_hl_skip_space(h, tk.end);
            bool at_eol = next >= d->body_end;
            rsig_diag(h->ctx, RSIG_HLSL_STRAY_BACKSLASH, h->file, tk.off, 1,
                      at_eol ? "this backslash does not continue the line: a comment follows "
                               "it, so the definition of '%.*s' ends here"
                             : "stray backslash in the definition of '%.*s'",
                      nl(d->name_len), d->name);
            return false;
        }
        case TK_BAD_STRING:
            rsig_diag(h->ctx, RSIG_HLSL_UNTERMINATED, h->file, tk.off, tk.end - tk.off,
                      "unterminated string literal in the definition of '%.*s' (a literal "
                      "continues onto the next line only with a backslash at the end of the "
                      "line)",
                      nl(d->name_len), d->name);
            return false;
        case TK_IDENT: {
            uint32_t n;
            const char *s = rsig_hl_spell(h, tk.off, tk.end, &n);
            hl_name *e = rsig_hl_lookup(h, s, n);
            hl_def *m = e ? rsig_hl_select_def(h, e) : NULL;
            if (e && e->state < 0)
                return false;
            if (m && m->function_like) {
                tk.funlike = (uint32_t)(m - h->defs) + 1;
            } else if (m) {
                if (m->active) {
                    rsig_buf b;
                    rsig_buf_init(&b, h->arena);
                    cycle_text(h, depth, m, &b);
                    rsig_diag(h->ctx, RSIG_HLSL_MACRO_CYCLE, h->file, tk.off, tk.end - tk.off,
                              "macro '%.*s' refers to itself: %s", nl(n), s,
                              b.data ? b.data : "");
                    return false;
                }
                if (depth + 1 >= MAX_DEPTH) {
                    rsig_diag(h->ctx, RSIG_HLSL_NESTING, h->file, tk.off, tk.end - tk.off,
                              "macros nest more than %d levels deep here", MAX_DEPTH);
                    return false;
                }
                m->active = true;
                h->stack[depth + 1] = m;
                bool ok = rsig_hl_expand(h, m, depth + 1, tk.space);
                m->active = false;
                if (!ok)
                    return false;
                continue;
            }
            break;
        }
        default: break;
        }
        if (!push_tok(h, &tk))
            return false;
    }
}
