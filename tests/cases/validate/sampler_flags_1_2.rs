// rootsig: --version 1.2
// 1.2 static sampler flags (VulkanOn12.md): NON_NORMALIZED_COORDINATES needs a
// point-mip filter (RS2022), LODs 0 (RS2023) and U/V CLAMP or BORDER (RS2024);
// UINT_BORDER_COLOR needs an integer border color (RS2025).
StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES),
StaticSampler(s1, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT,
              addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_BORDER,
              minLOD = 0, maxLOD = 0),
StaticSampler(s2, flags = UINT_BORDER_COLOR | NON_NORMALIZED_COORDINATES,
              filter = FILTER_MAXIMUM_MIN_MAG_LINEAR_MIP_POINT,
              addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)
