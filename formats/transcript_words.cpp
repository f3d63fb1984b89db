#include "formats/transcript_words.h"

#include <algorithm>

#include "formats/vocabulary.h"

namespace stichprobe::transcript {

std::optional<Card> card_word(std::string_view word) {
  if (auto c = parse_card_code(word)) return c;
  std::string upper(word);
  for (char& u : upper)
    if (u >= 'a' && u <= 'z') u = static_cast<char>(u - 'a' + 'A');
  return parse_card_code(upper);
}

std::string number_text(std::string_view word) {
  std::string out;
  for (std::size_t i = 0; i < word.size(); ++i) {
    if (word.compare(i, 3, "\xE2\x88\x92") == 0 || word.compare(i, 3, "\xE2\x80\x93") == 0) {
      out += '-';
      i += 2;
    } else {
      out += word[i] == ',' ? '.' : word[i];
    }
  }
  if (out.size() > 1 && out[0] == '+') out.erase(0, 1);
  return out;
}

std::string fold(std::string_view word) {
  static const std::pair<std::string_view, std::string_view> kUmlauts[] = {
      {"\xC3\xA4", "ae"}, {"\xC3\xB6", "oe"}, {"\xC3\xBC", "ue"}, {"\xC3\x84", "ae"},
      {"\xC3\x96", "oe"}, {"\xC3\x9C", "ue"}, {"\xC3\x9F", "ss"}, {"\xE2\x80\x99", ""}};
  std::string out;
  for (std::size_t i = 0; i < word.size();) {
    bool done = false;
    for (const auto& [from, to] : kUmlauts)
      if (word.compare(i, from.size(), from) == 0) {
        out += to;
        i += from.size();
        done = true;
        break;
      }
    if (done) continue;
    const char c = word[i++];
    if (c == '\'') continue;
    out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  while (!out.empty() && out.back() == '!') out.pop_back();
  return out;
}

using K = WordKind;

// Every game: the ways of passing the THR text names (Fort, weg, ich passe) and the
// French suits' German and English names.
const std::vector<GameWord>& shared_words() {
  static const std::vector<GameWord> words{
      {"passe", K::Bid, "pass"}, {"weg", K::Bid, "pass"},    {"fort", K::Bid, "pass"},  {"kreuz", K::Suit, "C"},
      {"treff", K::Suit, "C"},   {"clubs", K::Suit, "C"},    {"pik", K::Suit, "S"},     {"schippen", K::Suit, "S"},
      {"schippe", K::Suit, "S"}, {"spades", K::Suit, "S"},   {"herz", K::Suit, "H"},    {"hearts", K::Suit, "H"},
      {"karo", K::Suit, "D"},    {"eckstein", K::Suit, "D"}, {"diamonds", K::Suit, "D"}};
  return words;
}

const std::vector<GameWord>& own_words(std::string_view game) {
  static const std::vector<GameWord> none;
  static const std::vector<GameWord> dappen{{"selber", K::Bid, "hold"},    {"dapp", K::Bid, "dappen"},
                                            {"dappe", K::Bid, "dappen"},   {"strecke", K::Bid, "strecken"},
                                            {"stupfe", K::Bid, "stupfen"}, {"dapper", K::Contract, "dappen"}};
  static const std::vector<GameWord> tapp{{"spiele", K::Bid, "play"},
                                          {"null", K::Bid, "bettel"},
                                          {"null-ouvert", K::Bid, "bettel-ouvert"},
                                          {"null", K::Contract, "bettel"},
                                          {"null-ouvert", K::Contract, "bettel-ouvert"},
                                          {"runda", K::Contract, "ramsch"}};
  static const std::vector<GameWord> tapp_tarock{{"halte", K::Bid, "hold"}, {"tappe", K::Bid, "pass"}};
  static const std::vector<GameWord> troggu{{"nehms", K::Bid, "normal"},   {"nehme", K::Bid, "normal"},
                                            {"gehe", K::Bid, "normal"},    {"misaeaer", K::Contract, "misere"},
                                            {"roosae", K::Suit, "D"},      {"muenzen", K::Suit, "D"},
                                            {"schtaechnae", K::Suit, "C"}, {"gradi", K::Suit, "C"},
                                            {"staebe", K::Suit, "C"},      {"schwaerti", K::Suit, "S"},
                                            {"schwerter", K::Suit, "S"},   {"goppa", K::Suit, "H"},
                                            {"kelche", K::Suit, "H"}};
  static const std::vector<GameWord> tuebinger{{"ruft", K::Bid, "call"},
                                               {"rufe", K::Bid, "call"},
                                               {"vierten", K::Bid, "call-fourth"},
                                               {"fortmit", K::Bid, "fort-mit"},
                                               {"ruf-spiel", K::Contract, "rufspiel"}};
  if (game == "dappen") return dappen;
  if (game == "tapp") return tapp;
  if (game == "tapp-tarock") return tapp_tarock;
  if (game == "troggu") return troggu;
  if (game == "tuebinger-tarock") return tuebinger;
  return none;
}

std::optional<std::string> meaning(std::string_view game, WordKind kind, std::string_view word,
                                   const std::vector<std::string>& tokens) {
  if (std::find(tokens.begin(), tokens.end(), word) != tokens.end()) return std::string(word);
  const std::string folded = fold(word);
  for (const auto& t : tokens)
    if (fold(t) == folded) return t;
  for (const auto* list : {&own_words(game), &shared_words()})
    for (const auto& w : *list)
      if (w.kind == kind && w.word == folded) return w.means;
  return std::nullopt;
}

std::vector<std::string> bid_words(std::string_view game, const std::vector<std::string>& tokens) {
  std::vector<std::string> out = tokens;
  for (const auto* words : {&shared_words(), &own_words(game)})
    for (const GameWord& w : *words)
      if (w.kind == WordKind::Bid && std::find(out.begin(), out.end(), w.word) == out.end()) out.push_back(w.word);
  return out;
}

std::optional<std::string> likely_bid(std::string_view game, std::string_view typed,
                                      const std::vector<std::string>& tokens) {
  const std::vector<std::string> best = closest_names(fold(typed), bid_words(game, tokens));
  if (best.size() != 1) return std::nullopt;
  return meaning(game, WordKind::Bid, best.front(), tokens);
}

}  // namespace stichprobe::transcript
