#include "validator/engine/slip_resync.h"

#include <algorithm>
#include <string>
#include <vector>

#include "validator/engine/messages.h"
#include "validator/engine/trick_play.h"

namespace stichprobe::engine {
namespace {

// Each trial is one analysis of the hand; a damaged record must not multiply them.
constexpr int kMaxSlipTrials = 24;
// More errors than this are more than one slip's cascade (the worst seen was 8): not tried.
constexpr int kMaxSlipErrors = 16;
// More cards than this that no trick shows: too many readings to call one of them the slip.
constexpr int kMaxSlipCandidates = 12;

struct Place {
  std::size_t trick = 0, index = 0;  // in hand.play->tricks and its cards
};

int errors_of(const Findings& findings) {
  return static_cast<int>(
      std::count_if(findings.begin(), findings.end(), [](const Finding& f) { return f.severity == Severity::Error; }));
}

// The cards dealt (hands and talon) that no trick shows and no discard lays away.
CardSet cards_not_shown(const record::Hand& hand) {
  CardSet out;
  const auto add = [&](const record::CardList& list) {
    for (Card c : list.cards)
      if (checkable(c)) out.insert(c);
  };
  for (const auto& seat : hand.deal->hands) add(seat.cards);
  if (hand.deal->talon) {
    if (hand.deal->talon->cards) add(*hand.deal->talon->cards);
    for (const auto& packet : hand.deal->talon->packets) add(packet);
  }
  for (const auto& trick : hand.play->tricks)
    for (Card c : trick.cards.cards)
      if (checkable(c)) out.erase(c);
  for (const auto& exchange : hand.exchanges)
    if (exchange.discard)
      for (Card c : exchange.discard->cards)
        if (checkable(c)) out.erase(c);
  return out;
}

std::vector<Place> places_of(const record::Play& play, Card card) {
  std::vector<Place> out;
  for (std::size_t t = 0; t < play.tricks.size(); ++t)
    for (std::size_t i = 0; i < play.tricks[t].cards.cards.size(); ++i)
      if (play.tricks[t].cards.cards[i] == card) out.push_back({t, i});
  return out;
}

struct Slip {
  Place at;
  Card written, taken;
  std::optional<std::size_t> other_trick;  // the other trick the written card stands in, if any
};

// The places a slip may stand: each place of a card written twice, and each card a
// finding says its seat did not hold.
std::vector<Place> slip_places(const record::Play& play, const Findings& findings) {
  std::vector<Place> out;
  for (Card twice : shown_cards(play.tricks).twice)
    for (const Place& p : places_of(play, twice)) out.push_back(p);
  for (const auto& f : findings) {
    if (f.code != "play.card-not-held" || f.trick < 1 || f.trick > static_cast<int>(play.tricks.size())) continue;
    const auto t = static_cast<std::size_t>(f.trick - 1);
    const auto& pos = play.tricks[t].cards.token_pos;
    for (std::size_t i = 0; i < pos.size(); ++i)
      if (pos[i] == f.pos &&
          std::none_of(out.begin(), out.end(), [&](const Place& p) { return p.trick == t && p.index == i; }))
        out.push_back({t, i});
  }
  return out;
}

// The one slip whose change leaves no error; nullopt when none or more than one does.
std::optional<Slip> only_fitting_slip(const record::Hand& hand, const std::vector<Place>& places, CardSet candidates,
                                      const AnalyseHand& analyse) {
  std::optional<Slip> found;
  int trials = 0;
  record::Hand trial = hand;
  for (const Place& p : places) {
    Card& slot = trial.play->tricks[p.trick].cards.cards[p.index];
    const Card written = slot;
    for (Card taken : candidates) {
      if (++trials > kMaxSlipTrials) return std::nullopt;
      slot = taken;
      const bool fits = errors_of(analyse(trial, {}).findings) == 0;
      slot = written;
      if (!fits) continue;
      if (found) return std::nullopt;  // two readings fit: the record does not show which
      found = Slip{p, written, taken, std::nullopt};
      for (const Place& q : places_of(*hand.play, written))
        if (q.trick != p.trick || q.index != p.index) found->other_trick = q.trick;
    }
  }
  return found;
}

// The seat that played the card at `at`, as the timeline of the hand read with the slip shows.
int slip_seat(const HandAnalysis& with_timeline, const record::Trick& trick, const Place& at) {
  const bool by_pos = at.index < trick.cards.token_pos.size();
  std::size_t ordinal = 0;
  for (const Step& step : with_timeline.steps) {
    if (step.kind != StepKind::Play || step.trick != static_cast<int>(at.trick) + 1) continue;
    if (by_pos ? step.pos == trick.cards.token_pos[at.index] : ordinal == at.index) return step.seat;
    ++ordinal;
  }
  return 0;
}

std::string rule_of(const Findings& findings, const std::string& game) {
  for (const auto& f : findings)
    if (f.severity == Severity::Error && f.category == Category::Play && !f.rule.empty()) return f.rule;
  return game + ": play";
}

Finding slip_finding(const record::Hand& hand, const Slip& slip, int seat, std::string rule) {
  const record::Trick& trick = hand.play->tricks[slip.at.trick];
  Finding f;
  f.severity = Severity::Error;
  f.code = slip.other_trick ? "play.written-twice" : "play.card-not-held";
  f.category = Category::Play;
  f.pos = slip.at.index < trick.cards.token_pos.size() ? trick.cards.token_pos[slip.at.index] : trick.cards.pos;
  f.hand = hand.n;
  f.trick = static_cast<int>(slip.at.trick) + 1;
  f.seat = seat;
  f.phase = "play";
  f.rule = std::move(rule);
  const Value seat_v{"seat", seat_name(seat), seat_name_de(seat)};
  if (slip.other_trick)
    set_message(f, say({}, "play.written-twice/slip",
                       {seat_v,
                        {"card", card_code(slip.written)},
                        {"trick", f.trick},
                        {"other", *slip.other_trick + 1},
                        {"taken", card_code(slip.taken)}}));
  else
    set_message(f,
                say({}, "play.card-not-held/slip",
                    {seat_v, {"card", card_code(slip.written)}, {"trick", f.trick}, {"taken", card_code(slip.taken)}}));
  return f;
}

}  // namespace

bool needs_slip_resync(const record::Hand& hand, const Findings& findings) {
  const int errors = errors_of(findings);
  if (!hand.play || !hand.deal || errors < 2 || errors > kMaxSlipErrors) return false;
  return !shown_cards(hand.play->tricks).twice.empty() ||
         std::any_of(findings.begin(), findings.end(), [](const Finding& f) { return f.code == "play.card-not-held"; });
}

std::optional<HandAnalysis> resync_slip(const record::Hand& hand, const Findings& findings, const std::string& game,
                                        const AnalysisOptions& opts, const AnalyseHand& analyse) {
  const CardSet candidates = cards_not_shown(hand);
  if (candidates.empty() || candidates.size() > kMaxSlipCandidates) return std::nullopt;
  const std::optional<Slip> slip = only_fitting_slip(hand, slip_places(*hand.play, findings), candidates, analyse);
  if (!slip) return std::nullopt;
  record::Hand fixed = hand;
  fixed.play->tricks[slip->at.trick].cards.cards[slip->at.index] = slip->taken;
  AnalysisOptions with_timeline = opts;
  with_timeline.timeline = true;
  HandAnalysis out = analyse(fixed, with_timeline);
  const int seat = slip_seat(out, fixed.play->tricks[slip->at.trick], slip->at);
  if (!opts.timeline) out.steps.clear();
  out.findings.push_back(slip_finding(hand, *slip, seat, rule_of(findings, game)));
  return out;
}

}  // namespace stichprobe::engine
