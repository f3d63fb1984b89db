#include "validator/engine/missing_parts.h"

#include <algorithm>

#include "formats/transcript_annotations.h"
#include "validator/engine/phrases.h"

namespace stichprobe::engine {
namespace {

constexpr const char* kRule = "THR v1 §5, §7";

// A part not checked: its message is the shared template of `key` (engine/messages.h).
Finding missing(Category category, std::string_view key, Pos pos, int hand, Values values) {
  Finding f;
  f.severity = Severity::Info;
  f.category = category;
  f.code = code_of_key(key);
  f.phase = "session";
  f.pos = pos;
  f.hand = hand;
  set_message(f, say({}, key, values));
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
  const Values n{{"hand", hand.n}};  // a part is missing: the hand's number is said
  if (!hand.play && !hand.deal && !hand.auction && !hand.contract && hand.result) {
    out.push_back(missing(Category::Play, "play.not-recorded/score-sheet", hand.pos, hand.n, n));
    return out;
  }
  if (!hand.play) out.push_back(missing(Category::Play, "play.not-recorded", hand.pos, hand.n, n));
  if (!hand.play) return out;  // without the play there is nothing computed to compare the result with
  if (!hand.result)
    out.push_back(missing(Category::Points, "points.not-recorded", hand.pos, hand.n, n));
  else if (!hand.result->settlement)
    out.push_back(missing(Category::Settlement, "settlement.not-recorded", hand.result->pos, hand.n, n));
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
  findings.push_back(missing(Category::Play, "play.source-ends", hand.play->pos, hand.n,
                             {{"hand", hand.n}, {"trick", hand.play->tricks.size()}}));
}

namespace {
// deal.derived: the parts of the deal the record command filled in, once for the hand.
void derived_deal(const record::Hand& hand, Findings& out) {
  if (!hand.deal) return;
  Message parts;
  // One part, "seat 2: HK H10", of the list the finding names (phrase.* forms).
  const auto add = [&](const record::CardList& l, std::string_view key, std::size_t k) {
    std::string cards;
    for (Card c : l.cards) cards += (cards.empty() ? "" : " ") + card_code(c);
    append_item(parts, say({}, key, {{"n", k}, {"cards", cards}}), "; ");
  };
  for (const auto& sc : hand.deal->hands)
    if (transcript::annotation(sc.cards.foreign, transcript::kComputed))
      add(sc.cards, "phrase.seat-cards", static_cast<std::size_t>(sc.seat));
  if (hand.deal->talon && transcript::annotation(hand.deal->talon->foreign, transcript::kComputed)) {
    if (hand.deal->talon->cards) add(*hand.deal->talon->cards, "phrase.talon-cards", 0);
    for (std::size_t k = 0; k < hand.deal->talon->packets.size(); ++k)
      add(hand.deal->talon->packets[k], "phrase.packet-cards", k + 1);
  }
  if (parts.en.empty()) return;
  out.push_back(missing(Category::Deal, "deal.derived", hand.deal->pos, hand.n, {{"hand", hand.n}, {"parts", parts}}));
}
}  // namespace

// The bonuses `record` added from the engine's count: "seat 2 pagat-ultimo 8, defenders valat 12".
void computed_bonuses(const record::Hand& hand, Findings& out) {
  if (!hand.result) return;
  Message listed;
  Pos at;
  for (const record::Bonus& b : hand.result->bonuses) {
    if (!transcript::annotation(b.foreign, transcript::kComputed)) continue;
    if (listed.en.empty()) at = b.pos;
    append_item(
        listed,
        b.seat ? say({}, "phrase.bonus-seat", {{"seat", *b.seat}, {"type", b.type}, {"amount", b.amount.to_string()}})
               : say({}, "phrase.bonus-side",
                     {{"side", b.side.value_or("")}, {"type", b.type}, {"amount", b.amount.to_string()}}),
        ", ");
  }
  if (listed.en.empty()) return;
  out.push_back(missing(Category::Bonus, "bonus.computed", at, hand.n, {{"hand", hand.n}, {"bonuses", listed}}));
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
  const std::string_view key =
      whole ? (seats.empty() ? "settlement.computed/none" : "settlement.computed") : "settlement.computed/seats";
  out.push_back(missing(Category::Settlement, key, s.pos, hand.n, {{"hand", hand.n}, {"seats", seats}}));
  return out;
}

void narrow_to_computed(const record::Hand& hand, Findings& findings) {
  if (!hand.result || !hand.result->settlement ||
      !transcript::annotation(hand.result->settlement->foreign, transcript::kComputed))
    return;
  std::erase_if(findings, [](const Finding& f) { return f.code == "bonus.missing"; });
}

}  // namespace stichprobe::engine
