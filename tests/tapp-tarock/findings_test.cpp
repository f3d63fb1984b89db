// Each finding kind on a generated hand with one fault edited in (in memory).
#include <catch2/catch.hpp>

#include <algorithm>

#include "support.h"
#include "validator/engine/validate.h"

using namespace tt_test;

namespace {
// A generated, played hand of the given contract.
record::Hand hand_of(const std::string& type, const std::string& variant = "standard") {
  for (std::uint64_t seed = 1;; ++seed) {
    record::Hand h = generated(seed, variant, 3);
    if (h.contract && h.contract->type == type && h.announcements.empty()) return h;
  }
}
bool has(const engine::HandAnalysis& a, const std::string& code) {
  const auto c = codes(a.findings);
  return std::find(c.begin(), c.end(), code) != c.end();
}
}  // namespace

TEST_CASE("deal findings: hand size, card not in deck, missing card", "[findings]") {
  record::Hand h = hand_of("dreier");
  h.deal->hands[0].cards.cards.pop_back();
  h.deal->hands[0].cards.token_pos.pop_back();
  auto a = analyse(h);
  CHECK(has(a, "deal.hand-size"));
  CHECK(has(a, "deal.missing-card"));
  h = hand_of("dreier");
  h.deal->talon->packets[1].cards[0] = *parse_card_code("C5");  // a Troggu card
  CHECK(has(analyse(h), "deal.not-in-deck"));
}

TEST_CASE("a dealer outside the table is the engine's finding (session.dealer), not the game's", "[findings]") {
  // "Tapp Tarock [...] is a three-player tarot card game": the engine checks the dealer
  // before it calls the module; called directly with another, the module has no deal to
  // check against and reports nothing rather than guessing.
  for (const int dealer : {0, 4, -1}) {
    record::Hand h = hand_of("dreier");
    h.dealer = dealer;
    const auto a = analyse(h, context(), {true, true});
    CHECK(a.findings.empty());
    CHECK(a.steps.empty());
  }
  // Through the validator: one session.dealer, no deal.dealer any more.
  record::Session s;
  s.game = "tapp-tarock";
  for (int seat = 1; seat <= 3; ++seat) s.players.push_back({seat, "P" + std::to_string(seat), {}, {}});
  s.hands.push_back(hand_of("dreier"));
  s.hands.front().dealer = 4;
  const std::vector<std::string> all = codes(engine::validate_session(s).findings);
  CHECK(std::count(all.begin(), all.end(), "session.dealer") == 1);
  CHECK(std::count(all.begin(), all.end(), "deal.dealer") == 0);
}

TEST_CASE("exchange findings: old-talon packet, discard size, Solo without talon", "[findings]") {
  record::Hand h = hand_of("unterer", "old-talon");
  REQUIRE(analyse(h, context("old-talon")).findings.empty());
  // "in an Unterer he had to take the lower three cards"
  h.exchanges[0].packet = 1;
  CHECK(has(analyse(h, context("old-talon")), "exchange.wrong-packet"));
  h = hand_of("dreier");
  h.exchanges[0].discard->cards.pop_back();
  h.exchanges[0].discard->token_pos.pop_back();
  CHECK(has(analyse(h), "exchange.discard-size"));
  h = hand_of("solo");
  record::Exchange ex;
  ex.seat = *h.contract->declarer;
  ex.packet = 1;
  h.exchanges.push_back(ex);
  CHECK(has(analyse(h), "exchange.not-allowed"));
}

TEST_CASE("auction findings: out of turn, contract mismatch, all pass", "[findings]") {
  record::Hand h = hand_of("dreier");
  std::swap(h.auction->calls[0].seat, h.auction->calls[1].seat);
  CHECK(has(analyse(h), "auction.out-of-turn"));
  h = hand_of("dreier");
  h.contract->type = "solo";
  CHECK(has(analyse(h), "auction.wrong-contract"));
  // All pass: thrown in by default; with all-pass=redeal the outcome must say redeal
  // and the same dealer deals again.
  for (std::uint64_t seed = 1;; ++seed) {
    h = generated(seed, "standard", 2);
    if (!h.contract) break;
  }
  CHECK(analyse(h).findings.empty());
  CHECK(h.outcome->type == "thrown-in");
  const auto redeal = context("standard", {{"all-pass", "redeal"}});
  CHECK(has(analyse(h, redeal), "auction.all-pass-outcome"));
  CHECK(tt::module().next_dealer(redeal, h) == 2);
  CHECK(tt::module().next_dealer(context(), h) == 3);  // "the player to the right"
}

TEST_CASE("announcement, play, bonus and payout findings", "[findings]") {
  record::Hand h = hand_of("oberer");
  record::Announcement an;
  an.seat = *h.contract->declarer % 3 + 1;
  an.type = "valat";
  h.announcements.push_back(an);
  CHECK(has(analyse(h), "announcement.not-declarer"));

  h = hand_of("dreier");
  h.play->tricks.pop_back();
  CHECK(has(analyse(h), "play.incomplete"));

  h = hand_of("dreier");
  record::Bonus b;
  b.seat = *h.contract->declarer;
  b.type = "royal-trull";
  b.amount = 3;
  const bool had = std::any_of(h.result->bonuses.begin(), h.result->bonuses.end(),
                               [](const record::Bonus& x) { return x.type == "royal-trull"; });
  if (!had) {
    h.result->bonuses.push_back(b);
    CHECK(has(analyse(h), "bonus.unjustified"));
  }
  h = hand_of("dreier");
  if (!h.result->bonuses.empty()) {
    h.result->bonuses.clear();
    const auto a = analyse(h);
    CHECK(has(a, "bonus.missing"));
    CHECK(a.findings.front().severity == Severity::Warning);
  }
  h = hand_of("dreier");
  h.result->settlement->pays[0].amount += Rational(1);
  const auto a = analyse(h);
  REQUIRE(a.findings.size() == 1);  // one wrong payout is one finding, itemised
  CHECK(a.findings[0].code == "settlement.amount");
  CHECK(a.findings[0].message.find("game value (Dreier)") != std::string::npos);
}

TEST_CASE("timeline and derivation: deal, calls, exchange, 48 cards, scoring", "[timeline]") {
  const record::Hand h = hand_of("unterer");
  const auto a = analyse(h, context(), {true, true});
  REQUIRE(a.findings.empty());
  int plays = 0;
  for (const auto& s : a.steps) plays += s.kind == engine::StepKind::Play ? 1 : 0;
  CHECK(plays == 48);
  CHECK(a.steps.front().kind == engine::StepKind::Deal);
  CHECK(a.steps.front().state.talon.size() == 2);
  CHECK(a.steps.back().kind == engine::StepKind::Score);
  const auto& roles = a.steps.back().state.seats[static_cast<std::size_t>(*h.contract->declarer - 1)].roles;
  CHECK(std::find(roles.begin(), roles.end(), "declarer") != roles.end());
  CHECK(a.derivation.size() >= 3 + 1 + 3);  // points, threshold, game value, three seats
}

TEST_CASE("\"The declarer may make either of two announcements\": one of them, not both (option announcements)",
          "[findings]") {
  record::Hand h = hand_of("dreier");
  for (const char* type : {"pagat-ultimo", "valat"}) {
    record::Announcement an;
    an.seat = *h.contract->declarer;
    an.type = type;
    h.announcements.push_back(an);
  }
  const auto count = [](const engine::HandAnalysis& a, const char* code) {
    return std::count_if(a.findings.begin(), a.findings.end(), [&](const Finding& f) { return f.code == code; });
  };
  CHECK(count(analyse(h), "announcement.both") == 1);  // the second announcement, once
  CHECK(count(analyse(h, context("standard", {{"announcements", "both"}})), "announcement.both") == 0);
  h.announcements.pop_back();
  CHECK(count(analyse(h), "announcement.both") == 0);
}
