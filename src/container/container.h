/*
 * container.h: the DXBC/DXIL container ("DXContainer") as rootsig sees it:
 * a header, an offset table and a list of opaque parts, of which only RTS0
 * matters to us. The reader trusts nothing (every offset, size and count is
 * checked against the bytes actually present, in 64-bit arithmetic); the
 * writer produces what DXC's container builder produces for well-formed
 * parts, with the retail digest always filled in (the D3D12 runtime rejects
 * a container whose digest does not match its bytes).
 *
 * Layout (little-endian; DXC's DxilContainer.h, LLVM's DXContainer.rst):
 *   0  "DXBC"   4  digest[16]   20  u16 major = 1, u16 minor = 0
 *   24 u32 file size   28 u32 part count   32 u32 offset[count]
 *   each part: u32 FourCC, u32 size, size bytes of data
 */
#ifndef RSIG_CONTAINER_H
#define RSIG_CONTAINER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "internal.h"

/* FourCCs compare as the u32 the file stores: first character lowest. */
#define RSIG_FOURCC(a, b, c, d) \
    ((uint32_t)(a) | (uint32_t)(b) << 8 | (uint32_t)(c) << 16 | (uint32_t)(d) << 24)
#define RSIG_FOURCC_DXBC RSIG_FOURCC('D', 'X', 'B', 'C')
#define RSIG_FOURCC_RTS0 RSIG_FOURCC('R', 'T', 'S', '0')
#define RSIG_FOURCC_PSV0 RSIG_FOURCC('P', 'S', 'V', '0')
#define RSIG_FOURCC_PRIV RSIG_FOURCC('P', 'R', 'I', 'V')

enum {
    RSIG_CONTAINER_HEADER_SIZE = 32, /* up to and including the part count */
    RSIG_PART_HEADER_SIZE = 8        /* FourCC + size */
};

/*
 * One part. data points at the part's bytes (after its 8-byte header) and is
 * borrowed: into the parsed source for parsed containers, into whatever the
 * caller passed for spliced-in parts. header_offset is where the part header
 * sits in the parsed file (for diagnostics); it is 0 for parts that did not
 * come from a parse and is ignored by the writer.
 */
typedef struct rsig_part {
    uint32_t fourcc;
    uint32_t header_offset;
    uint32_t size;
    const uint8_t *data;
} rsig_part;

/*
 * A parsed container. src is kept so that later operations (strip, the
 * digest check) can report against the same file without the caller
 * threading it through every call.
 */
typedef struct rsig_container {
    const rsig_source *src;
    uint8_t digest[16];
    uint16_t major, minor;
    uint32_t file_size; /* as declared; <= src->len after a successful parse */
    uint32_t nparts;
    rsig_part *parts;   /* in offset-table order; arena-allocated */
} rsig_container;

typedef enum rsig_digest_kind {
    RSIG_DIGEST_RETAIL,  /* what DXC's validator and FXC write */
    RSIG_DIGEST_DEBUG,   /* debug-layer variant */
    RSIG_DIGEST_ZERO,    /* unsigned (DXC -Vd, extract, LLVM): the runtime rejects it */
    RSIG_DIGEST_BYPASS,  /* 16 x 01 (BYPASS) or 16 x 02 (PREVIEW_BYPASS) sentinels */
    RSIG_DIGEST_MISMATCH /* none of the above, or the header is unusable */
} rsig_digest_kind;

/* True if buf starts with "DXBC": a cheap sniff to pick the input format. */
bool rsig_is_container(const void *buf, size_t len);

/*
 * Parses and checks the container in src's bytes (src->kind should be
 * RSIG_SRC_BINARY). Checks, in order: magic, header present, major version 1,
 * declared size >= 32 and <= the bytes present (fewer is a warning: the
 * trailing bytes are ignored), part count payable by the declared size
 * (12 bytes per part at least, which also bounds the allocation), every part
 * header and body inside the declared size without 32-bit wraparound, no
 * two parts sharing a byte, at most one RTS0. Out-of-order offsets and other
 * duplicate FourCCs are warnings (DXC accepts them; LLVM's reader does not).
 * Reports every bad part, not just the first (within the error limit).
 *
 * Returns ROOTSIG_OK (out filled, parts allocated in ctx's arena),
 * ROOTSIG_ERR_INPUT (diagnostics RS4001..RS4013 with the byte offset of the
 * offending field; out is zeroed except src) or ROOTSIG_ERR_NOMEM.
 * Never reads outside [src->text, src->text + src->len). The parts and the
 * diagnostics point into src, so src must outlive both.
 */
rootsig_status rsig_container_parse(rootsig_ctx *ctx, const rsig_source *src,
                                    rsig_container *out);

/*
 * Classifies the digest stored in file (a whole container; len bytes
 * present) by hashing bytes [20, declared size). An unusable header (too
 * short, bad magic, declared size outside [32, len]) gives MISMATCH.
 * Retail wins over the sentinels should a hash ever equal one.
 */
rsig_digest_kind rsig_container_digest_kind(const uint8_t *file, size_t len);

/*
 * rsig_container_digest_kind on a parsed container, reporting ZERO
 * (RS4016) and MISMATCH (RS4015) as warnings against c->src. RETAIL, DEBUG
 * and BYPASS are deliberate choices of whoever wrote the file and pass
 * silently; the caller may still want to say which one it saw.
 */
rsig_digest_kind rsig_container_check_digest(rootsig_ctx *ctx, const rsig_container *c);

/*
 * rsig_container_check_digest before c is signed again: a digest that
 * matches nothing is then RS4018, an error (a fresh digest would make a
 * container changed after signing one the runtime accepts), unless force
 * keeps it the RS4015 warning. ZERO stays the RS4016 warning either way.
 */
rsig_digest_kind rsig_container_check_resign(rootsig_ctx *ctx, const rsig_container *c,
                                             bool force);

/* The first part with this FourCC, or NULL. */
const rsig_part *rsig_container_find(const rsig_container *c, uint32_t fourcc);

/* The RTS0 part, or NULL after reporting RS4014 against c->src. */
const rsig_part *rsig_container_require_rts0(rootsig_ctx *ctx, const rsig_container *c);

/*
 * Exact size rsig_container_write will produce for these parts, or 0 if
 * they cannot form a container (more than 4 GiB): a real container is never
 * empty, so 0 is unambiguous and cannot be mistaken for "allocate nothing".
 */
size_t rsig_container_bound(const rsig_part *parts, uint32_t nparts);

/*
 * Writes header, offset table and parts in the given order, then the retail
 * digest. Part data is copied verbatim and each part keeps its size.
 *
 * Padding: DXC's container builder packs parts back to back with their exact
 * sizes (an unaligned part, in practice only PRIV, is therefore kept last);
 * LLVM's MC writer instead rounds every part's size up to 4 and pads with
 * zeros. We never change a part's declared size (that would change the
 * part's contents as its reader sees them), but insert 1-3 zero bytes after
 * an unaligned part when another part follows, so every part header stays
 * 4-aligned. For 4-aligned parts (RTS0 always is) this equals DXC's bytes.
 *
 * dst must not overlap any part's data. Returns ROOTSIG_OK with *written =
 * bytes written; ROOTSIG_ERR_BUFFER_SMALL (nothing written, *written = size
 * needed) if cap is too small; ROOTSIG_ERR_LIMIT if the result would exceed
 * 4 GiB (no diagnostic: there is no context here); ROOTSIG_ERR_ARG for NULL
 * written, parts, dst (when needed) or part data.
 */
rootsig_status rsig_container_write(const rsig_part *parts, uint32_t nparts, void *dst,
                                    size_t cap, size_t *written);

/*
 * The part list with RTS0 set to (rts0, size): an existing RTS0 is replaced
 * where it stands (keeping the order users' tools may depend on); otherwise
 * the new part goes where DXC's compiler puts it: right after PSV0, else
 * right before PRIV (which DXC keeps last because it may be unaligned), else
 * at the end. rts0 is borrowed and must outlive the list. *out is allocated
 * in ctx's arena. Returns ROOTSIG_OK or ROOTSIG_ERR_NOMEM.
 */
rootsig_status rsig_parts_set_rts0(rootsig_ctx *ctx, const rsig_container *c,
                                   const uint8_t *rts0, uint32_t size, rsig_part **out,
                                   uint32_t *nout);

/*
 * The part list without RTS0, other parts in their order. Like DXC's
 * RemovePart, a container without RTS0 is an error: RS4014 against c->src
 * and ROOTSIG_ERR_INPUT. ROOTSIG_ERR_NOMEM if the arena is exhausted.
 */
rootsig_status rsig_parts_strip_rts0(rootsig_ctx *ctx, const rsig_container *c,
                                     rsig_part **out, uint32_t *nout);

#endif
