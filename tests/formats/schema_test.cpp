// schemas/hand-record.xsd describes THR v1: the writer's output and every sample
// validate against it with xmllint (libxml2-utils), except samples whose .expected
// lists a `format.` finding.
#include <catch2/catch.hpp>

#include <unistd.h>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "formats/record_positions.h"
#include "formats/thr_writer.h"
#include "support.h"
#include "tests/support/xmllint.h"

using namespace stichprobe;
namespace fs = std::filesystem;

namespace {

// Runs xmllint over `files` in one call; returns file -> validates.
std::map<std::string, bool> xmllint(const std::vector<std::string>& files) {
  const testing::SchemaCheck check = testing::xmllint_schema(files);
  INFO(check.output);
  CHECK(check.verdict.size() == files.size());
  return check.verdict;
}

struct TempDir {
  fs::path path = fs::temp_directory_path() / ("stichprobe-formats-" + std::to_string(getpid()));
  TempDir() { fs::create_directories(path); }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  std::string write(const std::string& name, const std::string& text) const {
    const fs::path p = path / name;
    std::ofstream(p, std::ios::binary) << text;
    return p.string();
  }
};

// The rich fixture without foreign children inside card lists (simple content in the XSD).
record::Document rich_document() {
  ReadResult r = read_thr_file(std::string(STICHPROBE_SOURCE_DIR) + "/tests/formats/data/rich.xml");
  REQUIRE(r.findings.empty());
  for (auto& s : r.document.sessions)
    for (auto& h : s.hands)
      if (h.play)
        for (auto& t : h.play->tricks) t.foreign.elements.clear();
  return r.document;
}

}  // namespace

TEST_CASE("the writer's output of a document using every element validates against the XSD", "[formats][schema]") {
  TempDir dir;
  record::Document rich = rich_document();
  std::vector<std::string> files;
  files.push_back(dir.write("rich.xml", write_thr(rich)));
  // Every other shape: plain talon, exchange without take, an archive of sessions,
  // a hand with only an outcome, negative and fractional amounts.
  record::Document other = rich;
  auto& hand = other.sessions[0].hands[0];
  hand.deal->talon->packets.clear();
  hand.deal->talon->cards = record::CardList{};
  hand.deal->talon->cards->cards = {Card::unknown(), Card::trump(1)};
  hand.exchanges[0].take.reset();
  record::Hand thrown;
  thrown.n = 2;
  thrown.dealer = 1;
  thrown.outcome = record::Outcome{"thrown-in", {}, {}};
  other.sessions[0].hands.push_back(thrown);
  other.sessions[0].meta.reset();
  other.sessions[0].variant.clear();
  files.push_back(dir.write("plain-talon.xml", write_thr(other)));
  record::Document archive;
  archive.archive = true;
  archive.sessions = {rich.sessions[0], other.sessions[0]};
  files.push_back(dir.write("archive.xml", write_thr(archive)));
  // The schema is not vacuous: a bad card code, an unknown bid and a missing seat fail.
  std::string bad = write_thr(rich);
  const std::string bad_card = std::string(bad).replace(bad.find("T21 T20"), 3, "T22");
  const std::string bad_bid = std::string(bad).replace(bad.find("bid=\"pass\""), 10, "bid=\"pas\"");
  const std::string no_seat = std::string(bad).replace(bad.find("<player seat=\"1\""), 16, "<player");
  const std::string bad_number = std::string(bad).replace(bad.find("35 2/3"), 6, "35,66");
  const std::vector<std::string> invalid = {dir.write("bad-card.xml", bad_card), dir.write("bad-bid.xml", bad_bid),
                                            dir.write("no-seat.xml", no_seat), dir.write("bad-number.xml", bad_number)};
  std::vector<std::string> all = files;
  all.insert(all.end(), invalid.begin(), invalid.end());
  const auto verdict = xmllint(all);
  for (const auto& f : files) {
    INFO(f);
    CHECK(verdict.at(f));
  }
  for (const auto& f : invalid) {
    INFO(f);
    CHECK_FALSE(verdict.at(f));
  }
}

TEST_CASE("every sample without a format finding in its .expected validates against the XSD", "[formats][schema]") {
  std::vector<std::string> samples;
  const fs::path root = STICHPROBE_SAMPLES_DIR;
  std::error_code ec;
  if (fs::is_directory(root, ec))
    for (const auto& e : fs::recursive_directory_iterator(root, ec))
      if (e.is_regular_file() && e.path().extension() == ".xml") samples.push_back(e.path().string());
  const auto verdict = xmllint(samples);
  std::size_t checked = 0;
  for (const auto& s : samples) {
    fs::path expected = s;
    expected.replace_extension(".expected");
    bool format_fault = false;
    if (std::ifstream in{expected}) {
      for (std::string line; std::getline(in, line);)
        if (line.find(" format.") != std::string::npos && line.rfind('#', 0) != 0) format_fault = true;
    }
    INFO(s);
    REQUIRE(verdict.count(s));
    // A sample with a format finding may or may not break the XSD (XML Schema 1.0
    // cannot tie a bid or variant to its game); every other sample must validate.
    if (!format_fault) CHECK(verdict.at(s));
    ++checked;
  }
  CHECK(checked == samples.size());  // every sample found was checked (there may be none yet)
}
