/*
 * ast.c: building the model, and the defaults that depend on version and
 * compat mode. Defaults live here, not in the front ends, so DSL, metadata
 * and binary inputs agree on them.
 */
#include <string.h>

#include "schema.h"

rootsig_signature *rsig_sig_new(rootsig_ctx *ctx, const rsig_source *src, uint32_t version)
{
    rootsig_signature *sig = rsig_alloc(&ctx->arena, sizeof *sig);
    if (sig) {
        sig->version = version;
        sig->src = src;
    }
    return sig;
}

/* ---- a range's location: LEB128 numbers (rsig_range) ------------------------ */

enum { VARINT_MAX = 10 }; /* bytes of a 64-bit number */

static uint8_t *put_u(uint8_t *p, uint64_t v)
{
    while (v >= 0x80) {
        *p++ = (uint8_t)(v | 0x80);
        v >>= 7;
    }
    *p++ = (uint8_t)v;
    return p;
}

/* A distance from the element's start, which may be negative, as zigzag. */
static uint8_t *put_d(uint8_t *p, uint32_t off, uint32_t at)
{
    int64_t d = (int64_t)off - (int64_t)at;
    return put_u(p, d < 0 ? ((uint64_t)-d << 1) - 1u : (uint64_t)d << 1);
}

static uint64_t get_u(const uint8_t **pp)
{
    const uint8_t *p = *pp;
    uint64_t v = 0;
    for (unsigned shift = 0;; shift += 7) {
        uint8_t b = *p++;
        v |= (uint64_t)(b & 0x7F) << shift;
        if (b < 0x80)
            break;
    }
    *pp = p;
    return v;
}

static uint32_t get_off(const uint8_t **pp, uint32_t at)
{
    uint64_t z = get_u(pp);
    int64_t d = z & 1u ? -(int64_t)((z + 1u) >> 1) : (int64_t)(z >> 1);
    return (uint32_t)((int64_t)at + d);
}

/*
 * A record's first number: bit 0 set if the keyword starts where the
 * element does (as in every DSL range: then its distance is not written),
 * the stored bits above it, and LOC_NONE alone for a range without a
 * location.
 */
#define LOC_KW_AT_START 1u
#define LOC_NONE (1u << (RSIG_F_COUNT + 1))

/* Appends the record of range table->nlocated (l NULL: none). False on OOM. */
static bool put_record(rsig_arena *a, rsig_param *table, const rsig_node_loc *l)
{
    uint32_t j = table->nlocated;
    if (j % RSIG_LOC_MARK == 0) {
        if (!rsig_grow_uninit(a, (void **)&table->loc_marks, &table->marks_cap,
                              j / RSIG_LOC_MARK + 1, sizeof *table->loc_marks))
            return false;
        table->loc_marks[j / RSIG_LOC_MARK] = table->nlocs;
        table->loc_last_at = 0;
    }
    uint8_t buf[VARINT_MAX * (5 + 2 * RSIG_F_COUNT)], *p = buf;
    if (l == NULL) {
        p = put_u(p, LOC_NONE);
    } else {
        uint32_t at = l->at.off, stored = l->stored & ((1u << RSIG_F_COUNT) - 1u);
        bool kw_at_start = l->kw.off == at;
        p = put_u(p, stored << 1 | (kw_at_start ? LOC_KW_AT_START : 0));
        p = put_d(p, at, table->loc_last_at);
        p = put_u(p, l->at.len);
        if (!kw_at_start)
            p = put_d(p, l->kw.off, at);
        p = put_u(p, l->kw.len);
        for (uint32_t b = stored; b; b &= b - 1) {
            unsigned f = 0;
            while (!((b >> f) & 1u))
                f++;
            p = put_d(p, l->field[f].off, at);
            p = put_u(p, l->field[f].len);
        }
    }
    uint32_t n = (uint32_t)(p - buf);
    if (n > UINT32_MAX - table->nlocs ||
        !rsig_grow_uninit(a, (void **)&table->locs, &table->locs_cap, table->nlocs + n, 1))
        return false;
    memcpy(table->locs + table->nlocs, buf, n);
    table->nlocs += n;
    table->nlocated++;
    if (l)
        table->loc_last_at = l->at.off;
    return true;
}

bool rsig_range_set_loc(rsig_arena *a, rsig_param *table, rsig_range *r, const rsig_node_loc *l)
{
    uint32_t j = (uint32_t)(r - table->ranges);
    if (j < table->nlocated) /* out of order: a caller's mistake, refused */
        return false;
    while (table->nlocated < j)
        if (!put_record(a, table, NULL)) {
            a->oom = true;
            return false;
        }
    if (!put_record(a, table, l)) {
        a->oom = true;
        return false;
    }
    r->given = (uint8_t)l->given;
    return true;
}

/* The count of bits set in v. */
static unsigned bits_in(uint32_t v)
{
    unsigned n = 0;
    for (; v; v &= v - 1)
        n++;
    return n;
}

/* Skips n LEB128 numbers at p: n bytes below 0x80 end them. */
static const uint8_t *skip_u(const uint8_t *p, unsigned n)
{
    while (n)
        n -= *p++ < 0x80;
    return p;
}

/* What get_record reads of a record. */
typedef enum rec_part { REC_SKIP, REC_AT, REC_ALL } rec_part;

/*
 * Decodes the record at *pp, whose at.off is read from *at (then updated),
 * into out: all of it, only out->at, or nothing (only skipped).
 */
static void get_record(const uint8_t **pp, uint32_t *at, rsig_node_loc *out, rec_part part)
{
    uint32_t first = (uint32_t)get_u(pp);
    if (first & LOC_NONE)
        return;
    uint32_t stored = first >> 1, kw_distance = first & LOC_KW_AT_START ? 0 : 1;
    uint32_t a = *at = get_off(pp, *at);
    unsigned fields = bits_in(stored);
    if (part != REC_ALL) {
        if (part == REC_AT) {
            out->at.off = a;
            out->at.len = (uint32_t)get_u(pp);
        } else {
            *pp = skip_u(*pp, 1);
        }
        *pp = skip_u(*pp, kw_distance + 1 + 2 * fields);
        return;
    }
    out->at.off = a;
    out->at.len = (uint32_t)get_u(pp);
    out->kw.off = kw_distance ? get_off(pp, a) : a;
    out->kw.len = (uint32_t)get_u(pp);
    out->stored = stored;
    for (uint32_t b = stored; b; b &= b - 1) {
        unsigned f = 0;
        while (!((b >> f) & 1u))
            f++;
        out->field[f].off = get_off(pp, a);
        out->field[f].len = (uint32_t)get_u(pp);
    }
}

/* Range j's record, read into tmp (zeroed first; every span {0, 0} if it has none). */
static void read_loc(const rsig_param *table, uint32_t j, rsig_node_loc *tmp)
{
    memset(tmp, 0, sizeof *tmp);
    if (j >= table->nlocated)
        return;
    const uint8_t *p = table->locs + table->loc_marks[j / RSIG_LOC_MARK];
    uint32_t at = 0;
    for (uint32_t k = j - j % RSIG_LOC_MARK; k < j; k++)
        get_record(&p, &at, NULL, REC_SKIP);
    get_record(&p, &at, tmp, REC_ALL);
}

const rsig_node_loc *rsig_range_loc(const rsig_param *table, const rsig_range *r,
                                    rsig_node_loc *tmp)
{
    read_loc(table, (uint32_t)(r - table->ranges), tmp);
    tmp->given = r->given;
    return tmp;
}

enum { SPAN_AT = -2, SPAN_KW = -1 };

/*
 * One span of range j's location: which is SPAN_AT, SPAN_KW or a field;
 * {0, 0} if none. Decodes only as far as it, into nothing larger: the
 * validator asks for one span of a range, and only to report.
 */
static rsig_span one_span(const rsig_param *table, uint32_t j, int which)
{
    rsig_span s = {0, 0};
    if (j >= table->nlocated)
        return s;
    const uint8_t *p = table->locs + table->loc_marks[j / RSIG_LOC_MARK];
    uint32_t at = 0;
    for (uint32_t k = j - j % RSIG_LOC_MARK; k < j; k++)
        get_record(&p, &at, NULL, REC_SKIP);
    uint32_t first = (uint32_t)get_u(&p);
    if (first & LOC_NONE)
        return s;
    uint32_t stored = first >> 1, a = get_off(&p, at);
    if (which == SPAN_AT) {
        s.off = a;
        s.len = (uint32_t)get_u(&p);
        return s;
    }
    p = skip_u(p, 1);
    uint32_t kw_off = first & LOC_KW_AT_START ? a : get_off(&p, a);
    uint32_t kw_len = (uint32_t)get_u(&p);
    if (which == SPAN_KW) {
        s.off = kw_off;
        s.len = kw_len;
        return s;
    }
    if (!((stored >> which) & 1u))
        return s;
    p = skip_u(p, 2 * bits_in(stored & ((1u << which) - 1u)));
    s.off = get_off(&p, a);
    s.len = (uint32_t)get_u(&p);
    return s;
}

rsig_span rsig_range_span(const rsig_param *table, const rsig_range *r, rsig_field f)
{
    return one_span(table, (uint32_t)(r - table->ranges), (int)f);
}

rsig_span rsig_range_at(const rsig_param *table, const rsig_range *r)
{
    return one_span(table, (uint32_t)(r - table->ranges), SPAN_AT);
}

rsig_span rsig_range_kw(const rsig_param *table, const rsig_range *r)
{
    return one_span(table, (uint32_t)(r - table->ranges), SPAN_KW);
}

rsig_span rsig_range_at_walk(const rsig_param *table, uint32_t j, rsig_loc_cursor *c)
{
    rsig_node_loc tmp;
    tmp.at.off = tmp.at.len = 0;
    if (j >= table->nlocated)
        return tmp.at;
    const uint8_t *p = table->locs + c->pos;
    if (c->next != j || j % RSIG_LOC_MARK == 0) {
        /* not the next one (or the first after a mark): sought from its mark */
        p = table->locs + table->loc_marks[j / RSIG_LOC_MARK];
        c->at = 0;
        for (uint32_t k = j - j % RSIG_LOC_MARK; k < j; k++)
            get_record(&p, &c->at, NULL, REC_SKIP);
    }
    get_record(&p, &c->at, &tmp, REC_AT);
    c->pos = (uint32_t)(p - table->locs);
    c->next = j + 1;
    return tmp.at;
}

rsig_param *rsig_sig_add_param(rootsig_ctx *ctx, rootsig_signature *sig, rsig_param_type type)
{
    if (!rsig_grow_uninit(&ctx->arena, (void **)&sig->params, &sig->params_cap, sig->nparams + 1,
                          sizeof *sig->params))
        return NULL;
    rsig_param *p = &sig->params[sig->nparams++];
    memset(p, 0, sizeof *p);
    p->type = type;
    return p;
}

rsig_range *rsig_param_add_range(rootsig_ctx *ctx, rsig_param *table, rsig_range_type type)
{
    if (!rsig_grow_uninit(&ctx->arena, (void **)&table->ranges, &table->ranges_cap,
                          table->nranges + 1, sizeof *table->ranges))
        return NULL;
    rsig_range *r = &table->ranges[table->nranges++];
    *r = rsig_range_defaults;
    r->type = (uint8_t)type;
    return r;
}

bool rsig_sig_reserve(rootsig_ctx *ctx, rootsig_signature *sig, uint32_t nparams,
                      uint32_t nsamplers)
{
    return (nparams <= sig->params_cap ||
            rsig_reserve(&ctx->arena, (void **)&sig->params, &sig->params_cap, nparams,
                         sizeof *sig->params)) &&
           (nsamplers <= sig->samplers_cap ||
            rsig_reserve(&ctx->arena, (void **)&sig->samplers, &sig->samplers_cap, nsamplers,
                         sizeof *sig->samplers));
}

bool rsig_param_reserve(rootsig_ctx *ctx, rsig_param *table, uint32_t nranges)
{
    return nranges <= table->ranges_cap ||
           rsig_reserve(&ctx->arena, (void **)&table->ranges, &table->ranges_cap, nranges,
                        sizeof *table->ranges);
}

rsig_sampler *rsig_sig_add_sampler(rootsig_ctx *ctx, rootsig_signature *sig)
{
    if (!rsig_grow_uninit(&ctx->arena, (void **)&sig->samplers, &sig->samplers_cap,
                          sig->nsamplers + 1, sizeof *sig->samplers))
        return NULL;
    rsig_sampler *s = &sig->samplers[sig->nsamplers++];
    *s = rsig_sampler_default_values;
    return s;
}

/* The schema's defaults: 1.0 implies its flags; in 1.1/1.2 LLVM writes clang's, DXC 0. */
static uint32_t default_flags(uint32_t version, rsig_kind k, rootsig_compat c)
{
    if (version == ROOTSIG_VERSION_1_0)
        return rsig_schemas[k].flags_1_0;
    return c == ROOTSIG_COMPAT_DXC ? 0 : rsig_schemas[k].flags_llvm;
}

uint32_t rsig_default_param_flags(uint32_t version, rsig_param_type t, rootsig_compat c)
{
    return default_flags(version, rsig_param_kind(t), c);
}

uint32_t rsig_default_range_flags(uint32_t version, rsig_range_type t, rootsig_compat c)
{
    return default_flags(version, rsig_range_kind(t), c);
}

uint32_t rsig_param_flags(const rootsig_signature *sig, const rsig_param *p, rootsig_compat c)
{
    if (rsig_given(&p->loc, RSIG_F_FLAGS))
        return p->flags;
    return rsig_default_param_flags(sig->version, p->type, c);
}

uint32_t rsig_range_flags(const rootsig_signature *sig, const rsig_range *r, rootsig_compat c)
{
    if (rsig_range_given(r, RSIG_F_FLAGS))
        return r->flags;
    return rsig_default_range_flags(sig->version, r->type, c);
}

size_t rsig_rts0_size(const rootsig_signature *sig)
{
    bool v10 = sig->version == ROOTSIG_VERSION_1_0;
    size_t size = 24 + 12 * (size_t)sig->nparams;
    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        switch (p->type) {
        case RSIG_PARAM_TABLE: size += 8 + (size_t)p->nranges * (v10 ? 20 : 24); break;
        case RSIG_PARAM_CONSTANTS: size += 12; break;
        default: size += v10 ? 8 : 12; break;
        }
    }
    size += (size_t)sig->nsamplers * (sig->version >= ROOTSIG_VERSION_1_2 ? 56 : 52);
    return size;
}

rootsig_version rootsig_signature_version(const rootsig_signature *sig)
{
    return sig ? (rootsig_version)sig->version : ROOTSIG_VERSION_1_1;
}

size_t rootsig_rts0_bound(const rootsig_signature *sig)
{
    return sig ? rsig_rts0_size(sig) : 0;
}
