; rootsig: --entry cs_main
; Hand-written (llvm-as-22 accepts it): the forms LLVM IR allows around metadata.
; Two entries; the second is chosen by --entry.
source_filename = "forms.hlsl"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

@g = global [2 x i32] [i32 1, i32 2], align 4
@s = constant [4 x i8] c"!0 \00"

define void @main() #0 !dbg !20 {
entry:
  ret void, !dbg !21
}

define void @"cs_main"() {
  ret void
}

attributes #0 = { "hlsl.numthreads"="1,1,1" }

; the name escaped, the operands split over two lines
!dx\2Erootsignatures = !{!0,
                         !1}
!llvm.dbg.cu = !{!22}

!0 = !{void ()* @main, !30, i32 2}     ; typed pointer (LLVM 16 syntax)
!1 = !{i8* bitcast (void ()* @"cs_main" to i8*), !2, i64 2}
!2 = !{
  !3,                                                        ; a forward reference
  !{!"RootConstants", i32 2, i32 1, i32 0, i32 8},           ; an inline node
  !6, !5
}
!3 = distinct !{!"DescriptorTable", i32 0, !4, !{!"UAV", i32 4294967295, i32 3, i32 0, i32 -1, i32 2}}
!4 = !{!"SRV", i32 2, i32 0, i32 1, i32 0, i32 8}
!5 = !{!"StaticSampler", i32 21, i32 3, i32 3, i32 4, float 0x3FF8000000000000, i32 4, i32 2, i32 0, float 1.0, float 1.000000e+01, i32 1, i32 0, i32 5, i32 0}
!6 = !{!"Root\43BV", i64 0, i32 u0x10, i1 true, i32 4}    ; \43 is 'C'
!20 = distinct !DISubprogram(name: "main", scope: !23, file: !23, line: 1, type: !24, spFlags: DISPFlagDefinition, unit: !22)
!21 = !DILocation(line: 2, column: 3, scope: !20)
!22 = distinct !DICompileUnit(language: DW_LANG_C99, file: !23, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!23 = !DIFile(filename: "a.hlsl", directory: "/tmp")
!24 = !DISubroutineType(types: !{null})
!30 = !{}
