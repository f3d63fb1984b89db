// How thinly a test's sweep (over samples, steps, tables, mutations) runs: every
// STICHPROBE_SWEEP_STRIDE-th item where that is set, the sanitizer build (tests/CMakeLists.txt),
// where each step costs 10-15 times as much; the GCC build runs every item. A sweep starts
// at a different offset per outer item, so the sanitizers still see every kind of step.
#pragma once
#include <cstddef>
#include <cstdlib>

namespace stichprobe::testing {

inline std::size_t sweep_stride() {
  const char* text = std::getenv("STICHPROBE_SWEEP_STRIDE");
  const long v = text ? std::atol(text) : 1;
  return v > 1 ? static_cast<std::size_t>(v) : 1;
}

// Whether item `i` of a sweep is run (offset: a number that differs per outer item).
inline bool in_sweep(std::size_t i, std::size_t offset = 0) { return (i + offset) % sweep_stride() == 0; }

}  // namespace stichprobe::testing
