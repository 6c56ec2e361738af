# --emit c-header: a C header whose array holds exactly the bytes that
# --emit container (or, with --embed part, --emit part) writes; checked by
# compiling the header with the C compiler and writing the array back out.
. "$CLI_DIR/lib.sh"
CC=${CC:-cc}
command -v "$CC" >/dev/null 2>&1 || { echo "no C compiler ($CC): skipped"; exit 77; }

printf 'RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4)), StaticSampler(s0)' > "$T/rs.rs"
expect 0 "" "$ROOTSIG" compile -o "$T/rs.cso" "$T/rs.rs"
expect 0 "" "$ROOTSIG" compile --emit part --version 1.0 -o "$T/rs.rts0" "$T/rs.rs"
expect 0 "" "$ROOTSIG" compile --emit c-header --name rs_main -o "$T/rs_main.h" "$T/rs.rs"
expect 0 "" "$ROOTSIG" compile --emit c-header --embed part --version 1.0 --name Part10 -o "$T/part.h" "$T/rs.rs"

# A program that includes both headers and writes each array to a file.
cat > "$T/dump.c" <<'C'
#include <stdio.h>
#include "rs_main.h"
#include "part.h"
#include "rs_main.h" /* the include guard */
static int out(const char *path, const unsigned char *p, size_t n)
{
    FILE *f = fopen(path, "wb");
    return f == NULL || fwrite(p, 1, n, f) != n || fclose(f) != 0;
}
/* The size macro is an integer constant expression. */
typedef char size_is_constant[RS_MAIN_SIZE == sizeof rs_main ? 1 : -1];
int main(int argc, char **argv)
{
    (void)argc;
    return out(argv[1], rs_main, RS_MAIN_SIZE) | out(argv[2], Part10, PART10_SIZE);
}
C
"$CC" -std=c11 -Wall -Wextra -Wpedantic -Werror -I"$T" -o "$T/dump" "$T/dump.c" || fail "the headers do not compile"
"$T/dump" "$T/a.bin" "$T/b.bin" || fail "dump program"
cmp -s "$T/a.bin" "$T/rs.cso" || fail "rs_main[] differs from --emit container's bytes"
cmp -s "$T/b.bin" "$T/rs.rts0" || fail "Part10[] differs from --emit part --version 1.0's bytes"

# Readable: 16 bytes a line, each as 0xhh; the comment says what and how many bytes.
n=$(wc -c < "$T/rs.cso" | tr -d ' ')
grep -q "^   Root signature 1.1, a DXContainer with its RTS0 part, $n bytes. \*/\$" "$T/rs_main.h" \
  || fail "header comment"
grep -q "^#define RS_MAIN_SIZE ${n}u\$" "$T/rs_main.h" || fail "size macro"
full=$(grep -c '^    \(0x[0-9a-f][0-9a-f], \)\{15\}0x[0-9a-f][0-9a-f],$' "$T/rs_main.h")
[ "$full" = $((n / 16)) ] || fail "$full full lines of 16 bytes, want $((n / 16))"

# Deterministic: another directory, a relative path, another locale: the same header.
mkdir "$T/other"
cp "$T/rs.rs" "$T/other/x.rs"
(cd "$T/other" && LC_ALL=C.UTF-8 "$ROOTSIG" compile --emit c-header --name rs_main -o h.h x.rs) || fail "compile in other dir"
cmp -s "$T/rs_main.h" "$T/other/h.h" || fail "the header depends on the path or the locale"

# Usage errors; no output written.
expect 2 "rootsig: --emit c-header needs --name NAME (the C array's name)
Try 'rootsig --help'.
" "$ROOTSIG" compile --emit c-header -o "$T/x.h" "$T/rs.rs"
expect 2 "rootsig: --name '9lives' starts with a digit
Try 'rootsig --help'.
" "$ROOTSIG" compile --emit c-header --name 9lives -o "$T/x.h" "$T/rs.rs"
expect 2 "rootsig: --name 'a-b' is not a C identifier (letters, digits and '_' only)
Try 'rootsig --help'.
" "$ROOTSIG" compile --emit c-header --name a-b -o "$T/x.h" "$T/rs.rs"
expect 2 "rootsig: --name 'class' is a C or C++ keyword
Try 'rootsig --help'.
" "$ROOTSIG" compile --emit c-header --name class -o "$T/x.h" "$T/rs.rs"
expect 2 "rootsig: --name goes with --emit c-header
Try 'rootsig --help'.
" "$ROOTSIG" compile --name x -o "$T/x.h" "$T/rs.rs"
expect 2 "rootsig: --embed goes with --emit c-header
Try 'rootsig --help'.
" "$ROOTSIG" compile --emit part --embed part -o "$T/x.h" "$T/rs.rs"
expect 2 "rootsig: unknown --embed kind 'metadata' (use container or part)
Try 'rootsig --help'.
" "$ROOTSIG" compile --emit c-header --name x --embed metadata -o "$T/x.h" "$T/rs.rs"
[ ! -e "$T/x.h" ] || fail "an output was written after a usage error"
# A rejected input writes nothing either (and keeps an existing header).
printf 'CBV(b0, space = -1)' > "$T/bad.rs"
expect 1 "" "$ROOTSIG" compile --emit c-header --name rs_main -o "$T/rs_main.h" "$T/bad.rs"
cmp -s "$T/rs_main.h" "$T/other/h.h" || fail "a failed compile changed the existing header"
exit 0
