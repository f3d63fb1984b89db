// The deal: hand sizes and the Tapp per the table, the 62 cards each once.
#include <algorithm>
#include <array>

#include "validator/engine/deal_tally.h"
#include "validator/engine/trick_play.h"
#include "validator/games/troggu/state.h"

namespace stichprobe::games::troggu {

using engine::Reporter;

void check_deal(HandState& st, Reporter& rep, engine::Timeline& tl) {
  const record::Hand& hand = *st.hand;
  st.dealt.assign(static_cast<std::size_t>(st.players), CardSet{});
  auto& view = tl.state();  // the replay view: only filled when a timeline is recorded
  if (tl.enabled()) {
    view.phase = "deal";
    view.seats.resize(static_cast<std::size_t>(st.players));
    view.seats[static_cast<std::size_t>(st.dealer - 1)].roles.push_back("dealer");
    view.seats[static_cast<std::size_t>(st.forehand() - 1)].roles.push_back("forehand");
  }
  if (!hand.deal) {
    // THR §5: the hands are reconstructed from the play (each trick from its recorded leader).
    const int n = st.players;
    if (hand.play)
      for (const auto& trick : hand.play->tricks) {
        if (!trick.lead || *trick.lead < 1 || *trick.lead > n) continue;
        int seat = *trick.lead;
        for (Card c : trick.cards.cards) {
          if (!c.is_unknown()) st.dealt[static_cast<std::size_t>(seat - 1)].insert(c);
          seat = st.next(seat);
        }
      }
    rep.info("deal.not-recorded", "deal", {hand.pos, 0, 0},
             {"the deal is not recorded: the hands are taken from the play, the Tapp is unknown",
              "das Geben ist nicht aufgeschrieben: die Hände werden aus dem Spiel genommen, der Tapp ist unbekannt"},
             kDealSection);
    if (tl.enabled())
      for (int s = 1; s <= st.players; ++s)
        view.seats[static_cast<std::size_t>(s - 1)].hand = st.dealt[static_cast<std::size_t>(s - 1)].cards();
    return;
  }
  const record::Deal& deal = *hand.deal;
  const CardSet& deck = troggu_deck().set;
  engine::DealTally tally(deck);
  bool unknown = false;  // beyond unknown cards: a seat or the Tapp not listed
  auto note_cards = [&](const record::CardList& list, int seat) {
    tally.note(
        list,
        [&](Card c, Pos pos) {
          rep.error("deal.not-in-deck", "deal", {pos, 0, seat},
                    {card_code(c) + " is not one of Troggu's 62 cards (swords and batons 10-5, cups and coins 1-6)",
                     card_code(c) + " ist keine der 62 Karten des Troggu (Schwerter und Stäbe 10-5, Kelche und "
                                    "Münzen 1-6)"},
                    kDealSection);
        },
        [&](Card c, Pos pos) {
          rep.error("deal.duplicate-card", "deal", {pos, 0, seat},
                    {card_code(c) + " is dealt twice", card_code(c) + " ist zweimal ausgeteilt"}, kDealSection);
        });
  };
  std::array<bool, 8> have{};  // seats 1..st.players (at most 8, checked by analyse_hand)
  for (const auto& sc : deal.hands) {
    if (sc.seat < 1 || sc.seat > st.players || have[static_cast<std::size_t>(sc.seat - 1)]) {
      rep.error("deal.bad-seat", "deal", {sc.cards.pos, 0, sc.seat},
                {"cards for " + engine::seat_name(sc.seat) + ": no such seat, or given twice",
                 "Karten für " + engine::seat_name_de(sc.seat) + ": diesen Sitz gibt es nicht, oder zweimal gegeben"},
                kDealSection);
      continue;
    }
    have[static_cast<std::size_t>(sc.seat - 1)] = true;
    note_cards(sc.cards, sc.seat);
    if (static_cast<int>(sc.cards.cards.size()) != st.plan->hand_size())
      rep.error("deal.hand-size", "deal", {sc.cards.pos, 0, sc.seat},
                {engine::seat_name(sc.seat) + " is dealt " + std::to_string(sc.cards.cards.size()) + " cards, " +
                     std::to_string(st.players) + " players get " + std::to_string(st.plan->hand_size()) + " each",
                 engine::seat_name_de(sc.seat) + " bekommt " + std::to_string(sc.cards.cards.size()) + " Karten, bei " +
                     std::to_string(st.players) + " Spielern bekommt jeder " + std::to_string(st.plan->hand_size())},
                kDealSection);
    for (Card c : sc.cards.cards)
      if (!c.is_unknown() && deck.contains(c)) st.dealt[static_cast<std::size_t>(sc.seat - 1)].insert(c);
  }
  for (int s = 1; s <= st.players; ++s)
    if (!have[static_cast<std::size_t>(s - 1)]) {
      rep.error("deal.hand-size", "deal", {deal.pos, 0, s},
                {"the deal has no cards for " + engine::seat_name(s),
                 "das Geben nennt keine Karten für " + engine::seat_name_de(s)},
                kDealSection);
      unknown = true;
    }
  std::vector<Card> tapp;
  if (deal.talon) {
    const record::CardList* list = deal.talon->cards ? &*deal.talon->cards : nullptr;
    record::CardList joined;
    if (!list) {  // packets are allowed; Troggu's Tapp is one pile
      for (const auto& p : deal.talon->packets) {
        joined.cards.insert(joined.cards.end(), p.cards.begin(), p.cards.end());
        joined.token_pos.insert(joined.token_pos.end(), p.token_pos.begin(), p.token_pos.end());
      }
      joined.pos = deal.talon->pos;
      list = &joined;
    }
    note_cards(*list, 0);
    tapp = list->cards;
    if (static_cast<int>(tapp.size()) != st.plan->tapp)
      rep.error("deal.talon-size", "deal", {deal.talon->pos, 0, 0},
                {"the Tapp has " + std::to_string(tapp.size()) + " cards, with " + std::to_string(st.players) +
                     " players it has " + std::to_string(st.plan->tapp),
                 "der Tapp hat " + std::to_string(tapp.size()) + " Karten, bei " + std::to_string(st.players) +
                     " Spielern hat er " + std::to_string(st.plan->tapp)},
                kDealSection);
  } else {
    unknown = true;
  }
  unknown = unknown || tally.any_unknown();
  std::vector<Card> missing = tally.missing(troggu_deck().cards);
  const bool tapp_unknown = deal.talon && std::any_of(tapp.begin(), tapp.end(), [](Card c) { return c.is_unknown(); });
  bool hands_known = std::all_of(have.begin(), have.begin() + st.players, [](bool b) { return b; });
  for (const auto& sc : deal.hands)
    for (Card c : sc.cards.cards) hands_known = hands_known && !c.is_unknown();
  if (tapp_unknown && hands_known && static_cast<int>(missing.size()) == static_cast<int>(tapp.size())) {
    tapp = missing;
    missing.clear();
    unknown = false;
    rep.info("deal.talon-inferred", "deal", {deal.talon->pos, 0, 0},
             {"the Tapp is not shown; from the hands it must be " + cards_to_string(tapp),
              "der Tapp ist nicht aufgeschrieben; nach den Händen muss er " + cards_to_string(tapp) + " sein"},
             kDealSection);
  }
  if (!unknown && !missing.empty())
    rep.error("deal.missing-card", "deal", {deal.pos, 0, 0},
              {"the deal lacks " + cards_to_string(missing) + " (all 62 cards are dealt)",
               (missing.size() == 1 ? "beim Geben fehlt " : "beim Geben fehlen ") + cards_to_string(missing) +
                   " (alle 62 Karten werden ausgeteilt)"},
              kDealSection);
  st.tapp.clear();
  for (Card c : tapp)
    if (!c.is_unknown()) st.tapp.push_back(c);
  st.deal_known = !unknown && missing.empty();
  if (!tl.enabled()) return;
  for (int s = 1; s <= st.players; ++s)
    view.seats[static_cast<std::size_t>(s - 1)].hand = st.dealt[static_cast<std::size_t>(s - 1)].cards();
  view.talon = {st.tapp};
  tl.push(engine::StepKind::Deal,
          {"deal by " + engine::seat_name(st.dealer) + ": Tapp of " + std::to_string(st.plan->tapp) + ", " +
               std::to_string(st.plan->hand_size()) + " cards each",
           engine::seat_name_de(st.dealer) + " gibt: " + std::to_string(st.plan->tapp) + " Karten in den Tapp, je " +
               std::to_string(st.plan->hand_size()) + " Karten auf die Hand"},
          deal.pos, st.dealer);
}

}  // namespace stichprobe::games::troggu
