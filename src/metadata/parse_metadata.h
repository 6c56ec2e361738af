/*
 * parse_metadata.h: the LLVM-metadata front end's internals, shared by the
 * re2c lexer (lex_metadata.re), the lemon grammar (grammar/metadata.y, whose
 * actions are one-line calls into the builders below), the driver
 * (parse.c), the node table and builders (nodes.c), typed operands
 * (operands.c), reference resolution (resolve.c), the clang-form fast path
 * (fast.c) and the element decoder (decode.c).
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
    RSIG_MDTOK_ERR_LINE = -4,   /* a line starting `!N` / `!name` without '=' */
    RSIG_MDTOK_PAUSE = -5       /* with lx->pause: a definition ended (not for the grammar) */
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
    bool pause;   /* return RSIG_MDTOK_PAUSE between definitions (for the fast path) */
} rsig_md_lexer;

/* Next token of a metadata definition, skipping all other lines. */
int rsig_lex_metadata(rsig_md_lexer *lx, rsig_md_token *tok);
/* Abandons the current definition: the lexer resumes at the next line that starts one. */
void rsig_lex_metadata_skip_line(rsig_md_lexer *lx);
/*
 * Between definitions: moves to the next line that starts one (1), to the
 * end (0), or reports a line that only looks like one (-1, tok set), as
 * rsig_lex_metadata would before its next token.
 */
int rsig_lex_metadata_seek(rsig_md_lexer *lx, rsig_md_token *tok);

/* The fast path's scanners (lex_metadata.re) and driver (fast.c). */
enum {
    RSIG_MDOP_NONE,   /* not of the fast form */
    RSIG_MDOP_NUM,    /* head `!N = !{` */
    RSIG_MDOP_NAME,   /* head `!name = !{` */
    RSIG_MDOP_REF,    /* `!N` */
    RSIG_MDOP_STRING, /* `!"text"` */
    RSIG_MDOP_INT,    /* `iW 123` */
    RSIG_MDOP_FLOAT,  /* `float 1.0`, `double 0x3FF0000000000000` */
    RSIG_MDOP_FUNC,   /* `ptr @name` */
    RSIG_MDOP_NULL    /* `null` */
};
int rsig_lex_metadata_head(const unsigned char *p, const unsigned char **name_end,
                           const unsigned char **end);
int rsig_lex_metadata_operand(const unsigned char *p, const unsigned char **end);

/* ---- the node table ---- */

typedef enum rsig_md_kind {
    RSIG_MDV_NONE,    /* no value */
    RSIG_MDV_NULL,    /* `null` */
    RSIG_MDV_REF,     /* `!N` before resolution: u.num */
    RSIG_MDV_NODE,    /* a node: u.node (index into nodes) */
    RSIG_MDV_STRING,  /* `!"..."`: u.str (decoded) */
    RSIG_MDV_INT,     /* `iN value`: u.i (truncated to N bits, zero-extended), width */
    RSIG_MDV_FLOAT,   /* `float` / `double`: u.f (binary32 bits), width 32 or 64 */
    RSIG_MDV_FUNC,    /* `ptr @name`, `void ()* @name`, bitcast: u.str (decoded name) */
    RSIG_MDV_NULLPTR, /* `ptr null` */
    RSIG_MDV_OTHER,   /* another constant (undef, a struct, ...) */
    RSIG_MDV_BAD      /* a malformed constant, already reported */
} rsig_md_kind;

enum {
    RSIG_MDF_TRUNC = 1,  /* INT: the literal did not fit its type (LLVM truncates silently) */
    RSIG_MDF_NEG = 2,    /* INT: the literal was negative */
    RSIG_MDF_INEXACT = 4 /* FLOAT: a double that binary32 cannot hold exactly */
};

/*
 * One operand: 24 bytes (a module keeps one per operand of every node until
 * its entries are decoded, so the string's length sits beside the kind
 * rather than in the union, which would make it 32).
 */
typedef struct rsig_md_value {
    uint8_t kind;     /* rsig_md_kind */
    uint8_t flags;    /* RSIG_MDF_*: how the literal was read */
    uint16_t width;   /* INT: bit width; FLOAT: 32 or 64 */
    uint32_t str_len; /* STRING, FUNC: the length of u.str.s */
    rsig_span at;     /* the operand's text */
    union {
        uint64_t i;
        uint32_t f;
        uint32_t num;
        uint32_t node;
        struct {
            const char *s; /* NUL-terminated, str_len bytes */
        } str;
    } u;
} rsig_md_value;

/*
 * A node: 32 bytes (a 1 MB module has 15 000: 40 bytes each was an eighth
 * of its check's peak memory). A lazy node is a numbered definition in clang's form
 * whose operands stay in the text until an entry needs them: the first
 * scan only checks its line and notes its references (rsig_md_index_line),
 * and rsig_md_get reads the operands when decoding reaches it, into a copy
 * of the node in the arena of the moment (rsig_md_read_lazy): once the
 * module is read, the table is not written again, so that entries may be
 * decoded from several threads at once (rootsig_module_each). Read ops only
 * through rsig_md_get; every other field is set for every node.
 */
typedef struct rsig_md_node {
    rsig_span at;       /* `!{ ... }` (or `!DIxxx(...)`) */
    rsig_md_value *ops; /* its operands: ops[0 .. count) (lazy: NULL in the table) */
    uint32_t def_off;   /* where `!N` of a numbered definition starts (rsig_md_def_span) */
    uint32_t number;    /* N of a numbered definition */
    uint32_t count;
    uint16_t def_len;   /* the length of `!N`, at most RSIG_MD_DEF_MAX; 0 for an inline node */
    uint8_t special : 1;  /* a specialized node (!DILocation(...)): opaque */
    uint8_t distinct : 1;
    uint8_t broken : 1;   /* its definition had a syntax error (already reported) */
    uint8_t lazy : 1;
    /*
     * A lazy node whose first operand is a string that names a kind exactly
     * (rsig_kind_by_md_name, no escape): 1 + that kind, noted by
     * rsig_md_fast_index, which scans the string anyway; else 0, and the
     * decoder reads the name itself. The byte was the struct's padding.
     */
    uint8_t kind1;
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

/*
 * The lazy nodes read for the entry being decoded, by node number modulo
 * RSIG_MD_LAZY_SLOTS: a node read twice for one entry (its function, then
 * its list) is read once. A slot taken by another node only means reading
 * again; a copy stays valid until the entry's arena is emptied.
 */
enum { RSIG_MD_LAZY_SLOTS = 32 };
typedef struct rsig_md_lazy_slot {
    uint32_t node, gen; /* gen 0: empty */
    const rsig_md_node *copy;
} rsig_md_lazy_slot;

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
    bool fixed_table;           /* nodes_cap is all there is (a part's, split.c) */
    uint32_t nodes_ready;       /* nodes made present ahead of use (rsig_md_node_room) */
    uint32_t ndefs, max_def;    /* numbered definitions (nodes with a def), largest number */
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
    bool defs_gapless;          /* in order, and every number def_min .. def_max defined */
    uint32_t def_min, def_max;
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
    /*
     * Lazy nodes: on when the fast path is (not for rootsig_ctx's
     * no_fast_paths); the smallest and largest numbers their operands refer
     * to (ref_min > ref_max: none), checked once the index is built
     * (rsig_md_lazy_refs_defined); and the generation whose operands are
     * current (rootsig_parse_metadata_each starts a new one per entry),
     * with the nodes read for it (rsig_md_get).
     */
    bool lazy;
    bool split; /* read in parts on the runner's threads (split.c) */
    uint32_t ref_min, ref_max;
    uint32_t gen;
    rsig_md_lazy_slot lazy_read[RSIG_MD_LAZY_SLOTS];
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
/*
 * Does the float constant s (len bytes; decimal, or 0x and hex digits) read
 * for a type of width w (32 float, 64 double) without a diagnostic?
 */
bool rsig_md_float_quiet(rootsig_ctx *ctx, const char *s, uint32_t len, uint32_t w);
/*
 * The binary32 bits of the float constant s for width w, if it reads
 * without a diagnostic and without rounding (RSIG_MDF_INEXACT): what a
 * decoder may take without going through an operand (decode.c).
 */
bool rsig_md_float_exact(rootsig_ctx *ctx, const char *s, uint32_t len, uint32_t w,
                         uint32_t *bits);
/*
 * The constant of a `float`/`double` operand at c, if it has one of the
 * forms clang prints (0x and the hex digits of a double; printf's %e, as
 * -?D.DDDDDDe[+-]DD, followed by ',' or '}'), read without strtod (the %e
 * form where one rounding gives the double, as almost always):
 * *end set, and 0 if it
 * reads for width w as float_core would without a diagnostic, 1 if it
 * reads but a `double` was rounded (RSIG_MDF_INEXACT, *bits set in both
 * cases), 2 if reading it draws a diagnostic. -1: another form (*end not
 * set), for the general reading. limit: the text's end (the sixteen digits
 * clang prints are read eight at a time where they are all before it).
 */
int rsig_md_float_quick(const unsigned char *c, const unsigned char *limit, uint32_t w,
                        uint32_t *bits, const unsigned char **end);
/* The fast path's typed operands, built from their tokens directly. */
void rsig_md_operand_const(rsig_md_state *ps, int op, uint32_t w, const rsig_md_token *type,
                           const rsig_md_token *c);
void rsig_md_operand_null(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_tok(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_group_open(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_group_close(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_syntax_error(rsig_md_state *ps, const rsig_md_token *t);
void rsig_md_too_deep(rsig_md_state *ps);

/*
 * The fast path (fast.c). With the lexer between definitions at the
 * start of one, rsig_md_fast_check tells whether the whole line has the
 * form clang prints, and records where its parts are; if so,
 * rsig_md_fast_build reads it through the builders and moves past it.
 */
enum { RSIG_MD_FAST_OPS = 24 }; /* operands recorded; longer lines are scanned again */
typedef struct rsig_md_fastop {
    const unsigned char *p, *end;
    uint8_t kind;  /* RSIG_MDOP_* */
    uint8_t width; /* INT: W of iW; FLOAT: 32 or 64; else 0 */
    uint8_t type_len; /* typed: length of the type word */
} rsig_md_fastop;
typedef struct rsig_md_fastline {
    int head;                       /* RSIG_MDOP_NUM or RSIG_MDOP_NAME */
    const unsigned char *name_end;  /* end of `!N` / `!name` */
    const unsigned char *body;      /* after `!{` */
    const unsigned char *close;     /* the `}` */
    const unsigned char *next;      /* start of the following line */
    uint32_t nops;
    rsig_md_fastop op[RSIG_MD_FAST_OPS];
} rsig_md_fastline;
bool rsig_md_fast_check(const rsig_md_lexer *lx, rsig_md_fastline *fl);
void rsig_md_fast_build(rsig_md_state *ps, rsig_md_lexer *lx, const rsig_md_fastline *fl);
/*
 * With ps->lazy: records a checked line as a lazy node and moves past it
 * (true), or leaves it to rsig_md_fast_build (false): a named definition,
 * and a line whose operands would draw a diagnostic when read (a float
 * constant that is malformed or inexact, a number of ten digits or more),
 * since reading is deferred and diagnostics must come in source order.
 */
bool rsig_md_index_line(rsig_md_state *ps, rsig_md_lexer *lx, const rsig_md_fastline *fl);
/*
 * rsig_md_fast_check and rsig_md_index_line in one scan, for the lines
 * that make most of a module: a numbered definition in clang's form whose
 * operands can all be deferred becomes a lazy node and the lexer moves
 * past it (true); anything else is left as it was (false), for those two.
 */
bool rsig_md_fast_index(rsig_md_state *ps, rsig_md_lexer *lx);
/*
 * Reads lazy node k's operands into the table, where it stops being lazy,
 * for rsig_md_resolve to go through as usual (while the module is read,
 * never after).
 */
void rsig_md_materialize(rsig_md_state *ps, uint32_t k);
/*
 * Reads lazy node k's operands, references resolved as rsig_md_resolve
 * would (the index must exist), into a copy of the node in ps->ctx->arena,
 * noted in ps->lazy_read for this generation; NULL without memory.
 */
const rsig_md_node *rsig_md_read_lazy(rsig_md_state *ps, uint32_t k);
/*
 * Node k with its operands (a lazy node is read now unless it was for this
 * generation); NULL if there was no memory to read them (ps->oom set).
 */
static inline const rsig_md_node *rsig_md_get(rsig_md_state *ps, uint32_t k)
{
    const rsig_md_node *n = &ps->nodes[k];
    if (!n->lazy)
        return n;
    const rsig_md_lazy_slot *s = &ps->lazy_read[k % RSIG_MD_LAZY_SLOTS];
    if (s->gen == ps->gen && s->node == k)
        return s->copy;
    return rsig_md_read_lazy(ps, k);
}

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
/* The value of each byte as a hex digit, -1 for a byte that is none (operands.c). */
extern const signed char rsig_md_hex_digit[256];
static inline int rsig_md_hexval(char c)
{
    return rsig_md_hex_digit[(unsigned char)c];
}
/*
 * Does p start `i32 `, the type of most of a module's operands? One load
 * and compare where four bytes are left before limit (the text's end),
 * byte by byte otherwise.
 */
static inline bool rsig_md_i32_at(const unsigned char *p, const unsigned char *limit)
{
    static const char i32[4] = {'i', '3', '2', ' '};
    uint32_t w, want;
    if (limit - p < 4)
        return p[0] == 'i' && p[1] == '3' && p[2] == '2' && p[3] == ' ';
    memcpy(&w, p, sizeof w);
    memcpy(&want, i32, sizeof want);
    return w == want;
}
/* Does p start with the word? Byte by byte: the text may end (NUL) before it does. */
static inline bool rsig_md_word_at(const unsigned char *p, const char *word)
{
    for (; *word; p++, word++)
        if (*p != (unsigned char)*word)
            return false;
    return true;
}
/*
 * The same for a word of n bytes (a literal) with limit the text's end: one
 * comparison of the n bytes where they are all before it (a load or two,
 * not a loop), byte by byte otherwise.
 */
static inline bool rsig_md_word_at_n(const unsigned char *p, const unsigned char *limit,
                                     const char *word, size_t n)
{
    if ((size_t)(limit - p) >= n)
        return memcmp(p, word, n) == 0;
    return rsig_md_word_at(p, word);
}
const char *rsig_md_quote_tok(const rsig_md_state *ps, const rsig_md_token *t, char *buf,
                              size_t n);
char *rsig_md_unescape(rsig_md_state *ps, const char *s, uint32_t n, uint32_t *out_len);
/*
 * Room in the table for one more node: false (ps->oom set) without memory.
 * The table is filled in order, so its next 32 KB are made present in one
 * call when the last were reached (rsig_prefault), not a page fault each.
 */
void rsig_md_nodes_ahead(rsig_md_state *ps);
static inline bool rsig_md_node_room(rsig_md_state *ps)
{
    if (ps->nnodes == ps->nodes_cap &&
        (ps->fixed_table ||
         !rsig_grow_uninit(&ps->ctx->arena, (void **)&ps->nodes, &ps->nodes_cap, ps->nnodes + 1,
                           sizeof *ps->nodes))) {
        ps->oom = true;
        return false;
    }
    if (ps->nnodes >= ps->nodes_ready)
        rsig_md_nodes_ahead(ps);
    return true;
}
/* A node of the operands stack[base ..] (copied to a block of their own; they leave the stack). */
long rsig_md_new_node(rsig_md_state *ps, rsig_span at, uint32_t base);
/* A node that takes ops, an arena block of count operands, as it is. */
long rsig_md_adopt_node(rsig_md_state *ps, rsig_span at, rsig_md_value *ops, uint32_t count);
void rsig_md_set_last_node(rsig_md_state *ps, long node);
/* rsig_md_set_last_node for node k whose span is at. */
static inline void rsig_md_set_last_at(rsig_md_state *ps, uint32_t k, rsig_span at)
{
    memset(&ps->last, 0, sizeof ps->last);
    ps->last.kind = RSIG_MDV_NODE;
    ps->last.u.node = k;
    ps->last.at = at;
}
/* The number -> node index, with numbers defined twice reported (resolve.c). False on OOM. */
bool rsig_md_build_index(rsig_md_state *ps);
/* Every `!N` operand made the node it names, or reported as undefined (resolve.c). */
void rsig_md_resolve(rsig_md_state *ps);
/* Whether every number a lazy node refers to is defined (fast.c; after rsig_md_build_index). */
bool rsig_md_lazy_refs_defined(const rsig_md_state *ps);
/* The node numbered num, or -1 (resolve.c; after rsig_md_build_index). */
long rsig_md_lookup(const rsig_md_state *ps, uint32_t num);

/*
 * A large module indexed from byte from on in parts on the context's
 * runner's threads (split.c), read_module being there, between definitions
 * with nothing pending: NULL when it is not (no runner, under 1 MB left, no
 * lazy nodes, no memory). Then, reading in order between definitions with
 * nothing pending, rsig_md_split_take takes a part's run of lines that
 * starts at lx->cur, as indexing each would have, and moves past it (true).
 * The first part writes into ps->nodes after its last node: nothing may be
 * added to the table before that part's run is taken (at from, next).
 */
typedef struct rsig_md_split rsig_md_split;
rsig_md_split *rsig_md_split_index(rsig_md_state *ps, uint32_t from);
/*
 * Whether the module is large enough to be read in parts, for the node
 * table's first size: the first part, in place, wants room for a line of
 * 16 bytes each (address space; the default allocator's table that grew
 * later copied all its room, written or not).
 */
bool rsig_md_split_likely(const rsig_md_state *ps);
bool rsig_md_split_take(rsig_md_state *ps, rsig_md_split *sp, rsig_md_lexer *lx);
/* The parts' tables given back, once the module is read. */
void rsig_md_split_done(rsig_md_state *ps, rsig_md_split *sp);

/* The decoder (decode.c). */
/* Fills ps->entries with every operand of every !dx.rootsignatures line. False on OOM. */
bool rsig_md_collect_entries(rsig_md_state *ps);
/* The node of entry e if it has the shape `!{function, !list, i32 version}` (else reported, -1). */
long rsig_md_entry_node(rsig_md_state *ps, const rsig_md_value *e);
/* The entry's function name, "" for null. */
const char *rsig_md_entry_function(rsig_md_state *ps, uint32_t node);
/* Decodes an entry into a new signature; NULL if anything was wrong (reported). */
rootsig_signature *rsig_md_decode_entry(rsig_md_state *ps, uint32_t entry, uint32_t want_version);

/* The lemon parser (grammar/metadata.y). */
void rsig_md_parseInit(void *parser, rsig_md_state *ps);
void rsig_md_parseFinalize(void *parser);
void rsig_md_parse(void *parser, int kind, rsig_md_token tok);
size_t rsig_md_parser_size(void);

#endif
