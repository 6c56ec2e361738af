; rootsig:
; Element names the decoder recognises but finds in the wrong place or case.
!dx.rootsignatures = !{!0}
!0 = !{null, !1, i32 2}
!1 = !{!2, !3, !4, !5}
!2 = !{!"Sampler", i32 1, i32 0, i32 0, i32 -1, i32 0}
!3 = !{!"UAV", i32 1, i32 0, i32 0, i32 -1, i32 2}
!4 = !{!"rootconstants", i32 0, i32 0, i32 0, i32 1}
!5 = !{!"DescriptorTable", i32 0, !6, !7}
!6 = !{!"cbv", i32 1, i32 0, i32 0, i32 -1, i32 4}
!7 = !{!"StaticSampler", i32 1, i32 0, i32 0, i32 -1, i32 4}
