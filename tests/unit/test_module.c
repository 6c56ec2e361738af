/*
 * A module read once and decoded in parts (rootsig_module_open,
 * rootsig_module_each), the parts' diagnostics appended in order
 * (rootsig_diag_append): the same signatures and the same diagnostics,
 * record for record, as one rootsig_parse_metadata_each over the whole
 * module, for every way of cutting it, at every error limit, with the
 * warning limit met, with -Werror, and from threads at once.
 */
#include <criterion/criterion.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "internal.h"
#include "parse_metadata.h"
#include "rootsig.h"

/* ---- modules ---------------------------------------------------------------- */

typedef struct text {
    char *s;
    size_t len, cap;
} text;

static void put(text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(text *t, const char *fmt, ...)
{
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(t->s + t->len, t->cap - t->len, fmt, ap);
        va_end(ap);
        cr_assert_geq(n, 0);
        if ((size_t)n < t->cap - t->len) {
            t->len += (size_t)n;
            return;
        }
        t->cap = t->cap * 2 + (size_t)n + 64;
        t->s = realloc(t->s, t->cap);
        cr_assert_not_null(t->s);
    }
}

/* Kinds of entry, each with what it draws. */
enum {
    E_VALID,     /* nothing */
    E_EMPTY,     /* a table without ranges: warning RS2034 */
    E_DENIED,    /* a CBV for the pixel stage that RootFlags denies: warning RS2043 and a note */
    E_UNDECODED, /* an element LLVM does not know: error RS3021 */
    E_OVERLAP,   /* two root CBVs on one register: error RS2040 and a note */
    E_KINDS
};

/*
 * A module of n entries, one function each, of kinds drawn from seed (the
 * weights in w, which sum to 100): the lines are in clang's form, so that
 * the nodes are lazy, and the element nodes of neighbouring entries are
 * not shared (each entry's own lines).
 */
static char *module(uint32_t n, uint32_t seed, const unsigned w[E_KINDS], size_t *len)
{
    text t = {malloc(4096), 0, 4096};
    cr_assert_not_null(t.s);
    put(&t, "target triple = \"dxilv1.0-pc-shadermodel6.0-compute\"\n\n");
    for (uint32_t i = 0; i < n; i++)
        put(&t, "define void @f%u() {\nentry:\n  ret void\n}\n\n", i);
    put(&t, "!dx.rootsignatures = !{");
    for (uint32_t i = 0; i < n; i++)
        put(&t, "%s!%u", i ? ", " : "", 4 * i);
    put(&t, "}\n");
    uint32_t x = seed;
    for (uint32_t i = 0; i < n; i++) {
        x = x * 1103515245u + 12345u;
        unsigned r = (x >> 16) % 100, k = 0, acc = w[0];
        while (r >= acc)
            acc += w[++k];
        uint32_t e = 4 * i;
        put(&t, "!%u = !{ptr @f%u, !%u, i32 2}\n", e, i, e + 1);
        put(&t, "!%u = !{!%u, !%u}\n", e + 1, e + 2, e + 3);
        switch (k) {
        case E_VALID:
            put(&t, "!%u = !{!\"RootCBV\", i32 0, i32 %u, i32 0, i32 4}\n", e + 2, i);
            put(&t, "!%u = !{!\"RootFlags\", i32 1}\n", e + 3);
            break;
        case E_EMPTY:
            put(&t, "!%u = !{!\"DescriptorTable\", i32 0}\n", e + 2);
            put(&t, "!%u = !{!\"RootFlags\", i32 1}\n", e + 3);
            break;
        case E_DENIED:
            put(&t, "!%u = !{!\"RootCBV\", i32 5, i32 %u, i32 0, i32 4}\n", e + 2, i);
            put(&t, "!%u = !{!\"RootFlags\", i32 32}\n", e + 3);
            break;
        case E_UNDECODED:
            put(&t, "!%u = !{!\"NotAnElement\", i32 0}\n", e + 2);
            put(&t, "!%u = !{!\"RootFlags\", i32 1}\n", e + 3);
            break;
        default:
            put(&t, "!%u = !{!\"RootCBV\", i32 0, i32 %u, i32 0, i32 4}\n", e + 2, i);
            put(&t, "!%u = !{!\"RootCBV\", i32 0, i32 %u, i32 0, i32 4}\n", e + 3, i);
            break;
        }
    }
    *len = t.len;
    return t.s; /* t.s[len] is the NUL vsnprintf wrote */
}

/* ---- what a run reports ------------------------------------------------------ */

/* What the entries' callback saw: each entry's function and RTS0 bytes (or why none). */
typedef struct seen {
    const rootsig_options *opt;
    char (*line)[96]; /* one per entry */
} seen;

typedef struct part {
    seen *s;
    rootsig_ctx *ctx;
} part;

static int take(void *user, size_t index, const char *function, rootsig_signature *sig)
{
    part *p = user;
    char *l = p->s->line[index];
    if (sig == NULL) {
        snprintf(l, 96, "%s: none", function);
        return 0;
    }
    rootsig_options o = *p->s->opt;
    o.version = rootsig_signature_version(sig);
    rootsig_status vs = rootsig_validate(p->ctx, sig, &o);
    unsigned char b[256];
    size_t n = 0;
    rootsig_status ws = rootsig_write_rts0(p->ctx, sig, &o, b, sizeof b, &n);
    unsigned h = 2166136261u;
    for (size_t i = 0; ws == ROOTSIG_OK && i < n; i++)
        h = (h ^ b[i]) * 16777619u;
    snprintf(l, 96, "%s: validate %d, write %d, %zu bytes %08x", function, (int)vs, (int)ws, n, h);
    return 0;
}

/* Every record as rendered, and the counts: what `rootsig check` prints. */
static char *report(rootsig_ctx *ctx)
{
    text t = {malloc(1024), 0, 1024};
    cr_assert_not_null(t.s);
    t.s[0] = 0;
    put(&t, "%zu errors, %zu warnings\n", rootsig_error_count(ctx), rootsig_warning_count(ctx));
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++) {
        const char *r = rootsig_diag_render(ctx, i);
        cr_assert_not_null(r);
        put(&t, "%s", r);
    }
    return t.s;
}

static rootsig_ctx *new_ctx(int werror_off_ids)
{
    rootsig_ctx *ctx = NULL;
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    rootsig_ctx_text_in_place(ctx, 1);
    if (werror_off_ids)
        cr_assert_eq(rootsig_ctx_disable_warning(ctx, "RS2034", 1), ROOTSIG_OK);
    return ctx;
}

typedef struct run {
    char *report;
    char (*line)[96];
    rootsig_status st;
} run;

static void run_free(run *r)
{
    free(r->report);
    free(r->line);
}

/* One pass over the whole module, as rootsig check did before parts. */
static run whole(const char *m, size_t len, uint32_t n, const rootsig_options *opt, int quiet)
{
    run r;
    r.line = calloc(n, sizeof *r.line);
    cr_assert_not_null(r.line);
    rootsig_ctx *ctx = new_ctx(quiet);
    seen s = {opt, r.line};
    part p = {&s, ctx};
    size_t count = 0;
    r.st = rootsig_parse_metadata_each(ctx, "m.ll", m, len, opt, take, &p, &count);
    cr_assert_eq(count, n);
    r.report = report(ctx);
    rootsig_ctx_destroy(ctx);
    return r;
}

/*
 * The module cut before each of cuts[0 .. ncuts) (increasing), the first
 * part decoded with the context that opened it, each other with a context
 * of its own, one after another (threads: all at once), appended in order.
 */
typedef struct job {
    rootsig_ctx *ctx;
    const rootsig_module *m;
    size_t first, count;
    const rootsig_options *opt;
    seen *s;
    rootsig_status st;
} job;

static void *job_run(void *arg)
{
    job *j = arg;
    part p = {j->s, j->ctx};
    j->st = rootsig_module_each(j->ctx, j->m, j->first, j->count, j->opt, take, &p);
    return NULL;
}

static run in_parts(const char *m, size_t len, uint32_t n, const rootsig_options *opt, int quiet,
                    const size_t *cuts, size_t ncuts, int threads)
{
    run r;
    r.line = calloc(n, sizeof *r.line);
    cr_assert_not_null(r.line);
    rootsig_ctx *ctx = new_ctx(quiet);
    seen s = {opt, r.line};
    const rootsig_module *mod = NULL;
    size_t count = 0;
    cr_assert_eq(rootsig_module_open(ctx, "m.ll", m, len, opt, &mod, &count), ROOTSIG_OK);
    cr_assert_eq(count, n);
    job jobs[16];
    pthread_t th[16];
    cr_assert_lt(ncuts, 16);
    for (size_t k = 0; k <= ncuts; k++) {
        size_t from = k ? cuts[k - 1] : 0, to = k < ncuts ? cuts[k] : n;
        job j = {k ? new_ctx(quiet) : ctx, mod, from, to - from, opt, &s, ROOTSIG_OK};
        jobs[k] = j;
    }
    for (size_t k = 0; k <= ncuts; k++) {
        if (threads && k > 0)
            cr_assert_eq(pthread_create(&th[k], NULL, job_run, &jobs[k]), 0);
        else if (!threads)
            job_run(&jobs[k]);
    }
    if (threads)
        job_run(&jobs[0]);
    r.st = jobs[0].st == ROOTSIG_ERR_NOMEM ? ROOTSIG_ERR_NOMEM : ROOTSIG_OK;
    size_t errors = 0; /* the module opened without any */
    for (size_t k = 1; k <= ncuts; k++) {
        if (threads)
            cr_assert_eq(pthread_join(th[k], NULL), 0);
        cr_assert_neq(jobs[k].st, ROOTSIG_ERR_NOMEM);
        cr_assert_eq(rootsig_diag_append(ctx, jobs[k].ctx), ROOTSIG_OK);
        rootsig_ctx_destroy(jobs[k].ctx);
    }
    if (r.st == ROOTSIG_OK && rootsig_error_count(ctx) != errors)
        r.st = ROOTSIG_ERR_INPUT;
    r.report = report(ctx);
    rootsig_ctx_destroy(ctx);
    return r;
}

/*
 * What a part past the error limit decoded is not compared: one pass stops
 * decoding there (entries come undecoded), and a part cannot know it. Its
 * diagnostics are dropped when appended, which the report shows.
 */
static void same(const run *a, const run *b, uint32_t n, const char *what)
{
    cr_assert_str_eq(b->report, a->report, "%s: the diagnostics", what);
    cr_assert_eq(b->st, a->st, "%s: the status", what);
    if (strstr(a->report, "[RS1099]"))
        return;
    for (uint32_t i = 0; i < n; i++)
        cr_assert_str_eq(b->line[i], a->line[i], "%s: entry %u", what, i);
}

static const unsigned MIXED[E_KINDS] = {40, 20, 15, 10, 15};

Test(module, parts_report_what_one_pass_does)
{
    enum { N = 60 };
    size_t len;
    char *m = module(N, 7, MIXED, &len);
    static const unsigned limits[] = {1, 2, 3, 5, 8, 13, 100};
    for (size_t li = 0; li < sizeof limits / sizeof *limits; li++) {
        for (int werror = 0; werror < 2; werror++) {
            rootsig_options opt = {0, 0, limits[li], (unsigned)werror};
            run one = whole(m, len, N, &opt, 0);
            char what[96];
            /* Two parts, cut before every entry; three, at every other pair. */
            for (size_t c = 1; c < N; c++) {
                size_t cuts[1] = {c};
                run r = in_parts(m, len, N, &opt, 0, cuts, 1, 0);
                snprintf(what, sizeof what, "limit %u, werror %d, cut %zu", limits[li], werror, c);
                same(&one, &r, N, what);
                run_free(&r);
            }
            for (size_t c = 1; c < N; c += 3) {
                for (size_t d = c + 1; d < N; d += 5) {
                    size_t cuts[2] = {c, d};
                    run r = in_parts(m, len, N, &opt, 0, cuts, 2, 0);
                    snprintf(what, sizeof what, "limit %u, werror %d, cuts %zu %zu", limits[li],
                             werror, c, d);
                    same(&one, &r, N, what);
                    run_free(&r);
                }
            }
            /* Every entry a part of its own. */
            size_t cuts[15];
            for (size_t k = 0; k < 15; k++)
                cuts[k] = 4 * k + 1;
            run r = in_parts(m, len, N, &opt, 0, cuts, 15, 0);
            snprintf(what, sizeof what, "limit %u, werror %d, 16 parts", limits[li], werror);
            same(&one, &r, N, what);
            run_free(&r);
            run_free(&one);
        }
    }
    free(m);
}

/* The limit records land where one pass puts them: checked, not only compared. */
Test(module, limit_records_where_one_pass_puts_them)
{
    static const unsigned errors_only[E_KINDS] = {0, 0, 0, 50, 50};
    size_t len;
    char *m = module(10, 3, errors_only, &len);
    rootsig_options opt = {0, 0, 4, 0};
    run one = whole(m, len, 10, &opt, 0);
    cr_assert(strncmp(one.report, "5 errors, 0 warnings\n", 21) == 0, "%s", one.report);
    const char *limit = strstr(one.report, "too many errors; stopping here (the limit is 4)");
    cr_assert_not_null(limit, "%s", one.report);
    for (size_t c = 1; c < 10; c++) {
        size_t cuts[1] = {c};
        run r = in_parts(m, len, 10, &opt, 0, cuts, 1, 0);
        cr_assert_str_eq(r.report, one.report, "cut %zu", c);
        run_free(&r);
    }
    run_free(&one);
    free(m);
}

/* A module of N_PAST entries past the warning limit (*m, *len), and one pass's report of it. */
enum { N_PAST = 1500 };
static run past_the_warning_limit(char **m, size_t *len, const rootsig_options *opt)
{
    static const unsigned warnings_only[E_KINDS] = {10, 60, 30, 0, 0};
    *m = module(N_PAST, 11, warnings_only, len);
    run one = whole(*m, *len, N_PAST, opt, 0);
    cr_assert_not_null(strstr(one.report, "[RS5004]"), "the warning limit was met");
    return one;
}

/* A module of 40 entries with an error or two each (*m, *len), and one pass's report at a limit of 4. */
static const rootsig_options LIMIT_FOUR = {0, 0, 4, 0};
static run past_the_error_limit(char **m, size_t *len)
{
    static const unsigned errors_only[E_KINDS] = {0, 0, 0, 50, 50};
    *m = module(40, 3, errors_only, len);
    run one = whole(*m, *len, 40, &LIMIT_FOUR, 0);
    cr_assert_not_null(strstr(one.report, "(the limit is 4)"), "%s", one.report);
    return one;
}

/* A thousand warnings and more: the warning limit's record, at the same place. */
Test(module, warning_limit_met_across_parts)
{
    enum { N = N_PAST };
    size_t len;
    char *m;
    rootsig_options opt = {0, 0, 0, 0};
    run one = past_the_warning_limit(&m, &len, &opt);
    static const size_t cut_at[] = {1, 500, 999, 1000, 1001, 1200, 1499};
    for (size_t i = 0; i < sizeof cut_at / sizeof *cut_at; i++) {
        size_t cuts[1] = {cut_at[i]};
        run r = in_parts(m, len, N, &opt, 0, cuts, 1, 0);
        same(&one, &r, N, "warning limit");
        run_free(&r);
    }
    size_t three[2] = {600, 1100};
    run r = in_parts(m, len, N, &opt, 0, three, 2, 0);
    same(&one, &r, N, "warning limit, three parts");
    run_free(&r);
    /* A warning disabled in every context: the limit is not met. */
    run quiet = whole(m, len, N, &opt, 1);
    cr_assert_null(strstr(quiet.report, "[RS5004]"));
    run rq = in_parts(m, len, N, &opt, 1, three, 2, 0);
    same(&quiet, &rq, N, "RS2034 off");
    run_free(&rq);
    run_free(&quiet);
    run_free(&one);
    free(m);
}

/*
 * Parts one after another, each context told the counts of the parts
 * before it (rootsig_diag_count_before): exactly (all of them appended),
 * or stale (those before the previous part: a lower bound). *last: the
 * records the last part's context formed.
 */
static run counted_before(const char *m, size_t len, uint32_t n, const rootsig_options *opt,
                          const size_t *cuts, size_t ncuts, bool stale, size_t *last)
{
    run r;
    r.line = calloc(n, sizeof *r.line);
    cr_assert_not_null(r.line);
    rootsig_ctx *ctx = new_ctx(0);
    seen s = {opt, r.line};
    const rootsig_module *mod = NULL;
    size_t count = 0;
    cr_assert_eq(rootsig_module_open(ctx, "m.ll", m, len, opt, &mod, &count), ROOTSIG_OK);
    size_t errors = 0, warnings = 0; /* what the parts before the previous one reported */
    for (size_t k = 0; k <= ncuts; k++) {
        size_t from = k ? cuts[k - 1] : 0, to = k < ncuts ? cuts[k] : n;
        rootsig_ctx *other = new_ctx(0);
        if (stale)
            rootsig_diag_count_before(other, errors, warnings);
        else
            rootsig_diag_count_before(other, rootsig_error_count(ctx), rootsig_warning_count(ctx));
        errors = rootsig_error_count(ctx);
        warnings = rootsig_warning_count(ctx);
        part p = {&s, other};
        rootsig_status st = rootsig_module_each(other, mod, from, to - from, opt, take, &p);
        cr_assert_neq(st, ROOTSIG_ERR_NOMEM);
        *last = rootsig_diag_count(other);
        cr_assert_eq(rootsig_diag_append(ctx, other), ROOTSIG_OK);
        rootsig_ctx_destroy(other);
    }
    r.st = rootsig_error_count(ctx) ? ROOTSIG_ERR_INPUT : ROOTSIG_OK;
    r.report = report(ctx);
    rootsig_ctx_destroy(ctx);
    return r;
}

/*
 * The same report as one pass, and a part that starts past a limit forms
 * one diagnostic only: the one that says the limit is met (without the
 * counts, the last part below formed a warning for most of its entries).
 */
Test(module, parts_told_the_counts_before_them)
{
    size_t len, last = 0;
    char *m;
    rootsig_options opt = {0, 0, 0, 0};
    run one = past_the_warning_limit(&m, &len, &opt);
    static const size_t cuts[4] = {300, 600, 1100, 1300}; /* the limit met in the fourth part */
    for (int stale = 0; stale < 2; stale++) {
        run r = counted_before(m, len, N_PAST, &opt, cuts, 4, stale, &last);
        same(&one, &r, N_PAST, stale ? "warnings, counts a part behind" : "warnings, counts");
        if (!stale)
            cr_assert_eq(last, 1, "the last part formed %zu records", last);
        run_free(&r);
    }
    run_free(&one);
    free(m);
    /* The error limit (4), met in the second part. */
    one = past_the_error_limit(&m, &len);
    static const size_t ecuts[3] = {2, 12, 30};
    for (int stale = 0; stale < 2; stale++) {
        run r = counted_before(m, len, 40, &LIMIT_FOUR, ecuts, 3, stale, &last);
        same(&one, &r, 40, stale ? "errors, counts a part behind" : "errors, counts");
        if (!stale)
            cr_assert_eq(last, 1, "the last part formed %zu records", last);
        run_free(&r);
    }
    run_free(&one);
    free(m);
    /* The counts never go down. */
    rootsig_ctx *ctx = new_ctx(0);
    rootsig_diag_count_before(ctx, 3, 1000);
    rootsig_diag_count_before(ctx, 1, 10);
    cr_assert_eq(rootsig_error_count(ctx), 3);
    cr_assert_eq(rootsig_warning_count(ctx), 1000);
    rootsig_ctx_destroy(ctx);
    rootsig_diag_count_before(NULL, 1, 1); /* a no-op */
}

/* Threads at once, each part its own context; the module is not written. */
Test(module, threads_decode_parts_at_once)
{
    enum { N = 3000 };
    size_t len;
    char *m = module(N, 5, MIXED, &len);
    rootsig_options opt = {0, 0, 100000, 0};
    run one = whole(m, len, N, &opt, 0);
    for (int rep = 0; rep < 3; rep++) {
        size_t cuts[7];
        for (size_t k = 0; k < 7; k++)
            cuts[k] = N * (k + 1) / 8 + (size_t)rep;
        run r = in_parts(m, len, N, &opt, 0, cuts, 7, 1);
        same(&one, &r, N, "eight threads");
        run_free(&r);
    }
    run_free(&one);
    free(m);
}

/* The node table and the module's state are as they were read, whatever is decoded. */
Test(module, not_written_by_decoding)
{
    enum { N = 200 };
    size_t len;
    char *m = module(N, 9, MIXED, &len);
    rootsig_ctx *ctx = new_ctx(0);
    const rootsig_module *mod = NULL;
    size_t count = 0;
    cr_assert_eq(rootsig_module_open(ctx, "m.ll", m, len, NULL, &mod, &count), ROOTSIG_OK);
    /* struct rootsig_module begins with the state it was read into (parse.c) */
    const rsig_md_state *ps = (const rsig_md_state *)(const void *)mod;
    size_t bytes = (size_t)ps->nnodes * sizeof *ps->nodes;
    void *nodes = malloc(bytes);
    rsig_md_state *state = malloc(sizeof *state);
    cr_assert(nodes && state);
    memcpy(nodes, ps->nodes, bytes);
    memcpy(state, ps, sizeof *state);
    uint32_t lazy = 0;
    for (uint32_t i = 0; i < ps->nnodes; i++)
        lazy += ps->nodes[i].lazy;
    cr_assert_gt(lazy, 3 * N, "the element lines are lazy (%u)", lazy);
    char (*line)[96] = calloc(N, sizeof *line);
    rootsig_options all = {0, 0, 100000, 0}; /* no limit: every entry decoded */
    seen s = {&all, line};
    rootsig_ctx *other = new_ctx(0);
    part p = {&s, other};
    /* Backwards, in pieces, in both contexts. */
    for (size_t k = N; k > 0; k -= 20) {
        p.ctx = k % 40 ? other : ctx;
        rootsig_module_each(p.ctx, mod, k - 20, 20, &all, take, &p);
    }
    cr_assert_eq(memcmp(nodes, ps->nodes, bytes), 0, "the node table");
    cr_assert_eq(memcmp(state, ps, sizeof *state), 0, "the module's state");
    /* And what they decoded is what one pass decodes. */
    run one = whole(m, len, N, &all, 0);
    for (uint32_t i = 0; i < N; i++)
        cr_assert_str_eq(line[i], one.line[i], "entry %u", i);
    run_free(&one);
    free(line);
    free(nodes);
    free(state);
    rootsig_ctx_destroy(other);
    rootsig_ctx_destroy(ctx);
    free(m);
}

Test(module, arguments)
{
    size_t len;
    char *m = module(4, 1, MIXED, &len);
    rootsig_ctx *ctx = new_ctx(0);
    const rootsig_module *mod = (const rootsig_module *)1;
    size_t count = 9;
    cr_assert_eq(rootsig_module_open(ctx, "m.ll", m, len, NULL, NULL, &count), ROOTSIG_ERR_ARG);
    cr_assert_eq(count, 0);
    cr_assert_eq(rootsig_module_open(ctx, "m.ll", m, len, NULL, &mod, NULL), ROOTSIG_ERR_ARG);
    cr_assert_null(mod);
    cr_assert_eq(rootsig_module_open(NULL, "m.ll", m, len, NULL, &mod, &count), ROOTSIG_ERR_ARG);
    rootsig_options bad = {(rootsig_version)9, 0, 0, 0};
    cr_assert_eq(rootsig_module_open(ctx, "m.ll", m, len, &bad, &mod, &count), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_module_open(ctx, "m.ll", m, len, NULL, &mod, &count), ROOTSIG_OK);
    cr_assert_eq(count, 4);
    char (*line)[96] = calloc(4, sizeof *line);
    seen s = {&(rootsig_options){0}, line};
    part p = {&s, ctx};
    cr_assert_eq(rootsig_module_each(ctx, mod, 0, 5, NULL, take, &p), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_module_each(ctx, mod, 5, 0, NULL, take, &p), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_module_each(ctx, mod, 3, SIZE_MAX, NULL, take, &p), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_module_each(ctx, mod, 0, 1, NULL, NULL, &p), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_module_each(ctx, NULL, 0, 1, NULL, take, &p), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_module_each(NULL, mod, 0, 1, NULL, take, &p), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_module_each(ctx, mod, 0, 1, &bad, take, &p), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_module_each(ctx, mod, 4, 0, NULL, take, &p), ROOTSIG_OK);
    cr_assert_eq(rootsig_diag_count(ctx), 0);
    free(line);
    /* A module without entries is an error, as for rootsig_parse_metadata_each. */
    static const char empty[] = "!dx.rootsignatures = !{}\n";
    cr_assert_eq(rootsig_module_open(ctx, "e.ll", empty, sizeof empty - 1, NULL, &mod, &count),
                 ROOTSIG_ERR_INPUT);
    cr_assert_null(mod);
    cr_assert_eq(count, 0);
    cr_assert_str_eq(rootsig_diag_get(ctx, 0)->message, "!dx.rootsignatures has no entries");
    rootsig_ctx_destroy(ctx);
    free(m);
}

/* ---- rootsig_diag_append -------------------------------------------------------- */

Test(diag_append, refuses_records_about_text_the_source_read)
{
    rootsig_ctx *a = new_ctx(0), *b = new_ctx(0);
    rootsig_signature *sig = NULL;
    static const char dsl[] = "CBV(b0),\nCBV(b0)";
    cr_assert_eq(rootsig_parse_dsl(b, "b.rs", dsl, sizeof dsl - 1, NULL, &sig), ROOTSIG_OK);
    cr_assert_eq(rootsig_validate(b, sig, NULL), ROOTSIG_ERR_INPUT);
    size_t nb = rootsig_diag_count(b);
    cr_assert_gt(nb, 0);
    cr_assert_eq(rootsig_diag_append(a, b), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_diag_count(a), 0, "nothing appended");
    cr_assert_eq(rootsig_error_count(a), 0);
    cr_assert_eq(rootsig_diag_append(a, a), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_diag_append(NULL, b), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_diag_append(a, NULL), ROOTSIG_ERR_ARG);
    size_t shown = 7;
    cr_assert_eq(rootsig_diag_append_shown(a, b, &shown), ROOTSIG_ERR_ARG);
    cr_assert_eq(shown, 0);
    cr_assert_eq(rootsig_error_count(a), 0);
    cr_assert_eq(rootsig_diag_append_shown(a, b, NULL), ROOTSIG_ERR_ARG);
    shown = 7;
    cr_assert_eq(rootsig_diag_append_shown(NULL, b, &shown), ROOTSIG_ERR_ARG);
    cr_assert_eq(shown, 0);
    /* The other way: b's signature validated in a is about b's text, which b keeps. */
    cr_assert_eq(rootsig_validate(a, sig, NULL), ROOTSIG_ERR_INPUT);
    rootsig_ctx *c = new_ctx(0);
    cr_assert_eq(rootsig_diag_append(c, a), ROOTSIG_OK);
    cr_assert_eq(rootsig_diag_count(c), rootsig_diag_count(a));
    cr_assert_eq(rootsig_error_count(c), rootsig_error_count(a));
    /* Counted, not copied: the same counts, no record */
    rootsig_ctx *d = new_ctx(0);
    shown = 0;
    cr_assert_eq(rootsig_diag_append_shown(d, a, &shown), ROOTSIG_OK);
    cr_assert_eq(shown, rootsig_diag_count(a));
    cr_assert_eq(rootsig_diag_count(d), 0);
    cr_assert_eq(rootsig_error_count(d), rootsig_error_count(a));
    cr_assert_eq(rootsig_warning_count(d), rootsig_warning_count(a));
    rootsig_ctx_destroy(d);
    for (size_t i = 0; i < rootsig_diag_count(a); i++) {
        const rootsig_diag *x = rootsig_diag_get(a, i), *y = rootsig_diag_get(c, i);
        cr_assert_str_eq(y->message, x->message);
        cr_assert_neq(y->message, x->message, "a copy");
        cr_assert_eq(y->line, x->line);
        cr_assert_eq(y->column, x->column);
        cr_assert_eq(y->note_count, x->note_count);
        cr_assert_str_eq(rootsig_diag_render(c, i), rootsig_diag_render(a, i));
    }
    rootsig_ctx_destroy(a); /* c's copies do not point into a */
    for (size_t i = 0; i < rootsig_diag_count(c); i++)
        cr_assert_not_null(rootsig_diag_render(c, i));
    rootsig_ctx_destroy(c);
    rootsig_ctx_destroy(b);
}

/*
 * A context locating offsets in another's text keeps a line map of its own:
 * the text's owner's map is not written (two threads would write it at
 * once), and lines are right in both.
 */
Test(diag_append, another_contexts_text_gets_a_line_map_of_its_own)
{
    rootsig_ctx *a = new_ctx(0), *b = new_ctx(0);
    text t = {malloc(64), 0, 64};
    for (int i = 0; i < 3000; i++)
        put(&t, "CBV(b%d),\n", i);
    put(&t, "CBV(b7)");
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_parse_dsl(a, "a.rs", t.s, t.len, NULL, &sig), ROOTSIG_OK);
    const rsig_source *src = sig->src;
    cr_assert_eq(src->nmarks, 0);
    cr_assert_eq(rootsig_validate(b, sig, NULL), ROOTSIG_ERR_INPUT);
    cr_assert_eq(src->nmarks, 0, "a's map untouched");
    const rootsig_diag *d = rootsig_diag_get(b, 0);
    cr_assert_eq(d->line, 3001);
    cr_assert_eq(d->column, 1);
    cr_assert_eq(rootsig_diag_get(b, 1)->line, 8, "the note, at the other CBV(b7)");
    cr_assert_eq(rootsig_validate(a, sig, NULL), ROOTSIG_ERR_INPUT);
    cr_assert_gt(src->nmarks, 0, "a's own map");
    cr_assert_eq(rootsig_diag_get(a, 0)->line, 3001);
    rootsig_ctx_destroy(b);
    rootsig_ctx_destroy(a);
    free(t.s);
}

/* ---- a module read in parts (split.c) -------------------------------------------- */

/* A runner without threads: the tasks one after another, the last first. */
static void backwards(void *user, rootsig_task_fn task, void *arg, size_t n)
{
    (void)user;
    for (size_t i = n; i-- > 0;)
        task(arg, i);
}

typedef struct thread_task {
    rootsig_task_fn task;
    void *arg;
    size_t i;
} thread_task;

static void *thread_task_run(void *p)
{
    thread_task *t = p;
    t->task(t->arg, t->i);
    return NULL;
}

/* A runner with a thread a task. */
static void threads(void *user, rootsig_task_fn task, void *arg, size_t n)
{
    (void)user;
    pthread_t th[64];
    thread_task t[64];
    cr_assert_leq(n, 64);
    for (size_t i = 0; i < n; i++) {
        thread_task x = {task, arg, i};
        t[i] = x;
        cr_assert_eq(pthread_create(&th[i], NULL, thread_task_run, &t[i]), 0);
    }
    for (size_t i = 0; i < n; i++)
        cr_assert_eq(pthread_join(th[i], NULL), 0);
}

/* A context whose runner is runs at threads at once, in parts of part_bytes. */
static void lend(rootsig_ctx *ctx, void (*runs)(void *, rootsig_task_fn, void *, size_t),
                 unsigned threads, uint32_t part_bytes)
{
    rootsig_runner r = {runs, NULL, threads};
    rootsig_ctx_set_runner(ctx, &r);
    ctx->part_bytes = part_bytes;
}

/*
 * module()'s text with lines of every other kind between its definitions
 * (at random, from seed): empty nodes and named ones (read in order, not
 * indexed), comments and blank lines, a definition over two lines whose
 * second starts as a definition would, indented and spaced ones, floats
 * read with strtod, a double that float cannot hold (drawing a warning
 * when read), a line of three nodes (two inline), and, with bad,
 * references to nodes never defined and (bad 2) a line that starts like a
 * definition and is none (errors).
 */
static char *odd_module(uint32_t n, uint32_t seed, int bad, size_t *len)
{
    size_t plain_len;
    char *plain = module(n, seed, MIXED, &plain_len);
    text t = {malloc(plain_len * 2 + 4096), 0, plain_len * 2 + 4096};
    cr_assert_not_null(t.s);
    uint32_t x = seed * 7 + 1, extra = 1000000, odd = 0;
    for (const char *p = plain, *e = plain + plain_len; p < e;) {
        const char *nl = memchr(p, '\n', (size_t)(e - p));
        size_t l = nl ? (size_t)(nl - p) + 1 : (size_t)(e - p);
        put(&t, "%.*s", (int)l, p);
        p += l;
        if (p[-1] != '\n' || (p < e && p[0] != '!'))
            continue;
        x = x * 1103515245u + 12345u;
        switch ((x >> 16) % 16) {
        case 0: put(&t, "!%u = !{}\n", extra++); break;
        case 1: put(&t, "!named.%u = !{!%u}\n", odd++, extra - 1 > 1000000 ? extra - 1 : 0); break;
        case 2: put(&t, "; a comment !%u = !{}\n\n", extra); break;
        case 3:
            put(&t, "!%u = !{!\"two lines\",\n!%u, i32 7}\n", extra, extra - 1 > 1000000 ? extra - 1 : 0);
            extra++;
            break;
        case 4: put(&t, "  !%u  =  !{ i32 1 ,i32 2 }\n", extra++); break;
        case 5: put(&t, "!%u = !{double 0x3FB999999999999A}\n", extra++); break;
        case 8: put(&t, "!%u = !{float 2.5e-01, double 0.125000000000000000000000000001}\n", extra++); break;
        case 9: /* three nodes on one line: two inline */
            put(&t, "!%u = !{!{i32 1}, !{!\"inline\"}}\n", extra++);
            break;
        case 6:
            if (bad == 2)
                put(&t, "!%u is not a definition\n", extra);
            break;
        case 7: /* a reference past every number defined, and one before them */
            if (bad)
                put(&t, "!%u = !{!%u, i32 0}\n", extra++, 3000000 + odd++);
            break;
        default: break;
        }
    }
    free(plain);
    *len = t.len;
    return t.s;
}

/* The module's state and table as read, but for where operands were put. */
static void same_table(const rsig_md_state *a, const rsig_md_state *b, const char *what)
{
    cr_assert_eq(b->nnodes, a->nnodes, "%s: nodes", what);
    cr_assert_eq(b->ndefs, a->ndefs, "%s", what);
    cr_assert_eq(b->max_def, a->max_def, "%s", what);
    cr_assert_eq(b->ref_min, a->ref_min, "%s", what);
    cr_assert_eq(b->ref_max, a->ref_max, "%s", what);
    cr_assert_eq(b->in_order, a->in_order, "%s", what);
    cr_assert_eq(b->shift, a->shift, "%s", what);
    cr_assert_eq(b->nentries, a->nentries, "%s", what);
    for (uint32_t i = 0; i < a->nnodes; i++) {
        const rsig_md_node *x = &a->nodes[i], *y = &b->nodes[i];
        cr_assert(x->at.off == y->at.off && x->at.len == y->at.len && x->def_off == y->def_off &&
                      x->def_len == y->def_len && x->number == y->number &&
                      x->count == y->count && x->lazy == y->lazy && x->broken == y->broken &&
                      x->special == y->special && x->distinct == y->distinct,
                  "%s: node %u", what, i);
        for (uint32_t k = 0; !x->lazy && k < x->count; k++)
            cr_assert(x->ops[k].kind == y->ops[k].kind && x->ops[k].at.off == y->ops[k].at.off,
                      "%s: node %u operand %u", what, i, k);
    }
}

/* The module as one pass without a runner reads it: the same table as ps. */
static void same_as_one_pass(const char *m, size_t len, const rsig_md_state *ps, const char *what)
{
    rootsig_ctx *one = new_ctx(0);
    const rootsig_module *pm = NULL;
    size_t count = 0;
    cr_assert_eq(rootsig_module_open(one, "m.ll", m, len, NULL, &pm, &count), ROOTSIG_OK, "%s",
                 what);
    same_table((const rsig_md_state *)(const void *)pm, ps, what);
    rootsig_ctx_destroy(one);
}

static void read_in_parts(const char *m, size_t len, uint32_t n, uint32_t part_bytes,
                          void (*runs)(void *, rootsig_task_fn, void *, size_t), unsigned nthreads)
{
    char what[64];
    snprintf(what, sizeof what, "parts of %u bytes, %u at once", part_bytes, nthreads);
    rootsig_options opt = {0, 0, 100000, 0};
    rootsig_ctx *a = new_ctx(0), *b = new_ctx(0);
    lend(b, runs, nthreads, part_bytes);
    const rootsig_module *ma = NULL, *mb = NULL;
    size_t ca = 0, cb = 0;
    rootsig_status sa = rootsig_module_open(a, "m.ll", m, len, &opt, &ma, &ca);
    rootsig_status sb = rootsig_module_open(b, "m.ll", m, len, &opt, &mb, &cb);
    cr_assert_eq(sb, sa, "%s", what);
    cr_assert_eq(cb, ca, "%s", what);
    char *ra = report(a), *rb = report(b);
    cr_assert_str_eq(rb, ra, "%s: what reading reports", what);
    free(ra);
    free(rb);
    cr_assert_gt(b->split_nodes, 0, "%s: lines taken from the parts", what);
    cr_assert_eq(b->fast_path_hits, a->fast_path_hits, "%s: lines of clang's form", what);
    if (sa == ROOTSIG_OK) {
        same_table((const rsig_md_state *)(const void *)ma, (const rsig_md_state *)(const void *)mb,
                   what);
        /* and every entry alike, decoded and validated */
        run one = whole(m, len, n, &opt, 0);
        char (*line)[96] = calloc(n, sizeof *line);
        seen s = {&opt, line};
        part p = {&s, b};
        cr_assert_eq(rootsig_module_each(b, mb, 0, cb, &opt, take, &p), one.st);
        for (uint32_t i = 0; i < n; i++)
            cr_assert_str_eq(line[i], one.line[i], "%s: entry %u", what, i);
        char *rep = report(b);
        /* one's report also has what reading reported: the same, first */
        cr_assert_str_eq(strchr(rep, '\n'), strchr(one.report, '\n'), "%s", what);
        free(rep);
        free(line);
        run_free(&one);
    }
    rootsig_ctx_destroy(a);
    rootsig_ctx_destroy(b);
}

Test(split, parts_read_as_one_pass_reads)
{
    enum { N = 300 };
    for (int bad = 0; bad < 3; bad++) {
        size_t len;
        char *m = odd_module(N, 17 + (uint32_t)bad, bad, &len);
        /* parts of every size down to a few lines, up to 8 at once, run backwards */
        static const uint32_t sizes[] = {97, 256, 1000, 4096, 20000};
        for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
            for (unsigned k = 2; k <= 8; k += 3)
                read_in_parts(m, len, N, sizes[i], backwards, k);
        read_in_parts(m, len, N, 512, threads, 8);
        free(m);
    }
}

/*
 * The module read in about k / 2 parts (of what follows the functions and
 * the list, from !0 on; part_bytes a k-th of that): every numbered line
 * taken from a part and in place (none copied), and the table as read in
 * order.
 */
static void clean_parts(const char *m, size_t len, uint32_t k)
{
    rootsig_ctx *ctx = new_ctx(0);
    const char *first = strstr(m, "\n!0 = ");
    cr_assert_not_null(first);
    size_t from = (size_t)(first + 1 - m);
    lend(ctx, backwards, 4, (uint32_t)((len - from) / k) - 16);
    const rootsig_module *mod = NULL;
    size_t count = 0;
    cr_assert_eq(rootsig_module_open(ctx, "m.ll", m, len, NULL, &mod, &count), ROOTSIG_OK);
    const rsig_md_state *ps = (const rsig_md_state *)(const void *)mod;
    cr_assert_eq(ctx->split_nodes, ps->ndefs,
                 "%u parts: every numbered line taken from a part: %zu of %u", k,
                 ctx->split_nodes, ps->ndefs);
    cr_assert_eq(ctx->split_in_place, ps->ndefs, "%u parts: all taken in place", k);
    uint32_t parts = k / 2 < 2 ? 2 : k / 2 > 16 ? 16 : k / 2; /* up to four a thread */
    cr_assert_eq(ctx->split_parts, parts, "%u: parts", k);
    same_as_one_pass(m, len, ps, "clean parts");
    rootsig_ctx_destroy(ctx);
}

/* Whole parts taken: the tasks' work is not thrown away where nothing is odd. */
Test(split, clean_parts_are_taken_whole)
{
    enum { N = 400 };
    size_t len;
    char *m = module(N, 23, MIXED, &len);
    clean_parts(m, len, 2);
    clean_parts(m, len, 3);
    clean_parts(m, len, 4);
    clean_parts(m, len, 7);
    clean_parts(m, len, 40);
    /* Twenty threads, parts of a few lines: 64 parts at most. */
    rootsig_ctx *many = new_ctx(0);
    const rootsig_module *mm = NULL;
    size_t mc = 0;
    lend(many, backwards, 20, 128);
    cr_assert_eq(rootsig_module_open(many, "m.ll", m, len, NULL, &mm, &mc), ROOTSIG_OK);
    cr_assert_eq(many->split_parts, 64);
    cr_assert_eq(many->split_in_place, ((const rsig_md_state *)(const void *)mm)->ndefs);
    rootsig_ctx_destroy(many);
    /* Without a runner, or with one of one thread, none. */
    rootsig_ctx *one = new_ctx(0);
    const rootsig_module *mod = NULL;
    size_t count = 0;
    lend(one, backwards, 1, (uint32_t)(len / 4));
    cr_assert_eq(rootsig_module_open(one, "m.ll", m, len, NULL, &mod, &count), ROOTSIG_OK);
    cr_assert_eq(one->split_nodes, 0);
    rootsig_ctx_destroy(one);
    free(m);
}

/*
 * Parts after lines that start with '!' and make no node (the second of
 * a definition of two lines) are moved down to where the table goes on;
 * parts after lines that make more than one (inline nodes) are passed and
 * read in order; runs after a named line and a comment are taken in
 * place: the table as one pass makes it in every case.
 */
Test(split, parts_moved_down_or_passed)
{
    enum { N = 400 };
    size_t len;
    char *plain = module(N, 43, MIXED, &len);
    const char *first = strstr(plain, "\n!0 = ");
    cr_assert_not_null(first);
    size_t from = (size_t)(first + 1 - plain);
    for (int kind = 0; kind < 3; kind++) {
        bool inline_nodes = kind == 1;
        /* a line of the kind after every 50th definition */
        text t = {malloc(len * 2), 0, len * 2};
        put(&t, "%.*s", (int)from, plain);
        uint32_t defs = 0;
        for (const char *p = plain + from, *e = plain + len; p < e;) {
            const char *nl = memchr(p, '\n', (size_t)(e - p));
            size_t l = nl ? (size_t)(nl - p) + 1 : (size_t)(e - p);
            put(&t, "%.*s", (int)l, p);
            p += l;
            if (++defs % 50 == 0) {
                if (kind == 1)
                    put(&t, "!%u = !{!{i32 1}, !{i32 2}, !{i32 3}}\n", 900000 + defs);
                else if (kind == 0)
                    put(&t, "!%u = !{!\"two lines\",\n!0, i32 7}\n", 900000 + defs);
                else /* a named line, then a comment the next run starts after */
                    put(&t, "!named.%u = !{}\n; a comment\n", defs);
            }
        }
        rootsig_ctx *ctx = new_ctx(0);
        lend(ctx, backwards, 4, (uint32_t)((t.len - from) / 16));
        const rootsig_module *mod = NULL;
        size_t count = 0;
        rootsig_status st = rootsig_module_open(ctx, "m.ll", t.s, t.len, NULL, &mod, &count);
        char *rep = report(ctx);
        cr_assert_eq(st, ROOTSIG_OK, "%s", rep);
        free(rep);
        const rsig_md_state *ps = (const rsig_md_state *)(const void *)mod;
        cr_assert_eq(ctx->split_parts, 8);
        cr_assert_gt(ctx->split_nodes, 0);
        if (kind == 2) {
            /* every numbered line taken from a part, in place */
            cr_assert_eq(ctx->split_nodes, ps->ndefs);
            cr_assert_eq(ctx->split_in_place, ps->ndefs);
        } else if (inline_nodes) {
            /* the first part's run, in place; the others passed */
            cr_assert_eq(ctx->split_nodes, ctx->split_in_place);
            cr_assert_lt(ctx->split_nodes, ps->ndefs / 4);
        } else {
            /* the first part's run in place, every later part's moved down */
            cr_assert_lt(ctx->split_in_place, ps->ndefs / 4, "in place %zu of %u",
                         ctx->split_in_place, ps->ndefs);
            cr_assert_gt(ctx->split_nodes - ctx->split_in_place, ps->ndefs / 2,
                         "moved %zu of %u", ctx->split_nodes - ctx->split_in_place, ps->ndefs);
        }
        same_as_one_pass(t.s, t.len, ps,
                         kind == 2 ? "named lines" : inline_nodes ? "inline nodes" : "two lines");
        rootsig_ctx_destroy(ctx);
        free(t.s);
    }
    free(plain);
}

/*
 * Parts that end where nothing follows (a tail without definitions), parts
 * whose tables fill (lines of a dozen bytes), and reading that stops
 * before the last parts (the error limit): as reading in order.
 */
Test(split, tails_full_tables_and_early_stops)
{
    enum { N = 200 };
    size_t len;
    char *plain = module(N, 29, MIXED, &len);
    text t = {malloc(len * 3), 0, len * 3};
    put(&t, "%s", plain);
    /*
     * Definitions, a long stretch without any (two parts would start at
     * the same line after it: one part fewer), then list nodes of 14 bytes
     * a line (their tables fill), then a tail without definitions, longer
     * than all the rest (the last part has nowhere to start).
     */
    size_t head = t.len;
    while (t.len < 3 * head)
        put(&t, "; nothing here %zu\n", t.len);
    for (uint32_t i = 0; i < 4000; i++)
        put(&t, "!%u = !{!2}\n", 1000 + i);
    static const uint32_t sizes[] = {600, 3000, 9000};
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
        read_in_parts(t.s, t.len, N, sizes[i], backwards, 6);
    read_in_parts(t.s, t.len, N, (uint32_t)(t.len / 4), backwards, 4);
    size_t body = t.len;
    while (t.len < 3 * body)
        put(&t, "; nothing here either %zu\n", t.len);
    /* parts of what follows the first definition (after the functions) */
    read_in_parts(t.s, t.len, N, (uint32_t)(t.len / 2 - t.len / 16), backwards, 2);
    read_in_parts(t.s, t.len, N, (uint32_t)(t.len / 3 - t.len / 16), backwards, 3);
    /* The error limit met early: the later parts are never reached, and given back. */
    size_t blen;
    char *bad = odd_module(N, 31, 2, &blen);
    for (unsigned limit = 1; limit <= 3; limit++) {
        rootsig_options opt = {0, 0, limit, 0};
        rootsig_ctx *a = new_ctx(0), *b = new_ctx(0);
        lend(b, backwards, 8, 700);
        const rootsig_module *ma = NULL, *mb = NULL;
        size_t ca = 0, cb = 0;
        cr_assert_eq(rootsig_module_open(b, "m.ll", bad, blen, &opt, &mb, &cb),
                     rootsig_module_open(a, "m.ll", bad, blen, &opt, &ma, &ca));
        char *ra = report(a), *rb = report(b);
        cr_assert_str_eq(rb, ra, "limit %u", limit);
        cr_assert_not_null(strstr(ra, "[RS1099]"), "the limit was met");
        free(ra);
        free(rb);
        rootsig_ctx_destroy(a);
        rootsig_ctx_destroy(b);
    }
    free(bad);
    free(t.s);
    free(plain);
}

/* An allocator that refuses its k-th request (and every later one, to stop at once). */
typedef struct refusing {
    size_t calls, refuse_at, live, peak;
} refusing;

static void *refusing_alloc(void *user, size_t size)
{
    refusing *r = user;
    if (++r->calls >= r->refuse_at)
        return NULL;
    void *p = malloc(size);
    if (p && (r->live += size) > r->peak)
        r->peak = r->live;
    return p;
}

static void refusing_free(void *user, void *p, size_t size)
{
    refusing *r = user;
    if (p) {
        r->live -= size;
        free(p);
    }
}

/* A context on an allocator that refuses its k-th request (NULL if that was the context's). */
static rootsig_ctx *refusing_ctx(refusing *r, size_t k)
{
    r->calls = 0;
    r->refuse_at = k;
    r->live = 0;
    rootsig_allocator al = {refusing_alloc, refusing_free, r};
    rootsig_ctx *ctx = NULL;
    if (rootsig_ctx_create(&al, &ctx) != ROOTSIG_OK)
        return NULL;
    rootsig_ctx_text_in_place(ctx, 1);
    return ctx;
}

/* Reading in parts without memory at every point: out of memory, or done; nothing kept. */
Test(split, every_allocation_refused_in_turn)
{
    enum { N = 120 };
    size_t len;
    char *m = odd_module(N, 37, 0, &len);
    rootsig_ctx *a = new_ctx(0);
    const rootsig_module *ma = NULL;
    size_t ca = 0;
    cr_assert_eq(rootsig_module_open(a, "m.ll", m, len, NULL, &ma, &ca), ROOTSIG_OK);
    char *want = report(a);
    size_t ok = 0;
    for (size_t k = 1; k < 400 && ok < 3; k++) {
        refusing r;
        rootsig_ctx *ctx = refusing_ctx(&r, k);
        if (ctx == NULL)
            continue;
        lend(ctx, backwards, 5, 1500);
        const rootsig_module *mod = NULL;
        size_t count = 0;
        rootsig_status st = rootsig_module_open(ctx, "m.ll", m, len, NULL, &mod, &count);
        cr_assert(st == ROOTSIG_OK || st == ROOTSIG_ERR_NOMEM, "refused at %zu: %d", k, (int)st);
        if (st == ROOTSIG_OK) {
            ok++;
            cr_assert_eq(count, ca);
            cr_assert_gt(ctx->split_nodes, 0);
            char *got = report(ctx);
            cr_assert_str_eq(got, want);
            free(got);
        }
        rootsig_ctx_destroy(ctx);
        cr_assert_eq(r.live, 0, "refused at %zu: all given back", k);
    }
    cr_assert_eq(ok, 3, "reading succeeds once there is memory");
    free(want);
    rootsig_ctx_destroy(a);
    free(m);
}

/*
 * Definitions indented by a blank are indexed but were not counted (their
 * lines do not start with '!'): two of them leave the first part too
 * little room for the places of the two lines after them that reading in
 * order takes, and for the line after those; that line and the rest of
 * the module are read in order, as one pass reads them.
 */
Test(split, indented_lines_fill_a_part)
{
    enum { N = 100 };
    size_t len;
    char *plain = module(N, 53, MIXED, &len);
    const char *first = strstr(plain, "\n!0 = ");
    cr_assert_not_null(first);
    size_t from = (size_t)(first + 1 - plain);
    text t = {malloc(len * 3), 0, len * 3};
    put(&t, "%.*s", (int)from, plain);
    put(&t, "!900000 = !{i32 1}\n !900001 = !{i32 2}\n !900002 = !{i32 3}\n"
            "!900003 = !{!\"two lines\",\n!900000, i32 7}\n!900004 = !{i32 4}\n");
    /* the first part ends after a comment longer than what follows it */
    size_t body = len - from;
    while (t.len < from + body + 64)
        put(&t, "; nothing to index %zu\n", t.len);
    put(&t, "%s", plain + from);
    rootsig_ctx *ctx = new_ctx(0);
    lend(ctx, backwards, 2, (uint32_t)((t.len - from) / 4));
    const rootsig_module *mod = NULL;
    size_t count = 0;
    cr_assert_eq(rootsig_module_open(ctx, "m.ll", t.s, t.len, NULL, &mod, &count), ROOTSIG_OK);
    const rsig_md_state *ps = (const rsig_md_state *)(const void *)mod;
    cr_assert_eq(ctx->split_parts, 2);
    /*
     * The first part's first run (900000 to 900002) only: the two nodes
     * not counted then put the lines before the second part a node past
     * its room, so it is read in order too.
     */
    cr_assert_eq(ctx->split_in_place, 3, "%zu", ctx->split_in_place);
    cr_assert_eq(ctx->split_nodes, 3, "%zu", ctx->split_nodes);
    same_as_one_pass(t.s, t.len, ps, "indented lines");
    rootsig_ctx_destroy(ctx);
    free(t.s);
    free(plain);
}

/*
 * A caller's allocator: the table is made when the parts count their
 * lines. Where the parts are not made after all (what follows the
 * functions too short: here a long comment before it), the lines are
 * counted then, and the module read in order as one pass reads it.
 */
Test(split, caller_allocator_without_parts)
{
    enum { N = 60 };
    size_t len;
    char *plain = module(N, 47, MIXED, &len);
    text t = {malloc(len * 5), 0, len * 5};
    while (t.len < 3 * len)
        put(&t, "; a long preamble %zu\n", t.len);
    put(&t, "%s", plain);
    rootsig_ctx *a = new_ctx(0);
    const rootsig_module *ma = NULL;
    size_t ca = 0;
    cr_assert_eq(rootsig_module_open(a, "m.ll", t.s, t.len, NULL, &ma, &ca), ROOTSIG_OK);
    for (int parts = 0; parts < 2; parts++) {
        refusing r;
        rootsig_ctx *ctx = refusing_ctx(&r, SIZE_MAX);
        cr_assert_not_null(ctx);
        /* parts of a quarter of the module: what follows the comment is one, or four */
        lend(ctx, backwards, 4, (uint32_t)(parts ? len / 4 : t.len / 4));
        const rootsig_module *mod = NULL;
        size_t count = 0;
        cr_assert_eq(rootsig_module_open(ctx, "m.ll", t.s, t.len, NULL, &mod, &count), ROOTSIG_OK);
        cr_assert_eq(count, ca);
        if (parts)
            cr_assert_gt(ctx->split_nodes, 0);
        else
            cr_assert_eq(ctx->split_nodes, 0);
        same_table((const rsig_md_state *)(const void *)ma, (const rsig_md_state *)(const void *)mod,
                   parts ? "caller's allocator, parts" : "caller's allocator, no parts");
        /* the table grew once at most: a node a line that starts with '!', and the first guess */
        const rsig_md_state *ps = (const rsig_md_state *)(const void *)mod;
        cr_assert_leq(ps->nodes_cap, ps->nnodes + 16 + 16, "%u of %u", ps->nnodes, ps->nodes_cap);
        rootsig_ctx_destroy(ctx);
        cr_assert_eq(r.live, 0);
    }
    rootsig_ctx_destroy(a);
    free(t.s);
    free(plain);
}

/* Appending without memory at every point: out of memory, never a diagnostic without its notes. */
Test(diag_append, every_allocation_refused_in_turn)
{
    enum { N = 40 };
    size_t len;
    char *m = module(N, 41, MIXED, &len);
    rootsig_options opt = {0, 0, 100000, 0};
    rootsig_ctx *from = new_ctx(0);
    size_t ok = 0;
    for (size_t k = 1; k < 2000 && ok < 3; k++) {
        refusing r;
        rootsig_ctx *dst = refusing_ctx(&r, k);
        if (dst == NULL)
            continue;
        const rootsig_module *mod = NULL;
        size_t count = 0;
        if (rootsig_module_open(dst, "m.ll", m, len, &opt, &mod, &count) != ROOTSIG_OK) {
            rootsig_ctx_destroy(dst);
            continue;
        }
        rootsig_ctx_reset(from);
        char (*line)[96] = calloc(N, sizeof *line);
        seen s = {&opt, line};
        part p = {&s, from};
        cr_assert_eq(rootsig_module_each(from, mod, 0, N, &opt, take, &p), ROOTSIG_ERR_INPUT);
        rootsig_status st = rootsig_diag_append(dst, from);
        cr_assert(st == ROOTSIG_OK || st == ROOTSIG_ERR_NOMEM, "refused at %zu", k);
        /* what was appended is whole diagnostics, each with its notes */
        for (size_t i = 0; i < rootsig_diag_count(dst);) {
            const rootsig_diag *d = rootsig_diag_get(dst, i);
            cr_assert_neq(d->severity, ROOTSIG_SEVERITY_NOTE, "refused at %zu: a note alone", k);
            for (size_t n = 1; n <= d->note_count; n++)
                cr_assert_eq(rootsig_diag_get(dst, i + n)->severity, ROOTSIG_SEVERITY_NOTE);
            i += 1 + d->note_count;
        }
        if (st == ROOTSIG_OK) {
            ok++;
            cr_assert_eq(rootsig_diag_count(dst), rootsig_diag_count(from));
        }
        free(line);
        rootsig_ctx_destroy(dst);
        cr_assert_eq(r.live, 0);
    }
    cr_assert_eq(ok, 3);
    rootsig_ctx_destroy(from);
    free(m);
}

/* ---- rootsig_diag_clear ------------------------------------------------------------ */

/* Entries taken as take does; every `every` records, the records rendered into shown and cleared. */
typedef struct showing {
    part p;
    size_t every;
    text shown;
    size_t clears;
} showing;

static void show_all(showing *s)
{
    rootsig_ctx *ctx = s->p.ctx;
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++) {
        const char *r = rootsig_diag_render(ctx, i);
        cr_assert_not_null(r);
        put(&s->shown, "%s", r);
    }
}

static int take_showing(void *user, size_t index, const char *function, rootsig_signature *sig)
{
    showing *s = user;
    take(&s->p, index, function, sig);
    if (rootsig_diag_count(s->p.ctx) >= s->every) {
        size_t errors = rootsig_error_count(s->p.ctx), warnings = rootsig_warning_count(s->p.ctx);
        show_all(s);
        rootsig_diag_clear(s->p.ctx);
        s->clears++;
        cr_assert_eq(rootsig_diag_count(s->p.ctx), 0);
        cr_assert_null(rootsig_diag_get(s->p.ctx, 0));
        cr_assert_null(rootsig_diag_render(s->p.ctx, 0));
        cr_assert_eq(rootsig_error_count(s->p.ctx), errors, "the counts stay");
        cr_assert_eq(rootsig_warning_count(s->p.ctx), warnings, "the counts stay");
    }
    return 0;
}

/*
 * One pass whose callback shows and clears the records every `every`, the
 * rest shown at the end; then the parts after the first (cuts), each in a
 * context of its own, appended and shown. own: each part's records shown
 * from its own context, what rootsig_diag_append_shown leaves to copy
 * shown after them: what `rootsig check` does.
 */
static run shown_as_it_goes(const char *m, size_t len, uint32_t n, const rootsig_options *opt,
                            size_t every, const size_t *cuts, size_t ncuts, bool own,
                            size_t *clears, rootsig_ctx *ctx)
{
    run r;
    r.line = calloc(n, sizeof *r.line);
    cr_assert_not_null(r.line);
    seen s = {opt, r.line};
    showing sh = {{&s, ctx}, every, {malloc(1024), 0, 1024}, 0};
    cr_assert_not_null(sh.shown.s);
    sh.shown.s[0] = 0;
    const rootsig_module *mod = NULL;
    size_t count = 0;
    cr_assert_eq(rootsig_module_open(ctx, "m.ll", m, len, opt, &mod, &count), ROOTSIG_OK);
    cr_assert_eq(count, n);
    size_t first_end = ncuts ? cuts[0] : n;
    r.st = rootsig_module_each(ctx, mod, 0, first_end, opt, take_showing, &sh);
    for (size_t k = 0; k < ncuts; k++) {
        size_t from = cuts[k], to = k + 1 < ncuts ? cuts[k + 1] : n;
        rootsig_ctx *other = new_ctx(0);
        part p = {&s, other};
        cr_assert_neq(rootsig_module_each(other, mod, from, to - from, opt, take, &p),
                      ROOTSIG_ERR_NOMEM);
        if (!own) {
            cr_assert_eq(rootsig_diag_append(ctx, other), ROOTSIG_OK);
        } else {
            show_all(&sh);
            rootsig_diag_clear(ctx);
            size_t shown = 99, errors = rootsig_error_count(ctx) + rootsig_error_count(other);
            cr_assert_eq(rootsig_diag_append_shown(ctx, other, &shown), ROOTSIG_OK);
            cr_assert_leq(shown, rootsig_diag_count(other));
            /* nothing copied but from a limit on; every error counted up to one */
            if (shown == rootsig_diag_count(other))
                cr_assert_eq(rootsig_diag_count(ctx), 0);
            cr_assert(rootsig_error_count(ctx) <= errors);
            for (size_t i = 0; i < shown; i++)
                put(&sh.shown, "%s", rootsig_diag_render(other, i));
        }
        rootsig_ctx_destroy(other);
    }
    if (r.st != ROOTSIG_ERR_NOMEM)
        r.st = rootsig_error_count(ctx) ? ROOTSIG_ERR_INPUT : ROOTSIG_OK;
    show_all(&sh);
    text t = {malloc(1024), 0, 1024};
    cr_assert_not_null(t.s);
    put(&t, "%zu errors, %zu warnings\n%s", rootsig_error_count(ctx), rootsig_warning_count(ctx),
        sh.shown.s);
    free(sh.shown.s);
    r.report = t.s;
    *clears = sh.clears;
    return r;
}

/* Shown and cleared between entries, every few records: the same records, limits included. */
Test(diag_clear, shown_as_it_goes_reports_what_one_pass_does)
{
    enum { N = N_PAST };
    size_t len;
    char *m;
    rootsig_options opt = {0, 0, 0, 0};
    run one = past_the_warning_limit(&m, &len, &opt);
    static const size_t every[] = {1, 2, 3, 64, 256, 5000};
    for (size_t i = 0; i < sizeof every / sizeof *every; i++) {
        size_t clears = 0;
        rootsig_ctx *ctx = new_ctx(0);
        run r = shown_as_it_goes(m, len, N, &opt, every[i], NULL, 0, false, &clears, ctx);
        rootsig_ctx_destroy(ctx);
        same(&one, &r, N, "shown as it goes");
        cr_assert(every[i] == 5000 ? clears == 0 : clears > 3, "every %zu: %zu clears", every[i],
                  clears);
        run_free(&r);
        /* the other parts appended after the first part's were shown */
        size_t cuts[2] = {400, 1100};
        for (int own = 0; own < 2; own++) {
            ctx = new_ctx(0);
            r = shown_as_it_goes(m, len, N, &opt, every[i], cuts, 2, own, &clears, ctx);
            rootsig_ctx_destroy(ctx);
            same(&one, &r, N, own ? "three parts, each shown from its context"
                                  : "shown as it goes, three parts");
            run_free(&r);
        }
    }
    run_free(&one);
    free(m);
    /* The error limit: its record where one pass puts it, and nothing after it. */
    one = past_the_error_limit(&m, &len);
    for (size_t e = 1; e <= 5; e++) {
        size_t clears = 0;
        rootsig_ctx *ctx = new_ctx(0);
        run r = shown_as_it_goes(m, len, 40, &LIMIT_FOUR, e, NULL, 0, false, &clears, ctx);
        rootsig_ctx_destroy(ctx);
        same(&one, &r, 40, "error limit, shown as it goes");
        run_free(&r);
        /* met in the second part or the third, or before them */
        static const size_t cuts[3][2] = {{1, 3}, {2, 20}, {30, 35}};
        for (size_t k = 0; k < 3; k++)
            for (int own = 0; own < 2; own++) {
                ctx = new_ctx(0);
                r = shown_as_it_goes(m, len, 40, &LIMIT_FOUR, e, cuts[k], 2, own, &clears, ctx);
                rootsig_ctx_destroy(ctx);
                same(&one, &r, 40, "error limit, in parts");
                run_free(&r);
            }
    }
    run_free(&one);
    free(m);
    rootsig_diag_clear(NULL); /* a no-op */
}

/* The records' memory is used again: a thousand warnings shown a few at a time take less. */
Test(diag_clear, memory_is_used_again)
{
    static const unsigned warnings_only[E_KINDS] = {10, 60, 30, 0, 0};
    enum { N = 1200 };
    size_t len;
    char *m = module(N, 5, warnings_only, &len);
    rootsig_options opt = {0, 0, 0, 0};
    size_t peak[2];
    for (int k = 0; k < 2; k++) {
        refusing c = {0, (size_t)-1, 0, 0}; /* refusing nothing: counting */
        rootsig_allocator al = {refusing_alloc, refusing_free, &c};
        rootsig_ctx *ctx = NULL;
        cr_assert_eq(rootsig_ctx_create(&al, &ctx), ROOTSIG_OK);
        rootsig_ctx_text_in_place(ctx, 1);
        size_t clears = 0;
        run r = shown_as_it_goes(m, len, N, &opt, k ? 16 : (size_t)-1, NULL, 0, false, &clears, ctx);
        cr_assert_eq(clears > 0, k == 1);
        rootsig_ctx_destroy(ctx);
        cr_assert_eq(c.live, 0, "everything given back");
        peak[k] = c.peak;
        run_free(&r);
    }
    /*
     * About 1000 warnings of some 150 bytes with their records: over 200 KB
     * held at once; 16 at a time, a few KB plus the chunks' minimum sizes.
     */
    cr_assert_lt(peak[1] * 2, peak[0], "peak %zu bytes cleared, %zu kept", peak[1], peak[0]);
    free(m);
}
