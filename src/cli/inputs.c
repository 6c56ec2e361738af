/*
 * inputs.c: what kind an input is (HLSL, LLVM metadata, else DSL or binary
 * by content) as the options say, and how HLSL is read: its includes
 * resolved as the -I options say, each file recorded for the depfile.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n > k && strcmp(s + n - k, suffix) == 0;
}

/* --entry makes a file named .hlsl, .hlsli, .fx, .fxh or .h HLSL (for .ll it picks a metadata entry). */
int cli_is_hlsl(const cli *c, const char *path)
{
    if (c->define || c->subobject)
        return 1;
    if (c->input)
        return strcmp(c->input, "hlsl") == 0;
    if (c->entry == NULL || path == NULL)
        return 0;
    return ends_with(path, ".hlsl") || ends_with(path, ".hlsli") || ends_with(path, ".fx") ||
           ends_with(path, ".fxh") || ends_with(path, ".h");
}

static char *join_path(const char *dir, size_t dlen, const char *name)
{
    size_t n = strlen(name);
    char *r = malloc(dlen + n + 2);
    if (r == NULL)
        return NULL;
    memcpy(r, dir, dlen);
    size_t k = dlen;
    if (dlen && dir[dlen - 1] != '/')
        r[k++] = '/';
    memcpy(r + k, name, n + 1);
    return r;
}

/*
 * The include callback: "name" beside the including file, then in the -I
 * directories in order; <name> in the -I directories. Every file read is
 * recorded for the depfile.
 */
static int include_file(void *user, const char *name, const char *includer, int angled,
                        const char **resolved, const char **text, size_t *length)
{
    cli *c = user;
    for (int k = angled ? 0 : -1; k < c->nincdirs; k++) {
        char *path;
        if (name[0] == '/') {
            if (k > (angled ? 0 : -1))
                break;
            path = join_path("", 0, name);
        } else if (k < 0) {
            const char *slash = strrchr(includer, '/');
            path = slash ? join_path(includer, (size_t)(slash - includer + 1), name)
                         : join_path("", 0, name);
        } else {
            path = join_path(c->incdirs[k], strlen(c->incdirs[k]), name);
        }
        if (path == NULL || cli_note_owned(c, path) != 0) {
            free(path);
            *resolved = "out of memory";
            return -1;
        }
        if (!cli_path_exists(path, 1))
            continue;
        FILE *f = fopen(path, "rb");
        if (f == NULL) {
            *resolved = strerror(errno);
            return -1;
        }
        fclose(f);
        cli_blob b;
        if (cli_read_input(path, &b) != CLI_EXIT_OK) {
            *resolved = "read error";
            return -1;
        }
        if (cli_note_read(c, path) != 0 || cli_note_owned_blob(c, &b) != 0) {
            cli_blob_free(&b);
            *resolved = "out of memory";
            return -1;
        }
        *resolved = path;
        *text = b.data;
        *length = b.len;
        return 0;
    }
    return 1;
}

rootsig_status cli_parse_hlsl(cli *c, rootsig_ctx *ctx, const char *name, const cli_blob *src,
                                 rootsig_signature **sig)
{
    rootsig_hlsl_input in;
    memset(&in, 0, sizeof in);
    in.pick = c->define ? ROOTSIG_HLSL_DEFINE
              : c->subobject ? ROOTSIG_HLSL_SUBOBJECT
                             : ROOTSIG_HLSL_ENTRY;
    in.name = c->define ? c->define : c->subobject ? c->subobject : c->entry;
    in.macros = c->macros;
    in.nmacros = (size_t)c->nmacros;
    in.include = include_file;
    in.include_user = c;
    return rootsig_parse_hlsl(ctx, name, src->data, src->len, &in, &c->opt, sig);
}


int cli_is_metadata(const cli *c, const char *path)
{
    if (cli_is_hlsl(c, path))
        return 0;
    if (c->input && strcmp(c->input, "auto") != 0)
        return strcmp(c->input, "metadata") == 0;
    size_t n = path ? strlen(path) : 0;
    return n > 3 && strcmp(path + n - 3, ".ll") == 0;
}

rootsig_options cli_metadata_options(const cli *c)
{
    rootsig_options o = c->opt;
    o.version = (rootsig_version)0;
    return o;
}

rootsig_options cli_sig_options(const cli *c, const rootsig_signature *sig)
{
    rootsig_options o = c->opt;
    o.version = rootsig_signature_version(sig);
    return o;
}

static rootsig_status parse_hlsl_rs(void *user, rootsig_ctx *ctx, const char *name,
                                    const cli_blob *src, rootsig_signature **sig)
{
    return cli_parse_hlsl(user, ctx, name, src, sig);
}

static int is_hlsl_input(void *user, const char *path)
{
    return cli_is_hlsl(user, path);
}

cli_in cli_input_spec(cli *c)
{
    cli_in in = {c->opt,   c->version_given, c->input,     c->entry,
                 &c->obj,  is_hlsl_input,    parse_hlsl_rs, c};
    return in;
}

cli_rs_spec cli_rs_spec_for(cli *c, const char *path)
{
    cli_rs_spec rs = {path,     path ? NULL : c->text, path && cli_is_hlsl(c, path),
                      c->input, c->entry,              c->version_given,
                      parse_hlsl_rs, c};
    return rs;
}

/* check --shader SHADER... RS: the shaders of one pipeline against RS. */

int cli_define_conflict(const cli *c)
{
    if ((c->define || c->subobject) && c->input && strcmp(c->input, "hlsl") != 0) {
        cli_usage_error("%s", c->define ? "--define takes an HLSL file; it cannot be used with "
                                          "--input dsl or metadata"
                                        : "--subobject takes an HLSL file; it cannot be used "
                                          "with --input dsl or metadata");
        return 1;
    }
    if ((c->nmacros || c->nincdirs) && !c->define && !c->subobject && !c->entry &&
        !(c->input && strcmp(c->input, "hlsl") == 0)) {
        cli_usage_error("%s", "-D, -U and -I are for HLSL inputs (with --define, --entry or "
                              "--subobject)");
        return 1;
    }
    if ((c->define != NULL) + (c->subobject != NULL) + (c->entry != NULL && (c->define || c->subobject)) > 1) {
        cli_usage_error("%s", "give one of --define (-E), --entry and --subobject");
        return 1;
    }
    return 0;
}

