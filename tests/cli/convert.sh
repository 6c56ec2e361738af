# Version conversion: a --version that differs from an input's own (.ll, RTS0 part, container)
# converts it; --version lowest; --lossy. Exit codes and exact messages.
. "$CLI_DIR/lib.sh"
# 1.0 -> 1.1: the flags 1.0 implies are written (2 for a root CBV, 3 for an SRV range, 1 for Sampler).
expect 0 "" "$ROOTSIG" compile --version 1.0 --emit part -o "$T/a10" \
  --text 'CBV(b0), DescriptorTable(SRV(t0)), DescriptorTable(Sampler(s0))'
expect 0 "" "$ROOTSIG" decompile --version 1.1 "$T/a10"
printf '%s\n' '// rootsig: version 1.1, compat llvm' 'CBV(b0, flags = DATA_VOLATILE),' \
  'DescriptorTable(SRV(t0, flags = DESCRIPTORS_VOLATILE | DATA_VOLATILE)),' \
  'DescriptorTable(Sampler(s0, flags = DESCRIPTORS_VOLATILE))' > "$T/want"
cmp -s "$T/out" "$T/want" || { diff "$T/want" "$T/out"; fail "1.0 -> 1.1"; }
# ... and back: exact, the same bytes.
expect 0 "" "$ROOTSIG" compile --version 1.1 --emit part -o "$T/a11" "$T/a10"
expect 0 "" "$ROOTSIG" compile --version 1.0 --emit part -o "$T/back" "$T/a11"
cmp -s "$T/a10" "$T/back" || fail "1.0 -> 1.1 -> 1.0 changed the bytes"
expect 0 "" "$ROOTSIG" compile --version lowest --emit part -o "$T/low" "$T/a11"
cmp -s "$T/a10" "$T/low" || fail "--version lowest of a converted 1.0 signature is not 1.0"
# 1.1 -> 1.0 with a flag 1.0 does not imply: an error naming it (byte offset of the flags word:
# header 24 + one 12-byte parameter header, then the CBV's register, space, flags: 36 + 8 = 44).
expect 0 "" "$ROOTSIG" compile --version 1.1 --emit part -o "$T/s11" --text 'CBV(b0, flags = DATA_STATIC)'
expect 1 "$T/s11: error: root CBV [0] (b0, space 0): flags DATA_STATIC (0x8) cannot be kept in version 1.0 (1.0 stores no flags and implies DATA_VOLATILE); --lossy converts anyway (at byte offset 44) [RS8020]
" "$ROOTSIG" compile --version 1.0 --emit part -o "$T/never" "$T/s11"
[ ! -e "$T/never" ] || fail "output written on error"
expect 0 "$T/s11: warning: root CBV [0] (b0, space 0): flags DATA_STATIC (0x8) cannot be kept in version 1.0 (1.0 stores no flags and implies DATA_VOLATILE); converted anyway (--lossy) (at byte offset 44) [RS8021]
" "$ROOTSIG" compile --version 1.0 --lossy --emit part -o "$T/l10" "$T/s11"
[ "$(wc -c < "$T/l10")" = 44 ] || fail "1.0 part size (24 + 12 + 8)"
expect 1 "" "$ROOTSIG" compile --version 1.0 --lossy -Werror --emit part -o "$T/never" "$T/s11"
# 1.2 -> 1.1 with sampler flags: an error; from metadata too (its own version is 1.2).
expect 0 "" "$ROOTSIG" compile --version 1.2 --emit metadata -o "$T/m.ll" \
  --text 'StaticSampler(s0, flags = UINT_BORDER_COLOR, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)'
expect 1 "" "$ROOTSIG" compile --version 1.1 -o "$T/never" "$T/m.ll"
grep -q 'StaticSampler \[0\] (s0, space 0): flags UINT_BORDER_COLOR (0x1) cannot be kept in version 1.1 (static sampler flags need 1.2; it would be 0); --lossy converts anyway \[RS8020\]' "$T/err" \
  || { cat "$T/err"; fail "1.2 -> 1.1 message"; }
expect 0 "" "$ROOTSIG" compile --version lowest --emit dsl "$T/m.ll"
head -n 1 "$T/out" | grep -qx '// rootsig: version 1.2, compat llvm' || fail "lowest of sampler flags is 1.2"
# DSL with --version lowest is read as 1.2 and lowered.
expect 0 "" "$ROOTSIG" compile --version lowest --emit dsl --text 'CBV(b0, flags = DATA_VOLATILE)'
printf '%s\n' '// rootsig: version 1.0, compat llvm' 'CBV(b0)' > "$T/want"
cmp -s "$T/out" "$T/want" || { diff "$T/want" "$T/out"; fail "--version lowest of DSL"; }
expect 2 "rootsig: unknown root signature version '1.3' (use 1.0, 1.1, 1.2 or lowest)
Try 'rootsig --help'.
" "$ROOTSIG" compile --version 1.3 --text 'CBV(b0)'
echo "convert: ok"
