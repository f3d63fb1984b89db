// The card flow of a hand with a talon (see talon_flow.cpp); the games fill the spec.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "validator/engine/card_flow.h"

namespace stichprobe::engine {

struct TalonFlowSpec {
  CardSet deck;
  std::string game;                   // rule prefix of the findings
  std::vector<int> active;            // the seats that play, in playing order
  std::function<int(int)> hand_size;  // cards dealt to a seat (for a missing <deal>)
  std::vector<int> talon_sizes;       // one entry: a plain talon; several: its packets; none: no talon
  int tricks = 0;                     // tricks of a complete play
  int taker = 0;                      // the seat that takes talon cards (0: nobody)
  int packet = 0;                     // the packet taken (1-based), 0: the whole talon
  int lays_away = 0;
  // For tricks without @lead: who leads the first, and the rules that name each winner.
  std::optional<core::TrickRules> trick_rules;
  int first_leader = 0;  // a seat that lays cards away without taking (Tübinger dealer)
};

CardFlow talon_flow(const record::Hand& hand, const TalonFlowSpec& spec);

}  // namespace stichprobe::engine
