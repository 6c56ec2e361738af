// rootsig: --multi
// Register overlap (RS2040): the later element gets the error, with a note
// on its partner. Root constants are CBVs, static samplers are samplers,
// an unbounded range reaches the last register, ranges of one table
// collide too (every conflicting element once).
// rootsig:
DescriptorTable(SRV(t0, numDescriptors = 4), visibility = SHADER_VISIBILITY_PIXEL),
SRV(t3)
// neighbours: next register, other space, other stage, other class
// rootsig:
DescriptorTable(SRV(t0, numDescriptors = 4), visibility = SHADER_VISIBILITY_PIXEL), SRV(t4)
// rootsig:
DescriptorTable(SRV(t0, numDescriptors = 4), visibility = SHADER_VISIBILITY_PIXEL), SRV(t3, space = 1)
// rootsig:
DescriptorTable(SRV(t0, numDescriptors = 4), visibility = SHADER_VISIBILITY_PIXEL), SRV(t3, visibility = SHADER_VISIBILITY_VERTEX)
// rootsig:
DescriptorTable(SRV(t0, numDescriptors = 4), visibility = SHADER_VISIBILITY_PIXEL), UAV(u3)
// rootsig:
DescriptorTable(SRV(t0, numDescriptors = 4), visibility = SHADER_VISIBILITY_PIXEL), CBV(b3)
// rootsig:
DescriptorTable(SRV(t0, numDescriptors = 4), visibility = SHADER_VISIBILITY_PIXEL), StaticSampler(s3)
// rootsig:
DescriptorTable(CBV(b2, numDescriptors = unbounded)), RootConstants(b7, num32BitConstants = 1)
// rootsig:
StaticSampler(s1), DescriptorTable(Sampler(s0, numDescriptors = 2))
// clang names the wrong partner here (clang 22 prints "b[0;0] and t[0;0]", SemaHLSL.cpp); we
// name the two CBVs, and the SRV in between is no partner of anything
// rootsig:
CBV(b0), SRV(t0), CBV(b0)
// DXC prints ALL for the old element's visibility (DxilRootSignatureValidator.cpp); we print its own
// rootsig:
CBV(b0, visibility = SHADER_VISIBILITY_PIXEL), CBV(b0)
// rootsig:
DescriptorTable(UAV(u0, numDescriptors = 10), UAV(u2), UAV(u5))
