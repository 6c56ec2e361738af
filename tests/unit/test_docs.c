/*
 * test_docs.c: documentation that must not drift from the code.
 * docs/dsl.md lists every keyword of the keyword table (and only those).
 * (Every diagnostic ID is checked against docs/diagnostics.md in test_validate.c.)
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "keywords.h"

static char *slurp(const char *rel)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", RSIG_SOURCE_DIR, rel);
    FILE *f = fopen(path, "rb");
    cr_assert_not_null(f, "cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    cr_assert_eq(fread(buf, 1, (size_t)n, f), (size_t)n);
    buf[n] = 0;
    fclose(f);
    return buf;
}

Test(docs, dsl_md_lists_every_keyword)
{
    char *doc = slurp("docs/dsl.md");
    for (size_t i = 0; i < rsig_keyword_count; i++) {
        char quoted[128];
        const rsig_keyword *k = &rsig_keywords[i];
        if (k->cls == RSIG_KW_ELEMENT || k->cls == RSIG_KW_PARAM)
            snprintf(quoted, sizeof quoted, "%s", k->name);
        else
            snprintf(quoted, sizeof quoted, "`%s`", k->name);
        cr_expect(strstr(doc, quoted) != NULL, "docs/dsl.md does not mention %s", k->name);
    }
    /* And every backquoted upper-case enum spelling in the doc is a real keyword. */
    for (char *p = strchr(doc, '`'); p; p = strchr(p + 1, '`')) {
        char *e = strchr(p + 1, '`');
        if (e == NULL)
            break;
        size_t len = (size_t)(e - p - 1);
        int upper = len > 3;
        for (size_t j = 0; j < len && upper; j++)
            upper = (p[1 + j] >= 'A' && p[1 + j] <= 'Z') || p[1 + j] == '_' ||
                    (p[1 + j] >= '0' && p[1 + j] <= '9');
        if (upper && strchr(p + 1, '_') && strchr(p + 1, '_') < e) {
            int found = 0;
            for (size_t i = 0; i < rsig_keyword_count && !found; i++)
                found = strlen(rsig_keywords[i].name) == len &&
                        strncmp(rsig_keywords[i].name, p + 1, len) == 0;
            cr_expect(found, "docs/dsl.md names %.*s, which is no keyword", (int)len, p + 1);
        }
        p = e;
    }
    free(doc);
}
