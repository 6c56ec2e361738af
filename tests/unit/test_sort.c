/*
 * test_sort.c: rsig_sort, the library's allocation-disciplined merge sort:
 * sorted, stable (on random input, on input of a few ascending runs, which
 * it merges as they are, and on two runs, merged in place), and clean when
 * its scratch allocation fails; and the arena's large blocks (grown by
 * resizing, huge pages where asked, memory made present ahead of use).
 */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE 1 /* mincore */
#endif
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "counting_alloc.h"
#include "internal.h"
#include "ast.h"

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

#ifdef __linux__
#include <stdio.h>
#include <unistd.h>

/* The VmFlags line of the mapping that holds p (/proc/self/smaps); false if none. */
static bool vm_flags(const void *p, char *out, size_t cap)
{
    FILE *f = fopen("/proc/self/smaps", "r");
    if (f == NULL)
        return false;
    char line[512];
    bool inside = false, found = false;
    while (!found && fgets(line, sizeof line, f)) {
        unsigned long lo, hi;
        if (sscanf(line, "%lx-%lx ", &lo, &hi) == 2) /* a mapping's first line */
            inside = (uintptr_t)p >= lo && (uintptr_t)p < hi;
        else if (inside && strncmp(line, "VmFlags:", 8) == 0) {
            snprintf(out, cap, "%s", line + 8);
            found = true;
        }
    }
    fclose(f);
    return found;
}

/*
 * Huge pages (ctx.c): a block of 2 MB or more from the default allocator
 * is 2 MB-aligned, and marked for them ("hg" in its VmFlags) only while
 * its arena asks (rsig_arena.huge, as the metadata front end does).
 */
Test(sort, huge_pages_only_where_the_arena_asks)
{
    if (access("/sys/kernel/mm/transparent_hugepage/enabled", F_OK) != 0)
        cr_skip_test("no transparent huge pages in this kernel");
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    const size_t mb2 = (size_t)2 << 20;
    char *plain = rsig_alloc_uninit(&ctx->arena, 2 * mb2);
    ctx->arena.huge = true;
    char *dense = rsig_alloc_uninit(&ctx->arena, 2 * mb2);
    uint32_t *grown = NULL, cap = 0;
    cr_assert(rsig_grow_uninit(&ctx->arena, (void **)&grown, &cap, 1u << 16, 4)); /* 256 KB */
    cr_assert(rsig_grow_uninit(&ctx->arena, (void **)&grown, &cap, 1u << 21, 4)); /* 8 MB */
    ctx->arena.huge = false;
    cr_assert(plain && dense && grown);
    memset(plain, 1, 2 * mb2);
    memset(dense, 1, 2 * mb2);
    memset(grown, 1, (size_t)cap * 4);
    /* the block starts on a 2 MB boundary; the chunk's header comes first */
    cr_assert_lt((uintptr_t)dense % mb2, 64u, "dense at %p", (void *)dense);
    char flags[256];
    cr_assert(vm_flags(dense, flags, sizeof flags));
    cr_assert_not_null(strstr(flags, " hg"), "dense block: VmFlags%s", flags);
    /* moved by realloc to any address: the 2 MB pages inside it are marked */
    cr_assert(vm_flags((char *)grown + (size_t)cap * 2, flags, sizeof flags));
    cr_assert_not_null(strstr(flags, " hg"), "resized array: VmFlags%s", flags);
    cr_assert(vm_flags(plain, flags, sizeof flags));
    cr_assert_null(strstr(flags, " hg"), "plain block: VmFlags%s", flags);
    rootsig_ctx_destroy(ctx);
}

#include <sys/mman.h>
#ifdef MADV_POPULATE_WRITE
/* Pages of [p, p + n) in memory now (mincore), of those wholly inside it. */
static size_t resident(const void *p, size_t n)
{
    uintptr_t from = ((uintptr_t)p + 4095) & ~(uintptr_t)4095;
    uintptr_t to = ((uintptr_t)p + n) & ~(uintptr_t)4095;
    unsigned char vec[1024];
    size_t pages = to > from ? (to - from) / 4096 : 0, count = 0;
    cr_assert_leq(pages, sizeof vec);
    if (pages)
        cr_assert_eq(mincore((void *)from, to - from, vec), 0);
    for (size_t i = 0; i < pages; i++)
        count += vec[i] & 1;
    return count;
}

/*
 * Memory that is sure to be fresh, whatever the allocator under the tests
 * (glibc's reuses freed pages, ASan's and valgrind's too): a mapping each,
 * resized with mremap. A table of what is mapped gives resize the old size.
 */
static struct {
    void *p;
    size_t n;
} fresh[256];

/* The entry for p (NULL: a free one), or -1. */
static long fresh_find(const void *p)
{
    for (size_t i = 0; i < sizeof fresh / sizeof fresh[0]; i++)
        if (fresh[i].p == p)
            return (long)i;
    return -1;
}

static void *fresh_alloc(void *user, size_t n)
{
    (void)user;
    long i = fresh_find(NULL);
    void *p = i >= 0 ? mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
                     : MAP_FAILED;
    if (p == MAP_FAILED)
        return NULL;
    fresh[i].p = p;
    fresh[i].n = n;
    return p;
}

static void fresh_free(void *user, void *p, size_t n)
{
    (void)user;
    long i = fresh_find(p);
    cr_assert_geq(i, 0);
    fresh[i].p = NULL;
    munmap(p, n);
}

static void *fresh_resize(void *p, size_t n)
{
    long i = fresh_find(p);
    cr_assert_geq(i, 0);
    void *q = mremap(p, fresh[i].n, n, MREMAP_MAYMOVE);
    if (q == MAP_FAILED)
        return NULL;
    fresh[i].p = q;
    fresh[i].n = n;
    return q;
}

/*
 * Memory written in order is made present ahead of use, RSIG_PREFAULT_AHEAD
 * bytes at a time (rsig_prefault): the diagnostics' records, the bump
 * chunks of an arena that asks (the diagnostics' messages) and a module's
 * node table, with the default allocator; and blocks filled whole at once.
 */
Test(sort, prefaulted_ahead_of_use)
{
    const size_t ahead = RSIG_PREFAULT_AHEAD, kb = 1024, pages = ahead / 4096;
    char *m = mmap(NULL, 1 << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    cr_assert_neq(m, MAP_FAILED);
    if (madvise(m, 4096, MADV_POPULATE_WRITE) != 0)
        cr_skip_test("no MADV_POPULATE_WRITE in this kernel");
    rsig_prefault(m + 100, 64 * kb); /* the whole pages inside: 15 of them */
    cr_assert_eq(resident(m + 4096, 256 * kb), 15u);
    munmap(m, 1 << 20);

    /* the default allocator's arenas, on memory that is fresh */
    rootsig_allocator al = {fresh_alloc, fresh_free, NULL};
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(&al, &ctx), ROOTSIG_OK);
    ctx->arena.resize = ctx->diag_arena.resize = fresh_resize;
    ctx->arena.pages = ctx->diag_arena.pages = true;
    /*
     * records: a few in the arena; past 32, a block of their own, made
     * present from the 33rd on as far as ahead, not the rest of the block
     */
    ctx->max_errors = 100;
    for (int i = 0; i < 40; i++)
        rsig_diag(ctx, RSIG_MD_SYNTAX, NULL, 0, 0, "%s", "one");
    cr_assert_eq(rootsig_diag_count(ctx), 40u);
    size_t rec = sizeof *ctx->diags, room = (size_t)ctx->diags_cap * rec;
    cr_assert_geq(room, 2048 * rec, "%zu bytes of records", room);
    char *next = (char *)ctx->diags + 32 * rec;
    cr_assert_geq(resident(next, ahead), pages - 1);
    cr_assert_eq(resident(next + ahead + 4 * kb, room - 32 * rec - ahead - 4 * kb), 0u);
    /* a bump chunk of an arena that asks */
    rsig_arena a = ctx->diag_arena;
    memset(&ctx->diag_arena, 0, sizeof ctx->diag_arena);
    ctx->diag_arena.alloc = a.alloc;
    ctx->diag_arena.resize = a.resize;
    ctx->diag_arena.pages = true;
    ctx->diag_arena.prefault = true;
    /* 1 KB at a time until a chunk of 256 KB or more has just begun */
    char *p = NULL;
    size_t chunk = 0;
    while (chunk < 256 * kb || ctx->diag_arena.used > kb) {
        p = rsig_alloc_uninit(&ctx->diag_arena, kb);
        cr_assert_not_null(p);
        chunk = ctx->diag_arena.cap;
    }
    cr_assert_geq(resident(p, ahead), pages - 1, "a chunk of %zu", chunk); /* p: not aligned */
    cr_assert_eq(resident(p + ahead + 4 * kb, chunk - ahead - 16 * kb), 0u, "a chunk of %zu", chunk);
    /* past what was present: the next stretch */
    cr_assert_not_null(rsig_alloc_uninit(&ctx->diag_arena, 30 * kb));
    char *q = rsig_alloc_uninit(&ctx->diag_arena, 30 * kb);
    cr_assert_not_null(q);
    cr_assert_geq(resident(q + 30 * kb, ahead), pages - 1);
    cr_assert_eq(resident(q + 30 * kb + ahead + 4 * kb, chunk - 100 * kb - ahead), 0u);
    ctx->diag_arena.prefault = false; /* then a new chunk stays as it is */
    char *big = rsig_alloc_uninit(&ctx->diag_arena, 300 * kb); /* dedicated */
    cr_assert_not_null(big);
    cr_assert_eq(resident(big, 300 * kb), 0u);
    char *later;
    do { /* until one begins a new chunk */
        later = rsig_alloc_uninit(&ctx->diag_arena, 60 * kb);
        cr_assert_not_null(later);
    } while (ctx->diag_arena.used > 60 * kb);
    cr_assert_eq(resident(later, 60 * kb), 0u);
    rsig_arena_free_all(&ctx->diag_arena);
    ctx->diag_arena = a;
    /* a block to be filled whole at once: all of it */
    char *filled = rsig_alloc_filled(&ctx->arena, 1000, 256);
    cr_assert_not_null(filled);
    cr_assert_geq(resident(filled, 256000), 61u); /* the whole pages inside it */
    rootsig_ctx_destroy(ctx);
}
#endif
#endif

/*
 * A DSL table past RSIG_RANGES_EXPECT ranges, with text for a million more
 * after it (here blank lines), moves once into room for them all
 * (rsig_param_expect) with the default allocator; a caller's allocator,
 * which cannot resize, keeps doubling. Both give the same ranges and bytes.
 */
static unsigned char *compile_table(const rootsig_allocator *al, const char *text, size_t len,
                                    uint32_t *cap, size_t *n)
{
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(al, &ctx), ROOTSIG_OK);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "big.rs", text, len, NULL, &sig), ROOTSIG_OK);
    const rsig_param *t = &sig->params[0];
    cr_assert_eq(t->nranges, RSIG_RANGES_EXPECT + 1000u);
    for (uint32_t k = 0; k < t->nranges; k++) {
        cr_assert_eq(t->ranges[k].base_register, k);
        cr_assert_eq(rsig_range_kw(t, &t->ranges[k]).len, 3u);
    }
    *cap = t->ranges_cap;
    size_t bound = rootsig_rts0_bound(sig);
    unsigned char *b = malloc(bound);
    cr_assert_eq(rootsig_write_rts0(ctx, sig, NULL, b, bound, n), ROOTSIG_OK);
    rootsig_ctx_destroy(ctx);
    return b;
}

Test(sort, large_dsl_table_moves_once_into_room_ahead)
{
    uint32_t nr = RSIG_RANGES_EXPECT + 1000u;
    size_t blank = (size_t)9 << 20, cap = 16 + (size_t)nr * 16 + blank;
    char *text = malloc(cap);
    size_t len = (size_t)snprintf(text, cap, "DescriptorTable(");
    for (uint32_t k = 0; k < nr; k++)
        len += (size_t)snprintf(text + len, cap - len, k + 1 < nr ? "SRV(t%u)," : "SRV(t%u))", k);
    memset(text + len, '\n', blank);
    len += blank;
    uint32_t moved, doubled;
    size_t n1, n2;
    unsigned char *b1 = compile_table(NULL, text, len, &moved, &n1);
    counting c = {0};
    rootsig_allocator al = {c_alloc, c_free, &c};
    unsigned char *b2 = compile_table(&al, text, len, &doubled, &n2);
    /* room for what 9 MB more could hold, against the next power of two */
    cr_assert_gt(moved, RSIG_RANGES_EXPECT + (1u << 20), "cap %u", moved);
    cr_assert_eq(doubled, 2u * RSIG_RANGES_EXPECT, "cap %u", doubled);
    cr_assert_eq(n1, n2);
    cr_assert(memcmp(b1, b2, n1) == 0);
    free(b1);
    free(b2);
    free(text);
}
