/*
 * cmd_bindings.c: a root signature against compiled shaders:
 *   rootsig verify --rs RS SHADER...     (after each shader's own verify)
 *   rootsig check --shader SHADER... RS
 * and, for `verify` without --rs, each shader against its own RTS0.
 * Every problem of every shader is printed, then one summary line for the
 * pipeline; the exit status is 1 when any binding is unbound.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* "vertex, pixel": the stages of a summary, in PSV0 order. */
static void stages_text(char *buf, size_t n, uint32_t stages)
{
    size_t len = 0;
    buf[0] = 0;
    for (unsigned s = 0; s < 32 && len < n; s++)
        if (stages & (1u << s))
            len += (size_t)snprintf(buf + len, n - len, "%s%s", len ? ", " : "",
                                    rootsig_shader_stage_name(s));
}

static int ends_with(const char *s, const char *tail)
{
    size_t a = strlen(s), b = strlen(tail);
    return a >= b && strcmp(s + a - b, tail) == 0;
}

/*
 * Reads and validates the root signature RS names, in any form rootsig
 * reads: a container or RTS0 part (by content), HLSL with --define, LLVM
 * metadata (.ll or --input metadata: --entry or the first entry), or DSL.
 * Prints its diagnostics; returns an exit code.
 */
static int load_rs(rootsig_ctx *ctx, const rootsig_options *opt, const cli_rs_spec *rs,
                   cli_blob *b, rootsig_signature **sig)
{
    *sig = NULL;
    rootsig_options o = *opt;
    rootsig_status st;
    if (rs->text) {
        st = rootsig_parse_dsl(ctx, "<text>", rs->text, strlen(rs->text), &o, sig);
        if (st == ROOTSIG_OK)
            st = rootsig_validate(ctx, *sig, &o);
        return cli_status_exit(ctx, st, 0);
    }
    int rc = cli_read_input(rs->path, b);
    if (rc != CLI_EXIT_OK)
        return rc;
    const char *name = cli_input_name(rs->path);
    int md = rs->input ? strcmp(rs->input, "metadata") == 0
                       : ends_with(rs->path, ".ll");
    if (rs->hlsl) {
        st = rs->parse_hlsl(rs->hlsl_user, ctx, name, b, sig);
    } else if (cli_is_container(b) || cli_is_part(b)) {
        st = rootsig_read_binary(ctx, name, b->data, b->len, sig);
    } else if (md) {
        if (!rs->version_given)
            o.version = (rootsig_version)0;
        st = rootsig_parse_metadata(ctx, name, b->data, b->len, &o, rs->entry, sig);
    } else {
        st = rootsig_parse_dsl(ctx, name, b->data, b->len, &o, sig);
    }
    if (st == ROOTSIG_OK) {
        o = *opt;
        o.version = rootsig_signature_version(*sig);
        st = rootsig_validate(ctx, *sig, &o);
    }
    return cli_status_exit(ctx, st, 0);
}

int cli_bindings(rootsig_ctx *ctx, const rootsig_options *opt, const cli_rs_spec *rs,
                 const char *const *paths, int n)
{
    cli_blob rsb = {NULL, 0, 0};
    rootsig_signature *sig = NULL;
    int rc = load_rs(ctx, opt, rs, &rsb, &sig);
    const char *rsname = rs->text ? "<text>" : cli_input_name(rs->path);
    if (rc != CLI_EXIT_OK) {
        if (rc == CLI_EXIT_REJECTED)
            printf("%s: the root signature is not valid: its shaders were not checked\n",
                   rsname);
        cli_blob_free(&rsb);
        return rc;
    }
    cli_blob *blobs = calloc((size_t)n, sizeof *blobs);
    rootsig_shader_input *in = calloc((size_t)n, sizeof *in);
    int worst = CLI_EXIT_OK, m = 0;
    if (blobs == NULL || in == NULL) {
        fprintf(stderr, "rootsig: out of memory\n");
        worst = CLI_EXIT_USAGE;
        n = 0;
    }
    for (int i = 0; i < n; i++) {
        if (cli_read_input(paths[i], &blobs[m]) != CLI_EXIT_OK) {
            worst = CLI_EXIT_USAGE;
            continue;
        }
        in[m] = (rootsig_shader_input){cli_input_name(paths[i]), blobs[m].data, blobs[m].len};
        m++;
    }
    if (m > 0) {
        size_t from = rootsig_diag_count(ctx);
        rootsig_binding_summary sum;
        rootsig_status st = rootsig_check_pipeline_bindings(ctx, sig, in, (size_t)m, opt, &sum);
        fflush(stdout);
        rc = cli_status_exit(ctx, st, from);
        char stages[256];
        stages_text(stages, sizeof stages, sum.stages);
        printf("%s: pipeline of %d shader%s (%s): %zu binding%s checked, %zu unbound, %zu "
               "unused element%s: %s\n",
               rsname, m, m == 1 ? "" : "s", stages[0] ? stages : "none read", sum.bindings,
               sum.bindings == 1 ? "" : "s", sum.unbound, sum.unused, sum.unused == 1 ? "" : "s",
               rc == CLI_EXIT_OK ? "OK" : "FAILED");
        if (rc > worst)
            worst = rc;
    }
    for (int i = 0; i < m; i++)
        cli_blob_free(&blobs[i]);
    free(blobs);
    free(in);
    cli_blob_free(&rsb);
    return worst;
}

int cli_own_bindings(rootsig_ctx *ctx, const rootsig_options *opt, const char *name,
                     const cli_blob *b)
{
    const rootsig_part *parts;
    size_t n;
    int has_psv0 = 0, has_rts0 = 0, has_dxil = 0;
    size_t from = rootsig_diag_count(ctx);
    if (rootsig_container_parse(ctx, name, b->data, b->len, &parts, &n, NULL) != ROOTSIG_OK)
        return CLI_EXIT_OK; /* verify has reported it */
    for (size_t i = 0; i < n; i++) {
        has_psv0 |= parts[i].fourcc == ROOTSIG_FOURCC('P', 'S', 'V', '0');
        has_rts0 |= parts[i].fourcc == ROOTSIG_FOURCC_RTS0;
        has_dxil |= parts[i].fourcc == ROOTSIG_FOURCC('D', 'X', 'I', 'L');
    }
    /*
     * A compiled shader has its bytecode (DXIL) beside PSV0: only then is the
     * container taken for a shader here, so that containers of stand-in parts
     * (tests, tools) verify as before. --rs checks any container with PSV0.
     */
    if (!has_psv0 || !has_rts0 || !has_dxil)
        return CLI_EXIT_OK;
    rootsig_signature *sig = NULL;
    if (rootsig_read_binary(ctx, name, b->data, b->len, &sig) != ROOTSIG_OK)
        return CLI_EXIT_OK; /* verify has reported it */
    from = rootsig_diag_count(ctx);
    rootsig_binding_summary sum;
    rootsig_status st = rootsig_check_shader_bindings(ctx, sig, name, b->data, b->len, opt, &sum);
    fflush(stdout);
    int rc = cli_status_exit(ctx, st, from);
    if (sum.shaders) {
        char stages[256];
        stages_text(stages, sizeof stages, sum.stages);
        printf("%s: %s shader: %zu binding%s checked against its own RTS0, %zu unbound\n", name,
               stages, sum.bindings, sum.bindings == 1 ? "" : "s", sum.unbound);
    }
    return rc;
}

/* Appends printf output to a malloc'd buffer; on failure the buffer is freed and NULL. */
static char *append(char *buf, size_t *len, const char *fmt, ...)
{
    if (buf == NULL)
        return NULL;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *grown = n < 0 ? NULL : realloc(buf, *len + (size_t)n + 1);
    if (grown == NULL) {
        free(buf);
        return NULL;
    }
    va_start(ap, fmt);
    vsnprintf(grown + *len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    *len += (size_t)n;
    return grown;
}

char *cli_shader_text(rootsig_ctx *ctx, const char *name, const cli_blob *b, size_t *len)
{
    *len = 0;
    char *out = calloc(1, 1);
    rootsig_shader_info info;
    size_t from = rootsig_diag_count(ctx);
    rootsig_status st = rootsig_read_shader(ctx, name, b->data, b->len, &info);
    if (st == ROOTSIG_ERR_NOMEM) {
        free(out);
        return NULL;
    }
    if (st != ROOTSIG_OK) {
        const rootsig_diag *d = rootsig_diag_get(ctx, from);
        return append(out, len, "shader: PSV0 not readable: %s [%s]\n",
                      d ? d->message : rootsig_status_string(st), d ? d->id : "");
    }
    out = append(out, len, "shader: %s, PSV0 version %u", 
                 info.stage_known ? rootsig_shader_stage_name(info.stage) : "unknown stage",
                 info.psv_version);
    if (info.entry)
        out = append(out, len, ", entry '%s'", info.entry);
    out = append(out, len, "\nbindings: %zu\n", info.binding_count);
    for (size_t i = 0; i < info.binding_count; i++) {
        const rootsig_shader_binding *x = &info.bindings[i];
        const char *kind = x->kind ? rootsig_shader_kind_name(x->kind) : NULL;
        char letter = x->type == 1 ? 's' : x->type == 2 ? 'b' : x->type <= 5 ? 't' : 'u';
        out = append(out, len, "  [%zu] %s%s%s %c%u", i, rootsig_shader_type_name(x->type),
                     kind ? " " : "", kind ? kind : "", letter, x->lower);
        if (x->upper == 0xFFFFFFFFu && x->lower != x->upper)
            out = append(out, len, "..unbounded");
        else if (x->upper != x->lower)
            out = append(out, len, "..%c%u", letter, x->upper);
        out = append(out, len, ", space %u%s\n", x->space,
                     (x->flags & 1u) ? ", UsedByAtomic64" : "");
    }
    return out;
}

int cli_verify_all(rootsig_ctx *ctx, const rootsig_options *opt, const cli_rs_spec *rs,
                   const char *const *paths, int n)
{
    /* verify reports unreadable files; the pipeline is the files it could read. */
    const char **readable = calloc((size_t)n, sizeof *readable);
    int nreadable = 0;
    if (readable == NULL) {
        fprintf(stderr, "rootsig: out of memory\n");
        return CLI_EXIT_USAGE;
    }
    int rc = cli_verify(ctx, opt, paths, n, rs != NULL, readable, &nreadable);
    if (rs && nreadable > 0) {
        /* Then the pipeline: all shaders at once against the one signature. */
        rootsig_ctx_reset(ctx);
        int brc = cli_bindings(ctx, opt, rs, readable, nreadable);
        if (brc > rc)
            rc = brc;
    }
    free(readable);
    return rc;
}
