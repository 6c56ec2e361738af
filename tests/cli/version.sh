# `rootsig --version` (as the command) prints the program's version, the one
# in CMakeLists.txt's project(VERSION); after a command --version is the
# root signature's.
. "$CLI_DIR/lib.sh"
want=$(sed -n 's/^project(rootsig VERSION \([0-9.]*\) .*/\1/p' "$CLI_DIR/../../CMakeLists.txt")
[ -n "$want" ] || fail "no project(rootsig VERSION ...) in CMakeLists.txt"
expect 0 "" "$ROOTSIG" --version
[ "$(cat "$T/out")" = "rootsig $want (root signature versions 1.0, 1.1, 1.2)" ] \
  || fail "rootsig --version printed '$(cat "$T/out")'"
expect 0 "" "$ROOTSIG" --about
[ "$(head -c 8 "$T/out")" = "rootsig " ] || fail "rootsig --about"
expect 2 "rootsig: --version takes nothing after it; for the root signature version, put --version V after the command (rootsig compile --version 1.1 ...)
Try 'rootsig --help'.
" "$ROOTSIG" --version 1.1 compile x.rs
expect 2 "rootsig: option '--version' needs a value
Try 'rootsig --help'.
" "$ROOTSIG" compile --version
expect 0 "" "$ROOTSIG" compile --version 1.0 --emit part -o "$T/p" --text 'CBV(b0)'
[ "$(od -An -tu1 -N1 "$T/p" | tr -d ' ')" = 1 ] || fail "compile --version 1.0 did not write version 1"
exit 0
