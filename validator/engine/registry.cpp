#include "validator/engine/registry.h"

#include <algorithm>
#include <utility>

namespace stichprobe::engine {
namespace {

// Filled during static initialisation, before main (and before any thread) runs.
std::vector<std::pair<int, const GameModule*>>& registrations() {
  static std::vector<std::pair<int, const GameModule*>> table;
  return table;
}

}  // namespace

GameRegistration::GameRegistration(int rank, const GameModule& module) { registrations().emplace_back(rank, &module); }

const std::vector<const GameModule*>& all_games() {
  static const std::vector<const GameModule*> kGames = [] {
    auto table = registrations();
    std::stable_sort(table.begin(), table.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<const GameModule*> games;
    for (const auto& [rank, module] : table) games.push_back(module);
    return games;
  }();
  return kGames;
}

const GameModule* find_game(std::string_view id) {
  for (const GameModule* g : all_games())
    if (g->spec().id == id) return g;
  return nullptr;
}

}  // namespace stichprobe::engine
