#include "validator/engine/contract_inference.h"

#include <algorithm>
#include <climits>

#include "validator/engine/phrases.h"
#include "validator/engine/record_parts.h"
#include "validator/engine/trick_play.h"

namespace stichprobe::engine {
namespace {

constexpr const char* kInferenceRule = "THR v1 §5, §7";
constexpr std::size_t kListed = 4;  // contracts named in the info when several fit

// The info of `key` (a form of auction.not-recorded) with `values`.
void add_info(HandAnalysis& analysis, const record::Hand& hand, std::string_view key, Values values = {}) {
  Finding f;
  f.severity = Severity::Info;
  f.code = "auction.not-recorded";
  f.category = Category::Auction;
  f.phase = "auction";
  f.pos = hand.pos;
  f.hand = hand.n;
  set_message(f, say({}, key, values));
  f.rule = kInferenceRule;
  analysis.findings.push_back(std::move(f));
}

void add_not_past_auction(HandAnalysis& analysis, const record::Hand& hand) {
  if (!hand.outcome) return add_info(analysis, hand, "auction.not-recorded/nothing-after");
  add_info(analysis, hand, "auction.not-recorded/outcome", {{"outcome", hand.outcome->type}});
}

// "Solo by seat 2, Dreier by seat 3 or Bettel": the first kListed, then how many more.
Message listing(const std::vector<record::Contract>& contracts) {
  Message out;
  for (std::size_t i = 0; i < contracts.size() && i < kListed; ++i) {
    const bool last = i + 1 == contracts.size();
    if (i > 0) append_item(out, say({}, last ? "phrase.or" : "phrase.comma"), "");
    append_item(out, contract_text(contracts[i]), "");
  }
  if (contracts.size() > kListed) append_item(out, say({}, "phrase.and-more", {{"n", contracts.size() - kListed}}), "");
  return out;
}

// The analyses of several contracts the record fits equally well, as one: the findings they
// all have alike (what does not depend on the contract), the payments and the derivation
// where they agree (a derivation is one contract's: none), the first one's timeline.
HandAnalysis agreed(std::vector<HandAnalysis> all) {
  HandAnalysis out = std::move(all.front());
  for (std::size_t i = 1; i < all.size(); ++i) {
    const HandAnalysis& other = all[i];
    std::erase_if(out.findings, [&](const Finding& f) {
      return std::find(other.findings.begin(), other.findings.end(), f) == other.findings.end();
    });
    if (out.payments != other.payments) out.payments.clear();
  }
  if (all.size() > 1) out.derivation.clear();
  return out;
}

}  // namespace

Message contract_text(const record::Contract& c) {
  Message out{c.type, c.type};
  if (c.trump) append_item(out, say({}, "phrase.contract-trump", {{"trump", *c.trump}}), "");
  if (c.declarer) append_item(out, say({}, "phrase.contract-declarer", {{"seat", *c.declarer}}), "");
  if (c.partner_card) append_item(out, say({}, "phrase.contract-calling", {{"card", card_code(*c.partner_card)}}), "");
  return out;
}

HandAnalysis ContractInference::analyse(const HandContext& ctx, const record::Hand& hand,
                                        const AnalysisOptions& opts) const {
  if (const auto read = as_read(hand, game_.spec().unused_parts)) return analyse(ctx, *read, opts);
  if (hand.auction) return game_.analyse(ctx, hand, opts);
  // A hand recorded as thrown in or dealt again has no contract to infer: whether the bidding
  // ended so cannot be checked, and what it records after the bidding is checked as it stands.
  const bool not_played = hand.outcome && hand.outcome->type != "played";
  if (hand.contract || not_played || !first_part_after_auction(hand)) {
    HandAnalysis a = game_.analyse(ctx, hand, opts);
    if (hand.contract)
      add_info(a, hand, "auction.not-recorded/contract");
    else
      add_not_past_auction(a, hand);
    return a;
  }
  const std::vector<record::Contract> candidates = game_.possible_contracts(ctx, hand);
  if (candidates.empty()) {
    HandAnalysis a = game_.analyse(ctx, hand, opts);
    add_info(a, hand, "auction.not-recorded/nothing-shows");
    return a;
  }
  // Each contract tried; those the record fits best (fewest errors and warnings) are kept.
  record::Hand trial = hand;
  std::vector<record::Contract> best;
  int best_faults = INT_MAX;
  for (const record::Contract& c : candidates) {
    trial.contract = c;
    trial.contract->pos = hand.pos;
    const int n = count_faults(game_.analyse(ctx, trial, {}).findings);
    if (n < best_faults) best.clear(), best_faults = n;
    if (n == best_faults) best.push_back(*trial.contract);
  }
  std::vector<HandAnalysis> analyses;
  for (const record::Contract& c : best) {
    trial.contract = c;
    analyses.push_back(game_.analyse(ctx, trial, opts));
  }
  HandAnalysis out = agreed(std::move(analyses));
  add_info(out, hand, best.size() == 1 ? "auction.not-recorded/shown" : "auction.not-recorded/alike",
           {{"contracts", listing(best)}});
  return out;
}

}  // namespace stichprobe::engine
