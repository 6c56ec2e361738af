// rootsig: --compat dxc
CBV(b0), DescriptorTable(UAV(u0), Sampler(s0)), SRV(t3, flags = DATA_STATIC)
