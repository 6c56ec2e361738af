// rootsig:
// RS2040: one error per conflicting element, naming both with their own
// visibility, the note at the other. Two different stages never overlap;
// ALL overlaps every stage; root constants are CBVs, static samplers are
// samplers; an unbounded range reaches the last register.
CBV(b0, visibility = SHADER_VISIBILITY_VERTEX),
CBV(b0, visibility = SHADER_VISIBILITY_PIXEL),
RootConstants(b0, num32BitConstants = 4),
DescriptorTable(SRV(t0, numDescriptors = unbounded, space = 1)),
SRV(t100, space = 1, visibility = SHADER_VISIBILITY_HULL),
SRV(t100, space = 2),
StaticSampler(s3),
DescriptorTable(Sampler(s0, numDescriptors = 4), visibility = SHADER_VISIBILITY_DOMAIN)
