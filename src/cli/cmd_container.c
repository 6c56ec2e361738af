/*
 * cmd_container.c: splice, extract, strip, verify and dump: the commands
 * that work on binaries. Every output is written atomically, so on any error
 * the inputs and any existing output stay as they were (-o may even name the
 * input for an in-place edit).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static int force;

void cli_set_force(int on)
{
    force = on;
}

/*
 * Before a container is signed again: a stale digest or an RTS0 that does
 * not read is refused (RS4018) unless --force, since a fresh digest would
 * make the damage loadable. The check's diagnostics are shown here; the call
 * that then writes reads the same bytes, so the digest warnings it would
 * repeat (RS4015, RS4016) are turned off for the rest of the command.
 */
static int check_intact(rootsig_ctx *ctx, const char *name, const cli_blob *c)
{
    size_t from = rootsig_diag_count(ctx);
    rootsig_status st = rootsig_container_check_intact(ctx, name, c->data, c->len, force);
    int rc = cli_status_exit(ctx, st, from);
    rootsig_ctx_reset(ctx);
    rootsig_ctx_disable_warning(ctx, "RS4015", 1);
    rootsig_ctx_disable_warning(ctx, "RS4016", 1);
    return rc;
}

/* Whether needle occurs in the first len bytes of hay (memmem is not portable). */
static int contains(const char *hay, size_t len, const char *needle)
{
    size_t n = strlen(needle);
    for (size_t i = 0; n <= len && i <= len - n; i++)
        if (hay[i] == needle[0] && memcmp(hay + i, needle, n) == 0)
            return 1;
    return 0;
}

static const char *fourcc_text(uint32_t f, char out[5])
{
    for (int i = 0; i < 4; i++) {
        unsigned char c = (unsigned char)(f >> (8 * i));
        out[i] = (c >= 0x20 && c < 0x7f) ? (char)c : '?';
    }
    out[4] = 0;
    return out;
}

static const char *digest_text(rootsig_digest_kind k)
{
    switch (k) {
    case ROOTSIG_DIGEST_RETAIL: return "retail hash, matches";
    case ROOTSIG_DIGEST_DEBUG: return "debug hash, matches";
    case ROOTSIG_DIGEST_ZERO: return "all zero (unsigned; the runtime rejects it)";
    case ROOTSIG_DIGEST_BYPASS: return "bypass sentinel (not a hash)";
    case ROOTSIG_DIGEST_MISMATCH: break;
    }
    return "does not match the contents";
}

/*
 * The RTS0 bytes for splice from whatever RS names: an RS container, a bare
 * part, LLVM metadata or DSL text (by content). Returns an exit code; on
 * success *part points into ctx or into rs_blob.
 */
static int rts0_from(rootsig_ctx *ctx, const rootsig_options *opt, const char *name,
                     const cli_blob *in, const void **part, size_t *len)
{
    rootsig_status st;
    if (cli_is_container(in)) {
        st = rootsig_container_get_rts0(ctx, name, in->data, in->len, part, len);
        return cli_status_exit(ctx, st, 0);
    }
    if (cli_is_part(in)) {
        *part = in->data;
        *len = in->len;
        return CLI_EXIT_OK;
    }
    rootsig_signature *sig = NULL;
    rootsig_options o = *opt;
    if (contains(in->data, in->len, "!dx.rootsignatures")) {
        o.version = (rootsig_version)0;
        st = rootsig_parse_metadata(ctx, name, in->data, in->len, &o, NULL, &sig);
        if (st == ROOTSIG_OK)
            o.version = rootsig_signature_version(sig);
    } else {
        st = rootsig_parse_dsl(ctx, name, in->data, in->len, &o, &sig);
    }
    if (st == ROOTSIG_OK)
        st = rootsig_validate(ctx, sig, &o);
    void *buf = NULL;
    if (st == ROOTSIG_OK) {
        size_t cap = rootsig_rts0_bound(sig);
        buf = malloc(cap ? cap : 1);
        st = buf ? rootsig_write_rts0(ctx, sig, &o, buf, cap, len) : ROOTSIG_ERR_NOMEM;
    }
    int rc = cli_status_exit(ctx, st, 0);
    if (rc != CLI_EXIT_OK) {
        free(buf);
        return rc;
    }
    *part = buf; /* freed by the caller through rs_owned */
    return CLI_EXIT_OK;
}

/* Runs a container-producing call twice: once for the size, once to write. */
typedef rootsig_status (*producer)(rootsig_ctx *ctx, void *dst, size_t cap, size_t *written,
                                   void *arg);

static int produce(rootsig_ctx *ctx, producer fn, void *arg, const char *output)
{
    size_t need = 0;
    rootsig_status st = fn(ctx, NULL, 0, &need, arg);
    if (st != ROOTSIG_ERR_BUFFER_SMALL && st != ROOTSIG_OK)
        return cli_status_exit(ctx, st, 0);
    void *buf = malloc(need ? need : 1);
    if (buf == NULL)
        return cli_status_exit(ctx, ROOTSIG_ERR_NOMEM, 0);
    size_t written = 0;
    st = fn(ctx, buf, need, &written, arg);
    int rc = cli_status_exit(ctx, st, 0);
    if (rc == CLI_EXIT_OK)
        rc = cli_write_output(output, buf, written, 1);
    free(buf);
    return rc;
}

typedef struct splice_args {
    const char *name;
    const cli_blob *container;
    const void *part;
    size_t len;
    const rootsig_options *opt;
} splice_args;

static rootsig_status do_splice(rootsig_ctx *ctx, void *dst, size_t cap, size_t *w, void *arg)
{
    splice_args *a = arg;
    rootsig_ctx_reset(ctx); /* the first (sizing) call's diagnostics would repeat */
    return rootsig_container_set_rts0(ctx, a->name, a->container->data, a->container->len,
                                      a->part, a->len, a->opt, dst, cap, w);
}

int cli_splice(rootsig_ctx *ctx, const rootsig_options *opt, const char *container,
               const char *rs, const char *output)
{
    cli_blob c, r;
    int rc = cli_read_input(container, &c);
    if (rc != CLI_EXIT_OK)
        return rc;
    rc = cli_read_input(rs, &r);
    if (rc != CLI_EXIT_OK) {
        cli_blob_free(&c);
        return rc;
    }
    const void *part = NULL;
    size_t len = 0;
    rc = rts0_from(ctx, opt, cli_input_name(rs), &r, &part, &len);
    if (rc == CLI_EXIT_OK) {
        /* Part bytes from a context must survive its resets (check_intact, do_splice). */
        void *copy = malloc(len ? len : 1);
        if (copy)
            memcpy(copy, part, len);
        if (part != r.data && !cli_is_container(&r))
            free((void *)part);
        if (copy == NULL)
            rc = cli_status_exit(ctx, ROOTSIG_ERR_NOMEM, 0);
        if (rc == CLI_EXIT_OK)
            rc = check_intact(ctx, cli_input_name(container), &c);
        if (rc == CLI_EXIT_OK) {
            splice_args a = {cli_input_name(container), &c, copy, len, opt};
            rc = produce(ctx, do_splice, &a, output);
        }
        free(copy);
    }
    cli_blob_free(&c);
    cli_blob_free(&r);
    return rc;
}

typedef struct one_part {
    const void *data;
    size_t len;
} one_part;

static rootsig_status do_wrap(rootsig_ctx *ctx, void *dst, size_t cap, size_t *w, void *arg)
{
    one_part *p = arg;
    rootsig_part part = {ROOTSIG_FOURCC_RTS0, p->data, p->len};
    return rootsig_container_write_parts(ctx, &part, 1, dst, cap, w);
}

/*
 * extract --version V: the part read, converted (rootsig_convert) and written
 * again at V; *part then points at buf (malloc'd). Without a version to
 * convert to, or at the part's own, the bytes stay as they are.
 */
static rootsig_status convert_part(rootsig_ctx *ctx, const char *name, const void **part,
                                   size_t *len, const rootsig_options *opt, int version_given,
                                   const cli_obj *o, void **buf)
{
    *buf = NULL;
    if (!version_given && !o->lowest)
        return ROOTSIG_OK;
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_read_binary(ctx, name, *part, *len, &sig);
    if (st != ROOTSIG_OK)
        return st;
    rootsig_version own = rootsig_signature_version(sig);
    st = cli_convert(ctx, &sig, opt, version_given, o);
    if (st != ROOTSIG_OK || rootsig_signature_version(sig) == own)
        return st;
    rootsig_options so = *opt;
    so.version = rootsig_signature_version(sig);
    st = rootsig_validate(ctx, sig, &so);
    if (st != ROOTSIG_OK)
        return st;
    size_t cap = rootsig_rts0_bound(sig);
    *buf = malloc(cap ? cap : 1);
    if (*buf == NULL)
        return ROOTSIG_ERR_NOMEM;
    st = rootsig_write_rts0(ctx, sig, &so, *buf, cap, len);
    if (st == ROOTSIG_OK)
        *part = *buf;
    return st;
}

int cli_extract(rootsig_ctx *ctx, const char *container, const char *output, const char *emit,
                const rootsig_options *opt, int version_given, const cli_obj *o)
{
    const char *kind = emit ? emit : "container";
    if (strcmp(kind, "container") != 0 && strcmp(kind, "part") != 0) {
        cli_usage_error("extract emits a container or a part, not '%s'", kind);
        return CLI_EXIT_USAGE;
    }
    cli_blob c;
    int rc = cli_read_input(container, &c);
    if (rc != CLI_EXIT_OK)
        return rc;
    const void *part = NULL;
    size_t len = 0;
    void *converted = NULL;
    rc = check_intact(ctx, cli_input_name(container), &c);
    if (rc != CLI_EXIT_OK) {
        cli_blob_free(&c);
        return rc;
    }
    rootsig_status st =
        rootsig_container_get_rts0(ctx, cli_input_name(container), c.data, c.len, &part, &len);
    if (st == ROOTSIG_OK)
        st = convert_part(ctx, cli_input_name(container), &part, &len, opt, version_given, o,
                          &converted);
    rc = cli_status_exit(ctx, st, 0);
    if (rc == CLI_EXIT_OK) {
        if (strcmp(kind, "part") == 0) {
            rc = cli_write_output(output, part, len, 1);
        } else {
            one_part p = {part, len};
            rc = produce(ctx, do_wrap, &p, output);
        }
    }
    free(converted);
    cli_blob_free(&c);
    return rc;
}

typedef struct strip_args {
    const char *name;
    const cli_blob *container;
} strip_args;

static rootsig_status do_strip(rootsig_ctx *ctx, void *dst, size_t cap, size_t *w, void *arg)
{
    strip_args *a = arg;
    rootsig_ctx_reset(ctx);
    return rootsig_container_strip_rts0(ctx, a->name, a->container->data, a->container->len, dst,
                                        cap, w);
}

int cli_strip(rootsig_ctx *ctx, const char *container, const char *output)
{
    cli_blob c;
    int rc = cli_read_input(container, &c);
    if (rc != CLI_EXIT_OK)
        return rc;
    rc = check_intact(ctx, cli_input_name(container), &c);
    strip_args a = {cli_input_name(container), &c};
    if (rc == CLI_EXIT_OK)
        rc = produce(ctx, do_strip, &a, output);
    cli_blob_free(&c);
    return rc;
}

static void print_parts(rootsig_ctx *ctx, const char *name, const cli_blob *b)
{
    const rootsig_part *parts;
    size_t n;
    rootsig_digest_kind dk;
    if (rootsig_container_parse(ctx, name, b->data, b->len, &parts, &n, &dk) != ROOTSIG_OK)
        return; /* the caller's own call reports it */
    printf("%s: DXContainer, %zu bytes, %zu part%s:", name, b->len, n, n == 1 ? "" : "s");
    for (size_t i = 0; i < n; i++) {
        char f[5];
        printf(" %s(%zu)", fourcc_text(parts[i].fourcc, f), parts[i].size);
    }
    printf("\n%s: digest: %s\n", name, digest_text(dk));
}

int cli_verify(rootsig_ctx *ctx, const rootsig_options *opt, const char *const *paths, int n,
               int no_own_bindings, const char **readable, int *nreadable)
{
    if (nreadable)
        *nreadable = 0;
    int worst = CLI_EXIT_OK;
    for (int i = 0; i < n; i++) {
        cli_blob b;
        int rc = cli_read_input(paths[i], &b);
        if (rc != CLI_EXIT_OK) {
            worst = CLI_EXIT_USAGE;
            continue;
        }
        if (readable)
            readable[(*nreadable)++] = paths[i];
        const char *name = cli_input_name(paths[i]);
        size_t from = rootsig_diag_count(ctx);
        rootsig_status st;
        if (cli_is_container(&b)) {
            print_parts(ctx, name, &b);
            /* The listing's own diagnostics are dropped: verify reports them below. */
            rootsig_ctx_reset(ctx);
            from = 0;
            rootsig_verify_result vr;
            st = rootsig_container_verify(ctx, name, b.data, b.len, opt, &vr);
            if (vr.has_rts0)
                printf("%s: RTS0: root signature %s: %s\n", name,
                       vr.version == ROOTSIG_VERSION_1_0   ? "1.0"
                       : vr.version == ROOTSIG_VERSION_1_2 ? "1.2"
                                                           : "1.1",
                       rootsig_error_count(ctx) ? "checked, see errors" : "valid");
            else if (st == ROOTSIG_OK)
                printf("%s: no RTS0 part\n", name);
            if (st == ROOTSIG_OK && !no_own_bindings) {
                /* A shader with its own root signature: its bindings against it. */
                fflush(stdout);
                rc = cli_status_exit(ctx, st, from);
                if (rc == CLI_EXIT_OK)
                    rc = cli_own_bindings(ctx, opt, name, &b);
                if (rc != CLI_EXIT_OK)
                    st = ROOTSIG_ERR_INPUT;
                from = rootsig_diag_count(ctx);
            }
        } else {
            printf("%s: not a container: checked as a bare RTS0 part (it has no digest)\n", name);
            rootsig_signature *sig = NULL;
            st = rootsig_read_rts0(ctx, name, b.data, b.len, &sig);
            if (st == ROOTSIG_OK) {
                rootsig_options o = *opt;
                o.version = rootsig_signature_version(sig);
                st = rootsig_validate(ctx, sig, &o);
            }
        }
        fflush(stdout);
        rc = cli_status_exit(ctx, st, from);
        printf("%s: %s\n", name, rc == CLI_EXIT_OK ? "verified" : "FAILED");
        if (rc > worst)
            worst = rc;
        rootsig_ctx_reset(ctx);
        cli_blob_free(&b);
    }
    return worst;
}

static uint32_t le32(const char *p)
{
    const unsigned char *u = (const unsigned char *)p;
    return (uint32_t)u[0] | (uint32_t)u[1] << 8 | (uint32_t)u[2] << 16 | (uint32_t)u[3] << 24;
}

/*
 * dump of a container the library refuses: the header and every part whose
 * header lies in the file, read field by field with each read checked
 * against the bytes present, so that the errors that follow can be matched
 * to the layout. malloc'd text (*len bytes), NULL without memory or header.
 */
static char *broken_head(const cli_blob *b, size_t *len)
{
    *len = 0;
    if (b->len < 32)
        return NULL;
    uint32_t size = le32(b->data + 24), n = le32(b->data + 28);
    /* An entry is listed only if its offset-table slot is in the file. */
    size_t shown = (b->len - 32) / 4 < n ? (b->len - 32) / 4 : n;
    size_t cap = 160 + 96 * shown;
    char *t = malloc(cap);
    if (t == NULL)
        return NULL;
    int k = snprintf(t, cap, "container: %zu bytes (the header declares %lu), digest not checked\n"
                             "parts: %lu\n",
                     b->len, (unsigned long)size, (unsigned long)n);
    for (size_t i = 0; i < shown && k > 0 && (size_t)k < cap; i++) {
        uint32_t off = le32(b->data + 32 + 4 * i);
        char f[5];
        if ((uint64_t)off + 8 > b->len)
            k += snprintf(t + k, cap - (size_t)k, "  [%zu] at offset %lu: past the end\n", i,
                          (unsigned long)off);
        else
            k += snprintf(t + k, cap - (size_t)k, "  [%zu] %s %lu bytes at offset %lu\n", i,
                          fourcc_text(le32(b->data + off), f),
                          (unsigned long)le32(b->data + off + 4), (unsigned long)off);
    }
    if (k > 0 && (size_t)k < cap && shown < n)
        k += snprintf(t + k, cap - (size_t)k, "  (the offset table ends with the file)\n");
    if (k <= 0 || (size_t)k >= cap) {
        free(t);
        return NULL;
    }
    *len = (size_t)k;
    return t;
}

/* The RTS0 part's bytes in a container whose structure has been checked; 0 if none. */
static size_t raw_rts0(const cli_blob *b, const char **data)
{
    uint32_t n = b->len >= 32 ? le32(b->data + 28) : 0;
    for (uint32_t i = 0; i < n && 32 + 4 * (uint64_t)i + 4 <= b->len; i++) {
        uint32_t off = le32(b->data + 32 + 4 * (size_t)i);
        if ((uint64_t)off + 8 > b->len || le32(b->data + off) != ROOTSIG_FOURCC_RTS0)
            continue;
        uint32_t size = le32(b->data + off + 4);
        if ((uint64_t)off + 8 + size > b->len)
            return 0;
        *data = b->data + off + 8;
        return size;
    }
    return 0;
}

/*
 * A failed dump to standard output still shows what was read, before the
 * errors: the part table, and the RTS0 header's fields as stored (each that
 * the part holds), which locate what the reader refused.
 */
static void show_partial(const char *output, const cli_blob *b, const char *head, size_t len)
{
    if (output != NULL && strcmp(output, "-") != 0)
        return;
    if (head)
        fwrite(head, 1, len, stdout);
    const char *p = b->data;
    size_t n = cli_is_part(b) ? b->len : 0; /* not text that failed to read as a part */
    if (cli_is_container(b))
        n = raw_rts0(b, &p);
    static const char *const field[] = {"version", "parameters", "parameter_offset",
                                        "static_samplers", "static_sampler_offset", "flags"};
    if (n >= 4) {
        printf("RTS0 header as stored:");
        for (size_t i = 0; i < 6 && 4 * i + 4 <= n; i++)
            printf(i == 5 ? " %s=0x%lx" : " %s=%lu", field[i], (unsigned long)le32(p + 4 * i));
        printf("\n");
    }
    fflush(stdout);
}

int cli_dump(rootsig_ctx *ctx, const rootsig_options *opt, const char *path, const char *output)
{
    cli_blob b;
    int rc = cli_read_input(path, &b);
    if (rc != CLI_EXIT_OK)
        return rc;
    const char *name = cli_input_name(path);
    /* For a container: its parts and digest first, then the root signature. */
    char *head = NULL;
    size_t head_len = 0;
    int has_rts0 = 1;
    /* The listing's own diagnostics [0, listed): shown only when no RTS0 read repeats them. */
    size_t listed = 0;
    if (cli_is_container(&b)) {
        const rootsig_part *parts;
        size_t n;
        rootsig_digest_kind dk;
        if (rootsig_container_parse(ctx, name, b.data, b.len, &parts, &n, &dk) == ROOTSIG_OK) {
            listed = rootsig_diag_count(ctx);
            size_t cap = 160 + 64 * n;
            head = malloc(cap);
            has_rts0 = 0;
            if (head) {
                int k = snprintf(head, cap, "container: %zu bytes, digest %s\nparts: %zu\n", b.len,
                                 digest_text(dk), n);
                for (size_t i = 0; i < n && k > 0 && (size_t)k < cap; i++) {
                    char f[5];
                    k += snprintf(head + k, cap - (size_t)k, "  [%zu] %s %zu bytes\n", i,
                                  fourcc_text(parts[i].fourcc, f), parts[i].size);
                    has_rts0 |= parts[i].fourcc == ROOTSIG_FOURCC_RTS0;
                }
                if (!has_rts0 && k > 0 && (size_t)k < cap)
                    k += snprintf(head + k, cap - (size_t)k, "no root signature (no RTS0 part)\n");
                head_len = k > 0 && (size_t)k < cap ? (size_t)k : 0;
            }
            int has_psv0 = 0;
            for (size_t i = 0; i < n; i++)
                has_psv0 |= parts[i].fourcc == ROOTSIG_FOURCC('P', 'S', 'V', '0');
            if (head && has_psv0) {
                /* A shader: its stage and bindings after the part list. */
                size_t sl;
                char *sh = cli_shader_text(ctx, name, &b, &sl);
                char *grown = sh ? realloc(head, head_len + sl + 1) : NULL;
                if (grown) {
                    memcpy(grown + head_len, sh, sl + 1);
                    head = grown;
                    head_len += sl;
                }
                free(sh);
            }
        } else {
            head = broken_head(&b, &head_len);
        }
    }
    if (!has_rts0) {
        rc = head ? cli_write_output(output, head, head_len, 0) : cli_status_exit(ctx, ROOTSIG_ERR_NOMEM, 0);
        /* No RTS0 read follows to report it: the listing's warnings (a stale digest) now. */
        cli_diag_emit_range(ctx, 0, listed);
        free(head);
        cli_blob_free(&b);
        return rc;
    }
    rootsig_ctx_reset(ctx); /* rootsig_read_binary reads the container again */
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_read_binary(ctx, name, b.data, b.len, &sig);
    const char *text = NULL;
    size_t len = 0;
    if (st == ROOTSIG_OK)
        st = rootsig_dump(ctx, sig, opt, &text, &len);
    if (st == ROOTSIG_ERR_INPUT)
        show_partial(output, &b, head, head_len);
    rc = cli_status_exit(ctx, st, 0);
    if (rc == CLI_EXIT_OK) {
        size_t total = head_len + len;
        char *all = malloc(total ? total : 1);
        if (all == NULL) {
            rc = cli_status_exit(ctx, ROOTSIG_ERR_NOMEM, rootsig_diag_count(ctx));
        } else {
            if (head_len)
                memcpy(all, head, head_len);
            memcpy(all + head_len, text, len);
            rc = cli_write_output(output, all, total, 0);
            free(all);
        }
    }
    free(head);
    cli_blob_free(&b);
    return rc;
}
