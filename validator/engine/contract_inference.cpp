#include "validator/engine/contract_inference.h"

#include <algorithm>
#include <climits>

#include "validator/engine/record_parts.h"
#include "validator/engine/trick_play.h"

namespace stichprobe::engine {
namespace {

constexpr const char* kInferenceRule = "THR v1 §5, §7";
constexpr std::size_t kListed = 4;  // contracts named in the info when several fit

void add_info(HandAnalysis& analysis, const record::Hand& hand, Message message) {
  Finding f;
  f.severity = Severity::Info;
  f.code = "auction.not-recorded";
  f.category = Category::Auction;
  f.phase = "auction";
  f.pos = hand.pos;
  f.hand = hand.n;
  set_message(f, std::move(message));
  f.rule = kInferenceRule;
  analysis.findings.push_back(std::move(f));
}

Message not_past_auction(const record::Hand& hand) {
  if (!hand.outcome)
    return {"the bidding is not recorded, nor anything after it: only the deal is checked",
            "das Bieten ist nicht aufgeschrieben und nichts danach: nur das Geben ist geprüft"};
  return {
      "the bidding is not recorded: whether the hand was rightly " + hand.outcome->type + " cannot be checked",
      "das Bieten ist nicht aufgeschrieben: ob das Spiel zu Recht " + hand.outcome->type + " ist, ist nicht prüfbar"};
}

Message listing(const std::vector<record::Contract>& contracts) {
  Message out;
  for (std::size_t i = 0; i < contracts.size() && i < kListed; ++i) {
    const Message c = contract_text(contracts[i]);
    const bool last = i + 1 == contracts.size();
    out.en += (i == 0 ? "" : last ? " or " : ", ") + c.en;
    out.de += (i == 0 ? "" : last ? " oder " : ", ") + c.de;
  }
  if (contracts.size() > kListed) {
    const std::string more = std::to_string(contracts.size() - kListed);
    out.en += " and " + more + " more";
    out.de += " und " + more + " weitere";
  }
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
  if (c.trump) {
    out.en += " (trump " + *c.trump + ")";
    out.de += " (Trumpf " + *c.trump + ")";
  }
  if (c.declarer) {
    out.en += " by " + seat_name(*c.declarer);
    out.de += " von " + seat_name_de(*c.declarer);
  }
  if (c.partner_card) {
    out.en += ", calling " + card_code(*c.partner_card);
    out.de += ", gerufen " + card_code(*c.partner_card);
  }
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
    add_info(a, hand,
             hand.contract ? Message{"the bidding is not recorded: the contract is taken as recorded; whether the "
                                     "bidding gave it cannot be checked",
                                     "das Bieten ist nicht aufgeschrieben: das Spiel gilt, wie es aufgeschrieben ist; "
                                     "ob das Bieten es ergab, ist nicht prüfbar"}
                           : not_past_auction(hand));
    return a;
  }
  const std::vector<record::Contract> candidates = game_.possible_contracts(ctx, hand);
  if (candidates.empty()) {
    HandAnalysis a = game_.analyse(ctx, hand, opts);
    add_info(a, hand,
             {"neither the bidding nor the contract is recorded, and nothing in the hand shows the contract: what "
              "depends on it is not checked",
              "weder das Bieten noch das Spiel ist aufgeschrieben, und nichts im Spiel zeigt, welches gespielt wurde: "
              "was davon abhängt, ist nicht geprüft"});
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
  const Message which = listing(best);
  if (best.size() == 1)
    add_info(out, hand,
             {"neither the bidding nor the contract is recorded: the exchange, the play and the result show " +
                  which.en + ", and the hand is checked as that; whether the bidding gave it cannot be checked",
              "weder das Bieten noch das Spiel ist aufgeschrieben: Tausch, Spiel und Ergebnis zeigen " + which.de +
                  ", und das Spiel ist so geprüft; ob das Bieten es ergab, ist nicht prüfbar"});
  else
    add_info(out, hand,
             {"neither the bidding nor the contract is recorded: the exchange, the play and the result fit " +
                  which.en + " alike; what these agree on is checked, what depends on which it was is not",
              "weder das Bieten noch das Spiel ist aufgeschrieben: zu Tausch, Spiel und Ergebnis passen " + which.de +
                  " gleich gut; worin diese übereinstimmen, ist geprüft, was davon abhängt, welches es war, nicht"});
  return out;
}

}  // namespace stichprobe::engine
