# splice, extract, strip, verify and dump on a multi-part container built by
# yaml2obj-22 (LLVM's own container writer; it leaves the digest zero).
. "$CLI_DIR/lib.sh"
command -v yaml2obj-22 >/dev/null || { echo "yaml2obj-22 not installed: skipped"; exit 77; }
yaml2obj-22 "$CLI_DIR/data/multipart.yaml" -o "$T/mp.dxbc" || fail yaml2obj
printf 'RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), DescriptorTable(SRV(t0, numDescriptors=4))\n' > "$T/rs.txt"

# The input is unsigned: verify says so and fails.
expect 1 "" "$ROOTSIG" verify "$T/mp.dxbc"
grep -q 'RS4017' "$T/err" || fail "zero digest not reported"
grep -q 'digest: all zero' "$T/out" || fail "verify output"

# Splice: RTS0 goes right after PSV0; every other part unchanged; digest retail.
expect 0 "" "$ROOTSIG" splice "$T/mp.dxbc" "$T/rs.txt" -o "$T/sp.dxbc"
expect 0 "" "$ROOTSIG" verify "$T/sp.dxbc"
grep -q 'digest: retail hash, matches' "$T/out" || fail "spliced digest"
grep -q 'SFI0(8) PSV0(24) RTS0(92) HASH(20) PRIV(8)' "$T/out" || { cat "$T/out"; fail "part order"; }

# Extract gives back exactly what compile makes (RS-only container, digest filled), and the bare part.
"$ROOTSIG" compile -o "$T/rs.dxbc" "$T/rs.txt" || fail compile
"$ROOTSIG" compile --emit part -o "$T/rs.part" "$T/rs.txt" || fail compile
expect 0 "" "$ROOTSIG" extract "$T/sp.dxbc" -o "$T/ex.dxbc"
cmp -s "$T/ex.dxbc" "$T/rs.dxbc" || fail "extract container differs from compile"
expect 0 "" "$ROOTSIG" extract --emit part "$T/sp.dxbc" -o "$T/ex.part"
cmp -s "$T/ex.part" "$T/rs.part" || fail "extract part differs"

# Strip after splice restores the original parts; only the digest (bytes 4..19) differs,
# because the original was unsigned and every output is signed.
expect 0 "" "$ROOTSIG" strip "$T/sp.dxbc" -o "$T/st.dxbc"
[ "$(wc -c < "$T/st.dxbc")" = "$(wc -c < "$T/mp.dxbc")" ] || fail "strip size"
tail -c +21 "$T/st.dxbc" > "$T/a"; tail -c +21 "$T/mp.dxbc" > "$T/b"
cmp -s "$T/a" "$T/b" || fail "strip did not restore the parts"
expect 0 "" "$ROOTSIG" verify "$T/st.dxbc"

# Splicing a bare part or an RS container works the same; a second splice replaces in place.
# SRV(t7), StaticSampler(s3) at 1.1: 24 + 12 (header) + 12 (SRV) + 52 (sampler) = 100 bytes.
cp "$T/sp.dxbc" "$T/ip.dxbc"
printf 'SRV(t7), StaticSampler(s3)' > "$T/rs2.txt"
"$ROOTSIG" compile --emit part -o "$T/rs2.part" "$T/rs2.txt" || fail compile
expect 0 "" "$ROOTSIG" splice "$T/ip.dxbc" "$T/rs2.part" -o "$T/ip.dxbc"
expect 0 "" "$ROOTSIG" verify "$T/ip.dxbc"
grep -q 'SFI0(8) PSV0(24) RTS0(100) HASH(20) PRIV(8)' "$T/out" || { cat "$T/out"; fail "in-place order"; }
expect 0 "" "$ROOTSIG" splice "$T/ip.dxbc" "$T/rs.dxbc" -o "$T/ip2.dxbc"
cmp -s "$T/ip2.dxbc" "$T/sp.dxbc" || fail "splicing the RS container differs from splicing the DSL"

# A bad RS: nothing written, the in-place target untouched.
cp "$T/ip.dxbc" "$T/keep.dxbc"
printf 'CBV(b0' > "$T/bad.txt"
expect 1 "" "$ROOTSIG" splice "$T/keep.dxbc" "$T/bad.txt" -o "$T/keep.dxbc"
cmp -s "$T/keep.dxbc" "$T/ip.dxbc" || fail "failed splice changed the file"
expect 1 "" "$ROOTSIG" splice "$T/mp.dxbc" "$T/bad.txt" -o "$T/none.dxbc"
[ ! -e "$T/none.dxbc" ] || fail "failed splice wrote output"

# Strip with no RTS0: exit 1, no output. Malformed container: exit 1, no output.
expect 1 "" "$ROOTSIG" strip "$T/mp.dxbc" -o "$T/none2.dxbc"
grep -q 'RS4014' "$T/err" || fail "no RTS0 not reported"
[ ! -e "$T/none2.dxbc" ] || fail "strip wrote output"
head -c 100 "$T/sp.dxbc" > "$T/cut.dxbc"
expect 1 "" "$ROOTSIG" strip "$T/cut.dxbc" -o "$T/none3.dxbc"
[ ! -e "$T/none3.dxbc" ] || fail "strip of a truncated file wrote output"
expect 1 "" "$ROOTSIG" verify "$T/cut.dxbc"

# dump lists the parts of a container without RTS0 and succeeds.
expect 0 "" "$ROOTSIG" dump "$T/mp.dxbc"
grep -q 'no root signature (no RTS0 part)' "$T/out" || fail "dump without RTS0"
echo "splice: ok"
