/*
 * fuzz_roundtrip.c: anything that compiles must read back and re-emit the
 * same bytes: DSL -> RTS0 -> read -> RTS0 (identical), the container
 * likewise, and the metadata printer's text parsed back to the same RTS0.
 * Then the decompile laws (rsig_fuzz_laws): the DSL rootsig_decompile writes
 * compiles to the same bytes and decompiles to the same text.
 * The first byte picks the options; the rest is DSL.
 */
#include "fuzz_common.h"

static uint8_t *emit(rootsig_ctx *ctx, const rootsig_signature *sig, const rootsig_options *o,
                     int container, size_t *n)
{
    size_t bound = container ? rootsig_container_bound(sig) : rootsig_rts0_bound(sig);
    uint8_t *buf = malloc(bound ? bound : 1);
    rsig_fuzz_check(buf != NULL);
    rootsig_status st = container ? rootsig_write_container(ctx, sig, o, buf, bound, n)
                                  : rootsig_write_rts0(ctx, sig, o, buf, bound, n);
    rsig_fuzz_check(st == ROOTSIG_OK && *n == bound);
    return buf;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    rootsig_options o = rsig_fuzz_options(data[0]);
    o.werror = 0;
    rootsig_ctx *ctx;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
        return 0;
    rootsig_signature *sig = NULL;
    if (rootsig_parse_dsl(ctx, "fuzz.rs", (const char *)data + 1, size - 1, &o, &sig) !=
            ROOTSIG_OK ||
        rootsig_validate(ctx, sig, &o) != ROOTSIG_OK) {
        rootsig_ctx_destroy(ctx);
        return 0;
    }
    size_t n = 0, n2 = 0;
    uint8_t *part = emit(ctx, sig, &o, 0, &n);
    rootsig_signature *back = NULL;
    rsig_fuzz_check(rootsig_read_rts0(ctx, "p", part, n, &back) == ROOTSIG_OK);
    rsig_fuzz_check(rootsig_signature_version(back) == o.version);
    rsig_fuzz_check(rootsig_validate(ctx, back, &o) == ROOTSIG_OK);
    uint8_t *again = emit(ctx, back, &o, 0, &n2);
    rsig_fuzz_check(n2 == n && memcmp(part, again, n) == 0);
    free(again);

    uint8_t *cont = emit(ctx, sig, &o, 1, &n);
    rsig_fuzz_check(rootsig_read_binary(ctx, "c", cont, n, &back) == ROOTSIG_OK);
    again = emit(ctx, back, &o, 1, &n2);
    rsig_fuzz_check(n2 == n && memcmp(cont, again, n) == 0);
    free(again);
    free(cont);

    const char *md = NULL;
    size_t mlen = 0;
    rsig_fuzz_check(rootsig_print_metadata(ctx, sig, &o, "main", &md, &mlen) == ROOTSIG_OK);
    rootsig_options mo = o;
    mo.version = (rootsig_version)0; /* the version comes from the metadata */
    rsig_fuzz_check(rootsig_parse_metadata(ctx, "m.ll", md, mlen, &mo, "main", &back) ==
                    ROOTSIG_OK);
    rsig_fuzz_check(rootsig_signature_version(back) == o.version);
    size_t before = rootsig_error_count(ctx);
    rsig_fuzz_check(rootsig_validate(ctx, back, &o) == ROOTSIG_OK);
    rsig_fuzz_check(rootsig_error_count(ctx) == before);
    uint8_t *from_md = emit(ctx, back, &o, 0, &n2);
    size_t np = 0;
    free(part);
    part = emit(ctx, sig, &o, 0, &np);
    rsig_fuzz_check(n2 == np && memcmp(part, from_md, np) == 0);
    free(from_md);
    free(part);
    rsig_fuzz_laws(ctx, sig, &o);
    rootsig_ctx_destroy(ctx);
    return 0;
}
