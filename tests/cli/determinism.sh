# Deterministic outputs: the same input gives the same bytes whatever the
# working directory, the input's path (absolute or relative, two different
# directories), the time, the time zone or the locale. Every kind of output
# of compile (container, part, metadata, c-header) and dump, from DSL, HLSL
# and LLVM IR inputs.
. "$CLI_DIR/lib.sh"

# A second locale that differs from C where it matters (decimal comma, digit
# grouping), built here when the locale sources are installed (Debian:
# locales); else C.UTF-8.
loc2=C.UTF-8
if localedef -i de_DE -f UTF-8 "$T/de_DE.UTF-8" >/dev/null 2>&1; then
  export LOCPATH="$T"
  loc2=de_DE.UTF-8
fi

mkdir -p "$T/one" "$T/two/deeper/dir"
cat > "$T/one/rs.rs" <<'RS'
RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_HULL_SHADER_ROOT_ACCESS),
RootConstants(num32BitConstants = 3, b0, space = 1),
CBV(b1), SRV(t0), UAV(u0, visibility = SHADER_VISIBILITY_PIXEL),
DescriptorTable(CBV(b2, numDescriptors = 2), SRV(t1, numDescriptors = unbounded, offset = 4)),
DescriptorTable(Sampler(s1, numDescriptors = 3)),
StaticSampler(s0, filter = FILTER_ANISOTROPIC, maxAnisotropy = 8, mipLODBias = -1.5,
              minLOD = 0.25, maxLOD = 1000.0, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE)
RS
printf '#define Sig "CBV(b0), " \\\n  "StaticSampler(s0, mipLODBias = 0.5)"\n' > "$T/one/rs.hlsl"
"$ROOTSIG" compile --emit metadata -o "$T/one/rs.ll" "$T/one/rs.rs" || fail "making rs.ll"
cp "$T/one/rs.rs" "$T/one/rs.hlsl" "$T/one/rs.ll" "$T/two/deeper/dir/"

# run DIR OUT: every output for the inputs in DIR, named by kind, into OUT.
run() {
  d=$1 o=$2
  mkdir -p "$o"
  # (Few runs: memcheck runs this test under valgrind too.)
  for v in 1.0 1.2; do
    for e in part metadata; do
      "$ROOTSIG" compile --version "$v" --emit "$e" -o "$o/rs.$v.$e" "$d/rs.rs" || fail "compile $v $e"
    done
  done
  "$ROOTSIG" compile -o "$o/rs.cso" "$d/rs.rs" || fail "compile"
  "$ROOTSIG" compile --emit c-header --name rs -o "$o/rs.h" "$d/rs.rs" || fail "c-header"
  "$ROOTSIG" compile --compat dxc -o "$o/dxc.cso" "$d/rs.rs" || fail "compile --compat dxc"
  "$ROOTSIG" compile --define Sig -o "$o/hlsl.cso" "$d/rs.hlsl" || fail "compile --define"
  "$ROOTSIG" compile --emit part -o "$o/ll.rts0" "$d/rs.ll" || fail "compile .ll"
  "$ROOTSIG" dump "$o/rs.cso" > "$o/dump.txt" || fail "dump"
}

# Absolute paths from one directory, in the C locale, UTC.
(cd / && LC_ALL=C TZ=UTC run "$T/one" "$T/out1") || exit 1
sleep 1 # another second on the clock
# Relative paths from another directory, another locale and time zone, a
# SOURCE_DATE_EPOCH that a tool reading the time would use.
(cd "$T/two" && LC_ALL=$loc2 LANG=$loc2 TZ=Asia/Kolkata SOURCE_DATE_EPOCH=1 run deeper/dir "$T/out2") || exit 1
n=0
for f in "$T/out1"/*; do
  b=$(basename "$f")
  cmp -s "$f" "$T/out2/$b" || { diff "$f" "$T/out2/$b" >&2; fail "$b differs between the two runs"; }
  n=$((n + 1))
done
[ "$n" = 10 ] || fail "compared $n outputs, want 10"
echo "determinism: $n outputs identical (locales C and $loc2)"
exit 0
