/*
 * test_decompile.c: rootsig_decompile's text for values at the edges, and
 * the law compile(decompile(x)) == x for each. Expected texts are written
 * by hand from docs/decompile.md (field order, defaults, spellings); the
 * corpus-wide laws are tests/diff/roundtrip.py (ctest decompile.laws).
 */
#include <criterion/criterion.h>
#include <string.h>

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

TestSuite(decompile, .init = setup, .fini = teardown);

static float from_bits(uint32_t b)
{
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
}

/* Decompiles sig, checks the text, compiles it back and checks the bytes. */
static void law(const rootsig_signature *sig, rootsig_compat c, int explicit_values,
                const char *want)
{
    rootsig_options o = {rootsig_signature_version(sig), c, 0, 0};
    rootsig_decompile_options d = {explicit_values, NULL};
    const char *text = NULL;
    size_t len = 0;
    cr_assert_eq(rootsig_decompile(ctx, sig, &o, &d, &text, &len), ROOTSIG_OK);
    cr_assert_str_eq(text, want);
    cr_assert_eq(len, strlen(want));
    unsigned char a[2048], b[2048];
    size_t na = 0, nb = 0;
    cr_assert_eq(rootsig_write_rts0(ctx, sig, &o, a, sizeof a, &na), ROOTSIG_OK);
    rootsig_signature *back = NULL;
    cr_assert_eq(rootsig_parse_dsl(ctx, "d", text, len, &o, &back), ROOTSIG_OK);
    cr_assert_eq(rootsig_write_rts0(ctx, back, &o, b, sizeof b, &nb), ROOTSIG_OK);
    cr_assert_eq(na, nb);
    cr_assert(memcmp(a, b, na) == 0);
}

static rootsig_signature *parse(const char *dsl, rootsig_version v)
{
    rootsig_options o = {v, ROOTSIG_COMPAT_LLVM, 0, 0};
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_parse_dsl(ctx, "t", dsl, strlen(dsl), &o, &sig), ROOTSIG_OK);
    return sig;
}

/* Extreme values that RTS0 holds and the runtime accepts survive. */
Test(decompile, edge_values)
{
    rootsig_range_desc r[2] = {
        {ROOTSIG_RANGE_UAV, ROOTSIG_UNBOUNDED, 0xFFFFFFFEu, 0xFFFFFFEFu, 0x1 | 0x10000, 0},
        {ROOTSIG_RANGE_SAMPLER, 0xFFFFFFFEu, 0, 0, 0x0, ROOTSIG_OFFSET_APPEND},
    };
    rootsig_parameter_desc p[3] = {{0}};
    p[0].type = ROOTSIG_PARAMETER_TABLE;
    p[0].visibility = 7;
    p[0].u.table.range_count = 1;
    p[0].u.table.ranges = &r[0];
    p[1].type = ROOTSIG_PARAMETER_TABLE;
    p[1].u.table.range_count = 1;
    p[1].u.table.ranges = &r[1];
    p[2].type = ROOTSIG_PARAMETER_UAV;
    p[2].u.descriptor.shader_register = 0xFFFFFFFEu;
    p[2].u.descriptor.flags = 0; /* neither default (LLVM 2) nor implied */
    rootsig_static_sampler_desc s = {0};
    s.filter = 0x55;
    s.address_u = s.address_v = s.address_w = 1;
    s.mip_lod_bias = from_bits(0x80000000u);   /* -0.0 */
    s.min_lod = from_bits(0x00000001u);        /* the smallest denormal */
    s.max_lod = from_bits(0x7f7fffffu);        /* FLT_MAX */
    s.max_anisotropy = 16;
    s.comparison = 4;
    s.border_color = 2;
    s.shader_register = 0xFFFFFFFEu;
    s.flags = 0x2;
    rootsig_desc d = {ROOTSIG_VERSION_1_2, 0x400 | 0x1, 3, p, 1, &s};
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_from_desc(ctx, NULL, &d, &sig), ROOTSIG_OK);
    /* Sampler flags 0x2 alone would need filters/LODs NON_NORMALIZED allows; we only print. */
    law(sig, ROOTSIG_COMPAT_LLVM, 0,
        "// rootsig: version 1.2, compat llvm\n"
        "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED),\n"
        "DescriptorTable(UAV(u4294967294, numDescriptors = unbounded, space = 4294967279, "
        "offset = 0, flags = DESCRIPTORS_VOLATILE | DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS), "
        "visibility = SHADER_VISIBILITY_MESH),\n"
        "DescriptorTable(Sampler(s0, numDescriptors = 4294967294)),\n"
        "UAV(u4294967294, flags = 0),\n"
        "StaticSampler(s4294967294, mipLODBias = -0.0, minLOD = 1e-45, flags = "
        "NON_NORMALIZED_COORDINATES)\n");
    /* DXC compat: UAV flags 0 are the default, the range's flags are not. */
    law(sig, ROOTSIG_COMPAT_DXC, 0,
        "// rootsig: version 1.2, compat dxc\n"
        "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED),\n"
        "DescriptorTable(UAV(u4294967294, numDescriptors = unbounded, space = 4294967279, "
        "offset = 0, flags = DESCRIPTORS_VOLATILE | DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS), "
        "visibility = SHADER_VISIBILITY_MESH),\n"
        "DescriptorTable(Sampler(s0, numDescriptors = 4294967294)),\n"
        "UAV(u4294967294),\n"
        "StaticSampler(s4294967294, mipLODBias = -0.0, minLOD = 1e-45, flags = "
        "NON_NORMALIZED_COORDINATES)\n");
}

/* Floats: the shortest text that reads back to the bits, within the DSL's range. */
Test(decompile, floats)
{
    /* 0.1f is 0x3dcccccd; "0.1" reads back to it. 1.17549435e-38 (FLT_MIN) needs 8 digits.
     * -FLT_MAX: "-3.4028235e+38" would be refused (beyond FLT_MAX as a double), so the
     * 8-digit form cut toward zero is written. 1000 is written as an integer. */
    rootsig_signature *sig = parse("StaticSampler(s0, mipLODBias = 0.1, minLOD = 1.17549435e-38, "
                                   "maxLOD = -3.4028234663852886e+38), "
                                   "StaticSampler(s1, minLOD = 1000, maxLOD = 1e-40)",
                                   ROOTSIG_VERSION_1_1);
    law(sig, ROOTSIG_COMPAT_LLVM, 0,
        "// rootsig: version 1.1, compat llvm\n"
        "StaticSampler(s0, mipLODBias = 0.1, minLOD = 1.1754944e-38, maxLOD = -3.4028234e+38),\n"
        "StaticSampler(s1, minLOD = 1000, maxLOD = 1e-40)\n");
}

/* Only values that differ from the defaults of version and compat; --explicit writes all. */
Test(decompile, defaults_and_explicit)
{
    rootsig_signature *sig = parse("CBV(b0, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE), "
                                   "DescriptorTable(Sampler(s0), SRV(t0, flags = 0))",
                                   ROOTSIG_VERSION_1_1);
    law(sig, ROOTSIG_COMPAT_LLVM, 0,
        "// rootsig: version 1.1, compat llvm\n"
        "CBV(b0),\n"
        "DescriptorTable(Sampler(s0), SRV(t0, flags = 0))\n");
    law(sig, ROOTSIG_COMPAT_DXC, 0,
        "// rootsig: version 1.1, compat dxc\n"
        "CBV(b0, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE),\n"
        "DescriptorTable(Sampler(s0), SRV(t0))\n");
    law(sig, ROOTSIG_COMPAT_DXC, 1,
        "// rootsig: version 1.1, compat dxc\n"
        "RootFlags(0),\n"
        "CBV(b0, space = 0, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE, "
        "visibility = SHADER_VISIBILITY_ALL),\n"
        "DescriptorTable(Sampler(s0, numDescriptors = 1, space = 0, "
        "offset = DESCRIPTOR_RANGE_OFFSET_APPEND, flags = 0), SRV(t0, numDescriptors = 1, "
        "space = 0, offset = DESCRIPTOR_RANGE_OFFSET_APPEND, flags = 0), "
        "visibility = SHADER_VISIBILITY_ALL)\n");
    /* 1.0 stores no flags: none are written, not even with explicit values. */
    sig = parse("RootConstants(b0, num32BitConstants = 1), DescriptorTable(), "
                "DescriptorTable(visibility = SHADER_VISIBILITY_PIXEL)",
                ROOTSIG_VERSION_1_0);
    law(sig, ROOTSIG_COMPAT_LLVM, 0,
        "// rootsig: version 1.0, compat llvm\n"
        "RootConstants(b0, num32BitConstants = 1),\n"
        "DescriptorTable(),\n"
        "DescriptorTable(visibility = SHADER_VISIBILITY_PIXEL)\n");
}

Test(decompile, hlsl_block)
{
    rootsig_signature *sig = parse("CBV(b0), SRV(t1)", ROOTSIG_VERSION_1_1);
    rootsig_decompile_options d = {0, "MyRS"};
    const char *text = NULL;
    cr_assert_eq(rootsig_decompile(ctx, sig, NULL, &d, &text, NULL), ROOTSIG_OK);
    cr_assert_str_eq(text, "// rootsig: version 1.1, compat llvm\n"
                           "#define MyRS \\\n"
                           "    \"CBV(b0), \" \\\n"
                           "    \"SRV(t1)\"\n");
    sig = parse("", ROOTSIG_VERSION_1_1);
    cr_assert_eq(rootsig_decompile(ctx, sig, NULL, &d, &text, NULL), ROOTSIG_OK);
    cr_assert_str_eq(text, "// rootsig: version 1.1, compat llvm\n#define MyRS \"\"\n");
    d.hlsl_name = "9bad";
    cr_assert_eq(rootsig_decompile(ctx, sig, NULL, &d, &text, NULL), ROOTSIG_ERR_ARG);
    d.hlsl_name = "a-b";
    cr_assert_eq(rootsig_decompile(ctx, sig, NULL, &d, &text, NULL), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_decompile(ctx, NULL, NULL, NULL, &text, NULL), ROOTSIG_ERR_ARG);
}

/* Values the DSL cannot spell: RS8010 for each, nothing written. */
Test(decompile, unspellable)
{
    rootsig_static_sampler_desc s = {0};
    s.filter = 0x54; /* no DSL keyword */
    s.address_u = s.address_v = s.address_w = 1;
    s.max_lod = from_bits(0x7f800000u); /* +inf */
    s.min_lod = from_bits(0x7fc00000u); /* NaN */
    rootsig_parameter_desc p = {0};
    p.type = ROOTSIG_PARAMETER_CBV;
    p.visibility = 9;            /* no name */
    p.u.descriptor.flags = 0x40; /* no name */
    rootsig_desc d = {ROOTSIG_VERSION_1_1, 0x80000000u, 1, &p, 1, &s};
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_from_desc(ctx, "e", &d, &sig), ROOTSIG_OK);
    const char *text = (const char *)1;
    cr_assert_eq(rootsig_decompile(ctx, sig, NULL, NULL, &text, NULL), ROOTSIG_ERR_INPUT);
    cr_assert_null(text);
    static const char *const want[] = {
        "e: error: RootFlags 0x80000000 cannot be written in the DSL (bits without a flag name) "
        "[RS8010]\n",
        "e: error: parameter [0]: flags 0x40 cannot be written in the DSL (bits without a flag "
        "name) [RS8010]\n",
        "e: error: parameter [0]: visibility 9 (0x9) cannot be written in the DSL (it is no value "
        "of its enum) [RS8010]\n",
        "e: error: StaticSampler [0]: filter FILTER_MIN_MAG_ANISOTROPIC_MIP_POINT cannot be "
        "written in the DSL (it has no DSL keyword) [RS8010]\n",
        "e: error: StaticSampler [0]: minLOD NaN (bits 0x7fc00000) cannot be written in the DSL "
        "(NaN has no literal) [RS8010]\n",
        "e: error: StaticSampler [0]: maxLOD +inf (bits 0x7f800000) cannot be written in the DSL "
        "(the DSL has no literal for infinity) [RS8010]\n",
    };
    cr_assert_eq(rootsig_diag_count(ctx), 6u);
    for (size_t i = 0; i < 6; i++)
        cr_assert_str_eq(rootsig_diag_render(ctx, i), want[i]);
}
