// The published pages in a real browser (Debian's chromium, headless): every sample of
// every game opened at a sampling of its steps (the first, middle and last of each hand and
// every step with a finding) through its address #hand=N&step=K, each compared with
// `stichprobe-replay --dump-steps` (replay::dump_steps, the same code): the step's label,
// its findings (data-code, data-line, data-column), the header lines, and every card on the
// table at the place the replay model puts it; `--dump-dom` at several addresses of a
// sample of each game (3 and 8 seats, a faulty one, --lang de); the replayer's keys pressed
// through the DevTools protocol, the step moving as ReplayModel moves; the seat view.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "replayer/model/dump.h"
#include "replayer/model/replay_model.h"
#include "tests/publish-browser/browser.h"
#include "tests/support/cli_run.h"
#include "tests/support/json.h"
#include "tests/support/replay_dump.h"
#include "tests/support/scratch.h"

namespace fs = std::filesystem;
using stichprobe::Lang;
using stichprobe::replay::ReplayModel;
using stichprobe::testing::Browser;
using stichprobe::testing::Json;
using stichprobe::testing::parse_json;
using stichprobe::testing::run_cli;
using stichprobe::testing::Scratch;

namespace {

// The page of a sample below the folder `site` that `publish` wrote for samples/.
fs::path page_of(const fs::path& site, const fs::path& sample) {
  return site / fs::path(sample.lexically_relative(STICHPROBE_SAMPLES_DIR)).replace_extension(".html");
}

// The steps of each hand a test visits: first, middle, last and each with a finding (every
// step's data is held to --dump-steps in process, tests/publish/page_model_test.cpp).
std::vector<std::pair<int, int>> sampled_steps(const Json& dump) {
  std::vector<std::pair<int, int>> out;
  for (std::size_t h = 0; h < dump["hands"].array.size(); ++h) {
    const auto& steps = dump["hands"][h]["steps"].array;
    const int n = static_cast<int>(steps.size());
    const int stride = std::max(1, n / 2);
    for (int s = 0; s < n; ++s)
      if (s == 0 || s == n - 1 || s % stride == 0 || !steps[static_cast<std::size_t>(s)]["findings"].array.empty())
        out.emplace_back(static_cast<int>(h) + 1, s + 1);
  }
  return out;
}

// What the page shows at each address of `targets`: reached by setting location.hash.
const char* kObserve = R"JS(
(async (targets) => {
  const view = JSON.parse(document.getElementById('stichprobe-view').textContent);
  const box = view.box, out = [];
  for (const [h, s] of targets) {
    const want = '#hand=' + h + '&step=' + s;
    if (location.hash !== want) {
      const changed = new Promise(r => addEventListener('hashchange', r, {once: true}));
      location.hash = want;
      await changed;
    }
    const table = document.getElementById('table').getBoundingClientRect();
    const k = table.width / box[2];
    const cut = [];
    document.querySelectorAll('#table .txt, #table .card').forEach(e => {
      const r = e.getBoundingClientRect();
      if (r.left < table.left - 1 || r.right > table.right + 1 || r.top < table.top - 1 || r.bottom > table.bottom + 1)
        cut.push(e.textContent || e.dataset.code);
      const key = e.dataset.key || '';
      const plate = key[0] === 'P' ? document.querySelector('#table .plate[data-seat="' + key.slice(1, -1) + '"]') : null;
      if (plate) {
        const p = plate.getBoundingClientRect();
        if (r.left < p.left - 1 || r.right > p.right + 1) cut.push(e.textContent);
      }
    });
    out.push({
      hand: +document.body.dataset.hand, step: +document.body.dataset.step, address: location.hash,
      label: document.getElementById('step-label').textContent,
      findings: [...document.querySelectorAll('#step-findings li')].map(
          li => li.dataset.code + ' ' + li.dataset.line + ':' + li.dataset.column),
      header: [...document.querySelectorAll('#table .header-line')]
          .sort((a, b) => a.dataset.key.slice(1) - b.dataset.key.slice(1)).map(e => e.textContent),
      cards: [...document.querySelectorAll('#table .card')].map(c => [c.dataset.code, c.dataset.region,
          Math.round((parseFloat(c.style.left) + box[0]) * 10) / 10, Math.round((parseFloat(c.style.top) + box[1]) * 10) / 10,
          c.classList.contains('legal'), c.classList.contains('marked')].join(' ')).sort(),
      cut: cut,
    });
  }
  return JSON.stringify(out);
})
)JS";

std::string targets_json(const std::vector<std::pair<int, int>>& targets) {
  std::string out = "[";
  for (const auto& [h, s] : targets)
    out += (out.size() > 1 ? "," : "") + ("[" + std::to_string(h) + "," + std::to_string(s) + "]");
  return out + "]";
}

std::string num(double v) {
  std::ostringstream o;
  o << std::round(v * 10.0) / 10.0;
  return o.str();
}

// The dump's cards of a step as the page's observation writes them.
std::vector<std::string> dump_cards(const Json& step) {
  std::vector<std::string> out;
  for (const auto& c : step["cards"].array)
    out.push_back(c["code"].string + " " + c["region"].string + " " + num(c["x"].number) + " " + num(c["y"].number) +
                  " " + (c["legal"].boolean ? "true" : "false") + " " + (c["marked"].boolean ? "true" : "false"));
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> dump_findings(const Json& step) {
  std::vector<std::string> out;
  for (const auto& f : step["findings"].array)
    out.push_back(f["code"].string + " " + std::to_string(f["line"].integer()) + ":" +
                  std::to_string(f["column"].integer()));
  return out;
}

std::vector<std::string> strings(const Json& a) {
  std::vector<std::string> out;
  for (const auto& s : a.array) out.push_back(s.string);
  return out;
}

// The page at every sampled address against the dump; returns the addresses checked.
int check_page(Browser& browser, const fs::path& page, const Json& dump) {
  const auto targets = sampled_steps(dump);
  browser.open("file://" + page.string() + (targets.empty() ? "" : "#hand=1&step=1"));
  if (targets.empty()) return 0;
  const Json seen = parse_json(browser.eval(std::string(kObserve) + "(" + targets_json(targets) + ")").string);
  REQUIRE(seen.array.size() == targets.size());
  for (std::size_t i = 0; i < targets.size(); ++i) {
    const auto [h, s] = targets[i];
    INFO(page.string() << "#hand=" << h << "&step=" << s);
    const Json& got = seen[i];
    const Json& want = dump["hands"][static_cast<std::size_t>(h - 1)]["steps"][static_cast<std::size_t>(s - 1)];
    CHECK(got["hand"].integer() == h);
    CHECK(got["step"].integer() == s);
    CHECK(got["address"].string == "#hand=" + std::to_string(h) + "&step=" + std::to_string(s));
    CHECK(got["label"].string == want["label"].string);
    CHECK(strings(got["findings"]) == dump_findings(want));
    CHECK(strings(got["header"]) == strings(want["header"]));
    CHECK(strings(got["cards"]) == dump_cards(want));
    CHECK(strings(got["cut"]).empty());
  }
  return static_cast<int>(targets.size());
}

// Publishes `inputs` into `site` (the command line, as an archivist runs it).
void publish(const Scratch& site, const std::vector<std::string>& inputs, Lang lang = Lang::En) {
  std::vector<std::string> args{"publish", "-o", site.dir.string(), "--lang", lang == Lang::De ? "de" : "en"};
  args.insert(args.end(), inputs.begin(), inputs.end());
  const auto r = run_cli(args);
  INFO(r.err);
  REQUIRE(r.status != 2);
}

std::string shell_quote(const std::string& s) { return "'" + s + "'"; }

std::string run_output(const std::string& cmd) {
  std::string out;
  FILE* p = popen(cmd.c_str(), "r");
  REQUIRE(p);
  char buf[65536];
  std::size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  pclose(p);
  return out;
}

}  // namespace

TEST_CASE("every sample's page in chromium shows what --dump-steps says at its sampled steps", "[publish][browser]") {
  Scratch site("publish-browser");
  publish(site, {STICHPROBE_SAMPLES_DIR});
  Browser browser;
  int addresses = 0, pages = 0;
  for (const auto& sample : stichprobe::testing::publish_samples()) {
    const fs::path page = page_of(site.dir, sample);
    REQUIRE(fs::exists(page));
    addresses += check_page(browser, page, stichprobe::testing::replay_dump(sample));
    ++pages;
  }
  WARN(pages << " pages, " << addresses << " addresses checked in chromium");
  CHECK(addresses > pages);
}

TEST_CASE("pages in German show the German labels and findings", "[publish][browser]") {
  Scratch site("publish-browser-de");
  const std::vector<std::string> files{"tapp-tarock/faulty-failure-to-trump.xml", "troggu/standard/valid-normal-7p.xml",
                                       "tuebinger-tarock/faulty-must-follow-suit.xml"};
  std::vector<std::string> inputs;
  for (const auto& f : files) inputs.push_back(std::string(STICHPROBE_SAMPLES_DIR) + "/" + f);
  publish(site, inputs, Lang::De);
  Browser browser;
  for (const auto& f : files) {
    const fs::path page = site.dir / fs::path(f).filename().replace_extension(".html");
    check_page(browser, page,
               stichprobe::testing::replay_dump(std::string(STICHPROBE_SAMPLES_DIR) + "/" + f, Lang::De));
  }
  CHECK(browser.eval("document.getElementById('findings-title').textContent").string == "Befunde");
}

TEST_CASE("chromium --dump-dom at an address gives that step's label and findings", "[publish][browser]") {
  // A sample of every game: 3, 4, 7 and 8 seats, faulty ones, one in German.
  struct Case {
    std::string sample;
    Lang lang;
    std::vector<std::pair<int, int>> at;
  };
  const std::vector<Case> cases{
      {"tapp-tarock/faulty-failure-to-trump.xml", Lang::En, {{1, 40}, {1, 56}}},
      {"tapp/faulty-revoke.xml", Lang::En, {{1, 12}}},
      {"troggu/standard/valid-normal-7p.xml", Lang::En, {{1, 41}}},
      {"dappen/furtwangen/valid-8p-dappen.xml", Lang::En, {{1, 14}}},
      {"tuebinger-tarock/faulty-must-follow-suit.xml", Lang::De, {{1, 20}}},
      {"tuebinger-tarock/valid-session-score-sheet.xml", Lang::En, {{3, 10}}},
  };
  Scratch profile("publish-dump-dom-profile");
  for (const auto& c : cases) {
    Scratch site("publish-dump-dom");
    const std::string file = std::string(STICHPROBE_SAMPLES_DIR) + "/" + c.sample;
    publish(site, {file}, c.lang);
    const Json dump = stichprobe::testing::replay_dump(file, c.lang);
    const fs::path page = site.dir / fs::path(c.sample).filename().replace_extension(".html");
    for (const auto& [h, s] : c.at) {
      INFO(c.sample << "#hand=" << h << "&step=" << s);
      const std::string url = "file://" + page.string() + "#hand=" + std::to_string(h) + "&step=" + std::to_string(s);
      const std::string dom = run_output(stichprobe::testing::chromium_binary() + " " +
                                         stichprobe::testing::chromium_flags(profile.dir.string()) + " --dump-dom " +
                                         shell_quote(url) + " 2>/dev/null");
      const Json& want = dump["hands"][static_cast<std::size_t>(h - 1)]["steps"][static_cast<std::size_t>(s - 1)];
      std::smatch m;
      REQUIRE(std::regex_search(dom, m, std::regex("<div id=\"step-label\">([^<]*)</div>")));
      CHECK(m[1].str() == want["label"].string);
      CHECK(dom.find("<body class=\"page\" data-hand=\"" + std::to_string(h) + "\" data-step=\"" + std::to_string(s) +
                     "\"") != std::string::npos);
      std::vector<std::string> found;
      const std::string list = dom.substr(dom.find("<ul id=\"step-findings\">"));
      const std::regex li("<li data-code=\"([^\"]*)\" data-line=\"([0-9]+)\" data-column=\"([0-9]+)\">");
      for (auto it = std::sregex_iterator(list.begin(), list.begin() + static_cast<long>(list.find("</ul>")), li);
           it != std::sregex_iterator(); ++it)
        found.push_back((*it)[1].str() + " " + (*it)[2].str() + ":" + (*it)[3].str());
      CHECK(found == dump_findings(want));
    }
  }
}

namespace {

// The replayer's key for a command, as Browser::press names it.
struct KeyPress {
  std::string key;
  bool shift;
  stichprobe::replay::Key model_key;
};

}  // namespace

TEST_CASE("the replayer's keys move the page's step as they move the replay model", "[publish][browser]") {
  using stichprobe::replay::Command;
  using stichprobe::replay::command_for_key;
  using stichprobe::replay::Key;
  const std::vector<KeyPress> keys{
      {"ArrowRight", false, Key::Right},
      {"ArrowRight", false, Key::Right},
      {"PageDown", false, Key::PageDown},
      {"PageDown", false, Key::PageDown},
      {"ArrowLeft", false, Key::Left},
      {"PageUp", false, Key::PageUp},
      {"End", false, Key::End},
      {"f", true, Key::F},
      {"Home", false, Key::Home},
      {"f", false, Key::F},
      {"f", false, Key::F},
      {"ArrowDown", false, Key::Down},
      {"PageDown", false, Key::PageDown},
      {"ArrowDown", false, Key::Down},
      {"ArrowUp", false, Key::Up},
      {"End", false, Key::End},
      {"f", true, Key::F},
      {"ArrowRight", false, Key::Right},
  };
  Scratch site("publish-keys");
  const std::vector<std::string> samples{"tuebinger-tarock/faulty-running-total.xml",
                                         "tapp-tarock/faulty-failure-to-trump.xml",
                                         "troggu/standard/faulty-dealer-misspelt.xml"};
  std::vector<std::string> inputs;
  for (const auto& s : samples) inputs.push_back(std::string(STICHPROBE_SAMPLES_DIR) + "/" + s);
  publish(site, inputs);
  Browser browser;
  int moved = 0;
  for (const auto& s : samples) {
    ReplayModel m;
    m.open_file(std::string(STICHPROBE_SAMPLES_DIR) + "/" + s);
    browser.open("file://" + (site.dir / fs::path(s).filename().replace_extension(".html")).string() +
                 "#hand=1&step=1");
    for (const auto& k : keys) {
      const int before = m.step();
      m.apply(Command{command_for_key(k.model_key, k.shift), 0, {}});
      browser.press(k.key, k.shift);
      const Json at = parse_json(
          browser.eval("JSON.stringify([+document.body.dataset.hand, +document.body.dataset.step, location.hash])")
              .string);
      INFO(s << ": " << (k.shift ? "Shift+" : "") << k.key);
      CHECK(at[0].integer() == m.current_hand() + 1);
      CHECK(at[1].integer() == m.step() + 1);
      // The address follows the cursor.
      CHECK(at[2].string == "#hand=" + std::to_string(m.current_hand() + 1) + "&step=" + std::to_string(m.step() + 1));
      if (m.step() != before) ++moved;
    }
  }
  CHECK(moved > 20);
}

TEST_CASE("#seat=S shows the table as that seat saw it: the others' hands face down", "[publish][browser]") {
  Scratch site("publish-seat");
  const std::string file = std::string(STICHPROBE_SAMPLES_DIR) + "/tapp-tarock/faulty-failure-to-trump.xml";
  publish(site, {file});
  const Json dump = stichprobe::testing::replay_dump(file);
  Browser browser;
  browser.open("file://" + (site.dir / "faulty-failure-to-trump.html").string() + "#hand=1&step=40&seat=2");
  const Json seen = parse_json(browser
                                   .eval("JSON.stringify([...document.querySelectorAll('#table .card')].map(c => "
                                         "[c.dataset.region, c.dataset.code]))")
                                   .string);
  const Json& want = dump["hands"][0]["steps"][39];
  std::multiset<std::string> shown, expected;
  int hidden = 0, others = 0;
  for (const auto& c : seen.array) {
    if (c[1].string.empty())
      ++hidden;
    else
      shown.insert(c[0].string + " " + c[1].string);
  }
  for (const auto& c : want["cards"].array) {
    const std::string region = c["region"].string;
    // The other seats' hands and (laid away by seat 2 itself) nothing else is hidden.
    if (region.rfind("hand-", 0) == 0 && region != "hand-2")
      ++others;
    else
      expected.insert(region + " " + c["code"].string);
  }
  CHECK(others > 0);
  CHECK(hidden == others);
  CHECK(shown == expected);
  CHECK(browser.eval("location.hash").string == "#hand=1&step=40&seat=2");
}
