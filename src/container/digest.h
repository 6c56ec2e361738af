/*
 * digest.h: the DXBC container checksum ("retail hash"), the 16 bytes at
 * container offset 4 that the D3D12 runtime checks before it accepts a
 * container. It is MD5's compression function with DXBC's own final block
 * (the bit count moves to the front and the last word is a tag), so a
 * standard MD5 library cannot compute it. Written from DXC's DxilHash.cpp
 * and checked against the vectors of its DxilHashTest.cpp
 * (tests/unit/test_digest.c).
 *
 * Callers hash container bytes [20, file_size): everything after the digest
 * field. Pure functions of their input; safe from any thread.
 */
#ifndef RSIG_DIGEST_H
#define RSIG_DIGEST_H

#include <stddef.h>
#include <stdint.h>

/* Offset of the first hashed byte (the Version field) in a container. */
#define RSIG_DIGEST_START 20u

/*
 * The checksum DXC's validator and FXC write. len is truncated to 32 bits in
 * the length words, as the reference does; containers never exceed 4 GiB.
 * data may be NULL when len is 0.
 */
void rsig_digest_retail(const uint8_t *data, size_t len, uint8_t out[16]);

/*
 * The "debug" variant (same compression, different length words). Only
 * produced by debug-layer tooling; we recognise it so that a re-written
 * container can be classified, never to emit it by default.
 */
void rsig_digest_debug(const uint8_t *data, size_t len, uint8_t out[16]);

#endif
