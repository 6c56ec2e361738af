// The reference root signature of LLVM's RootSignatures.rst, spelled so that
// it compiles: `num32Constants` is `num32BitConstants`, `VISIBILITY_ALL` is
// `SHADER_VISIBILITY_ALL`, and the StaticSampler has its register.
RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT),
RootConstants(b0, space = 1, num32BitConstants = 3),
CBV(b1, flags = 0),
StaticSampler(s0,
  filter = FILTER_MIN_MAG_POINT_MIP_LINEAR,
  addressU = TEXTURE_ADDRESS_BORDER,
),
DescriptorTable(
  visibility = SHADER_VISIBILITY_ALL,
  SRV(t0, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE),
  UAV(
    numDescriptors = 5, u1, space = 10, offset = 5,
    flags = DATA_VOLATILE
  )
)
