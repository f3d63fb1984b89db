// Geben: 5-5-5-4 with the dealer's 6 in the last round, so 19 cards each and the
// dealer 21; no talon.
#include <array>

#include "validator/engine/card_set.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tuebinger-tarock/state.h"

namespace stichprobe::games::tuebinger_tarock {
namespace {
using engine::seat_name;
using engine::seat_name_de;

CardSet& dealt_to(HandState& st, int seat) { return st.dealt[static_cast<std::size_t>(seat - 1)]; }

// Without <deal>, each seat held what it played (and the dealer also what he laid).
void reconstruct(HandState& st, engine::Reporter& rep) {
  const record::Hand& hand = *st.hand;
  if (!hand.play || hand.play->tricks.empty()) {
    rep.info("deal.not-recorded", "deal", {hand.pos, 0, 0}, kSecDeal, {});
    return;
  }
  int leader = right_of(hand.dealer);
  for (const auto& t : hand.play->tricks) {
    if (t.lead) leader = *t.lead;
    int seat = leader;
    for (Card c : t.cards.cards) {
      if (seat >= 1 && seat <= kSeats) dealt_to(st, seat).insert(c);
      seat = right_of(seat);
    }
    if (t.cards.cards.size() == kSeats) {
      int w = core::trick_winner(t.cards.cards, trick_rules());
      for (int k = 0; k < w; ++k) leader = right_of(leader);
    }
  }
  for (const auto& x : hand.exchanges)
    if (x.discard && x.seat >= 1 && x.seat <= kSeats)
      for (Card c : x.discard->cards) dealt_to(st, x.seat).insert(c);
  st.have_hands = true;
  rep.info("deal.reconstructed", "deal", {hand.pos, 0, 0}, kSecDeal, {});
}

// Each seat's recorded hand (index = seat; the last recorded wins); cards to a seat
// not at the table are one finding each.
std::array<const record::SeatCards*, kSeats + 1> hands_by_seat(const record::Deal& d, engine::Reporter& rep) {
  std::array<const record::SeatCards*, kSeats + 1> by_seat{};
  for (const auto& sc : d.hands) {
    if (sc.seat < 1 || sc.seat > kSeats)
      rep.error("deal.hand-size", "deal", {sc.cards.pos, 0, 0}, kSecDeal, {{"seat", sc.seat}});
    else
      by_seat[static_cast<std::size_t>(sc.seat)] = &sc;
  }
  return by_seat;
}

// "Nur der Geber erhält am Schluss 6 statt 4 Karten": 19 cards, the dealer 21.
void check_hand_size(const record::CardList& cl, int seat, int dealer, engine::Reporter& rep) {
  const int want = seat == dealer ? kDealerDealt : kHandSize;
  if (static_cast<int>(cl.cards.size()) == want) return;
  rep.error(seat == dealer ? "deal.hand-size/count-dealer" : "deal.hand-size/count", "deal", {cl.pos, 0, seat},
            kSecDeal, {{"seat", seat_name(seat), seat_name_de(seat)}, {"count", cl.cards.size()}, {"expected", want}});
}

// One seat's cards: each in the deck and dealt once. `seen` collects the cards dealt so far.
void take_cards(HandState& st, const record::CardList& cl, int seat, CardSet& seen, engine::Reporter& rep) {
  const auto [cards, fresh] = engine::dealt_list(cl.cards, deck().set, seen);
  if (fresh) {
    seen |= cards;
    dealt_to(st, seat) |= cards;
    return;
  }
  for (std::size_t i = 0; i < cl.cards.size(); ++i) {
    const Card c = cl.cards[i];
    const Pos p = i < cl.token_pos.size() ? cl.token_pos[i] : cl.pos;
    if (c.is_unknown()) continue;
    if (!deck().contains(c)) {
      rep.error("deal.not-in-deck", "deal", {p, 0, seat}, kSecDeal, {{"card", card_code(c)}});
      continue;
    }
    if (seen.contains(c)) {
      // Both seats are said to hold it; whichever plays it first, it is then gone from both.
      rep.error("deal.duplicate-card", "deal", {p, 0, seat}, kSecDeal, {{"card", card_code(c)}});
      st.dealt_twice.insert(c);
    }
    seen.insert(c);
    dealt_to(st, seat).insert(c);
  }
}

// The cards of the 78 in no hand, listed only when no '?' may stand for them.
void check_missing(const record::Deal& d, const CardSet& seen, engine::Reporter& rep) {
  if ((seen & deck().set) == deck().set) return;
  for (const auto& sc : d.hands)
    for (Card c : sc.cards.cards)
      if (c.is_unknown()) return;
  const std::vector<Card> missing = deck().missing_from(seen);
  rep.error("deal.missing-card", "deal", {d.pos, 0, 0}, kSecDeal, {{"missing", cards_to_string(missing)}});
}

void show_deal(const HandState& st, const record::Deal& d, engine::Timeline& tl) {
  if (!tl.enabled()) return;
  const int dealer = st.hand->dealer;
  auto& view = tl.state();
  view.phase = "deal";
  view.seats.resize(kSeats);
  for (int s = 1; s <= kSeats; ++s) {
    view.seats[static_cast<std::size_t>(s - 1)].hand = st.dealt[static_cast<std::size_t>(s - 1)].cards();
    auto& roles = view.seats[static_cast<std::size_t>(s - 1)].roles;
    if (s == dealer) roles.push_back("dealer");
    if (s == right_of(dealer)) roles.push_back("forehand");
  }
  tl.push(engine::StepKind::Deal, {"deal by " + seat_name(dealer), seat_name_de(dealer) + " gibt"}, d.pos, dealer);
}
}  // namespace

void check_deal(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  const record::Hand& hand = *st.hand;
  st.dealt.assign(kSeats, CardSet{});
  if (!hand.deal) {
    reconstruct(st, rep);
    st.start = st.dealt;
    return;
  }
  const record::Deal& d = *hand.deal;
  const auto by_seat = hands_by_seat(d, rep);
  CardSet seen;
  for (int s = 1; s <= kSeats; ++s) {
    const record::SeatCards* recorded = by_seat[static_cast<std::size_t>(s)];
    if (!recorded) {
      rep.error("deal.hand-size/missing", "deal", {d.pos, 0, s}, kSecDeal, {{"seat", seat_name(s), seat_name_de(s)}});
      continue;
    }
    check_hand_size(recorded->cards, s, hand.dealer, rep);
    take_cards(st, recorded->cards, s, seen, rep);
  }
  if (d.talon) rep.error("deal.talon-size", "deal", {d.talon->pos, 0, 0}, kSecDeal, {});
  check_missing(d, seen, rep);
  st.have_hands = true;
  st.start = st.dealt;
  show_deal(st, d, tl);
}

}  // namespace stichprobe::games::tuebinger_tarock
