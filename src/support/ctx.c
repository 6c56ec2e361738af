/*
 * ctx.c: the context (its arenas, options and diagnostics state), and the
 * locale-independent reading of numbers it keeps a locale for.
 */
/* strtod_l is a GNU extension on glibc; elsewhere it comes with xlocale. */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE 1
#endif
#include <errno.h>
#include <float.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#if defined(__GLIBC__) || defined(__APPLE__) || defined(__FreeBSD__)
#define RSIG_HAVE_STRTOD_L 1
#include <locale.h>
#if defined(__APPLE__)
#include <xlocale.h>
#endif
#endif

/* ---- context ---------------------------------------------------------- */

const char *rootsig_version_string(void)
{
    return ROOTSIG_VERSION_STRING;
}

const char *rootsig_status_string(rootsig_status status)
{
    switch (status) {
    case ROOTSIG_OK: return "success";
    case ROOTSIG_ERR_NOMEM: return "out of memory";
    case ROOTSIG_ERR_ARG: return "invalid argument";
    case ROOTSIG_ERR_INPUT: return "input rejected";
    case ROOTSIG_ERR_BUFFER_SMALL: return "output buffer too small";
    case ROOTSIG_ERR_LIMIT: return "limit exceeded";
    }
    return "unknown status";
}

rootsig_status rootsig_ctx_create(const rootsig_allocator *allocator, rootsig_ctx **out)
{
    if (out == NULL)
        return ROOTSIG_ERR_ARG;
    *out = NULL;
    if (allocator && (allocator->alloc == NULL || allocator->free == NULL))
        return ROOTSIG_ERR_ARG;
    rsig_arena first;
    rsig_arena_init(&first, allocator);
    rootsig_allocator al = first.alloc;
    rootsig_ctx *ctx = al.alloc(al.user, sizeof *ctx);
    if (ctx == NULL)
        return ROOTSIG_ERR_NOMEM;
    memset(ctx, 0, sizeof *ctx);
    ctx->arena = ctx->diag_arena = ctx->entry_arena = first;
    ctx->max_errors = 20;
#ifdef RSIG_HAVE_STRTOD_L
    ctx->c_locale = (void *)newlocale(LC_NUMERIC_MASK, "C", (locale_t)0);
    if (ctx->c_locale == NULL) {
        al.free(al.user, ctx, sizeof *ctx);
        return ROOTSIG_ERR_NOMEM;
    }
#endif
    *out = ctx;
    return ROOTSIG_OK;
}

static void clear_diags(rootsig_ctx *ctx)
{
    ctx->diags = NULL;
    ctx->ndiags = ctx->diags_cap = 0;
    ctx->render_scratch.arena = NULL; /* its memory went with the arena's */
    ctx->errors = ctx->warnings = 0;
    ctx->stopped = false;
    ctx->warnings_capped = false;
    ctx->view = NULL; /* in diag_arena */
    ctx->view_of = NULL;
    ctx->view_owner = NULL;
}

void rootsig_ctx_text_in_place(rootsig_ctx *ctx, int in_place)
{
    if (ctx)
        ctx->text_in_place = in_place != 0;
}

void rootsig_ctx_reset(rootsig_ctx *ctx)
{
    if (ctx == NULL)
        return;
    rsig_arena_recycle(&ctx->arena);
    rsig_arena_recycle(&ctx->diag_arena);
    rsig_arena_reset(&ctx->entry_arena);
    clear_diags(ctx);
}

void rootsig_ctx_destroy(rootsig_ctx *ctx)
{
    if (ctx == NULL)
        return;
    rsig_arena_free_all(&ctx->arena);
    rsig_arena_free_all(&ctx->diag_arena);
    rsig_arena_free_all(&ctx->entry_arena);
#ifdef RSIG_HAVE_STRTOD_L
    if (ctx->c_locale)
        freelocale((locale_t)ctx->c_locale);
#endif
    rootsig_allocator al = ctx->arena.alloc;
    al.free(al.user, ctx, sizeof *ctx);
}

rootsig_options rsig_options_resolve(const rootsig_options *opt)
{
    rootsig_options o = {ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_LLVM, 20, 0};
    if (opt) {
        if (opt->version)
            o.version = opt->version;
        o.compat = opt->compat;
        if (opt->max_errors)
            o.max_errors = opt->max_errors;
        o.werror = opt->werror;
    }
    return o;
}

/*
 * Decimal literals whose digits fit a double exactly (at most 2^53) and
 * whose power of ten is within 10^+-22 (exact in a double too) are one
 * correctly rounded multiplication or division, so the result is the one
 * strtod gives (Clinger's fast path), without strtod's general machinery
 * (hundreds of instructions a literal). Anything else, and any form this
 * does not read to its end ("0x", "inf", a bare "e"), is left to strtod.
 */
static bool strtod_exact(const char *s, char **end, double *out)
{
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD == 0
    static const double pow10[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                     1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                     1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    const char *p = s;
    bool neg = *p == '-';
    if (*p == '-' || *p == '+')
        p++;
    uint64_t m = 0;
    int digits = 0, scale = 0;
    for (; *p >= '0' && *p <= '9'; p++, digits++)
        m = m * 10 + (uint64_t)(*p - '0');
    if (*p == '.')
        for (p++; *p >= '0' && *p <= '9'; p++, digits++, scale--)
            m = m * 10 + (uint64_t)(*p - '0');
    /* 19 digits cannot wrap a uint64_t; a hexadecimal or named value is strtod's */
    if (digits == 0 || digits > 19 || m > (UINT64_C(1) << 53) || *p == 'x' || *p == 'X')
        return false;
    if (*p == 'e' || *p == 'E') {
        const char *q = p + 1;
        bool eneg = *q == '-';
        if (*q == '-' || *q == '+')
            q++;
        int e = 0, edigits = 0;
        for (; *q >= '0' && *q <= '9' && edigits < 4; q++, edigits++)
            e = e * 10 + (*q - '0');
        if (edigits == 0 || (*q >= '0' && *q <= '9'))
            return false;
        scale += eneg ? -e : e;
        p = q;
    }
    if (scale < -22 || scale > 22)
        return false;
    double d = (double)m;
    d = scale < 0 ? d / pow10[-scale] : d * pow10[scale];
    *out = neg ? -d : d;
    if (end)
        *end = (char *)p;
    return true;
#else
    (void)s, (void)end, (void)out;
    return false; /* wider intermediates (x87) would round twice */
#endif
}

double rsig_strtod(rootsig_ctx *ctx, const char *s, char **end, bool *range_error)
{
    double exact;
    if (strtod_exact(s, end, &exact)) {
        *range_error = false;
        return exact;
    }
    errno = 0;
#ifdef RSIG_HAVE_STRTOD_L
    double d = strtod_l(s, end, (locale_t)ctx->c_locale);
#else
    /* elsewhere plain strtod: a C library without strtod_l has only the C locale's '.' */
    (void)ctx;
    double d = strtod(s, end);
#endif
    *range_error = errno == ERANGE;
    return d;
}
