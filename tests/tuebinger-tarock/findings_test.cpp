// Each rule broken once in an otherwise legal generated hand: the validator names it.
#include "support.h"

#include "validator/engine/catalogue.h"

using namespace tue_test;

namespace {
bool has(const Findings& f, const std::string& sev_code) {
  const auto c = codes(f);
  return std::find(c.begin(), c.end(), sev_code) != c.end();
}
const CardSet& start_hand(const record::Hand& h, int seat) {
  static CardSet s;
  s = CardSet::of(h.deal->hands[static_cast<std::size_t>(seat - 1)].cards.cards);
  if (seat == h.dealer)
    for (Card c : h.exchanges[0].discard->cards) s.erase(c);
  return s;
}
}  // namespace

TEST_CASE("Rufen: plain fort with 8 Tarock is an error", "[tuebinger][auction]") {
  // "Wenn man trotz des Besitzes von mindestens 8 Tarock nicht rufen will, muss man fort mit sagen."
  auto h = find_generated("rufspiel", [](const record::Hand& x) {
    for (const auto& c : x.auction->calls)
      if (c.bid == "fort-mit") return true;
    return false;
  });
  for (auto& c : h.auction->calls)
    if (c.bid == "fort-mit") c.bid = "pass";
  const auto f = analyse(h);
  INFO(dump(f));
  CHECK(codes(f) == std::vector<std::string>{"error auction.must-say-fort-mit"});
}

TEST_CASE("Rufen: fort mit without 8 Tarock is an error", "[tuebinger][auction]") {
  auto h = find_generated("rufspiel", [](const record::Hand& x) {
    return x.auction->calls.size() >= 6 && tue::tarock_count(start_hand(x, x.dealer), false) < 8;
  });
  auto& c = h.auction->calls[4];  // the dealer, first in the Rufen round
  REQUIRE(c.seat == h.dealer);
  REQUIRE(c.bid == "pass");
  c.bid = "fort-mit";
  CHECK(codes(analyse(h)) == std::vector<std::string>{"error auction.illegal-fort-mit"});
}

TEST_CASE("Rufen: only the dealer may call his own king (hidden Raus)", "[tuebinger][auction]") {
  // "Rufen darf man nur einen König, den man nicht selbst auf der Hand hat (ausgenommen der Geber ...)"
  auto h = find_generated("rufspiel", [](const record::Hand& x) {
    const auto& c = x.auction->calls.back();
    return c.seat != x.dealer && tue::king_count(start_hand(x, c.seat)) >= 1 && c.bid == "call";
  });
  auto& c = h.auction->calls.back();
  for (Suit s : kSuits)
    if (start_hand(h, c.seat).contains(Card::suited(s, Rank::King))) c.card = Card::suited(s, Rank::King);
  h.contract->partner_card = c.card;
  const auto f = analyse(h);
  INFO(dump(f));
  CHECK(has(f, "error auction.called-own-king"));
}

TEST_CASE("Rufen: the 21, the 1 or the Ski only with four kings", "[tuebinger][auction]") {
  auto h = find_generated("rufspiel", [](const record::Hand& x) {
    const auto& c = x.auction->calls.back();
    return c.bid == "call" && tue::king_count(start_hand(x, c.seat)) < 4 &&
           !start_hand(x, c.seat).contains(Card::trump(21));
  });
  h.auction->calls.back().card = Card::trump(21);
  h.contract->partner_card = Card::trump(21);
  CHECK(has(analyse(h), "error auction.illegal-call"));
}

TEST_CASE("a player who has spoken out of turn", "[tuebinger][auction]") {
  auto h = find_generated("rufspiel");
  std::swap(h.auction->calls[0].seat, h.auction->calls[1].seat);
  CHECK(has(analyse(h), "error auction.out-of-turn"));
}

TEST_CASE("Tout: the asker must hold nothing above 0,5", "[tuebinger][tout]") {
  auto h = find_generated("rufspiel", [](const record::Hand& x) { return !tue::tout_eligible(start_hand(x, 2)); });
  h.auction->calls.clear();
  for (int s : {2, 3, 4, 1}) {
    record::Call c;
    c.seat = s;
    c.bid = s == 2 ? "tout-question" : "pass";
    h.auction->calls.push_back(c);
  }
  h.contract.reset();
  h.play.reset();
  h.result.reset();
  h.outcome->type = "redeal";
  CHECK(codes(analyse(h)) == std::vector<std::string>{"error auction.tout-ineligible"});
  // "vom selben Geber noch mal verteilt"
  CHECK(tue::module().next_dealer(context(), h) == h.dealer);
}

TEST_CASE("Legen: forbidden cards and the number of cards", "[tuebinger][legen]") {
  auto h = find_generated("rufspiel");
  h.exchanges[0].discard->cards.pop_back();
  h.exchanges[0].discard->token_pos.pop_back();
  CHECK(has(analyse(h), "error exchange.discard-size"));
  h = find_generated("rufspiel", [](const record::Hand& x) { return tue::king_count(start_hand(x, x.dealer)) > 0; });
  Card king;
  for (Suit s : kSuits)
    if (start_hand(h, h.dealer).contains(Card::suited(s, Rank::King))) king = Card::suited(s, Rank::King);
  h.exchanges[0].discard->cards[0] = king;
  CHECK(has(analyse(h), "error exchange.forbidden-discard"));
  h.exchanges[0].seat = h.dealer % 4 + 1;
  CHECK(has(analyse(h), "error exchange.wrong-seat"));
}

TEST_CASE("Geben: 19 cards each, the dealer 21", "[tuebinger][deal]") {
  auto h = find_generated("raus");
  auto& other = h.deal->hands[static_cast<std::size_t>(h.dealer % 4)].cards;
  other.cards.push_back(other.cards.front());
  other.token_pos.push_back({});
  const auto f = analyse(h);
  CHECK(has(f, "error deal.hand-size"));
  CHECK(has(f, "error deal.duplicate-card"));
}

TEST_CASE("von oben herunter in play", "[tuebinger][play]") {
  // find a leader who leads tarock a and plays a-1 later; swap the two
  for (std::uint64_t seed = 1; seed < 400; ++seed) {
    auto h = generated(seed);
    if (!h.play) continue;
    auto& tr = h.play->tricks;
    for (std::size_t i = 0; i < tr.size(); ++i) {
      const Card a = tr[i].cards.cards[0];
      if (!a.is_trump() || a.trump_number() < 3) continue;
      const int leader = *tr[i].lead;
      for (std::size_t j = i + 1; j < tr.size(); ++j) {
        int seat = *tr[j].lead;
        for (std::size_t k = 0; k < 4; ++k, seat = seat % 4 + 1)
          if (seat == leader && tr[j].cards.cards[k] == Card::trump(a.trump_number() - 1)) {
            std::swap(tr[i].cards.cards[0], tr[j].cards.cards[k]);
            const auto f = analyse(h);
            INFO(dump(f));
            CHECK(has(f, "error play.von-oben-herunter"));
            return;
          }
      }
    }
  }
  FAIL("no hand to break von oben herunter");
}

TEST_CASE("Strafen: claimed unjustified, wrong amount, justified unclaimed", "[tuebinger][strafen]") {
  // "Man kann die Strafen jedoch nur bis zu dem Zeitpunkt anmelden ..." — only claimed ones count
  auto h = find_generated("rufspiel", [](const record::Hand& x) { return !x.result->bonuses.empty(); });
  auto bad = h;
  record::Bonus b;
  b.seat = 1;
  b.type = "skimon";
  b.amount = 10;
  const bool seat1_skimon = start_hand(h, 1).contains(Card::fool()) && start_hand(h, 1).contains(Card::trump(1)) &&
                            start_hand(h, 1).contains(Card::trump(21));
  b.seat = seat1_skimon ? 2 : 1;  // a seat without Ski, 21 and 1 together
  bad.result->bonuses.push_back(b);
  CHECK(codes(analyse(bad)) == std::vector<std::string>{"error bonus.unjustified"});
  bad = h;
  bad.result->bonuses[0].amount += 1;
  CHECK(codes(analyse(bad)) == std::vector<std::string>{"error bonus.amount"});
  bad = h;
  bad.result->bonuses.erase(bad.result->bonuses.begin());
  const auto f = analyse(bad);
  CHECK(has(f, "info bonus.unclaimed"));
  bad.result->bonuses.push_back(b);
  bad.result->bonuses.back().type = "skimonn";
  CHECK(has(analyse(bad), "error bonus.unknown-type"));
}

TEST_CASE("points and settlement are compared item by item", "[tuebinger][scoring]") {
  auto h = find_generated("rufspiel");
  auto bad = h;
  bad.result->points[0].value += Rational(1, 2);
  CHECK(codes(analyse(bad)) == std::vector<std::string>{"error points.card-points"});
  bad = h;
  REQUIRE(!bad.result->settlement->pays.empty());
  bad.result->settlement->pays[0].amount += 1;
  CHECK(codes(analyse(bad)) == std::vector<std::string>{"error settlement.amount"});
}

TEST_CASE("a redeal with tricks, a contract after Stecken", "[tuebinger][stecken]") {
  // "Sagen alle vier Spieler fort, wird gesteckt ... Nun verteilt der selbe Geber die Karten erneut."
  auto h = find_generated("", [](const record::Hand& x) { return x.auction->calls.size() == 8; });
  CHECK(analyse(h).empty());
  CHECK(tue::module().next_dealer(context(), h) == h.dealer);
  h.outcome->type = "played";
  CHECK(codes(analyse(h)) == std::vector<std::string>{"error auction.outcome-mismatch"});
}

TEST_CASE("a hand without its deal is reconstructed from play", "[tuebinger][deal]") {
  auto h = find_generated("raus");
  h.deal.reset();
  CHECK(codes(analyse(h)) == std::vector<std::string>{"info deal.reconstructed"});
}

TEST_CASE("hostile records: no crash, findings instead", "[tuebinger][robust]") {
  auto h = find_generated("rufspiel");
  auto bad = h;
  bad.auction->calls[0].seat = 0;
  bad.auction->calls[1].seat = 9;
  bad.auction->calls[2].bid = "solo";
  CHECK(has(analyse(bad), "error auction.out-of-turn"));
  bad = h;
  bad.contract->declarer.reset();
  bad.auction.reset();
  CHECK_FALSE(analyse(bad).empty());
  bad = h;
  bad.play->tricks[3].cards.cards.clear();
  bad.play->tricks[4].cards.cards.resize(7, Card::unknown());
  bad.play->tricks[5].lead = 12;
  for (int i = 0; i < 15; ++i) bad.play->tricks.push_back(bad.play->tricks[2]);
  CHECK(has(analyse(bad), "error play.trick-count"));
  bad = h;
  bad.deal->hands[2].seat = 7;
  bad.exchanges[0].seat = 0;
  bad.result->points[0].seat = 99;
  bad.result->bonuses.push_back(record::Bonus{});
  CHECK(has(analyse(bad), "error exchange.wrong-seat"));
  bad = h;
  bad.deal.reset();
  bad.exchanges.clear();
  bad.play->tricks[0].lead = -3;
  CHECK_FALSE(analyse(bad).empty());
  CHECK(tue::module().next_dealer(context(), bad) == h.dealer % 4 + 1);
}

TEST_CASE("a dealer off the table or a table not of four: nothing to check, no crash", "[tuebinger][robust]") {
  // "Beteiligt sind 4 Spieler.": the engine reports session.player-count and session.dealer
  // and calls the module only with a dealer at the table; called directly, it checks no deal.
  const auto h = find_generated("rufspiel");
  for (const int dealer : {0, -1, 5, 99}) {
    auto bad = h;
    bad.dealer = dealer;
    CHECK(analyse(bad).empty());
  }
  for (const int seats : {3, 5}) {
    engine::HandContext ctx = context();
    ctx.seat_count = seats;
    CHECK(tue::module().analyse(ctx, h, {true, true}).findings.empty());
  }
  CHECK(analyse(h).empty());  // the same hand at a table of four is clean
}
