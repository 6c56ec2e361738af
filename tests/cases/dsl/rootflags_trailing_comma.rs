RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | ALLOW_STREAM_OUTPUT,),
CBV(b0, space = 1,),
DescriptorTable(SRV(t0, numDescriptors = 4,), visibility = SHADER_VISIBILITY_PIXEL,),
StaticSampler(s0,),
