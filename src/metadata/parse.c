/*
 * parse.c: the LLVM-metadata front end: builders (called from the
 * grammar's actions and from the fast path, fast.c), the driver (lexer
 * -> lemon loop with error recovery), the node table with reference
 * resolution, and the public functions. decode.c turns an entry of the
 * table into the AST.
 *
 * Constants are read the way LLVM 22 reads them (llvm.md §5, §6): integers
 * are truncated to their type and zero-extended, float constants must be
 * exactly representable.
 *
 * Cost: lexing, parsing and resolving are linear in the input (numbered
 * nodes are found through an array indexed by number; numbers far beyond
 * the node count go to a sorted side table). Brackets nest at most
 * RSIG_MD_MAX_DEPTH deep in one definition.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "metadata.h"
#include "parse_metadata.h"


/* ---- helpers ----------------------------------------------------------- */

static rsig_span span_of(const rsig_md_token *t)
{
    rsig_span s = {t->off, t->len};
    return s;
}

static const char *text_at(const rsig_md_state *ps, uint32_t off)
{
    return ps->src->text + off;
}

long rsig_md_diag(rsig_md_state *ps, rsig_diag_id id, rsig_span at, const char *fmt, ...)
{
    char msg[600];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return rsig_diag(ps->ctx, id, ps->src, at.off, at.len, "%s", msg);
}

/* Source text quoted for messages, shortened if long, one line only. */
const char *rsig_md_quote(const rsig_md_state *ps, rsig_span s, char *buf, size_t n)
{
    const char *p = text_at(ps, s.off);
    uint32_t len = s.len;
    for (uint32_t i = 0; i < len; i++)
        if (p[i] == '\n' || p[i] == '\r') {
            len = i;
            break;
        }
    if (len == 1 && ((unsigned char)p[0] < 0x20 || (unsigned char)p[0] >= 0x7f))
        snprintf(buf, n, "byte 0x%02X", (unsigned)(unsigned char)p[0]);
    else if (len > 40 || len < s.len)
        snprintf(buf, n, "'%.*s...'", (int)(len > 37 ? 37 : len), p);
    else
        snprintf(buf, n, "'%.*s'", (int)len, p);
    return buf;
}

static const char *quote_tok(const rsig_md_state *ps, const rsig_md_token *t, char *buf, size_t n)
{
    if (t->kind == RSIG_MDTOK_EOF)
        return "end of input";
    return rsig_md_quote(ps, span_of(t), buf, n);
}

static bool tok_is(const rsig_md_state *ps, const rsig_md_token *t, const char *word)
{
    size_t n = strlen(word);
    return t->len == n && memcmp(text_at(ps, t->off), word, n) == 0;
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* LLVM's unescaping of names and strings: `\\` and `\XX`; another backslash stays. */
static char *unescape(rsig_md_state *ps, const char *s, uint32_t n, uint32_t *out_len)
{
    char *out = rsig_alloc(&ps->ctx->arena, (size_t)n + 1);
    if (out == NULL) {
        ps->oom = true;
        *out_len = 0;
        return NULL;
    }
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (s[i] == '\\' && i + 1 < n && s[i + 1] == '\\') {
            out[k++] = '\\';
            i++;
        } else if (s[i] == '\\' && i + 2 < n && hexval(s[i + 1]) >= 0 && hexval(s[i + 2]) >= 0) {
            out[k++] = (char)(hexval(s[i + 1]) * 16 + hexval(s[i + 2]));
            i += 2;
        } else {
            out[k++] = s[i];
        }
    }
    out[k] = 0;
    *out_len = k;
    return out;
}

/* The number of `!N` (t is `!` digits). */
static bool md_number(rsig_md_state *ps, const rsig_md_token *t, uint32_t *out)
{
    const char *s = text_at(ps, t->off);
    uint64_t v = 0;
    for (uint32_t i = 1; i < t->len; i++) {
        v = v * 10 + (uint64_t)(s[i] - '0');
        if (v > UINT32_MAX) {
            char q[64];
            rsig_md_diag(ps, RSIG_MD_BAD_NUMBER, span_of(t),
                         "metadata number %s is too large; node numbers go up to 4294967295",
                         quote_tok(ps, t, q, sizeof q));
            return false;
        }
    }
    *out = (uint32_t)v;
    return true;
}

/* ---- building ----------------------------------------------------------- */

static bool push_value(rsig_md_state *ps, const rsig_md_value *v)
{
    if (ps->nstack == ps->stack_cap &&
        !rsig_grow_uninit(&ps->ctx->arena, (void **)&ps->stack, &ps->stack_cap, ps->nstack + 1,
                          sizeof *ps->stack)) {
        ps->oom = true;
        return false;
    }
    ps->stack[ps->nstack++] = *v;
    return true;
}

static long new_node(rsig_md_state *ps, rsig_span at, uint32_t base)
{
    if (ps->nnodes == ps->nodes_cap &&
        !rsig_grow_uninit(&ps->ctx->arena, (void **)&ps->nodes, &ps->nodes_cap, ps->nnodes + 1,
                          sizeof *ps->nodes)) {
        ps->oom = true;
        return -1;
    }
    /*
     * Each node's operands get an arena block of their own, of their exact
     * size: one growing array for all of them would be copied (and its
     * pages touched) again at every doubling.
     */
    uint32_t count = ps->nstack - base;
    rsig_md_value *ops = NULL;
    if (count) {
        ops = rsig_alloc_uninit(&ps->ctx->arena, (size_t)count * sizeof *ops);
        if (ops == NULL) {
            ps->oom = true;
            return -1;
        }
        memcpy(ops, &ps->stack[base], (size_t)count * sizeof *ops);
    }
    rsig_md_node *n = &ps->nodes[ps->nnodes];
    memset(n, 0, sizeof *n);
    n->at = at;
    n->ops = ops;
    n->count = count;
    ps->nstack = base;
    return (long)ps->nnodes++;
}

static void set_last_node(rsig_md_state *ps, long node)
{
    memset(&ps->last, 0, sizeof ps->last);
    if (node < 0) {
        ps->last.kind = RSIG_MDV_BAD;
        return;
    }
    ps->last.kind = RSIG_MDV_NODE;
    ps->last.u.node = (uint32_t)node;
    ps->last.at = ps->nodes[node].at;
}

void rsig_md_def_numbered(rsig_md_state *ps, const rsig_md_token *t)
{
    ps->def_kind = 1;
    ps->def_tok = *t;
    ps->def_bad = !md_number(ps, t, &ps->def_num);
}

void rsig_md_def_named(rsig_md_state *ps, const rsig_md_token *t)
{
    uint32_t len;
    const char *name = unescape(ps, text_at(ps, t->off + 1), t->len - 1, &len);
    ps->def_tok = *t;
    ps->def_bad = false;
    if (name && len == 17 && memcmp(name, "dx.rootsignatures", 17) == 0) {
        ps->def_kind = 2;
        if (!ps->have_rs) {
            ps->have_rs = true;
            ps->rs_at = span_of(t);
        }
    } else {
        ps->def_kind = 3;
    }
}

void rsig_md_def_end(rsig_md_state *ps)
{
    if (ps->last.kind != RSIG_MDV_NODE) {
        ps->def_kind = 0;
        return;
    }
    uint32_t node = ps->last.u.node;
    if (ps->def_kind == 1 && !ps->def_bad) {
        rsig_md_node *n = &ps->nodes[node];
        n->def = span_of(&ps->def_tok);
        n->number = ps->def_num;
        if (!rsig_grow(&ps->ctx->arena, (void **)&ps->defs, &ps->defs_cap, ps->ndefs + 1,
                       sizeof *ps->defs)) {
            ps->oom = true;
            return;
        }
        ps->defs[ps->ndefs].num = ps->def_num;
        ps->defs[ps->ndefs].node = node;
        ps->ndefs++;
    } else if (ps->def_kind == 2) {
        /* Its operands are read from the body node; remember the body. */
        if (!rsig_grow(&ps->ctx->arena, (void **)&ps->rs_bodies, &ps->rs_bodies_cap,
                       ps->nrs_bodies + 1, sizeof *ps->rs_bodies)) {
            ps->oom = true;
            return;
        }
        ps->rs_bodies[ps->nrs_bodies++] = node;
    }
    ps->def_kind = 0;
}

void rsig_md_node_open(rsig_md_state *ps, const rsig_md_token *t)
{
    if (ps->nframes > RSIG_MD_MAX_DEPTH)
        return; /* the driver reports and recovers before this can happen */
    ps->frame_base[ps->nframes] = ps->nstack;
    ps->frame_off[ps->nframes] = t->off;
    ps->nframes++;
}

void rsig_md_node_close(rsig_md_state *ps, const rsig_md_token *t)
{
    if (ps->nframes <= 0)
        return;
    ps->nframes--;
    uint32_t off = ps->frame_off[ps->nframes];
    rsig_span at = {off, t->off + t->len - off};
    set_last_node(ps, new_node(ps, at, ps->frame_base[ps->nframes]));
}

void rsig_md_special_open(rsig_md_state *ps, const rsig_md_token *t)
{
    ps->special_off = t->off;
}

void rsig_md_special_close(rsig_md_state *ps, const rsig_md_token *t)
{
    rsig_span at = {ps->special_off, t->off + t->len - ps->special_off};
    long node = new_node(ps, at, ps->nstack);
    if (node >= 0)
        ps->nodes[node].special = 1;
    set_last_node(ps, node);
}

void rsig_md_distinct(rsig_md_state *ps)
{
    if (ps->last.kind == RSIG_MDV_NODE)
        ps->nodes[ps->last.u.node].distinct = 1;
}

void rsig_md_ref(rsig_md_state *ps, const rsig_md_token *t)
{
    memset(&ps->last, 0, sizeof ps->last);
    ps->last.at = span_of(t);
    ps->last.kind = md_number(ps, t, &ps->last.u.num) ? RSIG_MDV_REF : RSIG_MDV_BAD;
}

void rsig_md_string(rsig_md_state *ps, const rsig_md_token *t)
{
    memset(&ps->last, 0, sizeof ps->last);
    ps->last.at = span_of(t);
    ps->last.kind = RSIG_MDV_STRING;
    /* !"..." : drop the !" and the closing quote */
    ps->last.u.str.s = unescape(ps, text_at(ps, t->off + 2), t->len - 3, &ps->last.u.str.len);
}

void rsig_md_operand_value(rsig_md_state *ps)
{
    push_value(ps, &ps->last);
}

/* ---- typed constants ---------------------------------------------------- */

void rsig_md_tok(rsig_md_state *ps, const rsig_md_token *t)
{
    if (!ps->tv.any) {
        ps->tv.any = true;
        ps->tv.start = t->off;
    }
    ps->tv.end = t->off + t->len;
    if (ps->tv.depth == 0) {
        if (ps->tv.ntop < sizeof ps->tv.top / sizeof ps->tv.top[0])
            ps->tv.top[ps->tv.ntop] = *t;
        ps->tv.ntop++;
        ps->tv.last_top = *t;
        if (t->kind == RSIG_MDT_WORD &&
            (tok_is(ps, t, "bitcast") || tok_is(ps, t, "addrspacecast")))
            ps->tv.cast = true;
    }
    if (t->kind == RSIG_MDT_GLOBAL) {
        if (ps->tv.nglobals == 0)
            ps->tv.global = *t;
        ps->tv.nglobals++;
    }
}

void rsig_md_group_open(rsig_md_state *ps, const rsig_md_token *t)
{
    rsig_md_tok(ps, t);
    ps->tv.depth++;
}

void rsig_md_group_close(rsig_md_state *ps, const rsig_md_token *t)
{
    if (ps->tv.depth)
        ps->tv.depth--;
    ps->tv.end = t->off + t->len;
    if (ps->tv.depth == 0)
        ps->tv.last_top = *t;
}

/* iN: the width N (1..64), 0 if t is not an integer type, UINT32_MAX if wider than 64. */
static uint32_t int_type_width(const rsig_md_state *ps, const rsig_md_token *t)
{
    if (t->kind != RSIG_MDT_WORD || t->len < 2 || t->len > 9)
        return 0;
    const char *s = text_at(ps, t->off);
    if (s[0] != 'i' || s[1] == '0')
        return 0;
    uint32_t w = 0;
    for (uint32_t i = 1; i < t->len; i++) {
        if (s[i] < '0' || s[i] > '9')
            return 0;
        w = w * 10 + (uint32_t)(s[i] - '0');
    }
    return w > 64 ? UINT32_MAX : w;
}

/*
 * An integer literal as LLVM reads it for type iW: decimal or u0x/s0x hex,
 * taken modulo 2^W (silently, as LLVM does; RSIG_MDF_TRUNC records that it did
 * not fit) and then zero-extended.
 */
static void read_int(const rsig_md_state *ps, const rsig_md_token *t, uint32_t w,
                     rsig_md_value *v)
{
    const char *s = text_at(ps, t->off);
    uint64_t low = 0;  /* the literal's value modulo 2^64 */
    bool fits = true;  /* in W bits, signed or unsigned as written */
    bool neg = false;
    if (t->kind == RSIG_MDT_INT) {
        uint32_t i = 0;
        if (s[0] == '-') {
            neg = true;
            i = 1;
        }
        uint64_t mag = 0;
        bool big = false;
        for (; i < t->len; i++) {
            uint64_t d = (uint64_t)(s[i] - '0');
            if (mag > (UINT64_MAX - d) / 10)
                big = true;
            mag = mag * 10 + d; /* wraps: exact modulo 2^64 */
        }
        low = neg ? (uint64_t)0 - mag : mag;
        if (big)
            fits = false;
        else if (neg)
            fits = mag == 0 || (mag - 1) < ((uint64_t)1 << (w - 1));
        else
            fits = w == 64 || mag < ((uint64_t)1 << w);
        if (neg && mag == 0)
            neg = false;
    } else { /* u0x... / s0x... */
        bool is_signed = s[0] == 's';
        uint32_t active = 0;
        for (uint32_t i = 3; i < t->len; i++)
            low = low << 4 | (uint64_t)hexval(s[i]);
        /* active bits: position of the highest set bit of the whole literal */
        for (uint32_t i = 3; i < t->len; i++) {
            int h = hexval(s[i]);
            if (h) {
                uint32_t top = (uint32_t)(h >= 8 ? 4 : h >= 4 ? 3 : h >= 2 ? 2 : 1);
                active = (t->len - 1 - i) * 4 + top;
                break;
            }
        }
        if (is_signed && active > 0) {
            /* LLVM: a signed literal of exactly `active` bits, so its top bit is set. */
            if (active < 64)
                low |= ~(uint64_t)0 << active;
            neg = true;
        }
        fits = active <= w;
    }
    uint64_t mask = w == 64 ? UINT64_MAX : (((uint64_t)1 << w) - 1);
    memset(v, 0, sizeof *v);
    v->kind = RSIG_MDV_INT;
    v->width = (uint16_t)w;
    v->u.i = low & mask;
    v->flags = (uint8_t)((fits ? 0 : RSIG_MDF_TRUNC) | (neg ? RSIG_MDF_NEG : 0));
    (void)ps;
}

static uint32_t float_bits_of(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

static double double_of_bits(uint64_t b)
{
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

/*
 * A float constant for type `float` (width 32) or `double` (64). Decimal
 * needs a '.'; hex is the bits of a double. For `float` the value must be
 * exactly representable (LLVM: "floating point constant invalid for type");
 * a `double` is rounded to binary32 (RSIG_MDF_INEXACT if that changed it).
 */
static bool read_float(rsig_md_state *ps, const rsig_md_token *t, uint32_t w, rsig_md_value *v)
{
    const char *s = text_at(ps, t->off);
    char q[64];
    uint64_t dbits = 0;
    double d;
    if (t->kind == RSIG_MDT_HEXFP) {
        if (hexval(s[2]) < 0) {
            rsig_md_diag(ps, RSIG_MD_BAD_CONSTANT, span_of(t),
                         "%s is a hexadecimal constant of another type (0x%c: %s); a float "
                         "constant is written 0x followed by the 16 hex digits of a double",
                         quote_tok(ps, t, q, sizeof q), s[2],
                         s[2] == 'H' ? "half" : s[2] == 'R' ? "bfloat" : s[2] == 'K' ? "x86_fp80"
                         : s[2] == 'L' ? "fp128" : "ppc_fp128");
            return false;
        }
        for (uint32_t i = 2; i < t->len; i++) {
            if (dbits >> 60) {
                rsig_md_diag(ps, RSIG_MD_BAD_CONSTANT, span_of(t),
                             "hexadecimal constant %s is bigger than 64 bits",
                             quote_tok(ps, t, q, sizeof q));
                return false;
            }
            dbits = dbits << 4 | (uint64_t)hexval(s[i]);
        }
        d = double_of_bits(dbits);
    } else {
        char *end = NULL;
        bool range_error = false;
        d = rsig_strtod(ps->ctx, s, &end, &range_error); /* LLVM too: overflow is inf */
        if (end != s + t->len) {
            rsig_md_diag(ps, RSIG_MD_BAD_NUMBER, span_of(t), "malformed number %s",
                         quote_tok(ps, t, q, sizeof q));
            return false;
        }
        memcpy(&dbits, &d, sizeof dbits);
    }
    uint32_t fbits;
    uint64_t rounded; /* the double of the float it rounds to, for the message */
    bool exact;
    if (isnan(d)) {
        /* Widening keeps the payload: the float exists iff the low 29 bits are 0. */
        uint64_t mant = dbits & 0xFFFFFFFFFFFFFull;
        exact = (mant & 0x1FFFFFFFu) == 0;
        fbits = (uint32_t)(dbits >> 63) << 31 | 0x7F800000u | (uint32_t)(mant >> 29);
        rounded = dbits & ~(uint64_t)0x1FFFFFFF;
        if (!exact && w == 64)
            fbits |= 0x400000u; /* rounded: a quiet NaN */
    } else if (isinf(d) || fabs(d) <= (double)FLT_MAX) {
        float f = (float)d;
        fbits = float_bits_of(f);
        exact = (double)f == d;
        double back = (double)f;
        memcpy(&rounded, &back, sizeof rounded);
    } else {
        rsig_md_diag(ps, RSIG_MD_BAD_CONSTANT, span_of(t),
                     "%s is out of the range of a 32-bit float", quote_tok(ps, t, q, sizeof q));
        return false;
    }
    if (w == 32 && !exact) {
        rsig_md_diag(ps, RSIG_MD_BAD_CONSTANT, span_of(t),
                     "floating point constant %s is invalid for type float: it is not exactly "
                     "representable (LLVM rejects it; write the value it rounds to, as "
                     "0x%016llX)",
                     quote_tok(ps, t, q, sizeof q), (unsigned long long)rounded);
        return false;
    }
    memset(v, 0, sizeof *v);
    v->kind = RSIG_MDV_FLOAT;
    v->width = (uint16_t)w;
    v->u.f = fbits;
    v->flags = exact ? 0 : RSIG_MDF_INEXACT;
    return true;
}

/* `iW c` (W from the type word, 1..64): the value of the constant token c. */
static void int_value(rsig_md_state *ps, uint32_t w, const rsig_md_token *c, rsig_span at,
                      rsig_md_value *v)
{
    char q[64];
    if (c->kind == RSIG_MDT_INT || c->kind == RSIG_MDT_HEXINT) {
        read_int(ps, c, w, v);
    } else if (c->kind == RSIG_MDT_WORD && (tok_is(ps, c, "true") || tok_is(ps, c, "false"))) {
        if (w == 1) {
            v->kind = RSIG_MDV_INT;
            v->width = 1;
            v->u.i = tok_is(ps, c, "true");
        } else {
            rsig_md_diag(ps, RSIG_MD_BAD_CONSTANT, at,
                         "%s: 'true' and 'false' are i1 constants, not i%u",
                         rsig_md_quote(ps, at, q, sizeof q), w);
            v->kind = RSIG_MDV_BAD;
        }
    } else if (c->kind == RSIG_MDT_FLOAT || c->kind == RSIG_MDT_HEXFP) {
        rsig_md_diag(ps, RSIG_MD_BAD_CONSTANT, at,
                     "floating point constant invalid for type i%u (%s)",
                     w, rsig_md_quote(ps, at, q, sizeof q));
        v->kind = RSIG_MDV_BAD;
    } else if (c->kind == RSIG_MDT_WORD && tok_is(ps, c, "null")) {
        rsig_md_diag(ps, RSIG_MD_BAD_CONSTANT, at, "null must be a pointer type, not i%u", w);
        v->kind = RSIG_MDV_BAD;
    }
}

/* `float c` (fw 32) or `double c` (fw 64): the value of the constant token c. */
static void float_value(rsig_md_state *ps, uint32_t fw, const rsig_md_token *c, rsig_span at,
                        rsig_md_value *v)
{
    char q[64];
    if (c->kind == RSIG_MDT_FLOAT || c->kind == RSIG_MDT_HEXFP) {
        if (!read_float(ps, c, fw, v))
            v->kind = RSIG_MDV_BAD;
    } else if (c->kind == RSIG_MDT_INT || c->kind == RSIG_MDT_HEXINT) {
        rsig_md_diag(ps, RSIG_MD_BAD_CONSTANT, at,
                     "integer constant must have integer type: %s (a float constant needs a "
                     "'.', as in %.*s.0)",
                     rsig_md_quote(ps, at, q, sizeof q), (int)c->len, text_at(ps, c->off));
        v->kind = RSIG_MDV_BAD;
    } else if (c->kind == RSIG_MDT_WORD && !tok_is(ps, c, "undef") && !tok_is(ps, c, "poison") &&
               !tok_is(ps, c, "zeroinitializer")) {
        rsig_md_diag(ps, RSIG_MD_BAD_CONSTANT, at,
                     "expected a floating-point constant such as 1.0 or 0x3FF0000000000000, "
                     "found %s",
                     quote_tok(ps, c, q, sizeof q));
        v->kind = RSIG_MDV_BAD;
    }
}

/* A function named by its @global token g. */
static void func_value(rsig_md_state *ps, const rsig_md_token *g, rsig_md_value *v)
{
    v->kind = RSIG_MDV_FUNC;
    const char *s = text_at(ps, g->off + 1);
    uint32_t len = g->len - 1;
    if (len >= 2 && s[0] == '"')
        v->u.str.s = unescape(ps, s + 1, len - 2, &v->u.str.len);
    else
        v->u.str.s = unescape(ps, s, len, &v->u.str.len);
}

void rsig_md_operand_typed(rsig_md_state *ps)
{
    rsig_md_value v;
    memset(&v, 0, sizeof v);
    v.kind = RSIG_MDV_OTHER;
    const rsig_md_token *T = ps->tv.top;
    uint32_t n = ps->tv.ntop;
    char q[64];
    rsig_span at = {ps->tv.start, ps->tv.end - ps->tv.start};
    uint32_t w = n ? int_type_width(ps, &T[0]) : 0;
    bool is_float_type = n && T[0].kind == RSIG_MDT_WORD &&
                         (tok_is(ps, &T[0], "float") || tok_is(ps, &T[0], "double"));
    if (n == 1 && T[0].kind == RSIG_MDT_WORD && tok_is(ps, &T[0], "null")) {
        v.kind = RSIG_MDV_NULL;
    } else if (w == UINT32_MAX && n == 2) {
        rsig_md_diag(ps, RSIG_MD_BAD_CONSTANT, at,
                     "integer types wider than 64 bits are not supported here (%s)",
                     rsig_md_quote(ps, at, q, sizeof q));
        v.kind = RSIG_MDV_BAD;
    } else if (w && n == 2) {
        int_value(ps, w, &T[1], at, &v);
    } else if (is_float_type && n == 2) {
        float_value(ps, tok_is(ps, &T[0], "float") ? 32 : 64, &T[1], at, &v);
    } else if (n >= 2 && ps->tv.nglobals == 1 &&
               (ps->tv.last_top.kind == RSIG_MDT_GLOBAL || ps->tv.cast)) {
        func_value(ps, &ps->tv.global, &v);
    } else if (n >= 2 && ps->tv.last_top.kind == RSIG_MDT_WORD && ps->tv.nglobals == 0 &&
               tok_is(ps, &ps->tv.last_top, "null")) {
        v.kind = RSIG_MDV_NULLPTR;
    }
    v.at = at;
    push_value(ps, &v);
    memset(&ps->tv, 0, sizeof ps->tv);
}

/*
 * The fast path's typed operands (fast.c): what rsig_md_operand_typed
 * makes of the same two tokens, the type word and the constant, without
 * collecting them first. op is the fast scanner's RSIG_MDOP_INT (w: the W
 * of iW, 1..64), RSIG_MDOP_FLOAT (w: 32 for float, 64 for double) or
 * RSIG_MDOP_FUNC (c: the @name).
 */
void rsig_md_operand_const(rsig_md_state *ps, int op, uint32_t w, const rsig_md_token *type,
                           const rsig_md_token *c)
{
    rsig_md_value v;
    rsig_span at = {type->off, c->off + c->len - type->off};
    memset(&v, 0, sizeof v);
    v.kind = RSIG_MDV_OTHER;
    if (op == RSIG_MDOP_INT)
        int_value(ps, w, c, at, &v);
    else if (op == RSIG_MDOP_FLOAT)
        float_value(ps, w, c, at, &v);
    else
        func_value(ps, c, &v);
    v.at = at;
    push_value(ps, &v);
}

void rsig_md_operand_null(rsig_md_state *ps, const rsig_md_token *t)
{
    rsig_md_value v;
    memset(&v, 0, sizeof v);
    v.kind = RSIG_MDV_NULL;
    v.at = span_of(t);
    push_value(ps, &v);
}

/* ---- syntax errors ------------------------------------------------------ */

void rsig_md_syntax_error(rsig_md_state *ps, const rsig_md_token *tok)
{
    ps->syntax_error = true;
    char q[64], p[64];
    const rsig_md_token *prev = &ps->prev;
    const char *found = quote_tok(ps, tok, q, sizeof q);
    rsig_span at = span_of(tok);
    if (tok->kind == RSIG_MDTOK_EOF) {
        rsig_md_diag(ps, RSIG_MD_SYNTAX, at, "unexpected end of input: %s",
                     ps->nframes > 0 ? "missing '}'" : "the metadata definition is not finished");
        return;
    }
    switch (prev->kind) {
    case RSIG_MDT_MDNUM:
    case RSIG_MDT_MDNAME:
        if (ps->def_kind != 0 && prev->off == ps->def_tok.off) {
            rsig_md_diag(ps, RSIG_MD_SYNTAX, at, "expected '=' after %s, found %s",
                         quote_tok(ps, prev, p, sizeof p), found);
            return;
        }
        break;
    case RSIG_MDT_EQ:
        if (ps->nframes == 0 && ps->tv.depth == 0) {
            rsig_md_diag(ps, RSIG_MD_SYNTAX, at,
                         "expected a metadata node ('!{...}', 'distinct !{...}') after '=', "
                         "found %s",
                         found);
            return;
        }
        break;
    case RSIG_MDT_DISTINCT:
        rsig_md_diag(ps, RSIG_MD_SYNTAX, at, "expected a node after 'distinct', found %s", found);
        return;
    default: break;
    }
    if (ps->nframes > 0 && (tok->kind == RSIG_MDT_MDNUM || tok->kind == RSIG_MDT_MDNAME)) {
        uint32_t ls = tok->off;
        while (ls > 0 && ps->src->text[ls - 1] != '\n')
            ls--;
        if (ps->def_kind != 0 && ls > ps->def_tok.off) {
            bool blanks = true;
            for (uint32_t i = ls; i < tok->off; i++)
                blanks = blanks && (ps->src->text[i] == ' ' || ps->src->text[i] == '\t');
            if (blanks) {
                long d = rsig_md_diag(ps, RSIG_MD_SYNTAX, at,
                                      "expected ',' or '}' after %s, found the next definition: "
                                      "a '}' is missing",
                                      quote_tok(ps, prev, p, sizeof p));
                rsig_note(ps->ctx, d, ps->src, ps->def_tok.off, ps->def_tok.len,
                          "in the definition of %s", quote_tok(ps, &ps->def_tok, p, sizeof p));
                return;
            }
        }
    }
    if (ps->nframes > 0 && ps->tv.depth == 0) {
        if (prev->kind == RSIG_MDT_COMMA || prev->kind == RSIG_MDT_MDLBRACE)
            rsig_md_diag(ps, RSIG_MD_SYNTAX, at,
                         "expected an operand (!N, !\"string\", !{...}, null or a typed constant "
                         "such as i32 0), found %s",
                         found);
        else
            rsig_md_diag(ps, RSIG_MD_SYNTAX, at, "expected ',' or '}' after %s, found %s",
                         quote_tok(ps, prev, p, sizeof p), found);
        return;
    }
    if (ps->nframes == 0 && ps->def_kind == 0 && ps->tv.depth == 0 && ps->tv.ntop == 0)
        rsig_md_diag(ps, RSIG_MD_SYNTAX, at,
                     "expected a metadata definition ('!N = ...' or '!name = !{...}'), found %s",
                     found);
    else
        rsig_md_diag(ps, RSIG_MD_SYNTAX, at, "unexpected %s in metadata", found);
}

void rsig_md_too_deep(rsig_md_state *ps)
{
    ps->syntax_error = true;
    rsig_md_diag(ps, RSIG_LIMIT_NESTING, span_of(&ps->prev),
                 "metadata nests too deeply (the limit is %d levels of brackets)",
                 RSIG_MD_MAX_DEPTH);
}

/* ---- driver ------------------------------------------------------------- */

static void report_lex_error(rsig_md_state *ps, const rsig_md_token *t)
{
    char q[64];
    const char *s = text_at(ps, t->off);
    switch (t->kind) {
    case RSIG_MDTOK_ERR_CHAR:
        if (s[0] == '!')
            rsig_md_diag(ps, RSIG_MD_BAD_CHAR, span_of(t),
                         "'!' must be followed by a node number, a name, a string or '{'");
        else
            rsig_md_diag(ps, RSIG_MD_BAD_CHAR, span_of(t), "unexpected character %s in metadata",
                         quote_tok(ps, t, q, sizeof q));
        break;
    case RSIG_MDTOK_ERR_NUMBER: {
        bool exp = false;
        for (uint32_t i = 0; i < t->len; i++)
            if (s[i] == 'e' || s[i] == 'E')
                exp = true;
        rsig_md_diag(ps, RSIG_MD_BAD_NUMBER, span_of(t), "malformed number %s%s",
                     quote_tok(ps, t, q, sizeof q),
                     exp ? " (a floating-point constant needs a '.': 1.0e5, not 1e5)" : "");
        break;
    }
    case RSIG_MDTOK_ERR_LINE:
        rsig_md_diag(ps, RSIG_MD_SYNTAX, span_of(t),
                     "a line starting with %s must be a metadata definition: expected '=' after it",
                     quote_tok(ps, t, q, sizeof q));
        break;
    case RSIG_MDTOK_ERR_STRING: {
        rsig_span at = {t->off, 1};
        rsig_md_diag(ps, RSIG_MD_BAD_STRING, at, "unterminated string: no closing '\"'");
        break;
    }
    default: break;
    }
}

static bool is_open(int k)
{
    return k == RSIG_MDT_MDLBRACE || k == RSIG_MDT_LBRACE || k == RSIG_MDT_LPAREN ||
           k == RSIG_MDT_LBRACKET || k == RSIG_MDT_LT;
}

static bool is_close(int k)
{
    return k == RSIG_MDT_RBRACE || k == RSIG_MDT_RPAREN || k == RSIG_MDT_RBRACKET ||
           k == RSIG_MDT_GT;
}

/*
 * After an error: forget the definition being read and resume at the next
 * line that starts a definition; that may be the line of the failing token
 * if the definition was left unclosed (`!0 = !{!1` then `!1 = ...`).
 */
static void recover(rsig_md_state *ps, rsig_md_lexer *lx, const rsig_md_token *t,
                    uint32_t def_start, bool complete)
{
    if (complete && ps->def_kind != 0 && ps->nframes == 0) {
        /* The error follows a finished definition: keep it, as the grammar would have. */
        rsig_md_def_end(ps);
    } else if (ps->def_kind == 1 && !ps->def_bad) {
        /* References to a definition that failed are not reported again. */
        rsig_span none = {t->off, 0};
        long node = new_node(ps, none, ps->nstack);
        if (node >= 0) {
            ps->nodes[node].broken = 1;
            set_last_node(ps, node);
            rsig_md_def_end(ps);
        }
    }
    uint32_t ls = t->off;
    while (ls > 0 && ps->src->text[ls - 1] != '\n')
        ls--;
    bool blanks = true;
    for (uint32_t i = ls; i < t->off; i++)
        if (ps->src->text[i] != ' ' && ps->src->text[i] != '\t')
            blanks = false;
    if (blanks && ls > def_start && (t->kind == RSIG_MDT_MDNUM || t->kind == RSIG_MDT_MDNAME)) {
        lx->cur = lx->base + ls;
        lx->in_md = false;
        lx->can_end = false;
    } else {
        if (lx->cur > lx->base + t->off + t->len)
            lx->cur = lx->base + t->off + t->len;
        rsig_lex_metadata_skip_line(lx);
    }
    lx->quiet = true;
    ps->nframes = 0;
    ps->nstack = 0;
    ps->def_kind = 0;
    ps->syntax_error = false;
    memset(&ps->tv, 0, sizeof ps->tv);
    memset(&ps->prev, 0, sizeof ps->prev);
}

static int cmp_def(const void *a, const void *b)
{
    const rsig_md_def *x = a, *y = b;
    if (x->num != y->num)
        return x->num < y->num ? -1 : 1;
    return x->node < y->node ? -1 : x->node > y->node;
}

static void report_redefined(rsig_md_state *ps, uint32_t first, uint32_t again)
{
    const rsig_md_node *a = &ps->nodes[first], *b = &ps->nodes[again];
    long d = rsig_md_diag(ps, RSIG_MD_REDEFINED, b->def, "metadata !%u is defined twice",
                          b->number);
    rsig_note(ps->ctx, d, ps->src, a->def.off, a->def.len, "!%u first defined here", a->number);
}

/* Builds the number -> node index and reports numbers defined twice. */
static bool build_index(rsig_md_state *ps)
{
    uint64_t nd = (uint64_t)ps->ndefs * 2 + 64;
    ps->ndense = (uint32_t)(nd > UINT32_MAX ? UINT32_MAX : nd);
    ps->dense = rsig_alloc_array(&ps->ctx->arena, ps->ndense, sizeof *ps->dense);
    ps->sparse = rsig_alloc_array(&ps->ctx->arena, ps->ndefs ? ps->ndefs : 1, sizeof *ps->sparse);
    if (ps->dense == NULL || ps->sparse == NULL)
        return false;
    for (uint32_t i = 0; i < ps->ndefs; i++) {
        const rsig_md_def *d = &ps->defs[i];
        if (d->num < ps->ndense) {
            if (ps->dense[d->num])
                report_redefined(ps, ps->dense[d->num] - 1, d->node);
            else
                ps->dense[d->num] = d->node + 1;
        } else {
            ps->sparse[ps->nsparse++] = *d;
        }
    }
    if (ps->nsparse > 1) {
        rsig_sort(&ps->ctx->arena, ps->sparse, ps->nsparse, sizeof *ps->sparse, cmp_def);
        uint32_t k = 1;
        for (uint32_t i = 1; i < ps->nsparse; i++) {
            if (ps->sparse[i].num == ps->sparse[k - 1].num)
                report_redefined(ps, ps->sparse[k - 1].node, ps->sparse[i].node);
            else
                ps->sparse[k++] = ps->sparse[i];
        }
        ps->nsparse = k;
    }
    return true;
}

static long lookup(const rsig_md_state *ps, uint32_t num)
{
    if (num < ps->ndense)
        return (long)ps->dense[num] - 1;
    uint32_t lo = 0, hi = ps->nsparse;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (ps->sparse[mid].num < num)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < ps->nsparse && ps->sparse[lo].num == num ? (long)ps->sparse[lo].node : -1;
}

static void resolve(rsig_md_state *ps)
{
    for (uint32_t k = 0; k < ps->nnodes && !rsig_diag_stopped(ps->ctx); k++)
    for (uint32_t i = 0; i < ps->nodes[k].count && !rsig_diag_stopped(ps->ctx); i++) {
        rsig_md_value *v = &ps->nodes[k].ops[i];
        if (v->kind != RSIG_MDV_REF)
            continue;
        long node = lookup(ps, v->u.num);
        if (node >= 0 && ps->nodes[node].broken) {
            v->kind = RSIG_MDV_BAD;
        } else if (node < 0) {
            rsig_md_diag(ps, RSIG_MD_UNDEFINED, v->at, "use of undefined metadata '!%u'", v->u.num);
            v->kind = RSIG_MDV_BAD;
        } else {
            v->kind = RSIG_MDV_NODE;
            v->u.node = (uint32_t)node;
        }
    }
}

/* Reads the whole input into the node table. False on OOM or the error limit. */
static rootsig_status read_module(rsig_md_state *ps)
{
    void *parser = rsig_alloc(&ps->ctx->arena, rsig_md_parser_size());
    if (parser == NULL)
        return ROOTSIG_ERR_NOMEM;
    rsig_md_lexer lx;
    memset(&lx, 0, sizeof lx);
    lx.base = lx.cur = (const unsigned char *)ps->src->text;
    lx.limit = lx.base + ps->src->len;
    ps->lx = &lx;
    rsig_md_parseInit(parser, ps);
    int depth = 0;
    int dstate = 0; /* 0 between definitions, 1 after its name, 2 after '=', 3 complete */
    uint32_t def_start = 0;
    bool lemon_busy = false; /* tokens went to lemon since parseInit */
    bool fast = !ps->ctx->no_fast_paths;
    lx.pause = fast;
    rsig_md_fastline fl;
    for (;;) {
        rsig_md_token t;
        if (fast && !lx.in_md) {
            /* Between definitions (lemon has no incomplete one): try the fast path. */
            if (ps->oom || ps->ctx->arena.oom || rsig_diag_stopped(ps->ctx))
                break;
            int found = rsig_lex_metadata_seek(&lx, &t);
            if (found < 0) {
                report_lex_error(ps, &t);
                continue;
            }
            if (found > 0 && rsig_md_fast_check(&lx, &fl)) {
                if (lemon_busy) {
                    /*
                     * Lemon reduces the definition before only when it sees
                     * what follows; end its input, so that happens now, in
                     * the order the general path would have it.
                     */
                    rsig_md_token end = {RSIG_MDTOK_EOF, (uint32_t)(lx.cur - lx.base), 0};
                    rsig_md_parse(parser, RSIG_MDTOK_EOF, end);
                    rsig_md_parseFinalize(parser);
                    rsig_md_parseInit(parser, ps);
                    lemon_busy = false;
                }
                rsig_md_fast_build(ps, &lx, &fl);
                depth = 0;
                dstate = 3;
                continue;
            }
        }
        int kind = rsig_lex_metadata(&lx, &t);
        if (kind == RSIG_MDTOK_PAUSE)
            continue; /* back to the top, to try the fast path on what follows */
        if (ps->oom || ps->ctx->arena.oom || rsig_diag_stopped(ps->ctx))
            break;
        if (kind == RSIG_MDTOK_ERR_LINE) {
            report_lex_error(ps, &t); /* between definitions: the parser is unaffected */
            continue;
        }
        if (kind < 0) {
            report_lex_error(ps, &t);
            rsig_md_parseFinalize(parser);
            rsig_md_parseInit(parser, ps);
            lemon_busy = false;
            recover(ps, &lx, &t, def_start, dstate == 3);
            depth = 0;
            dstate = 0;
            continue;
        }
        if (depth == 0 && (kind == RSIG_MDT_MDNUM || kind == RSIG_MDT_MDNAME) &&
            (dstate == 0 || dstate == 3)) {
            dstate = 1;
            def_start = t.off;
            lx.can_end = false;
            lx.quiet = false;
        } else if (depth == 0 && kind == RSIG_MDT_EQ && dstate == 1) {
            dstate = 2;
        }
        if (is_open(kind) && ++depth > RSIG_MD_MAX_DEPTH) {
            rsig_md_diag(ps, RSIG_LIMIT_NESTING, span_of(&t),
                         "metadata nests too deeply (the limit is %d levels of brackets)",
                         RSIG_MD_MAX_DEPTH);
            rsig_md_parseFinalize(parser);
            rsig_md_parseInit(parser, ps);
            lemon_busy = false;
            recover(ps, &lx, &t, def_start, dstate == 3);
            depth = 0;
            dstate = 0;
            continue;
        }
        if (is_close(kind) && depth > 0 && --depth == 0 && dstate == 2) {
            dstate = 3;
            lx.can_end = true;
        }
        rsig_md_parse(parser, kind, t);
        lemon_busy = true;
        if (kind == RSIG_MDTOK_EOF)
            break;
        if (ps->syntax_error) {
            rsig_md_parseFinalize(parser);
            rsig_md_parseInit(parser, ps);
            lemon_busy = false;
            recover(ps, &lx, &t, def_start, dstate == 3);
            depth = 0;
            dstate = 0;
            continue;
        }
        ps->prev = t;
    }
    rsig_md_parseFinalize(parser);
    if (ps->oom || ps->ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    if (!build_index(ps))
        return ROOTSIG_ERR_NOMEM;
    resolve(ps);
    return ps->ctx->arena.oom ? ROOTSIG_ERR_NOMEM : ROOTSIG_OK;
}

/* ---- public ------------------------------------------------------------- */

/* Common start of the public functions: checks, source copy, parse, entries. */
static rootsig_status open_module(rootsig_ctx *ctx, const char *name, const char *text,
                                  size_t length, const rootsig_options *options,
                                  rsig_md_state *ps)
{
    memset(ps, 0, sizeof *ps);
    rsig_diag_begin(ctx, options);
    if (length > UINT32_MAX - 1) {
        rsig_diag(ctx, RSIG_LIMIT_INPUT, NULL, 0, 0,
                  "input of %zu bytes exceeds the 4 GiB limit", length);
        return ROOTSIG_ERR_LIMIT;
    }
    rsig_source *src = rsig_source_new(ctx, name ? name : "<metadata>", text, length,
                                       RSIG_SRC_TEXT);
    if (src == NULL)
        return ROOTSIG_ERR_NOMEM;
    ps->ctx = ctx;
    ps->src = src;
    size_t errors = ctx->errors;
    rootsig_status st = read_module(ps);
    if (st != ROOTSIG_OK)
        return st;
    if (!rsig_md_collect_entries(ps))
        return ROOTSIG_ERR_NOMEM;
    if (ctx->errors != errors)
        return ROOTSIG_ERR_INPUT;
    if (!ps->have_rs) {
        rsig_diag(ctx, RSIG_MD_NO_ROOTSIGNATURES, src, 0, 0,
                  "no !dx.rootsignatures named metadata in this input");
        return ROOTSIG_ERR_INPUT;
    }
    return ROOTSIG_OK;
}

static rootsig_status finish(rootsig_ctx *ctx, const rsig_md_state *ps, size_t errors)
{
    if (ps->oom || ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    return ctx->errors != errors ? ROOTSIG_ERR_INPUT : ROOTSIG_OK;
}

static bool check_args(rootsig_ctx *ctx, const char *text, size_t length,
                       const rootsig_options *options)
{
    if (ctx == NULL || (text == NULL && length))
        return false;
    return options == NULL || options->version == 0 ||
           (options->version >= ROOTSIG_VERSION_1_0 && options->version <= ROOTSIG_VERSION_1_2);
}

rootsig_status rootsig_parse_metadata(rootsig_ctx *ctx, const char *name, const char *text,
                                      size_t length, const rootsig_options *options,
                                      const char *entry, rootsig_signature **out)
{
    if (out)
        *out = NULL;
    if (out == NULL || !check_args(ctx, text, length, options))
        return ROOTSIG_ERR_ARG;
    size_t errors = ctx->errors;
    rsig_md_state ps;
    rootsig_status st = open_module(ctx, name, text, length, options, &ps);
    if (st != ROOTSIG_OK)
        return st;
    long chosen = -1;
    for (uint32_t i = 0; i < ps.nentries && chosen < 0; i++) {
        if (entry == NULL) {
            chosen = rsig_md_entry_node(&ps, ps.entries[i]);
            if (chosen < 0)
                return finish(ctx, &ps, errors);
        } else {
            const rsig_md_value *e = ps.entries[i];
            /* Only well-formed entries can match; others are reported if nothing does. */
            if (e->kind != RSIG_MDV_NODE || ps.nodes[e->u.node].special ||
                ps.nodes[e->u.node].count != 3)
                continue;
            const rsig_md_value *f = ps.nodes[e->u.node].ops;
            bool named = f->kind == RSIG_MDV_FUNC && f->u.str.s && strcmp(f->u.str.s, entry) == 0;
            bool null = (f->kind == RSIG_MDV_NULL || f->kind == RSIG_MDV_NULLPTR) && entry[0] == 0;
            bool match = named || null;
            if (match)
                chosen = rsig_md_entry_node(&ps, e);
        }
    }
    if (chosen < 0) {
        if (ps.nentries == 0) {
            rsig_md_diag(&ps, RSIG_MD_NO_ENTRY, ps.rs_at, "!dx.rootsignatures has no entries");
        } else {
            rsig_buf b;
            rsig_buf_init(&b, &ctx->arena);
            uint32_t shown = 0;
            for (uint32_t i = 0; i < ps.nentries && shown < 8; i++) {
                const rsig_md_value *e = ps.entries[i];
                if (e->kind != RSIG_MDV_NODE || ps.nodes[e->u.node].special ||
                    ps.nodes[e->u.node].count != 3)
                    continue;
                const char *fn = rsig_md_entry_function(&ps, e->u.node);
                rsig_buf_printf(&b, "%s%s%s", shown ? ", " : "", fn[0] ? "@" : "",
                                fn[0] ? fn : "null");
                shown++;
            }
            rsig_md_diag(&ps, RSIG_MD_NO_ENTRY, ps.rs_at,
                         "no root signature entry for %s%s; the entries are for: %s",
                         entry[0] ? "function @" : "a null function", entry,
                         b.data && shown ? b.data : "(no well-formed entry)");
        }
        return finish(ctx, &ps, errors);
    }
    uint32_t want = options ? (uint32_t)options->version : 0;
    rootsig_signature *sig = rsig_md_decode_entry(&ps, (uint32_t)chosen, want);
    st = finish(ctx, &ps, errors);
    if (st == ROOTSIG_OK && sig == NULL)
        st = ROOTSIG_ERR_INPUT;
    if (st == ROOTSIG_OK)
        *out = sig;
    return st;
}

rootsig_status rootsig_metadata_entries(rootsig_ctx *ctx, const char *name, const char *text,
                                        size_t length, size_t *count,
                                        const char *const **functions)
{
    if (count)
        *count = 0;
    if (functions)
        *functions = NULL;
    if (count == NULL || functions == NULL || !check_args(ctx, text, length, NULL))
        return ROOTSIG_ERR_ARG;
    size_t errors = ctx->errors;
    rsig_md_state ps;
    rootsig_status st = open_module(ctx, name, text, length, NULL, &ps);
    if (st != ROOTSIG_OK)
        return st;
    const char **names = rsig_alloc_array(&ctx->arena, ps.nentries + 1, sizeof *names);
    if (names == NULL)
        return ROOTSIG_ERR_NOMEM;
    for (uint32_t i = 0; i < ps.nentries; i++) {
        long e = rsig_md_entry_node(&ps, ps.entries[i]);
        names[i] = e >= 0 ? rsig_md_entry_function(&ps, (uint32_t)e) : "";
    }
    st = finish(ctx, &ps, errors);
    if (st == ROOTSIG_OK) {
        *count = ps.nentries;
        *functions = names;
    }
    return st;
}

rootsig_status rootsig_parse_metadata_all(rootsig_ctx *ctx, const char *name, const char *text,
                                          size_t length, const rootsig_options *options,
                                          size_t *count, rootsig_signature *const **sigs,
                                          const char *const **functions)
{
    if (count)
        *count = 0;
    if (sigs)
        *sigs = NULL;
    if (functions)
        *functions = NULL;
    if (count == NULL || sigs == NULL || !check_args(ctx, text, length, options))
        return ROOTSIG_ERR_ARG;
    size_t errors = ctx->errors;
    rsig_md_state ps;
    rootsig_status st = open_module(ctx, name, text, length, options, &ps);
    if (st != ROOTSIG_OK)
        return st;
    rootsig_signature **out = rsig_alloc_array(&ctx->arena, ps.nentries + 1, sizeof *out);
    const char **names = rsig_alloc_array(&ctx->arena, ps.nentries + 1, sizeof *names);
    if (out == NULL || names == NULL)
        return ROOTSIG_ERR_NOMEM;
    uint32_t want = options ? (uint32_t)options->version : 0;
    /* Every entry gets its name, even past the error limit (then undecoded). */
    for (uint32_t i = 0; i < ps.nentries && !ps.oom; i++) {
        long e = rsig_md_entry_node(&ps, ps.entries[i]);
        names[i] = e >= 0 ? rsig_md_entry_function(&ps, (uint32_t)e) : "";
        bool decode = e >= 0 && !rsig_diag_stopped(ctx);
        out[i] = decode ? rsig_md_decode_entry(&ps, (uint32_t)e, want) : NULL;
    }
    if (ps.oom || ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    if (ps.nentries == 0)
        rsig_md_diag(&ps, RSIG_MD_NO_ENTRY, ps.rs_at, "!dx.rootsignatures has no entries");
    *count = ps.nentries;
    *sigs = out;
    if (functions)
        *functions = names;
    return finish(ctx, &ps, errors);
}
