; rootsig: (after an error the parser resumes at the next definition)
!dx.rootsignatures = !{!0}
!0 = !{null, !1, i32 2}
!1 = !{!2, !3
!2 = !{!"RootFlags" i32 1}
!3 = !{!"RootCBV", i32 0, i32 0, i32 0, i32 4} ^
!4 = 5
