/*
 * decode.c: turns one `!dx.rootsignatures` entry of the node table
 * (built by parse.c) into the AST, the way LLVM 22 reads it
 * (llvm.md §5, §6): element names are case-sensitive, integers must be i32
 * where LLVM wants them, a static sampler has 15 operands (14, the LLVM 21
 * form, is accepted with a warning), every enum value is checked against
 * the keyword table. Where LLVM crashes (a null operand) or says little, we
 * say precisely what is wrong and where, naming the chain of nodes that led
 * there.
 *
 * Cost: each node of an entry is visited once per reference; an entry's
 * structure is a fixed five levels (entry, list, element, range), so no
 * decoding recursion exists.
 */
#include <stdio.h>
#include <string.h>

#include "keywords.h"
#include "parse_metadata.h"

/* ---- entries ------------------------------------------------------------ */

static uint32_t entry_count(const rsig_md_state *ps)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < ps->nrs_bodies; i++)
        n += ps->nodes[ps->rs_bodies[i]].count;
    return n;
}

/* Fills ps->entries with pointers to every operand of every !dx.rootsignatures line. */
bool rsig_md_collect_entries(rsig_md_state *ps)
{
    uint32_t n = entry_count(ps);
    ps->entries = rsig_alloc_array(&ps->ctx->arena, n ? n : 1, sizeof *ps->entries);
    if (ps->entries == NULL)
        return false;
    for (uint32_t i = 0; i < ps->nrs_bodies; i++) {
        const rsig_md_node *b = &ps->nodes[ps->rs_bodies[i]];
        for (uint32_t j = 0; j < b->count; j++)
            ps->entries[ps->nentries++] = &b->ops[j];
    }
    return true;
}

static void describe_node(const rsig_md_state *ps, uint32_t node, char *buf, size_t n)
{
    const rsig_md_node *x = &ps->nodes[node];
    if (x->def.len)
        snprintf(buf, n, "!%u", x->number);
    else
        snprintf(buf, n, "an inline node");
}

/* What an operand is, for "found ..." in messages. */
static const char *describe(const rsig_md_state *ps, const rsig_md_value *v, char *buf, size_t n)
{
    switch (v->kind) {
    case RSIG_MDV_NULL: return "null";
    case RSIG_MDV_NODE: {
        const rsig_md_node *x = &ps->nodes[v->u.node];
        if (x->special) {
            /* its name: `!DIFile` of `!DIFile(...)` */
            const char *t = (ps->src->text + x->at.off);
            uint32_t k = 0;
            while (k < x->at.len && k < 40 && t[k] != '(')
                k++;
            snprintf(buf, n, "the specialized node %.*s(...)", (int)k, t);
        }
        else if (x->def.len)
            snprintf(buf, n, "the node !%u", x->number);
        else
            snprintf(buf, n, "an inline node");
        return buf;
    }
    default: return rsig_md_quote(ps, v->at, buf, n);
    }
}

/* The entry's node if it has the {function, list, version} shape, else -1 (reported). */
long rsig_md_entry_node(rsig_md_state *ps, const rsig_md_value *e)
{
    char q[64];
    if (e->kind == RSIG_MDV_BAD)
        return -1;
    if (e->kind != RSIG_MDV_NODE || ps->nodes[e->u.node].special) {
        rsig_md_diag(ps, RSIG_MD_ENTRY, e->at,
                     "each operand of !dx.rootsignatures must be a node {function, root "
                     "signature, version}; found %s",
                     describe(ps, e, q, sizeof q));
        return -1;
    }
    const rsig_md_node *n = &ps->nodes[e->u.node];
    if (n->count != 3) {
        char nm[32];
        describe_node(ps, e->u.node, nm, sizeof nm);
        rsig_md_diag(ps, RSIG_MD_ENTRY, n->at,
                     "a root signature entry is {function, root signature, version}; %s has %u "
                     "operand%s%s",
                     nm, n->count, n->count == 1 ? "" : "s",
                     n->count == 2 ? " (the form without a version predates LLVM 21: add one, "
                                  "for example i32 2 for 1.1)"
                                : "");
        return -1;
    }
    const rsig_md_value *f = n->ops;
    if (f->kind != RSIG_MDV_FUNC && f->kind != RSIG_MDV_NULL && f->kind != RSIG_MDV_NULLPTR) {
        if (f->kind != RSIG_MDV_BAD)
            rsig_md_diag(ps, RSIG_MD_ENTRY, f->at,
                         "the first operand of a root signature entry must be a function "
                         "(ptr @name) or null; found %s",
                         describe(ps, f, q, sizeof q));
        return -1;
    }
    return (long)e->u.node;
}

const char *rsig_md_entry_function(const rsig_md_state *ps, uint32_t node)
{
    const rsig_md_value *f = ps->nodes[node].ops;
    return f->kind == RSIG_MDV_FUNC ? (f->u.str.s ? f->u.str.s : "") : "";
}

/* ---- decoding an entry into the AST -------------------------------------- */

typedef enum opkind { K_INT, K_FLOAT, K_VIS, K_FILTER, K_ADDR, K_CMP, K_BORDER } opkind;

typedef struct opspec {
    const char *name; /* as the DSL names the parameter */
    uint8_t kind;     /* opkind */
    int8_t field;     /* rsig_field, or -1 */
} opspec;

#define F(x) ((int8_t)RSIG_F_##x)
static const opspec ROOT_FLAGS_OPS[] = {{"flags", K_INT, -1}};
static const opspec CONSTANTS_OPS[] = {{"visibility", K_VIS, F(VISIBILITY)},
                                       {"register", K_INT, F(REGISTER)},
                                       {"space", K_INT, F(SPACE)},
                                       {"num32BitConstants", K_INT, F(NUM32)}};
static const opspec DESCRIPTOR_OPS[] = {{"visibility", K_VIS, F(VISIBILITY)},
                                        {"register", K_INT, F(REGISTER)},
                                        {"space", K_INT, F(SPACE)},
                                        {"flags", K_INT, F(FLAGS)}};
static const opspec TABLE_OPS[] = {{"visibility", K_VIS, F(VISIBILITY)}};
static const opspec RANGE_OPS[] = {{"numDescriptors", K_INT, F(NUMDESC)},
                                   {"register", K_INT, F(REGISTER)},
                                   {"space", K_INT, F(SPACE)},
                                   {"offset", K_INT, F(OFFSET)},
                                   {"flags", K_INT, F(FLAGS)}};
static const opspec SAMPLER_OPS[] = {
    {"filter", K_FILTER, F(FILTER)},         {"addressU", K_ADDR, F(ADDRESS_U)},
    {"addressV", K_ADDR, F(ADDRESS_V)},      {"addressW", K_ADDR, F(ADDRESS_W)},
    {"mipLODBias", K_FLOAT, F(MIP_LOD_BIAS)}, {"maxAnisotropy", K_INT, F(MAX_ANISOTROPY)},
    {"comparisonFunc", K_CMP, F(COMPARISON)}, {"borderColor", K_BORDER, F(BORDER_COLOR)},
    {"minLOD", K_FLOAT, F(MIN_LOD)},          {"maxLOD", K_FLOAT, F(MAX_LOD)},
    {"register", K_INT, F(REGISTER)},         {"space", K_INT, F(SPACE)},
    {"visibility", K_VIS, F(VISIBILITY)},     {"flags", K_INT, F(FLAGS)}};
#undef F

static const char *const OPERAND_LISTS[] = {
    "flags", "visibility, register, space, num32BitConstants",
    "visibility, register, space, flags", "visibility, then the range nodes",
    "numDescriptors, register, space, offset, flags",
    ("filter, addressU, addressV, addressW, mipLODBias, maxAnisotropy, comparisonFunc, "
     "borderColor, minLOD, maxLOD, register, space, visibility, flags")};

typedef struct decoder {
    rsig_md_state *ps;
    rootsig_signature *sig;
    uint32_t chain[4]; /* the nodes being decoded: entry, list, element, range */
    int nchain;
    uint32_t errors;
    rsig_span first_root_flags;
} decoder;

/* v as a tuple node for `what`, or -1 (reported). */
static long want_node(decoder *d, const rsig_md_value *v, rsig_diag_id id, const char *what)
{
    rsig_md_state *ps = d->ps;
    char q[64];
    if (v->kind == RSIG_MDV_BAD)
        return -1;
    if (v->kind != RSIG_MDV_NODE || ps->nodes[v->u.node].special) {
        rsig_md_diag(ps, id, v->at, "expected %s, found %s", what, describe(ps, v, q, sizeof q));
        return -1;
    }
    for (int i = 0; i < d->nchain; i++) {
        if (d->chain[i] == v->u.node) {
            char nm[32];
            describe_node(ps, v->u.node, nm, sizeof nm);
            long r = rsig_md_diag(ps, RSIG_MD_CYCLE, v->at,
                                  "%s refers to itself: it is used as %s inside its own operands",
                                  nm, what);
            rsig_note(ps->ctx, r, ps->src, ps->nodes[v->u.node].at.off,
                      ps->nodes[v->u.node].at.len, "%s is defined here", nm);
            return -1;
        }
    }
    return (long)v->u.node;
}

static bool enum_ok(opkind k, uint32_t v)
{
    switch (k) {
    case K_VIS: return rsig_kw_name(RSIG_KW_VISIBILITY, v) != NULL;
    case K_FILTER: return rsig_kw_name(RSIG_KW_FILTER, v) != NULL;
    case K_ADDR: return rsig_kw_name(RSIG_KW_ADDRESS, v) != NULL;
    case K_CMP: return rsig_kw_name(RSIG_KW_COMPARISON, v) != NULL;
    case K_BORDER: return rsig_kw_name(RSIG_KW_BORDER, v) != NULL;
    default: return true;
    }
}

static const char *enum_range(opkind k)
{
    switch (k) {
    case K_VIS: return "0 (SHADER_VISIBILITY_ALL) to 7 (SHADER_VISIBILITY_MESH)";
    case K_FILTER: return "a D3D12_FILTER value such as 85 (FILTER_ANISOTROPIC)";
    case K_ADDR: return "1 (TEXTURE_ADDRESS_WRAP) to 5 (TEXTURE_ADDRESS_MIRROR_ONCE)";
    case K_CMP: return "1 (COMPARISON_NEVER) to 8 (COMPARISON_ALWAYS)";
    case K_BORDER: return "0 (STATIC_BORDER_COLOR_TRANSPARENT_BLACK) to 4 "
                          "(STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)";
    default: return "";
    }
}

/* Reads operand idx of element `el` per spec into *out; marks the field given. */
static bool read_operand(decoder *d, const rsig_md_node *n, const char *el, uint32_t idx,
                         const opspec *spec, uint32_t *out, rsig_node_loc *loc)
{
    rsig_md_state *ps = d->ps;
    const rsig_md_value *v = &n->ops[idx];
    char q[64];
    if (v->kind == RSIG_MDV_BAD)
        return false;
    if (spec->kind == K_FLOAT) {
        if (v->kind != RSIG_MDV_FLOAT) {
            rsig_md_diag(ps, RSIG_MD_OPERAND_TYPE, v->at,
                         "operand %u of %s (%s) must be a float constant such as float "
                         "0.000000e+00; found %s",
                         idx, el, spec->name, describe(ps, v, q, sizeof q));
            return false;
        }
        if (v->flags & RSIG_MDF_INEXACT)
            rsig_md_diag(ps, RSIG_MD_TRUNCATED, v->at,
                         "%s is rounded to the nearest 32-bit float",
                         rsig_md_quote(ps, v->at, q, sizeof q));
        *out = v->u.f;
    } else {
        if (v->kind != RSIG_MDV_INT) {
            rsig_md_diag(ps, RSIG_MD_OPERAND_TYPE, v->at,
                         "operand %u of %s (%s) must be an integer such as i32 0; found %s", idx,
                         el, spec->name, describe(ps, v, q, sizeof q));
            return false;
        }
        uint32_t x = (uint32_t)v->u.i;
        if (v->flags & RSIG_MDF_TRUNC)
            rsig_md_diag(ps, RSIG_MD_TRUNCATED, v->at,
                         "%s does not fit in i%u; LLVM silently truncates it, so %s is %u",
                         rsig_md_quote(ps, v->at, q, sizeof q), v->width, spec->name, x);
        else if (v->width > 32 && v->u.i > UINT32_MAX)
            rsig_md_diag(ps, RSIG_MD_TRUNCATED, v->at,
                         "%s does not fit in 32 bits; LLVM's reader keeps the low 32 bits, so %s "
                         "is %u",
                         rsig_md_quote(ps, v->at, q, sizeof q), spec->name, x);
        else if (v->width < 32 && (v->flags & RSIG_MDF_NEG))
            rsig_md_diag(ps, RSIG_MD_TRUNCATED, v->at,
                         "%s is zero-extended by LLVM's reader, so %s is %u, not a negative "
                         "number; write i32",
                         rsig_md_quote(ps, v->at, q, sizeof q), spec->name, x);
        if (!enum_ok((opkind)spec->kind, x)) {
            rsig_md_diag(ps, RSIG_MD_VALUE_RANGE, v->at,
                         "%s %u is out of range in %s; it must be %s", spec->name, x, el,
                         enum_range((opkind)spec->kind));
            return false;
        }
        *out = x;
    }
    if (loc && spec->field >= 0) {
        loc->given |= 1u << spec->field;
        loc->field[spec->field] = v->at;
    }
    return true;
}

/* Reads `count` operands from 1 on; false if any failed (all are checked). */
static bool read_operands(decoder *d, const rsig_md_node *n, const char *el,
                          const opspec *specs, uint32_t count, uint32_t *const *outs,
                          rsig_node_loc *loc)
{
    bool ok = true;
    for (uint32_t i = 0; i < count; i++)
        if (!read_operand(d, n, el, i + 1, &specs[i], outs[i], loc))
            ok = false;
    return ok;
}

static bool check_count(decoder *d, const rsig_md_node *n, const char *el, uint32_t want,
                        bool at_least, int list)
{
    uint32_t have = n->count - 1;
    if (at_least ? have >= want : have == want)
        return true;
    rsig_md_diag(d->ps, RSIG_MD_OPERAND_COUNT, n->at,
                 "%s takes %s%u operand%s after its name (%s); this one has %u", el,
                 at_least ? "at least " : "", want, want == 1 ? "" : "s", OPERAND_LISTS[list],
                 have);
    return false;
}

static const char *const ELEMENTS[] = {"RootFlags", "RootConstants", "RootCBV", "RootSRV",
                                       "RootUAV", "DescriptorTable", "StaticSampler"};
static const char *const RANGES[] = {"SRV", "UAV", "CBV", "Sampler"}; /* rsig_range_type order */

static int find_name(const char *const *names, int count, const char *s, uint32_t len,
                     bool nocase)
{
    for (int i = 0; i < count; i++) {
        size_t n = strlen(names[i]);
        if (n != len)
            continue;
        size_t k = 0;
        for (; k < n; k++) {
            char a = names[i][k], b = s[k];
            if (nocase) {
                a = (char)(a >= 'A' && a <= 'Z' ? a + 32 : a);
                b = (char)(b >= 'A' && b <= 'Z' ? b + 32 : b);
            }
            if (a != b)
                break;
        }
        if (k == n)
            return i;
    }
    return -1;
}

/* The element's name (operand 0) or NULL (reported). */
static const rsig_md_value *element_name(decoder *d, const rsig_md_node *n, const char *what)
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
    if (v->kind != RSIG_MDV_STRING || v->u.str.s == NULL) {
        rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, v->at,
                     "the first operand of %s must be its name, a string such as !\"%s\"; found %s",
                     what, strcmp(what, "a descriptor range") == 0 ? "CBV" : "RootCBV",
                     describe(ps, v, q, sizeof q));
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
static void implied_flags(const decoder *d, rsig_node_loc *loc, uint32_t flags, uint32_t implied)
{
    if (d->sig->version == ROOTSIG_VERSION_1_0 && flags == implied)
        loc->given &= ~(1u << RSIG_F_FLAGS);
}

static void decode_range(decoder *d, uint32_t table_param, const rsig_md_value *rv)
{
    rsig_md_state *ps = d->ps;
    char q[64];
    long ni = want_node(d, rv, RSIG_MD_NOT_ELEMENT,
                        "a descriptor range node such as !{!\"CBV\", i32 1, i32 0, i32 0, "
                        "i32 -1, i32 4}");
    if (ni < 0)
        return;
    const rsig_md_node *n = &ps->nodes[ni];
    const rsig_md_value *name = element_name(d, n, "a descriptor range");
    if (name == NULL)
        return;
    int t = find_name(RANGES, 4, name->u.str.s, name->u.str.len, false);
    if (t < 0) {
        int e = find_name(ELEMENTS, 7, name->u.str.s, name->u.str.len, false);
        int ci = find_name(RANGES, 4, name->u.str.s, name->u.str.len, true);
        if (e >= 2 && e <= 4)
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                         "%s is a root descriptor; a descriptor range of a table is named "
                         "!\"%s\"",
                         rsig_md_quote(ps, name->at, q, sizeof q), ELEMENTS[e] + 4);
        else if (ci >= 0)
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                         "unknown descriptor range type %s (names are case-sensitive); did you "
                         "mean !\"%s\"?",
                         rsig_md_quote(ps, name->at, q, sizeof q), RANGES[ci]);
        else
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                         "unknown descriptor range type %s; a DescriptorTable holds !\"CBV\", "
                         "!\"SRV\", !\"UAV\" and !\"Sampler\" ranges",
                         rsig_md_quote(ps, name->at, q, sizeof q));
        return;
    }
    if (!check_count(d, n, RANGES[t], 5, false, 4))
        return;
    rsig_range tmp;
    memset(&tmp, 0, sizeof tmp);
    uint32_t *outs[] = {&tmp.num_descriptors, &tmp.base_register, &tmp.space, &tmp.offset,
                        &tmp.flags};
    d->chain[d->nchain++] = (uint32_t)ni;
    bool ok = read_operands(d, n, RANGES[t], RANGE_OPS, 5, outs, &tmp.loc);
    d->nchain--;
    if (!ok)
        return;
    rsig_range *r = rsig_param_add_range(ps->ctx, &d->sig->params[table_param],
                                         (rsig_range_type)t);
    if (r == NULL) {
        ps->oom = true;
        return;
    }
    tmp.type = (rsig_range_type)t;
    implied_flags(d, &tmp.loc, tmp.flags, t == RSIG_RANGE_SAMPLER ? 0x1 : 0x3);
    tmp.loc.at = n->at;
    tmp.loc.kw = name->at;
    *r = tmp;
}

static void decode_element(decoder *d, const rsig_md_value *ev)
{
    rsig_md_state *ps = d->ps;
    rootsig_signature *sig = d->sig;
    char q[64];
    long ni = want_node(d, ev, RSIG_MD_NOT_ELEMENT,
                        "a root signature element node such as !{!\"RootCBV\", i32 0, i32 0, "
                        "i32 0, i32 4}");
    if (ni < 0)
        return;
    const rsig_md_node *n = &ps->nodes[ni];
    const rsig_md_value *name = element_name(d, n, "a root signature element");
    if (name == NULL)
        return;
    int el = find_name(ELEMENTS, 7, name->u.str.s, name->u.str.len, false);
    if (el < 0) {
        int r = find_name(RANGES, 4, name->u.str.s, name->u.str.len, false);
        int ci = find_name(ELEMENTS, 7, name->u.str.s, name->u.str.len, true);
        if (r >= 0)
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                         "%s is a descriptor range and belongs inside a DescriptorTable%s%s%s",
                         rsig_md_quote(ps, name->at, q, sizeof q),
                         r == RSIG_RANGE_SAMPLER ? "" : "; a root descriptor is !\"Root",
                         r == RSIG_RANGE_SAMPLER ? "" : RANGES[r],
                         r == RSIG_RANGE_SAMPLER ? "" : "\"");
        else if (ci >= 0)
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                         "unknown root signature element %s (names are case-sensitive); did you "
                         "mean !\"%s\"?",
                         rsig_md_quote(ps, name->at, q, sizeof q), ELEMENTS[ci]);
        else
            rsig_md_diag(ps, RSIG_MD_UNKNOWN_ELEMENT, name->at,
                         "unknown root signature element %s; the elements are RootFlags, "
                         "RootConstants, RootCBV, RootSRV, RootUAV, DescriptorTable and "
                         "StaticSampler",
                         rsig_md_quote(ps, name->at, q, sizeof q));
        return;
    }
    const char *elname = ELEMENTS[el];
    d->chain[d->nchain++] = (uint32_t)ni;
    switch (el) {
    case 0: { /* RootFlags */
        uint32_t flags;
        uint32_t *outs[] = {&flags};
        if (!check_count(d, n, elname, 1, false, 0) ||
            !read_operands(d, n, elname, ROOT_FLAGS_OPS, 1, outs, NULL))
            break;
        rsig_span at = n->ops[1].at;
        if (sig->has_root_flags) {
            long r = rsig_md_diag(ps, RSIG_MD_DUPLICATE_ROOTFLAGS, name->at,
                                  "a second RootFlags element: LLVM keeps the last one, so the "
                                  "root flags are %u",
                                  flags);
            rsig_note(ps->ctx, r, ps->src, d->first_root_flags.off, d->first_root_flags.len,
                      "the first RootFlags element is here");
        } else {
            d->first_root_flags = name->at;
        }
        sig->flags = flags;
        sig->has_root_flags = true;
        sig->root_flags_at = at;
        break;
    }
    case 1:   /* RootConstants */
    case 2:   /* RootCBV */
    case 3:   /* RootSRV */
    case 4: { /* RootUAV */
        rsig_param tmp;
        memset(&tmp, 0, sizeof tmp);
        uint32_t *outs[] = {&tmp.visibility, &tmp.reg, &tmp.space,
                            el == 1 ? &tmp.num32 : &tmp.flags};
        if (!check_count(d, n, elname, 4, false, el == 1 ? 1 : 2) ||
            !read_operands(d, n, elname, el == 1 ? CONSTANTS_OPS : DESCRIPTOR_OPS, 4, outs,
                           &tmp.loc))
            break;
        static const rsig_param_type types[] = {RSIG_PARAM_CONSTANTS, RSIG_PARAM_CBV,
                                                RSIG_PARAM_SRV, RSIG_PARAM_UAV};
        rsig_param *p = rsig_sig_add_param(ps->ctx, sig, types[el - 1]);
        if (p == NULL) {
            ps->oom = true;
            break;
        }
        tmp.type = types[el - 1];
        if (el != 1)
            implied_flags(d, &tmp.loc, tmp.flags, 0x2);
        tmp.loc.at = n->at;
        tmp.loc.kw = name->at;
        *p = tmp;
        break;
    }
    case 5: { /* DescriptorTable */
        rsig_param tmp;
        memset(&tmp, 0, sizeof tmp);
        uint32_t *outs[] = {&tmp.visibility};
        if (!check_count(d, n, elname, 1, true, 3) ||
            !read_operands(d, n, elname, TABLE_OPS, 1, outs, &tmp.loc))
            break;
        rsig_param *p = rsig_sig_add_param(ps->ctx, sig, RSIG_PARAM_TABLE);
        if (p == NULL) {
            ps->oom = true;
            break;
        }
        tmp.type = RSIG_PARAM_TABLE;
        tmp.loc.at = n->at;
        tmp.loc.kw = name->at;
        *p = tmp;
        if (n->count > 2 && !rsig_param_reserve(ps->ctx, p, n->count - 2)) {
            ps->oom = true;
            break;
        }
        uint32_t pi = sig->nparams - 1;
        for (uint32_t i = 2; i < n->count && !rsig_diag_stopped(ps->ctx); i++)
            decode_range(d, pi, &n->ops[i]);
        break;
    }
    case 6: { /* StaticSampler */
        if (n->count - 1 != 14) {
            if (n->count - 1 == 13) {
                rsig_md_diag(ps, RSIG_MD_LLVM21_SAMPLER, n->at,
                             "this StaticSampler has 13 operands after its name, the LLVM 21 form "
                             "without flags (read as flags 0); LLVM 22 expects 14 and rejects it");
            } else {
                check_count(d, n, elname, 14, false, 5);
                break;
            }
        }
        rsig_sampler tmp;
        memset(&tmp, 0, sizeof tmp);
        uint32_t *outs[] = {&tmp.filter,     &tmp.address_u,    &tmp.address_v,
                            &tmp.address_w,  &tmp.mip_lod_bias, &tmp.max_anisotropy,
                            &tmp.comparison, &tmp.border_color, &tmp.min_lod,
                            &tmp.max_lod,    &tmp.reg,          &tmp.space,
                            &tmp.visibility, &tmp.flags};
        if (!read_operands(d, n, elname, SAMPLER_OPS, n->count - 1, outs, &tmp.loc))
            break;
        rsig_sampler *s = rsig_sig_add_sampler(ps->ctx, sig);
        if (s == NULL) {
            ps->oom = true;
            break;
        }
        tmp.loc.at = n->at;
        tmp.loc.kw = name->at;
        *s = tmp;
        break;
    }
    }
    d->nchain--;
}

/*
 * Room in the signature for the elements the list names: one allocation per
 * array at its final size. A count can only be too high (an element that
 * turns out malformed), never too low for the arrays to grow as usual.
 */
static bool reserve_elements(decoder *d, const rsig_md_node *list)
{
    const rsig_md_state *ps = d->ps;
    uint32_t params = 0, samplers = 0;
    for (uint32_t i = 0; i < list->count; i++) {
        const rsig_md_value *e = &list->ops[i];
        if (e->kind != RSIG_MDV_NODE || ps->nodes[e->u.node].count == 0)
            continue;
        const rsig_md_value *name = ps->nodes[e->u.node].ops;
        if (name->kind != RSIG_MDV_STRING)
            continue;
        if (name->u.str.len == 13 && memcmp(name->u.str.s, "StaticSampler", 13) == 0)
            samplers++;
        else if (!(name->u.str.len == 9 && memcmp(name->u.str.s, "RootFlags", 9) == 0))
            params++;
    }
    return rsig_sig_reserve(ps->ctx, d->sig, params, samplers);
}

/*
 * Decodes entry e (already known to have the entry shape) into a new
 * signature; NULL if anything was wrong (reported).
 */
rootsig_signature *rsig_md_decode_entry(rsig_md_state *ps, uint32_t entry, uint32_t want_version)
{
    const rsig_md_node *en = &ps->nodes[entry];
    const rsig_md_value *list = &en->ops[1];
    const rsig_md_value *ver = &en->ops[2];
    size_t errors = ps->ctx->errors;
    char q[64];
    uint32_t version = 0;
    if (ver->kind == RSIG_MDV_INT && ver->u.i >= 1 && ver->u.i <= 3) {
        version = (uint32_t)ver->u.i;
    } else if (ver->kind != RSIG_MDV_BAD) {
        rsig_md_diag(ps, RSIG_MD_VERSION, ver->at,
                     "the root signature version must be i32 1 (1.0), i32 2 (1.1) or i32 3 (1.2); "
                     "found %s",
                     describe(ps, ver, q, sizeof q));
    }
    if (version && want_version && version != want_version) {
        rsig_md_diag(ps, RSIG_MD_VERSION_MISMATCH, ver->at,
                     "this root signature is version 1.%u but version 1.%u was asked for; "
                     "converting between versions is not supported",
                     version - 1, want_version - 1);
        version = 0;
    }
    decoder d;
    memset(&d, 0, sizeof d);
    d.ps = ps;
    d.chain[d.nchain++] = entry;
    long li = want_node(&d, list, RSIG_MD_ENTRY,
                        "the root signature: a node listing its elements, such as !{!2, !3}");
    d.sig = rsig_sig_new(ps->ctx, ps->src, version ? version : ROOTSIG_VERSION_1_1);
    if (d.sig == NULL) {
        ps->oom = true;
        return NULL;
    }
    if (li >= 0) {
        const rsig_md_node *ln = &ps->nodes[li];
        if (!reserve_elements(&d, ln)) {
            ps->oom = true;
            return NULL;
        }
        d.chain[d.nchain++] = (uint32_t)li;
        for (uint32_t i = 0; i < ln->count && !rsig_diag_stopped(ps->ctx) && !ps->oom; i++)
            decode_element(&d, &ln->ops[i]);
    }
    if (ps->oom || ps->ctx->errors != errors || version == 0)
        return NULL;
    return d.sig;
}
