// The play: the Tappist or Solist leads (in a Misere forehand), follow suit, else
// trump, else any card. The Narr is the highest trump, but in a normal game or Solo a
// player whose only trump it is may withhold it: it then loses its power, is kept to
// the last trick and goes to its owner's side, who gives a low card to the last trick's
// winners in exchange. If its owner leads the last trick, he lays the Narr and the next
// card sets the suit. The withholding choice is Troggu's PlayLaw (NarrLaw), so the legal
// sets TrickPlay checks against and writes into the timeline include it.
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

// The lowest card (by value, then card order) "vom eigenen Gewinnstapel": the owner's own won
// cards (narr-exchange-card=own-pile), or his side's (side-pile); its pile's seat in `from`, 0 if
// there is none.
Card lowest_won_card(const HandState& st, const engine::TrickPlay& tp, int owner, int& from) {
  from = 0;
  Card low;
  for (int s = 1; s <= st.players; ++s) {
    if (st.rules.narr_card_from_side ? !same_side(st, s, owner) : s != owner) continue;
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
      if (st.derive)  // the derivation's notes, built only for it
        st.play_notes.push_back({"the Narr stays with the last trick's winners: " + seat_name(owner) +
                                     " has no won card to give in exchange (narr-without-exchange=to-winners)",
                                 "der Narr bleibt bei den Gewinnern des letzten Stiches: " + seat_name_de(owner) +
                                     " hat keine gewonnene Karte, die er im Austausch geben kann"});
      return;
    }
    // The first sentence gives the Narr to its owner without a condition; the exchange cannot be made.
    tp.move_between_piles(Card::fool(), winner, owner);
    if (st.derive)
      st.play_notes.push_back({"the withheld Narr goes to " + seat_name(owner) + "; there is no won card to give " +
                                   seat_name(winner) + " in exchange",
                               "der zurückbehaltene Narr geht an " + seat_name_de(owner) +
                                   "; es gibt keine gewonnene Karte, die " + seat_name_de(winner) +
                                   " im Austausch bekommen kann"});
    return;
  }
  tp.move_between_piles(Card::fool(), winner, owner);
  tp.move_between_piles(low, from, winner);
  if (st.derive)
    st.play_notes.push_back({"the withheld Narr goes to " + seat_name(owner) + "; " + card_code(low) + " from " +
                                 seat_name(from) + "'s pile goes to " + seat_name(winner) + " in exchange",
                             "der zurückbehaltene Narr geht an " + seat_name_de(owner) + "; im Austausch geht " +
                                 card_code(low) + " vom Gewinnstapel von " + seat_name_de(from) + " an " +
                                 seat_name_de(winner)});
}
// Troggu's law on legal cards: following and trumping, and the withholding choice.
// "Wenn er aber noch der einzige Trumpf auf der Hand eines Spieler ist, muss er nicht
// zugegeben werden": where the Narr is a player's only legal card, he may keep it and
// play any other card the trick allows without it. TrickPlay asks the law for every
// card, so the validator, the replay's legal sets and an editor's choice agree.
class NarrLaw final : public engine::PlayLaw {
 public:
  NarrLaw(bool allowed, int last_trick) : allowed_(allowed), last_trick_(last_trick) {}

  CardSet legal_cards(const engine::LegalQuery& q) const override {
    CardSet legal = core::legal_cards(q.hand, q.led, q.rules);
    // The one who withheld it in this trick no longer holds it: his choice still had it.
    const bool kept_now = q.trick_no == withheld_trick_ && q.seat == withheld_by_;
    if (!kept_now && !q.hand.contains(Card::fool())) return legal;  // the common case, decided cheaply
    if (!kept_now && !may_withhold(q.trick_no, q.hand, q.so_far, q.rules)) return legal;
    CardSet rest = q.hand;
    rest.erase(Card::fool());
    legal |= core::legal_cards(rest, q.led, q.rules);
    legal.insert(Card::fool());
    return legal;
  }

  // legal_cards(q).contains(card), the common case (no Narr to withhold) without the set.
  bool allows(const engine::LegalQuery& q, Card card) const override {
    const bool kept_now = q.trick_no == withheld_trick_ && q.seat == withheld_by_;
    if (!kept_now && !q.hand.contains(Card::fool())) return follows(q, card);
    return legal_cards(q).contains(card);
  }

  // Whether a player holding `hand` may withhold the Narr after `so_far` in trick `trick_no`:
  // once per hand, never in the last trick ("bis zum letzten Stich aufbewahrt"), in a Misere
  // only where the option allows it.
  bool may_withhold(int trick_no, const CardSet& hand, std::span<const Card> so_far,
                    const core::TrickRules& rules) const {
    return allowed_ && withheld_by_ == 0 && trick_no < last_trick_ && may_withhold_narr(hand, so_far, rules);
  }
  void withhold(int trick_no, int seat) {
    withheld_trick_ = trick_no;
    withheld_by_ = seat;
  }

 private:
  bool allowed_;
  int last_trick_;
  int withheld_trick_ = 0;
  int withheld_by_ = 0;
};

// The play as it goes from trick to trick.
struct Run {
  HandState& st;
  engine::TrickPlay& tp;
  NarrLaw& law;
  engine::Reporter& rep;
  engine::Timeline& tl;
  const std::string& section;
  bool must_trump = true;
  int n_tricks = 0;
  int winner = 0;             // leads the next trick
  bool narr_pending = false;  // withheld and not yet laid
  bool all_complete = true;
};

// More tricks than cards in a hand: the rest of the record is not played.
bool beyond_last_trick(const Run& run, const record::Trick& trick, int t, std::size_t recorded) {
  if (t <= run.n_tricks) return false;
  const std::string n = std::to_string(run.n_tricks);
  run.rep.error("play.trick-count", "play", {trick.pos, t, 0}, run.section, {{"number", n}, {"recorded", recorded}});
  return true;
}

// The withheld Narr comes back into its owner's hand, powerless: in the last trick, or
// earlier when the record has him play it (play.narr-kept). True: this trick has it.
bool narr_comes_back(Run& run, const record::Trick& trick, int t, const engine::TrickPlay::Seating& seating) {
  const int owner = run.st.narr_withheld_by;
  const bool last = t == run.n_tricks;
  bool plays_it = false;  // the owner's card in this trick is the Narr
  for (std::size_t i = 0; i < seating.cards.size(); ++i)
    if (seating.seats[i] == owner) plays_it = seating.cards[i].is_fool();
  if (!last && !plays_it) return false;
  if (!last)
    run.rep.error("play.narr-kept", "play", {trick.pos, t, owner}, run.section,
                  {{"seat", seat_name(owner), seat_name_de(owner)}, {"trick", t}});
  run.tp.hand(owner).insert(Card::fool());
  run.narr_pending = false;
  return true;
}

// Seen before the trick is played (TrickPlay must not find the Narr in his hand then):
// does the holder of the Narr, whose only legal card it is, keep it and play another?
// True: he does (his hand changed).
bool note_withholding(Run& run, int t, const engine::TrickPlay::Seating& seating) {
  const core::TrickRules rules = trick_rules(run.must_trump, false);
  for (std::size_t i = 0; i < seating.cards.size(); ++i) {
    const int seat = seating.seats[i];
    const Card card = seating.cards[i];
    CardSet& h = run.tp.hand(seat);
    // The cards before this one: the seating's own, in playing order.
    if (run.law.may_withhold(t, h, std::span<const Card>(seating.cards.data(), i), rules)) {
      if (card.is_fool() || !h.contains(card)) return false;
      run.law.withhold(t, seat);
      run.st.narr_withheld_by = seat;
      run.narr_pending = true;
      h.erase(Card::fool());
      if (run.tl.enabled()) run.tl.state().seats[static_cast<std::size_t>(seat - 1)].roles.push_back("narr withheld");
      return true;
    }
  }
  return false;
}

void play_trick(Run& run, const record::Trick& trick, int t) {
  HandState& st = run.st;
  const bool last = t == run.n_tricks;
  // "Wenn der Besitzer des Narren derjenige ist, der zum letzten Stich ausspielt, so wird der
  // Narr gelegt und die Karte des Spielers rechts neben ihm zeigt nun die Farbe an": the owner
  // leads as usual; the powerless Narr has no suit, so the next card sets it (core::led_class).
  const int leader = run.winner;
  bool powerless = false;
  // The cards as TrickPlay will seat them (a wrong lead, a left-out card, two cards swapped resolved).
  engine::TrickPlay::Seating seating = run.tp.seat_trick(trick, leader);
  bool hand_changed = false;  // the Narr came back or was withheld: seated again on the hands as they are now
  if (run.narr_pending)
    hand_changed = powerless = narr_comes_back(run, trick, t, seating);
  else if (!last)
    hand_changed = note_withholding(run, t, seating);
  if (hand_changed) seating = run.tp.seat_trick(trick, leader);
  const core::TrickRules rules = trick_rules(run.must_trump, powerless);
  auto res = run.tp.play_trick(seating, trick, t, leader, rules, troggu_deck().set, run.rep, run.section);
  run.all_complete = run.all_complete && res.complete;
  run.winner = res.winner ? res.winner : leader;
  if (st.derive) st.trick_lines.push_back(run.tp.explain_trick(trick, t, leader, res, run.rep.findings()));
  run.tp.take_trick(res, run.winner);
  if (powerless && last && st.narr_withheld_by &&
      std::find(res.cards.begin(), res.cards.end(), Card::fool()) != res.cards.end())
    narr_exchange(st, run.tp, st.narr_withheld_by, run.winner);
}

// Troggu is always played to the last trick: fewer tricks recorded are play.incomplete, an
// end the record declares (ended="...") is play.ended-early.
void check_play_end(const HandState& st, Reporter& rep, const std::string& section) {
  const record::Play& play = *st.hand->play;
  const int n_tricks = st.plan->hand_size();
  const std::string have = std::to_string(play.tricks.size()), of = std::to_string(n_tricks);
  if (static_cast<int>(play.tricks.size()) < n_tricks && play.ended.value_or("") != "early") {
    rep.error("play.incomplete", "play", {play.pos, 0, 0}, section, {{"tricks", have}, {"expected", of}});
  } else if (play.ended) {
    rep.error("play.ended-early", "play", {play.pos, 0, 0}, section, {});
  }
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
  const int n_tricks = st.plan->hand_size();
  // The permission stands under "Spielablauf des Normalspiels und Solos" (option misere-withhold-narr).
  NarrLaw law(!misere || st.rules.misere_withhold_narr, n_tricks);
  engine::TrickPlay tp(st.dealt, st.order, tl, [](std::span<const Card> p) { return Rational(points_of(p)); });
  tp.set_recorded_tricks(hand.play->tricks);
  tp.set_law(&law);
  Run run{st, tp, law, rep, tl, section};
  run.must_trump = misere ? st.rules.misere_must_trump : true;
  run.n_tricks = n_tricks;
  run.winner = misere || st.contract.declarer == 0 ? st.forehand() : st.contract.declarer;
  const auto& tricks = hand.play->tricks;
  for (int t = 1; t <= static_cast<int>(tricks.size()); ++t) {
    const record::Trick& trick = tricks[static_cast<std::size_t>(t - 1)];
    if (beyond_last_trick(run, trick, t, tricks.size())) break;
    play_trick(run, trick, t);
  }
  check_play_end(st, rep, section);
  for (int s = 1; s <= st.players; ++s) {
    st.piles[static_cast<std::size_t>(s - 1)] = tp.pile(s);
    st.tricks_won[static_cast<std::size_t>(s - 1)] = tp.tricks_won(s);
  }
  st.play_complete = static_cast<int>(tricks.size()) >= n_tricks && run.all_complete;
}

}  // namespace stichprobe::games::troggu
