/*
 * numbers.c: the DSL's number tokens as the AST stores them: unsigned
 * integers (registers, counts, spaces) and binary32 floats, with the
 * messages for values no 32-bit field can hold.
 */
#include <float.h>
#include <math.h>
#include <string.h>

#include "dsl.h"
#include "parse_dsl.h"
#include "bytes.h"

/*
 * Decimal digits to u32. Leading zeros are decimal (as DXC reads them), with
 * a warning because clang reads them as octal.
 */
bool rsig_dsl_parse_u32(rsig_dsl_state *ps, const rsig_token *t, uint32_t skip, uint32_t *out)
{
    const char *s = rsig_dsl_text(ps, t) + skip;
    uint32_t n = t->len - skip;
    uint64_t v = 0;
    uint32_t i = 0;
    if (n <= 9) /* nine digits cannot pass UINT32_MAX: no overflow test per digit */
        for (; i < n; i++)
            v = v * 10 + (uint64_t)(s[i] - '0');
    for (; i < n; i++) {
        v = v * 10 + (uint64_t)(s[i] - '0');
        if (v > UINT32_MAX) {
            rsig_dsl_diag(ps, RSIG_INT_RANGE, t,
                    "integer %.*s is too large; the largest 32-bit unsigned value is 4294967295",
                    (int)(n > 30 ? 30 : n), s);
            return false;
        }
    }
    if (n > 1 && s[0] == '0') {
        bool octal_ok = true;
        uint64_t oct = 0;
        for (uint32_t k = 0; k < n; k++) {
            if (s[k] > '7')
                octal_ok = false;
            else if (oct <= UINT32_MAX)
                oct = oct * 8 + (uint64_t)(s[k] - '0');
        }
        if (octal_ok && oct != v)
            rsig_dsl_diag(ps, RSIG_OCTAL_LOOKALIKE, t,
                    "'%.*s' has a leading zero: read as decimal %u here, but clang reads it as "
                    "octal %llu",
                    (int)n, s, (unsigned)v, (unsigned long long)oct);
        else if (!octal_ok)
            rsig_dsl_diag(ps, RSIG_OCTAL_LOOKALIKE, t,
                    "'%.*s' has a leading zero: read as decimal %u here, but clang rejects it "
                    "as an invalid octal constant",
                    (int)n, s, (unsigned)v);
    }
    *out = (uint32_t)v;
    return true;
}

/*
 * A number as binary32, the way both references do it: the literal is first
 * rounded to a double, then the double to a float (two roundings; the bytes
 * depend on that). Integers convert directly; -0 is +0.0.
 */
bool rsig_dsl_number_to_float(rsig_dsl_state *ps, uint32_t *bits)
{
    const rsig_token *t = &ps->num;
    bool neg = ps->sign.kind == RSIG_T_MINUS;
    rsig_token whole = *t;
    if (ps->sign.kind) {
        whole.off = ps->sign.off;
        whole.len = t->off + t->len - ps->sign.off;
    }
    if (t->kind == RSIG_T_INT) {
        uint64_t v = 0;
        const char *s = rsig_dsl_text(ps, t);
        for (uint32_t i = 0; i < t->len; i++) {
            v = v * 10 + (uint64_t)(s[i] - '0');
            if (v > (neg ? 2147483648u : UINT32_MAX)) {
                rsig_dsl_diag(ps, RSIG_INT_RANGE, &whole,
                        neg ? "integer is too small; negative integers go down to -2147483648 "
                              "(write a float literal for larger magnitudes)"
                            : "integer is too large; the largest 32-bit unsigned value is "
                              "4294967295 (write a float literal for larger values)");
                return false;
            }
        }
        float f = v == 0 ? 0.0f : (float)(neg ? -(double)v : (double)v);
        *bits = rsig_f32_bits(f);
        return true;
    }
    /* Float literal: strtod on our NUL-terminated copy, stopping before an f suffix. */
    const char *s = rsig_dsl_text(ps, t);
    uint32_t n = t->len;
    if (n && (s[n - 1] == 'f' || s[n - 1] == 'F'))
        n--;
    char *end = NULL;
    bool range_error = false;
    double d = rsig_strtod(ps->ctx, s, &end, &range_error);
    if (end != s + n) {
        rsig_dsl_diag(ps, RSIG_BAD_NUMBER, t, "malformed number");
        return false;
    }
    if (neg)
        d = -d;
    if (range_error && fabs(d) < 1.0) {
        rsig_dsl_diag(ps, RSIG_FLOAT_RANGE, &whole,
                "float literal is too small in magnitude to be represented (underflow)");
        return false;
    }
    if (range_error || fabs(d) > (double)FLT_MAX) {
        rsig_dsl_diag(ps, RSIG_FLOAT_RANGE, &whole,
                "float literal is too large for a 32-bit float (the largest is 3.4028234663852886e+38)");
        return false;
    }
    *bits = rsig_f32_bits((float)d);
    return true;
}

