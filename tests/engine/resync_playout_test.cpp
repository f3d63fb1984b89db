// The random-playout harness with the three typing mistakes of issue 16 §2 ("One
// mistake, one finding"): in generated hands of every game and variant, a trick's
// lead written wrong, one card left out of a trick and two cards of a trick written
// in the wrong order are each found at their hand, trick and seat, and the hand has
// no other warning or error (no cascade into later tricks, points or payments).
#include <catch2/catch.hpp>

#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "validator/engine/faults.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"
#include "validator/engine/validate.h"

using namespace stichprobe;

TEST_CASE("a wrong lead, a left-out card and two swapped cards are one finding each, every game and variant",
          "[engine][resync][playout]") {
  const engine::FaultKind kinds[] = {engine::FaultKind::WrongLead, engine::FaultKind::CardLeftOut,
                                     engine::FaultKind::CardsOutOfOrder};
  int injected = 0;
  for (const engine::GameModule* game : engine::all_games())
    for (const auto& variant : game->spec().variants)
      for (int players : variant.player_counts)
        for (std::uint64_t seed : {5u, 77u, 202u})
          for (engine::FaultKind kind : kinds) {
            {
              INFO(game->spec().id << "/" << variant.id << " " << players << " players, seed " << seed << ", kind "
                                   << static_cast<int>(kind));
              engine::SessionRequest request;
              request.variant = variant.id;
              request.players = players;
              request.hands = 6;
              request.seed = seed;
              const record::Session session = engine::generate_session(*game, request);
              core::Rng rng(seed * 31 + static_cast<std::uint64_t>(kind));
              // Every hand of the session in turn, each with its own mistake.
              for (int h = 0; h < static_cast<int>(session.hands.size()); ++h) {
                record::Session faulty = session;
                const auto fault = engine::inject_fault(faulty, *game, kind, rng, h);
                if (!fault) continue;
                const engine::DocumentReport report = engine::validate_document(read_thr(write_thr(faulty)));
                const std::string problem = engine::check_found(report.findings, *fault);
                INFO(fault->what << " in hand " << fault->hand);
                CHECK(problem == "");
                ++injected;
              }
            }
          }
  CHECK(injected > 1000);
}

TEST_CASE("check_found: a sole fault fails beside any other warning or error of its hand", "[engine][resync]") {
  engine::InjectedFault fault{engine::FaultKind::CardLeftOut, 2, 3, 1, {"play.trick-size"}, "card left out", true};
  Finding found;
  found.code = "play.trick-size";
  found.hand = 2;
  found.trick = 3;
  found.seat = 1;
  Finding later = found;  // a cascade into a later trick
  later.code = "play.must-follow-suit";
  later.trick = 5;
  Finding info = later;
  info.severity = Severity::Info;
  info.code = "settlement.unverifiable";
  CHECK(engine::check_found({found}, fault) == "");
  CHECK(engine::check_found({found, info}, fault) == "");
  CHECK(engine::check_found({found, later}, fault).find("more than one finding") != std::string::npos);
  fault.sole = false;  // the older kinds only ask that nothing comes before
  CHECK(engine::check_found({found, later}, fault) == "");
}

namespace {
// The errors and warnings of a sample after one textual change.
std::vector<std::string> errors_after(const std::string& sample, const std::string& from, const std::string& to) {
  std::string xml = read_file_bytes(std::string(STICHPROBE_SAMPLES_DIR) + "/" + sample).bytes;
  const std::size_t at = xml.find(from);
  REQUIRE(at != std::string::npos);
  xml.replace(at, from.size(), to);
  std::vector<std::string> out;
  for (const Finding& f : engine::validate_document(read_thr(xml)).findings)
    if (f.severity != Severity::Info) out.push_back(f.code);
  return out;
}
}  // namespace

TEST_CASE("a record with unknown cards: the inference seats the tricks the same way", "[engine][resync]") {
  // Seat 2's '?' is C9, which it plays in trick 5; a wrong lead or two cards swapped in an
  // earlier trick must not keep the inference from seeing it.
  const std::string sample = "troggu/standard/partial-unknown-tapp-hand-trick.xml";
  CHECK(
      errors_after(sample, "<trick lead=\"2\">SQ S5 SJ T20</trick>", "<trick lead=\"2\">SQ S5 SJ T20</trick>").empty());
  CHECK(errors_after(sample, "<trick lead=\"2\">SQ S5 SJ T20</trick>", "<trick lead=\"3\">SQ S5 SJ T20</trick>") ==
        std::vector<std::string>{"play.wrong-leader"});
  CHECK(errors_after(sample, "<trick lead=\"1\">T11 T8 T17 T2</trick>", "<trick lead=\"1\">T8 T11 T17 T2</trick>") ==
        std::vector<std::string>{"play.cards-out-of-order"});
  CHECK(errors_after(sample, "<trick lead=\"3\">HQ HK H3 HC</trick>", "<trick lead=\"3\">HQ H3 HC</trick>") ==
        std::vector<std::string>{"play.trick-size"});
}
