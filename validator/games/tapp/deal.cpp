// Geben: "bei drei Spielern: 11 Karten pro Spieler und drei in den Talon, hier
// „Tapp“ genannt" / "bei vier Spielern: 8 Karten pro Spieler und vier in den Tapp".
#include <algorithm>

#include "validator/engine/card_set.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tapp/state.h"

namespace stichprobe::games::tapp {
namespace {

void remove_one(std::vector<Card>& v, Card c) {
  auto it = std::find(v.begin(), v.end(), c);
  if (it != v.end()) v.erase(it);
}

// One check of the deal: the cards seen so far and whether a fault already explains a
// missing card, so that each mistake is one finding.
class Dealing {
 public:
  Dealing(HandState& st, engine::Reporter& rep)
      : st_(st),
        rules_(st.rules),
        hand_(*st.hand),
        rep_(rep),
        deck_(core::deck(st.rules.deck)),
        incomplete_(static_cast<std::size_t>(st.rules.players), true),
        tapp_unknown_(st.rules.tapp_size) {
    st_.hands.assign(static_cast<std::size_t>(rules_.players), CardSet{});
  }

  void check_recorded_deal();
  void fill_from_play();
  void infer_tapp();
  void check_missing_cards();

 private:
  bool take_card(Card c, Pos pos, int seat);
  void check_seat(const record::SeatCards& sc);
  void check_listed(const record::Deal& d, const engine::PerSeatList<char>& listed);
  void check_tapp(const record::Deal& d);
  std::vector<Card> dealt_to(int seat, const std::vector<Card>& played) const;

  HandState& st_;
  const Rules& rules_;
  const record::Hand& hand_;
  engine::Reporter& rep_;
  const core::Deck& deck_;
  engine::PerSeatList<char> incomplete_;  // index seat - 1: the deal does not give every card of the seat
  CardSet seen_;
  bool unknown_reported_ = false;
  bool size_fault_ = false;  // a wrong size, a duplicate or a foreign card already explains a missing card
  int tapp_unknown_;
};

// A dealt card counts once, if it is known and of the deck.
bool Dealing::take_card(Card c, Pos pos, int seat) {
  if (c.is_unknown()) {
    if (!unknown_reported_) {
      rep_.info("deal.unknown-card", "deal", {pos, 0, seat}, kDealSection, {});
      unknown_reported_ = true;
    }
    return false;
  }
  if (!deck_.contains(c)) {
    rep_.error("deal.not-in-deck", "deal", {pos, 0, seat}, kDealSection,
               {{"card", card_code(c)}, {"deck", core::deck_name(rules_.deck)}});
    size_fault_ = true;
    return false;
  }
  if (seen_.contains(c)) {
    rep_.error("deal.duplicate-card", "deal", {pos, 0, seat}, kDealSection, {{"card", card_code(c)}});
    size_fault_ = true;  // the card it stands for is then missing: the same fault
    return false;
  }
  seen_.insert(c);
  return true;
}

// One seat's <cards>: each card, and the hand size.
void Dealing::check_seat(const record::SeatCards& sc) {
  const auto idx = static_cast<std::size_t>(sc.seat - 1);
  bool complete = true;
  if (const auto [cards, fresh] = engine::dealt_list(sc.cards.cards, deck_.set, seen_); fresh) {
    seen_ |= cards;  // what take_card does for each card of a legal hand
    st_.hands[idx] |= cards;
  } else {
    for (std::size_t i = 0; i < sc.cards.cards.size(); ++i) {
      const Pos pos = i < sc.cards.token_pos.size() ? sc.cards.token_pos[i] : sc.cards.pos;
      if (take_card(sc.cards.cards[i], pos, sc.seat))
        st_.hands[idx].insert(sc.cards.cards[i]);
      else
        complete = false;
    }
  }
  incomplete_[idx] = !complete;
  if (static_cast<int>(sc.cards.cards.size()) == rules_.hand_size) return;
  size_fault_ = true;
  rep_.error("deal.hand-size", "deal", {sc.cards.pos, 0, sc.seat}, kDealSection,
             {{"seat", engine::seat_name(sc.seat), engine::seat_name_de(sc.seat)},
              {"count", std::to_string(sc.cards.cards.size())},
              {"expected", rules_.hand_size}});
}

void Dealing::check_listed(const record::Deal& d, const engine::PerSeatList<char>& listed) {
  for (int s = 1; s <= rules_.players; ++s) {
    if (listed[static_cast<std::size_t>(s - 1)]) continue;
    size_fault_ = true;
    rep_.error("deal.missing-hand", "deal", {d.pos, 0, s}, kDealSection,
               {{"seat", engine::seat_name(s), engine::seat_name_de(s)}});
  }
}

// The Tapp: its own cards, then its packets, and its size.
void Dealing::check_tapp(const record::Deal& d) {
  if (!d.talon) {
    if (rules_.tapp_size > 0)
      rep_.info("deal.talon-unknown", "deal", {d.pos, 0, 0}, kDealSection, {});
    else
      tapp_unknown_ = 0;
    return;
  }
  int count = 0;
  tapp_unknown_ = 0;
  st_.tapp.reserve(static_cast<std::size_t>(std::max(rules_.tapp_size, 0)));  // grows past it only in a faulty record
  auto take_list = [&](const record::CardList& packet) {
    for (std::size_t i = 0; i < packet.cards.size(); ++i) {
      ++count;
      const Pos pos = i < packet.token_pos.size() ? packet.token_pos[i] : d.talon->pos;
      if (take_card(packet.cards[i], pos, 0))
        st_.tapp.push_back(packet.cards[i]);
      else if (packet.cards[i].is_unknown())
        ++tapp_unknown_;
    }
  };
  if (d.talon->cards) take_list(*d.talon->cards);
  for (const auto& packet : d.talon->packets) take_list(packet);
  if (count == rules_.tapp_size) return;
  size_fault_ = true;
  rep_.error("deal.talon-size", "deal", {d.talon->pos, 0, 0}, kDealSection,
             {{"count", count}, {"tapp_size", rules_.tapp_size}});
}

void Dealing::check_recorded_deal() {
  if (!hand_.deal) {
    rep_.info("deal.reconstructed", "deal", {hand_.pos, 0, 0}, kDealSection, {});
    return;
  }
  const record::Deal& d = *hand_.deal;
  engine::PerSeatList<char> listed(static_cast<std::size_t>(rules_.players), false);
  for (const auto& sc : d.hands) {
    if (sc.seat < 1 || sc.seat > rules_.players) {
      rep_.error("deal.unknown-seat", "deal", {sc.cards.pos, 0, sc.seat}, kDealSection,
                 {{"seat", sc.seat}, {"players", rules_.players}});
      continue;
    }
    listed[static_cast<std::size_t>(sc.seat - 1)] = true;
    check_seat(sc);
  }
  check_listed(d, listed);
  check_tapp(d);
}

// What `seat` played (minus what a swap or the Tapp gave it, plus what it gave away)
// was its own from the deal.
std::vector<Card> Dealing::dealt_to(int seat, const std::vector<Card>& played) const {
  std::vector<Card> from_deal = played;
  for (const auto& sw : hand_.swaps) {
    if (!sw.gets || !sw.gives) continue;
    if (sw.seat == seat && !sw.with_talon) {
      remove_one(from_deal, *sw.gets);
      from_deal.push_back(*sw.gives);
    } else if (sw.with_seat && *sw.with_seat == seat) {
      remove_one(from_deal, *sw.gives);
      from_deal.push_back(*sw.gets);
    }
  }
  if (st_.contract.game == Game::HerzAufnehmen && seat == st_.contract.declarer) {
    for (Card c : st_.tapp) remove_one(from_deal, c);
    for (const auto& ex : hand_.exchanges)
      if (ex.seat == seat && ex.discard)
        for (Card c : ex.discard->cards) from_deal.push_back(c);
  }
  return from_deal;
}

// Seats with unknown cards: a hand not complete in the deal is filled from the play
// (computed only then).
void Dealing::fill_from_play() {
  if (std::find(incomplete_.begin(), incomplete_.end(), true) == incomplete_.end()) return;
  const auto played = cards_played_by_seat(hand_, rules_, st_.contract, hand_.dealer);
  for (int s = 1; s <= rules_.players; ++s) {
    const auto idx = static_cast<std::size_t>(s - 1);
    if (!incomplete_[idx]) continue;
    for (Card c : dealt_to(s, played[idx]))
      if (!c.is_unknown() && deck_.contains(c) && !seen_.contains(c)) {
        seen_.insert(c);
        st_.hands[idx].insert(c);
      }
  }
}

// The Tapp is whatever the deck has left once every hand is known.
void Dealing::infer_tapp() {
  int hand_cards = 0;
  for (const auto& h : st_.hands) hand_cards += h.size();
  if (tapp_unknown_ > 0 && hand_cards == rules_.players * rules_.hand_size &&
      static_cast<int>(st_.tapp.size()) + tapp_unknown_ == rules_.tapp_size) {
    for (Card c : deck_.cards)
      if (!seen_.contains(c)) {
        seen_.insert(c);
        st_.tapp.push_back(c);
      }
  }
  st_.tapp_known = static_cast<int>(st_.tapp.size()) == rules_.tapp_size;
}

// A card of the deck dealt to nobody, where no other fault explains it.
void Dealing::check_missing_cards() {
  if (!hand_.deal || unknown_reported_ || size_fault_ || seen_.size() >= deck_.size()) return;
  if (!hand_.deal->talon && rules_.tapp_size != 0) return;
  const std::vector<Card> missing = deck_.missing_from(seen_);
  rep_.error("deal.missing-card", "deal", {hand_.deal->pos, 0, 0}, kDealSection,
             {{"missing", cards_to_string(missing)}, {"deck", core::deck_name(rules_.deck)}});
}

void show_deal(const HandState& st, engine::Timeline& tl) {
  if (!tl.enabled()) return;
  const record::Hand& hand = *st.hand;
  auto& state = tl.state();
  state.phase = "deal";
  state.seats.assign(static_cast<std::size_t>(st.rules.players), engine::SeatState{});
  for (int s = 1; s <= st.rules.players; ++s) {
    auto& seat = state.seats[static_cast<std::size_t>(s - 1)];
    seat.hand = st.hands[static_cast<std::size_t>(s - 1)].cards();
    if (s == hand.dealer) seat.roles.push_back("dealer");
    if (s == forehand(hand.dealer, st.rules.players)) seat.roles.push_back("forehand");
  }
  state.talon = {st.tapp.to_vector()};
  tl.push(engine::StepKind::Deal,
          {"deal by seat " + std::to_string(hand.dealer), engine::seat_name_de(hand.dealer) + " gibt"},
          hand.deal ? hand.deal->pos : hand.pos);
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

void check_deal(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  Dealing dealing(st, rep);
  dealing.check_recorded_deal();
  dealing.fill_from_play();
  dealing.infer_tapp();
  dealing.check_missing_cards();
  show_deal(st, tl);
}

}  // namespace stichprobe::games::tapp
