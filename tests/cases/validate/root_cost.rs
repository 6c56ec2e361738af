// rootsig:
// 64 DWORDs at most (RS2041): table 1, root descriptor 2, constants 1 each,
// static samplers 0. 32 + 2 + 2 + 28 + 1 = 65; the table is past the limit.
RootConstants(b0, num32BitConstants = 32),
CBV(b1),
SRV(t0),
RootConstants(b2, num32BitConstants = 28),
StaticSampler(s0),
DescriptorTable(UAV(u0))
