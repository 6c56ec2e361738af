// rootsig: --multi
// Bytes get the same rules as text: each signature is written without
// validation, read back and validated; positions are byte offsets.
// The error is at the third parameter's payload: 24 + 3 * 12 + 12 + 12 = 84
// rootsig: --via-bytes
CBV(b0), SRV(t0), CBV(b0)
// rootsig: --via-bytes --version 1.2
DescriptorTable(Sampler(s0), CBV(b0)), StaticSampler(s9, maxAnisotropy = 99)
// RS2002 (redundant flags) is about text only: 1.0 bytes carry no flags
// rootsig: --via-bytes --version 1.0
CBV(b0, flags = DATA_VOLATILE)
