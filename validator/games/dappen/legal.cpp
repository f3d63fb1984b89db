// Which card may be played: the shared follow/trump rules plus Dappen's own.
#include <algorithm>

#include "validator/games/dappen/play.h"

namespace stichprobe::games::dappen {

int next_active(const std::vector<int>& order, int seat) {
  auto it = std::find(order.begin(), order.end(), seat);
  if (it == order.end() || ++it == order.end()) return order.empty() ? 0 : order.front();
  return *it;
}

int ulti_trick(const PlaySetup& s, Card c) {
  const int k = static_cast<int>(s.ulti.size());
  for (int i = 0; i < k; ++i)
    if (s.ulti[static_cast<std::size_t>(i)] == c) return s.tricks - k + 1 + i;
  return 0;
}

core::TrickRules trick_rules(bool powerless_fool) {
  core::TrickRules r;
  r.fool = powerless_fool ? core::FoolRole::Powerless : core::FoolRole::HighestTrump;
  return r;
}

Card bound_card(int trick_no) {
  switch (trick_no) {
    case 1: return Card::fool();
    case 2: return Card::trump(21);
    case 3: return Card::trump(1);
    default: return Card::unknown();
  }
}

bool is_bound_trick(const Rules& r, int trick_no) { return r.v.bound_tricks && trick_no >= 1 && trick_no <= 3; }

CardSet bound_legal(int trick_no, const CardSet& hand) {
  // "In den ersten drei Stichen muss Trumpf gespielt werden. [...] Wer keinen Trumpf zugeben kann oder darf [...],
  // spielt eine leere Karte, sonst eine beliebige Farbkarte."
  const Card bound = bound_card(trick_no);
  if (hand.contains(bound)) return CardSet::of({bound});
  CardSet trumps, empty, suited;
  for (Card c : hand) {
    bool later_bound = false;
    for (int t = trick_no + 1; t <= 3; ++t) later_bound = later_bound || c == bound_card(t);
    if ((c.is_trump() || c.is_fool()) && !later_bound) trumps.insert(c);
    if (c.is_suited()) {
      suited.insert(c);
      if (c.rank() <= Rank::Pip10) empty.insert(c);
    }
  }
  if (!trumps.empty()) return trumps;
  if (!empty.empty()) return empty;
  if (!suited.empty()) return suited;
  return hand;
}

bool may_withhold(const PlaySetup& s, const PlayState& st, int trick_no, int seat, const CardSet& hand,
                  const std::vector<Card>& so_far) {
  if (!s.rules->gstiesieren || seat == s.declarer || st.gstiesierer != 0 || trick_no >= s.tricks) return false;
  if (so_far.empty() || !hand.contains(Card::fool())) return false;
  for (Card c : hand)
    if (c.is_trump()) return false;  // the Gstiess is not his only trump
  const core::TrickRules rules = trick_rules(false);
  const core::FollowClass led = core::led_class(so_far, rules);
  if (led == core::FollowClass::Trump) return true;
  for (Card c : hand)
    if (core::follow_class(c, rules) == led) return false;  // he can follow suit
  return true;                                              // must trump, and the Gstiess is all he has
}

CardSet legal_play(const PlaySetup& s, const PlayState& st, int trick_no, int seat, const CardSet& hand,
                   const std::vector<Card>& so_far) {
  const Rules& r = *s.rules;
  CardSet legal;
  if (is_bound_trick(r, trick_no)) {
    legal = bound_legal(trick_no, hand);
  } else {
    legal = core::legal_cards(hand, so_far, trick_rules(st.gstiesierer != 0));
    if (st.gstiesierer == seat && trick_no < s.tricks && legal.contains(Card::fool()) && legal.size() > 1)
      legal.erase(Card::fool());  // a withheld Gstiess is shown only in the last trick
  }
  if (seat == s.declarer && !s.ulti.empty()) {
    // "[...] dürfen vor den ihnen zugeordneten Stichen nicht gespielt werden, wenn der Spieler eine andere
    // Möglichkeit hat."
    CardSet rest = legal;
    for (Card c : s.ulti)
      if (ulti_trick(s, c) > trick_no) rest.erase(c);
    if (!rest.empty()) legal = rest;
  }
  if (may_withhold(s, st, trick_no, seat, hand, so_far)) {
    CardSet alt = core::legal_cards(hand, so_far, trick_rules(true));
    alt.erase(Card::fool());
    legal |= alt;
  }
  return legal;
}

int adjust_last_leader(const PlaySetup& s, const PlayState& st, int trick_no, int leader) {
  if (trick_no == s.tricks && st.gstiesierer != 0 && leader == st.gstiesierer) return next_active(s.order, leader);
  return leader;
}

std::vector<PileMove> gstiess_moves(const PlaySetup& s, int gstiesierer, int last_winner,
                                    const std::vector<std::vector<Card>>& piles) {
  if (gstiesierer == 0 || last_winner != s.declarer) return {};
  bool defenders_have_cards = false;
  for (int seat : s.order)
    if (seat != s.declarer && !piles[static_cast<std::size_t>(seat - 1)].empty()) defenders_have_cards = true;
  if (!defenders_have_cards) return {};  // the declarer's Marsch: he keeps the Gstiess
  std::vector<PileMove> moves{{Card::fool(), s.declarer, gstiesierer}};
  // A one-point card from the defenders, the Gstiesierer's own first.
  std::vector<int> givers{gstiesierer};
  for (int seat : s.order)
    if (seat != s.declarer && seat != gstiesierer) givers.push_back(seat);
  for (int g : givers)
    for (Card c : piles[static_cast<std::size_t>(g - 1)])
      if (!c.is_unknown() && !is_five(c) && (c.is_trump() || (c.is_suited() && c.rank() <= Rank::Pip10))) {
        moves.push_back({c, g, s.declarer});
        return moves;
      }
  return moves;
}

}  // namespace stichprobe::games::dappen
