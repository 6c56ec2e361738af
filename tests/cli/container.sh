# compile --emit container (the default): an RTS0-only DXContainer with the
# retail digest, byte-identical to DXC's -T rootsig_1_x output.
. "$CLI_DIR/lib.sh"
hex() { od -An -tx1 -v "$1" | tr -d ' \n'; }
"$ROOTSIG" compile --compat dxc -o "$T/e11" --text '' || fail compile
# DXC's output (`dxc -T rootsig_1_1`) for "" at 1.1 (68 bytes):
[ "$(hex "$T/e11")" = 44584243cb82187939dbc18393dc7e325b086331010000004400000001000000240000005254533018000000020000000000000018000000000000001800000000000000 ] || fail "empty 1.1 container"
"$ROOTSIG" compile --version 1.0 --compat dxc -o "$T/e10" --text '' || fail compile
[ "$(hex "$T/e10")" = 445842431dfc4ad63577c25d4acbda9efaa7d86b010000004400000001000000240000005254533018000000010000000000000018000000000000001800000000000000 ] || fail "empty 1.0 container"
# DXC's output: CBV(b0) 1.1 digest 5ecb3eff d1a2b57f fd4d5b03 1e995d60, size 92; 1.0 digest 02a2016f..., 88.
"$ROOTSIG" compile --compat dxc -o "$T/c11" --text 'CBV(b0)' || fail compile
[ "$(hex "$T/c11" | head -c 40)" = 445842435ecb3effd1a2b57ffd4d5b031e995d60 ] || fail "CBV 1.1 digest"
[ "$(wc -c < "$T/c11")" = 92 ] || fail "CBV 1.1 size"
"$ROOTSIG" compile --version 1.0 --compat dxc -o "$T/c10" --text 'CBV(b0)' || fail compile
[ "$(hex "$T/c10" | head -c 40)" = 4458424302a2016f712d62b6891639b8b0293c7f ] || fail "CBV 1.0 digest"
# A 136-byte three-element container as DXC writes it.
"$ROOTSIG" compile --compat dxc -o "$T/x" --text 'RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), DescriptorTable(SRV(t0, numDescriptors=4))' || fail compile
[ "$(hex "$T/x" | head -c 40)" = 4458424352c1f11905d87861d7f2b6be7a0cabcd ] || fail "example digest"
[ "$(wc -c < "$T/x")" = 136 ] || fail "example size"
# dump reads containers too, and agrees with the dump of the bare part.
"$ROOTSIG" compile --compat dxc --emit part -o "$T/xp" --text 'RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), DescriptorTable(SRV(t0, numDescriptors=4))' || fail compile
"$ROOTSIG" dump "$T/x" > "$T/d1" || fail "dump container"
"$ROOTSIG" dump "$T/xp" > "$T/d2" || fail "dump part"
# The container dump is the part list and digest, then exactly the part's dump.
head -n 3 "$T/d1" > "$T/h"
printf 'container: 136 bytes, digest retail hash, matches\nparts: 1\n  [0] RTS0 92 bytes\n' > "$T/hw"
cmp -s "$T/h" "$T/hw" || { diff "$T/hw" "$T/h"; fail "container dump header"; }
tail -n +4 "$T/d1" > "$T/rest"
cmp -s "$T/rest" "$T/d2" || fail "container and part dumps differ"
# A truncated container is rejected (exit 1), never read out of bounds.
head -c 50 "$T/x" > "$T/bad"
expect 1 "" "$ROOTSIG" dump "$T/bad"
echo "container: ok"
