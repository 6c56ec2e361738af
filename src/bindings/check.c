/*
 * check.c: the binding rules (docs/bindings.md). The signature is first
 * flattened into slots, one per root-signature element that binds
 * registers (root CBV/SRV/UAV, root constants, each table range, each
 * static sampler), each an inclusive register interval of one class and
 * space with the visibility of its parameter. A binding is bound when one
 * slot of its class and space, visible to its stage, contains all of it,
 * which is DXC's RootSignatureVerifier rule: a binding split across two
 * adjacent ranges is not bound.
 *
 * Cost: bindings x slots. Both are small in practice (a root signature has
 * at most 64 DWORDs of parameters, but tables may hold many ranges); a
 * pipeline of S shaders with B bindings against R slots is O(S * B * R).
 */
#include <stdio.h>

#include "bindings.h"
#include "validate_internal.h"

typedef struct slot {
    rsig_range_type cls;
    uint32_t space, lo, hi; /* hi inclusive; UINT32_MAX for unbounded */
    uint32_t vis;
    elref ref;
    rsig_span at;
    bool root_desc; /* root SRV or UAV descriptor: raw and structured buffers only */
    bool used;
} slot;

static rsig_range_type class_of(uint32_t psv_type)
{
    switch (psv_type) {
    case RSIG_PSV_RES_SAMPLER: return RSIG_RANGE_SAMPLER;
    case RSIG_PSV_RES_CBV: return RSIG_RANGE_CBV;
    case RSIG_PSV_RES_SRV_TYPED:
    case RSIG_PSV_RES_SRV_RAW:
    case RSIG_PSV_RES_SRV_STRUCTURED: return RSIG_RANGE_SRV;
    default: return RSIG_RANGE_UAV;
    }
}

/* The visibility that names the stage alone, or ALL for stages that have none (compute...). */
static uint32_t stage_vis(uint32_t stage)
{
    switch (stage) {
    case RSIG_STAGE_PIXEL: return RSIG_VIS_PIXEL;
    case RSIG_STAGE_VERTEX: return RSIG_VIS_VERTEX;
    case RSIG_STAGE_GEOMETRY: return RSIG_VIS_GEOMETRY;
    case RSIG_STAGE_HULL: return RSIG_VIS_HULL;
    case RSIG_STAGE_DOMAIN: return RSIG_VIS_DOMAIN;
    case RSIG_STAGE_MESH: return RSIG_VIS_MESH;
    case RSIG_STAGE_AMPLIFICATION: return RSIG_VIS_AMPLIFICATION;
    default: return RSIG_VIS_ALL;
    }
}

static uint32_t stage_deny(uint32_t stage, const char **name)
{
    switch (stage) {
    case RSIG_STAGE_PIXEL: *name = "DENY_PIXEL_SHADER_ROOT_ACCESS";
        return RSIG_ROOT_DENY_PIXEL_SHADER_ROOT_ACCESS;
    case RSIG_STAGE_VERTEX: *name = "DENY_VERTEX_SHADER_ROOT_ACCESS";
        return RSIG_ROOT_DENY_VERTEX_SHADER_ROOT_ACCESS;
    case RSIG_STAGE_GEOMETRY: *name = "DENY_GEOMETRY_SHADER_ROOT_ACCESS";
        return RSIG_ROOT_DENY_GEOMETRY_SHADER_ROOT_ACCESS;
    case RSIG_STAGE_HULL: *name = "DENY_HULL_SHADER_ROOT_ACCESS";
        return RSIG_ROOT_DENY_HULL_SHADER_ROOT_ACCESS;
    case RSIG_STAGE_DOMAIN: *name = "DENY_DOMAIN_SHADER_ROOT_ACCESS";
        return RSIG_ROOT_DENY_DOMAIN_SHADER_ROOT_ACCESS;
    case RSIG_STAGE_MESH: *name = "DENY_MESH_SHADER_ROOT_ACCESS";
        return RSIG_ROOT_DENY_MESH_SHADER_ROOT_ACCESS;
    case RSIG_STAGE_AMPLIFICATION: *name = "DENY_AMPLIFICATION_SHADER_ROOT_ACCESS";
        return RSIG_ROOT_DENY_AMPLIFICATION_SHADER_ROOT_ACCESS;
    default: *name = NULL; return 0;
    }
}

static uint32_t last_reg(uint32_t base, uint32_t count)
{
    if (count == RSIG_UNBOUNDED)
        return UINT32_MAX;
    uint64_t last = (uint64_t)base + (count ? count : 1) - 1;
    return last > UINT32_MAX ? UINT32_MAX : (uint32_t)last;
}

static void add_slot(slot *s, uint32_t *n, rsig_range_type cls, uint32_t space, uint32_t lo,
                     uint32_t hi, uint32_t vis, elref ref, rsig_span at, bool root_desc)
{
    s[(*n)++] = (slot){cls, space, lo, hi, vis, ref, at, root_desc, false};
}

/* Every element that binds registers, as a slot. NULL (and *n = 0) on OOM. */
static slot *flatten(rootsig_ctx *ctx, const rootsig_signature *sig, uint32_t *n)
{
    uint64_t total = sig->nsamplers;
    for (uint32_t i = 0; i < sig->nparams; i++)
        total += sig->params[i].type == RSIG_PARAM_TABLE ? sig->params[i].nranges : 1;
    *n = 0;
    slot *s = rsig_alloc_array(&ctx->arena, total ? (size_t)total : 1, sizeof *s);
    if (s == NULL)
        return NULL;
    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        switch (p->type) {
        case RSIG_PARAM_TABLE:
            for (uint32_t j = 0; j < p->nranges; j++) {
                const rsig_range *x = &p->ranges[j];
                if (x->type > RSIG_RANGE_SAMPLER)
                    continue;
                add_slot(s, n, x->type, x->space, x->base_register,
                         last_reg(x->base_register, x->num_descriptors), p->visibility,
                         ref_range(i, j), rsig_range_at(p, x), false);
            }
            break;
        case RSIG_PARAM_CONSTANTS:
        case RSIG_PARAM_CBV:
            add_slot(s, n, RSIG_RANGE_CBV, p->space, p->reg, p->reg, p->visibility, ref_param(i),
                     p->loc.at, false);
            break;
        case RSIG_PARAM_SRV:
        case RSIG_PARAM_UAV:
            add_slot(s, n, p->type == RSIG_PARAM_SRV ? RSIG_RANGE_SRV : RSIG_RANGE_UAV, p->space,
                     p->reg, p->reg, p->visibility, ref_param(i), p->loc.at, true);
            break;
        }
    }
    for (uint32_t k = 0; k < sig->nsamplers; k++) {
        const rsig_sampler *x = &sig->samplers[k];
        add_slot(s, n, RSIG_RANGE_SAMPLER, x->space, x->reg, x->reg, x->visibility,
                 ref_sampler(k), x->loc.at, false);
    }
    return s;
}

static const char *class_name(rsig_range_type c)
{
    static const char *const names[] = {"SRV", "UAV", "CBV", "sampler"};
    return c <= RSIG_RANGE_SAMPLER ? names[c] : "?";
}

/* "t3", "t3..t5", "t3..unbounded" */
static void regs_text(char *buf, size_t n, rsig_range_type c, uint32_t lo, uint32_t hi)
{
    char l = "tubs"[c & 3];
    if (hi == UINT32_MAX && lo != hi)
        snprintf(buf, n, "%c%u..unbounded", l, lo);
    else if (lo == hi)
        snprintf(buf, n, "%c%u", l, lo);
    else
        snprintf(buf, n, "%c%u..%c%u", l, lo, l, hi);
}

/* "SRVTyped Texture2D" (the kind only from version 2 records). */
static void what_text(char *buf, size_t n, const rsig_binding *b)
{
    const char *kind = b->kind ? rsig_psv_kind_name(b->kind) : NULL;
    /* A sampler's kind is Sampler and a CBV's CBuffer: nothing to add. */
    if ((b->type == RSIG_PSV_RES_SAMPLER && b->kind == RSIG_PSV_KIND_SAMPLER) ||
        (b->type == RSIG_PSV_RES_CBV && b->kind == RSIG_PSV_KIND_CBUFFER))
        kind = NULL;
    snprintf(buf, n, "%s%s%s", rsig_psv_type_name(b->type), kind ? " " : "", kind ? kind : "");
}

/* "the pixel shader 'main'" */
static void shader_text(char *buf, size_t n, const rsig_shader *sh)
{
    if (sh->entry && sh->entry[0])
        snprintf(buf, n, "the %s shader '%s'", rsig_stage_name(sh->stage), sh->entry);
    else
        snprintf(buf, n, "the %s shader", rsig_stage_name(sh->stage));
}

static bool visible(const slot *s, uint32_t vis)
{
    return s->vis == RSIG_VIS_ALL || (vis != RSIG_VIS_ALL && s->vis == vis);
}

/* Notes on the slots of the same class and space that came closest to holding b. */
static void near_misses(vstate *v, long parent, const slot *s, uint32_t n, const rsig_binding *b,
                        rsig_range_type cls, uint32_t vis, const rsig_shader *sh)
{
    /* score: 0 contains but invisible, 1 overlaps and visible, 2 overlaps, 3+ distance */
    uint64_t best = UINT64_MAX;
    for (uint32_t i = 0; i < n; i++) {
        if (s[i].cls != cls || s[i].space != b->space)
            continue;
        uint64_t score;
        bool contains = s[i].lo <= b->lower && b->upper <= s[i].hi;
        bool overlaps = s[i].lo <= b->upper && b->lower <= s[i].hi;
        if (contains)
            score = 0;
        else if (overlaps)
            score = visible(&s[i], vis) ? 1 : 2;
        else
            score = 3 + (s[i].hi < b->lower ? (uint64_t)b->lower - s[i].hi
                                            : (uint64_t)s[i].lo - b->upper);
        if (score < best)
            best = score;
    }
    char who[160], regs[64];
    if (best == UINT64_MAX)
        return; /* the message said there is none */
    unsigned shown = 0;
    for (uint32_t i = 0; i < n && shown < 3; i++) {
        if (s[i].cls != cls || s[i].space != b->space)
            continue;
        bool contains = s[i].lo <= b->lower && b->upper <= s[i].hi;
        bool overlaps = s[i].lo <= b->upper && b->lower <= s[i].hi;
        uint64_t score = contains ? 0 : overlaps ? (visible(&s[i], vis) ? 1 : 2)
                       : 3 + (s[i].hi < b->lower ? (uint64_t)b->lower - s[i].hi
                                                 : (uint64_t)s[i].lo - b->upper);
        if (score != best)
            continue;
        shown++;
        rsig_v_describe(v, s[i].ref, true, who, sizeof who);
        regs_text(regs, sizeof regs, cls, s[i].lo, s[i].hi);
        if (contains)
            rsig_v_note(v, parent, s[i].at, "%s holds it, but is not visible to the %s shader",
                        who, rsig_stage_name(sh->stage));
        else if (overlaps && visible(&s[i], vis))
            rsig_v_note(v, parent, s[i].at, "%s covers only %s of it", who, regs);
        else if (overlaps)
            rsig_v_note(v, parent, s[i].at,
                        "%s covers only %s of it, and is not visible to the %s shader", who,
                        regs, rsig_stage_name(sh->stage));
        else
            rsig_v_note(v, parent, s[i].at, "closest: %s", who);
    }
}

static void check_binding(vstate *v, slot *s, uint32_t n, const rsig_shader *sh,
                          const rsig_binding *b, rootsig_binding_summary *sum)
{
    rsig_range_type cls = class_of(b->type);
    uint32_t vis = stage_vis(sh->stage);
    slot *home = NULL;
    for (uint32_t i = 0; i < n; i++) {
        if (s[i].cls != cls || s[i].space != b->space || !visible(&s[i], vis))
            continue;
        if (s[i].lo <= b->upper && b->lower <= s[i].hi)
            s[i].used = true;
        if (home == NULL && s[i].lo <= b->lower && b->upper <= s[i].hi)
            home = &s[i];
    }
    char regs[64], what[64], who[160], shader[192];
    regs_text(regs, sizeof regs, cls, b->lower, b->upper);
    what_text(what, sizeof what, b);
    shader_text(shader, sizeof shader, sh);
    if (home == NULL) {
        char count[16];
        if (b->upper == UINT32_MAX)
            snprintf(count, sizeof count, "unbounded");
        else
            snprintf(count, sizeof count, "%llu", (unsigned long long)b->upper - b->lower + 1);
        bool any = false; /* an element of the class and space, to name in notes */
        for (uint32_t i = 0; i < n && !any; i++)
            any = s[i].cls == cls && s[i].space == b->space;
        char none[80] = "";
        if (!any)
            snprintf(none, sizeof none, " (the root signature has no %s in space %u)",
                     class_name(cls), b->space);
        long d = rsig_diag(v->ctx, RSIG_BIND_UNBOUND, sh->src, b->at, 16,
                           "%s (space %u, %s) of %s is not bound%s: Shader %s descriptor range "
                           "(RegisterSpace=%u, NumDescriptors=%s, BaseShaderRegister=%u) is "
                           "not fully bound in root signature",
                           regs, b->space, what, shader, none, class_name(cls), b->space, count,
                           b->lower);
        near_misses(v, d, s, n, b, cls, vis, sh);
        sum->unbound++;
        return;
    }
    if ((b->flags & RSIG_PSV_FLAG_ATOMIC64) && home->ref.kind == EL_RANGE) {
        rsig_v_describe(v, home->ref, false, who, sizeof who);
        long d = rsig_diag(v->ctx, RSIG_BIND_ATOMIC64, sh->src, b->at + 20, 4,
                           "%s (space %u, %s) of %s uses 64-bit integer atomics and is bound "
                           "through %s, a descriptor heap: the device must report "
                           "AtomicInt64OnDescriptorHeapResourceSupported (D3D12_OPTIONS11)",
                           regs, b->space, what, shader, who);
        rsig_v_note(v, d, home->at, "%s is here", who);
    }
    bool typed = b->type == RSIG_PSV_RES_SRV_TYPED || b->type == RSIG_PSV_RES_UAV_TYPED ||
                 b->type == RSIG_PSV_RES_UAV_STRUCTURED_COUNTER;
    if (home->root_desc && typed) {
        const char *why = b->type == RSIG_PSV_RES_UAV_STRUCTURED_COUNTER
                              ? "a structured buffer with a counter"
                          : b->kind && b->kind < RSIG_PSV_KIND_TYPED_BUFFER ? "a texture"
                                                                            : "a typed resource";
        rsig_v_describe(v, home->ref, false, who, sizeof who);
        long d = rsig_diag(v->ctx, RSIG_BIND_ROOT_DESCRIPTOR, sh->src, b->at, 16,
                           "%s (space %u, %s) of %s is %s, but its register is mapped to %s: "
                           "root SRV and UAV descriptors hold only raw and structured buffers",
                           regs, b->space, what, shader, why, who);
        rsig_v_note(v, d, home->at, "%s is here; bind the resource through a descriptor table",
                    who);
        sum->unbound++;
    }
}

void rsig_check_bindings(rootsig_ctx *ctx, const rootsig_signature *sig,
                         const rootsig_options *opt, const rsig_shader *shaders, size_t count,
                         bool warn_unused, rootsig_binding_summary *sum)
{
    vstate v = {ctx, sig, rsig_options_resolve(opt),
                sig->src != NULL && sig->src->kind == RSIG_SRC_TEXT, NULL, 0, 0, 0, 0, {false, false}, {0, 0}};
    uint32_t n;
    slot *s = flatten(ctx, sig, &n);
    if (s == NULL)
        return;
    bool all_read = true;
    for (size_t k = 0; k < count && !rsig_diag_stopped(ctx); k++) {
        const rsig_shader *sh = &shaders[k];
        if (!sh->stage_known) {
            all_read = false;
            continue;
        }
        sum->shaders++;
        sum->stages |= 1u << sh->stage;
        sum->bindings += sh->nbindings;
        const char *flag;
        uint32_t deny = stage_deny(sh->stage, &flag);
        if (sh->nbindings && (sig->flags & deny)) {
            char shader[192];
            shader_text(shader, sizeof shader, sh);
            long d = rsig_diag(ctx, RSIG_BIND_DENIED, sh->src, sh->bindings[0].at, 16,
                               "%s has %u resource binding%s, but the root signature denies "
                               "its stage root access (%s)",
                               shader, sh->nbindings, sh->nbindings == 1 ? "" : "s", flag);
            rsig_v_note(&v, d, sig->root_flags_at, "%s is set here", flag);
            sum->unbound += sh->nbindings;
            continue;
        }
        for (uint32_t i = 0; i < sh->nbindings && !rsig_diag_stopped(ctx); i++)
            check_binding(&v, s, n, sh, &sh->bindings[i], sum);
    }
    if (!warn_unused || !all_read || rsig_diag_stopped(ctx))
        return;
    /* The stages named once, for every warning. */
    char stages[256] = "";
    size_t len = 0;
    for (uint32_t st = 0; st < RSIG_STAGE_COUNT; st++)
        if (sum->stages & (1u << st))
            len += (size_t)snprintf(stages + len, len < sizeof stages ? sizeof stages - len : 0,
                                    "%s%s", len ? ", " : "", rsig_stage_name(st));
    char who[160];
    for (uint32_t i = 0; i < n; i++) {
        if (s[i].used)
            continue;
        rsig_v_describe(&v, s[i].ref, true, who, sizeof who);
        rsig_v_report(&v, RSIG_BIND_UNUSED, s[i].at,
                      "%s is used by no shader of the pipeline (%zu shader%s: %s)", who,
                      count, count == 1 ? "" : "s", stages);
        sum->unused++;
    }
}
