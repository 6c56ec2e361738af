/*
 * options.c: the options every command takes (cli_parse_args), the memory
 * they hold, and the context they configure.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"

static const char *const prog = "rootsig";

int cli_parse_version(const char *s, rootsig_version *v)
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

int cli_note_owned_blob(cli *c, const cli_blob *b)
{
    if (c->nowned == c->owned_cap) {
        int cap = c->owned_cap ? c->owned_cap * 2 : 8;
        cli_blob *o = realloc(c->owned, (size_t)cap * sizeof *o);
        if (o == NULL)
            return -1;
        c->owned = o;
        c->owned_cap = cap;
    }
    c->owned[c->nowned++] = *b;
    return 0;
}

int cli_note_owned(cli *c, char *mem)
{
    cli_blob b = {mem, 0, 0};
    return cli_note_owned_blob(c, &b);
}

void cli_free(cli *c)
{
    for (int i = 0; i < c->nowned; i++)
        cli_blob_free(&c->owned[i]);
    free(c->owned);
    free(c->inputs);
    free(c->wno);
    free(c->mt);
    free(c->read);
    free(c->macros);
    free(c->incdirs);
    free(c->shaders);
}

/*
 * Whether option a may be given to command cmd (the table's say), and not
 * again if it takes one value: 0, or -1 after a usage error. seen counts
 * the rows given.
 */
static int option_allowed(const char *a, const char *cmd, unsigned char *seen, cli *c)
{
    const char *spelling = a;
    int known = 0;
    const cli_optdef *d = cli_option_find(a, cli_command_bit(cmd), &spelling, &known);
    if (d == NULL) {
        if (!known) {
            cli_usage_error("unknown option '%s'", a);
            return -1;
        }
        fprintf(stderr, "%s: %s does not apply to %s\nTry '%s %s --help'.\n", prog, spelling, cmd,
                prog, cmd);
        return -1;
    }
    size_t k = cli_option_index(d);
    if (!(d->flags & CLI_OPT_REPEAT) && d->form != CLI_OPT_FLAG && seen[k]) {
        cli_usage_error("option '%s' is given twice", spelling);
        return -1;
    }
    seen[k] = 1;
    if ((d->flags & CLI_OPT_READER) && c->reader_option == NULL)
        c->reader_option = spelling;
    return 0;
}

int cli_parse_args(const char *cmd, int argc, char **argv, cli *c)
{
    memset(c, 0, sizeof *c);
    c->opt.version = ROOTSIG_VERSION_1_1;
    c->opt.compat = ROOTSIG_COMPAT_LLVM;
    c->inputs = calloc((size_t)argc + 1, sizeof *c->inputs);
    c->wno = calloc((size_t)argc + 1, sizeof *c->wno);
    c->shaders = calloc((size_t)argc + 1, sizeof *c->shaders);
    c->mt = calloc((size_t)argc + 1, sizeof *c->mt);
    c->macros = calloc((size_t)argc + 1, sizeof *c->macros);
    c->incdirs = calloc((size_t)argc + 1, sizeof *c->incdirs);
    if (c->inputs == NULL || c->wno == NULL || c->shaders == NULL || c->mt == NULL ||
        c->macros == NULL || c->incdirs == NULL) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return -1;
    }
    unsigned char seen[64] = {0}; /* by table row; the table has fewer */
    if (cli_option_count() > sizeof seen) {
        fprintf(stderr, "%s: the option table outgrew its parser\n", prog);
        return -1;
    }
    int only_files = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        const char *val = NULL;
#define TAKES_VALUE(name)                                                                       \
    (strcmp(a, name) == 0 ? (i + 1 < argc ? (val = argv[++i], 1)                                \
                                          : (cli_usage_error("option '%s' needs a value", name), -1)) \
     : (strncmp(a, name "=", sizeof(name)) == 0 ? (val = a + sizeof(name), 1) : 0))
        int r;
        if (only_files || a[0] != '-' || strcmp(a, "-") == 0) {
            c->inputs[c->ninputs++] = a;
        } else if (strcmp(a, "--") == 0) {
            only_files = 1;
        } else if (option_allowed(a, cmd, seen, c) != 0) {
            return -1;
        } else if ((r = TAKES_VALUE("--version")) != 0) {
            if (r < 0)
                return -1;
            if (strcmp(val, "lowest") == 0) {
                c->obj.lowest = 1; /* DSL is read as 1.2, then lowered (cmd_decompile.c) */
                c->opt.version = ROOTSIG_VERSION_1_2;
            } else if (cli_parse_version(val, &c->opt.version) != 0) {
                cli_usage_error("unknown root signature version '%s' (use 1.0, 1.1, 1.2 or lowest)",
                                val);
                return -1;
            }
            c->version_given = 1;
        } else if ((r = TAKES_VALUE("--compat")) != 0) {
            if (r < 0)
                return -1;
            if (strcmp(val, "llvm") == 0 || strcmp(val, "clang") == 0)
                c->opt.compat = ROOTSIG_COMPAT_LLVM;
            else if (strcmp(val, "dxc") == 0)
                c->opt.compat = ROOTSIG_COMPAT_DXC;
            else {
                cli_usage_error("unknown compat mode '%s' (use llvm or dxc)", val);
                return -1;
            }
        } else if ((r = TAKES_VALUE("--emit")) != 0) {
            if (r < 0)
                return -1;
            c->emit = val;
        } else if ((r = TAKES_VALUE("--name")) != 0) {
            if (r < 0)
                return -1;
            c->name = val;
        } else if ((r = TAKES_VALUE("--embed")) != 0) {
            if (r < 0)
                return -1;
            if (strcmp(val, "container") != 0 && strcmp(val, "part") != 0) {
                cli_usage_error("unknown --embed kind '%s' (use container or part)", val);
                return -1;
            }
            c->embed = val;
        } else if ((r = TAKES_VALUE("--input")) != 0) {
            if (r < 0)
                return -1;
            if (strcmp(val, "dsl") != 0 && strcmp(val, "metadata") != 0 &&
                strcmp(val, "hlsl") != 0 && strcmp(val, "auto") != 0) {
                cli_usage_error("unknown --input kind '%s' (use dsl, metadata, hlsl or auto)", val);
                return -1;
            }
            c->input = val;
        } else if ((r = TAKES_VALUE("--entry")) != 0) {
            if (r < 0)
                return -1;
            c->entry = val;
        } else if ((r = TAKES_VALUE("--define")) != 0 || (r = TAKES_VALUE("-E")) != 0) {
            if (r < 0)
                return -1;
            c->define = val;
        } else if (strncmp(a, "-E", 2) == 0 && a[2] != '\0') {
            c->define = a + 2; /* DXC's joined spelling: -ENAME */
        } else if ((r = TAKES_VALUE("--rs")) != 0) {
            if (r < 0)
                return -1;
            c->rs = val;
        } else if ((r = TAKES_VALUE("--shader")) != 0) {
            if (r < 0)
                return -1;
            c->shaders[c->nshaders++] = val;
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
                cli_usage_error("--max-errors needs a number from 1 to 100000, not '%s'", val);
                return -1;
            }
            c->opt.max_errors = (unsigned)n;
        } else if ((r = TAKES_VALUE("--subobject")) != 0) {
            if (r < 0)
                return -1;
            c->subobject = val;
        } else if (strncmp(a, "-D", 2) == 0 || strncmp(a, "-U", 2) == 0 ||
                   strncmp(a, "-I", 2) == 0) {
            /* -D NAME[=VALUE], -U NAME, -I DIR: joined or separate */
            char opt = a[1];
            if (a[2] == '\0') {
                if (i + 1 >= argc) {
                    cli_usage_error(opt == 'D' ? "option '-D' needs a value"
                                    : opt == 'U' ? "option '-U' needs a value"
                                                 : "option '-I' needs a value", "");
                    return -1;
                }
                val = argv[++i];
            } else {
                val = a + 2;
            }
            if (opt == 'I') {
                c->incdirs[c->nincdirs++] = val;
            } else {
                rootsig_hlsl_macro *m = &c->macros[c->nmacros++];
                char *eq = opt == 'D' ? strchr(val, '=') : NULL;
                m->undef = opt == 'U';
                if (eq) {
                    /* NAME=VALUE: the name is copied (argv stays as it is) */
                    char *n = malloc((size_t)(eq - val) + 1);
                    if (n == NULL || cli_note_owned(c, n) != 0) {
                        free(n);
                        fprintf(stderr, "%s: out of memory\n", prog);
                        return -1;
                    }
                    memcpy(n, val, (size_t)(eq - val));
                    n[eq - val] = '\0';
                    m->name = n;
                    m->value = eq + 1;
                } else {
                    m->name = val;
                }
            }
        } else if (strcmp(a, "-MD") == 0) {
            c->md = 1;
        } else if (strcmp(a, "-MP") == 0) {
            c->mp = 1;
        } else if ((r = TAKES_VALUE("-MF")) != 0) {
            if (r < 0)
                return -1;
            c->mf = val;
        } else if (strncmp(a, "-MF", 3) == 0 && a[3] != '\0') {
            c->mf = a + 3; /* joined, as GCC allows */
        } else if ((r = TAKES_VALUE("-MT")) != 0) {
            if (r < 0)
                return -1;
            c->mt[c->nmt++] = val;
        } else if (strncmp(a, "-MT", 3) == 0 && a[3] != '\0') {
            c->mt[c->nmt++] = a + 3;
        } else if (strcmp(a, "-Werror") == 0) {
            c->opt.werror = 1;
        } else if (strcmp(a, "-fdiagnostics-parseable-fixits") == 0) {
            cli_set_parseable_fixits(1);
        } else if (strcmp(a, "--force") == 0) {
            cli_set_force(1);
        } else if (strncmp(a, "-Wno-", 5) == 0) {
            c->wno[c->nwno++] = a + 5;
        } else if ((r = cli_obj_option(&c->obj, argc, argv, &i)) != 0) {
            if (r < 0)
                return -1;
        } else {
            cli_usage_error("unknown option '%s'", a);
            return -1;
        }
#undef TAKES_VALUE
    }
    return 0;
}

rootsig_ctx *cli_new_ctx(const cli *c)
{
    rootsig_ctx *ctx = NULL;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return NULL;
    }
    for (int i = 0; i < c->nwno; i++) {
        if (rootsig_ctx_disable_warning(ctx, c->wno[i], 1) != ROOTSIG_OK) {
            cli_usage_error("-Wno-%s: no warning has that ID", c->wno[i]);
            rootsig_ctx_destroy(ctx);
            return NULL;
        }
    }
    return ctx;
}

int cli_note_read(cli *c, const char *path)
{
    if (c->nread == c->read_cap) {
        int cap = c->read_cap ? c->read_cap * 2 : 8;
        const char **r = realloc(c->read, (size_t)cap * sizeof *r);
        if (r == NULL)
            return -1;
        c->read = r;
        c->read_cap = cap;
    }
    c->read[c->nread++] = path;
    return 0;
}

