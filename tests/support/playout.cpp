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

namespace {

struct PlayRef {
  std::size_t hand, trick, index;  // indices into the session
  int seat;
  Card card;
};

// Each played card with its seat, from the engine's own replay of the hand.
std::vector<std::pair<PlayRef, engine::TableState>> plays_with_state_before(const record::Session& s,
                                                                            const engine::GameModule& game,
                                                                            std::size_t hand_index) {
  std::vector<std::pair<PlayRef, engine::TableState>> out;
  engine::HandContext ctx;
  ctx.session = &s;
  ctx.spec = &game.spec();
  ctx.variant = s.variant;
  ctx.options = engine::default_options(game.spec(), s.variant);
  for (const auto& o : s.rules) ctx.options[o.name] = o.value;
  ctx.seat_count = static_cast<int>(s.players.size());
  const record::Hand& hand = s.hands[hand_index];
  engine::AnalysisOptions opts;
  opts.timeline = true;
  engine::HandAnalysis a = game.analyse(ctx, hand, opts);
  if (!hand.play) return out;
  std::vector<std::size_t> in_trick(hand.play->tricks.size(), 0);
  for (std::size_t k = 1; k < a.steps.size(); ++k) {
    const engine::Step& step = a.steps[k];
    if (step.kind != engine::StepKind::Play || !step.card || step.trick < 1) continue;
    const auto t = static_cast<std::size_t>(step.trick - 1);
    if (t >= hand.play->tricks.size()) continue;
    const auto& cards = hand.play->tricks[t].cards.cards;
    const std::size_t i = in_trick[t]++;
    if (i >= cards.size() || cards[i] != *step.card) continue;
    out.push_back({PlayRef{hand_index, t, i, step.seat, *step.card}, a.steps[k - 1].state});
  }
  return out;
}

Card& card_at(record::Session& s, const PlayRef& r) { return s.hands[r.hand].play->tricks[r.trick].cards.cards[r.index]; }

}  // namespace

std::optional<Injected> inject_revoke(record::Session& s, const engine::GameModule& game, core::Rng& rng) {
  if (s.hands.empty()) return std::nullopt;
  const std::size_t h = static_cast<std::size_t>(rng.below(static_cast<int>(s.hands.size())));
  const auto plays = plays_with_state_before(s, game, h);
  // A card c played while the player also held a card d that was not legal then,
  // and d is played by the same player later: swap them.
  std::vector<std::pair<std::size_t, std::size_t>> candidates;
  for (std::size_t a = 0; a < plays.size(); ++a) {
    const auto& [ref, before] = plays[a];
    // The step before a following card shows the mover's legal cards; a leader's are the game's own matter.
    if (ref.index == 0 || before.to_move != ref.seat) continue;
    const CardSet& legal = before.legal;
    for (std::size_t b = a + 1; b < plays.size(); ++b) {
      const auto& later = plays[b].first;
      if (later.seat != ref.seat || later.trick == ref.trick || legal.contains(later.card)) continue;
      candidates.emplace_back(a, b);
    }
  }
  if (candidates.empty()) return std::nullopt;
  const auto [a, b] = rng.pick(candidates);
  const PlayRef ra = plays[a].first, rb = plays[b].first;
  std::swap(card_at(s, ra), card_at(s, rb));
  return Injected{s.hands[h].n, static_cast<int>(ra.trick) + 1, ra.seat, {"play.must-follow-suit", "play.must-trump"},
                  "revoke: " + card_code(rb.card) + " instead of " + card_code(ra.card)};
}

std::optional<Injected> inject_card_from_nowhere(record::Session& s, const engine::GameModule& game, core::Rng& rng) {
  if (s.hands.empty()) return std::nullopt;
  const std::size_t h = static_cast<std::size_t>(rng.below(static_cast<int>(s.hands.size())));
  const auto plays = plays_with_state_before(s, game, h);
  std::vector<std::pair<std::size_t, Card>> candidates;
  for (std::size_t a = 0; a < plays.size(); ++a) {
    const auto& [ref, before] = plays[a];
    for (std::size_t seat = 0; seat < before.seats.size(); ++seat) {
      if (static_cast<int>(seat) + 1 == ref.seat) continue;
      for (Card c : before.seats[seat].hand) candidates.emplace_back(a, c);
    }
  }
  if (candidates.empty()) return std::nullopt;
  const auto [a, card] = rng.pick(candidates);
  const PlayRef ref = plays[a].first;
  card_at(s, ref) = card;
  return Injected{s.hands[h].n, static_cast<int>(ref.trick) + 1, ref.seat, {"play.card-not-held"},
                  "card from nowhere: " + card_code(card) + " instead of " + card_code(ref.card)};
}

std::optional<Injected> inject_wrong_payout(record::Session& s, core::Rng& rng) {
  std::vector<std::size_t> with_pay;
  for (std::size_t h = 0; h < s.hands.size(); ++h)
    if (s.hands[h].result && s.hands[h].result->settlement && !s.hands[h].result->settlement->pays.empty())
      with_pay.push_back(h);
  if (with_pay.empty()) return std::nullopt;
  const std::size_t h = rng.pick(with_pay);
  auto& pays = s.hands[h].result->settlement->pays;
  auto& pay = pays[static_cast<std::size_t>(rng.below(static_cast<int>(pays.size())))];
  pay.amount += Rational(1 + rng.below(5));
  return Injected{s.hands[h].n, 0, 0, {"settlement.amount"}, "payout of seat " + std::to_string(pay.seat) + " changed"};
}

std::string check_found(const Findings& findings, const Injected& inj) {
  const Finding* match = nullptr;
  for (const auto& f : findings) {
    if (f.hand != inj.hand) continue;
    if (std::find(inj.codes.begin(), inj.codes.end(), f.code) == inj.codes.end()) continue;
    if (inj.trick && f.trick != inj.trick) continue;
    if (inj.seat && f.seat != inj.seat) continue;
    match = &f;
    break;
  }
  std::string listing;
  for (const auto& f : findings)
    listing += "\n  hand " + std::to_string(f.hand) + " trick " + std::to_string(f.trick) + " seat " +
               std::to_string(f.seat) + " " + f.code + ": " + f.message;
  if (!match)
    return "not found: " + inj.what + " (hand " + std::to_string(inj.hand) + ", trick " + std::to_string(inj.trick) +
           ", seat " + std::to_string(inj.seat) + "); findings:" + listing;
  // Nothing in the same hand may come before it in play order (a corruption
  // is found where it is, not as a consequence elsewhere first).
  for (const auto& f : findings) {
    if (&f == match || f.hand != inj.hand || f.severity != Severity::Error) continue;
    if (inj.trick && f.trick != 0 && f.trick < inj.trick)
      return "an earlier error comes first: trick " + std::to_string(f.trick) + " " + f.code + listing;
  }
  return "";
}

}  // namespace stichprobe::testing
