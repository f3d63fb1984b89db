// The games' own words for what is said at the table, for the editor's buttons: each
// bid of the THR vocabulary ("halte ich", "Dreier", "ruft", "selber", "weg") and each
// announcement ("Pagat ultimo", "Ulti", "Herz-Ass"), in English and German, as the rule
// texts in /work/shared/rules say them and the engine's step labels repeat them.
// Like card_names.cpp, display words only: what is legal is always the engine's answer.
#pragma once
#include <string>
#include <vector>

#include "formats/finding.h"
#include "formats/record.h"
#include "replayer/model/card_names.h"

namespace stichprobe::replay {

// "Dreier", "Farbspiel Herz", "ruft Herz König (HK)"; in English "calls Herz König (HK)".
std::string call_words(const std::string& game, const record::Call& call, const CardNames& names, Lang lang);
// The words of a bid alone (no suit or card): "ruft", "Farbspiel".
std::string bid_words(const std::string& game, const std::string& bid, Lang lang);

// The announcements a game knows (THR announcement/@type), in the order a source lists them.
struct AnnouncementKind {
  std::string type;
  std::string en, de;
  bool takes_cards = false;  // named with cards from the announcer's hand (Dappen's Ulti: "T3 T1")
  bool any_seat = false;     // said by any seat (Tapp's Herz-Ass), else by the declarer
};
const std::vector<AnnouncementKind>& announcement_kinds(const std::string& game);
std::string announcement_words(const std::string& game, const std::string& type, Lang lang);

// The game's swap of one card for another (Tapp's Rufer calls a missing card from another
// seat, or finds it in the Tapp, and gives one of his own for it).
bool game_swaps(const std::string& game);

}  // namespace stichprobe::replay
