/*
 * bytes.h: explicit little-endian access. Binary formats are read and
 * written field by field through these, never by copying structs, so the
 * code is independent of host byte order, padding and alignment.
 */
#ifndef RSIG_BYTES_H
#define RSIG_BYTES_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/*
 * A binary32 value from its bits and back: the AST keeps floats as bits, so
 * NaN payloads and -0.0 survive.
 */
static inline float rsig_f32(uint32_t bits)
{
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

static inline uint32_t rsig_f32_bits(float f)
{
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    return bits;
}

static inline void rsig_put_u32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

static inline uint32_t rsig_get_u32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static inline void rsig_put_u16(uint8_t *p, uint16_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
}

static inline uint16_t rsig_get_u16(const uint8_t *p)
{
    return (uint16_t)(p[0] | p[1] << 8);
}

/* A cursor that writes u32 fields in order. */
typedef struct rsig_writer {
    uint8_t *p;
} rsig_writer;

static inline void rsig_w32(rsig_writer *w, uint32_t v)
{
    rsig_put_u32(w->p, v);
    w->p += 4;
}

#endif
