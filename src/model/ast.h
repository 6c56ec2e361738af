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
 * Where a node and each of its fields' values are, as plain spans of the
 * source: the form every front end writes (rsig_loc_set, or whole for a
 * range: rsig_range_set_loc) and every reader gets (rsig_loc_span,
 * rsig_range_loc). Root parameters and static samplers hold one; ranges,
 * of which a table may hold millions, hold it serialized (rsig_range).
 */
typedef struct rsig_node_loc {
    rsig_span at;                   /* the whole element / clause */
    rsig_span kw;                   /* its keyword (or first byte) */
    uint32_t given;                 /* bit (1u << rsig_field): given explicitly */
    uint32_t stored;                /* bit (1u << rsig_field): its span was set */
    rsig_span field[RSIG_F_COUNT];  /* by rsig_field, where stored */
} rsig_node_loc;

/* The span of field f's value; {0, 0} if none was set. */
static inline rsig_span rsig_loc_span(const rsig_node_loc *l, rsig_field f)
{
    rsig_span s = {0, 0};
    return (l->stored >> f) & 1u ? l->field[f] : s;
}

/*
 * Sets the span of field f's value. Always true: the arena is not needed
 * by this form (the signature is kept for the front ends that test it).
 */
static inline bool rsig_loc_set(rsig_arena *a, rsig_node_loc *l, rsig_field f, rsig_span s)
{
    (void)a;
    l->field[f] = s;
    l->stored |= 1u << f;
    return true;
}

/*
 * A descriptor range: 24 bytes. Its location is an rsig_node_loc
 * serialized into its table's locs, one record per range in range order,
 * as unsigned LEB128 numbers: the stored bits shifted left by one, bit 0
 * set if kw.off is at.off; at.off (zigzag, as the distance from the
 * previous range's at.off, or from 0 for every RSIG_LOC_MARK-th range),
 * at.len, kw.off - at.off (zigzag, so that it may be negative; only if bit
 * 0 is clear), kw.len, and for each stored field in field order off -
 * at.off (zigzag) and len. A range written on one line takes about 8
 * bytes; where every RSIG_LOC_MARK-th record starts is kept in the table's
 * loc_marks. So a range costs about 33 bytes in all, where plain spans
 * would cost twice that (a table of a million ranges is what the memory
 * limit of 3 bytes a byte of input is about). Write it with
 * rsig_range_set_loc, read it with rsig_range_loc (or the accessors
 * below); the given bits are in the node.
 */
typedef struct rsig_range {
    uint32_t num_descriptors; /* RSIG_UNBOUNDED for unbounded */
    uint32_t base_register;
    uint32_t space;
    uint32_t flags;           /* meaningful if given, else the default applies */
    uint32_t offset;          /* RSIG_APPEND for append */
    uint8_t type;             /* rsig_range_type */
    uint8_t given;            /* bit (1u << rsig_field), fields 0..7: given explicitly */
} rsig_range;

/*
 * Ranges per mark: reading a range's location decodes at most this many
 * records from its mark (about a hundred bytes, read only to report or
 * print it; walks in order use a cursor), for 4 / RSIG_LOC_MARK bytes a
 * range.
 */
enum { RSIG_LOC_MARK = 16 };

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
    uint8_t *locs;            /* its ranges' locations, serialized (rsig_range) */
    uint32_t nlocs, locs_cap;
    uint32_t *loc_marks;      /* [k]: where range k * RSIG_LOC_MARK's record starts in locs */
    uint32_t marks_cap;
    uint32_t nlocated;        /* ranges [0, nlocated) have a record */
    uint32_t loc_last_at;     /* the at.off the next record's is written from */
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
 * Range r's location, serialized into table->locs; its given bits into r.
 * Front ends set it once per range, when the range is complete, in range
 * order (ranges skipped get no location: every span {0, 0}). False on OOM,
 * or if a range after r already has one.
 */
bool rsig_range_set_loc(rsig_arena *a, rsig_param *table, rsig_range *r, const rsig_node_loc *l);
/* Range r's location, read into *tmp, which is returned; r is in table. */
const rsig_node_loc *rsig_range_loc(const rsig_param *table, const rsig_range *r,
                                    rsig_node_loc *tmp);
/* Its field f's span ({0, 0} if none was set), whole span and keyword, without reading the rest. */
rsig_span rsig_range_span(const rsig_param *table, const rsig_range *r, rsig_field f);
rsig_span rsig_range_at(const rsig_param *table, const rsig_range *r);
rsig_span rsig_range_kw(const rsig_param *table, const rsig_range *r);
/*
 * The whole span of range j of table, for a walk over the ranges in order:
 * the cursor (zeroed before the first call) keeps where the next record is,
 * so each call decodes one record instead of seeking from a mark.
 */
typedef struct rsig_loc_cursor {
    uint32_t next; /* the range whose record is at pos */
    uint32_t pos;
    uint32_t at;   /* the at.off record next's is read from */
} rsig_loc_cursor;
rsig_span rsig_range_at_walk(const rsig_param *table, uint32_t j, rsig_loc_cursor *c);

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
