// The three typing mistakes of issue 16 §2 ("One mistake, one finding") beyond the
// random playout (tests/engine/playout_test.cpp injects them into generated hands of
// every game, variant and player count): check_found's own rule for a sole fault, and
// a record with unknown cards, whose inference must seat the tricks the same way.
#include <catch2/catch.hpp>

#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "validator/engine/faults.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"
#include "validator/engine/validate.h"

using namespace stichprobe;

TEST_CASE("check_found: a sole fault fails beside any other warning or error of its hand", "[engine][resync]") {
  engine::InjectedFault fault{engine::FaultKind::CardLeftOut, 2, 3, 1, {"play.trick-size"}, "card left out", true};
  Finding found;
  found.code = "play.trick-size";
  found.hand = 2;
  found.trick = 3;
  found.seat = 1;
  Finding later = found;  // a cascade into a later trick
  later.code = "play.must-follow-suit";
  later.trick = 5;
  Finding info = later;
  info.severity = Severity::Info;
  info.code = "settlement.unverifiable";
  CHECK(engine::check_found({found}, fault) == "");
  CHECK(engine::check_found({found, info}, fault) == "");
  CHECK(engine::check_found({found, later}, fault).find("more than one finding") != std::string::npos);
  fault.sole = false;  // the older kinds only ask that nothing comes before
  CHECK(engine::check_found({found, later}, fault) == "");
}

namespace {
// The errors and warnings of a sample after one textual change.
std::vector<std::string> errors_after(const std::string& sample, const std::string& from, const std::string& to) {
  std::string xml = read_file_bytes(std::string(STICHPROBE_SAMPLES_DIR) + "/" + sample).bytes;
  const std::size_t at = xml.find(from);
  REQUIRE(at != std::string::npos);
  xml.replace(at, from.size(), to);
  std::vector<std::string> out;
  for (const Finding& f : engine::validate_document(read_thr(xml)).findings)
    if (f.severity != Severity::Info) out.push_back(f.code);
  return out;
}
}  // namespace

TEST_CASE("a record with unknown cards: the inference seats the tricks the same way", "[engine][resync]") {
  // Seat 2's '?' is C9, which it plays in trick 5; a wrong lead or two cards swapped in an
  // earlier trick must not keep the inference from seeing it.
  const std::string sample = "troggu/standard/partial-unknown-tapp-hand-trick.xml";
  CHECK(
      errors_after(sample, "<trick lead=\"2\">SQ S5 SJ T20</trick>", "<trick lead=\"2\">SQ S5 SJ T20</trick>").empty());
  CHECK(errors_after(sample, "<trick lead=\"2\">SQ S5 SJ T20</trick>", "<trick lead=\"3\">SQ S5 SJ T20</trick>") ==
        std::vector<std::string>{"play.wrong-leader"});
  CHECK(errors_after(sample, "<trick lead=\"1\">T11 T8 T17 T2</trick>", "<trick lead=\"1\">T8 T11 T17 T2</trick>") ==
        std::vector<std::string>{"play.cards-out-of-order"});
  CHECK(errors_after(sample, "<trick lead=\"3\">HQ HK H3 HC</trick>", "<trick lead=\"3\">HQ H3 HC</trick>") ==
        std::vector<std::string>{"play.trick-size"});
}

TEST_CASE("a card written twice: the seat's one card no trick shows is what it played", "[engine][resync]") {
  // Brief: "One mistake in a record is one finding ... it never feeds a guess into later
  // checks." T8 typed as T6: before, the duplicate changed trick 15's winner, seated trick
  // 16 from the wrong lead and miscounted the card points (6 errors).
  const std::string sample = "tapp-tarock/valid-dreier-upper-packet.xml";
  CHECK(errors_after(sample, "<trick>HC T6 T8</trick>", "<trick>HC T6 T6</trick>") ==
        std::vector<std::string>{"play.card-not-held"});
  // A card of the deck written once and not held leaves two readings (a slip in the trick
  // or in the deal): no stand-in, the finding alone.
  // (T12 lies in the defenders' talon packet: written once, in trick 15.)
  CHECK(errors_after(sample, "<trick>HC T6 T8</trick>", "<trick>HC T6 T12</trick>") ==
        std::vector<std::string>{"play.card-not-held"});
  // A card no deck has: the seat's one unshown card is taken in its place, nothing else.
  CHECK(errors_after(sample, "<trick>HC T6 T8</trick>", "<trick>HC T6 S2</trick>") ==
        std::vector<std::string>{"play.not-in-deck"});
}

TEST_CASE("after a faulty trick the next trick is led by the seat its cards fit", "[engine][resync]") {
  // The led T19 typed as D4 (a card seat 3 plays in trick 12): the follower's T3 breaks
  // the led suit, and the computed winner of trick 1 is a guess; trick 2 is seated by its
  // cards, not by that guess (before: over 40 cards "not held"). The second occurrence of
  // D4 drew a second finding until the slip's reading was tried (slip_resync.h): with T19,
  // the one card no trick shows, in trick 1 the whole hand fits, so that is the one finding.
  const std::string sample = "tapp-tarock/valid-dreier-upper-packet.xml";
  CHECK(errors_after(sample, "<trick>T19 T3 T17</trick>", "<trick>D4 T3 T17</trick>") ==
        std::vector<std::string>{"play.written-twice"});
}

TEST_CASE("a slip legal where it stands: the one reading that makes the whole hand fit, one finding",
          "[engine][resync]") {
  // Brief: "One mistake in a record is one finding. After a fault the engine
  // resynchronises; it never feeds a guess into later checks."
  // Seat 2 leads T16 in trick 3 where it led T6: it holds T16 then, so trick 3 is legal as
  // written, and the wrong winner seated every later trick wrong (four "not held" and two
  // card-point errors before). Only T6 in trick 3 makes the whole hand fit.
  const std::string sample = "tapp-tarock/valid-pagat-ultimo-announced.xml";
  CHECK(errors_after(sample, "<trick>T6 T8 T4</trick>", "<trick>T16 T8 T4</trick>") ==
        std::vector<std::string>{"play.written-twice"});
  // A card written once that its seat does not hold, where the seat's unshown card makes
  // the whole hand fit: one finding (it drew the card points and the settlement before).
  CHECK(errors_after("tuebinger-tarock/valid-session-score-sheet.xml", "<trick lead=\"3\">T9 T10",
                     "<trick lead=\"3\">HC T10") == std::vector<std::string>{"play.card-not-held"});
}

TEST_CASE("two slips: no single change makes the hand fit, so nothing is guessed", "[engine][resync]") {
  // Two cards changed in different tricks: no one reading fits the whole hand, so the
  // findings stand as the record gives them (more than one, none of them a guess).
  const std::string sample = "tapp-tarock/valid-pagat-ultimo-announced.xml";
  std::string text = read_file_bytes(std::string(STICHPROBE_SAMPLES_DIR) + "/" + sample).bytes;
  for (auto [from, to] : {std::pair<std::string, std::string>{"<trick>T6 T8 T4</trick>", "<trick>T16 T8 T4</trick>"},
                          {"<trick>CK D1 D2</trick>", "<trick>CK D1 H1</trick>"}}) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
  }
  const Findings found = engine::validate_document(read_thr(text)).findings;
  const auto errors =
      std::count_if(found.begin(), found.end(), [](const Finding& f) { return f.severity == Severity::Error; });
  CHECK(errors >= 2);
  CHECK(std::none_of(found.begin(), found.end(), [](const Finding& f) { return f.code == "play.written-twice"; }));
}

TEST_CASE("a card not held with no card to name in its place leaves the winner open", "[engine][resync]") {
  // The record ends early, so seat 3 has several cards no trick shows: what it led in
  // trick 2 is unknown. The recorded winner stands, the others' following is not judged by
  // H10, and seat 3's extra card (the D7 it really led) draws no revoke later (before: a
  // wrong winner and a must-follow in trick 7 besides).
  CHECK(errors_after("tapp/valid-farbspiel-3p-36.xml", "<trick lead=\"3\" winner=\"2\">D7 DQ DK</trick>",
                     "<trick lead=\"3\" winner=\"2\">H10 DQ DK</trick>") ==
        std::vector<std::string>{"play.card-not-held"});
}
