// rootsig: --version 1.0
// Version 1.0 has no flag fields: only the implied values are accepted (as
// clang does), with a warning (DXC rejects any flags); everything else,
// including 0, is RS2001. Static sampler flags need 1.2.
CBV(b0, flags = 0),
UAV(u0, flags = DATA_VOLATILE),
DescriptorTable(Sampler(s0, flags = DESCRIPTORS_VOLATILE), Sampler(s1, flags = 0)),
StaticSampler(s9, flags = UINT_BORDER_COLOR)
