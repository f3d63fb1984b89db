// `stichprobe publish`: pages for a folder (its subfolders kept) and for files, the
// index, the exit status, and a write that fails: exit 2 and one line naming the file.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "tests/support/cli_run.h"
#include "tests/support/scratch.h"

namespace fs = std::filesystem;
using stichprobe::testing::run;
using stichprobe::testing::Scratch;
using stichprobe::testing::slurp;

namespace {

std::string samples(const std::string& rel) { return std::string(STICHPROBE_SAMPLES_DIR) + "/" + rel; }

int lines(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

}  // namespace

TEST_CASE("publish writes a page per record, its folders kept, and an index", "[cli][publish]") {
  Scratch out("publish-cli");
  const auto r = run(
      {"publish", "-o", out.dir.string(), samples("troggu/visp"), samples("tapp-tarock/faulty-failure-to-trump.xml")});
  INFO(r.err);
  CHECK(r.status == 1);  // the Tapp Tarock sample has an error; its page shows it
  CHECK(r.err.empty());
  for (const auto& e : fs::directory_iterator(samples("troggu/visp")))
    if (e.path().extension() == ".xml") {
      const fs::path page = out.dir / fs::path(e.path().filename()).replace_extension(".html");
      CHECK(fs::exists(page));
    }
  CHECK(fs::exists(out.dir / "faulty-failure-to-trump.html"));
  const std::string index = slurp(out.dir / "index.html");
  CHECK(index.find("href=\"faulty-failure-to-trump.html#hand=1&amp;step=1\"") != std::string::npos);
  CHECK(index.find("Anton Hofbauer, Berta Kaltenegger, Carl Wawra") != std::string::npos);
  CHECK(index.find("http") == std::string::npos);
  CHECK(r.out.find("faulty-failure-to-trump.html: 1 hand, 1 finding") != std::string::npos);
  CHECK(r.out.find("index.html: ") != std::string::npos);
}

TEST_CASE("publish keeps a folder's subfolders and links the index from each page", "[cli][publish]") {
  Scratch out("publish-cli-tree");
  const auto r = run({"publish", "-o", out.dir.string(), "--lang", "de", samples("dappen")});
  CHECK(r.status != 2);
  const fs::path page = out.dir / "furtwangen" / "valid-8p-dappen.html";
  REQUIRE(fs::exists(page));
  CHECK(slurp(page).find("href=\"../index.html\"") != std::string::npos);
  const std::string index = slurp(out.dir / "index.html");
  CHECK(index.find("href=\"furtwangen/valid-8p-dappen.html#hand=1&amp;step=1\"") != std::string::npos);
  CHECK(index.find("Befunde") != std::string::npos);
  CHECK(index.find("<html lang=\"de\">") != std::string::npos);
}

TEST_CASE("publish: usage errors and inputs that do not exist", "[cli][publish]") {
  Scratch out("publish-cli-usage");
  CHECK(run({"publish", samples("tapp")}).status == 2);         // no -o
  CHECK(run({"publish", "-o", out.dir.string()}).status == 2);  // nothing to publish
  const auto r =
      run({"publish", "-o", out.dir.string(), out.path("missing.xml"), samples("tapp-tarock/valid-tarock-trull.xml")});
  CHECK(r.status == 2);
  CHECK(r.err.find("missing.xml: no such record file") != std::string::npos);
  CHECK(fs::exists(out.dir / "valid-tarock-trull.html"));  // the others are still published
  CHECK(fs::exists(out.dir / "index.html"));
}

TEST_CASE("publish reports a page it cannot write: exit 2, one line with the file and why", "[cli][publish]") {
  Scratch out("publish-cli-write");
  stichprobe::testing::spit(out.dir / "file", "not a folder");
  const std::string target = (out.dir / "file" / "site").string();
  const auto r = run({"publish", "-o", target, samples("tapp-tarock/valid-tarock-trull.xml")});
  CHECK(r.status == 2);
  CHECK(lines(r.err) == 1);
  CHECK(r.err.find("stichprobe publish: cannot write " + target) == 0);
  CHECK(r.err.find("valid-tarock-trull.html: ") != std::string::npos);
  CHECK(r.err.find("ot a directory") != std::string::npos);
}
