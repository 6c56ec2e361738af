; rootsig: (1.0 metadata carries the implied flags; anything else is an error at the operand)
!dx.rootsignatures = !{!0}
!0 = !{null, !1, i32 1}
!1 = !{!2, !3}
!2 = !{!"RootCBV", i32 0, i32 0, i32 0, i32 4}
!3 = !{!"DescriptorTable", i32 0, !4}
!4 = !{!"UAV", i32 1, i32 0, i32 0, i32 -1, i32 3}
