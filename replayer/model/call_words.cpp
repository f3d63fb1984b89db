#include "replayer/model/call_words.h"

#include <array>

namespace stichprobe::replay {
namespace {

struct BidWords {
  const char* game;  // "" for every game
  const char* bid;
  const char* en;
  const char* de;
};

// The words as the rule texts say them (and the engine's step labels repeat them).
constexpr std::array<BidWords, 31> kBids{{
    // Tapp Tarock: "Dreier", "I hold" / "halte ich".
    {"tapp-tarock", "pass", "pass", "passe"},
    {"tapp-tarock", "dreier", "Dreier", "Dreier"},
    {"tapp-tarock", "unterer", "Unterer", "Unterer"},
    {"tapp-tarock", "oberer", "Oberer", "Oberer"},
    {"tapp-tarock", "solo", "Solo", "Solo"},
    {"tapp-tarock", "hold", "I hold", "halte ich"},
    // Tapp: "ich spiele" or "weg" first, then the game named.
    {"tapp", "pass", "pass (weg)", "weg"},
    {"tapp", "play", "I play", "ich spiele"},
    {"tapp", "farbspiel", "Farbspiel", "Farbspiel"},
    {"tapp", "bettel", "Bettel", "Bettel"},
    {"tapp", "rufer", "Rufer", "Rufer"},
    {"tapp", "bettel-ouvert", "Bettel ouvert", "Bettel ouvert"},
    {"tapp", "durch", "Durch", "Durch"},
    {"tapp", "herz-aufnehmen", "Herz with the Tapp", "Herz mit Aufnehmen"},
    // Troggu: a normal game or a Solo asked for.
    {"troggu", "normal", "normal game", "normales Spiel"},
    {"troggu", "solo", "Solo", "Solo"},
    {"troggu", "partner", "partner", "Partner"},
    // Dappen: "selber" holds.
    {"dappen", "hold", "hold (selber)", "selber"},
    {"dappen", "dappen", "Dappen", "Dappen"},
    {"dappen", "strecken", "Strecken", "Strecken"},
    {"dappen", "stupfen", "Stupfen", "Stupfen"},
    {"dappen", "hannes", "Hannes", "Hannes"},
    {"dappen", "zwei-hannes", "Zwei Hannes", "Zwei Hannes"},
    {"dappen", "geiss", "Geiss", "Geiss"},
    // Tübinger Tarock: the Ansagen.
    {"tuebinger-tarock", "raus", "Raus", "Raus"},
    {"tuebinger-tarock", "call", "calls", "ruft"},
    {"tuebinger-tarock", "call-fourth", "calls the fourth", "ruft den Vierten"},
    {"tuebinger-tarock", "fort-mit", "fort mit", "fort mit"},
    {"tuebinger-tarock", "tout-question", "asks for a Tout", "fragt nach Tout"},
    {"tuebinger-tarock", "tout", "Tout", "Tout"},
    // Every game.
    {"", "pass", "pass", "passe"},
}};

const char* suit_word_en(Suit s) {
  switch (s) {
    case Suit::Clubs: return "clubs";
    case Suit::Spades: return "spades";
    case Suit::Hearts: return "hearts";
    case Suit::Diamonds: return "diamonds";
  }
  return "";
}

std::optional<Suit> suit_of_letter(const std::string& letter) {
  if (letter == "C") return Suit::Clubs;
  if (letter == "S") return Suit::Spades;
  if (letter == "H") return Suit::Hearts;
  if (letter == "D") return Suit::Diamonds;
  return std::nullopt;
}

}  // namespace

std::string bid_words(const std::string& game, const std::string& bid, Lang lang) {
  for (const auto& w : kBids)
    if (w.bid == bid && (w.game == game || w.game[0] == '\0')) return lang == Lang::De ? w.de : w.en;
  return bid;
}

std::string call_words(const std::string& game, const record::Call& call, const CardNames& names, Lang lang) {
  std::string out = bid_words(game, call.bid, lang);
  if (call.suit) {
    const auto suit = suit_of_letter(*call.suit);
    out += " " + (suit ? (lang == Lang::De ? names.suit_name(*suit) : std::string(suit_word_en(*suit))) : *call.suit);
  }
  if (call.card) out += " " + names.name(*call.card) + " (" + card_code(*call.card) + ")";
  return out;
}

const std::vector<AnnouncementKind>& announcement_kinds(const std::string& game) {
  // Tapp Tarock: "The declarer may make either of two announcements before play begins."
  static const std::vector<AnnouncementKind> kTappTarock{{"pagat-ultimo", "Pagat ultimo", "Pagat ultimo", false, false},
                                                         {"valat", "Valat", "Valat", false, false}};
  // Dappen (Furtwangen): Ulti with the trumps that go to the last tricks.
  static const std::vector<AnnouncementKind> kDappen{{"ulti", "Ulti", "Ulti", true, false}};
  // Tapp: "Soll das Tapp-Spiel beendet werden, so wird Herz-Ass angesagt".
  static const std::vector<AnnouncementKind> kTapp{
      {"herz-ass", "Herz-Ass (the session ends)", "Herz-Ass", false, true}};
  static const std::vector<AnnouncementKind> kNone;
  if (game == "tapp-tarock") return kTappTarock;
  if (game == "dappen") return kDappen;
  if (game == "tapp") return kTapp;
  return kNone;
}

std::string announcement_words(const std::string& game, const std::string& type, Lang lang) {
  for (const auto& k : announcement_kinds(game))
    if (k.type == type) return lang == Lang::De ? k.de : k.en;
  return type;
}

bool game_swaps(const std::string& game) { return game == "tapp"; }

}  // namespace stichprobe::replay
