// `stichprobe record` never loses what was typed (formats/TRANSCRIPT.md §7): it writes
// neither over the transcript it reads nor, without --force, over an existing file that
// is not a THR record; the comments of a transcript come back with `record --from`.
#include <catch2/catch.hpp>
#include <string>

#include "tests/support/cli_run.h"
#include "tests/support/scratch.h"

using namespace stichprobe;

namespace {

using testing::run;
using testing::Scratch;
using testing::slurp;
using testing::spit;

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
