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

#include "rootsig.h"

enum { EXIT_OK = 0, EXIT_REJECTED = 1, EXIT_USAGE = 2 };

static const char *prog = "rootsig";

static void usage_error(const char *fmt, const char *arg)
{
    fprintf(stderr, "%s: ", prog);
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\nTry '%s --help'.\n", prog);
}

static void print_help(void)
{
    printf("usage: %s compile [--version 1.0|1.1|1.2] [--compat llvm|dxc]\n"
           "                        [--emit container|part] [-o FILE] (FILE | - | --text 'DSL')\n"
           "       %s check [--version V] [--compat C] (FILE... | --text 'DSL')\n"
           "       %s dump FILE|-\n"
           "\n"
           "Commands:\n"
           "  compile   compile root-signature DSL to an RTS0 part or container\n"
           "  check     validate without writing anything\n"
           "  dump      print every field of an RTS0 part or of the RTS0 in a container\n"
           "\n"
           "Options:\n"
           "  --version V       root signature version: 1.0, 1.1 (default) or 1.2\n"
           "  --compat MODE     llvm (default): write clang's explicit default flags;\n"
           "                    dxc: write 0 for unspecified flags, as DXC does\n"
           "  --emit KIND       container (default) or part (bare RTS0 data)\n"
           "  -o FILE           output file ('-' or none: standard output)\n"
           "  --text DSL        take the DSL from the argument instead of a file\n"
           "  -Werror           treat warnings as errors\n"
           "  -Wno-RSnnnn       silence one warning by its ID\n"
           "  --max-errors N    stop after N errors (default 20)\n"
           "  --help            show this help\n"
           "  --version, --about  (as the command) print the program version\n"
           "\n"
           "Exit status: 0 success, 1 input rejected, 2 usage or I/O error.\n",
           prog, prog, prog);
}

/* ---- files ------------------------------------------------------------- */

typedef struct blob {
    char *data;
    size_t len;
} blob;

static int read_stream(FILE *f, const char *name, blob *out)
{
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    if (buf == NULL) {
        fprintf(stderr, "%s: out of memory reading %s\n", prog, name);
        return EXIT_USAGE;
    }
    for (;;) {
        if (len == cap) {
            char *nb = cap > SIZE_MAX / 2 ? NULL : realloc(buf, cap * 2);
            if (nb == NULL) {
                free(buf);
                fprintf(stderr, "%s: out of memory reading %s\n", prog, name);
                return EXIT_USAGE;
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
                return EXIT_USAGE;
            }
            break;
        }
    }
    out->data = buf;
    out->len = len;
    return EXIT_OK;
}

static int read_input(const char *path, blob *out)
{
    if (strcmp(path, "-") == 0)
        return read_stream(stdin, "standard input", out);
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "%s: cannot open %s: %s\n", prog, path, strerror(errno));
        return EXIT_USAGE;
    }
    int rc = read_stream(f, path, out);
    fclose(f);
    return rc;
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

/*
 * Writes data to path atomically: a temporary file beside it, then rename,
 * so a build never sees a half-written output and a failure leaves any
 * existing file untouched. "-" is standard output.
 */
static int write_output(const char *path, const void *data, size_t len, int binary)
{
    if (path == NULL || strcmp(path, "-") == 0) {
        if (binary && isatty(STDOUT_FILENO)) {
            fprintf(stderr, "%s: refusing to write binary output to a terminal; use -o FILE or "
                            "redirect standard output\n",
                    prog);
            return EXIT_USAGE;
        }
        if (write_all(STDOUT_FILENO, data, len) != 0) {
            fprintf(stderr, "%s: cannot write standard output: %s\n", prog, strerror(errno));
            return EXIT_USAGE;
        }
        return EXIT_OK;
    }
    size_t n = strlen(path);
    char *tmp = malloc(n + 16);
    if (tmp == NULL) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return EXIT_USAGE;
    }
    memcpy(tmp, path, n);
    memcpy(tmp + n, ".tmp.XXXXXX", 12);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        fprintf(stderr, "%s: cannot create a temporary file beside %s: %s\n", prog, path,
                strerror(errno));
        free(tmp);
        return EXIT_USAGE;
    }
    /* mkstemp makes 0600; outputs should look like any other build product. */
    mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, 0666 & ~mask);
    int err = write_all(fd, data, len) != 0 || fsync(fd) != 0;
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
        return EXIT_USAGE;
    }
    free(tmp);
    return EXIT_OK;
}

/* ---- diagnostics ------------------------------------------------------- */

static void print_diags(rootsig_ctx *ctx, size_t from)
{
    size_t n = rootsig_diag_count(ctx);
    for (size_t i = from; i < n; i++) {
        const char *text = rootsig_diag_render(ctx, i);
        if (text)
            fputs(text, stderr);
    }
}

static int status_exit(rootsig_ctx *ctx, rootsig_status st, size_t from)
{
    print_diags(ctx, from);
    switch (st) {
    case ROOTSIG_OK: return EXIT_OK;
    case ROOTSIG_ERR_INPUT:
    case ROOTSIG_ERR_LIMIT: return EXIT_REJECTED;
    default:
        fprintf(stderr, "%s: %s\n", prog, rootsig_status_string(st));
        return EXIT_USAGE;
    }
}

/* ---- options ----------------------------------------------------------- */

typedef struct cli {
    rootsig_options opt;
    const char *output;
    const char *text;
    const char *emit;
    const char **inputs;
    int ninputs;
    const char **wno;
    int nwno;
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

/* Parses the options shared by the subcommands; returns -1 after a usage error. */
static int parse_args(int argc, char **argv, cli *c)
{
    memset(c, 0, sizeof *c);
    c->opt.version = ROOTSIG_VERSION_1_1;
    c->opt.compat = ROOTSIG_COMPAT_LLVM;
    c->inputs = calloc((size_t)argc + 1, sizeof *c->inputs);
    c->wno = calloc((size_t)argc + 1, sizeof *c->wno);
    if (c->inputs == NULL || c->wno == NULL) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return -1;
    }
    int only_files = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        const char *val = NULL;
#define TAKES_VALUE(name)                                                                       \
    (strcmp(a, name) == 0 ? (i + 1 < argc ? (val = argv[++i], 1)                                \
                                          : (usage_error("option '%s' needs a value", name), -1)) \
     : (strncmp(a, name "=", sizeof(name)) == 0 ? (val = a + sizeof(name), 1) : 0))
        int r;
        if (only_files || a[0] != '-' || strcmp(a, "-") == 0) {
            c->inputs[c->ninputs++] = a;
        } else if (strcmp(a, "--") == 0) {
            only_files = 1;
        } else if ((r = TAKES_VALUE("--version")) != 0) {
            if (r < 0)
                return -1;
            if (parse_version(val, &c->opt.version) != 0) {
                usage_error("unknown root signature version '%s' (use 1.0, 1.1 or 1.2)", val);
                return -1;
            }
        } else if ((r = TAKES_VALUE("--compat")) != 0) {
            if (r < 0)
                return -1;
            if (strcmp(val, "llvm") == 0 || strcmp(val, "clang") == 0)
                c->opt.compat = ROOTSIG_COMPAT_LLVM;
            else if (strcmp(val, "dxc") == 0)
                c->opt.compat = ROOTSIG_COMPAT_DXC;
            else {
                usage_error("unknown compat mode '%s' (use llvm or dxc)", val);
                return -1;
            }
        } else if ((r = TAKES_VALUE("--emit")) != 0) {
            if (r < 0)
                return -1;
            c->emit = val;
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
                usage_error("--max-errors needs a number from 1 to 100000, not '%s'", val);
                return -1;
            }
            c->opt.max_errors = (unsigned)n;
        } else if (strcmp(a, "-Werror") == 0) {
            c->opt.werror = 1;
        } else if (strncmp(a, "-Wno-", 5) == 0) {
            c->wno[c->nwno++] = a + 5;
        } else {
            usage_error("unknown option '%s'", a);
            return -1;
        }
#undef TAKES_VALUE
    }
    return 0;
}

static rootsig_ctx *new_ctx(const cli *c)
{
    rootsig_ctx *ctx = NULL;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return NULL;
    }
    for (int i = 0; i < c->nwno; i++) {
        if (rootsig_ctx_disable_warning(ctx, c->wno[i], 1) != ROOTSIG_OK) {
            usage_error("-Wno-%s: no warning has that ID", c->wno[i]);
            rootsig_ctx_destroy(ctx);
            return NULL;
        }
    }
    return ctx;
}

/* ---- commands ----------------------------------------------------------- */

static int get_source(const cli *c, blob *src, const char **name, int *owned)
{
    *owned = 0;
    if (c->text) {
        if (c->ninputs) {
            usage_error("give either --text or an input file, not both%s", "");
            return EXIT_USAGE;
        }
        src->data = (char *)c->text;
        src->len = strlen(c->text);
        *name = "<text>";
        return EXIT_OK;
    }
    if (c->ninputs != 1) {
        usage_error("%s", c->ninputs ? "compile takes one input" : "no input (give FILE, - or --text 'DSL')");
        return EXIT_USAGE;
    }
    *name = strcmp(c->inputs[0], "-") == 0 ? "<stdin>" : c->inputs[0];
    int rc = read_input(c->inputs[0], src);
    if (rc == EXIT_OK)
        *owned = 1;
    return rc;
}

static int cmd_compile(const cli *c)
{
    const char *emit = c->emit ? c->emit : "container";
    if (strcmp(emit, "part") != 0 && strcmp(emit, "container") != 0) {
        usage_error("unknown --emit kind '%s' (use container or part)", emit);
        return EXIT_USAGE;
    }
    blob src;
    const char *name;
    int owned;
    int rc = get_source(c, &src, &name, &owned);
    if (rc != EXIT_OK)
        return rc;
    rootsig_ctx *ctx = new_ctx(c);
    if (ctx == NULL) {
        if (owned)
            free(src.data);
        return EXIT_USAGE;
    }
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_parse_dsl(ctx, name, src.data, src.len, &c->opt, &sig);
    if (st == ROOTSIG_OK)
        st = rootsig_validate(ctx, sig, &c->opt);
    void *out = NULL;
    size_t len = 0;
    if (st == ROOTSIG_OK) {
        int container = strcmp(emit, "container") == 0;
        size_t cap = container ? rootsig_container_bound(sig) : rootsig_rts0_bound(sig);
        out = malloc(cap ? cap : 1);
        if (out == NULL)
            st = ROOTSIG_ERR_NOMEM;
        else if (container)
            st = rootsig_write_container(ctx, sig, &c->opt, out, cap, &len);
        else
            st = rootsig_write_rts0(ctx, sig, &c->opt, out, cap, &len);
    }
    rc = status_exit(ctx, st, 0);
    if (rc == EXIT_OK)
        rc = write_output(c->output, out, len, 1);
    free(out);
    rootsig_ctx_destroy(ctx);
    if (owned)
        free(src.data);
    return rc;
}

static int cmd_check(const cli *c)
{
    rootsig_ctx *ctx = new_ctx(c);
    if (ctx == NULL)
        return EXIT_USAGE;
    int worst = EXIT_OK;
    int n = c->text ? 1 : c->ninputs;
    if (n == 0) {
        usage_error("%s", "no input (give FILE..., - or --text 'DSL')");
        rootsig_ctx_destroy(ctx);
        return EXIT_USAGE;
    }
    if (c->text && c->ninputs) {
        usage_error("give either --text or input files, not both%s", "");
        rootsig_ctx_destroy(ctx);
        return EXIT_USAGE;
    }
    for (int i = 0; i < n; i++) {
        blob src = {NULL, 0};
        const char *name = "<text>";
        int owned = 0;
        if (c->text) {
            src.data = (char *)c->text;
            src.len = strlen(c->text);
        } else {
            name = strcmp(c->inputs[i], "-") == 0 ? "<stdin>" : c->inputs[i];
            int rc = read_input(c->inputs[i], &src);
            if (rc != EXIT_OK) {
                worst = EXIT_USAGE;
                continue;
            }
            owned = 1;
        }
        size_t from = rootsig_diag_count(ctx);
        rootsig_signature *sig = NULL;
        rootsig_status st = rootsig_parse_dsl(ctx, name, src.data, src.len, &c->opt, &sig);
        if (st == ROOTSIG_OK)
            st = rootsig_validate(ctx, sig, &c->opt);
        int rc = status_exit(ctx, st, from);
        if (rc > worst)
            worst = rc;
        if (owned)
            free(src.data);
    }
    rootsig_ctx_destroy(ctx);
    return worst;
}

static int cmd_dump(const cli *c)
{
    if (c->ninputs != 1 || c->text) {
        usage_error("%s", "dump takes one input file (or -)");
        return EXIT_USAGE;
    }
    blob in;
    int rc = read_input(c->inputs[0], &in);
    if (rc != EXIT_OK)
        return rc;
    const char *name = strcmp(c->inputs[0], "-") == 0 ? "<stdin>" : c->inputs[0];
    rootsig_ctx *ctx = new_ctx(c);
    if (ctx == NULL) {
        free(in.data);
        return EXIT_USAGE;
    }
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_read_binary(ctx, name, in.data, in.len, &sig);
    const char *text = NULL;
    size_t len = 0;
    if (st == ROOTSIG_OK)
        st = rootsig_dump(ctx, sig, &c->opt, &text, &len);
    rc = status_exit(ctx, st, 0);
    if (rc == EXIT_OK)
        rc = write_output(c->output, text, len, 0);
    rootsig_ctx_destroy(ctx);
    free(in.data);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage_error("%s", "no command given");
        return EXIT_USAGE;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        print_help();
        return EXIT_OK;
    }
    if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "--about") == 0) {
        printf("rootsig %s (root signature versions 1.0, 1.1, 1.2)\n", rootsig_version_string());
        return EXIT_OK;
    }
    cli c;
    if (parse_args(argc - 2, argv + 2, &c) != 0) {
        free(c.inputs);
        free(c.wno);
        return EXIT_USAGE;
    }
    int rc;
    if (strcmp(cmd, "compile") == 0)
        rc = cmd_compile(&c);
    else if (strcmp(cmd, "check") == 0)
        rc = cmd_check(&c);
    else if (strcmp(cmd, "dump") == 0)
        rc = cmd_dump(&c);
    else {
        usage_error("unknown command '%s'", cmd);
        rc = EXIT_USAGE;
    }
    free(c.inputs);
    free(c.wno);
    return rc;
}
