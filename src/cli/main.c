/*
 * main.c: the rootsig command line. Only this directory touches files,
 * streams and exit codes, and it uses nothing but the public header.
 *
 * Exit status: 0 success, 1 input rejected (diagnostics printed),
 * 2 usage or I/O error.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

static const char *const prog = "rootsig";

static void print_help(void)
{
    printf("usage: %s compile [--version 1.0|1.1|1.2] [--compat llvm|dxc]\n"
           "                        [--input dsl|metadata|auto] [--entry NAME]\n"
           "                        [--emit container|part|metadata|dsl|hlsl] [-o FILE]\n"
           "                        (FILE | - | --text 'DSL')\n"
           "       %s compile --define NAME [options] FILE.hlsl\n"
           "       %s check [--version V] [--compat C] [--input KIND] [--entry NAME]\n"
           "                        [--define NAME] (FILE... | --text 'DSL')\n"
           "       %s dump [--format text|json] FILE|-\n"
           "       %s splice CONTAINER RS -o OUT\n"
           "       %s extract CONTAINER -o OUT [--emit container|part]\n"
           "       %s strip CONTAINER -o OUT\n"
           "       %s verify [--rs RS [--define NAME]] FILE...\n"
           "       %s check --shader SHADER... (RS | --text 'DSL')\n"
           "       %s diff [--format text|json] [options] A B\n"
           "       %s decompile [--explicit] [--name NAME] [options] (FILE | - | --text 'DSL')\n"
           "\n"
           "Commands:\n"
           "  compile   compile root-signature DSL to an RTS0 part or container\n"
           "  check     validate without writing anything (DSL, .ll, RTS0 parts, containers);\n"
           "            with --shader, also the shaders' bindings against the last FILE\n"
           "  dump      print every field of an RTS0 part, or a container's parts,\n"
           "            digest and root signature\n"
           "  splice    set the RTS0 of a container (RS: a container, an RTS0 part, DSL\n"
           "            or .ll text, told apart by content); -o may name the input\n"
           "  extract   the RTS0 of a container, as an RS-only container or a bare part\n"
           "  strip     the container without its RTS0\n"
           "  verify    check structure, digest and root signature; exit 0 only if sound.\n"
           "            A compiled shader (DXIL and PSV0 parts) is also checked against\n"
           "            its own RTS0, or with --rs RS, all FILEs as one pipeline against RS\n"
           "            (DSL, .hlsl with --define, .ll, RTS0 part or container):\n"
           "            every binding must be bound (docs/bindings.md)\n"
           "  decompile canonical DSL of any input (DSL, .ll, RTS0 part, container);\n"
           "            with --name NAME, an HLSL #define NAME block\n"
           "  diff      the semantic difference of two root signatures (any inputs): exit\n"
           "            0 if equal, 1 if different, 2 on trouble\n"
           "\n"
           "Options:\n"
           "  --version V       root signature version: 1.0, 1.1 (default) or 1.2; for\n"
           "                    input that has its own (.ll, RTS0, container), a different\n"
           "                    V converts it; lowest: the lowest version that holds it\n"
           "  --lossy           converting down may drop flags (a warning each)\n"
           "  --compat MODE     llvm (default): write clang's explicit default flags;\n"
           "                    dxc: write 0 for unspecified flags, as DXC does\n"
           "  --emit KIND       container (default), part (bare RTS0 data) or metadata\n"
           "                    (!dx.rootsignatures as clang 22 writes it), dsl (canonical\n"
           "                    DSL, as decompile) or hlsl (a #define block; needs --name)\n"
           , prog, prog, prog, prog, prog, prog, prog, prog, prog, prog, prog);
    /* C99 guarantees string literals of 4095 bytes only: the rest in a second call. */
    printf("  --name NAME       the macro --emit hlsl and decompile --name #define\n"
           "  --explicit        decompile: write every value, also the defaults\n"
           "  --diagnostics-format FORMAT\n"
           "                    text (default), json (one object per line) or sarif (a\n"
           "                    SARIF 2.1.0 log of the whole run), on standard error\n"
           "  --color[=WHEN]    colour diagnostics: auto (default: on a terminal, unless\n"
           "                    NO_COLOR is set), always or never\n"
           "  --format FORMAT   dump, decompile, diff: text (default) or json (every field\n"
           "                    with its number and name; docs/schema/rootsig.schema.json)\n"
           "  --input KIND      dsl, metadata (LLVM IR with !dx.rootsignatures) or auto\n"
           "                    (default: metadata for .ll files, DSL otherwise)\n"
           "  --entry NAME      the function whose root signature to use (metadata input;\n"
           "                    default: the first entry; check: every entry); for\n"
           "                    --emit metadata, the function named in the output\n"
           "  --define NAME, -E NAME\n"
           "                    the input is HLSL (.hlsl, .hlsli, .h) and the root\n"
           "                    signature is what its #define NAME expands to, as with\n"
           "                    dxc -T rootsig_1_1 -E NAME (string literals pasted\n"
           "                    without quotes or escape processing; object-like macros\n"
           "                    of the same file expanded; no #include, no #if)\n"
           "  --rs RS           verify: the pipeline's root signature, checked against\n"
           "                    every shader given\n"
           "  --shader FILE     check: a shader container (repeatable; with --shader, all\n"
           "                    inputs but the last, the RS, are shaders too; with --text,\n"
           "                    all are)\n"
           "  -o FILE           output file ('-' or none: standard output)\n"
           "  --text DSL        take the DSL from the argument instead of a file\n"
           "  -Werror           treat warnings as errors\n"
           "  -Wno-RSnnnn       silence one warning by its ID\n"
           "  --max-errors N    stop after N errors (default 20)\n"
           "  -fdiagnostics-parseable-fixits\n"
           "                    also print each suggested edit as clang does:\n"
           "                    fix-it:\"FILE\":{LINE:COL-LINE:COL}:\"TEXT\"\n"
           "  --help            show this help\n"
           "  --version, --about  (as the command) print the program version\n"
           "\n"
           "Exit status: 0 success, 1 input rejected, 2 usage or I/O error.\n");
}

/* ---- options ----------------------------------------------------------- */

typedef struct cli {
    rootsig_options opt;
    const char *output;
    const char *text;
    const char *emit;
    const char *input; /* dsl, metadata, auto (NULL) */
    const char *entry;
    const char *define; /* --define / -E: the input is HLSL, this the macro */
    int version_given;
    const char **inputs;
    int ninputs;
    const char **wno;
    int nwno;
    const char *rs;       /* verify --rs */
    const char **shaders; /* check --shader */
    int nshaders;
    cli_obj obj; /* options of the object-model commands (cmd_decompile.c) */
} cli;

static int parse_version(const char *s, rootsig_version *v)
{
    if (strcmp(s, "1.0") == 0 || strcmp(s, "1_0") == 0 || strcmp(s, "rootsig_1_0") == 0)
        *v = ROOTSIG_VERSION_1_0;
    else if (strcmp(s, "1.1") == 0 || strcmp(s, "1_1") == 0 || strcmp(s, "rootsig_1_1") == 0)
        *v = ROOTSIG_VERSION_1_1;
    else if (strcmp(s, "1.2") == 0 || strcmp(s, "1_2") == 0 || strcmp(s, "rootsig_1_2") == 0)
        *v = ROOTSIG_VERSION_1_2;
    else
        return -1;
    return 0;
}

/* Parses the options shared by the subcommands; returns -1 after a usage error. */
static int parse_args(int argc, char **argv, cli *c)
{
    memset(c, 0, sizeof *c);
    c->opt.version = ROOTSIG_VERSION_1_1;
    c->opt.compat = ROOTSIG_COMPAT_LLVM;
    c->inputs = calloc((size_t)argc + 1, sizeof *c->inputs);
    c->wno = calloc((size_t)argc + 1, sizeof *c->wno);
    c->shaders = calloc((size_t)argc + 1, sizeof *c->shaders);
    if (c->inputs == NULL || c->wno == NULL || c->shaders == NULL) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return -1;
    }
    int only_files = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        const char *val = NULL;
#define TAKES_VALUE(name)                                                                       \
    (strcmp(a, name) == 0 ? (i + 1 < argc ? (val = argv[++i], 1)                                \
                                          : (cli_usage_error("option '%s' needs a value", name), -1)) \
     : (strncmp(a, name "=", sizeof(name)) == 0 ? (val = a + sizeof(name), 1) : 0))
        int r;
        if (only_files || a[0] != '-' || strcmp(a, "-") == 0) {
            c->inputs[c->ninputs++] = a;
        } else if (strcmp(a, "--") == 0) {
            only_files = 1;
        } else if ((r = TAKES_VALUE("--version")) != 0) {
            if (r < 0)
                return -1;
            if (strcmp(val, "lowest") == 0) {
                c->obj.lowest = 1; /* DSL is read as 1.2, then lowered (cmd_decompile.c) */
                c->opt.version = ROOTSIG_VERSION_1_2;
            } else if (parse_version(val, &c->opt.version) != 0) {
                cli_usage_error("unknown root signature version '%s' (use 1.0, 1.1, 1.2 or lowest)",
                                val);
                return -1;
            }
            c->version_given = 1;
        } else if ((r = TAKES_VALUE("--compat")) != 0) {
            if (r < 0)
                return -1;
            if (strcmp(val, "llvm") == 0 || strcmp(val, "clang") == 0)
                c->opt.compat = ROOTSIG_COMPAT_LLVM;
            else if (strcmp(val, "dxc") == 0)
                c->opt.compat = ROOTSIG_COMPAT_DXC;
            else {
                cli_usage_error("unknown compat mode '%s' (use llvm or dxc)", val);
                return -1;
            }
        } else if ((r = TAKES_VALUE("--emit")) != 0) {
            if (r < 0)
                return -1;
            c->emit = val;
        } else if ((r = TAKES_VALUE("--input")) != 0) {
            if (r < 0)
                return -1;
            if (strcmp(val, "dsl") != 0 && strcmp(val, "metadata") != 0 &&
                strcmp(val, "auto") != 0) {
                cli_usage_error("unknown --input kind '%s' (use dsl, metadata or auto)", val);
                return -1;
            }
            c->input = val;
        } else if ((r = TAKES_VALUE("--entry")) != 0) {
            if (r < 0)
                return -1;
            c->entry = val;
        } else if ((r = TAKES_VALUE("--define")) != 0 || (r = TAKES_VALUE("-E")) != 0) {
            if (r < 0)
                return -1;
            c->define = val;
        } else if (strncmp(a, "-E", 2) == 0 && a[2] != '\0') {
            c->define = a + 2; /* DXC's joined spelling: -ENAME */
        } else if ((r = TAKES_VALUE("--rs")) != 0) {
            if (r < 0)
                return -1;
            c->rs = val;
        } else if ((r = TAKES_VALUE("--shader")) != 0) {
            if (r < 0)
                return -1;
            c->shaders[c->nshaders++] = val;
        } else if ((r = TAKES_VALUE("-o")) != 0) {
            if (r < 0)
                return -1;
            c->output = val;
        } else if ((r = TAKES_VALUE("--text")) != 0) {
            if (r < 0)
                return -1;
            c->text = val;
        } else if ((r = TAKES_VALUE("--max-errors")) != 0) {
            if (r < 0)
                return -1;
            char *end;
            unsigned long n = strtoul(val, &end, 10);
            if (*end || n == 0 || n > 100000) {
                cli_usage_error("--max-errors needs a number from 1 to 100000, not '%s'", val);
                return -1;
            }
            c->opt.max_errors = (unsigned)n;
        } else if (strcmp(a, "-Werror") == 0) {
            c->opt.werror = 1;
        } else if (strcmp(a, "-fdiagnostics-parseable-fixits") == 0) {
            cli_set_parseable_fixits(1);
        } else if (strncmp(a, "-Wno-", 5) == 0) {
            c->wno[c->nwno++] = a + 5;
        } else if ((r = cli_obj_option(&c->obj, argc, argv, &i)) != 0) {
            if (r < 0)
                return -1;
        } else {
            cli_usage_error("unknown option '%s'", a);
            return -1;
        }
#undef TAKES_VALUE
    }
    return 0;
}

static rootsig_ctx *new_ctx(const cli *c)
{
    rootsig_ctx *ctx = NULL;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return NULL;
    }
    for (int i = 0; i < c->nwno; i++) {
        if (rootsig_ctx_disable_warning(ctx, c->wno[i], 1) != ROOTSIG_OK) {
            cli_usage_error("-Wno-%s: no warning has that ID", c->wno[i]);
            rootsig_ctx_destroy(ctx);
            return NULL;
        }
    }
    return ctx;
}

/* ---- commands ----------------------------------------------------------- */

static int get_source(const cli *c, cli_blob *src, const char **name, int *owned)
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
    return rc;
}

/* Is this input LLVM metadata? --input, or for auto a file name ending in .ll. */
static int is_metadata(const cli *c, const char *path)
{
    if (c->define)
        return 0; /* HLSL */
    if (c->input && strcmp(c->input, "auto") != 0)
        return strcmp(c->input, "metadata") == 0;
    size_t n = path ? strlen(path) : 0;
    return n > 3 && strcmp(path + n - 3, ".ll") == 0;
}

/* Options for reading metadata: its own version (a differing --version converts). */
static rootsig_options metadata_options(const cli *c)
{
    rootsig_options o = c->opt;
    o.version = (rootsig_version)0;
    return o;
}

/* Options for validating and writing sig: its own version. */
static rootsig_options sig_options(const cli *c, const rootsig_signature *sig)
{
    rootsig_options o = c->opt;
    o.version = rootsig_signature_version(sig);
    return o;
}

/* The function of a module's first entry, for --emit metadata (NULL if none). */
static char *first_entry(const cli *c, const cli_blob *src, const char *name)
{
    rootsig_ctx *tmp = new_ctx(c);
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

/* --define takes HLSL text: not with --input metadata. */
static int define_conflict(const cli *c)
{
    if (c->define && c->input && strcmp(c->input, "metadata") == 0) {
        cli_usage_error("%s",
                        "--define takes an HLSL file; it cannot be used with --input metadata");
        return 1;
    }
    return 0;
}

static int cmd_compile(const cli *c)
{
    if (define_conflict(c))
        return CLI_EXIT_USAGE;
    const char *emit = c->emit ? c->emit : "container";
    int dsl = strcmp(emit, "dsl") == 0, hlsl = strcmp(emit, "hlsl") == 0;
    if (strcmp(emit, "part") != 0 && strcmp(emit, "container") != 0 &&
        strcmp(emit, "metadata") != 0 && !dsl && !hlsl) {
        cli_usage_error("unknown --emit kind '%s' (use container, part, metadata, dsl or hlsl)",
                        emit);
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
    rootsig_ctx *ctx = new_ctx(c);
    if (ctx == NULL) {
        if (owned)
            free(src.data);
        return CLI_EXIT_USAGE;
    }
    rootsig_signature *sig = NULL;
    int md = is_metadata(c, c->text || c->ninputs == 0 ? NULL : c->inputs[0]);
    rootsig_options mo = metadata_options(c);
    rootsig_status st =
        c->define ? rootsig_parse_hlsl_define(ctx, name, src.data, src.len, c->define, &c->opt, &sig)
        : md      ? rootsig_parse_metadata(ctx, name, src.data, src.len, &mo, c->entry, &sig)
        : !c->text && (cli_is_container(&src) || cli_is_part(&src))
            ? rootsig_read_binary(ctx, name, src.data, src.len, &sig)
            : rootsig_parse_dsl(ctx, name, src.data, src.len, &c->opt, &sig);
    rootsig_options so = c->opt;
    if (st == ROOTSIG_OK)
        st = cli_convert(ctx, &sig, &c->opt, c->version_given, &c->obj);
    if (st == ROOTSIG_OK) {
        so = sig_options(c, sig);
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
        int container = strcmp(emit, "container") == 0;
        size_t cap = container ? rootsig_container_bound(sig) : rootsig_rts0_bound(sig);
        out = malloc(cap ? cap : 1);
        if (out == NULL)
            st = ROOTSIG_ERR_NOMEM;
        else if (container)
            st = rootsig_write_container(ctx, sig, &so, out, cap, &len);
        else
            st = rootsig_write_rts0(ctx, sig, &so, out, cap, &len);
    }
    rc = cli_status_exit(ctx, st, 0);
    if (rc == CLI_EXIT_OK)
        rc = text ? cli_write_output(c->output, text, len, 0) : cli_write_output(c->output, out, len, 1);
    free(out);
    rootsig_ctx_destroy(ctx);
    if (owned)
        free(src.data);
    return rc;
}

static cli_rs_spec rs_spec(const cli *c, const char *path)
{
    cli_rs_spec rs = {path, path ? NULL : c->text, c->define, c->input, c->entry,
                      c->version_given};
    return rs;
}

/* check --shader SHADER... RS: the shaders of one pipeline against RS. */
static int cmd_check_shaders(cli *c)
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
    rootsig_ctx *ctx = new_ctx(c);
    if (ctx == NULL)
        return CLI_EXIT_USAGE;
    cli_rs_spec rs = rs_spec(c, c->text ? NULL : c->inputs[c->ninputs - 1]);
    int rc = cli_bindings(ctx, &c->opt, &rs, c->shaders, c->nshaders);
    rootsig_ctx_destroy(ctx);
    return rc;
}

static int cmd_check(cli *c)
{
    if (define_conflict(c))
        return CLI_EXIT_USAGE;
    if (c->nshaders)
        return cmd_check_shaders(c);
    rootsig_ctx *ctx = new_ctx(c);
    if (ctx == NULL)
        return CLI_EXIT_USAGE;
    int worst = CLI_EXIT_OK;
    int n = c->text ? 1 : c->ninputs;
    if (n == 0) {
        cli_usage_error("%s", "no input (give FILE..., - or --text 'DSL')");
        rootsig_ctx_destroy(ctx);
        return CLI_EXIT_USAGE;
    }
    if (c->text && c->ninputs) {
        cli_usage_error("give either --text or input files, not both%s", "");
        rootsig_ctx_destroy(ctx);
        return CLI_EXIT_USAGE;
    }
    for (int i = 0; i < n; i++) {
        cli_blob src = {NULL, 0};
        const char *name = "<text>";
        int owned = 0;
        if (c->text) {
            src.data = (char *)c->text;
            src.len = strlen(c->text);
        } else {
            name = strcmp(c->inputs[i], "-") == 0 ? "<stdin>" : c->inputs[i];
            int rc = cli_read_input(c->inputs[i], &src);
            if (rc != CLI_EXIT_OK) {
                worst = CLI_EXIT_USAGE;
                continue;
            }
            owned = 1;
        }
        size_t from = rootsig_diag_count(ctx);
        rootsig_signature *sig = NULL;
        rootsig_status st;
        rootsig_options mo = metadata_options(c);
        int md = is_metadata(c, c->text ? NULL : c->inputs[i]);
        if (c->define) {
            st = rootsig_parse_hlsl_define(ctx, name, src.data, src.len, c->define, &c->opt, &sig);
            if (st == ROOTSIG_OK) {
                rootsig_options so = sig_options(c, sig);
                st = rootsig_validate(ctx, sig, &so);
            }
        } else if (!c->text && (cli_is_container(&src) || cli_is_part(&src))) {
            /* A compiled root signature: the same rules, reported at byte offsets. */
            st = rootsig_read_binary(ctx, name, src.data, src.len, &sig);
            if (st == ROOTSIG_OK) {
                rootsig_options so = sig_options(c, sig);
                st = rootsig_validate(ctx, sig, &so);
            }
        } else if (md && c->entry == NULL) {
            /* a module: every entry, parsed once */
            size_t count = 0;
            rootsig_signature *const *sigs = NULL;
            st = rootsig_parse_metadata_all(ctx, name, src.data, src.len, &mo, &count, &sigs,
                                            NULL);
            for (size_t k = 0; k < count && sigs; k++) {
                if (sigs[k] == NULL)
                    continue;
                rootsig_options so = sig_options(c, sigs[k]);
                rootsig_status vs = rootsig_validate(ctx, sigs[k], &so);
                if (vs != ROOTSIG_OK && (st == ROOTSIG_OK || vs != ROOTSIG_ERR_INPUT))
                    st = vs;
            }
        } else {
            st = md ? rootsig_parse_metadata(ctx, name, src.data, src.len, &mo, c->entry, &sig)
                     : rootsig_parse_dsl(ctx, name, src.data, src.len, &c->opt, &sig);
            if (st == ROOTSIG_OK) {
                rootsig_options so = sig_options(c, sig);
                st = rootsig_validate(ctx, sig, &so);
            }
        }
        int rc = cli_status_exit(ctx, st, from);
        if (rc > worst)
            worst = rc;
        if (owned)
            free(src.data);
    }
    rootsig_ctx_destroy(ctx);
    return worst;
}

static int cmd_dump(const cli *c)
{
    if (c->obj.json && ((c->ninputs == 1 && !c->text) || (c->text && !c->ninputs))) {
        rootsig_ctx *ctx = new_ctx(c);
        if (ctx == NULL)
            return CLI_EXIT_USAGE;
        cli_in in = {c->opt, c->version_given, c->input, c->entry, c->define, &c->obj};
        int rc = cli_json(ctx, &in, c->text ? NULL : c->inputs[0], c->text, c->output, 0);
        rootsig_ctx_destroy(ctx);
        return rc;
    }
    if (c->ninputs != 1 || c->text) {
        cli_usage_error("%s", "dump takes one input file (or -)");
        return CLI_EXIT_USAGE;
    }
    rootsig_ctx *ctx = new_ctx(c);
    if (ctx == NULL)
        return CLI_EXIT_USAGE;
    int rc = cli_dump(ctx, &c->opt, c->inputs[0], c->output);
    rootsig_ctx_destroy(ctx);
    return rc;
}

/* splice, extract, strip: one container in, one file out. */
static int cmd_binary(const cli *c, const char *cmd)
{
    int want = strcmp(cmd, "splice") == 0 ? 2 : 1;
    if (c->ninputs != want || c->text) {
        cli_usage_error(want == 2 ? "%s takes a container and a root signature (container, "
                                    "RTS0 part, DSL or .ll file)"
                                  : "%s takes one container",
                        cmd);
        return CLI_EXIT_USAGE;
    }
    if (c->output == NULL) {
        cli_usage_error("%s needs -o FILE (it may name the input for an in-place edit, or - "
                        "for standard output)",
                        cmd);
        return CLI_EXIT_USAGE;
    }
    rootsig_ctx *ctx = new_ctx(c);
    if (ctx == NULL)
        return CLI_EXIT_USAGE;
    int rc;
    if (want == 2)
        rc = cli_splice(ctx, &c->opt, c->inputs[0], c->inputs[1], c->output);
    else if (strcmp(cmd, "extract") == 0)
        rc = cli_extract(ctx, c->inputs[0], c->output, c->emit);
    else
        rc = cli_strip(ctx, c->inputs[0], c->output);
    rootsig_ctx_destroy(ctx);
    return rc;
}

static int cmd_decompile(const cli *c)
{
    if (define_conflict(c))
        return CLI_EXIT_USAGE;
    if ((c->ninputs != 1 && !c->text) || (c->text && c->ninputs)) {
        cli_usage_error("%s", "decompile takes one input (FILE, - or --text 'DSL')");
        return CLI_EXIT_USAGE;
    }
    rootsig_ctx *ctx = new_ctx(c);
    if (ctx == NULL)
        return CLI_EXIT_USAGE;
    cli_in in = {c->opt, c->version_given, c->input, c->entry, c->define, &c->obj};
    int rc = cli_decompile(ctx, &in, &c->obj, c->text ? NULL : c->inputs[0], c->text, c->output);
    rootsig_ctx_destroy(ctx);
    return rc;
}

static int cmd_diff(const cli *c)
{
    if (c->ninputs != 2 || c->text) {
        cli_usage_error("%s", "diff takes two inputs (DSL, .ll, RTS0 parts or containers)");
        return CLI_EXIT_USAGE;
    }
    rootsig_ctx *ctx = new_ctx(c);
    if (ctx == NULL)
        return CLI_EXIT_USAGE;
    cli_in in = {c->opt, c->version_given, c->input, c->entry, c->define, &c->obj};
    int rc = cli_diff(ctx, &in, &c->obj, c->inputs[0], c->inputs[1], c->output);
    rootsig_ctx_destroy(ctx);
    return rc;
}

static int cmd_verify(const cli *c)
{
    if (c->ninputs == 0 || c->text) {
        cli_usage_error("%s", "verify takes one or more files");
        return CLI_EXIT_USAGE;
    }
    if (define_conflict(c))
        return CLI_EXIT_USAGE;
    if (c->define && c->rs == NULL) {
        cli_usage_error("%s", "verify takes --define only with --rs (the HLSL file that "
                              "holds the root signature)");
        return CLI_EXIT_USAGE;
    }
    rootsig_ctx *ctx = new_ctx(c);
    if (ctx == NULL)
        return CLI_EXIT_USAGE;
    cli_rs_spec rs = rs_spec(c, c->rs);
    int rc = cli_verify_all(ctx, &c->opt, c->rs ? &rs : NULL, c->inputs, c->ninputs);
    rootsig_ctx_destroy(ctx);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        cli_usage_error("%s", "no command given");
        return CLI_EXIT_USAGE;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        print_help();
        return CLI_EXIT_OK;
    }
    if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "--about") == 0) {
        printf("rootsig %s (root signature versions 1.0, 1.1, 1.2)\n", rootsig_version_string());
        return CLI_EXIT_OK;
    }
    cli c;
    if (parse_args(argc - 2, argv + 2, &c) != 0) {
        free(c.inputs);
        free(c.wno);
        free(c.shaders);
        return CLI_EXIT_USAGE;
    }
    int rc;
    if (strcmp(cmd, "compile") == 0)
        rc = cmd_compile(&c);
    else if (strcmp(cmd, "check") == 0)
        rc = cmd_check(&c);
    else if (strcmp(cmd, "dump") == 0)
        rc = cmd_dump(&c);
    else if (strcmp(cmd, "splice") == 0 || strcmp(cmd, "extract") == 0 ||
             strcmp(cmd, "strip") == 0)
        rc = cmd_binary(&c, cmd);
    else if (strcmp(cmd, "verify") == 0)
        rc = cmd_verify(&c);
    else if (strcmp(cmd, "decompile") == 0)
        rc = cmd_decompile(&c);
    else if (strcmp(cmd, "diff") == 0)
        rc = cmd_diff(&c);
    else {
        cli_usage_error("unknown command '%s'", cmd);
        rc = CLI_EXIT_USAGE;
    }
    cli_diag_finish();
    free(c.inputs);
    free(c.wno);
    free(c.shaders);
    return rc;
}
