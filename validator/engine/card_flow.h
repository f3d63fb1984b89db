// Where each card of the deck goes in one hand, game-independently: the card
// tokens of the record (known cards and `?`) grouped into lists, and the pools that
// tie what a seat was dealt (and took) to what it played (and laid away). Each game
// builds its CardFlow from a record (GameModule::card_flow); infer_cards() then works
// out which unknown cards the rest of the record determines (THR §5 unknown cards).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "formats/card.h"
#include "formats/finding.h"
#include "formats/record.h"
#include "validator/core/trick.h"

namespace stichprobe::engine {

// The address of a card token in a record::Hand, so an inferred card can be written back.
struct TokenRef {
  enum class In { None, Hand, TalonCards, Packet, Take, Discard, Trick };
  In in = In::None;
  int list = 0;   // index of deal.hands / talon packet / exchange / trick
  int index = 0;  // index of the token in that card list
};

struct FlowSlot {
  Card card;  // Card::unknown() for `?`
  Pos pos;
  TokenRef ref;
};

// What a list is, for the messages and for rebuilding a missing <deal>.
enum class ListRole { Hand, Talon, Packet, Take, Discard, Plays };

struct FlowList {
  ListRole role = ListRole::Hand;
  int seat = 0;             // Hand, Take, Discard, Plays
  int packet = 0;           // Packet: 1-based
  bool is_virtual = false;  // a missing <deal>'s list: only unknown slots, no place in the file
  std::vector<FlowSlot> slots;
};

// Cards flow into a pool (what a seat was dealt, the talon packet it took) and out of
// it (what it played and laid away). The same cards go in and out: all of them when
// out_complete, else (a talon never shown, a play that ended early) a subset.
struct FlowPool {
  std::vector<int> in, out;  // indices into CardFlow::lists
  bool out_complete = true;
};

// A list that shows the same cards as another list (a recorded <take> of a packet).
struct Mirror {
  int list = 0, of = 0;
};

// A known card that moves from one pool to another outside the lists (a Tapp swap).
struct Route {
  Card card;
  int from = 0, to = 0;  // pools
};

struct CardFlow {
  CardSet deck;
  std::vector<FlowList> lists;  // every list that belongs to the deal has role Hand/Talon/Packet
  std::vector<FlowPool> pools;
  std::vector<Mirror> mirrors;
  std::vector<Route> routes;
  bool deal_recorded = true;
  std::string game;  // rule prefix for the findings, e.g. "tapp-tarock"
};

// What the record determines.
struct InferredList {
  std::vector<Card> cards;  // per slot: the card, inferred where it was `?` and determined
  CardSet open;             // candidates of the slots still unknown
  int open_count = 0;
  std::vector<Message> why;  // per inferred slot: why it must be that card
};

struct Inference {
  bool consistent = true;
  Message problem;  // when inconsistent: which unknowns cannot be filled
  Pos problem_pos;
  int problem_seat = 0;
  std::vector<InferredList> lists;  // parallel to CardFlow::lists
  int unknowns = 0, inferred = 0;
};

Inference infer_cards(const CardFlow& flow);

// The record's words for a list: "seat 2's hand" / "Sitz 2, Blatt".
Message list_name(const FlowList& list);

// Helpers for the games' card_flow builders.
FlowList list_of(ListRole role, int seat, const record::CardList& cards, TokenRef::In in, int index);
FlowList virtual_list(ListRole role, int seat, int size);
// One Plays list per active seat (in `active` order), each trick's cards from its
// leader: the recorded one, else (given `rules`) `first_leader` and then the winner of
// the trick before; `complete` turns false when a trick's leader is unknown.
std::vector<FlowList> plays_by_seat(const record::Hand& hand, const std::vector<int>& active, bool& complete,
                                    const core::TrickRules* rules = nullptr, int first_leader = 0);
// Appends a list; returns its index.
int add_list(CardFlow& flow, FlowList list);

}  // namespace stichprobe::engine
