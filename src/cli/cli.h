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
int cli_splice(rootsig_ctx *ctx, const rootsig_options *opt, const char *container,
               const char *rs, const char *output);
int cli_extract(rootsig_ctx *ctx, const char *container, const char *output, const char *emit);
int cli_strip(rootsig_ctx *ctx, const char *container, const char *output);
int cli_verify(rootsig_ctx *ctx, const rootsig_options *opt, const char *const *paths, int n);
/* dump of a part or a container (part list, digest, then the RTS0). */
int cli_dump(rootsig_ctx *ctx, const rootsig_options *opt, const char *path, const char *output);

/* --emit c-header (embed.c). NULL if name can be a C array's name, else what is wrong with it. */
const char *cli_c_name_problem(const char *name);
/* The header text (malloc'd) for bytes under name; what describes them in its comment. -1 on OOM. */
int cli_c_header(const char *name, const unsigned char *bytes, size_t len, const char *what,
                 char **out, size_t *out_len);

#endif
