// The reader's fast path against the pugixml path (formats/thr_fast_reader.cpp): where
// the fast one takes a file, the pugixml one must find nothing in it and read the very
// same record, positions included. Checked on every sample, on generated sessions of
// every game, variant and table size, on hand-written corners of the syntax, and on
// thousands of mutations of them (a byte dropped, added or changed, a line dropped or
// doubled, the file cut short).
#include <algorithm>
#include <filesystem>

#include <catch2/catch.hpp>

#include "formats/record_spares.h"
#include "formats/thr_fast_reader.h"
#include "formats/thr_fast_scanner.h"
#include "formats/thr_reader_context.h"
#include "formats/thr_writer.h"
#include "support.h"
#include "tests/support/scratch.h"
#include "tests/support/spellings.h"
#include "tests/support/tables.h"
#include "validator/core/random.h"

using namespace stichprobe;
using stichprobe::testing::slurp;

namespace {

// True when the fast path took `bytes`; fails the test when it took them and the
// pugixml path disagrees. It reads them a second time on the blocks of every record
// read before (RecordSpares, as validate reads file after file), which must not
// change the record either.
bool agrees(const std::string& bytes, const std::string& what) {
  ReadResult fast;
  const bool took = thr_detail::read_thr_fast(bytes, fast);
  static RecordSpares spares;
  ReadResult reused;
  CHECK(thr_detail::read_thr_fast(bytes, reused, {}, &spares) == took);
  if (!took) return false;
  const ReadResult reference = thr_detail::read_thr_with_pugixml(bytes);
  INFO(what);
  INFO(test::describe(reference));
  REQUIRE(reference.parsed);
  REQUIRE(reference.findings.empty());
  REQUIRE(fast.parsed);
  REQUIRE(fast.findings.empty());
  REQUIRE(fast.document == reference.document);
  REQUIRE(reused.document == reference.document);
  spares.keep(std::move(reused.document));
  return true;
}

std::vector<std::filesystem::path> sample_files() {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::recursive_directory_iterator(STICHPROBE_SAMPLES_DIR))
    if (e.is_regular_file() && e.path().extension() == ".xml") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

// One generated session per game, variant and player count.
std::vector<std::string> generated_files(int hands) {
  std::vector<std::string> out;
  std::uint64_t seed = 1;
  for (const testing::Table& table : testing::every_table()) out.push_back(write_thr(table.generated(hands, seed++)));
  return out;
}

// The bytes a mutation adds: XML's own punctuation, white space, card letters.
constexpr std::string_view kAlphabet = "<>/=\"'& \n\t\r:?!-xT1HF0K\xC3\xA4\x80";

std::string mutate(std::string s, core::Rng& rng) {
  if (s.empty()) return s;
  const auto at = static_cast<std::size_t>(rng.below(static_cast<int>(s.size())));
  auto line_span = [&](std::size_t from) {
    const std::size_t begin = s.rfind('\n', from) == std::string::npos ? 0 : s.rfind('\n', from) + 1;
    const std::size_t end = s.find('\n', from);
    return std::pair{begin, end == std::string::npos ? s.size() : end + 1};
  };
  switch (rng.below(7)) {
    case 0: s.erase(at, 1 + static_cast<std::size_t>(rng.below(3))); break;
    case 1: s.insert(at, 1, kAlphabet[static_cast<std::size_t>(rng.below(static_cast<int>(kAlphabet.size())))]); break;
    case 2: s[at] = kAlphabet[static_cast<std::size_t>(rng.below(static_cast<int>(kAlphabet.size())))]; break;
    case 3: {
      const auto [b, e] = line_span(at);
      s.erase(b, e - b);
      break;
    }
    case 4: {
      const auto [b, e] = line_span(at);
      s.insert(b, s.substr(b, e - b));
      break;
    }
    case 5: s.resize(at); break;
    default: {  // a token moved: the same bytes, somewhere else
      const std::size_t other = static_cast<std::size_t>(rng.below(static_cast<int>(s.size())));
      const std::size_t len = std::min<std::size_t>(1 + static_cast<std::size_t>(rng.below(6)), s.size() - at);
      const std::string piece = s.substr(at, len);
      s.erase(at, len);
      s.insert(std::min(other, s.size()), piece);
      break;
    }
  }
  return s;
}

}  // namespace

TEST_CASE("fast path: every sample it takes reads as with pugixml", "[formats][fast-reader]") {
  int taken = 0, valid = 0, valid_taken = 0;
  for (const auto& path : sample_files()) {
    const bool took = agrees(slurp(path), path.string());
    taken += took;
    if (path.filename().string().starts_with("valid-")) {
      ++valid;
      valid_taken += took;
    }
  }
  // Valid samples are plain files; the few it leaves to pugixml carry escapes,
  // comments or extensions on purpose.
  INFO(valid_taken << " of " << valid << " valid samples taken, " << taken << " samples in all");
  CHECK(valid_taken * 10 >= valid * 9);
}

TEST_CASE("fast path: every generated session is taken and reads as with pugixml", "[formats][fast-reader]") {
  int files = 0;
  for (const std::string& xml : generated_files(20)) {
    CHECK(agrees(xml, xml.substr(0, 200)));
    ++files;
  }
  CHECK(files >= 20);
}

TEST_CASE("fast path: corners of the syntax", "[formats][fast-reader]") {
  const std::string hand =
      "  <hand n=\"1\" dealer=\"3\" id='h1' sitting-out=\"\" note=\"a > b\">\n"
      "    <deal xmlns=\"urn:tarock-hand-record:1\">\n"
      "      <cards seat=\"1\">\n        T1  T2\tT3\n        HK\n      </cards>\n"
      "      <talon>\n        <packet>C8 SQ H1</packet>\n        <packet/>\n      </talon>\n"
      "    </deal>\n"
      "    <auction><call seat=\"1\"\n        bid=\"dreier\" card=\"HK\" note=\"Café\"/></auction>\n"
      "    <contract declarer=\" 1\" type=\"dreier\" trump='H'></contract>\n"
      "    <announcement seat=\"1\" type=\"valat\" cards=\"T1  T21 F\"/>\n"
      "    <play ended=\"early\"><trick lead=\"+1\">T1 T2 T3</trick><trick></trick></play>\n"
      "    <ruling code=\"play.revoke\" decision=\"accepted\">  agreed\n at the table </ruling>\n"
      "    <result>\n      <points side=\"declarer\"> 35 2/3 </points>\n"
      "      <bonus side=\"declarer\" type=\"valat\" amount=\"-12.5\"/>\n"
      "      <settlement unit=\"point\"><pay seat=\"1\" amount=\"4\"/></settlement>\n"
      "      <totals><total seat=\"1\" value=\"4\"/></totals>\n    </result>\n"
      "    <outcome type=\"played\"   />\n  </hand>\n";
  const std::string plain = test::session_xml(hand);
  CHECK(agrees(plain, "plain"));
  // An archive, meta text, rules, no declaration, white space before the root.
  const std::string archive =
      "\n <archive xmlns=\"urn:tarock-hand-record:1\" version=\"1\">\n"
      "<session version=\"1\" game=\"tapp\" variant=\"\">\n"
      "  <meta><title>  </title><place>Gasthaus „Adler“</place><note>\n  two lines\n</note></meta>\n"
      "  <rules><option name=\"deck\" value=\"32\"/></rules>\n"
      "  <players><player seat=\"1\" name=\"A\"/><player seat=\"2\"/></players>\n"
      "  <hand n=\"1\" dealer=\"1\"/>\n</session>\n</archive>\n";
  CHECK(agrees(archive, "archive"));
  // Other programs' spellings it takes (issue 21), each reading as with pugixml.
  const std::vector<std::pair<std::string, std::string>> taken = {
      {"Café", "Caf&#233;"},
      {"Café", "Caf&#xE9; &amp; &lt;Bar&gt; &quot;x&quot; &apos;y&apos;"},
      {"<result>", "<!-- c --><result>"},
      {"<result>", "<!-- a -- b - c --><!----><result>"},
      {"<result>", "<!-- Café „x“ --><result>"},
      {"<?xml", "\xEF\xBB\xBF<?xml"},
      {"<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<?xml version='1.0' encoding='utf8' standalone='yes' ?>"},
      {"<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<?xml version = \"1.0\"\n?>"},
      {"</session>\n", "</session>\n<!-- end -->\n"},
      {"<session ",
       "<!-- first --><session xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" "
       "xsi:schemaLocation=\"urn:tarock-hand-record:1 hand-record.xsd\" xml:lang=\"de\" "},
      {"<ruling code=\"play.revoke\"", "<ruling code = 'play.revoke'"},
      {"agreed\n at", "agreed &gt; 2 &#10; at"},
      {"\n", "\r\n"},
  };
  for (const auto& [from, to] : taken) {
    std::string changed = plain;
    const std::size_t at = changed.find(from);
    REQUIRE(at != std::string::npos);
    if (from == "\n") {
      std::string crlf;
      for (char c : changed) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
      changed = crlf;
    } else {
      changed.replace(at, from.size(), to);
    }
    INFO(to);
    CHECK(agrees(changed, to));
  }
  // What it leaves to pugixml. Valid records, which it reads without a finding:
  // CDATA, a comment inside text, a reference in a card list, foreign namespaces below
  // the root. Faulty ones, which it reports: another encoding, a DOCTYPE, a second
  // root, an undeclared prefix, an entity XML does not predefine.
  auto changed = [&](const std::string& from, const std::string& to) {
    std::string out = plain;
    const std::size_t at = out.find(from);
    REQUIRE(at != std::string::npos);
    return out.replace(at, from.size(), to);
  };
  for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
           {"T1 T2 T3</trick>", "<![CDATA[T1 T2 T3]]></trick>"},
           {"T1 T2 T3</trick>", "T1 T2<!-- c --> T3</trick>"},
           {"T1 T2 T3</trick>", "T1&#32;T2 T3</trick>"},
           {"<outcome type=\"played\"   />", "<x:outcome xmlns:x=\"urn:x\"/><outcome type=\"played\"/>"},
           {"<play ", "<play xmlns:e=\"urn:e\" e:a=\"1\" "},
       }) {
    const std::string valid = changed(from, to);
    INFO(to);
    CHECK_FALSE(agrees(valid, to));
    const ReadResult read = read_thr(valid);
    CHECK(read.parsed);
    CHECK(read.findings.empty());
  }
  for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
           {"<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<?xml version=\"1.0\" encoding=\"latin1\"?>"},
           {"<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<!DOCTYPE session>"},
           {"</session>\n", "</session>\n<session/>\n"},
           {"<session ", "<session e:x=\"1\" "},
           {"Café", "Caf&eacute;"},
           // Control characters and broken UTF-8, which it finds where it reads text,
           // comments and attribute values (no pass of its own over the whole file).
           {"Café", "Caf\xC3"},
           {"Café", "Caf\xC3\xA9\xA9"},
           {"<result>", "<!-- \x01 --><result>"},
           {"<result>", "<!-- \xE2\x80 --><result>"},
           {"agreed",
            "agr\x7F\x01"
            "eed"},
           {"agreed",
            "agr\xFF"
            "eed"},
           // A NUL ending a card token: its bytes read as the code one shorter ("T1\0" as T1).
           {"T1 T2 T3</trick>", std::string("T1\0 T2 T3</trick>", 17)},
           {"T1 T2 T3</trick>", std::string("T1 T2 T3\0</trick>", 17)},
       }) {
    const std::string faulty = changed(from, to);
    INFO(to);
    CHECK_FALSE(agrees(faulty, to));
    CHECK_FALSE(read_thr(faulty).findings.empty());
  }
}

TEST_CASE("fast path: generated sessions in other programs' spellings are taken and read as with pugixml",
          "[formats][fast-reader]") {
  // tests/support/spellings.h: a .NET XmlWriter (BOM, CRLF, xsi:schemaLocation),
  // ElementTree (ns0: prefix, one line), a hand-edited file (tabs, single quotes,
  // reversed attributes, comments, references), lxml (standalone="yes").
  int files = 0;
  for (const std::string& xml : generated_files(3))
    for (const test::Spelling& spelling : test::other_spellings()) {
      const std::string other = test::respell(xml, spelling);
      REQUIRE_FALSE(other.empty());
      CHECK(agrees(other, spelling.name + ": " + other.substr(0, 300)));
      // Without card positions too: the same cards.
      ReadOptions without;
      without.card_positions = false;
      ReadResult bare;
      CHECK(thr_detail::read_thr_fast(other, bare, without));
      ++files;
    }
  CHECK(files >= 80);
}

TEST_CASE("fast path: a hand number below 1 is left to pugixml, which reports it", "[formats][fast-reader]") {
  // hand/@n is an xs:positiveInteger (schemas/hand-record.xsd): hands are numbered from 1.
  for (const char* n : {"-1", "0", "-0", "+0"}) {
    INFO("n=" << n);
    const std::string doc = test::session_xml("  <hand n=\"" + std::string(n) +
                                              "\" dealer=\"1\">\n    <outcome type=\"redeal\"/>\n  </hand>\n");
    CHECK_FALSE(agrees(doc, n));
    const ReadResult read = read_thr(doc);
    REQUIRE(read.findings.size() == 1);
    CHECK(read.findings[0].code == "format.bad-value");
    CHECK(read.findings[0].pos == test::pos_of(doc, "n=\"" + std::string(n)));
  }
  const std::string one =
      test::session_xml("  <hand n=\"1\" dealer=\"1\">\n    <outcome type=\"redeal\"/>\n  </hand>\n");
  CHECK(agrees(one, "n=1"));
}

TEST_CASE("fast path: a card token of any length in card text is left to pugixml", "[formats][fast-reader]") {
  // The card text is scanned 32 bytes at a time: a token that fills those bytes and more
  // once made no progress. Every length up to 80, at every offset in a trick.
  for (std::size_t length = 1; length <= 80; ++length)
    for (const char* before : {"", "T1 ", "T1 T2 T3 T4 T5 T6 T7 "}) {
      const std::string token(length, 'X');
      const std::string doc = test::session_xml("  <hand n=\"1\" dealer=\"1\">\n    <play>\n      <trick lead=\"1\">" +
                                                std::string(before) + token + " T8</trick>\n    </play>\n  </hand>\n");
      INFO("token of " << length << " bytes after '" << before << "'");
      CHECK_FALSE(agrees(doc, "long token"));
      const ReadResult read = read_thr(doc);
      CHECK_FALSE(read.findings.empty());
    }
}

TEST_CASE("fast path: mutated files it takes read as with pugixml", "[formats][fast-reader]") {
  std::vector<std::string> bases;
  for (const auto& path : sample_files())
    if (path.filename().string().starts_with("valid-")) bases.push_back(slurp(path));
  for (std::string& xml : generated_files(2)) {
    // Other programs' spellings too: CRLF, comments, references and prefixes mutated.
    for (const test::Spelling& spelling : test::other_spellings()) bases.push_back(test::respell(xml, spelling));
    bases.push_back(std::move(xml));
  }
  core::Rng rng(20261125);
  int taken = 0, tried = 0;
  for (const std::string& base : bases)
    for (int k = 0; k < 60; ++k) {
      std::string m = base;
      const int edits = 1 + rng.below(3);
      for (int e = 0; e < edits; ++e) m = mutate(std::move(m), rng);
      taken += agrees(m, "mutation " + std::to_string(k));
      ++tried;
    }
  INFO(taken << " of " << tried << " mutated files taken by the fast path");
  CHECK(taken > 0);
  CHECK(taken < tried);
}

TEST_CASE("fast path: card codes and small integers read as the shared parsers read them", "[formats][fast-reader]") {
  // Every string of one to three printable bytes (and the card letters' neighbours).
  int cards = 0;
  std::string s;
  for (int n = 1; n <= 3; ++n) {
    s.assign(static_cast<std::size_t>(n), ' ');
    const int total = n == 1 ? 95 : n == 2 ? 95 * 95 : 95 * 95 * 95;
    for (int k = 0; k < total; ++k) {
      int rest = k;
      for (int i = 0; i < n; ++i) {
        s[static_cast<std::size_t>(i)] = static_cast<char>(' ' + rest % 95);
        rest /= 95;
      }
      const auto fast = thr_detail::fast::card_code_at(s.data(), s.size());
      const auto shared = parse_card_code(s);
      if (fast != shared) FAIL("card code '" << s << "'");
      cards += shared.has_value();
      // The scanner's token in card text (kCardHash), ended by each byte that ends one.
      if (s.find_first_of(" <") != std::string::npos) continue;
      for (const char* after : {" ", "<", "\n", "\t", "\r"}) {
        const std::string token = s + after + "/x>";
        std::optional<Card> hashed;
        std::size_t length = 0;
        try {
          Card card;
          length = thr_detail::fast::card_token(token.data(), card);
          hashed = card;
        } catch (const thr_detail::fast::GiveUp&) {
        }
        if (hashed != shared || (hashed && length != s.size())) FAIL("card token '" << s << "'");
      }
    }
  }
  CHECK(cards == 1 + 1 + 21 + 4 * 15);  // '?', the fool, 21 trumps, 60 suited codes
  // Every one- and two-byte value: small_int takes a subset and agrees on it.
  int small = 0;
  for (int a = 0; a < 256; ++a)
    for (int b = -1; b < 256; ++b) {
      std::string v(1, static_cast<char>(a));
      if (b >= 0) v += static_cast<char>(b);
      if (const auto fast = thr_detail::fast::small_int(v)) {
        ++small;
        if (fast != thr_detail::parse_strict_int(v)) FAIL("integer '" << v << "'");
      }
    }
  CHECK(small == 10 + 90);
  // Every string of up to five bytes of signs, digits, '.', '/' and a space: whole_number
  // takes a subset and agrees with parse_rational on it.
  constexpr std::string_view kNumberBytes = "-+0123456789./ ";
  int whole = 0;
  for (int n = 1; n <= 5; ++n) {
    int total = 1;
    for (int i = 0; i < n; ++i) total *= static_cast<int>(kNumberBytes.size());
    for (int k = 0; k < total; ++k) {
      std::string v;
      for (int i = 0, rest = k; i < n; ++i, rest /= static_cast<int>(kNumberBytes.size()))
        v += kNumberBytes[static_cast<std::size_t>(rest) % kNumberBytes.size()];
      if (const auto fast = thr_detail::fast::whole_number(v)) {
        ++whole;
        const auto shared = parse_rational(v);
        if (!shared || *shared != Rational(*fast)) FAIL("number '" << v << "'");
      }
    }
  }
  CHECK(whole == 2 * (10 + 100 + 1000 + 10000));  // one to four digits, with a minus or without
}

TEST_CASE("fast path without card positions: the same record less each token's place", "[formats][fast-reader]") {
  std::vector<std::string> files = generated_files(5);
  for (std::size_t i = 0, n = files.size(); i < n; ++i)
    for (const test::Spelling& spelling : test::other_spellings()) files.push_back(test::respell(files[i], spelling));
  for (const auto& path : sample_files())
    if (path.filename().string().starts_with("valid-")) files.push_back(slurp(path));
  ReadOptions without;
  without.card_positions = false;
  int checked = 0;
  for (const std::string& xml : files) {
    ReadResult bare;
    if (!thr_detail::read_thr_fast(xml, bare, without)) continue;
    ReadResult full = read_thr(xml);
    REQUIRE(full.findings.empty());
    // Every card list of the full record, its token places taken away.
    for (auto& session : full.document.sessions)
      for (auto& hand : session.hands) {
        auto strip = [](record::CardList& list) { list.token_pos.clear(); };
        if (hand.deal) {
          for (auto& seat : hand.deal->hands) strip(seat.cards);
          if (hand.deal->talon) {
            if (hand.deal->talon->cards) strip(*hand.deal->talon->cards);
            for (auto& packet : hand.deal->talon->packets) strip(packet);
          }
        }
        for (auto& ex : hand.exchanges) {
          if (ex.take) strip(*ex.take);
          if (ex.discard) strip(*ex.discard);
        }
        for (auto& a : hand.announcements)
          if (a.cards) strip(*a.cards);
        if (hand.play)
          for (auto& trick : hand.play->tricks) strip(trick.cards);
      }
    CHECK(bare.document == full.document);
    ++checked;
  }
  CHECK(checked >= 200);
}
