# --diagnostics-format text|json|sarif and --color: exact text, JSON lines, a SARIF log valid
# against the vendored SARIF 2.1.0 schema (tests/sarif/).
. "$CLI_DIR/lib.sh"
SIG='CBV(b0), SRV(t0), CBV(b0)'
# JSON lines: one object per diagnostic, its notes inside (columns: the second CBV's b0 is byte 18).
expect 1 '{"file":"<text>","line":1,"column":19,"offset":18,"length":3,"severity":"error","id":"RS2040","message":"root CBV [2] (b0, space 0, visibility ALL) overlaps root CBV [0] (b0, space 0, visibility ALL): both bind b0 in space 0 for visibility ALL; move one of them to other registers or another space","notes":[{"file":"<text>","line":1,"column":1,"offset":0,"length":3,"severity":"note","message":"root CBV [0] (b0, space 0) is here"}]}
' "$ROOTSIG" check --diagnostics-format json --text "$SIG"
# Colour as clang: bold location, red "error:", bold message, green caret; cyan "note:".
E=$(printf '\033')
expect 1 "${E}[1m<text>:1:5:${E}[0m ${E}[1;31merror:${E}[0m ${E}[1mmalformed register 'b0x': a register is a letter b, t, u or s followed by decimal digits only [RS1003]${E}[0m
  CBV(b0x)
      ${E}[1;32m^~~${E}[0m
" "$ROOTSIG" check --color=always --text 'CBV(b0x)'
expect 1 "" "$ROOTSIG" check --color=always --text "$SIG"
sed -n 4p "$T/err" | grep -q "^${E}\[1m<text>:1:1:${E}\[0m ${E}\[1;36mnote:${E}\[0m " || fail "note colour"
# never, and auto off a terminal (NO_COLOR too): plain text.
expect 1 "" "$ROOTSIG" check --color=never --text 'CBV(b0x)'
grep -q "$E" "$T/err" && fail "--color=never coloured"
NO_COLOR=1 expect 1 "" "$ROOTSIG" check --color=auto --text 'CBV(b0x)'
grep -q "$E" "$T/err" && fail "NO_COLOR coloured"
# SARIF: one log for the whole run, here two files (a warning and an error with a note, and a
# binary source with a byte region).
printf '%s' "$SIG" > "$T/a.rs"
printf '%s' 'DescriptorTable()' > "$T/b.rs"
expect 1 "" "$ROOTSIG" check --diagnostics-format sarif "$T/a.rs" "$T/b.rs"
cp "$T/err" "$T/1.sarif"
expect 0 "" "$ROOTSIG" compile --emit part -o "$T/p" --text 'StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_POINT)'
printf '\124\000\000\000' | dd of="$T/p" bs=1 seek=24 conv=notrunc 2>/dev/null   # filter 0x54 (RS2014)
expect 0 "" "$ROOTSIG" check --diagnostics-format sarif "$T/p"
cp "$T/err" "$T/2.sarif"
grep -q '"byteOffset": 24' "$T/2.sarif" || fail "byte region"
expect 0 "" "$ROOTSIG" check --diagnostics-format sarif --text 'CBV(b0)'
cp "$T/err" "$T/3.sarif"
# A fix-it: a SARIF fix replacing the misspelt name (columns 22 to 44, bytes 21..43), and in JSON.
expect 1 "" "$ROOTSIG" check --diagnostics-format sarif --text 'CBV(b0, visibility = SHADER_VISIBILITY_PIXL)'
cp "$T/err" "$T/4.sarif"
tr -d ' \n' < "$T/4.sarif" | grep -q '"deletedRegion":{"startLine":1,"startColumn":22,"endLine":1,"endColumn":44,"charOffset":21,"charLength":22},"insertedContent":{"text":"SHADER_VISIBILITY_PIXEL"}' \
  || fail "SARIF fix"
expect 1 "" "$ROOTSIG" check --diagnostics-format json --text 'CBV(b0, visibility = SHADER_VISIBILITY_PIXL)'
grep -q '"fixit":{"offset":21,"length":22,"text":"SHADER_VISIBILITY_PIXEL"}' "$T/err" || fail "JSON fixit"
if command -v python3 >/dev/null; then
  python3 "$CLI_DIR/../sarif/check.py" "$T/1.sarif:2,1,0" "$T/2.sarif:1" "$T/3.sarif:0" "$T/4.sarif:1"; rc=$?
  [ $rc = 0 ] || [ $rc = 77 ] || fail "SARIF log invalid"
fi
# Many long diagnostics: a file name of over 2 KB (each record is formatted into a buffer of its
# size) and 40 warnings with their notes, 190 KB of text, written a 64 KB block at a time: every
# byte, in order.
D="$T"
for k in 1 2 3 4 5 6 7 8 9 10 11; do
  D="$D/$(printf 'd%.0s' $(seq 200))$k"
done
mkdir -p "$D"
W="$D/w.rs"
{ printf 'RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS)'
  for i in $(seq 0 39); do printf ',\nStaticSampler(s%d, visibility=SHADER_VISIBILITY_PIXEL)' "$i"; done
} > "$W"
want=""
for i in $(seq 0 39); do
  line="StaticSampler(s$i, visibility=SHADER_VISIBILITY_PIXEL)"
  [ "$i" -lt 39 ] && line="$line,"
  pad=$(printf '%*s' $((${#i} + 28)) '')   # the caret under "SHADER_...": column 29 + digits
  want="$want$W:$((i + 2)):$((${#i} + 29)): warning: StaticSampler [$i] (s$i, space 0) is visible only to the PIXEL stage, but DENY_PIXEL_SHADER_ROOT_ACCESS denies that stage root access, so no shader can use it; change its visibility or drop the flag [RS2043]
  $line
  $pad^~~~~~~~~~~~~~~~~~~~~~~
$W:1:1: note: DENY_PIXEL_SHADER_ROOT_ACCESS is set here
  RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS),
  ^~~~~~~~~
"
done
[ ${#W} -gt 2048 ] || fail "the file name is ${#W} bytes"
expect 0 "$want" "$ROOTSIG" check "$W"
[ "$(wc -c < "$T/err")" -gt 131072 ] || fail "stderr under two blocks"
# With stderr closed the diagnostics have nowhere to go; the exit status still tells. (Not
# through a wrapper script, as make memcheck's valgrind: it needs a stderr of its own.)
if [ "$(head -c 2 "$ROOTSIG")" != "#!" ]; then
  "$ROOTSIG" check --text 'CBV(b0x)' 2>&-; rc=$?
  [ $rc = 1 ] || fail "closed stderr: exit $rc"
fi
expect 2 "rootsig: unknown --diagnostics-format 'xml' (use text, json or sarif)
Try 'rootsig --help'.
" "$ROOTSIG" check --diagnostics-format xml --text 'CBV(b0)'
echo "diagfmt: ok"
