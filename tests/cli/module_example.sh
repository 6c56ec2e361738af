# examples/check_module.c (docs/api.md's embedder example) reports what `rootsig check` reports,
# on every metadata case and on a module of a few thousand entries, with the same exit status.
. "$CLI_DIR/lib.sh"
[ -x "${MODULE_EXAMPLE:-}" ] || { echo "SKIP: MODULE_EXAMPLE not set"; exit 77; }
CASES="$CLI_DIR/../cases/metadata"
n=0
for f in "$CASES"/*.ll; do
  "$ROOTSIG" check --color=never "$f" >/dev/null 2>"$T/cli"; want=$?
  "$MODULE_EXAMPLE" "$f" >"$T/ex" 2>"$T/ex_err"; got=$?
  # the example reads what check reads; a file check refuses by its options is not for it
  [ "$got" = "$want" ] || fail "$f: exit $got, rootsig check exits $want"
  cmp -s "$T/cli" "$T/ex" || { diff "$T/cli" "$T/ex" >&2; fail "$f: diagnostics differ"; }
  n=$((n + 1))
done
[ "$n" -gt 10 ] || fail "only $n metadata cases"
# a module whose entries draw warnings and errors, more than the limits, in order
# (the checked-in clang sample's entries: no clang needed, the same module every run)
CLANG=/nonexistent python3 "$CLI_DIR/../bench/modules.py" 300000 "$T/m.ll" >/dev/null || fail "modules.py"
"$ROOTSIG" check --color=never "$T/m.ll" >/dev/null 2>"$T/cli"; want=$?
"$MODULE_EXAMPLE" "$T/m.ll" >"$T/ex"; got=$?
[ "$got" = "$want" ] || fail "module: exit $got, rootsig check exits $want"
cmp -s "$T/cli" "$T/ex" || { diff "$T/cli" "$T/ex" | head >&2; fail "module: diagnostics differ"; }
[ -s "$T/ex" ] || fail "the module drew no diagnostic: the comparison shows nothing"
echo "module_example: $n cases and a module: ok"
