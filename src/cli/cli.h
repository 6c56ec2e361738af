/*
 * cli.h: what the command-line files share: exit codes, file I/O with
 * atomic output, diagnostic printing. Uses only the public header.
 */
#ifndef ROOTSIG_CLI_H
#define ROOTSIG_CLI_H

#include <stddef.h>
#include <stdio.h>

#include "rootsig.h"

enum { CLI_EXIT_OK = 0, CLI_EXIT_REJECTED = 1, CLI_EXIT_USAGE = 2 };

typedef struct cli_blob {
    char *data;
    size_t len;
    size_t mapped; /* cli_read_input: the mapping's length, 0 if read into malloc's memory */
} cli_blob;

/* Prints "rootsig: <fmt with arg>" and a pointer to --help to stderr. */
void cli_usage_error(const char *fmt, const char *arg);
/*
 * Reads a whole file ("-": standard input) into out, or maps it where that
 * pays (io.c); out->data[out->len] is a NUL either way, so the library may
 * read the text in place. Prints the error and returns CLI_EXIT_USAGE on
 * failure. Release with cli_blob_free.
 */
int cli_read_input(const char *path, cli_blob *out);
void cli_blob_free(cli_blob *b);
/* 1 if path names something that exists (files_only: and is not a directory). */
int cli_path_exists(const char *path, int files_only);
/* Is f a terminal? */
int cli_is_terminal(FILE *f);
/* A stream on stderr's descriptor, buffered in block (size bytes); NULL if none can be made. */
FILE *cli_stderr_stream(char *block, size_t size);
/*
 * Refuses (usage error, CLI_EXIT_USAGE) an output that is the same file as
 * an input (device and inode; for files that do not exist yet, the same
 * path), or as another output. outputs[0] may be inputs[in_place], an
 * edit in place (-1: none may). NULL outputs and "-" are skipped.
 */
int cli_check_outputs(const char *const *inputs, int nin, const char *const *outputs, int nout,
                      int in_place);
/* Writes atomically (temporary file + rename); "-" or NULL is standard output. */
int cli_write_output(const char *path, const void *data, size_t len, int binary);
/* Also print each fix-it as clang's -fdiagnostics-parseable-fixits does. */
void cli_set_parseable_fixits(int on);
/* Prints d's fix-it in that form if it has one and they were asked for. */
void cli_parseable_fixit(FILE *to, const rootsig_diag *d);
/* Prints diagnostics from record `from` on, then maps the status to an exit code. */
int cli_status_exit(rootsig_ctx *ctx, rootsig_status st, size_t from);
/*
 * --text's DSL (not copied; name "<text>") or the file at path (read as
 * cli_read_input does; name its display name).
 */
int cli_read_text_or_file(const char *path, const char *text, cli_blob *src, const char **name);
/* A display name for an input path ("<stdin>" for "-"). */
const char *cli_input_name(const char *path);

/* What an input is, by content: a DXContainer, or a bare RTS0 part. */
int cli_is_container(const cli_blob *b);
int cli_is_part(const cli_blob *b);

/*
 * Writes a Make-syntax depfile (atomically): "targets: files", escaped as
 * GCC does; targets are escaped too unless escape_targets is 0 (-MT values
 * are written as given). A file listed twice is written once. phony (-MP):
 * an empty rule for every file but the first.
 */
int cli_write_depfile(const char *path, const char *const *targets, int ntargets,
                      int escape_targets, const char *const *files, int nfiles, int phony);
/* -MD's depfile for an output: its extension replaced by .d (malloc'd; NULL on OOM). */
char *cli_depfile_beside(const char *output);

/* Container commands (cmd_container.c). */
/*
 * --force: splice, extract and strip write from a container whose digest is
 * stale or whose RTS0 does not read (a warning each) instead of refusing it.
 */
void cli_set_force(int on);
int cli_splice(rootsig_ctx *ctx, const rootsig_options *opt, const char *container,
               const char *rs, const char *output);
struct cli_obj;
/* opt, version_given, o: --version V (or lowest) converts the RTS0 as cli_convert does. */
int cli_extract(rootsig_ctx *ctx, const char *container, const char *output, const char *emit,
                const rootsig_options *opt, int version_given, const struct cli_obj *o);
int cli_strip(rootsig_ctx *ctx, const char *container, const char *output);
/*
 * no_own_bindings: skip checking a shader's bindings against its own RTS0 (--rs given).
 * readable (room for n, may be NULL): the paths that could be read, *nreadable of them.
 */
int cli_verify(rootsig_ctx *ctx, const rootsig_options *opt, const char *const *paths, int n,
               int no_own_bindings, const char **readable, int *nreadable);
/* Binding checks (cmd_bindings.c). The root signature and how to read it. */
typedef struct cli_rs_spec {
    const char *path;   /* NULL with text */
    const char *text;   /* --text: DSL given on the command line */
    int hlsl;           /* HLSL (--define, --entry FUNC of an .hlsl, --subobject) */
    const char *input;  /* --input dsl|metadata|auto, or NULL */
    const char *entry;  /* --entry for metadata */
    int version_given;
    /* Reads HLSL as compile does (-D, -U, -I, includes, depfile record). */
    rootsig_status (*parse_hlsl)(void *user, rootsig_ctx *ctx, const char *name,
                                 const cli_blob *src, rootsig_signature **sig);
    void *hlsl_user;
} cli_rs_spec;
/* The shaders of one pipeline against rs: every problem, then one summary line. */
int cli_bindings(rootsig_ctx *ctx, const rootsig_options *opt, const cli_rs_spec *rs,
                 const char *const *paths, int n);
/* verify FILE...: each file's own verify, then (rs not NULL) the pipeline against rs. */
int cli_verify_all(rootsig_ctx *ctx, const rootsig_options *opt, const cli_rs_spec *rs,
                   const char *const *paths, int n);
/* verify without --rs: a shader container (DXIL, PSV0 and RTS0 parts) against its own RTS0. */
int cli_own_bindings(rootsig_ctx *ctx, const rootsig_options *opt, const char *name,
                     const cli_blob *b);
/*
 * dump: a shader container's stage and bindings from PSV0, as text (malloc'd,
 * *len bytes; NULL on OOM). A PSV0 that cannot be read is one line saying why.
 */
char *cli_shader_text(rootsig_ctx *ctx, const char *name, const cli_blob *b, size_t *len);
/* dump of a part or a container (part list, digest, then the RTS0). */
int cli_dump(rootsig_ctx *ctx, const rootsig_options *opt, const char *path, const char *output);

/* ---- how diagnostics are shown (diagfmt.c) ---- */

/* --diagnostics-format text|json|sarif, --color[=auto|always|never]: 1, 0 or -1 as cli_obj_option. */
int cli_diag_option(int argc, char **argv, int *i);
/* Shows records from..end in the chosen format (cli_status_exit calls it). */
void cli_diag_emit(rootsig_ctx *ctx, size_t from);
/* Shows records [from, to): whole diagnostics, each with its notes. */
void cli_diag_emit_range(rootsig_ctx *ctx, size_t from, size_t to);
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
    const cli_obj *obj; /* --lossy, --version lowest */
    /* HLSL inputs (--define, --subobject, --entry of an .hlsl), read as compile reads them */
    int (*is_hlsl)(void *user, const char *path);
    rootsig_status (*parse_hlsl)(void *user, rootsig_ctx *ctx, const char *name,
                                 const cli_blob *src, rootsig_signature **sig);
    void *hlsl_user;
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
/* --emit c-header (embed.c). NULL if name can be a C array's name, else what is wrong with it. */
const char *cli_c_name_problem(const char *name);
/* The header text (malloc'd) for bytes under name; what describes them in its comment. -1 on OOM. */
int cli_c_header(const char *name, const unsigned char *bytes, size_t len, const char *what,
                 char **out, size_t *out_len);

#endif
