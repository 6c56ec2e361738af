/*
 * paths.h: the metadata front end has a fast path beside its grammar: its
 * driver reads lines in the form clang prints without the grammar
 * (src/metadata/fast.c). With the fast path off (ctx->no_fast_paths)
 * everything goes through the grammar, and the two must agree on every
 * input. rsig_path_outcome() reads an input one way or the other and
 * writes down everything a user could observe: the status, the entries and
 * their functions, each signature's dump and RTS0 bytes, and every
 * diagnostic (including validation's) rendered with its location, caret
 * and notes. The fuzz target fuzz_metadata compares the two.
 *
 * Test code: it reaches into the context (src/support/internal.h) for the switch.
 */
#ifndef RSIG_PATHS_H
#define RSIG_PATHS_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "ast.h"

typedef struct rsig_path_text {
    char *p;
    size_t len, cap;
} rsig_path_text;

static inline void rsig_path_textf(rsig_path_text *t, const char *fmt, ...)
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

/* A node's spans: the whole, its keyword, the fields given, and every field span that was set. */
static inline void rsig_path_loc(rsig_path_text *t, const rsig_node_loc *l)
{
    rsig_path_textf(t, " @%u+%u kw %u+%u given %x", l->at.off, l->at.len, l->kw.off, l->kw.len,
                    l->given);
    for (int f = 0; f < RSIG_F_COUNT; f++) {
        rsig_span s = rsig_loc_span(l, (rsig_field)f);
        if (s.off || s.len)
            rsig_path_textf(t, " %d:%u+%u", f, s.off, s.len);
    }
    rsig_path_textf(t, "\n");
}

/*
 * The AST itself, values and spans, beyond what the dump and the bytes
 * show: the spans are read by diagnostics only, so a span that no
 * diagnostic of the input happens to use would otherwise go unseen.
 */
static inline void rsig_path_ast(rsig_path_text *t, const rootsig_signature *sig)
{
    rsig_path_textf(t, "ast v%u flags %u/%d @%u+%u\n", sig->version, sig->flags,
                    (int)sig->has_root_flags, sig->root_flags_at.off, sig->root_flags_at.len);
    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        rsig_path_textf(t, "param %d vis %u reg %u space %u num32 %u flags %u", (int)p->type,
                        p->visibility, p->reg, p->space, p->num32, p->flags);
        rsig_path_loc(t, &p->loc);
        for (uint32_t j = 0; j < p->nranges; j++) {
            const rsig_range *r = &p->ranges[j];
            rsig_path_textf(t, "  range %d n %u reg %u space %u flags %u offset %u", (int)r->type,
                            r->num_descriptors, r->base_register, r->space, r->flags, r->offset);
            rsig_node_loc tmp;
            rsig_path_loc(t, rsig_range_loc(p, r, &tmp));
        }
    }
    for (uint32_t i = 0; i < sig->nsamplers; i++) {
        const rsig_sampler *x = &sig->samplers[i];
        rsig_path_textf(t, "sampler %u %u %u %u %x %u %u %u %x %x s%u/%u vis %u flags %u",
                        x->filter, x->address_u, x->address_v, x->address_w, x->mip_lod_bias,
                        x->max_anisotropy, x->comparison, x->border_color, x->min_lod, x->max_lod,
                        x->reg, x->space, x->visibility, x->flags);
        rsig_path_loc(t, &x->loc);
    }
}

/* A signature's AST, validation (if validate), dump and bytes. */
static inline void rsig_path_signature(rsig_path_text *t, rootsig_ctx *ctx,
                                       const rootsig_signature *sig, const rootsig_options *o,
                                       bool validate)
{
    rootsig_options so = *o;
    so.version = rootsig_signature_version(sig);
    rsig_path_ast(t, sig);
    if (validate)
        (void)rootsig_validate(ctx, sig, &so);
    const char *dump = NULL;
    size_t dlen = 0;
    if (rootsig_dump(ctx, sig, &so, &dump, &dlen) == ROOTSIG_OK)
        rsig_path_textf(t, "%s", dump);
    size_t bound = rootsig_rts0_bound(sig), n = 0;
    unsigned char *b = malloc(bound ? bound : 1);
    if (b == NULL)
        abort();
    if (rootsig_write_rts0(ctx, sig, &so, b, bound, &n) == ROOTSIG_OK)
        for (size_t k = 0; k < n; k++)
            rsig_path_textf(t, "%02x%s", b[k], k + 1 == n ? "\n" : "");
    free(b);
}

/* How rsig_path_outcome reads a module. */
typedef enum rsig_path_mode {
    RSIG_PATH_FAST,    /* rootsig_parse_metadata_all, fast paths (lazy nodes) on */
    RSIG_PATH_GENERAL, /* the same with the fast paths off: the grammar only */
    RSIG_PATH_EACH     /* rootsig_parse_metadata_each, fast paths on, text read in place */
} rsig_path_mode;

typedef struct rsig_path_each {
    rsig_path_text *t;
    rootsig_ctx *ctx;
    const rootsig_options *o;
} rsig_path_each;

static inline int rsig_path_entry(void *user, size_t index, const char *function,
                                  rootsig_signature *sig)
{
    rsig_path_each *e = user;
    rsig_path_textf(e->t, "entry %zu: @%s\n", index, function ? function : "?");
    if (sig)
        rsig_path_signature(e->t, e->ctx, sig, e->o, false);
    return 0;
}

/*
 * Everything observable of reading text as DSL or (metadata) as a module
 * in the given mode; the caller frees it. Signatures are validated if
 * validate (not for comparing with RSIG_PATH_EACH, whose validation
 * diagnostics would come between the entries' rather than after them).
 */
static inline char *rsig_path_outcome_mode(bool metadata, const char *text, size_t len,
                                           const rootsig_options *o, rsig_path_mode mode,
                                           bool validate)
{
    rsig_path_text t = {NULL, 0, 0};
    rootsig_ctx *ctx;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
        abort();
    ctx->no_fast_paths = mode == RSIG_PATH_GENERAL;
    if (metadata && mode == RSIG_PATH_EACH) {
        /* In place: a copy of exactly len bytes and the NUL, so that ASan sees any overread. */
        char *copy = malloc(len + 1);
        if (copy == NULL)
            abort();
        if (len)
            memcpy(copy, text, len);
        copy[len] = 0;
        rootsig_ctx_text_in_place(ctx, 1);
        rsig_path_text body = {NULL, 0, 0};
        rsig_path_each e = {&body, ctx, o};
        size_t count = 0;
        rootsig_status st = rootsig_parse_metadata_each(ctx, "m.ll", copy, len, o,
                                                        rsig_path_entry, &e, &count);
        rsig_path_textf(&t, "status %d, %zu entries\n", (int)st, count);
        if (body.p)
            rsig_path_textf(&t, "%s", body.p);
        free(body.p);
        for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
            rsig_path_textf(&t, "%s", rootsig_diag_render(ctx, i));
        rootsig_ctx_destroy(ctx);
        free(copy);
        return t.p;
    }
    if (metadata) {
        size_t count = 0;
        rootsig_signature *const *sigs = NULL;
        const char *const *fns = NULL;
        rootsig_status st =
            rootsig_parse_metadata_all(ctx, "m.ll", text, len, o, &count, &sigs, &fns);
        rsig_path_textf(&t, "status %d, %zu entries\n", (int)st, count);
        for (size_t i = 0; i < count && sigs; i++) {
            rsig_path_textf(&t, "entry %zu: @%s\n", i, fns && fns[i] ? fns[i] : "?");
            if (sigs[i])
                rsig_path_signature(&t, ctx, sigs[i], o, validate);
        }
    } else {
        rootsig_signature *sig = NULL;
        rootsig_status st = rootsig_parse_dsl(ctx, "s.rs", text, len, o, &sig);
        rsig_path_textf(&t, "status %d\n", (int)st);
        if (sig)
            rsig_path_signature(&t, ctx, sig, o, validate);
    }
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        rsig_path_textf(&t, "%s", rootsig_diag_render(ctx, i));
    rootsig_ctx_destroy(ctx);
    return t.p;
}

/* With or without the fast paths, signatures validated. */
static inline char *rsig_path_outcome(bool metadata, const char *text, size_t len,
                                      const rootsig_options *o, bool no_fast_paths)
{
    return rsig_path_outcome_mode(metadata, text, len, o,
                                  no_fast_paths ? RSIG_PATH_GENERAL : RSIG_PATH_FAST, true);
}

static inline void rsig_path_differ(const char *what, const char *a, const char *b)
{
    if (strcmp(a, b) != 0) {
        fprintf(stderr, "%s\n%s\n\nand\n%s\n", what, a, b);
        abort();
    }
}

/*
 * Aborts, showing both, if the fast paths change anything observable, or
 * (metadata) reading the entries one at a time does (for the fuzz targets).
 */
static inline void rsig_path_compare(bool metadata, const char *text, size_t len,
                                     const rootsig_options *o)
{
    char *fast = rsig_path_outcome(metadata, text, len, o, false);
    char *general = rsig_path_outcome(metadata, text, len, o, true);
    rsig_path_differ("the fast paths and the grammar disagree: with fast paths", fast, general);
    free(fast);
    free(general);
    if (metadata) {
        char *all = rsig_path_outcome_mode(true, text, len, o, RSIG_PATH_FAST, false);
        char *each = rsig_path_outcome_mode(true, text, len, o, RSIG_PATH_EACH, false);
        rsig_path_differ("all at once and one at a time disagree: all at once", all, each);
        free(all);
        free(each);
    }
}

#endif
