/*
 * parse_metadata.c: the LLVM-metadata front end: builders (called from the
 * grammar's actions), the driver (lexer -> lemon loop with error recovery),
 * the node table with reference resolution, and the decoder that turns one
 * `!dx.rootsignatures` entry into the AST.
 *
 * The metadata is read the way LLVM 22 reads it (llvm.md §5, §6): integers
 * are truncated to their type and zero-extended, float constants must be
 * exactly representable, element names are case-sensitive, a static sampler
 * has 15 operands (14, the LLVM 21 form, is accepted with a warning).
 * Where LLVM crashes (a null operand) or says little, we say precisely what
 * is wrong and where.
 *
 * Cost: lexing, parsing and resolving are linear in the input (numbered
 * nodes are found through an array indexed by number; numbers far beyond
 * the node count go to a sorted side table). Decoding an entry visits each
 * node of its root signature once per reference. Brackets nest at most
 * RSIG_MD_MAX_DEPTH deep in one definition; an entry's structure is a fixed
 * five levels (entry, list, element, range), so no decoding recursion exists.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "keywords.h"
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

static long diag_span(rsig_md_state *ps, rsig_diag_id id, rsig_span at, const char *fmt, ...)
    RSIG_PRINTF(4, 5);

static long diag_span(rsig_md_state *ps, rsig_diag_id id, rsig_span at, const char *fmt, ...)
{
    char msg[600];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return rsig_diag(ps->ctx, id, ps->src, at.off, at.len, "%s", msg);
}

/* Source text quoted for messages, shortened if long, one line only. */
static const char *quote_span(const rsig_md_state *ps, rsig_span s, char *buf, size_t n)
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
    return quote_span(ps, span_of(t), buf, n);
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
            diag_span(ps, RSIG_MD_BAD_NUMBER, span_of(t),
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
            diag_span(ps, RSIG_MD_BAD_CONSTANT, span_of(t),
                      "%s is a hexadecimal constant of another type (0x%c: %s); a float "
                      "constant is written 0x followed by the 16 hex digits of a double",
                      quote_tok(ps, t, q, sizeof q), s[2],
                      s[2] == 'H' ? "half" : s[2] == 'R' ? "bfloat" : s[2] == 'K' ? "x86_fp80"
                      : s[2] == 'L' ? "fp128" : "ppc_fp128");
            return false;
        }
        for (uint32_t i = 2; i < t->len; i++) {
            if (dbits >> 60) {
                diag_span(ps, RSIG_MD_BAD_CONSTANT, span_of(t),
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
            diag_span(ps, RSIG_MD_BAD_NUMBER, span_of(t), "malformed number %s",
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
        diag_span(ps, RSIG_MD_BAD_CONSTANT, span_of(t),
                  "%s is out of the range of a 32-bit float", quote_tok(ps, t, q, sizeof q));
        return false;
    }
    if (w == 32 && !exact) {
        diag_span(ps, RSIG_MD_BAD_CONSTANT, span_of(t),
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
            diag_span(ps, RSIG_MD_BAD_CONSTANT, at,
                      "%s: 'true' and 'false' are i1 constants, not i%u",
                      quote_span(ps, at, q, sizeof q), w);
            v->kind = RSIG_MDV_BAD;
        }
    } else if (c->kind == RSIG_MDT_FLOAT || c->kind == RSIG_MDT_HEXFP) {
        diag_span(ps, RSIG_MD_BAD_CONSTANT, at, "floating point constant invalid for type i%u (%s)",
                  w, quote_span(ps, at, q, sizeof q));
        v->kind = RSIG_MDV_BAD;
    } else if (c->kind == RSIG_MDT_WORD && tok_is(ps, c, "null")) {
        diag_span(ps, RSIG_MD_BAD_CONSTANT, at, "null must be a pointer type, not i%u", w);
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
        diag_span(ps, RSIG_MD_BAD_CONSTANT, at,
                  "integer constant must have integer type: %s (a float constant needs a "
                  "'.', as in %.*s.0)",
                  quote_span(ps, at, q, sizeof q), (int)c->len, text_at(ps, c->off));
        v->kind = RSIG_MDV_BAD;
    } else if (c->kind == RSIG_MDT_WORD && !tok_is(ps, c, "undef") && !tok_is(ps, c, "poison") &&
               !tok_is(ps, c, "zeroinitializer")) {
        diag_span(ps, RSIG_MD_BAD_CONSTANT, at,
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
        diag_span(ps, RSIG_MD_BAD_CONSTANT, at,
                  "integer types wider than 64 bits are not supported here (%s)",
                  quote_span(ps, at, q, sizeof q));
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
 * The fast path's typed operands (md_fast.c): what rsig_md_operand_typed
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
        diag_span(ps, RSIG_MD_SYNTAX, at, "unexpected end of input: %s",
                  ps->nframes > 0 ? "missing '}'" : "the metadata definition is not finished");
        return;
    }
    switch (prev->kind) {
    case RSIG_MDT_MDNUM:
    case RSIG_MDT_MDNAME:
        if (ps->def_kind != 0 && prev->off == ps->def_tok.off) {
            diag_span(ps, RSIG_MD_SYNTAX, at, "expected '=' after %s, found %s",
                      quote_tok(ps, prev, p, sizeof p), found);
            return;
        }
        break;
    case RSIG_MDT_EQ:
        if (ps->nframes == 0 && ps->tv.depth == 0) {
            diag_span(ps, RSIG_MD_SYNTAX, at,
                      "expected a metadata node ('!{...}', 'distinct !{...}') after '=', "
                      "found %s",
                      found);
            return;
        }
        break;
    case RSIG_MDT_DISTINCT:
        diag_span(ps, RSIG_MD_SYNTAX, at, "expected a node after 'distinct', found %s", found);
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
                long d = diag_span(ps, RSIG_MD_SYNTAX, at,
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
            diag_span(ps, RSIG_MD_SYNTAX, at,
                      "expected an operand (!N, !\"string\", !{...}, null or a typed constant "
                      "such as i32 0), found %s",
                      found);
        else
            diag_span(ps, RSIG_MD_SYNTAX, at, "expected ',' or '}' after %s, found %s",
                      quote_tok(ps, prev, p, sizeof p), found);
        return;
    }
    if (ps->nframes == 0 && ps->def_kind == 0 && ps->tv.depth == 0 && ps->tv.ntop == 0)
        diag_span(ps, RSIG_MD_SYNTAX, at,
                  "expected a metadata definition ('!N = ...' or '!name = !{...}'), found %s",
                  found);
    else
        diag_span(ps, RSIG_MD_SYNTAX, at, "unexpected %s in metadata", found);
}

void rsig_md_too_deep(rsig_md_state *ps)
{
    ps->syntax_error = true;
    diag_span(ps, RSIG_LIMIT_NESTING, span_of(&ps->prev),
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
            diag_span(ps, RSIG_MD_BAD_CHAR, span_of(t),
                      "'!' must be followed by a node number, a name, a string or '{'");
        else
            diag_span(ps, RSIG_MD_BAD_CHAR, span_of(t), "unexpected character %s in metadata",
                      quote_tok(ps, t, q, sizeof q));
        break;
    case RSIG_MDTOK_ERR_NUMBER: {
        bool exp = false;
        for (uint32_t i = 0; i < t->len; i++)
            if (s[i] == 'e' || s[i] == 'E')
                exp = true;
        diag_span(ps, RSIG_MD_BAD_NUMBER, span_of(t), "malformed number %s%s",
                  quote_tok(ps, t, q, sizeof q),
                  exp ? " (a floating-point constant needs a '.': 1.0e5, not 1e5)" : "");
        break;
    }
    case RSIG_MDTOK_ERR_LINE:
        diag_span(ps, RSIG_MD_SYNTAX, span_of(t),
                  "a line starting with %s must be a metadata definition: expected '=' after it",
                  quote_tok(ps, t, q, sizeof q));
        break;
    case RSIG_MDTOK_ERR_STRING: {
        rsig_span at = {t->off, 1};
        diag_span(ps, RSIG_MD_BAD_STRING, at, "unterminated string: no closing '\"'");
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
    long d = diag_span(ps, RSIG_MD_REDEFINED, b->def, "metadata !%u is defined twice", b->number);
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
            diag_span(ps, RSIG_MD_UNDEFINED, v->at, "use of undefined metadata '!%u'", v->u.num);
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
    bool fast = !ps->ctx->md_general_only;
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
            diag_span(ps, RSIG_LIMIT_NESTING, span_of(&t),
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

/* ---- entries ------------------------------------------------------------ */

static uint32_t entry_count(const rsig_md_state *ps)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < ps->nrs_bodies; i++)
        n += ps->nodes[ps->rs_bodies[i]].count;
    return n;
}

/* Fills ps->entries with pointers to every operand of every !dx.rootsignatures line. */
static bool collect_entries(rsig_md_state *ps)
{
    uint32_t n = entry_count(ps);
    ps->entries = rsig_alloc_array(&ps->ctx->arena, n ? n : 1, sizeof *ps->entries);
    if (ps->entries == NULL)
        return false;
    for (uint32_t i = 0; i < ps->nrs_bodies; i++) {
        const rsig_md_node *b = &ps->nodes[ps->rs_bodies[i]];
        for (uint32_t j = 0; j < b->count; j++)
            ps->entries[ps->nentries++] = &b->ops[j];
    }
    return true;
}

static void describe_node(const rsig_md_state *ps, uint32_t node, char *buf, size_t n)
{
    const rsig_md_node *x = &ps->nodes[node];
    if (x->def.len)
        snprintf(buf, n, "!%u", x->number);
    else
        snprintf(buf, n, "an inline node");
}

/* What an operand is, for "found ..." in messages. */
static const char *describe(const rsig_md_state *ps, const rsig_md_value *v, char *buf, size_t n)
{
    switch (v->kind) {
    case RSIG_MDV_NULL: return "null";
    case RSIG_MDV_NODE: {
        const rsig_md_node *x = &ps->nodes[v->u.node];
        if (x->special) {
            /* its name: `!DIFile` of `!DIFile(...)` */
            const char *t = text_at(ps, x->at.off);
            uint32_t k = 0;
            while (k < x->at.len && k < 40 && t[k] != '(')
                k++;
            snprintf(buf, n, "the specialized node %.*s(...)", (int)k, t);
        }
        else if (x->def.len)
            snprintf(buf, n, "the node !%u", x->number);
        else
            snprintf(buf, n, "an inline node");
        return buf;
    }
    default: return quote_span(ps, v->at, buf, n);
    }
}

/* The entry's node if it has the {function, list, version} shape, else -1 (reported). */
static long entry_node(rsig_md_state *ps, const rsig_md_value *e)
{
    char q[64];
    if (e->kind == RSIG_MDV_BAD)
        return -1;
    if (e->kind != RSIG_MDV_NODE || ps->nodes[e->u.node].special) {
        diag_span(ps, RSIG_MD_ENTRY, e->at,
                  "each operand of !dx.rootsignatures must be a node {function, root "
                  "signature, version}; found %s",
                  describe(ps, e, q, sizeof q));
        return -1;
    }
    const rsig_md_node *n = &ps->nodes[e->u.node];
    if (n->count != 3) {
        char nm[32];
        describe_node(ps, e->u.node, nm, sizeof nm);
        diag_span(ps, RSIG_MD_ENTRY, n->at,
                  "a root signature entry is {function, root signature, version}; %s has %u "
                  "operand%s%s",
                  nm, n->count, n->count == 1 ? "" : "s",
                  n->count == 2 ? " (the form without a version predates LLVM 21: add one, "
                                  "for example i32 2 for 1.1)"
                                : "");
        return -1;
    }
    const rsig_md_value *f = n->ops;
    if (f->kind != RSIG_MDV_FUNC && f->kind != RSIG_MDV_NULL && f->kind != RSIG_MDV_NULLPTR) {
        if (f->kind != RSIG_MDV_BAD)
            diag_span(ps, RSIG_MD_ENTRY, f->at,
                      "the first operand of a root signature entry must be a function "
                      "(ptr @name) or null; found %s",
                      describe(ps, f, q, sizeof q));
        return -1;
    }
    return (long)e->u.node;
}

static const char *entry_function(const rsig_md_state *ps, uint32_t node)
{
    const rsig_md_value *f = ps->nodes[node].ops;
    return f->kind == RSIG_MDV_FUNC ? (f->u.str.s ? f->u.str.s : "") : "";
}

/* ---- decoding an entry into the AST -------------------------------------- */

typedef enum opkind { K_INT, K_FLOAT, K_VIS, K_FILTER, K_ADDR, K_CMP, K_BORDER } opkind;

typedef struct opspec {
    const char *name; /* as the DSL names the parameter */
    uint8_t kind;     /* opkind */
    int8_t field;     /* rsig_field, or -1 */
} opspec;

#define F(x) ((int8_t)RSIG_F_##x)
static const opspec ROOT_FLAGS_OPS[] = {{"flags", K_INT, -1}};
static const opspec CONSTANTS_OPS[] = {{"visibility", K_VIS, F(VISIBILITY)},
                                       {"register", K_INT, F(REGISTER)},
                                       {"space", K_INT, F(SPACE)},
                                       {"num32BitConstants", K_INT, F(NUM32)}};
static const opspec DESCRIPTOR_OPS[] = {{"visibility", K_VIS, F(VISIBILITY)},
                                        {"register", K_INT, F(REGISTER)},
                                        {"space", K_INT, F(SPACE)},
                                        {"flags", K_INT, F(FLAGS)}};
static const opspec TABLE_OPS[] = {{"visibility", K_VIS, F(VISIBILITY)}};
static const opspec RANGE_OPS[] = {{"numDescriptors", K_INT, F(NUMDESC)},
                                   {"register", K_INT, F(REGISTER)},
                                   {"space", K_INT, F(SPACE)},
                                   {"offset", K_INT, F(OFFSET)},
                                   {"flags", K_INT, F(FLAGS)}};
static const opspec SAMPLER_OPS[] = {
    {"filter", K_FILTER, F(FILTER)},         {"addressU", K_ADDR, F(ADDRESS_U)},
    {"addressV", K_ADDR, F(ADDRESS_V)},      {"addressW", K_ADDR, F(ADDRESS_W)},
    {"mipLODBias", K_FLOAT, F(MIP_LOD_BIAS)}, {"maxAnisotropy", K_INT, F(MAX_ANISOTROPY)},
    {"comparisonFunc", K_CMP, F(COMPARISON)}, {"borderColor", K_BORDER, F(BORDER_COLOR)},
    {"minLOD", K_FLOAT, F(MIN_LOD)},          {"maxLOD", K_FLOAT, F(MAX_LOD)},
    {"register", K_INT, F(REGISTER)},         {"space", K_INT, F(SPACE)},
    {"visibility", K_VIS, F(VISIBILITY)},     {"flags", K_INT, F(FLAGS)}};
#undef F

static const char *const OPERAND_LISTS[] = {
    "flags", "visibility, register, space, num32BitConstants",
    "visibility, register, space, flags", "visibility, then the range nodes",
    "numDescriptors, register, space, offset, flags",
    ("filter, addressU, addressV, addressW, mipLODBias, maxAnisotropy, comparisonFunc, "
     "borderColor, minLOD, maxLOD, register, space, visibility, flags")};

typedef struct decoder {
    rsig_md_state *ps;
    rootsig_signature *sig;
    uint32_t chain[4]; /* the nodes being decoded: entry, list, element, range */
    int nchain;
    uint32_t errors;
    rsig_span first_root_flags;
} decoder;

/* v as a tuple node for `what`, or -1 (reported). */
static long want_node(decoder *d, const rsig_md_value *v, rsig_diag_id id, const char *what)
{
    rsig_md_state *ps = d->ps;
    char q[64];
    if (v->kind == RSIG_MDV_BAD)
        return -1;
    if (v->kind != RSIG_MDV_NODE || ps->nodes[v->u.node].special) {
        diag_span(ps, id, v->at, "expected %s, found %s", what, describe(ps, v, q, sizeof q));
        return -1;
    }
    for (int i = 0; i < d->nchain; i++) {
        if (d->chain[i] == v->u.node) {
            char nm[32];
            describe_node(ps, v->u.node, nm, sizeof nm);
            long r = diag_span(ps, RSIG_MD_CYCLE, v->at,
                               "%s refers to itself: it is used as %s inside its own operands",
                               nm, what);
            rsig_note(ps->ctx, r, ps->src, ps->nodes[v->u.node].at.off,
                      ps->nodes[v->u.node].at.len, "%s is defined here", nm);
            return -1;
        }
    }
    return (long)v->u.node;
}

static bool enum_ok(opkind k, uint32_t v)
{
    switch (k) {
    case K_VIS: return rsig_kw_name(RSIG_KW_VISIBILITY, v) != NULL;
    case K_FILTER: return rsig_kw_name(RSIG_KW_FILTER, v) != NULL;
    case K_ADDR: return rsig_kw_name(RSIG_KW_ADDRESS, v) != NULL;
    case K_CMP: return rsig_kw_name(RSIG_KW_COMPARISON, v) != NULL;
    case K_BORDER: return rsig_kw_name(RSIG_KW_BORDER, v) != NULL;
    default: return true;
    }
}

static const char *enum_range(opkind k)
{
    switch (k) {
    case K_VIS: return "0 (SHADER_VISIBILITY_ALL) to 7 (SHADER_VISIBILITY_MESH)";
    case K_FILTER: return "a D3D12_FILTER value such as 85 (FILTER_ANISOTROPIC)";
    case K_ADDR: return "1 (TEXTURE_ADDRESS_WRAP) to 5 (TEXTURE_ADDRESS_MIRROR_ONCE)";
    case K_CMP: return "1 (COMPARISON_NEVER) to 8 (COMPARISON_ALWAYS)";
    case K_BORDER: return "0 (STATIC_BORDER_COLOR_TRANSPARENT_BLACK) to 4 "
                          "(STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)";
    default: return "";
    }
}

/* Reads operand idx of element `el` per spec into *out; marks the field given. */
static bool read_operand(decoder *d, const rsig_md_node *n, const char *el, uint32_t idx,
                         const opspec *spec, uint32_t *out, rsig_node_loc *loc)
{
    rsig_md_state *ps = d->ps;
    const rsig_md_value *v = &n->ops[idx];
    char q[64];
    if (v->kind == RSIG_MDV_BAD)
        return false;
    if (spec->kind == K_FLOAT) {
        if (v->kind != RSIG_MDV_FLOAT) {
            diag_span(ps, RSIG_MD_OPERAND_TYPE, v->at,
                      "operand %u of %s (%s) must be a float constant such as float "
                      "0.000000e+00; found %s",
                      idx, el, spec->name, describe(ps, v, q, sizeof q));
            return false;
        }
        if (v->flags & RSIG_MDF_INEXACT)
            diag_span(ps, RSIG_MD_TRUNCATED, v->at,
                      "%s is rounded to the nearest 32-bit float", quote_span(ps, v->at, q, sizeof q));
        *out = v->u.f;
    } else {
        if (v->kind != RSIG_MDV_INT) {
            diag_span(ps, RSIG_MD_OPERAND_TYPE, v->at,
                      "operand %u of %s (%s) must be an integer such as i32 0; found %s", idx,
                      el, spec->name, describe(ps, v, q, sizeof q));
            return false;
        }
        uint32_t x = (uint32_t)v->u.i;
        if (v->flags & RSIG_MDF_TRUNC)
            diag_span(ps, RSIG_MD_TRUNCATED, v->at,
                      "%s does not fit in i%u; LLVM silently truncates it, so %s is %u",
                      quote_span(ps, v->at, q, sizeof q), v->width, spec->name, x);
        else if (v->width > 32 && v->u.i > UINT32_MAX)
            diag_span(ps, RSIG_MD_TRUNCATED, v->at,
                      "%s does not fit in 32 bits; LLVM's reader keeps the low 32 bits, so %s "
                      "is %u",
                      quote_span(ps, v->at, q, sizeof q), spec->name, x);
        else if (v->width < 32 && (v->flags & RSIG_MDF_NEG))
            diag_span(ps, RSIG_MD_TRUNCATED, v->at,
                      "%s is zero-extended by LLVM's reader, so %s is %u, not a negative "
                      "number; write i32",
                      quote_span(ps, v->at, q, sizeof q), spec->name, x);
        if (!enum_ok((opkind)spec->kind, x)) {
            diag_span(ps, RSIG_MD_VALUE_RANGE, v->at,
                      "%s %u is out of range in %s; it must be %s", spec->name, x, el,
                      enum_range((opkind)spec->kind));
            return false;
        }
        *out = x;
    }
    if (loc && spec->field >= 0) {
        loc->given |= 1u << spec->field;
        loc->field[spec->field] = v->at;
    }
    return true;
}

/* Reads `count` operands from 1 on; false if any failed (all are checked). */
static bool read_operands(decoder *d, const rsig_md_node *n, const char *el,
                          const opspec *specs, uint32_t count, uint32_t *const *outs,
                          rsig_node_loc *loc)
{
    bool ok = true;
    for (uint32_t i = 0; i < count; i++)
        if (!read_operand(d, n, el, i + 1, &specs[i], outs[i], loc))
            ok = false;
    return ok;
}

static bool check_count(decoder *d, const rsig_md_node *n, const char *el, uint32_t want,
                        bool at_least, int list)
{
    uint32_t have = n->count - 1;
    if (at_least ? have >= want : have == want)
        return true;
    diag_span(d->ps, RSIG_MD_OPERAND_COUNT, n->at,
              "%s takes %s%u operand%s after its name (%s); this one has %u", el,
              at_least ? "at least " : "", want, want == 1 ? "" : "s", OPERAND_LISTS[list], have);
    return false;
}

static const char *const ELEMENTS[] = {"RootFlags", "RootConstants", "RootCBV", "RootSRV",
                                       "RootUAV", "DescriptorTable", "StaticSampler"};
static const char *const RANGES[] = {"SRV", "UAV", "CBV", "Sampler"}; /* rsig_range_type order */

static int find_name(const char *const *names, int count, const char *s, uint32_t len,
                     bool nocase)
{
    for (int i = 0; i < count; i++) {
        size_t n = strlen(names[i]);
        if (n != len)
            continue;
        size_t k = 0;
        for (; k < n; k++) {
            char a = names[i][k], b = s[k];
            if (nocase) {
                a = (char)(a >= 'A' && a <= 'Z' ? a + 32 : a);
                b = (char)(b >= 'A' && b <= 'Z' ? b + 32 : b);
            }
            if (a != b)
                break;
        }
        if (k == n)
            return i;
    }
    return -1;
}

/* The element's name (operand 0) or NULL (reported). */
static const rsig_md_value *element_name(decoder *d, const rsig_md_node *n, const char *what)
{
    rsig_md_state *ps = d->ps;
    char q[64];
    if (n->count == 0) {
        diag_span(ps, RSIG_MD_UNKNOWN_ELEMENT, n->at,
                  "an empty node is not %s: it starts with its name, as in !{!\"%s\", ...}",
                  what, strcmp(what, "a descriptor range") == 0 ? "CBV" : "RootCBV");
        return NULL;
    }
    const rsig_md_value *v = n->ops;
    if (v->kind == RSIG_MDV_BAD)
        return NULL;
    if (v->kind != RSIG_MDV_STRING || v->u.str.s == NULL) {
        diag_span(ps, RSIG_MD_UNKNOWN_ELEMENT, v->at,
                  "the first operand of %s must be its name, a string such as !\"%s\"; found %s",
                  what, strcmp(what, "a descriptor range") == 0 ? "CBV" : "RootCBV",
                  describe(ps, v, q, sizeof q));
        return NULL;
    }
    return v;
}

/*
 * Metadata states every flag. In 1.0 the only legal value is the one 1.0
 * implies (2, 3 or 1), which the AST expresses as "not given": then the
 * validator neither calls it redundant (that is meant for DSL text that
 * spells it out) nor does anything change in the bytes. Any other value
 * stays given, so the validator reports it at the operand.
 */
static void implied_flags(const decoder *d, rsig_node_loc *loc, uint32_t flags, uint32_t implied)
{
    if (d->sig->version == ROOTSIG_VERSION_1_0 && flags == implied)
        loc->given &= ~(1u << RSIG_F_FLAGS);
}

static void decode_range(decoder *d, uint32_t table_param, const rsig_md_value *rv)
{
    rsig_md_state *ps = d->ps;
    char q[64];
    long ni = want_node(d, rv, RSIG_MD_NOT_ELEMENT,
                        "a descriptor range node such as !{!\"CBV\", i32 1, i32 0, i32 0, "
                        "i32 -1, i32 4}");
    if (ni < 0)
        return;
    const rsig_md_node *n = &ps->nodes[ni];
    const rsig_md_value *name = element_name(d, n, "a descriptor range");
    if (name == NULL)
        return;
    int t = find_name(RANGES, 4, name->u.str.s, name->u.str.len, false);
    if (t < 0) {
        int e = find_name(ELEMENTS, 7, name->u.str.s, name->u.str.len, false);
        int ci = find_name(RANGES, 4, name->u.str.s, name->u.str.len, true);
        if (e >= 2 && e <= 4)
            diag_span(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                      "%s is a root descriptor; a descriptor range of a table is named "
                      "!\"%s\"",
                      quote_span(ps, name->at, q, sizeof q), ELEMENTS[e] + 4);
        else if (ci >= 0)
            diag_span(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                      "unknown descriptor range type %s (names are case-sensitive); did you "
                      "mean !\"%s\"?",
                      quote_span(ps, name->at, q, sizeof q), RANGES[ci]);
        else
            diag_span(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                      "unknown descriptor range type %s; a DescriptorTable holds !\"CBV\", "
                      "!\"SRV\", !\"UAV\" and !\"Sampler\" ranges",
                      quote_span(ps, name->at, q, sizeof q));
        return;
    }
    if (!check_count(d, n, RANGES[t], 5, false, 4))
        return;
    rsig_range tmp;
    memset(&tmp, 0, sizeof tmp);
    uint32_t *outs[] = {&tmp.num_descriptors, &tmp.base_register, &tmp.space, &tmp.offset,
                        &tmp.flags};
    d->chain[d->nchain++] = (uint32_t)ni;
    bool ok = read_operands(d, n, RANGES[t], RANGE_OPS, 5, outs, &tmp.loc);
    d->nchain--;
    if (!ok)
        return;
    rsig_range *r = rsig_param_add_range(ps->ctx, &d->sig->params[table_param],
                                         (rsig_range_type)t);
    if (r == NULL) {
        ps->oom = true;
        return;
    }
    tmp.type = (rsig_range_type)t;
    implied_flags(d, &tmp.loc, tmp.flags, t == RSIG_RANGE_SAMPLER ? 0x1 : 0x3);
    tmp.loc.at = n->at;
    tmp.loc.kw = name->at;
    *r = tmp;
}

static void decode_element(decoder *d, const rsig_md_value *ev)
{
    rsig_md_state *ps = d->ps;
    rootsig_signature *sig = d->sig;
    char q[64];
    long ni = want_node(d, ev, RSIG_MD_NOT_ELEMENT,
                        "a root signature element node such as !{!\"RootCBV\", i32 0, i32 0, "
                        "i32 0, i32 4}");
    if (ni < 0)
        return;
    const rsig_md_node *n = &ps->nodes[ni];
    const rsig_md_value *name = element_name(d, n, "a root signature element");
    if (name == NULL)
        return;
    int el = find_name(ELEMENTS, 7, name->u.str.s, name->u.str.len, false);
    if (el < 0) {
        int r = find_name(RANGES, 4, name->u.str.s, name->u.str.len, false);
        int ci = find_name(ELEMENTS, 7, name->u.str.s, name->u.str.len, true);
        if (r >= 0)
            diag_span(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                      "%s is a descriptor range and belongs inside a DescriptorTable%s%s%s",
                      quote_span(ps, name->at, q, sizeof q),
                      r == RSIG_RANGE_SAMPLER ? "" : "; a root descriptor is !\"Root",
                      r == RSIG_RANGE_SAMPLER ? "" : RANGES[r],
                      r == RSIG_RANGE_SAMPLER ? "" : "\"");
        else if (ci >= 0)
            diag_span(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                      "unknown root signature element %s (names are case-sensitive); did you "
                      "mean !\"%s\"?",
                      quote_span(ps, name->at, q, sizeof q), ELEMENTS[ci]);
        else
            diag_span(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                      "unknown root signature element %s; the elements are RootFlags, "
                      "RootConstants, RootCBV, RootSRV, RootUAV, DescriptorTable and "
                      "StaticSampler",
                      quote_span(ps, name->at, q, sizeof q));
        return;
    }
    const char *elname = ELEMENTS[el];
    d->chain[d->nchain++] = (uint32_t)ni;
    switch (el) {
    case 0: { /* RootFlags */
        uint32_t flags;
        uint32_t *outs[] = {&flags};
        if (!check_count(d, n, elname, 1, false, 0) ||
            !read_operands(d, n, elname, ROOT_FLAGS_OPS, 1, outs, NULL))
            break;
        rsig_span at = n->ops[1].at;
        if (sig->has_root_flags) {
            long r = diag_span(ps, RSIG_MD_DUPLICATE_ROOTFLAGS, name->at,
                               "a second RootFlags element: LLVM keeps the last one, so the "
                               "root flags are %u",
                               flags);
            rsig_note(ps->ctx, r, ps->src, d->first_root_flags.off, d->first_root_flags.len,
                      "the first RootFlags element is here");
        } else {
            d->first_root_flags = name->at;
        }
        sig->flags = flags;
        sig->has_root_flags = true;
        sig->root_flags_at = at;
        break;
    }
    case 1:   /* RootConstants */
    case 2:   /* RootCBV */
    case 3:   /* RootSRV */
    case 4: { /* RootUAV */
        rsig_param tmp;
        memset(&tmp, 0, sizeof tmp);
        uint32_t *outs[] = {&tmp.visibility, &tmp.reg, &tmp.space,
                            el == 1 ? &tmp.num32 : &tmp.flags};
        if (!check_count(d, n, elname, 4, false, el == 1 ? 1 : 2) ||
            !read_operands(d, n, elname, el == 1 ? CONSTANTS_OPS : DESCRIPTOR_OPS, 4, outs,
                           &tmp.loc))
            break;
        static const rsig_param_type types[] = {RSIG_PARAM_CONSTANTS, RSIG_PARAM_CBV,
                                                RSIG_PARAM_SRV, RSIG_PARAM_UAV};
        rsig_param *p = rsig_sig_add_param(ps->ctx, sig, types[el - 1]);
        if (p == NULL) {
            ps->oom = true;
            break;
        }
        tmp.type = types[el - 1];
        if (el != 1)
            implied_flags(d, &tmp.loc, tmp.flags, 0x2);
        tmp.loc.at = n->at;
        tmp.loc.kw = name->at;
        *p = tmp;
        break;
    }
    case 5: { /* DescriptorTable */
        rsig_param tmp;
        memset(&tmp, 0, sizeof tmp);
        uint32_t *outs[] = {&tmp.visibility};
        if (!check_count(d, n, elname, 1, true, 3) ||
            !read_operands(d, n, elname, TABLE_OPS, 1, outs, &tmp.loc))
            break;
        rsig_param *p = rsig_sig_add_param(ps->ctx, sig, RSIG_PARAM_TABLE);
        if (p == NULL) {
            ps->oom = true;
            break;
        }
        tmp.type = RSIG_PARAM_TABLE;
        tmp.loc.at = n->at;
        tmp.loc.kw = name->at;
        *p = tmp;
        if (n->count > 2 && !rsig_param_reserve(ps->ctx, p, n->count - 2)) {
            ps->oom = true;
            break;
        }
        uint32_t pi = sig->nparams - 1;
        for (uint32_t i = 2; i < n->count && !rsig_diag_stopped(ps->ctx); i++)
            decode_range(d, pi, &n->ops[i]);
        break;
    }
    case 6: { /* StaticSampler */
        if (n->count - 1 != 14) {
            if (n->count - 1 == 13) {
                diag_span(ps, RSIG_MD_LLVM21_SAMPLER, n->at,
                          "this StaticSampler has 13 operands after its name, the LLVM 21 form "
                          "without flags (read as flags 0); LLVM 22 expects 14 and rejects it");
            } else {
                check_count(d, n, elname, 14, false, 5);
                break;
            }
        }
        rsig_sampler tmp;
        memset(&tmp, 0, sizeof tmp);
        uint32_t *outs[] = {&tmp.filter,     &tmp.address_u,    &tmp.address_v,
                            &tmp.address_w,  &tmp.mip_lod_bias, &tmp.max_anisotropy,
                            &tmp.comparison, &tmp.border_color, &tmp.min_lod,
                            &tmp.max_lod,    &tmp.reg,          &tmp.space,
                            &tmp.visibility, &tmp.flags};
        if (!read_operands(d, n, elname, SAMPLER_OPS, n->count - 1, outs, &tmp.loc))
            break;
        rsig_sampler *s = rsig_sig_add_sampler(ps->ctx, sig);
        if (s == NULL) {
            ps->oom = true;
            break;
        }
        tmp.loc.at = n->at;
        tmp.loc.kw = name->at;
        *s = tmp;
        break;
    }
    }
    d->nchain--;
}

/*
 * Room in the signature for the elements the list names: one allocation per
 * array at its final size. A count can only be too high (an element that
 * turns out malformed), never too low for the arrays to grow as usual.
 */
static bool reserve_elements(decoder *d, const rsig_md_node *list)
{
    const rsig_md_state *ps = d->ps;
    uint32_t params = 0, samplers = 0;
    for (uint32_t i = 0; i < list->count; i++) {
        const rsig_md_value *e = &list->ops[i];
        if (e->kind != RSIG_MDV_NODE || ps->nodes[e->u.node].count == 0)
            continue;
        const rsig_md_value *name = ps->nodes[e->u.node].ops;
        if (name->kind != RSIG_MDV_STRING)
            continue;
        if (name->u.str.len == 13 && memcmp(name->u.str.s, "StaticSampler", 13) == 0)
            samplers++;
        else if (!(name->u.str.len == 9 && memcmp(name->u.str.s, "RootFlags", 9) == 0))
            params++;
    }
    return rsig_sig_reserve(ps->ctx, d->sig, params, samplers);
}

/*
 * Decodes entry e (already known to have the entry shape) into a new
 * signature; NULL if anything was wrong (reported).
 */
static rootsig_signature *decode_entry(rsig_md_state *ps, uint32_t entry, uint32_t want_version)
{
    const rsig_md_node *en = &ps->nodes[entry];
    const rsig_md_value *list = &en->ops[1];
    const rsig_md_value *ver = &en->ops[2];
    size_t errors = ps->ctx->errors;
    char q[64];
    uint32_t version = 0;
    if (ver->kind == RSIG_MDV_INT && ver->u.i >= 1 && ver->u.i <= 3) {
        version = (uint32_t)ver->u.i;
    } else if (ver->kind != RSIG_MDV_BAD) {
        diag_span(ps, RSIG_MD_VERSION, ver->at,
                  "the root signature version must be i32 1 (1.0), i32 2 (1.1) or i32 3 (1.2); "
                  "found %s",
                  describe(ps, ver, q, sizeof q));
    }
    if (version && want_version && version != want_version) {
        diag_span(ps, RSIG_MD_VERSION_MISMATCH, ver->at,
                  "this root signature is version 1.%u but version 1.%u was asked for; "
                  "converting between versions is not supported",
                  version - 1, want_version - 1);
        version = 0;
    }
    decoder d;
    memset(&d, 0, sizeof d);
    d.ps = ps;
    d.chain[d.nchain++] = entry;
    long li = want_node(&d, list, RSIG_MD_ENTRY,
                        "the root signature: a node listing its elements, such as !{!2, !3}");
    d.sig = rsig_sig_new(ps->ctx, ps->src, version ? version : ROOTSIG_VERSION_1_1);
    if (d.sig == NULL) {
        ps->oom = true;
        return NULL;
    }
    if (li >= 0) {
        const rsig_md_node *ln = &ps->nodes[li];
        if (!reserve_elements(&d, ln)) {
            ps->oom = true;
            return NULL;
        }
        d.chain[d.nchain++] = (uint32_t)li;
        for (uint32_t i = 0; i < ln->count && !rsig_diag_stopped(ps->ctx) && !ps->oom; i++)
            decode_element(&d, &ln->ops[i]);
    }
    if (ps->oom || ps->ctx->errors != errors || version == 0)
        return NULL;
    return d.sig;
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
    if (!collect_entries(ps))
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
            chosen = entry_node(&ps, ps.entries[i]);
            if (chosen < 0)
                return finish(ctx, &ps, errors);
        } else {
            const rsig_md_value *e = ps.entries[i];
            /* Only well-formed entries can match; others are reported if nothing does. */
            if (e->kind != RSIG_MDV_NODE || ps.nodes[e->u.node].special ||
                ps.nodes[e->u.node].count != 3)
                continue;
            const rsig_md_value *f = ps.nodes[e->u.node].ops;
            bool match = (f->kind == RSIG_MDV_FUNC && f->u.str.s && strcmp(f->u.str.s, entry) == 0) ||
                         ((f->kind == RSIG_MDV_NULL || f->kind == RSIG_MDV_NULLPTR) && entry[0] == 0);
            if (match)
                chosen = entry_node(&ps, e);
        }
    }
    if (chosen < 0) {
        if (ps.nentries == 0) {
            diag_span(&ps, RSIG_MD_NO_ENTRY, ps.rs_at, "!dx.rootsignatures has no entries");
        } else {
            rsig_buf b;
            rsig_buf_init(&b, &ctx->arena);
            uint32_t shown = 0;
            for (uint32_t i = 0; i < ps.nentries && shown < 8; i++) {
                const rsig_md_value *e = ps.entries[i];
                if (e->kind != RSIG_MDV_NODE || ps.nodes[e->u.node].special ||
                    ps.nodes[e->u.node].count != 3)
                    continue;
                const char *fn = entry_function(&ps, e->u.node);
                rsig_buf_printf(&b, "%s%s%s", shown ? ", " : "", fn[0] ? "@" : "",
                                fn[0] ? fn : "null");
                shown++;
            }
            diag_span(&ps, RSIG_MD_NO_ENTRY, ps.rs_at,
                      "no root signature entry for %s%s; the entries are for: %s",
                      entry[0] ? "function @" : "a null function", entry,
                      b.data && shown ? b.data : "(no well-formed entry)");
        }
        return finish(ctx, &ps, errors);
    }
    uint32_t want = options ? (uint32_t)options->version : 0;
    rootsig_signature *sig = decode_entry(&ps, (uint32_t)chosen, want);
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
        long e = entry_node(&ps, ps.entries[i]);
        names[i] = e >= 0 ? entry_function(&ps, (uint32_t)e) : "";
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
        long e = entry_node(&ps, ps.entries[i]);
        names[i] = e >= 0 ? entry_function(&ps, (uint32_t)e) : "";
        out[i] = e >= 0 && !rsig_diag_stopped(ctx) ? decode_entry(&ps, (uint32_t)e, want) : NULL;
    }
    if (ps.oom || ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    if (ps.nentries == 0)
        diag_span(&ps, RSIG_MD_NO_ENTRY, ps.rs_at, "!dx.rootsignatures has no entries");
    *count = ps.nentries;
    *sigs = out;
    if (functions)
        *functions = names;
    return finish(ctx, &ps, errors);
}
