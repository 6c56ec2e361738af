/*
 * validate.c: the validator's entry point, which runs the rule families in
 * source order, and the reporting and naming helpers every family shares
 * (validate_internal.h). The rules a root signature must satisfy live by
 * family, so that no file grows too large to read: validate_elements.c
 * (values, flags, deny flags, parameters), validate_samplers.c (static
 * samplers), validate_tables.c (descriptor tables), validate_bindings.c
 * (register overlap) and validate_cost.c (root cost); one function per rule, each reporting one diagnostic
 * ID (docs/diagnostics.md, RS2xxx). The validator sees only the AST, so
 * DSL, metadata and binary inputs are judged alike; it reports through the
 * spans the front end recorded.
 *
 * What is enforced is the union of DXC's validator
 * (DxilRootSignatureValidator.cpp), clang's Sema (SemaHLSL.cpp), LLVM's
 * metadata validator (RootSignatureMetadata.cpp) and the D3D12 rules (the
 * D3D12 documentation), plus rules of rootsig's own (each listed under its
 * ID in docs/diagnostics.md). Values that come
 * from binary input are never trusted: every enum is looked up, never used
 * as an index.
 *
 * Naming elements in messages (one convention, used everywhere): the number
 * in brackets is 0-based, as in the D3D12 API and the RTS0 arrays:
 *   root CBV [1] (b0, space 0)          root parameter 1 (RootParameterIndex)
 *   RootConstants [0] (b2, space 0)     root parameter 0
 *   DescriptorTable [2]                 root parameter 2
 *   DescriptorTable [2], range [1] (SRV t0..t3, space 1)   its second range
 *   StaticSampler [0] (s0, space 0)     the first static sampler
 *
 * Cost: everything is linear in the size of the signature except the two
 * overlap checks, which sort (O(n log n)) and sweep; nothing is quadratic.
 */
#include <stdio.h>
#include <string.h>

#include "validate_internal.h"

static void materialize(vstate *v);

/* ---- reporting --------------------------------------------------------- */

rsig_span rsig_v_field_span(const rsig_node_loc *loc, rsig_field f)
{
    rsig_span s = rsig_loc_span(loc, f);
    if (rsig_given(loc, f) && s.len)
        return s;
    return loc->kw;
}

long rsig_v_report(vstate *v, rsig_diag_id id, rsig_span at, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    if (!rsig_diag_wanted(v->ctx, id))
        return -1;
    materialize(v);
    va_start(ap, fmt);
    if (strcmp(fmt, "%s") == 0) { /* written by the caller (rsig_vtext) */
        const char *m = va_arg(ap, const char *);
        va_end(ap);
        return rsig_diag(v->ctx, id, v->sig->src, at.off, at.len, "%s", m);
    }
    rsig_vformat(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return rsig_diag(v->ctx, id, v->sig->src, at.off, at.len, "%s", msg);
}

void rsig_v_note(vstate *v, long parent, rsig_span at, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    if (parent < 0)
        return; /* its diagnostic was not recorded */
    materialize(v);
    va_start(ap, fmt);
    if (strcmp(fmt, "%s") == 0) { /* written by the caller (rsig_vtext) */
        const char *m = va_arg(ap, const char *);
        va_end(ap);
        rsig_note(v->ctx, parent, v->sig->src, at.off, at.len, "%s", m);
        return;
    }
    rsig_vformat(msg, sizeof msg, fmt, ap);
    va_end(ap);
    rsig_note(v->ctx, parent, v->sig->src, at.off, at.len, "%s", msg);
}

/* ---- names ------------------------------------------------------------- */

/* "PIXEL" for 5: the keyword without its SHADER_VISIBILITY_ prefix. */
const char *rsig_v_vis_name(uint32_t vis)
{
    const char *n = rsig_kw_name(RSIG_KW_VISIBILITY, vis);
    if (n == NULL)
        return "unknown";
    const char *u = strrchr(n, '_');
    return u ? u + 1 : n;
}


/*
 * Text into a fixed buffer, cut short as snprintf would be but without its
 * format parsing: a message that names two elements is a few copies, and
 * snprintf's general machinery costs far more than they do.
 */
void rsig_vtext_init(rsig_vtext *t, char *buf, size_t n)
{
    t->p = buf;
    t->end = buf + n - 1;
    *buf = 0;
}

void rsig_vtext_s(rsig_vtext *t, const char *s)
{
    size_t n = strlen(s), room = (size_t)(t->end - t->p);
    if (n > room)
        n = room;
    memcpy(t->p, s, n);
    t->p += n;
    *t->p = 0;
}

void rsig_vtext_c(rsig_vtext *t, char c)
{
    if (t->p < t->end)
        *t->p++ = c;
    *t->p = 0;
}

void rsig_vtext_u(rsig_vtext *t, uint64_t v)
{
    char d[20];
    int k = 0;
    do
        d[k++] = (char)('0' + v % 10);
    while ((v /= 10) != 0);
    while (k > 0 && t->p < t->end)
        *t->p++ = d[--k];
    *t->p = 0;
}

/* "t4", "t4..t7", "t4..unbounded" (count 0 prints the base only). */
static void regs_text(rsig_vtext *t, rsig_range_type c, uint32_t base, uint32_t count)
{
    char l = rsig_class_letter(c);
    rsig_vtext_c(t, l);
    rsig_vtext_u(t, base);
    if (count == RSIG_UNBOUNDED) {
        rsig_vtext_s(t, "..unbounded");
    } else if (count > 1) {
        rsig_vtext_s(t, "..");
        rsig_vtext_c(t, l);
        rsig_vtext_u(t, (uint64_t)base + count - 1);
    }
}

/* ", space N" and, with_vis, ", visibility V", then ")". */
static void space_vis(rsig_vtext *t, uint32_t space, bool with_vis, uint32_t vis)
{
    rsig_vtext_s(t, ", space ");
    rsig_vtext_u(t, space);
    if (with_vis) {
        rsig_vtext_s(t, ", visibility ");
        rsig_vtext_s(t, rsig_v_vis_name(vis));
    }
    rsig_vtext_c(t, ')');
}

/*
 * The one way elements are named in messages (see the top of the file).
 * with_vis adds the visibility, for rules where it matters.
 */
const char *rsig_v_describe(const vstate *v, elref r, bool with_vis, char *buf, size_t n)
{
    const rootsig_signature *sig = v->sig;
    rsig_vtext t;
    rsig_vtext_init(&t, buf, n);
    switch (r.kind) {
    case EL_PARAM: {
        const rsig_param *p = &sig->params[r.i];
        if (p->type == RSIG_PARAM_TABLE) {
            /* "DescriptorTable [i]" or "DescriptorTable [i] (visibility V)" */
            rsig_vtext_s(&t, "DescriptorTable [");
            rsig_vtext_u(&t, r.i);
            rsig_vtext_c(&t, ']');
            if (with_vis) {
                rsig_vtext_s(&t, " (visibility ");
                rsig_vtext_s(&t, rsig_v_vis_name(p->visibility));
                rsig_vtext_c(&t, ')');
            }
            break;
        }
        /* "root CBV [i] (b0, space 0[, visibility V])" */
        rsig_vtext_s(&t, rsig_kind_label(rsig_param_kind(p->type)));
        rsig_vtext_s(&t, " [");
        rsig_vtext_u(&t, r.i);
        rsig_vtext_s(&t, "] (");
        regs_text(&t, rsig_kind_class(rsig_param_kind(p->type)), p->reg, 1);
        space_vis(&t, p->space, with_vis, p->visibility);
        break;
    }
    case EL_RANGE: {
        /* "DescriptorTable [i], range [j] (SRV t0..t3, space 0[, visibility V])" */
        const rsig_param *p = &sig->params[r.i];
        const rsig_range *x = &p->ranges[r.j];
        rsig_vtext_s(&t, "DescriptorTable [");
        rsig_vtext_u(&t, r.i);
        rsig_vtext_s(&t, "], range [");
        rsig_vtext_u(&t, r.j);
        rsig_vtext_s(&t, "] (");
        rsig_vtext_s(&t, rsig_kind_keyword(rsig_range_kind(x->type)));
        rsig_vtext_c(&t, ' ');
        regs_text(&t, x->type, x->base_register, x->num_descriptors);
        space_vis(&t, x->space, with_vis, p->visibility);
        break;
    }
    case EL_SAMPLER: {
        /* "StaticSampler [i] (s0, space 0[, visibility V])" */
        const rsig_sampler *s = &sig->samplers[r.i];
        rsig_vtext_s(&t, "StaticSampler [");
        rsig_vtext_u(&t, r.i);
        rsig_vtext_s(&t, "] (s");
        rsig_vtext_u(&t, s->reg);
        space_vis(&t, s->space, with_vis, s->visibility);
        break;
    }
    }
    return buf;
}

/*
 * rsig_v_describe(v, r, false, buf, n), deferred: buf reads "" until a rsig_v_report() or
 * rsig_v_note() is about to format a message, which fills it first. The element's
 * checks end with rsig_v_done_describing(v), before buf goes out of scope.
 */
const char *rsig_v_describe_later(vstate *v, elref r, char *buf, size_t n)
{
    buf[0] = 0;
    v->lazy_buf = buf;
    v->lazy_n = n;
    v->lazy_kind = (unsigned)r.kind;
    v->lazy_i = r.i;
    v->lazy_j = r.j;
    return buf;
}

static void materialize(vstate *v)
{
    if (v->lazy_buf == NULL)
        return;
    elref r = {(el_kind)v->lazy_kind, v->lazy_i, v->lazy_j};
    rsig_v_describe(v, r, false, v->lazy_buf, v->lazy_n);
    v->lazy_buf = NULL;
}

void rsig_v_done_describing(vstate *v)
{
    v->lazy_buf = NULL;
}

/* ---- driver ------------------------------------------------------------ */

rootsig_status rootsig_validate(rootsig_ctx *ctx, const rootsig_signature *sig,
                                const rootsig_options *options)
{
    if (ctx == NULL || sig == NULL)
        return ROOTSIG_ERR_ARG;
    vstate v = {ctx, sig, rsig_options_resolve(options),
                sig->src != NULL && sig->src->kind == RSIG_SRC_TEXT, NULL, 0, 0, 0, 0, {false, false}, {0, 0}};
    rsig_diag_begin(ctx, options);
    size_t errors = ctx->errors;
    rsig_v_rule_root_flags(&v);
    /* Elements in source order (DSL static samplers may sit between parameters). */
    uint32_t i = 0, k = 0;
    while ((i < sig->nparams || k < sig->nsamplers) && !rsig_diag_stopped(ctx)) {
        bool take_param = k >= sig->nsamplers ||
                          (i < sig->nparams &&
                           sig->params[i].loc.at.off <= sig->samplers[k].loc.at.off);
        if (take_param) {
            rsig_v_check_param(&v, i++);
        } else {
            rsig_v_check_sampler(&v, k);
            rsig_v_rule_deny_visibility(&v, ref_sampler(k), &sig->samplers[k].loc,
                                        sig->samplers[k].visibility);
            k++;
        }
    }
    if (!rsig_diag_stopped(ctx))
        rsig_v_rule_register_overlap(&v);
    if (!rsig_diag_stopped(ctx)) {
        if (sig->flags & RSIG_ROOT_LOCAL_ROOT_SIGNATURE)
            rsig_v_rule_local_root_cost(&v);
        else
            rsig_v_rule_root_cost(&v);
    }
    if (ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    return ctx->errors == errors ? ROOTSIG_OK : ROOTSIG_ERR_INPUT;
}
