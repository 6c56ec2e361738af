# rootsig dxc: DXC's command line for root signatures. Every option, both prefixes, joined and
# separate values; the output is an RTS0-only container with DXC's bytes and a filled digest.
. "$CLI_DIR/lib.sh"

mkdir -p "$T/inc"
printf '#define FLAGS "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT)"\n' > "$T/inc/flags.hlsli"
cat > "$T/rs.hlsl" <<'EOF2'
#include "flags.hlsli"
#ifndef SLOT
#define SLOT 0
#endif
#define STR(x) #x
#define XSTR(x) STR(x)
#define MyRS FLAGS ", CBV(b" XSTR(SLOT) ")"
#define main "CBV(b7)"
EOF2
DSL='RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0)'

# The same container as `compile --compat dxc` (digest filled), for every spelling.
"$ROOTSIG" compile --compat dxc -o "$T/want.cso" --text "$DSL" || fail "compile want"
for args in "-T rootsig_1_1 -E MyRS -Fo" "-Trootsig_1_1 -EMyRS -Fo" "/T rootsig_1_1 /E MyRS /Fo" \
            "-nologo -T rootsig_1_1 -E MyRS -Fo"; do
  rm -f "$T/got.cso"
  # shellcheck disable=SC2086
  expect 0 "" "$ROOTSIG" dxc $args "$T/got.cso" -I "$T/inc" "$T/rs.hlsl"
  cmp -s "$T/want.cso" "$T/got.cso" || fail "bytes differ: $args"
done
expect 0 "" "$ROOTSIG" dxc -T rootsig_1_1 -E MyRS "-Fo$T/got.cso" "-I$T/inc" "$T/rs.hlsl"
cmp -s "$T/want.cso" "$T/got.cso" || fail "joined -Fo/-I"
expect 0 "" "$ROOTSIG" verify "$T/got.cso"

# -T picks the version; anything but a root signature profile is refused.
for v in 1_0:1.0 1_2:1.2; do
  "$ROOTSIG" compile --compat dxc --version "${v#*:}" -o "$T/want.cso" --text "$DSL" || fail "want $v"
  expect 0 "" "$ROOTSIG" dxc -T "rootsig_${v%%:*}" -E MyRS -Fo "$T/got.cso" -I "$T/inc" "$T/rs.hlsl"
  cmp -s "$T/want.cso" "$T/got.cso" || fail "version $v"
done
expect 2 "rootsig dxc: target 'ps_6_0' is not a root signature profile; rootsig dxc compiles rootsig_1_0, rootsig_1_1 and rootsig_1_2
" "$ROOTSIG" dxc -T ps_6_0 -E MyRS -Fo "$T/x.cso" "$T/rs.hlsl"
expect 2 "rootsig dxc: no target: give -T rootsig_1_0, rootsig_1_1 or rootsig_1_2
" "$ROOTSIG" dxc -E MyRS -Fo "$T/x.cso" "$T/rs.hlsl"

# -E defaults to main, as in DXC.
"$ROOTSIG" compile --compat dxc -o "$T/want7.cso" --text 'CBV(b7)' || fail "want main"
expect 0 "" "$ROOTSIG" dxc -T rootsig_1_1 -Fo "$T/got.cso" -I "$T/inc" "$T/rs.hlsl"
cmp -s "$T/want7.cso" "$T/got.cso" || fail "-E main by default"

# -D, joined and separate, with a value.
"$ROOTSIG" compile --compat dxc -o "$T/want3.cso" --text 'RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b3)' || fail "want3"
expect 0 "" "$ROOTSIG" dxc -T rootsig_1_1 -E MyRS -DSLOT=3 -Fo "$T/got.cso" -I "$T/inc" "$T/rs.hlsl"
cmp -s "$T/want3.cso" "$T/got.cso" || fail "-DSLOT=3"
expect 0 "" "$ROOTSIG" dxc -T rootsig_1_1 -E MyRS -D SLOT=3 -Fo "$T/got.cso" -I "$T/inc" "$T/rs.hlsl"
cmp -s "$T/want3.cso" "$T/got.cso" || fail "-D SLOT=3"

# -Fh with -Vn: the container as a C array, laid out as DXC does. The expected text is the
# -Fh output of DXC for SDL's ColorRS (libsdl-org/SDL, src/render/direct3d12/D3D12_RootSig_Color.h,
# generated with `dxc -E ColorRS -T rootsig_1_1 -rootsig-define ColorRS -Fh ...`): an oracle for
# the layout and for the digest.
cat > "$T/sdl.hlsl" <<'EOF2'
#define ColorRS \
    "RootFlags ( ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT |" \
    "DENY_DOMAIN_SHADER_ROOT_ACCESS |" \
    "DENY_GEOMETRY_SHADER_ROOT_ACCESS |" \
    "DENY_HULL_SHADER_ROOT_ACCESS )," \
    "RootConstants(num32BitConstants=16, b0)," \
    "RootConstants(num32BitConstants=28, b1)"
EOF2
cat > "$T/want.h" <<'EOF2'
#if 0
Disassembly failed
#endif

const unsigned char g_ColorRS[] = {
    0x44, 0x58, 0x42, 0x43, 0x0c, 0xbe, 0x22, 0x40, 0x4f, 0xd2, 0x56, 0x49,
    0x31, 0xaa, 0x69, 0x8d, 0x8d, 0xaf, 0x83, 0x2a, 0x01, 0x00, 0x00, 0x00,
    0x74, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x24, 0x00, 0x00, 0x00,
    0x52, 0x54, 0x53, 0x30, 0x48, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00,
    0x02, 0x00, 0x00, 0x00, 0x18, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x48, 0x00, 0x00, 0x00, 0x1d, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x30, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x3c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x1c, 0x00, 0x00, 0x00
};
EOF2
expect 0 "" "$ROOTSIG" dxc -E ColorRS -T rootsig_1_1 -Fh "$T/got.h" "$T/sdl.hlsl"
cmp -s "$T/want.h" "$T/got.h" || { diff "$T/want.h" "$T/got.h" >&2; fail "-Fh"; }
[ ! -e "$T/sdl.cso" ] || fail "-Fh alone wrote a container"
sed 's/g_ColorRS/ColorBlob/' "$T/want.h" > "$T/want2.h"
expect 0 "" "$ROOTSIG" dxc -E ColorRS -T rootsig_1_1 -Fh "$T/got.h" -Vn ColorBlob -Fo "$T/both.cso" "$T/sdl.hlsl"
cmp -s "$T/want2.h" "$T/got.h" || fail "-Vn"
[ -s "$T/both.cso" ] || fail "-Fo with -Fh"
expect 2 "rootsig dxc: -Vn names the array of -Fh; give -Fh FILE
" "$ROOTSIG" dxc -E ColorRS -T rootsig_1_1 -Vn X -Fo "$T/x.cso" "$T/sdl.hlsl"

# -WX: a warning (a redefinition) fails the compile.
printf '#define RS "CBV(b0)"\n#define RS "CBV(b1)"\n' > "$T/warn.hlsl"
expect 0 "" "$ROOTSIG" dxc -T rootsig_1_1 -E RS -Fo "$T/w.cso" "$T/warn.hlsl"
grep -q "warning: .*\[RS6005\]" "$T/err" || fail "no warning"
rm -f "$T/w.cso"
expect 1 "" "$ROOTSIG" dxc -WX -T rootsig_1_1 -E RS -Fo "$T/w.cso" "$T/warn.hlsl"
[ ! -e "$T/w.cso" ] || fail "-WX: output written"

# Dependencies: -M prints them and writes nothing; -MD beside -Fo; -MF names the file.
rm -f "$T/d.cso"
expect 0 "" "$ROOTSIG" dxc -M -T rootsig_1_1 -E MyRS -Fo "$T/d.cso" -I "$T/inc" "$T/rs.hlsl"
printf '%s: \\\n  %s \\\n  %s\n' "$T/d.cso" "$T/rs.hlsl" "$T/inc/flags.hlsli" > "$T/want.d"
cmp -s "$T/want.d" "$T/out" || { diff "$T/want.d" "$T/out" >&2; fail "-M"; }
[ ! -e "$T/d.cso" ] || fail "-M wrote the output"
expect 0 "" "$ROOTSIG" dxc -MD -T rootsig_1_1 -E MyRS -Fo "$T/d.cso" -I "$T/inc" "$T/rs.hlsl"
cmp -s "$T/want.d" "$T/d.d" || fail "-MD"
expect 0 "" "$ROOTSIG" dxc -MF "$T/named.dep" -T rootsig_1_1 -E MyRS -Fo "$T/d.cso" -I "$T/inc" "$T/rs.hlsl"
cmp -s "$T/want.d" "$T/named.dep" || fail "-MF"

# Containers: -dumpbin with -setrootsignature, -extractrootsignature, -Qstrip_rootsignature.
yaml2obj-22 "$CLI_DIR/data/multipart.yaml" -o "$T/mp.dxbc" 2>/dev/null || { echo "yaml2obj-22 missing: container cases skipped"; exit 0; }
"$ROOTSIG" compile --compat dxc -o "$T/rs.cso" --text "$DSL" || fail "rs.cso"
expect 0 "" "$ROOTSIG" dxc -dumpbin -setrootsignature "$T/rs.cso" -Fo "$T/set.dxbc" "$T/mp.dxbc"
"$ROOTSIG" splice "$T/mp.dxbc" "$T/rs.cso" -o "$T/want.dxbc" || fail "splice"
cmp -s "$T/want.dxbc" "$T/set.dxbc" || fail "-setrootsignature"
expect 0 "" "$ROOTSIG" dxc -dumpbin -extractrootsignature -Fo "$T/ex.cso" "$T/set.dxbc"
cmp -s "$T/rs.cso" "$T/ex.cso" || fail "-extractrootsignature"
expect 0 "" "$ROOTSIG" dxc /dumpbin /Qstrip_rootsignature /Fo "$T/st.dxbc" "$T/set.dxbc"
"$ROOTSIG" strip "$T/set.dxbc" -o "$T/want.dxbc" || fail "strip"
cmp -s "$T/want.dxbc" "$T/st.dxbc" || fail "-Qstrip_rootsignature"
expect 0 "" "$ROOTSIG" dxc -dumpbin "$T/rs.cso"
grep -q "RTS0" "$T/out" || fail "-dumpbin alone dumps"
expect 2 "rootsig dxc: -extractrootsignature needs -Fo FILE
" "$ROOTSIG" dxc -dumpbin -extractrootsignature "$T/set.dxbc"

# Help, unknown options and missing values name the option.
expect 0 "" "$ROOTSIG" dxc -help
grep -q -- "-setrootsignature" "$T/out" || fail "-help"
expect 0 "" "$ROOTSIG" dxc /?
expect 2 "rootsig dxc: unknown option '-Zi' (rootsig dxc takes DXC's options for root signatures; see 'rootsig dxc -help')
" "$ROOTSIG" dxc -T rootsig_1_1 -Zi "$T/rs.hlsl"
expect 2 "rootsig dxc: option '-Fo' needs a value
" "$ROOTSIG" dxc -T rootsig_1_1 "$T/rs.hlsl" -Fo
expect 2 "rootsig dxc: no input file
" "$ROOTSIG" dxc -T rootsig_1_1
echo "dxc: ok"
