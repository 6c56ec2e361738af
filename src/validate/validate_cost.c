/*
 * validate_cost.c: the root argument budgets: 64 DWORDs for a root
 * signature, and the byte size of a local root argument record.
 */
#include <stdio.h>
#include <string.h>

#include "validate_internal.h"

/* ---- root argument size ------------------------------------------------ */

/* Offset off rounded up to parameter p's alignment in a local root argument record. */
static uint64_t align_arg(uint64_t off, const rsig_param *p)
{
    uint64_t a = rsig_schemas[p->type].arg_bytes;
    return (off + a - 1) / a * a;
}

/* "[0] root CBV 2, [1] RootConstants 60, ..." (the first 64 entries). */
static void cost_list(const vstate *v, rsig_buf *b, bool bytes)
{
    const rootsig_signature *sig = v->sig;
    uint64_t off = 0, rest = 0;
    uint32_t shown = 0;
    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        uint64_t size = bytes ? rsig_param_arg_bytes(p) : rsig_param_dwords(p);
        if (bytes)
            off = align_arg(off, p);
        if (shown == 64) {
            rest += size;
            off += size;
            continue;
        }
        const char *kind = rsig_kind_label(rsig_param_kind(p->type));
        if (bytes)
            rsig_buf_printf(b, "%s[%u] %s %llu at %llu", shown ? ", " : "", i, kind,
                            (unsigned long long)size, (unsigned long long)off);
        else
            rsig_buf_printf(b, "%s[%u] %s %llu", shown ? ", " : "", i, kind,
                            (unsigned long long)size);
        off += size;
        shown++;
    }
    if (shown < sig->nparams)
        rsig_buf_printf(b, ", and %u more parameters (%llu %s)", sig->nparams - shown,
                        (unsigned long long)rest, bytes ? "bytes" : "DWORDs");
}

/*
 * Global root signatures: at most 64 DWORDs (the D3D12 documentation, "Root
 * Signature Limits"): table 1, root constants 1 per value, root descriptor 2, static
 * sampler 0.
 */
void rsig_v_rule_root_cost(vstate *v)
{
    const rootsig_signature *sig = v->sig;
    uint64_t total = 0, worst = 0;
    uint32_t crossing = UINT32_MAX, worst_i = 0;
    for (uint32_t i = 0; i < sig->nparams; i++) {
        uint64_t c = rsig_param_dwords(&sig->params[i]);
        total += c;
        if (total > RSIG_MAX_ROOT_COST && crossing == UINT32_MAX)
            crossing = i;
        if (c > worst) {
            worst = c;
            worst_i = i;
        }
    }
    if (total <= RSIG_MAX_ROOT_COST)
        return;
    char d[160], w[160];
    long id = rsig_v_report(v, RSIG_ROOT_COST, sig->params[crossing].loc.kw,
                            "the root signature needs %llu DWORDs of root arguments, more than "
                            "the 64 D3D12 allows (D3D12_MAX_ROOT_COST); %s is the first parameter "
                            "past the limit. A descriptor table costs 1 DWORD, a root descriptor "
                            "2, root constants 1 per value: move root descriptors or constants "
                            "into tables",
                            (unsigned long long)total,
                            rsig_v_describe(v, ref_param(crossing), false, d, sizeof d));
    if (id < 0)
        return;
    rsig_buf b;
    rsig_buf_init(&b, &v->ctx->arena);
    rsig_buf_printf(&b, "the largest is %s (%llu DWORDs); cost per parameter: ",
                    rsig_v_describe(v, ref_param(worst_i), false, w, sizeof w),
                    (unsigned long long)worst);
    cost_list(v, &b, false);
    rsig_buf_puts(&b, " (static samplers cost 0)");
    if (!b.failed)
        rsig_note(v->ctx, id, sig->src, sig->params[worst_i].loc.kw.off,
                  sig->params[worst_i].loc.kw.len, "%s", b.data);
}

/*
 * Local root signatures: their arguments live in the shader record after the
 * 32-byte shader identifier, and a record is at most 4096 bytes, so they get
 * 4064 bytes (Raytracing.md, "Local root signatures vs global root
 * signatures"). Layout (Raytracing.md, "Shader table memory
 * initialization"): in declaration order, each argument aligned to its
 * size: root constants 4 bytes per value (4-aligned), root descriptors and
 * descriptor tables 8 bytes (a GPU virtual address / descriptor handle,
 * 8-aligned). Static samplers take no space.
 */
void rsig_v_rule_local_root_cost(vstate *v)
{
    const rootsig_signature *sig = v->sig;
    uint64_t off = 0;
    uint32_t crossing = UINT32_MAX;
    for (uint32_t i = 0; i < sig->nparams; i++) {
        const rsig_param *p = &sig->params[i];
        off = align_arg(off, p) + rsig_param_arg_bytes(p);
        if (off > RSIG_MAX_LOCAL_ROOT_BYTES && crossing == UINT32_MAX)
            crossing = i;
    }
    if (off <= RSIG_MAX_LOCAL_ROOT_BYTES)
        return;
    char d[160];
    long id = rsig_v_report(v, RSIG_LOCAL_ROOT_COST, sig->params[crossing].loc.kw,
                            "the local root signature's arguments need %llu bytes of shader "
                            "record, more than the 4064 available (the 4096-byte maximum record "
                            "stride minus the 32-byte shader identifier); %s is the first "
                            "parameter past the limit",
                            (unsigned long long)off,
                            rsig_v_describe(v, ref_param(crossing), false, d, sizeof d));
    if (id < 0)
        return;
    rsig_buf b;
    rsig_buf_init(&b, &v->ctx->arena);
    rsig_buf_puts(&b, "argument bytes and offsets (tables and root descriptors are 8 bytes, "
                      "8-aligned; constants 4 bytes each): ");
    cost_list(v, &b, true);
    if (!b.failed)
        rsig_note(v->ctx, id, sig->src, sig->params[0].loc.kw.off, sig->params[0].loc.kw.len,
                  "%s", b.data);
}
