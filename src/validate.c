/*
 * validate.c: the rules a root signature must satisfy, one static function
 * per rule, each reporting one diagnostic ID. The validator sees only the
 * AST, so DSL, metadata and binary inputs are judged alike; it reports
 * through the spans the front end recorded.
 */
#include <stdio.h>
#include <string.h>

#include "ast.h"
#include "keywords.h"

typedef struct vstate {
    rootsig_ctx *ctx;
    const rootsig_signature *sig;
    rootsig_options opt;
} vstate;

static rsig_span field_span(const rsig_node_loc *loc, rsig_field f)
{
    if (rsig_given(loc, f) && loc->field[f].len)
        return loc->field[f];
    return loc->kw;
}

static long report(vstate *v, rsig_diag_id id, rsig_span at, const char *fmt, ...)
    RSIG_PRINTF(4, 5);

static long report(vstate *v, rsig_diag_id id, rsig_span at, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return rsig_diag(v->ctx, id, v->sig->src, at.off, at.len, "%s", msg);
}

/*
 * Version 1.0 has no flag fields: an explicit value is only meaningful if it
 * is the one 1.0 implies (clang accepts exactly that; DXC rejects any).
 */
static void rule_flags_in_1_0(vstate *v, const rsig_node_loc *loc, uint32_t flags,
                              uint32_t implied, const char *what)
{
    if (!rsig_given(loc, RSIG_F_FLAGS) || v->sig->version != ROOTSIG_VERSION_1_0)
        return;
    rsig_span at = field_span(loc, RSIG_F_FLAGS);
    if (flags != implied)
        report(v, RSIG_FLAGS_VERSION, at,
               "version 1.0 has no %s flags: its %s are always 0x%x; remove 'flags' or compile "
               "for 1.1",
               what, what, implied);
    else if (v->sig->src && v->sig->src->kind == RSIG_SRC_TEXT)
        report(v, RSIG_FLAGS_REDUNDANT, at,
               "'flags' repeats what version 1.0 implies and is not written; DXC rejects any "
               "'flags' in 1.0");
}

static void rule_sampler_flags_version(vstate *v, const rsig_sampler *s)
{
    if (v->sig->version >= ROOTSIG_VERSION_1_2 || s->flags == 0)
        return;
    report(v, RSIG_FLAGS_VERSION, field_span(&s->loc, RSIG_F_FLAGS),
           "static sampler flags need root signature version 1.2 (this is %s)",
           v->sig->version == ROOTSIG_VERSION_1_0 ? "1.0" : "1.1");
}

rootsig_status rootsig_validate(rootsig_ctx *ctx, const rootsig_signature *sig,
                                const rootsig_options *options)
{
    if (ctx == NULL || sig == NULL)
        return ROOTSIG_ERR_ARG;
    vstate v = {ctx, sig, rsig_options_resolve(options)};
    rsig_diag_begin(ctx, options);
    size_t errors = ctx->errors;
    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        if (p->type == RSIG_PARAM_CBV || p->type == RSIG_PARAM_SRV || p->type == RSIG_PARAM_UAV)
            rule_flags_in_1_0(&v, &p->loc, p->flags, 0x2, "root descriptor");
        for (uint32_t j = 0; j < p->nranges; j++) {
            const rsig_range *r = &p->ranges[j];
            rule_flags_in_1_0(&v, &r->loc, r->flags,
                              r->type == RSIG_RANGE_SAMPLER ? 0x1 : 0x3, "descriptor range");
        }
    }
    for (uint32_t i = 0; i < sig->nsamplers; i++)
        rule_sampler_flags_version(&v, &sig->samplers[i]);
    if (ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    return ctx->errors == errors ? ROOTSIG_OK : ROOTSIG_ERR_INPUT;
}
