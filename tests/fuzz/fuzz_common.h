/*
 * fuzz_common.h: what the libFuzzer targets share. Each target drives one
 * input path of the public API with arbitrary bytes; the sanitizers
 * (ASan, UBSan) and libFuzzer's leak check judge memory safety, and
 * rsig_fuzz_check() turns a broken contract into a crash libFuzzer reports.
 */
#ifndef RSIG_FUZZ_COMMON_H
#define RSIG_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rootsig.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define rsig_fuzz_check(cond)                                                         \
    do {                                                                              \
        if (!(cond)) {                                                                \
            fprintf(stderr, "%s:%d: contract broken: %s\n", __FILE__, __LINE__, #cond); \
            abort();                                                                  \
        }                                                                             \
    } while (0)

/* Options from one control byte, so every version and mode gets explored. */
static inline rootsig_options rsig_fuzz_options(uint8_t b)
{
    rootsig_options o;
    memset(&o, 0, sizeof o);
    o.version = (rootsig_version)(b % 3 + 1);
    o.compat = (b & 4) ? ROOTSIG_COMPAT_DXC : ROOTSIG_COMPAT_LLVM;
    o.werror = (b & 8) ? 1u : 0u;
    o.max_errors = (b & 16) ? 1u : 0u;
    return o;
}

/* Renders every diagnostic and checks the records hang together. */
static inline void rsig_fuzz_render_all(rootsig_ctx *ctx)
{
    size_t n = rootsig_diag_count(ctx), errors = 0, warnings = 0;
    for (size_t i = 0; i < n; i++) {
        const rootsig_diag *d = rootsig_diag_get(ctx, i);
        rsig_fuzz_check(d != NULL && d->id != NULL && d->message != NULL);
        errors += d->severity == ROOTSIG_SEVERITY_ERROR;
        warnings += d->severity == ROOTSIG_SEVERITY_WARNING;
        /* formatted (no copy kept) first, then rendered: the same text */
        char small[512];
        size_t len = rootsig_diag_format(ctx, i, small, sizeof small);
        char *full = len < sizeof small ? small : malloc(len + 1);
        rsig_fuzz_check(len > 0 && full != NULL);
        if (full != small)
            rsig_fuzz_check(rootsig_diag_format(ctx, i, full, len + 1) == len);
        const char *text = rootsig_diag_render(ctx, i);
        rsig_fuzz_check(text != NULL && text[0] != 0 && text[strlen(text) - 1] == '\n');
        rsig_fuzz_check(strlen(text) == len && memcmp(text, full, len + 1) == 0);
        if (full != small)
            free(full);
    }
    rsig_fuzz_check(errors == rootsig_error_count(ctx));
    rsig_fuzz_check(warnings == rootsig_warning_count(ctx));
    rsig_fuzz_check(rootsig_diag_get(ctx, n) == NULL);
}

/*
 * The laws of a valid signature's other forms (docs/decompile.md, docs/api.md):
 * the DSL rootsig_decompile writes compiles back to the same bytes and
 * decompiles to the same text; describe + from_desc writes the same bytes.
 * Values the DSL cannot spell are refused (ERR_INPUT), never changed.
 */
static inline void rsig_fuzz_laws(rootsig_ctx *ctx, const rootsig_signature *sig,
                                  const rootsig_options *so)
{
    rootsig_options o = *so;
    o.werror = 0;
    o.max_errors = 0;
    size_t bound = rootsig_rts0_bound(sig), n = 0, n2 = 0;
    uint8_t *x = malloc(bound ? bound : 1), *y = malloc(bound ? bound : 1);
    rsig_fuzz_check(x != NULL && y != NULL);
    rsig_fuzz_check(rootsig_write_rts0(ctx, sig, &o, x, bound, &n) == ROOTSIG_OK);
    rootsig_desc d;
    rootsig_signature *back = NULL;
    rsig_fuzz_check(rootsig_describe(ctx, sig, &o, &d) == ROOTSIG_OK);
    rsig_fuzz_check(rootsig_from_desc(ctx, NULL, &d, &back) == ROOTSIG_OK);
    rsig_fuzz_check(rootsig_rts0_bound(back) == bound);
    rsig_fuzz_check(rootsig_write_rts0(ctx, back, &o, y, bound, &n2) == ROOTSIG_OK);
    rsig_fuzz_check(n2 == n && memcmp(x, y, n) == 0);
    const char *d1 = NULL, *d2 = NULL;
    size_t l1 = 0;
    rootsig_status st = rootsig_decompile(ctx, sig, &o, NULL, &d1, &l1);
    rsig_fuzz_check(st == ROOTSIG_OK || st == ROOTSIG_ERR_INPUT);
    if (st == ROOTSIG_OK) {
        rsig_fuzz_check(rootsig_parse_dsl(ctx, "d", d1, l1, &o, &back) == ROOTSIG_OK);
        rsig_fuzz_check(rootsig_validate(ctx, back, &o) == ROOTSIG_OK);
        rsig_fuzz_check(rootsig_rts0_bound(back) == bound);
        rsig_fuzz_check(rootsig_write_rts0(ctx, back, &o, y, bound, &n2) == ROOTSIG_OK);
        rsig_fuzz_check(n2 == n && memcmp(x, y, n) == 0);
        rsig_fuzz_check(rootsig_decompile(ctx, back, &o, NULL, &d2, NULL) == ROOTSIG_OK);
        rsig_fuzz_check(strcmp(d1, d2) == 0);
    }
    /* 1.0 up to 1.1 and back is exact and gives the same bytes (docs/decompile.md, Versions). */
    if (rootsig_signature_version(sig) == ROOTSIG_VERSION_1_0) {
        rootsig_signature *up = NULL, *down = NULL;
        rsig_fuzz_check(rootsig_convert(ctx, sig, ROOTSIG_VERSION_1_1, &o, 0, &up) == ROOTSIG_OK);
        rsig_fuzz_check(rootsig_convert(ctx, up, ROOTSIG_VERSION_1_0, &o, 0, &down) == ROOTSIG_OK);
        rsig_fuzz_check(rootsig_write_rts0(ctx, down, &o, y, bound, &n2) == ROOTSIG_OK);
        rsig_fuzz_check(n2 == n && memcmp(x, y, n) == 0);
        rsig_fuzz_check(rootsig_lowest_version(sig, &o) == ROOTSIG_VERSION_1_0);
    }
    free(x);
    free(y);
}

/*
 * Everything a reader's result must support: validation, the RTS0 and
 * container writers (sizes exactly as bound), the dump and the metadata
 * printer, each of which must succeed on any signature the library made.
 */
static inline void rsig_fuzz_use(rootsig_ctx *ctx, const rootsig_signature *sig,
                                 const rootsig_options *o)
{
    rootsig_options so = *o;
    so.version = rootsig_signature_version(sig);
    rootsig_status valid = rootsig_validate(ctx, sig, &so);
    size_t bound = rootsig_rts0_bound(sig), n = 0;
    uint8_t *buf = malloc(bound ? bound : 1);
    rsig_fuzz_check(buf != NULL);
    rootsig_status st = rootsig_write_rts0(ctx, sig, &so, buf, bound, &n);
    rsig_fuzz_check(st == ROOTSIG_OK && n == bound);
    free(buf);
    size_t cbound = rootsig_container_bound(sig);
    buf = malloc(cbound ? cbound : 1);
    rsig_fuzz_check(buf != NULL);
    st = rootsig_write_container(ctx, sig, &so, buf, cbound, &n);
    rsig_fuzz_check(st == ROOTSIG_OK && n == cbound);
    free(buf);
    const char *text = NULL;
    size_t len = 0;
    rsig_fuzz_check(rootsig_dump(ctx, sig, &so, &text, &len) == ROOTSIG_OK);
    rsig_fuzz_check(text != NULL && strlen(text) == len);
    rsig_fuzz_check(rootsig_print_metadata(ctx, sig, &so, "main", &text, &len) == ROOTSIG_OK);
    rsig_fuzz_check(text != NULL && strlen(text) == len);
    if (valid == ROOTSIG_OK)
        rsig_fuzz_laws(ctx, sig, &so);
}

#endif
