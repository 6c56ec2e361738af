// rootsig:
// Every error is reported, element by element in source order, then the
// whole-signature rules (overlap, cost). DXC would stop at the first.
CBV(b4294967295),
DescriptorTable(SRV(t4294967290, numDescriptors = 7), UAV(u0, numDescriptors = 0)),
UAV(u0, space = 4294967295),
StaticSampler(s0, maxAnisotropy = 64),
UAV(u0, space = 1),
DescriptorTable(UAV(u0, space = 1), Sampler(s0, space = 1))
