# Malformed containers through the CLI: exit 1, a diagnostic with its ID, no output file.
. "$CLI_DIR/lib.sh"
"$ROOTSIG" compile -o "$T/ok.dxbc" --text 'CBV(b0), StaticSampler(s0)' || fail compile
size=$(wc -c < "$T/ok.dxbc")
# Truncated at every length: extract must refuse each one and write nothing.
i=0
while [ $i -lt "$size" ]; do
  head -c $i "$T/ok.dxbc" > "$T/cut"
  "$ROOTSIG" extract "$T/cut" -o "$T/res" 2>/dev/null; rc=$?
  [ $rc = 1 ] || fail "truncated to $i bytes: exit $rc"
  [ ! -e "$T/res" ] || fail "truncated to $i bytes: output written"
  i=$((i + 1))
done
# patch FILE OFFSET HEXBYTES: overwrite bytes in place.
patch() { # dash's printf has no \x: write each byte as octal
  out=""; h=$3
  while [ -n "$h" ]; do out="$out\\$(printf '%03o' "0x$(echo "$h" | cut -c1-2)")"; h=$(echo "$h" | cut -c3-); done
  printf "$out" | dd of="$1" bs=1 seek="$2" conv=notrunc 2>/dev/null
}
check_bad() { # NAME ID
  expect 1 "" "$ROOTSIG" strip "$T/$1" -o "$T/res"
  grep -q "$2" "$T/err" || { cat "$T/err"; fail "$1: no $2"; }
  [ ! -e "$T/res" ] || fail "$1: output written"
}
cp "$T/ok.dxbc" "$T/magic";    patch "$T/magic" 0 44584243; patch "$T/magic" 0 58584243
check_bad magic RS4002
cp "$T/ok.dxbc" "$T/count";    patch "$T/count" 28 ffffff0f   # 0x0fffffff parts
check_bad count RS4006
cp "$T/ok.dxbc" "$T/partsize"; patch "$T/partsize" 40 f0ffffff # 44 + 0xfffffff0 overflows 32 bits
check_bad partsize RS4009
cp "$T/ok.dxbc" "$T/partlong"; patch "$T/partlong" 40 00100000 # 4096 bytes of data in a 144-byte file
check_bad partlong RS4008
cp "$T/ok.dxbc" "$T/declared"; patch "$T/declared" 24 64000000 # declared size 100 < 144: the part ends past it
check_bad declared RS4008
echo "malformed: ok"
