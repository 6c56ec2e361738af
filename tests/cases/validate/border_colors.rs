// rootsig: --multi
// Integer border colors (VulkanOn12.md): UINT_BORDER_COLOR with a float
// color (RS2025; transparent black is 0 as float and as integer), a _UINT
// color without the flag (RS2026, a warning), a _UINT color before 1.2
// (RS2027, a warning).
// rootsig: --version 1.2
StaticSampler(s0, flags = UINT_BORDER_COLOR)
// rootsig: --version 1.2
StaticSampler(s0, flags = UINT_BORDER_COLOR, borderColor = STATIC_BORDER_COLOR_TRANSPARENT_BLACK)
// rootsig: --version 1.2
StaticSampler(s0, borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT)
// rootsig: --version 1.2
StaticSampler(s0, borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT, flags = UINT_BORDER_COLOR)
// rootsig: --version 1.1
StaticSampler(s0, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)
// rootsig: --version 1.0
StaticSampler(s0, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)
// rootsig: --version 1.1
StaticSampler(s0, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE)
