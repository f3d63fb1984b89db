#include "formats/record_spares.h"

namespace stichprobe {

void RecordSpares::keep(record::Document&& document) {
  for (record::Session& session : document.sessions) {
    for (record::Hand& hand : session.hands) keep_hand(hand);
    if (session.hands.capacity() <= kMaxHands) give(session.hands);
    give(session.players);
    give(session.rules);
  }
  give(document.sessions);
  document = record::Document();
}

std::size_t RecordSpares::blocks() const {
  return std::apply([](const auto&... pool) { return (pool.size() + ...); }, pools_);
}

void RecordSpares::keep_hand(record::Hand& hand) {
  give(hand.sitting_out);
  if (hand.deal) keep_deal(*hand.deal);
  if (hand.auction) give(hand.auction->calls);
  for (record::Exchange& exchange : hand.exchanges) {
    keep_cards(exchange.take);
    keep_cards(exchange.discard);
  }
  give(hand.exchanges);
  give(hand.swaps);
  for (record::Announcement& announcement : hand.announcements) keep_cards(announcement.cards);
  give(hand.announcements);
  if (hand.play) {
    for (record::Trick& trick : hand.play->tricks) give(trick.cards.token_pos);
    give(hand.play->tricks);
  }
  give(hand.rulings);
  if (hand.result) keep_result(*hand.result);
}

void RecordSpares::keep_deal(record::Deal& deal) {
  for (record::SeatCards& seat : deal.hands) give(seat.cards.token_pos);
  give(deal.hands);
  if (!deal.talon) return;
  keep_cards(deal.talon->cards);
  for (record::CardList& packet : deal.talon->packets) give(packet.token_pos);
  give(deal.talon->packets);
}

void RecordSpares::keep_result(record::Result& result) {
  give(result.points);
  give(result.bonuses);
  if (result.settlement) give(result.settlement->pays);
  if (result.totals) give(result.totals->totals);
}

}  // namespace stichprobe
