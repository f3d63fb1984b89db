#include "formats/card.h"

namespace stichprobe {
namespace {
constexpr std::array<const char*, kRankCount> kRankCodes{"1", "2",  "3", "4", "5", "6", "7", "8",
                                                         "9", "10", "J", "C", "Q", "K", "A"};
}  // namespace

char suit_letter(Suit s) { return "CSHD"[static_cast<int>(s)]; }

std::string card_code(Card c) {
  // Built from a small buffer: no temporaries (and no GCC 12 -O3 -Wrestrict false positive).
  char buf[3];
  std::size_t len = 0;
  if (c.is_unknown()) {
    buf[len++] = '?';
  } else if (c.is_fool()) {
    buf[len++] = 'F';
  } else if (c.is_trump()) {
    const int n = c.trump_number();
    buf[len++] = 'T';
    if (n >= 10) buf[len++] = static_cast<char>('0' + n / 10);
    buf[len++] = static_cast<char>('0' + n % 10);
  } else {
    buf[len++] = suit_letter(c.suit());
    for (const char* r = kRankCodes[static_cast<std::size_t>(c.rank())]; *r; ++r) buf[len++] = *r;
  }
  return std::string(buf, len);
}

std::string cards_to_string(std::span<const Card> cards) {
  std::string out;
  for (Card c : cards) {
    if (!out.empty()) out += ' ';
    out += card_code(c);
  }
  return out;
}

}  // namespace stichprobe
