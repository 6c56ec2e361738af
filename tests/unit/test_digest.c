/*
 * test_digest.c: the DXBC container checksum against published vectors.
 *
 * Sources (all independent of our code):
 *  - DXC unittests/DxilHash/DxilHashTest.cpp (FixHashValueTest), written
 *    as u32 words (stored little-endian);
 *  - extra byte vectors computed with DXC's code (DxilHash.cpp's
 *    ComputeHashRetail), which cover the two-block padding path (r >= 56)
 *    that DXC's own vectors miss;
 *  - whole containers written by DXC/FXC (`dxc -T rootsig_1_x`), assembled
 *    here byte by byte from the RTS0 parts DXC's serializer writes.
 */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "digest.h"

/* Hex text to bytes; spaces and '|' (group separators in the spec) are skipped. */
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
        else if (*s >= 'A' && *s <= 'F')
            v = *s - 'A' + 10;
        else
            continue;
        if (hi < 0) {
            hi = v;
        } else {
            cr_assert(n < cap, "hex literal too long");
            out[n++] = (uint8_t)(hi << 4 | v);
            hi = -1;
        }
    }
    cr_assert(hi < 0, "odd number of hex digits");
    return n;
}

static void expect_bytes(const uint8_t got[16], const char *want_hex)
{
    uint8_t want[16];
    cr_assert_eq(unhex(want_hex, want, sizeof want), 16);
    char g[33];
    for (int i = 0; i < 16; i++)
        snprintf(g + 2 * i, 3, "%02x", got[i]);
    cr_assert(memcmp(got, want, 16) == 0, "digest %s, expected %s", g, want_hex);
}

/* DXC's test writes the digest as four u32 words; the bytes are their LE forms. */
static void expect_words(const uint8_t got[16], uint32_t w0, uint32_t w1, uint32_t w2,
                         uint32_t w3)
{
    const uint32_t want[4] = {w0, w1, w2, w3};
    for (int i = 0; i < 4; i++) {
        uint32_t v = (uint32_t)got[4 * i] | (uint32_t)got[4 * i + 1] << 8 |
                     (uint32_t)got[4 * i + 2] << 16 | (uint32_t)got[4 * i + 3] << 24;
        cr_assert_eq(v, want[i], "word %d: %08x, expected %08x", i, v, want[i]);
    }
}

static void retail_of(const char *s, size_t n, uint8_t out[16])
{
    rsig_digest_retail((const uint8_t *)s, n, out);
}

static char *repeat(const char *unit, size_t times)
{
    size_t u = strlen(unit);
    char *p = malloc(u * times + 1);
    cr_assert_not_null(p);
    for (size_t i = 0; i < times; i++)
        memcpy(p + i * u, unit, u);
    p[u * times] = 0;
    return p;
}

/* ---- DXC's FixHashValueTest vectors ---------------------------------- */

Test(digest_retail, empty_string)
{
    uint8_t d[16];
    rsig_digest_retail(NULL, 0, d);
    expect_words(d, 0xf6600d14u, 0xbae275b7u, 0xd4be4a4eu, 0xa1e9b201u);
    expect_bytes(d, "140d60f6b775e2ba4e4abed401b2e9a1");
}

Test(digest_retail, alphabet_160)
{
    const char *s = "abcdefghijklmnopqrstuvwxyzabcdef"
                    "abcdefghijklmnopqrstuvwxyzghijkl"
                    "abcdefghijklmnopqrstuvwxyzmnopqr"
                    "abcdefghijklmnopqrstuvwxyzstuvwx"
                    "abcdefghijklmnopqrstuvwxyzyzabcd";
    cr_assert_eq(strlen(s), 160);
    uint8_t d[16];
    retail_of(s, 160, d);
    expect_words(d, 0x00830fe6u, 0xd8d8a035u, 0xe6d62794u, 0x016629dfu);
}

Test(digest_retail, a_times_160)
{
    char *s = repeat("a", 160);
    uint8_t d[16];
    retail_of(s, 160, d);
    free(s);
    expect_words(d, 0xa5e5a0bbu, 0xd96dd9f8u, 0x0b4b7191u, 0xd63aa54au);
}

Test(digest_retail, z_times_160)
{
    char *s = repeat("z", 160);
    uint8_t d[16];
    retail_of(s, 160, d);
    free(s);
    expect_words(d, 0x58ed1b7au, 0x90ede58bu, 0xf9ad857cu, 0x5440e613u);
}

Test(digest_retail, ab_times_80)
{
    char *s = repeat("ab", 80);
    uint8_t d[16];
    retail_of(s, 160, d);
    free(s);
    expect_words(d, 0xf4fc06fcu, 0x0bbd9ef7u, 0x765ae0f7u, 0x52a55925u);
}

/* ---- padding boundaries (r = n mod 64) -------------------------------- */

Test(digest_retail, abc)
{
    uint8_t d[16];
    retail_of("abc", 3, d); /* r = 3: one final block */
    expect_bytes(d, "fbf0ffb01d1f9d12864dff8830d1b4a3");
}

Test(digest_retail, x_lengths_around_the_two_block_switch)
{
    static const struct {
        size_t n;
        const char *hex;
    } v[] = {
        {55, "b1fedca15d8ebdd73aa8f64fab87aea0"}, /* r = 55: last one-block case */
        {56, "20d0f3e5c0750ecfcc36d18b48eed582"}, /* r = 56: first two-block case */
        {60, "aa8161007b0c0f2daae60d7967b39398"}, /* r = 60 */
        {64, "81212c444cc88dc5b5c32138a187dab6"}, /* one whole block, r = 0 */
    };
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) {
        char *s = repeat("x", v[i].n);
        uint8_t d[16];
        retail_of(s, v[i].n, d);
        free(s);
        expect_bytes(d, v[i].hex);
    }
}

Test(digest_retail, input_alignment_does_not_matter)
{
    /* Explicit byte loads: an odd start address gives the same result. */
    uint8_t *buf = malloc(200);
    cr_assert_not_null(buf);
    memset(buf, 'a', 200);
    uint8_t d[16];
    rsig_digest_retail(buf + 3, 160, d);
    free(buf);
    expect_words(d, 0xa5e5a0bbu, 0xd96dd9f8u, 0x0b4b7191u, 0xd63aa54au);
}

/* ---- debug variant ------------------------------------------------------- */

Test(digest_debug, empty_and_abc)
{
    uint8_t d[16];
    rsig_digest_debug(NULL, 0, d);
    expect_bytes(d, "16804fd43fc91f11f6f788e4b776160e");
    rsig_digest_debug((const uint8_t *)"abc", 3, d);
    expect_bytes(d, "df48a3ecbbfc739893e0b425e347d4bb");
}

Test(digest_debug, differs_from_retail)
{
    uint8_t r[16], d[16];
    rsig_digest_retail((const uint8_t *)"abc", 3, r);
    rsig_digest_debug((const uint8_t *)"abc", 3, d);
    cr_assert(memcmp(r, d, 16) != 0);
}

/* ---- whole containers, as DXC writes them ---------------------------------- */

/* The hashed range is container[20 .. ContainerSizeInBytes). */
static void check_container_digest(const uint8_t *c, size_t n)
{
    uint32_t size = (uint32_t)c[24] | (uint32_t)c[25] << 8 | (uint32_t)c[26] << 16 |
                    (uint32_t)c[27] << 24;
    cr_assert_eq(size, n);
    uint8_t d[16];
    rsig_digest_retail(c + 20, n - 20, d);
    cr_assert(memcmp(d, c + 4, 16) == 0, "container digest differs");
}

Test(digest_container, empty_rs_v11_as_written_by_dxc)
{
    uint8_t c[68];
    size_t n = unhex("44584243 cb821879 39dbc183 93dc7e32 5b086331 01000000 44000000 01000000 "
                     "24000000 52545330 18000000 02000000 00000000 18000000 00000000 18000000 "
                     "00000000",
                     c, sizeof c);
    cr_assert_eq(n, 68); /* 32 header + 4 offset + 8 part header + 24 RTS0 */
    check_container_digest(c, n);
}

Test(digest_container, empty_rs_v10_as_written_by_dxc)
{
    uint8_t c[68];
    size_t n = unhex("44584243 1dfc4ad6 3577c25d 4acbda9e faa7d86b 01000000 44000000 01000000 "
                     "24000000 52545330 18000000 01000000 00000000 18000000 00000000 18000000 "
                     "00000000",
                     c, sizeof c);
    cr_assert_eq(n, 68);
    check_container_digest(c, n);
}

/*
 * A one-part RS container around an RTS0 part, laid out as DXC does:
 * "DXBC", digest, 1.0, size = 44 + part size, 1 part, offset 36, "RTS0", size.
 * Returns the container size; the digest is left zero.
 */
static size_t rs_container(const char *rts0_hex, uint8_t *out, size_t cap)
{
    uint8_t part[512];
    size_t ps = unhex(rts0_hex, part, sizeof part);
    size_t total = 44 + ps;
    cr_assert(total <= cap);
    memset(out, 0, total);
    memcpy(out, "DXBC", 4);
    out[20] = 1;                                   /* major 1, minor 0 */
    out[24] = (uint8_t)total;                      /* sizes here are < 256 */
    out[28] = 1;                                   /* one part */
    out[32] = 36;                                  /* at 32 + 4 * 1 */
    memcpy(out + 36, "RTS0", 4);
    out[40] = (uint8_t)ps;
    memcpy(out + 44, part, ps);
    return total;
}

static void expect_rs_digest(const char *rts0_hex, size_t want_size, const char *want_digest)
{
    uint8_t c[512];
    size_t n = rs_container(rts0_hex, c, sizeof c);
    cr_assert_eq(n, want_size);
    uint8_t d[16];
    rsig_digest_retail(c + 20, n - 20, d);
    expect_bytes(d, want_digest);
}

Test(digest_container, cbv_b0)
{
    /* 44 + 48 = 92 and 44 + 44 = 88, the sizes of DXC's containers. */
    expect_rs_digest("02000000 01000000 18000000 00000000 30000000 00000000 | 02000000 00000000 "
                     "24000000 | 00000000 00000000 00000000",
                     92, "5ecb3effd1a2b57ffd4d5b031e995d60");
    expect_rs_digest("01000000 01000000 18000000 00000000 2c000000 00000000 | 02000000 00000000 "
                     "24000000 | 00000000 00000000",
                     88, "02a2016f712d62b6891639b8b0293c7f");
}

Test(digest_container, static_sampler_s0)
{
    /* 44 + 76 = 120 */
    expect_rs_digest("02000000 00000000 18000000 01000000 18000000 00000000 | 55000000 01000000 "
                     "01000000 01000000 00000000 10000000 04000000 02000000 00000000 ffff7f7f "
                     "00000000 00000000 00000000",
                     120, "870a8ed13b84718b14b170bd3fb3fe9a");
}

Test(digest_container, descriptor_table_cbv_b2)
{
    /* 44 + 68 = 112 */
    expect_rs_digest("02000000 01000000 18000000 00000000 44000000 00000000 | 00000000 00000000 "
                     "24000000 | 01000000 2c000000 | 02000000 01000000 02000000 00000000 "
                     "00000000 ffffffff",
                     112, "2e90e5a088326c1940ac8b502e9031ab");
}

Test(digest_container, flags_cbv_table)
{
    /* 1.1: 44 + 92 = 136; 1.0: 44 + 84 = 128 */
    expect_rs_digest("02000000 02000000 18000000 00000000 5c000000 01000000 | 02000000 00000000 "
                     "30000000 | 00000000 00000000 3c000000 | 00000000 00000000 00000000 | "
                     "01000000 44000000 | 00000000 04000000 00000000 00000000 00000000 ffffffff",
                     136, "52c1f11905d87861d7f2b6be7a0cabcd");
    expect_rs_digest("01000000 02000000 18000000 00000000 54000000 01000000 | 02000000 00000000 "
                     "30000000 | 00000000 00000000 38000000 | 00000000 00000000 | 01000000 "
                     "40000000 | 00000000 04000000 00000000 00000000 ffffffff",
                     128, "55cd873faa39f2bbd731b6b51406e7a9");
}
