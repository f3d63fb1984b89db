# Warnings are errors in every target of ours.
function(stichprobe_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                                           -Wold-style-cast -Wimplicit-fallthrough -Werror)
  # GCC 12 with ASan reports maybe-uninitialized inside Catch2's std::function
  # (a false positive in a system header's instantiation); only there is it relaxed.
  if(STICHPROBE_SANITIZE AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    target_compile_options(${target} PRIVATE -Wno-maybe-uninitialized)
  endif()
endfunction()
