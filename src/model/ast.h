/*
 * ast.h: the one model of a root signature. Front ends (DSL, metadata, RTS0
 * reader) build it; back ends (RTS0 writer, dump, metadata printer) and the
 * validator only read it. It knows nothing of text syntax: a span is just a
 * byte range in the source the node came from (text or binary).
 *
 * Numeric fields hold the values of the RTS0 format (D3D12 enum values).
 */
#ifndef RSIG_AST_H
#define RSIG_AST_H

#include "d3d12.h"
#include "internal.h"

typedef struct rsig_span {
    uint32_t off, len;
} rsig_span;

/* D3D12_ROOT_PARAMETER_TYPE */
typedef enum rsig_param_type {
    RSIG_PARAM_TABLE = 0,
    RSIG_PARAM_CONSTANTS = 1,
    RSIG_PARAM_CBV = 2,
    RSIG_PARAM_SRV = 3,
    RSIG_PARAM_UAV = 4
} rsig_param_type;

/* D3D12_DESCRIPTOR_RANGE_TYPE */
typedef enum rsig_range_type {
    RSIG_RANGE_SRV = 0,
    RSIG_RANGE_UAV = 1,
    RSIG_RANGE_CBV = 2,
    RSIG_RANGE_SAMPLER = 3
} rsig_range_type;

/*
 * Fields that carry a source span and a "given explicitly" bit. One enum for
 * all node kinds keeps the span arrays uniform.
 */
typedef enum rsig_field {
    RSIG_F_REGISTER,
    RSIG_F_SPACE,
    RSIG_F_VISIBILITY,
    RSIG_F_FLAGS,
    RSIG_F_NUM32,       /* RootConstants num32BitConstants */
    RSIG_F_NUMDESC,     /* range numDescriptors */
    RSIG_F_OFFSET,      /* range offset */
    RSIG_F_FILTER,
    RSIG_F_ADDRESS_U,
    RSIG_F_ADDRESS_V,
    RSIG_F_ADDRESS_W,
    RSIG_F_MIP_LOD_BIAS,
    RSIG_F_MAX_ANISOTROPY,
    RSIG_F_COMPARISON,
    RSIG_F_BORDER_COLOR,
    RSIG_F_MIN_LOD,
    RSIG_F_MAX_LOD,
    RSIG_F_COUNT
} rsig_field;

/*
 * Where each field's value is. A table of 100 000 ranges keeps one of these
 * per range, so it is kept small: five slots of 4 bytes, each a span as its
 * offset from the node's first stored field (base) and its length. The
 * fields of one kind of node have slots of their own (a range: register,
 * space, flags, numDescriptors, offset; a root parameter: register, space,
 * visibility and flags or num32BitConstants; a table: visibility); two
 * fields share a slot only where no node has both. A field without a slot
 * (a static sampler's), a second field for a taken slot, or a span that
 * does not fit (before base, 64 KB past it, or 64 KB long: a long literal)
 * moves every span to far, RSIG_F_COUNT full spans allocated for that node
 * only. Read and write them with rsig_loc_span / rsig_loc_set.
 */
typedef struct rsig_loc_field {
    uint16_t d, len;
} rsig_loc_field;
enum { RSIG_LOC_SLOTS = 5, RSIG_LOC_MAX = 0xFFFF };

typedef struct rsig_node_loc {
    rsig_span at;                         /* the whole element / clause */
    rsig_span kw;                         /* its keyword (or first byte) */
    uint32_t given;                       /* bit (1u << rsig_field): given explicitly */
    uint32_t stored;                      /* bit (1u << rsig_field): its span was set */
    uint32_t base;                        /* offset of the first span set */
    rsig_loc_field field[RSIG_LOC_SLOTS]; /* by rsig_loc_slot, unless far */
    rsig_span *far;                       /* RSIG_F_COUNT spans, or NULL */
} rsig_node_loc;

/* Field f's slot, 0..4, or RSIG_LOC_SLOTS if it has none (three bits a field). */
static inline unsigned rsig_loc_slot(rsig_field f)
{
    /* REGISTER 0, SPACE 1, VISIBILITY 2, FLAGS 3, NUM32 4, NUMDESC 2, OFFSET 4, the rest 5 */
    const uint64_t slots = UINT64_C(0x5b6db6db14688); /* field i at bits 3i..3i+2 */
    return (unsigned)(slots >> (3 * (unsigned)f)) & 7u;
}

/* The fields that share slot: every field with a slot but f's fellow can be told apart. */
static inline uint32_t rsig_loc_slot_fields(unsigned slot)
{
    switch (slot) {
    case 2: return 1u << RSIG_F_VISIBILITY | 1u << RSIG_F_NUMDESC;
    case 4: return 1u << RSIG_F_NUM32 | 1u << RSIG_F_OFFSET;
    default: return 1u << slot; /* REGISTER, SPACE, FLAGS: their slot is their number */
    }
}

/* The span of field f's value; {0, 0} if none was set. */
static inline rsig_span rsig_loc_span(const rsig_node_loc *l, rsig_field f)
{
    rsig_span s = {0, 0};
    if (!((l->stored >> f) & 1u))
        return s;
    if (l->far)
        return l->far[f];
    rsig_loc_field x = l->field[rsig_loc_slot(f)];
    s.off = l->base + x.d;
    s.len = x.len;
    return s;
}

/* rsig_loc_set for a node whose spans are (or now go) in far. */
bool rsig_loc_set_far(rsig_arena *a, rsig_node_loc *l, rsig_field f, rsig_span s);

/* Sets the span of field f's value. False on OOM (only when far is needed). */
static RSIG_ALWAYS_INLINE bool rsig_loc_set(rsig_arena *a, rsig_node_loc *l, rsig_field f,
                                           rsig_span s)
{
    if (l->far)
        return rsig_loc_set_far(a, l, f, s);
    if (l->stored == 0)
        l->base = s.off;
    unsigned slot = rsig_loc_slot(f);
    uint32_t bit = 1u << f;
    if (slot == RSIG_LOC_SLOTS || (l->stored & rsig_loc_slot_fields(slot) & ~bit) ||
        s.off < l->base || s.off - l->base >= RSIG_LOC_MAX || s.len >= RSIG_LOC_MAX)
        return rsig_loc_set_far(a, l, f, s);
    l->field[slot].d = (uint16_t)(s.off - l->base);
    l->field[slot].len = (uint16_t)s.len;
    l->stored |= bit;
    return true;
}

/*
 * A descriptor range. A table of a million ranges keeps a million of these,
 * so its location is packed into 20 bytes (40 in all, against 80 with an
 * rsig_node_loc): the element's start, its length, its keyword and first
 * stored span as one-byte distances from the start, and its five fields'
 * spans (the slots of rsig_loc_slot, in their order) as one-byte distances
 * from that first span and one-byte lengths; a slot of length 0 is a field
 * whose span was not set. A location that does not fit (a range written
 * over 255 bytes, a value 255 bytes away or long, a span before the element
 * or of no bytes, a field a range does not have) is kept whole in its
 * table's range_locs: then base_d is RSIG_RANGE_WHOLE and at_off the index
 * there. Write a range's location with rsig_range_set_loc, read it with
 * rsig_range_loc (or the accessors below); the given bits are always here.
 */
typedef struct rsig_range {
    uint32_t num_descriptors; /* RSIG_UNBOUNDED for unbounded */
    uint32_t base_register;
    uint32_t space;
    uint32_t flags;           /* meaningful if given, else the default applies */
    uint32_t offset;          /* RSIG_APPEND for append */
    uint32_t at_off;          /* the element's offset; if whole, its index in range_locs */
    uint8_t type;             /* rsig_range_type */
    uint8_t given;            /* bit (1u << rsig_field), fields 0..7: given explicitly */
    uint8_t at_len;
    uint8_t kw_d, kw_len;     /* keyword: at_off + kw_d, kw_len bytes */
    uint8_t base_d;           /* the first stored span is at at_off + base_d; or RSIG_RANGE_WHOLE */
    uint8_t field[RSIG_LOC_SLOTS][2]; /* d from the first stored span, len (0: not set) */
} rsig_range;

enum {
    RSIG_RANGE_WHOLE = 0xFF,
    /* the fields a range has: the only ones a packed location holds */
    RSIG_RANGE_FIELDS = 1u << RSIG_F_REGISTER | 1u << RSIG_F_SPACE | 1u << RSIG_F_FLAGS |
                        1u << RSIG_F_NUMDESC | 1u << RSIG_F_OFFSET
};

typedef struct rsig_param {
    rsig_param_type type;
    uint32_t visibility;
    /* constants and root descriptors */
    uint32_t reg, space;
    uint32_t num32;           /* constants */
    uint32_t flags;           /* root descriptors; meaningful if given */
    /* tables */
    rsig_range *ranges;
    uint32_t nranges, ranges_cap;
    rsig_node_loc *range_locs;    /* the locations of ranges that do not pack (rsig_range) */
    uint32_t nrange_locs, range_locs_cap;
    rsig_node_loc loc;
} rsig_param;

typedef struct rsig_sampler {
    uint32_t filter, address_u, address_v, address_w;
    uint32_t mip_lod_bias;    /* binary32 bits: bytes must survive NaN payloads */
    uint32_t max_anisotropy, comparison, border_color;
    uint32_t min_lod, max_lod; /* binary32 bits */
    uint32_t reg, space, visibility;
    uint32_t flags;           /* 1.2 static sampler flags */
    rsig_node_loc loc;
} rsig_sampler;

struct rootsig_signature {
    uint32_t version;         /* rootsig_version */
    uint32_t flags;           /* root flags */
    bool has_root_flags;
    rsig_span root_flags_at;
    rsig_param *params;
    uint32_t nparams, params_cap;
    rsig_sampler *samplers;
    uint32_t nsamplers, samplers_cap;
    const rsig_source *src;   /* where the spans point */
};

static inline bool rsig_given(const rsig_node_loc *l, rsig_field f)
{
    return (l->given >> f) & 1u;
}

static inline bool rsig_range_given(const rsig_range *r, rsig_field f)
{
    return f < 8 && ((r->given >> f) & 1u);
}

/*
 * Range r's location, packed (or kept whole in table->range_locs). False on
 * OOM. A range's location may be set again (a builder sets it when the range
 * opens and when it closes).
 */
bool rsig_range_set_loc(rsig_arena *a, rsig_param *table, rsig_range *r, const rsig_node_loc *l);
/* Range r's location, unpacked into *tmp (or its table's whole copy); r is in table. */
const rsig_node_loc *rsig_range_loc(const rsig_param *table, const rsig_range *r,
                                    rsig_node_loc *tmp);
/* Its field f's span ({0, 0} if none was set), whole span and keyword, without unpacking the rest. */
rsig_span rsig_range_span(const rsig_param *table, const rsig_range *r, rsig_field f);
rsig_span rsig_range_at(const rsig_param *table, const rsig_range *r);
rsig_span rsig_range_kw(const rsig_param *table, const rsig_range *r);

/* Defaults and derived values (ast.c). */
rootsig_signature *rsig_sig_new(rootsig_ctx *ctx, const rsig_source *src, uint32_t version);
rsig_param *rsig_sig_add_param(rootsig_ctx *ctx, rootsig_signature *sig, rsig_param_type type);
rsig_range *rsig_param_add_range(rootsig_ctx *ctx, rsig_param *table, rsig_range_type type);
rsig_sampler *rsig_sig_add_sampler(rootsig_ctx *ctx, rootsig_signature *sig);
/*
 * Room for exactly this many parameters and samplers, or ranges, for a
 * front end that knows the counts: the arrays are then allocated once, at
 * their size (a module of thousands of signatures would otherwise keep a
 * doubled array per signature). False on OOM.
 */
bool rsig_sig_reserve(rootsig_ctx *ctx, rootsig_signature *sig, uint32_t nparams,
                      uint32_t nsamplers);
bool rsig_param_reserve(rootsig_ctx *ctx, rsig_param *table, uint32_t nranges);
/*
 * The flags that apply to a root descriptor or range: the given value, or
 * the default of the version (1.0: the implied volatile values) and compat
 * mode (1.1/1.2 LLVM: clang's explicit defaults; DXC: 0).
 */
uint32_t rsig_param_flags(const rootsig_signature *sig, const rsig_param *p, rootsig_compat c);
uint32_t rsig_range_flags(const rootsig_signature *sig, const rsig_range *r, rootsig_compat c);
/* Default flags by version for root descriptors / ranges. */
uint32_t rsig_default_param_flags(uint32_t version, rsig_param_type t, rootsig_compat c);
uint32_t rsig_default_range_flags(uint32_t version, rsig_range_type t, rootsig_compat c);

/* Bytes of the RTS0 encoding, for the bound and the writer. */
size_t rsig_rts0_size(const rootsig_signature *sig);

#endif
