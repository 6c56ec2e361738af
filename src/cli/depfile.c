/*
 * depfile.c: Make-syntax dependency files (-MD, -MF, -MT), so that Make and
 * Ninja rebuild a root signature when any file it was read from changes.
 *
 * The format is GCC's: "target: dep dep ...", long lists continued with a
 * backslash-newline; in file names a space or tab is escaped with a
 * backslash (the backslashes just before it doubled, so they stay
 * literal), '$' is written '$$' and '#' is written '\#'. Ninja's depfile
 * parser reads the same escapes. A newline cannot be written in either
 * syntax, so a file name holding one is refused rather than mangled.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const char *const prog = "rootsig";

typedef struct dbuf {
    char *data;
    size_t len, cap;
    int failed;
} dbuf;

static void put(dbuf *b, const char *s, size_t n)
{
    if (b->failed)
        return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *d = realloc(b->data, cap);
        if (d == NULL) {
            b->failed = 1;
            return;
        }
        b->data = d;
        b->cap = cap;
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
}

static void puts_(dbuf *b, const char *s)
{
    put(b, s, strlen(s));
}

/* One file name, escaped; -1 if it cannot be written (a newline in it). */
static int put_escaped(dbuf *b, const char *name)
{
    size_t backslashes = 0;
    for (const char *p = name; *p; p++) {
        char c = *p;
        if (c == '\n' || c == '\r')
            return -1;
        if (c == ' ' || c == '\t') {
            /* "a\ b" would read as "a b" with the backslash lost: double the run. */
            for (size_t k = 0; k < backslashes; k++)
                put(b, "\\", 1);
            put(b, "\\", 1);
        } else if (c == '$') {
            put(b, "$", 1);
        } else if (c == '#') {
            put(b, "\\", 1);
        }
        backslashes = c == '\\' ? backslashes + 1 : 0;
        put(b, &c, 1);
    }
    return 0;
}

/* Was files[i] listed before (the same file read twice)? */
static int seen_before(const char *const *files, int i)
{
    for (int k = 0; k < i; k++)
        if (strcmp(files[k], files[i]) == 0)
            return 1;
    return 0;
}

int cli_write_depfile(const char *path, const char *const *targets, int ntargets,
                      int escape_targets, const char *const *files, int nfiles, int phony)
{
    dbuf b = {NULL, 0, 0, 0};
    const char *bad = NULL;
    for (int i = 0; i < ntargets && !bad; i++) {
        if (i)
            put(&b, " ", 1);
        if (!escape_targets)
            puts_(&b, targets[i]); /* -MT: as given, like GCC's */
        else if (put_escaped(&b, targets[i]) != 0)
            bad = targets[i];
    }
    put(&b, ":", 1);
    for (int i = 0; i < nfiles && !bad; i++) {
        if (seen_before(files, i))
            continue;
        puts_(&b, " \\\n  ");
        if (put_escaped(&b, files[i]) != 0)
            bad = files[i];
    }
    put(&b, "\n", 1);
    /* -MP: an empty rule per header, so Make does not stop when one is deleted. */
    for (int i = 1; phony && i < nfiles && !bad; i++) {
        if (seen_before(files, i))
            continue;
        put(&b, "\n", 1);
        put_escaped(&b, files[i]);
        put(&b, ":\n", 2);
    }
    if (bad) {
        fprintf(stderr, "%s: cannot write the depfile %s: the file name '%s' holds a newline, "
                        "which Make syntax cannot express\n",
                prog, path, bad);
        free(b.data);
        return CLI_EXIT_USAGE;
    }
    if (b.failed) {
        fprintf(stderr, "%s: out of memory\n", prog);
        free(b.data);
        return CLI_EXIT_USAGE;
    }
    int rc = cli_write_output(path, b.data, b.len, 0);
    free(b.data);
    return rc;
}

char *cli_depfile_beside(const char *output)
{
    size_t n = strlen(output);
    const char *slash = strrchr(output, '/');
    const char *dot = strrchr(output, '.');
    /* rs.cso -> rs.d; a dot in a directory name or leading a file name is no extension */
    size_t stem = dot && (slash == NULL || dot > slash + 1) && dot != output ? (size_t)(dot - output) : n;
    char *d = malloc(stem + 3);
    if (d == NULL)
        return NULL;
    memcpy(d, output, stem);
    memcpy(d + stem, ".d", 3);
    return d;
}
