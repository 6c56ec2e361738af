/*
 * bindings_api.c: the public binding check: shader containers are parsed
 * (container room), their PSV0 read (shader room), and the rules of
 * check.c applied against the signature.
 */
#include <string.h>

#include "bindings.h"

const char *rootsig_shader_stage_name(unsigned stage)
{
    return rsig_stage_name(stage);
}

/* Parses one shader container into the context and reads its PSV0. */
static rootsig_status read_one(rootsig_ctx *ctx, const rootsig_shader_input *in, rsig_shader *out)
{
    memset(out, 0, sizeof *out);
    if (in->data == NULL && in->length)
        return ROOTSIG_ERR_ARG;
    if (in->length > UINT32_MAX) {
        rsig_diag(ctx, RSIG_LIMIT_INPUT, NULL, 0, 0,
                  "input of %zu bytes exceeds the 4 GiB limit of a container", in->length);
        return ROOTSIG_ERR_LIMIT;
    }
    rsig_source *src = rsig_source_new(ctx, in->name ? in->name : "<shader>", in->data,
                                       in->length, RSIG_SRC_BINARY);
    if (src == NULL)
        return ROOTSIG_ERR_NOMEM;
    out->src = src;
    rsig_container c;
    rootsig_status st = rsig_container_parse(ctx, src, &c);
    if (st != ROOTSIG_OK)
        return ctx->arena.oom ? ROOTSIG_ERR_NOMEM : st;
    return rsig_shader_read(ctx, &c, out);
}

rootsig_status rootsig_check_pipeline_bindings(rootsig_ctx *ctx, const rootsig_signature *sig,
                                               const rootsig_shader_input *shaders, size_t count,
                                               const rootsig_options *options,
                                               rootsig_binding_summary *summary)
{
    rootsig_binding_summary sum;
    memset(&sum, 0, sizeof sum);
    if (summary)
        *summary = sum;
    if (ctx == NULL || sig == NULL || (shaders == NULL && count))
        return ROOTSIG_ERR_ARG;
    rsig_diag_begin(ctx, options);
    size_t errors = ctx->errors;
    rsig_shader *sh = rsig_alloc_array(&ctx->arena, count ? count : 1, sizeof *sh);
    if (sh == NULL)
        return ROOTSIG_ERR_NOMEM;
    rootsig_status worst = ROOTSIG_OK;
    for (size_t k = 0; k < count; k++) {
        rootsig_status st = read_one(ctx, &shaders[k], &sh[k]);
        if (st == ROOTSIG_ERR_ARG || st == ROOTSIG_ERR_NOMEM)
            return st;
        if (st != ROOTSIG_OK && worst == ROOTSIG_OK)
            worst = st;
        if (st != ROOTSIG_OK)
            sh[k].stage_known = false; /* a malformed PSV0 is not judged */
    }
    rsig_check_bindings(ctx, sig, options, sh, count, true, &sum);
    if (summary)
        *summary = sum;
    if (ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    if (worst != ROOTSIG_OK)
        return worst;
    return ctx->errors == errors ? ROOTSIG_OK : ROOTSIG_ERR_INPUT;
}

rootsig_status rootsig_check_shader_bindings(rootsig_ctx *ctx, const rootsig_signature *sig,
                                             const char *name, const void *container,
                                             size_t length, const rootsig_options *options,
                                             rootsig_binding_summary *summary)
{
    rootsig_binding_summary sum;
    memset(&sum, 0, sizeof sum);
    if (summary)
        *summary = sum;
    if (ctx == NULL || sig == NULL || (container == NULL && length))
        return ROOTSIG_ERR_ARG;
    rsig_diag_begin(ctx, options);
    size_t errors = ctx->errors;
    rootsig_shader_input in = {name, container, length};
    rsig_shader sh;
    rootsig_status st = read_one(ctx, &in, &sh);
    if (st == ROOTSIG_OK)
        rsig_check_bindings(ctx, sig, options, &sh, 1, false, &sum);
    if (summary)
        *summary = sum;
    if (ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    if (st != ROOTSIG_OK)
        return st;
    return ctx->errors == errors ? ROOTSIG_OK : ROOTSIG_ERR_INPUT;
}
