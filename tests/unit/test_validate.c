/*
 * test_validate.c: the validation rules (RS2xxx, src/validate/validate*.c)
 * where a data-driven case cannot say it, through the public API only.
 * Each rule's smallest violating inputs, their exact diagnostics and their
 * passing neighbours are cases in tests/cases/validate/ (NAME.rs: text,
 * NAME.hex: RTS0 bytes; see tests/run_case.c). Here:
 *
 *   1. API details: disabling a warning, notes attached to their record;
 *   2. the full legal-flag tables (generated), performance;
 *   3. a generated corpus: one defect per signature, every rule, every
 *      version, as text and as bytes; valid neighbours must pass; every
 *      RS20xx rule is exercised by the corpus or by a case;
 *   4. docs/diagnostics.md documents every ID.
 *
 * Where the expected value is a D3D12 or reference fact, the comment says
 * where it comes from (DXC's validator, clang's SemaHLSL.cpp, LLVM's
 * RootSignatureValidations.cpp, the D3D12 documentation, or rootsig's own
 * rule in docs/diagnostics.md).
 */
#include <criterion/criterion.h>
#include <dirent.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "diag_ids.h"
#include "rootsig.h"

static rootsig_ctx *ctx;

static void setup(void)
{
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
}

static void teardown(void)
{
    rootsig_ctx_destroy(ctx);
}

TestSuite(validate, .init = setup, .fini = teardown);
TestSuite(validate_corpus, .init = setup, .fini = teardown, .timeout = 240);

#define V10 ROOTSIG_VERSION_1_0
#define V11 ROOTSIG_VERSION_1_1
#define V12 ROOTSIG_VERSION_1_2

/* ---- helpers ----------------------------------------------------------- */

static void dump_diags(void)
{
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        fprintf(stderr, "%s", rootsig_diag_render(ctx, i));
}

/* Parses (must succeed) and validates text; returns rootsig_validate's status. */
static rootsig_status check_opts(const char *text, const rootsig_options *o)
{
    rootsig_ctx_reset(ctx);
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_parse_dsl(ctx, "t.rs", text, strlen(text), o, &sig);
    if (st != ROOTSIG_OK)
        dump_diags();
    cr_assert_eq(st, ROOTSIG_OK, "parse failed: %s", text);
    return rootsig_validate(ctx, sig, o);
}

static rootsig_status check(const char *text, rootsig_version version)
{
    rootsig_options o = {version, ROOTSIG_COMPAT_LLVM, 0, 0};
    return check_opts(text, &o);
}

static size_t count_id(const char *id)
{
    size_t n = 0;
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++) {
        const rootsig_diag *d = rootsig_diag_get(ctx, i);
        if (d->severity != ROOTSIG_SEVERITY_NOTE && strcmp(d->id, id) == 0)
            n++;
    }
    return n;
}

/* ---- 1. API details ---------------------------------------------------- */

Test(validate, warnings_can_be_disabled)
{
    /* -Wno-RS2002 silences the warning of tests/cases/validate/flags_by_version.rs */
    rootsig_options o = {V10, ROOTSIG_COMPAT_LLVM, 0, 0};
    rootsig_ctx_reset(ctx);
    cr_assert_eq(rootsig_ctx_disable_warning(ctx, "RS2002", 1), ROOTSIG_OK);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "t", "CBV(b0, flags = DATA_VOLATILE)", 30, &o, &sig),
                 ROOTSIG_OK);
    cr_assert_eq(rootsig_validate(ctx, sig, &o), ROOTSIG_OK);
    cr_assert_eq(rootsig_diag_count(ctx), 0);
    cr_assert_eq(rootsig_ctx_disable_warning(ctx, "RS2002", 0), ROOTSIG_OK);
}

Test(validate, notes_belong_to_their_record)
{
    /* the rendered pair is in tests/cases/validate/table_layout.rs */
    cr_assert_eq(check("DescriptorTable(Sampler(s0), CBV(b0))", V11), ROOTSIG_ERR_INPUT);
    cr_assert_eq(rootsig_diag_count(ctx), 2);
    cr_assert_str_eq(rootsig_diag_get(ctx, 0)->id, "RS2030");
    cr_assert_eq(rootsig_diag_get(ctx, 0)->note_count, 1);
    cr_assert_eq(rootsig_diag_get(ctx, 1)->severity, ROOTSIG_SEVERITY_NOTE);
}

/* ---- 2. flag tables, performance ------------------------------------- */

/*
 * The full legal-combination table (d3d12.h's D3D12_DESCRIPTOR_RANGE_FLAGS;
 * LLVM's RootSignatureValidations.cpp: "v1.1 SRV:
 * 0,1,2,4,8,0x10000,3,5,0x10002,0x10008 ok"; Sampler: 0, 1, 0x10000).
 */
static const char *const RANGE_FLAG_NAMES[5] = {
    "DESCRIPTORS_VOLATILE", "DATA_VOLATILE", "DATA_STATIC_WHILE_SET_AT_EXECUTE", "DATA_STATIC",
    "DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS"};
static const uint32_t RANGE_FLAG_VALUES[5] = {0x1, 0x2, 0x4, 0x8, 0x10000};

static void flag_text(char *buf, size_t n, unsigned mask, const char *const *names,
                      unsigned count)
{
    size_t k = 0;
    buf[0] = 0;
    for (unsigned b = 0; b < count; b++)
        if (mask & (1u << b))
            k += (size_t)snprintf(buf + k, n - k, "%s%s", k ? " | " : "", names[b]);
    if (k == 0)
        snprintf(buf, n, "0");
}

Test(validate, range_flag_table)
{
    const uint32_t legal_other[] = {0x0, 0x1, 0x2, 0x4, 0x8, 0x3, 0x5, 0x10000, 0x10002,
                                    0x10004, 0x10008};
    const uint32_t legal_sampler[] = {0x0, 0x1, 0x10000};
    const char *types[] = {"SRV(t0", "UAV(u0", "CBV(b0", "Sampler(s0"};
    for (int version = V11; version <= V12; version++) {
        for (int t = 0; t < 4; t++) {
            unsigned legal = 0;
            for (unsigned m = 0; m < 32; m++) {
                uint32_t v = 0;
                for (unsigned b = 0; b < 5; b++)
                    if (m & (1u << b))
                        v |= RANGE_FLAG_VALUES[b];
                bool want = false;
                const uint32_t *list = t == 3 ? legal_sampler : legal_other;
                size_t nlist = t == 3 ? 3 : 11;
                for (size_t i = 0; i < nlist; i++)
                    want |= list[i] == v;
                char flags[256], text[512];
                flag_text(flags, sizeof flags, m, RANGE_FLAG_NAMES, 5);
                snprintf(text, sizeof text, "DescriptorTable(%s, flags = %s))", types[t], flags);
                rootsig_status st = check(text, (rootsig_version)version);
                cr_assert_eq(st == ROOTSIG_OK, want, "%s (1.%d): %s", text, version - 1,
                             want ? "should pass" : "should fail");
                if (!want) {
                    size_t flag_errors = count_id("RS2009") + count_id("RS2010") +
                                         count_id("RS2011") + count_id("RS2012");
                    cr_assert_eq(rootsig_error_count(ctx), flag_errors, "%s", text);
                } else {
                    cr_assert_eq(rootsig_diag_count(ctx), 0, "%s", text);
                    legal++;
                }
            }
            cr_assert_eq(legal, t == 3 ? 3u : 11u);
        }
    }
}

Test(validate, root_descriptor_flag_table)
{
    /* LLVM's RootSignatureValidations.cpp: 1.1/1.2 at most one DATA_* flag (0 ok);
     * 1.0 exactly DATA_VOLATILE */
    const char *names[3] = {"DATA_VOLATILE", "DATA_STATIC_WHILE_SET_AT_EXECUTE", "DATA_STATIC"};
    const char *kinds[] = {"CBV(b0", "SRV(t0", "UAV(u0"};
    for (int version = V10; version <= V12; version++)
        for (int k = 0; k < 3; k++)
            for (unsigned m = 0; m < 8; m++) {
                char flags[160], text[256];
                flag_text(flags, sizeof flags, m, names, 3);
                snprintf(text, sizeof text, "%s, flags = %s)", kinds[k], flags);
                bool one_or_none = (m & (m - 1)) == 0;
                bool want = version == V10 ? m == 1 : one_or_none;
                cr_assert_eq(check(text, (rootsig_version)version) == ROOTSIG_OK, want,
                             "%s (1.%d)", text, version - 1);
                if (!want)
                    cr_assert_eq(count_id(version == V10 ? "RS2001" : "RS2009"), 1, "%s", text);
            }
}

static double seconds(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Text of n elements; fmt takes the element index twice at most. */
static char *repeat(const char *head, const char *fmt, int n, const char *tail)
{
    size_t cap = strlen(head) + strlen(tail) + (size_t)n * (strlen(fmt) + 24) + 1;
    char *s = malloc(cap);
    cr_assert_not_null(s);
    size_t k = (size_t)snprintf(s, cap, "%s", head);
    for (int i = 0; i < n; i++) {
        if (i)
            s[k++] = ',';
        k += (size_t)snprintf(s + k, cap - k, fmt, i, i);
    }
    snprintf(s + k, cap - k, "%s", tail);
    return s;
}

/*
 * The flag rules remember the last clean flags of sampler and other ranges
 * (validate_elements.c): every range is still judged, whatever came before.
 */
Test(validate, range_flags_each_range_judged)
{
    check("DescriptorTable(SRV(t0, flags = DATA_VOLATILE | DATA_STATIC), "
          "SRV(t1, flags = DATA_VOLATILE | DATA_STATIC), UAV(u0, flags = DATA_VOLATILE | DATA_STATIC))",
          V11);
    cr_assert_eq(count_id("RS2009"), 3);
    /* the same flags, clean on an SRV, are not on a Sampler */
    check("DescriptorTable(SRV(t0, flags = DATA_VOLATILE)), "
          "DescriptorTable(Sampler(s0, flags = DATA_VOLATILE))",
          V11);
    cr_assert_eq(count_id("RS2010"), 1);
    check("DescriptorTable(SRV(t0, flags = DATA_VOLATILE), "
          "SRV(t1, flags = DESCRIPTORS_VOLATILE | DATA_STATIC), SRV(t2, flags = DATA_VOLATILE), "
          "SRV(t3, flags = DESCRIPTORS_VOLATILE | DATA_STATIC))",
          V11);
    cr_assert_eq(count_id("RS2011"), 2);
}

/*
 * Heap offsets shared across types, in tables on both sides of the size up
 * to which the check's scratch is on the stack (16 ranges): SRVs at offsets
 * 0..n-1 (APPEND), then a UAV given offset 0, which shares offset 0 with the
 * first SRV and nothing else. One warning, on the later range.
 */
Test(validate, offset_overlap_in_tables_of_every_size)
{
    static const int srvs[] = {1, 15, 16, 17, 40};
    for (size_t k = 0; k < sizeof srvs / sizeof srvs[0]; k++) {
        char text[2048];
        size_t len = (size_t)snprintf(text, sizeof text, "DescriptorTable(");
        for (int j = 0; j < srvs[k]; j++)
            len += (size_t)snprintf(text + len, sizeof text - len, "SRV(t%d), ", j);
        snprintf(text + len, sizeof text - len, "UAV(u0, offset = 0))");
        cr_assert_eq(check(text, V11), ROOTSIG_OK, "%s", text);
        cr_assert_eq(count_id("RS2033"), 1, "%s", text);
        char want[160];
        snprintf(want, sizeof want,
                 "DescriptorTable [0], range [%d] (UAV u0, space 0) shares heap offset 0 with "
                 "DescriptorTable [0], range [0] (SRV t0, space 0), a range of another type",
                 srvs[k]);
        const rootsig_diag *d = rootsig_diag_get(ctx, 0);
        cr_assert(strncmp(d->message, want, strlen(want)) == 0, "%s\n  got: %s", text,
                  d->message);
    }
}

Test(validate, overlap_check_is_n_log_n, .timeout = 60)
{
    /*
     * 200000 ranges in one table, no conflicts: pairwise checking would be
     * 2e10 comparisons; sort + sweep takes milliseconds.
     */
    const int n = 200000;
    char *text = repeat("DescriptorTable(", "SRV(t%d, space = %d)", n, ")");
    rootsig_options o = {V11, ROOTSIG_COMPAT_LLVM, 0, 0};
    rootsig_ctx_reset(ctx);
    rootsig_signature *sig;
    cr_assert_eq(rootsig_parse_dsl(ctx, "big", text, strlen(text), &o, &sig), ROOTSIG_OK);
    double t0 = seconds();
    cr_assert_eq(rootsig_validate(ctx, sig, &o), ROOTSIG_OK);
    double dt = seconds() - t0;
    fprintf(stderr, "validate: %d ranges without conflicts in %.3f s\n", n, dt);
    cr_assert_lt(dt, 5.0);
    free(text);

    /* 20000 root SRVs all on t0: each one after the first is reported once */
    const int m = 20000;
    text = repeat("", "SRV(t0, visibility = SHADER_VISIBILITY_ALL)", m, "");
    rootsig_options many = {V11, ROOTSIG_COMPAT_LLVM, 1000000, 0};
    rootsig_ctx_reset(ctx);
    cr_assert_eq(rootsig_parse_dsl(ctx, "big", text, strlen(text), &many, &sig), ROOTSIG_OK);
    t0 = seconds();
    cr_assert_eq(rootsig_validate(ctx, sig, &many), ROOTSIG_ERR_INPUT);
    dt = seconds() - t0;
    fprintf(stderr, "validate: %d overlapping root SRVs in %.3f s\n", m, dt);
    cr_assert_eq(count_id("RS2040"), (size_t)m - 1);
    cr_assert_eq(count_id("RS2041"), 1); /* and 40000 DWORDs */
    cr_assert_lt(dt, 5.0);
    free(text);
}

/* ---- 3. generated corpus ---------------------------------------------- */

/*
 * Random valid "base" signatures, each with one defect added: every rule,
 * every version the rule applies to, as DSL text and (written, unvalidated,
 * then read back) as RTS0 bytes. Each must be rejected with exactly the
 * rule's ID and nothing else; warnings are checked with -Werror. The
 * passing neighbour of each defect (the value just inside the limit) added
 * to the same base must pass both ways. Binary-only defects (values the DSL
 * cannot spell) patch the written bytes.
 *
 * Bases stay out of the defects' way: they use spaces 0-3 (unbounded
 * ranges 10+), no RootFlags, at most ~40 DWORDs; defects use space 100+.
 */

typedef struct rng {
    uint64_t s;
} rng;

static uint32_t rnd(rng *r, uint32_t n)
{
    r->s ^= r->s << 13;
    r->s ^= r->s >> 7;
    r->s ^= r->s << 17;
    return (uint32_t)((r->s >> 11) % n);
}

typedef struct sbuf {
    char *p;
    size_t n, cap;
} sbuf;

static void sb_printf(sbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    va_list ap2;
    va_copy(ap2, ap);
    int w = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    cr_assert(w >= 0);
    if (b->n + (size_t)w + 1 > b->cap) {
        b->cap = (b->n + (size_t)w + 1) * 2;
        b->p = realloc(b->p, b->cap);
        cr_assert_not_null(b->p);
    }
    vsnprintf(b->p + b->n, b->cap - b->n, fmt, ap);
    b->n += (size_t)w;
    va_end(ap);
}

static void sb_reset(sbuf *b)
{
    b->n = 0;
    if (b->p)
        b->p[0] = 0;
}

static const char *VIS[8] = {"SHADER_VISIBILITY_ALL",      "SHADER_VISIBILITY_VERTEX",
                             "SHADER_VISIBILITY_HULL",     "SHADER_VISIBILITY_DOMAIN",
                             "SHADER_VISIBILITY_GEOMETRY", "SHADER_VISIBILITY_PIXEL",
                             "SHADER_VISIBILITY_AMPLIFICATION", "SHADER_VISIBILITY_MESH"};
static const char *DENY[8] = {NULL,
                              "DENY_VERTEX_SHADER_ROOT_ACCESS",
                              "DENY_HULL_SHADER_ROOT_ACCESS",
                              "DENY_DOMAIN_SHADER_ROOT_ACCESS",
                              "DENY_GEOMETRY_SHADER_ROOT_ACCESS",
                              "DENY_PIXEL_SHADER_ROOT_ACCESS",
                              "DENY_AMPLIFICATION_SHADER_ROOT_ACCESS",
                              "DENY_MESH_SHADER_ROOT_ACCESS"};
/* register classes in D3D12_DESCRIPTOR_RANGE_TYPE order */
static const char *RANGE_KW[4] = {"SRV", "UAV", "CBV", "Sampler"};
static const char LETTER[4] = {'t', 'u', 'b', 's'};
static const char *PLAIN_FILTERS[] = {
    "FILTER_MIN_MAG_MIP_POINT", "FILTER_MIN_MAG_POINT_MIP_LINEAR",
    "FILTER_MIN_POINT_MAG_LINEAR_MIP_POINT", "FILTER_MIN_POINT_MAG_MIP_LINEAR",
    "FILTER_MIN_LINEAR_MAG_MIP_POINT", "FILTER_MIN_LINEAR_MAG_POINT_MIP_LINEAR",
    "FILTER_MIN_MAG_LINEAR_MIP_POINT", "FILTER_MIN_MAG_MIP_LINEAR", "FILTER_ANISOTROPIC",
    "FILTER_MINIMUM_MIN_MAG_MIP_LINEAR", "FILTER_MAXIMUM_ANISOTROPIC"};
static const char *CMP_FILTERS[] = {
    "FILTER_COMPARISON_MIN_MAG_MIP_POINT", "FILTER_COMPARISON_MIN_MAG_POINT_MIP_LINEAR",
    "FILTER_COMPARISON_MIN_POINT_MAG_LINEAR_MIP_POINT",
    "FILTER_COMPARISON_MIN_POINT_MAG_MIP_LINEAR", "FILTER_COMPARISON_MIN_LINEAR_MAG_MIP_POINT",
    "FILTER_COMPARISON_MIN_LINEAR_MAG_POINT_MIP_LINEAR",
    "FILTER_COMPARISON_MIN_MAG_LINEAR_MIP_POINT", "FILTER_COMPARISON_MIN_MAG_MIP_LINEAR",
    "FILTER_COMPARISON_ANISOTROPIC"};
static const char *NONNORM_FILTERS[] = {
    "FILTER_MIN_MAG_MIP_POINT",         "FILTER_MIN_MAG_LINEAR_MIP_POINT",
    "FILTER_MINIMUM_MIN_MAG_MIP_POINT", "FILTER_MINIMUM_MIN_MAG_LINEAR_MIP_POINT",
    "FILTER_MAXIMUM_MIN_MAG_MIP_POINT", "FILTER_MAXIMUM_MIN_MAG_LINEAR_MIP_POINT"};
static const char *ADDRESS[] = {"TEXTURE_ADDRESS_WRAP", "TEXTURE_ADDRESS_MIRROR",
                                "TEXTURE_ADDRESS_CLAMP", "TEXTURE_ADDRESS_BORDER",
                                "TEXTURE_ADDRESS_MIRROR_ONCE", "TEXTURE_ADDRESS_MIRRORONCE"};
static const char *CMP[] = {"COMPARISON_NEVER",     "COMPARISON_LESS",      "COMPARISON_EQUAL",
                            "COMPARISON_LESS_EQUAL", "COMPARISON_GREATER",  "COMPARISON_NOT_EQUAL",
                            "COMPARISON_GREATER_EQUAL", "COMPARISON_ALWAYS"};
static const char *FLOAT_BORDERS[] = {"STATIC_BORDER_COLOR_TRANSPARENT_BLACK",
                                      "STATIC_BORDER_COLOR_OPAQUE_BLACK",
                                      "STATIC_BORDER_COLOR_OPAQUE_WHITE"};
static const char *UINT_BORDERS[] = {"STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT",
                                     "STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT"};
#define PICK(r, a) ((a)[rnd((r), (uint32_t)(sizeof(a) / sizeof((a)[0])))])

/* Legal 1.1/1.2 flags (the D3D12 documentation of D3D12_DESCRIPTOR_RANGE_FLAGS), as DSL text. */
static const char *LEGAL_RANGE_FLAGS[] = {
    "0", "DESCRIPTORS_VOLATILE", "DATA_VOLATILE", "DATA_STATIC_WHILE_SET_AT_EXECUTE",
    "DATA_STATIC", "DESCRIPTORS_VOLATILE | DATA_VOLATILE",
    "DESCRIPTORS_VOLATILE | DATA_STATIC_WHILE_SET_AT_EXECUTE",
    "DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS",
    "DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS | DATA_STATIC"};
static const char *LEGAL_SAMPLER_RANGE_FLAGS[] = {
    "0", "DESCRIPTORS_VOLATILE", "DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS"};
static const char *LEGAL_ROOT_FLAGS[] = {"0", "DATA_VOLATILE", "DATA_STATIC_WHILE_SET_AT_EXECUTE",
                                         "DATA_STATIC"};

typedef struct base_info {
    unsigned dwords; /* global root cost */
    unsigned bytes;  /* local root argument bytes, aligned as Raytracing.md says */
    unsigned vis;    /* bit v: some element has visibility v */
} base_info;

static void cost_add(base_info *bi, int kind, unsigned n32)
{
    /* kind 0 table, 1 constants, 2 root descriptor */
    if (kind == 1) {
        bi->dwords += n32;
        bi->bytes += 4 * n32;
    } else {
        bi->dwords += kind == 0 ? 1 : 2;
        bi->bytes = ((bi->bytes + 7) & ~7u) + 8;
    }
}

static uint32_t pick_vis(rng *r, base_info *bi)
{
    uint32_t v = rnd(r, 3) == 0 ? 0 : rnd(r, 8);
    bi->vis |= 1u << v;
    return v;
}

static void gen_sampler_fields(rng *r, rootsig_version ver, sbuf *o)
{
    bool cmp = rnd(r, 3) == 0;
    sb_printf(o, ", filter = %s", cmp ? PICK(r, CMP_FILTERS) : PICK(r, PLAIN_FILTERS));
    if (cmp || rnd(r, 2))
        sb_printf(o, ", comparisonFunc = %s", PICK(r, CMP));
    if (rnd(r, 2))
        sb_printf(o, ", addressU = %s", PICK(r, ADDRESS));
    if (rnd(r, 2))
        sb_printf(o, ", addressW = %s", PICK(r, ADDRESS));
    if (rnd(r, 2)) {
        static const char *bias[] = {"-16", "15.99", "0", "1.5", "-2.25", "7"};
        sb_printf(o, ", mipLODBias = %s", PICK(r, bias));
    }
    if (rnd(r, 2))
        sb_printf(o, ", maxAnisotropy = %u", rnd(r, 17));
    if (rnd(r, 2)) {
        static const char *lods[] = {"0", "1", "-1000", "12.5", "3.4028234663852886e+38"};
        sb_printf(o, ", minLOD = %s, maxLOD = %s", PICK(r, lods), PICK(r, lods));
    }
    if (ver == V12 && rnd(r, 3) == 0)
        sb_printf(o, ", borderColor = %s, flags = UINT_BORDER_COLOR", PICK(r, UINT_BORDERS));
    else if (rnd(r, 2))
        sb_printf(o, ", borderColor = %s", PICK(r, FLOAT_BORDERS));
}

/* A valid signature of 0-5 elements. */
static void gen_base(rng *r, rootsig_version ver, sbuf *o, base_info *bi)
{
    memset(bi, 0, sizeof *bi);
    unsigned next[4][4] = {{0}}; /* next free register per class and space */
    unsigned unbounded_space = 10;
    unsigned sampler_reg = 0;
    unsigned n = rnd(r, 6);
    for (unsigned e = 0; e < n; e++) {
        if (e)
            sb_printf(o, ", ");
        unsigned space = rnd(r, 4);
        switch (rnd(r, 4)) {
        case 0: { /* root descriptor */
            unsigned c = rnd(r, 3);
            sb_printf(o, "%s(%c%u, space = %u, visibility = %s", RANGE_KW[c], LETTER[c],
                      next[c][space]++, space, VIS[pick_vis(r, bi)]);
            if (ver != V10 && rnd(r, 2))
                sb_printf(o, ", flags = %s", PICK(r, LEGAL_ROOT_FLAGS));
            sb_printf(o, ")");
            cost_add(bi, 2, 0);
            break;
        }
        case 1: { /* root constants */
            unsigned k = 1 + rnd(r, 4);
            sb_printf(o, "RootConstants(b%u, space = %u, num32BitConstants = %u, visibility = %s)",
                      next[2][space]++, space, k, VIS[pick_vis(r, bi)]);
            cost_add(bi, 1, k);
            break;
        }
        case 2: { /* table of 1-4 ranges, all samplers or none */
            bool samplers = rnd(r, 4) == 0;
            unsigned nr = 1 + rnd(r, 4);
            sb_printf(o, "DescriptorTable(");
            for (unsigned j = 0; j < nr; j++) {
                unsigned c = samplers ? 3 : rnd(r, 3);
                unsigned sp = rnd(r, 4);
                bool unbounded = j == nr - 1 && rnd(r, 4) == 0;
                if (unbounded)
                    sp = unbounded_space++;
                unsigned cnt = 1 + rnd(r, 8);
                sb_printf(o, "%s%s(%c%u, space = %u", j ? ", " : "", RANGE_KW[c], LETTER[c],
                          sp < 4 ? next[c][sp] : 0, sp);
                if (unbounded)
                    sb_printf(o, ", numDescriptors = unbounded");
                else if (cnt > 1)
                    sb_printf(o, ", numDescriptors = %u", cnt);
                if (sp < 4)
                    next[c][sp] += unbounded ? 0 : cnt;
                if (ver != V10 && rnd(r, 2))
                    sb_printf(o, ", flags = %s",
                              samplers ? PICK(r, LEGAL_SAMPLER_RANGE_FLAGS)
                                       : PICK(r, LEGAL_RANGE_FLAGS));
                sb_printf(o, ")");
            }
            sb_printf(o, ", visibility = %s)", VIS[pick_vis(r, bi)]);
            cost_add(bi, 0, 0);
            break;
        }
        default: /* static sampler */
            sb_printf(o, "StaticSampler(s%u, space = 3, visibility = %s", 1000 + sampler_reg++,
                      VIS[pick_vis(r, bi)]);
            gen_sampler_fields(r, ver, o);
            sb_printf(o, ")");
            break;
        }
    }
}

/* A single-register or range element of class c in a space, as its own parameter. */
static void gen_binding(rng *r, sbuf *o, unsigned c, unsigned space, unsigned lo, unsigned count,
                        unsigned vis)
{
    bool range = count != 1 || rnd(r, 2);
    if (!range) {
        if (c == 3)
            sb_printf(o, "StaticSampler(s%u, space = %u, visibility = %s)", lo, space, VIS[vis]);
        else if (c == 2 && rnd(r, 2))
            sb_printf(o, "RootConstants(b%u, space = %u, num32BitConstants = 1, visibility = %s)",
                      lo, space, VIS[vis]);
        else
            sb_printf(o, "%s(%c%u, space = %u, visibility = %s)", RANGE_KW[c], LETTER[c], lo,
                      space, VIS[vis]);
        return;
    }
    sb_printf(o, "DescriptorTable(%s(%c%u, space = %u", RANGE_KW[c], LETTER[c], lo, space);
    if (count == 0xFFFFFFFFu)
        sb_printf(o, ", numDescriptors = unbounded");
    else
        sb_printf(o, ", numDescriptors = %u", count);
    sb_printf(o, "), visibility = %s)", VIS[vis]);
}

enum place { ANYWHERE, FIRST, LAST };

typedef struct defect {
    const char *id;
    bool warning;
    bool same_in_bytes; /* the bytes carry the defect (not: 1.0 flags, <1.2 sampler flags) */
    enum place place;
    /* false: not applicable to this version */
    bool (*gen)(rng *r, rootsig_version ver, const base_info *bi, sbuf *o, bool valid);
} defect;

static const char *any_param_kind(rng *r, unsigned *cls)
{
    static const char *kinds[] = {"CBV", "SRV", "UAV", "RootConstants"};
    unsigned k = rnd(r, 4);
    *cls = k == 3 ? 2 : (k == 0 ? 2 : k == 1 ? 0 : 1);
    return kinds[k];
}

/* one element with the given register and space, of any kind */
static void gen_element(rng *r, sbuf *o, uint32_t reg, uint32_t space)
{
    unsigned cls;
    switch (rnd(r, 4)) {
    case 0: {
        const char *k = any_param_kind(r, &cls);
        if (strcmp(k, "RootConstants") == 0)
            sb_printf(o, "RootConstants(b%u, space = %u, num32BitConstants = 2)", reg, space);
        else
            sb_printf(o, "%s(%c%u, space = %u)", k, LETTER[cls], reg, space);
        break;
    }
    case 1:
    case 2: {
        unsigned c = rnd(r, 4);
        sb_printf(o, "DescriptorTable(%s(%c%u, space = %u%s))", RANGE_KW[c], LETTER[c], reg,
                  space, rnd(r, 2) ? ", numDescriptors = unbounded" : "");
        break;
    }
    default:
        sb_printf(o, "StaticSampler(s%u, space = %u)", reg, space);
        break;
    }
}

static bool d_flags_version(rng *r, rootsig_version ver, const base_info *bi, sbuf *o, bool valid)
{
    (void)bi;
    if (ver == V12)
        return false;
    if (ver == V11 || rnd(r, 3) == 0) {
        sb_printf(o, "StaticSampler(s0, space = 100%s)",
                  valid ? "" : rnd(r, 2) ? ", flags = UINT_BORDER_COLOR"
                                         : ", flags = NON_NORMALIZED_COORDINATES");
        return true;
    }
    static const char *bad_root[] = {"0", "DATA_STATIC", "DATA_STATIC_WHILE_SET_AT_EXECUTE"};
    if (rnd(r, 2)) {
        unsigned c = rnd(r, 3);
        sb_printf(o, "%s(%c0, space = 100", RANGE_KW[c], LETTER[c]);
        if (!valid)
            sb_printf(o, ", flags = %s", PICK(r, bad_root));
        sb_printf(o, ")");
    } else {
        unsigned c = rnd(r, 4);
        sb_printf(o, "DescriptorTable(%s(%c0, space = 100", RANGE_KW[c], LETTER[c]);
        if (!valid)
            sb_printf(o, ", flags = %s", c == 3 ? "0" : "DATA_VOLATILE");
        sb_printf(o, "))");
    }
    return true;
}

static bool d_flags_redundant(rng *r, rootsig_version ver, const base_info *bi, sbuf *o,
                              bool valid)
{
    (void)bi;
    if (ver != V10)
        return false;
    unsigned c = rnd(r, 4);
    if (c < 3 && rnd(r, 2)) {
        sb_printf(o, "%s(%c0, space = 100%s)", RANGE_KW[c], LETTER[c],
                  valid ? "" : ", flags = DATA_VOLATILE");
        return true;
    }
    sb_printf(o, "DescriptorTable(%s(%c0, space = 100%s))", RANGE_KW[c], LETTER[c],
              valid ? ""
              : c == 3 ? ", flags = DESCRIPTORS_VOLATILE"
                       : ", flags = DATA_VOLATILE | DESCRIPTORS_VOLATILE");
    return true;
}

static bool d_register_reserved(rng *r, rootsig_version ver, const base_info *bi, sbuf *o,
                                bool valid)
{
    (void)ver;
    (void)bi;
    gen_element(r, o, valid ? 4294967294u : 4294967295u, 100);
    return true;
}

static bool d_space_reserved(rng *r, rootsig_version ver, const base_info *bi, sbuf *o,
                             bool valid)
{
    (void)ver;
    (void)bi;
    gen_element(r, o, rnd(r, 100), valid ? 4294967279u : 4294967280u + rnd(r, 16));
    return true;
}

static bool d_numdesc_zero(rng *r, rootsig_version ver, const base_info *bi, sbuf *o, bool valid)
{
    (void)ver;
    (void)bi;
    unsigned c = rnd(r, 4);
    sb_printf(o, "DescriptorTable(%s(%c%u, space = 100, numDescriptors = %u))", RANGE_KW[c],
              LETTER[c], rnd(r, 1000), valid ? 1 : 0);
    return true;
}

static bool d_register_overflow(rng *r, rootsig_version ver, const base_info *bi, sbuf *o,
                                bool valid)
{
    (void)ver;
    (void)bi;
    unsigned c = rnd(r, 4);
    uint32_t k = 1 + rnd(r, 1000);
    uint32_t n = valid ? k + 1 : k + 2 + rnd(r, 1000);
    sb_printf(o, "DescriptorTable(%s(%c%u, space = 100, numDescriptors = %u))", RANGE_KW[c],
              LETTER[c], 4294967295u - k, n);
    return true;
}

static bool d_data_exclusive(rng *r, rootsig_version ver, const base_info *bi, sbuf *o,
                             bool valid)
{
    (void)bi;
    if (ver == V10)
        return false;
    static const char *bad[] = {"DATA_VOLATILE | DATA_STATIC",
                                "DATA_VOLATILE | DATA_STATIC_WHILE_SET_AT_EXECUTE",
                                "DATA_STATIC_WHILE_SET_AT_EXECUTE | DATA_STATIC",
                                "DATA_VOLATILE | DATA_STATIC_WHILE_SET_AT_EXECUTE | DATA_STATIC"};
    unsigned c = rnd(r, 3);
    const char *flags = valid ? PICK(r, LEGAL_ROOT_FLAGS) : PICK(r, bad);
    if (rnd(r, 2))
        sb_printf(o, "%s(%c0, space = 100, flags = %s)", RANGE_KW[c], LETTER[c], flags);
    else
        sb_printf(o, "DescriptorTable(%s(%c0, space = 100, flags = %s%s))", RANGE_KW[c],
                  LETTER[c], flags, !valid && rnd(r, 2) ? " | DESCRIPTORS_VOLATILE" : "");
    return true;
}

static bool d_sampler_data(rng *r, rootsig_version ver, const base_info *bi, sbuf *o, bool valid)
{
    (void)bi;
    if (ver == V10)
        return false;
    static const char *data[] = {"DATA_VOLATILE", "DATA_STATIC", "DATA_STATIC_WHILE_SET_AT_EXECUTE",
                                 "DATA_VOLATILE | DATA_STATIC"};
    static const char *extra[] = {"", " | DESCRIPTORS_VOLATILE",
                                  " | DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS"};
    if (valid)
        sb_printf(o, "DescriptorTable(Sampler(s0, space = 100, flags = %s))",
                  PICK(r, LEGAL_SAMPLER_RANGE_FLAGS));
    else
        sb_printf(o, "DescriptorTable(Sampler(s0, space = 100, flags = %s%s))", PICK(r, data),
                  PICK(r, extra));
    return true;
}

static bool d_volatile_static(rng *r, rootsig_version ver, const base_info *bi, sbuf *o,
                              bool valid)
{
    (void)bi;
    if (ver == V10)
        return false;
    unsigned c = rnd(r, 3);
    sb_printf(o, "DescriptorTable(%s(%c0, space = 100, flags = DESCRIPTORS_VOLATILE | %s))",
              RANGE_KW[c], LETTER[c],
              valid ? (rnd(r, 2) ? "DATA_VOLATILE" : "DATA_STATIC_WHILE_SET_AT_EXECUTE")
                    : "DATA_STATIC");
    return true;
}

static bool d_volatile_keeping(rng *r, rootsig_version ver, const base_info *bi, sbuf *o,
                               bool valid)
{
    (void)bi;
    if (ver == V10)
        return false;
    unsigned c = rnd(r, 4);
    static const char *extra[] = {"", " | DATA_VOLATILE", " | DATA_STATIC_WHILE_SET_AT_EXECUTE"};
    const char *data = c == 3 ? "" : PICK(r, extra);
    sb_printf(o, "DescriptorTable(%s(%c0, space = 100, flags = %s"
                 "DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS%s))",
              RANGE_KW[c], LETTER[c], valid ? "" : "DESCRIPTORS_VOLATILE | ", data);
    return true;
}

static bool d_mip_lod_bias(rng *r, rootsig_version ver, const base_info *bi, sbuf *o, bool valid)
{
    (void)ver;
    (void)bi;
    static const char *bad[] = {"16", "15.991", "-16.001", "100", "-17", "3.4e38", "15.9900009"};
    static const char *good[] = {"15.99", "-16", "0", "15.98999", "-15.999"};
    sb_printf(o, "StaticSampler(s0, space = 100, mipLODBias = %s)", valid ? PICK(r, good)
                                                                           : PICK(r, bad));
    return true;
}

static bool d_max_anisotropy(rng *r, rootsig_version ver, const base_info *bi, sbuf *o,
                             bool valid)
{
    (void)ver;
    (void)bi;
    sb_printf(o, "StaticSampler(s0, space = 100, maxAnisotropy = %u)",
              valid ? rnd(r, 17) : 17 + rnd(r, 100000));
    return true;
}

static bool d_comparison_required(rng *r, rootsig_version ver, const base_info *bi, sbuf *o,
                                  bool valid)
{
    (void)ver;
    (void)bi;
    sb_printf(o, "StaticSampler(s0, space = 100, filter = %s, comparisonFunc = %s)",
              PICK(r, CMP_FILTERS), valid ? PICK(r, CMP) : "COMPARISON_NONE");
    return true;
}

static void nonnorm(rng *r, sbuf *o, const char *filter, const char *u, const char *v,
                    const char *lods)
{
    sb_printf(o, "StaticSampler(s0, space = 100, flags = NON_NORMALIZED_COORDINATES%s, "
                 "filter = %s, addressU = %s, addressV = %s%s)",
              rnd(r, 2) ? " | UINT_BORDER_COLOR, borderColor = "
                          "STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT"
                        : "",
              filter, u, v, lods);
}

static const char *CB[] = {"TEXTURE_ADDRESS_CLAMP", "TEXTURE_ADDRESS_BORDER"};
static const char *NOT_CB[] = {"TEXTURE_ADDRESS_WRAP", "TEXTURE_ADDRESS_MIRROR",
                               "TEXTURE_ADDRESS_MIRROR_ONCE"};

static bool d_nonnorm_filter(rng *r, rootsig_version ver, const base_info *bi, sbuf *o, bool valid)
{
    (void)bi;
    if (ver != V12)
        return false;
    const char *f = valid ? PICK(r, NONNORM_FILTERS)
                    : rnd(r, 2) ? PICK(r, CMP_FILTERS)
                                : PICK(r, ((const char *[]){"FILTER_MIN_MAG_POINT_MIP_LINEAR",
                                                            "FILTER_MIN_LINEAR_MAG_MIP_POINT",
                                                            "FILTER_ANISOTROPIC",
                                                            "FILTER_MIN_MAG_MIP_LINEAR",
                                                            "FILTER_MAXIMUM_ANISOTROPIC"}));
    nonnorm(r, o, f, PICK(r, CB), PICK(r, CB), ", maxLOD = 0");
    return true;
}

static bool d_nonnorm_lod(rng *r, rootsig_version ver, const base_info *bi, sbuf *o, bool valid)
{
    (void)bi;
    if (ver != V12)
        return false;
    static const char *bad[] = {"", ", maxLOD = 1", ", minLOD = 0.5, maxLOD = 0",
                                ", minLOD = -1, maxLOD = -0"};
    nonnorm(r, o, PICK(r, NONNORM_FILTERS), PICK(r, CB), PICK(r, CB),
            valid ? ", minLOD = -0, maxLOD = 0" : PICK(r, bad));
    return true;
}

static bool d_nonnorm_address(rng *r, rootsig_version ver, const base_info *bi, sbuf *o,
                              bool valid)
{
    (void)bi;
    if (ver != V12)
        return false;
    bool bad_u = rnd(r, 2);
    nonnorm(r, o, PICK(r, NONNORM_FILTERS), valid || !bad_u ? PICK(r, CB) : PICK(r, NOT_CB),
            valid || bad_u ? PICK(r, CB) : PICK(r, NOT_CB), ", maxLOD = 0");
    return true;
}

static bool d_uint_float_color(rng *r, rootsig_version ver, const base_info *bi, sbuf *o,
                               bool valid)
{
    (void)bi;
    if (ver != V12)
        return false;
    static const char *bad[] = {"", ", borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK",
                                ", borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE"};
    static const char *good[] = {", borderColor = STATIC_BORDER_COLOR_TRANSPARENT_BLACK",
                                 ", borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT",
                                 ", borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT"};
    sb_printf(o, "StaticSampler(s0, space = 100, flags = UINT_BORDER_COLOR%s)",
              valid ? PICK(r, good) : PICK(r, bad));
    return true;
}

static bool d_uint_no_flag(rng *r, rootsig_version ver, const base_info *bi, sbuf *o, bool valid)
{
    (void)bi;
    if (ver != V12)
        return false;
    sb_printf(o, "StaticSampler(s0, space = 100, borderColor = %s%s)", PICK(r, UINT_BORDERS),
              valid ? ", flags = UINT_BORDER_COLOR" : "");
    return true;
}

static bool d_uint_version(rng *r, rootsig_version ver, const base_info *bi, sbuf *o, bool valid)
{
    (void)bi;
    if (ver == V12)
        return false;
    sb_printf(o, "StaticSampler(s0, space = 100, borderColor = %s)",
              valid ? PICK(r, FLOAT_BORDERS) : PICK(r, UINT_BORDERS));
    return true;
}

static bool d_table_mixed(rng *r, rootsig_version ver, const base_info *bi, sbuf *o, bool valid)
{
    (void)ver;
    (void)bi;
    unsigned n = 2 + rnd(r, 5), regs[4] = {0, 0, 0, 0};
    unsigned kinds[8];
    bool have_s = false, have_o = false;
    for (unsigned j = 0; j < n; j++) {
        kinds[j] = rnd(r, 4);
        have_s |= kinds[j] == 3;
        have_o |= kinds[j] != 3;
    }
    if (!have_s)
        kinds[rnd(r, n)] = 3;
    if (!have_o) {
        unsigned j = rnd(r, n);
        kinds[j] = rnd(r, 3);
        have_s = false;
        for (unsigned k = 0; k < n; k++)
            have_s |= kinds[k] == 3;
        if (!have_s)
            kinds[(j + 1) % n] = 3;
    }
    for (int pass = 0; pass < (valid ? 2 : 1); pass++) {
        bool opened = false;
        for (unsigned j = 0; j < n; j++) {
            if (valid && (kinds[j] == 3) != (pass == 1))
                continue;
            sb_printf(o, "%s%s(%c%u, space = 100)",
                      opened ? ", " : (pass ? "), DescriptorTable(" : "DescriptorTable("),
                      RANGE_KW[kinds[j]], LETTER[kinds[j]], regs[kinds[j]]++);
            opened = true;
        }
    }
    sb_printf(o, ")");
    return true;
}

static bool d_append_unbounded(rng *r, rootsig_version ver, const base_info *bi, sbuf *o,
                               bool valid)
{
    (void)ver;
    (void)bi;
    unsigned c = rnd(r, 4);
    unsigned c2 = valid ? c : (c == 3 ? 3 : rnd(r, 3));
    sb_printf(o, "DescriptorTable(%s(%c0, space = 100, numDescriptors = unbounded), "
                 "%s(%c0, space = 101%s))",
              RANGE_KW[c], LETTER[c], RANGE_KW[c2], LETTER[c2],
              valid ? ", offset = 7"
              : rnd(r, 2) ? ", offset = DESCRIPTOR_RANGE_OFFSET_APPEND"
                          : "");
    return true;
}

static bool d_offset_overflow(rng *r, rootsig_version ver, const base_info *bi, sbuf *o,
                              bool valid)
{
    (void)ver;
    (void)bi;
    unsigned c = rnd(r, 4);
    uint32_t k = 1 + rnd(r, 1000); /* offset 4294967295 - k, never APPEND */
    if (valid || rnd(r, 2)) {
        sb_printf(o, "DescriptorTable(%s(%c0, space = 100, offset = %u, numDescriptors = %u))",
                  RANGE_KW[c], LETTER[c], 4294967295u - k, valid ? k + 1 : k + 2 + rnd(r, 50));
    } else {
        /* DXC semantics: bounded ranges ending exactly at 2^32, then an append */
        sb_printf(o, "DescriptorTable(%s(%c0, space = 100, offset = %u, numDescriptors = %u), "
                     "%s(%c0, space = 101))",
                  RANGE_KW[c], LETTER[c], 4294967295u - k, k + 1, RANGE_KW[c], LETTER[c]);
    }
    return true;
}

static bool d_offset_overlap(rng *r, rootsig_version ver, const base_info *bi, sbuf *o,
                             bool valid)
{
    (void)ver;
    (void)bi;
    unsigned c = rnd(r, 3), c2 = (c + 1 + rnd(r, 2)) % 3;
    unsigned n1 = 1 + rnd(r, 20);
    bool unbounded = rnd(r, 4) == 0;
    if (valid && unbounded)
        c2 = c; /* same type may alias */
    sb_printf(o, "DescriptorTable(%s(%c0, space = 100, numDescriptors = ", RANGE_KW[c], LETTER[c]);
    if (unbounded)
        sb_printf(o, "unbounded");
    else
        sb_printf(o, "%u", n1);
    sb_printf(o, "), %s(%c0, space = 101, offset = %u))", RANGE_KW[c2], LETTER[c2],
              valid && !unbounded ? n1 + rnd(r, 5) : rnd(r, unbounded ? 100 : n1));
    return true;
}

static bool d_table_empty(rng *r, rootsig_version ver, const base_info *bi, sbuf *o, bool valid)
{
    (void)ver;
    (void)bi;
    if (valid)
        sb_printf(o, "DescriptorTable(CBV(b0, space = 100))");
    else if (rnd(r, 2))
        sb_printf(o, "DescriptorTable()");
    else
        sb_printf(o, "DescriptorTable(visibility = %s)", VIS[rnd(r, 8)]);
    return true;
}

static bool d_register_overlap(rng *r, rootsig_version ver, const base_info *bi, sbuf *o,
                               bool valid)
{
    (void)ver;
    (void)bi;
    unsigned c = rnd(r, 4);
    uint32_t lo = rnd(r, 50), n = rnd(r, 5) == 0 ? 0xFFFFFFFFu : 1 + rnd(r, 6);
    uint32_t last = n == 0xFFFFFFFFu ? 0xFFFFFFFFu : lo + n - 1;
    unsigned va = rnd(r, 8), vb = rnd(r, 3) == 0 ? 0 : va;
    if (va == 0 && vb == 0 && rnd(r, 2))
        vb = rnd(r, 8);
    uint32_t lo2 = lo + rnd(r, n == 0xFFFFFFFFu ? 100 : n); /* inside A */
    uint32_t n2 = 1 + rnd(r, 3);
    unsigned space2 = 100;
    if (valid) {
        switch (rnd(r, 3)) {
        case 0: /* other stage (both single-stage) */
            va = 1 + rnd(r, 7);
            vb = 1 + (va % 7);
            break;
        case 1: /* other space */
            space2 = 101;
            break;
        default: /* right after A (or below it) */
            if (last == 0xFFFFFFFFu) {
                space2 = 101;
            } else {
                lo2 = last + 1;
            }
            break;
        }
    } else if (rnd(r, 3) == 0) {
        lo2 = lo > 3 ? lo - 3 : 0; /* B starts below A and reaches into it */
        n2 = lo - lo2 + 1;
    }
    bool swap = rnd(r, 2);
    sbuf a = {0}, b = {0};
    gen_binding(r, &a, c, 100, lo, n, va);
    gen_binding(r, &b, c, space2, lo2, n2, vb);
    sb_printf(o, "%s, %s", swap ? b.p : a.p, swap ? a.p : b.p);
    free(a.p);
    free(b.p);
    return true;
}

static bool d_root_cost(rng *r, rootsig_version ver, const base_info *bi, sbuf *o, bool valid)
{
    (void)ver;
    cr_assert(bi->dwords <= 64);
    sb_printf(o, "RootConstants(b0, space = 100, num32BitConstants = %u)",
              valid ? 64 - bi->dwords : 65 - bi->dwords + rnd(r, 100));
    return true;
}

static bool d_local_root_cost(rng *r, rootsig_version ver, const base_info *bi, sbuf *o,
                              bool valid)
{
    (void)ver;
    unsigned fit = (4064 - bi->bytes) / 4;
    sb_printf(o, "RootConstants(b0, space = 100, num32BitConstants = %u)",
              valid ? fit : fit + 1 + rnd(r, 100));
    return true;
}

static bool d_deny(rng *r, rootsig_version ver, const base_info *bi, sbuf *o, bool valid)
{
    (void)ver;
    unsigned x = 1 + rnd(r, 7), y = x;
    if (valid) {
        /* a stage no base element is restricted to, and the element on another stage */
        for (unsigned k = 0; k < 7 && (bi->vis & (1u << x)); k++)
            x = 1 + (x % 7);
        if (bi->vis & (1u << x))
            return false;
        y = rnd(r, 2) ? 0 : 1 + (x % 7);
    }
    sb_printf(o, "RootFlags(%s), ", DENY[x]);
    switch (rnd(r, 4)) {
    case 0: sb_printf(o, "CBV(b0, space = 100, visibility = %s)", VIS[y]); break;
    case 1:
        sb_printf(o, "RootConstants(b0, space = 100, num32BitConstants = 1, visibility = %s)",
                  VIS[y]);
        break;
    case 2: sb_printf(o, "DescriptorTable(SRV(t0, space = 100), visibility = %s)", VIS[y]); break;
    default: sb_printf(o, "StaticSampler(s0, space = 100, visibility = %s)", VIS[y]); break;
    }
    return true;
}

static const defect DEFECTS[] = {
    {"RS2001", false, false, ANYWHERE, d_flags_version},
    {"RS2002", true, false, ANYWHERE, d_flags_redundant},
    {"RS2003", false, true, ANYWHERE, d_register_reserved},
    {"RS2004", false, true, ANYWHERE, d_space_reserved},
    {"RS2005", false, true, ANYWHERE, d_numdesc_zero},
    {"RS2006", false, true, ANYWHERE, d_register_overflow},
    {"RS2009", false, true, ANYWHERE, d_data_exclusive},
    {"RS2010", false, true, ANYWHERE, d_sampler_data},
    {"RS2011", false, true, ANYWHERE, d_volatile_static},
    {"RS2012", false, true, ANYWHERE, d_volatile_keeping},
    {"RS2018", false, true, ANYWHERE, d_mip_lod_bias},
    {"RS2019", false, true, ANYWHERE, d_max_anisotropy},
    {"RS2020", false, true, ANYWHERE, d_comparison_required},
    {"RS2022", false, true, ANYWHERE, d_nonnorm_filter},
    {"RS2023", false, true, ANYWHERE, d_nonnorm_lod},
    {"RS2024", false, true, ANYWHERE, d_nonnorm_address},
    {"RS2025", false, true, ANYWHERE, d_uint_float_color},
    {"RS2026", true, true, ANYWHERE, d_uint_no_flag},
    {"RS2027", true, true, ANYWHERE, d_uint_version},
    {"RS2030", false, true, ANYWHERE, d_table_mixed},
    {"RS2031", false, true, ANYWHERE, d_append_unbounded},
    {"RS2032", false, true, ANYWHERE, d_offset_overflow},
    {"RS2033", true, true, ANYWHERE, d_offset_overlap},
    {"RS2034", true, true, ANYWHERE, d_table_empty},
    {"RS2040", false, true, ANYWHERE, d_register_overlap},
    {"RS2041", false, true, ANYWHERE, d_root_cost},
    {"RS2042", false, true, LAST, d_local_root_cost},
    {"RS2043", true, true, FIRST, d_deny},
};

/* ---- binary-only defects: patch the written bytes ---------------------- */

static uint32_t get32(const unsigned char *p, size_t off)
{
    return (uint32_t)p[off] | (uint32_t)p[off + 1] << 8 | (uint32_t)p[off + 2] << 16 |
           (uint32_t)p[off + 3] << 24;
}

static void set32(unsigned char *p, size_t off, uint32_t v)
{
    p[off] = (unsigned char)v;
    p[off + 1] = (unsigned char)(v >> 8);
    p[off + 2] = (unsigned char)(v >> 16);
    p[off + 3] = (unsigned char)(v >> 24);
}

static uint32_t fbits(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

typedef struct bdefect {
    const char *id;
    bool warning;
    rootsig_version min_version;
    const char *element; /* placed first: parameter 0 or static sampler 0 */
    void (*patch)(rng *r, unsigned char *p, bool valid);
} bdefect;

/* the first parameter's header is at 24 (visibility at 28, payload offset at 32) */
static void p_param_vis(rng *r, unsigned char *p, bool valid)
{
    set32(p, 28, valid ? rnd(r, 8) : rnd(r, 2) ? 8 + rnd(r, 100) : 0x80000000u + rnd(r, 1000));
}

static void p_sampler_vis(rng *r, unsigned char *p, bool valid)
{
    set32(p, get32(p, 16) + 48, valid ? rnd(r, 8) : 8 + rnd(r, 1000000));
}

static void p_root_flags(rng *r, unsigned char *p, bool valid)
{
    static const uint32_t good[] = {0x1, 0x40, 0x400, 0x800, 0xC41};
    set32(p, 20, valid ? PICK(r, good) : (1u << (12 + rnd(r, 20))) | (rnd(r, 2) ? 0x1 : 0));
}

static void p_root_desc_flags(rng *r, unsigned char *p, bool valid)
{
    static const uint32_t bad[] = {0x1, 0x10, 0x10000, 0x80000000u, 0x3};
    set32(p, get32(p, 32) + 8, valid ? 0x8 : PICK(r, bad));
}

static void p_range_flags(rng *r, unsigned char *p, bool valid)
{
    static const uint32_t bad[] = {0x10, 0x20, 0x100, 0x20000, 0x80000000u, 0x10011};
    uint32_t ranges = get32(p, get32(p, 32) + 4);
    set32(p, ranges + 16, valid ? 0x10000 : PICK(r, bad));
}

static void p_sampler_flags(rng *r, unsigned char *p, bool valid)
{
    set32(p, get32(p, 16) + 52, valid ? 0 : 4u << rnd(r, 29));
}

static bool known_filter(uint32_t f)
{
    uint32_t reduction = f >> 7, rest = f & 0x7F;
    static const uint32_t ok[] = {0x0, 0x1, 0x4, 0x5, 0x10, 0x11, 0x14, 0x15, 0x54, 0x55};
    if (reduction > 3)
        return false;
    for (size_t i = 0; i < sizeof ok / sizeof *ok; i++)
        if (rest == ok[i])
            return true;
    return false;
}

static void p_filter(rng *r, unsigned char *p, bool valid)
{
    static const uint32_t good[] = {0x0, 0x15, 0x55, 0x80, 0xD5, 0x105, 0x195};
    uint32_t f;
    do
        f = rnd(r, 2) ? rnd(r, 0x200) : rnd(r, 0xFFFFFFF);
    while (known_filter(f));
    set32(p, get32(p, 16), valid ? PICK(r, good) : f);
}

static void p_aniso_point_mip(rng *r, unsigned char *p, bool valid)
{
    static const uint32_t aniso[] = {0x54, 0xD4, 0x154, 0x1D4};
    set32(p, get32(p, 16), valid ? 0x55 : PICK(r, aniso));
}

static void p_address(rng *r, unsigned char *p, bool valid)
{
    uint32_t bad = rnd(r, 2) ? 0 : 6 + rnd(r, 9999);
    set32(p, get32(p, 16) + 4 + 4 * rnd(r, 3), valid ? 1 + rnd(r, 5) : bad);
}

static void p_comparison(rng *r, unsigned char *p, bool valid)
{
    set32(p, get32(p, 16) + 24, valid ? rnd(r, 9) : 9 + rnd(r, 99999));
}

static void p_border(rng *r, unsigned char *p, bool valid)
{
    set32(p, get32(p, 16) + 28, valid ? rnd(r, 3) : 5 + rnd(r, 99999));
}

static void p_bias(rng *r, unsigned char *p, bool valid)
{
    static const uint32_t bad[] = {0x7FC00000u, 0xFFC00000u, 0x7F800001u, 0x7F800000u,
                                   0xFF800000u, 0x41800000u /* 16 */};
    uint32_t good[] = {fbits(15.99f), fbits(-16.0f), 0, 0x80000000u /* -0 */};
    set32(p, get32(p, 16) + 16, valid ? PICK(r, good) : PICK(r, bad));
}

static void p_lod(rng *r, unsigned char *p, bool valid)
{
    static const uint32_t nan[] = {0x7FC00000u, 0xFFC00000u, 0x7F800001u, 0xFFFFFFFFu};
    static const uint32_t good[] = {0x7F800000u, 0xFF800000u, 0, 0x7F7FFFFFu};
    set32(p, get32(p, 16) + 32 + 4 * rnd(r, 2), valid ? PICK(r, good) : PICK(r, nan));
}

static const bdefect BDEFECTS[] = {
    {"RS2007", false, V10, "CBV(b0, space = 100)", p_param_vis},
    {"RS2007", false, V10, "DescriptorTable(SRV(t0, space = 100))", p_param_vis},
    {"RS2007", false, V10, "StaticSampler(s0, space = 100)", p_sampler_vis},
    {"RS2008", false, V10, "CBV(b0, space = 100)", p_root_flags},
    {"RS2008", false, V11, "UAV(u0, space = 100)", p_root_desc_flags},
    {"RS2008", false, V11, "DescriptorTable(SRV(t0, space = 100))", p_range_flags},
    {"RS2008", false, V12, "StaticSampler(s0, space = 100)", p_sampler_flags},
    {"RS2013", false, V10, "StaticSampler(s0, space = 100)", p_filter},
    {"RS2014", true, V10, "StaticSampler(s0, space = 100)", p_aniso_point_mip},
    {"RS2015", false, V10, "StaticSampler(s0, space = 100)", p_address},
    {"RS2016", false, V10, "StaticSampler(s0, space = 100)", p_comparison},
    {"RS2017", false, V10, "StaticSampler(s0, space = 100)", p_border},
    {"RS2018", false, V10, "StaticSampler(s0, space = 100)", p_bias},
    {"RS2021", false, V10, "StaticSampler(s0, space = 100)", p_lod},
};

/* ---- corpus driver ------------------------------------------------------ */

typedef struct tally {
    size_t bad_text, bad_bytes, good_text, good_bytes;
    unsigned covered[100]; /* RS20xx seen rejected, by xx */
} tally;

/* Every error/warning ID is `id`, and there is at least one. */
static void expect_only(const char *id, const char *what, const char *text)
{
    size_t n = 0;
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++) {
        const rootsig_diag *d = rootsig_diag_get(ctx, i);
        if (d->severity == ROOTSIG_SEVERITY_NOTE)
            continue;
        if (strcmp(d->id, id) != 0) {
            dump_diags();
            cr_assert_fail("%s: expected only %s, got %s: %s\n  in: %s", what, id, d->id,
                           d->message, text);
        }
        n++;
    }
    if (n == 0)
        dump_diags();
    cr_assert(n > 0, "%s: expected %s, got nothing\n  in: %s", what, id, text);
}

static void expect_valid(rootsig_status st, const char *what, const char *text)
{
    if (st != ROOTSIG_OK || rootsig_diag_count(ctx) != 0) {
        dump_diags();
        cr_assert_fail("%s: the valid neighbour was not accepted silently\n  in: %s", what, text);
    }
}

/* Parses and validates text, and writes its (unvalidated) bytes into buf. */
static size_t run_case(const char *text, rootsig_version ver, bool werror, rootsig_status *st,
                       unsigned char *buf, size_t cap)
{
    rootsig_options o = {ver, ROOTSIG_COMPAT_LLVM, 1000, werror};
    rootsig_ctx_reset(ctx);
    rootsig_signature *sig;
    rootsig_status parsed = rootsig_parse_dsl(ctx, "c", text, strlen(text), &o, &sig);
    if (parsed != ROOTSIG_OK)
        dump_diags();
    cr_assert_eq(parsed, ROOTSIG_OK, "parse: %s", text);
    size_t n = 0;
    cr_assert_eq(rootsig_write_rts0(ctx, sig, &o, buf, cap, &n), ROOTSIG_OK);
    *st = rootsig_validate(ctx, sig, &o);
    return n;
}

static rootsig_status validate_bytes(const unsigned char *buf, size_t n, bool werror)
{
    rootsig_options o = {0, ROOTSIG_COMPAT_LLVM, 1000, werror};
    rootsig_ctx_reset(ctx);
    rootsig_signature *sig;
    rootsig_status st = rootsig_read_rts0(ctx, "c.rts0", buf, n, &sig);
    if (st != ROOTSIG_OK)
        dump_diags();
    cr_assert_eq(st, ROOTSIG_OK, "the reader rejected our own bytes");
    return rootsig_validate(ctx, sig, &o);
}

/*
 * Adds to covered[xx] every "[RS20xx]" (errors and warnings; notes carry no
 * ID) in the expected outputs of tests/cases/validate; returns how many.
 */
static size_t count_case_ids(unsigned covered[100])
{
    DIR *dir = opendir(RSIG_CASES_DIR "/validate");
    cr_assert_not_null(dir, "cannot list " RSIG_CASES_DIR "/validate");
    size_t found = 0;
    struct dirent *e;
    while ((e = readdir(dir)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len < 8 || strcmp(e->d_name + len - 7, ".expect") != 0)
            continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/validate/%s", RSIG_CASES_DIR, e->d_name);
        FILE *f = fopen(path, "rb");
        cr_assert_not_null(f, "cannot read %s", path);
        char line[4096];
        while (fgets(line, sizeof line, f)) {
            for (const char *p = strstr(line, "[RS20"); p; p = strstr(p + 1, "[RS20")) {
                if (p[5] >= '0' && p[5] <= '9' && p[6] >= '0' && p[6] <= '9' && p[7] == ']') {
                    covered[(p[5] - '0') * 10 + (p[6] - '0')]++;
                    found++;
                }
            }
        }
        fclose(f);
    }
    closedir(dir);
    return found;
}

static const char *vname(rootsig_version v)
{
    return v == V10 ? "1.0" : v == V11 ? "1.1" : "1.2";
}

Test(validate_corpus, one_defect_each)
{
    enum { BASES = 40 };
    static unsigned char buf[1 << 16];
    rng r = {0x9E3779B97F4A7C15ull};
    tally t;
    memset(&t, 0, sizeof t);
    sbuf base = {0}, def = {0}, text = {0};
    char what[128];
    for (int vi = V10; vi <= V12; vi++) {
        rootsig_version ver = (rootsig_version)vi;
        for (int b = 0; b < BASES; b++) {
            base_info bi;
            sb_reset(&base);
            gen_base(&r, ver, &base, &bi);
            /* the base alone is valid */
            rootsig_status st;
            size_t n = run_case(base.p ? base.p : "", ver, false, &st, buf, sizeof buf);
            snprintf(what, sizeof what, "base %d (%s)", b, vname(ver));
            expect_valid(st, what, base.p ? base.p : "");
            t.good_text++;
            expect_valid(validate_bytes(buf, n, false), what, base.p ? base.p : "");
            t.good_bytes++;

            for (size_t d = 0; d < sizeof DEFECTS / sizeof *DEFECTS; d++) {
                const defect *df = &DEFECTS[d];
                for (int valid = 0; valid <= 1; valid++) {
                    sb_reset(&def);
                    rng saved = r;
                    if (!df->gen(&r, ver, &bi, &def, valid)) {
                        r = saved;
                        continue;
                    }
                    sb_reset(&text);
                    bool has_base = base.n > 0;
                    bool local = df->gen == d_local_root_cost;
                    enum place pl = df->place;
                    if (pl == ANYWHERE)
                        pl = rnd(&r, 2) ? FIRST : LAST;
                    if (local)
                        sb_printf(&text, "RootFlags(LOCAL_ROOT_SIGNATURE), ");
                    if (pl == FIRST)
                        sb_printf(&text, "%s%s%s", def.p, has_base ? ", " : "",
                                  has_base ? base.p : "");
                    else
                        sb_printf(&text, "%s%s%s", has_base ? base.p : "", has_base ? ", " : "",
                                  def.p);
                    snprintf(what, sizeof what, "%s %s (%s, base %d)", df->id,
                             valid ? "neighbour" : "defect", vname(ver), b);
                    n = run_case(text.p, ver, df->warning, &st, buf, sizeof buf);
                    if (valid) {
                        expect_valid(st, what, text.p);
                        t.good_text++;
                        expect_valid(validate_bytes(buf, n, false), what, text.p);
                        t.good_bytes++;
                        continue;
                    }
                    cr_assert_eq(st, ROOTSIG_ERR_INPUT, "%s: not rejected\n  in: %s", what,
                                 text.p);
                    expect_only(df->id, what, text.p);
                    t.bad_text++;
                    t.covered[atoi(df->id + 4)]++;
                    st = validate_bytes(buf, n, df->warning);
                    if (df->same_in_bytes) {
                        cr_assert_eq(st, ROOTSIG_ERR_INPUT, "%s as bytes: not rejected\n  in: %s",
                                     what, text.p);
                        expect_only(df->id, what, text.p);
                        t.bad_bytes++;
                    } else {
                        expect_valid(st, what, text.p); /* the bytes cannot carry it */
                    }
                }
            }

            for (size_t d = 0; d < sizeof BDEFECTS / sizeof *BDEFECTS; d++) {
                const bdefect *bd = &BDEFECTS[d];
                if (ver < bd->min_version)
                    continue;
                sb_reset(&text);
                sb_printf(&text, "%s%s%s", bd->element, base.n ? ", " : "", base.n ? base.p : "");
                for (int valid = 0; valid <= 1; valid++) {
                    n = run_case(text.p, ver, false, &st, buf, sizeof buf);
                    expect_valid(st, "binary defect carrier", text.p);
                    bd->patch(&r, buf, valid);
                    snprintf(what, sizeof what, "%s bytes %s (%s, base %d, %s)", bd->id,
                             valid ? "neighbour" : "defect", vname(ver), b, bd->element);
                    st = validate_bytes(buf, n, bd->warning);
                    if (valid) {
                        expect_valid(st, what, text.p);
                        t.good_bytes++;
                    } else {
                        cr_assert_eq(st, ROOTSIG_ERR_INPUT, "%s: not rejected\n  in: %s", what,
                                     text.p);
                        expect_only(bd->id, what, text.p);
                        t.bad_bytes++;
                        t.covered[atoi(bd->id + 4)]++;
                    }
                }
            }
        }
    }
    free(base.p);
    free(def.p);
    free(text.p);
    fprintf(stderr,
            "validate corpus: %zu invalid text + %zu invalid binary signatures rejected with the "
            "right ID; %zu valid text + %zu valid binary accepted\n",
            t.bad_text, t.bad_bytes, t.good_text, t.good_bytes);
    /* every validation rule in src/support/diag_ids.h is exercised, here or by a case */
    size_t from_cases = count_case_ids(t.covered);
    fprintf(stderr, "validate cases: %zu RS20xx diagnostics in tests/cases/validate/*.expect\n",
            from_cases);
    static const unsigned rules[] = {
#define RSIG_X(name, num, sev) num,
        RSIG_DIAG_TABLE(RSIG_X)
#undef RSIG_X
    };
    size_t nrules = 0;
    for (size_t i = 0; i < sizeof rules / sizeof *rules; i++) {
        if (rules[i] < 2000 || rules[i] >= 2100)
            continue;
        nrules++;
        cr_assert(t.covered[rules[i] - 2000] > 0,
                  "RS%u is exercised neither by the corpus nor by a case in tests/cases/validate",
                  rules[i]);
    }
    fprintf(stderr, "validate corpus: all %zu RS20xx rules covered\n", nrules);
}

/*
 * The overlap sweep against brute force: random small signatures (every
 * element its own parameter or static sampler), all pairs checked in
 * O(n^2) here. Every reported pair must conflict, no pair may be reported
 * twice, and every element involved in some conflict must be named.
 */
typedef struct bf_elem {
    unsigned cls, space, lo, vis;
    uint64_t hi;
    char name[48]; /* "root CBV [3]", "DescriptorTable [1], range [0]", ... */
} bf_elem;

static bool bf_conflict(const bf_elem *a, const bf_elem *b)
{
    return a->cls == b->cls && a->space == b->space && a->lo <= b->hi && b->lo <= a->hi &&
           (a->vis == 0 || b->vis == 0 || a->vis == b->vis);
}

/* The element name at the start of s (up to " ("), or -1. */
static int bf_find(const bf_elem *e, int n, const char *s)
{
    for (int i = 0; i < n; i++) {
        size_t len = strlen(e[i].name);
        if (strncmp(s, e[i].name, len) == 0 && strncmp(s + len, " (", 2) == 0)
            return i;
    }
    return -1;
}

Test(validate_corpus, overlap_sweep_matches_brute_force)
{
    rng r = {0xC0FFEEull};
    sbuf text = {0};
    size_t conflicts_seen = 0, reports = 0;
    for (int iter = 0; iter < 3000; iter++) {
        /* Every eighth signature has more bindings than the validator's stack scratch
         * (32): tables and samplers only, which keeps it within 64 DWORDs. */
        bool big = iter % 8 == 0;
        bf_elem e[48];
        int n = big ? 34 + (int)rnd(&r, 14) : 2 + (int)rnd(&r, 12);
        unsigned nparams = 0, nsamplers = 0;
        /* Every sixteenth has many spaces (the validator's groups outgrow their first table). */
        unsigned spaces = iter % 16 == 0 ? 12 : 2;
        /* The table the previous element was a range of (its ranges so far), or -1. */
        int table = -1;
        unsigned table_ranges = 0;
        size_t table_tail = 0; /* where its ", visibility = ...)" starts */
        char tail[64];
        sb_reset(&text);
        for (int i = 0; i < n; i++) {
            bf_elem *x = &e[i];
            x->cls = rnd(&r, 4);
            x->space = rnd(&r, spaces);
            x->lo = rnd(&r, 8);
            static const unsigned vis[] = {0, 0, 0, 1, 2, 5, 5, 7};
            x->vis = PICK(&r, vis);
            unsigned count = rnd(&r, 5) == 0 ? 0xFFFFFFFFu : 1 + rnd(&r, 3);
            x->hi = count == 0xFFFFFFFFu ? 0xFFFFFFFFu : x->lo + count - 1;
            /* Sometimes a further range of the table before (its visibility, and the
             * same sampler-or-not kind: a table does not mix them). */
            if (table >= 0 && rnd(&r, 2) && (x->cls == 3) == (e[i - 1].cls == 3) &&
                count != 0xFFFFFFFFu && e[i - 1].hi != 0xFFFFFFFFu) {
                x->vis = e[i - 1].vis;
                snprintf(x->name, sizeof x->name, "DescriptorTable [%d], range [%u]", table,
                         table_ranges++);
                text.n = table_tail;
                text.p[text.n] = 0;
                /* heap offsets of their own: ranges of two types may not share one */
                sb_printf(&text, ", %s(%c%u, space = %u, numDescriptors = %u, offset = %u)",
                          RANGE_KW[x->cls], LETTER[x->cls], x->lo, x->space, count,
                          8 * (table_ranges - 1));
                table_tail = text.n;
                sb_printf(&text, "%s", tail);
                continue;
            }
            table = -1;
            if (i)
                sb_printf(&text, ", ");
            if (count == 1 && rnd(&r, 2) && (!big || x->cls == 3)) {
                if (x->cls == 3) {
                    snprintf(x->name, sizeof x->name, "StaticSampler [%u]", nsamplers++);
                    sb_printf(&text, "StaticSampler(s%u, space = %u, visibility = %s)", x->lo,
                              x->space, VIS[x->vis]);
                } else if (x->cls == 2 && rnd(&r, 2)) {
                    snprintf(x->name, sizeof x->name, "RootConstants [%u]", nparams++);
                    sb_printf(&text,
                              "RootConstants(b%u, space = %u, num32BitConstants = 1, visibility = "
                              "%s)",
                              x->lo, x->space, VIS[x->vis]);
                } else {
                    snprintf(x->name, sizeof x->name, "root %s [%u]", RANGE_KW[x->cls], nparams++);
                    sb_printf(&text, "%s(%c%u, space = %u, visibility = %s)", RANGE_KW[x->cls],
                              LETTER[x->cls], x->lo, x->space, VIS[x->vis]);
                }
            } else {
                table = (int)nparams;
                table_ranges = 1;
                snprintf(x->name, sizeof x->name, "DescriptorTable [%u], range [0]", nparams++);
                if (count == 0xFFFFFFFFu)
                    sb_printf(&text, "DescriptorTable(%s(%c%u, space = %u, numDescriptors = "
                                     "unbounded, offset = 0)",
                              RANGE_KW[x->cls], LETTER[x->cls], x->lo, x->space);
                else
                    sb_printf(&text, "DescriptorTable(%s(%c%u, space = %u, numDescriptors = %u, "
                                     "offset = 0)",
                              RANGE_KW[x->cls], LETTER[x->cls], x->lo, x->space, count);
                table_tail = text.n;
                snprintf(tail, sizeof tail, ", visibility = %s)", VIS[x->vis]);
                sb_printf(&text, "%s", tail);
            }
        }
        bool want_named[48] = {false}, any = false;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if (bf_conflict(&e[i], &e[j])) {
                    want_named[i] = want_named[j] = true;
                    any = true;
                    conflicts_seen++;
                }
        rootsig_options o = {V11, ROOTSIG_COMPAT_LLVM, 100000, 0};
        rootsig_status st = check_opts(text.p, &o);
        cr_assert_eq(st == ROOTSIG_ERR_INPUT, any, "%s", text.p);
        bool named[48] = {false};
        unsigned char seen[48][48];
        memset(seen, 0, sizeof seen);
        for (size_t k = 0; k < rootsig_diag_count(ctx); k++) {
            const rootsig_diag *d = rootsig_diag_get(ctx, k);
            if (d->severity == ROOTSIG_SEVERITY_NOTE)
                continue;
            cr_assert_str_eq(d->id, "RS2040", "%s: %s", text.p, d->message);
            const char *partner = strstr(d->message, " overlaps ");
            cr_assert_not_null(partner);
            int a = bf_find(e, n, d->message), b = bf_find(e, n, partner + 10);
            cr_assert(a >= 0 && b >= 0 && a != b, "unparsed: %s", d->message);
            cr_assert(bf_conflict(&e[a], &e[b]), "not a conflict: %s\n  in: %s", d->message,
                      text.p);
            cr_assert(a > b, "the error belongs to the later element: %s", d->message);
            cr_assert_eq(seen[a][b], 0, "reported twice: %s\n  in: %s", d->message, text.p);
            seen[a][b] = 1;
            named[a] = named[b] = true;
            reports++;
        }
        for (int i = 0; i < n; i++)
            cr_assert_eq(named[i], want_named[i], "%s is %snamed\n  in: %s", e[i].name,
                         named[i] ? "" : "not ", text.p);
    }
    free(text.p);
    fprintf(stderr, "validate: overlap sweep vs brute force: 3000 signatures, %zu conflicting "
                    "pairs, %zu reports, every element in a conflict named\n",
            conflicts_seen, reports);
}

/*
 * Hostile bytes: random words of valid parts replaced by random or extreme
 * values. Whatever the reader accepts, the validator must judge without
 * crashing (run under ASan/UBSan in CI) and every value-range rule must
 * fire where the bytes carry such a value.
 */
Test(validate_corpus, hostile_bytes)
{
    static const char *texts[] = {
        "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), DescriptorTable(SRV(t0, "
        "numDescriptors = 4), UAV(u1, numDescriptors = unbounded)), RootConstants(b1, "
        "num32BitConstants = 3), StaticSampler(s0), DescriptorTable(Sampler(s1, numDescriptors = "
        "2)), StaticSampler(s5, filter = FILTER_COMPARISON_MIN_MAG_MIP_LINEAR)",
        "StaticSampler(s0), StaticSampler(s1), UAV(u0, space = 3)",
    };
    static const uint32_t extremes[] = {0,          1,          2,          3,          4,
                                        5,          7,          8,          9,          16,
                                        17,         0x54,       0x55,       0x56,       0x80,
                                        0x7F7FFFFF, 0x7FC00000, 0x7F800000, 0xFF800000, 0xFFFFFFF0,
                                        0xFFFFFFFE, 0xFFFFFFFF, 0x80000000, 0x10000,    0x1000F};
    static unsigned char buf[4096], mut[4096];
    rng r = {0x5EEDull};
    size_t judged = 0, rejected = 0;
    for (int t = 0; t < 2; t++)
        for (int vi = V10; vi <= V12; vi++) {
            rootsig_options o = {(rootsig_version)vi, ROOTSIG_COMPAT_LLVM, 0, 0};
            rootsig_ctx_reset(ctx);
            rootsig_signature *sig;
            cr_assert_eq(rootsig_parse_dsl(ctx, "t", texts[t], strlen(texts[t]), &o, &sig),
                         ROOTSIG_OK);
            size_t n;
            cr_assert_eq(rootsig_write_rts0(ctx, sig, &o, buf, sizeof buf, &n), ROOTSIG_OK);
            for (int iter = 0; iter < 4000; iter++) {
                memcpy(mut, buf, n);
                int changes = 1 + (int)rnd(&r, 3);
                for (int c = 0; c < changes; c++) {
                    size_t w = 6 + rnd(&r, (uint32_t)(n / 4 - 6)); /* keep the header's offsets */
                    set32(mut, 4 * w, rnd(&r, 2) ? PICK(&r, extremes) : rnd(&r, 0xFFFFFFFFu));
                }
                rootsig_ctx_reset(ctx);
                if (rootsig_read_rts0(ctx, "fuzz", mut, n, &sig) != ROOTSIG_OK)
                    continue;
                judged++;
                rootsig_status st = rootsig_validate(ctx, sig, NULL);
                cr_assert(st == ROOTSIG_OK || st == ROOTSIG_ERR_INPUT);
                rejected += st == ROOTSIG_ERR_INPUT;
                for (size_t k = 0; k < rootsig_diag_count(ctx); k++)
                    cr_assert_not_null(rootsig_diag_render(ctx, k));
            }
        }
    fprintf(stderr, "validate: %zu mutated parts read and judged, %zu rejected\n", judged,
            rejected);
    cr_assert_gt(judged, 1000);
    cr_assert_gt(rejected, 500);
}

/* ---- 4. documentation --------------------------------------------------- */

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    cr_assert_not_null(s);
    size_t got = fread(s, 1, (size_t)n, f);
    s[got] = 0;
    fclose(f);
    return s;
}

/* Every ID has a "## RSnnnn" section in docs/diagnostics.md. */
Test(validate, every_id_is_documented)
{
    char *doc = slurp(RSIG_SOURCE_DIR "/docs/diagnostics.md");
    cr_assert_not_null(doc, "docs/diagnostics.md is missing");
    static const struct {
        unsigned num;
        const char *name;
    } ids[] = {
#define RSIG_X(name, num, sev) {num, #name},
        RSIG_DIAG_TABLE(RSIG_X)
#undef RSIG_X
    };
    size_t checked = 0;
    for (size_t i = 0; i < sizeof ids / sizeof *ids; i++) {
        char head[32];
        snprintf(head, sizeof head, "\n## RS%u", ids[i].num);
        cr_expect_not_null(strstr(doc, head), "RS%u (%s) is not documented in docs/diagnostics.md",
                           ids[i].num, ids[i].name);
        checked++;
    }
    cr_assert_gt(checked, 40);
    free(doc);
}

/* ---- validation scratch ------------------------------------------------ */

/* The bytes an allocator has handed out and not taken back. */
typedef struct live_bytes {
    size_t live;
} live_bytes;

static void *lb_alloc(void *user, size_t size)
{
    void *p = malloc(size);
    if (p)
        ((live_bytes *)user)->live += size;
    return p;
}

static void lb_free(void *user, void *ptr, size_t size)
{
    if (ptr)
        ((live_bytes *)user)->live -= size;
    free(ptr);
}

/*
 * A table of more than 16 ranges is checked with scratch from the arena
 * (rsig_v_check_table); once the table is done it is forgotten
 * (rsig_arena_rewind), so 60 tables of 300 ranges take one table's, not
 * 60 (about 22 KB each: 1.3 MB, as a 1 MB signature's compile still had in
 * memory when it wrote its output). The signature is valid: each table in
 * a space of its own, 60 DWORDs of root arguments.
 */
Test(validate, a_tables_scratch_is_not_kept_after_it)
{
    enum { TABLES = 60, RANGES = 300 };
    size_t cap = (size_t)TABLES * (RANGES * 24 + 32) + 1;
    char *text = malloc(cap);
    cr_assert_not_null(text);
    size_t n = 0;
    for (int t = 0; t < TABLES; t++) {
        n += (size_t)snprintf(text + n, cap - n, "%sDescriptorTable(", t ? ", " : "");
        for (int r = 0; r < RANGES; r++)
            n += (size_t)snprintf(text + n, cap - n, "%sSRV(t%d, space = %d)", r ? ", " : "", r, t);
        n += (size_t)snprintf(text + n, cap - n, ")");
    }
    live_bytes lb = {0};
    rootsig_allocator al = {lb_alloc, lb_free, &lb};
    rootsig_ctx *c = NULL;
    cr_assert_eq(rootsig_ctx_create(&al, &c), ROOTSIG_OK);
    rootsig_options o = {V11, ROOTSIG_COMPAT_LLVM, 0, 0};
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_parse_dsl(c, "t.rs", text, n, &o, &sig), ROOTSIG_OK);
    size_t parsed = lb.live;
    cr_assert_eq(rootsig_validate(c, sig, &o), ROOTSIG_OK);
    cr_expect_eq(rootsig_diag_count(c), 0u);
    cr_expect_lt(lb.live - parsed, (size_t)256 * 1024,
                 "validating %d tables kept %zu bytes more (parsed: %zu)", TABLES,
                 lb.live - parsed, parsed);
    rootsig_ctx_destroy(c);
    cr_expect_eq(lb.live, 0u);
    free(text);
}
