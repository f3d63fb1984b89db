// A game whose one analysis also hands back its own scores (Dappen's and Troggu's
// generators record the result they compute): `analyse(ctx, hand, opts, scores)`, with
// `scores` null for the validator. The module's analyse_hand() and the generator's
// computed_scores() are made from it here, so no game writes the two wrappers itself.
#pragma once
#include "formats/record.h"
#include "validator/engine/game.h"

namespace stichprobe::engine {

template <class Scores>
using AnalyseWithScores = HandAnalysis (*)(const HandContext&, const record::Hand&, const AnalysisOptions&, Scores*);

// The analysis alone: what GameFunctions::analyse_hand is.
template <class Scores, AnalyseWithScores<Scores> Analyse>
HandAnalysis analysis_only(const HandContext& ctx, const record::Hand& hand, const AnalysisOptions& opts) {
  return Analyse(ctx, hand, opts, nullptr);
}

// The scores alone, analysed without a timeline or an explanation.
template <class Scores, AnalyseWithScores<Scores> Analyse>
Scores scores_only(const HandContext& ctx, const record::Hand& hand) {
  Scores sc;
  Analyse(ctx, hand, {}, &sc);
  return sc;
}

}  // namespace stichprobe::engine
