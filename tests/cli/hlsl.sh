# --define NAME / -E NAME: the root signature is a #define in an .hlsl file.
. "$CLI_DIR/lib.sh"

cat > "$T/rs.hlsl" <<'EOF'
// Lighting pass.
#include "common.hlsli"

#define TABLE "DescriptorTable(SRV(t0, numDescriptors = 4))"

#define MyRS \
    "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), " /* flags */ \
    "CBV(b0), " \
    "SRV(t1, space = 1), " \
    TABLE

[RootSignature(MyRS)]
float4 main() : SV_Target { return 0; }
EOF
printf '#pragma once\n#define COMMON_SAMPLERS 1\n' > "$T/common.hlsli"
DSL='RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), SRV(t1, space = 1), DescriptorTable(SRV(t0, numDescriptors = 4))'

# The same bytes as the expanded string, in every spelling of the option and both compat modes.
"$ROOTSIG" compile --emit part -o "$T/want.bin" --text "$DSL" || fail "compile --text"
for opt in "--define MyRS" "--define=MyRS" "-E MyRS" "-EMyRS" "-E=MyRS"; do
  rm -f "$T/got.bin"
  # shellcheck disable=SC2086
  expect 0 "" "$ROOTSIG" compile $opt --emit part -o "$T/got.bin" "$T/rs.hlsl"
  cmp -s "$T/want.bin" "$T/got.bin" || fail "bytes differ with $opt"
done
"$ROOTSIG" compile --compat dxc --version 1.0 -o "$T/want.dxbc" --text "$DSL" || fail "compile dxc"
expect 0 "" "$ROOTSIG" compile --compat dxc --version 1.0 -E MyRS -o "$T/got.dxbc" "$T/rs.hlsl"
cmp -s "$T/want.dxbc" "$T/got.dxbc" || fail "container bytes differ"
expect 0 "" "$ROOTSIG" check --define MyRS "$T/rs.hlsl"
[ ! -s "$T/out" ] || fail "check wrote to stdout"
# From standard input too.
# (standard input has no directory: its quoted includes are searched from the working one, then -I)
expect 0 "" sh -c '"$1" compile --define MyRS --emit part -I "$4" -o "$2" - < "$3"' sh "$ROOTSIG" "$T/stdin.bin" "$T/rs.hlsl" "$T"
cmp -s "$T/want.bin" "$T/stdin.bin" || fail "stdin bytes differ"

# A mistake in the third literal of the multi-line #define: reported on that line of the file.
sed 's/space = 1/spcae = 1/' "$T/rs.hlsl" > "$T/bad.hlsl"
expect 1 "$T/bad.hlsl:9:14: error: unknown parameter 'spcae' in a root SRV; did you mean 'space'? [RS1021]
      \"SRV(t1, spcae = 1), \" \\
               ^~~~~
               space
" "$ROOTSIG" compile --define MyRS -o "$T/out.bin" "$T/bad.hlsl"
[ ! -e "$T/out.bin" ] || fail "output written on error"

# A validation error inside a nested macro: reported where its text is.
sed 's/numDescriptors = 4/numDescriptors = 0/' "$T/rs.hlsl" > "$T/zero.hlsl"
expect 1 "$T/zero.hlsl:4:57: error: DescriptorTable [2], range [0] (SRV t0, space 0): numDescriptors is 0; a range holds at least 1 descriptor (or 'unbounded') [RS2005]
  #define TABLE \"DescriptorTable(SRV(t0, numDescriptors = 0))\"
                                                          ^
$T/zero.hlsl:10:5: note: in expansion of macro 'TABLE'
      TABLE
      ^~~~~
" "$ROOTSIG" check -E MyRS "$T/zero.hlsl"

# An unknown macro: the nearest names, or the macros that look like root signatures.
expect 1 "$T/rs.hlsl: error: no macro 'MyRs' is defined at the end of the file; did you mean 'MyRS'? [RS6001]
" "$ROOTSIG" check --define MyRs "$T/rs.hlsl"
expect 1 "$T/rs.hlsl: error: no macro 'GlobalRS' is defined at the end of the file; macros here that look like root signatures: 'TABLE', 'MyRS' [RS6001]
" "$ROOTSIG" compile --define GlobalRS -o "$T/out.bin" "$T/rs.hlsl"

# Definitions chosen by #ifdef: the condition is evaluated; -D and -U choose.
cat > "$T/cond.hlsl" <<'EOF'
#ifdef __XBOX_SCARLETT
#define RS "CBV(b0), RootFlags(XBOX_FORCE_MEMORY_BASED_ABI)"
#elif PLATFORM_LEVEL >= 2 && defined(HIGH)
#define RS "CBV(b0), SRV(t0)"
#else
#define RS "CBV(b0)"
#endif
EOF
"$ROOTSIG" compile --emit part -o "$T/pc.bin" --text 'CBV(b0)' || fail "compile pc"
"$ROOTSIG" compile --emit part -o "$T/high.bin" --text 'CBV(b0), SRV(t0)' || fail "compile high"
expect 0 "" "$ROOTSIG" compile --define RS --emit part -o "$T/got.bin" "$T/cond.hlsl"
cmp -s "$T/pc.bin" "$T/got.bin" || fail "#else branch"
expect 0 "" "$ROOTSIG" compile -D PLATFORM_LEVEL=2 -DHIGH --define RS --emit part -o "$T/got.bin" "$T/cond.hlsl"
cmp -s "$T/high.bin" "$T/got.bin" || fail "#elif branch with -D"
expect 0 "" "$ROOTSIG" compile -DPLATFORM_LEVEL=2 -DHIGH -UHIGH --define RS --emit part -o "$T/got.bin" "$T/cond.hlsl"
cmp -s "$T/pc.bin" "$T/got.bin" || fail "-U after -D"
expect 1 "" "$ROOTSIG" check -D__XBOX_SCARLETT --define RS "$T/cond.hlsl"
grep -q "cond.hlsl:2:.*XBOX_FORCE_MEMORY_BASED_ABI" "$T/err" || { cat "$T/err" >&2; fail "Xbox branch"; }

# Includes: beside the including file, then -I in order; <name> only in -I. Errors inside a
# header point into it, with the macro expansions and the #include chain as notes.
mkdir -p "$T/inc/sub" "$T/inc2"
cat > "$T/inc/sub/tables.hlsli" <<'EOF'
#ifndef TABLES_HLSLI
#define TABLES_HLSLI
#define SRV_TABLE(n) "DescriptorTable(SRV(t0, numDescriptors = " #n "))"
#include "samplers.hlsli"
#endif
EOF
printf '#pragma once\n#define SAMPLER "StaticSampler(s0, filtr = FILTER_MIN_MAG_MIP_LINEAR)"\n' > "$T/inc/sub/samplers.hlsli"
printf '#define SAMPLER "StaticSampler(s0)"\n' > "$T/inc2/samplers.hlsli"
cat > "$T/main.hlsl" <<'EOF'
#include <sub/tables.hlsli>
#include <sub/tables.hlsli>
#define RS "CBV(b0), " SRV_TABLE(8) ", " SAMPLER
[RootSignature(RS)]
[numthreads(8, 8, 1)]
void CSMain(uint3 id : SV_DispatchThreadID) {}
EOF
expect 1 "$T/inc/sub/samplers.hlsli:2:36: error: unknown parameter 'filtr' in a StaticSampler; did you mean 'filter'? [RS1021]
  #define SAMPLER \"StaticSampler(s0, filtr = FILTER_MIN_MAG_MIP_LINEAR)\"
                                     ^~~~~
                                     filter
$T/main.hlsl:3:42: note: in expansion of macro 'SAMPLER'
  #define RS \"CBV(b0), \" SRV_TABLE(8) \", \" SAMPLER
                                           ^~~~~~~
$T/inc/sub/tables.hlsli:4:1: note: in file included from $T/inc/sub/tables.hlsli:4
  #include \"samplers.hlsli\"
  ^~~~~~~~~~~~~~~~~~~~~~~~~
$T/main.hlsl:1:1: note: in file included from $T/main.hlsl:1
  #include <sub/tables.hlsli>
  ^~~~~~~~~~~~~~~~~~~~~~~~~~~
" "$ROOTSIG" check -I "$T/inc" --define RS "$T/main.hlsl"
# <name> is not searched beside the file; without -I it is not found.
expect 1 "$T/main.hlsl:1:10: error: cannot find the included file <sub/tables.hlsli> [RS6014]
  #include <sub/tables.hlsli>
           ^
" "$ROOTSIG" check --define RS "$T/main.hlsl"
# "samplers.hlsli" is found beside tables.hlsli before any -I directory.
"$ROOTSIG" compile --emit part -o "$T/want.bin" --text 'CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 8)), StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR)' || fail "want"
sed -i 's/filtr/filter/' "$T/inc/sub/samplers.hlsli"
expect 0 "" "$ROOTSIG" compile -I "$T/inc2" -I "$T/inc" --define RS --emit part -o "$T/got.bin" "$T/main.hlsl"
cmp -s "$T/want.bin" "$T/got.bin" || fail "include search order"
# --entry: the function's attribute (a .hlsl file); the depfile lists every file read.
expect 0 "" "$ROOTSIG" compile "-I$T/inc" --entry CSMain --emit part -o "$T/entry.bin" -MD "$T/main.hlsl"
cmp -s "$T/want.bin" "$T/entry.bin" || fail "--entry bytes"
printf '%s: \\\n  %s \\\n  %s \\\n  %s\n' "$T/entry.bin" "$T/main.hlsl" "$T/inc/sub/tables.hlsli" "$T/inc/sub/samplers.hlsli" > "$T/want.d"
cmp -s "$T/want.d" "$T/entry.d" || { diff "$T/want.d" "$T/entry.d" >&2; fail "depfile of includes"; }
expect 1 "$T/main.hlsl: error: no function 'main' is defined in this file; functions with a RootSignature attribute: 'CSMain' [RS6029]
" "$ROOTSIG" check -I "$T/inc" --entry main "$T/main.hlsl"

# --subobject: a local one gets LOCAL_ROOT_SIGNATURE, as DXC does.
cat > "$T/lib.hlsl" <<'EOF'
#define GRS "CBV(b0)"
GlobalRootSignature MyGlobal = { GRS };
LocalRootSignature MyLocal = { "RootConstants(num32BitConstants = 4, b1)" };
EOF
"$ROOTSIG" compile --emit part -o "$T/want.bin" --text 'CBV(b0)' || fail "want"
expect 0 "" "$ROOTSIG" compile --subobject MyGlobal --emit part -o "$T/got.bin" "$T/lib.hlsl"
cmp -s "$T/want.bin" "$T/got.bin" || fail "--subobject global"
"$ROOTSIG" compile --emit part -o "$T/want.bin" --text 'RootFlags(LOCAL_ROOT_SIGNATURE), RootConstants(num32BitConstants = 4, b1)' || fail "want"
expect 0 "" "$ROOTSIG" compile --subobject MyLocal --emit part -o "$T/got.bin" "$T/lib.hlsl"
cmp -s "$T/want.bin" "$T/got.bin" || fail "--subobject local"
expect 1 "$T/lib.hlsl: error: no GlobalRootSignature or LocalRootSignature 'Other' in this file; root signature subobjects here: 'MyGlobal', 'MyLocal' [RS6030]
" "$ROOTSIG" check --subobject Other "$T/lib.hlsl"

# #error stops with its text; include cycles are diagnosed.
printf '#ifndef X\n#error X is required\n#endif\n' > "$T/err.hlsl"
expect 1 "$T/err.hlsl:2:2: error: #error X is required [RS6018]
  #error X is required
   ^~~~~
" "$ROOTSIG" check --define RS "$T/err.hlsl"
printf '#include "cyc.hlsl"\n' > "$T/cyc.hlsl"
expect 1 "" "$ROOTSIG" check --define RS "$T/cyc.hlsl"
grep -q "includes itself .*\[RS6017\]" "$T/err" || { cat "$T/err" >&2; fail "include cycle"; }

# Limits: includes nested more than 64 deep (no cycle), and more than 4096 files in all.
mkdir "$T/deep"
i=0
while [ $i -lt 70 ]; do
  printf '#include "f%d.h"\n' $((i + 1)) > "$T/deep/f$i.h"
  i=$((i + 1))
done
: > "$T/deep/f70.h"
expect 1 "" "$ROOTSIG" check --define RS "$T/deep/f0.h"
grep -q "f64.h:1:10: error: #include nested more than 64 levels deep \[RS6016\]" "$T/err" || { cat "$T/err" >&2; fail "RS6016"; }
grep -q "note: in file included from .*f0.h:1" "$T/err" || fail "RS6016: the include chain"
: > "$T/empty.h"
awk 'BEGIN { for (i = 0; i < 4100; i++) print "#include \"empty.h\"" }' > "$T/many.hlsl"
expect 1 "" "$ROOTSIG" check --define RS "$T/many.hlsl"
grep -q "many.hlsl:4097:10: error: more than 4096 files are included in all; is an include guard missing? \[RS6032\]" "$T/err" || { cat "$T/err" >&2; fail "RS6032"; }

# Function-like macros are named as such.
printf '#define RS(x) "CBV(b0)"\n' > "$T/fn.hlsl"
expect 1 "$T/fn.hlsl:1:9: error: macro 'RS' is function-like; the root signature is an object-like macro (#define NAME \"...\") [RS6002]
  #define RS(x) \"CBV(b0)\"
          ^~
" "$ROOTSIG" check --define RS "$T/fn.hlsl"

# check: every file, the worst result wins.
expect 1 "" "$ROOTSIG" check --define MyRS "$T/rs.hlsl" "$T/bad.hlsl"
grep -q "bad.hlsl:9:14: error" "$T/err" || fail "second file not checked"

# A warning (a // comment continued by a backslash) keeps exit 0; -Werror makes it an error.
printf '#define RS "CBV(b0)" // camera \\\n  "SRV(t0)"\n' > "$T/warn.hlsl"
expect 0 "$T/warn.hlsl:1:22: warning: this // comment ends with a backslash, so the next line is part of the comment too [RS6013]
  #define RS \"CBV(b0)\" // camera \\
                       ^~
" "$ROOTSIG" check --define RS "$T/warn.hlsl"
expect 1 "" "$ROOTSIG" check -Werror --define RS "$T/warn.hlsl"
expect 0 "" "$ROOTSIG" check -Wno-RS6013 --define RS "$T/warn.hlsl"

# Usage errors: exit 2.
expect 2 "rootsig: option '--define' needs a value
Try 'rootsig --help'.
" "$ROOTSIG" compile "$T/rs.hlsl" --define
expect 2 "rootsig: --define takes an HLSL file; it cannot be used with --input dsl or metadata
Try 'rootsig --help'.
" "$ROOTSIG" compile --define MyRS --input metadata "$T/rs.hlsl"
expect 2 "" "$ROOTSIG" compile --define MyRS "$T/missing.hlsl"
expect 2 "rootsig: -D, -U and -I are for HLSL inputs (with --define, --entry or --subobject)
Try 'rootsig --help'.
" "$ROOTSIG" compile -DX --text 'CBV(b0)'
expect 2 "rootsig: give one of --define (-E), --entry and --subobject
Try 'rootsig --help'.
" "$ROOTSIG" compile --define RS --subobject S "$T/rs.hlsl"
"$ROOTSIG" --help | grep -q -- '--define NAME, -E NAME' || fail "--help does not mention --define"
echo "hlsl: ok"
