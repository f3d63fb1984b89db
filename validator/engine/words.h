// A recorded word (a bid, a contract or outcome type, an option value) against one the
// rules know. The games ask this per call and per hand; std::string's == with a literal
// calls memcmp with a length known only at run time (issue 21: 2.8% of validation), while
// here the length is the literal's, so the compiler compares the bytes in place.
#pragma once
#include <cstddef>
#include <cstring>
#include <string_view>

namespace stichprobe::engine {

template <std::size_t N>
inline bool is_word(std::string_view s, const char (&word)[N]) {
  return s.size() == N - 1 && std::memcmp(s.data(), word, N - 1) == 0;
}

}  // namespace stichprobe::engine
