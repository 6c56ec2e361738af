# Which outputs are flushed to disk (fsync) before their rename: only one
# that replaces an input of the same command (an in-place splice or strip);
# compile outputs are build products and never are, existing or not
# (src/cli/io.c, README "-o FILE"); how an output is put in place; and that a
# large input is mapped. Watched with strace, so skipped
# without it.
. "$CLI_DIR/lib.sh"
command -v strace >/dev/null || { echo "strace not installed: skipped"; exit 77; }
strace -f -o /dev/null true 2>/dev/null || { echo "strace cannot trace here: skipped"; exit 77; }
printf 'CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4))\n' > "$T/rs.txt"
printf 'SRV(t7)\n' > "$T/rs2.txt"

# count_fsyncs CMD...: runs CMD under strace; prints how many fsync/fdatasync calls it made.
# LeakSanitizer cannot run under ptrace: a sanitized build checks leaks in the other tests.
count_fsyncs() {
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" strace -f -qq -e trace=fsync,fdatasync -o "$T/trace" "$@" >/dev/null 2>"$T/err" ||
    { cat "$T/err" >&2; fail "command failed: $*"; }
  grep -c 'sync(' "$T/trace" || true
}

# A new output and a replaced one: no flush either way.
rm -f "$T/out.rts0"
[ "$(count_fsyncs "$ROOTSIG" compile --emit part -o "$T/out.rts0" "$T/rs.txt")" = 0 ] ||
  fail "compile -o NEWFILE flushed"
[ "$(count_fsyncs "$ROOTSIG" compile --emit part -o "$T/out.rts0" "$T/rs.txt")" = 0 ] ||
  fail "compile -o EXISTING flushed"
"$ROOTSIG" compile -o "$T/rs.dxbc" "$T/rs.txt" || fail compile
[ "$(count_fsyncs "$ROOTSIG" compile -o "$T/rs.dxbc" "$T/rs.txt")" = 0 ] ||
  fail "compile -o EXISTING container flushed"

# Splice into another file: a build product, no flush.
[ "$(count_fsyncs "$ROOTSIG" splice "$T/rs.dxbc" "$T/rs2.txt" -o "$T/sp.dxbc")" = 0 ] ||
  fail "splice -o OTHER flushed"
[ "$(count_fsyncs "$ROOTSIG" splice "$T/rs.dxbc" "$T/rs2.txt" -o "$T/sp.dxbc")" = 0 ] ||
  fail "splice -o OTHER (existing) flushed"

# In place: the input is replaced, so it is flushed once before the rename; also through
# another name for the same file (a hard link).
[ "$(count_fsyncs "$ROOTSIG" splice "$T/sp.dxbc" "$T/rs.txt" -o "$T/sp.dxbc")" = 1 ] ||
  fail "in-place splice not flushed"
ln "$T/sp.dxbc" "$T/link.dxbc" || fail ln
[ "$(count_fsyncs "$ROOTSIG" strip "$T/sp.dxbc" -o "$T/link.dxbc")" = 1 ] ||
  fail "in-place strip through a hard link not flushed"
"$ROOTSIG" verify "$T/rs.dxbc" >/dev/null || fail "verify"

# How the output is put in place (src/cli/io.c, cli_write_output): a
# temporary file beside it, renamed over it, whether the output exists or
# not; the in-place splice flushed first, then renamed.
renames() {
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" strace -f -qq -e trace=rename,renameat,renameat2,unlink,unlinkat \
    -o "$T/trace" "$@" >/dev/null 2>"$T/err" || { cat "$T/err" >&2; fail "command failed: $*"; }
  # Only calls on this test's files: under valgrind (make memcheck) the trace has its own too.
  grep -F "\"$T/" "$T/trace" |
    sed -n 's/^[0-9]* *//; s/"[^"]*\.tmp\.[^"]*"/TMP/g; s/"[^"]*"/OUT/g; s/(AT_FDCWD, /(/; s/, AT_FDCWD, /, /; s/  *= / = /; p'
}
rm -f "$T/new.rts0"
got=$(renames "$ROOTSIG" compile --emit part -o "$T/new.rts0" "$T/rs.txt")
[ "$got" = "rename(TMP, OUT) = 0" ] || fail "new output: $got"
got=$(renames "$ROOTSIG" compile --emit part -o "$T/new.rts0" "$T/rs.txt")
[ "$got" = "rename(TMP, OUT) = 0" ] || fail "replaced output: $got"
got=$(renames "$ROOTSIG" splice "$T/sp.dxbc" "$T/rs.txt" -o "$T/sp.dxbc")
[ "$got" = "rename(TMP, OUT) = 0" ] || fail "in-place splice: $got"

# How an input is read (src/cli/io.c, cli_read_input): a regular file of
# 16 KB or more is mapped, private and writable; a smaller one, or one of
# whole pages (no zeros after it for the NUL the library reads up to), is read.
mapped_call() { # FILE: the mmap of FILE's length on a descriptor, if any
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" strace -f -qq -e trace=mmap -o "$T/trace" \
    "$ROOTSIG" check "$1" >/dev/null 2>&1 || fail "check $1"
  # (under valgrind, make memcheck, the address is valgrind's choice: MAP_FIXED at it)
  grep -E "mmap\((NULL|0x[0-9a-f]+), $(wc -c < "$1" | tr -d ' '), PROT_READ\|PROT_WRITE, MAP_PRIVATE(\|MAP_FIXED)?, [0-9]+, 0\)" "$T/trace"
}
{ printf 'CBV(b0),\n'; printf '// %020000d\n' 0; } > "$T/large.rs"
mapped_call "$T/large.rs" >/dev/null || { cat "$T/trace" >&2; fail "a large input was not mapped"; }
{ printf 'CBV(b0),\n'; printf '// %05000d\n' 0; } > "$T/small.rs"
! mapped_call "$T/small.rs" >/dev/null || fail "a small input was mapped"
{ printf 'CBV(b0),\n'; printf '// %020467d\n' 0; } > "$T/pages.rs"
[ "$(wc -c < "$T/pages.rs" | tr -d ' ')" = 20480 ] || fail "pages.rs is not 20480 bytes"
! mapped_call "$T/pages.rs" >/dev/null || fail "an input of whole pages was mapped"
exit 0
