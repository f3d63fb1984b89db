// Helpers for the Tapp tests: contexts, hands written as short strings, analysis.
#pragma once
#include <algorithm>
#include <string>
#include <vector>

#include "tests/support/cards.h"
#include "validator/engine/game.h"
#include "validator/engine/generate.h"
#include "validator/games/tapp/module.h"
#include "validator/games/tapp/spec.h"

namespace tapp_test {
using namespace stichprobe;

inline std::vector<Card> cards(const std::string& text) { return test::cards_of(text); }

inline record::CardList list(const std::string& text) { return engine::card_list(cards(text)); }

// A session of `players` seats with the given options, holding `hands`.
inline record::Session session(int players, std::vector<record::Hand> hands = {}, engine::Options options = {}) {
  record::Session s;
  s.game = "tapp";
  s.variant = "standard";
  for (int i = 1; i <= players; ++i) {
    record::Player p;
    p.seat = i;
    p.name = "P" + std::to_string(i);
    s.players.push_back(p);
  }
  for (const auto& [k, v] : options) {
    record::RuleOption o;
    o.name = k;
    o.value = v;
    s.rules.push_back(o);
  }
  s.has_rules = !options.empty();
  s.hands = std::move(hands);
  return s;
}

inline engine::HandContext context(const record::Session& s) {
  engine::HandContext ctx;
  ctx.session = &s;
  ctx.spec = &games::tapp::module().spec();
  ctx.variant = "standard";
  ctx.options = engine::default_options(*ctx.spec, "standard");
  for (const auto& o : s.rules) ctx.options[o.name] = o.value;
  ctx.seat_count = static_cast<int>(s.players.size());
  return ctx;
}

inline engine::HandAnalysis analyse(const record::Session& s, std::size_t index) {
  return games::tapp::module().analyse(context(s), s.hands[index], {true, true});
}

// A one-hand session of `players` seats (3 by default in the scenarios) analysed whole.
inline engine::HandAnalysis run(const record::Hand& h, engine::Options o = {}) {
  record::Session s = session(3, {h}, std::move(o));
  return analyse(s, 0);
}

inline std::vector<std::string> codes(const Findings& f) {
  std::vector<std::string> out;
  for (const auto& x : f) out.push_back(x.code);
  return out;
}

inline std::string describe(const Findings& f) {
  std::string out;
  for (const auto& x : f) out += std::string(severity_name(x.severity)) + " " + x.code + ": " + x.message + "\n";
  return out;
}

inline bool has(const Findings& f, const std::string& code) {
  return std::any_of(f.begin(), f.end(), [&](const Finding& x) { return x.code == code; });
}

}  // namespace tapp_test
