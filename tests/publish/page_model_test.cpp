// The data a page embeds (#stichprobe-data) against `stichprobe-replay --dump-steps`
// (replay::dump_steps, the same code): every sample of every game, every hand and every
// step, in English and German: labels, phases, trick winners and findings equal; and the
// view's frames one per step.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "publish/page_model.h"
#include "replayer/model/dump.h"
#include "tests/support/json.h"
#include "tests/support/replay_dump.h"

namespace fs = std::filesystem;
using stichprobe::Lang;
using stichprobe::publish::page_model;
using stichprobe::replay::ReplayModel;
using stichprobe::testing::Json;
using stichprobe::testing::parse_json;

namespace {

// The members --dump-steps writes of a step that the page's data holds too.
void same_step(const Json& page, const Json& dump) {
  CHECK(page["label"].string == dump["label"].string);
  CHECK(page["phase"].string == dump["phase"].string);
  CHECK(page["trick_winner"].number == dump["trick_winner"].number);
  CHECK(page["recorded_winner"].number == dump["recorded_winner"].number);
  REQUIRE(page["findings"].array.size() == dump["findings"].array.size());
  for (std::size_t i = 0; i < dump["findings"].array.size(); ++i)
    for (const char* key : {"code", "severity", "line", "column"}) {
      CHECK(page["findings"][i][key].string == dump["findings"][i][key].string);
      CHECK(page["findings"][i][key].number == dump["findings"][i][key].number);
    }
  // Nothing else: the geometry and the header lines are the view's.
  for (const auto& [key, unused] : page.object)
    CHECK((key == "label" || key == "phase" || key == "trick_winner" || key == "recorded_winner" || key == "findings"));
}

void same_findings(const Json& a, const Json& b) {
  REQUIRE(a.array.size() == b.array.size());
  for (std::size_t i = 0; i < a.array.size(); ++i) {
    CHECK(a[i]["code"].string == b[i]["code"].string);
    CHECK(a[i]["line"].number == b[i]["line"].number);
    CHECK(a[i]["column"].number == b[i]["column"].number);
  }
}

void check_sample(const fs::path& file, Lang lang) {
  INFO(file.string() << (lang == Lang::De ? " (de)" : ""));
  ReplayModel m;
  m.set_lang(lang);
  m.open_file(file.string());
  const auto page = page_model(m, file.filename().string());
  const Json data = parse_json(page.data), view = parse_json(page.view);
  const Json dump = stichprobe::testing::replay_dump(file.string(), lang);
  same_findings(data["findings"], dump["findings"]);
  REQUIRE(data["hands"].array.size() == dump["hands"].array.size());
  REQUIRE(view["hands"].array.size() == dump["hands"].array.size());
  for (std::size_t h = 0; h < dump["hands"].array.size(); ++h) {
    const Json& dh = dump["hands"][h];
    const Json& ph = data["hands"][h];
    INFO("hand " << h + 1);
    CHECK(ph["n"].number == dh["n"].number);
    same_findings(ph["findings"], dh["findings"]);
    REQUIRE(ph["steps"].array.size() == dh["steps"].array.size());
    CHECK(view["hands"][h]["frames"].array.size() == dh["steps"].array.size());
    for (std::size_t s = 0; s < dh["steps"].array.size(); ++s) {
      INFO("step " << s + 1);
      same_step(ph["steps"][s], dh["steps"][s]);
    }
  }
}

}  // namespace

TEST_CASE("a page's data is --dump-steps without the geometry, every sample, every step", "[publish][samples]") {
  const auto all = stichprobe::testing::publish_samples();
  REQUIRE(all.size() > 10);
  for (std::size_t i = 0; i < all.size(); ++i) {
    check_sample(fs::path(all[i]), Lang::En);
    if (i % 7 == 0) check_sample(fs::path(all[i]), Lang::De);
  }
}
