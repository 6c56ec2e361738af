/*
 * bench.c: throughput and latency of every path of the library, through the
 * public API only (`make bench`; docs/performance.md records the figures).
 * Not a test: it asserts nothing about time. `--smoke` runs every case once
 * at tiny sizes and fails only if a path stops succeeding, so CI keeps the
 * program working without timing anything.
 *
 * Cases: the typical signature (examples/reference.rs) and generated ones
 * from 1 KB up to 64 MB, including pathological shapes (overlapping
 * registers, overlapping heap offsets, one very long number literal, a
 * table of 100 000 ranges, a long chain of metadata references), and
 * metadata modules as users produce them: the entries clang-22 printed for
 * random signatures (tests/bench/clang_sample.ll, or --module FILE written
 * by tests/bench/modules.py), renumbered into modules of 100 KB to 64 MB.
 * Each figure is the median of repeated timed samples; a sample repeats the
 * operation until it has run at least 20 ms. Every operation starts from
 * rootsig_ctx_reset(), as a build tool reusing one context would.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "rootsig.h"

#ifndef ROOTSIG_SAMPLE_MODULE
#define ROOTSIG_SAMPLE_MODULE "tests/bench/clang_sample.ll"
#endif
#ifndef ROOTSIG_REFERENCE
#define ROOTSIG_REFERENCE "examples/reference.rs"
#endif

/* ---- small utilities ------------------------------------------------------ */

static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("rootsig_bench: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (p == NULL)
        die("out of memory (%zu bytes)", n);
    return p;
}

/*
 * The thread's CPU time: on a shared machine, wall time would count the time
 * other processes held the core. One core is what the targets are about.
 */
static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static long peak_rss_kb(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_maxrss;
}

/* A growable text buffer for the generators. */
typedef struct text {
    char *p;
    size_t len, cap;
} text;

static void put(text *t, const char *s, size_t n)
{
    if (t->len + n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 4096;
        while (cap < t->len + n + 1)
            cap *= 2;
        char *p = realloc(t->p, cap);
        if (p == NULL)
            die("out of memory generating input");
        t->p = p;
        t->cap = cap;
    }
    memcpy(t->p + t->len, s, n);
    t->len += n;
    t->p[t->len] = 0;
}

static void putf(text *t, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof buf)
        die("generator line too long");
    put(t, buf, (size_t)n);
}

static void put_repeat(text *t, char c, size_t n)
{
    char block[4096];
    memset(block, c, sizeof block);
    while (n) {
        size_t k = n < sizeof block ? n : sizeof block;
        put(t, block, k);
        n -= k;
    }
}

static text read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        die("cannot open %s (give --ref FILE)", path);
    text t = {0};
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
        put(&t, buf, n);
    fclose(f);
    if (t.p == NULL)
        put(&t, "", 0);
    return t;
}

/* ---- generated inputs ------------------------------------------------------ */

enum { MAX_TABLES = 60 }; /* 60 tables + a root CBV = 62 of the 64 DWORDs */

static void range_line(text *t, uint32_t j, uint32_t space)
{
    switch (j % 3) {
    case 0:
        putf(t,
             "    SRV(t%u, numDescriptors = 4, space = %u, "
             "flags = DATA_STATIC_WHILE_SET_AT_EXECUTE),\n",
             4 * j, space);
        break;
    case 1:
        putf(t, "    UAV(u%u, numDescriptors = 4, space = %u, flags = DATA_VOLATILE),\n", 4 * j,
             space);
        break;
    default: putf(t, "    CBV(b%u, space = %u),\n", 4 * j, space); break;
    }
}

/*
 * A valid signature of about `size` bytes: 60 descriptor tables sharing the
 * ranges, a static sampler every 64 ranges (the mix real signatures have,
 * scaled up), every register distinct so that validation passes.
 */
static text gen_valid(size_t size)
{
    text t = {0};
    put(&t, "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_HULL_SHADER_ROOT_ACCESS),\n", 77);
    put(&t, "CBV(b0, space = 100, visibility = SHADER_VISIBILITY_VERTEX),\n", 60);
    uint32_t sampler = 0;
    uint32_t tables = size / 1024 + 1 < MAX_TABLES ? (uint32_t)(size / 1024 + 1) : MAX_TABLES;
    for (uint32_t table = 0; table < tables; table++) {
        size_t goal = size * (table + 1) / tables;
        putf(&t, "DescriptorTable(visibility = SHADER_VISIBILITY_PIXEL,\n");
        uint32_t j = 0;
        do {
            range_line(&t, j++, table);
        } while (t.len + 40 < goal);
        t.len -= 2; /* drop the last ",\n" */
        put(&t, "\n),\n", 4);
        for (uint32_t k = 0; k < j / 64 + (table == 0); k++)
            putf(&t, "StaticSampler(s%u, filter = FILTER_MIN_MAG_MIP_LINEAR, addressU = "
                     "TEXTURE_ADDRESS_CLAMP, mipLODBias = 0.5, maxLOD = 1000.0),\n",
                 sampler++);
    }
    t.len -= 2;
    put(&t, "\n", 1);
    return t;
}

/* One table of n ranges, each on its own registers (the 100 000-range case). */
static text gen_ranges(uint32_t n)
{
    text t = {0};
    put(&t, "DescriptorTable(\n", 17);
    for (uint32_t j = 0; j < n; j++)
        putf(&t, "  SRV(t%u, numDescriptors = 4)%s\n", 4 * j, j + 1 < n ? "," : "");
    put(&t, ")\n", 2);
    return t;
}

/*
 * Thousands of ranges that all overlap: every one binds t0..t99 (register
 * overlap errors: the error limit stops reporting, not checking) or all
 * start at heap offset 0 with distinct registers (heap-overlap warnings).
 */
static text gen_overlap(size_t size, bool heap)
{
    text t = {0};
    put(&t, "DescriptorTable(\n", 17);
    uint32_t j = 0;
    while (t.len < size) {
        if (heap)
            putf(&t, "  SRV(t%u, numDescriptors = 100, offset = 0),\n", 100 * j);
        else
            putf(&t, "  SRV(t0, numDescriptors = 100, space = 0),\n");
        j++;
    }
    t.len -= 2;
    put(&t, "\n)\n", 3);
    return t;
}

/* Two literals of size/2 digits each: leading zeros and a long mantissa. */
static text gen_longnum(size_t size)
{
    text t = {0};
    size_t half = size / 2;
    put(&t, "RootConstants(b0, num32BitConstants = ", 38);
    put_repeat(&t, '0', half);
    put(&t, "4), StaticSampler(s0, mipLODBias = 0.", 37);
    put_repeat(&t, '1', half);
    put(&t, ")\n", 2);
    return t;
}

/*
 * Appends metadata text with every !N reference renumbered to !(N + delta):
 * the printer numbers each signature's nodes from 0.
 */
static void renumber(text *out, const char *s, size_t n, long delta)
{
    for (size_t i = 0; i < n;) {
        if (s[i] == '!' && i + 1 < n && s[i + 1] >= '0' && s[i + 1] <= '9') {
            unsigned long v = 0;
            size_t k = i + 1;
            while (k < n && s[k] >= '0' && s[k] <= '9')
                v = v * 10 + (unsigned long)(s[k++] - '0');
            putf(out, "!%ld", (long)v + delta);
            i = k;
        } else {
            size_t k = i + 1;
            while (k < n && s[k] != '!')
                k++;
            put(out, s + i, k - i);
            i = k;
        }
    }
}

/* The node lines of printed metadata: everything after the first blank line. */
static const char *node_lines(const char *md, size_t *len)
{
    const char *p = strstr(md, "\n\n");
    if (p == NULL)
        die("unexpected metadata printer output");
    p += 2;
    *len = strlen(p);
    return p;
}

/* The highest !N defined in node lines, plus one. */
static uint32_t node_count(const char *s, size_t n)
{
    uint32_t count = 0;
    for (size_t i = 0; i < n; i++)
        if ((i == 0 || s[i - 1] == '\n') && s[i] == '!') {
            uint32_t v = (uint32_t)strtoul(s + i + 1, NULL, 10);
            if (v + 1 > count)
                count = v + 1;
        }
    return count;
}

/*
 * A module of `entries` root signatures, each one of the given printed
 * signatures in turn, renumbered, with functions @f0, @f1, ... declared.
 */
static text gen_module(const char *const *printed, size_t nprinted, uint32_t entries)
{
    text t = {0}, nodes = {0};
    put(&t, "target triple = \"dxilv1.0-pc-shadermodel6.0-compute\"\n\n", 54);
    for (uint32_t e = 0; e < entries; e++)
        putf(&t, "define void @f%u() {\nentry:\n  ret void\n}\n\n", e);
    put(&t, "!dx.rootsignatures = !{", 23);
    uint32_t base = 0;
    for (uint32_t e = 0; e < entries; e++) {
        size_t len;
        const char *lines = node_lines(printed[e % nprinted], &len);
        putf(&t, "%s!%u", e ? ", " : "", base);
        /* the entry node names null or a function; point it at @fE */
        text one = {0};
        renumber(&one, lines, len, base);
        char *fn = strstr(one.p, "!{");
        if (fn == NULL)
            die("unexpected entry line");
        char *comma = strchr(fn, ',');
        put(&nodes, one.p, (size_t)(fn + 2 - one.p));
        putf(&nodes, "ptr @f%u", e);
        put(&nodes, comma, one.len - (size_t)(comma - one.p));
        base += node_count(lines, len);
        free(one.p);
    }
    put(&t, "}\n\n", 3);
    put(&t, nodes.p, nodes.len);
    free(nodes.p);
    return t;
}

/*
 * Metadata as users produce it: the entries of a module clang-22 printed
 * (tests/bench/modules.py: random signatures of tests/diff/gen.py, every
 * element kind and version; the checked-in tests/bench/clang_sample.ll by
 * default, or --module FILE). Each entry's nodes are numbered from its
 * root up to the next entry's root, as modules.py writes them.
 */
typedef struct md_part {
    const char *lines; /* its node lines */
    size_t len;
    uint32_t root;     /* its lowest number: the entry node */
} md_part;

typedef struct md_parts {
    md_part *p;
    size_t n;
} md_parts;

static md_parts split_module(const text *m)
{
    md_parts out = {0};
    const char *top = strstr(m->p, "\n!dx.rootsignatures = !{");
    if (top == NULL)
        die("no !dx.rootsignatures in the sample module");
    top += 25;
    size_t cap = 0;
    for (const char *q = top; *q && *q != '}'; q++) {
        if (*q != '!')
            continue;
        if (out.n == cap) {
            cap = cap ? cap * 2 : 64;
            out.p = realloc(out.p, cap * sizeof *out.p);
            if (out.p == NULL)
                die("out of memory");
        }
        out.p[out.n++].root = (uint32_t)strtoul(q + 1, NULL, 10);
    }
    for (size_t i = 0; i < out.n; i++) {
        char head[32];
        snprintf(head, sizeof head, "\n!%u = ", out.p[i].root);
        const char *a = strstr(m->p, head);
        if (a == NULL)
            die("entry !%u not defined in the sample module", out.p[i].root);
        a++;
        const char *b = m->p + m->len;
        if (i + 1 < out.n) {
            snprintf(head, sizeof head, "\n!%u = ", out.p[i + 1].root);
            b = strstr(a, head);
            if (b == NULL)
                die("entry !%u not defined in the sample module", out.p[i + 1].root);
            b++;
        }
        out.p[i].lines = a;
        out.p[i].len = (size_t)(b - a);
    }
    if (out.n == 0)
        die("the sample module has no entries");
    return out;
}

/* A module of at least `size` bytes cycling through the parts, one function per entry. */
static text gen_user_module(const md_parts *parts, size_t size, uint32_t *nentries)
{
    text funcs = {0}, tops = {0}, nodes = {0};
    uint32_t base = 0, e = 0;
    put(&funcs, "target triple = \"dxilv1.0-pc-shadermodel6.0-compute\"\n\n", 54);
    put(&tops, "!dx.rootsignatures = !{", 23);
    while (e == 0 || funcs.len + tops.len + nodes.len < size) {
        const md_part *p = &parts->p[e % parts->n];
        putf(&funcs, "define void @f%u() {\nentry:\n  ret void\n}\n\n", e);
        putf(&tops, "%s!%u", e ? ", " : "", base);
        text one = {0};
        renumber(&one, p->lines, p->len, (long)base - (long)p->root);
        /* the entry names its function: @fE */
        char *fn = strstr(one.p, "ptr @");
        char *nl = strchr(one.p, '\n');
        if (fn && nl && fn < nl) {
            char *end = fn + 5;
            while (*end && *end != ',' && *end != ' ')
                end++;
            put(&nodes, one.p, (size_t)(fn - one.p));
            putf(&nodes, "ptr @f%u", e);
            put(&nodes, end, one.len - (size_t)(end - one.p));
        } else {
            put(&nodes, one.p, one.len);
        }
        base = node_count(one.p, one.len);
        free(one.p);
        e++;
    }
    put(&tops, "}\n\n", 3);
    put(&funcs, tops.p, tops.len);
    put(&funcs, nodes.p, nodes.len);
    free(tops.p);
    free(nodes.p);
    *nentries = e;
    return funcs;
}

/*
 * A valid module plus a chain of `n` nodes each referring to the next
 * (!a = !{!a+1}): resolution must stay linear and never recurse.
 */
static text gen_md_chain(const char *printed, uint32_t n)
{
    text t = {0};
    size_t len;
    const char *lines = node_lines(printed, &len);
    put(&t, printed, (size_t)(lines - printed));
    put(&t, lines, len);
    uint32_t base = node_count(lines, len);
    for (uint32_t k = 0; k < n; k++) {
        if (k + 1 < n)
            putf(&t, "!%u = !{!%u, i32 %u}\n", base + k, base + k + 1, k);
        else
            putf(&t, "!%u = !{i32 %u}\n", base + k, k);
    }
    return t;
}

/* ---- timing ----------------------------------------------------------------- */

typedef struct bench {
    rootsig_ctx *ctx;   /* reset before every operation */
    rootsig_ctx *keep;  /* holds signatures the operations read */
    unsigned char *out; /* output buffer */
    size_t out_cap;
    int reps;
    double min_sample_ns;
    bool smoke;
    bool csv;
    const char *op; /* run only this operation (for profiling); NULL: all */
} bench;

typedef enum op_kind {
    OP_PARSE, OP_VALIDATE, OP_DSL, OP_MD, OP_MD_ALL, OP_DUMP, OP_CWRITE, OP_CREAD
} op_kind;

static const char *op_short(op_kind k)
{
    switch (k) {
    case OP_PARSE: return "parse";
    case OP_VALIDATE: return "validate";
    case OP_DSL: return "dsl";
    case OP_MD: return "md";
    case OP_MD_ALL: return "module";
    case OP_DUMP: return "dump";
    case OP_CWRITE: return "cwrite";
    case OP_CREAD: return "cread";
    }
    return "?";
}

static const char *op_name(op_kind k)
{
    switch (k) {
    case OP_PARSE: return "dsl parse only";
    case OP_VALIDATE: return "validate only";
    case OP_DSL: return "dsl->rts0";
    case OP_MD: return "md->rts0";
    case OP_MD_ALL: return "md module";
    case OP_DUMP: return "rts0->dump";
    case OP_CWRITE: return "container write";
    case OP_CREAD: return "container read";
    }
    return "?";
}

typedef struct job {
    op_kind kind;
    const char *data;
    size_t len;
    const rootsig_signature *sig; /* OP_CWRITE, OP_VALIDATE */
    bool expect_fail;             /* a pathological input that is rejected */
} job;

static void report_failure(bench *b, const job *j, rootsig_status st)
{
    fprintf(stderr, "rootsig_bench: %s failed: %s\n", op_name(j->kind),
            rootsig_status_string(st));
    for (size_t i = 0; i < rootsig_diag_count(b->ctx) && i < 5; i++)
        fputs(rootsig_diag_render(b->ctx, i), stderr);
    exit(1);
}

/* A module's entries, validated one at a time as rootsig check does. */
typedef struct md_each {
    rootsig_ctx *ctx;
    rootsig_status st;
} md_each;

static int validate_entry(void *user, size_t index, const char *function, rootsig_signature *sig)
{
    md_each *e = user;
    (void)index;
    (void)function;
    rootsig_options o = {rootsig_signature_version(sig), ROOTSIG_COMPAT_LLVM, 0, 0};
    rootsig_status st = sig ? rootsig_validate(e->ctx, sig, &o) : ROOTSIG_ERR_INPUT;
    if (st != ROOTSIG_OK && e->st == ROOTSIG_OK)
        e->st = st;
    return st != ROOTSIG_OK;
}

/* Not inlined, so that profilers can restrict themselves to it
 * (valgrind --tool=callgrind --toggle-collect=run_once). */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static rootsig_status run_once(bench *b, const job *j)
{
    rootsig_ctx_reset(b->ctx);
    rootsig_ctx *ctx = b->ctx;
    rootsig_signature *sig = NULL;
    size_t n = 0;
    rootsig_status st = ROOTSIG_OK;
    switch (j->kind) {
    case OP_PARSE: st = rootsig_parse_dsl(ctx, "bench", j->data, j->len, NULL, &sig); break;
    case OP_VALIDATE: st = rootsig_validate(ctx, j->sig, NULL); break;
    case OP_DSL:
        st = rootsig_compile_dsl(ctx, "bench", j->data, j->len, NULL, b->out, b->out_cap, &n);
        break;
    case OP_MD:
        st = rootsig_parse_metadata(ctx, "bench.ll", j->data, j->len, NULL, NULL, &sig);
        if (st == ROOTSIG_OK)
            st = rootsig_validate(ctx, sig, NULL);
        if (st == ROOTSIG_OK)
            st = rootsig_write_rts0(ctx, sig, NULL, b->out, b->out_cap, &n);
        break;
    case OP_MD_ALL: {
        md_each e = {ctx, ROOTSIG_OK};
        st = rootsig_parse_metadata_each(ctx, "bench.ll", j->data, j->len, NULL, validate_entry,
                                         &e, NULL);
        if (st == ROOTSIG_OK)
            st = e.st;
        break;
    }
    case OP_DUMP: {
        const char *txt;
        st = rootsig_read_rts0(ctx, "bench.rts0", j->data, j->len, &sig);
        if (st == ROOTSIG_OK)
            st = rootsig_dump(ctx, sig, NULL, &txt, &n);
        break;
    }
    case OP_CWRITE:
        st = rootsig_write_container(ctx, j->sig, NULL, b->out, b->out_cap, &n);
        break;
    case OP_CREAD: st = rootsig_read_binary(ctx, "bench.dxbc", j->data, j->len, &sig); break;
    }
    if (j->expect_fail ? st != ROOTSIG_ERR_INPUT : st != ROOTSIG_OK)
        report_failure(b, j, st);
    return st;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Median ns per operation. */
static double measure(bench *b, const job *j)
{
    enum { MAX_REPS = 64 };
    double samples[MAX_REPS];
    int reps = b->smoke ? 1 : b->reps;
    if (reps > MAX_REPS)
        reps = MAX_REPS;
    /* Warm up once and learn how many iterations fill a sample. */
    double t0 = now_ns();
    run_once(b, j);
    double one = now_ns() - t0;
    long iters = 1;
    if (!b->smoke && one < b->min_sample_ns)
        iters = (long)(b->min_sample_ns / (one > 1 ? one : 1)) + 1;
    for (int r = 0; r < reps; r++) {
        double s = now_ns();
        for (long i = 0; i < iters; i++)
            run_once(b, j);
        samples[r] = (now_ns() - s) / (double)iters;
    }
    qsort(samples, (size_t)reps, sizeof samples[0], cmp_double);
    return samples[reps / 2];
}

static void ensure_out(bench *b, size_t need);

static void row(bench *b, const char *name, const job *j)
{
    if (b->op && strcmp(b->op, op_short(j->kind)) != 0)
        return;
    if (j->kind == OP_DSL) /* a range of 7 bytes ("SRV(t0)") is 24 bytes of RTS0 */
        ensure_out(b, j->len * 4 + 4096);
    double ns = measure(b, j);
    double mbs = (double)j->len / ns * 1e3; /* bytes/ns = GB/s; x1000 = MB/s */
    if (b->csv)
        printf("%s,%s,%zu,%.1f,%.1f,%.3f,%ld\n", name, op_name(j->kind), j->len, ns, mbs,
               ns / (double)j->len, peak_rss_kb());
    else
        printf("%-22s %-16s %11zu %14.0f %10.1f %8.3f %9ld\n", name, op_name(j->kind), j->len,
               ns, mbs, ns / (double)j->len, peak_rss_kb());
    fflush(stdout);
}

/* ---- signatures the operations need ------------------------------------------ */

static rootsig_signature *parse_keep(bench *b, const text *t)
{
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_parse_dsl(b->keep, "bench", t->p, t->len, NULL, &sig);
    if (st != ROOTSIG_OK) {
        for (size_t i = 0; i < rootsig_diag_count(b->keep) && i < 5; i++)
            fputs(rootsig_diag_render(b->keep, i), stderr);
        die("generated input does not parse: %s", rootsig_status_string(st));
    }
    if (rootsig_validate(b->keep, sig, NULL) != ROOTSIG_OK) {
        for (size_t i = 0; i < rootsig_diag_count(b->keep) && i < 5; i++)
            fputs(rootsig_diag_render(b->keep, i), stderr);
        die("generated input does not validate");
    }
    return sig;
}

static void ensure_out(bench *b, size_t need)
{
    if (need <= b->out_cap)
        return;
    free(b->out);
    b->out = xmalloc(need);
    b->out_cap = need;
}

/* Every operation on one valid DSL text. */
static void all_ops(bench *b, const char *name, const text *t, bool with_md)
{
    rootsig_ctx_reset(b->keep);
    rootsig_signature *sig = parse_keep(b, t);
    size_t cbound = rootsig_container_bound(sig);
    ensure_out(b, cbound + 64);
    job dsl = {OP_DSL, t->p, t->len, NULL, false};
    row(b, name, &dsl);
    job parse = {OP_PARSE, t->p, t->len, NULL, false};
    row(b, name, &parse);
    job val = {OP_VALIDATE, t->p, t->len, sig, false};
    row(b, name, &val);

    unsigned char *rts0 = xmalloc(rootsig_rts0_bound(sig));
    size_t n;
    if (rootsig_write_rts0(b->keep, sig, NULL, rts0, rootsig_rts0_bound(sig), &n) != ROOTSIG_OK)
        die("write_rts0 failed");
    job dump = {OP_DUMP, (const char *)rts0, n, NULL, false};
    row(b, name, &dump);

    job cw = {OP_CWRITE, NULL, cbound, sig, false};
    row(b, name, &cw);
    unsigned char *cont = xmalloc(cbound);
    if (rootsig_write_container(b->keep, sig, NULL, cont, cbound, &n) != ROOTSIG_OK)
        die("write_container failed");
    job cr = {OP_CREAD, (const char *)cont, n, NULL, false};
    row(b, name, &cr);

    if (with_md) {
        const char *md;
        size_t mlen;
        if (rootsig_print_metadata(b->keep, sig, NULL, NULL, &md, &mlen) != ROOTSIG_OK)
            die("print_metadata failed");
        job mj = {OP_MD, md, mlen, NULL, false};
        row(b, name, &mj);
    }
    free(rts0);
    free(cont);
}

static void header(const bench *b, const char *title)
{
    if (b->csv)
        return;
    printf("\n== %s\n%-22s %-16s %11s %14s %10s %8s %9s\n", title, "case", "operation", "bytes",
           "ns/op", "MB/s", "ns/byte", "RSS KB");
}

static void usage(void)
{
    fputs("usage: rootsig_bench [--smoke] [--csv] [--reps N] [--max-mb N] [--ref FILE]\n"
          "                     [--module CLANG_MODULE.ll]\n"
          "                     [--only typical|scale|patho|metadata]\n"
          "                     [--op parse|validate|dsl|md|module|dump|cwrite|cread]\n",
          stderr);
    exit(2);
}

int main(int argc, char **argv)
{
    bench b = {0};
    b.reps = 7;
    b.min_sample_ns = 20e6;
    const char *ref = ROOTSIG_REFERENCE;
    const char *only = NULL;
    const char *sample = ROOTSIG_SAMPLE_MODULE;
    size_t max_mb = 64;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--smoke") == 0)
            b.smoke = true;
        else if (strcmp(argv[i], "--csv") == 0)
            b.csv = true;
        else if (strcmp(argv[i], "--reps") == 0 && i + 1 < argc)
            b.reps = atoi(argv[++i]);
        else if (strcmp(argv[i], "--max-mb") == 0 && i + 1 < argc)
            max_mb = (size_t)atol(argv[++i]);
        else if (strcmp(argv[i], "--ref") == 0 && i + 1 < argc)
            ref = argv[++i];
        else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc)
            only = argv[++i];
        else if (strcmp(argv[i], "--op") == 0 && i + 1 < argc)
            b.op = argv[++i];
        else if (strcmp(argv[i], "--module") == 0 && i + 1 < argc)
            sample = argv[++i];
        else
            usage();
    }
    if (b.reps < 1)
        b.reps = 1;
    size_t max_size = b.smoke ? 64 * 1024 : max_mb * 1024 * 1024;
    if (rootsig_ctx_create(NULL, &b.ctx) != ROOTSIG_OK ||
        rootsig_ctx_create(NULL, &b.keep) != ROOTSIG_OK)
        die("cannot create a context");
    if (b.csv)
        puts("case,operation,bytes,ns_per_op,mb_per_s,ns_per_byte,peak_rss_kb");
    else
        printf("rootsig %s bench: thread CPU time, median of %d samples (each >= %.0f ms)%s\n",
               rootsig_version_string(), b.smoke ? 1 : b.reps, b.min_sample_ns / 1e6,
               b.smoke ? " [smoke]" : "");

    text reference = read_file(ref);
    if (only == NULL || strcmp(only, "typical") == 0) {
        header(&b, "typical signature (examples/reference.rs)");
        all_ops(&b, "reference", &reference, true);
    }

    if (only == NULL || strcmp(only, "scale") == 0) {
        header(&b, "valid signatures, 1 KB .. max (60 tables, sampler every 64 ranges)");
        for (size_t size = 1024; size <= max_size; size *= 4) {
            text t = gen_valid(size);
            char name[32];
            if (size >= 1024 * 1024)
                snprintf(name, sizeof name, "valid %zuM", size >> 20);
            else
                snprintf(name, sizeof name, "valid %zuK", size >> 10);
            all_ops(&b, name, &t, true);
            free(t.p);
        }
    }

    if (only == NULL || strcmp(only, "patho") == 0) {
        header(&b, "pathological inputs");
        text r = gen_ranges(b.smoke ? 1000 : 100000);
        all_ops(&b, b.smoke ? "table 1000 ranges" : "table 100000 ranges", &r, true);
        free(r.p);
        for (size_t size = 16 * 1024; size <= max_size; size *= 16) {
            char name[40];
            text t = gen_overlap(size, false);
            snprintf(name, sizeof name, "reg overlap %zuK", size >> 10);
            job j = {OP_DSL, t.p, t.len, NULL, true};
            row(&b, name, &j);
            free(t.p);
            t = gen_overlap(size, true);
            snprintf(name, sizeof name, "heap overlap %zuK", size >> 10);
            job h = {OP_DSL, t.p, t.len, NULL, false};
            row(&b, name, &h);
            free(t.p);
            t = gen_longnum(size);
            snprintf(name, sizeof name, "long literals %zuK", size >> 10);
            job l = {OP_DSL, t.p, t.len, NULL, false};
            row(&b, name, &l);
            free(t.p);
        }
    }

    if (only == NULL || strcmp(only, "metadata") == 0) {
        header(&b, "metadata modules (rootsig_parse_metadata_each, each entry validated)");
        rootsig_ctx_reset(b.keep);
        ensure_out(&b, 64 * 1024);
        /* A few distinct signatures, printed as clang prints them. */
        const char *dsl[] = {
            reference.p,
            "RootFlags(0), CBV(b0), SRV(t0), UAV(u0), "
            "DescriptorTable(SRV(t1, numDescriptors = 8), UAV(u1))",
            "RootConstants(num32BitConstants = 16, b0), "
            "DescriptorTable(Sampler(s0, numDescriptors = 4)), "
            "StaticSampler(s4, filter = FILTER_MIN_MAG_MIP_POINT)",
            "DescriptorTable(CBV(b0, numDescriptors = unbounded, flags = DESCRIPTORS_VOLATILE), "
            "visibility = SHADER_VISIBILITY_PIXEL), SRV(t9, space = 3, flags = DATA_STATIC)",
        };
        enum { NSIG = sizeof dsl / sizeof dsl[0] };
        const char *printed[NSIG];
        for (size_t i = 0; i < NSIG; i++) {
            rootsig_signature *sig;
            size_t len;
            if (rootsig_parse_dsl(b.keep, "x", dsl[i], strlen(dsl[i]), NULL, &sig) != ROOTSIG_OK ||
                rootsig_print_metadata(b.keep, sig, NULL, NULL, &printed[i], &len) != ROOTSIG_OK)
                die("cannot print metadata for signature %zu", i);
        }
        /* Modules as users produce them, 100 KB .. max. */
        text sm = read_file(sample);
        md_parts parts = split_module(&sm);
        size_t sizes[] = {100 << 10, 1 << 20, 4 << 20, 16 << 20, 64 << 20};
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            size_t size = b.smoke ? 16 << 10 : sizes[k];
            if (size > max_size && k > 0)
                break;
            uint32_t entries;
            text m = gen_user_module(&parts, size, &entries);
            char name[64];
            if (size >= 1 << 20)
                snprintf(name, sizeof name, "clang module %zuM (%u entries)", size >> 20, entries);
            else
                snprintf(name, sizeof name, "clang module %zuK (%u entries)", size >> 10, entries);
            job j = {OP_MD_ALL, m.p, m.len, NULL, false};
            row(&b, name, &j);
            free(m.p);
            if (b.smoke)
                break;
        }
        free(parts.p);
        free(sm.p);
        /* The old shape: four hand-written signatures, repeated. */
        uint32_t max_entries = b.smoke ? 100 : 100000;
        for (uint32_t entries = 10; entries <= max_entries; entries *= 10) {
            text m = gen_module(printed, NSIG, entries);
            char name[40];
            snprintf(name, sizeof name, "module %u entries", entries);
            job j = {OP_MD_ALL, m.p, m.len, NULL, false};
            row(&b, name, &j);
            free(m.p);
        }
        for (uint32_t n = 1000; n <= (b.smoke ? 1000u : 1000000u); n *= 10) {
            text c = gen_md_chain(printed[0], n);
            char name[40];
            snprintf(name, sizeof name, "ref chain %u", n);
            job j = {OP_MD, c.p, c.len, NULL, false};
            row(&b, name, &j);
            free(c.p);
        }
    }

    if (!b.csv)
        printf("\npeak RSS %ld KB\n", peak_rss_kb());
    free(reference.p);
    free(b.out);
    rootsig_ctx_destroy(b.ctx);
    rootsig_ctx_destroy(b.keep);
    return 0;
}
