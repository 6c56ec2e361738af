/*
 * ctx.c: the context and the memory it owns. Every allocation of the library
 * goes through rsig_alloc, so freeing the arena frees everything, a failed
 * parse cannot leak, and the chaos test can fail any single allocation.
 */
/* strtod_l is a GNU extension on glibc; elsewhere it comes with xlocale. */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE 1
#endif
#include <float.h>
#include <limits.h>
#include <stdio.h>
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

#include <errno.h>
#include <stdint.h>
#if defined(__linux__)
#include <sys/mman.h>
/* Linux 5.14's; C libraries older than it (musl 1.2.3) do not name it. */
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif
#endif

/*
 * Chunks: small allocations are bumped from the newest "bump" chunk (the
 * head of the list), whose size doubles as the arena grows. An allocation of
 * BIG bytes or more gets a chunk of its own, linked behind the head so the
 * bump chunk stays current; when such an array grows (rsig_grow, text
 * buffers), its old chunk is handed back to the allocator at once, so a
 * large input costs its final arrays, not every size they passed through.
 */
struct rsig_chunk {
    rsig_chunk *next;
    size_t size;    /* of the whole allocation */
    bool dedicated; /* holds exactly one BIG allocation */
    bool used;      /* a spare that served the current use (rsig_arena_recycle) */
};

enum { CHUNK_MIN = 16 * 1024, ALIGN = 16, BIG = 64 * 1024 };

/*
 * Huge pages for large blocks (Linux): the default allocator aligns a
 * block of 2 MB or more to 2 MB, and an arena that asks for it
 * (rsig_arena.huge: a metadata module's index) marks such blocks for
 * transparent huge pages, so filling them costs a page fault per 2 MB
 * instead of one per 4 KB. Each fault costs microseconds (12 on the
 * project's virtual machine): a 4 MB module's index was 500 of them. The
 * price is the unused part of the last 2 MB page of each block.
 */
#if defined(__linux__) && defined(MADV_HUGEPAGE)
#define RSIG_HUGE ((size_t)2 << 20)
static void *huge(void *p, size_t size)
{
    if (p && size >= RSIG_HUGE) {
        uintptr_t a = ((uintptr_t)p + RSIG_HUGE - 1) & ~(uintptr_t)(RSIG_HUGE - 1);
        uintptr_t e = ((uintptr_t)p + size) & ~(uintptr_t)(RSIG_HUGE - 1);
        if (e > a)
            (void)madvise((void *)a, e - a, MADV_HUGEPAGE); /* advice: failing is harmless */
    }
    return p;
}

static void *default_alloc(void *user, size_t size)
{
    (void)user;
    void *p = NULL;
    if (size < RSIG_HUGE)
        return malloc(size);
    return posix_memalign(&p, RSIG_HUGE, size) == 0 ? p : NULL;
}
#else
static void *huge(void *p, size_t size)
{
    (void)size;
    return p;
}

static void *default_alloc(void *user, size_t size)
{
    (void)user;
    return malloc(size);
}
#endif

static void default_free(void *user, void *ptr, size_t size)
{
    (void)user;
    (void)size;
    free(ptr);
}

/*
 * Only for the default allocator (the public one has no resize): a large
 * block of malloc's is its own mapping, and realloc moves the mapping
 * (mremap) instead of copying it, so an array that doubles is neither
 * copied nor, while it is copied, in memory twice.
 */
static void *default_resize(void *ptr, size_t size)
{
    return realloc(ptr, size);
}

static size_t header_size(void)
{
    return (sizeof(rsig_chunk) + ALIGN - 1) & ~(size_t)(ALIGN - 1);
}

/*
 * A chunk of at least total bytes: the smallest spare one, or a new one from
 * the allocator. c->size is the whole chunk's, which may be more than total.
 * A bump chunk may be any larger size (later allocations fill it); for one
 * dedicated allocation, a spare chunk over twice its size would be mostly
 * wasted here and missed by a later, larger one, so a new chunk is taken.
 */
static rsig_chunk *new_chunk(rsig_arena *a, size_t total, bool dedicated)
{
    rsig_chunk **best = NULL;
    for (rsig_chunk **link = &a->spare; *link; link = &(*link)->next) {
        size_t size = (*link)->size;
        if (size >= total && (!dedicated || size / 2 <= total) &&
            (best == NULL || size < (*best)->size))
            best = link;
    }
    if (best) {
        rsig_chunk *c = *best;
        *best = c->next;
        return c;
    }
    rsig_chunk *c = a->alloc.alloc(a->alloc.user, total);
    if (c == NULL) {
        a->oom = true;
        return NULL;
    }
    if (a->huge && a->resize) /* the default allocator: see huge() */
        huge(c, total);
    c->size = total;
    return c;
}

/* A chunk of its own for one BIG allocation, linked behind the bump chunk. */
static void *alloc_dedicated(rsig_arena *a, size_t need)
{
    if (need > SIZE_MAX - header_size()) {
        a->oom = true;
        return NULL;
    }
    size_t total = header_size() + need;
    rsig_chunk *c = new_chunk(a, total, true);
    if (c == NULL)
        return NULL;
    c->dedicated = true;
    if (a->chunks) {
        c->next = a->chunks->next;
        a->chunks->next = c;
    } else {
        c->next = NULL; /* a full head: the next small allocation starts a bump chunk */
        a->chunks = c;
        a->used = a->cap = a->ready = need;
    }
    return (char *)c + header_size();
}

/*
 * Frees p's chunk if p is a dedicated chunk's allocation (else keeps it).
 * In an arena that has been recycled, it becomes a spare instead: the next
 * input that grows the same array takes it again, so a context that
 * compiles inputs of the same shapes reaches a state where it asks the
 * allocator for nothing. The first use (the command line's one input) gives
 * it back at once, which keeps its peak memory.
 */
static void release(rsig_arena *a, void *p)
{
    for (rsig_chunk **link = &a->chunks; *link; link = &(*link)->next) {
        rsig_chunk *c = *link;
        if (c->dedicated && (char *)c + header_size() == (char *)p && c != a->chunks) {
            *link = c->next;
            if (a->reusing) {
                c->next = a->spare;
                c->used = true;
                a->spare = c;
            } else
                a->alloc.free(a->alloc.user, c, c->size);
            return;
        }
    }
}

/*
 * Resizes the dedicated chunk holding p to hold need bytes, for an array
 * that grows: the new address, or NULL if the allocator cannot resize (the
 * caller then allocates and copies) or p is not such a chunk. On a failed
 * resize p is unchanged and oom is not set: the copy is tried instead.
 */
static void *resize_dedicated(rsig_arena *a, void *p, size_t need)
{
    if (a->resize == NULL || need > SIZE_MAX - header_size())
        return NULL;
    for (rsig_chunk **link = &a->chunks; *link; link = &(*link)->next) {
        rsig_chunk *c = *link;
        if (c->dedicated && (char *)c + header_size() == (char *)p && c != a->chunks) {
            rsig_chunk *n = a->resize(c, header_size() + need);
            if (n == NULL)
                return NULL;
            if (a->huge)
                huge(n, header_size() + need);
            n->size = header_size() + need;
            *link = n;
            return (char *)n + header_size();
        }
    }
    return NULL;
}

void rsig_prefault(void *p, size_t n)
{
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
    uintptr_t from = ((uintptr_t)p + 4095) & ~(uintptr_t)4095;
    uintptr_t to = ((uintptr_t)p + n) & ~(uintptr_t)4095;
    if (to > from)
        (void)madvise((void *)from, to - from, MADV_POPULATE_WRITE); /* failing is harmless */
#else
    (void)p;
    (void)n;
#endif
}

/* The head chunk present up to AHEAD bytes past what is used (rsig_arena.prefault). */
static void prefault_ahead(rsig_arena *a)
{
    size_t to = a->cap - a->used > RSIG_PREFAULT_AHEAD ? a->used + RSIG_PREFAULT_AHEAD : a->cap;
    char *body = (char *)a->chunks + header_size();
    rsig_prefault(body + a->ready, to - a->ready);
    a->ready = to;
}

/* Bump allocation without zeroing; NULL (and oom set) on failure. */
static void *alloc_raw(rsig_arena *a, size_t size)
{
    size_t need = (size + ALIGN - 1) & ~(size_t)(ALIGN - 1);
    if (need < size) {
        a->oom = true;
        return NULL;
    }
    if (need >= BIG)
        return alloc_dedicated(a, need);
    if (a->chunks == NULL || a->cap - a->used < need) {
        size_t body = need > CHUNK_MIN ? need : CHUNK_MIN;
        /* Grow chunk size with use so big inputs need few chunks. */
        if (a->chunks && a->chunks->size * 2 > body && a->chunks->size < (size_t)1 << 26)
            body = a->chunks->size * 2;
        if (body > SIZE_MAX - header_size()) {
            a->oom = true;
            return NULL;
        }
        rsig_chunk *c = new_chunk(a, header_size() + body, false);
        if (c == NULL)
            return NULL;
        c->next = a->chunks;
        c->dedicated = false;
        a->chunks = c;
        a->used = 0;
        a->cap = c->size - header_size();
        a->ready = 0;
    }
    char *p = (char *)a->chunks + header_size() + a->used;
    a->used += need;
    if (a->prefault && a->used > a->ready && a->pages)
        prefault_ahead(a);
    return p;
}

void *rsig_alloc_uninit(rsig_arena *a, size_t size)
{
    return alloc_raw(a, size);
}

void *rsig_alloc(rsig_arena *a, size_t size)
{
    void *p = alloc_raw(a, size);
    if (p)
        memset(p, 0, size);
    return p;
}

/* rsig_alloc_array without zeroing, for memory written before it is read. */
static void *alloc_array_raw(rsig_arena *a, size_t count, size_t size)
{
    if (size != 0 && count > SIZE_MAX / size) {
        a->oom = true;
        return NULL;
    }
    return alloc_raw(a, count * size);
}

void *rsig_alloc_array_uninit(rsig_arena *a, size_t count, size_t size)
{
    return alloc_array_raw(a, count, size);
}

void *rsig_alloc_filled(rsig_arena *a, size_t count, size_t size)
{
    void *p = alloc_array_raw(a, count, size);
    if (p && a->pages && count * size >= RSIG_PREFAULT_AHEAD / 4)
        rsig_prefault(p, count * size);
    return p;
}

void *rsig_alloc_array(rsig_arena *a, size_t count, size_t size)
{
    void *p = alloc_array_raw(a, count, size);
    if (p)
        memset(p, 0, count * size);
    return p;
}

char *rsig_strndup(rsig_arena *a, const char *s, size_t n)
{
    if (n == SIZE_MAX) {
        a->oom = true;
        return NULL;
    }
    char *p = alloc_raw(a, n + 1); /* all n + 1 bytes are written below */
    if (p) {
        if (n)
            memcpy(p, s, n);
        p[n] = 0;
    }
    return p;
}

static bool grow(rsig_arena *a, void **items, uint32_t *cap, uint32_t need, size_t elem,
                 bool exact, bool zero)
{
    if (need <= *cap)
        return true;
    uint64_t ncap = exact ? need : *cap ? (uint64_t)*cap * 2 : 4;
    while (ncap < need)
        ncap *= 2;
    if (ncap > UINT32_MAX)
        ncap = UINT32_MAX;
    if (elem != 0 && ncap > SIZE_MAX / elem) {
        a->oom = true;
        return false;
    }
    size_t old_size = (size_t)*cap * elem, new_size = (size_t)ncap * elem;
    /*
     * An array that is the newest allocation of the current chunk grows in
     * place when the chunk has room: a list that is appended to while
     * nothing else is allocated (the ranges of a table) is then never
     * copied, and no abandoned storage accumulates.
     */
    if (*cap && a->chunks) {
        size_t old_need = (old_size + ALIGN - 1) & ~(size_t)(ALIGN - 1);
        size_t new_need = (new_size + ALIGN - 1) & ~(size_t)(ALIGN - 1);
        char *end = (char *)a->chunks + header_size() + a->used;
        if (new_need >= new_size && (char *)*items + old_need == end &&
            new_need - old_need <= a->cap - a->used) {
            if (zero)
                memset((char *)*items + old_size, 0, new_size - old_size);
            a->used += new_need - old_need;
            *cap = (uint32_t)ncap;
            return true;
        }
    }
    char *p = old_size + ALIGN - 1 >= BIG ? resize_dedicated(a, *items, new_size) : NULL;
    if (p == NULL) {
        p = alloc_raw(a, new_size);
        if (p == NULL)
            return false;
        if (old_size) {
            memcpy(p, *items, old_size);
            if (old_size + ALIGN - 1 >= BIG)
                release(a, *items);
        }
    }
    if (zero)
        memset(p + old_size, 0, new_size - old_size);
    *items = p;
    *cap = (uint32_t)ncap;
    return true;
}

bool rsig_grow_more(rsig_arena *a, void **items, uint32_t *cap, uint32_t need, size_t elem)
{
    return grow(a, items, cap, need, elem, false, true);
}

bool rsig_grow_uninit_more(rsig_arena *a, void **items, uint32_t *cap, uint32_t need,
                           size_t elem)
{
    return grow(a, items, cap, need, elem, false, false);
}

bool rsig_reserve(rsig_arena *a, void **items, uint32_t *cap, uint32_t need, size_t elem)
{
    return grow(a, items, cap, need, elem, true, false);
}

/*
 * One element. The sizes of the arrays sorted here get a copy of constant
 * size, which the compiler inlines as a few moves: a libc call per element
 * would cost more than the copy.
 */
static inline void copy_elem(char *to, const char *from, size_t size)
{
    switch (size) {
    case 16: memcpy(to, from, 16); break;
    case 24: memcpy(to, from, 24); break;
    case 32: memcpy(to, from, 32); break;
    case 40: memcpy(to, from, 40); break;
    case 48: memcpy(to, from, 48); break;
    default: memcpy(to, from, size); break;
    }
}

/*
 * Few elements: insertion in place, t holding the element being inserted.
 * Stable: an element moves left only past greater ones.
 */
enum { SMALL_SORT = 8 };

static void insertion_sort(char *base, size_t count, size_t size, char *t,
                           int (*cmp)(const void *, const void *))
{
    for (size_t i = 1; i < count; i++) {
        if (cmp(base + (i - 1) * size, base + i * size) <= 0)
            continue;
        copy_elem(t, base + i * size, size);
        size_t j = i;
        do {
            copy_elem(base + j * size, base + (j - 1) * size, size);
            j--;
        } while (j > 0 && cmp(base + (j - 1) * size, t) > 0);
        copy_elem(base + j * size, t, size);
    }
}

/* Merges the adjacent sorted runs [lo, mid) and [mid, hi) of from into to. */
static void merge(const char *from, char *to, size_t lo, size_t mid, size_t hi, size_t size,
                  int (*cmp)(const void *, const void *))
{
    size_t i = lo, j = mid, k = lo;
    while (i < mid && j < hi) {
        /* Ties take the left element: the sort is stable. */
        if (cmp(from + j * size, from + i * size) < 0)
            copy_elem(to + (k++) * size, from + (j++) * size, size);
        else
            copy_elem(to + (k++) * size, from + (i++) * size, size);
    }
    if (i < mid)
        memcpy(to + k * size, from + i * size, (mid - i) * size);
    else if (j < hi)
        memcpy(to + k * size, from + j * size, (hi - j) * size);
}

/*
 * Two adjacent sorted runs, [0, mid) and [mid, count) of base, merged in
 * place with scratch for the shorter one only: a root descriptor written
 * before a table of a million ranges in register order costs one element of
 * scratch, not a million. Stable: of equal elements, the first run's come
 * first. The longer run's elements never move before they are read: going
 * forward the output never passes the second run's next element, going back
 * it never passes the first run's.
 */
static void merge_two_runs(rsig_arena *a, char *base, size_t mid, size_t count, size_t size,
                           int (*cmp)(const void *, const void *))
{
    size_t left = mid, right = count - mid;
    char *tmp = alloc_array_raw(a, left <= right ? left : right, size);
    if (tmp == NULL)
        return;
    if (left <= right) {
        memcpy(tmp, base, left * size);
        size_t i = 0, j = mid, k = 0;
        while (i < left && j < count) {
            if (cmp(base + j * size, tmp + i * size) < 0)
                copy_elem(base + k++ * size, base + j++ * size, size);
            else
                copy_elem(base + k++ * size, tmp + i++ * size, size);
        }
        memcpy(base + k * size, tmp + i * size, (left - i) * size);
    } else {
        memcpy(tmp, base + mid * size, right * size);
        size_t i = mid, t = right, k = count; /* one past the next element of each */
        while (i > 0 && t > 0) {
            if (cmp(base + (i - 1) * size, tmp + (t - 1) * size) > 0)
                copy_elem(base + --k * size, base + --i * size, size);
            else
                copy_elem(base + --k * size, tmp + --t * size, size);
        }
        memcpy(base + (k - t) * size, tmp, t * size);
    }
    release(a, tmp);
}

/*
 * Input that is already in order, or nearly (a root descriptor written
 * before tables of ranges in register order), is a few ascending runs:
 * merging those costs O(n log runs). NATURAL_RUNS bounds the run table;
 * input with more runs gets the plain bottom-up merge sort.
 */
enum { NATURAL_RUNS = 32 };

void rsig_sort(rsig_arena *a, void *base, size_t count, size_t size,
               int (*cmp)(const void *, const void *))
{
    if (count < 2 || size == 0)
        return;
    char *src = base;
    if (count <= SMALL_SORT) {
        char *tmp = alloc_array_raw(a, 1, size);
        if (tmp)
            insertion_sort(src, count, size, tmp, cmp);
        return;
    }
    size_t bound[NATURAL_RUNS + 1];
    size_t runs = 0;
    bound[0] = 0;
    for (size_t i = 1; i < count && runs < NATURAL_RUNS; i++)
        if (cmp(src + (i - 1) * size, src + i * size) > 0)
            bound[++runs] = i;
    if (runs == 0)
        return; /* in order already (the common case): no scratch at all */
    if (runs == 1) {
        merge_two_runs(a, src, bound[1], count, size, cmp);
        return;
    }
    char *tmp = alloc_array_raw(a, count, size); /* scratch: every element is written first */
    if (tmp == NULL)
        return;
    char *from = src, *to = tmp;
    if (runs < NATURAL_RUNS) {
        bound[++runs] = count;
        /* Merge neighbouring runs pairwise, back and forth between the buffers. */
        while (runs > 1) {
            size_t r = 0, kept = 0;
            for (; r + 1 < runs; r += 2) {
                merge(from, to, bound[r], bound[r + 1], bound[r + 2], size, cmp);
                bound[++kept] = bound[r + 2];
            }
            if (r < runs) { /* an odd run out: copied over as it is */
                memcpy(to + bound[r] * size, from + bound[r] * size,
                       (bound[r + 1] - bound[r]) * size);
                bound[++kept] = bound[r + 1];
            }
            runs = kept;
            char *t = from;
            from = to;
            to = t;
        }
    } else {
        /* Bottom-up: merge runs of width 1, 2, 4, ... back and forth between the buffers. */
        for (size_t width = 1; width < count; width = width > SIZE_MAX / 2 ? count : width * 2) {
            for (size_t lo = 0; lo < count; lo += 2 * width) {
                size_t mid = lo + width < count ? lo + width : count;
                size_t hi = mid + width < count && mid + width > mid ? mid + width : count;
                merge(from, to, lo, mid, hi, size, cmp);
            }
            char *t = from;
            from = to;
            to = t;
        }
    }
    if (from != src)
        memcpy(src, from, count * size);
    release(a, tmp);
}

void rsig_give_back(rsig_arena *a, void *p)
{
    if (p)
        release(a, p);
}

static void free_chunks(rsig_arena *a, rsig_chunk *c)
{
    while (c) {
        rsig_chunk *next = c->next;
        a->alloc.free(a->alloc.user, c, c->size);
        c = next;
    }
}

void rsig_arena_free_all(rsig_arena *a)
{
    free_chunks(a, a->chunks);
    free_chunks(a, a->spare);
    a->chunks = a->spare = NULL;
    a->used = a->cap = 0;
    a->oom = false;
}

/*
 * What is kept is what the use just ended needed: spares it did not touch
 * are freed, so one large input followed by small ones does not hold the
 * large one's memory for good.
 */
void rsig_arena_recycle(rsig_arena *a)
{
    rsig_chunk **link = &a->spare;
    while (*link) {
        rsig_chunk *c = *link;
        if (c->used) {
            c->used = false;
            link = &c->next;
        } else {
            *link = c->next;
            a->alloc.free(a->alloc.user, c, c->size);
        }
    }
    rsig_chunk *c = a->chunks;
    while (c) {
        rsig_chunk *next = c->next;
        c->next = a->spare;
        c->used = false;
        a->spare = c;
        c = next;
    }
    a->chunks = NULL;
    a->used = a->cap = a->ready = 0;
    a->oom = false;
    a->reusing = true;
}

void rsig_arena_trim(rsig_arena *a)
{
    free_chunks(a, a->spare);
    a->spare = NULL;
}

void rsig_arena_reset(rsig_arena *a)
{
    rsig_chunk *keep = a->chunks && !a->chunks->dedicated ? a->chunks : NULL;
    rsig_chunk *c = keep ? keep->next : a->chunks;
    while (c) {
        rsig_chunk *next = c->next;
        a->alloc.free(a->alloc.user, c, c->size);
        c = next;
    }
    a->chunks = keep;
    if (keep)
        keep->next = NULL;
    a->used = a->ready = 0;
    a->cap = keep ? keep->size - header_size() : 0;
}

/* ---- text buffer ------------------------------------------------------ */

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
    char *p = b->cap + ALIGN - 1 >= BIG ? resize_dedicated(b->arena, b->data, ncap) : NULL;
    if (p == NULL) {
        p = alloc_raw(b->arena, ncap);
        if (p == NULL) {
            b->failed = true;
            return false;
        }
        if (b->len)
            memcpy(p, b->data, b->len);
        if (b->cap + ALIGN - 1 >= BIG)
            release(b->arena, b->data);
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
    rsig_arena *a = b->arena;
    if (b->data == NULL || b->failed || a->chunks == NULL)
        return;
    size_t have = (b->cap + ALIGN - 1) & ~(size_t)(ALIGN - 1);
    size_t keep = (b->len + 1 + ALIGN - 1) & ~(size_t)(ALIGN - 1);
    char *end = (char *)a->chunks + header_size() + a->used;
    if (b->data + have != end || keep >= have || a->chunks->dedicated)
        return;
    a->used -= have - keep;
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
    rootsig_allocator al = {default_alloc, default_free, NULL};
    if (allocator) {
        if (allocator->alloc == NULL || allocator->free == NULL)
            return ROOTSIG_ERR_ARG;
        al = *allocator;
    }
    rootsig_ctx *ctx = al.alloc(al.user, sizeof *ctx);
    if (ctx == NULL)
        return ROOTSIG_ERR_NOMEM;
    memset(ctx, 0, sizeof *ctx);
    ctx->arena.alloc = al;
    ctx->diag_arena.alloc = al;
    ctx->msg_arena.alloc = al;
    ctx->entry_arena.alloc = al;
    if (allocator == NULL) {
        ctx->arena.resize = ctx->diag_arena.resize = ctx->msg_arena.resize = default_resize;
        ctx->arena.pages = ctx->diag_arena.pages = ctx->msg_arena.pages = true;
        ctx->entry_arena.resize = default_resize;
        ctx->entry_arena.pages = true;
    }
    /* messages, written in order (with pages) */
    ctx->diag_arena.prefault = ctx->msg_arena.prefault = true;
    ctx->msgs = &ctx->diag_arena;
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
    ctx->ndiags = ctx->diags_cap = ctx->diags_ready = 0;
    ctx->render_scratch.arena = NULL; /* its memory went with the arena's */
    ctx->errors = ctx->warnings = 0;
    ctx->stopped = false;
    ctx->warnings_capped = false;
    ctx->view = NULL; /* in diag_arena */
    ctx->msgs = &ctx->diag_arena;
    ctx->view_of = NULL;
    ctx->view_owner = NULL;
}

void rootsig_ctx_set_runner(rootsig_ctx *ctx, const rootsig_runner *runner)
{
    if (ctx == NULL)
        return;
    memset(&ctx->runner, 0, sizeof ctx->runner);
    if (runner && runner->run && runner->threads >= 2)
        ctx->runner = *runner;
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
    rsig_arena_recycle(&ctx->msg_arena);
    rsig_arena_reset(&ctx->entry_arena);
    clear_diags(ctx);
}

void rootsig_ctx_trim(rootsig_ctx *ctx)
{
    if (ctx == NULL)
        return;
    rsig_arena_trim(&ctx->arena);
    rsig_arena_trim(&ctx->diag_arena);
    rsig_arena_trim(&ctx->msg_arena);
    rsig_arena_free_all(&ctx->entry_arena);
}

void rootsig_ctx_destroy(rootsig_ctx *ctx)
{
    if (ctx == NULL)
        return;
    rsig_arena_free_all(&ctx->arena);
    rsig_arena_free_all(&ctx->diag_arena);
    rsig_arena_free_all(&ctx->msg_arena);
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
    /* elsewhere plain strtod: musl's reads '.' whatever the locale (it has no other) */
    (void)ctx;
    double d = strtod(s, end);
#endif
    *range_error = errno == ERANGE;
    return d;
}
