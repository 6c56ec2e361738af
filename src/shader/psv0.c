/*
 * psv0.c: the shader's stage and resource bindings from its PSV0 part
 * (layout in shader.h). The part is hostile input like every binary: each
 * read is preceded by a check, in 64-bit arithmetic, that the field lies
 * inside the part, and every problem is reported at the byte offset of the
 * field that is wrong, in the container's own offsets.
 */
#include <string.h>

#include "bytes.h"
#include "shader.h"

enum {
    INFO_V0 = 24, INFO_V1 = 36, INFO_V2 = 48, INFO_V3 = 52,
    STAGE_AT = 24,      /* u8 ShaderStage in RuntimeInfo version 1 */
    ENTRY_AT = 48,      /* u32 EntryFunctionName in version 3 */
    RECORD_V0 = 16,     /* ResType, Space, LowerBound, UpperBound */
    RECORD_V2 = 24      /* + ResKind, ResFlags */
};

static const char *const stage_names[RSIG_STAGE_COUNT] = {
    "pixel", "vertex", "geometry", "hull", "domain", "compute", "library",
    "ray generation", "intersection", "any hit", "closest hit", "miss", "callable",
    "mesh", "amplification", "node"};

const char *rsig_stage_name(uint32_t stage)
{
    return stage < RSIG_STAGE_COUNT ? stage_names[stage] : "unknown";
}

static const char *const type_names[RSIG_PSV_RES_COUNT] = {
    "Invalid", "Sampler", "CBV", "SRVTyped", "SRVRaw", "SRVStructured", "UAVTyped", "UAVRaw",
    "UAVStructured", "UAVStructuredWithCounter"};

const char *rsig_psv_type_name(uint32_t type)
{
    return type < RSIG_PSV_RES_COUNT ? type_names[type] : "unknown";
}

static const char *const kind_names[RSIG_PSV_KIND_COUNT] = {
    "Invalid", "Texture1D", "Texture2D", "Texture2DMS", "Texture3D", "TextureCube",
    "Texture1DArray", "Texture2DArray", "Texture2DMSArray", "TextureCubeArray", "TypedBuffer",
    "RawBuffer", "StructuredBuffer", "CBuffer", "Sampler", "TBuffer",
    "RTAccelerationStructure", "FeedbackTexture2D", "FeedbackTexture2DArray"};

const char *rsig_psv_kind_name(uint32_t kind)
{
    return kind < RSIG_PSV_KIND_COUNT ? kind_names[kind] : NULL;
}

typedef struct reader {
    rootsig_ctx *ctx;
    const rsig_source *src;
    const uint8_t *p; /* the part's data */
    uint32_t size;    /* its size */
    uint32_t base;    /* its offset in the container */
} reader;

/* True if [at, at + n) lies in the part; otherwise reports RS7001 for `what`. */
static bool have(reader *r, uint64_t at, uint64_t n, const char *what)
{
    if (at + n <= r->size)
        return true;
    rsig_diag(r->ctx, RSIG_PSV_TRUNCATED, r->src, r->base + (at < r->size ? at : r->size), 0,
              "PSV0 part of %u bytes ends before its %s (%llu bytes at part offset %llu)",
              r->size, what, (unsigned long long)n, (unsigned long long)at);
    return false;
}

/* Version 0 has no stage field: the DXIL part's program header has it (bits 16..31). */
static void stage_from_dxil(reader *r, const rsig_container *c, rsig_shader *out)
{
    const rsig_part *dxil = rsig_container_find(c, RSIG_FOURCC('D', 'X', 'I', 'L'));
    if (dxil == NULL) {
        rsig_diag(r->ctx, RSIG_PSV_STAGE, r->src, r->base, 4,
                  "PSV0 version 0 does not record the shader stage, and the container has no "
                  "DXIL part whose program header would");
        return;
    }
    uint32_t at = dxil->header_offset + RSIG_PART_HEADER_SIZE;
    if (dxil->size < 4) {
        rsig_diag(r->ctx, RSIG_PSV_STAGE, r->src, at, 0,
                  "DXIL part of %u bytes has no program header to give the shader stage",
                  dxil->size);
        return;
    }
    uint32_t kind = rsig_get_u32(dxil->data) >> 16;
    if (kind >= RSIG_STAGE_COUNT) {
        rsig_diag(r->ctx, RSIG_PSV_STAGE, r->src, at, 4,
                  "DXIL program header names shader kind %u, which is not a shader stage", kind);
        return;
    }
    out->stage_known = true;
    out->stage = kind;
}

/*
 * Version 1 and later say the stage twice when a DXIL part is present: a
 * disagreement means a tool rewrote one part and not the other. The PSV0
 * stage is the one the runtime reads, so it is kept.
 */
static void check_dxil_stage(reader *r, const rsig_container *c, const rsig_shader *sh)
{
    const rsig_part *dxil = rsig_container_find(c, RSIG_FOURCC('D', 'X', 'I', 'L'));
    if (dxil == NULL || dxil->size < 4 || !sh->stage_known)
        return;
    uint32_t kind = rsig_get_u32(dxil->data) >> 16;
    if (kind != sh->stage)
        rsig_diag(r->ctx, RSIG_PSV_STAGE_MISMATCH, r->src, r->base + 4 + STAGE_AT, 1,
                  "PSV0 says this is a %s shader, but the DXIL program header says %s (kind %u); "
                  "the bindings are checked as the PSV0 stage's",
                  rsig_stage_name(sh->stage), rsig_stage_name(kind), kind);
}

/* Reads the resource table at *at; advances *at past it. */
static bool read_resources(reader *r, uint64_t *at, rsig_shader *out)
{
    if (!have(r, *at, 4, "resource count"))
        return false;
    uint32_t count = rsig_get_u32(r->p + *at);
    uint64_t count_at = *at;
    *at += 4;
    if (count == 0)
        return true;
    if (!have(r, *at, 4, "resource record stride"))
        return false;
    uint32_t stride = rsig_get_u32(r->p + *at);
    if (stride < RECORD_V0 || stride % 4 != 0) {
        rsig_diag(r->ctx, RSIG_PSV_STRIDE, r->src, r->base + *at, 4,
                  "PSV0 resource record stride %u is %s (a record is %u bytes, or %u from "
                  "version 2, in steps of 4)",
                  stride, stride < RECORD_V0 ? "smaller than a record" : "not a multiple of 4",
                  RECORD_V0, RECORD_V2);
        return false;
    }
    *at += 4;
    uint64_t need = (uint64_t)count * stride;
    if (need > r->size - *at) {
        rsig_diag(r->ctx, RSIG_PSV_COUNT, r->src, r->base + count_at, 4,
                  "PSV0 declares %u resources of %u bytes (%llu bytes), but only %llu bytes of "
                  "the part follow",
                  count, stride, (unsigned long long)need,
                  (unsigned long long)(r->size - *at));
        return false;
    }
    /* count * 16 <= part size: the allocation is bounded by the input. */
    out->bindings = rsig_alloc_array(&r->ctx->arena, count, sizeof *out->bindings);
    if (out->bindings == NULL)
        return false;
    bool ok = true;
    for (uint32_t i = 0; i < count; i++, *at += stride) {
        const uint8_t *q = r->p + *at;
        rsig_binding b = {rsig_get_u32(q), rsig_get_u32(q + 4), rsig_get_u32(q + 8),
                          rsig_get_u32(q + 12), 0, 0, (uint32_t)(r->base + *at)};
        if (stride >= RECORD_V2) {
            b.kind = rsig_get_u32(q + 16);
            b.flags = rsig_get_u32(q + 20);
        }
        if (b.type == RSIG_PSV_RES_INVALID || b.type >= RSIG_PSV_RES_COUNT) {
            rsig_diag(r->ctx, RSIG_PSV_RES_TYPE, r->src, b.at, 4,
                      "PSV0 resource %u has type %u, which is no resource type (1 Sampler to "
                      "9 UAVStructuredWithCounter)",
                      i, b.type);
            ok = false;
            continue;
        }
        if (b.lower > b.upper) {
            rsig_diag(r->ctx, RSIG_PSV_BOUNDS, r->src, b.at + 8, 8,
                      "PSV0 resource %u (%s, space %u) has lower bound %u above its upper "
                      "bound %u",
                      i, rsig_psv_type_name(b.type), b.space, b.lower, b.upper);
            ok = false;
            continue;
        }
        if (stride >= RECORD_V2 && rsig_psv_kind_name(b.kind) == NULL)
            rsig_diag(r->ctx, RSIG_PSV_RES_KIND, r->src, b.at + 16, 4,
                      "PSV0 resource %u (%s, space %u) has resource kind %u, which is not "
                      "known; it is checked by its type alone",
                      i, rsig_psv_type_name(b.type), b.space, b.kind);
        out->bindings[out->nbindings++] = b;
    }
    return ok;
}

/* Version 3: the entry name, an offset into the string table after the resources. */
static bool read_entry(reader *r, uint64_t at, uint32_t name_off)
{
    if (!have(r, at, 4, "string table size"))
        return false;
    uint32_t n = rsig_get_u32(r->p + at);
    if (!have(r, at + 4, n, "string table"))
        return false;
    const uint8_t *table = r->p + at + 4;
    if (name_off >= n || memchr(table + name_off, 0, n - name_off) == NULL) {
        rsig_diag(r->ctx, RSIG_PSV_STRING, r->src, r->base + 4 + ENTRY_AT, 4,
                  "PSV0 entry function name at string-table offset %u is not a string inside "
                  "the %u-byte string table",
                  name_off, n);
        return false;
    }
    return true;
}

rootsig_status rsig_shader_read(rootsig_ctx *ctx, const rsig_container *c, rsig_shader *out)
{
    memset(out, 0, sizeof *out);
    out->src = c->src;
    const rsig_part *part = rsig_container_find(c, RSIG_FOURCC_PSV0);
    if (part == NULL) {
        rsig_diag(ctx, RSIG_PSV_MISSING, c->src, 0, 4,
                  "container has no PSV0 part, so its resource bindings are unknown (a shader "
                  "compiled by DXC or clang has one)");
        return ctx->arena.oom ? ROOTSIG_ERR_NOMEM : ROOTSIG_ERR_INPUT;
    }
    reader r = {ctx, c->src, part->data, part->size, part->header_offset + RSIG_PART_HEADER_SIZE};
    out->psv_at = r.base;
    size_t errors = ctx->errors;
    if (!have(&r, 0, 4, "runtime-info size"))
        goto done;
    uint32_t info = rsig_get_u32(r.p);
    if (info < INFO_V0 || info % 4 != 0 || (info > INFO_V0 && info < INFO_V3 && info != INFO_V1 &&
                                            info != INFO_V2)) {
        rsig_diag(ctx, RSIG_PSV_INFO_SIZE, r.src, r.base, 4,
                  "PSV0 runtime-info size %u is not that of a known version (24, 36, 48 or "
                  "52 bytes, or a larger multiple of 4)",
                  info);
        goto done;
    }
    if (!have(&r, 4, info, "runtime info"))
        goto done;
    out->psv_version = info >= INFO_V3 ? 3 : info >= INFO_V2 ? 2 : info >= INFO_V1 ? 1 : 0;
    if (out->psv_version >= 1) {
        uint32_t stage = r.p[4 + STAGE_AT];
        if (stage >= RSIG_STAGE_COUNT)
            rsig_diag(ctx, RSIG_PSV_STAGE, r.src, r.base + 4 + STAGE_AT, 1,
                      "PSV0 shader stage %u is not a shader stage (0 pixel to 15 node)", stage);
        else {
            out->stage_known = true;
            out->stage = stage;
        }
        check_dxil_stage(&r, c, out);
    } else {
        stage_from_dxil(&r, c, out);
    }
    uint64_t at = 4 + (uint64_t)info;
    if (!read_resources(&r, &at, out))
        goto done;
    if (out->psv_version >= 3) {
        uint32_t name_off = rsig_get_u32(r.p + 4 + ENTRY_AT);
        if (name_off != 0 && read_entry(&r, at, name_off))
            out->entry = rsig_strndup(&ctx->arena, (const char *)r.p + at + 4 + name_off,
                                      strlen((const char *)r.p + at + 4 + name_off));
    }
done:
    if (ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    return ctx->errors == errors ? ROOTSIG_OK : ROOTSIG_ERR_INPUT;
}
