// `stichprobe record` through the editing model (issue 19 §2): a transcript's hands are
// entered action by action as the desktop editor enters them; the saved THR is the
// canonical THR of the transcript's record, byte for byte; the findings are the model's,
// those `validate` gives for the saved file, at the transcript's line and column.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>

#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "formats/transcript_annotations.h"
#include "formats/transcript_reader.h"
#include "formats/transcript_writer.h"
#include "tests/support/expected.h"
#include "tests/support/mutations.h"
#include "tests/support/tables.h"
#include "validator/edit/actions.h"
#include "validator/edit/edit_session.h"
#include "validator/edit/enter_record.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"
#include "validator/engine/validate.h"
#include "tests/support/sweep.h"

using namespace stichprobe;
namespace fs = std::filesystem;

namespace {

const std::string kSampleDir = std::string(STICHPROBE_SOURCE_DIR) + "/samples/";

bool has_error(const Findings& findings) {
  return std::any_of(findings.begin(), findings.end(), [](const Finding& f) { return f.severity == Severity::Error; });
}

// Code and severity of each finding, in order of code: what must agree between the
// transcript's places and the saved file's.
std::vector<std::string> kinds(const Findings& findings) {
  std::vector<std::string> out;
  for (const auto& f : findings) out.push_back(f.code + "/" + std::to_string(static_cast<int>(f.severity)));
  std::sort(out.begin(), out.end());
  return out;
}

Findings beyond_format(const Findings& findings) {
  Findings out;
  for (const auto& f : findings)
    if (f.code.rfind("format.", 0) != 0) out.push_back(f);
  return out;
}

// The transcript of `doc` entered through the model gives back its canonical THR, with
// the findings `validate` gives for it.
void check_entry(const record::Document& doc, const std::string& what) {
  const std::string transcript = write_transcript(doc);
  const ReadResult read = read_transcript(transcript);
  const edit::Entered entered = edit::enter_record(read);
  INFO(what << "\n" << stichprobe::testing::finding_lines(entered.findings));
  CHECK(entered.refused.empty());
  // What `record` computes where the record has none (a settlement) is marked, and all it adds.
  CHECK(write_thr(transcript::without_computed(read_thr(entered.text).document)) ==
        write_thr(transcript::without_computed(doc)));
  CHECK(kinds(entered.findings) == kinds(engine::validate_document(read_thr(entered.text)).findings));
}

unsigned line_of(const std::string& text, std::size_t at) {
  return 1 + static_cast<unsigned>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

// `sample`'s transcript with `from` (a whole line's start) replaced by `to`.
std::string slipped(const std::string& sample, const std::string& from, const std::string& to, std::size_t& at) {
  std::string transcript = write_transcript(read_thr_file(kSampleDir + sample).document);
  at = transcript.find(from);
  REQUIRE(at != std::string::npos);
  transcript.replace(at, from.size(), to);
  return transcript;
}

}  // namespace

TEST_CASE("every sample's transcript entered through the model saves as the sample's canonical THR", "[edit][record]") {
  int samples = 0;
  for (const auto& entry : fs::recursive_directory_iterator(kSampleDir)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".xml" || (name.rfind("valid-", 0) != 0 && name.rfind("partial-", 0) != 0))
      continue;
    const ReadResult read = read_thr_file(entry.path().string());
    if (!read.parsed || has_error(engine::validate_document(read).findings)) continue;
    check_entry(read.document, entry.path().string());
    ++samples;
  }
  CHECK(samples >= 130);
}

TEST_CASE("every faulty sample's transcript: the findings `validate` gives for the saved file, at transcript places",
          "[edit][record]") {
  int samples = 0;
  for (const auto& entry : fs::recursive_directory_iterator(kSampleDir)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".xml" || name.rfind("faulty-", 0) != 0) continue;
    const ReadResult read = read_thr_file(entry.path().string());
    if (!read.parsed) continue;
    const std::string transcript = write_transcript(read.document);
    const ReadResult typed = read_transcript(transcript);
    // Only what the transcript holds whole: a misspelt XML attribute has no transcript form.
    if (!typed.findings.empty() || write_thr(typed.document) != write_thr(read.document)) continue;
    // As typed: what the rules fix is not filled in (a dealer the record lacks stays lacking).
    const edit::Entered entered = edit::enter_record(typed, {.derive = false});
    INFO(entry.path().string() << "\n" << stichprobe::testing::finding_lines(entered.findings));
    CHECK(entered.refused.empty());
    CHECK(entered.text == write_thr(read.document));
    CHECK_FALSE(entered.findings.empty());
    CHECK(kinds(entered.findings) == kinds(engine::validate_document(read_thr(entered.text)).findings));
    const auto lines = static_cast<unsigned>(std::count(transcript.begin(), transcript.end(), '\n'));
    for (const auto& f : entered.findings) CHECK(f.pos.line <= lines);
    ++samples;
  }
  CHECK(samples >= 100);
}

TEST_CASE("generated hands of every game, variant and player count entered through the model", "[edit][record]") {
  int sessions = 0;
  for (const testing::Table& table : testing::every_table()) {
    check_entry(table.generated(3, 19 + static_cast<std::uint64_t>(table.players)), table.label());
    ++sessions;
  }
  CHECK(sessions >= 20);
}

TEST_CASE("a card not held in trick 3: one finding at the card's line and column, through the model",
          "[edit][record]") {
  // samples/tapp-tarock/valid-pagat-ultimo-announced.xml typed with one slip: trick 3 is
  // led by seat 2 (Berta) with T2, a card seat 3 holds, instead of her T6.
  std::size_t at = 0;
  const std::string transcript =
      slipped("tapp-tarock/valid-pagat-ultimo-announced.xml", "trick T6 T8 T4", "trick T2 T8 T4", at);
  const ReadResult read = read_transcript(transcript);
  REQUIRE(read.findings.empty());
  const edit::Entered entered = edit::enter_record(read);
  INFO(stichprobe::testing::finding_lines(entered.findings));
  CHECK(entered.refused.empty());
  REQUIRE(entered.findings.size() == 1);
  const Finding& f = entered.findings.front();
  CHECK(f.severity == Severity::Error);
  CHECK(f.code == "play.card-not-held");
  CHECK(f.pos == Pos{line_of(transcript, at), 7});
  CHECK(f.trick == 3);
  CHECK(f.seat == 2);
  // The saved file holds the card as typed and validates with exactly this finding.
  const Findings saved = engine::validate_document(read_thr(entered.text)).findings;
  REQUIRE(saved.size() == 1);
  CHECK(saved.front().code == f.code);
  CHECK(saved.front().severity == f.severity);
  CHECK(entered.text.find("T2 T8 T4") != std::string::npos);
}

TEST_CASE("an illegal call: one finding at the call's line, through the model", "[edit][record]") {
  // samples/tapp/valid-rufer-4p-32.xml with one call slipped: the first pass written for
  // seat 2 (Berthold), whose turn comes last, instead of seat 3 (Christa), who opens.
  std::size_t at = 0;
  const std::string transcript = slipped("tapp/valid-rufer-4p-32.xml", "call 3 pass", "call 2 pass", at);
  const ReadResult read = read_transcript(transcript);
  REQUIRE(read.findings.empty());
  const edit::Entered entered = edit::enter_record(read);
  INFO(transcript << stichprobe::testing::finding_lines(entered.findings));
  CHECK(entered.refused.empty());
  REQUIRE(entered.findings.size() == 1);
  const Finding& f = entered.findings.front();
  CHECK(f.severity == Severity::Error);
  CHECK(f.code == "auction.out-of-turn");
  CHECK(f.pos == Pos{line_of(transcript, at), 1});
  const Findings saved = engine::validate_document(read_thr(entered.text)).findings;
  REQUIRE(saved.size() == 1);
  CHECK(saved.front().code == f.code);
}

TEST_CASE("what no action enters is kept: other namespaces, empty elements, a trick a card short", "[edit][record]") {
  const std::string transcript =
      "game troggu\n"
      "+attr x:colour red\n"
      "+attr xmlns:x urn:x\n"
      "player 1 Anna\nplayer 2 Beat\nplayer 3 Cilgia\n"
      "hand 1 dealer 1\n"
      "+xml \"<x:scan page=\\\"4\\\"/>\"\n"
      "deal 2 HK\n"
      "+attr x:ink blue\n"
      "auction\n"
      "play ended sometime\n"
      "trick lead 2 winner 3\n"
      "trick HK HQ\n"
      "+attr x:torn yes\n"
      "trick HJ\n"
      "outcome played\n"
      "+attr x:checked yes\n";
  const ReadResult read = read_transcript(transcript);
  const edit::Entered entered = edit::enter_record(read, {.derive = false});
  INFO(stichprobe::testing::finding_lines(entered.findings));
  CHECK(entered.refused.empty());
  CHECK(entered.text == write_thr(read.document));
  for (const auto& f : read.findings)
    CHECK(std::find(entered.findings.begin(), entered.findings.end(), f) != entered.findings.end());
}

TEST_CASE("a hand line with a misspelt dealer: the reader's finding once, the dealer the one its calls fit",
          "[edit][record]") {
  std::size_t at = 0;
  const std::string transcript = slipped("tapp/valid-bettel-3p-32.xml", "hand 1 dealer 1", "hand 1 deler 1", at);
  const ReadResult read = read_transcript(transcript);
  CHECK(edit::enter_record(read, {.derive = false}).text == write_thr(read.document));
  const edit::Entered entered = edit::enter_record(read);
  INFO(stichprobe::testing::finding_lines(entered.findings));
  CHECK(read_thr(entered.text).document.sessions.front().hands.front().dealer == 1);
  REQUIRE(std::count_if(entered.findings.begin(), entered.findings.end(),
                        [](const Finding& f) { return f.severity == Severity::Error; }) == 1);
  CHECK(entered.findings.front().code == "format.unknown-attribute");
  CHECK(entered.findings.front().pos == Pos{line_of(transcript, at), 8});
}

TEST_CASE("actions as one step: the record and findings of applying them one by one, one undo", "[edit][record]") {
  const ReadResult read = read_thr_file(kSampleDir + "tapp-tarock/faulty-card-not-held.xml");
  REQUIRE(read.parsed);
  record::Document empty = read.document;
  empty.sessions.front().hands.clear();
  std::vector<edit::Action> actions;
  for (const auto& hand : read.document.sessions.front().hands)
    for (auto& a : edit::actions_of(hand)) actions.push_back(std::move(a));
  edit::EditSession one_by_one = edit::EditSession::from_document(empty);
  for (const auto& a : actions) REQUIRE(one_by_one.apply(a, true).applied);
  edit::EditSession at_once = edit::EditSession::from_document(empty);
  const std::string before = at_once.save_text();
  const std::vector<std::string> why = at_once.apply_all(actions, "the hands entered");
  CHECK(std::all_of(why.begin(), why.end(), [](const std::string& w) { return w.empty(); }));
  CHECK(at_once.save_text() == one_by_one.save_text());
  CHECK(at_once.save_text() == write_thr(read.document));
  CHECK(at_once.findings() == one_by_one.findings());
  CHECK_FALSE(at_once.findings().empty());
  REQUIRE(at_once.undo_labels().size() == 1);
  CHECK(at_once.undo_labels().front() == "the hands entered");
  REQUIRE(at_once.undo());
  CHECK(at_once.save_text() == before);
  REQUIRE(at_once.redo());
  CHECK(at_once.save_text() == one_by_one.save_text());
}

TEST_CASE("rare parts, an archive and foreign content everywhere: nothing is lost through the model",
          "[edit][record]") {
  const std::vector<std::string> transcripts = {
      write_transcript(read_thr_file(std::string(STICHPROBE_SOURCE_DIR) + "/tests/formats/data/rich.xml").document),
      "archive\ngame tapp-tarock old-talon\nrules\nplayer 1 \"Anna\"\nplayer 2\nplayer 3 \"C. D.\"\n"
      "hand 7 dealer 3 id \"h-7\" out 2 note \"n\"\ndeal\nauction\ncontract solo\n"
      "exchange 1 packet 2 take discard ?\nswap 1 talon gets T1 gives F\nswap 2\n"
      "announce 1 valat cards T1 T2 note \"x\"\nplay ended early\ntrick lead 2 winner 3 note \"first\"\n"
      "ruling trick 3 seat 2 play.must-follow-suit penalised\npoints \"seat\" seat 2 -35 2/3\n"
      "bonus trull 1 1/2 side defenders\nsettlement cent 1:-35 2/3 2:35 2/3\ntotals\noutcome redeal\n\n"
      "game troggu\nplayer 1\nhand 1 dealer 1\ntalon\npacket\npacket HK\nresult\n",
      "game troggu\nplayers\n+attr \"x:a\" \"1\"\nplayer 1\nhand 1 dealer 1\n"
      "exchange 1 take HK discard SK\n+xml take \"<x:t/>\"\n+attr discard \"x:d\" \"2\"\n"
      "settlement cent 1:5 2:-5\n+attr pay 2 \"x:p\" \"3\"\ntotals 1:5\n+xml total 1 \"<x:q/>\"\n"};
  for (const std::string& transcript : transcripts) {
    const ReadResult read = read_transcript(transcript);
    const edit::Entered entered = edit::enter_record(read, {.derive = false});
    INFO(transcript << stichprobe::testing::finding_lines(entered.findings));
    CHECK(entered.refused.empty());
    CHECK(entered.text == write_thr(read.document));
  }
}

TEST_CASE("mutated transcripts through the model: no crash, nothing lost", "[edit][record]") {
  for (const char* sample : {"tapp-tarock/valid-pagat-ultimo-announced.xml", "dappen/schollach/valid-6p-dappen.xml",
                             "troggu/graechen/valid-normal-8p.xml", "tuebinger-tarock/valid-session-score-sheet.xml"}) {
    const std::string original = write_transcript(read_thr_file(kSampleDir + sample).document);
    for (const std::string& text : testing::mutations(original, 150 / testing::sweep_stride(), 21)) {
      const ReadResult read = read_transcript(text);
      if (read.parsed) CHECK(edit::enter_record(read, {.derive = false}).text == write_thr(read.document));
      const edit::Entered entered = edit::enter_record(read);
      INFO(text << stichprobe::testing::finding_lines(entered.findings));
      // The reader's findings, and beside them every finding but a format one (said by the
      // reader in the transcript's words) that `validate` gives for the file written; where
      // the reader marked a word unreadable (a seat, a card), the model keeps the mark the
      // file written cannot carry (a seat 0, a '?'), so the engine's findings may differ there.
      // (A misspelt card's "did you mean" may name the cards its seat still holds instead.)
      for (const auto& f : read.findings)
        CHECK(std::any_of(entered.findings.begin(), entered.findings.end(), [&](const Finding& e) {
          return e.code == f.code && e.pos == f.pos && e.severity == f.severity;
        }));
      if (read.parsed && read.findings.empty())
        CHECK(kinds(beyond_format(entered.findings)) ==
              kinds(beyond_format(engine::validate_document(read_thr(entered.text)).findings)));
      const auto lines = 1 + static_cast<unsigned>(std::count(text.begin(), text.end(), '\n'));
      for (const auto& f : entered.findings) CHECK(f.pos.line <= lines);
    }
  }
}

// An archive is entered session by session, and its findings are the whole file's once
// all are entered: a fault in the first session and one in the last are both found, each
// in its own session's lines, and the engine checks each session once.
TEST_CASE("an archive of many sessions: the faults of its first and last sessions, each at its place",
          "[edit][record]") {
  const char* first = "tapp/faulty-revoke.xml";
  const char* middle[] = {"tapp/valid-durch-4p-36.xml", "troggu/graechen/valid-normal-8p.xml",
                          "tapp-tarock/valid-pagat-ultimo-announced.xml"};
  const char* last = "troggu/standard/faulty-revoke.xml";
  record::Document doc;
  doc.archive = true;
  doc.sessions.push_back(read_thr_file(kSampleDir + first).document.sessions.front());
  for (int k = 0; k < 10; ++k)
    for (const char* sample : middle)
      doc.sessions.push_back(read_thr_file(kSampleDir + sample).document.sessions.front());
  doc.sessions.push_back(read_thr_file(kSampleDir + last).document.sessions.front());
  const std::string transcript = write_transcript(doc);
  const ReadResult read = read_transcript(transcript);
  REQUIRE(read.parsed);
  REQUIRE(read.document.sessions.size() == 32);
  const edit::Entered entered = edit::enter_record(read);
  INFO(stichprobe::testing::finding_lines(entered.findings));
  CHECK(entered.refused.empty());
  CHECK(write_thr(transcript::without_computed(read_thr(entered.text).document)) == write_thr(read.document));
  CHECK(entered.sessions_checked == 32);  // each session checked once: the cost is linear in the sessions
  const Findings validated = engine::validate_document(read_thr(entered.text)).findings;
  CHECK(kinds(beyond_format(entered.findings)) == kinds(beyond_format(validated)));
  // The first session's lines end where the second's "game" line stands.
  const std::size_t second = transcript.find("\ngame ", transcript.find("game ") + 1);
  REQUIRE(second != std::string::npos);
  const auto first_lines =
      1 + static_cast<unsigned>(std::count(transcript.begin(), transcript.begin() + static_cast<long>(second), '\n'));
  const std::size_t final_game = transcript.rfind("\ngame ");
  const auto last_from = 2 + static_cast<unsigned>(std::count(
                                 transcript.begin(), transcript.begin() + static_cast<long>(final_game), '\n'));
  const auto error_in = [&](unsigned from, unsigned to) {
    return std::any_of(entered.findings.begin(), entered.findings.end(), [&](const Finding& f) {
      return f.severity == Severity::Error && f.pos.line >= from && f.pos.line <= to;
    });
  };
  CHECK(error_in(1, first_lines));
  CHECK(error_in(last_from, 1u << 30));
  CHECK_FALSE(error_in(first_lines + 1, last_from - 1));
}
