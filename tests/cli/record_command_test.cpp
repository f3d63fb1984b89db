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

TEST_CASE("complete on a hand without its deal says truly how many cards stay open and inserts what it can",
          "[cli][record]") {
  // Dappen: the declarer takes the whole Dapp and presses as many, so the play and the
  // exchange fix the other seats' hands but not which of the declarer's 19 cards were his.
  const Scratch s("complete-open");
  spit(s.path("hand.txt"),
       "game dappen breitnau\nplayers Alois Berta Conny Dieter Emil Frieda\nhand dealer Alois\n"
       "call fort fort fort fort fort fort pass pass pass dappen pass pass\n"
       "exchange discard H1 HC T12 S10 DC T16 C7 T11 T18 S9 D1 T17\n"
       "trick T6 T7 T9 T3 T5 T2\ntrick SC S7 T4 SJ T21 S8\ntrick F T10 T19 T14 HJ H4\ntrick T1 H3 T8 T15 DQ SK\n"
       "trick H2 CC CQ T20 D2 HK\ntrick T13 DJ C10 D3 CK D4\ntrick C9 CJ HQ C8 DK SQ\npoints declarer 48\n");
  const auto recorded = run({"record", s.path("hand.txt"), "-o", s.path("hand.xml")});
  CHECK(recorded.status == 0);
  CHECK(recorded.out.find("open: seat 5's hand (7), the talon (12)") != std::string::npos);
  // The exchange is the declarer's; no settlement is computed from an undetermined deal.
  const std::string xml = slurp(s.path("hand.xml"));
  CHECK(xml.find("<exchange seat=\"5\">") != std::string::npos);
  CHECK(xml.find("<settlement") == std::string::npos);
  const auto completed = run({"complete", s.path("hand.xml"), "-o", s.path("full.xml")});
  CHECK(completed.status == 0);
  CHECK(completed.err.find("19 stay open") != std::string::npos);
  // The deal the play and the exchange fix is inserted, '?' for the declarer's cards and
  // the Dapp; the Dappen checks take each '?' as a card nobody knows, not one nobody held.
  CHECK(completed.err.find("inserted the <deal> that the play and the exchange determine, '?' where a card stays "
                           "open") != std::string::npos);
  const std::string full = slurp(s.path("full.xml"));
  CHECK(full.find("<cards seat=\"1\">T8 T9 T19 C10 SC HQ HK</cards>") != std::string::npos);
  CHECK(full.find("<cards seat=\"5\">? ? ? ? ? ? ?</cards>") != std::string::npos);
  CHECK(full.find("<talon>? ? ? ? ? ? ? ? ? ? ? ?</talon>") != std::string::npos);
  const auto checked = run({"validate", s.path("full.xml")});
  CHECK(checked.status == 0);
  CHECK(checked.out.find("0 errors, 0 warnings") != std::string::npos);
  // Its transcript gives every word back, the '?' of the deal included.
  const auto back = run({"record", "--from", s.path("full.xml")});
  CHECK(back.out.find("deal 5 ? ? ? ? ? ? ?\n") != std::string::npos);
  spit(s.path("back.txt"), back.out);
  const auto again = run({"record", s.path("back.txt"), "-o", s.path("back.xml")});
  CHECK(again.out.find("0 errors, 0 warnings") != std::string::npos);
  CHECK(slurp(s.path("back.xml")) == full);
  // Tapp Tarock: the defenders' hands follow from the play, the untaken packet is what
  // nobody played or laid away; which of the declarer's 19 cards were dealt to him and
  // which he took stays open: a <deal> with '?' for them is inserted.
  spit(s.path("tt.txt"),
       "game tapp-tarock\nplayers Anton Berta Carl\nhand dealer Berta\ncall pass pass dreier\n"
       "exchange packet 1 discard SC C9 H2\n"
       "trick HC HQ HJ\ntrick DK T3 DJ\ntrick T6 T8 T4\ntrick T2 T13 T12\ntrick S7 SJ S9\ntrick T16 T15 T7\n"
       "trick F T18 T10\ntrick CC C10 C8\ntrick T11 T5 CJ\ntrick H4 H3 HK\ntrick S8 T19 SK\ntrick T14 T9 D3\n"
       "trick T20 T21 DQ\ntrick SQ S10 T17\ntrick CK D1 D2\ntrick T1 D4 H1\npoints declarer 42\n");
  CHECK(run({"record", s.path("tt.txt"), "-o", s.path("tt.xml")}).status == 0);
  const auto tt = run({"complete", s.path("tt.xml"), "-o", s.path("tt-full.xml")});
  CHECK(tt.err.find("inserted the <deal> that the play and the exchange determine, '?' where a card stays open") !=
        std::string::npos);
  CHECK(tt.err.find("19 stay open") != std::string::npos);
  CHECK(slurp(s.path("tt-full.xml")).find("<packet>? ? ?</packet><packet>C7 CQ DC</packet>") != std::string::npos);
  CHECK(run({"validate", s.path("tt-full.xml")}).status == 0);
}
