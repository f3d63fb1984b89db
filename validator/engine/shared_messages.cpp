// The message templates of the findings the engine reports for every game (play, the
// parts every game shares): one entry per message form (engine/messages.h).
#include "validator/engine/messages.h"

namespace stichprobe::engine {

MessageCatalogue shared_messages() {
  // A table, one message form per entry: kept as written.
  // clang-format off
  static constexpr MessageForm kForms[] = {
      {"play.card-not-held",
       "{seat} plays {card} to trick {trick} but does not hold it{note}",
       "{seat} spielt {card} in Stich {trick}, hat die Karte aber nicht{note}"},
      {"play.cards-out-of-order",
       "{first} and {second} of trick {trick} are written in the wrong order: {seat} played {second}, {other} {first}",
       "{first} und {second} in Stich {trick} sind in falscher Reihenfolge aufgeschrieben: {seat} spielte {second}, {other} {first}"},
      {"play.must-follow-suit",
       "{seat} plays {card} to trick {trick} but must follow the led suit (legal: {legal}){note}",
       "{seat} spielt {card} in Stich {trick}, muss aber Farbe bekennen (erlaubt: {legal}){note}"},
      {"play.must-trump",
       "{seat} plays {card} to trick {trick} but cannot follow and must trump (legal: {legal}){note}",
       "{seat} spielt {card} in Stich {trick}, kann nicht bekennen und muss stechen (erlaubt: {legal}){note}"},
      {"play.not-in-deck",
       "{card} is not a card of this game's deck{note}",
       "{card} gehört nicht zum Blatt dieses Spiels{note}"},
      {"play.trick-size",
       "trick {trick} has {recorded} cards, expected {expected} (one per active player)",
       "Stich {trick} hat {recorded} Karten, erwartet {expected} (eine je mitspielendem Spieler)"},
      {"play.trick-size/left-out",
       "trick {trick} has {recorded} cards, expected {expected} (one per active player); {seat}'s card is left out: {card}, the one card of that seat no trick shows",
       "Stich {trick} hat {recorded} Karten, erwartet {expected} (eine je mitspielendem Spieler); die Karte von {seat} fehlt: {card}, die einzige Karte dieses Sitzes, die kein Stich zeigt"},
      {"play.trick-size/unseen",
       "trick {trick} has {recorded} cards, expected {expected} (one per active player); {seat}'s card is left out and no later trick shows which it was, so the trick's winner, the card points and what depends on them cannot be checked",
       "Stich {trick} hat {recorded} Karten, erwartet {expected} (eine je mitspielendem Spieler); die Karte von {seat} fehlt, und kein Stich zeigt, welche es war: wer den Stich macht, die Augen und was davon abhängt, sind nicht prüfbar"},
      {"play.unknown-card",
       "a card of trick {trick} is unknown ('?'): its legality cannot be checked",
       "eine Karte von Stich {trick} ist unbekannt ('?'): ob sie zugegeben werden durfte, ist nicht prüfbar"},
      {"play.wrong-leader",
       "trick {trick} must be led by {leader}, the record has {recorded}",
       "Stich {trick} spielt {leader} aus, aufgeschrieben ist {recorded}"},
      {"play.wrong-leader/fits",
       "trick {trick} must be led by {leader}, the record has {recorded}; the cards are those of {leader}'s lead",
       "Stich {trick} spielt {leader} aus, aufgeschrieben ist {recorded}; die Karten passen zum Ausspiel von {leader}"},
      {"play.wrong-winner",
       "trick {trick} is won by {winner}, the record says {recorded}",
       "Stich {trick} macht {winner}, aufgeschrieben ist {recorded}"},
      {"bonus.computed",
       "hand {hand}: the bonuses ({bonuses}) computed by the engine, not recorded",
       "Spiel {hand}: die Prämien ({bonuses}) von der Prüfung berechnet, nicht aufgeschrieben"},
      {"settlement.amount/neither",
       "{seat} should neither pay nor receive{why}, the record has {recorded}",
       "{seat} müsste weder zahlen noch bekommen{why}, aufgeschrieben ist {recorded}"},
      {"settlement.amount/neither-recorded-pay",
       "{seat} should neither pay nor receive{why}, the record has {seat} pay {recorded}",
       "{seat} müsste weder zahlen noch bekommen{why}, aufgeschrieben ist, dass {seat} {recorded} zahlt"},
      {"settlement.amount/neither-recorded-receive",
       "{seat} should neither pay nor receive{why}, the record has {seat} receive {recorded}",
       "{seat} müsste weder zahlen noch bekommen{why}, aufgeschrieben ist, dass {seat} {recorded} bekommt"},
      {"settlement.amount/pay",
       "{seat} should pay {amount}{why}, the record has {recorded}",
       "{seat} müsste {amount} zahlen{why}, aufgeschrieben ist {recorded}"},
      {"settlement.amount/pay-recorded-pay",
       "{seat} should pay {amount}{why}, the record has {seat} pay {recorded}",
       "{seat} müsste {amount} zahlen{why}, aufgeschrieben ist, dass {seat} {recorded} zahlt"},
      {"settlement.amount/pay-recorded-receive",
       "{seat} should pay {amount}{why}, the record has {seat} receive {recorded}",
       "{seat} müsste {amount} zahlen{why}, aufgeschrieben ist, dass {seat} {recorded} bekommt"},
      {"settlement.amount/receive",
       "{seat} should receive {amount}{why}, the record has {recorded}",
       "{seat} müsste {amount} bekommen{why}, aufgeschrieben ist {recorded}"},
      {"settlement.amount/receive-recorded-pay",
       "{seat} should receive {amount}{why}, the record has {seat} pay {recorded}",
       "{seat} müsste {amount} bekommen{why}, aufgeschrieben ist, dass {seat} {recorded} zahlt"},
      {"settlement.amount/receive-recorded-receive",
       "{seat} should receive {amount}{why}, the record has {seat} receive {recorded}",
       "{seat} müsste {amount} bekommen{why}, aufgeschrieben ist, dass {seat} {recorded} bekommt"},
  };
  // clang-format on
  return kForms;
}

}  // namespace stichprobe::engine
