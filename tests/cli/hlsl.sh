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
expect 0 "" sh -c '"$1" compile --define MyRS --emit part -o "$2" - < "$3"' sh "$ROOTSIG" "$T/stdin.bin" "$T/rs.hlsl"
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
" "$ROOTSIG" check -E MyRS "$T/zero.hlsl"

# An unknown macro: the nearest names; the #include is pointed out when nothing is near.
expect 1 "$T/rs.hlsl: error: no macro 'MyRs' is defined in this file; did you mean 'MyRS'? [RS6001]
" "$ROOTSIG" check --define MyRs "$T/rs.hlsl"
expect 1 "$T/rs.hlsl: error: no macro 'GlobalRS' is defined in this file; macros here that look like root signatures: 'TABLE', 'MyRS' [RS6001]
$T/rs.hlsl:2:1: note: rootsig does not read included files; if 'GlobalRS' is defined in one, give that file
  #include \"common.hlsli\"
  ^~~~~~~~~~~~~~~~~~~~~~~
" "$ROOTSIG" compile --define GlobalRS -o "$T/out.bin" "$T/rs.hlsl"

# Definitions chosen by #ifdef: rootsig does not evaluate conditions.
cat > "$T/cond.hlsl" <<'EOF'
#ifdef __XBOX_SCARLETT
#define RS "CBV(b0), RootFlags(XBOX_FORCE_MEMORY_BASED_ABI)"
#else
#define RS "CBV(b0)"
#endif
EOF
expect 1 "$T/cond.hlsl:2:9: error: 'RS' has 2 definitions in different #if/#ifdef/#else branches; rootsig does not evaluate conditions, so it cannot tell which one applies [RS6004]
  #define RS \"CBV(b0), RootFlags(XBOX_FORCE_MEMORY_BASED_ABI)\"
          ^~
$T/cond.hlsl:2:9: note: definition under '#ifdef __XBOX_SCARLETT'
  #define RS \"CBV(b0), RootFlags(XBOX_FORCE_MEMORY_BASED_ABI)\"
          ^~
$T/cond.hlsl:4:9: note: definition under the '#else' of '#ifdef __XBOX_SCARLETT'
  #define RS \"CBV(b0)\"
          ^~
" "$ROOTSIG" check --define RS "$T/cond.hlsl"

# Function-like macros are named as such.
printf '#define RS(x) "CBV(b0)"\n' > "$T/fn.hlsl"
expect 1 "$T/fn.hlsl:1:9: error: macro 'RS' is function-like; rootsig expands only object-like macros (#define NAME \"...\") [RS6002]
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
expect 2 "rootsig: --define takes an HLSL file; it cannot be used with --input metadata
Try 'rootsig --help'.
" "$ROOTSIG" compile --define MyRS --input metadata "$T/rs.hlsl"
expect 2 "" "$ROOTSIG" compile --define MyRS "$T/missing.hlsl"
"$ROOTSIG" --help | grep -q -- '--define NAME, -E NAME' || fail "--help does not mention --define"
echo "hlsl: ok"
