/*
 * decode.c: turns the elements of one `!dx.rootsignatures` entry of the
 * node table (entries.c) into the AST, the way LLVM 22's reader of root
 * signature metadata reads it: element names are case-sensitive, integers
 * must be i32 where LLVM wants them, a static sampler has 15 operands (14,
 * the LLVM 21 form, is accepted with a warning), every enum value is
 * checked against the keyword table. Where LLVM crashes (a null operand) or says little, we
 * say precisely what is wrong and where, naming the chain of nodes that led
 * there.
 *
 * Cost: each node of an entry is visited once per reference; an entry's
 * structure is a fixed five levels (entry, list, element, range), so no
 * decoding recursion exists.
 */
#include <stdio.h>
#include <string.h>

#include "parse_metadata.h"
#include "schema.h"

long rsig_md_want_node(rsig_md_decoder *d, const rsig_md_value *v, rsig_diag_id id,
                       const char *what)
{
    rsig_md_state *ps = d->ps;
    char q[64];
    if (v->kind == RSIG_MDV_BAD)
        return -1;
    if (v->kind != RSIG_MDV_NODE || ps->nodes[v->u.node].special) {
        rsig_md_diag(ps, id, rsig_md_at(ps, v), "expected %s, found %s", what, rsig_md_describe(ps, v, q, sizeof q));
        return -1;
    }
    for (int i = 0; i < d->nchain; i++) {
        if (d->chain[i] == v->u.node) {
            char nm[32];
            rsig_md_describe_node(ps, v->u.node, nm, sizeof nm);
            long r = rsig_md_diag(ps, RSIG_MD_CYCLE, rsig_md_at(ps, v),
                                  "%s refers to itself: it is used as %s inside its own operands",
                                  nm, what);
            rsig_note(ps->ctx, r, ps->src, ps->nodes[v->u.node].at.off,
                      ps->nodes[v->u.node].at.len, "%s is defined here", nm);
            return -1;
        }
    }
    return (long)v->u.node;
}

/* Operand idx of element kind k (its field f) into *out; marks the field given in loc. */
static bool read_operand(rsig_md_decoder *d, const rsig_md_node *n, rsig_kind k, uint32_t idx,
                         rsig_field f, uint32_t *out, rsig_node_loc *loc)
{
    rsig_md_state *ps = d->ps;
    const rsig_md_value *v = &n->ops[idx];
    /* Names for messages only: looked up when one is reported. */
#define el rsig_schemas[k].md_name
#define fname rsig_field_name(f)
    const rsig_field_info *fi = &rsig_fields[f];
    char q[64];
    if (v->kind == RSIG_MDV_BAD)
        return false;
    if (fi->vclass == RSIG_V_FLOAT) {
        if (v->kind != RSIG_MDV_FLOAT) {
            rsig_md_diag(ps, RSIG_MD_OPERAND_TYPE, rsig_md_at(ps, v),
                         "operand %u of %s (%s) must be a float constant such as float "
                         "0.000000e+00; found %s",
                         idx, el, fname, rsig_md_describe(ps, v, q, sizeof q));
            return false;
        }
        if (v->flags & RSIG_MDF_INEXACT)
            rsig_md_diag(ps, RSIG_MD_TRUNCATED, rsig_md_at(ps, v),
                         "%s is rounded to the nearest 32-bit float",
                         rsig_md_quote(ps, rsig_md_at(ps, v), q, sizeof q));
        *out = v->u.f;
    } else {
        if (v->kind != RSIG_MDV_INT) {
            rsig_md_diag(ps, RSIG_MD_OPERAND_TYPE, rsig_md_at(ps, v),
                         "operand %u of %s (%s) must be an integer such as i32 0; found %s", idx,
                         el, fname, rsig_md_describe(ps, v, q, sizeof q));
            return false;
        }
        uint32_t x = v->u.i;
        if (v->flags & RSIG_MDF_TRUNC)
            rsig_md_diag(ps, RSIG_MD_TRUNCATED, rsig_md_at(ps, v),
                         "%s does not fit in i%u; LLVM silently truncates it, so %s is %u",
                         rsig_md_quote(ps, rsig_md_at(ps, v), q, sizeof q), v->width, fname, x);
        else if (v->width > 32 && (v->flags & RSIG_MDF_HIGH))
            rsig_md_diag(ps, RSIG_MD_TRUNCATED, rsig_md_at(ps, v),
                         "%s does not fit in 32 bits; LLVM's reader keeps the low 32 bits, so %s "
                         "is %u",
                         rsig_md_quote(ps, rsig_md_at(ps, v), q, sizeof q), fname, x);
        else if (v->width < 32 && (v->flags & RSIG_MDF_NEG))
            rsig_md_diag(ps, RSIG_MD_TRUNCATED, rsig_md_at(ps, v),
                         "%s is zero-extended by LLVM's reader, so %s is %u, not a negative "
                         "number; write i32",
                         rsig_md_quote(ps, rsig_md_at(ps, v), q, sizeof q), fname, x);
        /* Enums are checked here, as LLVM's reader does; flags by the validator. */
        if (fi->vclass == RSIG_V_ENUM && rsig_kw_name((rsig_kw_class)fi->names, x) == NULL) {
            char range[128];
            rsig_md_diag(ps, RSIG_MD_VALUE_RANGE, rsig_md_at(ps, v),
                         "%s %u is out of range in %s; it must be %s", fname, x, el,
                         rsig_enum_range_text(f, range, sizeof range));
            return false;
        }
        *out = x;
    }
    if (loc) {
        loc->given |= 1u << f;
        if (!rsig_loc_set(&ps->ctx->arena, loc, f, rsig_md_at(ps, v)))
            ps->oom = true;
    }
    return true;
}
#undef el
#undef fname

/*
 * The first `count` operands of kind k after its name, in the schema's order,
 * into the fields of node (of type nt); false if any failed (all are checked).
 */
static bool read_operands(rsig_md_decoder *d, const rsig_md_node *n, rsig_kind k, uint32_t count,
                          void *node, rsig_node_type nt, rsig_node_loc *loc)
{
    const rsig_schema *s = &rsig_schemas[k];
    bool ok = true;
    for (uint32_t i = 0; i < count; i++) {
        rsig_field f = (rsig_field)s->ops[i];
        uint32_t *out = nt == RSIG_NODE_SIG ? &d->sig->flags : rsig_field_ptr(node, nt, f);
        uint32_t v = 0;
        if (!read_operand(d, n, k, i + 1, f, &v, loc))
            ok = false;
        else if (out)
            *out = v;
    }
    return ok;
}

static bool bad_count(rsig_md_decoder *d, const rsig_md_node *n, rsig_kind k, bool at_least)
{
    uint32_t have = n->count - 1, want = rsig_schemas[k].nops;
    char list[256];
    rsig_md_diag(d->ps, RSIG_MD_OPERAND_COUNT, n->at,
                 "%s takes %s%u operand%s after its name (%s); this one has %u",
                 rsig_schemas[k].md_name, at_least ? "at least " : "", want, want == 1 ? "" : "s",
                 rsig_md_operand_list(k, list, sizeof list), have);
    return false;
}

/* Does n have the operand count of kind k (at least, for a table's ranges)? Reports if not. */
static inline bool check_count(rsig_md_decoder *d, const rsig_md_node *n, rsig_kind k, bool at_least)
{
    uint32_t have = n->count - 1, want = rsig_schemas[k].nops;
    return (at_least ? have >= want : have == want) || bad_count(d, n, k, at_least);
}

/* The element's name (operand 0) or NULL (reported). */
static const rsig_md_value *element_name(rsig_md_decoder *d, const rsig_md_node *n, const char *what)
{
    rsig_md_state *ps = d->ps;
    char q[64];
    if (n->count == 0) {
        rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, n->at,
                     "an empty node is not %s: it starts with its name, as in !{!\"%s\", ...}",
                     what, strcmp(what, "a descriptor range") == 0 ? "CBV" : "RootCBV");
        return NULL;
    }
    const rsig_md_value *v = n->ops;
    if (v->kind == RSIG_MDV_BAD)
        return NULL;
    if (v->kind != RSIG_MDV_STRING) {
        rsig_md_diag(
            ps, RSIG_MD_UNKNOWN_ELEMENT, rsig_md_at(ps, v),
            "the first operand of %s must be its name, a string such as !\"%s\"; found %s", what,
            strcmp(what, "a descriptor range") == 0 ? "CBV" : "RootCBV",
            rsig_md_describe(ps, v, q, sizeof q));
        return NULL;
    }
    return v;
}

/*
 * Metadata states every flag. In 1.0 the only legal value is the one 1.0
 * implies (2, 3 or 1), which the AST expresses as "not given": then the
 * validator neither calls it redundant (that is meant for DSL text that
 * spells it out) nor does anything change in the bytes. Any other value
 * stays given, so the validator reports it at the operand.
 */
static void implied_flags(const rsig_md_decoder *d, rsig_node_loc *loc, uint32_t flags, rsig_kind k)
{
    if (d->sig->version == ROOTSIG_VERSION_1_0 && flags == rsig_schemas[k].flags_1_0)
        loc->given &= ~(1u << RSIG_F_FLAGS);
}

/* The root descriptor whose DSL keyword means range kind r inside a table, or RSIG_K_NONE. */
static rsig_kind root_of_range(rsig_kind r)
{
    for (int k = 0; k < RSIG_K_RANGE; k++)
        if (rsig_schemas[k].in_table == r)
            return (rsig_kind)k;
    return RSIG_K_NONE;
}

/* The kind the string operand name names (RSIG_K_NONE if none; case-insensitively: nocase). */
static rsig_kind kind_named(const rsig_md_state *ps, const rsig_md_value *name, bool nocase)
{
    if (name->flags & RSIG_MDF_KIND)
        return (rsig_kind)name->u.str; /* named exactly: the same kind either way */
    uint32_t len;
    const char *s = rsig_md_str(ps, name, &len);
    return rsig_kind_by_md_name(s, len, nocase);
}

static bool is_range(rsig_kind k)
{
    return k != RSIG_K_NONE && rsig_schemas[k].node == RSIG_NODE_RANGE;
}

static void decode_range(rsig_md_decoder *d, uint32_t table_param, const rsig_md_value *rv)
{
    rsig_md_state *ps = d->ps;
    char q[64];
    long ni = rsig_md_want_node(d, rv, RSIG_MD_NOT_ELEMENT,
                        "a descriptor range node such as !{!\"CBV\", i32 1, i32 0, i32 0, "
                        "i32 -1, i32 4}");
    if (ni < 0)
        return;
    const rsig_md_node *n = &ps->nodes[ni];
    const rsig_md_value *name = element_name(d, n, "a descriptor range");
    if (name == NULL)
        return;
    rsig_kind k = kind_named(ps, name, false);
    if (!is_range(k)) {
        rsig_kind ci = kind_named(ps, name, true);
        if (k != RSIG_K_NONE && rsig_schemas[k].in_table != RSIG_K_NONE)
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, rsig_md_at(ps, name),
                         "%s is a root descriptor; a descriptor range of a table is named "
                         "!\"%s\"",
                         rsig_md_quote(ps, rsig_md_at(ps, name), q, sizeof q),
                         rsig_schemas[rsig_schemas[k].in_table].md_name);
        else if (is_range(ci))
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, rsig_md_at(ps, name),
                         "unknown descriptor range type %s (names are case-sensitive); did you "
                         "mean !\"%s\"?",
                         rsig_md_quote(ps, rsig_md_at(ps, name), q, sizeof q), rsig_schemas[ci].md_name);
        else
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, rsig_md_at(ps, name),
                         "unknown descriptor range type %s; a DescriptorTable holds !\"CBV\", "
                         "!\"SRV\", !\"UAV\" and !\"Sampler\" ranges",
                         rsig_md_quote(ps, rsig_md_at(ps, name), q, sizeof q));
        return;
    }
    if (!check_count(d, n, k, false))
        return;
    rsig_range tmp;
    memset(&tmp, 0, sizeof tmp);
    rsig_node_loc loc;
    memset(&loc, 0, sizeof loc);
    d->chain[d->nchain++] = (uint32_t)ni;
    bool ok = read_operands(d, n, k, rsig_schemas[k].nops, &tmp, RSIG_NODE_RANGE, &loc);
    d->nchain--;
    if (!ok)
        return;
    rsig_range_type t = (rsig_range_type)(k - RSIG_K_RANGE);
    rsig_param *table = &d->sig->params[table_param];
    rsig_range *r = rsig_param_add_range(ps->ctx, table, t);
    if (r == NULL) {
        ps->oom = true;
        return;
    }
    tmp.type = (uint8_t)t;
    implied_flags(d, &loc, tmp.flags, k);
    loc.at = n->at;
    loc.kw = rsig_md_at(ps, name);
    *r = tmp;
    if (!rsig_range_set_loc(&ps->ctx->arena, table, r, &loc))
        ps->oom = true;
}

static void decode_root_flags(rsig_md_decoder *d, const rsig_md_node *n, const rsig_md_value *name)
{
    rsig_md_state *ps = d->ps;
    rootsig_signature *sig = d->sig;
    uint32_t before = sig->flags;
    if (!check_count(d, n, RSIG_K_ROOT_FLAGS, false) ||
        !read_operands(d, n, RSIG_K_ROOT_FLAGS, 1, NULL, RSIG_NODE_SIG, NULL)) {
        sig->flags = before;
        return;
    }
    if (sig->has_root_flags) {
        long r = rsig_md_diag(ps, RSIG_MD_DUPLICATE_ROOTFLAGS, rsig_md_at(ps, name),
                              "a second RootFlags element: LLVM keeps the last one, so the "
                              "root flags are %u",
                              sig->flags);
        rsig_note(ps->ctx, r, ps->src, d->first_root_flags.off, d->first_root_flags.len,
                  "the first RootFlags element is here");
    } else {
        d->first_root_flags = rsig_md_at(ps, name);
    }
    sig->has_root_flags = true;
    sig->root_flags_at = rsig_md_at(ps, &n->ops[1]);
}

/* A root parameter: constants, a root descriptor, or a table with its ranges. */
static void decode_param(rsig_md_decoder *d, const rsig_md_node *n, const rsig_md_value *name,
                         rsig_kind k)
{
    rsig_md_state *ps = d->ps;
    rootsig_signature *sig = d->sig;
    bool table = k == RSIG_K_TABLE;
    rsig_param tmp;
    memset(&tmp, 0, sizeof tmp);
    if (!check_count(d, n, k, table) ||
        !read_operands(d, n, k, rsig_schemas[k].nops, &tmp, RSIG_NODE_PARAM, &tmp.loc))
        return;
    rsig_param *p = rsig_sig_add_param(ps->ctx, sig, (rsig_param_type)k);
    if (p == NULL) {
        ps->oom = true;
        return;
    }
    tmp.type = (rsig_param_type)k;
    if (rsig_schemas[k].flags_class >= 0)
        implied_flags(d, &tmp.loc, tmp.flags, k);
    tmp.loc.at = n->at;
    tmp.loc.kw = rsig_md_at(ps, name);
    *p = tmp;
    if (!table)
        return;
    uint32_t first = 1u + rsig_schemas[k].nops;
    if (n->count > first && !rsig_param_reserve(ps->ctx, p, n->count - first)) {
        ps->oom = true;
        return;
    }
    uint32_t pi = sig->nparams - 1;
    for (uint32_t i = first; i < n->count && !rsig_diag_stopped(ps->ctx); i++)
        decode_range(d, pi, &n->ops[i]);
}

static void decode_sampler(rsig_md_decoder *d, const rsig_md_node *n)
{
    rsig_md_state *ps = d->ps;
    const rsig_schema *s = &rsig_schemas[RSIG_K_STATIC_SAMPLER];
    if (n->count - 1u != s->nops) {
        if (n->count - 1u == s->nops - 1u) {
            rsig_md_diag(ps, RSIG_MD_LLVM21_SAMPLER, n->at,
                         "this StaticSampler has %u operands after its name, the LLVM 21 form "
                         "without flags (read as flags 0); LLVM 22 expects %u and rejects it",
                         s->nops - 1u, s->nops);
        } else {
            check_count(d, n, RSIG_K_STATIC_SAMPLER, false);
            return;
        }
    }
    rsig_sampler tmp;
    memset(&tmp, 0, sizeof tmp);
    if (!read_operands(d, n, RSIG_K_STATIC_SAMPLER, n->count - 1u, &tmp, RSIG_NODE_SAMPLER,
                       &tmp.loc))
        return;
    rsig_sampler *x = rsig_sig_add_sampler(ps->ctx, d->sig);
    if (x == NULL) {
        ps->oom = true;
        return;
    }
    tmp.loc.at = n->at;
    tmp.loc.kw = rsig_md_at(ps, &n->ops[0]);
    *x = tmp;
}

void rsig_md_decode_element(rsig_md_decoder *d, const rsig_md_value *ev)
{
    rsig_md_state *ps = d->ps;
    char q[64];
    long ni = rsig_md_want_node(d, ev, RSIG_MD_NOT_ELEMENT,
                        "a root signature element node such as !{!\"RootCBV\", i32 0, i32 0, "
                        "i32 0, i32 4}");
    if (ni < 0)
        return;
    const rsig_md_node *n = &ps->nodes[ni];
    const rsig_md_value *name = element_name(d, n, "a root signature element");
    if (name == NULL)
        return;
    rsig_kind k = kind_named(ps, name, false);
    if (k == RSIG_K_NONE || is_range(k)) {
        rsig_kind ci = kind_named(ps, name, true);
        rsig_kind root = is_range(k) ? root_of_range(k) : RSIG_K_NONE;
        if (is_range(k))
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, rsig_md_at(ps, name),
                         "%s is a descriptor range and belongs inside a DescriptorTable%s%s%s",
                         rsig_md_quote(ps, rsig_md_at(ps, name), q, sizeof q),
                         root == RSIG_K_NONE ? "" : "; a root descriptor is !\"",
                         root == RSIG_K_NONE ? "" : rsig_schemas[root].md_name,
                         root == RSIG_K_NONE ? "" : "\"");
        else if (ci != RSIG_K_NONE && !is_range(ci))
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, rsig_md_at(ps, name),
                         "unknown root signature element %s (names are case-sensitive); did you "
                         "mean !\"%s\"?",
                         rsig_md_quote(ps, rsig_md_at(ps, name), q, sizeof q), rsig_schemas[ci].md_name);
        else
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, rsig_md_at(ps, name),
                         "unknown root signature element %s; the elements are RootFlags, "
                         "RootConstants, RootCBV, RootSRV, RootUAV, DescriptorTable and "
                         "StaticSampler",
                         rsig_md_quote(ps, rsig_md_at(ps, name), q, sizeof q));
        return;
    }
    d->chain[d->nchain++] = (uint32_t)ni;
    switch ((rsig_node_type)rsig_schemas[k].node) {
    case RSIG_NODE_SIG: decode_root_flags(d, n, name); break;
    case RSIG_NODE_PARAM: decode_param(d, n, name, k); break;
    case RSIG_NODE_SAMPLER: decode_sampler(d, n); break;
    case RSIG_NODE_RANGE: break;
    }
    d->nchain--;
}
