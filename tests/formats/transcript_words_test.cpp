// The forms people write in a transcript (formats/transcript_words.h): card codes in any
// case, numbers as people write them, and each game's own words, held to the tables of
// the games' RULES.md ("Transcript vocabulary") and of formats/TRANSCRIPT.md §5.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <string>
#include <vector>

#include "formats/transcript_words.h"
#include "formats/vocabulary.h"

using namespace stichprobe;
using transcript::WordKind;

namespace {

const char* kind_name(WordKind k) { return k == WordKind::Bid ? "bid" : k == WordKind::Contract ? "contract" : "suit"; }

std::string trim(std::string s) {
  while (!s.empty() && s.front() == ' ') s.erase(0, 1);
  while (!s.empty() && s.back() == ' ') s.pop_back();
  if (s.size() >= 2 && s.front() == '`' && s.back() == '`') s = s.substr(1, s.size() - 2);
  return s;
}

// The rows "| word | kind | THR token | source |" of a RULES.md's vocabulary section.
std::vector<std::string> rules_rows(const std::string& game) {
  std::ifstream in(std::string(STICHPROBE_SOURCE_DIR) + "/validator/games/" + game + "/RULES.md");
  std::vector<std::string> out;
  std::string line;
  bool in_section = false;
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) == 0) in_section = line == "## Transcript vocabulary";
    if (!in_section || line.rfind("| ", 0) != 0 || line.rfind("| word", 0) == 0) continue;
    std::vector<std::string> cells;
    std::size_t at = 1;
    for (std::size_t bar = line.find('|', at); bar != std::string::npos; bar = line.find('|', at)) {
      cells.push_back(trim(line.substr(at, bar - at)));
      at = bar + 1;
    }
    if (cells.size() >= 3) out.push_back(transcript::fold(cells[0]) + " " + cells[1] + " " + cells[2]);
  }
  return out;
}

}  // namespace

TEST_CASE("card codes in any case", "[formats][transcript][words]") {
  CHECK(transcript::card_word("hk") == parse_card_code("HK"));
  CHECK(transcript::card_word("t21") == parse_card_code("T21"));
  CHECK(transcript::card_word("Sc") == parse_card_code("SC"));
  CHECK(transcript::card_word("f") == parse_card_code("F"));
  CHECK(transcript::card_word("h10") == parse_card_code("H10"));
  CHECK_FALSE(transcript::card_word("hx"));
  CHECK_FALSE(transcript::card_word("pass"));
}

TEST_CASE("numbers as people write them", "[formats][transcript][words]") {
  CHECK(transcript::number_text("44,5") == "44.5");
  CHECK(transcript::number_text("\xE2\x88\x92"
                                "5") == "-5");  // U+2212 MINUS SIGN
  CHECK(transcript::number_text("\xE2\x80\x93"
                                "5") == "-5");  // U+2013 EN DASH
  CHECK(transcript::number_text("+12") == "12");
  CHECK(transcript::number_text("-10") == "-10");
}

TEST_CASE("words are compared folded: any case, umlauts, an apostrophe, a '!'", "[formats][transcript][words]") {
  CHECK(transcript::fold("Misäär") == "misaeaer");
  CHECK(transcript::fold("nehm's") == "nehms");
  CHECK(transcript::fold("nehm\xE2\x80\x99s") == "nehms");
  CHECK(transcript::fold("Fort!") == "fort");
  CHECK(transcript::fold("Dölf") == "doelf");
}

TEST_CASE("each game's own words are those its RULES.md lists, and mean its THR tokens",
          "[formats][transcript][words]") {
  for (const auto& vocab : thr_vocabulary()) {
    INFO(vocab.game);
    std::vector<std::string> code;
    for (const auto& w : transcript::own_words(vocab.game)) {
      code.push_back(w.word + " " + kind_name(w.kind) + " " + w.means);
      // What a word stands for is a token of the game (a bid, a contract, a suit letter).
      const auto& tokens = w.kind == WordKind::Bid ? vocab.bids : vocab.contracts;
      if (w.kind != WordKind::Suit) CHECK(std::find(tokens.begin(), tokens.end(), w.means) != tokens.end());
      CHECK(transcript::meaning(vocab.game, w.kind, w.word,
                                w.kind == WordKind::Suit ? std::vector<std::string>{"C", "S", "H", "D"} : tokens) ==
            w.means);
    }
    CHECK(code == rules_rows(vocab.game));
    CHECK_FALSE(code.empty());
  }
}

TEST_CASE("the words every game shares, as TRANSCRIPT.md lists them", "[formats][transcript][words]") {
  std::ifstream in(std::string(STICHPROBE_SOURCE_DIR) + "/formats/TRANSCRIPT.md");
  const std::string doc((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  for (const auto& w : transcript::shared_words()) {
    INFO(w.word);
    // Each shared word appears in §5's table, in its row's own spelling.
    std::string shown = w.word;
    shown[0] = static_cast<char>(shown[0] - 'a' + 'A');
    CHECK((doc.find(shown) != std::string::npos || doc.find(w.word) != std::string::npos));
  }
  const std::vector<std::string> bids{"pass", "dreier"};
  CHECK(transcript::meaning("tapp-tarock", WordKind::Bid, "Passe", bids) == std::optional<std::string>("pass"));
  CHECK(transcript::meaning("tapp-tarock", WordKind::Bid, "DREIER", bids) == std::optional<std::string>("dreier"));
  CHECK(transcript::meaning("tapp-tarock", WordKind::Suit, "Karo", {"C", "S", "H", "D"}) ==
        std::optional<std::string>("D"));
  CHECK_FALSE(transcript::meaning("tapp-tarock", WordKind::Bid, "ruft", bids));
}

TEST_CASE("a misspelt call word is the one call word closest to it, in the game's words too",
          "[formats][transcript][words]") {
  const auto bids = [](const char* game) { return find_game_vocabulary(game)->bids; };
  // The game's own words count ("fort" is Dappen's pass, "spiele" Tapp's play).
  CHECK(transcript::likely_bid("dappen", "frot", bids("dappen")) == "pass");
  CHECK(transcript::likely_bid("tapp", "Spiel", bids("tapp")) == "play");
  CHECK(transcript::likely_bid("tapp-tarock", "pas", bids("tapp-tarock")) == "pass");
  // Nothing close, or two words equally close: no reading.
  CHECK_FALSE(transcript::likely_bid("tapp-tarock", "xyzzy", bids("tapp-tarock")));
  const auto words = transcript::bid_words("dappen", bids("dappen"));
  CHECK(std::find(words.begin(), words.end(), "fort") != words.end());
}
