/*
 * print_dump.c: a readable listing of every field of a signature, the output
 * of `rootsig dump`. Values are shown as numbers and, where they have one,
 * by name; floats with their exact bits, so two dumps differ whenever the
 * bytes do.
 */
#include <stdio.h>
#include <string.h>

#include "ast.h"
#include "keywords.h"

static void put_enum(rsig_buf *b, rsig_kw_class cls, uint32_t v)
{
    const char *n = rsig_kw_name(cls, v);
    rsig_buf_printf(b, "%u (%s)", v, n ? n : "unknown");
}

static void put_flags(rsig_buf *b, rsig_kw_class cls, uint32_t v)
{
    rsig_buf_printf(b, "0x%x", v);
    if (v == 0) {
        rsig_buf_puts(b, " (NONE)");
        return;
    }
    rsig_buf_puts(b, " (");
    uint32_t rest = v;
    bool first = true;
    for (uint32_t bit = 1; bit != 0; bit <<= 1) {
        if (!(v & bit))
            continue;
        const char *n = rsig_kw_name(cls, bit);
        if (n == NULL)
            continue;
        rsig_buf_printf(b, "%s%s", first ? "" : " | ", n);
        rest &= ~bit;
        first = false;
    }
    if (rest)
        rsig_buf_printf(b, "%sunknown 0x%x", first ? "" : " | ", rest);
    rsig_buf_puts(b, ")");
}

static void put_float(rsig_buf *b, uint32_t bits)
{
    float f;
    memcpy(&f, &bits, sizeof f);
    rsig_buf_printf(b, "0x%08x (%.9g)", bits, (double)f);
}

static const char *version_name(uint32_t v)
{
    switch (v) {
    case 1: return "1.0";
    case 2: return "1.1";
    case 3: return "1.2";
    }
    return "unknown";
}

static const char *param_type_name(rsig_param_type t)
{
    switch (t) {
    case RSIG_PARAM_TABLE: return "DescriptorTable";
    case RSIG_PARAM_CONSTANTS: return "RootConstants";
    case RSIG_PARAM_CBV: return "CBV";
    case RSIG_PARAM_SRV: return "SRV";
    case RSIG_PARAM_UAV: return "UAV";
    }
    return "unknown";
}

static const char *range_type_name(rsig_range_type t, char *letter)
{
    switch (t) {
    case RSIG_RANGE_SRV: *letter = 't'; return "SRV";
    case RSIG_RANGE_UAV: *letter = 'u'; return "UAV";
    case RSIG_RANGE_CBV: *letter = 'b'; return "CBV";
    case RSIG_RANGE_SAMPLER: *letter = 's'; return "Sampler";
    }
    *letter = '?';
    return "unknown";
}

static void put_u32_or(rsig_buf *b, uint32_t v, uint32_t special, const char *name)
{
    if (v == special)
        rsig_buf_printf(b, "%s (0x%x)", name, v);
    else
        rsig_buf_printf(b, "%u", v);
}

rootsig_status rootsig_dump(rootsig_ctx *ctx, const rootsig_signature *sig,
                            const rootsig_options *options, const char **text, size_t *length)
{
    if (ctx == NULL || sig == NULL || text == NULL)
        return ROOTSIG_ERR_ARG;
    rootsig_options o = rsig_options_resolve(options);
    bool v10 = sig->version == ROOTSIG_VERSION_1_0;
    rsig_buf b;
    rsig_buf_init(&b, &ctx->arena);
    rsig_buf_printf(&b, "root signature version %s (%u), %zu bytes\n", version_name(sig->version),
                    sig->version, rsig_rts0_size(sig));
    rsig_buf_puts(&b, "flags: ");
    put_flags(&b, RSIG_KW_ROOT_FLAG, sig->flags);
    rsig_buf_printf(&b, "\nparameters: %u\n", sig->nparams);
    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        rsig_buf_printf(&b, "  [%u] %s visibility=", i, param_type_name(p->type));
        put_enum(&b, RSIG_KW_VISIBILITY, p->visibility);
        switch (p->type) {
        case RSIG_PARAM_TABLE:
            rsig_buf_printf(&b, " ranges=%u\n", p->nranges);
            for (uint32_t j = 0; j < p->nranges; j++) {
                const rsig_range *r = &p->ranges[j];
                char letter;
                const char *tn = range_type_name(r->type, &letter);
                rsig_buf_printf(&b, "      [%u] %s %c%u numDescriptors=", j, tn, letter,
                                r->base_register);
                put_u32_or(&b, r->num_descriptors, RSIG_UNBOUNDED, "unbounded");
                rsig_buf_printf(&b, " space=%u offset=", r->space);
                put_u32_or(&b, r->offset, RSIG_APPEND, "APPEND");
                rsig_buf_puts(&b, " flags=");
                put_flags(&b, RSIG_KW_RANGE_FLAG, rsig_range_flags(sig, r, o.compat));
                if (v10)
                    rsig_buf_puts(&b, " [implied by 1.0]");
                rsig_buf_puts(&b, "\n");
            }
            break;
        case RSIG_PARAM_CONSTANTS:
            rsig_buf_printf(&b, " b%u space=%u num32BitConstants=%u\n", p->reg, p->space,
                            p->num32);
            break;
        default: {
            char letter = p->type == RSIG_PARAM_CBV ? 'b' : p->type == RSIG_PARAM_SRV ? 't' : 'u';
            rsig_buf_printf(&b, " %c%u space=%u flags=", letter, p->reg, p->space);
            put_flags(&b, RSIG_KW_DESC_FLAG, rsig_param_flags(sig, p, o.compat));
            if (v10)
                rsig_buf_puts(&b, " [implied by 1.0]");
            rsig_buf_puts(&b, "\n");
            break;
        }
        }
    }
    rsig_buf_printf(&b, "static samplers: %u\n", sig->nsamplers);
    for (uint32_t i = 0; i < sig->nsamplers; i++) {
        const rsig_sampler *s = &sig->samplers[i];
        rsig_buf_printf(&b, "  [%u] s%u space=%u visibility=", i, s->reg, s->space);
        put_enum(&b, RSIG_KW_VISIBILITY, s->visibility);
        rsig_buf_puts(&b, "\n      filter=");
        put_enum(&b, RSIG_KW_FILTER, s->filter);
        rsig_buf_puts(&b, "\n      addressU=");
        put_enum(&b, RSIG_KW_ADDRESS, s->address_u);
        rsig_buf_puts(&b, " addressV=");
        put_enum(&b, RSIG_KW_ADDRESS, s->address_v);
        rsig_buf_puts(&b, " addressW=");
        put_enum(&b, RSIG_KW_ADDRESS, s->address_w);
        rsig_buf_puts(&b, "\n      mipLODBias=");
        put_float(&b, s->mip_lod_bias);
        rsig_buf_printf(&b, " maxAnisotropy=%u", s->max_anisotropy);
        rsig_buf_puts(&b, "\n      comparisonFunc=");
        put_enum(&b, RSIG_KW_COMPARISON, s->comparison);
        rsig_buf_puts(&b, " borderColor=");
        put_enum(&b, RSIG_KW_BORDER, s->border_color);
        rsig_buf_puts(&b, "\n      minLOD=");
        put_float(&b, s->min_lod);
        rsig_buf_puts(&b, " maxLOD=");
        put_float(&b, s->max_lod);
        if (sig->version >= ROOTSIG_VERSION_1_2) {
            rsig_buf_puts(&b, "\n      flags=");
            put_flags(&b, RSIG_KW_SAMPLER_FLAG, s->flags);
        }
        rsig_buf_puts(&b, "\n");
    }
    if (b.failed || b.data == NULL)
        return ROOTSIG_ERR_NOMEM;
    *text = b.data;
    if (length)
        *length = b.len;
    return ROOTSIG_OK;
}
