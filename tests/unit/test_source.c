/*
 * test_source.c: derived sources (src/support/source.c). A derived text
 * built from two origin sources maps every span back to the source and
 * offset its bytes came from: inside each segment, at the boundaries
 * between segments, across segments, through a derived source made from a
 * derived source; and diagnostics on it show the origin's name, line,
 * source line and caret.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"

static rootsig_ctx *ctx;

/*
 * Two origins: a main file and a file it could include. The derived text is
 *
 *     "CBV(b0), SRV(t0)"
 *      0      7 8 9   15   (16 bytes)
 *
 * "CBV(b0)" is bytes [A_CBV, A_CBV + 7) of a.hlsl, "," stands for a.hlsl's
 * comma, the space is a stand-in placed at the SRV of b.hlsli, and
 * "SRV(t0)" is bytes [B_SRV, B_SRV + 7) of b.hlsli.
 */
static const char A_TEXT[] = "#define RS \\\n    \"CBV(b0)\" \\\n    \",\"\n";
static const char B_TEXT[] = "// included\nSRV(t0)\n";
enum { A_CBV = 18, A_COMMA = 34, B_SRV = 12 };

static rsig_source *a, *b, *derived;

static void setup(void)
{
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    a = rsig_source_new(ctx, "a.hlsl", A_TEXT, strlen(A_TEXT), RSIG_SRC_TEXT);
    b = rsig_source_new(ctx, "b.hlsli", B_TEXT, strlen(B_TEXT), RSIG_SRC_TEXT);
    cr_assert(a && b);
    cr_assert_eq(memcmp(A_TEXT + A_CBV, "CBV(b0)", 7), 0);
    cr_assert_eq(A_TEXT[A_COMMA], ',');
    cr_assert_eq(memcmp(B_TEXT + B_SRV, "SRV(t0)", 7), 0);
    rsig_derive d;
    rsig_derive_init(&d, &ctx->arena);
    /* "CBV(" and "b0)" continue each other in a.hlsl: one segment */
    rsig_derive_put(&d, "CBV(", 4, a, A_CBV);
    rsig_derive_put(&d, "b0)", 3, a, A_CBV + 4);
    rsig_derive_put(&d, ",", 1, a, A_COMMA);
    rsig_derive_put(&d, " ", 1, b, B_SRV);
    rsig_derive_put(&d, "SRV(t0)", 7, b, B_SRV);
    derived = rsig_derive_source(&d, "a.hlsl");
    cr_assert_not_null(derived);
}

static void teardown(void)
{
    rootsig_ctx_destroy(ctx);
}

TestSuite(source, .init = setup, .fini = teardown);

/* Maps [offset, offset + length) of src; checks the origin, offset and length it gives. */
static void expect_map(const rsig_source *src, size_t offset, size_t length,
                       const rsig_source *origin, size_t want_offset, size_t want_length)
{
    size_t o = offset, l = length;
    const rsig_source *got = rsig_source_map(src, &o, &l);
    cr_assert_eq(got, origin, "[%zu, +%zu): mapped to %s", offset, length,
                 got ? got->name : "(null)");
    cr_assert_eq(o, want_offset, "[%zu, +%zu): offset %zu, want %zu", offset, length, o,
                 want_offset);
    cr_assert_eq(l, want_length, "[%zu, +%zu): length %zu, want %zu", offset, length, l,
                 want_length);
}

Test(source, text_and_segments)
{
    cr_assert_eq(derived->len, 16);
    cr_assert_str_eq(derived->text, "CBV(b0), SRV(t0)");
    cr_assert_eq(derived->nsegs, 4); /* CBV(b0) | , | space | SRV(t0) */
    cr_assert_eq(derived->segs[0].len, 7);
    cr_assert_eq(derived->segs[3].at, 9);
    cr_assert_eq(derived->segs[3].origin, b);
}

Test(source, original_source_maps_to_itself)
{
    expect_map(a, 5, 3, a, 5, 3);
    expect_map(NULL, 5, 3, NULL, 5, 3);
}

Test(source, spans_inside_each_segment)
{
    expect_map(derived, 0, 3, a, A_CBV, 3);        /* CBV */
    expect_map(derived, 4, 2, a, A_CBV + 4, 2);    /* b0 */
    expect_map(derived, 7, 1, a, A_COMMA, 1);      /* , */
    expect_map(derived, 9, 3, b, B_SRV, 3);        /* SRV */
    expect_map(derived, 13, 2, b, B_SRV + 4, 2);   /* t0 */
    expect_map(derived, 10, 0, b, B_SRV + 1, 0);   /* a point */
}

Test(source, spans_at_segment_boundaries)
{
    /* a point at a boundary belongs to the byte after it */
    expect_map(derived, 7, 0, a, A_COMMA, 0);
    expect_map(derived, 8, 0, b, B_SRV, 0);
    expect_map(derived, 9, 0, b, B_SRV, 0);
    /* a span ending at a boundary stays in its segment */
    expect_map(derived, 4, 3, a, A_CBV + 4, 3);
    /* the end of the text: just after the last byte of the last segment */
    expect_map(derived, 16, 0, b, B_SRV + 7, 0);
    expect_map(derived, 99, 0, b, B_SRV + 7, 0);
}

Test(source, span_across_segments_of_one_origin)
{
    /* "b0)," : from the first byte's place to the last byte's, in a.hlsl */
    expect_map(derived, 4, 4, a, A_CBV + 4, A_COMMA - (A_CBV + 4) + 1);
    /* the space's stand-in and "SRV": both from b.hlsli's SRV */
    expect_map(derived, 8, 4, b, B_SRV, 3);
}

Test(source, span_across_origins_maps_to_the_first)
{
    /*
     * "b0), SRV": starts in a.hlsl, ends in b.hlsli. It maps to a.hlsl,
     * from "b0" to the span's last byte from a.hlsl (the comma).
     */
    expect_map(derived, 4, 8, a, A_CBV + 4, A_COMMA - (A_CBV + 4) + 1);
    /* the whole text: all of a.hlsl's part */
    expect_map(derived, 0, 16, a, A_CBV, A_COMMA - A_CBV + 1);
    /* from the stand-in space on: all in b.hlsli */
    expect_map(derived, 8, 8, b, B_SRV, 7);
}

Test(source, span_that_leaves_and_returns_to_its_origin)
{
    /* a.hlsl, then b.hlsli, then a.hlsl again (text after an #include) */
    rsig_derive d;
    rsig_derive_init(&d, &ctx->arena);
    rsig_derive_put(&d, "CBV(b0)", 7, a, A_CBV);
    rsig_derive_put(&d, "SRV(t0)", 7, b, B_SRV);
    rsig_derive_put(&d, ",", 1, a, A_COMMA);
    rsig_source *s = rsig_derive_source(&d, "a.hlsl");
    cr_assert_not_null(s);
    expect_map(s, 0, 15, a, A_CBV, A_COMMA - A_CBV + 1);
    expect_map(s, 7, 8, b, B_SRV, 7);
}

Test(source, derived_from_derived)
{
    /* "SRV(t0)" taken from the derived text maps through it to b.hlsli */
    rsig_derive d;
    rsig_derive_init(&d, &ctx->arena);
    rsig_derive_put(&d, "x", 1, a, 0);
    rsig_derive_put(&d, derived->text + 9, 7, derived, 9);
    rsig_source *s = rsig_derive_source(&d, "outer");
    cr_assert_not_null(s);
    expect_map(s, 1, 3, b, B_SRV, 3);
    expect_map(s, 0, 1, a, 0, 1);
}

Test(source, empty_derived_text_is_a_point)
{
    rsig_derive d;
    rsig_derive_init(&d, &ctx->arena);
    rsig_derive_put(&d, "", 0, a, A_CBV);
    rsig_source *s = rsig_derive_source(&d, "a.hlsl");
    cr_assert_not_null(s);
    cr_assert_eq(s->len, 0);
    cr_assert_str_eq(s->text, "");
    expect_map(s, 0, 0, a, A_CBV, 0);
    expect_map(s, 0, 1, a, A_CBV, 1);
}

Test(source, diagnostics_show_the_origin_of_each_segment)
{
    rsig_diag(ctx, RSIG_SYNTAX, derived, 13, 2, "in b");
    rsig_diag(ctx, RSIG_SYNTAX, derived, 4, 2, "in a");
    cr_assert_eq(rootsig_diag_count(ctx), 2);
    const rootsig_diag *d = rootsig_diag_get(ctx, 0);
    cr_assert_str_eq(d->source_name, "b.hlsli");
    cr_assert_eq(d->line, 2);
    cr_assert_eq(d->column, 5);
    cr_assert_eq(d->offset, B_SRV + 4);
    cr_assert_str_eq(rootsig_diag_render(ctx, 0),
                     "b.hlsli:2:5: error: in b [RS1010]\n"
                     "  SRV(t0)\n"
                     "      ^~\n");
    d = rootsig_diag_get(ctx, 1);
    cr_assert_str_eq(d->source_name, "a.hlsl");
    cr_assert_eq(d->line, 2);
    cr_assert_eq(d->column, 10);
    cr_assert_str_eq(rootsig_diag_render(ctx, 1),
                     "a.hlsl:2:10: error: in a [RS1010]\n"
                     "      \"CBV(b0)\" \\\n"
                     "           ^~\n");
}

/*
 * The line map is built as far as it is asked for. Every offset of a text
 * of 20 000 lines of varied lengths (CR LF and lone CR among them), asked
 * in an order that jumps forward and back, gets the line and column that
 * counting the newlines before it gives.
 */
Test(source, line_map_built_on_demand_locates_every_offset)
{
    enum { LINES = 20000 };
    size_t cap = (size_t)LINES * 40 + 20 * 9000, len = 0;
    char *text = malloc(cap);
    cr_assert_not_null(text);
    for (unsigned i = 0; i < LINES; i++) {
        /* a few lines longer than two marks of the map: marks with no line start */
        unsigned w = i % 1000 == 999 ? 9000 : (i * 7919u) % 31u;
        for (unsigned k = 0; k < w; k++)
            text[len++] = (char)('a' + k % 26);
        if (i % 11 == 3)
            text[len++] = '\r'; /* CR LF */
        if (i % 13 == 5)
            text[len++] = '\r', text[len++] = 'x'; /* a lone CR inside the line */
        text[len++] = '\n';
    }
    rsig_source *src = rsig_source_new(ctx, "lines", text, len, RSIG_SRC_TEXT);
    cr_assert_not_null(src);
    /* line and column of every offset, counted the plain way */
    unsigned *want_line = malloc((len + 1) * sizeof *want_line);
    unsigned *want_col = malloc((len + 1) * sizeof *want_col);
    cr_assert(want_line && want_col);
    unsigned line = 1, col = 1;
    for (size_t i = 0; i <= len; i++) {
        want_line[i] = line;
        want_col[i] = col;
        if (i < len && text[i] == '\n')
            line++, col = 1;
        else
            col++;
    }
    /* forward in big steps, then back, then every offset */
    size_t order[] = {5, len / 3, 17, len - 1, len / 2, len, 0};
    for (size_t k = 0; k < sizeof order / sizeof *order; k++) {
        unsigned l, c;
        rsig_source_locate(src, &ctx->arena, order[k], &l, &c);
        cr_assert_eq(l, want_line[order[k]], "offset %zu", order[k]);
        cr_assert_eq(c, want_col[order[k]], "offset %zu", order[k]);
    }
    for (size_t i = 0; i <= len; i++) {
        unsigned l, c;
        rsig_source_locate(src, &ctx->arena, i, &l, &c);
        cr_assert_eq(l, want_line[i], "offset %zu", i);
        cr_assert_eq(c, want_col[i], "offset %zu", i);
    }
    /* every mark of the map: the line holding its byte, and where that line starts */
    cr_assert_eq(src->nmarks, len / RSIG_MARK_BYTES + 1);
    for (unsigned k = 0; k < src->nmarks; k++) {
        size_t at = (size_t)k * RSIG_MARK_BYTES;
        cr_assert_eq(src->marks[k].line, want_line[at], "mark %u", k);
        cr_assert_eq(src->marks[k].start, at - (want_col[at] - 1), "mark %u", k);
    }
    free(want_line);
    free(want_col);
    free(text);
}

/* len bytes of lines of `every` bytes, each ending in a line break (the last may be cut). */
static char *lines_of(size_t len, size_t every)
{
    char *text = malloc(len);
    cr_assert_not_null(text);
    for (size_t i = 0; i < len; i++)
        text[i] = i % every == every - 1 ? '\n' : 'a';
    return text;
}

/* A diagnostic early in a long text maps only about as much as it needs. */
Test(source, line_map_stops_near_what_was_asked)
{
    size_t len = 1 << 20;
    char *text = lines_of(len, 64);
    rsig_source *src = rsig_source_new(ctx, "long", text, len, RSIG_SRC_TEXT);
    cr_assert_not_null(src);
    unsigned l, c;
    rsig_source_locate(src, &ctx->arena, 100, &l, &c);
    cr_assert_eq(l, 2);
    cr_assert_eq(c, 37);
    cr_assert_eq(src->nmarks, 1u, "%u marks made for offset 100", src->nmarks);
    rsig_source_locate(src, &ctx->arena, len - 1, &l, &c);
    cr_assert_eq(l, len / 64);
    cr_assert_eq(c, 64);
    free(text);
}

/*
 * The shown line and caret, the plain way: the whole line found first (its
 * start, its first CR or LF), then cut to a window of 100 around the caret
 * when longer than 200, as docs/diagnostics.md describes. Rendering looks
 * only as far as the window can show; this reference looks at everything.
 */
static void plain_window(const char *text, size_t len, size_t off, size_t span, char *out,
                         size_t cap)
{
    size_t start = off, end = off, window = 100;
    while (start > 0 && text[start - 1] != '\n')
        start--;
    end = start;
    while (end < len && text[end] != '\n' && text[end] != '\r')
        end++;
    if (off > end) { /* after a lone CR: what follows it, a window at most */
        end = off;
        while (end < len && end - off < window && text[end] != '\n' && text[end] != '\r')
            end++;
    }
    size_t from = start, to = end;
    bool cut_left = false, cut_right = false;
    if (end - start > 2 * window) {
        if (off - start > window / 2)
            from = off - window / 2, cut_left = true;
        if (to - from > window)
            to = from + window, cut_right = true;
    }
    size_t n = 0;
    n += (size_t)snprintf(out + n, cap - n, "  %s", cut_left ? "..." : "");
    for (size_t k = from; k < to; k++)
        out[n++] = (unsigned char)text[k] < 0x20 ? ' ' : text[k];
    n += (size_t)snprintf(out + n, cap - n, "%s\n  %s", cut_right ? "..." : "",
                          cut_left ? "   " : "");
    size_t lead = off < to ? off - from : to - from;
    memset(out + n, ' ', lead);
    n += lead;
    out[n++] = '^';
    size_t tildes = 0;
    if (span > 1 && off + 1 < to)
        tildes = span - 1 < to - off - 1 ? span - 1 : to - off - 1;
    memset(out + n, '~', tildes);
    n += tildes;
    out[n++] = '\n';
    out[n] = 0;
}

/*
 * Every offset of a text of short and long lines (lone CRs and CR LF at
 * either side of the window, a line with no end, a line of control bytes,
 * shown as spaces a word at a time): the source line and caret
 * rendered, against the plain way; and rootsig_diag_format gives the same
 * text and keeps no copy in the record.
 */
Test(source, rendered_window_matches_the_whole_line_rule)
{
    char text[5000];
    size_t len = 0;
    /* a line of every control byte but the breaks, among others, alone and in runs */
    const char *parts[] = {"short\n", "CBV(b0)\r\n", "ab\rcd\n", "\n", "x\r\r\n",
                           "\x01\x02\x03\x04\x05\x06\x07\x08\t\x0b\x0c\x0e\x0f\x10\x11\x12"
                           "\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f CBV(b0),"
                           "\x7f\x80\xff SRV(t0) !@#\x1f" "0123456789 \x1f\x20\x21\n"};
    for (int k = 0; k < 6; k++) {
        size_t n = strlen(parts[k]);
        memcpy(text + len, parts[k], n), len += n;
    }
    /* long lines: a CR 150 to 330 bytes from their start (200 and 201: the cut's edge), none */
    const size_t crs[] = {150, 200, 201, 230, 260, 330, 0};
    for (int k = 0; k < 7; k++) {
        for (size_t i = 0; i < 420; i++)
            text[len + i] = (char)('a' + (i * 7 + (size_t)k) % 26);
        if (crs[k])
            text[len + crs[k]] = '\r';
        len += 420;
        text[len++] = '\n';
    }
    for (size_t i = 0; i < 500; i++) /* the last line has no end */
        text[len++] = (char)('A' + i % 26);
    rootsig_ctx *c;
    cr_assert_eq(rootsig_ctx_create(NULL, &c), ROOTSIG_OK);
    rsig_source *s = rsig_source_new(c, "w", text, len, RSIG_SRC_TEXT);
    cr_assert_not_null(s);
    for (size_t off = 0; off <= len; off++) {
        size_t span = off % 7;
        long idx = rsig_diag(c, RSIG_SYNTAX, s, off, span, "m");
        cr_assert_geq(idx, 0);
        char got[600], want[600];
        size_t n = rootsig_diag_format(c, (size_t)idx, got, sizeof got);
        cr_assert(n > 0 && n < sizeof got);
        cr_assert_null(c->diags[idx].rendered, "offset %zu: format kept a copy", off);
        plain_window(text, len, off, span, want, sizeof want);
        const char *window = strchr(got, '\n');
        cr_assert_not_null(window);
        cr_assert_str_eq(window + 1, want, "offset %zu", off);
        cr_assert_str_eq(rootsig_diag_render(c, (size_t)idx), got, "offset %zu", off);
        cr_assert_not_null(c->diags[idx].rendered);
        rootsig_ctx_reset(c); /* past the error limit, records would stop */
        s = rsig_source_new(c, "w", text, len, RSIG_SRC_TEXT);
        cr_assert_not_null(s);
    }
    rootsig_ctx_destroy(c);
}

/*
 * Both ways of counting line breaks (the vector one and the 64-bit words it
 * falls back on) against a byte loop: every length to 300 at every
 * alignment, bytes that differ from '\n' in one bit (0x0B, 0x8A, 0x4A) or
 * only in the high bit, and runs of breaks long enough that a lane would
 * overflow if a round were not cut at 255.
 */
/* n bytes drawn from alphabet (k of them) by a fixed linear congruential sequence. */
static void random_text(char *text, size_t n, const char *alphabet, size_t k, uint32_t seed)
{
    for (size_t i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        text[i] = alphabet[(seed >> 16) % k];
    }
}

static uint32_t newlines_one_by_one(const char *p, size_t n)
{
    uint32_t c = 0;
    for (size_t i = 0; i < n; i++)
        c += p[i] == '\n';
    return c;
}

Test(source, newline_counts_of_every_length_and_alignment)
{
    enum { MAX = 300, RUN = 16 * 255 * 3 + 21 };
    static char text[MAX + 16], run[RUN + 16];
    static const char alphabet[] = {'\n', '\n', 'a', 0x0B, (char)0x8A, 0x4A, ' ', '\r',
                                    (char)0xFF, 0};
    random_text(text, sizeof text, alphabet, sizeof alphabet, 12345);
    for (size_t at = 0; at < 16; at++)
        for (size_t n = 0; n <= MAX; n++) {
            uint32_t want = newlines_one_by_one(text + at, n);
            cr_assert_eq(rsig_count_newlines(text + at, n), want, "at %zu, %zu bytes", at, n);
        }
    memset(run, '\n', sizeof run);
    for (size_t at = 0; at < 16; at += 5)
        for (size_t n = RUN - 40; n <= RUN; n++) {
            cr_assert_eq(rsig_count_newlines(run + at, n), n, "a run of %zu", n);
        }
}

/*
 * The lines that start with a byte (a module's definitions are bounded by
 * its lines that start with '!'), against a count made here byte by byte:
 * every length and alignment of a text of line breaks, '!' and others, the
 * first line included, and long runs of line starts.
 */
static uint32_t line_starts_one_by_one(const char *p, size_t n, char c)
{
    uint32_t count = 0;
    for (size_t i = 0; i < n; i++)
        count += p[i] == c && (i == 0 || p[i - 1] == '\n');
    return count;
}

Test(source, line_start_counts_of_every_length_and_alignment)
{
    enum { MAX = 300, RUN = 16 * 255 * 3 + 21 };
    static char text[MAX + 16], run[2 * RUN + 32];
    static const char alphabet[] = {'\n', '\n', '!', '!', 'a', (char)0x8A, ' ', '\r', 0};
    random_text(text, sizeof text, alphabet, sizeof alphabet, 777);
    for (size_t at = 0; at < 16; at++)
        for (size_t n = 0; n <= MAX; n++) {
            uint32_t want = line_starts_one_by_one(text + at, n, '!');
            cr_assert_eq(rsig_count_line_starts(text + at, n, '!'), want, "at %zu, %zu bytes", at,
                         n);
        }
    /* "\n!" over and over: a line start every other byte */
    for (size_t i = 0; i < sizeof run; i++)
        run[i] = i % 2 ? '!' : '\n';
    for (size_t at = 0; at < 16; at += 3)
        for (size_t n = 2 * RUN - 40; n <= 2 * RUN; n++)
            cr_assert_eq(rsig_count_line_starts(run + at, n, '!'),
                         line_starts_one_by_one(run + at, n, '!'), "a run of %zu at %zu", n, at);
}

/* A text of line breaks only: every byte of the count's words is one. */
Test(source, line_map_of_empty_lines)
{
    enum { LEN = 5 * RSIG_MARK_BYTES + 3 };
    static char text[LEN];
    memset(text, '\n', LEN);
    rsig_source *s = rsig_source_new(ctx, "empty", text, LEN, RSIG_SRC_TEXT);
    cr_assert_not_null(s);
    for (size_t off = LEN + 1; off-- > 0;) { /* from the end back: marks first, then counts */
        unsigned l, c;
        rsig_source_locate(s, &ctx->arena, off, &l, &c);
        cr_assert_eq(l, off + 1, "offset %zu: line %u", off, l);
        cr_assert_eq(c, 1u, "offset %zu: column %u", off, c);
    }
}

/*
 * Out of memory while locating and formatting: a diagnostic whose line map
 * cannot grow has no line (and shows no source line); formatting whose
 * buffer cannot be made returns 0; both work again once memory is back. An
 * offset past the end is located at the end.
 */
#include "counting_alloc.h"
Test(source, locating_and_formatting_without_memory)
{
    counting c = {0, 0, 0, 0, 0};
    rootsig_allocator al = {c_alloc, c_free, &c};
    rootsig_ctx *x;
    cr_assert_eq(rootsig_ctx_create(&al, &x), ROOTSIG_OK);
    size_t len = (size_t)8 << 20; /* 8192 marks: 64 KB, a block of its own */
    char *text = lines_of(len, 50);
    rsig_source *s = rsig_source_new(x, "big", text, len, RSIG_SRC_TEXT);
    cr_assert_not_null(s);
    cr_assert_geq(rsig_diag(x, RSIG_SYNTAX, s, 10, 1, "first"), 0);
    c.fail_at = c.calls + 1; /* the map's block, the next thing asked for */
    long k = rsig_diag(x, RSIG_SYNTAX, s, len - 1, 1, "far");
    cr_assert_geq(k, 0);
    const rootsig_diag *d = rootsig_diag_get(x, (size_t)k);
    cr_assert_eq(d->line, 0u);
    cr_assert_eq(d->column, 0u);
    cr_assert_str_eq(rootsig_diag_render(x, (size_t)k), "big: error: far [RS1010]\n");
    c.fail_at = 0;
    k = rsig_diag(x, RSIG_SYNTAX, s, len + 7, 0, "past the end");
    d = rootsig_diag_get(x, (size_t)k);
    cr_assert_eq(d->line, (unsigned)(len / 50) + 1); /* the end: after the last break */
    cr_assert_eq(d->column, (unsigned)(len % 50) + 1);
    /* a 20 000-byte message: formatting it needs a new chunk, and that one fails */
    char *m = malloc(20001);
    cr_assert_not_null(m);
    memset(m, 'm', 20000);
    m[20000] = 0;
    k = rsig_diag(x, RSIG_SYNTAX, s, 10, 1, "%s", m);
    cr_assert_geq(k, 0);
    char buf[64];
    c.fail_at = c.calls + 1;
    cr_assert_eq(rootsig_diag_format(x, (size_t)k, buf, sizeof buf), 0u);
    c.fail_at = 0;
    size_t n = rootsig_diag_format(x, (size_t)k, buf, sizeof buf);
    cr_assert_gt(n, 20000u);
    cr_assert_eq(strncmp(buf, "big:1:11: error: mmm", 20), 0, "%s", buf);
    cr_assert_eq(c.failed, 2u);
    rootsig_ctx_destroy(x);
    cr_assert_eq(c.live, 0u);
    free(m);
    free(text);
}
