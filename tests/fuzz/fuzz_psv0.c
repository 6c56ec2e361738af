/*
 * fuzz_psv0.c: the PSV0 reader and the binding rules on arbitrary bytes.
 * The input is a PSV0 part's data (every size, count, stride and offset
 * hostile); its first byte also picks whether a DXIL part (whose program
 * header gives a version 0 part its stage) comes with it and which deny
 * flags the signature has. The part is wrapped in a container and checked
 * against a signature with every kind of element, alone and as a pipeline
 * of two; the raw input is also tried as a whole container.
 */
#include "fuzz_common.h"

static const char *const RS[2] = {
    "CBV(b0), SRV(t0), UAV(u0, space = 1), RootConstants(b1, num32BitConstants = 4), "
    "DescriptorTable(SRV(t1, numDescriptors = unbounded), UAV(u1, numDescriptors = 8), "
    "CBV(b2, space = 2), visibility = SHADER_VISIBILITY_PIXEL), "
    "DescriptorTable(Sampler(s1, numDescriptors = 4)), StaticSampler(s0)",
    "RootFlags(DENY_VERTEX_SHADER_ROOT_ACCESS | DENY_PIXEL_SHADER_ROOT_ACCESS), CBV(b0), "
    "DescriptorTable(SRV(t0, numDescriptors = 4), visibility = SHADER_VISIBILITY_MESH)"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > (1u << 20))
        return 0;
    rootsig_ctx *ctx;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
        return 0;
    uint8_t control = size ? data[0] : 0;
    rootsig_signature *sig = NULL;
    const char *rs = RS[control & 1];
    rsig_fuzz_check(rootsig_parse_dsl(ctx, "rs", rs, strlen(rs), NULL, &sig) == ROOTSIG_OK);
    /* A DXIL program header: kind from the control byte, shader model 6.0. */
    uint8_t dxil[8] = {0x60, 0, (uint8_t)(control >> 2 & 15), 0, 2, 0, 0, 0};
    rootsig_part parts[2] = {{ROOTSIG_FOURCC('P', 'S', 'V', '0'), data, size},
                             {ROOTSIG_FOURCC('D', 'X', 'I', 'L'), dxil, sizeof dxil}};
    size_t nparts = (control & 2) ? 2 : 1, need = 0;
    rootsig_status st = rootsig_container_write_parts(ctx, parts, nparts, NULL, 0, &need);
    rsig_fuzz_check(st == ROOTSIG_ERR_BUFFER_SMALL);
    uint8_t *file = malloc(need);
    if (file != NULL &&
        rootsig_container_write_parts(ctx, parts, nparts, file, need, &need) == ROOTSIG_OK) {
        rootsig_binding_summary sum;
        st = rootsig_check_shader_bindings(ctx, sig, "fuzz.dxbc", file, need, NULL, &sum);
        rsig_fuzz_check(st == ROOTSIG_OK || st == ROOTSIG_ERR_INPUT);
        rsig_fuzz_check(sum.unbound <= sum.bindings && sum.shaders <= 1);
        rootsig_shader_input in[2] = {{"a.dxbc", file, need}, {"b.dxbc", file, need}};
        st = rootsig_check_pipeline_bindings(ctx, sig, in, 2, NULL, &sum);
        rsig_fuzz_check(st == ROOTSIG_OK || st == ROOTSIG_ERR_INPUT);
        rsig_fuzz_check(sum.unbound <= sum.bindings && sum.shaders <= 2);
    }
    free(file);
    /* The raw bytes as a whole container. */
    st = rootsig_check_shader_bindings(ctx, sig, "raw.dxbc", data, size, NULL, NULL);
    rsig_fuzz_check(st == ROOTSIG_OK || st == ROOTSIG_ERR_INPUT || st == ROOTSIG_ERR_LIMIT);
    rsig_fuzz_render_all(ctx);
    rootsig_ctx_destroy(ctx);
    return 0;
}
