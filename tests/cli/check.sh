# check: validates without writing; DSL, compiled parts and containers alike.
. "$CLI_DIR/lib.sh"
expect 0 "" "$ROOTSIG" check --text 'CBV(b0), SRV(t0)'
[ ! -s "$T/out" ] || fail "check wrote to stdout"
# Two root CBVs on b0 overlap: exit 1 with the validator's ID.
expect 1 "" "$ROOTSIG" check --text 'CBV(b0), CBV(b0)'
grep -q 'RS2040' "$T/err" || fail "overlap not reported"
# Several files: the worst result wins, and every file is checked.
printf 'CBV(b0)' > "$T/good.rs"
printf 'CBV(b0), RootFlags(0x1)' > "$T/bad.rs"
expect 1 "" "$ROOTSIG" check "$T/good.rs" "$T/bad.rs"
grep -q "$T/bad.rs:1:20: error: hexadecimal" "$T/err" || fail "second file not checked"
# A compiled part whose visibility (bytes 28..31: parameter 0, second field) is 9.
"$ROOTSIG" compile --emit part -o "$T/p.bin" --text 'CBV(b0)' || fail compile
printf '\011' | dd of="$T/p.bin" bs=1 seek=28 conv=notrunc 2>/dev/null
expect 1 "$T/p.bin: error: root CBV [0] (b0, space 0): shader visibility 9 is not a D3D12_SHADER_VISIBILITY value (0 ALL, 1 VERTEX, 2 HULL, 3 DOMAIN, 4 GEOMETRY, 5 PIXEL, 6 AMPLIFICATION, 7 MESH) (at byte offset 28) [RS2007]
" "$ROOTSIG" check "$T/p.bin"
# The same part inside a container is judged the same way.
"$ROOTSIG" compile -o "$T/c.dxbc" --text 'CBV(b0), CBV(b0, visibility=SHADER_VISIBILITY_PIXEL)' && fail "overlap compiled"
"$ROOTSIG" compile -o "$T/c.dxbc" --text 'CBV(b0)' || fail compile
expect 0 "" "$ROOTSIG" check "$T/c.dxbc"
# Fix-its: shown under the caret line, and in clang's parseable form on request.
printf 'RootFlags(0,),\nCBV(b0, visibility = PIXEL)\n' > "$T/fix.rs"
expect 1 "$T/fix.rs:1:12: error: expected ')' after the root flags: RootFlags takes no trailing ',' [RS1010]
  RootFlags(0,),
             ^
fix-it:\"$T/fix.rs\":{1:12-1:13}:\"\"
$T/fix.rs:2:22: error: 'PIXEL' is not a shader visibility; did you mean 'SHADER_VISIBILITY_PIXEL'? [RS1026]
  CBV(b0, visibility = PIXEL)
                       ^~~~~
                       SHADER_VISIBILITY_PIXEL
fix-it:\"$T/fix.rs\":{2:22-2:27}:\"SHADER_VISIBILITY_PIXEL\"
" "$ROOTSIG" check -fdiagnostics-parseable-fixits "$T/fix.rs"
# Without the option, the removal is only in the message.
expect 1 "$T/fix.rs:1:12: error: expected ')' after the root flags: RootFlags takes no trailing ',' [RS1010]
  RootFlags(0,),
             ^
$T/fix.rs:2:22: error: 'PIXEL' is not a shader visibility; did you mean 'SHADER_VISIBILITY_PIXEL'? [RS1026]
  CBV(b0, visibility = PIXEL)
                       ^~~~~
                       SHADER_VISIBILITY_PIXEL
" "$ROOTSIG" check "$T/fix.rs"
# A module is read whole, or mapped (src/cli/io.c: regular files of 16 KB or
# more that are not a whole number of pages): checked and compiled, it gives
# the same output as from a pipe, whatever the size, with the last line (its
# error) read to its last byte; and it is checked on one thread.
awk 'BEGIN {
  n = 7000
  printf "!dx.rootsignatures = !{"
  for (i = 0; i < n; i++) printf "%s!%d", (i ? ", " : ""), 3 * i
  printf "}\n"
  for (i = 0; i < n; i++)
    printf "!%d = !{ptr @f%d, !%d, i32 2}\n!%d = !{!%d%s}\n!%d = !{!\"RootCBV\", i32 0, i32 %d, i32 0, i32 4}\n", 3 * i, i, 3 * i + 1, 3 * i + 1, 3 * i + 2, (i == n - 1 ? ", !999999" : ""), 3 * i + 2, i
}' > "$T/body.ll"
for size in 917503 917504 1048575 1048576 2105344 4194303 4194304; do
  pad=$((size - $(wc -c < "$T/body.ll") - 58)) # the last line: 58 bytes
  [ $pad -gt 2 ] || fail "the module body is too large for $size bytes"
  { printf ';%*s\n' $((pad - 2)) ''; cat "$T/body.ll"; printf '!999999 = !{!"RootCBV", i32 0, i32 1, i32 0, i32 77777777}'; } > "$T/h.ll"
  [ "$(wc -c < "$T/h.ll")" = $size ] || fail "the module is not $size bytes"
  "$ROOTSIG" check "$T/h.ll" 2> "$T/file.err"; rc=$?
  "$ROOTSIG" check --input metadata - < "$T/h.ll" 2> "$T/pipe.err"; [ $? = $rc ] || fail "$size: exit $rc from the file, not from the pipe"
  sed "s|<stdin>|$T/h.ll|" "$T/pipe.err" | cmp -s - "$T/file.err" || fail "$size bytes: stderr differs from the pipe's"
  grep -q "77777777" "$T/file.err" || fail "$size bytes: the last line not reported"
  "$ROOTSIG" compile --emit dsl --entry f6998 "$T/h.ll" > "$T/file.out" || fail "$size: compile"
  "$ROOTSIG" compile --emit dsl --entry f6998 --input metadata - < "$T/h.ll" | cmp -s - "$T/file.out" || fail "$size: compile differs from the pipe's"
done
if command -v strace >/dev/null && strace -o /dev/null true 2>/dev/null; then
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" strace -f -qq -e trace=clone,clone3 -o "$T/trace" "$ROOTSIG" check "$T/h.ll" 2>/dev/null
  ! grep -q 'CLONE_THREAD' "$T/trace" || { cat "$T/trace" >&2; fail "a module checked on more than one thread"; }
fi
echo "check: ok"
# A module's entries are checked in order on one thread: errors (decoding
# and validation, with notes) and warnings mixed, every limit met or not,
# nothing on stdout. -j is not an option.
expect 2 "rootsig: unknown option '-j'
Try 'rootsig --help'.
" "$ROOTSIG" check -j 2 "$T/h.ll"
{
  n=400
  printf '!dx.rootsignatures = !{'
  i=0; while [ $i -lt $n ]; do [ $i -gt 0 ] && printf ', '; printf '!%d' $((4 * i)); i=$((i + 1)); done
  printf '}\n'
  i=0
  while [ $i -lt $n ]; do
    e=$((4 * i))
    printf '!%d = !{ptr @f%d, !%d, i32 2}\n!%d = !{!%d, !%d}\n' $e $i $((e + 1)) $((e + 1)) $((e + 2)) $((e + 3))
    case $((i * 7 % 23)) in
    0) printf '!%d = !{!"NotAnElement", i32 0}\n!%d = !{!"RootFlags", i32 1}\n' $((e + 2)) $((e + 3)) ;;
    1 | 2) printf '!%d = !{!"RootCBV", i32 0, i32 3, i32 0, i32 4}\n!%d = !{!"RootCBV", i32 0, i32 3, i32 0, i32 4}\n' $((e + 2)) $((e + 3)) ;;
    3 | 4 | 5 | 6) printf '!%d = !{!"DescriptorTable", i32 0}\n!%d = !{!"RootFlags", i32 1}\n' $((e + 2)) $((e + 3)) ;;
    7 | 8 | 9) printf '!%d = !{!"RootCBV", i32 5, i32 0, i32 0, i32 4}\n!%d = !{!"RootFlags", i32 32}\n' $((e + 2)) $((e + 3)) ;;
    *) printf '!%d = !{!"RootCBV", i32 0, i32 0, i32 0, i32 4}\n!%d = !{!"RootFlags", i32 1}\n' $((e + 2)) $((e + 3)) ;;
    esac
    i=$((i + 1))
  done
} > "$T/m.ll"
for opts in "--max-errors 100000" "--max-errors 7" "" "-Werror --max-errors 300" "-Wno-RS2034 --max-errors 1000"; do
  # shellcheck disable=SC2086
  "$ROOTSIG" check $opts "$T/m.ll" > "$T/one.out" 2> "$T/one.err"; rc=$?
  [ "$rc" = 1 ] || fail "the module has errors ($opts): exit $rc"
  [ ! -s "$T/one.out" ] || fail "check $opts wrote to stdout"
  case $opts in *"max-errors 7"*) grep -q 'RS1099' "$T/one.err" || fail "no error limit met ($opts)" ;; esac
  case $opts in *"RS2034"*) ! grep -q 'RS2034' "$T/one.err" || fail "-Wno-RS2034 did not silence it" ;; esac
done
# The warning limit (RS5004) met after hundreds of records were shown
# (src/cli/cmd_check.c shows them a few hundred at a time as they come),
# and errors among the warnings, in every output format.
# The named list of a module of $1 entries, their first nodes $2 apart.
rs_list() {
  awk -v n="$1" -v s="$2" 'BEGIN {
    printf "!dx.rootsignatures = !{"
    for (i = 0; i < n; i++) printf "%s!%d", (i ? ", " : ""), s * i
    printf "}\n"
  }'
}
{ rs_list 1500 3; awk 'BEGIN {
  n = 1500
  for (i = 0; i < n; i++) {
    e = 3 * i
    printf "!%d = !{ptr @f%d, !%d, i32 2}\n!%d = !{!%d}\n", e, i, e + 1, e + 1, e + 2
    if (i % 97 == 5) printf "!%d = !{!\"NotAnElement\", i32 0}\n", e + 2
    else printf "!%d = !{!\"DescriptorTable\", i32 0}\n", e + 2
  }
}'; } > "$T/warn.ll"
for opts in "" "--diagnostics-format json" "--diagnostics-format sarif" "--max-errors 1200" "--max-errors 5"; do
  # shellcheck disable=SC2086
  "$ROOTSIG" check $opts "$T/warn.ll" > "$T/one.out" 2> "$T/one.err"; rc=$?
  [ "$rc" = 1 ] || fail "warn.ll has errors ($opts): exit $rc"
  case $opts in
  "" | *json*) grep -q 'RS5004' "$T/one.err" || fail "no warning limit met ($opts)" ;;
  *"max-errors 5") grep -q 'RS1099' "$T/one.err" || fail "no error limit met ($opts)" ;;
  esac
done
# No limit met (-Werror, --max-errors 100000): one input checked twice
# prints the same twice, as text and as JSON lines, its records shown in
# batches as they come.
for opts in "" "--diagnostics-format json"; do
  # shellcheck disable=SC2086
  "$ROOTSIG" check -Werror --max-errors 100000 $opts "$T/warn.ll" 2> "$T/one.err"; rc=$?
  [ $rc = 1 ] || fail "warn.ll -Werror $opts: exit $rc"
  [ "$(grep -c 'RS2' "$T/one.err")" -gt 1000 ] || fail "warn.ll -Werror $opts: under 1000 records"
  cat "$T/one.err" "$T/one.err" > "$T/two.want"
  # shellcheck disable=SC2086
  "$ROOTSIG" check -Werror --max-errors 100000 $opts "$T/warn.ll" "$T/warn.ll" 2> "$T/two.err"
  [ $? = 1 ] || fail "warn.ll twice $opts: exit"
  cmp -s "$T/two.want" "$T/two.err" || { diff "$T/two.want" "$T/two.err" | head >&2; fail "warn.ll $opts: one input and two print differently"; }
done
# A definition's `!N` is kept as a 16-bit length (the node table's
# rsig_md_node.def_len), and N may have any number of leading zeros, as in
# LLVM: a `!N` of 65 535 bytes and more is cut to that length, never to 0,
# which would make the node an inline one (not indexed: !3 neither defined
# twice nor defined). Each is checked like `!3`: the same exit, and the same
# diagnostics (the source lines differ: only their headers are compared).
for n in 65534 65535 65536 131071 200000; do
  for zeros in "" "$(head -c "$n" /dev/zero | tr '\0' '0')"; do
    printf '!dx.rootsignatures = !{!0}\n!0 = !{ptr @main, !1, i32 2}\n!1 = !{!2, !3}\n!2 = !{!"RootCBV", i32 0, i32 1, i32 0, i32 4}\n!%s3 = !{!"RootSRV", i32 0, i32 1, i32 0, i32 4}\n!3 = !{}\n' "$zeros" > "$T/long.ll"
    "$ROOTSIG" check --input metadata "$T/long.ll" > "$T/long.out" 2> "$T/long.err"
    echo "exit $?" > "$T/long.head"
    grep -E '^[^ ].*: (error|warning|note): ' "$T/long.err" >> "$T/long.head"
    [ -z "$zeros" ] && mv "$T/long.head" "$T/short.head"
  done
  cmp -s "$T/short.head" "$T/long.head" || { diff "$T/short.head" "$T/long.head" | head >&2; fail "!N of $((n + 2)) bytes: not as !3"; }
  grep -q 'RS3010' "$T/long.head" || fail "!N of $((n + 2)) bytes: no redefinition reported"
done
