/*
 * api.c: the one-call conveniences built from the public pieces.
 */
#include "ast.h"

rootsig_status rootsig_compile_dsl(rootsig_ctx *ctx, const char *name, const char *text,
                                   size_t length, const rootsig_options *options, void *dst,
                                   size_t dst_capacity, size_t *written)
{
    if (written == NULL)
        return ROOTSIG_ERR_ARG;
    *written = 0;
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_parse_dsl(ctx, name, text, length, options, &sig);
    if (st != ROOTSIG_OK)
        return st;
    st = rootsig_validate(ctx, sig, options);
    if (st != ROOTSIG_OK)
        return st;
    return rootsig_write_rts0(ctx, sig, options, dst, dst_capacity, written);
}
