/*
 * sse2_string.h: strlen and memchr sixteen bytes at a time (SSE2, x86-64),
 * as static functions: src/cli/musl_string.c makes them the program's own
 * strlen and memchr on musl, tests/unit/test_sse2_string.c checks them
 * against the C library's.
 *
 * Both read whole aligned 16-byte blocks, so never a byte of a page the
 * string or buffer does not reach: a block's bytes share one page. They
 * may read bytes of the block before the start and after the end (an
 * address sanitizer would say so; the program on musl is never sanitized).
 */
#ifndef RSIG_SSE2_STRING_H
#define RSIG_SSE2_STRING_H

#include <emmintrin.h>
#include <stddef.h>
#include <stdint.h>

/* The aligned 16-byte block holding address a. */
static inline const __m128i *rsig_sse2_block(uintptr_t a)
{
    return (const __m128i *)(a & ~(uintptr_t)15);
}

static inline size_t rsig_sse2_strlen(const char *s)
{
    const __m128i zero = _mm_setzero_si128();
    uintptr_t a = (uintptr_t)s, off = a & 15;
    const __m128i *b = rsig_sse2_block(a);
    /* the first block: the bytes before s do not count */
    unsigned mask = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_load_si128(b), zero)) >> off;
    if (mask)
        return (size_t)__builtin_ctz(mask);
    for (;;) {
        b++;
        mask = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_load_si128(b), zero));
        if (mask)
            return (size_t)((uintptr_t)b - a) + (size_t)__builtin_ctz(mask);
    }
}

static inline void *rsig_sse2_memchr(const void *p, int c, size_t n)
{
    if (n == 0)
        return NULL;
    const __m128i want = _mm_set1_epi8((char)c);
    uintptr_t a = (uintptr_t)p, off = a & 15;
    const __m128i *b = rsig_sse2_block(a);
    /* the first block: the bytes before p do not count */
    unsigned mask = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_load_si128(b), want)) &
                    (0xffffu << off);
    size_t base = 0; /* the block's first byte is at p + base - off */
    for (;;) {
        if (mask) {
            size_t at = base + (size_t)__builtin_ctz(mask) - off; /* from p */
            return at < n ? (void *)(a + at) : NULL;
        }
        base += 16;
        if (base - off >= n)
            return NULL;
        b++;
        mask = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_load_si128(b), want));
    }
}

#endif
