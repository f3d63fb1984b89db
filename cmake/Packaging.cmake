# Install rules and the Debian package. `cmake --install build --prefix P` installs
# the programs, their man pages, bash and zsh completions, the THR schema and
# specification, the samples, and the replayer's desktop entry and icon;
# `cpack -G DEB` in the build folder wraps the same files in a .deb.
include(GNUInstallDirs)

# Man pages are installed gzipped, as Debian's policy asks (man reads either).
find_program(GZIP_EXECUTABLE gzip REQUIRED)
function(stichprobe_man_page page dependency)
  set(in ${CMAKE_BINARY_DIR}/share/man/man1/${page})
  add_custom_command(OUTPUT ${in}.gz COMMAND ${GZIP_EXECUTABLE} -9nc ${in} > ${in}.gz
                     DEPENDS ${in} ${dependency} COMMENT "Compressing ${page}")
  add_custom_target(${dependency}_gz ALL DEPENDS ${in}.gz)
  install(FILES ${in}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endfunction()

install(TARGETS stichprobe RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
stichprobe_man_page(stichprobe.1 stichprobe_docs)
install(FILES ${CMAKE_BINARY_DIR}/share/bash-completion/completions/stichprobe
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
install(FILES ${CMAKE_BINARY_DIR}/share/zsh/vendor-completions/_stichprobe
        DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)

# share/stichprobe: what `validate` reads without a path (samples/, found relative
# to the executable), the schema and the specification it implements.
install(FILES ${CMAKE_SOURCE_DIR}/schemas/hand-record.xsd ${CMAKE_SOURCE_DIR}/docs/hand-record-format.md
        DESTINATION ${CMAKE_INSTALL_DATADIR}/stichprobe)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/samples/ DESTINATION ${CMAKE_INSTALL_DATADIR}/stichprobe/samples)
install(FILES ${CMAKE_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
# The user's manuals the README links to (docs/...), beside it.
foreach(manual validating findings replayer recording games publishing output)
  install(FILES ${CMAKE_SOURCE_DIR}/docs/${manual}.md DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs)
endforeach()

# The replayer, whatever its options: its man page is its own --help, wrapped in roff.
if(TARGET stichprobe-replay)
  install(TARGETS stichprobe-replay RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  set(replay_man ${CMAKE_BINARY_DIR}/share/man/man1/stichprobe-replay.1)
  add_custom_command(OUTPUT ${replay_man}
    COMMAND ${CMAKE_COMMAND} -DREPLAY=$<TARGET_FILE:stichprobe-replay> -DOUT=${replay_man}
            -DVERSION=${PROJECT_VERSION} -P ${CMAKE_SOURCE_DIR}/cmake/ReplayManPage.cmake
    DEPENDS stichprobe-replay ${CMAKE_SOURCE_DIR}/cmake/ReplayManPage.cmake
    COMMENT "Writing the man page of stichprobe-replay from its --help")
  add_custom_target(stichprobe_replay_docs ALL DEPENDS ${replay_man})
  stichprobe_man_page(stichprobe-replay.1 stichprobe_replay_docs)
  install(FILES ${CMAKE_SOURCE_DIR}/packaging/stichprobe-replay.desktop
          DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${CMAKE_SOURCE_DIR}/packaging/stichprobe-replay.svg
          DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
endif()

# ---- the Debian package ----
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME stichprobe)
set(CPACK_PACKAGE_VENDOR "Stichprobe")
set(STICHPROBE_MAINTAINER "Stichprobe developers" CACHE STRING "The Debian package's Maintainer (name <email>)")
set(CPACK_PACKAGE_CONTACT "${STICHPROBE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "checks and replays hand records of tarock-family card games")
set(CPACK_PACKAGE_DESCRIPTION
    "stichprobe validate reads hand records of Dappen, Tapp, Tapp Tarock, Troggu and\n"
    "Tübinger Tarock in the THR XML format and reports every illegal call or play,\n"
    "wrong deal, miscounted points and wrong payout; stichprobe-replay steps through\n"
    "a hand card by card.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
# The shared libraries' packages come from dpkg-shlibdeps (libboost-program-options,
# libglfw3, libgl1, libstdc++6, libc6); the replayer also reads DejaVu Sans.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
if(TARGET stichprobe-replay)
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libgl1-mesa-dri")
endif()
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "bash-completion")
include(CPack)

# ---- tests: the generated pages and completions, and the package installed elsewhere ----
if(STICHPROBE_TESTS)
  add_test(NAME man-pages COMMAND ${CMAKE_SOURCE_DIR}/tests/package/check-docs.sh ${CMAKE_BINARY_DIR}
           WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  # Not of a sanitizer build: nobody installs that one.
  if(NOT STICHPROBE_SANITIZE)
    add_test(NAME package COMMAND ${CMAKE_SOURCE_DIR}/tests/package/check-package.sh ${CMAKE_BINARY_DIR}
             WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
    # cpack strips and compresses the programs: a test of its own, not beside every other.
    set_tests_properties(package PROPERTIES RUN_SERIAL TRUE TIMEOUT 600)
  endif()
endif()
