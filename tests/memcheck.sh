#!/bin/sh
# memcheck.sh: the test suite once under valgrind memcheck; any invalid read
# or write, use of uninitialised memory or definite leak fails it.
#
#   tests/memcheck.sh BUILD_DIR [JOBS]
#
# Runs every unit test (Criterion workers followed with --trace-children),
# every data-driven case (run_case), and every CLI test and the real-world
# corpus with ROOTSIG pointing at a valgrind wrapper, JOBS at a time
# (default: the number of cores). The differential tests are left out: their
# time is the oracles', and what they feed rootsig is covered by the cases.
# Prints "memcheck: N passed, N failed"; exit status 0 when all are clean.
set -u
build=$(cd "${1:?usage: memcheck.sh BUILD_DIR [JOBS]}" && pwd)
jobs=${2:-$(nproc 2>/dev/null || echo 2)}
here=$(cd "$(dirname "$0")" && pwd)
command -v valgrind >/dev/null || { echo "memcheck.sh: valgrind is not installed" >&2; exit 2; }
VG="valgrind --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite --show-leak-kinds=definite --quiet"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A static rootsig (ROOTSIG_STATIC_CLI) keeps its heap from valgrind; the
# build then has the same program linked dynamically beside it.
cli="$build/rootsig"
[ -x "$build/rootsig-dynamic" ] && cli="$build/rootsig-dynamic"
printf '#!/bin/sh\nexec %s --trace-children=no "%s" "$@"\n' "$VG" "$cli" > "$work/rootsig"
chmod +x "$work/rootsig"

# One job per line: a name, a tab, the command (run by sh).
: > "$work/jobs"
job() { printf '%s\t%s\n' "$1" "$2" >> "$work/jobs"; }
for t in "$build"/tests/test_*; do
    # test_chaos sweeps 1024 arena layouts per path; 64 suffice here (ASan does all).
    # test_bindings: fewer random pipelines and allocation failures (ASan does all).
    [ -x "$t" ] && job "$(basename "$t")" "RSIG_CHAOS_STEP=256 RSIG_BINDINGS_QUICK=1 $VG --trace-children=yes '$t' --jobs 1 --color=never"
done
for c in "$here"/cases/*/*.rs "$here"/cases/*/*.ll "$here"/cases/*/*.bin; do
    [ -f "$c" ] && job "case $(basename "$c")" "$VG '$build/tests/run_case' '$c'"
done
for s in "$here"/cli/*.sh; do
    # malformed.sh patches 150 binaries (ASan and fuzz_rts0/fuzz_container cover those
    # reads); determinism.sh repeats one compile in 16 settings: both double CI's
    # valgrind time for paths the rest of the suite runs here already.
    case $s in */lib.sh|*/malformed.sh|*/determinism.sh) continue ;; esac
    job "cli $(basename "$s")" "ROOTSIG='$work/rootsig' EXAMPLE='$build/tests/example_build_in_code' MODULE_EXAMPLE='$build/tests/example_check_module' CLI_DIR='$here/cli' sh '$s'"
done
if [ -f "$here/diff/corpus.py" ] && command -v python3 >/dev/null; then
    job "corpus" "python3 '$here/diff/corpus.py' --rootsig '$work/rootsig'; r=\$?; [ \$r -eq 0 ] || [ \$r -eq 77 ]"
fi

# Each job leaves NAME.ok or NAME.fail (with its log) in $work/out.
mkdir "$work/out"
n=0
while IFS='	' read -r name cmd; do
    n=$((n + 1))
    printf '%s\0' "$n" "$name" "$cmd"
done < "$work/jobs" |
xargs -0 -n 3 -P "$jobs" sh -c '
    if sh -c "$3" > "$0/$1.log" 2>&1; then : > "$0/$1.ok"; else printf "%s\n" "$2" > "$0/$1.fail"; fi
' "$work/out"
pass=$(find "$work/out" -name '*.ok' | wc -l)
failed=0
for f in "$work"/out/*.fail; do
    [ -f "$f" ] || continue
    failed=$((failed + 1))
    echo "FAIL (memcheck): $(cat "$f")"
    tail -n 40 "${f%.fail}.log"
done
echo "memcheck: $pass passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$pass" -gt 0 ]
