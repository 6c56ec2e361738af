/*
 * run_case.c: runs one data-driven case. For tests/cases/<group>/NAME.rs
 * (DSL) it reads the options on the case's first line if it starts with
 * "// rootsig:" (for example "// rootsig: --version 1.0 --compat dxc"),
 * compiles it with the public API and compares the result with NAME.expect:
 *   - on success, the RTS0 part as hex words, one field per line with a
 *     comment naming it (lines starting with '#' and text after '#' are
 *     ignored when comparing, so expectations can explain every byte);
 *   - on failure, the rendered diagnostics, exactly, each followed by its
 *     fix-it if it has one, as "fix-it: {L:C-L:C}: \"TEXT\"" (clang's
 *     parseable form without the file name), so removals show too.
 * For NAME.ll (LLVM IR with !dx.rootsignatures) the options line starts with
 * "; rootsig:" and may also say "--entry FUNCTION" (default: the first
 * entry; "--entry null" picks a null function) and "--emit metadata" (then
 * NAME.expect is the printed metadata, exactly). The version comes from the
 * metadata unless "--version" is given.
 *
 * Several signatures in one case: a .rs case whose first line says
 * "--multi" holds one signature per section; a section starts with its own
 * "// rootsig:" line (its options; the first line's do not carry over) and
 * runs to the next one. A NAME.hex case holds RTS0 parts as 32-bit words
 * (C integer syntax, little-endian in the part; '#' starts a comment), one
 * part per section, each starting with a "# rootsig:" line. Each section is
 * parsed (or read) and validated on its own, and NAME.expect is, for every
 * section, "== line N: STATUS" (N: the section's options line) followed by
 * all its diagnostics, warnings included, exactly. Positions are those of
 * the whole file (text) or of the part (bytes). Section options, besides
 * the version and -Werror: "--max-errors N", and for text "--via-bytes"
 * (write the parsed signature without validating it, read the part back,
 * then validate that).
 *
 * "run_case --print CASE" prints what a --multi or .hex case produces
 * instead of comparing it, to write a new expectation (read it first).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rootsig.h"

/* Record i as rendered, then its fix-it line, in buf (malloc'd, caller frees). */
static char *render(rootsig_ctx *ctx, size_t i)
{
    const char *text = rootsig_diag_render(ctx, i);
    const rootsig_diag *d = rootsig_diag_get(ctx, i);
    size_t n = strlen(text), cap = n + 64 + (d->fixit ? strlen(d->fixit) : 0);
    char *buf = malloc(cap);
    memcpy(buf, text, n + 1);
    if (d->fixit)
        snprintf(buf + n, cap - n, "fix-it: {%u:%u-%u:%u}: \"%s\"\n", d->fixit_line,
                 d->fixit_column, d->fixit_end_line, d->fixit_end_column, d->fixit);
    return buf;
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap + 1);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            char *nb = realloc(buf, cap * 2 + 1);
            if (nb == NULL) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap *= 2;
        }
    }
    fclose(f);
    if (buf) {
        buf[n] = 0;
        *len = n;
    }
    return buf;
}

/* Keeps only hex digits of non-comment text: "0x" prefixes and '#' comments dropped. */
static char *normalize_hex(const char *s)
{
    char *out = malloc(strlen(s) + 1);
    size_t k = 0;
    if (out == NULL)
        return NULL;
    while (*s) {
        if (*s == '#') {
            while (*s && *s != '\n')
                s++;
            continue;
        }
        if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
            s += 2;
            continue;
        }
        if ((*s >= '0' && *s <= '9') || (*s >= 'a' && *s <= 'f') || (*s >= 'A' && *s <= 'F'))
            out[k++] = (char)(*s | 0x20);
        s++;
    }
    out[k] = 0;
    return out;
}

static void parse_options(const char *text, rootsig_options *o)
{
    const char *tag = "// rootsig:";
    if (strncmp(text, tag, strlen(tag)) != 0)
        return;
    const char *end = strchr(text, '\n');
    size_t n = end ? (size_t)(end - text) : strlen(text);
    char line[256];
    if (n >= sizeof line)
        n = sizeof line - 1;
    memcpy(line, text, n);
    line[n] = 0;
    if (strstr(line, "--version 1.0"))
        o->version = ROOTSIG_VERSION_1_0;
    if (strstr(line, "--version 1.2"))
        o->version = ROOTSIG_VERSION_1_2;
    if (strstr(line, "--compat dxc"))
        o->compat = ROOTSIG_COMPAT_DXC;
    if (strstr(line, "-Werror"))
        o->werror = 1;
}

/* The options of a .ll case ("; rootsig: ..." on its first line). */
typedef struct md_case {
    rootsig_options opt;
    char entry[128];
    int has_entry;
    int emit_metadata;
} md_case;

static void parse_md_options(const char *text, md_case *c)
{
    const char *tag = "; rootsig:";
    if (strncmp(text, tag, strlen(tag)) != 0)
        return;
    const char *end = strchr(text, '\n');
    size_t n = end ? (size_t)(end - text) : strlen(text);
    char line[256];
    if (n >= sizeof line)
        n = sizeof line - 1;
    memcpy(line, text, n);
    line[n] = 0;
    if (strstr(line, "--version 1.0"))
        c->opt.version = ROOTSIG_VERSION_1_0;
    if (strstr(line, "--version 1.1"))
        c->opt.version = ROOTSIG_VERSION_1_1;
    if (strstr(line, "--version 1.2"))
        c->opt.version = ROOTSIG_VERSION_1_2;
    if (strstr(line, "--compat dxc"))
        c->opt.compat = ROOTSIG_COMPAT_DXC;
    if (strstr(line, "-Werror"))
        c->opt.werror = 1;
    if (strstr(line, "--emit metadata"))
        c->emit_metadata = 1;
    const char *e = strstr(line, "--entry ");
    if (e) {
        e += 8;
        size_t k = strcspn(e, " \t");
        if (k >= sizeof c->entry)
            k = sizeof c->entry - 1;
        memcpy(c->entry, e, k);
        c->entry[k] = 0;
        if (strcmp(c->entry, "null") == 0)
            c->entry[0] = 0;
        c->has_entry = 1;
    }
}

/* Metadata -> validate -> RTS0 part (or printed metadata in *md). */
static rootsig_status compile_metadata(rootsig_ctx *ctx, const char *name, const char *text,
                                       size_t len, const md_case *c, void *out, size_t cap,
                                       size_t *written, const char **md)
{
    rootsig_signature *sig = NULL;
    *written = 0;
    rootsig_status st = rootsig_parse_metadata(ctx, name, text, len, &c->opt,
                                               c->has_entry ? c->entry : NULL, &sig);
    if (st != ROOTSIG_OK)
        return st;
    rootsig_options o = c->opt;
    o.version = rootsig_signature_version(sig);
    st = rootsig_validate(ctx, sig, &o);
    if (st != ROOTSIG_OK)
        return st;
    if (c->emit_metadata)
        return rootsig_print_metadata(ctx, sig, &o, c->has_entry ? c->entry : NULL, md, written);
    return rootsig_write_rts0(ctx, sig, &o, out, cap, written);
}

/* A growing string. */
typedef struct outbuf {
    char *p;
    size_t n, cap;
} outbuf;

static void out_add(outbuf *b, const char *s)
{
    size_t k = strlen(s);
    if (b->n + k + 1 > b->cap) {
        size_t cap = (b->n + k + 1) * 2;
        char *np = realloc(b->p, cap);
        if (np == NULL) {
            fprintf(stderr, "out of memory\n");
            exit(2);
        }
        b->p = np;
        b->cap = cap;
    }
    memcpy(b->p + b->n, s, k + 1);
    b->n += k;
}

/* The options of one section of a --multi or .hex case. */
typedef struct section_opts {
    rootsig_options opt;
    int via_bytes;
} section_opts;

static void parse_section_options(const char *line, size_t n, section_opts *s)
{
    char buf[256];
    if (n >= sizeof buf)
        n = sizeof buf - 1;
    memcpy(buf, line, n);
    buf[n] = 0;
    rootsig_options o = {ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_LLVM, 0, 0};
    if (strstr(buf, "--version 1.0"))
        o.version = ROOTSIG_VERSION_1_0;
    if (strstr(buf, "--version 1.2"))
        o.version = ROOTSIG_VERSION_1_2;
    if (strstr(buf, "--compat dxc"))
        o.compat = ROOTSIG_COMPAT_DXC;
    if (strstr(buf, "-Werror"))
        o.werror = 1;
    const char *m = strstr(buf, "--max-errors ");
    if (m)
        o.max_errors = (unsigned)strtoul(m + 13, NULL, 10);
    s->opt = o;
    s->via_bytes = strstr(buf, "--via-bytes") != NULL;
}

/* 32-bit words in C integer syntax, '#' comments, into little-endian bytes. */
static size_t hex_words(const char *s, const char *end, unsigned char *out, size_t cap)
{
    size_t n = 0;
    while (s < end) {
        if (*s == '#') {
            while (s < end && *s != '\n')
                s++;
            continue;
        }
        if (*s >= '0' && *s <= '9') {
            char *e;
            unsigned long v = strtoul(s, &e, 0);
            if (n + 4 <= cap) {
                for (int i = 0; i < 4; i++)
                    out[n + (size_t)i] = (unsigned char)(v >> (8 * i));
            }
            n += 4;
            s = e;
            continue;
        }
        s++;
    }
    return n;
}

/*
 * Runs every section of a --multi .rs case (tag "// rootsig:") or of a .hex
 * case (tag "# rootsig:") into out. A section starts at a line beginning
 * with the tag; the first line of a .rs case is the file's own options.
 */
static int run_sections(rootsig_ctx *ctx, const char *base, const char *text, size_t len,
                        int is_hex, outbuf *out)
{
    const char *tag = is_hex ? "# rootsig:" : "// rootsig:";
    size_t tlen = strlen(tag);
    /* Start offsets of the section lines (and their line numbers). */
    size_t starts[512];
    unsigned lines[512];
    size_t ns = 0;
    unsigned line = 1;
    for (size_t i = 0; i < len; i++) {
        if ((i == 0 || text[i - 1] == '\n') && strncmp(text + i, tag, tlen) == 0 &&
            !(i == 0 && !is_hex)) {
            if (ns == sizeof starts / sizeof *starts) {
                fprintf(stderr, "too many sections\n");
                return 0;
            }
            starts[ns] = i;
            lines[ns++] = line;
        }
        if (text[i] == '\n')
            line++;
    }
    if (ns == 0) {
        fprintf(stderr, "%s: no section starts with \"%s\"\n", base, tag);
        return 0;
    }
    char *blank = malloc(len + 1);
    static unsigned char part[1 << 16];
    char head[64];
    for (size_t k = 0; k < ns; k++) {
        size_t end = k + 1 < ns ? starts[k + 1] : len;
        const char *eol = memchr(text + starts[k], '\n', end - starts[k]);
        size_t optlen = eol ? (size_t)(eol - (text + starts[k])) : end - starts[k];
        section_opts so;
        parse_section_options(text + starts[k], optlen, &so);
        rootsig_ctx_reset(ctx);
        rootsig_signature *sig = NULL;
        rootsig_status st;
        if (is_hex) {
            size_t n = hex_words(text + starts[k], text + end, part, sizeof part);
            if (n > sizeof part) {
                fprintf(stderr, "part too long\n");
                return 0;
            }
            st = rootsig_read_rts0(ctx, base, part, n, &sig);
        } else {
            /* The section alone, at its place in the file: positions are the file's. */
            for (size_t i = 0; i < end; i++)
                blank[i] = i < starts[k] && text[i] != '\n' ? ' ' : text[i];
            st = rootsig_parse_dsl(ctx, base, blank, end, &so.opt, &sig);
            if (st == ROOTSIG_OK && so.via_bytes) {
                size_t n = 0;
                st = rootsig_write_rts0(ctx, sig, &so.opt, part, sizeof part, &n);
                if (st == ROOTSIG_OK) {
                    rootsig_ctx_reset(ctx);
                    st = rootsig_read_rts0(ctx, base, part, n, &sig);
                }
            }
        }
        if (st == ROOTSIG_OK)
            st = rootsig_validate(ctx, sig, &so.opt);
        snprintf(head, sizeof head, "== line %u: %s\n", lines[k], rootsig_status_string(st));
        out_add(out, head);
        for (size_t i = 0; i < rootsig_diag_count(ctx); i++) {
            char *r = render(ctx, i);
            out_add(out, r);
            free(r);
        }
    }
    free(blank);
    return 1;
}

int main(int argc, char **argv)
{
    int print = argc == 3 && strcmp(argv[1], "--print") == 0;
    if (argc != 2 && !print) {
        fprintf(stderr, "usage: run_case [--print] CASE.rs\n");
        return 2;
    }
    const char *path = argv[print ? 2 : 1];
    size_t len, elen;
    char *text = slurp(path, &len);
    size_t plen = strlen(path);
    char *exp_path = malloc(plen + 8);
    if (text == NULL || exp_path == NULL) {
        fprintf(stderr, "cannot read %s\n", path);
        return 2;
    }
    memcpy(exp_path, path, plen + 1);
    char *dot = strrchr(exp_path, '.');
    strcpy(dot, ".expect");
    char *expect = print ? calloc(1, 1) : slurp(exp_path, &elen);
    if (expect == NULL) {
        fprintf(stderr, "cannot read %s\n", exp_path);
        return 2;
    }
    rootsig_options o = {ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_LLVM, 0, 0};
    parse_options(text, &o);
    rootsig_ctx *ctx;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
        return 2;
    /* Diagnostics name the case by its file name only, so expectations do not depend on paths. */
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    unsigned char out[1 << 16];
    size_t written = 0;
    size_t blen = strlen(base);
    int is_ll = blen > 3 && strcmp(base + blen - 3, ".ll") == 0;
    int is_hex = blen > 4 && strcmp(base + blen - 4, ".hex") == 0;
    const char *eol = strchr(text, '\n');
    size_t l1 = eol ? (size_t)(eol - text) : len;
    int multi = !is_ll && strncmp(text, "// rootsig:", 11) == 0 &&
                strstr(text, "--multi") != NULL && strstr(text, "--multi") < text + l1;
    if (is_hex || multi) {
        outbuf got = {NULL, 0, 0};
        out_add(&got, "");
        int ok = run_sections(ctx, base, text, len, is_hex, &got);
        if (ok && print)
            fputs(got.p, stdout);
        else if (ok && strcmp(got.p, expect) != 0) {
            fprintf(stderr, "diagnostics differ\n--- got:\n%s--- want:\n%s", got.p, expect);
            ok = 0;
        }
        free(got.p);
        rootsig_ctx_destroy(ctx);
        free(text);
        free(expect);
        free(exp_path);
        return ok ? 0 : 1;
    }
    md_case mc = {{(rootsig_version)0, ROOTSIG_COMPAT_LLVM, 0, 0}, "", 0, 0};
    const char *md = NULL;
    rootsig_status st;
    if (is_ll) {
        parse_md_options(text, &mc);
        st = compile_metadata(ctx, base, text, len, &mc, out, sizeof out, &written, &md);
    } else {
        st = rootsig_compile_dsl(ctx, base, text, len, &o, out, sizeof out, &written);
    }
    int ok;
    if (st == ROOTSIG_OK && md) {
        ok = strcmp(md, expect) == 0;
        if (!ok)
            fprintf(stderr, "metadata differs\n--- got:\n%s--- want:\n%s", md, expect);
    } else if (st == ROOTSIG_OK) {
        size_t cap = written * 9 + 1;
        char *hex = malloc(cap);
        size_t k = 0;
        for (size_t i = 0; i < written; i++)
            k += (size_t)snprintf(hex + k, cap - k, "%02x", out[i]);
        char *want = normalize_hex(expect);
        ok = strcmp(hex, want) == 0;
        if (!ok)
            fprintf(stderr, "bytes differ\n  got:  %s\n  want: %s\n", hex, want);
        free(hex);
        free(want);
    } else {
        size_t cap = 1, n = rootsig_diag_count(ctx);
        char **r = malloc((n + 1) * sizeof *r);
        for (size_t i = 0; i < n; i++) {
            r[i] = render(ctx, i);
            cap += strlen(r[i]);
        }
        char *all = malloc(cap);
        all[0] = 0;
        for (size_t i = 0; i < n; i++) {
            strcat(all, r[i]);
            free(r[i]);
        }
        free(r);
        ok = strcmp(all, expect) == 0;
        if (!ok)
            fprintf(stderr, "diagnostics differ (%s)\n--- got:\n%s--- want:\n%s", rootsig_status_string(st), all, expect);
        free(all);
    }
    rootsig_ctx_destroy(ctx);
    free(text);
    free(expect);
    free(exp_path);
    return ok ? 0 : 1;
}
