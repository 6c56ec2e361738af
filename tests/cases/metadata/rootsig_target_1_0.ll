; rootsig: (the root-signature-only target: null function, version 1.0, a range node shared by two tables)
; ModuleID = 'e.hlsl'
source_filename = "e.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-unknown-shadermodel1.1-rootsignature"

!dx.rootsignatures = !{!0}
!llvm.module.flags = !{!9}
!dx.valver = !{!10}
!llvm.ident = !{!11}

!0 = !{null, !1, i32 1}
!1 = !{!2, !4, !5, !6, !7, !8}
!2 = !{!"DescriptorTable", i32 5, !3}
!3 = !{!"CBV", i32 1, i32 0, i32 0, i32 -1, i32 3}
!4 = !{!"DescriptorTable", i32 1, !3}
!5 = !{!"RootCBV", i32 0, i32 1, i32 0, i32 2}
!6 = !{!"RootConstants", i32 0, i32 2, i32 -17, i32 0}
!7 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0x3FF6CCCCC0000000, i32 16, i32 8, i32 1, float -0.000000e+00, float 1.234560e+06, i32 0, i32 0, i32 0, i32 0}
!8 = !{!"RootFlags", i32 64}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 1, i32 8}
!11 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
