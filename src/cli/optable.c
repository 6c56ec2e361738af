/*
 * optable.c: which option each command takes. One table, read by the parser
 * (options.c: an option outside its commands is "does not apply", a
 * single-valued one given twice is an error), by `COMMAND --help` (the
 * option list printed is the table's), and through that help by the tests
 * that hold the manual page and the bash completion to it.
 */
#include <stdio.h>
#include <string.h>

#include "options.h"

#define ALL                                                                                     \
    (CLI_CMD_COMPILE | CLI_CMD_CHECK | CLI_CMD_DUMP | CLI_CMD_SPLICE | CLI_CMD_EXTRACT |          \
     CLI_CMD_STRIP | CLI_CMD_VERIFY | CLI_CMD_DECOMPILE | CLI_CMD_DIFF)
/* The commands that read a root signature from text (verify: the --rs one). */
#define READERS                                                                                 \
    (CLI_CMD_COMPILE | CLI_CMD_CHECK | CLI_CMD_DUMP | CLI_CMD_VERIFY | CLI_CMD_DECOMPILE |       \
     CLI_CMD_DIFF)
/* The commands that read or write a signature at a version. */
#define VERSIONED (READERS | CLI_CMD_SPLICE | CLI_CMD_EXTRACT)
/* The commands that convert a signature read at one version to another (cli_convert). */
#define CONVERTERS (CLI_CMD_COMPILE | CLI_CMD_DUMP | CLI_CMD_EXTRACT | CLI_CMD_DECOMPILE | CLI_CMD_DIFF)
#define WRITERS                                                                                 \
    (CLI_CMD_COMPILE | CLI_CMD_DUMP | CLI_CMD_SPLICE | CLI_CMD_EXTRACT | CLI_CMD_STRIP |          \
     CLI_CMD_DECOMPILE | CLI_CMD_DIFF)

/*
 * An option may have several rows with disjoint commands, each with the
 * help its commands need (--emit for compile and for extract).
 */
static const cli_optdef table[] = {
    {"--version", NULL, CLI_OPT_VALUE, VERSIONED, 0, "V",
     "root signature version: 1.0, 1.1 (default), 1.2, or lowest (the lowest that holds it); "
     "input with its own version (.ll, RTS0, container) is converted to a different V"},
    {"--compat", NULL, CLI_OPT_VALUE, VERSIONED, 0, "MODE",
     "llvm (default): write clang's explicit default flags; dxc: write 0 for unspecified "
     "flags, as DXC does"},
    {"--lossy", NULL, CLI_OPT_FLAG, CONVERTERS, 0, NULL,
     "converting down may drop flags (a warning each)"},
    {"--input", NULL, CLI_OPT_VALUE, READERS, CLI_OPT_READER, "KIND",
     "dsl, metadata (LLVM IR with !dx.rootsignatures), hlsl or auto (default: metadata for .ll "
     "files, DSL otherwise)"},
    {"--entry", NULL, CLI_OPT_VALUE, READERS, CLI_OPT_READER, "NAME",
     "LLVM IR: the function whose root signature to use (default: the first entry; check: "
     "every entry); HLSL: the [RootSignature(...)] of function NAME"},
    {"--define", "-E", CLI_OPT_VALUE | CLI_OPT_JOINED, READERS, CLI_OPT_READER, "NAME",
     "the input is HLSL, and the root signature what macro NAME expands to at its end"},
    {"--subobject", NULL, CLI_OPT_VALUE, READERS, CLI_OPT_READER, "NAME",
     "HLSL: a GlobalRootSignature/LocalRootSignature subobject"},
    {"-D", NULL, CLI_OPT_VALUE | CLI_OPT_JOINED, READERS, CLI_OPT_READER | CLI_OPT_REPEAT,
     "NAME[=VALUE]", "HLSL: define a macro before the file (in order with -U)"},
    {"-U", NULL, CLI_OPT_VALUE | CLI_OPT_JOINED, READERS, CLI_OPT_READER | CLI_OPT_REPEAT, "NAME",
     "HLSL: undefine a macro before the file"},
    {"-I", NULL, CLI_OPT_VALUE | CLI_OPT_JOINED, READERS, CLI_OPT_READER | CLI_OPT_REPEAT, "DIR",
     "HLSL: search DIR for #include (after the including file's directory)"},
    {"--emit", NULL, CLI_OPT_VALUE, CLI_CMD_COMPILE, 0, "KIND",
     "container (default), part (bare RTS0 data), metadata (!dx.rootsignatures as clang 22 "
     "writes it), c-header (a C/C++ header holding the bytes), dsl (canonical DSL) or hlsl "
     "(an HLSL #define block)"},
    {"--emit", NULL, CLI_OPT_VALUE, CLI_CMD_EXTRACT, 0, "KIND",
     "container (default: an RS-only container) or part (the bare RTS0 data)"},
    {"--name", NULL, CLI_OPT_VALUE, CLI_CMD_COMPILE, 0, "NAME",
     "--emit c-header: the array's name (NAME_SIZE is its size); --emit hlsl: the macro's"},
    {"--name", NULL, CLI_OPT_VALUE, CLI_CMD_DECOMPILE, 0, "NAME",
     "write an HLSL #define NAME block"},
    {"--embed", NULL, CLI_OPT_VALUE, CLI_CMD_COMPILE, 0, "KIND",
     "--emit c-header: the array holds the container (default) or the part"},
    {"--explicit", NULL, CLI_OPT_FLAG, CLI_CMD_COMPILE | CLI_CMD_DECOMPILE, 0, NULL,
     "DSL output: write every value, also the defaults"},
    {"--format", NULL, CLI_OPT_VALUE, CLI_CMD_DUMP | CLI_CMD_DECOMPILE | CLI_CMD_DIFF, 0, "FORMAT",
     "text (default) or json (every field with its number and name; "
     "docs/schema/rootsig.schema.json)"},
    {"--rs", NULL, CLI_OPT_VALUE, CLI_CMD_VERIFY, 0, "RS",
     "the pipeline's root signature (DSL, .hlsl, .ll, RTS0 part or container), checked against "
     "every FILE"},
    {"--shader", NULL, CLI_OPT_VALUE, CLI_CMD_CHECK, CLI_OPT_REPEAT, "FILE",
     "a shader container to check against the root signature (repeatable)"},
    {"-o", NULL, CLI_OPT_VALUE, WRITERS, 0, "FILE", "output file ('-' or none: standard output)"},
    {"--force", NULL, CLI_OPT_FLAG, CLI_CMD_SPLICE | CLI_CMD_EXTRACT | CLI_CMD_STRIP, 0, NULL,
     "write even from a container whose digest does not match its contents or whose RTS0 "
     "does not read (a warning each; without it, an error: a new digest would hide the "
     "damage)"},
    {"--text", NULL, CLI_OPT_VALUE,
     CLI_CMD_COMPILE | CLI_CMD_CHECK | CLI_CMD_DUMP | CLI_CMD_DECOMPILE, 0, "DSL",
     "take the DSL from the argument instead of a file"},
    {"-MD", NULL, CLI_OPT_FLAG, CLI_CMD_COMPILE, 0, NULL,
     "also write a depfile beside -o (rs.cso: rs.d) listing every file read"},
    {"-MF", NULL, CLI_OPT_VALUE | CLI_OPT_JOINED, CLI_CMD_COMPILE, 0, "FILE",
     "write the depfile to FILE"},
    {"-MT", NULL, CLI_OPT_VALUE | CLI_OPT_JOINED, CLI_CMD_COMPILE, CLI_OPT_REPEAT, "TARGET",
     "the depfile's target, as given (repeatable; default: the -o file, escaped)"},
    {"-MP", NULL, CLI_OPT_FLAG, CLI_CMD_COMPILE, 0, NULL,
     "an empty rule for every included file in the depfile"},
    {"-Werror", NULL, CLI_OPT_FLAG, ALL, 0, NULL, "treat warnings as errors"},
    {"-Wno-", NULL, CLI_OPT_PREFIX, ALL, CLI_OPT_REPEAT, "RSnnnn", "silence one warning by its ID"},
    {"--max-errors", NULL, CLI_OPT_VALUE, ALL, 0, "N", "stop after N errors (default 20)"},
    {"--diagnostics-format", NULL, CLI_OPT_VALUE, ALL, 0, "FORMAT",
     "text (default), json (one object per line) or sarif (a SARIF 2.1.0 log of the run)"},
    {"--color", NULL, CLI_OPT_OPTIONAL, ALL, 0, "[=WHEN]",
     "colour diagnostics: auto (default), always or never"},
    {"-fdiagnostics-parseable-fixits", NULL, CLI_OPT_FLAG, ALL, 0, NULL,
     "also print each suggested edit as clang does"},
};

static const struct {
    const char *name;
    unsigned bit;
    const char *usage; /* the lines after "usage: " */
} commands[] = {
    {"compile", CLI_CMD_COMPILE,
     "rootsig compile [options] (FILE | - | --text 'DSL')\n"
     "       rootsig compile [-D N[=V]] [-U N] [-I DIR]\n"
     "                       (--define NAME | --entry FUNC | --subobject NAME)\n"
     "                       [options] FILE.hlsl\n"
     "Compile a root signature to a container or an RTS0 part (or metadata, a C\n"
     "header, DSL).\n"},
    {"check", CLI_CMD_CHECK,
     "rootsig check [options] (FILE... | --text 'DSL')\n"
     "       rootsig check --shader SHADER... [options] (RS | --text 'DSL')\n"
     "Validate without writing anything; with --shader, also the shaders' bindings.\n"},
    {"dump", CLI_CMD_DUMP,
     "rootsig dump [options] (FILE | - | --text 'DSL')\n"
     "Print every field of an RTS0 part, or a container's parts, digest and root\n"
     "signature.\n"},
    {"splice", CLI_CMD_SPLICE,
     "rootsig splice [options] CONTAINER RS -o OUT\n"
     "Set the RTS0 of a container; -o may name CONTAINER, for an edit in place.\n"},
    {"extract", CLI_CMD_EXTRACT,
     "rootsig extract [options] CONTAINER -o OUT\n"
     "The RTS0 of a container, as an RS-only container or a bare part.\n"},
    {"strip", CLI_CMD_STRIP,
     "rootsig strip [options] CONTAINER -o OUT\n"
     "The container without its RTS0; -o may name CONTAINER, for an edit in place.\n"},
    {"verify", CLI_CMD_VERIFY,
     "rootsig verify [options] FILE...\n"
     "       rootsig verify --rs RS [options] FILE...\n"
     "Check structure, digest and root signature; with --rs, the FILEs as one\n"
     "pipeline against RS (--version, --compat, --input, --entry, --define,\n"
     "--subobject, -D, -U and -I: how RS is read; only with --rs).\n"},
    {"decompile", CLI_CMD_DECOMPILE,
     "rootsig decompile [options] (FILE | - | --text 'DSL')\n"
     "Canonical DSL of any input (DSL, .ll, HLSL, RTS0 part, container).\n"},
    {"diff", CLI_CMD_DIFF,
     "rootsig diff [options] A B\n"
     "The semantic difference of two root signatures: exit 0 if equal, 1 if\n"
     "different.\n"},
};

unsigned cli_command_bit(const char *cmd)
{
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(commands[i].name, cmd) == 0)
            return commands[i].bit;
    return 0;
}

/* The length of the option spelled s at the start of a, or 0 if a is not it. */
static size_t spelled(const cli_optdef *d, const char *s, const char *a)
{
    size_t n = strlen(s);
    if (strncmp(a, s, n) != 0)
        return 0;
    if (a[n] == '\0' || (d->form & CLI_OPT_PREFIX))
        return n;
    /* --name=VALUE (and -o=FILE, as the parser has always taken it); a value joined
     * without '=' only where allowed (-DX) */
    if (a[n] == '=' && (d->form & (CLI_OPT_VALUE | CLI_OPT_OPTIONAL)))
        return n;
    if (s[1] != '-' && (d->form & CLI_OPT_JOINED))
        return n;
    return 0;
}

const cli_optdef *cli_option_find(const char *a, unsigned cmd, const char **spelling,
                                  int *known)
{
    *known = 0;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        const cli_optdef *d = &table[i];
        const char *s = spelled(d, d->name, a) ? d->name
                        : d->alias && spelled(d, d->alias, a) ? d->alias
                                                              : NULL;
        if (s == NULL)
            continue;
        *known = 1;
        *spelling = s;
        if (d->cmds & cmd)
            return d;
    }
    return NULL;
}

size_t cli_option_index(const cli_optdef *d)
{
    return (size_t)(d - table);
}

size_t cli_option_count(void)
{
    return sizeof table / sizeof table[0];
}

/* "  --name ARG        help", wrapped at 79 columns under a 20-column indent. */
static void print_option(const cli_optdef *d)
{
    char head[64];
    const char *sep = d->arg == NULL || (d->form & (CLI_OPT_PREFIX | CLI_OPT_OPTIONAL)) ? "" : " ";
    if (d->alias)
        snprintf(head, sizeof head, "%s %s, %s %s", d->name, d->arg, d->alias, d->arg);
    else
        snprintf(head, sizeof head, "%s%s%s", d->name, sep, d->arg ? d->arg : "");
    int col = printf("  %s", head);
    const char *h = d->help;
    if (col > 19) {
        printf("\n");
        col = 0;
    }
    printf("%*s", 20 - col, "");
    col = 20;
    while (*h) {
        const char *sp = strchr(h, ' ');
        size_t w = sp ? (size_t)(sp - h) : strlen(h);
        if (col > 20 && col + 1 + (int)w > 79) {
            printf("\n%20s", "");
            col = 20;
        } else if (col > 20) {
            putchar(' ');
            col++;
        }
        printf("%.*s", (int)w, h);
        col += (int)w;
        h += w;
        while (*h == ' ')
            h++;
    }
    putchar('\n');
}

int cli_print_command_help(const char *cmd)
{
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        if (strcmp(commands[i].name, cmd) != 0)
            continue;
        printf("usage: %s\nOptions:\n", commands[i].usage);
        for (size_t k = 0; k < sizeof table / sizeof table[0]; k++)
            if (table[k].cmds & commands[i].bit)
                print_option(&table[k]);
        printf("  --help            show this help\n"
               "\nExit status: 0 success, 1 input rejected, 2 usage or I/O error.\n");
        return 0;
    }
    return -1;
}
