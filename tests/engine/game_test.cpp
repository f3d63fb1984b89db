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
