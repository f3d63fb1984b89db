// What Dappen's generator reaches, in every variant and table size and under the option
// sets that change the scoring: every contract of each variant, a hand thrown in, an
// Ulti, the seven fives that end a hand, Gstiesieren and the Marsch; each hand analysed
// with no finding. (That generated hands validate clean after a THR round trip, and that
// injected faults are found, is tests/engine/playout_test.cpp, for every game.)
#include <catch2/catch.hpp>

#include <map>
#include <set>

#include "tests/support/playout.h"
#include "validator/engine/registry.h"

using namespace stichprobe;

namespace {

struct Config {
  std::string variant;
  int players;
  engine::Options options;
  int hands = 260;
};

std::vector<Config> configs(const engine::GameSpec& spec) {
  std::vector<Config> out;
  for (const auto& v : spec.variants)
    for (int n : v.player_counts) out.push_back({v.id, n, {}});
  out.push_back({"furtwangen",
                 6,
                 {{"scoring", "full"},
                  {"ulti-scoring", "full"},
                  {"marsch-liability", "half"},
                  {"seven-fives-liability", "as-marsch"},
                  {"pflichtdappen-a", "off"}},
                 // A Marsch liability needs a Marsch under these options: rare.
                 800});
  out.push_back({"furtwangen", 8, {{"sitting-out-pays", "yes"}, {"raise-by", "following"}}});
  out.push_back({"breitnau", 7, {{"gstiesieren", "on"}, {"raise-by", "any"}, {"solo-dapp", "defenders"}}});
  out.push_back({"jeu-du-tarot", 4, {{"honneurs", "fives"}, {"win-rule", "35-and-a-card"}}});
  out.push_back({"jeu-du-tarot", 5, {{"honneurs", "wallis"}, {"gstiesieren", "on"}, {"solo", "off"}}});
  return out;
}

}  // namespace

TEST_CASE("generated Dappen hands reach every contract and feature, with no finding", "[dappen][playout]") {
  const engine::GameModule* game = engine::find_game("dappen");
  REQUIRE(game);
  std::map<std::string, std::set<std::string>> contracts;  // variant -> contracts seen
  std::set<std::string> features;
  int hands = 0;
  std::uint64_t seed = 20240703;
  for (const Config& c : configs(game->spec())) {
    const record::Session s = testing::generate_session(*game, {c.variant, c.players, c.hands, seed++, c.options});
    for (const testing::PlayedHand& p : testing::analyse_session(*game, s)) {
      const record::Hand& h = *p.hand;
      INFO(c.variant << " with " << c.players << " players, hand " << h.n);
      REQUIRE(p.analysis.findings.empty());
      ++hands;
      if (h.outcome && h.outcome->type == "thrown-in") features.insert("thrown-in");
      if (h.contract) contracts[c.variant].insert(h.contract->type);
      if (!h.announcements.empty()) features.insert("ulti");
      if (h.play && h.play->ended) features.insert("seven-fives");
      for (const auto& line : p.analysis.derivation) {
        if (line.detail.en.find("Marsch") != std::string::npos) features.insert("marsch-" + c.variant);
        if (line.item.en == "Gstiesieren") features.insert("gstiesieren-" + c.variant);
        if (line.item.en == "Marsch liability") features.insert("marsch-liability");
      }
    }
  }
  CHECK(hands >= 3000);
  // The contracts of each variant (validator/games/dappen: each variant's contract table).
  const std::map<std::string, std::vector<std::string>> by_variant{
      {"breitnau", {"solo", "dappen", "strecken", "stupfen"}},
      {"furtwangen", {"solo", "dappen", "strecken"}},
      {"schollach", {"solo", "dappen", "strecken"}},
      {"buchenbach", {"solo", "strecken", "dappen", "hannes", "zwei-hannes", "geiss"}},
      {"jeu-du-tarot", {"solo", "dappen", "strecken", "stupfen"}}};
  REQUIRE(by_variant.size() == game->spec().variants.size());
  for (const auto& [variant, types] : by_variant)
    for (const auto& type : types) {
      INFO(variant << " never reached " << type);
      CHECK(contracts[variant].count(type) == 1);
    }
  CHECK(features.count("thrown-in") == 1);
  CHECK(features.count("ulti") == 1);
  CHECK(features.count("seven-fives") == 1);
  for (const char* f : {"gstiesieren-furtwangen", "gstiesieren-schollach", "gstiesieren-breitnau", "marsch-furtwangen",
                        "marsch-liability"}) {
    INFO("never occurred: " << f);
    CHECK(features.count(f) == 1);
  }
}
