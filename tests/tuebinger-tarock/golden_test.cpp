// Golden deals from samples/tuebinger-tarock: legal sets and scores known by hand.
#include "support.h"

#include "formats/thr_reader.h"

using namespace tue_test;

namespace {
record::Hand sample_hand(const std::string& name) {
  const ReadResult r = read_thr_file(std::string(STICHPROBE_SAMPLES_DIR) + "/tuebinger-tarock/" + name + ".xml");
  REQUIRE(r.findings.empty());
  REQUIRE(r.document.sessions.size() == 1);
  return r.document.sessions[0].hands.at(0);
}
}  // namespace

TEST_CASE("golden: großer Tout, T3-T21 in one hand takes all 19 tricks: +240", "[tuebinger][golden]") {
  const record::Hand h = sample_hand("valid-tout-grosser");
  const auto a = tue::module().analyse(context(), h, {});
  CHECK(a.findings.empty());
  CHECK(a.payments == engine::Payments{{3, 240}});
  // the asker's hand: only Blättle
  CHECK(tue::tout_eligible(CardSet::of(h.deal->hands[1].cards.cards)));
}

TEST_CASE("golden: kleiner Tout, all but one trick: +120", "[tuebinger][golden]") {
  const auto a = tue::module().analyse(context(), sample_hand("valid-tout-kleiner"), {});
  CHECK(a.findings.empty());
  CHECK(a.payments == engine::Payments{{3, 120}});
}

TEST_CASE("golden: hidden Raus, legal cards in trick 1", "[tuebinger][golden]") {
  // seat 2 leads T8; seat 3 holds T2 T4 T5 T7 T9 and the Ski: "Wird Tarock angespielt, ist Tarock zu bedienen",
  // and the Ski "darf anstelle jeder anderen Karte gespielt werden".
  const record::Hand h = sample_hand("valid-raus-hidden");
  REQUIRE(h.play->tricks[0].cards.cards[0] == card("T8"));
  engine::AnalysisOptions opts;
  opts.timeline = true;
  const auto a = tue::module().analyse(context(), h, opts);
  CHECK(a.findings.empty());
  bool checked = false;
  for (const auto& step : a.steps)
    if (step.kind == engine::StepKind::Play && step.trick == 1 && step.seat == 2) {
      CHECK(step.state.to_move == 3);
      CHECK(step.state.legal == set("T2 T4 T5 T7 T9 F"));
      checked = true;
    }
  CHECK(checked);
  // "indem er einen König ruft, den er selber auf der Hand hat": the dealer is the soloist
  CHECK(h.contract->declarer == h.dealer);
  // "Es bleibt also auch bei einem verlorenen Raus beim Faktor 3": only the soloist is written, 3 x a half-point value
  REQUIRE(a.payments.size() == 1);
  CHECK(a.payments.begin()->first == h.dealer);
  CHECK((a.payments.begin()->second * 2 / 3).is_integer());
}

TEST_CASE("golden: von oben herunter is the game's PlayLaw, for the lead only", "[tuebinger][golden][play]") {
  // "Anspielen muss man Tarock von oben herunter. Wenn man z. B. den 21er, 20er und 19er
  // besitzt, darf man ... nicht den 19er anspielen": seat 3 holds T16 and leads T15, while
  // no tarock between them is in another hand.
  const record::Hand h = sample_hand("faulty-von-oben-herunter");
  engine::AnalysisOptions opts;
  opts.timeline = true;
  const auto a = tue::module().analyse(context(), h, opts);
  int found = 0;
  for (const auto& f : a.findings)
    if (f.code == "play.von-oben-herunter") {
      ++found;
      CHECK(f.seat == 3);
      CHECK(f.pos.line == 46);
    }
  CHECK(found == 1);
  bool checked = false;
  for (const auto& step : a.steps)
    if (step.kind == engine::StepKind::Play && step.seat == 3 && step.card == card("T15")) {
      REQUIRE(step.legal_before);
      CHECK_FALSE(step.legal_before->contains(card("T15")));
      CHECK(step.legal_before->contains(card("T16")));
      CHECK(step.legal_before->contains(card("S5")));  // a suit may always be led
      checked = true;
    }
  CHECK(checked);
}
