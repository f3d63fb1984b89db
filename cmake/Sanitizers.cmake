# STICHPROBE_SANITIZE=ON instruments everything (tests run under ASan + UBSan).
if(STICHPROBE_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()
