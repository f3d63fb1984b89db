// `--explain` in Troggu: what the README promises for every game — each trick's leader,
// winner and points, and recorded beside computed with ✗ on every mismatch, the per-seat
// payments included.
#include <catch2/catch.hpp>

#include "formats/thr_reader.h"
#include "tests/support/cli_run.h"
#include "tests/troggu/support.h"
#include "validator/engine/trick_play.h"
#include "validator/games/troggu/module.h"
#include "validator/games/troggu/spec.h"

using namespace stichprobe;
using namespace stichprobe::games::troggu;
using stichprobe::troggu_tests::analyse;
using stichprobe::troggu_tests::load;

namespace {

const std::string kSamples = std::string(STICHPROBE_SAMPLES_DIR) + "/troggu/";

std::vector<engine::ScoreLine> derive(const record::Session& s, const record::Hand& h) {
  return analyse(s, h).derivation;
}

const engine::ScoreLine* line(const std::vector<engine::ScoreLine>& lines, const std::string& item) {
  for (const auto& l : lines)
    if (l.item.en == item) return &l;
  return nullptr;
}

}  // namespace

TEST_CASE("--explain in Troggu: each trick and each seat's payment beside the record", "[troggu][explain]") {
  const record::Session s = load("standard/valid-normal-4p.xml");
  const record::Hand& h = s.hands.front();
  const auto lines = derive(s, h);
  for (std::size_t t = 1; t <= h.play->tricks.size(); ++t) {
    const engine::ScoreLine* l = line(lines, "trick " + std::to_string(t));
    REQUIRE(l != nullptr);
    CHECK(l->computed.en.find(" leads, ") != std::string::npos);
    CHECK(l->computed.en.find(" wins, ") != std::string::npos);
    CHECK(l->computed.en.find(" points") != std::string::npos);
    CHECK(l->computed.de.find(" spielt aus, ") != std::string::npos);
    REQUIRE(l->recorded);
    CHECK(*l->recorded == "lead=\"" + std::to_string(*h.play->tricks[t - 1].lead) + "\"");
    CHECK_FALSE(l->mismatch);
  }
  for (int seat = 1; seat <= 4; ++seat) {
    const engine::ScoreLine* l = line(lines, engine::seat_name(seat) + " settles");
    REQUIRE(l != nullptr);
    REQUIRE(l->recorded);
    CHECK(*l->recorded == l->computed.en);
    CHECK_FALSE(l->mismatch);
  }
  REQUIRE(line(lines, "declarer card points") != nullptr);
  CHECK(line(lines, "declarer card points")->recorded.has_value());

  SECTION("a wrong payment, wrong points and a wrong lead are each marked") {
    record::Hand edited = h;
    edited.result->settlement->pays.front().amount += Rational(5);
    edited.result->points.front().value += Rational(1);
    const auto marked = derive(s, edited);
    const int paid_seat = edited.result->settlement->pays.front().seat;
    int mismatches = 0;
    for (const auto& l : marked) mismatches += l.mismatch ? 1 : 0;
    CHECK(mismatches == 2);
    CHECK(line(marked, engine::seat_name(paid_seat) + " settles")->mismatch);
    CHECK(
        line(marked, edited.result->points.front().side == "declarer" ? "declarer card points" : "defender card points")
            ->mismatch);
    record::Hand led = h;
    led.play->tricks[1].lead = *led.play->tricks[1].lead % 4 + 1;
    const auto wrong_lead = derive(s, led);
    CHECK(line(wrong_lead, "trick 2")->mismatch);
    CHECK_FALSE(line(wrong_lead, "trick 1")->mismatch);
  }
  SECTION("a seat's own points and a bonus, which Troggu does not have, are shown beside the record") {
    record::Hand edited = h;
    record::Points own;
    own.seat = 1;
    own.value = Rational(200);
    edited.result->points.push_back(own);
    record::Bonus valat;
    valat.type = "valat";
    valat.amount = Rational(5);
    edited.result->bonuses.push_back(valat);
    const auto marked = derive(s, edited);
    REQUIRE(line(marked, "seat 1 card points") != nullptr);
    CHECK(line(marked, "seat 1 card points")->mismatch);
    REQUIRE(line(marked, "bonus valat") != nullptr);
    CHECK(line(marked, "bonus valat")->mismatch);
  }
}

TEST_CASE("--explain prints Troggu's per-seat payments with ✗ on the wrong one", "[troggu][explain]") {
  const testing::CliRun r =
      testing::run_cli({"validate", "--explain", "--no-source", kSamples + "standard/faulty-payment.xml"});
  CHECK(r.status == 1);
  CHECK(r.out.find("trick 1: seat ") != std::string::npos);
  CHECK(r.out.find("  ✗ seat 1 settles: +5   (recorded: +10)") != std::string::npos);
  CHECK(r.out.find("    seat 2 settles: +5   (recorded +5)") != std::string::npos);
}
