#!/bin/sh
# Differential test of the metadata reader/writer against clang-22 (see metadata_clang.py).
#
#   tests/diff/metadata_clang.sh [extra metadata_clang.py options]
#
# Environment:
#   ROOTSIG      our CLI (default: <repo>/build/rootsig)
#   DIFF_COUNT   cases per version (default 300)
#   DIFF_SEED    generator seed (default 20260101)
#   DIFF_JOBS    parallel jobs (default 2)
#   DIFF_KEEP    directory to keep failing cases in (default: none)
#   CLANG, LLVM_AS   tool overrides (clang-22, llvm-as-22)
#
# Exit status: 0 all agree; 1 a disagreement; 2 setup error; 77 skipped (no clang-22, no
# python3 or no rootsig binary) -- the CTest SKIP_RETURN_CODE.
set -u
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
ROOTSIG=${ROOTSIG:-$repo/build/rootsig}
: "${CLANG:=clang-22}"
export CLANG
if ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP: python3 not found"
    exit 77
fi
if ! command -v "$CLANG" >/dev/null 2>&1; then
    echo "SKIP: $CLANG not found"
    echo "0 passed, 0 failed"
    exit 77
fi
if [ ! -x "$ROOTSIG" ]; then
    echo "SKIP: rootsig binary '$ROOTSIG' not found"
    echo "0 passed, 0 failed"
    exit 77
fi
exec python3 "$here/metadata_clang.py" --rootsig "$ROOTSIG" "$@"
