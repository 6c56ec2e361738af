#!/bin/sh
# examples/pkg-config-consumer against this build installed into a temporary
# prefix: `cc $(pkg-config --cflags --libs rootsig)`, linked dynamically
# (librootsig.so.N is NEEDED) and statically (-static: it is not), both run;
# each compiles a root signature to the same bytes as `rootsig compile`.
#
#   pkgconfig_consumer.sh BUILD_DIR SOURCE_DIR
set -u
build=${1:?usage: pkgconfig_consumer.sh BUILD_DIR SOURCE_DIR}
src=${2:?usage: pkgconfig_consumer.sh BUILD_DIR SOURCE_DIR}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$T/prefix" >/dev/null || fail "cmake --install"
# lib/ or lib/<multiarch>/, as GNUInstallDirs chose for the build's prefix.
pc=$(find "$T/prefix" -name rootsig.pc)
[ -f "$pc" ] || fail "no rootsig.pc installed"
pcdir=$(dirname "$pc")
libdir=$(dirname "$pcdir")
export PKG_CONFIG_PATH="$pcdir"
export PKG_CONFIG_LIBDIR="$pcdir" # this prefix only, not a system-wide rootsig
want=$(sed -n 's/^#define ROOTSIG_VERSION_STRING "\(.*\)"$/\1/p' "$build/include/rootsig.h")
[ "$(pkg-config --modversion rootsig)" = "$want" ] || fail "pkg-config --modversion: want $want"
# Relocatable: the paths point into the prefix it was installed in.
[ "$(cd "$(pkg-config --variable=libdir rootsig)" && pwd -P)" = "$(cd "$libdir" && pwd -P)" ] \
  || fail "libdir $(pkg-config --variable=libdir rootsig)"

cp -R "$src/examples/pkg-config-consumer" "$T/src"
make -s -C "$T/src" >"$T/log" 2>&1 || { cat "$T/log"; fail "make (cc \$(pkg-config ...))"; }

readelf -d "$T/src/compile-rs" | grep -q 'NEEDED.*\[librootsig\.so\.' \
  || fail "compile-rs does not load librootsig.so"
readelf -d "$T/src/compile-rs-static" | grep -q 'NEEDED' \
  && fail "compile-rs-static needs a shared library"

dsl='RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 3)), StaticSampler(s1)'
"$T/prefix/bin/rootsig" compile --emit part -o "$T/want.rts0" --text "$dsl" || fail "rootsig compile"
LD_LIBRARY_PATH="$libdir" "$T/src/compile-rs" "$dsl" > "$T/dyn.rts0" || fail "compile-rs (dynamic) failed"
"$T/src/compile-rs-static" "$dsl" > "$T/static.rts0" || fail "compile-rs-static failed"
cmp -s "$T/dyn.rts0" "$T/want.rts0" || fail "the dynamically linked program's part differs from rootsig compile's"
cmp -s "$T/static.rts0" "$T/want.rts0" || fail "the statically linked program's part differs from rootsig compile's"
# A mistake: diagnostics from the library, exit 1.
"$T/src/compile-rs-static" 'CBV(b0, space = x)' >/dev/null 2>"$T/err" && fail "a bad signature compiled"
grep -q '^<argument>:1:[0-9]*: error: ' "$T/err" || { cat "$T/err"; fail "no diagnostic"; }
echo "pkg-config consumer: dynamic and static ok"
exit 0
