/*
 * validate_samplers.c: the static sampler rules (enum values, LOD bias,
 * anisotropy, comparison, non-normalized coordinates, UINT border colors,
 * sampler flags by version). Split from validate.c by rule family.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "validate_internal.h"
#include "bytes.h"

/* From the keyword table's generated index (keywords.c): O(1)-ish. */
static const rsig_keyword *kw_entry(rsig_kw_class cls, uint32_t value)
{
    return rsig_kw_entry(cls, value);
}

/* The shortest decimal that reads back as the same float (C locale). */
static const char *float_text(vstate *v, uint32_t bits, char *buf, size_t n)
{
    float f = rsig_f32(bits);
    if (isnan(f)) {
        snprintf(buf, n, "NaN (bits 0x%08x)", bits);
        return buf;
    }
    if (isinf(f)) {
        snprintf(buf, n, "%sinf", f > 0 ? "+" : "-");
        return buf;
    }
    for (int prec = 6; prec <= 9; prec++) {
        snprintf(buf, n, "%.*g", prec, (double)f);
        for (char *c = buf; *c; c++)
            if (*c == ',')
                *c = '.'; /* a host locale with a decimal comma */
        bool range_error;
        if ((float)rsig_strtod(v->ctx, buf, NULL, &range_error) == f)
            break;
    }
    return buf;
}

/* ---- static samplers --------------------------------------------------- */

static bool is_comparison_filter(uint32_t filter)
{
    return ((filter >> RSIG_FILTER_REDUCTION_SHIFT) & RSIG_FILTER_TYPE_MASK) ==
           RSIG_FILTER_REDUCTION_COMPARISON;
}

static bool rule_sampler_filter(vstate *v, const char *who, const rsig_sampler *s)
{
    const rsig_keyword *k = kw_entry(RSIG_KW_FILTER, s->filter);
    rsig_span at = rsig_v_field_span(&s->loc, RSIG_F_FILTER);
    if (k == NULL) {
        uint32_t d = rsig_sampler_default_values.filter;
        rsig_v_report(v, RSIG_FILTER_VALUE, at,
                      "%s: filter 0x%x is not a %s value (for example 0x%x %s)", who, s->filter,
                      rsig_kw_class_ctype(RSIG_KW_FILTER), d, rsig_kw_name(RSIG_KW_FILTER, d));
        return false;
    }
    if (k->kwflags & RSIG_KWF_NO_DSL)
        rsig_v_report(v, RSIG_FILTER_ANISO_POINT_MIP, at,
                      "%s: %s (0x%x) needs a device that reports "
                      "AnisoFilterWithPointMipSupported; DXC and LLVM reject it",
                      who, k->name, s->filter);
    return true;
}

/*
 * An enum field whose value has no name in the keyword table (RS2xxx `id`),
 * listing the legal values (all of them, or as a range) from that table.
 */
static bool rule_sampler_enum(vstate *v, const char *who, const rsig_sampler *s, rsig_field f,
                              rsig_diag_id id, bool list)
{
    uint32_t value = rsig_field_get(s, RSIG_NODE_SAMPLER, f);
    rsig_kw_class cls = (rsig_kw_class)rsig_fields[f].names;
    if (kw_entry(cls, value) != NULL)
        return true;
    char values[128];
    rsig_v_report(v, id, rsig_v_field_span(&s->loc, f), "%s: %s %u is not a %s value (%s)", who,
                  rsig_field_name(f), value, rsig_kw_class_ctype(cls),
                  rsig_enum_values_text(cls, list, values, sizeof values));
    return false;
}

static void rule_mip_lod_bias(vstate *v, const char *who, const rsig_sampler *s)
{
    float b = rsig_f32(s->mip_lod_bias);
    if (!isnan(b) && b >= RSIG_MIP_LOD_BIAS_MIN && b <= RSIG_MIP_LOD_BIAS_MAX)
        return;
    char t[48];
    rsig_v_report(v, RSIG_MIP_LOD_BIAS_RANGE, rsig_v_field_span(&s->loc, RSIG_F_MIP_LOD_BIAS),
                  "%s: mipLODBias %s is outside the range [-16, 15.99] "
                  "(D3D12_MIP_LOD_BIAS_MIN/MAX)",
                  who, float_text(v, s->mip_lod_bias, t, sizeof t));
}

static void rule_max_anisotropy(vstate *v, const char *who, const rsig_sampler *s)
{
    if (s->max_anisotropy <= RSIG_MAX_MAXANISOTROPY)
        return;
    rsig_v_report(v, RSIG_MAX_ANISOTROPY_RANGE, rsig_v_field_span(&s->loc, RSIG_F_MAX_ANISOTROPY),
                  "%s: maxAnisotropy %u is above the maximum 16", who, s->max_anisotropy);
}

static void rule_comparison_required(vstate *v, const char *who, const rsig_sampler *s)
{
    if (!is_comparison_filter(s->filter) || s->comparison != RSIG_COMPARISON_NONE)
        return;
    const char *fname = rsig_kw_name(RSIG_KW_FILTER, s->filter);
    rsig_v_report(v, RSIG_COMPARISON_REQUIRED, rsig_v_field_span(&s->loc, RSIG_F_COMPARISON),
                  "%s: the comparison filter %s needs a comparison function, but comparisonFunc "
                  "is COMPARISON_NONE; use COMPARISON_LESS_EQUAL or another COMPARISON_* value",
                  who, fname ? fname : "?");
}

static void rule_lod_nan(vstate *v, const char *who, const rsig_sampler *s)
{
    char t[48];
    if (isnan(rsig_f32(s->min_lod)))
        rsig_v_report(v, RSIG_LOD_NAN, rsig_v_field_span(&s->loc, RSIG_F_MIN_LOD),
                      "%s: minLOD is %s; it must be a number (infinities are allowed)", who,
                      float_text(v, s->min_lod, t, sizeof t));
    if (isnan(rsig_f32(s->max_lod)))
        rsig_v_report(v, RSIG_LOD_NAN, rsig_v_field_span(&s->loc, RSIG_F_MAX_LOD),
                      "%s: maxLOD is %s; it must be a number (infinities are allowed)", who,
                      float_text(v, s->max_lod, t, sizeof t));
}

static const char *dflt(const rsig_sampler *s, rsig_field f)
{
    return rsig_given(&s->loc, f) ? "" : " (the default)";
}

/* VulkanOn12.md, "Non-normalized texture sampling coordinates". */
static void rule_nonnorm_filter(vstate *v, const char *who, const rsig_sampler *s)
{
    /* min == mag, mip point, no anisotropy, reduction standard/minimum/maximum */
    uint32_t f = s->filter;
    const uint32_t m = RSIG_FILTER_TYPE_MASK;
    uint32_t reduction = (f >> RSIG_FILTER_REDUCTION_SHIFT) & m;
    uint32_t minf = (f >> RSIG_FILTER_MIN_SHIFT) & m, magf = (f >> RSIG_FILTER_MAG_SHIFT) & m;
    /* any reduction, a linear or point min and mag, point mip, not anisotropic */
    uint32_t allowed = m << RSIG_FILTER_REDUCTION_SHIFT | 1u << RSIG_FILTER_MIN_SHIFT |
                       1u << RSIG_FILTER_MAG_SHIFT;
    bool ok = (f & ~allowed) == 0 && reduction != RSIG_FILTER_REDUCTION_COMPARISON &&
              minf == magf && ((f >> RSIG_FILTER_MIP_SHIFT) & m) == 0;
    if (ok)
        return;
    const char *fname = rsig_kw_name(RSIG_KW_FILTER, f);
    char fb[16];
    if (fname == NULL) {
        snprintf(fb, sizeof fb, "0x%x", f);
        fname = fb;
    }
    rsig_v_report(v, RSIG_NONNORM_FILTER, rsig_v_field_span(&s->loc, RSIG_F_FILTER),
                  "%s: NON_NORMALIZED_COORDINATES needs a point-mip filter with equal min and mag "
                  "filters and no comparison or anisotropy (FILTER_MIN_MAG_MIP_POINT, "
                  "FILTER_MIN_MAG_LINEAR_MIP_POINT or their MINIMUM_/MAXIMUM_ forms), not %s%s",
                  who, fname, dflt(s, RSIG_F_FILTER));
}

static void rule_nonnorm_lod(vstate *v, const char *who, const rsig_sampler *s)
{
    static const struct {
        rsig_field f;
        const char *name;
    } fields[] = {{RSIG_F_MIN_LOD, "minLOD"}, {RSIG_F_MAX_LOD, "maxLOD"}};
    const uint32_t values[] = {s->min_lod, s->max_lod};
    char t[48];
    for (int k = 0; k < 2; k++)
        if (rsig_f32(values[k]) != 0.0f)
            rsig_v_report(v, RSIG_NONNORM_LOD, rsig_v_field_span(&s->loc, fields[k].f),
                          "%s: NON_NORMALIZED_COORDINATES needs %s = 0, not %s%s", who,
                          fields[k].name, float_text(v, values[k], t, sizeof t),
                          dflt(s, fields[k].f));
}

static void rule_nonnorm_address(vstate *v, const char *who, const rsig_sampler *s)
{
    static const struct {
        rsig_field f;
        const char *name;
    } fields[] = {{RSIG_F_ADDRESS_U, "addressU"}, {RSIG_F_ADDRESS_V, "addressV"}};
    const uint32_t values[] = {s->address_u, s->address_v};
    for (int k = 0; k < 2; k++) {
        if (values[k] == RSIG_ADDRESS_CLAMP || values[k] == RSIG_ADDRESS_BORDER)
            continue;
        const char *n = rsig_kw_name(RSIG_KW_ADDRESS, values[k]);
        char nb[16];
        if (n == NULL) {
            snprintf(nb, sizeof nb, "%u", values[k]);
            n = nb;
        }
        rsig_v_report(v, RSIG_NONNORM_ADDRESS, rsig_v_field_span(&s->loc, fields[k].f),
                      "%s: NON_NORMALIZED_COORDINATES needs %s = TEXTURE_ADDRESS_CLAMP or "
                      "TEXTURE_ADDRESS_BORDER, not %s%s",
                      who, fields[k].name, n, dflt(s, fields[k].f));
    }
}

static bool is_uint_border(uint32_t c)
{
    return c == RSIG_BORDER_OPAQUE_BLACK_UINT || c == RSIG_BORDER_OPAQUE_WHITE_UINT;
}

static void rule_uint_border_float_color(vstate *v, const char *who, const rsig_sampler *s)
{
    uint32_t c = s->border_color;
    if (!(s->flags & RSIG_SAMPLER_UINT_BORDER_COLOR) || c == RSIG_BORDER_TRANSPARENT_BLACK ||
        is_uint_border(c))
        return;
    const char *n = rsig_kw_name(RSIG_KW_BORDER, c);
    rsig_v_report(v, RSIG_UINT_BORDER_FLOAT_COLOR, rsig_v_field_span(&s->loc, RSIG_F_BORDER_COLOR),
                  "%s: UINT_BORDER_COLOR is set but borderColor %s%s is a float color; use "
                  "STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT, STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT "
                  "or STATIC_BORDER_COLOR_TRANSPARENT_BLACK",
                  who, n ? n : "?", dflt(s, RSIG_F_BORDER_COLOR));
}

static void rule_uint_border_no_flag(vstate *v, const char *who, const rsig_sampler *s)
{
    if (!is_uint_border(s->border_color) || (s->flags & RSIG_SAMPLER_UINT_BORDER_COLOR))
        return;
    rsig_v_report(v, RSIG_UINT_BORDER_NO_FLAG, rsig_v_field_span(&s->loc, RSIG_F_BORDER_COLOR),
                  "%s: %s without the UINT_BORDER_COLOR flag: the D3D12 documents disagree on "
                  "whether that is valid; add 'flags = UINT_BORDER_COLOR'",
                  who, rsig_kw_name(RSIG_KW_BORDER, s->border_color));
}

static void rule_uint_border_version(vstate *v, const char *who, const rsig_sampler *s)
{
    if (!is_uint_border(s->border_color))
        return;
    rsig_v_report(v, RSIG_UINT_BORDER_VERSION, rsig_v_field_span(&s->loc, RSIG_F_BORDER_COLOR),
                  "%s: %s in version %s: a static sampler can only say its border color is an "
                  "integer (UINT_BORDER_COLOR) from version 1.2 on; compile for 1.2",
                  who, rsig_kw_name(RSIG_KW_BORDER, s->border_color),
                  v->sig->version == ROOTSIG_VERSION_1_0 ? "1.0" : "1.1");
}

static void rule_sampler_flags_version(vstate *v, const char *who, const rsig_sampler *s)
{
    char names[160];
    rsig_v_report(v, RSIG_FLAGS_VERSION, rsig_v_field_span(&s->loc, RSIG_F_FLAGS),
                  "%s: static sampler flags (%s) need root signature version 1.2 (this is %s); "
                  "remove 'flags' or compile for version 1.2",
                  who, rsig_kw_flag_names(RSIG_KW_SAMPLER_FLAG, s->flags, "", names, sizeof names),
                  v->sig->version == ROOTSIG_VERSION_1_0 ? "1.0" : "1.1");
}

static void check_sampler_rules(vstate *v, uint32_t k, const char *who)
{
    const rsig_sampler *s = &v->sig->samplers[k];
    elref r = ref_sampler(k);
    rsig_v_rule_register_reserved(v, r, &s->loc, s->reg);
    rsig_v_rule_space_reserved(v, r, &s->loc, s->space);
    rsig_v_rule_visibility(v, r, &s->loc, s->visibility);
    bool filter_ok = rule_sampler_filter(v, who, s);
    rule_sampler_enum(v, who, s, RSIG_F_ADDRESS_U, RSIG_ADDRESS_VALUE, true);
    rule_sampler_enum(v, who, s, RSIG_F_ADDRESS_V, RSIG_ADDRESS_VALUE, true);
    rule_sampler_enum(v, who, s, RSIG_F_ADDRESS_W, RSIG_ADDRESS_VALUE, true);
    bool cmp_ok = rule_sampler_enum(v, who, s, RSIG_F_COMPARISON, RSIG_COMPARISON_VALUE, false);
    rule_sampler_enum(v, who, s, RSIG_F_BORDER_COLOR, RSIG_BORDER_COLOR_VALUE, false);
    rule_mip_lod_bias(v, who, s);
    rule_max_anisotropy(v, who, s);
    if (filter_ok && cmp_ok)
        rule_comparison_required(v, who, s);
    rule_lod_nan(v, who, s);
    bool v12 = v->sig->version >= ROOTSIG_VERSION_1_2;
    if (!v12) {
        if (s->flags != 0)
            rule_sampler_flags_version(v, who, s);
        rule_uint_border_version(v, who, s);
        return;
    }
    if (!rsig_v_rule_flags_known(v, who, rsig_v_field_span(&s->loc, RSIG_F_FLAGS), s->flags,
                                 RSIG_KW_SAMPLER_FLAG))
        return;
    if (s->flags & RSIG_SAMPLER_NON_NORMALIZED_COORDINATES) {
        rule_nonnorm_filter(v, who, s);
        rule_nonnorm_lod(v, who, s);
        rule_nonnorm_address(v, who, s);
    }
    rule_uint_border_float_color(v, who, s);
    rule_uint_border_no_flag(v, who, s);
}

void rsig_v_check_sampler(vstate *v, uint32_t k)
{
    char who[160];
    check_sampler_rules(v, k, rsig_v_describe_later(v, ref_sampler(k), who, sizeof who));
    rsig_v_done_describing(v);
}
