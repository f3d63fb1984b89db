// Random playout: generated hands of every contract, deck and table size validate
// with no finding at all, and every contract is reached without forcing it.
#include <catch2/catch.hpp>
#include <set>

#include "support.h"
#include "validator/games/tapp/generate.h"
#include "validator/games/tapp/rules.h"

using namespace tapp_test;
using stichprobe::games::tapp::Game;

namespace {
const std::vector<Game> kAllGames{Game::HerzAufnehmen, Game::Farbspiel, Game::Bettel, Game::Rufer,
                                  Game::BettelOuvert,  Game::Durch,     Game::Ramsch};

void playout(int players, const engine::Options& options, std::uint64_t seed, int per_game) {
  core::Rng rng(seed);
  engine::Options opts = options;
  opts["herz-aufnehmen"] = "on";
  for (Game g : kAllGames)
    for (int i = 0; i < per_game; ++i) {
      engine::GenerateRequest req{"standard", opts, players, 1 + i % players, i + 1};
      record::Session s = session(players, {games::tapp::generate_hand(rng, req, g)}, opts);
      const auto a = analyse(s, 0);
      INFO("players " << players << " game " << games::tapp::game_token(g) << " hand " << i);
      REQUIRE(describe(a.findings) == "");
      REQUIRE(static_cast<int>(a.payments.size()) == players);
    }
}
}  // namespace

TEST_CASE("playout: 36 cards, three and four players, every contract") {
  playout(3, {{"deck", "36"}}, 1, 60);
  playout(4, {{"deck", "36"}}, 2, 60);
}

TEST_CASE("playout: 32 cards, both four-player deals, every contract") {
  playout(3, {{"deck", "32"}}, 3, 40);
  playout(4, {{"deck", "32"}}, 4, 40);
  playout(4, {{"deck", "32"}, {"deal-32-four", "8-0"}}, 5, 30);
}

TEST_CASE("playout: options that change the auction, the trumps and the Ramsch ties") {
  playout(3, {{"naming-order", "forehand-first"}, {"ramsch-tie", "each-pays"}}, 6, 20);
  playout(4,
          {{"naming-order", "any"},
           {"ramsch-tie", "forward-pays"},
           {"trump-obligation", "all-trump-games"},
           {"herz-aufnehmen-value", "5"}},
          7, 20);
}

TEST_CASE("playout: the unforced generator reaches every contract and stays legal") {
  std::set<std::string> seen;
  core::Rng rng(42);
  for (int i = 0; i < 400; ++i) {
    const int players = 3 + i % 2;
    engine::Options opts{{"herz-aufnehmen", "on"}, {"deck", i % 3 == 0 ? "32" : "36"}};
    engine::GenerateRequest req{"standard", opts, players, 1 + i % players, 1};
    record::Session s = session(players, {games::tapp::module().generate(rng, req)}, opts);
    const auto a = analyse(s, 0);
    REQUIRE(describe(a.findings) == "");
    seen.insert(s.hands[0].contract->type);
  }
  CHECK(seen.size() == kAllGames.size());
}
