#include "replayer/model/card_names.h"

#include <array>

#include "validator/engine/game.h"

namespace stichprobe::replay {
namespace {

// One game's vocabulary; the fallback when its GameSpec names no card.
struct Vocabulary {
  const char* game;
  const char* pagat;                  // T1
  const char* mond;                   // T21
  const char* fool;                   // F
  std::array<const char*, 4> suits;   // C S H D
  std::array<const char*, 4> courts;  // K Q C J
  std::array<const char*, 4> court_index;
  const char* ace;
};

// Names as the rule texts in /work/shared/rules use them.
const std::array<Vocabulary, 6> kVocabularies{{
    {"dappen",
     "Geiss",
     "Mund",
     "Gstiess",
     {"Kreuz", "Pik", "Herz", "Karo"},
     {"König", "Dame", "Reiter", "Bube"},
     {"K", "D", "R", "B"},
     "Ass"},
    {"tapp-tarock",
     "Pagat",
     "Mond",
     "Sküs",
     {"Kreuz", "Pik", "Herz", "Karo"},
     {"König", "Dame", "Reiter", "Bube"},
     {"K", "D", "R", "B"},
     "Ass"},
    {"troggu",
     "Bagatt",
     "Munt",
     "Narr",
     {"Schtächnä", "Schwärti", "Goppa", "Roosä"},
     {"Kinig", "Frowwi", "Ritter", "Büob"},
     {"K", "F", "R", "B"},
     "Ass"},
    {"tuebinger-tarock",
     "Einser",
     "Einundzwanziger",
     "Ski",
     {"Kreuz", "Pik", "Herz", "Karo"},
     {"König", "Dame", "Cavall", "Bube"},
     {"K", "D", "C", "B"},
     "Ass"},
    {"tapp",
     "Tarock I",
     "Tarock XXI",
     "Narr",
     {"Kreuz", "Schippen", "Herz", "Karo"},
     {"König", "Dame", "Reiter", "Bube"},
     {"K", "D", "R", "B"},
     "Ass"},
    // Any game added later without names of its own.
    {"",
     "Pagat",
     "Mond",
     "Sküs",
     {"Kreuz", "Pik", "Herz", "Karo"},
     {"König", "Dame", "Reiter", "Bube"},
     {"K", "D", "R", "B"},
     "Ass"},
}};

const Vocabulary& vocabulary(const std::string& game) {
  for (const auto& v : kVocabularies)
    if (game == v.game) return v;
  return kVocabularies.back();
}

int court_slot(Rank r) {
  switch (r) {
    case Rank::King: return 0;
    case Rank::Queen: return 1;
    case Rank::Cavalier: return 2;
    case Rank::Jack: return 3;
    default: return -1;
  }
}

}  // namespace

std::string roman_numeral(int n) {
  static const std::array<std::pair<int, const char*>, 6> kParts{
      {{40, "XL"}, {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}}};
  std::string out;
  for (const auto& [value, text] : kParts) {
    while (n >= value) {
      out += text;
      n -= value;
    }
  }
  return out;
}

CardNames::CardNames(const std::string& game, const engine::GameSpec* spec) : game_(game) {
  if (spec) overrides_ = spec->card_names;
}

std::string CardNames::suit_name(Suit s) const { return vocabulary(game_).suits[static_cast<std::size_t>(s)]; }

std::string CardNames::name(Card c) const {
  if (auto it = overrides_.find(card_code(c)); it != overrides_.end()) return it->second;
  const Vocabulary& v = vocabulary(game_);
  if (c.is_unknown()) return "unbekannte Karte";
  if (c.is_fool()) return v.fool;
  if (c.is_trump()) {
    if (c.trump_number() == 1) return v.pagat;
    if (c.trump_number() == 21) return v.mond;
    return "Tarock " + roman_numeral(c.trump_number());
  }
  const std::string suit = v.suits[static_cast<std::size_t>(c.suit())];
  if (c.rank() == Rank::Ace) return suit + " " + v.ace;
  if (int slot = court_slot(c.rank()); slot >= 0) return suit + " " + v.courts[static_cast<std::size_t>(slot)];
  return suit + " " + std::to_string(static_cast<int>(c.rank()) + 1);
}

std::string CardNames::index(Card c) const {
  if (c.is_unknown()) return "?";
  if (c.is_fool()) return "";
  // Arabic in the corner, as tarock packs print it: "21" fits a strip where "XXI" does not.
  if (c.is_trump()) return std::to_string(c.trump_number());
  const Vocabulary& v = vocabulary(game_);
  if (c.rank() == Rank::Ace) return "A";
  if (int slot = court_slot(c.rank()); slot >= 0) return v.court_index[static_cast<std::size_t>(slot)];
  return std::to_string(static_cast<int>(c.rank()) + 1);
}

std::string CardNames::numeral(Card c) const { return c.is_trump() ? roman_numeral(c.trump_number()) : index(c); }

}  // namespace stichprobe::replay
