/*
 * rts0_write.c: the AST as an RTS0 part. The layout is the one DXC, FXC and
 * LLVM all write: header, every parameter header, each payload in order (a
 * table's 8-byte header directly followed by its ranges), then the static
 * samplers. No padding exists because every block is a multiple of 4 bytes.
 */
#include <string.h>

#include "ast.h"
#include "bytes.h"

static void write_part(const rootsig_signature *sig, rootsig_compat compat, uint8_t *dst)
{
    bool v10 = sig->version == ROOTSIG_VERSION_1_0;
    bool v12 = sig->version >= ROOTSIG_VERSION_1_2;
    uint32_t headers = 24;
    uint32_t payload = headers + 12 * sig->nparams;
    rsig_writer w = {dst};
    rsig_writer ph = {dst + headers};
    uint8_t *body = dst + payload;
    uint32_t at = payload;

    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        rsig_w32(&ph, (uint32_t)p->type);
        rsig_w32(&ph, p->visibility);
        rsig_w32(&ph, at);
        rsig_writer b = {body};
        switch (p->type) {
        case RSIG_PARAM_TABLE:
            rsig_w32(&b, p->nranges);
            rsig_w32(&b, at + 8);
            for (uint32_t j = 0; j < p->nranges; j++) {
                const rsig_range *r = &p->ranges[j];
                rsig_w32(&b, (uint32_t)r->type);
                rsig_w32(&b, r->num_descriptors);
                rsig_w32(&b, r->base_register);
                rsig_w32(&b, r->space);
                if (!v10)
                    rsig_w32(&b, rsig_range_flags(sig, r, compat));
                rsig_w32(&b, r->offset);
            }
            break;
        case RSIG_PARAM_CONSTANTS:
            rsig_w32(&b, p->reg);
            rsig_w32(&b, p->space);
            rsig_w32(&b, p->num32);
            break;
        case RSIG_PARAM_CBV:
        case RSIG_PARAM_SRV:
        case RSIG_PARAM_UAV:
            rsig_w32(&b, p->reg);
            rsig_w32(&b, p->space);
            if (!v10)
                rsig_w32(&b, rsig_param_flags(sig, p, compat));
            break;
        }
        at += (uint32_t)(b.p - body);
        body = b.p;
    }
    rsig_w32(&w, sig->version);
    rsig_w32(&w, sig->nparams);
    rsig_w32(&w, headers);
    rsig_w32(&w, sig->nsamplers);
    rsig_w32(&w, at); /* points at the end when there are no samplers, as DXC and LLVM do */
    rsig_w32(&w, sig->flags);
    rsig_writer s = {body};
    for (uint32_t i = 0; i < sig->nsamplers; i++) {
        const rsig_sampler *x = &sig->samplers[i];
        rsig_w32(&s, x->filter);
        rsig_w32(&s, x->address_u);
        rsig_w32(&s, x->address_v);
        rsig_w32(&s, x->address_w);
        rsig_w32(&s, x->mip_lod_bias);
        rsig_w32(&s, x->max_anisotropy);
        rsig_w32(&s, x->comparison);
        rsig_w32(&s, x->border_color);
        rsig_w32(&s, x->min_lod);
        rsig_w32(&s, x->max_lod);
        rsig_w32(&s, x->reg);
        rsig_w32(&s, x->space);
        rsig_w32(&s, x->visibility);
        if (v12)
            rsig_w32(&s, x->flags);
    }
}

rootsig_status rootsig_write_rts0(rootsig_ctx *ctx, const rootsig_signature *sig,
                                  const rootsig_options *options, void *dst, size_t dst_capacity,
                                  size_t *written)
{
    if (ctx == NULL || sig == NULL || written == NULL || (dst == NULL && dst_capacity))
        return ROOTSIG_ERR_ARG;
    size_t need = rsig_rts0_size(sig);
    *written = need;
    /* Offsets are 32-bit fields: a part that cannot be addressed is refused. */
    if (need > UINT32_MAX) {
        rsig_diag(ctx, RSIG_LIMIT_COUNT, sig->src, 0, 0,
                  "the RTS0 part would be %zu bytes, more than its 32-bit offsets can address",
                  need);
        return ROOTSIG_ERR_LIMIT;
    }
    if (dst_capacity < need)
        return ROOTSIG_ERR_BUFFER_SMALL;
    rootsig_options o = rsig_options_resolve(options);
    write_part(sig, o.compat, dst);
    return ROOTSIG_OK;
}
