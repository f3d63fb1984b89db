// Dappen's PlayLaw: the legal cards the replay shows before each card are the game's
// own (Buchenbach's bound tricks, Gstiesieren, Ulti), not the shared following rules.
#include <algorithm>

#include <catch2/catch.hpp>

#include "validator/games/dappen/generate.h"
#include "validator/games/dappen/spec.h"
#include "validator/games/dappen/state.h"

using namespace stichprobe;
using namespace stichprobe::games::dappen;

namespace {

engine::HandContext context(const std::string& variant, int seats) {
  engine::HandContext ctx;
  ctx.spec = &spec();
  ctx.variant = variant;
  ctx.options = engine::default_options(spec(), variant);
  ctx.seat_count = seats;
  return ctx;
}

// A random legal hand at a table of six, dealt by seat 1.
record::Hand generated(const std::string& variant, std::uint64_t seed) {
  core::Rng rng(seed);
  return generate_hand(rng, {variant, {}, 6, 1, 1});
}

// The hand `seat` held before step i: what the step before it shows.
CardSet hand_before(const std::vector<engine::Step>& steps, std::size_t i, int seat) {
  return CardSet::of(steps[i - 1].state.seats[static_cast<std::size_t>(seat - 1)].hand);
}

}  // namespace

TEST_CASE(
    "Buchenbach: «In den ersten drei Stichen muss Trumpf gespielt werden. Gstiess muss im ersten Stich gespielt "
    "werden [...], Mund im zweiten, Geiss im dritten.» — the replay offers exactly these cards",
    "[dappen][play]") {
  const engine::HandContext ctx = context("buchenbach", 6);
  int bound_steps = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const record::Hand hand = generated("buchenbach", seed);
    const engine::HandAnalysis a = analyse_hand(ctx, hand, {true, false});
    CHECK(a.findings.empty());
    for (std::size_t i = 1; i < a.steps.size(); ++i) {
      const engine::Step& step = a.steps[i];
      if (step.kind != engine::StepKind::Play || step.trick > 3) continue;
      REQUIRE(step.legal_before);
      CHECK(*step.legal_before == bound_legal(step.trick, hand_before(a.steps, i, step.seat)));
      ++bound_steps;
    }
  }
  CHECK(bound_steps > 100);
}

TEST_CASE(
    "Furtwangen Ulti: «[...] dürfen vor den ihnen zugeordneten Stichen nicht gespielt werden, wenn der Spieler "
    "eine andere Möglichkeit hat.» — the replay does not offer them early",
    "[dappen][play]") {
  const engine::HandContext ctx = context("furtwangen", 6);
  int ulti_checks = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const record::Hand hand = generated("furtwangen", seed);
    PlaySetup s;
    s.tricks = 7;  // six active players: 7 cards each
    for (const auto& an : hand.announcements)
      if (an.type == "ulti" && an.cards) s.ulti = an.cards->cards.to_vector();
    if (s.ulti.empty() || !hand.contract) continue;
    std::sort(s.ulti.begin(), s.ulti.end(), [](Card x, Card y) { return x.trump_number() > y.trump_number(); });
    const engine::HandAnalysis a = analyse_hand(ctx, hand, {true, false});
    CHECK(a.findings.empty());
    for (const engine::Step& step : a.steps) {
      if (step.kind != engine::StepKind::Play || step.seat != *hand.contract->declarer) continue;
      REQUIRE(step.legal_before);
      CHECK(step.legal_before->contains(*step.card));
      CardSet other = *step.legal_before;  // the choice without the Ulti cards of later tricks
      for (Card u : s.ulti)
        if (ulti_trick(s, u) > step.trick) other.erase(u);
      if (other.empty()) continue;  // only Ulti cards left: then one of them may go early
      for (Card u : s.ulti)
        if (ulti_trick(s, u) > step.trick) {
          CHECK_FALSE(step.legal_before->contains(u));
          ++ulti_checks;
        }
    }
  }
  CHECK(ulti_checks > 0);
}

TEST_CASE(
    "Buchenbach's bound tricks go through the shared play tracker: unknown cards are said once per hand, "
    "as in every other trick",
    "[dappen][play]") {
  const engine::HandContext ctx = context("buchenbach", 6);
  record::Hand hand = generated("buchenbach", 3);
  REQUIRE(hand.play);
  REQUIRE(hand.play->tricks.size() >= 3);
  for (std::size_t t = 0; t < 3; ++t) hand.play->tricks[t].cards.cards[1] = Card::unknown();  // not the lead
  const engine::HandAnalysis a = analyse_hand(ctx, hand, {});
  const auto unknown = std::count_if(a.findings.begin(), a.findings.end(),
                                     [](const Finding& f) { return f.code == "play.unknown-card"; });
  CHECK(unknown == 1);
}
