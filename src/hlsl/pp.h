/*
 * pp.h: the HLSL front end's preprocessor and what the root-signature
 * picker (hlsl.c) reads from it.
 *
 *   1. Every file (the main one, each #include) is read once into a clean
 *      copy with its line splices removed; a table of the splices maps a
 *      clean offset back to the physical one (pp_lex.c).
 *   2. The clean text becomes a list of tokens, each knowing its file and
 *      offset; comments become the space before the next token.
 *   3. Directives run in order; macros expand as C does (hidesets give the
 *      "no recursion into a macro being expanded" rule), each expanded token
 *      carrying the chain of macro uses that made it (rsig_src_note), so a
 *      diagnostic anywhere can say "in expansion of macro 'X'".
 *   4. The picker takes the tokens of the root signature (a macro at the
 *      end, a function's attribute, a subobject) and writes them as a
 *      derived source whose every byte maps back to where it is spelled.
 *
 * Everything lives in the context's arena. Work is bounded by the limits
 * below (docs/limits.md): nesting, include depth and count, and the number
 * of tokens macro expansion may produce.
 */
#ifndef RSIG_PP_H
#define RSIG_PP_H

#include <string.h>

#include "internal.h"

enum {
    PP_MAX_INCLUDE_DEPTH = 64, /* nested #includes (RS6016) */
    PP_MAX_FILES = 4096,       /* #includes read in all (RS6032) */
    PP_MAX_NESTING = 256,      /* macro uses inside macro uses (RS6011) */
    PP_HASH = 4096             /* buckets of the macro table */
};

enum { PT_EOF, PT_IDENT, PT_NUMBER, PT_STRING, PT_CHAR, PT_PUNCT, PT_OTHER, PT_BAD_STRING };

typedef struct pp_file pp_file;
struct pp_file {
    rsig_source *src;      /* the physical text, named as the includer resolved it */
    const char *path;      /* the resolved name (#pragma once, cycles) */
    char *clean;           /* text without line splices, NUL-terminated */
    uint32_t nclean;
    uint32_t *splice_at;   /* clean offsets where a splice was removed, ascending */
    uint32_t *splice_sum;  /* physical bytes removed up to and including each */
    uint32_t nsplices;
    const pp_file *parent;
    uint32_t depth;
};

typedef struct pp_hide pp_hide;
typedef struct pp_macro pp_macro;

typedef struct pp_tok pp_tok;
struct pp_tok {
    pp_tok *next;
    const char *s;          /* spelling (in file->clean unless synth) */
    uint32_t len;
    uint8_t kind;
    bool space;             /* whitespace or a comment before it */
    bool bol;               /* first on its line */
    bool synth;             /* made by # or ##: s is not file->clean + off */
    bool noexp;             /* an identifier that must not expand again */
    const pp_file *file;    /* where spelled (for synth: where its operator is) */
    uint32_t off;           /* clean offset in file */
    const rsig_src_note *why; /* the macro uses that made it (innermost first) */
    const pp_hide *hide;
};

struct pp_hide {
    const pp_hide *next;
    const pp_macro *m;
};

struct pp_macro {
    pp_macro *next;         /* hash chain */
    const char *name;
    uint32_t nlen;
    bool funlike, variadic;
    uint32_t nparams;
    const pp_tok **params;  /* names (the variadic one is __VA_ARGS__ or its own name) */
    pp_tok *body;           /* replacement list, NULL-terminated */
    const pp_tok *where;    /* its name in the #define */
};

typedef struct pp_cond pp_cond;

typedef struct pp {
    rootsig_ctx *ctx;
    rsig_arena *arena;
    rootsig_include_fn include;
    void *include_user;
    pp_macro *table[PP_HASH];
    const pp_file *main;
    const pp_file *builtin;  /* "<built-in>" and "<command line>" definitions */
    const char **once;       /* files with #pragma once */
    uint32_t nonce, once_cap;
    uint32_t nfiles;
    bool expand_text;        /* expand macros outside directives (entry, subobject) */
    bool failed;             /* an error was reported */
    size_t budget;           /* tokens macro expansion may still make (RS6012) */
    bool budget_said;
    pp_tok *out, *out_tail;  /* the preprocessed text (when expand_text), EOF-terminated */
} pp;

/* ---- pp_lex.c ---------------------------------------------------------- */

/* The token at s[i] (not a blank or comment): its end, and its kind in *kind. */
uint32_t rsig_pp_lex_one(const char *s, uint32_t n, uint32_t i, uint8_t *kind);
/*
 * A file's record: its text with line splices removed (and where they were),
 * included from parent (NULL: the main file) at the #include chain included.
 */
pp_file *rsig_pp_new_file(pp *p, const char *name, const char *text, size_t len,
                          const pp_file *parent, const rsig_src_note *included);
/* The tokens of a file, EOF-terminated (the EOF is at the end of the file). */
pp_tok *rsig_pp_tokenize(pp *p, const pp_file *f);

/* ---- pp_define.c ------------------------------------------------------- */

/* Which parameter of m the token t names (__VA_ARGS__: the variadic one), or -1. */
int rsig_pp_param_index(const pp_macro *m, const pp_tok *t);
/* #define; d at "define". */
void rsig_pp_define(pp *p, pp_tok *d);
/* Forgets the macro named s, if there is one. */
void rsig_pp_undefine(pp *p, const char *s, size_t n);
/* The rest of a directive's line: tokens up to the next one that starts a line. */
pp_tok *rsig_pp_line_end(pp_tok *t);
/* Copies [t, end) to a new list ending with an EOF at the end of the last one. */
pp_tok *rsig_pp_copy_line(pp *p, pp_tok *t, const pp_tok *end, const pp_tok *after);
/* Complains about anything after a directive's last operand (as clang warns; an error here). */
void rsig_pp_extra_tokens(pp *p, const pp_tok *t, const char *dir);

/* ---- pp.c -------------------------------------------------------------- */

/* Sets up p for one parse: the predefined macros and the -D/-U list. False on error. */
bool rsig_pp_init(pp *p, rootsig_ctx *ctx, const rootsig_hlsl_input *in, rootsig_compat compat);
/* Evaluates an #if/#elif line (EOF-terminated copy); false after a diagnostic. */
bool rsig_pp_eval(pp *p, const pp_tok *dir, pp_tok *line, bool *value);
/* Reads the main file and runs its directives (and expands its text if asked). */
bool rsig_pp_run(pp *p, const char *name, const char *text, size_t length);
/* The macro named s, or NULL (pp_define.c). */
pp_macro *rsig_pp_lookup(const pp *p, const char *s, size_t n);
/* ---- pp_expand.c ----------------------------------------------------------- */

/*
 * If tok names a macro that may expand here, replaces it (and its
 * arguments) by the expansion: *rest is then the expansion followed by what
 * came after. False if tok stays as it is (or after a diagnostic: p->failed).
 */
bool rsig_pp_expand_macro(pp *p, pp_tok **rest, pp_tok *tok);
/*
 * The full expansion of the token list list (EOF-terminated). NULL after a
 * diagnostic (and p->failed).
 */
pp_tok *rsig_pp_expand_list(pp *p, pp_tok *list);
/* A new token like t; next NULL. */
pp_tok *rsig_pp_copy(pp *p, const pp_tok *t);
/* An EOF token placed after t. */
pp_tok *rsig_pp_eof_after(pp *p, const pp_tok *t);
/* Physical offset and length of t in its file's source. */
void rsig_pp_where(const pp_tok *t, size_t *off, size_t *len);
/* Physical offset of clean offset c of f. */
size_t rsig_pp_phys(const pp_file *f, uint32_t c);
/* A diagnostic at token t (its file, with t's expansion and #include chains). */
long rsig_pp_diag(pp *p, rsig_diag_id id, const pp_tok *t, const char *fmt, ...)
    RSIG_PRINTF(4, 5);

static inline bool pp_is(const pp_tok *t, const char *s)
{
    return t->kind != PT_EOF && t->len == strlen(s) && memcmp(t->s, s, t->len) == 0;
}

static inline int pp_nl(size_t len)
{
    return len > 80 ? 80 : (int)len;
}

#endif
