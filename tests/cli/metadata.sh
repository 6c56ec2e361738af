# Metadata through the CLI: --emit metadata, --input auto for .ll, --entry, check on a module.
. "$CLI_DIR/lib.sh"
RS='RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), DescriptorTable(SRV(t0, numDescriptors=unbounded)), StaticSampler(s0, mipLODBias=1.5)'
for v in 1.0 1.1 1.2; do
  expect 0 "" "$ROOTSIG" compile --version $v --emit metadata --entry main -o "$T/m$v.ll" --text "$RS"
  grep -q "^!dx.rootsignatures = !{!0}" "$T/m$v.ll" || fail "no named node ($v)"
  # DSL -> metadata -> part equals DSL -> part.
  expect 0 "" "$ROOTSIG" compile --emit part -o "$T/a$v" "$T/m$v.ll"
  expect 0 "" "$ROOTSIG" compile --version $v --emit part -o "$T/b$v" --text "$RS"
  cmp -s "$T/a$v" "$T/b$v" || fail "metadata round trip differs at $v"
done
# The version comes from the module; a disagreeing --version is an error.
expect 1 "" "$ROOTSIG" compile --version 1.0 --emit part -o "$T/x" "$T/m1.1.ll"
[ ! -e "$T/x" ] || fail "output written on version mismatch"
# Two entries: --entry picks one; check validates both.
"$ROOTSIG" compile --emit metadata --entry vs --text 'CBV(b1)' > "$T/vs.ll" || fail compile
sed 's/!\([0-9]\)/!1\1/g; s/^!dx.rootsignatures = !{!10}$//' "$T/m1.1.ll" > "$T/ps.ll"
sed -i 's/@main/@ps/' "$T/ps.ll"
sed 's/^!dx.rootsignatures = !{!0}$/!dx.rootsignatures = !{!0, !10}/' "$T/vs.ll" > "$T/two.ll"
cat "$T/ps.ll" >> "$T/two.ll"
expect 0 "" "$ROOTSIG" check "$T/two.ll"
expect 0 "" "$ROOTSIG" compile --emit part --entry ps -o "$T/ps.part" "$T/two.ll"
cmp -s "$T/ps.part" "$T/b1.1" || fail "--entry ps picked the wrong signature"
expect 1 "" "$ROOTSIG" compile --emit part --entry nosuch -o "$T/y" "$T/two.ll"
# A malformed element: exit 1 with a located error.
printf '!dx.rootsignatures = !{!0}\n!0 = !{ptr @main, !1, i32 2}\n!1 = !{!2}\n!2 = !{!"RootCBV", i32 0, i32 0}\n' > "$T/bad.ll"
expect 1 "" "$ROOTSIG" check "$T/bad.ll"
grep -q "bad.ll:4:" "$T/err" || { cat "$T/err"; fail "no location in bad.ll"; }
# check reads a file in place: mapped, except when its size is a whole number
# of pages (then no zero byte follows it in the mapping, and it is read).
# Both ways read up to the last byte: an unfinished last line without a
# newline is reported at the end, the same for both sizes.
body='!dx.rootsignatures = !{!0}
!0 = !{null, !1, i32 2}
!1 = !{!2}
!2 = !{!"RootCBV", i32 0, i32 0, i32 0, i32 4'
page=$(getconf PAGESIZE 2>/dev/null || echo 4096)
for size in $((2 * page)) $((2 * page + 1)) $((2 * page - 1)); do
  pad=$((size - ${#body}))
  { head -c "$((pad - 1))" /dev/zero | tr '\0' ';'; printf '\n%s' "$body"; } > "$T/end.ll"
  [ "$(wc -c < "$T/end.ll")" -eq "$size" ] || fail "end.ll is not $size bytes"
  expect 1 "$T/end.ll:5:46: error: unexpected end of input: missing '}' [RS3004]
  !2 = !{!\"RootCBV\", i32 0, i32 0, i32 0, i32 4
                                               ^
$T/end.ll:4:8: error: use of undefined metadata '!2' [RS3011]
  !1 = !{!2}
         ^~
" "$ROOTSIG" check "$T/end.ll"
done
echo "metadata: ok"
