/*
 * json.c: the signature as JSON (docs/schema/rootsig.schema.json), for
 * `dump --format json` and `decompile --format json`. Built with jansson
 * from the public object model (rootsig_describe), names from
 * rootsig_value_name, costs from rootsig_parameter_cost.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "cli.h"

/* The JSON format's version: bumped when a field changes meaning or goes away. */
#define RSIG_JSON_FORMAT_VERSION 1

/* {"value": v, "name": "NAME" | null} */
static json_t *named(rootsig_value_class cls, uint32_t v)
{
    const char *n = rootsig_value_name(cls, v);
    return json_pack("{s:I,s:o}", "value", (json_int_t)v, "name", n ? json_string(n) : json_null());
}

/* {"value": v, "names": [...], "unknown": bits without a name} */
static json_t *flags(rootsig_value_class cls, uint32_t v)
{
    json_t *names = json_array();
    uint32_t unknown = 0;
    for (uint32_t bit = 1; bit; bit <<= 1) {
        if (!(v & bit))
            continue;
        const char *n = rootsig_value_name(cls, bit);
        if (n)
            json_array_append_new(names, json_string(n));
        else
            unknown |= bit;
    }
    return json_pack("{s:I,s:o,s:I}", "value", (json_int_t)v, "names", names, "unknown",
                     (json_int_t)unknown);
}

/* {"value": v, "name": special | null}: counts and offsets with one named value */
static json_t *special(uint32_t v, uint32_t which, const char *name)
{
    return json_pack("{s:I,s:o}", "value", (json_int_t)v, "name",
                     v == which ? json_string(name) : json_null());
}

/* {"value": number | null (NaN, infinities), "bits": "0x3f800000"} */
static json_t *real(float f)
{
    uint32_t bits;
    char hex[16];
    memcpy(&bits, &f, sizeof bits);
    snprintf(hex, sizeof hex, "0x%08x", bits);
    return json_pack("{s:o,s:s}", "value", isfinite(f) ? json_real((double)f) : json_null(), "bits",
                     hex);
}

static const char *version_text(rootsig_version v)
{
    return v == ROOTSIG_VERSION_1_0 ? "1.0" : v == ROOTSIG_VERSION_1_2 ? "1.2" : "1.1";
}

static json_t *cost(const rootsig_cost *c, int total)
{
    if (total)
        return json_pack("{s:I,s:I}", "dwords", (json_int_t)c->dwords, "local_bytes",
                         (json_int_t)c->local_bytes);
    return json_pack("{s:I,s:I,s:I}", "dwords", (json_int_t)c->dwords, "local_offset",
                     (json_int_t)c->local_offset, "local_bytes", (json_int_t)c->local_bytes);
}

static const char REG_LETTER[] = {'t', 'u', 'b', 's'}; /* by D3D12_DESCRIPTOR_RANGE_TYPE */

static json_t *reg(char letter, uint32_t n)
{
    char text[16];
    snprintf(text, sizeof text, "%c%u", letter, n);
    return json_pack("{s:I,s:s}", "value", (json_int_t)n, "name", text);
}

json_t *cli_signature_json(const rootsig_signature *sig, const rootsig_desc *d);
json_t *cli_signature_json(const rootsig_signature *sig, const rootsig_desc *d)
{
    int v10 = d->version == ROOTSIG_VERSION_1_0;
    json_t *params = json_array(), *samplers = json_array();
    rootsig_cost c;
    for (uint32_t i = 0; i < d->parameter_count; i++) {
        const rootsig_parameter_desc *p = &d->parameters[i];
        json_t *o = json_pack("{s:I,s:o,s:o}", "index", (json_int_t)i, "type",
                              named(ROOTSIG_VALUES_PARAMETER_TYPE, p->type), "visibility",
                              named(ROOTSIG_VALUES_VISIBILITY, p->visibility));
        if (p->type == ROOTSIG_PARAMETER_TABLE) {
            json_t *ranges = json_array();
            for (uint32_t j = 0; j < p->u.table.range_count; j++) {
                const rootsig_range_desc *r = &p->u.table.ranges[j];
                json_t *ro = json_pack(
                    "{s:I,s:o,s:o,s:I,s:o,s:o}", "index", (json_int_t)j, "type",
                    named(ROOTSIG_VALUES_RANGE_TYPE, r->type), "register",
                    reg(r->type < 4 ? REG_LETTER[r->type] : '?', r->base_register), "space",
                    (json_int_t)r->space, "numDescriptors",
                    special(r->num_descriptors, ROOTSIG_UNBOUNDED, "unbounded"), "offset",
                    special(r->offset, ROOTSIG_OFFSET_APPEND, "DESCRIPTOR_RANGE_OFFSET_APPEND"));
                if (!v10)
                    json_object_set_new(ro, "flags", flags(ROOTSIG_VALUES_RANGE_FLAG, r->flags));
                json_array_append_new(ranges, ro);
            }
            json_object_set_new(o, "ranges", ranges);
        } else if (p->type == ROOTSIG_PARAMETER_CONSTANTS) {
            json_object_set_new(o, "register", reg('b', p->u.constants.shader_register));
            json_object_set_new(o, "space", json_integer(p->u.constants.space));
            json_object_set_new(o, "num32BitConstants", json_integer(p->u.constants.num32));
        } else {
            char letter = p->type == ROOTSIG_PARAMETER_CBV ? 'b'
                          : p->type == ROOTSIG_PARAMETER_SRV ? 't' : 'u';
            json_object_set_new(o, "register", reg(letter, p->u.descriptor.shader_register));
            json_object_set_new(o, "space", json_integer(p->u.descriptor.space));
            if (!v10)
                json_object_set_new(o, "flags",
                                    flags(ROOTSIG_VALUES_DESCRIPTOR_FLAG, p->u.descriptor.flags));
        }
        if (rootsig_parameter_cost(sig, i, &c) == ROOTSIG_OK)
            json_object_set_new(o, "cost", cost(&c, 0));
        json_array_append_new(params, o);
    }
    for (uint32_t i = 0; i < d->static_sampler_count; i++) {
        const rootsig_static_sampler_desc *s = &d->static_samplers[i];
        json_t *o = json_pack(
            "{s:I,s:o,s:I,s:o,s:o,s:o,s:o,s:o,s:o,s:I,s:o,s:o,s:o,s:o}", "index", (json_int_t)i,
            "register", reg('s', s->shader_register), "space", (json_int_t)s->space, "visibility",
            named(ROOTSIG_VALUES_VISIBILITY, s->visibility), "filter",
            named(ROOTSIG_VALUES_FILTER, s->filter), "addressU",
            named(ROOTSIG_VALUES_ADDRESS_MODE, s->address_u), "addressV",
            named(ROOTSIG_VALUES_ADDRESS_MODE, s->address_v), "addressW",
            named(ROOTSIG_VALUES_ADDRESS_MODE, s->address_w), "mipLODBias", real(s->mip_lod_bias),
            "maxAnisotropy", (json_int_t)s->max_anisotropy, "comparisonFunc",
            named(ROOTSIG_VALUES_COMPARISON, s->comparison), "borderColor",
            named(ROOTSIG_VALUES_BORDER_COLOR, s->border_color), "minLOD", real(s->min_lod),
            "maxLOD", real(s->max_lod));
        if (d->version == ROOTSIG_VERSION_1_2)
            json_object_set_new(o, "flags", flags(ROOTSIG_VALUES_SAMPLER_FLAG, s->flags));
        json_array_append_new(samplers, o);
    }
    rootsig_parameter_cost(sig, d->parameter_count, &c);
    return json_pack("{s:{s:I,s:s},s:I,s:o,s:o,s:o,s:o}", "version", "value",
                     (json_int_t)d->version, "name", version_text(d->version), "size",
                     (json_int_t)rootsig_rts0_bound(sig), "flags",
                     flags(ROOTSIG_VALUES_ROOT_FLAG, d->flags), "cost", cost(&c, 1), "parameters",
                     params, "static_samplers", samplers);
}

static const char *digest_name(rootsig_digest_kind k)
{
    switch (k) {
    case ROOTSIG_DIGEST_RETAIL: return "retail";
    case ROOTSIG_DIGEST_DEBUG: return "debug";
    case ROOTSIG_DIGEST_ZERO: return "zero";
    case ROOTSIG_DIGEST_BYPASS: return "bypass";
    case ROOTSIG_DIGEST_MISMATCH: return "mismatch";
    }
    return "mismatch";
}

/* {"parts": [...], "digest": ...} of a container, or NULL (diagnostics recorded). */
static json_t *container_json(rootsig_ctx *ctx, const char *name, const cli_blob *b)
{
    const rootsig_part *parts;
    size_t n;
    rootsig_digest_kind dk;
    if (rootsig_container_parse(ctx, name, b->data, b->len, &parts, &n, &dk) != ROOTSIG_OK)
        return NULL;
    json_t *list = json_array();
    for (size_t i = 0; i < n; i++) {
        char f[5];
        for (int k = 0; k < 4; k++) {
            unsigned char ch = (unsigned char)(parts[i].fourcc >> (8 * k));
            f[k] = ch >= 0x20 && ch < 0x7f ? (char)ch : '?';
        }
        f[4] = 0;
        json_array_append_new(list, json_pack("{s:I,s:s,s:I}", "index", (json_int_t)i, "fourcc",
                                              f, "size", (json_int_t)parts[i].size));
    }
    return json_pack("{s:I,s:s,s:o}", "size", (json_int_t)b->len, "digest", digest_name(dk),
                     "parts", list);
}

int cli_json(rootsig_ctx *ctx, const cli_in *in, const char *path, const char *text,
             const char *output, int validate)
{
    cli_blob src = {NULL, 0, 0};
    const char *name;
    int read_rc = cli_read_text_or_file(path, text, &src, &name);
    if (read_rc != CLI_EXIT_OK)
        return read_rc;
    json_t *doc = json_pack("{s:s,s:i,s:s}", "format", "rootsig", "format_version",
                            RSIG_JSON_FORMAT_VERSION, "source", name);
    rootsig_status st = ROOTSIG_OK;
    int has_rts0 = 1;
    if (!text && cli_is_container(&src)) {
        json_t *c = container_json(ctx, name, &src);
        if (c == NULL) {
            st = ROOTSIG_ERR_INPUT;
        } else {
            has_rts0 = 0;
            size_t i;
            json_t *part;
            json_array_foreach(json_object_get(c, "parts"), i, part)
                has_rts0 |= strcmp(json_string_value(json_object_get(part, "fourcc")), "RTS0") == 0;
            json_object_set_new(doc, "container", c);
            /* The listing has reported the digest; the read of the RTS0 would repeat it. */
            rootsig_ctx_disable_warning(ctx, "RS4015", 1);
            rootsig_ctx_disable_warning(ctx, "RS4016", 1);
        }
    }
    rootsig_signature *sig = NULL;
    if (st == ROOTSIG_OK && has_rts0)
        st = validate ? cli_load(ctx, in, &src, name, text ? NULL : path, &sig)
                      : cli_read_any(ctx, in, &src, name, text ? NULL : path, &sig);
    rootsig_desc d;
    if (st == ROOTSIG_OK && sig) {
        rootsig_options so = in->opt;
        so.version = rootsig_signature_version(sig);
        st = rootsig_describe(ctx, sig, &so, &d);
        if (st == ROOTSIG_OK) {
            json_object_set_new(doc, "compat", json_string(so.compat == ROOTSIG_COMPAT_DXC ? "dxc"
                                                                                         : "llvm"));
            json_object_set_new(doc, "signature", cli_signature_json(sig, &d));
        }
    }
    int rc = cli_status_exit(ctx, st, 0);
    if (rc == CLI_EXIT_OK) {
        char *out = json_dumps(doc, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(9));
        if (out == NULL) {
            rc = cli_status_exit(ctx, ROOTSIG_ERR_NOMEM, rootsig_diag_count(ctx));
        } else {
            size_t len = strlen(out);
            out[len] = '\n'; /* json_dumps' NUL becomes the final newline */
            rc = cli_write_output(output, out, len + 1, 0);
            free(out);
        }
    }
    json_decref(doc);
    if (!text)
        cli_blob_free(&src);
    return rc;
}
