/*
 * digest.c: the DXBC container checksum. MD5's compression function (RFC
 * 1321: same state, constants, shifts and round functions) fed by DXBC's
 * final padding:
 *
 *   n = input length, r = n mod 64 bytes left after the whole blocks
 *   r <  56: one block  = le32(first) | tail | 0x80 | zeros | le32(last)
 *   r >= 56: two blocks = tail | 0x80 | zeros,  le32(first) | zeros | le32(last)
 *
 * where (first, last) = (n*8, n*2|1) for the retail hash and
 * (n<<4|0xF, n<<2|0x10000000) for the debug one, all truncated to 32 bits.
 * Everything is byte-oriented with explicit little-endian loads and stores,
 * so the result does not depend on the host's endianness or alignment.
 */
#include <string.h>

#include "bytes.h"
#include "digest.h"

typedef struct md5_state {
    uint32_t w[4];
} md5_state;

/* floor(|sin(i + 1)| * 2^32), the RFC 1321 table. */
static const uint32_t K[64] = {
    0xd76aa478u, 0xe8c7b756u, 0x242070dbu, 0xc1bdceeeu,
    0xf57c0fafu, 0x4787c62au, 0xa8304613u, 0xfd469501u,
    0x698098d8u, 0x8b44f7afu, 0xffff5bb1u, 0x895cd7beu,
    0x6b901122u, 0xfd987193u, 0xa679438eu, 0x49b40821u,
    0xf61e2562u, 0xc040b340u, 0x265e5a51u, 0xe9b6c7aau,
    0xd62f105du, 0x02441453u, 0xd8a1e681u, 0xe7d3fbc8u,
    0x21e1cde6u, 0xc33707d6u, 0xf4d50d87u, 0x455a14edu,
    0xa9e3e905u, 0xfcefa3f8u, 0x676f02d9u, 0x8d2a4c8au,
    0xfffa3942u, 0x8771f681u, 0x6d9d6122u, 0xfde5380cu,
    0xa4beea44u, 0x4bdecfa9u, 0xf6bb4b60u, 0xbebfbc70u,
    0x289b7ec6u, 0xeaa127fau, 0xd4ef3085u, 0x04881d05u,
    0xd9d4d039u, 0xe6db99e5u, 0x1fa27cf8u, 0xc4ac5665u,
    0xf4292244u, 0x432aff97u, 0xab9423a7u, 0xfc93a039u,
    0x655b59c3u, 0x8f0ccc92u, 0xffeff47du, 0x85845dd1u,
    0x6fa87e4fu, 0xfe2ce6e0u, 0xa3014314u, 0x4e0811a1u,
    0xf7537e82u, 0xbd3af235u, 0x2ad7d2bbu, 0xeb86d391u,
};

/* Left-rotation amounts: four per round, repeated four times each. */
static const unsigned char SHIFT[4][4] = {
    {7, 12, 17, 22}, {5, 9, 14, 20}, {4, 11, 16, 23}, {6, 10, 15, 21}};

static uint32_t rotl32(uint32_t x, unsigned n)
{
    return (x << n) | (x >> (32u - n));
}

static void compress(md5_state *st, const uint8_t block[64])
{
    uint32_t m[16];
    for (unsigned i = 0; i < 16; i++)
        m[i] = rsig_get_u32(block + 4 * i);
    uint32_t a = st->w[0], b = st->w[1], c = st->w[2], d = st->w[3];
    for (unsigned i = 0; i < 64; i++) {
        unsigned round = i / 16;
        uint32_t f;
        unsigned g;
        switch (round) {
        case 0: /* F */
            f = (b & c) | (~b & d);
            g = i;
            break;
        case 1: /* G */
            f = (b & d) | (c & ~d);
            g = (5 * i + 1) % 16;
            break;
        case 2: /* H */
            f = b ^ c ^ d;
            g = (3 * i + 5) % 16;
            break;
        default: /* I */
            f = c ^ (b | ~d);
            g = (7 * i) % 16;
            break;
        }
        uint32_t t = d;
        d = c;
        c = b;
        b = b + rotl32(a + f + K[i] + m[g], SHIFT[round][i % 4]);
        a = t;
    }
    st->w[0] += a;
    st->w[1] += b;
    st->w[2] += c;
    st->w[3] += d;
}

static void dxbc_hash(const uint8_t *data, size_t len, uint32_t first, uint32_t last,
                      uint8_t out[16])
{
    md5_state st = {{0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u}};
    size_t whole = len - len % 64;
    for (size_t off = 0; off < whole; off += 64)
        compress(&st, data + off);
    size_t r = len - whole;

    uint8_t block[64];
    memset(block, 0, sizeof block);
    if (r < 56) {
        rsig_put_u32(block, first);
        if (r)
            memcpy(block + 4, data + whole, r);
        block[4 + r] = 0x80;
        rsig_put_u32(block + 60, last);
        compress(&st, block);
    } else {
        memcpy(block, data + whole, r);
        block[r] = 0x80;
        compress(&st, block);
        memset(block, 0, sizeof block);
        rsig_put_u32(block, first);
        rsig_put_u32(block + 60, last);
        compress(&st, block);
    }
    for (unsigned i = 0; i < 4; i++)
        rsig_put_u32(out + 4 * i, st.w[i]);
}

void rsig_digest_retail(const uint8_t *data, size_t len, uint8_t out[16])
{
    uint32_t n = (uint32_t)len; /* the reference hashes 32-bit lengths */
    dxbc_hash(data, len, n * 8u, (n << 1) | 1u, out);
}

void rsig_digest_debug(const uint8_t *data, size_t len, uint8_t out[16])
{
    uint32_t n = (uint32_t)len;
    dxbc_hash(data, len, (n << 4) | 0xFu, (n << 2) | 0x10000000u, out);
}
