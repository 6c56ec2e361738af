/*
 * print_dump.c: a readable listing of every field of a signature, the output
 * of `rootsig dump`. Values are shown as numbers and, where they have one,
 * by name; floats with their exact bits, so two dumps differ whenever the
 * bytes do.
 */
#include <stdio.h>
#include <string.h>

#include "schema.h"
#include "bytes.h"

static void put_enum(rsig_buf *b, rsig_kw_class cls, uint32_t v)
{
    const char *n = rsig_kw_name(cls, v);
    rsig_buf_printf(b, "%u (%s)", v, n ? n : "unknown");
}

static void put_flags(rsig_buf *b, rsig_kw_class cls, uint32_t v)
{
    char names[640];
    rsig_buf_printf(b, "0x%x (%s)", v,
                    v ? rsig_kw_flag_names(cls, v, "unknown ", names, sizeof names) : "NONE");
}

static void put_float(rsig_buf *b, uint32_t bits)
{
    rsig_buf_printf(b, "0x%08x (%.9g)", bits, (double)rsig_f32(bits));
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

/* The static sampler fields that begin a line of the dump. */
#define LINE_STARTS                                                                                \
    (1u << RSIG_F_FILTER | 1u << RSIG_F_ADDRESS_U | 1u << RSIG_F_MIP_LOD_BIAS |                    \
     1u << RSIG_F_COMPARISON | 1u << RSIG_F_MIN_LOD | 1u << RSIG_F_FLAGS)

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
        rsig_kind pk = rsig_param_kind(p->type);
        rsig_buf_printf(&b, "  [%u] %s visibility=", i, rsig_kind_keyword(pk));
        put_enum(&b, RSIG_KW_VISIBILITY, p->visibility);
        switch (p->type) {
        case RSIG_PARAM_TABLE:
            rsig_buf_printf(&b, " ranges=%u\n", p->nranges);
            for (uint32_t j = 0; j < p->nranges; j++) {
                const rsig_range *r = &p->ranges[j];
                rsig_buf_printf(&b, "      [%u] %s %c%u numDescriptors=", j,
                                rsig_kind_keyword(rsig_range_kind(r->type)),
                                rsig_class_letter(r->type), r->base_register);
                put_u32_or(&b, r->num_descriptors, RSIG_UNBOUNDED, "unbounded");
                rsig_buf_printf(&b, " space=%u offset=", r->space);
                put_u32_or(&b, r->offset, RSIG_APPEND, "APPEND");
                rsig_buf_puts(&b, " flags=");
                put_flags(&b, (rsig_kw_class)rsig_schemas[rsig_range_kind(r->type)].flags_class,
                          rsig_range_flags(sig, r, o.compat));
                if (v10)
                    rsig_buf_puts(&b, " [implied by 1.0]");
                rsig_buf_puts(&b, "\n");
            }
            break;
        case RSIG_PARAM_CONSTANTS:
            rsig_buf_printf(&b, " %c%u space=%u num32BitConstants=%u\n",
                            rsig_class_letter(rsig_kind_class(pk)), p->reg, p->space, p->num32);
            break;
        default: {
            rsig_buf_printf(&b, " %c%u space=%u flags=", rsig_class_letter(rsig_kind_class(pk)),
                            p->reg, p->space);
            put_flags(&b, (rsig_kw_class)rsig_schemas[pk].flags_class,
                      rsig_param_flags(sig, p, o.compat));
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
        rsig_buf_printf(&b, "  [%u] %c%u space=%u visibility=", i,
                        rsig_class_letter(rsig_kind_class(RSIG_K_STATIC_SAMPLER)), s->reg,
                        s->space);
        put_enum(&b, RSIG_KW_VISIBILITY, s->visibility);
        /*
         * The fields the header line does not show, in the schema's order;
         * the dump starts a line at each field in LINE_STARTS. Flags exist
         * from 1.2 on.
         */
        const rsig_schema *ss = &rsig_schemas[RSIG_K_STATIC_SAMPLER];
        const uint32_t header = 1u << RSIG_F_REGISTER | 1u << RSIG_F_SPACE |
                                1u << RSIG_F_VISIBILITY;
        for (unsigned k = 0; k < ss->nops; k++) {
            rsig_field f = (rsig_field)ss->ops[k];
            if ((header >> f) & 1u ||
                (f == RSIG_F_FLAGS && sig->version < ROOTSIG_VERSION_1_2))
                continue;
            rsig_buf_printf(&b, "%s%s=", (LINE_STARTS >> f) & 1u ? "\n      " : " ",
                            rsig_field_name(f));
            uint32_t v = rsig_field_get(s, RSIG_NODE_SAMPLER, f);
            switch ((rsig_vclass)rsig_fields[f].vclass) {
            case RSIG_V_ENUM: put_enum(&b, (rsig_kw_class)rsig_fields[f].names, v); break;
            case RSIG_V_FLOAT: put_float(&b, v); break;
            case RSIG_V_FLAGS: put_flags(&b, (rsig_kw_class)ss->flags_class, v); break;
            case RSIG_V_UINT: rsig_buf_printf(&b, "%u", v); break;
            }
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
