#include "formats/card.h"

namespace stichprobe {
namespace {
constexpr std::array<const char*, kRankCount> kRankCodes{
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K", "A"};

std::optional<Suit> suit_of_letter(char ch) {
  switch (ch) {
    case 'C': return Suit::Clubs;
    case 'S': return Suit::Spades;
    case 'H': return Suit::Hearts;
    case 'D': return Suit::Diamonds;
    default: return std::nullopt;
  }
}
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

std::optional<Card> parse_card_code(std::string_view code) {
  if (code == "?") return Card::unknown();
  if (code == "F") return Card::fool();
  if (code.size() >= 2 && code.size() <= 3 && code[0] == 'T' && code[1] >= '1' && code[1] <= '9') {
    int n = code[1] - '0';
    if (code.size() == 3) {
      if (code[2] < '0' || code[2] > '9') return std::nullopt;
      n = n * 10 + (code[2] - '0');
    }
    if (n >= 1 && n <= 21) return Card::trump(n);
    return std::nullopt;
  }
  if (code.size() < 2 || code.size() > 3) return std::nullopt;
  auto suit = suit_of_letter(code[0]);
  if (!suit) return std::nullopt;
  std::string_view rank = code.substr(1);
  for (int r = 0; r < kRankCount; ++r)
    if (rank == kRankCodes[static_cast<std::size_t>(r)]) return Card::suited(*suit, static_cast<Rank>(r));
  return std::nullopt;
}

std::string cards_to_string(const std::vector<Card>& cards) {
  std::string out;
  for (Card c : cards) {
    if (!out.empty()) out += ' ';
    out += card_code(c);
  }
  return out;
}

}  // namespace stichprobe
