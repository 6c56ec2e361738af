# Install rules (GNUInstallDirs), the pkg-config file, the CMake package and
# the Debian package (`make deb`: CPack). Included from CMakeLists.txt.
include(CMakePackageConfigHelpers)

set(RSIG_CMAKE_DIR "${CMAKE_INSTALL_LIBDIR}/cmake/rootsig")
set(RSIG_BASHCOMP_DIR "${CMAKE_INSTALL_DATADIR}/bash-completion/completions"
    CACHE STRING "Where the bash completion of rootsig is installed (relative: under the prefix)")

install(TARGETS rootsig rootsig_shared rootsig_cli EXPORT rootsigTargets
  RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}"
  LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}" NAMELINK_COMPONENT Unspecified
  ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}")
install(FILES "${RSIG_PUBLIC_INCLUDE}/rootsig.h" DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}")

# pkg-config: relocatable (${pcfiledir}), so one file serves /usr, /usr/local,
# a staging directory and the Debian package alike.
set(_pcdir "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
if(IS_ABSOLUTE "${_pcdir}" OR IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  message(FATAL_ERROR "rootsig installs relocatably: give CMAKE_INSTALL_LIBDIR and "
                      "CMAKE_INSTALL_INCLUDEDIR relative to the prefix")
endif()
file(RELATIVE_PATH RSIG_PC_TO_PREFIX "/prefix/${_pcdir}" "/prefix")
string(REGEX REPLACE "/$" "" RSIG_PC_TO_PREFIX "${RSIG_PC_TO_PREFIX}")
set(RSIG_PC_LIBDIR "\${prefix}/${CMAKE_INSTALL_LIBDIR}")
set(RSIG_PC_INCLUDEDIR "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
configure_file(cmake/rootsig.pc.in "${CMAKE_CURRENT_BINARY_DIR}/rootsig.pc" @ONLY)
install(FILES "${CMAKE_CURRENT_BINARY_DIR}/rootsig.pc" DESTINATION "${_pcdir}")

# The CMake package.
install(EXPORT rootsigTargets NAMESPACE rootsig:: DESTINATION "${RSIG_CMAKE_DIR}")
configure_package_config_file(cmake/rootsigConfig.cmake.in
  "${CMAKE_CURRENT_BINARY_DIR}/rootsigConfig.cmake" INSTALL_DESTINATION "${RSIG_CMAKE_DIR}")
# 0.x: a minor release may change the API, so 0.1 accepts only 0.1.*.
if(PROJECT_VERSION_MAJOR EQUAL 0)
  set(_compat SameMinorVersion)
else()
  set(_compat SameMajorVersion)
endif()
write_basic_package_version_file("${CMAKE_CURRENT_BINARY_DIR}/rootsigConfigVersion.cmake"
  COMPATIBILITY ${_compat})
install(FILES "${CMAKE_CURRENT_BINARY_DIR}/rootsigConfig.cmake"
  "${CMAKE_CURRENT_BINARY_DIR}/rootsigConfigVersion.cmake"
  cmake/rootsigHelpers.cmake DESTINATION "${RSIG_CMAKE_DIR}")

# Manual pages and the bash completion.
install(FILES doc/rootsig.1 DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
install(FILES doc/rootsig.3 DESTINATION "${CMAKE_INSTALL_MANDIR}/man3")
install(FILES completion/rootsig.bash DESTINATION "${RSIG_BASHCOMP_DIR}" RENAME rootsig)
install(FILES README.md DESTINATION "${CMAKE_INSTALL_DOCDIR}")

# ---- `make deb` -------------------------------------------------------------
# One package, rootsig: program, both libraries, header, pkg-config file,
# CMake package, man pages, completion. Its dependencies come from
# dpkg-shlibdeps (dpkg-dev).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME rootsig)
set(CPACK_PACKAGE_VENDOR "rootsig developers")
# The package's Maintainer field: whoever builds and distributes the package.
set(ROOTSIG_DEB_MAINTAINER "rootsig maintainers <maintainers@users.noreply.a-seed-0fdbffe8.example>"
    CACHE STRING "Maintainer field of the Debian package (make deb): Name <email>")
set(CPACK_PACKAGE_CONTACT "${ROOTSIG_DEB_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "compiler for Direct3D 12 root signatures")
set(CPACK_PACKAGE_DESCRIPTION "rootsig compiles the HLSL root-signature language and LLVM
!dx.rootsignatures metadata to RTS0 parts and DXContainers, dumps, checks
and edits them. This package holds the rootsig program, the librootsig
static and shared libraries, its header, pkg-config file and CMake package
(with rootsig_add_root_signature()), the manual pages and bash completion.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "pkg-config, cmake (>= 3.20), bash-completion")
# ldconfig after installing or removing librootsig.so.N.
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
