// The play: the Tappist or Solist leads (in a Misere forehand), follow suit, else
// trump, else any card. The Narr is the highest trump, but in a normal game or Solo a
// player whose only trump it is may withhold it: it then loses its power, is kept to
// the last trick and goes to its owner's side, who gives a low card to the last trick's
// winners in exchange. If its owner leads the last trick, he lays the Narr and the next
// card sets the suit.
#include <algorithm>

#include "validator/engine/trick_play.h"
#include "validator/games/troggu/state.h"

namespace stichprobe::games::troggu {

using engine::Reporter;
using engine::seat_name;
using engine::seat_name_de;

namespace {

bool same_side(const HandState& st, int a, int b) {
  if (st.contract.type == "misere" || st.contract.declarer == 0) return a == b;
  return st.on_declarer_side(a) == st.on_declarer_side(b);
}

// The lowest card (by value, then card order) the owner's side has won: its pile's seat in
// `from`, 0 if the side has won none.
Card lowest_won_card(const HandState& st, const engine::TrickPlay& tp, int owner, int& from) {
  from = 0;
  Card low;
  for (int s = 1; s <= st.players; ++s) {
    if (!same_side(st, s, owner)) continue;
    for (Card c : tp.pile(s)) {
      const bool lower = from == 0 || card_value(c) < card_value(low) || (card_value(c) == card_value(low) && c < low);
      if (!c.is_fool() && lower) {
        from = s;
        low = c;
      }
    }
  }
  return low;
}

// "Erst dann legt der Spieler den Narren und addiert ihn zu den eigenen gewonnenen Karten. Im
// Austausch dafür muss er eine niedrige Karte vom eigenen Gewinnstapel den Gewinnern des letzten
// Stiches geben."
void narr_exchange(HandState& st, engine::TrickPlay& tp, int owner, int winner) {
  if (same_side(st, owner, winner)) return;
  int from = 0;
  const Card low = lowest_won_card(st, tp, owner, from);
  if (from == 0) {
    if (!st.rules.narr_to_owner_without_exchange) {
      st.play_notes.push_back({"the Narr stays with the last trick's winners: " + seat_name(owner) +
                                   "'s side has no card to give in exchange (narr-without-exchange=to-winners)",
                               "der Narr bleibt bei den Gewinnern des letzten Stiches: die Seite von " +
                                   seat_name_de(owner) + " hat keine Karte, die sie im Austausch geben kann"});
      return;
    }
    // The first sentence gives the Narr to its owner without a condition; the exchange cannot be made.
    tp.move_between_piles(Card::fool(), winner, owner);
    st.play_notes.push_back({"the withheld Narr goes to " + seat_name(owner) + "; his side has no won card to give " +
                                 seat_name(winner) + " in exchange",
                             "der zurückbehaltene Narr geht an " + seat_name_de(owner) +
                                 "; seine Seite hat keine "
                                 "gewonnene Karte, die sie " +
                                 seat_name_de(winner) + " im Austausch geben kann"});
    return;
  }
  tp.move_between_piles(Card::fool(), winner, owner);
  tp.move_between_piles(low, from, winner);
  st.play_notes.push_back({"the withheld Narr goes to " + seat_name(owner) + "; " + card_code(low) + " from " +
                               seat_name(from) + "'s pile goes to " + seat_name(winner) + " in exchange",
                           "der zurückbehaltene Narr geht an " + seat_name_de(owner) + "; im Austausch geht " +
                               card_code(low) + " vom Gewinnstapel von " + seat_name_de(from) + " an " +
                               seat_name_de(winner)});
}

}  // namespace

void check_play(HandState& st, Reporter& rep, engine::Timeline& tl) {
  const record::Hand& hand = *st.hand;
  st.piles.assign(static_cast<std::size_t>(st.players), {});
  st.tricks_won.assign(static_cast<std::size_t>(st.players), 0);
  st.play_complete = false;
  if (!hand.play) return;  // the session driver says so (play.not-recorded)
  const bool misere = st.contract.type == "misere";
  const std::string& section = misere ? kMisereSection : kPlaySection;
  const bool must_trump = misere ? st.rules.misere_must_trump : true;
  // The permission stands under "Spielablauf des Normalspiels und Solos" (option misere-withhold-narr).
  const bool withholding_allowed = !misere || st.rules.misere_withhold_narr;
  engine::TrickPlay tp(st.dealt, st.order, tl, [](const std::vector<Card>& p) { return Rational(points_of(p)); });
  tp.set_recorded_tricks(hand.play->tricks);
  const int n_tricks = st.plan->hand_size();
  const auto& tricks = hand.play->tricks;
  int winner = misere ? st.forehand() : st.contract.declarer;
  if (winner == 0) winner = st.forehand();
  bool narr_pending = false;  // withheld and not yet laid
  bool all_complete = true;
  std::vector<Card> so_far;  // reused from trick to trick
  so_far.reserve(static_cast<std::size_t>(st.players));
  for (int t = 1; t <= static_cast<int>(tricks.size()); ++t) {
    const record::Trick& trick = tricks[static_cast<std::size_t>(t - 1)];
    if (t > n_tricks) {
      rep.error("play.trick-count", "play", {trick.pos, t, 0},
                {"each player holds " + std::to_string(n_tricks) + " cards, so there are " + std::to_string(n_tricks) +
                     " tricks; the record has " + std::to_string(tricks.size()),
                 "jeder Spieler hält " + std::to_string(n_tricks) + " Karten, also gibt es " +
                     std::to_string(n_tricks) + " Stiche; aufgeschrieben sind " + std::to_string(tricks.size())},
                section);
      break;
    }
    const bool last = t == n_tricks;
    // "Wenn der Besitzer des Narren derjenige ist, der zum letzten Stich ausspielt, so wird der
    // Narr gelegt und die Karte des Spielers rechts neben ihm zeigt nun die Farbe an": the owner
    // leads as usual; the powerless Narr has no suit, so the next card sets it (core::led_class).
    const int leader = winner;
    bool powerless = false;
    // The cards as TrickPlay will seat them (a wrong lead, a left-out card, two cards swapped resolved).
    const engine::TrickPlay::Seating seating = tp.seat_trick(trick, leader);
    const auto& cards = seating.cards;
    if (narr_pending) {
      const int owner = st.narr_withheld_by;
      // Where the owner's card stands in this trick.
      Card owners_card;
      bool found = false;
      for (std::size_t i = 0; i < cards.size(); ++i)
        if (seating.seats[i] == owner) {
          owners_card = cards[i];
          found = true;
        }
      if (last || (found && owners_card.is_fool())) {
        if (!last)
          rep.error("play.narr-kept", "play", {trick.pos, t, owner},
                    {seat_name(owner) +
                         " withheld the Narr and must keep it to the last trick (\"Er muss nun bis "
                         "zum letzten Stich aufbewahrt werden.\"), but plays it to trick " +
                         std::to_string(t),
                     seat_name_de(owner) +
                         " hat den Narren nicht zugegeben; er muss nun bis zum letzten Stich "
                         "aufbewahrt werden, wird aber in Stich " +
                         std::to_string(t) + " gespielt"},
                    section);
        tp.hand(owner).insert(Card::fool());
        powerless = true;
        narr_pending = false;
      }
    } else if (!last && st.narr_withheld_by == 0 && withholding_allowed) {
      // Does the holder of the Narr withhold it in this trick?
      const core::TrickRules rules = trick_rules(must_trump, false);
      so_far.clear();
      for (std::size_t i = 0; i < cards.size(); ++i) {
        const int seat = seating.seats[i];
        const CardSet& h = tp.hand(seat);
        if (may_withhold_narr(h, so_far, rules)) {
          CardSet rest = h;
          rest.erase(Card::fool());
          CardSet extra = core::legal_cards(rest, so_far, rules);
          extra.insert(Card::fool());
          st.legal_patches.push_back({t, seat, extra});
          if (!cards[i].is_fool() && h.contains(cards[i])) {
            st.narr_withheld_by = seat;
            narr_pending = true;
            tp.hand(seat).erase(Card::fool());
            if (tl.enabled()) tl.state().seats[static_cast<std::size_t>(seat - 1)].roles.push_back("narr withheld");
          }
          break;
        }
        so_far.push_back(cards[i]);
      }
    }
    const core::TrickRules rules = trick_rules(must_trump, powerless);
    auto res = tp.play_trick(trick, t, leader, rules, troggu_deck().set, rep, section);
    all_complete = all_complete && res.complete;
    winner = res.winner ? res.winner : leader;
    if (st.derive) st.trick_lines.push_back(tp.explain_trick(trick, t, leader, res, rep.findings()));
    tp.take_trick(res, winner);
    if (powerless && last && st.narr_withheld_by &&
        std::find(res.cards.begin(), res.cards.end(), Card::fool()) != res.cards.end())
      narr_exchange(st, tp, st.narr_withheld_by, winner);
  }
  if (static_cast<int>(tricks.size()) < n_tricks && hand.play->ended.value_or("") != "early") {
    rep.error("play.incomplete", "play", {hand.play->pos, 0, 0},
              {"the play has " + std::to_string(tricks.size()) + " tricks of " + std::to_string(n_tricks) +
                   ": points and payments cannot be checked",
               "das Spiel hat " + std::to_string(tricks.size()) + " von " + std::to_string(n_tricks) +
                   " Stichen: Punkte und Zahlungen sind nicht prüfbar"},
              section);
  } else if (hand.play->ended) {
    rep.error("play.ended-early", "play", {hand.play->pos, 0, 0},
              {"Troggu is always played to the last trick: the record ends early",
               "Troggu wird immer bis zum letzten Stich gespielt: aufgeschrieben ist ein vorzeitiges Ende"},
              section);
  }
  for (int s = 1; s <= st.players; ++s) {
    st.piles[static_cast<std::size_t>(s - 1)] = std::move(tp.pile(s));  // tp ends here
    st.tricks_won[static_cast<std::size_t>(s - 1)] = tp.tricks_won(s);
  }
  st.play_complete = static_cast<int>(tricks.size()) >= n_tricks && all_complete;
}

}  // namespace stichprobe::games::troggu
