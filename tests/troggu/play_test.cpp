// The withheld Narr (issue #16): its owner leads the last trick, where it goes, and why
// it cannot be withheld in a Misere; each decision pinned to its sentence of troggu.de.txt,
// on the samples that show it (samples/troggu/standard/) and small edits of them.
#include <catch2/catch.hpp>

#include <algorithm>

#include "formats/thr_reader.h"
#include "tests/support/playout.h"
#include "tests/troggu/support.h"
#include "validator/games/troggu/module.h"
#include "validator/games/troggu/spec.h"

using namespace stichprobe;
using namespace stichprobe::games::troggu;
using namespace stichprobe::troggu_tests;

namespace {

int narr_owner(const engine::HandAnalysis& a, int players) {
  for (const auto& step : a.steps)
    for (int seat = 1; seat <= players; ++seat) {
      const auto& roles = step.state.seats[static_cast<std::size_t>(seat - 1)].roles;
      if (std::find(roles.begin(), roles.end(), "narr withheld") != roles.end()) return seat;
    }
  return 0;
}

// The seat whose pile holds the Narr after the hand.
int narr_pile(const engine::HandAnalysis& a, int players) {
  const auto& last = a.steps.back().state;
  for (int seat = 1; seat <= players; ++seat) {
    const auto& pile = last.seats[static_cast<std::size_t>(seat - 1)].won;
    if (std::find(pile.begin(), pile.end(), Card::fool()) != pile.end()) return seat;
  }
  return 0;
}

// The winner of trick `n` as the derivation's trick line states it ("seat 2 leads, seat 4 wins, …").
int trick_winner_of(const engine::HandAnalysis& a, std::size_t n) {
  for (const auto& line : a.derivation)
    if (line.item.en == "trick " + std::to_string(n)) {
      const std::size_t at = line.computed.en.find(" wins");
      return at == std::string::npos ? 0 : line.computed.en[at - 1] - '0';
    }
  return 0;
}

}  // namespace

TEST_CASE(
    "\"Wenn der Besitzer des Narren derjenige ist, der zum letzten Stich ausspielt, so wird der Narr gelegt "
    "und die Karte des Spielers rechts neben ihm zeigt nun die Farbe an.\"",
    "[troggu][narr]") {
  const record::Session s = load("standard/valid-narr-owner-leads-last-4p.xml");
  const record::Hand& h = s.hands.front();
  const auto a = analyse(s, h);
  CHECK(a.findings.empty());
  const int owner = narr_owner(a, 4);
  REQUIRE(owner != 0);
  // The owner won the trick before the last, leads the last and lays the Narr first.
  const record::Trick& last = h.play->tricks.back();
  CHECK(*last.lead == owner);
  CHECK(last.cards.cards.front() == Card::fool());
  // The next card sets the suit: the trick is won by a card of that suit or by a trump, never by the Narr.
  const Card led = last.cards.cards[1];
  const int winner = trick_winner_of(a, h.play->tricks.size());
  REQUIRE(winner != 0);
  CHECK(winner != owner);
  const Card won_with = last.cards.cards[static_cast<std::size_t>((winner - owner + 4) % 4)];
  CHECK((won_with.is_trump() || (led.is_suited() && won_with.is_suited() && won_with.suit() == led.suit())));
  SECTION("written the old way (the next player leads, the Narr last) the lead is wrong: one finding") {
    record::Hand old = h;
    record::Trick& t = old.play->tricks.back();
    t.lead = owner % 4 + 1;
    std::rotate(t.cards.cards.begin(), t.cards.cards.begin() + 1, t.cards.cards.end());
    CHECK(codes_in_order(analyse(s, old).findings) == std::vector<std::string>{"play.wrong-leader"});
  }
}

TEST_CASE(
    "\"Erst dann legt der Spieler den Narren und addiert ihn zu den eigenen gewonnenen Karten.\" - also "
    "when his side has no won card to give",
    "[troggu][narr]") {
  const record::Session s = load("standard/valid-narr-to-owner-without-exchange-4p.xml");
  const record::Hand& h = s.hands.front();
  const int players = static_cast<int>(s.players.size());
  const auto a = analyse(s, h);
  CHECK(a.findings.empty());
  const int owner = narr_owner(a, players);
  REQUIRE(owner != 0);
  CHECK(narr_pile(a, players) == owner);
  // "Im Austausch dafür muss er eine niedrige Karte vom eigenen Gewinnstapel den Gewinnern des letzten
  // Stiches geben": there is none, so nothing goes back, and the derivation says so.
  bool said = false;
  for (const auto& line : a.derivation)
    said = said || line.computed.en.find("no won card to give") != std::string::npos;
  CHECK(said);
  SECTION("narr-without-exchange=to-winners: the Narr stays with the last trick's winners") {
    const auto b = analyse(s, h, {{"narr-without-exchange", "to-winners"}});
    const int winner = trick_winner_of(b, h.play->tricks.size());
    REQUIRE(winner != 0);
    CHECK(winner != owner);
    CHECK(narr_pile(b, players) == winner);
    // The record counted the Narr for its owner: both sides' points now differ from it.
    const auto c = codes_in_order(b.findings);
    CHECK(std::count(c.begin(), c.end(), "points.card-points") == 2);
  }
}

TEST_CASE(
    "the Narr is withheld only in a normal game or Solo: the permission stands under \"Spielablauf des "
    "Normalspiels und Solos\", the section \"Misere\" has none",
    "[troggu][narr]") {
  const record::Session s = load("standard/valid-misere-narr-withheld-6p.xml");
  const record::Hand& h = s.hands.front();
  REQUIRE(h.contract->type == "misere");
  // misere-withhold-narr=yes (stated in the record): the hand is clean, the Narr goes to its owner.
  const auto allowed = analyse(s, h);
  CHECK(allowed.findings.empty());
  const int owner = narr_owner(allowed, 6);
  REQUIRE(owner != 0);
  CHECK(narr_pile(allowed, 6) == owner);
  // By default the Narr must be played like any trump: keeping it back is a follow or trump fault,
  // and nobody holds the role "narr withheld".
  const auto strict = analyse(s, h, {{"misere-withhold-narr", "no"}});
  REQUIRE_FALSE(strict.findings.empty());
  bool at_owner = false;
  for (const auto& f : strict.findings) {
    INFO(f.code << ": " << f.message);
    const bool play_fault = f.code == "play.must-follow-suit" || f.code == "play.must-trump";
    if (play_fault && f.seat == owner) at_owner = true;
    CHECK((play_fault || f.code == "points.card-points"));
  }
  CHECK(at_owner);
  CHECK(narr_owner(strict, 6) == 0);
  CHECK(spec().options.size() >= 2);
  CHECK(engine::default_options(spec(), "standard").at("misere-withhold-narr") == "no");
}

// "Im Austausch dafür muss er eine niedrige Karte vom eigenen Gewinnstapel den Gewinnern des letzten Stiches
// geben": the owner's own won cards (narr-exchange-card=own-pile, the default), or his side's (side-pile).
TEST_CASE("the card given for a withheld Narr comes from its owner's own pile, or his side's", "[troggu][narr]") {
  int own = 0, differs = 0;
  for (std::uint64_t seed = 1; seed <= 40 && differs == 0; ++seed) {
    const record::Session s = testing::generate_session(module(), {"standard", 4, 25, seed, {}});
    for (const auto& h : s.hands) {
      const auto a = analyse(s, h);
      const int owner = narr_owner(a, 4);
      for (const auto& line : a.derivation) {
        const auto at = line.computed.en.find("'s pile goes to");
        if (line.item.en != "the Narr" || at == std::string::npos) continue;
        // "...; C5 from seat 3's pile goes to seat 1 in exchange": the owner's own pile.
        CHECK(line.computed.en[at - 1] - '0' == owner);
        ++own;
        const auto b = analyse(s, h, {{"narr-exchange-card", "side-pile"}});
        for (const auto& other : b.derivation)
          if (other.item.en == "the Narr" && other.computed.en != line.computed.en) ++differs;
      }
    }
  }
  CHECK(own > 0);
  CHECK(differs > 0);  // some hand where the side's lowest card is another seat's
}
