/*
 * ast.c: building the model, and the defaults that depend on version and
 * compat mode. Defaults live here, not in the front ends, so DSL, metadata
 * and binary inputs agree on them.
 */
#include <string.h>

#include "ast.h"

rootsig_signature *rsig_sig_new(rootsig_ctx *ctx, const rsig_source *src, uint32_t version)
{
    rootsig_signature *sig = rsig_alloc(&ctx->arena, sizeof *sig);
    if (sig) {
        sig->version = version;
        sig->src = src;
    }
    return sig;
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
    memset(r, 0, sizeof *r);
    r->type = type;
    r->num_descriptors = 1;
    r->offset = RSIG_APPEND;
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

void rsig_sampler_defaults(rsig_sampler *s)
{
    s->filter = 0x55;     /* FILTER_ANISOTROPIC */
    s->address_u = s->address_v = s->address_w = 1; /* WRAP */
    s->mip_lod_bias = 0;  /* 0.0f */
    s->max_anisotropy = 16;
    s->comparison = 4;    /* LESS_EQUAL */
    s->border_color = 2;  /* OPAQUE_WHITE */
    s->min_lod = 0;
    s->max_lod = RSIG_FLT_MAX_BITS;
}

rsig_sampler *rsig_sig_add_sampler(rootsig_ctx *ctx, rootsig_signature *sig)
{
    if (!rsig_grow_uninit(&ctx->arena, (void **)&sig->samplers, &sig->samplers_cap,
                          sig->nsamplers + 1, sizeof *sig->samplers))
        return NULL;
    rsig_sampler *s = &sig->samplers[sig->nsamplers++];
    memset(s, 0, sizeof *s);
    rsig_sampler_defaults(s);
    return s;
}

uint32_t rsig_default_param_flags(uint32_t version, rsig_param_type t, rootsig_compat c)
{
    if (version == ROOTSIG_VERSION_1_0)
        return 0x2; /* DATA_VOLATILE, implied by 1.0 */
    if (c == ROOTSIG_COMPAT_DXC)
        return 0;
    return t == RSIG_PARAM_UAV ? 0x2 : 0x4; /* DATA_VOLATILE : DATA_STATIC_WHILE_SET_AT_EXECUTE */
}

uint32_t rsig_default_range_flags(uint32_t version, rsig_range_type t, rootsig_compat c)
{
    if (version == ROOTSIG_VERSION_1_0)
        return t == RSIG_RANGE_SAMPLER ? 0x1 : 0x3; /* DESCRIPTORS_VOLATILE [| DATA_VOLATILE] */
    if (c == ROOTSIG_COMPAT_DXC)
        return 0;
    switch (t) {
    case RSIG_RANGE_SAMPLER: return 0;
    case RSIG_RANGE_UAV: return 0x2;
    case RSIG_RANGE_SRV:
    case RSIG_RANGE_CBV: return 0x4;
    }
    return 0;
}

uint32_t rsig_param_flags(const rootsig_signature *sig, const rsig_param *p, rootsig_compat c)
{
    if (rsig_given(&p->loc, RSIG_F_FLAGS))
        return p->flags;
    return rsig_default_param_flags(sig->version, p->type, c);
}

uint32_t rsig_range_flags(const rootsig_signature *sig, const rsig_range *r, rootsig_compat c)
{
    if (rsig_given(&r->loc, RSIG_F_FLAGS))
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
