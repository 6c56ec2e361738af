; rootsig: (each of these nulls crashes LLVM 22.1.8's metadata parser; all four are reported)
!dx.rootsignatures = !{!0}
!0 = !{null, !1, i32 2}
!1 = !{null, !2, !3, !4}
!2 = !{!"DescriptorTable", i32 0, null}
!3 = !{!"RootCBV", null, i32 0, i32 0, i32 4}
!4 = !{null, i32 0}
