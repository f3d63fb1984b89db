// PlayLaw through TrickPlay: "A per-trick legal-cards hook in TrickPlay (lead rules,
// bound tricks) replaces set_lead_filter, Dappen's play_bound_trick, fix_legal_in_steps
// and Troggu's legal-set patch: one place computes the legal cards for the validator,
// the replayer and the editor." (issue 17). A law may narrow the legal cards, replace
// following and trumping with its own finding, or widen them; the findings, the
// timeline's legal sets and TrickPlay::legal_cards all follow it.
#include <catch2/catch.hpp>

#include <array>
#include <string>
#include <vector>

#include "tests/support/cards.h"
#include "validator/core/deck.h"
#include "validator/engine/trick_play.h"

namespace stichprobe::engine {
namespace {

using test::cards_of;

CardSet set_of(const char* cards) { return CardSet::of(cards_of(cards)); }

record::Trick law_trick(int lead, const char* cards, unsigned line) {
  record::Trick t;
  t.lead = lead;
  t.cards.cards = cards_of(cards);
  for (std::size_t i = 0; i < t.cards.cards.size(); ++i)
    t.cards.token_pos.push_back(Pos{line, static_cast<unsigned>(20 + 3 * i)});
  t.cards.pos = Pos{line, 20};
  t.pos = Pos{line, 7};
  return t;
}

// A lead must be a trump while the leader holds one ("von oben herunter" in miniature);
// a lead outside it is the law's own finding, or the game's elsewhere (own_finding false).
class TrumpLead : public PlayLaw {
 public:
  explicit TrumpLead(bool own_finding) : own_finding_(own_finding) {}
  CardSet legal_cards(const LegalQuery& q) const override {
    if (q.place != 0) return PlayLaw::legal_cards(q);
    CardSet trumps;
    for (Card c : q.hand.cards())
      if (core::follow_class(c, q.rules) == core::FollowClass::Trump) trumps.insert(c);
    return trumps.empty() ? q.hand : trumps;
  }
  std::optional<IllegalCard> illegal(const LegalQuery& q, Card card, const CardSet&) const override {
    if (!own_finding_ || q.place != 0) return std::nullopt;
    return IllegalCard{"play.trump-lead", {card_code(card) + " led while holding a trump", "Trumpf nicht angespielt"}};
  }

 private:
  bool own_finding_;
};

// A bound trick: whoever follows must play a trump if able, whatever was led (its own
// rule in place of following suit, with its own finding).
class BoundToTrumps : public PlayLaw {
 public:
  CardSet legal_cards(const LegalQuery& q) const override {
    if (q.place == 0) return q.hand;
    CardSet trumps;
    for (Card c : q.hand.cards())
      if (core::follow_class(c, q.rules) == core::FollowClass::Trump) trumps.insert(c);
    return trumps.empty() ? q.hand : trumps;
  }
  std::optional<IllegalCard> illegal(const LegalQuery& q, Card card, const CardSet& legal) const override {
    return IllegalCard{"play.bound-card",
                       {seat_name(q.seat) + " plays " + card_code(card) +
                            " in a bound trick (legal: " + cards_to_string(legal.cards()) + ")",
                        "gebundener Stich"}};
  }
};

// Free play: any held card (a Misère played without the duty to trump, say).
class FreePlay : public PlayLaw {
 public:
  CardSet legal_cards(const LegalQuery& q) const override { return q.hand; }
};

// Three seats, three cards each (seat 1 leads trick 1):
//   seat 1: HK H2 T5   seat 2: H1 HQ T7   seat 3: H3 T2 T9
struct LawTable {
  std::array<CardSet, 3> hands{set_of("HK H2 T5"), set_of("H1 HQ T7"), set_of("H3 T2 T9")};
  Timeline tl{true};
  Findings findings;
  Reporter rep{findings, 1, "test"};
  TrickPlay tp{hands, {1, 2, 3}, tl};
  core::TrickRules rules;
  std::vector<Step> steps;

  void play(const PlayLaw* law, const std::vector<record::Trick>& tricks) {
    tp.set_law(law);
    tp.set_recorded_tricks(tricks);
    int leader = 1;
    for (std::size_t i = 0; i < tricks.size(); ++i) {
      const auto res = tp.play_trick(tricks[i], static_cast<int>(i) + 1, leader, rules,
                                     core::deck(core::DeckKind::Tarot78).set, rep, "Play");
      if (res.winner == 0) continue;
      tp.take_trick(res, res.winner);
      leader = res.winner;
    }
    steps = tl.take();
  }
  std::vector<std::string> codes() const {
    std::vector<std::string> out;
    for (const Finding& f : findings) out.push_back(f.code);
    return out;
  }
  // The play step of `seat` in trick `trick_no`.
  const Step& step(int trick_no, int seat) const {
    for (const Step& s : steps)
      if (s.kind == StepKind::Play && s.trick == trick_no && s.seat == seat) return s;
    FAIL("no play step of seat " << seat << " in trick " << trick_no);
    return steps.front();
  }
};

TEST_CASE("no law: following and trumping decide, the timeline shows them", "[engine][play-law]") {
  LawTable t;
  t.play(nullptr, {law_trick(1, "HK H1 H3", 1), law_trick(1, "H2 HQ T2", 2), law_trick(3, "T9 T5 T7", 3)});
  CHECK(t.findings.empty());
  CHECK(*t.step(1, 1).legal_before == set_of("HK H2 T5"));  // any lead
  CHECK(*t.step(1, 2).legal_before == set_of("H1 HQ"));     // follow hearts
  CHECK(t.step(1, 1).state.legal == set_of("H1 HQ"));       // after the lead: the next seat's choice
}

TEST_CASE("a law narrowing the lead: legal_before narrowed, a wrong lead is the law's one finding",
          "[engine][play-law]") {
  const TrumpLead law(true);
  LawTable t;
  // Seat 1 leads HK although it holds T5; the rest is played by the law.
  t.play(&law, {law_trick(1, "HK H1 H3", 1), law_trick(1, "T5 T7 T9", 2), law_trick(3, "T2 H2 HQ", 3)});
  REQUIRE(t.codes() == std::vector<std::string>{"play.trump-lead"});
  CHECK(t.findings[0].trick == 1);
  CHECK(t.findings[0].seat == 1);
  CHECK(t.findings[0].pos.line == 1);
  CHECK(t.findings[0].category == Category::Play);
  CHECK(*t.step(1, 1).legal_before == set_of("T5"));
  // Following is untouched by the law: hearts after a heart lead.
  CHECK(*t.step(1, 2).legal_before == set_of("H1 HQ"));
  CHECK(*t.step(2, 1).legal_before == set_of("T5"));
  // Trick 3: seat 3 leads its last card, T2.
  CHECK(*t.step(3, 3).legal_before == set_of("T2"));
}

TEST_CASE("a law narrowing the lead without its own finding leaves the lead to the game", "[engine][play-law]") {
  const TrumpLead law(false);
  LawTable t;
  t.play(&law, {law_trick(1, "HK H1 H3", 1), law_trick(1, "H2 HQ T2", 2), law_trick(3, "T9 T5 T7", 3)});
  // A lead is never against following or trumping, so the shared check has nothing to say.
  CHECK(t.findings.empty());
  CHECK(*t.step(1, 1).legal_before == set_of("T5"));
}

TEST_CASE("a law replacing the follow rules: its finding instead of must-follow-suit", "[engine][play-law]") {
  const BoundToTrumps law;
  LawTable t;
  // Trick 1: seat 2 follows H1 while holding T7 (the law's fault, not a revoke);
  // seat 3 trumps with T2 while holding H3 (legal by the law, a revoke by the shared rules).
  t.play(&law, {law_trick(1, "HK H1 T2", 1), law_trick(3, "T9 T5 T7", 2), law_trick(3, "H3 H2 HQ", 3)});
  REQUIRE(t.codes() == std::vector<std::string>{"play.bound-card"});
  CHECK(t.findings[0].trick == 1);
  CHECK(t.findings[0].seat == 2);
  CHECK(t.findings[0].message.find("legal: T7") != std::string::npos);
  CHECK(*t.step(1, 2).legal_before == set_of("T7"));
  CHECK(*t.step(1, 3).legal_before == set_of("T2 T9"));
  CHECK(t.step(1, 2).state.legal == set_of("T2 T9"));  // the next seat's choice by the law
  // Trick 3: no trumps left anywhere, the whole hand is legal.
  CHECK(*t.step(3, 1).legal_before == set_of("H2"));
}

TEST_CASE("a law widening the legal set: no must-follow-suit, a card not held still found", "[engine][play-law]") {
  const FreePlay law;
  LawTable t;
  // Trick 1: seat 2 trumps (T7) while holding hearts: legal by the law. Trick 2: seat 2
  // (who led, having won trick 1) then plays... S1, a card nobody holds.
  t.play(&law, {law_trick(1, "HK T7 H3", 1), law_trick(2, "S1 T2 H2", 2)});
  CHECK(*t.step(1, 2).legal_before == set_of("H1 HQ T7"));
  REQUIRE(t.codes() == std::vector<std::string>{"play.card-not-held"});
  CHECK(t.findings[0].trick == 2);
  CHECK(t.findings[0].seat == 2);
}

TEST_CASE("without a law the same plays are revokes", "[engine][play-law]") {
  LawTable t;
  t.play(nullptr, {law_trick(1, "HK T7 H3", 1)});
  REQUIRE(t.codes() == std::vector<std::string>{"play.must-follow-suit"});
  CHECK(t.findings[0].seat == 2);
}

TEST_CASE("TrickPlay::legal_cards asks the law, else following and trumping", "[engine][play-law]") {
  LawTable t;
  const std::vector<Card> hk = cards_of("HK");
  CHECK(t.tp.legal_cards(1, 1, {}, t.rules) == set_of("HK H2 T5"));
  CHECK(t.tp.legal_cards(1, 2, hk, t.rules) == set_of("H1 HQ"));
  const TrumpLead lead(true);
  t.tp.set_law(&lead);
  CHECK(t.tp.legal_cards(1, 1, {}, t.rules) == set_of("T5"));
  CHECK(t.tp.legal_cards(1, 2, hk, t.rules) == set_of("H1 HQ"));
  const BoundToTrumps bound;
  t.tp.set_law(&bound);
  CHECK(t.tp.legal_cards(1, 2, hk, t.rules) == set_of("T7"));
  const FreePlay free;
  t.tp.set_law(&free);
  CHECK(t.tp.legal_cards(1, 2, hk, t.rules) == set_of("H1 HQ T7"));
  t.tp.set_law(nullptr);
  CHECK(t.tp.legal_cards(1, 2, hk, t.rules) == set_of("H1 HQ"));
}

}  // namespace
}  // namespace stichprobe::engine
