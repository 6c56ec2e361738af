DescriptorTable(
  SRV(t0, numDescriptor = 4)
)
