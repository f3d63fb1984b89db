// The editing model's actions: each one small value an archivist does to a hand record
// (validator/edit/edit_session.h applies them, undoes and redoes them). Every action
// that adds an element appends it, or with `at` replaces the element at that index, so
// one action type both enters a hand in order and corrects an opened one anywhere.
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "formats/card.h"
#include "formats/record.h"

namespace stichprobe::edit {

// Appends a new hand (n = the last hand's n + 1) dealt by `dealer`; it becomes the current hand.
struct StartHand {
  int dealer = 1;
  std::optional<int> n;           // default: the last hand's n + 1
  std::vector<int> sitting_out;   // seats that sit this hand out
  std::optional<std::string> id;  // the source's own name for the hand
};
// Goes on with hand `index` (0-based) as the current hand: the actions after it in one
// EditSession::apply_all change that hand (the record command fills in what each hand of
// a transcript leaves to the rules, in one step).
struct SelectHand {
  std::size_t index = 0;
};
// The current hand's dealer (the seat whose turn it was, where the source does not say).
struct SetDealer {
  int dealer = 1;
};
// A seat's dealt cards, replacing what it had ('?' = a card the source does not name).
// `derived`: not from the source but what the rest of the record leaves (marked
// transcript:computed, so `record --from` leaves it out and `record` derives it again).
struct DealCards {
  int seat = 0;
  std::vector<Card> cards;
  bool derived = false;
};
// The talon as one list of cards (Tapp, Tübinger, Troggu, Dappen's Dapp).
struct DealTalon {
  std::vector<Card> cards;
  bool derived = false;
};
// The talon as packets (Tapp Tarock: packet 1 upper, packet 2 lower).
struct DealPackets {
  std::vector<std::vector<Card>> packets;
  bool derived = false;
};
struct MakeCall {
  record::Call call;
  std::optional<std::size_t> at;
};
// The contract; nullopt removes it.
struct SetContract {
  std::optional<record::Contract> contract;
};
// Taking from the talon and discarding (drücken, legen, ablegen).
struct Exchange {
  record::Exchange exchange;
  std::optional<std::size_t> at;
};
struct Swap {
  record::Swap swap;
  std::optional<std::size_t> at;
};
struct Announce {
  record::Announcement announcement;
  std::optional<std::size_t> at;
};
// A card's place in the play, both 0-based.
struct CardPlace {
  std::size_t trick = 0;
  std::size_t place = 0;
};
// Without `at`: the next card (a new trick once the last one holds a card of every
// active seat). With `at`: replaces that card, or, at the place just past a trick's last
// card, adds it there, and at place 0 of the trick just past the last, starts that trick
// (so a source's trick written a card short or long is entered as written). `lead` is
// written on a trick it starts.
struct PlayCard {
  Card card;
  std::optional<CardPlace> at;
  std::optional<int> lead;
};
// The winner written on a trick: typed, none (nullopt), or the engine's (from_engine).
struct SetTrickWinner {
  std::size_t trick = 0;
  std::optional<int> winner;
  bool from_engine = false;
};
// The play ended early (all the rest conceded / claimed); false takes it back.
struct EndEarly {
  bool early = true;
};
struct AddRuling {
  record::Ruling ruling;
  std::optional<std::size_t> at;
};
// A note: on the hand, or on trick `trick` (0-based); nullopt text removes it.
struct SetNote {
  std::optional<std::string> text;
  std::optional<std::size_t> trick;
};
// The result as the source has it (typed); nullopt removes it.
struct SetResult {
  std::optional<record::Result> result;
};
// The result as the engine computes it: the settlement (in the game's unit) and, where
// the session keeps them, the running totals. Recorded points and bonuses are kept.
struct TakeResult {};
struct SetOutcome {
  std::optional<std::string> type;  // played | thrown-in | redeal
};
// Removes one element: a call, exchange, swap, announcement, ruling, trick, or a card
// (index = trick, place = the card in it).
enum class Part { Call, Exchange, Swap, Announcement, Ruling, Trick, Card };
struct Remove {
  Part part = Part::Call;
  std::size_t index = 0;
  std::size_t place = 0;
};

// What of a source's hand no other action enters, taken from `parts`: content of other
// namespaces (THR v1 §1) on the hand, its deal, talon, packets, dealt cards, auction,
// play, tricks and outcome; elements written empty (a bare <auction/>); tricks without
// cards; a play's `ended` as written; a dealer the source's reader could not read (then
// none is written and the session takes the seat whose turn it was, as `validate` does);
// dealt cards out of seat order or twice for a seat (DealCards keeps one list per seat,
// in seat order), taken as the source has them. Nothing else of the hand changes. `record` ends each hand of
// a transcript with it, so nothing typed is lost.
struct KeepParts {
  record::Hand parts;
};

using Action = std::variant<StartHand, DealCards, DealTalon, DealPackets, MakeCall, SetContract, Exchange, Swap,
                            Announce, PlayCard, SetTrickWinner, EndEarly, AddRuling, SetNote, SetResult, TakeResult,
                            SetOutcome, Remove, KeepParts, SelectHand, SetDealer>;

// One line naming the action, for an undo menu: "seat 2 plays HK", "seat 1 calls dreier".
std::string describe(const Action& action);

// The actions that enter `hand` in the order of the record: start, deal, calls, contract,
// exchanges, swaps, announcements, each card (with each trick's lead, winner and note),
// early end, rulings, the hand's note, result, outcome, and last the parts no other
// action enters (KeepParts, when the hand has any). Applied to a session in turn, they
// give back `hand` (positions aside). `places`, when given, receives for each action the
// place in the source of the element it enters (the hand's for the hand as a whole).
std::vector<Action> actions_of(const record::Hand& hand, std::vector<Pos>* places = nullptr);

// Whether each seat's dealt cards come once, in seat order (as DealCards keeps them).
bool in_seat_order(const std::vector<record::SeatCards>& hands);

}  // namespace stichprobe::edit
