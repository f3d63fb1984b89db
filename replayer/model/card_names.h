// German display names of the cards, per game. A game that fills
// GameSpec::card_names wins; otherwise a default table here, keyed by the THR
// game token, names each card in that game's own terms (Sküs, Gstiess, Narr, Ski).
#pragma once
#include <map>
#include <string>

#include "formats/card.h"

namespace stichprobe::engine {
struct GameSpec;
}

namespace stichprobe::replay {

class CardNames {
 public:
  CardNames() = default;
  // `spec` may be null (a game the engine does not know).
  CardNames(const std::string& game, const engine::GameSpec* spec);

  // Full display name: "Sküs", "Herz König", "Tarock XIV", "Goppa Frowwi".
  std::string name(Card c) const;
  // The short index printed in the card's corner: "K", "D", "10", "14", "A" (trumps
  // Arabic, so the index fits the strip an overlapped card shows).
  std::string index(Card c) const;
  // The big numeral in the middle of a card: a trump's Roman "XIV", else the index.
  std::string numeral(Card c) const;
  // Name of a suit in this game: "Herz", "Goppa".
  std::string suit_name(Suit s) const;
  const std::string& game() const { return game_; }

 private:
  std::string game_;
  std::map<std::string, std::string> overrides_;  // THR code -> name (GameSpec)
};

std::string roman_numeral(int n);

}  // namespace stichprobe::replay
