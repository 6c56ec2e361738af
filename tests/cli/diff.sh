# rootsig diff A B: the semantic difference, any input kinds; exit 0 equal, 1 different, 2 trouble.
. "$CLI_DIR/lib.sh"
printf '%s' 'CBV(b0), DescriptorTable(SRV(t0), UAV(u0)), StaticSampler(s0)' > "$T/a.rs"
printf '%s' 'CBV(b0, space = 1), DescriptorTable(SRV(t0, numDescriptors = 4)),
  RootConstants(b1, num32BitConstants = 2),
  StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_POINT, maxLOD = 8)' > "$T/b.rs"
expect 1 "" "$ROOTSIG" diff "$T/a.rs" "$T/b.rs"
# cost: a: CBV 2 + table 1 = 3 DWORDs, record 8 + 8 = 16 bytes; b: + 2 constants = 5, 16 + 8 = 24.
cat > "$T/want" <<'X'
parameters[0].space: 0 -> 1
parameters[1].ranges[0].numDescriptors: 1 -> 4
parameters[1].ranges[1]: removed: UAV u0, space 0, numDescriptors 1
parameters[2]: added: RootConstants b1, space 0, num32BitConstants 2
static_samplers[0].filter: FILTER_ANISOTROPIC -> FILTER_MIN_MAG_MIP_POINT
static_samplers[0].maxLOD: 3.40282347e+38 (0x7f7fffff) -> 8 (0x41000000)
cost.dwords: 3 -> 5
cost.local_bytes: 16 -> 24
X
cmp -s "$T/out" "$T/want" || { diff "$T/want" "$T/out"; fail "diff text"; }
# The same signature as DSL, container, part and .ll: equal.
expect 0 "" "$ROOTSIG" compile -o "$T/a.dxbc" "$T/a.rs"
expect 0 "" "$ROOTSIG" compile --emit part -o "$T/a.rts0" "$T/a.rs"
expect 0 "" "$ROOTSIG" compile --emit metadata -o "$T/a.ll" "$T/a.rs"
for x in a.dxbc a.rts0 a.ll; do
  expect 0 "" "$ROOTSIG" diff "$T/a.rs" "$T/$x"
  [ ! -s "$T/out" ] || fail "equal inputs printed a difference ($x)"
done
# Versions and flags: 1.0 vs the same DSL at 1.1 (flags as stored differ).
expect 0 "" "$ROOTSIG" compile --version 1.0 -o "$T/a10.dxbc" --text 'CBV(b0)'
expect 0 "" "$ROOTSIG" compile --version 1.1 -o "$T/a11.dxbc" --text 'CBV(b0)'
expect 1 "" "$ROOTSIG" diff "$T/a10.dxbc" "$T/a11.dxbc"
printf '%s\n' 'signature.version: 1.0 -> 1.1' \
  'parameters[0].flags: 0 -> DATA_STATIC_WHILE_SET_AT_EXECUTE' > "$T/want"
cmp -s "$T/out" "$T/want" || { diff "$T/want" "$T/out"; fail "diff versions"; }
# JSON
expect 1 "" "$ROOTSIG" diff --format json "$T/a10.dxbc" "$T/a11.dxbc"
if command -v python3 >/dev/null; then
  python3 - "$T/out" <<'X' || fail "diff json"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["format"] == "rootsig-diff" and d["format_version"] == 1 and d["equal"] is False, d
assert [c["path"] for c in d["changes"]] == ["signature.version", "parameters[0].flags"], d
assert d["changes"][0] == {"path": "signature.version", "change": "changed", "from": "1.0", "to": "1.1"}, d
X
fi
# Trouble: exit 2, also for a rejected input.
expect 2 "" "$ROOTSIG" diff "$T/a.rs" "$T/missing.rs"
printf '%s' 'CBV(' > "$T/bad.rs"
expect 2 "" "$ROOTSIG" diff "$T/a.rs" "$T/bad.rs"
grep -q 'RS1011' "$T/err" || fail "rejected input diagnosed"
expect 2 "rootsig: diff takes two inputs (DSL, .ll, RTS0 parts or containers)
Try 'rootsig --help'.
" "$ROOTSIG" diff "$T/a.rs"
echo "diff: ok"
