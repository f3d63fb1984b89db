// Each rule pinned to the sentence of tapp-tarock.en.txt it rests on.
#include <catch2/catch.hpp>

#include "support.h"
#include "validator/core/trick.h"
#include "validator/engine/validate.h"

using namespace tt_test;
using tt::CallAction;
using tt::CallKind;

namespace {
CallAction bid(int level) { return {CallKind::Bid, level}; }
const CallAction kPass{CallKind::Pass, 0};
const CallAction kHold{CallKind::Hold, 0};
tt::Rules defaults() { return tt::resolve_rules("standard", engine::default_options(tt::spec(), "standard")); }
// Plays calls from dealer 3 (forehand = seat 1), returning the fault code of the last.
std::string last_fault(const std::vector<std::pair<int, CallAction>>& calls, const tt::Rules& rules = defaults()) {
  auto st = tt::auction_start(3);
  std::string code;
  for (const auto& [seat, a] : calls) {
    auto f = tt::call_fault(st, rules, seat, a);
    code = f ? f->code : "";
    tt::apply_call(st, seat, a);
  }
  return code;
}
}  // namespace

TEST_CASE("\"Forehand opens the bidding which rotates anticlockwise\"", "[auction]") {
  auto st = tt::auction_start(3);
  CHECK(st.forehand == 1);
  CHECK(last_fault({{2, bid(1)}}) == "auction.out-of-turn");
  CHECK(last_fault({{1, bid(1)}, {2, bid(2)}, {3, bid(3)}}) == "");
}

TEST_CASE("\"a later player must pass or overcall with the next higher bid\"", "[auction]") {
  CHECK(last_fault({{1, bid(1)}, {2, bid(3)}}) == "auction.illegal-overcall");  // skips Unterer
  CHECK(last_fault({{1, bid(2)}}) == "auction.illegal-overcall");               // opens above Dreier
  CHECK(last_fault({{1, bid(1)}, {2, bid(1)}}) == "auction.illegal-overcall");  // not higher
}

TEST_CASE("\"Forehand announces 'pass' or 'Dreier!'. If forehand passes, subsequent players have the same options.\"",
          "[auction]") {
  // Before any Dreier the only bids are pass and Dreier, for every seat: the Solo
  // exception belongs to the next sentence, the overcall after a Dreier.
  CHECK(last_fault({{1, bid(4)}}) == "auction.illegal-overcall");
  CHECK(last_fault({{1, kPass}, {2, bid(4)}}) == "auction.illegal-overcall");
  CHECK(last_fault({{1, kPass}, {2, kPass}, {3, bid(4)}}) == "auction.illegal-overcall");
  CHECK(last_fault({{1, kPass}, {2, kPass}, {3, bid(1)}}) == "");
  // Option solo-opening=yes: every opener, not only forehand, may open with Solo.
  auto yes = defaults();
  yes.solo_opening = true;
  CHECK(last_fault({{1, bid(4)}}, yes) == "");
  CHECK(last_fault({{1, kPass}, {2, bid(4)}}, yes) == "");
  CHECK(last_fault({{1, kPass}, {2, kPass}, {3, bid(4)}}, yes) == "");
  CHECK(last_fault({{1, bid(2)}}, yes) == "auction.illegal-overcall");  // Unterer is never an opening
  // legal_calls, which the generator uses, follows the same rule.
  const auto opening = tt::legal_calls(tt::auction_start(3), defaults());
  CHECK(std::none_of(opening.begin(), opening.end(), [](const CallAction& a) { return a.level == 4; }));
}

TEST_CASE("\"Once a Dreier is bid, ... except that Solo may be bid at the first opportunity\"", "[auction]") {
  CHECK(last_fault({{1, bid(1)}, {2, bid(4)}}) == "");
  CHECK(last_fault({{1, kPass}, {2, bid(1)}, {3, bid(4)}}) == "");
  CHECK(last_fault({{1, bid(1)}, {2, bid(2)}, {3, bid(4)}}) == "");
  // Not at a second turn: seat 1 has spoken, after Unterer only Oberer is next.
  CHECK(last_fault({{1, bid(1)}, {2, bid(2)}, {3, kPass}, {1, bid(4)}}) == "auction.illegal-overcall");
}

TEST_CASE("the renamed option forehand-solo is reported with the option that replaced it", "[auction]") {
  const auto& spec = tt::spec();
  CHECK(engine::find_option(spec, "forehand-solo") == nullptr);
  REQUIRE(engine::find_option(spec, "solo-opening") != nullptr);
  CHECK(engine::find_option(spec, "solo-opening")->default_value == "no");
  CHECK(spec.former_options.at("forehand-solo") == "solo-opening");
  // A record that still has it: one error naming the option that replaced it.
  record::Session session;
  session.game = "tapp-tarock";
  session.rules.push_back({"forehand-solo", "no", {}, {9, 5}});
  for (int seat = 1; seat <= 3; ++seat) session.players.push_back({seat, "P" + std::to_string(seat), {}, {}});
  const auto report = engine::validate_session(session);
  REQUIRE(report.findings.size() == 1);
  CHECK(report.findings[0].code == "format.unknown-option");
  CHECK(report.findings[0].severity == Severity::Error);
  CHECK(report.findings[0].message.find("did you mean 'solo-opening'") != std::string::npos);
  CHECK(report.context.options.at("solo-opening") == "no");  // checked with the defaults
}

TEST_CASE("\"A player whose has been overcalled may ... hold\" (option hold)", "[auction]") {
  CHECK(last_fault({{1, bid(1)}, {2, bid(2)}, {3, kPass}, {1, kHold}}) == "");
  CHECK(last_fault({{1, kPass}, {2, bid(1)}, {3, kHold}}) == "auction.illegal-hold");  // never bid
  // earlier-seat: seat 2 may not hold seat 1's hold of seat 3's Oberer.
  const std::vector<std::pair<int, CallAction>> chain{{1, bid(1)}, {2, bid(2)}, {3, bid(3)}, {1, kHold}, {2, kHold}};
  CHECK(last_fault(chain) == "auction.illegal-hold");
  auto any = defaults();
  any.hold_any_overcalled = true;
  CHECK(last_fault(chain, any) == "");
  // The holder is the declarer.
  auto st = tt::auction_start(3);
  for (auto [seat, a] :
       std::vector<std::pair<int, CallAction>>{{1, bid(1)}, {2, bid(2)}, {3, kPass}, {1, kHold}, {2, kPass}})
    tt::apply_call(st, seat, a);
  CHECK(tt::auction_over(st));
  CHECK(st.high_seat == 1);
  CHECK(st.level == 2);
}

TEST_CASE("\"A player who has passed may not re-enter the bidding\"", "[auction]") {
  CHECK(last_fault({{1, bid(1)}, {2, kPass}, {3, bid(2)}, {2, bid(3)}}) == "auction.re-entry");
}

TEST_CASE("\"The discards may not include kings or Trull cards\"; tarocks only when forced", "[exchange]") {
  const CardSet hand = set("SK T1 F T21 T5 T6 H1 H2 D3 C7 C8 C9 S7 S8 S9 SJ D4 H3 H4");
  CHECK(tt::discard_faults(hand, cards("H1 H2 D3")).empty());
  CHECK(tt::discard_faults(hand, cards("SK H2 D3")).size() == 1);
  CHECK(tt::discard_faults(hand, cards("T1 H2 D3")).size() == 1);
  CHECK(tt::discard_faults(hand, cards("T5 H2 D3")).size() == 1);  // had plain cards to spare
  // Only two plain cards besides kings: a tarock is then forced.
  const CardSet tarock_rich = set("SK HK DK CK F T21 T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 H1 H2");
  CHECK(tt::discard_faults(tarock_rich, cards("H1 H2 T5")).empty());
  CHECK(tt::discard_faults(tarock_rich, cards("H1 T4 T5")).size() == 1);
}

TEST_CASE("Discard faults without their text judge the same (the legal discards ask so)", "[exchange]") {
  const CardSet hand = set("SK T1 F T21 T5 T6 H1 H2 D3 C7 C8 C9 S7 S8 S9 SJ D4 H3 H4");
  for (const char* discard : {"H1 H2 D3", "SK H2 D3", "T1 H2 D3", "T5 H2 D3", "SK T1 T5"}) {
    const auto told = tt::discard_faults(hand, cards(discard));
    const auto bare = tt::discard_faults(hand, cards(discard), false);
    REQUIRE(bare.size() == told.size());
    for (std::size_t i = 0; i < bare.size(); ++i) {
      CHECK(bare[i].code == told[i].code);
      CHECK(bare[i].index == told[i].index);
      CHECK(bare[i].message.en.empty());
      CHECK(!told[i].message.en.empty());
    }
  }
}

TEST_CASE("\"Players must follow suit if able; otherwise must play a trump\" (perft)", "[play]") {
  const auto rules = tt::trick_rules();
  const CardSet hand = set("HK H1 T5 SC F");
  CHECK(core::legal_cards(hand, cards("H2"), rules) == set("HK H1"));
  CHECK(core::legal_cards(hand, cards("D2"), rules) == set("T5 F"));
  CHECK(core::legal_cards(set("SC HK"), cards("D2"), rules) == set("SC HK"));
  CHECK(core::legal_cards(hand, cards("T21"), rules) == set("T5 F"));  // the Sküs follows as a trump
  // "the conversion of The Fool or Sküs ... to simply being the 22nd and highest trump"
  CHECK(core::trick_winner(cards("T21 F T20"), rules) == 1);
  CHECK(core::trick_winner(cards("H4 H1 T1"), rules) == 2);
  CHECK(core::trick_winner(cards("H4 H1 HK"), rules) == 2);  // red pips: 1 high, K above
}

TEST_CASE("\"grouped in packets of three ... 2 card points deducted\": 70 in all, 1/3 per lone Blatt", "[points]") {
  CHECK(tt::count_points(tt::cego_deck().cards) == Rational(70));
  CHECK(tt::count_points(cards("T2")) == Rational(1, 3));  // "worth 1/3 point each"
  CHECK(tt::count_points(cards("SK T1 F")) == Rational(13));
  CHECK(tt::count_points(cards("SK H1 H2")) == Rational(5));
}

TEST_CASE("\"must score at least 35 2/3 = 36 points (rounded up)\": 36 wins, 35 loses", "[points]") {
  CHECK(tt::win_threshold() == Rational(107, 3));
  // Piles are whole tricks plus three discards, so a side's points are always whole.
  tt::ScoreInput in;
  in.declarer = 1;
  in.tricks = 16;
  in.declarer_tricks = 8;
  in.declarer_cards = cards("SK SQ SC SJ HK HQ HC HJ DK DQ DC DJ CK CQ CC CJ S10 S9 S8 S7 H1 H2 H3 H4");  // 24 cards
  const auto s = tt::compute_scores(in, defaults());
  CHECK(s.declarer_points == Rational(48));  // 64 card values, 8 packets less 2
  CHECK(s.declarer_won);
  in.declarer_cards = cards("SK SQ SC SJ HK HQ HC HJ DK DQ D4 D3 D2 D1 C7 C8 C9 C10 S10 S9 S8 S7 H1 H2");
  CHECK(tt::count_points(in.declarer_cards) == Rational(35));
  CHECK_FALSE(tt::compute_scores(in, defaults()).declarer_won);
  in.declarer_cards.push_back(Card::trump(2));
  in.declarer_cards.push_back(Card::trump(3));
  in.declarer_cards.push_back(Card::trump(4));
  CHECK(tt::count_points(in.declarer_cards) == Rational(36));
  CHECK(tt::compute_scores(in, defaults()).declarer_won);
}

TEST_CASE("Game values and bonuses: paid by each defender to the declarer, else the declarer pays each", "[scoring]") {
  tt::ScoreInput in;
  in.contract = tt::Contract::Oberer;
  in.declarer = 2;
  in.tricks = 16;
  in.declarer_tricks = 10;
  in.declarer_cards = tt::cego_deck().cards;  // all points: a sure win
  in.opening[2] = set("F T21 SK HK DK CK");   // Köpfe (two honours) and Royal Trull
  in.opening[3] = set("T1");
  const auto s = tt::compute_scores(in, defaults());
  // "Oberer 5", "Köpfe 1", "Royal Trull 3": 9 from each defender.
  CHECK(s.payments.at(2) == Rational(18));
  CHECK(s.payments.at(1) == Rational(-9));
  CHECK(s.payments.at(3) == Rational(-9));
  // "Valat 12": replaces the game value by default, adds with valat=adds.
  in.declarer_tricks = 16;
  CHECK(tt::compute_scores(in, defaults()).payments.at(2) == Rational(2 * (12 + 1 + 3)));
  auto adds = defaults();
  adds.valat_adds = true;
  CHECK(tt::compute_scores(in, adds).payments.at(2) == Rational(2 * (5 + 12 + 1 + 3)));
  // "Valat announced 24": lost, the declarer pays it to each defender.
  in.declarer_tricks = 15;
  in.announced_valat = true;
  CHECK(tt::compute_scores(in, defaults()).payments.at(2) == Rational(2 * (-24 + 1 + 3)));
}

TEST_CASE(
    "\"from one's opening hand\": a hand not known whole decides an honour bonus only where every "
    "card it may have held gives the same one",
    "[scoring]") {
  tt::ScoreInput in;
  in.contract = tt::Contract::Dreier;
  in.declarer = 2;
  in.tricks = 16;
  in.declarer_tricks = 10;
  in.declarer_cards = tt::cego_deck().cards;
  in.opening[2] = set("T21 SK HK");                       // known in the hand
  in.opening_may[2] = set("T21 T1 F SK HK DK CK S7 S8");  // may have held
  auto s = tt::compute_scores(in, defaults());
  // One or three honours, three or four kings: Köpfe, Trull and Royal Trull all open.
  CHECK(s.open[2] == (tt::kOpenHonours | tt::kOpenKings));
  CHECK_FALSE(s.decided());
  CHECK(std::none_of(s.items.begin(), s.items.end(), [](const tt::ScoreItem& i) { return i.type != "game"; }));
  // Two honours known and no third possible: Köpfe decided; the kings still open.
  in.opening[2] = set("T21 T1 SK HK");
  in.opening_may[2] = set("T21 T1 SK HK DK CK S7 S8");
  s = tt::compute_scores(in, defaults());
  CHECK(s.open[2] == tt::kOpenKings);
  CHECK(std::any_of(s.items.begin(), s.items.end(), [](const tt::ScoreItem& i) { return i.type == "koepfe"; }));
  // Nothing it may have held changes a bonus: decided, as for a hand known whole.
  in.opening_may[2] = set("T21 T1 SK HK S7 S8");
  s = tt::compute_scores(in, defaults());
  CHECK(s.decided());
  CHECK(s.payments.at(2) == Rational(2 * (3 + 1)));  // "Dreier 3", "Köpfe 1"
}

TEST_CASE("Pagat Ultimo: \"to whoever takes it if it is played to the last trick\"; announced 8, Solo 8/16",
          "[scoring]") {
  tt::ScoreInput in;
  in.contract = tt::Contract::Dreier;
  in.declarer = 1;
  in.tricks = 16;
  in.declarer_cards = tt::cego_deck().cards;
  in.last_cards = engine::PerTrick<Card>::of(cards("T1 H1 H2"));
  in.last_seats = {1, 2, 3};
  in.last_winner = 1;
  auto pagat = [&](const tt::Rules& r) {
    for (const auto& item : tt::compute_scores(in, r).items)
      if (item.type == "pagat-ultimo") return (item.declarer_side ? 1 : -1) * item.amount;
    return 0;
  };
  CHECK(pagat(defaults()) == 4);
  in.contract = tt::Contract::Solo;
  CHECK(pagat(defaults()) == 8);
  in.announced_pagat = true;
  CHECK(pagat(defaults()) == 16);
  // Captured by a defender: lost when announced; unannounced the taker's side scores.
  in.last_cards = engine::PerTrick<Card>::of(cards("T1 T2 H2"));
  in.last_winner = 2;
  CHECK(pagat(defaults()) == -16);
  in.announced_pagat = false;
  in.contract = tt::Contract::Dreier;
  CHECK(pagat(defaults()) == -4);
  auto strict = defaults();
  strict.pagat_taker_scores = false;
  CHECK(pagat(strict) == 0);
}
