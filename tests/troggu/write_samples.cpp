// Writes samples/troggu/ (hidden: run `test_troggu "[.write-samples]"`; the rule-fix samples
// alone: "[.write-samples][rule-fixes]"): valid hands found among generated ones (every
// contract, player count and variant, plus the special situations) and faulty ones made by
// one edit of a valid hand, each with the findings the validator reports as .expected.
// A faulty sample is only kept when its findings are exactly the intended codes. The
// hands come from `stichprobe generate` and are checked by `stichprobe validate`, both run
// in process; the edits work on the written THR text.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <regex>
#include <string>
#include <vector>

#include "tests/support/cli_run.h"
#include "tests/support/json.h"

namespace {

using stichprobe::testing::Json;
using stichprobe::testing::parse_json;
using stichprobe::testing::run_cli;
using Xml = std::string;
using Strings = std::vector<std::string>;
using Want = std::function<bool(const Xml&)>;
using Edits = std::function<std::vector<Xml>(const Xml&)>;

const std::string kOut = std::string(STICHPROBE_SAMPLES_DIR) + "/troggu";
const std::string kTmp = std::string(STICHPROBE_BINARY_DIR) + "/troggu-sample.xml";

// ---- text helpers (Python's str.replace, re.search, re.findall) ----

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

std::string replace_first(std::string s, const std::string& from, const std::string& to) {
  if (const std::size_t at = s.find(from); at != std::string::npos) s.replace(at, from.size(), to);
  return s;
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

std::optional<std::smatch> search(const std::string& s, const std::string& re) {
  std::smatch m;
  if (std::regex_search(s, m, std::regex(re))) return m;
  return std::nullopt;
}

std::string group(const std::string& s, const std::string& re, int g = 1) {
  const auto m = search(s, re);
  REQUIRE(m);
  return (*m)[g].str();
}

std::vector<std::smatch> all_matches(const std::string& s, const std::regex& re) {
  return {std::sregex_iterator(s.begin(), s.end(), re), std::sregex_iterator()};
}

Strings split(const std::string& s) {
  Strings out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    std::size_t j = i;
    while (j < s.size() && !std::isspace(static_cast<unsigned char>(s[j]))) ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

std::string join(const Strings& v) {
  std::string out;
  for (const auto& x : v) out += (out.empty() ? "" : " ") + x;
  return out;
}

bool has(const Strings& v, const std::string& x) { return std::find(v.begin(), v.end(), x) != v.end(); }

bool starts_with(const std::string& s, const std::string& p) { return s.rfind(p, 0) == 0; }

// ---- the programs ----

Xml gen(const std::string& variant, int players, int seed, const Strings& options = {}) {
  Strings args{"generate", "troggu/" + variant, "--players", std::to_string(players), "--seed", std::to_string(seed)};
  for (const auto& o : options) {
    args.push_back("--option");
    args.push_back(o);
  }
  const auto r = run_cli(args);
  REQUIRE(r.status == 0);
  return r.out;
}

struct Found {
  int line = 0, column = 0;
  std::string severity, code;
};

std::vector<Found> findings(const Xml& xml) {
  std::ofstream(kTmp, std::ios::binary) << xml;
  const Json report = parse_json(run_cli({"validate", "--format", "json", kTmp}).out);
  std::vector<Found> out;
  for (const Json& f : report["files"][0]["findings"].array)
    out.push_back({f["line"].integer(), f["column"].integer(), f["severity"].string, f["code"].string});
  return out;
}

Strings codes_of(const std::vector<Found>& fs) {
  Strings out;
  for (const auto& f : fs) out.push_back(f.code);
  return out;
}

std::string explain(const Xml& xml) {
  std::ofstream(kTmp, std::ios::binary) << xml;
  return run_cli({"validate", "--explain", "--no-source", kTmp}).out;
}

// ---- reading the THR text ----

std::pair<std::string, std::string> contract(const Xml& xml) {
  const std::string attrs = group(xml, R"re(<contract([^>]*)/>)re");
  return {group(attrs, R"re(type="(\w+)")re"), attrs};
}

int declarer(const Xml& xml) { return std::stoi(group(contract(xml).second, R"re(declarer="(\d)")re")); }

Strings cards_of(const Xml& xml, const std::string& tag_re) { return split(group(xml, tag_re)); }

// Seat -> dealt cards, in the order the seats first appear.
std::vector<std::pair<int, Strings>> seat_hands(const Xml& xml) {
  static const std::regex re(R"re(<cards seat="(\d)">([^<]*)</cards>)re");
  std::vector<std::pair<int, Strings>> out;
  for (const auto& m : all_matches(xml, re)) {
    const int seat = std::stoi(m[1].str());
    auto it = std::find_if(out.begin(), out.end(), [&](const auto& p) { return p.first == seat; });
    if (it == out.end())
      out.emplace_back(seat, split(m[2].str()));
    else
      it->second = split(m[2].str());
  }
  return out;
}

int players(const Xml& xml) { return static_cast<int>(seat_hands(xml).size()); }

struct Trick {
  int lead = 0;
  Strings cards;
};
using Tricks = std::vector<Trick>;

const std::regex& trick_re() {
  static const std::regex re(R"re((<trick lead=")(\d)(">)([^<]*)(</trick>))re");
  return re;
}

Tricks tricks(const Xml& xml) {
  Tricks out;
  for (const auto& m : all_matches(xml, trick_re())) out.push_back({std::stoi(m[2].str()), split(m[4].str())});
  return out;
}

// Every trick rewritten, in order, as `tricks` gives it.
Xml set_tricks(const Xml& xml, const Tricks& ts) {
  std::string out;
  std::size_t last = 0, k = 0;
  for (const auto& m : all_matches(xml, trick_re())) {
    out += xml.substr(last, static_cast<std::size_t>(m.position(0)) - last);
    out += m[1].str() + std::to_string(ts.at(k).lead) + m[3].str() + join(ts.at(k).cards) + m[5].str();
    ++k;
    last = static_cast<std::size_t>(m.position(0) + m.length(0));
  }
  return out + xml.substr(last);
}

struct Play {
  std::size_t trick = 0, pos = 0;
  int seat = 0;
  std::string card;
};

// Every card played, with its trick, place in the trick and seat.
std::vector<Play> seat_cards(const Xml& xml) {
  const int n = players(xml);
  std::vector<Play> out;
  const Tricks ts = tricks(xml);
  for (std::size_t t = 0; t < ts.size(); ++t) {
    int seat = ts[t].lead;
    for (std::size_t i = 0; i < ts[t].cards.size(); ++i) {
      out.push_back({t, i, seat, ts[t].cards[i]});
      seat = seat % n + 1;
    }
  }
  return out;
}

struct Call {
  std::string seat, bid, card;
};

std::vector<Call> calls(const Xml& xml) {
  static const std::regex re(R"re(<call seat="(\d)" bid="(\w+)"(?: card="(\w+)")?/>)re");
  std::vector<Call> out;
  for (const auto& m : all_matches(xml, re)) out.push_back({m[1].str(), m[2].str(), m[3].str()});
  return out;
}

Strings bids(const Xml& xml) {
  Strings out;
  for (const auto& c : calls(xml)) out.push_back(c.bid);
  return out;
}

bool is_trump(const std::string& c) { return starts_with(c, "T") || c == "F"; }

// True if some player kept back the Narr when it was his only trump and asked for.
bool narr_withheld(const Xml& xml) {
  std::map<int, Strings> hands;
  for (auto& [seat, cards] : seat_hands(xml)) hands[seat] = cards;
  const int n = static_cast<int>(hands.size());
  const auto [kind, attrs] = contract(xml);
  if (kind == "normal") {
    const int decl = std::stoi(group(attrs, R"re(declarer="(\d)")re"));
    const Strings tal = cards_of(xml, R"re(<talon>([^<]*)</talon>)re");
    const Strings disc = cards_of(xml, R"re(<discard>([^<]*)</discard>)re");
    Strings kept;
    for (const auto& c : hands[decl]) kept.push_back(c);
    for (const auto& c : tal) kept.push_back(c);
    kept.erase(std::remove_if(kept.begin(), kept.end(), [&](const std::string& c) { return has(disc, c); }),
               kept.end());
    hands[decl] = kept;
  }
  const Tricks ts = tricks(xml);
  for (std::size_t t = 0; t < ts.size(); ++t) {
    int seat = ts[t].lead;
    const Strings& cards = ts[t].cards;
    for (std::size_t i = 0; i < cards.size(); ++i) {
      const std::string& c = cards[i];
      Strings& h = hands[seat];
      if (has(h, "F") && i > 0 && t + 1 < ts.size() && c != "F") {
        const std::string& led = cards[0];
        Strings trumps;
        for (const auto& x : h)
          if (is_trump(x)) trumps.push_back(x);
        if (trumps == Strings{"F"}) {
          if (is_trump(led)) return true;
          const bool can_follow = std::any_of(h.begin(), h.end(), [&](const std::string& x) {
            return x != "F" && x[0] == led[0] && !starts_with(x, "T");
          });
          if (!can_follow) return true;
        }
      }
      const auto it = std::find(h.begin(), h.end(), c);
      REQUIRE(it != h.end());
      h.erase(it);
      seat = seat % n + 1;
    }
  }
  return false;
}

void write(const std::string& path, const Xml& xml, const std::optional<std::vector<Found>>& expected = std::nullopt,
           const std::string& comment = "") {
  std::filesystem::create_directories(std::filesystem::path(path).parent_path());
  std::ofstream(path, std::ios::binary) << xml;
  const std::string exp = path.substr(0, path.size() - 4) + ".expected";
  if (expected) {
    std::ofstream out(exp, std::ios::binary);
    if (!comment.empty()) out << "# " << comment << "\n";
    for (const auto& f : *expected) out << f.line << ":" << f.column << " " << f.severity << " " << f.code << "\n";
  } else if (std::filesystem::exists(exp)) {
    std::filesystem::remove(exp);
  }
}

std::optional<Xml> find(const std::string& variant, int players, const Want& want, const Strings& options = {},
                        int start = 1, int limit = 400) {
  for (int seed = start; seed < start + limit; ++seed) {
    Xml xml = gen(variant, players, seed, options);
    if (want(xml)) return xml;
  }
  return std::nullopt;
}

Xml must_find(const std::string& variant, int players, const Want& want, const Strings& options = {}, int limit = 400) {
  auto xml = find(variant, players, want, options, 1, limit);
  INFO("no hand found for " << variant << "/" << players);
  REQUIRE(xml);
  return *xml;
}

Want is_contract(const std::string& kind) {
  return [kind](const Xml& xml) { return contract(xml).first == kind; };
}

bool forced(const Xml& xml) {
  const std::size_t from = xml.find("<auction>");
  const std::string auction = xml.substr(from + 9, xml.find("</auction>", from) - from - 9);
  return contract(xml).first == "normal" && !contains(auction, "\"normal\"");
}

bool partner_found(const Xml& xml) {
  const auto attrs = contract(xml).second;
  const std::string card = group(attrs, R"re(partner-card="(\w+)")re");
  const int decl = std::stoi(group(attrs, R"re(declarer="(\d)")re"));
  for (const auto& [s, cards] : seat_hands(xml))
    if (has(cards, card)) return s != decl;
  return false;
}

void valid_samples() {
  const std::vector<std::pair<std::string, std::pair<int, int>>> variants{
      {"standard", {3, 8}}, {"visp", {4, 8}}, {"st-niklaus", {3, 7}}, {"graechen", {3, 8}}};
  for (const auto& [variant, counts] : variants)
    for (int n = counts.first; n <= counts.second; ++n)
      for (const char* kind : {"normal", "solo", "misere"}) {
        const Xml xml = must_find(variant, n, is_contract(kind));
        INFO(variant << " " << n << " " << kind);
        REQUIRE(findings(xml).empty());
        write(kOut + "/" + variant + "/valid-" + kind + "-" + std::to_string(n) + "p.xml", xml);
      }
  struct Special {
    std::string variant;
    int n;
    std::string name;
    Want want;
    Strings options;
  };
  const std::vector<Special> specials{
      {"standard", 7, "valid-forced-normal-7p", forced, {}},
      {"standard", 8, "valid-forced-normal-8p", forced, {}},
      {"standard",
       8,
       "valid-partner-revealed-8p",
       [](const Xml& x) { return contains(x, "partner-card") && partner_found(x); },
       {}},
      {"standard",
       7,
       "valid-partner-in-own-hand-7p",
       [](const Xml& x) { return contains(x, "partner-card") && !partner_found(x); },
       {}},
      {"standard", 4, "valid-narr-withheld-4p", narr_withheld, {}},
      {"standard", 3, "valid-narr-withheld-3p", narr_withheld, {}},
      {"st-niklaus", 5, "valid-narr-withheld-5p", narr_withheld, {}},
      {"standard", 5, "valid-tappist-dealer-5p", is_contract("normal"), {"tappist=dealer"}},
      {"standard", 6, "valid-bidding-left-6p", is_contract("normal"), {"bidding-order=left"}},
      {"standard", 4, "valid-base-10-4p", is_contract("solo"), {"base=10"}},
      {"graechen", 4, "valid-four-table-deal-4p", is_contract("normal"), {"graechen-four-deal=table"}},
      {"st-niklaus", 4, "valid-misere-both-pay-4p", is_contract("misere"), {"misere-payment=both"}},
      {"standard", 3, "valid-misere-free-discard-3p", is_contract("misere"), {"misere-trumping=free"}},
  };
  for (const auto& s : specials) {
    const Xml xml = must_find(s.variant, s.n, s.want, s.options, 3000);
    INFO(s.name);
    REQUIRE(findings(xml).empty());
    write(kOut + "/" + s.variant + "/" + s.name + ".xml", xml);
  }
}

// ---- the edits that make a faulty sample of a valid one ----

std::vector<Xml> swap_plays(const Xml& xml, const std::function<bool(const Play&, const Play&)>& pick) {
  const std::vector<Play> plays = seat_cards(xml);
  const Tricks base = tricks(xml);
  std::vector<Xml> out;
  for (const auto& a : plays)
    for (const auto& b : plays)
      if (pick(a, b)) {
        Tricks t = base;
        t[a.trick].cards[a.pos] = b.card;
        t[b.trick].cards[b.pos] = a.card;
        out.push_back(set_tricks(xml, t));
      }
  return out;
}

std::vector<Xml> swaps_same_seat(const Xml& xml) {
  return swap_plays(xml,
                    [](const Play& a, const Play& b) { return a.seat == b.seat && b.trick > a.trick && a.pos > 0; });
}

std::vector<Xml> swaps_two_seats(const Xml& xml) {
  return swap_plays(xml, [](const Play& a, const Play& b) { return a.seat != b.seat && b.trick > a.trick + 1; });
}

std::vector<Xml> wrong_leaders(const Xml& xml) {
  const int n = players(xml);
  const Tricks base = tricks(xml);
  std::vector<Xml> out;
  for (std::size_t t = 1; t < base.size(); ++t) {
    const auto& [lead, cards] = base[t];
    for (int k = 1; k < n; ++k) {
      Tricks next = base;
      Strings rotated(cards.begin() + std::min<std::ptrdiff_t>(k, static_cast<std::ptrdiff_t>(cards.size())),
                      cards.end());
      rotated.insert(rotated.end(), cards.begin(),
                     cards.begin() + std::min<std::ptrdiff_t>(k, static_cast<std::ptrdiff_t>(cards.size())));
      next[t] = {(lead + k - 1) % n + 1, rotated};
      out.push_back(set_tricks(xml, next));
    }
  }
  return out;
}

std::vector<Xml> narr_kept(const Xml& xml) {
  const int n = players(xml);
  const Tricks base = tricks(xml);
  const std::size_t last = base.size() - 1;
  const auto f = std::find(base[last].cards.begin(), base[last].cards.end(), "F");
  if (f == base[last].cards.end()) return {};
  const auto i = static_cast<std::size_t>(f - base[last].cards.begin());
  const int owner = (base[last].lead + static_cast<int>(i) - 1) % n + 1;
  std::vector<Xml> out;
  for (const auto& p : seat_cards(xml))
    if (p.seat == owner && p.trick < last && p.trick > 0) {
      Tricks t = base;
      t[p.trick].cards[p.pos] = "F";
      t[last].cards[i] = p.card;
      out.push_back(set_tricks(xml, t));
    }
  return out;
}

Xml replace_nth_call(const Xml& xml, std::size_t k, const std::string& new_bid) {
  static const std::regex re(R"re(<call seat="\d" bid="(\w+)")re");
  const auto ms = all_matches(xml, re);
  const auto& m = ms.at(k);
  return xml.substr(0, static_cast<std::size_t>(m.position(1))) + new_bid +
         xml.substr(static_cast<std::size_t>(m.position(1) + m.length(1)));
}

std::vector<Xml> overcall(const Xml& xml) {
  const Strings bs = bids(xml);
  std::vector<Xml> out;
  const auto normal = std::find(bs.begin(), bs.end(), "normal");
  if (normal != bs.end())
    for (auto k = static_cast<std::size_t>(normal - bs.begin()) + 1; k < bs.size(); ++k)
      if (bs[k] == "pass") out.push_back(replace_nth_call(xml, k, "normal"));
  return out;
}

std::vector<Xml> after_solo(const Xml& xml) {
  const auto cs = calls(xml);
  const int n = players(xml);
  if (cs.empty() || static_cast<int>(cs.size()) >= n || cs.back().bid != "solo") return {};
  const int seat = std::stoi(cs.back().seat) % n + 1;
  return {
      replace_all(xml, "</auction>", "  <call seat=\"" + std::to_string(seat) + "\" bid=\"pass\"/>\n    </auction>")};
}

std::vector<Xml> misere_to_normal(const Xml& xml) {
  std::vector<Xml> out;
  for (std::size_t k = 0; k < calls(xml).size(); ++k) out.push_back(replace_nth_call(xml, k, "normal"));
  return out;
}

std::vector<Xml> normal_to_pass(const Xml& xml) {
  const Strings bs = bids(xml);
  const auto normal = std::find(bs.begin(), bs.end(), "normal");
  if (normal == bs.end()) return {};
  return {replace_nth_call(xml, static_cast<std::size_t>(normal - bs.begin()), "pass")};
}

Xml drop_last_match(const Xml& xml, const std::string& re) {
  const auto ms = all_matches(xml, std::regex(re));
  const auto& m = ms.back();
  return xml.substr(0, static_cast<std::size_t>(m.position(0))) +
         xml.substr(static_cast<std::size_t>(m.position(0) + m.length(0)));
}

std::vector<Xml> drop_last_call(const Xml& xml) { return {drop_last_match(xml, R"re(\s*<call [^>]*/>)re")}; }

std::vector<Xml> swap_first_calls(const Xml& xml) {
  const auto cs = calls(xml);
  const std::string call_a = "<call seat=\"" + cs[0].seat + "\" bid=\"pass\"/>";
  const std::string call_b = "<call seat=\"" + cs[1].seat + "\" bid=\"pass\"/>";
  const Xml x = replace_first(replace_first(xml, call_a, "CALL_A"), call_b, "CALL_B");
  if (!contains(x, "CALL_A") || !contains(x, "CALL_B")) return {};
  return {replace_all(replace_all(x, "CALL_A", call_b), "CALL_B", call_a)};
}

std::vector<Xml> partner_t21(const Xml& xml) {
  const auto m = search(xml, R"re(bid="partner" card="(\w+)")re");
  if (!m) return {};
  const std::string card = (*m)[1].str();
  return {replace_all(replace_all(xml, "card=\"" + card + "\"", "card=\"T21\""), "partner-card=\"" + card + "\"",
                      "partner-card=\"T21\"")};
}

std::vector<Xml> partner_mismatch(const Xml& xml) {
  const auto m = search(xml, R"re(partner-card="(\w+)")re");
  if (!m) return {};
  std::vector<Xml> out;
  for (int k = 2; k < 21; ++k)
    if ("T" + std::to_string(k) != (*m)[1].str())
      out.push_back(replace_all(xml, (*m)[0].str(), "partner-card=\"T" + std::to_string(k) + "\""));
  return out;
}

std::vector<Xml> add_partner_call(const Xml& xml) {
  const std::string d = std::to_string(declarer(xml));
  return {replace_all(xml, "</auction>", "  <call seat=\"" + d + "\" bid=\"partner\" card=\"T20\"/>\n    </auction>")};
}

std::vector<Xml> add_exchange(const Xml& xml) {
  const std::string d = std::to_string(declarer(xml));
  const Strings tal = cards_of(xml, R"re(<talon>([^<]*)</talon>)re");
  return {std::regex_replace(
      xml, std::regex(R"re((<contract [^>]*/>))re"),
      "$1\n    <exchange seat=\"" + d + "\">\n      <discard>" + join(tal) + "</discard>\n    </exchange>")};
}

Edits to_variant(const std::string& v, const std::string& opts = "") {
  return [v, opts](const Xml& xml) {
    Xml x = replace_all(xml, "variant=\"standard\"", "variant=\"" + v + "\"");
    if (!opts.empty()) x = replace_all(x, "  <players>", "  <rules>\n" + opts + "  </rules>\n  <players>");
    return std::vector<Xml>{x};
  };
}

std::vector<Xml> discard_five(const Xml& xml) {
  const int d = declarer(xml);
  const Strings disc = cards_of(xml, R"re(<discard>([^<]*)</discard>)re");
  const Tricks base = tricks(xml);
  std::vector<Xml> out;
  for (const auto& p : seat_cards(xml)) {
    const std::string& c = p.card;
    const bool five = c == "T21" || c == "T1" || c == "F" || (c.back() == 'K' && !starts_with(c, "T"));
    if (p.seat != d || !five) continue;
    for (const auto& x : disc) {
      Tricks t = base;
      t[p.trick].cards[p.pos] = x;
      Strings nd;
      for (const auto& y : disc) nd.push_back(y == x ? c : y);
      out.push_back(replace_all(set_tricks(xml, t), "<discard>" + join(disc) + "</discard>",
                                "<discard>" + join(nd) + "</discard>"));
    }
  }
  return out;
}

std::vector<Xml> drop_discard(const Xml& xml) {
  const Strings disc = cards_of(xml, R"re(<discard>([^<]*)</discard>)re");
  std::vector<Xml> out;
  for (std::size_t k = 0; k < disc.size(); ++k) {
    Strings less = disc;
    less.erase(less.begin() + static_cast<std::ptrdiff_t>(k));
    out.push_back(replace_all(xml, "<discard>" + join(disc) + "</discard>", "<discard>" + join(less) + "</discard>"));
  }
  return out;
}

std::vector<Xml> points_plus_one(const Xml& xml) {
  const auto m = search(xml, R"re(<points side="declarer">(\d+)</points>)re");
  if (!m) return {};
  return {replace_all(xml, (*m)[0].str(),
                      "<points side=\"declarer\">" + std::to_string(std::stoi((*m)[1].str()) + 1) + "</points>")};
}

std::vector<Xml> pay_changed(const Xml& xml) {
  const auto m = search(xml, R"re(<pay seat="(\d)" amount="(-?\d+)"/>)re");
  if (!m) return {};
  const std::string s = (*m)[1].str();
  const int a = std::stoi((*m)[2].str());
  const Xml x = replace_all(xml, (*m)[0].str(), "<pay seat=\"" + s + "\" amount=\"" + std::to_string(a + 5) + "\"/>");
  return {replace_all(x, "<total seat=\"" + s + "\" value=\"" + std::to_string(a) + "\"/>",
                      "<total seat=\"" + s + "\" value=\"" + std::to_string(a + 5) + "\"/>")};
}

std::vector<Xml> add_bonus(const Xml& xml) {
  const auto ms = all_matches(xml, std::regex("</points>"));
  const auto e = static_cast<std::size_t>(ms.back().position(0) + ms.back().length(0));
  return {xml.substr(0, e) + "\n      <bonus seat=\"1\" type=\"valat\" amount=\"5\"/>" + xml.substr(e)};
}

std::vector<Xml> tapp_card_to_seat1(const Xml& xml) {
  const Strings tal = cards_of(xml, R"re(<talon>([^<]*)</talon>)re");
  Strings h1 = cards_of(xml, R"re(<cards seat="1">([^<]*)</cards>)re");
  const Xml x = replace_all(xml, "<talon>" + join(tal) + "</talon>",
                            "<talon>" + join(Strings(tal.begin() + 1, tal.end())) + "</talon>");
  const std::string before = "<cards seat=\"1\">" + join(h1) + "</cards>";
  h1.push_back(tal.front());
  return {replace_all(x, before, "<cards seat=\"1\">" + join(h1) + "</cards>")};
}

Edits tapp_card_replaced(const std::function<std::string(const Xml&)>& card_of) {
  return [card_of](const Xml& xml) {
    const Strings tal = cards_of(xml, R"re(<talon>([^<]*)</talon>)re");
    Strings next{card_of(xml)};
    next.insert(next.end(), tal.begin() + 1, tal.end());
    return std::vector<Xml>{replace_all(xml, "<talon>" + join(tal) + "</talon>", "<talon>" + join(next) + "</talon>")};
  };
}

std::vector<Xml> drop_last_trick(const Xml& xml) {
  return {drop_last_match(xml, R"re(\s*<trick [^>]*>[^<]*</trick>)re")};
}

void search_faulty(const std::string& variant, int n, const std::string& name, const Want& want, const Edits& edits,
                   Strings codes, const std::string& comment, const Strings& options = {}, int limit = 600,
                   const std::string& folder = "") {
  std::sort(codes.begin(), codes.end());
  for (int seed = 1; seed < limit; ++seed) {
    const Xml xml = gen(variant, n, seed, options);
    if (!want(xml)) continue;
    for (const Xml& cand : edits(xml)) {
      const auto fs = findings(cand);
      Strings got = codes_of(fs);
      std::sort(got.begin(), got.end());
      if (got == codes) {
        write(kOut + "/" + (folder.empty() ? variant : folder) + "/" + name + ".xml", cand, fs, comment);
        return;
      }
    }
  }
  WARN("could not make " << variant << " " << name);
}

bool has_partner(const Xml& xml) { return contains(xml, "partner-card"); }

bool four_kings_discarded(const Xml& xml) {
  const auto m = search(xml, R"re(<discard>([^<]*)</discard>)re");
  if (!m) return false;
  const Strings d = split((*m)[1].str());
  return has(d, "CK") && has(d, "SK") && has(d, "HK") && has(d, "DK");
}

void faulty_samples() {
  const Want N = is_contract("normal"), S = is_contract("solo"), M = is_contract("misere");
  const Want any = [](const Xml&) { return true; };
  struct Faulty {
    std::string variant;
    int n;
    std::string name;
    Want want;
    Edits edits;
    Strings codes;
    std::string comment;
  };
  const std::vector<Faulty> list{
      {"standard",
       4,
       "faulty-revoke",
       any,
       swaps_same_seat,
       {"play.must-follow-suit"},
       "a card of the led suit was held: Farbe bekennen"},
      {"standard",
       5,
       "faulty-must-trump",
       any,
       swaps_same_seat,
       {"play.must-trump"},
       "void in the led suit with a trump in hand: ansonsten muessen sie einen Trumpf spielen"},
      {"standard",
       3,
       "faulty-card-not-held",
       any,
       swaps_two_seats,
       {"play.card-not-held", "play.card-not-held"},
       "two players' cards exchanged between their hands"},
      {"standard",
       6,
       "faulty-wrong-leader",
       any,
       wrong_leaders,
       {"play.wrong-leader"},
       "the winner of the trick leads the next"},
      {"standard",
       4,
       "faulty-narr-played-after-withholding",
       narr_withheld,
       narr_kept,
       {"play.narr-kept"},
       "a withheld Narr must be kept to the last trick"},
      {"standard",
       4,
       "faulty-bid-out-of-turn",
       N,
       swap_first_calls,
       {"auction.out-of-turn", "auction.out-of-turn"},
       "forehand speaks first, then in playing order"},
      {"standard",
       5,
       "faulty-second-normal",
       N,
       overcall,
       {"auction.illegal-overcall"},
       "after a normal game only a Solo may be called"},
      {"standard", 5, "faulty-call-after-solo", S, after_solo, {"auction.after-close"}, "a Solo ends the bidding"},
      {"standard",
       4,
       "faulty-misere-after-normal-bid",
       M,
       misere_to_normal,
       {"auction.wrong-contract"},
       "a normal bid stands: no Misere"},
      {"standard",
       7,
       "faulty-forced-normal-wrong-seat",
       [N](const Xml& x) { return N(x) && !has_partner(x); },
       normal_to_pass,
       {"auction.wrong-declarer"},
       "7-8 players, all pass: the holder of the Narr (else the Bagatt) must play"},
      {"standard",
       3,
       "faulty-bidding-incomplete",
       M,
       drop_last_call,
       {"auction.incomplete"},
       "every player speaks once"},
      {"standard",
       8,
       "faulty-partner-xxi",
       has_partner,
       partner_t21,
       {"auction.illegal-partner-card"},
       "the partner is called with a trump other than XXI and the Narr"},
      {"standard",
       7,
       "faulty-partner-card-mismatch",
       has_partner,
       partner_mismatch,
       {"auction.partner-card-mismatch"},
       "the contract repeats the called trump"},
      {"standard",
       5,
       "faulty-partner-with-five",
       N,
       add_partner_call,
       {"auction.partner-not-allowed"},
       "only with seven or eight players"},
      {"standard",
       4,
       "faulty-solo-exchange",
       S,
       add_exchange,
       {"exchange.not-allowed"},
       "the Solist may not improve his hand with the Tapp"},
      {"standard",
       3,
       "faulty-discard-five-pointer",
       N,
       discard_five,
       {"exchange.forbidden-discard"},
       "no 5-point card may be laid away except the four kings together"},
      {"standard",
       4,
       "faulty-discard-size",
       N,
       drop_discard,
       {"exchange.discard-size", "points.card-points"},
       "as many cards are laid away as the Tapp has; the missing card's points are missing too"},
      {"standard", 5, "faulty-card-points", N, points_plus_one, {"points.card-points"}, "card points miscounted"},
      {"standard", 6, "faulty-payment", N, pay_changed, {"settlement.amount"}, "a payment miscounted"},
      {"standard", 3, "faulty-bonus", M, add_bonus, {"bonus.unjustified"}, "Troggu has no bonuses"},
      {"standard",
       5,
       "faulty-tapp-size",
       M,
       tapp_card_to_seat1,
       {"deal.talon-size", "deal.hand-size"},
       "five players: Tapp 7, 11 cards each"},
      {"standard",
       6,
       "faulty-duplicate-card",
       M,
       tapp_card_replaced([](const Xml& x) { return cards_of(x, R"re(<cards seat="2">([^<]*)</cards>)re")[0]; }),
       {"deal.duplicate-card", "deal.missing-card"},
       "every card once"},
      {"standard",
       3,
       "faulty-card-not-in-deck",
       M,
       tapp_card_replaced([](const Xml&) { return std::string("S3"); }),
       {"deal.not-in-deck", "deal.missing-card"},
       "swords have no 3 in Troggu"},
      {"standard",
       4,
       "faulty-play-incomplete",
       N,
       drop_last_trick,
       {"play.incomplete", "points.uncheckable"},
       "Troggu is played to the last trick"},
  };
  for (const auto& f : list) search_faulty(f.variant, f.n, f.name, f.want, f.edits, f.codes, f.comment);
  // Variant rules, made from standard hands.
  search_faulty(
      "standard", 3, "faulty-four-kings-in-st-niklaus", [N](const Xml& x) { return N(x) && four_kings_discarded(x); },
      to_variant("st-niklaus"), {"exchange.forbidden-discard"},
      "St. Niklaus: Ablage von vier Koenigen ist nicht erlaubt", {}, 4000, "st-niklaus");
  search_faulty("standard", 3, "faulty-visp-three-players", S,
                to_variant("visp", "    <option name=\"base\" value=\"5\"/>\n"), {"session.player-count"},
                "Visp: Erlaubt keine Drei-Spieler-Version", {}, 600, "visp");
  search_faulty("standard", 8, "faulty-st-niklaus-eight-players", S, to_variant("st-niklaus"), {"session.player-count"},
                "St. Niklaus: Es ist keine Acht-Spieler-Version vorhanden", {}, 600, "st-niklaus");
}

// ---- the samples of the rules' later decisions ----

Xml without_rules(const Xml& xml) {
  return std::regex_replace(xml, std::regex(R"re(  <rules>[\s\S]*?</rules>\n)re"), "");
}

// The record with each seat's points and payment as --explain computes them (a Misere).
Xml rescored(Xml xml) {
  const std::string out = explain(xml);
  for (const auto& m : all_matches(out, std::regex(R"re(seat (\d) card points: (-?\d+))re"))) {
    const std::string s = m[1].str(), v = m[2].str();
    xml = std::regex_replace(xml, std::regex("<points seat=\"" + s + R"re(">-?\d+</points>)re"),
                             "<points seat=\"" + s + "\">" + v + "</points>");
  }
  for (const auto& m : all_matches(out, std::regex(R"re(seat (\d) settles: \+?(-?\d+))re"))) {
    const std::string s = m[1].str(), v = m[2].str();
    xml = std::regex_replace(xml, std::regex("<pay seat=\"" + s + R"re(" amount="-?\d+"/>)re"),
                             "<pay seat=\"" + s + "\" amount=\"" + v + "\"/>");
    xml = std::regex_replace(xml, std::regex("<total seat=\"" + s + R"re(" value="-?\d+"/>)re"),
                             "<total seat=\"" + s + "\" value=\"" + v + "\"/>");
  }
  return xml;
}

// The withheld Narr's owner won the trick before the last: he leads the last with the Narr.
bool narr_owner_leads_last(const Xml& xml) {
  const Tricks ts = tricks(xml);
  return contract(xml).first != "misere" && narr_withheld(xml) && ts.back().cards.front() == "F";
}

// The last trick written the old way: the next player leads, the Narr comes last.
Xml owner_passes_lead(const Xml& xml) {
  const int n = players(xml);
  Tricks base = tricks(xml);
  auto& last = base.back();
  Strings cards(last.cards.begin() + 1, last.cards.end());
  cards.push_back(last.cards.front());
  last = {last.lead % n + 1, cards};
  return set_tricks(xml, base);
}

bool narr_without_exchange(const Xml& xml) {
  return narr_withheld(xml) && contains(explain(xml), "has no won card to give");
}

// The Narr's owner leads the last trick; the Narr goes to its owner even without a card to
// give; no withholding in a Misere (unless misere-withhold-narr=yes); the settlement's unit.
void rule_fix_samples() {
  const Want M = is_contract("misere");
  for (const char* variant : {"standard", "visp", "st-niklaus"}) {
    const Xml xml = must_find(variant, 6, M);
    REQUIRE(findings(xml).empty());
    write(kOut + "/" + variant + "/valid-misere-6p.xml", xml);
  }
  const Xml leads = must_find("standard", 4, narr_owner_leads_last, {}, 4000);
  REQUIRE(findings(leads).empty());
  write(kOut + "/standard/valid-narr-owner-leads-last-4p.xml", leads);
  const Xml passes = owner_passes_lead(leads);
  const auto passes_found = findings(passes);
  REQUIRE(codes_of(passes_found) == Strings{"play.wrong-leader"});
  write(kOut + "/standard/faulty-narr-owner-passes-lead.xml", passes, passes_found,
        "Wenn der Besitzer des Narren derjenige ist, der zum letzten Stich ausspielt, so wird der Narr gelegt");
  bool written = false;
  for (int n : {3, 4, 5}) {
    if (const auto xml = find("standard", n, narr_without_exchange, {}, 1, 3000)) {
      REQUIRE(findings(*xml).empty());
      write(kOut + "/standard/valid-narr-to-owner-without-exchange-" + std::to_string(n) + "p.xml", *xml);
      written = true;
      break;
    }
  }
  if (!written) WARN("no hand where the Narr's owner has no card to give");
  // One illegal card: the Narr is not asked for again before the last trick.
  const auto kept_back_once = [M](const Xml& x) {
    return M(x) && narr_withheld(x) && findings(rescored(without_rules(x))).size() == 1;
  };
  const Xml withheld = must_find("standard", 6, kept_back_once, {"misere-withhold-narr=yes"}, 4000);
  REQUIRE(findings(withheld).empty());
  write(kOut + "/standard/valid-misere-narr-withheld-6p.xml", withheld);
  const Xml cand = rescored(without_rules(withheld));
  const auto fs = findings(cand);
  REQUIRE(fs.size() == 1);
  CHECK((fs[0].code == "play.must-follow-suit" || fs[0].code == "play.must-trump"));
  write(kOut + "/standard/faulty-misere-narr-withheld.xml", cand, fs,
        "the permission to keep the Narr back stands under Spielablauf des Normalspiels und Solos");
  search_faulty(
      "standard", 4, "faulty-settlement-unit", is_contract("solo"),
      [](const Xml& x) { return std::vector<Xml>{replace_all(x, "unit=\"rappen\"", "unit=\"cent\"")}; },
      {"settlement.unit"}, "Troggu is paid in Rappen");
}

}  // namespace

TEST_CASE("write the Troggu samples", "[.write-samples]") {
  valid_samples();
  faulty_samples();
}

TEST_CASE("write the Troggu samples of the rules' later decisions", "[.write-samples][rule-fixes]") {
  rule_fix_samples();
}
