// Issue 16 §2, "One mistake, one finding", for calls and the dealer. The brief: "One mistake
// in a record is one finding. After a fault the engine resynchronises; it never feeds a guess
// into later checks." Each faulty-call-*, faulty-bid-misspelt and faulty-dealer-misspelt sample
// holds exactly one typing mistake in an otherwise valid record of its game: it must draw
// exactly one finding, and the same record with the mistake put right must draw none (so the
// rest of the hand was checked, and checked clean).
#include <catch2/catch.hpp>
#include <string>

#include "formats/thr_reader.h"
#include "validator/engine/validate.h"

using namespace stichprobe;

namespace {

struct Mistake {
  const char* file;     // under samples/
  const char* written;  // the mistake as it stands in the file
  const char* meant;    // what the record means there
  const char* code;     // the one finding it draws
};

// clang-format off
const Mistake kMistakes[] = {
    {"dappen/jeu-du-tarot/faulty-call-seat-misspelt.xml", "<call seet=\"1\"", "<call seat=\"1\"", "format.unknown-attribute"},
    {"dappen/jeu-du-tarot/faulty-bid-misspelt.xml", "bid=\"dapen\"", "bid=\"dappen\"", "format.unknown-bid"},
    {"dappen/jeu-du-tarot/faulty-call-wrong-seat.xml", "<call seat=\"4\" bid=\"dappen\"", "<call seat=\"1\" bid=\"dappen\"", "auction.out-of-turn"},
    {"dappen/jeu-du-tarot/faulty-dealer-misspelt.xml", "deler=", "dealer=", "format.unknown-attribute"},
    {"troggu/standard/faulty-call-seat-misspelt.xml", "<call seet=\"1\"", "<call seat=\"1\"", "format.unknown-attribute"},
    {"troggu/standard/faulty-bid-misspelt.xml", "bid=\"normaal\"", "bid=\"normal\"", "format.unknown-bid"},
    {"troggu/standard/faulty-call-wrong-seat.xml", "<call seat=\"3\" bid=\"normal\"", "<call seat=\"1\" bid=\"normal\"", "auction.out-of-turn"},
    {"troggu/standard/faulty-dealer-misspelt.xml", "deler=", "dealer=", "format.unknown-attribute"},
    {"tapp/faulty-call-seat-misspelt.xml", "<call seet=\"2\"", "<call seat=\"2\"", "format.unknown-attribute"},
    {"tapp/faulty-bid-misspelt.xml", "bid=\"farbspil\"", "bid=\"farbspiel\"", "format.unknown-bid"},
    {"tapp/faulty-call-wrong-seat.xml", "<call seat=\"3\" bid=\"farbspiel\"", "<call seat=\"2\" bid=\"farbspiel\"", "auction.out-of-turn"},
    {"tapp/faulty-dealer-misspelt.xml", "deler=", "dealer=", "format.unknown-attribute"},
    {"tapp-tarock/faulty-call-seat-misspelt.xml", "<call seet=\"3\"", "<call seat=\"3\"", "format.unknown-attribute"},
    {"tapp-tarock/faulty-bid-misspelt.xml", "bid=\"dreir\"", "bid=\"dreier\"", "format.unknown-bid"},
    {"tapp-tarock/faulty-call-wrong-seat.xml", "<call seat=\"2\" bid=\"dreier\"", "<call seat=\"3\" bid=\"dreier\"", "auction.out-of-turn"},
    {"tapp-tarock/faulty-dealer-misspelt.xml", "deler=", "dealer=", "format.unknown-attribute"},
    {"tuebinger-tarock/faulty-call-seat-misspelt.xml", "<call seet=\"2\"", "<call seat=\"2\"", "format.unknown-attribute"},
    {"tuebinger-tarock/faulty-bid-misspelt.xml", "bid=\"cal\"", "bid=\"call\"", "format.unknown-bid"},
    {"tuebinger-tarock/faulty-call-wrong-seat.xml", "<call seat=\"3\" bid=\"call\"", "<call seat=\"2\" bid=\"call\"", "auction.out-of-turn"},
    {"tuebinger-tarock/faulty-dealer-misspelt.xml", "deler=", "dealer=", "format.unknown-attribute"},
    // Nothing a record says goes unchecked: an outcome the bidding does not give, a seat sitting
    // out where nobody does, a part the game has no use for, a contract the bidding does not make.
    {"tapp/faulty-ramsch-thrown-in.xml", "<outcome type=\"thrown-in\"/>", "<outcome type=\"played\"/>", "auction.outcome-mismatch"},
    {"tapp/faulty-farbspiel-thrown-in.xml", "<outcome type=\"thrown-in\"/>", "<outcome type=\"played\"/>", "auction.outcome-mismatch"},
    {"tapp/faulty-sitting-out.xml", " sitting-out=\"4\"", "", "deal.sitting-out"},
    {"tapp/faulty-settlement-unit.xml", "unit=\"rappen\"", "unit=\"cent\"", "settlement.unit"},
    {"troggu/standard/faulty-misere-thrown-in.xml", "<outcome type=\"thrown-in\"/>", "<outcome type=\"played\"/>", "auction.outcome-mismatch"},
    {"troggu/standard/faulty-forced-normal-thrown-in-7p.xml", "<outcome type=\"thrown-in\"/>", "<outcome type=\"played\"/>", "auction.outcome-mismatch"},
    {"troggu/standard/faulty-normal-thrown-in.xml", "<outcome type=\"thrown-in\"/>", "<outcome type=\"played\"/>", "auction.outcome-mismatch"},
    {"troggu/standard/faulty-sitting-out.xml", " sitting-out=\"2\"", "", "deal.sitting-out"},
    {"troggu/standard/faulty-announcement.xml", "    <announcement seat=\"1\" type=\"pagat-ultimo\"/>\n", "", "announcement.not-in-game"},
    {"troggu/standard/faulty-swap.xml", "    <swap seat=\"1\" with=\"2\" gets=\"T1\" gives=\"C7\"/>\n", "", "exchange.not-in-game"},
    {"tapp-tarock/faulty-sitting-out.xml", " sitting-out=\"1\"", "", "deal.sitting-out"},
    {"tapp-tarock/faulty-swap.xml", "    <swap seat=\"3\" with=\"1\" gets=\"T21\" gives=\"C7\"/>\n", "", "exchange.not-in-game"},
    {"tapp-tarock/faulty-settlement-unit.xml", "unit=\"cent\"", "unit=\"point\"", "settlement.unit"},
    {"tapp-tarock/faulty-ended-early-all-tricks.xml", "<play ended=\"early\">", "<play>", "play.ended-early"},
    {"tuebinger-tarock/faulty-sitting-out.xml", " sitting-out=\"3\"", "", "deal.sitting-out"},
    {"tuebinger-tarock/faulty-announcement.xml", "    <announcement seat=\"2\" type=\"pagat-ultimo\"/>\n", "", "announcement.not-in-game"},
    {"tuebinger-tarock/faulty-open-raus-partner-card.xml", " partner-card=\"HK\"", "", "auction.wrong-contract"},
    {"tuebinger-tarock/faulty-settlement-unit.xml", "unit=\"cent\"", "unit=\"point\"", "settlement.unit"},
    {"tuebinger-tarock/faulty-ended-early-all-tricks.xml", "<play ended=\"early\">", "<play>", "play.ended-early"},
    {"dappen/furtwangen/faulty-played-marked-redeal.xml", "<outcome type=\"redeal\"/>", "<outcome type=\"played\"/>", "auction.outcome-mismatch"},
    {"dappen/furtwangen/faulty-settlement-unit.xml", "unit=\"rappen\"", "unit=\"cent\"", "settlement.unit"},
    {"dappen/breitnau/faulty-play-after-thrown-in.xml",
     "    <play>\n      <trick lead=\"1\">T3 T4 T9 T2 T6 T7</trick>\n    </play>\n", "", "auction.wrong-contract"},
};
// clang-format on

Findings validate(const std::string& bytes) { return engine::validate_document(read_thr(bytes)).findings; }

std::string describe(const Findings& findings) {
  std::string out;
  for (const auto& f : findings) out += expected_line(f) + "  " + f.message + "\n";
  return out;
}

}  // namespace

TEST_CASE("one mistake in a call or in the dealer is one finding in every game", "[samples][one-mistake]") {
  for (const Mistake& m : kMistakes) {
    DYNAMIC_SECTION(m.file) {
      const std::string faulty = read_file_bytes(std::string(STICHPROBE_SAMPLES_DIR) + "/" + m.file).bytes;
      REQUIRE(!faulty.empty());
      const std::size_t at = faulty.find(m.written);
      REQUIRE(at != std::string::npos);
      REQUIRE(faulty.find(m.written, at + 1) == std::string::npos);  // exactly one mistake

      const Findings found = validate(faulty);
      INFO(describe(found));
      REQUIRE(found.size() == 1);
      CHECK(found[0].code == m.code);
      CHECK(found[0].severity == Severity::Error);

      std::string mended = faulty;
      mended.replace(at, std::string(m.written).size(), m.meant);
      const Findings clean = validate(mended);
      INFO("mended:\n" << describe(clean));
      CHECK(clean.empty());
    }
  }
}

// "a call by the wrong seat is one finding and the auction goes on as if the right seat had
// called, unless the record's later calls show otherwise": two seats that speak in each
// other's turns are what the record shows, and stay the out-of-turn findings they are.
TEST_CASE("calls really made out of turn are not taken as another seat's", "[samples][one-mistake]") {
  const std::string path = std::string(STICHPROBE_SAMPLES_DIR) + "/troggu/standard/faulty-bid-out-of-turn.xml";
  const Findings found = validate(read_file_bytes(path).bytes);
  INFO(describe(found));
  REQUIRE(found.size() == 2);
  for (const auto& f : found) {
    CHECK(f.code == "auction.out-of-turn");
    CHECK(f.message.find("it is checked as") == std::string::npos);
  }
}

// A seat the record names for a call that nobody at the table holds: one finding, and the
// bidding goes on as if the seat whose turn it was had called (THR v1 §2: seats 1..n).
TEST_CASE("a call by a seat that is not at the table is one finding", "[samples][one-mistake]") {
  const std::string path = std::string(STICHPROBE_SAMPLES_DIR) + "/tapp-tarock/faulty-call-by-absent-seat.xml";
  const Findings found = validate(read_file_bytes(path).bytes);
  INFO(describe(found));
  REQUIRE(found.size() == 1);
  CHECK(found[0].code == "auction.out-of-turn");
  CHECK(found[0].message.find("it is checked as seat 1's") != std::string::npos);
}

namespace {
std::string sample_bytes(const char* file) {
  return read_file_bytes(std::string(STICHPROBE_SAMPLES_DIR) + "/" + file).bytes;
}

// `text` with the first `from` replaced by `to`.
std::string with(std::string text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}
}  // namespace

// "a missing/unreadable dealer is one finding and rotation checks skip that hand and resume
// from the next readable dealer": a first hand has no hand before it; the next hand's dealer
// shows whose turn it was, and a later fault in the hand is still found.
TEST_CASE("an unreadable dealer of a first hand is the seat before the next hand's dealer", "[samples][one-mistake]") {
  const std::string mended =
      with(sample_bytes("tapp-tarock/faulty-dealer-misspelt.xml"), "deler=", "dealer=");  // a valid three-hand session
  const std::string first = with(mended, "dealer=", "deler=");
  Findings found = validate(first);
  INFO(describe(found));
  REQUIRE(found.size() == 1);
  CHECK(found[0].code == "format.unknown-attribute");
  // Hand 1 is checked as dealt by seat 1 (hand 2 is dealt by seat 2): a wrong card-point
  // figure in it is found, and nothing else.
  found = validate(with(first, "<points side=\"declarer\">", "<points side=\"declarer\">1"));
  INFO(describe(found));
  REQUIRE(found.size() == 2);
  CHECK(found[1].code == "points.card-points");
}

TEST_CASE("a lone hand with an unreadable dealer is checked as dealt by the seat its calls and play fit",
          "[samples][one-mistake]") {
  const std::string lone = with(sample_bytes("tapp-tarock/valid-dreier-upper-packet.xml"), "dealer=", "deler=");
  Findings found = validate(lone);
  INFO(describe(found));
  REQUIRE(found.size() == 1);
  CHECK(found[0].code == "format.unknown-attribute");
  found = validate(with(lone, "<points side=\"declarer\">32", "<points side=\"declarer\">30"));
  INFO(describe(found));
  REQUIRE(found.size() == 2);
  CHECK(found[1].code == "points.card-points");
}

// "A part of a hand that is missing is said, with what could therefore not be checked."
TEST_CASE("a hand whose dealer nothing shows is not checked, and the info says so", "[samples][one-mistake]") {
  const std::string doc =
      "<?xml version=\"1.0\"?>\n<session xmlns=\"urn:tarock-hand-record:1\" version=\"1\" game=\"tapp-tarock\">\n"
      "  <players><player seat=\"1\"/><player seat=\"2\"/><player seat=\"3\"/></players>\n"
      "  <hand n=\"1\" deler=\"3\">\n  </hand>\n</session>\n";
  const Findings found = validate(doc);
  INFO(describe(found));
  REQUIRE(found.size() == 2);
  CHECK(found[0].code == "session.dealer-unknown");
  CHECK(found[0].severity == Severity::Info);
  CHECK(found[1].code == "format.unknown-attribute");
}

// Two mistakes in one call (seat and bid both misspelt) are two findings, and no more.
TEST_CASE("a call with both its seat and its bid misspelt is two findings", "[samples][one-mistake]") {
  const std::string doc = with(sample_bytes("troggu/standard/valid-normal-4p.xml"), "<call seat=\"1\" bid=\"normal\"/>",
                               "<call seet=\"1\" bid=\"normaal\"/>");
  const Findings found = validate(doc);
  INFO(describe(found));
  REQUIRE(found.size() == 2);
  CHECK(found[0].code == "format.unknown-attribute");
  CHECK(found[1].code == "format.unknown-bid");
}

// The other attributes of a call: a misspelt suit or called card is one finding; the suit is
// the one the rest of the hand fits, the card the contract's partner card.
TEST_CASE("a call's misspelt suit or card attribute is one finding", "[samples][one-mistake]") {
  const std::string suit = with(sample_bytes("tapp/valid-farbspiel-4p-36.xml"), "bid=\"farbspiel\" suit=\"S\"",
                                "bid=\"farbspiel\" siut=\"S\"");
  Findings found = validate(suit);
  INFO(describe(found));
  REQUIRE(found.size() == 1);
  CHECK(found[0].code == "format.unknown-attribute");
  CHECK(found[0].message.find("did you mean 'suit'?") != std::string::npos);  // one swap of two letters

  const std::string card =
      with(sample_bytes("tuebinger-tarock/valid-rufspiel.xml"), "bid=\"call\" card=\"CK\"", "bid=\"call\" crad=\"CK\"");
  found = validate(card);
  INFO(describe(found));
  REQUIRE(found.size() == 1);
  CHECK(found[0].code == "format.unknown-attribute");

  const std::string code =
      with(sample_bytes("tuebinger-tarock/valid-rufspiel.xml"), "bid=\"call\" card=\"CK\"", "bid=\"call\" card=\"CX\"");
  found = validate(code);
  INFO(describe(found));
  REQUIRE(found.size() == 1);
  CHECK(found[0].code == "format.unknown-card");
}

// A dealer that is no seat at the table is one session.dealer, not also a dealer-rotation
// error for the hand after it, and the hand itself is still checked.
TEST_CASE("a dealer seat that is not at the table is one finding", "[samples][one-mistake]") {
  const std::string mended =
      with(sample_bytes("tapp-tarock/faulty-dealer-misspelt.xml"), "deler=\"2\"", "dealer=\"7\"");
  const Findings found = validate(mended);
  INFO(describe(found));
  REQUIRE(found.size() == 1);
  CHECK(found[0].code == "session.dealer");
}

// "A hand without its auction or contract": what does not depend on the contract is still checked
// (a revoke of a trump lead in trick 1, "ein angespielter Trumpf muss bedient werden"), and one info
// says what could not be checked; the same record with the revoke put right has that info alone.
TEST_CASE("a hand without its bidding is checked where it can be, and says what it cannot", "[samples][one-mistake]") {
  const std::string faulty = sample_bytes("dappen/breitnau/faulty-no-auction-revoke.xml");
  const Findings found = validate(faulty);
  INFO(describe(found));
  REQUIRE(found.size() == 2);
  CHECK(found[0].code == "auction.not-recorded");
  CHECK(found[0].severity == Severity::Info);
  CHECK(found[1].code == "play.must-follow-suit");
  CHECK(found[1].trick == 1);
  const std::string mended = with(with(faulty, "T1 H3 T9", "T1 T14 T9"), "F T14 T8", "F H3 T8");
  const Findings clean = validate(mended);
  INFO("mended:\n" << describe(clean));
  REQUIRE(clean.size() == 1);
  CHECK(clean[0].code == "auction.not-recorded");
}
