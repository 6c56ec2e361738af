// The renderer's root signature, as shader code keeps it: a #define that
// the shaders name in [RootSignature(MainRS)], built from a shared header
// (found through rootsig_add_root_signature's INCLUDE_DIRECTORIES).
#include "bindings.hlsli"

#define MainRS \
    "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), " \
    "RootConstants(num32BitConstants = 4, b0), " \
    "CBV(b1), " \
    RS_TEXTURES ", " \
    RS_LINEAR_SAMPLER

[RootSignature(MainRS)]
float4 main(float4 pos : SV_Position) : SV_Target
{
    return pos;
}
