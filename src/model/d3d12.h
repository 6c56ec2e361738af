/*
 * d3d12.h: the D3D12 constants the code reasons about, named once (values
 * from the Windows SDK's d3d12.h, also in microsoft/DirectX-Headers). The
 * keyword table (keywords.c) spells each of these by its DSL name with the
 * constant below; values that only the table needs (most filters) stay
 * there alone. Nothing else writes a D3D12 value as a bare number.
 */
#ifndef RSIG_D3D12_H
#define RSIG_D3D12_H

/* D3D12_ROOT_SIGNATURE_FLAGS */
enum {
    RSIG_ROOT_ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT = 0x1,
    RSIG_ROOT_DENY_VERTEX_SHADER_ROOT_ACCESS = 0x2,
    RSIG_ROOT_DENY_HULL_SHADER_ROOT_ACCESS = 0x4,
    RSIG_ROOT_DENY_DOMAIN_SHADER_ROOT_ACCESS = 0x8,
    RSIG_ROOT_DENY_GEOMETRY_SHADER_ROOT_ACCESS = 0x10,
    RSIG_ROOT_DENY_PIXEL_SHADER_ROOT_ACCESS = 0x20,
    RSIG_ROOT_ALLOW_STREAM_OUTPUT = 0x40,
    RSIG_ROOT_LOCAL_ROOT_SIGNATURE = 0x80,
    RSIG_ROOT_DENY_AMPLIFICATION_SHADER_ROOT_ACCESS = 0x100,
    RSIG_ROOT_DENY_MESH_SHADER_ROOT_ACCESS = 0x200,
    RSIG_ROOT_CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED = 0x400,
    RSIG_ROOT_SAMPLER_HEAP_DIRECTLY_INDEXED = 0x800
};
/* A DXC-internal root flag (not in d3d12.h) that DXC's reader accepts. */
#define RSIG_ROOT_DXC_LOW_TIER_CB 0x80000000u

/* D3D12_ROOT_DESCRIPTOR_FLAGS and D3D12_DESCRIPTOR_RANGE_FLAGS share bits. */
enum {
    RSIG_DESCRIPTORS_VOLATILE = 0x1, /* ranges only */
    RSIG_DATA_VOLATILE = 0x2,
    RSIG_DATA_STATIC_WHILE_SET_AT_EXECUTE = 0x4,
    RSIG_DATA_STATIC = 0x8,
    RSIG_DATA_ANY = RSIG_DATA_VOLATILE | RSIG_DATA_STATIC_WHILE_SET_AT_EXECUTE | RSIG_DATA_STATIC,
    RSIG_DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS = 0x10000 /* ranges only */
};

/* D3D12_SAMPLER_FLAGS (static samplers, version 1.2) */
enum {
    RSIG_SAMPLER_UINT_BORDER_COLOR = 0x1,
    RSIG_SAMPLER_NON_NORMALIZED_COORDINATES = 0x2
};

/* D3D12_SHADER_VISIBILITY */
enum {
    RSIG_VIS_ALL = 0,
    RSIG_VIS_VERTEX = 1,
    RSIG_VIS_HULL = 2,
    RSIG_VIS_DOMAIN = 3,
    RSIG_VIS_GEOMETRY = 4,
    RSIG_VIS_PIXEL = 5,
    RSIG_VIS_AMPLIFICATION = 6,
    RSIG_VIS_MESH = 7
};

/*
 * D3D12_FILTER: the default, and the fields D3D12_ENCODE_BASIC_FILTER packs
 * (2 bits each: point 0, linear 1; reduction: standard 0, comparison 1,
 * minimum 2, maximum 3; bit 6: anisotropic).
 */
enum {
    RSIG_FILTER_ANISOTROPIC = 0x55,
    RSIG_FILTER_MIP_SHIFT = 0,
    RSIG_FILTER_MAG_SHIFT = 2,
    RSIG_FILTER_MIN_SHIFT = 4,
    RSIG_FILTER_REDUCTION_SHIFT = 7,
    RSIG_FILTER_TYPE_MASK = 3,
    RSIG_FILTER_REDUCTION_COMPARISON = 1
};

/* D3D12_TEXTURE_ADDRESS_MODE */
enum {
    RSIG_ADDRESS_WRAP = 1,
    RSIG_ADDRESS_CLAMP = 3,
    RSIG_ADDRESS_BORDER = 4
};

/* D3D12_COMPARISON_FUNC */
enum {
    RSIG_COMPARISON_NONE = 0,
    RSIG_COMPARISON_LESS_EQUAL = 4
};

/* D3D12_STATIC_BORDER_COLOR */
enum {
    RSIG_BORDER_TRANSPARENT_BLACK = 0,
    RSIG_BORDER_OPAQUE_WHITE = 2,
    RSIG_BORDER_OPAQUE_BLACK_UINT = 3,
    RSIG_BORDER_OPAQUE_WHITE_UINT = 4
};

/* Limits (D3D12_MAX_ROOT_COST and friends). */
enum {
    RSIG_MAX_ROOT_COST = 64,          /* DWORDs */
    RSIG_MAX_LOCAL_ROOT_BYTES = 4064, /* 4096-byte record stride - 32-byte identifier */
    RSIG_MAX_MAXANISOTROPY = 16       /* also the default */
};
#define RSIG_MIP_LOD_BIAS_MIN (-16.0f) /* D3D12_MIP_LOD_BIAS_MIN */
#define RSIG_MIP_LOD_BIAS_MAX 15.99f   /* D3D12_MIP_LOD_BIAS_MAX, compared as a float */
#define RSIG_REG_MAX 0xFFFFFFFFu
#define RSIG_SPACE_RESERVED_FIRST 0xFFFFFFF0u /* spaces from here up are the system's */
#define RSIG_UNBOUNDED 0xFFFFFFFFu      /* numDescriptors = unbounded */
#define RSIG_APPEND 0xFFFFFFFFu         /* D3D12_DESCRIPTOR_RANGE_OFFSET_APPEND */
#define RSIG_FLT_MAX_BITS 0x7F7FFFFFu   /* D3D12_FLOAT32_MAX, the default maxLOD */

#endif
