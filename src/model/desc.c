/*
 * desc.c: the signature as plain structs (rootsig_desc, include/rootsig.h).
 * rootsig_describe reads the AST as an RTS0 writer would store it;
 * rootsig_from_desc builds an AST with every value marked as given, so the
 * bytes written from it are the description's whatever the compat mode.
 */
#include <string.h>

#include "schema.h"
#include "bytes.h"

rootsig_status rootsig_describe(rootsig_ctx *ctx, const rootsig_signature *sig,
                                const rootsig_options *options, rootsig_desc *out)
{
    if (ctx == NULL || sig == NULL || out == NULL)
        return ROOTSIG_ERR_ARG;
    memset(out, 0, sizeof *out);
    if (ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    rootsig_compat compat = options ? options->compat : ROOTSIG_COMPAT_LLVM;
    bool v10 = sig->version == ROOTSIG_VERSION_1_0;
    rootsig_parameter_desc *ps =
        sig->nparams ? rsig_alloc_array(&ctx->arena, sig->nparams, sizeof *ps) : NULL;
    rootsig_static_sampler_desc *ss =
        sig->nsamplers ? rsig_alloc_array(&ctx->arena, sig->nsamplers, sizeof *ss) : NULL;
    if ((sig->nparams && ps == NULL) || (sig->nsamplers && ss == NULL))
        return ROOTSIG_ERR_NOMEM;
    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        rootsig_parameter_desc *d = &ps[i];
        d->type = (uint32_t)p->type;
        d->visibility = p->visibility;
        switch (p->type) {
        case RSIG_PARAM_TABLE: {
            rootsig_range_desc *rs =
                p->nranges ? rsig_alloc_array(&ctx->arena, p->nranges, sizeof *rs) : NULL;
            if (p->nranges && rs == NULL)
                return ROOTSIG_ERR_NOMEM;
            for (uint32_t j = 0; j < p->nranges; j++) {
                const rsig_range *r = &p->ranges[j];
                rs[j] = (rootsig_range_desc){(uint32_t)r->type, r->num_descriptors,
                                             r->base_register, r->space,
                                             v10 ? 0 : rsig_range_flags(sig, r, compat),
                                             r->offset};
            }
            d->u.table.range_count = p->nranges;
            d->u.table.ranges = rs;
            break;
        }
        case RSIG_PARAM_CONSTANTS:
            d->u.constants.shader_register = p->reg;
            d->u.constants.space = p->space;
            d->u.constants.num32 = p->num32;
            break;
        default:
            d->u.descriptor.shader_register = p->reg;
            d->u.descriptor.space = p->space;
            d->u.descriptor.flags = v10 ? 0 : rsig_param_flags(sig, p, compat);
            break;
        }
    }
    for (uint32_t i = 0; i < sig->nsamplers; i++) {
        const rsig_sampler *s = &sig->samplers[i];
        ss[i] = (rootsig_static_sampler_desc){
            s->filter,     s->address_u, s->address_v, s->address_w,
            rsig_f32(s->mip_lod_bias), s->max_anisotropy, s->comparison, s->border_color,
            rsig_f32(s->min_lod), rsig_f32(s->max_lod), s->reg, s->space, s->visibility,
            sig->version >= ROOTSIG_VERSION_1_2 ? s->flags : 0};
    }
    out->version = (rootsig_version)sig->version;
    out->flags = sig->flags;
    out->parameter_count = sig->nparams;
    out->parameters = ps;
    out->static_sampler_count = sig->nsamplers;
    out->static_samplers = ss;
    return ROOTSIG_OK;
}

/* Every field of a node given: nothing is left to a default. */
#define ALL_GIVEN ((1u << RSIG_F_COUNT) - 1u)

static bool build(rootsig_ctx *ctx, const rsig_source *src, const rootsig_desc *desc,
                  rootsig_signature *sig)
{
    bool v10 = desc->version == ROOTSIG_VERSION_1_0;
    bool ok = true;
    sig->flags = desc->flags;
    sig->has_root_flags = true;
    if (!rsig_sig_reserve(ctx, sig, desc->parameter_count, desc->static_sampler_count))
        return false;
    for (uint32_t i = 0; i < desc->parameter_count; i++) {
        const rootsig_parameter_desc *d = &desc->parameters[i];
        if (d->type > ROOTSIG_PARAMETER_UAV) {
            rsig_diag(ctx, RSIG_DESC_PARAM_TYPE, src, 0, 0,
                      "parameter [%u]: type %u is not a D3D12_ROOT_PARAMETER_TYPE value "
                      "(0 DESCRIPTOR_TABLE to 4 UAV)",
                      i, d->type);
            ok = false;
            continue;
        }
        rsig_param *p = rsig_sig_add_param(ctx, sig, (rsig_param_type)d->type);
        if (p == NULL)
            return false;
        p->visibility = d->visibility;
        p->loc.given = ALL_GIVEN;
        switch (p->type) {
        case RSIG_PARAM_TABLE:
            if (!rsig_param_reserve(ctx, p, d->u.table.range_count))
                return false;
            for (uint32_t j = 0; j < d->u.table.range_count; j++) {
                const rootsig_range_desc *rd = &d->u.table.ranges[j];
                if (rd->type > ROOTSIG_RANGE_SAMPLER) {
                    rsig_diag(ctx, RSIG_DESC_RANGE_TYPE, src, 0, 0,
                              "parameter [%u], range [%u]: type %u is not a "
                              "D3D12_DESCRIPTOR_RANGE_TYPE value (0 SRV, 1 UAV, 2 CBV, 3 SAMPLER)",
                              i, j, rd->type);
                    ok = false;
                    continue;
                }
                rsig_range *r = rsig_param_add_range(ctx, p, (rsig_range_type)rd->type);
                if (r == NULL)
                    return false;
                r->num_descriptors = rd->num_descriptors;
                r->base_register = rd->base_register;
                r->space = rd->space;
                r->offset = rd->offset;
                r->flags = v10 ? 0 : rd->flags;
                /* 1.0 stores no flags: they are the implied ones, as from an RTS0 part. */
                r->given = (uint8_t)(v10 ? ALL_GIVEN & ~(1u << RSIG_F_FLAGS) : ALL_GIVEN);
            }
            break;
        case RSIG_PARAM_CONSTANTS:
            p->reg = d->u.constants.shader_register;
            p->space = d->u.constants.space;
            p->num32 = d->u.constants.num32;
            break;
        default:
            p->reg = d->u.descriptor.shader_register;
            p->space = d->u.descriptor.space;
            p->flags = v10 ? 0 : d->u.descriptor.flags;
            if (v10)
                p->loc.given &= ~(1u << RSIG_F_FLAGS);
            break;
        }
    }
    for (uint32_t i = 0; i < desc->static_sampler_count; i++) {
        const rootsig_static_sampler_desc *d = &desc->static_samplers[i];
        rsig_sampler *s = rsig_sig_add_sampler(ctx, sig);
        if (s == NULL)
            return false;
        s->filter = d->filter;
        s->address_u = d->address_u;
        s->address_v = d->address_v;
        s->address_w = d->address_w;
        s->mip_lod_bias = rsig_f32_bits(d->mip_lod_bias);
        s->max_anisotropy = d->max_anisotropy;
        s->comparison = d->comparison;
        s->border_color = d->border_color;
        s->min_lod = rsig_f32_bits(d->min_lod);
        s->max_lod = rsig_f32_bits(d->max_lod);
        s->reg = d->shader_register;
        s->space = d->space;
        s->visibility = d->visibility;
        s->flags = desc->version >= ROOTSIG_VERSION_1_2 ? d->flags : 0;
        s->loc.given = desc->version >= ROOTSIG_VERSION_1_2 ? ALL_GIVEN
                                                             : ALL_GIVEN & ~(1u << RSIG_F_FLAGS);
    }
    return ok;
}

rootsig_status rootsig_from_desc(rootsig_ctx *ctx, const char *name, const rootsig_desc *desc,
                                 rootsig_signature **out)
{
    if (out)
        *out = NULL;
    if (ctx == NULL || desc == NULL || out == NULL)
        return ROOTSIG_ERR_ARG;
    if (desc->version < ROOTSIG_VERSION_1_0 || desc->version > ROOTSIG_VERSION_1_2 ||
        (desc->parameter_count && desc->parameters == NULL) ||
        (desc->static_sampler_count && desc->static_samplers == NULL))
        return ROOTSIG_ERR_ARG;
    for (uint32_t i = 0; i < desc->parameter_count; i++)
        if (desc->parameters[i].type == ROOTSIG_PARAMETER_TABLE &&
            desc->parameters[i].u.table.range_count && desc->parameters[i].u.table.ranges == NULL)
            return ROOTSIG_ERR_ARG;
    rsig_diag_begin(ctx, NULL);
    if (ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    rsig_source *src = rsig_source_new(ctx, name ? name : "<desc>", "", 0, RSIG_SRC_DESC);
    if (src == NULL)
        return ROOTSIG_ERR_NOMEM;
    rootsig_signature *sig = rsig_sig_new(ctx, src, (uint32_t)desc->version);
    if (sig == NULL)
        return ROOTSIG_ERR_NOMEM;
    bool ok = build(ctx, src, desc, sig);
    if (ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    if (!ok)
        return ROOTSIG_ERR_INPUT;
    *out = sig;
    return ROOTSIG_OK;
}

const char *rootsig_value_name(rootsig_value_class cls, uint32_t value)
{
    static const int8_t classes[] = {
        [ROOTSIG_VALUES_ROOT_FLAG] = RSIG_KW_ROOT_FLAG,
        [ROOTSIG_VALUES_DESCRIPTOR_FLAG] = RSIG_KW_DESC_FLAG,
        [ROOTSIG_VALUES_RANGE_FLAG] = RSIG_KW_RANGE_FLAG,
        [ROOTSIG_VALUES_SAMPLER_FLAG] = RSIG_KW_SAMPLER_FLAG,
        [ROOTSIG_VALUES_VISIBILITY] = RSIG_KW_VISIBILITY,
        [ROOTSIG_VALUES_FILTER] = RSIG_KW_FILTER,
        [ROOTSIG_VALUES_ADDRESS_MODE] = RSIG_KW_ADDRESS,
        [ROOTSIG_VALUES_COMPARISON] = RSIG_KW_COMPARISON,
        [ROOTSIG_VALUES_BORDER_COLOR] = RSIG_KW_BORDER,
    };
    switch (cls) {
    case ROOTSIG_VALUES_PARAMETER_TYPE:
        return value <= RSIG_PARAM_UAV ? rsig_kind_keyword(rsig_param_kind((rsig_param_type)value))
                                       : NULL;
    case ROOTSIG_VALUES_RANGE_TYPE:
        return value <= RSIG_RANGE_SAMPLER
                   ? rsig_kind_keyword(rsig_range_kind((rsig_range_type)value))
                   : NULL;
    default:
        if ((unsigned)cls >= sizeof classes / sizeof classes[0])
            return NULL;
        /* flag classes: one bit only */
        if (cls <= ROOTSIG_VALUES_SAMPLER_FLAG && (value == 0 || (value & (value - 1))))
            return NULL;
        const rsig_keyword *k = rsig_kw_entry((rsig_kw_class)classes[cls], value);
        return k ? k->name : NULL;
    }
}

rootsig_status rootsig_parameter_cost(const rootsig_signature *sig, uint32_t index,
                                      rootsig_cost *out)
{
    if (sig == NULL || out == NULL || index > sig->nparams)
        return ROOTSIG_ERR_ARG;
    uint64_t dwords = 0, off = 0;
    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        uint64_t align = rsig_schemas[p->type].arg_bytes;
        off = (off + align - 1) / align * align;
        if (i == index) {
            /* a parameter's own cost fits 32 bits: at most 2^32-1 constants of 4 bytes would not */
            uint64_t d = rsig_param_dwords(p), b = rsig_param_arg_bytes(p);
            out->dwords = d > UINT32_MAX ? UINT32_MAX : (uint32_t)d;
            out->local_offset = off > UINT32_MAX ? UINT32_MAX : (uint32_t)off;
            out->local_bytes = b > UINT32_MAX ? UINT32_MAX : (uint32_t)b;
            return ROOTSIG_OK;
        }
        dwords += rsig_param_dwords(p);
        off += rsig_param_arg_bytes(p);
    }
    out->dwords = dwords > UINT32_MAX ? UINT32_MAX : (uint32_t)dwords;
    out->local_offset = 0;
    out->local_bytes = off > UINT32_MAX ? UINT32_MAX : (uint32_t)off;
    return ROOTSIG_OK;
}
