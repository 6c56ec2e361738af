/*
 * pp.c: the preprocessor (pp.h says how the parts fit): files and their
 * splices, the lexer, the macro table, directives, conditionals and
 * #include. Macro expansion is in pp_expand.c, #if expressions in
 * pp_expr.c.
 */
#include <stdio.h>

#include "pp.h"

/* ---- files --------------------------------------------------------------- */

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r';
}

static bool is_ident_start(char c)
{
    unsigned char u = (unsigned char)c;
    return u == '_' || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u >= 0x80;
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static bool is_ident_char(char c)
{
    return is_ident_start(c) || is_digit(c);
}

size_t rsig_pp_phys(const pp_file *f, uint32_t c)
{
    /* the last splice removed at or before c */
    uint32_t lo = 0, hi = f->nsplices;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (f->splice_at[mid] <= c)
            lo = mid + 1;
        else
            hi = mid;
    }
    return (size_t)c + (lo ? f->splice_sum[lo - 1] : 0);
}

/*
 * A file as the compiler reads it: a backslash, optional blanks (as clang
 * allows, with a warning we do not give) and a newline are removed.
 */
static pp_file *new_file(pp *p, const char *name, const char *text, size_t len,
                         const pp_file *parent, const rsig_src_note *included)
{
    pp_file *f = rsig_alloc(p->arena, sizeof *f);
    if (f == NULL)
        return NULL;
    f->src = rsig_source_new(p->ctx, name, text, len, RSIG_SRC_TEXT);
    if (f->src == NULL)
        return NULL;
    f->src->included = included;
    f->path = f->src->name;
    f->parent = parent;
    f->depth = parent ? parent->depth + 1 : 0;
    const char *t = f->src->text;
    uint32_t n = 0;
    for (size_t i = 0; i < len; i++)
        if (t[i] == '\\')
            n++;
    f->clean = rsig_alloc_uninit(p->arena, len + 1);
    f->splice_at = n ? rsig_alloc_array(p->arena, n, sizeof *f->splice_at) : NULL;
    f->splice_sum = n ? rsig_alloc_array(p->arena, n, sizeof *f->splice_sum) : NULL;
    if (f->clean == NULL || (n && f->splice_sum == NULL))
        return NULL;
    uint32_t c = 0, removed = 0;
    for (size_t i = 0; i < len;) {
        if (t[i] == '\\') {
            size_t j = i + 1;
            while (j < len && t[j] != '\n' && is_blank(t[j]))
                j++;
            if (j < len && t[j] == '\n') {
                removed += (uint32_t)(j + 1 - i);
                f->splice_at[f->nsplices] = c;
                f->splice_sum[f->nsplices++] = removed;
                i = j + 1;
                continue;
            }
        }
        f->clean[c++] = t[i++];
    }
    f->clean[c] = '\0';
    f->nclean = c;
    return f;
}

/* ---- tokens and diagnostics ---------------------------------------------- */

void rsig_pp_where(const pp_tok *t, size_t *off, size_t *len)
{
    if (t->file == NULL) {
        *off = 0;
        *len = 0;
        return;
    }
    size_t a = rsig_pp_phys(t->file, t->off);
    if (t->synth || t->kind == PT_EOF) {
        *off = a;
        *len = t->kind == PT_EOF ? 0 : 1;
        return;
    }
    size_t b = rsig_pp_phys(t->file, t->off + t->len - (t->len ? 1 : 0));
    *off = a;
    *len = t->len ? b - a + 1 : 0;
}

long rsig_pp_diag(pp *p, rsig_diag_id id, const pp_tok *t, const char *fmt, ...)
{
    size_t off, len;
    rsig_pp_where(t, &off, &len);
    size_t errors = p->ctx->errors;
    va_list ap;
    va_start(ap, fmt);
    long idx = rsig_vdiag_why(p->ctx, id, t->file ? t->file->src : NULL, off, len, t->why, fmt,
                              ap);
    va_end(ap);
    /* an error (or a warning made one) ends the run; a warning does not */
    if (p->ctx->errors != errors || p->ctx->stopped)
        p->failed = true;
    return idx;
}

pp_tok *rsig_pp_copy(pp *p, const pp_tok *t)
{
    pp_tok *c = rsig_alloc_uninit(p->arena, sizeof *c);
    if (c == NULL)
        return NULL;
    *c = *t;
    c->next = NULL;
    return c;
}

pp_tok *rsig_pp_eof_after(pp *p, const pp_tok *t)
{
    pp_tok *e = rsig_alloc(p->arena, sizeof *e);
    if (e == NULL)
        return NULL;
    e->kind = PT_EOF;
    e->file = t->file;
    e->off = t->kind == PT_EOF || t->synth ? t->off : t->off + t->len;
    e->bol = true;
    e->s = "";
    e->why = t->why;
    return e;
}

/* ---- the lexer ------------------------------------------------------------ */

static const char *const PUNCTS[] = {
    "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
    "*=",  "/=",  "%=",  "+=", "-=", "&=", "^=", "|=", "##", "::",
};

/*
 * The token at s[i] (not a blank or comment): its end, and its kind. A
 * string literal without its closing quote runs to the end of the line.
 */
uint32_t rsig_pp_lex_one(const char *s, uint32_t n, uint32_t i, uint8_t *kind)
{
    char c = s[i];
    if (is_ident_start(c)) {
        uint32_t j = i + 1;
        while (j < n && is_ident_char(s[j]))
            j++;
        /* L"", u8"", u"", U"": one literal, its prefix dropped when it is written out */
        bool prefix = (j - i == 1 && (c == 'L' || c == 'u' || c == 'U')) ||
                      (j - i == 2 && c == 'u' && s[i + 1] == '8');
        if (prefix && j < n && (s[j] == '"' || s[j] == '\'')) {
            uint32_t e = rsig_pp_lex_one(s, n, j, kind);
            if (*kind != PT_OTHER)
                return e;
        }
        *kind = PT_IDENT;
        return j;
    }
    if (is_digit(c) || (c == '.' && i + 1 < n && is_digit(s[i + 1]))) {
        uint32_t j = i + 1;
        while (j < n) {
            if ((s[j] == '+' || s[j] == '-') &&
                (s[j - 1] == 'e' || s[j - 1] == 'E' || s[j - 1] == 'p' || s[j - 1] == 'P'))
                j++;
            else if (is_ident_char(s[j]) || s[j] == '.')
                j++;
            else
                break;
        }
        *kind = PT_NUMBER;
        return j;
    }
    if (c == '"' || c == '\'') {
        uint32_t j = i + 1;
        while (j < n && s[j] != c && s[j] != '\n') {
            if (s[j] == '\\' && j + 1 < n && s[j + 1] != '\n')
                j++;
            j++;
        }
        if (j < n && s[j] == c) {
            *kind = c == '"' ? PT_STRING : PT_CHAR;
            return j + 1;
        }
        if (c == '\'') { /* "don't" in a comment-like line: one stray character */
            *kind = PT_OTHER;
            return i + 1;
        }
        *kind = PT_BAD_STRING;
        return j;
    }
    for (size_t k = 0; k < sizeof PUNCTS / sizeof PUNCTS[0]; k++) {
        uint32_t l = (uint32_t)strlen(PUNCTS[k]);
        if (i + l <= n && memcmp(s + i, PUNCTS[k], l) == 0) {
            *kind = PT_PUNCT;
            return i + l;
        }
    }
    *kind = strchr("[](){}.&*+-~!/%<>^|?:;=,#", c) && c ? PT_PUNCT : PT_OTHER;
    return i + 1;
}

/* The tokens of a file, EOF-terminated (the EOF is at the end of the file). */
static pp_tok *tokenize(pp *p, const pp_file *f)
{
    pp_tok head = {0}, *tail = &head;
    const char *s = f->clean;
    uint32_t n = f->nclean, i = 0;
    bool bol = true, space = false;
    while (i < n) {
        char c = s[i];
        if (c == '\n') {
            bol = true;
            space = false;
            i++;
            continue;
        }
        if (is_blank(c)) {
            space = true;
            i++;
            continue;
        }
        if (c == '/' && i + 1 < n && s[i + 1] == '/') {
            uint32_t start = i;
            while (i < n && s[i] != '\n')
                i++;
            /* a splice inside it: the next line is comment too, which is rarely meant */
            if (rsig_pp_phys(f, i) != rsig_pp_phys(f, start) + (i - start)) {
                pp_tok t = {.file = f, .off = start, .s = s + start, .len = 2, .kind = PT_PUNCT};
                rsig_pp_diag(p, RSIG_HLSL_LINE_COMMENT, &t,
                             "this // comment ends with a backslash, so the next line is part "
                             "of the comment too");
            }
            space = true;
            continue;
        }
        if (c == '/' && i + 1 < n && s[i + 1] == '*') {
            const char *e = i + 2 < n ? strstr(s + i + 2, "*/") : NULL;
            if (e == NULL) {
                pp_tok t = {.file = f, .off = i, .s = s + i, .len = 2, .kind = PT_PUNCT};
                rsig_pp_diag(p, RSIG_PP_UNTERMINATED_COMMENT, &t,
                             "this block comment is not closed by '*/' before the end of the "
                             "file");
                i = n;
                break;
            }
            i = (uint32_t)(e - s) + 2;
            space = true;
            continue;
        }
        pp_tok *t = rsig_alloc(p->arena, sizeof *t);
        if (t == NULL)
            return NULL;
        uint32_t end = rsig_pp_lex_one(s, n, i, &t->kind);
        t->s = s + i;
        t->len = end - i;
        t->file = f;
        t->off = i;
        t->bol = bol;
        t->space = space;
        bol = space = false;
        tail->next = t;
        tail = t;
        i = end;
    }
    pp_tok *e = rsig_alloc(p->arena, sizeof *e);
    if (e == NULL)
        return NULL;
    e->kind = PT_EOF;
    e->file = f;
    e->off = n;
    e->bol = true;
    e->s = "";
    tail->next = e;
    return head.next;
}

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

static void undefine(pp *p, const char *s, size_t n)
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
static pp_tok *line_end(pp_tok *t)
{
    while (t->kind != PT_EOF && !t->bol)
        t = t->next;
    return t;
}

/* Copies [t, end) to a new list ending with an EOF at the end of the last one. */
static pp_tok *copy_line(pp *p, pp_tok *t, const pp_tok *end, const pp_tok *after)
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
static void extra_tokens(pp *p, const pp_tok *t, const char *dir)
{
    if (t->kind != PT_EOF && !t->bol)
        rsig_pp_diag(p, RSIG_PP_DIRECTIVE_SYNTAX, t, "extra tokens after #%s: '%.*s'", dir,
                     pp_nl(t->len), t->s);
}

/* #define; d at "define". */
static void do_define(pp *p, pp_tok *d)
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
    pp_tok *end = line_end(b);
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
        undefine(p, m->name, m->nlen);
    }
    uint32_t h = hash(m->name, m->nlen);
    m->next = p->table[h];
    p->table[h] = m;
}

/* ---- conditionals --------------------------------------------------------- */

struct pp_cond {
    pp_cond *up;
    const pp_tok *where;   /* the #if, #ifdef or #ifndef */
    const pp_file *file;
    bool taken;            /* a branch of the group was taken */
    bool in_else;
};



/* The directive name after '#' t, or NULL for a null directive. */
static pp_tok *dir_name(pp_tok *t)
{
    pp_tok *d = t->next;
    return d->bol || d->kind == PT_EOF ? NULL : d;
}

/*
 * Skips a group not taken: returns the '#' of the #elif, #else or #endif
 * that ends it, or the end of the file (after RS6022).
 */
static pp_tok *skip_group(pp *p, pp_tok *t, const pp_cond *c)
{
    int depth = 0;
    for (; t->kind != PT_EOF; t = t->next) {
        if (!t->bol || !pp_is(t, "#"))
            continue;
        pp_tok *d = dir_name(t);
        if (d == NULL)
            continue;
        if (pp_is(d, "if") || pp_is(d, "ifdef") || pp_is(d, "ifndef"))
            depth++;
        else if (depth == 0 && (pp_is(d, "elif") || pp_is(d, "else") || pp_is(d, "endif")))
            return t;
        else if (pp_is(d, "endif"))
            depth--;
    }
    rsig_pp_diag(p, RSIG_PP_CONDITIONAL, c->where, "this conditional has no #endif");
    return t;
}

static pp_cond *push_cond(pp *p, pp_cond **stack, const pp_tok *where)
{
    pp_cond *c = rsig_alloc(p->arena, sizeof *c);
    if (c == NULL)
        return NULL;
    c->up = *stack;
    c->where = where;
    c->file = where->file;
    *stack = c;
    return c;
}

/* #ifdef/#ifndef NAME: is it defined? */
static bool ifdef_name(pp *p, pp_tok *d, bool *defined)
{
    pp_tok *n = d->next;
    if (n->bol || n->kind != PT_IDENT) {
        rsig_pp_diag(p, RSIG_PP_DIRECTIVE_SYNTAX, n->bol || n->kind == PT_EOF ? d : n,
                     "#%.*s needs a macro name", pp_nl(d->len), d->s);
        return false;
    }
    extra_tokens(p, n->next, pp_is(d, "ifdef") ? "ifdef" : "ifndef");
    *defined = rsig_pp_lookup(p, n->s, n->len) != NULL;
    return !p->failed;
}

/* ---- #include ------------------------------------------------------------- */

static bool once_has(const pp *p, const char *path)
{
    for (uint32_t i = 0; i < p->nonce; i++)
        if (strcmp(p->once[i], path) == 0)
            return true;
    return false;
}

/* The note of a file included by the directive at hash_tok. */
static const rsig_src_note *include_note(pp *p, const pp_tok *hash_tok)
{
    rsig_src_note *n = rsig_alloc(p->arena, sizeof *n);
    if (n == NULL)
        return NULL;
    size_t off, len;
    rsig_pp_where(hash_tok, &off, &len);
    const pp_file *f = hash_tok->file;
    unsigned line, col;
    rsig_source_locate(f->src, p->arena, off, &line, &col);
    rsig_buf b;
    rsig_buf_init(&b, p->arena);
    rsig_buf_printf(&b, "in file included from %s:%u", f->src->name, line);
    if (b.data == NULL)
        return NULL;
    /* the whole directive line, as far as its end */
    size_t end = off;
    while (end < f->src->len && f->src->text[end] != '\n' && f->src->text[end] != '\r')
        end++;
    n->next = f->src->included;
    n->src = f->src;
    n->offset = (uint32_t)off;
    n->length = (uint32_t)(end - off);
    n->message = b.data;
    return n;
}

/*
 * #include; hash_tok at '#', d at "include". Returns the tokens of the
 * included file (ending with its EOF, whose next is rest), rest if it is
 * skipped (#pragma once), or NULL after a diagnostic.
 */
static pp_tok *do_include(pp *p, pp_tok *hash_tok, pp_tok *d, pp_tok *rest)
{
    pp_tok *t = d->next;
    pp_tok *end = line_end(t);
    char *name = NULL;
    bool angled = false;
    const pp_tok *at = t->bol || t->kind == PT_EOF ? d : t;
    if (t != end && t->kind == PT_STRING) {
        name = rsig_strndup(p->arena, t->s + 1, t->len - 2);
        extra_tokens(p, t->next, "include");
    } else if (t != end && pp_is(t, "<")) {
        /* <name>: the characters up to '>' on the line, as written */
        const char *s = t->s + 1;
        const char *e = s;
        const char *lim = t->file->clean + t->file->nclean;
        while (e < lim && *e != '>' && *e != '\n')
            e++;
        if (e < lim && *e == '>' && !t->synth) {
            name = rsig_strndup(p->arena, s, (size_t)(e - s));
            angled = true;
            pp_tok *q = t;
            while (q != end && q->s < e + 1 && q->file == t->file)
                q = q->next;
            extra_tokens(p, q, "include");
        }
    } else if (t != end) {
        /* #include MACRO: the expansion must be "name" or <name> */
        pp_tok *line = copy_line(p, t, end, d);
        pp_tok *x = line ? rsig_pp_expand_list(p, line) : NULL;
        if (x && x->kind == PT_STRING && x->next->kind == PT_EOF) {
            name = rsig_strndup(p->arena, x->s + 1, x->len - 2);
        } else if (x && pp_is(x, "<")) {
            rsig_buf b;
            rsig_buf_init(&b, p->arena);
            pp_tok *q = x->next;
            for (; q->kind != PT_EOF && !pp_is(q, ">"); q = q->next) {
                if (q != x->next && q->space)
                    rsig_buf_put(&b, " ", 1);
                rsig_buf_put(&b, q->s, q->len);
            }
            if (q->kind != PT_EOF && q->next->kind == PT_EOF) {
                name = b.data ? b.data : rsig_strndup(p->arena, "", 0);
                angled = true;
            }
        }
    }
    if (p->failed)
        return NULL;
    if (name == NULL) {
        rsig_pp_diag(p, RSIG_PP_DIRECTIVE_SYNTAX, at,
                     "#include needs a file name: \"name\" or <name>");
        return NULL;
    }
    if (p->nfiles >= PP_MAX_FILES) {
        rsig_pp_diag(p, RSIG_PP_INCLUDE_COUNT, at,
                     "more than %d files are included in all; is an include guard missing?",
                     PP_MAX_FILES);
        return NULL;
    }
    const char *resolved = NULL, *text = NULL;
    size_t len = 0;
    int r = p->include ? p->include(p->include_user, name, hash_tok->file->path, angled,
                                    &resolved, &text, &len)
                       : 1;
    if (r > 0 || (r == 0 && text == NULL && len)) {
        rsig_pp_diag(p, RSIG_PP_INCLUDE_NOT_FOUND, at, "cannot find the included file %c%s%c%s",
                     angled ? '<' : '"', name, angled ? '>' : '"',
                     p->include ? "" : " (no include callback was given, so none is read)");
        return NULL;
    }
    if (r < 0) {
        rsig_pp_diag(p, RSIG_PP_INCLUDE_READ, at, "cannot read the included file %c%s%c%s%s",
                     angled ? '<' : '"', name, angled ? '>' : '"', resolved ? ": " : "",
                     resolved ? resolved : "");
        return NULL;
    }
    if (resolved == NULL)
        resolved = name;
    if (once_has(p, resolved))
        return rest;
    if (hash_tok->file->depth + 1 > PP_MAX_INCLUDE_DEPTH) {
        /* a cycle, if the file is among those including it */
        const pp_file *f = hash_tok->file;
        for (; f; f = f->parent)
            if (strcmp(f->path, resolved) == 0)
                break;
        if (f) {
            rsig_pp_diag(p, RSIG_PP_INCLUDE_CYCLE, at,
                         "'%s' includes itself (through %u files), with no include guard or "
                         "#pragma once to stop it",
                         resolved, hash_tok->file->depth - f->depth + 1);
        } else {
            rsig_pp_diag(p, RSIG_PP_INCLUDE_DEPTH, at,
                         "#include nested more than %d levels deep", PP_MAX_INCLUDE_DEPTH);
        }
        return NULL;
    }
    const rsig_src_note *note = include_note(p, hash_tok);
    if (note == NULL || len > UINT32_MAX - 1)
        return NULL;
    pp_file *f = new_file(p, resolved, text ? text : "", len, hash_tok->file, note);
    if (f == NULL)
        return NULL;
    p->nfiles++;
    p->budget += len < SIZE_MAX / 16 ? 8 * len : 0;
    pp_tok *toks = tokenize(p, f);
    if (toks == NULL)
        return NULL;
    pp_tok *e = toks;
    while (e->kind != PT_EOF)
        e = e->next;
    e->next = rest;
    return toks;
}

/* ---- the main loop -------------------------------------------------------- */

static void emit(pp *p, pp_tok *t)
{
    pp_tok *c = rsig_pp_copy(p, t);
    if (c == NULL)
        return;
    if (p->out_tail)
        p->out_tail->next = c;
    else
        p->out = c;
    p->out_tail = c;
}

/* Runs the directives of a token list (and expands its text if asked). */
static bool run(pp *p, pp_tok *t)
{
    pp_cond *conds = NULL;
    while (!p->failed) {
        if (t->kind == PT_EOF) {
            /* the end of a file: its conditionals must be closed */
            while (conds && conds->file == t->file) {
                rsig_pp_diag(p, RSIG_PP_CONDITIONAL, conds->where,
                             "this conditional has no #endif before the end of its file");
                conds = conds->up;
            }
            if (t->next == NULL || p->failed)
                break;
            t = t->next;
            continue;
        }
        if (!(t->bol && pp_is(t, "#"))) {
            if (p->expand_text) {
                if (rsig_pp_expand_macro(p, &t, t))
                    continue;
                emit(p, t);
            }
            t = t->next;
            continue;
        }
        pp_tok *hash_tok = t;
        pp_tok *d = dir_name(t);
        if (d == NULL) { /* # alone */
            t = t->next;
            continue;
        }
        pp_tok *end = line_end(d);
        if (pp_is(d, "define")) {
            do_define(p, d);
        } else if (pp_is(d, "undef")) {
            pp_tok *n = d->next;
            if (n->bol || n->kind != PT_IDENT)
                rsig_pp_diag(p, RSIG_PP_DIRECTIVE_SYNTAX, n->bol || n->kind == PT_EOF ? d : n,
                             "#undef needs a macro name");
            else {
                undefine(p, n->s, n->len);
                extra_tokens(p, n->next, "undef");
            }
        } else if (pp_is(d, "include")) {
            pp_tok *r = do_include(p, hash_tok, d, end);
            if (r == NULL)
                break;
            t = r;
            continue;
        } else if (pp_is(d, "if") || pp_is(d, "ifdef") || pp_is(d, "ifndef")) {
            pp_cond *c = push_cond(p, &conds, hash_tok);
            bool v = false;
            if (c == NULL)
                break;
            if (pp_is(d, "if")) {
                pp_tok *line = copy_line(p, d->next, end, d);
                if (line == NULL || !rsig_pp_eval(p, d, line, &v))
                    break;
            } else if (!ifdef_name(p, d, &v)) {
                break;
            } else if (pp_is(d, "ifndef")) {
                v = !v;
            }
            c->taken = v;
            if (!v) {
                t = skip_group(p, end, c);
                continue;
            }
        } else if (pp_is(d, "elif") || pp_is(d, "else")) {
            bool is_else = pp_is(d, "else");
            if (conds == NULL || conds->file != hash_tok->file) {
                rsig_pp_diag(p, RSIG_PP_CONDITIONAL, d, "#%s without #if", is_else ? "else" : "elif");
                break;
            }
            if (conds->in_else) {
                rsig_pp_diag(p, RSIG_PP_CONDITIONAL, d, "#%s after #else",
                             is_else ? "else" : "elif");
                break;
            }
            if (is_else) {
                conds->in_else = true;
                extra_tokens(p, d->next, "else");
            }
            bool v = false;
            if (!conds->taken && !is_else) {
                pp_tok *line = copy_line(p, d->next, end, d);
                if (line == NULL || !rsig_pp_eval(p, d, line, &v))
                    break;
            } else if (!conds->taken) {
                v = true;
            }
            if (v) {
                conds->taken = true;
            } else {
                t = skip_group(p, end, conds);
                continue;
            }
        } else if (pp_is(d, "endif")) {
            if (conds == NULL || conds->file != hash_tok->file) {
                rsig_pp_diag(p, RSIG_PP_CONDITIONAL, d, "#endif without #if");
                break;
            }
            conds = conds->up;
            extra_tokens(p, d->next, "endif");
        } else if (pp_is(d, "error") || pp_is(d, "warning")) {
            bool err = pp_is(d, "error");
            /* the message as written, to the end of the line */
            pp_tok *m = d->next;
            const char *s = m != end && m->file == d->file ? m->s : "";
            const char *e = s;
            const char *lim = d->file->clean + d->file->nclean;
            if (*s)
                while (e < lim && *e != '\n')
                    e++;
            while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
                e--;
            rsig_pp_diag(p, err ? RSIG_PP_ERROR_DIRECTIVE : RSIG_PP_WARNING_DIRECTIVE, d,
                         "#%s %.*s", err ? "error" : "warning", (int)(e - s), s);
            if (err)
                break;
        } else if (pp_is(d, "pragma")) {
            pp_tok *n = d->next;
            if (!n->bol && pp_is(n, "once")) {
                if (!rsig_grow(p->arena, (void **)&p->once, &p->once_cap, p->nonce + 1,
                               sizeof *p->once))
                    break;
                p->once[p->nonce++] = hash_tok->file->path;
            }
            /* other pragmas are for the shader compiler */
        } else if (pp_is(d, "line")) {
            /* accepted; diagnostics keep the physical file and line */
        } else {
            rsig_pp_diag(p, RSIG_PP_UNKNOWN_DIRECTIVE, d, "unknown directive '#%.*s'",
                         pp_nl(d->len), d->s);
            break;
        }
        t = end;
    }
    return !p->failed && !p->ctx->arena.oom;
}

/* ---- setup ---------------------------------------------------------------- */

/* Runs directive text from a pseudo-file ("<built-in>", "<command line>"). */
static bool run_text(pp *p, const char *name, const char *text, size_t len)
{
    pp_file *f = new_file(p, name, text, len, NULL, NULL);
    if (f == NULL)
        return false;
    p->builtin = f;
    const pp_file *main = p->main;
    p->main = f;
    pp_tok *t = tokenize(p, f);
    bool ok = t && run(p, t);
    p->main = main;
    return ok;
}

static bool valid_name(const char *s, size_t n)
{
    if (n == 0 || !is_ident_start(s[0]))
        return false;
    for (size_t i = 1; i < n; i++)
        if (!is_ident_char(s[i]))
            return false;
    return true;
}

bool rsig_pp_init(pp *p, rootsig_ctx *ctx, const rootsig_hlsl_input *in, rootsig_compat compat)
{
    memset(p, 0, sizeof *p);
    p->ctx = ctx;
    p->arena = &ctx->arena;
    p->include = in->include;
    p->include_user = in->include_user;
    p->budget = (size_t)1 << 18;
    /*
     * What the compilers define (docs/hlsl.md): clang 22 for a root
     * signature target (-T rootsig_1_x, shader model 6.0), or DXC's.
     */
    static const char clang_predefs[] =
        "#define __hlsl_clang 1\n#define __HLSL_VERSION 2028\n#define __HLSL_202x 2028\n"
        "#define __HLSL_202y 2029\n#define __SHADER_TARGET_MAJOR 6\n"
        "#define __SHADER_TARGET_MINOR 0\n#define __SHADER_TARGET_STAGE 15\n"
        "#define __SHADER_STAGE_PIXEL 0\n#define __SHADER_STAGE_VERTEX 1\n"
        "#define __SHADER_STAGE_GEOMETRY 2\n#define __SHADER_STAGE_HULL 3\n"
        "#define __SHADER_STAGE_DOMAIN 4\n#define __SHADER_STAGE_COMPUTE 5\n"
        "#define __SHADER_STAGE_LIBRARY 6\n#define __SHADER_STAGE_MESH 13\n"
        "#define __SHADER_STAGE_AMPLIFICATION 14\n";
    static const char dxc_predefs[] =
        "#define __hlsl_dx_compiler 1\n#define __HLSL_VERSION 2021\n"
        "#define __SHADER_TARGET_MAJOR 6\n#define __SHADER_TARGET_MINOR 0\n";
    const char *pre = compat == ROOTSIG_COMPAT_DXC ? dxc_predefs : clang_predefs;
    if (!run_text(p, "<built-in>", pre, strlen(pre)))
        return false;
    for (size_t i = 0; i < in->nmacros; i++) {
        const rootsig_hlsl_macro *m = &in->macros[i];
        const char *name = m->name ? m->name : "";
        size_t n = strcspn(name, "(");
        bool ok = valid_name(name, n) && !strchr(name, '\n') &&
                  (m->value == NULL || !strchr(m->value, '\n')) && (!m->undef || !name[n]);
        if (!ok) {
            rsig_diag(ctx, RSIG_PP_COMMAND_LINE, NULL, 0, 0,
                      "-%c %.*s: not a macro name (a letter or '_', then letters, digits and "
                      "'_')",
                      m->undef ? 'U' : 'D', pp_nl(strlen(name)), name);
            return false;
        }
        rsig_buf b;
        rsig_buf_init(&b, p->arena);
        if (m->undef)
            rsig_buf_printf(&b, "#undef %s\n", name);
        else
            rsig_buf_printf(&b, "#define %s %s\n", name, m->value ? m->value : "1");
        if (b.failed || !run_text(p, "<command line>", b.data, b.len))
            return false;
    }
    return true;
}

bool rsig_pp_run(pp *p, const char *name, const char *text, size_t length)
{
    pp_file *f = new_file(p, name, text, length, NULL, NULL);
    if (f == NULL)
        return false;
    p->main = f;
    p->budget += length < SIZE_MAX / 16 ? 8 * length : 0;
    pp_tok *t = tokenize(p, f);
    if (t == NULL || !run(p, t))
        return false;
    /* the preprocessed text ends with an EOF, as every token list does */
    pp_tok *e = rsig_alloc(p->arena, sizeof *e);
    if (e == NULL)
        return false;
    e->kind = PT_EOF;
    e->file = f;
    e->off = f->nclean;
    e->bol = true;
    e->s = "";
    if (p->out_tail)
        p->out_tail->next = e;
    else
        p->out = e;
    p->out_tail = e;
    return true;
}
