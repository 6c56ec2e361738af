; rootsig: (constants LLVM's IR parser rejects)
!dx.rootsignatures = !{!0}
!0 = !{null, !1, i32 2}
!1 = !{!2}
!2 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.1, i32 16, i32 4, i32 2, float 1, float 0xH3C00, i32 true, i32 0, i32 0, i32 0}
