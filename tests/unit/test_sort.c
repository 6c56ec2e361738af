/*
 * test_sort.c: rsig_sort, the library's allocation-disciplined merge sort:
 * sorted, stable (on random input and on input of a few ascending runs,
 * which it merges as they are), and clean when its scratch allocation fails.
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct item {
    uint32_t key, seq;
} item;

static int by_key(const void *a, const void *b)
{
    const item *x = a, *y = b;
    return (x->key > y->key) - (x->key < y->key);
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
        rsig_sort(&ctx->arena, a, n, sizeof *a, by_key);
        for (size_t i = 1; i < n; i++) {
            cr_assert_leq(a[i - 1].key, a[i].key, "n=%zu", n);
            if (a[i - 1].key == a[i].key)
                cr_assert_lt(a[i - 1].seq, a[i].seq, "unstable at n=%zu", n);
        }
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
            rsig_sort(&ctx->arena, a, n, sizeof *a, by_key);
            for (size_t i = 1; i < n; i++) {
                cr_assert_leq(a[i - 1].key, a[i].key, "runs=%zu n=%zu", runs, n);
                if (a[i - 1].key == a[i].key)
                    cr_assert_lt(a[i - 1].seq, a[i].seq, "unstable: runs=%zu n=%zu", runs, n);
            }
            free(a);
            rootsig_ctx_reset(ctx);
        }
    }
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
