#!/bin/sh
# The bash completion (completion/rootsig.bash): commands, for each command
# exactly the options `rootsig COMMAND --help` lists (the option table's),
# option values, #define names from the HLSL file on the line, file names.
#
#   completion.sh ROOTSIG SOURCE_DIR
set -u
rootsig=${1:?usage: completion.sh ROOTSIG SOURCE_DIR}
src=$(cd "${2:?usage: completion.sh ROOTSIG SOURCE_DIR}" && pwd)
command -v bash >/dev/null || { echo "bash is not installed: skipped"; exit 77; }
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# complete WORD...: the completions bash offers for the last word, sorted, one a line.
complete_words() {
  (cd "$T" && bash --norc --noprofile -c '
    . "$0"
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
    COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
    _rootsig
    printf "%s\n" "${COMPREPLY[@]}" | LC_ALL=C sort' "$src/completion/rootsig.bash" "$@")
}
check() { # check "WANT (space-separated)" WORD...
  want=$1; shift
  got=$(complete_words "$@" | tr '\n' ' ' | sed 's/ $//')
  [ "$got" = "$want" ] || fail "completing '$*': got '$got', want '$want'"
}

check "check compile" rootsig c
check "decompile diff dump dxc" rootsig d
check "rootsig_1_0 rootsig_1_1 rootsig_1_2" rootsig dxc -T ""
check "-Fh -Fo" rootsig dxc -F
check "--about --help --version" rootsig --
check "1.0 1.1 1.2 lowest" rootsig compile --version ""
check "dxc llvm" rootsig check --compat ""
check "auto dsl hlsl metadata" rootsig compile --input ""
check "check compile" rootsig help c
check "c-header container dsl hlsl metadata part" rootsig compile --emit ""
check "container part" rootsig extract --emit ""
check "container part" rootsig compile --embed ""
check "-MD -MF -MP -MT" rootsig compile -M

printf '#define MainRS "CBV(b0)"\n  #  define Post_RS "RootFlags(0)"\n#define MainRS2 1\n' > "$T/rs.hlsl"
check "MainRS MainRS2" rootsig compile rs.hlsl --define M
check "MainRS MainRS2 Post_RS" rootsig compile rs.hlsl -E ""
: > "$T/second.rs"
check "second.rs" rootsig compile se
check "rs.hlsl" rootsig compile -o r
mkdir "$T/incdir"
check "incdir" rootsig compile -I inc

# help_options COMMAND: the options `rootsig COMMAND --help` lists, one a line, sorted
# (-Wno-RSnnnn as its prefix -Wno-, --color[=WHEN] as --color).
help_options() {
  "$rootsig" "$1" --help | sed -n '/^Options:/,/^$/p' | grep -o '^  -[^ ,]*\|, -[^ ,]*' |
    sed 's/^, //; s/^  //; s/RSnnnn$//; s/\[=[A-Z]*\]$//' | LC_ALL=C sort -u
}
# Every command is offered exactly the options its --help lists: none it would
# refuse ("does not apply"), none missing.
total=0
for cmd in compile check dump splice extract strip verify decompile diff; do
  help_options "$cmd" > "$T/help"
  [ "$(wc -l < "$T/help")" -ge 7 ] || fail "read only $(wc -l < "$T/help") options from rootsig $cmd --help"
  complete_words rootsig "$cmd" - > "$T/offered"
  extra=$(LC_ALL=C comm -13 "$T/help" "$T/offered" | tr '\n' ' ')
  missing=$(LC_ALL=C comm -23 "$T/help" "$T/offered" | tr '\n' ' ')
  [ -z "$extra" ] || fail "'rootsig $cmd' is offered options it does not take: $extra"
  [ -z "$missing" ] || fail "'rootsig $cmd' is not offered options it takes: $missing"
  total=$((total + $(wc -l < "$T/help")))
done
echo "completion: ok ($total options of 9 commands)"
exit 0
