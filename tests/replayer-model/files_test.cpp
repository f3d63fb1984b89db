// Files through the real reader and validator: bad files open with their
// format findings; every sample of every game walks from the first step to
// the last without a gap.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "replayer/model/replay_model.h"
#include "validator/engine/registry.h"

using namespace stichprobe;
using namespace stichprobe::replay;
namespace fs = std::filesystem;

namespace {

Command cmd(CommandKind k, int v = 0) { return Command{k, v, {}}; }

void walk_every_step(ReplayModel& m) {
  for (std::size_t h = 0; h < m.hands().size(); ++h) {
    m.apply(cmd(CommandKind::OpenHand, static_cast<int>(h)));
    const int n = m.step_count();
    for (int s = 0; s < n; ++s) {
      m.apply(cmd(CommandKind::GoToStep, s));
      REQUIRE(m.step() == s);
      const TableView v = m.table();
      CHECK(v.has_state);
      CHECK(v.seats.size() >= 3);
      CHECK(v.seats.size() <= 8);
      (void)m.auction();
      (void)m.scoring();
      // Legal cards are always cards the player to move holds.
      if (const int seat = m.legal_seat(); seat > 0) {
        const auto& held = v.seats[static_cast<std::size_t>(seat - 1)].hand;
        for (Card c : m.legal_now().cards())
          CHECK(std::any_of(held.begin(), held.end(), [&](const CardView& cv) { return cv.card == c; }));
      }
    }
    for (std::size_t f = 0; f < m.hand_findings().size(); ++f) {
      m.apply(cmd(CommandKind::GoToFinding, static_cast<int>(f)));
      CHECK(m.selected_finding() == static_cast<int>(f));
      if (m.hand_findings()[f].step >= 0) CHECK(m.step() == m.hand_findings()[f].step);
    }
  }
}

}  // namespace

TEST_CASE("a file that is not XML opens with its format findings", "[files]") {
  ReplayModel m;
  m.open_read_result("broken.xml", read_thr("<session xmlns=\"urn:tarock-hand-record:1\"><hand"));
  CHECK_FALSE(m.loaded());
  CHECK(m.hands().empty());
  REQUIRE_FALSE(m.document_findings().empty());
  CHECK(m.document_findings().front().category == Category::Format);
  CHECK_FALSE(m.table().has_state);
  m.apply(cmd(CommandKind::StepForward));
  m.apply(cmd(CommandKind::GoToFinding, 0));
  CHECK(m.step() == -1);
}

TEST_CASE("a missing file is one format finding and stays off the recent list", "[files]") {
  ReplayModel m;
  CHECK_FALSE(m.open_file("/nonexistent/dir/hand.xml"));
  CHECK(m.document_findings().size() == 1);
  CHECK(m.recent().paths().empty());
}

TEST_CASE("a readable file with a bad card and an unknown game still lists its hand", "[files]") {
  ReplayModel m;
  m.open_read_result("odd.xml", read_thr(R"(<?xml version="1.0"?>
<session xmlns="urn:tarock-hand-record:1" version="1" game="no-such-game">
  <players><player seat="1" name="A"/><player seat="2" name="B"/><player seat="3" name="C"/></players>
  <hand n="1" dealer="3"><play><trick lead="1">T21 XX T3</trick></play></hand>
</session>)"));
  CHECK(m.loaded());
  REQUIRE(m.hands().size() == 1);
  CHECK(m.hands()[0].game == "no-such-game");
  CHECK_FALSE(m.document_findings().empty());
  walk_every_step(m);
  CHECK(m.names().name(Card::fool()) == "Sküs");  // the default table
}

TEST_CASE("every sample of every game the engine knows replays step by step", "[files][samples]") {
  for (const auto* game : engine::all_games()) {
    const fs::path dir = fs::path(STICHPROBE_SAMPLES_DIR) / game->spec().id;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) continue;
    for (const auto& e : fs::recursive_directory_iterator(dir, ec)) {
      if (e.path().extension() != ".xml") continue;
      INFO(e.path().string());
      ReplayModel m;
      if (!m.open_file(e.path().string())) {  // a malformed sample: its format findings, no hands
        CHECK_FALSE(m.document_findings().empty());
        CHECK_FALSE(m.table().has_state);
        continue;
      }
      CHECK_FALSE(m.hands().empty());
      walk_every_step(m);
    }
  }
}

TEST_CASE("at a Tübinger lead the highlight follows \"von oben herunter\"", "[files][legal]") {
  // "Anspielen muss man Tarock von oben herunter": seat 3 leads T15 at 46:23 while it
  // holds T16, so T15 is not among the cards it may lead, and T16 is.
  ReplayModel m;
  REQUIRE(m.open_file(std::string(STICHPROBE_SAMPLES_DIR) + "/tuebinger-tarock/faulty-von-oben-herunter.xml"));
  m.apply(cmd(CommandKind::OpenHand, 0));
  const auto* steps = m.steps();
  REQUIRE(steps);
  int lead_step = -1;
  for (std::size_t s = 0; s < steps->size(); ++s)
    if ((*steps)[s].pos == Pos{46, 23}) lead_step = static_cast<int>(s);
  REQUIRE(lead_step > 0);
  m.apply(cmd(CommandKind::GoToStep, lead_step - 1));
  REQUIRE(m.legal_seat() == 3);
  const CardSet legal = m.legal_now();
  CHECK_FALSE(legal.contains(Card::trump(15)));
  CHECK(legal.contains(Card::trump(16)));
  CHECK_FALSE(legal.empty());
}

TEST_CASE("a sample replays in German: step labels, the auction and the contract", "[files][lang]") {
  // faulty-revoke.xml: dealer 2; seat 3 bids dreier, seats 1 and 2 pass; the card at
  // 33:17 is CQ, played in trick 1 although its player holds a heart.
  ReplayModel m;
  m.set_lang(Lang::De);
  REQUIRE(m.open_file(std::string(STICHPROBE_SAMPLES_DIR) + "/tapp-tarock/faulty-revoke.xml"));
  const auto* steps = m.steps();
  REQUIRE(steps);
  int revoke = -1;
  for (std::size_t s = 0; s < steps->size(); ++s)
    if ((*steps)[s].pos == Pos{33, 17}) revoke = static_cast<int>(s);
  REQUIRE(revoke > 0);
  const int seat = (*steps)[static_cast<std::size_t>(revoke)].seat;
  m.apply(cmd(CommandKind::GoToStep, revoke));
  TableView v = m.table();
  CHECK(v.step_label == "Sitz " + std::to_string(seat) + " spielt CQ");
  CHECK(v.contract == "Dreier von Sitz 3");
  CHECK(v.phase_name == "Spiel der Karten");
  REQUIRE(v.findings_here.size() == 1);
  CHECK(message_in(v.findings_here[0], m.lang()).find("muss aber Farbe bekennen") != std::string::npos);
  const auto calls = m.auction();
  REQUIRE(calls.size() == 3);
  CHECK(calls[0].text == "Sitz 3: Dreier");
  CHECK(calls[1].text == "Sitz 1: passt");
  CHECK(calls[2].text == "Sitz 2: passt");
  m.apply(cmd(CommandKind::GoToStep, calls[0].step));
  CHECK(m.table().step_label == "Sitz 3 sagt Dreier");
  m.apply(cmd(CommandKind::First));
  CHECK(m.table().step_label == "Sitz 2 gibt");
  CHECK(text_in(m.phases().front().title, m.lang()) == "Geben");
  // The same model in English: the engine's words, unchanged.
  m.set_lang(Lang::En);
  CHECK(m.table().step_label == "seat 2 deals");
  m.apply(cmd(CommandKind::GoToStep, revoke));
  v = m.table();
  CHECK(v.step_label == "seat " + std::to_string(seat) + " plays CQ");
  CHECK(v.contract == "dreier by seat 3");
  CHECK(m.auction()[1].text == "seat 1: pass");
}
