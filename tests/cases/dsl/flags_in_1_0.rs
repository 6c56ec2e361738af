// rootsig: --version 1.0
DescriptorTable(SRV(t0, flags = DATA_STATIC))
