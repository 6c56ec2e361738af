/*
 * test_locs.c: the serialized locations of descriptor ranges (ast.h,
 * src/model/ast.c), read back by every accessor.
 */
#include <criterion/criterion.h>
#include <stdbool.h>
#include <string.h>

#include "ast.h"
#include "counting_alloc.h"

/* An arena over the counting allocator (counting_alloc.h), for the span tests below. */
static void counting_arena(rsig_arena *a, counting *c)
{
    memset(c, 0, sizeof *c);
    memset(a, 0, sizeof *a);
    a->alloc = (rootsig_allocator){c_alloc, c_free, c};
}

/* Checks that range j of table reads back as l (NULL: no location), by every accessor. */
static void check_loc(const rsig_param *table, uint32_t j, const rsig_node_loc *l,
                      rsig_loc_cursor *walk, int round)
{
    rsig_node_loc none;
    memset(&none, 0, sizeof none);
    if (l == NULL)
        l = &none;
    const rsig_range *r = &table->ranges[j];
    rsig_node_loc tmp;
    const rsig_node_loc *got = rsig_range_loc(table, r, &tmp);
    cr_assert(got->at.off == l->at.off && got->at.len == l->at.len, "round %d: at", round);
    cr_assert(got->kw.off == l->kw.off && got->kw.len == l->kw.len, "round %d: kw", round);
    cr_assert(rsig_range_at(table, r).off == l->at.off && rsig_range_at(table, r).len == l->at.len);
    cr_assert(rsig_range_kw(table, r).off == l->kw.off && rsig_range_kw(table, r).len == l->kw.len);
    if (walk) {
        rsig_span w = rsig_range_at_walk(table, j, walk);
        cr_assert(w.off == l->at.off && w.len == l->at.len, "round %d: walk", round);
    }
    if (l != &none)
        cr_assert_eq(got->given & 0xFFu, l->given & 0xFFu, "round %d: given", round);
    for (int f = 0; f < RSIG_F_COUNT; f++) {
        rsig_span want = rsig_loc_span(l, (rsig_field)f);
        rsig_span have = rsig_loc_span(got, (rsig_field)f);
        cr_assert(have.off == want.off && have.len == want.len,
                  "round %d field %d: {%u, %u}, want {%u, %u}", round, f, have.off, have.len,
                  want.off, want.len);
        if (f < 8 && l != &none)
            cr_assert_eq(rsig_range_given(r, (rsig_field)f), rsig_given(l, (rsig_field)f));
    }
}

/*
 * A range's serialized location (ast.h: LEB128 records in its table's locs,
 * a mark every RSIG_LOC_MARK ranges) against the location it was set from:
 * 20 000 random locations set in range order, some ranges skipped, with the
 * element, its keyword and its fields near, before and far from each
 * other, at either end of the offsets, long and of no bytes; read back at
 * once, at random (sought from a mark) and by a walk in order; a range
 * skipped or not yet set reads as all {0, 0}, and setting one before the
 * last set is refused.
 */
Test(locs, range_locations_read_back_what_was_set)
{
    counting c;
    rsig_arena a;
    counting_arena(&a, &c);
    uint32_t seed = 777;
#define NEXT() ((seed = seed * 1103515245u + 12345u) >> 8)
    enum { N = 64 };
    rsig_param table;
    rsig_range ranges[N];
    rsig_node_loc want[N];
    bool set[N];
    for (int round = 0; round < 20000; round++) {
        uint32_t j = (uint32_t)(round % N);
        if (j == 0) {
            memset(ranges, 0, sizeof ranges);
            memset(&table, 0, sizeof table);
            table.ranges = ranges;
            table.nranges = N;
        }
        rsig_range *r = &ranges[j];
        set[j] = NEXT() % 8 != 0; /* some ranges get no location: every span {0, 0} */
        if (!set[j])
            continue;
        rsig_node_loc l;
        memset(&l, 0, sizeof l);
        uint32_t at = NEXT() % 64 == 0 ? UINT32_MAX - NEXT() % 1000 : 1000 + NEXT() % 100000;
        if (NEXT() % 64 == 0)
            at = NEXT() % 4;
        l.at.off = at;
        l.at.len = NEXT() % 8 == 0 ? (NEXT() % 2 ? 70000 : 256) : 5 + NEXT() % 240;
        l.kw.off = NEXT() % 16 == 0 ? at - 1 : at + (NEXT() % 8 == 0 ? NEXT() % 600 : 0);
        if (NEXT() % 32 == 0)
            l.kw.off = NEXT() % 2 ? 0 : UINT32_MAX; /* as far before or after as can be */
        l.kw.len = NEXT() % 16 == 0 ? 300 : 3 + NEXT() % 5;
        int sets = (int)(NEXT() % 7);
        for (int k = 0; k < sets; k++) {
            uint32_t x = NEXT();
            /* mostly a range's five fields, sometimes any field */
            static const rsig_field rf[] = {RSIG_F_REGISTER, RSIG_F_SPACE, RSIG_F_FLAGS,
                                            RSIG_F_NUMDESC, RSIG_F_OFFSET};
            rsig_field f = x % 8 == 0 ? (rsig_field)((x >> 3) % RSIG_F_COUNT) : rf[(x >> 3) % 5];
            rsig_span sp = {at + 4 + (x >> 6) % (x % 5 == 0 ? 700 : 120), 1 + (x >> 12) % 40};
            if ((x >> 18) % 32 == 0)
                sp.len = 400;
            else if ((x >> 18) % 32 == 1)
                sp.len = 0; /* set, but of no bytes */
            else if ((x >> 18) % 32 == 2)
                sp.off = (x >> 23) % 2 ? 0 : UINT32_MAX;
            cr_assert(rsig_loc_set(&a, &l, f, sp));
            l.given |= 1u << f;
        }
        cr_assert(rsig_range_set_loc(&a, &table, r, &l));
        want[j] = l;
        check_loc(&table, j, &l, NULL, round);
        /* any range before it reads back too (sought from its mark) */
        uint32_t k = NEXT() % (j + 1);
        check_loc(&table, k, set[k] ? &want[k] : NULL, NULL, round);
        if (j > 0 && NEXT() % 4 == 0) /* a range before the last set one: refused */
            cr_assert_not(rsig_range_set_loc(&a, &table, &ranges[NEXT() % j], &l));
        if (j == N - 1) {
            /* a walk in order, starting anywhere, reads every one */
            rsig_loc_cursor walk;
            memset(&walk, 0, sizeof walk);
            for (uint32_t i = NEXT() % N; i < N; i++)
                check_loc(&table, i, set[i] ? &want[i] : NULL, &walk, round);
        }
    }
#undef NEXT
    /* the ranges after the last one set have none */
    memset(&table, 0, sizeof table);
    table.ranges = ranges;
    table.nranges = N;
    rsig_node_loc l;
    memset(&l, 0, sizeof l);
    l.at.off = 7;
    l.at.len = 3;
    cr_assert(rsig_range_set_loc(&a, &table, &ranges[2], &l));
    check_loc(&table, 0, NULL, NULL, -1);
    check_loc(&table, 2, &l, NULL, -1);
    check_loc(&table, 3, NULL, NULL, -1);
    cr_assert_eq(rsig_range_span(&table, &ranges[5], RSIG_F_SPACE).off, 0u);
    rsig_arena_free_all(&a);
    cr_assert_eq(c.live, 0u);
}

