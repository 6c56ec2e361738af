#!/bin/sh
# Differential test: rootsig's RTS0 bytes vs LLVM (clang-22 + yaml2obj-22) and vkd3d-shader.
#
#   tests/diff/run.sh [extra run.py options]
#
# Environment:
#   ROOTSIG      our CLI (default: <repo>/build/rootsig)
#   DIFF_COUNT   cases per version (default 300)
#   DIFF_SEED    generator seed (default 20260101)
#   DIFF_JOBS    parallel jobs (default 2)
#   DIFF_KEEP    directory to keep the generated cases + oracle bytes in (default: none)
#   CLANG, YAML2OBJ, PKG_CONFIG, CC   tool overrides
#
# Exit status: 0 every byte agrees; 1 a disagreement; 2 setup error; 77 skipped (no oracle, or
# no rootsig binary) -- the CTest SKIP_RETURN_CODE.
# The last two lines are "diff: N passed, M failed" and "N passed, M failed".
set -u

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
ROOTSIG=${ROOTSIG:-$repo/build/rootsig}
: "${DIFF_COUNT:=300}" "${DIFF_SEED:=20260101}" "${DIFF_JOBS:=2}"
: "${CLANG:=clang-22}" "${YAML2OBJ:=yaml2obj-22}" "${PKG_CONFIG:=pkg-config}" "${CC:=cc}"
export CLANG YAML2OBJ

if ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP: python3 not found"
    exit 77
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/rsdiff.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM

# ---- vkd3d driver (optional)
vkd3d_arg=
if cflags=$("$PKG_CONFIG" --cflags --libs libvkd3d-shader 2>/dev/null); then
    # shellcheck disable=SC2086
    if "$CC" -std=c11 -O1 -o "$tmp/vkd3d_serialize" "$here/vkd3d_serialize.c" $cflags 2>"$tmp/cc.log"; then
        vkd3d_arg="--vkd3d=$tmp/vkd3d_serialize"
    else
        echo "note: building the vkd3d driver failed:"; sed 's/^/  /' "$tmp/cc.log"
    fi
else
    echo "note: pkg-config libvkd3d-shader not found"
fi

have_llvm=no
if command -v "$CLANG" >/dev/null 2>&1 && command -v "$YAML2OBJ" >/dev/null 2>&1; then
    have_llvm=yes
fi
if [ "$have_llvm" = no ] && [ -z "$vkd3d_arg" ]; then
    echo "SKIP: no oracle available (need $CLANG + $YAML2OBJ, or libvkd3d-shader + a C compiler)"
    echo "0 passed, 0 failed"
    exit 77
fi

if [ -x "$ROOTSIG" ]; then
    set -- "--rootsig=$ROOTSIG" "$@"
else
    echo "note: rootsig binary '$ROOTSIG' not found: running the oracle self-check only"
fi
[ -n "$vkd3d_arg" ] && set -- "$vkd3d_arg" "$@"
[ -n "${DIFF_KEEP:-}" ] && set -- --keep "$DIFF_KEEP" "$@"

PYTHONDONTWRITEBYTECODE=1 python3 "$here/run.py" --count "$DIFF_COUNT" --seed "$DIFF_SEED" \
    --jobs "$DIFF_JOBS" "$@"
