// Legen: the dealer lays two of his 21 cards away before the Ansagen; they count
// for him at the end ("es liegt"). There is no talon to take from.
#include "validator/engine/legal.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tuebinger-tarock/state.h"

namespace stichprobe::games::tuebinger_tarock {
namespace {
using engine::seat_name;
using engine::seat_name_de;

// The dealer's first <exchange>; one by another seat is one finding each.
const record::Exchange* dealers_laying(const record::Hand& hand, engine::Reporter& rep) {
  const record::Exchange* lay = nullptr;
  for (const auto& x : hand.exchanges) {
    if (x.seat != hand.dealer) {
      rep.error("exchange.wrong-seat", "exchange", {x.pos, 0, x.seat}, kSecLay,
                {{"dealer", seat_name(hand.dealer), seat_name_de(hand.dealer)},
                 {"seat", seat_name(x.seat), seat_name_de(x.seat)}});
      continue;
    }
    if (!lay) lay = &x;
  }
  return lay;
}

// "Gelegt werden dürfen alle Karten außer den Königen, dem Ski, dem Einser und dem
// Einundzwanziger": each laid card held (where the deal is recorded) and allowed.
void check_laid_card(const record::Hand& hand, const CardSet& held, Card c, Pos p, engine::Reporter& rep) {
  if (c.is_unknown()) return;
  if (hand.deal && !held.contains(c))
    rep.error("exchange.card-not-held", "exchange", {p, 0, hand.dealer}, kSecLay, {{"card", card_code(c)}});
  else if (!may_lay(c))
    rep.error("exchange.forbidden-discard", "exchange", {p, 0, hand.dealer}, kSecLay, {{"card", card_code(c)}});
}

void show_laying(const HandState& st, const record::Exchange& lay, engine::Timeline& tl) {
  if (!tl.enabled()) return;
  const int dealer = st.hand->dealer;
  auto& view = tl.state();
  view.phase = "exchange";
  view.discards = st.laid.to_vector();
  view.discard_seat = dealer;
  if (view.seats.size() >= static_cast<std::size_t>(dealer))
    view.seats[static_cast<std::size_t>(dealer - 1)].hand = st.start[static_cast<std::size_t>(dealer - 1)].cards();
  tl.push(engine::StepKind::Exchange,
          {seat_name(dealer) + " lays " + cards_to_string(st.laid),
           seat_name_de(dealer) + " legt " + cards_to_string(st.laid)},
          lay.pos, dealer);
}
// What may come next (Timeline::next): the dealer lays his two cards one by one, any but
// "den Königen, dem Ski, dem Einser und dem Einundzwanziger".
void offer_laying(const HandState& st, const record::Exchange* lay, engine::Turn& next) {
  const int dealer = st.hand->dealer;
  if (next.waits() || !st.have_hands || (lay && lay->discard && lay->discard->cards.size() >= 2)) return;
  CardSet layable;
  for (Card c : st.start[static_cast<std::size_t>(dealer - 1)])
    if (may_lay(c)) layable.insert(c);
  engine::offer_discards(next, dealer, layable, [&](Card c) {
    return Message{seat_name(dealer) + " lays " + card_code(c), seat_name_de(dealer) + " legt " + card_code(c)};
  });
}

}  // namespace

void check_exchange(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  const record::Hand& hand = *st.hand;
  st.start = st.dealt;
  const record::Exchange* lay = dealers_laying(hand, rep);
  if (!lay || !lay->discard) {
    rep.error("exchange.missing", "exchange", {lay ? lay->pos : hand.pos, 0, hand.dealer}, kSecLay, {});
    if (tl.next()) offer_laying(st, lay, *tl.next());
    return;
  }
  if (lay->take) rep.error("exchange.no-talon", "exchange", {lay->take->pos, 0, hand.dealer}, kSecLay, {});
  const record::CardList& cl = *lay->discard;
  if (cl.cards.size() != 2)
    rep.error("exchange.discard-size", "exchange", {cl.pos, 0, hand.dealer}, kSecLay,
              {{"count", std::to_string(cl.cards.size())}});
  CardSet& held = st.start[static_cast<std::size_t>(hand.dealer - 1)];
  st.laid.reserve(st.laid.size() + cl.cards.size());
  for (std::size_t i = 0; i < cl.cards.size(); ++i) {
    const Card c = cl.cards[i];
    st.laid.push_back(c);
    check_laid_card(hand, held, c, i < cl.token_pos.size() ? cl.token_pos[i] : cl.pos, rep);
    if (!c.is_unknown()) held.erase(c);
  }
  if (tl.next()) offer_laying(st, lay, *tl.next());
  show_laying(st, *lay, tl);
}

}  // namespace stichprobe::games::tuebinger_tarock
