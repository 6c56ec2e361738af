/*
 * objdesc.c -- rootsig's object model (rootsig_desc) in the DESC text format of
 * vkd3d_serialize.c, so tests/diff/objmodel.py can hold it against vkd3d-shader and LLVM.
 * Public API only (include/rootsig.h). Not part of the library.
 *
 *   objdesc build < DESC        each record -> rootsig_from_desc -> container:
 *                               "ok <hex of the whole container>" or "error <diagnostics>"
 *   objdesc parse FILE...       each container -> rootsig_read_binary -> rootsig_describe:
 *                               "ok FILE", the description, "end" (as vkd3d_serialize parse)
 *   objdesc compile V COMPAT    each stdin line is DSL; V 1.0|1.1|1.2, COMPAT llvm|dxc:
 *                               "ok <container from the DSL> <container from describe+from_desc>"
 *                               or "error <diagnostics>"
 *
 *   objdesc convert V < DESC    each record -> rootsig_from_desc -> rootsig_convert to V
 *                               (ROOTSIG_CONVERT_LOSSY) -> rootsig_describe: "ok", the
 *                               description, "end" (as vkd3d_serialize convert), or "error ..."
 *   objdesc laws V COMPAT       stdin: DSL signatures separated by NUL bytes. For each that
 *                               compiles at V, checks the decompile laws (docs/decompile.md)
 *                               through the API and prints "ok", "skip" or "fail <what>"
 *
 * DESC is vkd3d_serialize.c's format with two extensions for 1.2: "rs 3 <flags>" and a 14th
 * field on "s" lines (the sampler flags). 1.0 records print 0 for flags, as vkd3d does.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rootsig.h"

#define MAX_TOK 32

static void die(const char *msg, unsigned line)
{
    fprintf(stderr, "objdesc: line %u: %s\n", line, msg);
    exit(2);
}

static uint32_t num(const char *s, unsigned line)
{
    char *end;
    unsigned long long v = strtoull(s, &end, 0);
    if (*end || v > 0xffffffffull)
        die("bad number", line);
    return (uint32_t)v;
}

static float bits_float(uint32_t b)
{
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
}

static uint32_t float_bits(float f)
{
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return b;
}

static const char *const range_names[] = {"srv", "uav", "cbv", "sampler"};
static const char *const param_names[] = {"table", "const", "cbv", "srv", "uav"};

static uint32_t name_index(const char *const *names, unsigned n, const char *s, unsigned line)
{
    for (unsigned i = 0; i < n; i++)
        if (strcmp(names[i], s) == 0)
            return i;
    die("bad kind", line);
    return 0;
}

static void put_hex(const unsigned char *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        printf("%02x", b[i]);
}

static void print_diags(rootsig_ctx *ctx)
{
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++) {
        const char *t = rootsig_diag_render(ctx, i);
        for (; t && *t; t++)
            putchar(*t == '\n' ? ' ' : *t);
    }
    putchar('\n');
}

/* sig's whole container into a malloc'd buffer. */
static unsigned char *container(rootsig_ctx *ctx, const rootsig_signature *sig,
                                const rootsig_options *o, size_t *len)
{
    size_t cap = rootsig_container_bound(sig);
    unsigned char *buf = malloc(cap);
    if (buf == NULL || rootsig_write_container(ctx, sig, o, buf, cap, len) != ROOTSIG_OK) {
        free(buf);
        return NULL;
    }
    return buf;
}

typedef struct growing {
    rootsig_desc d;
    rootsig_parameter_desc params[256];
    rootsig_range_desc ranges[256][64];
    rootsig_static_sampler_desc samplers[256];
} growing;

static unsigned convert_to; /* convert mode: the target version, else 0 */
static void print_desc(const rootsig_desc *d);

static void build_one(growing *g)
{
    rootsig_ctx *ctx = NULL;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
        die("out of memory", 0);
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_from_desc(ctx, NULL, &g->d, &sig);
    if (convert_to) {
        rootsig_signature *conv = NULL;
        rootsig_desc d;
        if (st == ROOTSIG_OK &&
            rootsig_convert(ctx, sig, (rootsig_version)convert_to, NULL, ROOTSIG_CONVERT_LOSSY,
                            &conv) == ROOTSIG_OK &&
            rootsig_describe(ctx, conv, NULL, &d) == ROOTSIG_OK) {
            puts("ok");
            print_desc(&d);
        } else {
            fputs("error ", stdout);
            print_diags(ctx);
        }
        rootsig_ctx_destroy(ctx);
        return;
    }
    size_t len = 0;
    unsigned char *c = st == ROOTSIG_OK ? container(ctx, sig, NULL, &len) : NULL;
    if (c) {
        fputs("ok ", stdout);
        put_hex(c, len);
        putchar('\n');
    } else {
        printf("error %d ", (int)st);
        print_diags(ctx);
    }
    free(c);
    rootsig_ctx_destroy(ctx);
}

static int do_build(void)
{
    growing *g = calloc(1, sizeof *g);
    char *line = NULL;
    size_t cap = 0;
    unsigned lineno = 0, want = 0;
    int have = 0;
    rootsig_parameter_desc *table = NULL;
    if (g == NULL)
        die("out of memory", 0);
    while (getline(&line, &cap, stdin) != -1) {
        char *tok[MAX_TOK];
        int n = 0;
        lineno++;
        for (char *s = strtok(line, " \t\r\n"); s && n < MAX_TOK; s = strtok(NULL, " \t\r\n"))
            tok[n++] = s;
        if (!n || tok[0][0] == '#')
            continue;
        if (strcmp(tok[0], "rs") == 0) {
            if (n != 3)
                die("rs: need 2 fields", lineno);
            memset(&g->d, 0, sizeof g->d);
            g->d.version = (rootsig_version)num(tok[1], lineno);
            g->d.flags = num(tok[2], lineno);
            g->d.parameters = g->params;
            g->d.static_samplers = g->samplers;
            have = 1;
            table = NULL;
        } else if (!have) {
            die("record before rs", lineno);
        } else if (strcmp(tok[0], "p") == 0) {
            if (want || n < 2 || g->d.parameter_count == 256)
                die("bad p", lineno);
            rootsig_parameter_desc *p = &g->params[g->d.parameter_count];
            memset(p, 0, sizeof *p);
            p->type = name_index(param_names, 5, tok[1], lineno);
            if (p->type == ROOTSIG_PARAMETER_TABLE) {
                if (n != 4)
                    die("p table: need 2 fields", lineno);
                p->visibility = num(tok[2], lineno);
                want = num(tok[3], lineno);
                if (want > 64)
                    die("too many ranges", lineno);
                p->u.table.ranges = g->ranges[g->d.parameter_count];
                table = p;
            } else {
                if (n != 6)
                    die("p: need 4 fields", lineno);
                p->visibility = num(tok[2], lineno);
                /* constants and descriptors share the layout register, space, then the third */
                p->u.constants.shader_register = num(tok[3], lineno);
                p->u.constants.space = num(tok[4], lineno);
                if (p->type == ROOTSIG_PARAMETER_CONSTANTS)
                    p->u.constants.num32 = num(tok[5], lineno);
                else
                    p->u.descriptor.flags = num(tok[5], lineno);
            }
            g->d.parameter_count++;
        } else if (strcmp(tok[0], "r") == 0) {
            if (!table || !want || n != 7)
                die("bad r", lineno);
            rootsig_range_desc *r = &g->ranges[table - g->params][table->u.table.range_count++];
            r->type = name_index(range_names, 4, tok[1], lineno);
            r->num_descriptors = num(tok[2], lineno);
            r->base_register = num(tok[3], lineno);
            r->space = num(tok[4], lineno);
            r->flags = num(tok[5], lineno);
            r->offset = num(tok[6], lineno);
            want--;
        } else if (strcmp(tok[0], "s") == 0) {
            if (want || (n != 14 && n != 15) || g->d.static_sampler_count == 256)
                die("bad s", lineno);
            rootsig_static_sampler_desc *s = &g->samplers[g->d.static_sampler_count++];
            s->filter = num(tok[1], lineno);
            s->address_u = num(tok[2], lineno);
            s->address_v = num(tok[3], lineno);
            s->address_w = num(tok[4], lineno);
            s->mip_lod_bias = bits_float(num(tok[5], lineno));
            s->max_anisotropy = num(tok[6], lineno);
            s->comparison = num(tok[7], lineno);
            s->border_color = num(tok[8], lineno);
            s->min_lod = bits_float(num(tok[9], lineno));
            s->max_lod = bits_float(num(tok[10], lineno));
            s->shader_register = num(tok[11], lineno);
            s->space = num(tok[12], lineno);
            s->visibility = num(tok[13], lineno);
            s->flags = n == 15 ? num(tok[14], lineno) : 0;
        } else if (strcmp(tok[0], "end") == 0) {
            if (want)
                die("missing r lines", lineno);
            build_one(g);
            fflush(stdout);
            have = 0;
        } else {
            die("unknown record", lineno);
        }
    }
    free(line);
    free(g);
    if (have)
        die("missing end", lineno);
    return 0;
}

/* The description as vkd3d_serialize.c's print_desc writes it (1.2: sampler flags appended). */
static void print_desc(const rootsig_desc *d)
{
    printf("rs %u 0x%x\n", (unsigned)d->version, (unsigned)d->flags);
    for (uint32_t i = 0; i < d->parameter_count; i++) {
        const rootsig_parameter_desc *p = &d->parameters[i];
        switch (p->type) {
        case ROOTSIG_PARAMETER_TABLE:
            printf("p table %u %u\n", p->visibility, p->u.table.range_count);
            for (uint32_t j = 0; j < p->u.table.range_count; j++) {
                const rootsig_range_desc *r = &p->u.table.ranges[j];
                printf("r %s %u %u %u 0x%x %u\n", range_names[r->type & 3], r->num_descriptors,
                       r->base_register, r->space, r->flags, r->offset);
            }
            break;
        case ROOTSIG_PARAMETER_CONSTANTS:
            printf("p const %u %u %u %u\n", p->visibility, p->u.constants.shader_register,
                   p->u.constants.space, p->u.constants.num32);
            break;
        default:
            printf("p %s %u %u %u 0x%x\n", param_names[p->type <= 4 ? p->type : 0], p->visibility,
                   p->u.descriptor.shader_register, p->u.descriptor.space, p->u.descriptor.flags);
            break;
        }
    }
    for (uint32_t i = 0; i < d->static_sampler_count; i++) {
        const rootsig_static_sampler_desc *s = &d->static_samplers[i];
        printf("s 0x%x %u %u %u 0x%08x %u %u %u 0x%08x 0x%08x %u %u %u", s->filter, s->address_u,
               s->address_v, s->address_w, float_bits(s->mip_lod_bias), s->max_anisotropy,
               s->comparison, s->border_color, float_bits(s->min_lod), float_bits(s->max_lod),
               s->shader_register, s->space, s->visibility);
        if (d->version == ROOTSIG_VERSION_1_2)
            printf(" 0x%x", s->flags);
        putchar('\n');
    }
    puts("end");
}

static int do_parse(int argc, char **argv)
{
    int failed = 0;
    for (int i = 0; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (f == NULL)
            die("cannot open a file", 0);
        static unsigned char buf[1 << 20];
        size_t len = fread(buf, 1, sizeof buf, f);
        fclose(f);
        rootsig_ctx *ctx = NULL;
        if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
            die("out of memory", 0);
        rootsig_signature *sig = NULL;
        rootsig_desc d;
        if (rootsig_read_binary(ctx, argv[i], buf, len, &sig) == ROOTSIG_OK &&
            rootsig_describe(ctx, sig, NULL, &d) == ROOTSIG_OK) {
            printf("ok %s\n", argv[i]);
            print_desc(&d);
        } else {
            printf("error %s ", argv[i]);
            print_diags(ctx);
            failed = 1;
        }
        rootsig_ctx_destroy(ctx);
    }
    return failed;
}

static int do_compile(const char *version, const char *compat)
{
    rootsig_options o = {ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_LLVM, 0, 0};
    o.version = strcmp(version, "1.0") == 0   ? ROOTSIG_VERSION_1_0
                : strcmp(version, "1.2") == 0 ? ROOTSIG_VERSION_1_2
                                              : ROOTSIG_VERSION_1_1;
    o.compat = strcmp(compat, "dxc") == 0 ? ROOTSIG_COMPAT_DXC : ROOTSIG_COMPAT_LLVM;
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    while ((n = getline(&line, &cap, stdin)) != -1) {
        rootsig_ctx *ctx = NULL;
        if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
            die("out of memory", 0);
        rootsig_signature *sig = NULL, *back = NULL;
        rootsig_desc d;
        size_t la = 0, lb = 0;
        unsigned char *a = NULL, *b = NULL;
        if (rootsig_parse_dsl(ctx, "<line>", line, (size_t)n, &o, &sig) == ROOTSIG_OK &&
            rootsig_validate(ctx, sig, &o) == ROOTSIG_OK &&
            (a = container(ctx, sig, &o, &la)) != NULL &&
            rootsig_describe(ctx, sig, &o, &d) == ROOTSIG_OK &&
            rootsig_from_desc(ctx, NULL, &d, &back) == ROOTSIG_OK &&
            (b = container(ctx, back, &o, &lb)) != NULL) {
            fputs("ok ", stdout);
            put_hex(a, la);
            putchar(' ');
            put_hex(b, lb);
            putchar('\n');
        } else {
            fputs("error ", stdout);
            print_diags(ctx);
        }
        free(a);
        free(b);
        rootsig_ctx_destroy(ctx);
    }
    free(line);
    return 0;
}


/* RTS0 bytes of sig (malloc'd), or NULL. */
static unsigned char *part(rootsig_ctx *ctx, const rootsig_signature *sig, const rootsig_options *o,
                           size_t *len)
{
    size_t cap = rootsig_rts0_bound(sig);
    unsigned char *buf = malloc(cap ? cap : 1);
    if (buf == NULL || rootsig_write_rts0(ctx, sig, o, buf, cap, len) != ROOTSIG_OK) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* Parses text (DSL, or the HLSL #define RS when hlsl), validates, writes; NULL if rejected. */
static unsigned char *compile_text(rootsig_ctx *ctx, const char *text, int hlsl,
                                   const rootsig_options *o, size_t *len)
{
    rootsig_signature *sig = NULL;
    rootsig_status st = hlsl ? rootsig_parse_hlsl_define(ctx, "<hlsl>", text, strlen(text), "RS", o, &sig)
                             : rootsig_parse_dsl(ctx, "<dsl>", text, strlen(text), o, &sig);
    if (st != ROOTSIG_OK || rootsig_validate(ctx, sig, o) != ROOTSIG_OK)
        return NULL;
    return part(ctx, sig, o, len);
}

static const char *one_law(rootsig_ctx *ctx, const char *dsl, const rootsig_options *o)
{
    size_t n = 0, n1 = 0;
    unsigned char *x = compile_text(ctx, dsl, 0, o, &n);
    if (x == NULL)
        return "skip";
    static char why[256];
    const char *res = "ok";
    rootsig_signature *from_dsl = NULL, *bin = NULL, *bin2 = NULL;
    const char *d0 = NULL, *d1 = NULL, *d2 = NULL, *h = NULL, *e = NULL;
    rootsig_decompile_options hl = {0, "RS"}, ex = {1, NULL};
    rootsig_options other = *o;
    other.compat = o->compat == ROOTSIG_COMPAT_LLVM ? ROOTSIG_COMPAT_DXC : ROOTSIG_COMPAT_LLVM;
    unsigned char *x1 = NULL, *xh = NULL, *xe = NULL;
    rootsig_parse_dsl(ctx, "<dsl>", dsl, strlen(dsl), o, &from_dsl);
    if (rootsig_read_rts0(ctx, "x", x, n, &bin) != ROOTSIG_OK ||
        rootsig_decompile(ctx, bin, o, NULL, &d1, NULL) != ROOTSIG_OK)
        res = "fail decompile(x) refused";
    else if (rootsig_decompile(ctx, from_dsl, o, NULL, &d0, NULL) != ROOTSIG_OK || strcmp(d0, d1))
        res = "fail decompile(DSL) != decompile(x)";
    else if ((x1 = compile_text(ctx, d1, 0, o, &n1)) == NULL || n1 != n || memcmp(x, x1, n))
        res = "fail compile(decompile(x)) != x";
    else if (rootsig_read_rts0(ctx, "x1", x1, n1, &bin2) != ROOTSIG_OK ||
             rootsig_decompile(ctx, bin2, o, NULL, &d2, NULL) != ROOTSIG_OK || strcmp(d1, d2))
        res = "fail decompile(compile(decompile(x))) != decompile(x)";
    else if (rootsig_decompile(ctx, bin, o, &hl, &h, NULL) != ROOTSIG_OK ||
             (xh = compile_text(ctx, h, 1, o, &n1)) == NULL || n1 != n || memcmp(x, xh, n))
        res = "fail the HLSL block does not compile to x";
    else if (rootsig_decompile(ctx, bin, o, &ex, &e, NULL) != ROOTSIG_OK ||
             (xe = compile_text(ctx, e, 0, &other, &n1)) == NULL || n1 != n || memcmp(x, xe, n))
        res = "fail --explicit text in the other compat mode does not compile to x";
    if (res[0] == 'f') {
        snprintf(why, sizeof why, "%s", res);
        res = why;
        print_diags(ctx);
        fputs(d1 ? d1 : "", stdout);
    }
    free(x);
    free(x1);
    free(xh);
    free(xe);
    return res;
}

static int do_laws(const char *version, const char *compat)
{
    rootsig_options o = {ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_LLVM, 0, 0};
    o.version = strcmp(version, "1.0") == 0   ? ROOTSIG_VERSION_1_0
                : strcmp(version, "1.2") == 0 ? ROOTSIG_VERSION_1_2
                                              : ROOTSIG_VERSION_1_1;
    o.compat = strcmp(compat, "dxc") == 0 ? ROOTSIG_COMPAT_DXC : ROOTSIG_COMPAT_LLVM;
    char *rec = NULL;
    size_t cap = 0;
    ssize_t n;
    rootsig_ctx *ctx = NULL;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
        die("out of memory", 0);
    /* RS2002 (1.0 flags equal to the implied ones) is what --explicit text in 1.0 may draw. */
    rootsig_ctx_disable_warning(ctx, "RS2002", 1);
    while ((n = getdelim(&rec, &cap, '\0', stdin)) != -1) {
        if (n > 0 && rec[n - 1] == '\0')
            n--;
        rec[n] = 0;
        printf("%s\n", one_law(ctx, rec, &o));
        rootsig_ctx_reset(ctx);
    }
    rootsig_ctx_destroy(ctx);
    free(rec);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "build") == 0)
        return do_build();
    if (argc >= 2 && strcmp(argv[1], "parse") == 0)
        return do_parse(argc - 2, argv + 2);
    if (argc == 3 && strcmp(argv[1], "convert") == 0) {
        convert_to = num(argv[2], 0);
        return do_build();
    }
    if (argc == 4 && strcmp(argv[1], "laws") == 0)
        return do_laws(argv[2], argv[3]);
    if (argc == 4 && strcmp(argv[1], "compile") == 0)
        return do_compile(argv[2], argv[3]);
    fprintf(stderr, "usage: objdesc build | parse FILE... | compile 1.0|1.1|1.2 llvm|dxc\n");
    return 2;
}
