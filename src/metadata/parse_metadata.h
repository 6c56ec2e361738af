/*
 * parse_metadata.h: the LLVM-metadata front end's internals, shared by the
 * re2c lexer (lex_metadata.re), the lemon grammar (grammar/metadata.y, whose
 * actions are one-line calls into the builders below), the driver
 * (parse.c, syntax.c), the node table and builders (nodes.c), typed
 * operands (operands.c, floats.c), reference resolution (resolve.c) and the
 * decoder of entries (entries.c) and their elements (decode.c).
 *
 * The front end reads LLVM IR text in two steps. The lexer skips every line
 * that does not start a metadata definition (`!N = ...`, `!name = ...`) and
 * tokenizes the definitions; the grammar and builders turn them into a node
 * table (numbered nodes indexed by number, inline nodes, operands). Then the
 * references are resolved and the chosen `!dx.rootsignatures` entry is
 * decoded into the AST.
 */
#ifndef RSIG_PARSE_METADATA_H
#define RSIG_PARSE_METADATA_H

#include <string.h>

#include "ast.h"

/* Token kinds outside the grammar's (lemon's codes are > 0). */
enum {
    RSIG_MDTOK_EOF = 0,
    RSIG_MDTOK_ERR_CHAR = -1,   /* a byte LLVM IR does not use here */
    RSIG_MDTOK_ERR_NUMBER = -2, /* 12abc, 1e5 (no '.'), 0xZ */
    RSIG_MDTOK_ERR_STRING = -3, /* "... to the end of the input */
    RSIG_MDTOK_ERR_LINE = -4    /* a line starting `!N` / `!name` without '=' */
};

typedef struct rsig_md_token {
    int kind;
    uint32_t off, len;
} rsig_md_token;

typedef struct rsig_md_lexer {
    const unsigned char *base, *cur, *limit;
    bool in_md;   /* inside a metadata definition (else: skipping lines) */
    bool can_end; /* the definition is complete: a newline ends it */
    bool quiet;   /* recovering: lines that merely look like definitions are skipped */
} rsig_md_lexer;

/* Next token of a metadata definition, skipping all other lines. */
int rsig_lex_metadata(rsig_md_lexer *lx, rsig_md_token *tok);
/* Abandons the current definition: the lexer resumes at the next line that starts one. */
void rsig_lex_metadata_skip_line(rsig_md_lexer *lx);

/* ---- the node table ---- */

typedef enum rsig_md_kind {
    RSIG_MDV_NONE,    /* no value */
    RSIG_MDV_NULL,    /* `null` */
    RSIG_MDV_REF,     /* `!N` before resolution: u.num */
    RSIG_MDV_NODE,    /* a node: u.node (index into nodes) */
    RSIG_MDV_STRING,  /* `!"..."`: u.str (decoded; rsig_md_str) */
    RSIG_MDV_INT,     /* `iN value`: u.i (truncated to N bits, zero-extended: its low 32), width */
    RSIG_MDV_FLOAT,   /* `float` / `double`: u.f (binary32 bits), width 32 or 64 */
    RSIG_MDV_FUNC,    /* `ptr @name`, `void ()* @name`, bitcast: u.str (decoded name) */
    RSIG_MDV_NULLPTR, /* `ptr null` */
    RSIG_MDV_OTHER,   /* another constant (undef, a struct, ...) */
    RSIG_MDV_BAD      /* a malformed constant, already reported */
} rsig_md_kind;

enum {
    RSIG_MDF_TRUNC = 1,   /* INT: the literal did not fit its type (LLVM truncates silently) */
    RSIG_MDF_NEG = 2,     /* INT: the literal was negative */
    RSIG_MDF_INEXACT = 4, /* FLOAT: a double that binary32 cannot hold exactly */
    RSIG_MDF_HIGH = 8,    /* INT: the value has bits set above its low 32 (u.i) */
    RSIG_MDF_KIND = 16    /* STRING: u.str is an element kind whose md_name is the string */
};

/*
 * One operand: 16 bytes, since a module keeps one per operand of every node
 * until its entries are decoded (the most of a module's memory). What does
 * not fit in 32 bits is elsewhere: an integer's bits above its low 32 are
 * only ever tested for being there (RSIG_MDF_HIGH), and a string is an
 * element kind (RSIG_MDF_KIND: every element's name) or an index into the
 * state's table of strings; read them with rsig_md_str.
 */
typedef struct rsig_md_value {
    rsig_span at;   /* the operand's text */
    uint8_t kind;   /* rsig_md_kind */
    uint8_t flags;  /* RSIG_MDF_*: how the literal was read */
    uint16_t width; /* INT: bit width; FLOAT: 32 or 64 */
    union {
        uint32_t i;
        uint32_t f;
        uint32_t num;
        uint32_t node;
        uint32_t str;
    } u;
} rsig_md_value;
_Static_assert(sizeof(rsig_md_value) == 16, "an operand of every node: the most of a module");

/* A decoded string: NUL-terminated, len bytes (it may hold a NUL of its own). */
typedef struct rsig_md_str_entry {
    const char *s;
    uint32_t len;
} rsig_md_str_entry;

/*
 * A node: 32 bytes (a node a line of a module). Its operands are an arena
 * block of their own, of their exact count.
 */
typedef struct rsig_md_node {
    rsig_span at;       /* `!{ ... }` (or `!DIxxx(...)`) */
    rsig_md_value *ops; /* its operands: ops[0 .. count) */
    uint32_t def_off;   /* where `!N` of a numbered definition starts (rsig_md_def_span) */
    uint32_t number;    /* N of a numbered definition */
    uint32_t count;
    uint16_t def_len;   /* the length of `!N`, at most RSIG_MD_DEF_MAX; 0 for an inline node */
    uint8_t special : 1; /* a specialized node (!DILocation(...)): opaque */
    uint8_t distinct : 1;
    uint8_t broken : 1;  /* its definition had a syntax error (already reported) */
} rsig_md_node;
_Static_assert(sizeof(rsig_md_node) <= 32, "a node a line: the table is a module's largest array");

/*
 * `!N` (or `!name`) of a definition, for messages. A name longer than
 * RSIG_MD_DEF_MAX bytes keeps only that much of its span (its caret is
 * shorter), which is all a message needs of it.
 */
enum { RSIG_MD_DEF_MAX = 0xFFFF };
static inline rsig_span rsig_md_def_span(const rsig_md_node *n)
{
    rsig_span s = {n->def_off, n->def_len};
    return s;
}
static inline void rsig_md_set_def_span(rsig_md_node *n, rsig_span s)
{
    n->def_off = s.off;
    n->def_len = (uint16_t)(s.len == 0 ? 0 : s.len < RSIG_MD_DEF_MAX ? s.len : RSIG_MD_DEF_MAX);
}

/* Nesting limit of brackets in one definition: documented in docs/metadata.md. */
enum { RSIG_MD_MAX_DEPTH = 64 };

typedef struct rsig_md_def {
    uint32_t num, node;
} rsig_md_def;

typedef struct rsig_md_state {
    rootsig_ctx *ctx;
    rsig_source *src;
    rsig_md_lexer *lx;
    /* the table */
    rsig_md_node *nodes;
    uint32_t nnodes, nodes_cap;
    uint32_t ndefs, max_def;    /* numbered definitions (nodes with a def), largest number */
    rsig_md_str_entry *strs;       /* the strings of operands that are not an element's name */
    uint32_t nstrs, strs_cap;
    uint32_t *rs_bodies;        /* the `!{...}` of each !dx.rootsignatures line */
    uint32_t nrs_bodies, rs_bodies_cap;
    const rsig_md_value **entries; /* their operands, in order */
    uint32_t nentries;
    bool have_rs;
    rsig_span rs_at;            /* the first `!dx.rootsignatures` */
    /* number -> node: dense for small numbers, sorted pairs for the rest */
    uint32_t *dense;            /* node + 1, 0 if undefined */
    uint32_t ndense;
    rsig_md_def *sparse;
    uint32_t nsparse;
    bool in_order;              /* node k is !(k - shift) if it has a def: no index */
    uint32_t shift;
    /* building */
    rsig_md_value *stack;       /* operands of the nodes being parsed */
    uint32_t nstack, stack_cap;
    uint32_t frame_base[RSIG_MD_MAX_DEPTH + 1];
    uint32_t frame_off[RSIG_MD_MAX_DEPTH + 1];
    int nframes;                /* open `!{` */
    rsig_md_value last;         /* the value just parsed */
    int def_kind;               /* 0 none, 1 numbered, 2 !dx.rootsignatures, 3 other named */
    rsig_md_token def_tok;
    uint32_t def_num;
    bool def_bad;               /* the definition's name was already reported */
    uint32_t special_off;       /* start of the `!DIxxx(` being read */
    /* the typed operand being read (`i32 5`, `ptr @main`, ...) */
    struct {
        rsig_md_token top[6];   /* its tokens outside brackets */
        uint32_t ntop;
        uint32_t depth;         /* brackets open inside the operand */
        rsig_md_token last_top; /* its last token outside brackets */
        rsig_md_token global;   /* its first @global */
        uint32_t nglobals;
        bool cast;              /* bitcast / addrspacecast (of a function) */
        uint32_t start, end;
        bool any;
    } tv;
    /* driver */
    size_t errors0;             /* ctx->errors when the call began */
    bool syntax_error;
    bool oom;
    rsig_md_token prev;
} rsig_md_state;

/* Builders: the grammar's actions. */
void rsig_md_def_numbered(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_def_named(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_def_end(rsig_md_state *ps);
void rsig_md_node_open(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_node_close(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_special_open(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_special_close(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_distinct(rsig_md_state *ps);
void rsig_md_ref(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_string(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_operand_value(rsig_md_state *ps);
void rsig_md_operand_typed(rsig_md_state *ps);
void rsig_md_tok(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_group_open(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_group_close(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_syntax_error(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_too_deep(rsig_md_state *ps);
/* Reports a token the lexer could not cut (RSIG_MDTOK_ERR_*: syntax.c). */
void rsig_md_lex_error(rsig_md_state *ps, const rsig_md_token *t);

/*
 * The float constant s (len bytes; decimal, or 0x and hex digits) read for
 * a type of width w (32 float, 64 double) into v (floats.c): RSIG_MD_FLOAT_OK,
 * or why it cannot be read (then *rounded holds, for FLOAT_INEXACT, the
 * double it rounds to).
 */
enum {
    RSIG_MD_FLOAT_OK,
    RSIG_MD_FLOAT_HEX_KIND, /* 0xK..., 0xL..., 0xM..., 0xH..., 0xR...: another type's */
    RSIG_MD_FLOAT_HEX_LONG, /* more than 16 hex digits */
    RSIG_MD_FLOAT_MALFORMED,
    RSIG_MD_FLOAT_RANGE,    /* out of a float's range */
    RSIG_MD_FLOAT_INEXACT   /* not exact in binary32, for `float` */
};
int rsig_md_float_read(rootsig_ctx *ctx, const char *s, uint32_t len, bool hex, uint32_t w,
                       rsig_md_value *v, uint64_t *rounded);

/* Shared by the front end's files: a diagnostic at a span, and source text quoted for one. */
long rsig_md_diag(rsig_md_state *ps, rsig_diag_id id, rsig_span at, const char *fmt, ...)
    RSIG_PRINTF(4, 5);
const char *rsig_md_quote(const rsig_md_state *ps, rsig_span s, char *buf, size_t n);

/*
 * Shared by nodes.c, operands.c, resolve.c and the driver (parse.c); the
 * small ones inline, so that splitting the files costs the hot paths nothing.
 */
static inline rsig_span rsig_md_span_of(const rsig_md_token *t)
{
    rsig_span s = {t->off, t->len};
    return s;
}
static inline const char *rsig_md_text_at(const rsig_md_state *ps, uint32_t off)
{
    return ps->src->text + off;
}
/* The value of each byte as a hex digit, -1 for a byte that is none (floats.c). */
extern const signed char rsig_md_hex_digit[256];
static inline int rsig_md_hexval(char c)
{
    return rsig_md_hex_digit[(unsigned char)c];
}
const char *rsig_md_quote_tok(const rsig_md_state *ps, const rsig_md_token *t, char *buf,
                              size_t n);
char *rsig_md_unescape(rsig_md_state *ps, const char *s, uint32_t n, uint32_t *out_len);
/* The string of a STRING or FUNC operand v (its length in *len, if len). */
const char *rsig_md_str(const rsig_md_state *ps, const rsig_md_value *v, uint32_t *len);
/* v's u.str made the string s of len bytes (kept, not copied); false (ps->oom) without memory. */
bool rsig_md_set_str(rsig_md_state *ps, rsig_md_value *v, const char *s, uint32_t len);
/* Room in the table for one more node: false (ps->oom set) without memory. */
static inline bool rsig_md_node_room(rsig_md_state *ps)
{
    if (ps->nnodes == ps->nodes_cap &&
        !rsig_grow_uninit(&ps->ctx->arena, (void **)&ps->nodes, &ps->nodes_cap, ps->nnodes + 1,
                          sizeof *ps->nodes)) {
        ps->oom = true;
        return false;
    }
    return true;
}
/* A node of the operands stack[base ..] (copied to a block of their own; they leave the stack). */
long rsig_md_new_node(rsig_md_state *ps, rsig_span at, uint32_t base);
void rsig_md_set_last_node(rsig_md_state *ps, long node);
/* The number -> node index, with numbers defined twice reported (resolve.c). False on OOM. */
bool rsig_md_build_index(rsig_md_state *ps);
/* Every `!N` operand made the node it names, or reported as undefined (resolve.c). */
void rsig_md_resolve(rsig_md_state *ps);
/* The node numbered num, or -1 (resolve.c; after rsig_md_build_index). */
long rsig_md_lookup(const rsig_md_state *ps, uint32_t num);

/* The entries (entries.c). */
/* Fills ps->entries with every operand of every !dx.rootsignatures line. False on OOM. */
bool rsig_md_collect_entries(rsig_md_state *ps);
/* The node of entry e if it has the shape `!{function, !list, i32 version}` (else reported, -1). */
long rsig_md_entry_node(rsig_md_state *ps, const rsig_md_value *e);
/* The entry's function name, "" for null. */
const char *rsig_md_entry_function(rsig_md_state *ps, uint32_t node);
/* Decodes an entry into a new signature; NULL if anything was wrong (reported). */
rootsig_signature *rsig_md_decode_entry(rsig_md_state *ps, uint32_t entry, uint32_t want_version);
/* What an operand is, for "found ..." in messages (entries.c). */
const char *rsig_md_describe(const rsig_md_state *ps, const rsig_md_value *v, char *buf,
                             size_t n);
/* `!N` of a numbered node, or "an inline node", for messages (entries.c). */
void rsig_md_describe_node(const rsig_md_state *ps, uint32_t node, char *buf, size_t n);

/*
 * The decoder of one entry's elements (decode.c): the nodes being decoded,
 * entry, list, element and range, for cycles and messages.
 */
typedef struct rsig_md_decoder {
    rsig_md_state *ps;
    rootsig_signature *sig;
    uint32_t chain[4];
    int nchain;
    rsig_span first_root_flags;
} rsig_md_decoder;
/* v as a tuple node for `what`, or -1 (reported). */
long rsig_md_want_node(rsig_md_decoder *d, const rsig_md_value *v, rsig_diag_id id,
                       const char *what);
/* Decodes the element ev of the list into d->sig (reported if anything is wrong). */
void rsig_md_decode_element(rsig_md_decoder *d, const rsig_md_value *ev);

/* The lemon parser (grammar/metadata.y). */
void rsig_md_parseInit(void *parser, rsig_md_state *ps);
void rsig_md_parseFinalize(void *parser);
void rsig_md_parse(void *parser, int kind, rsig_md_token tok);
size_t rsig_md_parser_size(void);

#endif
