/*
 * validate_elements.c: the rules on one root parameter or range at a time:
 * values (visibility, reserved registers and spaces, numDescriptors,
 * register overflow), root/descriptor/range flags and deny flags, and the
 * per-parameter driver. Split from validate.c by rule family.
 */
#include <stdio.h>

#include "validate_internal.h"

/* Every bit any keyword of a flag class defines (keywords.c's generated index). */
static uint32_t kw_mask(rsig_kw_class cls)
{
    return rsig_kw_class_mask(cls);
}

/* ---- values ------------------------------------------------------------ */

void rsig_v_rule_visibility(vstate *v, elref r, const rsig_node_loc *loc, uint32_t vis)
{
    if (rsig_kw_name(RSIG_KW_VISIBILITY, vis) != NULL)
        return;
    rsig_node_loc tmp;
    char d[160], values[160];
    rsig_v_report(v, RSIG_VISIBILITY_VALUE, rsig_v_field_span(loc ? loc : rsig_v_loc(v, r, &tmp), RSIG_F_VISIBILITY),
                  "%s: shader visibility %u is not a %s value (%s)",
                  rsig_v_describe(v, r, false, d, sizeof d), vis,
                  rsig_kw_class_ctype(RSIG_KW_VISIBILITY),
                  rsig_enum_values_text(RSIG_KW_VISIBILITY, true, values, sizeof values));
}

void rsig_v_report_register_reserved(vstate *v, elref r, const rsig_node_loc *loc, uint32_t reg)
{
    rsig_node_loc tmp;
    char d[160];
    rsig_v_report(v, RSIG_REGISTER_RESERVED, rsig_v_field_span(loc ? loc : rsig_v_loc(v, r, &tmp), RSIG_F_REGISTER),
                  "%s: register number %u is not allowed; registers go from 0 to 4294967294",
                  rsig_v_describe(v, r, false, d, sizeof d), reg);
}

void rsig_v_report_space_reserved(vstate *v, elref r, const rsig_node_loc *loc, uint32_t space)
{
    rsig_node_loc tmp;
    char d[160];
    rsig_v_report(v, RSIG_SPACE_RESERVED, rsig_v_field_span(loc ? loc : rsig_v_loc(v, r, &tmp), RSIG_F_SPACE),
                  "%s: register space %u (0x%x) is reserved for the driver and the system "
                  "(0xfffffff0 to 0xffffffff); use a space below 4294967280",
                  rsig_v_describe(v, r, false, d, sizeof d), space, space);
}

void rsig_v_rule_numdesc_zero(vstate *v, elref r, const rsig_range *x)
{
    if (x->num_descriptors != 0)
        return;
    char d[160];
    rsig_node_loc tmp;
    rsig_v_report(v, RSIG_NUMDESC_ZERO, rsig_v_field_span(rsig_v_loc(v, r, &tmp), RSIG_F_NUMDESC),
                  "%s: numDescriptors is 0; a range holds at least 1 descriptor (or 'unbounded')",
                  rsig_v_describe(v, r, false, d, sizeof d));
}

void rsig_v_rule_register_overflow(vstate *v, elref r, const rsig_range *x)
{
    uint32_t n = x->num_descriptors;
    if (n == 0 || n == RSIG_UNBOUNDED || (uint64_t)x->base_register + n - 1 <= RSIG_REG_MAX)
        return;
    char d[160];
    rsig_node_loc tmp;
    const rsig_node_loc *l = rsig_v_loc(v, r, &tmp);
    rsig_span at = rsig_given(l, RSIG_F_NUMDESC) ? rsig_v_field_span(l, RSIG_F_NUMDESC)
                                                 : rsig_v_field_span(l, RSIG_F_REGISTER);
    rsig_v_report(v, RSIG_REGISTER_OVERFLOW, at,
                  "%s: %u descriptors from register %u would end at register %llu, past the last "
                  "register 4294967295; lower the base register or numDescriptors",
                  rsig_v_describe(v, r, false, d, sizeof d), n, x->base_register,
                  (unsigned long long)x->base_register + n - 1);
}

/* ---- flags ------------------------------------------------------------- */

/*
 * Version 1.0 has no flag fields: an explicit value is only meaningful if it
 * is the one 1.0 implies (clang accepts exactly that; DXC rejects any).
 */
static bool rule_flags_in_1_0(vstate *v, elref r, const rsig_node_loc *loc, uint32_t flags,
                              uint32_t implied, rsig_kw_class cls)
{
    if (v->sig->version != ROOTSIG_VERSION_1_0)
        return true;
    rsig_node_loc tmp;
    if (loc == NULL) {
        /* a range: its given bits are in the node, its spans unpacked only if needed */
        const rsig_param *p = &v->sig->params[r.i];
        if (!rsig_range_given(&p->ranges[r.j], RSIG_F_FLAGS))
            return true;
        loc = rsig_v_loc(v, r, &tmp);
    }
    if (!rsig_given(loc, RSIG_F_FLAGS))
        return true;
    rsig_span at = rsig_v_field_span(loc, RSIG_F_FLAGS);
    char d[160], names[160];
    const char *what = cls == RSIG_KW_RANGE_FLAG ? "descriptor range" : "root descriptor";
    if (flags != implied) {
        rsig_v_report(v, RSIG_FLAGS_VERSION, at,
                      "%s: version 1.0 has no %s flags (it always implies %s); remove 'flags' or "
                      "compile for version 1.1",
                      rsig_v_describe(v, r, false, d, sizeof d), what,
                      rsig_kw_flag_names(cls, implied, "", names, sizeof names));
        return false;
    }
    if (v->text)
        rsig_v_report(v, RSIG_FLAGS_REDUNDANT, at,
                      "%s: 'flags' repeats what version 1.0 implies and is not written; DXC "
                      "rejects any 'flags' in 1.0",
                      rsig_v_describe(v, r, false, d, sizeof d));
    return true;
}

bool rsig_v_rule_flags_known(vstate *v, const char *who, rsig_span at, uint32_t flags,
                             rsig_kw_class cls)
{
    uint32_t mask = kw_mask(cls);
    uint32_t bad = flags & ~mask;
    if (bad == 0)
        return true;
    char defined[200];
    rsig_v_report(v, RSIG_FLAGS_UNKNOWN, at,
                  "%s: flag bits 0x%x are not %ss (flags 0x%x; the defined ones are %s)", who, bad,
                  rsig_kw_class_name(cls), flags,
                  rsig_kw_flag_names(cls, mask, "", defined, sizeof defined));
    return false;
}

void rsig_v_rule_root_flags(vstate *v)
{
    const rootsig_signature *sig = v->sig;
    uint32_t bad = sig->flags & ~kw_mask(RSIG_KW_ROOT_FLAG);
    if (bad == 0)
        return;
    rsig_span at = sig->root_flags_at;
    if (bad == RSIG_ROOT_DXC_LOW_TIER_CB) {
        rsig_v_report(v, RSIG_FLAGS_UNKNOWN, at,
                      "root signature flags 0x%x: bit 0x80000000 is DXC's internal "
                      "AllowLowTierReservedHwCbLimit, not a D3D12_ROOT_SIGNATURE_FLAGS value "
                      "(clang and LLVM reject it); clear it",
                      sig->flags);
        return;
    }
    char defined[400];
    rsig_v_report(v, RSIG_FLAGS_UNKNOWN, at,
                  "root signature flags 0x%x: bits 0x%x are not root signature flags (valid mask "
                  "0x%x: %s)",
                  sig->flags, bad, kw_mask(RSIG_KW_ROOT_FLAG),
                  rsig_kw_flag_names(RSIG_KW_ROOT_FLAG, kw_mask(RSIG_KW_ROOT_FLAG), "", defined,
                                     sizeof defined));
}

static bool rule_flags_data_exclusive(vstate *v, const char *who, rsig_span at, uint32_t flags,
                                      rsig_kw_class cls)
{
    uint32_t data = flags & RSIG_DATA_ANY;
    if ((data & (data - 1)) == 0)
        return true;
    char names[160];
    rsig_v_report(v, RSIG_FLAGS_DATA_EXCLUSIVE, at,
                  "%s: flags %s name more than one DATA_* flag; keep one of DATA_VOLATILE, "
                  "DATA_STATIC_WHILE_SET_AT_EXECUTE and DATA_STATIC",
                  who, rsig_kw_flag_names(cls, flags, "", names, sizeof names));
    return false;
}

static bool rule_flags_sampler_data(vstate *v, const char *who, rsig_span at, uint32_t flags)
{
    if (!(flags & RSIG_DATA_ANY))
        return true;
    char names[160], data[160];
    rsig_v_report(
        v, RSIG_FLAGS_SAMPLER_DATA, at,
        "%s: flags %s: a Sampler range cannot have DATA_* flags, samplers point to no "
        "data; remove %s",
        who, rsig_kw_flag_names(RSIG_KW_RANGE_FLAG, flags, "", names, sizeof names),
        rsig_kw_flag_names(RSIG_KW_RANGE_FLAG, flags & RSIG_DATA_ANY, "", data, sizeof data));
    return false;
}

static bool rule_flags_volatile_static(vstate *v, const char *who, rsig_span at, uint32_t flags)
{
    if ((flags & (RSIG_DESCRIPTORS_VOLATILE | RSIG_DATA_STATIC)) !=
        (RSIG_DESCRIPTORS_VOLATILE | RSIG_DATA_STATIC))
        return true;
    rsig_v_report(v, RSIG_FLAGS_VOLATILE_STATIC, at,
                  "%s: DESCRIPTORS_VOLATILE cannot be combined with DATA_STATIC (data cannot be "
                  "static while its descriptors may change); use DATA_STATIC_WHILE_SET_AT_EXECUTE",
                  who);
    return false;
}

static bool rule_flags_volatile_keeping(vstate *v, const char *who, rsig_span at, uint32_t flags) {
    if ((flags & (RSIG_DESCRIPTORS_VOLATILE | RSIG_DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS)) !=
        (RSIG_DESCRIPTORS_VOLATILE | RSIG_DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS))
        return true;
    rsig_v_report(v, RSIG_FLAGS_VOLATILE_KEEPING, at,
                  "%s: DESCRIPTORS_VOLATILE and DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS "
                  "contradict each other (volatile vs static descriptors); keep one",
                  who);
    return false;
}

static void check_param_flags(vstate *v, uint32_t i)
{
    const rsig_param *p = &v->sig->params[i];
    if (!rule_flags_in_1_0(v, ref_param(i), &p->loc, p->flags,
                           rsig_schemas[rsig_param_kind(p->type)].flags_1_0, RSIG_KW_DESC_FLAG) ||
        v->sig->version == ROOTSIG_VERSION_1_0)
        return;
    uint32_t flags = rsig_param_flags(v->sig, p, v->opt.compat);
    char d[160];
    rsig_v_describe_later(v, ref_param(i), d, sizeof d);
    rsig_span at = rsig_v_field_span(&p->loc, RSIG_F_FLAGS);
    if (rsig_v_rule_flags_known(v, d, at, flags, RSIG_KW_DESC_FLAG))
        rule_flags_data_exclusive(v, d, at, flags, RSIG_KW_DESC_FLAG);
    rsig_v_done_describing(v);
}

void rsig_v_check_range_flags(vstate *v, uint32_t i, uint32_t j)
{
    const rsig_range *x = &v->sig->params[i].ranges[j];
    bool sampler = x->type == RSIG_RANGE_SAMPLER;
    if (!rule_flags_in_1_0(v, ref_range(i, j), NULL, x->flags,
                           rsig_schemas[rsig_range_kind(x->type)].flags_1_0,
                           RSIG_KW_RANGE_FLAG) ||
        v->sig->version == ROOTSIG_VERSION_1_0)
        return;
    uint32_t flags = rsig_range_flags(v->sig, x, v->opt.compat);
    if (v->range_flags_clean[sampler] && v->range_flags_seen[sampler] == flags)
        return;
    /* Clean unless a rule adds a record (one a rule drops would be dropped again). */
    uint32_t records = v->ctx->ndiags;
    char d[160];
    rsig_v_describe_later(v, ref_range(i, j), d, sizeof d);
    const rsig_param *p = &v->sig->params[i];
    rsig_span at = rsig_range_span(p, x, RSIG_F_FLAGS); /* as rsig_v_field_span, unpacking nothing */
    if (!rsig_range_given(x, RSIG_F_FLAGS) || at.len == 0)
        at = rsig_range_kw(p, x);
    if (rsig_v_rule_flags_known(v, d, at, flags, RSIG_KW_RANGE_FLAG)) {
        if (sampler) {
            rule_flags_sampler_data(v, d, at, flags);
        } else if (rule_flags_data_exclusive(v, d, at, flags, RSIG_KW_RANGE_FLAG)) {
            rule_flags_volatile_static(v, d, at, flags);
        }
        rule_flags_volatile_keeping(v, d, at, flags);
    }
    rsig_v_done_describing(v);
    if (v->ctx->ndiags == records) {
        v->range_flags_clean[sampler] = true;
        v->range_flags_seen[sampler] = flags;
    }
}

/* ---- deny flags -------------------------------------------------------- */

/* The DENY_*_SHADER_ROOT_ACCESS flag of a single-stage visibility, or 0. */
static uint32_t deny_flag_of(uint32_t vis)
{
    static const uint32_t deny[] = {
        [RSIG_VIS_VERTEX] = RSIG_ROOT_DENY_VERTEX_SHADER_ROOT_ACCESS,
        [RSIG_VIS_HULL] = RSIG_ROOT_DENY_HULL_SHADER_ROOT_ACCESS,
        [RSIG_VIS_DOMAIN] = RSIG_ROOT_DENY_DOMAIN_SHADER_ROOT_ACCESS,
        [RSIG_VIS_GEOMETRY] = RSIG_ROOT_DENY_GEOMETRY_SHADER_ROOT_ACCESS,
        [RSIG_VIS_PIXEL] = RSIG_ROOT_DENY_PIXEL_SHADER_ROOT_ACCESS,
        [RSIG_VIS_AMPLIFICATION] = RSIG_ROOT_DENY_AMPLIFICATION_SHADER_ROOT_ACCESS,
        [RSIG_VIS_MESH] = RSIG_ROOT_DENY_MESH_SHADER_ROOT_ACCESS};
    return vis < sizeof deny / sizeof deny[0] ? deny[vis] : 0;
}

void rsig_v_rule_deny_visibility(vstate *v, elref r, const rsig_node_loc *loc, uint32_t vis)
{
    uint32_t deny = deny_flag_of(vis);
    /* Past the warning limit, not even the element's description is worth making. */
    if (deny == 0 || !(v->sig->flags & deny) || !rsig_diag_wanted(v->ctx, RSIG_DENY_VISIBILITY))
        return;
    char d[160];
    const char *flag = rsig_kw_name(RSIG_KW_ROOT_FLAG, deny);
    long id = rsig_v_report(v, RSIG_DENY_VISIBILITY, rsig_v_field_span(loc, RSIG_F_VISIBILITY),
                            "%s is visible only to the %s stage, but %s denies that stage root "
                            "access, so no shader can use it; change its visibility or drop the "
                            "flag",
                            rsig_v_describe(v, r, false, d, sizeof d), rsig_v_vis_name(vis),
                            flag ? flag : "?");
    if (v->sig->has_root_flags)
        rsig_v_note(v, id, v->sig->root_flags_at, "%s is set here", flag ? flag : "the flag");
}

void rsig_v_check_param(vstate *v, uint32_t i)
{
    const rsig_param *p = &v->sig->params[i];
    elref r = ref_param(i);
    rsig_v_rule_visibility(v, r, &p->loc, p->visibility);
    switch (p->type) {
    case RSIG_PARAM_TABLE:
        rsig_v_check_table(v, i);
        break;
    case RSIG_PARAM_CONSTANTS:
        rsig_v_rule_register_reserved(v, r, &p->loc, p->reg);
        rsig_v_rule_space_reserved(v, r, &p->loc, p->space);
        break;
    case RSIG_PARAM_CBV:
    case RSIG_PARAM_SRV:
    case RSIG_PARAM_UAV:
        rsig_v_rule_register_reserved(v, r, &p->loc, p->reg);
        rsig_v_rule_space_reserved(v, r, &p->loc, p->space);
        check_param_flags(v, i);
        break;
    }
    rsig_v_rule_deny_visibility(v, r, &p->loc, p->visibility);
}
