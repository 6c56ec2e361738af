; rootsig:
!dx.rootsignatures = !{!0}
!0 = !{null, !1, i32 2}
!1 = !{!2, !3, !4, !5, !6}
!2 = !{!"RootFlags"}
!3 = !{!"RootConstants", i32 0, i32 0, i32 0, i32 1, i32 9}
!4 = !{!"DescriptorTable"}
!5 = !{!"DescriptorTable", i32 0, !7}
!6 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.0}
!7 = !{!"CBV", i32 1, i32 0, i32 0, i32 -1}
