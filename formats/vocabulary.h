// The names THR v1 defines (§4, §5): games, their variants, bids, contracts.
// Rules options are engine data and live with each game module.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "formats/finding.h"

namespace stichprobe {

struct GameVocabulary {
  std::string game;
  std::vector<std::string> variants;   // first = default
  std::vector<std::string> bids;       // call/@bid tokens, "pass" included
  std::vector<std::string> contracts;  // contract/@type tokens
};

const std::vector<GameVocabulary>& thr_vocabulary();
const GameVocabulary* find_game_vocabulary(std::string_view game);

// " (did you mean 'x'?)" with the closest candidate, in both languages (the readers'
// catalogue's phrase.did-you-mean); empty where none is close.
Message did_you_mean(std::string_view name, const std::vector<std::string>& candidates);
// "did you mean" support: the closest candidate within edit distance 2, or "".
std::string closest_name(std::string_view name, const std::vector<std::string>& candidates);
// Every candidate at that least distance (within 2), in the candidates' order; empty: none.
std::vector<std::string> closest_names(std::string_view name, const std::vector<std::string>& candidates);

}  // namespace stichprobe
