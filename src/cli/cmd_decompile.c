/*
 * cmd_decompile.c: `rootsig decompile` and `compile --emit dsl|hlsl`, the
 * signature back to canonical DSL (docs/decompile.md). Public API only.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

int cli_obj_option(cli_obj *o, int argc, char **argv, int *i)
{
    const char *a = argv[*i];
    int r = cli_diag_option(argc, argv, i);
    if (r != 0)
        return r;
    if (strcmp(a, "--explicit") == 0) {
        o->explicit_values = 1;
        return 1;
    }
    if (strcmp(a, "--format") == 0 || strncmp(a, "--format=", 9) == 0) {
        const char *v = a[8] == '=' ? a + 9 : *i + 1 < argc ? argv[++*i] : NULL;
        if (v == NULL) {
            cli_usage_error("option '%s' needs a value", "--format");
            return -1;
        }
        if (strcmp(v, "text") != 0 && strcmp(v, "json") != 0) {
            cli_usage_error("unknown --format '%s' (use text or json)", v);
            return -1;
        }
        o->json = strcmp(v, "json") == 0;
        return 1;
    }
    if (strcmp(a, "--lossy") == 0) {
        o->lossy = 1;
        return 1;
    }
    if (strcmp(a, "--name") == 0 || strncmp(a, "--name=", 7) == 0) {
        if (a[6] == '=') {
            o->name = a + 7;
        } else if (*i + 1 < argc) {
            o->name = argv[++*i];
        } else {
            cli_usage_error("option '%s' needs a value", "--name");
            return -1;
        }
        return 1;
    }
    return 0;
}

static int ends_with(const char *s, const char *suffix)
{
    size_t n = s ? strlen(s) : 0, m = strlen(suffix);
    return n > m && strcmp(s + n - m, suffix) == 0;
}

rootsig_status cli_convert(rootsig_ctx *ctx, rootsig_signature **sig, const rootsig_options *opt,
                           int version_given, const cli_obj *o)
{
    rootsig_version target = o->lowest ? (rootsig_version)0 : opt->version;
    if (!o->lowest && (!version_given || target == rootsig_signature_version(*sig)))
        return ROOTSIG_OK;
    rootsig_signature *out = NULL;
    rootsig_status st =
        rootsig_convert(ctx, *sig, target, opt, o->lossy ? ROOTSIG_CONVERT_LOSSY : 0, &out);
    if (st == ROOTSIG_OK)
        *sig = out;
    return st;
}

rootsig_status cli_read_any(rootsig_ctx *ctx, const cli_in *in, const cli_blob *src,
                            const char *name, const char *path, rootsig_signature **sig)
{
    rootsig_status st;
    rootsig_options mo = in->opt;
    mo.version = (rootsig_version)0; /* metadata carries its own version; --version converts */
    int md = in->input ? strcmp(in->input, "metadata") == 0
                       : ends_with(path, ".ll");
    if (path && in->is_hlsl && in->is_hlsl(in->hlsl_user, path))
        st = in->parse_hlsl(in->hlsl_user, ctx, name, src, sig);
    else if (path && (cli_is_container(src) || cli_is_part(src)))
        st = rootsig_read_binary(ctx, name, src->data, src->len, sig);
    else if (md)
        st = rootsig_parse_metadata(ctx, name, src->data, src->len, &mo, in->entry, sig);
    else
        st = rootsig_parse_dsl(ctx, name, src->data, src->len, &in->opt, sig);
    if (st == ROOTSIG_OK)
        st = cli_convert(ctx, sig, &in->opt, in->version_given, in->obj);
    return st;
}

rootsig_status cli_load(rootsig_ctx *ctx, const cli_in *in, const cli_blob *src,
                        const char *name, const char *path, rootsig_signature **sig)
{
    rootsig_status st = cli_read_any(ctx, in, src, name, path, sig);
    if (st == ROOTSIG_OK) {
        rootsig_options so = in->opt;
        so.version = rootsig_signature_version(*sig);
        st = rootsig_validate(ctx, *sig, &so);
    }
    return st;
}

rootsig_status cli_decompile_text(rootsig_ctx *ctx, const rootsig_signature *sig,
                                  const rootsig_options *opt, const cli_obj *o, int hlsl,
                                  const char **text, size_t *len)
{
    rootsig_decompile_options d = {o->explicit_values, hlsl ? o->name : NULL};
    return rootsig_decompile(ctx, sig, opt, &d, text, len);
}

int cli_check_name(const cli_obj *o, int hlsl)
{
    if (hlsl && o->name == NULL) {
        cli_usage_error("%s", "--emit hlsl needs --name NAME (the macro to #define)");
        return -1;
    }
    if (o->name) {
        const char *s = o->name;
        int ok = (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_';
        for (; ok && *s; s++)
            ok = (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
                 (*s >= '0' && *s <= '9') || *s == '_';
        if (!ok) {
            cli_usage_error("--name '%s' is not an identifier", o->name);
            return -1;
        }
    }
    return 0;
}

int cli_decompile(rootsig_ctx *ctx, const cli_in *in, const cli_obj *o, const char *path,
                  const char *text, const char *output)
{
    if (o->json)
        return cli_json(ctx, in, path, text, output, 1);
    if (cli_check_name(o, 0) != 0)
        return CLI_EXIT_USAGE;
    cli_blob src = {NULL, 0, 0};
    const char *name;
    int read_rc = cli_read_text_or_file(path, text, &src, &name);
    if (read_rc != CLI_EXIT_OK)
        return read_rc;
    rootsig_signature *sig = NULL;
    rootsig_status st = cli_load(ctx, in, &src, name, text ? NULL : path, &sig);
    const char *out = NULL;
    size_t len = 0;
    if (st == ROOTSIG_OK) {
        rootsig_options so = in->opt;
        so.version = rootsig_signature_version(sig);
        st = cli_decompile_text(ctx, sig, &so, o, o->name != NULL, &out, &len);
    }
    int rc = cli_status_exit(ctx, st, 0);
    if (rc == CLI_EXIT_OK)
        rc = cli_write_output(output, out, len, 0);
    if (!text)
        cli_blob_free(&src);
    return rc;
}
