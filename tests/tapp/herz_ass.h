// The opening of a session's end (Spielende) for the Tapp tests: hand 1 with the
// Herz-Ass announced, hand 2 the watch hand ("die nächste Runde") whose Herz-Ass holder
// is found by dealing until somebody holds it, hand 3 that holder's last game.
#pragma once
#include <optional>
#include <vector>

#include "support.h"
#include "validator/games/tapp/generate.h"
#include "validator/games/tapp/rules.h"

namespace tapp_test {

struct HerzAssOpening {
  std::vector<record::Hand> hands;  // hands 1..3
  int holder = 0;                   // who is dealt the Herz-Ass in hand 2
};

// A generated three-player hand n dealt by `dealer`, of game `g` (any when nullopt).
inline record::Hand tapp_hand(core::Rng& rng, int n, int dealer, std::optional<games::tapp::Game> g) {
  engine::GenerateRequest req{"standard", {}, 3, dealer, n};
  return games::tapp::generate_hand(rng, req, g);
}

inline HerzAssOpening herz_ass_opening(core::Rng& rng) {
  namespace gt = games::tapp;
  HerzAssOpening o;
  o.hands.push_back(tapp_hand(rng, 1, 1, gt::Game::Farbspiel));
  record::Announcement a;
  a.seat = 2;
  a.type = "herz-ass";
  o.hands[0].announcements.push_back(a);
  record::Hand watch;
  do {
    watch = tapp_hand(rng, 2, 2, std::nullopt);
    o.holder = gt::herz_ass_holder(watch, gt::resolve_rules("standard", {}, 3));
  } while (o.holder == 0);
  o.hands.push_back(watch);
  o.hands.push_back(tapp_hand(rng, 3, o.holder, gt::Game::Durch));
  return o;
}

}  // namespace tapp_test
