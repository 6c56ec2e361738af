; rootsig:
!dx.rootsignatures = !{!0}
!0 = !{null, !1, i32 2}
!1 = !{!2, !1}
!2 = !{!"DescriptorTable", i32 0, !2}
