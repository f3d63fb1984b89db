#include "validator/engine/trick_play.h"

#include <algorithm>

#include "validator/engine/legal.h"

namespace stichprobe::engine {

std::string seat_name(int seat) { return "seat " + std::to_string(seat); }
std::string seat_name_de(int seat) { return "Sitz " + std::to_string(seat); }

CardSet PlayLaw::legal_cards(const LegalQuery& q) const { return core::legal_cards(q.hand, q.led, q.rules); }

std::optional<IllegalCard> PlayLaw::illegal(const LegalQuery&, Card, const CardSet&) const { return std::nullopt; }

CardSet TrickPlay::legal_cards(int trick_no, int seat, std::span<const Card> so_far,
                               const core::TrickRules& rules) const {
  const CardSet& h = hand(seat);
  const core::FollowClass led = core::led_class(so_far, rules);
  return legal_for({trick_no, seat, so_far.size(), h, so_far, led, rules});
}

CardSet TrickPlay::legal_for(const LegalQuery& q) const {
  return law_ ? law_->legal_cards(q) : core::legal_cards(q.hand, q.led, q.rules);
}

TrickPlay::TrickPlay(std::span<const CardSet> hands, std::span<const int> order, Timeline& timeline,
                     std::function<Rational(std::span<const Card>)> pile_points)
    : order_(PerTrick<int>::of(order)), timeline_(timeline), pile_points_(std::move(pile_points)) {
  for (std::size_t i = 0; i < order_.size(); ++i)
    if (order_[i] >= 1 && order_[i] < static_cast<int>(place_of_.size()) &&
        place_of_[static_cast<std::size_t>(order_[i])] < 0)
      place_of_[static_cast<std::size_t>(order_[i])] = static_cast<int>(i);
  // The piles are inline (engine::Pile): no allocation per seat.
  seats_.resize(hands.size());
  for (std::size_t i = 0; i < hands.size(); ++i) seats_[i].hand = hands[i];
  refresh_view();
}

int TrickPlay::next_after(int seat) const {
  auto it = std::find(order_.begin(), order_.end(), seat);
  if (it == order_.end() || ++it == order_.end()) return order_.empty() ? 0 : order_[0];
  return *it;
}

void TrickPlay::refresh_view() {
  if (!timeline_.enabled()) return;
  TableState& st = timeline_.state();
  if (st.seats.size() < seats_.size()) st.seats.resize(seats_.size());
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    st.seats[i].hand = seats_[i].hand.cards();
    st.seats[i].won = seats_[i].pile.to_vector();
    st.seats[i].tricks = seats_[i].tricks_won;
    if (pile_points_) st.seats[i].points = pile_points_(seats_[i].pile);
  }
}

// One card of a trick against the hand it comes from and the trick's law: its finding,
// if any, and the card as played (a stand-in where the record wrote a slip). A held card
// the law (or following and trumping) allows passes without its seat's legal set.
[[gnu::always_inline]] inline Card TrickPlay::check_card(const LegalQuery& q, Card card, std::optional<CardSet>& legal,
                                                         const CardCheck& c, Reporter& rep) {
  const bool held = !card.is_unknown() && c.deck.contains(card) && q.hand.contains(card);
  if (held && !legal && (law_ ? law_->allows(q, card) : !core::play_fault(q.hand, q.led, card, q.rules))) return card;
  return check_slow(q, card, legal, c, rep);
}

Card TrickPlay::check_slow(const LegalQuery& q, Card card, std::optional<CardSet>& legal, const CardCheck& c,
                           Reporter& rep) {
  if (!legal) legal = legal_for(q);
  return report_card(q, card, *legal, c, rep);
}

TrickPlay::TrickResult TrickPlay::play_trick(const record::Trick& trick, int trick_no, int expected_leader,
                                             const core::TrickRules& rules, const CardSet& deck, Reporter& rep,
                                             const std::string& section) {
  TrickResult out;
  if (plain(trick, expected_leader)) {  // seated from the expected leader, as seat_trick seats a trick whose cards fit
    const std::size_t n = order_.size();
    const std::size_t at = leader_place(expected_leader);
    std::array<int, PerTrick<int>::kCapacity> seats;  // NOLINT(cppcoreguidelines-pro-type-member-init): n written
    seats[0] = expected_leader;
    for (std::size_t i = 1, place = at; i < n; ++i) {
      place = place + 1 == n ? 0 : place + 1;  // order_[(at + i) % n]
      seats[i] = order_[place];
    }
    if (play_plain(trick, seats.data(), trick.cards.cards.data(), trick_no, expected_leader, rules, deck, rep, section,
                   out))
      return out;
  }
  play_seated(seat_trick(trick, expected_leader), trick, trick_no, expected_leader, rules, deck, rep, section, out);
  return out;  // one object returned on every path: no copy of the trick's result
}

bool TrickPlay::play_plain(const record::Trick& trick, const int* seats, const Card* cards, int trick_no, int leader,
                           const core::TrickRules& rules, const CardSet& deck, Reporter& rep,
                           const std::string& section, TrickResult& out) {
  const std::size_t n = order_.size();
  const int table = static_cast<int>(seats_.size());
  int* const seat_out = out.seats.overwrite(n);
  Card* const card_out = out.cards.overwrite(n);
  core::TrickWinner winner(rules);  // its class table and led class serve the following check too
  std::size_t i = 0;
  for (; i < n; ++i) {
    const int seat = seats[i];
    const Card card = cards[i];
    if (seat < 1 || seat > table || !checkable(card) || !deck.contains(card)) break;
    CardSet& h = hand(seat);
    if (!h.contains(card)) break;
    const core::FollowClass led = winner.led();
    if (law_ ? !law_->allows({trick_no, seat, i, h, std::span<const Card>(card_out, i), led, rules, leader}, card)
             : led != core::FollowClass::None && winner.class_of(card) != led &&
                   core::play_fault_beyond_following(h, led, card, rules))  // core::play_fault for a held card
      break;
    h.erase(card);
    seat_out[i] = seat;
    card_out[i] = card;
    winner.add(card);
  }
  if (i < n) {  // given back: every card taken was held
    while (i-- > 0) hand(seat_out[i]).insert(card_out[i]);
    out.seats.clear();
    out.cards.clear();
    return false;
  }
  out.leader = leader;
  out.complete = true;
  out.winner = seat_out[winner.best()];
  const std::size_t findings_before = rep.findings().size();
  check_winner(trick, trick_no, out.winner, rep, section);
  ++tricks_played_;
  out.faulty = rep.findings().size() != findings_before;
  last_trick_faulty_ = out.faulty;
  leader_open_ = out.faulty && !trick.winner;
  return true;
}

void TrickPlay::wrong_winner(const record::Trick& trick, int trick_no, int winner, Reporter& rep,
                             const std::string& section) const {
  rep.error("play.wrong-winner", "play", {trick.pos, trick_no, *trick.winner}, section,
            {{"trick", trick_no},
             {"winner", seat_name(winner), seat_name_de(winner)},
             {"recorded", seat_name(*trick.winner), seat_name_de(*trick.winner)}});
}

TrickPlay::TrickResult TrickPlay::play_trick(const Seating& seating, const record::Trick& trick, int trick_no,
                                             int expected_leader, const core::TrickRules& rules, const CardSet& deck,
                                             Reporter& rep, const std::string& section) {
  TrickResult out;
  if (!(plain(trick, expected_leader) && seating.leader == expected_leader && seating.swapped.empty() &&
        seating.gap == kNone && seating.cards.size() == order_.size() &&
        play_plain(trick, seating.seats.data(), seating.cards.data(), trick_no, seating.leader, rules, deck, rep,
                   section, out)))
    play_seated(seating, trick, trick_no, expected_leader, rules, deck, rep, section, out);
  return out;
}

void TrickPlay::play_seated(const Seating& seating, const record::Trick& trick, int trick_no, int expected_leader,
                            const core::TrickRules& rules, const CardSet& deck, Reporter& rep,
                            const std::string& section, TrickResult& out) {
  out.leader = seating.leader;
  const std::size_t findings_before = rep.findings().size();
  // Both have nothing to do for the usual trick: asked here, not by a call per trick.
  if (trick.lead || static_cast<int>(trick.cards.cards.size()) != active_count() || !seating.swapped.empty())
    report_seating(seating, trick, trick_no, expected_leader, rep, section);
  if (seating.gap != kNone && !seating.left_out) note_left_out(seating);
  TableState* view = timeline_.enabled() ? &timeline_.state() : nullptr;
  if (view) {
    view->phase = "play";
    view->trick.clear();
    view->trick_number = trick_no;
  }
  const std::size_t playing = seating.cards.size();
  core::FollowClass led = core::FollowClass::None;  // what the trick asks for, kept as the cards come
  // The led card itself left out and not found: what the trick asks for is unknown, so
  // following cannot be checked in it (only whether each card is held).
  bool led_unknown = seating.gap == 0 && !seating.left_out;
  bool card_open = false;           // a card not held, no stand-in: what the seat played is unknown
  bool any_unknown = false;         // a card of the trick is unknown ('?')
  CouldBe could_be;                 // per unknown card: what it can be
  core::TrickWinner winner(rules);  // found as the cards come, as played (stand-ins included)
  for (std::size_t i = 0; i < playing; ++i) {
    const int seat = seating.seats[i];
    Card card = seating.cards[i];
    const Pos pos = seating.pos[i];
    CardSet& h = hand(seat);
    const LegalQuery query{
        trick_no, seat, i, h, std::span<const Card>(out.cards.data(), out.cards.size()), led, rules, seating.leader};
    // Only computed where it is needed: the replay view, a card the check does not let pass.
    std::optional<CardSet> legal;
    if (view) {
      legal = legal_for(query);
      view->to_move = seat;
      view->legal = *legal;
    }
    if (!h.contains(card)) adopt_unknown(seat, card, deck, std::span<const Card>(out.cards.data(), out.cards.size()));
    card = check_card(query, card, legal, {deck, pos, led_unknown, section}, rep);
    // A led card its seat does not hold, with nothing to put in its place: what the trick
    // really asked for is unknown, so the others' following is not judged by it.
    // Any card its seat does not hold, with nothing in its place: the trick's winner is
    // open (the record's stands) and the seat keeps one card too many, so a later revoke
    // of it is only reported when it is one whichever of its cards is gone.
    if (checkable(card) && !h.contains(card)) {
      if (i == 0) led_unknown = true;
      card_open = true;
      one_too_many(seat);
    }
    if (card.is_unknown()) any_unknown = note_unknown(query, deck, led_unknown, could_be);
    h.erase(card);
    out.seats.push_back(seat);
    out.cards.push_back(card);
    winner.add(card);
    if (led == core::FollowClass::None) led = core::follow_class(card, rules);
    if (view) {
      view->trick.emplace_back(seat, card);
      view->seats[static_cast<std::size_t>(seat - 1)].hand = h.cards();
      view->to_move = next_after(seat);
      // The next seat's choice; after the last card of the trick, following alone.
      view->legal =
          out.cards.size() < order_.size()
              ? legal_for({trick_no, view->to_move, out.cards.size(), hand(view->to_move),
                           std::span<const Card>(out.cards.data(), out.cards.size()), led, rules, seating.leader})
              : core::legal_cards(hand(view->to_move), led, rules);
    }
    if (timeline_.enabled()) {  // the label is only built when someone will see it
      timeline_.push(StepKind::Play, say({}, "phrase.plays", {{"seat", seat}, {"card", card_code(card)}}), pos, seat,
                     trick_no, card);
      timeline_.set_legal_before(legal.value_or(CardSet{}));
    }
  }
  out.complete = static_cast<int>(out.cards.size()) == active_count();
  if (!out.cards.empty()) out.winner = out.seats[static_cast<std::size_t>(winner.best())];
  const bool unknown_open = any_unknown && !settle_unknown_winner(out, could_be, rules);
  // A left-out card nobody can name, a card not held or an unknown card may have won the trick: the
  // record's winner, where it names a seat of the table, stands (no guess either way), else the cards
  // shown decide (the timeline then has no winner by the rules).
  const bool open_winner = (!out.complete && seating.gap != kNone && !seating.left_out) || card_open || unknown_open;
  if (open_winner && trick.winner && std::find(order_.begin(), order_.end(), *trick.winner) != order_.end())
    out.winner = *trick.winner;
  if (out.complete)
    timeline_.set_trick_winner(unknown_open && !trick.winner ? 0 : out.winner, trick.winner.value_or(0));
  if (!open_winner) check_winner(trick, trick_no, out.winner, rep, section);
  if (asked_after(trick)) offer_next(trick, out, trick_no, led, rules, seating.leader);
  ++tricks_played_;
  out.faulty = rep.findings().size() != findings_before;
  last_trick_faulty_ = out.faulty;
  // After a faulty trick its computed winner is a guess: the next trick is led by the
  // seat its cards fit (no cascade of cards "not held" from a guessed lead). After an
  // unknown card too: its winner assumes the card was a legal one, which the next trick's
  // cards may contradict.
  leader_open_ = (open_winner || out.faulty || any_unknown) && !trick.winner;
}

void TrickPlay::offer_next(const record::Trick& trick, const TrickResult& out, int trick_no, core::FollowClass led,
                           const core::TrickRules& rules, int leader) const {
  Turn& next = *timeline_.next();
  next.play_seen = true;
  next.trick_complete = out.complete || out.cards.size() >= order_.size();
  next.hands_empty = std::all_of(order_.begin(), order_.end(), [&](int seat) { return hand(seat).empty(); });
  if (next.trick_complete || next.waits()) return;
  const int seat = out.seats.empty() ? leader : next_after(out.seats[out.seats.size() - 1]);
  if (seat < 1 || seat > static_cast<int>(seats_.size())) return;
  const std::span<const Card> so_far(out.cards.data(), out.cards.size());
  const CardSet legal = legal_for({trick_no, seat, so_far.size(), hand(seat), so_far, led, rules, leader});
  const auto index = static_cast<std::size_t>(&trick - recorded_tricks_.data());
  for (Card c : legal) {
    if (!hand(seat).contains(c)) continue;
    LegalAction a;
    a.kind = ActionKind::Play;
    a.seat = seat;
    a.card = c;
    a.trick = index;
    a.place = trick.cards.cards.size();
    if (next.labelled) a.label = play_label(seat, c);
    offer(next, "play", std::move(a));
  }
}

Card TrickPlay::report_card(const LegalQuery& q, Card card, const CardSet& legal, const CardCheck& c, Reporter& rep) {
  std::optional<IllegalCard> by_law;  // a held card outside the law's legal cards, as the law says it
  if (law_ && !card.is_unknown() && c.deck.contains(card) && q.hand.contains(card) && !legal.contains(card))
    by_law = law_->illegal(q, card, legal);
  if (card.is_unknown()) {
    if (!unknown_reported_) {
      rep.info("play.unknown-card", "play", {c.pos, q.trick_no, q.seat}, c.section, {{"trick", q.trick_no}});
      unknown_reported_ = true;
    }
  } else if (!c.deck.contains(card)) {
    const auto sub = stand_in(q.seat, card, core::PlayFault::NotHeld, legal, false);
    const Message note = sub ? sub->note : Message{};
    rep.error("play.not-in-deck", "play", {c.pos, q.trick_no, q.seat}, c.section,
              {{"card", card_code(card)}, {"note", note}});
    if (sub) card = sub->card;
  } else if (by_law) {
    rep.error(std::move(by_law->code), "play", {c.pos, q.trick_no, q.seat}, std::move(by_law->message), c.section);
  } else if (auto fault = shared_fault(q, card, legal, c.led_unknown)) {
    const auto sub = stand_in(q.seat, card, fault, legal, true);
    const Message note = sub ? sub->note : Message{};
    const Values values{{"seat", seat_name(q.seat), seat_name_de(q.seat)},
                        {"card", card_code(card)},
                        {"trick", q.trick_no},
                        {"legal", cards_to_string(legal.cards())},
                        {"note", note}};
    const Reporter::Where where{c.pos, q.trick_no, q.seat};
    switch (*fault) {
      case core::PlayFault::NotHeld: rep.error("play.card-not-held", "play", where, c.section, values); break;
      case core::PlayFault::MustFollowSuit: rep.error("play.must-follow-suit", "play", where, c.section, values); break;
      case core::PlayFault::MustTrump: rep.error("play.must-trump", "play", where, c.section, values); break;
    }
    if (sub) card = sub->card;
  }
  return card;
}

// One slip, one finding: where the record writes a card the seat cannot have played
// and the record shows it elsewhere too (or it is no card of the deck), and the seat
// holds exactly one card that no recorded trick shows, that card is what it played.
// (A card written once, not held, leaves two readings here: a slip in the trick or in the
// deal; slip_resync.h takes the trick's slip where that alone makes the whole hand fit.) It
// is checked and counted in its place, so the trick's winner, the later tricks and the card
// points stay those of the table.
std::optional<TrickPlay::StandIn> TrickPlay::stand_in(int seat, Card written, std::optional<core::PlayFault> fault,
                                                      const CardSet& legal, bool in_deck) const {
  if (!fault || (in_deck && !shown().twice.contains(written))) return std::nullopt;
  const bool not_held = *fault == core::PlayFault::NotHeld;
  const std::optional<Card> card = never_shown(seat);
  if (!card || !legal.contains(*card)) return std::nullopt;
  return StandIn{*card, say({}, not_held ? "phrase.stand-in" : "phrase.stand-in-twice",
                            {{"card", card_code(*card)}, {"written", card_code(written)}, {"seat", seat}})};
}

std::optional<core::PlayFault> TrickPlay::shared_fault(const LegalQuery& q, Card card, const CardSet& law_legal,
                                                       bool led_unknown) const {
  // A card the game's law allows is legal, whatever following and trumping would say.
  if (law_ && q.hand.contains(card) && law_legal.contains(card)) return std::nullopt;
  auto fault = core::play_fault(q.hand, q.led, card, q.rules);
  if (!fault || *fault == core::PlayFault::NotHeld) return fault;
  if (led_unknown || !certain_fault(q.seat, q.hand, q.led, card, q.rules)) return std::nullopt;
  return fault;
}

void TrickPlay::take_trick(const TrickResult& trick, int to_seat) {
  if (to_seat < 1 || to_seat > static_cast<int>(seats_.size())) return;
  Seat& s = seat_at(to_seat);
  s.pile.append(std::span<const Card>(trick.cards.data(), trick.cards.size()));
  ++s.tricks_won;
  if (!timeline_.enabled()) return;  // refresh_view has nothing to do either
  timeline_.state().trick.clear();
  refresh_view();
}

void TrickPlay::move_between_piles(Card card, int from_seat, int to_seat) {
  auto& from = pile(from_seat);
  auto it = std::find(from.begin(), from.end(), card);
  if (it == from.end()) return;
  from.erase(it);
  pile(to_seat).push_back(card);
  refresh_view();
}

}  // namespace stichprobe::engine
