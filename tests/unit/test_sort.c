/*
 * test_sort.c: rsig_sort, the library's allocation-disciplined merge sort:
 * sorted, stable (on random input, on input of a few ascending runs, which
 * it merges as they are, and on two runs, merged in place), and clean when
 * its scratch allocation fails; and the arena's large blocks (grown by
 * resizing or by copying).
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "counting_alloc.h"
#include "ast.h"
#include "internal.h"

typedef struct item {
    uint32_t key, seq;
} item;

static int by_key(const void *a, const void *b)
{
    const item *x = a, *y = b;
    return (x->key > y->key) - (x->key < y->key);
}

/* Sorts a[0..n) and checks it is in key order, equal keys in their first order. */
static void sort_and_check(rootsig_ctx *ctx, item *a, size_t n, const char *what, size_t x)
{
    rsig_sort(&ctx->arena, a, n, sizeof *a, by_key);
    for (size_t i = 1; i < n; i++) {
        cr_assert_leq(a[i - 1].key, a[i].key, "%s=%zu n=%zu", what, x, n);
        if (a[i - 1].key == a[i].key)
            cr_assert_lt(a[i - 1].seq, a[i].seq, "unstable: %s=%zu n=%zu", what, x, n);
    }
}

Test(sort, sorted_and_stable_for_every_size)
{
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    uint32_t rng = 12345;
    for (size_t n = 0; n < 300; n++) {
        item *a = malloc((n + 1) * sizeof *a);
        for (size_t i = 0; i < n; i++) {
            rng = rng * 1103515245u + 12345u;
            a[i].key = (rng >> 16) % 8; /* many ties */
            a[i].seq = (uint32_t)i;
        }
        sort_and_check(ctx, a, n, "size", n);
        free(a);
        rootsig_ctx_reset(ctx);
    }
    rootsig_ctx_destroy(ctx);
}

/*
 * Input made of a few ascending runs takes the natural merge (up to 32
 * runs), more runs the plain one: both sorted and stable, at every run
 * count around the switch, with ties across runs.
 */
Test(sort, sorted_and_stable_from_few_or_many_runs)
{
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    uint32_t rng = 777;
    for (size_t runs = 1; runs <= 40; runs++) {
        for (size_t n = 9; n < 400; n += 37) {
            item *a = malloc(n * sizeof *a);
            size_t len = (n + runs - 1) / runs;
            for (size_t i = 0; i < n; i++) {
                rng = rng * 1103515245u + 12345u;
                /* run r holds keys ascending from a random start: runs overlap in keys */
                size_t pos = i % len;
                a[i].key = (uint32_t)(pos == 0 ? (rng >> 16) % 50 : a[i - 1].key + (rng >> 16) % 3);
                a[i].seq = (uint32_t)i;
            }
            sort_and_check(ctx, a, n, "runs", runs);
            free(a);
            rootsig_ctx_reset(ctx);
        }
    }
    rootsig_ctx_destroy(ctx);
}

/*
 * Two runs of any lengths (a root descriptor before a table in register
 * order, or the other way round) are merged in place with scratch for the
 * shorter one: sorted, stable, and a run of one before 100 000 elements
 * asks the allocator for no large block.
 */
Test(sort, two_runs_merged_with_the_shorter_as_scratch)
{
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    uint32_t rng = 99;
    for (size_t n = 2; n < 120; n += 7) {
        for (size_t mid = 1; mid < n; mid++) {
            item *a = malloc(n * sizeof *a);
            for (size_t i = 0; i < n; i++) {
                rng = rng * 1103515245u + 12345u;
                uint32_t step = (rng >> 16) % 3;
                a[i].key = i == 0 || i == mid ? (rng >> 20) % 40 : a[i - 1].key + step;
                a[i].seq = (uint32_t)i;
            }
            sort_and_check(ctx, a, n, "mid", mid);
            free(a);
            rootsig_ctx_reset(ctx);
        }
    }
    rootsig_ctx_destroy(ctx);

    enum { N = 100000 };
    counting c = {0, 0, 0, 0, 0};
    rootsig_allocator al = {c_alloc, c_free, &c};
    cr_assert_eq(rootsig_ctx_create(&al, &ctx), ROOTSIG_OK);
    item *a = malloc(N * sizeof *a);
    for (int last = 0; last < 2; last++) {
        /* a large key first (then ascending 0..N-2), or ascending then a small key last */
        for (uint32_t i = 0; i < N; i++)
            a[i] = (item){last ? (i + 1 < N ? i + 1 : 0) : (i == 0 ? N : i - 1), i};
        c.largest = 0;
        rsig_sort(&ctx->arena, a, N, sizeof *a, by_key);
        cr_assert_lt(c.largest, 64u * 1024, "largest block %zu", c.largest);
        for (uint32_t i = 1; i < N; i++)
            cr_assert_leq(a[i - 1].key, a[i].key);
        cr_assert_eq(a[last ? 0 : N - 1].key, last ? 0u : (uint32_t)N);
    }
    free(a);
    rootsig_ctx_destroy(ctx);
}

static void *failing_alloc(void *user, size_t size)
{
    int *left = user;
    return (*left)-- > 0 ? malloc(size) : NULL;
}

static void plain_free(void *user, void *ptr, size_t size)
{
    (void)user;
    (void)size;
    free(ptr);
}

Test(sort, scratch_failure_sets_oom)
{
    int left = 1; /* the context itself, then nothing */
    rootsig_allocator al = {failing_alloc, plain_free, &left};
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(&al, &ctx), ROOTSIG_OK);
    item a[3] = {{3, 0}, {1, 1}, {2, 2}};
    rsig_sort(&ctx->arena, a, 3, sizeof *a, by_key);
    cr_assert(ctx->arena.oom);
    rootsig_ctx_destroy(ctx);
}

/*
 * Growing arrays (rsig_grow, text buffers): with a resize function (the
 * default allocator's realloc) an array of its own chunk is resized in
 * place of a copy; when resizing fails it is copied as before. Either way
 * the contents survive and nothing leaks.
 */
static size_t resizes, resize_failures;

static void *test_resize(void *ptr, size_t size)
{
    if (++resizes % 3 == 0) { /* every third resize fails: the copy is used */
        resize_failures++;
        return NULL;
    }
    return realloc(ptr, size);
}

Test(sort, large_arrays_grow_by_resizing_or_copying)
{
    counting c = {0, 0, 0, 0, 0};
    rsig_arena a;
    memset(&a, 0, sizeof a);
    a.alloc = (rootsig_allocator){c_alloc, c_free, &c};
    a.resize = test_resize;
    resizes = resize_failures = 0;
    (void)rsig_alloc(&a, 100); /* a bump chunk first: big arrays then get chunks of their own */
    uint32_t *v = NULL, cap = 0;
    rsig_buf b;
    rsig_buf_init(&b, &a);
    for (uint32_t i = 0; i < 300000; i++) {
        cr_assert(rsig_grow_uninit(&a, (void **)&v, &cap, i + 1, sizeof *v));
        v[i] = i * 2654435761u;
        char digit = (char)('0' + i % 10);
        rsig_buf_put(&b, &digit, 1);
    }
    for (uint32_t i = 0; i < 300000; i++) {
        cr_assert_eq(v[i], i * 2654435761u, "element %u", i);
        cr_assert_eq(b.data[i], (char)('0' + i % 10), "byte %u", i);
    }
    cr_assert_gt(resizes - resize_failures, 4u, "resized %zu times", resizes);
    cr_assert_gt(resize_failures, 1u);
    cr_assert_not(a.oom);
    rsig_arena_free_all(&a);
    cr_assert_eq(c.live, 0u);
}

/*
 * A DSL table of a hundred thousand ranges: its array grows by resizing
 * with the default allocator and by copying with a caller's, which cannot
 * resize. Both give the same ranges, locations and bytes.
 */
enum { TABLE_RANGES = 100000 };

static unsigned char *compile_table(const rootsig_allocator *al, const char *text, size_t len,
                                    size_t *n)
{
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(al, &ctx), ROOTSIG_OK);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "big.rs", text, len, NULL, &sig), ROOTSIG_OK);
    const rsig_param *t = &sig->params[0];
    cr_assert_eq(t->nranges, (uint32_t)TABLE_RANGES);
    for (uint32_t k = 0; k < t->nranges; k++) {
        cr_assert_eq(t->ranges[k].base_register, k);
        rsig_span kw = rsig_range_kw(t, &t->ranges[k]), reg = rsig_range_span(t, &t->ranges[k], RSIG_F_REGISTER);
        cr_assert_eq(kw.len, 3u);
        cr_assert_eq(memcmp(text + kw.off, "SRV(", 4), 0, "range %u", k);
        cr_assert_eq(reg.off, kw.off + 4, "range %u", k);
        cr_assert_eq(text[reg.off], 't');
    }
    size_t bound = rootsig_rts0_bound(sig);
    unsigned char *b = malloc(bound);
    cr_assert_eq(rootsig_write_rts0(ctx, sig, NULL, b, bound, n), ROOTSIG_OK);
    rootsig_ctx_destroy(ctx);
    return b;
}

Test(sort, large_dsl_table_by_resizing_or_copying)
{
    uint32_t nr = TABLE_RANGES;
    size_t cap = 32 + (size_t)nr * 16;
    char *text = malloc(cap);
    size_t len = (size_t)snprintf(text, cap, "DescriptorTable(");
    for (uint32_t k = 0; k < nr; k++)
        len += (size_t)snprintf(text + len, cap - len, k + 1 < nr ? "SRV(t%u)," : "SRV(t%u))", k);
    size_t n1, n2;
    unsigned char *b1 = compile_table(NULL, text, len, &n1);
    counting c = {0};
    rootsig_allocator al = {c_alloc, c_free, &c};
    unsigned char *b2 = compile_table(&al, text, len, &n2);
    cr_assert_eq(c.live, 0u);
    cr_assert_eq(n1, n2);
    cr_assert(memcmp(b1, b2, n1) == 0);
    free(b1);
    free(b2);
    free(text);
}
