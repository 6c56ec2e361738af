// rootsig: --multi
// Flags a version cannot carry (RS2001) and 1.0 flags that only repeat
// what 1.0 implies (RS2002, a warning), with their valid neighbours. In
// 1.0 a root descriptor's only legal flags are DATA_VOLATILE (LLVM's RootSignatureValidations.cpp);
// static sampler flags exist from 1.2 on (D3D12_STATIC_SAMPLER_DESC1, d3d12.h).
// rootsig: --version 1.0
CBV(b0, flags = 0)
// rootsig: --version 1.0
DescriptorTable(Sampler(s0, flags = DESCRIPTORS_VOLATILE | DATA_VOLATILE))
// rootsig: --version 1.1
StaticSampler(s0, flags = UINT_BORDER_COLOR)
// neighbours: the implied values (no RS2001), any flags in 1.1/1.2
// rootsig: --version 1.0
DescriptorTable(CBV(b0, flags = DESCRIPTORS_VOLATILE | DATA_VOLATILE))
// rootsig: --version 1.1
CBV(b0, flags = 0)
// rootsig: --version 1.2
StaticSampler(s0, flags = UINT_BORDER_COLOR, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)
// RS2002, then as an error with -Werror
// rootsig: --version 1.0
CBV(b0, flags = DATA_VOLATILE)
// rootsig: --version 1.0 -Werror
CBV(b0, flags = DATA_VOLATILE)
// neighbour: no flags at all
// rootsig: --version 1.0
CBV(b0)
