#!/bin/sh
# The Debian package `make deb` built, installed on this machine and removed
# again (CI runs it; it needs root and changes the system):
#   - dpkg -i installs it (its dependencies are already there: libc6);
#   - rootsig --version, pkg-config --modversion rootsig, man -w rootsig(1)
#     and rootsig(3), the bash completion and the CMake package (the
#     cmake-consumer example against /usr, with Ninja) all work;
#   - apt-get remove removes every file it installed, and ldconfig forgets
#     librootsig.so.N; dpkg --purge then forgets the package.
#
#   deb.sh BUILD_DIR SOURCE_DIR
set -u
build=$(cd "${1:?usage: deb.sh BUILD_DIR SOURCE_DIR}" && pwd)
src=$(cd "${2:?usage: deb.sh BUILD_DIR SOURCE_DIR}" && pwd)
fail() { echo "FAIL: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || fail "deb.sh installs a package: run it as root"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

want=$(sed -n 's/^#define ROOTSIG_VERSION_STRING "\(.*\)"$/\1/p' "$build/include/rootsig.h")
deb=$(ls "$build"/rootsig_"$want"_*.deb 2>/dev/null | head -n 1)
[ -f "$deb" ] || fail "no $build/rootsig_${want}_*.deb (make deb first)"
dpkg-deb -f "$deb" Package Version Depends

dpkg -i "$deb" || fail "dpkg -i $deb"
dpkg -L rootsig | sort > "$T/files"

got=$(rootsig --version) || fail "rootsig --version"
[ "$got" = "rootsig $want (root signature versions 1.0, 1.1, 1.2)" ] || fail "rootsig --version: $got"
[ "$(command -v rootsig)" = /usr/bin/rootsig ] || fail "rootsig is $(command -v rootsig), not /usr/bin/rootsig"
[ "$(pkg-config --modversion rootsig)" = "$want" ] || fail "pkg-config --modversion rootsig"
ldconfig -p | grep -q "librootsig\.so\.${want%%.*} " || fail "ldconfig does not know librootsig.so.${want%%.*}"
man -w 1 rootsig >/dev/null && man -w 3 rootsig >/dev/null || fail "man -w rootsig"
[ -f /usr/share/bash-completion/completions/rootsig ] || fail "no bash completion"
rootsig compile -o "$T/x.cso" --text 'CBV(b0)' && rootsig verify "$T/x.cso" >/dev/null || fail "rootsig compile"
# Where the build linked the program statically (ROOTSIG_STATIC_CLI, -static-pie), the one
# installed has no dynamic loader: a one-shot compile pays for no library loading.
if grep -q '^ROOTSIG_STATIC_CLI:BOOL=ON$' "$build/CMakeCache.txt" 2>/dev/null; then
  readelf -l /usr/bin/rootsig | grep -q INTERP && fail "/usr/bin/rootsig has a dynamic loader"
fi

# The CMake package, found without a prefix.
cp -R "$src/examples/cmake-consumer" "$T/consumer"
gen="Unix Makefiles"
command -v ninja >/dev/null && gen=Ninja
cmake -S "$T/consumer" -B "$T/b" -G "$gen" >"$T/log" 2>&1 && cmake --build "$T/b" >>"$T/log" 2>&1 \
  && "$T/b/renderer" >>"$T/log" || { cat "$T/log"; fail "cmake-consumer against the installed package"; }
grep -q "^rootsig_DIR:PATH=/usr/lib/.*cmake/rootsig$" "$T/b/CMakeCache.txt" || fail "the consumer did not find /usr's package"

apt-get remove -y -qq rootsig >/dev/null || fail "apt-get remove rootsig"
dpkg -s rootsig 2>/dev/null | grep -q '^Status: install' && fail "rootsig is still installed"
left=""
while read -r f; do
  [ -f "$f" ] || [ -L "$f" ] && left="$left $f"
done < "$T/files"
[ -z "$left" ] || fail "left behind after apt-get remove:$left"
ldconfig -p | grep -q librootsig && fail "ldconfig still lists librootsig"
[ -e /usr/bin/rootsig ] && fail "/usr/bin/rootsig is still there"
# Its maintainer scripts keep a "config-files" record until purged: purge it.
dpkg --purge rootsig >/dev/null || fail "dpkg --purge rootsig"
dpkg -s rootsig >/dev/null 2>&1 && fail "rootsig still known to dpkg after --purge"
echo "deb: $(basename "$deb") installed, used and removed cleanly"
exit 0
