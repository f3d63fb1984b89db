#include "tests/support/prepare_check.h"

#include <catch2/catch.hpp>

#include "tests/support/playout.h"
#include "validator/engine/validate.h"

namespace stichprobe::testing {

std::string findings_summary(const engine::HandAnalysis& a) {
  std::string out;
  for (const auto& f : a.findings)
    out += f.code + " " + std::to_string(static_cast<int>(f.severity)) + " @" + std::to_string(f.pos.line) + ":" +
           std::to_string(f.pos.column) + " h" + std::to_string(f.hand) + " t" + std::to_string(f.trick) + " s" +
           std::to_string(f.seat) + " " + f.phase + " [" + f.rule + "] " + f.message + " | " + f.message_de + " | " +
           f.ruling + "\n";
  for (const auto& [seat, v] : a.payments) out += "pays " + std::to_string(seat) + ": " + v.to_string() + "\n";
  return out;
}

std::string analysis_summary(const engine::HandAnalysis& a) {
  std::string out = findings_summary(a);
  for (const auto& l : a.derivation)
    out += "line " + l.item.en + " / " + l.item.de + " = " + l.computed.en + " / " + l.computed.de + " (" +
           l.recorded.value_or("-") + ") " + (l.mismatch ? "x " : "") + l.detail.en + " / " + l.detail.de + "\n";
  for (const auto& s : a.steps) {
    out += "step " + s.label.en + " / " + s.label.de + " " + cards_to_string(s.state.legal.cards()) + " [" +
           s.state.contract.en + " / " + s.state.contract.de + "]";
    for (const auto& c : s.state.calls) out += " " + c.en + " / " + c.de + ";";
    out += "\n";
  }
  return out;
}

int check_prepare_agrees(const engine::GameModule& game, std::uint64_t seed) {
  core::Rng rng(seed);
  int compared = 0;
  for (const auto& v : game.spec().variants)
    for (int players : v.player_counts) {
      record::Session s = testing::generate_session(game, {v.id, players, 6, seed++, {}});
      inject_revoke(s, game, rng);
      inject_wrong_payout(s, game, rng);
      const engine::SessionReport report = engine::validate_session(s);
      engine::HandContext with = report.context;
      REQUIRE(with.prep != nullptr);
      engine::HandContext without = with;
      without.prep = nullptr;
      for (const engine::AnalysisOptions opts : {engine::AnalysisOptions{}, engine::AnalysisOptions{true, true}})
        for (std::size_t i = 0; i < s.hands.size(); ++i) {
          INFO(game.spec().id << "/" << v.id << " with " << players << " players, hand " << s.hands[i].n);
          with.hand_index = without.hand_index = i;
          CHECK(analysis_summary(game.analyse(with, s.hands[i], opts)) ==
                analysis_summary(game.analyse(without, s.hands[i], opts)));
          ++compared;
        }
    }
  return compared;
}

}  // namespace stichprobe::testing
