// What a start-end tag mismatch left open: pugixml says only where it noticed the
// mismatch; this light scan of the bytes up to there names the element still open
// and where it was opened, so the finding can name both tags.
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace stichprobe {

struct OpenTag {
  std::string name;
  std::size_t offset = 0;  // of its '<'
};

// The innermost element open just before `offset`, scanning from `start` (comments,
// processing instructions, CDATA and quoted attribute values skipped).
std::optional<OpenTag> open_element_before(std::string_view bytes, std::size_t start, std::size_t offset);

// The end tag whose '<' is at or before `offset` within the same tag: its name and
// the offset of its '<'; nullopt when `offset` is not inside an end tag.
std::optional<OpenTag> end_tag_around(std::string_view bytes, std::size_t offset);

}  // namespace stichprobe
