/*
 * floats.c: the LLVM-metadata front end's float constants (`float
 * 0.000000e+00`, `double 0x3FF0000000000000`), read the way LLVM 22 reads
 * them: a decimal constant needs a '.', a hexadecimal one is the sixteen
 * digits of a double, and a `float` must be exactly representable.
 */
#include <float.h>
#include <math.h>
#include <string.h>

#include "parse_metadata.h"
#include "bytes.h"

/* A table: a float constant is sixteen hex digits, and branches per digit cost thrice. */
#define H16(c) c, c, c, c, c, c, c, c, c, c, c, c, c, c, c, c
const signed char rsig_md_hex_digit[256] = {
    H16(-1), H16(-1), H16(-1),
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -1, -1, -1, -1, -1, -1,             /* '0'..'9' */
    -1, 10, 11, 12, 13, 14, 15, -1, -1, -1, -1, -1, -1, -1, -1, -1,   /* 'A'..'F' */
    H16(-1),
    -1, 10, 11, 12, 13, 14, 15, -1, -1, -1, -1, -1, -1, -1, -1, -1,   /* 'a'..'f' */
    H16(-1), H16(-1), H16(-1), H16(-1), H16(-1), H16(-1), H16(-1), H16(-1), H16(-1)};
#undef H16

static double double_of_bits(uint64_t b)
{
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

/*
 * The constant s of len bytes if it has the form clang prints every other
 * float in, printf's %e: -?D.DDDDDDe[+-]DD (the whole token, as the lexer
 * cut it). Its significand, seven digits, and the power of
 * ten, at most 22 either way, are exact doubles, so one multiplication or
 * division rounds once, as strtod does (Clinger's fast path): the same
 * double, without strtod (half the reading of a module's decimal
 * constants). Needs arithmetic in double itself (FLT_EVAL_METHOD 0, as on
 * x86-64 and AArch64); false elsewhere, and for any other form.
 */
static bool is_dec(unsigned char c)
{
    return (unsigned)(c - '0') < 10u;
}

static bool decimal_e(const char *s, uint32_t len, double *d)
{
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD == 0
    static const double tens[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                    1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                    1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    bool neg = s[0] == '-';
    const unsigned char *p = (const unsigned char *)s + neg;
    if (len != 12u + neg || !is_dec(p[0]) || p[1] != '.')
        return false;
    uint32_t m = (uint32_t)(p[0] - '0');
    for (int i = 2; i < 8; i++) {
        if (!is_dec(p[i]))
            return false;
        m = m * 10 + (uint32_t)(p[i] - '0');
    }
    if (p[8] != 'e' || (p[9] != '+' && p[9] != '-') || !is_dec(p[10]) || !is_dec(p[11]))
        return false;
    int e = (p[10] - '0') * 10 + (p[11] - '0');
    e = (p[9] == '-' ? -e : e) - 6;
    if (e < -22 || e > 22)
        return false;
    double x = e >= 0 ? (double)m * tens[e] : (double)m / tens[-e];
    *d = neg ? -x : x;
    return true;
#else
    (void)s;
    (void)len;
    (void)d;
    return false;
#endif
}

/*
 * A float constant for type `float` (width 32) or `double` (64). Decimal
 * needs a '.'; hex is the bits of a double. For `float` the value must be
 * exactly representable (LLVM: "floating point constant invalid for type");
 * a `double` is rounded to binary32 (RSIG_MDF_INEXACT if that changed it).
 * No diagnostic: the reason for failing, and in *rounded the double of the
 * float it rounds to, for read_float's message. Here: the double of bits
 * dbits for width w, once the constant is read.
 */
static int float_of_bits(uint64_t dbits, uint32_t w, rsig_md_value *v, uint64_t *rounded)
{
    double d = double_of_bits(dbits);
    uint32_t fbits;
    bool exact;
    if (isnan(d)) {
        /* Widening keeps the payload: the float exists iff the low 29 bits are 0. */
        uint64_t mant = dbits & 0xFFFFFFFFFFFFFull;
        exact = (mant & 0x1FFFFFFFu) == 0;
        fbits = (uint32_t)(dbits >> 63) << 31 | 0x7F800000u | (uint32_t)(mant >> 29);
        *rounded = dbits & ~(uint64_t)0x1FFFFFFF;
        if (!exact && w == 64)
            fbits |= 0x400000u; /* rounded: a quiet NaN */
    } else if (isinf(d) || fabs(d) <= (double)FLT_MAX) {
        float f = (float)d;
        fbits = rsig_f32_bits(f);
        exact = (double)f == d;
        double back = (double)f;
        memcpy(rounded, &back, sizeof *rounded);
    } else {
        return RSIG_MD_FLOAT_RANGE;
    }
    if (w == 32 && !exact)
        return RSIG_MD_FLOAT_INEXACT;
    memset(v, 0, sizeof *v);
    v->kind = RSIG_MDV_FLOAT;
    v->width = w & 0x7Fu;
    v->u.f = fbits;
    v->flags = exact ? 0 : RSIG_MDF_INEXACT;
    return RSIG_MD_FLOAT_OK;
}

int rsig_md_float_quick(const char *s, uint32_t len, bool hex, uint32_t w, rsig_md_value *v)
{
    uint64_t dbits = 0, rounded;
    double d;
    if (hex) {
        if (len < 3 || rsig_md_hexval(s[2]) < 0)
            return -1;
        for (uint32_t i = 2; i < len; i++) {
            if (dbits >> 60)
                return RSIG_MD_FLOAT_HEX_LONG;
            dbits = dbits << 4 | (uint64_t)rsig_md_hexval(s[i]);
        }
    } else if (decimal_e(s, len, &d)) {
        memcpy(&dbits, &d, sizeof dbits);
    } else {
        return -1;
    }
    return float_of_bits(dbits, w, v, &rounded);
}

int rsig_md_float_read(rootsig_ctx *ctx, const char *s, uint32_t len, bool hex, uint32_t w,
                       rsig_md_value *v, uint64_t *rounded)
{
    uint64_t dbits = 0;
    if (hex) {
        if (rsig_md_hexval(s[2]) < 0)
            return RSIG_MD_FLOAT_HEX_KIND;
        for (uint32_t i = 2; i < len; i++) {
            if (dbits >> 60)
                return RSIG_MD_FLOAT_HEX_LONG;
            dbits = dbits << 4 | (uint64_t)rsig_md_hexval(s[i]);
        }
    } else {
        double d;
        if (decimal_e(s, len, &d)) {
            memcpy(&dbits, &d, sizeof dbits);
        } else {
            char *end = NULL;
            bool range_error = false;
            d = rsig_strtod(ctx, s, &end, &range_error); /* LLVM too: overflow is inf */
            if (end != s + len)
                return RSIG_MD_FLOAT_MALFORMED;
            memcpy(&dbits, &d, sizeof dbits);
        }
    }
    return float_of_bits(dbits, w, v, rounded);
}
