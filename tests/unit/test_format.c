/*
 * test_format.c: rsig_vformat (src/support/buf.c), the formatter that
 * diagnostics are written with. Its contract is vsnprintf's, so the C
 * library is the oracle: every format below is written by both into buffers
 * of every size from none to one byte more than the text, and the results
 * (the returned length, the bytes, the NUL and the bytes after it) must be
 * equal. The conversions it writes itself (%s, %.*s, %c, %d, %i, %u, %x,
 * %X, %%, with l, ll or z) and those it hands to vsnprintf (widths, flags,
 * %g, %p) are both covered, as is a message that is cut short.
 */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"

static int ours(char *buf, size_t n, const char *fmt, ...) RSIG_PRINTF(3, 4);
static int ours(char *buf, size_t n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = rsig_vformat(buf, n, fmt, ap);
    va_end(ap);
    return r;
}

/*
 * Both formatters into every buffer size up to the text's length + 1 (and
 * a NULL buffer of size 0); the buffers start filled with '#' so that a
 * stray write shows.
 */
#define SAME(...)                                                                          \
    do {                                                                                   \
        char want[512], got[512];                                                          \
        int full = snprintf(NULL, 0, __VA_ARGS__);                                         \
        cr_assert_geq(full, 0);                                                            \
        cr_assert_lt(full, 500);                                                           \
        cr_assert_eq(ours(NULL, 0, __VA_ARGS__), full, "size 0: %s", #__VA_ARGS__);        \
        for (size_t n = 0; n <= (size_t)full + 1; n++) {                                   \
            memset(want, '#', sizeof want);                                                \
            memset(got, '#', sizeof got);                                                  \
            int a = snprintf(want, n, __VA_ARGS__);                                        \
            int b = ours(got, n, __VA_ARGS__);                                             \
            cr_assert_eq(b, a, "%s: size %zu returned %d, not %d", #__VA_ARGS__, n, b, a); \
            cr_assert_eq(memcmp(got, want, sizeof want), 0, "%s: size %zu wrote \"%s\"",    \
                         #__VA_ARGS__, n, n ? got : "");                                   \
        }                                                                                  \
    } while (0)

Test(format, plain_text)
{
    SAME("%s", "");
    SAME("no conversion at all");
    SAME("%s", "one string");
    SAME("100%% sure, %s%%", "twice");
    SAME("%%%%");
}

Test(format, strings)
{
    SAME("%s [%s] is visible only to the %s stage", "DescriptorTable", "3", "PIXEL");
    SAME("'%.*s'", 4, "SRV(t0)");
    SAME("'%.*s'", 0, "SRV(t0)");
    SAME("'%.*s...'", 37, "short");
    SAME("'%.*s'", -1, "a negative precision is none");
    SAME("%c%u", 't', 4u);
    SAME("[%c]", 'x');
}

Test(format, integers)
{
    SAME("%u %u %u", 0u, 7u, UINT_MAX);
    SAME("%d %d %d %d", 0, -1, INT_MIN, INT_MAX);
    SAME("%i", -42);
    SAME("%x %X %x", 0u, 0xDEADBEEFu, 0x80000000u);
    SAME("%lu %ld %lx", ULONG_MAX, LONG_MIN, 0xABCDEFUL);
    SAME("%llu %lld %llx", ULLONG_MAX, LLONG_MIN, 0x123456789ABCDEFULL);
    SAME("%zu %zx", SIZE_MAX, (size_t)255);
    SAME("%zd", (ptrdiff_t)-5);
    SAME("the limit is %u; %d left, %llu bytes", 1000u, -3, 18446744073709551615ULL);
}

/* Conversions it does not write itself: vsnprintf writes the whole format. */
Test(format, handed_over)
{
    SAME("%s: %08x", "NaN (bits", 0x7FC00000u);
    SAME("byte 0x%02X in %s", 7u, "a word");
    SAME("%.*g then %s", 9, 3.25, "more");
    SAME("%5s|%-5d|%+d", "ab", 3, 4);
    SAME("%.3s", "abcdef");
    SAME("%hhu %hu", (unsigned char)200, (unsigned short)60000);
    SAME("%s %p", "pointer", (void *)0);
    SAME("%.*d", 3, 7); /* a precision on a number */
}

/* A message longer than the buffers diagnostics use is cut as vsnprintf cuts it. */
Test(format, cut_short)
{
    char big[400];
    memset(big, 'a', sizeof big - 1);
    big[sizeof big - 1] = 0;
    SAME("%s and %u more", big, 12u);
    char want[64], got[64];
    int a = snprintf(want, sizeof want, "%s%s", big, big);
    int b = ours(got, sizeof got, "%s%s", big, big);
    cr_assert_eq(a, b);
    cr_assert_str_eq(got, want);
}
