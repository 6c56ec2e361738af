// rootsig: --multi
// Flag combinations: more than one DATA_* flag (RS2009), DATA_* flags on
// a Sampler range (RS2010, DXC's validator), DESCRIPTORS_VOLATILE with
// DATA_STATIC (RS2011), DESCRIPTORS_VOLATILE with
// DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS (RS2012: LLVM rejects,
// DXC's validator does not check it), each with a valid neighbour.
// rootsig:
CBV(b0, flags = DATA_VOLATILE | DATA_STATIC)
// rootsig: --version 1.2
DescriptorTable(UAV(u0, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE | DATA_STATIC))
// rootsig:
CBV(b0, flags = DATA_STATIC), DescriptorTable(UAV(u0, flags = DATA_STATIC))
// rootsig:
DescriptorTable(Sampler(s0, flags = DATA_VOLATILE))
// rootsig:
DescriptorTable(Sampler(s0, flags = DESCRIPTORS_VOLATILE))
// rootsig:
DescriptorTable(SRV(t0, flags = DESCRIPTORS_VOLATILE | DATA_STATIC))
// rootsig:
DescriptorTable(SRV(t0, flags = DESCRIPTORS_VOLATILE | DATA_STATIC_WHILE_SET_AT_EXECUTE))
// rootsig:
DescriptorTable(Sampler(s0, flags = DESCRIPTORS_VOLATILE | DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS))
// rootsig:
DescriptorTable(Sampler(s0, flags = DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS))
