CBV(b2, space = -1),
SRV(t0, space = 1.0),
UAV(u0, space = +3.00),
RootConstants(b1, num32BitConstants = -4),
DescriptorTable(SRV(t1, numDescriptors = -1), UAV(u1, offset = 2.5), CBV(b3, space = -3)),
StaticSampler(s0, maxAnisotropy = 16.0),
StaticSampler(s1, maxAnisotropy = 1e1),
CBV(b4, -1),
CBV(b5, 1.5)
