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
#include "schema.h"

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
    /*
     * The last effective range flags found clean, for sampler ranges [1] and
     * the others [0]: the flag rules of 1.1 and later read nothing else, so
     * a range with the same flags is clean too (most ranges repeat a few).
     */
    bool range_flags_clean[2];
    uint32_t range_flags_seen[2];
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

/*
 * Where element r is in the source. A range's location is packed (ast.h):
 * it is unpacked into *tmp, so rules look it up only to report.
 */
const rsig_node_loc *rsig_v_loc(const vstate *v, elref r, rsig_node_loc *tmp);

/* validate.c: reporting; both first fill a pending rsig_v_describe_later buffer. */
rsig_span rsig_v_field_span(const rsig_node_loc *loc, rsig_field f);
long rsig_v_report(vstate *v, rsig_diag_id id, rsig_span at, const char *fmt, ...)
    RSIG_PRINTF(4, 5);
void rsig_v_note(vstate *v, long parent, rsig_span at, const char *fmt, ...) RSIG_PRINTF(4, 5);

/*
 * validate.c: text written into a fixed buffer (NUL-terminated, cut short
 * at its end as snprintf would), for messages written often.
 */
typedef struct rsig_vtext {
    char *p, *end;
} rsig_vtext;
void rsig_vtext_init(rsig_vtext *t, char *buf, size_t n); /* n >= 1 */
void rsig_vtext_s(rsig_vtext *t, const char *s);
void rsig_vtext_c(rsig_vtext *t, char c);
void rsig_vtext_u(rsig_vtext *t, uint64_t v);

/* validate.c: names, and the one way elements are named in messages. */
const char *rsig_v_vis_name(uint32_t vis);
const char *rsig_v_describe(const vstate *v, elref r, bool with_vis, char *buf, size_t n);
const char *rsig_v_describe_later(vstate *v, elref r, char *buf, size_t n);
void rsig_v_done_describing(vstate *v);

/* validate_elements.c: values, flags, deny flags, parameters. A NULL loc is r's (rsig_v_loc). */
void rsig_v_rule_visibility(vstate *v, elref r, const rsig_node_loc *loc, uint32_t vis);
void rsig_v_report_register_reserved(vstate *v, elref r, const rsig_node_loc *loc, uint32_t reg);
void rsig_v_report_space_reserved(vstate *v, elref r, const rsig_node_loc *loc, uint32_t space);
/* The test inline, the report out of line: every element of a table of a million passes. */
static inline void rsig_v_rule_register_reserved(vstate *v, elref r, const rsig_node_loc *loc,
                                                 uint32_t reg)
{
    if (reg == RSIG_REG_MAX)
        rsig_v_report_register_reserved(v, r, loc, reg);
}
static inline void rsig_v_rule_space_reserved(vstate *v, elref r, const rsig_node_loc *loc,
                                              uint32_t space)
{
    if (space >= RSIG_SPACE_RESERVED_FIRST)
        rsig_v_report_space_reserved(v, r, loc, space);
}
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

/* validate_tables.c */
void rsig_v_check_table(vstate *v, uint32_t i);
/* validate_bindings.c */
void rsig_v_rule_register_overlap(vstate *v);
/* validate_cost.c */
void rsig_v_rule_root_cost(vstate *v);
void rsig_v_rule_local_root_cost(vstate *v);

#endif
