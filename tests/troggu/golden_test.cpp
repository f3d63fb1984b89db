// Golden hands: bidding, the partner's reveal and the withheld Narr on fixed
// records (samples/troggu) and small edits of them, with known outcomes.
#include <catch2/catch.hpp>

#include <algorithm>

#include "formats/thr_reader.h"
#include "tests/troggu/support.h"
#include "validator/engine/validate.h"
#include "validator/games/troggu/module.h"
#include "validator/games/troggu/spec.h"

using namespace stichprobe;
using namespace stichprobe::games::troggu;
using namespace stichprobe::troggu_tests;

namespace {

std::vector<std::string> codes(const Findings& fs) {
  std::vector<std::string> out;
  for (const auto& f : fs) out.push_back(f.code);
  std::sort(out.begin(), out.end());
  return out;
}

bool has_role(const engine::Step& step, int seat, const std::string& role) {
  const auto& roles = step.state.seats[static_cast<std::size_t>(seat - 1)].roles;
  return std::find(roles.begin(), roles.end(), role) != roles.end();
}

record::Call call(int seat, const char* bid) {
  record::Call c;
  c.seat = seat;
  c.bid = bid;
  return c;
}

}  // namespace

TEST_CASE(
    "\"Wer der Partner des Tappisten ist, wird erst dann für alle ersichtlich, wenn der gerufene Trumpf "
    "ausgespielt wird.\"",
    "[troggu][golden]") {
  const record::Session s = load("standard/valid-partner-revealed-8p.xml");
  const record::Hand& h = s.hands.front();
  const Card called = *h.contract->partner_card;
  int partner = 0;
  for (const auto& sc : h.deal->hands)
    if (std::find(sc.cards.cards.begin(), sc.cards.cards.end(), called) != sc.cards.cards.end()) partner = sc.seat;
  REQUIRE(partner != 0);
  REQUIRE(partner != *h.contract->declarer);
  const auto a = analyse(s, h);
  CHECK(a.findings.empty());
  bool played = false;
  for (const auto& step : a.steps) {
    if (step.kind == engine::StepKind::Play && step.card == called) played = true;
    CHECK(has_role(step, partner, "partner") == played);
  }
  CHECK(played);
  // 7-8 players with a partner: defenders 1x, partner 2x, the Tappist the rest.
  const Rational unit = a.payments.at(partner) / 2;
  for (int seat = 1; seat <= 8; ++seat)
    if (seat != partner && seat != *h.contract->declarer) CHECK(a.payments.at(seat) == -unit);
  CHECK(a.payments.at(*h.contract->declarer) == unit * 4);
}

TEST_CASE(
    "\"Wenn die gerufene Karte sich in der Hand des Tappisten oder im Tapp befindet, spielt der Tappist "
    "ohne Partner.\"",
    "[troggu][golden]") {
  const record::Session s = load("standard/valid-partner-in-own-hand-7p.xml");
  const auto a = analyse(s, s.hands.front());
  CHECK(a.findings.empty());
  int with_partner_role = 0;
  for (const auto& step : a.steps)
    for (int seat = 1; seat <= 7; ++seat) with_partner_role += has_role(step, seat, "partner") ? 1 : 0;
  CHECK(with_partner_role == 0);
  // Alone: the Tappist receives or pays all six defenders' amounts.
  const int tappist = *s.hands.front().contract->declarer;
  const Rational each = a.payments.at(tappist == 1 ? 2 : 1);
  CHECK(a.payments.at(tappist) == -each * 6);
}

TEST_CASE("the withheld Narr: no fault, powerless in the last trick, given to its owner", "[troggu][golden]") {
  for (const char* file : {"standard/valid-narr-withheld-3p.xml", "standard/valid-narr-withheld-4p.xml",
                           "st-niklaus/valid-narr-withheld-5p.xml"}) {
    INFO(file);
    const record::Session s = load(file);
    const auto a = analyse(s, s.hands.front());
    CHECK(a.findings.empty());
    int owner = 0;
    for (const auto& step : a.steps)
      for (int seat = 1; seat <= static_cast<int>(s.players.size()); ++seat)
        if (has_role(step, seat, "narr withheld")) owner = seat;
    REQUIRE(owner != 0);
    // "Erst dann legt der Spieler den Narren und addiert ihn zu den eigenen gewonnenen Karten": the Narr
    // ends in a pile of its owner's side (these samples have no partner).
    const auto& last = a.steps.back().state;
    const int declarer = s.hands.front().contract->declarer.value_or(0);
    auto side = [&](int seat) { return declarer == 0 ? seat : seat == declarer ? 1 : 2; };
    int narr_pile = 0;
    for (int seat = 1; seat <= static_cast<int>(s.players.size()); ++seat) {
      const auto& pile = last.seats[static_cast<std::size_t>(seat - 1)].won;
      if (std::find(pile.begin(), pile.end(), Card::fool()) != pile.end()) narr_pile = seat;
    }
    REQUIRE(narr_pile != 0);
    CHECK(side(narr_pile) == side(owner));
    // Withholding was offered as a legal choice: before the owner's card the legal set held the Narr and more.
    bool offered = false;
    for (const auto& step : a.steps)
      if (step.kind == engine::StepKind::Play && step.state.to_move == owner &&
          step.state.legal.contains(Card::fool()) && step.state.legal.size() > 1)
        offered = true;
    CHECK(offered);
    // The owner's own card was chosen from the same set (Troggu's PlayLaw): the Narr he kept is in it.
    bool chosen_from = false;
    for (const auto& step : a.steps)
      if (step.kind == engine::StepKind::Play && step.seat == owner && step.legal_before &&
          step.legal_before->contains(Card::fool()) && step.card && !step.card->is_fool() &&
          step.legal_before->contains(*step.card))
        chosen_from = true;
    CHECK(chosen_from);
  }
}

TEST_CASE("bidding: \"Wenn niemand ein Solo spielen will, dann wird das normale Spiel gespielt.\"",
          "[troggu][golden]") {
  record::Session s = load("standard/valid-normal-4p.xml");
  record::Hand h = s.hands.front();
  const int fh = h.dealer % 4 + 1;
  auto seat = [&](int k) { return (fh + k - 1) % 4 + 1; };
  SECTION("a Solo after a normal bid takes priority: a normal contract is then wrong") {
    h.auction->calls = {call(seat(0), "normal"), call(seat(1), "solo")};
    h.contract->type = "normal";
    h.contract->declarer = seat(0);
    const auto a = analyse(s, h);
    const auto c = codes(a.findings);
    CHECK(std::count(c.begin(), c.end(), "auction.wrong-contract") == 1);
  }
  SECTION("all pass: a Misere") {
    h.auction->calls = {call(seat(0), "pass"), call(seat(1), "pass"), call(seat(2), "pass"), call(seat(3), "pass")};
    const auto a = analyse(s, h);
    CHECK(codes(a.findings).front() == "auction.wrong-contract");
  }
  SECTION("tappist=dealer: the dealer plays the normal game that another asked for") {
    const auto a = analyse(s, h, {{"tappist", "dealer"}});
    const auto c = codes(a.findings);
    CHECK(std::find(c.begin(), c.end(), "auction.wrong-declarer") != c.end());
  }
}

TEST_CASE(
    "7-8 players: \"Wenn jeder passt, wird der Besitzer des Bättlers (Narr) gezwungen, ein normales Spiel "
    "zu spielen.\"",
    "[troggu][golden]") {
  const record::Session s = load("standard/valid-forced-normal-7p.xml");
  const record::Hand& h = s.hands.front();
  int narr = 0, bagatt = 0;
  for (const auto& sc : h.deal->hands) {
    for (Card c : sc.cards.cards) {
      if (c.is_fool()) narr = sc.seat;
      if (c == Card::trump(1)) bagatt = sc.seat;
    }
  }
  CHECK(*h.contract->declarer == (narr ? narr : bagatt));
  CHECK(analyse(s, h).findings.empty());
}

TEST_CASE("a dealer or a table the session driver rejects: the module checks nothing and does not fail", "[troggu]") {
  // session.dealer and session.player-count are the engine's findings (validate.cpp); called
  // directly with such a hand, the module has no table to check the deal against.
  record::Session s = load("standard/valid-normal-4p.xml");
  for (int dealer : {0, 5, -1}) {
    INFO(dealer);
    record::Hand h = s.hands.front();
    h.dealer = dealer;
    const auto a = analyse(s, h);
    CHECK(a.findings.empty());
    CHECK(a.steps.empty());
  }
  s.players.resize(2);  // "Die Regeln erlauben drei bis acht Mitspieler."
  const auto a = analyse(s, s.hands.front());
  CHECK(a.findings.empty());
  CHECK(a.steps.empty());
}
