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
  // Decided on the bytes directly: this runs once per card token of every file.
  const std::size_t n = code.size();
  if (n == 1) {
    if (code[0] == '?') return Card::unknown();
    if (code[0] == 'F') return Card::fool();
    return std::nullopt;
  }
  if (n < 2 || n > 3) return std::nullopt;
  const char first = code[0], second = code[1];
  if (first == 'T') {
    if (second < '1' || second > '9') return std::nullopt;
    int t = second - '0';
    if (n == 3) {
      if (code[2] < '0' || code[2] > '9') return std::nullopt;
      t = t * 10 + (code[2] - '0');
    }
    if (t >= 1 && t <= 21) return Card::trump(t);
    return std::nullopt;
  }
  auto suit = suit_of_letter(first);
  if (!suit) return std::nullopt;
  if (n == 3) {
    if (second == '1' && code[2] == '0') return Card::suited(*suit, Rank::Pip10);
    return std::nullopt;
  }
  if (second >= '1' && second <= '9') return Card::suited(*suit, static_cast<Rank>(second - '1'));
  switch (second) {
    case 'J': return Card::suited(*suit, Rank::Jack);
    case 'C': return Card::suited(*suit, Rank::Cavalier);
    case 'Q': return Card::suited(*suit, Rank::Queen);
    case 'K': return Card::suited(*suit, Rank::King);
    case 'A': return Card::suited(*suit, Rank::Ace);
    default: return std::nullopt;
  }
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
