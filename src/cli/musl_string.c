/*
 * musl_string.c: the program's own strlen and memchr when it is built on
 * musl (cmake/Musl.cmake, x86-64), sixteen bytes at a time (sse2_string.h)
 * where musl's read eight in C. A static program takes the functions it
 * defines over the C library's. In a 1 MB module's check (callgrind),
 * musl's two ran 1.8 M of its 36.8 M instructions (rendering diagnostics:
 * each message's length, the end of the source line shown; passing over
 * lines), these 0.4 M. Not compiled into a program on glibc, whose own are
 * vectorised.
 */
#include "sse2_string.h"

size_t strlen(const char *s);
void *memchr(const void *p, int c, size_t n);
void *memcpy(void *restrict d, const void *restrict s, size_t n);
void *memmove(void *d, const void *s, size_t n);
void *memset(void *d, int c, size_t n);

size_t strlen(const char *s)
{
    return rsig_sse2_strlen(s);
}

void *memchr(const void *p, int c, size_t n)
{
    return rsig_sse2_memchr(p, c, n);
}

void *memcpy(void *restrict d, const void *restrict s, size_t n)
{
    return rsig_sse2_memcpy(d, s, n);
}

/* musl's own memmove would bring its memcpy with it (they share an entry point). */
void *memmove(void *d, const void *s, size_t n)
{
    return rsig_sse2_memmove(d, s, n);
}

void *memset(void *d, int c, size_t n)
{
    return rsig_sse2_memset(d, c, n);
}
