/*
 * fuzz_rts0.c: the RTS0 reader on arbitrary bytes (every count and offset
 * hostile), then everything a signature read from a file goes through.
 */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    rootsig_ctx *ctx;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
        return 0;
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_read_rts0(ctx, "fuzz.rts0", data, size, &sig);
    rsig_fuzz_check(st == ROOTSIG_OK || st == ROOTSIG_ERR_INPUT);
    rsig_fuzz_check((st == ROOTSIG_OK) == (sig != NULL));
    if (sig) {
        rootsig_options o = rsig_fuzz_options(size ? data[size - 1] : 0);
        rsig_fuzz_use(ctx, sig, &o);
    }
    rsig_fuzz_render_all(ctx);
    rootsig_ctx_destroy(ctx);
    return 0;
}
