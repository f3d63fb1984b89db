// Each rule pinned to the sentence of tapp.de.txt it rests on.
#include <catch2/catch.hpp>

#include "scenario.h"
#include "validator/core/trick.h"
#include "validator/games/tapp/state.h"

using namespace tapp_test;
namespace gt = stichprobe::games::tapp;

TEST_CASE("\"Die Gesamtaugenzahl aller Karten im Spiel beträgt 120 Augen.\" (36 and 32 cards)") {
  CHECK(gt::pile_points(core::deck(core::DeckKind::Tapp36).cards) == 120);
  CHECK(gt::pile_points(core::deck(core::DeckKind::Tapp32).cards) == 120);
  CHECK(gt::card_points(cards("HA")[0]) == 11);
  CHECK(gt::card_points(cards("C10")[0]) == 10);
  CHECK(gt::card_points(cards("SK")[0]) == 4);
  CHECK(gt::card_points(cards("DQ")[0]) == 3);
  CHECK(gt::card_points(cards("HJ")[0]) == 2);
  CHECK(gt::card_points(cards("C9")[0]) + gt::card_points(cards("C6")[0]) == 0);
}

TEST_CASE("Stichkraft: the table misprints Herz for Karo; the stated order A 10 K D B 9 8 7 6 wins") {
  // "Die Stichkraft entspricht der in der obigen Tabelle dargestellten Reihenfolge der
  // Kartenwerte ... von As (höchster Kartenwert) bis Sechser" — the hierarchy line lists
  // "HerzA ... Herz6" twice and no Karo; Karo ranks like every other suit.
  const auto rules = gt::trick_rules({gt::Game::Ramsch, 0, std::nullopt}, gt::resolve_rules("standard", {}, 3));
  const auto order = cards("DA D10 DK DQ DJ D9 D8 D7 D6");
  for (std::size_t i = 0; i + 1 < order.size(); ++i) {
    CHECK(core::trick_winner({order[i + 1], order[i], cards("C6")[0]}, rules) == 1);
    CHECK(core::trick_winner({order[i], order[i + 1], cards("HA")[0]}, rules) == 0);
  }
}

TEST_CASE("Geben: 11 each + 3 in the Tapp for three, 8 each + 4 for four; 32 cards as options") {
  auto r = gt::resolve_rules("standard", {}, 3);
  CHECK((r.hand_size == 11 && r.tapp_size == 3));
  r = gt::resolve_rules("standard", {}, 4);
  CHECK((r.hand_size == 8 && r.tapp_size == 4));
  r = gt::resolve_rules("standard", {{"deck", "32"}}, 3);
  CHECK((r.hand_size == 10 && r.tapp_size == 2));
  r = gt::resolve_rules("standard", {{"deck", "32"}}, 4);
  CHECK((r.hand_size == 7 && r.tapp_size == 4));
  r = gt::resolve_rules("standard", {{"deck", "32"}, {"deal-32-four", "8-0"}}, 4);
  CHECK((r.hand_size == 8 && r.tapp_size == 0));
}

TEST_CASE("Spiele: the rank table with its values; Herz doubles; Herz mit Aufnehmen is the lowest") {
  const auto r = gt::resolve_rules("standard", {}, 3);
  using G = gt::Game;
  const std::vector<std::tuple<G, std::optional<Suit>, int, int>> table{
      {G::Farbspiel, Suit::Clubs, 1, 5}, {G::Farbspiel, Suit::Hearts, 2, 10}, {G::Bettel, std::nullopt, 3, 15},
      {G::Rufer, Suit::Diamonds, 4, 15}, {G::Rufer, Suit::Hearts, 5, 30},     {G::BettelOuvert, std::nullopt, 6, 30},
      {G::Durch, Suit::Spades, 7, 30},   {G::Durch, Suit::Hearts, 8, 60},     {G::HerzAufnehmen, Suit::Hearts, 0, 10}};
  for (const auto& [g, suit, rank, value] : table) {
    CHECK(gt::game_rank(g, suit) == rank);
    CHECK(gt::game_value({g, 1, suit}, r) == value);
  }
  // "Bei gleichwertigen Spielen": Kreuz, Pik and Karo share a rank.
  CHECK(gt::game_rank(G::Farbspiel, Suit::Spades) == gt::game_rank(G::Farbspiel, Suit::Diamonds));
}

TEST_CASE(
    "Farbspiel: \"mindestens 61 Augen\" wins; \"Haben die Gegenspieler zusammen 60 Augen, so ist das Spiel "
    "verloren\"") {
  // The formula ("mehr als die Hälfte der Gesamtaugenzahl") and both sentences agree: 61 wins, 60 loses.
  const gt::Rules rules = gt::resolve_rules("standard", {}, 3);
  gt::HandState st(nullptr, rules, false);
  st.contract = {gt::Game::Farbspiel, 1, Suit::Clubs};
  st.dealer = 3;
  st.tapp = cards("H8 H7 H6");
  st.complete = true;
  st.tricks = {5, 3, 3};
  const auto sixty = cards("CA C10 SA S10 DA DK DQ");  // 11+10+11+10+11+4+3 = 60
  st.piles = {{}, sixty, {}};
  auto s = gt::compute_scores(st);
  CHECK(s.defender_points == 60);
  CHECK(s.declarer_points == 60);
  CHECK(s.verdict == gt::Verdict::Lost);
  CHECK(s.payments.at(1) == Rational(-10));
  st.piles = {{}, cards("CA C10 SA S10 DA DK DJ"), {}};  // 59: the declarer has 61
  s = gt::compute_scores(st);
  CHECK(s.verdict == gt::Verdict::Won);
  // "Die Karten im Tapp zählen bei Farbspielen zum Stich des Spielers": 61 reached early
  // with the Tapp decides the game before the last trick.
  gt::HandState early = st;
  early.complete = false;
  early.tricks = {2, 0, 0};
  early.piles = {cards("HA H10 HK CA C10 CK SA SK S10 D9"), {}, {}};  // 11+10+4+11+10+4+11+4+10 = 75
  CHECK(gt::verdict(early) == gt::Verdict::Won);
}

TEST_CASE("Ramsch: \"Wer keinen Stich hat, ist Jungfer und bekommt 10 Cent, alle anderen bekommen 5 Cent.\"") {
  const gt::Rules rules = gt::resolve_rules("standard", {}, 3);
  gt::HandState st(nullptr, rules, false);
  st.contract = {gt::Game::Ramsch, 0, std::nullopt};
  st.dealer = 3;
  st.complete = true;
  st.last_winner = 2;
  st.tricks = {0, 6, 5};
  st.piles = {{}, cards("CA C10 SA"), cards("DA D10")};  // seat 2: 32 + Tapp rest, seat 3: 21
  auto s = gt::compute_scores(st);
  CHECK(s.seat_points == std::vector<int>{0, 99, 21});  // "muss auch den Tapp nehmen": the rest goes to seat 2
  CHECK(s.payments.at(1) == Rational(10));
  CHECK(s.payments.at(3) == Rational(5));
  CHECK(s.payments.at(2) == Rational(-15));
}

TEST_CASE("Ramsch ties: \"alle anderen bekommen 5 Cent\" — the top scorers split it (option ramsch-tie)") {
  // "Wer die meisten Augen hat, muss bezahlen. Wer keinen Stich hat, ist Jungfer und bekommt
  // 10 Cent, alle anderen bekommen 5 Cent." Each other seat gets its amount once, so tied
  // top scorers share it (default split); each-pays and forward-pays are the options.
  auto scores = [](const engine::Options& options) {
    const gt::Rules rules = gt::resolve_rules("standard", options, 3);
    gt::HandState st(nullptr, rules, false);
    st.contract = {gt::Game::Ramsch, 0, std::nullopt};
    st.dealer = 3;  // forehand is seat 1
    st.complete = true;
    st.last_winner = 3;
    st.tricks = {5, 0, 6};
    // A true tie, 60 : 0 : 60 (seat 3 takes the last trick and with it the Tapp).
    st.piles = {cards("CA C10 SA S10 DA DK DQ"), {}, {}};
    return gt::compute_scores(st);
  };
  auto split = scores({});
  CHECK(split.losers == std::vector<int>{1, 3});
  CHECK(split.payments.at(2) == Rational(10));  // the Jungfer gets her 10, once
  CHECK(split.payments.at(1) == Rational(-5));
  CHECK(split.payments.at(3) == Rational(-5));
  auto each = scores({{"ramsch-tie", "each-pays"}});
  CHECK(each.payments.at(2) == Rational(20));  // Jungfer, paid 10 by each
  CHECK(each.payments.at(1) == Rational(-10));
  auto fwd = scores({{"ramsch-tie", "forward-pays"}});
  CHECK(fwd.payments.at(1) == Rational(-15));  // forehand pays the Jungfer 10 and seat 3 its 5
  CHECK(fwd.payments.at(3) == Rational(5));
}

TEST_CASE("Trumpfzwang \"(bei Farbspielen)\": only in Farbspiele by default (option trump-obligation)") {
  // "Bei allen Spielen gilt Farbzwang, d. h., es muss Farbe bekannt oder (bei Farbspielen)
  // Trumpf gespielt werden" — "Farbspiele" names the game type ("Es gibt die Farbspiele,
  // das Null-Spiel, den Rufer und den Durch"), so Rufer and Durch have no Trumpfzwang.
  const CardSet hand = CardSet::of(cards("SA S7 HK"));
  for (const gt::Game g : {gt::Game::Durch, gt::Game::Rufer}) {
    const gt::Contract c{g, 1, Suit::Spades};
    CHECK(core::legal_cards(hand, cards("CA"), gt::trick_rules(c, gt::resolve_rules("standard", {}, 3))) == hand);
    const auto strict = gt::trick_rules(c, gt::resolve_rules("standard", {{"trump-obligation", "all-trump-games"}}, 3));
    CHECK(core::legal_cards(hand, cards("CA"), strict) == CardSet::of(cards("SA S7")));
  }
  // Farbspiel and Herz mit Aufnehmen ("ein Farbspiel Herz") always.
  const auto farb = gt::trick_rules({gt::Game::Farbspiel, 1, Suit::Spades}, gt::resolve_rules("standard", {}, 3));
  CHECK(core::legal_cards(hand, cards("CA"), farb) == CardSet::of(cards("SA S7")));
  const CardSet herz = CardSet::of(cards("HA H7 SK"));
  const auto auf = gt::trick_rules({gt::Game::HerzAufnehmen, 1, Suit::Hearts},
                                   gt::resolve_rules("standard", {{"herz-aufnehmen", "on"}}, 3));
  CHECK(core::legal_cards(herz, cards("CA"), auf) == CardSet::of(cards("HA H7")));
}

TEST_CASE("Herz mit Aufnehmen is \"ein Farbspiel Herz\": worth 10 cent (option herz-aufnehmen-value)") {
  // "Es gibt auch die Möglichkeit als niederstes Spiel ein Farbspiel Herz mit Aufnehmen ...
  // des Tapps zu spielen."; "Farbspiel: Herz 10 Cent".
  const gt::Contract c{gt::Game::HerzAufnehmen, 1, Suit::Hearts};
  CHECK(gt::game_value(c, gt::resolve_rules("standard", {{"herz-aufnehmen", "on"}}, 3)) == 10);
  CHECK(gt::game_value(
            c, gt::resolve_rules("standard", {{"herz-aufnehmen", "on"}, {"herz-aufnehmen-value", "5"}}, 3)) == 5);
}

TEST_CASE("\"Es gilt kein Stichzwang\": a lower card of the led suit is legal") {
  const auto rules = gt::trick_rules({gt::Game::Farbspiel, 1, Suit::Clubs}, gt::resolve_rules("standard", {}, 3));
  CHECK(core::legal_cards(CardSet::of(cards("HA H7 C6")), cards("H10"), rules) == CardSet::of(cards("HA H7")));
  CHECK_FALSE(core::play_fault(CardSet::of(cards("HA H7 C6")), cards("H10"), cards("H7")[0], rules));
}

TEST_CASE("parse_game reads back every game's THR token, and nothing else", "[tapp][rules]") {
  // contract/@type and call/@bid name the games by game_token; parse_game compares the
  // bytes of its own literals, so each must read back to its game.
  for (gt::Game g : {gt::Game::HerzAufnehmen, gt::Game::Farbspiel, gt::Game::Bettel, gt::Game::Rufer,
                     gt::Game::BettelOuvert, gt::Game::Durch, gt::Game::Ramsch})
    CHECK(gt::parse_game(gt::game_token(g)) == g);
  for (const char* other : {"", "pass", "farbspie", "farbspiels", "Bettel", "bettel ouvert", "herz"})
    CHECK_FALSE(gt::parse_game(other).has_value());
}
