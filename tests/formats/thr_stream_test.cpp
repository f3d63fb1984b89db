// Reading as the bytes arrive (formats/thr_stream.h) against reading the whole file
// (read_thr): the same record, and the same findings at the same places with the same
// words, on every sample, on generated sessions in our spelling and in other programs',
// as archives, and on thousands of mutations of them, with the bytes coming in blocks
// small enough to cut every element somewhere. Where the whole file is not well-formed
// XML (read whole, it shows nothing but the syntax error), reading as the bytes arrive
// stops at the error, after what came before it.
#include <algorithm>
#include <filesystem>

#include <catch2/catch.hpp>

#include "formats/record_spares.h"
#include "formats/thr_stream.h"
#include "formats/thr_writer.h"
#include "support.h"
#include "tests/support/mutations.h"
#include "tests/support/spellings.h"
#include "tests/support/tables.h"

using namespace stichprobe;

namespace {

struct Streamed {
  ReadResult read;
  int items = 0;
};

// The stream's items put together into one document, as read_thr would give it.
Streamed read_streamed(std::string_view bytes, std::size_t block, bool card_positions = true) {
  MemorySource source(bytes);
  ReadOptions options;
  options.card_positions = card_positions;
  ThrStream stream(source, options, nullptr, block);
  Streamed out;
  record::Document& doc = out.read.document;
  Findings& findings = out.read.findings;
  for (;;) {
    const ThrStream::Item item = stream.next();
    for (Finding& f : stream.take_findings()) findings.push_back(std::move(f));
    ++out.items;
    if (item == ThrStream::Item::End) break;
    if (item == ThrStream::Item::SessionStart) doc.sessions.push_back(stream.session());
    if (item == ThrStream::Item::Hand) doc.sessions.back().hands.push_back(std::move(stream.hand()));
    if (item == ThrStream::Item::SessionEnd) {
      // Header elements written after a hand (an element-order finding) come in late.
      std::vector<record::Hand> hands = std::move(doc.sessions.back().hands);
      doc.sessions.back() = stream.session();
      doc.sessions.back().hands = std::move(hands);
    }
  }
  doc.archive = stream.archive();
  doc.foreign = stream.archive_foreign();
  out.read.parsed = stream.parsed();
  return out;
}

void by_place(Findings& f) {
  std::stable_sort(f.begin(), f.end(), [](const Finding& a, const Finding& b) { return a.pos < b.pos; });
}

std::string listing(const Findings& findings) {
  std::string out;
  for (const auto& f : findings)
    out += std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column) + " " + f.code + " h" +
           std::to_string(f.hand) + " " + f.message + "\n";
  return out;
}

// Where two documents first differ (to read a failure).
std::string first_difference(const record::Document& a, const record::Document& b) {
  if (a.archive != b.archive || !(a.foreign == b.foreign)) return "archive";
  if (a.sessions.size() != b.sessions.size())
    return "sessions " + std::to_string(a.sessions.size()) + " vs " + std::to_string(b.sessions.size());
  for (std::size_t s = 0; s < a.sessions.size(); ++s) {
    const record::Session &x = a.sessions[s], &y = b.sessions[s];
    const std::string at = "session " + std::to_string(s) + ": ";
    if (!(x.meta == y.meta) || !(x.rules == y.rules) || !(x.players == y.players) || x.game != y.game ||
        x.variant != y.variant || x.version != y.version || !(x.pos == y.pos) || x.has_rules != y.has_rules ||
        !(x.rules_pos == y.rules_pos) || !(x.players_pos == y.players_pos))
      return at + "header";
    if (!(x.foreign == y.foreign) || !(x.rules_foreign == y.rules_foreign) || !(x.players_foreign == y.players_foreign))
      return at + "foreign";
    if (x.hands.size() != y.hands.size())
      return at + "hands " + std::to_string(x.hands.size()) + " vs " + std::to_string(y.hands.size());
    for (std::size_t h = 0; h < x.hands.size(); ++h) {
      const record::Hand &p = x.hands[h], &q = y.hands[h];
      if (p == q) continue;
      std::string what = at + "hand " + std::to_string(h) + " (n " + std::to_string(p.n) + "):";
      if (!(p.deal == q.deal)) what += " deal";
      if (!(p.auction == q.auction)) what += " auction";
      if (!(p.contract == q.contract)) what += " contract";
      if (!(p.play == q.play)) what += " play";
      if (!(p.result == q.result)) what += " result";
      if (!(p.foreign == q.foreign)) what += " foreign";
      if (!(p.pos == q.pos)) what += " pos";
      if (p.n != q.n || p.dealer != q.dealer || p.dealer_unreadable != q.dealer_unreadable) what += " attributes";
      return what;
    }
  }
  return "none";
}

// Where the whole file is not well-formed, read whole it shows only that.
bool fatal(const ReadResult& whole) {
  if (!whole.parsed) return true;
  for (const auto& f : whole.findings)
    if (f.code == "format.root" || f.message.starts_with("the root element's namespace prefix")) return true;
  return false;
}

// True when the two readings agree (or the file is not well-formed, where the stream
// must still end cleanly).
bool same_as_whole(const std::string& bytes, const std::string& what, std::size_t block) {
  ReadResult whole = read_thr(bytes);
  const Streamed streamed = read_streamed(bytes, block);
  if (fatal(whole)) return false;
  INFO(what << " (blocks of " << block << " bytes)");
  Findings a = whole.findings, b = streamed.read.findings;
  by_place(a);
  by_place(b);
  INFO("whole:\n" << listing(a) << "streamed:\n" << listing(b));
  CHECK(streamed.read.parsed == whole.parsed);
  CHECK(a == b);
  INFO(first_difference(whole.document, streamed.read.document));
  CHECK(streamed.read.document == whole.document);
  return true;
}

// Sessions of several games in one archive.
std::string archive_of(const std::vector<std::string>& sessions) {
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive xmlns=\"urn:tarock-hand-record:1\">\n";
  for (const std::string& s : sessions) {
    const std::size_t at = s.find("<session");
    std::string body = s.substr(at);
    const std::size_t ns = body.find(" xmlns=\"urn:tarock-hand-record:1\"");
    if (ns != std::string::npos) body.erase(ns, std::string(" xmlns=\"urn:tarock-hand-record:1\"").size());
    out += body;
  }
  return out + "</archive>\n";
}

}  // namespace

TEST_CASE("stream: every sample reads as the whole file", "[formats][stream]") {
  int compared = 0;
  for (const auto& path : test::sample_files()) {
    const std::string bytes = read_file_bytes(path.string()).bytes;
    for (std::size_t block : {std::size_t{16}, std::size_t{100}, std::size_t{4096}, kStreamBlock})
      compared += same_as_whole(bytes, path.string(), block);
  }
  CHECK(compared > 1000);
}

TEST_CASE("stream: generated sessions, archives and other spellings read as the whole file", "[formats][stream]") {
  const std::vector<std::string> files = test::generated_files(6);
  for (const std::string& xml : files) {
    for (std::size_t block : {std::size_t{16}, std::size_t{333}, kStreamBlock})
      CHECK(same_as_whole(xml, xml.substr(0, 300), block));
    for (const test::Spelling& spelling : test::other_spellings()) {
      const std::string other = test::respell(xml, spelling);
      CHECK(same_as_whole(other, spelling.name + ": " + other.substr(0, 300), 64));
    }
  }
  std::vector<std::string> some(files.begin(), files.begin() + 12);
  const std::string archive = archive_of(some);
  for (std::size_t block : {std::size_t{16}, std::size_t{777}, kStreamBlock})
    CHECK(same_as_whole(archive, "archive", block));
  for (const test::Spelling& spelling : test::other_spellings())
    CHECK(same_as_whole(test::respell(archive, spelling), spelling.name + " archive", 128));
}

TEST_CASE("stream: mutated files read as the whole file where it is well-formed", "[formats][stream]") {
  std::vector<std::string> bases;
  for (const auto& path : test::sample_files())
    if (path.filename().string().starts_with("valid-")) bases.push_back(read_file_bytes(path.string()).bytes);
  std::vector<std::string> generated = test::generated_files(3);
  for (std::size_t i = 0; i < generated.size(); i += 7) {
    bases.push_back(generated[i]);
    for (const test::Spelling& spelling : test::other_spellings())
      bases.push_back(test::respell(generated[i], spelling));
  }
  bases.push_back(archive_of({generated[0], generated[5], generated[9]}));
  int compared = 0, tried = 0;
  std::uint64_t seed = 33;
  for (const std::string& base : bases)
    for (const std::string& m : testing::mutations(base, 12, seed++)) {
      compared += same_as_whole(m, "a mutation of " + base.substr(0, 200), 16 + static_cast<std::size_t>(tried % 200));
      ++tried;
    }
  INFO(compared << " of " << tried << " mutations well-formed");
  CHECK(compared * 5 > tried);  // enough of them compared (about a quarter with today's samples)
}

TEST_CASE("stream: a file that is not well-formed ends at its error, after what came before", "[formats][stream]") {
  std::string xml = test::generated_files(4).front();
  const std::size_t third = xml.find("<hand n=\"3\"");
  REQUIRE(third != std::string::npos);
  std::string broken = xml;
  broken.insert(third + 5, "<");  // "<hand<"
  const Streamed streamed = read_streamed(broken, 64);
  REQUIRE(streamed.read.document.sessions.size() == 1);
  CHECK(streamed.read.document.sessions[0].hands.size() == 2);
  REQUIRE(streamed.read.findings.size() == 1);
  CHECK(streamed.read.findings[0].code == "format.xml-syntax");
  // Cut short: the hands before the cut, then the syntax error.
  const Streamed cut = read_streamed(std::string_view(xml).substr(0, third + 40), 64);
  INFO(listing(cut.read.findings));
  CHECK(cut.read.document.sessions.at(0).hands.size() == 2);
  REQUIRE_FALSE(cut.read.findings.empty());
  CHECK(cut.read.findings.back().code == "format.xml-syntax");
  CHECK(cut.read.findings.back().message.find("truncated") != std::string::npos);
}

TEST_CASE("stream: without card positions, the same cards", "[formats][stream]") {
  for (const std::string& xml : test::generated_files(3)) {
    ReadOptions without;
    without.card_positions = false;
    const ReadResult whole = read_thr(xml, without);
    const Streamed streamed = read_streamed(xml, 200, false);
    CHECK(streamed.read.document == whole.document);
  }
}

TEST_CASE("stream: hands taken out whole are the hands read, and the blocks given back serve again",
          "[formats][stream]") {
  const std::string archive = archive_of(test::generated_files(2));
  const ReadResult whole = read_thr(archive);
  MemorySource source(archive);
  ThrStream stream(source, {}, nullptr, 500);
  std::vector<record::Hand> hands;
  std::unique_ptr<record::Hand> spare;  // null first: the stream makes its own
  const record::Hand* handed_in = nullptr;
  bool reused = false;
  for (ThrStream::Item item = stream.next(); item != ThrStream::Item::End; item = stream.next()) {
    if (item != ThrStream::Item::Hand) continue;
    const record::Hand* in = spare.get();
    std::unique_ptr<record::Hand> taken = stream.take_hand(std::move(spare));
    REQUIRE(taken);
    // The hand handed in at the hand before was read into for this one.
    reused = reused || (handed_in && taken.get() == handed_in);
    handed_in = in;
    hands.push_back(*taken);
    stream.give_back(std::move(*taken));
    spare = std::move(taken);
  }
  std::vector<record::Hand> expected;
  for (const auto& s : whole.document.sessions) expected.insert(expected.end(), s.hands.begin(), s.hands.end());
  REQUIRE(hands.size() == expected.size());
  CHECK(hands == expected);
  CHECK(reused);
  // After a hand is taken without one in its place, hand() still gives one (empty).
  MemorySource again(archive);
  ThrStream other(again);
  while (other.next() != ThrStream::Item::Hand) {
  }
  const std::unique_ptr<record::Hand> first = other.take_hand(nullptr);
  REQUIRE(first);
  CHECK(first->n == 1);
  CHECK(other.hand().n == 0);
}
