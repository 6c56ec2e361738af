// rootsig: --multi
// NON_NORMALIZED_COORDINATES (VulkanOn12.md): min == mag, a point mip
// filter, no comparison or anisotropy (RS2022); minLOD = maxLOD = 0
// (RS2023; the default maxLOD is FLT_MAX; -0 compares equal to 0);
// addressU/V CLAMP or BORDER (RS2024; addressW is free). All in 1.2.
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_LINEAR, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
// the six allowed filters
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_LINEAR_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MINIMUM_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MINIMUM_MIN_MAG_LINEAR_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MAXIMUM_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MAXIMUM_MIN_MAG_LINEAR_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
// every other DSL filter: exactly one error, RS2022
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_POINT_MIP_LINEAR, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_POINT_MAG_LINEAR_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_LINEAR_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_ANISOTROPIC, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_COMPARISON_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_COMPARISON_MIN_MAG_LINEAR_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MAXIMUM_ANISOTROPIC, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MINIMUM_MIN_MAG_MIP_LINEAR, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_BORDER, maxLOD = 0)
// RS2023: minLOD 0.5 and the default maxLOD
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, minLOD = 0.5)
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, minLOD = -0.0, maxLOD = 0)
// RS2024: the default addressV (WRAP)
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
// rootsig: --version 1.2
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_BORDER, addressV = TEXTURE_ADDRESS_CLAMP, addressW = TEXTURE_ADDRESS_MIRROR, maxLOD = 0)
