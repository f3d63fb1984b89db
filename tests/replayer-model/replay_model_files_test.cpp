// Files through the real reader and validator: bad files open with their
// format findings; every sample of every game walks from the first step to
// the last without a gap.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "replayer/model/replay_model.h"
#include "tests/replayer-model/command.h"
#include "validator/engine/registry.h"

using namespace stichprobe;
using namespace stichprobe::replay;
namespace fs = std::filesystem;

namespace {

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

namespace {

ReplayModel open_sample(const std::string& rel) {
  ReplayModel m;
  REQUIRE(m.open_file(std::string(STICHPROBE_SAMPLES_DIR) + "/" + rel));
  return m;
}

int step_at(const ReplayModel& m, Pos pos) {
  for (std::size_t s = 0; s < m.steps()->size(); ++s)
    if ((*m.steps())[s].pos == pos) return static_cast<int>(s);
  return -1;
}

}  // namespace

TEST_CASE("a wrong trick winner shows at the full trick, beside the computed winner", "[files][trust]") {
  ReplayModel m = open_sample("tapp/faulty-trick-winner.xml");
  const FindingAt* wrong = nullptr;
  for (const auto& fa : m.hand_findings())
    if (fa.finding.code == "play.wrong-winner") wrong = &fa;
  REQUIRE(wrong);
  REQUIRE(wrong->step >= 0);
  const auto& step = (*m.steps())[static_cast<std::size_t>(wrong->step)];
  // The step is the trick's last card: the next step is no card of the same trick.
  CHECK(step.kind == engine::StepKind::Play);
  CHECK(step.trick == wrong->finding.trick);
  const auto next = static_cast<std::size_t>(wrong->step) + 1;
  CHECK((next >= m.steps()->size() || (*m.steps())[next].trick != step.trick));
  m.apply(cmd(CommandKind::GoToStep, wrong->step));
  const TableView v = m.table();
  CHECK(v.trick_winner > 0);
  CHECK(v.recorded_winner > 0);
  CHECK(v.recorded_winner != v.trick_winner);
  CHECK(v.header[0].find("recorded") != std::string::npos);
  // One card earlier the trick is not complete: no winner yet.
  m.apply(cmd(CommandKind::GoToStep, wrong->step - 1));
  CHECK(m.table().trick_winner == 0);
}

TEST_CASE("an unknown card code is shown as the hand's error, at the deal", "[files][trust]") {
  ReplayModel m = open_sample("tapp-tarock/faulty-unknown-card-code.xml");
  bool shown = false;
  for (const auto& fa : m.hand_findings())
    if (fa.finding.code == "format.unknown-card") shown = fa.step >= 0;
  CHECK(shown);
  REQUIRE_FALSE(m.hands().empty());
  CHECK(m.hands()[0].errors >= 1);  // the hands list counts it as an error
}

TEST_CASE("Tübinger's called partner stays hidden until the called king falls", "[files][roles]") {
  // valid-rufspiel.xml: seat 2 calls CK; whoever holds it is the partner, known when it is played.
  ReplayModel m = open_sample("tuebinger-tarock/valid-rufspiel.xml");
  int falls = -1;
  for (std::size_t s = 0; s < m.steps()->size(); ++s)
    if ((*m.steps())[s].kind == engine::StepKind::Play && (*m.steps())[s].card == *parse_card_code("CK"))
      falls = static_cast<int>(s);
  REQUIRE(falls > 0);
  auto partners = [&] {
    int n = 0;
    for (const auto& s : m.table().seats) n += static_cast<int>(std::count(s.roles.begin(), s.roles.end(), "partner"));
    return n;
  };
  m.apply(cmd(CommandKind::GoToStep, falls - 1));
  CHECK(partners() == 0);
  m.apply(cmd(CommandKind::GoToStep, falls));
  CHECK(partners() == 1);
  (void)step_at;
}

TEST_CASE("cards filled in from a '?' are marked inferred; recorded ones are not", "[files][inferred]") {
  // A seat's hand recorded as '?' cards: the engine infers them from the play.
  ReplayModel m = open_sample("troggu/standard/partial-unknown-tapp-hand-trick.xml");
  REQUIRE(m.step_count() > 0);
  int inferred = 0, total = 0;
  for (int s = 0; s < m.step_count(); ++s) {
    m.apply(cmd(CommandKind::GoToStep, s));
    const TableView v = m.table();
    for (const auto& seat : v.seats)
      for (const auto& c : seat.hand) {
        inferred += c.inferred;
        ++total;
      }
    for (const auto& p : v.talon)
      for (const auto& c : p) {
        inferred += c.inferred;
        ++total;
      }
  }
  CHECK(inferred > 0);
  CHECK(inferred < total);
}

TEST_CASE("the recorded-vs-computed sheet lists each recorded value once, differences first", "[files][scoring]") {
  // faulty-payout.xml records the card points per side and each seat's payment; the
  // payments disagree with the computed settlement.
  ReplayModel m = open_sample("tapp-tarock/faulty-payout.xml");
  m.apply(cmd(CommandKind::Last));
  const ScoringView v = m.scoring();
  REQUIRE_FALSE(v.sheet.empty());
  CHECK(v.sheet.front().mismatch);
  bool seen_agreeing = false;
  for (const auto& row : v.sheet) {
    if (!row.mismatch) seen_agreeing = true;
    CHECK_FALSE((row.mismatch && seen_agreeing));  // no difference below an agreeing row
    CHECK(row.has_recorded);
  }
  // Each seat's settlement once: the derivation's "seat N" line or the sheet's payment row.
  for (int seat = 1; seat <= 3; ++seat) {
    int rows = 0;
    for (const auto& row : v.sheet)
      rows += row.item == "seat " + std::to_string(seat) ||
              row.item.find("(seat " + std::to_string(seat) + "): payment") != std::string::npos;
    CHECK(rows == 1);
  }
  // Troggu's recorded card points are on the sheet too.
  ReplayModel t = open_sample("troggu/standard/faulty-card-points.xml");
  bool points = false;
  for (const auto& row : t.scoring().sheet) points = points || row.mismatch;
  CHECK(points);
  // The session sheet: one row per hand with a running total per seat.
  REQUIRE(v.session.size() == m.hands().size());
  CHECK(v.session.front().current);
  CHECK(v.session.front().computed_total.size() == 3);
}

TEST_CASE("the record's meta, note and rulings are shown; the hands list filters", "[files][record]") {
  ReplayModel m;
  m.open_read_result("ruled.xml", read_thr(R"(<?xml version="1.0"?>
<session xmlns="urn:tarock-hand-record:1" version="1" game="tapp-tarock">
  <meta><title>Club evening</title><place>Wien</place></meta>
  <players><player seat="1" name="Anna"/><player seat="2" name="Bert"/><player seat="3" name="Cilli"/></players>
  <hand n="1" dealer="3" note="dealt twice"><contract declarer="2" type="dreier"/>
    <ruling trick="2" seat="1" code="play.must-follow-suit" decision="accepted">the table let it stand</ruling>
  </hand>
  <hand n="2" dealer="1"><contract declarer="3" type="solo"/></hand>
</session>)"));
  REQUIRE(m.hands().size() == 2);
  const auto notes = m.record_notes();
  auto has = [&](const std::string& s) {
    return std::any_of(notes.begin(), notes.end(),
                       [&](const std::string& l) { return l.find(s) != std::string::npos; });
  };
  CHECK(has("Title: Club evening"));
  CHECK(has("Place: Wien"));
  CHECK(has("dealt twice"));
  CHECK(has("Ruling (play.must-follow-suit, trick 2, seat 1): accepted - the table let it stand"));
  CHECK(m.hand_matches(0, "dreier"));
  CHECK_FALSE(m.hand_matches(1, "dreier"));
  CHECK(m.hand_matches(1, "SOLO cilli"));
  CHECK(m.hand_matches(0, "bert"));
  CHECK(m.hand_matches(0, ""));
  CHECK_FALSE(m.hand_matches(5, ""));
}

TEST_CASE("at the scoring the table gives the scoring's card points", "[files][points]") {
  // faulty-failure-to-trump.xml: the tricks alone, card by card, make 39 : 22; the scoring
  // (talon and discards in, counted in threes) 42 : 28. At the scoring step the table says 42 and 28.
  ReplayModel m = open_sample("tapp-tarock/faulty-failure-to-trump.xml");
  m.apply(cmd(CommandKind::Last));
  const TableView v = m.table();
  REQUIRE(v.header.size() == 4);
  CHECK(v.header[3].find("declarer card points: 42") != std::string::npos);
  CHECK(v.header[3].find("defenders card points: 28") != std::string::npos);
  CHECK(v.header[2].find("39") == std::string::npos);                     // the running figure gives way: one figure
  CHECK(v.header[2].find("talon and discards in") != std::string::npos);  // what the figure includes
  // The seat plates agree: no running points beside the scoring's figure (39 = 22 + 17 etc.).
  int seats_with_tricks = 0;
  for (const auto& seat : v.seats) {
    INFO("seat " << seat.seat << ": " << seat.points);
    CHECK(seat.points.empty());
    seats_with_tricks += seat.tricks > 0;
  }
  CHECK(seats_with_tricks > 0);
  for (const auto& side : v.sides) CHECK(side.points.empty());
  const TableLayout laid = m.layout(1280, 800);
  int plate_lines = 0;
  for (const auto& t : laid.texts)
    if (t.text.find(" trick") != std::string::npos && t.text.find("|") == std::string::npos) {
      INFO(t.text);
      CHECK(t.text.find("pt") == std::string::npos);
      ++plate_lines;
    }
  CHECK(plate_lines == static_cast<int>(v.seats.size()));
  // Before the scoring the line says what the running figure includes.
  m.apply(cmd(CommandKind::GoToStep, m.step_count() - 2));
  const TableView before = m.table();
  CHECK(before.header[3].find("talon and discards") != std::string::npos);
  for (const auto& seat : before.seats) CHECK(!seat.points.empty());  // the running figure, card by card
}

TEST_CASE("a hand thrown in says so, in the header and the scoring", "[files][outcome]") {
  ReplayModel m = open_sample("dappen/breitnau/valid-6p-thrown-in.xml");
  m.apply(cmd(CommandKind::Last));
  CHECK(m.table().header[0].find("thrown in") != std::string::npos);
  CHECK(m.scoring().outcome.find("Thrown in") == 0);
}
