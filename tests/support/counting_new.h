// A counting global operator new for a benchmark or a test binary that measures
// allocations: include it in exactly ONE source of that binary (it defines the replaced
// operators), then read allocations_so_far(). Not for sanitizer builds (it would replace
// the sanitizer's own). GCC cannot see that the replaced new and delete pair malloc with free.
#pragma once
#include <atomic>
#include <cstdlib>
#include <new>

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif

namespace stichprobe::testing {
inline std::atomic<long> g_allocations{0};
inline long allocations_so_far() { return g_allocations.load(std::memory_order_relaxed); }
}  // namespace stichprobe::testing

void* operator new(std::size_t n) {
  stichprobe::testing::g_allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n) { return operator new(n); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
