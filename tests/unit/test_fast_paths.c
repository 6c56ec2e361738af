/*
 * test_fast_paths.c: the front ends' fast paths against their grammars
 * alone (tests/fuzz/paths.h): the metadata driver's reading of clang-form
 * lines (src/metadata/fast.c) and the DSL driver's building of `name = value`
 * arguments and whole clauses after ',' without lemon (src/dsl/fast.c).
 * Every observable outcome (status, entries, dumps, RTS0 bytes, every
 * rendered diagnostic) must be the same with the fast paths on and off: on
 * every metadata and DSL case file, on a clang-form module, the reference
 * signature and a text of clauses, and on every one-byte deletion and
 * substitution of those, which puts each boundary of the fast forms (spacing,
 * separators, number and name syntax, line ends, nesting) in front of both.
 * The fuzz targets fuzz_metadata and fuzz_dsl make the same comparison on
 * arbitrary input.
 */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../fuzz/paths.h"

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

static void agree_as(bool metadata, const char *text, size_t len, const rootsig_options *o,
                     const char *what)
{
    char *fast = rsig_path_outcome(metadata, text, len, o, false);
    char *general = rsig_path_outcome(metadata, text, len, o, true);
    cr_assert_str_eq(fast, general, "%s: the fast path and the grammar disagree", what);
    free(fast);
    free(general);
    if (metadata) {
        /* Lazy nodes read for one entry at a time (in place) against all at once. */
        char *all = rsig_path_outcome_mode(true, text, len, o, RSIG_PATH_FAST, false);
        char *each = rsig_path_outcome_mode(true, text, len, o, RSIG_PATH_EACH, false);
        cr_assert_str_eq(each, all, "%s: one entry at a time and all at once disagree", what);
        free(all);
        free(each);
    }
}

static void agree(const char *text, size_t len, const rootsig_options *o, const char *what)
{
    agree_as(true, text, len, o, what);
}

/*
 * Both paths agree on every deletion of one byte of text[from..len) and on
 * every substitution of it by one of subst; what names the text in messages.
 */
static void agree_on_one_byte_changes(bool metadata, const char *text, size_t len, size_t from,
                                      const char *subst, const rootsig_options *o,
                                      const char *what)
{
    char *buf = malloc(len + 1);
    cr_assert_not_null(buf);
    for (size_t i = from; i < len; i++) {
        char change[96];
        memcpy(buf, text, i);
        memcpy(buf + i, text + i + 1, len - i - 1);
        snprintf(change, sizeof change, "%s: byte %zu deleted", what, i);
        agree_as(metadata, buf, len - 1, o, change);
        for (const char *c = subst; *c; c++) {
            if (*c == text[i])
                continue;
            memcpy(buf, text, len);
            buf[i] = *c;
            snprintf(change, sizeof change, "%s: byte %zu -> 0x%02x", what, i, (unsigned char)*c);
            agree_as(metadata, buf, len, o, change);
        }
    }
    free(buf);
}

static size_t fast_lines(const char *text, bool general_only)
{
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    ctx->no_fast_paths = general_only;
    size_t count = 0;
    rootsig_signature *const *sigs = NULL;
    rootsig_options o;
    memset(&o, 0, sizeof o);
    rootsig_parse_metadata_all(ctx, "m.ll", text, strlen(text), &o, &count, &sigs, NULL);
    size_t n = ctx->fast_path_hits;
    rootsig_ctx_destroy(ctx);
    return n;
}


/*
 * `!N = !{}`, which clang prints for an empty list: indexed by the fast
 * path as the node the builders make of it (a part of a module read in
 * parts ended its run at each before). As an entry's element list, as an
 * element, as a table's range, unused, and last without a line break.
 */
static const char EMPTY_NODES[] = "!dx.rootsignatures = !{!0, !2, !6}\n"
                                  "!0 = !{ptr @a, !1, i32 2}\n!1 = !{}\n"
                                  "!2 = !{ptr @b, !3, i32 2}\n!3 = !{!4, !1, !5}\n!4 = !{}\n"
                                  "!5 = !{!\"DescriptorTable\", i32 0, !1}\n"
                                  "!6 = !{ptr @c, !7, i32 2}\n!7 = !{!5}\n!8 = !{}\n!9 = !{}";


static size_t dsl_fast_arguments(const char *text, bool general_only)
{
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    ctx->no_fast_paths = general_only;
    rootsig_signature *sig = NULL;
    rootsig_parse_dsl(ctx, "s.rs", text, strlen(text), NULL, &sig);
    size_t n = ctx->fast_path_hits;
    rootsig_ctx_destroy(ctx);
    return n;
}

Test(dsl_fast, takes_arguments_after_comma)
{
    /* Each `, name = value` followed by ',' or ')'; the switch turns it off. */
    const char *rs = "CBV(b0, space = 1, visibility = SHADER_VISIBILITY_ALL), "
                     "DescriptorTable(SRV(t0, numDescriptors = 4))";
    cr_assert_eq(dsl_fast_arguments(rs, false), 3);
    cr_assert_eq(dsl_fast_arguments(rs, true), 0);
    /* After '(' (lemon's state differs there), with a sign, a dangling '|' or a register after
     * it: the grammar. Names joined by '|' are taken: one. */
    cr_assert_eq(dsl_fast_arguments("StaticSampler(filter = FILTER_MIN_MAG_MIP_POINT, s0, "
                                     "mipLODBias = -1, flags = A | B, space = 1 t0)", false), 1);
    cr_assert_eq(dsl_fast_arguments("CBV(b0, flags = A | B |, space = 1 t0)", false), 0);
}

Test(dsl_fast, takes_clauses_after_comma)
{
    /*
     * A whole range after ',' whose arguments are registers and `name =
     * value`, followed by ',' or ')'; its arguments are not counted apart.
     * The first range (after '(') and the table's own argument after ','
     * are not clauses: one argument, one clause, one clause.
     */
    const char *rs = "DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_PIXEL, "
                     "UAV(u0, numDescriptors = 2, space = 1), CBV())";
    cr_assert_eq(dsl_fast_arguments(rs, false), 3);
    cr_assert_eq(dsl_fast_arguments(rs, true), 0);
    /* Elements after ',' outside any parentheses, followed by ',' or the end: two. */
    cr_assert_eq(dsl_fast_arguments("CBV(b0), SRV(t0, space = 1), UAV(u0)", false), 2);
    cr_assert_eq(dsl_fast_arguments("CBV(b0), SRV(t0, space = 1), UAV(u0)", true), 0);
    /* Arguments that a ',' ends, in a clause and in an element: two. */
    cr_assert_eq(dsl_fast_arguments("DescriptorTable(SRV(t0), SRV(t1, space = 1,)), CBV(b0,)",
                                     false),
                 2);
    /* A table after ',' with its ranges, and a clause holding one: one each. */
    cr_assert_eq(dsl_fast_arguments("CBV(b0), DescriptorTable(SRV(t0), UAV(u0, space = 1),)",
                                     false),
                 1);
    cr_assert_eq(dsl_fast_arguments("DescriptorTable(SRV(t0), SRV(SRV(t5)))", false), 1);
    cr_assert_eq(dsl_fast_arguments("DescriptorTable(SRV(t0), SRV(t1, flags = A | B | C))", false),
                 1);
    /* Clauses two deep, a dangling '|', a sign, a bare value, ',' alone or twice: the grammar. */
    static const char *general[] = {
        "CBV(b0), DescriptorTable(SRV(t0), X(SRV(SRV(t5))))",
        "DescriptorTable(SRV(t0), SRV(t1, flags = A | B |))",
        "DescriptorTable(SRV(t0), SRV(t1, flags = | B))",
        "DescriptorTable(SRV(t0), SRV(t2, space = -1))",
        "DescriptorTable(SRV(t0), SRV(t3, 4))",
        "DescriptorTable(SRV(t0), SRV(,))",
        "DescriptorTable(SRV(t0), SRV(t4,,))",
    };
    for (size_t k = 0; k < sizeof general / sizeof general[0]; k++)
        cr_assert_eq(dsl_fast_arguments(general[k], false), 0, "%s", general[k]);
}

/*
 * Clauses of every kind after ',' (fast.c takes the simple ones whole):
 * empty, registers anywhere, every range field, a ',' before the ')',
 * tables with their ranges, unknown and misplaced clauses and fields,
 * duplicates, overlaps, a clause closing its table, clauses inside elements
 * that take none, and the forms it leaves to the grammar; elements after ',' at the top, the last one at the end of the
 * input; then every one-byte change of that text.
 */
static const char CLAUSES[] =
    "DescriptorTable(visibility = SHADER_VISIBILITY_PIXEL, SRV(t0), "
    "SRV(t1, numDescriptors = 4, space = 2, offset = 8, flags = DATA_VOLATILE), "
    "UAV(numDescriptors = unbounded, u9), CBV(), Sampler(s0, space = 1.5), Foo(t2), "
    "SRV(t5, flags = DATA_VOLATILE | DESCRIPTORS_VOLATILE), CBV(b0, space = -1), "
    "SRV(t1), UAV(u0, u1, offset = DESCRIPTOR_RANGE_OFFSET_APPEND)),\n"
    "DescriptorTable(CBV(b1), CBV(b1), SRV(t9, flags = DATA_VOLATILE, flags = DATA_STATIC)),\n"
    "DescriptorTable(Sampler(s1), Sampler(s2, numDescriptors = 2), SRV(t0)),\n"
    "RootFlags(0, SRV(t0)), CBV(b2, SRV(t0), UAV(u1)),\n"
    "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_POINT, SRV(t0)),\n"
    "CBV(b3), RootConstants(num32BitConstants = 1, b4), CBV(b3, space = 0), "
    "SRV(t0, visibility = SHADER_VISIBILITY_ALL, flags = DATA_VOLATILE), RootFlags(0), "
    "RootFlags(ALLOW_STREAM_OUTPUT), Bad(t0), StaticSampler(s1, maxLOD = 1.0e3), "
    "DescriptorTable(), RootFlags(x = 1,), StaticSampler(s2, maxLOD = 2.0,), CBV(b9,), "
    "DescriptorTable(SRV(t0), SRV(t7, space = 3,), UAV(u1,)), UAV(u7)";

Test(dsl_fast, agrees_on_clauses)
{
    rootsig_options o;
    memset(&o, 0, sizeof o);
    o.max_errors = 1000; /* every diagnostic of the text, not the first 20 */
    /* RootFlags complains of a ',' before its ')' (only the first RootFlags is read). */
    static const char *alone[] = {"CBV(b0), RootFlags(x = 1,)", "CBV(b0), RootFlags(b0,), UAV(u0,)",
                                  "CBV(b0), RootFlags()",
                                  "CBV(b0), CBV(b1, flags = DATA_VOLATILE | X | DATA_STATIC | Y)"};
    for (size_t k = 0; k < sizeof alone / sizeof alone[0]; k++)
        agree_as(false, alone[k], strlen(alone[k]), &o, alone[k]);
    for (int v = ROOTSIG_VERSION_1_0; v <= ROOTSIG_VERSION_1_2; v++) {
        o.version = (rootsig_version)v;
        agree_as(false, CLAUSES, sizeof CLAUSES - 1, &o, "clauses");
    }
    o.version = ROOTSIG_VERSION_1_1;
    agree_on_one_byte_changes(false, CLAUSES, sizeof CLAUSES - 1, 0, " ,()=|0t-.xA", &o, "clauses");
}

/* Ranges after ',' that are built straight into their table (fast.c, fast_range). */
static size_t dsl_fast_ranges(const char *text)
{
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    rootsig_signature *sig = NULL;
    rootsig_parse_dsl(ctx, "s.rs", text, strlen(text), NULL, &sig);
    size_t n = ctx->fast_range_hits;
    rootsig_ctx_destroy(ctx);
    return n;
}

/*
 * Ranges in the form built without the builders, with every value their
 * numbers can draw a message for (a leading zero, octal or not; too large,
 * in a register and in a field), names, a keyword in other case, a ','
 * before the ')'; and beside them the forms left to the builders (a wrong
 * register, two registers, a float, no register, a flags number, a name of
 * the wrong class, a list for one value, an unknown key, a field of another
 * element, one given twice, a clause in a range).
 */
static const char RANGES[] =
    "DescriptorTable(SRV(t0), SRV(t1, numDescriptors = 4), UAV(u0, space = 1,), "
    "sRv(t4, flags = DATA_VOLATILE | DESCRIPTORS_VOLATILE), CBV(numDescriptors = unbounded, b0), "
    "SRV(t010, numDescriptors = 08, space = 4294967296), Sampler(s4294967296, offset = 007), "
    "SRV(t9, offset = DESCRIPTOR_RANGE_OFFSET_APPEND, space = 0000000001, numDescriptors = 2),"
    "SRV(u1), SRV(t5, t6), SRV(t7, space = 1.5), SRV(space = 1), SRV(t8, flags = 0), "
    "SRV(t8, flags = DATA_STATIC_X), SRV(t8, numDescriptors = unbounded | unbounded), "
    "SRV(t8, spaces = 1), SRV(t8, visibility = SHADER_VISIBILITY_ALL), SRV(t8, space = 1, space = 2), "
    "SRV(t8, SRV(t9)))";

Test(dsl_fast, builds_ranges_into_their_table)
{
    cr_assert_eq(dsl_fast_ranges("DescriptorTable(SRV(t0), SRV(t1, numDescriptors = 4), "
                                 "UAV(u0, space = 1,), sRv(t4, flags = DATA_VOLATILE | "
                                 "DESCRIPTORS_VOLATILE), CBV(numDescriptors = unbounded, b0))"),
                 4);
    /* every other form in RANGES is left to the builders */
    cr_assert_eq(dsl_fast_ranges(RANGES), 7);
    /* not inside a table, or inside one that is itself misplaced */
    cr_assert_eq(dsl_fast_ranges("CBV(b0, SRV(t0), SRV(t1))"), 0);
    cr_assert_eq(dsl_fast_ranges("DescriptorTable(DescriptorTable(SRV(t0), SRV(t1)))"), 0);
    rootsig_options o;
    memset(&o, 0, sizeof o);
    o.max_errors = 1000;
    for (int v = ROOTSIG_VERSION_1_0; v <= ROOTSIG_VERSION_1_2; v++) {
        o.version = (rootsig_version)v;
        agree_as(false, RANGES, sizeof RANGES - 1, &o, "ranges");
    }
    o.version = ROOTSIG_VERSION_1_1;
    agree_on_one_byte_changes(false, RANGES, sizeof RANGES - 1, 0, " ,()=|0t-.9", &o, "ranges");
}


/*
 * Lines in clang's form whose values the decoder must not take in place
 * (decode.c reads an element straight from its line only when nothing
 * about it draws a diagnostic): integers at and past what i32 holds, enums
 * out of range, doubles exact and inexact, names with an escape or of the
 * wrong class, a range that is not a reference, wrong operand counts, the
 * LLVM 21 sampler; each entry on its own, so that every one is decoded.
 */
static const char BOUNDARIES[] =
    "!dx.rootsignatures = !{!0, !3, !6, !9, !12, !15, !18, !21, !24, !27, !30, !33, !37, !42, !47}\n"
    "!0 = !{ptr @a, !1, i32 2}\n!1 = !{!2}\n"
    "!2 = !{!\"RootConstants\", i32 0, i32 4294967295, i32 -2147483648, i32 1}\n"
    "!3 = !{ptr @b, !4, i32 2}\n!4 = !{!5}\n"
    "!5 = !{!\"RootConstants\", i32 0, i32 4294967296, i32 0, i32 1}\n"
    "!6 = !{ptr @c, !7, i32 2}\n!7 = !{!8}\n"
    "!8 = !{!\"RootCBV\", i32 8, i32 0, i32 0, i32 0}\n"
    "!9 = !{ptr @d, !10, i32 3}\n!10 = !{!11}\n"
    "!11 = !{!\"StaticSampler\", i32 85, i32 1, i32 1, i32 1, double 5.000000e-01, i32 16, "
    "i32 4, i32 2, double 0x3FB999999999999A, float 1.000000e+00, i32 0, i32 0, i32 0, i32 0}\n"
    "!12 = !{ptr @e, !13, i32 2}\n!13 = !{!14}\n"
    "!14 = !{!\"Root\\43BV\", i32 0, i32 1, i32 0, i32 0}\n"
    "!15 = !{ptr @f, !16, i32 2}\n!16 = !{!17}\n"
    "!17 = !{!\"DescriptorTable\", i32 0, !\"SRV\", i32 1, !2}\n"
    "!18 = !{ptr @g, !19, i32 2}\n!19 = !{!20, !8}\n"
    "!20 = !{!\"DescriptorTable\", i32 0, !8, !17, !20, !23}\n"
    "!21 = !{ptr @h, !22, i32 2}\n!22 = !{!23, !20}\n"
    "!23 = !{!\"SRV\", i32 1, i32 0, i32 0, i32 -1}\n"
    "!24 = !{ptr @i, !25, i32 2}\n!25 = !{!26}\n"
    "!26 = !{!\"StaticSampler\", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, "
    "i32 4, i32 2, float 0.000000e+00, float 1.000000e+00, i32 0, i32 0, i32 0}\n"
    "!27 = !{ptr @j, !28, i32 2}\n!28 = !{!29, !29}\n"
    "!29 = !{!\"RootFlags\", i32 -1}\n"
    "!30 = !{ptr @k, !31, i32 1}\n!31 = !{!32}\n"
    "!32 = !{!\"DescriptorTable\", i32 0, !35, !36}\n"
    "!33 = !{ptr @l, !34, i32 2}\n!34 = !{!32, !35}\n"
    "!35 = !{!\"UAV\", i32 2, i32 0, i32 0, i32 -1, i32 1}\n"
    "!36 = !{!\"Sampler\", i32 1, i32 3, i32 0, i32 4294967295, i32 0}\n"
    "!37 = !{ptr @m, !38, i32 2}\n!38 = !{!39, !40}\n"
    "!39 = !{!\"RootConstants\", i32 0, i32 1, i32 -2147483649, i32 1}\n"
    "!40 = !{!\"DescriptorTable\", i32 0, !41}\n"
    "!41 = !{!\"CBV\", i32 1, i32 0, i32 0, i32 -1, i32 4, i32 0}\n"
    "!42 = !{ptr @n, !43, i32 3}\n!43 = !{!44, !45, !46}\n"
    "!44 = !{!\"StaticSampler\", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, "
    "i32 4, i32 2, float 0x7FF8000000000000, float 0x47EFFFFFE0000000, i32 0, i32 0, i32 0, i32 0}\n"
    "!45 = !{!\"StaticSampler\", i32 85, i32 1, i32 1, i32 1, double 0x36A0000000000001, i32 16, "
    "i32 4, i32 2, double 0.000000e+00, double 0xFFF0000000000000, i32 1, i32 0, i32 0, i32 0}\n"
    "!46 = !{!\"StaticSampler\", i32 85, i32 1, i32 1, i32 1, float 0.000000e+000, i32 16, "
    "i32 4, i32 2, float -0.000000e+00, float 0x0000000000000001, i32 2, i32 0, i32 0, i32 0}\n"
    "!47 = !{ptr @o, !48, i32 3}\n!48 = !{!49, !50}\n"
    "!49 = !{!\"StaticSampler\", i32 85, i32 1, i32 1, i32 1, float 0x047EFFFFFE0000000, i32 16, "
    "i32 4, i32 2, float 0.0, float 0x10000000000000000, i32 3, i32 0, i32 0, i32 0}\n"
    "!50 = !{!\"StaticSampler\", i32 85, i32 1, i32 1, i32 1, double 0x3FF0000000000001, i32 16, "
    "i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 4, i32 0, i32 0, i32 0}\n";


/* Every file of tests/cases/<group> ending in ext, read as metadata or DSL. */
static int agree_on_dir(const char *group, const char *ext, bool metadata)
{
    char dirpath[1024];
    snprintf(dirpath, sizeof dirpath, "%s/%s", RSIG_CASES_DIR, group);
    DIR *dir = opendir(dirpath);
    cr_assert_not_null(dir, "%s", dirpath);
    struct dirent *e;
    int files = 0;
    size_t el = strlen(ext);
    while ((e = readdir(dir)) != NULL) {
        size_t n = strlen(e->d_name);
        if (n <= el || strcmp(e->d_name + n - el, ext) != 0)
            continue;
        char path[2048];
        snprintf(path, sizeof path, "%s/%s", dirpath, e->d_name);
        FILE *f = fopen(path, "rb");
        cr_assert_not_null(f, "%s", path);
        static char buf[1 << 16];
        size_t len = fread(buf, 1, sizeof buf, f);
        fclose(f);
        rootsig_options o;
        memset(&o, 0, sizeof o);
        agree_as(metadata, buf, len, &o, e->d_name);
        for (int v = ROOTSIG_VERSION_1_0; !metadata && v <= ROOTSIG_VERSION_1_2; v++) {
            o.version = (rootsig_version)v;
            o.compat = v == ROOTSIG_VERSION_1_1 ? ROOTSIG_COMPAT_DXC : ROOTSIG_COMPAT_LLVM;
            agree_as(metadata, buf, len, &o, e->d_name);
        }
        files++;
    }
    closedir(dir);
    return files;
}


Test(dsl_fast, agrees_on_every_case_file)
{
    cr_assert_geq(agree_on_dir("dsl", ".rs", false) + agree_on_dir("validate", ".rs", false), 16);
}



/* The reference signature (examples/reference.rs): every one-byte change, as DSL. */
Test(dsl_fast, agrees_on_every_one_byte_change)
{
    FILE *f = fopen(RSIG_SOURCE_DIR "/examples/reference.rs", "rb");
    cr_assert_not_null(f);
    static char src[1 << 14];
    size_t len = fread(src, 1, sizeof src, f);
    fclose(f);
    rootsig_options o;
    memset(&o, 0, sizeof o);
    agree_on_one_byte_changes(false, src, len, 0, " ,()=|\n0b-.;xA", &o, "reference.rs");
}

/*
 * Found by fuzz_dsl: `s=s,` 27 levels deep, where the parser's stack
 * overflows. The earlier fast path combined an argument after ',' at any
 * depth into one token, which took fewer stack entries than its tokens, and
 * moved the overflow (RS5002) past the end of the input; the fast path
 * still saves lemon those entries, so it stays below FAST_DEPTH.
 */
Test(dsl_fast, agrees_where_the_stack_overflows)
{
    static const char text[] = "e(C(5,e(C,f(V(b,n(m,e(C(b,n(1,n(d,e(C(b,u(D(V(_,n(1,n(s,o(V(_,n(1,"
                               "n(m,n(s,e(V(_,n(1,n(1,s=s,";
    rootsig_options o;
    memset(&o, 0, sizeof o);
    o.version = ROOTSIG_VERSION_1_2;
    agree_as(false, text, sizeof text - 1, &o, "deep s=s");
}

/* Nesting around the fast path's depth bound: where the parser's stack overflows must not move. */
Test(dsl_fast, agrees_on_deep_nesting)
{
    rootsig_options o;
    memset(&o, 0, sizeof o);
    char buf[4096];
    for (int depth = 1; depth < 40; depth++) {
        size_t n;
        /* arguments right after '(' (the grammar), then after ',' (the fast path) at every level */
        for (int form = 0; form < 2; form++) {
            n = 0;
            for (int k = 0; k < depth; k++)
                n += (size_t)snprintf(buf + n, sizeof buf - n, "%s",
                                      form ? "DescriptorTable(b0, space = 1, " : "DescriptorTable(");
            n += (size_t)snprintf(buf + n, sizeof buf - n, "SRV(t0, numDescriptors = 4, space = 1)");
            for (int k = 0; k < depth; k++)
                buf[n++] = ')';
            char what[32];
            snprintf(what, sizeof what, "depth %d, form %d", depth, form);
            agree_as(false, buf, n, &o, what);
        }
    }
}

/*
 * rsig_md_float_quick reads clang's sixteen hex digits eight at a time where
 * the text goes on past them, byte by byte otherwise: both readings of the
 * same bytes must agree (status, bits, end), whatever the digits' case,
 * wherever a byte that is not a digit stands, and with 15 to 17 digits.
 */
#include "parse_metadata.h"



/* CLANG_FORM with its first `was` replaced by `now`, into buf (cap bytes); its length. */
static size_t clang_form_with(char *buf, size_t cap, const char *was, const char *now)
{
    const char *at = strstr(CLANG_FORM, was);
    cr_assert_not_null(at, "%s is not in CLANG_FORM", was);
    size_t head = (size_t)(at - CLANG_FORM), was_len = strlen(was), now_len = strlen(now);
    size_t len = sizeof CLANG_FORM - 1 - was_len + now_len;
    cr_assert_lt(len, cap);
    memcpy(buf, CLANG_FORM, head);
    memcpy(buf + head, now, now_len);
    memcpy(buf + head + now_len, at + was_len, sizeof CLANG_FORM - head - was_len);
    return len;
}

