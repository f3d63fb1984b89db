// Hostile and broken input: every case ends in a clean `format` finding, never a
// crash, a hang, unbounded recursion or an exception (THR v1 §8: a file that cannot
// be read or parsed is a file with a format error, and the run goes on).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "support.h"

using namespace stichprobe;
using test::session_xml;

namespace {
std::string repeat(std::string_view s, std::size_t n) {
  std::string out;
  out.reserve(s.size() * n);
  for (std::size_t i = 0; i < n; ++i) out += s;
  return out;
}
}  // namespace

TEST_CASE("a million levels of foreign elements: no recursion, one too-deep finding", "[formats][hardening]") {
  const std::size_t depth = 1'000'000;
  const std::string doc = session_xml("  <hand n=\"1\" dealer=\"1\" xmlns:x=\"urn:example:x\">" +
                                      repeat("<x:a>", depth) + repeat("</x:a>", depth) + "</hand>\n");
  const ReadResult r = read_thr(doc);
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].code == "format.too-deep");
  CHECK(r.findings[0].pos == Pos{4, 50});
  CHECK(r.document.sessions.at(0).hands.at(0).foreign.elements.empty());
}

TEST_CASE("a million levels of unknown THR elements are skipped, not walked", "[formats][hardening]") {
  const std::size_t depth = 1'000'000;
  const std::string doc =
      session_xml("  <hand n=\"1\" dealer=\"1\">" + repeat("<a>", depth) + repeat("</a>", depth) + "</hand>\n");
  const ReadResult r = read_thr(doc);
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].code == "format.unknown-element");
}

TEST_CASE("foreign nesting up to the limit is kept", "[formats][hardening]") {
  const std::size_t depth = 5000;
  const std::string doc = session_xml("  <hand n=\"1\" dealer=\"1\" xmlns:x=\"urn:example:x\">" +
                                      repeat("<x:a>", depth) + repeat("</x:a>", depth) + "</hand>\n");
  const ReadResult r = read_thr(doc);
  INFO(test::describe(r));
  REQUIRE(r.findings.empty());
  CHECK(r.document.sessions.at(0).hands.at(0).foreign.elements.size() == 1);
}

TEST_CASE("a huge attribute and a huge text node", "[formats][hardening]") {
  const std::string big(20'000'000, 'x');
  const std::string doc = session_xml("  <hand n=\"1\" dealer=\"1\" note=\"" + big + "\"><play><trick lead=\"1\">" +
                                      repeat("T1 ", 1'000'000) + "</trick></play></hand>\n");
  const ReadResult r = read_thr(doc);
  INFO(test::describe(r).substr(0, 500));
  REQUIRE(r.findings.empty());
  const auto& h = r.document.sessions.at(0).hands.at(0);
  CHECK(h.note->size() == big.size());
  CHECK(h.play->tricks.at(0).cards.cards.size() == 1'000'000);
  CHECK(h.play->tricks.at(0).cards.token_pos.back().line == 4);
}

TEST_CASE("a DOCTYPE with an entity bomb is rejected, never expanded", "[formats][hardening]") {
  const std::string doc =
      "<?xml version=\"1.0\"?>\n"
      "<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;\">"
      "<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n"
      "<session xmlns=\"urn:tarock-hand-record:1\" version=\"1\" game=\"troggu\"><players/>"
      "<hand n=\"1\" dealer=\"1\" note=\"&lol2;\">&xxe;</hand></session>\n";
  const ReadResult r = read_thr(doc);
  INFO(test::describe(r));
  CHECK(test::has(r, "format.doctype", 2, 1));
  CHECK(test::has(r, "format.entity", test::pos_of(doc, "&lol2;\">")));
  CHECK(test::has(r, "format.entity", test::pos_of(doc, "&xxe;<")));
  CHECK(r.document.sessions.at(0).hands.at(0).note == "&lol2;");  // left as written, not expanded
}

TEST_CASE("binary junk and NUL bytes", "[formats][hardening]") {
  std::string junk;
  std::uint32_t x = 12345;
  for (int i = 0; i < 100000; ++i) {
    x = x * 1103515245u + 12345u;
    junk += static_cast<char>(x >> 24);
  }
  for (const std::string& doc : {junk, std::string("<session\0>", 10), "\x89PNG\r\n\x1a\n" + junk}) {
    const ReadResult r = read_thr(doc);
    REQUIRE_FALSE(r.findings.empty());
    CHECK_FALSE(r.parsed);
    for (const auto& f : r.findings) {
      CHECK(f.category == Category::Format);
      CHECK(f.pos.line >= 1);
    }
  }
  const ReadResult nul = read_thr(std::string("<session\0>", 10));
  CHECK(test::has(nul, "format.binary", 1, 9));
}

TEST_CASE("every prefix of a valid file is one clean finding", "[formats][hardening]") {
  const std::string full =
      session_xml("  <hand n=\"1\" dealer=\"1\"><play><trick lead=\"1\">T1 T2</trick></play></hand>\n");
  const std::size_t complete = full.rfind('>') + 1;  // the trailing newline is optional
  for (std::size_t cut = 0; cut <= full.size(); ++cut) {
    const ReadResult r = read_thr(std::string_view(full).substr(0, cut));
    INFO(cut << "\n" << test::describe(r));
    if (cut >= complete) {
      CHECK(r.findings.empty());
    } else {
      REQUIRE(r.findings.size() == 1);
      CHECK((r.findings[0].code == "format.xml-syntax" || r.findings[0].code == "format.empty-file"));
    }
  }
}

TEST_CASE("unreadable paths: missing file and directory", "[formats][hardening]") {
  const ReadResult missing = read_thr_file("/nonexistent/stichprobe/none.xml");
  REQUIRE(missing.findings.size() == 1);
  CHECK(missing.findings[0].code == "format.unreadable");
  CHECK_FALSE(missing.parsed);
  const ReadResult dir = read_thr_file(std::filesystem::temp_directory_path().string());
  REQUIRE(dir.findings.size() == 1);
  CHECK(dir.findings[0].code == "format.unreadable");
  CHECK(dir.findings[0].message.find("directory") != std::string::npos);
}
