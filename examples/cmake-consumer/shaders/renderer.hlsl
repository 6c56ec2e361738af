// The renderer's root signature, as shader code keeps it: a #define that
// the shaders name in [RootSignature(MainRS)].
#define MainRS \
    "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), " \
    "RootConstants(num32BitConstants = 4, b0), " \
    "CBV(b1), " \
    "DescriptorTable(SRV(t0, numDescriptors = 8), UAV(u0)), " \
    "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR)"

float4 main(float4 pos : SV_Position) : SV_Target
{
    return pos;
}
