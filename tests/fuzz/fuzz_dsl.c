/*
 * fuzz_dsl.c: the DSL front end (lexer, grammar, builders, error recovery),
 * the validator and the writers, from arbitrary text. The first byte picks
 * the options; the rest is the DSL.
 */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    rootsig_options o = rsig_fuzz_options(data[0]);
    rootsig_ctx *ctx;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
        return 0;
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_parse_dsl(ctx, "fuzz.rs", (const char *)data + 1, size - 1, &o,
                                          &sig);
    rsig_fuzz_check(st == ROOTSIG_OK || st == ROOTSIG_ERR_INPUT || st == ROOTSIG_ERR_LIMIT);
    rsig_fuzz_check((st == ROOTSIG_OK) == (sig != NULL));
    if (st != ROOTSIG_OK)
        rsig_fuzz_check(rootsig_error_count(ctx) > 0);
    if (sig)
        rsig_fuzz_use(ctx, sig, &o);
    rsig_fuzz_render_all(ctx);
    rootsig_ctx_destroy(ctx);
    return 0;
}
