; rootsig: a line is a definition when its first byte after blanks is `!`; the others are passed over, whatever `!` they hold
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

@g = external global i32

define void @main() !dbg !9 {
entry:
  %x = load i32, ptr @g, align 4, !tbaa !8
  ret void, !dbg !9 ; !7 = !{} in a comment
}
  !dx.rootsignatures = !{!0}
	!0 = !{ptr @main, !1, i32 2}
!1 = !{!2, !3}
    !2 = !{!"RootCBV", i32 0, i32 0, i32 0, i32 4}
!3 = !{!"RootCBV", i32 0, i32 0, i32 0, i32 4}
! 5
x !6 = !{}
!