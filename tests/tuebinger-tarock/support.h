// Small builders for Tübinger Tarock records in tests.
#pragma once
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "validator/engine/game.h"
#include "validator/games/tuebinger-tarock/module.h"
#include "validator/games/tuebinger-tarock/state.h"

namespace tue_test {
using namespace stichprobe;
namespace tue = stichprobe::games::tuebinger_tarock;

inline std::vector<Card> cards(const std::string& codes) {
  std::vector<Card> out;
  std::size_t i = 0;
  while (i < codes.size()) {
    while (i < codes.size() && codes[i] == ' ') ++i;
    std::size_t j = codes.find(' ', i);
    if (j == std::string::npos) j = codes.size();
    if (j > i) out.push_back(*parse_card_code(codes.substr(i, j - i)));
    i = j;
  }
  return out;
}
inline CardSet set(const std::string& codes) { return CardSet::of(cards(codes)); }
inline Card card(const std::string& code) { return *parse_card_code(code); }

inline engine::HandContext context(engine::Options overrides = {}) {
  engine::HandContext ctx;
  ctx.spec = &tue::module().spec();
  ctx.variant = "standard";
  ctx.options = engine::default_options(*ctx.spec, "standard");
  for (const auto& [k, v] : overrides) ctx.options[k] = v;
  ctx.seat_count = 4;
  return ctx;
}

inline Findings analyse(const record::Hand& hand, engine::Options overrides = {}) {
  return tue::module().analyse(context(std::move(overrides)), hand, {}).findings;
}

inline std::vector<std::string> codes(const Findings& f) {
  std::vector<std::string> out;
  for (const auto& x : f) out.push_back(std::string(severity_name(x.severity)) + " " + x.code);
  std::sort(out.begin(), out.end());
  return out;
}

inline std::string dump(const Findings& f) {
  std::string out;
  for (const auto& x : f) out += std::string(severity_name(x.severity)) + " " + x.code + ": " + x.message + "\n";
  return out;
}

inline record::Hand generated(std::uint64_t seed, engine::Options options = {}, int dealer = 1) {
  core::Rng rng(seed);
  engine::GenerateRequest req;
  req.variant = "standard";
  req.options = std::move(options);
  req.players = 4;
  req.dealer = dealer;
  return tue::module().generate(rng, req);
}

// The first generated hand (from seed `from`) whose contract type is `type`
// ("" = a redeal) and that satisfies `pred`.
template <class Pred>
record::Hand find_generated(const std::string& type, Pred pred, std::uint64_t from = 1, engine::Options options = {}) {
  for (std::uint64_t seed = from; seed < from + 20000; ++seed) {
    record::Hand h = generated(seed, options);
    const std::string t = h.contract ? h.contract->type : "";
    if (t == type && pred(h)) return h;
  }
  FAIL("no generated hand of type " << type);
  return {};
}
inline record::Hand find_generated(const std::string& type) {
  return find_generated(type, [](const record::Hand&) { return true; });
}

}  // namespace tue_test
