/*
 * test_container.c: the DXBC container reader, writer and RTS0 splicing.
 *
 * Inputs are assembled here byte by byte (tb_build below, DXC's layout) or
 * taken from containers DXC writes (`dxc -T rootsig_1_1`), never produced by
 * the code under test. Every
 * parse runs on an exact-size heap copy, so AddressSanitizer reports any
 * read past the end of the input.
 */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "container.h"
#include "digest.h"
#include "internal.h"

/* ---- fixture (tests run in their own process; statics are per test) ---- */

static rootsig_ctx *ctx;
static uint8_t *bufs[64];
static rsig_source srcs[64];
static int nbufs;

static void setup(void)
{
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    nbufs = 0;
}

static void teardown(void)
{
    rootsig_ctx_destroy(ctx);
    for (int i = 0; i < nbufs; i++)
        free(bufs[i]);
}

TestSuite(container, .init = setup, .fini = teardown);

/* A source over an exact-size copy of b (kept until teardown). */
static const rsig_source *src_of(const uint8_t *b, size_t n)
{
    cr_assert(nbufs < 64);
    uint8_t *p = malloc(n ? n : 1);
    cr_assert_not_null(p);
    if (n)
        memcpy(p, b, n);
    bufs[nbufs] = p;
    srcs[nbufs] = (rsig_source){.name = "t.dxbc", .text = (const char *)p, .len = n,
                                .kind = RSIG_SRC_BINARY};
    return &srcs[nbufs++];
}

/* For loops: parse a temporary exact-size copy, then free it. */
static rootsig_status parse_tmp(const uint8_t *b, size_t n, rsig_container *c)
{
    uint8_t *p = malloc(n ? n : 1);
    cr_assert_not_null(p);
    if (n)
        memcpy(p, b, n);
    rsig_source s = {.name = "t.dxbc", .text = (const char *)p, .len = n,
                     .kind = RSIG_SRC_BINARY};
    rootsig_status st = rsig_container_parse(ctx, &s, c);
    if (st == ROOTSIG_OK) { /* what a parse promises: every part inside the file */
        cr_assert(c->file_size <= n);
        for (uint32_t i = 0; i < c->nparts; i++) {
            const rsig_part *q = &c->parts[i];
            cr_assert((uint64_t)q->header_offset + 8 + q->size <= c->file_size);
            cr_assert(q->data == p + q->header_offset + 8);
        }
    } else {
        cr_assert_eq(st, ROOTSIG_ERR_INPUT);
        cr_assert_geq(rootsig_error_count(ctx), 1);
    }
    free(p);
    return st;
}

static rootsig_status parse(const uint8_t *b, size_t n, rsig_container *c)
{
    return rsig_container_parse(ctx, src_of(b, n), c);
}

/* Diagnostics (notes excluded) with this ID. */
static size_t count_id(const char *id)
{
    size_t k = 0;
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++) {
        const rootsig_diag *d = rootsig_diag_get(ctx, i);
        if (d->severity != ROOTSIG_SEVERITY_NOTE && strcmp(d->id, id) == 0)
            k++;
    }
    return k;
}

/* Exactly one diagnostic (plus notes), with this ID and offset. */
static const rootsig_diag *expect_one(const char *id, size_t offset)
{
    size_t n = 0;
    const rootsig_diag *found = NULL;
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++) {
        const rootsig_diag *d = rootsig_diag_get(ctx, i);
        if (d->severity == ROOTSIG_SEVERITY_NOTE)
            continue;
        n++;
        found = d;
    }
    cr_assert_eq(n, 1, "expected one diagnostic %s, got %zu (first: %s %s)", id, n,
                 n ? rootsig_diag_get(ctx, 0)->id : "-",
                 n ? rootsig_diag_get(ctx, 0)->message : "-");
    cr_assert_str_eq(found->id, id, "%s: %s", found->id, found->message);
    cr_assert_eq(found->offset, offset, "%s at %zu, expected %zu: %s", id, found->offset,
                 offset, found->message);
    return found;
}

static void put32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

static uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* ---- test inputs ---------------------------------------------------------- */

/* The RTS0 part of "" at version 1.1, as DXC writes it. */
static const uint8_t RTS0_EMPTY[24] = {2, 0, 0, 0, 0, 0, 0, 0, 24, 0, 0, 0,
                                       0, 0, 0, 0, 24, 0, 0, 0, 0, 0, 0, 0};
/* The RTS0 part of CBV(b0) at version 1.1, as DXC writes it, 48 bytes. */
static const uint8_t RTS0_CBV[48] = {2, 0, 0, 0, 1, 0, 0, 0, 24, 0, 0, 0, 0, 0, 0, 0,
                                     48, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
                                     36, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};

/* The whole container DXC writes for "" 1.1 (`dxc -T rootsig_1_1`), 68 bytes. */
static const char EMPTY_RS_HEX[] =
    "44584243 cb821879 39dbc183 93dc7e32 5b086331 01000000 44000000 01000000 "
    "24000000 52545330 18000000 02000000 00000000 18000000 00000000 18000000 00000000";

static size_t unhex(const char *s, uint8_t *out, size_t cap)
{
    size_t n = 0;
    int hi = -1;
    for (; *s; s++) {
        int v;
        if (*s >= '0' && *s <= '9')
            v = *s - '0';
        else if (*s >= 'a' && *s <= 'f')
            v = *s - 'a' + 10;
        else
            continue;
        if (hi < 0) {
            hi = v;
        } else {
            cr_assert(n < cap);
            out[n++] = (uint8_t)(hi << 4 | v);
            hi = -1;
        }
    }
    return n;
}

typedef struct tpart {
    const char *name; /* 4 characters */
    const uint8_t *data;
    uint32_t size;
} tpart;

/*
 * DXC's layout: header, offsets, then parts back to back (sizes used here
 * are multiples of 4 except possibly the last). Digest left zero.
 */
static size_t tb_build(const tpart *p, uint32_t n, uint8_t *out, size_t cap)
{
    size_t pos = 32 + 4 * (size_t)n;
    size_t total = pos;
    for (uint32_t i = 0; i < n; i++)
        total += 8 + p[i].size;
    cr_assert(total <= cap);
    memset(out, 0, total);
    memcpy(out, "DXBC", 4);
    out[20] = 1;
    put32(out + 24, (uint32_t)total);
    put32(out + 28, n);
    for (uint32_t i = 0; i < n; i++) {
        put32(out + 32 + 4 * i, (uint32_t)pos);
        memcpy(out + pos, p[i].name, 4);
        put32(out + pos + 4, p[i].size);
        if (p[i].size)
            memcpy(out + pos + 8, p[i].data, p[i].size);
        pos += 8 + p[i].size;
    }
    return total;
}

static const uint8_t SIG_EMPTY[8] = {0, 0, 0, 0, 8, 0, 0, 0}; /* ISG1/OSG1: 0 params */
static const uint8_t ZERO8[8] = {0};
static const uint8_t PSV_BYTES[24] = {24, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8};
static const uint8_t DXIL_BYTES[16] = {'D', 'X', 'I', 'L', 9, 8, 7, 6, 5, 4, 3, 2, 1};
static const uint8_t PRIV_BYTES[5] = {'h', 'e', 'l', 'l', 'o'};

/*
 * A shader-like container in DXC's part order. Layout (offset table ends at
 * 32 + 7 * 4 = 60):
 *   SFI0 @60 (8+8)  ISG1 @76  OSG1 @92  PSV0 @108 (8+24)  RTS0 @140 (8+24)
 *   DXIL @172 (8+16)  PRIV @196 (8+5) -> file size 209
 */
static const tpart SHADER[] = {
    {"SFI0", ZERO8, 8},       {"ISG1", SIG_EMPTY, 8},   {"OSG1", SIG_EMPTY, 8},
    {"PSV0", PSV_BYTES, 24},  {"RTS0", RTS0_EMPTY, 24}, {"DXIL", DXIL_BYTES, 16},
    {"PRIV", PRIV_BYTES, 5},
};
#define NSHADER ((uint32_t)(sizeof SHADER / sizeof SHADER[0]))

static size_t shader(uint8_t *out, size_t cap)
{
    size_t n = tb_build(SHADER, NSHADER, out, cap);
    cr_assert_eq(n, 209);
    return n;
}

static size_t empty_rs(uint8_t *out, size_t cap)
{
    size_t n = unhex(EMPTY_RS_HEX, out, cap);
    cr_assert_eq(n, 68);
    return n;
}

static void expect_fourccs(const rsig_part *p, uint32_t n, const char *const *names,
                           uint32_t want)
{
    cr_assert_eq(n, want, "%u parts, expected %u", n, want);
    for (uint32_t i = 0; i < n; i++) {
        const char *w = names[i];
        cr_assert_eq(p[i].fourcc, RSIG_FOURCC(w[0], w[1], w[2], w[3]), "part %u is not %s", i,
                     w);
    }
}

/* ---- good input ------------------------------------------------------------ */

Test(container, sniff)
{
    cr_assert(rsig_is_container("DXBC", 4));
    cr_assert(!rsig_is_container("DXB", 3));
    cr_assert(!rsig_is_container("RTS0", 4));
    cr_assert(!rsig_is_container(NULL, 0));
}

Test(container, parse_root_signature_container_from_dxc)
{
    uint8_t b[68];
    size_t n = empty_rs(b, sizeof b);
    rsig_container c;
    cr_assert_eq(parse(b, n, &c), ROOTSIG_OK);
    cr_assert_eq(rootsig_diag_count(ctx), 0);
    cr_assert_eq(c.major, 1);
    cr_assert_eq(c.minor, 0);
    cr_assert_eq(c.file_size, 68);
    cr_assert_eq(c.nparts, 1);
    cr_assert(memcmp(c.digest, b + 4, 16) == 0);
    const rsig_part *p = rsig_container_find(&c, RSIG_FOURCC_RTS0);
    cr_assert_not_null(p);
    cr_assert_eq(p->header_offset, 36);
    cr_assert_eq(p->size, 24);
    cr_assert(memcmp(p->data, RTS0_EMPTY, 24) == 0);
    cr_assert_eq(rsig_container_require_rts0(ctx, &c), p);
    cr_assert_eq(rsig_container_check_digest(ctx, &c), RSIG_DIGEST_RETAIL);
    cr_assert_eq(rootsig_diag_count(ctx), 0);
}

Test(container, parse_multi_part)
{
    uint8_t b[256];
    size_t n = shader(b, sizeof b);
    rsig_container c;
    cr_assert_eq(parse(b, n, &c), ROOTSIG_OK);
    cr_assert_eq(rootsig_diag_count(ctx), 0);
    static const uint32_t offsets[] = {60, 76, 92, 108, 140, 172, 196};
    cr_assert_eq(c.nparts, NSHADER);
    for (uint32_t i = 0; i < NSHADER; i++) {
        const char *w = SHADER[i].name;
        cr_assert_eq(c.parts[i].fourcc, RSIG_FOURCC(w[0], w[1], w[2], w[3]));
        cr_assert_eq(c.parts[i].header_offset, offsets[i]);
        cr_assert_eq(c.parts[i].size, SHADER[i].size);
        cr_assert(memcmp(c.parts[i].data, SHADER[i].data, SHADER[i].size) == 0);
    }
    cr_assert_eq(rsig_container_find(&c, RSIG_FOURCC('D', 'X', 'I', 'L')), &c.parts[5]);
    cr_assert_null(rsig_container_find(&c, RSIG_FOURCC('H', 'A', 'S', 'H')));
}

Test(container, parse_zero_parts)
{
    uint8_t b[32] = {'D', 'X', 'B', 'C'};
    b[20] = 1;
    b[24] = 32;
    rsig_container c;
    cr_assert_eq(parse(b, 32, &c), ROOTSIG_OK);
    cr_assert_eq(c.nparts, 0);
    cr_assert_null(rsig_container_find(&c, RSIG_FOURCC_RTS0));
    cr_assert_null(rsig_container_require_rts0(ctx, &c));
    const rootsig_diag *d = expect_one("RS4014", 28);
    cr_assert_str_eq(d->message, "the container has no parts, so no RTS0 (root signature) part");
}

Test(container, parse_accepts_gaps_and_unaligned_parts)
{
    /* One 3-byte part at 40 (gap 36..39), then a part at 51 (not 4-aligned). */
    uint8_t b[64] = {'D', 'X', 'B', 'C'};
    b[20] = 1;
    put32(b + 24, 63); /* 51 + 8 + 4 */
    put32(b + 28, 2);
    put32(b + 32, 40);
    put32(b + 36, 51);
    memcpy(b + 40, "PRIV", 4);
    put32(b + 44, 3);
    memcpy(b + 51, "STAT", 4);
    put32(b + 55, 4);
    rsig_container c;
    cr_assert_eq(parse(b, 63, &c), ROOTSIG_OK);
    cr_assert_eq(rootsig_diag_count(ctx), 0);
    cr_assert_eq(c.parts[1].header_offset, 51);
    cr_assert_eq(c.parts[1].size, 4);
}

/* ---- malformed input: each class gives its own ID ------------------------ */

Test(container, truncated_at_every_offset)
{
    uint8_t b[256];
    size_t sizes[2];
    uint8_t rs[68];
    sizes[0] = shader(b, sizeof b);
    sizes[1] = empty_rs(rs, sizeof rs);
    const uint8_t *inputs[2] = {b, rs};
    for (int k = 0; k < 2; k++) {
        for (size_t len = 0; len < sizes[k]; len++) {
            rootsig_ctx_reset(ctx);
            rsig_container c;
            cr_assert_eq(parse_tmp(inputs[k], len, &c), ROOTSIG_ERR_INPUT, "len %zu", len);
            cr_assert_eq(rootsig_diag_count(ctx), 1, "len %zu", len);
            /* Truncation is reported where the bytes run out. */
            expect_one("RS4001", len);
            cr_assert_eq(c.nparts, 0);
            cr_assert_null(c.parts);
        }
    }
}

Test(container, truncated_message)
{
    rsig_container c;
    cr_assert_eq(parse((const uint8_t *)"DXBC\0\0\0\0\0\0", 10, &c), ROOTSIG_ERR_INPUT);
    cr_assert_str_eq(rootsig_diag_render(ctx, 0),
                     "t.dxbc: error: the container header needs 32 bytes but the file has "
                     "only 10 (at byte offset 10) [RS4001]\n");
}

Test(container, declared_size_beyond_file)
{
    uint8_t b[68];
    size_t n = empty_rs(b, sizeof b);
    put32(b + 24, 72);
    rsig_container c;
    cr_assert_eq(parse(b, n, &c), ROOTSIG_ERR_INPUT);
    expect_one("RS4001", 68);
}

Test(container, bad_magic)
{
    uint8_t b[68];
    size_t n = empty_rs(b, sizeof b);
    b[3] = 'D'; /* "DXBD" */
    rsig_container c;
    cr_assert_eq(parse(b, n, &c), ROOTSIG_ERR_INPUT);
    const rootsig_diag *d = expect_one("RS4002", 0);
    cr_assert_str_eq(d->message, "not a DXBC container: it starts with 'DXBD' instead of 'DXBC'");
    /* A raw RTS0 part (a common mistake, DXC#2315) is not a container either. */
    rootsig_ctx_reset(ctx);
    cr_assert_eq(parse(RTS0_EMPTY, sizeof RTS0_EMPTY, &c), ROOTSIG_ERR_INPUT);
    d = expect_one("RS4002", 0);
    cr_assert_str_eq(d->message,
                     "not a DXBC container: it starts with '\\x02\\x00\\x00\\x00' instead of "
                     "'DXBC'");
    /* Shorter than the magic and not a prefix of it. */
    rootsig_ctx_reset(ctx);
    cr_assert_eq(parse((const uint8_t *)"DY", 2, &c), ROOTSIG_ERR_INPUT);
    expect_one("RS4002", 0);
}

Test(container, bad_version)
{
    uint8_t b[68];
    size_t n = empty_rs(b, sizeof b);
    b[20] = 2;
    rsig_container c;
    cr_assert_eq(parse(b, n, &c), ROOTSIG_ERR_INPUT);
    expect_one("RS4003", 20);
    /* Minor versions are accepted, as DXC does. */
    rootsig_ctx_reset(ctx);
    b[20] = 1;
    b[22] = 7;
    cr_assert_eq(parse(b, n, &c), ROOTSIG_OK);
    cr_assert_eq(c.minor, 7);
}

Test(container, declared_size_smaller_than_header)
{
    uint8_t b[68];
    size_t n = empty_rs(b, sizeof b);
    static const uint32_t bad[] = {0, 20, 31};
    for (size_t i = 0; i < 3; i++) {
        rootsig_ctx_reset(ctx);
        put32(b + 24, bad[i]);
        rsig_container c;
        cr_assert_eq(parse_tmp(b, n, &c), ROOTSIG_ERR_INPUT);
        expect_one("RS4004", 24);
    }
}

Test(container, trailing_bytes_warn)
{
    uint8_t b[72];
    size_t n = empty_rs(b, sizeof b);
    memset(b + n, 0xEE, 4);
    rsig_container c;
    cr_assert_eq(parse(b, n + 4, &c), ROOTSIG_OK);
    const rootsig_diag *d = expect_one("RS4005", 68);
    cr_assert_eq(d->severity, ROOTSIG_SEVERITY_WARNING);
    cr_assert_eq(d->length, 4);
    cr_assert_eq(c.file_size, 68);
    /* The digest covers the declared size only. */
    cr_assert_eq(rsig_container_check_digest(ctx, &c), RSIG_DIGEST_RETAIL);
    /* With warnings as errors the parse fails. */
    rootsig_ctx_reset(ctx);
    rootsig_options o = {0};
    o.werror = 1;
    rsig_diag_begin(ctx, &o);
    cr_assert_eq(parse(b, n + 4, &c), ROOTSIG_ERR_INPUT);
    cr_assert_eq(rootsig_error_count(ctx), 1);
}

Test(container, part_count_past_end)
{
    uint8_t b[68];
    size_t n = empty_rs(b, sizeof b);
    /* 3 parts need 32 + 3 * 12 = 68 bytes: payable; the table then ends at
     * 44, so the first offset (36) points into it. 4 parts need 80 > 68. */
    static const uint32_t counts[] = {4, 1000, 0x15555556u /* 12x wraps 32 bits */,
                                      0xFFFFFFFFu};
    for (size_t i = 0; i < 4; i++) {
        rootsig_ctx_reset(ctx);
        put32(b + 28, counts[i]);
        rsig_container c;
        cr_assert_eq(parse_tmp(b, n, &c), ROOTSIG_ERR_INPUT);
        expect_one("RS4006", 28);
    }
}

Test(container, part_offset_into_header)
{
    uint8_t b[68];
    size_t n = empty_rs(b, sizeof b);
    static const uint32_t bad[] = {0, 8, 32, 35};
    for (size_t i = 0; i < 4; i++) {
        rootsig_ctx_reset(ctx);
        put32(b + 32, bad[i]);
        rsig_container c;
        cr_assert_eq(parse_tmp(b, n, &c), ROOTSIG_ERR_INPUT);
        expect_one("RS4007", 32); /* reported at the offset-table entry */
    }
}

Test(container, part_header_past_end)
{
    uint8_t b[68];
    size_t n = empty_rs(b, sizeof b);
    /* 61 + 8 = 69 > 68: the 8-byte part header itself does not fit. */
    static const uint32_t bad[] = {61, 64, 68, 0x7FFFFFFFu, 0xFFFFFFF9u, 0xFFFFFFFFu};
    for (size_t i = 0; i < 6; i++) {
        rootsig_ctx_reset(ctx);
        put32(b + 32, bad[i]);
        rsig_container c;
        cr_assert_eq(parse_tmp(b, n, &c), ROOTSIG_ERR_INPUT);
        expect_one("RS4007", 32);
    }
}

Test(container, part_past_declared_size)
{
    uint8_t b[72];
    size_t n = empty_rs(b, sizeof b);
    put32(b + 40, 25); /* 36 + 8 + 25 = 69 > 68 */
    rsig_container c;
    cr_assert_eq(parse(b, n, &c), ROOTSIG_ERR_INPUT);
    const rootsig_diag *d = expect_one("RS4008", 40);
    cr_assert_str_eq(d->message, "part 0 ('RTS0') at offset 36 has 25 bytes of data, ending at "
                                 "69, past the end of the 68-byte container");
    /* The bytes exist in the buffer but not inside the declared size. */
    rootsig_ctx_reset(ctx);
    memset(b + 68, 0, 4);
    put32(b + 40, 28); /* ends at 72 = buffer length, > declared 68 */
    cr_assert_eq(parse(b, 72, &c), ROOTSIG_ERR_INPUT);
    cr_assert_eq(count_id("RS4005"), 1); /* trailing bytes */
    cr_assert_eq(count_id("RS4008"), 1);
}

Test(container, part_size_overflows_32_bits)
{
    uint8_t b[68];
    size_t n = empty_rs(b, sizeof b);
    /*
     * 36 + 8 + 0xFFFFFFE0 = 0x1_0000_000C. A reader summing in 32 bits gets
     * 12 and believes the part ends inside the file; we must not.
     */
    static const uint32_t bad[] = {0xFFFFFFE0u, 0xFFFFFFD4u /* 44 + it = 2^32 exactly */,
                                   0xFFFFFFFFu};
    for (size_t i = 0; i < 3; i++) {
        rootsig_ctx_reset(ctx);
        put32(b + 40, bad[i]);
        rsig_container c;
        cr_assert_eq(parse_tmp(b, n, &c), ROOTSIG_ERR_INPUT);
        const rootsig_diag *d = expect_one("RS4009", 40);
        if (i == 0)
            cr_assert_str_eq(d->message,
                             "part 0 ('RTS0') at offset 36 has size 4294967264 (0xffffffe0): it "
                             "would end at 4294967308, beyond the 4 GiB a container can address");
    }
    /* 36 + 8 + 0xFFFFFFD3 = 0xFFFFFFFF: representable, merely out of bounds. */
    rootsig_ctx_reset(ctx);
    put32(b + 40, 0xFFFFFFD3u);
    rsig_container c;
    cr_assert_eq(parse_tmp(b, n, &c), ROOTSIG_ERR_INPUT);
    expect_one("RS4008", 40);
}

Test(container, every_bad_part_is_reported)
{
    uint8_t b[256];
    size_t n = shader(b, sizeof b);
    put32(b + 32, 4);              /* part 0 into the header */
    put32(b + 108 + 4, 1000);      /* PSV0 past the end */
    put32(b + 196 + 4, 0xFFFFFFFF); /* PRIV wraps */
    rsig_container c;
    cr_assert_eq(parse(b, n, &c), ROOTSIG_ERR_INPUT);
    cr_assert_eq(count_id("RS4007"), 1);
    cr_assert_eq(count_id("RS4008"), 1);
    cr_assert_eq(count_id("RS4009"), 1);
    cr_assert_eq(rootsig_error_count(ctx), 3);
}

Test(container, overlapping_parts)
{
    uint8_t b[256];
    size_t n = shader(b, sizeof b);
    /* ISG1 (part 1) moved to 68, inside SFI0's bytes 60..76 (its data 68..76). */
    put32(b + 36, 68);
    memcpy(b + 68, "ISG1", 4);
    put32(b + 72, 0);
    rsig_container c;
    cr_assert_eq(parse(b, n, &c), ROOTSIG_ERR_INPUT);
    const rootsig_diag *d = expect_one("RS4010", 68);
    cr_assert_str_eq(d->message,
                     "part 1 ('ISG1', bytes 68..76) overlaps part 0 ('SFI0', bytes 60..76)");

    /* Two entries with the same offset. */
    rootsig_ctx_reset(ctx);
    n = shader(b, sizeof b);
    put32(b + 36, 60);
    cr_assert_eq(parse(b, n, &c), ROOTSIG_ERR_INPUT);
    expect_one("RS4010", 60);

    /* A big part swallowing two others: both reported. */
    rootsig_ctx_reset(ctx);
    n = shader(b, sizeof b);
    put32(b + 60 + 4, 40); /* SFI0: 60..108 covers ISG1 and OSG1 */
    cr_assert_eq(parse(b, n, &c), ROOTSIG_ERR_INPUT);
    cr_assert_eq(count_id("RS4010"), 2);
    cr_assert_eq(rootsig_error_count(ctx), 2);
}

Test(container, out_of_order_parts_warn)
{
    uint8_t b[256];
    size_t n = shader(b, sizeof b);
    /* Swap the first two table entries: disjoint, but not increasing. */
    put32(b + 32, 76);
    put32(b + 36, 60);
    rsig_container c;
    cr_assert_eq(parse(b, n, &c), ROOTSIG_OK);
    const rootsig_diag *d = expect_one("RS4011", 36);
    cr_assert_eq(d->severity, ROOTSIG_SEVERITY_WARNING);
    cr_assert_eq(c.parts[0].fourcc, RSIG_FOURCC('I', 'S', 'G', '1'));
    cr_assert_eq(c.parts[1].fourcc, RSIG_FOURCC('S', 'F', 'I', '0'));
}

Test(container, duplicate_rts0_is_an_error)
{
    static const tpart two[] = {{"RTS0", RTS0_EMPTY, 24}, {"RTS0", RTS0_CBV, 48}};
    uint8_t b[256];
    size_t n = tb_build(two, 2, b, sizeof b); /* 40 + 32 + 56 = 128 */
    cr_assert_eq(n, 128);
    rsig_container c;
    cr_assert_eq(parse(b, n, &c), ROOTSIG_ERR_INPUT);
    expect_one("RS4012", 72); /* the second RTS0's header */
    /* The note points at the first one. */
    cr_assert_eq(rootsig_diag_count(ctx), 2);
    const rootsig_diag *note = rootsig_diag_get(ctx, 1);
    cr_assert_eq(note->severity, ROOTSIG_SEVERITY_NOTE);
    cr_assert_eq(note->offset, 40);
}

Test(container, duplicate_other_part_warns_once)
{
    static const tpart p[] = {{"PRIV", ZERO8, 8}, {"RTS0", RTS0_EMPTY, 24},
                              {"PRIV", ZERO8, 8}, {"PRIV", ZERO8, 4}};
    uint8_t b[256];
    size_t n = tb_build(p, 4, b, sizeof b);
    rsig_container c;
    cr_assert_eq(parse(b, n, &c), ROOTSIG_OK);
    const rootsig_diag *d = expect_one("RS4013", c.parts[2].header_offset);
    cr_assert_eq(d->severity, ROOTSIG_SEVERITY_WARNING);
    cr_assert_eq(c.nparts, 4);
}

Test(container, no_rts0)
{
    static const tpart p[] = {{"SFI0", ZERO8, 8}, {"DXIL", DXIL_BYTES, 16}};
    uint8_t b[128];
    size_t n = tb_build(p, 2, b, sizeof b);
    rsig_container c;
    cr_assert_eq(parse(b, n, &c), ROOTSIG_OK);
    cr_assert_null(rsig_container_require_rts0(ctx, &c));
    const rootsig_diag *d = expect_one("RS4014", 28);
    cr_assert_str_eq(d->message,
                     "the container has no RTS0 (root signature) part; its 2 parts are: SFI0, "
                     "DXIL");
    rootsig_ctx_reset(ctx);
    cr_assert_eq(parse(b, n, &c), ROOTSIG_OK);
    rsig_part *out = (rsig_part *)1;
    uint32_t nout = 99;
    cr_assert_eq(rsig_parts_strip_rts0(ctx, &c, &out, &nout), ROOTSIG_ERR_INPUT);
    expect_one("RS4014", 28);
    cr_assert_null(out);
    cr_assert_eq(nout, 0);
}

/* Every byte flipped three ways, every header field set to edge values: no
 * crash, no out-of-bounds read (ASan), and a consistent result each time. */
Test(container, mutations_never_read_out_of_bounds)
{
    uint8_t b[256], m[256];
    size_t n = shader(b, sizeof b);
    static const uint8_t masks[] = {0x01, 0x80, 0xFF};
    for (size_t i = 0; i < n; i++) {
        for (size_t k = 0; k < 3; k++) {
            memcpy(m, b, n);
            m[i] ^= masks[k];
            rootsig_ctx_reset(ctx);
            rsig_container c;
            parse_tmp(m, n, &c);
        }
    }
    static const uint32_t edge[] = {0, 1, 4, 31, 32, 59, 60, 61, 200, 201, 205, 208, 209, 210,
                                    0x7FFFFFFFu, 0x80000000u, 0xFFFFFFF8u, 0xFFFFFFFFu};
    /* Fields: file size, part count, the 7 offsets, the 7 part sizes. */
    size_t fields[16] = {24, 28};
    for (uint32_t i = 0; i < NSHADER; i++) {
        fields[2 + i] = 32 + 4 * i;
        fields[9 + i] = get32(b + 32 + 4 * i) + 4;
    }
    for (size_t f = 0; f < 16; f++) {
        for (size_t e = 0; e < sizeof edge / sizeof edge[0]; e++) {
            memcpy(m, b, n);
            put32(m + fields[f], edge[e]);
            rootsig_ctx_reset(ctx);
            rsig_container c;
            parse_tmp(m, n, &c);
        }
    }
}

/* ---- digest classification -------------------------------------------------- */

Test(container, digest_kinds)
{
    uint8_t b[68];
    size_t n = empty_rs(b, sizeof b);
    cr_assert_eq(rsig_container_digest_kind(b, n), RSIG_DIGEST_RETAIL);

    rsig_digest_debug(b + 20, n - 20, b + 4);
    cr_assert_eq(rsig_container_digest_kind(b, n), RSIG_DIGEST_DEBUG);

    memset(b + 4, 0, 16);
    cr_assert_eq(rsig_container_digest_kind(b, n), RSIG_DIGEST_ZERO);
    memset(b + 4, 1, 16);
    cr_assert_eq(rsig_container_digest_kind(b, n), RSIG_DIGEST_BYPASS);
    memset(b + 4, 2, 16);
    cr_assert_eq(rsig_container_digest_kind(b, n), RSIG_DIGEST_BYPASS);
    memset(b + 4, 3, 16);
    cr_assert_eq(rsig_container_digest_kind(b, n), RSIG_DIGEST_MISMATCH);

    /* Unusable headers are mismatches, never a read past len. */
    empty_rs(b, sizeof b);
    cr_assert_eq(rsig_container_digest_kind(b, 31), RSIG_DIGEST_MISMATCH);
    cr_assert_eq(rsig_container_digest_kind(b, 67), RSIG_DIGEST_MISMATCH);
    put32(b + 24, 20);
    cr_assert_eq(rsig_container_digest_kind(b, n), RSIG_DIGEST_MISMATCH);
}

Test(container, check_digest_reports)
{
    uint8_t b[68];
    size_t n = empty_rs(b, sizeof b);
    b[67] = 1; /* content changed after signing */
    rsig_container c;
    cr_assert_eq(parse(b, n, &c), ROOTSIG_OK);
    cr_assert_eq(rsig_container_check_digest(ctx, &c), RSIG_DIGEST_MISMATCH);
    const rootsig_diag *d = expect_one("RS4015", 4);
    cr_assert_eq(d->severity, ROOTSIG_SEVERITY_WARNING);
    cr_assert_eq(d->length, 16);

    rootsig_ctx_reset(ctx);
    memset(b + 4, 0, 16);
    cr_assert_eq(parse(b, n, &c), ROOTSIG_OK);
    cr_assert_eq(rsig_container_check_digest(ctx, &c), RSIG_DIGEST_ZERO);
    expect_one("RS4016", 4);

    rootsig_ctx_reset(ctx);
    memset(b + 4, 1, 16);
    cr_assert_eq(parse(b, n, &c), ROOTSIG_OK);
    cr_assert_eq(rsig_container_check_digest(ctx, &c), RSIG_DIGEST_BYPASS);
    cr_assert_eq(rootsig_diag_count(ctx), 0);
}

/* ---- writing ----------------------------------------------------------------- */

Test(container, write_matches_dxc_byte_for_byte)
{
    uint8_t want[68];
    empty_rs(want, sizeof want);
    rsig_part p = {RSIG_FOURCC_RTS0, 0, 24, RTS0_EMPTY};
    cr_assert_eq(rsig_container_bound(&p, 1), 68);
    uint8_t out[68];
    size_t w = 0;
    cr_assert_eq(rsig_container_write(&p, 1, out, sizeof out, &w), ROOTSIG_OK);
    cr_assert_eq(w, 68);
    cr_assert(memcmp(out, want, 68) == 0); /* digest included */
}

Test(container, write_buffer_too_small)
{
    rsig_part p = {RSIG_FOURCC_RTS0, 0, 24, RTS0_EMPTY};
    uint8_t out[68];
    memset(out, 0xCC, sizeof out);
    size_t w = 0;
    cr_assert_eq(rsig_container_write(&p, 1, out, 67, &w), ROOTSIG_ERR_BUFFER_SMALL);
    cr_assert_eq(w, 68);
    for (size_t i = 0; i < sizeof out; i++)
        cr_assert_eq(out[i], 0xCC, "byte %zu written", i);
    cr_assert_eq(rsig_container_write(&p, 1, NULL, 0, &w), ROOTSIG_ERR_BUFFER_SMALL);
    cr_assert_eq(w, 68);
}

Test(container, write_bad_arguments)
{
    rsig_part p = {RSIG_FOURCC_RTS0, 0, 24, NULL};
    uint8_t out[68];
    size_t w;
    cr_assert_eq(rsig_container_write(&p, 1, out, sizeof out, &w), ROOTSIG_ERR_ARG);
    p.data = RTS0_EMPTY;
    cr_assert_eq(rsig_container_write(&p, 1, out, sizeof out, NULL), ROOTSIG_ERR_ARG);
    cr_assert_eq(rsig_container_write(NULL, 1, out, sizeof out, &w), ROOTSIG_ERR_ARG);
    cr_assert_eq(rsig_container_write(&p, 1, NULL, 100, &w), ROOTSIG_ERR_ARG);
}

Test(container, write_zero_parts)
{
    uint8_t out[32];
    size_t w;
    cr_assert_eq(rsig_container_bound(NULL, 0), 32);
    cr_assert_eq(rsig_container_write(NULL, 0, out, sizeof out, &w), ROOTSIG_OK);
    cr_assert_eq(w, 32);
    rsig_container c;
    cr_assert_eq(parse(out, w, &c), ROOTSIG_OK);
    cr_assert_eq(c.nparts, 0);
    cr_assert_eq(rsig_container_digest_kind(out, w), RSIG_DIGEST_RETAIL);
}

Test(container, write_over_4_gib_is_refused)
{
    /* 32 + 2*4 + 2*(8 + 2^31) > 2^32 - 1. The data is never read. */
    static const uint8_t dummy = 0;
    rsig_part p[2] = {{RSIG_FOURCC_PRIV, 0, 0x80000000u, &dummy},
                      {RSIG_FOURCC_RTS0, 0, 0x80000000u, &dummy}};
    cr_assert_eq(rsig_container_bound(p, 2), 0);
    size_t w = 1;
    uint8_t out[4];
    cr_assert_eq(rsig_container_write(p, 2, out, sizeof out, &w), ROOTSIG_ERR_LIMIT);
    cr_assert_eq(w, 0);
}

Test(container, write_pads_unaligned_parts_between_parts)
{
    /*
     * PRIV (5 bytes) then STAT (4 bytes): table ends at 32 + 2*4 = 40;
     * PRIV header 40..48, data 48..53, 3 zero bytes to 56; STAT at 56,
     * header 56..64, data 64..68. Total 68. The PRIV size stays 5.
     */
    static const uint8_t stat[4] = {9, 9, 9, 9};
    rsig_part p[2] = {{RSIG_FOURCC_PRIV, 0, 5, PRIV_BYTES},
                      {RSIG_FOURCC('S', 'T', 'A', 'T'), 0, 4, stat}};
    cr_assert_eq(rsig_container_bound(p, 2), 68);
    uint8_t out[68];
    memset(out, 0xCC, sizeof out);
    size_t w;
    cr_assert_eq(rsig_container_write(p, 2, out, sizeof out, &w), ROOTSIG_OK);
    cr_assert_eq(w, 68);
    cr_assert_eq(get32(out + 24), 68);
    cr_assert_eq(get32(out + 32), 40);
    cr_assert_eq(get32(out + 36), 56);
    cr_assert_eq(get32(out + 44), 5);
    cr_assert(out[53] == 0 && out[54] == 0 && out[55] == 0);
    /* An unaligned last part is not padded (DXC keeps PRIV last for this). */
    rsig_part q[2] = {p[1], p[0]};
    cr_assert_eq(rsig_container_bound(q, 2), 40 + 12 + 13);
    rsig_container c;
    cr_assert_eq(parse(out, w, &c), ROOTSIG_OK);
    cr_assert_eq(rootsig_diag_count(ctx), 0);
    cr_assert_eq(c.parts[0].size, 5);
    cr_assert(memcmp(c.parts[0].data, "hello", 5) == 0);
    cr_assert_eq(rsig_container_digest_kind(out, w), RSIG_DIGEST_RETAIL);
}

Test(container, write_parse_round_trip)
{
    uint8_t b[256];
    size_t n = shader(b, sizeof b);
    rsig_container c;
    cr_assert_eq(parse(b, n, &c), ROOTSIG_OK);
    uint8_t out[256];
    size_t w;
    cr_assert_eq(rsig_container_write(c.parts, c.nparts, out, sizeof out, &w), ROOTSIG_OK);
    /* Same layout as DXC's (tb_build); only the digest is new. */
    cr_assert_eq(w, n);
    cr_assert(memcmp(out + 20, b + 20, n - 20) == 0);
    cr_assert(memcmp(out, "DXBC", 4) == 0);
    cr_assert_eq(rsig_container_digest_kind(out, w), RSIG_DIGEST_RETAIL);
    rsig_container c2;
    cr_assert_eq(parse(out, w, &c2), ROOTSIG_OK);
    cr_assert_eq(c2.nparts, c.nparts);
    for (uint32_t i = 0; i < c.nparts; i++) {
        cr_assert_eq(c2.parts[i].fourcc, c.parts[i].fourcc);
        cr_assert_eq(c2.parts[i].header_offset, c.parts[i].header_offset);
        cr_assert_eq(c2.parts[i].size, c.parts[i].size);
        cr_assert(memcmp(c2.parts[i].data, c.parts[i].data, c.parts[i].size) == 0);
    }
}

/* ---- splicing -------------------------------------------------------------- */

static void parse_parts(const tpart *p, uint32_t n, rsig_container *c)
{
    uint8_t b[512];
    size_t len = tb_build(p, n, b, sizeof b);
    cr_assert_eq(parse(b, len, c), ROOTSIG_OK);
}

Test(container, set_rts0_replaces_in_place)
{
    rsig_container c;
    parse_parts(SHADER, NSHADER, &c);
    rsig_part *out;
    uint32_t n;
    cr_assert_eq(rsig_parts_set_rts0(ctx, &c, RTS0_CBV, 48, &out, &n), ROOTSIG_OK);
    static const char *const want[] = {"SFI0", "ISG1", "OSG1", "PSV0", "RTS0", "DXIL", "PRIV"};
    expect_fourccs(out, n, want, 7);
    cr_assert_eq(out[4].data, RTS0_CBV);
    cr_assert_eq(out[4].size, 48);
    /* Written: 209 - 24 + 48 = 233 bytes, RTS0 at 140 as before. */
    uint8_t buf[256];
    size_t w;
    cr_assert_eq(rsig_container_write(out, n, buf, sizeof buf, &w), ROOTSIG_OK);
    cr_assert_eq(w, 233);
    rsig_container c2;
    cr_assert_eq(parse(buf, w, &c2), ROOTSIG_OK);
    const rsig_part *r = rsig_container_find(&c2, RSIG_FOURCC_RTS0);
    cr_assert_eq(r->header_offset, 140);
    cr_assert(memcmp(r->data, RTS0_CBV, 48) == 0);
    cr_assert_eq(rsig_container_digest_kind(buf, w), RSIG_DIGEST_RETAIL);
}

Test(container, set_rts0_inserts_after_psv0)
{
    static const tpart p[] = {{"SFI0", ZERO8, 8}, {"PSV0", PSV_BYTES, 24},
                              {"DXIL", DXIL_BYTES, 16}, {"PRIV", PRIV_BYTES, 5}};
    rsig_container c;
    parse_parts(p, 4, &c);
    rsig_part *out;
    uint32_t n;
    cr_assert_eq(rsig_parts_set_rts0(ctx, &c, RTS0_EMPTY, 24, &out, &n), ROOTSIG_OK);
    static const char *const want[] = {"SFI0", "PSV0", "RTS0", "DXIL", "PRIV"};
    expect_fourccs(out, n, want, 5);
    cr_assert_eq(out[2].header_offset, 0);
    /* The source container's list is untouched. */
    cr_assert_eq(c.nparts, 4);
}

Test(container, set_rts0_inserts_before_priv)
{
    static const tpart p[] = {{"DXIL", DXIL_BYTES, 16}, {"PRIV", PRIV_BYTES, 5}};
    rsig_container c;
    parse_parts(p, 2, &c);
    rsig_part *out;
    uint32_t n;
    cr_assert_eq(rsig_parts_set_rts0(ctx, &c, RTS0_EMPTY, 24, &out, &n), ROOTSIG_OK);
    static const char *const want[] = {"DXIL", "RTS0", "PRIV"};
    expect_fourccs(out, n, want, 3);
}

Test(container, set_rts0_appends_otherwise)
{
    static const tpart p[] = {{"SFI0", ZERO8, 8}, {"DXIL", DXIL_BYTES, 16}};
    rsig_container c;
    parse_parts(p, 2, &c);
    rsig_part *out;
    uint32_t n;
    cr_assert_eq(rsig_parts_set_rts0(ctx, &c, RTS0_EMPTY, 24, &out, &n), ROOTSIG_OK);
    static const char *const want[] = {"SFI0", "DXIL", "RTS0"};
    expect_fourccs(out, n, want, 3);

    /* PSV0 last: "after PSV0" is the end too. */
    static const tpart q[] = {{"SFI0", ZERO8, 8}, {"PSV0", PSV_BYTES, 24}};
    parse_parts(q, 2, &c);
    cr_assert_eq(rsig_parts_set_rts0(ctx, &c, RTS0_EMPTY, 24, &out, &n), ROOTSIG_OK);
    static const char *const want2[] = {"SFI0", "PSV0", "RTS0"};
    expect_fourccs(out, n, want2, 3);
}

Test(container, set_rts0_into_empty_container_gives_rs_container)
{
    uint8_t b[32] = {'D', 'X', 'B', 'C'};
    b[20] = 1;
    b[24] = 32;
    rsig_container c;
    cr_assert_eq(parse(b, 32, &c), ROOTSIG_OK);
    rsig_part *out;
    uint32_t n;
    cr_assert_eq(rsig_parts_set_rts0(ctx, &c, RTS0_EMPTY, 24, &out, &n), ROOTSIG_OK);
    cr_assert_eq(n, 1);
    uint8_t buf[68], want[68];
    size_t w;
    cr_assert_eq(rsig_container_write(out, n, buf, sizeof buf, &w), ROOTSIG_OK);
    empty_rs(want, sizeof want);
    cr_assert_eq(w, 68);
    cr_assert(memcmp(buf, want, 68) == 0);
}

Test(container, strip_rts0)
{
    rsig_container c;
    parse_parts(SHADER, NSHADER, &c);
    rsig_part *out;
    uint32_t n;
    cr_assert_eq(rsig_parts_strip_rts0(ctx, &c, &out, &n), ROOTSIG_OK);
    static const char *const want[] = {"SFI0", "ISG1", "OSG1", "PSV0", "DXIL", "PRIV"};
    expect_fourccs(out, n, want, 6);
    uint8_t buf[256];
    size_t w;
    cr_assert_eq(rsig_container_write(out, n, buf, sizeof buf, &w), ROOTSIG_OK);
    cr_assert_eq(w, 209 - 4 - 32); /* one offset and one 8+24 part fewer */
    rsig_container c2;
    cr_assert_eq(parse(buf, w, &c2), ROOTSIG_OK);
    cr_assert_null(rsig_container_find(&c2, RSIG_FOURCC_RTS0));
    cr_assert_eq(rsig_container_digest_kind(buf, w), RSIG_DIGEST_RETAIL);

    /* Strip then set again puts RTS0 back where it was: after PSV0. */
    cr_assert_eq(rsig_parts_set_rts0(ctx, &c2, RTS0_EMPTY, 24, &out, &n), ROOTSIG_OK);
    uint8_t again[256], orig[256];
    cr_assert_eq(rsig_container_write(out, n, again, sizeof again, &w), ROOTSIG_OK);
    size_t n0 = shader(orig, sizeof orig);
    cr_assert_eq(w, n0);
    cr_assert(memcmp(again + 20, orig + 20, n0 - 20) == 0);
}

Test(container, strip_only_part)
{
    uint8_t b[68];
    size_t len = empty_rs(b, sizeof b);
    rsig_container c;
    cr_assert_eq(parse(b, len, &c), ROOTSIG_OK);
    rsig_part *out;
    uint32_t n;
    cr_assert_eq(rsig_parts_strip_rts0(ctx, &c, &out, &n), ROOTSIG_OK);
    cr_assert_eq(n, 0);
    cr_assert_not_null(out);
    cr_assert_eq(rsig_container_bound(out, n), 32);
}

Test(container, extract_rts0_gives_dxc_rs_container)
{
    /* The shader's RTS0 holds "" 1.1; extracted and signed it must equal
     * what DXC writes for -T rootsig_1_1 of "". */
    rsig_container c;
    parse_parts(SHADER, NSHADER, &c);
    const rsig_part *r = rsig_container_require_rts0(ctx, &c);
    cr_assert_not_null(r);
    uint8_t buf[68], want[68];
    size_t w;
    cr_assert_eq(rsig_container_write(r, 1, buf, sizeof buf, &w), ROOTSIG_OK);
    empty_rs(want, sizeof want);
    cr_assert_eq(w, 68);
    cr_assert(memcmp(buf, want, 68) == 0);
}

/* ---- limits and memory -------------------------------------------------------- */

Test(container, error_limit_stops_the_flood)
{
    /* 100 parts, every offset 0: 32 + 100 * 12 = 1232 bytes pay for the table. */
    static uint8_t b[1232];
    memset(b, 0, sizeof b);
    memcpy(b, "DXBC", 4);
    b[20] = 1;
    put32(b + 24, sizeof b);
    put32(b + 28, 100);
    rsig_container c;
    cr_assert_eq(parse(b, sizeof b, &c), ROOTSIG_ERR_INPUT);
    cr_assert_eq(count_id("RS4007"), 20); /* the default limit */
    cr_assert_eq(count_id("RS1099"), 1);
}

typedef struct failing {
    int left; /* allocations that succeed before the first failure */
} failing;

static void *failing_alloc(void *user, size_t size)
{
    failing *f = user;
    if (f->left-- <= 0)
        return NULL;
    return malloc(size);
}

static void failing_free(void *user, void *ptr, size_t size)
{
    (void)user;
    (void)size;
    free(ptr);
}

Test(container, out_of_memory_is_reported_not_crashed)
{
    /* Big enough to need its own arena chunks: 2000 parts of 8 bytes. */
    enum { N = 2000 };
    size_t len = 32 + (size_t)N * 4 + (size_t)N * 16;
    uint8_t *b = calloc(1, len);
    cr_assert_not_null(b);
    memcpy(b, "DXBC", 4);
    b[20] = 1;
    put32(b + 24, (uint32_t)len);
    put32(b + 28, N);
    for (uint32_t i = 0; i < N; i++) {
        uint32_t off = 32 + N * 4 + i * 16;
        put32(b + 32 + 4 * i, off);
        put32(b + off, RSIG_FOURCC('P', '0' + i % 10, '0' + i / 10 % 10, '0' + i / 100 % 20));
        put32(b + off + 4, 8);
    }
    rsig_source s = {.name = "t.dxbc", .text = (const char *)b, .len = len,
                     .kind = RSIG_SRC_BINARY};
    bool succeeded = false;
    for (int k = 1; k < 64 && !succeeded; k++) {
        failing f = {k};
        rootsig_allocator al = {failing_alloc, failing_free, &f};
        rootsig_ctx *c2;
        cr_assert_eq(rootsig_ctx_create(&al, &c2), ROOTSIG_OK); /* k >= 1 pays for the ctx */
        rsig_container c;
        rootsig_status st = rsig_container_parse(c2, &s, &c);
        cr_assert(st == ROOTSIG_OK || st == ROOTSIG_ERR_NOMEM, "k %d: status %d", k, st);
        if (st == ROOTSIG_OK) {
            cr_assert_eq(c.nparts, N);
            rsig_part *out;
            uint32_t n;
            st = rsig_parts_set_rts0(c2, &c, RTS0_EMPTY, 24, &out, &n);
            cr_assert(st == ROOTSIG_OK || st == ROOTSIG_ERR_NOMEM);
            succeeded = st == ROOTSIG_OK;
        }
        rootsig_ctx_destroy(c2);
    }
    cr_assert(succeeded);
    free(b);
}
