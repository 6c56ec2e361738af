# decompile and compile --emit dsl|hlsl: the laws through the command line, every input kind,
# exit codes and exact messages.
. "$CLI_DIR/lib.sh"
EX="$CLI_DIR/../../examples/reference.rs"
# Two of the version/compat combinations (decompile.laws covers all of them in-process).
for vc in 1.1:llvm 1.2:dxc; do
  v=${vc%:*} compat=${vc#*:}
  {
    expect 0 "" "$ROOTSIG" compile --version $v --compat $compat --emit part -o "$T/x" "$EX"
    expect 0 "" "$ROOTSIG" decompile --compat $compat -o "$T/d1.rs" "$T/x"
    head -n 1 "$T/d1.rs" | grep -qx "// rootsig: version $v, compat $compat" || fail "header line"
    expect 0 "" "$ROOTSIG" compile --version $v --compat $compat --emit part -o "$T/x1" "$T/d1.rs"
    cmp -s "$T/x" "$T/x1" || fail "compile(decompile(x)) != x ($v $compat)"
    expect 0 "" "$ROOTSIG" decompile --compat $compat -o "$T/d2.rs" "$T/x1"
    cmp -s "$T/d1.rs" "$T/d2.rs" || fail "decompile not stable ($v $compat)"
    # the same text from the DSL, the container, the .ll and --emit dsl
    expect 0 "" "$ROOTSIG" decompile --version $v --compat $compat -o "$T/d3.rs" "$EX"
    cmp -s "$T/d1.rs" "$T/d3.rs" || fail "decompile(DSL) != decompile(bytes)"
    expect 0 "" "$ROOTSIG" compile --version $v --compat $compat -o "$T/x.dxbc" "$EX"
    expect 0 "" "$ROOTSIG" decompile --compat $compat -o "$T/d4.rs" "$T/x.dxbc"
    cmp -s "$T/d1.rs" "$T/d4.rs" || fail "decompile(container)"
    expect 0 "" "$ROOTSIG" compile --version $v --compat $compat --emit metadata -o "$T/x.ll" "$EX"
    expect 0 "" "$ROOTSIG" decompile --compat $compat -o "$T/d5.rs" "$T/x.ll"
    cmp -s "$T/d1.rs" "$T/d5.rs" || fail "decompile(.ll)"
    expect 0 "" "$ROOTSIG" compile --version $v --compat $compat --emit dsl -o "$T/d6.rs" "$EX"
    cmp -s "$T/d1.rs" "$T/d6.rs" || fail "--emit dsl"
    # the HLSL block, read back with --define
    expect 0 "" "$ROOTSIG" compile --version $v --compat $compat --emit hlsl --name MyRS -o "$T/rs.hlsl" "$EX"
    expect 0 "" "$ROOTSIG" compile --version $v --compat $compat --emit part --define MyRS -o "$T/xh" "$T/rs.hlsl"
    cmp -s "$T/x" "$T/xh" || fail "--emit hlsl block"
    expect 0 "" "$ROOTSIG" decompile --compat $compat --name MyRS -o "$T/rs2.hlsl" "$T/x"
    cmp -s "$T/rs.hlsl" "$T/rs2.hlsl" || fail "decompile --name"
  }
done
# The exact text for a small signature (docs/decompile.md).
expect 0 "" "$ROOTSIG" decompile --text 'StaticSampler(s0, maxLOD = 1000, mipLODBias = -0.0), CBV(b0, space = 2)'
printf '%s\n' '// rootsig: version 1.1, compat llvm' 'CBV(b0, space = 2),' \
  'StaticSampler(s0, mipLODBias = -0.0, maxLOD = 1000)' > "$T/want"
cmp -s "$T/out" "$T/want" || { diff "$T/want" "$T/out"; fail "decompile text"; }
# Errors: usage, and a value the DSL cannot spell (an infinite maxLOD at byte 60 of the part).
expect 2 "rootsig: --emit hlsl needs --name NAME (the macro to #define)
Try 'rootsig --help'.
" "$ROOTSIG" compile --emit hlsl --text 'CBV(b0)'
expect 2 "rootsig: --name '1x' is not an identifier
Try 'rootsig --help'.
" "$ROOTSIG" decompile --name 1x --text 'CBV(b0)'
expect 2 "rootsig: decompile takes one input (FILE, - or --text 'DSL')
Try 'rootsig --help'.
" "$ROOTSIG" decompile
expect 0 "" "$ROOTSIG" compile --emit part -o "$T/s" --text 'StaticSampler(s0)'
# header 24 bytes, then the sampler's 13 words: maxLOD is word 9 (24 + 36 = 60)
printf '\000\000\200\177' | dd of="$T/s" bs=1 seek=60 conv=notrunc 2>/dev/null
expect 1 "$T/s: error: StaticSampler [0]: maxLOD +inf (bits 0x7f800000) cannot be written in the DSL (the DSL has no literal for infinity) (at byte offset 60) [RS8010]
" "$ROOTSIG" decompile -o "$T/never" "$T/s"
[ ! -e "$T/never" ] || fail "output written on error"
# An invalid input is diagnosed, not decompiled.
expect 1 "<text>:1:5: error: root CBV [0] (b4294967295, space 0): register number 4294967295 is not allowed; registers go from 0 to 4294967294 [RS2003]
  CBV(b4294967295)
      ^~~~~~~~~~~
" "$ROOTSIG" decompile --text 'CBV(b4294967295)'
# HLSL read as compile reads it: an entry's attribute, its macro in an #included header, chosen by -D.
mkdir -p "$T/inc"
printf '#ifdef FANCY\n#define RS "CBV(b0, space = 2), SRV(t1)"\n#else\n#define RS "CBV(b0)"\n#endif\n' \
  > "$T/inc/rs.hlsli"
printf '#include "rs.hlsli"\n[RootSignature(RS)]\nvoid main() {}\n' > "$T/main.hlsl"
expect 0 "" "$ROOTSIG" decompile -D FANCY -I "$T/inc" --entry main "$T/main.hlsl"
printf '%s\n' '// rootsig: version 1.1, compat llvm' 'CBV(b0, space = 2),' 'SRV(t1)' > "$T/want"
cmp -s "$T/out" "$T/want" || { diff "$T/want" "$T/out"; fail "decompile .hlsl with -D -I --entry"; }
# ... and diff: against that DSL it is equal with -D FANCY, different without.
expect 0 "" "$ROOTSIG" diff -D FANCY -I "$T/inc" --entry main "$T/main.hlsl" "$T/want"
expect 1 "" "$ROOTSIG" diff -I "$T/inc" --entry main "$T/main.hlsl" "$T/want"
echo "decompile: ok"
