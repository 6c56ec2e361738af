/*
 * text.c: the HLSL file as the compiler reads it: line splices removed,
 * comments skipped as blanks, literals and identifiers whole. Every pass
 * reads the file through these (and the inline ones in hlsl.h).
 */
#include "hlsl.h"

size_t rsig_hl_skip_comment(const hl *h, size_t i)
{
    size_t j = sk(h, i + 1);
    if (h->t[j] == '/') {
        for (j = sk(h, j + 1); j < h->n && h->t[j] != '\n'; j = sk(h, j + 1))
            ;
        return j;
    }
    char prev = 0;
    for (j = sk(h, j + 1); j < h->n; j = sk(h, j + 1)) {
        if (prev == '*' && h->t[j] == '/')
            return j + 1;
        prev = h->t[j];
    }
    return h->n;
}

size_t rsig_hl_skip_literal(const hl *h, size_t i, char q, bool *closed)
{
    size_t j = sk(h, i + 1);
    while (j < h->n && h->t[j] != '\n') {
        char c = h->t[j];
        if (c == q) {
            *closed = true;
            return j + 1;
        }
        j = sk(h, j + 1);
        if (c == '\\' && j < h->n && h->t[j] != '\n')
            j = sk(h, j + 1); /* the escaped character */
    }
    *closed = false;
    return j;
}

size_t rsig_hl_skip_ident(const hl *h, size_t i)
{
    size_t end = i + 1;
    for (size_t j = sk(h, end); j < h->n && is_ident_char(h->t[j]); j = sk(h, j + 1))
        end = j + 1;
    return end;
}

size_t rsig_hl_skip_space(const hl *h, size_t i)
{
    for (;;) {
        i = sk(h, i);
        if (i < h->n && h->t[i] != '\n' && is_blank(h->t[i]))
            i++;
        else if (comment_at(h, i))
            i = rsig_hl_skip_comment(h, i);
        else
            return i;
    }
}

const char *rsig_hl_spell(const hl *h, size_t from, size_t to, uint32_t *len)
{
    if (memchr(h->t + from, '\n', to - from) == NULL) {
        *len = (uint32_t)(to - from);
        return h->t + from;
    }
    char *p = rsig_alloc(h->arena, to - from + 1);
    uint32_t n = 0;
    if (p == NULL) {
        *len = 0;
        return "";
    }
    for (size_t i = sk(h, from); i < to; i = sk(h, i + 1))
        p[n++] = h->t[i];
    *len = n;
    return p;
}

int rsig_hl_excerpt_len(const hl *h, size_t from, size_t to)
{
    const char *nl = memchr(h->t + from, '\n', to - from);
    size_t n = nl ? (size_t)(nl - (h->t + from)) : to - from;
    while (n > 0 && (is_blank(h->t[from + n - 1]) || h->t[from + n - 1] == '\\'))
        n--;
    return (int)(n > 60 ? 60 : n);
}
