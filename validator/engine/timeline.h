// Records the table after each recorded action, for the replayer. Disabled
// timelines cost nothing: games still update state(), but push() is a no-op.
// A step's label (and the calls and contract of the state) is a Message in English
// and German: callers build it only when enabled(), so a disabled timeline never
// pays for the text. It also carries the question what may come next (next()): the
// phases walk the record with it, so each offers its legal actions where the record
// stops.
#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "validator/engine/game.h"

namespace stichprobe::engine {

class Timeline {
 public:
  explicit Timeline(bool enabled, Turn* next = nullptr) : enabled_(enabled), next_(next) {}
  bool enabled() const { return enabled_; }
  // Where the phases offer what may come next (AnalysisOptions::next); null: nobody asks.
  Turn* next() const { return next_; }
  TableState& state() { return state_; }
  const TableState& state() const { return state_; }

  void push(StepKind kind, Message label, Pos pos, int seat = 0, int trick = 0,
            std::optional<Card> card = std::nullopt) {
    if (!enabled_) return;
    steps_.push_back(Step{kind, std::move(label), pos, seat, trick, card, state_, std::nullopt});
  }
  // The legal choice the last pushed step was made from.
  void set_legal_before(const CardSet& legal) {
    if (enabled_ && !steps_.empty()) steps_.back().legal_before = legal;
  }
  // The last pushed step completed a trick: its winner by the rules and as recorded.
  void set_trick_winner(int computed, int recorded) {
    if (!enabled_ || steps_.empty()) return;
    steps_.back().state.trick_winner = computed;
    steps_.back().state.recorded_winner = recorded;
  }
  std::vector<Step> take() { return std::move(steps_); }

 private:
  bool enabled_;
  Turn* next_;
  TableState state_;
  std::vector<Step> steps_;
};

}  // namespace stichprobe::engine
