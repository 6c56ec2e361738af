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

bool rsig_loc_set_far(rsig_arena *a, rsig_node_loc *l, rsig_field f, rsig_span s)
{
    if (l->far == NULL) {
        /* Rare (samplers, long literals): every span moves, so a node has one form. */
        rsig_span *far = rsig_alloc_array(a, RSIG_F_COUNT, sizeof *far);
        if (far == NULL)
            return false;
        for (int g = 0; g < RSIG_F_COUNT; g++)
            far[g] = rsig_loc_span(l, (rsig_field)g);
        l->far = far;
    }
    l->far[f] = s;
    l->stored |= 1u << f;
    return true;
}

/* l kept whole in the table (rsig_range_set_loc's rare case). */
static RSIG_NOINLINE bool set_whole(rsig_arena *a, rsig_param *table, rsig_range *r,
                                    const rsig_node_loc *l)
{
    if (r->base_d != RSIG_RANGE_WHOLE) {
        if (!rsig_grow_uninit(a, (void **)&table->range_locs, &table->range_locs_cap,
                              table->nrange_locs + 1, sizeof *table->range_locs))
            return false;
        r->base_d = RSIG_RANGE_WHOLE;
        r->at_off = table->nrange_locs++;
    }
    table->range_locs[r->at_off] = *l;
    return true;
}

/* The field whose span slot k of a packed range holds (rsig_loc_slot's, for a range). */
static const rsig_field range_slot_field[RSIG_LOC_SLOTS] = {
    RSIG_F_REGISTER, RSIG_F_SPACE, RSIG_F_NUMDESC, RSIG_F_FLAGS, RSIG_F_OFFSET};

/*
 * Packs l into r when every span fits (see rsig_range); else l is kept
 * whole in the table. A range kept whole once stays so: its index is
 * reused, and range_locs never holds a location twice.
 */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
/* The low bytes of the four 16-bit numbers of w, in memory order. */
static inline uint32_t low_bytes(uint64_t w)
{
    w &= UINT64_C(0x00FF00FF00FF00FF);
    w = (w | w >> 8) & UINT64_C(0x0000FFFF0000FFFF);
    return (uint32_t)(w | w >> 16);
}
#endif

bool rsig_range_set_loc(rsig_arena *a, rsig_param *table, rsig_range *r, const rsig_node_loc *l)
{
    uint32_t at = l->at.off, stored = l->stored;
    /* Every distance and length must fit its byte (base_d: 255 marks a whole one); a
     * kw or base before the element wraps around to a large distance. Only a range's
     * own fields, each with a span of at least a byte (which tells it was set). */
    uint32_t kw_d = l->kw.off - at, base_d = stored ? l->base - at : 0;
    uint32_t wide = (l->given | kw_d | l->kw.len | l->at.len) >> 8 |
                    (uint32_t)(base_d >= RSIG_RANGE_WHOLE) | (stored & ~(uint32_t)RSIG_RANGE_FIELDS) |
                    (uint32_t)(l->far != NULL) | (uint32_t)(r->base_d == RSIG_RANGE_WHOLE);
    /* A slot is packed as it is, so it must hold a span exactly when its field's was
     * set: a set one has a byte at least, an unset one is all zero (as the front
     * ends leave it; anything else is kept whole). */
    uint32_t slot_set = (stored & 3u) | ((stored >> RSIG_F_NUMDESC) & 1u) << 2 |
                        ((stored >> RSIG_F_FLAGS) & 1u) << 3 | ((stored >> RSIG_F_OFFSET) & 1u) << 4;
    uint32_t slot_len = (uint32_t)(l->field[0].len != 0) | (uint32_t)(l->field[1].len != 0) << 1 |
                        (uint32_t)(l->field[2].len != 0) << 2 |
                        (uint32_t)(l->field[3].len != 0) << 3 | (uint32_t)(l->field[4].len != 0) << 4;
    wide |= slot_set ^ slot_len;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t w0, w1;
    uint32_t w2;
    const char *fp = (const char *)l->field;
    memcpy(&w0, fp, 8);
    memcpy(&w1, fp + 8, 8);
    memcpy(&w2, fp + 16, 4);
    wide |= ((w0 | w1 | w2) & UINT64_C(0xFF00FF00FF00FF00)) != 0;
#endif
    r->given = (uint8_t)l->given;
    if (wide)
        return set_whole(a, table, r, l);
    r->at_off = at;
    r->at_len = (uint8_t)l->at.len;
    r->kw_d = (uint8_t)kw_d;
    r->kw_len = (uint8_t)l->kw.len;
    r->base_d = (uint8_t)base_d;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* each 16-bit number's low byte, in order: ten bytes, d and len of each slot */
    uint32_t b0 = low_bytes(w0), b1 = low_bytes(w1);
    uint16_t b2 = (uint16_t)low_bytes(w2);
    memcpy(&r->field[0][0], &b0, 4);
    memcpy(&r->field[2][0], &b1, 4);
    memcpy(&r->field[4][0], &b2, 2);
#else
    for (unsigned k = 0; k < RSIG_LOC_SLOTS; k++) {
        uint32_t d = l->field[k].d, n = l->field[k].len;
        if ((d | n) >> 8)
            return set_whole(a, table, r, l);
        r->field[k][0] = (uint8_t)d;
        r->field[k][1] = (uint8_t)n;
    }
#endif
    return true;
}

const rsig_node_loc *rsig_range_loc(const rsig_param *table, const rsig_range *r,
                                    rsig_node_loc *tmp)
{
    if (r->base_d == RSIG_RANGE_WHOLE)
        return &table->range_locs[r->at_off];
    memset(tmp, 0, sizeof *tmp);
    tmp->at.off = r->at_off;
    tmp->at.len = r->at_len;
    tmp->kw.off = r->at_off + r->kw_d;
    tmp->kw.len = r->kw_len;
    tmp->given = r->given;
    tmp->base = r->at_off + r->base_d;
    for (unsigned k = 0; k < RSIG_LOC_SLOTS; k++) {
        tmp->field[k].d = r->field[k][0];
        tmp->field[k].len = r->field[k][1];
        if (r->field[k][1])
            tmp->stored |= 1u << range_slot_field[k];
    }
    return tmp;
}

rsig_span rsig_range_span(const rsig_param *table, const rsig_range *r, rsig_field f)
{
    if (r->base_d == RSIG_RANGE_WHOLE)
        return rsig_loc_span(&table->range_locs[r->at_off], f);
    rsig_span s = {0, 0};
    unsigned slot = rsig_loc_slot(f);
    if (!((RSIG_RANGE_FIELDS >> f) & 1u) || r->field[slot][1] == 0)
        return s;
    s.off = r->at_off + r->base_d + r->field[slot][0];
    s.len = r->field[slot][1];
    return s;
}

rsig_span rsig_range_at(const rsig_param *table, const rsig_range *r)
{
    if (r->base_d == RSIG_RANGE_WHOLE)
        return table->range_locs[r->at_off].at;
    return (rsig_span){r->at_off, r->at_len};
}

rsig_span rsig_range_kw(const rsig_param *table, const rsig_range *r)
{
    if (r->base_d == RSIG_RANGE_WHOLE)
        return table->range_locs[r->at_off].kw;
    return (rsig_span){r->at_off + r->kw_d, r->kw_len};
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
