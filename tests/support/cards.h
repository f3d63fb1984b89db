// Cards written as text in tests: "T21 F HK" -> the cards, in that order.
#pragma once
#include <string_view>
#include <vector>

#include "formats/card.h"

namespace stichprobe::test {

// Every token must be a THR card code (a test's own typo fails loudly).
std::vector<Card> cards_of(std::string_view text);

}  // namespace stichprobe::test
