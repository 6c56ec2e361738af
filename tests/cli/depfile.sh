# Depfiles of `rootsig compile`: -MD, -MF FILE, -MT TARGET, -MP. Every file
# read is listed, in Make syntax (GCC's escapes), written atomically, and only
# when the compile succeeds.
. "$CLI_DIR/lib.sh"

printf 'CBV(b0)' > "$T/rs.rs"

# -MD: beside -o, the output's extension replaced by .d; the target is the output.
expect 0 "" "$ROOTSIG" compile -MD -o "$T/rs.cso" "$T/rs.rs"
printf '%s: \\\n  %s\n' "$T/rs.cso" "$T/rs.rs" > "$T/want.d"
cmp -s "$T/want.d" "$T/rs.d" || { diff "$T/want.d" "$T/rs.d" >&2; fail "-MD depfile"; }
# An output without an extension gets .d appended; a dot in a directory is not an extension.
mkdir "$T/dir.x"
expect 0 "" "$ROOTSIG" compile -MD -o "$T/dir.x/out" "$T/rs.rs"
[ -f "$T/dir.x/out.d" ] || fail "-MD beside an output without an extension"

# -MF names the depfile; -MT (repeatable, joined or separate) names the targets, as given.
expect 0 "" "$ROOTSIG" compile -MD -MF "$T/x.dep" -MT 'obj/a$(X).o' -MTsecond -o "$T/rs.cso" "$T/rs.rs"
printf 'obj/a$(X).o second: \\\n  %s\n' "$T/rs.rs" > "$T/want.d"
cmp -s "$T/want.d" "$T/x.dep" || { diff "$T/want.d" "$T/x.dep" >&2; fail "-MF/-MT depfile"; }
# -MF alone writes a depfile too (-MFfile joined), also with the output on stdout given -MT.
expect 0 "" "$ROOTSIG" compile "-MF$T/y.d" -MT out.bin -o - "$T/rs.rs"
printf 'out.bin: \\\n  %s\n' "$T/rs.rs" > "$T/want.d"
cmp -s "$T/want.d" "$T/y.d" || fail "-MF without -MD"

# Escaping: spaces and tabs get a backslash (backslashes before them doubled), '$' is '$$', '#' is '\#'.
mkdir "$T/sp ace"
printf 'CBV(b0)' > "$T/sp ace/a\\ b\$c#d.rs"
(cd "$T/sp ace" && "$ROOTSIG" compile -MD -o 'o u$t#.cso' 'a\ b$c#d.rs') || fail "compile odd names"
printf 'o\\ u$$t\\#.cso: \\\n  a\\\\\\ b$$c\\#d.rs\n' > "$T/want.d"
cmp -s "$T/want.d" "$T/sp ace/o u\$t#.d" || { diff "$T/want.d" "$T/sp ace/o u\$t#.d" >&2; fail "escapes"; }

# Make reads it back: up to date after the compile, out of date once the input is newer.
cat > "$T/sp ace/Makefile" <<'MK'
o\ u$$t\#.cso:
	true
include o\ u$$t\#.d
MK
(cd "$T/sp ace" && make -q -s >/dev/null 2>&1) || fail "make: not up to date after compile"
touch -d '@'$(( $(date +%s) - 100 )) "$T/sp ace/o u\$t#.cso"
(cd "$T/sp ace" && make -q -s >/dev/null 2>&1) && fail "make: did not see the newer input"

# Ninja too (its depfile parser, deps = gcc): a second run has nothing to do.
if command -v ninja >/dev/null 2>&1; then
  mkdir "$T/nj"
  printf 'CBV(b0)' > "$T/nj/in put.rs"
  cat > "$T/nj/build.ninja" <<NJ
rule rs
  command = "$ROOTSIG" compile -MD -o \$out \$in
  depfile = \$out.d
  deps = gcc
build out.cso: rs in\$ put.rs
NJ
  # -MD of out.cso writes out.d; ninja is told out.cso.d: name it with -MF instead.
  sed -i 's|-MD -o|-MF $out.d -o|' "$T/nj/build.ninja"
  (cd "$T/nj" && ninja >/dev/null) || fail "ninja build"
  (cd "$T/nj" && ninja -n | grep -q 'no work to do') || fail "ninja: work after a clean build"
  touch -d '@'$(( $(date +%s) - 100 )) "$T/nj/out.cso"
  (cd "$T/nj" && ninja -n | grep -q 'no work to do') && fail "ninja: did not see the newer input"
fi

# On an error: neither output nor depfile is written; an old depfile stays as it was.
printf 'CBV(b0' > "$T/bad.rs"
printf 'old\n' > "$T/bad.d"
expect 1 "" "$ROOTSIG" compile -MD -o "$T/bad.cso" "$T/bad.rs"
[ "$(cat "$T/bad.d")" = old ] || fail "depfile changed on error"
[ ! -e "$T/bad.cso" ] || fail "output written on error"
# No temporary files are left beside it.
[ -z "$(ls "$T" | grep tmp)" ] || fail "temporary files left"

# A depfile that cannot be written: exit 2, and no output either.
rm -f "$T/rs.cso"
expect 2 "" "$ROOTSIG" compile -MF "$T/nodir/rs.d" -o "$T/rs.cso" "$T/rs.rs"
[ ! -e "$T/rs.cso" ] || fail "output written although the depfile was not"

# Usage errors.
expect 2 "rootsig: -MD writes the depfile beside the output: it needs -o FILE (or name the depfile with -MF FILE)
Try 'rootsig --help'.
" "$ROOTSIG" compile -MD "$T/rs.rs"
expect 2 "rootsig: the depfile's target is the output file: give -o FILE or -MT TARGET
Try 'rootsig --help'.
" "$ROOTSIG" compile -MF "$T/z.d" "$T/rs.rs"
expect 2 "rootsig: -MT names the depfile's target; it needs -MD or -MF FILE
Try 'rootsig --help'.
" "$ROOTSIG" compile -MT x -o "$T/rs.cso" "$T/rs.rs"
expect 2 "rootsig: -MP adds to a depfile; it needs -MD or -MF FILE
Try 'rootsig --help'.
" "$ROOTSIG" compile -MP -o "$T/rs.cso" "$T/rs.rs"
expect 2 "rootsig: -MD does not apply to check
Try 'rootsig check --help'.
" "$ROOTSIG" check -MD "$T/rs.rs"
expect 2 "rootsig: option '-MF' needs a value
Try 'rootsig --help'.
" "$ROOTSIG" compile -o "$T/rs.cso" "$T/rs.rs" -MF
