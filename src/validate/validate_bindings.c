/*
 * validate_bindings.c: register overlap across every element of a
 * signature (sort and sweep per register class and space).
 */
#include <stdio.h>
#include <string.h>

#include "validate_internal.h"

/* Signatures of up to this many bindings take their scratch from the stack. */
enum { SMALL_BINDINGS = 32 };

/* Where element r starts (its whole span's offset), without unpacking a range. */
static uint32_t ref_off(const vstate *v, elref r)
{
    switch (r.kind) {
    case EL_PARAM: return v->sig->params[r.i].loc.at.off;
    case EL_RANGE: {
        const rsig_param *p = &v->sig->params[r.i];
        return rsig_range_at(p, &p->ranges[r.j]).off;
    }
    case EL_SAMPLER: return v->sig->samplers[r.i].loc.at.off;
    }
    return 0;
}

/* Element r's keyword. */
static rsig_span ref_kw(const vstate *v, elref r)
{
    rsig_node_loc tmp;
    return rsig_v_loc(v, r, &tmp)->kw;
}

/* ---- register overlap -------------------------------------------------- */

/*
 * Every element that binds registers has a number, in the order of the
 * walk below: each parameter's (a table's ranges one each), then the static
 * samplers'. start[i] is parameter i's first number, start[nparams] the
 * first sampler's. A binding keeps its element's number only: a table of a
 * million ranges has a million bindings while it is checked.
 */
typedef struct el_numbers {
    const rootsig_signature *sig;
    uint32_t *start; /* nparams + 1 */
    uint32_t last;   /* the parameter el_of found last */
} el_numbers;

static elref el_of(el_numbers *nums, uint32_t e)
{
    uint32_t np = nums->sig->nparams;
    if (e >= nums->start[np])
        return ref_sampler(e - nums->start[np]);
    /* the parameter with start[i] <= e < start[i + 1] (a table without ranges has none);
     * neighbours in a group are mostly of one table: the last one found first */
    uint32_t lo = nums->last;
    if (nums->start[lo] <= e && e < nums->start[lo + 1])
        goto found;
    lo = 0;
    uint32_t hi = np;
    while (hi - lo > 1) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (nums->start[mid] <= e)
            lo = mid;
        else
            hi = mid;
    }
    nums->last = lo;
found:
    if (nums->sig->params[lo].type == RSIG_PARAM_TABLE)
        return ref_range(lo, e - nums->start[lo]);
    return ref_param(lo);
}

/* The visibility of element r (a range: its table's). */
static uint32_t el_vis(const rootsig_signature *sig, elref r)
{
    return r.kind == EL_SAMPLER ? sig->samplers[r.i].visibility : sig->params[r.i].visibility;
}

/*
 * One register binding, within its group (bgroup: its class and space): its
 * registers and where it is. 16 bytes.
 */
typedef struct binding {
    uint32_t lo, hi;
    uint64_t order; /* source offset << 32 | element number: later in the source = larger */
} binding;

static uint32_t binding_el(const binding *b)
{
    return (uint32_t)b->order;
}

/* Source position, then element order (binary nodes may share a span). */
static uint64_t order_of(const vstate *v, elref r, uint32_t e)
{
    return (uint64_t)ref_off(v, r) << 32 | e;
}

/* order_of for a walk over the ranges of a table in order (cursor: of that table). */
static uint64_t walk_order(const vstate *v, elref r, uint32_t e, rsig_loc_cursor *cursor)
{
    if (r.kind != EL_RANGE)
        return order_of(v, r, e);
    return (uint64_t)rsig_range_at_walk(&v->sig->params[r.i], r.j, cursor).off << 32 | e;
}

static int cmp_binding(const void *x, const void *y)
{
    const binding *a = x, *b = y;
    if (a->lo != b->lo)
        return a->lo < b->lo ? -1 : 1;
    return a->order < b->order ? -1 : a->order > b->order;
}

/*
 * The bindings of one class and space: bs[start..end). vis is their
 * visibility if they all have the same (the ranges of one table), else
 * VIS_MIXED and the sweep looks each one's up.
 */
typedef struct bgroup {
    uint32_t cls, space;
    size_t start, end;
    uint32_t vis;
    /* the binding counted last, for the test that the walk gives them in order */
    uint32_t prev_lo, prev_e;
    elref prev_r;
} bgroup;

enum { CLASS_CACHE = 4 };
#define VIS_NONE 0xFFFFFFFFu  /* no binding yet */
#define VIS_MIXED 0xFFFFFFFEu /* bindings of several visibilities */

/*
 * The groups, found by class and space through a hash table (open
 * addressing; slot value = group + 1, 0 empty) that doubles at half full.
 * A signature has a few groups however many bindings it has, so each
 * binding costs a probe or two, and the last group found for each class is
 * tried first (the ranges of a table are mostly of a few classes, each in
 * one space).
 */
typedef struct group_map {
    bgroup *groups;
    uint32_t ngroups, groups_cap;
    uint64_t *keys;
    uint32_t *slot_group;
    uint32_t cap;                /* power of two */
    uint32_t last[CLASS_CACHE];  /* by class: the group found last + 1, 0 none */
    bool oom;
    bool unsorted;               /* some group's bindings came out of order when counted */
} group_map;

static uint32_t key_hash(uint64_t key, uint32_t cap)
{
    return (uint32_t)((key * UINT64_C(0x9E3779B97F4A7C15)) >> 32) & (cap - 1);
}

static bool map_rehash(rsig_arena *a, group_map *m, uint32_t cap)
{
    uint64_t *keys = rsig_alloc_array_uninit(a, cap, sizeof *keys);
    uint32_t *sg = rsig_alloc_array(a, cap, sizeof *sg);
    if (keys == NULL || sg == NULL)
        return false;
    for (uint32_t g = 0; g < m->ngroups; g++) {
        uint64_t key = (uint64_t)m->groups[g].cls << 32 | m->groups[g].space;
        uint32_t h = key_hash(key, cap);
        while (sg[h])
            h = (h + 1) & (cap - 1);
        keys[h] = key;
        sg[h] = g + 1;
    }
    rsig_give_back(a, m->keys);
    rsig_give_back(a, m->slot_group);
    m->keys = keys;
    m->slot_group = sg;
    m->cap = cap;
    return true;
}

/* group_of's new group for key at slot h (empty); UINT32_MAX on OOM. */
static uint32_t new_group(rsig_arena *a, group_map *m, uint64_t key, uint32_t h)
{
    if (!rsig_grow(a, (void **)&m->groups, &m->groups_cap, m->ngroups + 1, sizeof *m->groups)) {
        m->oom = true;
        return UINT32_MAX;
    }
    uint32_t g = m->ngroups++;
    m->groups[g] = (bgroup){(uint32_t)(key >> 32), (uint32_t)key, 0, 0, VIS_NONE, 0, 0, {0, 0, 0}};
    m->keys[h] = key;
    m->slot_group[h] = g + 1;
    if (m->ngroups * 2 > m->cap && !map_rehash(a, m, m->cap * 2)) {
        m->oom = true;
        return UINT32_MAX;
    }
    if ((key >> 32) < CLASS_CACHE)
        m->last[key >> 32] = g + 1;
    return g;
}

/* The group of class cls and space, made if new (then empty); UINT32_MAX on OOM. */
static inline uint32_t group_of(rsig_arena *a, group_map *m, uint32_t cls, uint32_t space)
{
    uint64_t key = (uint64_t)cls << 32 | space;
    if (cls < CLASS_CACHE && m->last[cls] && m->groups[m->last[cls] - 1].space == space)
        return m->last[cls] - 1;
    for (uint32_t h = key_hash(key, m->cap);; h = (h + 1) & (m->cap - 1)) {
        uint32_t g = m->slot_group[h];
        if (g == 0)
            return new_group(a, m, key, h);
        if (m->keys[h] == key) {
            if (cls < CLASS_CACHE)
                m->last[cls] = g;
            return g - 1;
        }
    }
}

typedef struct sweeper sweeper;
static void sweep_one(sweeper *w, uint32_t g, const binding *b, uint32_t vis);

/*
 * Walks the signature's bindings in element order. Counting (out and w
 * NULL), each adds one to its group's end, and m->unsorted is set if one
 * comes before the one counted before it in its group; placing, each is
 * written to out[group's start++] (the starts were set to where each group
 * begins); sweeping (w), each goes straight to its group's sweep. Counting
 * and keeping (in not NULL, for a small signature): each counted and
 * written to in[k] in walk order, its group to gid[k], for sorted_bindings
 * to place. False on OOM.
 */
static bool walk_bindings(const vstate *v, group_map *m, el_numbers *nums, binding *out,
                          binding *in, uint8_t *gid, sweeper *w)
{
    rsig_arena *a = &v->ctx->arena;
    const rootsig_signature *sig = v->sig;
    uint32_t k_ = 0;
    rsig_loc_cursor cur_;
#define PUT(cls, space, lo_, hi_, r, e, vis_)                                                      \
    do {                                                                                       \
        uint32_t g_ = group_of(a, m, (cls), (space));                                          \
        if (g_ == UINT32_MAX)                                                                  \
            return false;                                                                      \
        bgroup *gr_ = &m->groups[g_];                                                          \
        if (out) {                                                                             \
            out[gr_->start++] = (binding){(lo_), (hi_), walk_order(v, (r), (e), &cur_)};      \
        } else if (w) {                                                                        \
            binding b_ = {(lo_), (hi_), walk_order(v, (r), (e), &cur_)};                      \
            sweep_one(w, g_, &b_, (vis_));                                                     \
        } else {                                                                               \
            if (in) {                                                                          \
                gid[k_] = (uint8_t)g_;                                                         \
                in[k_++] = (binding){(lo_), (hi_), walk_order(v, (r), (e), &cur_)};           \
            }                                                                                  \
            if (gr_->end && ((lo_) < gr_->prev_lo ||                                           \
                             ((lo_) == gr_->prev_lo &&                                         \
                              walk_order(v, (r), (e), &cur_) <                                 \
                                  order_of(v, gr_->prev_r, gr_->prev_e))))                     \
                m->unsorted = true;                                                            \
            gr_->prev_lo = (lo_);                                                              \
            gr_->prev_r = (r);                                                                 \
            gr_->prev_e = (e);                                                                 \
            gr_->end++;                                                                        \
            gr_->vis = gr_->vis == VIS_NONE || gr_->vis == (vis_) ? (vis_) : VIS_MIXED;        \
        }                                                                                      \
    } while (0)
    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        if (p->visibility > RSIG_VIS_MESH)
            continue; /* RSIG_VISIBILITY_VALUE */
        if (p->type != RSIG_PARAM_TABLE) {
            PUT(rsig_kind_class(rsig_param_kind(p->type)), p->space, p->reg, p->reg, ref_param(i),
                nums->start[i], p->visibility);
            continue;
        }
        memset(&cur_, 0, sizeof cur_); /* a cursor per table */
        for (uint32_t j = 0; j < p->nranges; j++) {
            const rsig_range *x = &p->ranges[j];
            if (x->num_descriptors == 0)
                continue; /* RSIG_NUMDESC_ZERO */
            uint64_t hi = x->num_descriptors == RSIG_UNBOUNDED
                              ? RSIG_REG_MAX
                              : (uint64_t)x->base_register + x->num_descriptors - 1;
            PUT((uint32_t)x->type, x->space, x->base_register,
                hi > RSIG_REG_MAX ? RSIG_REG_MAX : (uint32_t)hi, ref_range(i, j),
                nums->start[i] + j, p->visibility);
        }
    }
    for (uint32_t k = 0; k < sig->nsamplers; k++) {
        const rsig_sampler *s = &sig->samplers[k];
        if (s->visibility > 7)
            continue;
        PUT(RSIG_RANGE_SAMPLER, s->space, s->reg, s->reg, ref_sampler(k),
            nums->start[sig->nparams] + k, s->visibility);
    }
#undef PUT
    return true;
}

/*
 * The bindings, grouped by class and space and sorted within each group by
 * register and source order, into bs (room for every one); the groups in
 * m, counted already (in[0..total) and gid: a small signature's, kept in
 * walk order with their groups when counted, for a second walk found every
 * group again: a third of the check of a signature's overlaps). Written
 * straight to their group's place: within a group they are mostly in
 * register order already, which rsig_sort then only checks, with no
 * scratch. The order is total (source order is unique), so the result does
 * not depend on how it is reached. False on OOM.
 */
static bool sorted_bindings(vstate *v, group_map *m, el_numbers *nums, binding *bs,
                            size_t total, const binding *in, const uint8_t *gid)
{
    size_t at = 0;
    for (uint32_t g = 0; g < m->ngroups; g++) {
        size_t count = m->groups[g].end;
        m->groups[g].start = at;
        at += count;
    }
    if (in) {
        for (size_t k = 0; k < total && k < at; k++)
            bs[m->groups[gid[k]].start++] = in[k];
    } else if (!walk_bindings(v, m, nums, bs, NULL, NULL, NULL)) {
        return false;
    }
    at = 0;
    for (uint32_t g = 0; g < m->ngroups; g++) { /* start ran up to the group's end */
        m->groups[g].end = m->groups[g].start;
        m->groups[g].start = at;
        at = m->groups[g].end;
        rsig_sort(&v->ctx->arena, bs + m->groups[g].start, m->groups[g].end - m->groups[g].start,
                  sizeof *bs, cmp_binding);
    }
    return !v->ctx->arena.oom;
}

/*
 * Two bindings conflict if they have the same class (root constants are
 * CBVs, static samplers are samplers) and space, their registers intersect
 * and their visibilities overlap (ALL overlaps every stage).
 *
 * Sorted by first register within a class and space, an earlier binding
 * intersects a later one iff it reaches the later one's first register.
 * The sweep keeps, per visibility bucket, the binding that reaches
 * furthest; each binding is checked against the buckets it can see (its own
 * and ALL; every bucket if it is ALL) and forms one pair per bucket it
 * overlaps, so at most 8 pairs per binding and O(n log n) in all. No pair is
 * found twice, and every binding that conflicts with anything appears in
 * some pair: either it overlaps an earlier binding of a bucket it sees, or
 * the first later binding overlapping it comes right after it in its group
 * and finds it as its bucket's furthest reach.
 *
 * The error goes to whichever of the two comes later in the source, the
 * note to the other; errors come in source order.
 */
typedef struct reg_pair {
    binding x, c;   /* primary (the later in the source), partner */
    uint32_t group;
} reg_pair;

static int cmp_reg_pair(const void *x, const void *y)
{
    const reg_pair *a = x, *b = y;
    if (a->x.order != b->x.order)
        return a->x.order < b->x.order ? -1 : 1;
    return a->c.order < b->c.order ? -1 : a->c.order > b->c.order;
}

/* Restores the max-heap (by cmp_reg_pair) h[0..n) below position i. */
static void sift_down(reg_pair *h, uint32_t n, uint32_t i)
{
    for (;;) {
        uint32_t l = 2 * i + 1, top = i;
        if (l < n && cmp_reg_pair(&h[l], &h[top]) > 0)
            top = l;
        if (l + 1 < n && cmp_reg_pair(&h[l + 1], &h[top]) > 0)
            top = l + 1;
        if (top == i)
            return;
        reg_pair t = h[i];
        h[i] = h[top];
        h[top] = t;
        i = top;
    }
}

/* One group's sweep: per visibility bucket, the binding that reaches furthest. */
typedef struct gsweep {
    struct {
        binding b;
        bool set;
    } reach[8];
    uint64_t reach_end; /* 1 + the highest register any bucket reaches (0: none) */
} gsweep;

/*
 * The sweeps of the groups (one, reset per group, when they are swept one
 * after another; one per group when the walk feeds them) and the pairs
 * found. Only the first pairs in source order can be reported: each is an
 * error, and the one after the error limit words the limit instead. So no
 * more than keep are kept, in a heap whose top is the last of them (a table
 * of a million identical ranges kept and sorted a million pairs to report
 * twenty); they are sorted when the sweep ends. The set kept does not
 * depend on the order pairs are found in: no two have the same keys.
 */
struct sweeper {
    vstate *v;
    gsweep *groups; /* by group, or one for all if !per_group */
    bool per_group;
    reg_pair *pairs;
    uint32_t npairs, cap;
    uint64_t keep;
    bool oom;
};

static void sweep_one(sweeper *w, uint32_t g, const binding *b, uint32_t vis)
{
    gsweep *s = w->per_group ? &w->groups[g] : w->groups;
    /* the buckets it sees (every one if it is ALL (0), else ALL and its own),
     * unless none reaches it, as in a signature without overlaps */
    for (uint32_t t = b->lo < s->reach_end ? 0 : 8; t < 8 && !w->oom;
         t = vis == 0 ? t + 1 : t == 0 ? vis : 8) {
        if (!s->reach[t].set || s->reach[t].b.hi < b->lo)
            continue;
        const binding *c = &s->reach[t].b;
        reg_pair rp = b->order < c->order ? (reg_pair){*c, *b, g} : (reg_pair){*b, *c, g};
        if (w->npairs == w->keep) {
            /* a heap of the first pairs: the last of them out when one comes before it */
            if (cmp_reg_pair(&rp, &w->pairs[0]) < 0) {
                w->pairs[0] = rp;
                sift_down(w->pairs, w->npairs, 0);
            }
            continue;
        }
        /* written whole below: not zeroed (a table of identical ranges is a pair each) */
        if (w->npairs == w->cap && !rsig_grow_uninit(&w->v->ctx->arena, (void **)&w->pairs,
                                                     &w->cap, w->npairs + 1, sizeof *w->pairs)) {
            w->oom = true;
            return;
        }
        w->pairs[w->npairs++] = rp;
        if (w->npairs == w->keep)
            for (uint32_t h = w->npairs / 2; h-- > 0;)
                sift_down(w->pairs, w->npairs, h);
    }
    if (!s->reach[vis].set || b->hi > s->reach[vis].b.hi) {
        s->reach[vis].b = *b;
        s->reach[vis].set = true;
    }
    if ((uint64_t)b->hi + 1 > s->reach_end)
        s->reach_end = (uint64_t)b->hi + 1;
}

static void report_overlaps(sweeper *w, const group_map *m, el_numbers *nums);

void rsig_v_rule_register_overlap(vstate *v)
{
    const rootsig_signature *sig = v->sig;
    rsig_arena *a = &v->ctx->arena;
    uint64_t total = sig->nsamplers;
    for (uint32_t i = 0; i < sig->nparams; i++)
        total += sig->params[i].type == RSIG_PARAM_TABLE ? sig->params[i].nranges : 1;
    if (total < 2 || total > UINT32_MAX)
        return; /* element numbers are 32 bits: 4 G ranges are 80 GB of RTS0 */
    /* Most signatures fit the stack (no allocator calls). */
    binding small[SMALL_BINDINGS], kept[SMALL_BINDINGS];
    uint8_t gid[SMALL_BINDINGS];
    bgroup small_groups[SMALL_BINDINGS];
    uint64_t small_keys[2 * SMALL_BINDINGS];
    uint32_t small_slots[2 * SMALL_BINDINGS], small_start[SMALL_BINDINGS + 1];
    bool big = total > SMALL_BINDINGS;
    binding *bs = NULL;
    el_numbers nums = {sig, sig->nparams < SMALL_BINDINGS
                                ? small_start
                                : rsig_alloc_array_uninit(a, sig->nparams + 1u, sizeof(uint32_t)),
                       0};
    group_map m;
    memset(&m, 0, sizeof m);
    if (big) {
        m.cap = 16;
        m.keys = rsig_alloc_array_uninit(a, m.cap, sizeof *m.keys);
        m.slot_group = rsig_alloc_array(a, m.cap, sizeof *m.slot_group);
    } else {
        m.cap = 2 * SMALL_BINDINGS; /* never half full: at most SMALL_BINDINGS groups */
        m.keys = small_keys;
        m.slot_group = small_slots;
        memset(small_slots, 0, sizeof small_slots);
        m.groups = small_groups;
        m.groups_cap = SMALL_BINDINGS;
    }
    const rootsig_ctx *ctx = v->ctx;
    gsweep one;
    sweeper w = {v, &one, false, NULL, 0, 0,
                 (uint64_t)(ctx->max_errors > ctx->errors ? ctx->max_errors - ctx->errors : 0) + 1,
                 false};
    if (nums.start != NULL && m.keys != NULL && m.slot_group != NULL) {
        uint32_t e = 0;
        for (uint32_t i = 0; i < sig->nparams; i++) {
            nums.start[i] = e;
            e += sig->params[i].type == RSIG_PARAM_TABLE ? sig->params[i].nranges : 1;
        }
        nums.start[sig->nparams] = e;
        if (!walk_bindings(v, &m, &nums, NULL, big ? NULL : kept, gid, NULL))
            goto out;
        /*
         * Bindings that the walk gives in order within each group (ranges
         * written in register order) are swept as they are walked again,
         * with a sweep per group instead of 16 bytes per binding, if the
         * groups are few enough for that to be the smaller.
         */
        if (big && !m.unsorted && (uint64_t)m.ngroups * sizeof(gsweep) <= total * sizeof *bs / 4) {
            w.groups = rsig_alloc_array(a, m.ngroups, sizeof *w.groups);
            w.per_group = true;
            if (w.groups && walk_bindings(v, &m, &nums, NULL, NULL, NULL, &w))
                report_overlaps(&w, &m, &nums);
            rsig_give_back(a, w.groups);
            goto out;
        }
        /* written whole before it is read: not zeroed */
        bs = big ? rsig_alloc_array_uninit(a, total, sizeof *bs) : small;
        if (bs == NULL || !sorted_bindings(v, &m, &nums, bs, (size_t)total, big ? NULL : kept, gid))
            goto out;
        for (uint32_t gi = 0; gi < m.ngroups; gi++) {
            size_t g = m.groups[gi].start, end = m.groups[gi].end;
            if (end - g < 2) /* alone in its class and space: nothing to overlap */
                continue;
            memset(&one, 0, sizeof one);
            for (size_t k = g; k < end && !w.oom; k++) {
                const binding *b = &bs[k];
                uint32_t vis = m.groups[gi].vis != VIS_MIXED
                                   ? m.groups[gi].vis
                                   : el_vis(sig, el_of(&nums, binding_el(b)));
                sweep_one(&w, gi, b, vis);
            }
        }
        report_overlaps(&w, &m, &nums);
    }
out:
    rsig_give_back(a, w.pairs);
    if (big) {
        rsig_give_back(a, bs);
        rsig_give_back(a, m.keys);
        rsig_give_back(a, m.slot_group);
        rsig_give_back(a, m.groups);
    }
    if (nums.start != small_start)
        rsig_give_back(a, nums.start);
}

/* The overlapping pairs among sorted bindings, reported in source order. */
static void report_overlaps(sweeper *w, const group_map *m, el_numbers *nums)
{
    vstate *v = w->v;
    const rootsig_signature *sig = v->sig;
    reg_pair *pairs = w->pairs;
    uint32_t npairs = w->oom ? 0 : w->npairs;
    if (npairs == 0)
        return;
    rsig_sort(&v->ctx->arena, pairs, npairs, sizeof *pairs, cmp_reg_pair);
    char a[200], c[200], msg[640];
    for (uint32_t k = 0; k < npairs && !rsig_diag_stopped(v->ctx); k++) {
        const binding *x = &pairs[k].x, *y = &pairs[k].c;
        const bgroup *grp = &m->groups[pairs[k].group];
        elref rx = el_of(nums, binding_el(x)), ry = el_of(nums, binding_el(y));
        uint32_t lo = x->lo > y->lo ? x->lo : y->lo;
        uint32_t hi = x->hi < y->hi ? x->hi : y->hi;
        char l = rsig_class_letter((rsig_range_type)grp->cls);
        bool unbounded = (rx.kind == EL_RANGE && sig->params[rx.i].ranges[rx.j].num_descriptors ==
                                                     RSIG_UNBOUNDED) ||
                         (ry.kind == EL_RANGE &&
                          sig->params[ry.i].ranges[ry.j].num_descriptors == RSIG_UNBOUNDED);
        uint32_t xv = el_vis(sig, rx);
        uint32_t vis = xv != 0 ? xv : el_vis(sig, ry);
        /*
         * "X overlaps Y: both bind t0..t3 (t0, t0 onwards) in space S for
         * visibility V; move one of them to other registers or another space"
         */
        rsig_vtext t;
        rsig_vtext_init(&t, msg, sizeof msg);
        rsig_vtext_s(&t, rsig_v_describe(v, rx, true, a, sizeof a));
        rsig_vtext_s(&t, " overlaps ");
        rsig_vtext_s(&t, rsig_v_describe(v, ry, true, c, sizeof c));
        rsig_vtext_s(&t, ": both bind ");
        rsig_vtext_c(&t, l);
        rsig_vtext_u(&t, lo);
        if (hi == RSIG_REG_MAX && unbounded) {
            rsig_vtext_s(&t, " onwards");
        } else if (hi != lo) {
            rsig_vtext_s(&t, "..");
            rsig_vtext_c(&t, l);
            rsig_vtext_u(&t, hi);
        }
        rsig_vtext_s(&t, " in space ");
        rsig_vtext_u(&t, grp->space);
        rsig_vtext_s(&t, " for visibility ");
        rsig_vtext_s(&t, rsig_v_vis_name(vis));
        rsig_vtext_s(&t, "; move one of them to other registers or another space");
        long id = rsig_v_report(v, RSIG_REGISTER_OVERLAP, ref_kw(v, rx), "%s", msg);
        rsig_vtext_init(&t, msg, sizeof msg);
        rsig_vtext_s(&t, rsig_v_describe(v, ry, false, c, sizeof c));
        rsig_vtext_s(&t, " is here");
        rsig_v_note(v, id, ref_kw(v, ry), "%s", msg);
    }
}
