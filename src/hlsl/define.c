/*
 * define.c: a root signature given as a #define in an HLSL source
 * (rootsig_parse_hlsl_define): DXC's `-T rootsig_1_x -E NAME` path for one
 * file, without a preprocessor.
 *
 *   1. One pass over the file finds every #define and #undef (skipping
 *      comments, literals, code and other directives) and the #if group
 *      branch each one sits in.
 *   2. The named macro's replacement list is expanded into tokens: other
 *      object-like macros of the file recursively, comments dropped.
 *   3. The tokens become text the way DXC's HLSLMacroExpander (STRIP_QUOTES)
 *      writes them: string literals without quotes and unescaped, adjacent
 *      ones pasted, a space before a token that had one in the source unless
 *      the previous token is a string literal. A RootSignature("...") or
 *      [RootSignature("...")] wrapper gives the literals inside it.
 *   4. That text is a derived source (internal.h): every byte of it knows
 *      where in the file it came from, so the DSL parser's and the
 *      validator's diagnostics point into the file.
 *
 * Time is linear in the size of the file plus the size of the expansion,
 * which is capped (RS6012). All memory comes from the context's arena.
 */
#include <stdio.h>
#include <string.h>

#include "parse_dsl.h"

enum {
    MAX_DEPTH = 64, /* macros expanding macros */
    MAX_NOTES = 8,  /* notes listing definitions */
    MAX_SUGGEST = 3 /* names offered for an unknown macro */
};

/*
 * One branch of an #if group: the #if itself, an #elif or the #else.
 * Conditions are not evaluated, except the literal 0 and 1 (`#if 0` to
 * comment out code) and what follows from them.
 */
typedef struct hl_cond hl_cond;
struct hl_cond {
    hl_cond *parent;         /* the branch the #if is in; NULL at top level */
    hl_cond *head;           /* the group's #if branch */
    const hl_cond *eff;      /* the innermost branch (this or an outer one) that may or may
                              * not be compiled; NULL if it is certainly compiled */
    uint32_t dir_off, dir_end; /* the directive's text */
    bool dead;               /* certainly not compiled (#if 0, the #else of #if 1, ...) */
    bool settled;            /* head: a branch is certainly taken; later ones are dead */
    bool unknown_before;     /* head: a branch's condition is not known */
};

/* One #define or #undef, in file order. */
typedef struct hl_def {
    const char *name;        /* spelling, line splices removed */
    uint32_t name_len;
    uint32_t name_off, name_end; /* where the name is in the file */
    uint32_t dir_off;        /* its '#' */
    uint32_t body_off, body_end; /* the replacement list (for #undef: empty) */
    const hl_cond *cond;     /* the innermost branch it may or may not be in (eff) */
    uint32_t next;           /* next event of the same name: index + 1, 0 for none */
    bool undef, function_like;
    bool active;             /* being expanded (cycle check) */
    bool warned;             /* its // comment warning was given */
} hl_def;

/* A distinct name: its events, and (once asked) which definition applies. */
typedef struct hl_name {
    uint32_t first, last;    /* event indices + 1; 0: empty slot */
    int8_t state;            /* 0 not selected yet, 1 selected, -1 diagnosed */
    hl_def *sel;             /* the definition in effect; NULL if none */
} hl_name;

enum { TK_END, TK_IDENT, TK_STRING, TK_PUNCT, TK_OTHER, TK_PASTE, TK_BACKSLASH, TK_BAD_STRING };

/* A token of the expansion (its spelling is bytes [off, end) of the file). */
typedef struct hl_tok {
    uint32_t off, end;
    uint8_t kind;
    bool space;              /* whitespace or a comment before it in the source */
    char punct;              /* TK_PUNCT: the character */
    uint32_t funlike;        /* TK_IDENT naming a function-like macro: def index + 1 */
} hl_tok;

typedef struct hl {
    rootsig_ctx *ctx;
    rsig_arena *arena;
    rsig_source *file;
    const char *t;
    size_t n;
    hl_def *defs;
    uint32_t ndefs, defs_cap;
    hl_name *names;
    uint32_t names_mask;
    hl_cond *cond;           /* the branch being scanned */
    uint32_t include_off, include_end; /* the first #include (end 0: none) */
    hl_tok *toks;
    uint32_t ntoks, toks_cap;
    size_t out_size, out_limit; /* macro text expanded so far, and the cap (RS6012) */
    const hl_def *stack[MAX_DEPTH + 1]; /* the macros being expanded */
    rsig_derive out;         /* the derived source: its text and where each run came from */
} hl;

/* ---- reading with line splices ---------------------------------------- */

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r';
}

static bool is_ident_start(char c)
{
    unsigned char u = (unsigned char)c;
    return u == '_' || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u >= 0x80;
}

static bool is_ident_char(char c)
{
    return is_ident_start(c) || (c >= '0' && c <= '9');
}

/*
 * Length of the line splice at i: a backslash, optional blanks (as clang
 * allows) and a newline. 0 if there is none.
 */
static size_t splice_len(const hl *h, size_t i)
{
    if (i >= h->n || h->t[i] != '\\')
        return 0;
    size_t j = i + 1;
    while (j < h->n && h->t[j] != '\n' && is_blank(h->t[j]))
        j++;
    return j < h->n && h->t[j] == '\n' ? j + 1 - i : 0;
}

/* i moved past any line splices: the next character the compiler sees. */
static size_t sk(const hl *h, size_t i)
{
    size_t k;
    while ((k = splice_len(h, i)) != 0)
        i += k;
    return i;
}

/* The character at i (already past splices), or 0 at the end. */
static char at(const hl *h, size_t i)
{
    return i < h->n ? h->t[i] : 0;
}

/* Is there a comment at i (a '/', past splices)? */
static bool comment_at(const hl *h, size_t i)
{
    if (at(h, i) != '/' || i >= h->n)
        return false;
    char c = at(h, sk(h, i + 1));
    return c == '/' || c == '*';
}

/*
 * i at a comment's '/': the offset after it. A // comment stops before its
 * newline; an unterminated block comment runs to the end of the file.
 */
static size_t skip_comment(const hl *h, size_t i)
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

/*
 * i at a quote q: the offset after the closing quote, or (*closed false)
 * of the newline or end where an unterminated literal stops.
 */
static size_t skip_literal(const hl *h, size_t i, char q, bool *closed)
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

/* i at an identifier's first character: the offset after its last one. */
static size_t skip_ident(const hl *h, size_t i)
{
    size_t end = i + 1;
    for (size_t j = sk(h, end); j < h->n && is_ident_char(h->t[j]); j = sk(h, j + 1))
        end = j + 1;
    return end;
}

/* Blanks and comments from i, within the logical line: the next other offset. */
static size_t skip_space(const hl *h, size_t i)
{
    for (;;) {
        i = sk(h, i);
        if (i < h->n && h->t[i] != '\n' && is_blank(h->t[i]))
            i++;
        else if (comment_at(h, i))
            i = skip_comment(h, i);
        else
            return i;
    }
}

/* The newline that ends the logical line i is in (or the end of the file). */
static size_t line_end(const hl *h, size_t i)
{
    for (i = sk(h, i); i < h->n && h->t[i] != '\n'; i = sk(h, i)) {
        char c = h->t[i];
        bool closed;
        if (comment_at(h, i))
            i = skip_comment(h, i);
        else if (c == '"' || c == '\'')
            i = skip_literal(h, i, c, &closed);
        else
            i++;
    }
    return i < h->n ? i : h->n;
}

/* The spelling of [from, to) with splices removed (a pointer into the file if it has none). */
static const char *spell(const hl *h, size_t from, size_t to, uint32_t *len)
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

static bool spelled(const char *s, uint32_t len, const char *word)
{
    return strlen(word) == len && memcmp(s, word, len) == 0;
}

/* ---- pass 1: directives ---------------------------------------------- */

static hl_def *new_def(hl *h)
{
    if (!rsig_grow(h->arena, (void **)&h->defs, &h->defs_cap, h->ndefs + 1, sizeof *h->defs))
        return NULL;
    return &h->defs[h->ndefs++];
}

/* An #if or #elif condition's value if it is the literal 0 or 1; -1 otherwise. */
static int literal_condition(const hl *h, size_t i, size_t end)
{
    i = skip_space(h, i);
    char c = at(h, i);
    if (i >= end || (c != '0' && c != '1'))
        return -1;
    size_t j = sk(h, i + 1);
    if (j < end && (is_ident_char(h->t[j]) || h->t[j] == '.'))
        return -1;
    return skip_space(h, j) >= end ? c - '0' : -1;
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
    size_t i = skip_space(h, hash + 1);
    if (i >= h->n || !is_ident_start(h->t[i]))
        return line_end(h, i);
    size_t kw_end = skip_ident(h, i);
    uint32_t kl;
    const char *kw = spell(h, i, kw_end, &kl);
    size_t end = line_end(h, kw_end);
    bool undef = spelled(kw, kl, "undef");
    if (undef || spelled(kw, kl, "define")) {
        size_t ni = skip_space(h, kw_end);
        if (ni >= end || !is_ident_start(h->t[ni]))
            return end;
        size_t ne = skip_ident(h, ni);
        if (h->cond && h->cond->dead)
            return end; /* in #if 0 */
        hl_def *d = new_def(h);
        if (d == NULL)
            return h->n;
        memset(d, 0, sizeof *d);
        d->name = spell(h, ni, ne, &d->name_len);
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

/* Finds every directive: a '#' first on a logical line (after blanks and comments). */
static void scan(hl *h)
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
            i = skip_comment(h, i); /* a comment is a blank, even over lines */
        } else if (c == '#' && line_start) {
            i = directive(h, i);
        } else {
            line_start = false;
            bool closed;
            if (c == '"' || c == '\'')
                i = skip_literal(h, i, c, &closed);
            else if (is_ident_start(c))
                i = skip_ident(h, i);
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

/* The names, each with its events chained in file order. */
static bool index_names(hl *h)
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

static hl_name *lookup(const hl *h, const char *s, uint32_t n)
{
    hl_name *e = find_slot(h, s, n);
    return e->first ? e : NULL;
}

/* ---- tokens of a replacement list ------------------------------------- */

/*
 * The next token of [*pos, end). *line_comment is set to the offset + 1 of
 * a // comment that a splice continues onto the next line, if one is passed.
 */
static int lex(const hl *h, size_t *pos, size_t end, hl_tok *tok, size_t *line_comment)
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
            size_t e = skip_comment(h, i);
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
        e = skip_ident(h, i);
        kind = TK_IDENT;
        uint32_t n;
        const char *s = spell(h, i, e, &n);
        size_t q = sk(h, e);
        if (at(h, q) == '"' && (spelled(s, n, "L") || spelled(s, n, "u") || spelled(s, n, "U") ||
                                spelled(s, n, "u8"))) {
            e = skip_literal(h, q, '"', &closed);
            kind = closed ? TK_STRING : TK_BAD_STRING;
        }
    } else if (c == '"') {
        e = skip_literal(h, i, c, &closed);
        kind = closed ? TK_STRING : TK_BAD_STRING;
    } else if (c == '\'') {
        e = skip_literal(h, i, c, &closed);
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
        int kx = lex(h, &pa, a->body_end, &x, NULL);
        int ky = lex(h, &pb, b->body_end, &y, NULL);
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

/* Short text of [from, to) for a message: its first line, at most 60 bytes. */
static int excerpt_len(const hl *h, size_t from, size_t to)
{
    const char *nl = memchr(h->t + from, '\n', to - from);
    size_t n = nl ? (size_t)(nl - (h->t + from)) : to - from;
    while (n > 0 && (is_blank(h->t[from + n - 1]) || h->t[from + n - 1] == '\\'))
        n--;
    return (int)(n > 60 ? 60 : n);
}

/* Where a definition is, for a note: "under '#ifdef X'" and the like. */
static void describe_cond(const hl *h, const hl_cond *c, char *buf, size_t size)
{
    if (c == NULL) {
        snprintf(buf, size, "outside any #if");
    } else if (c->head == c) {
        snprintf(buf, size, "under '%.*s'", excerpt_len(h, c->dir_off, c->dir_end),
                 h->t + c->dir_off);
    } else {
        snprintf(buf, size, "under the '%.*s' of '%.*s'", excerpt_len(h, c->dir_off, c->dir_end),
                 h->t + c->dir_off, excerpt_len(h, c->head->dir_off, c->head->dir_end),
                 h->t + c->head->dir_off);
    }
}

/* A name's length for "%.*s" in a message: long names are cut. */
static int nl(size_t len)
{
    return len > 80 ? 80 : (int)len;
}

static long diag_name(hl *h, rsig_diag_id id, const hl_def *d, const char *fmt, ...)
    RSIG_PRINTF(4, 5);

/* A diagnostic at a definition's name. */
static long diag_name(hl *h, rsig_diag_id id, const hl_def *d, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return rsig_diag(h->ctx, id, h->file, d->name_off, d->name_end - d->name_off, "%s", msg);
}

/* ---- which definition applies ---------------------------------------- */

/*
 * The definition a name stands for at the end of the file, where DXC looks
 * it up. NULL if it has none (only #undef) or after a diagnostic (e->state -1).
 * Events in one #if branch (or all outside any) are replayed in order;
 * events in different branches depend on conditions rootsig does not
 * evaluate, which is an error.
 */
static hl_def *select_def(hl *h, hl_name *e)
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
            long id = diag_name(h, RSIG_HLSL_REDEFINED, d,
                                "'%.*s' is redefined; rootsig uses the last definition, as the "
                                "preprocessor does",
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
    diag_name(h, RSIG_HLSL_EXPANSION_SIZE, top,
              "expanding '%.*s' takes more than %zu bytes of macro text (16 times the file "
              "plus 64 KiB); is a macro used many times over?",
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

/*
 * Appends the tokens of d's replacement list to h->toks, expanding the
 * object-like macros it names. first_space: the leading space of the name
 * that was replaced, which the first token takes over (as in C).
 */
static bool expand(hl *h, hl_def *d, uint32_t depth, bool first_space)
{
    if (!charge(h, d))
        return false;
    size_t pos = d->body_off;
    bool first = true;
    for (;;) {
        hl_tok tk;
        size_t line_comment = 0;
        int kind = lex(h, &pos, d->body_end, &tk, &line_comment);
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
            size_t next = skip_space(h, tk.end);
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
            const char *s = spell(h, tk.off, tk.end, &n);
            hl_name *e = lookup(h, s, n);
            hl_def *m = e ? select_def(h, e) : NULL;
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
                bool ok = expand(h, m, depth + 1, tk.space);
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
    const char *s = spell(h, h->toks[k].off, h->toks[k].end, &n);
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
        sp = spell(h, t->off, t->end, &n);
        if (end < h->ntoks && t->kind == TK_IDENT && lookup(h, sp, n) == NULL)
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
        sp = spell(h, t->off, t->end, &n);
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
    int kind = lex(h, &pos, d->body_end, &t, NULL);
    if (kind == TK_STRING || (kind == TK_PUNCT && t.punct == '['))
        return true;
    if (kind != TK_IDENT)
        return false;
    uint32_t n;
    const char *s = spell(h, t.off, t.end, &n);
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
            const hl_name *e = lookup(h, d->name, d->name_len);
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
        rsig_note(h->ctx, id, h->file, h->include_off, (size_t)excerpt_len(h, h->include_off,
                  h->include_end),
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
    scan(h);
    if (h->arena->oom || !index_names(h))
        return NULL;
    hl_name *e = lookup(h, macro, (uint32_t)mlen);
    hl_def *d = e ? select_def(h, e) : NULL;
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
        diag_name(h, RSIG_HLSL_FUNCTION_LIKE, d,
                  "macro '%.*s' is function-like; rootsig expands only object-like macros "
                  "(#define NAME \"...\")",
                  nl(d->name_len), d->name);
        return NULL;
    }
    h->stack[0] = d;
    d->active = true;
    bool ok = expand(h, d, 0, false);
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
        diag_name(h, RSIG_HLSL_EMPTY, d,
                  "macro '%.*s' expands to nothing (an include guard?); a root signature macro "
                  "expands to string literals",
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
    rootsig_options o = rsig_options_resolve(options);
    if (o.version < ROOTSIG_VERSION_1_0 || o.version > ROOTSIG_VERSION_1_2)
        return ROOTSIG_ERR_ARG;
    rsig_diag_begin(ctx, options);
    if (length > UINT32_MAX - 1) {
        rsig_diag(ctx, RSIG_LIMIT_INPUT, NULL, 0, 0,
                  "input of %zu bytes exceeds the 4 GiB limit", length);
        return ROOTSIG_ERR_LIMIT;
    }
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
    rootsig_status st = rsig_parse_dsl_source(ctx, src, o.version, out);
    if (st == ROOTSIG_OK && ctx->errors != errors_before) {
        *out = NULL; /* a warning of the expansion, made an error by werror */
        st = ROOTSIG_ERR_INPUT;
    }
    return st;
}
