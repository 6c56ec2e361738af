/*
 * validate_tables.c: the rules of a descriptor table as a whole: empty,
 * mixed sampler and view ranges, heap offsets and their overlap; and the
 * location of any element a cross-element rule names (rsig_v_loc).
 */
#include <stdio.h>
#include <string.h>

#include "validate_internal.h"

const rsig_node_loc *rsig_v_loc(const vstate *v, elref r, rsig_node_loc *tmp)
{
    switch (r.kind) {
    case EL_PARAM: return &v->sig->params[r.i].loc;
    case EL_RANGE: {
        const rsig_param *p = &v->sig->params[r.i];
        return rsig_range_loc(p, &p->ranges[r.j], tmp);
    }
    case EL_SAMPLER: return &v->sig->samplers[r.i].loc;
    }
    return NULL;
}

/* ---- descriptor tables ------------------------------------------------- */

static void rule_table_empty(vstate *v, uint32_t i)
{
    const rsig_param *p = &v->sig->params[i];
    if (p->nranges != 0)
        return;
    rsig_v_report(v, RSIG_TABLE_EMPTY, p->loc.kw,
                  "DescriptorTable [%u] has no ranges: it takes a root parameter slot and binds "
                  "nothing, and DXC cannot read an empty table back from the binary; add a range "
                  "or remove it",
                  i);
}

static void rule_table_mixed(vstate *v, uint32_t i)
{
    const rsig_param *p = &v->sig->params[i];
    uint32_t first_sampler = UINT32_MAX, first_other = UINT32_MAX;
    for (uint32_t j = 0; j < p->nranges; j++) {
        uint32_t *slot = p->ranges[j].type == RSIG_RANGE_SAMPLER ? &first_sampler : &first_other;
        if (*slot == UINT32_MAX)
            *slot = j;
        if (first_sampler != UINT32_MAX && first_other != UINT32_MAX)
            break;
    }
    if (first_sampler == UINT32_MAX || first_other == UINT32_MAX)
        return;
    uint32_t later = first_sampler > first_other ? first_sampler : first_other;
    uint32_t earlier = first_sampler > first_other ? first_other : first_sampler;
    char a[160], b[160];
    long id = rsig_v_report(v, RSIG_TABLE_MIXED_SAMPLER, rsig_range_kw(p, &p->ranges[later]),
                            "%s: a descriptor table cannot mix Sampler ranges with CBV, SRV or "
                            "UAV ranges (first %s range: %s); put the Sampler ranges in a "
                            "DescriptorTable of their own",
                            rsig_v_describe(v, ref_range(i, later), false, a, sizeof a),
                            later == first_sampler ? "non-sampler" : "sampler",
                            rsig_v_describe(v, ref_range(i, earlier), false, b, sizeof b));
    rsig_v_note(v, id, rsig_range_kw(p, &p->ranges[earlier]), "the first %s range of the table is here",
                earlier == first_sampler ? "Sampler" : "non-sampler");
}

/*
 * A range's place in the descriptor heap, relative to the table start:
 * offsets start..last (last is start for an unbounded range, which reaches
 * every offset from start on). 16 bytes.
 */
typedef struct heap_slot {
    uint32_t start, last;
    uint32_t j;
    uint8_t type;      /* rsig_range_type */
    uint8_t unbounded;
} heap_slot;

/* The last offset s occupies; UINT64_MAX for unbounded. */
static uint64_t slot_end(const heap_slot *s)
{
    return s->unbounded ? UINT64_MAX : s->last;
}

/* Two ranges sharing offsets: x the later in the table, y the earlier. */
typedef struct pair {
    heap_slot x, y;
} pair;

static int cmp_slot(const void *x, const void *y)
{
    const heap_slot *a = x, *b = y;
    if (a->start != b->start)
        return a->start < b->start ? -1 : 1;
    return a->j < b->j ? -1 : a->j > b->j;
}

static int cmp_pair(const void *x, const void *y)
{
    const pair *a = x, *b = y;
    if (a->x.j != b->x.j)
        return a->x.j < b->x.j ? -1 : 1;
    return a->y.j < b->y.j ? -1 : a->y.j > b->y.j;
}

/*
 * Ranges of different types sharing heap offsets: the same descriptor would
 * have to be, say, an SRV and a UAV at once. Same-type aliasing is allowed
 * (the D3D12 docs' `UAV(u4), UAV(u5, offset=1)` example). The ranges are
 * swept in order of start, keeping per type the range that reaches
 * furthest; a range forms one pair with each other type's furthest range it
 * reaches (at most 3), which, as for registers, names every range involved
 * in some overlap.
 *
 * Ranges placed one after another (APPEND, or offsets that only grow) come
 * in that order already, and are swept as they are placed, with no scratch
 * (a table of a million ranges would otherwise hold 16 bytes for each);
 * only a table whose offsets go back is placed again into an array and
 * sorted.
 */
typedef struct sweep {
    struct {
        heap_slot s;
        bool set;
    } reach[4];
    bool any;          /* a range was swept */
    bool out_of_order; /* a range started before the one swept before it */
    uint32_t last_start;
    uint64_t furthest; /* the highest end any type reaches, once any */
    pair *pairs;
    uint32_t npairs, cap;
} sweep;

static void sweep_add(vstate *v, sweep *w, const heap_slot *s)
{
    if (w->out_of_order)
        return;
    if (w->any && s->start < w->last_start) {
        w->out_of_order = true;
        return;
    }
    w->last_start = s->start;
    uint64_t end = slot_end(s);
    /* In a table without overlaps no range reaches the next: one test, not four. */
    for (int t = w->any && w->furthest >= s->start ? 0 : 4; t < 4; t++) {
        if ((rsig_range_type)t == s->type || !w->reach[t].set ||
            slot_end(&w->reach[t].s) < s->start)
            continue;
        /* written whole below: not zeroed */
        if (w->npairs == w->cap &&
            !rsig_grow_uninit(&v->ctx->arena, (void **)&w->pairs, &w->cap, w->npairs + 1,
                              sizeof *w->pairs))
            return;
        const heap_slot *r = &w->reach[t].s;
        w->pairs[w->npairs++] = r->j > s->j ? (pair){*r, *s} : (pair){*s, *r};
    }
    unsigned t = (unsigned)s->type & 3u;
    if (!w->reach[t].set || end > slot_end(&w->reach[t].s)) {
        w->reach[t].s = *s;
        w->reach[t].set = true;
    }
    if (!w->any || end > w->furthest)
        w->furthest = end;
    w->any = true;
}

/* Where a complaint about range x's offset points: looked up only for one. */
static rsig_span offset_at(const rsig_param *p, const rsig_range *x)
{
    rsig_node_loc tmp;
    const rsig_node_loc *l = rsig_range_loc(p, x, &tmp);
    return rsig_given(l, RSIG_F_OFFSET) ? rsig_v_field_span(l, RSIG_F_OFFSET) : l->kw;
}

/*
 * Places every range of table i in the heap (DXC's algorithm, in
 * DxilRootSignatureValidator.cpp):
 * explicit offsets as given, APPEND right after the previous range. After a
 * reported error the position is unknown and APPEND ranges are skipped until
 * the next explicit offset, so one mistake gives one message. Each placed
 * range goes to the sweep w, or, with w NULL, to slots (then nothing is
 * reported: the placing is done again for a sort). Returns how many.
 */
static uint32_t rule_table_offsets(vstate *v, uint32_t i, sweep *w, heap_slot *slots)
{
    const rsig_param *p = &v->sig->params[i];
    uint64_t next = 0;
    bool lost = false, after_unbounded = false, report = w != NULL;
    uint32_t unbounded_j = 0, nslots = 0;
    char d[160], e[160];
    for (uint32_t j = 0; j < p->nranges; j++) {
        const rsig_range *x = &p->ranges[j];
        uint32_t n = x->num_descriptors;
        if (n == 0)
            continue; /* RSIG_NUMDESC_ZERO */
        bool append = x->offset == RSIG_APPEND;
        uint64_t start;
        if (append) {
            if (lost)
                continue;
            if (after_unbounded) {
                if (report) {
                    long id = rsig_v_report(
                        v, RSIG_TABLE_APPEND_UNBOUNDED, offset_at(p, x),
                        "%s is appended after an unbounded range, so its heap offset is "
                        "unknown; give it an explicit 'offset' or make the range before it "
                        "bounded",
                        rsig_v_describe(v, ref_range(i, j), false, d, sizeof d));
                    rsig_v_note(v, id, rsig_range_kw(p, &p->ranges[unbounded_j]),
                                "the unbounded range: %s",
                                rsig_v_describe(v, ref_range(i, unbounded_j), false, e, sizeof e));
                }
                lost = true;
                continue;
            }
            start = next;
        } else {
            start = x->offset;
        }
        uint64_t end = n == RSIG_UNBOUNDED ? start : start + n - 1;
        if (end > RSIG_REG_MAX) {
            if (report && append && start > RSIG_REG_MAX)
                rsig_v_report(v, RSIG_TABLE_OFFSET_OVERFLOW, offset_at(p, x),
                              "%s would start at heap offset %llu, right after a range that ends "
                              "at the last offset 4294967295; give it an explicit 'offset'",
                              rsig_v_describe(v, ref_range(i, j), false, d, sizeof d),
                              (unsigned long long)start);
            else if (report)
                rsig_v_report(v, RSIG_TABLE_OFFSET_OVERFLOW, offset_at(p, x),
                              "%s occupies heap offsets %llu..%llu, past the last descriptor "
                              "offset 4294967295; lower its offset or numDescriptors",
                              rsig_v_describe(v, ref_range(i, j), false, d, sizeof d),
                              (unsigned long long)start, (unsigned long long)end);
            lost = true;
            continue;
        }
        lost = false;
        after_unbounded = n == RSIG_UNBOUNDED;
        if (after_unbounded)
            unbounded_j = j;
        else
            next = end + 1;
        heap_slot s = {(uint32_t)start, (uint32_t)end, j, x->type, after_unbounded};
        if (w)
            sweep_add(v, w, &s);
        else
            slots[nslots] = s;
        nslots++;
    }
    return nslots;
}

static void report_offset_overlaps(vstate *v, uint32_t i, pair *pairs, uint32_t npairs)
{
    const rsig_param *p = &v->sig->params[i];
    rsig_sort(&v->ctx->arena, pairs, npairs, sizeof *pairs, cmp_pair);
    char a[160], b[160];
    for (uint32_t k = 0; k < npairs && rsig_diag_wanted(v->ctx, RSIG_TABLE_OFFSET_OVERLAP); k++) {
        const heap_slot *x = &pairs[k].x, *y = &pairs[k].y;
        uint64_t lo = x->start > y->start ? x->start : y->start;
        uint64_t hi = slot_end(x) < slot_end(y) ? slot_end(x) : slot_end(y);
        char span[64];
        if (hi == UINT64_MAX)
            snprintf(span, sizeof span, "offsets %llu onwards", (unsigned long long)lo);
        else if (hi == lo)
            snprintf(span, sizeof span, "offset %llu", (unsigned long long)lo);
        else
            snprintf(span, sizeof span, "offsets %llu..%llu", (unsigned long long)lo,
                     (unsigned long long)hi);
        long id = rsig_v_report(v, RSIG_TABLE_OFFSET_OVERLAP, rsig_range_kw(p, &p->ranges[x->j]),
                                "%s shares heap %s with %s, a range of another type; a "
                                "descriptor cannot be both, so give one of them another 'offset'",
                                rsig_v_describe(v, ref_range(i, x->j), false, a, sizeof a), span,
                                rsig_v_describe(v, ref_range(i, y->j), false, b, sizeof b));
        rsig_v_note(v, id, rsig_range_kw(p, &p->ranges[y->j]), "the other range is here");
    }
}

void rsig_v_check_table(vstate *v, uint32_t i)
{
    const rsig_param *p = &v->sig->params[i];
    rule_table_empty(v, i);
    for (uint32_t j = 0; j < p->nranges && !rsig_diag_stopped(v->ctx); j++) {
        const rsig_range *x = &p->ranges[j];
        elref r = ref_range(i, j);
        rsig_v_rule_register_reserved(v, r, NULL, x->base_register);
        rsig_v_rule_space_reserved(v, r, NULL, x->space);
        rsig_v_rule_numdesc_zero(v, r, x);
        rsig_v_rule_register_overflow(v, r, x);
        rsig_v_check_range_flags(v, i, j);
    }
    rule_table_mixed(v, i);
    if (p->nranges == 0)
        return;
    /* nothing below outlives the table: diagnostics go to their own arenas */
    rsig_arena_mark scratch = rsig_arena_here(&v->ctx->arena);
    sweep w;
    memset(&w, 0, sizeof w);
    rule_table_offsets(v, i, &w, NULL);
    if (w.out_of_order) {
        /* slots[0..n) are written before they are read: not zeroed */
        heap_slot *slots = rsig_alloc_array_uninit(&v->ctx->arena, p->nranges, sizeof *slots);
        if (slots != NULL) {
            uint32_t n = rule_table_offsets(v, i, NULL, slots);
            rsig_sort(&v->ctx->arena, slots, n, sizeof *slots, cmp_slot);
            w.any = w.out_of_order = false;
            w.npairs = 0;
            memset(w.reach, 0, sizeof w.reach);
            for (uint32_t k = 0; k < n; k++)
                sweep_add(v, &w, &slots[k]);
            rsig_give_back(&v->ctx->arena, slots);
        }
    }
    if (w.npairs)
        report_offset_overlaps(v, i, w.pairs, w.npairs);
    rsig_give_back(&v->ctx->arena, w.pairs);
    rsig_arena_rewind(&v->ctx->arena, scratch);
}
