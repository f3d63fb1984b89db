#include "validator/engine/missing_trick.h"

#include <algorithm>
#include <vector>

#include "validator/engine/trick_play.h"

namespace stichprobe::engine {
namespace {

// Each trial is one analysis of the hand; a long play (Tübinger's 19 tricks of 4) stays below.
constexpr int kMaxTrickTrials = 96;

int errors_of(const Findings& findings) {
  return static_cast<int>(
      std::count_if(findings.begin(), findings.end(), [](const Finding& f) { return f.severity == Severity::Error; }));
}

// The card each active seat still holds when the play as recorded ends, in the order of
// the seats; empty unless every active seat holds exactly one.
std::vector<std::pair<int, Card>> left_over(const HandAnalysis& with_timeline) {
  std::vector<std::pair<int, Card>> out;
  if (with_timeline.steps.empty()) return out;
  const auto& seats = with_timeline.steps.back().state.seats;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (!seats[i].active) continue;
    if (seats[i].hand.size() != 1 || seats[i].hand.front().is_unknown()) return {};
    out.emplace_back(static_cast<int>(i) + 1, seats[i].hand.front());
  }
  return out;
}

struct Gap {
  std::size_t at = 0;             // the left-out trick's index in the play
  std::size_t leader = 0;         // its leader's index among the left-over seats
  std::vector<std::size_t> also;  // the other places where it fits as well (the record does not tell)
};

// The first place where the left-out trick makes the whole hand fit, and every other one
// (each gives the same clean hand, so the rest of the checks do not depend on which).
std::optional<Gap> fitting_gap(const record::Hand& hand, const std::vector<std::pair<int, Card>>& cards,
                               const AnalyseHand& analyse) {
  std::optional<Gap> found;
  int trials = 0;
  const std::size_t tricks = hand.play->tricks.size();
  // Inside the play only: a play short of its last tricks is the game's play.incomplete.
  for (std::size_t at = 0; at < tricks; ++at)
    for (std::size_t leader = 0; leader < cards.size(); ++leader) {
      if (++trials > kMaxTrickTrials) return found;
      record::Hand trial = hand;
      record::Trick t;
      for (std::size_t k = 0; k < cards.size(); ++k) t.cards.cards.push_back(cards[(leader + k) % cards.size()].second);
      trial.play->tricks.insert(trial.play->tricks.begin() + static_cast<std::ptrdiff_t>(at), std::move(t));
      if (errors_of(analyse(trial, {}).findings) != 0) continue;
      if (found)
        found->also.push_back(at);
      else
        found = Gap{at, leader, {}};
      break;  // one leader fits a place at most
    }
  return found;
}

Finding gap_finding(const record::Hand& hand, const Gap& gap, const std::vector<std::pair<int, Card>>& cards,
                    const std::string& game) {
  const auto& tricks = hand.play->tricks;
  Finding f;
  f.severity = Severity::Error;
  f.code = "play.trick-missing";
  f.category = Category::Play;
  f.pos = tricks[gap.at].pos;
  f.hand = hand.n;
  f.trick = static_cast<int>(gap.at) + 1;
  f.seat = cards[gap.leader].first;
  f.phase = "play";
  f.rule = game + ": play";
  std::string list;
  for (std::size_t k = 0; k < cards.size(); ++k)
    list += (k ? " " : "") + card_code(cards[(gap.leader + k) % cards.size()].second);
  std::string others;
  for (std::size_t a : gap.also) others += (others.empty() ? "" : ", ") + std::to_string(a + 1);
  set_message(f, say({}, gap.also.empty() ? "play.trick-missing" : "play.trick-missing/also",
                     {{"trick", f.trick},
                      {"others", others},
                      {"cards", list},
                      {"leader", seat_name(f.seat), seat_name_de(f.seat)}}));
  return f;
}

// Whether the left-over cards, led by one of their seats, make the hand fit as its last trick.
bool fits_at_end(const record::Hand& hand, const std::vector<std::pair<int, Card>>& cards, const AnalyseHand& analyse) {
  for (std::size_t leader = 0; leader < cards.size(); ++leader) {
    record::Hand trial = hand;
    record::Trick& t = trial.play->tricks.emplace_back();
    for (std::size_t k = 0; k < cards.size(); ++k) t.cards.cards.push_back(cards[(leader + k) % cards.size()].second);
    if (errors_of(analyse(trial, {}).findings) == 0) return true;
  }
  return false;
}

}  // namespace

bool needs_trick_resync(const record::Hand& hand, const Findings& findings) {
  if (!hand.play || !hand.deal || hand.play->ended || hand.deal->hands.empty() || errors_of(findings) == 0)
    return false;
  std::size_t smallest = hand.deal->hands.front().cards.cards.size();
  for (const auto& seat : hand.deal->hands) smallest = std::min(smallest, seat.cards.cards.size());
  return hand.play->tricks.size() + 1 == smallest;
}

std::optional<HandAnalysis> resync_missing_trick(const record::Hand& hand, const std::string& game,
                                                 const AnalysisOptions& opts, const AnalyseHand& analyse) {
  AnalysisOptions with_timeline = opts;
  with_timeline.timeline = true;
  const std::vector<std::pair<int, Card>> cards = left_over(analyse(hand, with_timeline));
  if (cards.size() < 2) return std::nullopt;
  // Where the cards fit as the last trick, the play simply stops short of it (an editor's
  // hand being entered, a source that ends there): the game's play.incomplete says so.
  if (fits_at_end(hand, cards, analyse)) return std::nullopt;
  const std::optional<Gap> gap = fitting_gap(hand, cards, analyse);
  if (!gap) return std::nullopt;
  record::Hand fixed = hand;
  record::Trick t;
  for (std::size_t k = 0; k < cards.size(); ++k)
    t.cards.cards.push_back(cards[(gap->leader + k) % cards.size()].second);
  fixed.play->tricks.insert(fixed.play->tricks.begin() + static_cast<std::ptrdiff_t>(gap->at), std::move(t));
  HandAnalysis out = analyse(fixed, opts);
  out.findings.push_back(gap_finding(hand, *gap, cards, game));
  return out;
}

}  // namespace stichprobe::engine
