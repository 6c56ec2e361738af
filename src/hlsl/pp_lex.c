/*
 * pp_lex.c: the preprocessor's files (their line splices removed), its
 * tokens and their diagnostics, and its lexer.
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
pp_file *rsig_pp_new_file(pp *p, const char *name, const char *text, size_t len,
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
pp_tok *rsig_pp_tokenize(pp *p, const pp_file *f)
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
