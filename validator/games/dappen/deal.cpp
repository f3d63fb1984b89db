// The deal: "Es gibt 6 oder 7 aktive Spieler. [...] Bei 8 Spielern setzt der Geber jeweils aus." and the deal
// sizes of each variant (params.cpp).
#include <algorithm>
#include <map>

#include "validator/core/deck.h"
#include "validator/engine/deal_tally.h"
#include "validator/engine/trick_play.h"
#include "validator/games/dappen/analyse.h"

namespace stichprobe::games::dappen {

Table make_table(const Rules& r, int seats, int dealer) {
  Table t;
  t.seats = seats;
  t.dealer = dealer;
  if (seats > r.v.max_active) t.sitting_out = dealer;
  // "Spielrichtung ist rechtsherum": seat dealer+1 is forehand, the order wraps round to the dealer.
  t.order.reserve(static_cast<std::size_t>(seats > 0 ? seats : 0));
  for (int i = 1; i <= seats; ++i) {
    const int seat = (dealer - 1 + i) % seats + 1;
    if (seat != t.sitting_out) t.order.push_back(seat);
  }
  return t;
}

DealFacts check_deal(const Rules& r, const Table& t, const record::Hand& hand, engine::Reporter& rep) {
  DealFacts f;
  f.hands.resize(static_cast<std::size_t>(t.seats));
  const char* const section = "Spielerzahl, Geben";  // a std::string only when a finding names it
  const bool sitting_out_ok = t.sitting_out ? hand.sitting_out.size() == 1 && hand.sitting_out.front() == t.sitting_out
                                            : hand.sitting_out.empty();
  if (!sitting_out_ok) {
    std::string want = t.sitting_out ? "the dealer, " + engine::seat_name(t.sitting_out) + ", sits out"
                                     : "nobody sits out with " + std::to_string(t.seats) + " players";
    std::string soll = t.sitting_out ? "der Geber, " + engine::seat_name_de(t.sitting_out) + ", setzt aus"
                                     : "bei " + std::to_string(t.seats) + " Spielern setzt niemand aus";
    const std::string recorded =
        "sitting-out=\"" + (hand.sitting_out.empty() ? std::string() : std::to_string(hand.sitting_out.front())) + "\"";
    rep.error("deal.sitting-out", "deal", {hand.pos, 0, 0},
              {want + "; the record has " + recorded, soll + "; aufgeschrieben ist " + recorded},
              r.v.sitting_out_source);
  }
  if (!hand.deal) return f;
  const DealShape* shape = deal_shape(r.v, static_cast<int>(t.order.size()));
  const CardSet& deck = core::deck(core::DeckKind::Cego54).set;
  engine::DealTally tally(deck);
  auto note_cards = [&](const record::CardList& list) {
    tally.note(
        list,
        [&](Card c, Pos pos) {
          rep.error("deal.not-in-deck", "deal", {pos, 0, 0},
                    {card_code(c) + " is not a card of the 54-card Cego deck",
                     card_code(c) + " gehört nicht zum Cego-Blatt mit 54 Karten"},
                    "Karten");
        },
        [&](Card c, Pos pos) {
          rep.error("deal.duplicate-card", "deal", {pos, 0, 0},
                    {card_code(c) + " is dealt more than once", card_code(c) + " ist mehr als einmal gegeben"},
                    "Karten");
        });
  };
  for (const auto& sc : hand.deal->hands) {
    const bool active = std::find(t.order.begin(), t.order.end(), sc.seat) != t.order.end();
    if (!active) {
      rep.error("deal.inactive-seat", "deal", {sc.cards.pos, 0, sc.seat},
                {engine::seat_name(sc.seat) + " is not an active player in this hand and gets no cards",
                 engine::seat_name_de(sc.seat) + " spielt in diesem Spiel nicht mit und bekommt keine Karten"},
                r.v.sitting_out_source);
      continue;
    }
    note_cards(sc.cards);
    if (shape && static_cast<int>(sc.cards.cards.size()) != shape->hand)
      rep.error("deal.hand-size", "deal", {sc.cards.pos, 0, sc.seat},
                {engine::seat_name(sc.seat) + " is dealt " + std::to_string(sc.cards.cards.size()) +
                     " cards, expected " + std::to_string(shape->hand),
                 engine::seat_name_de(sc.seat) + " bekommt " + std::to_string(sc.cards.cards.size()) +
                     " Karten, erwartet " + std::to_string(shape->hand)},
                shape->source);
    f.hands[static_cast<std::size_t>(sc.seat - 1)] = CardSet::of(sc.cards.cards);
  }
  for (int seat : t.order) {
    bool listed = false;
    for (const auto& sc : hand.deal->hands) listed = listed || sc.seat == seat;
    if (!listed)
      rep.error("deal.hand-size", "deal", {hand.deal->pos, 0, seat},
                {"the deal lists no cards for the active " + engine::seat_name(seat),
                 "das Geben nennt keine Karten für den mitspielenden " + engine::seat_name_de(seat)},
                section);
  }
  if (hand.deal->talon && hand.deal->talon->cards) {
    const record::CardList& talon = *hand.deal->talon->cards;
    note_cards(talon);
    f.dapp = talon.cards;
    if (shape && static_cast<int>(talon.cards.size()) != shape->dapp)
      rep.error(
          "deal.talon-size", "deal", {talon.pos, 0, 0},
          {"the Dapp has " + std::to_string(talon.cards.size()) + " cards, expected " + std::to_string(shape->dapp),
           "der Dapp hat " + std::to_string(talon.cards.size()) + " Karten, erwartet " + std::to_string(shape->dapp)},
          shape->source);
  } else {
    rep.error("deal.talon-size", "deal", {hand.deal->pos, 0, 0},
              {"the deal has no Dapp (talon)", "beim Geben fehlt der Dapp (Talon)"}, section);
  }
  if (!tally.any_unknown()) {
    const std::vector<Card> missing = tally.missing(core::deck(core::DeckKind::Cego54).cards);
    if (!missing.empty())
      rep.error("deal.missing-card", "deal", {hand.deal->pos, 0, 0},
                {"the deal lacks " + cards_to_string(missing),
                 (missing.size() == 1 ? "beim Geben fehlt " : "beim Geben fehlen ") + cards_to_string(missing)},
                "Karten");
  }
  f.known = true;
  return f;
}

}  // namespace stichprobe::games::dappen
