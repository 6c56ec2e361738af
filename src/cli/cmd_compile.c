/*
 * cmd_compile.c: `rootsig compile` (and `rootsig dxc`'s compile): one input
 * to a container, an RTS0 part, metadata, a C header, DSL or HLSL, and the
 * depfile (-MD, -MF, -MT, -MP) listing every file it read.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"

static const char *const prog = "rootsig";

static int wants_depfile(const cli *c)
{
    return c->md || c->mf || c->deps_only;
}

static int has_output_file(const cli *c)
{
    return (c->output && strcmp(c->output, "-") != 0) || (c->fh && strcmp(c->fh, "-") != 0);
}

/* (The option table gives the depfile options to compile alone.) */
static int depfile_usage(const cli *c)
{
    if (!wants_depfile(c) && !c->nmt && !c->mp)
        return 0;
    if (!wants_depfile(c)) {
        cli_usage_error("%s", c->nmt ? "-MT names the depfile's target; it needs -MD or -MF FILE"
                                     : "-MP adds to a depfile; it needs -MD or -MF FILE");
        return 1;
    }
    if (c->deps_only && !c->md && !c->mf)
        return 0;
    if (!c->mf && !has_output_file(c)) {
        cli_usage_error("%s", "-MD writes the depfile beside the output: it needs -o FILE "
                              "(or name the depfile with -MF FILE)");
        return 1;
    }
    if (!c->nmt && !has_output_file(c) && !c->deps_only) {
        cli_usage_error("%s", "the depfile's target is the output file: give -o FILE or -MT TARGET");
        return 1;
    }
    return 0;
}

/* After a successful compile: every file read, as prerequisites of the output. */
static int write_depfile(const cli *c)
{
    if (!wants_depfile(c))
        return CLI_EXIT_OK;
    if (c->deps_only && !c->mf && !c->md) { /* dxc -M: to standard output */
        const char *target = c->output ? c->output : c->fh ? c->fh : c->read[0];
        return c->nmt ? cli_write_depfile("-", c->mt, c->nmt, 0, c->read, c->nread, c->mp)
                      : cli_write_depfile("-", &target, 1, 1, c->read, c->nread, c->mp);
    }
    char *beside = c->mf ? NULL : cli_depfile_beside(c->output ? c->output : c->fh);
    if (!c->mf && beside == NULL) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return CLI_EXIT_USAGE;
    }
    const char *target = c->output ? c->output : c->fh;
    int rc = c->nmt ? cli_write_depfile(c->mf ? c->mf : beside, c->mt, c->nmt, 0, c->read,
                                        c->nread, c->mp)
                    : cli_write_depfile(c->mf ? c->mf : beside, &target, 1, 1, c->read,
                                        c->nread, c->mp);
    free(beside);
    return rc;
}


/* The input of compile: *owned is 0 for --text, else 1 (cli_blob_free). */
static int get_source(cli *c, cli_blob *src, const char **name, int *owned)
{
    *owned = 0;
    if (c->text) {
        if (c->ninputs) {
            cli_usage_error("give either --text or an input file, not both%s", "");
            return CLI_EXIT_USAGE;
        }
        src->data = (char *)c->text;
        src->len = strlen(c->text);
        *name = "<text>";
        return CLI_EXIT_OK;
    }
    if (c->ninputs != 1) {
        cli_usage_error("%s", c->ninputs ? "compile takes one input" : "no input (give FILE, - or --text 'DSL')");
        return CLI_EXIT_USAGE;
    }
    *name = strcmp(c->inputs[0], "-") == 0 ? "<stdin>" : c->inputs[0];
    int rc = cli_read_input(c->inputs[0], src);
    if (rc == CLI_EXIT_OK)
        *owned = 1;
    if (rc == CLI_EXIT_OK && strcmp(c->inputs[0], "-") != 0 && cli_note_read(c, c->inputs[0]) != 0) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return CLI_EXIT_USAGE;
    }
    return rc;
}


/* The function of a module's first entry, for --emit metadata (NULL if none). */
static char *first_entry(const cli *c, const cli_blob *src, const char *name)
{
    rootsig_ctx *tmp = cli_new_ctx(c);
    if (tmp == NULL)
        return NULL;
    size_t n = 0;
    const char *const *fns = NULL;
    char *copy = NULL;
    if (rootsig_metadata_entries(tmp, name, src->data, src->len, &n, &fns) == ROOTSIG_OK &&
        n > 0 && fns[0][0]) {
        copy = malloc(strlen(fns[0]) + 1);
        if (copy)
            strcpy(copy, fns[0]);
    }
    rootsig_ctx_destroy(tmp);
    return copy;
}

/*
 * -Fh: the container as a C array, laid out as DXC writes it for a root
 * signature (its "#if 0" block holds what DXC prints there: no disassembly).
 */
static int write_header(const char *path, const char *var, const unsigned char *data, size_t len)
{
    size_t cap = 128 + strlen(var) + len * 6 + len / 12 * 6;
    char *t = malloc(cap);
    if (t == NULL) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return CLI_EXIT_USAGE;
    }
    size_t n = (size_t)snprintf(t, cap, "#if 0\nDisassembly failed\n#endif\n\nconst unsigned char %s[] = {\n",
                                var);
    for (size_t i = 0; i < len; i++) {
        /* 12 bytes a line, four spaces before each line */
        n += (size_t)snprintf(t + n, cap - n, "%s0x%02x%s", i % 12 == 0 ? "    " : " ", data[i],
                              i + 1 == len ? "\n" : i % 12 == 11 ? ",\n" : ",");
    }
    n += (size_t)snprintf(t + n, cap - n, "};\n");
    int rc = cli_write_output(path, t, n, 0);
    free(t);
    return rc;
}

/*
 * No output may be an input (of those in read: nread of them) or another
 * output: -o, -Fh, and the depfile, -MF or the one -MD puts beside the output.
 */
static int check_outputs(const cli *c, const char *const *read, int nread)
{
    char *beside = c->md && !c->mf && (c->output || c->fh)
                       ? cli_depfile_beside(c->output ? c->output : c->fh)
                       : NULL;
    if (c->md && !c->mf && (c->output || c->fh) && beside == NULL) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return CLI_EXIT_USAGE;
    }
    const char *outs[] = {c->deps_only ? NULL : c->output, c->fh, c->mf ? c->mf : beside};
    int rc = cli_check_outputs(read, nread, outs, 3, -1);
    free(beside);
    return rc;
}

int cli_cmd_compile(cli *c)
{
    if (cli_define_conflict(c) || depfile_usage(c))
        return CLI_EXIT_USAGE;
    if (check_outputs(c, c->inputs, c->ninputs) != CLI_EXIT_OK)
        return CLI_EXIT_USAGE;
    const char *emit = c->emit ? c->emit : "container";
    int dsl = strcmp(emit, "dsl") == 0, hlsl = strcmp(emit, "hlsl") == 0;
    if (strcmp(emit, "part") != 0 && strcmp(emit, "container") != 0 &&
        strcmp(emit, "metadata") != 0 && strcmp(emit, "c-header") != 0 && !dsl && !hlsl) {
        cli_usage_error("unknown --emit kind '%s' (use container, part, metadata, c-header, dsl "
                        "or hlsl)",
                        emit);
        return CLI_EXIT_USAGE;
    }
    int header = strcmp(emit, "c-header") == 0;
    if (header && c->name == NULL) {
        cli_usage_error("%s", "--emit c-header needs --name NAME (the C array's name)");
        return CLI_EXIT_USAGE;
    }
    if (header && cli_c_name_problem(c->name)) {
        char msg[160];
        snprintf(msg, sizeof msg, "--name '%.80s' %s", c->name, cli_c_name_problem(c->name));
        cli_usage_error("%s", msg);
        return CLI_EXIT_USAGE;
    }
    if (!header && ((c->name && !hlsl) || c->embed)) {
        cli_usage_error("%s", c->name ? "--name goes with --emit c-header"
                                      : "--embed goes with --emit c-header");
        return CLI_EXIT_USAGE;
    }
    if (cli_check_name(&c->obj, hlsl) != 0)
        return CLI_EXIT_USAGE;
    cli_blob src;
    const char *name;
    int owned;
    int rc = get_source(c, &src, &name, &owned);
    if (rc != CLI_EXIT_OK)
        return rc;
    rootsig_ctx *ctx = cli_new_ctx(c);
    if (ctx == NULL) {
        if (owned)
            cli_blob_free(&src);
        return CLI_EXIT_USAGE;
    }
    rootsig_ctx_text_in_place(ctx, 1); /* get_source's text ends in a NUL and outlives ctx: no copy */
    rootsig_signature *sig = NULL;
    const char *path = c->text || c->ninputs == 0 ? NULL : c->inputs[0];
    int md = cli_is_metadata(c, path);
    rootsig_options mo = cli_metadata_options(c);
    rootsig_status st =
        cli_is_hlsl(c, path) ? cli_parse_hlsl(c, ctx, name, &src, &sig)
        : md             ? rootsig_parse_metadata(ctx, name, src.data, src.len, &mo, c->entry, &sig)
        : !c->text && (cli_is_container(&src) || cli_is_part(&src))
            ? rootsig_read_binary(ctx, name, src.data, src.len, &sig)
            : rootsig_parse_dsl(ctx, name, src.data, src.len, &c->opt, &sig);
    rootsig_options so = c->opt;
    if (st == ROOTSIG_OK)
        st = cli_convert(ctx, &sig, &c->opt, c->version_given, &c->obj);
    if (st == ROOTSIG_OK) {
        so = cli_sig_options(c, sig);
        st = rootsig_validate(ctx, sig, &so);
    }
    void *out = NULL;
    size_t len = 0;
    const char *text = NULL;
    if (st == ROOTSIG_OK && (dsl || hlsl)) {
        st = cli_decompile_text(ctx, sig, &so, &c->obj, hlsl, &text, &len);
    } else if (st == ROOTSIG_OK && strcmp(emit, "metadata") == 0) {
        char *fn = md && c->entry == NULL ? first_entry(c, &src, name) : NULL;
        st = rootsig_print_metadata(ctx, sig, &so, fn ? fn : c->entry, &text, &len);
        free(fn);
    } else if (st == ROOTSIG_OK) {
        int container = header ? (c->embed == NULL || strcmp(c->embed, "container") == 0)
                               : strcmp(emit, "container") == 0;
        size_t cap = container ? rootsig_container_bound(sig) : rootsig_rts0_bound(sig);
        out = malloc(cap ? cap : 1);
        if (out == NULL)
            st = ROOTSIG_ERR_NOMEM;
        else if (container)
            st = rootsig_write_container(ctx, sig, &so, out, cap, &len);
        else
            st = rootsig_write_rts0(ctx, sig, &so, out, cap, &len);
        if (st == ROOTSIG_OK && header) {
            rootsig_version v = rootsig_signature_version(sig);
            const char *what =
                container ? (v == ROOTSIG_VERSION_1_0   ? "Root signature 1.0, a DXContainer with its RTS0 part"
                             : v == ROOTSIG_VERSION_1_1 ? "Root signature 1.1, a DXContainer with its RTS0 part"
                                                        : "Root signature 1.2, a DXContainer with its RTS0 part")
                          : (v == ROOTSIG_VERSION_1_0   ? "Root signature 1.0, a bare RTS0 part"
                             : v == ROOTSIG_VERSION_1_1 ? "Root signature 1.1, a bare RTS0 part"
                                                        : "Root signature 1.2, a bare RTS0 part");
            char *h = NULL;
            if (cli_c_header(c->name, out, len, what, &h, &len) != 0) {
                st = ROOTSIG_ERR_NOMEM;
            } else {
                free(out);
                out = h;
                text = h;
            }
        }
    }
    rc = cli_status_exit(ctx, st, 0);
    /* Every file read is known now, the headers included too: none may be overwritten. */
    if (rc == CLI_EXIT_OK && (rc = check_outputs(c, c->read, c->nread)) != CLI_EXIT_OK)
        rc = CLI_EXIT_USAGE;
    /*
     * The depfile first: if it cannot be written, no output is either, so
     * the build runs this step again instead of trusting a stale depfile.
     */
    if (rc == CLI_EXIT_OK)
        rc = write_depfile(c);
    if (rc == CLI_EXIT_OK && c->fh) {
        char *var = NULL;
        if (c->vn == NULL) { /* DXC's default: g_ and the entry's name */
            var = malloc(strlen(c->define ? c->define : "main") + 3);
            if (var)
                sprintf(var, "g_%s", c->define ? c->define : "main");
        }
        rc = var || c->vn ? write_header(c->fh, c->vn ? c->vn : var, out, len) : CLI_EXIT_USAGE;
        free(var);
    }
    if (rc == CLI_EXIT_OK && !c->deps_only && (!c->fh || c->output))
        rc = text ? cli_write_output(c->output, text, len, 0) : cli_write_output(c->output, out, len, 1);
    free(out);
    rootsig_ctx_destroy(ctx);
    if (owned)
        cli_blob_free(&src);
    return rc;
}

