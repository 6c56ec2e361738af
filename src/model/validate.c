/*
 * validate.c: the rules a root signature must satisfy, one static function
 * per rule, each reporting one diagnostic ID (docs/diagnostics.md, RS2xxx).
 * The validator sees only the AST, so DSL, metadata and binary inputs are
 * judged alike; it reports through the spans the front end recorded.
 *
 * What is enforced is the union of DXC's validator (dxc.md §3.2), clang's
 * Sema (llvm.md §4), LLVM's metadata validator (llvm.md §6.2) and the D3D12
 * rules (users.md §1), plus the checks decisions.md adds. Values that come
 * from binary input are never trusted: every enum is looked up, never used
 * as an index.
 *
 * Naming elements in messages (one convention, used everywhere): the number
 * in brackets is 0-based, as in the D3D12 API and the RTS0 arrays:
 *   root CBV [1] (b0, space 0)          root parameter 1 (RootParameterIndex)
 *   RootConstants [0] (b2, space 0)     root parameter 0
 *   DescriptorTable [2]                 root parameter 2
 *   DescriptorTable [2], range [1] (SRV t0..t3, space 1)   its second range
 *   StaticSampler [0] (s0, space 0)     the first static sampler
 *
 * Cost: everything is linear in the size of the signature except the two
 * overlap checks, which sort (O(n log n)) and sweep; nothing is quadratic.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "keywords.h"
#include "schema.h"

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
     * A description (`who`) the rules of one element pass to report() and
     * that is written only when a report needs it (describe_later): naming
     * the element costs an snprintf, and nearly every element is clean.
     */
    char *lazy_buf;
    size_t lazy_n;
    unsigned lazy_kind;
    uint32_t lazy_i, lazy_j;
} vstate;

static void materialize(vstate *v);

/* ---- reporting --------------------------------------------------------- */

static rsig_span field_span(const rsig_node_loc *loc, rsig_field f)
{
    if (rsig_given(loc, f) && loc->field[f].len)
        return loc->field[f];
    return loc->kw;
}

static long report(vstate *v, rsig_diag_id id, rsig_span at, const char *fmt, ...)
    RSIG_PRINTF(4, 5);

static long report(vstate *v, rsig_diag_id id, rsig_span at, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    materialize(v);
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return rsig_diag(v->ctx, id, v->sig->src, at.off, at.len, "%s", msg);
}

static void note(vstate *v, long parent, rsig_span at, const char *fmt, ...) RSIG_PRINTF(4, 5);

static void note(vstate *v, long parent, rsig_span at, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    materialize(v);
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    rsig_note(v->ctx, parent, v->sig->src, at.off, at.len, "%s", msg);
}

/* ---- names ------------------------------------------------------------- */

/* Both come from the keyword table's generated index (keywords.c): O(1)-ish. */
static const rsig_keyword *kw_entry(rsig_kw_class cls, uint32_t value)
{
    return rsig_kw_entry(cls, value);
}

/* Every bit any keyword of a flag class defines. */
static uint32_t kw_mask(rsig_kw_class cls)
{
    return rsig_kw_class_mask(cls);
}

/* "PIXEL" for 5: the keyword without its SHADER_VISIBILITY_ prefix. */
static const char *vis_name(uint32_t vis)
{
    const char *n = rsig_kw_name(RSIG_KW_VISIBILITY, vis);
    if (n == NULL)
        return "unknown";
    const char *u = strrchr(n, '_');
    return u ? u + 1 : n;
}

/* "DATA_STATIC | DESCRIPTORS_VOLATILE"; unknown bits as hex; 0 as "0". */
static const char *flag_names(rsig_kw_class cls, uint32_t flags, char *buf, size_t n)
{
    size_t k = 0;
    buf[0] = 0;
    if (flags == 0) {
        snprintf(buf, n, "0");
        return buf;
    }
    uint32_t rest = 0;
    for (uint32_t bit = 1; bit; bit <<= 1) {
        if (!(flags & bit))
            continue;
        const char *name = rsig_kw_name(cls, bit);
        if (name == NULL) {
            rest |= bit;
            continue;
        }
        int w = snprintf(buf + k, n - k, "%s%s", k ? " | " : "", name);
        if (w < 0 || (size_t)w >= n - k)
            return buf;
        k += (size_t)w;
    }
    if (rest)
        snprintf(buf + k, n - k, "%s0x%x", k ? " | " : "", rest);
    return buf;
}

static float f32(uint32_t bits)
{
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

/* The shortest decimal that reads back as the same float (C locale). */
static const char *float_text(vstate *v, uint32_t bits, char *buf, size_t n)
{
    float f = f32(bits);
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

/* ---- elements ---------------------------------------------------------- */

typedef enum el_kind { EL_PARAM, EL_RANGE, EL_SAMPLER } el_kind;

typedef struct elref {
    el_kind kind;
    uint32_t i; /* parameter or static sampler index */
    uint32_t j; /* range index (EL_RANGE) */
} elref;

static elref ref_param(uint32_t i) { return (elref){EL_PARAM, i, 0}; }
static elref ref_range(uint32_t i, uint32_t j) { return (elref){EL_RANGE, i, j}; }
static elref ref_sampler(uint32_t i) { return (elref){EL_SAMPLER, i, 0}; }

static const rsig_node_loc *ref_loc(const vstate *v, elref r)
{
    switch (r.kind) {
    case EL_PARAM: return &v->sig->params[r.i].loc;
    case EL_RANGE: return &v->sig->params[r.i].ranges[r.j].loc;
    case EL_SAMPLER: return &v->sig->samplers[r.i].loc;
    }
    return NULL;
}

/* Register classes are D3D12_DESCRIPTOR_RANGE_TYPE values: SRV, UAV, CBV, Sampler. */
static rsig_range_type param_class(rsig_param_type t)
{
    switch (t) {
    case RSIG_PARAM_SRV: return RSIG_RANGE_SRV;
    case RSIG_PARAM_UAV: return RSIG_RANGE_UAV;
    case RSIG_PARAM_CONSTANTS:
    case RSIG_PARAM_CBV:
    case RSIG_PARAM_TABLE: break;
    }
    return RSIG_RANGE_CBV;
}

static char class_letter(rsig_range_type c)
{
    switch (c) {
    case RSIG_RANGE_SRV: return 't';
    case RSIG_RANGE_UAV: return 'u';
    case RSIG_RANGE_CBV: return 'b';
    case RSIG_RANGE_SAMPLER: return 's';
    }
    return '?';
}

static const char *class_name(rsig_range_type c)
{
    return (unsigned)c < 4 ? rsig_kind_keyword(rsig_range_kind(c)) : "range";
}

static const char *param_kind_name(rsig_param_type t)
{
    return (unsigned)t < 5 ? rsig_kind_keyword(rsig_param_kind(t)) : "parameter";
}

/* "t4", "t4..t7", "t4..unbounded" (count 0 prints the base only). */
static void regs_text(char *buf, size_t n, rsig_range_type c, uint32_t base, uint32_t count)
{
    char l = class_letter(c);
    if (count == RSIG_UNBOUNDED)
        snprintf(buf, n, "%c%u..unbounded", l, base);
    else if (count <= 1)
        snprintf(buf, n, "%c%u", l, base);
    else
        snprintf(buf, n, "%c%u..%c%llu", l, base, l,
                 (unsigned long long)base + count - 1);
}

/*
 * The one way elements are named in messages (see the top of the file).
 * with_vis adds the visibility, for rules where it matters.
 */
static const char *describe(const vstate *v, elref r, bool with_vis, char *buf, size_t n)
{
    char regs[64], vis[48] = "";
    const rootsig_signature *sig = v->sig;
    switch (r.kind) {
    case EL_PARAM: {
        const rsig_param *p = &sig->params[r.i];
        if (with_vis)
            snprintf(vis, sizeof vis, ", visibility %s", vis_name(p->visibility));
        if (p->type == RSIG_PARAM_TABLE) {
            if (with_vis)
                snprintf(buf, n, "DescriptorTable [%u] (visibility %s)", r.i,
                         vis_name(p->visibility));
            else
                snprintf(buf, n, "DescriptorTable [%u]", r.i);
            break;
        }
        regs_text(regs, sizeof regs, param_class(p->type), p->reg, 1);
        snprintf(buf, n, "%s%s [%u] (%s, space %u%s)",
                 p->type == RSIG_PARAM_CONSTANTS ? "" : "root ", param_kind_name(p->type), r.i,
                 regs, p->space, vis);
        break;
    }
    case EL_RANGE: {
        const rsig_param *p = &sig->params[r.i];
        const rsig_range *x = &p->ranges[r.j];
        if (with_vis)
            snprintf(vis, sizeof vis, ", visibility %s", vis_name(p->visibility));
        regs_text(regs, sizeof regs, x->type, x->base_register, x->num_descriptors);
        snprintf(buf, n, "DescriptorTable [%u], range [%u] (%s %s, space %u%s)", r.i, r.j,
                 class_name(x->type), regs, x->space, vis);
        break;
    }
    case EL_SAMPLER: {
        const rsig_sampler *s = &sig->samplers[r.i];
        if (with_vis)
            snprintf(vis, sizeof vis, ", visibility %s", vis_name(s->visibility));
        snprintf(buf, n, "StaticSampler [%u] (s%u, space %u%s)", r.i, s->reg, s->space, vis);
        break;
    }
    }
    return buf;
}

/*
 * describe(v, r, false, buf, n), deferred: buf reads "" until a report() or
 * note() is about to format a message, which fills it first. The element's
 * checks end with done_describing(v), before buf goes out of scope.
 */
static const char *describe_later(vstate *v, elref r, char *buf, size_t n)
{
    buf[0] = 0;
    v->lazy_buf = buf;
    v->lazy_n = n;
    v->lazy_kind = (unsigned)r.kind;
    v->lazy_i = r.i;
    v->lazy_j = r.j;
    return buf;
}

static void materialize(vstate *v)
{
    if (v->lazy_buf == NULL)
        return;
    elref r = {(el_kind)v->lazy_kind, v->lazy_i, v->lazy_j};
    describe(v, r, false, v->lazy_buf, v->lazy_n);
    v->lazy_buf = NULL;
}

static void done_describing(vstate *v)
{
    v->lazy_buf = NULL;
}

/* ---- values ------------------------------------------------------------ */

static void rule_visibility(vstate *v, elref r, const rsig_node_loc *loc, uint32_t vis)
{
    if (rsig_kw_name(RSIG_KW_VISIBILITY, vis) != NULL)
        return;
    char d[160];
    report(v, RSIG_VISIBILITY_VALUE, field_span(loc, RSIG_F_VISIBILITY),
           "%s: shader visibility %u is not a D3D12_SHADER_VISIBILITY value (0 ALL, 1 VERTEX, "
           "2 HULL, 3 DOMAIN, 4 GEOMETRY, 5 PIXEL, 6 AMPLIFICATION, 7 MESH)",
           describe(v, r, false, d, sizeof d), vis);
}

static void rule_register_reserved(vstate *v, elref r, const rsig_node_loc *loc, uint32_t reg)
{
    if (reg != REG_MAX)
        return;
    char d[160];
    report(v, RSIG_REGISTER_RESERVED, field_span(loc, RSIG_F_REGISTER),
           "%s: register number %u is not allowed; registers go from 0 to 4294967294",
           describe(v, r, false, d, sizeof d), reg);
}

static void rule_space_reserved(vstate *v, elref r, const rsig_node_loc *loc, uint32_t space)
{
    if (space < SPACE_RESERVED_FIRST)
        return;
    char d[160];
    report(v, RSIG_SPACE_RESERVED, field_span(loc, RSIG_F_SPACE),
           "%s: register space %u (0x%x) is reserved for the driver and the system (0xfffffff0 "
           "to 0xffffffff); use a space below 4294967280",
           describe(v, r, false, d, sizeof d), space, space);
}

static void rule_numdesc_zero(vstate *v, elref r, const rsig_range *x)
{
    if (x->num_descriptors != 0)
        return;
    char d[160];
    report(v, RSIG_NUMDESC_ZERO, field_span(&x->loc, RSIG_F_NUMDESC),
           "%s: numDescriptors is 0; a range holds at least 1 descriptor (or 'unbounded')",
           describe(v, r, false, d, sizeof d));
}

static void rule_register_overflow(vstate *v, elref r, const rsig_range *x)
{
    uint32_t n = x->num_descriptors;
    if (n == 0 || n == RSIG_UNBOUNDED || (uint64_t)x->base_register + n - 1 <= REG_MAX)
        return;
    char d[160];
    rsig_span at = rsig_given(&x->loc, RSIG_F_NUMDESC) ? field_span(&x->loc, RSIG_F_NUMDESC)
                                                       : field_span(&x->loc, RSIG_F_REGISTER);
    report(v, RSIG_REGISTER_OVERFLOW, at,
           "%s: %u descriptors from register %u would end at register %llu, past the last "
           "register 4294967295; lower the base register or numDescriptors",
           describe(v, r, false, d, sizeof d), n, x->base_register,
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
    if (!rsig_given(loc, RSIG_F_FLAGS) || v->sig->version != ROOTSIG_VERSION_1_0)
        return true;
    rsig_span at = field_span(loc, RSIG_F_FLAGS);
    char d[160], names[160];
    const char *what = cls == RSIG_KW_RANGE_FLAG ? "descriptor range" : "root descriptor";
    if (flags != implied) {
        report(v, RSIG_FLAGS_VERSION, at,
               "%s: version 1.0 has no %s flags (it always implies %s); remove 'flags' or "
               "compile for version 1.1",
               describe(v, r, false, d, sizeof d), what,
               flag_names(cls, implied, names, sizeof names));
        return false;
    }
    if (v->text)
        report(v, RSIG_FLAGS_REDUNDANT, at,
               "%s: 'flags' repeats what version 1.0 implies and is not written; DXC rejects "
               "any 'flags' in 1.0",
               describe(v, r, false, d, sizeof d));
    return true;
}

static bool rule_flags_known(vstate *v, const char *who, rsig_span at, uint32_t flags,
                             rsig_kw_class cls)
{
    uint32_t mask = kw_mask(cls);
    uint32_t bad = flags & ~mask;
    if (bad == 0)
        return true;
    char defined[200];
    report(v, RSIG_FLAGS_UNKNOWN, at,
           "%s: flag bits 0x%x are not %ss (flags 0x%x; the defined ones are %s)", who, bad,
           rsig_kw_class_name(cls), flags, flag_names(cls, mask, defined, sizeof defined));
    return false;
}

static void rule_root_flags(vstate *v)
{
    const rootsig_signature *sig = v->sig;
    uint32_t bad = sig->flags & ~kw_mask(RSIG_KW_ROOT_FLAG);
    if (bad == 0)
        return;
    rsig_span at = sig->root_flags_at;
    if (bad == RF_DXC_LOW_TIER_CB) {
        report(v, RSIG_FLAGS_UNKNOWN, at,
               "root signature flags 0x%x: bit 0x80000000 is DXC's internal "
               "AllowLowTierReservedHwCbLimit, not a D3D12_ROOT_SIGNATURE_FLAGS value (clang and "
               "LLVM reject it); clear it",
               sig->flags);
        return;
    }
    char defined[400];
    report(v, RSIG_FLAGS_UNKNOWN, at,
           "root signature flags 0x%x: bits 0x%x are not root signature flags (valid mask "
           "0x%x: %s)",
           sig->flags, bad, kw_mask(RSIG_KW_ROOT_FLAG),
           flag_names(RSIG_KW_ROOT_FLAG, kw_mask(RSIG_KW_ROOT_FLAG), defined, sizeof defined));
}

static bool rule_flags_data_exclusive(vstate *v, const char *who, rsig_span at, uint32_t flags,
                                      rsig_kw_class cls)
{
    uint32_t data = flags & F_DATA_ANY;
    if ((data & (data - 1)) == 0)
        return true;
    char names[160];
    report(v, RSIG_FLAGS_DATA_EXCLUSIVE, at,
           "%s: flags %s name more than one DATA_* flag; keep one of DATA_VOLATILE, "
           "DATA_STATIC_WHILE_SET_AT_EXECUTE and DATA_STATIC",
           who, flag_names(cls, flags, names, sizeof names));
    return false;
}

static bool rule_flags_sampler_data(vstate *v, const char *who, rsig_span at, uint32_t flags)
{
    if (!(flags & F_DATA_ANY))
        return true;
    char names[160], data[160];
    report(v, RSIG_FLAGS_SAMPLER_DATA, at,
           "%s: flags %s: a Sampler range cannot have DATA_* flags, samplers point to no data; "
           "remove %s",
           who, flag_names(RSIG_KW_RANGE_FLAG, flags, names, sizeof names),
           flag_names(RSIG_KW_RANGE_FLAG, flags & F_DATA_ANY, data, sizeof data));
    return false;
}

static bool rule_flags_volatile_static(vstate *v, const char *who, rsig_span at, uint32_t flags)
{
    if ((flags & (F_DESCRIPTORS_VOLATILE | F_DATA_STATIC)) !=
        (F_DESCRIPTORS_VOLATILE | F_DATA_STATIC))
        return true;
    report(v, RSIG_FLAGS_VOLATILE_STATIC, at,
           "%s: DESCRIPTORS_VOLATILE cannot be combined with DATA_STATIC (data cannot be static "
           "while its descriptors may change); use DATA_STATIC_WHILE_SET_AT_EXECUTE",
           who);
    return false;
}

static bool rule_flags_volatile_keeping(vstate *v, const char *who, rsig_span at, uint32_t flags)
{
    if ((flags & (F_DESCRIPTORS_VOLATILE | F_DESCRIPTORS_STATIC_KEEPING)) !=
        (F_DESCRIPTORS_VOLATILE | F_DESCRIPTORS_STATIC_KEEPING))
        return true;
    report(v, RSIG_FLAGS_VOLATILE_KEEPING, at,
           "%s: DESCRIPTORS_VOLATILE and DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS "
           "contradict each other (volatile vs static descriptors); keep one",
           who);
    return false;
}

static void check_param_flags(vstate *v, uint32_t i)
{
    const rsig_param *p = &v->sig->params[i];
    if (!rule_flags_in_1_0(v, ref_param(i), &p->loc, p->flags, 0x2, RSIG_KW_DESC_FLAG) ||
        v->sig->version == ROOTSIG_VERSION_1_0)
        return;
    uint32_t flags = rsig_param_flags(v->sig, p, v->opt.compat);
    char d[160];
    describe_later(v, ref_param(i), d, sizeof d);
    rsig_span at = field_span(&p->loc, RSIG_F_FLAGS);
    if (rule_flags_known(v, d, at, flags, RSIG_KW_DESC_FLAG))
        rule_flags_data_exclusive(v, d, at, flags, RSIG_KW_DESC_FLAG);
    done_describing(v);
}

static void check_range_flags(vstate *v, uint32_t i, uint32_t j)
{
    const rsig_range *x = &v->sig->params[i].ranges[j];
    bool sampler = x->type == RSIG_RANGE_SAMPLER;
    if (!rule_flags_in_1_0(v, ref_range(i, j), &x->loc, x->flags, sampler ? 0x1 : 0x3,
                           RSIG_KW_RANGE_FLAG) ||
        v->sig->version == ROOTSIG_VERSION_1_0)
        return;
    uint32_t flags = rsig_range_flags(v->sig, x, v->opt.compat);
    char d[160];
    describe_later(v, ref_range(i, j), d, sizeof d);
    rsig_span at = field_span(&x->loc, RSIG_F_FLAGS);
    if (rule_flags_known(v, d, at, flags, RSIG_KW_RANGE_FLAG)) {
        if (sampler) {
            rule_flags_sampler_data(v, d, at, flags);
        } else if (rule_flags_data_exclusive(v, d, at, flags, RSIG_KW_RANGE_FLAG)) {
            rule_flags_volatile_static(v, d, at, flags);
        }
        rule_flags_volatile_keeping(v, d, at, flags);
    }
    done_describing(v);
}

/* ---- static samplers --------------------------------------------------- */

static bool is_comparison_filter(uint32_t filter)
{
    return ((filter >> 7) & 3u) == 1u; /* reduction type bits [8:7]: 1 = comparison */
}

static bool rule_sampler_filter(vstate *v, const char *who, const rsig_sampler *s)
{
    const rsig_keyword *k = kw_entry(RSIG_KW_FILTER, s->filter);
    rsig_span at = field_span(&s->loc, RSIG_F_FILTER);
    if (k == NULL) {
        report(v, RSIG_FILTER_VALUE, at,
               "%s: filter 0x%x is not a D3D12_FILTER value (for example 0x55 "
               "FILTER_ANISOTROPIC)",
               who, s->filter);
        return false;
    }
    if (k->kwflags & RSIG_KWF_NO_DSL)
        report(v, RSIG_FILTER_ANISO_POINT_MIP, at,
               "%s: %s (0x%x) needs a device that reports AnisoFilterWithPointMipSupported; DXC "
               "and LLVM reject it",
               who, k->name, s->filter);
    return true;
}

static void rule_sampler_address(vstate *v, const char *who, const rsig_sampler *s)
{
    static const struct {
        rsig_field f;
        const char *name;
    } fields[] = {{RSIG_F_ADDRESS_U, "addressU"},
                  {RSIG_F_ADDRESS_V, "addressV"},
                  {RSIG_F_ADDRESS_W, "addressW"}};
    const uint32_t values[] = {s->address_u, s->address_v, s->address_w};
    for (int k = 0; k < 3; k++)
        if (kw_entry(RSIG_KW_ADDRESS, values[k]) == NULL)
            report(v, RSIG_ADDRESS_VALUE, field_span(&s->loc, fields[k].f),
                   "%s: %s %u is not a D3D12_TEXTURE_ADDRESS_MODE value (1 WRAP, 2 MIRROR, 3 "
                   "CLAMP, 4 BORDER, 5 MIRROR_ONCE)",
                   who, fields[k].name, values[k]);
}

static bool rule_sampler_comparison_value(vstate *v, const char *who, const rsig_sampler *s)
{
    if (kw_entry(RSIG_KW_COMPARISON, s->comparison) != NULL)
        return true;
    report(v, RSIG_COMPARISON_VALUE, field_span(&s->loc, RSIG_F_COMPARISON),
           "%s: comparisonFunc %u is not a D3D12_COMPARISON_FUNC value (0 NONE to 8 ALWAYS)", who,
           s->comparison);
    return false;
}

static bool rule_sampler_border_value(vstate *v, const char *who, const rsig_sampler *s)
{
    if (kw_entry(RSIG_KW_BORDER, s->border_color) != NULL)
        return true;
    report(v, RSIG_BORDER_COLOR_VALUE, field_span(&s->loc, RSIG_F_BORDER_COLOR),
           "%s: borderColor %u is not a D3D12_STATIC_BORDER_COLOR value (0 TRANSPARENT_BLACK to "
           "4 OPAQUE_WHITE_UINT)",
           who, s->border_color);
    return false;
}

static void rule_mip_lod_bias(vstate *v, const char *who, const rsig_sampler *s)
{
    float b = f32(s->mip_lod_bias);
    if (!isnan(b) && b >= MIP_LOD_BIAS_MIN && b <= MIP_LOD_BIAS_MAX)
        return;
    char t[48];
    report(v, RSIG_MIP_LOD_BIAS_RANGE, field_span(&s->loc, RSIG_F_MIP_LOD_BIAS),
           "%s: mipLODBias %s is outside the range [-16, 15.99] (D3D12_MIP_LOD_BIAS_MIN/MAX)",
           who, float_text(v, s->mip_lod_bias, t, sizeof t));
}

static void rule_max_anisotropy(vstate *v, const char *who, const rsig_sampler *s)
{
    if (s->max_anisotropy <= MAX_ANISOTROPY)
        return;
    report(v, RSIG_MAX_ANISOTROPY_RANGE, field_span(&s->loc, RSIG_F_MAX_ANISOTROPY),
           "%s: maxAnisotropy %u is above the maximum 16", who, s->max_anisotropy);
}

static void rule_comparison_required(vstate *v, const char *who, const rsig_sampler *s)
{
    if (!is_comparison_filter(s->filter) || s->comparison != 0)
        return;
    const char *fname = rsig_kw_name(RSIG_KW_FILTER, s->filter);
    report(v, RSIG_COMPARISON_REQUIRED, field_span(&s->loc, RSIG_F_COMPARISON),
           "%s: the comparison filter %s needs a comparison function, but comparisonFunc is "
           "COMPARISON_NONE; use COMPARISON_LESS_EQUAL or another COMPARISON_* value",
           who, fname ? fname : "?");
}

static void rule_lod_nan(vstate *v, const char *who, const rsig_sampler *s)
{
    char t[48];
    if (isnan(f32(s->min_lod)))
        report(v, RSIG_LOD_NAN, field_span(&s->loc, RSIG_F_MIN_LOD),
               "%s: minLOD is %s; it must be a number (infinities are allowed)", who,
               float_text(v, s->min_lod, t, sizeof t));
    if (isnan(f32(s->max_lod)))
        report(v, RSIG_LOD_NAN, field_span(&s->loc, RSIG_F_MAX_LOD),
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
    uint32_t reduction = (f >> 7) & 3u, minf = (f >> 4) & 3u, magf = (f >> 2) & 3u;
    bool ok = (f & ~0x194u) == 0 && reduction != 1 && minf == magf && (f & 3u) == 0;
    if (ok)
        return;
    const char *fname = rsig_kw_name(RSIG_KW_FILTER, f);
    char fb[16];
    if (fname == NULL) {
        snprintf(fb, sizeof fb, "0x%x", f);
        fname = fb;
    }
    report(v, RSIG_NONNORM_FILTER, field_span(&s->loc, RSIG_F_FILTER),
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
        if (f32(values[k]) != 0.0f)
            report(v, RSIG_NONNORM_LOD, field_span(&s->loc, fields[k].f),
                   "%s: NON_NORMALIZED_COORDINATES needs %s = 0, not %s%s", who, fields[k].name,
                   float_text(v, values[k], t, sizeof t), dflt(s, fields[k].f));
}

static void rule_nonnorm_address(vstate *v, const char *who, const rsig_sampler *s)
{
    static const struct {
        rsig_field f;
        const char *name;
    } fields[] = {{RSIG_F_ADDRESS_U, "addressU"}, {RSIG_F_ADDRESS_V, "addressV"}};
    const uint32_t values[] = {s->address_u, s->address_v};
    for (int k = 0; k < 2; k++) {
        if (values[k] == ADDRESS_CLAMP || values[k] == ADDRESS_BORDER)
            continue;
        const char *n = rsig_kw_name(RSIG_KW_ADDRESS, values[k]);
        char nb[16];
        if (n == NULL) {
            snprintf(nb, sizeof nb, "%u", values[k]);
            n = nb;
        }
        report(v, RSIG_NONNORM_ADDRESS, field_span(&s->loc, fields[k].f),
               "%s: NON_NORMALIZED_COORDINATES needs %s = TEXTURE_ADDRESS_CLAMP or "
               "TEXTURE_ADDRESS_BORDER, not %s%s",
               who, fields[k].name, n, dflt(s, fields[k].f));
    }
}

static bool is_uint_border(uint32_t c)
{
    return c == BORDER_OPAQUE_BLACK_UINT || c == BORDER_OPAQUE_WHITE_UINT;
}

static void rule_uint_border_float_color(vstate *v, const char *who, const rsig_sampler *s)
{
    uint32_t c = s->border_color;
    if (!(s->flags & SF_UINT_BORDER_COLOR) || c == BORDER_TRANSPARENT_BLACK || is_uint_border(c))
        return;
    const char *n = rsig_kw_name(RSIG_KW_BORDER, c);
    report(v, RSIG_UINT_BORDER_FLOAT_COLOR, field_span(&s->loc, RSIG_F_BORDER_COLOR),
           "%s: UINT_BORDER_COLOR is set but borderColor %s%s is a float color; use "
           "STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT, STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT or "
           "STATIC_BORDER_COLOR_TRANSPARENT_BLACK",
           who, n ? n : "?", dflt(s, RSIG_F_BORDER_COLOR));
}

static void rule_uint_border_no_flag(vstate *v, const char *who, const rsig_sampler *s)
{
    if (!is_uint_border(s->border_color) || (s->flags & SF_UINT_BORDER_COLOR))
        return;
    report(v, RSIG_UINT_BORDER_NO_FLAG, field_span(&s->loc, RSIG_F_BORDER_COLOR),
           "%s: %s without the UINT_BORDER_COLOR flag: the D3D12 documents disagree on whether "
           "that is valid; add 'flags = UINT_BORDER_COLOR'",
           who, rsig_kw_name(RSIG_KW_BORDER, s->border_color));
}

static void rule_uint_border_version(vstate *v, const char *who, const rsig_sampler *s)
{
    if (!is_uint_border(s->border_color))
        return;
    report(v, RSIG_UINT_BORDER_VERSION, field_span(&s->loc, RSIG_F_BORDER_COLOR),
           "%s: %s in version %s: a static sampler can only say its border color is an "
           "integer (UINT_BORDER_COLOR) from version 1.2 on; compile for 1.2",
           who, rsig_kw_name(RSIG_KW_BORDER, s->border_color),
           v->sig->version == ROOTSIG_VERSION_1_0 ? "1.0" : "1.1");
}

static void rule_sampler_flags_version(vstate *v, const char *who, const rsig_sampler *s)
{
    char names[160];
    report(v, RSIG_FLAGS_VERSION, field_span(&s->loc, RSIG_F_FLAGS),
           "%s: static sampler flags (%s) need root signature version 1.2 (this is %s); remove "
           "'flags' or compile for version 1.2",
           who, flag_names(RSIG_KW_SAMPLER_FLAG, s->flags, names, sizeof names),
           v->sig->version == ROOTSIG_VERSION_1_0 ? "1.0" : "1.1");
}

static void check_sampler_rules(vstate *v, uint32_t k, const char *who)
{
    const rsig_sampler *s = &v->sig->samplers[k];
    elref r = ref_sampler(k);
    rule_register_reserved(v, r, &s->loc, s->reg);
    rule_space_reserved(v, r, &s->loc, s->space);
    rule_visibility(v, r, &s->loc, s->visibility);
    bool filter_ok = rule_sampler_filter(v, who, s);
    rule_sampler_address(v, who, s);
    bool cmp_ok = rule_sampler_comparison_value(v, who, s);
    rule_sampler_border_value(v, who, s);
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
    if (!rule_flags_known(v, who, field_span(&s->loc, RSIG_F_FLAGS), s->flags,
                          RSIG_KW_SAMPLER_FLAG))
        return;
    if (s->flags & SF_NON_NORMALIZED_COORDINATES) {
        rule_nonnorm_filter(v, who, s);
        rule_nonnorm_lod(v, who, s);
        rule_nonnorm_address(v, who, s);
    }
    rule_uint_border_float_color(v, who, s);
    rule_uint_border_no_flag(v, who, s);
}

static void check_sampler(vstate *v, uint32_t k)
{
    char who[160];
    check_sampler_rules(v, k, describe_later(v, ref_sampler(k), who, sizeof who));
    done_describing(v);
}

/* ---- deny flags -------------------------------------------------------- */

/* The DENY_*_SHADER_ROOT_ACCESS flag of a single-stage visibility, or 0. */
static uint32_t deny_flag_of(uint32_t vis)
{
    static const uint32_t deny[8] = {0, 0x2, 0x4, 0x8, 0x10, 0x20, 0x100, 0x200};
    return vis < 8 ? deny[vis] : 0;
}

static void rule_deny_visibility(vstate *v, elref r, const rsig_node_loc *loc, uint32_t vis)
{
    uint32_t deny = deny_flag_of(vis);
    if (deny == 0 || !(v->sig->flags & deny))
        return;
    char d[160];
    const char *flag = rsig_kw_name(RSIG_KW_ROOT_FLAG, deny);
    long id = report(v, RSIG_DENY_VISIBILITY, field_span(loc, RSIG_F_VISIBILITY),
                     "%s is visible only to the %s stage, but %s denies that stage root "
                     "access, so no shader can use it; change its visibility or drop the flag",
                     describe(v, r, false, d, sizeof d), vis_name(vis), flag ? flag : "?");
    if (v->sig->has_root_flags)
        note(v, id, v->sig->root_flags_at, "%s is set here", flag ? flag : "the flag");
}

/* ---- descriptor tables ------------------------------------------------- */

static void rule_table_empty(vstate *v, uint32_t i)
{
    const rsig_param *p = &v->sig->params[i];
    if (p->nranges != 0)
        return;
    report(v, RSIG_TABLE_EMPTY, p->loc.kw,
           "DescriptorTable [%u] has no ranges: it takes a root parameter slot and binds "
           "nothing, and DXC cannot read an empty table back from the binary; add a range or "
           "remove it",
           i);
}

static void rule_table_mixed(vstate *v, uint32_t i)
{
    const rsig_param *p = &v->sig->params[i];
    uint32_t first_sampler = UINT32_MAX, first_other = UINT32_MAX;
    for (uint32_t j = 0; j < p->nranges; j++) {
        uint32_t *slot = p->ranges[j].type == RSIG_RANGE_SAMPLER ? &first_sampler : &first_other;
        if (*slot == UINT32_MAX)
            *slot = j;
        if (first_sampler != UINT32_MAX && first_other != UINT32_MAX)
            break;
    }
    if (first_sampler == UINT32_MAX || first_other == UINT32_MAX)
        return;
    uint32_t later = first_sampler > first_other ? first_sampler : first_other;
    uint32_t earlier = first_sampler > first_other ? first_other : first_sampler;
    char a[160], b[160];
    long id = report(v, RSIG_TABLE_MIXED_SAMPLER, p->ranges[later].loc.kw,
                     "%s: a descriptor table cannot mix Sampler ranges with CBV, SRV or UAV "
                     "ranges (first %s range: %s); put the Sampler ranges in a DescriptorTable "
                     "of their own",
                     describe(v, ref_range(i, later), false, a, sizeof a),
                     later == first_sampler ? "non-sampler" : "sampler",
                     describe(v, ref_range(i, earlier), false, b, sizeof b));
    note(v, id, p->ranges[earlier].loc.kw, "the first %s range of the table is here",
         earlier == first_sampler ? "Sampler" : "non-sampler");
}

/* A range's place in the descriptor heap, relative to the table start. */
typedef struct heap_slot {
    uint64_t start, end; /* end inclusive; UINT64_MAX for unbounded */
    uint32_t j;
    rsig_range_type type;
} heap_slot;

typedef struct pair {
    uint64_t key1, key2; /* primary's order, partner's order */
    size_t a, b;         /* primary, partner (indices into the caller's array) */
} pair;

static int cmp_slot(const void *x, const void *y)
{
    const heap_slot *a = x, *b = y;
    if (a->start != b->start)
        return a->start < b->start ? -1 : 1;
    return a->j < b->j ? -1 : a->j > b->j;
}

static int cmp_pair(const void *x, const void *y)
{
    const pair *a = x, *b = y;
    if (a->key1 != b->key1)
        return a->key1 < b->key1 ? -1 : 1;
    return a->key2 < b->key2 ? -1 : a->key2 > b->key2;
}

/*
 * Places every range of table i in the heap (DXC's algorithm, dxc.md §3.2):
 * explicit offsets as given, APPEND right after the previous range. After a
 * reported error the position is unknown and APPEND ranges are skipped until
 * the next explicit offset, so one mistake gives one message. Placed ranges
 * go to slots for the overlap rule.
 */
static uint32_t rule_table_offsets(vstate *v, uint32_t i, heap_slot *slots)
{
    const rsig_param *p = &v->sig->params[i];
    uint64_t next = 0;
    bool lost = false, after_unbounded = false;
    uint32_t unbounded_j = 0, nslots = 0;
    char d[160], e[160];
    for (uint32_t j = 0; j < p->nranges; j++) {
        const rsig_range *x = &p->ranges[j];
        uint32_t n = x->num_descriptors;
        if (n == 0)
            continue; /* RSIG_NUMDESC_ZERO */
        bool append = x->offset == RSIG_APPEND;
        rsig_span at = rsig_given(&x->loc, RSIG_F_OFFSET) ? field_span(&x->loc, RSIG_F_OFFSET)
                                                          : x->loc.kw;
        uint64_t start;
        if (append) {
            if (lost)
                continue;
            if (after_unbounded) {
                long id = report(v, RSIG_TABLE_APPEND_UNBOUNDED, at,
                                 "%s is appended after an unbounded range, so its heap offset "
                                 "is unknown; give it an explicit 'offset' or make the range "
                                 "before it bounded",
                                 describe(v, ref_range(i, j), false, d, sizeof d));
                note(v, id, p->ranges[unbounded_j].loc.kw, "the unbounded range: %s",
                     describe(v, ref_range(i, unbounded_j), false, e, sizeof e));
                lost = true;
                continue;
            }
            start = next;
        } else {
            start = x->offset;
        }
        uint64_t end = n == RSIG_UNBOUNDED ? start : start + n - 1;
        if (end > REG_MAX) {
            if (append && start > REG_MAX)
                report(v, RSIG_TABLE_OFFSET_OVERFLOW, at,
                       "%s would start at heap offset %llu, right after a range that ends at "
                       "the last offset 4294967295; give it an explicit 'offset'",
                       describe(v, ref_range(i, j), false, d, sizeof d),
                       (unsigned long long)start);
            else
                report(v, RSIG_TABLE_OFFSET_OVERFLOW, at,
                       "%s occupies heap offsets %llu..%llu, past the last descriptor offset "
                       "4294967295; lower its offset or numDescriptors",
                       describe(v, ref_range(i, j), false, d, sizeof d),
                       (unsigned long long)start, (unsigned long long)end);
            lost = true;
            continue;
        }
        lost = false;
        after_unbounded = n == RSIG_UNBOUNDED;
        if (after_unbounded) {
            unbounded_j = j;
            end = UINT64_MAX;
        } else {
            next = end + 1;
        }
        slots[nslots++] = (heap_slot){start, end, j, x->type};
    }
    return nslots;
}

/*
 * Ranges of different types sharing heap offsets: the same descriptor would
 * have to be, say, an SRV and a UAV at once. Same-type aliasing is allowed
 * (the D3D12 docs' `UAV(u4), UAV(u5, offset=1)` example). Sort by start and
 * sweep, keeping per type the range that reaches furthest; a range forms one
 * pair with each other type's furthest range it reaches (at most 3), which,
 * as for registers below, names every range involved in some overlap.
 */
static void rule_table_offset_overlap(vstate *v, uint32_t i, heap_slot *slots, uint32_t n,
                                      pair *pairs)
{
    const rsig_param *p = &v->sig->params[i];
    rsig_sort(&v->ctx->arena, slots, n, sizeof *slots, cmp_slot);
    struct {
        uint64_t end;
        uint32_t k;
        bool set;
    } reach[4] = {{0, 0, false}, {0, 0, false}, {0, 0, false}, {0, 0, false}};
    uint32_t npairs = 0;
    for (uint32_t k = 0; k < n; k++) {
        const heap_slot *s = &slots[k];
        for (int t = 0; t < 4; t++) {
            if ((rsig_range_type)t == s->type || !reach[t].set || reach[t].end < s->start)
                continue;
            size_t a = k, b = reach[t].k;
            if (slots[a].j < slots[b].j) {
                a = reach[t].k;
                b = k;
            }
            pairs[npairs++] = (pair){slots[a].j, slots[b].j, a, b};
        }
        unsigned t = (unsigned)s->type & 3u;
        if (!reach[t].set || s->end > reach[t].end) {
            reach[t].end = s->end;
            reach[t].k = k;
            reach[t].set = true;
        }
    }
    rsig_sort(&v->ctx->arena, pairs, npairs, sizeof *pairs, cmp_pair);
    char a[160], b[160];
    for (uint32_t k = 0; k < npairs && !rsig_diag_stopped(v->ctx); k++) {
        const heap_slot *x = &slots[pairs[k].a], *y = &slots[pairs[k].b];
        uint64_t lo = x->start > y->start ? x->start : y->start;
        uint64_t hi = x->end < y->end ? x->end : y->end;
        char span[64];
        if (hi == UINT64_MAX)
            snprintf(span, sizeof span, "offsets %llu onwards", (unsigned long long)lo);
        else if (hi == lo)
            snprintf(span, sizeof span, "offset %llu", (unsigned long long)lo);
        else
            snprintf(span, sizeof span, "offsets %llu..%llu", (unsigned long long)lo,
                     (unsigned long long)hi);
        long id = report(v, RSIG_TABLE_OFFSET_OVERLAP, p->ranges[x->j].loc.kw,
                         "%s shares heap %s with %s, a range of another type; a "
                         "descriptor cannot be both, so give one of them another 'offset'",
                         describe(v, ref_range(i, x->j), false, a, sizeof a), span,
                         describe(v, ref_range(i, y->j), false, b, sizeof b));
        note(v, id, p->ranges[y->j].loc.kw, "the other range is here");
    }
}

static void check_table(vstate *v, uint32_t i)
{
    const rsig_param *p = &v->sig->params[i];
    rule_table_empty(v, i);
    for (uint32_t j = 0; j < p->nranges && !rsig_diag_stopped(v->ctx); j++) {
        const rsig_range *x = &p->ranges[j];
        elref r = ref_range(i, j);
        rule_register_reserved(v, r, &x->loc, x->base_register);
        rule_space_reserved(v, r, &x->loc, x->space);
        rule_numdesc_zero(v, r, x);
        rule_register_overflow(v, r, x);
        check_range_flags(v, i, j);
    }
    rule_table_mixed(v, i);
    if (p->nranges == 0)
        return;
    heap_slot *slots = rsig_alloc_array(&v->ctx->arena, p->nranges, sizeof *slots);
    pair *pairs = rsig_alloc_array(&v->ctx->arena, (size_t)p->nranges * 3, sizeof *pairs);
    if (slots == NULL || pairs == NULL)
        return;
    uint32_t n = rule_table_offsets(v, i, slots);
    rule_table_offset_overlap(v, i, slots, n, pairs);
}

static void check_param(vstate *v, uint32_t i)
{
    const rsig_param *p = &v->sig->params[i];
    elref r = ref_param(i);
    rule_visibility(v, r, &p->loc, p->visibility);
    switch (p->type) {
    case RSIG_PARAM_TABLE:
        check_table(v, i);
        break;
    case RSIG_PARAM_CONSTANTS:
        rule_register_reserved(v, r, &p->loc, p->reg);
        rule_space_reserved(v, r, &p->loc, p->space);
        break;
    case RSIG_PARAM_CBV:
    case RSIG_PARAM_SRV:
    case RSIG_PARAM_UAV:
        rule_register_reserved(v, r, &p->loc, p->reg);
        rule_space_reserved(v, r, &p->loc, p->space);
        check_param_flags(v, i);
        break;
    }
    rule_deny_visibility(v, r, &p->loc, p->visibility);
}

/* ---- register overlap -------------------------------------------------- */

typedef struct binding {
    uint32_t cls, space, lo, hi, vis;
    bool unbounded;
    uint64_t order; /* source position: later in the source = larger */
    elref ref;
} binding;

/* Source position, then element order (binary nodes may share a span). */
static uint64_t order_of(const vstate *v, elref r, size_t seq)
{
    return (uint64_t)ref_loc(v, r)->at.off << 32 | (uint32_t)seq;
}

static int cmp_binding(const void *x, const void *y)
{
    const binding *a = x, *b = y;
    if (a->cls != b->cls)
        return a->cls < b->cls ? -1 : 1;
    if (a->space != b->space)
        return a->space < b->space ? -1 : 1;
    if (a->lo != b->lo)
        return a->lo < b->lo ? -1 : 1;
    return a->order < b->order ? -1 : a->order > b->order;
}

/*
 * Sorts the bindings by class, space, register and source order. A counting
 * pass on the class (four values) comes first: within a class, bindings are
 * mostly written in register order already, which rsig_sort then only
 * checks. The order is total (source order is unique), so the result does
 * not depend on how it is reached. False on OOM.
 */
static bool sort_bindings(vstate *v, binding *bs, size_t n)
{
    enum { CLASSES = 4 };
    size_t start[CLASSES + 1] = {0};
    for (size_t i = 0; i < n; i++) {
        if (bs[i].cls >= CLASSES) { /* not from any reader; sort it all the plain way */
            rsig_sort(&v->ctx->arena, bs, n, sizeof *bs, cmp_binding);
            return !v->ctx->arena.oom;
        }
        start[bs[i].cls + 1]++;
    }
    for (int c = 0; c < CLASSES; c++)
        start[c + 1] += start[c];
    binding *tmp = rsig_alloc_uninit(&v->ctx->arena, n * sizeof *tmp);
    if (tmp == NULL)
        return false;
    size_t at[CLASSES];
    memcpy(at, start, sizeof at);
    for (size_t i = 0; i < n; i++)
        tmp[at[bs[i].cls]++] = bs[i];
    memcpy(bs, tmp, n * sizeof *bs);
    for (int c = 0; c < CLASSES; c++)
        rsig_sort(&v->ctx->arena, bs + start[c], start[c + 1] - start[c], sizeof *bs,
                  cmp_binding);
    return !v->ctx->arena.oom;
}

static size_t collect_bindings(const vstate *v, binding *out)
{
    const rootsig_signature *sig = v->sig;
    size_t n = 0;
    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        if (p->visibility > 7)
            continue; /* RSIG_VISIBILITY_VALUE */
        if (p->type != RSIG_PARAM_TABLE) {
            binding b = {param_class(p->type), p->space, p->reg, p->reg, p->visibility, false, 0,
                         ref_param(i)};
            b.order = order_of(v, b.ref, n);
            out[n++] = b;
            continue;
        }
        for (uint32_t j = 0; j < p->nranges; j++) {
            const rsig_range *x = &p->ranges[j];
            if (x->num_descriptors == 0)
                continue; /* RSIG_NUMDESC_ZERO */
            uint64_t hi = x->num_descriptors == RSIG_UNBOUNDED
                              ? REG_MAX
                              : (uint64_t)x->base_register + x->num_descriptors - 1;
            binding b = {(uint32_t)x->type, x->space, x->base_register,
                         hi > REG_MAX ? REG_MAX : (uint32_t)hi, p->visibility,
                         x->num_descriptors == RSIG_UNBOUNDED, 0, ref_range(i, j)};
            b.order = order_of(v, b.ref, n);
            out[n++] = b;
        }
    }
    for (uint32_t k = 0; k < sig->nsamplers; k++) {
        const rsig_sampler *s = &sig->samplers[k];
        if (s->visibility > 7)
            continue;
        binding b = {RSIG_RANGE_SAMPLER, s->space, s->reg, s->reg, s->visibility, false, 0,
                     ref_sampler(k)};
        b.order = order_of(v, b.ref, n);
        out[n++] = b;
    }
    return n;
}

/*
 * Two bindings conflict if they have the same class (root constants are
 * CBVs, static samplers are samplers) and space, their registers intersect
 * and their visibilities overlap (ALL overlaps every stage).
 *
 * Sorted by (class, space, first register), an earlier binding intersects a
 * later one iff it reaches the later one's first register. The sweep keeps,
 * per visibility bucket, the binding that reaches furthest; each binding is
 * checked against the buckets it can see (its own and ALL; every bucket if
 * it is ALL) and forms one pair per bucket it overlaps, so at most 8 pairs
 * per binding and O(n log n) in all. No pair is found twice, and every
 * binding that conflicts with anything appears in some pair: either it
 * overlaps an earlier binding of a bucket it sees, or the first later
 * binding overlapping it comes right after it in its group and finds it as
 * its bucket's furthest reach.
 *
 * The error goes to whichever of the two comes later in the source, the
 * note to the other; errors come in source order.
 */
static void rule_register_overlap(vstate *v)
{
    const rootsig_signature *sig = v->sig;
    size_t total = sig->nsamplers;
    for (uint32_t i = 0; i < sig->nparams; i++)
        total += sig->params[i].type == RSIG_PARAM_TABLE ? sig->params[i].nranges : 1;
    if (total < 2)
        return;
    binding *bs = rsig_alloc_array(&v->ctx->arena, total, sizeof *bs);
    if (bs == NULL)
        return;
    size_t n = collect_bindings(v, bs);
    if (!sort_bindings(v, bs, n))
        return;
    pair *pairs = NULL;
    uint32_t npairs = 0, cap = 0;
    for (size_t g = 0; g < n;) {
        size_t end = g;
        while (end < n && bs[end].cls == bs[g].cls && bs[end].space == bs[g].space)
            end++;
        struct {
            uint32_t hi;
            size_t k;
            bool set;
        } reach[8];
        memset(reach, 0, sizeof reach);
        for (size_t k = g; k < end; k++) {
            const binding *b = &bs[k];
            for (uint32_t t = 0; t < 8; t++) {
                if (b->vis != 0 && t != 0 && t != b->vis)
                    continue;
                if (!reach[t].set || reach[t].hi < b->lo)
                    continue;
                if (!rsig_grow(&v->ctx->arena, (void **)&pairs, &cap, npairs + 1, sizeof *pairs))
                    return;
                size_t a = k, c = reach[t].k;
                if (bs[a].order < bs[c].order) {
                    a = reach[t].k;
                    c = k;
                }
                pairs[npairs++] = (pair){bs[a].order, bs[c].order, a, c};
            }
            if (!reach[b->vis].set || b->hi > reach[b->vis].hi) {
                reach[b->vis].hi = b->hi;
                reach[b->vis].k = k;
                reach[b->vis].set = true;
            }
        }
        g = end;
    }
    if (npairs == 0)
        return;
    rsig_sort(&v->ctx->arena, pairs, npairs, sizeof *pairs, cmp_pair);
    char a[200], c[200], regs[64];
    for (uint32_t k = 0; k < npairs && !rsig_diag_stopped(v->ctx); k++) {
        const binding *x = &bs[pairs[k].a], *y = &bs[pairs[k].b];
        uint32_t lo = x->lo > y->lo ? x->lo : y->lo;
        uint32_t hi = x->hi < y->hi ? x->hi : y->hi;
        char l = class_letter((rsig_range_type)x->cls);
        if (hi == REG_MAX && (x->unbounded || y->unbounded))
            snprintf(regs, sizeof regs, "%c%u onwards", l, lo);
        else if (hi == lo)
            snprintf(regs, sizeof regs, "%c%u", l, lo);
        else
            snprintf(regs, sizeof regs, "%c%u..%c%u", l, lo, l, hi);
        uint32_t vis = x->vis != 0 ? x->vis : y->vis;
        long id = report(v, RSIG_REGISTER_OVERLAP, ref_loc(v, x->ref)->kw,
                         "%s overlaps %s: both bind %s in space %u for visibility %s; move one "
                         "of them to other registers or another space",
                         describe(v, x->ref, true, a, sizeof a),
                         describe(v, y->ref, true, c, sizeof c), regs, x->space, vis_name(vis));
        note(v, id, ref_loc(v, y->ref)->kw, "%s is here", describe(v, y->ref, false, c, sizeof c));
    }
}

/* ---- root argument size ------------------------------------------------ */

static uint64_t dword_cost(const rsig_param *p)
{
    switch (p->type) {
    case RSIG_PARAM_TABLE: return 1;
    case RSIG_PARAM_CONSTANTS: return p->num32;
    case RSIG_PARAM_CBV:
    case RSIG_PARAM_SRV:
    case RSIG_PARAM_UAV: return 2;
    }
    return 0;
}

/* "[0] root CBV 2, [1] RootConstants 60, ..." (the first 64 entries). */
static void cost_list(const vstate *v, rsig_buf *b, bool bytes)
{
    const rootsig_signature *sig = v->sig;
    uint64_t off = 0, rest = 0;
    uint32_t shown = 0;
    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        uint64_t size = bytes ? (p->type == RSIG_PARAM_CONSTANTS ? 4 * (uint64_t)p->num32 : 8)
                              : dword_cost(p);
        if (bytes && p->type != RSIG_PARAM_CONSTANTS)
            off = (off + 7) & ~(uint64_t)7;
        if (shown == 64) {
            rest += size;
            off += size;
            continue;
        }
        const char *kind = param_kind_name(p->type);
        const char *root = p->type == RSIG_PARAM_CBV || p->type == RSIG_PARAM_SRV ||
                                   p->type == RSIG_PARAM_UAV
                               ? "root "
                               : "";
        if (bytes)
            rsig_buf_printf(b, "%s[%u] %s%s %llu at %llu", shown ? ", " : "", i, root, kind,
                            (unsigned long long)size, (unsigned long long)off);
        else
            rsig_buf_printf(b, "%s[%u] %s%s %llu", shown ? ", " : "", i, root, kind,
                            (unsigned long long)size);
        off += size;
        shown++;
    }
    if (shown < sig->nparams)
        rsig_buf_printf(b, ", and %u more parameters (%llu %s)", sig->nparams - shown,
                        (unsigned long long)rest, bytes ? "bytes" : "DWORDs");
}

/*
 * Global root signatures: at most 64 DWORDs (users.md §1.2, "Root Signature
 * Limits"): table 1, root constants 1 per value, root descriptor 2, static
 * sampler 0.
 */
static void rule_root_cost(vstate *v)
{
    const rootsig_signature *sig = v->sig;
    uint64_t total = 0, worst = 0;
    uint32_t crossing = UINT32_MAX, worst_i = 0;
    for (uint32_t i = 0; i < sig->nparams; i++) {
        uint64_t c = dword_cost(&sig->params[i]);
        total += c;
        if (total > MAX_ROOT_COST && crossing == UINT32_MAX)
            crossing = i;
        if (c > worst) {
            worst = c;
            worst_i = i;
        }
    }
    if (total <= MAX_ROOT_COST)
        return;
    char d[160], w[160];
    long id = report(v, RSIG_ROOT_COST, sig->params[crossing].loc.kw,
                     "the root signature needs %llu DWORDs of root arguments, more than the 64 "
                     "D3D12 allows (D3D12_MAX_ROOT_COST); %s is the first parameter past the "
                     "limit. A descriptor table costs 1 DWORD, a root descriptor 2, root "
                     "constants 1 per value: move root descriptors or constants into tables",
                     (unsigned long long)total,
                     describe(v, ref_param(crossing), false, d, sizeof d));
    if (id < 0)
        return;
    rsig_buf b;
    rsig_buf_init(&b, &v->ctx->arena);
    rsig_buf_printf(&b, "the largest is %s (%llu DWORDs); cost per parameter: ",
                    describe(v, ref_param(worst_i), false, w, sizeof w),
                    (unsigned long long)worst);
    cost_list(v, &b, false);
    rsig_buf_puts(&b, " (static samplers cost 0)");
    if (!b.failed)
        rsig_note(v->ctx, id, sig->src, sig->params[worst_i].loc.kw.off,
                  sig->params[worst_i].loc.kw.len, "%s", b.data);
}

/*
 * Local root signatures: their arguments live in the shader record after the
 * 32-byte shader identifier, and a record is at most 4096 bytes, so they get
 * 4064 bytes (Raytracing.md, "Local root signatures vs global root
 * signatures"). Layout (Raytracing.md, "Shader table memory
 * initialization"): in declaration order, each argument aligned to its
 * size: root constants 4 bytes per value (4-aligned), root descriptors and
 * descriptor tables 8 bytes (a GPU virtual address / descriptor handle,
 * 8-aligned). Static samplers take no space.
 */
static void rule_local_root_cost(vstate *v)
{
    const rootsig_signature *sig = v->sig;
    uint64_t off = 0;
    uint32_t crossing = UINT32_MAX;
    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        if (p->type == RSIG_PARAM_CONSTANTS) {
            off += 4 * (uint64_t)p->num32;
        } else {
            off = (off + 7) & ~(uint64_t)7;
            off += 8;
        }
        if (off > MAX_LOCAL_ROOT_BYTES && crossing == UINT32_MAX)
            crossing = i;
    }
    if (off <= MAX_LOCAL_ROOT_BYTES)
        return;
    char d[160];
    long id = report(v, RSIG_LOCAL_ROOT_COST, sig->params[crossing].loc.kw,
                     "the local root signature's arguments need %llu bytes of shader record, "
                     "more than the 4064 available (the 4096-byte maximum record stride minus "
                     "the 32-byte shader identifier); %s is the first parameter past the limit",
                     (unsigned long long)off,
                     describe(v, ref_param(crossing), false, d, sizeof d));
    if (id < 0)
        return;
    rsig_buf b;
    rsig_buf_init(&b, &v->ctx->arena);
    rsig_buf_puts(&b, "argument bytes and offsets (tables and root descriptors are 8 bytes, "
                      "8-aligned; constants 4 bytes each): ");
    cost_list(v, &b, true);
    if (!b.failed)
        rsig_note(v->ctx, id, sig->src, sig->params[0].loc.kw.off, sig->params[0].loc.kw.len,
                  "%s", b.data);
}

/* ---- driver ------------------------------------------------------------ */

rootsig_status rootsig_validate(rootsig_ctx *ctx, const rootsig_signature *sig,
                                const rootsig_options *options)
{
    if (ctx == NULL || sig == NULL)
        return ROOTSIG_ERR_ARG;
    vstate v = {ctx, sig, rsig_options_resolve(options),
                sig->src != NULL && sig->src->kind == RSIG_SRC_TEXT, NULL, 0, 0, 0, 0};
    rsig_diag_begin(ctx, options);
    size_t errors = ctx->errors;
    rule_root_flags(&v);
    /* Elements in source order (DSL static samplers may sit between parameters). */
    uint32_t i = 0, k = 0;
    while ((i < sig->nparams || k < sig->nsamplers) && !rsig_diag_stopped(ctx)) {
        bool take_param = k >= sig->nsamplers ||
                          (i < sig->nparams &&
                           sig->params[i].loc.at.off <= sig->samplers[k].loc.at.off);
        if (take_param) {
            check_param(&v, i++);
        } else {
            check_sampler(&v, k);
            rule_deny_visibility(&v, ref_sampler(k), &sig->samplers[k].loc,
                                 sig->samplers[k].visibility);
            k++;
        }
    }
    if (!rsig_diag_stopped(ctx))
        rule_register_overlap(&v);
    if (!rsig_diag_stopped(ctx)) {
        if (sig->flags & RF_LOCAL_ROOT_SIGNATURE)
            rule_local_root_cost(&v);
        else
            rule_root_cost(&v);
    }
    if (ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    return ctx->errors == errors ? ROOTSIG_OK : ROOTSIG_ERR_INPUT;
}
