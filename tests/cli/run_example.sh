# The bundled example compiles at every version and reads back.
. "$CLI_DIR/lib.sh"
EX="$CLI_DIR/../../examples/reference.rs"
# Its explicit flags make it a 1.1+ signature: 1.0 must refuse them (clang and DXC both do).
expect 1 "" "$ROOTSIG" compile --version 1.0 --emit part -o "$T/r1.0" "$EX"
grep -q 'RS2001' "$T/err" || fail "1.0 rejection"
for v in 1.1 1.2; do
  expect 0 "" "$ROOTSIG" compile --version $v --emit part -o "$T/r$v" "$EX"
  expect 0 "" "$ROOTSIG" dump "$T/r$v"
done
# 1.1 size: header 24 + 3 params x 12 = 60; constants 12, CBV 12, table 8 + 2 x 24 = 56;
# one 52-byte sampler: 24 + 36 + 12 + 12 + 56 + 52 = 192.
[ "$(wc -c < "$T/r1.1")" = 192 ] || fail "1.1 size"
# 1.2: the sampler grows to 56 bytes -> 196.
[ "$(wc -c < "$T/r1.2")" = 196 ] || fail "1.2 size"
echo "run_example: ok"
