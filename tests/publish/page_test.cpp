// A page as a file: self-contained (no http: or https:, its script, style and data in
// it), its two JSON elements, its words in the page's language, and its size: a session
// of 16 hands of each game under 350 KB.
#include <catch2/catch.hpp>

#include <map>
#include <string>

#include "publish/page_text.h"
#include "publish/publish.h"
#include "tests/support/cli_run.h"
#include "tests/support/json.h"
#include "tests/support/scratch.h"

using stichprobe::Lang;
using stichprobe::publish::Page;
using stichprobe::publish::render_page;
using stichprobe::testing::parse_json;
using stichprobe::testing::run_cli;
using stichprobe::testing::Scratch;

namespace {

std::string sample(const std::string& rel) { return std::string(STICHPROBE_SAMPLES_DIR) + "/" + rel; }

// The text of <script type="application/json" id="ID">.
std::string json_element(const std::string& html, const std::string& id) {
  const std::string open = "<script type=\"application/json\" id=\"" + id + "\">";
  const auto a = html.find(open);
  REQUIRE(a != std::string::npos);
  const auto b = html.find("</script>", a);
  REQUIRE(b != std::string::npos);
  return html.substr(a + open.size(), b - a - open.size());
}

}  // namespace

TEST_CASE("a page holds everything it shows and refers to nothing outside", "[publish]") {
  const Page p = render_page(sample("tapp-tarock/faulty-failure-to-trump.xml"), {Lang::En, "x.xml", "index.html"});
  CHECK(p.readable);
  CHECK(p.hands == 1);
  CHECK(p.findings == 1);
  CHECK(p.errors == 1);
  CHECK(p.html.find("http:") == std::string::npos);
  CHECK(p.html.find("https:") == std::string::npos);
  CHECK(p.html.find("src=") == std::string::npos);  // no script, image or frame loaded
  CHECK(p.html.find("<link") == std::string::npos);
  CHECK(p.html.find("@import") == std::string::npos);
  CHECK(p.html.find("{{") == std::string::npos);  // every part of the template filled
  const auto data = parse_json(json_element(p.html, "stichprobe-data"));
  CHECK(data["hands"][0]["steps"].array.size() == 56);
  CHECK(data["hands"][0]["steps"][39]["label"].string == "seat 3 plays SK");
  CHECK(data["hands"][0]["steps"][39]["findings"][0]["code"].string == "play.must-trump");
  const auto view = parse_json(json_element(p.html, "stichprobe-view"));
  CHECK(view["words"]["keys"].string.find("Page Up/Down") != std::string::npos);
  CHECK(p.html.find("id=\"step-label\"") != std::string::npos);
  REQUIRE(p.sessions.size() == 1);
  CHECK(p.sessions[0].players.size() == 3);
  CHECK(p.sessions[0].first_hand == 1);
}

TEST_CASE("a record's text cannot end the page's script elements", "[publish]") {
  Scratch dir("publish-escape");
  std::string xml = stichprobe::testing::slurp(sample("tapp-tarock/faulty-failure-to-trump.xml"));
  const auto at = xml.find("name=\"");
  REQUIRE(at != std::string::npos);
  xml.insert(at + 6, "&lt;/script&gt;&lt;!-- ");
  stichprobe::testing::spit(dir.path("x.xml"), xml);
  const Page p = render_page(dir.path("x.xml"), {Lang::En, "x.xml", ""});
  CHECK(p.html.find("</script><!--") == std::string::npos);
  parse_json(json_element(p.html, "stichprobe-data"));
  parse_json(json_element(p.html, "stichprobe-view"));
}

TEST_CASE("--lang de writes the page in German", "[publish]") {
  const Page p = render_page(sample("tapp-tarock/faulty-failure-to-trump.xml"), {Lang::De, "x.xml", ""});
  CHECK(p.html.find("<html lang=\"de\">") != std::string::npos);
  const auto data = parse_json(json_element(p.html, "stichprobe-data"));
  CHECK(data["hands"][0]["steps"][39]["label"].string == "Sitz 3 spielt SK");
  const auto view = parse_json(json_element(p.html, "stichprobe-view"));
  CHECK(view["words"]["findings"].string == "Befunde");
  CHECK(view["words"]["stepLine"].string == "Schritt ");
}

TEST_CASE("every word of the page's own has a German one", "[publish]") {
  for (const auto& w : stichprobe::publish::page_words()) {
    INFO(w.key);
    CHECK(std::string(w.en).size() > 0);
    CHECK(std::string(w.de).size() > 0);
  }
  CHECK(stichprobe::publish::page_word("index", Lang::De) == "Alle Aufzeichnungen");
}

TEST_CASE("a file that cannot be read gives a page that says why", "[publish]") {
  const Page p = render_page(sample("tapp-tarock/faulty-malformed-xml.xml"), {Lang::En, "bad.xml", ""});
  CHECK(p.findings > 0);
  const auto data = parse_json(json_element(p.html, "stichprobe-data"));
  CHECK(data["findings"].array.size() > 0);
}

TEST_CASE("a session of 16 hands stays under 350 KB, every game", "[publish][size]") {
  Scratch dir("publish-size");
  // The largest tables: Tübinger's 78 cards, Troggu and Dappen at eight seats.
  const std::map<std::string, std::vector<std::string>> games{
      {"tapp-tarock", {}},
      {"tapp", {}},
      {"troggu", {}},
      {"troggu-8", {"troggu/standard", "--players", "8"}},
      {"dappen-8", {"dappen", "--players", "8"}},
      {"tuebinger-tarock", {}},
  };
  for (const auto& [name, spec] : games) {
    std::vector<std::string> args{"generate"};
    if (spec.empty())
      args.push_back(name);
    else
      args.insert(args.end(), spec.begin(), spec.end());
    const std::string file = dir.path(name + ".xml");
    args.insert(args.end(), {"--count", "16", "--seed", "3", "-o", file});
    REQUIRE(run_cli(args).status == 0);
    for (const Lang lang : {Lang::En, Lang::De}) {
      const Page p = render_page(file, {lang, name + ".xml", "index.html"});
      INFO(name << " " << (lang == Lang::De ? "de" : "en") << ": " << p.html.size() << " bytes");
      CHECK(p.hands == 16);
      CHECK(p.html.size() < 350 * 1024);
    }
  }
}

TEST_CASE("an archive's sessions are each a line of the index, linked to their first hand", "[publish]") {
  Scratch dir("publish-archive");
  auto body = [](const std::string& file) {
    std::string xml = stichprobe::testing::slurp(sample(file));
    xml.erase(0, xml.find("<session"));
    return xml;
  };
  stichprobe::testing::spit(
      dir.path("archive.xml"),
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive xmlns=\"urn:tarock-hand-record:1\">\n" +
          body("tapp-tarock/valid-tarock-trull.xml") + body("tuebinger-tarock/valid-session-score-sheet.xml") +
          "</archive>\n");
  const Page p = render_page(dir.path("archive.xml"), {Lang::En, "archive.xml", ""});
  REQUIRE(p.sessions.size() == 2);
  CHECK(p.sessions[0].first_hand == 1);
  CHECK(p.sessions[0].place == "Café Museum, Wien");
  CHECK(p.sessions[1].first_hand == 2);
  CHECK(p.sessions[1].hands == 8);
  CHECK(p.hands == 9);
  const std::string index = stichprobe::publish::render_index({{"archive.html", "archive.xml", p}}, Lang::En);
  CHECK(index.find("href=\"archive.html#hand=1&amp;step=1\"") != std::string::npos);
  CHECK(index.find("href=\"archive.html#hand=2&amp;step=1\"") != std::string::npos);
  CHECK(index.find("Café Museum, Wien") != std::string::npos);
}
