/*
 * cmd_diff.c: `rootsig diff A B`, the semantic difference of two root
 * signatures from any inputs (docs/decompile.md, "diff"). Both are read,
 * described in the same compat mode (rootsig_describe: flags as stored) and
 * compared element by element: root parameters by index (their index is
 * what shaders bind to), ranges by index within a table, static samplers by
 * index; then the version, the root flags and the cost. Public API only.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "cli.h"

typedef struct differ {
    json_t *changes; /* [{"path", "change", "from", "to"}] */
} differ;

static void change(differ *df, const char *path, const char *kind, const char *from,
                   const char *to)
{
    json_array_append_new(df->changes,
                          json_pack("{s:s,s:s,s:o,s:o}", "path", path, "change", kind, "from",
                                    from ? json_string(from) : json_null(), "to",
                                    to ? json_string(to) : json_null()));
}

/* "NAME (0x55)" or "85" */
static void enum_text(char *buf, size_t n, rootsig_value_class cls, uint32_t v)
{
    const char *name = rootsig_value_name(cls, v);
    if (name)
        snprintf(buf, n, "%s", name);
    else
        snprintf(buf, n, "%u", v);
}

static void flags_text(char *buf, size_t n, rootsig_value_class cls, uint32_t v)
{
    size_t k = 0;
    buf[0] = 0;
    if (v == 0) {
        snprintf(buf, n, "0");
        return;
    }
    for (uint32_t bit = 1; bit && k + 1 < n; bit <<= 1) {
        if (!(v & bit))
            continue;
        const char *name = rootsig_value_name(cls, bit);
        int w = name ? snprintf(buf + k, n - k, "%s%s", k ? " | " : "", name)
                     : snprintf(buf + k, n - k, "%s0x%x", k ? " | " : "", bit);
        if (w < 0 || (size_t)w >= n - k)
            break;
        k += (size_t)w;
    }
}

static void u32(differ *df, const char *at, const char *field, uint32_t a, uint32_t b)
{
    if (a == b)
        return;
    char path[160], x[16], y[16];
    snprintf(path, sizeof path, "%s.%s", at, field);
    snprintf(x, sizeof x, "%u", a);
    snprintf(y, sizeof y, "%u", b);
    change(df, path, "changed", x, y);
}

static void named(differ *df, const char *at, const char *field, rootsig_value_class cls,
                  uint32_t a, uint32_t b, int flags)
{
    if (a == b)
        return;
    char path[160], x[400], y[400];
    snprintf(path, sizeof path, "%s.%s", at, field);
    if (flags) {
        flags_text(x, sizeof x, cls, a);
        flags_text(y, sizeof y, cls, b);
    } else {
        enum_text(x, sizeof x, cls, a);
        enum_text(y, sizeof y, cls, b);
    }
    change(df, path, "changed", x, y);
}

static void real(differ *df, const char *at, const char *field, float a, float b)
{
    uint32_t ba, bb;
    memcpy(&ba, &a, sizeof ba);
    memcpy(&bb, &b, sizeof bb);
    if (ba == bb)
        return;
    char path[160], x[48], y[48];
    snprintf(path, sizeof path, "%s.%s", at, field);
    snprintf(x, sizeof x, "%.9g (0x%08x)", (double)a, ba);
    snprintf(y, sizeof y, "%.9g (0x%08x)", (double)b, bb);
    change(df, path, "changed", x, y);
}

/* A one-line summary of an element that was added or removed. */
static void param_text(char *buf, size_t n, const rootsig_parameter_desc *p)
{
    const char *kind = rootsig_value_name(ROOTSIG_VALUES_PARAMETER_TYPE, p->type);
    if (p->type == ROOTSIG_PARAMETER_TABLE)
        snprintf(buf, n, "DescriptorTable (%u ranges)", p->u.table.range_count);
    else if (p->type == ROOTSIG_PARAMETER_CONSTANTS)
        snprintf(buf, n, "RootConstants b%u, space %u, num32BitConstants %u",
                 p->u.constants.shader_register, p->u.constants.space, p->u.constants.num32);
    else
        snprintf(buf, n, "%s %c%u, space %u", kind ? kind : "?",
                 p->type == ROOTSIG_PARAMETER_CBV ? 'b' : p->type == ROOTSIG_PARAMETER_SRV ? 't' : 'u',
                 p->u.descriptor.shader_register, p->u.descriptor.space);
}

static void range_text(char *buf, size_t n, const rootsig_range_desc *r)
{
    const char *kind = rootsig_value_name(ROOTSIG_VALUES_RANGE_TYPE, r->type);
    snprintf(buf, n, "%s %c%u, space %u, numDescriptors %u", kind ? kind : "?",
             "tubs"[r->type & 3], r->base_register, r->space, r->num_descriptors);
}

static void diff_ranges(differ *df, const char *at, const rootsig_parameter_desc *a,
                        const rootsig_parameter_desc *b)
{
    uint32_t na = a->u.table.range_count, nb = b->u.table.range_count;
    for (uint32_t j = 0; j < (na > nb ? na : nb); j++) {
        char path[128], t[160];
        snprintf(path, sizeof path, "%s.ranges[%u]", at, j);
        if (j >= na || j >= nb) {
            range_text(t, sizeof t, j >= na ? &b->u.table.ranges[j] : &a->u.table.ranges[j]);
            change(df, path, j >= na ? "added" : "removed", j >= na ? NULL : t, j >= na ? t : NULL);
            continue;
        }
        const rootsig_range_desc *x = &a->u.table.ranges[j], *y = &b->u.table.ranges[j];
        named(df, path, "type", ROOTSIG_VALUES_RANGE_TYPE, x->type, y->type, 0);
        u32(df, path, "register", x->base_register, y->base_register);
        u32(df, path, "space", x->space, y->space);
        u32(df, path, "numDescriptors", x->num_descriptors, y->num_descriptors);
        u32(df, path, "offset", x->offset, y->offset);
        named(df, path, "flags", ROOTSIG_VALUES_RANGE_FLAG, x->flags, y->flags, 1);
    }
}

static void diff_descs(differ *df, const rootsig_desc *a, const rootsig_desc *b)
{
    static const char *const versions[] = {"?", "1.0", "1.1", "1.2"};
    if (a->version != b->version)
        change(df, "signature.version", "changed", versions[a->version & 3],
               versions[b->version & 3]);
    named(df, "signature", "flags", ROOTSIG_VALUES_ROOT_FLAG, a->flags, b->flags, 1);
    uint32_t na = a->parameter_count, nb = b->parameter_count;
    for (uint32_t i = 0; i < (na > nb ? na : nb); i++) {
        char path[64], t[160];
        snprintf(path, sizeof path, "parameters[%u]", i);
        if (i >= na || i >= nb) {
            param_text(t, sizeof t, i >= na ? &b->parameters[i] : &a->parameters[i]);
            change(df, path, i >= na ? "added" : "removed", i >= na ? NULL : t, i >= na ? t : NULL);
            continue;
        }
        const rootsig_parameter_desc *x = &a->parameters[i], *y = &b->parameters[i];
        if (x->type != y->type) {
            char u[160];
            param_text(t, sizeof t, x);
            param_text(u, sizeof u, y);
            change(df, path, "replaced", t, u);
            continue;
        }
        named(df, path, "visibility", ROOTSIG_VALUES_VISIBILITY, x->visibility, y->visibility, 0);
        switch (x->type) {
        case ROOTSIG_PARAMETER_TABLE: diff_ranges(df, path, x, y); break;
        case ROOTSIG_PARAMETER_CONSTANTS:
            u32(df, path, "register", x->u.constants.shader_register, y->u.constants.shader_register);
            u32(df, path, "space", x->u.constants.space, y->u.constants.space);
            u32(df, path, "num32BitConstants", x->u.constants.num32, y->u.constants.num32);
            break;
        default:
            u32(df, path, "register", x->u.descriptor.shader_register,
                y->u.descriptor.shader_register);
            u32(df, path, "space", x->u.descriptor.space, y->u.descriptor.space);
            named(df, path, "flags", ROOTSIG_VALUES_DESCRIPTOR_FLAG, x->u.descriptor.flags,
                  y->u.descriptor.flags, 1);
            break;
        }
    }
    na = a->static_sampler_count;
    nb = b->static_sampler_count;
    for (uint32_t i = 0; i < (na > nb ? na : nb); i++) {
        char path[64], t[64];
        snprintf(path, sizeof path, "static_samplers[%u]", i);
        if (i >= na || i >= nb) {
            const rootsig_static_sampler_desc *s = i >= na ? &b->static_samplers[i]
                                                           : &a->static_samplers[i];
            snprintf(t, sizeof t, "StaticSampler s%u, space %u", s->shader_register, s->space);
            change(df, path, i >= na ? "added" : "removed", i >= na ? NULL : t, i >= na ? t : NULL);
            continue;
        }
        const rootsig_static_sampler_desc *x = &a->static_samplers[i], *y = &b->static_samplers[i];
        u32(df, path, "register", x->shader_register, y->shader_register);
        u32(df, path, "space", x->space, y->space);
        named(df, path, "visibility", ROOTSIG_VALUES_VISIBILITY, x->visibility, y->visibility, 0);
        named(df, path, "filter", ROOTSIG_VALUES_FILTER, x->filter, y->filter, 0);
        named(df, path, "addressU", ROOTSIG_VALUES_ADDRESS_MODE, x->address_u, y->address_u, 0);
        named(df, path, "addressV", ROOTSIG_VALUES_ADDRESS_MODE, x->address_v, y->address_v, 0);
        named(df, path, "addressW", ROOTSIG_VALUES_ADDRESS_MODE, x->address_w, y->address_w, 0);
        real(df, path, "mipLODBias", x->mip_lod_bias, y->mip_lod_bias);
        u32(df, path, "maxAnisotropy", x->max_anisotropy, y->max_anisotropy);
        named(df, path, "comparisonFunc", ROOTSIG_VALUES_COMPARISON, x->comparison, y->comparison, 0);
        named(df, path, "borderColor", ROOTSIG_VALUES_BORDER_COLOR, x->border_color,
              y->border_color, 0);
        real(df, path, "minLOD", x->min_lod, y->min_lod);
        real(df, path, "maxLOD", x->max_lod, y->max_lod);
        named(df, path, "flags", ROOTSIG_VALUES_SAMPLER_FLAG, x->flags, y->flags, 1);
    }
}

static rootsig_status load(rootsig_ctx *ctx, const cli_in *in, const char *path, cli_blob *blob,
                           rootsig_signature **sig, rootsig_desc *d)
{
    if (cli_read_input(path, blob) != CLI_EXIT_OK)
        return ROOTSIG_ERR_ARG;
    rootsig_status st = cli_read_any(ctx, in, blob, cli_input_name(path), path, sig);
    if (st == ROOTSIG_OK) {
        rootsig_options so = in->opt;
        so.version = rootsig_signature_version(*sig);
        st = rootsig_describe(ctx, *sig, &so, d);
    }
    return st;
}

int cli_diff(rootsig_ctx *ctx, const cli_in *in, const cli_obj *o, const char *pa,
             const char *pb, const char *output)
{
    cli_blob ba = {NULL, 0, 0}, bb = {NULL, 0, 0};
    rootsig_signature *sa = NULL, *sb = NULL;
    rootsig_desc da, db;
    rootsig_status st = load(ctx, in, pa, &ba, &sa, &da);
    if (st == ROOTSIG_OK)
        st = load(ctx, in, pb, &bb, &sb, &db);
    int rc = st == ROOTSIG_ERR_ARG ? CLI_EXIT_USAGE : cli_status_exit(ctx, st, 0);
    if (rc != CLI_EXIT_OK) {
        cli_blob_free(&ba);
        cli_blob_free(&bb);
        return CLI_EXIT_USAGE; /* 1 means "different": trouble is 2, as for diff(1) */
    }
    differ df = {json_array()};
    diff_descs(&df, &da, &db);
    rootsig_cost ca, cb;
    rootsig_parameter_cost(sa, da.parameter_count, &ca);
    rootsig_parameter_cost(sb, db.parameter_count, &cb);
    u32(&df, "cost", "dwords", ca.dwords, cb.dwords);
    u32(&df, "cost", "local_bytes", ca.local_bytes, cb.local_bytes);
    size_t n = json_array_size(df.changes);
    char *text = NULL;
    size_t len = 0;
    if (o->json) {
        json_t *doc = json_pack("{s:s,s:i,s:s,s:s,s:b,s:O}", "format", "rootsig-diff",
                                "format_version", 1, "a", cli_input_name(pa), "b",
                                cli_input_name(pb), "equal", n == 0, "changes", df.changes);
        text = json_dumps(doc, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
        json_decref(doc);
        if (text) {
            len = strlen(text);
            text[len++] = '\n';
        }
    } else {
        FILE *m = open_memstream(&text, &len);
        size_t i;
        json_t *c;
        json_array_foreach(df.changes, i, c) {
            const char *kind = json_string_value(json_object_get(c, "change"));
            const char *from = json_string_value(json_object_get(c, "from"));
            const char *to = json_string_value(json_object_get(c, "to"));
            const char *path = json_string_value(json_object_get(c, "path"));
            if (strcmp(kind, "added") == 0)
                fprintf(m, "%s: added: %s\n", path, to);
            else if (strcmp(kind, "removed") == 0)
                fprintf(m, "%s: removed: %s\n", path, from);
            else
                fprintf(m, "%s: %s -> %s\n", path, from, to);
        }
        fclose(m);
    }
    json_decref(df.changes);
    rc = text ? cli_write_output(output, text, len, 0) : CLI_EXIT_USAGE;
    free(text);
    cli_blob_free(&ba);
    cli_blob_free(&bb);
    return rc != CLI_EXIT_OK ? rc : n ? 1 : 0;
}
