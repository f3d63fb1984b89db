// The one random-playout test, over every registered game, variant, player count and
// rules option value: the engine deals and plays random legal hands (each game's
// generate()), they are written as THR, read back and validated, and nothing may be
// found; every contract the game names is reached. Then each kind of injected fault
// (`stichprobe generate --faults`, validator/engine/faults.h) is found at its hand,
// trick and seat, the typing mistakes of the play as the sole finding of their hand
// ("One mistake in a record is one finding", project brief).
// A game's own features (its roles, bonuses, options that change what is generated)
// are pinned in its own tests/<game>/ folder.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "tests/support/playout.h"
#include "tests/support/sweep.h"
#include "validator/engine/registry.h"

namespace stichprobe::engine {
namespace {

// A thousand hands per variant and player count (in sessions of 25), two sessions per
// option value, and twelve faults of each kind per variant and player count: about
// 70,000 validated hands in all (the time it takes: README, "Tests").
constexpr int kHandsPerSession = 25;
constexpr int kSessionsPerCount = 40;
constexpr int kHandsPerOptionValue = 50;
constexpr int kFaultsPerKind = 12;

struct Config {
  const GameModule* game = nullptr;
  std::string variant;
  int players = 0;
  Options options;  // differing from the defaults
  std::string label() const {
    std::string out = game->spec().id + "/" + variant + " with " + std::to_string(players) + " players";
    for (const auto& [k, v] : options) out += " " + k + "=" + v;
    return out;
  }
};

bool applies(const OptionSpec& o, const std::string& variant) {
  return o.variants.empty() || std::find(o.variants.begin(), o.variants.end(), variant) != o.variants.end();
}

// Every variant at every table size with the defaults.
std::vector<Config> table_configs() {
  std::vector<Config> out;
  for (const GameModule* game : all_games())
    for (const VariantSpec& v : game->spec().variants)
      for (int n : v.player_counts) out.push_back({game, v.id, n, {}});
  return out;
}

// Every value of every option other than its default, in each variant it applies to, at
// each table size in turn.
std::vector<Config> option_configs() {
  std::vector<Config> out;
  for (const GameModule* game : all_games())
    for (const VariantSpec& v : game->spec().variants) {
      const Options defaults = default_options(game->spec(), v.id);
      std::size_t turn = 0;
      for (const OptionSpec& o : game->spec().options) {
        if (!applies(o, v.id)) continue;
        for (const std::string& value : o.values) {
          if (value == defaults.at(o.name)) continue;
          const int n = v.player_counts[turn++ % v.player_counts.size()];
          out.push_back({game, v.id, n, {{o.name, value}}});
        }
      }
    }
  return out;
}

std::string listing(const Findings& fs) {
  std::string out;
  for (const auto& f : fs)
    out += "\n  " + std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column) + " hand " +
           std::to_string(f.hand) + " trick " + std::to_string(f.trick) + " seat " + std::to_string(f.seat) + " " +
           f.code + ": " + f.message;
  return out;
}

// Generates, writes, reads back and validates one session; nothing may be found.
// Returns the number of hands.
int clean_session(const Config& c, std::uint64_t seed, int hands, std::map<std::string, std::set<std::string>>& seen) {
  const record::Session s = testing::generate_session(*c.game, {c.variant, c.players, hands, seed, c.options});
  const testing::RoundTrip rt = testing::round_trip(s);
  INFO(c.label() << ", seed " << seed << listing(rt.read_findings) << listing(rt.findings));
  CHECK(rt.read_findings.empty());
  CHECK(rt.findings.empty());
  CHECK(rt.rewrite_identical);
  CHECK(rt.read_back.hands.size() == s.hands.size());
  for (const auto& h : s.hands) seen[c.game->spec().id].insert(h.contract ? h.contract->type : "");
  return static_cast<int>(s.hands.size());
}

TEST_CASE("random playout: every game, variant, player count and option value validates clean after THR",
          "[engine][playout]") {
  std::map<std::string, std::set<std::string>> contracts;  // game -> contract types generated
  std::uint64_t seed = 1;
  int total = 0;
  for (const Config& c : table_configs()) {
    int hands = 0, sessions = 0;
    // Under the sanitizers every STICHPROBE_SWEEP_STRIDE-th session (each seed as here).
    for (int i = 0; i < kSessionsPerCount; ++i, ++seed)
      if (testing::in_sweep(static_cast<std::size_t>(i))) {
        hands += clean_session(c, seed * 7919, kHandsPerSession, contracts);
        ++sessions;
      }
    INFO(c.label());
    CHECK(hands == sessions * kHandsPerSession);
    total += hands;
  }
  for (const Config& c : option_configs()) total += clean_session(c, seed++ * 7919, kHandsPerOptionValue, contracts);
  WARN(total << " hands validated");
  REQUIRE(contracts.size() == all_games().size());
  for (const GameModule* game : all_games()) {
    const std::string& id = game->spec().id;
    // "Every contract and feature must occur": a contract the generator never reaches
    // would never be validated here.
    for (const std::string& contract : game->spec().contracts) {
      INFO(id << " never reached " << contract);
      CHECK(contracts[id].count(contract) == 1);
    }
  }
}

// Every hand of a base session in turn, with the fault of `kind`; the number injected.
int faults_found(const Config& c, std::uint64_t seed, FaultKind kind, const std::string& kind_name) {
  const record::Session base = testing::generate_session(*c.game, {c.variant, c.players, 6, seed, {}});
  core::Rng rng(seed * 31 + static_cast<std::uint64_t>(kind));
  int injected = 0;
  for (int h = 0; h < static_cast<int>(base.hands.size()); ++h) {
    record::Session faulty = base;
    const auto fault = inject_fault(faulty, *c.game, kind, rng, h);
    if (!fault) continue;
    ++injected;
    const testing::RoundTrip rt = testing::round_trip(faulty);
    INFO(c.label() << ", seed " << seed << ": " << kind_name << ", " << fault->what << " in hand " << fault->hand
                   << listing(rt.findings));
    CHECK(check_found(rt.findings, *fault) == "");
    // Nothing a record says goes unchecked: an outcome, a sitting-out, a part the game has no use
    // for, the bidding left out are each one finding in the whole session, no consequence elsewhere.
    if (fault->only) CHECK(rt.findings.size() == 1);
  }
  return injected;
}

TEST_CASE("random playout: each kind of injected fault is found at its place, every game, variant and player count",
          "[engine][playout][faults]") {
  for (const Config& c : table_configs())
    for (const auto& [kind, name] : fault_kinds()) {
      // Sessions of six hands until enough faults of this kind had a place (a hand
      // thrown in has no trick for a revoke, a hand without settlement no payout).
      int injected = 0;
      for (std::uint64_t seed = 1; seed <= 20 && injected < kFaultsPerKind; ++seed)
        injected += faults_found(c, seed * 101, kind, name);
      INFO(c.label() << ": " << name);
      CHECK(injected >= kFaultsPerKind);
    }
}

}  // namespace
}  // namespace stichprobe::engine
