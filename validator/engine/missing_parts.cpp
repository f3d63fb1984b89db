#include "validator/engine/missing_parts.h"

#include <algorithm>

namespace stichprobe::engine {
namespace {

constexpr const char* kRule = "THR v1 §5, §7";

Finding missing(Category category, std::string code, Pos pos, int hand, Message message) {
  Finding f;
  f.severity = Severity::Info;
  f.category = category;
  f.code = std::move(code);
  f.phase = "session";
  f.pos = pos;
  f.hand = hand;
  set_message(f, std::move(message));
  f.rule = kRule;
  return f;
}

bool ends_with(const std::string& s, std::string_view tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

}  // namespace

bool is_played(const record::Hand& hand, const Findings& game_findings) {
  // An error on the <outcome> element: the game found the outcome wrong (a played
  // hand that the auction throws in, or the reverse), so it is not believed.
  const bool outcome_contradicted =
      hand.outcome && std::any_of(game_findings.begin(), game_findings.end(), [&](const Finding& f) {
        return f.severity == Severity::Error && f.pos == hand.outcome->pos;
      });
  if (hand.outcome && !outcome_contradicted) return hand.outcome->type == "played";
  return hand.contract || hand.play || hand.result;
}

Findings missing_parts(const record::Hand& hand, const Findings& game_findings) {
  Findings out;
  if ((hand.play && hand.result && hand.result->settlement) || !is_played(hand, game_findings)) return out;
  const std::string n = std::to_string(hand.n);  // a part is missing: the hand's number is said
  if (!hand.play)
    out.push_back(missing(Category::Play, "play.not-recorded", hand.pos, hand.n,
                          {"hand " + n +
                               " was played but its <play> is not recorded: the legality of the cards, "
                               "the tricks, the card points and whatever follows from them cannot be checked",
                           "Spiel " + n +
                               " wurde gespielt, sein <play> ist aber nicht aufgeschrieben: ob die Karten "
                               "zugegeben werden durften, die Stiche, die Augen und was aus ihnen folgt, sind nicht "
                               "prüfbar"}));
  if (!hand.result)
    out.push_back(missing(Category::Points, "points.not-recorded", hand.pos, hand.n,
                          {"hand " + n +
                               " was played but its <result> is not recorded: the table's card points, "
                               "bonuses and payments cannot be compared with the computed ones",
                           "Spiel " + n +
                               " wurde gespielt, sein <result> ist aber nicht aufgeschrieben: Augen, "
                               "Prämien und Zahlungen des Tischs lassen sich nicht mit den berechneten vergleichen"}));
  else if (!hand.result->settlement)
    out.push_back(missing(Category::Settlement, "settlement.not-recorded", hand.result->pos, hand.n,
                          {"hand " + n +
                               " has no <settlement>: the payments cannot be compared with the computed "
                               "ones (a running total counts the computed payments)",
                           "Spiel " + n +
                               " hat kein <settlement>: die Zahlungen lassen sich nicht mit den "
                               "berechneten vergleichen (ein Stand zählt die berechneten Zahlungen)"}));
  return out;
}

bool superseded_by_missing_part(const Finding& f, const Findings& missing) {
  if (f.severity != Severity::Info) return false;
  const bool no_play =
      std::any_of(missing.begin(), missing.end(), [](const Finding& m) { return m.code == "play.not-recorded"; });
  return no_play && (f.code == "play.not-recorded" || ends_with(f.code, ".unverifiable"));
}

}  // namespace stichprobe::engine
