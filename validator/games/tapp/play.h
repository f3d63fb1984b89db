// The play of a Tapp hand on the shared TrickPlay: forehand leads (the declarer in
// Bettel ouvert), follow suit, else trump where Trumpfzwang holds, no Stichzwang;
// and the early end a record may claim with play/@ended="early".
#pragma once
#include "validator/games/tapp/scoring.h"

namespace stichprobe::games::tapp {

// `explained`: where --explain wants one line per trick (leader, winner, points), or null.
PlayState check_play(const record::Hand& hand, const Rules& rules, const Contract& contract, const Table& table,
                     engine::Reporter& rep, engine::Timeline& tl, std::vector<engine::ScoreLine>* explained = nullptr);

}  // namespace stichprobe::games::tapp
