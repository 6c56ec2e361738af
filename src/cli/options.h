/*
 * options.h: the command line as parsed (options.c), and what the command
 * files built on it share: main.c, cmd_compile.c, cmd_check.c, cmd_dxc.c
 * and inputs.c (how an input's kind follows from the options).
 */
#ifndef ROOTSIG_CLI_OPTIONS_H
#define ROOTSIG_CLI_OPTIONS_H

#include "cli.h"

/* The commands of cli_parse_args, as bits of cli_optdef.cmds. */
enum {
    CLI_CMD_COMPILE = 1u << 0,
    CLI_CMD_CHECK = 1u << 1,
    CLI_CMD_DUMP = 1u << 2,
    CLI_CMD_SPLICE = 1u << 3,
    CLI_CMD_EXTRACT = 1u << 4,
    CLI_CMD_STRIP = 1u << 5,
    CLI_CMD_VERIFY = 1u << 6,
    CLI_CMD_DECOMPILE = 1u << 7,
    CLI_CMD_DIFF = 1u << 8,
};

/* cli_optdef.form: how the option is written. */
enum {
    CLI_OPT_FLAG = 1,     /* alone */
    CLI_OPT_VALUE = 2,    /* with a value: separate, or after '=' for a --long one */
    CLI_OPT_JOINED = 4,   /* its single-dash spelling also takes the value joined (-DX) */
    CLI_OPT_PREFIX = 8,   /* the value is the rest of the word (-Wno-RS1234) */
    CLI_OPT_OPTIONAL = 16 /* a value only after '=' (--color[=WHEN]) */
};
/* cli_optdef.flags */
enum {
    CLI_OPT_REPEAT = 1, /* may be given more than once */
    CLI_OPT_READER = 2  /* how to read text; verify takes it only with --rs */
};

/* One row of the option table (optable.c). */
typedef struct cli_optdef {
    const char *name;  /* "--define" */
    const char *alias; /* another spelling ("-E"), or NULL */
    int form;
    unsigned cmds; /* the commands it applies to (CLI_CMD_*) */
    int flags;
    const char *arg;  /* the value's name in help, NULL for a flag */
    const char *help; /* one paragraph */
} cli_optdef;

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
    /* memory handed out while the command runs (include texts, macro names), freed after it */
    cli_blob *owned;
    int nowned, owned_cap;
    /* the first option given that tells how to read text (CLI_OPT_READER), as spelled */
    const char *reader_option;
} cli;

/* ---- optable.c ---- */

/* CLI_CMD_* of a command's name; 0 if it has none (dxc, or unknown). */
unsigned cli_command_bit(const char *cmd);
/*
 * The row for argument a under command cmd (*spelling: the name a uses), or
 * NULL: then *known says whether a is an option of some other command.
 */
const cli_optdef *cli_option_find(const char *a, unsigned cmd, const char **spelling,
                                  int *known);
/* A row's index (below cli_option_count()), to count how often it was given. */
size_t cli_option_index(const cli_optdef *d);
size_t cli_option_count(void);
/* `rootsig CMD --help`: its usage and the options the table gives it. -1 if no such command. */
int cli_print_command_help(const char *cmd);

/* ---- options.c ---- */

/* "1.0", "1_0" or "rootsig_1_0" (and 1.1, 1.2): 0, else -1. */
int cli_parse_version(const char *s, rootsig_version *v);
/*
 * Parses the options of command cmd (rootsig CMD ...) as the table allows
 * them; returns -1 after a usage error.
 */
int cli_parse_args(const char *cmd, int argc, char **argv, cli *c);
/* Frees what c holds (also after a failed cli_parse_args). */
void cli_free(cli *c);
/* Memory freed when the command is done (malloc's, or a blob of cli_read_input). -1 on OOM. */
int cli_note_owned(cli *c, char *mem);
int cli_note_owned_blob(cli *c, const cli_blob *b);
/* Records a file as read, for the depfile. -1 on OOM. */
int cli_note_read(cli *c, const char *path);
/* A context with the options' disabled warnings (NULL after printing why not). */
rootsig_ctx *cli_new_ctx(const cli *c);

/* ---- inputs.c ---- */

/* Is the input HLSL? (--define, --subobject, --input hlsl, or --entry of an .hlsl file) */
int cli_is_hlsl(const cli *c, const char *path);
/* Is the input LLVM metadata? --input, or for auto a file name ending in .ll. */
int cli_is_metadata(const cli *c, const char *path);
/* Reads HLSL as the options say (-D, -U, -I; every file included is recorded as read). */
rootsig_status cli_parse_hlsl(cli *c, rootsig_ctx *ctx, const char *name, const cli_blob *src,
                              rootsig_signature **sig);
/* Options for reading metadata: its own version (a differing --version converts). */
rootsig_options cli_metadata_options(const cli *c);
/* Options for validating and writing sig: its own version. */
rootsig_options cli_sig_options(const cli *c, const rootsig_signature *sig);
/* How dump --format json, decompile and diff read their inputs. */
cli_in cli_input_spec(cli *c);
/* The root signature of verify --rs / check --shader, read as compile reads it. */
cli_rs_spec cli_rs_spec_for(cli *c, const char *path);
/* --define and --subobject take HLSL text, and one of them at most: 1 after a usage error. */
int cli_define_conflict(const cli *c);

/* ---- the commands ---- */

int cli_cmd_compile(cli *c);       /* cmd_compile.c */
int cli_cmd_check(cli *c);         /* cmd_check.c */
int cli_cmd_dxc(int argc, char **argv); /* cmd_dxc.c: argv after "dxc" */

#endif
