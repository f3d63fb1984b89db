#include "validator/cli/allocator.h"

#include <cstdlib>  // defines __GLIBC__ on glibc systems
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace stichprobe::cli {

void tune_allocator() {
#if defined(__GLIBC__)
  constexpr int kMiB = 1 << 20;
  mallopt(M_TOP_PAD, 16 * kMiB);
  mallopt(M_TRIM_THRESHOLD, 64 * kMiB);
#endif
}

}  // namespace stichprobe::cli
