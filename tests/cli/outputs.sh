# Outputs that are not a plain file (src/cli/io.c, cli_write_output): a FIFO
# or a device, or a link to one, is written in place, never replaced by a
# file renamed over it (`-o /dev/null` run as root once turned /dev/null into
# a regular file); a directory is refused.
. "$CLI_DIR/lib.sh"
printf 'CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4))\n' > "$T/rs.txt"
"$ROOTSIG" compile -o - "$T/rs.txt" > "$T/want.dxbc" || fail "compile -o -"
[ -s "$T/want.dxbc" ] || fail "compile -o - wrote nothing"
# leftovers DIR: any temporary file left in DIR
leftovers() { ls -a "$1" | grep -F '.tmp.' || true; }

# A FIFO: the reader gets the container, and the FIFO is still one.
mkfifo "$T/fifo" || fail mkfifo
cat "$T/fifo" > "$T/from_fifo" &
reader=$!
"$ROOTSIG" compile -o "$T/fifo" "$T/rs.txt" || fail "compile -o FIFO"
wait "$reader"
cmp -s "$T/from_fifo" "$T/want.dxbc" || fail "the FIFO's reader got other bytes"
[ -p "$T/fifo" ] || fail "the FIFO was replaced"
[ -z "$(leftovers "$T")" ] || fail "temporary files left: $(leftovers "$T")"

# A character device like /dev/null, made here (only root may): written, still a device.
if mknod "$T/null" c 1 3 2>/dev/null; then
  "$ROOTSIG" compile -o "$T/null" "$T/rs.txt" || fail "compile -o DEVICE"
  [ -c "$T/null" ] || fail "the device was replaced by a file"
  "$ROOTSIG" compile --emit dsl -o "$T/null" "$T/rs.txt" || fail "compile --emit dsl -o DEVICE"
  [ -c "$T/null" ] || fail "the device was replaced by a file (text output)"
  [ -z "$(leftovers "$T")" ] || fail "temporary files left: $(leftovers "$T")"
else
  echo "cannot make a device node here (not root): that part skipped"
fi

# Standard output through its /dev name, into a pipe.
n=$("$ROOTSIG" compile -o /dev/stdout "$T/rs.txt" | wc -c | tr -d ' ')
[ "$n" = "$(wc -c < "$T/want.dxbc" | tr -d ' ')" ] || fail "-o /dev/stdout into a pipe: $n bytes"

# A link to a device or a FIFO is written through (a link to a file is replaced, as rename
# does: tests/cli/compile.sh).
if [ -c "$T/null" ]; then
  ln -s null "$T/to-null" || fail ln
  "$ROOTSIG" compile -o "$T/to-null" "$T/rs.txt" || fail "compile -o LINK-TO-DEVICE"
  [ -L "$T/to-null" ] && [ -c "$T/null" ] || fail "the link or the device was replaced"
fi
ln -s fifo "$T/to-fifo" || fail ln
cat "$T/fifo" > "$T/from_fifo2" &
reader=$!
"$ROOTSIG" compile -o "$T/to-fifo" "$T/rs.txt" || fail "compile -o LINK-TO-FIFO"
wait "$reader"
cmp -s "$T/from_fifo2" "$T/want.dxbc" || fail "the FIFO's reader got other bytes through the link"
[ -L "$T/to-fifo" ] && [ -p "$T/fifo" ] || fail "the link or the FIFO was replaced"

# A link to this process's standard output, as /dev/stdout is, with standard output
# redirected to a file: the bytes go to that file and the link stays (it was once
# replaced by a regular file holding the output, and the redirected file left empty).
# Made here, so that no system file is at stake.
if [ -e /proc/self/fd/1 ]; then
  ln -s /proc/self/fd/1 "$T/my-stdout" || fail ln
  "$ROOTSIG" compile -o "$T/my-stdout" "$T/rs.txt" > "$T/redirected" || fail "compile -o LINK-TO-STDOUT"
  [ -L "$T/my-stdout" ] || fail "the link to standard output was replaced"
  cmp -s "$T/redirected" "$T/want.dxbc" || fail "standard output's file did not get the container"
  ln -s /proc/self/fd/2 "$T/my-stderr" || fail ln
  "$ROOTSIG" compile --emit dsl -o "$T/my-stderr" "$T/rs.txt" 2> "$T/redirected2" ||
    fail "compile -o LINK-TO-STDERR"
  [ -L "$T/my-stderr" ] || fail "the link to standard error was replaced"
  "$ROOTSIG" compile --emit dsl "$T/rs.txt" | cmp -s - "$T/redirected2" ||
    fail "standard error's file did not get the DSL"
  [ -z "$(leftovers "$T")" ] || fail "temporary files left: $(leftovers "$T")"
fi

# A directory: refused, and untouched.
mkdir "$T/dir" || fail mkdir
expect 2 "rootsig: cannot write $T/dir: Is a directory
" "$ROOTSIG" compile -o "$T/dir" "$T/rs.txt"
[ -d "$T/dir" ] && [ -z "$(ls -A "$T/dir")" ] || fail "the directory was changed"
[ -z "$(leftovers "$T")" ] || fail "temporary files left: $(leftovers "$T")"
exit 0
