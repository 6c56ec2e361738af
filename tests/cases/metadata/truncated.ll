; rootsig: (LLVM truncates silently; RS3040 says so, -Werror makes it an error)  -Werror
!dx.rootsignatures = !{!0}
!0 = !{null, !1, i32 2}
!1 = !{!2}
!2 = !{!"RootCBV", i8 -1, i32 4294967296, i64 4294967297, i32 4}
