RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_PIXEL_SHADER_ROOT_ACCESS),
CBV(b0, visibility = SHADER_VISIBILITY_VERTEX),
DescriptorTable(CBV(b1, numDescriptors = 3), SRV(t0, numDescriptors = unbounded))
