/*
 * fuzz_metadata.c: the LLVM-metadata front end on arbitrary text: every
 * entry decoded at once (rootsig_parse_metadata_all), the entry list, and
 * one entry by name; each decoded signature then goes everywhere a
 * signature can go. First, the fast path and the grammar must read the
 * input alike (paths.h); and the module read in parts (split.c) and its
 * entries checked in three parts, each in a context of its own, report
 * what one pass reports (rootsig_module_each, rootsig_diag_append), the
 * first part's records shown and cleared as they come as `rootsig check`
 * does (rootsig_diag_clear).
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

/* A growing string. */
typedef struct fuzz_text {
    char *s;
    size_t len, cap;
} fuzz_text;

static void text_put(fuzz_text *t, const char *p, size_t n)
{
    if (t->len + n + 1 > t->cap) {
        t->cap = 2 * (t->len + n + 1);
        t->s = realloc(t->s, t->cap);
        rsig_fuzz_check(t->s != NULL);
    }
    memcpy(t->s + t->len, p, n);
    t->len += n;
    t->s[t->len] = 0;
}

/* Every record of ctx rendered, appended to t. */
static void put_records(fuzz_text *t, rootsig_ctx *ctx)
{
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++) {
        const char *r = rootsig_diag_render(ctx, i);
        rsig_fuzz_check(r != NULL);
        text_put(t, r, strlen(r));
    }
}

typedef struct fuzz_part {
    rootsig_ctx *ctx;
    const rootsig_options *o;
    size_t every;      /* show and clear the records every so many (0: never) */
    fuzz_text *shown;
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
    if (p->every && rootsig_diag_count(p->ctx) >= p->every) {
        size_t errors = rootsig_error_count(p->ctx);
        put_records(p->shown, p->ctx);
        rootsig_diag_clear(p->ctx);
        rsig_fuzz_check(rootsig_diag_count(p->ctx) == 0 && rootsig_error_count(p->ctx) == errors);
    }
    return 0;
}

/* The counts, the records shown before (may be NULL), then every record of ctx: a malloc'd string. */
static char *rendered(rootsig_ctx *ctx, const fuzz_text *shown, size_t *len)
{
    fuzz_text t = {NULL, 0, 0};
    char head[64];
    int n = snprintf(head, sizeof head, "%zu %zu\n", rootsig_error_count(ctx),
                     rootsig_warning_count(ctx));
    text_put(&t, head, (size_t)n);
    if (shown && shown->len)
        text_put(&t, shown->s, shown->len);
    put_records(&t, ctx);
    *len = t.len;
    return t.s;
}

static void parts_as_one_pass(const char *text, size_t len, const rootsig_options *o, uint8_t cut)
{
    rootsig_ctx *one, *ctx, *b, *c;
    if (rootsig_ctx_create(NULL, &one) != ROOTSIG_OK)
        return;
    fuzz_part p = {one, o, 0, NULL};
    rootsig_status st = rootsig_parse_metadata_each(one, "fuzz.ll", text, len, o, validate_entry,
                                                    &p, NULL);
    size_t want_len;
    char *want = rendered(one, NULL, &want_len);
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
    fuzz_text shown = {NULL, 0, 0};
    st = rootsig_module_open(ctx, "fuzz.ll", text, len, o, &m, &n);
    rsig_fuzz_check((st == ROOTSIG_OK) == (m != NULL));
    if (m && rootsig_ctx_create(NULL, &b) == ROOTSIG_OK) {
        if (rootsig_ctx_create(NULL, &c) == ROOTSIG_OK) {
            size_t x = n * (cut & 15) / 15, y = x + (n - x) * (cut >> 4) / 15;
            /* the first part's records shown and cleared every 1 to 8 (or kept: cut < 64) */
            fuzz_part pa = {ctx, o, cut >> 6 ? (size_t)1 << ((cut >> 6) - 1) : 0, &shown};
            fuzz_part pb = {b, o, 0, NULL}, pc = {c, o, 0, NULL};
            /* the last part first: parts do not depend on each other */
            rsig_fuzz_check(rootsig_module_each(c, m, y, n - y, o, validate_entry, &pc) !=
                            ROOTSIG_ERR_ARG);
            rsig_fuzz_check(rootsig_module_each(ctx, m, 0, x, o, validate_entry, &pa) !=
                            ROOTSIG_ERR_ARG);
            rsig_fuzz_check(rootsig_module_each(b, m, x, y - x, o, validate_entry, &pb) !=
                            ROOTSIG_ERR_ARG);
            rsig_fuzz_check(rootsig_diag_append(ctx, b) == ROOTSIG_OK);
            if (pa.every) {
                /* as `rootsig check` does: ctx's records shown, then c's from c itself */
                size_t own = 0;
                put_records(&shown, ctx);
                rootsig_diag_clear(ctx);
                rsig_fuzz_check(rootsig_diag_append_shown(ctx, c, &own) == ROOTSIG_OK);
                rsig_fuzz_check(own <= rootsig_diag_count(c));
                for (size_t k = 0; k < own; k++) {
                    const char *rec = rootsig_diag_render(c, k);
                    rsig_fuzz_check(rec != NULL);
                    text_put(&shown, rec, strlen(rec));
                }
            } else {
                rsig_fuzz_check(rootsig_diag_append(ctx, c) == ROOTSIG_OK);
            }
            rootsig_ctx_destroy(c);
        }
        rootsig_ctx_destroy(b);
    }
    size_t got_len;
    char *got = rendered(ctx, &shown, &got_len);
    rsig_fuzz_check(got_len == want_len && memcmp(got, want, want_len) == 0);
    free(got);
    free(shown.s);
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
