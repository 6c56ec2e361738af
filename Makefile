# A thin layer over CMake (as cmark does): `make run`, `make test`.
# Both install what is missing when run as root on Debian, or print the
# exact apt-get command otherwise.

BUILD      ?= build
BUILD_ASAN ?= build-asan
BUILD_FUZZ ?= build-fuzz
BUILD_PGO  ?= build-pgo
BUILD_REL  ?= build-release
FUZZ_SECONDS ?= 60
ASAN_DIFF_COUNT ?= 50
ASAN_VALIDATE_DIFF_COUNT ?= 10
ASAN_DIFF_SEED ?= 20261125
ASAN_HLSL_DIFF_COUNT ?= 6
CMAKE_ARGS ?=
JOBS       ?= $(shell nproc 2>/dev/null || echo 2)

# Needed to build and run (and for the packaging tests: ninja-build for the
# CMake consumer, mandoc for the manual pages, bash-completion for its
# directory, locales for a second locale in the determinism test).
DEPS    = cmake make gcc pkg-config re2c lemon libcriterion-dev python3 \
          ninja-build mandoc man-db bash-completion locales libjansson-dev python3-jsonschema
# `make deb`: dpkg-shlibdeps computes the package's dependencies.
DEB_DEPS = dpkg-dev file
# The reference implementations the differential tests compare against.
ORACLES = clang-22 llvm-22 libvkd3d-dev

.PHONY: all build run test asan deps oracles clean bench fuzz memcheck deb deb-check pgo release

all: build

define install_missing
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null || exit 1; \
	  else \
	    echo "missing packages; run: sudo apt-get install -y$$missing"; exit 1; \
	  fi; \
	fi
endef

deps:
	$(call install_missing,$(DEPS))

oracles:
	$(call install_missing,$(ORACLES))

$(BUILD)/Makefile: CMakeLists.txt
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo $(CMAKE_ARGS)

build: deps $(BUILD)/Makefile
	cmake --build $(BUILD) -j $(JOBS)

# Compiles the bundled example end to end and prints what was produced.
run: build
	$(BUILD)/rootsig compile --emit part -o $(BUILD)/reference.rts0 examples/reference.rs
	@echo "compiled examples/reference.rs -> $(BUILD)/reference.rts0 ($$(wc -c < $(BUILD)/reference.rts0) bytes)"
	$(BUILD)/rootsig dump $(BUILD)/reference.rts0

# With warnings as errors (ROOTSIG_WERROR, also in CI, asan and fuzz): a
# plain build leaves them warnings, so a newer compiler cannot break it.
test: deps oracles
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DROOTSIG_WERROR=ON $(CMAKE_ARGS)
	cmake --build $(BUILD) -j $(JOBS)
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# The whole suite again under AddressSanitizer and UndefinedBehaviorSanitizer.
# The differential tests there draw other generated signatures than `make
# test` does (another seed), fewer of them: a sanitized process starts slowly,
# and new inputs find more than the same ones checked twice.
asan: deps oracles
	cmake -S . -B $(BUILD_ASAN) -DCMAKE_BUILD_TYPE=Debug -DROOTSIG_SANITIZE=ON -DROOTSIG_WERROR=ON $(CMAKE_ARGS)
	cmake --build $(BUILD_ASAN) -j $(JOBS)
	cd $(BUILD_ASAN) && ASAN_OPTIONS=detect_leaks=1 DIFF_COUNT=$(ASAN_DIFF_COUNT) \
	  VALIDATE_DIFF_COUNT=$(ASAN_VALIDATE_DIFF_COUNT) DIFF_SEED=$(ASAN_DIFF_SEED) \
	  VALIDATE_DIFF_SEED=$(ASAN_DIFF_SEED) HLSL_DIFF_COUNT=$(ASAN_HLSL_DIFF_COUNT) \
	  HLSL_DIFF_SEED=$(ASAN_DIFF_SEED) JSON_CHECK_COUNT=16 ctest --output-on-failure -j $(JOBS)

# A profile-guided build in $(BUILD_PGO) (GCC): instrumented, trained on
# typical inputs (tests/bench/pgo_train.py), compiled again with the profile.
# Every step runs each time, so the profile always matches the sources.
pgo: deps
	rm -rf $(BUILD_PGO)/pgo-data $(BUILD_PGO)/pgo-train
	cmake -S . -B $(BUILD_PGO) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBUILD_TESTING=OFF -DROOTSIG_PGO=generate $(CMAKE_ARGS)
	cmake --build $(BUILD_PGO) -j $(JOBS) --target rootsig_cli
	python3 tests/bench/pgo_train.py $(BUILD_PGO)/rootsig $(BUILD_PGO)/pgo-train
	cmake -S . -B $(BUILD_PGO) -DROOTSIG_PGO=use
	cmake --build $(BUILD_PGO) -j $(JOBS)

# A plain optimised build in $(BUILD_REL) (-O3 and LTO, no profile, no
# tests): what `make bench` measures and `make deb` packages.
release: deps
	cmake -S . -B $(BUILD_REL) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBUILD_TESTING=OFF $(CMAKE_ARGS)
	cmake --build $(BUILD_REL) -j $(JOBS)

# Speed (docs/performance.md): the in-process benchmark, then rootsig against
# clang-22 and llvm-as-22 on the same inputs, both of the optimised build
# (`make bench BUILD_REL=build-pgo` after `make pgo` measures that one).
# Prints figures; asserts nothing.
bench: release oracles
	$(call install_missing,hyperfine)
	$(BUILD_REL)/rootsig_bench
	python3 tests/bench/compare.py --rootsig $(BUILD_REL)/rootsig

# The libFuzzer targets under ASan + UBSan, FUZZ_SECONDS each (tests/fuzz).
fuzz: deps
	$(call install_missing,clang-22 libclang-rt-22-dev)
	cmake -S . -B $(BUILD_FUZZ) -DCMAKE_C_COMPILER=clang-22 -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DROOTSIG_SANITIZE=ON -DROOTSIG_FUZZ=ON -DROOTSIG_WERROR=ON -DBUILD_TESTING=OFF $(CMAKE_ARGS)
	cmake --build $(BUILD_FUZZ) -j $(JOBS)
	tests/fuzz/run.sh $(BUILD_FUZZ) $(FUZZ_SECONDS)

# The suite once under valgrind memcheck (tests/memcheck.sh).
memcheck: build
	$(call install_missing,valgrind)
	tests/memcheck.sh $(BUILD)

# A Debian package of the optimised build (CPack): program, both
# libraries, header, pkg-config file, CMake package, manual pages, bash
# completion. The build directory is configured for /usr while cpack runs
# (GNUInstallDirs then picks the multiarch libdir), then given back its own
# prefix.
deb: release
	$(call install_missing,$(DEB_DEPS))
	@prefix=$$(sed -n 's/^CMAKE_INSTALL_PREFIX:PATH=//p' $(BUILD_REL)/CMakeCache.txt); \
	rm -f $(BUILD_REL)/rootsig_*.deb; \
	cmake -S . -B $(BUILD_REL) -DCMAKE_INSTALL_PREFIX=/usr >/dev/null && \
	  (cd $(BUILD_REL) && cpack -G DEB); rc=$$?; \
	cmake -S . -B $(BUILD_REL) -DCMAKE_INSTALL_PREFIX="$$prefix" >/dev/null; exit $$rc

# CI: installs the package on this machine, uses it, removes it (root only).
deb-check: deb
	sh tests/pkg/deb.sh $(BUILD_REL) .

clean:
	rm -rf $(BUILD) $(BUILD_ASAN) $(BUILD_FUZZ) $(BUILD_PGO) $(BUILD_REL)
