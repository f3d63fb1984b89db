// `stichprobe record`: transcript -> canonical THR with the findings at the transcript's
// line and column; `--from` writes the transcript of a record. It never loses what was
// typed (formats/TRANSCRIPT.md §7): it writes neither over the transcript it reads nor,
// without --force, over an existing file that is not a THR record; the comments of a
// transcript come back with `record --from`.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "tests/support/cli_run.h"
#include "tests/support/scratch.h"

using namespace stichprobe;
namespace fs = std::filesystem;

namespace {

using testing::Scratch;
using testing::slurp;
using testing::spit;
const std::string kSamples = std::string(STICHPROBE_SOURCE_DIR) + "/samples/";

// The README's blocks in section `heading`, indented by `indent`: the lines before the
// "$ stichprobe record" line (the first block only) and the output after it.
struct ReadmeExample {
  std::string transcript, shown;
};
ReadmeExample readme_example(const std::string& heading, std::size_t indent) {
  std::ifstream readme(std::string(STICHPROBE_SOURCE_DIR) + "/README.md");
  const std::string pad(indent, ' ');
  std::string line;
  ReadmeExample e;
  bool in_section = false, in_block = false, in_output = false;
  while (std::getline(readme, line)) {
    if (line == heading)
      in_section = true;
    else if (in_section && line.rfind("##", 0) == 0)
      break;
    if (!in_section) continue;
    if (line.rfind(pad + "$ stichprobe record hand.txt -o hand.xml", 0) == 0) {
      in_output = true;
    } else if (in_output) {
      if (line.empty()) break;
      e.shown += line.substr(indent) + '\n';
    } else if (e.transcript.empty() || in_block) {
      in_block = line.rfind(pad, 0) == 0 && line.size() > indent && line[indent] != ' ';
      if (in_block) e.transcript += line.substr(indent) + '\n';
    }
  }
  return e;
}

// `record` on `transcript` as hand.txt: its output with the scratch path as "hand.txt".
std::string record_output(const Scratch& s, const std::string& transcript) {
  spit(s.path("hand.txt"), transcript);
  const auto run = testing::run_cli({"record", s.path("hand.txt"), "-o", s.path("hand.xml")});
  CHECK(run.status == 1);
  std::string out = run.out;
  for (auto at = out.find(s.path("hand.txt")); at != std::string::npos; at = out.find(s.path("hand.txt")))
    out.replace(at, s.path("hand.txt").size(), "hand.txt");
  return out;
}

}  // namespace

TEST_CASE("record --from then record gives back the canonical THR byte for byte", "[cli][record]") {
  Scratch s("record");
  for (const char* sample :
       {"tapp/valid-rufer-4p-32.xml", "troggu/graechen/valid-normal-8p.xml", "dappen/schollach/valid-6p-dappen.xml",
        "tapp-tarock/partial-unknown-talon-discard-hand.xml"}) {
    const std::string xml = kSamples + sample;
    REQUIRE(fs::exists(xml));
    INFO(sample);
    // A file each: record never writes over an existing transcript without --force.
    const std::string transcript = s.path(fs::path(sample).stem().string() + ".txt");
    const auto from = testing::run_cli({"record", "--from", xml, "-o", transcript});
    INFO(from.err);
    REQUIRE(from.status == 0);
    const auto back = testing::run_cli({"record", transcript});
    INFO(back.err);
    CHECK(back.status == 0);
    CHECK(back.out == write_thr(read_thr_file(xml).document));
  }
}

TEST_CASE("record reports a hand-typed mistake at the transcript's line and column", "[cli][record]") {
  Scratch s("record");
  // A Tapp Rufer typed from a score sheet; in the second trick seat 2 is written down
  // with C9 although he holds the led suit (SA).
  spit(s.path("hand.txt"),
       "game tapp standard\n"
       "option deck 32\n"
       "player 1 Anna\nplayer 2 Berthold\nplayer 3 Christa\nplayer 4 Dieter\n"
       "hand 1 dealer 1\n"
       "deal 1 CQ DQ HK D7 CK SJ C8\n"
       "deal 2 C9 D10 CJ HJ H9 SA CA\n"
       "deal 3 H10 DJ HQ C7 SQ D9 H8\n"
       "deal 4 SK H7 S9 S8 C10 DA DK\n"
       "talon D8 S10 S7 HA\n"
       "call 3 pass\ncall 4 pass\ncall 1 pass\ncall 2 play\ncall 2 rufer S\n"
       "contract 2 rufer S\n"
       "swap 2 talon gets S7\n"
       "play ended early\n"
       "trick lead 2 CJ C7 C10 CQ winner 4\n"
       "trick lead 4 S9 SJ CA SQ   # the sheet's second trick\n"
       "settlement cent 1:15 2:-45 3:15 4:15\n"
       "outcome played\n");
  const auto run = testing::run_cli({"record", s.path("hand.txt"), "-o", s.path("hand.xml")});
  INFO(run.out << run.err);
  CHECK(run.status == 1);
  CHECK(run.out.find("hand.txt:22:20: error: [play.must-follow-suit]") != std::string::npos);
  CHECK(run.out.find("1 file, 1 hand") != std::string::npos);
  // The record is written all the same: nothing typed is lost.
  const ReadResult written = read_thr_file(s.path("hand.xml"));
  REQUIRE(written.parsed);
  CHECK(written.findings.empty());
  CHECK(written.document.sessions.at(0).hands.at(0).play->tricks.size() == 2);
}

TEST_CASE("a misspelt word on a hand line is one finding, as in THR (issue 16)", "[cli][record]") {
  Scratch s("record");
  const std::string xml = kSamples + "tapp/valid-bettel-3p-32.xml";
  REQUIRE(testing::run_cli({"record", "--from", xml, "-o", s.path("good.txt")}).status == 0);
  std::string text = slurp(s.path("good.txt"));
  const auto at = text.find("hand 1 dealer 1\n");
  REQUIRE(at != std::string::npos);
  text.replace(at, 15, "hand 1 deler 1");
  spit(s.path("bad.txt"), text);
  const auto run = testing::run_cli({"record", s.path("bad.txt"), "-o", s.path("bad.xml")});
  INFO(run.out << run.err);
  CHECK(run.status == 1);
  CHECK(run.out.find("error: [format.unknown-attribute] 'deler' on a 'hand' line") != std::string::npos);
  // The dealer is taken from the hand's own calls and play: nothing else is reported.
  CHECK(run.out.find("1 file, 1 hand: 1 error, 0 warnings, 0 infos") != std::string::npos);
}

TEST_CASE("record keeps content of another namespace, and refuses bad usage", "[cli][record]") {
  Scratch s("record");
  spit(s.path("foreign.xml"),
       "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
       "<session xmlns=\"urn:tarock-hand-record:1\" xmlns:x=\"urn:x\" version=\"1\" game=\"troggu\" x:colour=\"red\">\n"
       "  <players><player seat=\"1\"/></players>\n  <hand n=\"1\" dealer=\"1\"><x:scan "
       "page=\"4\"/></hand>\n</session>\n");
  const auto foreign = testing::run_cli({"record", "--from", s.path("foreign.xml"), "-o", s.path("f.txt")});
  CHECK(foreign.status == 0);
  CHECK(slurp(s.path("f.txt")).find("+attr \"x:colour\" \"red\"\n") != std::string::npos);
  CHECK(slurp(s.path("f.txt")).find("+xml \"<x:scan page=\\\"4\\\"") != std::string::npos);
  const auto back = testing::run_cli({"record", s.path("f.txt")});
  CHECK(back.out == write_thr(read_thr_file(s.path("foreign.xml")).document));
  CHECK(testing::run_cli({"record"}).status == 2);
  CHECK(testing::run_cli({"record", "a.txt", "--from", "b.xml"}).status == 2);
  CHECK(testing::run_cli({"record", s.path("missing.txt")}).status == 2);
  spit(s.path("garbage.txt"), std::string("\0\xff\"<hand>\n", 10));
  const auto garbage = testing::run_cli({"record", s.path("garbage.txt")});
  CHECK(garbage.status == 1);
  CHECK(garbage.err.find("format.") != std::string::npos);
}

TEST_CASE("the README's transcript example gives the output the README shows", "[cli][record]") {
  Scratch s("record");
  const ReadmeExample e = readme_example("### Recording a hand without XML", 4);
  REQUIRE(!e.transcript.empty());
  REQUIRE(!e.shown.empty());
  CHECK(record_output(s, e.transcript) == e.shown);
}

TEST_CASE("the README's slip typed in the example goes through the model to the output shown", "[cli][record]") {
  Scratch s("record");
  std::string transcript = readme_example("### Recording a hand without XML", 4).transcript;
  const ReadmeExample slip = readme_example("### Entering a record", 7);
  REQUIRE(!slip.shown.empty());
  // The README's two trick lines in place of the example's.
  const auto first = transcript.find("trick lead 2");
  const auto end = transcript.find('\n', transcript.find("trick lead 4"));
  REQUIRE(first != std::string::npos);
  REQUIRE(end != std::string::npos);
  REQUIRE(slip.transcript.rfind("trick lead 2", 0) == 0);
  transcript.replace(first, end + 1 - first, slip.transcript);
  CHECK(record_output(s, transcript) == slip.shown);
  // The record written validates with the same finding, at the card in the THR.
  const auto validate = testing::run_cli({"validate", s.path("hand.xml")});
  CHECK(validate.status == 1);
  CHECK(validate.out.find("error: [play.card-not-held] seat 3 plays C8 to trick 1") != std::string::npos);
  CHECK(validate.out.find("1 file, 1 hand: 1 error, 0 warnings, 0 infos") != std::string::npos);
}

namespace {

using testing::run;

const std::string kTranscript =
    "# Troggu, from the Visp club's notebook, p. 4\n"
    "game troggu\nplayers Anna Beat Cilgia Dölf\nhand dealer Cilgia\n"
    "deal T3 T6 T11 T13 T16 T18 T20 C7 C10 CJ H3 D1 D6\ndeal T8 T10 T12 T15 C9 CQ S6 S10 SQ H2 H6 HJ HC\n"
    "deal T5 T9 T17 C6 S5 SK H4 H5 HQ D4 D5 DQ DK\ndeal T1 T2 T14 T21 C5 C8 CK SJ HK D2 D3 DJ DC\n"
    "call solo  # Dölf\n"
    "trick DC D6 T10 D4\ntrick SQ S5 SJ T20\ntrick T11 T8 T17 T2\ntrick HQ HK H3 HC\ntrick CK C10 C9 C6\n"
    "trick T1 T13 T15 T9\ntrick H2 H4 T14 T3\ntrick D3 D1 T12 DQ\ntrick CQ T5 C8 C7\ntrick SK T21 T18 S10\n"
    "trick C5 CJ HJ H5\ntrick T16 S6 DK DJ\ntrick T6 H6 D5 D2\npoints declarer 55\n";

}  // namespace

TEST_CASE("record never writes over its own input", "[cli][record]") {
  const Scratch s("record-own-input");
  spit(s.path("hand.txt"), kTranscript);
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"record", s.path("hand.txt"), "-o", s.path("hand.txt")},
        std::vector<std::string>{"record", s.path("hand.txt"), "-o", s.path("hand.txt"), "--force"},
        std::vector<std::string>{"record", s.path("hand.txt"), "-o", s.dir.string() + "/./hand.txt"}}) {
    const auto r = run(args);
    CHECK(r.status == 2);
    CHECK(r.err.find("is the file being read; nothing written") != std::string::npos);
    CHECK(slurp(s.path("hand.txt")) == kTranscript);
  }
  // Nor, with --from, over the record it reads.
  REQUIRE(run({"record", s.path("hand.txt"), "-o", s.path("hand.xml")}).status == 0);
  const std::string xml = slurp(s.path("hand.xml"));
  CHECK(run({"record", "--from", s.path("hand.xml"), "-o", s.path("hand.xml")}).status == 2);
  CHECK(slurp(s.path("hand.xml")) == xml);
}

TEST_CASE("record writes over an existing file that is not a THR record only with --force", "[cli][record]") {
  const Scratch s("record-force");
  spit(s.path("hand.txt"), kTranscript);
  spit(s.path("notes.txt"), "my notes\n");
  const auto refused = run({"record", s.path("hand.txt"), "-o", s.path("notes.txt")});
  CHECK(refused.status == 2);
  CHECK(refused.err.find("exists and is not a THR record; nothing written (--force writes over it)") !=
        std::string::npos);
  CHECK(slurp(s.path("notes.txt")) == "my notes\n");
  CHECK(run({"record", s.path("hand.txt"), "-o", s.path("notes.txt"), "--force"}).status == 0);
  CHECK(slurp(s.path("notes.txt")).rfind("<?xml", 0) == 0);
  // A THR record is written over as before (the record of the same transcript, say).
  CHECK(run({"record", s.path("hand.txt"), "-o", s.path("notes.txt")}).status == 0);
  // --from over an existing transcript needs --force too: its comments would be gone.
  spit(s.path("old.txt"), kTranscript);
  CHECK(run({"record", "--from", s.path("notes.txt"), "-o", s.path("old.txt")}).status == 2);
  CHECK(slurp(s.path("old.txt")) == kTranscript);
}

TEST_CASE("a transcript's comments come back with record --from", "[cli][record]") {
  const Scratch s("record-comments");
  spit(s.path("hand.txt"), kTranscript);
  const auto recorded = run({"record", s.path("hand.txt"), "-o", s.path("hand.xml")});
  CHECK(recorded.status == 0);
  const auto back = run({"record", "--from", s.path("hand.xml")});
  CHECK(back.status == 0);
  CHECK(back.out.rfind("# Troggu, from the Visp club's notebook, p. 4\ngame troggu\n", 0) == 0);
  CHECK(back.out.find("call 4 solo # Dölf\n") != std::string::npos);
  // And the transcript given back records to the same record.
  spit(s.path("back.txt"), back.out);
  CHECK(run({"record", s.path("back.txt"), "-o", s.path("back.xml")}).status == 0);
  CHECK(slurp(s.path("back.xml")) == slurp(s.path("hand.xml")));
}

TEST_CASE("complete on a record without its deal and without leaders: the deal inserted, none open", "[cli][record]") {
  const Scratch s("complete-no-deal");
  spit(s.path("hand.txt"), kTranscript);
  REQUIRE(run({"record", s.path("hand.txt"), "-o", s.path("hand.xml")}).status == 0);
  std::string xml = slurp(s.path("hand.xml"));
  const auto deal = xml.find("    <deal>");
  const auto end = xml.find("</deal>\n");
  REQUIRE(deal != std::string::npos);
  xml.erase(deal, end + 8 - deal);
  REQUIRE(xml.find("lead=") == std::string::npos);
  spit(s.path("no-deal.xml"), xml);
  const auto validated = run({"validate", s.path("no-deal.xml")});
  CHECK(validated.status == 0);
  CHECK(validated.out.find("deal.reconstructed") != std::string::npos);
  const auto completed = run({"complete", s.path("no-deal.xml"), "-o", s.path("full.xml")});
  CHECK(completed.status == 0);
  CHECK(completed.err.find("inserted the <deal>") != std::string::npos);
  CHECK(completed.err.find("0 stay open") != std::string::npos);
  CHECK(slurp(s.path("full.xml")).find("<cards seat=\"4\">T1 T2 T14 T21 C5 C8 CK SJ HK D2 D3 DJ DC</cards>") !=
        std::string::npos);
}
