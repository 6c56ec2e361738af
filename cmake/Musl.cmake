# The rootsig program on musl (ROOTSIG_MUSL_CLI): the same sources built a
# second time, in ${PROJECT_BINARY_DIR}/musl, by GCC with musl's headers and
# libraries (Debian: musl-tools), linked statically as a position-independent
# executable. Included from CMakeLists.txt.
#
# Why: a program on glibc, static or not, starts by asking the processor for
# its features and caches with CPUID (init_cpu_features, init_cacheinfo: 43
# times in a static program that returns at once), and in a virtual machine
# each CPUID is a trap to the hypervisor: 5.5 us apiece on the project's (AMD
# EPYC, KVM), a quarter of a millisecond before main. musl asks nothing:
# `rootsig --version` takes 0.26 ms on musl, 0.62 on glibc, a one-shot
# compile 0.57 and 0.94 (/bin/true: 0.93), checking a 100 KB module a fifth
# less (docs/performance.md, "Seventeenth round"). The work after that is
# 1 to 5% slower on musl (its printf and memcpy, and the same functions of
# ours a few percent slower for a reason not found), so from about 1 MB the
# two take as long, and past 2 MB the one on glibc is 2 to 5% faster.
#
# The libraries (librootsig.a and .so, for programs on the system's glibc),
# the unit tests and rootsig_bench stay on glibc; only the program is built
# twice.
# Where the option is on, the musl program is the one installed (and in the
# Debian package) and the CLI tests run against both.
#
# jansson: Debian has no libjansson built for musl, so the musl program links
# Debian's libjansson.a, compiled against glibc. It calls three functions of
# glibc's _FORTIFY_SOURCE that musl lacks; src/cli/glibc_chk.c gives them
# glibc's meaning. Everything else it calls is C and POSIX with the same ABI
# (errno through __errno_location, FILE only by pointer, localeconv's first
# field). Its header is copied beside the build, since the musl build must
# not see /usr/include (glibc's headers).
set(ROOTSIG_MUSL_CLI AUTO CACHE STRING
    "Build the rootsig program on musl too and install that one: AUTO (where musl-tools is), ON, OFF")
set_property(CACHE ROOTSIG_MUSL_CLI PROPERTY STRINGS AUTO ON OFF)

set(RSIG_MUSL OFF)
if(NOT ROOTSIG_MUSL_CLI STREQUAL "OFF" AND NOT RSIG_MUSL_PROGRAM)
  set(_why "")
  string(REPLACE "-gnu" "-musl" _rsig_musl_arch "${CMAKE_LIBRARY_ARCHITECTURE}")
  find_path(RSIG_MUSL_INCLUDE NAMES stdio.h
    PATHS "/usr/include/${_rsig_musl_arch}" /usr/lib/musl/include NO_DEFAULT_PATH)
  find_path(RSIG_MUSL_LIBDIR NAMES rcrt1.o
    PATHS "/usr/lib/${_rsig_musl_arch}" /usr/lib/musl/lib NO_DEFAULT_PATH)
  if(NOT CMAKE_SYSTEM_NAME STREQUAL "Linux" OR NOT CMAKE_C_COMPILER_ID STREQUAL "GNU")
    set(_why "it needs GCC on Linux")
  elseif(RSIG_SANITIZED OR ROOTSIG_FUZZ)
    set(_why "not under the sanitizers")
  elseif(NOT _rsig_musl_arch MATCHES "-musl$" OR NOT RSIG_MUSL_INCLUDE OR NOT RSIG_MUSL_LIBDIR)
    set(_why "musl's headers and libraries were not found (Debian: musl-tools)")
  elseif(NOT RSIG_JANSSON_STATIC)
    set(_why "libjansson.a was not found (Debian: libjansson-dev)")
  else()
    find_path(RSIG_JANSSON_HEADER_DIR NAMES jansson.h HINTS ${JANSSON_INCLUDE_DIRS})
    if(NOT RSIG_JANSSON_HEADER_DIR OR NOT EXISTS "${RSIG_JANSSON_HEADER_DIR}/jansson_config.h")
      set(_why "jansson.h was not found")
    endif()
  endif()
  if(_why STREQUAL "")
    set(RSIG_MUSL ON)
  elseif(ROOTSIG_MUSL_CLI STREQUAL "ON")
    message(FATAL_ERROR "ROOTSIG_MUSL_CLI=ON, but ${_why}")
  else()
    message(STATUS "rootsig on musl: no (${_why})")
  endif()
endif()

if(RSIG_MUSL)
  message(STATUS "rootsig on musl: yes (${RSIG_MUSL_LIBDIR})")
  set(RSIG_MUSL_DIR "${PROJECT_BINARY_DIR}/musl")
  set(RSIG_MUSL_PROGRAM_FILE "${RSIG_MUSL_DIR}/rootsig")
  # GCC's musl-gcc.specs, with -static-pie (musl's rcrt1.o, no dynamic linker) added.
  configure_file(cmake/musl.specs.in "${PROJECT_BINARY_DIR}/musl.specs" @ONLY)
  file(MAKE_DIRECTORY "${PROJECT_BINARY_DIR}/musl-jansson")
  foreach(_h jansson.h jansson_config.h)
    configure_file("${RSIG_JANSSON_HEADER_DIR}/${_h}" "${PROJECT_BINARY_DIR}/musl-jansson/${_h}" COPYONLY)
  endforeach()
  if(CMAKE_GENERATOR MATCHES "Make")
    set(_build "$(MAKE)" rootsig_cli) # the parent's jobs (-j) shared with the sub-build
  else()
    set(_build ${CMAKE_COMMAND} --build <BINARY_DIR> --target rootsig_cli)
  endif()
  include(ExternalProject)
  ExternalProject_Add(rootsig_musl
    SOURCE_DIR "${PROJECT_SOURCE_DIR}"
    BINARY_DIR "${RSIG_MUSL_DIR}"
    PREFIX "${PROJECT_BINARY_DIR}/musl-ep"
    CMAKE_ARGS
      "-DCMAKE_C_COMPILER=${CMAKE_C_COMPILER}"
      "-DCMAKE_C_FLAGS=-specs=${PROJECT_BINARY_DIR}/musl.specs"
      "-DCMAKE_EXE_LINKER_FLAGS=-static-pie"
      "-DCMAKE_BUILD_TYPE=${CMAKE_BUILD_TYPE}"
      -DBUILD_TESTING=OFF
      -DROOTSIG_MUSL_CLI=OFF
      -DRSIG_MUSL_PROGRAM=ON
      "-DRSIG_MUSL_JANSSON=${RSIG_JANSSON_STATIC}"
      "-DRSIG_MUSL_JANSSON_INCLUDE=${PROJECT_BINARY_DIR}/musl-jansson"
      "-DROOTSIG_LTO=${ROOTSIG_LTO}"
      "-DROOTSIG_PGO=${ROOTSIG_PGO}"
      "-DROOTSIG_PGO_DIR=${ROOTSIG_PGO_DIR}/musl"
    BUILD_COMMAND ${_build}
    BUILD_ALWAYS ON # its sources are this project's: its own build knows what changed
    BUILD_BYPRODUCTS "${RSIG_MUSL_PROGRAM_FILE}"
    INSTALL_COMMAND "")
else()
  file(REMOVE "${PROJECT_BINARY_DIR}/musl.specs") # `make pgo` trains the program on musl where this is
endif()
