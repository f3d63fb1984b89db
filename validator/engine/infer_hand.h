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

// Every hand of a session, as the session driver would infer it (empty for a game or
// variant without an engine module, or a hand whose dealer is not at the table).
std::vector<HandInference> infer_session(const record::Session& session);

// The game's own findings on unknown cards that the generic inference replaces.
bool superseded_by_inference(const Finding& f);

// The hand with every inferred card written in; a rebuilt <deal> inserted.
record::Hand fill_hand(const record::Hand& hand, const CardFlow& flow, const Inference& inf, bool insert_deal);

}  // namespace stichprobe::engine
