// validate_stream (validator/engine/validate_stream.cpp) against validate_document: a
// file checked as its bytes arrive, hand by hand, gives the findings the whole file
// gives, in the same order, with one job and with several; on every sample (the bytes
// coming in small blocks, so every item is cut somewhere), on generated sessions with
// every kind of injected fault, and on archives of several sessions.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "formats/thr_reader.h"
#include "formats/thr_stream.h"
#include "formats/thr_writer.h"
#include "tests/support/tables.h"
#include "validator/engine/faults.h"
#include "validator/engine/validate.h"
#include "validator/engine/validate_stream.h"

namespace stichprobe::engine {
namespace {

struct Collected : StreamSink {
  Findings found;
  std::vector<int> hands;
  std::vector<std::string> contracts;
  std::vector<std::optional<std::string>> lines;
  void findings(std::vector<SourcedFinding>&& batch) override {
    for (auto& f : batch) {
      found.push_back(std::move(f.finding));
      lines.push_back(std::move(f.line));
    }
  }
  void hand(SessionChecker::HandCheck& check, bool rules, const ThrStream::Span&) override {
    hands.push_back(check.written->n);
    contracts.push_back(rules ? check.report.contract : "-");
  }
};

Collected streamed(const std::string& bytes, std::size_t block, int jobs) {
  MemorySource source(bytes);
  ThrStream stream(source, {}, nullptr, block);
  StreamOptions options;
  options.jobs = jobs;
  options.source_lines = true;
  Collected out;
  validate_stream(stream, options, out);
  return out;
}

std::string listing(const Findings& fs) {
  std::string out;
  for (const auto& f : fs)
    out += std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column) + " h" + std::to_string(f.hand) + " " +
           f.code + "\n";
  return out;
}

// The line of `bytes` the finding's text report would show.
std::string line_of(const std::string& bytes, unsigned line) {
  std::size_t start = 0;
  for (unsigned l = 1; l < line; ++l) {
    start = bytes.find('\n', start);
    if (start == std::string::npos) return {};
    ++start;
  }
  std::string text = bytes.substr(start, bytes.find('\n', start) - start);
  if (!text.empty() && text.back() == '\r') text.pop_back();
  return text.size() > 200 ? std::string() : text;
}

// True when compared (a file read whole shows nothing but a broken XML's error: not compared).
bool same_as_whole(const std::string& bytes, const std::string& what, std::size_t block, int jobs) {
  const ReadResult read = read_thr(bytes);
  if (!read.parsed) return false;
  for (const auto& f : read.findings)
    if (f.code == "format.root" || f.code == "format.namespace") return false;
  const DocumentReport whole = validate_document(read);
  const Collected got = streamed(bytes, block, jobs);
  INFO(what << " (blocks of " << block << " bytes, " << jobs << " jobs)");
  INFO("whole:\n" << listing(whole.findings) << "streamed:\n" << listing(got.found));
  REQUIRE(got.found == whole.findings);
  for (std::size_t i = 0; i < got.found.size(); ++i) {
    const std::string expected = line_of(bytes, got.found[i].pos.line);
    // A line the stream no longer held is left out (the report then shows no caret).
    if (got.lines[i] && !got.lines[i]->empty()) CHECK(*got.lines[i] == expected);
  }
  int hands = 0;
  for (const auto& s : read.document.sessions) hands += static_cast<int>(s.hands.size());
  CHECK(static_cast<int>(got.hands.size()) == hands);
  return true;
}

std::vector<std::string> sample_bytes() {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::recursive_directory_iterator(STICHPROBE_SAMPLES_DIR))
    if (e.is_regular_file() && e.path().extension() == ".xml") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  std::vector<std::string> out;
  for (const auto& f : files) out.push_back(read_file_bytes(f.string()).bytes);
  return out;
}

// A generated session of `hands` hands with each kind of fault injected, as
// `generate --faults all` writes it.
std::string faulty_session(const testing::Table& table, int hands, std::uint64_t seed) {
  record::Document doc = table.generated(hands, seed);
  core::Rng rng(seed);
  for (int round = 0; round < 3; ++round)
    for (const auto& [kind, name] : fault_kinds()) inject_fault(doc.sessions.front(), *table.game, kind, rng);
  return write_thr(doc);
}

}  // namespace

TEST_CASE("validate_stream: every sample gives the findings of the whole file, in order", "[engine][stream]") {
  int compared = 0;
  for (const std::string& bytes : sample_bytes()) {
    compared += same_as_whole(bytes, bytes.substr(0, 200), 64, 1);
    same_as_whole(bytes, bytes.substr(0, 200), 4096, 2);
  }
  CHECK(compared > 300);
}

TEST_CASE("validate_stream: generated sessions with injected faults, one job and several", "[engine][stream]") {
  std::uint64_t seed = 11;
  for (const testing::Table& table : testing::every_table()) {
    const std::string bytes = faulty_session(table, 40, seed += 7);
    CHECK(same_as_whole(bytes, table.label(), 512, 1));
    CHECK(same_as_whole(bytes, table.label(), 100000, 3));
  }
}

}  // namespace stichprobe::engine
