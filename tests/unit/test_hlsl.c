/*
 * test_hlsl.c: root signatures given as a #define in an .hlsl file
 * (rootsig_parse_hlsl_define): what the expansion is (checked on the
 * derived source's text), what is diagnosed, and that every diagnostic --
 * from the expansion, the DSL parser or the validator -- points at the
 * right byte, line and column of the file, with the file's line under it.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "rootsig.h"

static rootsig_ctx *ctx;

static void setup(void)
{
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
}

static void teardown(void)
{
    rootsig_ctx_destroy(ctx);
}

TestSuite(hlsl, .init = setup, .fini = teardown);

static rootsig_status parse(const char *file, const char *macro, rootsig_signature **sig)
{
    return rootsig_parse_hlsl_define(ctx, "rs.hlsl", file, strlen(file), macro, NULL, sig);
}

/* The DSL text the macro expands to (the parser's input). */
static const char *expansion(const char *file, const char *macro)
{
    rootsig_signature *sig = NULL;
    rootsig_status st = parse(file, macro, &sig);
    if (st != ROOTSIG_OK) {
        for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
            fputs(rootsig_diag_render(ctx, i), stderr);
        cr_assert_fail("%s: status %d", macro, st);
    }
    return sig->src->text;
}

/* Compiled bytes of a macro, and of the DSL it should equal. */
static void same_bytes(const char *file, const char *macro, const char *dsl)
{
    unsigned char a[4096], b[4096];
    size_t na = 0, nb = 0;
    rootsig_signature *sig = NULL;
    cr_assert_eq(parse(file, macro, &sig), ROOTSIG_OK);
    cr_assert_eq(rootsig_validate(ctx, sig, NULL), ROOTSIG_OK);
    cr_assert_eq(rootsig_write_rts0(ctx, sig, NULL, a, sizeof a, &na), ROOTSIG_OK);
    cr_assert_eq(rootsig_compile_dsl(ctx, "dsl", dsl, strlen(dsl), NULL, b, sizeof b, &nb),
                 ROOTSIG_OK);
    cr_assert_eq(na, nb);
    cr_assert_eq(memcmp(a, b, na), 0);
}

/* The first diagnostic with this ID, or fail. */
static const rootsig_diag *find(const char *id)
{
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        if (strcmp(rootsig_diag_get(ctx, i)->id, id) == 0 &&
            rootsig_diag_get(ctx, i)->severity != ROOTSIG_SEVERITY_NOTE)
            return rootsig_diag_get(ctx, i);
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        fputs(rootsig_diag_render(ctx, i), stderr);
    cr_assert_fail("no %s", id);
    return NULL;
}

static size_t index_of(const rootsig_diag *d)
{
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        if (rootsig_diag_get(ctx, i) == d)
            return i;
    return (size_t)-1;
}

static void rejected(const char *file, const char *macro, const char *id)
{
    rootsig_signature *sig = NULL;
    rootsig_status st = parse(file, macro, &sig);
    if (st == ROOTSIG_OK)
        st = rootsig_validate(ctx, sig, NULL);
    cr_assert_eq(st, ROOTSIG_ERR_INPUT, "%s: status %d", id, st);
    (void)find(id);
}

/* ---- expansion -------------------------------------------------------- */

Test(hlsl, adjacent_literals_pasted_without_quotes)
{
    cr_assert_str_eq(expansion("#define RS \"CBV(b0), \" \"SRV(t0)\"\n", "RS"), "CBV(b0), SRV(t0)");
    /* a keyword split over two literals, which DXC's HLSLMacroExpander.cpp accepts */
    cr_assert_str_eq(expansion("#define RS \"Descriptor\" \"Table(SRV(t3))\"\n", "RS"),
                     "DescriptorTable(SRV(t3))");
}

Test(hlsl, continuations_between_and_inside_literals)
{
    const char *file = "#define RS \\\n"
                       "    \"CBV(b0),\" \\\n"
                       "    \"SRV(t0, \\\n"
                       "      space = 1)\"\r\n"
                       "float4 main() : SV_Target { return 0; }\n";
    /* inside a literal the next line's indentation stays in the string */
    cr_assert_str_eq(expansion(file, "RS"), "CBV(b0),SRV(t0,       space = 1)");
    /* a backslash with blanks after it still continues the line (as in clang) */
    cr_assert_str_eq(expansion("#define RS \"CBV(b0)\" \\  \n \"\"\n", "RS"), "CBV(b0)");
}

Test(hlsl, comments_dropped)
{
    const char *file = "/* #define RS \"no\" */\n"
                       "// #define RS \"no\"\n"
                       "#define RS /* the camera */ \"CBV(b0), \" /* a\n"
                       "   block comment over lines continues the directive */ \"SRV(t0)\" // end\n"
                       "\"not part of it\"\n";
    cr_assert_str_eq(expansion(file, "RS"), "CBV(b0), SRV(t0)");
}

Test(hlsl, directives_found_only_at_line_starts)
{
    const char *file = "static const char *s = \"#define RS \\\"SRV(t9)\\\"\";\n"
                       "int x; # define NOT_A_DIRECTIVE 1\n"
                       "  /* comment */ #  define RS \"CBV(b0)\"\n";
    cr_assert_str_eq(expansion(file, "RS"), "CBV(b0)");
    rejected(file, "NOT_A_DIRECTIVE", "RS6001");
}

Test(hlsl, nested_object_like_macros)
{
    const char *file = "#define SAMPLER \"StaticSampler(s0)\"\n"
                       "#define TABLES \"DescriptorTable(SRV(t0)), \" UAVS\n"
                       "#define UAVS \"DescriptorTable(UAV(u0))\"\n"
                       "#define RS \"CBV(b0), \" TABLES \", \" SAMPLER\n";
    /* defined before or after the use: what counts is the end of the file */
    cr_assert_str_eq(expansion(file, "RS"),
                     "CBV(b0), DescriptorTable(SRV(t0)), DescriptorTable(UAV(u0)), "
                     "StaticSampler(s0)");
}

Test(hlsl, unquoted_tokens_keep_their_spaces)
{
    const char *file = "#define VIS visibility = SHADER_VISIBILITY_PIXEL\n"
                       "#define RS RootFlags(DENY_VERTEX_SHADER_ROOT_ACCESS | "
                       "DENY_HULL_SHADER_ROOT_ACCESS),"
                       " DescriptorTable(SRV(t0), VIS), CBV(b0, space=+1)\n";
    cr_assert_str_eq(expansion(file, "RS"),
                     "RootFlags(DENY_VERTEX_SHADER_ROOT_ACCESS | DENY_HULL_SHADER_ROOT_ACCESS), "
                     "DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_PIXEL), "
                     "CBV(b0, space=+1)");
    /* no space after a literal (HLSLMacroExpander's rule), one before a literal that had one */
    cr_assert_str_eq(expansion("#define RS \"CBV(b0),\" SRV(t0), \"UAV(u0)\"\n", "RS"),
                     "CBV(b0),SRV(t0), UAV(u0)");
}

Test(hlsl, escapes_are_not_processed)
{
    /* DXC's -T rootsig path copies the raw spelling; the DSL then rejects the backslash */
    rootsig_signature *sig;
    cr_assert_eq(parse("#define RS \"CBV(b0),\\tSRV(t0)\"\n", "RS", &sig), ROOTSIG_ERR_INPUT);
    const rootsig_diag *d = find("RS1001");
    cr_assert_eq(d->line, 1u);
    cr_assert_eq(d->column, 21u); /* the backslash of \t */
    /* an escaped quote does not end the literal */
    rootsig_ctx_reset(ctx);
    cr_assert_eq(parse("#define RS \"CBV(b0)\\\", SRV(t0)\"\n", "RS", &sig), ROOTSIG_ERR_INPUT);
    cr_assert_eq(find("RS1001")->column, 20u);
}

Test(hlsl, root_signature_attribute_unwrapped)
{
    const char *file = "#define A [\\\n"
                       "    RootSignature\\\n"
                       "    (\\\n"
                       "       \"CBV(b0), \" \"SRV(t0)\"\\\n"
                       "    )\\\n"
                       "]\n"
                       "#define B RootSignature(\"UAV(u0),\" \"CBV(b1)\")\n"
                       "#define C [rootsignature(INNER)]\n"
                       "#define INNER \"SRV(t2)\"\n";
    cr_assert_str_eq(expansion(file, "A"), "CBV(b0), SRV(t0)");
    cr_assert_str_eq(expansion(file, "B"), "UAV(u0),CBV(b1)");
    cr_assert_str_eq(expansion(file, "C"), "SRV(t2)");
    same_bytes(file, "A", "CBV(b0), SRV(t0)");
}

Test(hlsl, attribute_with_other_tokens)
{
    rejected("#define RS [RootSignature(OTHER)]\n", "RS", "RS6010");
    const rootsig_diag *d = find("RS6010");
    cr_assert_eq(d->column, 27u);
    cr_assert(strstr(d->message, "'OTHER'") != NULL, "%s", d->message);
    rejected("#define RS RootSignature(\"CBV(b0)\") extra\n", "RS", "RS6010");
    rejected("#define RS [RootSignature(\"CBV(b0)\")\n", "RS", "RS6010");
}

Test(hlsl, prefixed_and_empty_literals)
{
    cr_assert_str_eq(expansion("#define RS L\"CBV(b0)\" u8\", SRV(t0)\"\n", "RS"),
                     "CBV(b0), SRV(t0)");
    /* "" is an empty root signature, which is valid */
    cr_assert_str_eq(expansion("#define RS \"\"\n", "RS"), "");
}

Test(hlsl, include_guard_and_single_conditional_definition)
{
    /* __HLSL_VERSION is predefined (docs/hlsl.md); __hlsl_dx_compiler only for --compat dxc */
    const char *file = "#ifndef RS_HLSLI\n"
                       "#define RS_HLSLI\n"
                       "#ifdef __HLSL_VERSION\n"
                       "#define RS \"CBV(b0)\"\n"
                       "#endif\n"
                       "#ifdef __hlsl_dx_compiler\n"
                       "#define RS \"CBV(b1)\"\n"
                       "#endif\n"
                       "#endif\n";
    cr_assert_str_eq(expansion(file, "RS"), "CBV(b0)");
    rejected(file, "RS_HLSLI", "RS6009"); /* the guard expands to nothing */
}

Test(hlsl, redefinition_uses_the_last_one)
{
    const char *file = "#define RS \"CBV(b0)\"\n"
                       "#define RS  \"CBV(b0)\" /* the same tokens: no warning */\n"
                       "#undef RS\n"
                       "#define RS \"CBV(b1)\"\n"
                       "#define RS \"CBV(b2)\"\n";
    cr_assert_str_eq(expansion(file, "RS"), "CBV(b2)");
    cr_assert_eq(rootsig_warning_count(ctx), 1u);
    const rootsig_diag *d = find("RS6005");
    cr_assert_eq(d->line, 5u);
    cr_assert_eq(d->column, 9u);
    cr_assert_eq(d->note_count, 1u);
    cr_assert_eq(rootsig_diag_get(ctx, index_of(d) + 1)->line, 4u);
}

Test(hlsl, literal_conditions_are_known)
{
    const char *off = "#if 0\n#define RS \"CBV(b0)\"\n#endif\n#define RS \"CBV(b1)\"\n";
    cr_assert_str_eq(expansion(off, "RS"), "CBV(b1)");
    const char *on = "#if 1\n#define RS \"CBV(b0)\"\n#else\n#  if X\n#define RS \"CBV(b1)\"\n"
                     "#  endif\n#define RS \"CBV(b2)\"\n#endif\n";
    cr_assert_str_eq(expansion(on, "RS"), "CBV(b0)");
    cr_assert_eq(rootsig_diag_count(ctx), 0u);
    /* only inside #if 0: not defined */
    rejected("#if 0 // old\n#define RS \"CBV(b0)\"\n#endif\n", "RS", "RS6001");
    /* #if 0 / #elif X / #else: X (an unknown name: 0) decides */
    rootsig_ctx_reset(ctx);
    cr_assert_str_eq(expansion("#if 0\n#elif X\n#define RS \"CBV(b0)\"\n#else\n#define RS "
                               "\"CBV(b1)\"\n#endif\n",
                               "RS"),
                     "CBV(b1)");
}

Test(hlsl, werror_applies_to_expansion_warnings)
{
    rootsig_options o = {ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_LLVM, 0, 1};
    const char *file = "#define RS \"CBV(b0)\"\n#define RS \"CBV(b1)\"\n";
    rootsig_signature *sig = (rootsig_signature *)1;
    cr_assert_eq(rootsig_parse_hlsl_define(ctx, "rs.hlsl", file, strlen(file), "RS", &o, &sig),
                 ROOTSIG_ERR_INPUT);
    cr_assert_null(sig);
    cr_assert_eq(find("RS6005")->severity, ROOTSIG_SEVERITY_ERROR);
    cr_assert_eq(rootsig_ctx_disable_warning(ctx, "RS6005", 1), ROOTSIG_OK);
    o.werror = 0;
    cr_assert_eq(rootsig_parse_hlsl_define(ctx, "rs.hlsl", file, strlen(file), "RS", &o, &sig),
                 ROOTSIG_OK);
}

/* ---- what is not supported ----------------------------------------------- */

Test(hlsl, definitions_in_different_branches)
{
    /* conditions are evaluated (RS6004 is no longer emitted): the branch taken decides */
    const char *file = "#ifdef __XBOX_SCARLETT\n"
                       "#define RS \"CBV(b0), XBOX\"\n"
                       "#elif defined(OTHER) && OTHER + 1 > 2\n"
                       "#define RS \"CBV(b1)\"\n"
                       "#else\n"
                       "#define RS \"CBV(b2)\"\n"
                       "#endif\n";
    cr_assert_str_eq(expansion(file, "RS"), "CBV(b2)");
    rootsig_hlsl_macro d[] = {{"OTHER", "2", 0}};
    rootsig_hlsl_input in = {ROOTSIG_HLSL_DEFINE, "RS", d, 1, NULL, NULL};
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_parse_hlsl(ctx, "rs.hlsl", file, strlen(file), &in, NULL, &sig),
                 ROOTSIG_OK);
    cr_assert_str_eq(sig->src->text, "CBV(b1)");
    /* -U after -D: undefined again */
    rootsig_hlsl_macro du[] = {{"OTHER", "2", 0}, {"OTHER", NULL, 1}};
    in.macros = du;
    in.nmacros = 2;
    cr_assert_eq(rootsig_parse_hlsl(ctx, "rs.hlsl", file, strlen(file), &in, NULL, &sig),
                 ROOTSIG_OK);
    cr_assert_str_eq(sig->src->text, "CBV(b2)");
    /* an #undef under a condition that holds */
    cr_assert_str_eq(expansion("#define RS \"CBV(b0)\"\n#if 1\n#undef RS\n#define RS "
                               "\"CBV(b3)\"\n#endif\n",
                               "RS"),
                     "CBV(b3)");
}

Test(hlsl, unknown_macro_lists_nearest_names)
{
    const char *file = "#define ROOT_SIG \"CBV(b0)\"\n"
                       "#define ROOT_SIG2 \"CBV(b1)\"\n"
                       "#define OTHER 1\n";
    rejected(file, "ROOTSIG", "RS6001");
    const rootsig_diag *d = find("RS6001");
    cr_assert_str_eq(d->message, "no macro 'ROOTSIG' is defined at the end of the file; did you "
                                 "mean 'ROOT_SIG' or 'ROOT_SIG2'?");
    cr_assert_str_eq(d->source_name, "rs.hlsl");
    cr_assert_eq(d->line, 0u); /* about the file, not a place in it */
    cr_assert_str_eq(rootsig_diag_render(ctx, index_of(d)),
                     "rs.hlsl: error: no macro 'ROOTSIG' is defined at the end of the file; did "
                     "you mean 'ROOT_SIG' or 'ROOT_SIG2'? [RS6001]\n");
    /* case is only a small difference */
    rootsig_ctx_reset(ctx);
    rejected(file, "root_sig", "RS6001");
    cr_assert(strstr(find("RS6001")->message, "did you mean 'ROOT_SIG'") != NULL);
    /* nothing close: the macros that look like root signatures */
    rootsig_ctx_reset(ctx);
    rejected("#define A \"CBV(b0)\"\n#define B 2\n"
             "#define C [RootSignature(\"\")]\n",
             "MainRS", "RS6001");
    d = find("RS6001");
    cr_assert_str_eq(d->message, "no macro 'MainRS' is defined at the end of the file; macros "
                                 "here that look like root signatures: 'A', 'C'");
    /* without an include callback an #include is not found */
    rootsig_ctx_reset(ctx);
    rejected("#include \"common.hlsli\"\n#define A \"CBV(b0)\"\n", "A", "RS6014");
    cr_assert_eq(find("RS6014")->line, 1u);
    /* #undef'd at the end */
    rootsig_ctx_reset(ctx);
    rejected("#define RS \"CBV(b0)\"\n#undef RS\n", "RS", "RS6001");
    rootsig_ctx_reset(ctx);
    rejected("#define RS \"CBV(b0)\"\n", "not a name", "RS6001");
}

Test(hlsl, function_like_macros)
{
    rejected("#define RS(x) \"CBV(b0)\"\n", "RS", "RS6002");
    cr_assert_eq(find("RS6002")->column, 9u);
    rootsig_ctx_reset(ctx);
    /* # stringizing, ## pasting, __VA_ARGS__, rescanning */
    const char *file = "#define STR(p) #p\n"
                       "#define XSTR(p) STR(p)\n"
                       "#define N 4\n"
                       "#define CAT(a, b) a##b\n"
                       "#define LIST(...) __VA_ARGS__\n"
                       "#define RS \"DescriptorTable(SRV(t0, numDescriptors = \" XSTR(N) \"))\" "
                       "LIST(\", CBV(b1)\") \", SRV(\" STR(CAT(t, 2)) \")\" CAT(\", UAV(u\", \"3)\")\n";
    /* # does not expand its argument; the ## of two literals is rejected below */
    rejected(file, "RS", "RS6026");
    rootsig_ctx_reset(ctx);
    const char *ok = "#define STR(p) #p\n#define XSTR(p) STR(p)\n#define N 4\n"
                     "#define CAT(a, b) a##b\n#define LIST(...) __VA_ARGS__\n"
                     "#define RS \"DescriptorTable(SRV(t0, numDescriptors = \" XSTR(N) \"))\" "
                     "LIST(\", CBV(b1)\") \", \" CAT(SR, V)(CAT(t, 2))\n";
    cr_assert_str_eq(expansion(ok, "RS"),
                     "DescriptorTable(SRV(t0, numDescriptors = 4)), CBV(b1), SRV(t2)");
    /* the name alone, without '(', is no invocation (as in C): it stays a word */
    cr_assert_str_eq(expansion("#define CBV(x) x\n#define RS CBV \"(b0)\"\n", "RS"), "CBV (b0)");
    /* a wrong number of arguments */
    rejected("#define F(a, b) a\n#define RS F(1)\n", "RS", "RS6025");
}

Test(hlsl, cycles_and_depth)
{
    /* a macro is not expanded inside its own expansion (RS6003 is no longer emitted): the
     * name stays, and the DSL parser says what it is */
    rejected("#define A \"CBV(b0), \" B\n#define B C\n#define C A\n", "A", "RS1011");
    rootsig_ctx_reset(ctx);
    /* a chain of 300 macros: deeper than 256 */
    static char file[16384];
    size_t n = 0;
    for (int i = 0; i < 300; i++)
        n += (size_t)snprintf(file + n, sizeof file - n, "#define M%d M%d\n", i, i + 1);
    snprintf(file + n, sizeof file - n, "#define M300 \"CBV(b0)\"\n");
    rejected(file, "M0", "RS6011");
    /* 250 deep is fine */
    rootsig_ctx_reset(ctx);
    cr_assert_str_eq(expansion(file, "M50"), "CBV(b0)");
}

Test(hlsl, exponential_expansion_is_capped)
{
    /* each level doubles: 2^40 copies unless capped */
    char file[4096];
    size_t n = (size_t)snprintf(file, sizeof file, "#define A0 \"CBV(b0),\"\n");
    for (int i = 1; i <= 40; i++)
        n += (size_t)snprintf(file + n, sizeof file - n, "#define A%d A%d A%d\n", i, i - 1, i - 1);
    rejected(file, "A40", "RS6012");
}

Test(hlsl, broken_definitions)
{
    rejected("#define RS \"CBV(b0),\" \\\n  \"SRV(t0)\n", "RS", "RS6006");
    cr_assert_eq(find("RS6006")->line, 2u);
    rootsig_ctx_reset(ctx);
    /* a comment after the backslash: the macro ends on that line, the backslash is a stray
     * character the DSL parser rejects (RS6007 is no longer emitted) */
    rejected("#define RS \"CBV(b0),\" \\ /* more */\n  \"SRV(t0)\"\n", "RS", "RS1001");
    rootsig_ctx_reset(ctx);
    /* pasting that makes no token (RS6008 is no longer emitted: ## works) */
    rejected("#define P(a, b) a ## b\n#define RS P(CBV, (b0))\n", "RS", "RS6026");
    rootsig_ctx_reset(ctx);
    rejected("#define RS\n", "RS", "RS6009");
}

Test(hlsl, line_comment_continued)
{
    rootsig_signature *sig;
    const char *file = "#define RS \"CBV(b0)\" // the camera \\\n  \"SRV(t0)\"\n";
    cr_assert_eq(parse(file, "RS", &sig), ROOTSIG_OK); /* as the preprocessor reads it */
    cr_assert_str_eq(sig->src->text, "CBV(b0)");
    const rootsig_diag *d = find("RS6013");
    cr_assert_eq(d->severity, ROOTSIG_SEVERITY_WARNING);
    cr_assert_eq(d->column, 22u);
}

/* ---- locations ---------------------------------------------------------- */

static const char *MULTI = "// lighting pass\n"                            /* line 1 */
                           "#define TABLE \"DescriptorTable(SRV(t0, numDescriptors = 0))\"\n"
                           "\n"
                           "#define MyRS \\\n"                             /* line 4 */
                           "    \"RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), \" \\\n"
                           "    \"CBV(b0), \" \\\n"
                           "    \"SRV(t1, spcae = 1), \" \\\n"             /* line 7 */
                           "    TABLE\n";

Test(hlsl, parser_error_in_third_literal)
{
    rootsig_signature *sig;
    cr_assert_eq(parse(MULTI, "MyRS", &sig), ROOTSIG_ERR_INPUT);
    const rootsig_diag *d = find("RS1021");
    cr_assert_eq(d->line, 7u);
    cr_assert_eq(d->column, 14u);
    cr_assert_eq(d->length, 5u);
    cr_assert_eq(d->offset, (size_t)(strstr(MULTI, "spcae") - MULTI));
    cr_assert_str_eq(d->source_name, "rs.hlsl");
    cr_assert_str_eq(rootsig_diag_render(ctx, index_of(d)),
                     "rs.hlsl:7:14: error: unknown parameter 'spcae' in a root SRV; did you mean "
                     "'space'? [RS1021]\n"
                     "      \"SRV(t1, spcae = 1), \" \\\n"
                     "               ^~~~~\n"
                     "               space\n");
    /* The fix-it is in the file, where 'spcae' is spelled. */
    cr_assert_str_eq(d->fixit, "space");
    cr_assert_eq(d->fixit_offset, d->offset);
    cr_assert_eq(d->fixit_length, 5u);
}

Test(hlsl, validation_error_in_nested_macro)
{
    char *fixed = malloc(strlen(MULTI) + 1);
    cr_assert_not_null(fixed);
    strcpy(fixed, MULTI);
    memcpy(strstr(fixed, "spcae"), "space", 5);
    rootsig_signature *sig;
    cr_assert_eq(parse(fixed, "MyRS", &sig), ROOTSIG_OK);
    cr_assert_eq(rootsig_validate(ctx, sig, NULL), ROOTSIG_ERR_INPUT);
    const rootsig_diag *d = find("RS2005");
    cr_assert_eq(d->line, 2u); /* in TABLE's definition, where the text is */
    cr_assert_eq(d->column, 57u);
    cr_assert_eq(d->offset, (size_t)(strstr(fixed, "= 0") + 2 - fixed));
    free(fixed);
}

Test(hlsl, end_of_input_and_split_tokens)
{
    rootsig_signature *sig;
    /* the missing ')' is reported at the closing quote of the last literal */
    cr_assert_eq(parse("#define RS \"CBV(b0),\" \\\n   \"SRV(t0\"\n", "RS", &sig),
                 ROOTSIG_ERR_INPUT);
    const rootsig_diag *d = find("RS1011");
    cr_assert_eq(d->line, 2u);
    cr_assert_eq(d->column, 11u);
    /* an unknown element spelled over two literals spans both */
    rootsig_ctx_reset(ctx);
    cr_assert_eq(parse("#define RS \"Descr\" \"iptorTabel(SRV(t0))\"\n", "RS", &sig),
                 ROOTSIG_ERR_INPUT);
    d = find("RS1020");
    cr_assert_eq(d->column, 13u);
    cr_assert_eq(d->length, 18u); /* from 'D' to the last 'l', quotes between included */
}

Test(hlsl, locations_after_splices_inside_a_literal)
{
    const char *file = "#define RS \"CBV(b0), \\\r\n"
                       "        SRV(t0, foo = 1)\"\r\n";
    rootsig_signature *sig;
    cr_assert_eq(parse(file, "RS", &sig), ROOTSIG_ERR_INPUT);
    const rootsig_diag *d = find("RS1021");
    cr_assert_eq(d->line, 2u);
    cr_assert_eq(d->column, 17u);
    cr_assert_str_eq(rootsig_diag_render(ctx, index_of(d)) + strlen("rs.hlsl:2:17: error: "),
                     "unknown parameter 'foo' in a root SRV [RS1021]\n"
                     "          SRV(t0, foo = 1)\"\n"
                     "                  ^~~\n");
}

/* ---- the API ------------------------------------------------------------- */

Test(hlsl, arguments)
{
    rootsig_signature *sig = (rootsig_signature *)1;
    cr_assert_eq(rootsig_parse_hlsl_define(ctx, "f", "", 0, NULL, NULL, &sig), ROOTSIG_ERR_ARG);
    cr_assert_null(sig);
    cr_assert_eq(rootsig_parse_hlsl_define(NULL, "f", "", 0, "RS", NULL, &sig), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_parse_hlsl_define(ctx, "f", NULL, 3, "RS", NULL, &sig), ROOTSIG_ERR_ARG);
    rootsig_options bad = {(rootsig_version)9, ROOTSIG_COMPAT_LLVM, 0, 0};
    cr_assert_eq(rootsig_parse_hlsl_define(ctx, "f", "", 0, "RS", &bad, &sig), ROOTSIG_ERR_ARG);
    /* the text need not be NUL-terminated */
    const char text[] = {'#', 'd', 'e', 'f', 'i', 'n', 'e', ' ', 'R', ' ', '"', 'C', 'B', 'V', '(',
                         'b', '0', ')', '"'};
    rootsig_options v10 = {ROOTSIG_VERSION_1_0, ROOTSIG_COMPAT_LLVM, 0, 0};
    cr_assert_eq(rootsig_parse_hlsl_define(ctx, NULL, text, sizeof text, "R", &v10, &sig),
                 ROOTSIG_OK);
    cr_assert_eq(rootsig_signature_version(sig), ROOTSIG_VERSION_1_0);
}

#include "counting_alloc.h"

Test(hlsl, every_allocation_failure_is_clean)
{
    const char *files[] = {MULTI, "#define A \"CBV(b0)\" B\n#define B \\\n \"x\" C\n#define C A\n"};
    for (size_t f = 0; f < 2; f++) {
        for (size_t n = 1;; n++) {
            counting c = {0, 0, n};
            rootsig_allocator a = {c_alloc, c_free, &c};
            rootsig_ctx *x;
            rootsig_status st = rootsig_ctx_create(&a, &x);
            if (st == ROOTSIG_OK) {
                rootsig_signature *sig;
                st = rootsig_parse_hlsl_define(x, "rs.hlsl", files[f], strlen(files[f]),
                                               f ? "A" : "MyRS", NULL, &sig);
                for (size_t i = 0; i < rootsig_diag_count(x); i++)
                    (void)rootsig_diag_render(x, i);
                rootsig_ctx_destroy(x);
            }
            cr_assert(st == ROOTSIG_ERR_INPUT || st == ROOTSIG_ERR_NOMEM, "n=%zu st=%d", n, st);
            cr_assert_eq(c.live, 0u, "leak when allocation %zu fails", n);
            if (c.calls < n)
                break; /* every allocation has failed once */
        }
    }
}

Test(hlsl, large_files_stay_linear)
{
    /* 20000 definitions, a 60-deep chain, and the macro at the end */
    size_t cap = 2u << 20, n = 0;
    char *file = malloc(cap);
    cr_assert_not_null(file);
    for (int i = 0; i < 20000; i++)
        n += (size_t)snprintf(file + n, cap - n, "#define UNUSED_%d \"CBV(b%d)\" // %d\n", i, i, i);
    for (int i = 0; i < 60; i++)
        n += (size_t)snprintf(file + n, cap - n, "#define L%d L%d\n", i, i + 1);
    n += (size_t)snprintf(file + n, cap - n, "#define L60 \"CBV(b0)\"\n");
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_hlsl_define(ctx, "big.hlsl", file, n, "L0", NULL, &sig), ROOTSIG_OK);
    cr_assert_str_eq(sig->src->text, "CBV(b0)");
    cr_assert_eq(rootsig_parse_hlsl_define(ctx, "big.hlsl", file, n, "UNUSED_1999", NULL, &sig),
                 ROOTSIG_OK);
    free(file);
}

/* ---- the preprocessor through rootsig_parse_hlsl ------------------------- */

/* An in-memory file set for the include callback: name, text pairs. */
static const char *const FILES[][2] = {
    {"guarded.h", "#ifndef GUARDED_H\n#define GUARDED_H\n#define TABLE(n) \"DescriptorTable(SRV(t0, numDescriptors = \" #n \"))\"\n#endif\n"},
    {"once.h", "#pragma once\n#define ONCE_COUNT_ME 1\n#include \"guarded.h\"\n"},
    {"bad.h", "#define BAD \"CBV(b0, spcae = 1)\"\n"},
    {"loop.h", "#include \"loop.h\"\n"},
};

static int serve(void *user, const char *name, const char *includer, int angled,
                 const char **resolved, const char **text, size_t *length)
{
    (void)includer;
    (void)angled;
    *(int *)user += 1;
    for (size_t i = 0; i < sizeof FILES / sizeof FILES[0]; i++) {
        if (strcmp(name, FILES[i][0]) == 0) {
            *resolved = FILES[i][0];
            *text = FILES[i][1];
            *length = strlen(FILES[i][1]);
            return 0;
        }
    }
    return 1;
}

static rootsig_status parse_in(const char *file, rootsig_hlsl_pick pick, const char *name,
                               int *calls, rootsig_signature **sig)
{
    rootsig_hlsl_input in = {pick, name, NULL, 0, serve, calls};
    return rootsig_parse_hlsl(ctx, "main.hlsl", file, strlen(file), &in, NULL, sig);
}

Test(hlsl, includes_through_the_callback)
{
    const char *file = "#include \"once.h\"\n#include \"once.h\"\n#include <guarded.h>\n"
                       "#define RS \"CBV(b0), \" TABLE(4)\n";
    int calls = 0;
    rootsig_signature *sig = NULL;
    cr_assert_eq(parse_in(file, ROOTSIG_HLSL_DEFINE, "RS", &calls, &sig), ROOTSIG_OK);
    cr_assert_str_eq(sig->src->text, "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4))");
    /* once.h twice (the second is skipped after the look-up), guarded.h twice */
    cr_assert_eq(calls, 4);
    /* a cycle without a guard */
    calls = 0;
    cr_assert_eq(parse_in("#include \"loop.h\"\n", ROOTSIG_HLSL_DEFINE, "RS", &calls, &sig),
                 ROOTSIG_ERR_INPUT);
    (void)find("RS6017");
    cr_assert_eq(calls, 65);
}

Test(hlsl, notes_name_the_macro_uses_and_the_includes)
{
    const char *file = "#include \"bad.h\"\n#define RS \"SRV(t0), \" BAD\n";
    int calls = 0;
    rootsig_signature *sig = NULL;
    cr_assert_eq(parse_in(file, ROOTSIG_HLSL_DEFINE, "RS", &calls, &sig), ROOTSIG_ERR_INPUT);
    const rootsig_diag *d = find("RS1021");
    cr_assert_str_eq(d->source_name, "bad.h");
    cr_assert_eq(d->line, 1u);
    cr_assert_eq(d->column, 22u);
    cr_assert_eq(d->note_count, 2u);
    size_t i = index_of(d);
    const rootsig_diag *n1 = rootsig_diag_get(ctx, i + 1), *n2 = rootsig_diag_get(ctx, i + 2);
    cr_assert_str_eq(n1->message, "in expansion of macro 'BAD'");
    cr_assert_str_eq(n1->source_name, "main.hlsl");
    cr_assert_eq(n1->line, 2u);
    cr_assert_eq(n1->column, 24u);
    cr_assert_str_eq(n2->message, "in file included from main.hlsl:1");
    cr_assert_eq(n2->line, 1u);
}

Test(hlsl, entry_attribute_and_subobjects)
{
    const char *file = "#include \"guarded.h\"\n"
                       "#define RS \"CBV(b1), \" TABLE(2)\n"
                       "[RootSignature(\"CBV(b0)\")]\n[numthreads(1, 1, 1)]\nvoid other() {}\n"
                       "[RootSignature(RS)]\n[numthreads(8, 8, 1)]\nvoid CSMain(uint3 id : SV_DispatchThreadID) {}\n"
                       "GlobalRootSignature G = { \"SRV(t3)\" };\n"
                       "LocalRootSignature L = { RS };\n";
    int calls = 0;
    rootsig_signature *sig = NULL;
    cr_assert_eq(parse_in(file, ROOTSIG_HLSL_ENTRY, "CSMain", &calls, &sig), ROOTSIG_OK);
    cr_assert_str_eq(sig->src->text, "CBV(b1), DescriptorTable(SRV(t0, numDescriptors = 2))");
    cr_assert_eq(sig->flags, 0u);
    rootsig_status st = parse_in(file, ROOTSIG_HLSL_SUBOBJECT, "G", &calls, &sig);
    for (size_t i = 0; st != ROOTSIG_OK && i < rootsig_diag_count(ctx); i++)
        fputs(rootsig_diag_render(ctx, i), stderr);
    cr_assert_eq(st, ROOTSIG_OK);
    cr_assert_str_eq(sig->src->text, "SRV(t3)");
    cr_assert_eq(parse_in(file, ROOTSIG_HLSL_SUBOBJECT, "L", &calls, &sig), ROOTSIG_OK);
    cr_assert_eq(sig->flags, 0x80u); /* LOCAL_ROOT_SIGNATURE, as DXC sets it */
    cr_assert_eq(parse_in(file, ROOTSIG_HLSL_ENTRY, "missing", &calls, &sig), ROOTSIG_ERR_INPUT);
    cr_assert_str_eq(find("RS6029")->message, "no function 'missing' is defined in this file; "
                                              "functions with a RootSignature attribute: "
                                              "'other', 'CSMain'");
}

Test(hlsl, if_expressions)
{
    /* each line: an expression that must be true (hand-checked C semantics) */
    static const char *const TRUE_EXPRS[] = {
        "1 + 2 * 3 == 7", "(1 + 2) * 3 == 9", "-1 < 0", "-1 > 0u", /* -1 converts to unsigned */
        "0x10 == 16 && 010 == 8 && 0b11 == 3", "'A' == 65 && '\\n' == 10 && '\\x41' == 65",
        "~0 == -1", "!0 && !!5", "1 ? 2 : 0", "(0 ? 1 : 2) == 2", "7 / 2 == 3 && -7 / 2 == -3",
        "-7 % 2 == -1", "1 << 62 > 0", "(-8 >> 1) == -4", "UNKNOWN == 0", "true", "!false",
        "defined(__HLSL_VERSION) && __HLSL_VERSION >= 2021", "(0 && 1 / 0) == 0", "1 || 1 % 0",
        "18446744073709551615 == -1", "(3 ^ 5) == 6 && (3 | 4) == 7 && (6 & 3) == 2",
        "1 != 2 && 2 >= 2 && 2 <= 2",
    };
    for (size_t i = 0; i < sizeof TRUE_EXPRS / sizeof TRUE_EXPRS[0]; i++) {
        char file[512];
        snprintf(file, sizeof file, "#if %s\n#define RS \"CBV(b0)\"\n#else\n#define RS \"\"\n#endif\n",
                 TRUE_EXPRS[i]);
        cr_assert_str_eq(expansion(file, "RS"), "CBV(b0)", "#if %s", TRUE_EXPRS[i]);
        rootsig_ctx_reset(ctx);
    }
    rejected("#if 1 / 0\n#endif\n#define RS \"\"\n", "RS", "RS6024");
    rootsig_ctx_reset(ctx);
    rejected("#if 1.5\n#endif\n#define RS \"\"\n", "RS", "RS6023");
    rootsig_ctx_reset(ctx);
    rejected("#if (1\n#endif\n#define RS \"\"\n", "RS", "RS6023");
    rootsig_ctx_reset(ctx);
    rejected("#if 1\n#define RS \"\"\n", "RS", "RS6022");
    rootsig_ctx_reset(ctx);
    rejected("#endif\n", "RS", "RS6022");
    rootsig_ctx_reset(ctx);
    rejected("#foo\n", "RS", "RS6020");
}
