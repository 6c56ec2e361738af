/*
 * entries.c: the `!dx.rootsignatures` entries of the node table (built by
 * nodes.c and resolve.c): their shape `!{function, !list, i32 version}`,
 * their functions, and the decoding of one into a new signature, whose
 * elements decode.c reads. What operands and nodes are, for messages.
 */
#include <stdio.h>
#include <string.h>

#include "parse_metadata.h"
#include "schema.h"

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
    ps->entries = rsig_alloc_array_uninit(&ps->ctx->arena, n ? n : 1, sizeof *ps->entries);
    if (ps->entries == NULL)
        return false;
    for (uint32_t i = 0; i < ps->nrs_bodies; i++) {
        const rsig_md_node *b = &ps->nodes[ps->rs_bodies[i]];
        for (uint32_t j = 0; j < b->count; j++)
            ps->entries[ps->nentries++] = &b->ops[j];
    }
    return true;
}

void rsig_md_describe_node(const rsig_md_state *ps, uint32_t node, char *buf, size_t n)
{
    const rsig_md_node *x = &ps->nodes[node];
    if (x->def_len)
        snprintf(buf, n, "!%u", x->number);
    else
        snprintf(buf, n, "an inline node");
}

/* What an operand is, for "found ..." in messages. */
const char *rsig_md_describe(const rsig_md_state *ps, const rsig_md_value *v, char *buf,
                             size_t n)
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
        else if (x->def_len)
            snprintf(buf, n, "the node !%u", x->number);
        else
            snprintf(buf, n, "an inline node");
        return buf;
    }
    default: return rsig_md_quote(ps, rsig_md_at(ps, v), buf, n);
    }
}

/* The entry's node if it has the {function, list, version} shape, else -1 (reported). */
long rsig_md_entry_node(rsig_md_state *ps, const rsig_md_value *e)
{
    char q[64];
    if (e->kind == RSIG_MDV_BAD)
        return -1;
    if (e->kind != RSIG_MDV_NODE || ps->nodes[e->u.node].special) {
        rsig_md_diag(ps, RSIG_MD_ENTRY, rsig_md_at(ps, e),
                     "each operand of !dx.rootsignatures must be a node {function, root "
                     "signature, version}; found %s",
                     rsig_md_describe(ps, e, q, sizeof q));
        return -1;
    }
    const rsig_md_node *n = &ps->nodes[e->u.node];
    if (n->count != 3) {
        char nm[32];
        rsig_md_describe_node(ps, e->u.node, nm, sizeof nm);
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
            rsig_md_diag(ps, RSIG_MD_ENTRY, rsig_md_at(ps, f),
                         "the first operand of a root signature entry must be a function "
                         "(ptr @name) or null; found %s",
                         rsig_md_describe(ps, f, q, sizeof q));
        return -1;
    }
    return (long)e->u.node;
}

const char *rsig_md_entry_function(rsig_md_state *ps, uint32_t node)
{
    const rsig_md_value *f = ps->nodes[node].ops;
    return f->kind == RSIG_MDV_FUNC ? rsig_md_str(ps, f, NULL) : "";
}

/* Is the string operand name the name of kind k? */
static bool is_named(const rsig_md_state *ps, const rsig_md_value *name, rsig_kind k)
{
    if (name->flags & RSIG_MDF_KIND)
        return name->u.str == (uint32_t)k;
    uint32_t len;
    const char *s = rsig_md_str(ps, name, &len);
    return len == rsig_schemas[k].md_len && memcmp(s, rsig_schemas[k].md_name, len) == 0;
}

/*
 * Room in the signature for the elements the list names: one allocation per
 * array at its final size. A count can only be too high (an element that
 * turns out malformed), never too low for the arrays to grow as usual.
 */
static bool reserve_elements(rsig_md_decoder *d, const rsig_md_value *ops, uint32_t count)
{
    rsig_md_state *ps = d->ps;
    uint32_t params = 0, samplers = 0;
    for (uint32_t i = 0; i < count; i++) {
        const rsig_md_value *e = &ops[i];
        if (e->kind != RSIG_MDV_NODE || ps->nodes[e->u.node].count == 0)
            continue;
        const rsig_md_value *name = ps->nodes[e->u.node].ops;
        if (name->kind != RSIG_MDV_STRING)
            continue;
        if (is_named(ps, name, RSIG_K_STATIC_SAMPLER))
            samplers++;
        else if (!is_named(ps, name, RSIG_K_ROOT_FLAGS))
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
    if (ver->kind == RSIG_MDV_INT && !(ver->flags & RSIG_MDF_HIGH) && ver->u.i >= 1 &&
        ver->u.i <= 3) {
        version = ver->u.i;
    } else if (ver->kind != RSIG_MDV_BAD) {
        rsig_md_diag(ps, RSIG_MD_VERSION, rsig_md_at(ps, ver),
                     "the root signature version must be i32 1 (1.0), i32 2 (1.1) or i32 3 (1.2); "
                     "found %s",
                     rsig_md_describe(ps, ver, q, sizeof q));
    }
    if (version && want_version && version != want_version) {
        rsig_md_diag(ps, RSIG_MD_VERSION_MISMATCH, rsig_md_at(ps, ver),
                     "this root signature is version 1.%u but version 1.%u was asked for; "
                     "converting between versions is not supported",
                     version - 1, want_version - 1);
        version = 0;
    }
    rsig_md_decoder d;
    memset(&d, 0, sizeof d);
    d.ps = ps;
    d.chain[d.nchain++] = entry;
    long li = rsig_md_want_node(&d, list, RSIG_MD_ENTRY,
                        "the root signature: a node listing its elements, such as !{!2, !3}");
    d.sig = rsig_sig_new(ps->ctx, ps->src, version ? version : ROOTSIG_VERSION_1_1);
    if (d.sig == NULL) {
        ps->oom = true;
        return NULL;
    }
    if (li >= 0) {
        uint32_t count = ps->nodes[li].count;
        const rsig_md_value *ops = ps->nodes[li].ops;
        if (!reserve_elements(&d, ops, count)) {
            ps->oom = true;
            return NULL;
        }
        d.chain[d.nchain++] = (uint32_t)li;
        for (uint32_t i = 0; i < count && !rsig_diag_stopped(ps->ctx) && !ps->oom; i++)
            rsig_md_decode_element(&d, &ops[i]);
    }
    if (ps->oom || ps->ctx->errors != errors || version == 0)
        return NULL;
    return d.sig;
}
