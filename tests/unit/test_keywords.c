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
