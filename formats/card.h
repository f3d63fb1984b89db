// Card notation shared by all five games (THR v1 §3).
// A Card is only an identity (its THR code); what it is worth and how it ranks
// depends on the game's deck, which lives in validator/core/deck.h.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace stichprobe {

enum class Suit : std::uint8_t { Clubs, Spades, Hearts, Diamonds };
inline constexpr std::array<Suit, 4> kSuits{Suit::Clubs, Suit::Spades, Suit::Hearts, Suit::Diamonds};

// Ranks of suited cards as written in THR: pips 1..10 and the courts, plus the
// Tapp ace. The numeric order here is only an index, never a trick ranking.
enum class Rank : std::uint8_t {
  Pip1,
  Pip2,
  Pip3,
  Pip4,
  Pip5,
  Pip6,
  Pip7,
  Pip8,
  Pip9,
  Pip10,
  Jack,
  Cavalier,
  Queen,
  King,
  Ace
};
inline constexpr int kRankCount = 15;

class Card {
 public:
  // id 0 is the unknown card `?`; 1..21 trumps; 22 the fool; 23.. suited.
  static constexpr int kIdCount = 23 + 4 * kRankCount;

  constexpr Card() = default;
  static constexpr Card unknown() { return Card(0); }
  static constexpr Card trump(int n) { return Card(static_cast<std::uint8_t>(n)); }
  static constexpr Card fool() { return Card(22); }
  static constexpr Card suited(Suit s, Rank r) {
    return Card(static_cast<std::uint8_t>(23 + static_cast<int>(s) * kRankCount + static_cast<int>(r)));
  }
  static constexpr Card from_id(int id) { return Card(static_cast<std::uint8_t>(id)); }

  constexpr int id() const { return id_; }
  constexpr bool is_unknown() const { return id_ == 0; }
  constexpr bool is_trump() const { return id_ >= 1 && id_ <= 21; }  // numbered trumps only
  constexpr bool is_fool() const { return id_ == 22; }
  constexpr bool is_suited() const { return id_ >= 23; }
  constexpr int trump_number() const { return is_trump() ? id_ : 0; }
  constexpr Suit suit() const { return static_cast<Suit>((id_ - 23) / kRankCount); }
  constexpr Rank rank() const { return static_cast<Rank>((id_ - 23) % kRankCount); }

  constexpr bool operator==(const Card&) const = default;
  constexpr auto operator<=>(const Card&) const = default;

 private:
  constexpr explicit Card(std::uint8_t id) : id_(id) {}
  std::uint8_t id_ = 0;
};

// THR code of a card: "T21", "F", "HK", "SC", "C10", "DA", "?".
std::string card_code(Card c);
// Parses one THR code; nullopt when it is not a code of the superset.
constexpr std::optional<Card> parse_card_code(std::string_view code) {
  // Decided on the bytes directly, inline: this runs once per card token of every file.
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
  Suit suit{};
  switch (first) {
    case 'C': suit = Suit::Clubs; break;
    case 'S': suit = Suit::Spades; break;
    case 'H': suit = Suit::Hearts; break;
    case 'D': suit = Suit::Diamonds; break;
    default: return std::nullopt;
  }
  if (n == 3) {
    if (second == '1' && code[2] == '0') return Card::suited(suit, Rank::Pip10);
    return std::nullopt;
  }
  if (second >= '1' && second <= '9') return Card::suited(suit, static_cast<Rank>(second - '1'));
  switch (second) {
    case 'J': return Card::suited(suit, Rank::Jack);
    case 'C': return Card::suited(suit, Rank::Cavalier);
    case 'Q': return Card::suited(suit, Rank::Queen);
    case 'K': return Card::suited(suit, Rank::King);
    case 'A': return Card::suited(suit, Rank::Ace);
    default: return std::nullopt;
  }
}

char suit_letter(Suit s);
std::string cards_to_string(std::span<const Card> cards);

// A set of cards as a 128-bit mask: cheap to copy into every replay step.
class CardSet {
 public:
  constexpr CardSet() = default;
  // The cards of a list as a set. Each card ORs its one-card set from a table: insert
  // picks the word by the card's id, a branch guessed wrong for about every second card
  // of a dealt hand (issue 21).
  static CardSet of(std::span<const Card> cards);
  // The set of `c` alone (insert's meaning for every id a Card can hold), by table.
  static CardSet one(Card c);
  static CardSet of(std::initializer_list<Card> cards) {
    return of(std::span<const Card>(cards.begin(), cards.size()));
  }
  constexpr void insert(Card c) { word(c) |= bit(c); }
  constexpr void erase(Card c) { word(c) &= ~bit(c); }
  constexpr bool contains(Card c) const { return (c.id() < 64 ? lo_ : hi_) & bit(c); }
  constexpr bool empty() const { return lo_ == 0 && hi_ == 0; }
  int size() const { return __builtin_popcountll(lo_) + __builtin_popcountll(hi_); }
  // The cards in id order (trumps, fool, then suits).
  std::vector<Card> cards() const {
    std::vector<Card> out;
    out.reserve(static_cast<std::size_t>(size()));
    for (Card c : *this) out.push_back(c);
    return out;
  }
  constexpr bool operator==(const CardSet&) const = default;

  // Set algebra on the masks (no allocation).
  constexpr CardSet operator&(const CardSet& o) const { return CardSet(lo_ & o.lo_, hi_ & o.hi_); }
  constexpr CardSet operator|(const CardSet& o) const { return CardSet(lo_ | o.lo_, hi_ | o.hi_); }
  constexpr CardSet& operator&=(const CardSet& o) { return *this = *this & o; }
  constexpr CardSet& operator|=(const CardSet& o) { return *this = *this | o; }
  // Every id from `first` to `last` inclusive.
  static constexpr CardSet range(int first, int last) {
    CardSet s;
    for (int id = first; id <= last; ++id) s.insert(Card::from_id(id));
    return s;
  }

  // Iteration in id order without building a vector: `for (Card c : set)`.
  class iterator {
   public:
    using value_type = Card;
    using difference_type = std::ptrdiff_t;
    constexpr iterator() = default;
    constexpr Card operator*() const {
      return Card::from_id(word_ == 0 ? __builtin_ctzll(lo_) : 64 + __builtin_ctzll(hi_));
    }
    constexpr iterator& operator++() {
      if (word_ == 0) {
        lo_ &= lo_ - 1;
        if (lo_ == 0) word_ = 1;
      } else {
        hi_ &= hi_ - 1;
      }
      return *this;
    }
    constexpr iterator operator++(int) {
      iterator old = *this;
      ++*this;
      return old;
    }
    constexpr bool operator==(const iterator& o) const { return lo_ == o.lo_ && hi_ == o.hi_; }

   private:
    friend class CardSet;
    constexpr iterator(std::uint64_t lo, std::uint64_t hi) : lo_(lo), hi_(hi), word_(lo == 0 ? 1 : 0) {}
    std::uint64_t lo_ = 0, hi_ = 0;
    int word_ = 1;
  };
  constexpr iterator begin() const { return iterator(lo_, hi_ & kValidHigh); }
  constexpr iterator end() const { return iterator(0, 0); }

 private:
  static constexpr std::uint64_t kValidHigh = (std::uint64_t{1} << (Card::kIdCount - 64)) - 1;  // ids 64..82
  constexpr CardSet(std::uint64_t lo, std::uint64_t hi) : lo_(lo), hi_(hi) {}
  static constexpr std::uint64_t bit(Card c) { return std::uint64_t{1} << (c.id() % 64); }
  constexpr std::uint64_t& word(Card c) { return c.id() < 64 ? lo_ : hi_; }
  std::uint64_t lo_ = 0, hi_ = 0;
};

namespace card_detail {
inline constexpr std::array<CardSet, 256> kOneCard = [] {
  std::array<CardSet, 256> t{};
  for (int id = 0; id < 256; ++id) t[static_cast<std::size_t>(id)] = CardSet::range(id, id);
  return t;
}();
}  // namespace card_detail

inline CardSet CardSet::one(Card c) { return card_detail::kOneCard[static_cast<std::size_t>(c.id())]; }

inline CardSet CardSet::of(std::span<const Card> cards) {
  CardSet s;
  for (Card c : cards) s |= one(c);
  return s;
}

}  // namespace stichprobe
