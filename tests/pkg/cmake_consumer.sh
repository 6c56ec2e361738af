#!/bin/sh
# examples/cmake-consumer against this build installed into a temporary
# prefix: find_package(rootsig CONFIG REQUIRED), rootsig_add_root_signature()
# with the Ninja and the Makefile generators. Each build runs the program;
# touching the .hlsl rebuilds exactly the root signature compiled from it; a
# mistake in a root signature fails the build with file:line:col in the log.
#
#   cmake_consumer.sh BUILD_DIR SOURCE_DIR
set -u
build=${1:?usage: cmake_consumer.sh BUILD_DIR SOURCE_DIR}
src=${2:?usage: cmake_consumer.sh BUILD_DIR SOURCE_DIR}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
command -v ninja >/dev/null || { echo "ninja is not installed (apt-get install ninja-build): skipped"; exit 77; }

cmake --install "$build" --prefix "$T/prefix" >/dev/null || fail "cmake --install"
# A copy of the example: the test touches and edits its files.
cp -R "$src/examples/cmake-consumer" "$T/src"

# mtime in nanoseconds.
age() { stat -c %.9Y "$1"; }
# build DIR LOG: builds, keeps the log, counts the root signatures compiled.
build() {
  cmake --build "$1" >"$2" 2>&1
}
compiled() { grep -c 'Compiling root signature' "$1"; }

# Ninja links the shared library, Make the static one.
for gen in Ninja "Unix Makefiles"; do
  b="$T/build-$(echo "$gen" | tr ' ' _)"
  static=OFF
  [ "$gen" = Ninja ] || static=ON
  cmake -S "$T/src" -B "$b" -G "$gen" -DCMAKE_PREFIX_PATH="$T/prefix" -DRENDERER_STATIC=$static \
    >"$T/log" 2>&1 || { cat "$T/log"; fail "$gen: configure"; }
  build "$b" "$T/log" || { cat "$T/log"; fail "$gen: build"; }
  [ "$(compiled "$T/log")" = 2 ] || { cat "$T/log"; fail "$gen: want 2 root signatures compiled"; }
  "$b/renderer" >"$T/out" || { cat "$T/out"; fail "$gen: renderer failed"; }
  grep -q ': ok$' "$T/out" || fail "$gen: renderer did not say ok"
  if readelf -d "$b/renderer" | grep -q 'NEEDED.*librootsig\.so'; then linked=ON; else linked=OFF; fi
  [ "$linked" != "$static" ] || fail "$gen: RENDERER_STATIC=$static, but librootsig.so needed: $linked"

  main="$b/rootsig/renderer/renderer_MainRS.cso"
  post="$b/rootsig/renderer/post_rs.h"
  [ -f "$main" ] && [ -f "$post" ] || fail "$gen: outputs not under the binary dir"
  # The container is what the installed rootsig writes for the same input.
  "$T/prefix/bin/rootsig" compile --define MainRS -I "$T/src/shaders/common" -D MAX_TEXTURES=16 \
    -o "$T/want.cso" "$T/src/shaders/renderer.hlsl" || fail "rootsig compile"
  cmp -s "$main" "$T/want.cso" || fail "$gen: the build's container differs from rootsig compile's"
  # DEFINES reached the preprocessor: 16 textures, not the header's default 8.
  "$T/prefix/bin/rootsig" dump "$main" | grep -q 'SRV t0 numDescriptors=16 ' \
    || { "$T/prefix/bin/rootsig" dump "$main"; fail "$gen: MAX_TEXTURES=16 did not reach the preprocessor"; }

  # Nothing to do: nothing compiled.
  build "$b" "$T/log" || fail "$gen: rebuild"
  [ "$(compiled "$T/log")" = 0 ] || { cat "$T/log"; fail "$gen: a no-op build compiled a root signature"; }

  # Touching the .hlsl, or the header it includes (known to the build only
  # through the depfile), rebuilds its signature, and only it.
  for touched in renderer.hlsl common/bindings.hlsli; do
    m0=$(age "$main"); p0=$(age "$post")
    sleep 0.01
    touch "$T/src/shaders/$touched"
    build "$b" "$T/log" || fail "$gen: build after touching $touched"
    [ "$(compiled "$T/log")" = 1 ] && grep -q 'Compiling root signature rootsig/renderer/renderer_MainRS.cso' "$T/log" \
      || { cat "$T/log"; fail "$gen: touching $touched did not rebuild exactly its signature"; }
    [ "$(age "$main")" != "$m0" ] || fail "$gen: renderer_MainRS.cso not rewritten after touching $touched"
    [ "$(age "$post")" = "$p0" ] || fail "$gen: post_rs.h rewritten though post.rs did not change"
    "$b/renderer" >/dev/null || fail "$gen: renderer after the rebuild"
  done

  # A mistake: the build fails and its log points at the file, line and column.
  cp "$T/src/shaders/post.rs" "$T/post.rs.good"
  printf 'RootFlags(0),\nCBV(b0, space = 4294967296)\n' > "$T/src/shaders/post.rs"
  build "$b" "$T/log" && { cat "$T/log"; fail "$gen: a bad root signature built"; }
  grep -q "^$T/src/shaders/post.rs:2:[0-9]*: error: " "$T/log" \
    || { cat "$T/log"; fail "$gen: no file:line:col error in the build log"; }
  [ "$(age "$post")" = "$p0" ] || fail "$gen: a failed compile replaced post_rs.h"
  cp "$T/post.rs.good" "$T/src/shaders/post.rs"
  build "$b" "$T/log" || { cat "$T/log"; fail "$gen: build after the fix"; }
  "$b/renderer" >/dev/null || fail "$gen: renderer after the fix"
  echo "$gen: ok"
done

# Mistakes in the call are configure errors that say what is wrong.
mkdir "$T/bad"
# (LANGUAGES NONE, for speed, leaves the multiarch lib/<triplet>/cmake unsearched: point at the package.)
cfgdir=$(dirname "$(find "$T/prefix" -name rootsigConfig.cmake)")
misuse() { # misuse "EXPECTED MESSAGE" ARGUMENTS...
  want=$1; shift
  printf 'cmake_minimum_required(VERSION 3.20)\nproject(bad LANGUAGES NONE)\nfind_package(rootsig CONFIG REQUIRED)\nadd_custom_target(t)\nrootsig_add_root_signature(%s)\n' "$*" > "$T/bad/CMakeLists.txt"
  rm -rf "$T/bad-build"
  cmake -S "$T/bad" -B "$T/bad-build" -Drootsig_DIR="$cfgdir" >"$T/log" 2>&1 \
    && fail "rootsig_add_root_signature($*) configured"
  tr -s ' \n' ' ' < "$T/log" | grep -qF "$want" || { cat "$T/log"; fail "no '$want' for rootsig_add_root_signature($*)"; }
}
misuse "rootsig_add_root_signature(t): VERSION '2.0' is not one of 1.0, 1.1, 1.2" t SOURCE a.rs VERSION 2.0
misuse "rootsig_add_root_signature(t): EMBED goes with EMIT c-header" t SOURCE a.rs EMBED part
misuse "rootsig_add_root_signature(t): SOURCE <file> is required" t EMIT part
misuse "rootsig_add_root_signature(t): give one of DEFINE, ENTRY and SUBOBJECT (not DEFINE, SUBOBJECT)" t SOURCE a.hlsl DEFINE A SUBOBJECT B
misuse "rootsig_add_root_signature(t): unknown arguments: FLAGS" t SOURCE a.rs FLAGS x
misuse "rootsig_add_root_signature(t): NAME 'a-b' is not a C identifier" t SOURCE a.rs NAME a-b
misuse "rootsig_add_root_signature: 'nosuch' is not a target" nosuch SOURCE a.rs
echo "misuse: ok"
exit 0
