// The options a game declares (GameSpec::options, `stichprobe rules GAME`) against its RULES.md:
// each decision with its values is written there ("Each decision goes in the game's RULES.md with
// its source sentence, and code and RULES.md must never disagree"), so an option added to
// spec.cpp without its decision fails here.
#include <catch2/catch.hpp>

#include <filesystem>

#include "formats/thr_reader.h"
#include "validator/engine/registry.h"

using namespace stichprobe;

TEST_CASE("every rules option and each of its values is named in its game's RULES.md", "[engine][rules]") {
  for (const engine::GameModule* g : engine::all_games()) {
    const engine::GameSpec& spec = g->spec();
    const auto path = std::filesystem::path(STICHPROBE_SOURCE_DIR) / "validator" / "games" / spec.id / "RULES.md";
    const std::string text = read_file_bytes(path.string()).bytes;
    REQUIRE(!text.empty());
    for (const engine::OptionSpec& o : spec.options) {
      INFO(spec.id << "/RULES.md does not name option `" << o.name << "`");
      CHECK(text.find("`" + o.name) != std::string::npos);
      CHECK_FALSE(o.source.empty());
      for (const std::string& v : o.values) {
        INFO(spec.id << "/RULES.md does not name value " << v << " of option " << o.name);
        CHECK(text.find(v) != std::string::npos);
      }
    }
  }
}

namespace {
// A game's rules in miniature, for the prep helpers every game uses.
struct MiniRules {
  std::string variant;
  int resolved = 0;  // how often resolve ran for this value's context
};
int resolutions = 0;
MiniRules resolve_mini(const std::string& variant, const engine::Options& /*options*/) {
  return {variant, ++resolutions};
}
using MiniPrep = engine::RulesPrep<MiniRules, &resolve_mini>;
}  // namespace

TEST_CASE("table_size: the seats listed, else the session's players, else the deal's hands", "[engine][prepare]") {
  engine::HandContext ctx;
  record::Hand hand;
  CHECK(engine::table_size(ctx) == 0);
  CHECK(engine::table_size(ctx, &hand) == 0);
  hand.deal = record::Deal{};
  hand.deal->hands.resize(5);
  CHECK(engine::table_size(ctx, &hand) == 5);
  record::Session session;
  session.players.resize(4);
  ctx.session = &session;
  CHECK(engine::table_size(ctx, &hand) == 4);
  ctx.seat_count = 3;
  CHECK(engine::table_size(ctx, &hand) == 3);
}

TEST_CASE("prepared_rules: a game's prepared rules borrowed, else resolved where asked", "[engine][prepare]") {
  engine::HandContext ctx;
  ctx.variant = "standard";
  resolutions = 0;
  {
    const auto own = engine::prepared_rules<MiniPrep>(ctx);  // nobody prepared them
    CHECK(own->variant == "standard");
    CHECK(resolutions == 1);
  }
  ctx.prep = std::make_shared<const MiniPrep>(ctx);
  CHECK(resolutions == 2);
  const auto borrowed = engine::prepared_rules<MiniPrep>(ctx);
  CHECK(&*borrowed == &static_cast<const MiniPrep&>(*ctx.prep).rules);
  CHECK(resolutions == 2);  // no second resolution per hand
}
