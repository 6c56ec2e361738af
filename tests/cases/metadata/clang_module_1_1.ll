; rootsig: --entry main
; ModuleID = 'a.hlsl'
source_filename = "a.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
entry:
  ret void
}

attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

!dx.rootsignatures = !{!0}
!llvm.module.flags = !{!14}
!dx.valver = !{!15}
!llvm.ident = !{!16}

!0 = !{ptr @main, !1, i32 2}
!1 = !{!2, !3, !4, !5, !6, !7, !11, !13}
!2 = !{!"RootFlags", i32 1}
!3 = !{!"RootCBV", i32 0, i32 0, i32 0, i32 4}
!4 = !{!"RootSRV", i32 0, i32 0, i32 0, i32 4}
!5 = !{!"RootUAV", i32 0, i32 0, i32 0, i32 2}
!6 = !{!"RootConstants", i32 0, i32 1, i32 0, i32 4}
!7 = !{!"DescriptorTable", i32 5, !8, !9, !10}
!8 = !{!"CBV", i32 1, i32 2, i32 0, i32 -1, i32 4}
!9 = !{!"UAV", i32 1, i32 1, i32 0, i32 -1, i32 2}
!10 = !{!"SRV", i32 -1, i32 1, i32 0, i32 -1, i32 4}
!11 = !{!"DescriptorTable", i32 0, !12}
!12 = !{!"Sampler", i32 1, i32 1, i32 0, i32 -1, i32 0}
!13 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 0, i32 0, i32 0, i32 0}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 1, i32 8}
!16 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
