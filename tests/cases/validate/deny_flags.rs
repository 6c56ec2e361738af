// rootsig: --multi
// A parameter or static sampler visible only to a stage its DENY_*_ROOT_ACCESS
// flag shuts out (RS2043, a warning).
// rootsig:
RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS), CBV(b0, visibility = SHADER_VISIBILITY_PIXEL)
// rootsig:
RootFlags(DENY_MESH_SHADER_ROOT_ACCESS), StaticSampler(s0, visibility = SHADER_VISIBILITY_MESH), DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_MESH)
// rootsig:
RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS), CBV(b0, visibility = SHADER_VISIBILITY_VERTEX), CBV(b1)
