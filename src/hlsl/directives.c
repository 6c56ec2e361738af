/*
 * directives.c: pass 1. Finds every #define and #undef of the file and the
 * #if group branch each sits in, then indexes them by name.
 */
#include "hlsl.h"

/* The newline that ends the logical line i is in (or the end of the file). */
static size_t line_end(const hl *h, size_t i)
{
    for (i = sk(h, i); i < h->n && h->t[i] != '\n'; i = sk(h, i)) {
        char c = h->t[i];
        bool closed;
        if (comment_at(h, i))
            i = rsig_hl_skip_comment(h, i);
        else if (c == '"' || c == '\'')
            i = rsig_hl_skip_literal(h, i, c, &closed);
        else
            i++;
    }
    return i < h->n ? i : h->n;
}

static hl_def *new_def(hl *h)
{
    if (!rsig_grow(h->arena, (void **)&h->defs, &h->defs_cap, h->ndefs + 1, sizeof *h->defs))
        return NULL;
    return &h->defs[h->ndefs++];
}

/* An #if or #elif condition's value if it is the literal 0 or 1; -1 otherwise. */
static int literal_condition(const hl *h, size_t i, size_t end)
{
    i = rsig_hl_skip_space(h, i);
    char c = at(h, i);
    if (i >= end || (c != '0' && c != '1'))
        return -1;
    size_t j = sk(h, i + 1);
    if (j < end && (is_ident_char(h->t[j]) || h->t[j] == '.'))
        return -1;
    return rsig_hl_skip_space(h, j) >= end ? c - '0' : -1;
}

/* A new branch: of a new group (head NULL) or of head's. value: 1, 0, or -1 (unknown). */
static hl_cond *new_branch(hl *h, hl_cond *parent, hl_cond *head, int value, size_t hash,
                           size_t end)
{
    hl_cond *c = rsig_alloc(h->arena, sizeof *c);
    if (c == NULL)
        return NULL;
    c->parent = parent;
    c->head = head ? head : c;
    c->dir_off = (uint32_t)hash;
    c->dir_end = (uint32_t)end;
    bool taken = false;
    c->dead = parent && parent->dead;
    if (c->head->settled || value == 0) {
        c->dead = true;
    } else if (value == 1) {
        c->head->settled = true;
        taken = !c->head->unknown_before;
    } else {
        c->head->unknown_before = true;
    }
    c->eff = taken ? (parent ? parent->eff : NULL) : c;
    return c;
}

/* The directive whose '#' is at hash: records it; returns the newline ending it. */
static size_t directive(hl *h, size_t hash)
{
    size_t i = rsig_hl_skip_space(h, hash + 1);
    if (i >= h->n || !is_ident_start(h->t[i]))
        return line_end(h, i);
    size_t kw_end = rsig_hl_skip_ident(h, i);
    uint32_t kl;
    const char *kw = rsig_hl_spell(h, i, kw_end, &kl);
    size_t end = line_end(h, kw_end);
    bool undef = spelled(kw, kl, "undef");
    if (undef || spelled(kw, kl, "define")) {
        size_t ni = rsig_hl_skip_space(h, kw_end);
        if (ni >= end || !is_ident_start(h->t[ni]))
            return end;
        size_t ne = rsig_hl_skip_ident(h, ni);
        if (h->cond && h->cond->dead)
            return end; /* in #if 0 */
        hl_def *d = new_def(h);
        if (d == NULL)
            return h->n;
        memset(d, 0, sizeof *d);
        d->name = rsig_hl_spell(h, ni, ne, &d->name_len);
        d->name_off = (uint32_t)ni;
        d->name_end = (uint32_t)ne;
        d->dir_off = (uint32_t)hash;
        d->undef = undef;
        d->function_like = !undef && at(h, sk(h, ne)) == '(';
        d->body_off = (uint32_t)(undef ? end : ne);
        d->body_end = (uint32_t)end;
        d->cond = h->cond ? h->cond->eff : NULL;
    } else if (spelled(kw, kl, "if") || spelled(kw, kl, "ifdef") || spelled(kw, kl, "ifndef")) {
        int v = kl == 2 ? literal_condition(h, kw_end, end) : -1;
        h->cond = new_branch(h, h->cond, NULL, v, hash, end);
        if (h->cond == NULL)
            return h->n;
    } else if (spelled(kw, kl, "elif") || spelled(kw, kl, "else") ||
               spelled(kw, kl, "elifdef") || spelled(kw, kl, "elifndef")) {
        if (h->cond) {
            int v = kl == 4 && kw[2] == 's' ? 1 : kl == 4 ? literal_condition(h, kw_end, end) : -1;
            h->cond = new_branch(h, h->cond->parent, h->cond->head, v, hash, end);
            if (h->cond == NULL)
                return h->n;
        }
    } else if (spelled(kw, kl, "endif")) {
        if (h->cond)
            h->cond = h->cond->parent;
    } else if (spelled(kw, kl, "include") && h->include_end == 0) {
        h->include_off = (uint32_t)hash;
        h->include_end = (uint32_t)end;
    }
    return end;
}

void rsig_hl_scan(hl *h)
{
    size_t i = h->n >= 3 && memcmp(h->t, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    bool line_start = true;
    while ((i = sk(h, i)) < h->n && !h->arena->oom) {
        char c = h->t[i];
        if (c == '\n') {
            line_start = true;
            i++;
        } else if (is_blank(c)) {
            i++;
        } else if (comment_at(h, i)) {
            i = rsig_hl_skip_comment(h, i); /* a comment is a blank, even over lines */
        } else if (c == '#' && line_start) {
            i = directive(h, i);
        } else {
            line_start = false;
            bool closed;
            if (c == '"' || c == '\'')
                i = rsig_hl_skip_literal(h, i, c, &closed);
            else if (is_ident_start(c))
                i = rsig_hl_skip_ident(h, i);
            else
                i++;
        }
    }
}

static uint32_t hash_name(const char *s, uint32_t n)
{
    uint32_t x = 2166136261u;
    for (uint32_t i = 0; i < n; i++)
        x = (x ^ (unsigned char)s[i]) * 16777619u;
    return x;
}

static hl_name *find_slot(const hl *h, const char *s, uint32_t n)
{
    for (uint32_t k = hash_name(s, n) & h->names_mask;; k = (k + 1) & h->names_mask) {
        hl_name *e = &h->names[k];
        if (e->first == 0)
            return e;
        const hl_def *d = &h->defs[e->first - 1];
        if (d->name_len == n && memcmp(d->name, s, n) == 0)
            return e;
    }
}

bool rsig_hl_index_names(hl *h)
{
    uint32_t cap = 16;
    while (cap < 2 * (uint64_t)h->ndefs)
        cap *= 2;
    h->names = rsig_alloc_array(h->arena, cap, sizeof *h->names);
    if (h->names == NULL)
        return false;
    h->names_mask = cap - 1;
    for (uint32_t i = 0; i < h->ndefs; i++) {
        hl_name *e = find_slot(h, h->defs[i].name, h->defs[i].name_len);
        if (e->first == 0)
            e->first = i + 1;
        else
            h->defs[e->last - 1].next = i + 1;
        e->last = i + 1;
    }
    return true;
}

hl_name *rsig_hl_lookup(const hl *h, const char *s, uint32_t n)
{
    hl_name *e = find_slot(h, s, n);
    return e->first ? e : NULL;
}
