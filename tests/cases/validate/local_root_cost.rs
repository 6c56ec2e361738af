// rootsig:
// A local root signature has 4064 bytes (4096-byte record - 32-byte
// identifier; Raytracing.md) instead of 64 DWORDs: constants 4 bytes each,
// tables and root descriptors 8 bytes at 8-byte alignment (RS2042).
// 4 + pad 4 + 8 + 4048 + 8 = 4072 > 4064.
RootFlags(LOCAL_ROOT_SIGNATURE),
RootConstants(b0, num32BitConstants = 1),
CBV(b1),
RootConstants(b2, num32BitConstants = 1012),
DescriptorTable(SRV(t0))
