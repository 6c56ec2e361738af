; rootsig:
!dx.rootsignatures = !{!0}
!0 = !{null, !1, i32 2}
!1 = !{!2, !3, !4, !5}
!2 = !{!"Rootflags", i32 1}
!3 = !{!"CBV", i32 1, i32 0, i32 0, i32 -1, i32 4}
!4 = !{!"DescriptorTable", i32 0, !6, !7}
!5 = !{i32 1, !"RootCBV"}
!6 = !{!"RootSRV", i32 1, i32 0, i32 0, i32 -1, i32 4}
!7 = !{!"Samplers", i32 1, i32 0, i32 0, i32 -1, i32 0}
