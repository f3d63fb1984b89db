// Random playout: generate() deals and plays legal hands in every variant, player
// count and option set; analyse() must accept each with zero findings, and every
// contract and feature must occur. A corrupted copy must be caught.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <sstream>

#include "validator/engine/registry.h"
#include "validator/games/dappen/module.h"
#include "validator/games/dappen/rules.h"

using namespace stichprobe;

namespace {

struct Config {
  std::string variant;
  int players;
  engine::Options options;
};

std::vector<Config> configs() {
  std::vector<Config> out;
  for (const auto& v : games::dappen::variant_table())
    for (int n : v.table_sizes) out.push_back({v.id, n, {}});
  out.push_back({"furtwangen",
                 6,
                 {{"scoring", "full"},
                  {"ulti-scoring", "full"},
                  {"marsch-liability", "half"},
                  {"seven-fives-liability", "as-marsch"},
                  {"pflichtdappen-a", "off"}}});
  out.push_back({"furtwangen", 8, {{"sitting-out-pays", "yes"}, {"raise-by", "following"}}});
  out.push_back({"breitnau", 7, {{"gstiesieren", "on"}, {"raise-by", "any"}, {"solo-dapp", "defenders"}}});
  out.push_back({"jeu-du-tarot", 4, {{"honneurs", "fives"}, {"win-rule", "35-and-a-card"}}});
  out.push_back({"jeu-du-tarot", 5, {{"honneurs", "wallis"}, {"gstiesieren", "on"}, {"solo", "off"}}});
  return out;
}

engine::HandContext context(const Config& c) {
  engine::HandContext ctx;
  ctx.spec = &games::dappen::module().spec();
  ctx.variant = c.variant;
  ctx.options = engine::default_options(*ctx.spec, c.variant);
  for (const auto& [k, v] : c.options) ctx.options[k] = v;
  ctx.seat_count = c.players;
  return ctx;
}

std::string describe(const Findings& fs) {
  std::ostringstream os;
  for (const auto& f : fs)
    os << f.code << " (hand " << f.hand << ", trick " << f.trick << ", seat " << f.seat << "): " << f.message << "\n";
  return os.str();
}

}  // namespace

TEST_CASE("dappen is registered", "[dappen]") { REQUIRE(engine::find_game("dappen") == &games::dappen::module()); }

TEST_CASE("random playout: every generated hand validates without findings", "[dappen][playout]") {
  const auto& module = games::dappen::module();
  std::map<std::string, std::set<std::string>> contracts;  // variant -> contracts seen
  std::set<std::string> features;
  int hands = 0;
  core::Rng rng(20240703);
  for (const Config& c : configs()) {
    const engine::HandContext ctx = context(c);
    for (int i = 0; i < 260; ++i) {
      engine::GenerateRequest req{c.variant, c.options, c.players, 1 + i % c.players, i + 1};
      const record::Hand h = module.generate(rng, req);
      const engine::HandAnalysis a = module.analyse(ctx, h, {});
      INFO(c.variant << " with " << c.players << " players, hand " << i);
      REQUIRE(describe(a.findings) == "");
      ++hands;
      if (h.outcome && h.outcome->type == "thrown-in") features.insert("thrown-in");
      if (h.contract) contracts[c.variant].insert(h.contract->type);
      if (!h.announcements.empty()) features.insert("ulti");
      if (h.play && h.play->ended) features.insert("seven-fives");
      const engine::HandAnalysis d = module.analyse(ctx, h, {false, true});
      for (const auto& line : d.derivation) {
        if (line.detail.en.find("Marsch") != std::string::npos) features.insert("marsch-" + c.variant);
        if (line.item.en == "Gstiesieren") features.insert("gstiesieren-" + c.variant);
        if (line.item.en == "Marsch liability") features.insert("marsch-liability");
      }
    }
  }
  CHECK(hands >= 3000);
  for (const auto& v : games::dappen::variant_table())
    for (const auto& row : v.contracts) {
      INFO(v.id << " never reached " << row.type);
      CHECK(contracts[v.id].count(row.type) == 1);
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
