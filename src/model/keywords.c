/*
 * keywords.c: every DSL keyword and enum spelling, once. Matching is
 * case-insensitive (both references use case-insensitive keywords); the first
 * non-alias entry of a value is the spelling the printers use.
 *
 * The lookups go through an index that keywords_gen.c derives from this very
 * table at build time (a collision-free hash of the names, the flag masks, the
 * entries by value), so they cost O(1) per identifier with no state built at
 * run time; test_keywords.c checks the index against a scan of the table.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "d3d12.h"
#include "schema.h"

#ifndef RSIG_KEYWORDS_GEN
#include "keywords_index.h" /* generated from the table below by keywords_gen.c */
#endif

const rsig_keyword rsig_keywords[] = {
    {"RootFlags", RSIG_KW_ELEMENT, 0, RSIG_K_ROOT_FLAGS, NULL},
    {"RootConstants", RSIG_KW_ELEMENT, 0, RSIG_K_ROOT_CONSTANTS, NULL},
    {"CBV", RSIG_KW_ELEMENT, 0, RSIG_K_ROOT_CBV, NULL},
    {"SRV", RSIG_KW_ELEMENT, 0, RSIG_K_ROOT_SRV, NULL},
    {"UAV", RSIG_KW_ELEMENT, 0, RSIG_K_ROOT_UAV, NULL},
    {"DescriptorTable", RSIG_KW_ELEMENT, 0, RSIG_K_TABLE, NULL},
    {"Sampler", RSIG_KW_ELEMENT, 0, RSIG_K_RANGE_SAMPLER, NULL},
    {"StaticSampler", RSIG_KW_ELEMENT, 0, RSIG_K_STATIC_SAMPLER, NULL},
    {"register", RSIG_KW_PARAM, RSIG_KWF_NO_DSL, RSIG_F_REGISTER, "positional: b0, t1, u2, s3"},
    {"num32BitConstants", RSIG_KW_PARAM, 0, RSIG_F_NUM32, NULL},
    {"space", RSIG_KW_PARAM, 0, RSIG_F_SPACE, NULL},
    {"visibility", RSIG_KW_PARAM, 0, RSIG_F_VISIBILITY, NULL},
    {"flags", RSIG_KW_PARAM, 0, RSIG_F_FLAGS, NULL},
    {"numDescriptors", RSIG_KW_PARAM, 0, RSIG_F_NUMDESC, NULL},
    {"offset", RSIG_KW_PARAM, 0, RSIG_F_OFFSET, NULL},
    {"filter", RSIG_KW_PARAM, 0, RSIG_F_FILTER, NULL},
    {"addressU", RSIG_KW_PARAM, 0, RSIG_F_ADDRESS_U, NULL},
    {"addressV", RSIG_KW_PARAM, 0, RSIG_F_ADDRESS_V, NULL},
    {"addressW", RSIG_KW_PARAM, 0, RSIG_F_ADDRESS_W, NULL},
    {"mipLODBias", RSIG_KW_PARAM, 0, RSIG_F_MIP_LOD_BIAS, NULL},
    {"maxAnisotropy", RSIG_KW_PARAM, 0, RSIG_F_MAX_ANISOTROPY, NULL},
    {"comparisonFunc", RSIG_KW_PARAM, 0, RSIG_F_COMPARISON, NULL},
    {"borderColor", RSIG_KW_PARAM, 0, RSIG_F_BORDER_COLOR, NULL},
    {"minLOD", RSIG_KW_PARAM, 0, RSIG_F_MIN_LOD, NULL},
    {"maxLOD", RSIG_KW_PARAM, 0, RSIG_F_MAX_LOD, NULL},
    {"ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT", RSIG_KW_ROOT_FLAG, 0, RSIG_ROOT_ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT, NULL},
    {"DENY_VERTEX_SHADER_ROOT_ACCESS", RSIG_KW_ROOT_FLAG, 0, RSIG_ROOT_DENY_VERTEX_SHADER_ROOT_ACCESS, NULL},
    {"DENY_HULL_SHADER_ROOT_ACCESS", RSIG_KW_ROOT_FLAG, 0, RSIG_ROOT_DENY_HULL_SHADER_ROOT_ACCESS, NULL},
    {"DENY_DOMAIN_SHADER_ROOT_ACCESS", RSIG_KW_ROOT_FLAG, 0, RSIG_ROOT_DENY_DOMAIN_SHADER_ROOT_ACCESS, NULL},
    {"DENY_GEOMETRY_SHADER_ROOT_ACCESS", RSIG_KW_ROOT_FLAG, 0, RSIG_ROOT_DENY_GEOMETRY_SHADER_ROOT_ACCESS, NULL},
    {"DENY_PIXEL_SHADER_ROOT_ACCESS", RSIG_KW_ROOT_FLAG, 0, RSIG_ROOT_DENY_PIXEL_SHADER_ROOT_ACCESS, NULL},
    {"ALLOW_STREAM_OUTPUT", RSIG_KW_ROOT_FLAG, 0, RSIG_ROOT_ALLOW_STREAM_OUTPUT, NULL},
    {"LOCAL_ROOT_SIGNATURE", RSIG_KW_ROOT_FLAG, 0, RSIG_ROOT_LOCAL_ROOT_SIGNATURE, NULL},
    {"DENY_AMPLIFICATION_SHADER_ROOT_ACCESS", RSIG_KW_ROOT_FLAG, 0, RSIG_ROOT_DENY_AMPLIFICATION_SHADER_ROOT_ACCESS, NULL},
    {"DENY_MESH_SHADER_ROOT_ACCESS", RSIG_KW_ROOT_FLAG, 0, RSIG_ROOT_DENY_MESH_SHADER_ROOT_ACCESS, NULL},
    {"CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED", RSIG_KW_ROOT_FLAG, 0, RSIG_ROOT_CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED, NULL},
    {"SAMPLER_HEAP_DIRECTLY_INDEXED", RSIG_KW_ROOT_FLAG, 0, RSIG_ROOT_SAMPLER_HEAP_DIRECTLY_INDEXED, NULL},
    {"DATA_VOLATILE", RSIG_KW_DESC_FLAG, 0, RSIG_DATA_VOLATILE, NULL},
    {"DATA_STATIC_WHILE_SET_AT_EXECUTE", RSIG_KW_DESC_FLAG, 0, RSIG_DATA_STATIC_WHILE_SET_AT_EXECUTE, NULL},
    {"DATA_STATIC", RSIG_KW_DESC_FLAG, 0, RSIG_DATA_STATIC, NULL},
    {"DESCRIPTORS_VOLATILE", RSIG_KW_RANGE_FLAG, 0, RSIG_DESCRIPTORS_VOLATILE, NULL},
    {"DATA_VOLATILE", RSIG_KW_RANGE_FLAG, 0, RSIG_DATA_VOLATILE, NULL},
    {"DATA_STATIC_WHILE_SET_AT_EXECUTE", RSIG_KW_RANGE_FLAG, 0, RSIG_DATA_STATIC_WHILE_SET_AT_EXECUTE, NULL},
    {"DATA_STATIC", RSIG_KW_RANGE_FLAG, 0, RSIG_DATA_STATIC, NULL},
    {"DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS", RSIG_KW_RANGE_FLAG, 0, RSIG_DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS, NULL},
    {"UINT_BORDER_COLOR", RSIG_KW_SAMPLER_FLAG, 0, RSIG_SAMPLER_UINT_BORDER_COLOR, "clang 22 spelling"},
    {"NON_NORMALIZED_COORDINATES", RSIG_KW_SAMPLER_FLAG, 0, RSIG_SAMPLER_NON_NORMALIZED_COORDINATES, "clang 22 spelling"},
    {"SAMPLER_FLAG_UINT_BORDER_COLOR", RSIG_KW_SAMPLER_FLAG, RSIG_KWF_ALIAS, RSIG_SAMPLER_UINT_BORDER_COLOR, "wg-hlsl spelling"},
    {"SAMPLER_FLAG_NON_NORMALIZED_COORDINATES", RSIG_KW_SAMPLER_FLAG, RSIG_KWF_ALIAS, RSIG_SAMPLER_NON_NORMALIZED_COORDINATES, "wg-hlsl spelling"},
    {"SHADER_VISIBILITY_ALL", RSIG_KW_VISIBILITY, 0, RSIG_VIS_ALL, NULL},
    {"SHADER_VISIBILITY_VERTEX", RSIG_KW_VISIBILITY, 0, RSIG_VIS_VERTEX, NULL},
    {"SHADER_VISIBILITY_HULL", RSIG_KW_VISIBILITY, 0, RSIG_VIS_HULL, NULL},
    {"SHADER_VISIBILITY_DOMAIN", RSIG_KW_VISIBILITY, 0, RSIG_VIS_DOMAIN, NULL},
    {"SHADER_VISIBILITY_GEOMETRY", RSIG_KW_VISIBILITY, 0, RSIG_VIS_GEOMETRY, NULL},
    {"SHADER_VISIBILITY_PIXEL", RSIG_KW_VISIBILITY, 0, RSIG_VIS_PIXEL, NULL},
    {"SHADER_VISIBILITY_AMPLIFICATION", RSIG_KW_VISIBILITY, 0, RSIG_VIS_AMPLIFICATION, NULL},
    {"SHADER_VISIBILITY_MESH", RSIG_KW_VISIBILITY, 0, RSIG_VIS_MESH, NULL},
    {"FILTER_MIN_MAG_MIP_POINT", RSIG_KW_FILTER, 0, 0x0, NULL},
    {"FILTER_MIN_MAG_POINT_MIP_LINEAR", RSIG_KW_FILTER, 0, 0x1, NULL},
    {"FILTER_MIN_POINT_MAG_LINEAR_MIP_POINT", RSIG_KW_FILTER, 0, 0x4, NULL},
    {"FILTER_MIN_POINT_MAG_MIP_LINEAR", RSIG_KW_FILTER, 0, 0x5, NULL},
    {"FILTER_MIN_LINEAR_MAG_MIP_POINT", RSIG_KW_FILTER, 0, 0x10, NULL},
    {"FILTER_MIN_LINEAR_MAG_POINT_MIP_LINEAR", RSIG_KW_FILTER, 0, 0x11, NULL},
    {"FILTER_MIN_MAG_LINEAR_MIP_POINT", RSIG_KW_FILTER, 0, 0x14, NULL},
    {"FILTER_MIN_MAG_MIP_LINEAR", RSIG_KW_FILTER, 0, 0x15, NULL},
    {"FILTER_MIN_MAG_ANISOTROPIC_MIP_POINT", RSIG_KW_FILTER, RSIG_KWF_NO_DSL, 0x54, "needs AnisoFilterWithPointMipSupported; no DSL keyword"},
    {"FILTER_ANISOTROPIC", RSIG_KW_FILTER, 0, RSIG_FILTER_ANISOTROPIC, NULL},
    {"FILTER_COMPARISON_MIN_MAG_MIP_POINT", RSIG_KW_FILTER, 0, 0x80, NULL},
    {"FILTER_COMPARISON_MIN_MAG_POINT_MIP_LINEAR", RSIG_KW_FILTER, 0, 0x81, NULL},
    {"FILTER_COMPARISON_MIN_POINT_MAG_LINEAR_MIP_POINT", RSIG_KW_FILTER, 0, 0x84, NULL},
    {"FILTER_COMPARISON_MIN_POINT_MAG_MIP_LINEAR", RSIG_KW_FILTER, 0, 0x85, NULL},
    {"FILTER_COMPARISON_MIN_LINEAR_MAG_MIP_POINT", RSIG_KW_FILTER, 0, 0x90, NULL},
    {"FILTER_COMPARISON_MIN_LINEAR_MAG_POINT_MIP_LINEAR", RSIG_KW_FILTER, 0, 0x91, NULL},
    {"FILTER_COMPARISON_MIN_MAG_LINEAR_MIP_POINT", RSIG_KW_FILTER, 0, 0x94, NULL},
    {"FILTER_COMPARISON_MIN_MAG_MIP_LINEAR", RSIG_KW_FILTER, 0, 0x95, NULL},
    {"FILTER_COMPARISON_MIN_MAG_ANISOTROPIC_MIP_POINT", RSIG_KW_FILTER, RSIG_KWF_NO_DSL, 0xd4, "needs AnisoFilterWithPointMipSupported; no DSL keyword"},
    {"FILTER_COMPARISON_ANISOTROPIC", RSIG_KW_FILTER, 0, 0xd5, NULL},
    {"FILTER_MINIMUM_MIN_MAG_MIP_POINT", RSIG_KW_FILTER, 0, 0x100, NULL},
    {"FILTER_MINIMUM_MIN_MAG_POINT_MIP_LINEAR", RSIG_KW_FILTER, 0, 0x101, NULL},
    {"FILTER_MINIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT", RSIG_KW_FILTER, 0, 0x104, NULL},
    {"FILTER_MINIMUM_MIN_POINT_MAG_MIP_LINEAR", RSIG_KW_FILTER, 0, 0x105, NULL},
    {"FILTER_MINIMUM_MIN_LINEAR_MAG_MIP_POINT", RSIG_KW_FILTER, 0, 0x110, NULL},
    {"FILTER_MINIMUM_MIN_LINEAR_MAG_POINT_MIP_LINEAR", RSIG_KW_FILTER, 0, 0x111, NULL},
    {"FILTER_MINIMUM_MIN_MAG_LINEAR_MIP_POINT", RSIG_KW_FILTER, 0, 0x114, NULL},
    {"FILTER_MINIMUM_MIN_MAG_MIP_LINEAR", RSIG_KW_FILTER, 0, 0x115, NULL},
    {"FILTER_MINIMUM_MIN_MAG_ANISOTROPIC_MIP_POINT", RSIG_KW_FILTER, RSIG_KWF_NO_DSL, 0x154, "needs AnisoFilterWithPointMipSupported; no DSL keyword"},
    {"FILTER_MINIMUM_ANISOTROPIC", RSIG_KW_FILTER, 0, 0x155, NULL},
    {"FILTER_MAXIMUM_MIN_MAG_MIP_POINT", RSIG_KW_FILTER, 0, 0x180, NULL},
    {"FILTER_MAXIMUM_MIN_MAG_POINT_MIP_LINEAR", RSIG_KW_FILTER, 0, 0x181, NULL},
    {"FILTER_MAXIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT", RSIG_KW_FILTER, 0, 0x184, NULL},
    {"FILTER_MAXIMUM_MIN_POINT_MAG_MIP_LINEAR", RSIG_KW_FILTER, 0, 0x185, NULL},
    {"FILTER_MAXIMUM_MIN_LINEAR_MAG_MIP_POINT", RSIG_KW_FILTER, 0, 0x190, NULL},
    {"FILTER_MAXIMUM_MIN_LINEAR_MAG_POINT_MIP_LINEAR", RSIG_KW_FILTER, 0, 0x191, NULL},
    {"FILTER_MAXIMUM_MIN_MAG_LINEAR_MIP_POINT", RSIG_KW_FILTER, 0, 0x194, NULL},
    {"FILTER_MAXIMUM_MIN_MAG_MIP_LINEAR", RSIG_KW_FILTER, 0, 0x195, NULL},
    {"FILTER_MAXIMUM_MIN_MAG_ANISOTROPIC_MIP_POINT", RSIG_KW_FILTER, RSIG_KWF_NO_DSL, 0x1d4, "needs AnisoFilterWithPointMipSupported; no DSL keyword"},
    {"FILTER_MAXIMUM_ANISOTROPIC", RSIG_KW_FILTER, 0, 0x1d5, NULL},
    {"TEXTURE_ADDRESS_WRAP", RSIG_KW_ADDRESS, 0, RSIG_ADDRESS_WRAP, NULL},
    {"TEXTURE_ADDRESS_MIRROR", RSIG_KW_ADDRESS, 0, 0x2, NULL},
    {"TEXTURE_ADDRESS_CLAMP", RSIG_KW_ADDRESS, 0, RSIG_ADDRESS_CLAMP, NULL},
    {"TEXTURE_ADDRESS_BORDER", RSIG_KW_ADDRESS, 0, RSIG_ADDRESS_BORDER, NULL},
    {"TEXTURE_ADDRESS_MIRROR_ONCE", RSIG_KW_ADDRESS, 0, 0x5, "DXC spelling"},
    {"TEXTURE_ADDRESS_MIRRORONCE", RSIG_KW_ADDRESS, RSIG_KWF_ALIAS, 0x5, "clang spelling"},
    {"COMPARISON_NONE", RSIG_KW_COMPARISON, 0, RSIG_COMPARISON_NONE, "DXC only (since 2026-03)"},
    {"COMPARISON_NEVER", RSIG_KW_COMPARISON, 0, 0x1, NULL},
    {"COMPARISON_LESS", RSIG_KW_COMPARISON, 0, 0x2, NULL},
    {"COMPARISON_EQUAL", RSIG_KW_COMPARISON, 0, 0x3, NULL},
    {"COMPARISON_LESS_EQUAL", RSIG_KW_COMPARISON, 0, RSIG_COMPARISON_LESS_EQUAL, NULL},
    {"COMPARISON_GREATER", RSIG_KW_COMPARISON, 0, 0x5, NULL},
    {"COMPARISON_NOT_EQUAL", RSIG_KW_COMPARISON, 0, 0x6, NULL},
    {"COMPARISON_GREATER_EQUAL", RSIG_KW_COMPARISON, 0, 0x7, NULL},
    {"COMPARISON_ALWAYS", RSIG_KW_COMPARISON, 0, 0x8, NULL},
    {"STATIC_BORDER_COLOR_TRANSPARENT_BLACK", RSIG_KW_BORDER, 0, RSIG_BORDER_TRANSPARENT_BLACK, NULL},
    {"STATIC_BORDER_COLOR_OPAQUE_BLACK", RSIG_KW_BORDER, 0, 0x1, NULL},
    {"STATIC_BORDER_COLOR_OPAQUE_WHITE", RSIG_KW_BORDER, 0, RSIG_BORDER_OPAQUE_WHITE, NULL},
    {"STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT", RSIG_KW_BORDER, 0, RSIG_BORDER_OPAQUE_BLACK_UINT, NULL},
    {"STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT", RSIG_KW_BORDER, 0, RSIG_BORDER_OPAQUE_WHITE_UINT, NULL},
    {"unbounded", RSIG_KW_NUMDESC_VALUE, 0, 0xffffffff, NULL},
    {"DESCRIPTOR_RANGE_OFFSET_APPEND", RSIG_KW_OFFSET_VALUE, 0, RSIG_APPEND, NULL},
};

const size_t rsig_keyword_count = sizeof rsig_keywords / sizeof rsig_keywords[0];

static int lower(int c)
{
    return (c >= 'A' && c <= 'Z') ? c + ('a' - 'A') : c;
}

#ifndef RSIG_KEYWORDS_GEN
/*
 * The lookups use the generated index: one hash of the name picks the only
 * slot its entries can be in; entries sharing a name (DATA_VOLATILE is both a
 * root descriptor and a range flag) are chained in table order.
 */
/*
 * Do up to eight bytes x of a name equal the same bytes y of a case-folded
 * keyword, ignoring case? y holds only [a-z0-9_] (or zero bytes past a short
 * name's end), so its letters are exactly its bytes >= 'a'; x may differ
 * from y by 0x20 there (the capital) and nowhere else.
 */
static bool same_folded(uint64_t x, uint64_t y)
{
    const uint64_t ones = 0x0101010101010101u, high = 0x8080808080808080u;
    uint64_t letters = ((y + ones * (0x80 - 'a')) & high) >> 2; /* 0x20 at each letter */
    return ((x ^ y) & ~letters) == 0;
}

static const rsig_keyword *first_named(const char *name, size_t len)
{
    if (len == 0 || len > RSIG_KW_MAX_LEN)
        return NULL;
    uint32_t h = rsig_kw_hash(name, len, rsig_kw_offsets, sizeof rsig_kw_offsets, RSIG_KW_SEED);
    unsigned slot = rsig_kw_slots[h & RSIG_KW_SLOT_MASK];
    if (slot == 0 || rsig_kw_len[slot - 1] != len)
        return NULL;
    /*
     * Against the generated case-folded copy, eight bytes at a time; the
     * last word overlaps the one before it rather than ending in a byte
     * loop. Names under 8 bytes compare as two overlapping halves.
     */
    const unsigned char *s = (const unsigned char *)name;
    const unsigned char *folded = (const unsigned char *)rsig_kw_folded[slot - 1];
    if (len >= 8) {
        for (size_t i = 0;; i += 8) {
            if (i > len - 8)
                i = len - 8;
            if (!same_folded(rsig_kw_get_u64(s + i), rsig_kw_get_u64(folded + i)))
                return NULL;
            if (i == len - 8)
                break;
        }
    } else if (len >= 4) {
        if (!same_folded(rsig_kw_get_u32(s), rsig_kw_get_u32(folded)) ||
            !same_folded(rsig_kw_get_u32(s + len - 4), rsig_kw_get_u32(folded + len - 4)))
            return NULL;
    } else {
        for (size_t i = 0; i < len; i++) {
            unsigned c = s[i];
            if (c - 'A' < 26u)
                c += 'a' - 'A';
            if (c != folded[i])
                return NULL;
        }
    }
    return &rsig_keywords[slot - 1];
}

static const rsig_keyword *next_named(const rsig_keyword *k)
{
    unsigned next = rsig_kw_next[k - rsig_keywords];
    return next ? &rsig_keywords[next - 1] : NULL;
}

const rsig_keyword *rsig_kw_find(rsig_kw_class cls, const char *name, size_t len)
{
    for (const rsig_keyword *k = first_named(name, len); k; k = next_named(k))
        if (k->cls == cls && !(k->kwflags & RSIG_KWF_NO_DSL))
            return k;
    return NULL;
}

const rsig_keyword *rsig_kw_find_any(const char *name, size_t len)
{
    for (const rsig_keyword *k = first_named(name, len); k; k = next_named(k))
        if (!(k->kwflags & RSIG_KWF_NO_DSL))
            return k;
    return NULL;
}

const rsig_keyword *rsig_kw_entry(rsig_kw_class cls, uint32_t value)
{
    if ((unsigned)cls >= RSIG_KW_CLASS_COUNT)
        return NULL;
    /* Enums (small values): straight from the generated table. */
    if (value < rsig_kw_dense_len[cls]) {
        unsigned e = rsig_kw_dense[rsig_kw_dense_start[cls] + value];
        return e ? &rsig_keywords[e - 1] : NULL;
    }
    /* The first position of value in the class's (value, table order) run. */
    size_t lo = rsig_kw_class_start[cls], hi = rsig_kw_class_start[cls + 1];
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (rsig_keywords[rsig_kw_by_value[mid]].value < value)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (; lo < rsig_kw_class_start[cls + 1]; lo++) {
        const rsig_keyword *k = &rsig_keywords[rsig_kw_by_value[lo]];
        if (k->value != value)
            break;
        if (!(k->kwflags & RSIG_KWF_ALIAS))
            return k;
    }
    return NULL;
}

const char *rsig_kw_name(rsig_kw_class cls, uint32_t value)
{
    const rsig_keyword *k = rsig_kw_entry(cls, value);
    return k ? k->name : NULL;
}

uint32_t rsig_kw_class_mask(rsig_kw_class cls)
{
    return (unsigned)cls < RSIG_KW_CLASS_COUNT ? rsig_kw_class_masks[cls] : 0;
}
const char *rsig_kw_flag_names(rsig_kw_class cls, uint32_t flags, const char *unknown, char *buf,
                               size_t n)
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
        snprintf(buf + k, n - k, "%s%s0x%x", k ? " | " : "", unknown, rest);
    return buf;
}

#endif

size_t rsig_name_distance(const char *a, size_t la, const char *b, size_t lb)
{
    enum { MAXN = 64 };
    size_t row[MAXN + 1];
    if (la > MAXN || lb > MAXN)
        return (size_t)-1;
    for (size_t j = 0; j <= lb; j++)
        row[j] = j;
    for (size_t i = 1; i <= la; i++) {
        size_t diag = row[0];
        row[0] = i;
        for (size_t j = 1; j <= lb; j++) {
            size_t up = row[j];
            size_t cost = lower((unsigned char)a[i - 1]) == lower((unsigned char)b[j - 1]) ? 0 : 1;
            size_t best = diag + cost;
            if (up + 1 < best)
                best = up + 1;
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            row[j] = best;
            diag = up;
        }
    }
    return row[lb];
}

const char *rsig_kw_suggest(rsig_kw_class cls, const char *name, size_t len)
{
    const char *best = NULL;
    size_t best_d = (size_t)-1;
    for (size_t i = 0; i < rsig_keyword_count; i++) {
        const rsig_keyword *k = &rsig_keywords[i];
        if (k->cls != cls || (k->kwflags & RSIG_KWF_NO_DSL))
            continue;
        size_t d = rsig_name_distance(name, len, k->name, strlen(k->name));
        if (d < best_d) {
            best_d = d;
            best = k->name;
        }
    }
    /* Suggest only what a typo could explain: about a third of the name. */
    size_t limit = len / 3 + 1;
    if (limit > 6)
        limit = 6;
    return best_d <= limit ? best : NULL;
}

#ifndef RSIG_KEYWORDS_GEN /* the generator needs the table, not the lookups */

/* Whether name[0..len) starts with the word(s) prefix and a '_', ignoring case. */
static size_t strip_words(const char *name, size_t len, const char *prefix, size_t plen)
{
    if (len <= plen + 1 || name[plen] != '_')
        return 0;
    for (size_t i = 0; i < plen; i++)
        if ((name[i] | 0x20) != (prefix[i] | 0x20))
            return 0;
    return plen + 1;
}

/*
 * Keywords of cls equal to t, else those ending with '_' + t that add the
 * fewest words. Returns how many (0 if none or more than max).
 */
static size_t full_names(rsig_kw_class cls, const char *t, size_t tlen, const char **out,
                         size_t max)
{
    const rsig_keyword *exact = rsig_kw_find(cls, t, tlen);
    if (exact && !(exact->kwflags & RSIG_KWF_NO_DSL)) {
        const char *printed = rsig_kw_name(cls, exact->value);
        out[0] = printed ? printed : exact->name;
        return 1;
    }
    size_t n = 0, fewest = (size_t)-1;
    bool too_many = false;
    for (size_t i = 0; i < rsig_keyword_count; i++) {
        const rsig_keyword *k = &rsig_keywords[i];
        if (k->cls != cls || (k->kwflags & (RSIG_KWF_NO_DSL | RSIG_KWF_ALIAS)))
            continue;
        size_t klen = strlen(k->name);
        if (klen <= tlen + 1 || k->name[klen - tlen - 1] != '_' ||
            rsig_name_distance(k->name + klen - tlen, tlen, t, tlen) != 0)
            continue;
        size_t words = 0;
        for (size_t j = 0; j < klen - tlen; j++)
            words += k->name[j] == '_';
        if (words > fewest)
            continue;
        if (words < fewest) {
            fewest = words;
            n = 0;
            too_many = false;
        }
        if (n < max)
            out[n++] = k->name;
        else
            too_many = true;
    }
    return too_many ? 0 : n;
}

size_t rsig_kw_suggest_full(rsig_kw_class cls, const char *name, size_t len, const char **out,
                            size_t max)
{
    if (max == 0 || len == 0 || len > 64)
        return 0;
    const char *w = name;
    size_t wlen = len, skip = strip_words(w, wlen, "D3D12", 5);
    w += skip;
    wlen -= skip;
    size_t n = full_names(cls, w, wlen, out, max);
    if (n)
        return n;
    /* D3D12's own spelling: the type name (singular for flags), then the value. */
    const char *ctype = rsig_kw_class_ctype(cls);
    if (strncmp(ctype, "D3D12_", 6) != 0)
        return 0;
    ctype += 6;
    size_t clen = strlen(ctype);
    skip = strip_words(w, wlen, ctype, clen);
    if (skip == 0 && ctype[clen - 1] == 'S')
        skip = strip_words(w, wlen, ctype, clen - 1);
    return skip ? full_names(cls, w + skip, wlen - skip, out, max) : 0;
}

#endif

/* Each class as messages name it, and the D3D12 type of its values. */
static const struct {
    const char *name, *ctype;
} CLASSES[RSIG_KW_CLASS_COUNT] = {
    [RSIG_KW_ELEMENT] = {"element", "D3D12_ROOT_PARAMETER_TYPE"},
    [RSIG_KW_PARAM] = {"parameter", "field"},
    [RSIG_KW_ROOT_FLAG] = {"root signature flag", "D3D12_ROOT_SIGNATURE_FLAGS"},
    [RSIG_KW_DESC_FLAG] = {"root descriptor flag", "D3D12_ROOT_DESCRIPTOR_FLAGS"},
    [RSIG_KW_RANGE_FLAG] = {"descriptor range flag", "D3D12_DESCRIPTOR_RANGE_FLAGS"},
    [RSIG_KW_SAMPLER_FLAG] = {"static sampler flag", "D3D12_SAMPLER_FLAGS"},
    [RSIG_KW_VISIBILITY] = {"shader visibility", "D3D12_SHADER_VISIBILITY"},
    [RSIG_KW_FILTER] = {"filter", "D3D12_FILTER"},
    [RSIG_KW_ADDRESS] = {"texture address mode", "D3D12_TEXTURE_ADDRESS_MODE"},
    [RSIG_KW_COMPARISON] = {"comparison function", "D3D12_COMPARISON_FUNC"},
    [RSIG_KW_BORDER] = {"static border color", "D3D12_STATIC_BORDER_COLOR"},
    [RSIG_KW_NUMDESC_VALUE] = {"descriptor count", "UINT"},
    [RSIG_KW_OFFSET_VALUE] = {"descriptor offset", "UINT"},
};

const char *rsig_kw_class_name(rsig_kw_class cls)
{
    return (unsigned)cls < RSIG_KW_CLASS_COUNT ? CLASSES[cls].name : "keyword";
}

const char *rsig_kw_class_ctype(rsig_kw_class cls)
{
    return (unsigned)cls < RSIG_KW_CLASS_COUNT ? CLASSES[cls].ctype : "UINT";
}
