# rootsigHelpers.cmake: compile root signatures at build time.
#
#   rootsig_add_root_signature(<target> SOURCE <file>
#       [DEFINE <macro> | ENTRY <function> | SUBOBJECT <name>]
#       [VERSION 1.0|1.1|1.2] [COMPAT llvm|dxc]
#       [EMIT container|part|c-header] [EMBED container|part] [NAME <symbol>]
#       [OUTPUT <variable>] [DEFINES <macro>[=<value>]...]
#       [INCLUDE_DIRECTORIES <dir>...])
#
# Adds a custom command that runs `rootsig compile` on SOURCE (a DSL file; an
# HLSL file with DEFINE, the macro naming the signature, ENTRY, the function
# whose [RootSignature] attribute to use, or SUBOBJECT, a root signature
# subobject; LLVM IR with ENTRY, the !dx.rootsignatures entry) and attaches
# its output to <target>:
#   EMIT container (default)  <binary dir>/rootsig/<target>/<NAME>.cso, a
#                             DXContainer holding the RTS0 part
#   EMIT part                 <binary dir>/rootsig/<target>/<NAME>.rts0
#   EMIT c-header             <binary dir>/rootsig/<target>/<NAME>.h, with
#                             `static const unsigned char NAME[]` holding the
#                             EMBED bytes (default: container) and NAME_SIZE;
#                             the directory is added to the target's include
#                             path, so `#include "<NAME>.h"` finds it.
# NAME defaults to SOURCE's name without its extension (and DEFINE's name
# appended for HLSL, or ENTRY's or SUBOBJECT's), made a C identifier. OUTPUT names a variable that
# receives the output's path. DEFINES and INCLUDE_DIRECTORIES (relative
# paths: to the current source directory) are passed to the HLSL
# preprocessor as -D and -I.
#
# The command writes a depfile: every file it read (an HLSL file's
# #includes too) is a dependency, with the Ninja and the Makefile generators
# alike (CMake 3.20 or newer); rootsig's own program is one as well.
# Diagnostics appear in the build log as `file:line:col: error: ...` with
# the absolute path of the file.
if(CMAKE_VERSION VERSION_LESS 3.20)
  message(FATAL_ERROR "rootsig_add_root_signature needs CMake 3.20 or newer")
endif()

function(rootsig_add_root_signature target)
  cmake_parse_arguments(PARSE_ARGV 1 RS ""
    "SOURCE;DEFINE;ENTRY;SUBOBJECT;VERSION;COMPAT;EMIT;EMBED;NAME;OUTPUT" "DEFINES;INCLUDE_DIRECTORIES")
  set(_fn "rootsig_add_root_signature")
  if(RS_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "${_fn}(${target}): unknown arguments: ${RS_UNPARSED_ARGUMENTS}")
  endif()
  if(RS_KEYWORDS_MISSING_VALUES)
    message(FATAL_ERROR "${_fn}(${target}): no value after ${RS_KEYWORDS_MISSING_VALUES}")
  endif()
  if(NOT TARGET "${target}")
    message(FATAL_ERROR "${_fn}: '${target}' is not a target (add_executable or add_library first)")
  endif()
  if(NOT RS_SOURCE)
    message(FATAL_ERROR "${_fn}(${target}): SOURCE <file> is required")
  endif()
  set(_picks)
  foreach(_p DEFINE ENTRY SUBOBJECT)
    if(DEFINED RS_${_p})
      list(APPEND _picks ${_p})
    endif()
  endforeach()
  list(LENGTH _picks _npicks)
  if(_npicks GREATER 1)
    string(REPLACE ";" ", " _picks "${_picks}")
    message(FATAL_ERROR "${_fn}(${target}): give one of DEFINE, ENTRY and SUBOBJECT (not ${_picks})")
  endif()
  if(NOT TARGET rootsig::cli)
    message(FATAL_ERROR "${_fn}: the rootsig::cli target is missing (find_package(rootsig) first)")
  endif()
  # (In a macro ${ARGN} is the macro's arguments, but a bare ARGN the function's.)
  macro(_rs_one_of var what)
    set(_rs_legal ${ARGN})
    if(DEFINED RS_${var} AND NOT RS_${var} IN_LIST _rs_legal)
      string(REPLACE ";" ", " _legal "${_rs_legal}")
      message(FATAL_ERROR "${_fn}(${target}): ${what} '${RS_${var}}' is not one of ${_legal}")
    endif()
  endmacro()
  _rs_one_of(VERSION "VERSION" 1.0 1.1 1.2)
  _rs_one_of(COMPAT "COMPAT" llvm dxc)
  _rs_one_of(EMIT "EMIT" container part c-header)
  _rs_one_of(EMBED "EMBED" container part)
  if(NOT DEFINED RS_EMIT)
    set(RS_EMIT container)
  endif()
  if(DEFINED RS_EMBED AND NOT RS_EMIT STREQUAL "c-header")
    message(FATAL_ERROR "${_fn}(${target}): EMBED goes with EMIT c-header")
  endif()

  get_filename_component(_src "${RS_SOURCE}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  if(NOT DEFINED RS_NAME)
    get_filename_component(RS_NAME "${_src}" NAME_WE)
    foreach(_p DEFINE ENTRY SUBOBJECT)
      if(DEFINED RS_${_p})
        string(APPEND RS_NAME "_${RS_${_p}}")
      endif()
    endforeach()
    string(MAKE_C_IDENTIFIER "${RS_NAME}" RS_NAME)
  elseif(NOT RS_NAME MATCHES "^[A-Za-z_][A-Za-z0-9_]*$")
    message(FATAL_ERROR "${_fn}(${target}): NAME '${RS_NAME}' is not a C identifier")
  endif()

  set(_dir "${CMAKE_CURRENT_BINARY_DIR}/rootsig/${target}")
  if(RS_EMIT STREQUAL "container")
    set(_out "${_dir}/${RS_NAME}.cso")
  elseif(RS_EMIT STREQUAL "part")
    set(_out "${_dir}/${RS_NAME}.rts0")
  else()
    set(_out "${_dir}/${RS_NAME}.h")
  endif()
  file(MAKE_DIRECTORY "${_dir}")

  set(_args compile --emit "${RS_EMIT}")
  if(RS_EMIT STREQUAL "c-header")
    list(APPEND _args --name "${RS_NAME}")
    if(DEFINED RS_EMBED)
      list(APPEND _args --embed "${RS_EMBED}")
    endif()
  endif()
  if(DEFINED RS_DEFINE)
    list(APPEND _args --define "${RS_DEFINE}")
  endif()
  if(DEFINED RS_ENTRY)
    list(APPEND _args --entry "${RS_ENTRY}")
  endif()
  if(DEFINED RS_SUBOBJECT)
    list(APPEND _args --subobject "${RS_SUBOBJECT}")
  endif()
  if(DEFINED RS_VERSION)
    list(APPEND _args --version "${RS_VERSION}")
  endif()
  if(DEFINED RS_COMPAT)
    list(APPEND _args --compat "${RS_COMPAT}")
  endif()
  foreach(_d IN LISTS RS_DEFINES)
    list(APPEND _args "-D${_d}")
  endforeach()
  set(_incdeps)
  foreach(_i IN LISTS RS_INCLUDE_DIRECTORIES)
    get_filename_component(_i "${_i}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND _args "-I${_i}")
  endforeach()
  set(_dep "${_out}.d")
  list(APPEND _args -MF "${_dep}" -o "${_out}" "${_src}")

  file(RELATIVE_PATH _shown "${CMAKE_BINARY_DIR}" "${_out}")
  add_custom_command(OUTPUT "${_out}"
    COMMAND rootsig::cli ${_args}
    DEPENDS "${_src}" "$<TARGET_FILE:rootsig::cli>"
    DEPFILE "${_dep}"
    COMMENT "Compiling root signature ${_shown}"
    VERBATIM)
  target_sources(${target} PRIVATE "${_out}")
  if(RS_EMIT STREQUAL "c-header")
    target_include_directories(${target} PRIVATE "${_dir}")
  endif()
  if(DEFINED RS_OUTPUT)
    set(${RS_OUTPUT} "${_out}" PARENT_SCOPE)
  endif()
endfunction()
