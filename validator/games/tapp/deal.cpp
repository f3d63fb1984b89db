// Geben: "bei drei Spielern: 11 Karten pro Spieler und drei in den Talon, hier
// „Tapp“ genannt" / "bei vier Spielern: 8 Karten pro Spieler und vier in den Tapp".
#include <algorithm>

#include "validator/engine/trick_play.h"
#include "validator/games/tapp/phases.h"

namespace stichprobe::games::tapp {
namespace {
constexpr const char* kSection = "Geben";

void remove_one(std::vector<Card>& v, Card c) {
  auto it = std::find(v.begin(), v.end(), c);
  if (it != v.end()) v.erase(it);
}
}  // namespace

std::vector<std::vector<Card>> cards_played_by_seat(const record::Hand& hand, const Rules& rules,
                                                    const Contract& contract, int dealer) {
  std::vector<std::vector<Card>> out(static_cast<std::size_t>(rules.players));
  if (!hand.play) return out;
  const core::TrickRules tr = trick_rules(contract, rules);
  int leader =
      contract.game == Game::BettelOuvert && contract.declarer ? contract.declarer : forehand(dealer, rules.players);
  for (const auto& trick : hand.play->tricks) {
    if (trick.lead && *trick.lead >= 1 && *trick.lead <= rules.players) leader = *trick.lead;
    const auto& cards = trick.cards.cards;
    int seat = leader;
    for (std::size_t i = 0; i < cards.size() && i < static_cast<std::size_t>(rules.players); ++i) {
      out[static_cast<std::size_t>(seat - 1)].push_back(cards[i]);
      seat = seat % rules.players + 1;
    }
    if (!cards.empty()) {
      // Only the first `players` cards count (an overfull trick's extra cards do not).
      const std::size_t counted = std::min(cards.size(), static_cast<std::size_t>(rules.players));
      leader = (leader - 1 + core::trick_winner(std::span<const Card>(cards.data(), counted), tr)) % rules.players + 1;
    }
  }
  return out;
}

Table check_deal(const record::Hand& hand, const Rules& rules, const Contract& contract, engine::Reporter& rep,
                 engine::Timeline& tl) {
  const core::Deck& deck = core::deck(rules.deck);
  Table t;
  t.dealer = hand.dealer;
  t.hands.assign(static_cast<std::size_t>(rules.players), CardSet{});
  std::vector<bool> seat_incomplete(static_cast<std::size_t>(rules.players), true);
  CardSet seen;
  bool unknown_reported = false;
  bool size_fault = false;  // a wrong size, a duplicate or a foreign card already explains a missing card
  int tapp_unknown = rules.tapp_size;

  auto take_card = [&](Card c, Pos pos, int seat) -> bool {
    if (c.is_unknown()) {
      if (!unknown_reported) {
        rep.info("deal.unknown-card", "deal", {pos, 0, seat},
                 {"the deal has unknown cards ('?'); they are inferred from the play where possible",
                  "beim Geben stehen unbekannte Karten ('?'); wo es geht, werden sie aus dem Spielverlauf erschlossen"},
                 kSection);
        unknown_reported = true;
      }
      return false;
    }
    if (!deck.contains(c)) {
      rep.error("deal.not-in-deck", "deal", {pos, 0, seat},
                {card_code(c) + " is not a card of the " + core::deck_name(rules.deck) + " deck",
                 card_code(c) + " ist keine Karte des Blatts " + core::deck_name(rules.deck)},
                kSection);
      size_fault = true;
      return false;
    }
    if (seen.contains(c)) {
      rep.error("deal.duplicate-card", "deal", {pos, 0, seat},
                {card_code(c) + " is dealt twice", card_code(c) + " ist zweimal ausgeteilt"}, kSection);
      size_fault = true;  // the card it stands for is then missing: the same fault
      return false;
    }
    seen.insert(c);
    return true;
  };

  if (!hand.deal) {
    rep.info("deal.reconstructed", "deal", {hand.pos, 0, 0},
             {"the hand has no <deal>: the hands are rebuilt from the play; the Tapp cannot be verified",
              "das Spiel hat kein <deal>: die Blätter werden aus dem Spielverlauf wiederhergestellt; der Tapp lässt "
              "sich nicht prüfen"},
             kSection);
  } else {
    const record::Deal& d = *hand.deal;
    std::vector<bool> listed(static_cast<std::size_t>(rules.players), false);
    for (const auto& sc : d.hands) {
      if (sc.seat < 1 || sc.seat > rules.players) {
        rep.error("deal.unknown-seat", "deal", {sc.cards.pos, 0, sc.seat},
                  {"cards for seat " + std::to_string(sc.seat) + ", but the table has seats 1.." +
                       std::to_string(rules.players),
                   "Karten für Sitz " + std::to_string(sc.seat) + ", der Tisch hat aber die Sitze 1.." +
                       std::to_string(rules.players)},
                  kSection);
        continue;
      }
      const auto idx = static_cast<std::size_t>(sc.seat - 1);
      listed[idx] = true;
      bool complete = true;
      for (std::size_t i = 0; i < sc.cards.cards.size(); ++i) {
        const Pos pos = i < sc.cards.token_pos.size() ? sc.cards.token_pos[i] : sc.cards.pos;
        if (take_card(sc.cards.cards[i], pos, sc.seat))
          t.hands[idx].insert(sc.cards.cards[i]);
        else
          complete = false;
      }
      seat_incomplete[idx] = !complete;
      if (static_cast<int>(sc.cards.cards.size()) != rules.hand_size) {
        size_fault = true;
        rep.error("deal.hand-size", "deal", {sc.cards.pos, 0, sc.seat},
                  {engine::seat_name(sc.seat) + " is dealt " + std::to_string(sc.cards.cards.size()) +
                       " cards, expected " + std::to_string(rules.hand_size),
                   engine::seat_name_de(sc.seat) + " bekommt " + std::to_string(sc.cards.cards.size()) +
                       " Karten, erwartet " + std::to_string(rules.hand_size)},
                  kSection);
      }
    }
    for (int s = 1; s <= rules.players; ++s)
      if (!listed[static_cast<std::size_t>(s - 1)]) {
        size_fault = true;
        rep.error("deal.missing-hand", "deal", {d.pos, 0, s},
                  {"the deal has no cards for " + engine::seat_name(s),
                   "beim Geben fehlen die Karten von " + engine::seat_name_de(s)},
                  kSection);
      }
    if (d.talon) {
      int count = 0;
      tapp_unknown = 0;
      t.tapp.reserve(static_cast<std::size_t>(std::max(rules.tapp_size, 0)));  // grows past it only in a faulty record
      // The talon's own cards, then its packets.
      auto take_list = [&](const record::CardList& packet) {
        for (std::size_t i = 0; i < packet.cards.size(); ++i) {
          ++count;
          const Pos pos = i < packet.token_pos.size() ? packet.token_pos[i] : d.talon->pos;
          if (take_card(packet.cards[i], pos, 0))
            t.tapp.push_back(packet.cards[i]);
          else if (packet.cards[i].is_unknown())
            ++tapp_unknown;
        }
      };
      if (d.talon->cards) take_list(*d.talon->cards);
      for (const auto& packet : d.talon->packets) take_list(packet);
      if (count != rules.tapp_size) {
        size_fault = true;
        rep.error("deal.talon-size", "deal", {d.talon->pos, 0, 0},
                  {"the Tapp has " + std::to_string(count) + " cards, expected " + std::to_string(rules.tapp_size),
                   "der Tapp hat " + std::to_string(count) + " Karten, erwartet " + std::to_string(rules.tapp_size)},
                  kSection);
      }
    } else if (rules.tapp_size > 0) {
      rep.info("deal.talon-unknown", "deal", {d.pos, 0, 0},
               {"the Tapp is not recorded; where it counts it is inferred from the other cards",
                "der Tapp ist nicht aufgeschrieben; wo er zählt, wird er aus den übrigen Karten erschlossen"},
               kSection);
    } else {
      tapp_unknown = 0;
    }
  }

  // Seats with unknown cards: what they played (minus what a swap or the Tapp gave
  // them, plus what they gave away) was theirs from the deal.
  // A hand not complete in the deal is filled from the play (computed only then).
  const bool any_incomplete = std::find(seat_incomplete.begin(), seat_incomplete.end(), true) != seat_incomplete.end();
  const auto played =
      any_incomplete ? cards_played_by_seat(hand, rules, contract, hand.dealer) : std::vector<std::vector<Card>>{};
  for (int s = 1; s <= rules.players; ++s) {
    const auto idx = static_cast<std::size_t>(s - 1);
    if (!seat_incomplete[idx]) continue;
    std::vector<Card> from_deal = played[idx];
    for (const auto& sw : hand.swaps) {
      if (!sw.gets || !sw.gives) continue;
      if (sw.seat == s && !sw.with_talon) {
        remove_one(from_deal, *sw.gets);
        from_deal.push_back(*sw.gives);
      } else if (sw.with_seat && *sw.with_seat == s) {
        remove_one(from_deal, *sw.gives);
        from_deal.push_back(*sw.gets);
      }
    }
    if (contract.game == Game::HerzAufnehmen && s == contract.declarer) {
      for (Card c : t.tapp) remove_one(from_deal, c);
      for (const auto& ex : hand.exchanges)
        if (ex.seat == s && ex.discard)
          for (Card c : ex.discard->cards) from_deal.push_back(c);
    }
    for (Card c : from_deal)
      if (!c.is_unknown() && deck.contains(c) && !seen.contains(c)) {
        seen.insert(c);
        t.hands[idx].insert(c);
      }
  }
  int hand_cards = 0;
  for (const auto& h : t.hands) hand_cards += h.size();
  // The Tapp is whatever the deck has left once every hand is known.
  if (tapp_unknown > 0 && hand_cards == rules.players * rules.hand_size &&
      static_cast<int>(t.tapp.size()) + tapp_unknown == rules.tapp_size) {
    for (Card c : deck.cards)
      if (!seen.contains(c)) {
        seen.insert(c);
        t.tapp.push_back(c);
      }
  }
  t.tapp_known = static_cast<int>(t.tapp.size()) == rules.tapp_size;
  if (hand.deal && !unknown_reported && !size_fault && seen.size() < deck.size()) {
    std::vector<Card> missing;
    for (Card c : deck.cards)
      if (!seen.contains(c)) missing.push_back(c);
    if (hand.deal->talon || rules.tapp_size == 0)
      rep.error("deal.missing-card", "deal", {hand.deal->pos, 0, 0},
                {"the deal lacks " + cards_to_string(missing) + " of the " + core::deck_name(rules.deck) + " deck",
                 "beim Geben fehlen " + cards_to_string(missing) + " des Blatts " + core::deck_name(rules.deck)},
                kSection);
  }

  if (tl.enabled()) {
    auto& st = tl.state();
    st.phase = "deal";
    st.seats.assign(static_cast<std::size_t>(rules.players), engine::SeatState{});
    for (int s = 1; s <= rules.players; ++s) {
      auto& seat = st.seats[static_cast<std::size_t>(s - 1)];
      seat.hand = t.hands[static_cast<std::size_t>(s - 1)].cards();
      if (s == hand.dealer) seat.roles.push_back("dealer");
      if (s == forehand(hand.dealer, rules.players)) seat.roles.push_back("forehand");
    }
    st.talon = {t.tapp};
    tl.push(engine::StepKind::Deal,
            {"deal by seat " + std::to_string(hand.dealer), engine::seat_name_de(hand.dealer) + " gibt"},
            hand.deal ? hand.deal->pos : hand.pos);
  }
  return t;
}

}  // namespace stichprobe::games::tapp
