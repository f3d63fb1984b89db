// Geben and Legen: 5-5-5-4 with the dealer's 6 in the last round (19 each, the
// dealer 21), then the dealer lays two cards that count for his party.
#include <array>

#include "validator/core/deck.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tuebinger-tarock/evaluate.h"

namespace stichprobe::games::tuebinger {
namespace {
using engine::seat_name;
using engine::seat_name_de;

// Without <deal>, each seat held what it played (and the dealer also what he laid).
void reconstruct(const record::Hand& hand, Evaluation& ev, engine::Reporter& rep) {
  if (!hand.play || hand.play->tricks.empty()) {
    rep.info("deal.not-recorded", "deal", {hand.pos, 0, 0},
             {"the hand records no deal and no play: the cards cannot be checked",
              "das Spiel hat weder Geben noch Spielverlauf aufgeschrieben: die Karten lassen sich nicht prüfen"},
             kSecDeal);
    return;
  }
  int leader = right_of(hand.dealer);
  for (const auto& t : hand.play->tricks) {
    if (t.lead) leader = *t.lead;
    int seat = leader;
    for (Card c : t.cards.cards) {
      if (seat >= 1 && seat <= kSeats) ev.dealt[static_cast<std::size_t>(seat - 1)].insert(c);
      seat = right_of(seat);
    }
    if (t.cards.cards.size() == kSeats) {
      int w = core::trick_winner(t.cards.cards, trick_rules());
      for (int k = 0; k < w; ++k) leader = right_of(leader);
    }
  }
  for (const auto& x : hand.exchanges)
    if (x.discard && x.seat >= 1 && x.seat <= kSeats)
      for (Card c : x.discard->cards) ev.dealt[static_cast<std::size_t>(x.seat - 1)].insert(c);
  ev.have_hands = true;
  rep.info("deal.reconstructed", "deal", {hand.pos, 0, 0},
           {"the hand records no deal; each seat's hand was taken from its plays and laid cards",
            "das Geben ist nicht aufgeschrieben; jedes Blatt wurde aus den gespielten und den gelegten Karten "
            "genommen"},
           kSecDeal);
}
}  // namespace

void check_deal(const record::Hand& hand, Evaluation& ev, engine::Reporter& rep, engine::Timeline& tl) {
  ev.dealt.assign(kSeats, CardSet{});
  if (!hand.deal) {
    reconstruct(hand, ev, rep);
    ev.start = ev.dealt;
    return;
  }
  const record::Deal& d = *hand.deal;
  const core::Deck& deck = core::deck(core::DeckKind::Tarot78);
  std::array<const record::SeatCards*, kSeats + 1> by_seat{};  // index = seat; the last recorded wins
  for (const auto& sc : d.hands) {
    if (sc.seat < 1 || sc.seat > kSeats)
      rep.error("deal.hand-size", "deal", {sc.cards.pos, 0, 0},
                {"cards dealt to seat " + std::to_string(sc.seat) + ", which is not at the table (seats 1-4)",
                 "Karten an Sitz " + std::to_string(sc.seat) + " ausgeteilt, der nicht am Tisch ist (Sitze 1-4)"},
                kSecDeal);
    else
      by_seat[static_cast<std::size_t>(sc.seat)] = &sc;
  }
  CardSet seen;
  for (int s = 1; s <= kSeats; ++s) {
    const record::SeatCards* recorded = by_seat[static_cast<std::size_t>(s)];
    if (!recorded) {
      rep.error(
          "deal.hand-size", "deal", {d.pos, 0, s},
          {seat_name(s) + "'s hand is not recorded", "das Blatt von " + seat_name_de(s) + " ist nicht aufgeschrieben"},
          kSecDeal);
      continue;
    }
    const record::CardList& cl = recorded->cards;
    const int want = s == hand.dealer ? kDealerDealt : kHandSize;
    if (static_cast<int>(cl.cards.size()) != want)
      rep.error("deal.hand-size", "deal", {cl.pos, 0, s},
                {seat_name(s) + " is dealt " + std::to_string(cl.cards.size()) + " cards, expected " +
                     std::to_string(want) + (s == hand.dealer ? " (the dealer gets 6 in the last round)" : ""),
                 seat_name_de(s) + " bekommt " + std::to_string(cl.cards.size()) + " Karten, erwartet " +
                     std::to_string(want) + (s == hand.dealer ? " (der Geber erhält am Schluss 6 statt 4)" : "")},
                kSecDeal);
    for (std::size_t i = 0; i < cl.cards.size(); ++i) {
      const Card c = cl.cards[i];
      const Pos p = i < cl.token_pos.size() ? cl.token_pos[i] : cl.pos;
      if (c.is_unknown()) continue;
      if (!deck.contains(c)) {
        rep.error("deal.not-in-deck", "deal", {p, 0, s},
                  {card_code(c) + " is not in the 78-card deck", card_code(c) + " ist nicht im Blatt mit 78 Karten"},
                  kSecDeal);
        continue;
      }
      if (seen.contains(c)) {
        // Both seats are said to hold it; whichever plays it first, it is then gone from both.
        rep.error("deal.duplicate-card", "deal", {p, 0, s},
                  {card_code(c) + " is dealt twice", card_code(c) + " ist zweimal ausgeteilt"}, kSecDeal);
        ev.dealt[static_cast<std::size_t>(s - 1)].insert(c);
        ev.dealt_twice.insert(c);
        continue;
      }
      seen.insert(c);
      ev.dealt[static_cast<std::size_t>(s - 1)].insert(c);
    }
  }
  if (d.talon)
    rep.error("deal.talon-size", "deal", {d.talon->pos, 0, 0},
              {"Tübinger Tarock has no talon: the dealer's two extra cards are in his hand",
               "Tübinger Tarock hat keinen Talon: die zwei Extrakarten des Gebers sind in seinem Blatt"},
              kSecDeal);
  bool unknowns = false;
  for (const auto& sc : d.hands)
    for (Card c : sc.cards.cards) unknowns = unknowns || c.is_unknown();
  // The missing cards are listed only when some are missing (by the masks) and no '?' may stand for them.
  if (!unknowns && (seen & deck.set).size() != deck.size()) {
    std::vector<Card> missing;
    for (Card c : deck.cards)
      if (!seen.contains(c)) missing.push_back(c);
    rep.error("deal.missing-card", "deal", {d.pos, 0, 0},
              {"the deal lacks " + cards_to_string(missing), "beim Geben fehlen " + cards_to_string(missing)},
              kSecDeal);
  }
  ev.have_hands = true;
  ev.start = ev.dealt;
  if (tl.enabled()) {
    auto& st = tl.state();
    st.phase = "deal";
    st.seats.resize(kSeats);
    for (int s = 1; s <= kSeats; ++s) {
      st.seats[static_cast<std::size_t>(s - 1)].hand = ev.dealt[static_cast<std::size_t>(s - 1)].cards();
      auto& roles = st.seats[static_cast<std::size_t>(s - 1)].roles;
      if (s == hand.dealer) roles.push_back("dealer");
      if (s == right_of(hand.dealer)) roles.push_back("forehand");
    }
  }
  if (tl.enabled())
    tl.push(engine::StepKind::Deal, {"deal by " + seat_name(hand.dealer), seat_name_de(hand.dealer) + " gibt"}, d.pos,
            hand.dealer);
}

void check_laying(const record::Hand& hand, Evaluation& ev, engine::Reporter& rep, engine::Timeline& tl) {
  ev.start = ev.dealt;
  const record::Exchange* lay = nullptr;
  for (const auto& x : hand.exchanges) {
    if (x.seat != hand.dealer) {
      rep.error(
          "exchange.wrong-seat", "exchange", {x.pos, 0, x.seat},
          {"only the dealer (" + seat_name(hand.dealer) + ") lays cards, the record has " + seat_name(x.seat),
           "nur der Geber (" + seat_name_de(hand.dealer) + ") legt Karten, aufgeschrieben ist " + seat_name_de(x.seat)},
          kSecLay);
      continue;
    }
    if (!lay) lay = &x;
  }
  if (!lay || !lay->discard) {
    rep.error("exchange.missing", "exchange", {lay ? lay->pos : hand.pos, 0, hand.dealer},
              {"the dealer's two laid cards (\"es liegt\") are not recorded",
               "die zwei gelegten Karten des Gebers („es liegt“) sind nicht aufgeschrieben"},
              kSecLay);
    return;
  }
  if (lay->take)
    rep.error("exchange.no-talon", "exchange", {lay->take->pos, 0, hand.dealer},
              {"the dealer takes nothing: Tübinger Tarock has no talon",
               "der Geber nimmt nichts auf: Tübinger Tarock hat keinen Talon"},
              kSecLay);
  const record::CardList& cl = *lay->discard;
  if (cl.cards.size() != 2)
    rep.error("exchange.discard-size", "exchange", {cl.pos, 0, hand.dealer},
              {"the dealer lays " + std::to_string(cl.cards.size()) + " cards, expected 2",
               "der Geber legt " + std::to_string(cl.cards.size()) + " Karten, erwartet 2"},
              kSecLay);
  CardSet& h = ev.start[static_cast<std::size_t>(hand.dealer - 1)];
  ev.laid.reserve(ev.laid.size() + cl.cards.size());
  for (std::size_t i = 0; i < cl.cards.size(); ++i) {
    const Card c = cl.cards[i];
    const Pos p = i < cl.token_pos.size() ? cl.token_pos[i] : cl.pos;
    ev.laid.push_back(c);
    if (c.is_unknown()) continue;
    if (hand.deal && !h.contains(c))
      rep.error("exchange.card-not-held", "exchange", {p, 0, hand.dealer},
                {"the dealer lays " + card_code(c) + " but does not hold it",
                 "der Geber legt " + card_code(c) + ", hat die Karte aber nicht"},
                kSecLay);
    else if (!may_lay(c))
      rep.error("exchange.forbidden-discard", "exchange", {p, 0, hand.dealer},
                {"the dealer lays " + card_code(c) + "; never a king, the Ski, the Einser or the Einundzwanziger",
                 "der Geber legt " + card_code(c) +
                     "; gelegt werden dürfen alle Karten außer den Königen, dem Ski, "
                     "dem Einser und dem Einundzwanziger"},
                kSecLay);
    h.erase(c);
  }
  if (tl.enabled()) {
    auto& st = tl.state();
    st.phase = "exchange";
    st.discards = ev.laid;
    st.discard_seat = hand.dealer;
    if (st.seats.size() >= static_cast<std::size_t>(hand.dealer))
      st.seats[static_cast<std::size_t>(hand.dealer - 1)].hand = h.cards();
  }
  if (tl.enabled())
    tl.push(engine::StepKind::Exchange,
            {seat_name(hand.dealer) + " lays " + cards_to_string(ev.laid),
             seat_name_de(hand.dealer) + " legt " + cards_to_string(ev.laid)},
            lay->pos, hand.dealer);
}

}  // namespace stichprobe::games::tuebinger
