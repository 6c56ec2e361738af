/* Builds a root signature in code, validates it and writes a DXContainer. */
#include <stdio.h>
#include <stdlib.h>

#include "rootsig.h"

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "built.dxbc";

    /* A table of 4 SRVs (t0-t3) and 2 CBVs (b1-b2) with explicit 1.1 flags. */
    static const rootsig_range_desc ranges[] = {
        {ROOTSIG_RANGE_SRV, 4, 0, 0, 0x4 /* DATA_STATIC_WHILE_SET_AT_EXECUTE */,
         ROOTSIG_OFFSET_APPEND},
        {ROOTSIG_RANGE_CBV, 2, 1, 0, 0x8 /* DATA_STATIC */, ROOTSIG_OFFSET_APPEND},
    };
    rootsig_parameter_desc params[3] = {{0}};
    params[0].type = ROOTSIG_PARAMETER_CONSTANTS; /* RootConstants(b0, num32BitConstants = 4) */
    params[0].u.constants.shader_register = 0;
    params[0].u.constants.num32 = 4;
    params[1].type = ROOTSIG_PARAMETER_CBV;       /* CBV(b0, space = 1, flags = DATA_STATIC) */
    params[1].u.descriptor.space = 1;
    params[1].u.descriptor.flags = 0x8;
    params[2].type = ROOTSIG_PARAMETER_TABLE;
    params[2].visibility = 5;                     /* SHADER_VISIBILITY_PIXEL */
    params[2].u.table.range_count = 2;
    params[2].u.table.ranges = ranges;

    rootsig_static_sampler_desc sampler = {
        .filter = 0x15, /* FILTER_MIN_MAG_MIP_LINEAR */
        .address_u = 3, .address_v = 3, .address_w = 3, /* TEXTURE_ADDRESS_CLAMP */
        .max_anisotropy = 16,
        .comparison = 4,   /* COMPARISON_LESS_EQUAL */
        .border_color = 2, /* STATIC_BORDER_COLOR_OPAQUE_WHITE */
        .max_lod = 3.402823466e+38f,
        .visibility = 5,
    };
    rootsig_desc desc = {ROOTSIG_VERSION_1_1, 0x1 /* ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT */,
                         3, params, 1, &sampler};

    rootsig_ctx *ctx = NULL;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
        return 2;
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_from_desc(ctx, "built-in", &desc, &sig);
    if (st == ROOTSIG_OK)
        st = rootsig_validate(ctx, sig, NULL);
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        fputs(rootsig_diag_render(ctx, i), stderr);
    int rc = 1;
    if (st == ROOTSIG_OK) {
        size_t cap = rootsig_container_bound(sig), len = 0;
        unsigned char *buf = malloc(cap);
        FILE *f = NULL;
        if (buf && rootsig_write_container(ctx, sig, NULL, buf, cap, &len) == ROOTSIG_OK &&
            (f = fopen(path, "wb")) != NULL && fwrite(buf, 1, len, f) == len)
            rc = 0;
        if (f && fclose(f) != 0)
            rc = 1;
        free(buf);
    }
    rootsig_ctx_destroy(ctx);
    return rc;
}
