// Taking the Dapp and pressing ("drücken").
#pragma once
#include "validator/games/dappen/analyse.h"

namespace stichprobe::games::dappen {

struct ExchangeFacts {
  CardSet declarer_hand;   // after the exchange
  std::vector<Card> dapp;  // what lies as the Dapp and counts by the Dapp rule (the pressed cards)
  bool seven_fives = false;
};

ExchangeFacts check_exchange(const Rules& r, const Table& t, const DealFacts& deal, int declarer,
                             const std::string& contract, const record::Hand& hand, engine::Reporter& rep);

}  // namespace stichprobe::games::dappen
