/*
 * sort.c: a stable merge sort whose scratch comes from the arena (C's qsort
 * may call malloc, outside the caller's allocator).
 */
#include <string.h>

#include "internal.h"

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
    char *tmp = rsig_alloc_array_uninit(a, left <= right ? left : right, size);
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
    rsig_give_back(a, tmp);
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
        char *tmp = rsig_alloc_array_uninit(a, 1, size);
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
    char *tmp = rsig_alloc_array_uninit(a, count, size); /* scratch: every element is written first */
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
    rsig_give_back(a, tmp);
}
