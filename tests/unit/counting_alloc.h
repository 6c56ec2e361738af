/*
 * counting_alloc.h: a caller-supplied allocator for the tests that make
 * every allocation fail in turn and check that nothing leaks: it counts
 * live blocks and calls, notes the largest request, and refuses call number
 * fail_at (1-based; 0 never).
 */
#ifndef RSIG_COUNTING_ALLOC_H
#define RSIG_COUNTING_ALLOC_H

#include <stdlib.h>

typedef struct counting {
    size_t live, calls;
    size_t fail_at; /* 1-based call number to fail; 0 never */
    size_t failed;  /* how many calls were refused */
    size_t largest; /* the largest size asked for */
} counting;

static void *c_alloc(void *user, size_t size)
{
    counting *c = user;
    c->calls++;
    if (size > c->largest)
        c->largest = size;
    if (c->fail_at && c->calls == c->fail_at) {
        c->failed++;
        return NULL;
    }
    c->live++;
    return malloc(size);
}

static void c_free(void *user, void *ptr, size_t size)
{
    counting *c = user;
    (void)size;
    if (ptr) {
        c->live--;
        free(ptr);
    }
}

#endif
