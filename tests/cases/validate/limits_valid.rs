// rootsig: --version 1.2
// Every value just inside its limit passes (the neighbours of RS2003,
// RS2004, RS2006, RS2018, RS2019, RS2022-RS2025, RS2032), and the bytes
// are written unchanged.
CBV(b4294967294, space = 4294967279),
DescriptorTable(SRV(t4294967290, numDescriptors = 6, offset = 4294967290)),
StaticSampler(s0, mipLODBias = 15.99, maxAnisotropy = 16,
              flags = NON_NORMALIZED_COORDINATES | UINT_BORDER_COLOR,
              filter = FILTER_MAXIMUM_MIN_MAG_LINEAR_MIP_POINT,
              addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_BORDER,
              maxLOD = 0, borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT)
