# Every target of ours gets the same warnings. They are errors only where the project's
# own scripts ask for it (scripts/build.sh, the test command): a packager's build with
# another compiler or optimisation level must not fail on a new warning.
function(stichprobe_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                                           -Wold-style-cast -Wimplicit-fallthrough)
  if(STICHPROBE_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
  # GCC 12 at -O3 (Release) warns -Wrestrict inside libstdc++ for every `"literal" +
  # std::string` (GCC bug 105329, fixed in 13): seven such lines here, none a real
  # overlap. Only there is it off, so the other builds' flags (and ccache) stay as they are.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE $<$<CONFIG:Release>:-Wno-restrict>)
  endif()
  # GCC 12 with ASan reports maybe-uninitialized inside Catch2's std::function
  # (a false positive in a system header's instantiation); only there is it relaxed.
  if(STICHPROBE_SANITIZE AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    target_compile_options(${target} PRIVATE -Wno-maybe-uninitialized)
  endif()
endfunction()
