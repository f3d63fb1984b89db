#include "formats/xml_tags.h"

#include <vector>

namespace stichprobe {
namespace {

bool name_char(char c) {
  return c != '>' && c != '/' && c != '=' && c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '<';
}

std::string name_at(std::string_view bytes, std::size_t i) {
  std::size_t end = i;
  while (end < bytes.size() && name_char(bytes[end])) ++end;
  return std::string(bytes.substr(i, end - i));
}

// The offset just past the '>' of the tag whose name starts at `i`, quotes respected;
// `self_closing` when it ends in "/>".
std::size_t tag_end(std::string_view bytes, std::size_t i, bool& self_closing) {
  char quote = 0;
  for (; i < bytes.size(); ++i) {
    const char c = bytes[i];
    if (quote) {
      if (c == quote) quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '>') {
      self_closing = bytes[i - 1] == '/';
      return i + 1;
    }
  }
  return bytes.size();
}

std::size_t skip_past(std::string_view bytes, std::size_t i, std::string_view end) {
  const std::size_t at = bytes.find(end, i);
  return at == std::string_view::npos ? bytes.size() : at + end.size();
}

}  // namespace

std::optional<OpenTag> open_element_before(std::string_view bytes, std::size_t start, std::size_t offset) {
  std::vector<OpenTag> open;
  std::size_t i = start;
  while (i < offset && i < bytes.size()) {
    const std::size_t lt = bytes.find('<', i);
    if (lt == std::string_view::npos || lt >= offset) break;
    const std::string_view rest = bytes.substr(lt);
    if (rest.starts_with("<!--")) {
      i = skip_past(bytes, lt + 4, "-->");
    } else if (rest.starts_with("<![CDATA[")) {
      i = skip_past(bytes, lt + 9, "]]>");
    } else if (rest.starts_with("<?")) {
      i = skip_past(bytes, lt + 2, "?>");
    } else if (rest.starts_with("<!")) {
      i = skip_past(bytes, lt + 2, ">");
    } else if (rest.starts_with("</")) {
      if (!open.empty()) open.pop_back();
      i = skip_past(bytes, lt + 2, ">");
    } else {
      bool self_closing = false;
      const std::string name = name_at(bytes, lt + 1);
      i = tag_end(bytes, lt + 1, self_closing);
      if (!self_closing && !name.empty()) open.push_back({name, lt});
    }
  }
  if (open.empty()) return std::nullopt;
  return open.back();
}

std::optional<OpenTag> end_tag_around(std::string_view bytes, std::size_t offset) {
  if (offset >= bytes.size()) return std::nullopt;
  const std::size_t lt = bytes.rfind('<', offset);
  if (lt == std::string_view::npos || lt + 1 >= bytes.size() || bytes[lt + 1] != '/') return std::nullopt;
  const std::size_t gt = bytes.find('>', lt);
  if (gt != std::string_view::npos && gt < offset) return std::nullopt;
  return OpenTag{name_at(bytes, lt + 2), lt};
}

}  // namespace stichprobe
