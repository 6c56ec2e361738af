/*
 * parse_dsl.h: the DSL front end's internals, shared by the re2c lexer, the
 * lemon grammar (whose actions are one-line calls into the builders below,
 * build.c) and the driver (driver.c).
 */
#ifndef RSIG_PARSE_DSL_H
#define RSIG_PARSE_DSL_H

#include "ast.h"
#include "keywords.h"

/* Token kinds outside the grammar's (lemon's codes are > 0). */
enum {
    RSIG_TOK_EOF = 0,
    RSIG_TOK_ERR_CHAR = -1,
    RSIG_TOK_ERR_NUMBER = -2,
    RSIG_TOK_ERR_REGISTER = -3,
    RSIG_TOK_ERR_HEX = -4,
    RSIG_TOK_ERR_COMMENT = -5
};

/* A token: its kind and where its bytes are; the builders read its value from there. */
typedef struct rsig_token {
    uint32_t off, len;
    int kind;
} rsig_token;

typedef struct rsig_lexer {
    const unsigned char *base, *cur, *limit;
} rsig_lexer;

/* The next token (the end-of-input token again at the end). */
int rsig_lex_dsl(rsig_lexer *lx, rsig_token *tok);
/* Up to max tokens into toks, stopping after the end-of-input token; returns how many. */
size_t rsig_lex_dsl_tokens(rsig_lexer *lx, rsig_token *toks, size_t max);

/* One open element or clause: `CBV(` ... `)`. */
typedef struct rsig_dsl_frame {
    int el;               /* rsig_kind (schema.h), or -1 for an unknown/misplaced one */
    rsig_token kw;
    rsig_node_loc *loc;   /* of the node being built (NULL for RootFlags) */
    uint32_t seen;        /* fields given so far (bit 31: register) */
    rsig_param *param;
    rsig_range *range;
    rsig_sampler *sampler;
    uint32_t param_index; /* for ranges: the table's index */
    /* Last, and not cleared on opening: read only for the fields in `seen`. */
    rsig_span seen_at[RSIG_F_COUNT];
    /* A range's location while it is built; serialized into its table at its close. */
    rsig_node_loc range_loc;
} rsig_dsl_frame;

enum { RSIG_DSL_MAX_DEPTH = 8 };

/*
 * A keyword looked up (k, NULL if none) by the text of an earlier token, kept
 * as its span in the source rather than a copy (len 0: none yet).
 */
typedef struct rsig_dsl_memo {
    uint32_t off, len;
    const rsig_keyword *k;
} rsig_dsl_memo;

typedef struct rsig_dsl_state {
    rootsig_ctx *ctx;
    rsig_source *src;
    rootsig_signature *sig;
    int depth;            /* open frames; may exceed RSIG_DSL_MAX_DEPTH (then ignored) */
    /* the `name =` of the parameter being parsed */
    bool have_key;
    const rsig_keyword *key; /* NULL if the name is unknown */
    rsig_token key_tok;
    /* the value being parsed */
    int vkind;            /* 0 none, 1 number, 2 names */
    rsig_token sign, num; /* number: optional sign token (kind 0 if none) */
    uint32_t names;       /* count of names in a `A | B` list */
    uint32_t name_value;  /* OR of their values (first value for enums) */
    bool name_bad;        /* a name was unknown (already reported) */
    rsig_token first_name, last_name;
    bool syntax_error;    /* set by %syntax_error; the driver recovers */
    /*
     * A complaint about a bare argument, held until the token after it is
     * accepted: lemon reduces before it detects a syntax error, and one
     * mistake should give one message.
     */
    bool pending;
    rsig_diag_id pending_id;
    rsig_token pending_at;
    bool oom;
    rsig_token prev;      /* token before the one being fed */
    /*
     * The last element keyword and the last parameter name looked up, by
     * their text: a table's ranges repeat the same few (`SRV(`, `space =`),
     * and comparing a few bytes costs less than hashing them again.
     */
    rsig_dsl_memo memo_el, memo_key;
    /*
     * Last, and not cleared when parsing starts (they are most of the
     * struct): a frame is cleared when its element opens, the message is
     * written before it is flagged pending.
     */
    rsig_dsl_frame frames[RSIG_DSL_MAX_DEPTH];
    char pending_msg[256];
} rsig_dsl_state;

/* Shared by the builders (build.c) and the driver (driver.c). */
const char *rsig_dsl_text(const rsig_dsl_state *ps, const rsig_token *t);
long rsig_dsl_diag(rsig_dsl_state *ps, rsig_diag_id id, const rsig_token *t, const char *fmt, ...)
    RSIG_PRINTF(4, 5);
/* Quoted token text for messages, shortened if long. */
const char *rsig_dsl_quote(const rsig_dsl_state *ps, const rsig_token *t, char *buf, size_t n);
/* The innermost open frame, or NULL (none, or nested past RSIG_DSL_MAX_DEPTH). */
rsig_dsl_frame *rsig_dsl_top(rsig_dsl_state *ps);

/* numbers.c */
/*
 * Decimal digits of t from byte `skip` on (1 for a register's letter) to a
 * u32 (reported if too large; leading zeros warned about).
 */
bool rsig_dsl_parse_u32(rsig_dsl_state *ps, const rsig_token *t, uint32_t skip, uint32_t *out);
/* The number being parsed (ps->sign, ps->num) as binary32 bits; false if reported. */
bool rsig_dsl_number_to_float(rsig_dsl_state *ps, uint32_t *bits);

/* No value is being parsed. */
void rsig_dsl_reset_value(rsig_dsl_state *ps);

/* Builders: the grammar's actions. */
void rsig_dsl_open(rsig_dsl_state *ps, const rsig_token *kw);
void rsig_dsl_close(rsig_dsl_state *ps, const rsig_token *rparen);
void rsig_dsl_register(rsig_dsl_state *ps, const rsig_token *reg);
void rsig_dsl_key(rsig_dsl_state *ps, const rsig_token *name);
void rsig_dsl_number(rsig_dsl_state *ps, const rsig_token *sign, const rsig_token *num);
void rsig_dsl_name(rsig_dsl_state *ps, const rsig_token *name);
void rsig_dsl_assign(rsig_dsl_state *ps);
void rsig_dsl_bare(rsig_dsl_state *ps);
/* A ',' (ps->prev) before the ')' of an element: allowed except in RootFlags. */
void rsig_dsl_trailing_comma(rsig_dsl_state *ps);
void rsig_dsl_syntax_error(rsig_dsl_state *ps, const rsig_token *tok);
void rsig_dsl_too_deep(rsig_dsl_state *ps);

/*
 * rootsig_parse_dsl on a source already made (its text NUL-terminated and
 * under 4 GiB); the caller has called rsig_diag_begin. The HLSL front end
 * passes a derived source (internal.h), the expansion of a #define.
 */
rootsig_status rsig_parse_dsl_source(rootsig_ctx *ctx, rsig_source *src, rootsig_version version,
                                     rootsig_signature **out);

/* The lemon parser (grammar/dsl.y). */
void rsig_dsl_parseInit(void *parser, rsig_dsl_state *ps);
void rsig_dsl_parseFinalize(void *parser);
void rsig_dsl_parse(void *parser, int kind, rsig_token tok);
size_t rsig_dsl_parser_size(void);

#endif
