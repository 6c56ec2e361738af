RootFlags(0),
DescriptorTable(SRV(t0, numDescriptors = 2)),
StaticSampler(s0, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP)
