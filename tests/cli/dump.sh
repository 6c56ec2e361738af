# dump: reads parts back, rejects malformed ones with exit 1.
. "$CLI_DIR/lib.sh"
"$ROOTSIG" compile --emit part -o "$T/a.rts0" --text 'RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), DescriptorTable(SRV(t0, numDescriptors=4))' || fail compile
expect 0 "" "$ROOTSIG" dump "$T/a.rts0"
cat > "$T/want" <<'W'
root signature version 1.1 (2), 92 bytes
flags: 0x1 (ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT)
parameters: 2
  [0] CBV visibility=0 (SHADER_VISIBILITY_ALL) b0 space=0 flags=0x4 (DATA_STATIC_WHILE_SET_AT_EXECUTE)
  [1] DescriptorTable visibility=0 (SHADER_VISIBILITY_ALL) ranges=1
      [0] SRV t0 numDescriptors=4 space=0 offset=APPEND (0xffffffff) flags=0x4 (DATA_STATIC_WHILE_SET_AT_EXECUTE)
static samplers: 0
W
cmp -s "$T/out" "$T/want" || { diff "$T/want" "$T/out"; fail "dump text"; }
# Standard input works too.
"$ROOTSIG" dump - < "$T/a.rts0" > "$T/out2" || fail "dump stdin"
cmp -s "$T/out" "$T/out2" || fail "stdin dump differs"
# Truncated: exit 1 with the offset of the problem.
head -c 20 "$T/a.rts0" > "$T/short"
expect 1 "$T/short: error: an RTS0 part needs a 24-byte header; this one has 20 bytes (at byte offset 0) [RS4101]
" "$ROOTSIG" dump "$T/short"
head -c 60 "$T/a.rts0" > "$T/cut"
expect 1 "" "$ROOTSIG" dump "$T/cut"
echo "dump: ok"
