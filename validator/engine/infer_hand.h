// The session driver's inference step (THR §5 unknown cards): the game's CardFlow,
// infer_cards(), the findings that say what was inferred, what stays open and
// whether the unknown cards can be filled at all, and a copy of the hand with the
// inferred cards written in (at the same places), so that every later check uses them.
#pragma once
#include <optional>

#include "validator/engine/card_flow.h"
#include "validator/engine/game.h"

namespace stichprobe::engine {

struct HandInference {
  bool ran = false;           // the hand has unknown cards or no <deal>
  bool deal_rebuilt = false;  // a missing <deal> is rebuilt whole
  CardFlow flow;
  Inference inference;
  Findings findings;  // deal.card-inferred, deal.cards-open, deal.unknowns-inconsistent, deal.reconstructed,
                      // deal.not-recorded
  std::optional<record::Hand> filled;  // the hand with the inferred cards; nullopt: nothing to fill
};

HandInference infer_hand(const GameModule& game, const HandContext& ctx, const record::Hand& hand);

// Whether a card the hand records is unknown ('?'). A hand with its deal recorded and
// none unknown has nothing to infer and no leaders to derive: infer_hand and
// with_derived_leads leave it as it is (the session driver asks this once a hand).
bool has_unknown_cards(const record::Hand& hand);

// Leaders first: where the unknown cards are to be inferred (or the deal rebuilt) and
// tricks are written without `lead`, the hand with each such trick led by the seat the
// game's own play check seats first (the first leader by the rules, then the winner of
// the trick before, also where its unknown cards cannot change it), up to the first
// trick whose unknown card may have won it (the record does not show who did); nullopt
// where nothing needs it. The session driver checks and infers
// this hand, so whose cards each trick holds is known without the record saying it.
std::optional<record::Hand> with_derived_leads(const GameModule& game, const HandContext& ctx,
                                               const record::Hand& hand);

// Every hand of a session, as the session driver would infer it (empty for a game or
// variant without an engine module, or a hand whose dealer is not at the table).
std::vector<HandInference> infer_session(const record::Session& session);

// A part of a hand's deal the record leaves out beside those it gives (a seat's cards,
// the talon or its packets), as the rest of the record determines it: its cards, '?'
// where one stays open.
struct DealPart {
  ListRole role = ListRole::Hand;  // Hand, Talon or Packet
  int seat = 0;                    // Hand
  std::vector<Card> cards;
};

// The parts of hand `hand`'s deal that the record leaves out (what the deck leaves, the
// cards the play shows); empty where the deal gives every part, where there is no deal
// (the session driver rebuilds a whole deal itself) or the game has no card flow. A
// talon in packets is one part: all its packets, or none.
std::vector<DealPart> missing_deal_parts(const record::Session& session, std::size_t hand);

// The game's own findings on unknown cards that the generic inference replaces.
bool superseded_by_inference(const Finding& f);

// The hand with every inferred card written in; a rebuilt <deal> inserted.
record::Hand fill_hand(const record::Hand& hand, const CardFlow& flow, const Inference& inf, bool insert_deal);

}  // namespace stichprobe::engine
