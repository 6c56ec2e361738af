/*
 * io.c: the command line's calls to the operating system: reading inputs
 * (cli_read_input), writing outputs atomically (cli_write_output), and the
 * few questions about files and streams the other files ask. Also how a
 * status becomes an exit code, and the usage and fix-it lines.
 */
/* realpath is X/Open's, beyond the POSIX base the build asks for. */
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#define CLI_HAVE_MMAP 1
#endif

#include "cli.h"

static const char *const prog = "rootsig";

/*
 * Inputs are read whole. A regular file of CLI_MAP_MIN bytes or more is
 * mapped instead (map_file); anything of CLI_INPUT_MAX bytes or more could
 * not be held with its NUL and is refused as memory would be (the library
 * refuses texts of 4 GiB or more anyway: docs/limits.md).
 */
enum { CLI_MAP_MIN = 16 * 1024 };
#define CLI_INPUT_MAX (SIZE_MAX / 2)

void cli_usage_error(const char *fmt, const char *arg)
{
    fprintf(stderr, "%s: ", prog);
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\nTry '%s --help'.\n", prog);
}

const char *cli_input_name(const char *path)
{
    return strcmp(path, "-") == 0 ? "<stdin>" : path;
}

static int read_stream(FILE *f, const char *name, cli_blob *out)
{
    size_t cap = 1 << 16, len = 0;
    /* A regular file is read into a buffer of its size (plus one byte to see the end). */
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        (uintmax_t)st.st_size < CLI_INPUT_MAX)
        cap = (size_t)st.st_size + 1;
    char *buf = malloc(cap);
    if (buf == NULL) {
        fprintf(stderr, "%s: out of memory reading %s\n", prog, name);
        return CLI_EXIT_USAGE;
    }
    for (;;) {
        if (len == cap) {
            char *nb = cap >= CLI_INPUT_MAX ? NULL : realloc(buf, cap * 2);
            if (nb == NULL) {
                free(buf);
                fprintf(stderr, "%s: out of memory reading %s\n", prog, name);
                return CLI_EXIT_USAGE;
            }
            buf = nb;
            cap *= 2;
        }
        size_t n = fread(buf + len, 1, cap - len, f);
        len += n;
        if (n == 0) {
            if (ferror(f)) {
                fprintf(stderr, "%s: cannot read %s: %s\n", prog, name, strerror(errno));
                free(buf);
                return CLI_EXIT_USAGE;
            }
            break;
        }
    }
    buf[len] = 0; /* room was kept: the library reads the text in place (text_terminated) */
    out->data = buf;
    out->len = len;
    return CLI_EXIT_OK;
}

/*
 * The regular files this process has read, by device and inode: an output
 * that replaces one of them (an in-place `splice -o INPUT`, `strip -o INPUT`)
 * replaces the user's own data and is flushed before the rename; any other
 * output is a build product and is not (cli_write_output). A command reads
 * a handful of inputs; past INPUTS_SEEN, every replaced file is flushed.
 */
enum { INPUTS_SEEN = 64 };
static struct {
    dev_t dev;
    ino_t ino;
} inputs_seen[INPUTS_SEEN];
static size_t ninputs_seen;
static bool inputs_overflow;

static void note_input(const struct stat *st)
{
    if (ninputs_seen == INPUTS_SEEN) {
        inputs_overflow = true;
        return;
    }
    inputs_seen[ninputs_seen].dev = st->st_dev;
    inputs_seen[ninputs_seen].ino = st->st_ino;
    ninputs_seen++;
}

/* Whether st is a file this process read as an input (or might have). */
static bool is_an_input(const struct stat *st)
{
    if (inputs_overflow)
        return true;
    for (size_t i = 0; i < ninputs_seen; i++)
        if (inputs_seen[i].dev == st->st_dev && inputs_seen[i].ino == st->st_ino)
            return true;
    return false;
}

/*
 * Maps a regular file of len bytes instead of reading it, where that is
 * worth it and the text still ends in a NUL (as LLVM's MemoryBuffer
 * decides); 1 if it did.
 */
static int map_file(int fd, size_t len, cli_blob *out)
{
#ifdef CLI_HAVE_MMAP
    long page = sysconf(_SC_PAGESIZE);
    /* A small file is read: one read costs less than making and unmaking a mapping. */
    if (page <= 0 || len < CLI_MAP_MIN)
        return 0;
    /*
     * The library reads the text in place and needs a NUL after it: the
     * zeros after the file's end in its last page, which a file of whole
     * pages lacks.
     */
    if (len % (size_t)page == 0)
        return 0;
    /* Private and writable: nothing written reaches the file, and a write cannot fault. */
    void *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
    if (p == MAP_FAILED)
        return 0; /* read instead */
    out->data = p;
    out->len = len;
    out->mapped = len;
    return 1;
#else
    (void)fd;
    (void)len;
    (void)out;
    return 0;
#endif
}

int cli_read_input(const char *path, cli_blob *out)
{
    out->data = NULL;
    out->len = 0;
    out->mapped = 0;
    if (strcmp(path, "-") == 0)
        return read_stream(stdin, "standard input", out);
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "%s: cannot open %s: %s\n", prog, path, strerror(errno));
        return CLI_EXIT_USAGE;
    }
    struct stat st;
    int rc = CLI_EXIT_OK;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode)) {
        note_input(&st);
        /* A large file is mapped: no copy, its pages are the page cache's. */
        if (st.st_size <= 0 || (uintmax_t)st.st_size >= CLI_INPUT_MAX ||
            !map_file(fileno(f), (size_t)st.st_size, out))
            rc = read_stream(f, path, out);
    } else {
        rc = read_stream(f, path, out);
    }
    fclose(f);
    return rc;
}

void cli_blob_free(cli_blob *b)
{
#ifdef CLI_HAVE_MMAP
    if (b->mapped) {
        munmap(b->data, b->mapped);
        b->data = NULL;
        b->mapped = 0;
        return;
    }
#endif
    free(b->data);
    b->data = NULL;
}

int cli_path_exists(const char *path, int files_only)
{
    struct stat st;
    return stat(path, &st) == 0 && !(files_only && S_ISDIR(st.st_mode));
}

int cli_is_terminal(FILE *f)
{
    return isatty(fileno(f));
}

FILE *cli_stderr_stream(char *block, size_t size)
{
    int fd = dup(fileno(stderr));
    FILE *to = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (to == NULL || setvbuf(to, block, _IOFBF, size) != 0) {
        if (to)
            fclose(to);
        else if (fd >= 0)
            close(fd);
        return NULL;
    }
    return to;
}

static int write_all(int fd, const void *data, size_t len)
{
    const char *p = data;
    while (len) {
        ssize_t n = write(fd, p, len);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        p += n;
        len -= (size_t)n;
    }
    return 0;
}

static int write_special(const char *path, const struct stat *st, const void *data, size_t len);
static int stream_behind(const char *path, const struct stat *st);
static int write_replacing(const char *path, const void *data, size_t len);

/*
 * A temporary file beside the output, then rename: a build never sees a
 * half-written output and a failure leaves any existing file untouched.
 */
int cli_write_output(const char *path, const void *data, size_t len, int binary)
{
    if (path == NULL || strcmp(path, "-") == 0) {
        if (binary && isatty(STDOUT_FILENO)) {
            fprintf(stderr, "%s: refusing to write binary output to a terminal; use -o FILE or "
                            "redirect standard output\n",
                    prog);
            return CLI_EXIT_USAGE;
        }
        if (write_all(STDOUT_FILENO, data, len) != 0) {
            fprintf(stderr, "%s: cannot write standard output: %s\n", prog, strerror(errno));
            return CLI_EXIT_USAGE;
        }
        return CLI_EXIT_OK;
    }
    /*
     * An output that is not a regular file, itself or where its link points
     * (/dev/null, a FIFO, a terminal), is written in place, as clang writes
     * one: there is no file to keep whole, and a file renamed over it would
     * take the device's place. A link to a file is replaced, as rename does.
     */
    struct stat st;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
        return write_special(path, &st, data, len);
    int fd = stream_behind(path, &st);
    if (fd >= 0) {
        if (write_all(fd, data, len) != 0) {
            fprintf(stderr, "%s: cannot write %s: %s\n", prog, path, strerror(errno));
            return CLI_EXIT_USAGE;
        }
        return CLI_EXIT_OK;
    }
    return write_replacing(path, data, len);
}

/*
 * A link to this process's standard output or error (/dev/stdout, a link to
 * /proc/self/fd/1) that is a regular file (the stream redirected to one)
 * names the stream, not a file to replace: renaming over the link would put
 * a file where the link was, and the stream would get nothing. Its
 * descriptor, or -1. st: what stat says of path.
 */
static int stream_behind(const char *path, const struct stat *st)
{
    struct stat l;
    if (lstat(path, &l) != 0 || !S_ISLNK(l.st_mode))
        return -1;
    static const int fds[] = {STDOUT_FILENO, STDERR_FILENO};
    for (size_t i = 0; i < sizeof fds / sizeof fds[0]; i++) {
        struct stat f;
        if (fstat(fds[i], &f) == 0 && f.st_dev == st->st_dev && f.st_ino == st->st_ino)
            return fds[i];
    }
    return -1;
}

/* An output that is not a regular file, written in place. */
static int write_special(const char *path, const struct stat *st, const void *data, size_t len)
{
    if (S_ISDIR(st->st_mode)) {
        fprintf(stderr, "%s: cannot write %s: %s\n", prog, path, strerror(EISDIR));
        return CLI_EXIT_USAGE;
    }
    int fd = open(path, O_WRONLY | O_NOCTTY);
    int err = fd < 0 || write_all(fd, data, len) != 0;
    int saved = errno;
    if (fd >= 0 && close(fd) != 0 && !err) {
        err = 1;
        saved = errno;
    }
    if (err) {
        fprintf(stderr, "%s: cannot write %s: %s\n", prog, path, strerror(saved));
        return CLI_EXIT_USAGE;
    }
    return CLI_EXIT_OK;
}

/* A regular output (or a new one): a temporary file beside it, then rename. */
static int write_replacing(const char *path, const void *data, size_t len)
{
    size_t n = strlen(path);
    char *tmp = malloc(n + 16);
    if (tmp == NULL) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return CLI_EXIT_USAGE;
    }
    memcpy(tmp, path, n);
    memcpy(tmp + n, ".tmp.XXXXXX", 12);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        fprintf(stderr, "%s: cannot create a temporary file beside %s: %s\n", prog, path,
                strerror(errno));
        free(tmp);
        return CLI_EXIT_USAGE;
    }
    /* mkstemp makes 0600; outputs should look like any other build product. */
    mode_t mask = umask(0);
    umask(mask);
    (void)fchmod(fd, 0666 & ~mask);
    /*
     * Replacing an input (an in-place `splice -o INPUT` or `strip -o
     * INPUT`): flush the new contents before the rename, so that even a
     * crash leaves the old file or the new one whole, never an empty one;
     * the old bytes are the user's own data, which nothing can rebuild.
     * Every other output is a build product, written as compilers write
     * theirs (temporary file + rename, no fsync): in a build of thousands of
     * outputs the flushes would cost more than the compiles, and a crash
     * merely means building again.
     */
    struct stat st;
    bool durable = stat(path, &st) == 0 && S_ISREG(st.st_mode) && is_an_input(&st);
    int err = write_all(fd, data, len) != 0 || (durable && fsync(fd) != 0);
    int saved = errno;
    if (close(fd) != 0 && !err) {
        err = 1;
        saved = errno;
    }
    if (!err && rename(tmp, path) != 0) {
        err = 1;
        saved = errno;
    }
    if (err) {
        unlink(tmp);
        fprintf(stderr, "%s: cannot write %s: %s\n", prog, path, strerror(saved));
        free(tmp);
        return CLI_EXIT_USAGE;
    }
    free(tmp);
    return CLI_EXIT_OK;
}

/*
 * What a path names, to tell whether two paths are one file: its device and
 * inode when it exists (links and other spellings of it alike), else its
 * spelling made canonical as far as it can be (the directory resolved,
 * "." and repeated slashes dropped) for a file that does not exist yet.
 */
typedef struct file_id {
    bool exists, regular;
    dev_t dev;
    ino_t ino;
    char *path; /* malloc'd, when !exists */
} file_id;

/* path's spelling without "." components and repeated slashes (malloc'd; NULL on OOM). */
static char *tidy_path(const char *path)
{
    char *out = malloc(strlen(path) + 1);
    if (out == NULL)
        return NULL;
    size_t n = 0;
    const char *p = path;
    if (*p == '/')
        out[n++] = '/';
    while (*p) {
        while (*p == '/')
            p++;
        const char *e = strchr(p, '/');
        size_t w = e ? (size_t)(e - p) : strlen(p);
        if (w && !(w == 1 && p[0] == '.')) {
            if (n && out[n - 1] != '/')
                out[n++] = '/';
            memcpy(out + n, p, w);
            n += w;
        }
        p += w;
    }
    out[n] = '\0';
    return out;
}

/* A file that does not exist: its directory resolved (realpath) and its name. */
static char *canonical_new_path(const char *path)
{
    char *t = tidy_path(path);
    if (t == NULL)
        return NULL;
    char *slash = strrchr(t, '/');
    const char *dir = slash ? (slash == t ? "/" : t) : ".";
    const char *base = slash ? slash + 1 : t;
    if (slash && slash != t)
        *slash = '\0';
    char *real = realpath(dir, NULL);
    if (real == NULL) {
        if (slash && slash != t)
            *slash = '/';
        return t;
    }
    char *out = malloc(strlen(real) + strlen(base) + 2);
    if (out)
        sprintf(out, "%s/%s", real, base);
    free(real);
    free(t);
    return out;
}

static int file_id_of(const char *path, file_id *id)
{
    struct stat st;
    memset(id, 0, sizeof *id);
    if (strcmp(path, "-") == 0 ? fstat(STDIN_FILENO, &st) == 0 : stat(path, &st) == 0) {
        id->exists = true;
        id->regular = S_ISREG(st.st_mode);
        id->dev = st.st_dev;
        id->ino = st.st_ino;
        return 0;
    }
    if (strcmp(path, "-") == 0)
        return 0;
    id->path = canonical_new_path(path);
    return id->path ? 0 : -1;
}

/*
 * Whether a and b are one file that writing would destroy: a regular file,
 * or one that does not exist yet. Devices and FIFOs (/dev/null named
 * twice) are not: writing one leaves nothing to lose.
 */
static bool same_file(const file_id *a, const file_id *b)
{
    if (a->exists != b->exists)
        return false;
    if (a->exists)
        return a->regular && a->dev == b->dev && a->ino == b->ino;
    return a->path && b->path && strcmp(a->path, b->path) == 0;
}

int cli_check_outputs(const char *const *inputs, int nin, const char *const *outputs, int nout,
                      int in_place)
{
    file_id *ids = calloc((size_t)(nin + nout) + 1, sizeof *ids);
    if (ids == NULL) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return CLI_EXIT_USAGE;
    }
    int rc = CLI_EXIT_OK;
    for (int i = 0; i < nin + nout && rc == CLI_EXIT_OK; i++) {
        const char *p = i < nin ? inputs[i] : outputs[i - nin];
        if (p == NULL || (i >= nin && strcmp(p, "-") == 0))
            continue; /* no output, or standard output */
        if (file_id_of(p, &ids[i]) != 0) {
            fprintf(stderr, "%s: out of memory\n", prog);
            rc = CLI_EXIT_USAGE;
        }
    }
    for (int o = 0; o < nout && rc == CLI_EXIT_OK; o++) {
        const file_id *out = &ids[nin + o];
        if (outputs[o] == NULL || strcmp(outputs[o], "-") == 0)
            continue;
        /* the input edited in place may be named twice (splice C.cso C.cso -o C.cso) */
        bool edited = o == 0 && in_place >= 0 && in_place < nin && same_file(out, &ids[in_place]);
        for (int i = 0; i < nin && rc == CLI_EXIT_OK && !edited; i++) {
            if (same_file(out, &ids[i])) {
                cli_usage_error("output '%s' is the input", outputs[o]);
                rc = CLI_EXIT_USAGE;
            }
        }
        for (int k = 0; k < o && rc == CLI_EXIT_OK; k++) {
            if (outputs[k] && strcmp(outputs[k], "-") != 0 && same_file(out, &ids[nin + k])) {
                char msg[64 + 2 * 256];
                snprintf(msg, sizeof msg, "outputs '%.256s' and '%.256s' are the same file",
                         outputs[k], outputs[o]);
                cli_usage_error("%s", msg);
                rc = CLI_EXIT_USAGE;
            }
        }
    }
    for (int i = 0; i < nin + nout; i++)
        free(ids[i].path);
    free(ids);
    return rc;
}

/* -fdiagnostics-parseable-fixits: the process's one setting, as prog is. */
static int parseable_fixits;

void cli_set_parseable_fixits(int on)
{
    parseable_fixits = on;
}

static void print_fixit(FILE *to, const rootsig_diag *d);

void cli_parseable_fixit(FILE *to, const rootsig_diag *d)
{
    if (parseable_fixits && d && d->fixit)
        print_fixit(to, d);
}

/* clang's machine-readable fix-it line: fix-it:"FILE":{L:C-L:C}:"TEXT". */
static void print_fixit(FILE *to, const rootsig_diag *d)
{
    fputs("fix-it:\"", to);
    for (const char *p = d->source_name ? d->source_name : ""; *p; p++)
        fprintf(to, *p == '"' || *p == '\\' ? "\\%c" : "%c", *p);
    fprintf(to, "\":{%u:%u-%u:%u}:\"", d->fixit_line, d->fixit_column, d->fixit_end_line,
            d->fixit_end_column);
    for (const unsigned char *p = (const unsigned char *)d->fixit; *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(to, "\\%c", *p);
        else if (*p < 0x20 || *p >= 0x7f)
            fprintf(to, "\\%03o", *p);
        else
            fputc(*p, to);
    }
    fputs("\"\n", to);
}

int cli_status_exit(rootsig_ctx *ctx, rootsig_status st, size_t from)
{
    cli_diag_emit(ctx, from);
    switch (st) {
    case ROOTSIG_OK: return CLI_EXIT_OK;
    case ROOTSIG_ERR_INPUT:
    case ROOTSIG_ERR_LIMIT: return CLI_EXIT_REJECTED;
    default:
        fprintf(stderr, "%s: %s\n", prog, rootsig_status_string(st));
        return CLI_EXIT_USAGE;
    }
}

int cli_is_container(const cli_blob *b)
{
    return b->len >= 4 && memcmp(b->data, "DXBC", 4) == 0;
}

/* A bare RTS0 part starts with version 1, 2 or 3 as a little-endian u32; text never does. */
int cli_is_part(const cli_blob *b)
{
    if (b->len < 4)
        return 0;
    const unsigned char *p = (const unsigned char *)b->data;
    return p[0] >= 1 && p[0] <= 3 && p[1] == 0 && p[2] == 0 && p[3] == 0;
}

int cli_read_text_or_file(const char *path, const char *text, cli_blob *src, const char **name)
{
    if (text) {
        src->data = (char *)text;
        src->len = strlen(text);
        *name = "<text>";
        return CLI_EXIT_OK;
    }
    *name = cli_input_name(path);
    return cli_read_input(path, src);
}
