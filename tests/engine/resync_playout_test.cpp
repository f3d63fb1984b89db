// The random-playout harness with the three typing mistakes of issue 16 §2 ("One
// mistake, one finding"): in generated hands of every game and variant, a trick's
// lead written wrong, one card left out of a trick and two cards of a trick written
// in the wrong order are each found at their hand, trick and seat, and the hand has
// no other warning or error (no cascade into later tricks, points or payments).
#include <catch2/catch.hpp>

#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "validator/engine/faults.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"
#include "validator/engine/validate.h"

using namespace stichprobe;

TEST_CASE("a wrong lead, a left-out card and two swapped cards are one finding each, every game and variant",
          "[engine][resync][playout]") {
  const engine::FaultKind kinds[] = {engine::FaultKind::WrongLead, engine::FaultKind::CardLeftOut,
                                     engine::FaultKind::CardsOutOfOrder};
  int injected = 0;
  for (const engine::GameModule* game : engine::all_games())
    for (const auto& variant : game->spec().variants)
      for (std::uint64_t seed : {5u, 29u, 77u, 101u, 133u, 202u})
        for (engine::FaultKind kind : kinds) {
          DYNAMIC_SECTION(game->spec().id << "/" << variant.id << " seed " << seed << " kind "
                                          << static_cast<int>(kind)) {
            engine::SessionRequest request;
            request.variant = variant.id;
            request.hands = 8;
            request.seed = seed;
            record::Session session = engine::generate_session(*game, request);
            core::Rng rng(seed * 31 + static_cast<std::uint64_t>(kind));
            // Every hand of the session once, each with its own mistake.
            for (int h = 0; h < static_cast<int>(session.hands.size()); ++h) {
              record::Session faulty = session;
              const auto fault = engine::inject_fault(faulty, *game, kind, rng, h);
              if (!fault) continue;
              ReadResult read = read_thr(write_thr(faulty));
              const engine::DocumentReport report = engine::validate_document(read);
              const std::string problem = engine::check_found(report.findings, *fault);
              INFO(fault->what << " in hand " << fault->hand);
              CHECK(problem.empty());
              if (!problem.empty()) WARN(problem);
              ++injected;
            }
          }
        }
  CHECK(injected > 0);
}
