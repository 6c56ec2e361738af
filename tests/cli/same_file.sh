# An input is never an output (src/cli/io.c, cli_check_outputs): an output
# that is the same file as an input (through a link, a hard link or another
# spelling; for an input not there yet, the same path) or as another output
# is refused before anything is written, exit 2. The documented edits in
# place stay: splice -o CONTAINER and strip -o CONTAINER.
. "$CLI_DIR/lib.sh"
cd "$T" || fail cd
printf 'CBV(b0)\n' > rs.rs
cp rs.rs keep.rs
ln rs.rs hard.rs || fail ln
ln -s rs.rs sym.rs || fail ln
mkdir sub || fail mkdir
# unchanged: rs.rs still holds its text, and no temporary file was left
unchanged() {
  cmp -s rs.rs keep.rs || fail "the input was overwritten: $*"
  [ -z "$(ls -a . sub | grep -F '.tmp.')" ] || fail "temporary files left: $*"
}
is_input() { # OUTPUT CMD...: refused, naming OUTPUT
  out=$1; shift
  expect 2 "rootsig: output '$out' is the input
Try 'rootsig --help'.
" "$@"
  unchanged "$@"
}

is_input rs.rs "$ROOTSIG" compile -o rs.rs rs.rs
is_input ./rs.rs "$ROOTSIG" compile -o ./rs.rs rs.rs
is_input sub/../rs.rs "$ROOTSIG" compile -o sub/../rs.rs rs.rs
is_input "$T/rs.rs" "$ROOTSIG" compile -o "$T/rs.rs" rs.rs
is_input hard.rs "$ROOTSIG" compile -o hard.rs rs.rs
is_input sym.rs "$ROOTSIG" compile -o sym.rs rs.rs
is_input rs.rs "$ROOTSIG" compile -MF rs.rs -o out.cso rs.rs
is_input rs.rs "$ROOTSIG" compile --emit dsl -o rs.rs - < rs.rs
is_input rs.rs "$ROOTSIG" decompile -o rs.rs rs.rs
is_input rs.rs "$ROOTSIG" dump --format json -o rs.rs rs.rs
is_input rs.rs "$ROOTSIG" diff -o rs.rs keep.rs rs.rs
[ ! -e out.cso ] || fail "an output was written before the refusal"
# an input that is not there yet: the same path
expect 2 "rootsig: output './new.rs' is the input
Try 'rootsig --help'.
" "$ROOTSIG" compile -o ./new.rs new.rs
[ ! -e new.rs ] || fail "new.rs was made"

# HLSL: the source, and a header it includes (known once read)
printf '#include "inc.h"\n#define RS MORE\n' > rs.hlsl
printf '#define MORE "CBV(b0)"\n' > inc.h
cp rs.hlsl keep.hlsl; cp inc.h keep.h
is_input rs.hlsl "$ROOTSIG" compile --define RS -o rs.hlsl rs.hlsl
is_input inc.h "$ROOTSIG" compile --define RS -o inc.h rs.hlsl
is_input ./inc.h "$ROOTSIG" compile --define RS -o out.cso -MF ./inc.h rs.hlsl
is_input rs.hlsl "$ROOTSIG" dxc -T rootsig_1_1 -E RS -Fo rs.hlsl rs.hlsl
is_input inc.h "$ROOTSIG" dxc -T rootsig_1_1 -E RS -Fh inc.h rs.hlsl
cmp -s rs.hlsl keep.hlsl && cmp -s inc.h keep.h || fail "the HLSL source or its header changed"
[ ! -e out.cso ] || fail "out.cso was written though its depfile was refused"

# two outputs that are one file: -MD's depfile is the output, -MF names -o
expect 2 "rootsig: outputs 'rs.d' and 'rs.d' are the same file
Try 'rootsig --help'.
" "$ROOTSIG" compile -MD -o rs.d rs.rs
expect 2 "rootsig: outputs 'out.cso' and './out.cso' are the same file
Try 'rootsig --help'.
" "$ROOTSIG" compile -o out.cso -MF ./out.cso rs.rs
expect 2 "rootsig: outputs 'out.cso' and 'out.cso' are the same file
Try 'rootsig --help'.
" "$ROOTSIG" dxc -T rootsig_1_1 -E RS -Fo out.cso -Fh out.cso rs.hlsl
[ ! -e rs.d ] && [ ! -e out.cso ] || fail "an output was written"
# devices are not files to lose: /dev/null may be every output
expect 0 "" "$ROOTSIG" compile -o /dev/null -MF /dev/null rs.rs

# containers: extract and dump may not overwrite theirs; splice and strip edit in place
"$ROOTSIG" compile -o c.cso rs.rs || fail compile
cp c.cso keep.cso
is_input c.cso "$ROOTSIG" extract -o c.cso c.cso
is_input ./c.cso "$ROOTSIG" extract --emit part -o ./c.cso c.cso
is_input rs.rs "$ROOTSIG" splice c.cso rs.rs -o rs.rs
is_input c.cso "$ROOTSIG" dxc -extractrootsignature -Fo c.cso c.cso
cmp -s c.cso keep.cso || fail "the container changed"
printf 'CBV(b1)\n' > other.rs
expect 0 "" "$ROOTSIG" splice c.cso other.rs -o ./c.cso
expect 0 "" "$ROOTSIG" splice c.cso c.cso -o c.cso
"$ROOTSIG" decompile c.cso | grep -q 'CBV(b1)' || fail "splice -o CONTAINER did not edit it"
expect 0 "" "$ROOTSIG" strip c.cso -o c.cso
expect 0 "" "$ROOTSIG" dxc -setrootsignature other.rs -Fo c.cso c.cso
expect 0 "" "$ROOTSIG" dxc -Qstrip_rootsignature -Fo c.cso c.cso
exit 0
