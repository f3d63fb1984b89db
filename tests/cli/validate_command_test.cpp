// Hostile input through the whole CLI (issue 9): each file gets a clean format
// finding with the right exit status, and every other file of the run is still
// reported. Nothing recurses over the untrusted tree.
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/support/cli_run.h"
#include "validator/cli/cli.h"

using namespace stichprobe;
namespace fs = std::filesystem;

namespace {

const std::string kHead = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
const std::string kOpen = "<session xmlns=\"urn:tarock-hand-record:1\" version=\"1\" game=\"tapp-tarock\">";

struct Hostile {
  std::string name, bytes;
};

std::vector<Hostile> hostile_files() {
  std::vector<Hostile> v;
  std::string deep = kHead + kOpen;
  deep.reserve(deep.size() + 20'000'000);
  for (int i = 0; i < 1'000'000; ++i) deep += "<x:a xmlns:x=\"urn:o\">";  // a million levels, never closed
  v.push_back({"deep-nesting", deep});
  v.push_back({"huge-attribute", kHead + kOpen + "<players><player seat=\"1\" name=\"" + std::string(20'000'000, 'n') +
                                     "\"/></players><hand n=\"1\" dealer=\"x\"/></session>"});
  v.push_back({"huge-text", kHead + kOpen + "<meta><note>" + std::string(20'000'000, 't') +
                                "</note></meta><players/><hand n=\"a\" dealer=\"1\"/></session>"});
  v.push_back({"doctype-entities", kHead + "<!DOCTYPE session [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;\">]>\n" +
                                       kOpen + "<meta><note>&lol2;</note></meta></session>"});
  v.push_back({"invalid-utf8", kHead + kOpen + "<meta><note>\xC3\x28 \xFF\xFE</note></meta></session>"});
  v.push_back({"binary-junk", std::string("\x7f"
                                          "ELF\x02\x01\x01\0\0\0\x03\0>\0\x01\0\0\0",
                                          18) +
                                  std::string(4096, '\x90')});
  v.push_back({"empty", ""});
  v.push_back({"truncated", kHead + kOpen + "<players><player seat=\"1\" na"});
  v.push_back({"utf16", std::string("\xFF\xFE<\0?\0x\0m\0l\0", 12)});
  return v;
}

using Run = testing::CliRun;

using testing::run;

}  // namespace

TEST_CASE("each hostile file is one clean format finding and the run goes on", "[cli][hostile]") {
  const fs::path dir = fs::temp_directory_path() / ("stichprobe-hostile-" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const auto files = hostile_files();
  for (const auto& h : files) std::ofstream(dir / (h.name + ".xml"), std::ios::binary) << h.bytes;
  // An unreadable file (mode 000; root reads anyway, so also a directory named *.xml)
  // and a directory where a file is expected.
  std::ofstream(dir / "unreadable.xml") << kHead;
  fs::permissions(dir / "unreadable.xml", fs::perms::none);
  fs::create_directories(dir / "folder.xml");

  for (const auto& h : files) {
    DYNAMIC_SECTION(h.name) {
      const Run r = run({"validate", "--no-source", "--quiet", (dir / (h.name + ".xml")).string()});
      INFO(r.out.substr(0, 2000));
      CHECK(r.status == 1);
      CHECK(r.out.find(": error: [format.") != std::string::npos);
      CHECK(r.out.size() < 100'000);  // findings are short; nothing echoes the junk
    }
  }
  SECTION("all of them in one run, in parallel too") {
    for (const char* jobs : {"1", "2"}) {
      const Run r = run({"validate", "--no-source", "--quiet", "--jobs", jobs, dir.string()});
      CHECK(r.status == 1);
      for (const auto& h : files) CHECK(r.out.find(h.name + ".xml:") != std::string::npos);
      CHECK(r.out.find("unreadable.xml:") != std::string::npos);
    }
  }
  SECTION("a directory given as a file path is searched, not read") {
    const Run r = run({"validate", "--no-source", (dir / "folder.xml").string()});
    CHECK(r.status == 2);  // nothing inside: no input read
  }
  fs::permissions(dir / "unreadable.xml", fs::perms::owner_all);
  fs::remove_all(dir);
}
