/*
 * sse2_string.h: strlen, memchr, memcpy, memmove and memset sixteen bytes at a time
 * (SSE2, x86-64), as static functions: src/cli/musl_string.c makes them the
 * program's own on musl, tests/unit/test_sse2_string.c checks them against
 * the C library's.
 *
 * strlen and memchr read whole aligned 16-byte blocks, so never a byte of a
 * page the string or buffer does not reach: a block's bytes share one page.
 * They may read bytes of the block before the start and after the end (an
 * address sanitizer would say so; the program on musl is never sanitized).
 * memcpy, memmove and memset touch only their n bytes, with overlapping unaligned
 * moves at the ends (a copy of 20 bytes is two of 16), and `rep movsb` /
 * `rep stosb` from 4 KB, where those are fastest.
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

typedef uint64_t rsig_sse2_u64 __attribute__((aligned(1), may_alias));
typedef uint32_t rsig_sse2_u32 __attribute__((aligned(1), may_alias));

static inline void *rsig_sse2_memcpy(void *d, const void *s, size_t n)
{
    unsigned char *o = d;
    const unsigned char *i = s;
    if (n < 16) {
        if (n >= 8) {
            uint64_t a = *(const rsig_sse2_u64 *)i, b = *(const rsig_sse2_u64 *)(i + n - 8);
            *(rsig_sse2_u64 *)o = a;
            *(rsig_sse2_u64 *)(o + n - 8) = b;
        } else if (n >= 4) {
            uint32_t a = *(const rsig_sse2_u32 *)i, b = *(const rsig_sse2_u32 *)(i + n - 4);
            *(rsig_sse2_u32 *)o = a;
            *(rsig_sse2_u32 *)(o + n - 4) = b;
        } else if (n) { /* 1 to 3: the first, middle and last bytes cover them */
            unsigned char a = i[0], m = i[n / 2], z = i[n - 1];
            o[0] = a;
            o[n / 2] = m;
            o[n - 1] = z;
        }
        return d;
    }
    if (n >= 4096) {
        __asm__ volatile("rep movsb" : "+D"(o), "+S"(i), "+c"(n) : : "memory");
        return d;
    }
    __m128i last = _mm_loadu_si128((const __m128i *)(const void *)(i + n - 16));
    for (size_t k = 0; k + 16 < n; k += 16)
        _mm_storeu_si128((__m128i *)(void *)(o + k),
                         _mm_loadu_si128((const __m128i *)(const void *)(i + k)));
    _mm_storeu_si128((__m128i *)(void *)(o + n - 16), last);
    return d;
}

/* memcpy when the ranges allow a forward copy (they do not overlap, or d is below s), else backwards. */
static inline void *rsig_sse2_memmove(void *d, const void *s, size_t n)
{
    unsigned char *o = d;
    const unsigned char *i = s;
    if ((uintptr_t)o - (uintptr_t)i >= n) /* o below i, or at or past its end */
        return rsig_sse2_memcpy(d, s, n);
    if (n < 32)
        return rsig_sse2_memcpy(d, s, n); /* it reads all before it writes below 32 */
    __m128i first = _mm_loadu_si128((const __m128i *)(const void *)i);
    for (size_t k = n - 16; k > 0; k = k > 16 ? k - 16 : 0)
        _mm_storeu_si128((__m128i *)(void *)(o + k),
                         _mm_loadu_si128((const __m128i *)(const void *)(i + k)));
    _mm_storeu_si128((__m128i *)(void *)o, first);
    return d;
}

static inline void *rsig_sse2_memset(void *d, int c, size_t n)
{
    unsigned char *o = d;
    unsigned char b = (unsigned char)c;
    if (n < 16) {
        uint64_t v = 0x0101010101010101ull * b;
        if (n >= 8) {
            *(rsig_sse2_u64 *)o = v;
            *(rsig_sse2_u64 *)(o + n - 8) = v;
        } else if (n >= 4) {
            *(rsig_sse2_u32 *)o = (uint32_t)v;
            *(rsig_sse2_u32 *)(o + n - 4) = (uint32_t)v;
        } else if (n) {
            o[0] = b;
            o[n / 2] = b;
            o[n - 1] = b;
        }
        return d;
    }
    if (n >= 4096) {
        __asm__ volatile("rep stosb" : "+D"(o), "+c"(n) : "a"(b) : "memory");
        return d;
    }
    __m128i v = _mm_set1_epi8((char)b);
    for (size_t k = 0; k + 16 < n; k += 16)
        _mm_storeu_si128((__m128i *)(void *)(o + k), v);
    _mm_storeu_si128((__m128i *)(void *)(o + n - 16), v);
    return d;
}

#endif
