/*
 * musl_string.c: the program's own strlen, memchr, memcpy, memmove and
 * memset when it is built on musl (cmake/Musl.cmake, x86-64), sixteen bytes
 * at a time (sse2_string.h). A static program takes the functions it
 * defines over the C library's. Not compiled into a program on glibc, whose
 * own are vectorised.
 *
 * musl's strlen and memchr read eight bytes at a time in C: in a 1 MB
 * module's check (callgrind) they ran 1.8 M of its 36.8 M instructions
 * (rendering diagnostics: each message's length, the end of the source
 * line shown; passing over lines), these 0.4 M. musl's memcpy and memset
 * start with `rep movsq` / `rep stosq`, whose start costs more than the
 * small copies the decoder makes of its records; left to GCC instead, it
 * wrote `rep stos` into the hot code, and checking a 4 or 16 MB module
 * took 6% longer than on glibc (with these, 0 and 5%). memmove is here because musl's shares an entry point with
 * its memcpy, which would otherwise be linked in twice.
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
