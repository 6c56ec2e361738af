; rootsig:
!dx.rootsignatures = !{!0}
!0 = !{null, !1, i32 2}
!1 = !{!2, !3}
!2 = !{!"RootCBV", i32 8, i32 0, i32 0, i32 4}
!3 = !{!"StaticSampler", i32 2, i32 6, i32 0, i32 1, float 0.0, i32 16, i32 9, i32 5, float 0.0, float 1.0, i32 0, i32 0, i32 0, i32 0}
