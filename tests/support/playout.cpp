#include "tests/support/playout.h"

#include <algorithm>

#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "validator/engine/generate.h"

namespace stichprobe::testing {

record::Session generate_session(const engine::GameModule& game, const PlayoutConfig& config) {
  return engine::generate_session(game, {config.variant, config.players, config.hands, config.seed, config.options});
}

RoundTrip round_trip(const record::Session& session) {
  RoundTrip rt;
  rt.xml = write_thr(session);
  ReadResult read = read_thr(rt.xml);
  rt.read_findings = read.findings;
  if (!read.document.sessions.empty()) {
    rt.read_back = read.document.sessions.front();
    rt.rewrite_identical = write_thr(rt.read_back) == rt.xml;
  }
  engine::DocumentReport report = engine::validate_document(read);
  rt.findings = report.findings;
  return rt;
}

std::vector<PlayedHand> analyse_session(const engine::GameModule& game, const record::Session& session) {
  engine::HandContext ctx;
  ctx.session = &session;
  ctx.spec = &game.spec();
  ctx.variant = session.variant.empty() ? game.spec().variants.front().id : session.variant;
  ctx.options = engine::default_options(game.spec(), ctx.variant);
  for (const auto& o : session.rules) ctx.options[o.name] = o.value;
  ctx.seat_count = static_cast<int>(session.players.size());
  ctx.prep = game.prepare(ctx);
  std::vector<PlayedHand> out;
  for (const auto& hand : session.hands) {
    ctx.hand_index = static_cast<std::size_t>(&hand - session.hands.data());
    out.push_back({&hand, game.analyse(ctx, hand, {true, true})});
  }
  return out;
}

}  // namespace stichprobe::testing
