; rootsig:
!dx.rootsignatures = !{!0, !2}
!0 = !{null, !1, i32 0}
!1 = !{}
!2 = !{null, !1}
