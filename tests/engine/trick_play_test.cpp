// The usual trick is played in one pass (TrickPlay::play_plain) where nobody watches; with
// the replay view on, every trick takes the general play. Both must find the same: every
// game, on generated hands with each kind of injected fault of the play.
#include <catch2/catch.hpp>

#include <string>

#include "tests/support/playout.h"
#include "validator/engine/registry.h"

namespace stichprobe::engine {
namespace {

HandContext context_of(const GameModule& game, const record::Session& session) {
  HandContext ctx;
  ctx.session = &session;
  ctx.spec = &game.spec();
  ctx.variant = session.variant.empty() ? game.spec().variants.front().id : session.variant;
  ctx.options = default_options(game.spec(), ctx.variant);
  for (const auto& o : session.rules) ctx.options[o.name] = o.value;
  ctx.seat_count = static_cast<int>(session.players.size());
  ctx.prep = game.prepare(ctx);
  return ctx;
}

// Each hand analysed without and with the replay view: the same findings, in the same order.
int compare_paths(const GameModule& game, const record::Session& session) {
  HandContext ctx = context_of(game, session);
  int compared = 0;
  for (const auto& hand : session.hands) {
    ctx.hand_index = static_cast<std::size_t>(&hand - session.hands.data());
    const HandAnalysis plain = game.analyse(ctx, hand, {false, true});
    const HandAnalysis viewed = game.analyse(ctx, hand, {true, true});
    INFO(game.spec().id << " hand " << hand.n);
    CHECK(plain.findings == viewed.findings);
    compared += static_cast<int>(plain.findings.size());
  }
  return compared;
}

TEST_CASE("the one-pass trick finds what the general play finds", "[trick_play]") {
  for (const GameModule* game : all_games()) {
    const VariantSpec& variant = game->spec().variants.front();
    const testing::PlayoutConfig config{variant.id, variant.player_counts.front(), 12, 7, {}};
    const record::Session clean = testing::generate_session(*game, config);
    compare_paths(*game, clean);
    int found = 0;
    for (const FaultKind kind : {FaultKind::Revoke, FaultKind::CardFromNowhere, FaultKind::WrongLead,
                                 FaultKind::CardLeftOut, FaultKind::CardsOutOfOrder}) {
      core::Rng rng(static_cast<std::uint64_t>(kind) + 11);
      for (int i = 0; i < 4; ++i) {
        record::Session faulty = clean;
        if (inject_fault(faulty, *game, kind, rng)) found += compare_paths(*game, faulty);
      }
    }
    INFO(game->spec().id);
    CHECK(found > 0);  // the faulty hands were compared with their findings
  }
}

}  // namespace
}  // namespace stichprobe::engine
