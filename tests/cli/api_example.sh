# examples/build_in_code.c (the docs/api.md example) writes the container the same DSL compiles to.
. "$CLI_DIR/lib.sh"
[ -x "${EXAMPLE:-}" ] || { echo "SKIP: EXAMPLE not set"; exit 77; }
expect 0 "" "$EXAMPLE" "$T/built.dxbc"
DSL='RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), RootConstants(b0, num32BitConstants = 4),
  CBV(b0, space = 1, flags = DATA_STATIC),
  DescriptorTable(SRV(t0, numDescriptors = 4, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE),
                  CBV(b1, numDescriptors = 2, flags = DATA_STATIC), visibility = SHADER_VISIBILITY_PIXEL),
  StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR, addressU = TEXTURE_ADDRESS_CLAMP,
                addressV = TEXTURE_ADDRESS_CLAMP, addressW = TEXTURE_ADDRESS_CLAMP,
                visibility = SHADER_VISIBILITY_PIXEL)'
for compat in llvm dxc; do
  expect 0 "" "$ROOTSIG" compile --compat $compat -o "$T/dsl.dxbc" --text "$DSL"
  cmp -s "$T/built.dxbc" "$T/dsl.dxbc" || fail "built in code != compiled DSL (--compat $compat)"
done
echo "api_example: ok"
