// The inference on real records (the samples with cards blanked) and `stichprobe
// complete` end to end: only the '?' bytes change, the result validates the same.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "formats/thr_reader.h"
#include "validator/cli/cli.h"
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
bool has(const std::vector<std::string>& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

struct Run {
  int status;
  std::string out, err;
};
Run run(std::vector<std::string> args) {
  args.insert(args.begin(), "stichprobe");
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  std::ostringstream out, err;
  const int status = cli::run(static_cast<int>(argv.size()), argv.data(), out, err);
  return {status, out.str(), err.str()};
}
}  // namespace

TEST_CASE("tapp-tarock: \"the dealer places the top six cards face down\": the talon is what nobody held", "[infer]") {
  const std::string xml =
      replace_once(sample("tapp-tarock/valid-dreier-upper-packet.xml"), "<packet>T4 T12 D1</packet>", "<packet>? ? ?</packet>");
  const auto found = codes(xml);
  CHECK(has(found, "info deal.card-inferred"));
  CHECK_FALSE(has(found, "error deal.unknowns-inconsistent"));
  CHECK(std::count_if(found.begin(), found.end(), [](const std::string& s) { return s.rfind("error", 0) == 0; }) == 0);
}

TEST_CASE("tapp-tarock: the declarer's discard is what he held and never played", "[infer]") {
  const std::string xml = replace_once(sample("tapp-tarock/valid-dreier-upper-packet.xml"), "<discard>H2 DJ H1</discard>",
                                       "<discard>? ? ?</discard>");
  const auto found = codes(xml);
  CHECK(has(found, "info deal.card-inferred"));
  CHECK(std::count_if(found.begin(), found.end(), [](const std::string& s) { return s.rfind("error", 0) == 0; }) == 0);
}

TEST_CASE("complete: only the '?' bytes change and the result validates without the inference", "[infer][cli]") {
  const fs::path dir = fs::temp_directory_path() / "stichprobe-infer-test";
  fs::create_directories(dir);
  const std::string original =
      sample("tapp-tarock/valid-dreier-upper-packet.xml");
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
