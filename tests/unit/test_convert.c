/*
 * test_convert.c: rootsig_convert and rootsig_lowest_version. Expected
 * flags are what 1.0 implies (docs/dsl.md; DXC's root_sig_helper::GetFlags
 * in DxilRootSignature.cpp):
 * root descriptors DATA_VOLATILE (2), CBV/SRV/UAV ranges
 * DESCRIPTORS_VOLATILE | DATA_VOLATILE (3), Sampler ranges
 * DESCRIPTORS_VOLATILE (1). tests/diff/objmodel.py compares with
 * vkd3d_shader_convert_root_signature.
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

TestSuite(convert, .init = setup, .fini = teardown);

static rootsig_signature *parse(const char *dsl, rootsig_version v, rootsig_compat c)
{
    rootsig_options o = {v, c, 0, 0};
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_parse_dsl(ctx, "t.rs", dsl, strlen(dsl), &o, &sig), ROOTSIG_OK);
    return sig;
}

static size_t rts0(const rootsig_signature *sig, rootsig_compat c, unsigned char *buf)
{
    rootsig_options o = {rootsig_signature_version(sig), c, 0, 0};
    size_t n = 0;
    cr_assert_eq(rootsig_write_rts0(ctx, sig, &o, buf, 1024, &n), ROOTSIG_OK);
    return n;
}

static const char *TABLES = "CBV(b0), DescriptorTable(SRV(t0), UAV(u0)), "
                            "DescriptorTable(Sampler(s0)), RootConstants(b1, num32BitConstants = 2)";

Test(convert, up_from_1_0)
{
    for (int c = 0; c < 2; c++) {
        rootsig_signature *sig = parse(TABLES, ROOTSIG_VERSION_1_0, (rootsig_compat)c);
        for (rootsig_version v = ROOTSIG_VERSION_1_1; v <= ROOTSIG_VERSION_1_2; v++) {
            rootsig_signature *up = NULL;
            rootsig_options o = {0, (rootsig_compat)c, 0, 0};
            cr_assert_eq(rootsig_convert(ctx, sig, v, &o, 0, &up), ROOTSIG_OK);
            cr_assert_eq(rootsig_signature_version(up), v);
            rootsig_desc d;
            /* explicit flags: the same in the other compat mode */
            rootsig_options other = {0, (rootsig_compat)(1 - c), 0, 0};
            cr_assert_eq(rootsig_describe(ctx, up, &other, &d), ROOTSIG_OK);
            cr_assert_eq(d.parameters[0].u.descriptor.flags, 2u);
            cr_assert_eq(d.parameters[1].u.table.ranges[0].flags, 3u);
            cr_assert_eq(d.parameters[1].u.table.ranges[1].flags, 3u);
            cr_assert_eq(d.parameters[2].u.table.ranges[0].flags, 1u);
            cr_assert_eq(rootsig_validate(ctx, up, NULL), ROOTSIG_OK);
            /* and back down: exact, the same bytes as the 1.0 original */
            rootsig_signature *down = NULL;
            cr_assert_eq(rootsig_convert(ctx, up, ROOTSIG_VERSION_1_0, &o, 0, &down), ROOTSIG_OK);
            unsigned char a[1024], b[1024];
            size_t na = rts0(sig, ROOTSIG_COMPAT_LLVM, a), nb = rts0(down, ROOTSIG_COMPAT_DXC, b);
            cr_assert_eq(na, nb);
            cr_assert(memcmp(a, b, na) == 0);
        }
    }
    cr_assert_eq(rootsig_diag_count(ctx), 0u);
}

Test(convert, down_to_1_0_loses_flags)
{
    rootsig_signature *sig =
        parse("CBV(b0, flags = DATA_STATIC), DescriptorTable(SRV(t0, flags = DESCRIPTORS_VOLATILE "
              "| DATA_VOLATILE), Sampler(s0, space = 1))",
              ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_DXC);
    rootsig_options dxc = {0, ROOTSIG_COMPAT_DXC, 0, 0};
    rootsig_signature *out = (rootsig_signature *)1;
    cr_assert_eq(rootsig_convert(ctx, sig, ROOTSIG_VERSION_1_0, &dxc, 0, &out), ROOTSIG_ERR_INPUT);
    cr_assert_null(out);
    /* The CBV's DATA_STATIC and the Sampler range's unspecified flags (0 in DXC compat) are
     * not what 1.0 implies; the SRV range's are (3). */
    cr_assert_eq(rootsig_diag_count(ctx), 2u);
    cr_assert_str_eq(rootsig_diag_render(ctx, 0),
                     "t.rs:1:17: error: root CBV [0] (b0, space 0): flags DATA_STATIC (0x8) cannot "
                     "be kept in version 1.0 (1.0 stores no flags and implies DATA_VOLATILE); "
                     "--lossy converts anyway [RS8020]\n"
                     "  CBV(b0, flags = DATA_STATIC), DescriptorTable(SRV(t0, flags = "
                     "DESCRIPTORS_VOLATILE | DATA_VOLATILE), Sampler(s0, space = 1))\n"
                     "                  ^~~~~~~~~~~\n");
    cr_assert(strstr(rootsig_diag_render(ctx, 1),
                     "error: DescriptorTable [1], range [1] (Sampler s0, space 1): flags 0 cannot be "
                     "kept in version 1.0 (1.0 stores no flags and implies DESCRIPTORS_VOLATILE)"));
    /* --lossy: warnings, and the flags are dropped */
    cr_assert_eq(rootsig_convert(ctx, sig, ROOTSIG_VERSION_1_0, &dxc, ROOTSIG_CONVERT_LOSSY, &out),
                 ROOTSIG_OK);
    cr_assert_eq(rootsig_warning_count(ctx), 2u);
    cr_assert_eq(rootsig_error_count(ctx), 2u); /* the two above */
    cr_assert_str_eq(rootsig_diag_get(ctx, 2)->id, "RS8021");
    cr_assert_eq(rootsig_signature_version(out), ROOTSIG_VERSION_1_0);
    unsigned char b[1024];
    /* 1.0: 24 + 2 x 12 params + CBV 8 + table 8 + 2 x 20 ranges = 104 */
    cr_assert_eq(rts0(out, ROOTSIG_COMPAT_LLVM, b), 104u);
    /* LLVM compat: unspecified flags are clang's, 4 for a CBV, not 1.0's 2 */
    rootsig_signature *cbv = parse("CBV(b0)", ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_LLVM);
    cr_assert_eq(rootsig_convert(ctx, cbv, ROOTSIG_VERSION_1_0, NULL, 0, &out), ROOTSIG_ERR_INPUT);
    rootsig_ctx_reset(ctx);
    cbv = parse("CBV(b0, flags = DATA_VOLATILE)", ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_LLVM);
    cr_assert_eq(rootsig_convert(ctx, cbv, ROOTSIG_VERSION_1_0, NULL, 0, &out), ROOTSIG_OK);
}

Test(convert, sampler_flags_need_1_2)
{
    const char *dsl = "StaticSampler(s0, flags = UINT_BORDER_COLOR, borderColor = "
                      "STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT), StaticSampler(s1)";
    rootsig_signature *sig = parse(dsl, ROOTSIG_VERSION_1_2, ROOTSIG_COMPAT_LLVM);
    rootsig_signature *out = NULL;
    cr_assert_eq(rootsig_convert(ctx, sig, ROOTSIG_VERSION_1_1, NULL, 0, &out), ROOTSIG_ERR_INPUT);
    cr_assert_eq(rootsig_diag_count(ctx), 1u);
    cr_assert(strstr(rootsig_diag_render(ctx, 0),
                     "error: StaticSampler [0] (s0, space 0): flags UINT_BORDER_COLOR (0x1) cannot be "
                     "kept in version 1.1 (static sampler flags need 1.2; it would be 0)"));
    cr_assert_eq(rootsig_convert(ctx, sig, ROOTSIG_VERSION_1_1, NULL, ROOTSIG_CONVERT_LOSSY, &out),
                 ROOTSIG_OK);
    rootsig_desc d;
    cr_assert_eq(rootsig_describe(ctx, out, NULL, &d), ROOTSIG_OK);
    cr_assert_eq(d.static_samplers[0].flags, 0u);
    /* without sampler flags 1.2 -> 1.1 is exact */
    rootsig_ctx_reset(ctx);
    sig = parse("StaticSampler(s1)", ROOTSIG_VERSION_1_2, ROOTSIG_COMPAT_LLVM);
    cr_assert_eq(rootsig_convert(ctx, sig, ROOTSIG_VERSION_1_1, NULL, 0, &out), ROOTSIG_OK);
    cr_assert_eq(rootsig_diag_count(ctx), 0u);
}

Test(convert, lowest)
{
    rootsig_options dxc = {0, ROOTSIG_COMPAT_DXC, 0, 0};
    cr_assert_eq(rootsig_lowest_version(parse("CBV(b0)", ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_LLVM),
                                        NULL),
                 ROOTSIG_VERSION_1_1);
    cr_assert_eq(rootsig_lowest_version(parse("CBV(b0, flags = DATA_VOLATILE), "
                                              "DescriptorTable(Sampler(s0, flags = "
                                              "DESCRIPTORS_VOLATILE))",
                                              ROOTSIG_VERSION_1_2, ROOTSIG_COMPAT_LLVM),
                                        &dxc),
                 ROOTSIG_VERSION_1_0);
    cr_assert_eq(rootsig_lowest_version(parse(TABLES, ROOTSIG_VERSION_1_0, ROOTSIG_COMPAT_LLVM),
                                        NULL),
                 ROOTSIG_VERSION_1_0);
    cr_assert_eq(rootsig_lowest_version(parse("", ROOTSIG_VERSION_1_2, ROOTSIG_COMPAT_LLVM), NULL),
                 ROOTSIG_VERSION_1_0);
    rootsig_signature *s12 =
        parse("StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = "
              "FILTER_MIN_MAG_MIP_POINT, maxLOD = 0)",
              ROOTSIG_VERSION_1_2, ROOTSIG_COMPAT_LLVM);
    cr_assert_eq(rootsig_lowest_version(s12, NULL), ROOTSIG_VERSION_1_2);
    rootsig_signature *out = NULL;
    cr_assert_eq(rootsig_convert(ctx, s12, (rootsig_version)0, NULL, 0, &out), ROOTSIG_OK);
    cr_assert_eq(rootsig_signature_version(out), ROOTSIG_VERSION_1_2);
}

Test(convert, bad_arguments)
{
    rootsig_signature *sig = parse("CBV(b0)", ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_LLVM), *out;
    cr_assert_eq(rootsig_convert(ctx, sig, (rootsig_version)4, NULL, 0, &out), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_convert(ctx, sig, ROOTSIG_VERSION_1_0, NULL, 2u, &out), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_convert(ctx, NULL, ROOTSIG_VERSION_1_0, NULL, 0, &out), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_convert(NULL, sig, ROOTSIG_VERSION_1_0, NULL, 0, &out), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_convert(ctx, sig, ROOTSIG_VERSION_1_0, NULL, 0, NULL), ROOTSIG_ERR_ARG);
}
