/*
 * test_metadata.c: the LLVM-metadata front end (lexer, grammar, node table,
 * entry decoding) and the metadata printer. One test per malformed-input
 * class, each checking the diagnostic ID and where it points; LLVM's integer
 * and float rules; printing as clang 22 / LLVM 22 print (the float table was
 * produced with llvm-as-22 | llvm-dis-22); round trips DSL -> metadata -> RTS0;
 * and linear cost on a module with thousands of entries.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ast.h"
#include "metadata.h"
#include "parse_metadata.h"

/* ---- helpers ------------------------------------------------------------ */

static rootsig_ctx *ctx_new(void)
{
    rootsig_ctx *ctx = NULL;
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    return ctx;
}

static rootsig_status parse(rootsig_ctx *ctx, const char *text, const char *entry,
                            rootsig_signature **sig)
{
    return rootsig_parse_metadata(ctx, "t.ll", text, strlen(text), NULL, entry, sig);
}

static rootsig_status rsig_md_at_test_parse(rootsig_ctx *ctx, const char *text, size_t len,
                                            rootsig_signature **sig)
{
    return rootsig_parse_metadata(ctx, "t.ll", text, len, NULL, NULL, sig);
}

/* The index of the first diagnostic with this ID, or -1. */
static long find_diag(rootsig_ctx *ctx, const char *id)
{
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        if (strcmp(rootsig_diag_get(ctx, i)->id, id) == 0 &&
            rootsig_diag_get(ctx, i)->severity != ROOTSIG_SEVERITY_NOTE)
            return (long)i;
    return -1;
}

static void dump_diags(rootsig_ctx *ctx)
{
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        fprintf(stderr, "%s", rootsig_diag_render(ctx, i));
}

/*
 * Expects an error `id` located at the first occurrence of `at` in text,
 * covering its first `len` bytes (0: all of it). `at` may carry context after
 * the span to make it unique.
 */
static void expect_error_len(const char *text, const char *id, const char *at, size_t len)
{
    rootsig_ctx *ctx = ctx_new();
    rootsig_signature *sig = (rootsig_signature *)1;
    rootsig_status st = parse(ctx, text, NULL, &sig);
    if (st == ROOTSIG_OK) {
        rootsig_status vs = rootsig_validate(ctx, sig, NULL);
        cr_assert_neq(vs, ROOTSIG_OK, "accepted: %s", text);
    } else {
        cr_assert_null(sig);
    }
    long d = find_diag(ctx, id);
    if (d < 0)
        dump_diags(ctx);
    cr_assert_geq(d, 0, "no %s for: %s", id, text);
    const rootsig_diag *g = rootsig_diag_get(ctx, (size_t)d);
    const char *where = strstr(text, at);
    cr_assert_not_null(where, "bad test: '%s' not in text", at);
    if (g->offset != (size_t)(where - text) || g->length != (len ? len : strlen(at)))
        dump_diags(ctx);
    cr_assert_eq(g->offset, (size_t)(where - text), "%s: offset %zu, want %zu (%s)", id,
                 g->offset, (size_t)(where - text), at);
    size_t want = len ? len : strlen(at);
    cr_assert_eq(g->length, want, "%s: length %zu, want %zu (%s)", id, g->length, want, at);
    cr_assert_eq(g->severity, ROOTSIG_SEVERITY_ERROR);
    cr_assert(g->line >= 1 && g->column >= 1);
    rootsig_ctx_destroy(ctx);
}

static void expect_error_at(const char *text, const char *id, const char *at)
{
    expect_error_len(text, id, at, 0);
}

#define HEAD "!dx.rootsignatures = !{!0}\n!0 = !{null, !1, i32 2}\n"

/* ---- the lexer ----------------------------------------------------------- */

static int lex_kinds(const char *text, int *kinds, int max)
{
    rsig_md_lexer lx;
    memset(&lx, 0, sizeof lx);
    lx.base = lx.cur = (const unsigned char *)text;
    lx.limit = lx.base + strlen(text);
    int n = 0;
    for (;;) {
        int k = rsig_lex_metadata(&lx).kind;
        if (k == RSIG_MDT_RBRACE)
            lx.can_end = true; /* as the driver does when a one-level definition closes */
        if (n < max)
            kinds[n++] = k;
        if (k == RSIG_MDTOK_EOF || n >= max)
            return n;
    }
}

Test(lexer, skips_everything_but_definitions)
{
    int k[16];
    const char *text = "; ModuleID = 'x'\n"
                       "target triple = \"dxil\"\n"
                       "define void @main() #0 !dbg !5 {\n  ret void, !dbg !6\n}\n"
                       "  !{this line does not start a definition}\n"
                       "attributes #0 = { \"a\"=\"!0 = \" }\n"
                       "!7 = !{}\n";
    int n = lex_kinds(text, k, 16);
    /* a numbered definition's head in clang's form is one token, `!7 = !{` */
    int want[] = {RSIG_MDT_NUMHEAD, RSIG_MDT_RBRACE, RSIG_MDTOK_EOF};
    cr_assert_eq(n, 3);
    for (int i = 0; i < n; i++)
        cr_assert_eq(k[i], want[i], "token %d", i);
}

Test(lexer, metadata_tokens)
{
    int k[32];
    /*
     * typed constants in clang's form are one token (SCALAR), with the comma
     * before them if there is one (CSCALAR), as are references after a comma
     * (CMDNUM); other constants are a type word and more
     */
    int n = lex_kinds("!dx.x = !{!\"s\\22\", !12, distinct !{}, null, i32 -5, float 1.5e+3, "
                      "double 0x3FF0000000000000, i64 u0xFF, ptr @\"a b\", void ()* @0, "
                      "ptr @main}",
                      k, 32);
    int want[] = {RSIG_MDT_MDNAME,  RSIG_MDT_EQ,      RSIG_MDT_MDLBRACE, RSIG_MDT_MDSTR,
                  RSIG_MDT_CMDNUM,  RSIG_MDT_COMMA,   RSIG_MDT_DISTINCT, RSIG_MDT_MDLBRACE,
                  RSIG_MDT_RBRACE,  RSIG_MDT_COMMA,   RSIG_MDT_WORD,     RSIG_MDT_CSCALAR,
                  RSIG_MDT_COMMA,   RSIG_MDT_WORD,    RSIG_MDT_FLOAT,    RSIG_MDT_CSCALAR,
                  RSIG_MDT_COMMA,   RSIG_MDT_WORD,    RSIG_MDT_HEXINT,   RSIG_MDT_COMMA,
                  RSIG_MDT_WORD,    RSIG_MDT_GLOBAL,  RSIG_MDT_COMMA,    RSIG_MDT_WORD,
                  RSIG_MDT_LPAREN,  RSIG_MDT_RPAREN,  RSIG_MDT_STAR,     RSIG_MDT_GLOBAL,
                  RSIG_MDT_CSCALAR, RSIG_MDT_RBRACE,  RSIG_MDTOK_EOF};
    cr_assert_eq(n, 31);
    for (int i = 0; i < n; i++)
        cr_assert_eq(k[i], want[i], "token %d: %d != %d", i, k[i], want[i]);
}

Test(lexer, definition_spans_lines_while_open)
{
    int k[16];
    /* open brackets continue the definition; after it closes, the next line is skipped */
    int n = lex_kinds("!0 = !{\n i32 1,\n ; comment\n i32 2}\nnot metadata !1 = !{}\n", k, 16);
    cr_assert_eq(n, 6);
    cr_assert_eq(k[1], RSIG_MDT_SCALAR);
    cr_assert_eq(k[4], RSIG_MDT_RBRACE);
    cr_assert_eq(k[5], RSIG_MDTOK_EOF);
}

/* The first token of text (a definition) after `!N = !{` (one token), with its value. */
static rsig_md_token first_operand(const char *text)
{
    rsig_md_lexer lx;
    memset(&lx, 0, sizeof lx);
    lx.base = lx.cur = (const unsigned char *)text;
    lx.limit = lx.base + strlen(text);
    (void)rsig_lex_metadata(&lx); /* `!0 = !{` */
    return rsig_lex_metadata(&lx);
}

Test(lexer, typed_constants_cut_whole_with_their_value)
{
    struct {
        const char *text;
        int kind, sub;
        uint32_t val, width, flags;
    } cases[] = {
        {"!0 = !{i32 -5}", RSIG_MDT_SCALAR, RSIG_MDT_INT, 0xFFFFFFFBu, 32, RSIG_MDF_NEG},
        {"!0 = !{i8 300}", RSIG_MDT_SCALAR, RSIG_MDT_INT, 44, 8, RSIG_MDF_TRUNC},
        {"!0 = !{i64 4294967296}", RSIG_MDT_SCALAR, RSIG_MDT_INT, 0, 64, RSIG_MDF_HIGH},
        {"!0 = !{float 1.000000e+00}", RSIG_MDT_SCALAR, RSIG_MDT_FLOAT, 0x3F800000u, 32, 0},
        {"!0 = !{double 0x3FF0000000000000}", RSIG_MDT_SCALAR, RSIG_MDT_HEXFP, 0x3F800000u, 64,
         0},
        {"!0 = !{double 0x3FF0000000000001}", RSIG_MDT_SCALAR, RSIG_MDT_HEXFP, 0x3F800000u, 64,
         RSIG_MDF_INEXACT},
        {"!0 = !{ptr @main}", RSIG_MDT_SCALAR, RSIG_MDT_GLOBAL, 0, 0, 0},
        /* what would draw a diagnostic, or is not the whole token: the type word alone */
        {"!0 = !{i32 5abc}", RSIG_MDT_WORD, 0, 0, 0, 0},
        {"!0 = !{i128 5}", RSIG_MDT_WORD, 0, 0, 0, 0},
        {"!0 = !{i32  5}", RSIG_MDT_WORD, 0, 0, 0, 0},
        {"!0 = !{float 0x3FF0000000000001}", RSIG_MDT_WORD, 0, 0, 0, 0},
        {"!0 = !{float 1.5e+3}", RSIG_MDT_WORD, 0, 0, 0, 0},
        {"!0 = !{float 1.000000e+00x}", RSIG_MDT_WORD, 0, 0, 0, 0},
        {"!0 = !{ptr @\"a b\"}", RSIG_MDT_WORD, 0, 0, 0, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        rsig_md_token t = first_operand(cases[i].text);
        cr_assert_eq(t.kind, cases[i].kind, "%s: kind %d", cases[i].text, t.kind);
        if (t.kind == RSIG_MDT_WORD) {
            cr_assert_eq(t.off, 7u, "%s", cases[i].text);
            cr_assert_eq(t.len, (uint32_t)strcspn(cases[i].text + 7, " "), "%s", cases[i].text);
            continue;
        }
        cr_assert_eq(t.sub, cases[i].sub, "%s", cases[i].text);
        cr_assert_eq(t.off + t.len, (uint32_t)strlen(cases[i].text) - 1, "%s", cases[i].text);
        if (t.sub == RSIG_MDT_GLOBAL)
            continue;
        cr_assert_eq(t.val, cases[i].val, "%s: 0x%08X", cases[i].text, t.val);
        cr_assert_eq(t.width, cases[i].width, "%s", cases[i].text);
        cr_assert_eq(t.flags, cases[i].flags, "%s: flags %u", cases[i].text, t.flags);
    }
    /* a node's number is read on the way, up to nine digits */
    rsig_md_token n = first_operand("!0 = !{!123456789}");
    cr_assert_eq(n.kind, RSIG_MDT_MDNUM);
    cr_assert_eq(n.flags & RSIG_MDTV_READ, RSIG_MDTV_READ);
    cr_assert_eq(n.val, 123456789u);
    n = first_operand("!0 = !{!1234567890}");
    cr_assert_eq(n.flags & RSIG_MDTV_READ, 0, "ten digits: read, and checked, by the builder");
    /* after a comma: the operand's span, its comma two bytes before */
    rsig_md_lexer lx;
    memset(&lx, 0, sizeof lx);
    const char *text = "!0 = !{!1, !23, i32 7,i32 8}";
    lx.base = lx.cur = (const unsigned char *)text;
    lx.limit = lx.base + strlen(text);
    rsig_md_token t = rsig_lex_metadata(&lx);
    cr_assert_eq(t.kind, RSIG_MDT_NUMHEAD, "`!0 = !{`");
    cr_assert_eq(t.len, 7u);
    cr_assert_eq(t.val, 0u);
    cr_assert_eq(t.flags & RSIG_MDTV_READ, RSIG_MDTV_READ);
    t = rsig_lex_metadata(&lx);
    t = rsig_lex_metadata(&lx);
    cr_assert_eq(t.kind, RSIG_MDT_CMDNUM);
    cr_assert_eq(t.off, 11u);
    cr_assert_eq(t.len, 3u);
    cr_assert_eq(t.val, 23u);
    t = rsig_lex_metadata(&lx);
    cr_assert_eq(t.kind, RSIG_MDT_CSCALAR);
    cr_assert_eq(t.off, 16u);
    cr_assert_eq(t.val, 7u);
    t = rsig_lex_metadata(&lx);
    cr_assert_eq(t.kind, RSIG_MDT_COMMA, "no space after the comma: a token of its own");
}

/*
 * A typed constant cut whole reads as its two tokens would: followed by
 * more of its operand, inside brackets, and where it is unexpected, where
 * the message names its type word.
 */
Test(lexer, whole_constants_read_as_their_tokens)
{
    expect_error_at(HEAD "!1 = !{!2}\n!2 = !{!\"RootFlags\", i32 1 i32 2}\n", "RS3023",
                    "i32 1 i32 2");
    expect_error_at(HEAD "!1 = !{!2}\n!2 = !{!\"RootFlags\", { i32 1, i32 2 }}\n", "RS3023",
                    "{ i32 1, i32 2 }");
    expect_error_len(HEAD "!1 = !{!2}\n!2 = !{!\"RootFlags\" i32 1}\n", "RS3004", "i32 1}", 3);
    expect_error_at(HEAD "!1 = !{!2}\n!2 = !{!\"RootFlags\", i32 1 !3}\n", "RS3004", "!3");
    /* a comma and what follows it, unexpected together: the error is at the one unexpected */
    expect_error_len(HEAD "!1 = !{!2}\n!2 = !{!\"RootFlags\", { i32 1, !3 }}\n", "RS3004", "!3 }", 2);
    expect_error_len(HEAD "!1 = !{, i32 1}\n", "RS3004", ", i32 1}", 1);
    expect_error_len(HEAD "!1 = !{, !2}\n", "RS3004", ", !2}", 1);
    expect_error_len(HEAD "!1 = !{}, !2\n", "RS3004", ", !2", 1);
    /* a definition's head inside another, or where a definition cannot start */
    expect_error_len(HEAD "!1 = !{!2 = !{}}\n", "RS3004", "= !{}}", 1);
    expect_error_len(HEAD "!1 = !{!3\n!2 = !{}\n", "RS3004", "!2 = !{}", 2);
    expect_error_len(HEAD "!1 = !1 = !{}\n", "RS3004", "!1 = !{}", 2);
    /*
     * A definition cut short by a bad token right after its head still
     * defines its number (broken): the references to it are not reported.
     */
    rootsig_ctx *c2 = ctx_new();
    rootsig_signature *s2 = NULL;
    cr_assert_eq(parse(c2, HEAD "!1 = !{!2, !7}\n!2 = !{!\"RootFlags, i32 1}\n", NULL, &s2),
                 ROOTSIG_ERR_INPUT);
    cr_assert_eq(rootsig_diag_count(c2), 2);
    cr_assert_str_eq(rootsig_diag_get(c2, 0)->id, "RS3003");
    cr_assert_str_eq(rootsig_diag_get(c2, 1)->message, "use of undefined metadata '!7'");
    rootsig_ctx_destroy(c2);
    rootsig_ctx *ctx = ctx_new();
    rootsig_signature *sig = NULL;
    cr_assert_eq(parse(ctx, HEAD "!1 = !{!2}\n!2 = !{!\"RootFlags\", i32 1 !3}\n", NULL, &sig),
                 ROOTSIG_ERR_INPUT);
    cr_assert_str_eq(rootsig_diag_get(ctx, 0)->message, "expected ',' or '}' after '1', found '!3'");
    rootsig_ctx_destroy(ctx);
    ctx = ctx_new();
    cr_assert_eq(parse(ctx, HEAD "!1 = !{!2}\n!2 = !{!\"RootFlags\" i32 1}\n", NULL, &sig),
                 ROOTSIG_ERR_INPUT);
    cr_assert_str_eq(rootsig_diag_get(ctx, 0)->message,
                     "expected ',' or '}' after '!\"RootFlags\"', found 'i32'");
    rootsig_ctx_destroy(ctx);
}

/* Operands 64 KB long or more keep their spans whole (the table keeps them aside). */
Test(lexer, long_operands_keep_their_spans)
{
    enum { LONG = 70000 };
    char *text = malloc(2 * LONG + 512);
    cr_assert_not_null(text);
    /* a RootFlags value of 70 000 zeros and a 1 */
    int k = sprintf(text, HEAD "!1 = !{!2}\n!2 = !{!\"RootFlags\", i32 ");
    memset(text + k, '0', LONG);
    k += LONG;
    k += sprintf(text + k, "1}\n");
    rootsig_ctx *ctx = ctx_new();
    rootsig_signature *sig = NULL;
    cr_assert_eq(rsig_md_at_test_parse(ctx, text, (size_t)k, &sig), ROOTSIG_OK);
    cr_assert_eq(sig->flags, 1u);
    cr_assert_eq(sig->root_flags_at.len, 4u + LONG + 1u, "the whole literal");
    rootsig_ctx_destroy(ctx);
    /* and an element named by 70 000 bytes after it */
    k -= 2;
    k += sprintf(text + k, "}\n!3 = !{!\"");
    memcpy(strstr(text, "!1 = !{!2}"), "!1 = !{!3}", 10);
    size_t name_at = (size_t)k - 2;
    memset(text + k, 'A', LONG);
    k += LONG;
    k += sprintf(text + k, "\"}\n");
    ctx = ctx_new();
    cr_assert_eq(rsig_md_at_test_parse(ctx, text, (size_t)k, &sig), ROOTSIG_ERR_INPUT);
    const rootsig_diag *d = rootsig_diag_get(ctx, 0);
    cr_assert_str_eq(d->id, "RS3021");
    cr_assert_eq(d->offset, name_at);
    cr_assert_eq(d->length, (size_t)LONG + 3, "the whole string");
    rootsig_ctx_destroy(ctx);
    free(text);
}

/* ---- reading clang's output ---------------------------------------------- */

static const char CLANG_T1[] =
    "; ModuleID = 'a.hlsl'\n"
    "source_filename = \"a.hlsl\"\n"
    "target triple = \"dxilv1.0-pc-shadermodel6.0-compute\"\n\n"
    "; Function Attrs: convergent noinline norecurse optnone\n"
    "define void @main() #0 {\nentry:\n  ret void\n}\n\n"
    "attributes #0 = { convergent \"hlsl.numthreads\"=\"1,1,1\" \"hlsl.shader\"=\"compute\" }\n\n"
    "!dx.rootsignatures = !{!0}\n"
    "!llvm.module.flags = !{!14}\n"
    "!dx.valver = !{!15}\n"
    "!llvm.ident = !{!16}\n\n"
    "!0 = !{ptr @main, !1, i32 2}\n"
    "!1 = !{!2, !3, !4, !5, !6, !7, !11, !13}\n"
    "!2 = !{!\"RootFlags\", i32 1}\n"
    "!3 = !{!\"RootCBV\", i32 0, i32 0, i32 0, i32 4}\n"
    "!4 = !{!\"RootSRV\", i32 0, i32 0, i32 0, i32 4}\n"
    "!5 = !{!\"RootUAV\", i32 0, i32 0, i32 0, i32 2}\n"
    "!6 = !{!\"RootConstants\", i32 0, i32 1, i32 0, i32 4}\n"
    "!7 = !{!\"DescriptorTable\", i32 5, !8, !9, !10}\n"
    "!8 = !{!\"CBV\", i32 1, i32 2, i32 0, i32 -1, i32 4}\n"
    "!9 = !{!\"UAV\", i32 1, i32 1, i32 0, i32 -1, i32 2}\n"
    "!10 = !{!\"SRV\", i32 -1, i32 1, i32 0, i32 -1, i32 4}\n"
    "!11 = !{!\"DescriptorTable\", i32 0, !12}\n"
    "!12 = !{!\"Sampler\", i32 1, i32 1, i32 0, i32 -1, i32 0}\n"
    "!13 = !{!\"StaticSampler\", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, "
    "i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 0, i32 0, i32 0, i32 0}\n"
    "!14 = !{i32 1, !\"wchar_size\", i32 4}\n"
    "!15 = !{i32 1, i32 8}\n"
    "!16 = !{!\"Debian clang version 22.1.8 (1~deb12u1)\"}\n";

static const char T1_DSL[] =
    "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), SRV(t0), UAV(u0), "
    "RootConstants(num32BitConstants=4, b1), DescriptorTable(CBV(b2), UAV(u1), SRV(t1, "
    "numDescriptors=unbounded), visibility=SHADER_VISIBILITY_PIXEL), "
    "DescriptorTable(Sampler(s1)), StaticSampler(s0)";

static size_t part_of(rootsig_ctx *ctx, const rootsig_signature *sig, rootsig_compat c,
                      unsigned char *buf, size_t cap)
{
    rootsig_options o = {rootsig_signature_version(sig), c, 0, 0};
    size_t n = 0;
    cr_assert_eq(rootsig_write_rts0(ctx, sig, &o, buf, cap, &n), ROOTSIG_OK);
    return n;
}

Test(read, clang_module_t1)
{
    rootsig_ctx *ctx = ctx_new();
    rootsig_signature *sig = NULL;
    cr_assert_eq(parse(ctx, CLANG_T1, "main", &sig), ROOTSIG_OK);
    cr_assert_eq(rootsig_diag_count(ctx), 0);
    cr_assert_eq(sig->version, 2);
    cr_assert_eq(sig->flags, 1);
    cr_assert(sig->has_root_flags);
    cr_assert_eq(sig->nparams, 6);
    cr_assert_eq(sig->nsamplers, 1);
    cr_assert_eq(sig->params[5].type, RSIG_PARAM_TABLE);
    cr_assert_eq(sig->params[4].nranges, 3);
    cr_assert_eq(sig->params[4].visibility, 5);
    cr_assert_eq(sig->params[4].ranges[2].num_descriptors, RSIG_UNBOUNDED);
    cr_assert_eq(sig->samplers[0].max_lod, RSIG_FLT_MAX_BITS);
    /* spans: kw = the name string, fields = the operand, every flag given */
    const rsig_param *cbv = &sig->params[0];
    const char *kw = strstr(CLANG_T1, "!\"RootCBV\"");
    cr_assert_eq(cbv->loc.kw.off, (uint32_t)(kw - CLANG_T1));
    cr_assert_eq(cbv->loc.kw.len, 10);
    cr_assert(rsig_given(&cbv->loc, RSIG_F_FLAGS));
    cr_assert(rsig_range_given(&sig->params[4].ranges[0], RSIG_F_FLAGS));
    cr_assert_eq(rsig_loc_span(&cbv->loc, RSIG_F_FLAGS).off, (uint32_t)(kw - CLANG_T1) + 33);
    cr_assert_eq(rsig_loc_span(&cbv->loc, RSIG_F_FLAGS).len, 5); /* "i32 4" */
    cr_assert_eq(rootsig_validate(ctx, sig, NULL), ROOTSIG_OK);
    /* the same bytes as the DSL it came from */
    unsigned char a[1024], b[1024];
    size_t na = part_of(ctx, sig, ROOTSIG_COMPAT_LLVM, a, sizeof a);
    rootsig_signature *dsl = NULL;
    cr_assert_eq(rootsig_parse_dsl(ctx, "t", T1_DSL, strlen(T1_DSL), NULL, &dsl), ROOTSIG_OK);
    size_t nb = part_of(ctx, dsl, ROOTSIG_COMPAT_LLVM, b, sizeof b);
    cr_assert_eq(na, nb);
    cr_assert_eq(memcmp(a, b, na), 0);
    rootsig_ctx_destroy(ctx);
}

Test(read, entry_selection)
{
    const char *text = "!dx.rootsignatures = !{!0, !2, !3}\n"
                       "!0 = !{ptr @main, !1, i32 2}\n"
                       "!1 = !{}\n"
                       "!2 = !{ptr @\"ps main\", !4, i32 3}\n"
                       "!3 = !{null, !1, i32 1}\n"
                       "!4 = !{!5}\n"
                       "!5 = !{!\"RootFlags\", i32 64}\n";
    rootsig_ctx *ctx = ctx_new();
    rootsig_signature *sig = NULL;
    cr_assert_eq(parse(ctx, text, NULL, &sig), ROOTSIG_OK);
    cr_assert_eq(sig->version, 2);
    cr_assert_eq(parse(ctx, text, "ps main", &sig), ROOTSIG_OK);
    cr_assert_eq(sig->version, 3);
    cr_assert_eq(sig->flags, 64);
    cr_assert_eq(parse(ctx, text, "", &sig), ROOTSIG_OK);
    cr_assert_eq(sig->version, 1);
    cr_assert_eq(parse(ctx, text, "other", &sig), ROOTSIG_ERR_INPUT);
    cr_assert_null(sig);
    cr_assert_geq(find_diag(ctx, "RS3013"), 0);
    cr_assert_not_null(strstr(rootsig_diag_get(ctx, (size_t)find_diag(ctx, "RS3013"))->message,
                              "@main, @ps main, null"));
    /* entries */
    size_t n = 0;
    const char *const *fns = NULL;
    cr_assert_eq(rootsig_metadata_entries(ctx, "t.ll", text, strlen(text), &n, &fns),
                 ROOTSIG_OK);
    cr_assert_eq(n, 3);
    cr_assert_str_eq(fns[0], "main");
    cr_assert_str_eq(fns[1], "ps main");
    cr_assert_str_eq(fns[2], "");
    rootsig_ctx_destroy(ctx);
}

Test(read, version_option)
{
    const char *text = HEAD "!1 = !{}\n";
    rootsig_ctx *ctx = ctx_new();
    rootsig_signature *sig = NULL;
    rootsig_options o = {ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_LLVM, 0, 0};
    cr_assert_eq(rootsig_parse_metadata(ctx, "t.ll", text, strlen(text), &o, NULL, &sig),
                 ROOTSIG_OK);
    o.version = ROOTSIG_VERSION_1_2;
    cr_assert_eq(rootsig_parse_metadata(ctx, "t.ll", text, strlen(text), &o, NULL, &sig),
                 ROOTSIG_ERR_INPUT);
    cr_assert_geq(find_diag(ctx, "RS3016"), 0);
    o.version = (rootsig_version)7;
    cr_assert_eq(rootsig_parse_metadata(ctx, "t.ll", text, strlen(text), &o, NULL, &sig),
                 ROOTSIG_ERR_ARG);
    rootsig_ctx_destroy(ctx);
}

Test(read, forms_llvm_accepts)
{
    /* typed pointers, bitcast, quoted names, forward refs, inline and distinct nodes,
       escapes, i64/i1/hex integers, hex floats, debug-info nodes, multi-line operands */
    const char *text =
        "define void @\"cs\\22main\"() !dbg !20 { ret void }\n"
        "!dx\\2Erootsignatures = !{!0,\n   !9}\n"
        "!0 = !{i8* bitcast (void ()* @\"cs\\22main\" to i8*), !1, i64 2}\n"
        "!1 = !{!3, !{!\"Root\\43BV\", i1 false, i32 u0x10, i64 1, i32 s0x8}, distinct !{!\"RootFlags\", i32 3}}\n"
        "!3 = !{!\"StaticSampler\", i32 21, i32 3, i32 3, i32 4, float 0x3FF8000000000000, i32 4,\n"
        "       i32 2, i32 0, float -1.0, float 1.e1, i32 1, i32 0, i32 5, i32 0}\n"
        "!9 = !{void ()* @other, !1, i32 2}\n"
        "!20 = distinct !DISubprogram(name: \"main\", scope: !21, type: !22)\n"
        "!21 = !DIFile(filename: \"a\", directory: \"/\")\n"
        "!22 = !DISubroutineType(types: !{null})\n";
    rootsig_ctx *ctx = ctx_new();
    rootsig_signature *sig = NULL;
    cr_assert_eq(parse(ctx, text, "cs\"main", &sig), ROOTSIG_OK);
    if (rootsig_diag_count(ctx))
        dump_diags(ctx);
    cr_assert_eq(rootsig_diag_count(ctx), 0);
    cr_assert_eq(sig->nparams, 1);
    cr_assert_eq(sig->params[0].type, RSIG_PARAM_CBV);
    cr_assert_eq(sig->params[0].reg, 16);
    cr_assert_eq(sig->params[0].space, 1);
    cr_assert_eq(sig->params[0].flags, 0xFFFFFFF8u); /* s0x8: -8 */
    cr_assert_eq(sig->flags, 3);
    cr_assert_eq(sig->samplers[0].mip_lod_bias, 0x3FC00000u);
    cr_assert_eq(sig->samplers[0].min_lod, 0xBF800000u);
    cr_assert_eq(sig->samplers[0].max_lod, 0x41200000u);
    cr_assert_eq(parse(ctx, text, "other", &sig), ROOTSIG_OK);
    rootsig_ctx_destroy(ctx);
}

/* LLVM's integer rules: truncate to the type, zero-extend, keep the low 32 bits. */
Test(read, integer_rules)
{
    static const struct {
        const char *lit;
        uint32_t value;
        bool warns;
    } cases[] = {
        {"i32 -1", 0xFFFFFFFFu, false},         {"i32 4294967295", 0xFFFFFFFFu, false},
        {"i32 -2147483648", 0x80000000u, false}, {"i32 4294967296", 0, true},
        {"i32 -2147483649", 0x7FFFFFFFu, true}, {"i64 -1", 0xFFFFFFFFu, true},
        {"i64 4294967297", 1, true},             {"i8 -1", 255, true},
        {"i8 300", 44, true},                   {"i16 65535", 65535, false},
        {"i1 true", 1, false},                  {"i1 -1", 1, true},
        {"i32 u0x10", 16, false},               {"i32 s0x10", 0xFFFFFFF0u, false},
        {"i32 s0x1", 0xFFFFFFFFu, false},       {"i32 u0xFFFFFFFF", 0xFFFFFFFFu, false},
        {"i32 u0x100000000", 0, true},          {"i32 99999999999999999999999", 0xF67FFFFFu, true},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[256];
        snprintf(text, sizeof text, HEAD "!1 = !{!2}\n!2 = !{!\"RootConstants\", i32 0, i32 0, i32 0, %s}\n",
                 cases[i].lit);
        rootsig_ctx *ctx = ctx_new();
        rootsig_signature *sig = NULL;
        cr_assert_eq(parse(ctx, text, NULL, &sig), ROOTSIG_OK, "%s", cases[i].lit);
        cr_assert_eq(sig->params[0].num32, cases[i].value, "%s: %u", cases[i].lit,
                     sig->params[0].num32);
        cr_assert_eq(find_diag(ctx, "RS3040") >= 0, cases[i].warns, "%s", cases[i].lit);
        rootsig_ctx_destroy(ctx);
    }
}

/* LLVM's float rules: decimal needs '.', the value must be exact for float. */
Test(read, float_rules)
{
    static const struct {
        const char *lit;
        uint32_t bits; /* 0xFFFFFFFF: rejected */
    } cases[] = {
        {"float 1.0", 0x3F800000u},         {"float +1.5", 0x3FC00000u},
        {"float -0.0", 0x80000000u},        {"float 1.e3", 0x447A0000u},
        {"float 00.5", 0x3F000000u},        {"float 1.5E+2", 0x43160000u},
        {"float 1.0e999", 0x7F800000u},     {"float 0x0", 0},
        {"float 0x7FF4000000000000", 0x7FA00000u}, {"float 0x7FF0000020000000", 0x7F800001u},
        {"float 3.4028234663852886e+38", 0x7F7FFFFFu},
        {"float 0x36A0000000000000", 0x00000001u}, {"double 0.5", 0x3F000000u},
        {"float 0.1", 0xFFFFFFFFu},         {"float 15.99", 0xFFFFFFFFu},
        {"float 0x1", 0xFFFFFFFFu},         {"float 0x7FF0000010000000", 0xFFFFFFFFu},
        {"float 1", 0xFFFFFFFFu},           {"float 0xH3C00", 0xFFFFFFFFu},
        {"float 1.5e-45", 0xFFFFFFFFu},     {"float 0x47F0000000000000", 0xFFFFFFFFu},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[512];
        snprintf(text, sizeof text,
                 HEAD "!1 = !{!2}\n!2 = !{!\"StaticSampler\", i32 85, i32 1, i32 1, i32 1, %s, "
                      "i32 16, i32 4, i32 2, float 0.0, float 1.0, i32 0, i32 0, i32 0, i32 0}\n",
                 cases[i].lit);
        rootsig_ctx *ctx = ctx_new();
        rootsig_signature *sig = NULL;
        rootsig_status st = parse(ctx, text, NULL, &sig);
        if (cases[i].bits == 0xFFFFFFFFu) {
            cr_assert_eq(st, ROOTSIG_ERR_INPUT, "%s accepted", cases[i].lit);
            cr_assert(find_diag(ctx, "RS3005") >= 0 || find_diag(ctx, "RS3002") >= 0,
                      "%s", cases[i].lit);
        } else {
            if (st != ROOTSIG_OK)
                dump_diags(ctx);
            cr_assert_eq(st, ROOTSIG_OK, "%s", cases[i].lit);
            cr_assert_eq(sig->samplers[0].mip_lod_bias, cases[i].bits, "%s: 0x%08X",
                         cases[i].lit, sig->samplers[0].mip_lod_bias);
        }
        rootsig_ctx_destroy(ctx);
    }
}

/* ---- one test per malformed-input class ----------------------------------- */

Test(malformed, bad_character)
{
    expect_error_at(HEAD "!1 = !{} ^\n", "RS3001", "^");
    expect_error_len(HEAD "!1 = !{!2, ! }\n", "RS3001", "! }", 1);
}

Test(malformed, bad_number)
{
    expect_error_at(HEAD "!1 = !{}\n!2 = !{float 1e5}\n", "RS3002", "1e5");
    expect_error_at(HEAD "!1 = !{}\n!4294967296 = !{}\n", "RS3002", "!4294967296");
    expect_error_at(HEAD "!1 = !{!99999999999}\n", "RS3002", "!99999999999");
}

Test(malformed, unterminated_string)
{
    expect_error_len(HEAD "!1 = !{!\"RootFlags, i32 1}\n", "RS3003", "!\"RootFlags", 1);
}

Test(malformed, syntax)
{
    expect_error_at(HEAD "!1 = !{!2 !3}\n", "RS3004", "!3");
    expect_error_len(HEAD "!1 = !{}\n!2 !{}\n", "RS3004", "!2 !{}", 2);
}

Test(malformed, syntax_eof)
{
    rootsig_ctx *ctx = ctx_new();
    rootsig_signature *sig = NULL;
    const char *text = HEAD "!1 = !{!2,";
    cr_assert_eq(parse(ctx, text, NULL, &sig), ROOTSIG_ERR_INPUT);
    long d = find_diag(ctx, "RS3004");
    cr_assert_geq(d, 0);
    cr_assert_eq(rootsig_diag_get(ctx, (size_t)d)->offset, strlen(text));
    rootsig_ctx_destroy(ctx);
}

Test(malformed, bad_constant)
{
    expect_error_at(HEAD "!1 = !{}\n!2 = !{float 0.1}\n", "RS3005", "0.1");
    expect_error_at(HEAD "!1 = !{}\n!2 = !{i32 1.5}\n", "RS3005", "i32 1.5");
    expect_error_at(HEAD "!1 = !{}\n!2 = !{i32 true}\n", "RS3005", "i32 true");
    expect_error_at(HEAD "!1 = !{}\n!2 = !{i128 1}\n", "RS3005", "i128 1");
}

Test(malformed, redefined)
{
    expect_error_len(HEAD "!1 = !{}\n!1 = !{} ; again\n", "RS3010", "!1 = !{} ; again", 2);
    /* numbers far past the count of definitions: the index's sorted part */
    expect_error_len(HEAD "!1 = !{!9000}\n!9000 = !{}\n!7000 = !{}\n!9000 = !{} ; again\n",
                     "RS3010", "!9000 = !{} ; again", 5);
}

Test(malformed, undefined_reference)
{
    expect_error_at(HEAD "!1 = !{!5}\n", "RS3011", "!5");
    expect_error_at(HEAD "!1 = !{}\n!7 = !{!4000000000}\n", "RS3011", "!4000000000");
    expect_error_at(HEAD "!1 = !{!9000}\n!9000 = !{}\n!7000 = !{!8000}\n", "RS3011", "!8000");
    /*
     * A line indexed lazily after one the grammar read (its comment), so
     * through rsig_md_index_line, with more operands than are recorded
     * (24): its later references count too.
     */
    char text[600];
    int n = snprintf(text, sizeof text, "%s!1 = !{} ; a comment\n!2 = !{ptr @g", HEAD);
    for (int i = 0; i < 28; i++)
        n += snprintf(text + n, sizeof text - (size_t)n, ", !%d", i < 27 ? 1 : 9);
    snprintf(text + n, sizeof text - (size_t)n, "}\n");
    expect_error_len(text, "RS3011", "!9}", 2);
}

/*
 * Definitions numbered in the order they are printed (clang's modules) are
 * found without an index, and their lines' references checked by their
 * smallest and largest numbers; in any other order, or with a number
 * missing, through the index and by reading the lines again. A reference
 * to a node without a number (the named list's body, printed last here),
 * past the end, below the first number or to a missing one is undefined
 * every way.
 */
Test(malformed, undefined_reference_in_printed_order)
{
    expect_error_len("!0 = !{null, !1, i32 2}\n!1 = !{!2}\n!dx.rootsignatures = !{!0}\n",
                     "RS3011", "!2}", 2);
    expect_error_len("!dx.rootsignatures = !{!1}\n!1 = !{null, !2, i32 2}\n!2 = !{!0}\n",
                     "RS3011", "!0}", 2);
    expect_error_len("!dx.rootsignatures = !{!1}\n!1 = !{null, !2, i32 2}\n!2 = !{!3}\n",
                     "RS3011", "!3}", 2);
    expect_error_len("!dx.rootsignatures = !{!1}\n!2 = !{!3}\n!1 = !{null, !2, i32 2}\n",
                     "RS3011", "!3}", 2);
    /* in printed order but with a number missing: !1, between the smallest and largest */
    expect_error_len("!0 = !{null, !2, i32 2}\n!dx.rootsignatures = !{!0}\n!2 = !{!1}\n",
                     "RS3011", "!1}", 2);
    /* the same signature in printed order and reversed */
    static const char *const texts[] = {
        "!dx.rootsignatures = !{!0}\n!0 = !{null, !1, i32 2}\n!1 = !{!2, !3}\n"
        "!2 = !{!\"RootCBV\", i32 0, i32 1, i32 0, i32 0}\n!3 = !{!\"RootConstants\", i32 0, i32 "
        "2, i32 0, i32 4}\n",
        "!dx.rootsignatures = !{!0}\n!3 = !{!\"RootConstants\", i32 0, i32 2, i32 0, i32 4}\n"
        "!2 = !{!\"RootCBV\", i32 0, i32 1, i32 0, i32 0}\n!1 = !{!2, !3}\n!0 = !{null, !1, i32 "
        "2}\n",
    };
    unsigned char bytes[2][128];
    size_t n[2];
    for (int i = 0; i < 2; i++) {
        rootsig_ctx *ctx = ctx_new();
        rootsig_signature *sig = NULL;
        cr_assert_eq(parse(ctx, texts[i], NULL, &sig), ROOTSIG_OK, "text %d", i);
        cr_assert_eq(rootsig_write_rts0(ctx, sig, NULL, bytes[i], sizeof bytes[i], &n[i]),
                     ROOTSIG_OK);
        rootsig_ctx_destroy(ctx);
    }
    cr_assert_eq(n[0], n[1]);
    cr_assert_arr_eq(bytes[0], bytes[1], n[0]);
}

Test(malformed, no_rootsignatures)
{
    rootsig_ctx *ctx = ctx_new();
    rootsig_signature *sig = NULL;
    cr_assert_eq(parse(ctx, "", NULL, &sig), ROOTSIG_ERR_INPUT);
    cr_assert_geq(find_diag(ctx, "RS3012"), 0);
    cr_assert_eq(parse(ctx, "!llvm.ident = !{!0}\n!0 = !{!\"x\"}\n", NULL, &sig),
                 ROOTSIG_ERR_INPUT);
    cr_assert_eq(parse(ctx, "!dx.rootsignatures = !{}\n", NULL, &sig), ROOTSIG_ERR_INPUT);
    cr_assert_geq(find_diag(ctx, "RS3013"), 0);
    rootsig_ctx_destroy(ctx);
}

Test(malformed, entry_shape)
{
    expect_error_at("!dx.rootsignatures = !{!0}\n!0 = !{ptr @main, !1}\n!1 = !{}\n", "RS3014",
                    "!{ptr @main, !1}");
    expect_error_at("!dx.rootsignatures = !{!\"x\"}\n", "RS3014", "!\"x\"");
    expect_error_at("!dx.rootsignatures = !{null}\n", "RS3014", "null");
    expect_error_at("!dx.rootsignatures = !{!0}\n!0 = !{i32 0, !1, i32 2}\n!1 = !{}\n",
                    "RS3014", "i32 0");
    expect_error_len("!dx.rootsignatures = !{!0}\n!0 = !{null, null, i32 2}\n", "RS3014",
                     "null, i32", 4);
}

Test(malformed, version)
{
    expect_error_at("!dx.rootsignatures = !{!0}\n!0 = !{null, !1, i32 4}\n!1 = !{}\n", "RS3015",
                    "i32 4");
    expect_error_at("!dx.rootsignatures = !{!0}\n!0 = !{null, !1, !\"2\"}\n!1 = !{}\n", "RS3015",
                    "!\"2\"");
}

Test(malformed, not_an_element)
{
    expect_error_len(HEAD "!1 = !{null}\n", "RS3020", "null}", 4);
    expect_error_at(HEAD "!1 = !{i32 5}\n", "RS3020", "i32 5");
    expect_error_len(HEAD "!1 = !{!2}\n!2 = !{!\"DescriptorTable\", i32 0, null}\n", "RS3020",
                     "null}", 4);
    expect_error_len(HEAD "!1 = !{!2}\n!2 = !DIFile(filename: \"a\")\n", "RS3020", "!2}", 2);
}

Test(malformed, unknown_element)
{
    expect_error_at(HEAD "!1 = !{!2}\n!2 = !{!\"rootflags\", i32 0}\n", "RS3021",
                    "!\"rootflags\"");
    expect_error_len(HEAD "!1 = !{!2}\n!2 = !{null, i32 0}\n", "RS3021", "null, i32 0}", 4);
    expect_error_len(HEAD "!1 = !{!2}\n!2 = !{}\n", "RS3021", "!{}\n", 3);
    expect_error_at(HEAD "!1 = !{!2}\n!2 = !{!\"DescriptorTable\", i32 0, !3}\n"
                         "!3 = !{!\"cbv\", i32 1, i32 0, i32 0, i32 0, i32 0}\n",
                    "RS3021", "!\"cbv\"");
}

Test(malformed, operand_count)
{
    expect_error_at(HEAD "!1 = !{!2}\n!2 = !{!\"RootUAV\", i32 0, i32 0, i32 0}\n", "RS3022",
                    "!{!\"RootUAV\", i32 0, i32 0, i32 0}");
    expect_error_at(HEAD "!1 = !{!2}\n!2 = !{!\"DescriptorTable\"}\n", "RS3022",
                    "!{!\"DescriptorTable\"}");
    expect_error_at(HEAD "!1 = !{!2}\n!2 = !{!\"StaticSampler\", i32 1}\n", "RS3022",
                    "!{!\"StaticSampler\", i32 1}");
}

Test(malformed, operand_type)
{
    expect_error_at(HEAD "!1 = !{!2}\n!2 = !{!\"RootFlags\", float 1.0}\n", "RS3023",
                    "float 1.0");
    expect_error_len(HEAD "!1 = !{!2}\n!2 = !{!\"RootCBV\", null, i32 0, i32 0, i32 4}\n",
                     "RS3023", "null, i32 0, i32 0", 4);
    expect_error_len(HEAD "!1 = !{!2}\n!2 = !{!\"RootCBV\", i32 0, i32 0, !1, i32 4}\n", "RS3023",
                     "!1, i32 4", 2);
    expect_error_at(HEAD "!1 = !{!2}\n!2 = !{!\"RootCBV\", i32 0, i32 undef, i32 0, i32 4}\n",
                    "RS3023", "i32 undef");
}

Test(malformed, value_range)
{
    expect_error_at(HEAD "!1 = !{!2}\n!2 = !{!\"DescriptorTable\", i32 8}\n", "RS3024", "i32 8");
    expect_error_at(HEAD "!1 = !{!2}\n!2 = !{!\"StaticSampler\", i32 86, i32 1, i32 1, i32 1, "
                         "float 0.0, i32 16, i32 4, i32 2, float 0.0, float 1.0, i32 0, i32 0, "
                         "i32 0, i32 0}\n",
                    "RS3024", "i32 86");
}

Test(malformed, cycle)
{
    expect_error_len(HEAD "!1 = !{!1}\n", "RS3025", "!1}", 2);
    expect_error_len(HEAD "!1 = !{!2}\n!2 = !{!\"DescriptorTable\", i32 0, !2 }\n", "RS3025",
                     "!2 }", 2);
    expect_error_len("!dx.rootsignatures = !{!0}\n!0 = !{null, !0, i32 2}\n", "RS3025", "!0, i32",
                     2);
}

Test(malformed, nesting_limit)
{
    char text[1024];
    int k = snprintf(text, sizeof text, HEAD "!1 = !{}\n!2 = ");
    for (int i = 0; i < 80; i++)
        k += snprintf(text + k, sizeof text - (size_t)k, "!{");
    for (int i = 0; i < 80; i++)
        k += snprintf(text + k, sizeof text - (size_t)k, "}");
    rootsig_ctx *ctx = ctx_new();
    rootsig_signature *sig = NULL;
    cr_assert_eq(parse(ctx, text, NULL, &sig), ROOTSIG_ERR_INPUT);
    cr_assert_geq(find_diag(ctx, "RS5002"), 0);
    rootsig_ctx_destroy(ctx);
}

Test(warnings, truncation_duplicate_flags_llvm21)
{
    const char *text = HEAD "!1 = !{!2, !3, !4}\n"
                            "!2 = !{!\"RootFlags\", i64 4294967297}\n"
                            "!3 = !{!\"RootFlags\", i32 2}\n"
                            "!4 = !{!\"StaticSampler\", i32 85, i32 1, i32 1, i32 1, float 0.0, "
                            "i32 16, i32 4, i32 2, float 0.0, float 1.0, i32 0, i32 0, i32 0}\n";
    rootsig_ctx *ctx = ctx_new();
    rootsig_signature *sig = NULL;
    cr_assert_eq(parse(ctx, text, NULL, &sig), ROOTSIG_OK);
    cr_assert_geq(find_diag(ctx, "RS3040"), 0);
    cr_assert_geq(find_diag(ctx, "RS3041"), 0);
    cr_assert_geq(find_diag(ctx, "RS3042"), 0);
    cr_assert_eq(sig->flags, 2); /* the last RootFlags wins, as in LLVM */
    cr_assert_eq(sig->samplers[0].flags, 0);
    cr_assert_eq(rootsig_error_count(ctx), 0);
    rootsig_ctx_destroy(ctx);
}

/* Inputs on which LLVM 22 crashes or that are merely odd: never a crash here. */
Test(malformed, never_crashes)
{
    static const char *const texts[] = {
        "", "!", "!!", "!{", "!0", "!0 =", "!0 = !{", "!0 = !{!0}", "!0 = distinct",
        "!dx.rootsignatures", "!dx.rootsignatures = !{!0}", "!dx.rootsignatures = !{!0}\n!0 = !{}",
        "!dx.rootsignatures = !{!0}\n!0 = !{null, null, null}",
        "!dx.rootsignatures = !{!0}\n!0 = !{null, !0, !0}",
        "!dx.rootsignatures = !{!0}\n!0 = !{null, !1, i32 2}\n!1 = !{!1, !0, null, !{}}",
        "!dx.rootsignatures = !{!0}\n!0 = !{null, !1, i32 2}\n!1 = !{!{null}, !{!\"DescriptorTable\", null, null}}",
        "!dx.rootsignatures = !{!0}\n!0 = !{null, !1, i32 2}\n!1 = !{!{!\"StaticSampler\", null, null, null, null, null, null, null, null, null, null, null, null, null, null}}",
        "!0 = !{i32 (((((}", "!0 = !{<<<<}", "!0 = !{{ i32, [2 x i8] } { i32 1, [2 x i8] c\"ab\" }}",
        "!0 = !DIExpression(DW_OP_plus_uconst, 4)", "!0 = !{!\"\\", "!0 = !{@\"", "\x01\x02!0 = \xff",
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        rootsig_ctx *ctx = ctx_new();
        rootsig_signature *sig = NULL;
        rootsig_status st = parse(ctx, texts[i], NULL, &sig);
        cr_assert(st == ROOTSIG_OK || st == ROOTSIG_ERR_INPUT, "%zu", i);
        if (st == ROOTSIG_OK)
            rootsig_validate(ctx, sig, NULL);
        for (size_t k = 0; k < rootsig_diag_count(ctx); k++)
            cr_assert_not_null(rootsig_diag_render(ctx, k));
        rootsig_ctx_destroy(ctx);
    }
    /* a NUL byte inside the text is a bad character, not the end */
    rootsig_ctx *ctx = ctx_new();
    rootsig_signature *sig = NULL;
    static const char nul[] = HEAD "!1 = !{}\n!2 = !{\0}\n";
    cr_assert_eq(rootsig_parse_metadata(ctx, "t.ll", nul, sizeof nul - 1, NULL, NULL, &sig),
                 ROOTSIG_ERR_INPUT);
    cr_assert_geq(find_diag(ctx, "RS3001"), 0);
    rootsig_ctx_destroy(ctx);
}

Test(malformed, recovery_reports_each_definition)
{
    const char *text = HEAD "!1 = !{!2, !3\n"
                            "!2 = !{!\"RootFlags\" i32 1}\n"
                            "!3 = !{!\"RootCBV\", i32 0, i32 0, i32 0, i32 4} ^\n"
                            "!4 = 5\n";
    rootsig_ctx *ctx = ctx_new();
    rootsig_signature *sig = NULL;
    cr_assert_eq(parse(ctx, text, NULL, &sig), ROOTSIG_ERR_INPUT);
    cr_assert_eq(rootsig_error_count(ctx), 4);
    cr_assert_lt(find_diag(ctx, "RS3011"), 0); /* no cascade from the broken !1 */
    rootsig_ctx_destroy(ctx);
}

/* ---- printing ------------------------------------------------------------- */

static const char *print_dsl(rootsig_ctx *ctx, const char *dsl, rootsig_version v,
                             rootsig_compat c, const char *entry)
{
    rootsig_options o = {v, c, 0, 0};
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_parse_dsl(ctx, "t", dsl, strlen(dsl), &o, &sig), ROOTSIG_OK, "%s", dsl);
    const char *text = NULL;
    size_t len = 0;
    cr_assert_eq(rootsig_print_metadata(ctx, sig, &o, entry, &text, &len), ROOTSIG_OK);
    cr_assert_eq(strlen(text), len);
    return text;
}

Test(print, clang_t1_exactly)
{
    rootsig_ctx *ctx = ctx_new();
    const char *text = print_dsl(ctx, T1_DSL, ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_LLVM, "main");
    const char *from = strstr(CLANG_T1, "!0 = ");
    const char *to = strstr(CLANG_T1, "!14 = ");
    char want[4096];
    snprintf(want, sizeof want, "!dx.rootsignatures = !{!0}\n\n%.*s", (int)(to - from), from);
    cr_assert_str_eq(text, want);
    rootsig_ctx_destroy(ctx);
}

Test(print, shared_nodes_numbering_and_order)
{
    /* clang-22 -triple ...-rootsignature -fdx-rootsignature-version=rootsig_1_0 output */
    rootsig_ctx *ctx = ctx_new();
    const char *text = print_dsl(
        ctx,
        "DescriptorTable(CBV(b0), visibility=SHADER_VISIBILITY_PIXEL), DescriptorTable(CBV(b0),"
        "visibility=SHADER_VISIBILITY_VERTEX), DescriptorTable(), DescriptorTable(), "
        "StaticSampler(s0, mipLODBias=1.425, minLOD=-0.0, maxLOD=1234560), CBV(b1), "
        "RootConstants(b2, num32BitConstants=0, space=4294967279), RootFlags(0)",
        ROOTSIG_VERSION_1_0, ROOTSIG_COMPAT_LLVM, NULL);
    cr_assert_str_eq(text,
        "!dx.rootsignatures = !{!0}\n\n"
        "!0 = !{null, !1, i32 1}\n"
        "!1 = !{!2, !4, !5, !5, !6, !7, !8, !9}\n"
        "!2 = !{!\"DescriptorTable\", i32 5, !3}\n"
        "!3 = !{!\"CBV\", i32 1, i32 0, i32 0, i32 -1, i32 3}\n"
        "!4 = !{!\"DescriptorTable\", i32 1, !3}\n"
        "!5 = !{!\"DescriptorTable\", i32 0}\n"
        "!6 = !{!\"StaticSampler\", i32 85, i32 1, i32 1, i32 1, float 0x3FF6CCCCC0000000, "
        "i32 16, i32 4, i32 2, float -0.000000e+00, float 1.234560e+06, i32 0, i32 0, i32 0, "
        "i32 0}\n"
        "!7 = !{!\"RootCBV\", i32 0, i32 1, i32 0, i32 2}\n"
        "!8 = !{!\"RootConstants\", i32 0, i32 2, i32 -17, i32 0}\n"
        "!9 = !{!\"RootFlags\", i32 0}\n");
    rootsig_ctx_destroy(ctx);
}

Test(print, flags_by_version_and_compat)
{
    rootsig_ctx *ctx = ctx_new();
    const char *dsl = "CBV(b0), UAV(u0), DescriptorTable(SRV(t0), Sampler(s0, space=1)), "
                      "StaticSampler(s1)";
    const char *v12 = print_dsl(ctx, dsl, ROOTSIG_VERSION_1_2, ROOTSIG_COMPAT_LLVM, "main");
    cr_assert_not_null(strstr(v12, "!0 = !{ptr @main, !1, i32 3}\n"));
    cr_assert_not_null(strstr(v12, "!{!\"RootCBV\", i32 0, i32 0, i32 0, i32 4}"));
    cr_assert_not_null(strstr(v12, "!{!\"RootUAV\", i32 0, i32 0, i32 0, i32 2}"));
    cr_assert_not_null(strstr(v12, "!{!\"Sampler\", i32 1, i32 0, i32 1, i32 -1, i32 0}"));
    const char *v10 = print_dsl(ctx, dsl, ROOTSIG_VERSION_1_0, ROOTSIG_COMPAT_LLVM, "main");
    cr_assert_not_null(strstr(v10, "!{!\"RootUAV\", i32 0, i32 0, i32 0, i32 2}"));
    cr_assert_not_null(strstr(v10, "!{!\"SRV\", i32 1, i32 0, i32 0, i32 -1, i32 3}"));
    cr_assert_not_null(strstr(v10, "!{!\"Sampler\", i32 1, i32 0, i32 1, i32 -1, i32 1}"));
    cr_assert_not_null(strstr(v10, "0x47EFFFFFE0000000, i32 1, i32 0, i32 0, i32 0}\n")); /* 15 */
    const char *dxc = print_dsl(ctx, dsl, ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_DXC, "main");
    cr_assert_not_null(strstr(dxc, "!{!\"RootCBV\", i32 0, i32 0, i32 0, i32 0}"));
    rootsig_ctx_destroy(ctx);
}

Test(print, entry_names_quoted_as_llvm_does)
{
    rootsig_ctx *ctx = ctx_new();
    static const struct {
        const char *name, *printed;
    } cases[] = {
        {"main", "ptr @main"},        {"a.b-c_d", "ptr @a.b-c_d"},
        {"1abc", "ptr @\"1abc\""},    {"a b", "ptr @\"a b\""},
        {"q\"\\", "ptr @\"q\\22\\5C\""}, {"d$", "ptr @\"d$\""},
        {"\xc3\xa9", "ptr @\"\\C3\\A9\""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *text = print_dsl(ctx, "", ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_LLVM,
                                     cases[i].name);
        char want[128];
        snprintf(want, sizeof want, "!0 = !{%s, !1, i32 2}\n!1 = !{}\n", cases[i].printed);
        cr_assert_not_null(strstr(text, want), "%s: %s", cases[i].name, text);
    }
    rootsig_ctx_destroy(ctx);
}

/* bits -> text, as llvm-dis-22 prints `float` constants (generated with llvm-as/llvm-dis) */
static const struct {
    uint32_t bits;
    const char *text;
} FLOATS[] = {
    {0x00000000u, "0.000000e+00"},
    {0x80000000u, "-0.000000e+00"},
    {0x3F800000u, "1.000000e+00"},
    {0xBFC00000u, "-1.500000e+00"},
    {0x41800000u, "1.600000e+01"},
    {0x7F7FFFFFu, "0x47EFFFFFE0000000"},
    {0xFF7FFFFFu, "0xC7EFFFFFE0000000"},
    {0x417FD70Au, "0x402FFAE140000000"},
    {0x3FB66666u, "0x3FF6CCCCC0000000"},
    {0x4996B438u, "0x4132D68700000000"},
    {0x4996B400u, "1.234560e+06"},
    {0x7F800000u, "0x7FF0000000000000"},
    {0xFF800000u, "0xFFF0000000000000"},
    {0x7FC00000u, "0x7FF8000000000000"},
    {0xFFC00000u, "0xFFF8000000000000"},
    {0x7FA00001u, "0x7FF4000020000000"},
    {0x7F800001u, "0x7FF0000020000000"},
    {0x00000001u, "0x36A0000000000000"},
    {0x80000001u, "0xB6A0000000000000"},
    {0x007FFFFFu, "0x380FFFFFC0000000"},
    {0x00800000u, "0x3810000000000000"},
    {0x3DCCCCCDu, "0x3FB99999A0000000"},
    {0x3E800000u, "2.500000e-01"},
    {0x3A83126Fu, "0x3F50624DE0000000"},
    {0x47C35000u, "1.000000e+05"},
    {0x4B189680u, "1.000000e+07"},
    {0x4CBEBC20u, "1.000000e+08"},
    {0x501502F9u, "1.000000e+10"},
    {0x358637BDu, "0x3EB0C6F7A0000000"},
    {0x2EDBE6FFu, "0x3DDB7CDFE0000000"},
    {0xC1800000u, "-1.600000e+01"},
    {0xC17FD70Au, "0xC02FFAE140000000"},
    {0x40490FDBu, "0x400921FB60000000"},
    {0x3F000000u, "5.000000e-01"},
    {0x3EAAAAABu, "0x3FD5555560000000"},
    {0x4B7FFFFFu, "0x416FFFFFE0000000"},
    {0x4B800000u, "0x4170000000000000"},
    {0x4B800001u, "0x4170000020000000"},
    {0x49742400u, "1.000000e+06"},
    {0x49742410u, "0x412E848200000000"},
    {0x3A800000u, "0x3F50000000000000"},
    {0x38D1B717u, "0x3F1A36E2E0000000"},
    {0x52E6B438u, "0x425CD68700000000"},
    {0xF2A74DE4u, "0xC654E9BC80000000"},
    {0x269E0D37u, "0x3CD3C1A6E0000000"},
    {0x6513270Eu, "0x44A264E1C0000000"},
    {0xA6A3A450u, "0xBCD4748A00000000"},
    {0x0C5C7FD0u, "0x398B8FFA00000000"},
    {0x128B2F33u, "0x3A5165E660000000"},
    {0xD23F0824u, "0xC247E10480000000"},
    {0x892F902Bu, "0xB925F20560000000"},
    {0x1818E811u, "0x3B031D0220000000"},
    {0x5D9DC9F8u, "0x43B3B93F00000000"},
    {0x9531985Du, "0xBAA6330BA0000000"},
    {0x0ED90475u, "0x39DB208EA0000000"},
    {0xE8E25D94u, "0xC51C4BB280000000"},
    {0x81E74EF5u, "0xB83CE9DEA0000000"},
    {0x36F675CCu, "0x3EDECEB980000000"},
    {0x099950D8u, "0x39332A1B00000000"},
    {0x1600A35Au, "0x3AC0146B40000000"},
    {0x6F03675Au, "0x45E06CEB40000000"},
    {0x6B0D549Bu, "0x4561AA9360000000"},
    {0x11E20B8Fu, "0x3A3C4171E0000000"},
    {0x3D9C1724u, "0x3FB382E480000000"},
    {0x1738F7D9u, "0x3AE71EFB20000000"},
    {0x8D116ECEu, "0xB9A22DD9C0000000"},
    {0x6CAD4A26u, "0x4595A944C0000000"},
    {0x0F21DDB6u, "0x39E43BB6C0000000"},
    {0xD3AC94AFu, "0xC2759295E0000000"},
    {0x90C192CFu, "0xBA183259E0000000"},
    {0x1FB17C23u, "0x3BF62F8460000000"},
    {0xF28C105Du, "0xC651820BA0000000"},
    {0x39263059u, "0x3F24C60B20000000"},
    {0xA170B338u, "0xBC2E166700000000"},
    {0xA09F76B5u, "0xBC13EED6A0000000"},
    {0x953F48F1u, "0xBAA7E91E20000000"},
    {0xF29D0DA9u, "0xC653A1B520000000"},
    {0x0FD630F1u, "0x39FAC61E20000000"},
    {0x93BD04CFu, "0xBA77A099E0000000"},
    {0x95E60AF5u, "0xBABCC15EA0000000"},
    {0x658CDA14u, "0x44B19B4280000000"},
    {0x0CB1E29Cu, "0x39963C5380000000"},
    {0x446E4000u, "9.530000e+02"},
    {0x42E2999Au, "0x405C533340000000"},
    {0xC3D26666u, "0xC07A4CCCC0000000"},
    {0x42A2BD71u, "0x405457AE20000000"},
    {0x42F10000u, "1.205000e+02"},
    {0xC446799Au, "0xC088CF3340000000"},
    {0xC37F0000u, "-2.550000e+02"},
    {0x4300B333u, "0x4060166660000000"},
    {0xC0E578D5u, "0xC01CAF1AA0000000"},
    {0x440A9D50u, "0x408153AA00000000"},
    {0x432B1FBEu, "0x406563F7C0000000"},
    {0xC38A6666u, "0xC0714CCCC0000000"},
    {0x44133333u, "0x4082666660000000"},
    {0xC451128Fu, "0xC08A2251E0000000"},
    {0x42498F5Cu, "0x404931EB80000000"},
    {0x43E571ECu, "0x407CAE3D80000000"},
    {0x435A0000u, "2.180000e+02"},
    {0xC43EF78Du, "0xC087DEF1A0000000"},
    {0xC427851Fu, "0xC084F0A3E0000000"},
    {0xC42E01FCu, "0xC085C03F80000000"},
};

Test(print, floats_as_llvm_prints_them)
{
    rootsig_ctx *ctx = ctx_new();
    for (size_t i = 0; i < sizeof FLOATS / sizeof FLOATS[0]; i++) {
        rootsig_signature *sig = rsig_sig_new(ctx, NULL, ROOTSIG_VERSION_1_1);
        rsig_sampler *s = rsig_sig_add_sampler(ctx, sig);
        cr_assert_not_null(s);
        s->mip_lod_bias = FLOATS[i].bits;
        const char *text = NULL;
        cr_assert_eq(rootsig_print_metadata(ctx, sig, NULL, NULL, &text, NULL), ROOTSIG_OK);
        char want[64];
        snprintf(want, sizeof want, "i32 1, float %s, i32 16", FLOATS[i].text);
        cr_assert_not_null(strstr(text, want), "0x%08X: want %s in %s", FLOATS[i].bits,
                           FLOATS[i].text, text);
        /* and reading the printed text back gives the same bits */
        rootsig_signature *back = NULL;
        cr_assert_eq(rootsig_parse_metadata(ctx, "p.ll", text, strlen(text), NULL, NULL, &back),
                     ROOTSIG_OK, "0x%08X", FLOATS[i].bits);
        cr_assert_eq(back->samplers[0].mip_lod_bias, FLOATS[i].bits);
    }
    rootsig_ctx_destroy(ctx);
}

Test(print, negative_i32)
{
    rootsig_ctx *ctx = ctx_new();
    const char *text = print_dsl(ctx, "DescriptorTable(SRV(t4294967294, numDescriptors=unbounded,"
                                      " space=2147483648, offset=4294967294))",
                                 ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_LLVM, NULL);
    cr_assert_not_null(strstr(text, "!{!\"SRV\", i32 -1, i32 -2, i32 -2147483648, i32 -2, i32 4}"),
                       "%s", text);
    rootsig_ctx_destroy(ctx);
}

/* ---- round trips ------------------------------------------------------------ */

static const char *const ROUND_TRIP[] = {
    "",
    "RootFlags(0)",
    "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_PIXEL_SHADER_ROOT_ACCESS), CBV(b0, "
    "space=3, visibility=SHADER_VISIBILITY_GEOMETRY)",
    "StaticSampler(s0, filter=FILTER_COMPARISON_MIN_MAG_MIP_LINEAR, comparisonFunc="
    "COMPARISON_GREATER, mipLODBias=-15.99, minLOD=0.125, maxLOD=1000.5, maxAnisotropy=0), "
    "SRV(t0), StaticSampler(s1, space=7, visibility=SHADER_VISIBILITY_MESH)",
    "DescriptorTable(CBV(b0, numDescriptors=5), SRV(t0, offset=10), UAV(u2, numDescriptors="
    "unbounded)), DescriptorTable(Sampler(s0), Sampler(s5, space=1)), RootConstants(b9, "
    "num32BitConstants=13, visibility=SHADER_VISIBILITY_AMPLIFICATION)",
    "UAV(u3), DescriptorTable(UAV(u4), UAV(u5), visibility=SHADER_VISIBILITY_HULL), "
    "DescriptorTable(UAV(u6), visibility=SHADER_VISIBILITY_HULL), RootFlags(LOCAL_ROOT_SIGNATURE)",
};

Test(round_trip, dsl_metadata_rts0_every_version_and_compat)
{
    for (size_t i = 0; i < sizeof ROUND_TRIP / sizeof ROUND_TRIP[0]; i++) {
        for (int v = 1; v <= 3; v++) {
            for (int c = 0; c <= 1; c++) {
                rootsig_ctx *ctx = ctx_new();
                rootsig_options o = {(rootsig_version)v, (rootsig_compat)c, 0, 0};
                rootsig_signature *dsl = NULL, *md = NULL;
                const char *t = ROUND_TRIP[i];
                cr_assert_eq(rootsig_parse_dsl(ctx, "t", t, strlen(t), &o, &dsl), ROOTSIG_OK);
                const char *text = NULL;
                cr_assert_eq(rootsig_print_metadata(ctx, dsl, &o, "main", &text, NULL),
                             ROOTSIG_OK);
                cr_assert_eq(rootsig_parse_metadata(ctx, "p.ll", text, strlen(text), &o, "main",
                                                    &md),
                             ROOTSIG_OK, "%s\n%s", t, text);
                cr_assert_eq(rootsig_validate(ctx, md, &o), ROOTSIG_OK, "%s", text);
                unsigned char a[2048], b[2048];
                size_t na = part_of(ctx, dsl, (rootsig_compat)c, a, sizeof a);
                size_t nb = part_of(ctx, md, (rootsig_compat)c, b, sizeof b);
                cr_assert_eq(na, nb, "%s v%d c%d", t, v, c);
                cr_assert_eq(memcmp(a, b, na), 0, "%s v%d c%d", t, v, c);
                /* and printing the metadata again gives the same text */
                const char *again = NULL;
                cr_assert_eq(rootsig_print_metadata(ctx, md, &o, "main", &again, NULL),
                             ROOTSIG_OK);
                cr_assert_str_eq(again, text);
                rootsig_ctx_destroy(ctx);
            }
        }
    }
}

/* ---- many entries: linear cost --------------------------------------------- */

static char *many_entries(uint32_t n, size_t *len)
{
    size_t cap = 256 + (size_t)n * 400;
    char *s = malloc(cap);
    cr_assert_not_null(s);
    size_t k = (size_t)snprintf(s, cap, "!dx.rootsignatures = !{");
    for (uint32_t i = 0; i < n; i++)
        k += (size_t)snprintf(s + k, cap - k, "%s!%u", i ? ", " : "", 4 * i);
    k += (size_t)snprintf(s + k, cap - k, "}\n");
    for (uint32_t i = 0; i < n; i++) {
        /* entries point forward into the list, nodes are shared between neighbours */
        k += (size_t)snprintf(s + k, cap - k,
                              "!%u = !{ptr @f%u, !%u, i32 2}\n"
                              "!%u = !{!%u, !%u, !%u}\n"
                              "!%u = !{!\"RootCBV\", i32 0, i32 %u, i32 0, i32 4}\n"
                              "!%u = !{!\"RootFlags\", i32 %u}\n",
                              4 * i, i, 4 * i + 1, 4 * i + 1, 4 * i + 2, 4 * i + 3,
                              i + 1 < n ? 4 * i + 6 : 2, 4 * i + 2, i, 4 * i + 3, i & 0xFFF);
    }
    *len = k;
    return s;
}

typedef struct counting {
    size_t calls, bytes;
} counting;

static void *count_alloc(void *user, size_t size)
{
    counting *c = user;
    c->calls++;
    c->bytes += size;
    return malloc(size);
}

static void count_free(void *user, void *p, size_t size)
{
    (void)user;
    (void)size;
    free(p);
}

static double cpu_parse_all(uint32_t n, counting *cnt)
{
    size_t len;
    char *text = many_entries(n, &len);
    double best = 1e9;
    for (int rep = 0; rep < 3; rep++) {
        counting c = {0, 0};
        rootsig_allocator a = {count_alloc, count_free, &c};
        rootsig_ctx *ctx = NULL;
        cr_assert_eq(rootsig_ctx_create(&a, &ctx), ROOTSIG_OK);
        size_t count = 0;
        rootsig_signature *const *sigs = NULL;
        const char *const *fns = NULL;
        clock_t t0 = clock();
        rootsig_status st = rootsig_parse_metadata_all(ctx, "many.ll", text, len, NULL, &count,
                                                       &sigs, &fns);
        double dt = (double)(clock() - t0) / CLOCKS_PER_SEC;
        if (st != ROOTSIG_OK)
            dump_diags(ctx);
        cr_assert_eq(st, ROOTSIG_OK);
        cr_assert_eq(count, n);
        for (uint32_t i = 0; i < n; i++) {
            cr_assert_not_null(sigs[i]);
            cr_assert_eq(sigs[i]->nparams, 2);
            cr_assert_eq(sigs[i]->params[0].reg, i);
            cr_assert_eq(sigs[i]->params[1].reg, i + 1 < n ? i + 1 : 0);
            cr_assert_eq(sigs[i]->flags, i & 0xFFF);
            char name[16];
            snprintf(name, sizeof name, "f%u", i);
            cr_assert_str_eq(fns[i], name);
        }
        if (dt < best)
            best = dt;
        *cnt = c;
        rootsig_ctx_destroy(ctx);
    }
    free(text);
    return best;
}

Test(scale, thousands_of_entries_linear, .timeout = 120)
{
    counting small, big;
    double ts = cpu_parse_all(500, &small);
    double tb = cpu_parse_all(8000, &big);
    /* 16 times the entries: linear work is ~16x; a quadratic step would be ~256x */
    cr_assert_lt((double)big.bytes, 40.0 * (double)small.bytes, "bytes %zu vs %zu", big.bytes,
                 small.bytes);
    cr_assert_lt((double)big.calls, 40.0 * (double)small.calls + 64, "calls %zu vs %zu",
                 big.calls, small.calls);
    cr_assert_lt(tb, 64.0 * ts + 0.05, "cpu %.4fs vs %.4fs", tb, ts);
    /* one entry out of many: the whole text is read once */
    size_t len;
    char *text = many_entries(8000, &len);
    rootsig_ctx *ctx = ctx_new();
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_parse_metadata(ctx, "many.ll", text, len, NULL, "f7999", &sig),
                 ROOTSIG_OK);
    cr_assert_eq(sig->params[0].reg, 7999);
    rootsig_ctx_destroy(ctx);
    free(text);
}

/* ---- allocation failure ------------------------------------------------------ */

typedef struct failing {
    size_t left;
} failing;

static void *fail_alloc(void *user, size_t size)
{
    failing *f = user;
    if (f->left == 0)
        return NULL;
    f->left--;
    return malloc(size);
}

Test(alloc, every_failure_point_is_clean)
{
    for (size_t k = 0; k < 400; k++) {
        failing f = {k};
        rootsig_allocator a = {fail_alloc, count_free, &f};
        rootsig_ctx *ctx = NULL;
        if (rootsig_ctx_create(&a, &ctx) != ROOTSIG_OK)
            continue;
        rootsig_signature *sig = NULL;
        rootsig_status st = rootsig_parse_metadata(ctx, "t.ll", CLANG_T1, strlen(CLANG_T1), NULL,
                                                   NULL, &sig);
        cr_assert(st == ROOTSIG_OK || st == ROOTSIG_ERR_NOMEM, "k=%zu: %d", k, st);
        if (st == ROOTSIG_OK) {
            const char *text = NULL;
            st = rootsig_print_metadata(ctx, sig, NULL, "main", &text, NULL);
            cr_assert(st == ROOTSIG_OK || st == ROOTSIG_ERR_NOMEM);
        }
        rootsig_ctx_destroy(ctx);
    }
    /*
     * A module whose !dx.rootsignatures line is longer than the operands
     * recorded (24), and whose operands take a block of their own (64 KB).
     */
    size_t len;
    char *text = many_entries(3000, &len);
    bool whole = false;
    for (size_t k = 0; k < 2000 && !whole; k++) {
        failing f = {k};
        rootsig_allocator a = {fail_alloc, count_free, &f};
        rootsig_ctx *ctx = NULL;
        if (rootsig_ctx_create(&a, &ctx) != ROOTSIG_OK)
            continue;
        size_t count = 0;
        rootsig_signature *const *sigs = NULL;
        rootsig_status st =
            rootsig_parse_metadata_all(ctx, "many.ll", text, len, NULL, &count, &sigs, NULL);
        cr_assert(st == ROOTSIG_OK || st == ROOTSIG_ERR_NOMEM, "k=%zu: %d", k, st);
        whole = st == ROOTSIG_OK && count == 3000;
        rootsig_ctx_destroy(ctx);
    }
    cr_assert(whole, "never read whole");
    free(text);
}

/* ---- one entry at a time ---------------------------------------------------- */

/* An allocator that keeps the peak of the bytes live at once. */
typedef struct peak {
    size_t live, peak;
} peak;

static void *peak_alloc(void *user, size_t size)
{
    peak *p = user;
    void *m = malloc(size);
    if (m && (p->live += size) > p->peak)
        p->peak = p->live;
    return m;
}

static void peak_free(void *user, void *ptr, size_t size)
{
    peak *p = user;
    if (ptr) {
        p->live -= size;
        free(ptr);
    }
}

typedef struct each_seen {
    rootsig_ctx *ctx;
    uint32_t calls, stop_after;
    unsigned char (*bytes)[128]; /* each entry's RTS0 from rootsig_parse_metadata_all */
    size_t *nbytes;
} each_seen;

static int each_check(void *user, size_t index, const char *function, rootsig_signature *sig)
{
    each_seen *e = user;
    char name[16];
    snprintf(name, sizeof name, "f%zu", index);
    cr_assert_eq(index, e->calls, "entries in order");
    cr_assert_str_eq(function, name);
    cr_assert_not_null(sig);
    cr_assert_eq(sig->params[0].reg, (uint32_t)index);
    cr_assert_eq(rootsig_validate(e->ctx, sig, NULL), ROOTSIG_OK);
    if (e->bytes) {
        unsigned char b[128];
        size_t n = 0;
        cr_assert_eq(rootsig_write_rts0(e->ctx, sig, NULL, b, sizeof b, &n), ROOTSIG_OK);
        cr_assert_eq(n, e->nbytes[index]);
        cr_assert_arr_eq(b, e->bytes[index], n, "entry %zu: the bytes of all at once", index);
    }
    e->calls++;
    return e->stop_after && e->calls == e->stop_after;
}

Test(each, same_signatures_as_all_at_once_in_less_memory)
{
    enum { N = 3000 };
    size_t len;
    char *text = many_entries(N, &len); /* malloc'd with room: text[len] is its NUL */
    unsigned char (*bytes)[128] = malloc(sizeof *bytes * N);
    size_t *nbytes = malloc(sizeof *nbytes * N);
    cr_assert(bytes && nbytes);
    /* All at once: every signature kept. */
    peak pa = {0, 0};
    rootsig_allocator a = {peak_alloc, peak_free, &pa};
    rootsig_ctx *ctx = NULL;
    cr_assert_eq(rootsig_ctx_create(&a, &ctx), ROOTSIG_OK);
    size_t count = 0;
    rootsig_signature *const *sigs = NULL;
    cr_assert_eq(rootsig_parse_metadata_all(ctx, "many.ll", text, len, NULL, &count, &sigs, NULL),
                 ROOTSIG_OK);
    cr_assert_eq(count, N);
    for (size_t i = 0; i < N; i++) {
        cr_assert_eq(rootsig_validate(ctx, sigs[i], NULL), ROOTSIG_OK);
        cr_assert_eq(rootsig_write_rts0(ctx, sigs[i], NULL, bytes[i], 128, &nbytes[i]),
                     ROOTSIG_OK);
    }
    rootsig_ctx_destroy(ctx);
    /* One at a time, the text read in place. */
    peak pe = {0, 0};
    rootsig_allocator ae = {peak_alloc, peak_free, &pe};
    cr_assert_eq(rootsig_ctx_create(&ae, &ctx), ROOTSIG_OK);
    rootsig_ctx_text_in_place(ctx, 1);
    each_seen e = {ctx, 0, 0, bytes, nbytes};
    count = 0;
    cr_assert_eq(rootsig_parse_metadata_each(ctx, "many.ll", text, len, NULL, each_check, &e,
                                             &count),
                 ROOTSIG_OK);
    cr_assert_eq(count, N);
    cr_assert_eq(e.calls, N);
    cr_assert_eq(rootsig_diag_count(ctx), 0);
    rootsig_ctx_destroy(ctx);
    cr_assert_eq(pe.live, 0, "everything freed");
    /*
     * Kept: per definition line, its node (32 bytes; numbered in printed
     * order, the node table is its own index) and its operands (12 bytes
     * each, 3.25 a line here, in a block of their own), a function's name
     * and its entry in the table of strings; one entry's scratch at a
     * time; and the arena's chunks, which double as it grows (this
     * allocator counts what is allocated, used or not): 125 bytes a
     * definition. All at once also keeps every signature.
     */
    cr_assert_lt(pe.peak * 3, pa.peak * 2, "one at a time %zu bytes, all at once %zu", pe.peak,
                 pa.peak);
    cr_assert_lt(pe.peak, 130 * 4 * N, "%zu bytes for %d definitions", pe.peak, 4 * N);
    free(bytes);
    free(nbytes);
    free(text);
}

Test(each, stops_when_asked_and_checks_its_arguments)
{
    size_t len;
    char *text = many_entries(10, &len);
    rootsig_ctx *ctx = ctx_new();
    each_seen e = {ctx, 0, 3, NULL, NULL};
    size_t count = 99;
    cr_assert_eq(rootsig_parse_metadata_each(ctx, "m.ll", text, len, NULL, each_check, &e, &count),
                 ROOTSIG_OK);
    cr_assert_eq(e.calls, 3);
    cr_assert_eq(count, 10);
    cr_assert_eq(rootsig_parse_metadata_each(ctx, "m.ll", text, len, NULL, NULL, NULL, &count),
                 ROOTSIG_ERR_ARG);
    cr_assert_eq(count, 0);
    cr_assert_eq(rootsig_parse_metadata_each(NULL, "m.ll", text, len, NULL, each_check, &e, NULL),
                 ROOTSIG_ERR_ARG);
    rootsig_ctx_destroy(ctx);
    free(text);
}

/* An entry that cannot be decoded comes as NULL, reported; the others still come. */
static int each_collect(void *user, size_t index, const char *function, rootsig_signature *sig)
{
    char *seen = user;
    size_t n = strlen(seen);
    snprintf(seen + n, 256 - n, "%zu:%s:%s ", index, function, sig ? "sig" : "null");
    return 0;
}

Test(each, undecodable_entries_come_as_null)
{
    static const char text[] = "!dx.rootsignatures = !{!0, !3, !5}\n"
                               "!0 = !{ptr @a, !1, i32 2}\n"
                               "!1 = !{!2}\n"
                               "!2 = !{!\"RootCBV\", i32 0, i32 1, i32 0, i32 4}\n"
                               "!3 = !{ptr @b, !4, i32 2}\n"
                               "!4 = !{!6}\n"
                               "!5 = !{null, !1, i32 3}\n"
                               "!6 = !{!\"NotAnElement\", i32 0}\n";
    rootsig_ctx *ctx = ctx_new();
    char seen[256] = "";
    rootsig_ctx_text_in_place(ctx, 1); /* a string literal ends in its NUL */
    cr_assert_eq(rootsig_parse_metadata_each(ctx, "m.ll", text, sizeof text - 1, NULL,
                                             each_collect, seen, NULL),
                 ROOTSIG_ERR_INPUT);
    cr_assert_str_eq(seen, "0:a:sig 1:b:null 2::sig ");
    cr_assert_geq(find_diag(ctx, "RS3021"), 0);
    rootsig_ctx_destroy(ctx);
}

/* The hex digit table against the plain definition, for every byte. */
Test(metadata, hex_digits_of_every_byte)
{
    for (int c = 0; c < 256; c++) {
        int want = c >= '0' && c <= '9'   ? c - '0'
                   : c >= 'a' && c <= 'f' ? c - 'a' + 10
                   : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                          : -1;
        cr_assert_eq(rsig_md_hexval((char)c), want, "byte %d", c);
    }
}
