// rootsig:
// Static sampler values: mipLODBias in [-16, 15.99] as floats (RS2018),
// maxAnisotropy at most 16 (RS2019), a comparison function for comparison
// filters (RS2020), register and space limits (RS2003, RS2004).
StaticSampler(s0, mipLODBias = 15.991),
StaticSampler(s1, mipLODBias = 15.99, maxAnisotropy = 17),
StaticSampler(s2, filter = FILTER_COMPARISON_ANISOTROPIC, comparisonFunc = COMPARISON_NONE),
StaticSampler(s3, filter = FILTER_MIN_MAG_MIP_POINT, comparisonFunc = COMPARISON_NONE),
StaticSampler(s4294967295, space = 4294967280)
