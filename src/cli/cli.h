/*
 * cli.h: what the command-line files share: exit codes, file I/O with
 * atomic output, diagnostic printing. Uses only the public header.
 */
#ifndef ROOTSIG_CLI_H
#define ROOTSIG_CLI_H

#include <stddef.h>

#include "rootsig.h"

enum { CLI_EXIT_OK = 0, CLI_EXIT_REJECTED = 1, CLI_EXIT_USAGE = 2 };

typedef struct cli_blob {
    char *data;
    size_t len;
} cli_blob;

/* Prints "rootsig: <fmt with arg>" and a pointer to --help to stderr. */
void cli_usage_error(const char *fmt, const char *arg);
/* Reads a whole file ("-": standard input); prints the error and returns CLI_EXIT_USAGE on failure. */
int cli_read_input(const char *path, cli_blob *out);
/* Writes atomically (temporary file + rename); "-" or NULL is standard output. */
int cli_write_output(const char *path, const void *data, size_t len, int binary);
/* Prints diagnostics from record `from` on, then maps the status to an exit code. */
int cli_status_exit(rootsig_ctx *ctx, rootsig_status st, size_t from);
/* A display name for an input path ("<stdin>" for "-"). */
const char *cli_input_name(const char *path);

/* What an input is, by content: a DXContainer, or a bare RTS0 part. */
int cli_is_container(const cli_blob *b);
int cli_is_part(const cli_blob *b);

/* Container commands (cmd_container.c). */
int cli_splice(rootsig_ctx *ctx, const rootsig_options *opt, const char *container,
               const char *rs, const char *output);
int cli_extract(rootsig_ctx *ctx, const char *container, const char *output, const char *emit);
int cli_strip(rootsig_ctx *ctx, const char *container, const char *output);
int cli_verify(rootsig_ctx *ctx, const rootsig_options *opt, const char *const *paths, int n);
/* dump of a part or a container (part list, digest, then the RTS0). */
int cli_dump(rootsig_ctx *ctx, const rootsig_options *opt, const char *path, const char *output);

/* ---- how diagnostics are shown (diagfmt.c) ---- */

/* --diagnostics-format text|json|sarif, --color[=auto|always|never]: 1, 0 or -1 as cli_obj_option. */
int cli_diag_option(int argc, char **argv, int *i);
/* Shows records from..end in the chosen format (cli_status_exit calls it). */
void cli_diag_emit(rootsig_ctx *ctx, size_t from);
/* Writes what is kept until the end (the SARIF log); main calls it last. */
void cli_diag_finish(void);

/* ---- the object-model commands (cmd_decompile.c) ---- */

/* Their options; main.c's parse_args hands every option it does not know to cli_obj_option. */
typedef struct cli_obj {
    int explicit_values; /* --explicit */
    const char *name;    /* --name NAME (--emit hlsl) */
    int lossy;           /* --lossy: conversion may drop flags (a warning each) */
    int lowest;          /* --version lowest */
    int json;            /* --format json */
} cli_obj;
/* 1 if argv[*i] is one of them (its value consumed), 0 if not, -1 after a usage error. */
int cli_obj_option(cli_obj *o, int argc, char **argv, int *i);

/* How main.c's options say an input is read. */
typedef struct cli_in {
    rootsig_options opt;
    int version_given;
    const char *input;  /* --input */
    const char *entry;  /* --entry */
    const char *define; /* --define */
    const cli_obj *obj; /* --lossy, --version lowest */
} cli_in;

/* Reads any input as cli_load does, without validating it. */
rootsig_status cli_read_any(rootsig_ctx *ctx, const cli_in *in, const cli_blob *src,
                            const char *name, const char *path, rootsig_signature **sig);
/*
 * dump --format json (validate 0) and decompile --format json (validate 1):
 * docs/schema/rootsig.schema.json (json.c).
 */
int cli_json(rootsig_ctx *ctx, const cli_in *in, const char *path, const char *text,
             const char *output, int validate);
/*
 * Reads any input and validates it: a container or an RTS0 part (by content),
 * LLVM metadata (.ll or --input metadata), HLSL (--define), else DSL.
 */
rootsig_status cli_load(rootsig_ctx *ctx, const cli_in *in, const cli_blob *src,
                        const char *name, const char *path, rootsig_signature **sig);
/* --name must be an identifier, and --emit hlsl needs one: -1 after a usage error. */
int cli_check_name(const cli_obj *o, int hlsl);
/*
 * Converts *sig to the version the options ask for, when they ask for one that
 * differs from its own (--version V given, or --version lowest); *sig is then
 * the converted signature. Diagnostics as rootsig_convert.
 */
rootsig_status cli_convert(rootsig_ctx *ctx, rootsig_signature **sig, const rootsig_options *opt,
                           int version_given, const cli_obj *o);
/* diff A B: exit 0 equal, 1 different, 2 trouble (cmd_diff.c). */
int cli_diff(rootsig_ctx *ctx, const cli_in *in, const cli_obj *o, const char *a, const char *b,
             const char *output);
/* decompile FILE | --text DSL. */
int cli_decompile(rootsig_ctx *ctx, const cli_in *in, const cli_obj *o, const char *path,
                  const char *text, const char *output);
/* compile --emit dsl|hlsl: the text of a valid signature. */
rootsig_status cli_decompile_text(rootsig_ctx *ctx, const rootsig_signature *sig,
                                  const rootsig_options *opt, const cli_obj *o, int hlsl,
                                  const char **text, size_t *len);

#endif
