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
           "                        [--emit container|part|metadata|c-header|dsl|hlsl]\n"
           "                        [-o FILE]\n"
           "                        (FILE | - | --text 'DSL')\n"
           "       %s compile [-D N[=V]] [-U N] [-I DIR] (--define NAME | --entry FUNC |\n"
           "                        --subobject NAME) [options] FILE.hlsl\n"
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
           "  dxc       DXC's command line for root signatures ('%s dxc -help')\n",
           prog, prog, prog, prog, prog, prog, prog, prog, prog, prog, prog, prog);
    /* Two calls: C compilers need to support string literals of only 4095 bytes. */
    fputs("\n"
           "Options:\n"
           "  --version V       root signature version: 1.0, 1.1 (default) or 1.2; for\n"
           "                    input that has its own (.ll, RTS0, container), a different\n"
           "                    V converts it; lowest: the lowest version that holds it\n"
           "  --lossy           converting down may drop flags (a warning each)\n"
           "  --compat MODE     llvm (default): write clang's explicit default flags;\n"
           "                    dxc: write 0 for unspecified flags, as DXC does\n"
           "  --emit KIND       container (default), part (bare RTS0 data), metadata\n"
           "                    (!dx.rootsignatures as clang 22 writes it) or c-header\n"
           "                    (a C/C++ header holding the bytes of --embed's output)\n"
           "  --name NAME       (c-header) the array's name; NAME_SIZE is its size\n"
           "  --embed KIND      (c-header) container (default) or part\n"
           "  --emit dsl        canonical DSL, as decompile; --emit hlsl: the same as an\n"
           "                    HLSL #define block (--name NAME names the macro)\n"
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
           "                    the input is HLSL (.hlsl, .hlsli, .h), preprocessed, and\n"
           "                    the root signature is what macro NAME expands to at its\n"
           "                    end, as with dxc -T rootsig_1_1 -E NAME (docs/hlsl.md)\n"
           "  --entry FUNC      for an .hlsl input: the [RootSignature(...)] of FUNC\n"
           "  --subobject NAME  HLSL: a GlobalRootSignature/LocalRootSignature subobject\n"
           "  -D NAME[=VALUE], -U NAME, -I DIR\n"
           "                    HLSL: define/undefine a macro before the file (in order);\n"
           "                    search DIR for #include (after the including file's dir)\n"
           "  --rs RS           verify: the pipeline's root signature, checked against\n"
           "                    every shader given\n"
           "  --shader FILE     check: a shader container (repeatable; with --shader, all\n"
           "                    inputs but the last, the RS, are shaders too; with --text,\n"
           "                    all are)\n"
           "  -o FILE           output file ('-' or none: standard output)\n"
           "  -MD               (compile) also write a depfile beside -o (rs.cso: rs.d)\n"
           "                    listing every file read, for Make and Ninja\n"
           "  -MF FILE          (compile) write the depfile to FILE\n"
           "  -MT TARGET        the depfile's target, as given (repeatable; default:\n"
           "                    the -o file, escaped)\n"
           "  -MP               an empty rule for every included file in the depfile\n"
           "  --text DSL        take the DSL from the argument instead of a file\n"
           "  -Werror           treat warnings as errors\n"
           "  -Wno-RSnnnn       silence one warning by its ID\n"
           "  --max-errors N    stop after N errors (default 20)\n"
           "  -j N, --jobs N    threads for a metadata module: read in parts (896 KB\n"
           "                    or more), and (check) its entries checked in runs\n"
           "                    the threads take as they are free (2 MB or more,\n"
           "                    1 MB for the program on musl; default: one per\n"
           "                    processor, at most 8)\n"
           "  -fdiagnostics-parseable-fixits\n"
           "                    also print each suggested edit as clang does:\n"
           "                    fix-it:\"FILE\":{LINE:COL-LINE:COL}:\"TEXT\"\n"
           "  --help            show this help\n"
           "  --version, --about  (as the command) print the program version\n"
           "\n"
           "Exit status: 0 success, 1 input rejected, 2 usage or I/O error.\n",
          stdout);
}

/* ---- options ----------------------------------------------------------- */

/* -j/--jobs: the most threads asked for, and by default (one per processor up to it). */
#define CLI_MAX_JOBS 64
#define CLI_MAX_JOBS_TEXT "64"
#define CLI_DEFAULT_JOBS 8
/* check starts its threads before it reads a module this large (cmd_check). */
enum { CLI_CREW_BYTES = 896 * 1024 };

typedef struct cli {
    rootsig_options opt;
    const char *output;
    const char *text;
    const char *emit;
    const char *name;  /* --name, for --emit c-header */
    const char *embed; /* --embed container|part, for --emit c-header */
    const char *input; /* dsl, metadata, auto (NULL) */
    const char *entry;
    const char *define; /* --define / -E: the input is HLSL, this the macro */
    int version_given;
    const char **inputs;
    int ninputs;
    const char **wno;
    int nwno;
    cli_runner runner;    /* jobs: -j/--jobs (0: one per processor); crew: check's threads */
    const char *rs;       /* verify --rs */
    const char **shaders; /* check --shader */
    int nshaders;
    cli_obj obj; /* options of the object-model commands (cmd_decompile.c) */
    /* depfile: -MD, -MF FILE, -MT TARGET (repeatable), -MP */
    int md, mp;
    const char *mf;
    const char **mt;
    int nmt;
    /* every file read, for the depfile (the input first) */
    const char **read;
    int nread, read_cap;
    /* HLSL: -D/-U in order, -I in order, --subobject */
    rootsig_hlsl_macro *macros;
    int nmacros;
    const char **incdirs;
    int nincdirs;
    const char *subobject;
    /* rootsig dxc: -Fh FILE and -Vn NAME; -M (dependencies to standard output only) */
    const char *fh, *vn;
    int deps_only;
    /* memory the include callback hands out, freed after the parse */
    char **owned;
    int nowned, owned_cap;
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

/* Memory freed when the command is done. -1 on OOM. */
static int note_owned(cli *c, char *mem)
{
    if (c->nowned == c->owned_cap) {
        int cap = c->owned_cap ? c->owned_cap * 2 : 8;
        char **o = realloc(c->owned, (size_t)cap * sizeof *o);
        if (o == NULL)
            return -1;
        c->owned = o;
        c->owned_cap = cap;
    }
    c->owned[c->nowned++] = mem;
    return 0;
}

static void free_cli(cli *c)
{
    cli_crew_stop(c->runner.crew); /* the threads of a large module's reading and check, if any */
    c->runner.crew = NULL;
    for (int i = 0; i < c->nowned; i++)
        free(c->owned[i]);
    free(c->owned);
    free(c->inputs);
    free(c->wno);
    free(c->mt);
    free(c->read);
    free(c->macros);
    free(c->incdirs);
    free(c->shaders);
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
    c->mt = calloc((size_t)argc + 1, sizeof *c->mt);
    c->macros = calloc((size_t)argc + 1, sizeof *c->macros);
    c->incdirs = calloc((size_t)argc + 1, sizeof *c->incdirs);
    if (c->inputs == NULL || c->wno == NULL || c->shaders == NULL || c->mt == NULL ||
        c->macros == NULL || c->incdirs == NULL) {
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
        } else if ((r = TAKES_VALUE("--name")) != 0) {
            if (r < 0)
                return -1;
            c->name = val;
        } else if ((r = TAKES_VALUE("--embed")) != 0) {
            if (r < 0)
                return -1;
            if (strcmp(val, "container") != 0 && strcmp(val, "part") != 0) {
                cli_usage_error("unknown --embed kind '%s' (use container or part)", val);
                return -1;
            }
            c->embed = val;
        } else if ((r = TAKES_VALUE("--input")) != 0) {
            if (r < 0)
                return -1;
            if (strcmp(val, "dsl") != 0 && strcmp(val, "metadata") != 0 &&
                strcmp(val, "hlsl") != 0 && strcmp(val, "auto") != 0) {
                cli_usage_error("unknown --input kind '%s' (use dsl, metadata, hlsl or auto)", val);
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
        } else if ((r = TAKES_VALUE("--jobs")) != 0 || (r = TAKES_VALUE("-j")) != 0 ||
                   (strncmp(a, "-j", 2) == 0 && a[2] >= '0' && a[2] <= '9' && (val = a + 2, r = 1))) {
            if (r < 0)
                return -1;
            char *end;
            unsigned long n = strtoul(val, &end, 10);
            if (*end || n == 0 || n > CLI_MAX_JOBS || val[0] == '-' || val[0] == '+') {
                cli_usage_error("--jobs needs a number from 1 to " CLI_MAX_JOBS_TEXT ", not '%s'",
                                val);
                return -1;
            }
            c->runner.jobs = (unsigned)n;
        } else if ((r = TAKES_VALUE("--subobject")) != 0) {
            if (r < 0)
                return -1;
            c->subobject = val;
        } else if (strncmp(a, "-D", 2) == 0 || strncmp(a, "-U", 2) == 0 ||
                   strncmp(a, "-I", 2) == 0) {
            /* -D NAME[=VALUE], -U NAME, -I DIR: joined or separate */
            char opt = a[1];
            if (a[2] == '\0') {
                if (i + 1 >= argc) {
                    cli_usage_error(opt == 'D' ? "option '-D' needs a value"
                                    : opt == 'U' ? "option '-U' needs a value"
                                                 : "option '-I' needs a value", "");
                    return -1;
                }
                val = argv[++i];
            } else {
                val = a + 2;
            }
            if (opt == 'I') {
                c->incdirs[c->nincdirs++] = val;
            } else {
                rootsig_hlsl_macro *m = &c->macros[c->nmacros++];
                char *eq = opt == 'D' ? strchr(val, '=') : NULL;
                m->undef = opt == 'U';
                if (eq) {
                    /* NAME=VALUE: the name is copied (argv stays as it is) */
                    char *n = malloc((size_t)(eq - val) + 1);
                    if (n == NULL || note_owned(c, n) != 0) {
                        free(n);
                        fprintf(stderr, "%s: out of memory\n", prog);
                        return -1;
                    }
                    memcpy(n, val, (size_t)(eq - val));
                    n[eq - val] = '\0';
                    m->name = n;
                    m->value = eq + 1;
                } else {
                    m->name = val;
                }
            }
        } else if (strcmp(a, "-MD") == 0) {
            c->md = 1;
        } else if (strcmp(a, "-MP") == 0) {
            c->mp = 1;
        } else if ((r = TAKES_VALUE("-MF")) != 0) {
            if (r < 0)
                return -1;
            c->mf = val;
        } else if (strncmp(a, "-MF", 3) == 0 && a[3] != '\0') {
            c->mf = a + 3; /* joined, as GCC allows */
        } else if ((r = TAKES_VALUE("-MT")) != 0) {
            if (r < 0)
                return -1;
            c->mt[c->nmt++] = val;
        } else if (strncmp(a, "-MT", 3) == 0 && a[3] != '\0') {
            c->mt[c->nmt++] = a + 3;
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

/* -j N, or by default one thread per processor, at most CLI_DEFAULT_JOBS. */
static unsigned jobs_of(const cli *c)
{
    unsigned n = c->runner.jobs ? c->runner.jobs : cli_processors();
    return !c->runner.jobs && n > CLI_DEFAULT_JOBS ? CLI_DEFAULT_JOBS : n;
}

/* A context on allocator al (NULL: the library's own). */
static rootsig_ctx *new_ctx_on(const cli *c, const rootsig_allocator *al)
{
    rootsig_ctx *ctx = NULL;
    if (rootsig_ctx_create(al, &ctx) != ROOTSIG_OK) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return NULL;
    }
    /*
     * A module of 1 MB or more is read in parts at once (the library says
     * when), as many as -j or the processors (at most CLI_DEFAULT_JOBS):
     * on the program's crew, started then (cli_run_tasks), which check
     * then gives its module's entries to (check_module).
     */
    rootsig_runner r = {cli_run_tasks, (void *)&c->runner, jobs_of(c)};
    rootsig_ctx_set_runner(ctx, &r);
    for (int i = 0; i < c->nwno; i++) {
        if (rootsig_ctx_disable_warning(ctx, c->wno[i], 1) != ROOTSIG_OK) {
            cli_usage_error("-Wno-%s: no warning has that ID", c->wno[i]);
            rootsig_ctx_destroy(ctx);
            return NULL;
        }
    }
    return ctx;
}

static rootsig_ctx *new_ctx(const cli *c)
{
    return new_ctx_on(c, NULL);
}

/* ---- depfiles ------------------------------------------------------------ */

/* Records a file as read, for the depfile. -1 on OOM. */
static int note_read(cli *c, const char *path)
{
    if (c->nread == c->read_cap) {
        int cap = c->read_cap ? c->read_cap * 2 : 8;
        const char **r = realloc(c->read, (size_t)cap * sizeof *r);
        if (r == NULL)
            return -1;
        c->read = r;
        c->read_cap = cap;
    }
    c->read[c->nread++] = path;
    return 0;
}

static int wants_depfile(const cli *c)
{
    return c->md || c->mf || c->deps_only;
}

static int has_output_file(const cli *c)
{
    return (c->output && strcmp(c->output, "-") != 0) || (c->fh && strcmp(c->fh, "-") != 0);
}

/* The depfile options make sense together and for this command; else a usage error. */
static int depfile_usage(const cli *c, const char *cmd)
{
    if (!wants_depfile(c) && !c->nmt && !c->mp)
        return 0;
    if (strcmp(cmd, "compile") != 0) {
        cli_usage_error("%s does not write a depfile (-MD, -MF, -MT and -MP are for compile)",
                        cmd);
        return 1;
    }
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

/* ---- HLSL ------------------------------------------------------------------ */

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n > k && strcmp(s + n - k, suffix) == 0;
}

/*
 * Is the input HLSL? --define/-E or --subobject say so; --entry does for a
 * file named .hlsl, .hlsli, .fx, .fxh or .h (for .ll it picks a metadata entry).
 */
static int is_hlsl(const cli *c, const char *path)
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
        if (path == NULL || note_owned(c, path) != 0) {
            free(path);
            *resolved = "out of memory";
            return -1;
        }
        struct stat st;
        if (stat(path, &st) != 0 || S_ISDIR(st.st_mode))
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
        if (note_owned(c, b.data) != 0 || note_read(c, path) != 0) {
            free(b.data);
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

static rootsig_status parse_hlsl(cli *c, rootsig_ctx *ctx, const char *name, const cli_blob *src,
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

/* ---- commands ----------------------------------------------------------- */

static int is_metadata(const cli *c, const char *path);

/*
 * The input of compile: *owned is 0 (--text), else 1 + cli_map_input's
 * mapped (1 read, 2 mapped, 3 read into huge pages; cli_release_input).
 */
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
    int mapped = 0;
    int rc = cli_map_input(c->inputs[0], is_metadata(c, c->inputs[0]), NULL, src, &mapped);
    if (rc == CLI_EXIT_OK)
        *owned = 1 + mapped;
    if (rc == CLI_EXIT_OK && strcmp(c->inputs[0], "-") != 0 && note_read(c, c->inputs[0]) != 0) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return CLI_EXIT_USAGE;
    }
    return rc;
}

/* Is this input LLVM metadata? --input, or for auto a file name ending in .ll. */
static int is_metadata(const cli *c, const char *path)
{
    if (is_hlsl(c, path))
        return 0;
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

/*
 * check of a module: each entry validated as it is decoded. On this
 * thread (shown not NULL) the diagnostics are printed and cleared from the
 * context a few hundred records at a time, between entries, starting at
 * *shown: a thousand warnings then use the memory of a few hundred, and a
 * page not written is a page fault saved (on the project's virtual
 * machine, 10 µs each: a tenth of a 1 MB module's check).
 */
typedef struct check_each {
    const cli *c;
    rootsig_ctx *ctx;
    rootsig_status worst; /* of the validations */
    size_t *shown;        /* the first record not yet printed; NULL: print none here */
} check_each;

enum { CLI_SHOW_RECORDS = 256 };

static int check_entry(void *user, size_t index, const char *function, rootsig_signature *sig)
{
    check_each *ce = user;
    (void)index;
    (void)function;
    if (sig == NULL)
        return 0;
    rootsig_options so = sig_options(ce->c, sig);
    rootsig_status vs = rootsig_validate(ce->ctx, sig, &so);
    if (vs != ROOTSIG_OK && (ce->worst == ROOTSIG_OK || vs != ROOTSIG_ERR_INPUT))
        ce->worst = vs;
    if (ce->shown && rootsig_diag_count(ce->ctx) >= *ce->shown + CLI_SHOW_RECORDS) {
        cli_diag_emit(ce->ctx, *ce->shown);
        rootsig_diag_clear(ce->ctx); /* all of them shown: this input's, and those before */
        *ce->shown = 0;
    }
    return 0;
}

/* check of a module: read once, each entry decoded and validated in turn. */
static rootsig_status check_module(const cli *c, rootsig_ctx *ctx, const rootsig_allocator *al,
                                   const char *name, const cli_blob *src,
                                   const rootsig_options *mo, rootsig_status *worst,
                                   size_t *shown)
{
    (void)al;
    size_t errors = rootsig_error_count(ctx);
    check_each ce = {c, ctx, ROOTSIG_OK, shown};
    rootsig_status st = rootsig_parse_metadata_each(ctx, name, src->data, src->len, mo,
                                                    check_entry, &ce, NULL);
    *worst = ce.worst;
    if (st != ROOTSIG_ERR_NOMEM)
        st = rootsig_error_count(ctx) != errors ? ROOTSIG_ERR_INPUT : ROOTSIG_OK;
    return st;
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

/* --define and --subobject take HLSL text, and one of them at most. */
static int define_conflict(const cli *c)
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

static int cmd_compile(cli *c)
{
    if (define_conflict(c) || depfile_usage(c, "compile"))
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
    rootsig_ctx *ctx = new_ctx(c);
    if (ctx == NULL) {
        if (owned)
            cli_release_input(&src, owned - 1);
        return CLI_EXIT_USAGE;
    }
    rootsig_ctx_text_in_place(ctx, 1); /* get_source's text ends in a NUL and outlives ctx */
    rootsig_signature *sig = NULL;
    const char *path = c->text || c->ninputs == 0 ? NULL : c->inputs[0];
    int md = is_metadata(c, path);
    rootsig_options mo = metadata_options(c);
    rootsig_status st =
        is_hlsl(c, path) ? parse_hlsl(c, ctx, name, &src, &sig)
        : md             ? rootsig_parse_metadata(ctx, name, src.data, src.len, &mo, c->entry, &sig)
        : !c->text && (cli_is_container(&src) || cli_is_part(&src))
            ? rootsig_read_binary(ctx, name, src.data, src.len, &sig)
            : rootsig_parse_dsl(ctx, name, src.data, src.len, &c->opt, &sig);
    rootsig_options so = c->opt;
    if (st == ROOTSIG_OK)
        cli_input_read_through(&src, owned - 1);
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
        cli_release_input(&src, owned - 1);
    return rc;
}

static rootsig_status parse_hlsl_rs(void *user, rootsig_ctx *ctx, const char *name,
                                    const cli_blob *src, rootsig_signature **sig)
{
    return parse_hlsl(user, ctx, name, src, sig);
}

static int is_hlsl_input(void *user, const char *path)
{
    return is_hlsl(user, path);
}

/* How dump --format json, decompile and diff read their inputs. */
static cli_in input_spec(cli *c)
{
    cli_in in = {c->opt,   c->version_given, c->input,     c->entry,
                 &c->obj,  is_hlsl_input,    parse_hlsl_rs, c};
    return in;
}

/* The root signature of verify --rs / check --shader, read as compile reads it. */
static cli_rs_spec rs_spec(cli *c, const char *path)
{
    cli_rs_spec rs = {path,     path ? NULL : c->text, path && is_hlsl(c, path),
                      c->input, c->entry,              c->version_given,
                      parse_hlsl_rs, c};
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
    /* One module of 1.08 (musl: 1) to 8 MB: read with the context's memory into huge pages (cli_read_region). */
    cli_blob in_region = {NULL, 0};
    cli_region *region = NULL;
    if (!c->text && c->ninputs == 1 && c->entry == NULL && strcmp(c->inputs[0], "-") != 0 &&
        is_metadata(c, c->inputs[0])) {
        /*
         * A module that may be indexed in parts (from 896 KB, where what
         * follows its functions is that large) and checked in parts gets
         * its threads now, while it is read: started when the index asked
         * for them, one took 0.1 to 0.2 ms of the 1 MB module's 0.5 ms
         * index to start (cli_run_tasks starts them otherwise).
         */
        struct stat st;
        unsigned jobs;
        if (stat(c->inputs[0], &st) == 0 && st.st_size >= CLI_CREW_BYTES &&
            (jobs = jobs_of(c)) > 1)
            c->runner.crew = cli_crew_start(jobs - 1 < CLI_CREW_MAX ? jobs - 1 : CLI_CREW_MAX);
        region = cli_read_region(c->inputs[0], c->runner.crew, &in_region);
    }
    rootsig_allocator ral = cli_region_allocator(region);
    /* the diagnostics' block from the region too, present already (cli_diag_lend_block) */
    char *block = cli_region_take(region, CLI_DIAG_BLOCK);
    if (block)
        cli_diag_lend_block(block);
    rootsig_ctx *ctx = new_ctx_on(c, region ? &ral : NULL);
    if (ctx == NULL) {
        cli_diag_end_stream();
        cli_region_release(region);
        return CLI_EXIT_USAGE;
    }
    /*
     * Each text comes from cli_read_input or --text, so it ends in a NUL,
     * and outlives its diagnostics (rendered before it is freed): the
     * library reads it in place (a 64 MB module is not held twice).
     */
    rootsig_ctx_text_in_place(ctx, 1);
    int worst = CLI_EXIT_OK;
    int n = c->text ? 1 : c->ninputs;
    if (n == 0) {
        cli_usage_error("%s", "no input (give FILE..., - or --text 'DSL')");
        rootsig_ctx_destroy(ctx);
        cli_diag_end_stream();
        cli_region_release(region);
        return CLI_EXIT_USAGE;
    }
    if (c->text && c->ninputs) {
        cli_usage_error("give either --text or input files, not both%s", "");
        rootsig_ctx_destroy(ctx);
        cli_diag_end_stream();
        cli_region_release(region);
        return CLI_EXIT_USAGE;
    }
    for (int i = 0; i < n; i++) {
        cli_blob src = {NULL, 0};
        const char *name = "<text>";
        int owned = 0, mapped = 0;
        if (c->text) {
            src.data = (char *)c->text;
            src.len = strlen(c->text);
        } else if (region) {
            name = c->inputs[i];
            src = in_region; /* released with the region, after the context */
        } else {
            name = strcmp(c->inputs[i], "-") == 0 ? "<stdin>" : c->inputs[i];
            int rc = cli_map_input(c->inputs[i], is_metadata(c, c->inputs[i]), c->runner.crew, &src,
                                   &mapped);
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
        if (is_hlsl(c, c->text ? NULL : c->inputs[i])) {
            st = parse_hlsl(c, ctx, name, &src, &sig);
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
            /* a module: parsed once, every entry decoded and validated in turn */
            rootsig_status vs = ROOTSIG_OK; /* the validations' worst */
            st = check_module(c, ctx, region ? &ral : NULL, name, &src, &mo, &vs, &from);
            if (vs != ROOTSIG_OK && (st == ROOTSIG_OK || vs != ROOTSIG_ERR_INPUT))
                st = vs;
        } else {
            st = md ? rootsig_parse_metadata(ctx, name, src.data, src.len, &mo, c->entry, &sig)
                     : rootsig_parse_dsl(ctx, name, src.data, src.len, &c->opt, &sig);
            if (st == ROOTSIG_OK) {
                /* as compile does: a huge table's text is not kept while it is checked */
                if (owned)
                    cli_input_read_through(&src, mapped);
                rootsig_options so = sig_options(c, sig);
                st = rootsig_validate(ctx, sig, &so);
            }
        }
        int rc = cli_status_exit(ctx, st, from);
        if (rc > worst)
            worst = rc;
        if (owned)
            cli_release_input(&src, mapped);
    }
    rootsig_ctx_destroy(ctx);
    cli_diag_end_stream(); /* its block is the region's */
    cli_region_release(region);
    return worst;
}

static int cmd_dump(cli *c)
{
    if (c->obj.json && ((c->ninputs == 1 && !c->text) || (c->text && !c->ninputs))) {
        rootsig_ctx *ctx = new_ctx(c);
        if (ctx == NULL)
            return CLI_EXIT_USAGE;
        cli_in in = input_spec(c);
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

static int cmd_decompile(cli *c)
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
    cli_in in = input_spec(c);
    int rc = cli_decompile(ctx, &in, &c->obj, c->text ? NULL : c->inputs[0], c->text, c->output);
    rootsig_ctx_destroy(ctx);
    return rc;
}

static int cmd_diff(cli *c)
{
    if (c->ninputs != 2 || c->text) {
        cli_usage_error("%s", "diff takes two inputs (DSL, .ll, RTS0 parts or containers)");
        return CLI_EXIT_USAGE;
    }
    rootsig_ctx *ctx = new_ctx(c);
    if (ctx == NULL)
        return CLI_EXIT_USAGE;
    cli_in in = input_spec(c);
    int rc = cli_diff(ctx, &in, &c->obj, c->inputs[0], c->inputs[1], c->output);
    rootsig_ctx_destroy(ctx);
    return rc;
}

static int cmd_verify(cli *c)
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

/* ---- rootsig dxc: DXC's command line for root signatures ------------------- */

static void print_dxc_help(void)
{
    printf("usage: %s dxc -T rootsig_1_0|rootsig_1_1|rootsig_1_2 [-E NAME] [-Fo FILE]\n"
           "                  [-Fh FILE [-Vn NAME]] [-D NAME[=VALUE]]... [-I DIR]... [-WX]\n"
           "                  [-M | -MD | -MF FILE] [-nologo] FILE.hlsl\n"
           "       %s dxc -dumpbin (-setrootsignature RS.cso | -extractrootsignature |\n"
           "                  -Qstrip_rootsignature) -Fo OUT CONTAINER\n"
           "\n"
           "DXC's options for root signatures, with - or / before them, values joined\n"
           "(-Foout.cso) or separate (-Fo out.cso). The output is a container holding only\n"
           "RTS0, its digest filled, with DXC's bytes (--compat dxc).\n"
           "  -T rootsig_1_x        the root signature version\n"
           "  -E NAME               the macro holding the root signature (default: main)\n"
           "  -Fo FILE              write the container\n"
           "  -Fh FILE, -Vn NAME    write it as a C array named NAME (default: g_ and -E)\n"
           "  -D NAME[=VALUE], -I DIR  macros and include directories\n"
           "  -WX                   warnings are errors\n"
           "  -M                    print the dependencies (Make syntax), compile nothing\n"
           "  -MD                   also write them beside -Fo (or -Fh), extension .d\n"
           "  -MF FILE              write them to FILE\n"
           "  -dumpbin              the input is a container: -setrootsignature RS replaces\n"
           "                        its RTS0 with that of the container RS,\n"
           "                        -extractrootsignature keeps only the RTS0,\n"
           "                        -Qstrip_rootsignature removes it; alone, it is dumped\n"
           "  -nologo               accepted (rootsig prints no banner)\n"
           "  -help, -?             this help\n"
           "A '/' argument that names an existing file is an input, not an option.\n",
           prog, prog);
}

/* The value of option name at argv[*i] (joined or the next argument); NULL if it is not name. */
static const char *dxc_value(int argc, char **argv, int *i, const char *name, int *missing)
{
    const char *a = argv[*i] + 1;
    size_t n = strlen(name);
    if (strncmp(a, name, n) != 0)
        return NULL;
    if (a[n] != '\0')
        return a + n;
    if (*i + 1 >= argc) {
        *missing = 1;
        return NULL;
    }
    return argv[++*i];
}

static int cmd_dxc(int argc, char **argv)
{
    cli c;
    memset(&c, 0, sizeof c);
    c.opt.version = ROOTSIG_VERSION_1_1;
    c.opt.compat = ROOTSIG_COMPAT_DXC;
    c.version_given = 1;
    c.inputs = calloc((size_t)argc + 1, sizeof *c.inputs);
    c.wno = calloc(1, sizeof *c.wno);
    c.mt = calloc((size_t)argc + 1, sizeof *c.mt);
    c.macros = calloc((size_t)argc + 1, sizeof *c.macros);
    c.incdirs = calloc((size_t)argc + 1, sizeof *c.incdirs);
    if (!c.inputs || !c.wno || !c.mt || !c.macros || !c.incdirs) {
        free_cli(&c);
        fprintf(stderr, "%s: out of memory\n", prog);
        return CLI_EXIT_USAGE;
    }
    const char *target = NULL, *setrs = NULL;
    int dumpbin = 0, extract = 0, strip = 0, rc = CLI_EXIT_OK;
    for (int i = 0; i < argc && rc == CLI_EXIT_OK; i++) {
        const char *a = argv[i];
        struct stat st;
        if ((a[0] != '-' && a[0] != '/') || strcmp(a, "-") == 0 ||
            (a[0] == '/' && stat(a, &st) == 0)) {
            c.inputs[c.ninputs++] = a;
            continue;
        }
        const char *o = a + 1, *v;
        int missing = 0;
#define FLAG(name) (strcmp(o, name) == 0)
#define VALUE(name) ((v = dxc_value(argc, argv, &i, name, &missing)) != NULL || missing)
        if (FLAG("help") || FLAG("?") || FLAG("h")) {
            print_dxc_help();
            free_cli(&c);
            return CLI_EXIT_OK;
        } else if (FLAG("nologo")) {
        } else if (FLAG("WX")) {
            c.opt.werror = 1;
        } else if (FLAG("dumpbin")) {
            dumpbin = 1;
        } else if (FLAG("extractrootsignature")) {
            extract = 1;
        } else if (FLAG("Qstrip_rootsignature")) {
            strip = 1;
        } else if (FLAG("M")) {
            c.deps_only = 1;
        } else if (FLAG("MD")) {
            c.md = 1;
        } else if (VALUE("setrootsignature")) {
            setrs = v;
        } else if (VALUE("MF")) {
            c.mf = v;
        } else if (VALUE("Fo")) {
            c.output = v;
        } else if (VALUE("Fh")) {
            c.fh = v;
        } else if (VALUE("Vn")) {
            c.vn = v;
        } else if (VALUE("T")) {
            target = v;
        } else if (VALUE("E")) {
            c.define = v;
        } else if (VALUE("I")) {
            c.incdirs[c.nincdirs++] = v;
        } else if (VALUE("D")) {
            rootsig_hlsl_macro *m = &c.macros[c.nmacros++];
            const char *eq = v ? strchr(v, '=') : NULL;
            m->name = v;
            if (eq) {
                char *nm = malloc((size_t)(eq - v) + 1);
                if (nm == NULL || note_owned(&c, nm) != 0) {
                    free(nm);
                    rc = CLI_EXIT_USAGE;
                    break;
                }
                memcpy(nm, v, (size_t)(eq - v));
                nm[eq - v] = '\0';
                m->name = nm;
                m->value = eq + 1;
            }
        } else {
            fprintf(stderr, "%s dxc: unknown option '%s' (rootsig dxc takes DXC's options for "
                            "root signatures; see '%s dxc -help')\n",
                    prog, a, prog);
            rc = CLI_EXIT_USAGE;
        }
        if (missing) {
            fprintf(stderr, "%s dxc: option '%s' needs a value\n", prog, a);
            rc = CLI_EXIT_USAGE;
        }
#undef FLAG
#undef VALUE
    }
    if (rc == CLI_EXIT_OK && c.ninputs != 1) {
        fprintf(stderr, "%s dxc: %s\n", prog, c.ninputs ? "give one input file" : "no input file");
        rc = CLI_EXIT_USAGE;
    }
    if (rc == CLI_EXIT_OK && (dumpbin || setrs || extract || strip)) {
        /* an existing container */
        if ((setrs != NULL) + extract + strip > 1) {
            fprintf(stderr, "%s dxc: give one of -setrootsignature, -extractrootsignature and "
                            "-Qstrip_rootsignature\n", prog);
            rc = CLI_EXIT_USAGE;
        } else if ((setrs || extract || strip) && c.output == NULL) {
            fprintf(stderr, "%s dxc: %s needs -Fo FILE\n", prog,
                    setrs ? "-setrootsignature" : extract ? "-extractrootsignature"
                                                          : "-Qstrip_rootsignature");
            rc = CLI_EXIT_USAGE;
        } else {
            rootsig_ctx *ctx = new_ctx(&c);
            if (ctx == NULL) {
                rc = CLI_EXIT_USAGE;
            } else {
                if (setrs)
                    rc = cli_splice(ctx, &c.opt, c.inputs[0], setrs, c.output);
                else if (extract)
                    rc = cli_extract(ctx, c.inputs[0], c.output, "container");
                else if (strip)
                    rc = cli_strip(ctx, c.inputs[0], c.output);
                else
                    rc = cli_dump(ctx, &c.opt, c.inputs[0], NULL);
                rootsig_ctx_destroy(ctx);
            }
        }
        free_cli(&c);
        return rc;
    }
    if (rc == CLI_EXIT_OK && target == NULL) {
        fprintf(stderr, "%s dxc: no target: give -T rootsig_1_0, rootsig_1_1 or rootsig_1_2\n", prog);
        rc = CLI_EXIT_USAGE;
    }
    if (rc == CLI_EXIT_OK && (strncmp(target, "rootsig_", 8) != 0 ||
                              parse_version(target, &c.opt.version) != 0)) {
        fprintf(stderr, "%s dxc: target '%s' is not a root signature profile; rootsig dxc compiles "
                        "rootsig_1_0, rootsig_1_1 and rootsig_1_2\n",
                prog, target);
        rc = CLI_EXIT_USAGE;
    }
    if (rc == CLI_EXIT_OK && c.vn && !c.fh) {
        fprintf(stderr, "%s dxc: -Vn names the array of -Fh; give -Fh FILE\n", prog);
        rc = CLI_EXIT_USAGE;
    }
    if (rc == CLI_EXIT_OK && (c.md || c.mf) && !c.mf && !c.output && !c.fh) {
        fprintf(stderr, "%s dxc: -MD writes beside -Fo or -Fh; give one (or -MF FILE)\n", prog);
        rc = CLI_EXIT_USAGE;
    }
    if (rc == CLI_EXIT_OK) {
        if (c.define == NULL)
            c.define = "main"; /* DXC's default entry */
        c.emit = "container";
        if (c.output == NULL && c.fh == NULL && !c.deps_only)
            c.deps_only = 2; /* nothing to write: compile and validate only */
        if (c.deps_only == 2) {
            c.deps_only = 0;
            rc = cmd_check(&c);
        } else {
            rc = cmd_compile(&c);
        }
    }
    free_cli(&c);
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
        /*
         * Before a command, --version is the program's; after one, the root
         * signature's. `rootsig --version 1.1 compile ...` mixes the two up:
         * say so rather than print the program version and ignore the rest.
         */
        if (argc > 2) {
            cli_usage_error("%s takes nothing after it; for the root signature version, put "
                            "--version V after the command (rootsig compile --version 1.1 ...)",
                            cmd);
            return CLI_EXIT_USAGE;
        }
        printf("rootsig %s (root signature versions 1.0, 1.1, 1.2)\n", rootsig_version_string());
        return CLI_EXIT_OK;
    }
    if (strcmp(cmd, "dxc") == 0)
        return cmd_dxc(argc - 2, argv + 2);
    cli c;
    if (parse_args(argc - 2, argv + 2, &c) != 0) {
        free_cli(&c);
        return CLI_EXIT_USAGE;
    }
    c.obj.name = c.name; /* --name: the C array (c-header) or the macro (--emit hlsl, decompile) */
    int rc;
    if (strcmp(cmd, "compile") != 0 && depfile_usage(&c, cmd))
        rc = CLI_EXIT_USAGE;
    else if (strcmp(cmd, "compile") == 0)
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
    free_cli(&c);
    return rc;
}
