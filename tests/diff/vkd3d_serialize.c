/*
 * vkd3d_serialize.c -- vkd3d-shader oracle for the differential tests (tests/diff/).
 *
 * Not part of the library.  Build (run.sh does this into a temp dir):
 *   cc -std=c11 -O1 -o vkd3d_serialize vkd3d_serialize.c $(pkg-config --cflags --libs libvkd3d-shader)
 *
 * Modes
 *   vkd3d_serialize serialize  < DESC  > OUT
 *       Reads root-signature descriptions (format below) from stdin.  For each one it fills
 *       struct vkd3d_shader_versioned_root_signature_desc, calls
 *       vkd3d_shader_serialize_root_signature() and prints ONE line:
 *         ok <hex of the whole DXBC container>
 *         error <rc> <message with newlines turned into spaces>
 *   vkd3d_serialize parse FILE...
 *       For each FILE (a DXBC container), calls vkd3d_shader_parse_root_signature() and prints
 *         ok FILE
 *         <the parsed description in the DESC format, ending with "end">
 *       or
 *         error FILE <rc> <message>
 *       Exit status: 0 if every file parsed, 1 otherwise, 2 on usage/IO errors.
 *   vkd3d_serialize convert VERSION  < DESC  > OUT
 *       Like serialize, but calls vkd3d_shader_convert_root_signature() to VERSION (1 or 2) and
 *       prints "ok", the converted description (DESC format, ending with "end"), or
 *       "error <rc>".  (tests/diff/objmodel.py compares rootsig_convert with it.)
 *
 * DESC format: whitespace-separated tokens, one record per line, numbers in C syntax
 * (decimal or 0x hex, parsed with strtoul base 0); '#' starts a comment line.
 *   rs <version 1|2> <root flags>
 *   p cbv|srv|uav <visibility> <register> <space> <flags>        root descriptor (flags ignored in 1.0)
 *   p const <visibility> <register> <space> <num32BitValues>      root constants
 *   p table <visibility> <number of ranges>                       followed by that many r lines
 *   r srv|uav|cbv|sampler <numDescriptors> <base> <space> <flags> <offset>   (flags ignored in 1.0)
 *   s <filter> <addrU> <addrV> <addrW> <mipLODBias bits> <maxAnisotropy> <comparison> <border>
 *     <minLOD bits> <maxLOD bits> <register> <space> <visibility>
 *   end
 * Float fields are the IEEE-754 binary32 bit patterns (e.g. 0x7f7fffff), so nothing is rounded.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vkd3d_shader.h>

#define MAX_TOK 32

static void die(const char *msg, unsigned line)
{
    fprintf(stderr, "vkd3d_serialize: line %u: %s\n", line, msg);
    exit(2);
}

static unsigned long num(const char *s, unsigned line)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 0);
    if (errno || *end || v > 0xffffffffull)
        die("bad number", line);
    return (unsigned long)v;
}

static float bits_to_float(uint32_t b)
{
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
}

static uint32_t float_to_bits(float f)
{
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return b;
}

static int range_type(const char *s, unsigned line)
{
    if (!strcmp(s, "srv")) return VKD3D_SHADER_DESCRIPTOR_TYPE_SRV;
    if (!strcmp(s, "uav")) return VKD3D_SHADER_DESCRIPTOR_TYPE_UAV;
    if (!strcmp(s, "cbv")) return VKD3D_SHADER_DESCRIPTOR_TYPE_CBV;
    if (!strcmp(s, "sampler")) return VKD3D_SHADER_DESCRIPTOR_TYPE_SAMPLER;
    die("bad range type", line);
    return 0;
}

static const char *range_name(int t)
{
    switch (t)
    {
        case VKD3D_SHADER_DESCRIPTOR_TYPE_SRV: return "srv";
        case VKD3D_SHADER_DESCRIPTOR_TYPE_UAV: return "uav";
        case VKD3D_SHADER_DESCRIPTOR_TYPE_CBV: return "cbv";
        case VKD3D_SHADER_DESCRIPTOR_TYPE_SAMPLER: return "sampler";
        default: return "?";
    }
}

static void flatten(char *m)
{
    for (; m && *m; ++m)
        if (*m == '\n' || *m == '\r')
            *m = ' ';
}

/* Growable storage for one description; ranges are kept per parameter. */
struct param
{
    char kind[8];
    unsigned vis, reg, space, extra; /* extra = flags (descriptor) or count (constants) */
    unsigned nranges;
    struct vkd3d_shader_descriptor_range1 *ranges;
};

struct desc
{
    unsigned version, flags;
    unsigned nparams, cap_params;
    struct param *params;
    unsigned nsamplers, cap_samplers;
    struct vkd3d_shader_static_sampler_desc *samplers;
};

static void desc_free(struct desc *d)
{
    for (unsigned i = 0; i < d->nparams; ++i)
        free(d->params[i].ranges);
    free(d->params);
    free(d->samplers);
    memset(d, 0, sizeof *d);
}

static unsigned convert_to; /* convert mode: the target version, else 0 */
static void print_desc(const struct vkd3d_shader_versioned_root_signature_desc *vd);

static void serialize_one(const struct desc *d)
{
    struct vkd3d_shader_versioned_root_signature_desc vd;
    struct vkd3d_shader_root_parameter *p0 = NULL;
    struct vkd3d_shader_root_parameter1 *p1 = NULL;
    struct vkd3d_shader_descriptor_range **r0 = NULL;
    struct vkd3d_shader_code code = {0};
    char *messages = NULL;
    unsigned i, j;
    int rc;

    memset(&vd, 0, sizeof vd);
    vd.version = d->version;
    if (d->version == VKD3D_SHADER_ROOT_SIGNATURE_VERSION_1_0)
    {
        p0 = calloc(d->nparams + 1, sizeof *p0);
        r0 = calloc(d->nparams + 1, sizeof *r0);
        for (i = 0; i < d->nparams; ++i)
        {
            const struct param *p = &d->params[i];
            p0[i].shader_visibility = p->vis;
            if (!strcmp(p->kind, "table"))
            {
                p0[i].parameter_type = VKD3D_SHADER_ROOT_PARAMETER_TYPE_DESCRIPTOR_TABLE;
                r0[i] = calloc(p->nranges + 1, sizeof **r0);
                for (j = 0; j < p->nranges; ++j)
                {
                    r0[i][j].range_type = p->ranges[j].range_type;
                    r0[i][j].descriptor_count = p->ranges[j].descriptor_count;
                    r0[i][j].base_shader_register = p->ranges[j].base_shader_register;
                    r0[i][j].register_space = p->ranges[j].register_space;
                    r0[i][j].descriptor_table_offset = p->ranges[j].descriptor_table_offset;
                }
                p0[i].u.descriptor_table.descriptor_range_count = p->nranges;
                p0[i].u.descriptor_table.descriptor_ranges = r0[i];
            }
            else if (!strcmp(p->kind, "const"))
            {
                p0[i].parameter_type = VKD3D_SHADER_ROOT_PARAMETER_TYPE_32BIT_CONSTANTS;
                p0[i].u.constants.shader_register = p->reg;
                p0[i].u.constants.register_space = p->space;
                p0[i].u.constants.value_count = p->extra;
            }
            else
            {
                p0[i].parameter_type = !strcmp(p->kind, "cbv") ? VKD3D_SHADER_ROOT_PARAMETER_TYPE_CBV
                        : !strcmp(p->kind, "srv") ? VKD3D_SHADER_ROOT_PARAMETER_TYPE_SRV
                        : VKD3D_SHADER_ROOT_PARAMETER_TYPE_UAV;
                p0[i].u.descriptor.shader_register = p->reg;
                p0[i].u.descriptor.register_space = p->space;
            }
        }
        vd.u.v_1_0.parameter_count = d->nparams;
        vd.u.v_1_0.parameters = p0;
        vd.u.v_1_0.static_sampler_count = d->nsamplers;
        vd.u.v_1_0.static_samplers = d->samplers;
        vd.u.v_1_0.flags = d->flags;
    }
    else
    {
        p1 = calloc(d->nparams + 1, sizeof *p1);
        for (i = 0; i < d->nparams; ++i)
        {
            const struct param *p = &d->params[i];
            p1[i].shader_visibility = p->vis;
            if (!strcmp(p->kind, "table"))
            {
                p1[i].parameter_type = VKD3D_SHADER_ROOT_PARAMETER_TYPE_DESCRIPTOR_TABLE;
                p1[i].u.descriptor_table.descriptor_range_count = p->nranges;
                p1[i].u.descriptor_table.descriptor_ranges = p->ranges;
            }
            else if (!strcmp(p->kind, "const"))
            {
                p1[i].parameter_type = VKD3D_SHADER_ROOT_PARAMETER_TYPE_32BIT_CONSTANTS;
                p1[i].u.constants.shader_register = p->reg;
                p1[i].u.constants.register_space = p->space;
                p1[i].u.constants.value_count = p->extra;
            }
            else
            {
                p1[i].parameter_type = !strcmp(p->kind, "cbv") ? VKD3D_SHADER_ROOT_PARAMETER_TYPE_CBV
                        : !strcmp(p->kind, "srv") ? VKD3D_SHADER_ROOT_PARAMETER_TYPE_SRV
                        : VKD3D_SHADER_ROOT_PARAMETER_TYPE_UAV;
                p1[i].u.descriptor.shader_register = p->reg;
                p1[i].u.descriptor.register_space = p->space;
                p1[i].u.descriptor.flags = p->extra;
            }
        }
        vd.u.v_1_1.parameter_count = d->nparams;
        vd.u.v_1_1.parameters = p1;
        vd.u.v_1_1.static_sampler_count = d->nsamplers;
        vd.u.v_1_1.static_samplers = d->samplers;
        vd.u.v_1_1.flags = d->flags;
    }

    if (convert_to)
    {
        struct vkd3d_shader_versioned_root_signature_desc out;
        memset(&out, 0, sizeof out);
        rc = vkd3d_shader_convert_root_signature(&out, convert_to, &vd);
        if (rc < 0)
            printf("error %d\n", rc);
        else
        {
            puts("ok");
            print_desc(&out);
            vkd3d_shader_free_root_signature(&out);
        }
    }
    else if ((rc = vkd3d_shader_serialize_root_signature(&vd, &code, &messages)) < 0)
    {
        flatten(messages);
        printf("error %d %s\n", rc, messages ? messages : "");
    }
    else
    {
        const unsigned char *b = code.code;
        fputs("ok ", stdout);
        for (size_t k = 0; k < code.size; ++k)
            printf("%02x", b[k]);
        putchar('\n');
        vkd3d_shader_free_shader_code(&code);
    }
    vkd3d_shader_free_messages(messages);
    if (r0)
        for (i = 0; i < d->nparams; ++i)
            free(r0[i]);
    free(r0);
    free(p0);
    free(p1);
}

static int do_serialize(void)
{
    char *line = NULL;
    size_t cap = 0;
    unsigned lineno = 0;
    struct desc d = {0};
    struct param *table = NULL; /* table being filled */
    unsigned want_ranges = 0;
    int have = 0;

    while (getline(&line, &cap, stdin) != -1)
    {
        char *tok[MAX_TOK];
        int n = 0;
        ++lineno;
        for (char *s = strtok(line, " \t\r\n"); s && n < MAX_TOK; s = strtok(NULL, " \t\r\n"))
            tok[n++] = s;
        if (!n || tok[0][0] == '#')
            continue;
        if (!strcmp(tok[0], "rs"))
        {
            if (n != 3) die("rs: need 2 fields", lineno);
            desc_free(&d);
            d.version = num(tok[1], lineno);
            d.flags = num(tok[2], lineno);
            have = 1;
            table = NULL;
            want_ranges = 0;
        }
        else if (!have)
            die("record before rs", lineno);
        else if (!strcmp(tok[0], "p"))
        {
            if (want_ranges) die("missing r lines", lineno);
            if (d.nparams == d.cap_params)
            {
                d.cap_params = d.cap_params ? 2 * d.cap_params : 8;
                d.params = realloc(d.params, d.cap_params * sizeof *d.params);
            }
            struct param *p = &d.params[d.nparams++];
            memset(p, 0, sizeof *p);
            if (n < 2 || strlen(tok[1]) >= sizeof p->kind) die("p: bad kind", lineno);
            strcpy(p->kind, tok[1]);
            if (!strcmp(p->kind, "table"))
            {
                if (n != 4) die("p table: need 2 fields", lineno);
                p->vis = num(tok[2], lineno);
                p->nranges = num(tok[3], lineno);
                p->ranges = calloc(p->nranges + 1, sizeof *p->ranges);
                table = p;
                want_ranges = p->nranges;
                p->nranges = 0;
            }
            else if (!strcmp(p->kind, "const") || !strcmp(p->kind, "cbv") || !strcmp(p->kind, "srv")
                    || !strcmp(p->kind, "uav"))
            {
                if (n != 6) die("p: need 4 fields", lineno);
                p->vis = num(tok[2], lineno);
                p->reg = num(tok[3], lineno);
                p->space = num(tok[4], lineno);
                p->extra = num(tok[5], lineno);
            }
            else
                die("p: bad kind", lineno);
        }
        else if (!strcmp(tok[0], "r"))
        {
            if (!table || !want_ranges) die("unexpected r", lineno);
            if (n != 7) die("r: need 6 fields", lineno);
            struct vkd3d_shader_descriptor_range1 *r = &table->ranges[table->nranges++];
            r->range_type = range_type(tok[1], lineno);
            r->descriptor_count = num(tok[2], lineno);
            r->base_shader_register = num(tok[3], lineno);
            r->register_space = num(tok[4], lineno);
            r->flags = num(tok[5], lineno);
            r->descriptor_table_offset = num(tok[6], lineno);
            --want_ranges;
        }
        else if (!strcmp(tok[0], "s"))
        {
            if (want_ranges) die("missing r lines", lineno);
            if (n != 14) die("s: need 13 fields", lineno);
            if (d.nsamplers == d.cap_samplers)
            {
                d.cap_samplers = d.cap_samplers ? 2 * d.cap_samplers : 4;
                d.samplers = realloc(d.samplers, d.cap_samplers * sizeof *d.samplers);
            }
            struct vkd3d_shader_static_sampler_desc *s = &d.samplers[d.nsamplers++];
            s->filter = num(tok[1], lineno);
            s->address_u = num(tok[2], lineno);
            s->address_v = num(tok[3], lineno);
            s->address_w = num(tok[4], lineno);
            s->mip_lod_bias = bits_to_float(num(tok[5], lineno));
            s->max_anisotropy = num(tok[6], lineno);
            s->comparison_func = num(tok[7], lineno);
            s->border_colour = num(tok[8], lineno);
            s->min_lod = bits_to_float(num(tok[9], lineno));
            s->max_lod = bits_to_float(num(tok[10], lineno));
            s->shader_register = num(tok[11], lineno);
            s->register_space = num(tok[12], lineno);
            s->shader_visibility = num(tok[13], lineno);
        }
        else if (!strcmp(tok[0], "end"))
        {
            if (want_ranges) die("missing r lines", lineno);
            serialize_one(&d);
            fflush(stdout);
            desc_free(&d);
            have = 0;
        }
        else
            die("unknown record", lineno);
    }
    free(line);
    desc_free(&d);
    if (have) die("missing end", lineno);
    return 0;
}

static void print_sampler(const struct vkd3d_shader_static_sampler_desc *s)
{
    printf("s 0x%x %u %u %u 0x%08x %u %u %u 0x%08x 0x%08x %u %u %u\n", (unsigned)s->filter,
            (unsigned)s->address_u, (unsigned)s->address_v, (unsigned)s->address_w,
            (unsigned)float_to_bits(s->mip_lod_bias), s->max_anisotropy, (unsigned)s->comparison_func,
            (unsigned)s->border_colour, (unsigned)float_to_bits(s->min_lod),
            (unsigned)float_to_bits(s->max_lod), s->shader_register, s->register_space,
            (unsigned)s->shader_visibility);
}

static const char *param_kind(int t)
{
    switch (t)
    {
        case VKD3D_SHADER_ROOT_PARAMETER_TYPE_CBV: return "cbv";
        case VKD3D_SHADER_ROOT_PARAMETER_TYPE_SRV: return "srv";
        case VKD3D_SHADER_ROOT_PARAMETER_TYPE_UAV: return "uav";
        default: return "?";
    }
}

static void print_desc(const struct vkd3d_shader_versioned_root_signature_desc *vd)
{
    unsigned i, j;
    if (vd->version == VKD3D_SHADER_ROOT_SIGNATURE_VERSION_1_0)
    {
        const struct vkd3d_shader_root_signature_desc *d = &vd->u.v_1_0;
        printf("rs 1 0x%x\n", (unsigned)d->flags);
        for (i = 0; i < d->parameter_count; ++i)
        {
            const struct vkd3d_shader_root_parameter *p = &d->parameters[i];
            switch (p->parameter_type)
            {
                case VKD3D_SHADER_ROOT_PARAMETER_TYPE_DESCRIPTOR_TABLE:
                    printf("p table %u %u\n", (unsigned)p->shader_visibility,
                            p->u.descriptor_table.descriptor_range_count);
                    for (j = 0; j < p->u.descriptor_table.descriptor_range_count; ++j)
                    {
                        const struct vkd3d_shader_descriptor_range *r = &p->u.descriptor_table.descriptor_ranges[j];
                        printf("r %s %u %u %u 0 %u\n", range_name(r->range_type), r->descriptor_count,
                                r->base_shader_register, r->register_space, r->descriptor_table_offset);
                    }
                    break;
                case VKD3D_SHADER_ROOT_PARAMETER_TYPE_32BIT_CONSTANTS:
                    printf("p const %u %u %u %u\n", (unsigned)p->shader_visibility, p->u.constants.shader_register,
                            p->u.constants.register_space, p->u.constants.value_count);
                    break;
                default:
                    printf("p %s %u %u %u 0\n", param_kind(p->parameter_type), (unsigned)p->shader_visibility,
                            p->u.descriptor.shader_register, p->u.descriptor.register_space);
                    break;
            }
        }
        for (i = 0; i < d->static_sampler_count; ++i)
            print_sampler(&d->static_samplers[i]);
    }
    else
    {
        const struct vkd3d_shader_root_signature_desc1 *d = &vd->u.v_1_1;
        printf("rs %u 0x%x\n", (unsigned)vd->version, (unsigned)d->flags);
        for (i = 0; i < d->parameter_count; ++i)
        {
            const struct vkd3d_shader_root_parameter1 *p = &d->parameters[i];
            switch (p->parameter_type)
            {
                case VKD3D_SHADER_ROOT_PARAMETER_TYPE_DESCRIPTOR_TABLE:
                    printf("p table %u %u\n", (unsigned)p->shader_visibility,
                            p->u.descriptor_table.descriptor_range_count);
                    for (j = 0; j < p->u.descriptor_table.descriptor_range_count; ++j)
                    {
                        const struct vkd3d_shader_descriptor_range1 *r = &p->u.descriptor_table.descriptor_ranges[j];
                        printf("r %s %u %u %u 0x%x %u\n", range_name(r->range_type), r->descriptor_count,
                                r->base_shader_register, r->register_space, (unsigned)r->flags,
                                r->descriptor_table_offset);
                    }
                    break;
                case VKD3D_SHADER_ROOT_PARAMETER_TYPE_32BIT_CONSTANTS:
                    printf("p const %u %u %u %u\n", (unsigned)p->shader_visibility, p->u.constants.shader_register,
                            p->u.constants.register_space, p->u.constants.value_count);
                    break;
                default:
                    printf("p %s %u %u %u 0x%x\n", param_kind(p->parameter_type), (unsigned)p->shader_visibility,
                            p->u.descriptor.shader_register, p->u.descriptor.register_space,
                            (unsigned)p->u.descriptor.flags);
                    break;
            }
        }
        for (i = 0; i < d->static_sampler_count; ++i)
            print_sampler(&d->static_samplers[i]);
    }
    puts("end");
}

static int do_parse(int argc, char **argv)
{
    int failed = 0;
    for (int i = 0; i < argc; ++i)
    {
        FILE *f = fopen(argv[i], "rb");
        if (!f)
        {
            fprintf(stderr, "vkd3d_serialize: cannot open %s\n", argv[i]);
            return 2;
        }
        unsigned char *buf = NULL;
        size_t size = 0, cap = 0, got;
        do
        {
            if (size == cap)
            {
                cap = cap ? 2 * cap : 4096;
                buf = realloc(buf, cap);
            }
            got = fread(buf + size, 1, cap - size, f);
            size += got;
        } while (got);
        fclose(f);

        struct vkd3d_shader_code code = {buf, size};
        struct vkd3d_shader_versioned_root_signature_desc vd;
        char *messages = NULL;
        memset(&vd, 0, sizeof vd);
        int rc = vkd3d_shader_parse_root_signature(&code, &vd, &messages);
        if (rc < 0)
        {
            flatten(messages);
            printf("error %s %d %s\n", argv[i], rc, messages ? messages : "");
            failed = 1;
        }
        else
        {
            printf("ok %s\n", argv[i]);
            print_desc(&vd);
            vkd3d_shader_free_root_signature(&vd);
        }
        vkd3d_shader_free_messages(messages);
        free(buf);
    }
    return failed;
}

int main(int argc, char **argv)
{
    if (argc >= 2 && !strcmp(argv[1], "serialize") && argc == 2)
        return do_serialize();
    if (argc == 3 && !strcmp(argv[1], "convert"))
    {
        convert_to = (unsigned)num(argv[2], 0);
        return do_serialize();
    }
    if (argc >= 3 && !strcmp(argv[1], "parse"))
        return do_parse(argc - 2, argv + 2);
    fprintf(stderr, "usage: %s serialize < desc.txt\n       %s parse CONTAINER...\n", argv[0], argv[0]);
    return 2;
}
