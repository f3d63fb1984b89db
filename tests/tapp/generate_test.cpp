// What Tapp's generator reaches, on both decks, at three and four players and under the
// options that change the auction, the trumps and the Ramsch ties: every contract on
// each deck, each hand analysed with no finding and a payment for every seat. (That
// generated hands validate clean after a THR round trip, and that injected faults are
// found, is tests/engine/playout_test.cpp, for every game.)
#include <catch2/catch.hpp>

#include <map>
#include <set>

#include "tests/support/playout.h"
#include "validator/engine/registry.h"

using namespace stichprobe;

TEST_CASE("generated Tapp hands reach every contract on both decks, with no finding", "[tapp][playout]") {
  const engine::GameModule* game = engine::find_game("tapp");
  REQUIRE(game);
  struct Config {
    int players;
    engine::Options options;
  };
  const std::vector<Config> configs{
      {3, {{"deck", "36"}}},
      {4, {{"deck", "36"}}},
      {3, {{"deck", "32"}}},
      {4, {{"deck", "32"}}},
      {4, {{"deck", "32"}, {"deal-32-four", "8-0"}}},
      {3, {{"deck", "36"}, {"naming-order", "forehand-first"}, {"ramsch-tie", "each-pays"}}},
      {4,
       {{"deck", "36"},
        {"naming-order", "any"},
        {"ramsch-tie", "forward-pays"},
        {"trump-obligation", "all-trump-games"},
        {"herz-aufnehmen-value", "5"}}},
  };
  std::map<std::string, std::set<std::string>> contracts;  // deck -> contracts seen
  std::uint64_t seed = 1;
  for (const Config& c : configs) {
    engine::Options options = c.options;
    options["herz-aufnehmen"] = "on";
    const record::Session s = testing::generate_session(*game, {"standard", c.players, 200, seed++, options});
    for (const testing::PlayedHand& p : testing::analyse_session(*game, s)) {
      INFO(c.players << " players, deck " << options["deck"] << ", hand " << p.hand->n);
      REQUIRE(p.analysis.findings.empty());
      REQUIRE(static_cast<int>(p.analysis.payments.size()) == c.players);
      contracts[options["deck"]].insert(p.hand->contract->type);
    }
  }
  for (const char* deck : {"36", "32"})
    for (const std::string& contract : game->spec().contracts) {
      INFO("deck " << deck << " never reached " << contract);
      CHECK(contracts[deck].count(contract) == 1);
    }
}
