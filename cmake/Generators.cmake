# Build-time code generators: re2c (lexers) and lemon (parsers).
# Everything generated lands in ${RSIG_GEN_DIR}; nothing generated is committed.

find_program(RE2C_EXECUTABLE re2c REQUIRED)
find_program(LEMON_EXECUTABLE lemon REQUIRED)

execute_process(COMMAND "${RE2C_EXECUTABLE}" --vernum
                OUTPUT_VARIABLE RE2C_VERNUM OUTPUT_STRIP_TRAILING_WHITESPACE)
if(RE2C_VERNUM LESS 30000)
  message(FATAL_ERROR "re2c >= 3.0 required (found ${RE2C_VERNUM})")
endif()

# lemon.c and lempar.c are a matched pair: use the template shipped with the
# lemon we found (Debian/Ubuntu: /usr/share/lemon/lempar.c).
find_file(LEMON_TEMPLATE lempar.c
          HINTS /usr/share/lemon /usr/local/share/lemon
          NO_DEFAULT_PATH REQUIRED)

set(RSIG_GEN_DIR "${CMAKE_CURRENT_BINARY_DIR}/gen")
file(MAKE_DIRECTORY "${RSIG_GEN_DIR}")

# rsig_re2c(<out-var> <file.re> <room>) -> ${RSIG_GEN_DIR}/<room>/<name>.c
# Each room (src/<room>) has its own generated directory, so a room's include
# path holds only its own generated headers.
function(rsig_re2c out_var input room)
  get_filename_component(in "${input}" ABSOLUTE)
  get_filename_component(name "${input}" NAME_WE)
  file(MAKE_DIRECTORY "${RSIG_GEN_DIR}/${room}")
  set(out "${RSIG_GEN_DIR}/${room}/${name}.c")
  add_custom_command(
    OUTPUT  "${out}"
    COMMAND "${RE2C_EXECUTABLE}" -W -Werror --no-generation-date --no-version
            --depfile "${out}.d" -o "${out}" "${in}"
    MAIN_DEPENDENCY "${in}"
    DEPFILE "${out}.d"
    COMMENT "re2c ${name}.re"
    VERBATIM)
  set(${out_var} "${out}" PARENT_SCOPE)
endfunction()

# rsig_lemon(<out-var> <file.y> <room>) -> ${RSIG_GEN_DIR}/<room>/<name>.c, <name>.h (+ .out)
function(rsig_lemon out_var input room)
  get_filename_component(in "${input}" ABSOLUTE)
  get_filename_component(name "${input}" NAME_WE)
  file(MAKE_DIRECTORY "${RSIG_GEN_DIR}/${room}")
  set(out_c "${RSIG_GEN_DIR}/${room}/${name}.c")
  set(out_h "${RSIG_GEN_DIR}/${room}/${name}.h")
  add_custom_command(
    OUTPUT  "${out_c}" "${out_h}"
    BYPRODUCTS "${RSIG_GEN_DIR}/${room}/${name}.out"
    # -d<dir> and -T<file> take no space; lemon exits 1 on any conflict.
    COMMAND "${LEMON_EXECUTABLE}" "-d${RSIG_GEN_DIR}/${room}" "-T${LEMON_TEMPLATE}" "${in}"
    MAIN_DEPENDENCY "${in}"
    DEPENDS "${LEMON_TEMPLATE}"
    COMMENT "lemon ${name}.y"
    VERBATIM)
  set(${out_var} "${out_c}" "${out_h}" PARENT_SCOPE)
endfunction()
