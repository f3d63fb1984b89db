#include "formats/xml_positions.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include <cstring>

namespace stichprobe {

LineTable::LineTable(std::string_view bytes) : LineTable(bytes, 0, Pos{1, 1}) {}

LineTable::LineTable(std::string_view bytes, std::size_t skip, Pos origin) : size_(bytes.size()), origin_(origin) {
  skip = std::min(skip, bytes.size());
  starts_.reserve((bytes.size() - skip) / 32 + 1);
  starts_.push_back(skip);
  // Sixteen bytes at a time where SSE2 is there (every x86-64): lines are short, and a
  // memchr call per line costs more than the scan itself.
  const char* begin = bytes.data();
  const std::size_t n = bytes.size();
  std::size_t i = skip;
#if defined(__SSE2__)
  const __m128i newline = _mm_set1_epi8('\n');
  for (; i + 16 <= n; i += 16) {
    const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i*>(begin + i));
    auto mask = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(block, newline)));
    while (mask) {
      starts_.push_back(i + static_cast<std::size_t>(std::countr_zero(mask)) + 1);
      mask &= mask - 1;
    }
  }
#endif
  for (; i < n; ++i)
    if (begin[i] == '\n') starts_.push_back(i + 1);
}

Pos LineTable::at(std::size_t offset) const {
  offset = std::min(offset, size_);
  if (offset < starts_[0]) return origin_;
  std::size_t line;
  // Fast path: the same or one of the next few lines after the previous lookup.
  if (starts_[hint_] <= offset) {
    line = hint_;
    for (int step = 0; step < 8 && line + 1 < starts_.size() && starts_[line + 1] <= offset; ++step) ++line;
    if (line + 1 < starts_.size() && starts_[line + 1] <= offset)
      line = static_cast<std::size_t>(
                 std::upper_bound(starts_.begin() + static_cast<std::ptrdiff_t>(line), starts_.end(), offset) -
                 starts_.begin()) -
             1;
  } else {
    line = static_cast<std::size_t>(std::upper_bound(starts_.begin(), starts_.end(), offset) - starts_.begin()) - 1;
  }
  hint_ = line;
  if (line == 0) return Pos{origin_.line, static_cast<unsigned>(origin_.column + (offset - starts_[0]))};
  return Pos{static_cast<unsigned>(origin_.line + line), static_cast<unsigned>(offset - starts_[line] + 1)};
}

}  // namespace stichprobe
