/*
 * test_container_digest.c: what the library's container readers say about a
 * digest that does not match (RS4015) or is all zero (RS4016), and
 * rootsig_container_check_intact, which decides whether a container may be
 * signed again (RS4018, or with force the warnings RS4015 and RS4019).
 * Containers are built in the test and then damaged: a byte of the RTS0
 * changed after signing, or the RTS0's parameter offset moved past the part
 * and the container signed again.
 */
#include <criterion/criterion.h>
#include <stdint.h>
#include <string.h>

#include "rootsig.h"

static rootsig_ctx *ctx;
static void setup(void) { cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK); }
static void teardown(void) { rootsig_ctx_destroy(ctx); }
TestSuite(cdigest, .init = setup, .fini = teardown);

static uint32_t get_u32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void put_u32(unsigned char *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

/* The RTS0 part of "CBV(b5)" at 1.1. */
static size_t rs_part(unsigned char *out, size_t cap)
{
    static const char text[] = "CBV(b5)";
    size_t w = 0;
    cr_assert_eq(rootsig_compile_dsl(ctx, "t", text, sizeof text - 1, NULL, out, cap, &w),
                 ROOTSIG_OK);
    return w;
}

/* A signed container holding part (RTS0) and a stand-in DXIL part after it. */
static size_t container_of(const unsigned char *part, size_t n, unsigned char *out, size_t cap)
{
    static const unsigned char dxil[8] = {'D', 'X', 'I', 'L', 1, 2, 3, 4};
    rootsig_part parts[] = {{ROOTSIG_FOURCC_RTS0, part, n},
                            {ROOTSIG_FOURCC('D', 'X', 'I', 'L'), dxil, sizeof dxil}};
    size_t w = 0;
    cr_assert_eq(rootsig_container_write_parts(ctx, parts, 2, out, cap, &w), ROOTSIG_OK);
    rootsig_ctx_reset(ctx);
    return w;
}

/* Where part 0's data starts in file: its offset-table entry (at 32) plus its 8-byte header. */
static size_t rts0_data(const unsigned char *file)
{
    return get_u32(file + 32) + 8;
}

/* The root CBV's register: the parameter header (type, visibility, offset) points at it. */
static size_t register_at(const unsigned char *file)
{
    size_t part = rts0_data(file);
    size_t param = part + get_u32(file + part + 8); /* RTS0 header: parameter offset at 8 */
    return part + get_u32(file + param + 8);
}

/* The one diagnostic recorded; its ID, severity and span checked. */
static const rootsig_diag *only(const char *id, rootsig_severity sev, size_t offset, size_t len)
{
    cr_assert_eq(rootsig_diag_count(ctx), 1, "%zu diagnostics, want one %s",
                 rootsig_diag_count(ctx), id);
    const rootsig_diag *d = rootsig_diag_get(ctx, 0);
    cr_assert_str_eq(d->id, id);
    cr_assert_eq(d->severity, sev, "%s: severity %d", id, (int)d->severity);
    cr_assert_eq(d->offset, offset, "%s at %zu, want %zu", id, d->offset, offset);
    cr_assert_eq(d->length, len, "%s covers %zu bytes, want %zu", id, d->length, len);
    return d;
}

static size_t stale(unsigned char *file, size_t cap)
{
    unsigned char part[256];
    size_t n = container_of(part, rs_part(part, sizeof part), file, cap);
    file[register_at(file)] ^= 0x02; /* b5 becomes b7: still reads, no longer signed */
    return n;
}

Test(cdigest, a_signed_container_reads_silently)
{
    unsigned char part[256], file[512];
    size_t n = container_of(part, rs_part(part, sizeof part), file, sizeof file);
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_read_binary(ctx, "c", file, n, &sig), ROOTSIG_OK);
    cr_assert_eq(rootsig_diag_count(ctx), 0);
    cr_assert_eq(rootsig_container_check_intact(ctx, "c", file, n, 0), ROOTSIG_OK);
    cr_assert_eq(rootsig_diag_count(ctx), 0);
}

Test(cdigest, every_reader_reports_a_stale_digest)
{
    unsigned char file[512], part[256], out[1024];
    size_t n = stale(file, sizeof file);
    size_t np = rs_part(part, sizeof part);
    rootsig_ctx_reset(ctx);
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_read_binary(ctx, "c", file, n, &sig), ROOTSIG_OK);
    const rootsig_diag *d = only("RS4015", ROOTSIG_SEVERITY_WARNING, 4, 16);
    cr_assert(strstr(d->message, "is not the checksum of its contents") != NULL, "%s",
              d->message);
    rootsig_ctx_reset(ctx);

    const rootsig_part *parts;
    size_t count;
    rootsig_digest_kind dk;
    cr_assert_eq(rootsig_container_parse(ctx, "c", file, n, &parts, &count, &dk), ROOTSIG_OK);
    cr_assert_eq(dk, ROOTSIG_DIGEST_MISMATCH);
    only("RS4015", ROOTSIG_SEVERITY_WARNING, 4, 16);
    rootsig_ctx_reset(ctx);

    const void *got;
    size_t ngot;
    cr_assert_eq(rootsig_container_get_rts0(ctx, "c", file, n, &got, &ngot), ROOTSIG_OK);
    only("RS4015", ROOTSIG_SEVERITY_WARNING, 4, 16);
    rootsig_ctx_reset(ctx);

    size_t w = 0;
    cr_assert_eq(rootsig_container_strip_rts0(ctx, "c", file, n, out, sizeof out, &w), ROOTSIG_OK);
    only("RS4015", ROOTSIG_SEVERITY_WARNING, 4, 16);
    rootsig_ctx_reset(ctx);

    cr_assert_eq(rootsig_container_set_rts0(ctx, "c", file, n, part, np, NULL, out, sizeof out, &w),
                 ROOTSIG_OK);
    only("RS4015", ROOTSIG_SEVERITY_WARNING, 4, 16);
    rootsig_ctx_reset(ctx);

    /* verify judges the digest itself: its error, not the readers' warning. */
    rootsig_verify_result vr;
    cr_assert_eq(rootsig_container_verify(ctx, "c", file, n, NULL, &vr), ROOTSIG_ERR_INPUT);
    only("RS4017", ROOTSIG_SEVERITY_ERROR, 4, 16);
}

Test(cdigest, a_zero_digest_warns_and_may_be_signed)
{
    unsigned char part[256], file[512];
    size_t n = container_of(part, rs_part(part, sizeof part), file, sizeof file);
    memset(file + 4, 0, 16); /* what DXC writes with -Vd */
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_read_binary(ctx, "c", file, n, &sig), ROOTSIG_OK);
    only("RS4016", ROOTSIG_SEVERITY_WARNING, 4, 16);
    for (int force = 0; force < 2; force++) {
        rootsig_ctx_reset(ctx);
        cr_assert_eq(rootsig_container_check_intact(ctx, "c", file, n, force), ROOTSIG_OK);
        only("RS4016", ROOTSIG_SEVERITY_WARNING, 4, 16);
    }
}

Test(cdigest, sentinels_pass_the_check)
{
    unsigned char part[256], file[512];
    size_t n = container_of(part, rs_part(part, sizeof part), file, sizeof file);
    memset(file + 4, 1, 16); /* BYPASS: someone's deliberate choice */
    cr_assert_eq(rootsig_container_check_intact(ctx, "c", file, n, 0), ROOTSIG_OK);
    cr_assert_eq(rootsig_diag_count(ctx), 0);
}

Test(cdigest, check_refuses_a_stale_digest_unless_forced)
{
    unsigned char file[512];
    size_t n = stale(file, sizeof file);
    rootsig_ctx_reset(ctx);
    cr_assert_eq(rootsig_container_check_intact(ctx, "c", file, n, 0), ROOTSIG_ERR_INPUT);
    const rootsig_diag *d = only("RS4018", ROOTSIG_SEVERITY_ERROR, 4, 16);
    cr_assert(strstr(d->message, "--force") != NULL, "%s", d->message);
    rootsig_ctx_reset(ctx);
    cr_assert_eq(rootsig_container_check_intact(ctx, "c", file, n, 1), ROOTSIG_OK);
    only("RS4015", ROOTSIG_SEVERITY_WARNING, 4, 16);
}

Test(cdigest, check_refuses_an_rts0_that_does_not_read_unless_forced)
{
    unsigned char part[256], file[512];
    size_t np = rs_part(part, sizeof part);
    put_u32(part + 8, (uint32_t)np + 100); /* the parameter offset, past the part */
    /* What the RTS0 reader says of the part alone, in a context of its own. */
    rootsig_ctx *other;
    cr_assert_eq(rootsig_ctx_create(NULL, &other), ROOTSIG_OK);
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_read_rts0(other, "p", part, np, &sig), ROOTSIG_ERR_INPUT);
    const rootsig_diag *r = rootsig_diag_get(other, 0);
    cr_assert_eq(r->severity, ROOTSIG_SEVERITY_ERROR);
    size_t n = container_of(part, np, file, sizeof file); /* signed: only the RTS0 is wrong */
    size_t at = rts0_data(file) + r->offset;

    cr_assert_eq(rootsig_container_check_intact(ctx, "c", file, n, 0), ROOTSIG_ERR_INPUT);
    const rootsig_diag *d = only("RS4018", ROOTSIG_SEVERITY_ERROR, at, r->length);
    cr_assert(strstr(d->message, r->message) != NULL, "%s", d->message);
    cr_assert(strstr(d->message, r->id) != NULL, "%s", d->message);
    rootsig_ctx_reset(ctx);
    cr_assert_eq(rootsig_container_check_intact(ctx, "c", file, n, 1), ROOTSIG_OK);
    d = only("RS4019", ROOTSIG_SEVERITY_WARNING, at, r->length);
    cr_assert(strstr(d->message, r->message) != NULL, "%s", d->message);
    rootsig_ctx_destroy(other);
}

Test(cdigest, both_problems_are_named)
{
    unsigned char part[256], file[512];
    size_t np = rs_part(part, sizeof part);
    put_u32(part + 8, (uint32_t)np + 100);
    size_t n = container_of(part, np, file, sizeof file);
    file[n - 1] ^= 0xFF; /* the DXIL part's last byte, after signing */
    cr_assert_eq(rootsig_container_check_intact(ctx, "c", file, n, 0), ROOTSIG_ERR_INPUT);
    cr_assert_eq(rootsig_diag_count(ctx), 2);
    cr_assert_str_eq(rootsig_diag_get(ctx, 0)->id, "RS4018");
    cr_assert_eq(rootsig_diag_get(ctx, 0)->offset, 4);
    cr_assert_str_eq(rootsig_diag_get(ctx, 1)->id, "RS4018");
    cr_assert_gt(rootsig_diag_get(ctx, 1)->offset, rts0_data(file) - 1);
    rootsig_ctx_reset(ctx);
    cr_assert_eq(rootsig_container_check_intact(ctx, "c", file, n, 1), ROOTSIG_OK);
    cr_assert_eq(rootsig_error_count(ctx), 0);
    cr_assert_eq(rootsig_warning_count(ctx), 2);
}

Test(cdigest, a_broken_structure_is_reported_as_before)
{
    unsigned char part[256], file[512];
    size_t n = container_of(part, rs_part(part, sizeof part), file, sizeof file);
    put_u32(file + 32, (uint32_t)n); /* part 0's header past the end */
    cr_assert_eq(rootsig_container_check_intact(ctx, "c", file, n, 1), ROOTSIG_ERR_INPUT);
    only("RS4007", ROOTSIG_SEVERITY_ERROR, 32, 4);
}
