// Runs the real stichprobe-replay under xvfb-run for a sample of every game the
// engine knows (and for a broken file, and a file of 100,000 hands): the PNGs must be
// written, must not be blank, and two steps of a hand must look different.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <stb/stb_image.h>  // the implementation is in libstb

#include "formats/thr_reader.h"
#include "replayer/model/replay_model.h"
#include "replayer/model/table_editor.h"
#include "tests/support/cli_run.h"
#include "validator/engine/registry.h"

namespace fs = std::filesystem;

namespace {

struct Image {
  int w = 0, h = 0;
  std::vector<unsigned char> rgb;
};

Image load(const fs::path& p) {
  Image img;
  int channels = 0;
  unsigned char* data = stbi_load(p.string().c_str(), &img.w, &img.h, &channels, 3);
  if (data) {
    img.rgb.assign(data, data + static_cast<std::size_t>(img.w) * static_cast<std::size_t>(img.h) * 3);
    stbi_image_free(data);
  }
  return img;
}

double variance(const Image& img) {
  if (img.rgb.empty()) return 0.0;
  double sum = 0, sq = 0;
  for (unsigned char v : img.rgb) {
    sum += v;
    sq += static_cast<double>(v) * v;
  }
  const double n = static_cast<double>(img.rgb.size());
  return sq / n - (sum / n) * (sum / n);
}

std::size_t differing_pixels(const Image& a, const Image& b) {
  if (a.w != b.w || a.h != b.h) return a.rgb.size() + b.rgb.size();
  std::size_t n = 0;
  for (std::size_t i = 0; i + 2 < a.rgb.size(); i += 3)
    if (a.rgb[i] != b.rgb[i] || a.rgb[i + 1] != b.rgb[i + 1] || a.rgb[i + 2] != b.rgb[i + 2]) ++n;
  return n;
}

std::string quote(const std::string& s) {
  std::string out = "'";
  for (char ch : s) out += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return out + "'";
}

// Renders `file` at each step into out_dir/<stem>-<step>.png in one X server; `extra`
// is appended to each command line (e.g. "--lang de").
int render(const fs::path& file, const std::vector<int>& steps, const fs::path& out_dir, const std::string& stem,
           const std::string& extra = "") {
  std::string script;
  for (int step : steps) {
    if (!script.empty()) script += " && ";
    script += quote(STICHPROBE_REPLAY_BIN) + " " + quote(file.string()) + " --screenshot " +
              quote((out_dir / (stem + "-" + std::to_string(step) + ".png")).string()) + " --step " +
              std::to_string(step) + (extra.empty() ? "" : " " + extra);
  }
  // The GL driver's own allocations are not ours to leak-check under ASan.
  const std::string cmd = "ASAN_OPTIONS=detect_leaks=0 xvfb-run -a -s '-screen 0 1280x800x24' sh -c " + quote(script) +
                          " > " + quote((out_dir / (stem + ".log")).string()) + " 2>&1";
  return std::system(cmd.c_str());
}

// One sample per game: the first valid one (no .expected beside it), else the first.
fs::path pick_sample(const std::string& game) {
  const fs::path dir = fs::path(STICHPROBE_SAMPLES_DIR) / game;
  std::vector<fs::path> files;
  std::error_code ec;
  if (fs::is_directory(dir, ec))
    for (const auto& e : fs::recursive_directory_iterator(dir, ec))
      if (e.path().extension() == ".xml") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files)
    if (!fs::exists(fs::path(f).replace_extension(".expected"))) return f;
  return files.empty() ? fs::path() : files.front();
}

fs::path out_dir() {
  const fs::path dir = fs::path(STICHPROBE_BINARY_DIR) / "replayer-screenshots";
  fs::create_directories(dir);
  return dir;
}

}  // namespace

TEST_CASE("a broken file opens with its findings: the frame is written and not blank", "[screenshot]") {
  const fs::path dir = out_dir();
  const fs::path bad = dir / "broken.xml";
  std::ofstream(bad) << "<session xmlns=\"urn:tarock-hand-record:1\" version=\"1\" game=\"tapp-tarock\"><hand n=\"1\"";
  const fs::path png = dir / "broken-1.png";
  fs::remove(png);
  REQUIRE(render(bad, {1}, dir, "broken") == 0);
  REQUIRE(fs::exists(png));
  const Image img = load(png);
  CHECK(img.w == 1280);
  CHECK(img.h == 800);
  CHECK(variance(img) > 100.0);
}

TEST_CASE("every game the engine knows replays: two steps of a sample differ", "[screenshot]") {
  const fs::path dir = out_dir();
  for (const auto* game : stichprobe::engine::all_games()) {
    const std::string id = game->spec().id;
    DYNAMIC_SECTION(id) {
      const fs::path sample = pick_sample(id);
      INFO("samples/" << id << ": " << sample.string());
      REQUIRE_FALSE(sample.empty());
      for (int step : {1, 12}) fs::remove(dir / (id + "-" + std::to_string(step) + ".png"));
      REQUIRE(render(sample, {1, 12}, dir, id) == 0);
      const Image first = load(dir / (id + "-1.png"));
      const Image later = load(dir / (id + "-12.png"));
      REQUIRE_FALSE(first.rgb.empty());
      REQUIRE_FALSE(later.rgb.empty());
      CHECK(variance(first) > 100.0);
      CHECK(variance(later) > 100.0);
      CHECK(differing_pixels(first, later) > 1000);
    }
  }
}

TEST_CASE("--lang de draws a step in German: written, not blank, unlike the English frame", "[screenshot][lang]") {
  const fs::path dir = out_dir();
  const fs::path sample = fs::path(STICHPROBE_SAMPLES_DIR) / "tapp-tarock" / "faulty-revoke.xml";
  REQUIRE(fs::exists(sample));
  for (const char* stem : {"lang-en-12.png", "lang-de-12.png"}) fs::remove(dir / stem);
  REQUIRE(render(sample, {12}, dir, "lang-en", "--lang en") == 0);
  REQUIRE(render(sample, {12}, dir, "lang-de", "--lang de") == 0);
  const Image english = load(dir / "lang-en-12.png");
  const Image german = load(dir / "lang-de-12.png");
  REQUIRE_FALSE(english.rgb.empty());
  REQUIRE_FALSE(german.rgb.empty());
  CHECK(variance(german) > 100.0);
  // The cards and the felt are the same; the titles, labels and messages are not.
  CHECK(differing_pixels(english, german) > 1000);
}

TEST_CASE("three and eight seats draw: written, not blank, a trick differs from the deal", "[screenshot][seats]") {
  const fs::path dir = out_dir();
  for (const char* rel : {"tapp-tarock/faulty-failure-to-trump.xml", "troggu/standard/valid-normal-8p.xml"}) {
    const fs::path sample = fs::path(STICHPROBE_SAMPLES_DIR) / rel;
    const std::string stem = fs::path(rel).stem().string();
    INFO(rel);
    for (int step : {1, 30}) fs::remove(dir / (stem + "-" + std::to_string(step) + ".png"));
    REQUIRE(render(sample, {1, 30}, dir, stem) == 0);
    const Image deal = load(dir / (stem + "-1.png"));
    const Image trick = load(dir / (stem + "-30.png"));
    REQUIRE_FALSE(deal.rgb.empty());
    CHECK(variance(trick) > 100.0);
    CHECK(differing_pixels(deal, trick) > 1000);
  }
}

TEST_CASE("File > Export view as PNG writes the view as --screenshot does", "[screenshot][export]") {
  // --export-view runs the menu's export (the same path name, the same write_png).
  const fs::path dir = out_dir() / "export";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path sample = fs::path(STICHPROBE_SAMPLES_DIR) / "tapp-tarock" / "faulty-revoke.xml";
  const std::string cmd =
      "cd " + quote(dir.string()) + " && ASAN_OPTIONS=detect_leaks=0 xvfb-run -a -s '-screen 0 1280x800x24' " +
      quote(STICHPROBE_REPLAY_BIN) + " " + quote(sample.string()) + " --export-view --step 12 > export.log 2>&1";
  REQUIRE(std::system(cmd.c_str()) == 0);
  const fs::path png = dir / "faulty-revoke-hand1-step12.png";
  REQUIRE(fs::exists(png));
  const Image exported = load(png);
  CHECK(exported.w == 1280);
  CHECK(exported.h == 800);
  CHECK(variance(exported) > 100.0);
  fs::remove(out_dir() / "export-shot-12.png");
  REQUIRE(render(sample, {12}, out_dir(), "export-shot") == 0);
  const Image shot = load(out_dir() / "export-shot-12.png");
  REQUIRE_FALSE(shot.rgb.empty());
  CHECK(differing_pixels(exported, shot) == 0);
}

TEST_CASE("a screenshot ignores the pointer: a mouse over a card changes nothing", "[screenshot][pointer]") {
  const fs::path dir = out_dir();
  const fs::path sample = fs::path(STICHPROBE_SAMPLES_DIR) / "tapp-tarock" / "faulty-revoke.xml";
  // The middle of a card of the hand to move at step 12, where a tooltip would open.
  stichprobe::replay::ReplayModel m;
  m.open_file(sample.string());
  m.apply(stichprobe::replay::Command{stichprobe::replay::CommandKind::GoToStep, 11, {}});
  const auto laid = m.layout(1280, 800);
  REQUIRE_FALSE(laid.cards.empty());
  const auto& r = laid.cards.back().r;  // drawn last: nothing covers it
  const std::string at =
      std::to_string(static_cast<int>(r.x + r.w / 2)) + "," + std::to_string(static_cast<int>(r.y + r.h / 2));
  INFO("pointer at " << at);
  for (const char* stem : {"pointer-off-12.png", "pointer-on-12.png"}) fs::remove(dir / stem);
  REQUIRE(render(sample, {12}, dir, "pointer-off") == 0);
  REQUIRE(render(sample, {12}, dir, "pointer-on", "--pointer " + at) == 0);
  const Image off = load(dir / "pointer-off-12.png"), on = load(dir / "pointer-on-12.png");
  REQUIRE_FALSE(off.rgb.empty());
  REQUIRE_FALSE(on.rgb.empty());
  CHECK(differing_pixels(off, on) == 0);
}

TEST_CASE("the editor mid-hand (--edit FILE --step K): written, not blank, one card later differs", "[screenshot]") {
  const fs::path dir = out_dir();
  const fs::path file = fs::path(STICHPROBE_SAMPLES_DIR) / "tapp-tarock" / "valid-dreier-upper-packet.xml";
  for (int step : {30, 31}) fs::remove(dir / ("editor-" + std::to_string(step) + ".png"));
  REQUIRE(render(file, {30, 31}, dir, "editor", "--edit " + quote(file.string())) == 0);
  const Image a = load(dir / "editor-30.png"), b = load(dir / "editor-31.png");
  CHECK(a.w == 1280);
  CHECK(variance(a) > 100.0);
  CHECK(differing_pixels(a, b) > 100);
}

namespace {

// The middle of what the nth laid card of `region` shows, from the editor's layout at that moment.
std::string click_at_card(const fs::path& file, int step, const std::string& region, std::size_t nth) {
  stichprobe::replay::TableEditor e;
  REQUIRE(e.open_at(file.string(), static_cast<std::size_t>(step)).empty());
  const auto l = e.layout(1280, 800);
  std::size_t seen = 0;
  for (const auto& c : l.table.cards)
    if (c.region == region && seen++ == nth)
      return std::to_string(static_cast<int>(c.r.x + std::min(c.visible_w, c.r.w) / 2)) + "," +
             std::to_string(static_cast<int>(c.r.y + c.r.h * 0.2f));
  FAIL("no card " << nth << " in " << region);
  return {};
}

}  // namespace

// The editor on the table as the manual shows it: mid-deal (the deck under the felt),
// mid-trick at four and at eight seats; a click of the real window on a deck card lifts it.
TEST_CASE("the editor on the table: mid-deal, mid-trick at 4 and 8 seats; a click takes a deck card",
          "[screenshot][editor]") {
  const fs::path dir = out_dir();
  const fs::path four = fs::path(STICHPROBE_SAMPLES_DIR) / "tuebinger-tarock" / "valid-rufspiel.xml";
  const fs::path eight = fs::path(STICHPROBE_SAMPLES_DIR) / "troggu" / "standard" / "valid-normal-8p.xml";
  struct Shot {
    fs::path file;
    int step;
    std::string stem;
  };
  for (const Shot& s :
       {Shot{four, 3, "editor-deal"}, Shot{four, 25, "editor-trick-4"}, Shot{eight, 34, "editor-trick-8"}}) {
    INFO(s.stem);
    fs::remove(dir / (s.stem + "-" + std::to_string(s.step) + ".png"));
    REQUIRE(render(s.file, {s.step}, dir, s.stem, "--edit " + quote(s.file.string())) == 0);
    const Image img = load(dir / (s.stem + "-" + std::to_string(s.step) + ".png"));
    CHECK(img.w == 1280);
    CHECK(img.h == 800);
    CHECK(variance(img) > 100.0);
  }
  const Image deal = load(dir / "editor-deal-3.png"), trick = load(dir / "editor-trick-4-25.png");
  CHECK(differing_pixels(deal, trick) > 1000);
  // A click on the sixth card of the deck: the real window's click reaches the editor.
  const std::string at = click_at_card(four, 3, "deck", 5);
  fs::remove(dir / "editor-click-3.png");
  REQUIRE(render(four, {3}, dir, "editor-click", "--edit " + quote(four.string()) + " --click " + at) == 0);
  const Image clicked = load(dir / "editor-click-3.png");
  REQUIRE_FALSE(clicked.rgb.empty());
  CHECK(differing_pixels(deal, clicked) > 100);
}

TEST_CASE("--screenshot and --export-view: a failed write is exit 2 with what and why, never a half PNG",
          "[screenshot][output]") {
  const fs::path dir = out_dir() / "failing";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path sample = fs::path(STICHPROBE_SAMPLES_DIR) / "tapp-tarock" / "faulty-revoke.xml";
  const fs::path old_png = dir / "old.png";
  std::ofstream(old_png) << "the old picture\n";
  // One X server for the three runs (fewer servers to start beside other tests'); each run's
  // status goes to its own file. `ulimit -f 8` (8 KiB, a frame is far larger) only for the program.
  const std::vector<std::string> runs = {"--screenshot /dev/full", "--screenshot " + quote(old_png.string()),
                                         "--export-view --step 3"};
  std::string script = "cd " + quote(dir.string());
  for (std::size_t i = 0; i < runs.size(); ++i)
    script += "; (ulimit -f 8 && exec " + quote(STICHPROBE_REPLAY_BIN) + " " + quote(sample.string()) + " " + runs[i] +
              "); echo $? > status" + std::to_string(i);
  const std::string cmd = "ASAN_OPTIONS=detect_leaks=0 xvfb-run -a -s '-screen 0 1280x800x24' sh -c " + quote(script) +
                          " > " + quote((out_dir() / "failing.log").string()) + " 2>&1";
  REQUIRE(std::system(cmd.c_str()) == 0);
  const auto status = [&](std::size_t i) {
    return stichprobe::read_file_bytes((dir / ("status" + std::to_string(i))).string()).bytes;
  };
  const std::string log = stichprobe::read_file_bytes((out_dir() / "failing.log").string()).bytes;
  INFO(log);
  CHECK(status(0) == "2\n");
  CHECK(log.find("stichprobe-replay: cannot write /dev/full: No space left on device\n") != std::string::npos);
  CHECK(status(1) == "2\n");
  CHECK(log.find("stichprobe-replay: cannot write " + old_png.string() + ": File too large\n") != std::string::npos);
  CHECK(stichprobe::read_file_bytes(old_png.string()).bytes == "the old picture\n");
  CHECK(status(2) == "2\n");
  CHECK(log.find("stichprobe-replay: cannot write faulty-revoke-hand1-step3.png: File too large\n") !=
        std::string::npos);
  for (std::size_t i = 0; i < runs.size(); ++i) fs::remove(dir / ("status" + std::to_string(i)));
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
  CHECK(names == std::vector<std::string>{"old.png"});  // no half PNG, no temporary
}

// A file of 100,000 hands (one Tapp Tarock session, generated here in a few seconds; 10,000
// under the sanitizers) opens indexed: its last hand is drawn, the hands list filters and
// steps; the replayer reads that hand from its place, the list draws only the rows in view.
TEST_CASE("a file of 100,000 hands: the replayer at its last hand", "[screenshot][large]") {
  const char* env = std::getenv("STICHPROBE_LARGE_HANDS");
  const int hands = env ? std::atoi(env) : 100000;
  const fs::path dir = out_dir();
  const fs::path file = dir / "large.xml";
  const auto t0 = std::chrono::steady_clock::now();
  REQUIRE(stichprobe::testing::run_cli(
              {"generate", "tapp-tarock", "--count", std::to_string(hands), "--seed", "33", "-o", file.string()})
              .status == 0);
  const auto t1 = std::chrono::steady_clock::now();
  int shown = hands;  // the hand drawn
  {
    stichprobe::replay::ReplayModel model;
    const std::clock_t c1 = std::clock();
    REQUIRE(model.open_file(file.string()));
    const double cpu = static_cast<double>(std::clock() - c1) / CLOCKS_PER_SEC;
    const auto t2 = std::chrono::steady_clock::now();
    using secs = std::chrono::duration<double>;
    WARN("generated in " << secs(t1 - t0).count() << " s, opened in " << secs(t2 - t1).count() << " s (" << cpu
                         << " s CPU)");
    CHECK(model.indexed());
    REQUIRE(model.hands().size() == static_cast<std::size_t>(hands));
    CHECK(model.document_findings().empty());
    model.apply({stichprobe::replay::CommandKind::OpenHand, hands - 1, {}});
    REQUIRE(model.hand_record() != nullptr);
    CHECK(model.hand_record()->n == hands);
    CHECK(model.step_count() > 1);
    // The last hand played (a hand thrown in has no tricks to draw): every step of it, its
    // deal, calls and 18 tricks of three cards.
    for (shown = hands; shown > hands - 50 && model.step_count() <= 40;)
      model.apply({stichprobe::replay::CommandKind::OpenHand, --shown - 1, {}});
    CHECK(model.step_count() > 40);
    model.apply({stichprobe::replay::CommandKind::SetHandFilter, 0, "errors"});
    CHECK(model.shown_hands().empty());
    model.apply({stichprobe::replay::CommandKind::SetHandFilter, 0, "oberer"});
    CHECK(model.shown_hands().size() > static_cast<std::size_t>(hands / 20));
    CHECK(model.shown_hands().size() < static_cast<std::size_t>(hands));
  }
  for (const char* png : {"large-1.png", "large-20.png"}) fs::remove(dir / png);
  REQUIRE(render(file, {1, 20}, dir, "large", "--hand " + std::to_string(shown)) == 0);
  const Image deal = load(dir / "large-1.png"), trick = load(dir / "large-20.png");
  CHECK(trick.w == 1280);
  CHECK(variance(trick) > 100.0);
  CHECK(differing_pixels(deal, trick) > 100);
  fs::remove(file);
}
