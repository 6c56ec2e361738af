/*
 * fuzz_metadata.c: the LLVM-metadata front end on arbitrary text: every
 * entry decoded at once (rootsig_parse_metadata_all), the entry list, and
 * one entry by name; each decoded signature then goes everywhere a
 * signature can go. First, the fast path and the grammar must read the
 * input alike (paths.h); and the module read in parts (split.c) and its
 * entries checked in three parts, each in a context of its own, report
 * what one pass reports (rootsig_module_each, rootsig_diag_append).
 */
#include "fuzz_common.h"
#include "paths.h"

/* A runner without threads: the tasks in turn, the last first. */
static void backwards(void *user, rootsig_task_fn task, void *arg, size_t n)
{
    (void)user;
    for (size_t i = n; i-- > 0;)
        task(arg, i);
}

typedef struct fuzz_part {
    rootsig_ctx *ctx;
    const rootsig_options *o;
} fuzz_part;

static int validate_entry(void *user, size_t index, const char *function, rootsig_signature *sig)
{
    fuzz_part *p = user;
    (void)index;
    (void)function;
    if (sig) {
        rootsig_options o = *p->o;
        o.version = rootsig_signature_version(sig);
        rootsig_validate(p->ctx, sig, &o);
    }
    return 0;
}

/* Every record of ctx rendered, with the counts, in one malloc'd string. */
static char *rendered(rootsig_ctx *ctx, size_t *len)
{
    size_t n = rootsig_diag_count(ctx), cap = 64, k = 0;
    char *s = malloc(cap);
    rsig_fuzz_check(s != NULL);
    k = (size_t)snprintf(s, cap, "%zu %zu\n", rootsig_error_count(ctx),
                         rootsig_warning_count(ctx));
    for (size_t i = 0; i < n; i++) {
        const char *r = rootsig_diag_render(ctx, i);
        rsig_fuzz_check(r != NULL);
        size_t rl = strlen(r);
        if (k + rl + 1 > cap) {
            cap = 2 * (k + rl + 1);
            s = realloc(s, cap);
            rsig_fuzz_check(s != NULL);
        }
        memcpy(s + k, r, rl + 1);
        k += rl;
    }
    *len = k;
    return s;
}

static void parts_as_one_pass(const char *text, size_t len, const rootsig_options *o, uint8_t cut)
{
    rootsig_ctx *one, *ctx, *b, *c;
    if (rootsig_ctx_create(NULL, &one) != ROOTSIG_OK)
        return;
    fuzz_part p = {one, o};
    rootsig_status st = rootsig_parse_metadata_each(one, "fuzz.ll", text, len, o, validate_entry,
                                                    &p, NULL);
    size_t want_len;
    char *want = rendered(one, &want_len);
    rootsig_ctx_destroy(one);
    if (st == ROOTSIG_ERR_NOMEM || rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK) {
        free(want);
        return;
    }
    /* and the module read in parts of a few lines (split.c), the last part first */
    rootsig_runner r = {backwards, NULL, 2u + (cut & 7u)};
    rootsig_ctx_set_runner(ctx, &r);
    ctx->part_bytes = 16u + (uint32_t)(len / (2u + (cut >> 5)));
    const rootsig_module *m = NULL;
    size_t n = 0;
    st = rootsig_module_open(ctx, "fuzz.ll", text, len, o, &m, &n);
    rsig_fuzz_check((st == ROOTSIG_OK) == (m != NULL));
    if (m && rootsig_ctx_create(NULL, &b) == ROOTSIG_OK) {
        if (rootsig_ctx_create(NULL, &c) == ROOTSIG_OK) {
            size_t x = n * (cut & 15) / 15, y = x + (n - x) * (cut >> 4) / 15;
            fuzz_part pa = {ctx, o}, pb = {b, o}, pc = {c, o};
            /* the last part first: parts do not depend on each other */
            rsig_fuzz_check(rootsig_module_each(c, m, y, n - y, o, validate_entry, &pc) !=
                            ROOTSIG_ERR_ARG);
            rsig_fuzz_check(rootsig_module_each(ctx, m, 0, x, o, validate_entry, &pa) !=
                            ROOTSIG_ERR_ARG);
            rsig_fuzz_check(rootsig_module_each(b, m, x, y - x, o, validate_entry, &pb) !=
                            ROOTSIG_ERR_ARG);
            rsig_fuzz_check(rootsig_diag_append(ctx, b) == ROOTSIG_OK);
            rsig_fuzz_check(rootsig_diag_append(ctx, c) == ROOTSIG_OK);
            rootsig_ctx_destroy(c);
        }
        rootsig_ctx_destroy(b);
    }
    size_t got_len;
    char *got = rendered(ctx, &got_len);
    rsig_fuzz_check(got_len == want_len && memcmp(got, want, want_len) == 0);
    free(got);
    free(want);
    rootsig_ctx_destroy(ctx);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    rootsig_options o = rsig_fuzz_options(data[0]);
    o.version = (data[0] & 32) ? o.version : (rootsig_version)0;
    const char *text = (const char *)data + 1;
    size_t len = size - 1;
    rsig_path_compare(true, text, len, &o);
    parts_as_one_pass(text, len, &o, size > 1 ? data[size - 1] : 0);
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
