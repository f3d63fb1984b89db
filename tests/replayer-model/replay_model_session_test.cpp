// The hands list's filter and the session's running totals: what the model keeps for
// the list (no state in the window code), and totals that start where the record's do,
// so the replayer shows exactly the differences `validate` reports.
#include <catch2/catch.hpp>

#include <filesystem>
#include <regex>
#include <set>
#include <string>
#include <utility>

#include "formats/thr_reader.h"
#include "replayer/model/replay_model.h"
#include "tests/replayer-model/command.h"

using namespace stichprobe;
using namespace stichprobe::replay;
namespace fs = std::filesystem;

namespace {

std::string sample_text(const std::string& rel) {
  const auto bytes = read_file_bytes(std::string(STICHPROBE_SAMPLES_DIR) + "/" + rel);
  REQUIRE_FALSE(bytes.error);
  return bytes.bytes;
}

// Every recorded running total raised by `by`: a sheet carried over from an earlier evening.
std::string carried_over(const std::string& xml, int by) {
  static const std::regex total(R"re((<total seat="\d+" value=")(-?\d+)")re");
  std::string out;
  auto it = std::sregex_iterator(xml.begin(), xml.end(), total);
  std::size_t last = 0;
  for (; it != std::sregex_iterator(); ++it) {
    const auto& m = *it;
    out += xml.substr(last, static_cast<std::size_t>(m.position(0)) - last);
    out += m.str(1) + std::to_string(std::stoi(m.str(2)) + by) + "\"";
    last = static_cast<std::size_t>(m.position(0) + m.length(0));
  }
  return out + xml.substr(last);
}

// (hand n, seat) of every running total the replayer shows as differing, and of every
// session.running-total finding.
using Places = std::set<std::pair<int, int>>;
Places differing_totals(ReplayModel& m) {
  Places out;
  for (std::size_t h = 0; h < m.hands().size(); ++h) {  // each hand's row of its session's sheet
    m.apply(cmd(CommandKind::OpenHand, static_cast<int>(h)));
    for (const auto& row : m.session_sheet())
      for (std::size_t s = 0; row.current && s < row.total_differs.size(); ++s)
        if (row.total_differs[s]) out.insert({row.n, static_cast<int>(s) + 1});
  }
  return out;
}
Places running_total_findings(const ReplayModel& m) {
  Places out;
  for (const auto& f : m.document_findings())
    if (f.code == "session.running-total") out.insert({f.hand, f.seat});
  return out;
}

}  // namespace

TEST_CASE("the hands list's filter lives in the model; Up and Down step through what it shows", "[session][filter]") {
  ReplayModel m;
  m.open_read_result("three.xml", read_thr(R"(<?xml version="1.0"?>
<session xmlns="urn:tarock-hand-record:1" version="1" game="tapp-tarock">
  <players><player seat="1" name="Anna"/><player seat="2" name="Bert"/><player seat="3" name="Cilli"/></players>
  <hand n="1" dealer="3"><contract declarer="2" type="dreier"/></hand>
  <hand n="2" dealer="1"><contract declarer="3" type="solo"/></hand>
  <hand n="3" dealer="2"><contract declarer="1" type="dreier"/></hand>
</session>)"));
  REQUIRE(m.hands().size() == 3);
  CHECK(m.hand_filter().empty());
  CHECK(m.shown_hands() == std::vector<int>{0, 1, 2});
  m.apply(cmd(CommandKind::SetHandFilter, 0, "DREIER"));
  CHECK(m.hand_filter() == "DREIER");
  CHECK(m.shown_hands() == std::vector<int>{0, 2});
  // Down from the first dreier goes to the next dreier, past the solo; at the end it stays.
  m.apply(cmd(CommandKind::OpenHand, 0));
  m.apply(cmd(CommandKind::NextHand));
  CHECK(m.current_hand() == 2);
  m.apply(cmd(CommandKind::NextHand));
  CHECK(m.current_hand() == 2);
  m.apply(cmd(CommandKind::PrevHand));
  CHECK(m.current_hand() == 0);
  // Two words: both must match (a declarer's name and a contract).
  m.apply(cmd(CommandKind::SetHandFilter, 0, "anna dreier"));
  CHECK(m.shown_hands() == std::vector<int>{2});
  m.apply(cmd(CommandKind::SetHandFilter, 0, "nothing-like-this"));
  CHECK(m.shown_hands().empty());
  m.apply(cmd(CommandKind::NextHand));  // nothing shown: the cursor stays
  CHECK(m.current_hand() == 0);
  m.apply(cmd(CommandKind::SetHandFilter, 0, ""));
  CHECK(m.shown_hands().size() == 3);
  // Two models: two filters (no state shared between them).
  ReplayModel other;
  CHECK(other.hand_filter().empty());
}

TEST_CASE("running totals start from what the record gives, as validate checks them", "[session][totals]") {
  const std::string rel = "tuebinger-tarock/valid-session-score-sheet.xml";
  SECTION("the sample as written: computed and recorded agree on every line") {
    ReplayModel m;
    m.open_read_result(rel, read_thr(sample_text(rel)));
    CHECK(differing_totals(m).empty());
    CHECK(running_total_findings(m).empty());
  }
  SECTION("a sheet carried over (every total 100 higher): one difference per seat, at the first hand") {
    ReplayModel m;
    m.open_read_result(rel, read_thr(carried_over(sample_text(rel), 100)));
    const Places expected{{1, 1}, {1, 2}, {1, 3}, {1, 4}};
    CHECK(running_total_findings(m) == expected);
    CHECK(differing_totals(m) == expected);
    // From the second hand on the sums start from the record's totals.
    const auto sheet = m.session_sheet();
    REQUIRE(sheet.size() >= 2);
    CHECK(sheet[1].computed_total == sheet[1].recorded_total);
    CHECK(sheet[1].computed_total[2] == "212");
    // The hand's own sheet says the same as the session sheet.
    m.apply(cmd(CommandKind::OpenHand, 1));
    for (const auto& row : m.scoring().sheet)
      if (row.item.find("running total") != std::string::npos) CHECK_FALSE(row.mismatch);
  }
}

TEST_CASE("every sample: the replayer's differing totals are validate's session.running-total findings",
          "[session][totals][samples]") {
  for (const auto& e : fs::recursive_directory_iterator(STICHPROBE_SAMPLES_DIR)) {
    if (e.path().extension() != ".xml") continue;
    INFO(e.path().string());
    ReplayModel m;
    if (!m.open_file(e.path().string())) continue;
    CHECK(differing_totals(m) == running_total_findings(m));
  }
}

TEST_CASE("8-seat Troggu: the side line names the Tappist's side, the partner hidden until T20 falls",
          "[session][sides][roles]") {
  ReplayModel m;
  REQUIRE(m.open_file(std::string(STICHPROBE_SAMPLES_DIR) + "/troggu/standard/valid-partner-revealed-8p.xml"));
  m.apply(cmd(CommandKind::OpenHand, 0));
  // Seat 6 calls T20, which seat 4 holds: "Wer der Partner des Tappisten ist, wird erst dann
  // für alle ersichtlich, wenn der gerufene Trumpf ausgespielt wird."
  int contract_step = -1, reveal_step = -1;
  for (int s = 0; s < m.step_count(); ++s) {
    const auto& step = (*m.steps())[static_cast<std::size_t>(s)];
    if (contract_step < 0 && step.kind == engine::StepKind::Contract) contract_step = s;
    if (reveal_step < 0 && step.kind == engine::StepKind::Play && step.card && card_code(*step.card) == "T20")
      reveal_step = s;
  }
  REQUIRE(contract_step >= 0);
  REQUIRE(reveal_step > contract_step);
  for (int s = contract_step; s < m.step_count(); ++s) {
    m.apply(cmd(CommandKind::GoToStep, s));
    const TableView v = m.table();
    INFO("step " << s + 1 << ": " << v.step_label);
    REQUIRE(v.sides.size() == 2);
    REQUIRE(v.header.size() >= 3);
    CHECK_FALSE(v.header[2].empty());
    if (s < reveal_step) {
      CHECK(v.sides[0].label == "Declarer side (6, partner not yet known)");
      CHECK(v.sides[1].label == "The others (1, 2, 3, 4, 5, 7, 8)");
    } else {
      CHECK(v.sides[0].label == "Declarer side (4, 6)");
      CHECK(v.sides[1].label == "Defenders (1, 2, 3, 5, 7, 8)");
    }
  }
  // In German, and at three seats (no partner): the Tappist against the others.
  m.set_lang(Lang::De);
  m.apply(cmd(CommandKind::GoToStep, contract_step));
  CHECK(m.table().sides[0].label == "Spielerpartei (6, Partner noch unbekannt)");
  ReplayModel three;
  REQUIRE(three.open_file(std::string(STICHPROBE_SAMPLES_DIR) + "/troggu/st-niklaus/valid-normal-3p.xml"));
  three.apply(cmd(CommandKind::Last));
  REQUIRE(three.table().sides.size() == 2);
  CHECK(three.table().sides[1].label.rfind("Defenders (", 0) == 0);
  // A Misere has no declarer: the line says each plays for themselves instead of staying empty.
  ReplayModel misere;
  REQUIRE(misere.open_file(std::string(STICHPROBE_SAMPLES_DIR) + "/troggu/graechen/valid-misere-3p.xml"));
  misere.apply(cmd(CommandKind::GoToStep, 26));
  CHECK(misere.table().sides.empty());
  CHECK(misere.table().header[2] == "each for themselves: tricks and points by the seats");
}
