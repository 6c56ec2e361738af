// rootsig:
// Table rules: samplers mixed with other ranges (RS2030, once per table),
// APPEND after an unbounded range (RS2031), heap offsets past 2^32 - 1 --
// including DXC's case of bounded ranges ending exactly at 2^32 (RS2032) --
// and ranges of different types sharing heap offsets (RS2033, a warning).
DescriptorTable(CBV(b0), UAV(u0), Sampler(s0), SRV(t0), Sampler(s1)),
DescriptorTable(SRV(t1, numDescriptors = unbounded, space = 9), UAV(u1)),
DescriptorTable(SRV(t2, offset = 4294967294, numDescriptors = 2), SRV(t5, space = 1)),
DescriptorTable(UAV(u2, numDescriptors = 8), CBV(b2, offset = 4))
