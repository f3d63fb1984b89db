#include "validator/engine/trick_play.h"

#include <algorithm>

namespace stichprobe::engine {

std::string seat_name(int seat) { return "seat " + std::to_string(seat); }
std::string seat_name_de(int seat) { return "Sitz " + std::to_string(seat); }

CardSet PlayLaw::legal_cards(const LegalQuery& q) const { return core::legal_cards(q.hand, q.led, q.rules); }

std::optional<IllegalCard> PlayLaw::illegal(const LegalQuery&, Card, const CardSet&) const { return std::nullopt; }

CardSet TrickPlay::legal_cards(int trick_no, int seat, std::span<const Card> so_far,
                               const core::TrickRules& rules) const {
  const CardSet& h = hand(seat);
  const core::FollowClass led = core::led_class(so_far, rules);
  if (!law_) return core::legal_cards(h, led, rules);
  return law_->legal_cards({trick_no, seat, so_far.size(), h, so_far, led, rules});
}

TrickPlay::TrickPlay(std::span<const CardSet> hands, std::span<const int> order, Timeline& timeline,
                     std::function<Rational(std::span<const Card>)> pile_points)
    : seats_(hands.size()),
      order_(PerTrick<int>::of(order)),
      timeline_(timeline),
      pile_points_(std::move(pile_points)) {
  for (std::size_t i = 0; i < order_.size(); ++i)
    if (order_[i] >= 1 && order_[i] < static_cast<int>(place_of_.size()) &&
        place_of_[static_cast<std::size_t>(order_[i])] < 0)
      place_of_[static_cast<std::size_t>(order_[i])] = static_cast<int>(i);
  // The piles are inline (engine::Pile): no allocation per seat.
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

TrickPlay::TrickResult TrickPlay::play_trick(const record::Trick& trick, int trick_no, int expected_leader,
                                             const core::TrickRules& rules, const CardSet& deck, Reporter& rep,
                                             const std::string& section) {
  TrickResult out;
  const Seating seating = seat_trick(trick, expected_leader);
  out.leader = seating.leader;
  const std::size_t findings_before = rep.findings().size();
  report_seating(seating, trick, trick_no, expected_leader, rep, section);
  note_left_out(seating);
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
  const bool led_unknown = seating.gap == 0 && !seating.left_out;
  for (std::size_t i = 0; i < playing; ++i) {
    const int seat = seating.seats[i];
    const Card card = seating.cards[i];
    const Pos pos = seating.pos[i];
    CardSet& h = hand(seat);
    const LegalQuery query{
        trick_no, seat, i, h, std::span<const Card>(out.cards.data(), out.cards.size()), led, rules, seating.leader};
    // Only computed where it is needed: the law's check, the replay view, a fault's message.
    CardSet legal;
    if (law_) {
      legal = law_->legal_cards(query);
    } else if (view) {
      legal = core::legal_cards(h, led, rules);
    }
    if (view) {
      view->to_move = seat;
      view->legal = legal;
    }
    std::optional<IllegalCard> by_law;  // a held card outside the law's legal cards, as the law says it
    if (law_ && !card.is_unknown() && deck.contains(card) && h.contains(card) && !legal.contains(card))
      by_law = law_->illegal(query, card, legal);
    if (card.is_unknown()) {
      if (!unknown_reported_) {
        rep.info("play.unknown-card", "play", {pos, trick_no, seat},
                 {"a card of trick " + std::to_string(trick_no) + " is unknown ('?'): its legality cannot be checked",
                  "eine Karte von Stich " + std::to_string(trick_no) +
                      " ist unbekannt ('?'): ob sie zugegeben werden durfte, ist nicht prüfbar"},
                 section);
        unknown_reported_ = true;
      }
    } else if (!deck.contains(card)) {
      rep.error("play.not-in-deck", "play", {pos, trick_no, seat},
                {card_code(card) + " is not a card of this game's deck",
                 card_code(card) + " gehört nicht zum Blatt dieses Spiels"},
                section);
    } else if (by_law) {
      rep.error(std::move(by_law->code), "play", {pos, trick_no, seat}, std::move(by_law->message), section);
    } else if (auto fault = shared_fault(query, card, legal, led_unknown)) {
      if (!law_) legal = core::legal_cards(h, led, rules);
      const std::string who = seat_name(seat) + " plays " + card_code(card) + " to trick " + std::to_string(trick_no);
      const std::string wer =
          seat_name_de(seat) + " spielt " + card_code(card) + " in Stich " + std::to_string(trick_no);
      switch (*fault) {
        case core::PlayFault::NotHeld:
          rep.error("play.card-not-held", "play", {pos, trick_no, seat},
                    {who + " but does not hold it", wer + ", hat die Karte aber nicht"}, section);
          break;
        case core::PlayFault::MustFollowSuit:
          rep.error("play.must-follow-suit", "play", {pos, trick_no, seat},
                    {who + " but must follow the led suit (legal: " + cards_to_string(legal.cards()) + ")",
                     wer + ", muss aber Farbe bekennen (erlaubt: " + cards_to_string(legal.cards()) + ")"},
                    section);
          break;
        case core::PlayFault::MustTrump:
          rep.error("play.must-trump", "play", {pos, trick_no, seat},
                    {who + " but cannot follow and must trump (legal: " + cards_to_string(legal.cards()) + ")",
                     wer + ", kann nicht bekennen und muss stechen (erlaubt: " + cards_to_string(legal.cards()) + ")"},
                    section);
          break;
      }
    }
    h.erase(card);
    out.seats.push_back(seat);
    out.cards.push_back(card);
    if (led == core::FollowClass::None) led = core::follow_class(card, rules);
    if (view) {
      view->trick.emplace_back(seat, card);
      view->seats[static_cast<std::size_t>(seat - 1)].hand = h.cards();
      view->to_move = next_after(seat);
      view->legal = law_ && out.cards.size() < order_.size()
                        ? law_->legal_cards({trick_no, view->to_move, out.cards.size(), hand(view->to_move),
                                             std::span<const Card>(out.cards.data(), out.cards.size()), led, rules,
                                             seating.leader})
                        : core::legal_cards(hand(view->to_move), led, rules);
    }
    if (timeline_.enabled()) {  // the label is only built when someone will see it
      timeline_.push(StepKind::Play,
                     {seat_name(seat) + " plays " + card_code(card), seat_name_de(seat) + " spielt " + card_code(card)},
                     pos, seat, trick_no, card);
      timeline_.set_legal_before(legal);
    }
  }
  out.complete = static_cast<int>(out.cards.size()) == active_count();
  if (!out.cards.empty()) out.winner = out.seats[static_cast<std::size_t>(core::trick_winner(out.cards, rules))];
  // A left-out card nobody can name may have won the trick: the record's winner, where
  // it names a seat of the table, stands (no guess either way), else the cards shown decide.
  const bool open_winner = !out.complete && seating.gap != kNone && !seating.left_out;
  if (open_winner && trick.winner && std::find(order_.begin(), order_.end(), *trick.winner) != order_.end())
    out.winner = *trick.winner;
  if (out.complete) timeline_.set_trick_winner(out.winner, trick.winner.value_or(0));
  if (trick.winner && out.winner != 0 && *trick.winner != out.winner && !open_winner) {
    rep.error("play.wrong-winner", "play", {trick.pos, trick_no, *trick.winner},
              {"trick " + std::to_string(trick_no) + " is won by " + seat_name(out.winner) + ", the record says " +
                   seat_name(*trick.winner),
               "Stich " + std::to_string(trick_no) + " macht " + seat_name_de(out.winner) + ", aufgeschrieben ist " +
                   seat_name_de(*trick.winner)},
              section);
  }
  ++tricks_played_;
  out.faulty = rep.findings().size() != findings_before;
  last_trick_faulty_ = out.faulty;
  leader_open_ = open_winner && !trick.winner;
  return out;
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
  if (timeline_.enabled()) timeline_.state().trick.clear();
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
