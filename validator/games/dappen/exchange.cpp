// "Im Dappen und seinen Steigerungsstufen nimmt der Alleinspieler den Dapp in seine Hand auf [...] und drückt
// (legt verdeckt ab) 12 Karten seiner Wahl. Ausnahme: 5er drücken ist nicht erlaubt!"
// "Im Solo nimmt der Alleinspieler den Dapp nicht auf, er bleibt bis nach Spielende verdeckt liegen."
#include "validator/games/dappen/exchange.h"

#include "validator/engine/trick_play.h"

namespace stichprobe::games::dappen {

ExchangeFacts check_exchange(const Rules& r, const Table& t, const DealFacts& deal, int declarer,
                             const std::string& contract, const record::Hand& hand, engine::Reporter& rep) {
  ExchangeFacts f;
  const char* const section = "Dapp aufnehmen und drücken";  // a std::string only when a finding names it
  f.declarer_hand = deal.hands[static_cast<std::size_t>(declarer - 1)];
  f.dapp = deal.dapp;
  const bool solo = contract == "solo";
  CardSet held = f.declarer_hand;
  if (!solo)
    for (Card c : deal.dapp) held.insert(c);
  // Furtwangen: "Hält der Alleinspieler vor oder nach Aufnahme des Dapp alle sieben 5er auf der Hand, dann zeigt
  // er das vor und es zählt als gewonnener Marsch."
  f.seven_fives = r.v.seven_fives_marsch && count_fives(held) == 7;
  if (solo) {
    for (const auto& ex : hand.exchanges)
      rep.error("exchange.not-allowed", "exchange", {ex.pos, 0, ex.seat},
                {"in a Solo the Dapp stays face down until the end; no exchange",
                 "im Solo bleibt der Dapp bis nach Spielende verdeckt liegen; kein Aufnehmen und Drücken"},
                "Solofrage");
    return f;
  }
  if (hand.exchanges.empty()) {
    if (!f.seven_fives && hand.play && !hand.play->tricks.empty())
      rep.error("exchange.missing", "exchange", {hand.pos, 0, declarer},
                {engine::seat_name(declarer) + " must take the Dapp and press " + std::to_string(deal.dapp.size()) +
                     " cards; the record has no exchange",
                 engine::seat_name_de(declarer) + " muss den Dapp aufnehmen und " + std::to_string(deal.dapp.size()) +
                     " Karten drücken; aufgeschrieben ist kein Drücken"},
                section);
    f.declarer_hand = held;
    return f;
  }
  const record::Exchange& ex = hand.exchanges.front();
  for (std::size_t i = 1; i < hand.exchanges.size(); ++i)
    rep.error("exchange.extra", "exchange", {hand.exchanges[i].pos, 0, hand.exchanges[i].seat},
              {"the declarer exchanges once", "der Alleinspieler nimmt den Dapp nur einmal auf"}, section);
  if (ex.seat != declarer)
    rep.error("exchange.wrong-seat", "exchange", {ex.pos, 0, ex.seat},
              {"the declarer " + engine::seat_name(declarer) + " takes the Dapp, not " + engine::seat_name(ex.seat),
               "den Dapp nimmt der Alleinspieler " + engine::seat_name_de(declarer) + " auf, nicht " +
                   engine::seat_name_de(ex.seat)},
              section);
  if (ex.take && CardSet::of(ex.take->cards) != CardSet::of(deal.dapp))
    rep.error("exchange.take", "exchange", {ex.take->pos, 0, ex.seat},
              {"the declarer takes the whole Dapp (" + cards_to_string(deal.dapp) + "), the record has " +
                   cards_to_string(ex.take->cards),
               "der Alleinspieler nimmt den ganzen Dapp auf (" + cards_to_string(deal.dapp) + "), aufgeschrieben ist " +
                   cards_to_string(ex.take->cards)},
              section);
  if (!ex.discard) {
    rep.error("exchange.discard-size", "exchange", {ex.pos, 0, ex.seat},
              {"the declarer presses " + std::to_string(deal.dapp.size()) + " cards; the record lists none",
               "der Alleinspieler drückt " + std::to_string(deal.dapp.size()) + " Karten; aufgeschrieben ist keine"},
              section);
    f.declarer_hand = held;
    return f;
  }
  const auto& discard = ex.discard->cards;
  if (discard.size() != deal.dapp.size())
    rep.error("exchange.discard-size", "exchange", {ex.discard->pos, 0, ex.seat},
              {"the declarer presses " + std::to_string(deal.dapp.size()) + " cards, the record has " +
                   std::to_string(discard.size()),
               "der Alleinspieler drückt " + std::to_string(deal.dapp.size()) + " Karten, aufgeschrieben sind " +
                   std::to_string(discard.size())},
              section);
  bool all_held = true;
  for (std::size_t i = 0; i < discard.size(); ++i) {
    const Card c = discard[i];
    if (c.is_unknown() || held.contains(c)) continue;
    all_held = false;
    rep.error("exchange.discard-not-held", "exchange",
              {i < ex.discard->token_pos.size() ? ex.discard->token_pos[i] : ex.discard->pos, 0, ex.seat},
              {card_code(c) + " is pressed but is neither in the declarer's hand nor in the Dapp",
               card_code(c) + " ist gedrückt, ist aber weder in der Hand des Alleinspielers noch im Dapp"},
              section);
  }
  if (all_held && !f.seven_fives)
    if (auto why = discard_fault(r, static_cast<int>(t.order.size()), held, discard, contract))
      rep.error("exchange.forbidden-discard", "exchange", {ex.discard->pos, 0, ex.seat},
                {why->en + " (pressed: " + cards_to_string(discard) + ")",
                 why->de + " (gedrückt: " + cards_to_string(discard) + ")"},
                r.v.honours_rule ? "Spielerzahl, Geben (honneurs)" : section);
  CardSet kept = held;
  for (Card c : discard) kept.erase(c);
  if (auto why = contract_cards_missing(contract, kept))
    rep.error("exchange.contract-not-held", "exchange", {ex.pos, 0, ex.seat}, *why, "Spielarten (Buchenbach)");
  f.declarer_hand = kept;
  f.dapp = discard;
  return f;
}

}  // namespace stichprobe::games::dappen
