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
    /*
     * With room for the whole container, the part is written where it goes
     * in dst (after the header, the one offset and the part header), and
     * the container writer leaves it there: no second copy of a large part.
     */
    rsig_part probe = {RSIG_FOURCC_RTS0, 0, (uint32_t)size, NULL};
    size_t total = rsig_container_bound(&probe, 1);
    uint8_t *part = total && dst && dst_capacity >= total
                        ? (uint8_t *)dst + RSIG_CONTAINER_HEADER_SIZE + 4 + RSIG_PART_HEADER_SIZE
                        : rsig_alloc(&ctx->arena, size ? size : 1);
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
    /* Before copying: a container declares its size in 32 bits. */
    if (length > UINT32_MAX) {
        rsig_diag(ctx, RSIG_LIMIT_INPUT, NULL, 0, 0,
                  "input of %zu bytes exceeds the 4 GiB limit of a container", length);
        return ROOTSIG_ERR_LIMIT;
    }
    rsig_source *src = rsig_source_new(ctx, name ? name : "<container>", data, length,
                                       RSIG_SRC_BINARY);
    if (src == NULL)
        return ROOTSIG_ERR_NOMEM;
    rsig_container c;
    rootsig_status st = rsig_container_parse(ctx, src, &c);
    if (st != ROOTSIG_OK) /* a diagnostic that could not be recorded is not an answer */
        return ctx->arena.oom ? ROOTSIG_ERR_NOMEM : st;
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

/* ---- parts ------------------------------------------------------------- */

/* Parses a caller's container into the context (copied, so parts outlive the caller's buffer). */
static rootsig_status parse_copy(rootsig_ctx *ctx, const char *name, const void *data,
                                 size_t length, rsig_container *c)
{
    if (ctx == NULL || (data == NULL && length))
        return ROOTSIG_ERR_ARG;
    rsig_diag_begin(ctx, NULL);
    rsig_source *src = rsig_source_new(ctx, name ? name : "<container>", data, length,
                                       RSIG_SRC_BINARY);
    if (src == NULL)
        return ROOTSIG_ERR_NOMEM;
    rootsig_status st = rsig_container_parse(ctx, src, c);
    /* A failed allocation can surface as a parse error; memory is the real cause. */
    if (ctx->arena.oom)
        st = ROOTSIG_ERR_NOMEM;
    return st;
}

static rootsig_digest_kind public_kind(rsig_digest_kind k)
{
    switch (k) {
    case RSIG_DIGEST_RETAIL: return ROOTSIG_DIGEST_RETAIL;
    case RSIG_DIGEST_DEBUG: return ROOTSIG_DIGEST_DEBUG;
    case RSIG_DIGEST_ZERO: return ROOTSIG_DIGEST_ZERO;
    case RSIG_DIGEST_BYPASS: return ROOTSIG_DIGEST_BYPASS;
    case RSIG_DIGEST_MISMATCH: break;
    }
    return ROOTSIG_DIGEST_MISMATCH;
}

rootsig_status rootsig_container_parse(rootsig_ctx *ctx, const char *name, const void *data,
                                       size_t length, const rootsig_part **parts, size_t *count,
                                       rootsig_digest_kind *digest)
{
    if (parts == NULL || count == NULL)
        return ROOTSIG_ERR_ARG;
    *parts = NULL;
    *count = 0;
    rsig_container c;
    rootsig_status st = parse_copy(ctx, name, data, length, &c);
    if (st != ROOTSIG_OK)
        return st;
    rootsig_part *list = rsig_alloc_array(&ctx->arena, c.nparts ? c.nparts : 1, sizeof *list);
    if (list == NULL)
        return ROOTSIG_ERR_NOMEM;
    for (uint32_t i = 0; i < c.nparts; i++) {
        list[i].fourcc = c.parts[i].fourcc;
        list[i].data = c.parts[i].data;
        list[i].size = c.parts[i].size;
    }
    *parts = list;
    *count = c.nparts;
    if (digest)
        *digest = public_kind(rsig_container_digest_kind((const uint8_t *)c.src->text,
                                                         c.file_size));
    return ROOTSIG_OK;
}

/* Writes an internal part list; reports the 4 GiB limit against src. */
static rootsig_status write_list(rootsig_ctx *ctx, const rsig_source *src, const rsig_part *parts,
                                 uint32_t n, void *dst, size_t cap, size_t *written)
{
    if (written == NULL || (dst == NULL && cap))
        return ROOTSIG_ERR_ARG;
    *written = 0;
    if (rsig_container_bound(parts, n) == 0) {
        rsig_diag(ctx, RSIG_LIMIT_COUNT, src, 0, 0,
                  "the parts do not fit in a container (more than 4 GiB)");
        return ROOTSIG_ERR_LIMIT;
    }
    return rsig_container_write(parts, n, dst, cap, written);
}

rootsig_status rootsig_container_write_parts(rootsig_ctx *ctx, const rootsig_part *parts,
                                             size_t count, void *dst, size_t dst_capacity,
                                             size_t *written)
{
    if (ctx == NULL || written == NULL || (parts == NULL && count))
        return ROOTSIG_ERR_ARG;
    if (count > UINT32_MAX / 8) {
        rsig_diag(ctx, RSIG_LIMIT_COUNT, NULL, 0, 0, "too many parts for one container");
        return ROOTSIG_ERR_LIMIT;
    }
    rsig_part *list = rsig_alloc_array(&ctx->arena, count ? count : 1, sizeof *list);
    if (list == NULL)
        return ROOTSIG_ERR_NOMEM;
    for (size_t i = 0; i < count; i++) {
        if (parts[i].size > UINT32_MAX || (parts[i].data == NULL && parts[i].size)) {
            *written = 0;
            return ROOTSIG_ERR_ARG;
        }
        list[i].fourcc = parts[i].fourcc;
        list[i].size = (uint32_t)parts[i].size;
        list[i].data = parts[i].data;
    }
    return write_list(ctx, NULL, list, (uint32_t)count, dst, dst_capacity, written);
}

/* ---- splice, strip, extract, verify ------------------------------------ */

rootsig_status rootsig_container_set_rts0(rootsig_ctx *ctx, const char *name,
                                          const void *container, size_t length, const void *rts0,
                                          size_t rts0_length, const rootsig_options *options,
                                          void *dst, size_t dst_capacity, size_t *written)
{
    if (written == NULL || (rts0 == NULL && rts0_length))
        return ROOTSIG_ERR_ARG;
    *written = 0;
    rsig_container c;
    rootsig_status st = parse_copy(ctx, name, container, length, &c);
    if (st != ROOTSIG_OK)
        return st;
    /* The part that goes in must be a valid root signature on its own. */
    rootsig_signature *sig = NULL;
    st = rootsig_read_rts0(ctx, "<new RTS0>", rts0, rts0_length, &sig);
    if (st == ROOTSIG_OK)
        st = rootsig_validate(ctx, sig, options);
    if (st != ROOTSIG_OK)
        return st;
    /* rootsig_read_rts0 copied the bytes into the context: splice that copy. */
    const uint8_t *copy = (const uint8_t *)sig->src->text;
    rsig_part *list = NULL;
    uint32_t n = 0;
    st = rsig_parts_set_rts0(ctx, &c, copy, (uint32_t)rts0_length, &list, &n);
    if (st != ROOTSIG_OK)
        return st;
    return write_list(ctx, c.src, list, n, dst, dst_capacity, written);
}

rootsig_status rootsig_container_strip_rts0(rootsig_ctx *ctx, const char *name,
                                            const void *container, size_t length, void *dst,
                                            size_t dst_capacity, size_t *written)
{
    if (written == NULL)
        return ROOTSIG_ERR_ARG;
    *written = 0;
    rsig_container c;
    rootsig_status st = parse_copy(ctx, name, container, length, &c);
    if (st != ROOTSIG_OK)
        return st;
    rsig_part *list = NULL;
    uint32_t n = 0;
    st = rsig_parts_strip_rts0(ctx, &c, &list, &n);
    if (st != ROOTSIG_OK)
        return st;
    return write_list(ctx, c.src, list, n, dst, dst_capacity, written);
}

rootsig_status rootsig_container_get_rts0(rootsig_ctx *ctx, const char *name,
                                          const void *container, size_t length,
                                          const void **rts0, size_t *rts0_length)
{
    if (rts0 == NULL || rts0_length == NULL)
        return ROOTSIG_ERR_ARG;
    *rts0 = NULL;
    *rts0_length = 0;
    rsig_container c;
    rootsig_status st = parse_copy(ctx, name, container, length, &c);
    if (st != ROOTSIG_OK)
        return st;
    const rsig_part *p = rsig_container_require_rts0(ctx, &c);
    if (p == NULL)
        return ctx->arena.oom ? ROOTSIG_ERR_NOMEM : ROOTSIG_ERR_INPUT;
    *rts0 = p->data;
    *rts0_length = p->size;
    return ROOTSIG_OK;
}

rootsig_status rootsig_container_verify(rootsig_ctx *ctx, const char *name, const void *data,
                                        size_t length, const rootsig_options *options,
                                        rootsig_verify_result *result)
{
    if (result == NULL)
        return ROOTSIG_ERR_ARG;
    memset(result, 0, sizeof *result);
    result->digest = ROOTSIG_DIGEST_MISMATCH;
    rsig_container c;
    rootsig_status st = parse_copy(ctx, name, data, length, &c);
    if (st != ROOTSIG_OK)
        return st;
    result->part_count = c.nparts;
    rsig_digest_kind k = rsig_container_digest_kind((const uint8_t *)c.src->text, c.file_size);
    result->digest = public_kind(k);
    bool ok = true;
    if (k != RSIG_DIGEST_RETAIL && k != RSIG_DIGEST_DEBUG) {
        ok = false;
        rsig_diag(ctx, RSIG_CONTAINER_VERIFY_DIGEST, c.src, 4, 16, "%s",
                  k == RSIG_DIGEST_ZERO ? "the digest is all zero (unsigned): the D3D12 runtime "
                                          "rejects it; re-sign it with `rootsig splice` or a "
                                          "validator"
                  : k == RSIG_DIGEST_BYPASS
                      ? "the digest is a bypass sentinel, not a hash of the contents"
                      : "the digest is neither the retail nor the debug hash of the contents: "
                        "the file was changed after it was signed");
    }
    const rsig_part *p = rsig_container_find(&c, RSIG_FOURCC_RTS0);
    if (p) {
        result->has_rts0 = 1;
        rootsig_signature *sig = NULL;
        rsig_buf b;
        rsig_buf_init(&b, &ctx->arena);
        rsig_buf_printf(&b, "%s(RTS0 at %u)", c.src->name, p->header_offset + 8);
        if (b.data == NULL)
            return ROOTSIG_ERR_NOMEM;
        st = rootsig_read_rts0(ctx, b.data, p->data, p->size, &sig);
        if (st == ROOTSIG_OK) {
            result->version = (rootsig_version)sig->version;
            st = rootsig_validate(ctx, sig, options);
        }
        if (st == ROOTSIG_ERR_NOMEM)
            return st;
        if (st != ROOTSIG_OK)
            ok = false;
    }
    if (ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    return ok ? ROOTSIG_OK : ROOTSIG_ERR_INPUT;
}
