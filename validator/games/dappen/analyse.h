// The phases of analysing one Dappen hand, each in its own file.
#pragma once
#include <string>
#include <vector>

#include "validator/engine/game.h"
#include "validator/engine/reporter.h"
#include "validator/engine/timeline.h"
#include "validator/games/dappen/scoring.h"

namespace stichprobe::games::dappen {

// The table of one hand: who is active, in which order.
struct Table {
  int seats = 0;
  int dealer = 0;
  int sitting_out = 0;     // 0 = nobody
  std::vector<int> order;  // active seats from forehand ("rechts vom Geber") round to the last
};
Table make_table(const Rules& r, int seats, int dealer);

struct DealFacts {
  bool known = false;
  std::vector<CardSet> hands;  // index seat-1
  std::vector<Card> dapp;
};

// deal.cpp: sizes, sitting-out, duplicates, missing cards.
DealFacts check_deal(const Rules& r, const Table& t, const record::Hand& hand, engine::Reporter& rep);

// result.cpp: what the table recorded against what the rules compute.
void compare_result(const Rules& r, const record::Hand& hand, int declarer, const Score& score, engine::Reporter& rep,
                    std::vector<engine::ScoreLine>& lines);

// The rules resolved once per session (GameModule::prepare); analyse_hand() and card_flow()
// resolve them per hand when the context carries none.
struct DappenPrep : engine::SessionPrep {
  explicit DappenPrep(Rules resolved) : rules(resolved) {}
  Rules rules;
};

// The session's rules: DappenPrep's, or resolved from ctx when nobody prepared them.
inline engine::PreparedOr<Rules> rules_for(const engine::HandContext& ctx) {
  const DappenPrep* prep = engine::prepared<DappenPrep>(ctx);
  return {prep ? &prep->rules : nullptr, [&] { return resolve_rules(ctx.variant, ctx.options); }};
}

// `score` (optional) receives the computed result, for generate().
engine::HandAnalysis analyse_hand(const engine::HandContext& ctx, const record::Hand& hand,
                                  const engine::AnalysisOptions& opts, Score* score = nullptr);

}  // namespace stichprobe::games::dappen
