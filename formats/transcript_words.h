// The forms people write in a transcript (formats/TRANSCRIPT.md §5): card codes in any
// case, a decimal comma, the Unicode minus, and each game's own words for its calls,
// contracts and suits (weg, fort, passe, Rufspiel, Dreier, Karo, Herz, ...), read as the
// THR tokens they mean. Each game's words are listed in its RULES.md (section
// "Transcript vocabulary"); a test keeps the two together.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/card.h"

namespace stichprobe::transcript {

// A card code typed in any case ("hk", "t21", "Sc"); nullopt when it is none.
std::optional<Card> card_word(std::string_view word);

// A number as people write it, in THR's spelling: a decimal comma becomes a point, the
// Unicode minus (U+2212) and the en dash (U+2013) a hyphen-minus, a leading '+' goes.
std::string number_text(std::string_view word);

// A word folded for comparison: ASCII lower case, umlauts as THR folds them (ä→ae, ö→oe,
// ü→ue, ß→ss), apostrophes and a trailing '!' left out.
std::string fold(std::string_view word);

enum class WordKind { Bid, Contract, Suit };

struct GameWord {
  std::string word;  // folded
  WordKind kind = WordKind::Bid;
  std::string means;  // the THR token: a bid, a contract type, a suit letter
};

// The words every game shares (TRANSCRIPT.md §5), and a game's own (its RULES.md), in
// the order those tables list them.
const std::vector<GameWord>& shared_words();
const std::vector<GameWord>& own_words(std::string_view game);

// The THR token `word` stands for in `game`, of `kind`: the token itself in any case,
// or one of the game's words; nullopt when it is none. `tokens` are the THR tokens of
// that kind (the vocabulary's bids or contracts; the suit letters for suits).
std::optional<std::string> meaning(std::string_view game, WordKind kind, std::string_view word,
                                   const std::vector<std::string>& tokens);

// The words a bid of `game` may be typed as (for "did you mean"): its THR `tokens`, its
// own words for calls and the shared ones, folded.
std::vector<std::string> bid_words(std::string_view game, const std::vector<std::string>& tokens);

// The bid a misspelt word most likely is: the THR token of the one call word closest to
// it (as "did you mean" finds it); nullopt where none or several are equally close.
std::optional<std::string> likely_bid(std::string_view game, std::string_view typed,
                                      const std::vector<std::string>& tokens);

}  // namespace stichprobe::transcript
