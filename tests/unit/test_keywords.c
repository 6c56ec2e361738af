/*
 * test_keywords.c: the generated keyword index answers exactly what a scan of
 * the table in src/model/keywords.c answers (the table stays the one source of
 * truth; the index is derived from it at build time).
 */
#include <criterion/criterion.h>
#include <ctype.h>
#include <string.h>

#include "keywords.h"

static int folded_eq(const char *kw, const char *name, size_t len)
{
    size_t i = 0;
    for (; i < len; i++)
        if (kw[i] == 0 || tolower((unsigned char)kw[i]) != tolower((unsigned char)name[i]))
            return 0;
    return kw[i] == 0;
}

static const rsig_keyword *scan_find(int cls, const char *name, size_t len)
{
    for (size_t i = 0; i < rsig_keyword_count; i++) {
        const rsig_keyword *k = &rsig_keywords[i];
        if ((cls < 0 || k->cls == cls) && !(k->kwflags & RSIG_KWF_NO_DSL) &&
            folded_eq(k->name, name, len))
            return k;
    }
    return NULL;
}

static const char *scan_name(int cls, uint32_t value)
{
    for (size_t i = 0; i < rsig_keyword_count; i++) {
        const rsig_keyword *k = &rsig_keywords[i];
        if (k->cls == cls && k->value == value && !(k->kwflags & RSIG_KWF_ALIAS))
            return k->name;
    }
    return NULL;
}

static void check_name(const char *name, size_t len)
{
    for (int cls = 0; cls < RSIG_KW_CLASS_COUNT; cls++)
        cr_assert_eq(rsig_kw_find((rsig_kw_class)cls, name, len), scan_find(cls, name, len),
                     "class %d, '%.*s'", cls, (int)len, name);
    cr_assert_eq(rsig_kw_find_any(name, len), scan_find(-1, name, len), "'%.*s'", (int)len,
                 name);
}

Test(keywords, index_finds_every_spelling_in_any_case)
{
    for (size_t i = 0; i < rsig_keyword_count; i++) {
        char buf[128];
        size_t len = strlen(rsig_keywords[i].name);
        cr_assert_lt(len, sizeof buf);
        memcpy(buf, rsig_keywords[i].name, len);
        check_name(buf, len);
        for (size_t k = 0; k < len; k++)
            buf[k] = (char)toupper((unsigned char)buf[k]);
        check_name(buf, len);
        for (size_t k = 0; k < len; k++)
            buf[k] = (char)tolower((unsigned char)buf[k]);
        check_name(buf, len);
        /* prefixes, extensions and one-letter changes are not keywords */
        check_name(buf, len - 1);
        buf[len] = 'x';
        check_name(buf, len + 1);
        buf[len / 2] = '#';
        check_name(buf, len);
    }
    check_name("", 0);
    check_name("b0", 2);
    char long_name[300];
    memset(long_name, 'a', sizeof long_name);
    check_name(long_name, sizeof long_name);
}

Test(keywords, value_names_and_class_masks_match_the_table)
{
    for (int cls = 0; cls < RSIG_KW_CLASS_COUNT; cls++) {
        uint32_t mask = 0;
        for (size_t i = 0; i < rsig_keyword_count; i++) {
            const rsig_keyword *k = &rsig_keywords[i];
            if (k->cls != cls)
                continue;
            mask |= k->value;
            cr_assert_eq(rsig_kw_name((rsig_kw_class)cls, k->value), scan_name(cls, k->value));
            cr_assert_eq(rsig_kw_name((rsig_kw_class)cls, k->value + 1),
                         scan_name(cls, k->value + 1));
            cr_assert_eq(rsig_kw_name((rsig_kw_class)cls, k->value - 1),
                         scan_name(cls, k->value - 1));
        }
        cr_assert_eq(rsig_kw_class_mask((rsig_kw_class)cls), mask, "class %d", cls);
        cr_assert_eq(rsig_kw_name((rsig_kw_class)cls, 0xFFFFFFFEu), scan_name(cls, 0xFFFFFFFEu));
    }
    cr_assert_null(rsig_kw_name(RSIG_KW_CLASS_COUNT, 0));
    cr_assert_eq(rsig_kw_class_mask(RSIG_KW_CLASS_COUNT), 0u);
}

/* Suggestions for shortened and D3D12-spelled names (issue 11), from the keyword table. */
static const char *full1(rsig_kw_class cls, const char *name)
{
    const char *out[3];
    size_t n = rsig_kw_suggest_full(cls, name, strlen(name), out, 3);
    return n == 1 ? out[0] : n == 0 ? "(none)" : "(several)";
}

Test(keywords, full_keyword_for_shortened_and_d3d12_names)
{
    /* ends with `_` + the name */
    cr_assert_str_eq(full1(RSIG_KW_VISIBILITY, "PIXEL"), "SHADER_VISIBILITY_PIXEL");
    cr_assert_str_eq(full1(RSIG_KW_VISIBILITY, "visibility_pixel"), "SHADER_VISIBILITY_PIXEL");
    cr_assert_str_eq(full1(RSIG_KW_ADDRESS, "CLAMP"), "TEXTURE_ADDRESS_CLAMP");
    cr_assert_str_eq(full1(RSIG_KW_COMPARISON, "LESS"), "COMPARISON_LESS");
    cr_assert_str_eq(full1(RSIG_KW_BORDER, "OPAQUE_WHITE"), "STATIC_BORDER_COLOR_OPAQUE_WHITE");
    cr_assert_str_eq(full1(RSIG_KW_DESC_FLAG, "VOLATILE"), "DATA_VOLATILE");
    /* four filters end with _MIN_MAG_MIP_LINEAR; FILTER_ alone adds the fewest words */
    cr_assert_str_eq(full1(RSIG_KW_FILTER, "MIN_MAG_MIP_LINEAR"), "FILTER_MIN_MAG_MIP_LINEAR");
    /* equal after removing D3D12_ */
    cr_assert_str_eq(full1(RSIG_KW_VISIBILITY, "D3D12_SHADER_VISIBILITY_ALL"),
                     "SHADER_VISIBILITY_ALL");
    cr_assert_str_eq(full1(RSIG_KW_FILTER, "D3D12_FILTER_ANISOTROPIC"), "FILTER_ANISOTROPIC");
    /* after the D3D12 type name (singular for flag types) */
    cr_assert_str_eq(full1(RSIG_KW_COMPARISON, "D3D12_COMPARISON_FUNC_NOT_EQUAL"),
                     "COMPARISON_NOT_EQUAL");
    cr_assert_str_eq(full1(RSIG_KW_ADDRESS, "D3D12_TEXTURE_ADDRESS_MODE_WRAP"),
                     "TEXTURE_ADDRESS_WRAP");
    cr_assert_str_eq(full1(RSIG_KW_RANGE_FLAG, "D3D12_DESCRIPTOR_RANGE_FLAG_DATA_STATIC"),
                     "DATA_STATIC");
    cr_assert_str_eq(full1(RSIG_KW_ROOT_FLAG, "D3D12_ROOT_SIGNATURE_FLAG_ALLOW_STREAM_OUTPUT"),
                     "ALLOW_STREAM_OUTPUT");
    /* an alias found this way is suggested by its printed spelling */
    cr_assert_str_eq(full1(RSIG_KW_SAMPLER_FLAG, "D3D12_SAMPLER_FLAG_UINT_BORDER_COLOR"),
                     "UINT_BORDER_COLOR");
    /* two range flags end with _VOLATILE, each adding one word: both, in table order */
    const char *out[3];
    cr_assert_eq(rsig_kw_suggest_full(RSIG_KW_RANGE_FLAG, "VOLATILE", 8, out, 3), 2u);
    cr_assert_str_eq(out[0], "DESCRIPTORS_VOLATILE");
    cr_assert_str_eq(out[1], "DATA_VOLATILE");
    cr_assert_eq(rsig_kw_suggest_full(RSIG_KW_RANGE_FLAG, "VOLATILE", 8, out, 1), 0u);
    /* no whole-word suffix, or the wrong class: nothing */
    cr_assert_str_eq(full1(RSIG_KW_VISIBILITY, "IXEL"), "(none)");
    cr_assert_str_eq(full1(RSIG_KW_VISIBILITY, "CLAMP"), "(none)");
    cr_assert_str_eq(full1(RSIG_KW_COMPARISON, "D3D12_"), "(none)");
    cr_assert_str_eq(full1(RSIG_KW_ROOT_FLAG, "DENY_PIXEL_SHADER"), "(none)");
}
