// A hand recorded without its bidding, said once for every game (the brief: "A part of a hand
// that is missing is said, with what could therefore not be checked"). Without <auction> the
// game takes the recorded <contract>; without both, the contract is the one the exchange, the
// play and the result show, found as `complete` finds unknown cards: each contract the game
// says the hand may have been played in is tried, and the one the record fits best is checked.
// Where several fit equally well, what they agree on is reported and what depends on the
// contract (its value, the payments) is not. Either way one info, auction.not-recorded, says
// what could not be checked.
#pragma once
#include "validator/engine/game.h"

namespace stichprobe::engine {

// The game module as the session driver runs it: a hand with an <auction> goes straight to the
// game (read as the game reads it: record_parts.h, as_read); a hand without one is analysed as
// above, with the info added.
class ContractInference final : public GameModule {
 public:
  explicit ContractInference(const GameModule& game) : game_(game) {}
  const GameSpec& spec() const override { return game_.spec(); }
  HandAnalysis analyse(const HandContext& ctx, const record::Hand& hand, const AnalysisOptions& opts) const override;
  record::Hand generate(core::Rng& rng, const GenerateRequest& req) const override { return game_.generate(rng, req); }
  std::shared_ptr<const SessionPrep> prepare(const HandContext& ctx) const override { return game_.prepare(ctx); }
  int next_dealer(const HandContext& ctx, const record::Hand& hand) const override {
    return game_.next_dealer(ctx, hand);
  }
  std::optional<CardFlow> card_flow(const HandContext& ctx, const record::Hand& hand) const override {
    return game_.card_flow(ctx, hand);
  }
  std::vector<record::Contract> possible_contracts(const HandContext& ctx, const record::Hand& hand) const override {
    return game_.possible_contracts(ctx, hand);
  }

 private:
  const GameModule& game_;
};

// "dappen by seat 3", "farbspiel (trump H) by seat 2", "rufspiel by seat 1, calling HK".
Message contract_text(const record::Contract& c);

}  // namespace stichprobe::engine
