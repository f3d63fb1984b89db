// Every element and every card token keeps its line:column (THR v1 §7: findings
// name file, line, column). Columns count bytes from 1; an element's place is its '<'.
#include <catch2/catch.hpp>

#include "support.h"

using namespace stichprobe;
using test::pos_of;

namespace {
const std::string kHand =
    "  <hand n=\"1\" dealer=\"3\">\n"
    "    <deal>\n"
    "      <cards seat=\"1\">T21  HK\n"
    "        C10</cards>\n"
    "    </deal>\n"
    "    <auction><call seat=\"1\" bid=\"pass\"/><call seat=\"2\" bid=\"dreier\" card=\"HK\"/></auction>\n"
    "    <announcement seat=\"2\" type=\"ulti\" cards=\"T1 T2\"/>\n"
    "    <play><trick lead=\"1\">T21 T3 T15</trick></play>\n"
    "  </hand>\n";

std::string with_crlf(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '\n') out += '\r';
    out += c;
  }
  return out;
}
}  // namespace

TEST_CASE("element and card token positions are exact line:column", "[formats][positions]") {
  const std::string doc = test::session_xml(kHand);
  for (const std::string& text : {doc, with_crlf(doc)}) {
    const ReadResult r = read_thr(text);
    INFO(test::describe(r));
    REQUIRE(r.findings.empty());
    const auto& s = r.document.sessions.at(0);
    CHECK(s.pos == Pos{2, 1});
    CHECK(s.players_pos == Pos{3, 3});
    CHECK(s.players.at(1).pos == pos_of(doc, "<player seat=\"2\""));
    const auto& h = s.hands.at(0);
    CHECK(h.pos == Pos{4, 3});
    CHECK(h.deal->pos == Pos{5, 5});
    const auto& cards = h.deal->hands.at(0).cards;
    CHECK(cards.pos == Pos{6, 7});
    REQUIRE(cards.token_pos.size() == 3);
    CHECK(cards.token_pos[0] == Pos{6, 23});
    CHECK(cards.token_pos[1] == Pos{6, 28});
    CHECK(cards.token_pos[2] == Pos{7, 9});
    const auto& call = h.auction->calls.at(1);
    CHECK(call.pos == pos_of(doc, "<call seat=\"2\""));
    CHECK(call.card_pos == pos_of(doc, "HK\"/>"));
    const auto& ann = h.announcements.at(0);
    REQUIRE(ann.cards);
    CHECK(ann.cards->token_pos.at(1) == pos_of(doc, "T2\"/>"));
    const auto& trick = h.play->tricks.at(0);
    CHECK(trick.pos == pos_of(doc, "<trick"));
    CHECK(trick.cards.token_pos == std::vector<Pos>{pos_of(doc, "T21 T3"), pos_of(doc, "T3 T15"), pos_of(doc, "T15<")});
  }
}

TEST_CASE("tokens after a character reference fall back to the text's start", "[formats][positions]") {
  const std::string doc =
      test::session_xml("  <hand n=\"1\" dealer=\"3\"><play><trick lead=\"1\">T1&#32;T2 T3</trick></play></hand>\n");
  const ReadResult r = read_thr(doc);
  INFO(test::describe(r));
  REQUIRE(r.findings.empty());
  const auto& t = r.document.sessions.at(0).hands.at(0).play->tricks.at(0);
  REQUIRE(t.cards.cards.size() == 3);  // "&#32;" is a space: three cards
  for (const Pos& p : t.cards.token_pos) CHECK(p == pos_of(doc, "T1&"));
}

TEST_CASE("a UTF-8 byte order mark does not shift columns off the bytes", "[formats][positions]") {
  const std::string doc = "\xEF\xBB\xBF" + test::session_xml("  <hand n=\"1\" dealer=\"3\"/>\n");
  const ReadResult r = read_thr(doc);
  INFO(test::describe(r));
  REQUIRE(r.findings.empty());
  CHECK(r.document.sessions.at(0).hands.at(0).pos == Pos{4, 3});
  CHECK(r.document.sessions.at(0).pos == Pos{2, 1});
}
