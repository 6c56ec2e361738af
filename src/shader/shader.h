/*
 * shader.h: a compiled shader as the binding check sees it: its stage and
 * the resource bindings it declares, read from the PSV0 part of a
 * DXContainer (psv0.c). The shader room only builds this; the rules that
 * judge it against a root signature live in the bindings room.
 *
 * PSV0 layout (little-endian; DXContainer.rst, PSV0-EntryFunctionName.md,
 * DXC's DxilPipelineStateValidation.h, LLVM's DXContainerPSVInfo):
 *   u32 RuntimeInfoSize, then RuntimeInfo: 24 bytes (version 0), 36 (1),
 *       48 (2), 52 (3); a larger size is a newer version whose first 52
 *       bytes are version 3's. Version 1 adds u8 ShaderStage at 24.
 *       Version 3 adds u32 EntryFunctionName at 48 (a string-table offset).
 *   u32 ResourceCount; if non-zero, u32 ResourceStride and ResourceCount
 *       records of that stride: u32 ResType, Space, LowerBound, UpperBound
 *       (16 bytes, version 0/1 records) then u32 ResKind, ResFlags (24 bytes,
 *       version 2 records). UpperBound is inclusive; 0xFFFFFFFF is unbounded.
 *   Version 1 and later: u32 StringTableSize, that many bytes of strings,
 *       then the signature tables (not read here).
 */
#ifndef RSIG_SHADER_H
#define RSIG_SHADER_H

#include "container.h"
#include "internal.h"

/* PSVResourceType */
enum {
    RSIG_PSV_RES_INVALID = 0,
    RSIG_PSV_RES_SAMPLER = 1,
    RSIG_PSV_RES_CBV = 2,
    RSIG_PSV_RES_SRV_TYPED = 3,
    RSIG_PSV_RES_SRV_RAW = 4,
    RSIG_PSV_RES_SRV_STRUCTURED = 5,
    RSIG_PSV_RES_UAV_TYPED = 6,
    RSIG_PSV_RES_UAV_RAW = 7,
    RSIG_PSV_RES_UAV_STRUCTURED = 8,
    RSIG_PSV_RES_UAV_STRUCTURED_COUNTER = 9,
    RSIG_PSV_RES_COUNT
};

/* DXIL::ResourceKind (the version 2 record's ResKind) */
enum {
    RSIG_PSV_KIND_INVALID = 0,
    RSIG_PSV_KIND_TYPED_BUFFER = 10,
    RSIG_PSV_KIND_RAW_BUFFER = 11,
    RSIG_PSV_KIND_STRUCTURED_BUFFER = 12,
    RSIG_PSV_KIND_CBUFFER = 13,
    RSIG_PSV_KIND_SAMPLER = 14,
    RSIG_PSV_KIND_COUNT = 19
};

/* PSVShaderKind (= DXIL::ShaderKind, also the DXIL program header's kind) */
enum {
    RSIG_STAGE_PIXEL = 0,
    RSIG_STAGE_VERTEX = 1,
    RSIG_STAGE_GEOMETRY = 2,
    RSIG_STAGE_HULL = 3,
    RSIG_STAGE_DOMAIN = 4,
    RSIG_STAGE_COMPUTE = 5,
    RSIG_STAGE_LIBRARY = 6,
    RSIG_STAGE_MESH = 13,
    RSIG_STAGE_AMPLIFICATION = 14,
    RSIG_STAGE_NODE = 15,
    RSIG_STAGE_COUNT = 16
};

#define RSIG_PSV_UNBOUNDED 0xFFFFFFFFu
/* ResFlags (version 2 records): the resource is used by 64-bit integer atomics. */
#define RSIG_PSV_FLAG_ATOMIC64 1u

typedef struct rsig_binding {
    uint32_t type;         /* RSIG_PSV_RES_*, checked to be 1..9 */
    uint32_t space;
    uint32_t lower, upper; /* inclusive; upper >= lower */
    uint32_t kind, flags;  /* from 24-byte records; 0 otherwise */
    uint32_t at;           /* offset of the record in the container */
} rsig_binding;

typedef struct rsig_shader {
    const rsig_source *src; /* the container */
    uint32_t psv_version;   /* 0..3 */
    uint32_t psv_at;        /* offset of the PSV0 part's data in the container */
    bool stage_known;
    uint32_t stage;         /* RSIG_STAGE_*; < RSIG_STAGE_COUNT when known */
    const char *entry;      /* version 3 entry function name, or NULL */
    rsig_binding *bindings;
    uint32_t nbindings;
} rsig_shader;

/*
 * Reads the shader's PSV0 part (and, for a version 0 part, the stage from
 * the DXIL part's program header). Every field is bounds-checked against
 * the part before it is read; problems are reported against c->src at the
 * offending field (RS7001..RS7011). Returns ROOTSIG_OK, ROOTSIG_ERR_INPUT
 * or ROOTSIG_ERR_NOMEM. On ROOTSIG_ERR_INPUT *out is still usable as far as
 * it was read (nbindings counts only the records that passed).
 */
rootsig_status rsig_shader_read(rootsig_ctx *ctx, const rsig_container *c, rsig_shader *out);

/* "pixel", "vertex", ... for a known stage; "unknown" otherwise. */
const char *rsig_stage_name(uint32_t stage);
/* "SRVTyped", "CBV", ... as DXC and LLVM's obj2yaml spell the type. */
const char *rsig_psv_type_name(uint32_t type);
/* "Texture2D", "RawBuffer", ...; NULL for an unknown kind. */
const char *rsig_psv_kind_name(uint32_t kind);

#endif
