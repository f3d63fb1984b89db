// The deal: "Es gibt 6 oder 7 aktive Spieler. [...] Bei 8 Spielern setzt der Geber jeweils aus." and the deal
// sizes of each variant (rules.cpp).
#include <algorithm>

#include "validator/engine/deal_tally.h"
#include "validator/engine/trick_play.h"
#include "validator/games/dappen/state.h"

namespace stichprobe::games::dappen {

Table make_table(const Rules& r, int seats, int dealer) {
  Table t;
  t.seats = seats;
  t.dealer = dealer;
  if (dealer < 1 || dealer > seats) return t;
  if (seats > r.v.max_active) t.sitting_out = dealer;
  // "Spielrichtung ist rechtsherum": seat dealer+1 is forehand, the order wraps round to the dealer.
  t.order.reserve(static_cast<std::size_t>(seats > 0 ? seats : 0));
  for (int i = 1; i <= seats; ++i) {
    const int seat = (dealer - 1 + i) % seats + 1;
    if (seat != t.sitting_out) t.order.push_back(seat);
  }
  return t;
}

namespace {

using engine::seat_name;
using engine::seat_name_de;

// "Bei 8 Spielern setzt der Geber jeweils aus": the record's sitting-out against the table's.
void check_sitting_out(const HandState& st, engine::Reporter& rep) {
  const Table& t = st.table;
  const record::Hand& hand = *st.hand;
  const bool sitting_out_ok = t.sitting_out ? hand.sitting_out.size() == 1 && hand.sitting_out.front() == t.sitting_out
                                            : hand.sitting_out.empty();
  if (sitting_out_ok) return;
  const std::string recorded = hand.sitting_out.empty() ? std::string() : std::to_string(hand.sitting_out.front());
  rep.error(t.sitting_out ? "deal.sitting-out/dealer" : "deal.sitting-out", "deal", {hand.pos, 0, 0},
            st.rules.v.sitting_out_source,
            {{"dealer", seat_name(t.sitting_out), seat_name_de(t.sitting_out)},
             {"players", t.seats},
             {"recorded", recorded}});
}

// Every dealt card once, each from the Cego deck. Returns the list's cards as a set.
CardSet note_cards(engine::DealTally& tally, const record::CardList& list, engine::Reporter& rep) {
  return tally.note(
      list,
      [&](Card c, Pos pos) {
        rep.error("deal.not-in-deck", "deal", {pos, 0, 0}, kCardsSection, {{"card", card_code(c)}});
      },
      [&](Card c, Pos pos) {
        rep.error("deal.duplicate-card", "deal", {pos, 0, 0}, kCardsSection, {{"card", card_code(c)}});
      });
}

// Each listed hand: an active seat's, of the variant's size for this table.
void check_hands(HandState& st, const DealShape* shape, engine::DealTally& tally, engine::Reporter& rep) {
  const Table& t = st.table;
  for (const auto& sc : st.hand->deal->hands) {
    const bool active = std::find(t.order.begin(), t.order.end(), sc.seat) != t.order.end();
    if (!active) {
      rep.error("deal.inactive-seat", "deal", {sc.cards.pos, 0, sc.seat}, st.rules.v.sitting_out_source,
                {{"seat", seat_name(sc.seat), seat_name_de(sc.seat)}});
      continue;
    }
    const CardSet cards = note_cards(tally, sc.cards, rep);
    if (shape && static_cast<int>(sc.cards.cards.size()) != shape->hand)
      rep.error("deal.hand-size", "deal", {sc.cards.pos, 0, sc.seat}, shape->source,
                {{"seat", seat_name(sc.seat), seat_name_de(sc.seat)},
                 {"count", std::to_string(sc.cards.cards.size())},
                 {"expected", shape->hand}});
    st.dealt[static_cast<std::size_t>(sc.seat - 1)] = cards;
  }
  for (int seat : t.order) {
    bool listed = false;
    for (const auto& sc : st.hand->deal->hands) listed = listed || sc.seat == seat;
    if (!listed)
      rep.error("deal.hand-size/missing", "deal", {st.hand->deal->pos, 0, seat}, kDealSection,
                {{"seat", seat_name(seat), seat_name_de(seat)}});
  }
}

// The Dapp (the talon) of the variant's size for this table.
void check_dapp(HandState& st, const DealShape* shape, engine::DealTally& tally, engine::Reporter& rep) {
  const record::Deal& deal = *st.hand->deal;
  if (!deal.talon || !deal.talon->cards) {
    rep.error("deal.talon-size", "deal", {deal.pos, 0, 0}, kDealSection, {});
    return;
  }
  const record::CardList& talon = *deal.talon->cards;
  note_cards(tally, talon, rep);
  st.dapp.assign(talon.cards.begin(), talon.cards.end());
  if (shape && static_cast<int>(talon.cards.size()) != shape->dapp)
    rep.error("deal.talon-size/count", "deal", {talon.pos, 0, 0}, shape->source,
              {{"talon", std::to_string(talon.cards.size())}, {"dapp", shape->dapp}});
}

// Every card of the deck dealt somewhere (only checkable when no dealt card is '?').
void check_missing(const HandState& st, const engine::DealTally& tally, engine::Reporter& rep) {
  if (tally.any_unknown()) return;
  const engine::CardRow missing = tally.missing(deck());
  if (!missing.empty())
    rep.error(missing.size() == 1 ? "deal.missing-card/one" : "deal.missing-card", "deal", {st.hand->deal->pos, 0, 0},
              kCardsSection, {{"missing", cards_to_string(missing)}});
}

void show_deal(const HandState& st, engine::Timeline& tl) {
  const Table& t = st.table;
  auto& view = tl.state();
  view.phase = "deal";
  view.seats.resize(static_cast<std::size_t>(t.seats));
  for (int s = 1; s <= t.seats; ++s) {
    auto& ss = view.seats[static_cast<std::size_t>(s - 1)];
    ss.hand = st.dealt[static_cast<std::size_t>(s - 1)].cards();
    ss.active = s != t.sitting_out;
    if (s == t.dealer) ss.roles.push_back("dealer");
    if (!t.order.empty() && s == t.order.front()) ss.roles.push_back("forehand");
  }
  view.talon = {st.dapp.to_vector()};
  tl.push(engine::StepKind::Deal, {"deal", "Geben"}, st.hand->deal ? st.hand->deal->pos : st.hand->pos);
}

}  // namespace

void check_deal(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  st.dealt.resize(static_cast<std::size_t>(st.table.seats));
  check_sitting_out(st, rep);
  if (st.hand->deal) {
    const DealShape* shape = deal_shape(st.rules.v, static_cast<int>(st.table.order.size()));
    engine::DealTally tally(deck().set);
    check_hands(st, shape, tally, rep);
    check_dapp(st, shape, tally, rep);
    check_missing(st, tally, rep);
    st.deal_known = true;
  }
  if (tl.enabled()) show_deal(st, tl);
}

}  // namespace stichprobe::games::dappen
