/*
 * The program on musl's strlen, memchr, memcpy, memmove and memset
 * (src/cli/sse2_string.h) against the C library's: every alignment,
 * lengths across several blocks, every byte value, and strings and buffers
 * that end on the last byte of a page followed by one that may not be read
 * (a read past the block would fault).
 */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include <criterion/criterion.h>
#include <string.h>

#if defined(__x86_64__)
#include <sys/mman.h>
#include <unistd.h>

#include "../../src/cli/sse2_string.h"

/* xorshift: the same bytes every run */
static uint32_t next(uint32_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 17;
    *s ^= *s << 5;
    return *s;
}

Test(sse2_string, strlen_at_every_alignment_and_length)
{
    static char buf[512] __attribute__((aligned(64)));
    uint32_t seed = 12345;
    for (size_t off = 0; off < 32; off++) {
        for (size_t len = 0; len < 200; len++) {
            memset(buf, 'x', sizeof buf); /* no NUL before or after but the one */
            for (size_t i = 0; i < len; i++)
                buf[off + i] = (char)(1 + next(&seed) % 255);
            buf[off + len] = 0;
            cr_assert_eq(rsig_sse2_strlen(buf + off), len, "offset %zu, length %zu", off, len);
        }
    }
}

Test(sse2_string, memchr_at_every_alignment_length_and_byte)
{
    static unsigned char buf[512] __attribute__((aligned(64)));
    uint32_t seed = 777;
    for (size_t i = 0; i < sizeof buf; i++)
        buf[i] = (unsigned char)next(&seed);
    for (size_t off = 0; off < 32; off++) {
        for (size_t n = 0; n < 120; n++) {
            for (int c = -1; c < 257; c += 1) {
                void *want = memchr(buf + off, c, n);
                void *got = rsig_sse2_memchr(buf + off, c, n);
                cr_assert_eq(got, want, "offset %zu, n %zu, byte %d", off, n, c);
            }
        }
    }
}

/* Every length to 300 and around 4 KB (where rep movsb / rep stosb take over), at 16 offsets. */
static const size_t copy_lengths[] = {0, 300, 4000, 4200};

Test(sse2_string, memcpy_and_memset_write_their_bytes_and_no_other)
{
    static unsigned char src[4400], want[4400], got[4400];
    uint32_t seed = 99;
    for (size_t i = 0; i < sizeof src; i++)
        src[i] = (unsigned char)next(&seed);
    for (size_t r = 0; r < 2; r++) {
        for (size_t n = copy_lengths[2 * r]; n <= copy_lengths[2 * r + 1]; n++) {
            for (size_t off = 0; off < 16; off++) {
                memset(want, 0xa5, sizeof want);
                memset(got, 0xa5, sizeof got);
                memcpy(want + off, src + (n & 15), n);
                cr_assert_eq(rsig_sse2_memcpy(got + off, src + (n & 15), n), got + off);
                cr_assert(memcmp(got, want, sizeof got) == 0, "memcpy: offset %zu, n %zu", off, n);
                memset(want + off, (int)n, n);
                cr_assert_eq(rsig_sse2_memset(got + off, (int)n, n), got + off);
                cr_assert(memcmp(got, want, sizeof got) == 0, "memset: offset %zu, n %zu", off, n);
            }
        }
    }
}

Test(sse2_string, memmove_of_overlapping_ranges_either_way)
{
    static unsigned char buf[4600], want[4600];
    uint32_t seed = 5;
    for (size_t n = 0; n <= 4200; n = n < 300 ? n + 1 : n + 97) {
        for (int shift = -40; shift <= 40; shift += 3) {
            for (size_t i = 0; i < sizeof buf; i++)
                buf[i] = want[i] = (unsigned char)next(&seed);
            size_t from = 100, to = (size_t)((int)from + shift);
            memmove(want + to, want + from, n);
            cr_assert_eq(rsig_sse2_memmove(buf + to, buf + from, n), buf + to);
            cr_assert(memcmp(buf, want, sizeof buf) == 0, "memmove: n %zu, shift %d", n, shift);
        }
    }
}

/* The last bytes of a page whose next page cannot be read. */
static unsigned char *page_end(size_t *page)
{
    long ps = sysconf(_SC_PAGESIZE);
    cr_assert_gt(ps, 0);
    *page = (size_t)ps;
    unsigned char *p = mmap(NULL, 2 * *page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                            -1, 0);
    cr_assert_neq(p, MAP_FAILED);
    cr_assert_eq(mprotect(p + *page, *page, PROT_NONE), 0);
    return p;
}

Test(sse2_string, stops_at_the_end_of_a_readable_page)
{
    size_t page;
    unsigned char *p = page_end(&page);
    memset(p, 'a', page);
    for (size_t len = 0; len < 70; len++) {
        /* a string whose NUL is the page's last byte */
        char *s = (char *)p + page - 1 - len;
        s[len] = 0;
        cr_assert_eq(rsig_sse2_strlen(s), len);
        s[len] = 'a';
        /* a buffer that ends with the page, the byte absent, then as its last byte */
        unsigned char *b = p + page - len;
        cr_assert_null(rsig_sse2_memchr(b, 'z', len));
        if (len) {
            b[len - 1] = 'z';
            cr_assert_eq(rsig_sse2_memchr(b, 'z', len), b + len - 1);
            b[len - 1] = 'a';
        }
    }
    munmap(p, 2 * page);
}

#else

Test(sse2_string, x86_64_only)
{
    cr_skip_test("sse2_string.h is for x86-64");
}

#endif
