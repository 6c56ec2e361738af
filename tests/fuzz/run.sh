#!/bin/sh
# run.sh: runs the libFuzzer targets, each for a bounded time, and prints
# how many inputs each one executed.
#
#   tests/fuzz/run.sh BUILD_DIR SECONDS [TARGET...]
#
# BUILD_DIR holds fuzz_* (a build configured with -DCMAKE_C_COMPILER=clang-22
# -DROOTSIG_SANITIZE=ON -DROOTSIG_FUZZ=ON; `make fuzz` does both). TARGET is
# dsl, rts0, container, metadata, roundtrip, psv0 or hlsl (default: all). The committed
# seeds in tests/fuzz/corpus/<target> are read, never written: new inputs go
# to BUILD_DIR/fuzz-corpus/<target>, crashes to BUILD_DIR/fuzz-crashes/.
# Exit status: 0 if no target found a problem, 1 otherwise.
set -u
here=$(cd "$(dirname "$0")" && pwd)
build=${1:?usage: run.sh BUILD_DIR SECONDS [TARGET...]}
secs=${2:?usage: run.sh BUILD_DIR SECONDS [TARGET...]}
shift 2
targets=${*:-dsl rts0 container metadata roundtrip psv0 hlsl}
mkdir -p "$build/fuzz-crashes"
status=0
for t in $targets; do
    bin="$build/fuzz_$t"
    if [ ! -x "$bin" ]; then
        echo "run.sh: $bin is missing (configure with -DROOTSIG_FUZZ=ON)" >&2
        exit 2
    fi
    case $t in
        metadata) dict="$here/metadata.dict" ;;
        hlsl) dict="$here/hlsl.dict" ;;
        rts0|container|psv0) dict="" ;;
        *) dict="$here/dsl.dict" ;;
    esac
    work="$build/fuzz-corpus/$t"
    mkdir -p "$work"
    log="$build/fuzz-$t.log"
    # -rss_limit_mb: a 1 MB input must never need more than a few hundred MB.
    ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$bin" -max_total_time="$secs" -max_len=65536 -rss_limit_mb=1024 -timeout=10 \
        -print_final_stats=1 -artifact_prefix="$build/fuzz-crashes/$t-" \
        ${dict:+-dict="$dict"} "$work" "$here/corpus/$t" >"$log" 2>&1
    rc=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1)
    if [ $rc -eq 0 ]; then
        echo "fuzz_$t: ${execs:-?} executions in ${secs}s, $cov, no problem found"
    else
        echo "fuzz_$t: FAILED after ${execs:-?} executions (exit $rc); see $log:"
        grep -E 'ERROR|SUMMARY|contract broken|runtime error' "$log" | head -n 5
        status=1
    fi
done
exit $status
