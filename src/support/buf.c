/*
 * buf.c: text buffers in the arena, and the formatting of messages into them.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"


void rsig_buf_init(rsig_buf *b, rsig_arena *a)
{
    memset(b, 0, sizeof *b);
    b->arena = a;
}

static bool buf_reserve(rsig_buf *b, size_t extra)
{
    if (b->failed)
        return false;
    if (extra > SIZE_MAX - b->len - 1) {
        b->failed = true;
        return false;
    }
    if (b->len + extra + 1 <= b->cap)
        return true;
    size_t ncap = b->cap ? b->cap : 256;
    while (ncap < b->len + extra + 1) {
        if (ncap > SIZE_MAX / 2) {
            ncap = b->len + extra + 1;
            break;
        }
        ncap *= 2;
    }
    char *p = rsig_arena_move(b->arena, b->data, b->cap, ncap);
    if (p == NULL) {
        b->failed = true;
        return false;
    }
    b->data = p;
    b->cap = ncap;
    return true;
}

void rsig_buf_reserve(rsig_buf *b, size_t extra)
{
    (void)buf_reserve(b, extra);
}

void rsig_buf_trim(rsig_buf *b)
{
    if (b->data == NULL || b->failed || b->len + 1 >= b->cap)
        return;
    if (rsig_arena_extend_last(b->arena, b->data, b->cap, b->len + 1))
        b->cap = b->len + 1;
}

void rsig_buf_put(rsig_buf *b, const char *s, size_t n)
{
    if (!buf_reserve(b, n))
        return;
    if (n)
        memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = 0;
}

char *rsig_buf_append(rsig_buf *b, size_t n)
{
    if (!buf_reserve(b, n))
        return NULL;
    char *p = b->data + b->len;
    b->len += n;
    b->data[b->len] = 0;
    return p;
}

void rsig_buf_fill(rsig_buf *b, char c, size_t n)
{
    char *p = rsig_buf_append(b, n);
    if (p && n)
        memset(p, c, n);
}

void rsig_buf_puts(rsig_buf *b, const char *s)
{
    rsig_buf_put(b, s, strlen(s));
}

/*
 * A formatted message, as vsnprintf would write it. Diagnostics are built
 * from plain %s, %u and %d: glibc's vsnprintf spent a third of the cost of
 * a warning parsing its format and setting up its stream, so those and
 * their kin are written here, and any other conversion (a width, a flag,
 * %g) hands the whole format to vsnprintf.
 */
static void fmt_put(char *buf, size_t n, size_t *len, const char *s, size_t k)
{
    if (*len + 1 < n) {
        size_t room = n - 1 - *len;
        memcpy(buf + *len, s, k < room ? k : room);
    }
    *len += k;
}

static void fmt_unsigned(char *buf, size_t n, size_t *len, unsigned long long v, bool neg,
                         unsigned radix, bool upper)
{
    char d[24];
    int k = (int)sizeof d;
    const char *digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    do
        d[--k] = digits[v % radix];
    while ((v /= radix) != 0);
    if (neg)
        d[--k] = '-';
    fmt_put(buf, n, len, d + k, sizeof d - (size_t)k);
}

int rsig_vformat(char *buf, size_t n, const char *fmt, va_list ap)
{
    va_list whole;
    va_copy(whole, ap);
    size_t len = 0;
    const char *p = fmt;
    for (;;) {
        const char *pct = strchr(p, '%');
        if (pct == NULL) {
            fmt_put(buf, n, &len, p, strlen(p));
            break;
        }
        fmt_put(buf, n, &len, p, (size_t)(pct - p));
        const char *q = pct + 1;
        bool prec = false;
        int lng = 0; /* 1: l, 2: ll, 3: z */
        if (q[0] == '.' && q[1] == '*') {
            prec = true;
            q += 2;
        }
        if (q[0] == 'l' && q[1] == 'l') {
            lng = 2;
            q += 2;
        } else if (q[0] == 'l' || q[0] == 'z') {
            lng = q[0] == 'l' ? 1 : 3;
            q++;
        }
        char c = *q;
        if (prec && (c != 's' || lng))
            goto other;
        if (c == 's' && lng == 0) {
            int lim = prec ? va_arg(ap, int) : -1;
            const char *s = va_arg(ap, const char *);
            size_t k = lim < 0 ? strlen(s) : strnlen(s, (size_t)lim);
            fmt_put(buf, n, &len, s, k);
        } else if (c == '%' && lng == 0) {
            fmt_put(buf, n, &len, "%", 1);
        } else if (c == 'c' && lng == 0) {
            char ch = (char)va_arg(ap, int);
            fmt_put(buf, n, &len, &ch, 1);
        } else if (c == 'd' || c == 'i') {
            long long v = lng == 2   ? va_arg(ap, long long)
                          : lng == 1 ? va_arg(ap, long)
                          : lng == 3 ? (long long)va_arg(ap, ptrdiff_t)
                                     : va_arg(ap, int);
            unsigned long long m = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
            fmt_unsigned(buf, n, &len, m, v < 0, 10, false);
        } else if (c == 'u' || c == 'x' || c == 'X') {
            unsigned long long v = lng == 2   ? va_arg(ap, unsigned long long)
                                   : lng == 1 ? va_arg(ap, unsigned long)
                                   : lng == 3 ? va_arg(ap, size_t)
                                              : va_arg(ap, unsigned);
            fmt_unsigned(buf, n, &len, v, false, c == 'u' ? 10 : 16, c == 'X');
        } else {
            goto other;
        }
        p = q + 1;
    }
    va_end(whole);
    if (n)
        buf[len < n ? len : n - 1] = 0;
    return len > INT_MAX ? -1 : (int)len;
other:;
    int r = vsnprintf(buf, n, fmt, whole);
    va_end(whole);
    return r;
}

void rsig_buf_vprintf(rsig_buf *b, const char *fmt, va_list ap)
{
    if (b->failed)
        return;
    /* Formatted once into the room there is; a second time only if it did not fit. */
    size_t room = b->data ? b->cap - b->len : 0;
    va_list ap2;
    va_copy(ap2, ap);
    int n = rsig_vformat(room ? b->data + b->len : NULL, room, fmt, ap2);
    va_end(ap2);
    if (n < 0) {
        if (b->data)
            b->data[b->len] = 0;
        b->failed = true;
        return;
    }
    if ((size_t)n < room) {
        b->len += (size_t)n;
        return;
    }
    if (b->data)
        b->data[b->len] = 0; /* what did not fit is not kept */
    if (!buf_reserve(b, (size_t)n))
        return;
    rsig_vformat(b->data + b->len, (size_t)n + 1, fmt, ap);
    b->len += (size_t)n;
}

void rsig_buf_printf(rsig_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    rsig_buf_vprintf(b, fmt, ap);
    va_end(ap);
}
