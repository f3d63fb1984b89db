// session.player-count cites the source's own sentence on how many play, in every game
// and variant (before, Tapp Tarock cited its talon footnote, Tübinger Tarock its title,
// Troggu/Grächen its discard rule). Each sentence below is verbatim from the game's
// text in ../shared/rules/ ("[...]" marks a cut).
#include <catch2/catch.hpp>
#include <map>

#include "validator/engine/generate.h"
#include "validator/engine/registry.h"
#include "validator/engine/validate.h"

using namespace stichprobe;

TEST_CASE("a wrong number of players cites the source's sentence on the number of players", "[cli][players]") {
  const std::map<std::string, std::string> sentence = {
      {"dappen/breitnau", "Es gibt 6 oder 7 aktive Spieler. [...] Bei 8 Spielern setzt der Geber jeweils aus."},
      {"dappen/furtwangen", "Es gibt 6 oder 7 aktive Spieler. [...] Bei 8 Spielern setzt der Geber jeweils aus."},
      {"dappen/schollach", "Man spielt nur zu sechst, bei sieben setzt der Geber aus."},
      {"dappen/buchenbach", "Man spielt nur zu sechst."},
      {"dappen/jeu-du-tarot", "Es spielen 3 bis 7."},
      {"tapp/standard", "Tapp kann zu dritt oder zu viert gespielt werden."},
      {"tapp-tarock/standard", "Tapp Tarock [...] is a three-player tarot card game"},
      {"tapp-tarock/old-talon", "Tapp Tarock [...] is a three-player tarot card game"},
      {"troggu/standard", "Die Regeln erlauben drei bis acht Mitspieler"},
      {"troggu/visp", "Erlaubt keine Drei-Spieler-Version."},
      {"troggu/st-niklaus", "Es ist keine Acht-Spieler-Version vorhanden."},
      {"troggu/graechen", "Die Regeln erlauben drei bis acht Mitspieler"},  // Grächen names no exception
      {"tuebinger-tarock/standard", "Beteiligt sind 4 Spieler."},
  };
  int variants = 0;
  for (const engine::GameModule* game : engine::all_games()) {
    const auto& spec = game->spec();
    for (const auto& variant : spec.variants) {
      const std::string where = spec.id + "/" + variant.id;
      INFO(where);
      REQUIRE(sentence.count(where) == 1);
      ++variants;
      // A table of two is no variant's.
      record::Session s;
      s.game = spec.id;
      s.variant = variant.id;
      for (int seat : {1, 2}) {
        record::Player p;
        p.seat = seat;
        s.players.push_back(p);
      }
      const auto report = engine::validate_session(s);
      int found = 0;
      for (const auto& f : report.findings)
        if (f.code == "session.player-count") {
          ++found;
          CHECK(f.rule == where + ": " + sentence.at(where));
        }
      CHECK(found == 1);
    }
  }
  CHECK(variants == static_cast<int>(sentence.size()));
}

TEST_CASE("a wrong number of players is one finding, not one per hand", "[cli][players]") {
  for (const engine::GameModule* game : engine::all_games()) {
    const auto& spec = game->spec();
    for (const auto& variant : spec.variants) {
      INFO(spec.id << "/" << variant.id);
      engine::SessionRequest req;
      req.variant = variant.id;
      req.hands = 3;
      req.players = variant.player_counts.back();
      record::Session s = engine::generate_session(*game, req);
      // One seat more than the largest table of the variant; the hands stay as dealt.
      record::Player extra;
      extra.seat = variant.player_counts.back() + 1;
      s.players.push_back(extra);
      int count_findings = 0;
      for (const auto& f : engine::validate_session(s).findings)
        count_findings += f.code.find("player-count") != std::string::npos ? 1 : 0;
      CHECK(count_findings == 1);
    }
  }
}
