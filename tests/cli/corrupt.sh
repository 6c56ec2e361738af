# Damaged containers are named, never signed again: extract, strip, splice and dxc -dumpbin refuse
# a container whose digest matches nothing or whose RTS0 cannot be read (RS4018, exit 1, nothing
# written) unless --force (a warning per problem); every reader warns about a stale (RS4015) or
# zero (RS4016) digest; verify keeps its RS4017. The containers are damaged here, from one
# compiled here, and every offset is read from the file's own tables.
. "$CLI_DIR/lib.sh"
nl='
'
u32() { od -An -tu4 -j "$2" -N4 "$1" | tr -d ' \n'; }
hexat() { od -An -tx1 -v -j "$2" -N "$3" "$1" | tr -d ' \n'; }
putbyte() { printf "\\$(printf %03o "$3")" | dd of="$1" bs=1 seek="$2" conv=notrunc 2>/dev/null; }
flip() { putbyte "$1" "$2" $(( $(od -An -tu1 -j "$2" -N1 "$1" | tr -d ' ') ^ 2 )); }
put32() {
  for k in 0 1 2 3; do putbyte "$1" $(($2 + k)) $(( ($3 >> (8 * k)) & 255 )); done
}
# quiet CMD...: exit 0 and nothing on stderr.
quiet() { expect 0 "" "$@"; [ ! -s "$T/err" ] || { cat "$T/err" >&2; fail "stderr not empty: $*"; }; }

"$ROOTSIG" compile -o "$T/ok.dxbc" --text 'CBV(b5)' || fail compile
printf 'CBV(b1)' > "$T/rs.txt"
part=$(( $(u32 "$T/ok.dxbc" 32) + 8 ))                  # part 0's data: table entry + 8-byte header
param=$(( part + $(u32 "$T/ok.dxbc" $((part + 8))) ))   # RTS0 header: the parameter offset at 8
reg=$(( part + $(u32 "$T/ok.dxbc" $((param + 8))) ))    # parameter header: its descriptor at 8
[ "$(u32 "$T/ok.dxbc" "$reg")" = 5 ] || fail "the register of CBV(b5) is not at $reg"

# A signed container: nothing said, the bytes as before (an RS-only container extracts to itself).
quiet "$ROOTSIG" extract "$T/ok.dxbc" -o "$T/ok.ex"
cmp -s "$T/ok.ex" "$T/ok.dxbc" || fail "extract of a signed container changed"
quiet "$ROOTSIG" dump "$T/ok.dxbc"
quiet "$ROOTSIG" splice "$T/ok.dxbc" "$T/rs.txt" -o "$T/ok.sp"
quiet "$ROOTSIG" strip "$T/ok.dxbc" -o "$T/ok.st"

# ---- a byte of the RTS0 changed after signing (b5 becomes b7): it still reads ----
cp "$T/ok.dxbc" "$T/stale.dxbc"
flip "$T/stale.dxbc" "$reg"
[ "$(u32 "$T/stale.dxbc" "$reg")" = 7 ] || fail "flip"
stored=$(hexat "$T/stale.dxbc" 4 16)
# The retail checksum of these contents: what --force writes over the same bytes 20.. (shown equal).
"$ROOTSIG" splice --force "$T/stale.dxbc" "$T/stale.dxbc" -o "$T/resigned.dxbc" 2>/dev/null || fail resign
tail -c +21 "$T/stale.dxbc" > "$T/a"; tail -c +21 "$T/resigned.dxbc" > "$T/b"
cmp -s "$T/a" "$T/b" || fail "splice --force of its own RTS0 changed the contents"
retail=$(hexat "$T/resigned.dxbc" 4 16)
[ "$stored" != "$retail" ] || fail "the flipped byte did not change the checksum"
w4015() { printf '%s: warning: the container digest %s is not the checksum of its contents (retail: %s); the file was changed after it was signed (at byte offset 4) [RS4015]\n' "$1" "$stored" "$retail"; }
e4018() { printf '%s: error: the container digest %s is not the checksum of its contents (retail: %s): signing it again would hide that the file was changed after it was signed; --force writes it anyway (at byte offset 4) [RS4018]\n' "$1" "$stored" "$retail"; }
S="$T/stale.dxbc"

# Refused, nothing written; an edit in place leaves the file as it was.
expect 1 "$(e4018 "$S")$nl" "$ROOTSIG" extract "$S" -o "$T/n1"
expect 1 "$(e4018 "$S")$nl" "$ROOTSIG" extract --emit part "$S" -o "$T/n1"
expect 1 "$(e4018 "$S")$nl" "$ROOTSIG" strip "$S" -o "$T/n1"
expect 1 "$(e4018 "$S")$nl" "$ROOTSIG" splice "$S" "$T/rs.txt" -o "$T/n1"
[ ! -e "$T/n1" ] || fail "a refused command wrote its output"
cp "$S" "$T/keep.dxbc"
expect 1 "$(e4018 "$T/keep.dxbc")$nl" "$ROOTSIG" splice "$T/keep.dxbc" "$T/rs.txt" -o "$T/keep.dxbc"
expect 1 "$(e4018 "$T/keep.dxbc")$nl" "$ROOTSIG" strip "$T/keep.dxbc" -o "$T/keep.dxbc"
cmp -s "$T/keep.dxbc" "$S" || fail "a refused edit in place changed the file"
expect 1 "$(e4018 "$S")$nl" "$ROOTSIG" dxc -dumpbin -extractrootsignature -Fo "$T/n1" "$S"
expect 1 "$(e4018 "$S")$nl" "$ROOTSIG" dxc -dumpbin -Qstrip_rootsignature -Fo "$T/n1" "$S"
expect 1 "$(e4018 "$S")$nl" "$ROOTSIG" dxc -dumpbin -setrootsignature "$T/ok.dxbc" -Fo "$T/n1" "$S"
[ ! -e "$T/n1" ] || fail "a refused dxc wrote its output"

# --force: one warning, the output written and signed, the changed register kept.
expect 0 "$(w4015 "$S")$nl" "$ROOTSIG" extract --force "$S" -o "$T/f1"
quiet "$ROOTSIG" verify "$T/f1"
[ "$(u32 "$T/f1" "$reg")" = 7 ] || fail "extract --force did not keep the part"
expect 0 "$(w4015 "$S")$nl" "$ROOTSIG" strip --force "$S" -o "$T/f2"
expect 0 "$(w4015 "$S")$nl" "$ROOTSIG" splice --force "$S" "$T/rs.txt" -o "$T/f3"
expect 0 "$(w4015 "$S")$nl" "$ROOTSIG" dxc -dumpbin -extractrootsignature --force -Fo "$T/f4" "$S"
cmp -s "$T/f4" "$T/f1" || fail "dxc --force and extract --force differ"

# Every reader warns once; verify keeps its own error.
expect 0 "$(w4015 "$S")$nl" "$ROOTSIG" dump "$S"
expect 0 "$(w4015 "$S")$nl" "$ROOTSIG" check "$S"
expect 0 "$(w4015 "$S")$nl" "$ROOTSIG" decompile "$S"
expect 0 "$(w4015 "$S")$nl" "$ROOTSIG" dump --format json "$S"
expect 0 "$(w4015 "$S")$nl" "$ROOTSIG" decompile --format json "$S"
expect 0 "$(w4015 "$S")$nl" "$ROOTSIG" compile -o "$T/c1" "$S"
expect 1 "$(w4015 "$S")$nl" "$ROOTSIG" diff "$S" "$T/ok.dxbc"
# A container without RTS0: dump's part list is all there is to read, and it warns too.
"$ROOTSIG" strip "$T/ok.dxbc" -o "$T/none.dxbc" || fail strip
flip "$T/none.dxbc" 22   # the minor version: still a 1.x container
expect 0 "" "$ROOTSIG" dump "$T/none.dxbc"
grep -q 'RS4015\]$' "$T/err" && [ "$(wc -l < "$T/err")" = 1 ] || { cat "$T/err"; fail "dump without RTS0"; }
grep -qx 'no root signature (no RTS0 part)' "$T/out" || fail "dump without RTS0: output"
expect 1 "" "$ROOTSIG" verify "$S"
grep -q 'RS4017' "$T/err" || fail "verify: no RS4017"
! grep -q 'RS4015' "$T/err" || fail "verify: RS4015 besides RS4017"

# ---- an all-zero digest (DXC -Vd): a warning, and signing it is allowed ----
cp "$T/ok.dxbc" "$T/zero.dxbc"
dd if=/dev/zero of="$T/zero.dxbc" bs=1 seek=4 count=16 conv=notrunc 2>/dev/null
w4016="$T/zero.dxbc: warning: the container digest is all zero (unsigned); the D3D12 runtime rejects unsigned containers (at byte offset 4) [RS4016]$nl"
expect 0 "$w4016" "$ROOTSIG" extract "$T/zero.dxbc" -o "$T/z1"
cmp -s "$T/z1" "$T/ok.dxbc" || fail "extract of the unsigned container is not the signed one"
expect 0 "$w4016" "$ROOTSIG" strip "$T/zero.dxbc" -o "$T/z2"
expect 0 "$w4016" "$ROOTSIG" splice "$T/zero.dxbc" "$T/rs.txt" -o "$T/z3"
expect 0 "$w4016" "$ROOTSIG" dump "$T/zero.dxbc"

# ---- an RTS0 that cannot be read (its parameter offset past the part), the digest signed ----
cp "$T/ok.dxbc" "$T/bad.dxbc"
put32 "$T/bad.dxbc" $((part + 8)) 1000
# Both problems at once (the change also broke the digest); forced, a warning each.
expect 0 "" "$ROOTSIG" extract --force "$T/bad.dxbc" -o "$T/B.dxbc"
[ "$(grep -c 'RS4015\]$' "$T/err")" = 1 ] && [ "$(grep -c 'RS4019\]$' "$T/err")" = 1 ] &&
  [ "$(wc -l < "$T/err")" = 2 ] || { cat "$T/err"; fail "extract --force: not one RS4015 and one RS4019"; }
B="$T/B.dxbc"
"$ROOTSIG" extract --force --emit part "$B" -o "$T/B.part" 2>/dev/null || fail "extract the part"
# What the RTS0 reader says of the part alone; the container's error quotes it, located in the container.
expect 1 "" "$ROOTSIG" dump "$T/B.part"
re='^.*: error: \(.*\) (at byte offset \([0-9]*\)) \[\(RS[0-9]*\)\]$'
msg=$(sed -n "s/$re/\\1/p" "$T/err"); off=$(sed -n "s/$re/\\2/p" "$T/err"); id=$(sed -n "s/$re/\\3/p" "$T/err")
[ -n "$msg" ] && [ -n "$off" ] || fail "no reader error for the part"
at=$(( $(u32 "$B" 32) + 8 + off ))
e4018r="$B: error: the RTS0 part cannot be read ($msg [$id]): signing the container again would hide the damage; --force writes it anyway (at byte offset $at) [RS4018]$nl"
w4019="$B: warning: the RTS0 part cannot be read ($msg [$id]); written anyway (--force) (at byte offset $at) [RS4019]$nl"
expect 1 "$e4018r" "$ROOTSIG" extract "$B" -o "$T/n2"
expect 1 "$e4018r" "$ROOTSIG" strip "$B" -o "$T/n2"
expect 1 "$e4018r" "$ROOTSIG" splice "$B" "$T/rs.txt" -o "$T/n2"
expect 1 "$e4018r" "$ROOTSIG" dxc -dumpbin -Qstrip_rootsignature -Fo "$T/n2" "$B"
[ ! -e "$T/n2" ] || fail "a refused command wrote its output"
expect 0 "$w4019" "$ROOTSIG" strip --force "$B" -o "$T/f5"
expect 0 "$w4019" "$ROOTSIG" splice --force "$B" "$T/rs.txt" -o "$T/f6"
quiet "$ROOTSIG" verify "$T/f6"

# dump of it: the part table and the RTS0 header's fields as stored on standard output, then the error.
expect 1 "" "$ROOTSIG" dump "$B"
h=$(( $(u32 "$B" 32) + 8 ))
printf 'container: %s bytes, digest retail hash, matches\nparts: 1\n  [0] RTS0 %s bytes\n' \
  "$(wc -c < "$B" | tr -d ' ')" "$(u32 "$B" $((h - 4)))" > "$T/want"
printf 'RTS0 header as stored: version=%s parameters=%s parameter_offset=%s static_samplers=%s static_sampler_offset=%s flags=0x%x\n' \
  "$(u32 "$B" $h)" "$(u32 "$B" $((h + 4)))" "$(u32 "$B" $((h + 8)))" "$(u32 "$B" $((h + 12)))" \
  "$(u32 "$B" $((h + 16)))" "$(u32 "$B" $((h + 20)))" >> "$T/want"
grep -q ' parameter_offset=1000 ' "$T/want" || fail "the broken offset is not where it was put"
cmp -s "$T/out" "$T/want" || { diff "$T/want" "$T/out"; fail "dump of an unreadable RTS0: part table"; }
grep -q "\[$id\]\$" "$T/err" || fail "dump of an unreadable RTS0: error"

# A container whose part table points past the end: the structure error as before, and dump lists
# what it could read.
cp "$T/ok.dxbc" "$T/brk.dxbc"
put32 "$T/brk.dxbc" 32 9999
e4007="$T/brk.dxbc: error: part 0's 8-byte header at offset 9999 does not fit in the $(wc -c < "$T/brk.dxbc" | tr -d ' ')-byte container (at byte offset 32) [RS4007]$nl"
expect 1 "$e4007" "$ROOTSIG" extract "$T/brk.dxbc" -o "$T/n3"
expect 1 "$e4007" "$ROOTSIG" extract --force "$T/brk.dxbc" -o "$T/n3"
[ ! -e "$T/n3" ] || fail "extract of a broken container wrote its output"
expect 1 "$e4007" "$ROOTSIG" dump "$T/brk.dxbc"
grep -qx '  \[0\] at offset 9999: past the end' "$T/out" || { cat "$T/out"; fail "dump of a broken container"; }
echo "corrupt: ok"
