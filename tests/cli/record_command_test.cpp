// `stichprobe record` (issue 19 §2): transcript -> canonical THR with the findings at
// the transcript's line and column; `--from` writes the transcript of a record.
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
    const auto from = testing::run_cli({"record", "--from", xml, "-o", s.path("t.txt")});
    INFO(from.err);
    REQUIRE(from.status == 0);
    const auto back = testing::run_cli({"record", s.path("t.txt")});
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
