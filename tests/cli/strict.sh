# Strict options (src/cli/optable.c): a command takes exactly the options that
# mean something for it; any other is exit 2, "OPTION does not apply to
# COMMAND", and a single-valued option given twice is an error (-D, -U, -I,
# -MT, --shader and -Wno- repeat). COMMAND --help and `rootsig help COMMAND`
# print the command's usage, exit 0. extract --version converts.
. "$CLI_DIR/lib.sh"
cd "$T" || fail cd
printf 'CBV(b0)\n' > rs.rs
printf '#define RS "CBV(b0)"\n' > rs.hlsl
"$ROOTSIG" compile -o c.cso rs.rs || fail compile

na() { # OPTION COMMAND ARGS...: OPTION does not apply to COMMAND
  opt=$1; cmd=$2; shift 2
  expect 2 "rootsig: $opt does not apply to $cmd
Try 'rootsig $cmd --help'.
" "$ROOTSIG" "$cmd" "$@"
}
na -o check -o out.txt rs.rs
[ ! -e out.txt ] || fail "check -o wrote a file"
na --rs compile --rs missing.rs rs.rs
na --shader compile --shader c.cso rs.rs
na --format compile --format json rs.rs
na --emit check --emit part rs.rs
na --emit strip --emit part c.cso -o s.cso
na --compat strip --compat dxc c.cso -o s.cso
na --version strip --version 1.0 c.cso -o s.cso
na --define splice --define RS c.cso rs.hlsl -o s.cso
na -E splice -ERS c.cso rs.hlsl -o s.cso
na -D splice -DX=1 c.cso rs.rs -o s.cso
na --emit diff --emit part rs.rs c.cso
na --embed decompile --embed part rs.rs
na --name dump --name X c.cso
na --explicit dump --explicit c.cso
na --text verify --text 'CBV(b0)' c.cso
na --lossy splice --lossy c.cso rs.rs -o s.cso
na --lossy check --lossy rs.rs
na -MD check -MD rs.rs
na -MT decompile -MT x rs.rs
na --shader verify --shader c.cso c.cso
[ ! -e s.cso ] || fail "a refused command wrote its output"
# verify reads text only for --rs: without it, those options do not apply
for o in "--version 1.0" "--entry main" "--input dsl" "--define RS" "-I ." "--compat dxc"; do
  set -- $o
  expect 2 "rootsig: $1 does not apply to verify without --rs (it says how to read the root signature --rs names)
Try 'rootsig verify --help'.
" "$ROOTSIG" verify $o c.cso
done
# (accepted: the container, which is no shader, is what verify rejects)
expect 1 "" "$ROOTSIG" verify --rs rs.hlsl --define RS --version 1.1 c.cso
grep -q 'RS7010' "$T/err" || fail "verify --rs with --define and --version: $(cat "$T/err")"
# an option no command has is still unknown
expect 2 "rootsig: unknown option '--frobnicate'
Try 'rootsig --help'.
" "$ROOTSIG" compile --frobnicate rs.rs

# given twice
twice() { # OPTION ARGS...
  opt=$1; shift
  expect 2 "rootsig: option '$opt' is given twice
Try 'rootsig --help'.
" "$ROOTSIG" "$@"
}
twice -o compile -o a.cso -o b.cso rs.rs
twice --version compile --version 1.0 --version=1.1 rs.rs
twice --emit compile --emit part --emit container rs.rs
twice --emit extract --emit part --emit part c.cso -o e.cso
twice --define compile --define RS --define RS rs.hlsl
twice -E compile --define RS -E RS rs.hlsl
twice --format dump --format json --format text c.cso
twice --rs verify --rs rs.rs --rs rs.rs c.cso
twice -MF compile -MF a.d -MFb.d -o a.cso rs.rs
[ ! -e a.cso ] && [ ! -e b.cso ] && [ ! -e e.cso ] || fail "a refused command wrote its output"
expect 2 "rootsig dxc: option '-Fo' is given twice
" "$ROOTSIG" dxc -T rootsig_1_1 -E RS -Fo a.cso -Fo b.cso rs.hlsl
expect 2 "rootsig dxc: option '-Fo' is given twice
" "$ROOTSIG" dxc -T rootsig_1_1 -E RS -Foa.cso /Fo b.cso rs.hlsl
expect 2 "rootsig dxc: option '-T' is given twice
" "$ROOTSIG" dxc -T rootsig_1_1 -T rootsig_1_0 -E RS rs.hlsl
# the repeatable ones
expect 0 "" "$ROOTSIG" compile -DA=1 -D B -U C -I. -I .. -o a.cso --define RS rs.hlsl
"$ROOTSIG" compile -MD -MT x -MT y -o a.cso rs.rs || fail "-MT twice"
grep -q '^x y:' a.d || fail "-MT twice: $(cat a.d)"
expect 0 "" "$ROOTSIG" check -Wno-RS1040 -Wno-RS2002 rs.rs
expect 1 "" "$ROOTSIG" check --shader c.cso --shader c.cso rs.rs

# COMMAND --help, rootsig help COMMAND: the usage, exit 0, nothing on stderr
for cmd in compile check dump splice extract strip verify decompile diff; do
  expect 0 "" "$ROOTSIG" "$cmd" --help
  head -1 "$T/out" | grep -q "^usage: rootsig $cmd " || fail "$cmd --help: $(head -1 "$T/out")"
  cp "$T/out" help1
  expect 0 "" "$ROOTSIG" help "$cmd"
  cmp -s help1 "$T/out" || fail "rootsig help $cmd is not $cmd --help"
  expect 0 "" "$ROOTSIG" "$cmd" --version 1.0 --help
  cmp -s help1 "$T/out" || fail "$cmd --help after another option is not $cmd --help"
done
expect 0 "" "$ROOTSIG" help dxc
"$ROOTSIG" dxc -help | cmp -s - "$T/out" || fail "rootsig help dxc is not rootsig dxc -help"
expect 2 "rootsig: unknown command 'frob'
Try 'rootsig --help'.
" "$ROOTSIG" help frob

# The parser and --help agree (both read the option table): every option of some
# command's --help that COMMAND --help does not list is refused as not applying to it,
# and every one it lists is not.
cmds="compile check dump splice extract strip verify decompile diff"
for cmd in $cmds; do
  "$ROOTSIG" "$cmd" --help | sed -n '/^Options:/,/^$/p' | grep '^  -' |
    sed 's/^  \([^ ,]*\)\( [^ ,]*\)\{0,1\}.*/\1\2/; s/\[=[A-Z]*\]//' > "help.$cmd"
done
cat help.* | LC_ALL=C sort -u > help.all
[ "$(wc -l < help.all)" -ge 25 ] || fail "read only $(wc -l < help.all) options from the commands' --help"
for cmd in $cmds; do
  while read -r opt arg; do
    [ "$opt" = --help ] && continue
    case $opt in -Wno-*) word=-Wno-RS1040 ;; *) word=$opt ;; esac
    if [ -n "${arg:-}" ]; then set -- "$word" x; else set -- "$word"; fi
    "$ROOTSIG" "$cmd" "$@" c.cso > /dev/null 2> err.txt
    if grep -q "^$opt" "help.$cmd"; then
      ! grep -q "does not apply to $cmd\$\|unknown option" err.txt ||
        fail "$cmd --help lists $opt, but $cmd refuses it: $(cat err.txt)"
    else
      grep -q "^rootsig: $opt does not apply to $cmd\$" err.txt ||
        fail "$cmd --help does not list $opt, but $cmd does not refuse it: $(cat err.txt)"
    fi
  done < help.all
done

# extract --version converts (rootsig_convert): the same bytes as compiling at that version
printf 'RootConstants(num32BitConstants=1, b0), SRV(t0)\n' > two.rs
"$ROOTSIG" compile -o two.cso two.rs || fail compile
"$ROOTSIG" compile --version 1.0 --emit part -o want10.rts0 two.rs || fail compile
# SRV's 1.1 default flags cannot be kept in 1.0: an error, unless --lossy
expect 1 "" "$ROOTSIG" extract --version 1.0 --emit part two.cso -o got.rts0
[ ! -e got.rts0 ] || fail "a rejected conversion wrote its output"
"$ROOTSIG" extract --lossy --version 1.0 --emit part two.cso -o got.rts0 2>/dev/null ||
  fail "extract --lossy --version 1.0"
cmp -s got.rts0 want10.rts0 || fail "extract --version 1.0 differs from compile --version 1.0"
"$ROOTSIG" compile --version 1.0 -o c10.cso rs.rs || fail compile
"$ROOTSIG" extract --version 1.1 c10.cso -o got.cso || fail "extract --version 1.1"
"$ROOTSIG" compile --version 1.0 rs.rs -o - | "$ROOTSIG" extract --version 1.1 - -o got2.cso || fail pipe
cmp -s got.cso got2.cso || fail "extract --version 1.1 of a file and of standard input differ"
"$ROOTSIG" dump got.cso | grep -q 'root signature version 1.1' || fail "extract --version 1.1 did not convert"
# without --version, or at the container's own, the part is copied as it is
"$ROOTSIG" extract two.cso -o same.cso || fail extract
"$ROOTSIG" extract --version 1.1 two.cso -o same11.cso || fail extract
cmp -s same.cso same11.cso || fail "extract --version at the part's own version changed its bytes"
exit 0
