// rootsig: -Werror
// Warnings (here errors by -Werror): a parameter visible only to a denied
// stage (RS2043), an empty table (RS2034), a _UINT border color before 1.2
// (RS2027).
RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS | DENY_MESH_SHADER_ROOT_ACCESS),
CBV(b0, visibility = SHADER_VISIBILITY_PIXEL),
CBV(b1, visibility = SHADER_VISIBILITY_VERTEX),
DescriptorTable(visibility = SHADER_VISIBILITY_MESH),
StaticSampler(s0, borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT)
