/*
 * container_api.c: the public container entry points, built on the
 * container model (container.c) and the RTS0 writer and reader.
 */
#include <string.h>

#include "ast.h"
#include "container.h"

rootsig_status rootsig_write_container(rootsig_ctx *ctx, const rootsig_signature *sig,
                                       const rootsig_options *options, void *dst,
                                       size_t dst_capacity, size_t *written)
{
    if (ctx == NULL || sig == NULL || written == NULL || (dst == NULL && dst_capacity))
        return ROOTSIG_ERR_ARG;
    size_t size = rsig_rts0_size(sig);
    if (size > UINT32_MAX - 64) {
        rsig_diag(ctx, RSIG_LIMIT_COUNT, sig->src, 0, 0,
                  "the RTS0 part would be %zu bytes, more than a container can hold", size);
        return ROOTSIG_ERR_LIMIT;
    }
    uint8_t *part = rsig_alloc(&ctx->arena, size ? size : 1);
    if (part == NULL)
        return ROOTSIG_ERR_NOMEM;
    size_t n = 0;
    rootsig_status st = rootsig_write_rts0(ctx, sig, options, part, size, &n);
    if (st != ROOTSIG_OK)
        return st;
    rsig_part one = {RSIG_FOURCC_RTS0, 0, (uint32_t)n, part};
    return rsig_container_write(&one, 1, dst, dst_capacity, written);
}

size_t rootsig_container_bound(const rootsig_signature *sig)
{
    if (sig == NULL)
        return 0;
    rsig_part one = {RSIG_FOURCC_RTS0, 0, (uint32_t)rsig_rts0_size(sig), NULL};
    return rsig_container_bound(&one, 1);
}

rootsig_status rootsig_read_binary(rootsig_ctx *ctx, const char *name, const void *data,
                                   size_t length, rootsig_signature **out)
{
    if (out)
        *out = NULL;
    if (ctx == NULL || out == NULL || (data == NULL && length))
        return ROOTSIG_ERR_ARG;
    if (!rsig_is_container(data, length))
        return rootsig_read_rts0(ctx, name, data, length, out);
    rsig_diag_begin(ctx, NULL);
    rsig_source *src = rsig_source_new(ctx, name ? name : "<container>", data, length,
                                       RSIG_SRC_BINARY);
    if (src == NULL)
        return ROOTSIG_ERR_NOMEM;
    rsig_container c;
    rootsig_status st = rsig_container_parse(ctx, src, &c);
    if (st != ROOTSIG_OK)
        return st;
    const rsig_part *p = rsig_container_require_rts0(ctx, &c);
    if (p == NULL)
        return ctx->arena.oom ? ROOTSIG_ERR_NOMEM : ROOTSIG_ERR_INPUT;
    /* Diagnostics from the part then point at offsets inside the part data. */
    char *pname = NULL;
    rsig_buf b;
    rsig_buf_init(&b, &ctx->arena);
    rsig_buf_printf(&b, "%s(RTS0 at %u)", src->name, p->header_offset + 8);
    pname = b.data;
    if (pname == NULL)
        return ROOTSIG_ERR_NOMEM;
    return rootsig_read_rts0(ctx, pname, p->data, p->size, out);
}
