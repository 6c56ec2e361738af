; rootsig:
define void @main() {
  ret void
}
!llvm.ident = !{!0}
!0 = !{!"clang"}
