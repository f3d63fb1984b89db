// Issue 8: "Messages in English by default and in German with --lang de (the games'
// own terms in both)". Every finding the samples, the hostile inputs and the injected
// faults draw has a German message; every catalogue entry, option and variant has a
// German line; the CLI prints German words with --lang de and English without.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <filesystem>
#include <set>
#include <sstream>

#include <pugixml.hpp>

#include "formats/thr_reader.h"
#include "formats/xml_syntax_text.h"
#include "tests/support/cli_run.h"
#include "tests/support/expected.h"
#include "validator/cli/cli.h"
#include "validator/engine/faults.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"
#include "validator/engine/validate.h"

using namespace stichprobe;

namespace {

std::string game_of(const std::string& sample_path) {
  const std::string rel = std::filesystem::relative(sample_path, STICHPROBE_SAMPLES_DIR).generic_string();
  return rel.substr(0, rel.find('/'));
}

// Findings without a German message, as "path: code: English message" lines.
std::vector<std::string> untranslated(const std::string& where, const Findings& findings) {
  std::vector<std::string> out;
  for (const auto& f : findings)
    if (f.message_de.empty() && !f.message.empty()) out.push_back(where + ": " + f.code + ": " + f.message);
  return out;
}

std::string lines(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& l : v) s += l + '\n';
  return s;
}

// A text written the same in both languages must be a number or a card list: any
// word in it would be English in the German report.
bool wordless(const std::string& text) {
  for (std::size_t i = 0; i + 1 < text.size(); ++i)
    if (std::isalpha(static_cast<unsigned char>(text[i])) && std::isalpha(static_cast<unsigned char>(text[i + 1])))
      return false;
  return true;
}

// The replay timeline's texts (step labels, auction lines, contracts) that lack a German
// text, keep the English one, or carry an English word into the German.
using Seen = std::set<std::pair<std::string, std::string>>;  // (English, German) already checked

void check_timeline(const std::vector<engine::Step>& steps, const std::string& where, Seen& seen,
                    std::vector<std::string>& missing) {
  auto check = [&](const Message& m, const char* what) {
    if (m.en.empty() && m.de.empty()) return;
    if (!seen.insert({m.en, m.de}).second) return;
    if (m.de.empty())
      missing.push_back(where + ": " + what + " without German: " + m.en);
    else if (m.en.empty())
      missing.push_back(where + ": " + what + " without English: " + m.de);
    else if (m.de == m.en && !wordless(m.en))
      missing.push_back(where + ": " + what + " only in English: " + m.en);
    else if (m.de.find("seat") != std::string::npos || m.de.find(" by ") != std::string::npos)
      missing.push_back(where + ": " + what + " with English words in the German: " + m.de);
  };
  for (const auto& step : steps) {
    if (step.label.en.empty()) missing.push_back(where + ": a step without a label");
    check(step.label, "step label");
    for (const auto& call : step.state.calls) check(call, "auction line");
    check(step.state.contract, "contract");
  }
}

using Run = testing::CliRun;

using testing::run;

}  // namespace

TEST_CASE("every finding of every sample has a German message", "[lang]") {
  const auto files = testing::xml_files_below(STICHPROBE_SAMPLES_DIR);
  REQUIRE(!files.empty());
  for (const auto* game : engine::all_games()) {
    DYNAMIC_SECTION(game->spec().id) {
      std::vector<std::string> missing;
      int findings = 0;
      for (const auto& path : files) {
        if (game_of(path) != game->spec().id) continue;
        const engine::DocumentReport report = engine::validate_document(read_thr_file(path));
        findings += static_cast<int>(report.findings.size());
        for (auto& m : untranslated(path, report.findings)) missing.push_back(std::move(m));
      }
      INFO(lines(missing));
      CHECK(findings > 0);
      CHECK(missing.empty());
    }
  }
}

TEST_CASE("the reader's format findings have German messages", "[lang]") {
  const std::vector<std::pair<std::string, std::string>> inputs = {
      {"not xml", "<thr"},
      {"wrong root", "<?xml version=\"1.0\"?><record/>"},
      {"doctype", "<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY a \"b\">]><thr/>"},
      {"unknown game", "<thr xmlns=\"urn:stichprobe:thr:1\" version=\"1\"><session game=\"tarok\"/></thr>"},
      {"unknown card",
       "<thr xmlns=\"urn:stichprobe:thr:1\" version=\"1\"><session game=\"tapp-tarock\"><players>"
       "<player seat=\"1\" name=\"A\"/><player seat=\"2\" name=\"B\"/><player seat=\"3\" name=\"C\"/></players>"
       "<hand n=\"1\" dealer=\"1\"><deal><talon>ZZ</talon></deal></hand></session></thr>"},
      {"bad number", "<thr xmlns=\"urn:stichprobe:thr:1\" version=\"one\"/>"},
      {"invalid utf-8", std::string("<thr>\xff\xfe</thr>")},
      {"empty", ""},
  };
  for (const auto& [name, text] : inputs) {
    DYNAMIC_SECTION(name) {
      const ReadResult read = read_thr(text);
      REQUIRE(!read.findings.empty());
      INFO(lines(untranslated(name, read.findings)));
      CHECK(untranslated(name, read.findings).empty());
    }
  }
}

TEST_CASE("injected faults are reported in German too", "[lang]") {
  for (const auto* game : engine::all_games()) {
    DYNAMIC_SECTION(game->spec().id) {
      engine::SessionRequest request;
      request.variant = game->spec().variants.front().id;
      request.hands = 12;
      request.players = 0;
      request.seed = 8;
      std::vector<std::string> missing;
      for (const auto& [kind, kind_name] : engine::fault_kinds()) {
        ReadResult read;
        read.document.sessions.push_back(engine::generate_session(*game, request));
        core::Rng rng(17);
        if (!engine::inject_fault(read.document.sessions.front(), *game, kind, rng)) continue;
        const engine::DocumentReport report = engine::validate_document(read);
        REQUIRE(!report.findings.empty());
        for (auto& m : untranslated(kind_name, report.findings)) missing.push_back(std::move(m));
      }
      INFO(lines(missing));
      CHECK(missing.empty());
    }
  }
}

TEST_CASE("the derivation (--explain) has German items, values and details", "[lang]") {
  for (const auto* game : engine::all_games())
    for (const auto& variant : game->spec().variants) {
      DYNAMIC_SECTION(game->spec().id << "/" << variant.id) {
        engine::SessionRequest request;
        request.variant = variant.id;
        request.hands = 40;
        request.seed = 21;
        const record::Session session = engine::generate_session(*game, request);
        const engine::SessionReport report = engine::validate_session(session, {false, true});
        std::vector<std::string> missing;
        int lines_seen = 0;
        for (const auto& hand : report.hands)
          for (const auto& line : hand.analysis.derivation) {
            ++lines_seen;
            if (line.item.de.empty()) missing.push_back("item without German: " + line.item.en);
            if (line.computed.de.empty()) missing.push_back("value without German: " + line.computed.en);
            if (line.computed.de == line.computed.en && !wordless(line.computed.en))
              missing.push_back("value only in English: " + line.computed.en);
            if (line.detail.de.empty() && !line.detail.en.empty())
              missing.push_back("detail without German: " + line.detail.en);
          }
        INFO(lines(missing));
        CHECK(missing.empty());
        CHECK(lines_seen > 0);
      }
    }
}

TEST_CASE("the replay timeline has German step labels, auction lines and contracts", "[lang][timeline]") {
  // Every variant at every table size, with each rules option at each of its values.
  for (const auto* game : engine::all_games())
    for (const auto& variant : game->spec().variants) {
      DYNAMIC_SECTION(game->spec().id << "/" << variant.id) {
        std::vector<engine::SessionRequest> requests;
        for (int players : variant.player_counts) requests.push_back({variant.id, players, 12, 31, {}});
        for (const auto& option : game->spec().options) {
          if (!option.variants.empty() &&
              std::find(option.variants.begin(), option.variants.end(), variant.id) == option.variants.end())
            continue;
          for (const auto& value : option.values)
            if (value != option.default_value) requests.push_back({variant.id, 0, 8, 37, {{option.name, value}}});
        }
        Seen seen;
        std::vector<std::string> missing;
        int steps = 0;
        for (const auto& request : requests) {
          const record::Session session = engine::generate_session(*game, request);
          const engine::SessionReport report = engine::validate_session(session, {true, false});
          for (const auto& hand : report.hands) {
            steps += static_cast<int>(hand.analysis.steps.size());
            check_timeline(hand.analysis.steps, "hand " + std::to_string(hand.n), seen, missing);
          }
        }
        INFO(lines(missing));
        CHECK(missing.empty());
        CHECK(steps > 0);
      }
    }
}

TEST_CASE("every sample's replay timeline has German texts", "[lang][timeline]") {
  // The samples reach what generated hands do not: faulty calls, swaps, Zwangsramsch, unknown cards.
  const auto files = testing::xml_files_below(STICHPROBE_SAMPLES_DIR);
  REQUIRE(!files.empty());
  Seen seen;
  std::vector<std::string> missing;
  int steps = 0;
  for (const auto& path : files) {
    const engine::DocumentReport report = engine::validate_document(read_thr_file(path), {true, false});
    for (const auto& session : report.sessions)
      for (const auto& hand : session.hands) {
        steps += static_cast<int>(hand.analysis.steps.size());
        check_timeline(hand.analysis.steps, path, seen, missing);
      }
  }
  INFO(lines(missing));
  CHECK(missing.empty());
  CHECK(steps > 1000);
  CHECK(seen.size() > 1000);
}

TEST_CASE("catalogue entries, options and variants have German lines", "[lang]") {
  for (const auto& info : engine::shared_findings()) {
    INFO(info.code);
    CHECK_FALSE(info.meaning.de.empty());
  }
  for (const auto* game : engine::all_games()) {
    const auto& spec = game->spec();
    DYNAMIC_SECTION(spec.id) {
      for (const auto& info : spec.findings) {
        INFO(info.code);
        CHECK_FALSE(info.meaning.de.empty());
      }
      for (const auto& o : spec.options) {
        INFO(o.name);
        CHECK_FALSE(o.help.de.empty());
      }
      for (const auto& v : spec.variants) {
        INFO(v.id);
        if (!v.summary.en.empty()) CHECK_FALSE(v.summary.de.empty());
      }
    }
  }
}

TEST_CASE("--lang de prints German words and messages; English is the default", "[lang][cli]") {
  const std::string sample = std::string(STICHPROBE_SAMPLES_DIR) + "/tapp-tarock/faulty-revoke.xml";
  REQUIRE(std::filesystem::exists(sample));
  const Run english = run({"validate", sample});
  const Run german = run({"validate", "--lang", "de", sample});
  CHECK(english.status == 1);
  CHECK(german.status == 1);
  CHECK(english.out.find(": error: [play.must-follow-suit]") != std::string::npos);
  CHECK(german.out.find(": Fehler: [play.must-follow-suit]") != std::string::npos);
  CHECK(german.out.find("muss aber Farbe bekennen") != std::string::npos);
  CHECK(german.out.find("Stich") != std::string::npos);
  CHECK(german.out.find("1 Datei, ") != std::string::npos);

  const Run json = run({"validate", "--format", "json", "--lang=de", sample});
  CHECK(json.out.find("\"severity\": \"error\"") != std::string::npos);  // keys and values stay stable
  CHECK(json.out.find("muss aber Farbe bekennen") != std::string::npos);

  const Run explain = run({"explain", "--lang", "de", "play.must-follow-suit"});
  CHECK(explain.status == 0);
  CHECK(explain.out.find("(Fehler)") != std::string::npos);
  CHECK(explain.out.find("Regel: ") != std::string::npos);

  const Run rules = run({"rules", "tapp-tarock", "--lang", "de"});
  CHECK(rules.status == 0);
  CHECK(rules.out.find("Regeloptionen:") != std::string::npos);
  CHECK(rules.out.find("Quelle: ") != std::string::npos);

  CHECK(run({"validate", "--lang", "fr", sample}).status == 2);
  CHECK(run({"explain", "--lang", "fr", "play.must-trump"}).status == 2);
  CHECK(run({"rules", "--lang"}).status == 2);
}

// Issue 18: "no English left in `--lang de` (rule references, XML syntax messages)".
namespace {

// pugixml's own (English) description of every parse status.
std::vector<std::string> pugixml_descriptions() {
  std::vector<std::string> out;
  for (int s = pugi::status_file_not_found; s <= pugi::status_no_document_element; ++s) {
    pugi::xml_parse_result r;
    r.status = static_cast<pugi::xml_parse_status>(s);
    out.emplace_back(r.description());
  }
  return out;
}

// The English parts of ours that a German rule reference must not keep.
const char* const kOwnEnglishRuleWords[] = {"dealing", "Result", "unknown cards", "transcript notation"};

std::vector<std::string> english_in_german(const std::string& where, const Findings& findings) {
  std::vector<std::string> out;
  for (const auto& f : findings) {
    for (const auto& d : pugixml_descriptions())
      if (message_in(f, Lang::De).find(d) != std::string::npos) out.push_back(where + ": " + f.code + ": " + d);
    const std::string rule = rule_in(f.rule, Lang::De);
    for (const char* w : kOwnEnglishRuleWords)
      if (rule.find(w) != std::string::npos) out.push_back(where + ": rule " + rule);
  }
  return out;
}

}  // namespace

TEST_CASE("each pugixml status has our own English and German text", "[lang][xml]") {
  const auto descriptions = pugixml_descriptions();
  for (int s = pugi::status_file_not_found; s <= pugi::status_no_document_element; ++s) {
    const Message m = xml_syntax_text(static_cast<pugi::xml_parse_status>(s));
    INFO("status " << s << ": " << m.en << " / " << m.de);
    CHECK(!m.en.empty());
    CHECK(!m.de.empty());
    CHECK(m.de != m.en);
    CHECK(std::find(descriptions.begin(), descriptions.end(), m.en) == descriptions.end());
  }
}

TEST_CASE("no sample's findings keep pugixml's or our English in German", "[lang][xml]") {
  std::vector<std::string> english;
  int syntax_findings = 0;
  for (const auto& path : testing::xml_files_below(STICHPROBE_SAMPLES_DIR)) {
    const engine::DocumentReport report = engine::validate_document(read_thr_file(path));
    for (const auto& f : report.findings) syntax_findings += f.code == "format.xml-syntax";
    for (auto& e : english_in_german(path, report.findings)) english.push_back(std::move(e));
  }
  // Malformed inputs for the statuses the samples do not reach.
  for (const char* text :
       {"<thr><!-- x", "<thr><![CDATA[x", "<thr a=></thr>", "<thr></thx>", "<thr><? x", "<thr><</thr>"}) {
    const ReadResult read = read_thr(text);
    for (const auto& f : read.findings) syntax_findings += f.code == "format.xml-syntax";
    for (auto& e : english_in_german(text, read.findings)) english.push_back(std::move(e));
  }
  INFO(lines(english));
  CHECK(syntax_findings >= 7);
  CHECK(english.empty());
}

TEST_CASE("validate --lang de prints the XML syntax message and the rule in German", "[lang][xml]") {
  const std::string malformed = std::string(STICHPROBE_SAMPLES_DIR) + "/tapp-tarock/faulty-malformed-xml.xml";
  const auto text = testing::run_cli({"validate", "--lang", "de", "--no-source", malformed});
  INFO(text.out);
  CHECK(text.out.find("XML-Syntaxfehler: fehlerhaftes") != std::string::npos);
  for (const auto& d : pugixml_descriptions()) CHECK(text.out.find(d) == std::string::npos);
  const std::string dealer = std::string(STICHPROBE_SAMPLES_DIR) + "/tapp-tarock/faulty-dealer-rotation.xml";
  const auto json = testing::run_cli({"validate", "--lang", "de", "--format", "json", dealer});
  INFO(json.out);
  CHECK(json.out.find("\"rule\": \"tapp-tarock: Geben\"") != std::string::npos);
  CHECK(json.out.find(": dealing") == std::string::npos);
}
