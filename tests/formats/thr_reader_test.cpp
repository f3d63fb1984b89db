// Each kind of malformed record is one `format` error at the place of the fault,
// and the reader keeps everything else it could read (THR v1 §1, §3, §4, §5).
#include <catch2/catch.hpp>

#include "formats/thr_reader_context.h"
#include "support.h"

using namespace stichprobe;
using test::has;
using test::pos_of;
using test::session_xml;

namespace {
std::string hand(std::string_view body) {
  return "  <hand n=\"1\" dealer=\"3\">\n" + std::string(body) + "  </hand>\n";
}

// Reads `doc`, requires the finding `code` at the first occurrence of `at`.
ReadResult expect(const std::string& doc, std::string_view code, std::string_view at, int nth = 0) {
  ReadResult r = read_thr(doc);
  INFO(doc);
  INFO(test::describe(r));
  CHECK(has(r, code, pos_of(doc, at, nth)));
  for (const auto& f : r.findings) {
    CHECK(f.category == Category::Format);
    CHECK(f.severity == Severity::Error);
    CHECK(f.rule.rfind("THR v1 §", 0) == 0);
  }
  return r;
}
}  // namespace

TEST_CASE("malformed XML: our text for pugixml's status at its line:column", "[formats][reject]") {
  const std::string doc = session_xml(hand("    <deal>\n  </hand>\n"));
  ReadResult r = read_thr(doc);
  INFO(test::describe(r));
  REQUIRE(r.findings.size() == 1);
  CHECK_FALSE(r.parsed);
  CHECK(r.findings[0].code == "format.xml-syntax");
  CHECK(r.findings[0].message.find("XML syntax error: ") == 0);
  CHECK(r.findings[0].message_de.find("XML-Syntaxfehler: ") == 0);
  CHECK(r.findings[0].pos.line == 6);
}

TEST_CASE("a DOCTYPE and the entities it defines are rejected", "[formats][reject]") {
  const std::string doc =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE session [<!ENTITY who \"Anna\">]>\n"
      "<session xmlns=\"urn:tarock-hand-record:1\" version=\"1\" game=\"troggu\">\n"
      "  <meta><title>&who;</title></meta><players><player seat=\"1\"/></players>\n" +
      hand("");
  expect(doc, "format.doctype", "<!DOCTYPE");
  expect(doc, "format.entity", "&who;");
}

TEST_CASE("only the five predefined entities and character references", "[formats][reject]") {
  const std::string doc = session_xml(
      hand("    <ruling code=\"x\" decision=\"accepted\">&amp;&lt;&#65;&#x42; &nbsp; AT&T &#0;</ruling>\n"));
  ReadResult r = expect(doc, "format.entity", "&nbsp;");
  CHECK(has(r, "format.entity", pos_of(doc, "&T")));
  CHECK(has(r, "format.entity", pos_of(doc, "&#0;")));
  CHECK(r.findings.size() == 3);
  // Inside comments and CDATA an ampersand is just text.
  const std::string ok =
      session_xml(hand("    <!-- &foo; --><ruling code=\"x\" decision=\"accepted\"><![CDATA[&bar;]]></ruling>\n"));
  ReadResult clean = read_thr(ok);
  INFO(test::describe(clean));
  CHECK(clean.findings.empty());
  CHECK(clean.document.sessions.at(0).hands.at(0).rulings.at(0).text == "&bar;");
}

TEST_CASE("duplicate attributes are rejected at the second one", "[formats][reject]") {
  const std::string doc = session_xml(hand("    <auction><call seat=\"1\" bid=\"pass\" seat=\"2\"/></auction>\n"));
  ReadResult r = expect(doc, "format.duplicate-attribute", "seat=\"2\"/></auction>");
  CHECK(r.document.sessions.at(0).hands.at(0).auction->calls.at(0).seat == 1);
}

TEST_CASE("root, namespace and version", "[formats][reject]") {
  expect("<?xml version=\"1.0\"?>\n<hands xmlns=\"urn:tarock-hand-record:1\"/>\n", "format.root", "<hands");
  const std::string wrong_ns =
      "<session xmlns=\"urn:tarock-hand-record:2\" version=\"1\" game=\"troggu\">"
      "<players><player seat=\"1\"/></players><hand n=\"1\" dealer=\"1\"/></session>";
  ReadResult r = expect(wrong_ns, "format.namespace", "<session");
  CHECK(r.findings.size() == 1);  // the rest is read as if it were THR
  CHECK(r.document.sessions.at(0).hands.size() == 1);
  expect("<session version=\"1\" game=\"troggu\"><players/><hand n=\"1\" dealer=\"1\"/></session>", "format.namespace",
         "<session");
  expect("<session xmlns=\"urn:tarock-hand-record:1\" game=\"troggu\"><players/><hand n=\"1\" dealer=\"1\"/></session>",
         "format.version", "<session");
  expect(
      "<session xmlns=\"urn:tarock-hand-record:1\" version=\"2\" game=\"troggu\"><players/><hand n=\"1\" "
      "dealer=\"1\"/></session>",
      "format.version", "version=\"2\"");
  // A prefixed THR root with its own prefix declaration is fine.
  ReadResult prefixed = read_thr(
      "<t:session xmlns:t=\"urn:tarock-hand-record:1\" version=\"1\" game=\"troggu\">"
      "<t:players><t:player seat=\"1\"/></t:players><t:hand n=\"1\" dealer=\"1\"/></t:session>");
  INFO(test::describe(prefixed));
  CHECK(prefixed.findings.empty());
  CHECK(prefixed.document.sessions.at(0).players.size() == 1);
}

TEST_CASE("encodings other than UTF-8", "[formats][reject]") {
  expect("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<session/>", "format.encoding", "ISO-8859-1");
  for (const std::string& bom : {std::string("\xFF\xFE<\0s\0", 6), std::string("\xFE\xFF\0<\0s", 6),
                                 std::string("\xFF\xFE\0\0<\0\0\0", 8), std::string("<\0s\0", 4)}) {
    ReadResult r = read_thr(bom);
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "format.encoding");
    CHECK(r.findings[0].pos == Pos{1, 1});
  }
}

TEST_CASE("invalid UTF-8: the first bad byte with its place", "[formats][reject]") {
  const std::string doc =
      session_xml(hand("    <ruling code=\"x\" decision=\"accepted\">gr\xC3\xBC\xC3\x28n \xFF</ruling>\n"));
  ReadResult r = expect(doc, "format.invalid-utf8", "\xC3\x28");
  CHECK(r.findings.size() == 1);
  for (const char* bad : {"\xC0\xAF", "\xED\xA0\x80", "\xF4\x90\x80\x80", "\xE2\x82"}) {
    const std::string d = session_xml(hand(std::string("<!--") + bad + "-->"));
    ReadResult rr = read_thr(d);
    INFO(test::describe(rr));
    CHECK(has(rr, "format.invalid-utf8", pos_of(d, bad)));
  }
}

TEST_CASE("empty, blank and truncated files", "[formats][reject]") {
  for (const std::string& text : {std::string(), std::string("   \n\t"), std::string("\xEF\xBB\xBF")}) {
    ReadResult r = read_thr(text);
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "format.empty-file");
    CHECK(r.findings[0].pos == Pos{1, 1});
  }
  const std::string full = session_xml(hand("    <play><trick lead=\"1\">T1 T2 T3</trick></play>\n"));
  for (std::size_t cut : {full.size() / 3, full.size() / 2, full.size() - 3}) {
    ReadResult r = read_thr(full.substr(0, cut));
    INFO(cut << "\n" << test::describe(r));
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "format.xml-syntax");
    CHECK(r.findings[0].message.find("truncated") != std::string::npos);
  }
}

TEST_CASE("unknown card codes are reported and stand as unknown cards; the other cards stay", "[formats][reject]") {
  const std::string doc =
      session_xml(hand("    <deal><cards seat=\"1\">T21 T22 ? HK t1</cards></deal>\n"
                       "    <auction><call seat=\"1\" bid=\"dreier\" card=\"XK\"/></auction>\n"));
  ReadResult r = expect(doc, "format.unknown-card", "T22");
  CHECK(has(r, "format.unknown-card", pos_of(doc, "t1<")));
  CHECK(has(r, "format.unknown-card", pos_of(doc, "XK")));
  const Finding* lower = nullptr;
  for (const auto& f : r.findings)
    if (f.pos == pos_of(doc, "t1<")) lower = &f;
  REQUIRE(lower);
  CHECK(lower->message.find("did you mean 'T1'") != std::string::npos);
  CHECK(lower->hand == 1);
  const auto& cards = r.document.sessions.at(0).hands.at(0).deal->hands.at(0).cards;
  // T22 and t1 become '?' at their places, like the written '?'.
  CHECK(cards.cards ==
        std::vector<Card>{Card::trump(21), Card::unknown(), Card::unknown(), *parse_card_code("HK"), Card::unknown()});
  CHECK(cards.token_pos.size() == 5);
  CHECK(cards.token_pos[1] == pos_of(doc, "T22"));
}

TEST_CASE("unknown games, variants, bids and contracts, with 'did you mean'", "[formats][reject]") {
  ReadResult g = expect(session_xml(hand(""), "tap-tarock"), "format.unknown-game", "game=");
  CHECK(test::find(g, "format.unknown-game")->message.find("did you mean 'tapp-tarock'") != std::string::npos);
  std::string doc = session_xml(hand(""), "troggu");
  doc.replace(doc.find("game=\"troggu\""), 13, "game=\"troggu\" variant=\"vips\"");
  ReadResult v = expect(doc, "format.unknown-variant", "variant=");
  CHECK(test::find(v, "format.unknown-variant")->message.find("did you mean 'visp'") != std::string::npos);
  const std::string bids =
      session_xml(hand("    <auction><call seat=\"1\" bid=\"dreir\"/></auction>\n"
                       "    <contract declarer=\"1\" type=\"solo-x\"/>\n"));
  ReadResult b = expect(bids, "format.unknown-bid", "bid=");
  CHECK(test::find(b, "format.unknown-bid")->message.find("did you mean 'dreier'") != std::string::npos);
  expect(bids, "format.unknown-contract", "type=");
}

TEST_CASE("unknown THR elements and attributes; missing attributes", "[formats][reject]") {
  const std::string doc =
      session_xml(hand("    <dael/>\n    <play colour=\"red\"><trick lead=\"1\"><card/>T1</trick></play>\n"
                       "    <result><bonus type=\"trull\"/></result>\n    <outcome/>\n"));
  ReadResult r = expect(doc, "format.unknown-element", "<dael");
  CHECK(test::find(r, "format.unknown-element")->message.find("did you mean 'deal'") != std::string::npos);
  CHECK(has(r, "format.unknown-attribute", pos_of(doc, "colour")));
  CHECK(has(r, "format.unknown-element", pos_of(doc, "<card/>")));
  CHECK(has(r, "format.missing-attribute", pos_of(doc, "<bonus")));    // amount
  CHECK(has(r, "format.missing-attribute", pos_of(doc, "<outcome")));  // type
  CHECK(r.document.sessions.at(0).hands.at(0).play->tricks.at(0).cards.cards.size() == 1);
  // An unprefixed element in no namespace is not an extension.
  const std::string none = session_xml(hand("    <ext xmlns=\"\"/>\n"));
  expect(none, "format.unknown-element", "<ext");
  const std::string undeclared = session_xml(hand("    <q:ext/>\n"));
  expect(undeclared, "format.namespace", "<q:ext");
}

TEST_CASE("numbers: strict integers and exact rationals", "[formats][reject]") {
  const std::string doc = session_xml(
      "  <hand n=\"1e3\" dealer=\"3x\">\n"
      "    <auction><call seat=\"\" bid=\"pass\"/></auction>\n"
      "    <result><points side=\"declarer\">35 2/3</points><points seat=\"2\">12,5</points>\n"
      "      <settlement unit=\"cent\"><pay seat=\"1\" amount=\"-10\"/><pay seat=\"2\" amount=\"12.5\"/>"
      "<pay seat=\"3\" amount=\"ten\"/></settlement></result>\n"
      "  </hand>\n");
  ReadResult r = expect(doc, "format.bad-number", "n=\"1e3\"");
  CHECK(has(r, "format.bad-number", pos_of(doc, "dealer=")));
  CHECK(has(r, "format.bad-number", pos_of(doc, "seat=\"\"")));
  CHECK(has(r, "format.bad-number", pos_of(doc, "12,5")));
  CHECK(has(r, "format.bad-number", pos_of(doc, "amount=\"ten\"")));
  CHECK(r.findings.size() == 5);
  const auto& result = *r.document.sessions.at(0).hands.at(0).result;
  CHECK(result.points.at(0).value == Rational(107, 3));
  CHECK(result.settlement->pays.at(0).amount == Rational(-10));
  CHECK(result.settlement->pays.at(1).amount == Rational(25, 2));
}

TEST_CASE("order and multiplicity of a hand's children", "[formats][reject]") {
  const std::string doc =
      session_xml(hand("    <play/>\n    <deal/>\n    <outcome type=\"played\"/>\n    <outcome type=\"redeal\"/>\n"));
  ReadResult r = expect(doc, "format.element-order", "<deal");
  CHECK(has(r, "format.duplicate-element", pos_of(doc, "<outcome", 1)));
  CHECK(r.document.sessions.at(0).hands.at(0).outcome->type == "played");
}

TEST_CASE("fixed vocabularies of attributes", "[formats][reject]") {
  const std::string doc =
      session_xml(hand("    <ruling code=\"x\" decision=\"acepted\">t</ruling>\n    <outcome type=\"thrown\"/>\n"));
  ReadResult r = expect(doc, "format.bad-value", "decision=");
  CHECK(test::find(r, "format.bad-value")->message.find("did you mean 'accepted'") != std::string::npos);
  CHECK(has(r, "format.bad-value", pos_of(doc, "type=\"thrown\"")));
}

TEST_CASE("'?' cards, notes and rulings are read and kept", "[formats][read]") {
  const std::string doc = session_xml(
      "  <hand n=\"1\" dealer=\"3\" note=\"from the Stammtisch book\">\n"
      "    <auction><call seat=\"1\" bid=\"pass\" note=\"slow\"/></auction>\n"
      "    <announcement seat=\"1\" type=\"valat\" note=\"late\"/>\n"
      "    <play><trick lead=\"1\" note=\"blurred\">? ? T3</trick></play>\n"
      "    <ruling trick=\"1\" seat=\"2\" code=\"play.must-follow-suit\" decision=\"penalised\">fined</ruling>\n"
      "  </hand>\n");
  ReadResult r = read_thr(doc);
  INFO(test::describe(r));
  REQUIRE(r.findings.empty());
  const auto& h = r.document.sessions.at(0).hands.at(0);
  CHECK(h.note == "from the Stammtisch book");
  CHECK(h.auction->calls.at(0).note == "slow");
  CHECK(h.announcements.at(0).note == "late");
  CHECK(h.play->tricks.at(0).note == "blurred");
  CHECK(h.play->tricks.at(0).cards.cards == std::vector<Card>{Card::unknown(), Card::unknown(), Card::trump(3)});
  const auto& ruling = h.rulings.at(0);
  CHECK(ruling.trick == 1);
  CHECK(ruling.seat == 2);
  CHECK(ruling.code == "play.must-follow-suit");
  CHECK(ruling.decision == "penalised");
  CHECK(ruling.text == "fined");
}

// Issue 16 §2: "One mistake in a record is one finding." A misspelt attribute is one
// finding, which names the attribute meant and says it is therefore missing; the record
// marks what could not be read, so the engine leaves it out of its checks.
TEST_CASE("a misspelt attribute is one finding; the call or hand marks what it could not read",
          "[formats][reject][one-mistake]") {
  const std::string seet = session_xml(hand("    <auction>\n      <call seet=\"1\" bid=\"pass\"/>\n    </auction>\n"));
  ReadResult r = expect(seet, "format.unknown-attribute", "seet=");
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].message.find("did you mean 'seat'?); 'seat' is therefore missing") != std::string::npos);
  const record::Call& call = r.document.sessions.at(0).hands.at(0).auction->calls.at(0);
  CHECK(call.seat_unreadable);
  CHECK_FALSE(call.bid_unreadable);
  CHECK(call.bid == "pass");

  const std::string deler = session_xml("  <hand n=\"1\" deler=\"3\">\n  </hand>\n");
  r = expect(deler, "format.unknown-attribute", "deler=");
  REQUIRE(r.findings.size() == 1);
  CHECK(r.document.sessions.at(0).hands.at(0).dealer_unreadable);

  // An attribute that is merely absent is still the missing-attribute finding.
  const std::string none = session_xml("  <hand n=\"1\">\n  </hand>\n");
  r = expect(none, "format.missing-attribute", "<hand");
  REQUIRE(r.findings.size() == 1);
  CHECK(r.document.sessions.at(0).hands.at(0).dealer_unreadable);
}

TEST_CASE("a misspelt bid token is one finding, and the call keeps its seat", "[formats][reject][one-mistake]") {
  const std::string doc = session_xml(hand("    <auction>\n      <call seat=\"1\" bid=\"dreir\"/>\n    </auction>\n"));
  ReadResult r = expect(doc, "format.unknown-bid", "bid=\"dreir");
  REQUIRE(r.findings.size() == 1);
  const record::Call& call = r.document.sessions.at(0).hands.at(0).auction->calls.at(0);
  CHECK(call.bid_unreadable);
  CHECK(call.bid == "dreir");
  CHECK_FALSE(call.seat_unreadable);
  CHECK(call.seat == 1);
}

TEST_CASE("integers are strict: no trailing junk, no exponent, no empty value", "[formats][numbers]") {
  using thr_detail::parse_strict_int;
  CHECK(parse_strict_int("3") == 3);
  CHECK(parse_strict_int("-10") == -10);
  CHECK(parse_strict_int(" 7 ") == 7);  // XML white space around a token is not content
  for (const char* bad : {"", "3x", "1e3", "x", "-", "2.0", "99999999999", "0x10"}) {
    INFO(bad);
    CHECK_FALSE(parse_strict_int(bad).has_value());
  }
}
