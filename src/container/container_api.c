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
    rsig_container_check_digest(ctx, &c);
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

/*
 * Parses a caller's container into the context (copied, so parts outlive the
 * caller's buffer). report_digest: a stale or zero digest is a warning
 * (RS4015, RS4016), as for every reader; verify judges the digest itself.
 */
static rootsig_status parse_copy(rootsig_ctx *ctx, const char *name, const void *data,
                                 size_t length, rsig_container *c, bool report_digest)
{
    if (ctx == NULL || (data == NULL && length))
        return ROOTSIG_ERR_ARG;
    rsig_diag_begin(ctx, NULL);
    rsig_source *src = rsig_source_new(ctx, name ? name : "<container>", data, length,
                                       RSIG_SRC_BINARY);
    if (src == NULL)
        return ROOTSIG_ERR_NOMEM;
    rootsig_status st = rsig_container_parse(ctx, src, c);
    if (st == ROOTSIG_OK && report_digest)
        rsig_container_check_digest(ctx, c);
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
    rootsig_status st = parse_copy(ctx, name, data, length, &c, true);
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
    rootsig_status st = parse_copy(ctx, name, container, length, &c, true);
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
    rootsig_status st = parse_copy(ctx, name, container, length, &c, true);
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
    rootsig_status st = parse_copy(ctx, name, container, length, &c, true);
    if (st != ROOTSIG_OK)
        return st;
    const rsig_part *p = rsig_container_require_rts0(ctx, &c);
    if (p == NULL)
        return ctx->arena.oom ? ROOTSIG_ERR_NOMEM : ROOTSIG_ERR_INPUT;
    *rts0 = p->data;
    *rts0_length = p->size;
    return ROOTSIG_OK;
}

/*
 * Whether part p (RTS0) reads, judged in a context of its own so that its
 * errors do not fail the caller's: the first one is restated against the
 * container, as RS4018 (refused) or, forced, as the RS4019 warning.
 */
static rootsig_status check_rts0_reads(rootsig_ctx *ctx, const rsig_container *c,
                                       const rsig_part *p, bool force)
{
    rootsig_ctx *tmp = NULL;
    if (rootsig_ctx_create(&ctx->arena.alloc, &tmp) != ROOTSIG_OK)
        return ROOTSIG_ERR_NOMEM;
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_read_rts0(tmp, "RTS0", p->data, p->size, &sig);
    const rootsig_diag *first = NULL;
    for (size_t i = 0; st == ROOTSIG_ERR_INPUT && first == NULL && i < rootsig_diag_count(tmp);
         i++) {
        const rootsig_diag *d = rootsig_diag_get(tmp, i);
        if (d->severity == ROOTSIG_SEVERITY_ERROR)
            first = d;
    }
    if (st == ROOTSIG_ERR_INPUT) {
        /* The reader's offsets are into the part's data, which follows its 8-byte header. */
        size_t at = (size_t)p->header_offset + RSIG_PART_HEADER_SIZE;
        size_t off = first && first->offset <= p->size ? first->offset : 0;
        size_t len = first && first->length <= p->size - off ? first->length : 0;
        rsig_buf why;
        rsig_buf_init(&why, &ctx->arena);
        if (first)
            rsig_buf_printf(&why, " (%s [%s])", first->message, first->id);
        else
            rsig_buf_puts(&why, "");
        const char *w = why.failed || why.data == NULL ? "" : why.data;
        if (force)
            rsig_diag(ctx, RSIG_CONTAINER_FORCED, c->src, at + off, len,
                      "the RTS0 part cannot be read%s; written anyway (--force)", w);
        else
            rsig_diag(ctx, RSIG_CONTAINER_RESIGN_DAMAGED, c->src, at + off, len,
                      "the RTS0 part cannot be read%s: signing the container again would "
                      "hide the damage; --force writes it anyway",
                      w);
    }
    rootsig_ctx_destroy(tmp);
    if (st == ROOTSIG_ERR_NOMEM || ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    return st == ROOTSIG_ERR_INPUT && !force ? ROOTSIG_ERR_INPUT : ROOTSIG_OK;
}

rootsig_status rootsig_container_check_intact(rootsig_ctx *ctx, const char *name,
                                              const void *container, size_t length, int force)
{
    rsig_container c;
    rootsig_status st = parse_copy(ctx, name, container, length, &c, false);
    if (st != ROOTSIG_OK)
        return st;
    size_t errors = ctx->errors;
    rsig_container_check_resign(ctx, &c, force != 0);
    const rsig_part *p = rsig_container_find(&c, RSIG_FOURCC_RTS0);
    if (p)
        st = check_rts0_reads(ctx, &c, p, force != 0);
    if (st == ROOTSIG_OK && ctx->arena.oom)
        st = ROOTSIG_ERR_NOMEM;
    if (st == ROOTSIG_OK && ctx->errors > errors)
        st = ROOTSIG_ERR_INPUT;
    return st;
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
    rootsig_status st = parse_copy(ctx, name, data, length, &c, false);
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
