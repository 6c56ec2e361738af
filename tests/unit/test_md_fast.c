/*
 * test_md_fast.c: the metadata fast path (src/md_fast.c) against the
 * general lexer and grammar. Every observable outcome (md_paths.h: status,
 * entries, dumps, RTS0 bytes, every rendered diagnostic) must be the same
 * whichever path reads a module: on every metadata case file, on a module
 * in clang's form, and on every one-byte deletion and substitution of it,
 * which puts each boundary of the fast form (spacing, separators, number
 * and name syntax, line ends) in front of both paths. The fuzz target
 * fuzz_metadata makes the same comparison on arbitrary input.
 */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../fuzz/md_paths.h"

/* A module as clang 22 prints it (llvm.md §5), with one of each operand form. */
static const char CLANG_FORM[] =
    "; ModuleID = 'rs.hlsl'\n"
    "target triple = \"dxilv1.1-pc-shadermodel6.1-compute\"\n"
    "\n"
    "define void @main() #0 {\n"
    "entry:\n"
    "  ret void\n"
    "}\n"
    "\n"
    "!dx.rootsignatures = !{!0, !9}\n"
    "!0 = !{ptr @main, !1, i32 2}\n"
    "!1 = !{!2, !3, !4, !5, !6}\n"
    "!2 = !{!\"RootFlags\", i32 1}\n"
    "!3 = !{!\"RootConstants\", i32 0, i32 0, i32 1, i32 3}\n"
    "!4 = !{!\"RootCBV\", i32 0, i32 1, i32 0, i32 0}\n"
    "!5 = !{!\"StaticSampler\", i32 1, i32 4, i32 1, i32 1, float 0.000000e+00, i32 16, "
    "i32 4, i32 2, float -1.500000e+00, float 0x47EFFFFFE0000000, i32 0, i32 0, i32 0, i32 0}\n"
    "!6 = !{!\"DescriptorTable\", i32 0, !7, !8}\n"
    "!7 = !{!\"SRV\", i32 1, i32 0, i32 0, i32 -1, i32 4}\n"
    "!8 = !{!\"UAV\", i32 5, i32 1, i32 10, i32 5, i32 2}\n"
    "!9 = !{null, !10, i32 3}\n"
    "!10 = !{!11}\n"
    "!11 = !{!\"RootSRV\", i32 0, i32 9, i32 3, i64 8}\n";

static void agree(const char *text, size_t len, const rootsig_options *o, const char *what)
{
    char *fast = rsig_md_outcome(text, len, o, false);
    char *general = rsig_md_outcome(text, len, o, true);
    cr_assert_str_eq(fast, general, "%s: the fast path and the grammar disagree", what);
    free(fast);
    free(general);
}

static size_t fast_lines(const char *text, bool general_only)
{
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    ctx->md_general_only = general_only;
    size_t count = 0;
    rootsig_signature *const *sigs = NULL;
    rootsig_options o;
    memset(&o, 0, sizeof o);
    rootsig_parse_metadata_all(ctx, "m.ll", text, strlen(text), &o, &count, &sigs, NULL);
    size_t n = ctx->md_fast_lines;
    rootsig_ctx_destroy(ctx);
    return n;
}

Test(md_fast, takes_clang_form)
{
    /* All 13 definitions are in the fast form; the switch turns it off. */
    cr_assert_eq(fast_lines(CLANG_FORM, false), 13);
    cr_assert_eq(fast_lines(CLANG_FORM, true), 0);
    /* A comment, `distinct`, an inline node or a line break: the general path. */
    cr_assert_eq(fast_lines("!dx.rootsignatures = !{!0} ; c\n!0 = !{null, !1, i32 2}\n"
                            "!1 = distinct !{}\n", false), 1);
    cr_assert_eq(fast_lines("!dx.rootsignatures = !{!0}\n!0 = !{null, !{}, i32 2}\n", false), 1);
    cr_assert_eq(fast_lines("!dx.rootsignatures = !{!0}\n!0 = !{null,\n !1, i32 2}\n!1 = !{}", false),
                 2);
}

Test(md_fast, agrees_on_clang_form)
{
    rootsig_options o;
    memset(&o, 0, sizeof o);
    agree(CLANG_FORM, sizeof CLANG_FORM - 1, &o, "clang form");
    o.version = ROOTSIG_VERSION_1_1;
    agree(CLANG_FORM, sizeof CLANG_FORM - 1, &o, "clang form at 1.1");
}

Test(md_fast, agrees_on_every_case_file)
{
    DIR *dir = opendir(RSIG_CASES_DIR "/metadata");
    cr_assert_not_null(dir);
    struct dirent *e;
    int files = 0;
    while ((e = readdir(dir)) != NULL) {
        size_t n = strlen(e->d_name);
        if (n < 4 || strcmp(e->d_name + n - 3, ".ll") != 0)
            continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/metadata/%s", RSIG_CASES_DIR, e->d_name);
        FILE *f = fopen(path, "rb");
        cr_assert_not_null(f, "%s", path);
        static char buf[1 << 16];
        size_t len = fread(buf, 1, sizeof buf, f);
        fclose(f);
        rootsig_options o;
        memset(&o, 0, sizeof o);
        agree(buf, len, &o, e->d_name);
        files++;
    }
    closedir(dir);
    cr_assert_geq(files, 20);
}

Test(md_fast, agrees_on_every_one_byte_change)
{
    static const char subst[] = " ,}\n!\"0x-;.@\t{e";
    size_t len = sizeof CLANG_FORM - 1;
    char *buf = malloc(len + 1);
    cr_assert_not_null(buf);
    rootsig_options o;
    memset(&o, 0, sizeof o);
    /* Only the metadata lines: the others are skipped the same way by both. */
    size_t from = (size_t)(strstr(CLANG_FORM, "!dx.") - CLANG_FORM);
    for (size_t i = from; i < len; i++) {
        char what[64];
        memcpy(buf, CLANG_FORM, i);
        memcpy(buf + i, CLANG_FORM + i + 1, len - i - 1);
        snprintf(what, sizeof what, "byte %zu deleted", i);
        agree(buf, len - 1, &o, what);
        for (const char *c = subst; *c; c++) {
            if (*c == CLANG_FORM[i])
                continue;
            memcpy(buf, CLANG_FORM, len);
            buf[i] = *c;
            snprintf(what, sizeof what, "byte %zu -> 0x%02x", i, (unsigned char)*c);
            agree(buf, len, &o, what);
        }
    }
    free(buf);
}
