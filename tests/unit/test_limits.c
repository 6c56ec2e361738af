/*
 * test_limits.c: every limit docs/limits.md lists is enforced with its
 * diagnostic, and inputs that are merely large or strange (100 000 ranges,
 * a megabyte-long literal, a long chain of metadata references, a one-line
 * input with many diagnostics) are handled, not refused.
 */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rootsig.h"

static rootsig_ctx *new_ctx(void)
{
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    return ctx;
}

static size_t count_id(const rootsig_ctx *ctx, const char *id)
{
    size_t n = 0;
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        n += strcmp(rootsig_diag_get(ctx, i)->id, id) == 0 &&
             rootsig_diag_get(ctx, i)->severity != ROOTSIG_SEVERITY_NOTE;
    return n;
}

/* A growable string for building inputs. */
typedef struct str {
    char *p;
    size_t len, cap;
} str;

static void add(str *s, const char *t, size_t n)
{
    if (s->len + n + 1 > s->cap) {
        s->cap = (s->len + n + 1) * 2;
        s->p = realloc(s->p, s->cap);
        cr_assert_not_null(s->p);
    }
    memcpy(s->p + s->len, t, n);
    s->len += n;
    s->p[s->len] = 0;
}

static void addf(str *s, const char *fmt, unsigned a, unsigned b)
{
    char buf[128];
    int n = snprintf(buf, sizeof buf, fmt, a, b);
    add(s, buf, (size_t)n);
}

/* ---- RS5001: input size (checked before the input is read or copied) ---- */

Test(limits, input_size)
{
    rootsig_ctx *ctx = new_ctx();
    rootsig_signature *sig;
    const char text[] = "CBV(b0)";
    size_t huge = (size_t)UINT32_MAX + 1;
    cr_assert_eq(rootsig_parse_dsl(ctx, "big.rs", text, huge, NULL, &sig), ROOTSIG_ERR_LIMIT);
    cr_assert_eq(count_id(ctx, "RS5001"), 1u);
    cr_assert_eq(rootsig_parse_metadata(ctx, "big.ll", text, huge, NULL, NULL, &sig),
                 ROOTSIG_ERR_LIMIT);
    cr_assert_eq(rootsig_read_rts0(ctx, "big.rts0", text, huge, &sig), ROOTSIG_ERR_LIMIT);
    cr_assert_eq(rootsig_read_binary(ctx, "big.dxbc", "DXBC", huge, &sig), ROOTSIG_ERR_LIMIT);
    cr_assert_eq(count_id(ctx, "RS5001"), 4u);
    rootsig_ctx_destroy(ctx);
}

/* ---- RS5002: nesting ------------------------------------------------------ */

Test(limits, dsl_nesting)
{
    rootsig_ctx *ctx = new_ctx();
    str s = {0};
    for (int i = 0; i < 200; i++)
        add(&s, "DescriptorTable(", 16);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "deep.rs", s.p, s.len, NULL, &sig), ROOTSIG_ERR_INPUT);
    cr_assert_eq(count_id(ctx, "RS5002"), 1u);
    free(s.p);
    rootsig_ctx_destroy(ctx);
}

Test(limits, metadata_nesting)
{
    rootsig_ctx *ctx = new_ctx();
    str s = {0};
    add(&s, "!dx.rootsignatures = !{!0}\n!0 = ", 32);
    for (int i = 0; i < 100; i++)
        add(&s, "!{", 2);
    for (int i = 0; i < 100; i++)
        add(&s, "}", 1);
    add(&s, "\n", 1);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_metadata(ctx, "deep.ll", s.p, s.len, NULL, NULL, &sig),
                 ROOTSIG_ERR_INPUT);
    cr_assert_geq(count_id(ctx, "RS5002"), 1u);
    free(s.p);
    rootsig_ctx_destroy(ctx);
}

/* ---- diagnostics: errors (RS1099) and warnings (RS5004) ------------------- */

/* n warnings (RS1040: t010 is 10 here, octal 8 to clang), all on one line. */
static str many_warnings(unsigned n)
{
    str s = {0};
    add(&s, "DescriptorTable(", 16);
    for (unsigned i = 0; i < n; i++)
        addf(&s, i + 1 < n ? "SRV(t0%u, space = %u)," : "SRV(t0%u, space = %u)", 10, i);
    add(&s, ")", 1);
    return s;
}

Test(limits, warnings_are_capped_once)
{
    rootsig_ctx *ctx = new_ctx();
    str s = many_warnings(1500);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "w.rs", s.p, s.len, NULL, &sig), ROOTSIG_OK);
    cr_assert_eq(count_id(ctx, "RS1040"), 1000u);
    cr_assert_eq(count_id(ctx, "RS5004"), 1u);
    cr_assert_eq(rootsig_warning_count(ctx), 1001u);
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        cr_assert_not_null(rootsig_diag_render(ctx, i));
    /* max_errors above the cap raises it */
    rootsig_ctx_reset(ctx);
    rootsig_options o = {0, ROOTSIG_COMPAT_LLVM, 2000, 0};
    cr_assert_eq(rootsig_parse_dsl(ctx, "w.rs", s.p, s.len, &o, &sig), ROOTSIG_OK);
    cr_assert_eq(count_id(ctx, "RS1040"), 1500u);
    cr_assert_eq(count_id(ctx, "RS5004"), 0u);
    /* silencing RS5004 silences the record, not the cap */
    rootsig_ctx_reset(ctx);
    cr_assert_eq(rootsig_ctx_disable_warning(ctx, "RS5004", 1), ROOTSIG_OK);
    cr_assert_eq(rootsig_parse_dsl(ctx, "w.rs", s.p, s.len, NULL, &sig), ROOTSIG_OK);
    cr_assert_eq(count_id(ctx, "RS1040"), 1000u);
    cr_assert_eq(count_id(ctx, "RS5004"), 0u);
    free(s.p);
    rootsig_ctx_destroy(ctx);
}

Test(limits, errors_stop_at_max_errors)
{
    rootsig_ctx *ctx = new_ctx();
    str s = {0};
    for (unsigned i = 0; i < 500; i++)
        addf(&s, "CBV(b%u, bogus = %u), ", i, i);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "e.rs", s.p, s.len, NULL, &sig), ROOTSIG_ERR_INPUT);
    cr_assert_eq(count_id(ctx, "RS1021"), 20u);
    cr_assert_eq(count_id(ctx, "RS1099"), 1u);
    free(s.p);
    rootsig_ctx_destroy(ctx);
}

/* ---- large but legal ------------------------------------------------------ */

Test(limits, table_of_100000_ranges)
{
    rootsig_ctx *ctx = new_ctx();
    str s = {0};
    add(&s, "DescriptorTable(", 16);
    for (unsigned i = 0; i < 100000; i++)
        addf(&s, i ? ", SRV(t%u, numDescriptors = %u)" : "SRV(t%u, numDescriptors = %u)", 4 * i,
             4);
    add(&s, ")", 1);
    size_t cap = 24 + 12 + 8 + 100000 * 24, n;
    unsigned char *out = malloc(cap);
    cr_assert_eq(rootsig_compile_dsl(ctx, "t.rs", s.p, s.len, NULL, out, cap, &n), ROOTSIG_OK);
    cr_assert_eq(n, cap);
    rootsig_signature *back;
    cr_assert_eq(rootsig_read_rts0(ctx, "t.rts0", out, n, &back), ROOTSIG_OK);
    free(out);
    free(s.p);
    rootsig_ctx_destroy(ctx);
}

Test(limits, overlapping_ranges_are_reported_within_the_error_limit)
{
    rootsig_ctx *ctx = new_ctx();
    str s = {0};
    add(&s, "DescriptorTable(", 16);
    for (unsigned i = 0; i < 20000; i++)
        addf(&s, i ? ", SRV(t%u, numDescriptors = %u)" : "SRV(t%u, numDescriptors = %u)", 0, 100);
    add(&s, ")", 1);
    unsigned char out[64];
    size_t n;
    cr_assert_eq(rootsig_compile_dsl(ctx, "o.rs", s.p, s.len, NULL, out, sizeof out, &n),
                 ROOTSIG_ERR_INPUT);
    cr_assert_eq(count_id(ctx, "RS2040"), 20u);
    free(s.p);
    rootsig_ctx_destroy(ctx);
}

/*
 * The overlap records (RS2040 and their notes, and the error limit's RS1099)
 * of compiling text with max_errors, rendered, one string per record.
 */
static size_t overlap_records(const str *s, unsigned max_errors, char **out, size_t cap)
{
    rootsig_ctx *ctx = new_ctx();
    rootsig_options o;
    memset(&o, 0, sizeof o);
    o.max_errors = max_errors;
    unsigned char bytes[64];
    size_t n, k = 0;
    cr_assert_eq(rootsig_compile_dsl(ctx, "p.rs", s->p, s->len, &o, bytes, sizeof bytes, &n),
                 ROOTSIG_ERR_INPUT);
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++) {
        const char *id = rootsig_diag_get(ctx, i)->id;
        if (strcmp(id, "RS2040") != 0 && strcmp(id, "RS1099") != 0)
            continue;
        cr_assert_lt(k, cap);
        const char *r = rootsig_diag_render(ctx, i);
        out[k] = malloc(strlen(r) + 1);
        strcpy(out[k++], r);
    }
    rootsig_ctx_destroy(ctx);
    return k;
}

/*
 * Past the error limit, the overlaps reported are still the first in source
 * order (the validator keeps only as many pairs as it can report): for each
 * limit, the records are the unlimited run's first ones, each error with
 * its note, then the limit's record at the next overlap's place. The
 * ranges overlap in an order that is not the source's (registers spread by
 * a multiplier, three spaces), so the sweep finds them out of order.
 */
Test(limits, overlaps_past_the_limit_are_the_first_in_source_order)
{
    str s = {0};
    add(&s, "DescriptorTable(", 16);
    for (unsigned i = 0; i < 400; i++)
    {
        char buf[96];
        int n = snprintf(buf, sizeof buf, "%sSRV(t%u, numDescriptors = %u, space = %u)",
                         i ? ", " : "", (i * 37) % 211, 1 + (i * 13) % 9, i % 3);
        add(&s, buf, (size_t)n);
    }
    add(&s, ")", 1);
    enum { CAP = 4096 };
    char **all = calloc(CAP, sizeof *all), **some = calloc(CAP, sizeof *some);
    size_t nall = overlap_records(&s, 100000, all, CAP);
    cr_assert_gt(nall, 2 * 150u + 1, "%zu records: too few overlaps for the test", nall);
    static const unsigned limits[] = {1, 2, 5, 20, 33, 150};
    for (size_t t = 0; t < sizeof limits / sizeof limits[0]; t++) {
        unsigned lim = limits[t];
        size_t n = overlap_records(&s, lim, some, CAP);
        cr_assert_eq(n, 2 * (size_t)lim + 1, "limit %u: %zu records", lim, n);
        for (size_t i = 0; i < 2 * (size_t)lim; i++)
            cr_assert_str_eq(some[i], all[i], "limit %u, record %zu", lim, i);
        /* the limit's record is at the next overlap: the same "p.rs:1:COL:" */
        size_t at = strcspn(all[2 * lim], " ");
        cr_assert(strncmp(some[2 * lim], all[2 * lim], at) == 0, "limit %u: %s / %s", lim,
                  some[2 * lim], all[2 * lim]);
        cr_assert(strstr(some[2 * lim], "[RS1099]") != NULL, "%s", some[2 * lim]);
        for (size_t i = 0; i < n; i++)
            free(some[i]);
    }
    for (size_t i = 0; i < nall; i++)
        free(all[i]);
    free(all);
    free(some);
    free(s.p);
}

Test(limits, megabyte_literals)
{
    rootsig_ctx *ctx = new_ctx();
    str s = {0};
    add(&s, "RootConstants(b0, num32BitConstants = ", 38);
    for (int i = 0; i < 1 << 20; i++)
        add(&s, "0", 1);
    add(&s, "10), StaticSampler(s0, mipLODBias = 0.", 38);
    for (int i = 0; i < 1 << 20; i++)
        add(&s, "3", 1);
    add(&s, "), CBV(b1, space = ", 19);
    for (int i = 0; i < 1 << 20; i++)
        add(&s, "9", 1);
    add(&s, ")", 1);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "n.rs", s.p, s.len, NULL, &sig), ROOTSIG_ERR_INPUT);
    cr_assert_eq(count_id(ctx, "RS1004"), 1u); /* only the 9...9 one is too large */
    cr_assert_eq(count_id(ctx, "RS1040"), 1u); /* 0...010: a leading zero */
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        cr_assert_lt(strlen(rootsig_diag_render(ctx, i)), 1024u); /* quoted text is cut */
    free(s.p);
    rootsig_ctx_destroy(ctx);
}

Test(limits, long_chain_of_metadata_references)
{
    rootsig_ctx *ctx = new_ctx();
    str s = {0};
    static const char head[] = "!dx.rootsignatures = !{!0}\n!0 = !{null, !1, i32 2}\n"
                               "!1 = !{!2}\n!2 = !{!\"RootCBV\", i32 0, i32 0, i32 0, i32 4}\n";
    add(&s, head, sizeof head - 1);
    enum { N = 200000 };
    for (unsigned k = 3; k < N; k++)
        addf(&s, "!%u = !{!%u}\n", k, k + 1);
    addf(&s, "!%u = !{i32 %u}\n", N, 0);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_metadata(ctx, "chain.ll", s.p, s.len, NULL, NULL, &sig),
                 ROOTSIG_OK);
    /* the chain as the signature's element: an error, found without recursing */
    rootsig_ctx_reset(ctx);
    char *one = strstr(s.p, "!1 = !{!2}");
    cr_assert_not_null(one);
    memcpy(one, "!1 = !{!3}", 10);
    cr_assert_neq(rootsig_parse_metadata(ctx, "chain.ll", s.p, s.len, NULL, NULL, &sig),
                  ROOTSIG_OK);
    cr_assert_gt(rootsig_error_count(ctx), 0u);
    free(s.p);
    rootsig_ctx_destroy(ctx);
}

/* Found by fuzz_metadata: past the error limit, entries still have names. */
Test(limits, metadata_entries_past_the_error_limit_keep_their_names)
{
    rootsig_ctx *ctx = new_ctx();
    static const char text[] = "!dx.rootsignatures = !{!0, !2}\n"
                               "!0 = !{ptr @main, !2, i32 2}\n!1 = !{}\n"
                               "!2 = !{null, !1, i32 2}\n";
    rootsig_options o = {0, ROOTSIG_COMPAT_LLVM, 1, 0};
    size_t count = 0;
    rootsig_signature *const *sigs;
    const char *const *fns;
    cr_assert_eq(rootsig_parse_metadata_all(ctx, "m.ll", text, sizeof text - 1, &o, &count,
                                            &sigs, &fns),
                 ROOTSIG_ERR_INPUT);
    cr_assert_eq(count, 2u);
    cr_assert_str_eq(fns[0], "main");
    cr_assert_str_eq(fns[1], "");
    cr_assert_null(sigs[1]);
    rootsig_ctx_destroy(ctx);
}
