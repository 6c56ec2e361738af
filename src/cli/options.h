/*
 * options.h: the command line as parsed (options.c), and what the command
 * files built on it share: main.c, cmd_compile.c, cmd_check.c, cmd_dxc.c
 * and inputs.c (how an input's kind follows from the options).
 */
#ifndef ROOTSIG_CLI_OPTIONS_H
#define ROOTSIG_CLI_OPTIONS_H

#include "cli.h"

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
} cli;

/* ---- options.c ---- */

/* "1.0", "1_0" or "rootsig_1_0" (and 1.1, 1.2): 0, else -1. */
int cli_parse_version(const char *s, rootsig_version *v);
/* Parses the options shared by the subcommands; returns -1 after a usage error. */
int cli_parse_args(int argc, char **argv, cli *c);
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

/* The depfile options make sense together and for cmd; else 1 after a usage error (cmd_compile.c). */
int cli_depfile_usage(const cli *c, const char *cmd);
int cli_cmd_compile(cli *c);       /* cmd_compile.c */
int cli_cmd_check(cli *c);         /* cmd_check.c */
int cli_cmd_dxc(int argc, char **argv); /* cmd_dxc.c: argv after "dxc" */

#endif
