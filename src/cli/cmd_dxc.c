/*
 * cmd_dxc.c: `rootsig dxc`, DXC's command line for root signatures
 * (-T rootsig_1_x, -E, -Fo, -Fh/-Vn, -D, -I, -M*, -dumpbin and its edits),
 * turned into compile, check and the container commands.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"

static const char *const prog = "rootsig";

static void print_dxc_help(void)
{
    printf("usage: %s dxc -T rootsig_1_0|rootsig_1_1|rootsig_1_2 [-E NAME] [-Fo FILE]\n"
           "                  [-Fh FILE [-Vn NAME]] [-D NAME[=VALUE]]... [-I DIR]... [-WX]\n"
           "                  [-M | -MD | -MF FILE] [-nologo] FILE.hlsl\n"
           "       %s dxc -dumpbin (-setrootsignature RS.cso | -extractrootsignature |\n"
           "                  -Qstrip_rootsignature) [--force] -Fo OUT CONTAINER\n"
           "\n"
           "DXC's options for root signatures, with - or / before them, values joined\n"
           "(-Foout.cso) or separate (-Fo out.cso). The output is a container holding only\n"
           "RTS0, its digest filled, with DXC's bytes (--compat dxc).\n"
           "  -T rootsig_1_x        the root signature version\n"
           "  -E NAME               the macro holding the root signature (default: main)\n"
           "  -Fo FILE              write the container\n"
           "  -Fh FILE, -Vn NAME    write it as a C array named NAME (default: g_ and -E)\n"
           "  -D NAME[=VALUE], -I DIR  macros and include directories\n"
           "  -WX                   warnings are errors\n"
           "  -M                    print the dependencies (Make syntax), compile nothing\n"
           "  -MD                   also write them beside -Fo (or -Fh), extension .d\n"
           "  -MF FILE              write them to FILE\n"
           "  -dumpbin              the input is a container: -setrootsignature RS replaces\n"
           "                        its RTS0 with that of the container RS,\n"
           "                        -extractrootsignature keeps only the RTS0,\n"
           "                        -Qstrip_rootsignature removes it; alone, it is dumped\n"
           "  --force               with -dumpbin: write even from a container whose digest\n"
           "                        does not match or whose RTS0 does not read (a warning\n"
           "                        each; without it, an error)\n"
           "  -nologo               accepted (rootsig prints no banner)\n"
           "  -help, -?             this help\n"
           "A '/' argument that names an existing file is an input, not an option.\n",
           prog, prog);
}

/* The value of option name at argv[*i] (joined or the next argument); NULL if it is not name. */
static const char *dxc_value(int argc, char **argv, int *i, const char *name, int *missing)
{
    const char *a = argv[*i] + 1;
    size_t n = strlen(name);
    if (strncmp(a, name, n) != 0)
        return NULL;
    if (a[n] != '\0')
        return a + n;
    if (*i + 1 >= argc) {
        *missing = 1;
        return NULL;
    }
    return argv[++*i];
}

int cli_cmd_dxc(int argc, char **argv)
{
    cli c;
    memset(&c, 0, sizeof c);
    c.opt.version = ROOTSIG_VERSION_1_1;
    c.opt.compat = ROOTSIG_COMPAT_DXC;
    c.version_given = 1;
    c.inputs = calloc((size_t)argc + 1, sizeof *c.inputs);
    c.wno = calloc(1, sizeof *c.wno);
    c.mt = calloc((size_t)argc + 1, sizeof *c.mt);
    c.macros = calloc((size_t)argc + 1, sizeof *c.macros);
    c.incdirs = calloc((size_t)argc + 1, sizeof *c.incdirs);
    if (!c.inputs || !c.wno || !c.mt || !c.macros || !c.incdirs) {
        cli_free(&c);
        fprintf(stderr, "%s: out of memory\n", prog);
        return CLI_EXIT_USAGE;
    }
    const char *target = NULL, *setrs = NULL;
    int dumpbin = 0, extract = 0, strip = 0, rc = CLI_EXIT_OK;
    for (int i = 0; i < argc && rc == CLI_EXIT_OK; i++) {
        const char *a = argv[i];
        if ((a[0] != '-' && a[0] != '/') || strcmp(a, "-") == 0 ||
            (a[0] == '/' && cli_path_exists(a, 0))) {
            c.inputs[c.ninputs++] = a;
            continue;
        }
        const char *o = a + 1, *v;
        int missing = 0;
        const char *twice = NULL; /* the option's name, if given before */
#define FLAG(name) (strcmp(o, name) == 0)
#define VALUE(name) ((v = dxc_value(argc, argv, &i, name, &missing)) != NULL || missing)
        if (FLAG("help") || FLAG("?") || FLAG("h")) {
            print_dxc_help();
            cli_free(&c);
            return CLI_EXIT_OK;
        } else if (FLAG("nologo")) {
        } else if (FLAG("WX")) {
            c.opt.werror = 1;
        } else if (FLAG("-force")) {
            cli_set_force(1);
        } else if (FLAG("dumpbin")) {
            dumpbin = 1;
        } else if (FLAG("extractrootsignature")) {
            extract = 1;
        } else if (FLAG("Qstrip_rootsignature")) {
            strip = 1;
        } else if (FLAG("M")) {
            c.deps_only = 1;
        } else if (FLAG("MD")) {
            c.md = 1;
        } else if (VALUE("setrootsignature")) {
            twice = setrs != NULL ? "setrootsignature" : twice;
            setrs = v;
        } else if (VALUE("MF")) {
            twice = c.mf != NULL ? "MF" : twice;
            c.mf = v;
        } else if (VALUE("Fo")) {
            twice = c.output != NULL ? "Fo" : twice;
            c.output = v;
        } else if (VALUE("Fh")) {
            twice = c.fh != NULL ? "Fh" : twice;
            c.fh = v;
        } else if (VALUE("Vn")) {
            twice = c.vn != NULL ? "Vn" : twice;
            c.vn = v;
        } else if (VALUE("T")) {
            twice = target != NULL ? "T" : twice;
            target = v;
        } else if (VALUE("E")) {
            twice = c.define != NULL ? "E" : twice;
            c.define = v;
        } else if (VALUE("I")) {
            c.incdirs[c.nincdirs++] = v;
        } else if (VALUE("D")) {
            rootsig_hlsl_macro *m = &c.macros[c.nmacros++];
            const char *eq = v ? strchr(v, '=') : NULL;
            m->name = v;
            if (eq) {
                char *nm = malloc((size_t)(eq - v) + 1);
                if (nm == NULL || cli_note_owned(&c, nm) != 0) {
                    free(nm);
                    rc = CLI_EXIT_USAGE;
                    break;
                }
                memcpy(nm, v, (size_t)(eq - v));
                nm[eq - v] = '\0';
                m->name = nm;
                m->value = eq + 1;
            }
        } else {
            fprintf(stderr, "%s dxc: unknown option '%s' (rootsig dxc takes DXC's options for "
                            "root signatures; see '%s dxc -help')\n",
                    prog, a, prog);
            rc = CLI_EXIT_USAGE;
        }
        if (missing) {
            fprintf(stderr, "%s dxc: option '%s' needs a value\n", prog, a);
            rc = CLI_EXIT_USAGE;
        }
        if (twice && !missing) { /* DXC takes the last; a script that gives two means one */
            fprintf(stderr, "%s dxc: option '-%s' is given twice\n", prog, twice);
            rc = CLI_EXIT_USAGE;
        }
#undef FLAG
#undef VALUE
    }
    if (rc == CLI_EXIT_OK && c.ninputs != 1) {
        fprintf(stderr, "%s dxc: %s\n", prog, c.ninputs ? "give one input file" : "no input file");
        rc = CLI_EXIT_USAGE;
    }
    if (rc == CLI_EXIT_OK && (dumpbin || setrs || extract || strip)) {
        /* an existing container */
        if ((setrs != NULL) + extract + strip > 1) {
            fprintf(stderr, "%s dxc: give one of -setrootsignature, -extractrootsignature and "
                            "-Qstrip_rootsignature\n", prog);
            rc = CLI_EXIT_USAGE;
        } else if ((setrs || extract || strip) && c.output == NULL) {
            fprintf(stderr, "%s dxc: %s needs -Fo FILE\n", prog,
                    setrs ? "-setrootsignature" : extract ? "-extractrootsignature"
                                                          : "-Qstrip_rootsignature");
            rc = CLI_EXIT_USAGE;
        } else if (cli_check_outputs((const char *const[]){c.inputs[0], setrs}, setrs ? 2 : 1,
                                     (const char *const *)&c.output, 1,
                                     setrs || strip ? 0 : -1) != CLI_EXIT_OK) {
            rc = CLI_EXIT_USAGE; /* -setrootsignature and -Qstrip_rootsignature edit in place */
        } else {
            rootsig_ctx *ctx = cli_new_ctx(&c);
            if (ctx == NULL) {
                rc = CLI_EXIT_USAGE;
            } else {
                if (setrs)
                    rc = cli_splice(ctx, &c.opt, c.inputs[0], setrs, c.output);
                else if (extract)
                    rc = cli_extract(ctx, c.inputs[0], c.output, "container", &c.opt, 0, &c.obj);
                else if (strip)
                    rc = cli_strip(ctx, c.inputs[0], c.output);
                else
                    rc = cli_dump(ctx, &c.opt, c.inputs[0], NULL);
                rootsig_ctx_destroy(ctx);
            }
        }
        cli_free(&c);
        return rc;
    }
    if (rc == CLI_EXIT_OK && target == NULL) {
        fprintf(stderr, "%s dxc: no target: give -T rootsig_1_0, rootsig_1_1 or rootsig_1_2\n", prog);
        rc = CLI_EXIT_USAGE;
    }
    if (rc == CLI_EXIT_OK && (strncmp(target, "rootsig_", 8) != 0 ||
                              cli_parse_version(target, &c.opt.version) != 0)) {
        fprintf(stderr, "%s dxc: target '%s' is not a root signature profile; rootsig dxc compiles "
                        "rootsig_1_0, rootsig_1_1 and rootsig_1_2\n",
                prog, target);
        rc = CLI_EXIT_USAGE;
    }
    if (rc == CLI_EXIT_OK && c.vn && !c.fh) {
        fprintf(stderr, "%s dxc: -Vn names the array of -Fh; give -Fh FILE\n", prog);
        rc = CLI_EXIT_USAGE;
    }
    if (rc == CLI_EXIT_OK && (c.md || c.mf) && !c.mf && !c.output && !c.fh) {
        fprintf(stderr, "%s dxc: -MD writes beside -Fo or -Fh; give one (or -MF FILE)\n", prog);
        rc = CLI_EXIT_USAGE;
    }
    if (rc == CLI_EXIT_OK) {
        if (c.define == NULL)
            c.define = "main"; /* DXC's default entry */
        c.emit = "container";
        if (c.output == NULL && c.fh == NULL && !c.deps_only)
            c.deps_only = 2; /* nothing to write: compile and validate only */
        if (c.deps_only == 2) {
            c.deps_only = 0;
            rc = cli_cmd_check(&c);
        } else {
            rc = cli_cmd_compile(&c);
        }
    }
    cli_free(&c);
    return rc;
}

