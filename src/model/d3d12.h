/*
 * d3d12.h: the D3D12 constants the code reasons about, named once (values
 * from the Windows SDK's d3d12.h, listed in shared/spec/users.md). The
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

/* D3D12_FILTER: the default, and the fields the encoding packs (users.md §4). */
enum {
    RSIG_FILTER_ANISOTROPIC = 0x55,
    RSIG_FILTER_REDUCTION_SHIFT = 7,   /* bits 7-8: standard, comparison, minimum, maximum */
    RSIG_FILTER_REDUCTION_COMPARISON = 1
};

/* D3D12_TEXTURE_ADDRESS_MODE */
enum {
    RSIG_ADDRESS_WRAP = 1,
    RSIG_ADDRESS_BORDER = 4
};

/* D3D12_COMPARISON_FUNC */
enum {
    RSIG_COMPARISON_NONE = 0,
    RSIG_COMPARISON_LESS_EQUAL = 4
};

/* D3D12_STATIC_BORDER_COLOR */
enum {
    RSIG_BORDER_OPAQUE_WHITE = 2,
    RSIG_BORDER_OPAQUE_BLACK_UINT = 3,
    RSIG_BORDER_OPAQUE_WHITE_UINT = 4
};

#define RSIG_MAX_ANISOTROPY 16u
#define RSIG_UNBOUNDED 0xFFFFFFFFu      /* numDescriptors = unbounded */
#define RSIG_APPEND 0xFFFFFFFFu         /* D3D12_DESCRIPTOR_RANGE_OFFSET_APPEND */
#define RSIG_FLT_MAX_BITS 0x7F7FFFFFu   /* D3D12_FLOAT32_MAX, the default maxLOD */

#endif
