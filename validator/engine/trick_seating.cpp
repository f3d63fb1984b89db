// Resynchronising a recorded trick before it is checked: which seat played which
// card when the record's `lead` is wrong, a card is left out or two cards are
// written in the wrong order. One mistake is one finding; later tricks then start
// from the hands as they really are, not from a cascade of cards "not held".
#include <algorithm>
#include <tuple>

#include "validator/engine/trick_play.h"

namespace stichprobe::engine {

void TrickPlay::set_recorded_tricks(std::span<const record::Trick> tricks) {
  recorded_tricks_ = tricks;
  shown_.reset();
  shown_known_ = true;
}

const ShownCards& TrickPlay::shown() const {
  if (!shown_) shown_ = shown_cards(recorded_tricks_);
  return *shown_;
}

// A seat's one card that no recorded trick shows, if it has exactly one: the card it
// really played where the record writes a slip (see TrickPlay::stand_in).
std::optional<Card> TrickPlay::never_shown(int seat) const {
  if (!shown_known_ || seat < 1 || seat > static_cast<int>(seats_.size())) return std::nullopt;
  std::optional<Card> found;
  for (Card c : hand(seat))
    if (!shown().once.contains(c)) {
      if (found) return std::nullopt;
      found = c;
    }
  return found;
}

int TrickPlay::seat_after(int leader, std::size_t offset) const {
  if (offset == 0 || order_.empty()) return leader;
  return order_[(leader_place(leader) + offset) % order_.size()];
}

std::size_t TrickPlay::leader_place(int leader) const {
  // As play goes: a leader who is not an active seat is followed by the first one.
  int place = -1;
  if (leader >= 1 && leader < static_cast<int>(place_of_.size())) {
    place = place_of_[static_cast<std::size_t>(leader)];
  } else if (const auto it = std::find(order_.begin(), order_.end(), leader); it != order_.end()) {
    place = static_cast<int>(it - order_.begin());
  }
  return place < 0 ? order_.size() - 1 : static_cast<std::size_t>(place);
}

// The cards seated from `leader`, the missing places (if any) before index `gap`.
TrickPlay::Seating TrickPlay::arrange(const record::Trick& trick, int leader, std::size_t gap) const {
  Seating s;
  s.leader = leader;
  const auto& cards = trick.cards.cards;
  const std::size_t n = order_.size();
  const std::size_t k = std::min({cards.size(), n, PerTrick<Card>::kCapacity});
  const std::size_t missing = n > k ? n - k : 0;
  const std::size_t at = n > 0 ? leader_place(leader) : 0;  // seat_after(leader, offset), the place found once
  Card* const card_at = s.cards.overwrite(k);
  int* const seat_at = s.seats.overwrite(k);
  Pos* const pos_at = s.pos.overwrite(k);
  std::size_t* const index_at = s.index.overwrite(k);
  const std::size_t token_places = trick.cards.token_pos.size();  // past them the element's place stands
  const int table = static_cast<int>(seats_.size());
  int misfits = 0;  // a local: the stores to the lists could alias a member
  for (std::size_t i = 0; i < k; ++i) {
    const std::size_t offset = i + (missing > 0 && i >= gap ? missing : 0);
    const int seat = offset == 0 ? leader : order_[(at + offset) % n];
    const Card card = cards[i];
    card_at[i] = card;
    seat_at[i] = seat;
    pos_at[i] = i < token_places ? trick.cards.token_pos[i] : trick.cards.pos;
    index_at[i] = i;
    if (checkable(card) && seat >= 1 && seat <= table && !hand(seat).contains(card) && !one_of_its_unknowns(seat, card))
      ++misfits;
  }
  s.misfits = misfits;
  if (missing > 0) s.gap = std::min(gap, k);
  if (missing == 1) {
    s.gap_seat = seat_after(leader, s.gap);
    int never_shown = 0;
    Card card;
    if (shown_known_ && s.gap_seat >= 1 && s.gap_seat <= static_cast<int>(seats_.size()))
      for (Card c : hand(s.gap_seat))
        if (!shown().once.contains(c)) {
          ++never_shown;
          card = c;
        }
    if (never_shown == 1) s.left_out = card;
  }
  return s;
}

// "A card not held that the next seat of the same trick does hold": written in the wrong
// order, when that seat's own card is one the first seat holds (or unknown, '?').
void TrickPlay::find_swaps(Seating& s) const {
  const auto held = [&](int seat, Card c) {
    return seat >= 1 && seat <= static_cast<int>(seats_.size()) && hand(seat).contains(c);
  };
  for (std::size_t i = 0; i < s.cards.size(); ++i) {
    if (!checkable(s.cards[i]) || held(s.seats[i], s.cards[i])) continue;
    for (std::size_t j = 0; j < s.cards.size(); ++j) {
      if (j == i || !held(s.seats[j], s.cards[i])) continue;
      if (checkable(s.cards[j]) ? !held(s.seats[i], s.cards[j]) : !s.cards[j].is_unknown()) continue;
      s.misfits -= checkable(s.cards[j]) && !held(s.seats[j], s.cards[j]) ? 2 : 1;
      std::swap(s.cards[i], s.cards[j]);
      std::swap(s.index[i], s.index[j]);
      s.swapped.push_back(std::min(i, j));
      s.swapped.push_back(std::max(i, j));
      break;
    }
  }
}

bool TrickPlay::is_open(const record::Trick& trick) const {
  return asked_after(trick) && trick.cards.cards.size() < order_.size();
}

// The trick being played: its cards from the leader on, no place left out. The leader is the
// expected one or the recorded `lead`, whichever the cards fit (after an open winner, any).
TrickPlay::Seating TrickPlay::seat_open(const record::Trick& trick, int expected) const {
  const std::size_t k = trick.cards.cards.size();
  const bool recorded_active =
      trick.lead && *trick.lead != expected && std::find(order_.begin(), order_.end(), *trick.lead) != order_.end();
  const int preferred = recorded_active ? *trick.lead : expected;
  PerTrick<int> leaders{preferred};
  if (recorded_active) leaders.push_back(expected);
  if (leader_open_)
    for (int seat : order_) leaders.push_back(seat);
  std::optional<Seating> best;
  for (int leader : leaders) {
    Seating s = arrange(trick, leader, k);
    s.gap = kNone;
    s.gap_seat = 0;
    s.left_out.reset();
    if (!best || s.misfits < best->misfits) best = std::move(s);
  }
  if (best->misfits > 0) find_swaps(*best);
  return std::move(*best);
}

TrickPlay::Seating TrickPlay::seat_trick(const record::Trick& trick, int expected) const {
  return is_open(trick) ? seat_open(trick, expected) : seat_recorded(trick, expected);
}

TrickPlay::Seating TrickPlay::seat_recorded(const record::Trick& trick, int expected) const {
  const std::size_t n = order_.size();
  const std::size_t k = std::min({trick.cards.cards.size(), n, PerTrick<Card>::kCapacity});
  const bool recorded_active =
      trick.lead && *trick.lead != expected && std::find(order_.begin(), order_.end(), *trick.lead) != order_.end();
  // The usual case first: the expected (or recorded) leader, a full trick.
  Seating best = arrange(trick, recorded_active ? *trick.lead : expected, k);
  if (best.misfits == 0 && k == n) return best;
  // Rank: fewest cards not held; a found left-out card; the recorded leader; the gap last.
  const auto rank = [&](const Seating& s) {
    return std::make_tuple(s.misfits, !s.left_out.has_value(), s.leader != (recorded_active ? *trick.lead : expected),
                           k - std::min(s.gap, k));
  };
  // Candidates: the recorded leader and the expected one; after a trick whose winner
  // is open, every seat (the one the cards fit leads).
  PerTrick<int> leaders{recorded_active ? *trick.lead : expected};
  if (recorded_active) leaders.push_back(expected);
  if (leader_open_)
    for (int seat : order_) leaders.push_back(seat);
  for (int leader : leaders)
    for (std::size_t gap = 0; gap <= (k < n ? k : 0); ++gap) {
      Seating s = arrange(trick, leader, k < n ? gap : k);
      if (rank(s) < rank(best)) best = std::move(s);
    }
  // A found left-out card takes its place in the trick, so it is checked and counted.
  if (best.left_out && best.gap != kNone) {
    Seating filled = best;
    filled.cards = {};
    filled.seats = {};
    filled.pos = {};
    filled.index = {};
    for (std::size_t i = 0; i <= best.cards.size(); ++i) {
      if (i == best.gap) {
        filled.cards.push_back(*best.left_out);
        filled.seats.push_back(best.gap_seat);
        filled.pos.push_back(i < best.pos.size() ? best.pos[i] : trick.cards.pos);
        filled.index.push_back(kNone);
      }
      if (i < best.cards.size()) {
        filled.cards.push_back(best.cards[i]);
        filled.seats.push_back(best.seats[i]);
        filled.pos.push_back(best.pos[i]);
        filled.index.push_back(best.index[i]);
      }
    }
    best = std::move(filled);
  }
  if (best.misfits > 0) find_swaps(best);
  return best;
}

void TrickPlay::report_seating(const Seating& s, const record::Trick& trick, int trick_no, int expected, Reporter& rep,
                               const std::string& section) const {
  // The usual trick: no recorded lead, a card of every seat, none swapped: nothing to say.
  if (!trick.lead && static_cast<int>(trick.cards.cards.size()) == active_count() && s.swapped.empty()) return;
  // Right after a faulty trick the table may have judged its winner otherwise: a
  // recorded leader whose cards fit is taken as it stands.
  const bool trusted = last_trick_faulty_ && trick.lead && s.leader == *trick.lead;
  // After an open winner the expected leader is no rule's verdict: only a recorded lead
  // the cards contradict is a finding.
  const bool contradicted = leader_open_ ? trick.lead && s.leader != *trick.lead && s.misfits == 0
                                         : trick.lead && *trick.lead != expected && !trusted;
  if (contradicted) {
    const int should = leader_open_ ? s.leader : expected;
    const bool fits = s.leader == should && s.misfits == 0;
    rep.error(fits ? "play.wrong-leader/fits" : "play.wrong-leader", "play", {trick.pos, trick_no, *trick.lead},
              section,
              {{"trick", trick_no},
               {"leader", seat_name(should), seat_name_de(should)},
               {"recorded", seat_name(*trick.lead), seat_name_de(*trick.lead)}});
  }
  const std::size_t recorded = trick.cards.cards.size();
  if (static_cast<int>(recorded) != active_count() && !is_open(trick)) {  // the trick being played is short
    const bool placed = s.gap_seat != 0 && s.misfits == 0;
    const char* key = !placed ? "play.trick-size" : s.left_out ? "play.trick-size/left-out" : "play.trick-size/unseen";
    rep.error(key, "play", {trick.pos, trick_no, placed ? s.gap_seat : 0}, section,
              {{"trick", trick_no},
               {"recorded", recorded},
               {"expected", active_count()},
               {"seat", seat_name(s.gap_seat), seat_name_de(s.gap_seat)},
               {"card", s.left_out ? card_code(*s.left_out) : std::string()}});
  }
  for (std::size_t p = 0; p + 1 < s.swapped.size(); p += 2) {
    const std::size_t i = s.swapped[p], j = s.swapped[p + 1];
    const Card wrote_first = s.cards[j], wrote_second = s.cards[i];  // swapped back already
    rep.error("play.cards-out-of-order", "play", {s.pos[i], trick_no, s.seats[i]}, section,
              {{"first", card_code(wrote_first)},
               {"second", card_code(wrote_second)},
               {"trick", trick_no},
               {"seat", seat_name(s.seats[i]), seat_name_de(s.seats[i])},
               {"other", seat_name(s.seats[j]), seat_name_de(s.seats[j])}});
  }
}

void TrickPlay::note_left_out(const Seating& s) {
  if (s.gap == kNone || s.left_out) return;
  const std::size_t missing = order_.size() - std::min(s.cards.size(), order_.size());
  for (std::size_t m = 0; m < missing; ++m) {
    const int seat = seat_after(s.leader, s.gap + m);
    one_too_many(seat);
  }
}

namespace {
// Whether playing `card` breaks following or trumping whichever `gone` cards of `hand` (not
// `card`) are really gone already: removing a card that is not legal never lifts a fault,
// so only the legal ones are tried (more than three: not judged, no finding).
bool fault_whatever_gone(const CardSet& hand, core::FollowClass led, Card card, const core::TrickRules& rules,
                         int gone) {
  if (gone == 0) return core::play_fault(hand, led, card, rules).has_value();
  if (gone > 3) return false;
  for (Card c : core::legal_cards(hand, led, rules)) {
    if (c == card) continue;
    CardSet rest = hand;
    rest.erase(c);
    if (!fault_whatever_gone(rest, led, card, rules, gone - 1)) return false;
  }
  return true;
}
}  // namespace

void TrickPlay::one_too_many(int seat) {
  if (seat >= 1 && static_cast<std::size_t>(seat) < extra_.size() && extra_[static_cast<std::size_t>(seat)] < 255)
    ++extra_[static_cast<std::size_t>(seat)];
}

// A seat holding unknown cards too many (its left-out card was not found, it played a
// card not held or an unknown one) breaks a follow rule for certain only if it does so
// whichever of its cards are gone.
bool TrickPlay::certain_fault(int seat, const CardSet& hand, core::FollowClass led, Card card,
                              const core::TrickRules& rules) const {
  if (seat < 1 || static_cast<std::size_t>(seat) >= extra_.size() || extra_[static_cast<std::size_t>(seat)] == 0)
    return true;
  return fault_whatever_gone(hand, led, card, rules, extra_[static_cast<std::size_t>(seat)]);
}

}  // namespace stichprobe::engine
