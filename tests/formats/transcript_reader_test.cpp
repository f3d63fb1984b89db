// The transcript notation (formats/TRANSCRIPT.md, issue 19 §2): every record that
// validates without errors goes to a transcript and back to the same canonical THR,
// byte for byte; mistakes are format findings at the transcript's line and column.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "formats/thr_writer.h"
#include "formats/transcript_annotations.h"
#include "formats/transcript_reader.h"
#include "formats/transcript_writer.h"
#include "support.h"
#include "tests/support/mutations.h"
#include "tests/support/tables.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"
#include "validator/engine/validate.h"

using namespace stichprobe;
namespace fs = std::filesystem;

namespace {

bool has_error(const Findings& findings) {
  for (const auto& f : findings)
    if (f.severity == Severity::Error) return true;
  return false;
}

std::string describe(const Findings& findings) {
  std::string out;
  for (const auto& f : findings)
    out += std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column) + " " + f.code + " " + f.message + "\n";
  return out;
}

// write_thr(read_transcript(write_transcript(doc))) == write_thr(doc), and the transcript reads cleanly.
void check_round_trip(const record::Document& doc, const std::string& what) {
  const std::string transcript = write_transcript(doc);
  const ReadResult back = read_transcript(transcript);
  INFO(what << "\n" << transcript << describe(back.findings));
  CHECK(back.findings.empty());
  // What the record command computed (transcript:computed) it computes again: not written.
  CHECK(write_thr(back.document) == write_thr(transcript::without_computed(doc)));
  CHECK(write_transcript(back.document) == transcript);
}

const Finding* find_code(const Findings& findings, std::string_view code) {
  for (const auto& f : findings)
    if (f.code == code) return &f;
  return nullptr;
}

}  // namespace

TEST_CASE("every sample that validates without errors round-trips through its transcript", "[formats][transcript]") {
  int samples = 0;
  for (const auto& entry : fs::recursive_directory_iterator(std::string(STICHPROBE_SOURCE_DIR) + "/samples")) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".xml" || (name.rfind("valid-", 0) != 0 && name.rfind("partial-", 0) != 0))
      continue;
    const ReadResult read = read_thr_file(entry.path().string());
    if (!read.parsed || has_error(engine::validate_document(read).findings)) continue;
    check_round_trip(read.document, entry.path().string());
    ++samples;
  }
  CHECK(samples >= 130);
}

TEST_CASE("generated hands of every game, variant and player count round-trip", "[formats][transcript]") {
  int sessions = 0;
  for (const testing::Table& table : testing::every_table()) {
    check_round_trip(table.generated(6, 19 + static_cast<std::uint64_t>(table.players)), table.label());
    ++sessions;
  }
  CHECK(sessions >= 20);
}

TEST_CASE("an archive, free text with quotes and newlines, fractions and rare parts round-trip",
          "[formats][transcript]") {
  const std::string transcript =
      "archive\n"
      "game tapp-tarock old-talon\n"
      "title \"A \\\"quoted\\\" # title\\nover two lines\"\n"
      "meta-note \"\"\n"
      "rules\n"
      "player 1 \"Anna\"\n"
      "player 2\n"
      "player 3 \"C. D.\"\n"
      "hand 7 dealer 3 id \"h-7\" out 2 note \"n\"\n"
      "deal\n"
      "auction\n"
      "contract solo\n"
      "exchange 1 packet 2 take discard ?\n"
      "swap 1 talon gets T1 gives F\n"
      "swap 2\n"
      "announce 1 valat cards T1 T2 note \"x\"\n"
      "play ended early\n"
      "trick lead 2 winner 3 note \"first\"\n"
      "ruling trick 3 seat 2 play.must-follow-suit penalised\n"
      "points \"seat\" seat 2 -35 2/3\n"
      "points 12.5\n"
      "bonus trull 1 1/2 side defenders\n"
      "settlement cent 1:-35 2/3 2:35 2/3\n"
      "totals\n"
      "outcome redeal\n"
      "\n"
      "game troggu\n"
      "player 1\n"
      "hand 1 dealer 1\n"
      "talon\n"
      "packet\n"
      "packet HK\n"
      "result\n";
  const ReadResult read = read_transcript(transcript);
  INFO(describe(read.findings));
  REQUIRE(read.parsed);
  CHECK(read.findings.empty());
  REQUIRE(read.document.sessions.size() == 2);
  const record::Hand& h = read.document.sessions[0].hands.at(0);
  CHECK(read.document.sessions[0].meta->title == "A \"quoted\" # title\nover two lines");
  CHECK(h.exchanges.at(0).take->cards.empty());
  CHECK(h.result->settlement->pays.at(0).amount == Rational(-107, 3));
  CHECK(h.result->points.at(0).side == "seat");
  check_round_trip(read.document, "rare parts");
}

TEST_CASE("the rich document (every THR element, foreign content everywhere) round-trips", "[formats][transcript]") {
  const ReadResult read = read_thr_file(std::string(STICHPROBE_SOURCE_DIR) + "/tests/formats/data/rich.xml");
  REQUIRE(read.findings.empty());
  check_round_trip(read.document, "rich.xml");
  const std::string t = write_transcript(read.document);
  CHECK(t.find("+attr \"x:colour\" \"red\"") != std::string::npos);
}

TEST_CASE("foreign content on parts of a line: take, discard, the k-th pay and total", "[formats][transcript]") {
  const std::string transcript =
      "game troggu\nplayers\n+attr \"x:a\" \"1\"\nplayer 1\nhand 1 dealer 1\n"
      "exchange 1 take HK discard SK\n+xml take \"<x:t/>\"\n+attr discard \"x:d\" \"2\"\n"
      "settlement cent 1:5 2:-5\n+attr pay 2 \"x:p\" \"3\"\n"
      "totals 1:5\n+xml total 1 \"<x:q/>\"\n";
  const ReadResult read = read_transcript(transcript);
  INFO(describe(read.findings));
  REQUIRE(read.findings.empty());
  const auto& s = read.document.sessions[0];
  CHECK(s.players_foreign.attributes.at(0).value == "1");
  CHECK(s.hands[0].exchanges[0].discard->foreign.attributes.at(0).qualified_name == "x:d");
  CHECK(s.hands[0].exchanges[0].take->foreign.elements.at(0) == "<x:t/>");
  CHECK(s.hands[0].result->settlement->pays.at(1).foreign.attributes.at(0).value == "3");
  CHECK(s.hands[0].result->totals->totals.at(0).foreign.elements.size() == 1);
  CHECK(write_transcript(read.document) ==
        transcript.substr(0, transcript.find("hand")) + "\n" + transcript.substr(transcript.find("hand")));
  const ReadResult orphan =
      read_transcript("+attr \"x:a\" \"1\"\ngame troggu\nsettlement cent 1:5\n+attr pay 3 \"x:a\" \"1\"\n");
  CHECK(find_code(orphan.findings, "format.unexpected-text"));
  CHECK(find_code(orphan.findings, "format.bad-value"));
  // What the THR writer could not write back as XML is not kept.
  const ReadResult bad = read_transcript(
      "game troggu\n+xml \"<x:a>\"\n+xml \"<x:a/><x:b/>\"\n+attr \"colour\" \"red\"\n"
      "+attr \"x:a b\" \"1\"\nplayer 1\nhand 1 dealer 1\n");
  CHECK(test::has(ReadResult{{}, bad.findings, true}, "format.xml-syntax", 2, 6));
  CHECK(test::has(ReadResult{{}, bad.findings, true}, "format.xml-syntax", 3, 6));
  CHECK(test::has(ReadResult{{}, bad.findings, true}, "format.unknown-attribute", 4, 7));
  CHECK(test::has(ReadResult{{}, bad.findings, true}, "format.unknown-attribute", 5, 7));
  // Not as content of another namespace: as the lines typed, kept with the next line's
  // element (transcript annotations), so `record --from` gives them back.
  const record::Foreign& session_foreign = bad.document.sessions[0].foreign;
  REQUIRE(session_foreign.attributes.size() == 1);
  CHECK(session_foreign.attributes[0].qualified_name == "xmlns:transcript");
  CHECK(session_foreign.elements.empty());
  const std::string* kept = transcript::annotation(bad.document.sessions[0].players.at(0).foreign, transcript::kBefore);
  REQUIRE(kept);
  CHECK(*kept == "+xml \"<x:a>\"\n+xml \"<x:a/><x:b/>\"\n+attr \"colour\" \"red\"\n+attr \"x:a b\" \"1\"");
  CHECK(write_transcript(bad.document).find("+attr \"x:a b\" \"1\"\nplayer 1\n") != std::string::npos);
}

TEST_CASE("the transcript reader puts every element and card at its line and column", "[formats][transcript]") {
  const ReadResult read = read_transcript(
      "game tapp-tarock\n"
      "player 1\nplayer 2\nplayer 3\n"
      "hand 1 dealer 2\n"
      "  trick   HC HQ HJ\n");
  REQUIRE(read.findings.empty());
  const record::Trick& t = read.document.sessions[0].hands[0].play->tricks[0];
  CHECK(t.pos == Pos{6, 3});
  CHECK(t.cards.token_pos.at(1) == Pos{6, 14});
}

TEST_CASE("transcript mistakes are format findings at their place, with did-you-mean", "[formats][transcript]") {
  const std::string head = "game tapp-tarock\nplayer 1\nplayer 2\nplayer 3\nhand 1 dealer 2\n";
  SECTION("a misspelt keyword") {
    const ReadResult r = read_transcript(head + "contrakt 2 dreier\n");
    const Finding* f = find_code(r.findings, "format.unknown-element");
    REQUIRE(f);
    CHECK(f->pos == Pos{6, 1});
    CHECK(f->message.find("did you mean 'contract'") != std::string::npos);
  }
  SECTION("a misspelt bid, contract, game") {
    const ReadResult r = read_transcript("game tapp-tarok\nplayer 1\nhand 1 dealer 1\ncall 1 dreir\n");
    REQUIRE(find_code(r.findings, "format.unknown-game"));
    CHECK(find_code(r.findings, "format.unknown-game")->message.find("'tapp-tarock'") != std::string::npos);
    const ReadResult b = read_transcript(head + "call 3 dreir\ncontract 2 drier\n");
    REQUIRE(find_code(b.findings, "format.unknown-bid"));
    CHECK(find_code(b.findings, "format.unknown-bid")->pos == Pos{6, 8});
    CHECK(find_code(b.findings, "format.unknown-bid")->message.find("'dreier'") != std::string::npos);
    CHECK(find_code(b.findings, "format.unknown-contract")->pos == Pos{7, 12});
  }
  SECTION("a bad card is kept as an unknown card at its place; a code in lower case is read as meant") {
    const ReadResult r = read_transcript(head + "trick HC hx hj winer 2\n");
    const record::Trick& trick = r.document.sessions[0].hands[0].play->tricks[0];
    REQUIRE(trick.cards.cards.size() == 3);
    CHECK(trick.cards.cards[1].is_unknown());
    CHECK(trick.cards.cards[2] == *parse_card_code("HJ"));
    REQUIRE(r.findings.size() == 2);
    CHECK(r.findings[0].pos == Pos{6, 10});
    // A misspelt keyword is one finding; neither it nor its seat is read (no guessed winner).
    CHECK(r.findings[1].code == "format.unknown-attribute");
    CHECK(r.findings[1].pos == Pos{6, 16});
    CHECK(r.findings[1].message.find("did you mean 'winner'") != std::string::npos);
    CHECK_FALSE(trick.winner);
  }
  SECTION("a word near a keyword is a card where a card follows it") {
    const ReadResult r = read_transcript(head + "trick HC not HJ note \"n\"\n");
    const record::Trick& trick = r.document.sessions[0].hands[0].play->tricks[0];
    CHECK(trick.cards.cards.size() == 3);  // 'not' stands as an unknown card: HJ follows it
    CHECK(find_code(r.findings, "format.unknown-card"));
    CHECK(trick.note == "n");
  }
  SECTION("an unterminated quote, a bad number, text after the end of a line") {
    const ReadResult r = read_transcript(head + "player 4 \"Dora\nhand x dealer 1\noutcome played twice\n");
    CHECK(test::has(ReadResult{{}, r.findings, true}, "format.xml-syntax", 6, 10));
    CHECK(test::has(ReadResult{{}, r.findings, true}, "format.unknown-attribute", 7, 6));
    CHECK(test::has(ReadResult{{}, r.findings, true}, "format.unexpected-text", 8, 16));
    CHECK(r.document.sessions[0].players.back().name == "Dora");  // kept
  }
  SECTION("lines before their 'game' or 'hand' are still read, with a finding") {
    const ReadResult r = read_transcript("trick HC\n");
    REQUIRE(r.parsed);
    CHECK(find_code(r.findings, "format.missing-element"));
    CHECK(r.document.sessions.at(0).hands.at(0).play->tricks.at(0).cards.cards.size() == 1);
  }
  SECTION("bytes that XML cannot hold stand as U+FFFD, so the THR written is well-formed") {
    const ReadResult r = read_transcript(head + "player 4 \"D\xff\x01ra\"\nplayer 5 \"E\x02\"\n");
    CHECK(test::has(ReadResult{{}, r.findings, true}, "format.invalid-utf8", 6, 10));
    CHECK(test::has(ReadResult{{}, r.findings, true}, "format.binary", 7, 10));
    CHECK(r.document.sessions[0].players.at(3).name == "D\xEF\xBF\xBD\xEF\xBF\xBDra");
    const ReadResult xml = read_thr(write_thr(r.document));
    CHECK(xml.parsed);
    CHECK_FALSE(find_code(xml.findings, "format.invalid-utf8"));
  }
  SECTION("a THR file given as a transcript, and a byte order mark") {
    const ReadResult r = read_transcript("\n  <?xml version=\"1.0\"?>\n<session/>\n");
    CHECK_FALSE(r.parsed);
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "format.root");
    CHECK(r.findings[0].message.find("record --from") != std::string::npos);
    const ReadResult bom = read_transcript("\xEF\xBB\xBF" + head + "outcome played\n");
    CHECK(bom.findings.empty());
  }
  SECTION("an empty transcript") {
    const ReadResult r = read_transcript("# only a comment\n\n");
    CHECK_FALSE(r.parsed);
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "format.empty-file");
  }
}

TEST_CASE("malformed transcripts never crash and always give format findings", "[formats][transcript]") {
  const std::vector<std::string> bad = {"\"",
                                        "game",
                                        "game \"tapp\" \"",
                                        "hand",
                                        "hand 1 dealer",
                                        "call",
                                        "call 1",
                                        "contract 1",
                                        "exchange x take",
                                        "swap 1 2 gets",
                                        "announce",
                                        "play ended",
                                        "trick lead",
                                        "ruling trick",
                                        "points seat",
                                        "bonus 1",
                                        "settlement",
                                        "settlement cent 1",
                                        "totals x:1 1:y :",
                                        "outcome",
                                        "option",
                                        "player",
                                        "version 2",
                                        std::string("game dappen\0x", 13),
                                        "\xff\xfe",
                                        "deal x HK",
                                        "ruling trick 1 seat 2 code maybe",
                                        "hand 99999999999999999999 dealer 1"};
  for (const std::string& text : bad) {
    const ReadResult r = read_transcript(text);
    INFO(text);
    CHECK_FALSE(r.findings.empty());
    for (const auto& f : r.findings) CHECK(f.category == Category::Format);
  }
}

TEST_CASE("a hand-typed transcript with one wrong card: one finding at the card's line and column",
          "[formats][transcript]") {
  // samples/tapp-tarock/valid-pagat-ultimo-announced.xml with one card of trick 3 mistyped:
  // seat 3 (Carl) plays T6 (held by seat 2) instead of T8.
  const ReadResult valid =
      read_thr_file(std::string(STICHPROBE_SOURCE_DIR) + "/samples/tapp-tarock/valid-pagat-ultimo-announced.xml");
  std::string transcript = write_transcript(valid.document);
  const std::string wrong = "trick T6 T8 T4";
  const auto at = transcript.find(wrong);
  REQUIRE(at != std::string::npos);
  transcript.replace(at, wrong.size(), "trick T6 T6 T4");
  const ReadResult read = read_transcript(transcript);
  REQUIRE(read.findings.empty());
  const auto report = engine::validate_document(read);
  INFO(describe(report.findings));
  REQUIRE_FALSE(report.findings.empty());
  unsigned line = 1;
  for (std::size_t i = 0; i < at; ++i) line += transcript[i] == '\n';
  const Finding& first = report.findings.front();
  CHECK(first.severity == Severity::Error);
  CHECK(first.pos == Pos{line, 10});
  CHECK(first.trick == 3);
}

TEST_CASE("the examples of TRANSCRIPT.md are the canonical transcripts of their samples", "[formats][transcript]") {
  std::ifstream doc(std::string(STICHPROBE_SOURCE_DIR) + "/formats/TRANSCRIPT.md");
  REQUIRE(doc);
  std::string line, sample, block;
  bool in_block = false;
  std::vector<std::string> games;
  while (std::getline(doc, line)) {
    const std::string marker = "<!-- sample: ";
    if (line.rfind(marker, 0) == 0) {
      sample = line.substr(marker.size(), line.find(" -->") - marker.size());
    } else if (!sample.empty() && line == "```text") {
      in_block = true;
      block.clear();
    } else if (in_block && line == "```") {
      in_block = false;
      const ReadResult read = read_thr_file(std::string(STICHPROBE_SOURCE_DIR) + "/" + sample);
      INFO(sample);
      REQUIRE(read.parsed);
      CHECK(block == write_transcript(read.document));
      const ReadResult back = read_transcript(block);
      CHECK(back.findings.empty());
      CHECK(write_thr(back.document) == write_thr(read.document));
      CHECK_FALSE(has_error(engine::validate_document(back).findings));
      games.push_back(read.document.sessions.at(0).game);
      sample.clear();
    } else if (in_block) {
      block += line + '\n';
    }
  }
  std::sort(games.begin(), games.end());
  CHECK(games == std::vector<std::string>{"dappen", "tapp", "tapp-tarock", "troggu", "tuebinger-tarock"});
}

TEST_CASE("mutated transcripts never crash the reader, the writer or the validator", "[formats][transcript]") {
  const ReadResult valid =
      read_thr_file(std::string(STICHPROBE_SOURCE_DIR) + "/samples/tapp-tarock/valid-pagat-ultimo-announced.xml");
  const std::string original = write_transcript(valid.document);
  int with_findings = 0;
  for (const std::string& text : testing::mutations(original, 300, 19)) {
    const ReadResult read = read_transcript(text);
    const auto report = engine::validate_document(read);
    with_findings += !report.findings.empty();
    if (read.parsed) CHECK(read_thr(write_thr(read.document)).parsed);  // always well-formed XML
    const ReadResult again = read_transcript(write_transcript(read.document));
    CHECK(write_thr(again.document) == write_thr(read.document));
  }
  CHECK(with_findings > 200);
}
