// Issue 20, messages: a wrong payment reads the same in every game; a ruling that
// matches nothing names the finding it most likely meant; a start-end tag mismatch
// names both tags and the line where the open one began.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "formats/thr_reader.h"
#include "tests/support/cli_run.h"
#include "validator/engine/messages.h"
#include "validator/engine/registry.h"
#include "validator/engine/settlement_text.h"
#include "validator/engine/validate.h"

using namespace stichprobe;
namespace fs = std::filesystem;

TEST_CASE("a wrong payment: 'seat 2 should pay 10, the record has 5', in both directions", "[messages]") {
  const Message same = engine::settlement_mismatch(2, Rational(-10), Rational(-5), {}, {});
  CHECK(same.en == "seat 2 should pay 10, the record has 5");
  CHECK(same.de == "Sitz 2 müsste 10 zahlen, aufgeschrieben ist 5");
  const Message unit =
      engine::settlement_mismatch(1, Rational(5), Rational(10), {"Rappen", "Rappen"}, {"why", "warum"});
  CHECK(unit.en == "seat 1 should receive 5 Rappen (why), the record has 10");
  CHECK(unit.de == "Sitz 1 müsste 5 Rappen bekommen (warum), aufgeschrieben ist 10");
  const Message turned = engine::settlement_mismatch(3, Rational(-4), Rational(4), {}, {});
  CHECK(turned.en == "seat 3 should pay 4, the record has seat 3 receive 4");
  const Message none = engine::settlement_mismatch(4, Rational(0), Rational(-2), {}, {});
  CHECK(none.en == "seat 4 should neither pay nor receive, the record has seat 4 pay 2");
  CHECK(engine::settlement_mismatch(4, Rational(6), Rational(0), {}, {}).en ==
        "seat 4 should receive 6, the record has 0");
}

TEST_CASE("every game words settlement.amount the same way", "[messages]") {
  const std::regex form(R"(seat \d should (pay|receive) [0-9/]+( \S+)?( \(.*\))?, the record has (\d|seat).*)");
  for (const char* sample :
       {"samples/tapp-tarock/faulty-payout.xml", "samples/tapp/faulty-ramsch-jungfer.xml",
        "samples/tuebinger-tarock/faulty-raus-lost-factor.xml", "samples/dappen/breitnau/faulty-settlement.xml",
        "samples/troggu/standard/faulty-payment.xml"}) {
    const ReadResult read = read_thr_file(sample);
    int seen = 0;
    for (const auto& f : engine::validate_document(read).findings) {
      if (f.code != "settlement.amount") continue;
      INFO(sample << ": " << f.message);
      CHECK(std::regex_match(f.message, form));
      CHECK(f.message_de.find(" müsste ") != std::string::npos);
      ++seen;
    }
    CHECK(seen > 0);
  }
}

TEST_CASE("an unmatched ruling names the nearest finding", "[messages]") {
  record::Hand hand;
  hand.n = 4;
  record::Ruling ruling;
  ruling.code = "play.must-folow-suit";  // misspelt
  ruling.decision = "accepted";
  ruling.pos = {60, 5};
  hand.rulings.push_back(ruling);
  Finding revoke;
  revoke.code = "play.must-follow-suit";
  revoke.trick = 3;
  revoke.seat = 2;
  revoke.pos = {31, 22};
  Finding other;
  other.code = "points.count";
  other.pos = {50, 3};
  Findings findings{other, revoke};
  engine::apply_rulings(hand, findings);
  REQUIRE(findings.size() == 3);
  CHECK(findings.back().code == "session.ruling-unmatched");
  CHECK(findings.back().message ==
        "the ruling on 'play.must-folow-suit' matches no finding of hand 4; the nearest finding is "
        "play.must-follow-suit (trick 3, seat 2, line 31)");
  // Its code at another trick: that finding.
  hand.rulings.front().code = "play.must-follow-suit";
  hand.rulings.front().trick = 5;
  findings = {other, revoke};
  engine::apply_rulings(hand, findings);
  CHECK(findings.back().message.find("the nearest finding is play.must-follow-suit (trick 3") != std::string::npos);
  // Nothing a ruling could accept.
  findings.clear();
  engine::apply_rulings(hand, findings);
  CHECK(findings.back().message.find("the hand has no finding a ruling could accept") != std::string::npos);
}

TEST_CASE("a start-end tag mismatch names both tags and where the open one began", "[messages]") {
  const std::string head = "<?xml version=\"1.0\"?>\n<session xmlns=\"urn:tarock-hand-record:1\" version=\"1\">\n";
  const ReadResult mismatch = read_thr(head + "  <players>\n    <!-- </x> -->\n  </player>\n</session>\n");
  REQUIRE(!mismatch.findings.empty());
  CHECK(mismatch.findings.front().code == "format.xml-syntax");
  CHECK(mismatch.findings.front().message.find("the end tag </player> does not close <players>, opened at line 3") !=
        std::string::npos);
  CHECK(mismatch.findings.front().message_de.find("geöffnet in Zeile 3") != std::string::npos);
  const ReadResult unclosed = read_thr(head + "  <players a=\"x>y\">\n    <player seat=\"1\" name=\"A\"/>\n");
  REQUIRE(!unclosed.findings.empty());
  CHECK(unclosed.findings.front().message.find("<players>, opened at line 3, is never closed") != std::string::npos);
}

// The message catalogues (engine/messages.h): every form has both languages with the same
// named values, every key a report site names is in its game's catalogue or the shared one,
// and what the samples draw is filled in.
namespace {

struct Catalogue {
  std::string game;  // "" for the shared one
  engine::MessageCatalogue forms;
};

std::vector<Catalogue> all_catalogues() {
  std::vector<Catalogue> out{{"", engine::shared_messages()}, {"formats", format_messages()}};
  for (const engine::GameModule* g : engine::all_games()) out.push_back({g->spec().id, g->spec().messages});
  return out;
}

std::set<std::string_view> names_in(std::string_view text) {
  const auto p = engine::placeholders(text);
  return {p.begin(), p.end()};
}

// The keys a source file names for a template: the first literal of a report call, the key
// given to say() or to a helper that makes a finding without a Reporter (session_finding,
// missing, make, add_info), both keys of a choice `cond ? "a.b" : "a.b/c"`, every literal
// of a code with its "/form", and every phrase ("phrase.*").
std::set<std::string> keys_named_in(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  const std::string src = text.str();
  static const std::regex call(
      R"re((?:\.(?:error|warning|info)\(|say\([^,"]*,|_finding\([^"();{}]*|\bmissing\(Category::\w+,|\bmake\(Severity::\w+,|add_info\([^"();{}]*)\s*"([a-z]+\.[a-z0-9/-]+)")re");
  static const std::regex choice(R"re([(,][^";,{}]*\?\s*"([a-z]+\.[a-z0-9/-]+)"\s*:\s*"([a-z]+\.[a-z0-9/-]+)")re");
  static const std::regex form(R"re("([a-z]+\.[a-z0-9-]+/[a-z0-9-]+)")re");
  static const std::regex phrase(R"re("(phrase\.[a-z0-9-]+)")re");
  std::set<std::string> keys;
  for (const std::regex* r : {&call, &choice, &form, &phrase})
    for (auto it = std::sregex_iterator(src.begin(), src.end(), *r); it != std::sregex_iterator(); ++it)
      for (std::size_t i = 1; i < it->size(); ++i) keys.insert((*it)[i].str());
  return keys;
}

}  // namespace

TEST_CASE("every message form has both languages with the same named values", "[messages][catalogue]") {
  const std::vector<std::string> codes = engine::all_finding_codes();
  std::set<std::string_view> shared_keys;
  for (const engine::MessageForm& f : engine::shared_messages()) shared_keys.insert(f.key);
  for (const Catalogue& c : all_catalogues()) {
    INFO("catalogue of " << (c.game.empty() ? std::string("the engine") : c.game));
    CHECK(!c.forms.empty());
    std::set<std::string_view> keys;
    for (const engine::MessageForm& f : c.forms) {
      INFO(f.key);
      CHECK(keys.insert(f.key).second);  // one form per key
      if (c.game == "formats")           // the readers' codes only, and their phrases
        CHECK((f.key.rfind("format.", 0) == 0 || f.key.rfind("phrase.", 0) == 0));
      CHECK(!f.en.empty());
      CHECK(!f.de.empty());
      CHECK(names_in(f.en) == names_in(f.de));  // (a name may stand twice in one: "von {game} sind" in German)
      // A phrase ("phrase.*", a part of a sentence a site lists, a step's label, a call in
      // the game's words) names no finding code.
      if (f.key.rfind("phrase.", 0) == 0) continue;
      CHECK(std::count(codes.begin(), codes.end(), std::string(engine::code_of_key(f.key))) == 1);
      // A game's form never shadows an engine form: the engine's sites read the game's reporter.
      if (!c.game.empty() && c.game != "formats") CHECK(shared_keys.count(f.key) == 0);
    }
  }
}

TEST_CASE("every key a report site names has its template", "[messages][catalogue]") {
  // Codes reported with a message made by an engine helper (settlement_mismatch, a part's
  // reason) or chosen at run time (Dappen's auction faults, each with its "/legal" form).
  const std::set<std::string> made_elsewhere{"settlement.amount"};
  std::size_t seen = 0;
  for (const Catalogue& c : all_catalogues()) {
    if (c.game == "formats") continue;  // the next test
    // The engine's sites and the editing layer's read the shared catalogue.
    const std::vector<fs::path> dirs = c.game.empty() ? std::vector<fs::path>{"validator/engine", "validator/edit"}
                                                      : std::vector<fs::path>{fs::path("validator/games") / c.game};
    for (const fs::path& dir : dirs)
      for (const auto& entry : fs::directory_iterator(dir)) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".cpp" || name == "messages.cpp" || name == "shared_messages.cpp" ||
            name == "findings.cpp" || name == "catalogue.cpp")
          continue;
        for (const std::string& key : keys_named_in(entry.path().string())) {
          if (made_elsewhere.count(key)) continue;
          INFO(entry.path().string() << ": " << key);
          // A reader's code an editing site reports for the record it writes: the readers' catalogue.
          const bool reader_code = c.game.empty() && key.rfind("format.", 0) == 0;
          CHECK((engine::find_message(c.forms, key) != nullptr ||
                 (reader_code && find_form(format_messages(), key) != nullptr)));
          ++seen;
        }
      }
  }
  CHECK(seen > 250);
  for (const char* code :
       {"auction.call-after-end", "auction.illegal-bid", "auction.illegal-hold", "auction.illegal-overcall"})
    CHECK(engine::find_message(engine::find_game("dappen")->spec().messages, std::string(code) + "/legal"));
}

// The readers report a key with report() or format_finding(), or give it to
// format_message(); every "format.…" literal of a formats source is such a key, or a
// finding code compared (the transcript reader's words that drop a line), whose forms
// are then in the catalogue under it.
TEST_CASE("every key a reader names has its template", "[messages][catalogue]") {
  static const std::regex literal(R"re("(format\.[a-z0-9-]+(?:/[a-z0-9-]+)?)")re");
  std::set<std::string_view> codes_with_forms;
  for (const MessageForm& f : format_messages()) codes_with_forms.insert(code_of_key(f.key));
  std::size_t seen = 0;
  for (const auto& entry : fs::directory_iterator("formats")) {
    const std::string name = entry.path().filename().string();
    if (name == "format_messages.cpp") continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    const std::string src = text.str();
    for (auto it = std::sregex_iterator(src.begin(), src.end(), literal); it != std::sregex_iterator(); ++it) {
      const std::string key = (*it)[1].str();
      INFO(name << ": " << key);
      CHECK((find_form(format_messages(), key) != nullptr || codes_with_forms.count(key) == 1));
      ++seen;
    }
  }
  CHECK(seen > 90);
  // And every form of the catalogue is used: a key no reader (nor the editing layer, for the
  // record it writes) names is a leftover.
  for (const MessageForm& f : format_messages()) {
    INFO(f.key);
    bool named = false;
    for (const char* dir : {"formats", "validator/edit"})
      for (const auto& entry : fs::directory_iterator(dir)) {
        if (entry.path().filename() == "format_messages.cpp") continue;
        std::ifstream in(entry.path());
        std::stringstream text;
        text << in.rdbuf();
        named = named || text.str().find("\"" + std::string(f.key) + "\"") != std::string::npos;
      }
    CHECK(named);
  }
}

TEST_CASE("a reader's finding reads as its template says", "[messages][catalogue]") {
  const ReadResult version =
      read_thr("<?xml version=\"1.0\"?>\n<session xmlns=\"urn:tarock-hand-record:1\" version=\"2\"/>");
  REQUIRE(!version.findings.empty());
  CHECK(version.findings.front().code == "format.version");
  CHECK(version.findings.front().message == "version=\"2\": this reader knows THR version 1 only (version=\"1\")");
  CHECK(version.findings.front().message_de == "version=\"2\": dieser Leser kennt nur THR-Version 1 (version=\"1\")");
  const Message missing = format_message("format.missing-attribute", {{"element", "call"}, {"name", "bid"}});
  CHECK(missing.en == "<call> needs the attribute 'bid'");
  CHECK(missing.de == "<call> braucht das Attribut 'bid'");
}

TEST_CASE("every finding the samples draw has its message filled in", "[messages][catalogue]") {
  const std::regex open_name(R"(\{[a-z_]+\})");
  std::size_t findings = 0;
  for (const auto& entry : fs::recursive_directory_iterator("samples")) {
    if (entry.path().extension() != ".xml") continue;
    const ReadResult read = read_thr_file(entry.path().string());
    for (const Finding& f : engine::validate_document(read).findings) {
      INFO(entry.path().string() << ": " << f.code << ": " << f.message);
      CHECK(!std::regex_search(f.message, open_name));
      CHECK(!std::regex_search(f.message_de, open_name));
      CHECK(f.message.rfind(f.code + " ", 0) != 0);  // not the fallback of a key no catalogue has
      ++findings;
    }
  }
  CHECK(findings > 100);
}

TEST_CASE("a template is filled with its named values, in each language", "[messages][catalogue]") {
  static constexpr engine::MessageForm kForms[] = {
      {"play.card-not-held/test", "{seat} plays {card}{note}", "{seat} spielt {card}{note}"}};
  const Message m = engine::say(kForms, "play.card-not-held/test",
                                {{"seat", "seat 2", "Sitz 2"}, {"card", "HK"}, {"note", Message{"!", "?"}}});
  CHECK(m.en == "seat 2 plays HK!");
  CHECK(m.de == "Sitz 2 spielt HK?");
  CHECK(engine::fill("{a} and {b}", {}, Lang::En) == "{a} and {b}");  // a name without a value stays
  const Message missing = engine::say({}, "no.such/key", {{"n", 3}});
  CHECK(missing.en == "no.such/key n=3");
  CHECK(engine::code_of_key("deal.hand-size/count") == "deal.hand-size");
  CHECK(engine::fill("{suit}", std::vector<engine::Value>{{"suit", 'H'}}, Lang::En) == "H");  // a letter, not 72
}
