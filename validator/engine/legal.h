// What may come next in a hand: the seat to act and each action the rules allow, in every
// phase, from the game's own auction machine, exchange rules and play law. A game's phases
// offer them while they check the record (AnalysisOptions::next, Timeline::next), so the
// position is the one the validator sees (its faults and resynchronisation included), and
// the legal actions come from the same code that judges a recorded one. The editor,
// `record`, the generators and the replay ask only this (GameModule::next_turn).
#pragma once
#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "formats/card.h"
#include "formats/finding.h"
#include "formats/record.h"

namespace stichprobe::engine {

// One step of a hand, as small as the table takes it: a call; taking a talon packet;
// laying away one card (drücken, legen, ablegen); calling a card in exchange (a swap) and
// giving one for it; an announcement; playing a card.
enum class ActionKind { Call, Take, Discard, Swap, Give, Announce, Play };

struct LegalAction {
  ActionKind kind = ActionKind::Call;
  int seat = 0;
  record::Call call;          // Call: as the record writes it (bid, suit, card)
  std::optional<int> packet;  // Take: the talon packet (1-based)
  std::vector<Card> cards;    // Announce: the cards it shows (Ulti)
  Card card;                  // Discard, Give, Play; Swap: the card called
  int from = 0;               // Swap: who holds the called card (a seat; 0: the talon)
  std::string type;           // Announce: its THR type (pagat-ultimo, ulti, herz-ass)
  std::size_t trick = 0;      // Play: the trick (0-based) and the card's place in it
  std::size_t place = 0;      //   (place 0 leads the trick)
  bool optional = false;      // the seat may do it, or the hand goes on without it
  Message label;              // in the game's own words: "Sitz 2 sagt Dreier"
};

// What may come next after the record as it stands.
struct Turn {
  std::string phase;  // auction | exchange | announcement | play: the first required action's
  int seat = 0;       // the seat to act (0: nobody)
  std::vector<LegalAction> actions;
  // Once the auction is over: the contract it gives (what a record without one writes).
  std::optional<record::Contract> contract;
  // Once nothing more can come: played, thrown-in or redeal ("" while the hand goes on).
  std::string outcome;
  // Whether the actions carry their labels: an editor shows them; a generator, which asks
  // at every step, does without (the phases build no text then).
  bool labelled = true;

  // A required action is offered, or the hand is over: a later phase offers nothing.
  bool waits() const;
  // `a` is one of the legal actions (kind, seat and what it names alike; labels aside).
  bool allows(const LegalAction& a) const;

  // The play phase's report to the engine's probe (TrickPlay fills it): it ran over the
  // recorded tricks, its last trick is complete (or it had none), every hand is empty.
  bool play_seen = false;
  bool trick_complete = false;
  bool hands_empty = false;
};

// Offers an action (a phase's check does, where Timeline::next asks): the seat to act and
// the phase are the first required action's, else the first action's.
void offer(Turn& turn, const char* phase, LegalAction action);

// Whether two actions are the same step (labels aside).
bool same_action(const LegalAction& a, const LegalAction& b);

// Enters `action` into `hand` as a record writes it: a call at the end of the auction, a
// taken packet as a new exchange, a laid-away card at the end of its seat's last exchange
// (a new one if the last is another seat's), a called card as a new swap and the card
// given for it on that swap, an announcement, a card at its place (place 0 starts the
// trick, with its lead).
void apply(record::Hand& hand, const LegalAction& action);

// "seat 2 plays HK" / "Sitz 2 spielt HK", as the replay labels a card.
Message play_label(int seat, Card card);

// The cards of `held` (not yet in `chosen`) that a discard of `size` cards may hold: a card
// is one where `chosen`, it and the rest filled in a cheap order make a discard the game's
// own check `allowed` accepts. Two orders are tried: the cheapest cards first (by `cost`,
// the cards the rules restrict dearest), and the card's own class first (a rule that lays
// a group away whole, as Troggu's four kings). So the laid-away cards are offered one by
// one and every card offered can still end in a discard the validator accepts.
CardSet completable_discards(const CardSet& held, std::span<const Card> chosen, std::size_t size,
                             const std::function<int(Card)>& cost,
                             const std::function<bool(std::span<const Card>)>& allowed);

// Offers each card of `cards` to lay away for `seat`, labelled by `label`.
void offer_discards(Turn& turn, int seat, const CardSet& cards, const std::function<Message(Card)>& label);

}  // namespace stichprobe::engine
