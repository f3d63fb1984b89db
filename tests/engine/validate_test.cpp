// The session checks every game shares, pinned once for every registered game:
// "Player-count and dealer checks live in the engine only (today one fault has
// different codes in different games)" (issue 17). A player count the variant does not
// allow is one session.player-count at <players>; a dealer who is not a seat at the
// table is one session.dealer at the hand, and the hand is then checked as dealt by
// the seat whose turn it was ("One mistake in a record is one finding", project brief).
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "tests/support/playout.h"
#include "tests/support/prepare_check.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"

namespace stichprobe::engine {
namespace {

std::string brief_listing(const Findings& fs) {
  std::string out;
  for (const auto& f : fs)
    out += "\n  " + std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column) + " hand " +
           std::to_string(f.hand) + " " + f.code + ": " + f.message;
  return out;
}

int count_code(const Findings& fs, const std::string& code) {
  return static_cast<int>(std::count_if(fs.begin(), fs.end(), [&](const Finding& f) { return f.code == code; }));
}

// A seat count the variant does not allow: one more than its largest.
int disallowed_count(const VariantSpec& v) {
  return *std::max_element(v.player_counts.begin(), v.player_counts.end()) + 1;
}

TEST_CASE("every registered game: a player count the variant does not allow is one session.player-count",
          "[engine][session]") {
  REQUIRE(all_games().size() >= 5);
  for (const GameModule* game : all_games()) {
    for (const VariantSpec& v : game->spec().variants) {
      record::Session s;
      s.game = game->spec().id;
      s.variant = v.id;
      s.players_pos = Pos{3, 5};
      const int n = disallowed_count(v);
      for (int seat = 1; seat <= n; ++seat) s.players.push_back({seat, "P" + std::to_string(seat), {}, Pos{}});
      const SessionReport report = validate_session(s);
      INFO(s.game << "/" << v.id << " with " << n << " players" << brief_listing(report.findings));
      REQUIRE(report.findings.size() == 1);
      const Finding& f = report.findings.front();
      CHECK(f.code == "session.player-count");
      CHECK(f.severity == Severity::Error);
      CHECK(f.category == Category::Session);
      CHECK(f.pos.line == 3);
      CHECK(f.pos.column == 5);
      // Every allowed count passes.
      for (int allowed : v.player_counts) {
        s.players.resize(static_cast<std::size_t>(allowed));
        CHECK(count_code(validate_session(s).findings, "session.player-count") == 0);
      }
    }
  }
}

TEST_CASE("every registered game: a dealer not at the table is one session.dealer, the hand checked by rotation",
          "[engine][session]") {
  for (const GameModule* game : all_games()) {
    for (const VariantSpec& v : game->spec().variants) {
      const int players = v.player_counts.front();
      record::Session s = generate_session(*game, {v.id, players, 3, 11, {}});
      REQUIRE(s.hands.size() == 3);
      s.hands[1].dealer = players + 1;
      const testing::RoundTrip rt = testing::round_trip(s);
      INFO(s.game << "/" << v.id << " with " << players << " players" << brief_listing(rt.findings)
                  << brief_listing(rt.read_findings));
      REQUIRE(rt.findings.size() == 1);
      const Finding& f = rt.findings.front();
      CHECK(f.code == "session.dealer");
      CHECK(f.severity == Severity::Error);
      CHECK(f.hand == s.hands[1].n);
      CHECK(f.pos == rt.read_back.hands[1].pos);
    }
  }
}

TEST_CASE("every registered game: a dealer out of turn is one session.dealer-rotation", "[engine][session]") {
  for (const GameModule* game : all_games()) {
    const VariantSpec& v = game->spec().variants.front();
    const int players = v.player_counts.front();
    // The hand itself may then show more (its deal and calls fit another dealer); the
    // rotation is said once, and by no game's own dealer code.
    record::Session s = generate_session(*game, {v.id, players, 2, 5, {}});
    const int right = s.hands[1].dealer;
    s.hands[1].dealer = right % players + 1;
    const SessionReport report = validate_session(s);
    INFO(s.game << "/" << v.id << brief_listing(report.findings));
    REQUIRE(count_code(report.findings, "session.dealer-rotation") == 1);
    const auto it = std::find_if(report.findings.begin(), report.findings.end(),
                                 [](const Finding& f) { return f.code == "session.dealer-rotation"; });
    CHECK(it->hand == s.hands[1].n);
    CHECK(it->message.find("seat " + std::to_string(right)) != std::string::npos);
    for (const Finding& f : report.findings) CHECK((f.code.find("dealer") == f.code.npos || f.code == it->code));
  }
}

// session.player-count cites the source's own sentence on how many play, in every game
// and variant (before, Tapp Tarock cited its talon footnote, Tübinger Tarock its title,
// Troggu/Grächen its discard rule). Each sentence below is verbatim from the game's
// text in ../shared/rules/ ("[...]" marks a cut).
TEST_CASE("a wrong number of players cites the source's sentence on the number of players", "[engine][session]") {
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
  for (const GameModule* game : all_games()) {
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
      const auto report = validate_session(s);
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

TEST_CASE("a wrong number of players is one finding, not one per hand", "[engine][session]") {
  for (const GameModule* game : all_games()) {
    const auto& spec = game->spec();
    for (const auto& variant : spec.variants) {
      INFO(spec.id << "/" << variant.id);
      SessionRequest req;
      req.variant = variant.id;
      req.hands = 3;
      req.players = variant.player_counts.back();
      record::Session s = generate_session(*game, req);
      // One seat more than the largest table of the variant; the hands stay as dealt.
      record::Player extra;
      extra.seat = variant.player_counts.back() + 1;
      s.players.push_back(extra);
      int count_findings = 0;
      for (const auto& f : validate_session(s).findings)
        count_findings += f.code.find("player-count") != std::string::npos ? 1 : 0;
      CHECK(count_findings == 1);
    }
  }
}

TEST_CASE("every registered game: hands analysed with the session prep and without it agree",
          "[engine][session][prepare]") {
  // GameModule::prepare() is only a cache of what a game computes once per session: the
  // driver's prep must change nothing but the speed (tests/support/prepare_check.h).
  std::uint64_t seed = 300;
  for (const GameModule* game : all_games()) {
    INFO(game->spec().id);
    CHECK(testing::check_prepare_agrees(*game, seed) > 0);
    seed += 200;
  }
}

}  // namespace
}  // namespace stichprobe::engine
