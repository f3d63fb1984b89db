#include "tests/support/cards.h"

#include <stdexcept>
#include <string>

namespace stichprobe::test {

std::vector<Card> cards_of(std::string_view text) {
  constexpr std::string_view kSpaces = " \t\n\r";
  auto space = [&](char c) { return kSpaces.find(c) != std::string_view::npos; };
  std::vector<Card> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && space(text[i])) ++i;
    const std::size_t start = i;
    while (i < text.size() && !space(text[i])) ++i;
    if (start == i) break;
    const std::string_view token = text.substr(start, i - start);
    const auto card = parse_card_code(token);
    if (!card) throw std::invalid_argument("not a THR card code in a test: '" + std::string(token) + "'");
    out.push_back(*card);
  }
  return out;
}

}  // namespace stichprobe::test
