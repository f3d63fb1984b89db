// A played hand whose record leaves out a part is told so once, in every game:
// "A part of a hand that is missing is said, with what could therefore not be
// checked" (the project's rules of work; THR v1 §5 "each is optional where the hand
// did not reach that phase", §7 "Infos: what was inferred or could not be checked").
#include <catch2/catch.hpp>

#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"
#include "validator/engine/validate.h"

using namespace stichprobe;

namespace {

// A generated session of a few hands (legal, with totals) and the index of its first played hand.
std::pair<record::Session, std::size_t> played_session(const engine::GameModule& game) {
  engine::SessionRequest req;
  req.hands = 4;
  req.seed = 16;
  record::Session s = engine::generate_session(game, req);
  for (std::size_t i = 0; i < s.hands.size(); ++i)
    if (s.hands[i].play && s.hands[i].result && s.hands[i].result->settlement) return {s, i};
  FAIL("no played hand generated for " << game.spec().id);
  return {s, 0};
}

// Each finding as "severity code", from the session written and read back (real places).
std::vector<std::string> findings_of(const record::Session& s) {
  const ReadResult read = read_thr(write_thr(s));
  REQUIRE(read.findings.empty());
  std::vector<std::string> out;
  for (const auto& f : engine::validate_document(read).findings)
    out.push_back(std::string(severity_name(f.severity)) + " " + f.code);
  return out;
}

using Strings = std::vector<std::string>;

}  // namespace

TEST_CASE("a missing play, result or settlement of a played hand is one info in every game", "[missing-parts]") {
  for (const engine::GameModule* game : engine::all_games()) {
    INFO(game->spec().id);
    auto [session, i] = played_session(*game);
    REQUIRE(findings_of(session).empty());
    {
      record::Session s = session;
      s.hands[i].play.reset();
      CHECK(findings_of(s) == Strings{"info play.not-recorded"});
    }
    {
      record::Session s = session;
      s.hands[i].result.reset();
      CHECK(findings_of(s) == Strings{"info points.not-recorded"});
    }
    {
      record::Session s = session;
      s.hands[i].result->settlement.reset();
      CHECK(findings_of(s) == Strings{"info settlement.not-recorded"});
    }
    {
      // Neither play nor settlement: the hand's payments are unknown, so its recorded
      // running total is taken as it stands, not checked against a guess.
      // (Without the play nothing is computed to compare a result with: the one info says it.)
      record::Session s = session;
      s.hands[i].play.reset();
      s.hands[i].result->settlement.reset();
      REQUIRE(s.hands[i].result->totals);
      // (An init-capture: clang before 16 cannot capture a structured binding.)
      const auto shift = [&, from = i](record::Session& in, Rational first, Rational second) {
        for (std::size_t h = from; h < in.hands.size(); ++h)
          if (in.hands[h].result && in.hands[h].result->totals) {
            auto& totals = in.hands[h].result->totals->totals;
            totals.at(0).value += first;
            totals.at(1).value += second;
          }
      };
      record::Session paid = s;  // one seat's gain another's debt: the sheet still sums as before
      shift(paid, Rational(1), Rational(-1));
      CHECK(findings_of(paid) == Strings{"info play.not-recorded"});
      // A sheet that stops summing to zero where the players pay each other: one error.
      record::Session unpaid = s;
      shift(unpaid, Rational(1), Rational(0));
      if (game->spec().zero_sum)
        CHECK(findings_of(unpaid) == Strings{"info play.not-recorded", "error session.totals-sum"});
      else
        CHECK(findings_of(unpaid) == Strings{"info play.not-recorded"});
    }
  }
}

TEST_CASE("a hand that was not played misses nothing", "[missing-parts]") {
  for (const engine::GameModule* game : engine::all_games()) {
    INFO(game->spec().id);
    auto [session, i] = played_session(*game);
    // Only the deal and the outcome: a record of the cards alone claims nothing was played.
    record::Session s = session;
    record::Hand& h = s.hands[i];
    h.auction.reset();
    h.contract.reset();
    h.exchanges.clear();
    h.swaps.clear();
    h.announcements.clear();
    h.play.reset();
    h.result.reset();
    h.outcome.reset();
    s.hands.resize(i + 1);
    for (const auto& f : findings_of(s)) {
      CHECK(f != "info play.not-recorded");
      CHECK(f != "info points.not-recorded");
      CHECK(f != "info settlement.not-recorded");
    }
  }
}
