// read -> write -> read gives the same record, and the writer's output is a fixed
// point (THR v1 §1: a rewriter preserves what it does not understand).
#include <catch2/catch.hpp>

#include "formats/record_positions.h"
#include "formats/thr_writer.h"
#include "support.h"

using namespace stichprobe;

namespace {
const std::string kRich = std::string(STICHPROBE_SOURCE_DIR) + "/tests/formats/data/rich.xml";

record::Document without_positions(record::Document d) {
  record::clear_positions(d);
  return d;
}
}  // namespace

TEST_CASE("the rich document reads without findings and round-trips", "[formats][roundtrip]") {
  const ReadResult first = read_thr_file(kRich);
  INFO(test::describe(first));
  REQUIRE(first.parsed);
  REQUIRE(first.findings.empty());
  const std::string written = write_thr(first.document);
  const ReadResult second = read_thr(written);
  INFO(written);
  INFO(test::describe(second));
  REQUIRE(second.findings.empty());
  CHECK(without_positions(first.document) == without_positions(second.document));
  CHECK(write_thr(second.document) == written);

  const auto& s = first.document.sessions.at(0);
  CHECK(s.meta->title == "Rich & complete");
  CHECK(s.hands.at(0).deal->talon->packets.size() == 2);
  CHECK(s.hands.at(0).result->points.at(1).value == Rational(25, 2));
  CHECK(s.hands.at(0).swaps.at(1).with_talon);
}

TEST_CASE("the writer's layout: declaration, fixed order, two spaces, one trick per line", "[formats][writer]") {
  record::Session s;
  s.game = "troggu";
  s.players = {record::Player{1, "A", {}, {}}, record::Player{2, "B & C", {}, {}}};
  record::Hand h;
  h.n = 1;
  h.dealer = 2;
  h.outcome = record::Outcome{"played", {}, {}};
  record::Play play;
  for (int i = 0; i < 2; ++i) {
    record::Trick t;
    t.lead = 1 + i;
    t.cards.cards = {Card::trump(21 - i), Card::fool()};
    play.tricks.push_back(t);
  }
  h.play = play;
  record::Result result;
  record::Points p;
  p.side = "declarer";
  p.value = Rational(107, 3);
  result.points.push_back(p);
  h.result = result;
  s.hands.push_back(h);
  const std::string expected =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<session xmlns=\"urn:tarock-hand-record:1\" version=\"1\" game=\"troggu\">\n"
      "  <players>\n"
      "    <player seat=\"1\" name=\"A\"/>\n"
      "    <player seat=\"2\" name=\"B &amp; C\"/>\n"
      "  </players>\n"
      "  <hand n=\"1\" dealer=\"2\">\n"
      "    <play>\n"
      "      <trick lead=\"1\">T21 F</trick>\n"
      "      <trick lead=\"2\">T20 F</trick>\n"
      "    </play>\n"
      "    <result>\n"
      "      <points side=\"declarer\">35 2/3</points>\n"
      "    </result>\n"
      "    <outcome type=\"played\"/>\n"
      "  </hand>\n"
      "</session>\n";
  CHECK(write_thr(s) == expected);
}

TEST_CASE("foreign attributes and elements survive a rewrite", "[formats][foreign]") {
  const std::string doc =
      "<session xmlns=\"urn:tarock-hand-record:1\" xmlns:x=\"urn:example:x\" version=\"1\" game=\"dappen\">\n"
      "  <x:header x:a=\"1\"><x:deep><inner xmlns=\"urn:example:y\"><z/></inner></x:deep></x:header>\n"
      "  <players x:sorted=\"yes\"><player seat=\"1\" x:club=\"Furtwangen\"/></players>\n"
      "  <hand n=\"1\" dealer=\"1\" x:table=\"4\">\n"
      "    <deal><cards seat=\"1\" x:sorted=\"no\">T1<x:hint/> T2</cards><x:photo ref=\"p1\"/></deal>\n"
      "    <play><trick lead=\"1\">T1 <x:t/></trick></play>\n"
      "    <result><points seat=\"1\" xml:lang=\"de\">3</points></result>\n"
      "    <y:extra xmlns:y=\"urn:example:y\" y:k=\"&lt;v&gt;\">text &amp; more</y:extra>\n"
      "  </hand>\n"
      "</session>\n";
  const ReadResult r = read_thr(doc);
  INFO(test::describe(r));
  REQUIRE(r.findings.empty());
  const auto& s = r.document.sessions.at(0);
  REQUIRE(s.foreign.elements.size() == 1);
  CHECK(s.foreign.elements[0] ==
        "<x:header x:a=\"1\" xmlns:x=\"urn:example:x\"><x:deep><inner "
        "xmlns=\"urn:example:y\"><z/></inner></x:deep></x:header>");
  CHECK(s.foreign.attributes == std::vector<record::ForeignAttribute>{{"xmlns:x", "urn:example:x"}});
  CHECK(s.players_foreign.attributes == std::vector<record::ForeignAttribute>{{"x:sorted", "yes"}});
  CHECK(s.players.at(0).foreign.attributes == std::vector<record::ForeignAttribute>{{"x:club", "Furtwangen"}});
  const auto& h = s.hands.at(0);
  CHECK(h.foreign.attributes == std::vector<record::ForeignAttribute>{{"x:table", "4"}});
  REQUIRE(h.foreign.elements.size() == 1);
  CHECK(h.foreign.elements[0] ==
        "<y:extra xmlns:y=\"urn:example:y\" y:k=\"&lt;v>\" xmlns:x=\"urn:example:x\">text &amp; more</y:extra>");
  CHECK(h.deal->hands.at(0).cards.cards.size() == 2);
  CHECK(h.deal->hands.at(0).cards.foreign.elements.size() == 1);
  CHECK(h.deal->foreign.elements.size() == 1);
  CHECK(h.play->tricks.at(0).foreign.elements.size() == 1);
  CHECK(h.result->points.at(0).foreign.attributes == std::vector<record::ForeignAttribute>{{"xml:lang", "de"}});

  const std::string written = write_thr(r.document);
  const ReadResult again = read_thr(written);
  INFO(written);
  INFO(test::describe(again));
  REQUIRE(again.findings.empty());
  CHECK(without_positions(again.document) == without_positions(r.document));
  CHECK(write_thr(again.document) == written);
}

TEST_CASE("a default-namespace redeclaration on a THR element reaches its foreign children", "[formats][foreign]") {
  const std::string doc =
      "<t:session xmlns:t=\"urn:tarock-hand-record:1\" xmlns=\"urn:example:d\" version=\"1\" game=\"troggu\">"
      "<t:players><t:player seat=\"1\"/></t:players><t:hand n=\"1\" dealer=\"1\"><note-card>x</note-card></t:hand>"
      "</t:session>";
  const ReadResult r = read_thr(doc);
  INFO(test::describe(r));
  REQUIRE(r.findings.empty());
  const auto& h = r.document.sessions.at(0).hands.at(0);
  REQUIRE(h.foreign.elements.size() == 1);
  CHECK(h.foreign.elements[0] ==
        "<note-card xmlns=\"urn:example:d\" xmlns:t=\"urn:tarock-hand-record:1\">x</note-card>");
  const ReadResult again = read_thr(write_thr(r.document));
  INFO(test::describe(again));
  CHECK(again.findings.empty());
  CHECK(without_positions(again.document) == without_positions(r.document));
}

TEST_CASE("an <archive> root holds many sessions", "[formats][archive]") {
  const std::string one =
      "<session version=\"1\" game=\"troggu\"><players><player seat=\"1\"/></players>"
      "<hand n=\"1\" dealer=\"1\"/></session>";
  const std::string doc =
      "<archive xmlns=\"urn:tarock-hand-record:1\">" + one + one +
      "<session version=\"1\" game=\"tapp\"><players/><hand n=\"7\" dealer=\"1\"/></session></archive>";
  const ReadResult r = read_thr(doc);
  INFO(test::describe(r));
  REQUIRE(r.findings.empty());
  CHECK(r.document.archive);
  REQUIRE(r.document.sessions.size() == 3);
  CHECK(r.document.sessions[2].game == "tapp");
  CHECK(r.document.sessions[2].hands.at(0).n == 7);
  const std::string written = write_thr(r.document);
  CHECK(written.find("<archive xmlns=\"urn:tarock-hand-record:1\" version=\"1\">") != std::string::npos);
  const ReadResult again = read_thr(written);
  REQUIRE(again.findings.empty());
  CHECK(without_positions(again.document) == without_positions(r.document));
  CHECK(write_thr(again.document) == written);
  ReadResult empty = read_thr("<archive xmlns=\"urn:tarock-hand-record:1\"/>");
  CHECK(test::find(empty, "format.missing-element"));
}
