// Where the cards go in Tapp Tarock: "16 cards to each player" and "two crosswise
// packets of three"; in a Dreier, Unterer or Oberer the declarer picks up one packet
// and discards three; "In a Solo, the declarer plays without the aid of the talon".
#include "validator/engine/talon_flow.h"
#include "validator/games/tapp-tarock/state.h"

namespace stichprobe::games::tapp_tarock {

std::optional<engine::CardFlow> card_flow(const engine::HandContext&, const record::Hand& hand) {
  engine::TalonFlowSpec spec;
  spec.deck = cego_deck().set;
  spec.game = kGame;
  spec.active = {1, 2, 3};
  spec.hand_size = [](int) { return kHandSize; };
  spec.talon_sizes = {kPacketSize, kPacketSize};
  spec.trick_rules = trick_rules();
  spec.first_leader = hand.dealer % kSeats + 1;
  spec.tricks = kHandSize;
  const auto contract = hand.contract ? parse_contract(hand.contract->type) : std::nullopt;
  int declarer = hand.contract ? hand.contract->declarer.value_or(0) : 0;
  // Without a contract, the seat that exchanges is the declarer of a game with the talon.
  const bool with_talon = contract ? *contract != Contract::Solo : !hand.contract;
  if (!hand.contract && !hand.exchanges.empty()) declarer = hand.exchanges.front().seat;
  if (with_talon && !hand.exchanges.empty()) {
    const record::Exchange& ex = hand.exchanges.front();
    spec.lays_away = declarer;
    int packet = ex.packet.value_or(0);
    // No @packet: the packet whose cards the recorded take shows.
    if (packet == 0 && ex.take && hand.deal && hand.deal->talon)
      for (std::size_t p = 0; p < hand.deal->talon->packets.size(); ++p)
        if (CardSet::of(hand.deal->talon->packets[p].cards) == CardSet::of(ex.take->cards))
          packet = static_cast<int>(p) + 1;
    if (packet == 1 || packet == 2) {
      spec.taker = declarer;
      spec.packet = packet;
    }
  }
  return engine::talon_flow(hand, spec);
}

}  // namespace stichprobe::games::tapp_tarock
