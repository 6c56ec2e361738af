/*
 * test_dsl.c: the DSL front end: tokens, grammar, builders, numbers and
 * error recovery. Expected values come from the D3D12 enum tables and
 * DXC's and clang's parsers (HLSLRootSignature.cpp,
 * ParseHLSLRootSignature.cpp); float bits are worked out in the comments.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "counting_alloc.h"
#include "dsl.h"
#include "parse_dsl.h"
#include "schema.h"

/* ---- lexer ----------------------------------------------------------- */

static int lex_all(const char *text, int *kinds, int max)
{
    rsig_lexer lx = {(const unsigned char *)text, (const unsigned char *)text,
                     (const unsigned char *)text + strlen(text)};
    int n = 0;
    for (;;) {
        rsig_token t;
        int k = rsig_lex_dsl(&lx, &t);
        if (n < max)
            kinds[n++] = k;
        if (k == RSIG_TOK_EOF || k == RSIG_TOK_ERR_COMMENT)
            return n;
    }
}

Test(lexer, punctuation_registers_identifiers)
{
    int k[32];
    int n = lex_all("CBV(b0, space = +1) | t12 u3 s4 -", k, 32);
    int want[] = {RSIG_T_IDENT, RSIG_T_LPAREN, RSIG_T_REG, RSIG_T_COMMA, RSIG_T_IDENT, RSIG_T_EQ,
                  RSIG_T_PLUS, RSIG_T_INT, RSIG_T_RPAREN, RSIG_T_PIPE, RSIG_T_REG, RSIG_T_REG,
                  RSIG_T_REG, RSIG_T_MINUS, RSIG_TOK_EOF};
    cr_assert_eq(n, (int)(sizeof want / sizeof want[0]));
    for (int i = 0; i < n; i++)
        cr_assert_eq(k[i], want[i], "token %d: %d != %d", i, k[i], want[i]);
}

Test(lexer, whitespace_and_comments_anywhere)
{
    int k[8];
    int n = lex_all("\t\n\v\f\r a // line comment ( ,\n /* block ) */ b", k, 8);
    cr_assert_eq(n, 3);
    cr_assert_eq(k[0], RSIG_T_IDENT);
    cr_assert_eq(k[1], RSIG_T_IDENT);
    cr_assert_eq(k[2], RSIG_TOK_EOF);
}

Test(lexer, float_forms)
{
    const char *floats[] = {"1e3", ".5", "2.f", "5f", "0.", "2.3f", "1.0e+1", "1e-5F", "010.5"};
    for (size_t i = 0; i < sizeof floats / sizeof *floats; i++) {
        int k[4];
        int n = lex_all(floats[i], k, 4);
        cr_assert_eq(n, 2, "%s", floats[i]);
        cr_assert_eq(k[0], RSIG_T_FLOAT, "%s", floats[i]);
    }
}

Test(lexer, malformed_tokens)
{
    struct {
        const char *text;
        int kind;
    } cases[] = {
        {"b0x", RSIG_TOK_ERR_REGISTER}, {"b1e3", RSIG_TOK_ERR_REGISTER},
        {"t1.5", RSIG_TOK_ERR_REGISTER}, {"0x10", RSIG_TOK_ERR_HEX},
        {"1.5ff", RSIG_TOK_ERR_NUMBER}, {"1abc", RSIG_TOK_ERR_NUMBER},
        {".", RSIG_TOK_ERR_NUMBER}, {";", RSIG_TOK_ERR_CHAR}, {"/* open", RSIG_TOK_ERR_COMMENT},
        {"$", RSIG_TOK_ERR_CHAR},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        int k[4];
        lex_all(cases[i].text, k, 4);
        cr_assert_eq(k[0], cases[i].kind, "%s: %d", cases[i].text, k[0]);
    }
}

Test(lexer, nul_inside_text_is_a_bad_character)
{
    const char text[] = "CBV\0(b0)";
    rsig_lexer lx = {(const unsigned char *)text, (const unsigned char *)text,
                     (const unsigned char *)text + sizeof text - 1};
    rsig_token t;
    cr_assert_eq(rsig_lex_dsl(&lx, &t), RSIG_T_IDENT);
    cr_assert_eq(rsig_lex_dsl(&lx, &t), RSIG_TOK_ERR_CHAR);
    cr_assert_eq(t.off, 3u);
}

Test(lexer, upper_case_register_letter_is_an_identifier)
{
    int k[4];
    lex_all("B0", k, 4);
    cr_assert_eq(k[0], RSIG_T_IDENT);
}

/* ---- parser ---------------------------------------------------------- */

static rootsig_ctx *ctx;

static void setup(void)
{
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
}

static void teardown(void)
{
    rootsig_ctx_destroy(ctx);
}

static rootsig_signature *parse_ok(const char *text, rootsig_version v)
{
    rootsig_options o = {v, ROOTSIG_COMPAT_LLVM, 0, 0};
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_parse_dsl(ctx, "t", text, strlen(text), &o, &sig);
    if (st != ROOTSIG_OK) {
        for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
            fprintf(stderr, "%s", rootsig_diag_render(ctx, i));
    }
    cr_assert_eq(st, ROOTSIG_OK, "%s", text);
    return sig;
}

/* Parses text expecting failure; returns the IDs of the errors, space separated. */
static const char *parse_errors(const char *text)
{
    static char ids[1024];
    rootsig_ctx_reset(ctx);
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_parse_dsl(ctx, "t", text, strlen(text), NULL, &sig);
    cr_assert_eq(st, ROOTSIG_ERR_INPUT, "%s", text);
    cr_assert_null(sig);
    ids[0] = 0;
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++) {
        const rootsig_diag *d = rootsig_diag_get(ctx, i);
        if (d->severity != ROOTSIG_SEVERITY_ERROR)
            continue;
        if (ids[0])
            strcat(ids, " ");
        strcat(ids, d->id);
    }
    return ids;
}

TestSuite(parser, .init = setup, .fini = teardown);

Test(parser, empty_and_blank_signatures)
{
    rootsig_signature *s = parse_ok("", ROOTSIG_VERSION_1_1);
    cr_assert_eq(s->nparams, 0u);
    s = parse_ok("   \n  ", ROOTSIG_VERSION_1_1);
    cr_assert_eq(s->nsamplers, 0u);
}

Test(parser, elements_keep_source_order_and_samplers_separate)
{
    rootsig_signature *s =
        parse_ok("StaticSampler(s3), CBV(b0), RootFlags(ALLOW_STREAM_OUTPUT), SRV(t1), "
                 "RootConstants(num32BitConstants=2, b4), DescriptorTable(UAV(u0)), UAV(u9)",
                 ROOTSIG_VERSION_1_1);
    cr_assert_eq(s->nparams, 5u);
    cr_assert_eq(s->params[0].type, RSIG_PARAM_CBV);
    cr_assert_eq(s->params[1].type, RSIG_PARAM_SRV);
    cr_assert_eq(s->params[1].reg, 1u);
    cr_assert_eq(s->params[2].type, RSIG_PARAM_CONSTANTS);
    cr_assert_eq(s->params[2].num32, 2u);
    cr_assert_eq(s->params[3].type, RSIG_PARAM_TABLE);
    cr_assert_eq(s->params[3].ranges[0].type, RSIG_RANGE_UAV);
    cr_assert_eq(s->params[4].reg, 9u);
    cr_assert_eq(s->nsamplers, 1u);
    cr_assert_eq(s->samplers[0].reg, 3u);
    cr_assert_eq(s->flags, 0x40u);
}

Test(parser, parameters_in_any_order_and_case_insensitive_keywords)
{
    rootsig_signature *s = parse_ok(
        "cbv(SPACE = 5, visibility = shader_visibility_pixel, b2), "
        "descriptortable(visibility=SHADER_VISIBILITY_MESH, Sampler(numdescriptors = UNBOUNDED, s1,"
        " offset = descriptor_range_offset_append, space=3))",
        ROOTSIG_VERSION_1_1);
    cr_assert_eq(s->params[0].space, 5u);
    cr_assert_eq(s->params[0].visibility, 5u);
    cr_assert_eq(s->params[0].reg, 2u);
    cr_assert_eq(s->params[1].visibility, 7u);
    rsig_range *r = &s->params[1].ranges[0];
    cr_assert_eq(r->num_descriptors, 0xFFFFFFFFu);
    cr_assert_eq(r->offset, 0xFFFFFFFFu);
    cr_assert_eq(r->space, 3u);
    cr_assert_eq(r->base_register, 1u);
}

Test(parser, trailing_commas_as_clang)
{
    parse_ok("CBV(b0),", ROOTSIG_VERSION_1_1);
    parse_ok("CBV(b0, space = 1,), DescriptorTable(CBV(b0),),", ROOTSIG_VERSION_1_1);
    cr_assert_str_eq(parse_errors("CBV(b0),,"), "RS1010");
    cr_assert_str_eq(parse_errors(", CBV(b0)"), "RS1010");
}

/*
 * docs/dsl.md: "A trailing comma is allowed after the last element and
 * after the last parameter (as clang), not inside RootFlags(...)". Every
 * element kind of the schema, with its comma after a register and after
 * `name = value`: accepted, except in RootFlags, where it is one RS1010 at
 * the comma whose fix-it removes it.
 */
static void trailing_comma_case(const char *text, bool refused)
{
    rootsig_ctx_reset(ctx);
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_parse_dsl(ctx, "t", text, strlen(text), NULL, &sig);
    if (!refused) {
        cr_assert_eq(st, ROOTSIG_OK, "%s", text);
        cr_assert_eq(rootsig_diag_count(ctx), 0u, "%s", text);
        return;
    }
    cr_assert_eq(st, ROOTSIG_ERR_INPUT, "%s", text);
    cr_assert_eq(rootsig_diag_count(ctx), 1u, "%s", text);
    const rootsig_diag *d = rootsig_diag_get(ctx, 0);
    size_t comma = (size_t)(strstr(text, ",)") - text);
    cr_assert_str_eq(d->id, "RS1010", "%s", text);
    cr_assert_eq(d->offset, comma, "%s", text);
    cr_assert_eq(d->length, 1u);
    cr_assert_str_eq(d->fixit, "", "%s", text);
    cr_assert_eq(d->fixit_offset, comma);
    cr_assert_eq(d->fixit_length, 1u);
}

Test(parser, trailing_comma_in_every_element_kind)
{
    int tested = 0;
    for (int k = 0; k < RSIG_K_COUNT; k++) {
        const rsig_schema *es = &rsig_schemas[k];
        char args[2][96], text[200];
        int nargs = 2;
        if (k == RSIG_K_ROOT_FLAGS) {
            snprintf(args[0], sizeof args[0], "0");
            snprintf(args[1], sizeof args[1],
                     "ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_VERTEX_SHADER_ROOT_ACCESS");
        } else if (k == RSIG_K_TABLE) {
            snprintf(args[0], sizeof args[0], "SRV(t0)");
            snprintf(args[1], sizeof args[1], "SRV(t0), visibility = SHADER_VISIBILITY_PIXEL");
        } else {
            cr_assert(es->reg_class >= 0, "%s has a register", rsig_kind_keyword((rsig_kind)k));
            char letter = rsig_class_letter((rsig_range_type)es->reg_class);
            const char *more = es->required & (1u << RSIG_F_NUM32) ? ", num32BitConstants = 1" : "";
            snprintf(args[0], sizeof args[0], "%c0%s", letter, more);
            snprintf(args[1], sizeof args[1], "%c0%s, space = 2", letter, more);
        }
        for (int a = 0; a < nargs; a++) {
            char elem[160];
            snprintf(elem, sizeof elem, "%s(%s,)", rsig_kind_keyword((rsig_kind)k), args[a]);
            if (es->node == RSIG_NODE_RANGE)
                snprintf(text, sizeof text, "DescriptorTable(%s)", elem);
            else
                snprintf(text, sizeof text, "%s", elem);
            trailing_comma_case(text, k == RSIG_K_ROOT_FLAGS);
            tested++;
        }
    }
    cr_assert_eq(tested, 2 * RSIG_K_COUNT);
    /* The comma after the last clause of a table, and after the last element. */
    trailing_comma_case("DescriptorTable(CBV(b0), SRV(t0),), CBV(b1),", false);
    trailing_comma_case("RootFlags(0,), CBV(b1),", true);
}

Test(parser, root_flags_forms)
{
    cr_assert_eq(parse_ok("RootFlags()", ROOTSIG_VERSION_1_1)->flags, 0u);
    cr_assert_eq(parse_ok("RootFlags(0)", ROOTSIG_VERSION_1_1)->flags, 0u);
    cr_assert_eq(parse_ok("RootFlags(+0)", ROOTSIG_VERSION_1_1)->flags, 0u);
    cr_assert_eq(parse_ok("RootFlags(ALLOW_STREAM_OUTPUT|ALLOW_STREAM_OUTPUT | "
                          "SAMPLER_HEAP_DIRECTLY_INDEXED)",
                          ROOTSIG_VERSION_1_1)
                     ->flags,
                 0x840u);
    cr_assert_str_eq(parse_errors("RootFlags(1)"), "RS1027");
    cr_assert_str_eq(parse_errors("RootFlags(-0)"), "RS1025");
    cr_assert_str_eq(parse_errors("RootFlags(0), RootFlags(0)"), "RS1029");
    cr_assert_str_eq(parse_errors("RootFlags(DATA_STATIC)"), "RS1026");
}

Test(parser, flags_zero_or_names)
{
    rootsig_signature *s = parse_ok(
        "CBV(b0, flags = 0), DescriptorTable(SRV(t0, flags = DESCRIPTORS_VOLATILE | "
        "DATA_STATIC_WHILE_SET_AT_EXECUTE), UAV(u0, flags=DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS))",
        ROOTSIG_VERSION_1_1);
    cr_assert(rsig_given(&s->params[0].loc, RSIG_F_FLAGS));
    cr_assert_eq(s->params[0].flags, 0u);
    cr_assert_eq(s->params[1].ranges[0].flags, 0x5u);
    cr_assert_eq(s->params[1].ranges[1].flags, 0x10000u);
    cr_assert_str_eq(parse_errors("CBV(b0, flags = 2)"), "RS1027");
    /* DESCRIPTORS_VOLATILE is a range flag, not a root descriptor flag. */
    cr_assert_str_eq(parse_errors("CBV(b0, flags = DESCRIPTORS_VOLATILE)"), "RS1026");
}

Test(parser, both_spellings_of_mirror_once_and_comparison_none)
{
    rootsig_signature *s = parse_ok(
        "StaticSampler(s0, addressU = TEXTURE_ADDRESS_MIRROR_ONCE, addressV = "
        "TEXTURE_ADDRESS_MIRRORONCE, comparisonFunc = COMPARISON_NONE), StaticSampler(s1, flags = "
        "SAMPLER_FLAG_UINT_BORDER_COLOR | NON_NORMALIZED_COORDINATES)",
        ROOTSIG_VERSION_1_2);
    cr_assert_eq(s->samplers[0].address_u, 5u);
    cr_assert_eq(s->samplers[0].address_v, 5u);
    cr_assert_eq(s->samplers[0].comparison, 0u);
    cr_assert_eq(s->samplers[1].flags, 3u);
}

Test(parser, sampler_defaults)
{
    rsig_sampler *x = &parse_ok("StaticSampler(s0)", ROOTSIG_VERSION_1_1)->samplers[0];
    cr_assert_eq(x->filter, 0x55u);
    cr_assert_eq(x->address_u, 1u);
    cr_assert_eq(x->max_anisotropy, 16u);
    cr_assert_eq(x->comparison, 4u);
    cr_assert_eq(x->border_color, 2u);
    cr_assert_eq(x->max_lod, 0x7F7FFFFFu);
}

static uint32_t bias_of(const char *value)
{
    char text[256];
    snprintf(text, sizeof text, "StaticSampler(s0, mipLODBias = %s)", value);
    rootsig_ctx_reset(ctx);
    return parse_ok(text, ROOTSIG_VERSION_1_1)->samplers[0].mip_lod_bias;
}

Test(parser, float_conversion_bits)
{
    cr_assert_eq(bias_of("1.5"), 0x3FC00000u);   /* 1.5 = 1.1b x 2^0 */
    cr_assert_eq(bias_of("-.5e+1"), 0xC0A00000u); /* -5 = -1.01b x 2^2 */
    cr_assert_eq(bias_of("2.f"), 0x40000000u);
    cr_assert_eq(bias_of("5f"), 0x40A00000u);
    cr_assert_eq(bias_of("1e3"), 0x447A0000u);   /* 1000 = 1.111101b x 2^9 */
    cr_assert_eq(bias_of("- 1.5"), 0xBFC00000u); /* sign is its own token */
    cr_assert_eq(bias_of("-0"), 0x00000000u);    /* integer -0 is +0.0 */
    cr_assert_eq(bias_of("-0.0"), 0x80000000u);  /* float -0.0 keeps its sign */
    cr_assert_eq(bias_of("-16"), 0xC1800000u);
    cr_assert_eq(bias_of("3.402823466e+38"), 0x7F7FFFFFu); /* FLT_MAX */
    cr_assert_eq(bias_of("1e-50"), 0x00000000u); /* fits a double, flushes to 0.0f */
    cr_assert_eq(bias_of("2147483648"), 0x4F000000u);
    cr_assert_eq(bias_of("-2147483648"), 0xCF000000u);
    cr_assert_eq(bias_of("0.1"), 0x3DCCCCCDu);
}

Test(parser, float_rounds_through_double)
{
    /*
     * 1 + 2^-24 = 1.000000059604644775390625 is the midpoint between the
     * floats 1.0 (0x3F800000) and 1 + 2^-23 (0x3F800001). The literal below
     * is that midpoint plus 1e-25, far less than half a double ulp at 1
     * (2^-53 ~ 1.1e-16): as a double it is exactly the midpoint, which then
     * rounds to even, 1.0. Rounding the decimal straight to float would give
     * 0x3F800001. Both references round twice, so we must give 0x3F800000.
     */
    cr_assert_eq(bias_of("1.0000000596046447753906251"), 0x3F800000u);
}

Test(parser, numbers_out_of_range)
{
    cr_assert_str_eq(parse_errors("StaticSampler(s0, mipLODBias = 3.4028235e+38)"), "RS1005");
    cr_assert_str_eq(parse_errors("StaticSampler(s0, mipLODBias = 1e39)"), "RS1005");
    cr_assert_str_eq(parse_errors("StaticSampler(s0, mipLODBias = 1e-400)"), "RS1005");
    cr_assert_str_eq(parse_errors("StaticSampler(s0, mipLODBias = -2147483649)"), "RS1004");
    cr_assert_str_eq(parse_errors("CBV(b4294967296)"), "RS1004");
    cr_assert_str_eq(parse_errors("CBV(b0, space = 4294967296)"), "RS1004");
    rsig_param *p = &parse_ok("CBV(b4294967295, space=4294967295)", ROOTSIG_VERSION_1_1)->params[0];
    cr_assert_eq(p->reg, 0xFFFFFFFFu);
    cr_assert_eq(p->space, 0xFFFFFFFFu);
}

Test(parser, leading_zeros_are_decimal_with_a_warning)
{
    rootsig_signature *s = parse_ok("CBV(b010, space = 012), SRV(t08)", ROOTSIG_VERSION_1_1);
    cr_assert_eq(s->params[0].reg, 10u);
    cr_assert_eq(s->params[0].space, 12u);
    cr_assert_eq(s->params[1].reg, 8u);
    size_t warnings = 0;
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        if (strcmp(rootsig_diag_get(ctx, i)->id, "RS1040") == 0)
            warnings++;
    cr_assert_eq(warnings, 3u);
}

Test(parser, integer_parameters_reject_signs_and_floats)
{
    cr_assert_str_eq(parse_errors("CBV(b0, space = -1)"), "RS1025");
    cr_assert_str_eq(parse_errors("StaticSampler(s0, maxAnisotropy = 16.0)"), "RS1025");
    cr_assert_eq(parse_ok("CBV(b0, space = +3)", ROOTSIG_VERSION_1_1)->params[0].space, 3u);
}

Test(parser, structural_mistakes)
{
    cr_assert_str_eq(parse_errors("CBV()"), "RS1023");
    cr_assert_str_eq(parse_errors("RootConstants(b0)"), "RS1023");
    cr_assert_str_eq(parse_errors("CBV(t0)"), "RS1024");
    cr_assert_str_eq(parse_errors("CBV(b0, b1)"), "RS1022");
    cr_assert_str_eq(parse_errors("CBV(b0, space=1, space=2)"), "RS1022");
    cr_assert_str_eq(parse_errors("CBV(b0, numDescriptors=2)"), "RS1021");
    cr_assert_str_eq(parse_errors("Sampler(s0)"), "RS1028");
    cr_assert_str_eq(parse_errors("DescriptorTable(StaticSampler(s0))"), "RS1028");
    cr_assert_str_eq(parse_errors("DescriptorTable(SRV(t0, visibility=SHADER_VISIBILITY_ALL))"),
                     "RS1021");
    cr_assert_str_eq(parse_errors("CBVV(b0)"), "RS1020");
    cr_assert_str_eq(parse_errors("CBV(b0"), "RS1011");
    cr_assert_str_eq(parse_errors("CBV b0"), "RS1010");
    cr_assert_str_eq(parse_errors("StaticSampler(s0, filter = 85)"), "RS1025");
    cr_assert_str_eq(parse_errors("CBV(b0, visibility = SHADER_VISIBILITY_ALL | SHADER_VISIBILITY_PIXEL)"),
                     "RS1025");
    cr_assert_str_eq(parse_errors("StaticSampler(s0, minLOD = abc)"), "RS1025");
    cr_assert_str_eq(parse_errors("CBV(b0, space 1)"), "RS1010");
}

Test(parser, empty_table_is_accepted)
{
    rootsig_signature *s = parse_ok("DescriptorTable(), DescriptorTable(visibility = "
                                    "SHADER_VISIBILITY_PIXEL)",
                                    ROOTSIG_VERSION_1_1);
    cr_assert_eq(s->nparams, 2u);
    cr_assert_eq(s->params[1].nranges, 0u);
}

Test(parser, recovers_and_reports_every_error)
{
    /* Three broken elements, each reported once, and the good ones still parsed. */
    cr_assert_str_eq(parse_errors("CBV(b0 space=1), SRV(t0), UAV(u0, foo=1), "
                                  "DescriptorTable(CBV(b1), SRV t2), CBV(b3)"),
                     "RS1010 RS1021 RS1010");
}

Test(parser, never_hangs_on_stray_characters)
{
    /* Inputs on which clang 22 loops forever once its recovery starts. */
    const char *inputs[] = {"CBV(b0, ;)", "; CBV(b0)", "CBV(b0), $", "CBV(b0, space=;)",
                            "RootFlags(0 ; )", "((((((((((", ")))))", "CBV(b0)))), SRV(t0)"};
    for (size_t i = 0; i < sizeof inputs / sizeof *inputs; i++) {
        const char *ids = parse_errors(inputs[i]);
        cr_assert_neq(ids[0], 0, "%s", inputs[i]);
    }
}

Test(parser, error_limit)
{
    char text[4096] = "";
    for (int i = 0; i < 40; i++)
        strcat(text, "Foo(b0), ");
    rootsig_ctx_reset(ctx);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "t", text, strlen(text), NULL, &sig), ROOTSIG_ERR_INPUT);
    cr_assert_eq(rootsig_error_count(ctx), 21u); /* 20 errors and the "too many errors" record */
    cr_assert_str_eq(rootsig_diag_get(ctx, 20)->id, "RS1099");
}

Test(parser, deep_nesting_is_a_diagnostic)
{
    char text[2048];
    size_t n = 0;
    for (int i = 0; i < 300; i++)
        n += (size_t)snprintf(text + n, sizeof text - n, "A(");
    rootsig_ctx_reset(ctx);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "t", text, n, NULL, &sig), ROOTSIG_ERR_INPUT);
}

Test(parser, spans_point_at_values)
{
    const char *text = "CBV(b7, space = 3)";
    rootsig_signature *s = parse_ok(text, ROOTSIG_VERSION_1_1);
    rsig_node_loc *l = &s->params[0].loc;
    cr_assert_eq(l->kw.off, 0u);
    cr_assert_eq(l->at.len, (uint32_t)strlen(text));
    cr_assert_eq(rsig_loc_span(l, RSIG_F_REGISTER).off, 4u);
    cr_assert_eq(rsig_loc_span(l, RSIG_F_SPACE).off, 16u);
    cr_assert(!rsig_given(l, RSIG_F_FLAGS));
}

/*
 * Field spans are stored in 4 bytes relative to the node's first field
 * (ast.h); one that does not fit keeps its full span: a value 70 000 bytes
 * long (leading zeros) and one 70 000 bytes after the first field.
 */
Test(parser, spans_that_do_not_fit_are_kept_whole)
{
    enum { LONG = 70000 };
    char *text = malloc(2 * LONG + 64);
    cr_assert_not_null(text);
    size_t n = (size_t)sprintf(text, "CBV(b7, space = ");
    size_t space_at = n;
    memset(text + n, '0', LONG);
    n += LONG;
    text[n++] = '3';
    n += (size_t)sprintf(text + n, ",");
    memset(text + n, ' ', LONG);
    n += LONG;
    size_t vis_at = n + strlen("visibility = ");
    n += (size_t)sprintf(text + n, "visibility = SHADER_VISIBILITY_PIXEL)");
    rootsig_signature *s = parse_ok(text, ROOTSIG_VERSION_1_1);
    rsig_node_loc *l = &s->params[0].loc;
    rsig_span reg = rsig_loc_span(l, RSIG_F_REGISTER);
    rsig_span space = rsig_loc_span(l, RSIG_F_SPACE);
    rsig_span vis = rsig_loc_span(l, RSIG_F_VISIBILITY);
    cr_assert_eq(reg.off, 4u);
    cr_assert_eq(reg.len, 2u);
    cr_assert_eq(space.off, (uint32_t)space_at);
    cr_assert_eq(space.len, (uint32_t)LONG + 1);
    cr_assert_eq(vis.off, (uint32_t)vis_at);
    cr_assert_eq(vis.len, (uint32_t)strlen("SHADER_VISIBILITY_PIXEL"));
    cr_assert_eq(s->params[0].space, 3u);
    free(text);
}

Test(parser, diagnostic_rendering)
{
    rootsig_ctx_reset(ctx);
    rootsig_signature *sig;
    const char *text = "CBV(b0),\n  SRV(t0, spcae = 1)";
    cr_assert_eq(rootsig_parse_dsl(ctx, "rs.hlsl", text, strlen(text), NULL, &sig),
                 ROOTSIG_ERR_INPUT);
    const rootsig_diag *d = rootsig_diag_get(ctx, 0);
    cr_assert_eq(d->line, 2u);
    cr_assert_eq(d->column, 11u);
    cr_assert_str_eq(rootsig_diag_render(ctx, 0),
                     "rs.hlsl:2:11: error: unknown parameter 'spcae' in a root SRV; did you "
                     "mean 'space'? [RS1021]\n"
                     "    SRV(t0, spcae = 1)\n"
                     "            ^~~~~\n"
                     "            space\n");
    /* The fix-it replaces the 5 bytes of 'spcae': "CBV(b0),\n" is 9 bytes, "  SRV(t0, " 10. */
    cr_assert_str_eq(d->fixit, "space");
    cr_assert_eq(d->fixit_offset, 19u);
    cr_assert_eq(d->fixit_length, 5u);
    cr_assert_eq(d->fixit_line, 2u);
    cr_assert_eq(d->fixit_column, 11u);
    cr_assert_eq(d->fixit_end_line, 2u);
    cr_assert_eq(d->fixit_end_column, 16u);
}

/*
 * A diagnostic after a lone CR far into a long line (found by fuzz_dsl):
 * the excerpt is cut around the caret and ends with the text, never
 * showing what lies past it. Here: 8 bytes, a CR, 30 x "CBV(b0), " (270
 * bytes) and "SRV(t)" (6): 285 bytes, with 't' at 8 + 1 + 270 + 4 = 283, so
 * the window runs from 283 - 50 = 233 to the end of the text, 52 bytes.
 */
Test(parser, diagnostic_after_a_lone_cr_stays_in_the_text)
{
    rootsig_ctx_reset(ctx);
    char text[400];
    size_t n = (size_t)snprintf(text, sizeof text, "CBV(b1),\r");
    for (int i = 0; i < 30; i++)
        n += (size_t)snprintf(text + n, sizeof text - n, "CBV(b0), ");
    n += (size_t)snprintf(text + n, sizeof text - n, "SRV(t)");
    cr_assert_eq(n, 285u);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "rs.hlsl", text, n, NULL, &sig), ROOTSIG_ERR_INPUT);
    const rootsig_diag *d = rootsig_diag_get(ctx, 0);
    cr_assert_eq(d->offset, 283u);
    const char *r = rootsig_diag_render(ctx, 0);
    const char *excerpt = strchr(r, '\n') + 1;
    char want[128];
    snprintf(want, sizeof want, "  ...%.*s\n     %*s^\n", 52, text + 233, 50, "");
    cr_assert_str_eq(excerpt, want);
}

Test(parser, duplicate_parameter_has_a_note)
{
    rootsig_ctx_reset(ctx);
    rootsig_signature *sig;
    const char *text = "CBV(b0, space=1, space=2)";
    rootsig_parse_dsl(ctx, "t", text, strlen(text), NULL, &sig);
    cr_assert_eq(rootsig_diag_count(ctx), 2u);
    const rootsig_diag *d = rootsig_diag_get(ctx, 0);
    cr_assert_eq(d->note_count, 1u);
    const rootsig_diag *n = rootsig_diag_get(ctx, 1);
    cr_assert_eq(n->severity, ROOTSIG_SEVERITY_NOTE);
    cr_assert_eq(n->column, 9u);
    cr_assert_eq(d->column, 18u);
}

/*
 * rsig_strtod reads short decimals itself (ctx.c, strtod_exact): the same
 * double and the same end as strtod for random literals of every shape on
 * both sides of its limits (2^53, 19 digits, 10^+-22), and for the forms it
 * must leave to strtod.
 */
Test(numbers, strtod_agrees_with_libc)
{
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    static const char *fixed[] = {
        "0", "-0.0", "+1", "0.5", "1000.0", "1.500000e+00", "-1.500000e+00", "0.000000e+00",
        "9007199254740992", "9007199254740993", "9007199254740992e22", "1e-22", "1e-23", "1e22",
        "1e23", "0.1", "3.4028234663852886e+38", "1.17549435e-38", "1e", "1e+", "1e-x", ".5",
        "5.", ".", "-", "0x10", "0x1p3", "inf", "nan", " 1.5", "1e00001", "1e5000",
        "12345678901234567890", "1234567890123456789", "0.0000000000000000000001",
        "4.9406564584124654e-324", "1.7976931348623157e308", "2.5f", "1.0e+2x"};
    char buf[64];
    unsigned seed = 12345;
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0] + 200000; i++) {
        const char *s = buf;
        if (i < sizeof fixed / sizeof fixed[0]) {
            s = fixed[i];
        } else {
            size_t n = 0;
            seed = seed * 1103515245u + 12345u;
            if (seed >> 31)
                buf[n++] = (seed >> 30) & 1 ? '-' : '+';
            int digits = 1 + (int)((seed >> 8) % 21), dot = (int)((seed >> 16) % 23) - 1;
            for (int d = 0; d < digits; d++) {
                if (d == dot)
                    buf[n++] = '.';
                seed = seed * 1103515245u + 12345u;
                buf[n++] = (char)('0' + (seed >> 16) % 10);
            }
            seed = seed * 1103515245u + 12345u;
            if ((seed >> 16) % 3 == 0)
                n += (size_t)snprintf(buf + n, sizeof buf - n, "e%d", (int)((seed >> 4) % 61) - 30);
            buf[n] = 0;
        }
        char *end_ours = NULL, *end_libc = NULL;
        bool range = false;
        double ours = rsig_strtod(ctx, s, &end_ours, &range);
        double libc = strtod(s, &end_libc);
        cr_assert(memcmp(&ours, &libc, sizeof ours) == 0 && end_ours == end_libc,
                  "%s: %a (end +%td) against strtod's %a (end +%td)", s, ours, end_ours - s, libc,
                  end_libc - s);
    }
    rootsig_ctx_destroy(ctx);
}
