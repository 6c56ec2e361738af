# compile: outputs, exit codes, exact diagnostics, atomic writes.
. "$CLI_DIR/lib.sh"

# Success: CBV(b0) at 1.1 is 48 bytes (24 header + 12 parameter header + 12 payload).
expect 0 "" "$ROOTSIG" compile --emit part -o "$T/a.rts0" --text 'CBV(b0)'
[ "$(wc -c < "$T/a.rts0")" = 48 ] || fail "size"
# Its last word is the clang default flag 4; with --compat dxc it is 0.
[ "$(od -An -tx1 -j44 "$T/a.rts0" | tr -d ' \n')" = 04000000 ] || fail "llvm flags"
expect 0 "" "$ROOTSIG" compile --emit part --compat dxc -o "$T/b.rts0" --text 'CBV(b0)'
[ "$(od -An -tx1 -j44 "$T/b.rts0" | tr -d ' \n')" = 00000000 ] || fail "dxc flags"
# 1.0 drops the flag word: 44 bytes.
expect 0 "" "$ROOTSIG" compile --emit part --version 1.0 -o "$T/c.rts0" --text 'CBV(b0)'
[ "$(wc -c < "$T/c.rts0")" = 44 ] || fail "1.0 size"

# From a file and from standard input, with comments and newlines.
printf 'CBV(b0), // the camera\n/* lights */ SRV(t0)\n' > "$T/rs.txt"
expect 0 "" "$ROOTSIG" compile --emit part -o "$T/f.rts0" "$T/rs.txt"
"$ROOTSIG" compile --emit part -o "$T/s.rts0" - < "$T/rs.txt" || fail "stdin"
cmp -s "$T/f.rts0" "$T/s.rts0" || fail "stdin and file differ"

# Rejected input: exit 1, exact diagnostic with caret, and no output file.
printf 'CBV(b0),\n  SRV(t0, spcae = 1)\n' > "$T/bad.rs"
expect 1 "$T/bad.rs:2:11: error: unknown parameter 'spcae' in a root SRV; did you mean 'space'? [RS1021]
    SRV(t0, spcae = 1)
            ^~~~~
            space
" "$ROOTSIG" compile --emit part -o "$T/out.rts0" "$T/bad.rs"
[ ! -e "$T/out.rts0" ] || fail "output written on error"

# An existing output is left untouched when compilation fails.
printf 'keep' > "$T/keep.rts0"
expect 1 "" "$ROOTSIG" compile --emit part -o "$T/keep.rts0" --text 'CBV('
[ "$(cat "$T/keep.rts0")" = keep ] || fail "existing output changed"
ls "$T" | grep -q '\.tmp\.' && fail "temporary file left behind"

# Replacing an output (a temporary file renamed over it, src/cli/io.c) does
# what rename does: the name gets the new bytes; another hard link to the old file
# keeps the old ones; a symbolic link is replaced, not followed; a directory
# is refused and left as it was; nothing is left beside them.
"$ROOTSIG" compile --emit part -o "$T/cbv.rts0" --text 'CBV(b0)' || fail "compile CBV"
"$ROOTSIG" compile --emit part -o "$T/srv.rts0" --text 'SRV(t0)' || fail "compile SRV"
cmp -s "$T/cbv.rts0" "$T/srv.rts0" && fail "two signatures gave the same bytes"
cp "$T/srv.rts0" "$T/rep.rts0" && ln "$T/rep.rts0" "$T/rep-link.rts0" || fail "setup"
chmod 0600 "$T/rep.rts0"
"$ROOTSIG" compile --emit part -o "$T/rep.rts0" --text 'CBV(b0)' || fail "replacing compile"
cmp -s "$T/rep.rts0" "$T/cbv.rts0" || fail "replaced output has not the new bytes"
cmp -s "$T/rep-link.rts0" "$T/srv.rts0" || fail "the old file's other name changed"
[ "$(stat -c %a "$T/rep.rts0")" = "$(stat -c %a "$T/cbv.rts0")" ] || fail "replaced output kept the old mode"
cp "$T/srv.rts0" "$T/target.rts0" && ln -s target.rts0 "$T/sym.rts0" || fail "setup symlink"
"$ROOTSIG" compile --emit part -o "$T/sym.rts0" --text 'CBV(b0)' || fail "compile over a symlink"
[ ! -L "$T/sym.rts0" ] && cmp -s "$T/sym.rts0" "$T/cbv.rts0" || fail "symlink not replaced by the output"
cmp -s "$T/target.rts0" "$T/srv.rts0" || fail "the symlink's target changed"
mkdir "$T/dir.rts0" && : > "$T/dir.rts0/inside" || fail "setup dir"
expect 2 "rootsig: cannot write $T/dir.rts0: Is a directory
" "$ROOTSIG" compile --emit part -o "$T/dir.rts0" --text 'CBV(b0)'
[ -d "$T/dir.rts0" ] && [ -f "$T/dir.rts0/inside" ] || fail "directory changed"
ls "$T" | grep -q '\.tmp\.' && fail "temporary file left behind after replacing"

# A mapped input's pages are dropped once it is parsed (cli_input_read_through):
# diagnostics read its lines again, from both of its pages, exactly.
{ printf 'CBV(b0),\n'; printf '// %05000d\n' 0; printf 'SRV(t0),\nCBV(b0)\n'; } > "$T/two-pages.rs"
two_pages_stderr="$T/two-pages.rs:4:1: error: root CBV [2] (b0, space 0, visibility ALL) overlaps root CBV [0] (b0, space 0, visibility ALL): both bind b0 in space 0 for visibility ALL; move one of them to other registers or another space [RS2040]
  CBV(b0)
  ^~~
$T/two-pages.rs:1:1: note: root CBV [0] (b0, space 0) is here
  CBV(b0),
  ^~~
"
expect 1 "$two_pages_stderr" "$ROOTSIG" compile -o "$T/two-pages.bin" "$T/two-pages.rs"
# check drops them too (a huge table is not held with its text while it is validated).
expect 1 "$two_pages_stderr" "$ROOTSIG" check "$T/two-pages.rs"

# Usage errors: exit 2.
expect 2 "rootsig: unknown root signature version '1.3' (use 1.0, 1.1, 1.2 or lowest)
Try 'rootsig --help'.
" "$ROOTSIG" compile --version 1.3 --text ''
expect 2 "" "$ROOTSIG" compile --emit part "$T/does-not-exist.rs"
expect 2 "" "$ROOTSIG" compile --emit part -o "$T/no/such/dir/x" --text 'CBV(b0)'
expect 2 "" "$ROOTSIG" frobnicate
expect 2 "" "$ROOTSIG" compile --emit part --text 'CBV(b0)' "$T/rs.txt"

# Warnings: shown with exit 0; -Werror makes them errors; -Wno-ID silences them.
expect 0 "<text>:1:15: warning: '012' has a leading zero: read as decimal 12 here, but clang reads it as octal 10 [RS1040]
  CBV(b0, space=012)
                ^~~
" "$ROOTSIG" compile --emit part -o "$T/w.rts0" --text 'CBV(b0, space=012)'
expect 1 "" "$ROOTSIG" compile --emit part -Werror -o "$T/w2.rts0" --text 'CBV(b0, space=012)'
[ ! -e "$T/w2.rts0" ] || fail "-Werror still wrote output"
expect 0 "" "$ROOTSIG" compile --emit part -Wno-RS1040 -o "$T/w3.rts0" --text 'CBV(b0, space=012)'
expect 2 "" "$ROOTSIG" compile --emit part -Wno-RS1021 --text 'CBV(b0)'
echo "compile: ok"
