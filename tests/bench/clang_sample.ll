; Sample for tests/bench/modules.py: clang-22's printed !dx.rootsignatures for
; 180 random signatures of tests/diff/gen.py (seed bench-2026), renumbered into one
; module. Regenerate: tests/bench/modules.py --write-sample tests/bench/clang_sample.ll
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

define void @f0() {
entry:
  ret void
}

define void @f1() {
entry:
  ret void
}

define void @f2() {
entry:
  ret void
}

define void @f3() {
entry:
  ret void
}

define void @f4() {
entry:
  ret void
}

define void @f5() {
entry:
  ret void
}

define void @f6() {
entry:
  ret void
}

define void @f7() {
entry:
  ret void
}

define void @f8() {
entry:
  ret void
}

define void @f9() {
entry:
  ret void
}

define void @f10() {
entry:
  ret void
}

define void @f11() {
entry:
  ret void
}

define void @f12() {
entry:
  ret void
}

define void @f13() {
entry:
  ret void
}

define void @f14() {
entry:
  ret void
}

define void @f15() {
entry:
  ret void
}

define void @f16() {
entry:
  ret void
}

define void @f17() {
entry:
  ret void
}

define void @f18() {
entry:
  ret void
}

define void @f19() {
entry:
  ret void
}

define void @f20() {
entry:
  ret void
}

define void @f21() {
entry:
  ret void
}

define void @f22() {
entry:
  ret void
}

define void @f23() {
entry:
  ret void
}

define void @f24() {
entry:
  ret void
}

define void @f25() {
entry:
  ret void
}

define void @f26() {
entry:
  ret void
}

define void @f27() {
entry:
  ret void
}

define void @f28() {
entry:
  ret void
}

define void @f29() {
entry:
  ret void
}

define void @f30() {
entry:
  ret void
}

define void @f31() {
entry:
  ret void
}

define void @f32() {
entry:
  ret void
}

define void @f33() {
entry:
  ret void
}

define void @f34() {
entry:
  ret void
}

define void @f35() {
entry:
  ret void
}

define void @f36() {
entry:
  ret void
}

define void @f37() {
entry:
  ret void
}

define void @f38() {
entry:
  ret void
}

define void @f39() {
entry:
  ret void
}

define void @f40() {
entry:
  ret void
}

define void @f41() {
entry:
  ret void
}

define void @f42() {
entry:
  ret void
}

define void @f43() {
entry:
  ret void
}

define void @f44() {
entry:
  ret void
}

define void @f45() {
entry:
  ret void
}

define void @f46() {
entry:
  ret void
}

define void @f47() {
entry:
  ret void
}

define void @f48() {
entry:
  ret void
}

define void @f49() {
entry:
  ret void
}

define void @f50() {
entry:
  ret void
}

define void @f51() {
entry:
  ret void
}

define void @f52() {
entry:
  ret void
}

define void @f53() {
entry:
  ret void
}

define void @f54() {
entry:
  ret void
}

define void @f55() {
entry:
  ret void
}

define void @f56() {
entry:
  ret void
}

define void @f57() {
entry:
  ret void
}

define void @f58() {
entry:
  ret void
}

define void @f59() {
entry:
  ret void
}

define void @f60() {
entry:
  ret void
}

define void @f61() {
entry:
  ret void
}

define void @f62() {
entry:
  ret void
}

define void @f63() {
entry:
  ret void
}

define void @f64() {
entry:
  ret void
}

define void @f65() {
entry:
  ret void
}

define void @f66() {
entry:
  ret void
}

define void @f67() {
entry:
  ret void
}

define void @f68() {
entry:
  ret void
}

define void @f69() {
entry:
  ret void
}

define void @f70() {
entry:
  ret void
}

define void @f71() {
entry:
  ret void
}

define void @f72() {
entry:
  ret void
}

define void @f73() {
entry:
  ret void
}

define void @f74() {
entry:
  ret void
}

define void @f75() {
entry:
  ret void
}

define void @f76() {
entry:
  ret void
}

define void @f77() {
entry:
  ret void
}

define void @f78() {
entry:
  ret void
}

define void @f79() {
entry:
  ret void
}

define void @f80() {
entry:
  ret void
}

define void @f81() {
entry:
  ret void
}

define void @f82() {
entry:
  ret void
}

define void @f83() {
entry:
  ret void
}

define void @f84() {
entry:
  ret void
}

define void @f85() {
entry:
  ret void
}

define void @f86() {
entry:
  ret void
}

define void @f87() {
entry:
  ret void
}

define void @f88() {
entry:
  ret void
}

define void @f89() {
entry:
  ret void
}

define void @f90() {
entry:
  ret void
}

define void @f91() {
entry:
  ret void
}

define void @f92() {
entry:
  ret void
}

define void @f93() {
entry:
  ret void
}

define void @f94() {
entry:
  ret void
}

define void @f95() {
entry:
  ret void
}

define void @f96() {
entry:
  ret void
}

define void @f97() {
entry:
  ret void
}

define void @f98() {
entry:
  ret void
}

define void @f99() {
entry:
  ret void
}

define void @f100() {
entry:
  ret void
}

define void @f101() {
entry:
  ret void
}

define void @f102() {
entry:
  ret void
}

define void @f103() {
entry:
  ret void
}

define void @f104() {
entry:
  ret void
}

define void @f105() {
entry:
  ret void
}

define void @f106() {
entry:
  ret void
}

define void @f107() {
entry:
  ret void
}

define void @f108() {
entry:
  ret void
}

define void @f109() {
entry:
  ret void
}

define void @f110() {
entry:
  ret void
}

define void @f111() {
entry:
  ret void
}

define void @f112() {
entry:
  ret void
}

define void @f113() {
entry:
  ret void
}

define void @f114() {
entry:
  ret void
}

define void @f115() {
entry:
  ret void
}

define void @f116() {
entry:
  ret void
}

define void @f117() {
entry:
  ret void
}

define void @f118() {
entry:
  ret void
}

define void @f119() {
entry:
  ret void
}

define void @f120() {
entry:
  ret void
}

define void @f121() {
entry:
  ret void
}

define void @f122() {
entry:
  ret void
}

define void @f123() {
entry:
  ret void
}

define void @f124() {
entry:
  ret void
}

define void @f125() {
entry:
  ret void
}

define void @f126() {
entry:
  ret void
}

define void @f127() {
entry:
  ret void
}

define void @f128() {
entry:
  ret void
}

define void @f129() {
entry:
  ret void
}

define void @f130() {
entry:
  ret void
}

define void @f131() {
entry:
  ret void
}

define void @f132() {
entry:
  ret void
}

define void @f133() {
entry:
  ret void
}

define void @f134() {
entry:
  ret void
}

define void @f135() {
entry:
  ret void
}

define void @f136() {
entry:
  ret void
}

define void @f137() {
entry:
  ret void
}

define void @f138() {
entry:
  ret void
}

define void @f139() {
entry:
  ret void
}

define void @f140() {
entry:
  ret void
}

define void @f141() {
entry:
  ret void
}

define void @f142() {
entry:
  ret void
}

define void @f143() {
entry:
  ret void
}

define void @f144() {
entry:
  ret void
}

define void @f145() {
entry:
  ret void
}

define void @f146() {
entry:
  ret void
}

define void @f147() {
entry:
  ret void
}

define void @f148() {
entry:
  ret void
}

define void @f149() {
entry:
  ret void
}

define void @f150() {
entry:
  ret void
}

define void @f151() {
entry:
  ret void
}

define void @f152() {
entry:
  ret void
}

define void @f153() {
entry:
  ret void
}

define void @f154() {
entry:
  ret void
}

define void @f155() {
entry:
  ret void
}

define void @f156() {
entry:
  ret void
}

define void @f157() {
entry:
  ret void
}

define void @f158() {
entry:
  ret void
}

define void @f159() {
entry:
  ret void
}

define void @f160() {
entry:
  ret void
}

define void @f161() {
entry:
  ret void
}

define void @f162() {
entry:
  ret void
}

define void @f163() {
entry:
  ret void
}

define void @f164() {
entry:
  ret void
}

define void @f165() {
entry:
  ret void
}

define void @f166() {
entry:
  ret void
}

define void @f167() {
entry:
  ret void
}

define void @f168() {
entry:
  ret void
}

define void @f169() {
entry:
  ret void
}

define void @f170() {
entry:
  ret void
}

define void @f171() {
entry:
  ret void
}

define void @f172() {
entry:
  ret void
}

define void @f173() {
entry:
  ret void
}

define void @f174() {
entry:
  ret void
}

define void @f175() {
entry:
  ret void
}

define void @f176() {
entry:
  ret void
}

define void @f177() {
entry:
  ret void
}

define void @f178() {
entry:
  ret void
}

define void @f179() {
entry:
  ret void
}

!dx.rootsignatures = !{!0, !9, !15, !23, !39, !56, !64, !148, !162, !169, !184, !197, !211, !219, !225, !231, !253, !272, !285, !298, !304, !315, !319, !330, !355, !413, !419, !432, !445, !453, !460, !469, !480, !494, !496, !511, !530, !547, !549, !559, !561, !565, !576, !610, !622, !631, !646, !649, !664, !676, !690, !695, !698, !708, !713, !730, !733, !738, !752, !755, !776, !794, !808, !822, !828, !842, !851, !863, !869, !878, !885, !904, !913, !928, !940, !956, !958, !980, !983, !1025, !1029, !1032, !1057, !1065, !1073, !1093, !1127, !1151, !1163, !1173, !1187, !1191, !1195, !1198, !1213, !1229, !1239, !1252, !1265, !1287, !1297, !1311, !1318, !1327, !1329, !1354, !1360, !1378, !1382, !1387, !1393, !1400, !1403, !1412, !1432, !1446, !1468, !1478, !1492, !1495, !1500, !1502, !1514, !1551, !1557, !1563, !1576, !1591, !1594, !1616, !1624, !1627, !1632, !1639, !1644, !1664, !1671, !1677, !1688, !1776, !1782, !1794, !1797, !1818, !1839, !1855, !1858, !1884, !1891, !1899, !1902, !1912, !1915, !1921, !1924, !1932, !1956, !1999, !2008, !2011, !2028, !2041, !2047, !2050, !2061, !2091, !2093, !2101, !2128, !2154, !2160, !2174, !2181, !2191, !2204, !2213, !2216, !2303, !2308, !2323}

!0 = !{ptr @f0, !1, i32 1}
!1 = !{!2, !5, !6, !7}
!2 = !{!"DescriptorTable", i32 0, !3, !4}
!3 = !{!"SRV", i32 16, i32 12, i32 2, i32 0, i32 3}
!4 = !{!"UAV", i32 -1, i32 4, i32 1, i32 -1, i32 3}
!5 = !{!"DescriptorTable", i32 0}
!6 = !{!"StaticSampler", i32 85, i32 1, i32 3, i32 2, float 0xC02B0CF1C0000000, i32 16, i32 4, i32 0, float -6.400000e+01, float 0x402C3A4F20000000, i32 8, i32 6, i32 4, i32 0}
!7 = !{!"DescriptorTable", i32 0, !8}
!8 = !{!"SRV", i32 1, i32 4, i32 0, i32 0, i32 3}
!9 = !{ptr @f1, !10, i32 1}
!10 = !{!11, !12, !13, !14}
!11 = !{!"RootConstants", i32 1, i32 416, i32 0, i32 1}
!12 = !{!"RootConstants", i32 0, i32 4, i32 5, i32 16}
!13 = !{!"DescriptorTable", i32 3}
!14 = !{!"StaticSampler", i32 85, i32 2, i32 1, i32 1, float 0xC027333340000000, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 15, i32 0, i32 0, i32 0}
!15 = !{ptr @f2, !16, i32 1}
!16 = !{!17, !21, !22}
!17 = !{!"DescriptorTable", i32 3, !18, !19, !20}
!18 = !{!"CBV", i32 3, i32 809, i32 1, i32 -1, i32 3}
!19 = !{!"CBV", i32 1, i32 9, i32 4, i32 -1, i32 3}
!20 = !{!"CBV", i32 12, i32 9, i32 -1103585908, i32 -1, i32 3}
!21 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 7, i32 1, float 0x4087B04D40000000, float 0x47EFFFFFE0000000, i32 8, i32 0, i32 0, i32 0}
!22 = !{!"StaticSampler", i32 85, i32 3, i32 3, i32 1, float 0x402A822680000000, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 812, i32 0, i32 4, i32 0}
!23 = !{ptr @f3, !24, i32 1}
!24 = !{!25, !26, !32, !33, !34, !37, !38}
!25 = !{!"StaticSampler", i32 128, i32 5, i32 1, i32 4, float 0x401E046A00000000, i32 5, i32 4, i32 2, float 0x4072430C20000000, float 0x47EFFFFFE0000000, i32 1, i32 29, i32 0, i32 0}
!26 = !{!"DescriptorTable", i32 0, !27, !28, !29, !30, !31}
!27 = !{!"UAV", i32 1, i32 296, i32 5, i32 1226442068, i32 3}
!28 = !{!"CBV", i32 1, i32 8, i32 3, i32 -1, i32 3}
!29 = !{!"CBV", i32 1, i32 457, i32 382, i32 -1, i32 3}
!30 = !{!"SRV", i32 1, i32 4, i32 6, i32 -1, i32 3}
!31 = !{!"SRV", i32 1, i32 -665954086, i32 0, i32 -1, i32 3}
!32 = !{!"RootFlags", i32 3860}
!33 = !{!"StaticSampler", i32 1, i32 1, i32 2, i32 3, float 6.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 7, i32 0, i32 0, i32 0}
!34 = !{!"DescriptorTable", i32 0, !35, !36}
!35 = !{!"SRV", i32 1, i32 14, i32 0, i32 -1, i32 3}
!36 = !{!"CBV", i32 1, i32 889, i32 0, i32 -1, i32 3}
!37 = !{!"RootSRV", i32 0, i32 6, i32 0, i32 2}
!38 = !{!"RootConstants", i32 0, i32 8, i32 5, i32 4}
!39 = !{ptr @f4, !40, i32 1}
!40 = !{!41, !42, !44, !48, !49, !50}
!41 = !{!"RootUAV", i32 0, i32 11, i32 0, i32 2}
!42 = !{!"DescriptorTable", i32 0, !43}
!43 = !{!"UAV", i32 1, i32 12, i32 0, i32 -1, i32 3}
!44 = !{!"DescriptorTable", i32 0, !45, !46, !47}
!45 = !{!"UAV", i32 1, i32 955, i32 88, i32 0, i32 3}
!46 = !{!"CBV", i32 1, i32 461, i32 4, i32 -1, i32 3}
!47 = !{!"SRV", i32 1, i32 902, i32 487, i32 -1, i32 3}
!48 = !{!"StaticSampler", i32 85, i32 4, i32 3, i32 1, float 0x4006426200000000, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 0, i32 0, i32 0, i32 0}
!49 = !{!"StaticSampler", i32 4, i32 1, i32 1, i32 3, float 0.000000e+00, i32 16, i32 4, i32 1, float 1.800000e+01, float 0x47EFFFFFE0000000, i32 423, i32 0, i32 6, i32 0}
!50 = !{!"DescriptorTable", i32 0, !51, !52, !53, !54, !55}
!51 = !{!"Sampler", i32 1, i32 12, i32 0, i32 -1, i32 1}
!52 = !{!"Sampler", i32 1, i32 520, i32 0, i32 -958222822, i32 1}
!53 = !{!"Sampler", i32 5, i32 844, i32 0, i32 -1, i32 1}
!54 = !{!"Sampler", i32 1, i32 15, i32 0, i32 -1, i32 1}
!55 = !{!"Sampler", i32 -1, i32 13, i32 -340929819, i32 -1, i32 1}
!56 = !{ptr @f5, !57, i32 1}
!57 = !{!58, !59, !60, !61, !62, !63}
!58 = !{!"RootCBV", i32 0, i32 11, i32 739947305, i32 2}
!59 = !{!"StaticSampler", i32 85, i32 2, i32 2, i32 3, float 0.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 86827448, i32 0, i32 0, i32 0}
!60 = !{!"RootFlags", i32 8}
!61 = !{!"StaticSampler", i32 272, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 1, float 0.000000e+00, float 0x40302647E0000000, i32 9, i32 0, i32 6, i32 0}
!62 = !{!"RootConstants", i32 0, i32 1023060612, i32 3, i32 1}
!63 = !{!"RootConstants", i32 7, i32 9, i32 0, i32 7}
!64 = !{ptr @f6, !65, i32 1}
!65 = !{!66, !67, !68, !71, !72, !77, !78, !82, !83, !84, !85, !87, !89, !90, !91, !96, !97, !98, !99, !100, !101, !104, !105, !106, !107, !108, !109, !110, !112, !113, !115, !116, !117, !120, !121, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !135, !136, !137, !141, !142, !143, !144, !145, !146, !147}
!66 = !{!"RootCBV", i32 2, i32 494, i32 0, i32 2}
!67 = !{!"StaticSampler", i32 388, i32 1, i32 2, i32 4, float 0.000000e+00, i32 5, i32 1, i32 2, float 0xC021439580000000, float 0x4088703D80000000, i32 8, i32 0, i32 6, i32 0}
!68 = !{!"DescriptorTable", i32 7, !69, !70}
!69 = !{!"SRV", i32 1, i32 14, i32 0, i32 -1, i32 3}
!70 = !{!"CBV", i32 -1, i32 10, i32 372, i32 -1, i32 3}
!71 = !{!"StaticSampler", i32 341, i32 4, i32 1, i32 2, float 0.000000e+00, i32 16, i32 4, i32 2, float -2.000000e+01, float 1.000000e+03, i32 7, i32 0, i32 0, i32 0}
!72 = !{!"DescriptorTable", i32 5, !73, !74, !75, !76}
!73 = !{!"CBV", i32 10, i32 6, i32 0, i32 -1, i32 3}
!74 = !{!"SRV", i32 1, i32 521, i32 3, i32 45, i32 3}
!75 = !{!"UAV", i32 1, i32 12, i32 0, i32 26, i32 3}
!76 = !{!"CBV", i32 1, i32 38, i32 0, i32 -2, i32 3}
!77 = !{!"StaticSampler", i32 85, i32 3, i32 1, i32 2, float 0.000000e+00, i32 16, i32 2, i32 0, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 1, i32 562, i32 0, i32 0}
!78 = !{!"DescriptorTable", i32 0, !79, !80, !81}
!79 = !{!"Sampler", i32 1, i32 14, i32 2, i32 -1, i32 1}
!80 = !{!"Sampler", i32 1, i32 5, i32 -17, i32 -1, i32 1}
!81 = !{!"Sampler", i32 1, i32 9, i32 1155658143, i32 -1, i32 1}
!82 = !{!"RootConstants", i32 0, i32 -2, i32 0, i32 3}
!83 = !{!"RootUAV", i32 1, i32 4, i32 0, i32 2}
!84 = !{!"RootUAV", i32 3, i32 5, i32 6, i32 2}
!85 = !{!"DescriptorTable", i32 0, !86}
!86 = !{!"CBV", i32 1, i32 9, i32 1, i32 1625157605, i32 3}
!87 = !{!"DescriptorTable", i32 0, !88}
!88 = !{!"CBV", i32 1, i32 0, i32 0, i32 46, i32 3}
!89 = !{!"RootConstants", i32 2, i32 713, i32 6, i32 3}
!90 = !{!"RootConstants", i32 0, i32 3, i32 0, i32 1}
!91 = !{!"DescriptorTable", i32 0, !92, !93, !94, !95}
!92 = !{!"Sampler", i32 1, i32 3, i32 0, i32 48, i32 1}
!93 = !{!"Sampler", i32 1, i32 2, i32 0, i32 -1, i32 1}
!94 = !{!"Sampler", i32 12, i32 12, i32 0, i32 -1, i32 1}
!95 = !{!"Sampler", i32 1, i32 4, i32 0, i32 -1, i32 1}
!96 = !{!"StaticSampler", i32 85, i32 3, i32 3, i32 1, float 0xBFF6E69AE0000000, i32 5, i32 7, i32 2, float 0.000000e+00, float 0x3FEA6D02A0000000, i32 262, i32 0, i32 3, i32 0}
!97 = !{!"StaticSampler", i32 17, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0xC02F3D2420000000, float 0xC0299B4720000000, i32 -1030968587, i32 -17, i32 0, i32 0}
!98 = !{!"RootConstants", i32 0, i32 5, i32 0, i32 3}
!99 = !{!"StaticSampler", i32 388, i32 4, i32 1, i32 1, float 0xC02A533340000000, i32 16, i32 4, i32 2, float 0xC017C4F360000000, float 0x47EFFFFFE0000000, i32 5, i32 0, i32 0, i32 0}
!100 = !{!"StaticSampler", i32 85, i32 2, i32 2, i32 1, float -1.000000e+01, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 -2, i32 0, i32 1, i32 0}
!101 = !{!"DescriptorTable", i32 0, !102, !103}
!102 = !{!"CBV", i32 1, i32 10, i32 3, i32 -1, i32 3}
!103 = !{!"UAV", i32 1, i32 154, i32 2, i32 -1, i32 3}
!104 = !{!"StaticSampler", i32 5, i32 1, i32 1, i32 1, float -1.300000e+01, i32 10, i32 6, i32 0, float 0.000000e+00, float 0x40135A6B60000000, i32 14, i32 581, i32 0, i32 0}
!105 = !{!"StaticSampler", i32 85, i32 4, i32 1, i32 1, float 0.000000e+00, i32 16, i32 7, i32 1, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 908, i32 0, i32 1, i32 0}
!106 = !{!"RootConstants", i32 0, i32 187, i32 2, i32 2}
!107 = !{!"StaticSampler", i32 85, i32 3, i32 2, i32 1, float -4.000000e+00, i32 16, i32 4, i32 2, float 0xC02D666660000000, float -1.100000e+01, i32 9, i32 1, i32 6, i32 0}
!108 = !{!"StaticSampler", i32 85, i32 1, i32 5, i32 1, float 0.000000e+00, i32 16, i32 6, i32 2, float 0x4032262B60000000, float 0x4042266660000000, i32 15, i32 3, i32 0, i32 0}
!109 = !{!"StaticSampler", i32 85, i32 1, i32 2, i32 1, float 0x40234294A0000000, i32 8, i32 4, i32 4, float 0.000000e+00, float 0x40668B27C0000000, i32 34, i32 0, i32 0, i32 0}
!110 = !{!"DescriptorTable", i32 5, !111}
!111 = !{!"CBV", i32 -1, i32 12, i32 -17, i32 -1, i32 3}
!112 = !{!"RootCBV", i32 2, i32 135, i32 3, i32 2}
!113 = !{!"DescriptorTable", i32 6, !114}
!114 = !{!"SRV", i32 -1, i32 608, i32 0, i32 51, i32 3}
!115 = !{!"StaticSampler", i32 260, i32 1, i32 1, i32 1, float 0xC02DB74BC0000000, i32 16, i32 4, i32 2, float 0x402646CD60000000, float 0x47EFFFFFE0000000, i32 5, i32 7, i32 3, i32 0}
!116 = !{!"StaticSampler", i32 85, i32 2, i32 2, i32 1, float 0.000000e+00, i32 16, i32 3, i32 2, float 0xBFF343FE60000000, float 0x46289B8D60000000, i32 6, i32 0, i32 2, i32 0}
!117 = !{!"DescriptorTable", i32 0, !118, !119}
!118 = !{!"CBV", i32 1, i32 387862188, i32 780, i32 -1, i32 3}
!119 = !{!"SRV", i32 12, i32 0, i32 7, i32 -1, i32 3}
!120 = !{!"RootSRV", i32 2, i32 15, i32 0, i32 2}
!121 = !{!"DescriptorTable", i32 0, !122, !123, !124}
!122 = !{!"UAV", i32 15, i32 15, i32 3, i32 13, i32 3}
!123 = !{!"UAV", i32 2, i32 11, i32 6, i32 36, i32 3}
!124 = !{!"SRV", i32 16, i32 453, i32 0, i32 -1, i32 3}
!125 = !{!"StaticSampler", i32 404, i32 2, i32 1, i32 1, float -1.100000e+01, i32 16, i32 7, i32 2, float 0x408002A3E0000000, float 0x47EFFFFFE0000000, i32 608, i32 0, i32 0, i32 0}
!126 = !{!"RootConstants", i32 0, i32 1, i32 0, i32 1}
!127 = !{!"RootConstants", i32 7, i32 279, i32 0, i32 1}
!128 = !{!"RootConstants", i32 0, i32 2, i32 815, i32 6}
!129 = !{!"RootCBV", i32 5, i32 213, i32 0, i32 2}
!130 = !{!"RootUAV", i32 3, i32 4, i32 2081377542, i32 2}
!131 = !{!"RootCBV", i32 0, i32 2, i32 783, i32 2}
!132 = !{!"RootFlags", i32 2673}
!133 = !{!"RootConstants", i32 7, i32 13, i32 169, i32 1}
!134 = !{!"RootConstants", i32 3, i32 9, i32 -17, i32 1}
!135 = !{!"DescriptorTable", i32 2}
!136 = !{!"DescriptorTable", i32 0}
!137 = !{!"DescriptorTable", i32 6, !138, !139, !140}
!138 = !{!"CBV", i32 1, i32 9, i32 2, i32 54, i32 3}
!139 = !{!"UAV", i32 8, i32 1, i32 2, i32 -1, i32 3}
!140 = !{!"SRV", i32 1, i32 13, i32 0, i32 -1, i32 3}
!141 = !{!"RootSRV", i32 0, i32 0, i32 3, i32 2}
!142 = !{!"StaticSampler", i32 133, i32 1, i32 5, i32 2, float 0xC01202EC20000000, i32 16, i32 4, i32 1, float 0xC026B984A0000000, float 0x402AB5A4E0000000, i32 398, i32 3, i32 0, i32 0}
!143 = !{!"StaticSampler", i32 388, i32 1, i32 1, i32 1, float 0xC022810620000000, i32 8, i32 4, i32 2, float 0.000000e+00, float 0x408905CEE0000000, i32 11, i32 6, i32 6, i32 0}
!144 = !{!"RootSRV", i32 5, i32 7, i32 0, i32 2}
!145 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 5, i32 2, float 0xC1E0000000000000, float 0x47EFFFFFE0000000, i32 1605549078, i32 0, i32 4, i32 0}
!146 = !{!"RootCBV", i32 0, i32 600, i32 725475415, i32 2}
!147 = !{!"RootSRV", i32 1, i32 455915600, i32 472, i32 2}
!148 = !{ptr @f7, !149, i32 1}
!149 = !{!150, !151, !153, !154, !155, !156, !157, !160, !161}
!150 = !{!"RootUAV", i32 7, i32 462, i32 0, i32 2}
!151 = !{!"DescriptorTable", i32 1, !152}
!152 = !{!"CBV", i32 1, i32 603, i32 0, i32 -1, i32 3}
!153 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0xBFF2274740000000, float 0x47EFFFFFE0000000, i32 5, i32 -1427942994, i32 5, i32 0}
!154 = !{!"RootSRV", i32 4, i32 7, i32 0, i32 2}
!155 = !{!"RootCBV", i32 5, i32 8, i32 0, i32 2}
!156 = !{!"StaticSampler", i32 256, i32 5, i32 1, i32 2, float -1.000000e+01, i32 16, i32 1, i32 3, float 0x4012B851E0000000, float 0x47EFFFFFE0000000, i32 15, i32 7, i32 7, i32 0}
!157 = !{!"DescriptorTable", i32 7, !158, !159}
!158 = !{!"Sampler", i32 6, i32 11, i32 -1374780031, i32 -1, i32 1}
!159 = !{!"Sampler", i32 1, i32 4, i32 0, i32 55, i32 1}
!160 = !{!"StaticSampler", i32 145, i32 1, i32 4, i32 1, float 1.200000e+01, i32 12, i32 6, i32 2, float 0xC621513FE0000000, float 1.200000e+01, i32 13, i32 5, i32 0, i32 0}
!161 = !{!"RootFlags", i32 128}
!162 = !{ptr @f8, !163, i32 1}
!163 = !{!164, !166, !167, !168}
!164 = !{!"DescriptorTable", i32 0, !165}
!165 = !{!"UAV", i32 19956, i32 7, i32 6, i32 -1, i32 3}
!166 = !{!"RootUAV", i32 0, i32 8, i32 0, i32 2}
!167 = !{!"RootFlags", i32 1}
!168 = !{!"RootSRV", i32 0, i32 -2, i32 1, i32 2}
!169 = !{ptr @f9, !170, i32 1}
!170 = !{!171, !176, !177, !178, !181}
!171 = !{!"DescriptorTable", i32 7, !172, !173, !174, !175}
!172 = !{!"UAV", i32 13, i32 7, i32 0, i32 -1, i32 3}
!173 = !{!"SRV", i32 1, i32 11, i32 0, i32 -1, i32 3}
!174 = !{!"UAV", i32 22597, i32 515, i32 -1553927294, i32 896734176, i32 3}
!175 = !{!"SRV", i32 -1, i32 12, i32 0, i32 -1, i32 3}
!176 = !{!"StaticSampler", i32 85, i32 3, i32 2, i32 1, float 6.500000e+00, i32 16, i32 4, i32 1, float 0xC00983EC00000000, float 0x4607C254C0000000, i32 153, i32 0, i32 0, i32 0}
!177 = !{!"StaticSampler", i32 85, i32 5, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0x3FCB99F300000000, float 0x47EFFFFFE0000000, i32 11, i32 1, i32 0, i32 0}
!178 = !{!"DescriptorTable", i32 3, !179, !180}
!179 = !{!"UAV", i32 2, i32 3, i32 6, i32 1, i32 3}
!180 = !{!"SRV", i32 1, i32 0, i32 1475938607, i32 -1, i32 3}
!181 = !{!"DescriptorTable", i32 3, !182, !183}
!182 = !{!"UAV", i32 2, i32 4, i32 0, i32 -1, i32 3}
!183 = !{!"CBV", i32 8, i32 11, i32 0, i32 -1, i32 3}
!184 = !{ptr @f10, !185, i32 1}
!185 = !{!186, !189, !191, !192, !193, !194}
!186 = !{!"DescriptorTable", i32 0, !187, !188}
!187 = !{!"SRV", i32 85650, i32 6, i32 3, i32 -1, i32 3}
!188 = !{!"SRV", i32 -1, i32 431379676, i32 0, i32 1813900840, i32 3}
!189 = !{!"DescriptorTable", i32 6, !190}
!190 = !{!"Sampler", i32 1, i32 14, i32 2, i32 20, i32 1}
!191 = !{!"StaticSampler", i32 85, i32 4, i32 1, i32 2, float 1.000000e+01, i32 10, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 7, i32 0, i32 0, i32 0}
!192 = !{!"RootConstants", i32 4, i32 10, i32 7, i32 1}
!193 = !{!"StaticSampler", i32 21, i32 2, i32 1, i32 2, float 0.000000e+00, i32 8, i32 7, i32 2, float -1.400000e+01, float 0x47EFFFFFE0000000, i32 0, i32 0, i32 0, i32 0}
!194 = !{!"DescriptorTable", i32 5, !195, !196}
!195 = !{!"Sampler", i32 6, i32 11, i32 -1521232927, i32 48, i32 1}
!196 = !{!"Sampler", i32 1, i32 15, i32 7, i32 -1, i32 1}
!197 = !{ptr @f11, !198, i32 1}
!198 = !{!199, !200, !204, !205, !206, !207, !208, !209, !210}
!199 = !{!"StaticSampler", i32 277, i32 1, i32 1, i32 5, float 0xC01E750200000000, i32 16, i32 4, i32 2, float 0xC603A12540000000, float 0xC02FA4DD20000000, i32 6, i32 4, i32 0, i32 0}
!200 = !{!"DescriptorTable", i32 7, !201, !202, !203}
!201 = !{!"SRV", i32 1256693786, i32 8, i32 101, i32 -1, i32 3}
!202 = !{!"SRV", i32 1, i32 834, i32 0, i32 -2064822044, i32 3}
!203 = !{!"UAV", i32 1, i32 170, i32 3, i32 -1, i32 3}
!204 = !{!"RootCBV", i32 6, i32 774, i32 2, i32 2}
!205 = !{!"RootConstants", i32 4, i32 4, i32 0, i32 4}
!206 = !{!"StaticSampler", i32 1, i32 3, i32 1, i32 4, float 0.000000e+00, i32 16, i32 2, i32 1, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 7, i32 0, i32 0, i32 0}
!207 = !{!"RootCBV", i32 0, i32 -1116532062, i32 0, i32 2}
!208 = !{!"RootConstants", i32 2, i32 339, i32 0, i32 1}
!209 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0xC00B189380000000, i32 16, i32 3, i32 2, float 0x4003C30840000000, float 0x462180B3A0000000, i32 4, i32 0, i32 2, i32 0}
!210 = !{!"RootFlags", i32 1}
!211 = !{ptr @f12, !212, i32 1}
!212 = !{!213, !214, !215, !217, !218}
!213 = !{!"RootFlags", i32 533}
!214 = !{!"RootConstants", i32 4, i32 1, i32 0, i32 3}
!215 = !{!"DescriptorTable", i32 0, !216}
!216 = !{!"CBV", i32 1, i32 39828708, i32 2, i32 -1, i32 3}
!217 = !{!"DescriptorTable", i32 6}
!218 = !{!"RootUAV", i32 0, i32 1, i32 41, i32 2}
!219 = !{ptr @f13, !220, i32 1}
!220 = !{!221, !222}
!221 = !{!"RootFlags", i32 1036}
!222 = !{!"DescriptorTable", i32 0, !223, !224}
!223 = !{!"CBV", i32 1, i32 15, i32 7, i32 85123577, i32 3}
!224 = !{!"SRV", i32 -1, i32 14, i32 3, i32 -1, i32 3}
!225 = !{ptr @f14, !226, i32 1}
!226 = !{!227}
!227 = !{!"DescriptorTable", i32 0, !228, !229, !230}
!228 = !{!"CBV", i32 60860, i32 8, i32 3, i32 -1, i32 3}
!229 = !{!"CBV", i32 1, i32 0, i32 4, i32 -1, i32 3}
!230 = !{!"UAV", i32 60612, i32 1, i32 0, i32 -1, i32 3}
!231 = !{ptr @f15, !232, i32 1}
!232 = !{!233, !234, !235, !236, !237, !238, !243, !244, !246, !250, !251, !252}
!233 = !{!"RootConstants", i32 0, i32 5, i32 0, i32 2}
!234 = !{!"StaticSampler", i32 129, i32 5, i32 1, i32 5, float 1.200000e+01, i32 16, i32 1, i32 2, float 0.000000e+00, float 3.980000e+02, i32 9, i32 609, i32 0, i32 0}
!235 = !{!"StaticSampler", i32 401, i32 1, i32 1, i32 1, float 0.000000e+00, i32 13, i32 4, i32 2, float 0x402AACA640000000, float 0x47EFFFFFE0000000, i32 356, i32 0, i32 0, i32 0}
!236 = !{!"RootUAV", i32 1, i32 1, i32 3, i32 2}
!237 = !{!"RootUAV", i32 7, i32 443, i32 0, i32 2}
!238 = !{!"DescriptorTable", i32 0, !239, !240, !241, !242}
!239 = !{!"SRV", i32 1, i32 8, i32 5, i32 -1, i32 3}
!240 = !{!"CBV", i32 1, i32 12, i32 537, i32 -1, i32 3}
!241 = !{!"CBV", i32 34222, i32 437, i32 620, i32 59, i32 3}
!242 = !{!"CBV", i32 -1, i32 752, i32 0, i32 6, i32 3}
!243 = !{!"StaticSampler", i32 85, i32 5, i32 1, i32 1, float 0.000000e+00, i32 16, i32 8, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 1932060871, i32 3, i32 2, i32 0}
!244 = !{!"DescriptorTable", i32 0, !245}
!245 = !{!"SRV", i32 1, i32 13, i32 0, i32 -1, i32 3}
!246 = !{!"DescriptorTable", i32 1, !247, !248, !249}
!247 = !{!"UAV", i32 1, i32 8, i32 0, i32 -1, i32 3}
!248 = !{!"UAV", i32 9, i32 11, i32 7, i32 -1, i32 3}
!249 = !{!"CBV", i32 1, i32 42578916, i32 6, i32 -1, i32 3}
!250 = !{!"RootUAV", i32 0, i32 10, i32 957, i32 2}
!251 = !{!"RootConstants", i32 0, i32 11, i32 567259752, i32 1}
!252 = !{!"RootCBV", i32 1, i32 7, i32 0, i32 2}
!253 = !{ptr @f16, !254, i32 1}
!254 = !{!255, !256, !257, !258, !259, !264, !265, !266, !269, !271}
!255 = !{!"StaticSampler", i32 21, i32 3, i32 2, i32 4, float 0x40214D2720000000, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 0, i32 2, i32 2, i32 0}
!256 = !{!"StaticSampler", i32 128, i32 1, i32 1, i32 2, float -2.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 3, i32 0, i32 5, i32 0}
!257 = !{!"StaticSampler", i32 145, i32 1, i32 1, i32 1, float 0xC0225C01A0000000, i32 16, i32 4, i32 2, float 0x4611762CC0000000, float 0x47EFFFFFE0000000, i32 8, i32 5, i32 0, i32 0}
!258 = !{!"StaticSampler", i32 1, i32 1, i32 2, i32 5, float 0.000000e+00, i32 16, i32 5, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 6, i32 2, i32 0, i32 0}
!259 = !{!"DescriptorTable", i32 0, !260, !261, !262, !263}
!260 = !{!"CBV", i32 61734, i32 14, i32 0, i32 -1, i32 3}
!261 = !{!"SRV", i32 11, i32 9, i32 1, i32 -1, i32 3}
!262 = !{!"SRV", i32 1, i32 75, i32 1899594922, i32 -1, i32 3}
!263 = !{!"SRV", i32 1, i32 15, i32 0, i32 -1, i32 3}
!264 = !{!"RootConstants", i32 0, i32 91, i32 7, i32 3}
!265 = !{!"RootUAV", i32 0, i32 12, i32 2, i32 2}
!266 = !{!"DescriptorTable", i32 0, !267, !268}
!267 = !{!"CBV", i32 10, i32 13, i32 2, i32 -1, i32 3}
!268 = !{!"UAV", i32 1, i32 978, i32 0, i32 4, i32 3}
!269 = !{!"DescriptorTable", i32 3, !270}
!270 = !{!"CBV", i32 1, i32 13, i32 0, i32 -1, i32 3}
!271 = !{!"StaticSampler", i32 85, i32 4, i32 1, i32 1, float 0x401782A9C0000000, i32 16, i32 5, i32 2, float 0xC024428F60000000, float 0x47EFFFFFE0000000, i32 14, i32 0, i32 6, i32 0}
!272 = !{ptr @f17, !273, i32 1}
!273 = !{!274, !275, !279, !280, !281, !282, !283, !284}
!274 = !{!"StaticSampler", i32 21, i32 1, i32 1, i32 1, float 0xC0229999A0000000, i32 16, i32 1, i32 0, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 6, i32 0, i32 5, i32 0}
!275 = !{!"DescriptorTable", i32 0, !276, !277, !278}
!276 = !{!"Sampler", i32 1, i32 1, i32 0, i32 -1, i32 1}
!277 = !{!"Sampler", i32 1, i32 12, i32 0, i32 -1, i32 1}
!278 = !{!"Sampler", i32 3, i32 783, i32 663, i32 -1, i32 1}
!279 = !{!"StaticSampler", i32 5, i32 3, i32 1, i32 2, float -1.000000e+01, i32 5, i32 7, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 14, i32 7, i32 1, i32 0}
!280 = !{!"RootUAV", i32 5, i32 -1489096599, i32 4, i32 2}
!281 = !{!"StaticSampler", i32 5, i32 1, i32 3, i32 1, float 0.000000e+00, i32 14, i32 4, i32 2, float -6.260000e+02, float 7.000000e+00, i32 2, i32 1, i32 0, i32 0}
!282 = !{!"RootFlags", i32 64}
!283 = !{!"RootSRV", i32 0, i32 13, i32 3, i32 2}
!284 = !{!"StaticSampler", i32 400, i32 4, i32 2, i32 1, float 0x4013581060000000, i32 16, i32 4, i32 2, float 0x462843A340000000, float 0x47EFFFFFE0000000, i32 12, i32 7, i32 5, i32 0}
!285 = !{ptr @f18, !286, i32 1}
!286 = !{!287, !288, !289, !294, !295, !296}
!287 = !{!"RootUAV", i32 0, i32 9, i32 1, i32 2}
!288 = !{!"RootFlags", i32 298}
!289 = !{!"DescriptorTable", i32 0, !290, !291, !292, !293}
!290 = !{!"UAV", i32 1, i32 698, i32 2, i32 37, i32 3}
!291 = !{!"CBV", i32 1, i32 6, i32 0, i32 14, i32 3}
!292 = !{!"UAV", i32 1, i32 15, i32 0, i32 669004913, i32 3}
!293 = !{!"CBV", i32 1, i32 10, i32 7, i32 -1, i32 3}
!294 = !{!"RootUAV", i32 6, i32 12, i32 0, i32 2}
!295 = !{!"RootSRV", i32 0, i32 7, i32 0, i32 2}
!296 = !{!"DescriptorTable", i32 0, !297}
!297 = !{!"CBV", i32 1, i32 3, i32 0, i32 -1, i32 3}
!298 = !{ptr @f19, !299, i32 1}
!299 = !{!300, !301, !302, !303}
!300 = !{!"StaticSampler", i32 5, i32 1, i32 1, i32 1, float 0x4016185F00000000, i32 10, i32 4, i32 2, float 0xC0265C5D60000000, float 0x402F5AED20000000, i32 419, i32 0, i32 5, i32 0}
!301 = !{!"RootFlags", i32 1}
!302 = !{!"RootCBV", i32 0, i32 9, i32 0, i32 2}
!303 = !{!"StaticSampler", i32 85, i32 5, i32 1, i32 5, float 0.000000e+00, i32 2, i32 7, i32 2, float 0xC61B235640000000, float 0x407F38BDE0000000, i32 15, i32 -1719637287, i32 3, i32 0}
!304 = !{ptr @f20, !305, i32 1}
!305 = !{!306, !308, !309, !312, !313, !314}
!306 = !{!"DescriptorTable", i32 0, !307}
!307 = !{!"Sampler", i32 1, i32 860, i32 0, i32 28, i32 1}
!308 = !{!"RootSRV", i32 0, i32 3, i32 1, i32 2}
!309 = !{!"DescriptorTable", i32 5, !310, !311}
!310 = !{!"CBV", i32 1, i32 11, i32 0, i32 -1228634852, i32 3}
!311 = !{!"UAV", i32 1, i32 112, i32 212, i32 61, i32 3}
!312 = !{!"StaticSampler", i32 385, i32 1, i32 3, i32 3, float 0.000000e+00, i32 16, i32 1, i32 2, float 0xC001422880000000, float 0x3FC42612C0000000, i32 9, i32 0, i32 0, i32 0}
!313 = !{!"RootFlags", i32 1024}
!314 = !{!"StaticSampler", i32 405, i32 5, i32 1, i32 1, float 0x40218F8380000000, i32 2, i32 5, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 114, i32 6, i32 7, i32 0}
!315 = !{ptr @f21, !316, i32 1}
!316 = !{!317, !318}
!317 = !{!"RootCBV", i32 0, i32 15, i32 4, i32 2}
!318 = !{!"RootFlags", i32 2052}
!319 = !{ptr @f22, !320, i32 1}
!320 = !{!321, !327, !328, !329}
!321 = !{!"DescriptorTable", i32 0, !322, !323, !324, !325, !326}
!322 = !{!"UAV", i32 4, i32 9, i32 0, i32 13, i32 3}
!323 = !{!"SRV", i32 1, i32 -2, i32 6, i32 -1, i32 3}
!324 = !{!"UAV", i32 1, i32 589, i32 0, i32 -1, i32 3}
!325 = !{!"SRV", i32 12, i32 14, i32 0, i32 -972887032, i32 3}
!326 = !{!"UAV", i32 95432, i32 -95433, i32 0, i32 -1, i32 3}
!327 = !{!"RootSRV", i32 0, i32 3, i32 1, i32 2}
!328 = !{!"RootConstants", i32 5, i32 3, i32 0, i32 1}
!329 = !{!"RootUAV", i32 0, i32 516, i32 3, i32 2}
!330 = !{ptr @f23, !331, i32 1}
!331 = !{!332, !336, !337, !338, !341, !344, !345, !351, !352, !354}
!332 = !{!"DescriptorTable", i32 0, !333, !334, !335}
!333 = !{!"CBV", i32 3, i32 8, i32 0, i32 -1, i32 3}
!334 = !{!"SRV", i32 1, i32 8, i32 0, i32 -1, i32 3}
!335 = !{!"SRV", i32 -1, i32 1676732749, i32 7, i32 -1, i32 3}
!336 = !{!"StaticSampler", i32 0, i32 4, i32 1, i32 1, float 0.000000e+00, i32 2, i32 3, i32 4, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 4, i32 0, i32 0, i32 0}
!337 = !{!"RootCBV", i32 0, i32 694, i32 0, i32 2}
!338 = !{!"DescriptorTable", i32 4, !339, !340}
!339 = !{!"SRV", i32 47077, i32 12, i32 0, i32 -1, i32 3}
!340 = !{!"SRV", i32 1, i32 1977172600, i32 0, i32 -2, i32 3}
!341 = !{!"DescriptorTable", i32 0, !342, !343}
!342 = !{!"Sampler", i32 18258, i32 1350466379, i32 6, i32 -1, i32 1}
!343 = !{!"Sampler", i32 -1, i32 8, i32 0, i32 -849472730, i32 1}
!344 = !{!"RootConstants", i32 0, i32 2, i32 2, i32 13}
!345 = !{!"DescriptorTable", i32 3, !346, !347, !348, !349, !350}
!346 = !{!"Sampler", i32 98974, i32 144620979, i32 7, i32 -1, i32 1}
!347 = !{!"Sampler", i32 1, i32 974, i32 398, i32 61, i32 1}
!348 = !{!"Sampler", i32 1, i32 8, i32 6, i32 -1, i32 1}
!349 = !{!"Sampler", i32 1, i32 2012070469, i32 6, i32 -1, i32 1}
!350 = !{!"Sampler", i32 1, i32 15, i32 6, i32 -1, i32 1}
!351 = !{!"RootSRV", i32 3, i32 5, i32 0, i32 2}
!352 = !{!"DescriptorTable", i32 0, !353}
!353 = !{!"CBV", i32 -1, i32 9, i32 5, i32 -1, i32 3}
!354 = !{!"RootSRV", i32 1, i32 6, i32 1, i32 2}
!355 = !{ptr @f24, !356, i32 1}
!356 = !{!357, !358, !364, !367, !368, !369, !370, !373, !374, !379, !380, !381, !382, !383, !384, !385, !389, !394, !399, !402, !406, !407, !408, !409, !410, !411, !412}
!357 = !{!"StaticSampler", i32 405, i32 3, i32 5, i32 5, float 0.000000e+00, i32 16, i32 8, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 8, i32 1, i32 0, i32 0}
!358 = !{!"DescriptorTable", i32 7, !359, !360, !361, !362, !363}
!359 = !{!"UAV", i32 1, i32 712, i32 0, i32 -1546826893, i32 3}
!360 = !{!"UAV", i32 1, i32 14, i32 7, i32 -1, i32 3}
!361 = !{!"SRV", i32 1, i32 11, i32 0, i32 -1, i32 3}
!362 = !{!"SRV", i32 1, i32 1771699414, i32 0, i32 -1, i32 3}
!363 = !{!"SRV", i32 -1, i32 -1483559141, i32 0, i32 -1, i32 3}
!364 = !{!"DescriptorTable", i32 1, !365, !366}
!365 = !{!"UAV", i32 2, i32 8, i32 707, i32 -937666507, i32 3}
!366 = !{!"SRV", i32 1, i32 2, i32 0, i32 -1, i32 3}
!367 = !{!"RootConstants", i32 0, i32 14, i32 53, i32 6}
!368 = !{!"StaticSampler", i32 273, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 3, i32 0, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 914, i32 2, i32 5, i32 0}
!369 = !{!"RootCBV", i32 5, i32 8, i32 0, i32 2}
!370 = !{!"DescriptorTable", i32 2, !371, !372}
!371 = !{!"CBV", i32 1, i32 5, i32 0, i32 -1, i32 3}
!372 = !{!"SRV", i32 1, i32 -493670491, i32 6, i32 -1, i32 3}
!373 = !{!"RootUAV", i32 3, i32 12, i32 0, i32 2}
!374 = !{!"DescriptorTable", i32 0, !375, !376, !377, !378}
!375 = !{!"UAV", i32 1, i32 758, i32 0, i32 422536167, i32 3}
!376 = !{!"UAV", i32 5, i32 6, i32 0, i32 -1, i32 3}
!377 = !{!"SRV", i32 1, i32 125, i32 0, i32 -1, i32 3}
!378 = !{!"UAV", i32 8, i32 -632670293, i32 0, i32 -1, i32 3}
!379 = !{!"RootUAV", i32 0, i32 -635986130, i32 0, i32 2}
!380 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 9, i32 0, i32 7, i32 0}
!381 = !{!"RootCBV", i32 0, i32 -2070626574, i32 -85441956, i32 2}
!382 = !{!"RootCBV", i32 0, i32 186, i32 0, i32 2}
!383 = !{!"StaticSampler", i32 341, i32 1, i32 1, i32 2, float 0.000000e+00, i32 9, i32 2, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 453, i32 0, i32 0, i32 0}
!384 = !{!"StaticSampler", i32 389, i32 1, i32 3, i32 1, float -9.000000e+00, i32 16, i32 4, i32 2, float 0x3FECFDEBE0000000, float 0x47EFFFFFE0000000, i32 1, i32 5, i32 0, i32 0}
!385 = !{!"DescriptorTable", i32 5, !386, !387, !388}
!386 = !{!"CBV", i32 1, i32 85, i32 0, i32 -1, i32 3}
!387 = !{!"CBV", i32 1, i32 7, i32 0, i32 -1, i32 3}
!388 = !{!"CBV", i32 1, i32 18, i32 0, i32 -1, i32 3}
!389 = !{!"DescriptorTable", i32 0, !390, !391, !392, !393}
!390 = !{!"SRV", i32 1, i32 12, i32 0, i32 -1123999713, i32 3}
!391 = !{!"CBV", i32 1, i32 8, i32 5, i32 -1, i32 3}
!392 = !{!"UAV", i32 1, i32 5, i32 -17, i32 -1, i32 3}
!393 = !{!"CBV", i32 1, i32 831094050, i32 691, i32 -1, i32 3}
!394 = !{!"DescriptorTable", i32 0, !395, !396, !397, !398}
!395 = !{!"CBV", i32 1, i32 316, i32 0, i32 -1, i32 3}
!396 = !{!"UAV", i32 1, i32 15, i32 0, i32 -1, i32 3}
!397 = !{!"SRV", i32 1, i32 1, i32 1, i32 -1, i32 3}
!398 = !{!"SRV", i32 1, i32 12, i32 6, i32 -1645285429, i32 3}
!399 = !{!"DescriptorTable", i32 0, !400, !401}
!400 = !{!"SRV", i32 1, i32 530, i32 3, i32 10, i32 3}
!401 = !{!"SRV", i32 15, i32 15, i32 0, i32 -1, i32 3}
!402 = !{!"DescriptorTable", i32 2, !403, !404, !405}
!403 = !{!"Sampler", i32 32363, i32 777, i32 0, i32 -1739578370, i32 1}
!404 = !{!"Sampler", i32 6, i32 10, i32 0, i32 486002432, i32 1}
!405 = !{!"Sampler", i32 1, i32 7, i32 402, i32 -1, i32 1}
!406 = !{!"StaticSampler", i32 4, i32 1, i32 1, i32 1, float 7.000000e+00, i32 16, i32 4, i32 2, float 0xBFF99999A0000000, float 0x40311C2900000000, i32 517, i32 0, i32 0, i32 0}
!407 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float -1.300000e+01, i32 16, i32 4, i32 3, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 1, i32 0, i32 0, i32 0}
!408 = !{!"RootConstants", i32 0, i32 12, i32 4, i32 1}
!409 = !{!"RootCBV", i32 0, i32 12, i32 241, i32 2}
!410 = !{!"StaticSampler", i32 272, i32 1, i32 5, i32 1, float 0.000000e+00, i32 16, i32 4, i32 1, float 0xBFF50BF480000000, float 0.000000e+00, i32 4, i32 4, i32 5, i32 0}
!411 = !{!"StaticSampler", i32 85, i32 1, i32 2, i32 4, float 0xC015E24DE0000000, i32 10, i32 5, i32 2, float 0x4002F68AE0000000, float 1.000000e+01, i32 5, i32 0, i32 6, i32 0}
!412 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float -4.000000e+00, i32 5, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 5, i32 4, i32 7, i32 0}
!413 = !{ptr @f25, !414, i32 1}
!414 = !{!415, !416, !417, !418}
!415 = !{!"StaticSampler", i32 21, i32 1, i32 1, i32 1, float 0x402FFAE140000000, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 666, i32 6, i32 7, i32 0}
!416 = !{!"RootFlags", i32 2049}
!417 = !{!"RootSRV", i32 0, i32 16, i32 20492183, i32 2}
!418 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 5, float 0xBFEE4EA4A0000000, i32 16, i32 6, i32 2, float -1.400000e+01, float 0x47EFFFFFE0000000, i32 3, i32 0, i32 0, i32 0}
!419 = !{ptr @f26, !420, i32 1}
!420 = !{!421, !422, !423, !427, !431}
!421 = !{!"RootUAV", i32 0, i32 15, i32 0, i32 2}
!422 = !{!"StaticSampler", i32 133, i32 2, i32 1, i32 1, float 0x4027562620000000, i32 16, i32 4, i32 1, float 0xC04CCD70A0000000, float 0x47EFFFFFE0000000, i32 8, i32 4, i32 0, i32 0}
!423 = !{!"DescriptorTable", i32 6, !424, !425, !426}
!424 = !{!"Sampler", i32 1, i32 2, i32 0, i32 -1, i32 1}
!425 = !{!"Sampler", i32 308, i32 9, i32 0, i32 34, i32 1}
!426 = !{!"Sampler", i32 1, i32 8, i32 0, i32 51, i32 1}
!427 = !{!"DescriptorTable", i32 7, !428, !429, !430}
!428 = !{!"Sampler", i32 13, i32 0, i32 860, i32 -1, i32 1}
!429 = !{!"Sampler", i32 1, i32 221, i32 6, i32 -1, i32 1}
!430 = !{!"Sampler", i32 -1, i32 658, i32 1, i32 -1, i32 1}
!431 = !{!"StaticSampler", i32 85, i32 2, i32 3, i32 4, float 0.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x4614D33060000000, i32 1197598824, i32 0, i32 7, i32 0}
!432 = !{ptr @f27, !433, i32 1}
!433 = !{!434, !435, !437, !438, !442, !444}
!434 = !{!"RootUAV", i32 1, i32 2, i32 0, i32 2}
!435 = !{!"DescriptorTable", i32 4, !436}
!436 = !{!"SRV", i32 -1, i32 67, i32 4, i32 -1, i32 3}
!437 = !{!"RootCBV", i32 0, i32 1, i32 0, i32 2}
!438 = !{!"DescriptorTable", i32 0, !439, !440, !441}
!439 = !{!"SRV", i32 1, i32 6, i32 0, i32 12, i32 3}
!440 = !{!"UAV", i32 2, i32 14, i32 0, i32 -1, i32 3}
!441 = !{!"UAV", i32 -1, i32 2, i32 -328150487, i32 8, i32 3}
!442 = !{!"DescriptorTable", i32 0, !443}
!443 = !{!"CBV", i32 7, i32 6, i32 5, i32 1160702940, i32 3}
!444 = !{!"RootConstants", i32 3, i32 440260685, i32 963, i32 1}
!445 = !{ptr @f28, !446, i32 1}
!446 = !{!447, !448, !449}
!447 = !{!"RootFlags", i32 2}
!448 = !{!"RootConstants", i32 7, i32 -1896544143, i32 0, i32 5}
!449 = !{!"DescriptorTable", i32 0, !450, !451, !452}
!450 = !{!"Sampler", i32 5688, i32 13, i32 -1830322987, i32 29, i32 1}
!451 = !{!"Sampler", i32 1, i32 742, i32 214041208, i32 -1, i32 1}
!452 = !{!"Sampler", i32 1, i32 1, i32 0, i32 -1, i32 1}
!453 = !{ptr @f29, !454, i32 1}
!454 = !{!455, !458, !459}
!455 = !{!"DescriptorTable", i32 0, !456, !457}
!456 = !{!"Sampler", i32 5, i32 297, i32 0, i32 -1, i32 1}
!457 = !{!"Sampler", i32 1, i32 649, i32 2, i32 -1, i32 1}
!458 = !{!"RootConstants", i32 7, i32 15, i32 5, i32 2}
!459 = !{!"StaticSampler", i32 144, i32 5, i32 1, i32 1, float -1.200000e+01, i32 12, i32 5, i32 2, float 0x47D2CED320000000, float 0x47EFFFFFE0000000, i32 4, i32 0, i32 0, i32 0}
!460 = !{ptr @f30, !461, i32 1}
!461 = !{!462, !463, !465, !467, !468}
!462 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 4, float 0xBFFF4B09E0000000, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 -1621165379, i32 0, i32 4, i32 0}
!463 = !{!"DescriptorTable", i32 0, !464}
!464 = !{!"Sampler", i32 4, i32 -2144191548, i32 4, i32 -1, i32 1}
!465 = !{!"DescriptorTable", i32 4, !466}
!466 = !{!"CBV", i32 1, i32 0, i32 4, i32 -1, i32 3}
!467 = !{!"RootUAV", i32 2, i32 7, i32 0, i32 2}
!468 = !{!"StaticSampler", i32 273, i32 1, i32 2, i32 2, float 0.000000e+00, i32 1, i32 8, i32 2, float 0xC024EB8520000000, float 0x47EFFFFFE0000000, i32 399, i32 0, i32 6, i32 0}
!469 = !{ptr @f31, !470, i32 1}
!470 = !{!471, !472, !474, !475}
!471 = !{!"StaticSampler", i32 257, i32 1, i32 1, i32 1, float -1.300000e+01, i32 16, i32 3, i32 4, float 0xC07689C6A0000000, float 0x4088DE6660000000, i32 -88194616, i32 0, i32 1, i32 0}
!472 = !{!"DescriptorTable", i32 4, !473}
!473 = !{!"SRV", i32 1, i32 6, i32 0, i32 -2, i32 3}
!474 = !{!"RootFlags", i32 2048}
!475 = !{!"DescriptorTable", i32 0, !476, !477, !478, !479}
!476 = !{!"UAV", i32 1, i32 76, i32 5, i32 -1, i32 3}
!477 = !{!"UAV", i32 1, i32 9, i32 0, i32 29, i32 3}
!478 = !{!"UAV", i32 1, i32 7, i32 0, i32 -1, i32 3}
!479 = !{!"UAV", i32 1, i32 417, i32 0, i32 -1, i32 3}
!480 = !{ptr @f32, !481, i32 1}
!481 = !{!482, !483, !484, !485, !486, !487, !491, !492, !493}
!482 = !{!"RootFlags", i32 1040}
!483 = !{!"RootConstants", i32 0, i32 14, i32 3, i32 1}
!484 = !{!"StaticSampler", i32 85, i32 5, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 671, i32 1, i32 0, i32 0}
!485 = !{!"RootCBV", i32 1, i32 432, i32 0, i32 2}
!486 = !{!"StaticSampler", i32 145, i32 3, i32 1, i32 3, float 0.000000e+00, i32 16, i32 2, i32 0, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 9, i32 5, i32 0, i32 0}
!487 = !{!"DescriptorTable", i32 4, !488, !489, !490}
!488 = !{!"CBV", i32 1479198505, i32 570, i32 0, i32 -1, i32 3}
!489 = !{!"UAV", i32 9, i32 0, i32 3, i32 45, i32 3}
!490 = !{!"CBV", i32 15, i32 15, i32 354, i32 4, i32 3}
!491 = !{!"StaticSampler", i32 85, i32 2, i32 1, i32 4, float 0.000000e+00, i32 11, i32 4, i32 2, float 0.000000e+00, float 2.000000e+01, i32 5, i32 6, i32 4, i32 0}
!492 = !{!"RootUAV", i32 0, i32 71, i32 3, i32 2}
!493 = !{!"RootSRV", i32 1, i32 3, i32 232, i32 2}
!494 = !{ptr @f33, !495, i32 1}
!495 = !{}
!496 = !{ptr @f34, !497, i32 1}
!497 = !{!498, !502, !503, !504, !505, !506, !510}
!498 = !{!"DescriptorTable", i32 4, !499, !500, !501}
!499 = !{!"SRV", i32 1, i32 3, i32 3, i32 -1, i32 3}
!500 = !{!"SRV", i32 9, i32 7, i32 1, i32 -1, i32 3}
!501 = !{!"SRV", i32 4, i32 351, i32 221, i32 -1, i32 3}
!502 = !{!"StaticSampler", i32 272, i32 4, i32 1, i32 1, float 0.000000e+00, i32 16, i32 2, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 15, i32 0, i32 3, i32 0}
!503 = !{!"RootUAV", i32 6, i32 8, i32 0, i32 2}
!504 = !{!"RootSRV", i32 3, i32 10, i32 0, i32 2}
!505 = !{!"RootCBV", i32 7, i32 4, i32 0, i32 2}
!506 = !{!"DescriptorTable", i32 6, !507, !508, !509}
!507 = !{!"CBV", i32 1, i32 6, i32 4, i32 -1, i32 3}
!508 = !{!"UAV", i32 1, i32 13, i32 0, i32 38, i32 3}
!509 = !{!"SRV", i32 1, i32 7, i32 784, i32 242048186, i32 3}
!510 = !{!"DescriptorTable", i32 1}
!511 = !{ptr @f35, !512, i32 1}
!512 = !{!513, !514, !515, !516, !517, !523, !527}
!513 = !{!"RootCBV", i32 0, i32 15, i32 0, i32 2}
!514 = !{!"RootFlags", i32 3353}
!515 = !{!"RootConstants", i32 5, i32 671, i32 1129870477, i32 3}
!516 = !{!"StaticSampler", i32 260, i32 1, i32 2, i32 3, float 0xC01547AE20000000, i32 1, i32 4, i32 1, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 13, i32 3, i32 0, i32 0}
!517 = !{!"DescriptorTable", i32 1, !518, !519, !520, !521, !522}
!518 = !{!"CBV", i32 11, i32 3, i32 0, i32 -1, i32 3}
!519 = !{!"UAV", i32 16, i32 4, i32 0, i32 -1, i32 3}
!520 = !{!"CBV", i32 27265, i32 784, i32 3, i32 820636715, i32 3}
!521 = !{!"UAV", i32 11, i32 280, i32 0, i32 -1, i32 3}
!522 = !{!"UAV", i32 1, i32 684, i32 0, i32 -1, i32 3}
!523 = !{!"DescriptorTable", i32 0, !524, !525, !526}
!524 = !{!"UAV", i32 16, i32 921, i32 0, i32 -1, i32 3}
!525 = !{!"SRV", i32 1, i32 8, i32 2, i32 -435727914, i32 3}
!526 = !{!"SRV", i32 -1, i32 11, i32 0, i32 -1, i32 3}
!527 = !{!"DescriptorTable", i32 1, !528, !529}
!528 = !{!"Sampler", i32 1, i32 6, i32 2, i32 -1, i32 1}
!529 = !{!"Sampler", i32 -1, i32 6, i32 0, i32 1187948055, i32 1}
!530 = !{ptr @f36, !531, i32 1}
!531 = !{!532, !533, !534, !538, !544}
!532 = !{!"DescriptorTable", i32 7}
!533 = !{!"RootFlags", i32 0}
!534 = !{!"DescriptorTable", i32 0, !535, !536, !537}
!535 = !{!"SRV", i32 6, i32 -1526783830, i32 4, i32 -1, i32 3}
!536 = !{!"SRV", i32 1, i32 514, i32 0, i32 -1, i32 3}
!537 = !{!"CBV", i32 1, i32 14, i32 0, i32 -1, i32 3}
!538 = !{!"DescriptorTable", i32 0, !539, !540, !541, !542, !543}
!539 = !{!"CBV", i32 1, i32 1, i32 0, i32 64, i32 3}
!540 = !{!"CBV", i32 1, i32 13, i32 1365894201, i32 -1, i32 3}
!541 = !{!"SRV", i32 1, i32 11, i32 0, i32 -1, i32 3}
!542 = !{!"CBV", i32 92254, i32 64, i32 0, i32 25, i32 3}
!543 = !{!"UAV", i32 7, i32 1609569942, i32 0, i32 -1, i32 3}
!544 = !{!"DescriptorTable", i32 0, !545, !546}
!545 = !{!"Sampler", i32 1, i32 6, i32 0, i32 -1, i32 1}
!546 = !{!"Sampler", i32 1, i32 266, i32 0, i32 -1, i32 1}
!547 = !{ptr @f37, !548, i32 1}
!548 = !{}
!549 = !{ptr @f38, !550, i32 1}
!550 = !{!551, !554, !555, !556, !558}
!551 = !{!"DescriptorTable", i32 0, !552, !553}
!552 = !{!"SRV", i32 1, i32 234, i32 3, i32 40, i32 3}
!553 = !{!"UAV", i32 -1, i32 7, i32 3, i32 -1, i32 3}
!554 = !{!"RootFlags", i32 858}
!555 = !{!"StaticSampler", i32 256, i32 5, i32 1, i32 2, float 0.000000e+00, i32 6, i32 7, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 11, i32 2, i32 0, i32 0}
!556 = !{!"DescriptorTable", i32 2, !557}
!557 = !{!"CBV", i32 1, i32 13, i32 2, i32 -1, i32 3}
!558 = !{!"RootCBV", i32 3, i32 7, i32 0, i32 2}
!559 = !{ptr @f39, !560, i32 1}
!560 = !{}
!561 = !{ptr @f40, !562, i32 1}
!562 = !{!563, !564}
!563 = !{!"RootFlags", i32 4}
!564 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 4, float 0.000000e+00, i32 8, i32 1, i32 2, float 1.200000e+01, float 0x47EFFFFFE0000000, i32 324, i32 283, i32 3, i32 0}
!565 = !{ptr @f41, !566, i32 1}
!566 = !{!567, !569, !570, !571, !573, !574, !575}
!567 = !{!"DescriptorTable", i32 0, !568}
!568 = !{!"CBV", i32 1, i32 12, i32 0, i32 -1, i32 3}
!569 = !{!"RootCBV", i32 5, i32 559, i32 786424002, i32 2}
!570 = !{!"StaticSampler", i32 469, i32 1, i32 4, i32 5, float 4.000000e+00, i32 16, i32 4, i32 2, float -1.500000e+01, float 0x46226EE8C0000000, i32 0, i32 785, i32 6, i32 0}
!571 = !{!"DescriptorTable", i32 3, !572}
!572 = !{!"Sampler", i32 1, i32 12, i32 5, i32 -1, i32 1}
!573 = !{!"RootUAV", i32 0, i32 179, i32 1, i32 2}
!574 = !{!"RootConstants", i32 0, i32 13, i32 894, i32 7}
!575 = !{!"RootConstants", i32 5, i32 5, i32 2, i32 1}
!576 = !{ptr @f42, !577, i32 1}
!577 = !{!578, !579, !582, !584, !585, !588, !589, !593, !597, !600, !602, !607, !608}
!578 = !{!"RootFlags", i32 561}
!579 = !{!"DescriptorTable", i32 5, !580, !581}
!580 = !{!"SRV", i32 1, i32 738, i32 0, i32 -1, i32 3}
!581 = !{!"UAV", i32 1, i32 69, i32 2, i32 -2, i32 3}
!582 = !{!"DescriptorTable", i32 1, !583}
!583 = !{!"SRV", i32 1, i32 967, i32 1147811066, i32 15, i32 3}
!584 = !{!"RootCBV", i32 0, i32 343, i32 1, i32 2}
!585 = !{!"DescriptorTable", i32 0, !586, !587}
!586 = !{!"UAV", i32 10862, i32 1, i32 0, i32 -1, i32 3}
!587 = !{!"UAV", i32 1, i32 -1909124409, i32 0, i32 -1, i32 3}
!588 = !{!"StaticSampler", i32 469, i32 1, i32 5, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0xC0834B9580000000, float 0x4074388A00000000, i32 1, i32 7, i32 0, i32 0}
!589 = !{!"DescriptorTable", i32 0, !590, !591, !592}
!590 = !{!"UAV", i32 1, i32 1040646897, i32 0, i32 55, i32 3}
!591 = !{!"SRV", i32 8, i32 9, i32 2, i32 -1, i32 3}
!592 = !{!"CBV", i32 -1, i32 13, i32 0, i32 -1, i32 3}
!593 = !{!"DescriptorTable", i32 0, !594, !595, !596}
!594 = !{!"CBV", i32 1, i32 5, i32 219, i32 -1876811607, i32 3}
!595 = !{!"SRV", i32 1, i32 1, i32 1, i32 -1944356594, i32 3}
!596 = !{!"SRV", i32 71863, i32 6, i32 7, i32 -1, i32 3}
!597 = !{!"DescriptorTable", i32 0, !598, !599}
!598 = !{!"SRV", i32 1, i32 4, i32 323, i32 -1, i32 3}
!599 = !{!"UAV", i32 1, i32 458200623, i32 0, i32 52, i32 3}
!600 = !{!"DescriptorTable", i32 0, !601}
!601 = !{!"SRV", i32 1, i32 0, i32 0, i32 -1, i32 3}
!602 = !{!"DescriptorTable", i32 0, !603, !604, !605, !606}
!603 = !{!"Sampler", i32 67940, i32 15, i32 260194137, i32 -67941, i32 1}
!604 = !{!"Sampler", i32 1, i32 538, i32 5, i32 -2023525704, i32 1}
!605 = !{!"Sampler", i32 1, i32 2, i32 0, i32 -1, i32 1}
!606 = !{!"Sampler", i32 1, i32 13, i32 0, i32 -1, i32 1}
!607 = !{!"RootUAV", i32 3, i32 1330718213, i32 0, i32 2}
!608 = !{!"DescriptorTable", i32 0, !609}
!609 = !{!"Sampler", i32 1, i32 9, i32 0, i32 -1828471206, i32 1}
!610 = !{ptr @f43, !611, i32 1}
!611 = !{!612, !615, !620}
!612 = !{!"DescriptorTable", i32 0, !613, !614}
!613 = !{!"SRV", i32 1, i32 1258463145, i32 0, i32 -1, i32 3}
!614 = !{!"CBV", i32 -1, i32 0, i32 -1058728758, i32 -1, i32 3}
!615 = !{!"DescriptorTable", i32 0, !616, !617, !618, !619}
!616 = !{!"SRV", i32 1, i32 15, i32 4, i32 -1, i32 3}
!617 = !{!"CBV", i32 1, i32 6, i32 6, i32 -1, i32 3}
!618 = !{!"SRV", i32 12, i32 7, i32 0, i32 -1665519406, i32 3}
!619 = !{!"CBV", i32 1, i32 4, i32 0, i32 43, i32 3}
!620 = !{!"DescriptorTable", i32 0, !621}
!621 = !{!"CBV", i32 -1, i32 9, i32 6, i32 -1, i32 3}
!622 = !{ptr @f44, !623, i32 1}
!623 = !{!624, !625, !626, !630}
!624 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0xC08AF23CA0000000, float 0x47EFFFFFE0000000, i32 6, i32 0, i32 7, i32 0}
!625 = !{!"RootConstants", i32 0, i32 6, i32 1, i32 2}
!626 = !{!"DescriptorTable", i32 0, !627, !628, !629}
!627 = !{!"UAV", i32 1, i32 11, i32 0, i32 -1, i32 3}
!628 = !{!"SRV", i32 15, i32 2, i32 0, i32 1358392024, i32 3}
!629 = !{!"UAV", i32 13, i32 520, i32 0, i32 -1, i32 3}
!630 = !{!"StaticSampler", i32 385, i32 3, i32 1, i32 1, float 0x401BED8440000000, i32 16, i32 8, i32 4, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 4, i32 7, i32 0, i32 0}
!631 = !{ptr @f45, !632, i32 1}
!632 = !{!633, !634, !635, !641, !642}
!633 = !{!"StaticSampler", i32 85, i32 1, i32 3, i32 4, float 0.000000e+00, i32 2, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 4, i32 0, i32 0, i32 0}
!634 = !{!"RootConstants", i32 0, i32 12, i32 0, i32 1}
!635 = !{!"DescriptorTable", i32 0, !636, !637, !638, !639, !640}
!636 = !{!"SRV", i32 1, i32 758, i32 7, i32 -1, i32 3}
!637 = !{!"UAV", i32 2, i32 13, i32 3, i32 13, i32 3}
!638 = !{!"UAV", i32 1, i32 -944438632, i32 300, i32 -1, i32 3}
!639 = !{!"CBV", i32 9, i32 10, i32 1, i32 -1, i32 3}
!640 = !{!"SRV", i32 1, i32 -2, i32 0, i32 -1, i32 3}
!641 = !{!"StaticSampler", i32 388, i32 4, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float -1.100000e+02, float 0x47EFFFFFE0000000, i32 14, i32 0, i32 0, i32 0}
!642 = !{!"DescriptorTable", i32 2, !643, !644, !645}
!643 = !{!"UAV", i32 1, i32 391, i32 -1462677268, i32 -1, i32 3}
!644 = !{!"UAV", i32 11, i32 -335414179, i32 0, i32 -1, i32 3}
!645 = !{!"UAV", i32 70491, i32 12, i32 358, i32 50, i32 3}
!646 = !{ptr @f46, !647, i32 1}
!647 = !{!648}
!648 = !{!"RootSRV", i32 0, i32 15, i32 4, i32 2}
!649 = !{ptr @f47, !650, i32 1}
!650 = !{!651, !654, !656, !662, !663}
!651 = !{!"DescriptorTable", i32 0, !652, !653}
!652 = !{!"Sampler", i32 2, i32 5, i32 1, i32 -1, i32 1}
!653 = !{!"Sampler", i32 1, i32 8, i32 7, i32 56, i32 1}
!654 = !{!"DescriptorTable", i32 0, !655}
!655 = !{!"CBV", i32 1, i32 13, i32 5, i32 -1, i32 3}
!656 = !{!"DescriptorTable", i32 4, !657, !658, !659, !660, !661}
!657 = !{!"CBV", i32 1, i32 215, i32 2, i32 1, i32 3}
!658 = !{!"CBV", i32 13, i32 10, i32 0, i32 55, i32 3}
!659 = !{!"UAV", i32 1, i32 4, i32 0, i32 55, i32 3}
!660 = !{!"SRV", i32 2, i32 8, i32 -17, i32 1130781623, i32 3}
!661 = !{!"SRV", i32 7, i32 732, i32 0, i32 24, i32 3}
!662 = !{!"StaticSampler", i32 85, i32 4, i32 2, i32 1, float 0.000000e+00, i32 1, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 164, i32 0, i32 7, i32 0}
!663 = !{!"RootUAV", i32 0, i32 9, i32 2, i32 2}
!664 = !{ptr @f48, !665, i32 1}
!665 = !{!666, !667, !669, !670, !671, !672}
!666 = !{!"StaticSampler", i32 85, i32 5, i32 5, i32 2, float 0xC001307F20000000, i32 16, i32 4, i32 3, float 0xC075FCCCC0000000, float 0x402E9B6AE0000000, i32 11, i32 0, i32 5, i32 0}
!667 = !{!"DescriptorTable", i32 0, !668}
!668 = !{!"Sampler", i32 15, i32 8, i32 825, i32 -1, i32 1}
!669 = !{!"RootUAV", i32 0, i32 998, i32 -17, i32 2}
!670 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0xC0168C5E80000000, float 0x47EFFFFFE0000000, i32 15, i32 -1886750187, i32 2, i32 0}
!671 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 2, float 0xBFCAC40680000000, i32 16, i32 4, i32 2, float 0xC02C5E1B00000000, float 0x47EFFFFFE0000000, i32 13, i32 0, i32 4, i32 0}
!672 = !{!"DescriptorTable", i32 0, !673, !674, !675}
!673 = !{!"UAV", i32 14, i32 0, i32 6, i32 -1, i32 3}
!674 = !{!"UAV", i32 1, i32 256, i32 0, i32 -1, i32 3}
!675 = !{!"UAV", i32 -1, i32 -1789796634, i32 0, i32 -1, i32 3}
!676 = !{ptr @f49, !677, i32 1}
!677 = !{!678, !679, !680, !681, !686, !687, !689}
!678 = !{!"RootConstants", i32 6, i32 10, i32 0, i32 4}
!679 = !{!"RootConstants", i32 0, i32 13, i32 3, i32 1}
!680 = !{!"StaticSampler", i32 388, i32 3, i32 1, i32 2, float 0.000000e+00, i32 14, i32 2, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 9, i32 7, i32 0, i32 0}
!681 = !{!"DescriptorTable", i32 0, !682, !683, !684, !685}
!682 = !{!"CBV", i32 13, i32 59, i32 4, i32 -1, i32 3}
!683 = !{!"UAV", i32 76568, i32 15, i32 0, i32 316801260, i32 3}
!684 = !{!"CBV", i32 34783, i32 732, i32 0, i32 36, i32 3}
!685 = !{!"CBV", i32 1, i32 4, i32 650, i32 -1, i32 3}
!686 = !{!"RootConstants", i32 0, i32 12, i32 0, i32 1}
!687 = !{!"DescriptorTable", i32 0, !688}
!688 = !{!"UAV", i32 5, i32 1, i32 0, i32 -1, i32 3}
!689 = !{!"RootCBV", i32 2, i32 5, i32 0, i32 2}
!690 = !{ptr @f50, !691, i32 1}
!691 = !{!692, !694}
!692 = !{!"DescriptorTable", i32 0, !693}
!693 = !{!"Sampler", i32 -1, i32 5, i32 83, i32 -2, i32 1}
!694 = !{!"RootFlags", i32 258}
!695 = !{ptr @f51, !696, i32 1}
!696 = !{!697}
!697 = !{!"RootFlags", i32 2128}
!698 = !{ptr @f52, !699, i32 1}
!699 = !{!700, !701, !702, !703, !704}
!700 = !{!"RootConstants", i32 3, i32 5, i32 3, i32 8}
!701 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 4, float 0.000000e+00, i32 16, i32 5, i32 0, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 -409536551, i32 -798305639, i32 1, i32 0}
!702 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0x402BFEDE80000000, i32 16, i32 4, i32 1, float 1.550000e+02, float 0x47EFFFFFE0000000, i32 14, i32 1281286203, i32 0, i32 0}
!703 = !{!"RootFlags", i32 0}
!704 = !{!"DescriptorTable", i32 0, !705, !706, !707}
!705 = !{!"Sampler", i32 5, i32 3, i32 0, i32 -1, i32 1}
!706 = !{!"Sampler", i32 1, i32 11, i32 6, i32 -1, i32 1}
!707 = !{!"Sampler", i32 -1, i32 803, i32 929, i32 -1, i32 1}
!708 = !{ptr @f53, !709, i32 1}
!709 = !{!710, !711}
!710 = !{!"RootFlags", i32 3104}
!711 = !{!"DescriptorTable", i32 7, !712}
!712 = !{!"SRV", i32 15, i32 1, i32 0, i32 -1, i32 3}
!713 = !{ptr @f54, !714, i32 1}
!714 = !{!715, !717, !720, !722, !723, !724, !726}
!715 = !{!"DescriptorTable", i32 1, !716}
!716 = !{!"Sampler", i32 -1, i32 6, i32 0, i32 -841232423, i32 1}
!717 = !{!"DescriptorTable", i32 0, !718, !719}
!718 = !{!"UAV", i32 1, i32 8, i32 570, i32 -1, i32 3}
!719 = !{!"UAV", i32 1, i32 5, i32 6, i32 106643624, i32 3}
!720 = !{!"DescriptorTable", i32 0, !721}
!721 = !{!"Sampler", i32 -1, i32 7, i32 4, i32 46, i32 1}
!722 = !{!"RootFlags", i32 12}
!723 = !{!"RootSRV", i32 7, i32 55, i32 0, i32 2}
!724 = !{!"DescriptorTable", i32 0, !725}
!725 = !{!"CBV", i32 369692458, i32 8, i32 2, i32 -1, i32 3}
!726 = !{!"DescriptorTable", i32 2, !727, !728, !729}
!727 = !{!"SRV", i32 1, i32 655, i32 0, i32 1197830263, i32 3}
!728 = !{!"UAV", i32 2, i32 7, i32 7, i32 -1, i32 3}
!729 = !{!"SRV", i32 10, i32 10, i32 5, i32 -1, i32 3}
!730 = !{ptr @f55, !731, i32 1}
!731 = !{!732}
!732 = !{!"RootFlags", i32 2577}
!733 = !{ptr @f56, !734, i32 1}
!734 = !{!735, !736, !737}
!735 = !{!"StaticSampler", i32 85, i32 3, i32 1, i32 1, float 0.000000e+00, i32 14, i32 7, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 9, i32 3, i32 0, i32 0}
!736 = !{!"StaticSampler", i32 85, i32 1, i32 4, i32 1, float 0x400184BB80000000, i32 16, i32 8, i32 0, float -1.500000e+01, float 0x4623E99640000000, i32 10, i32 681, i32 0, i32 0}
!737 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0xBFF19999A0000000, i32 5, i32 4, i32 0, float 0xBFF0652BE0000000, float 1.460000e+02, i32 9, i32 0, i32 0, i32 0}
!738 = !{ptr @f57, !739, i32 1}
!739 = !{!740, !741, !742, !746, !747, !751}
!740 = !{!"RootConstants", i32 5, i32 -1243481009, i32 3, i32 4}
!741 = !{!"StaticSampler", i32 273, i32 1, i32 4, i32 1, float 0x401F73B640000000, i32 6, i32 2, i32 1, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 151, i32 0, i32 3, i32 0}
!742 = !{!"DescriptorTable", i32 6, !743, !744, !745}
!743 = !{!"CBV", i32 86973, i32 13, i32 -17, i32 -1, i32 3}
!744 = !{!"SRV", i32 1, i32 7, i32 0, i32 -1, i32 3}
!745 = !{!"SRV", i32 -1, i32 473, i32 1, i32 32, i32 3}
!746 = !{!"RootConstants", i32 0, i32 11, i32 0, i32 1}
!747 = !{!"DescriptorTable", i32 5, !748, !749, !750}
!748 = !{!"CBV", i32 16, i32 808, i32 0, i32 -1, i32 3}
!749 = !{!"UAV", i32 1, i32 7, i32 0, i32 -1, i32 3}
!750 = !{!"SRV", i32 1, i32 13, i32 0, i32 37, i32 3}
!751 = !{!"RootUAV", i32 1, i32 -474420408, i32 6, i32 2}
!752 = !{ptr @f58, !753, i32 1}
!753 = !{!754}
!754 = !{!"RootFlags", i32 4}
!755 = !{ptr @f59, !756, i32 1}
!756 = !{!757, !761, !765, !766, !770}
!757 = !{!"DescriptorTable", i32 4, !758, !759, !760}
!758 = !{!"CBV", i32 1639725221, i32 12, i32 0, i32 -1, i32 3}
!759 = !{!"UAV", i32 1, i32 8, i32 0, i32 -1, i32 3}
!760 = !{!"SRV", i32 -1, i32 451, i32 0, i32 37, i32 3}
!761 = !{!"DescriptorTable", i32 0, !762, !763, !764}
!762 = !{!"CBV", i32 15, i32 -138797069, i32 0, i32 -1, i32 3}
!763 = !{!"SRV", i32 7, i32 13, i32 0, i32 -1, i32 3}
!764 = !{!"CBV", i32 7, i32 3, i32 0, i32 -1, i32 3}
!765 = !{!"DescriptorTable", i32 3}
!766 = !{!"DescriptorTable", i32 7, !767, !768, !769}
!767 = !{!"UAV", i32 1, i32 15, i32 0, i32 -1, i32 3}
!768 = !{!"UAV", i32 1, i32 0, i32 346, i32 -1, i32 3}
!769 = !{!"SRV", i32 1, i32 1, i32 1, i32 -1, i32 3}
!770 = !{!"DescriptorTable", i32 0, !771, !772, !773, !774, !775}
!771 = !{!"UAV", i32 1, i32 132, i32 -1610375693, i32 -1, i32 3}
!772 = !{!"UAV", i32 1, i32 12, i32 0, i32 -1, i32 3}
!773 = !{!"UAV", i32 2, i32 5, i32 7, i32 773229331, i32 3}
!774 = !{!"SRV", i32 1, i32 3, i32 0, i32 -1, i32 3}
!775 = !{!"SRV", i32 1, i32 15, i32 4, i32 40, i32 3}
!776 = !{ptr @f60, !777, i32 2}
!777 = !{!778, !779, !780, !781, !782, !784, !785, !786, !792, !793}
!778 = !{!"RootCBV", i32 0, i32 7, i32 5, i32 0}
!779 = !{!"StaticSampler", i32 85, i32 2, i32 1, i32 1, float 0x402BDBAB20000000, i32 10, i32 4, i32 2, float 0x3FE5DAFB40000000, float 0x47EFFFFFE0000000, i32 8, i32 5, i32 0, i32 0}
!780 = !{!"StaticSampler", i32 1, i32 1, i32 1, i32 1, float 0.000000e+00, i32 10, i32 4, i32 0, float 0xC5F431E100000000, float -1.600000e+01, i32 -1731426028, i32 285, i32 5, i32 0}
!781 = !{!"RootSRV", i32 0, i32 -2, i32 4, i32 8}
!782 = !{!"DescriptorTable", i32 3, !783}
!783 = !{!"Sampler", i32 1, i32 891, i32 -17, i32 -1586602181, i32 0}
!784 = !{!"RootConstants", i32 0, i32 955, i32 7, i32 1}
!785 = !{!"StaticSampler", i32 389, i32 1, i32 1, i32 1, float -1.300000e+01, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 4, i32 0, i32 0, i32 0}
!786 = !{!"DescriptorTable", i32 0, !787, !788, !789, !790, !791}
!787 = !{!"Sampler", i32 1, i32 3, i32 1, i32 -1, i32 0}
!788 = !{!"Sampler", i32 13, i32 552, i32 0, i32 60, i32 0}
!789 = !{!"Sampler", i32 1, i32 11, i32 0, i32 -1, i32 1}
!790 = !{!"Sampler", i32 1, i32 14, i32 0, i32 36, i32 1}
!791 = !{!"Sampler", i32 14, i32 1403995012, i32 735, i32 -1, i32 65536}
!792 = !{!"RootCBV", i32 4, i32 15, i32 4, i32 4}
!793 = !{!"StaticSampler", i32 256, i32 2, i32 5, i32 1, float 0xC0269999A0000000, i32 16, i32 7, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 3, i32 0, i32 6, i32 0}
!794 = !{ptr @f61, !795, i32 2}
!795 = !{!796, !797, !798, !800, !804, !805, !807}
!796 = !{!"RootFlags", i32 34}
!797 = !{!"StaticSampler", i32 341, i32 1, i32 1, i32 1, float 0xC01ACEB900000000, i32 16, i32 4, i32 2, float 0xC030CFA440000000, float 5.620000e+02, i32 2, i32 6, i32 7, i32 0}
!798 = !{!"DescriptorTable", i32 6, !799}
!799 = !{!"Sampler", i32 -1, i32 10, i32 0, i32 -1, i32 0}
!800 = !{!"DescriptorTable", i32 2, !801, !802, !803}
!801 = !{!"CBV", i32 56835, i32 -56836, i32 0, i32 -1, i32 2}
!802 = !{!"CBV", i32 1, i32 8, i32 3, i32 59, i32 0}
!803 = !{!"CBV", i32 9, i32 434, i32 0, i32 59, i32 4}
!804 = !{!"DescriptorTable", i32 1}
!805 = !{!"DescriptorTable", i32 6, !806}
!806 = !{!"UAV", i32 1, i32 13, i32 0, i32 -1, i32 2}
!807 = !{!"StaticSampler", i32 85, i32 1, i32 2, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0x402D018E80000000, float 0x47EFFFFFE0000000, i32 6, i32 0, i32 0, i32 0}
!808 = !{ptr @f62, !809, i32 2}
!809 = !{!810, !811, !812, !816, !817, !819, !820, !821}
!810 = !{!"StaticSampler", i32 469, i32 1, i32 3, i32 1, float 0x4007333340000000, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 1, i32 4, i32 0, i32 0}
!811 = !{!"RootFlags", i32 16}
!812 = !{!"DescriptorTable", i32 5, !813, !814, !815}
!813 = !{!"UAV", i32 1, i32 608, i32 6, i32 32, i32 2}
!814 = !{!"UAV", i32 1, i32 3, i32 0, i32 -1, i32 2}
!815 = !{!"SRV", i32 -1, i32 581, i32 0, i32 43, i32 3}
!816 = !{!"RootUAV", i32 1, i32 4, i32 3, i32 2}
!817 = !{!"DescriptorTable", i32 5, !818}
!818 = !{!"CBV", i32 14, i32 4, i32 2, i32 26, i32 1}
!819 = !{!"RootConstants", i32 5, i32 6, i32 0, i32 5}
!820 = !{!"RootCBV", i32 0, i32 -1572187330, i32 2, i32 0}
!821 = !{!"RootConstants", i32 0, i32 697, i32 0, i32 3}
!822 = !{ptr @f63, !823, i32 2}
!823 = !{!824, !825, !826, !827}
!824 = !{!"RootConstants", i32 1, i32 12, i32 6, i32 5}
!825 = !{!"RootFlags", i32 2632}
!826 = !{!"StaticSampler", i32 85, i32 3, i32 4, i32 3, float 0.000000e+00, i32 9, i32 1, i32 2, float -1.600000e+01, float -1.000000e+00, i32 722, i32 546, i32 5, i32 0}
!827 = !{!"RootCBV", i32 0, i32 11, i32 0, i32 8}
!828 = !{ptr @f64, !829, i32 2}
!829 = !{!830, !831, !832, !836, !837}
!830 = !{!"StaticSampler", i32 144, i32 3, i32 1, i32 2, float 0x402BF4FB60000000, i32 7, i32 4, i32 0, float 0xC08D2ABCA0000000, float 0x45F5129940000000, i32 231, i32 4, i32 0, i32 0}
!831 = !{!"StaticSampler", i32 400, i32 3, i32 1, i32 5, float -1.600000e+01, i32 16, i32 4, i32 2, float 3.000000e+02, float 0x47EFFFFFE0000000, i32 -543935917, i32 0, i32 0, i32 0}
!832 = !{!"DescriptorTable", i32 0, !833, !834, !835}
!833 = !{!"Sampler", i32 1, i32 567, i32 0, i32 23, i32 0}
!834 = !{!"Sampler", i32 87319, i32 981, i32 0, i32 19, i32 0}
!835 = !{!"Sampler", i32 -1, i32 -380932312, i32 0, i32 -1, i32 0}
!836 = !{!"RootConstants", i32 0, i32 9, i32 0, i32 16}
!837 = !{!"DescriptorTable", i32 6, !838, !839, !840, !841}
!838 = !{!"SRV", i32 1, i32 6, i32 0, i32 -1, i32 65538}
!839 = !{!"SRV", i32 1, i32 -1754589930, i32 1, i32 -1, i32 65544}
!840 = !{!"UAV", i32 1, i32 4, i32 -17, i32 92689027, i32 65540}
!841 = !{!"SRV", i32 1, i32 4, i32 0, i32 18, i32 3}
!842 = !{ptr @f65, !843, i32 2}
!843 = !{!844, !845, !848, !849, !850}
!844 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 4, float 0xBFE3C0D600000000, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 89, i32 3, i32 0, i32 0}
!845 = !{!"DescriptorTable", i32 0, !846, !847}
!846 = !{!"SRV", i32 1, i32 -2, i32 6, i32 -1, i32 8}
!847 = !{!"CBV", i32 -1, i32 308, i32 148, i32 -1, i32 4}
!848 = !{!"RootFlags", i32 1}
!849 = !{!"RootCBV", i32 0, i32 14, i32 2, i32 4}
!850 = !{!"RootCBV", i32 7, i32 2, i32 1, i32 4}
!851 = !{ptr @f66, !852, i32 2}
!852 = !{!853, !855, !856, !857, !858, !861}
!853 = !{!"DescriptorTable", i32 1, !854}
!854 = !{!"SRV", i32 1, i32 654, i32 0, i32 2047771795, i32 1}
!855 = !{!"RootFlags", i32 636}
!856 = !{!"RootUAV", i32 0, i32 4, i32 2, i32 2}
!857 = !{!"RootConstants", i32 1, i32 5, i32 0, i32 1}
!858 = !{!"DescriptorTable", i32 0, !859, !860}
!859 = !{!"CBV", i32 7, i32 732, i32 0, i32 -1, i32 4}
!860 = !{!"CBV", i32 1, i32 12, i32 0, i32 18, i32 4}
!861 = !{!"DescriptorTable", i32 0, !862}
!862 = !{!"SRV", i32 -1, i32 659, i32 0, i32 -1, i32 2}
!863 = !{ptr @f67, !864, i32 2}
!864 = !{!865, !866, !867}
!865 = !{!"RootUAV", i32 0, i32 15, i32 2, i32 0}
!866 = !{!"RootFlags", i32 3185}
!867 = !{!"DescriptorTable", i32 5, !868}
!868 = !{!"CBV", i32 -1, i32 909, i32 5, i32 -1, i32 3}
!869 = !{ptr @f68, !870, i32 2}
!870 = !{!871, !872, !875, !877}
!871 = !{!"RootUAV", i32 6, i32 6, i32 0, i32 2}
!872 = !{!"DescriptorTable", i32 0, !873, !874}
!873 = !{!"UAV", i32 8, i32 418, i32 0, i32 -1, i32 2}
!874 = !{!"CBV", i32 35636, i32 171, i32 947, i32 31, i32 65540}
!875 = !{!"DescriptorTable", i32 2, !876}
!876 = !{!"SRV", i32 5, i32 292, i32 0, i32 -1, i32 4}
!877 = !{!"RootFlags", i32 0}
!878 = !{ptr @f69, !879, i32 2}
!879 = !{!880, !881, !882, !884}
!880 = !{!"RootFlags", i32 0}
!881 = !{!"RootCBV", i32 2, i32 103, i32 3, i32 8}
!882 = !{!"DescriptorTable", i32 0, !883}
!883 = !{!"Sampler", i32 1, i32 738008567, i32 4, i32 -1, i32 0}
!884 = !{!"RootConstants", i32 5, i32 11, i32 0, i32 14}
!885 = !{ptr @f70, !886, i32 2}
!886 = !{!887, !888, !889, !893, !894, !895, !896, !897, !901, !902, !903}
!887 = !{!"StaticSampler", i32 144, i32 5, i32 1, i32 1, float 0x401B1EB860000000, i32 16, i32 8, i32 2, float 0x402E9A1A00000000, float 0x47EFFFFFE0000000, i32 8, i32 1, i32 2, i32 0}
!888 = !{!"StaticSampler", i32 85, i32 1, i32 4, i32 3, float 0xC0011F9000000000, i32 16, i32 4, i32 4, float -1.700000e+01, float 0xC0300C23C0000000, i32 11, i32 0, i32 4, i32 0}
!889 = !{!"DescriptorTable", i32 6, !890, !891, !892}
!890 = !{!"SRV", i32 1, i32 10, i32 4, i32 -1, i32 4}
!891 = !{!"CBV", i32 80288, i32 14, i32 0, i32 -1, i32 8}
!892 = !{!"CBV", i32 -1, i32 487119814, i32 3, i32 -1, i32 1}
!893 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 13, i32 8, i32 0, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 5, i32 4, i32 2, i32 0}
!894 = !{!"RootConstants", i32 0, i32 9, i32 -17, i32 1}
!895 = !{!"RootUAV", i32 0, i32 10, i32 3, i32 8}
!896 = !{!"StaticSampler", i32 384, i32 1, i32 3, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0xC62489B540000000, float 0x47EFFFFFE0000000, i32 6, i32 0, i32 6, i32 0}
!897 = !{!"DescriptorTable", i32 7, !898, !899, !900}
!898 = !{!"UAV", i32 2, i32 0, i32 0, i32 -1652689557, i32 65540}
!899 = !{!"SRV", i32 1, i32 0, i32 491, i32 -1, i32 3}
!900 = !{!"SRV", i32 11, i32 1, i32 0, i32 -1, i32 4}
!901 = !{!"StaticSampler", i32 401, i32 1, i32 1, i32 1, float -1.000000e+01, i32 16, i32 4, i32 0, float 0xBFA41C8F40000000, float 0x45FC880460000000, i32 978, i32 6, i32 2, i32 0}
!902 = !{!"RootConstants", i32 0, i32 5, i32 0, i32 1}
!903 = !{!"RootFlags", i32 3173}
!904 = !{ptr @f71, !905, i32 2}
!905 = !{!906, !907, !910, !911, !912}
!906 = !{!"RootConstants", i32 0, i32 2, i32 0, i32 2}
!907 = !{!"DescriptorTable", i32 0, !908, !909}
!908 = !{!"CBV", i32 1, i32 -135028893, i32 0, i32 -1, i32 4}
!909 = !{!"UAV", i32 -1, i32 597, i32 6, i32 -1201472552, i32 2}
!910 = !{!"RootConstants", i32 7, i32 7, i32 1, i32 1}
!911 = !{!"StaticSampler", i32 85, i32 1, i32 2, i32 1, float 0xC0259999A0000000, i32 16, i32 7, i32 2, float 0.000000e+00, float 0x40212D0DC0000000, i32 7, i32 0, i32 5, i32 0}
!912 = !{!"RootCBV", i32 6, i32 0, i32 4, i32 0}
!913 = !{ptr @f72, !914, i32 2}
!914 = !{!915, !916, !917, !918, !919, !920, !921, !922, !923, !926, !927}
!915 = !{!"StaticSampler", i32 272, i32 1, i32 4, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0x4029CD9160000000, float 0x47EFFFFFE0000000, i32 9, i32 2, i32 7, i32 0}
!916 = !{!"RootUAV", i32 0, i32 11, i32 0, i32 2}
!917 = !{!"StaticSampler", i32 85, i32 2, i32 1, i32 1, float 0x40244E8200000000, i32 8, i32 4, i32 0, float 5.000000e+00, float 0x4616650F40000000, i32 12, i32 0, i32 0, i32 0}
!918 = !{!"StaticSampler", i32 85, i32 3, i32 1, i32 1, float 0.000000e+00, i32 16, i32 3, i32 1, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 2, i32 0, i32 0, i32 0}
!919 = !{!"RootConstants", i32 5, i32 131, i32 6, i32 4}
!920 = !{!"RootCBV", i32 0, i32 11, i32 6, i32 8}
!921 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 3, float 0.000000e+00, i32 16, i32 4, i32 1, float 0xC0099F9DC0000000, float 0x41F0000000000000, i32 13, i32 0, i32 5, i32 0}
!922 = !{!"StaticSampler", i32 145, i32 1, i32 5, i32 4, float 0xC0179999A0000000, i32 16, i32 1, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 560, i32 0, i32 3, i32 0}
!923 = !{!"DescriptorTable", i32 4, !924, !925}
!924 = !{!"Sampler", i32 -2, i32 1, i32 7, i32 0, i32 0}
!925 = !{!"Sampler", i32 1, i32 3, i32 0, i32 -1, i32 0}
!926 = !{!"RootFlags", i32 1050}
!927 = !{!"RootSRV", i32 0, i32 15, i32 0, i32 0}
!928 = !{ptr @f73, !929, i32 2}
!929 = !{!930, !933, !939}
!930 = !{!"DescriptorTable", i32 2, !931, !932}
!931 = !{!"UAV", i32 14, i32 539, i32 0, i32 -1, i32 2}
!932 = !{!"CBV", i32 1, i32 4, i32 6, i32 -1, i32 0}
!933 = !{!"DescriptorTable", i32 7, !934, !935, !936, !937, !938}
!934 = !{!"Sampler", i32 14, i32 -249379140, i32 0, i32 -1, i32 65536}
!935 = !{!"Sampler", i32 8, i32 6, i32 0, i32 0, i32 0}
!936 = !{!"Sampler", i32 1, i32 71, i32 0, i32 -1, i32 0}
!937 = !{!"Sampler", i32 1, i32 7, i32 1, i32 -745404634, i32 65536}
!938 = !{!"Sampler", i32 1, i32 10, i32 2, i32 -2, i32 0}
!939 = !{!"RootUAV", i32 0, i32 9, i32 0, i32 4}
!940 = !{ptr @f74, !941, i32 2}
!941 = !{!942, !948, !949, !951, !952, !953, !954, !955}
!942 = !{!"DescriptorTable", i32 4, !943, !944, !945, !946, !947}
!943 = !{!"Sampler", i32 2, i32 2, i32 3, i32 -1, i32 1}
!944 = !{!"Sampler", i32 1, i32 3, i32 786, i32 -1491248936, i32 0}
!945 = !{!"Sampler", i32 3, i32 8, i32 183464002, i32 -1, i32 0}
!946 = !{!"Sampler", i32 1, i32 1225073548, i32 4, i32 -1, i32 0}
!947 = !{!"Sampler", i32 8, i32 222, i32 -17, i32 -1, i32 1}
!948 = !{!"RootUAV", i32 5, i32 15, i32 0, i32 2}
!949 = !{!"DescriptorTable", i32 2, !950}
!950 = !{!"UAV", i32 10, i32 1075796138, i32 0, i32 -1, i32 2}
!951 = !{!"RootConstants", i32 0, i32 13, i32 6, i32 7}
!952 = !{!"RootCBV", i32 0, i32 9, i32 5, i32 0}
!953 = !{!"StaticSampler", i32 256, i32 1, i32 5, i32 1, float 0xC0109EB180000000, i32 16, i32 7, i32 0, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 15, i32 0, i32 2, i32 0}
!954 = !{!"RootCBV", i32 2, i32 5, i32 0, i32 4}
!955 = !{!"RootUAV", i32 0, i32 0, i32 5, i32 2}
!956 = !{ptr @f75, !957, i32 2}
!957 = !{}
!958 = !{ptr @f76, !959, i32 2}
!959 = !{!960, !963, !964, !966, !967, !968, !969, !973, !974, !979}
!960 = !{!"DescriptorTable", i32 0, !961, !962}
!961 = !{!"CBV", i32 1, i32 8, i32 0, i32 -1, i32 4}
!962 = !{!"CBV", i32 1, i32 469, i32 -1833782482, i32 58, i32 1}
!963 = !{!"StaticSampler", i32 0, i32 3, i32 1, i32 3, float 0.000000e+00, i32 16, i32 4, i32 2, float 0xC624583480000000, float 0x47EFFFFFE0000000, i32 9, i32 1947784026, i32 0, i32 0}
!964 = !{!"DescriptorTable", i32 7, !965}
!965 = !{!"Sampler", i32 15, i32 7, i32 2, i32 -1, i32 0}
!966 = !{!"RootConstants", i32 0, i32 362, i32 4, i32 2}
!967 = !{!"RootCBV", i32 1, i32 1, i32 883, i32 4}
!968 = !{!"RootConstants", i32 0, i32 472, i32 7, i32 1}
!969 = !{!"DescriptorTable", i32 7, !970, !971, !972}
!970 = !{!"UAV", i32 1, i32 0, i32 0, i32 -1, i32 1}
!971 = !{!"CBV", i32 1, i32 337, i32 0, i32 -1, i32 2}
!972 = !{!"UAV", i32 -1, i32 243, i32 0, i32 -1, i32 2}
!973 = !{!"RootConstants", i32 6, i32 11, i32 0, i32 4}
!974 = !{!"DescriptorTable", i32 0, !975, !976, !977, !978}
!975 = !{!"UAV", i32 4, i32 9, i32 0, i32 -1, i32 65536}
!976 = !{!"CBV", i32 1, i32 1, i32 0, i32 -1, i32 4}
!977 = !{!"SRV", i32 1, i32 13, i32 0, i32 -1, i32 2}
!978 = !{!"UAV", i32 1, i32 -2, i32 7, i32 -1, i32 2}
!979 = !{!"StaticSampler", i32 85, i32 1, i32 2, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 9.000000e+00, float 0x47EFFFFFE0000000, i32 14, i32 0, i32 0, i32 0}
!980 = !{ptr @f77, !981, i32 2}
!981 = !{!982}
!982 = !{!"RootConstants", i32 7, i32 15, i32 0, i32 1}
!983 = !{ptr @f78, !984, i32 2}
!984 = !{!985, !986, !988, !989, !993, !997, !1000, !1002, !1003, !1004, !1010, !1011, !1012, !1013, !1014, !1015, !1016, !1017, !1018, !1019, !1020, !1022, !1023}
!985 = !{!"RootSRV", i32 0, i32 6, i32 7, i32 4}
!986 = !{!"DescriptorTable", i32 7, !987}
!987 = !{!"CBV", i32 6, i32 9, i32 0, i32 -1, i32 4}
!988 = !{!"StaticSampler", i32 0, i32 1, i32 4, i32 1, float 0x402A666660000000, i32 16, i32 1, i32 2, float 0xC617C59740000000, float 0x407D743F80000000, i32 0, i32 0, i32 0, i32 0}
!989 = !{!"DescriptorTable", i32 6, !990, !991, !992}
!990 = !{!"SRV", i32 13, i32 572, i32 4, i32 -14, i32 4}
!991 = !{!"CBV", i32 1, i32 533, i32 6, i32 35, i32 4}
!992 = !{!"CBV", i32 -1, i32 887, i32 0, i32 -1, i32 4}
!993 = !{!"DescriptorTable", i32 0, !994, !995, !996}
!994 = !{!"CBV", i32 1, i32 647, i32 4, i32 -1, i32 4}
!995 = !{!"CBV", i32 1, i32 15, i32 0, i32 -1, i32 2}
!996 = !{!"UAV", i32 1, i32 10, i32 0, i32 3, i32 65536}
!997 = !{!"DescriptorTable", i32 1, !998, !999}
!998 = !{!"SRV", i32 1, i32 0, i32 6, i32 19, i32 4}
!999 = !{!"UAV", i32 15, i32 -32002930, i32 0, i32 -1, i32 2}
!1000 = !{!"DescriptorTable", i32 4, !1001}
!1001 = !{!"SRV", i32 1, i32 10, i32 0, i32 -1, i32 8}
!1002 = !{!"StaticSampler", i32 133, i32 1, i32 1, i32 1, float 0x3FF3FD51C0000000, i32 16, i32 2, i32 0, float 0xC08CBFD700000000, float 0x47EFFFFFE0000000, i32 841, i32 975, i32 5, i32 0}
!1003 = !{!"StaticSampler", i32 213, i32 4, i32 4, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0x401ACCCCC0000000, float 0x47EFFFFFE0000000, i32 513, i32 2036797923, i32 0, i32 0}
!1004 = !{!"DescriptorTable", i32 0, !1005, !1006, !1007, !1008, !1009}
!1005 = !{!"CBV", i32 1, i32 2, i32 6, i32 -1, i32 65536}
!1006 = !{!"UAV", i32 1, i32 15, i32 0, i32 -1, i32 2}
!1007 = !{!"UAV", i32 7, i32 466, i32 347, i32 -1, i32 5}
!1008 = !{!"SRV", i32 12, i32 6, i32 2, i32 31, i32 4}
!1009 = !{!"SRV", i32 1, i32 751, i32 0, i32 47, i32 4}
!1010 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 6, i32 1, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 14, i32 0, i32 4, i32 0}
!1011 = !{!"StaticSampler", i32 273, i32 1, i32 1, i32 5, float 0.000000e+00, i32 10, i32 4, i32 3, float 0.000000e+00, float 0x4627171EA0000000, i32 8, i32 4, i32 0, i32 0}
!1012 = !{!"RootConstants", i32 0, i32 5, i32 0, i32 4}
!1013 = !{!"RootSRV", i32 0, i32 8, i32 1, i32 4}
!1014 = !{!"RootConstants", i32 0, i32 3, i32 774, i32 3}
!1015 = !{!"RootCBV", i32 0, i32 24, i32 0, i32 4}
!1016 = !{!"RootCBV", i32 2, i32 0, i32 312, i32 4}
!1017 = !{!"StaticSampler", i32 85, i32 4, i32 1, i32 4, float 0xC02F11D460000000, i32 16, i32 4, i32 1, float 0.000000e+00, float 0x400E666660000000, i32 13, i32 2, i32 2, i32 0}
!1018 = !{!"StaticSampler", i32 405, i32 1, i32 1, i32 5, float 0.000000e+00, i32 2, i32 4, i32 2, float 0xC6292FC8C0000000, float 0x47EFFFFFE0000000, i32 1, i32 0, i32 2, i32 0}
!1019 = !{!"RootConstants", i32 2, i32 176, i32 0, i32 2}
!1020 = !{!"DescriptorTable", i32 1, !1021}
!1021 = !{!"SRV", i32 1, i32 918103663, i32 3, i32 -1, i32 2}
!1022 = !{!"StaticSampler", i32 16, i32 3, i32 1, i32 1, float 0x4027BE1B00000000, i32 11, i32 4, i32 0, float -4.590000e+02, float 0x461421C4C0000000, i32 2, i32 0, i32 1, i32 0}
!1023 = !{!"DescriptorTable", i32 1, !1024}
!1024 = !{!"CBV", i32 1, i32 4, i32 0, i32 -1, i32 4}
!1025 = !{ptr @f79, !1026, i32 2}
!1026 = !{!1027, !1028}
!1027 = !{!"RootFlags", i32 8}
!1028 = !{!"StaticSampler", i32 5, i32 1, i32 1, i32 4, float 0xC003333340000000, i32 5, i32 4, i32 2, float 0x402CCCCCC0000000, float 0x47EFFFFFE0000000, i32 -594276716, i32 3, i32 7, i32 0}
!1029 = !{ptr @f80, !1030, i32 2}
!1030 = !{!1031}
!1031 = !{!"RootFlags", i32 1060}
!1032 = !{ptr @f81, !1033, i32 2}
!1033 = !{!1034, !1035, !1037, !1043, !1044, !1047, !1048, !1053}
!1034 = !{!"RootFlags", i32 2640}
!1035 = !{!"DescriptorTable", i32 3, !1036}
!1036 = !{!"CBV", i32 -2, i32 1, i32 -17, i32 -1, i32 4}
!1037 = !{!"DescriptorTable", i32 0, !1038, !1039, !1040, !1041, !1042}
!1038 = !{!"UAV", i32 1, i32 14, i32 5, i32 29, i32 2}
!1039 = !{!"CBV", i32 1, i32 15, i32 0, i32 -1, i32 4}
!1040 = !{!"CBV", i32 1, i32 625, i32 0, i32 -1, i32 4}
!1041 = !{!"CBV", i32 1, i32 1265536025, i32 7, i32 -1, i32 4}
!1042 = !{!"SRV", i32 1, i32 13, i32 608144884, i32 8, i32 4}
!1043 = !{!"StaticSampler", i32 85, i32 1, i32 3, i32 1, float -1.400000e+01, i32 16, i32 4, i32 1, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 0, i32 1, i32 0, i32 0}
!1044 = !{!"DescriptorTable", i32 3, !1045, !1046}
!1045 = !{!"UAV", i32 82563, i32 8, i32 -17, i32 -1, i32 2}
!1046 = !{!"SRV", i32 1, i32 401223793, i32 0, i32 -1, i32 4}
!1047 = !{!"RootCBV", i32 0, i32 580, i32 15, i32 4}
!1048 = !{!"DescriptorTable", i32 0, !1049, !1050, !1051, !1052}
!1049 = !{!"UAV", i32 9, i32 11, i32 6, i32 -1, i32 2}
!1050 = !{!"CBV", i32 1, i32 4, i32 2, i32 -1, i32 5}
!1051 = !{!"CBV", i32 12, i32 15, i32 6, i32 -1, i32 4}
!1052 = !{!"UAV", i32 10, i32 11, i32 0, i32 1665548272, i32 1}
!1053 = !{!"DescriptorTable", i32 1, !1054, !1055, !1056}
!1054 = !{!"CBV", i32 4018, i32 735, i32 0, i32 -1, i32 4}
!1055 = !{!"SRV", i32 6, i32 913, i32 2037548102, i32 -1, i32 8}
!1056 = !{!"UAV", i32 -1, i32 498, i32 0, i32 -1, i32 2}
!1057 = !{ptr @f82, !1058, i32 2}
!1058 = !{!1059, !1064}
!1059 = !{!"DescriptorTable", i32 3, !1060, !1061, !1062, !1063}
!1060 = !{!"SRV", i32 1, i32 -1874480311, i32 726, i32 -1, i32 4}
!1061 = !{!"CBV", i32 13, i32 15, i32 1, i32 -1, i32 4}
!1062 = !{!"UAV", i32 1, i32 1, i32 0, i32 54, i32 2}
!1063 = !{!"SRV", i32 -1, i32 441, i32 0, i32 -2, i32 2}
!1064 = !{!"StaticSampler", i32 20, i32 1, i32 5, i32 2, float 4.000000e+00, i32 9, i32 4, i32 2, float -5.850000e+02, float 0x47EFFFFFE0000000, i32 4, i32 0, i32 0, i32 0}
!1065 = !{ptr @f83, !1066, i32 2}
!1066 = !{!1067, !1069}
!1067 = !{!"DescriptorTable", i32 0, !1068}
!1068 = !{!"CBV", i32 75191, i32 372, i32 -17, i32 -1, i32 3}
!1069 = !{!"DescriptorTable", i32 3, !1070, !1071, !1072}
!1070 = !{!"CBV", i32 8913, i32 472, i32 0, i32 53, i32 4}
!1071 = !{!"CBV", i32 95636, i32 -1403458815, i32 0, i32 -1, i32 2}
!1072 = !{!"UAV", i32 5, i32 5, i32 4, i32 -1, i32 65536}
!1073 = !{ptr @f84, !1074, i32 2}
!1074 = !{!1075, !1076, !1078, !1079, !1080, !1082, !1083, !1084, !1085, !1090, !1091, !1092}
!1075 = !{!"StaticSampler", i32 128, i32 2, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 5.820000e+02, float 0x47EFFFFFE0000000, i32 25, i32 -1640824735, i32 5, i32 0}
!1076 = !{!"DescriptorTable", i32 7, !1077}
!1077 = !{!"SRV", i32 1, i32 13, i32 1, i32 24, i32 65538}
!1078 = !{!"StaticSampler", i32 5, i32 1, i32 1, i32 5, float 0x40230BC6A0000000, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 11, i32 0, i32 0, i32 0}
!1079 = !{!"StaticSampler", i32 213, i32 1, i32 2, i32 3, float 0.000000e+00, i32 16, i32 6, i32 3, float -1.000000e+01, float 0x40322A64C0000000, i32 309, i32 45, i32 0, i32 0}
!1080 = !{!"DescriptorTable", i32 0, !1081}
!1081 = !{!"SRV", i32 1, i32 7, i32 6, i32 -1, i32 4}
!1082 = !{!"StaticSampler", i32 405, i32 2, i32 4, i32 1, float 0xC02A566C40000000, i32 16, i32 7, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 5, i32 231569621, i32 1, i32 0}
!1083 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0xC0168FF580000000, i32 11, i32 4, i32 0, float 0xC075044020000000, float 0xC01E46BAA0000000, i32 1, i32 6, i32 0, i32 0}
!1084 = !{!"RootSRV", i32 0, i32 3, i32 3, i32 8}
!1085 = !{!"DescriptorTable", i32 6, !1086, !1087, !1088, !1089}
!1086 = !{!"Sampler", i32 1, i32 1057381823, i32 0, i32 -1, i32 0}
!1087 = !{!"Sampler", i32 58314, i32 12, i32 0, i32 -1, i32 0}
!1088 = !{!"Sampler", i32 1, i32 4, i32 2, i32 -1, i32 0}
!1089 = !{!"Sampler", i32 11, i32 10, i32 7, i32 -1, i32 0}
!1090 = !{!"RootSRV", i32 1, i32 14, i32 0, i32 4}
!1091 = !{!"RootCBV", i32 1, i32 5, i32 -150872311, i32 4}
!1092 = !{!"StaticSampler", i32 341, i32 1, i32 1, i32 2, float 0xC0221339A0000000, i32 16, i32 6, i32 2, float 0.000000e+00, float 0x3FF3AEDEE0000000, i32 1, i32 5, i32 0, i32 0}
!1093 = !{ptr @f85, !1094, i32 2}
!1094 = !{!1095, !1096, !1097, !1102, !1103, !1104, !1105, !1111, !1117, !1118, !1124, !1125}
!1095 = !{!"RootConstants", i32 0, i32 5, i32 0, i32 14}
!1096 = !{!"RootConstants", i32 4, i32 14, i32 2, i32 5}
!1097 = !{!"DescriptorTable", i32 0, !1098, !1099, !1100, !1101}
!1098 = !{!"Sampler", i32 1, i32 0, i32 0, i32 -1, i32 0}
!1099 = !{!"Sampler", i32 1, i32 6, i32 1, i32 -1, i32 1}
!1100 = !{!"Sampler", i32 1, i32 15, i32 0, i32 -1, i32 0}
!1101 = !{!"Sampler", i32 1, i32 6, i32 0, i32 -1, i32 0}
!1102 = !{!"RootSRV", i32 2, i32 14, i32 0, i32 0}
!1103 = !{!"RootCBV", i32 7, i32 1, i32 7, i32 0}
!1104 = !{!"RootSRV", i32 0, i32 10, i32 3, i32 0}
!1105 = !{!"DescriptorTable", i32 2, !1106, !1107, !1108, !1109, !1110}
!1106 = !{!"CBV", i32 1, i32 1, i32 626, i32 -1, i32 4}
!1107 = !{!"CBV", i32 1, i32 13, i32 0, i32 -1, i32 65544}
!1108 = !{!"CBV", i32 1, i32 522, i32 0, i32 -1, i32 65544}
!1109 = !{!"UAV", i32 1, i32 2, i32 7, i32 -1, i32 1}
!1110 = !{!"SRV", i32 1, i32 0, i32 0, i32 31, i32 2}
!1111 = !{!"DescriptorTable", i32 4, !1112, !1113, !1114, !1115, !1116}
!1112 = !{!"UAV", i32 8, i32 13, i32 6, i32 -1, i32 2}
!1113 = !{!"SRV", i32 1, i32 7, i32 1, i32 -1, i32 65544}
!1114 = !{!"UAV", i32 16, i32 10, i32 0, i32 -1, i32 65538}
!1115 = !{!"SRV", i32 1, i32 -1114711758, i32 0, i32 -1, i32 65536}
!1116 = !{!"CBV", i32 1, i32 1, i32 0, i32 -1, i32 3}
!1117 = !{!"RootConstants", i32 0, i32 3, i32 0, i32 3}
!1118 = !{!"DescriptorTable", i32 6, !1119, !1120, !1121, !1122, !1123}
!1119 = !{!"CBV", i32 1, i32 6, i32 0, i32 -1, i32 65544}
!1120 = !{!"UAV", i32 1, i32 12, i32 3, i32 -1, i32 2}
!1121 = !{!"SRV", i32 5, i32 0, i32 5, i32 15, i32 65536}
!1122 = !{!"UAV", i32 8, i32 1, i32 0, i32 -1, i32 2}
!1123 = !{!"CBV", i32 1, i32 13, i32 4, i32 -1331367871, i32 65538}
!1124 = !{!"RootSRV", i32 6, i32 10, i32 0, i32 4}
!1125 = !{!"DescriptorTable", i32 0, !1126}
!1126 = !{!"CBV", i32 7, i32 10, i32 796, i32 -1, i32 4}
!1127 = !{ptr @f86, !1128, i32 2}
!1128 = !{!1129, !1131, !1132, !1133, !1134, !1135, !1139, !1140, !1141, !1141, !1142, !1145, !1150}
!1129 = !{!"DescriptorTable", i32 4, !1130}
!1130 = !{!"UAV", i32 1, i32 9, i32 466807199, i32 -1, i32 3}
!1131 = !{!"RootCBV", i32 0, i32 1450978864, i32 2, i32 4}
!1132 = !{!"RootUAV", i32 3, i32 -331062259, i32 938, i32 0}
!1133 = !{!"RootConstants", i32 0, i32 -2, i32 0, i32 12}
!1134 = !{!"RootFlags", i32 2069}
!1135 = !{!"DescriptorTable", i32 0, !1136, !1137, !1138}
!1136 = !{!"SRV", i32 1, i32 549, i32 0, i32 -1, i32 65544}
!1137 = !{!"UAV", i32 1, i32 4, i32 0, i32 31, i32 65540}
!1138 = !{!"UAV", i32 1, i32 7, i32 0, i32 39, i32 2}
!1139 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 1.000000e+00, i32 16, i32 8, i32 1, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 6, i32 2, i32 0, i32 0}
!1140 = !{!"StaticSampler", i32 85, i32 1, i32 5, i32 1, float 0.000000e+00, i32 16, i32 2, i32 2, float 3.000000e+00, float 0x407A650060000000, i32 11, i32 0, i32 3, i32 0}
!1141 = !{!"DescriptorTable", i32 0}
!1142 = !{!"DescriptorTable", i32 3, !1143, !1144}
!1143 = !{!"SRV", i32 -2, i32 1, i32 154, i32 -1, i32 8}
!1144 = !{!"CBV", i32 1, i32 3, i32 7, i32 -1, i32 65544}
!1145 = !{!"DescriptorTable", i32 3, !1146, !1147, !1148, !1149}
!1146 = !{!"CBV", i32 1, i32 9, i32 7, i32 -1678185563, i32 4}
!1147 = !{!"CBV", i32 1, i32 11, i32 -17, i32 55, i32 4}
!1148 = !{!"CBV", i32 7, i32 4, i32 395, i32 -1, i32 4}
!1149 = !{!"CBV", i32 1, i32 1, i32 0, i32 -1, i32 4}
!1150 = !{!"RootConstants", i32 5, i32 570, i32 1, i32 1}
!1151 = !{ptr @f87, !1152, i32 2}
!1152 = !{!1153, !1154, !1156, !1157, !1162}
!1153 = !{!"RootFlags", i32 564}
!1154 = !{!"DescriptorTable", i32 0, !1155}
!1155 = !{!"SRV", i32 -1, i32 8, i32 0, i32 -1, i32 4}
!1156 = !{!"RootConstants", i32 1, i32 2, i32 0, i32 4}
!1157 = !{!"DescriptorTable", i32 5, !1158, !1159, !1160, !1161}
!1158 = !{!"CBV", i32 96055, i32 908366667, i32 0, i32 -1, i32 4}
!1159 = !{!"UAV", i32 1, i32 15, i32 0, i32 9, i32 2}
!1160 = !{!"UAV", i32 1, i32 0, i32 0, i32 61, i32 65544}
!1161 = !{!"CBV", i32 1, i32 769, i32 -17, i32 -1, i32 4}
!1162 = !{!"StaticSampler", i32 4, i32 1, i32 5, i32 1, float 0.000000e+00, i32 16, i32 5, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 10, i32 749, i32 0, i32 0}
!1163 = !{ptr @f88, !1164, i32 2}
!1164 = !{!1165, !1166, !1167, !1171}
!1165 = !{!"DescriptorTable", i32 4}
!1166 = !{!"RootFlags", i32 0}
!1167 = !{!"DescriptorTable", i32 5, !1168, !1169, !1170}
!1168 = !{!"UAV", i32 1, i32 4, i32 3, i32 -1, i32 2}
!1169 = !{!"SRV", i32 15, i32 424, i32 0, i32 1641912322, i32 4}
!1170 = !{!"SRV", i32 1, i32 14, i32 0, i32 1513162403, i32 8}
!1171 = !{!"DescriptorTable", i32 0, !1172}
!1172 = !{!"UAV", i32 1, i32 5, i32 7, i32 -1, i32 2}
!1173 = !{ptr @f89, !1174, i32 2}
!1174 = !{!1175, !1181, !1185, !1186}
!1175 = !{!"DescriptorTable", i32 7, !1176, !1177, !1178, !1179, !1180}
!1176 = !{!"UAV", i32 1, i32 989, i32 7, i32 -1, i32 2}
!1177 = !{!"SRV", i32 11, i32 7, i32 6, i32 -1, i32 8}
!1178 = !{!"UAV", i32 1, i32 14, i32 2, i32 -1, i32 2}
!1179 = !{!"SRV", i32 1, i32 -256654320, i32 0, i32 -1, i32 3}
!1180 = !{!"CBV", i32 1, i32 15, i32 0, i32 -1, i32 8}
!1181 = !{!"DescriptorTable", i32 0, !1182, !1183, !1184}
!1182 = !{!"CBV", i32 1, i32 8, i32 0, i32 63, i32 1}
!1183 = !{!"SRV", i32 11, i32 4, i32 0, i32 -1, i32 4}
!1184 = !{!"CBV", i32 -1, i32 -1028343227, i32 0, i32 -1, i32 4}
!1185 = !{!"RootConstants", i32 4, i32 2, i32 7, i32 3}
!1186 = !{!"RootConstants", i32 2, i32 9, i32 2, i32 1}
!1187 = !{ptr @f90, !1188, i32 2}
!1188 = !{!1189, !1190}
!1189 = !{!"RootFlags", i32 512}
!1190 = !{!"StaticSampler", i32 85, i32 2, i32 1, i32 2, float 0xC002FB5D20000000, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 12, i32 0, i32 4, i32 0}
!1191 = !{ptr @f91, !1192, i32 2}
!1192 = !{!1193, !1194}
!1193 = !{!"RootFlags", i32 64}
!1194 = !{!"RootCBV", i32 6, i32 7, i32 1, i32 4}
!1195 = !{ptr @f92, !1196, i32 2}
!1196 = !{!1197}
!1197 = !{!"RootFlags", i32 2054}
!1198 = !{ptr @f93, !1199, i32 2}
!1199 = !{!1200, !1201, !1203, !1204, !1208, !1209}
!1200 = !{!"StaticSampler", i32 85, i32 1, i32 4, i32 5, float 0x4028BB6BC0000000, i32 9, i32 4, i32 1, float 0x407FE473C0000000, float 0x47EFFFFFE0000000, i32 10, i32 0, i32 6, i32 0}
!1201 = !{!"DescriptorTable", i32 5, !1202}
!1202 = !{!"CBV", i32 1, i32 11, i32 0, i32 -1, i32 4}
!1203 = !{!"RootConstants", i32 0, i32 8, i32 0, i32 1}
!1204 = !{!"DescriptorTable", i32 1, !1205, !1206, !1207}
!1205 = !{!"Sampler", i32 12, i32 729, i32 0, i32 40, i32 0}
!1206 = !{!"Sampler", i32 1, i32 198, i32 6, i32 -1525624648, i32 0}
!1207 = !{!"Sampler", i32 -1, i32 454940976, i32 0, i32 -1, i32 0}
!1208 = !{!"RootUAV", i32 0, i32 15, i32 0, i32 2}
!1209 = !{!"DescriptorTable", i32 4, !1210, !1211, !1212}
!1210 = !{!"SRV", i32 1, i32 7, i32 6, i32 -1, i32 4}
!1211 = !{!"CBV", i32 1, i32 996, i32 0, i32 -676575102, i32 4}
!1212 = !{!"CBV", i32 1, i32 379, i32 0, i32 -1, i32 4}
!1213 = !{ptr @f94, !1214, i32 2}
!1214 = !{!1215, !1220, !1221, !1223, !1225, !1226, !1227, !1228}
!1215 = !{!"DescriptorTable", i32 7, !1216, !1217, !1218, !1219}
!1216 = !{!"SRV", i32 4, i32 15, i32 0, i32 -1, i32 4}
!1217 = !{!"SRV", i32 15, i32 880, i32 0, i32 -1, i32 4}
!1218 = !{!"UAV", i32 1, i32 1, i32 0, i32 63, i32 65536}
!1219 = !{!"CBV", i32 -1, i32 292, i32 0, i32 7, i32 2}
!1220 = !{!"RootConstants", i32 1, i32 1, i32 7, i32 5}
!1221 = !{!"DescriptorTable", i32 0, !1222}
!1222 = !{!"Sampler", i32 1, i32 6, i32 68, i32 33, i32 0}
!1223 = !{!"DescriptorTable", i32 3, !1224}
!1224 = !{!"SRV", i32 7, i32 13, i32 184, i32 -1, i32 4}
!1225 = !{!"RootFlags", i32 1824}
!1226 = !{!"RootSRV", i32 0, i32 7, i32 0, i32 2}
!1227 = !{!"RootConstants", i32 1, i32 1, i32 0, i32 1}
!1228 = !{!"RootSRV", i32 0, i32 -2, i32 0, i32 4}
!1229 = !{ptr @f95, !1230, i32 2}
!1230 = !{!1231, !1235, !1236, !1237}
!1231 = !{!"DescriptorTable", i32 1, !1232, !1233, !1234}
!1232 = !{!"SRV", i32 1, i32 6, i32 0, i32 30, i32 4}
!1233 = !{!"UAV", i32 1, i32 1933374557, i32 0, i32 54, i32 2}
!1234 = !{!"UAV", i32 10, i32 13, i32 0, i32 -305832650, i32 5}
!1235 = !{!"RootConstants", i32 2, i32 2, i32 0, i32 4}
!1236 = !{!"StaticSampler", i32 17, i32 4, i32 1, i32 1, float 0.000000e+00, i32 16, i32 1, i32 2, float 0.000000e+00, float 0x4624A0D9A0000000, i32 10, i32 1, i32 4, i32 0}
!1237 = !{!"DescriptorTable", i32 2, !1238}
!1238 = !{!"SRV", i32 -1, i32 94, i32 0, i32 21, i32 4}
!1239 = !{ptr @f96, !1240, i32 2}
!1240 = !{!1241, !1244, !1249, !1250, !1251}
!1241 = !{!"DescriptorTable", i32 0, !1242, !1243}
!1242 = !{!"SRV", i32 1, i32 15, i32 0, i32 -1, i32 4}
!1243 = !{!"CBV", i32 15, i32 779, i32 0, i32 1, i32 4}
!1244 = !{!"DescriptorTable", i32 4, !1245, !1246, !1247, !1248}
!1245 = !{!"Sampler", i32 2, i32 10, i32 -17, i32 -1, i32 0}
!1246 = !{!"Sampler", i32 1, i32 8, i32 2, i32 -1, i32 0}
!1247 = !{!"Sampler", i32 1, i32 501, i32 0, i32 -1, i32 0}
!1248 = !{!"Sampler", i32 16, i32 9, i32 0, i32 -17, i32 0}
!1249 = !{!"RootCBV", i32 3, i32 12, i32 0, i32 0}
!1250 = !{!"RootSRV", i32 6, i32 6, i32 0, i32 4}
!1251 = !{!"RootFlags", i32 2848}
!1252 = !{ptr @f97, !1253, i32 2}
!1253 = !{!1254, !1258, !1259, !1262, !1263, !1264}
!1254 = !{!"DescriptorTable", i32 4, !1255, !1256, !1257}
!1255 = !{!"SRV", i32 39094, i32 1, i32 0, i32 -1342176844, i32 4}
!1256 = !{!"CBV", i32 1, i32 948, i32 0, i32 53, i32 4}
!1257 = !{!"CBV", i32 -1, i32 1395422149, i32 0, i32 -1, i32 4}
!1258 = !{!"RootSRV", i32 7, i32 321789304, i32 0, i32 4}
!1259 = !{!"DescriptorTable", i32 4, !1260, !1261}
!1260 = !{!"CBV", i32 1, i32 14, i32 0, i32 1018535636, i32 8}
!1261 = !{!"SRV", i32 15, i32 422321748, i32 0, i32 -1, i32 4}
!1262 = !{!"RootConstants", i32 7, i32 13, i32 0, i32 2}
!1263 = !{!"RootCBV", i32 0, i32 11, i32 0, i32 4}
!1264 = !{!"RootSRV", i32 0, i32 1, i32 2, i32 4}
!1265 = !{ptr @f98, !1266, i32 2}
!1266 = !{!1267, !1272, !1276, !1280, !1281, !1282, !1283}
!1267 = !{!"DescriptorTable", i32 2, !1268, !1269, !1270, !1271}
!1268 = !{!"UAV", i32 9, i32 14, i32 0, i32 -1, i32 0}
!1269 = !{!"CBV", i32 1, i32 11, i32 6, i32 -2, i32 8}
!1270 = !{!"SRV", i32 1, i32 1002673092, i32 0, i32 37, i32 4}
!1271 = !{!"SRV", i32 16, i32 313, i32 0, i32 -1, i32 4}
!1272 = !{!"DescriptorTable", i32 4, !1273, !1274, !1275}
!1273 = !{!"Sampler", i32 1, i32 892, i32 0, i32 -1, i32 1}
!1274 = !{!"Sampler", i32 1524792857, i32 980, i32 0, i32 -1, i32 1}
!1275 = !{!"Sampler", i32 1, i32 2, i32 0, i32 -1, i32 0}
!1276 = !{!"DescriptorTable", i32 6, !1277, !1278, !1279}
!1277 = !{!"UAV", i32 1, i32 12, i32 7, i32 -1, i32 0}
!1278 = !{!"UAV", i32 1, i32 2, i32 0, i32 -1, i32 1}
!1279 = !{!"CBV", i32 1, i32 6, i32 408, i32 -1, i32 4}
!1280 = !{!"RootUAV", i32 0, i32 5, i32 6, i32 2}
!1281 = !{!"RootUAV", i32 0, i32 -317671694, i32 1, i32 0}
!1282 = !{!"RootConstants", i32 0, i32 14, i32 3, i32 8}
!1283 = !{!"DescriptorTable", i32 0, !1284, !1285, !1286}
!1284 = !{!"SRV", i32 1, i32 835760229, i32 2, i32 -1, i32 8}
!1285 = !{!"SRV", i32 1, i32 8, i32 0, i32 -1, i32 4}
!1286 = !{!"CBV", i32 1, i32 2, i32 0, i32 -1, i32 4}
!1287 = !{ptr @f99, !1288, i32 2}
!1288 = !{!1289, !1290, !1291, !1295}
!1289 = !{!"StaticSampler", i32 1, i32 1, i32 1, i32 1, float 0.000000e+00, i32 15, i32 4, i32 3, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 104, i32 7, i32 0, i32 0}
!1290 = !{!"RootUAV", i32 7, i32 6, i32 -17, i32 4}
!1291 = !{!"DescriptorTable", i32 0, !1292, !1293, !1294}
!1292 = !{!"UAV", i32 2, i32 2, i32 0, i32 -1, i32 2}
!1293 = !{!"SRV", i32 -2, i32 1, i32 0, i32 0, i32 65538}
!1294 = !{!"UAV", i32 1, i32 8, i32 4, i32 -1, i32 2}
!1295 = !{!"DescriptorTable", i32 0, !1296}
!1296 = !{!"Sampler", i32 16, i32 5, i32 -227365087, i32 1727564459, i32 65536}
!1297 = !{ptr @f100, !1298, i32 2}
!1298 = !{!1299, !1300, !1301, !1302, !1303, !1304, !1310}
!1299 = !{!"RootCBV", i32 0, i32 6, i32 3, i32 4}
!1300 = !{!"RootConstants", i32 2, i32 956, i32 58, i32 1}
!1301 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 5, i32 2, float 0xC026E147A0000000, float 0xC0059999A0000000, i32 3, i32 0, i32 0, i32 0}
!1302 = !{!"RootConstants", i32 0, i32 614, i32 6, i32 9}
!1303 = !{!"RootCBV", i32 2, i32 8, i32 389, i32 4}
!1304 = !{!"DescriptorTable", i32 1, !1305, !1306, !1307, !1308, !1309}
!1305 = !{!"SRV", i32 14, i32 11, i32 0, i32 -1, i32 3}
!1306 = !{!"UAV", i32 1, i32 10, i32 0, i32 -1, i32 2}
!1307 = !{!"UAV", i32 4, i32 14, i32 117839461, i32 -1, i32 2}
!1308 = !{!"SRV", i32 2075236739, i32 941, i32 0, i32 -1, i32 4}
!1309 = !{!"CBV", i32 1, i32 967, i32 0, i32 -1011621639, i32 4}
!1310 = !{!"StaticSampler", i32 85, i32 2, i32 5, i32 1, float 0.000000e+00, i32 16, i32 4, i32 3, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 0, i32 3, i32 0, i32 0}
!1311 = !{ptr @f101, !1312, i32 2}
!1312 = !{!1313, !1317}
!1313 = !{!"DescriptorTable", i32 7, !1314, !1315, !1316}
!1314 = !{!"CBV", i32 1, i32 10, i32 2, i32 -1, i32 4}
!1315 = !{!"SRV", i32 1, i32 -1509354422, i32 0, i32 11, i32 4}
!1316 = !{!"SRV", i32 -1, i32 12, i32 2, i32 -1, i32 4}
!1317 = !{!"StaticSampler", i32 85, i32 5, i32 2, i32 2, float 0x4011333340000000, i32 4, i32 3, i32 2, float 0xC61D586DC0000000, float 0x47EFFFFFE0000000, i32 8, i32 0, i32 0, i32 0}
!1318 = !{ptr @f102, !1319, i32 2}
!1319 = !{!1320, !1321, !1325, !1326}
!1320 = !{!"StaticSampler", i32 213, i32 1, i32 1, i32 1, float 6.000000e+00, i32 3, i32 4, i32 0, float 1.300000e+01, float 0x47EFFFFFE0000000, i32 1, i32 0, i32 0, i32 0}
!1321 = !{!"DescriptorTable", i32 3, !1322, !1323, !1324}
!1322 = !{!"Sampler", i32 16, i32 3, i32 754, i32 41, i32 0}
!1323 = !{!"Sampler", i32 1, i32 60, i32 0, i32 -1, i32 1}
!1324 = !{!"Sampler", i32 1, i32 10, i32 0, i32 -638465048, i32 65536}
!1325 = !{!"StaticSampler", i32 85, i32 1, i32 4, i32 1, float 0xC00E6F6940000000, i32 5, i32 4, i32 2, float 0.000000e+00, float 1.500000e+01, i32 377, i32 0, i32 0, i32 0}
!1326 = !{!"RootCBV", i32 0, i32 135, i32 -1384549282, i32 4}
!1327 = !{ptr @f103, !1328, i32 2}
!1328 = !{}
!1329 = !{ptr @f104, !1330, i32 2}
!1330 = !{!1331, !1332, !1333, !1335, !1336, !1337, !1338, !1341, !1347, !1348, !1353}
!1331 = !{!"RootConstants", i32 1, i32 149, i32 2, i32 1}
!1332 = !{!"RootConstants", i32 7, i32 2, i32 195, i32 1}
!1333 = !{!"DescriptorTable", i32 0, !1334}
!1334 = !{!"SRV", i32 1, i32 -2012756259, i32 351478731, i32 -1, i32 4}
!1335 = !{!"RootCBV", i32 0, i32 11, i32 0, i32 4}
!1336 = !{!"DescriptorTable", i32 1}
!1337 = !{!"RootSRV", i32 0, i32 539, i32 0, i32 4}
!1338 = !{!"DescriptorTable", i32 2, !1339, !1340}
!1339 = !{!"UAV", i32 1, i32 -2, i32 0, i32 -1, i32 2}
!1340 = !{!"UAV", i32 1, i32 2, i32 3, i32 -1, i32 2}
!1341 = !{!"DescriptorTable", i32 0, !1342, !1343, !1344, !1345, !1346}
!1342 = !{!"Sampler", i32 52440, i32 3, i32 0, i32 -1, i32 65536}
!1343 = !{!"Sampler", i32 1, i32 306, i32 2, i32 -1, i32 0}
!1344 = !{!"Sampler", i32 1, i32 229, i32 1, i32 -1, i32 65536}
!1345 = !{!"Sampler", i32 2, i32 -1425497170, i32 0, i32 -1, i32 0}
!1346 = !{!"Sampler", i32 1, i32 1682262400, i32 0, i32 -1, i32 65536}
!1347 = !{!"RootFlags", i32 2}
!1348 = !{!"DescriptorTable", i32 5, !1349, !1350, !1351, !1352}
!1349 = !{!"UAV", i32 1, i32 602, i32 0, i32 -1, i32 2}
!1350 = !{!"SRV", i32 1, i32 1601742955, i32 0, i32 47, i32 1}
!1351 = !{!"UAV", i32 4, i32 5, i32 0, i32 2, i32 1}
!1352 = !{!"UAV", i32 -1, i32 613, i32 2, i32 -1, i32 2}
!1353 = !{!"RootConstants", i32 5, i32 15, i32 0, i32 1}
!1354 = !{ptr @f105, !1355, i32 2}
!1355 = !{!1356, !1357, !1358, !1359}
!1356 = !{!"StaticSampler", i32 149, i32 3, i32 4, i32 1, float 2.000000e+00, i32 16, i32 4, i32 2, float 0x40217D7780000000, float 0x47EFFFFFE0000000, i32 6, i32 2, i32 4, i32 0}
!1357 = !{!"DescriptorTable", i32 4}
!1358 = !{!"RootConstants", i32 0, i32 4, i32 669, i32 2}
!1359 = !{!"StaticSampler", i32 85, i32 1, i32 5, i32 4, float 0xC01A1FBE80000000, i32 16, i32 1, i32 2, float 0xC0326F5F60000000, float -8.000000e+00, i32 3, i32 2, i32 0, i32 0}
!1360 = !{ptr @f106, !1361, i32 2}
!1361 = !{!1362, !1366, !1367, !1368, !1374}
!1362 = !{!"DescriptorTable", i32 0, !1363, !1364, !1365}
!1363 = !{!"SRV", i32 1, i32 13, i32 6, i32 -1, i32 4}
!1364 = !{!"UAV", i32 1, i32 2, i32 0, i32 50, i32 2}
!1365 = !{!"SRV", i32 10, i32 4, i32 0, i32 53, i32 4}
!1366 = !{!"RootUAV", i32 0, i32 50, i32 0, i32 4}
!1367 = !{!"StaticSampler", i32 213, i32 2, i32 5, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0x4078613EA0000000, float 0x47EFFFFFE0000000, i32 859495332, i32 5, i32 5, i32 0}
!1368 = !{!"DescriptorTable", i32 5, !1369, !1370, !1371, !1372, !1373}
!1369 = !{!"SRV", i32 1, i32 2, i32 0, i32 -1, i32 1}
!1370 = !{!"SRV", i32 13, i32 601, i32 0, i32 -1, i32 2}
!1371 = !{!"SRV", i32 1, i32 913, i32 0, i32 6, i32 4}
!1372 = !{!"SRV", i32 1, i32 976, i32 0, i32 -1, i32 4}
!1373 = !{!"UAV", i32 -1, i32 1799556616, i32 0, i32 -1, i32 2}
!1374 = !{!"DescriptorTable", i32 6, !1375, !1376, !1377}
!1375 = !{!"SRV", i32 8, i32 2027084335, i32 0, i32 -1, i32 65540}
!1376 = !{!"CBV", i32 1, i32 -1291223338, i32 1, i32 -1, i32 4}
!1377 = !{!"SRV", i32 7, i32 7, i32 652251773, i32 -1, i32 4}
!1378 = !{ptr @f107, !1379, i32 2}
!1379 = !{!1380, !1381}
!1380 = !{!"RootFlags", i32 20}
!1381 = !{!"RootConstants", i32 5, i32 -158084959, i32 33274694, i32 4}
!1382 = !{ptr @f108, !1383, i32 2}
!1383 = !{!1384, !1385}
!1384 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 3.000000e+00, i32 8, i32 4, i32 2, float -1.900000e+01, float 0x40333A7500000000, i32 3, i32 0, i32 5, i32 0}
!1385 = !{!"DescriptorTable", i32 0, !1386}
!1386 = !{!"Sampler", i32 1, i32 7, i32 3, i32 -1, i32 0}
!1387 = !{ptr @f109, !1388, i32 2}
!1388 = !{!1389, !1391, !1392}
!1389 = !{!"DescriptorTable", i32 0, !1390}
!1390 = !{!"CBV", i32 -1, i32 6, i32 0, i32 31, i32 5}
!1391 = !{!"StaticSampler", i32 128, i32 1, i32 1, i32 2, float 0.000000e+00, i32 15, i32 4, i32 2, float 0xC6277D2E00000000, float 0x45F38721E0000000, i32 701, i32 0, i32 3, i32 0}
!1392 = !{!"RootFlags", i32 0}
!1393 = !{ptr @f110, !1394, i32 2}
!1394 = !{!1395, !1396, !1397, !1398, !1399}
!1395 = !{!"RootConstants", i32 0, i32 9, i32 0, i32 6}
!1396 = !{!"RootCBV", i32 3, i32 13, i32 -479039256, i32 4}
!1397 = !{!"RootFlags", i32 2124}
!1398 = !{!"RootConstants", i32 6, i32 15, i32 0, i32 2}
!1399 = !{!"RootUAV", i32 0, i32 2007831384, i32 0, i32 8}
!1400 = !{ptr @f111, !1401, i32 2}
!1401 = !{!1402}
!1402 = !{!"RootFlags", i32 769}
!1403 = !{ptr @f112, !1404, i32 2}
!1404 = !{!1405, !1406, !1407, !1408, !1409, !1410, !1411}
!1405 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 3, i32 0, float 0x401461FEA0000000, float 0x45F7F02300000000, i32 7, i32 0, i32 6, i32 0}
!1406 = !{!"RootFlags", i32 6}
!1407 = !{!"RootUAV", i32 4, i32 239458923, i32 -17, i32 4}
!1408 = !{!"RootUAV", i32 0, i32 15, i32 7, i32 0}
!1409 = !{!"RootConstants", i32 7, i32 6, i32 0, i32 10}
!1410 = !{!"StaticSampler", i32 85, i32 1, i32 4, i32 2, float 0.000000e+00, i32 16, i32 7, i32 2, float 0x402092E760000000, float 0x47EFFFFFE0000000, i32 11, i32 0, i32 3, i32 0}
!1411 = !{!"RootSRV", i32 0, i32 10, i32 0, i32 8}
!1412 = !{ptr @f113, !1413, i32 2}
!1413 = !{!1414, !1415, !1416, !1417, !1422, !1425, !1427, !1428, !1429, !1431}
!1414 = !{!"StaticSampler", i32 20, i32 1, i32 1, i32 1, float 1.400000e+01, i32 11, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 14, i32 7, i32 0, i32 0}
!1415 = !{!"StaticSampler", i32 388, i32 4, i32 2, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 5.440000e+02, i32 11, i32 0, i32 5, i32 0}
!1416 = !{!"RootConstants", i32 6, i32 11, i32 1000, i32 2}
!1417 = !{!"DescriptorTable", i32 4, !1418, !1419, !1420, !1421}
!1418 = !{!"SRV", i32 1, i32 975, i32 750, i32 -1, i32 4}
!1419 = !{!"CBV", i32 1, i32 720, i32 20331768, i32 32, i32 4}
!1420 = !{!"SRV", i32 1, i32 15, i32 0, i32 -1, i32 5}
!1421 = !{!"UAV", i32 1, i32 7, i32 0, i32 -1, i32 2}
!1422 = !{!"DescriptorTable", i32 4, !1423, !1424}
!1423 = !{!"UAV", i32 1, i32 3, i32 7, i32 -1, i32 2}
!1424 = !{!"UAV", i32 -1, i32 11, i32 3, i32 -1, i32 2}
!1425 = !{!"DescriptorTable", i32 0, !1426}
!1426 = !{!"SRV", i32 1, i32 10, i32 3, i32 54, i32 4}
!1427 = !{!"StaticSampler", i32 85, i32 2, i32 1, i32 1, float 0x4007B121A0000000, i32 10, i32 7, i32 2, float 0.000000e+00, float 6.000000e+00, i32 13, i32 0, i32 0, i32 0}
!1428 = !{!"RootConstants", i32 0, i32 12, i32 0, i32 4}
!1429 = !{!"DescriptorTable", i32 2, !1430}
!1430 = !{!"UAV", i32 15, i32 13, i32 0, i32 -1, i32 2}
!1431 = !{!"RootUAV", i32 5, i32 828, i32 243, i32 2}
!1432 = !{ptr @f114, !1433, i32 2}
!1433 = !{!1434, !1436, !1437, !1440, !1441, !1442}
!1434 = !{!"DescriptorTable", i32 5, !1435}
!1435 = !{!"CBV", i32 1, i32 10, i32 0, i32 -1, i32 8}
!1436 = !{!"RootSRV", i32 0, i32 478, i32 4, i32 4}
!1437 = !{!"DescriptorTable", i32 2, !1438, !1439}
!1438 = !{!"UAV", i32 -2, i32 1, i32 4, i32 0, i32 5}
!1439 = !{!"SRV", i32 1, i32 1, i32 1, i32 -1, i32 2}
!1440 = !{!"RootFlags", i32 1066}
!1441 = !{!"RootConstants", i32 0, i32 0, i32 746, i32 1}
!1442 = !{!"DescriptorTable", i32 4, !1443, !1444, !1445}
!1443 = !{!"UAV", i32 1, i32 12, i32 0, i32 -1, i32 2}
!1444 = !{!"CBV", i32 1, i32 1233519291, i32 7, i32 -1, i32 4}
!1445 = !{!"UAV", i32 63529, i32 15, i32 3, i32 -1, i32 2}
!1446 = !{ptr @f115, !1447, i32 2}
!1447 = !{!1448, !1449, !1450, !1455, !1459, !1461, !1462, !1463, !1466}
!1448 = !{!"RootCBV", i32 0, i32 12, i32 0, i32 4}
!1449 = !{!"RootSRV", i32 0, i32 15, i32 0, i32 4}
!1450 = !{!"DescriptorTable", i32 2, !1451, !1452, !1453, !1454}
!1451 = !{!"Sampler", i32 1, i32 7, i32 4, i32 -1, i32 0}
!1452 = !{!"Sampler", i32 1, i32 0, i32 0, i32 22, i32 0}
!1453 = !{!"Sampler", i32 1, i32 4, i32 -41531066, i32 -1, i32 0}
!1454 = !{!"Sampler", i32 -1, i32 874, i32 0, i32 -1, i32 0}
!1455 = !{!"DescriptorTable", i32 7, !1456, !1457, !1458}
!1456 = !{!"SRV", i32 1, i32 1, i32 0, i32 -1, i32 4}
!1457 = !{!"SRV", i32 6, i32 425, i32 0, i32 -1, i32 4}
!1458 = !{!"UAV", i32 10, i32 12, i32 0, i32 16, i32 8}
!1459 = !{!"DescriptorTable", i32 4, !1460}
!1460 = !{!"CBV", i32 -1, i32 158, i32 0, i32 -1, i32 4}
!1461 = !{!"RootConstants", i32 7, i32 298, i32 3, i32 1}
!1462 = !{!"RootFlags", i32 1}
!1463 = !{!"DescriptorTable", i32 6, !1464, !1465}
!1464 = !{!"SRV", i32 1, i32 -909457281, i32 4, i32 30, i32 4}
!1465 = !{!"SRV", i32 1, i32 -72555512, i32 0, i32 -1, i32 5}
!1466 = !{!"DescriptorTable", i32 0, !1467}
!1467 = !{!"SRV", i32 1, i32 10, i32 710, i32 -2, i32 1}
!1468 = !{ptr @f116, !1469, i32 2}
!1469 = !{!1470, !1471, !1472, !1473, !1477}
!1470 = !{!"RootCBV", i32 4, i32 545, i32 5, i32 4}
!1471 = !{!"StaticSampler", i32 132, i32 1, i32 1, i32 4, float 0x40288C05A0000000, i32 16, i32 3, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 13, i32 0, i32 5, i32 0}
!1472 = !{!"RootFlags", i32 0}
!1473 = !{!"DescriptorTable", i32 0, !1474, !1475, !1476}
!1474 = !{!"CBV", i32 84819, i32 85, i32 0, i32 27, i32 65538}
!1475 = !{!"UAV", i32 12, i32 5, i32 3, i32 -1, i32 2}
!1476 = !{!"CBV", i32 -1, i32 3, i32 -17, i32 -1, i32 4}
!1477 = !{!"StaticSampler", i32 85, i32 1, i32 5, i32 3, float 6.000000e+00, i32 16, i32 4, i32 0, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 2, i32 6, i32 2, i32 0}
!1478 = !{ptr @f117, !1479, i32 2}
!1479 = !{!1480, !1481, !1482, !1483, !1487, !1488, !1489, !1490}
!1480 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0xC00CA4E7A0000000, i32 16, i32 1, i32 2, float 0.000000e+00, float 0x401ED6F000000000, i32 12, i32 486, i32 3, i32 0}
!1481 = !{!"RootUAV", i32 1, i32 6, i32 3, i32 2}
!1482 = !{!"RootCBV", i32 2, i32 7, i32 7, i32 4}
!1483 = !{!"DescriptorTable", i32 0, !1484, !1485, !1486}
!1484 = !{!"UAV", i32 67664, i32 9, i32 6, i32 56, i32 2}
!1485 = !{!"SRV", i32 1, i32 4, i32 0, i32 63, i32 4}
!1486 = !{!"CBV", i32 -1, i32 -582202531, i32 0, i32 -1, i32 4}
!1487 = !{!"RootFlags", i32 1569}
!1488 = !{!"RootUAV", i32 0, i32 944, i32 0, i32 8}
!1489 = !{!"RootConstants", i32 2, i32 14, i32 0, i32 3}
!1490 = !{!"DescriptorTable", i32 0, !1491}
!1491 = !{!"SRV", i32 -1, i32 -1701680711, i32 0, i32 24, i32 0}
!1492 = !{ptr @f118, !1493, i32 2}
!1493 = !{!1494}
!1494 = !{!"RootSRV", i32 6, i32 10, i32 0, i32 4}
!1495 = !{ptr @f119, !1496, i32 2}
!1496 = !{!1497, !1498, !1499}
!1497 = !{!"RootUAV", i32 0, i32 8, i32 0, i32 4}
!1498 = !{!"RootUAV", i32 1, i32 1574754894, i32 5, i32 8}
!1499 = !{!"RootCBV", i32 7, i32 933, i32 0, i32 4}
!1500 = !{ptr @f120, !1501, i32 3}
!1501 = !{}
!1502 = !{ptr @f121, !1503, i32 3}
!1503 = !{!1504, !1508, !1509}
!1504 = !{!"DescriptorTable", i32 0, !1505, !1506, !1507}
!1505 = !{!"Sampler", i32 1243162400, i32 817, i32 5, i32 17, i32 0}
!1506 = !{!"Sampler", i32 1, i32 0, i32 0, i32 -1, i32 0}
!1507 = !{!"Sampler", i32 -1, i32 876, i32 0, i32 -1, i32 0}
!1508 = !{!"StaticSampler", i32 20, i32 1, i32 1, i32 1, float 0.000000e+00, i32 13, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 12, i32 0, i32 0, i32 0}
!1509 = !{!"DescriptorTable", i32 0, !1510, !1511, !1512, !1513}
!1510 = !{!"SRV", i32 1, i32 1, i32 4, i32 -1, i32 4}
!1511 = !{!"CBV", i32 5, i32 11, i32 0, i32 -1247119106, i32 65536}
!1512 = !{!"SRV", i32 1, i32 1253258340, i32 1, i32 -1, i32 4}
!1513 = !{!"UAV", i32 -1, i32 -1785206386, i32 1, i32 -1, i32 65544}
!1514 = !{ptr @f122, !1515, i32 3}
!1515 = !{!1516, !1517, !1518, !1519, !1520, !1521, !1523, !1524, !1527, !1528, !1529, !1530, !1531, !1534, !1535, !1540, !1541, !1542, !1543, !1544, !1545, !1546, !1547, !1550}
!1516 = !{!"RootConstants", i32 6, i32 721, i32 3, i32 1}
!1517 = !{!"RootConstants", i32 7, i32 11, i32 4, i32 16}
!1518 = !{!"DescriptorTable", i32 6}
!1519 = !{!"RootFlags", i32 43}
!1520 = !{!"RootUAV", i32 0, i32 8, i32 0, i32 2}
!1521 = !{!"DescriptorTable", i32 2, !1522}
!1522 = !{!"UAV", i32 1, i32 43, i32 -17, i32 -2, i32 4}
!1523 = !{!"RootConstants", i32 0, i32 4, i32 0, i32 1}
!1524 = !{!"DescriptorTable", i32 0, !1525, !1526}
!1525 = !{!"SRV", i32 -2, i32 0, i32 5, i32 0, i32 4}
!1526 = !{!"CBV", i32 1, i32 14, i32 3, i32 -1, i32 8}
!1527 = !{!"RootCBV", i32 0, i32 3, i32 0, i32 8}
!1528 = !{!"StaticSampler", i32 85, i32 1, i32 4, i32 1, float 0x3FD91BBD00000000, i32 16, i32 7, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 14, i32 818, i32 6, i32 0}
!1529 = !{!"RootSRV", i32 5, i32 0, i32 0, i32 0}
!1530 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float -5.000000e+00, float 0x47EFFFFFE0000000, i32 940569829, i32 0, i32 0, i32 0}
!1531 = !{!"DescriptorTable", i32 6, !1532, !1533}
!1532 = !{!"CBV", i32 12, i32 6, i32 0, i32 -1, i32 4}
!1533 = !{!"CBV", i32 -1, i32 -1318938391, i32 0, i32 -1, i32 4}
!1534 = !{!"RootConstants", i32 0, i32 6, i32 1781475932, i32 2}
!1535 = !{!"DescriptorTable", i32 0, !1536, !1537, !1538, !1539}
!1536 = !{!"UAV", i32 71583, i32 546, i32 0, i32 -1, i32 8}
!1537 = !{!"UAV", i32 6, i32 1882379405, i32 0, i32 -1, i32 2}
!1538 = !{!"CBV", i32 5, i32 -946486711, i32 6, i32 -1, i32 4}
!1539 = !{!"CBV", i32 64941, i32 -1623794857, i32 0, i32 -1, i32 4}
!1540 = !{!"RootUAV", i32 1, i32 14, i32 344, i32 0}
!1541 = !{!"StaticSampler", i32 469, i32 5, i32 4, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0xC6193E5940000000, float 0x47EFFFFFE0000000, i32 1, i32 6, i32 0, i32 0}
!1542 = !{!"StaticSampler", i32 276, i32 1, i32 1, i32 2, float 0.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 -2, i32 0, i32 0, i32 0}
!1543 = !{!"RootSRV", i32 7, i32 7, i32 1, i32 2}
!1544 = !{!"StaticSampler", i32 388, i32 1, i32 5, i32 1, float 0xC010F31900000000, i32 16, i32 5, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 -500542762, i32 0, i32 0, i32 0}
!1545 = !{!"StaticSampler", i32 85, i32 3, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0xC621F08700000000, float 0x47EFFFFFE0000000, i32 8, i32 120, i32 1, i32 0}
!1546 = !{!"StaticSampler", i32 260, i32 1, i32 1, i32 1, float 0xC019CDE4C0000000, i32 14, i32 4, i32 2, float 0x402F9E3C80000000, float 0x47EFFFFFE0000000, i32 -1100854066, i32 0, i32 0, i32 0}
!1547 = !{!"DescriptorTable", i32 1, !1548, !1549}
!1548 = !{!"Sampler", i32 1, i32 5, i32 0, i32 29, i32 1}
!1549 = !{!"Sampler", i32 2, i32 14, i32 0, i32 -1, i32 0}
!1550 = !{!"RootConstants", i32 5, i32 140, i32 0, i32 1}
!1551 = !{ptr @f123, !1552, i32 3}
!1552 = !{!1553, !1555, !1556}
!1553 = !{!"DescriptorTable", i32 0, !1554}
!1554 = !{!"SRV", i32 -2, i32 1, i32 0, i32 -1, i32 5}
!1555 = !{!"RootUAV", i32 0, i32 -1294605106, i32 2, i32 2}
!1556 = !{!"RootFlags", i32 1028}
!1557 = !{ptr @f124, !1558, i32 3}
!1558 = !{!1559, !1560, !1561, !1562}
!1559 = !{!"RootCBV", i32 0, i32 10, i32 735, i32 2}
!1560 = !{!"RootConstants", i32 3, i32 1, i32 0, i32 9}
!1561 = !{!"RootSRV", i32 0, i32 10, i32 0, i32 4}
!1562 = !{!"RootCBV", i32 0, i32 14, i32 0, i32 4}
!1563 = !{ptr @f125, !1564, i32 3}
!1564 = !{!1565, !1567, !1568, !1569, !1570, !1573, !1574, !1575}
!1565 = !{!"DescriptorTable", i32 0, !1566}
!1566 = !{!"Sampler", i32 -1, i32 13, i32 0, i32 -1, i32 0}
!1567 = !{!"RootFlags", i32 72}
!1568 = !{!"RootConstants", i32 6, i32 0, i32 0, i32 5}
!1569 = !{!"RootUAV", i32 1, i32 752, i32 0, i32 2}
!1570 = !{!"DescriptorTable", i32 0, !1571, !1572}
!1571 = !{!"UAV", i32 1, i32 550, i32 0, i32 -1, i32 2}
!1572 = !{!"SRV", i32 -2, i32 0, i32 0, i32 -1, i32 65540}
!1573 = !{!"StaticSampler", i32 0, i32 3, i32 4, i32 1, float 0.000000e+00, i32 5, i32 4, i32 0, float 0.000000e+00, float 0.000000e+00, i32 11, i32 0, i32 4, i32 2}
!1574 = !{!"StaticSampler", i32 469, i32 4, i32 3, i32 1, float 4.000000e+00, i32 16, i32 7, i32 2, float 0xC02C47FA20000000, float 0x47EFFFFFE0000000, i32 12, i32 0, i32 6, i32 0}
!1575 = !{!"DescriptorTable", i32 3}
!1576 = !{ptr @f126, !1577, i32 3}
!1577 = !{!1578, !1579, !1580, !1581, !1582, !1583, !1589, !1590}
!1578 = !{!"RootCBV", i32 0, i32 10, i32 0, i32 4}
!1579 = !{!"RootSRV", i32 0, i32 839, i32 0, i32 4}
!1580 = !{!"RootConstants", i32 0, i32 0, i32 0, i32 1}
!1581 = !{!"RootCBV", i32 4, i32 2, i32 0, i32 4}
!1582 = !{!"RootCBV", i32 0, i32 209, i32 7, i32 0}
!1583 = !{!"DescriptorTable", i32 3, !1584, !1585, !1586, !1587, !1588}
!1584 = !{!"CBV", i32 1, i32 12, i32 5, i32 -1, i32 4}
!1585 = !{!"CBV", i32 14, i32 12, i32 0, i32 -1, i32 4}
!1586 = !{!"UAV", i32 1, i32 229, i32 0, i32 1209872263, i32 65536}
!1587 = !{!"CBV", i32 1, i32 -786453670, i32 0, i32 -1, i32 4}
!1588 = !{!"CBV", i32 90068, i32 577, i32 0, i32 -1, i32 4}
!1589 = !{!"RootSRV", i32 2, i32 14, i32 0, i32 4}
!1590 = !{!"RootConstants", i32 7, i32 3, i32 782, i32 15}
!1591 = !{ptr @f127, !1592, i32 3}
!1592 = !{!1593}
!1593 = !{!"RootFlags", i32 48}
!1594 = !{ptr @f128, !1595, i32 3}
!1595 = !{!1596, !1597, !1600, !1601, !1603, !1608, !1612}
!1596 = !{!"StaticSampler", i32 385, i32 1, i32 4, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x462238C480000000, i32 3, i32 0, i32 0, i32 0}
!1597 = !{!"DescriptorTable", i32 0, !1598, !1599}
!1598 = !{!"SRV", i32 16, i32 1, i32 0, i32 48, i32 65540}
!1599 = !{!"SRV", i32 7, i32 218, i32 0, i32 -1, i32 1}
!1600 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 2, float 0.000000e+00, i32 10, i32 4, i32 0, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 5, i32 0, i32 6, i32 0}
!1601 = !{!"DescriptorTable", i32 6, !1602}
!1602 = !{!"CBV", i32 1, i32 9, i32 0, i32 -1, i32 4}
!1603 = !{!"DescriptorTable", i32 4, !1604, !1605, !1606, !1607}
!1604 = !{!"UAV", i32 1, i32 1226170127, i32 1980851805, i32 389302813, i32 3}
!1605 = !{!"CBV", i32 1, i32 5, i32 0, i32 -1, i32 4}
!1606 = !{!"UAV", i32 1, i32 4, i32 314, i32 -1, i32 2}
!1607 = !{!"UAV", i32 -1, i32 6, i32 0, i32 -1, i32 65544}
!1608 = !{!"DescriptorTable", i32 0, !1609, !1610, !1611}
!1609 = !{!"UAV", i32 1, i32 39, i32 3, i32 -1, i32 2}
!1610 = !{!"CBV", i32 1, i32 739, i32 1, i32 -1, i32 2}
!1611 = !{!"CBV", i32 1, i32 4, i32 6, i32 22, i32 4}
!1612 = !{!"DescriptorTable", i32 6, !1613, !1614, !1615}
!1613 = !{!"UAV", i32 7, i32 5, i32 4, i32 31, i32 65538}
!1614 = !{!"SRV", i32 1, i32 5, i32 1, i32 -1, i32 4}
!1615 = !{!"UAV", i32 -1, i32 478912679, i32 5, i32 -1, i32 65538}
!1616 = !{ptr @f129, !1617, i32 3}
!1617 = !{!1618, !1620, !1621, !1622, !1623}
!1618 = !{!"DescriptorTable", i32 0, !1619}
!1619 = !{!"CBV", i32 1, i32 8, i32 0, i32 -1, i32 65538}
!1620 = !{!"RootConstants", i32 6, i32 5, i32 0, i32 2}
!1621 = !{!"RootUAV", i32 0, i32 522, i32 2, i32 2}
!1622 = !{!"RootSRV", i32 2, i32 8, i32 6, i32 4}
!1623 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float -7.000000e+00, i32 13, i32 4, i32 0, float 0.000000e+00, float 0x3FD3333340000000, i32 13, i32 1, i32 6, i32 0}
!1624 = !{ptr @f130, !1625, i32 3}
!1625 = !{!1626}
!1626 = !{!"RootFlags", i32 0}
!1627 = !{ptr @f131, !1628, i32 3}
!1628 = !{!1629, !1630}
!1629 = !{!"RootFlags", i32 40}
!1630 = !{!"DescriptorTable", i32 3, !1631}
!1631 = !{!"SRV", i32 1, i32 3, i32 5, i32 -1, i32 4}
!1632 = !{ptr @f132, !1633, i32 3}
!1633 = !{!1634, !1638}
!1634 = !{!"DescriptorTable", i32 6, !1635, !1636, !1637}
!1635 = !{!"UAV", i32 1, i32 8, i32 -17, i32 17, i32 2}
!1636 = !{!"SRV", i32 1, i32 4, i32 778, i32 -1, i32 4}
!1637 = !{!"UAV", i32 -1, i32 2, i32 5, i32 -1, i32 65540}
!1638 = !{!"RootFlags", i32 0}
!1639 = !{ptr @f133, !1640, i32 3}
!1640 = !{!1641, !1642, !1643}
!1641 = !{!"StaticSampler", i32 128, i32 4, i32 1, i32 4, float 0x402F0BC6A0000000, i32 16, i32 8, i32 2, float 0.000000e+00, float 5.000000e+00, i32 11, i32 71683961, i32 2, i32 0}
!1642 = !{!"RootFlags", i32 1027}
!1643 = !{!"RootSRV", i32 0, i32 840, i32 0, i32 4}
!1644 = !{ptr @f134, !1645, i32 3}
!1645 = !{!1646, !1647, !1648, !1649, !1650, !1651, !1655, !1658, !1659, !1660, !1661}
!1646 = !{!"RootUAV", i32 0, i32 12, i32 0, i32 4}
!1647 = !{!"StaticSampler", i32 404, i32 4, i32 1, i32 1, float 0xBFE6666660000000, i32 16, i32 6, i32 4, float -5.660000e+02, float 0x47EFFFFFE0000000, i32 8, i32 -28546934, i32 2, i32 1}
!1648 = !{!"RootUAV", i32 0, i32 9, i32 6, i32 2}
!1649 = !{!"StaticSampler", i32 1, i32 1, i32 3, i32 5, float 0.000000e+00, i32 8, i32 3, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 856, i32 -492122762, i32 7, i32 0}
!1650 = !{!"RootUAV", i32 5, i32 11, i32 6, i32 4}
!1651 = !{!"DescriptorTable", i32 0, !1652, !1653, !1654}
!1652 = !{!"CBV", i32 1, i32 2, i32 477, i32 -1, i32 4}
!1653 = !{!"UAV", i32 1, i32 5, i32 6, i32 29, i32 2}
!1654 = !{!"CBV", i32 -2, i32 0, i32 1, i32 0, i32 5}
!1655 = !{!"DescriptorTable", i32 4, !1656, !1657}
!1656 = !{!"UAV", i32 1, i32 7, i32 7, i32 -1, i32 3}
!1657 = !{!"SRV", i32 11, i32 12, i32 5, i32 884869484, i32 4}
!1658 = !{!"RootFlags", i32 111}
!1659 = !{!"RootSRV", i32 0, i32 1319724447, i32 4, i32 4}
!1660 = !{!"RootSRV", i32 0, i32 15, i32 0, i32 0}
!1661 = !{!"DescriptorTable", i32 7, !1662, !1663}
!1662 = !{!"Sampler", i32 14, i32 2, i32 5, i32 -1, i32 0}
!1663 = !{!"Sampler", i32 1, i32 5, i32 0, i32 57, i32 0}
!1664 = !{ptr @f135, !1665, i32 3}
!1665 = !{!1666, !1667}
!1666 = !{!"StaticSampler", i32 85, i32 5, i32 1, i32 1, float 0xC018F50360000000, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 7, i32 -1723425018, i32 2, i32 0}
!1667 = !{!"DescriptorTable", i32 0, !1668, !1669, !1670}
!1668 = !{!"SRV", i32 1, i32 741115763, i32 517, i32 -1, i32 4}
!1669 = !{!"UAV", i32 6, i32 693, i32 1, i32 -1, i32 2}
!1670 = !{!"CBV", i32 16, i32 15, i32 0, i32 36, i32 4}
!1671 = !{ptr @f136, !1672, i32 3}
!1672 = !{!1673, !1675, !1676}
!1673 = !{!"DescriptorTable", i32 0, !1674}
!1674 = !{!"CBV", i32 3, i32 6, i32 0, i32 -1, i32 4}
!1675 = !{!"RootSRV", i32 6, i32 159, i32 0, i32 0}
!1676 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0x4002666660000000, i32 16, i32 4, i32 0, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 11, i32 0, i32 0, i32 0}
!1677 = !{ptr @f137, !1678, i32 3}
!1678 = !{!1679, !1680, !1681, !1682, !1686}
!1679 = !{!"RootConstants", i32 4, i32 10, i32 0, i32 3}
!1680 = !{!"StaticSampler", i32 85, i32 1, i32 2, i32 5, float 0.000000e+00, i32 16, i32 5, i32 0, float 0xC620FF17A0000000, float 0xC08BD79BA0000000, i32 10, i32 0, i32 7, i32 0}
!1681 = !{!"RootFlags", i32 0}
!1682 = !{!"DescriptorTable", i32 5, !1683, !1684, !1685}
!1683 = !{!"Sampler", i32 1, i32 7, i32 0, i32 -2, i32 65536}
!1684 = !{!"Sampler", i32 13, i32 5, i32 3, i32 31, i32 0}
!1685 = !{!"Sampler", i32 12, i32 139, i32 0, i32 831677205, i32 65536}
!1686 = !{!"DescriptorTable", i32 0, !1687}
!1687 = !{!"UAV", i32 -1, i32 5, i32 3, i32 -1, i32 65536}
!1688 = !{ptr @f138, !1689, i32 3}
!1689 = !{!1690, !1692, !1693, !1696, !1701, !1702, !1704, !1706, !1707, !1708, !1709, !1713, !1714, !1716, !1717, !1719, !1721, !1722, !1725, !1726, !1727, !1728, !1729, !1732, !1733, !1734, !1736, !1741, !1742, !1743, !1744, !1745, !1746, !1747, !1748, !1749, !1750, !1751, !1752, !1753, !1754, !1755, !1756, !1762, !1763, !1764, !1765, !1766, !1767, !1768, !1769, !1770, !1772, !1775}
!1690 = !{!"DescriptorTable", i32 0, !1691}
!1691 = !{!"CBV", i32 1, i32 8, i32 0, i32 -1, i32 4}
!1692 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 4, float 0x40237AF000000000, i32 14, i32 6, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 0, i32 0, i32 0, i32 0}
!1693 = !{!"DescriptorTable", i32 0, !1694, !1695}
!1694 = !{!"UAV", i32 72991, i32 134, i32 3, i32 -1, i32 2}
!1695 = !{!"SRV", i32 8934, i32 9, i32 0, i32 45, i32 65540}
!1696 = !{!"DescriptorTable", i32 3, !1697, !1698, !1699, !1700}
!1697 = !{!"UAV", i32 1, i32 765, i32 7, i32 -1, i32 5}
!1698 = !{!"CBV", i32 1, i32 14, i32 3, i32 -1, i32 4}
!1699 = !{!"SRV", i32 1, i32 3, i32 4, i32 5, i32 65538}
!1700 = !{!"CBV", i32 1, i32 469, i32 0, i32 -1, i32 4}
!1701 = !{!"RootCBV", i32 3, i32 14, i32 0, i32 4}
!1702 = !{!"DescriptorTable", i32 0, !1703}
!1703 = !{!"SRV", i32 4384, i32 14, i32 1925456326, i32 -1, i32 8}
!1704 = !{!"DescriptorTable", i32 6, !1705}
!1705 = !{!"Sampler", i32 -1, i32 -1012640302, i32 4, i32 1, i32 1}
!1706 = !{!"RootUAV", i32 4, i32 -1780496252, i32 0, i32 8}
!1707 = !{!"RootConstants", i32 0, i32 15, i32 0, i32 2}
!1708 = !{!"StaticSampler", i32 85, i32 5, i32 1, i32 3, float 0.000000e+00, i32 12, i32 5, i32 0, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 3, i32 16, i32 5, i32 0}
!1709 = !{!"DescriptorTable", i32 0, !1710, !1711, !1712}
!1710 = !{!"CBV", i32 16, i32 260, i32 5, i32 -1, i32 4}
!1711 = !{!"UAV", i32 1, i32 -509585711, i32 4, i32 -1, i32 65536}
!1712 = !{!"UAV", i32 1, i32 9, i32 0, i32 -1, i32 2}
!1713 = !{!"StaticSampler", i32 384, i32 4, i32 4, i32 1, float -1.300000e+01, i32 16, i32 4, i32 1, float 0.000000e+00, float 0.000000e+00, i32 3, i32 0, i32 2, i32 2}
!1714 = !{!"DescriptorTable", i32 6, !1715}
!1715 = !{!"CBV", i32 1, i32 11, i32 0, i32 19, i32 4}
!1716 = !{!"RootConstants", i32 5, i32 10, i32 0, i32 1}
!1717 = !{!"DescriptorTable", i32 0, !1718}
!1718 = !{!"Sampler", i32 417, i32 11, i32 4, i32 -1, i32 0}
!1719 = !{!"DescriptorTable", i32 0, !1720}
!1720 = !{!"CBV", i32 79212, i32 908, i32 0, i32 492590484, i32 65536}
!1721 = !{!"StaticSampler", i32 341, i32 5, i32 2, i32 1, float 0xC0214CCCC0000000, i32 16, i32 4, i32 2, float 0xC07E2E8F60000000, float 0x402B849020000000, i32 3, i32 2109176001, i32 0, i32 0}
!1722 = !{!"DescriptorTable", i32 0, !1723, !1724}
!1723 = !{!"UAV", i32 2, i32 14, i32 164932673, i32 -1, i32 2}
!1724 = !{!"UAV", i32 1, i32 15, i32 0, i32 -1, i32 2}
!1725 = !{!"RootSRV", i32 0, i32 14, i32 1, i32 4}
!1726 = !{!"RootSRV", i32 5, i32 2075746772, i32 6, i32 4}
!1727 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 3, float 0.000000e+00, i32 16, i32 4, i32 1, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 1, i32 4, i32 2, i32 0}
!1728 = !{!"RootConstants", i32 6, i32 5, i32 6, i32 3}
!1729 = !{!"DescriptorTable", i32 0, !1730, !1731}
!1730 = !{!"SRV", i32 1, i32 7, i32 0, i32 17, i32 65544}
!1731 = !{!"UAV", i32 3, i32 11, i32 0, i32 1248741477, i32 65536}
!1732 = !{!"RootCBV", i32 4, i32 5, i32 3, i32 4}
!1733 = !{!"RootSRV", i32 0, i32 6, i32 0, i32 2}
!1734 = !{!"DescriptorTable", i32 0, !1735}
!1735 = !{!"Sampler", i32 1, i32 -436012191, i32 0, i32 -1, i32 0}
!1736 = !{!"DescriptorTable", i32 0, !1737, !1738, !1739, !1740}
!1737 = !{!"CBV", i32 1, i32 4, i32 0, i32 -345789693, i32 4}
!1738 = !{!"CBV", i32 1, i32 706, i32 -1266717692, i32 -1, i32 65536}
!1739 = !{!"UAV", i32 11, i32 309406911, i32 0, i32 50, i32 65538}
!1740 = !{!"CBV", i32 38357, i32 649654623, i32 7, i32 -1, i32 4}
!1741 = !{!"StaticSampler", i32 4, i32 4, i32 3, i32 1, float 0.000000e+00, i32 16, i32 2, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 1, i32 0, i32 4, i32 0}
!1742 = !{!"RootConstants", i32 2, i32 15, i32 4, i32 9}
!1743 = !{!"StaticSampler", i32 400, i32 1, i32 1, i32 3, float 0.000000e+00, i32 10, i32 1, i32 4, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 107723473, i32 1100627382, i32 6, i32 1}
!1744 = !{!"StaticSampler", i32 85, i32 2, i32 1, i32 1, float 3.000000e+00, i32 16, i32 8, i32 2, float 0xC030C3C1C0000000, float 0x401AF7FAA0000000, i32 328844300, i32 0, i32 0, i32 0}
!1745 = !{!"StaticSampler", i32 401, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 0, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 729, i32 0, i32 0, i32 0}
!1746 = !{!"RootConstants", i32 6, i32 12, i32 3, i32 2}
!1747 = !{!"StaticSampler", i32 85, i32 4, i32 2, i32 3, float 0.000000e+00, i32 16, i32 4, i32 1, float 0x461A802C60000000, float 0x47EFFFFFE0000000, i32 -1207746230, i32 0, i32 0, i32 0}
!1748 = !{!"StaticSampler", i32 149, i32 1, i32 4, i32 1, float 1.500000e+01, i32 10, i32 4, i32 2, float 0xC07B5199A0000000, float 0x47EFFFFFE0000000, i32 962, i32 0, i32 0, i32 0}
!1749 = !{!"RootCBV", i32 0, i32 8, i32 1361292421, i32 4}
!1750 = !{!"RootConstants", i32 2, i32 5, i32 0, i32 1}
!1751 = !{!"RootUAV", i32 2, i32 399, i32 0, i32 2}
!1752 = !{!"StaticSampler", i32 85, i32 3, i32 1, i32 1, float 0.000000e+00, i32 16, i32 5, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 6, i32 553, i32 0, i32 0}
!1753 = !{!"DescriptorTable", i32 0}
!1754 = !{!"RootConstants", i32 0, i32 -2, i32 5, i32 1}
!1755 = !{!"RootConstants", i32 4, i32 -2, i32 0, i32 1}
!1756 = !{!"DescriptorTable", i32 0, !1757, !1758, !1759, !1760, !1761}
!1757 = !{!"Sampler", i32 1, i32 8, i32 0, i32 -1, i32 1}
!1758 = !{!"Sampler", i32 6, i32 1, i32 60, i32 53, i32 0}
!1759 = !{!"Sampler", i32 1, i32 11, i32 822, i32 -1, i32 0}
!1760 = !{!"Sampler", i32 1, i32 552, i32 4, i32 -1, i32 0}
!1761 = !{!"Sampler", i32 1, i32 1329775746, i32 0, i32 -1, i32 1}
!1762 = !{!"StaticSampler", i32 85, i32 4, i32 1, i32 1, float 0xBFD8F19500000000, i32 16, i32 4, i32 2, float 0xC02A3DDD40000000, float 0xBFCD9ECEC0000000, i32 138255483, i32 2, i32 0, i32 0}
!1763 = !{!"RootSRV", i32 1, i32 -219267462, i32 0, i32 0}
!1764 = !{!"RootSRV", i32 0, i32 15, i32 7, i32 4}
!1765 = !{!"StaticSampler", i32 85, i32 5, i32 1, i32 1, float 0.000000e+00, i32 16, i32 3, i32 0, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 15, i32 0, i32 3, i32 0}
!1766 = !{!"StaticSampler", i32 85, i32 1, i32 3, i32 1, float 0.000000e+00, i32 2, i32 4, i32 0, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 53, i32 2050598069, i32 0, i32 1}
!1767 = !{!"RootConstants", i32 3, i32 12, i32 2, i32 1}
!1768 = !{!"RootUAV", i32 3, i32 436, i32 6, i32 2}
!1769 = !{!"DescriptorTable", i32 6}
!1770 = !{!"DescriptorTable", i32 0, !1771}
!1771 = !{!"CBV", i32 -1, i32 920, i32 4, i32 -1, i32 4}
!1772 = !{!"DescriptorTable", i32 7, !1773, !1774}
!1773 = !{!"UAV", i32 -2, i32 0, i32 1877152674, i32 -1, i32 2}
!1774 = !{!"SRV", i32 -1, i32 33, i32 291, i32 -1, i32 4}
!1775 = !{!"RootUAV", i32 7, i32 3, i32 1, i32 8}
!1776 = !{ptr @f139, !1777, i32 3}
!1777 = !{!1778, !1779, !1780, !1781}
!1778 = !{!"RootConstants", i32 4, i32 13, i32 0, i32 1}
!1779 = !{!"RootFlags", i32 0}
!1780 = !{!"RootUAV", i32 2, i32 0, i32 4, i32 2}
!1781 = !{!"RootUAV", i32 1, i32 4, i32 1, i32 0}
!1782 = !{ptr @f140, !1783, i32 3}
!1783 = !{!1784, !1785, !1787, !1793}
!1784 = !{!"RootFlags", i32 17}
!1785 = !{!"DescriptorTable", i32 3, !1786}
!1786 = !{!"CBV", i32 -1, i32 14, i32 543, i32 -1, i32 4}
!1787 = !{!"DescriptorTable", i32 3, !1788, !1789, !1790, !1791, !1792}
!1788 = !{!"Sampler", i32 1, i32 61, i32 0, i32 -1, i32 0}
!1789 = !{!"Sampler", i32 1, i32 11, i32 1, i32 -1, i32 0}
!1790 = !{!"Sampler", i32 73890, i32 6, i32 4, i32 -1, i32 65536}
!1791 = !{!"Sampler", i32 1, i32 1179219031, i32 0, i32 -1, i32 0}
!1792 = !{!"Sampler", i32 -1, i32 -309651688, i32 3, i32 -1, i32 0}
!1793 = !{!"RootConstants", i32 0, i32 433, i32 4, i32 8}
!1794 = !{ptr @f141, !1795, i32 3}
!1795 = !{!1796}
!1796 = !{!"StaticSampler", i32 85, i32 1, i32 4, i32 1, float 0.000000e+00, i32 16, i32 4, i32 1, float 0xC622A08500000000, float 0x4025EC2900000000, i32 77, i32 703, i32 7, i32 0}
!1797 = !{ptr @f142, !1798, i32 3}
!1798 = !{!1799, !1800, !1801, !1804, !1805, !1809, !1810, !1812, !1813, !1817}
!1799 = !{!"StaticSampler", i32 400, i32 1, i32 1, i32 1, float 0xC01E8F5C20000000, i32 3, i32 8, i32 4, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 15, i32 703, i32 7, i32 1}
!1800 = !{!"StaticSampler", i32 276, i32 4, i32 4, i32 3, float 0.000000e+00, i32 16, i32 4, i32 3, float 0.000000e+00, float 0.000000e+00, i32 274, i32 0, i32 0, i32 3}
!1801 = !{!"DescriptorTable", i32 1, !1802, !1803}
!1802 = !{!"Sampler", i32 11, i32 10, i32 4, i32 17, i32 65536}
!1803 = !{!"Sampler", i32 1, i32 999, i32 0, i32 44, i32 65536}
!1804 = !{!"RootSRV", i32 4, i32 135, i32 0, i32 4}
!1805 = !{!"DescriptorTable", i32 7, !1806, !1807, !1808}
!1806 = !{!"Sampler", i32 1, i32 10, i32 2, i32 39, i32 0}
!1807 = !{!"Sampler", i32 1, i32 1114104693, i32 0, i32 -1, i32 0}
!1808 = !{!"Sampler", i32 -1, i32 979, i32 5, i32 -1, i32 0}
!1809 = !{!"StaticSampler", i32 85, i32 1, i32 4, i32 1, float -9.000000e+00, i32 16, i32 4, i32 2, float 0xC025FCAEA0000000, float 0xBFFCC10D60000000, i32 11, i32 0, i32 0, i32 0}
!1810 = !{!"DescriptorTable", i32 7, !1811}
!1811 = !{!"SRV", i32 -1, i32 9, i32 4, i32 -1, i32 0}
!1812 = !{!"RootSRV", i32 0, i32 811, i32 0, i32 0}
!1813 = !{!"DescriptorTable", i32 0, !1814, !1815, !1816}
!1814 = !{!"UAV", i32 7, i32 9, i32 0, i32 -1, i32 2}
!1815 = !{!"CBV", i32 1, i32 10, i32 0, i32 -1, i32 4}
!1816 = !{!"CBV", i32 7, i32 61, i32 0, i32 -1, i32 4}
!1817 = !{!"RootSRV", i32 0, i32 7, i32 4, i32 8}
!1818 = !{ptr @f143, !1819, i32 3}
!1819 = !{!1820, !1824, !1825, !1826, !1827, !1833}
!1820 = !{!"DescriptorTable", i32 5, !1821, !1822, !1823}
!1821 = !{!"SRV", i32 1, i32 0, i32 4, i32 -1, i32 4}
!1822 = !{!"CBV", i32 1, i32 897, i32 0, i32 -1, i32 65538}
!1823 = !{!"SRV", i32 1, i32 10, i32 0, i32 -1, i32 4}
!1824 = !{!"StaticSampler", i32 256, i32 4, i32 3, i32 3, float 0.000000e+00, i32 16, i32 6, i32 0, float 0.000000e+00, float 0.000000e+00, i32 3, i32 5, i32 5, i32 3}
!1825 = !{!"RootSRV", i32 5, i32 0, i32 852, i32 8}
!1826 = !{!"StaticSampler", i32 384, i32 4, i32 3, i32 1, float 0.000000e+00, i32 16, i32 5, i32 2, float 0.000000e+00, float 0.000000e+00, i32 6, i32 0, i32 1, i32 2}
!1827 = !{!"DescriptorTable", i32 0, !1828, !1829, !1830, !1831, !1832}
!1828 = !{!"SRV", i32 5, i32 281, i32 0, i32 -1, i32 65538}
!1829 = !{!"CBV", i32 1, i32 3, i32 4, i32 1976667323, i32 4}
!1830 = !{!"SRV", i32 99587, i32 591, i32 0, i32 -1, i32 4}
!1831 = !{!"UAV", i32 1, i32 116550899, i32 5, i32 2, i32 2}
!1832 = !{!"CBV", i32 1, i32 3, i32 -17, i32 5, i32 65540}
!1833 = !{!"DescriptorTable", i32 0, !1834, !1835, !1836, !1837, !1838}
!1834 = !{!"Sampler", i32 1, i32 12, i32 169, i32 -1, i32 0}
!1835 = !{!"Sampler", i32 1, i32 1352769773, i32 0, i32 59, i32 65536}
!1836 = !{!"Sampler", i32 1, i32 55, i32 1700880220, i32 38, i32 0}
!1837 = !{!"Sampler", i32 3, i32 1, i32 493, i32 -1, i32 0}
!1838 = !{!"Sampler", i32 -1, i32 281, i32 1, i32 -1, i32 0}
!1839 = !{ptr @f144, !1840, i32 3}
!1840 = !{!1841, !1842, !1843, !1844, !1845, !1846, !1849, !1850, !1851}
!1841 = !{!"RootSRV", i32 3, i32 188, i32 7, i32 8}
!1842 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0xC01025C000000000, i32 16, i32 2, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 9, i32 4, i32 4, i32 0}
!1843 = !{!"RootFlags", i32 66}
!1844 = !{!"RootConstants", i32 3, i32 11, i32 0, i32 1}
!1845 = !{!"RootConstants", i32 0, i32 977, i32 -564827480, i32 1}
!1846 = !{!"DescriptorTable", i32 0, !1847, !1848}
!1847 = !{!"SRV", i32 14, i32 5, i32 819, i32 -1, i32 4}
!1848 = !{!"SRV", i32 5663, i32 -1075325963, i32 7, i32 -1, i32 4}
!1849 = !{!"RootSRV", i32 0, i32 9, i32 0, i32 4}
!1850 = !{!"RootConstants", i32 0, i32 706027647, i32 0, i32 2}
!1851 = !{!"DescriptorTable", i32 0, !1852, !1853, !1854}
!1852 = !{!"SRV", i32 1, i32 99, i32 7, i32 -1, i32 4}
!1853 = !{!"UAV", i32 1, i32 1, i32 -1144788542, i32 -1, i32 2}
!1854 = !{!"CBV", i32 1, i32 8, i32 0, i32 -1, i32 4}
!1855 = !{ptr @f145, !1856, i32 3}
!1856 = !{!1857}
!1857 = !{!"RootFlags", i32 2048}
!1858 = !{ptr @f146, !1859, i32 3}
!1859 = !{!1860, !1861, !1867, !1868, !1869, !1874, !1876, !1877, !1883}
!1860 = !{!"RootFlags", i32 1024}
!1861 = !{!"DescriptorTable", i32 4, !1862, !1863, !1864, !1865, !1866}
!1862 = !{!"UAV", i32 1, i32 2, i32 4, i32 45, i32 2}
!1863 = !{!"CBV", i32 1, i32 9, i32 0, i32 49, i32 4}
!1864 = !{!"SRV", i32 5, i32 -1349764822, i32 4, i32 -901824110, i32 1}
!1865 = !{!"CBV", i32 1, i32 543, i32 0, i32 -1, i32 4}
!1866 = !{!"CBV", i32 1, i32 6, i32 0, i32 -1, i32 5}
!1867 = !{!"RootConstants", i32 6, i32 0, i32 6, i32 3}
!1868 = !{!"RootUAV", i32 0, i32 8, i32 -666671369, i32 8}
!1869 = !{!"DescriptorTable", i32 0, !1870, !1871, !1872, !1873}
!1870 = !{!"CBV", i32 1, i32 628, i32 0, i32 -1, i32 5}
!1871 = !{!"UAV", i32 15, i32 3, i32 341, i32 13, i32 2}
!1872 = !{!"SRV", i32 1, i32 10, i32 27, i32 -1, i32 65536}
!1873 = !{!"CBV", i32 -1, i32 9, i32 193, i32 -1, i32 4}
!1874 = !{!"DescriptorTable", i32 7, !1875}
!1875 = !{!"CBV", i32 1092677239, i32 -1817472258, i32 0, i32 -1, i32 4}
!1876 = !{!"RootConstants", i32 0, i32 8, i32 0, i32 4}
!1877 = !{!"DescriptorTable", i32 0, !1878, !1879, !1880, !1881, !1882}
!1878 = !{!"SRV", i32 1539083860, i32 12, i32 6, i32 -1, i32 4}
!1879 = !{!"UAV", i32 1, i32 7, i32 202, i32 -1, i32 8}
!1880 = !{!"SRV", i32 6, i32 4, i32 0, i32 -1, i32 0}
!1881 = !{!"SRV", i32 1, i32 15, i32 0, i32 52, i32 4}
!1882 = !{!"UAV", i32 -1, i32 2, i32 0, i32 -1, i32 2}
!1883 = !{!"RootConstants", i32 2, i32 4, i32 0, i32 1}
!1884 = !{ptr @f147, !1885, i32 3}
!1885 = !{!1886, !1887, !1890}
!1886 = !{!"RootSRV", i32 0, i32 7, i32 2, i32 2}
!1887 = !{!"DescriptorTable", i32 1, !1888, !1889}
!1888 = !{!"Sampler", i32 1, i32 7, i32 536, i32 35, i32 1}
!1889 = !{!"Sampler", i32 1, i32 11, i32 1739481319, i32 -1, i32 0}
!1890 = !{!"StaticSampler", i32 85, i32 4, i32 4, i32 1, float 0xBFFD4FEE60000000, i32 8, i32 4, i32 1, float 0xC615DAA620000000, float 0x4030ADE940000000, i32 -1182244409, i32 1, i32 0, i32 0}
!1891 = !{ptr @f148, !1892, i32 3}
!1892 = !{!1893, !1894}
!1893 = !{!"RootFlags", i32 64}
!1894 = !{!"DescriptorTable", i32 4, !1895, !1896, !1897, !1898}
!1895 = !{!"SRV", i32 1, i32 847795655, i32 4, i32 -2, i32 8}
!1896 = !{!"CBV", i32 1, i32 15, i32 421, i32 34, i32 4}
!1897 = !{!"SRV", i32 1, i32 8, i32 0, i32 34, i32 4}
!1898 = !{!"CBV", i32 11, i32 345, i32 0, i32 -1, i32 4}
!1899 = !{ptr @f149, !1900, i32 3}
!1900 = !{!1901}
!1901 = !{!"RootFlags", i32 512}
!1902 = !{ptr @f150, !1903, i32 3}
!1903 = !{!1904, !1905, !1908, !1909, !1910, !1911}
!1904 = !{!"RootSRV", i32 0, i32 798, i32 6, i32 0}
!1905 = !{!"DescriptorTable", i32 0, !1906, !1907}
!1906 = !{!"SRV", i32 2, i32 473, i32 7, i32 -1, i32 65540}
!1907 = !{!"SRV", i32 1, i32 596, i32 0, i32 27, i32 4}
!1908 = !{!"StaticSampler", i32 0, i32 3, i32 4, i32 1, float 9.000000e+00, i32 2, i32 4, i32 2, float 0.000000e+00, float 0.000000e+00, i32 786, i32 368, i32 0, i32 2}
!1909 = !{!"RootCBV", i32 0, i32 844, i32 0, i32 0}
!1910 = !{!"RootFlags", i32 2064}
!1911 = !{!"RootSRV", i32 0, i32 722, i32 0, i32 4}
!1912 = !{ptr @f151, !1913, i32 3}
!1913 = !{!1914}
!1914 = !{!"RootSRV", i32 0, i32 15, i32 5, i32 0}
!1915 = !{ptr @f152, !1916, i32 3}
!1916 = !{!1917, !1918, !1919}
!1917 = !{!"RootFlags", i32 64}
!1918 = !{!"RootConstants", i32 0, i32 15, i32 3, i32 3}
!1919 = !{!"DescriptorTable", i32 7, !1920}
!1920 = !{!"CBV", i32 1, i32 5, i32 605, i32 21, i32 1}
!1921 = !{ptr @f153, !1922, i32 3}
!1922 = !{!1923}
!1923 = !{!"StaticSampler", i32 85, i32 3, i32 1, i32 1, float 0.000000e+00, i32 9, i32 4, i32 4, float 4.000000e+00, float 0x47EFFFFFE0000000, i32 -182928918, i32 7, i32 7, i32 1}
!1924 = !{ptr @f154, !1925, i32 3}
!1925 = !{!1926, !1930, !1931}
!1926 = !{!"DescriptorTable", i32 1, !1927, !1928, !1929}
!1927 = !{!"UAV", i32 -2, i32 1, i32 0, i32 0, i32 65536}
!1928 = !{!"SRV", i32 45342, i32 608, i32 0, i32 40, i32 3}
!1929 = !{!"UAV", i32 1, i32 0, i32 0, i32 2050307282, i32 65536}
!1930 = !{!"RootConstants", i32 0, i32 4, i32 0, i32 5}
!1931 = !{!"StaticSampler", i32 404, i32 3, i32 4, i32 1, float 0x40229123E0000000, i32 16, i32 4, i32 2, float 0.000000e+00, float 0.000000e+00, i32 11, i32 289, i32 0, i32 2}
!1932 = !{ptr @f155, !1933, i32 3}
!1933 = !{!1934, !1940, !1941, !1946, !1947, !1948, !1949, !1950, !1953, !1954}
!1934 = !{!"DescriptorTable", i32 1, !1935, !1936, !1937, !1938, !1939}
!1935 = !{!"Sampler", i32 1, i32 911, i32 0, i32 -1, i32 0}
!1936 = !{!"Sampler", i32 1, i32 1, i32 0, i32 -1, i32 0}
!1937 = !{!"Sampler", i32 1, i32 5, i32 0, i32 -1, i32 0}
!1938 = !{!"Sampler", i32 11, i32 779016555, i32 0, i32 -1, i32 0}
!1939 = !{!"Sampler", i32 14, i32 12, i32 7, i32 -1, i32 1}
!1940 = !{!"StaticSampler", i32 256, i32 4, i32 3, i32 1, float 0x400CE147A0000000, i32 16, i32 4, i32 0, float 0.000000e+00, float 0.000000e+00, i32 15, i32 305, i32 0, i32 3}
!1941 = !{!"DescriptorTable", i32 0, !1942, !1943, !1944, !1945}
!1942 = !{!"UAV", i32 10, i32 256, i32 0, i32 -1, i32 2}
!1943 = !{!"CBV", i32 7, i32 8, i32 2, i32 27, i32 4}
!1944 = !{!"SRV", i32 14, i32 14, i32 4, i32 -1, i32 65540}
!1945 = !{!"SRV", i32 2, i32 6, i32 0, i32 -1, i32 4}
!1946 = !{!"RootUAV", i32 0, i32 13, i32 1, i32 0}
!1947 = !{!"RootCBV", i32 2, i32 5, i32 758, i32 8}
!1948 = !{!"StaticSampler", i32 128, i32 3, i32 1, i32 5, float 0x402FFAE140000000, i32 8, i32 8, i32 3, float 0.000000e+00, float 0x4088B51C20000000, i32 10, i32 5, i32 3, i32 1}
!1949 = !{!"StaticSampler", i32 256, i32 3, i32 3, i32 1, float 0.000000e+00, i32 16, i32 4, i32 4, float 0.000000e+00, float 0.000000e+00, i32 5, i32 895, i32 4, i32 3}
!1950 = !{!"DescriptorTable", i32 0, !1951, !1952}
!1951 = !{!"SRV", i32 15, i32 -16, i32 0, i32 -1, i32 4}
!1952 = !{!"UAV", i32 -1, i32 30, i32 657, i32 42, i32 2}
!1953 = !{!"StaticSampler", i32 85, i32 4, i32 1, i32 4, float 0.000000e+00, i32 15, i32 4, i32 3, float 0xC05AC687A0000000, float 0x47EFFFFFE0000000, i32 12, i32 0, i32 0, i32 0}
!1954 = !{!"DescriptorTable", i32 1, !1955}
!1955 = !{!"CBV", i32 1, i32 0, i32 -17, i32 1, i32 4}
!1956 = !{ptr @f156, !1957, i32 3}
!1957 = !{!1958, !1959, !1960, !1961, !1962, !1965, !1966, !1970, !1971, !1972, !1973, !1974, !1975, !1978, !1979, !1980, !1981, !1982, !1983, !1984, !1985, !1987, !1989, !1992, !1993, !1994, !1995, !1998}
!1958 = !{!"StaticSampler", i32 404, i32 4, i32 1, i32 1, float 0.000000e+00, i32 11, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 10, i32 4, i32 3, i32 0}
!1959 = !{!"RootSRV", i32 3, i32 1198545231, i32 6, i32 4}
!1960 = !{!"StaticSampler", i32 400, i32 2, i32 1, i32 5, float 5.000000e+00, i32 10, i32 4, i32 0, float -9.900000e+02, float 0xC013438640000000, i32 5, i32 2, i32 0, i32 0}
!1961 = !{!"StaticSampler", i32 276, i32 4, i32 3, i32 1, float 0.000000e+00, i32 16, i32 4, i32 1, float 0.000000e+00, float 0.000000e+00, i32 5, i32 0, i32 0, i32 2}
!1962 = !{!"DescriptorTable", i32 0, !1963, !1964}
!1963 = !{!"UAV", i32 1, i32 15, i32 0, i32 15, i32 0}
!1964 = !{!"CBV", i32 3, i32 11, i32 6, i32 -1, i32 4}
!1965 = !{!"RootCBV", i32 0, i32 15, i32 0, i32 4}
!1966 = !{!"DescriptorTable", i32 0, !1967, !1968, !1969}
!1967 = !{!"CBV", i32 1, i32 551, i32 -1370742294, i32 -1, i32 0}
!1968 = !{!"SRV", i32 1, i32 -2, i32 0, i32 -2, i32 4}
!1969 = !{!"CBV", i32 1, i32 8, i32 5, i32 -461614667, i32 4}
!1970 = !{!"RootConstants", i32 0, i32 -1016526611, i32 0, i32 8}
!1971 = !{!"RootUAV", i32 0, i32 14, i32 7, i32 2}
!1972 = !{!"RootSRV", i32 0, i32 -1790250161, i32 -17, i32 2}
!1973 = !{!"StaticSampler", i32 384, i32 3, i32 3, i32 1, float 0.000000e+00, i32 16, i32 2, i32 1, float 0.000000e+00, float 0.000000e+00, i32 1162101222, i32 2, i32 6, i32 2}
!1974 = !{!"StaticSampler", i32 0, i32 4, i32 4, i32 4, float 0x402B47CFC0000000, i32 16, i32 4, i32 3, float 0.000000e+00, float 0.000000e+00, i32 634428752, i32 0, i32 5, i32 3}
!1975 = !{!"DescriptorTable", i32 0, !1976, !1977}
!1976 = !{!"UAV", i32 1, i32 11, i32 0, i32 38, i32 65538}
!1977 = !{!"UAV", i32 1, i32 7, i32 0, i32 -1, i32 0}
!1978 = !{!"StaticSampler", i32 85, i32 5, i32 1, i32 1, float 0xC023823CA0000000, i32 16, i32 4, i32 2, float 0x40189CAC00000000, float 0x47EFFFFFE0000000, i32 13, i32 2, i32 0, i32 0}
!1979 = !{!"StaticSampler", i32 5, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 402, i32 -17, i32 0, i32 0}
!1980 = !{!"RootUAV", i32 0, i32 129, i32 0, i32 8}
!1981 = !{!"RootSRV", i32 3, i32 8, i32 0, i32 2}
!1982 = !{!"RootCBV", i32 3, i32 2, i32 1, i32 0}
!1983 = !{!"StaticSampler", i32 384, i32 3, i32 4, i32 1, float 0xC01245A1C0000000, i32 11, i32 4, i32 1, float 0.000000e+00, float 0.000000e+00, i32 7, i32 0, i32 0, i32 2}
!1984 = !{!"RootSRV", i32 5, i32 14, i32 6, i32 8}
!1985 = !{!"DescriptorTable", i32 0, !1986}
!1986 = !{!"Sampler", i32 3, i32 17, i32 0, i32 -1, i32 1}
!1987 = !{!"DescriptorTable", i32 0, !1988}
!1988 = !{!"UAV", i32 1, i32 547085840, i32 0, i32 -1, i32 65538}
!1989 = !{!"DescriptorTable", i32 7, !1990, !1991}
!1990 = !{!"SRV", i32 73494, i32 2, i32 -1529370948, i32 -1, i32 8}
!1991 = !{!"CBV", i32 2, i32 2, i32 598, i32 -1, i32 65536}
!1992 = !{!"RootConstants", i32 0, i32 6, i32 0, i32 8}
!1993 = !{!"StaticSampler", i32 0, i32 3, i32 3, i32 5, float 0x3FD9FEBFC0000000, i32 16, i32 4, i32 0, float 0.000000e+00, float 0.000000e+00, i32 6, i32 0, i32 0, i32 3}
!1994 = !{!"RootSRV", i32 1, i32 540324996, i32 5, i32 4}
!1995 = !{!"DescriptorTable", i32 5, !1996, !1997}
!1996 = !{!"SRV", i32 1, i32 9, i32 992, i32 18, i32 0}
!1997 = !{!"CBV", i32 9, i32 -1281489347, i32 5, i32 54, i32 65538}
!1998 = !{!"StaticSampler", i32 276, i32 4, i32 3, i32 3, float 0xC008DF3B60000000, i32 16, i32 4, i32 4, float 0.000000e+00, float 0.000000e+00, i32 10, i32 0, i32 0, i32 3}
!1999 = !{ptr @f157, !2000, i32 3}
!2000 = !{!2001, !2002, !2003}
!2001 = !{!"StaticSampler", i32 0, i32 4, i32 3, i32 1, float 0x4026666660000000, i32 16, i32 1, i32 4, float 0.000000e+00, float 0.000000e+00, i32 5, i32 0, i32 0, i32 3}
!2002 = !{!"RootUAV", i32 3, i32 -2, i32 0, i32 2}
!2003 = !{!"DescriptorTable", i32 4, !2004, !2005, !2006, !2007}
!2004 = !{!"Sampler", i32 16, i32 838, i32 0, i32 -1, i32 0}
!2005 = !{!"Sampler", i32 16, i32 1014319328, i32 0, i32 -1, i32 0}
!2006 = !{!"Sampler", i32 1, i32 11, i32 0, i32 17, i32 0}
!2007 = !{!"Sampler", i32 1, i32 2, i32 7, i32 -1, i32 1}
!2008 = !{ptr @f158, !2009, i32 3}
!2009 = !{!2010}
!2010 = !{!"StaticSampler", i32 85, i32 4, i32 1, i32 1, float -1.000000e+01, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 2, i32 0, i32 0, i32 0}
!2011 = !{ptr @f159, !2012, i32 3}
!2012 = !{!2013, !2014, !2015, !2016, !2017, !2018, !2019, !2020, !2021, !2022, !2023, !2024}
!2013 = !{!"StaticSampler", i32 132, i32 1, i32 1, i32 2, float 0.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 9.750000e+02, i32 437, i32 0, i32 0, i32 0}
!2014 = !{!"StaticSampler", i32 404, i32 4, i32 4, i32 3, float 0.000000e+00, i32 16, i32 5, i32 0, float 0.000000e+00, float 0.000000e+00, i32 111, i32 3, i32 6, i32 3}
!2015 = !{!"StaticSampler", i32 85, i32 5, i32 1, i32 4, float 0.000000e+00, i32 16, i32 1, i32 1, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 42, i32 0, i32 0, i32 0}
!2016 = !{!"RootUAV", i32 5, i32 10, i32 5, i32 4}
!2017 = !{!"RootSRV", i32 0, i32 716, i32 7, i32 4}
!2018 = !{!"RootCBV", i32 3, i32 -546845367, i32 0, i32 4}
!2019 = !{!"StaticSampler", i32 261, i32 2, i32 1, i32 1, float 0.000000e+00, i32 16, i32 2, i32 2, float 0.000000e+00, float 0x4031E84180000000, i32 1, i32 0, i32 4, i32 0}
!2020 = !{!"RootUAV", i32 0, i32 14, i32 0, i32 4}
!2021 = !{!"RootConstants", i32 0, i32 4, i32 218, i32 1}
!2022 = !{!"RootCBV", i32 0, i32 12, i32 0, i32 2}
!2023 = !{!"RootSRV", i32 7, i32 9, i32 0, i32 4}
!2024 = !{!"DescriptorTable", i32 0, !2025, !2026, !2027}
!2025 = !{!"UAV", i32 1, i32 6, i32 0, i32 -1, i32 3}
!2026 = !{!"UAV", i32 3, i32 9, i32 0, i32 -1, i32 2}
!2027 = !{!"SRV", i32 16, i32 6, i32 4, i32 1492926741, i32 4}
!2028 = !{ptr @f160, !2029, i32 3}
!2029 = !{!2030, !2035, !2036, !2037, !2038, !2039, !2040}
!2030 = !{!"DescriptorTable", i32 0, !2031, !2032, !2033, !2034}
!2031 = !{!"Sampler", i32 13, i32 6, i32 1, i32 -1, i32 0}
!2032 = !{!"Sampler", i32 1, i32 11, i32 2, i32 -1, i32 65536}
!2033 = !{!"Sampler", i32 9, i32 509, i32 0, i32 50, i32 65536}
!2034 = !{!"Sampler", i32 -1, i32 -235370537, i32 0, i32 -1, i32 0}
!2035 = !{!"RootFlags", i32 616}
!2036 = !{!"RootConstants", i32 4, i32 10, i32 -17, i32 1}
!2037 = !{!"StaticSampler", i32 4, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 10, i32 0, i32 0, i32 0}
!2038 = !{!"RootSRV", i32 0, i32 14, i32 7, i32 2}
!2039 = !{!"StaticSampler", i32 85, i32 1, i32 4, i32 2, float 0xC015AF08E0000000, i32 13, i32 6, i32 0, float 0xBFF5C22680000000, float 0x47EFFFFFE0000000, i32 15, i32 0, i32 2, i32 0}
!2040 = !{!"RootConstants", i32 4, i32 8, i32 0, i32 6}
!2041 = !{ptr @f161, !2042, i32 3}
!2042 = !{!2043, !2045, !2046}
!2043 = !{!"DescriptorTable", i32 0, !2044}
!2044 = !{!"SRV", i32 -1, i32 -612835618, i32 0, i32 1787098757, i32 4}
!2045 = !{!"DescriptorTable", i32 0}
!2046 = !{!"RootConstants", i32 1, i32 15, i32 6, i32 3}
!2047 = !{ptr @f162, !2048, i32 3}
!2048 = !{!2049}
!2049 = !{!"RootFlags", i32 3120}
!2050 = !{ptr @f163, !2051, i32 3}
!2051 = !{!2052, !2054, !2057, !2058}
!2052 = !{!"DescriptorTable", i32 1, !2053}
!2053 = !{!"SRV", i32 -1, i32 1, i32 872, i32 -2, i32 4}
!2054 = !{!"DescriptorTable", i32 0, !2055, !2056}
!2055 = !{!"UAV", i32 1, i32 11, i32 2, i32 -1, i32 2}
!2056 = !{!"SRV", i32 1, i32 14, i32 0, i32 -1, i32 3}
!2057 = !{!"RootConstants", i32 0, i32 5, i32 0, i32 1}
!2058 = !{!"DescriptorTable", i32 0, !2059, !2060}
!2059 = !{!"SRV", i32 1, i32 -2, i32 0, i32 -1, i32 4}
!2060 = !{!"CBV", i32 4, i32 245, i32 7, i32 53, i32 4}
!2061 = !{ptr @f164, !2062, i32 3}
!2062 = !{!2063, !2065, !2069, !2073, !2077, !2078, !2080, !2081, !2082, !2083, !2084, !2090}
!2063 = !{!"DescriptorTable", i32 4, !2064}
!2064 = !{!"Sampler", i32 15, i32 -16, i32 1, i32 -1, i32 0}
!2065 = !{!"DescriptorTable", i32 7, !2066, !2067, !2068}
!2066 = !{!"SRV", i32 9, i32 10, i32 0, i32 -1, i32 65536}
!2067 = !{!"SRV", i32 3, i32 12, i32 7, i32 -1, i32 4}
!2068 = !{!"UAV", i32 1, i32 9, i32 1, i32 18, i32 2}
!2069 = !{!"DescriptorTable", i32 0, !2070, !2071, !2072}
!2070 = !{!"Sampler", i32 1, i32 0, i32 6, i32 33, i32 0}
!2071 = !{!"Sampler", i32 1, i32 6, i32 0, i32 -1, i32 0}
!2072 = !{!"Sampler", i32 1, i32 6, i32 7, i32 -1, i32 0}
!2073 = !{!"DescriptorTable", i32 1, !2074, !2075, !2076}
!2074 = !{!"SRV", i32 1, i32 2, i32 3, i32 -1, i32 4}
!2075 = !{!"UAV", i32 1, i32 918, i32 0, i32 8, i32 65538}
!2076 = !{!"SRV", i32 -1, i32 678, i32 0, i32 -1, i32 4}
!2077 = !{!"StaticSampler", i32 85, i32 3, i32 4, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 2, i32 0, i32 4, i32 0}
!2078 = !{!"DescriptorTable", i32 1, !2079}
!2079 = !{!"CBV", i32 8, i32 9, i32 493, i32 -1, i32 4}
!2080 = !{!"RootConstants", i32 4, i32 844, i32 1, i32 1}
!2081 = !{!"RootConstants", i32 0, i32 13, i32 0, i32 3}
!2082 = !{!"StaticSampler", i32 0, i32 5, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float -4.000000e+00, float 0x47EFFFFFE0000000, i32 0, i32 0, i32 6, i32 0}
!2083 = !{!"RootCBV", i32 0, i32 15, i32 1, i32 4}
!2084 = !{!"DescriptorTable", i32 7, !2085, !2086, !2087, !2088, !2089}
!2085 = !{!"CBV", i32 15, i32 793, i32 1, i32 -1, i32 8}
!2086 = !{!"CBV", i32 7, i32 568, i32 0, i32 -1, i32 4}
!2087 = !{!"SRV", i32 1, i32 11, i32 7, i32 32, i32 4}
!2088 = !{!"UAV", i32 12445, i32 275, i32 -1148479787, i32 712496299, i32 2}
!2089 = !{!"CBV", i32 50925, i32 272166552, i32 3, i32 -1, i32 2}
!2090 = !{!"RootConstants", i32 7, i32 429, i32 0, i32 1}
!2091 = !{ptr @f165, !2092, i32 3}
!2092 = !{}
!2093 = !{ptr @f166, !2094, i32 3}
!2094 = !{!2095, !2096, !2099, !2100}
!2095 = !{!"RootConstants", i32 4, i32 11, i32 0, i32 1}
!2096 = !{!"DescriptorTable", i32 4, !2097, !2098}
!2097 = !{!"SRV", i32 1, i32 15, i32 4, i32 -1, i32 4}
!2098 = !{!"CBV", i32 10, i32 2, i32 1, i32 11999221, i32 8}
!2099 = !{!"RootCBV", i32 0, i32 465, i32 0, i32 4}
!2100 = !{!"RootFlags", i32 0}
!2101 = !{ptr @f167, !2102, i32 3}
!2102 = !{!2103, !2105, !2106, !2107, !2108, !2109, !2114, !2106, !2116, !2122, !2124, !2125}
!2103 = !{!"DescriptorTable", i32 2, !2104}
!2104 = !{!"SRV", i32 9, i32 15, i32 0, i32 -1, i32 4}
!2105 = !{!"StaticSampler", i32 85, i32 3, i32 1, i32 4, float 0xC025EB8520000000, i32 5, i32 4, i32 3, float -1.100000e+01, float 0x402F83FC40000000, i32 184, i32 0, i32 0, i32 0}
!2106 = !{!"DescriptorTable", i32 0}
!2107 = !{!"StaticSampler", i32 260, i32 4, i32 1, i32 4, float 0.000000e+00, i32 16, i32 8, i32 3, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 13, i32 0, i32 4, i32 1}
!2108 = !{!"RootConstants", i32 5, i32 1298241799, i32 2, i32 14}
!2109 = !{!"DescriptorTable", i32 0, !2110, !2111, !2112, !2113}
!2110 = !{!"Sampler", i32 9, i32 11, i32 7, i32 -1, i32 0}
!2111 = !{!"Sampler", i32 5, i32 13, i32 5, i32 -1, i32 65536}
!2112 = !{!"Sampler", i32 1, i32 -2, i32 0, i32 -1, i32 65536}
!2113 = !{!"Sampler", i32 -1, i32 0, i32 3, i32 14, i32 0}
!2114 = !{!"DescriptorTable", i32 0, !2115}
!2115 = !{!"SRV", i32 1, i32 13, i32 0, i32 55, i32 4}
!2116 = !{!"DescriptorTable", i32 0, !2117, !2118, !2119, !2120, !2121}
!2117 = !{!"SRV", i32 87138, i32 -87139, i32 0, i32 59, i32 65538}
!2118 = !{!"SRV", i32 1014944268, i32 405, i32 426, i32 26, i32 4}
!2119 = !{!"CBV", i32 1, i32 13, i32 0, i32 -1, i32 4}
!2120 = !{!"UAV", i32 1, i32 9, i32 0, i32 3, i32 2}
!2121 = !{!"SRV", i32 -1, i32 -1859685451, i32 654, i32 -1, i32 4}
!2122 = !{!"DescriptorTable", i32 0, !2123}
!2123 = !{!"CBV", i32 1, i32 2, i32 1, i32 -1, i32 4}
!2124 = !{!"RootCBV", i32 6, i32 1, i32 645, i32 0}
!2125 = !{!"DescriptorTable", i32 1, !2126, !2127}
!2126 = !{!"UAV", i32 1, i32 3, i32 6, i32 -2019977445, i32 2}
!2127 = !{!"CBV", i32 10, i32 14, i32 0, i32 -307549889, i32 4}
!2128 = !{ptr @f168, !2129, i32 3}
!2129 = !{!2130, !2131, !2133, !2135, !2138, !2139, !2140, !2142, !2143, !2149, !2152, !2153}
!2130 = !{!"RootSRV", i32 0, i32 10, i32 0, i32 4}
!2131 = !{!"DescriptorTable", i32 0, !2132}
!2132 = !{!"CBV", i32 -1, i32 2079773220, i32 1788617214, i32 -1, i32 1}
!2133 = !{!"DescriptorTable", i32 3, !2134}
!2134 = !{!"UAV", i32 91128, i32 13, i32 0, i32 -1, i32 2}
!2135 = !{!"DescriptorTable", i32 0, !2136, !2137}
!2136 = !{!"SRV", i32 1, i32 1742437592, i32 0, i32 3, i32 8}
!2137 = !{!"SRV", i32 -1, i32 -1575427040, i32 1223172706, i32 -1, i32 2}
!2138 = !{!"StaticSampler", i32 404, i32 3, i32 3, i32 3, float 0.000000e+00, i32 16, i32 8, i32 3, float 0.000000e+00, float 0.000000e+00, i32 14, i32 0, i32 0, i32 3}
!2139 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 2, float 0.000000e+00, i32 16, i32 7, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 8, i32 0, i32 0, i32 0}
!2140 = !{!"DescriptorTable", i32 0, !2141}
!2141 = !{!"UAV", i32 1, i32 0, i32 0, i32 61, i32 65538}
!2142 = !{!"RootUAV", i32 0, i32 8, i32 0, i32 0}
!2143 = !{!"DescriptorTable", i32 0, !2144, !2145, !2146, !2147, !2148}
!2144 = !{!"UAV", i32 2, i32 11, i32 3, i32 6, i32 2}
!2145 = !{!"SRV", i32 13, i32 12, i32 5, i32 -1, i32 4}
!2146 = !{!"UAV", i32 1, i32 9, i32 2, i32 -1, i32 4}
!2147 = !{!"SRV", i32 9, i32 12, i32 0, i32 -1, i32 4}
!2148 = !{!"SRV", i32 -1, i32 -333662176, i32 0, i32 -1, i32 8}
!2149 = !{!"DescriptorTable", i32 0, !2150, !2151}
!2150 = !{!"Sampler", i32 24453, i32 391, i32 1, i32 -1, i32 0}
!2151 = !{!"Sampler", i32 1, i32 10, i32 0, i32 -1, i32 0}
!2152 = !{!"StaticSampler", i32 133, i32 1, i32 5, i32 2, float 0xC0139999A0000000, i32 16, i32 2, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 828, i32 0, i32 3, i32 0}
!2153 = !{!"RootCBV", i32 0, i32 930, i32 2, i32 8}
!2154 = !{ptr @f169, !2155, i32 3}
!2155 = !{!2156, !2157, !2158}
!2156 = !{!"RootFlags", i32 2333}
!2157 = !{!"RootUAV", i32 3, i32 885, i32 6, i32 2}
!2158 = !{!"DescriptorTable", i32 4, !2159}
!2159 = !{!"SRV", i32 1, i32 10, i32 0, i32 2019075017, i32 4}
!2160 = !{ptr @f170, !2161, i32 3}
!2161 = !{!2162, !2164, !2165, !2166, !2167, !2168, !2169, !2173}
!2162 = !{!"DescriptorTable", i32 4, !2163}
!2163 = !{!"UAV", i32 1, i32 933, i32 0, i32 -1, i32 8}
!2164 = !{!"RootUAV", i32 3, i32 298, i32 1, i32 0}
!2165 = !{!"RootFlags", i32 16}
!2166 = !{!"RootCBV", i32 0, i32 577, i32 0, i32 2}
!2167 = !{!"RootConstants", i32 4, i32 6, i32 2, i32 2}
!2168 = !{!"RootCBV", i32 0, i32 142, i32 0, i32 4}
!2169 = !{!"DescriptorTable", i32 4, !2170, !2171, !2172}
!2170 = !{!"SRV", i32 16, i32 0, i32 0, i32 -1, i32 4}
!2171 = !{!"CBV", i32 1, i32 10, i32 0, i32 -1, i32 2}
!2172 = !{!"UAV", i32 1, i32 11, i32 6, i32 -1, i32 3}
!2173 = !{!"RootUAV", i32 0, i32 11, i32 0, i32 2}
!2174 = !{ptr @f171, !2175, i32 3}
!2175 = !{!2176}
!2176 = !{!"DescriptorTable", i32 0, !2177, !2178, !2179, !2180}
!2177 = !{!"UAV", i32 1, i32 10, i32 2, i32 -1, i32 2}
!2178 = !{!"CBV", i32 1, i32 3, i32 0, i32 -1, i32 65540}
!2179 = !{!"CBV", i32 1, i32 15, i32 0, i32 29, i32 65540}
!2180 = !{!"SRV", i32 -1, i32 14, i32 -17, i32 1009049741, i32 5}
!2181 = !{ptr @f172, !2182, i32 3}
!2182 = !{!2183, !2184, !2190}
!2183 = !{!"RootSRV", i32 0, i32 14, i32 6, i32 4}
!2184 = !{!"DescriptorTable", i32 0, !2185, !2186, !2187, !2188, !2189}
!2185 = !{!"SRV", i32 1, i32 11, i32 0, i32 -1, i32 4}
!2186 = !{!"SRV", i32 10, i32 15, i32 6, i32 42, i32 65540}
!2187 = !{!"UAV", i32 1, i32 13, i32 0, i32 -1, i32 2}
!2188 = !{!"UAV", i32 1, i32 14, i32 0, i32 -1, i32 2}
!2189 = !{!"UAV", i32 1, i32 10, i32 2, i32 -1, i32 2}
!2190 = !{!"RootSRV", i32 5, i32 197, i32 0, i32 4}
!2191 = !{ptr @f173, !2192, i32 3}
!2192 = !{!2193, !2194, !2198, !2199, !2200}
!2193 = !{!"StaticSampler", i32 144, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 2, i32 0, i32 0, i32 0}
!2194 = !{!"DescriptorTable", i32 3, !2195, !2196, !2197}
!2195 = !{!"SRV", i32 1, i32 -776339455, i32 0, i32 10, i32 8}
!2196 = !{!"SRV", i32 1, i32 13, i32 1, i32 -1590034768, i32 2}
!2197 = !{!"UAV", i32 1, i32 10, i32 468, i32 -1, i32 2}
!2198 = !{!"RootCBV", i32 1, i32 7, i32 0, i32 4}
!2199 = !{!"RootCBV", i32 0, i32 6, i32 0, i32 8}
!2200 = !{!"DescriptorTable", i32 7, !2201, !2202, !2203}
!2201 = !{!"SRV", i32 1, i32 6, i32 511, i32 56, i32 4}
!2202 = !{!"CBV", i32 1, i32 12, i32 1, i32 -1, i32 4}
!2203 = !{!"SRV", i32 10, i32 11, i32 4, i32 -1, i32 4}
!2204 = !{ptr @f174, !2205, i32 3}
!2205 = !{!2206, !2208, !2210}
!2206 = !{!"DescriptorTable", i32 4, !2207}
!2207 = !{!"UAV", i32 8, i32 5, i32 0, i32 -1, i32 2}
!2208 = !{!"DescriptorTable", i32 4, !2209}
!2209 = !{!"CBV", i32 -1, i32 10, i32 -17, i32 -1, i32 4}
!2210 = !{!"DescriptorTable", i32 7, !2211, !2212}
!2211 = !{!"UAV", i32 1, i32 357, i32 1, i32 -1, i32 3}
!2212 = !{!"UAV", i32 7, i32 13, i32 7, i32 -1, i32 2}
!2213 = !{ptr @f175, !2214, i32 3}
!2214 = !{!2215}
!2215 = !{!"RootConstants", i32 2, i32 555, i32 0, i32 6}
!2216 = !{ptr @f176, !2217, i32 3}
!2217 = !{!2218, !2219, !2220, !2221, !2222, !2226, !2228, !2229, !2231, !2232, !2234, !2235, !2238, !2239, !2242, !2244, !2247, !2248, !2251, !2253, !2256, !2257, !2258, !2259, !2262, !2265, !2266, !2267, !2268, !2269, !2275, !2277, !2278, !2279, !2281, !2285, !2290, !2291, !2292, !2293, !2298, !2299, !2300, !2301, !2302}
!2218 = !{!"StaticSampler", i32 469, i32 1, i32 1, i32 5, float 0.000000e+00, i32 14, i32 4, i32 2, float 0.000000e+00, float 0.000000e+00, i32 480, i32 1, i32 0, i32 0}
!2219 = !{!"StaticSampler", i32 145, i32 1, i32 1, i32 1, float 5.000000e+00, i32 16, i32 4, i32 2, float -5.410000e+02, float -4.000000e+00, i32 4, i32 0, i32 3, i32 0}
!2220 = !{!"RootConstants", i32 5, i32 5, i32 642, i32 1}
!2221 = !{!"RootCBV", i32 0, i32 3, i32 947, i32 4}
!2222 = !{!"DescriptorTable", i32 7, !2223, !2224, !2225}
!2223 = !{!"UAV", i32 1, i32 6, i32 7, i32 -1, i32 2}
!2224 = !{!"CBV", i32 1, i32 932, i32 4, i32 -1, i32 4}
!2225 = !{!"UAV", i32 1, i32 -130659631, i32 5, i32 -1, i32 2}
!2226 = !{!"DescriptorTable", i32 0, !2227}
!2227 = !{!"CBV", i32 1, i32 6, i32 544, i32 -1, i32 65536}
!2228 = !{!"StaticSampler", i32 5, i32 4, i32 1, i32 4, float 0xBFFC858120000000, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 26, i32 0, i32 1, i32 0}
!2229 = !{!"DescriptorTable", i32 4, !2230}
!2230 = !{!"Sampler", i32 1, i32 794, i32 2, i32 -1, i32 0}
!2231 = !{!"StaticSampler", i32 20, i32 1, i32 3, i32 5, float 0.000000e+00, i32 16, i32 5, i32 2, float 0.000000e+00, float 1.500000e+01, i32 6, i32 1, i32 0, i32 0}
!2232 = !{!"DescriptorTable", i32 0, !2233}
!2233 = !{!"Sampler", i32 1, i32 997, i32 1051972594, i32 -1, i32 65536}
!2234 = !{!"RootUAV", i32 3, i32 0, i32 3, i32 2}
!2235 = !{!"DescriptorTable", i32 4, !2236, !2237}
!2236 = !{!"UAV", i32 782767530, i32 15, i32 2, i32 17, i32 65544}
!2237 = !{!"SRV", i32 1, i32 645, i32 0, i32 -1, i32 0}
!2238 = !{!"RootSRV", i32 3, i32 11, i32 4, i32 4}
!2239 = !{!"DescriptorTable", i32 0, !2240, !2241}
!2240 = !{!"CBV", i32 2, i32 1, i32 932, i32 -1, i32 4}
!2241 = !{!"UAV", i32 1, i32 2, i32 0, i32 30, i32 2}
!2242 = !{!"DescriptorTable", i32 0, !2243}
!2243 = !{!"UAV", i32 1, i32 8, i32 0, i32 -1, i32 3}
!2244 = !{!"DescriptorTable", i32 0, !2245, !2246}
!2245 = !{!"UAV", i32 16, i32 6, i32 783, i32 -1, i32 2}
!2246 = !{!"UAV", i32 95099, i32 982, i32 0, i32 -1, i32 2}
!2247 = !{!"RootConstants", i32 0, i32 15, i32 -17, i32 1}
!2248 = !{!"DescriptorTable", i32 0, !2249, !2250}
!2249 = !{!"UAV", i32 43889, i32 -2060019878, i32 0, i32 -1, i32 65538}
!2250 = !{!"UAV", i32 1, i32 4, i32 545, i32 -1, i32 2}
!2251 = !{!"DescriptorTable", i32 4, !2252}
!2252 = !{!"Sampler", i32 -1, i32 11, i32 15, i32 -1, i32 0}
!2253 = !{!"DescriptorTable", i32 6, !2254, !2255}
!2254 = !{!"CBV", i32 1823606963, i32 11, i32 0, i32 -1, i32 4}
!2255 = !{!"SRV", i32 1, i32 2, i32 189, i32 -1, i32 4}
!2256 = !{!"RootFlags", i32 8}
!2257 = !{!"StaticSampler", i32 0, i32 3, i32 3, i32 3, float 0xBFE0D82FE0000000, i32 16, i32 4, i32 2, float 0.000000e+00, float 0.000000e+00, i32 161, i32 715, i32 0, i32 2}
!2258 = !{!"RootConstants", i32 7, i32 9, i32 99, i32 8}
!2259 = !{!"DescriptorTable", i32 4, !2260, !2261}
!2260 = !{!"Sampler", i32 15, i32 74881099, i32 326, i32 -1, i32 0}
!2261 = !{!"Sampler", i32 -1, i32 572, i32 0, i32 -2, i32 1}
!2262 = !{!"DescriptorTable", i32 5, !2263, !2264}
!2263 = !{!"SRV", i32 1, i32 -2, i32 409729286, i32 -1, i32 2}
!2264 = !{!"CBV", i32 71678, i32 -71679, i32 4, i32 -1, i32 4}
!2265 = !{!"RootConstants", i32 6, i32 10, i32 673, i32 4}
!2266 = !{!"StaticSampler", i32 404, i32 3, i32 4, i32 1, float 0x401F53A920000000, i32 16, i32 4, i32 4, float 0.000000e+00, float 0.000000e+00, i32 6, i32 0, i32 0, i32 3}
!2267 = !{!"RootUAV", i32 5, i32 111, i32 -524231004, i32 8}
!2268 = !{!"RootUAV", i32 0, i32 629, i32 0, i32 8}
!2269 = !{!"DescriptorTable", i32 0, !2270, !2271, !2272, !2273, !2274}
!2270 = !{!"Sampler", i32 -2, i32 0, i32 6, i32 -1, i32 0}
!2271 = !{!"Sampler", i32 1, i32 10, i32 0, i32 -1, i32 0}
!2272 = !{!"Sampler", i32 1, i32 15, i32 314, i32 37, i32 0}
!2273 = !{!"Sampler", i32 2, i32 9, i32 5, i32 -1, i32 0}
!2274 = !{!"Sampler", i32 1, i32 226, i32 0, i32 23, i32 0}
!2275 = !{!"DescriptorTable", i32 0, !2276}
!2276 = !{!"Sampler", i32 -1, i32 829, i32 2, i32 22, i32 0}
!2277 = !{!"StaticSampler", i32 276, i32 4, i32 1, i32 4, float 0x3F98C7E280000000, i32 14, i32 4, i32 0, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 2, i32 62, i32 0, i32 0}
!2278 = !{!"StaticSampler", i32 20, i32 2, i32 1, i32 5, float 0xC02BDFA340000000, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x408E5D99A0000000, i32 304, i32 0, i32 0, i32 0}
!2279 = !{!"DescriptorTable", i32 0, !2280}
!2280 = !{!"Sampler", i32 15227, i32 14, i32 4, i32 1724920883, i32 0}
!2281 = !{!"DescriptorTable", i32 0, !2282, !2283, !2284}
!2282 = !{!"CBV", i32 1, i32 469, i32 -881736952, i32 -1, i32 0}
!2283 = !{!"CBV", i32 1, i32 9, i32 0, i32 -1, i32 4}
!2284 = !{!"CBV", i32 1, i32 7, i32 0, i32 -1, i32 4}
!2285 = !{!"DescriptorTable", i32 0, !2286, !2287, !2288, !2289}
!2286 = !{!"Sampler", i32 1, i32 2, i32 0, i32 -1, i32 0}
!2287 = !{!"Sampler", i32 1, i32 0, i32 0, i32 -1, i32 1}
!2288 = !{!"Sampler", i32 1, i32 568, i32 0, i32 7, i32 0}
!2289 = !{!"Sampler", i32 1, i32 199, i32 0, i32 -1, i32 1}
!2290 = !{!"RootConstants", i32 0, i32 8, i32 0, i32 12}
!2291 = !{!"StaticSampler", i32 20, i32 4, i32 4, i32 1, float 5.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0.000000e+00, i32 15, i32 3, i32 0, i32 2}
!2292 = !{!"RootConstants", i32 6, i32 -944512904, i32 0, i32 1}
!2293 = !{!"DescriptorTable", i32 3, !2294, !2295, !2296, !2297}
!2294 = !{!"SRV", i32 1, i32 -1528839940, i32 0, i32 -1, i32 3}
!2295 = !{!"CBV", i32 1, i32 2, i32 3, i32 -1, i32 3}
!2296 = !{!"UAV", i32 15, i32 11, i32 0, i32 -1, i32 2}
!2297 = !{!"CBV", i32 -1, i32 -524849458, i32 0, i32 -1, i32 4}
!2298 = !{!"RootCBV", i32 0, i32 1, i32 0, i32 4}
!2299 = !{!"StaticSampler", i32 389, i32 1, i32 4, i32 1, float -1.000000e+00, i32 16, i32 1, i32 1, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 1, i32 0, i32 5, i32 0}
!2300 = !{!"RootCBV", i32 0, i32 7, i32 3, i32 4}
!2301 = !{!"RootSRV", i32 0, i32 10, i32 0, i32 2}
!2302 = !{!"RootCBV", i32 0, i32 0, i32 0, i32 8}
!2303 = !{ptr @f177, !2304, i32 3}
!2304 = !{!2305, !2307}
!2305 = !{!"DescriptorTable", i32 0, !2306}
!2306 = !{!"UAV", i32 1, i32 -1181614472, i32 -645840861, i32 -1, i32 2}
!2307 = !{!"RootSRV", i32 0, i32 1, i32 5, i32 0}
!2308 = !{ptr @f178, !2309, i32 3}
!2309 = !{!2310, !2315, !2316, !2318, !2319, !2320}
!2310 = !{!"DescriptorTable", i32 0, !2311, !2312, !2313, !2314}
!2311 = !{!"Sampler", i32 24881, i32 863, i32 3, i32 -1, i32 1}
!2312 = !{!"Sampler", i32 1, i32 1, i32 5, i32 -1, i32 65536}
!2313 = !{!"Sampler", i32 58726, i32 11, i32 7, i32 -1, i32 0}
!2314 = !{!"Sampler", i32 1, i32 0, i32 699, i32 -1, i32 0}
!2315 = !{!"DescriptorTable", i32 5}
!2316 = !{!"DescriptorTable", i32 2, !2317}
!2317 = !{!"CBV", i32 1, i32 2, i32 96061180, i32 -1, i32 4}
!2318 = !{!"RootFlags", i32 16}
!2319 = !{!"RootUAV", i32 0, i32 8, i32 5, i32 2}
!2320 = !{!"DescriptorTable", i32 0, !2321, !2322}
!2321 = !{!"CBV", i32 1, i32 110, i32 0, i32 325624882, i32 65544}
!2322 = !{!"UAV", i32 16, i32 6, i32 34, i32 -1, i32 0}
!2323 = !{ptr @f179, !2324, i32 3}
!2324 = !{!2325, !2327, !2328, !2331}
!2325 = !{!"DescriptorTable", i32 3, !2326}
!2326 = !{!"CBV", i32 13, i32 197, i32 4, i32 15, i32 4}
!2327 = !{!"RootCBV", i32 0, i32 12, i32 0, i32 4}
!2328 = !{!"DescriptorTable", i32 0, !2329, !2330}
!2329 = !{!"SRV", i32 2, i32 15, i32 0, i32 1644254768, i32 8}
!2330 = !{!"SRV", i32 -1, i32 -213507078, i32 1, i32 -1, i32 4}
!2331 = !{!"RootConstants", i32 4, i32 574, i32 2, i32 1}
