// The Tapp module: runs a hand through deal, auction, swap/exchange, play and scoring,
// and places it in its session (Herz-Ass, last game, Zwangsramsch).
#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "validator/engine/registry.h"
#include "validator/engine/timeline.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tapp/generate.h"
#include "validator/games/tapp/play.h"
#include "validator/games/tapp/session.h"
#include "validator/games/tapp/spec.h"
#include "validator/games/tapp/tapp.h"

namespace stichprobe::games::tapp {

std::optional<engine::CardFlow> card_flow(const engine::HandContext& ctx, const record::Hand& hand);  // card_flow.cpp

namespace {

int players_of(const engine::HandContext& ctx) {
  if (ctx.seat_count > 0) return ctx.seat_count;
  return ctx.session ? static_cast<int>(ctx.session->players.size()) : 0;
}

// What depends only on the session: the rules and every hand's place in it, so a
// hand need not walk the hands before it (which made a session quadratic).
struct TappPrep final : engine::SessionPrep {
  Rules rules;
  std::vector<SessionPlace> places;       // index as in session.hands
  std::vector<std::size_t> first_with_n;  // the first hand with the same n as hand i
};

std::shared_ptr<const TappPrep> prepare_session(const engine::HandContext& ctx) {
  const int n = players_of(ctx);
  if (!ctx.session || (n != 3 && n != 4)) return nullptr;
  auto prep = std::make_shared<TappPrep>();
  prep->rules = make_rules(ctx.options, n);
  const auto& hands = ctx.session->hands;
  prep->places = session_places(*ctx.session, prep->rules);
  std::vector<std::pair<int, std::size_t>> by_n;  // (n, index), sorted: each n's first index leads
  by_n.reserve(hands.size());
  for (std::size_t i = 0; i < hands.size(); ++i) by_n.emplace_back(hands[i].n, i);
  std::sort(by_n.begin(), by_n.end());
  prep->first_with_n.resize(hands.size());
  for (std::size_t k = 0; k < by_n.size(); ++k)
    prep->first_with_n[by_n[k].second] =
        k > 0 && by_n[k - 1].first == by_n[k].first ? prep->first_with_n[by_n[k - 1].second] : by_n[k].second;
  return prep;
}

// hand_index() without the scan: the hand itself in the session, or a copy of the hand
// at ctx.hand_index (the inferred record), which hand_index() finds by its n.
std::size_t index_of(const engine::HandContext& ctx, const TappPrep& prep, const record::Hand& hand) {
  const auto& hands = ctx.session->hands;
  const std::less<const record::Hand*> before;
  if (!hands.empty() && !before(&hand, hands.data()) && before(&hand, hands.data() + hands.size()))
    return static_cast<std::size_t>(&hand - hands.data());
  const std::size_t i = ctx.hand_index;
  if (i < hands.size() && i < prep.first_with_n.size() && hands[i].n == hand.n) return prep.first_with_n[i];
  return hand_index(*ctx.session, hand);
}

// The rules for a table of n, prepared once per session or made here.
engine::PreparedOr<Rules> rules_for(const engine::HandContext& ctx, int n) {
  const TappPrep* prep = engine::prepared<TappPrep>(ctx);
  return {prep ? &prep->rules : nullptr, [&] { return make_rules(ctx.options, n); }};
}

SessionPlace place_of(const engine::HandContext& ctx, const record::Hand& hand, const Rules& rules) {
  if (!ctx.session) return {};
  const TappPrep* prep = engine::prepared<TappPrep>(ctx);
  const std::size_t idx = prep ? index_of(ctx, *prep, hand) : hand_index(*ctx.session, hand);
  if (idx == static_cast<std::size_t>(-1)) return {};
  if (prep && idx < prep->places.size()) return prep->places[idx];
  return session_place(*ctx.session, idx, rules);
}

void check_announcements(const record::Hand& hand, const SessionPlace& place, engine::Reporter& rep) {
  for (const auto& a : hand.announcements) {
    if (a.type != kHerzAss)
      rep.error(
          "announcement.unknown", "announcement", {a.pos, 0, a.seat},
          {"Tapp knows one announcement, \"herz-ass\" (the end of the session); the record has \"" + a.type + "\"",
           "Tapp kennt eine Ansage, „herz-ass“ (das Ende des Tapp-Spiels); aufgeschrieben ist „" + a.type + "“"},
          "Spielende");
    else if (place.role != SessionRole::Normal)
      rep.warning("announcement.herz-ass-repeated", "announcement", {a.pos, 0, a.seat},
                  {"Herz-Ass has already been announced; the session is ending",
                   "Herz-Ass ist schon angesagt; das Tapp-Spiel geht zu Ende"},
                  "Spielende");
  }
}

class TappModule final : public engine::GameModule {
 public:
  const engine::GameSpec& spec() const override { return tapp_spec(); }

  engine::HandAnalysis analyse(const engine::HandContext& ctx, const record::Hand& hand,
                               const engine::AnalysisOptions& opts) const override {
    engine::HandAnalysis out;
    engine::Reporter rep(out.findings, hand.n, kRulePrefix);
    const int n = players_of(ctx);
    // Neither three nor four: no deal to check against; the session driver says so once
    // (session.player-count, "Tapp kann zu dritt oder zu viert gespielt werden."), not once per hand.
    if (n != 3 && n != 4) return out;
    const auto prepared_rules = rules_for(ctx, n);
    const Rules& rules = *prepared_rules;
    std::optional<record::Hand> patched;  // a copy only when the dealer must be replaced
    if (hand.dealer < 1 || hand.dealer > n) patched = hand;
    const record::Hand& h = patched ? *patched : hand;
    if (h.dealer < 1 || h.dealer > n) {
      rep.error("session.dealer", "deal", {hand.pos, 0, h.dealer},
                {"dealer " + std::to_string(h.dealer) + " is not a seat of the table (1.." + std::to_string(n) + ")",
                 "Geber " + std::to_string(h.dealer) + " ist kein Sitz des Tisches (1.." + std::to_string(n) + ")"},
                "Geben");
      patched->dealer = 1;
    }
    const SessionPlace place = place_of(ctx, hand, rules);
    engine::Timeline tl(opts.timeline);
    const Contract contract = recorded_contract(h, rules, h.dealer);
    Table table = check_deal(h, rules, contract, rep, tl);
    if (place.role == SessionRole::AfterEnd)
      rep.error("session.after-end", "deal", {hand.pos, 0, h.dealer},
                {"the session ended with the Zwangsramsch round after the Herz-Ass; no hand may follow",
                 "das Tapp-Spiel endete mit der Zwangsramsch-Runde nach dem Herz-Ass; kein Spiel darf mehr folgen"},
                "Spielende");
    if (place.role == SessionRole::Zwangsramsch) {
      check_zwangsramsch(h, contract, rep);
      if (tl.enabled()) {
        // "2. Zwangsramsch": the game's own word in both languages, the German with its ordinal.
        tl.state().contract = {"Zwangsramsch " + std::to_string(place.zwangsramsch_no),
                               std::to_string(place.zwangsramsch_no) + ". Zwangsramsch"};
        tl.push(engine::StepKind::Contract, tl.state().contract, h.contract ? h.contract->pos : h.pos);
      }
    } else {
      check_auction(h, rules, contract, rep, tl);
    }
    check_announcements(h, place, rep);
    check_swap_and_exchange(h, rules, contract, table, rep, tl);
    const PlayState play = check_play(h, rules, contract, table, rep, tl, opts.derivation ? &out.derivation : nullptr);
    Score score = compute_score(contract, rules, table, play);
    check_result(h, rules, contract, play, score, rep, opts.derivation ? &out.derivation : nullptr);
    out.payments = std::move(score.payments);  // check_result was the last to read them
    if (tl.enabled()) {
      tl.state().phase = "scoring";
      tl.push(engine::StepKind::Score, {"score", "Abrechnung"}, h.result ? h.result->pos : h.pos);
    }
    out.steps = tl.take();
    return out;
  }

  record::Hand generate(core::Rng& rng, const engine::GenerateRequest& req) const override {
    return generate_hand(rng, req);
  }

  std::optional<engine::CardFlow> card_flow(const engine::HandContext& ctx, const record::Hand& hand) const override {
    return tapp::card_flow(ctx, hand);
  }

  std::shared_ptr<const engine::SessionPrep> prepare(const engine::HandContext& ctx) const override {
    return prepare_session(ctx);
  }

  int next_dealer(const engine::HandContext& ctx, const record::Hand& hand) const override {
    const int n = players_of(ctx);
    if (n != 3 && n != 4) return GameModule::next_dealer(ctx, hand);
    // "Der Spieler, der in der nächsten Runde das Herz-Ass erhält, gibt zur letzten Runde"
    const SessionPlace place = place_of(ctx, hand, *rules_for(ctx, n));
    if (place.role == SessionRole::Watch && place.herz_ass_holder != 0) return place.herz_ass_holder;
    // "danach gibt immer der nächste Spieler rechts vom vorherigen Geber"
    return hand.dealer % n + 1;
  }
};

}  // namespace

const engine::GameModule& tapp_module() {
  static const TappModule kModule;
  return kModule;
}

}  // namespace stichprobe::games::tapp

// The rank keeps the order `stichprobe rules` has always listed the games in.
STICHPROBE_REGISTER_GAME(50, stichprobe::games::tapp::tapp_module())
