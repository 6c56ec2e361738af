/*
 * convert.c: a signature at another version (rootsig_convert). Flags are
 * what change: 1.0 stores none and implies the volatile ones, 1.1 stores
 * root descriptor and range flags, 1.2 adds static sampler flags. Up, the
 * implied flags are written (as the D3D12 runtime and vkd3d-shader convert);
 * down, a flag that the lower version would not mean is lost, which is an
 * error naming it (RS8020) unless the caller accepts the loss (RS8021).
 */
#include <stdio.h>
#include <string.h>

#include "schema.h"

typedef struct conv {
    rootsig_ctx *ctx;
    const rootsig_signature *sig;
    uint32_t target;
    rootsig_compat compat;
    bool lossy;
    unsigned lost; /* how many values the target cannot hold */
} conv;

static const char *version_name(uint32_t v)
{
    return v == ROOTSIG_VERSION_1_0 ? "1.0" : v == ROOTSIG_VERSION_1_1 ? "1.1" : "1.2";
}

/* Reports that flags `have` of an element become `become` in the target version. */
static void lose(conv *c, const rsig_node_loc *loc, const char *elem, rsig_kw_class cls,
                 uint32_t have, uint32_t become)
{
    char h[320], b[320];
    rsig_kw_flag_names(cls, have, "", h, sizeof h);
    rsig_kw_flag_names(cls, become, "", b, sizeof b);
    char hex[16] = ""; /* the number too, unless it is 0 */
    if (have)
        snprintf(hex, sizeof hex, " (0x%x)", have);
    rsig_span flags_at = rsig_loc_span(loc, RSIG_F_FLAGS);
    rsig_span at = rsig_given(loc, RSIG_F_FLAGS) && flags_at.len ? flags_at : loc->kw;
    const char *why = c->target == ROOTSIG_VERSION_1_0
                          ? "1.0 stores no flags and implies"
                          : "static sampler flags need 1.2; it would be";
    rsig_diag(c->ctx, c->lossy ? RSIG_CONVERT_LOSSY : RSIG_CONVERT_LOSS, c->sig->src, at.off,
              at.len, "%s: flags %s%s cannot be kept in version %s (%s %s)%s", elem, h, hex,
              version_name(c->target), why, b,
              c->lossy ? "; converted anyway (--lossy)" : "; --lossy converts anyway");
    c->lost++;
}

static uint32_t implied_1_0(rsig_kind k)
{
    return rsig_schemas[k].flags_1_0;
}

/* The flags an element stores, written as given in the target version. */
static void convert_flags(conv *c, rsig_node_loc *loc, uint32_t *flags, uint32_t stored,
                          rsig_kind k, const char *elem)
{
    if (c->target == ROOTSIG_VERSION_1_0) {
        uint32_t implied = implied_1_0(k);
        if (stored != implied)
            lose(c, loc, elem, (rsig_kw_class)rsig_schemas[k].flags_class, stored, implied);
        *flags = 0;
        loc->given &= ~(1u << RSIG_F_FLAGS);
    } else {
        *flags = stored;
        loc->given |= 1u << RSIG_F_FLAGS;
    }
}

static bool convert(conv *c, rootsig_signature *out)
{
    const rootsig_signature *sig = c->sig;
    rootsig_ctx *ctx = c->ctx;
    char elem[96];
    *out = *sig;
    out->version = c->target;
    out->params = NULL;
    out->samplers = NULL;
    out->nparams = out->params_cap = out->nsamplers = out->samplers_cap = 0;
    if (!rsig_sig_reserve(ctx, out, sig->nparams, sig->nsamplers))
        return false;
    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        rsig_param *q = rsig_sig_add_param(ctx, out, p->type);
        if (q == NULL)
            return false;
        *q = *p;
        q->ranges = NULL;
        q->nranges = q->ranges_cap = 0;
        q->locs = NULL;
        q->nlocs = q->locs_cap = 0;
        q->loc_marks = NULL;
        q->marks_cap = q->nlocated = q->loc_last_at = 0;
        rsig_kind k = rsig_param_kind(p->type);
        if (p->type == RSIG_PARAM_TABLE) {
            if (!rsig_param_reserve(ctx, q, p->nranges))
                return false;
            for (uint32_t j = 0; j < p->nranges; j++) {
                const rsig_range *r = &p->ranges[j];
                rsig_range *s = rsig_param_add_range(ctx, q, r->type);
                if (s == NULL)
                    return false;
                *s = *r;
                rsig_node_loc tmp, loc = *rsig_range_loc(p, r, &tmp);
                snprintf(elem, sizeof elem, "DescriptorTable [%u], range [%u] (%s %c%u, space %u)",
                         i, j, rsig_kind_keyword(rsig_range_kind(r->type)),
                         rsig_class_letter(r->type), r->base_register, r->space);
                convert_flags(c, &loc, &s->flags, rsig_range_flags(sig, r, c->compat),
                              rsig_range_kind(r->type), elem);
                if (!rsig_range_set_loc(&ctx->arena, q, s, &loc))
                    return false;
            }
        } else if (p->type != RSIG_PARAM_CONSTANTS) {
            snprintf(elem, sizeof elem, "%s [%u] (%c%u, space %u)", rsig_kind_label(k), i,
                     rsig_class_letter(rsig_kind_class(k)), p->reg, p->space);
            convert_flags(c, &q->loc, &q->flags, rsig_param_flags(sig, p, c->compat), k, elem);
        }
    }
    for (uint32_t i = 0; i < sig->nsamplers; i++) {
        rsig_sampler *s = rsig_sig_add_sampler(ctx, out);
        if (s == NULL)
            return false;
        *s = sig->samplers[i];
        uint32_t stored = sig->version >= ROOTSIG_VERSION_1_2 ? s->flags : 0;
        if (c->target < ROOTSIG_VERSION_1_2) {
            if (stored) {
                snprintf(elem, sizeof elem, "StaticSampler [%u] (s%u, space %u)", i, s->reg,
                         s->space);
                lose(c, &s->loc, elem, RSIG_KW_SAMPLER_FLAG, stored, 0);
            }
            s->flags = 0;
            s->loc.given &= ~(1u << RSIG_F_FLAGS);
        } else {
            s->flags = stored;
            s->loc.given |= 1u << RSIG_F_FLAGS;
        }
    }
    return true;
}

/* Does sig convert to version v without losing anything? (No diagnostics.) */
static bool exact(rootsig_ctx *ctx, const rootsig_signature *sig, uint32_t v, rootsig_compat cp)
{
    (void)ctx;
    for (uint32_t i = 0; i < sig->nsamplers; i++)
        if (v < ROOTSIG_VERSION_1_2 && sig->version >= ROOTSIG_VERSION_1_2 &&
            sig->samplers[i].flags)
            return false;
    if (v != ROOTSIG_VERSION_1_0)
        return true;
    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        if (p->type == RSIG_PARAM_TABLE) {
            for (uint32_t j = 0; j < p->nranges; j++)
                if (rsig_range_flags(sig, &p->ranges[j], cp) !=
                    implied_1_0(rsig_range_kind(p->ranges[j].type)))
                    return false;
        } else if (p->type != RSIG_PARAM_CONSTANTS &&
                   rsig_param_flags(sig, p, cp) != implied_1_0(rsig_param_kind(p->type))) {
            return false;
        }
    }
    return true;
}

rootsig_version rootsig_lowest_version(const rootsig_signature *sig,
                                       const rootsig_options *options)
{
    if (sig == NULL)
        return ROOTSIG_VERSION_1_1;
    rootsig_compat cp = options ? options->compat : ROOTSIG_COMPAT_LLVM;
    for (uint32_t v = ROOTSIG_VERSION_1_0; v < ROOTSIG_VERSION_1_2; v++)
        if (exact(NULL, sig, v, cp))
            return (rootsig_version)v;
    return ROOTSIG_VERSION_1_2;
}

rootsig_status rootsig_convert(rootsig_ctx *ctx, const rootsig_signature *sig,
                               rootsig_version version, const rootsig_options *options,
                               unsigned flags, rootsig_signature **out)
{
    if (out)
        *out = NULL;
    if (ctx == NULL || sig == NULL || out == NULL || (unsigned)version > ROOTSIG_VERSION_1_2 ||
        (flags & ~(unsigned)ROOTSIG_CONVERT_LOSSY))
        return ROOTSIG_ERR_ARG;
    rootsig_options o = rsig_options_resolve(options);
    rsig_diag_begin(ctx, &o);
    if (ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    if (version == 0)
        version = rootsig_lowest_version(sig, &o);
    conv c = {ctx, sig, (uint32_t)version, o.compat, (flags & ROOTSIG_CONVERT_LOSSY) != 0, 0};
    rootsig_signature *res = rsig_alloc(&ctx->arena, sizeof *res);
    size_t errors = ctx->errors;
    if (res == NULL || !convert(&c, res) || ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    if (ctx->errors != errors)
        return ROOTSIG_ERR_INPUT;
    *out = res;
    return ROOTSIG_OK;
}
