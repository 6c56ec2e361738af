/*
 * cmd_check.c: `rootsig check`: validates each input without writing
 * anything (DSL, HLSL, LLVM metadata, RTS0 parts, containers), and with
 * --shader the shaders of one pipeline against a root signature.
 */
#include <string.h>

#include "options.h"

/*
 * check of a module: the module read once, then each entry decoded and
 * validated in turn (rootsig_parse_metadata_each), its diagnostics shown a
 * few hundred records at a time as they come rather than all at the end:
 * a module's thousands of warnings appear while it is checked, each
 * record rendered once.
 */
typedef struct check_each {
    const cli *c;
    rootsig_ctx *ctx;
    rootsig_status worst; /* of the validations */
    size_t shown;         /* the first record not yet printed */
} check_each;

enum { CHECK_SHOW_RECORDS = 256 };

static int check_entry(void *user, size_t index, const char *function, rootsig_signature *sig)
{
    check_each *ce = user;
    (void)index;
    (void)function;
    if (sig == NULL)
        return 0; /* not decoded: reported already */
    rootsig_options so = cli_sig_options(ce->c, sig);
    rootsig_status vs = rootsig_validate(ce->ctx, sig, &so);
    if (vs != ROOTSIG_OK && (ce->worst == ROOTSIG_OK || vs != ROOTSIG_ERR_INPUT))
        ce->worst = vs;
    size_t n = rootsig_diag_count(ce->ctx);
    if (n >= ce->shown + CHECK_SHOW_RECORDS) {
        cli_diag_emit(ce->ctx, ce->shown);
        ce->shown = n;
    }
    return 0;
}

/*
 * Every entry of the module in src. *from: the first of ctx's records not
 * yet printed, on return too (those before it were printed here).
 */
static rootsig_status check_module(const cli *c, rootsig_ctx *ctx, const char *name,
                                   const cli_blob *src, size_t *from)
{
    rootsig_options mo = cli_metadata_options(c);
    size_t errors = rootsig_error_count(ctx);
    check_each ce = {c, ctx, ROOTSIG_OK, *from};
    rootsig_status st =
        rootsig_parse_metadata_each(ctx, name, src->data, src->len, &mo, check_entry, &ce, NULL);
    *from = ce.shown;
    /* rejected: the module could not be read, or an entry's decoding or validation reported an error */
    if (st == ROOTSIG_OK || st == ROOTSIG_ERR_INPUT || st == ROOTSIG_ERR_LIMIT)
        st = st != ROOTSIG_OK || rootsig_error_count(ctx) != errors ? ROOTSIG_ERR_INPUT
                                                                    : ROOTSIG_OK;
    if (ce.worst != ROOTSIG_OK && (st == ROOTSIG_OK || ce.worst != ROOTSIG_ERR_INPUT))
        st = ce.worst;
    return st;
}

/* check --shader SHADER... RS: the shaders of one pipeline against RS. */
static int check_shaders(cli *c)
{
    if (c->ninputs == 0 && c->text == NULL) {
        cli_usage_error("%s", "check --shader needs the root signature: the last file, or --text");
        return CLI_EXIT_USAGE;
    }
    /* check --shader a.dxbc b.dxbc rs.hlsl: every input but the last is a shader too (with
     * --text, every input is). */
    int nrs = c->text ? 0 : 1;
    for (int i = 0; i + nrs < c->ninputs; i++)
        c->shaders[c->nshaders++] = c->inputs[i];
    rootsig_ctx *ctx = cli_new_ctx(c);
    if (ctx == NULL)
        return CLI_EXIT_USAGE;
    cli_rs_spec rs = cli_rs_spec_for(c, c->text ? NULL : c->inputs[c->ninputs - 1]);
    int rc = cli_bindings(ctx, &c->opt, &rs, c->shaders, c->nshaders);
    rootsig_ctx_destroy(ctx);
    return rc;
}

/* One input (src, shown as name) checked in ctx; path is NULL for --text. */
static rootsig_status check_one(cli *c, rootsig_ctx *ctx, const char *path, const char *name,
                                const cli_blob *src, size_t *from)
{
    rootsig_signature *sig = NULL;
    rootsig_status st;
    int md = cli_is_metadata(c, path);
    if (cli_is_hlsl(c, path)) {
        st = cli_parse_hlsl(c, ctx, name, src, &sig);
    } else if (path && (cli_is_container(src) || cli_is_part(src))) {
        /* A compiled root signature: the same rules, reported at byte offsets. */
        st = rootsig_read_binary(ctx, name, src->data, src->len, &sig);
    } else if (md && c->entry == NULL) {
        return check_module(c, ctx, name, src, from);
    } else if (md) {
        rootsig_options mo = cli_metadata_options(c);
        st = rootsig_parse_metadata(ctx, name, src->data, src->len, &mo, c->entry, &sig);
    } else {
        st = rootsig_parse_dsl(ctx, name, src->data, src->len, &c->opt, &sig);
    }
    if (st == ROOTSIG_OK) {
        rootsig_options so = cli_sig_options(c, sig);
        st = rootsig_validate(ctx, sig, &so);
    }
    return st;
}

int cli_cmd_check(cli *c)
{
    if (cli_define_conflict(c))
        return CLI_EXIT_USAGE;
    if (c->nshaders)
        return check_shaders(c);
    int n = c->text ? 1 : c->ninputs;
    if (n == 0) {
        cli_usage_error("%s", "no input (give FILE..., - or --text 'DSL')");
        return CLI_EXIT_USAGE;
    }
    if (c->text && c->ninputs) {
        cli_usage_error("give either --text or input files, not both%s", "");
        return CLI_EXIT_USAGE;
    }
    rootsig_ctx *ctx = cli_new_ctx(c);
    if (ctx == NULL)
        return CLI_EXIT_USAGE;
    /*
     * Each text comes from cli_read_input or --text, so it ends in a NUL,
     * and outlives its diagnostics (shown before it is released): the
     * library reads it in place (a large module is not held twice).
     */
    rootsig_ctx_text_in_place(ctx, 1);
    int worst = CLI_EXIT_OK;
    for (int i = 0; i < n; i++) {
        cli_blob src = {NULL, 0, 0};
        const char *path = c->text ? NULL : c->inputs[i];
        const char *name = "<text>";
        if (path == NULL) {
            src.data = (char *)c->text;
            src.len = strlen(c->text);
        } else {
            name = cli_input_name(path);
            if (cli_read_input(path, &src) != CLI_EXIT_OK) {
                worst = CLI_EXIT_USAGE;
                continue;
            }
        }
        size_t from = rootsig_diag_count(ctx);
        rootsig_status st = check_one(c, ctx, path, name, &src, &from);
        int rc = cli_status_exit(ctx, st, from);
        if (rc > worst)
            worst = rc;
        if (path)
            cli_blob_free(&src);
    }
    rootsig_ctx_destroy(ctx);
    return worst;
}
