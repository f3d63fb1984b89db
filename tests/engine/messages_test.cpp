// Issue 20, messages: a wrong payment reads the same in every game; a ruling that
// matches nothing names the finding it most likely meant; a start-end tag mismatch
// names both tags and the line where the open one began.
#include <catch2/catch.hpp>
#include <regex>

#include "formats/thr_reader.h"
#include "tests/support/cli_run.h"
#include "validator/engine/settlement_text.h"
#include "validator/engine/validate.h"

using namespace stichprobe;

TEST_CASE("a wrong payment: 'seat 2 should pay 10, the record has 5', in both directions", "[messages]") {
  const Message same = engine::settlement_mismatch(2, Rational(-10), Rational(-5), {}, {});
  CHECK(same.en == "seat 2 should pay 10, the record has 5");
  CHECK(same.de == "Sitz 2 müsste 10 zahlen, aufgeschrieben ist 5");
  const Message unit =
      engine::settlement_mismatch(1, Rational(5), Rational(10), {"Rappen", "Rappen"}, {"why", "warum"});
  CHECK(unit.en == "seat 1 should receive 5 Rappen (why), the record has 10");
  CHECK(unit.de == "Sitz 1 müsste 5 Rappen bekommen (warum), aufgeschrieben ist 10");
  const Message turned = engine::settlement_mismatch(3, Rational(-4), Rational(4), {}, {});
  CHECK(turned.en == "seat 3 should pay 4, the record has seat 3 receive 4");
  const Message none = engine::settlement_mismatch(4, Rational(0), Rational(-2), {}, {});
  CHECK(none.en == "seat 4 should neither pay nor receive, the record has seat 4 pay 2");
  CHECK(engine::settlement_mismatch(4, Rational(6), Rational(0), {}, {}).en ==
        "seat 4 should receive 6, the record has 0");
}

TEST_CASE("every game words settlement.amount the same way", "[messages]") {
  const std::regex form(R"(seat \d should (pay|receive) [0-9/]+( \S+)?( \(.*\))?, the record has (\d|seat).*)");
  for (const char* sample :
       {"samples/tapp-tarock/faulty-payout.xml", "samples/tapp/faulty-ramsch-jungfer.xml",
        "samples/tuebinger-tarock/faulty-raus-lost-factor.xml", "samples/dappen/breitnau/faulty-settlement.xml",
        "samples/troggu/standard/faulty-payment.xml"}) {
    const ReadResult read = read_thr_file(sample);
    int seen = 0;
    for (const auto& f : engine::validate_document(read).findings) {
      if (f.code != "settlement.amount") continue;
      INFO(sample << ": " << f.message);
      CHECK(std::regex_match(f.message, form));
      CHECK(f.message_de.find(" müsste ") != std::string::npos);
      ++seen;
    }
    CHECK(seen > 0);
  }
}

TEST_CASE("an unmatched ruling names the nearest finding", "[messages]") {
  record::Hand hand;
  hand.n = 4;
  record::Ruling ruling;
  ruling.code = "play.must-folow-suit";  // misspelt
  ruling.decision = "accepted";
  ruling.pos = {60, 5};
  hand.rulings.push_back(ruling);
  Finding revoke;
  revoke.code = "play.must-follow-suit";
  revoke.trick = 3;
  revoke.seat = 2;
  revoke.pos = {31, 22};
  Finding other;
  other.code = "points.count";
  other.pos = {50, 3};
  Findings findings{other, revoke};
  engine::apply_rulings(hand, findings);
  REQUIRE(findings.size() == 3);
  CHECK(findings.back().code == "session.ruling-unmatched");
  CHECK(findings.back().message ==
        "the ruling on 'play.must-folow-suit' matches no finding of hand 4; the nearest finding is "
        "play.must-follow-suit (trick 3, seat 2, line 31)");
  // Its code at another trick: that finding.
  hand.rulings.front().code = "play.must-follow-suit";
  hand.rulings.front().trick = 5;
  findings = {other, revoke};
  engine::apply_rulings(hand, findings);
  CHECK(findings.back().message.find("the nearest finding is play.must-follow-suit (trick 3") != std::string::npos);
  // Nothing a ruling could accept.
  findings.clear();
  engine::apply_rulings(hand, findings);
  CHECK(findings.back().message.find("the hand has no finding a ruling could accept") != std::string::npos);
}

TEST_CASE("a start-end tag mismatch names both tags and where the open one began", "[messages]") {
  const std::string head = "<?xml version=\"1.0\"?>\n<session xmlns=\"urn:tarock-hand-record:1\" version=\"1\">\n";
  const ReadResult mismatch = read_thr(head + "  <players>\n    <!-- </x> -->\n  </player>\n</session>\n");
  REQUIRE(!mismatch.findings.empty());
  CHECK(mismatch.findings.front().code == "format.xml-syntax");
  CHECK(mismatch.findings.front().message.find("the end tag </player> does not close <players>, opened at line 3") !=
        std::string::npos);
  CHECK(mismatch.findings.front().message_de.find("geöffnet in Zeile 3") != std::string::npos);
  const ReadResult unclosed = read_thr(head + "  <players a=\"x>y\">\n    <player seat=\"1\" name=\"A\"/>\n");
  REQUIRE(!unclosed.findings.empty());
  CHECK(unclosed.findings.front().message.find("<players>, opened at line 3, is never closed") != std::string::npos);
}
