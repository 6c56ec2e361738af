/*
 * schema.c: the element and field tables (schema.h says what they are for).
 * Names of things the DSL spells come from the keyword table, so nothing
 * here repeats a keyword; the metadata names and the message wording of
 * each element live only here.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "d3d12.h"
#include "schema.h"

#define B(x) (1u << RSIG_F_##x)
#define F(x) RSIG_F_##x
#define P(m) (int16_t)offsetof(rsig_param, m)
#define R(m) (int16_t)offsetof(rsig_range, m)
#define S(m) (int16_t)offsetof(rsig_sampler, m)
#define MD(name) .md_name = name, .md_len = (uint8_t)(sizeof name - 1)

const rsig_field_info rsig_fields[RSIG_F_COUNT] = {
    [F(REGISTER)] = {RSIG_V_UINT, -1, {P(reg), R(base_register), S(reg)}},
    [F(SPACE)] = {RSIG_V_UINT, -1, {P(space), R(space), S(space)}},
    [F(VISIBILITY)] = {RSIG_V_ENUM, RSIG_KW_VISIBILITY, {P(visibility), -1, S(visibility)}},
    [F(FLAGS)] = {RSIG_V_FLAGS, -1, {P(flags), R(flags), S(flags)}},
    [F(NUM32)] = {RSIG_V_UINT, -1, {P(num32), -1, -1}},
    [F(NUMDESC)] = {RSIG_V_UINT, RSIG_KW_NUMDESC_VALUE, {-1, R(num_descriptors), -1}},
    [F(OFFSET)] = {RSIG_V_UINT, RSIG_KW_OFFSET_VALUE, {-1, R(offset), -1}},
    [F(FILTER)] = {RSIG_V_ENUM, RSIG_KW_FILTER, {-1, -1, S(filter)}},
    [F(ADDRESS_U)] = {RSIG_V_ENUM, RSIG_KW_ADDRESS, {-1, -1, S(address_u)}},
    [F(ADDRESS_V)] = {RSIG_V_ENUM, RSIG_KW_ADDRESS, {-1, -1, S(address_v)}},
    [F(ADDRESS_W)] = {RSIG_V_ENUM, RSIG_KW_ADDRESS, {-1, -1, S(address_w)}},
    [F(MIP_LOD_BIAS)] = {RSIG_V_FLOAT, -1, {-1, -1, S(mip_lod_bias)}},
    [F(MAX_ANISOTROPY)] = {RSIG_V_UINT, -1, {-1, -1, S(max_anisotropy)}},
    [F(COMPARISON)] = {RSIG_V_ENUM, RSIG_KW_COMPARISON, {-1, -1, S(comparison)}},
    [F(BORDER_COLOR)] = {RSIG_V_ENUM, RSIG_KW_BORDER, {-1, -1, S(border_color)}},
    [F(MIN_LOD)] = {RSIG_V_FLOAT, -1, {-1, -1, S(min_lod)}},
    [F(MAX_LOD)] = {RSIG_V_FLOAT, -1, {-1, -1, S(max_lod)}},
};

/* Registers: D3D12_DESCRIPTOR_RANGE_TYPE order. */
const rsig_reg_class rsig_reg_classes[4] = {
    [RSIG_RANGE_SRV] = {'t', "shader-resource"},
    [RSIG_RANGE_UAV] = {'u', "unordered-access"},
    [RSIG_RANGE_CBV] = {'b', "constant-buffer"},
    [RSIG_RANGE_SAMPLER] = {'s', "sampler"},
};

/* An element's metadata operands after its name, and how many there are. */
#define OPS(...) .ops = {__VA_ARGS__}, .nops = (uint8_t)sizeof((uint8_t[]){__VA_ARGS__})

/*
 * Root descriptors and ranges differ only in their register class, names and
 * default flags. Costs (the D3D12 documentation, "Root Signature Limits";
 * DirectX-Specs' Raytracing.md for local root arguments): a table 1 DWORD, a root
 * descriptor 2, root constants 1 per value, static samplers nothing; in a
 * local root argument record tables and root descriptors take 8 bytes,
 * constants 4 each.
 */
#define ROOT_DESCRIPTOR(kind, cls, md, text, llvm)                                                 \
    {.keyword = kind, .in_table = (int)RSIG_K_RANGE + (int)cls, .node = RSIG_NODE_PARAM,          \
     .reg_class = cls, .flags_class = RSIG_KW_DESC_FLAG, MD(md), .what = text,                    \
     .dsl_fields = B(SPACE) | B(VISIBILITY) | B(FLAGS), .flags_1_0 = RSIG_DATA_VOLATILE,         \
     .flags_llvm = llvm, .root_dwords = 2, .arg_bytes = 8,                                         \
     OPS(F(VISIBILITY), F(REGISTER), F(SPACE), F(FLAGS))}
#define RANGE(kw, cls, md, text, v10, llvm)                                                        \
    {.keyword = kw, .in_table = (int)RSIG_K_RANGE + (int)cls, .node = RSIG_NODE_RANGE,            \
     .reg_class = cls, .flags_class = RSIG_KW_RANGE_FLAG, MD(md), .what = text,                   \
     .dsl_fields = B(NUMDESC) | B(SPACE) | B(OFFSET) | B(FLAGS), .flags_1_0 = v10,              \
     .flags_llvm = llvm,                                                                           \
     OPS(F(NUMDESC), F(REGISTER), F(SPACE), F(OFFSET), F(FLAGS))}

const rsig_schema rsig_schemas[RSIG_K_COUNT] = {
    [RSIG_K_TABLE] = {.keyword = RSIG_K_TABLE, .in_table = RSIG_K_NONE, .node = RSIG_NODE_PARAM,
                      .reg_class = -1, .flags_class = -1, MD("DescriptorTable"),
                      .what = "a DescriptorTable", .dsl_fields = B(VISIBILITY),
                      .root_dwords = 1, .arg_bytes = 8, OPS(F(VISIBILITY))},
    [RSIG_K_ROOT_CONSTANTS] = {.keyword = RSIG_K_ROOT_CONSTANTS, .in_table = RSIG_K_NONE,
                               .node = RSIG_NODE_PARAM, .reg_class = RSIG_RANGE_CBV,
                               .flags_class = -1, MD("RootConstants"), .what = "RootConstants",
                               .dsl_fields = B(NUM32) | B(SPACE) | B(VISIBILITY),
                               .required = B(NUM32), .root_dwords = 1, .arg_bytes = 4,
                               OPS(F(VISIBILITY), F(REGISTER), F(SPACE), F(NUM32))},
    [RSIG_K_ROOT_CBV] = ROOT_DESCRIPTOR(RSIG_K_ROOT_CBV, RSIG_RANGE_CBV, "RootCBV", "a root CBV",
                                        RSIG_DATA_STATIC_WHILE_SET_AT_EXECUTE),
    [RSIG_K_ROOT_SRV] = ROOT_DESCRIPTOR(RSIG_K_ROOT_SRV, RSIG_RANGE_SRV, "RootSRV", "a root SRV",
                                        RSIG_DATA_STATIC_WHILE_SET_AT_EXECUTE),
    [RSIG_K_ROOT_UAV] = ROOT_DESCRIPTOR(RSIG_K_ROOT_UAV, RSIG_RANGE_UAV, "RootUAV", "a root UAV",
                                        RSIG_DATA_VOLATILE),
    [RSIG_K_RANGE_SRV] = RANGE(RSIG_K_ROOT_SRV, RSIG_RANGE_SRV, "SRV", "an SRV range",
                               RSIG_DESCRIPTORS_VOLATILE | RSIG_DATA_VOLATILE,
                               RSIG_DATA_STATIC_WHILE_SET_AT_EXECUTE),
    [RSIG_K_RANGE_UAV] = RANGE(RSIG_K_ROOT_UAV, RSIG_RANGE_UAV, "UAV", "a UAV range",
                               RSIG_DESCRIPTORS_VOLATILE | RSIG_DATA_VOLATILE, RSIG_DATA_VOLATILE),
    [RSIG_K_RANGE_CBV] = RANGE(RSIG_K_ROOT_CBV, RSIG_RANGE_CBV, "CBV", "a CBV range",
                               RSIG_DESCRIPTORS_VOLATILE | RSIG_DATA_VOLATILE,
                               RSIG_DATA_STATIC_WHILE_SET_AT_EXECUTE),
    [RSIG_K_RANGE_SAMPLER] = RANGE(RSIG_K_RANGE_SAMPLER, RSIG_RANGE_SAMPLER, "Sampler",
                                   "a Sampler range", RSIG_DESCRIPTORS_VOLATILE, 0),
    [RSIG_K_STATIC_SAMPLER] = {.keyword = RSIG_K_STATIC_SAMPLER, .in_table = RSIG_K_NONE,
                               .node = RSIG_NODE_SAMPLER, .reg_class = RSIG_RANGE_SAMPLER,
                               .flags_class = RSIG_KW_SAMPLER_FLAG, MD("StaticSampler"),
                               .what = "a StaticSampler",
                               .dsl_fields = B(FILTER) | B(ADDRESS_U) | B(ADDRESS_V) |
                                             B(ADDRESS_W) | B(MIP_LOD_BIAS) | B(MAX_ANISOTROPY) |
                                             B(COMPARISON) | B(BORDER_COLOR) | B(MIN_LOD) |
                                             B(MAX_LOD) | B(SPACE) | B(VISIBILITY) | B(FLAGS),
                               OPS(F(FILTER), F(ADDRESS_U), F(ADDRESS_V), F(ADDRESS_W),
                                   F(MIP_LOD_BIAS), F(MAX_ANISOTROPY), F(COMPARISON),
                                   F(BORDER_COLOR), F(MIN_LOD), F(MAX_LOD), F(REGISTER), F(SPACE),
                                   F(VISIBILITY), F(FLAGS))},
    [RSIG_K_ROOT_FLAGS] = {.keyword = RSIG_K_ROOT_FLAGS, .in_table = RSIG_K_NONE,
                           .node = RSIG_NODE_SIG, .reg_class = -1,
                           .flags_class = RSIG_KW_ROOT_FLAG, MD("RootFlags"), .what = "RootFlags",
                           OPS(F(FLAGS))},
};

/* What a field holds when it is not given (the sampler's are D3D12's documented defaults). */
const rsig_range rsig_range_defaults = {.num_descriptors = 1, .offset = RSIG_APPEND};
const rsig_sampler rsig_sampler_default_values = {
    .filter = RSIG_FILTER_ANISOTROPIC,
    .address_u = RSIG_ADDRESS_WRAP,
    .address_v = RSIG_ADDRESS_WRAP,
    .address_w = RSIG_ADDRESS_WRAP,
    .max_anisotropy = RSIG_MAX_MAXANISOTROPY,
    .comparison = RSIG_COMPARISON_LESS_EQUAL,
    .border_color = RSIG_BORDER_OPAQUE_WHITE,
    .max_lod = RSIG_FLT_MAX_BITS,
};

#undef B
#undef F
#undef P
#undef R
#undef S
#undef MD
#undef OPS
#undef ROOT_DESCRIPTOR
#undef RANGE

const char *rsig_kind_keyword(rsig_kind k)
{
    const char *n = (unsigned)k < RSIG_K_COUNT
                        ? rsig_kw_name(RSIG_KW_ELEMENT, rsig_schemas[k].keyword)
                        : NULL;
    return n ? n : "element";
}

const char *rsig_field_name(rsig_field f)
{
    const char *n = rsig_kw_name(RSIG_KW_PARAM, (uint32_t)f);
    return n ? n : "value";
}

int rsig_field_names(rsig_kind k, rsig_field f)
{
    if (f == RSIG_F_FLAGS)
        return rsig_schemas[k].flags_class;
    return rsig_fields[f].names;
}

/*
 * The kind of each exact metadata name by a hash of its length, first and
 * fifth (or last) bytes, which tells the eleven apart: a lookup per element
 * and range of every entry, where trying the kinds in turn cost a hundred
 * instructions. test_schema checks every name against this table.
 */
static unsigned md_name_hash(const char *s, size_t len)
{
    const unsigned char *u = (const unsigned char *)s;
    return (unsigned)(len + 3u * u[0] + 7u * u[len > 4 ? 4 : len - 1]) & 31u;
}

static const uint8_t md_name_kind[32] = {
    /* the kind + 1 at md_name_hash(md_name); 0: no kind */
    [25] = RSIG_K_TABLE + 1,         [24] = RSIG_K_ROOT_CONSTANTS + 1,
    [18] = RSIG_K_ROOT_CBV + 1,      [2] = RSIG_K_ROOT_SRV + 1,
    [16] = RSIG_K_ROOT_UAV + 1,      [22] = RSIG_K_RANGE_SRV + 1,
    [28] = RSIG_K_RANGE_UAV + 1,     [6] = RSIG_K_RANGE_CBV + 1,
    [20] = RSIG_K_RANGE_SAMPLER + 1, [5] = RSIG_K_STATIC_SAMPLER + 1,
    [9] = RSIG_K_ROOT_FLAGS + 1,
};

rsig_kind rsig_kind_by_md_name(const char *s, size_t len, bool nocase)
{
    if (!nocase) {
        if (len == 0)
            return RSIG_K_NONE;
        unsigned k = md_name_kind[md_name_hash(s, len)];
        if (k == 0)
            return RSIG_K_NONE;
        const rsig_schema *x = &rsig_schemas[k - 1];
        return x->md_len == len && memcmp(x->md_name, s, len) == 0 ? (rsig_kind)(k - 1)
                                                                    : RSIG_K_NONE;
    }
    for (int k = 0; k < RSIG_K_COUNT; k++) {
        const char *n = rsig_schemas[k].md_name;
        if (rsig_schemas[k].md_len != len)
            continue;
        size_t i = 0;
        for (; i < len; i++) {
            char a = n[i], b = s[i];
            a = (char)(a >= 'A' && a <= 'Z' ? a + 32 : a);
            b = (char)(b >= 'A' && b <= 'Z' ? b + 32 : b);
            if (a != b)
                break;
        }
        if (i == len)
            return (rsig_kind)k;
    }
    return RSIG_K_NONE;
}

/* The lowest and highest printed entries of an enum class, and how many it has. */
static uint32_t class_bounds(rsig_kw_class cls, const rsig_keyword **lo, const rsig_keyword **hi)
{
    uint32_t count = 0;
    *lo = *hi = NULL;
    for (size_t i = 0; i < rsig_keyword_count; i++) {
        const rsig_keyword *k = &rsig_keywords[i];
        if (k->cls != cls || (k->kwflags & RSIG_KWF_ALIAS))
            continue;
        count++;
        if (*lo == NULL || k->value < (*lo)->value)
            *lo = k;
        if (*hi == NULL || k->value > (*hi)->value)
            *hi = k;
    }
    return count;
}

const char *rsig_enum_range_text(rsig_field f, char *buf, size_t n)
{
    rsig_kw_class cls = (rsig_kw_class)rsig_fields[f].names;
    const rsig_keyword *lo, *hi;
    uint32_t count = class_bounds(cls, &lo, &hi);
    if (lo == NULL) {
        snprintf(buf, n, "a %s", rsig_kw_class_name(cls));
    } else if (hi->value - lo->value + 1 == count) {
        snprintf(buf, n, "%u (%s) to %u (%s)", lo->value, lo->name, hi->value, hi->name);
    } else {
        /* A sparse encoding: name the type and its default as an example. */
        uint32_t d = rsig_field_get(&rsig_sampler_default_values, RSIG_NODE_SAMPLER, f);
        const char *dn = rsig_kw_name(cls, d);
        snprintf(buf, n, "a %s value such as %u (%s)", rsig_kw_class_ctype(cls), d,
                 dn ? dn : "?");
    }
    return buf;
}

/* How many leading bytes every printed name of cls shares, up to a '_' ("COMPARISON_"). */
static size_t class_prefix(rsig_kw_class cls)
{
    const char *first = NULL;
    size_t len = 0;
    for (size_t i = 0; i < rsig_keyword_count; i++) {
        const rsig_keyword *k = &rsig_keywords[i];
        if (k->cls != cls || (k->kwflags & RSIG_KWF_ALIAS))
            continue;
        if (first == NULL) {
            first = k->name;
            len = strlen(first);
        }
        size_t j = 0;
        while (j < len && k->name[j] == first[j])
            j++;
        len = j;
    }
    while (len > 0 && first[len - 1] != '_')
        len--;
    return len;
}

const char *rsig_enum_values_text(rsig_kw_class cls, bool list, char *buf, size_t n)
{
    size_t cut = class_prefix(cls), used = 0;
    buf[0] = 0;
    if (!list) {
        const rsig_keyword *lo, *hi;
        if (class_bounds(cls, &lo, &hi))
            snprintf(buf, n, "%u %s to %u %s", lo->value, lo->name + cut, hi->value,
                     hi->name + cut);
        return buf;
    }
    for (size_t i = 0; i < rsig_keyword_count; i++) {
        const rsig_keyword *k = &rsig_keywords[i];
        if (k->cls != cls || (k->kwflags & RSIG_KWF_ALIAS))
            continue;
        int w = snprintf(buf + used, n - used, "%s%u %s", used ? ", " : "", k->value,
                         k->name + cut);
        if (w < 0 || (size_t)w >= n - used) {
            buf[used] = 0; /* whole values only */
            break;
        }
        used += (size_t)w;
    }
    return buf;
}

const char *rsig_md_operand_list(rsig_kind k, char *buf, size_t n)
{
    const rsig_schema *s = &rsig_schemas[k];
    size_t used = 0;
    buf[0] = 0;
    for (unsigned i = 0; i < s->nops; i++) {
        int w = snprintf(buf + used, n - used, "%s%s", i ? ", " : "",
                         rsig_field_name((rsig_field)s->ops[i]));
        if (w < 0 || (size_t)w >= n - used) {
            buf[used] = 0; /* whole names only */
            return buf;
        }
        used += (size_t)w;
    }
    if (k == RSIG_K_TABLE)
        snprintf(buf + used, n - used, ", then the range nodes");
    return buf;
}
