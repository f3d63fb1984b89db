#include "formats/xml_positions.h"

#include <algorithm>
#include <cstring>

namespace stichprobe {

LineTable::LineTable(std::string_view bytes) : size_(bytes.size()) {
  starts_.reserve(bytes.size() / 32 + 1);
  starts_.push_back(0);
  const char* begin = bytes.data();
  const char* end = begin + bytes.size();
  for (const char* p = begin; p < end;) {
    const void* nl = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
    if (!nl) break;
    p = static_cast<const char*>(nl) + 1;
    starts_.push_back(static_cast<std::size_t>(p - begin));
  }
}

Pos LineTable::at(std::size_t offset) const {
  offset = std::min(offset, size_);
  std::size_t line;
  // Fast path: the same or one of the next few lines after the previous lookup.
  if (starts_[hint_] <= offset) {
    line = hint_;
    for (int step = 0; step < 8 && line + 1 < starts_.size() && starts_[line + 1] <= offset; ++step) ++line;
    if (line + 1 < starts_.size() && starts_[line + 1] <= offset)
      line = static_cast<std::size_t>(std::upper_bound(starts_.begin() + static_cast<std::ptrdiff_t>(line), starts_.end(), offset) -
                                      starts_.begin()) - 1;
  } else {
    line = static_cast<std::size_t>(std::upper_bound(starts_.begin(), starts_.end(), offset) - starts_.begin()) - 1;
  }
  hint_ = line;
  return Pos{static_cast<unsigned>(line + 1), static_cast<unsigned>(offset - starts_[line] + 1)};
}

}  // namespace stichprobe
