; rootsig: -Werror
!dx.rootsignatures = !{!0}
!0 = !{null, !1, i32 2}
!1 = !{!2, !3}
!2 = !{!"RootFlags", i32 1}
!3 = !{!"RootFlags", i32 2}
