// "the dealer places the top six cards face down on the table in two crosswise
// packets of three; this is the talon. Next, the dealer distributes 16 cards to each
// player" (Dealing). Checks sizes, duplicates, missing cards and cards of other decks.
#include <algorithm>
#include <array>
#include <set>

#include "validator/engine/card_set.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tapp-tarock/state.h"

namespace stichprobe::games::tapp_tarock {
namespace {
// Where a card of the deal lies: a seat's hand (1..3), the talon as one list, or a packet.
enum Place { kTalon = 0, kUpperPacket = -1, kLowerPacket = -2 };

// "seat 2's hand" (after "in") / "in der Hand von Sitz 2"; built only for a finding.
Message where_name(int place) {
  switch (place) {
    case kTalon: return {"the talon", "im Talon"};
    case kUpperPacket: return {"the upper talon packet", "im oberen Talonpäckchen"};
    case kLowerPacket: return {"the lower talon packet", "im unteren Talonpäckchen"};
    default: return {engine::seat_name(place) + "'s hand", "in der Hand von " + engine::seat_name_de(place)};
  }
}

// The cards of the deal so far, the lists they came in (with their places), and how many
// cards of the deal are unknown ('?') or too many (duplicates, strangers).
struct SeenCards {
  CardSet cards;
  engine::SmallVector<std::pair<const record::CardList*, int>, 8> lists;  // in the order noted
  int unknown = 0, excess = 0;

  // Where a card of `cards` was first dealt: looked up only for a duplicate (its first
  // appearance is the one that was taken).
  int first_place(Card c) const {
    for (const auto& [list, place] : lists)
      if (std::find(list->cards.begin(), list->cards.end(), c) != list->cards.end()) return place;
    return kTalon;
  }
};

// Every card of the deal once: duplicates and strangers are reported where they stand.
// True where the list is all fresh cards of the deck (engine::dealt_list), `cards` its set.
bool check_cards(engine::Reporter& rep, const record::CardList& list, int place, int seat, SeenCards& seen,
                 CardSet& cards) {
  const CardSet& deck = cego_deck().set;
  seen.lists.push_back({&list, place});
  const auto [set, fresh] = engine::dealt_list(list.cards, deck, seen.cards);
  cards = set;
  if (fresh) {
    seen.cards |= cards;
    return true;
  }
  for (std::size_t i = 0; i < list.cards.size(); ++i) {
    const Card c = list.cards[i];
    const Pos pos = i < list.token_pos.size() ? list.token_pos[i] : list.pos;
    if (c.is_unknown()) {
      ++seen.unknown;
      continue;
    }
    if (!deck.contains(c)) {
      ++seen.excess;
      const Message where = where_name(place);
      rep.error("deal.not-in-deck", "deal", {pos, 0, seat}, kDealing, {{"card", card_code(c)}, {"where", where}});
      continue;
    }
    if (seen.cards.contains(c)) {
      ++seen.excess;
      const Message first = where_name(seen.first_place(c)), where = where_name(place);
      rep.error("deal.duplicate-card", "deal", {pos, 0, seat}, kDealing,
                {{"card", card_code(c)}, {"first", first}, {"where", where}});
      continue;
    }
    seen.cards.insert(c);
  }
  return false;
}
bool check_cards(engine::Reporter& rep, const record::CardList& list, int place, int seat, SeenCards& seen) {
  CardSet cards;
  return check_cards(rep, list, place, seat, seen, cards);
}

// The three hands: each seat once, 16 cards each; a missing hand is 16 unknown cards.
void check_hands(HandState& st, engine::Reporter& rep, const record::Deal& deal, SeenCards& seen) {
  std::array<bool, kSeats + 1> present{};
  for (const auto& sc : deal.hands) {
    if (sc.seat < 1 || sc.seat > kSeats) {
      rep.error("deal.unknown-seat", "deal", {sc.cards.pos, 0, sc.seat}, kDealing, {{"seat", sc.seat}});
      continue;
    }
    const auto si = static_cast<std::size_t>(sc.seat);
    if (present[si]) {
      rep.error("deal.duplicate-seat", "deal", {sc.cards.pos, 0, sc.seat}, kDealing,
                {{"seat", engine::seat_name(sc.seat), engine::seat_name_de(sc.seat)}});
      continue;
    }
    present[si] = true;
    CardSet cards;
    const bool fresh = check_cards(rep, sc.cards, sc.seat, sc.seat, seen, cards);
    if (static_cast<int>(sc.cards.cards.size()) != kHandSize)
      rep.error("deal.hand-size", "deal", {sc.cards.pos, 0, sc.seat}, kDealing,
                {{"seat", engine::seat_name(sc.seat), engine::seat_name_de(sc.seat)},
                 {"count", std::to_string(sc.cards.cards.size())}});
    HeldCards& held = st.dealt[si];
    if (fresh) {  // cards of the deck, none unknown
      held.known |= cards;
      continue;
    }
    for (Card c : sc.cards.cards) held.unknown += c.is_unknown();
    held.known |= cards & cego_deck().set;  // the deck has no '?'
  }
  for (int s = 1; s <= kSeats; ++s)
    if (!present[static_cast<std::size_t>(s)]) {
      rep.error("deal.hand-size/missing", "deal", {deal.pos, 0, s}, kDealing,
                {{"seat", engine::seat_name(s), engine::seat_name_de(s)}});
      st.dealt[static_cast<std::size_t>(s)].unknown = kHandSize;
    }
}

// A talon recorded as six plain cards: the first three are taken as the upper packet.
void check_plain_talon(HandState& st, engine::Reporter& rep, const record::Talon& t, SeenCards& seen) {
  check_cards(rep, *t.cards, kTalon, 0, seen);
  rep.warning("deal.talon-packets", "deal", {t.pos, 0, 0}, kDealing, {});
  const auto& cs = t.cards->cards;
  for (std::size_t i = 0; i < cs.size() && i < 6; ++i) st.packets[i / 3][i % 3] = cs[i];
  if (cs.size() != 6)
    rep.error("deal.talon-size", "deal", {t.pos, 0, 0}, kDealing, {{"count", std::to_string(cs.size())}});
}

// "two crosswise packets of three": upper (1) and lower (2).
void check_packets(HandState& st, engine::Reporter& rep, const record::Talon& t, SeenCards& seen) {
  bool bad = t.packets.size() != 2;
  for (std::size_t p = 0; p < t.packets.size(); ++p) {
    check_cards(rep, t.packets[p], p == 0 ? kUpperPacket : kLowerPacket, 0, seen);
    bad = bad || t.packets[p].cards.size() != kPacketSize;
    if (p < 2) st.packets[p].assign(t.packets[p].cards.begin(), t.packets[p].cards.end());
  }
  if (!bad) return;
  std::string sizes;  // built for the finding only
  for (const auto& packet : t.packets) sizes += (sizes.empty() ? "" : ", ") + std::to_string(packet.cards.size());
  rep.error("deal.talon-packet-size", "deal", {t.pos, 0, 0}, kDealing,
            {{"packets", std::to_string(t.packets.size())}, {"sizes", sizes}});
}

void check_talon(HandState& st, engine::Reporter& rep, const record::Deal& deal, SeenCards& seen) {
  for (auto& packet : st.packets) packet.assign(kPacketSize, Card::unknown());
  if (!deal.talon) {
    rep.error("deal.talon-size/missing", "deal", {deal.pos, 0, 0}, kDealing, {});
    return;
  }
  st.talon_recorded = true;
  if (deal.talon->packets.empty() && deal.talon->cards)
    check_plain_talon(st, rep, *deal.talon, seen);
  else
    check_packets(st, rep, *deal.talon, seen);
}

// The talon as the cards nobody else held: when every unknown card lies in one talon
// packet and exactly the missing cards are unaccounted for, they are those cards (an
// illegible packet still counts its points). True when it filled them in.
bool infer_talon(HandState& st, engine::Reporter& rep, const record::Deal& deal, const SeenCards& seen,
                 const std::vector<Card>& missing) {
  int talon_unknown = 0;
  std::set<std::size_t> packets_with_unknown;
  for (std::size_t p = 0; p < st.packets.size(); ++p)
    for (Card c : st.packets[p])
      if (c.is_unknown()) {
        ++talon_unknown;
        packets_with_unknown.insert(p);
      }
  if (!deal.talon || seen.unknown == 0 || seen.excess != 0 || talon_unknown != seen.unknown ||
      static_cast<int>(missing.size()) != seen.unknown || packets_with_unknown.size() != 1)
    return false;
  std::size_t next = 0;
  for (auto& packet : st.packets)
    for (Card& c : packet)
      if (c.is_unknown()) c = missing[next++];
  rep.info(missing.size() == 1 ? "deal.card-inferred/talon-one" : "deal.card-inferred/talon", "deal",
           {deal.talon->pos, 0, 0}, kDealing, {{"cards", cards_to_string(missing)}});
  return true;
}

// Missing cards not explained by a duplicate, a stranger or an unknown card; then the
// unknown cards, filled in from the talon or left to the play.
void check_missing(HandState& st, engine::Reporter& rep, const record::Deal& deal, const SeenCards& seen) {
  std::vector<Card> missing = cego_deck().missing_from(seen.cards);
  if (static_cast<int>(missing.size()) > seen.unknown + seen.excess)
    rep.error("deal.missing-card", "deal", {deal.pos, 0, 0}, kDealing, {{"missing", cards_to_string(missing)}});
  if (infer_talon(st, rep, deal, seen, missing)) return;
  const int unknown = seen.unknown;
  if (unknown > 0)
    rep.info(unknown == 1 ? "deal.unknown-card/one" : "deal.unknown-card", "deal", {deal.pos, 0, 0}, kDealing,
             {{"count", unknown}});
}

// The deal in the replay: each hand as dealt and the two packets.
void show_deal(const HandState& st, engine::Timeline& tl) {
  if (!tl.enabled()) return;
  auto& table = tl.state();
  table.phase = "deal";
  table.seats.resize(kSeats);
  for (int s = 1; s <= kSeats; ++s)
    table.seats[static_cast<std::size_t>(s - 1)].hand = st.dealt[static_cast<std::size_t>(s)].known.cards();
  table.talon = {st.packets[0].to_vector(), st.packets[1].to_vector()};
  table.to_move = st.forehand;
  show_roles(st, tl);
  tl.push(engine::StepKind::Deal,
          {"seat " + std::to_string(st.dealer) + " deals", engine::seat_name_de(st.dealer) + " gibt"},
          st.hand.deal ? st.hand.deal->pos : st.hand.pos, st.dealer);
}
}  // namespace

void show_roles(const HandState& st, engine::Timeline& tl) {
  if (!tl.enabled()) return;
  auto& seats = tl.state().seats;
  seats.resize(kSeats);
  for (int s = 1; s <= kSeats; ++s) {
    auto& roles = seats[static_cast<std::size_t>(s - 1)].roles;
    roles.clear();
    if (s == st.dealer) roles.push_back("dealer");
    if (s == st.forehand) roles.push_back("forehand");
    if (st.contract && s == st.declarer) roles.push_back("declarer");
    if (st.contract && s != st.declarer) roles.push_back("defender");
  }
}

void check_deal(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  const auto& deal = st.hand.deal;
  if (deal) {
    st.deal_recorded = true;
    SeenCards seen;
    check_hands(st, rep, *deal, seen);
    check_talon(st, rep, *deal, seen);
    check_missing(st, rep, *deal, seen);
  } else {
    rep.info("deal.not-recorded", "deal", {st.hand.pos, 0, 0}, kDealing, {});
    for (int s = 1; s <= kSeats; ++s) st.dealt[static_cast<std::size_t>(s)].unknown = kHandSize;
    for (auto& packet : st.packets) packet.assign(kPacketSize, Card::unknown());
  }
  show_deal(st, tl);
}

}  // namespace stichprobe::games::tapp_tarock
