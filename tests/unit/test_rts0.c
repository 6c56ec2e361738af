/*
 * test_rts0.c: the RTS0 writer and reader. Expected bytes are the bytes
 * DXC's serializer (DxilRootSignatureSerializer.cpp) writes and the bytes
 * LLVM 22 writes (clang-22 then yaml2obj-22), written as u32 words as stored.
 */
#include <criterion/criterion.h>
#include <stdio.h>
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

TestSuite(rts0, .init = setup, .fini = teardown);

/* Compiles text and returns its part as space-separated hex u32 words (little-endian as stored). */
static const char *words(const char *text, rootsig_version v, rootsig_compat c)
{
    static char out[8192];
    static unsigned char buf[4096];
    rootsig_options o = {v, c, 0, 0};
    size_t n = 0;
    rootsig_ctx_reset(ctx);
    rootsig_status st = rootsig_compile_dsl(ctx, "t", text, strlen(text), &o, buf, sizeof buf, &n);
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        fprintf(stderr, "%s", rootsig_diag_render(ctx, i));
    cr_assert_eq(st, ROOTSIG_OK, "%s", text);
    cr_assert_eq(n % 4, 0u);
    size_t k = 0;
    for (size_t i = 0; i < n; i += 4)
        k += (size_t)snprintf(out + k, sizeof out - k, "%s%02x%02x%02x%02x", i ? " " : "", buf[i],
                              buf[i + 1], buf[i + 2], buf[i + 3]);
    return out;
}

#define V10 ROOTSIG_VERSION_1_0
#define V11 ROOTSIG_VERSION_1_1
#define V12 ROOTSIG_VERSION_1_2
#define DXC ROOTSIG_COMPAT_DXC
#define LLVM ROOTSIG_COMPAT_LLVM

Test(rts0, empty)
{
    cr_assert_str_eq(words("", V11, DXC), "02000000 00000000 18000000 00000000 18000000 00000000");
    cr_assert_str_eq(words("", V10, LLVM), "01000000 00000000 18000000 00000000 18000000 00000000");
}

Test(rts0, root_cbv_both_compat_modes)
{
    /* DXC writes 0 flags; clang 22 writes DATA_STATIC_WHILE_SET_AT_EXECUTE (4)
     * (LLVM's HLSLRootSignature.h). */
    cr_assert_str_eq(words("CBV(b0)", V11, DXC),
                     "02000000 01000000 18000000 00000000 30000000 00000000 02000000 00000000 "
                     "24000000 00000000 00000000 00000000");
    cr_assert_str_eq(words("CBV(b0)", V11, LLVM),
                     "02000000 01000000 18000000 00000000 30000000 00000000 02000000 00000000 "
                     "24000000 00000000 00000000 04000000");
    cr_assert_str_eq(words("CBV(b0)", V10, LLVM),
                     "01000000 01000000 18000000 00000000 2c000000 00000000 02000000 00000000 "
                     "24000000 00000000 00000000");
}

Test(rts0, uav_with_space_and_visibility)
{
    /* LLVM 22's bytes for UAV(u3, space=1, visibility=PIXEL) 1.1:
     * 2 1 0x18 0 0x30 0 | 4 5 0x24 | 3 1 2 */
    cr_assert_str_eq(words("UAV(u3, space=1, visibility=SHADER_VISIBILITY_PIXEL)", V11, LLVM),
                     "02000000 01000000 18000000 00000000 30000000 00000000 04000000 05000000 "
                     "24000000 03000000 01000000 02000000");
}

Test(rts0, root_constants_any_version)
{
    cr_assert_str_eq(words("RootConstants(num32BitConstants=2, b1, space=3)", V10, LLVM),
                     "01000000 01000000 18000000 00000000 30000000 00000000 01000000 00000000 "
                     "24000000 01000000 03000000 02000000");
}

Test(rts0, table_unbounded)
{
    cr_assert_str_eq(words("DescriptorTable(SRV(t0, numDescriptors=unbounded))", V10, LLVM),
                     "01000000 01000000 18000000 00000000 40000000 00000000 00000000 00000000 "
                     "24000000 01000000 2c000000 00000000 ffffffff 00000000 00000000 ffffffff");
    cr_assert_str_eq(words("DescriptorTable(SRV(t0, numDescriptors=unbounded))", V11, LLVM),
                     "02000000 01000000 18000000 00000000 44000000 00000000 00000000 00000000 "
                     "24000000 01000000 2c000000 00000000 ffffffff 00000000 00000000 04000000 "
                     "ffffffff");
}

Test(rts0, sampler_table_defaults)
{
    cr_assert_str_eq(words("DescriptorTable(Sampler(s0, numDescriptors=2), Sampler(s2))", V11, LLVM),
                     "02000000 01000000 18000000 00000000 5c000000 00000000 00000000 00000000 "
                     "24000000 02000000 2c000000 03000000 02000000 00000000 00000000 00000000 "
                     "ffffffff 03000000 01000000 02000000 00000000 00000000 ffffffff");
}

Test(rts0, static_sampler_1_1_and_1_2)
{
    cr_assert_str_eq(words("StaticSampler(s0)", V11, LLVM),
                     "02000000 00000000 18000000 01000000 18000000 00000000 55000000 01000000 "
                     "01000000 01000000 00000000 10000000 04000000 02000000 00000000 ffff7f7f "
                     "00000000 00000000 00000000");
    cr_assert_str_eq(words("StaticSampler(s0)", V12, LLVM),
                     "03000000 00000000 18000000 01000000 18000000 00000000 55000000 01000000 "
                     "01000000 01000000 00000000 10000000 04000000 02000000 00000000 ffff7f7f "
                     "00000000 00000000 00000000 00000000");
}

Test(rts0, version_1_2_sampler_flags)
{
    /*
     * Hand-computed: 24 + 56 = 80 bytes (one 1.2 sampler, LLVM's DXContainer.rst).
     * Root flags 0x2 | 0x800 | 0x400 = 0xC02. Sampler: filter 0, address 3 3 1,
     * bias 0.0, aniso 16, comparison 4, border 4, min/max LOD 0.0, s0, space 0,
     * visibility 0, flags 0x1 | 0x2 = 3.
     */
    cr_assert_str_eq(
        words("StaticSampler(s0, flags = UINT_BORDER_COLOR | NON_NORMALIZED_COORDINATES, "
              "borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT, filter = FILTER_MIN_MAG_MIP_POINT,"
              " addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0), "
              "RootFlags(DENY_VERTEX_SHADER_ROOT_ACCESS | SAMPLER_HEAP_DIRECTLY_INDEXED | "
              "CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED)",
              V12, LLVM),
        "03000000 00000000 18000000 01000000 18000000 020c0000 00000000 03000000 03000000 "
        "01000000 00000000 10000000 04000000 04000000 00000000 00000000 00000000 00000000 "
        "00000000 03000000");
}

Test(rts0, mixed_parameters_dxc_vector)
{
    /* DXC's serializer writes these 160 bytes. */
    cr_assert_str_eq(
        words("DescriptorTable(SRV(t0, numDescriptors=3)), DescriptorTable(Sampler(s0, "
              "numDescriptors=2)), SRV(t5), UAV(u0)",
              V11, DXC),
        "02000000 04000000 18000000 00000000 a0000000 00000000 00000000 00000000 48000000 "
        "00000000 00000000 68000000 03000000 00000000 88000000 04000000 00000000 94000000 "
        "01000000 50000000 00000000 03000000 00000000 00000000 00000000 ffffffff 01000000 "
        "70000000 03000000 02000000 00000000 00000000 00000000 ffffffff 05000000 00000000 "
        "00000000 00000000 00000000 00000000");
}

Test(rts0, buffer_contract)
{
    unsigned char small[8];
    size_t n = 0;
    rootsig_status st = rootsig_compile_dsl(ctx, "t", "CBV(b0)", 7, NULL, small, sizeof small, &n);
    cr_assert_eq(st, ROOTSIG_ERR_BUFFER_SMALL);
    cr_assert_eq(n, 48u);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "t", "CBV(b0)", 7, NULL, &sig), ROOTSIG_OK);
    cr_assert_eq(rootsig_rts0_bound(sig), 48u);
}

/* ---- reader ----------------------------------------------------------- */

static rootsig_status read_words(const uint32_t *w, size_t count, rootsig_signature **sig)
{
    unsigned char buf[1024];
    for (size_t i = 0; i < count; i++) {
        buf[4 * i] = (unsigned char)w[i];
        buf[4 * i + 1] = (unsigned char)(w[i] >> 8);
        buf[4 * i + 2] = (unsigned char)(w[i] >> 16);
        buf[4 * i + 3] = (unsigned char)(w[i] >> 24);
    }
    rootsig_ctx_reset(ctx);
    return rootsig_read_rts0(ctx, "part", buf, 4 * count, sig);
}

static const char *first_id(void)
{
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        if (rootsig_diag_get(ctx, i)->severity == ROOTSIG_SEVERITY_ERROR)
            return rootsig_diag_get(ctx, i)->id;
    return "";
}

Test(rts0, reader_rejects_malformed_parts)
{
    rootsig_signature *sig;
    uint32_t short_header[] = {2, 0, 24, 0, 24};
    cr_assert_eq(read_words(short_header, 5, &sig), ROOTSIG_ERR_INPUT);
    cr_assert_str_eq(first_id(), "RS4101");
    uint32_t bad_version[] = {4, 0, 24, 0, 24, 0};
    cr_assert_eq(read_words(bad_version, 6, &sig), ROOTSIG_ERR_INPUT);
    cr_assert_str_eq(first_id(), "RS4102");
    /* 2^30 parameters claimed in a 24-byte part: 12 * 2^30 would overflow 32 bits. */
    uint32_t huge_count[] = {2, 0x40000000u, 24, 0, 24, 0};
    cr_assert_eq(read_words(huge_count, 6, &sig), ROOTSIG_ERR_INPUT);
    cr_assert_str_eq(first_id(), "RS4103");
    /* One CBV whose payload offset points past the end. */
    uint32_t bad_payload[] = {2, 1, 24, 0, 36, 0, 2, 0, 0xFFFFFFF0u};
    cr_assert_eq(read_words(bad_payload, 9, &sig), ROOTSIG_ERR_INPUT);
    cr_assert_str_eq(first_id(), "RS4103");
    /* Parameter type 5 does not exist. */
    uint32_t bad_type[] = {2, 1, 24, 0, 36, 0, 5, 0, 36};
    cr_assert_eq(read_words(bad_type, 9, &sig), ROOTSIG_ERR_INPUT);
    cr_assert_str_eq(first_id(), "RS4104");
    /* A table whose range array runs past the end. */
    uint32_t bad_ranges[] = {2, 1, 24, 0, 44, 0, 0, 0, 36, 3, 44};
    cr_assert_eq(read_words(bad_ranges, 11, &sig), ROOTSIG_ERR_INPUT);
    cr_assert_str_eq(first_id(), "RS4103");
}

Test(rts0, reader_truncated_at_every_length)
{
    const char *text = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), "
                       "DescriptorTable(SRV(t0, numDescriptors=4), UAV(u1)), StaticSampler(s0)";
    unsigned char buf[512];
    size_t n;
    cr_assert_eq(rootsig_compile_dsl(ctx, "t", text, strlen(text), NULL, buf, sizeof buf, &n),
                 ROOTSIG_OK);
    for (size_t len = 0; len < n; len++) {
        rootsig_ctx_reset(ctx);
        rootsig_signature *sig;
        cr_assert_eq(rootsig_read_rts0(ctx, "p", buf, len, &sig), ROOTSIG_ERR_INPUT, "len %zu",
                     len);
        cr_assert_null(sig);
    }
}

static void round_trip(const char *text, rootsig_version v)
{
    unsigned char a[4096], b[4096];
    size_t na, nb;
    rootsig_options o = {v, ROOTSIG_COMPAT_LLVM, 0, 0};
    rootsig_ctx_reset(ctx);
    cr_assert_eq(rootsig_compile_dsl(ctx, "t", text, strlen(text), &o, a, sizeof a, &na),
                 ROOTSIG_OK, "%s", text);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_read_rts0(ctx, "p", a, na, &sig), ROOTSIG_OK, "%s", text);
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        cr_assert_str_neq(rootsig_diag_get(ctx, i)->id, "RS4106", "non-canonical layout: %s", text);
    cr_assert_eq(rootsig_signature_version(sig), v);
    /* Any compat mode: every flag read from a part is explicit. */
    rootsig_options d = {v, ROOTSIG_COMPAT_DXC, 0, 0};
    cr_assert_eq(rootsig_write_rts0(ctx, sig, &d, b, sizeof b, &nb), ROOTSIG_OK);
    cr_assert_eq(na, nb);
    cr_assert(memcmp(a, b, na) == 0, "%s (v%d)", text, (int)v);
}

Test(rts0, read_write_round_trip)
{
    const char *texts[] = {
        "",
        "CBV(b0)",
        "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_MESH_SHADER_ROOT_ACCESS), "
        "RootConstants(num32BitConstants=7, b3, space=2, visibility=SHADER_VISIBILITY_HULL)",
        "SRV(t1, space=9), UAV(u2, visibility=SHADER_VISIBILITY_DOMAIN), "
        "DescriptorTable(CBV(b0, numDescriptors=3), SRV(t0, offset=7), UAV(u4, "
        "numDescriptors=unbounded, space=1)), DescriptorTable(Sampler(s0, numDescriptors=4))",
        "StaticSampler(s1, filter=FILTER_COMPARISON_MIN_MAG_MIP_LINEAR, comparisonFunc="
        "COMPARISON_GREATER, mipLODBias=-2.5, minLOD=1, maxLOD=12.75, addressW="
        "TEXTURE_ADDRESS_MIRROR, borderColor=STATIC_BORDER_COLOR_OPAQUE_BLACK), StaticSampler(s2)",
        "DescriptorTable()",
    };
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        round_trip(texts[i], ROOTSIG_VERSION_1_0);
        round_trip(texts[i], ROOTSIG_VERSION_1_1);
        round_trip(texts[i], ROOTSIG_VERSION_1_2);
    }
}

Test(rts0, dump_names_every_field)
{
    const char *text = "RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS), UAV(u1, flags=DATA_VOLATILE), "
                       "StaticSampler(s0, mipLODBias=1.5)";
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "t", text, strlen(text), NULL, &sig), ROOTSIG_OK);
    const char *dump;
    size_t len;
    cr_assert_eq(rootsig_dump(ctx, sig, NULL, &dump, &len), ROOTSIG_OK);
    cr_assert_eq(strlen(dump), len);
    cr_assert(strstr(dump, "root signature version 1.1 (2), 100 bytes\n"));
    cr_assert(strstr(dump, "flags: 0x20 (DENY_PIXEL_SHADER_ROOT_ACCESS)\n"));
    cr_assert(strstr(dump, "[0] UAV visibility=0 (SHADER_VISIBILITY_ALL) u1 space=0 flags=0x2 "
                           "(DATA_VOLATILE)\n"));
    cr_assert(strstr(dump, "mipLODBias=0x3fc00000 (1.5) maxAnisotropy=16"));
}
