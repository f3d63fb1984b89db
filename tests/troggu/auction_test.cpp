// The bidding's decisions of RULES.md that the text leaves open, each pinned to its sentence of
// troggu.de.txt: who may still take a Solo after "ich nehm's", and that every hand is played.
#include <catch2/catch.hpp>

#include "tests/support/playout.h"
#include "tests/troggu/support.h"

using namespace stichprobe;
using namespace stichprobe::troggu_tests;

TEST_CASE(
    "\"In diesem Falle geht es reihum linksherum, ob ein Spieler doch noch ein Solo spielen will\": those who "
    "have not spoken yet (default), or every other player once round (solo-after-normal=everyone)",
    "[troggu][auction]") {
  // Seat 3 asks for the normal game after seats 1 and 2 passed; seat 1 takes a Solo in the round
  // that goes on past seat 4.
  const record::Session s = load("standard/valid-solo-after-normal-everyone-4p.xml");
  const record::Hand& h = s.hands.front();
  CHECK(analyse(s, h).findings.empty());
  // The plainest reading: seat 1 chose when he passed; the bidding closed with seat 4.
  const auto plain = analyse(s, h, {{"solo-after-normal", "not-yet-spoken"}});
  CHECK(codes_in_order(plain.findings).front() == "auction.after-close");
  // With `everyone`, a bidding that stops after the players who had not spoken is incomplete.
  record::Hand cut = h;
  cut.auction->calls.pop_back();
  cut.contract->type = "normal";
  cut.contract->declarer = 3;
  const auto short_round = analyse(s, cut);
  CHECK(codes_in_order(short_round.findings).front() == "auction.incomplete");
}

TEST_CASE("\"Wenn alle Spieler passen, dann wird eine Misere gespielt\": every Troggu hand is played",
          "[troggu][auction]") {
  for (const char* file : {"standard/valid-misere-4p.xml", "standard/valid-normal-4p.xml",
                           "standard/valid-forced-normal-7p.xml", "standard/valid-solo-4p.xml"}) {
    const record::Session s = load(file);
    for (const char* outcome : {"thrown-in", "redeal"}) {
      record::Hand h = s.hands.front();
      h.outcome->type = outcome;
      INFO(file << " recorded " << outcome);
      CHECK(codes_in_order(analyse(s, h).findings) == std::vector<std::string>{"auction.outcome-mismatch"});
    }
  }
}
