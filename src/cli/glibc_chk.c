/*
 * glibc_chk.c: the three checked functions of glibc's _FORTIFY_SOURCE that
 * Debian's libjansson.a calls, for the program built on musl (cmake/Musl.cmake),
 * which links that archive: musl has no __*_chk functions. Each does what
 * glibc's does: the unchecked function, after aborting if the caller's buffer
 * (slen, destlen: its size as the compiler knew it) is smaller than the size
 * it was given. Not compiled into a program on glibc.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int __vsnprintf_chk(char *s, size_t maxlen, int flag, size_t slen, const char *format,
                    va_list ap);
int __snprintf_chk(char *s, size_t maxlen, int flag, size_t slen, const char *format, ...);
char *__strncpy_chk(char *dest, const char *src, size_t n, size_t destlen);

int __vsnprintf_chk(char *s, size_t maxlen, int flag, size_t slen, const char *format,
                    va_list ap)
{
    (void)flag; /* %n in writable memory: musl's printf has no such check to ask for */
    if (slen < maxlen)
        abort(); /* glibc: "buffer overflow detected" */
    return vsnprintf(s, maxlen, format, ap);
}

int __snprintf_chk(char *s, size_t maxlen, int flag, size_t slen, const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    int n = __vsnprintf_chk(s, maxlen, flag, slen, format, ap);
    va_end(ap);
    return n;
}

char *__strncpy_chk(char *dest, const char *src, size_t n, size_t destlen)
{
    if (destlen < n)
        abort();
    return strncpy(dest, src, n);
}
