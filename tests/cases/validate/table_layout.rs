// rootsig: --multi
// Descriptor table layout: Sampler ranges mixed with others (RS2030, once
// per table however many ranges disagree; clang reports each,
// SemaHLSL.cpp), APPEND after an unbounded range (RS2031; an explicit
// DESCRIPTOR_RANGE_OFFSET_APPEND counts, DXC's validator), heap offsets past
// 2^32 - 1 (RS2032; offset 4294967295 would mean APPEND), ranges of two
// types on one heap offset (RS2033, a warning; the same type may alias, as
// in the D3D12 docs' example), empty tables (RS2034, a warning).
// rootsig:
DescriptorTable(Sampler(s0), CBV(b0))
// rootsig:
DescriptorTable(CBV(b0), UAV(u0), Sampler(s0), SRV(t0), CBV(b1), Sampler(s1))
// rootsig:
DescriptorTable(Sampler(s0)), DescriptorTable(CBV(b0))
// rootsig:
DescriptorTable(SRV(t0, numDescriptors = unbounded), UAV(u0))
// rootsig:
DescriptorTable(SRV(t0, numDescriptors = unbounded), SRV(t0, space = 1, offset = DESCRIPTOR_RANGE_OFFSET_APPEND))
// an explicit offset after an unbounded range is fine (same type: aliasing allowed)
// rootsig:
DescriptorTable(SRV(t0, numDescriptors = unbounded), SRV(t0, space = 1, offset = 0))
// 4294967294 + 3 - 1 = 4294967296
// rootsig:
DescriptorTable(SRV(t0, offset = 4294967294, numDescriptors = 3))
// DXC semantics (DxilRootSignatureValidator.cpp): bounded ranges ending exactly at 2^32, then an append
// rootsig:
DescriptorTable(SRV(t0, offset = 4294967294, numDescriptors = 2), SRV(t5))
// 4294967291 + 5 - 1 = 4294967295 fits (as in clang's SemaHLSL.cpp)
// rootsig:
DescriptorTable(SRV(t0, offset = 4294967291, numDescriptors = 5))
// rootsig:
DescriptorTable(SRV(t0, offset = 4294967294, numDescriptors = 2))
// rootsig:
DescriptorTable(SRV(t0, offset = 4294967295, numDescriptors = unbounded))
// rootsig:
DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, offset = 3))
// rootsig:
DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, offset = 4))
// rootsig:
DescriptorTable(UAV(u0, numDescriptors = 4), UAV(u10, offset = 2))
// rootsig:
CBV(b0), DescriptorTable(visibility = SHADER_VISIBILITY_PIXEL)
// rootsig:
CBV(b0), DescriptorTable(CBV(b1), visibility = SHADER_VISIBILITY_PIXEL)
