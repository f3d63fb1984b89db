// Every table the registered games know: each game, each variant, each player count. The
// one loop of the tests that cover them all.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "formats/record.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"

namespace stichprobe::testing {

struct Table {
  const engine::GameModule* game;
  const engine::VariantSpec* variant;
  int players;
  std::string label() const { return game->spec().id + "/" + variant->id + " " + std::to_string(players); }
  // A document of one generated session of `hands` hands at this table.
  record::Document generated(int hands, std::uint64_t seed) const {
    engine::SessionRequest request;
    request.variant = variant->id;
    request.players = players;
    request.hands = hands;
    request.seed = seed;
    record::Document doc;
    doc.sessions.push_back(engine::generate_session(*game, request));
    return doc;
  }
};

inline std::vector<Table> every_table() {
  std::vector<Table> out;
  for (const engine::GameModule* game : engine::all_games())
    for (const auto& variant : game->spec().variants)
      for (int players : variant.player_counts) out.push_back({game, &variant, players});
  return out;
}

}  // namespace stichprobe::testing
