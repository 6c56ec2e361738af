/*
 * test_container_api.c: splice, strip, extract and verify through the public
 * API on multi-part containers assembled in the test.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "rootsig.h"

static rootsig_ctx *ctx;
static void setup(void) { cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK); }
static void teardown(void) { rootsig_ctx_destroy(ctx); }
TestSuite(capi, .init = setup, .fini = teardown);

#define FCC(s) ROOTSIG_FOURCC(s[0], s[1], s[2], s[3])

/* Stand-in part contents: distinct bytes so any mix-up shows. */
static const unsigned char DXIL[16] = {'D', 'X', 'I', 'L', 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
static const unsigned char SFI0[8] = {0x11, 0, 0, 0, 0, 0, 0, 0};
static const unsigned char PSV0[12] = {0x22, 0x22, 0x22, 0x22, 1, 0, 0, 0, 2, 0, 0, 0};
static const unsigned char HASH[20] = {0x33, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19};
static const unsigned char PRIV[5] = {'p', 'r', 'i', 'v', '!'}; /* unaligned, kept last */

static size_t build(const rootsig_part *parts, size_t n, unsigned char *out, size_t cap)
{
    size_t w = 0;
    cr_assert_eq(rootsig_container_write_parts(ctx, parts, n, out, cap, &w), ROOTSIG_OK);
    return w;
}

static size_t compile_part(const char *text, unsigned char *out, size_t cap)
{
    size_t w = 0;
    cr_assert_eq(rootsig_compile_dsl(ctx, "t", text, strlen(text), NULL, out, cap, &w), ROOTSIG_OK);
    return w;
}

static void expect_order(const unsigned char *file, size_t len, const char *const *names, size_t n)
{
    const rootsig_part *parts;
    size_t count;
    rootsig_digest_kind dk;
    cr_assert_eq(rootsig_container_parse(ctx, "c", file, len, &parts, &count, &dk), ROOTSIG_OK);
    cr_assert_eq(dk, ROOTSIG_DIGEST_RETAIL);
    cr_assert_eq(count, n);
    for (size_t i = 0; i < n; i++)
        cr_assert_eq(parts[i].fourcc, FCC(names[i]), "part %zu is not %s", i, names[i]);
}

Test(capi, splice_inserts_after_psv0_and_strip_restores)
{
    rootsig_part parts[] = {{FCC("SFI0"), SFI0, sizeof SFI0}, {FCC("PSV0"), PSV0, sizeof PSV0},
                            {FCC("HASH"), HASH, sizeof HASH}, {FCC("DXIL"), DXIL, sizeof DXIL},
                            {FCC("PRIV"), PRIV, sizeof PRIV}};
    static unsigned char orig[1024], rs[512], spliced[2048], stripped[1024];
    size_t no = build(parts, 5, orig, sizeof orig);
    size_t nrs = compile_part("CBV(b0), StaticSampler(s0)", rs, sizeof rs);
    size_t need = 0;
    /* Size query first: nothing written, the size needed returned. */
    cr_assert_eq(rootsig_container_set_rts0(ctx, "c", orig, no, rs, nrs, NULL, NULL, 0, &need),
                 ROOTSIG_ERR_BUFFER_SMALL);
    cr_assert_eq(need, no + 4 + 8 + nrs); /* one more offset, a part header, the data */
    size_t ns = 0;
    cr_assert_eq(rootsig_container_set_rts0(ctx, "c", orig, no, rs, nrs, NULL, spliced,
                                            sizeof spliced, &ns),
                 ROOTSIG_OK);
    cr_assert_eq(ns, need);
    const char *order[] = {"SFI0", "PSV0", "RTS0", "HASH", "DXIL", "PRIV"};
    expect_order(spliced, ns, order, 6);
    /* Untouched parts are byte for byte the same. */
    const rootsig_part *p;
    size_t count;
    cr_assert_eq(rootsig_container_parse(ctx, "c", spliced, ns, &p, &count, NULL), ROOTSIG_OK);
    cr_assert(memcmp(p[4].data, DXIL, sizeof DXIL) == 0);
    cr_assert(memcmp(p[5].data, PRIV, sizeof PRIV) == 0 && p[5].size == sizeof PRIV);
    /* Extract after splice gives back the spliced part. */
    const void *got;
    size_t ngot;
    cr_assert_eq(rootsig_container_get_rts0(ctx, "c", spliced, ns, &got, &ngot), ROOTSIG_OK);
    cr_assert_eq(ngot, nrs);
    cr_assert(memcmp(got, rs, nrs) == 0);
    /* Verify passes; strip after splice gives back the original file exactly. */
    rootsig_verify_result vr;
    cr_assert_eq(rootsig_container_verify(ctx, "c", spliced, ns, NULL, &vr), ROOTSIG_OK);
    cr_assert_eq(vr.digest, ROOTSIG_DIGEST_RETAIL);
    cr_assert(vr.has_rts0);
    cr_assert_eq(vr.part_count, 6u);
    size_t nst = 0;
    cr_assert_eq(rootsig_container_strip_rts0(ctx, "c", spliced, ns, stripped, sizeof stripped, &nst),
                 ROOTSIG_OK);
    cr_assert_eq(nst, no);
    cr_assert(memcmp(stripped, orig, no) == 0);
}

Test(capi, splice_replaces_in_place_and_positions)
{
    static unsigned char a[512], b[512], file[2048], out[2048];
    size_t na = compile_part("CBV(b0)", a, sizeof a);
    size_t nb = compile_part("SRV(t1), UAV(u2)", b, sizeof b);
    /* Existing RTS0 in the middle stays in the middle. */
    rootsig_part parts[] = {{FCC("DXIL"), DXIL, sizeof DXIL}, {ROOTSIG_FOURCC_RTS0, a, na},
                            {FCC("HASH"), HASH, sizeof HASH}};
    size_t nf = build(parts, 3, file, sizeof file);
    size_t no;
    cr_assert_eq(rootsig_container_set_rts0(ctx, "c", file, nf, b, nb, NULL, out, sizeof out, &no),
                 ROOTSIG_OK);
    const char *o1[] = {"DXIL", "RTS0", "HASH"};
    expect_order(out, no, o1, 3);
    /* No PSV0: before PRIV. */
    rootsig_part p2[] = {{FCC("DXIL"), DXIL, sizeof DXIL}, {FCC("PRIV"), PRIV, sizeof PRIV}};
    nf = build(p2, 2, file, sizeof file);
    cr_assert_eq(rootsig_container_set_rts0(ctx, "c", file, nf, b, nb, NULL, out, sizeof out, &no),
                 ROOTSIG_OK);
    const char *o2[] = {"DXIL", "RTS0", "PRIV"};
    expect_order(out, no, o2, 3);
    /* Neither: at the end. */
    rootsig_part p3[] = {{FCC("DXIL"), DXIL, sizeof DXIL}, {FCC("HASH"), HASH, sizeof HASH}};
    nf = build(p3, 2, file, sizeof file);
    cr_assert_eq(rootsig_container_set_rts0(ctx, "c", file, nf, b, nb, NULL, out, sizeof out, &no),
                 ROOTSIG_OK);
    const char *o3[] = {"DXIL", "HASH", "RTS0"};
    expect_order(out, no, o3, 3);
}

static const char *first_error(void)
{
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        if (rootsig_diag_get(ctx, i)->severity == ROOTSIG_SEVERITY_ERROR)
            return rootsig_diag_get(ctx, i)->id;
    return "";
}

Test(capi, errors_write_nothing)
{
    static unsigned char file[512], out[1024], bad[64];
    rootsig_part parts[] = {{FCC("DXIL"), DXIL, sizeof DXIL}};
    size_t nf = build(parts, 1, file, sizeof file);
    size_t no = 123;
    memset(out, 0xAA, sizeof out);
    /* Strip with no RTS0. */
    cr_assert_eq(rootsig_container_strip_rts0(ctx, "c", file, nf, out, sizeof out, &no),
                 ROOTSIG_ERR_INPUT);
    cr_assert_str_eq(first_error(), "RS4014");
    cr_assert_eq(out[0], 0xAA);
    /* Splice a part that does not read: a 20-byte "RTS0". */
    rootsig_ctx_reset(ctx);
    memset(bad, 0, 20);
    bad[0] = 2;
    cr_assert_eq(rootsig_container_set_rts0(ctx, "c", file, nf, bad, 20, NULL, out, sizeof out, &no),
                 ROOTSIG_ERR_INPUT);
    cr_assert_str_eq(first_error(), "RS4101");
    cr_assert_eq(out[0], 0xAA);
    /* A container that is not one. */
    rootsig_ctx_reset(ctx);
    cr_assert_eq(rootsig_container_strip_rts0(ctx, "c", "DXBC", 4, out, sizeof out, &no),
                 ROOTSIG_ERR_INPUT);
    cr_assert_eq(out[0], 0xAA);
}

Test(capi, verify_reports_digest_kinds)
{
    static unsigned char file[512];
    static unsigned char rs[128];
    size_t nrs = compile_part("CBV(b0)", rs, sizeof rs);
    rootsig_part parts[] = {{ROOTSIG_FOURCC_RTS0, rs, nrs}};
    size_t nf = build(parts, 1, file, sizeof file);
    rootsig_verify_result vr;
    cr_assert_eq(rootsig_container_verify(ctx, "c", file, nf, NULL, &vr), ROOTSIG_OK);
    cr_assert_eq(vr.version, ROOTSIG_VERSION_1_1);
    /* Zeroed digest: structure fine, verification fails with RS4017. */
    memset(file + 4, 0, 16);
    rootsig_ctx_reset(ctx);
    cr_assert_eq(rootsig_container_verify(ctx, "c", file, nf, NULL, &vr), ROOTSIG_ERR_INPUT);
    cr_assert_eq(vr.digest, ROOTSIG_DIGEST_ZERO);
    cr_assert_str_eq(first_error(), "RS4017");
    /* A changed byte after signing: mismatch. */
    nf = build(parts, 1, file, sizeof file);
    file[nf - 1] ^= 1;
    rootsig_ctx_reset(ctx);
    cr_assert_eq(rootsig_container_verify(ctx, "c", file, nf, NULL, &vr), ROOTSIG_ERR_INPUT);
    cr_assert_eq(vr.digest, ROOTSIG_DIGEST_MISMATCH);
}
