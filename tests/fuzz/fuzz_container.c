/*
 * fuzz_container.c: rootsig_read_binary on arbitrary bytes: the DXBC
 * container reader (header, part table, overlaps, duplicates, 32-bit
 * wraparound) and the RTS0 part inside. Inputs that do not start with
 * "DXBC" are made to, half the time, so the container path gets most of
 * the effort while the bare-part path is still reached.
 */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    rootsig_ctx *ctx;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
        return 0;
    uint8_t *copy = malloc(size + 4);
    rsig_fuzz_check(copy != NULL);
    size_t n = size;
    if (size && (data[0] & 1) && !(size >= 4 && memcmp(data, "DXBC", 4) == 0)) {
        memcpy(copy, "DXBC", 4);
        memcpy(copy + 4, data, size);
        n = size + 4;
    } else if (size) {
        memcpy(copy, data, size);
    }
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_read_binary(ctx, "fuzz.dxbc", copy, n, &sig);
    rsig_fuzz_check(st == ROOTSIG_OK || st == ROOTSIG_ERR_INPUT || st == ROOTSIG_ERR_LIMIT);
    rsig_fuzz_check((st == ROOTSIG_OK) == (sig != NULL));
    if (sig) {
        rootsig_options o = rsig_fuzz_options(n ? copy[n - 1] : 0);
        rsig_fuzz_use(ctx, sig, &o);
    }
    rsig_fuzz_render_all(ctx);
    /*
     * The check before signing again: refused or not, never more than the
     * structure's own errors when forced (a sound structure then passes).
     */
    rootsig_ctx_reset(ctx);
    const rootsig_part *parts;
    size_t count;
    rootsig_status parsed =
        rootsig_container_parse(ctx, "fuzz.dxbc", copy, n, &parts, &count, NULL);
    for (int force = 0; force < 2; force++) {
        rootsig_ctx_reset(ctx);
        st = rootsig_container_check_intact(ctx, "fuzz.dxbc", copy, n, force);
        rsig_fuzz_check(st == ROOTSIG_OK || st == ROOTSIG_ERR_INPUT || st == ROOTSIG_ERR_LIMIT);
        rsig_fuzz_check(!force || (st == ROOTSIG_OK) == (parsed == ROOTSIG_OK));
        rsig_fuzz_render_all(ctx);
    }
    free(copy);
    rootsig_ctx_destroy(ctx);
    return 0;
}
