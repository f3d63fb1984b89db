// The Troggu tests' way to a hand: a sample of samples/troggu/ read (it must read
// cleanly), and one hand analysed under the session's options plus `extra`.
#pragma once
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "formats/thr_reader.h"
#include "validator/games/troggu/module.h"
#include "validator/games/troggu/spec.h"

namespace stichprobe::troggu_tests {
using namespace stichprobe::games::troggu;

inline record::Session load(const std::string& rel) {
  const ReadResult r = read_thr_file(std::string(STICHPROBE_SAMPLES_DIR) + "/troggu/" + rel);
  REQUIRE(r.findings.empty());
  REQUIRE(r.document.sessions.size() == 1);
  return r.document.sessions.front();
}

// The hand under the session's options, with `extra` on top (an empty value removes one),
// with its timeline and derivation.
inline engine::HandAnalysis analyse(const record::Session& s, const record::Hand& h,
                                    const engine::Options& extra = {}) {
  engine::HandContext ctx;
  ctx.session = &s;
  ctx.spec = &spec();
  ctx.variant = s.variant.empty() ? "standard" : s.variant;
  ctx.options = engine::default_options(spec(), ctx.variant);
  for (const auto& o : s.rules) ctx.options[o.name] = o.value;
  for (const auto& [k, v] : extra) ctx.options[k] = v;
  ctx.seat_count = static_cast<int>(s.players.size());
  engine::AnalysisOptions opts;
  opts.timeline = true;
  opts.derivation = true;
  return module().analyse(ctx, h, opts);
}

// The findings' codes in the order the engine reports them.
inline std::vector<std::string> codes_in_order(const Findings& fs) {
  std::vector<std::string> out;
  for (const auto& f : fs) out.push_back(f.code);
  return out;
}

}  // namespace stichprobe::troggu_tests
