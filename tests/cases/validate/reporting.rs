// rootsig: --multi
// Reporting: DXC stops at the first error; every error is reported,
// element by element in source order; --max-errors stops cleanly (RS1099).
// rootsig:
CBV(b4294967295),
StaticSampler(s0, maxAnisotropy = 20),
DescriptorTable(SRV(t0, numDescriptors = 0), Sampler(s1)),
UAV(u0, space = 4294967295)
// rootsig: --max-errors 5
CBV(b0, space = 4294967295),CBV(b1, space = 4294967295),CBV(b2, space = 4294967295),CBV(b3, space = 4294967295),CBV(b4, space = 4294967295),CBV(b5, space = 4294967295),CBV(b6, space = 4294967295),CBV(b7, space = 4294967295),CBV(b8, space = 4294967295),CBV(b9, space = 4294967295),CBV(b10, space = 4294967295),CBV(b11, space = 4294967295),CBV(b12, space = 4294967295),CBV(b13, space = 4294967295),CBV(b14, space = 4294967295),CBV(b15, space = 4294967295),CBV(b16, space = 4294967295),CBV(b17, space = 4294967295),CBV(b18, space = 4294967295),CBV(b19, space = 4294967295),CBV(b20, space = 4294967295),CBV(b21, space = 4294967295),CBV(b22, space = 4294967295),CBV(b23, space = 4294967295),CBV(b24, space = 4294967295),CBV(b25, space = 4294967295),CBV(b26, space = 4294967295),CBV(b27, space = 4294967295),CBV(b28, space = 4294967295),CBV(b29, space = 4294967295),CBV(b30, space = 4294967295),CBV(b31, space = 4294967295),CBV(b32, space = 4294967295),CBV(b33, space = 4294967295),CBV(b34, space = 4294967295),CBV(b35, space = 4294967295),CBV(b36, space = 4294967295),CBV(b37, space = 4294967295),CBV(b38, space = 4294967295),CBV(b39, space = 4294967295),CBV(b40, space = 4294967295),CBV(b41, space = 4294967295),CBV(b42, space = 4294967295),CBV(b43, space = 4294967295),CBV(b44, space = 4294967295),CBV(b45, space = 4294967295),CBV(b46, space = 4294967295),CBV(b47, space = 4294967295),CBV(b48, space = 4294967295),CBV(b49, space = 4294967295)
