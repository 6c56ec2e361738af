/*
 * md_paths.h: the metadata front end has two ways to read a definition:
 * the fast path (src/md_fast.c) for lines in the form clang prints, and
 * the general lexer and grammar for everything. They must agree on every
 * input. rsig_md_outcome() reads a module one way or the other and writes
 * down everything a user could observe: the status, the entries and their
 * functions, each signature's dump and RTS0 bytes, and every diagnostic
 * (including validation's) rendered with its location, caret and notes.
 * The metadata fuzz target and tests/unit/test_md_fast.c compare the two.
 *
 * Test code: it reaches into the context (src/internal.h) for the switch.
 */
#ifndef RSIG_MD_PATHS_H
#define RSIG_MD_PATHS_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct rsig_md_text {
    char *p;
    size_t len, cap;
} rsig_md_text;

static inline void rsig_md_textf(rsig_md_text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        abort();
    if (t->len + (size_t)n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 256;
        while (cap < t->len + (size_t)n + 1)
            cap *= 2;
        char *p = realloc(t->p, cap);
        if (p == NULL)
            abort();
        t->p = p;
        t->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(t->p + t->len, t->cap - t->len, fmt, ap);
    va_end(ap);
    t->len += (size_t)n;
}

/* Everything observable of reading text as a module; the caller frees it. */
static inline char *rsig_md_outcome(const char *text, size_t len, const rootsig_options *o,
                                    bool general_only)
{
    rsig_md_text t = {NULL, 0, 0};
    rootsig_ctx *ctx;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
        abort();
    ctx->md_general_only = general_only;
    size_t count = 0;
    rootsig_signature *const *sigs = NULL;
    const char *const *fns = NULL;
    rootsig_status st = rootsig_parse_metadata_all(ctx, "m.ll", text, len, o, &count, &sigs, &fns);
    rsig_md_textf(&t, "status %d, %zu entries\n", (int)st, count);
    for (size_t i = 0; i < count && sigs; i++) {
        rsig_md_textf(&t, "entry %zu: @%s\n", i, fns && fns[i] ? fns[i] : "?");
        if (sigs[i] == NULL)
            continue;
        rootsig_options so = *o;
        so.version = rootsig_signature_version(sigs[i]);
        (void)rootsig_validate(ctx, sigs[i], &so);
        const char *dump = NULL;
        size_t dlen = 0;
        if (rootsig_dump(ctx, sigs[i], &so, &dump, &dlen) == ROOTSIG_OK)
            rsig_md_textf(&t, "%s", dump);
        size_t bound = rootsig_rts0_bound(sigs[i]), n = 0;
        unsigned char *b = malloc(bound ? bound : 1);
        if (b == NULL)
            abort();
        if (rootsig_write_rts0(ctx, sigs[i], &so, b, bound, &n) == ROOTSIG_OK)
            for (size_t k = 0; k < n; k++)
                rsig_md_textf(&t, "%02x%s", b[k], k + 1 == n ? "\n" : "");
        free(b);
    }
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        rsig_md_textf(&t, "%s", rootsig_diag_render(ctx, i));
    rootsig_ctx_destroy(ctx);
    return t.p;
}

#endif
