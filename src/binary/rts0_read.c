/*
 * rts0_read.c: an RTS0 part back into the AST. Every count and offset is
 * checked against the part's length before anything is read, so a hostile
 * part can produce diagnostics but never an out-of-bounds read. Values are
 * not judged here (visibility 9 reads fine); the validator does that, the
 * same way for every input.
 */
#include <string.h>

#include "ast.h"
#include "bytes.h"

typedef struct reader {
    rootsig_ctx *ctx;
    const rsig_source *src;
    const uint8_t *p;
    size_t len;
} reader;

/* True if [off, off + count * size) lies inside the part. */
static bool inside(const reader *r, uint64_t off, uint64_t count, uint64_t size)
{
    if (off > r->len)
        return false;
    if (size && count > (r->len - off) / size)
        return false;
    return true;
}

static bool need(reader *r, uint64_t off, uint64_t count, uint64_t size, size_t at,
                 const char *what)
{
    if (inside(r, off, count, size))
        return true;
    rsig_diag(r->ctx, RSIG_RTS0_OFFSET, r->src, at, 4,
              "%s (%llu x %llu bytes at offset %llu) lies outside the %zu-byte part", what,
              (unsigned long long)count, (unsigned long long)size, (unsigned long long)off,
              r->len);
    return false;
}

static uint32_t u32(const reader *r, size_t off)
{
    return rsig_get_u32(r->p + off);
}

/* A field's value is the 4 bytes at off. */
#define SET_SPAN(loc, f, off)                                                                   \
    do {                                                                                       \
        rsig_span span_ = {(off), 4};                                                          \
        if (!rsig_loc_set(&ctx->arena, (loc), (f), span_))                                     \
            return ROOTSIG_ERR_NOMEM;                                                          \
    } while (0)

static void mark_binary(rsig_node_loc *loc, uint32_t at, uint32_t size, uint32_t fields)
{
    loc->at.off = at;
    loc->at.len = size;
    loc->kw = loc->at;
    loc->given = fields;
}

static rootsig_status read_part(reader *r, rootsig_signature **out)
{
    rootsig_ctx *ctx = r->ctx;
    if (r->len < 24) {
        rsig_diag(ctx, RSIG_RTS0_TRUNCATED, r->src, 0, r->len,
                  "an RTS0 part needs a 24-byte header; this one has %zu bytes", r->len);
        return ROOTSIG_ERR_INPUT;
    }
    uint32_t version = u32(r, 0), nparams = u32(r, 4), poff = u32(r, 8), nsamplers = u32(r, 12),
             soff = u32(r, 16);
    if (version < 1 || version > 3) {
        rsig_diag(ctx, RSIG_RTS0_VERSION, r->src, 0, 4,
                  "unknown root signature version %u (1 = 1.0, 2 = 1.1, 3 = 1.2)", version);
        return ROOTSIG_ERR_INPUT;
    }
    bool v10 = version == 1;
    rootsig_signature *sig = rsig_sig_new(ctx, r->src, version);
    if (sig == NULL)
        return ROOTSIG_ERR_NOMEM;
    sig->flags = u32(r, 20);
    sig->has_root_flags = true;
    sig->root_flags_at.off = 20;
    sig->root_flags_at.len = 4;
    if (!need(r, poff, nparams, 12, 8, "the parameter array") ||
        !need(r, soff, nsamplers, v10 || version == 2 ? 52 : 56, 16, "the static sampler array"))
        return ROOTSIG_ERR_INPUT;
    const uint32_t GIVEN = 1u << RSIG_F_REGISTER | 1u << RSIG_F_SPACE | 1u << RSIG_F_VISIBILITY;
    bool ok = true;
    for (uint32_t i = 0; i < nparams; i++) {
        size_t h = (size_t)poff + 12 * (size_t)i;
        uint32_t type = u32(r, h), vis = u32(r, h + 4), off = u32(r, h + 8);
        if (type > 4) {
            rsig_diag(ctx, RSIG_RTS0_PARAM_TYPE, r->src, h, 4,
                      "parameter %u has unknown type %u (0 table, 1 constants, 2 CBV, 3 SRV, "
                      "4 UAV)",
                      i, type);
            ok = false;
            continue;
        }
        rsig_param *p = rsig_sig_add_param(ctx, sig, (rsig_param_type)type);
        if (p == NULL)
            return ROOTSIG_ERR_NOMEM;
        p->visibility = vis;
        SET_SPAN(&p->loc, RSIG_F_VISIBILITY, (uint32_t)h + 4);
        switch (p->type) {
        case RSIG_PARAM_TABLE: {
            if (!need(r, off, 1, 8, h + 8, "a descriptor table")) {
                ok = false;
                break;
            }
            uint32_t nr = u32(r, off), roff = u32(r, (size_t)off + 4);
            uint32_t rsize = v10 ? 20 : 24;
            mark_binary(&p->loc, off, 8, 1u << RSIG_F_VISIBILITY);
            if (!need(r, roff, nr, rsize, (size_t)off + 4, "the range array")) {
                ok = false;
                break;
            }
            for (uint32_t j = 0; j < nr; j++) {
                size_t a = (size_t)roff + (size_t)rsize * j;
                uint32_t rt = u32(r, a);
                if (rt > 3) {
                    rsig_diag(ctx, RSIG_RTS0_RANGE_TYPE, r->src, a, 4,
                              "range %u of parameter %u has unknown type %u (0 SRV, 1 UAV, 2 CBV, "
                              "3 Sampler)",
                              j, i, rt);
                    ok = false;
                    continue;
                }
                rsig_range *x = rsig_param_add_range(ctx, p, (rsig_range_type)rt);
                if (x == NULL)
                    return ROOTSIG_ERR_NOMEM;
                x->num_descriptors = u32(r, a + 4);
                x->base_register = u32(r, a + 8);
                x->space = u32(r, a + 12);
                if (!v10)
                    x->flags = u32(r, a + 16);
                x->offset = u32(r, a + (v10 ? 16 : 20));
                rsig_node_loc xl;
                memset(&xl, 0, sizeof xl);
                mark_binary(&xl, (uint32_t)a, rsize,
                            1u << RSIG_F_REGISTER | 1u << RSIG_F_SPACE | 1u << RSIG_F_NUMDESC |
                                1u << RSIG_F_OFFSET | (v10 ? 0 : 1u << RSIG_F_FLAGS));
                SET_SPAN(&xl, RSIG_F_NUMDESC, (uint32_t)a + 4);
                SET_SPAN(&xl, RSIG_F_REGISTER, (uint32_t)a + 8);
                SET_SPAN(&xl, RSIG_F_SPACE, (uint32_t)a + 12);
                if (!v10)
                    SET_SPAN(&xl, RSIG_F_FLAGS, (uint32_t)a + 16);
                SET_SPAN(&xl, RSIG_F_OFFSET, (uint32_t)a + (v10 ? 16 : 20));
                if (!rsig_range_set_loc(&ctx->arena, p, x, &xl))
                    return ROOTSIG_ERR_NOMEM;
            }
            break;
        }
        case RSIG_PARAM_CONSTANTS:
            if (!need(r, off, 1, 12, h + 8, "root constants")) {
                ok = false;
                break;
            }
            p->reg = u32(r, off);
            p->space = u32(r, (size_t)off + 4);
            p->num32 = u32(r, (size_t)off + 8);
            mark_binary(&p->loc, off, 12, GIVEN | 1u << RSIG_F_NUM32);
            SET_SPAN(&p->loc, RSIG_F_REGISTER, off);
            SET_SPAN(&p->loc, RSIG_F_SPACE, off + 4);
            SET_SPAN(&p->loc, RSIG_F_NUM32, off + 8);
            break;
        default:
            if (!need(r, off, 1, v10 ? 8 : 12, h + 8, "a root descriptor")) {
                ok = false;
                break;
            }
            p->reg = u32(r, off);
            p->space = u32(r, (size_t)off + 4);
            if (!v10)
                p->flags = u32(r, (size_t)off + 8);
            mark_binary(&p->loc, off, v10 ? 8 : 12, GIVEN | (v10 ? 0 : 1u << RSIG_F_FLAGS));
            SET_SPAN(&p->loc, RSIG_F_REGISTER, off);
            SET_SPAN(&p->loc, RSIG_F_SPACE, off + 4);
            if (!v10)
                SET_SPAN(&p->loc, RSIG_F_FLAGS, off + 8);
            break;
        }
        SET_SPAN(&p->loc, RSIG_F_VISIBILITY, (uint32_t)h + 4);
    }
    uint32_t ssize = version == 3 ? 56 : 52;
    for (uint32_t i = 0; i < nsamplers; i++) {
        size_t a = (size_t)soff + (size_t)ssize * i;
        rsig_sampler *s = rsig_sig_add_sampler(ctx, sig);
        if (s == NULL)
            return ROOTSIG_ERR_NOMEM;
        uint32_t *fields[] = {&s->filter,       &s->address_u,      &s->address_v,
                              &s->address_w,    &s->mip_lod_bias,   &s->max_anisotropy,
                              &s->comparison,   &s->border_color,   &s->min_lod,
                              &s->max_lod,      &s->reg,            &s->space,
                              &s->visibility,   &s->flags};
        static const rsig_field ids[] = {
            RSIG_F_FILTER,     RSIG_F_ADDRESS_U,      RSIG_F_ADDRESS_V,  RSIG_F_ADDRESS_W,
            RSIG_F_MIP_LOD_BIAS, RSIG_F_MAX_ANISOTROPY, RSIG_F_COMPARISON, RSIG_F_BORDER_COLOR,
            RSIG_F_MIN_LOD,    RSIG_F_MAX_LOD,        RSIG_F_REGISTER,   RSIG_F_SPACE,
            RSIG_F_VISIBILITY, RSIG_F_FLAGS};
        uint32_t n = version == 3 ? 14 : 13;
        mark_binary(&s->loc, (uint32_t)a, ssize, 0);
        for (uint32_t k = 0; k < n; k++) {
            *fields[k] = u32(r, a + 4 * k);
            SET_SPAN(&s->loc, ids[k], (uint32_t)(a + 4 * k));
            s->loc.given |= 1u << ids[k];
        }
    }
    if (!ok)
        return ROOTSIG_ERR_INPUT;
    /* Anything that is not where a writer puts it cannot round-trip byte for byte. */
    size_t canonical = rsig_rts0_size(sig);
    if (poff != 24 || canonical != r->len)
        rsig_diag(ctx, RSIG_RTS0_LAYOUT, r->src, poff != 24 ? 8 : 0, 4,
                  "the part's layout is not the canonical one (%zu bytes, canonical %zu); "
                  "re-encoding it will not reproduce the same bytes",
                  r->len, canonical);
    *out = sig;
    return ROOTSIG_OK;
}

rootsig_status rootsig_read_rts0(rootsig_ctx *ctx, const char *name, const void *data,
                                 size_t length, rootsig_signature **out)
{
    if (out)
        *out = NULL;
    if (ctx == NULL || out == NULL || (data == NULL && length))
        return ROOTSIG_ERR_ARG;
    rsig_diag_begin(ctx, NULL);
    if (length > UINT32_MAX) {
        rsig_diag(ctx, RSIG_LIMIT_INPUT, NULL, 0, 0, "an RTS0 part cannot exceed 4 GiB");
        return ROOTSIG_ERR_LIMIT;
    }
    rsig_source *src = rsig_source_new(ctx, name ? name : "<rts0>", data, length, RSIG_SRC_BINARY);
    if (src == NULL)
        return ROOTSIG_ERR_NOMEM;
    reader r = {ctx, src, (const uint8_t *)src->text, length};
    size_t errors = ctx->errors;
    rootsig_status st = read_part(&r, out);
    if (ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    if (st == ROOTSIG_OK && ctx->errors != errors) {
        *out = NULL;
        return ROOTSIG_ERR_INPUT;
    }
    return st;
}
