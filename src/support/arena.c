/*
 * arena.c: the memory a context owns. Every allocation of the library goes
 * through rsig_alloc, so freeing the arena frees everything, a failed parse
 * cannot leak, and the chaos test can fail any single allocation.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

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

static void *default_alloc(void *user, size_t size)
{
    (void)user;
    return malloc(size);
}

static void default_free(void *user, void *ptr, size_t size)
{
    (void)user;
    (void)size;
    free(ptr);
}

/*
 * Only for the default allocator (the public one has no resize): a large
 * block of malloc's is its own mapping, and realloc moves the mapping
 * instead of copying it, so an array that doubles is neither copied nor,
 * while it is copied, in memory twice; the room it has not yet written is
 * never touched, so it costs no memory either.
 */
static void *default_resize(void *ptr, size_t size)
{
    return realloc(ptr, size);
}

void rsig_arena_init(rsig_arena *a, const rootsig_allocator *allocator)
{
    memset(a, 0, sizeof *a);
    if (allocator)
        a->alloc = *allocator;
    else {
        a->alloc.alloc = default_alloc;
        a->alloc.free = default_free;
        a->resize = default_resize;
    }
}

static size_t header_size(void)
{
    return (sizeof(rsig_chunk) + ALIGN - 1) & ~(size_t)(ALIGN - 1);
}

static size_t aligned(size_t n)
{
    return (n + ALIGN - 1) & ~(size_t)(ALIGN - 1);
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
        a->used = a->cap = need;
    }
    return (char *)c + header_size();
}

/* The link to p's chunk if p is a dedicated chunk's allocation (not the head), else NULL. */
static rsig_chunk **dedicated_link(rsig_arena *a, const void *p)
{
    for (rsig_chunk **link = &a->chunks; *link; link = &(*link)->next) {
        rsig_chunk *c = *link;
        if (c->dedicated && (char *)c + header_size() == (const char *)p && c != a->chunks)
            return link;
    }
    return NULL;
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
    rsig_chunk **link = dedicated_link(a, p);
    if (link == NULL)
        return;
    rsig_chunk *c = *link;
    *link = c->next;
    if (a->reusing) {
        c->next = a->spare;
        c->used = true;
        a->spare = c;
    } else
        a->alloc.free(a->alloc.user, c, c->size);
}

/* Bump allocation without zeroing; NULL (and oom set) on failure. */
static void *alloc_raw(rsig_arena *a, size_t size)
{
    size_t need = aligned(size);
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
    }
    char *p = (char *)a->chunks + header_size() + a->used;
    a->used += need;
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

void *rsig_alloc_array_uninit(rsig_arena *a, size_t count, size_t size)
{
    if (size != 0 && count > SIZE_MAX / size) {
        a->oom = true;
        return NULL;
    }
    return alloc_raw(a, count * size);
}

void *rsig_alloc_array(rsig_arena *a, size_t count, size_t size)
{
    void *p = rsig_alloc_array_uninit(a, count, size);
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

void *rsig_arena_move(rsig_arena *a, void *p, size_t old_size, size_t new_size)
{
    bool own = old_size + ALIGN - 1 >= BIG;
    if (own && a->resize && new_size <= SIZE_MAX - header_size()) {
        rsig_chunk **link = dedicated_link(a, p);
        rsig_chunk *n = link ? a->resize(*link, header_size() + new_size) : NULL;
        if (n) {
            n->size = header_size() + new_size;
            *link = n;
            return (char *)n + header_size();
        }
        /* not resized: p is unchanged, and a copy is tried instead */
    }
    char *q = alloc_raw(a, new_size);
    if (q == NULL)
        return NULL;
    if (old_size) {
        memcpy(q, p, old_size);
        if (own)
            release(a, p);
    }
    return q;
}

bool rsig_arena_extend_last(rsig_arena *a, void *p, size_t old_size, size_t new_size)
{
    if (a->chunks == NULL || a->chunks->dedicated)
        return false;
    size_t old_need = aligned(old_size), new_need = aligned(new_size);
    char *end = (char *)a->chunks + header_size() + a->used;
    if (new_need < new_size || (char *)p + old_need != end)
        return false;
    if (new_need > old_need && new_need - old_need > a->cap - a->used)
        return false;
    a->used = a->used - old_need + new_need;
    return true;
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
    char *p = *cap && rsig_arena_extend_last(a, *items, old_size, new_size)
                  ? *items
                  : rsig_arena_move(a, *items, old_size, new_size);
    if (p == NULL)
        return false;
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
    a->used = a->cap = 0;
    a->oom = false;
    a->reusing = true;
}

void rsig_arena_reset(rsig_arena *a)
{
    rsig_chunk *keep = a->chunks && !a->chunks->dedicated ? a->chunks : NULL;
    free_chunks(a, keep ? keep->next : a->chunks);
    a->chunks = keep;
    if (keep)
        keep->next = NULL;
    a->used = 0;
    a->cap = keep ? keep->size - header_size() : 0;
}
