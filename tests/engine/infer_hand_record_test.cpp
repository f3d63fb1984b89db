// The inference on real records (the samples with cards blanked) and `stichprobe
// complete` end to end: only the '?' bytes change, the result validates the same.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "formats/thr_reader.h"
#include "tests/support/cli_run.h"
#include "validator/cli/cli.h"
#include "validator/engine/infer_hand.h"
#include "validator/engine/validate.h"

using namespace stichprobe;
namespace fs = std::filesystem;

namespace {
std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream b;
  b << in.rdbuf();
  return b.str();
}
std::string sample(const std::string& rel) { return slurp(std::string(STICHPROBE_SAMPLES_DIR) + "/" + rel); }
std::string replace_once(std::string s, const std::string& from, const std::string& to) {
  const auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}
std::vector<std::string> codes(const std::string& xml) {
  const engine::DocumentReport r = engine::validate_document(read_thr(xml));
  std::vector<std::string> out;
  for (const auto& f : r.findings) out.push_back(std::string(severity_name(f.severity)) + " " + f.code);
  return out;
}
bool has(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

using Run = testing::CliRun;
Run run(std::vector<std::string> args) { return testing::run_cli(std::move(args)); }
}  // namespace

TEST_CASE("tapp-tarock: \"the dealer places the top six cards face down\": the talon is what nobody held", "[infer]") {
  const std::string xml = replace_once(sample("tapp-tarock/valid-dreier-upper-packet.xml"),
                                       "<packet>T4 T12 D1</packet>", "<packet>? ? ?</packet>");
  const auto found = codes(xml);
  CHECK(has(found, "info deal.card-inferred"));
  CHECK_FALSE(has(found, "error deal.unknowns-inconsistent"));
  CHECK(std::count_if(found.begin(), found.end(), [](const std::string& s) { return s.rfind("error", 0) == 0; }) == 0);
}

TEST_CASE("tapp-tarock: the declarer's discard is what he held and never played", "[infer]") {
  const std::string xml = replace_once(sample("tapp-tarock/valid-dreier-upper-packet.xml"),
                                       "<discard>H2 DJ H1</discard>", "<discard>? ? ?</discard>");
  const auto found = codes(xml);
  CHECK(has(found, "info deal.card-inferred"));
  CHECK(std::count_if(found.begin(), found.end(), [](const std::string& s) { return s.rfind("error", 0) == 0; }) == 0);
}

TEST_CASE("complete: only the '?' bytes change and the result validates without the inference", "[infer][cli]") {
  const fs::path dir = fs::temp_directory_path() / "stichprobe-infer-test";
  fs::create_directories(dir);
  const std::string original = sample("tapp-tarock/valid-dreier-upper-packet.xml");
  const std::string blanked = replace_once(original, "<discard>H2 DJ H1</discard>", "<discard>? ? ?</discard>");
  std::ofstream((dir / "in.xml").string(), std::ios::binary) << blanked;
  const Run r = run({"complete", (dir / "in.xml").string(), "-o", (dir / "out.xml").string()});
  CHECK(r.status == 0);
  const std::string done = slurp((dir / "out.xml").string());
  CHECK(done.size() == blanked.size() + 3);  // "? ? ?" -> "H1 H2 DJ"
  CHECK(codes(done).empty());
  // The same cards as the original discard, in the deck's order.
  CHECK(CardSet::of(read_thr(done).document.sessions.front().hands.front().exchanges.front().discard->cards) ==
        CardSet::of(read_thr(original).document.sessions.front().hands.front().exchanges.front().discard->cards));
  // Nothing to do: the bytes come back unchanged.
  std::ofstream((dir / "plain.xml").string(), std::ios::binary) << original;
  const Run same = run({"complete", (dir / "plain.xml").string()});
  CHECK(same.status == 0);
  CHECK(same.out == original);
  CHECK(run({"complete"}).status == 2);
  CHECK(run({"complete", (dir / "missing.xml").string()}).status == 2);
  fs::remove_all(dir);
}

TEST_CASE("troggu: twelve '?' across the hands, the Tapp and the play: some determined, some open", "[infer]") {
  std::string xml = sample("troggu/standard/valid-base-10-4p.xml");
  xml = replace_once(xml, "<talon>T4 T7 T19 F CC S7 S8 S9 SC H1</talon>", "<talon>T4 ? T19 F ? S7 S8 ? SC H1</talon>");
  xml = replace_once(xml, "T3 T6 T11 T13", "? T6 ? T13");
  xml = replace_once(xml, "T8 T10 T12 T15", "? ? T12 T15");
  xml = replace_once(xml, "T1 T2 T14 T21", "T1 ? T14 ?");
  xml = replace_once(xml, "H5 HQ D4", "H5 ? D4");
  xml = replace_once(xml, "<trick lead=\"4\">DC D6 T10 D4</trick>", "<trick lead=\"4\">DC D6 T10 ?</trick>");
  xml = replace_once(xml, "<trick lead=\"3\">HQ HK H3 HC</trick>", "<trick lead=\"3\">? HK H3 HC</trick>");
  const ReadResult read = read_thr(xml);
  const auto hands = engine::infer_session(read.document.sessions.front());
  REQUIRE(hands.size() == 1);
  const engine::Inference& inf = hands.front().inference;
  REQUIRE(inf.consistent);
  CHECK(inf.unknowns == 12);
  CHECK(inf.inferred == 6);  // seats 1, 2 and 4: each '?' of theirs is a card they play later
  int open = 0;
  for (const auto& l : inf.lists) open += l.open_count;
  // Seat 3's '?' (HQ, but its play is blanked too), the Tapp's three and seat 3's two plays:
  // the four cards nobody shows (T7 CC S9 HQ) may lie in the Tapp or seat 3's hand.
  CHECK(open == 6);
  const auto found = codes(xml);
  CHECK(has(found, "info deal.cards-open"));
  CHECK_FALSE(has(found, "error deal.unknowns-inconsistent"));
}
