/*
 * pp_expand.c: macro expansion, as C does it: a macro's name is replaced by
 * its replacement list (a function-like one's arguments substituted: fully
 * expanded, or as written next to # and ##), and the result is rescanned.
 * Each token carries a hideset, the macros whose expansion made it; a name
 * in its own hideset does not expand (and never will: it is "painted
 * blue"). Each token also carries the chain of macro uses that made it,
 * for the "in expansion of macro" notes. Expansion spends a token budget
 * (RS6012) and nesting is capped (RS6011).
 */
#include "pp.h"

/* ---- macro expansion ------------------------------------------------------ */

static bool hs_has(const pp_hide *h, const pp_macro *m)
{
    for (; h; h = h->next)
        if (h->m == m)
            return true;
    return false;
}

static const pp_hide *hs_add(pp *p, const pp_hide *h, const pp_macro *m)
{
    if (hs_has(h, m))
        return h;
    pp_hide *n = rsig_alloc_uninit(p->arena, sizeof *n);
    if (n == NULL)
        return h;
    n->next = h;
    n->m = m;
    return n;
}

static const pp_hide *hs_union(pp *p, const pp_hide *a, const pp_hide *b)
{
    for (; b; b = b->next)
        a = hs_add(p, a, b->m);
    return a;
}

static const pp_hide *hs_inter(pp *p, const pp_hide *a, const pp_hide *b)
{
    const pp_hide *r = NULL;
    for (; a; a = a->next)
        if (hs_has(b, a->m))
            r = hs_add(p, r, a->m);
    return r;
}

/* The note for a use of m at tok: "in expansion of macro 'm'". NULL after RS6011. */
static const rsig_src_note *use_note(pp *p, const pp_macro *m, const pp_tok *use)
{
    uint32_t depth = 0;
    for (const rsig_src_note *n = use->why; n; n = n->next)
        depth++;
    if (depth >= PP_MAX_NESTING) {
        rsig_pp_diag(p, RSIG_HLSL_NESTING, use,
                     "macros nest more than %d levels deep here (is a macro used inside its "
                     "own expansion over and over?)",
                     PP_MAX_NESTING);
        return NULL;
    }
    rsig_src_note *n = rsig_alloc(p->arena, sizeof *n);
    rsig_buf b;
    rsig_buf_init(&b, p->arena);
    rsig_buf_printf(&b, "in expansion of macro '%.*s'", pp_nl(m->nlen), m->name);
    if (n == NULL || b.data == NULL)
        return NULL;
    size_t off, len;
    rsig_pp_where(use, &off, &len);
    n->next = use->why;
    n->src = use->file ? use->file->src : NULL;
    n->offset = (uint32_t)off;
    n->length = (uint32_t)len;
    n->message = b.data;
    return n;
}

/* Counts tokens made by expansion against the budget; false (and RS6012 once) when spent. */
static bool spend(pp *p, const pp_tok *use, size_t n)
{
    if (n <= p->budget) {
        p->budget -= n;
        return true;
    }
    p->budget = 0;
    if (!p->budget_said)
        rsig_pp_diag(p, RSIG_HLSL_EXPANSION_SIZE, use,
                     "macro expansion makes too many tokens here (more than the limit of "
                     "262144 plus 8 per byte of input; docs/limits.md): is a macro used many "
                     "times over?");
    p->budget_said = true;
    p->failed = true;
    return false;
}

typedef struct pp_arg {
    pp_tok *raw;      /* EOF-terminated */
    pp_tok *expanded; /* made on first use */
} pp_arg;

/*
 * The arguments of a function-like macro use: tok at its name, tok->next
 * its '('. Returns the ')' or NULL after a diagnostic.
 */
static pp_tok *read_args(pp *p, const pp_macro *m, pp_tok *tok, pp_arg **out, uint32_t *nout)
{
    uint32_t want = m->nparams;
    uint32_t cap = want ? want : 1;
    pp_arg *args = rsig_alloc_array(p->arena, cap, sizeof *args);
    if (args == NULL)
        return NULL;
    uint32_t n = 0;
    pp_tok *t = tok->next->next;
    for (;;) {
        /* one argument: up to ',' or ')' at depth 0 (the variadic one takes the commas) */
        bool va = m->variadic && n + 1 >= want;
        pp_tok head = {0}, *tail = &head;
        const pp_tok *last = tok->next;
        int depth = 0;
        for (;;) {
            if (t->kind == PT_EOF) {
                rsig_pp_diag(p, RSIG_PP_MACRO_ARGS, tok,
                             "the arguments of macro '%.*s' are not closed by ')'",
                             pp_nl(m->nlen), m->name);
                return NULL;
            }
            if (depth == 0 && (pp_is(t, ")") || (pp_is(t, ",") && !va)))
                break;
            if (pp_is(t, "("))
                depth++;
            else if (pp_is(t, ")"))
                depth--;
            pp_tok *c = rsig_pp_copy(p, t);
            if (c == NULL)
                return NULL;
            c->bol = false;
            tail->next = c;
            tail = c;
            last = t;
            t = t->next;
        }
        tail->next = rsig_pp_eof_after(p, last);
        if (!rsig_grow(p->arena, (void **)&args, &cap, n + 1, sizeof *args))
            return NULL;
        args[n].raw = head.next ? head.next : tail->next;
        args[n].expanded = NULL;
        n++;
        if (pp_is(t, ")"))
            break;
        t = t->next; /* the ',' */
    }
    /* m() of a macro without parameters: no argument, not one empty one */
    if (want == 0 && n == 1 && args[0].raw->kind == PT_EOF)
        n = 0;
    if (m->variadic && n + 1 == want) { /* F(a) of F(a, ...): __VA_ARGS__ empty */
        if (!rsig_grow(p->arena, (void **)&args, &cap, n + 1, sizeof *args))
            return NULL;
        args[n].raw = rsig_pp_eof_after(p, t);
        args[n].expanded = NULL;
        n++;
    }
    if (n != want) {
        long id = rsig_pp_diag(p, RSIG_PP_MACRO_ARGS, tok,
                               "macro '%.*s' takes %s%u argument%s, but %u %s given here",
                               pp_nl(m->nlen), m->name, m->variadic ? "at least " : "",
                               m->variadic ? want - 1 : want, (m->variadic ? want - 1 : want) == 1 ? "" : "s", n,
                               n == 1 ? "is" : "are");
        if (m->where && m->where->file) {
            size_t o, l;
            rsig_pp_where(m->where, &o, &l);
            rsig_note(p->ctx, id, m->where->file->src, o, l, "'%.*s' is defined here",
                      pp_nl(m->nlen), m->name);
        }
        return NULL;
    }
    *out = args;
    *nout = n;
    return t;
}

/* #arg: the argument's spelling as a string literal (quotes and backslashes escaped). */
static pp_tok *stringize(pp *p, const pp_tok *hash_tok, const pp_tok *arg)
{
    rsig_buf b;
    rsig_buf_init(&b, p->arena);
    rsig_buf_put(&b, "\"", 1);
    for (const pp_tok *t = arg; t->kind != PT_EOF; t = t->next) {
        if (t != arg && t->space)
            rsig_buf_put(&b, " ", 1);
        bool lit = t->kind == PT_STRING || t->kind == PT_CHAR || t->kind == PT_BAD_STRING;
        for (uint32_t i = 0; i < t->len; i++) {
            if (lit && (t->s[i] == '"' || t->s[i] == '\\'))
                rsig_buf_put(&b, "\\", 1);
            rsig_buf_put(&b, &t->s[i], 1);
        }
    }
    rsig_buf_put(&b, "\"", 1);
    pp_tok *r = rsig_pp_copy(p, hash_tok);
    if (r == NULL || b.failed)
        return NULL;
    r->s = b.data;
    r->len = (uint32_t)b.len;
    r->kind = PT_STRING;
    r->synth = true;
    return r;
}

/* lhs ## rhs: one token, or NULL after RS6026. */
static pp_tok *paste(pp *p, const pp_tok *lhs, const pp_tok *rhs, const pp_tok *op)
{
    size_t n = (size_t)lhs->len + rhs->len;
    char *s = rsig_alloc_uninit(p->arena, n + 1);
    pp_tok *r = rsig_pp_copy(p, lhs);
    if (s == NULL || r == NULL)
        return NULL;
    memcpy(s, lhs->s, lhs->len);
    memcpy(s + lhs->len, rhs->s, rhs->len);
    s[n] = '\0';
    uint8_t kind = PT_OTHER;
    uint32_t end = n ? rsig_pp_lex_one(s, (uint32_t)n, 0, &kind) : 0;
    if (end != n || kind == PT_BAD_STRING) {
        rsig_pp_diag(p, RSIG_PP_PASTE, op,
                     "pasting '%.*s' and '%.*s' forms '%.*s', which is not one token",
                     pp_nl(lhs->len), lhs->s, pp_nl(rhs->len), rhs->s, pp_nl(n), s);
        return NULL;
    }
    r->s = s;
    r->len = (uint32_t)n;
    r->kind = kind;
    r->synth = lhs->synth || rhs->synth || lhs->file != rhs->file ||
               lhs->off + lhs->len != rhs->off;
    r->noexp = false;
    return r;
}

/* A placemarker: the empty argument of ##, gone once pasting is done. */
static bool is_placemarker(const pp_tok *t)
{
    return t->kind == PT_OTHER && t->len == 0;
}

static pp_tok *placemarker(pp *p, const pp_tok *at)
{
    pp_tok *r = rsig_pp_copy(p, at);
    if (r) {
        r->kind = PT_OTHER;
        r->len = 0;
        r->s = "";
        r->synth = true;
    }
    return r;
}

typedef struct pp_list {
    pp_tok head, *tail;
} pp_list;

static void list_init(pp_list *l)
{
    memset(&l->head, 0, sizeof l->head);
    l->tail = &l->head;
}

static bool list_add(pp *p, pp_list *l, const pp_tok *t)
{
    pp_tok *c = rsig_pp_copy(p, t);
    if (c == NULL)
        return false;
    c->bol = false;
    l->tail->next = c;
    l->tail = c;
    return true;
}

/* Appends an argument's tokens (without its EOF); the first takes space. */
static bool list_add_arg(pp *p, pp_list *l, const pp_tok *a, bool space)
{
    for (bool first = true; a->kind != PT_EOF; a = a->next, first = false) {
        if (!list_add(p, l, a))
            return false;
        if (first)
            l->tail->space = space;
    }
    return true;
}

/* The replacement of a function-like macro use, arguments substituted. */
static pp_tok *substitute(pp *p, const pp_macro *m, pp_arg *args, const rsig_src_note *why)
{
    pp_list l;
    list_init(&l);
    for (const pp_tok *t = m->body; t; t = t->next) {
        int k;
        if (pp_is(t, "#") && t->next && (k = rsig_pp_param_index(m, t->next)) >= 0) {
            pp_tok *s = stringize(p, t, args[k].raw);
            if (s == NULL)
                return NULL;
            s->why = why;
            l.tail->next = s;
            l.tail = s;
            t = t->next;
            continue;
        }
        /* , ## __VA_ARGS__: the comma goes when there are no variadic arguments (GNU) */
        if (pp_is(t, ",") && t->next && pp_is(t->next, "##") && t->next->next && m->variadic &&
            rsig_pp_param_index(m, t->next->next) == (int)m->nparams - 1) {
            const pp_arg *va = &args[m->nparams - 1];
            if (va->raw->kind != PT_EOF) {
                if (!list_add(p, &l, t))
                    return NULL;
                l.tail->why = why;
                if (!list_add_arg(p, &l, va->raw, t->next->next->space))
                    return NULL;
            }
            t = t->next->next;
            continue;
        }
        if (pp_is(t, "##") && t->next) {
            const pp_tok *rhs = t->next;
            pp_list r;
            list_init(&r);
            if ((k = rsig_pp_param_index(m, rhs)) >= 0) {
                if (args[k].raw->kind == PT_EOF) {
                    pp_tok *pm = placemarker(p, rhs);
                    if (pm == NULL)
                        return NULL;
                    r.head.next = r.tail = pm;
                } else if (!list_add_arg(p, &r, args[k].raw, rhs->space)) {
                    return NULL;
                }
            } else {
                if (!list_add(p, &r, rhs))
                    return NULL;
                r.tail->why = why;
            }
            pp_tok *first = r.head.next;
            pp_tok *lhs = l.tail == &l.head ? NULL : l.tail;
            if (lhs == NULL || is_placemarker(first)) {
                /* nothing to paste onto, or nothing pasted: the other side stays */
                if (lhs == NULL || !is_placemarker(first)) {
                    l.tail->next = first;
                    l.tail = r.tail;
                }
            } else if (is_placemarker(lhs)) {
                /* replace the placemarker with the rhs */
                pp_tok *prev = &l.head;
                while (prev->next != lhs)
                    prev = prev->next;
                prev->next = first;
                l.tail = r.tail;
            } else {
                pp_tok *pasted = paste(p, lhs, first, t);
                if (pasted == NULL)
                    return NULL;
                pp_tok *prev = &l.head;
                while (prev->next != lhs)
                    prev = prev->next;
                prev->next = pasted;
                pasted->next = first->next;
                l.tail = first->next ? r.tail : pasted;
            }
            t = rhs;
            continue;
        }
        if ((k = rsig_pp_param_index(m, t)) >= 0) {
            if (t->next && pp_is(t->next, "##")) {
                /* an operand of ##: the argument as written */
                if (args[k].raw->kind == PT_EOF) {
                    pp_tok *pm = placemarker(p, t);
                    if (pm == NULL)
                        return NULL;
                    l.tail->next = pm;
                    l.tail = pm;
                } else if (!list_add_arg(p, &l, args[k].raw, t->space)) {
                    return NULL;
                }
                continue;
            }
            if (args[k].expanded == NULL) {
                pp_tok *copy = NULL;
                pp_list c;
                list_init(&c);
                if (!list_add_arg(p, &c, args[k].raw, false))
                    return NULL;
                c.tail->next = NULL;
                pp_tok *eof = rsig_pp_eof_after(p, c.tail == &c.head ? args[k].raw : c.tail);
                if (eof == NULL)
                    return NULL;
                c.tail->next = eof;
                copy = c.head.next ? c.head.next : eof;
                args[k].expanded = rsig_pp_expand_list(p, copy);
                if (args[k].expanded == NULL)
                    return NULL;
            }
            if (!list_add_arg(p, &l, args[k].expanded, t->space))
                return NULL;
            continue;
        }
        if (!list_add(p, &l, t))
            return NULL;
        l.tail->why = why;
    }
    l.tail->next = NULL;
    /* drop the placemarkers */
    for (pp_tok *prev = &l.head; prev->next;) {
        if (is_placemarker(prev->next))
            prev->next = prev->next->next;
        else
            prev = prev->next;
    }
    return l.head.next;
}

/*
 * If tok names a macro that may expand here, replaces it (and its
 * arguments) by the expansion: *rest is then the expansion followed by what
 * came after. False if tok stays as it is (or after a diagnostic: p->failed).
 */
bool rsig_pp_expand_macro(pp *p, pp_tok **rest, pp_tok *tok)
{
    if (tok->kind != PT_IDENT || tok->noexp || p->failed)
        return false;
    pp_macro *m = rsig_pp_lookup(p, tok->s, tok->len);
    if (m == NULL)
        return false;
    if (hs_has(tok->hide, m)) {
        tok->noexp = true; /* painted blue: never again */
        return false;
    }
    pp_tok *after;
    const pp_hide *hs;
    pp_tok *body;
    const rsig_src_note *why;
    if (!m->funlike) {
        why = use_note(p, m, tok);
        if (why == NULL)
            return false;
        hs = hs_add(p, tok->hide, m);
        pp_list l;
        list_init(&l);
        for (const pp_tok *t = m->body; t; t = t->next) {
            if (!list_add(p, &l, t))
                return false;
            l.tail->why = why;
        }
        l.tail->next = NULL;
        body = l.head.next;
        after = tok->next;
    } else {
        if (!pp_is(tok->next, "("))
            return false;
        why = use_note(p, m, tok);
        if (why == NULL)
            return false;
        pp_arg *args = NULL;
        uint32_t nargs = 0;
        pp_tok *rparen = read_args(p, m, tok, &args, &nargs);
        if (rparen == NULL)
            return false;
        hs = hs_add(p, hs_inter(p, tok->hide, rparen->hide), m);
        body = substitute(p, m, args, why);
        if (p->failed)
            return false;
        after = rparen->next;
    }
    size_t n = 0;
    pp_tok *last = NULL;
    for (pp_tok *t = body; t; t = t->next) {
        t->hide = hs_union(p, t->hide, hs);
        last = t;
        n++;
    }
    if (!spend(p, tok, n))
        return false;
    if (body == NULL) {
        /* an empty expansion: the next token takes over the name's leading space */
        if (tok->space && after->kind != PT_EOF && !after->space) {
            pp_tok *c = rsig_pp_copy(p, after);
            if (c == NULL)
                return false;
            c->next = after->next;
            c->space = true;
            after = c;
        }
        *rest = after;
        return true;
    }
    body->space = tok->space;
    last->next = after;
    *rest = body;
    return true;
}

pp_tok *rsig_pp_expand_list(pp *p, pp_tok *list)
{
    pp_tok head = {0}, *tail = &head;
    pp_tok *t = list;
    while (t->kind != PT_EOF) {
        if (rsig_pp_expand_macro(p, &t, t))
            continue;
        if (p->failed)
            return NULL;
        pp_tok *next = t->next;
        tail->next = t;
        tail = t;
        t = next;
    }
    tail->next = t;
    return head.next;
}
