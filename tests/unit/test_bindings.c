/*
 * test_bindings.c: the PSV0 reader and the binding rules through the public
 * API, on shader containers assembled here field by field (layout: the
 * top of src/shader/shader.h; the same layout yaml2obj-22 writes, which
 * tests/cli/bindings.sh checks on containers it builds).
 *
 *  - rules: one case per rule, hand-made, with the expected verdict reasoned
 *    in a comment;
 *  - malformed PSV0: every truncation, counts past the end, strides too
 *    small, bad types and bounds: a located error, never a crash;
 *  - property: seeded random signatures and pipelines of random shaders,
 *    each verdict compared with the simple reference checker below
 *    (interval containment per class, space and visibility), written from
 *    the rules in docs/bindings.md, not from src/bindings/.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rootsig.h"

static rootsig_ctx *ctx;
static void setup(void) { cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK); }
static void teardown(void) { rootsig_ctx_destroy(ctx); }
TestSuite(bind, .init = setup, .fini = teardown);

/*
 * RSIG_BINDINGS_QUICK (tests/memcheck.sh sets it; valgrind is ~50x slower): fewer random
 * cases, every 7th allocation failure and truncation. Same assertions.
 */
static int quick(void)
{
    const char *q = getenv("RSIG_BINDINGS_QUICK");
    return q != NULL && q[0] != 0 && q[0] != '0';
}

/* ---- building shaders ---------------------------------------------------- */

typedef struct res {
    uint32_t type, space, lower, upper, kind, flags;
} res;

enum { PS = 0, VS = 1, CS = 5 }; /* PSV0 stage numbers */

static size_t put32(unsigned char *p, size_t at, uint32_t v)
{
    p[at] = (unsigned char)v;
    p[at + 1] = (unsigned char)(v >> 8);
    p[at + 2] = (unsigned char)(v >> 16);
    p[at + 3] = (unsigned char)(v >> 24);
    return at + 4;
}

/*
 * A PSV0 part of `version` (0..3) for a shader of `stage` with n resources:
 *   u32 info size (24/36/48/52), the info (zero but for u8 stage at info
 *   byte 24 from version 1), u32 count, u32 stride (if count), the records
 *   (16 bytes; 24 with kind and flags from version 2), then from version 1
 *   u32 string-table size 0 and u32 index-table count 0.
 */
static size_t psv0(unsigned char *p, unsigned version, unsigned stage, const res *r, size_t n)
{
    static const uint32_t info[4] = {24, 36, 48, 52};
    size_t at = put32(p, 0, info[version]);
    memset(p + at, 0, info[version]);
    if (version >= 1)
        p[at + 24] = (unsigned char)stage;
    at += info[version];
    at = put32(p, at, (uint32_t)n);
    uint32_t stride = version >= 2 ? 24 : 16;
    if (n)
        at = put32(p, at, stride);
    for (size_t i = 0; i < n; i++) {
        at = put32(p, at, r[i].type);
        at = put32(p, at, r[i].space);
        at = put32(p, at, r[i].lower);
        at = put32(p, at, r[i].upper);
        if (stride == 24) {
            at = put32(p, at, r[i].kind);
            at = put32(p, at, r[i].flags);
        }
    }
    if (version >= 1) {
        at = put32(p, at, 0);
        at = put32(p, at, 0);
    }
    return at;
}

/*
 * A container: the PSV0 part and, for version 0 (which has no stage field),
 * a DXIL part whose program header says the stage: u32 ProgramVersion =
 * kind << 16 | major 6 << 4 | minor 0, then u32 size in words (2).
 */
static size_t shader(unsigned char *out, size_t cap, unsigned version, unsigned stage,
                     const res *r, size_t n)
{
    static unsigned char part[4096], dxil[8];
    size_t len = psv0(part, version, stage, r, n);
    put32(dxil, 0, (uint32_t)stage << 16 | 6u << 4);
    put32(dxil, 4, 2);
    rootsig_part parts[2] = {{ROOTSIG_FOURCC('P', 'S', 'V', '0'), part, len},
                             {ROOTSIG_FOURCC('D', 'X', 'I', 'L'), dxil, sizeof dxil}};
    size_t w = 0;
    cr_assert_eq(rootsig_container_write_parts(ctx, parts, version == 0 ? 2 : 1, out, cap, &w),
                 ROOTSIG_OK);
    return w;
}

static rootsig_signature *sig_of(const char *text)
{
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_parse_dsl(ctx, "rs", text, strlen(text), NULL, &sig), ROOTSIG_OK,
                 "%s", text);
    return sig;
}

/* How many records carry this ID. */
static size_t count_id(const char *id)
{
    size_t n = 0;
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        n += strcmp(rootsig_diag_get(ctx, i)->id, id) == 0 &&
             rootsig_diag_get(ctx, i)->severity != ROOTSIG_SEVERITY_NOTE;
    return n;
}

static rootsig_status check1(const char *rs, unsigned version, unsigned stage, const res *r,
                             size_t n, rootsig_binding_summary *sum)
{
    static unsigned char file[8192];
    size_t len = shader(file, sizeof file, version, stage, r, n);
    return rootsig_check_shader_bindings(ctx, sig_of(rs), "s.dxbc", file, len, NULL, sum);
}

/* ---- rules --------------------------------------------------------------- */

Test(bind, bound_at_every_version)
{
    /* t0..t3 in the table's SRV range t0..t7; b2 is the root constants' register. */
    const res r[] = {{3, 0, 0, 3, 2, 0}, {2, 0, 2, 2, 13, 0}};
    for (unsigned v = 0; v <= 3; v++) {
        rootsig_binding_summary sum;
        cr_expect_eq(check1("DescriptorTable(SRV(t0, numDescriptors=8)), RootConstants(b2, "
                            "num32BitConstants=1)", v, PS, r, 2, &sum), ROOTSIG_OK, "v%u", v);
        cr_expect_eq(sum.bindings, 2);
        cr_expect_eq(sum.unbound, 0);
        cr_expect_eq(sum.stages, 1u << PS);
    }
}

Test(bind, split_across_two_ranges_is_unbound)
{
    /* t0..t3 needs one range holding all four; t0..t1 and t2..t3 are two (DXC's rule). */
    const res r[] = {{3, 0, 0, 3, 0, 0}};
    rootsig_binding_summary sum;
    cr_expect_eq(check1("DescriptorTable(SRV(t0, numDescriptors=2), SRV(t2, numDescriptors=2))",
                        1, PS, r, 1, &sum), ROOTSIG_ERR_INPUT);
    cr_expect_eq(count_id("RS7020"), 1);
    cr_expect_eq(sum.unbound, 1);
}

Test(bind, visibility_and_unbounded)
{
    /* t5..unbounded fits t0..unbounded visible to PIXEL, but not in a vertex shader. */
    const res r[] = {{5, 1, 5, 0xFFFFFFFFu, 12, 0}};
    const char *rs = "DescriptorTable(SRV(t0, space=1, numDescriptors=unbounded), "
                     "visibility=SHADER_VISIBILITY_PIXEL)";
    cr_expect_eq(check1(rs, 2, PS, r, 1, NULL), ROOTSIG_OK);
    cr_expect_eq(check1(rs, 2, VS, r, 1, NULL), ROOTSIG_ERR_INPUT);
    cr_expect_eq(count_id("RS7020"), 1);
    /* Compute sees only ALL: a PIXEL range does not bind it. */
    cr_expect_eq(check1(rs, 3, CS, r, 1, NULL), ROOTSIG_ERR_INPUT);
    cr_expect_eq(count_id("RS7020"), 2);
}

Test(bind, typed_through_root_descriptor)
{
    /* A Texture2D (SRVTyped) at t0 mapped to root SRV t0: error; a raw buffer (SRVRaw) is fine;
     * a counter UAV (9) at u1 through root UAV u1: error; a structured UAV (8): fine. */
    const char *rs = "SRV(t0), UAV(u1)";
    const res bad[] = {{3, 0, 0, 0, 2, 0}, {9, 0, 1, 1, 12, 0}};
    const res good[] = {{4, 0, 0, 0, 11, 0}, {8, 0, 1, 1, 12, 0}};
    cr_expect_eq(check1(rs, 2, PS, good, 2, NULL), ROOTSIG_OK);
    cr_expect_eq(check1(rs, 2, PS, bad, 2, NULL), ROOTSIG_ERR_INPUT);
    cr_expect_eq(count_id("RS7021"), 2);
}

Test(bind, deny_flag)
{
    /* The vertex stage is denied root access, so its one binding is an error; a pixel
     * shader with the same binding is fine. */
    const res r[] = {{2, 0, 0, 0, 13, 0}};
    const char *rs = "RootFlags(DENY_VERTEX_SHADER_ROOT_ACCESS), CBV(b0)";
    cr_expect_eq(check1(rs, 1, PS, r, 1, NULL), ROOTSIG_OK);
    cr_expect_eq(check1(rs, 1, VS, r, 1, NULL), ROOTSIG_ERR_INPUT);
    cr_expect_eq(count_id("RS7022"), 1);
    /* No bindings, nothing to deny. */
    cr_expect_eq(check1(rs, 1, VS, r, 0, NULL), ROOTSIG_OK);
}

Test(bind, unused_elements_across_a_pipeline)
{
    /* VS uses b0 (ALL), PS uses t0 (PIXEL table); s0 and u0 are used by neither: 2 warnings. */
    static unsigned char vs[1024], ps[1024];
    const res rv[] = {{2, 0, 0, 0, 13, 0}}, rp[] = {{3, 0, 0, 0, 2, 0}};
    size_t nv = shader(vs, sizeof vs, 1, VS, rv, 1), np = shader(ps, sizeof ps, 1, PS, rp, 1);
    rootsig_shader_input in[2] = {{"vs", vs, nv}, {"ps", ps, np}};
    rootsig_signature *sig = sig_of("CBV(b0), DescriptorTable(SRV(t0), "
                                    "visibility=SHADER_VISIBILITY_PIXEL), UAV(u0), "
                                    "StaticSampler(s0)");
    rootsig_binding_summary sum;
    cr_expect_eq(rootsig_check_pipeline_bindings(ctx, sig, in, 2, NULL, &sum), ROOTSIG_OK);
    cr_expect_eq(count_id("RS7030"), 2);
    cr_expect_eq(sum.unused, 2);
    cr_expect_eq(sum.shaders, 2);
    cr_expect_eq(sum.stages, (1u << VS) | (1u << PS));
    /* One shader alone is no pipeline: no unused warnings. */
    cr_expect_eq(rootsig_check_shader_bindings(ctx, sig, "vs", vs, nv, NULL, &sum), ROOTSIG_OK);
    cr_expect_eq(count_id("RS7030"), 2);
}

Test(bind, entry_name_in_messages)
{
    /* Version 3 with entry name offset 1 into a string table "\0main\0\0\0" (8 bytes). */
    static unsigned char part[128], file[256];
    const res r[] = {{2, 0, 4, 4, 13, 0}};
    size_t len = psv0(part, 3, PS, r, 1);
    /* psv0 ended with u32 0 (string table size) and u32 0 (index count); replace them. */
    len -= 8;
    put32(part, 4 + 48, 1);
    len = put32(part, len, 8);
    memcpy(part + len, "\0main\0\0\0", 8);
    len = put32(part, len + 8, 0);
    rootsig_part p = {ROOTSIG_FOURCC('P', 'S', 'V', '0'), part, len};
    size_t w = 0;
    cr_assert_eq(rootsig_container_write_parts(ctx, &p, 1, file, sizeof file, &w), ROOTSIG_OK);
    cr_expect_eq(rootsig_check_shader_bindings(ctx, sig_of("CBV(b0)"), "s", file, w, NULL, NULL),
                 ROOTSIG_ERR_INPUT);
    cr_assert_eq(count_id("RS7020"), 1);
    cr_expect_not_null(strstr(rootsig_diag_get(ctx, 0)->message, "the pixel shader 'main'"),
                       "%s", rootsig_diag_get(ctx, 0)->message);
}

Test(bind, atomic64_on_a_descriptor_heap)
{
    /* UAVRaw u0 with ResFlags UsedByAtomic64 (1): through a table range it sits in the
     * descriptor heap, which needs a device capability (a warning); through a root UAV it
     * does not (no warning). Flags exist only in 24-byte (version 2+) records. */
    const res r[] = {{7, 0, 0, 0, 11, 1}};
    cr_expect_eq(check1("DescriptorTable(UAV(u0))", 2, PS, r, 1, NULL), ROOTSIG_OK);
    cr_expect_eq(count_id("RS7023"), 1);
    cr_expect_eq(check1("UAV(u0)", 2, PS, r, 1, NULL), ROOTSIG_OK);
    cr_expect_eq(count_id("RS7023"), 1);
}

Test(bind, stage_mismatch_with_dxil)
{
    /* A version 1 part saying pixel (0) beside a DXIL header saying vertex (1): a warning, and
     * the PSV0 stage is used (the PIXEL range binds t0). */
    static unsigned char part[128], file[256], dxil[8];
    const res r[] = {{3, 0, 0, 0, 0, 0}};
    size_t len = psv0(part, 1, PS, r, 1);
    put32(dxil, 0, 1u << 16 | 6u << 4);
    put32(dxil, 4, 2);
    rootsig_part parts[2] = {{ROOTSIG_FOURCC('P', 'S', 'V', '0'), part, len},
                             {ROOTSIG_FOURCC('D', 'X', 'I', 'L'), dxil, sizeof dxil}};
    size_t w = 0;
    cr_assert_eq(rootsig_container_write_parts(ctx, parts, 2, file, sizeof file, &w), ROOTSIG_OK);
    rootsig_signature *sig =
        sig_of("DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_PIXEL)");
    cr_expect_eq(rootsig_check_shader_bindings(ctx, sig, "s", file, w, NULL, NULL), ROOTSIG_OK);
    cr_expect_eq(count_id("RS7011"), 1);
}

/* An allocator that fails the n-th allocation, counting what is outstanding. */
typedef struct failing {
    long left;
    long live;
} failing;

static void *fail_alloc(void *user, size_t size)
{
    failing *f = user;
    if (f->left-- == 0)
        return NULL;
    void *p = malloc(size);
    f->live += p != NULL;
    return p;
}

static void fail_free(void *user, void *p, size_t size)
{
    failing *f = user;
    (void)size;
    f->live -= p != NULL;
    free(p);
}

Test(bind, every_allocation_failure)
{
    /* A pipeline of two shaders with bindings, checked with allocation n failing for every n
     * until one run succeeds: each run returns cleanly and frees everything. */
    static unsigned char vs[1024], ps[1024];
    const res rv[] = {{2, 0, 0, 0, 13, 0}, {4, 0, 4, 4, 11, 0}};
    const res rp[] = {{3, 0, 0, 3, 2, 0}, {1, 0, 0, 0, 14, 0}};
    size_t nv = shader(vs, sizeof vs, 3, VS, rv, 2), np = shader(ps, sizeof ps, 0, PS, rp, 2);
    rootsig_shader_input in[2] = {{"vs", vs, nv}, {"ps", ps, np}};
    const char *rs = "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 2)), StaticSampler(s1)";
    int done = 0;
    long step = quick() ? 7 : 1;
    for (long n = 0; n < 10000 && !done; n += step) {
        failing f = {n, 0};
        rootsig_allocator a = {fail_alloc, fail_free, &f};
        rootsig_ctx *c = NULL;
        if (rootsig_ctx_create(&a, &c) != ROOTSIG_OK) {
            cr_assert_eq(f.live, 0);
            continue;
        }
        rootsig_signature *sig = NULL;
        rootsig_status st = rootsig_parse_dsl(c, "rs", rs, strlen(rs), NULL, &sig);
        if (st == ROOTSIG_OK) {
            st = rootsig_check_pipeline_bindings(c, sig, in, 2, NULL, NULL);
            cr_assert(st == ROOTSIG_ERR_INPUT || st == ROOTSIG_ERR_NOMEM, "n=%ld: %d", n, st);
            if (st == ROOTSIG_ERR_INPUT) {
                /* t4 and t2..t3 unbound, s0 unbound: the full answer came through. */
                cr_assert_eq(rootsig_error_count(c), 3, "n=%ld", n);
                done = 1;
            }
        } else {
            cr_assert_eq(st, ROOTSIG_ERR_NOMEM);
        }
        rootsig_ctx_destroy(c);
        cr_assert_eq(f.live, 0, "n=%ld: %ld blocks leaked", n, f.live);
    }
    cr_expect(done);
}

Test(bind, read_shader_fields)
{
    /* Every field of a version 2 record comes back as written; version 1 records have no
     * kind or flags (0); version 0 takes the stage from the DXIL header. */
    static unsigned char file[1024];
    const res r[] = {{9, 3, 7, 0xFFFFFFFFu, 12, 1}, {1, 0, 2, 5, 14, 0}};
    rootsig_shader_info info;
    for (unsigned v = 0; v <= 3; v++) {
        size_t len = shader(file, sizeof file, v, VS, r, 2);
        cr_assert_eq(rootsig_read_shader(ctx, "s", file, len, &info), ROOTSIG_OK);
        cr_expect_eq(info.psv_version, v);
        cr_expect(info.stage_known);
        cr_expect_eq(info.stage, VS);
        cr_expect_null(info.entry);
        cr_assert_eq(info.binding_count, 2);
        for (size_t i = 0; i < 2; i++) {
            cr_expect_eq(info.bindings[i].type, r[i].type);
            cr_expect_eq(info.bindings[i].space, r[i].space);
            cr_expect_eq(info.bindings[i].lower, r[i].lower);
            cr_expect_eq(info.bindings[i].upper, r[i].upper);
            cr_expect_eq(info.bindings[i].kind, v >= 2 ? r[i].kind : 0);
            cr_expect_eq(info.bindings[i].flags, v >= 2 ? r[i].flags : 0);
        }
    }
    cr_expect_str_eq(rootsig_shader_type_name(9), "UAVStructuredWithCounter");
    cr_expect_str_eq(rootsig_shader_kind_name(12), "StructuredBuffer");
    cr_expect_null(rootsig_shader_kind_name(19));
    cr_expect_str_eq(rootsig_shader_stage_name(14), "amplification");
}

/* ---- malformed PSV0 -------------------------------------------------------- */

/* Checks a container with this PSV0 part: expect `id` (or any RS70xx if NULL), no crash. */
static void malformed(const unsigned char *part, size_t len, const char *id)
{
    static unsigned char file[8192];
    rootsig_part p = {ROOTSIG_FOURCC('P', 'S', 'V', '0'), part, len};
    size_t w = 0;
    cr_assert_eq(rootsig_container_write_parts(ctx, &p, 1, file, sizeof file, &w), ROOTSIG_OK);
    rootsig_ctx_reset(ctx);
    rootsig_signature *sig = sig_of("DescriptorTable(SRV(t0, numDescriptors=unbounded))");
    cr_expect_eq(rootsig_check_shader_bindings(ctx, sig, "bad", file, w, NULL, NULL),
                 ROOTSIG_ERR_INPUT, "%zu bytes", len);
    cr_assert_geq(rootsig_diag_count(ctx), 1);
    const rootsig_diag *d = rootsig_diag_get(ctx, 0);
    if (id)
        cr_expect_str_eq(d->id, id, "%zu bytes: %s", len, d->message);
    else
        cr_expect(strncmp(d->id, "RS70", 4) == 0, "%s", d->id);
    /* Located inside the file, and renderable. */
    cr_expect_leq(d->offset, w);
    cr_expect_not_null(rootsig_diag_render(ctx, 0));
}

Test(bind, every_truncation)
{
    /* A version 2 part with two 24-byte records: 4 + 48 + 4 + 4 + 48 + 8 = 116 bytes. Every
     * shorter prefix ends inside a field the reader needs, except the last 8 bytes (the string
     * and index tables are not read without an entry name): prefixes up to 108 fail. */
    static unsigned char part[256];
    const res r[] = {{3, 0, 0, 0, 2, 0}, {6, 0, 1, 1, 10, 0}};
    size_t len = psv0(part, 2, PS, r, 2);
    cr_assert_eq(len, 116);
    for (size_t n = 0; n < 108; n += quick() ? 7 : 1)
        malformed(part, n, n < 4 || (n >= 4 && n < 52) || (n >= 52 && n < 60) ? "RS7001"
                                                                                : "RS7003");
}

Test(bind, bad_fields)
{
    static unsigned char part[256];
    const res r[] = {{3, 0, 0, 0, 2, 0}};
    size_t len = psv0(part, 1, PS, r, 1); /* info 36: count at 40, stride at 44, record at 48 */
    put32(part, 40, 1000);                /* 1000 records of 16 bytes: past the end */
    malformed(part, len, "RS7003");
    put32(part, 40, 0x10000000);          /* count * stride overflows 32 bits: still past */
    malformed(part, len, "RS7003");
    put32(part, 40, 1);
    put32(part, 44, 8);                   /* stride smaller than a record */
    malformed(part, len, "RS7004");
    put32(part, 44, 18);                  /* not a multiple of 4 */
    malformed(part, len, "RS7004");
    put32(part, 44, 16);
    put32(part, 48, 0);                   /* type Invalid */
    malformed(part, len, "RS7005");
    put32(part, 48, 10);                  /* past UAVStructuredWithCounter */
    malformed(part, len, "RS7005");
    put32(part, 48, 3);
    put32(part, 56, 5);                   /* lower 5 > upper 0 */
    malformed(part, len, "RS7006");
    put32(part, 56, 0);
    part[4 + 24] = 16;                    /* stage 16: none */
    malformed(part, len, "RS7008");
    part[4 + 24] = 0;
    put32(part, 0, 40);                   /* between versions 1 and 2 */
    malformed(part, len, "RS7002");
    put32(part, 0, 26);                   /* not a multiple of 4 */
    malformed(part, len, "RS7002");
    put32(part, 0, 0xFFFFFFFC);           /* larger than the part */
    malformed(part, len, "RS7001");
}

Test(bind, version0_without_dxil_and_no_psv0)
{
    static unsigned char part[64], file[256];
    size_t len = psv0(part, 0, PS, NULL, 0);
    malformed(part, len, "RS7008");
    /* A container without PSV0 (here: a root signature only). */
    size_t w = 0;
    rootsig_signature *sig = sig_of("CBV(b0)");
    cr_assert_eq(rootsig_write_container(ctx, sig, NULL, file, sizeof file, &w), ROOTSIG_OK);
    cr_expect_eq(rootsig_check_shader_bindings(ctx, sig, "rs", file, w, NULL, NULL),
                 ROOTSIG_ERR_INPUT);
    cr_expect_eq(count_id("RS7010"), 1);
}

/* ---- property: random signatures and pipelines vs a reference checker ---- */

static uint64_t rng;
static uint32_t rnd(uint32_t n)
{
    rng = rng * 6364136223846793005u + 1442695040888963407u;
    return (uint32_t)(rng >> 33) % n;
}

/* The reference model of a signature element: class 0 SRV, 1 UAV, 2 CBV, 3 sampler. */
typedef struct elem {
    unsigned cls, space, vis; /* vis: 0 ALL, 1 VERTEX, 5 PIXEL */
    uint64_t lo, hi;          /* inclusive */
    int root_desc;            /* root SRV/UAV */
} elem;

static const char *const VISN[] = {"ALL", "VERTEX", "", "", "", "PIXEL"};
static const char CLS_LETTER[] = "tubs";
static const char *const CLS_WORD[] = {"SRV", "UAV", "CBV", "Sampler"};

/* Appends a random element to the DSL text and the model. */
static void random_element(char *t, size_t cap, elem *e, size_t *ne)
{
    static const unsigned visv[] = {0, 0, 1, 5};
    unsigned vis = visv[rnd(4)], space = rnd(2), reg = rnd(8);
    size_t len = strlen(t);
    const char *sep = len ? ", " : "";
    char v[64] = "";
    if (vis)
        snprintf(v, sizeof v, ", visibility=SHADER_VISIBILITY_%s", VISN[vis]);
    switch (rnd(5)) {
    case 0: case 1: { /* a table of 1-3 ranges, samplers alone */
        int samp = rnd(4) == 0;
        unsigned nr = 1 + rnd(3);
        len += (size_t)snprintf(t + len, cap - len, "%sDescriptorTable(", sep);
        for (unsigned j = 0; j < nr; j++) {
            unsigned cls = samp ? 3 : rnd(3), base = rnd(12), sp = rnd(2);
            int unb = rnd(8) == 0;
            unsigned num = 1 + rnd(4);
            len += (size_t)snprintf(t + len, cap - len, "%s%s(%c%u, space=%u, numDescriptors=",
                                    j ? ", " : "", CLS_WORD[cls], CLS_LETTER[cls], base, sp);
            len += unb ? (size_t)snprintf(t + len, cap - len, "unbounded)")
                       : (size_t)snprintf(t + len, cap - len, "%u)", num);
            e[(*ne)++] = (elem){cls, sp, vis, base, unb ? 0xFFFFFFFFu : (uint64_t)base + num - 1, 0};
        }
        snprintf(t + len, cap - len, "%s)", v);
        break;
    }
    case 2: { /* root CBV, SRV or UAV */
        static const unsigned cls_of[] = {2, 0, 1};
        unsigned k = rnd(3), cls = cls_of[k];
        snprintf(t + len, cap - len, "%s%s(%c%u, space=%u%s)", sep, CLS_WORD[cls],
                 CLS_LETTER[cls], reg, space, v);
        e[(*ne)++] = (elem){cls, space, vis, reg, reg, cls != 2};
        break;
    }
    case 3: /* root constants: a CBV register */
        snprintf(t + len, cap - len, "%sRootConstants(b%u, space=%u, num32BitConstants=1%s)", sep,
                 reg, space, v);
        e[(*ne)++] = (elem){2, space, vis, reg, reg, 0};
        break;
    default:
        snprintf(t + len, cap - len, "%sStaticSampler(s%u, space=%u%s)", sep, reg % 4, space, v);
        e[(*ne)++] = (elem){3, space, vis, reg % 4, reg % 4, 0};
        break;
    }
}

static unsigned res_class(uint32_t type)
{
    return type == 1 ? 3 : type == 2 ? 2 : type <= 5 ? 0 : 1;
}

static int sees(const elem *e, unsigned stage)
{
    unsigned vis = stage == PS ? 5 : stage == VS ? 1 : 0;
    return e->vis == 0 || (vis != 0 && e->vis == vis);
}

Test(bind, property_against_reference, .timeout = 120)
{
    rng = 0x5eed14;
    unsigned cases = 0, ok_verdicts = 0, bad_verdicts = 0, unused_seen = 0, skipped = 0;
    const unsigned total = quick() ? 400 : 10000;
    static unsigned char files[3][4096];
    while (cases < total) {
        rootsig_ctx_reset(ctx);
        char text[4096] = "";
        elem e[64];
        size_t ne = 0;
        unsigned deny = rnd(6) == 0 ? (rnd(2) ? 0x2 : 0x20) : 0; /* vertex or pixel */
        if (deny)
            snprintf(text, sizeof text, "RootFlags(%s)",
                     deny == 0x2 ? "DENY_VERTEX_SHADER_ROOT_ACCESS"
                                 : "DENY_PIXEL_SHADER_ROOT_ACCESS");
        unsigned nel = rnd(5);
        for (unsigned i = 0; i < nel && ne < 50; i++)
            random_element(text, sizeof text, e, &ne);
        rootsig_signature *sig = NULL;
        rootsig_options o = {0};
        o.max_errors = 100000;
        if (rootsig_parse_dsl(ctx, "rs", text, strlen(text), &o, &sig) != ROOTSIG_OK ||
            rootsig_validate(ctx, sig, &o) != ROOTSIG_OK) {
            skipped++; /* overlapping ranges, mixed tables: not a signature to check against */
            continue;
        }
        rootsig_ctx_reset(ctx);
        cr_assert_eq(rootsig_parse_dsl(ctx, "rs", text, strlen(text), &o, &sig), ROOTSIG_OK);
        /* 1-3 shaders of distinct stages. */
        static const unsigned stages[] = {VS, PS, CS};
        unsigned nsh = 1 + rnd(3), first = rnd(3);
        rootsig_shader_input in[3];
        size_t want_unbound = 0, want_rootdesc = 0, want_denied = 0, want_bindings = 0;
        int used[64] = {0};
        for (unsigned k = 0; k < nsh; k++) {
            unsigned stage = stages[(first + k) % 3];
            res r[6];
            unsigned nr = rnd(4);
            for (unsigned i = 0; i < nr; i++) {
                static const uint32_t types_of[4][4] = {{3, 4, 5, 4}, {6, 7, 8, 9}, {2, 2, 2, 2},
                                                        {1, 1, 1, 1}};
                uint32_t type = 1 + rnd(9);
                uint64_t lo, hi;
                uint32_t space;
                const elem *from = NULL; /* mostly an element this stage sees */
                for (int tries = 0;
                     ne && tries < 4 && rnd(8) && (from == NULL || !sees(from, stage)); tries++)
                    from = &e[rnd((uint32_t)ne)];
                if (from) { /* inside an element, or just past its end */
                    type = types_of[from->cls][rnd(4)];
                    if (from->root_desc && rnd(2))
                        type = from->cls == 0 ? 4 : 7; /* raw */
                    lo = from->lo + (rnd(4) == 0);
                    hi = from->hi == 0xFFFFFFFFu && rnd(2) ? 0xFFFFFFFFu : lo + rnd(2);
                    if (hi > from->hi && rnd(3))
                        hi = from->hi;
                    if (lo > hi)
                        lo = hi;
                    space = from->space;
                } else {
                    lo = rnd(12);
                    hi = rnd(10) == 0 ? 0xFFFFFFFFu : lo + rnd(3);
                    space = rnd(2);
                }
                if (hi > 0xFFFFFFFFu)
                    hi = 0xFFFFFFFFu;
                r[i] = (res){type, space, (uint32_t)lo, (uint32_t)hi, rnd(19), 0};
            }
            /* The reference verdicts. */
            want_bindings += nr;
            int denied = nr && ((stage == VS && (deny & 0x2)) || (stage == PS && (deny & 0x20)));
            if (denied)
                want_denied++;
            for (unsigned i = 0; i < nr && !denied; i++) {
                unsigned cls = res_class(r[i].type);
                const elem *home = NULL;
                for (size_t x = 0; x < ne; x++) {
                    if (e[x].cls != cls || e[x].space != r[i].space || !sees(&e[x], stage))
                        continue;
                    if (e[x].lo <= r[i].upper && r[i].lower <= e[x].hi)
                        used[x] = 1;
                    if (e[x].lo <= r[i].lower && r[i].upper <= e[x].hi)
                        home = &e[x];
                }
                if (home == NULL)
                    want_unbound++;
                else if (home->root_desc && (r[i].type == 3 || r[i].type == 6 || r[i].type == 9))
                    want_rootdesc++;
            }
            unsigned version = rnd(4);
            size_t len = shader(files[k], sizeof files[k], version, stage, r, nr);
            in[k] = (rootsig_shader_input){"s", files[k], len};
        }
        size_t want_unused = 0;
        for (size_t x = 0; x < ne; x++)
            want_unused += !used[x];
        rootsig_binding_summary sum;
        rootsig_status st = rootsig_check_pipeline_bindings(ctx, sig, in, nsh, &o, &sum);
        int want_ok = want_unbound + want_rootdesc + want_denied == 0;
        cr_assert_eq(st, want_ok ? ROOTSIG_OK : ROOTSIG_ERR_INPUT, "case %u: %s", cases, text);
        cr_assert_eq(count_id("RS7020"), want_unbound, "case %u: %s", cases, text);
        cr_assert_eq(count_id("RS7021"), want_rootdesc, "case %u: %s", cases, text);
        cr_assert_eq(count_id("RS7022"), want_denied, "case %u: %s", cases, text);
        cr_assert_eq(count_id("RS7030"), want_unused, "case %u: %s", cases, text);
        cr_assert_eq(sum.bindings, want_bindings);
        cr_assert_eq(sum.unused, want_unused);
        ok_verdicts += want_ok;
        bad_verdicts += !want_ok;
        unused_seen += want_unused != 0;
        cases++;
    }
    /* Both verdicts well represented. */
    cr_expect_gt(ok_verdicts, cases / 4, "%u of %u bound", ok_verdicts, cases);
    cr_expect_gt(bad_verdicts, cases / 4, "%u of %u unbound", bad_verdicts, cases);
    cr_expect_gt(unused_seen, cases / 10);
    cr_log_info("bindings property: %u cases (%u bound, %u not), %u signatures skipped", cases,
                ok_verdicts, bad_verdicts, skipped);
}
