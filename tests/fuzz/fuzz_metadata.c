/*
 * fuzz_metadata.c: the LLVM-metadata front end on arbitrary text: every
 * entry decoded at once (rootsig_parse_metadata_all), the entry list, and
 * one entry by name; each decoded signature then goes everywhere a
 * signature can go.
 */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    rootsig_options o = rsig_fuzz_options(data[0]);
    o.version = (data[0] & 32) ? o.version : (rootsig_version)0;
    const char *text = (const char *)data + 1;
    size_t len = size - 1;
    rootsig_ctx *ctx;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
        return 0;
    size_t count = 0;
    rootsig_signature *const *sigs = NULL;
    const char *const *fns = NULL;
    rootsig_status st =
        rootsig_parse_metadata_all(ctx, "fuzz.ll", text, len, &o, &count, &sigs, &fns);
    rsig_fuzz_check(st == ROOTSIG_OK || st == ROOTSIG_ERR_INPUT || st == ROOTSIG_ERR_LIMIT);
    for (size_t i = 0; i < count && sigs; i++) {
        rsig_fuzz_check(fns == NULL || fns[i] != NULL);
        if (sigs[i])
            rsig_fuzz_use(ctx, sigs[i], &o);
    }
    rsig_fuzz_render_all(ctx);
    rootsig_ctx_reset(ctx);

    size_t n2 = 0;
    const char *const *fns2 = NULL;
    st = rootsig_metadata_entries(ctx, "fuzz.ll", text, len, &n2, &fns2);
    rsig_fuzz_check(st == ROOTSIG_OK || st == ROOTSIG_ERR_INPUT || st == ROOTSIG_ERR_LIMIT);
    const char *entry = st == ROOTSIG_OK && n2 ? fns2[n2 - 1] : NULL;
    rootsig_signature *sig = NULL;
    st = rootsig_parse_metadata(ctx, "fuzz.ll", text, len, &o, entry, &sig);
    rsig_fuzz_check(st == ROOTSIG_OK || st == ROOTSIG_ERR_INPUT || st == ROOTSIG_ERR_LIMIT);
    rsig_fuzz_check((st == ROOTSIG_OK) == (sig != NULL));
    if (sig)
        rsig_fuzz_use(ctx, sig, &o);
    rsig_fuzz_render_all(ctx);
    rootsig_ctx_destroy(ctx);
    return 0;
}
