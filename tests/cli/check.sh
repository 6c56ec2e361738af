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
# A module of 1.08 to 8 MB checked alone has its context's memory in huge
# pages (cli_read_region; at 1.5 MB they run out and malloc's 4 KB pages take
# the rest); below 2 MB its text is read into them too, from 2 MB it is
# mapped (read where it is a whole number of pages: nothing ends it). Below
# 1 135 958 bytes, the 2 MB page and the program's own 1.25 MB would be more
# than 3 bytes a byte: mapped, no huge page. The program on musl
# (CLI_LIBC=musl), whose own pages are 0.45 MB, uses huge pages from 1 MB.
# the same output as from a pipe, whatever the size, with the last line (its
# error) read to its last byte.
awk 'BEGIN {
  n = 7000
  printf "!dx.rootsignatures = !{"
  for (i = 0; i < n; i++) printf "%s!%d", (i ? ", " : ""), 3 * i
  printf "}\n"
  for (i = 0; i < n; i++)
    printf "!%d = !{ptr @f%d, !%d, i32 2}\n!%d = !{!%d%s}\n!%d = !{!\"RootCBV\", i32 0, i32 %d, i32 0, i32 4}\n", 3 * i, i, 3 * i + 1, 3 * i + 1, 3 * i + 2, (i == n - 1 ? ", !999999" : ""), 3 * i + 2, i
}' > "$T/body.ll"
for size in 917503 917504 1048575 1048576 1135957 1135958 1500000 2098152 2105344 4194303 4194304 8388607 8388608; do
  pad=$((size - $(wc -c < "$T/body.ll") - 58)) # the last line: 58 bytes
  [ $pad -gt 2 ] || fail "the module body is too large for $size bytes"
  { printf ';%*s\n' $((pad - 2)) ''; cat "$T/body.ll"; printf '!999999 = !{!"RootCBV", i32 0, i32 1, i32 0, i32 77777777}'; } > "$T/h.ll"
  [ "$(wc -c < "$T/h.ll")" = $size ] || fail "the module is not $size bytes"
  "$ROOTSIG" check "$T/h.ll" 2> "$T/file.err"; rc=$?
  "$ROOTSIG" check --input metadata - < "$T/h.ll" 2> "$T/pipe.err"; [ $? = $rc ] || fail "$size: exit $rc from the file, not from the pipe"
  sed "s|<stdin>|$T/h.ll|" "$T/pipe.err" | cmp -s - "$T/file.err" || fail "$size bytes: stderr differs from the pipe's"
  grep -q "77777777" "$T/file.err" || fail "$size bytes: the last line not reported"
  # eight threads, more than the pieces it is read in and the parts it is indexed in: the same
  "$ROOTSIG" check -j 8 "$T/h.ll" 2> "$T/j8.err"; [ $? = $rc ] || fail "$size: exit with -j 8"
  cmp -s "$T/j8.err" "$T/file.err" || fail "$size bytes: stderr with -j 8 differs"
  "$ROOTSIG" compile --emit dsl --entry f6998 "$T/h.ll" > "$T/file.out" || fail "$size: compile"
  "$ROOTSIG" compile --emit dsl --entry f6998 --input metadata - < "$T/h.ll" | cmp -s - "$T/file.out" || fail "$size: compile differs from the pipe's"
  # Where the kernel gives huge pages, a module of 1 135 958 bytes to 8 MB is
  # read whole into them, a smaller one is not (strace).
  if [ $size -ge 917503 ] && [ $size -lt 8388608 ] && command -v strace >/dev/null &&
     ! grep -q '\[never\]' /sys/kernel/mm/transparent_hugepage/enabled /sys/kernel/mm/transparent_hugepage/defrag 2>/dev/null &&
     strace -o /dev/null true 2>/dev/null; then
    ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" strace -f -qq -e trace=madvise,pread64,clone,clone3 -o "$T/trace" "$ROOTSIG" check "$T/h.ll" 2>/dev/null
    # By default, from 896 KB on, check starts a second thread as it reads the module, where
    # there are two processors: for its index in two parts (where what follows the functions
    # is 896 KB or more) and its entries in two parts (from 2 MB; on musl, CLI_LIBC=musl,
    # from 1 MB). Below, none.
    from=917504
    if [ "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)" -ge 2 ]; then
      threads=$(grep -c 'CLONE_THREAD' "$T/trace")
      if [ $size -ge $from ]; then
        [ "$threads" -ge 1 ] || { cat "$T/trace" >&2; fail "$size bytes: checked on one thread"; }
      else
        [ "$threads" = 0 ] || { cat "$T/trace" >&2; fail "$size bytes: checked on $((threads + 1)) threads"; }
      fi
    fi
    region_from=1135958 # the program on musl, whose own pages are fewer: from 1 MB
    [ "${CLI_LIBC:-}" = musl ] && region_from=1048576
    # read whole with pread, in pieces on the threads where there are two (cli/io.c read_shared;
    # pieces of 256 KB or more: a sanitizer reads the program's own headers with pread too)
    read=$(awk '/pread64/ && $(NF - 1) == "=" && $NF >= 65536 { total += $NF } END { print total + 0 }' "$T/trace")
    if [ $size -ge 2097152 ] && [ $((size % 4096)) != 0 ]; then
      grep -q "madvise(.*, [0-9]*, MADV_HUGEPAGE" "$T/trace" && [ "$read" = 0 ] ||
        { cat "$T/trace" >&2; fail "$size bytes: not mapped beside a huge page"; }
    elif [ $size -ge $region_from ]; then
      grep -q "madvise(.*, [0-9]*, MADV_HUGEPAGE" "$T/trace" && [ "$read" = $size ] ||
        { cat "$T/trace" >&2; fail "$size bytes: not read into a huge page"; }
    elif [ "$read" != 0 ]; then
      cat "$T/trace" >&2; fail "$size bytes: read into a huge page past the 3 bytes a byte"
    fi
  fi
done
echo "check: ok"
# -j/--jobs: a module's entries decoded on several threads print what one
# thread prints, byte for byte, whatever the limit: errors (decoding and
# validation, with notes) and warnings mixed, the error limit met in any part.
expect 2 "rootsig: --jobs needs a number from 1 to 64, not '0'
Try 'rootsig --help'.
" "$ROOTSIG" check -j 0 "$T/m.ll"
expect 2 "rootsig: --jobs needs a number from 1 to 64, not '65'
Try 'rootsig --help'.
" "$ROOTSIG" check --jobs=65 "$T/m.ll"
expect 2 "rootsig: --jobs needs a number from 1 to 64, not '-2'
Try 'rootsig --help'.
" "$ROOTSIG" check --jobs -2 "$T/m.ll"
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
  "$ROOTSIG" check -j 1 $opts "$T/m.ll" > "$T/one.out" 2> "$T/one.err"; want=$?
  [ "$want" = 1 ] || fail "the module has errors ($opts): exit $want"
  case $opts in *"max-errors 7"*) grep -q 'RS1099' "$T/one.err" || fail "no error limit met ($opts)" ;; esac
  for j in 2 3 7 64; do
    # shellcheck disable=SC2086
    "$ROOTSIG" check -j $j $opts "$T/m.ll" > "$T/j.out" 2> "$T/j.err"; rc=$?
    [ "$rc" = "$want" ] || fail "-j $j $opts: exit $rc, want $want"
    cmp -s "$T/one.err" "$T/j.err" || { diff "$T/one.err" "$T/j.err" | head >&2; fail "-j $j $opts: stderr differs"; }
    [ ! -s "$T/j.out" ] || fail "-j $j: wrote to stdout"
  done
done
# Each part after the first is printed from its own context
# (rootsig_diag_append_shown): the warning limit (RS5004) met in the second
# or a later part, and errors among the warnings, in every output format.
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
  "$ROOTSIG" check -j 1 $opts "$T/warn.ll" > "$T/one.out" 2> "$T/one.err"; want=$?
  [ "$want" = 1 ] || fail "warn.ll has errors ($opts): exit $want"
  case $opts in
  "" | *json*) grep -q 'RS5004' "$T/one.err" || fail "no warning limit met ($opts)" ;;
  *"max-errors 5") grep -q 'RS1099' "$T/one.err" || fail "no error limit met ($opts)" ;;
  esac
  for j in 2 3 7; do
    # shellcheck disable=SC2086
    "$ROOTSIG" check -j $j $opts "$T/warn.ll" > "$T/j.out" 2> "$T/j.err"; rc=$?
    [ "$rc" = "$want" ] || fail "warn.ll -j $j $opts: exit $rc, want $want"
    cmp -s "$T/one.err" "$T/j.err" || { diff "$T/one.err" "$T/j.err" | head >&2; fail "warn.ll -j $j $opts: stderr differs"; }
  done
done
# A module is also read in parts at once (-j, the library's runner; from
# 896 KB after its functions, which this one has none of, 448 KB a part at
# least, and 8 MB here for many parts): the same output as one thread, for
# every part count.
{ rs_list 60000 4; awk 'BEGIN {
  n = 60000
  for (i = 0; i < n; i++) {
    e = 4 * i
    printf "!%d = !{ptr @f%d, !%d, i32 2}\n!%d = !{!%d, !%d}\n", e, i, e + 1, e + 1, e + 2, e + 3
    k = (i * 7) % 23
    if (k == 0) printf "!%d = !{!\"NotAnElement\", i32 0}\n!%d = !{!\"RootFlags\", i32 1}\n", e + 2, e + 3
    else if (k < 3) printf "!%d = !{!\"RootCBV\", i32 0, i32 3, i32 0, i32 4}\n!%d = !{!\"RootCBV\", i32 0, i32 3, i32 0, i32 4}\n", e + 2, e + 3
    else if (k < 7) printf "!%d = !{!\"DescriptorTable\", i32 0}\n!%d = !{}\n", e + 2, e + 3
    else printf "!%d = !{!\"RootCBV\", i32 0, i32 %d, i32 0, i32 4}\n!%d = !{!\"RootFlags\", i32 1}\n", e + 2, i, e + 3
  }
}'; } > "$T/big.ll"
[ "$(wc -c < "$T/big.ll")" -gt 8500000 ] || fail "the module is under 8 MB: not read in parts"
"$ROOTSIG" check -j 1 --max-errors 100000 "$T/big.ll" 2> "$T/one.err"; [ $? = 1 ] || fail "big.ll has errors"
for j in 2 3; do
  "$ROOTSIG" check -j $j --max-errors 100000 "$T/big.ll" 2> "$T/j.err"; [ $? = 1 ] || fail "-j $j: exit"
  cmp -s "$T/one.err" "$T/j.err" || { diff "$T/one.err" "$T/j.err" | head >&2; fail "big.ll -j $j: stderr differs"; }
done
# Two threads on one processor, each stopped for the other in turn: a
# thread whose run cannot be printed yet (one before it is not done) goes on
# with the entries after it in the same context (run_extend). What it prints
# is what one thread prints, past the warning limit and past the error limit
# (-Werror), every time; with an error for every entry and no limit met, a
# run stops going on once it holds 2 048 records (CHECK_EXTEND_RECORDS).
awk 'BEGIN { n = 20000
  printf "!dx.rootsignatures = !{"
  for (i = 0; i < n; i++) printf "%s!%d", (i ? ", " : ""), 3 * i
  printf "}\n"
  for (i = 0; i < n; i++) {
    printf "!%d = !{ptr @f%d, !%d, i32 2}\n!%d = !{!%d}\n", 3 * i, i, 3 * i + 1, 3 * i + 1, 3 * i + 2
    if (i % 97 == 0) printf "!%d = !{!\"NotAnElement\", i32 0}\n", 3 * i + 2
    else printf "!%d = !{!\"DescriptorTable\", i32 %d}\n", 3 * i + 2, i % 8
  }
}' > "$T/warn.ll"
if command -v taskset >/dev/null && taskset -c 0 true 2>/dev/null; then
  for opts in "--max-errors 1000" "-Werror" "-Werror --max-errors 100000"; do
    "$ROOTSIG" check -j 1 $opts "$T/warn.ll" 2> "$T/one.err"; rc=$?
    [ $rc = 1 ] || fail "warn.ll $opts: exit $rc"
    for i in 1 2 3 4 5 6; do
      taskset -c 0 "$ROOTSIG" check -j 2 $opts "$T/warn.ll" 2> "$T/j.err"; [ $? = $rc ] || fail "warn.ll $opts on one processor: exit"
      cmp -s "$T/one.err" "$T/j.err" || { diff "$T/one.err" "$T/j.err" | head >&2; fail "warn.ll $opts on one processor: stderr differs"; }
    done
  done
fi
# The diagnostics' stream block: from a lone module's huge pages (1 to 8 MB,
# cli_read_region and cli_diag_lend_block), from malloc for two inputs (no
# region). The same bytes for each input, as text and as JSON lines, and the
# stream closed before the region goes (cli_diag_end_stream).
[ "$(wc -c < "$T/warn.ll")" -gt 1200000 ] || fail "warn.ll is under 1.2 MB: no region"
for opts in "" "--diagnostics-format json"; do
  # shellcheck disable=SC2086
  "$ROOTSIG" check -Werror --max-errors 100000 $opts "$T/warn.ll" 2> "$T/one.err"; rc=$?
  [ $rc = 1 ] || fail "warn.ll -Werror $opts: exit $rc"
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
