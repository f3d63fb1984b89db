#include "validator/engine/missing_parts.h"

#include <algorithm>

#include "formats/transcript_annotations.h"
#include "validator/engine/messages.h"

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
  if ((hand.play && hand.result && hand.result->settlement) || !is_played(hand, game_findings) || source_ends(hand))
    return out;
  const std::string n = std::to_string(hand.n);  // a part is missing: the hand's number is said
  if (!hand.play && !hand.deal && !hand.auction && !hand.contract && hand.result) {
    out.push_back(missing(Category::Play, "play.not-recorded", hand.pos, hand.n,
                          {"hand " + n +
                               " is known only by its result (a score sheet): its deal, calls and play are not "
                               "recorded, so nothing of it can be checked but the sums its totals allow",
                           "Spiel " + n +
                               " ist nur durch sein Ergebnis bekannt (ein Spielzettel): Geben, Ansagen und Spiel sind "
                               "nicht aufgeschrieben, also ist nichts daran prüfbar als die Summen, die seine Stände "
                               "erlauben"}));
    return out;
  }
  if (!hand.play)
    out.push_back(missing(Category::Play, "play.not-recorded", hand.pos, hand.n,
                          {"hand " + n +
                               " was played but its <play> is not recorded: the legality of the cards, "
                               "the tricks, the card points and whatever follows from them cannot be checked",
                           "Spiel " + n +
                               " wurde gespielt, sein <play> ist aber nicht aufgeschrieben: ob die Karten "
                               "zugegeben werden durften, die Stiche, die Augen und was aus ihnen folgt, sind nicht "
                               "prüfbar"}));
  if (!hand.play) return out;  // without the play there is nothing computed to compare the result with
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

bool payments_known(const Findings& findings) {
  return std::none_of(findings.begin(), findings.end(), [](const Finding& f) {
    return f.code == "play.not-recorded" || f.code == "play.source-ends" || ends_with(f.code, ".unverifiable");
  });
}

bool total_adds_computed(const record::Hand& hand, int seat, const Rational& previous, const Rational& recorded,
                         const Payments& computed) {
  if (!hand.result || !hand.result->settlement) return false;
  const auto it = computed.find(seat);
  return recorded == previous + (it == computed.end() ? Rational(0) : it->second);
}

bool source_ends(const record::Hand& hand) {
  return hand.play && hand.play->ended && *hand.play->ended == "source-ends";
}

void narrow_to_source(const record::Hand& hand, Findings& findings) {
  if (!source_ends(hand)) return;
  std::erase_if(findings, [&](const Finding& f) {
    return f.category == Category::Points || f.category == Category::Bonus || f.category == Category::Settlement ||
           f.code == "play.incomplete" || f.code == "play.ended-early" || ends_with(f.code, ".unverifiable") ||
           (f.category == Category::Play && f.pos == hand.play->pos);
  });
  const std::string n = std::to_string(hand.n);
  const std::string tricks = std::to_string(hand.play->tricks.size());
  findings.push_back(missing(Category::Play, "play.source-ends", hand.play->pos, hand.n,
                             {"the source of hand " + n + " ends after trick " + tricks +
                                  ": the tricks after it, the card points, bonuses and payments cannot be checked",
                              "die Quelle von Spiel " + n + " endet nach Stich " + tricks +
                                  ": die Stiche danach, Augen, Prämien und Zahlungen sind nicht prüfbar"}));
}

namespace {
// deal.derived: the parts of the deal the record command filled in, once for the hand.
void derived_deal(const record::Hand& hand, Findings& out) {
  if (!hand.deal) return;
  Message parts;
  const auto add = [&](const record::CardList& l, const Message& name) {
    std::string cards;
    for (Card c : l.cards) cards += (cards.empty() ? "" : " ") + card_code(c);
    parts.en += (parts.en.empty() ? "" : "; ") + name.en + ": " + cards;
    parts.de += (parts.de.empty() ? "" : "; ") + name.de + ": " + cards;
  };
  for (const auto& sc : hand.deal->hands)
    if (transcript::annotation(sc.cards.foreign, transcript::kComputed))
      add(sc.cards, {"seat " + std::to_string(sc.seat), "Sitz " + std::to_string(sc.seat)});
  if (hand.deal->talon && transcript::annotation(hand.deal->talon->foreign, transcript::kComputed)) {
    if (hand.deal->talon->cards) add(*hand.deal->talon->cards, {"the talon", "der Talon"});
    for (std::size_t k = 0; k < hand.deal->talon->packets.size(); ++k)
      add(hand.deal->talon->packets[k],
          {"talon packet " + std::to_string(k + 1), "Talonpäckchen " + std::to_string(k + 1)});
  }
  if (parts.en.empty()) return;
  const std::string n = std::to_string(hand.n);
  out.push_back(
      missing(Category::Deal, "deal.derived", hand.deal->pos, hand.n,
              {"hand " + n + ": not in the source, what the rest of the record leaves: " + parts.en,
               "Spiel " + n + ": nicht in der Quelle, was der Rest der Aufzeichnung übrig lässt: " + parts.de}));
}
}  // namespace

// The bonuses `record` added from the engine's count: "seat 2 pagat-ultimo 8, defenders valat 12".
void computed_bonuses(const record::Hand& hand, Findings& out) {
  if (!hand.result) return;
  std::string listed;
  Pos at;
  for (const record::Bonus& b : hand.result->bonuses) {
    if (!transcript::annotation(b.foreign, transcript::kComputed)) continue;
    if (listed.empty()) at = b.pos;
    listed += (listed.empty() ? "" : ", ") + (b.seat ? "seat " + std::to_string(*b.seat) : b.side.value_or("")) + " " +
              b.type + " " + b.amount.to_string();
  }
  if (listed.empty()) return;
  Finding f = missing(Category::Bonus, "bonus.computed", at, hand.n, {});
  set_message(f, say(shared_messages(), "bonus.computed", {{"hand", hand.n}, {"bonuses", listed}}));
  out.push_back(std::move(f));
}

Findings computed_parts(const record::Hand& hand) {
  Findings out;
  derived_deal(hand, out);
  computed_bonuses(hand, out);
  if (!hand.result || !hand.result->settlement) return out;
  const record::Settlement& s = *hand.result->settlement;
  const bool whole = transcript::annotation(s.foreign, transcript::kComputed) != nullptr;
  std::string seats;
  for (const auto& pay : s.pays)
    if (whole || transcript::annotation(pay.foreign, transcript::kComputed))
      seats += (seats.empty() ? "" : " ") + std::to_string(pay.seat) + ":" + pay.amount.to_string();
  if (!whole && seats.empty()) return out;
  const std::string n = std::to_string(hand.n);
  const Message what = whole ? Message{"the settlement", "die Abrechnung"}
                             : Message{"the payments of the seats the source does not give",
                                       "die Zahlungen der Sitze, die die Quelle nicht nennt"};
  out.push_back(missing(Category::Settlement, "settlement.computed", s.pos, hand.n,
                        {"hand " + n + ": " + what.en + " (" + (seats.empty() ? "none" : seats) +
                             ") computed by the engine, not recorded",
                         "Spiel " + n + ": " + what.de + " (" + (seats.empty() ? "keine" : seats) +
                             ") von der Prüfung berechnet, nicht aufgeschrieben"}));
  return out;
}

void narrow_to_computed(const record::Hand& hand, Findings& findings) {
  if (!hand.result || !hand.result->settlement ||
      !transcript::annotation(hand.result->settlement->foreign, transcript::kComputed))
    return;
  std::erase_if(findings, [](const Finding& f) { return f.code == "bonus.missing"; });
}

}  // namespace stichprobe::engine
