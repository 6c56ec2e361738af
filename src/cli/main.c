/*
 * main.c: the rootsig command line: its help, the command named first, and
 * the commands that only hand their inputs on (dump, splice, extract, strip,
 * verify, decompile, diff). Only this directory touches files, streams and
 * exit codes, and it uses nothing but the public header; io.c makes its
 * calls to the operating system.
 *
 * Exit status: 0 success, 1 input rejected (diagnostics printed),
 * 2 usage or I/O error.
 */
#include <stdio.h>
#include <string.h>

#include "options.h"

static const char *const prog = "rootsig";

static void print_help(void)
{
    printf("usage: %s compile [--version 1.0|1.1|1.2] [--compat llvm|dxc]\n"
           "                        [--input dsl|metadata|hlsl|auto] [--entry NAME]\n"
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
           "            or .ll text, told apart by content); -o may name CONTAINER\n"
           "  extract   the RTS0 of a container, as an RS-only container or a bare part\n"
           "  strip     the container without its RTS0; -o may name CONTAINER\n"
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
           "  --input KIND      dsl, metadata (LLVM IR with !dx.rootsignatures), hlsl\n"
           "                    or auto (default: metadata for .ll files, DSL otherwise)\n"
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
           "  -fdiagnostics-parseable-fixits\n"
           "                    also print each suggested edit as clang does:\n"
           "                    fix-it:\"FILE\":{LINE:COL-LINE:COL}:\"TEXT\"\n"
           "  --help            show this help; after a command (or as 'rootsig help\n"
           "                    COMMAND'): that command's usage and the options it takes\n"
           "  --version, --about  (as the command) print the program version\n"
           "\n"
           "Exit status: 0 success, 1 input rejected, 2 usage or I/O error.\n",
          stdout);
}

/* rootsig COMMAND --help, rootsig help COMMAND. */
static int command_help(const char *cmd)
{
    if (strcmp(cmd, "dxc") == 0) {
        char help[] = "-help";
        char *args[] = {help, NULL};
        return cli_cmd_dxc(1, args);
    }
    if (cli_print_command_help(cmd) != 0) {
        cli_usage_error("unknown command '%s'", cmd);
        return CLI_EXIT_USAGE;
    }
    return CLI_EXIT_OK;
}

/* ---- commands that hand their inputs on ---------------------------------- */

static int cmd_dump(cli *c)
{
    if (c->obj.json && ((c->ninputs == 1 && !c->text) || (c->text && !c->ninputs))) {
        rootsig_ctx *ctx = cli_new_ctx(c);
        if (ctx == NULL)
            return CLI_EXIT_USAGE;
        cli_in in = cli_input_spec(c);
        int rc = cli_json(ctx, &in, c->text ? NULL : c->inputs[0], c->text, c->output, 0);
        rootsig_ctx_destroy(ctx);
        return rc;
    }
    if (c->ninputs != 1 || c->text) {
        cli_usage_error("%s", "dump takes one input file (or -)");
        return CLI_EXIT_USAGE;
    }
    rootsig_ctx *ctx = cli_new_ctx(c);
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
    rootsig_ctx *ctx = cli_new_ctx(c);
    if (ctx == NULL)
        return CLI_EXIT_USAGE;
    int rc;
    if (want == 2)
        rc = cli_splice(ctx, &c->opt, c->inputs[0], c->inputs[1], c->output);
    else if (strcmp(cmd, "extract") == 0)
        rc = cli_extract(ctx, c->inputs[0], c->output, c->emit, &c->opt, c->version_given,
                         &c->obj);
    else
        rc = cli_strip(ctx, c->inputs[0], c->output);
    rootsig_ctx_destroy(ctx);
    return rc;
}

static int cmd_decompile(cli *c)
{
    if (cli_define_conflict(c))
        return CLI_EXIT_USAGE;
    if ((c->ninputs != 1 && !c->text) || (c->text && c->ninputs)) {
        cli_usage_error("%s", "decompile takes one input (FILE, - or --text 'DSL')");
        return CLI_EXIT_USAGE;
    }
    rootsig_ctx *ctx = cli_new_ctx(c);
    if (ctx == NULL)
        return CLI_EXIT_USAGE;
    cli_in in = cli_input_spec(c);
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
    rootsig_ctx *ctx = cli_new_ctx(c);
    if (ctx == NULL)
        return CLI_EXIT_USAGE;
    cli_in in = cli_input_spec(c);
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
    /* --version, --compat: the files' own are checked; they read --rs's text */
    const char *rs_only = c->reader_option            ? c->reader_option
                          : c->version_given          ? "--version"
                          : c->opt.compat != ROOTSIG_COMPAT_LLVM ? "--compat"
                                                                  : NULL;
    if (rs_only && c->rs == NULL) {
        fprintf(stderr, "%s: %s does not apply to verify without --rs (it says how to read the "
                        "root signature --rs names)\nTry '%s verify --help'.\n",
                prog, rs_only, prog);
        return CLI_EXIT_USAGE;
    }
    if (cli_define_conflict(c))
        return CLI_EXIT_USAGE;
    rootsig_ctx *ctx = cli_new_ctx(c);
    if (ctx == NULL)
        return CLI_EXIT_USAGE;
    cli_rs_spec rs = cli_rs_spec_for(c, c->rs);
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
        /* rootsig help COMMAND: as COMMAND --help */
        if (strcmp(cmd, "help") == 0 && argc > 2)
            return command_help(argv[2]);
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
        return cli_cmd_dxc(argc - 2, argv + 2);
    if (cli_command_bit(cmd) == 0) {
        cli_usage_error("unknown command '%s'", cmd);
        return CLI_EXIT_USAGE;
    }
    for (int i = 2; i < argc && strcmp(argv[i], "--") != 0; i++)
        if (strcmp(argv[i], "--help") == 0)
            return command_help(cmd);
    cli c;
    if (cli_parse_args(cmd, argc - 2, argv + 2, &c) != 0) {
        cli_free(&c);
        return CLI_EXIT_USAGE;
    }
    c.obj.name = c.name; /* --name: the C array (c-header) or the macro (--emit hlsl, decompile) */
    int rc;
    /* compile checks its outputs itself (for rootsig dxc too); splice and strip edit in place */
    const char *out = c.output;
    if (strcmp(cmd, "compile") != 0 &&
        cli_check_outputs(c.inputs, c.ninputs, &out, 1,
                          strcmp(cmd, "splice") == 0 || strcmp(cmd, "strip") == 0 ? 0 : -1))
        rc = CLI_EXIT_USAGE;
    else if (strcmp(cmd, "compile") == 0)
        rc = cli_cmd_compile(&c);
    else if (strcmp(cmd, "check") == 0)
        rc = cli_cmd_check(&c);
    else if (strcmp(cmd, "dump") == 0)
        rc = cmd_dump(&c);
    else if (strcmp(cmd, "splice") == 0 || strcmp(cmd, "extract") == 0 ||
             strcmp(cmd, "strip") == 0)
        rc = cmd_binary(&c, cmd);
    else if (strcmp(cmd, "verify") == 0)
        rc = cmd_verify(&c);
    else if (strcmp(cmd, "decompile") == 0)
        rc = cmd_decompile(&c);
    else
        rc = cmd_diff(&c);
    cli_diag_finish();
    cli_free(&c);
    return rc;
}
