/*
 * test_desc.c: the object model (rootsig_desc). rootsig_describe reports
 * what an RTS0 part stores; rootsig_from_desc takes every value as given;
 * the two round-trip byte for byte; bad descriptions are refused with the
 * documented status or diagnostic. (tests/diff/objmodel.py holds both
 * directions against vkd3d-shader and LLVM.)
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
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

TestSuite(desc, .init = setup, .fini = teardown);

static rootsig_signature *parse(const char *dsl, rootsig_version v)
{
    rootsig_options o = {v, ROOTSIG_COMPAT_LLVM, 0, 0};
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_parse_dsl(ctx, "t", dsl, strlen(dsl), &o, &sig), ROOTSIG_OK);
    return sig;
}

static size_t rts0(const rootsig_signature *sig, rootsig_compat c, unsigned char *buf, size_t cap)
{
    rootsig_options o = {rootsig_signature_version(sig), c, 0, 0};
    size_t n = 0;
    cr_assert_eq(rootsig_write_rts0(ctx, sig, &o, buf, cap, &n), ROOTSIG_OK);
    return n;
}

static uint32_t bits(float f)
{
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return b;
}

static float from_bits(uint32_t b)
{
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
}

static const char *DSL =
    "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_HULL_SHADER_ROOT_ACCESS), "
    "CBV(b3, space = 2), UAV(u1, flags = DATA_STATIC), RootConstants(b0, num32BitConstants = 7), "
    "DescriptorTable(SRV(t0, numDescriptors = unbounded), Sampler(s2, offset = 5), "
    "visibility = SHADER_VISIBILITY_PIXEL), "
    "StaticSampler(s4, mipLODBias = -1.5, maxLOD = 12, comparisonFunc = COMPARISON_NEVER)";

/* Every value as stored; unspecified flags are the defaults of version and compat. */
Test(desc, describe_values)
{
    rootsig_signature *sig = parse(DSL, ROOTSIG_VERSION_1_1);
    rootsig_desc d;
    cr_assert_eq(rootsig_describe(ctx, sig, NULL, &d), ROOTSIG_OK);
    cr_assert_eq(d.version, ROOTSIG_VERSION_1_1);
    cr_assert_eq(d.flags, 0x5u);
    cr_assert_eq(d.parameter_count, 4u);
    cr_assert_eq(d.parameters[0].type, ROOTSIG_PARAMETER_CBV);
    cr_assert_eq(d.parameters[0].u.descriptor.shader_register, 3u);
    cr_assert_eq(d.parameters[0].u.descriptor.space, 2u);
    cr_assert_eq(d.parameters[0].u.descriptor.flags, 4u); /* clang's default for a root CBV */
    cr_assert_eq(d.parameters[1].u.descriptor.flags, 8u); /* given */
    cr_assert_eq(d.parameters[2].type, ROOTSIG_PARAMETER_CONSTANTS);
    cr_assert_eq(d.parameters[2].u.constants.num32, 7u);
    const rootsig_parameter_desc *t = &d.parameters[3];
    cr_assert_eq(t->type, ROOTSIG_PARAMETER_TABLE);
    cr_assert_eq(t->visibility, 5u);
    cr_assert_eq(t->u.table.range_count, 2u);
    cr_assert_eq(t->u.table.ranges[0].num_descriptors, ROOTSIG_UNBOUNDED);
    cr_assert_eq(t->u.table.ranges[0].offset, ROOTSIG_OFFSET_APPEND);
    cr_assert_eq(t->u.table.ranges[0].flags, 4u);
    cr_assert_eq(t->u.table.ranges[1].type, ROOTSIG_RANGE_SAMPLER);
    cr_assert_eq(t->u.table.ranges[1].base_register, 2u);
    cr_assert_eq(t->u.table.ranges[1].offset, 5u);
    cr_assert_eq(t->u.table.ranges[1].flags, 0u);
    cr_assert_eq(d.static_sampler_count, 1u);
    const rootsig_static_sampler_desc *s = &d.static_samplers[0];
    cr_assert_eq(s->shader_register, 4u);
    cr_assert_eq(s->filter, 0x55u);
    cr_assert_eq(s->comparison, 1u);
    cr_assert_eq(bits(s->mip_lod_bias), 0xbfc00000u); /* -1.5 */
    cr_assert_eq(bits(s->max_lod), 0x41400000u);      /* 12.0 */
    cr_assert_eq(s->max_anisotropy, 16u);

    /* DXC compat: unspecified flags are 0; given ones stay. */
    rootsig_options dxc = {ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_DXC, 0, 0};
    cr_assert_eq(rootsig_describe(ctx, sig, &dxc, &d), ROOTSIG_OK);
    cr_assert_eq(d.parameters[0].u.descriptor.flags, 0u);
    cr_assert_eq(d.parameters[1].u.descriptor.flags, 8u);
    cr_assert_eq(d.parameters[3].u.table.ranges[0].flags, 0u);
}

/* 1.0 stores no flags: reported as 0 (as vkd3d-shader reports them). */
Test(desc, describe_1_0_flags)
{
    rootsig_signature *sig = parse("CBV(b0), DescriptorTable(SRV(t0))", ROOTSIG_VERSION_1_0);
    rootsig_desc d;
    cr_assert_eq(rootsig_describe(ctx, sig, NULL, &d), ROOTSIG_OK);
    cr_assert_eq(d.version, ROOTSIG_VERSION_1_0);
    cr_assert_eq(d.parameters[0].u.descriptor.flags, 0u);
    cr_assert_eq(d.parameters[1].u.table.ranges[0].flags, 0u);
}

/* describe then from_desc writes the same bytes, every version and compat mode. */
Test(desc, round_trip_bytes)
{
    static const rootsig_version vs[] = {ROOTSIG_VERSION_1_0, ROOTSIG_VERSION_1_1,
                                         ROOTSIG_VERSION_1_2};
    const char *dsl10 = "RootFlags(ALLOW_STREAM_OUTPUT), CBV(b3, space = 2), "
                        "RootConstants(b0, num32BitConstants = 7), "
                        "DescriptorTable(SRV(t0, numDescriptors = 3), Sampler(s0)), "
                        "StaticSampler(s4, mipLODBias = -1.5)";
    for (int v = 0; v < 3; v++) {
        for (int c = 0; c < 2; c++) {
            rootsig_signature *sig = parse(v == 0 ? dsl10 : DSL, vs[v]);
            rootsig_options o = {vs[v], (rootsig_compat)c, 0, 0};
            rootsig_desc d;
            cr_assert_eq(rootsig_describe(ctx, sig, &o, &d), ROOTSIG_OK);
            rootsig_signature *back = NULL;
            cr_assert_eq(rootsig_from_desc(ctx, NULL, &d, &back), ROOTSIG_OK);
            unsigned char a[1024], b[1024];
            size_t na = rts0(sig, (rootsig_compat)c, a, sizeof a);
            /* built from a description, the other compat mode must not matter */
            size_t nb = rts0(back, (rootsig_compat)(1 - c), b, sizeof b);
            cr_assert_eq(na, nb);
            cr_assert(memcmp(a, b, na) == 0, "version %d compat %d", v, c);
        }
    }
}

/* Float bits survive both ways: -0.0, a denormal, a NaN payload. */
Test(desc, float_bits)
{
    rootsig_static_sampler_desc s = {0};
    s.mip_lod_bias = from_bits(0x80000000u);
    s.min_lod = from_bits(0x00000001u);
    s.max_lod = from_bits(0x7fc01234u);
    rootsig_desc d = {ROOTSIG_VERSION_1_1, 0, 0, NULL, 1, &s};
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_from_desc(ctx, NULL, &d, &sig), ROOTSIG_OK);
    unsigned char buf[256];
    size_t n = rts0(sig, ROOTSIG_COMPAT_LLVM, buf, sizeof buf);
    /* header 24 + one 52-byte sampler; mipLODBias at 24 + 16, minLOD at 24 + 32, maxLOD 24 + 36 */
    cr_assert_eq(n, 76u);
    cr_assert_eq(buf[40] | buf[41] << 8 | buf[42] << 16 | (uint32_t)buf[43] << 24, 0x80000000u);
    cr_assert_eq(buf[56] | buf[57] << 8 | buf[58] << 16 | (uint32_t)buf[59] << 24, 0x00000001u);
    cr_assert_eq(buf[60] | buf[61] << 8 | buf[62] << 16 | (uint32_t)buf[63] << 24, 0x7fc01234u);
    rootsig_signature *back = NULL;
    cr_assert_eq(rootsig_read_rts0(ctx, "p", buf, n, &back), ROOTSIG_OK);
    rootsig_desc out;
    cr_assert_eq(rootsig_describe(ctx, back, NULL, &out), ROOTSIG_OK);
    cr_assert_eq(bits(out.static_samplers[0].mip_lod_bias), 0x80000000u);
    cr_assert_eq(bits(out.static_samplers[0].min_lod), 0x00000001u);
    cr_assert_eq(bits(out.static_samplers[0].max_lod), 0x7fc01234u);
}

/* Flags a version has no field for are ignored: 1.0 writes no flags, 1.1 no sampler flags. */
Test(desc, flags_ignored_by_version)
{
    rootsig_range_desc r = {ROOTSIG_RANGE_SRV, 1, 0, 0, 0x8, ROOTSIG_OFFSET_APPEND};
    rootsig_parameter_desc p[2] = {{0}};
    p[0].type = ROOTSIG_PARAMETER_TABLE;
    p[0].u.table.range_count = 1;
    p[0].u.table.ranges = &r;
    p[1].type = ROOTSIG_PARAMETER_SRV;
    p[1].u.descriptor.shader_register = 1;
    p[1].u.descriptor.flags = 0x8;
    rootsig_static_sampler_desc s = {0};
    s.address_u = s.address_v = s.address_w = 1;
    s.flags = 0x1;
    rootsig_desc d = {ROOTSIG_VERSION_1_0, 0, 2, p, 1, &s};
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_from_desc(ctx, NULL, &d, &sig), ROOTSIG_OK);
    /* The 1.0 bytes cannot hold flags; validation sees the implied ones (no RS2001). */
    cr_assert_eq(rootsig_validate(ctx, sig, NULL), ROOTSIG_OK);
    rootsig_desc out;
    cr_assert_eq(rootsig_describe(ctx, sig, NULL, &out), ROOTSIG_OK);
    cr_assert_eq(out.parameters[0].u.table.ranges[0].flags, 0u);
    cr_assert_eq(out.parameters[1].u.descriptor.flags, 0u);
    cr_assert_eq(out.static_samplers[0].flags, 0u);
    d.version = ROOTSIG_VERSION_1_1;
    cr_assert_eq(rootsig_from_desc(ctx, NULL, &d, &sig), ROOTSIG_OK);
    cr_assert_eq(rootsig_describe(ctx, sig, NULL, &out), ROOTSIG_OK);
    cr_assert_eq(out.parameters[0].u.table.ranges[0].flags, 0x8u);
    cr_assert_eq(out.static_samplers[0].flags, 0u);
    d.version = ROOTSIG_VERSION_1_2;
    cr_assert_eq(rootsig_from_desc(ctx, NULL, &d, &sig), ROOTSIG_OK);
    cr_assert_eq(rootsig_describe(ctx, sig, NULL, &out), ROOTSIG_OK);
    cr_assert_eq(out.static_samplers[0].flags, 0x1u);
}

static const char *render_all(void)
{
    static char buf[4096];
    buf[0] = 0;
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        strncat(buf, rootsig_diag_render(ctx, i), sizeof buf - strlen(buf) - 1);
    return buf;
}

Test(desc, bad_types)
{
    rootsig_range_desc r = {7, 1, 0, 0, 0, 0};
    rootsig_parameter_desc p[3] = {{0}};
    p[0].type = 9;
    p[1].type = ROOTSIG_PARAMETER_TABLE;
    p[1].u.table.range_count = 1;
    p[1].u.table.ranges = &r;
    p[2].type = ROOTSIG_PARAMETER_CBV;
    rootsig_desc d = {ROOTSIG_VERSION_1_1, 0, 3, p, 0, NULL};
    rootsig_signature *sig = (rootsig_signature *)&d;
    cr_assert_eq(rootsig_from_desc(ctx, NULL, &d, &sig), ROOTSIG_ERR_INPUT);
    cr_assert_null(sig);
    cr_assert_str_eq(render_all(),
                     "<desc>: error: parameter [0]: type 9 is not a D3D12_ROOT_PARAMETER_TYPE "
                     "value (0 DESCRIPTOR_TABLE to 4 UAV) [RS8001]\n"
                     "<desc>: error: parameter [1], range [0]: type 7 is not a "
                     "D3D12_DESCRIPTOR_RANGE_TYPE value (0 SRV, 1 UAV, 2 CBV, 3 SAMPLER) [RS8002]\n");
}

Test(desc, bad_arguments)
{
    rootsig_signature *sig = NULL;
    rootsig_desc d = {ROOTSIG_VERSION_1_1, 0, 1, NULL, 0, NULL};
    cr_assert_eq(rootsig_from_desc(ctx, NULL, &d, &sig), ROOTSIG_ERR_ARG);
    d.parameter_count = 0;
    d.static_sampler_count = 2;
    cr_assert_eq(rootsig_from_desc(ctx, NULL, &d, &sig), ROOTSIG_ERR_ARG);
    d.static_sampler_count = 0;
    d.version = (rootsig_version)4;
    cr_assert_eq(rootsig_from_desc(ctx, NULL, &d, &sig), ROOTSIG_ERR_ARG);
    d.version = (rootsig_version)0;
    cr_assert_eq(rootsig_from_desc(ctx, NULL, &d, &sig), ROOTSIG_ERR_ARG);
    rootsig_parameter_desc p = {0};
    p.u.table.range_count = 1; /* a table with a count and no ranges */
    rootsig_desc t = {ROOTSIG_VERSION_1_1, 0, 1, &p, 0, NULL};
    cr_assert_eq(rootsig_from_desc(ctx, NULL, &t, &sig), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_from_desc(ctx, NULL, NULL, &sig), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_from_desc(NULL, NULL, &t, &sig), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_describe(ctx, NULL, NULL, &t), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_diag_count(ctx), 0u);
    /* an empty signature is fine */
    rootsig_desc e = {ROOTSIG_VERSION_1_2, 0, 0, NULL, 0, NULL};
    cr_assert_eq(rootsig_from_desc(ctx, NULL, &e, &sig), ROOTSIG_OK);
    unsigned char buf[64];
    cr_assert_eq(rts0(sig, ROOTSIG_COMPAT_DXC, buf, sizeof buf), 24u);
}

/* With no source, the validator names elements by index and shows no offset. */
Test(desc, validation_names_by_index)
{
    rootsig_parameter_desc p[2] = {{0}};
    p[0].type = ROOTSIG_PARAMETER_CBV;
    p[0].u.descriptor.shader_register = 1;
    p[1].type = ROOTSIG_PARAMETER_SRV;
    p[1].visibility = 9;
    rootsig_static_sampler_desc s = {0};
    s.filter = 0x56;
    s.address_u = s.address_v = s.address_w = 1;
    s.max_anisotropy = 16;
    s.comparison = 4;
    rootsig_desc d = {ROOTSIG_VERSION_1_1, 0, 2, p, 1, &s};
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_from_desc(ctx, "engine", &d, &sig), ROOTSIG_OK);
    cr_assert_eq(rootsig_validate(ctx, sig, NULL), ROOTSIG_ERR_INPUT);
    const char *all = render_all();
    cr_assert(strstr(all, "engine: error: StaticSampler [0] (s0, space 0): filter 0x56 is not a "
                          "D3D12_FILTER value (for example 0x55 FILTER_ANISOTROPIC) [RS2013]\n"),
              "%s", all);
    cr_assert(strstr(all, "engine: error: root SRV [1]"), "%s", all);
    cr_assert_null(strstr(all, "byte offset"), "%s", all);
}

/* The example in docs/api.md is examples/build_in_code.c, verbatim. */
Test(desc, api_doc_example)
{
    char *doc = NULL, *ex = NULL;
    size_t n;
    FILE *f = fopen(RSIG_SOURCE_DIR "/docs/api.md", "rb");
    cr_assert_not_null(f);
    doc = calloc(1, 1 << 16);
    n = fread(doc, 1, (1 << 16) - 1, f);
    fclose(f);
    cr_assert(n > 0);
    f = fopen(RSIG_SOURCE_DIR "/examples/build_in_code.c", "rb");
    cr_assert_not_null(f);
    ex = calloc(1, 1 << 16);
    n = fread(ex, 1, (1 << 16) - 1, f);
    fclose(f);
    cr_assert(n > 0);
    cr_assert_not_null(strstr(doc, ex), "docs/api.md must quote examples/build_in_code.c whole");
    free(doc);
    free(ex);
}

/* ---- allocation failures: every one in turn, nothing leaked (as test_api's chaos test) ---- */

#include "counting_alloc.h"

/* describe, from_desc, convert (both ways), decompile (DSL and HLSL), costs. */
static rootsig_status object_paths(rootsig_ctx *c)
{
    const char *dsl = "RootFlags(ALLOW_STREAM_OUTPUT), CBV(b0, flags = DATA_VOLATILE), "
                      "DescriptorTable(SRV(t0, numDescriptors = 4), Sampler(s0, space = 1)), "
                      "RootConstants(b1, num32BitConstants = 3), StaticSampler(s2, maxLOD = 4)";
    rootsig_options o = {ROOTSIG_VERSION_1_0, ROOTSIG_COMPAT_LLVM, 0, 0};
    rootsig_signature *sig = NULL, *back = NULL, *up = NULL, *down = NULL;
    rootsig_status st = rootsig_parse_dsl(c, "t", dsl, strlen(dsl), &o, &sig);
    rootsig_desc d;
    if (st == ROOTSIG_OK)
        st = rootsig_describe(c, sig, &o, &d);
    if (st == ROOTSIG_OK)
        st = rootsig_from_desc(c, NULL, &d, &back);
    if (st == ROOTSIG_OK)
        st = rootsig_convert(c, back, ROOTSIG_VERSION_1_2, &o, 0, &up);
    if (st == ROOTSIG_OK)
        st = rootsig_convert(c, up, (rootsig_version)0, &o, 0, &down);
    const char *text = NULL;
    rootsig_decompile_options h = {1, "RS"};
    if (st == ROOTSIG_OK)
        st = rootsig_decompile(c, down, &o, NULL, &text, NULL);
    if (st == ROOTSIG_OK)
        st = rootsig_decompile(c, up, &o, &h, &text, NULL);
    return st;
}

Test(desc_chaos, every_allocation_failure)
{
    counting probe = {0, 0, 0};
    rootsig_allocator a = {c_alloc, c_free, &probe};
    rootsig_ctx *c = NULL;
    cr_assert_eq(rootsig_ctx_create(&a, &c), ROOTSIG_OK);
    cr_assert_eq(object_paths(c), ROOTSIG_OK);
    rootsig_ctx_destroy(c);
    cr_assert_eq(probe.live, 0u);
    size_t total = probe.calls;
    cr_assert(total > 1);
    for (size_t k = 1; k <= total; k++) {
        counting cnt = {0, 0, k};
        rootsig_allocator ak = {c_alloc, c_free, &cnt};
        c = NULL;
        if (rootsig_ctx_create(&ak, &c) == ROOTSIG_OK) {
            rootsig_status st = object_paths(c);
            cr_assert(st == ROOTSIG_OK || st == ROOTSIG_ERR_NOMEM, "failure %zu: status %d", k, st);
            rootsig_ctx_destroy(c);
        }
        cr_assert_eq(cnt.live, 0u, "failure %zu leaked", k);
    }
}
