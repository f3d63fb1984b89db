// Byte offsets -> line:column. pugixml reports offsets only, so the reader builds
// one table of line starts per file and maps every element and card token through it.
#pragma once
#include <cstddef>
#include <string_view>
#include <vector>

#include "formats/finding.h"

namespace stichprobe {

class LineTable {
 public:
  explicit LineTable(std::string_view bytes);
  // For a part of a file read on its own (reading as the bytes arrive): the first
  // `skip` bytes stand for no place of their own and map to `origin`, the rest begin
  // at `origin`.
  LineTable(std::string_view bytes, std::size_t skip, Pos origin);
  // Line and byte column (both from 1) of `offset`; offsets past the end map to the end.
  Pos at(std::size_t offset) const;

 private:
  std::vector<std::size_t> starts_;  // offset of the first byte of each line
  std::size_t size_;
  Pos origin_{1, 1};              // the place of starts_[0]
  mutable std::size_t hint_ = 0;  // lookups mostly go forward through the file
};

}  // namespace stichprobe
