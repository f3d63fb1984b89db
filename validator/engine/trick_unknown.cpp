// Unknown cards ('?') in a trick: what each can be, and whether the trick's winner is
// the rules' whatever they are. The winner is known where every card an unknown one can
// be gives the same winner (a trick led by the highest trump, a seat that must follow
// with low cards only); else it is open, and the next trick's leader is the seat its
// cards fit, never a guess (TrickPlay::play_trick).
#include <algorithm>
#include <vector>

#include "validator/engine/trick_play.h"

namespace stichprobe::engine {
namespace {
// Assignments of the unknown cards tried at most: beyond them the winner stays open.
constexpr std::size_t kMaxWays = 4096;
}  // namespace

// A card of the seat's hand (where the record gives it whole; else any card of the deck no
// other seat holds) that no recorded trick shows; of them the legal ones, where the
// trick's led class is known and any of them is legal (a seat plays legally unless the
// record shows otherwise, and an unknown card shows nothing).
CardSet TrickPlay::unknown_could_be(const LegalQuery& q, const CardSet& deck, bool led_unknown) const {
  const bool whole = !q.hand.contains(Card::unknown());
  CardSet out = whole ? q.hand & deck : deck;
  if (!whole)
    for (int s = 1; s <= static_cast<int>(seats_.size()); ++s)
      if (s != q.seat)
        for (Card c : hand(s)) out.erase(c);
  if (shown_known_)
    for (Card c : shown().once) out.erase(c);
  for (Card c : q.so_far) out.erase(c);
  out.erase(Card::unknown());
  if (whole && !led_unknown) {
    const CardSet legal = legal_for(q) & out;
    if (!legal.empty()) return legal;
  }
  return out;
}

bool TrickPlay::one_of_its_unknowns(int seat, Card card, std::span<const Card> so_far) const {
  if (seat < 1 || seat > static_cast<int>(seats_.size()) || !hand(seat).contains(Card::unknown())) return false;
  if (std::find(so_far.begin(), so_far.end(), card) != so_far.end()) return false;  // played already
  for (int s = 1; s <= static_cast<int>(seats_.size()); ++s) {
    if (s != seat && hand(s).contains(card)) return false;
    if (std::find(pile(s).begin(), pile(s).end(), card) != pile(s).end()) return false;  // played already
  }
  return true;
}

void TrickPlay::adopt_unknown(int seat, Card card, const CardSet& deck, std::span<const Card> so_far) {
  if (checkable(card) && deck.contains(card) && !hand(seat).contains(card) && one_of_its_unknowns(seat, card, so_far))
    hand(seat).insert(card);
}

bool TrickPlay::note_unknown(const LegalQuery& q, const CardSet& deck, bool& led_unknown, CouldBe& could_be) {
  could_be[q.place] = unknown_could_be(q, deck, led_unknown);
  if (q.place == 0) led_unknown = true;
  if (!q.hand.contains(Card::unknown())) one_too_many(q.seat);
  return true;
}

bool TrickPlay::settle_unknown_winner(TrickResult& out, const CouldBe& could_be, const core::TrickRules& rules) {
  const int whatever = out.complete ? winner_whatever(out, could_be, rules) : 0;
  if (whatever) out.winner = whatever;
  unknown_winner_ = unknown_winner_ || !whatever;
  return whatever != 0;
}

int TrickPlay::winner_whatever(const TrickResult& out, const CouldBe& could_be, const core::TrickRules& rules) const {
  PerTrick<Card> cards = out.cards;
  std::vector<std::pair<std::size_t, std::vector<Card>>> unknown;
  std::size_t ways = 1;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (!cards[i].is_unknown()) continue;
    std::vector<Card> can = could_be[i].cards();
    if (can.empty()) return 0;
    ways *= can.size();
    if (ways > kMaxWays) return 0;
    unknown.emplace_back(i, std::move(can));
  }
  int seat = 0;
  for (std::size_t w = 0; w < ways; ++w) {
    std::size_t rest = w;
    for (const auto& [i, can] : unknown) {
      cards[i] = can[rest % can.size()];
      rest /= can.size();
    }
    const int wins = out.seats[static_cast<std::size_t>(
        core::trick_winner(std::span<const Card>(cards.data(), cards.size()), rules))];
    if (seat && wins != seat) return 0;
    seat = wins;
  }
  return seat;
}

}  // namespace stichprobe::engine
