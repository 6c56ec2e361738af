; rootsig: --entry ps_main
!dx.rootsignatures = !{!0, !2}
!0 = !{ptr @main, !1, i32 2}
!1 = !{}
!2 = !{null, !1, i32 2}
