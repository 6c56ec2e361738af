// rootsig: --multi
// Register numbers and spaces: register 4294967295 (RS2003; clang Sema:
// "value must be in the range [0, 4294967294]", SemaHLSL.cpp), the
// reserved spaces 0xFFFFFFF0..0xFFFFFFFF (RS2004, D3D12 docs, "Resource Binding"), empty
// ranges (RS2005) and ranges past the last register (RS2006, DXC's validator:
// base + num - 1 > 0xFFFFFFFF), each with the neighbour just inside.
// rootsig:
CBV(b4294967295)
// rootsig:
DescriptorTable(UAV(u4294967295, numDescriptors = unbounded))
// rootsig:
RootConstants(b4294967295, num32BitConstants = 1), StaticSampler(s4294967295)
// rootsig:
CBV(b4294967294), StaticSampler(s4294967294), DescriptorTable(SRV(t4294967294))
// rootsig:
SRV(t0, space = 4294967280)
// rootsig:
RootConstants(b0, num32BitConstants = 1, space = 4294967295), DescriptorTable(Sampler(s0, space = 4294967290)), StaticSampler(s0, space = 4294967281)
// rootsig:
SRV(t0, space = 4294967279)
// rootsig:
DescriptorTable(SRV(t0, numDescriptors = 0))
// rootsig:
DescriptorTable(SRV(t0, numDescriptors = 1))
// 4294967290 + 7 - 1 = 4294967296; with 6 it ends at 4294967295; unbounded never overflows
// rootsig:
DescriptorTable(SRV(t4294967290, numDescriptors = 7))
// rootsig:
DescriptorTable(SRV(t4294967290, numDescriptors = 6))
// rootsig:
DescriptorTable(SRV(t4294967290, numDescriptors = unbounded))
