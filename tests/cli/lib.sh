# Shared helpers for the CLI tests. Each test is a sh script run by CTest with
# ROOTSIG pointing at the binary; it fails (exit 1) on the first mismatch.
set -u
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
# expect EXIT STDERR_FILE CMD...: runs CMD, compares exit code and exact stderr.
expect() {
  want_rc=$1; want_err=$2; shift 2
  "$@" >"$T/out" 2>"$T/err"; rc=$?
  [ "$rc" = "$want_rc" ] || { cat "$T/err" >&2; fail "exit $rc, want $want_rc: $*"; }
  if [ -n "$want_err" ]; then
    printf '%s' "$want_err" > "$T/want"
    cmp -s "$T/err" "$T/want" || { diff "$T/want" "$T/err" >&2; fail "stderr differs: $*"; }
  fi
}
