; rootsig: (LLVM 21 wrote static samplers without the flags operand: accepted with warning RS3042)
!dx.rootsignatures = !{!0}
!0 = !{ptr @main, !1, i32 2}
!1 = !{!2}
!2 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 3, i32 0, i32 0}
