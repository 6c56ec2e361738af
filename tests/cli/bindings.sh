# The binding check (docs/bindings.md) on shader containers built by yaml2obj-22 from
# tests/cli/data/shaders/*.yaml: PSV0 versions 0 to 3, with and without a DXIL part.
# verify --rs RS SHADER..., check --shader SHADER... RS, and verify against a shader's own
# RTS0. yaml2obj leaves the digest zero; `splice` then `strip` give signed copies for verify.
. "$CLI_DIR/lib.sh"
command -v yaml2obj-22 >/dev/null || { echo "yaml2obj-22 not installed: skipped"; exit 77; }
for s in vs_v0 ps_v1 ps_v2 cs_v3 v0_nodxil; do
  yaml2obj-22 "$CLI_DIR/data/shaders/$s.yaml" -o "$T/$s.dxbc" || fail "yaml2obj $s"
done
cd "$T" || fail cd

# A pipeline every binding of which is bound: b0 (ALL) for both stages' CBVs, root SRV t4
# (VERTEX) for the vertex shader's raw buffer, the PIXEL table t0..t3 for the pixel shaders'
# SRVTyped t0..t3 and t0, the PIXEL static sampler s0. Nothing unused.
cat > good.rs <<'RS'
RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT),
CBV(b0),
SRV(t4, visibility = SHADER_VISIBILITY_VERTEX),
DescriptorTable(SRV(t0, numDescriptors = 4), visibility = SHADER_VISIBILITY_PIXEL),
StaticSampler(s0, visibility = SHADER_VISIBILITY_PIXEL)
RS
expect 0 "" "$ROOTSIG" check --shader vs_v0.dxbc ps_v1.dxbc ps_v2.dxbc good.rs
grep -qx 'good.rs: pipeline of 3 shaders (pixel, vertex): 7 bindings checked, 0 unbound, 0 unused elements: OK' out \
  || { cat out; fail "summary"; }
# --shader repeated is the same.
expect 0 "" "$ROOTSIG" check --shader vs_v0.dxbc --shader ps_v2.dxbc good.rs

# The same signature as an RS-only container, an RTS0 part, and an .hlsl #define.
"$ROOTSIG" compile -o good.dxbc good.rs || fail compile
"$ROOTSIG" compile --emit part -o good.part good.rs || fail compile
{ printf '#define RS \\\n'; sed 's/^\(.*\)$/  "\1" \\/' good.rs; printf '\n'; } > good.hlsl
for rs in good.dxbc good.part; do
  expect 0 "" "$ROOTSIG" check --shader vs_v0.dxbc ps_v1.dxbc "$rs"
done
expect 0 "" "$ROOTSIG" check --define RS --shader vs_v0.dxbc ps_v1.dxbc good.hlsl
# HLSL read as compile reads it: the signature in an #included header, chosen by -D, found via -I.
mkdir -p inc
{ printf '#ifdef WITH_RS\n'; cat good.hlsl; printf '#endif\n'; } > inc/rs.hlsli
printf '#include "rs.hlsli"\n[RootSignature(RS)]\nvoid main() {}\n' > pipe.hlsl
expect 0 "" "$ROOTSIG" check -D WITH_RS -I inc --entry main --shader vs_v0.dxbc ps_v1.dxbc pipe.hlsl
expect 1 "" "$ROOTSIG" check -I inc --define RS --shader vs_v0.dxbc pipe.hlsl
grep -q "RS6001" "$T/err" || fail "check --shader .hlsl: RS without -D should be undefined"
"$ROOTSIG" compile --emit metadata --entry main -o good.ll good.rs || fail "compile .ll"
expect 0 "" "$ROOTSIG" check --shader vs_v0.dxbc ps_v1.dxbc good.ll
expect 0 "" "$ROOTSIG" check --entry main --shader vs_v0.dxbc ps_v1.dxbc good.ll

# Broken: the pixel table covers t0..t1 only, the sampler is VERTEX-only, and the vertex
# shader's t4 is a root SRV in space 1. Every problem of every shader is reported, with the
# closest candidates as notes; unused elements are warned about.
cat > bad.rs <<'RS'
CBV(b0),
SRV(t4, space = 1),
DescriptorTable(SRV(t0, numDescriptors = 2), visibility = SHADER_VISIBILITY_PIXEL),
StaticSampler(s0, visibility = SHADER_VISIBILITY_VERTEX)
RS
expect 1 "vs_v0.dxbc: error: t4 (space 0, SRVRaw) of the vertex shader is not bound: Shader SRV descriptor range (RegisterSpace=0, NumDescriptors=1, BaseShaderRegister=4) is not fully bound in root signature (at byte offset 100) [RS7020]
bad.rs:3:17: note: closest: DescriptorTable [2], range [0] (SRV t0..t1, space 0, visibility PIXEL)
  DescriptorTable(SRV(t0, numDescriptors = 2), visibility = SHADER_VISIBILITY_PIXEL),
                  ^~~~~~~~~~~~~~~~~~~~~~~~~~~
ps_v1.dxbc: error: t0..t3 (space 0, SRVTyped) of the pixel shader is not bound: Shader SRV descriptor range (RegisterSpace=0, NumDescriptors=4, BaseShaderRegister=0) is not fully bound in root signature (at byte offset 92) [RS7020]
bad.rs:3:17: note: DescriptorTable [2], range [0] (SRV t0..t1, space 0, visibility PIXEL) covers only t0..t1 of it
  DescriptorTable(SRV(t0, numDescriptors = 2), visibility = SHADER_VISIBILITY_PIXEL),
                  ^~~~~~~~~~~~~~~~~~~~~~~~~~~
ps_v1.dxbc: error: s0 (space 0, Sampler) of the pixel shader is not bound: Shader sampler descriptor range (RegisterSpace=0, NumDescriptors=1, BaseShaderRegister=0) is not fully bound in root signature (at byte offset 108) [RS7020]
bad.rs:4:1: note: StaticSampler [0] (s0, space 0, visibility VERTEX) holds it, but is not visible to the pixel shader
  StaticSampler(s0, visibility = SHADER_VISIBILITY_VERTEX)
  ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
bad.rs:2:1: warning: root SRV [1] (t4, space 1, visibility ALL) is used by no shader of the pipeline (2 shaders: pixel, vertex) [RS7030]
  SRV(t4, space = 1),
  ^~~~~~~~~~~~~~~~~~
bad.rs:4:1: warning: StaticSampler [0] (s0, space 0, visibility VERTEX) is used by no shader of the pipeline (2 shaders: pixel, vertex) [RS7030]
  StaticSampler(s0, visibility = SHADER_VISIBILITY_VERTEX)
  ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
" "$ROOTSIG" check --shader vs_v0.dxbc ps_v1.dxbc bad.rs
grep -qx 'bad.rs: pipeline of 2 shaders (pixel, vertex): 4 bindings checked, 3 unbound, 2 unused elements: FAILED' out \
  || { cat out; fail "summary"; }

# The signature as --text: every file is a shader.
expect 0 "" "$ROOTSIG" check --text 'CBV(b0), DescriptorTable(SRV(t0)), StaticSampler(s0)' --shader ps_v2.dxbc
grep -qx '<text>: pipeline of 1 shader (pixel): 3 bindings checked, 0 unbound, 0 unused elements: OK' out \
  || { cat out; fail "--text summary"; }

# A texture through a root SRV (ps_v2's t0 is SRVTyped Texture2D), and a denied stage.
expect 1 "ps_v2.dxbc: error: t0 (space 0, SRVTyped Texture2D) of the pixel shader is a texture, but its register is mapped to root SRV [0] (t0, space 0): root SRV and UAV descriptors hold only raw and structured buffers (at byte offset 104) [RS7021]
rs.txt:1:1: note: root SRV [0] (t0, space 0) is here; bind the resource through a descriptor table
  SRV(t0), CBV(b0), StaticSampler(s0)
  ^~~~~~~
" sh -c "printf 'SRV(t0), CBV(b0), StaticSampler(s0)\n' > rs.txt && \"\$0\" check --shader ps_v2.dxbc rs.txt" "$ROOTSIG"
expect 1 "vs_v0.dxbc: error: the vertex shader has 2 resource bindings, but the root signature denies its stage root access (DENY_VERTEX_SHADER_ROOT_ACCESS) (at byte offset 84) [RS7022]
deny.rs:1:1: note: DENY_VERTEX_SHADER_ROOT_ACCESS is set here
  RootFlags(DENY_VERTEX_SHADER_ROOT_ACCESS), CBV(b0), SRV(t4)
  ^~~~~~~~~
" sh -c "printf 'RootFlags(DENY_VERTEX_SHADER_ROOT_ACCESS), CBV(b0), SRV(t4)\n' > deny.rs && \"\$0\" check -Wno-RS7030 --shader vs_v0.dxbc deny.rs" "$ROOTSIG"

# Version 3: the entry name is in the message; compute sees only visibility ALL ranges.
printf 'UAV(u0), CBV(b1, space = 2), DescriptorTable(SRV(t10, space = 1, numDescriptors = unbounded), visibility = SHADER_VISIBILITY_PIXEL)\n' > cs.rs
expect 1 "cs_v3.dxbc: error: u0 (space 0, UAVStructuredWithCounter StructuredBuffer) of the compute shader 'main' is a structured buffer with a counter, but its register is mapped to root UAV [0] (u0, space 0): root SRV and UAV descriptors hold only raw and structured buffers (at byte offset 112) [RS7021]
cs.rs:1:1: note: root UAV [0] (u0, space 0) is here; bind the resource through a descriptor table
  UAV(u0), CBV(b1, space = 2), DescriptorTable(SRV(t10, space = 1, numDescriptors = unbounded), visibility = SHADER_VISIBILITY_PIXEL)
  ^~~~~~~
cs_v3.dxbc: error: t10..unbounded (space 1, SRVStructured StructuredBuffer) of the compute shader 'main' is not bound: Shader SRV descriptor range (RegisterSpace=1, NumDescriptors=unbounded, BaseShaderRegister=10) is not fully bound in root signature (at byte offset 160) [RS7020]
cs.rs:1:46: note: DescriptorTable [2], range [0] (SRV t10..unbounded, space 1, visibility PIXEL) holds it, but is not visible to the compute shader
  UAV(u0), CBV(b1, space = 2), DescriptorTable(SRV(t10, space = 1, numDescriptors = unbounded), visibility = SHADER_VISIBILITY_PIXEL)
                                               ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
" "$ROOTSIG" check -Wno-RS7030 --shader cs_v3.dxbc cs.rs

# Version 0 without DXIL: no stage, a located error; the other shaders are still checked.
expect 1 "v0_nodxil.dxbc: error: PSV0 version 0 does not record the shader stage, and the container has no DXIL part whose program header would (at byte offset 44) [RS7008]
" "$ROOTSIG" check --shader v0_nodxil.dxbc ps_v1.dxbc good.rs

# Malformed PSV0: ps_v1 with its resource count (PSV0 data at 32 + 4 + 8 = 44, count after
# the 4-byte size and the 36-byte info: 44 + 40 = 84) set to 1000; then the stride (88) to 8.
cp ps_v1.dxbc m1.dxbc
printf '\350\003\000\000' | dd of=m1.dxbc bs=1 seek=84 conv=notrunc 2>/dev/null
expect 1 "m1.dxbc: error: PSV0 declares 1000 resources of 16 bytes (16000 bytes), but only 44 bytes of the part follow (at byte offset 84) [RS7003]
" "$ROOTSIG" check --shader m1.dxbc good.rs
cp ps_v1.dxbc m2.dxbc
printf '\010\000\000\000' | dd of=m2.dxbc bs=1 seek=88 conv=notrunc 2>/dev/null
expect 1 "m2.dxbc: error: PSV0 resource record stride 8 is smaller than a record (a record is 16 bytes, or 24 from version 2, in steps of 4) (at byte offset 88) [RS7004]
" "$ROOTSIG" check --shader m2.dxbc good.rs
# A root-signature-only container is no shader.
expect 1 "good.dxbc: error: container has no PSV0 part, so its resource bindings are unknown (a shader compiled by DXC or clang has one) (at byte offset 0) [RS7010]
" "$ROOTSIG" check --shader good.dxbc good.rs

# verify --rs: each shader's own verify (signed copies: splice signs, strip keeps it signed),
# then the pipeline.
for s in vs_v0 ps_v1; do
  "$ROOTSIG" splice $s.dxbc good.rs -o $s.own.dxbc || fail splice
  "$ROOTSIG" strip $s.own.dxbc -o $s.signed.dxbc || fail strip
done
expect 0 "" "$ROOTSIG" verify --rs good.rs vs_v0.signed.dxbc ps_v1.signed.dxbc
grep -qx 'vs_v0.signed.dxbc: verified' out || { cat out; fail "verify output"; }
grep -qx 'good.rs: pipeline of 2 shaders (pixel, vertex): 4 bindings checked, 0 unbound, 0 unused elements: OK' out \
  || { cat out; fail "verify summary"; }
expect 1 "" "$ROOTSIG" verify --rs bad.rs vs_v0.signed.dxbc ps_v1.signed.dxbc
grep -c 'RS7020' err | grep -qx 3 || { cat err; fail "verify --rs errors"; }
grep -q ': FAILED$' out || fail "verify --rs summary"
# An invalid RS: reported, and the shaders are not checked against it.
printf 'CBV(b0), CBV(b0)\n' > dup.rs
expect 1 "" "$ROOTSIG" verify --rs dup.rs vs_v0.signed.dxbc
grep -q 'RS2' err || { cat err; fail "invalid RS not reported"; }
grep -qx 'dup.rs: the root signature is not valid: its shaders were not checked' out || { cat out; fail "invalid RS"; }

# verify without --rs: a compiled shader (DXIL and PSV0) is checked against its own RTS0.
expect 0 "" "$ROOTSIG" verify vs_v0.own.dxbc
grep -qx 'vs_v0.own.dxbc: vertex shader: 2 bindings checked against its own RTS0, 0 unbound' out \
  || { cat out; fail "own RTS0"; }
"$ROOTSIG" splice cs_v3.dxbc bad.rs -o cs_v3.own.dxbc || fail splice
expect 1 "" "$ROOTSIG" verify cs_v3.own.dxbc
grep -c 'RS7020' err | grep -qx 3 || { cat err; fail "own RTS0 errors"; }
grep -qx 'cs_v3.own.dxbc: FAILED' out || { cat out; fail "own RTS0 verdict"; }
# Without a DXIL part a container is not taken for a compiled shader (stand-in parts).
"$ROOTSIG" splice ps_v2.dxbc bad.rs -o ps_v2.own.dxbc || fail splice
expect 0 "" "$ROOTSIG" verify ps_v2.own.dxbc

# dump shows what rootsig read from PSV0 (the YAML's resources, in order).
expect 0 "" "$ROOTSIG" dump cs_v3.dxbc
tail -n 5 out > got
printf '%s\n' "shader: compute, PSV0 version 3, entry 'main'" 'bindings: 3' \
  '  [0] UAVStructuredWithCounter StructuredBuffer u0, space 0' \
  '  [1] CBV CBuffer b1, space 2' \
  '  [2] SRVStructured StructuredBuffer t10..unbounded, space 1' > want
cmp -s got want || { diff want got; fail "dump of a shader"; }
expect 0 "" "$ROOTSIG" dump vs_v0.dxbc
grep -qx 'shader: vertex, PSV0 version 0' out || { cat out; fail "dump v0 stage from DXIL"; }

# Usage errors.
expect 2 "" "$ROOTSIG" check --shader vs_v0.dxbc
expect 2 "" "$ROOTSIG" verify --define RS vs_v0.dxbc
exit 0
