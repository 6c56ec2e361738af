/*
 * validate_internal.h: what the validator's files (validate*.c) share, so
 * each rule family can sit in a file of its own: the D3D12 values the rules
 * need, the validation state, element references, and the cross-file
 * helpers (rsig_v_*). Internal to the model room; not public API.
 */
#ifndef RSIG_VALIDATE_INTERNAL_H
#define RSIG_VALIDATE_INTERNAL_H

#include "ast.h"
#include "keywords.h"

/* D3D12 values the rules need (names for messages come from keywords.c). */
enum {
    /* D3D12_DESCRIPTOR_RANGE_FLAGS / D3D12_ROOT_DESCRIPTOR_FLAGS */
    F_DESCRIPTORS_VOLATILE = 0x1,
    F_DATA_VOLATILE = 0x2,
    F_DATA_STATIC_WHILE_SET_AT_EXECUTE = 0x4,
    F_DATA_STATIC = 0x8,
    F_DATA_ANY = 0xE,
    F_DESCRIPTORS_STATIC_KEEPING = 0x10000,
    /* D3D12_SAMPLER_FLAGS */
    SF_UINT_BORDER_COLOR = 0x1,
    SF_NON_NORMALIZED_COORDINATES = 0x2,
    /* D3D12_ROOT_SIGNATURE_FLAGS */
    RF_LOCAL_ROOT_SIGNATURE = 0x80,
    /* D3D12_STATIC_BORDER_COLOR */
    BORDER_TRANSPARENT_BLACK = 0,
    BORDER_OPAQUE_BLACK_UINT = 3,
    BORDER_OPAQUE_WHITE_UINT = 4,
    /* D3D12_TEXTURE_ADDRESS_MODE */
    ADDRESS_CLAMP = 3,
    ADDRESS_BORDER = 4,
    /* limits */
    MAX_ROOT_COST = 64,          /* D3D12_MAX_ROOT_COST, DWORDs */
    MAX_LOCAL_ROOT_BYTES = 4064, /* 4096-byte record stride - 32-byte identifier */
    MAX_ANISOTROPY = 16
};

#define MIP_LOD_BIAS_MIN (-16.0f) /* D3D12_MIP_LOD_BIAS_MIN */
#define MIP_LOD_BIAS_MAX 15.99f   /* D3D12_MIP_LOD_BIAS_MAX, compared as a float */
#define REG_MAX 0xFFFFFFFFu
#define RF_DXC_LOW_TIER_CB 0x80000000u /* DXC-internal root flag, not in d3d12.h */
#define SPACE_RESERVED_FIRST 0xFFFFFFF0u

typedef struct vstate {
    rootsig_ctx *ctx;
    const rootsig_signature *sig;
    rootsig_options opt;
    bool text; /* spans point into DSL text (not binary) */
    /*
     * A description (`who`) the rules of one element pass to rsig_v_report()
     * and that is written only when a report needs it
     * (rsig_v_describe_later): naming the element costs an snprintf, and
     * nearly every element is clean.
     */
    char *lazy_buf;
    size_t lazy_n;
    unsigned lazy_kind;
    uint32_t lazy_i, lazy_j;
} vstate;

/* ---- elements ---------------------------------------------------------- */

typedef enum el_kind { EL_PARAM, EL_RANGE, EL_SAMPLER } el_kind;

typedef struct elref {
    el_kind kind;
    uint32_t i; /* parameter or static sampler index */
    uint32_t j; /* range index (EL_RANGE) */
} elref;

static inline elref ref_param(uint32_t i) { return (elref){EL_PARAM, i, 0}; }
static inline elref ref_range(uint32_t i, uint32_t j) { return (elref){EL_RANGE, i, j}; }
static inline elref ref_sampler(uint32_t i) { return (elref){EL_SAMPLER, i, 0}; }

/* validate.c: reporting; both first fill a pending rsig_v_describe_later buffer. */
rsig_span rsig_v_field_span(const rsig_node_loc *loc, rsig_field f);
long rsig_v_report(vstate *v, rsig_diag_id id, rsig_span at, const char *fmt, ...)
    RSIG_PRINTF(4, 5);
void rsig_v_note(vstate *v, long parent, rsig_span at, const char *fmt, ...) RSIG_PRINTF(4, 5);

/* validate.c: names, and the one way elements are named in messages. */
const char *rsig_v_vis_name(uint32_t vis);
const char *rsig_v_flag_names(rsig_kw_class cls, uint32_t flags, char *buf, size_t n);
rsig_range_type rsig_v_param_class(rsig_param_type t);
char rsig_v_class_letter(rsig_range_type c);
const char *rsig_v_param_kind_name(rsig_param_type t);
const char *rsig_v_describe(const vstate *v, elref r, bool with_vis, char *buf, size_t n);
const char *rsig_v_describe_later(vstate *v, elref r, char *buf, size_t n);
void rsig_v_done_describing(vstate *v);

/* validate_elements.c: values, flags, deny flags, parameters. */
void rsig_v_rule_visibility(vstate *v, elref r, const rsig_node_loc *loc, uint32_t vis);
void rsig_v_rule_register_reserved(vstate *v, elref r, const rsig_node_loc *loc, uint32_t reg);
void rsig_v_rule_space_reserved(vstate *v, elref r, const rsig_node_loc *loc, uint32_t space);
void rsig_v_rule_numdesc_zero(vstate *v, elref r, const rsig_range *x);
void rsig_v_rule_register_overflow(vstate *v, elref r, const rsig_range *x);
bool rsig_v_rule_flags_known(vstate *v, const char *who, rsig_span at, uint32_t flags,
                             rsig_kw_class cls);
void rsig_v_rule_root_flags(vstate *v);
void rsig_v_check_range_flags(vstate *v, uint32_t i, uint32_t j);
void rsig_v_rule_deny_visibility(vstate *v, elref r, const rsig_node_loc *loc, uint32_t vis);
void rsig_v_check_param(vstate *v, uint32_t i);

/* validate_samplers.c */
void rsig_v_check_sampler(vstate *v, uint32_t k);

/* validate_bindings.c: descriptor tables, register overlap, root cost. */
void rsig_v_check_table(vstate *v, uint32_t i);
void rsig_v_rule_register_overlap(vstate *v);
void rsig_v_rule_root_cost(vstate *v);
void rsig_v_rule_local_root_cost(vstate *v);

#endif
