// The editing model (issue 19 §1): a whole generated hand of every registered game
// entered action by action, each card among the engine's legal cards for the seat the
// engine says is to play, each call among the legal calls; saved, it validates clean and
// is the canonical THR of the generated record byte for byte.
#include <catch2/catch.hpp>

#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "validator/edit/edit_session.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"
#include "tests/support/sweep.h"

using namespace stichprobe;

namespace {

edit::NewSession request_of(const record::Session& s) {
  edit::NewSession r;
  r.game = s.game;
  r.variant = s.variant;
  for (const auto& o : s.rules) r.options[o.name] = o.value;
  for (const auto& p : s.players) r.players.push_back(p.name);
  return r;
}

// The seat of each card the engine saw played in the generated hand, in playing order.
std::vector<int> playing_seats(const record::Session& s) {
  std::vector<int> seats;
  const engine::SessionReport report = engine::validate_session(s, {.timeline = true});
  for (const auto& step : report.hands.at(0).analysis.steps)
    if (step.kind == engine::StepKind::Play) seats.push_back(step.seat);
  return seats;
}

void enter(edit::EditSession& e, const record::Session& generated) {
  const std::vector<int> seats = playing_seats(generated);
  std::size_t played = 0;
  for (const edit::Action& action : edit::actions_of(generated.hands.at(0))) {
    INFO(edit::describe(action));
    // Where the auction is what comes next (Tübinger's dealer lays his cards first, which the
    // record's order enters after the calls).
    if (const auto* call = std::get_if<edit::MakeCall>(&action); call && e.turn().phase == "auction")
      CHECK(edit::contains_call(e.legal_calls(), call->call));
    if (const auto* card = std::get_if<edit::PlayCard>(&action)) {
      const std::optional<edit::NextCard> next = e.next_card();
      REQUIRE(next);
      CHECK(next->legal.contains(card->card));
      REQUIRE(played < seats.size());
      CHECK(next->seat == seats[played++]);
    }
    const edit::Applied applied = e.apply(action);
    INFO(applied.refusal);
    REQUIRE(applied.applied);
    CHECK(applied.faults.empty());
  }
}

}  // namespace

TEST_CASE("every game: a generated hand entered action by action saves as the generated record", "[edit]") {
  std::size_t n = 0;
  for (const engine::GameModule* module : engine::all_games()) {
    for (const auto& variant : module->spec().variants) {
      if (!testing::in_sweep(n++)) continue;
      engine::SessionRequest req;
      req.variant = variant.id;
      req.players = variant.player_counts.back();
      req.seed = 11;
      const record::Session generated = engine::generate_session(*module, req);
      INFO(module->spec().id << "/" << variant.id << " with " << req.players << " players");
      edit::EditSession e = edit::EditSession::create(request_of(generated));
      enter(e, generated);
      CHECK(e.save_text() == write_thr(generated));
      CHECK(e.findings().empty());
      const ReadResult saved = read_thr(e.save_text());
      CHECK(engine::validate_document(saved).findings.empty());
    }
  }
}
