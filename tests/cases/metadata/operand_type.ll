; rootsig:
!dx.rootsignatures = !{!0}
!0 = !{null, !1, i32 2}
!1 = !{!2, !3, !4}
!2 = !{!"RootFlags", !"1"}
!3 = !{!"RootSRV", i32 0, float 1.0, !5, i32 undef}
!4 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, i32 0, i32 16, i32 4, i32 2, float 0.0, float 1.0, i32 0, i32 0, i32 0, i32 0}
!5 = !{}
