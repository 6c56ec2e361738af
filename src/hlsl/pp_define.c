/*
 * pp_define.c: the macro table, #define and #undef, and the helpers every
 * directive uses to take its line.
 */
#include <stdio.h>

#include "pp.h"

/* ---- the macro table ------------------------------------------------------ */

static uint32_t hash(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h & (PP_HASH - 1);
}

pp_macro *rsig_pp_lookup(const pp *p, const char *s, size_t n)
{
    for (pp_macro *m = p->table[hash(s, n)]; m; m = m->next)
        if (m->nlen == n && memcmp(m->name, s, n) == 0)
            return m;
    return NULL;
}

void rsig_pp_undefine(pp *p, const char *s, size_t n)
{
    for (pp_macro **m = &p->table[hash(s, n)]; *m; m = &(*m)->next) {
        if ((*m)->nlen == n && memcmp((*m)->name, s, n) == 0) {
            *m = (*m)->next;
            return;
        }
    }
}

/* Two replacement lists the same, token for token and in their spacing? */
static bool same_body(const pp_macro *a, const pp_macro *b)
{
    if (a->funlike != b->funlike || a->variadic != b->variadic || a->nparams != b->nparams)
        return false;
    for (uint32_t i = 0; i < a->nparams; i++)
        if (a->params[i]->len != b->params[i]->len ||
            memcmp(a->params[i]->s, b->params[i]->s, a->params[i]->len) != 0)
            return false;
    const pp_tok *x = a->body, *y = b->body;
    for (; x && y; x = x->next, y = y->next)
        if (x->len != y->len || memcmp(x->s, y->s, x->len) != 0 ||
            (x != a->body && x->space != y->space))
            return false;
    return x == NULL && y == NULL;
}

/* Which parameter of m the token t names: its index, or -1. */
int rsig_pp_param_index(const pp_macro *m, const pp_tok *t)
{
    if (t->kind != PT_IDENT)
        return -1;
    for (uint32_t k = 0; k < m->nparams; k++) {
        const pp_tok *q = m->params[k];
        if (pp_is(q, "...") ? pp_is(t, "__VA_ARGS__")
                            : q->len == t->len && memcmp(q->s, t->s, t->len) == 0)
            return (int)k;
    }
    return -1;
}

/* ---- directives ----------------------------------------------------------- */

/* The rest of a directive's line: tokens up to the next one that starts a line. */
pp_tok *rsig_pp_line_end(pp_tok *t)
{
    while (t->kind != PT_EOF && !t->bol)
        t = t->next;
    return t;
}

/* Copies [t, end) to a new list ending with an EOF at the end of the last one. */
pp_tok *rsig_pp_copy_line(pp *p, pp_tok *t, const pp_tok *end, const pp_tok *after)
{
    pp_tok head = {0}, *tail = &head;
    const pp_tok *last = after;
    for (; t != end; t = t->next) {
        pp_tok *c = rsig_pp_copy(p, t);
        if (c == NULL)
            return NULL;
        tail->next = c;
        tail = c;
        last = t;
    }
    tail->next = rsig_pp_eof_after(p, last);
    return tail->next ? head.next : NULL;
}

/* Complains about anything after a directive's last operand (as clang warns; an error here). */
void rsig_pp_extra_tokens(pp *p, const pp_tok *t, const char *dir)
{
    if (t->kind != PT_EOF && !t->bol)
        rsig_pp_diag(p, RSIG_PP_DIRECTIVE_SYNTAX, t, "extra tokens after #%s: '%.*s'", dir,
                     pp_nl(t->len), t->s);
}

/* #define; d at "define". */
void rsig_pp_define(pp *p, pp_tok *d)
{
    pp_tok *t = d->next;
    if (t->kind == PT_EOF || t->bol || t->kind != PT_IDENT) {
        rsig_pp_diag(p, RSIG_PP_DIRECTIVE_SYNTAX, t->kind == PT_EOF || t->bol ? d : t,
                     "#define needs a macro name (an identifier)");
        return;
    }
    if (pp_is(t, "defined")) {
        rsig_pp_diag(p, RSIG_PP_DIRECTIVE_SYNTAX, t, "'defined' cannot be used as a macro name");
        return;
    }
    pp_macro *m = rsig_alloc(p->arena, sizeof *m);
    if (m == NULL)
        return;
    m->name = t->s;
    m->nlen = t->len;
    m->where = t;
    pp_tok *b = t->next;
    if (!b->bol && b->kind != PT_EOF && pp_is(b, "(") && !b->space) {
        m->funlike = true;
        uint32_t cap = 0;
        pp_tok *q = b->next;
        if (!q->bol && pp_is(q, ")")) {
            b = q->next;
        } else {
            for (;;) {
                if (q->bol || q->kind == PT_EOF) {
                    rsig_pp_diag(p, RSIG_PP_DIRECTIVE_SYNTAX, q,
                                 "the parameter list of macro '%.*s' is not closed by ')'",
                                 pp_nl(m->nlen), m->name);
                    return;
                }
                const pp_tok *name = q;
                if (pp_is(q, "...")) {
                    m->variadic = true;
                } else if (q->kind != PT_IDENT) {
                    rsig_pp_diag(p, RSIG_PP_DIRECTIVE_SYNTAX, q,
                                 "'%.*s' cannot be a macro parameter (an identifier or '...')",
                                 pp_nl(q->len), q->s);
                    return;
                } else {
                    for (uint32_t k = 0; k < m->nparams; k++) {
                        if (m->params[k]->len == q->len &&
                            memcmp(m->params[k]->s, q->s, q->len) == 0) {
                            rsig_pp_diag(p, RSIG_PP_DIRECTIVE_SYNTAX, q,
                                         "macro '%.*s' has two parameters named '%.*s'",
                                         pp_nl(m->nlen), m->name, pp_nl(q->len), q->s);
                            return;
                        }
                    }
                    if (pp_is(q->next, "...") && !q->next->bol) { /* GNU named variadic */
                        m->variadic = true;
                        q = q->next;
                    }
                }
                if (!rsig_grow(p->arena, (void **)&m->params, &cap, m->nparams + 1,
                               sizeof *m->params))
                    return;
                m->params[m->nparams++] = name;
                q = q->next;
                if (!q->bol && pp_is(q, ")")) {
                    b = q->next;
                    break;
                }
                if (m->variadic || q->bol || !pp_is(q, ",")) {
                    rsig_pp_diag(p, RSIG_PP_DIRECTIVE_SYNTAX, q,
                                 m->variadic ? "'...' must be the last parameter of macro '%.*s'"
                                             : "expected ',' or ')' in the parameter list of "
                                               "macro '%.*s'",
                                 pp_nl(m->nlen), m->name);
                    return;
                }
                q = q->next;
            }
        }
    }
    pp_tok *end = rsig_pp_line_end(b);
    pp_tok head = {0}, *tail = &head;
    for (pp_tok *q = b; q != end; q = q->next) {
        pp_tok *c = rsig_pp_copy(p, q);
        if (c == NULL)
            return;
        c->bol = false;
        tail->next = c;
        tail = c;
    }
    m->body = head.next;
    /* ## at either end, # not before a parameter: errors when defined, as in C */
    if (m->body && pp_is(m->body, "##")) {
        rsig_pp_diag(p, RSIG_PP_PASTE, m->body, "'##' cannot be at the start of a replacement list");
        return;
    }
    if (m->body && pp_is(tail, "##")) {
        rsig_pp_diag(p, RSIG_PP_PASTE, tail, "'##' cannot be at the end of a replacement list");
        return;
    }
    if (m->funlike) {
        for (pp_tok *q = m->body; q; q = q->next) {
            if (pp_is(q, "#") && (q->next == NULL || rsig_pp_param_index(m, q->next) < 0)) {
                rsig_pp_diag(p, RSIG_PP_STRINGIZE, q,
                             "'#' in a function-like macro must be followed by a parameter");
                return;
            }
        }
    }
    pp_macro *old = rsig_pp_lookup(p, m->name, m->nlen);
    if (old) {
        if (!same_body(old, m)) {
            long id = rsig_pp_diag(p, RSIG_HLSL_REDEFINED, t,
                                   "'%.*s' is redefined; the new definition applies from here",
                                   pp_nl(m->nlen), m->name);
            if (old->where && old->where->file) {
                size_t o, l;
                rsig_pp_where(old->where, &o, &l);
                rsig_note(p->ctx, id, old->where->file->src, o, l, "the previous definition");
            }
        }
        rsig_pp_undefine(p, m->name, m->nlen);
    }
    uint32_t h = hash(m->name, m->nlen);
    m->next = p->table[h];
    p->table[h] = m;
}
