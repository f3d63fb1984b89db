// A file the replayer indexes (replayer/model/hand_index.cpp: read hand by hand, each
// hand read again and checked with its timeline when shown) shows what the same file
// held whole shows: the hands list, the document's findings, and for every hand each
// step, its findings and where they happen, the scoring, the session's sheet and the
// record's notes. On every sample, on generated sessions with injected faults and on an
// archive of sessions.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "formats/thr_writer.h"
#include "replayer/model/replay_model.h"
#include "tests/replayer-model/command.h"
#include "tests/support/scratch.h"
#include "tests/support/tables.h"
#include "validator/engine/faults.h"
#include "tests/support/sweep.h"

using namespace stichprobe;
using namespace stichprobe::replay;
namespace fs = std::filesystem;

namespace {

// Every file indexed while this lives.
struct IndexEverything {
  IndexEverything() { ReplayModel::set_read_whole_limit(0); }
  ~IndexEverything() { ReplayModel::set_read_whole_limit(kReadWholeUpTo); }
};

std::string rows(const std::vector<ScoreRow>& rs) {
  std::string out;
  for (const auto& r : rs)
    out += r.item + "|" + r.computed + "|" + r.recorded + "|" + r.detail + "|" + std::to_string(r.mismatch) + "\n";
  return out;
}

std::string sheet(const std::vector<SessionRow>& rs) {
  std::string out;
  for (const auto& r : rs) {
    out += std::to_string(r.n) + " " + r.contract + (r.current ? " *" : "");
    for (std::size_t i = 0; i < r.computed_pay.size(); ++i)
      out += " " + r.computed_pay[i] + "/" + r.recorded_pay[i] + "=" + r.computed_total[i] + "/" + r.recorded_total[i] +
             (r.pay_differs[i] ? "!" : "") + (r.total_differs[i] ? "!" : "");
    out += "\n";
  }
  return out;
}

void same_view(ReplayModel& whole, ReplayModel& indexed, const std::string& what) {
  INFO(what);
  REQUIRE(indexed.indexed());
  REQUIRE_FALSE(whole.indexed());
  CHECK(indexed.loaded() == whole.loaded());
  CHECK(indexed.document_findings() == whole.document_findings());
  REQUIRE(indexed.hands().size() == whole.hands().size());
  for (std::size_t h = 0; h < whole.hands().size(); ++h) {
    const HandEntry &a = whole.hands()[h], &b = indexed.hands()[h];
    INFO("hand " << a.n);
    CHECK(b.n == a.n);
    CHECK(b.session == a.session);
    CHECK(b.hand == a.hand);
    CHECK(b.contract == a.contract);
    CHECK(b.declarer == a.declarer);
    CHECK(b.game == a.game);
    CHECK(b.variant == a.variant);
    CHECK(b.findings == a.findings);
    CHECK(b.errors == a.errors);
    whole.apply(cmd(CommandKind::OpenHand, static_cast<int>(h)));
    indexed.apply(cmd(CommandKind::OpenHand, static_cast<int>(h)));
    REQUIRE(indexed.step_count() == whole.step_count());
    CHECK((indexed.hand_record() != nullptr) == (whole.hand_record() != nullptr));
    if (whole.hand_record()) CHECK(*indexed.hand_record() == *whole.hand_record());
    REQUIRE(indexed.hand_findings().size() == whole.hand_findings().size());
    for (std::size_t f = 0; f < whole.hand_findings().size(); ++f) {
      CHECK(indexed.hand_findings()[f].finding == whole.hand_findings()[f].finding);
      CHECK(indexed.hand_findings()[f].step == whole.hand_findings()[f].step);
    }
    CHECK(indexed.record_notes() == whole.record_notes());
    for (int s = 0; s < whole.step_count(); ++s) {
      whole.apply(cmd(CommandKind::GoToStep, s));
      indexed.apply(cmd(CommandKind::GoToStep, s));
      CHECK(text_in(indexed.current_step()->label, Lang::En) == text_in(whole.current_step()->label, Lang::En));
      CHECK(indexed.current_step()->pos == whole.current_step()->pos);
      CHECK(indexed.table().header == whole.table().header);
    }
    const ScoringView x = whole.scoring(), y = indexed.scoring();
    CHECK(rows(y.derivation) == rows(x.derivation));
    CHECK(rows(y.sheet) == rows(x.sheet));
    CHECK(rows(y.payments) == rows(x.payments));
    CHECK(sheet(y.session) == sheet(x.session));
  }
}

void compare_file(const std::string& path) {
  ReplayModel whole, indexed;
  whole.open_file(path);
  {
    IndexEverything all;
    indexed.open_file(path);
  }
  same_view(whole, indexed, path);
}

}  // namespace

TEST_CASE("an indexed file shows what the file held whole shows: every sample", "[replayer][index]") {
  std::vector<fs::path> files;
  for (const auto& e : fs::recursive_directory_iterator(STICHPROBE_SAMPLES_DIR))
    if (e.is_regular_file() && e.path().extension() == ".xml") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() > 300);
  for (const auto& f : files) {
    ReplayModel probe;
    probe.open_file(f.string());
    if (!probe.loaded()) continue;  // not well-formed: read whole it shows only its error
    compare_file(f.string());
  }
}

TEST_CASE("an indexed file shows what the file held whole shows: faults, sessions of every game, an archive",
          "[replayer][index]") {
  testing::Scratch scratch("index");
  std::string archive = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive xmlns=\"urn:tarock-hand-record:1\">\n";
  std::uint64_t seed = 3;
  std::size_t n = 0;
  for (const testing::Table& table : testing::every_table()) {
    if (seed > 40) break;
    if (!testing::in_sweep(n++)) continue;
    record::Document doc = table.generated(12, seed);
    core::Rng rng(seed++);
    for (const auto& [kind, name] : engine::fault_kinds())
      engine::inject_fault(doc.sessions.front(), *table.game, kind, rng);
    std::string text = write_thr(doc);
    const std::string one = scratch.path("one-" + std::to_string(seed) + ".xml");
    testing::spit(one, text);
    compare_file(one);
    text = text.substr(text.find("<session"));
    text.erase(text.find(" xmlns=\"urn:tarock-hand-record:1\""), 33);
    archive += text;
  }
  archive += "</archive>\n";
  testing::spit(scratch.path("archive.xml"), archive);
  compare_file(scratch.path("archive.xml"));
}
