// rootsig: --compat dxc
CBV(b0), DescriptorTable(UAV(u0), SRV(t0)), SRV(t3, flags = DATA_STATIC)
