// Small builders shared by the Tapp Tarock tests.
#pragma once
#include <string>
#include <vector>

#include "tests/support/cards.h"
#include "validator/engine/game.h"
#include "validator/games/tapp-tarock/generate.h"
#include "validator/games/tapp-tarock/module.h"
#include "validator/games/tapp-tarock/spec.h"
#include "validator/games/tapp-tarock/state.h"

namespace tt_test {
using namespace stichprobe;
namespace tt = stichprobe::games::tapp_tarock;

inline std::vector<Card> cards(const std::string& text) { return test::cards_of(text); }

inline CardSet set(const std::string& text) { return CardSet::of(cards(text)); }

inline record::CardList list(const std::string& text) {
  record::CardList l;
  l.cards = cards(text);
  for (std::size_t i = 0; i < l.cards.size(); ++i) l.token_pos.push_back({100, static_cast<unsigned>(i + 1)});
  return l;
}

inline engine::HandContext context(const std::string& variant = "standard", const engine::Options& extra = {}) {
  engine::HandContext ctx;
  ctx.spec = &tt::spec();
  ctx.variant = variant;
  ctx.options = engine::default_options(tt::spec(), variant);
  for (const auto& [k, v] : extra) ctx.options[k] = v;
  ctx.seat_count = 3;
  return ctx;
}

inline engine::HandAnalysis analyse(const record::Hand& hand, const engine::HandContext& ctx = context(),
                                    engine::AnalysisOptions opts = {}) {
  return tt::module().analyse(ctx, hand, opts);
}

inline std::vector<std::string> codes(const Findings& fs) {
  std::vector<std::string> out;
  for (const auto& f : fs) out.push_back(f.code);
  return out;
}

inline std::string describe(const Findings& fs) {
  std::string out;
  for (const auto& f : fs)
    out += std::string(severity_name(f.severity)) + " " + f.code + " hand " + std::to_string(f.hand) + " trick " +
           std::to_string(f.trick) + " seat " + std::to_string(f.seat) + ": " + f.message + "\n";
  return out;
}

inline record::Hand generated(std::uint64_t seed, const std::string& variant = "standard", int dealer = 1,
                              const engine::Options& options = {}) {
  core::Rng rng(seed);
  engine::GenerateRequest req;
  req.variant = variant;
  req.options = options;
  req.players = 3;
  req.dealer = dealer;
  return tt::generate_hand(rng, req);
}

inline int errors(const Findings& fs) {
  int n = 0;
  for (const auto& f : fs) n += f.severity == Severity::Error ? 1 : 0;
  return n;
}
}  // namespace tt_test
