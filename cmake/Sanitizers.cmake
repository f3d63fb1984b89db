# STICHPROBE_SANITIZE=ON instruments everything (tests run under ASan + UBSan).
if(STICHPROBE_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()
# The fuzzer build instruments our libraries for coverage (the harness links libFuzzer).
if(STICHPROBE_FUZZ)
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()
