/*
 * test_chaos.c: allocation failures on every path: the DSL (as test_api.c,
 * but reaching every allocation site, see chaos() below), containers (write,
 * read, the bare-part fallback, the container commands), the metadata front
 * end and printer, the dump, and the diagnostics of each rejected input. For every path, learn how many allocations a successful
 * run makes, then fail each one in turn: the call must report
 * ROOTSIG_ERR_NOMEM (or its ordinary result), leak nothing, and leave the
 * context usable once reset.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rootsig.h"

#include "counting_alloc.h"

static const char *SIG =
    "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), SRV(t0, space=1), "
    "DescriptorTable(SRV(t1, numDescriptors=unbounded), UAV(u0, offset=0)), "
    "RootConstants(num32BitConstants=4, b1), StaticSampler(s0, mipLODBias=0.5)";

/* Inputs made once with a plain context: a container, a part, metadata. */
typedef struct inputs {
    unsigned char container[4096], part[4096];
    size_t container_len, part_len;
    char *md; /* printed metadata of SIG, a module with two entries */
    size_t md_len;
} inputs;

static inputs IN;

static void make_inputs(void)
{
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "t", SIG, strlen(SIG), NULL, &sig), ROOTSIG_OK);
    cr_assert_eq(rootsig_write_container(ctx, sig, NULL, IN.container, sizeof IN.container,
                                         &IN.container_len),
                 ROOTSIG_OK);
    cr_assert_eq(rootsig_write_rts0(ctx, sig, NULL, IN.part, sizeof IN.part, &IN.part_len),
                 ROOTSIG_OK);
    const char *md;
    size_t len;
    cr_assert_eq(rootsig_print_metadata(ctx, sig, NULL, "main", &md, &len), ROOTSIG_OK);
    /* A second entry that shares the first one's list: `!dx.rootsignatures = !{!0, !N}`. */
    const char *nodes = strstr(md, "\n\n");
    cr_assert_not_null(nodes);
    unsigned next = 0;
    for (const char *p = nodes; (p = strstr(p, "\n!")) != NULL; p++)
        next = (unsigned)strtoul(p + 2, NULL, 10) + 1;
    size_t cap = len + 256;
    IN.md = malloc(cap);
    cr_assert_not_null(IN.md);
    int n = snprintf(IN.md, cap,
                     "define void @main() {\n  ret void\n}\ndefine void @other() {\n  ret void\n}\n"
                     "!dx.rootsignatures = !{!0, !%u}\n%s!%u = !{ptr @other, !1, i32 2}\n",
                     next, nodes + 1, next);
    cr_assert(n > 0 && (size_t)n < cap);
    IN.md_len = (size_t)n;
    rootsig_ctx_destroy(ctx);
}

/* name: the source name to pass; its length shifts where chunk boundaries fall. */
typedef rootsig_status (*path_fn)(rootsig_ctx *ctx, const char *name);

/* Renders every diagnostic; rendering returns NULL only when out of memory. */
static rootsig_status render_all(rootsig_ctx *ctx, rootsig_status st)
{
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        if (rootsig_diag_render(ctx, i) == NULL)
            return ROOTSIG_ERR_NOMEM;
    return st;
}

/* ---- the paths ---------------------------------------------------------- */

static rootsig_status container_write(rootsig_ctx *ctx, const char *name)
{
    rootsig_signature *sig;
    rootsig_status st = rootsig_parse_dsl(ctx, name, SIG, strlen(SIG), NULL, &sig);
    if (st != ROOTSIG_OK)
        return st;
    unsigned char out[4096];
    size_t n;
    st = rootsig_write_container(ctx, sig, NULL, out, sizeof out, &n);
    if (st == ROOTSIG_OK)
        cr_assert(n == IN.container_len && memcmp(out, IN.container, n) == 0);
    return st;
}

static rootsig_status container_read(rootsig_ctx *ctx, const char *name)
{
    rootsig_signature *sig;
    rootsig_status st = rootsig_read_binary(ctx, name, IN.container, IN.container_len, &sig);
    if (st != ROOTSIG_OK)
        return st;
    const char *text;
    size_t n;
    return rootsig_dump(ctx, sig, NULL, &text, &n);
}

static rootsig_status part_read(rootsig_ctx *ctx, const char *name)
{
    rootsig_signature *sig;
    rootsig_status st = rootsig_read_binary(ctx, name, IN.part, IN.part_len, &sig);
    if (st != ROOTSIG_OK)
        return st;
    unsigned char out[4096];
    size_t n;
    return rootsig_write_container(ctx, sig, NULL, out, sizeof out, &n);
}

/* A container whose every check fails somewhere: diagnostics need memory too. */
static rootsig_status container_bad(rootsig_ctx *ctx, const char *name)
{
    unsigned char bad[4096];
    memcpy(bad, IN.container, IN.container_len);
    bad[28] = 2;                                  /* two parts ... */
    memcpy(bad + 36, bad + 32, 4);                /* ... at the same offset */
    rootsig_signature *sig;
    rootsig_status st = rootsig_read_binary(ctx, name, bad, IN.container_len, &sig);
    cr_assert(st == ROOTSIG_ERR_INPUT || st == ROOTSIG_ERR_NOMEM, "st=%d", st);
    st = render_all(ctx, st);
    bad[4] ^= 1;                                  /* digest no longer matches */
    rootsig_status st2 = rootsig_read_binary(ctx, "bad.dxbc", bad, 12, &sig);
    cr_assert(st2 == ROOTSIG_ERR_INPUT || st2 == ROOTSIG_ERR_NOMEM, "st2=%d", st2);
    st2 = render_all(ctx, st2);
    return st == ROOTSIG_ERR_INPUT && st2 == ROOTSIG_ERR_INPUT ? ROOTSIG_OK : ROOTSIG_ERR_NOMEM;
}

static rootsig_status metadata_one(rootsig_ctx *ctx, const char *name)
{
    rootsig_signature *sig;
    rootsig_status st = rootsig_parse_metadata(ctx, name, IN.md, IN.md_len, NULL, "other", &sig);
    if (st != ROOTSIG_OK)
        return st;
    if ((st = rootsig_validate(ctx, sig, NULL)) != ROOTSIG_OK)
        return st;
    unsigned char out[4096];
    size_t n;
    st = rootsig_write_rts0(ctx, sig, NULL, out, sizeof out, &n);
    if (st == ROOTSIG_OK)
        cr_assert(n == IN.part_len && memcmp(out, IN.part, n) == 0);
    return st;
}

static rootsig_status metadata_all(rootsig_ctx *ctx, const char *name)
{
    size_t count;
    rootsig_signature *const *sigs;
    const char *const *fns;
    rootsig_status st =
        rootsig_parse_metadata_all(ctx, name, IN.md, IN.md_len, NULL, &count, &sigs, &fns);
    if (st != ROOTSIG_OK)
        return st;
    cr_assert_eq(count, 2u);
    cr_assert_str_eq(fns[1], "other");
    for (size_t i = 0; i < count; i++)
        if ((st = rootsig_validate(ctx, sigs[i], NULL)) != ROOTSIG_OK)
            return st;
    const char *const *names;
    return rootsig_metadata_entries(ctx, "m.ll", IN.md, IN.md_len, &count, &names);
}

typedef struct each_state {
    rootsig_ctx *ctx;
    size_t calls;
    rootsig_status st;
} each_state;

static int each_validate(void *user, size_t index, const char *function, rootsig_signature *sig)
{
    each_state *e = user;
    e->calls++;
    if (index == 1)
        cr_assert_str_eq(function, "other");
    rootsig_status st = sig ? rootsig_validate(e->ctx, sig, NULL) : ROOTSIG_ERR_INPUT;
    if (st == ROOTSIG_OK && sig) {
        unsigned char out[4096];
        size_t n;
        st = rootsig_write_rts0(e->ctx, sig, NULL, out, sizeof out, &n);
    }
    if (st != ROOTSIG_OK && e->st == ROOTSIG_OK)
        e->st = st;
    return 0;
}

/* One entry at a time, the text in place (IN.md ends in its NUL). */
static rootsig_status metadata_each(rootsig_ctx *ctx, const char *name)
{
    each_state e = {ctx, 0, ROOTSIG_OK};
    size_t count = 0;
    rootsig_ctx_text_in_place(ctx, 1);
    rootsig_status st =
        rootsig_parse_metadata_each(ctx, name, IN.md, IN.md_len, NULL, each_validate, &e, &count);
    if (st != ROOTSIG_OK)
        return st;
    cr_assert_eq(count, 2u);
    cr_assert_eq(e.calls, 2u);
    return e.st;
}

static rootsig_status metadata_print(rootsig_ctx *ctx, const char *name)
{
    rootsig_signature *sig;
    rootsig_status st = rootsig_read_rts0(ctx, name, IN.part, IN.part_len, &sig);
    if (st != ROOTSIG_OK)
        return st;
    const char *text;
    size_t n;
    return rootsig_print_metadata(ctx, sig, NULL, "main", &text, &n);
}

static rootsig_status metadata_bad(rootsig_ctx *ctx, const char *name)
{
    static const char bad[] = "!dx.rootsignatures = !{!0}\n!0 = !{ptr @f, !1, i32 2}\n"
                              "!1 = !{!2, !3}\n!2 = !{!\"RootCBV\", i32 0}\n"
                              "!3 = !{!\"Bogus\", i32 1}\n!4 = !{!4\n";
    rootsig_signature *sig;
    rootsig_status st = rootsig_parse_metadata(ctx, name, bad, sizeof bad - 1, NULL, NULL,
                                               &sig);
    cr_assert(st == ROOTSIG_ERR_INPUT || st == ROOTSIG_ERR_NOMEM, "st=%d", st);
    st = render_all(ctx, st);
    return st == ROOTSIG_ERR_INPUT ? ROOTSIG_OK : st;
}

/* The container commands: parse, write_parts, set (splice), strip, get, verify. */
static rootsig_status container_commands(rootsig_ctx *ctx, const char *name)
{
    const rootsig_part *parts;
    size_t count;
    rootsig_digest_kind digest;
    rootsig_status st = rootsig_container_parse(ctx, name, IN.container, IN.container_len,
                                                &parts, &count, &digest);
    if (st != ROOTSIG_OK)
        return st;
    unsigned char out[8192], out2[8192];
    size_t n, n2;
    if ((st = rootsig_container_write_parts(ctx, parts, count, out, sizeof out, &n)) != ROOTSIG_OK)
        return st;
    cr_assert(n == IN.container_len && memcmp(out, IN.container, n) == 0);
    if ((st = rootsig_container_strip_rts0(ctx, name, out, n, out2, sizeof out2, &n2)) !=
        ROOTSIG_OK)
        return st;
    if ((st = rootsig_container_set_rts0(ctx, name, out2, n2, IN.part, IN.part_len, NULL, out,
                                         sizeof out, &n)) != ROOTSIG_OK)
        return st;
    cr_assert(n == IN.container_len && memcmp(out, IN.container, n) == 0);
    const void *rts0;
    size_t rlen;
    if ((st = rootsig_container_get_rts0(ctx, name, out, n, &rts0, &rlen)) != ROOTSIG_OK)
        return st;
    cr_assert(rlen == IN.part_len && memcmp(rts0, IN.part, rlen) == 0);
    rootsig_verify_result vr;
    return rootsig_container_verify(ctx, name, out, n, NULL, &vr);
}

/* The same commands on a container without RTS0 and a damaged one: diagnostics. */
static rootsig_status container_commands_bad(rootsig_ctx *ctx, const char *name)
{
    unsigned char out[8192], bad[8192];
    size_t n;
    rootsig_status st = rootsig_container_strip_rts0(ctx, name, IN.container, IN.container_len,
                                                     out, sizeof out, &n);
    if (st != ROOTSIG_OK)
        return st;
    const void *rts0;
    size_t rlen;
    st = rootsig_container_get_rts0(ctx, name, out, n, &rts0, &rlen);
    cr_assert(st == ROOTSIG_ERR_INPUT || st == ROOTSIG_ERR_NOMEM, "st=%d", st);
    if ((st = render_all(ctx, st)) != ROOTSIG_ERR_INPUT)
        return st;
    memcpy(bad, IN.container, IN.container_len);
    bad[10] ^= 0x55; /* digest */
    rootsig_verify_result vr;
    st = rootsig_container_verify(ctx, name, bad, IN.container_len, NULL, &vr);
    cr_assert(st != ROOTSIG_OK, "a damaged digest verified");
    if (st == ROOTSIG_ERR_NOMEM)
        return st;
    if ((st = render_all(ctx, ROOTSIG_OK)) != ROOTSIG_OK)
        return st;
    st = rootsig_container_set_rts0(ctx, name, IN.container, IN.container_len, IN.part, 10, NULL,
                                    out, sizeof out, &n);
    cr_assert(st == ROOTSIG_ERR_INPUT || st == ROOTSIG_ERR_NOMEM, "st=%d", st);
    st = render_all(ctx, st);
    return st == ROOTSIG_ERR_INPUT ? ROOTSIG_OK : st;
}

/* The DSL path test_api.c walks, here with the chunk boundary swept across it. */
static rootsig_status dsl_full(rootsig_ctx *ctx, const char *name)
{
    rootsig_signature *sig, *back;
    rootsig_status st = rootsig_parse_dsl(ctx, name, SIG, strlen(SIG), NULL, &sig);
    if (st != ROOTSIG_OK || (st = rootsig_validate(ctx, sig, NULL)) != ROOTSIG_OK)
        return st;
    unsigned char out[4096];
    size_t n;
    if ((st = rootsig_write_rts0(ctx, sig, NULL, out, sizeof out, &n)) != ROOTSIG_OK ||
        (st = rootsig_read_rts0(ctx, name, out, n, &back)) != ROOTSIG_OK)
        return st;
    const char *text;
    return rootsig_dump(ctx, back, NULL, &text, &n);
}

/*
 * A table of more bindings than the validator's stack scratch, in more
 * groups (class and space) than its first hash table holds, and a range
 * whose location does not pack (its flags 300 bytes after it starts): the
 * validator's and the packed locations' allocations fail in turn too.
 */
static rootsig_status dsl_many_groups(rootsig_ctx *ctx, const char *name)
{
    static char text[4096];
    if (text[0] == 0) {
        size_t n = (size_t)snprintf(text, sizeof text, "DescriptorTable(");
        for (int i = 0; i < 40; i++)
            n += (size_t)snprintf(text + n, sizeof text - n, "SRV(t%d, space = %d), ", i, i % 12);
        n += (size_t)snprintf(text + n, sizeof text - n, "UAV(u0,%300s flags = DATA_VOLATILE))",
                              "");
        cr_assert_lt(n, sizeof text);
    }
    rootsig_signature *sig;
    rootsig_status st = rootsig_parse_dsl(ctx, name, text, strlen(text), NULL, &sig);
    if (st != ROOTSIG_OK || (st = rootsig_validate(ctx, sig, NULL)) != ROOTSIG_OK)
        return st;
    unsigned char out[4096];
    size_t n;
    return rootsig_write_rts0(ctx, sig, NULL, out, sizeof out, &n);
}

static rootsig_status dsl_bad(rootsig_ctx *ctx, const char *name)
{
    static const char bad[] = "CBV(b0, foo=1), SRV(t01, space = 0x1), StaticSampler(s0, "
                              "filter = FILTER_NOPE), DescriptorTable(SRV(t0), SRV(t0)), UAV(u0";
    rootsig_signature *sig;
    rootsig_status st = rootsig_parse_dsl(ctx, name, bad, sizeof bad - 1, NULL, &sig);
    cr_assert(st == ROOTSIG_ERR_INPUT || st == ROOTSIG_ERR_NOMEM, "st=%d", st);
    st = render_all(ctx, st);
    return st == ROOTSIG_ERR_INPUT ? ROOTSIG_OK : st;
}

/* ---- the harness ---------------------------------------------------------- */

/*
 * The arena asks the allocator for a 16 KB chunk and then for ever larger
 * ones, so failing the N-th allocation alone reaches only the few places
 * where a chunk fills up. A source name of every length up to a chunk (the
 * name is copied into the arena first) moves the first chunk boundary across
 * every allocation the path makes, so each arena call site gets its NULL.
 */
enum { CHUNK = 16 * 1024, STEP = 16 };

static void chaos_once(const char *what, path_fn fn, const char *name)
{
    counting probe = {0, 0, 0, 0};
    rootsig_allocator a = {c_alloc, c_free, &probe};
    rootsig_ctx *ctx;
    cr_assert_eq(rootsig_ctx_create(&a, &ctx), ROOTSIG_OK);
    cr_assert_eq(fn(ctx, name), ROOTSIG_OK, "%s fails without any allocation failure", what);
    rootsig_ctx_destroy(ctx);
    cr_assert_eq(probe.live, 0u);
    size_t calls = probe.calls;
    cr_assert_gt(calls, 1u);
    for (size_t n = 1; n <= calls; n++) {
        counting c = {0, 0, n, 0};
        rootsig_allocator f = {c_alloc, c_free, &c};
        rootsig_status st = rootsig_ctx_create(&f, &ctx);
        if (st == ROOTSIG_OK) {
            st = fn(ctx, name);
            cr_assert(st == ROOTSIG_OK || st == ROOTSIG_ERR_NOMEM, "%s: n=%zu name=%zu st=%d",
                      what, n, strlen(name), st);
            /* a failed allocation must be reported, never swallowed */
            if (c.failed)
                cr_assert_eq(st, ROOTSIG_ERR_NOMEM, "%s: allocation %zu failed unreported "
                             "(name of %zu bytes)", what, n, strlen(name));
            /* once reset, the same context works again */
            rootsig_ctx_reset(ctx);
            cr_assert_eq(fn(ctx, name), ROOTSIG_OK, "%s: context unusable after failure %zu",
                         what, n);
            rootsig_ctx_destroy(ctx);
        } else {
            cr_assert_eq(st, ROOTSIG_ERR_NOMEM);
        }
        cr_assert_eq(c.live, 0u, "%s: leak when allocation %zu fails", what, n);
    }
}

static void chaos(const char *what, path_fn fn)
{
    if (IN.md == NULL)
        make_inputs();
    static char name[CHUNK + 1];
    /* RSIG_CHAOS_STEP coarsens the sweep where every run is slow (valgrind). */
    const char *env = getenv("RSIG_CHAOS_STEP");
    size_t step = env && atoi(env) > 0 ? (size_t)atoi(env) : STEP;
    for (size_t len = 1; len <= CHUNK; len += step) {
        memset(name, 'n', len);
        name[len] = 0;
        chaos_once(what, fn, name);
    }
}

Test(chaos, dsl_path) { chaos("dsl_full", dsl_full); }
Test(chaos, dsl_diagnostics) { chaos("dsl_bad", dsl_bad); }
Test(chaos, dsl_many_groups) { chaos("dsl_many_groups", dsl_many_groups); }
Test(chaos, container_write) { chaos("container_write", container_write); }
Test(chaos, container_read) { chaos("container_read", container_read); }
Test(chaos, bare_part_read) { chaos("part_read", part_read); }
Test(chaos, container_diagnostics) { chaos("container_bad", container_bad); }
Test(chaos, container_commands) { chaos("container_commands", container_commands); }
Test(chaos, container_commands_diagnostics)
{
    chaos("container_commands_bad", container_commands_bad);
}
Test(chaos, metadata_one_entry) { chaos("metadata_one", metadata_one); }
Test(chaos, metadata_all_entries) { chaos("metadata_all", metadata_all); }
Test(chaos, metadata_each_entry) { chaos("metadata_each", metadata_each); }
Test(chaos, metadata_print) { chaos("metadata_print", metadata_print); }
Test(chaos, metadata_diagnostics) { chaos("metadata_bad", metadata_bad); }
