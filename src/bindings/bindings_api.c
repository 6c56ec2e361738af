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

const char *rootsig_shader_type_name(unsigned type)
{
    return rsig_psv_type_name(type);
}

const char *rootsig_shader_kind_name(unsigned kind)
{
    return rsig_psv_kind_name(kind);
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

rootsig_status rootsig_read_shader(rootsig_ctx *ctx, const char *name, const void *container,
                                   size_t length, rootsig_shader_info *info)
{
    if (info)
        memset(info, 0, sizeof *info);
    if (ctx == NULL || info == NULL || (container == NULL && length))
        return ROOTSIG_ERR_ARG;
    rsig_diag_begin(ctx, NULL);
    rootsig_shader_input in = {name, container, length};
    rsig_shader sh;
    rootsig_status st = read_one(ctx, &in, &sh);
    if (st == ROOTSIG_ERR_NOMEM || st == ROOTSIG_ERR_ARG)
        return st;
    rootsig_shader_binding *b =
        rsig_alloc_array(&ctx->arena, sh.nbindings ? sh.nbindings : 1, sizeof *b);
    if (b == NULL)
        return ROOTSIG_ERR_NOMEM;
    for (uint32_t i = 0; i < sh.nbindings; i++) {
        const rsig_binding *x = &sh.bindings[i];
        b[i] = (rootsig_shader_binding){x->type, x->space, x->lower, x->upper, x->kind,
                                        x->flags};
    }
    info->psv_version = sh.psv_version;
    info->stage_known = sh.stage_known;
    info->stage = sh.stage;
    info->entry = sh.entry;
    info->binding_count = sh.nbindings;
    info->bindings = b;
    return ctx->arena.oom ? ROOTSIG_ERR_NOMEM : st;
}
