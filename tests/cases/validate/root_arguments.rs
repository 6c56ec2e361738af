// rootsig: --multi
// Root argument space: more than 64 DWORDs (RS2041, D3D12 docs, "Root Signature Limits") and,
// for local root signatures, more than the 4064 bytes of a shader record
// (RS2042, Raytracing.md: a 4096-byte record minus the 32-byte identifier;
// constants 4 bytes each, tables and root descriptors 8 bytes, 8-aligned).
// 63 + 2 + 1 = 66 DWORDs; the CBV is the first parameter past 64
// rootsig:
RootConstants(b0, num32BitConstants = 63), CBV(b1), DescriptorTable(SRV(t0)), StaticSampler(s0)
// exactly 64
// rootsig:
RootConstants(b0, num32BitConstants = 61), CBV(b1), DescriptorTable(SRV(t0)), StaticSampler(s0)
// 33 root CBVs (66 DWORDs): DXC accepts this (its validator has no size check)
// rootsig:
CBV(b0),CBV(b1),CBV(b2),CBV(b3),CBV(b4),CBV(b5),CBV(b6),CBV(b7),CBV(b8),CBV(b9),CBV(b10),CBV(b11),CBV(b12),CBV(b13),CBV(b14),CBV(b15),CBV(b16),CBV(b17),CBV(b18),CBV(b19),CBV(b20),CBV(b21),CBV(b22),CBV(b23),CBV(b24),CBV(b25),CBV(b26),CBV(b27),CBV(b28),CBV(b29),CBV(b30),CBV(b31),CBV(b32)
// num32BitConstants = 4294967295 must not wrap
// rootsig:
RootConstants(b0, num32BitConstants = 4294967295)
// 1015 constants = 4060 bytes, the CBV is aligned to 4064 and ends at 4072
// rootsig:
RootFlags(LOCAL_ROOT_SIGNATURE), RootConstants(b0, num32BitConstants = 1015), CBV(b1)
// 1014 constants = 4056 bytes, + 8 = 4064: fits exactly
// rootsig:
RootFlags(LOCAL_ROOT_SIGNATURE), RootConstants(b0, num32BitConstants = 1014), CBV(b1)
// the 64-DWORD limit does not apply to local root signatures
// rootsig:
RootFlags(LOCAL_ROOT_SIGNATURE), RootConstants(b0, num32BitConstants = 1000)
