// The Ski's way after its trick, seen in the replay's piles.
#include "ski_search.h"

using namespace tue_test;

namespace {
struct SkiCase {
  record::Hand hand;
  int owner = 0, winner = 0, trick = 0;
};
// Rufspiel hands whose Ski was played to trick `want_last ? 19 : <19`, taken by the other party.
SkiCase find_ski(bool want_last) {
  for (std::uint64_t seed = 1; seed < 3000; ++seed) {
    record::Hand h = generated(seed);
    if (!h.contract || h.contract->type != "rufspiel" || !h.contract->partner_card) continue;
    const int caller = *h.contract->declarer;
    const int partner = called_partner(h);
    auto party = [&](int s) { return s == caller || s == partner; };
    for (std::size_t t = 0; t < h.play->tricks.size(); ++t) {
      const auto& tr = h.play->tricks[t];
      int seat = *tr.lead;
      for (Card c : tr.cards.cards) {
        if (c.is_fool() && (t == 18) == want_last && party(seat) != party(*tr.winner))
          return {h, seat, *tr.winner, static_cast<int>(t) + 1};
        seat = seat % 4 + 1;
      }
    }
  }
  FAIL("no such hand");
  return {};
}
engine::TableState final_state(const record::Hand& h) {
  engine::AnalysisOptions o;
  o.timeline = true;
  const auto a = tue::module().analyse(context(), h, o);
  REQUIRE(a.findings.empty());
  return a.steps.back().state;
}
bool in_pile(const engine::TableState& st, int seat, Card c) {
  const auto& won = st.seats[static_cast<std::size_t>(seat - 1)].won;
  return std::find(won.begin(), won.end(), c) != won.end();
}
}  // namespace

TEST_CASE("the Ski stays with its party, a 0,5 card goes to the trick's winner", "[tuebinger][ski]") {
  // "Der Ski verbleibt stets bei seinem ursprünglichen Besitzer. Nach Abschluss des Stiches wird er, sofern der
  //  Stich dem Gegner zufällt, gegen ein Blättle oder einen Tarock im Wert von 0,5 Punkten ... ausgetauscht."
  const SkiCase k = find_ski(false);
  const auto st = final_state(k.hand);
  CHECK_FALSE(in_pile(st, k.winner, Card::fool()));
  bool with_party = false;
  for (int s = 1; s <= 4; ++s) with_party = with_party || in_pile(st, s, Card::fool());
  CHECK(with_party);
  // cards only move between piles: all piles and the laid cards still make 91
  Rational sum;
  for (const auto& seat : st.seats) sum += tue::pile_value(seat.won);
  sum += tue::pile_value(k.hand.exchanges[0].discard->cards);
  CHECK(sum == Rational(91));
  // the owner's party gave a 0,5 card: the winner's pile holds more than the trick's other cards
  const auto& trick = k.hand.play->tricks[static_cast<std::size_t>(k.trick - 1)].cards.cards;
  for (Card c : trick)
    if (!c.is_fool()) CHECK(in_pile(st, k.winner, c));
}

TEST_CASE("in the last trick the Ski goes over to the winner", "[tuebinger][ski]") {
  // "Diese Regel gilt nicht im letzten Stich. Hier fällt der Ski dem Gewinner des Stichs zu, er geht über."
  const SkiCase k = find_ski(true);
  CHECK(k.trick == 19);
  CHECK(in_pile(final_state(k.hand), k.winner, Card::fool()));
}

TEST_CASE("the 0,5 card given for the Ski comes from its owner's own tricks first", "[tuebinger][ski]") {
  // RULES.md "Ski exchange unit": "The exchanged 0,5 card is taken from the owner's own tricks first." Sought: a
  // Rufspiel whose Ski owner sits after his partner (seat numbers), both with a 0,5 card already won, so that
  // taking from the lower seat of the party would show.
  int checked = 0;
  std::uint64_t seed = 1;
  while (checked < 3) {
    const auto k = next_ski_from_own_case(seed, 6000);
    if (!k) break;
    INFO("seed " << k->seed << ": owner seat " << k->owner << ", partner seat " << k->mate << ", trick " << k->trick);
    REQUIRE(k->findings.empty());
    // The mate's pile is untouched; the owner's holds the Ski and one 0,5 card fewer.
    const auto m = static_cast<std::size_t>(k->mate - 1);
    CHECK(k->after.seats[m].won == k->before.seats[m].won);
    CHECK(low_cards(k->after, k->owner) == low_cards(k->before, k->owner) - 1);
    CHECK(in_pile(k->after, k->owner, Card::fool()));
    ++checked;
  }
  CHECK(checked > 0);
}
