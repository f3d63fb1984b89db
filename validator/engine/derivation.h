// Lines of the `--explain` derivation that read alike in every game: each seat's payment
// beside what the record says, with ScoreLine::mismatch (✗) on every difference. (Each
// trick's line is TrickPlay::explain_trick.) A game adds its own lines (packets,
// thresholds, factors) between them.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "formats/record.h"
#include "validator/engine/game.h"

namespace stichprobe::engine {

// "+10", "0", "-5": a payment as the settlement writes it (+ receives).
std::string signed_text(const Rational& amount);

// A computed value beside the recorded one; mismatch when both are known and differ.
ScoreLine beside(Message item, const std::string& computed, std::optional<std::string> recorded, Message detail = {});

// One line per seat 1..seats: the computed payment beside the recorded settlement
// (a seat the settlement does not list paid nothing), `detail` per seat if given.
void add_payment_lines(std::vector<ScoreLine>& out, const Payments& computed, int seats, const record::Result* result,
                       const std::map<int, Message>& detail = {});

}  // namespace stichprobe::engine
