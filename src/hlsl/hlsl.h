/*
 * hlsl.h: what the files of the HLSL front end share. A root signature given
 * as a #define in an HLSL source (rootsig_parse_hlsl_define) is DXC's
 * `-T rootsig_1_x -E NAME` path for one file, without a preprocessor:
 *
 *   1. One pass over the file finds every #define and #undef (skipping
 *      comments, literals, code and other directives) and the #if group
 *      branch each one sits in (directives.c).
 *   2. The named macro's replacement list is expanded into tokens: other
 *      object-like macros of the file recursively, comments dropped
 *      (expand.c).
 *   3. The tokens become text the way DXC's HLSLMacroExpander (STRIP_QUOTES)
 *      writes them: string literals without quotes and unescaped, adjacent
 *      ones pasted, a space before a token that had one in the source unless
 *      the previous token is a string literal. A RootSignature("...") or
 *      [RootSignature("...")] wrapper gives the literals inside it.
 *   4. That text is a derived source (internal.h): every byte of it knows
 *      where in the file it came from, so the DSL parser's and the
 *      validator's diagnostics point into the file (define.c).
 *
 * All of them read the file through text.c, which sees it as the compiler
 * does: line splices removed, comments as blanks.
 *
 * Time is linear in the size of the file plus the size of the expansion,
 * which is capped (RS6012). All memory comes from the context's arena.
 */
#ifndef RSIG_HLSL_H
#define RSIG_HLSL_H

#include <string.h>

#include "internal.h"

enum { MAX_DEPTH = 64 }; /* macros expanding macros */

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

/* ---- reading with line splices (the small ones inline: they run per byte) */

static inline bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r';
}

static inline bool is_ident_start(char c)
{
    unsigned char u = (unsigned char)c;
    return u == '_' || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u >= 0x80;
}

static inline bool is_ident_char(char c)
{
    return is_ident_start(c) || (c >= '0' && c <= '9');
}

/*
 * Length of the line splice at i: a backslash, optional blanks (as clang
 * allows) and a newline. 0 if there is none.
 */
static inline size_t splice_len(const hl *h, size_t i)
{
    if (i >= h->n || h->t[i] != '\\')
        return 0;
    size_t j = i + 1;
    while (j < h->n && h->t[j] != '\n' && is_blank(h->t[j]))
        j++;
    return j < h->n && h->t[j] == '\n' ? j + 1 - i : 0;
}

/* i moved past any line splices: the next character the compiler sees. */
static inline size_t sk(const hl *h, size_t i)
{
    size_t k;
    while ((k = splice_len(h, i)) != 0)
        i += k;
    return i;
}

/* The character at i (already past splices), or 0 at the end. */
static inline char at(const hl *h, size_t i)
{
    return i < h->n ? h->t[i] : 0;
}

/* Is there a comment at i (a '/', past splices)? */
static inline bool comment_at(const hl *h, size_t i)
{
    if (at(h, i) != '/' || i >= h->n)
        return false;
    char c = at(h, sk(h, i + 1));
    return c == '/' || c == '*';
}

static inline bool spelled(const char *s, uint32_t len, const char *word)
{
    return strlen(word) == len && memcmp(s, word, len) == 0;
}

/* A name's length for "%.*s" in a message: long names are cut. */
static inline int nl(size_t len)
{
    return len > 80 ? 80 : (int)len;
}

/* ---- text.c ---------------------------------------------------------- */

/*
 * i at a comment's '/': the offset after it. A // comment stops before its
 * newline; an unterminated block comment runs to the end of the file.
 */
size_t rsig_hl_skip_comment(const hl *h, size_t i);
/*
 * i at a quote q: the offset after the closing quote, or (*closed false)
 * of the newline or end where an unterminated literal stops.
 */
size_t rsig_hl_skip_literal(const hl *h, size_t i, char q, bool *closed);
/* i at an identifier's first character: the offset after its last one. */
size_t rsig_hl_skip_ident(const hl *h, size_t i);
/* Blanks and comments from i, within the logical line: the next other offset. */
size_t rsig_hl_skip_space(const hl *h, size_t i);
/* The spelling of [from, to) with splices removed (a pointer into the file if it has none). */
const char *rsig_hl_spell(const hl *h, size_t from, size_t to, uint32_t *len);
/* Short text of [from, to) for a message: its first line, at most 60 bytes. */
int rsig_hl_excerpt_len(const hl *h, size_t from, size_t to);

/* ---- directives.c: pass 1 -------------------------------------------- */

/* Finds every directive: a '#' first on a logical line (after blanks and comments). */
void rsig_hl_scan(hl *h);
/* The names, each with its events chained in file order. False on OOM. */
bool rsig_hl_index_names(hl *h);
/* The entry of a name; NULL if the file neither defines nor #undefs it. */
hl_name *rsig_hl_lookup(const hl *h, const char *s, uint32_t n);

/* ---- expand.c: pass 2 ------------------------------------------------ */

/*
 * The next token of [*pos, end). *line_comment is set to the offset + 1 of
 * a // comment that a splice continues onto the next line, if one is passed.
 */
int rsig_hl_lex(const hl *h, size_t *pos, size_t end, hl_tok *tok, size_t *line_comment);
/* A diagnostic at a definition's name. */
long rsig_hl_diag_name(hl *h, rsig_diag_id id, const hl_def *d, const char *fmt, ...)
    RSIG_PRINTF(4, 5);
/*
 * The definition a name stands for at the end of the file, where DXC looks
 * it up. NULL if it has none (only #undef) or after a diagnostic (e->state -1).
 */
hl_def *rsig_hl_select_def(hl *h, hl_name *e);
/*
 * Appends the tokens of d's replacement list to h->toks, expanding the
 * object-like macros it names. first_space: the leading space of the name
 * that was replaced, which the first token takes over (as in C).
 */
bool rsig_hl_expand(hl *h, hl_def *d, uint32_t depth, bool first_space);

#endif
