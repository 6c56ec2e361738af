/*
 * print_metadata.c: a signature as the `!dx.rootsignatures` metadata clang 22
 * emits for it (clang/lib/CodeGen/CGHLSLRuntime.cpp builds the tuples,
 * llvm/lib/IR/AsmWriter.cpp prints them):
 *
 *   - one tuple per element in source order, operands as LLVM's
 *     RootSignatures.rst lists them (and clang 22 prints them),
 *     every flag explicit, static samplers with 15 operands in every version;
 *   - identical tuples are one node (LLVM uniques MDTuples), so a range or
 *     element that occurs twice is printed once and referenced twice;
 *   - nodes are numbered in first-use order (AsmWriter's SlotTracker: a node,
 *     then its operands, depth first) and printed in number order;
 *   - i32 values >= 2^31 print negative; floats print as LLVM prints them.
 *
 * Elements are kept in source order by their spans: parameters, static
 * samplers and RootFlags live in separate lists in the AST, and are merged
 * back by source offset (each list keeps its own order).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "schema.h"
#include "bytes.h"

/* ---- values -------------------------------------------------------------- */

static void put_i32(rsig_buf *b, uint32_t v)
{
    if (v >= 0x80000000u)
        rsig_buf_printf(b, "i32 -%u", (unsigned)(0u - v));
    else
        rsig_buf_printf(b, "i32 %u", (unsigned)v);
}

/* The double a binary32 widens to, bit for bit (NaN payloads kept, as LLVM does). */
static uint64_t widen(uint32_t f)
{
    uint64_t sign = (uint64_t)(f >> 31) << 63;
    uint32_t exp = (f >> 23) & 0xFF, mant = f & 0x7FFFFF;
    if (exp == 0xFF)
        return sign | 0x7FF0000000000000ull | (uint64_t)mant << 29;
    double d = (double)rsig_f32(f);
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    return bits;
}

/*
 * LLVM's AsmWriter: six significant digits in %e form with a padding zero
 * ("1.500000e+00") when that text reads back as exactly the same double,
 * else 0x and the 16 uppercase hex digits of the double.
 */
static void put_float(rootsig_ctx *ctx, rsig_buf *b, uint32_t bits)
{
    uint64_t db = widen(bits);
    double d;
    memcpy(&d, &db, sizeof d);
    if (isfinite(d)) {
        char s[40];
        int n = snprintf(s, sizeof s - 1, "%.5e", d);
        char *e = n > 0 ? strchr(s, 'e') : NULL;
        if (e) {
            /* the decimal point is locale's; LLVM's is '.' */
            s[d < 0 || signbit(d) ? 2 : 1] = '.';
            memmove(e + 1, e, strlen(e) + 1);
            *e = '0';
            char *end = NULL;
            bool range = false;
            if (rsig_strtod(ctx, s, &end, &range) == d && *end == 0) {
                rsig_buf_printf(b, "float %s", s);
                return;
            }
        }
    }
    rsig_buf_printf(b, "float 0x%016llX", (unsigned long long)db);
}

/* printEscapedString: printable ASCII except '\' and '"' as is, else \XX. */
static void put_escaped(rsig_buf *b, const char *s)
{
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c >= 0x20 && c <= 0x7E && c != '\\' && c != '"')
            rsig_buf_put(b, (const char *)&c, 1);
        else
            rsig_buf_printf(b, "\\%02X", c);
    }
}

/* A global's name as LLVM prints it: bare if [-a-zA-Z0-9._]+ not starting with a digit. */
static void put_global(rsig_buf *b, const char *name)
{
    bool quote = name[0] >= '0' && name[0] <= '9';
    for (const char *p = name; *p && !quote; p++) {
        char c = *p;
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '-' || c == '.' || c == '_'))
            quote = true;
    }
    rsig_buf_puts(b, "ptr @");
    if (!quote) {
        rsig_buf_puts(b, name);
        return;
    }
    rsig_buf_puts(b, "\"");
    put_escaped(b, name);
    rsig_buf_puts(b, "\"");
}

/* ---- unique nodes ---------------------------------------------------------- */

/*
 * A node's key is its printed body with each child written as \x01ID\x02
 * (control bytes never occur unescaped in a body). Equal keys are one node.
 */
typedef struct pnode {
    const char *key;
    uint32_t len;
    uint32_t hash;
    uint32_t slot; /* its !N, assigned in first-use order */
} pnode;

typedef struct printer {
    rootsig_ctx *ctx;
    const rootsig_signature *sig;
    rootsig_compat compat;
    pnode *nodes;
    uint32_t nnodes, nodes_cap;
    uint32_t *table; /* hash table of node index + 1 */
    uint32_t table_cap;
    uint32_t *order; /* node by slot */
    uint32_t nslots;
    bool oom;
} printer;

static uint32_t hash_bytes(const char *s, uint32_t n)
{
    uint32_t h = 2166136261u;
    for (uint32_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static bool rehash(printer *p)
{
    uint32_t cap = p->table_cap ? p->table_cap * 2 : 64;
    uint32_t *t = rsig_alloc_array(&p->ctx->arena, cap, sizeof *t);
    if (t == NULL)
        return false;
    for (uint32_t i = 0; i < p->nnodes; i++) {
        uint32_t k = p->nodes[i].hash & (cap - 1);
        while (t[k])
            k = (k + 1) & (cap - 1);
        t[k] = i + 1;
    }
    p->table = t;
    p->table_cap = cap;
    return true;
}

/* The node with body b (consumed), existing or new; UINT32_MAX on OOM. */
static uint32_t intern(printer *p, rsig_buf *b)
{
    if (b->failed || p->oom) {
        p->oom = true;
        return UINT32_MAX;
    }
    uint32_t len = (uint32_t)b->len;
    const char *key = b->data ? b->data : "";
    uint32_t h = hash_bytes(key, len);
    if ((p->nnodes + 1) * 2 > p->table_cap && !rehash(p)) {
        p->oom = true;
        return UINT32_MAX;
    }
    uint32_t k = h & (p->table_cap - 1);
    while (p->table[k]) {
        const pnode *n = &p->nodes[p->table[k] - 1];
        if (n->hash == h && n->len == len && memcmp(n->key, key, len) == 0)
            return p->table[k] - 1;
        k = (k + 1) & (p->table_cap - 1);
    }
    if (!rsig_grow(&p->ctx->arena, (void **)&p->nodes, &p->nodes_cap, p->nnodes + 1,
                   sizeof *p->nodes)) {
        p->oom = true;
        return UINT32_MAX;
    }
    pnode *n = &p->nodes[p->nnodes];
    n->key = key;
    n->len = len;
    n->hash = h;
    n->slot = UINT32_MAX;
    p->table[k] = ++p->nnodes;
    return p->nnodes - 1;
}

static void put_child(rsig_buf *b, uint32_t id)
{
    rsig_buf_printf(b, ", \x01%u\x02", id);
}

/* ---- elements --------------------------------------------------------------- */

/*
 * A node's body: the element's metadata name, then its operands in the
 * schema's order; `flags` is the value the flags operand takes (the given
 * one or the default of the version and compat mode).
 */
static void put_element(printer *p, rsig_buf *b, rsig_kind k, const void *node, uint32_t flags)
{
    const rsig_schema *s = &rsig_schemas[k];
    rsig_buf_printf(b, "!\"%s\"", s->md_name);
    for (unsigned i = 0; i < s->nops; i++) {
        rsig_field f = (rsig_field)s->ops[i];
        rsig_buf_puts(b, ", ");
        if (rsig_fields[f].vclass == RSIG_V_FLOAT)
            put_float(p->ctx, b, rsig_field_get(node, (rsig_node_type)s->node, f));
        else
            put_i32(b,
                    f == RSIG_F_FLAGS ? flags : rsig_field_get(node, (rsig_node_type)s->node, f));
    }
}

static uint32_t root_flags_node(printer *p)
{
    rsig_buf b;
    rsig_buf_init(&b, &p->ctx->arena);
    put_element(p, &b, RSIG_K_ROOT_FLAGS, NULL, p->sig->flags);
    return intern(p, &b);
}

static uint32_t param_node(printer *p, const rsig_param *x)
{
    rsig_buf b;
    rsig_buf_init(&b, &p->ctx->arena);
    uint32_t *kids = NULL;
    if (x->type == RSIG_PARAM_TABLE && x->nranges) {
        /* ranges first: they are the table's children */
        kids = rsig_alloc_array(&p->ctx->arena, x->nranges, sizeof *kids);
        if (kids == NULL) {
            p->oom = true;
            return UINT32_MAX;
        }
        for (uint32_t i = 0; i < x->nranges; i++) {
            const rsig_range *r = &x->ranges[i];
            rsig_buf rb;
            rsig_buf_init(&rb, &p->ctx->arena);
            put_element(p, &rb, rsig_range_kind(r->type), r,
                        rsig_range_flags(p->sig, r, p->compat));
            kids[i] = intern(p, &rb);
        }
    }
    bool has_flags = rsig_schemas[rsig_param_kind(x->type)].flags_class >= 0;
    put_element(p, &b, rsig_param_kind(x->type), x,
                has_flags ? rsig_param_flags(p->sig, x, p->compat) : 0);
    for (uint32_t i = 0; kids && i < x->nranges; i++)
        put_child(&b, kids[i]);
    return intern(p, &b);
}

static uint32_t sampler_node(printer *p, const rsig_sampler *s)
{
    rsig_buf b;
    rsig_buf_init(&b, &p->ctx->arena);
    put_element(p, &b, RSIG_K_STATIC_SAMPLER, s, s->flags);
    return intern(p, &b);
}

/* The element list in source order: params, samplers and RootFlags merged by span. */
static uint32_t list_node(printer *p)
{
    const rootsig_signature *sig = p->sig;
    rsig_buf b;
    rsig_buf_init(&b, &p->ctx->arena);
    uint32_t i = 0, j = 0;
    bool flags_done = !sig->has_root_flags;
    bool first = true;
    while (i < sig->nparams || j < sig->nsamplers || !flags_done) {
        uint32_t po = i < sig->nparams ? sig->params[i].loc.at.off : UINT32_MAX;
        uint32_t so = j < sig->nsamplers ? sig->samplers[j].loc.at.off : UINT32_MAX;
        uint32_t fo = flags_done ? UINT32_MAX : sig->root_flags_at.off;
        uint32_t id;
        if (!flags_done && fo <= po && fo <= so) {
            id = root_flags_node(p);
            flags_done = true;
        } else if (i < sig->nparams && (po <= so || j >= sig->nsamplers)) {
            id = param_node(p, &sig->params[i++]);
        } else {
            id = sampler_node(p, &sig->samplers[j++]);
        }
        if (id == UINT32_MAX)
            return UINT32_MAX;
        rsig_buf_printf(&b, "%s\x01%u\x02", first ? "" : ", ", id);
        first = false;
    }
    return intern(p, &b);
}

/* ---- numbering and printing ------------------------------------------------- */

static void number(printer *p, uint32_t id)
{
    pnode *n = &p->nodes[id];
    if (n->slot != UINT32_MAX)
        return;
    n->slot = p->nslots;
    p->order[p->nslots++] = id;
    /* children in operand order; nesting is at most entry > list > table > range */
    const char *k = n->key, *end = n->key + n->len;
    while ((k = memchr(k, '\x01', (size_t)(end - k))) != NULL) {
        uint32_t child = 0;
        for (k++; *k != '\x02'; k++)
            child = child * 10 + (uint32_t)(*k - '0');
        number(p, child);
    }
}

static void put_body(printer *p, rsig_buf *b, const pnode *n)
{
    const char *k = n->key, *end = n->key + n->len;
    while (k < end) {
        const char *m = memchr(k, '\x01', (size_t)(end - k));
        if (m == NULL) {
            rsig_buf_put(b, k, (size_t)(end - k));
            break;
        }
        rsig_buf_put(b, k, (size_t)(m - k));
        uint32_t child = 0;
        for (m++; *m != '\x02'; m++)
            child = child * 10 + (uint32_t)(*m - '0');
        rsig_buf_printf(b, "!%u", p->nodes[child].slot);
        k = m + 1;
    }
}

rootsig_status rootsig_print_metadata(rootsig_ctx *ctx, const rootsig_signature *sig,
                                      const rootsig_options *options, const char *entry,
                                      const char **text, size_t *length)
{
    if (text)
        *text = NULL;
    if (length)
        *length = 0;
    if (ctx == NULL || sig == NULL || text == NULL)
        return ROOTSIG_ERR_ARG;
    rootsig_options o = rsig_options_resolve(options);
    printer p;
    memset(&p, 0, sizeof p);
    p.ctx = ctx;
    p.sig = sig;
    p.compat = o.compat;
    uint32_t list = list_node(&p);
    rsig_buf eb;
    rsig_buf_init(&eb, &ctx->arena);
    if (entry && entry[0])
        put_global(&eb, entry);
    else
        rsig_buf_puts(&eb, "null");
    rsig_buf_printf(&eb, ", \x01%u\x02, ", list);
    put_i32(&eb, sig->version);
    uint32_t top = list == UINT32_MAX ? UINT32_MAX : intern(&p, &eb);
    if (p.oom || top == UINT32_MAX)
        return ROOTSIG_ERR_NOMEM;
    p.order = rsig_alloc_array(&ctx->arena, p.nnodes, sizeof *p.order);
    if (p.order == NULL)
        return ROOTSIG_ERR_NOMEM;
    number(&p, top);
    rsig_buf out;
    rsig_buf_init(&out, &ctx->arena);
    rsig_buf_puts(&out, "!dx.rootsignatures = !{!0}\n\n");
    for (uint32_t s = 0; s < p.nslots; s++) {
        rsig_buf_printf(&out, "!%u = !{", s);
        put_body(&p, &out, &p.nodes[p.order[s]]);
        rsig_buf_puts(&out, "}\n");
    }
    if (out.failed || ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    *text = out.data;
    if (length)
        *length = out.len;
    return ROOTSIG_OK;
}
