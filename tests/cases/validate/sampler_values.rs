// rootsig: --multi
// Static sampler values the DSL can spell: mipLODBias outside [-16, 15.99]
// as floats (RS2018, DXC's validator and clang's SemaHLSL.cpp; 15.99f itself passes),
// maxAnisotropy above 16 (RS2019; 0 is accepted by DXC and clang, though the D3D12
// docs of D3D12_STATIC_SAMPLER_DESC say 1 to 16), a comparison filter with COMPARISON_NONE (RS2020;
// COMPARISON_NONE is fine with other filters, D3D12 docs of D3D12_STATIC_SAMPLER_DESC).
// rootsig:
StaticSampler(s0, mipLODBias = 15.991)
// rootsig:
StaticSampler(s0, mipLODBias = -16.001)
// rootsig:
StaticSampler(s0, mipLODBias = 15.99), StaticSampler(s1, mipLODBias = -16)
// rootsig:
StaticSampler(s0, maxAnisotropy = 17)
// rootsig:
StaticSampler(s0, maxAnisotropy = 16), StaticSampler(s1, maxAnisotropy = 0)
// rootsig:
StaticSampler(s0, filter = FILTER_COMPARISON_MIN_MAG_MIP_POINT, comparisonFunc = COMPARISON_NONE)
// rootsig:
StaticSampler(s0, filter = FILTER_COMPARISON_MIN_MAG_MIP_POINT, comparisonFunc = COMPARISON_NEVER)
// rootsig:
StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_POINT, comparisonFunc = COMPARISON_NONE)
