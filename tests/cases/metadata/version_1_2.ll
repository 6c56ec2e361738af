; rootsig: --entry main
; ModuleID = 'v12.hlsl'
source_filename = "v12.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
entry:
  ret void
}

attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

!dx.rootsignatures = !{!0}
!llvm.module.flags = !{!6}
!dx.valver = !{!7}
!llvm.ident = !{!8}

!0 = !{ptr @main, !1, i32 3}
!1 = !{!2, !3, !4}
!2 = !{!"StaticSampler", i32 0, i32 5, i32 1, i32 1, float -1.600000e+01, i32 1, i32 4, i32 4, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 0, i32 0, i32 0, i32 1}
!3 = !{!"RootFlags", i32 3074}
!4 = !{!"DescriptorTable", i32 0, !5}
!5 = !{!"SRV", i32 -2, i32 0, i32 -2147483648, i32 0, i32 65544}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 1, i32 8}
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
