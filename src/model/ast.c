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

/*
 * Packs l into r when every span fits (see rsig_range); else l is kept
 * whole in the table. A range that went far once stays far: its index is
 * reused, and range_locs never holds a location twice.
 */
bool rsig_range_set_loc(rsig_arena *a, rsig_param *table, rsig_range *r, const rsig_node_loc *l)
{
    r->given = (uint8_t)l->given;
    r->stored = (uint8_t)l->stored;
    bool fits = !r->far && l->far == NULL && ((l->given | l->stored) >> 8) == 0 &&
                l->at.len <= UINT16_MAX && l->kw.off >= l->at.off &&
                l->kw.off - l->at.off <= UINT8_MAX && l->kw.len <= UINT8_MAX &&
                (l->stored == 0 ||
                 (l->base >= l->at.off && l->base - l->at.off <= UINT8_MAX));
    for (unsigned k = 0; fits && k < RSIG_LOC_SLOTS; k++)
        fits = l->field[k].d <= UINT8_MAX && l->field[k].len <= UINT8_MAX;
    if (fits) {
        r->at_off = l->at.off;
        r->at_len = (uint16_t)l->at.len;
        r->kw_d = (uint8_t)(l->kw.off - l->at.off);
        r->kw_len = (uint8_t)l->kw.len;
        r->base_d = l->stored ? (uint8_t)(l->base - l->at.off) : 0;
        for (unsigned k = 0; k < RSIG_LOC_SLOTS; k++) {
            r->field_d[k] = (uint8_t)l->field[k].d;
            r->field_len[k] = (uint8_t)l->field[k].len;
        }
        return true;
    }
    if (!r->far) {
        if (!rsig_grow_uninit(a, (void **)&table->range_locs, &table->range_locs_cap,
                              table->nrange_locs + 1, sizeof *table->range_locs))
            return false;
        r->far = 1;
        r->at_off = table->nrange_locs++;
    }
    table->range_locs[r->at_off] = *l;
    return true;
}

const rsig_node_loc *rsig_range_loc(const rsig_param *table, const rsig_range *r,
                                    rsig_node_loc *tmp)
{
    if (r->far)
        return &table->range_locs[r->at_off];
    memset(tmp, 0, sizeof *tmp);
    tmp->at.off = r->at_off;
    tmp->at.len = r->at_len;
    tmp->kw.off = r->at_off + r->kw_d;
    tmp->kw.len = r->kw_len;
    tmp->given = r->given;
    tmp->stored = r->stored;
    tmp->base = r->at_off + r->base_d;
    for (unsigned k = 0; k < RSIG_LOC_SLOTS; k++) {
        tmp->field[k].d = r->field_d[k];
        tmp->field[k].len = r->field_len[k];
    }
    return tmp;
}

rsig_span rsig_range_at(const rsig_param *table, const rsig_range *r)
{
    if (r->far)
        return table->range_locs[r->at_off].at;
    return (rsig_span){r->at_off, r->at_len};
}

rsig_span rsig_range_kw(const rsig_param *table, const rsig_range *r)
{
    if (r->far)
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
    r->type = type;
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
