// rootsig: --multi
// Static sampler values the DSL can spell: mipLODBias outside [-16, 15.99]
// as floats (RS2018, dxc.md §3.2 / llvm.md §4.1; 15.99f itself passes),
// maxAnisotropy above 16 (RS2019; 0 is accepted by DXC and clang,
// users.md §6.3), a comparison filter with COMPARISON_NONE (RS2020;
// COMPARISON_NONE is fine with other filters, users.md §1.3).
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
