// prepare(): each hand's place in the session computed once must give what the
// per-hand walk over the earlier hands gives, for the hand itself, for a copy of it
// (the driver analyses the inferred record) and for next_dealer's previous hand.
#include <catch2/catch.hpp>

#include "scenario.h"
#include "validator/games/tapp/generate.h"
#include "validator/games/tapp/session.h"

using namespace tapp_test;
namespace gt = stichprobe::games::tapp;

namespace {
// Herz-Ass in hand 1, the watch hand, the last game, the Zwangsramsch round, a game in
// it and two hands after the end, one of them numbered like an earlier hand.
record::Session ending_session() {
  core::Rng rng(9);
  std::vector<record::Hand> hands;
  auto gen = [&](int n, int dealer, std::optional<gt::Game> g) {
    engine::GenerateRequest req{"standard", {}, 3, dealer, n};
    return gt::generate_hand(rng, req, g);
  };
  hands.push_back(gen(1, 1, gt::Game::Farbspiel));
  record::Announcement a;
  a.seat = 2;
  a.type = "herz-ass";
  hands[0].announcements.push_back(a);
  record::Hand watch;
  int holder = 0;
  do {
    watch = gen(2, 2, std::nullopt);
    holder = gt::herz_ass_holder(watch, gt::make_rules({}, 3));
  } while (holder == 0);
  hands.push_back(watch);
  hands.push_back(gen(3, holder, gt::Game::Durch));
  hands.push_back(gen(4, holder % 3 + 1, gt::Game::Ramsch));
  hands.push_back(gen(5, (holder + 1) % 3 + 1, gt::Game::Bettel));
  hands.push_back(gen(6, holder, gt::Game::Ramsch));
  hands.push_back(gen(7, holder, gt::Game::Ramsch));
  hands.push_back(gen(3, holder, gt::Game::Ramsch));  // n repeats hand 3's
  return session(3, hands);
}

std::string summary(const engine::HandAnalysis& a) {
  std::string out = describe(a.findings);
  for (const auto& f : a.findings) out += std::to_string(f.hand) + "/" + f.message_de + "\n";
  for (const auto& st : a.steps) out += st.label + "\n";
  for (const auto& l : a.derivation) out += l.item.en + "=" + l.computed + "\n";
  for (const auto& [seat, v] : a.payments) out += std::to_string(seat) + ":" + v.to_string() + "\n";
  return out;
}
}  // namespace

TEST_CASE("prepare(): the prepared session places equal the per-hand walk") {
  const record::Session s = ending_session();
  const auto& m = gt::tapp_module();
  const engine::HandContext plain = context(s);
  engine::HandContext prepared = plain;
  prepared.prep = m.prepare(prepared);
  REQUIRE(prepared.prep != nullptr);
  const engine::AnalysisOptions all{true, true};
  for (std::size_t i = 0; i < s.hands.size(); ++i) {
    INFO("hand index " << i);
    prepared.hand_index = i;
    const std::string expected = summary(m.analyse(plain, s.hands[i], all));
    CHECK(summary(m.analyse(prepared, s.hands[i], all)) == expected);
    const record::Hand copy = s.hands[i];  // as the driver passes an inferred record
    CHECK(summary(m.analyse(prepared, copy, all)) == summary(m.analyse(plain, copy, all)));
    if (i > 0) CHECK(m.next_dealer(prepared, s.hands[i - 1]) == m.next_dealer(plain, s.hands[i - 1]));
    engine::HandContext unknown_index = prepared;
    unknown_index.hand_index = static_cast<std::size_t>(-1);
    CHECK(summary(m.analyse(unknown_index, copy, all)) == summary(m.analyse(plain, copy, all)));
  }
  CHECK(has(m.analyse(prepared, s.hands[4], {}).findings, "session.zwangsramsch"));
  prepared.hand_index = 6;
  CHECK(has(m.analyse(prepared, s.hands[6], {}).findings, "session.after-end"));
}

TEST_CASE("prepare(): nothing to prepare at a table Tapp is not played at") {
  const record::Session s = session(5);
  CHECK(gt::tapp_module().prepare(context(s)) == nullptr);
}
