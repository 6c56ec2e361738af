/*
 * print_dsl.c: decompiling, the AST as canonical root-signature DSL. One
 * element per line: RootFlags, the root parameters in their order, then the
 * static samplers; inside an element the register first, then the other
 * fields in ORDER below (a table: its ranges, then its visibility). Only
 * values that differ from what the DSL would supply for the signature's
 * version and compat mode are written (every value with explicit_values),
 * so compiling the text with that version and compat mode gives the same
 * bytes. Names, defaults and flag classes come from the schema and the
 * keyword table; a value the DSL cannot spell is an error (RS8010), never
 * a silent change.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "schema.h"
#include "bytes.h"

/* The order fields are written in, after the register (docs/decompile.md). */
static const rsig_field ORDER[] = {
    RSIG_F_NUM32,          RSIG_F_NUMDESC,     RSIG_F_SPACE,      RSIG_F_OFFSET,
    RSIG_F_FILTER,         RSIG_F_ADDRESS_U,   RSIG_F_ADDRESS_V,  RSIG_F_ADDRESS_W,
    RSIG_F_MIP_LOD_BIAS,   RSIG_F_MAX_ANISOTROPY, RSIG_F_COMPARISON, RSIG_F_BORDER_COLOR,
    RSIG_F_MIN_LOD,        RSIG_F_MAX_LOD,     RSIG_F_FLAGS,      RSIG_F_VISIBILITY,
};

typedef struct printer {
    rootsig_ctx *ctx;
    const rootsig_signature *sig;
    rootsig_compat compat;
    bool explicit_values;
    bool failed; /* a value without a DSL spelling was found */
    rsig_buf *b;
} printer;

static void unspellable(printer *pr, const rsig_node_loc *loc, rsig_field f, const char *what,
                        const char *elem, const char *why)
{
    rsig_span fat = rsig_loc_span(loc, f);
    rsig_span at = rsig_given(loc, f) || fat.len ? fat : loc->kw;
    rsig_diag(pr->ctx, RSIG_DSL_UNSPELLABLE, pr->sig->src, at.off, at.len,
              "%s: %s %s cannot be written in the DSL (%s)", elem, rsig_field_name(f), what, why);
    pr->failed = true;
}

/* Does text read back to bits the way the DSL reads a float literal? */
static bool reads_back(const char *text, uint32_t bits)
{
    double d = strtod(text, NULL);
    if (fabs(d) > (double)FLT_MAX) /* the DSL refuses magnitudes beyond FLT_MAX (RS1005) */
        return false;
    return rsig_f32_bits((float)d) == bits;
}

/*
 * The shortest decimal that reads back to the same binary32 bits the way
 * the DSL reads a literal (to the nearest double, then to the nearest
 * float, refusing magnitudes beyond FLT_MAX). For each length the rounded
 * form is tried, then the one cut toward zero (FLT_MAX rounds up past
 * itself at 8 digits: 3.4028235e+38 is refused, 3.4028234e+38 reads back).
 * 17 significant digits always do: the float is exact in double.
 */
static void format_float(char *out, size_t n, uint32_t bits)
{
    float f = rsig_f32(bits);
    if (bits == 0x80000000u) {
        snprintf(out, n, "-0.0"); /* the integer -0 would be +0.0 */
        return;
    }
    /* whole numbers as integers (1000, not 1e+03) */
    if (fabsf(f) < 1e7f && f == truncf(f)) {
        snprintf(out, n, "%.0f", (double)f);
        return;
    }
    char full[40];
    snprintf(full, sizeof full, "%.16e", (double)f); /* [-]d.dddddddddddddddde[+-]XX */
    const char *e = strchr(full, 'e');
    size_t lead = full[0] == '-' ? 2 : 1; /* sign and first digit */
    for (int digits = 1; digits <= 17; digits++) {
        snprintf(out, n, "%.*g", digits, (double)f);
        if (reads_back(out, bits))
            return;
        /* cut toward zero: the first `digits` digits of the exact expansion */
        size_t keep = lead + (digits > 1 ? 1 + (size_t)digits - 1 : 0);
        snprintf(out, n, "%.*s%s", (int)keep, full, e);
        if (reads_back(out, bits))
            return;
    }
    snprintf(out, n, "%s", full);
}

/* A flag set as names in keyword-table order; false if a bit has no name. */
static bool put_flag_names(rsig_buf *b, rsig_kw_class cls, uint32_t v)
{
    if (v == 0) {
        rsig_buf_puts(b, "0");
        return true;
    }
    uint32_t done = 0;
    for (size_t i = 0; i < rsig_keyword_count; i++) {
        const rsig_keyword *k = &rsig_keywords[i];
        if (k->cls != cls || (k->kwflags & (RSIG_KWF_ALIAS | RSIG_KWF_NO_DSL)) ||
            (v & k->value) != k->value || k->value == 0 || (done & k->value))
            continue;
        rsig_buf_printf(b, "%s%s", done ? " | " : "", k->name);
        done |= k->value;
    }
    return done == v;
}

/* Writes ", name = value" for field f of a node; returns false if it cannot. */
static void put_field(printer *pr, const void *node, rsig_node_type nt, rsig_kind k,
                      const rsig_node_loc *loc, rsig_field f, uint32_t v, const char *elem)
{
    rsig_buf *b = pr->b;
    rsig_buf_printf(b, ", %s = ", rsig_field_name(f));
    char tmp[64];
    (void)node;
    (void)nt;
    switch ((rsig_vclass)rsig_fields[f].vclass) {
    case RSIG_V_UINT: {
        int cls = rsig_fields[f].names;
        const char *name = cls >= 0 ? rsig_kw_name((rsig_kw_class)cls, v) : NULL;
        if (name)
            rsig_buf_puts(b, name);
        else
            rsig_buf_printf(b, "%u", v);
        break;
    }
    case RSIG_V_FLOAT: {
        float x = rsig_f32(v);
        if (isnan(x) || isinf(x)) {
            snprintf(tmp, sizeof tmp, "%s (bits 0x%08x)", isnan(x) ? "NaN" : x < 0 ? "-inf" : "+inf",
                     v);
            unspellable(pr, loc, f, tmp,
                        elem, isnan(x) ? "NaN has no literal"
                                       : "the DSL has no literal for infinity");
            return;
        }
        format_float(tmp, sizeof tmp, v);
        rsig_buf_puts(b, tmp);
        break;
    }
    case RSIG_V_ENUM: {
        const rsig_keyword *e = rsig_kw_entry((rsig_kw_class)rsig_fields[f].names, v);
        if (e == NULL || (e->kwflags & RSIG_KWF_NO_DSL)) {
            snprintf(tmp, sizeof tmp, "%u (0x%x)", v, v);
            unspellable(pr, loc, f, e ? e->name : tmp, elem,
                        e ? "it has no DSL keyword" : "it is no value of its enum");
            return;
        }
        rsig_buf_puts(b, e->name);
        break;
    }
    case RSIG_V_FLAGS: {
        rsig_kw_class cls = (rsig_kw_class)rsig_schemas[k].flags_class;
        if (!put_flag_names(b, cls, v)) {
            snprintf(tmp, sizeof tmp, "0x%x", v);
            unspellable(pr, loc, f, tmp, elem, "bits without a flag name");
        }
        break;
    }
    }
}

/* The value the DSL supplies for field f of a node of kind k when it is left out. */
static uint32_t dsl_default(const printer *pr, rsig_kind k, rsig_node_type nt, rsig_field f)
{
    if (f == RSIG_F_FLAGS) {
        if (nt == RSIG_NODE_PARAM)
            return rsig_default_param_flags(pr->sig->version, (rsig_param_type)k, pr->compat);
        if (nt == RSIG_NODE_RANGE)
            return rsig_default_range_flags(pr->sig->version,
                                            (rsig_range_type)((int)k - (int)RSIG_K_RANGE),
                                            pr->compat);
        return 0;
    }
    if (nt == RSIG_NODE_RANGE)
        return rsig_field_get(&rsig_range_defaults, nt, f);
    if (nt == RSIG_NODE_SAMPLER)
        return rsig_field_get(&rsig_sampler_default_values, nt, f);
    return 0; /* root parameters: space 0, visibility ALL */
}

/* The value of field f as an RTS0 part would store it. */
static uint32_t stored(const printer *pr, const void *node, rsig_node_type nt, rsig_field f)
{
    if (f == RSIG_F_FLAGS && nt == RSIG_NODE_PARAM)
        return rsig_param_flags(pr->sig, node, pr->compat);
    if (f == RSIG_F_FLAGS && nt == RSIG_NODE_RANGE)
        return rsig_range_flags(pr->sig, node, pr->compat);
    return rsig_field_get(node, nt, f);
}

static void put_element(printer *pr, const void *node, rsig_node_type nt, rsig_kind k,
                        const rsig_node_loc *loc, const char *elem, bool first)
{
    const rsig_schema *s = rsig_schema_of(k);
    rsig_buf *b = pr->b;
    rsig_buf_printf(b, "%s(", rsig_kind_keyword(k));
    if (k == RSIG_K_TABLE) {
        const rsig_param *t = node;
        for (uint32_t j = 0; j < t->nranges; j++) {
            /* elem is "parameter [N]" (at most 22 bytes); the precision lets
             * the compiler see that the label fits whatever elem is. */
            char label[64];
            snprintf(label, sizeof label, "%.40s, range [%u]", elem, j);
            if (j)
                rsig_buf_puts(b, ", ");
            const rsig_range *r = &t->ranges[j];
            rsig_node_loc tmp;
            put_element(pr, r, RSIG_NODE_RANGE, rsig_range_kind(r->type),
                        rsig_range_loc(t, r, &tmp), label, true);
        }
        first = t->nranges == 0;
    } else {
        rsig_buf_printf(b, "%c%u", rsig_class_letter(rsig_kind_class(k)),
                        rsig_field_get(node, nt, RSIG_F_REGISTER));
        first = false;
    }
    bool v10 = pr->sig->version == ROOTSIG_VERSION_1_0;
    for (size_t i = 0; i < sizeof ORDER / sizeof ORDER[0]; i++) {
        rsig_field f = ORDER[i];
        if (!((s->dsl_fields >> f) & 1u))
            continue;
        /* Versions without the field store no value: nothing to write. */
        if (f == RSIG_F_FLAGS &&
            (v10 || (nt == RSIG_NODE_SAMPLER && pr->sig->version < ROOTSIG_VERSION_1_2)))
            continue;
        uint32_t v = stored(pr, node, nt, f);
        bool required = (s->required >> f) & 1u;
        if (!required && !pr->explicit_values && v == dsl_default(pr, k, nt, f))
            continue;
        size_t mark = b->len;
        put_field(pr, node, nt, k, loc, f, v, elem);
        if (first && b->data && !b->failed) {
            /* no ", " before the first argument of an empty table */
            memmove(b->data + mark, b->data + mark + 2, b->len - mark - 2);
            b->len -= 2;
            b->data[b->len] = 0;
        }
        first = false;
    }
    rsig_buf_puts(b, ")");
}

static bool is_identifier(const char *s)
{
    if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_'))
        return false;
    for (s++; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
              *s == '_'))
            return false;
    return true;
}

static const char *version_name(uint32_t v)
{
    return v == ROOTSIG_VERSION_1_0 ? "1.0" : v == ROOTSIG_VERSION_1_2 ? "1.2" : "1.1";
}

rootsig_status rootsig_decompile(rootsig_ctx *ctx, const rootsig_signature *sig,
                                 const rootsig_options *options,
                                 const rootsig_decompile_options *dopt, const char **text,
                                 size_t *length)
{
    if (text)
        *text = NULL;
    if (ctx == NULL || sig == NULL || text == NULL)
        return ROOTSIG_ERR_ARG;
    const char *hlsl = dopt ? dopt->hlsl_name : NULL;
    if (hlsl && !is_identifier(hlsl))
        return ROOTSIG_ERR_ARG;
    rootsig_options o = rsig_options_resolve(options);
    rsig_diag_begin(ctx, &o);
    rsig_buf elems, out;
    rsig_buf_init(&elems, &ctx->arena);
    rsig_buf_init(&out, &ctx->arena);
    printer pr = {ctx, sig, o.compat, dopt && dopt->explicit_values, false, &elems};

    /* Each element as one line of elems, NUL-separated, so both layouts can be made. */
    uint32_t n = 0;
    if (sig->flags || pr.explicit_values) {
        rsig_buf_puts(&elems, "RootFlags(");
        if (!put_flag_names(&elems, RSIG_KW_ROOT_FLAG, sig->flags)) {
            char tmp[32];
            snprintf(tmp, sizeof tmp, "0x%x", sig->flags);
            rsig_span at = sig->root_flags_at;
            rsig_diag(ctx, RSIG_DSL_UNSPELLABLE, sig->src, at.off, at.len,
                      "RootFlags %s cannot be written in the DSL (bits without a flag name)", tmp);
            pr.failed = true;
        }
        rsig_buf_put(&elems, ")", 2);
        n++;
    }
    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        char label[48];
        snprintf(label, sizeof label, "parameter [%u]", i);
        put_element(&pr, p, RSIG_NODE_PARAM, rsig_param_kind(p->type), &p->loc, label, false);
        rsig_buf_put(&elems, "", 1);
        n++;
    }
    for (uint32_t i = 0; i < sig->nsamplers; i++) {
        const rsig_sampler *s = &sig->samplers[i];
        char label[48];
        snprintf(label, sizeof label, "StaticSampler [%u]", i);
        put_element(&pr, s, RSIG_NODE_SAMPLER, RSIG_K_STATIC_SAMPLER, &s->loc, label, false);
        rsig_buf_put(&elems, "", 1);
        n++;
    }
    if (elems.failed || ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    if (pr.failed)
        return ROOTSIG_ERR_INPUT;

    rsig_buf_printf(&out, "// rootsig: version %s, compat %s\n", version_name(sig->version),
                    o.compat == ROOTSIG_COMPAT_DXC ? "dxc" : "llvm");
    if (hlsl)
        rsig_buf_printf(&out, "#define %s%s", hlsl, n ? " \\\n" : " \"\"\n");
    const char *e = elems.data;
    for (uint32_t i = 0; i < n; i++) {
        size_t len = strlen(e);
        bool last = i + 1 == n;
        if (hlsl)
            rsig_buf_printf(&out, "    \"%s%s\"%s\n", e, last ? "" : ", ", last ? "" : " \\");
        else
            rsig_buf_printf(&out, "%s%s\n", e, last ? "" : ",");
        e += len + 1;
    }
    if (out.failed || out.data == NULL)
        return ROOTSIG_ERR_NOMEM;
    *text = out.data;
    if (length)
        *length = out.len;
    return ROOTSIG_OK;
}
