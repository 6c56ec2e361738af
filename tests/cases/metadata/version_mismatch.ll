; rootsig: --version 1.0
!dx.rootsignatures = !{!0}
!0 = !{null, !1, i32 2}
!1 = !{}
