/*
 * test_api.c: the library contract: caller allocator with a user pointer,
 * every allocation failure handled cleanly (chaos test), nothing leaked,
 * separate contexts usable from separate threads.
 */
#include <criterion/criterion.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rootsig.h"

#include "counting_alloc.h"

static const char *SIG =
    "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), SRV(t0, space=1), "
    "DescriptorTable(SRV(t1, numDescriptors=unbounded), UAV(u0, offset=0)), "
    "RootConstants(num32BitConstants=4, b1), StaticSampler(s0, mipLODBias=0.5), "
    "StaticSampler(s1, filter=FILTER_MIN_MAG_MIP_POINT)";

/* The full path: parse, validate, write, read back, dump, render diagnostics. */
static rootsig_status full_path(rootsig_ctx *ctx, const char *text)
{
    rootsig_signature *sig;
    rootsig_status st = rootsig_parse_dsl(ctx, "t", text, strlen(text), NULL, &sig);
    if (st != ROOTSIG_OK)
        return st;
    if ((st = rootsig_validate(ctx, sig, NULL)) != ROOTSIG_OK)
        return st;
    unsigned char buf[2048];
    size_t n;
    if ((st = rootsig_write_rts0(ctx, sig, NULL, buf, sizeof buf, &n)) != ROOTSIG_OK)
        return st;
    rootsig_signature *back;
    if ((st = rootsig_read_rts0(ctx, "p", buf, n, &back)) != ROOTSIG_OK)
        return st;
    const char *dump;
    return rootsig_dump(ctx, back, NULL, &dump, &n);
}

Test(api, allocator_balance_and_user_pointer)
{
    counting c = {0, 0, 0};
    rootsig_allocator a = {c_alloc, c_free, &c};
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(&a, &ctx), ROOTSIG_OK);
    cr_assert_eq(full_path(ctx, SIG), ROOTSIG_OK);
    cr_assert_gt(c.calls, 1u);
    /* reset keeps the memory: the same work again asks the allocator for nothing */
    rootsig_ctx_reset(ctx);
    size_t kept = c.live, calls = c.calls;
    cr_assert_gt(kept, 1u);
    cr_assert_eq(full_path(ctx, SIG), ROOTSIG_OK);
    cr_assert_eq(c.calls, calls, "%zu allocator calls after reset", c.calls - calls);
    rootsig_ctx_reset(ctx);
    cr_assert_eq(c.live, kept);
    /* destroy gives it all back */
    rootsig_ctx_destroy(ctx);
    cr_assert_eq(c.live, 0u);
}

/* A large input: its arrays are chunks of their own (64 KB and more). */
static char *big_table(size_t ranges)
{
    size_t cap = 32 + ranges * 24, n = 0;
    char *t = malloc(cap);
    cr_assert_not_null(t);
    n += (size_t)snprintf(t + n, cap - n, "DescriptorTable(");
    for (size_t i = 0; i < ranges; i++)
        n += (size_t)snprintf(t + n, cap - n, "%sSRV(t%zu)", i ? ", " : "", i);
    snprintf(t + n, cap - n, ")");
    return t;
}

Test(api, reset_memory_serves_the_next_inputs)
{
    counting c = {0, 0, 0};
    rootsig_allocator a = {c_alloc, c_free, &c};
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(&a, &ctx), ROOTSIG_OK);
    char *big = big_table(4000), *small = big_table(3);
    rootsig_signature *sig;
    /* The first use frees scratch it outgrows at once (the CLI's peak); from the
     * first reset on it is kept, so once more gathers what this work needs. */
    for (int use = 0; use < 2; use++) {
        rootsig_ctx_reset(ctx);
        cr_assert_eq(rootsig_parse_dsl(ctx, "big", big, strlen(big), NULL, &sig), ROOTSIG_OK);
        cr_assert_eq(rootsig_validate(ctx, sig, NULL), ROOTSIG_OK);
    }
    size_t first = c.calls;
    /* the same large input again, then smaller ones: no new memory */
    for (int round = 0; round < 3; round++) {
        rootsig_ctx_reset(ctx);
        const char *t = round == 0 ? big : small;
        cr_assert_eq(rootsig_parse_dsl(ctx, "x", t, strlen(t), NULL, &sig), ROOTSIG_OK);
        cr_assert_eq(rootsig_validate(ctx, sig, NULL), ROOTSIG_OK);
    }
    cr_assert_eq(c.calls, first, "%zu allocator calls after reset", c.calls - first);
    rootsig_ctx_destroy(ctx);
    cr_assert_eq(c.live, 0u);
    free(big);
    free(small);
}

Test(api, every_allocation_failure_is_clean)
{
    /* Learn how many allocations a successful run makes, then fail each one in turn. */
    counting probe = {0, 0, 0};
    rootsig_allocator a = {c_alloc, c_free, &probe};
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(&a, &ctx), ROOTSIG_OK);
    cr_assert_eq(full_path(ctx, SIG), ROOTSIG_OK);
    rootsig_ctx_destroy(ctx);
    size_t calls = probe.calls;
    for (size_t n = 1; n <= calls; n++) {
        counting c = {0, 0, n};
        rootsig_allocator f = {c_alloc, c_free, &c};
        rootsig_status st = rootsig_ctx_create(&f, &ctx);
        if (st == ROOTSIG_OK) {
            st = full_path(ctx, SIG);
            /* also a failing input, whose diagnostics need memory */
            rootsig_ctx_reset(ctx);
            rootsig_status st2 = full_path(ctx, "CBV(b0, foo=1), SRV(t0");
            cr_assert(st2 == ROOTSIG_ERR_INPUT || st2 == ROOTSIG_ERR_NOMEM, "n=%zu st=%d", n, st2);
            for (size_t i = 0; i < rootsig_diag_count(ctx); i++) {
                char buf[64];
                (void)rootsig_diag_format(ctx, i, buf, sizeof buf);
                (void)rootsig_diag_render(ctx, i);
            }
            rootsig_ctx_destroy(ctx);
        }
        cr_assert(st == ROOTSIG_OK || st == ROOTSIG_ERR_NOMEM, "n=%zu st=%d", n, st);
        cr_assert_eq(c.live, 0u, "leak when allocation %zu fails", n);
    }
}

/*
 * rootsig_diag_format: the text rootsig_diag_render gives, cut as snprintf
 * cuts, through one buffer that serves every call (test_source.c checks
 * that no record keeps a copy).
 */
Test(api, diagnostics_formatted_into_the_callers_buffer)
{
    enum { SAMPLERS = 400 };
    size_t cap = 64 + SAMPLERS * 80, len = 0;
    char *text = malloc(cap);
    cr_assert_not_null(text);
    len += (size_t)snprintf(text + len, cap - len, "RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS)");
    for (unsigned i = 0; i < SAMPLERS; i++)
        len += (size_t)snprintf(text + len, cap - len,
                                ",\nStaticSampler(s%u, visibility=SHADER_VISIBILITY_PIXEL)", i);
    counting c = {0, 0, 0};
    rootsig_allocator a = {c_alloc, c_free, &c};
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(&a, &ctx), ROOTSIG_OK);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "w.rs", text, len, NULL, &sig), ROOTSIG_OK);
    cr_assert_eq(rootsig_validate(ctx, sig, NULL), ROOTSIG_OK);
    size_t n = rootsig_diag_count(ctx);
    cr_assert_eq(rootsig_warning_count(ctx), SAMPLERS);
    char buf[1024];
    size_t calls = 0, total = 0;
    for (int pass = 0; pass < 3; pass++) {
        if (pass == 1)
            calls = c.calls; /* the first pass made the buffer */
        for (size_t i = 0; i < n; i++) {
            size_t k = rootsig_diag_format(ctx, i, buf, sizeof buf);
            cr_assert(k > 0 && k < sizeof buf && strlen(buf) == k);
            total += k;
        }
    }
    cr_assert_gt(total, (size_t)SAMPLERS * 3 * 200);
    cr_assert_eq(c.calls, calls, "%zu allocator calls to format again", c.calls - calls);
    /* the same text as rendering */
    for (size_t i = 0; i < n; i++) {
        const char *r = rootsig_diag_render(ctx, i);
        cr_assert_not_null(r);
        cr_assert_eq(rootsig_diag_format(ctx, i, buf, sizeof buf), strlen(r));
        cr_assert_str_eq(buf, r);
    }
    /* cut as snprintf cuts; sizes that hold nothing; records that do not exist */
    const char *r = rootsig_diag_render(ctx, 0);
    size_t full = strlen(r);
    char *first = malloc(full + 1);
    cr_assert_not_null(first);
    memcpy(first, r, full + 1);
    cr_assert_eq(rootsig_diag_format(ctx, 0, buf, 11), full);
    cr_assert_eq(strlen(buf), 10u);
    cr_assert_eq(memcmp(buf, r, 10), 0);
    cr_assert_eq(rootsig_diag_format(ctx, 0, buf, 1), full);
    cr_assert_str_eq(buf, "");
    cr_assert_eq(rootsig_diag_format(ctx, 0, NULL, 0), full);
    cr_assert_eq(rootsig_diag_format(ctx, 0, NULL, 5), 0u);
    cr_assert_eq(rootsig_diag_format(ctx, n, buf, sizeof buf), 0u);
    cr_assert_eq(rootsig_diag_format(NULL, 0, buf, sizeof buf), 0u);
    /* after a reset the buffer is made again, in the recycled memory */
    rootsig_ctx_reset(ctx);
    cr_assert_eq(rootsig_parse_dsl(ctx, "w.rs", text, len, NULL, &sig), ROOTSIG_OK);
    cr_assert_eq(rootsig_validate(ctx, sig, NULL), ROOTSIG_OK);
    cr_assert_eq(rootsig_diag_format(ctx, 0, buf, sizeof buf), full);
    cr_assert_str_eq(buf, first);
    rootsig_ctx_destroy(ctx);
    cr_assert_eq(c.live, 0u);
    free(first);
    free(text);
}

Test(api, null_arguments)
{
    cr_assert_eq(rootsig_ctx_create(NULL, NULL), ROOTSIG_ERR_ARG);
    rootsig_allocator half = {c_alloc, NULL, NULL};
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(&half, &ctx), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "t", NULL, 3, NULL, &sig), ROOTSIG_ERR_ARG);
    rootsig_options bad = {(rootsig_version)7, ROOTSIG_COMPAT_LLVM, 0, 0};
    cr_assert_eq(rootsig_parse_dsl(ctx, "t", "", 0, &bad, &sig), ROOTSIG_ERR_ARG);
    cr_assert_null(rootsig_diag_get(ctx, 0));
    cr_assert_null(rootsig_diag_render(ctx, 0));
    cr_assert_eq(rootsig_ctx_disable_warning(ctx, "RS9999", 1), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_ctx_disable_warning(ctx, "RS1021", 1), ROOTSIG_ERR_ARG); /* an error */
    cr_assert_eq(rootsig_ctx_disable_warning(ctx, "RS1040", 1), ROOTSIG_OK);
    rootsig_ctx_destroy(ctx);
    rootsig_ctx_destroy(NULL);
    cr_assert_str_eq(rootsig_version_string(), ROOTSIG_VERSION_STRING);
}

Test(api, text_need_not_be_nul_terminated)
{
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    char text[7];
    memcpy(text, "CBV(b0)", 7); /* no NUL */
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "t", text, 7, NULL, &sig), ROOTSIG_OK);
    rootsig_ctx_destroy(ctx);
}

static void *worker(void *arg)
{
    unsigned char *out = arg;
    rootsig_ctx *ctx;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
        return (void *)1;
    for (int i = 0; i < 200; i++) {
        size_t n;
        rootsig_ctx_reset(ctx);
        if (rootsig_compile_dsl(ctx, "t", SIG, strlen(SIG), NULL, out, 1024, &n) != ROOTSIG_OK)
            return (void *)1;
    }
    rootsig_ctx_destroy(ctx);
    return NULL;
}

Test(api, separate_contexts_in_parallel_threads)
{
    enum { N = 4 };
    pthread_t th[N];
    static unsigned char out[N][1024];
    for (int i = 0; i < N; i++)
        cr_assert_eq(pthread_create(&th[i], NULL, worker, out[i]), 0);
    for (int i = 0; i < N; i++) {
        void *r;
        pthread_join(th[i], &r);
        cr_assert_null(r);
    }
    for (int i = 1; i < N; i++)
        cr_assert(memcmp(out[0], out[i], 1024) == 0);
}
