#include "validator/engine/validate.h"

#include <algorithm>
#include <optional>
#include <set>

#include "formats/vocabulary.h"
#include "validator/engine/call_resync.h"
#include "validator/engine/contract_inference.h"
#include "validator/engine/infer_hand.h"
#include "validator/engine/missing_parts.h"
#include "validator/engine/record_parts.h"
#include "validator/engine/registry.h"
#include "validator/engine/reporter.h"
#include "validator/engine/slip_resync.h"
#include "validator/engine/trick_play.h"
#include "validator/engine/variant_hints.h"

namespace stichprobe::engine {
namespace {

constexpr const char* kFormatRule = "THR v1 §6";
constexpr const char* kSessionRule = "THR v1 §2";

Finding session_finding(Severity sev, Category cat, std::string code, Pos pos, Message message, std::string rule,
                        int hand = 0, int seat = 0) {
  Finding f;
  f.severity = sev;
  f.category = cat;
  f.code = std::move(code);
  f.pos = pos;
  set_message(f, std::move(message));
  f.rule = std::move(rule);
  f.hand = hand;
  f.seat = seat;
  f.phase = "session";
  return f;
}

Message did_you_mean(const std::string& name, const std::vector<std::string>& candidates) {
  std::string best = closest_name(name, candidates);
  if (best.empty()) return {"", ""};
  return {" (did you mean '" + best + "'?)", " (gemeint: '" + best + "'?)"};
}

// Options of the record, checked against the game's table; resolved over the defaults.
void resolve_options(const record::Session& s, const GameSpec& spec, const std::string& variant, Options& options,
                     Findings& out) {
  std::set<std::string> seen;
  for (const auto& opt : s.rules) {
    if (auto problem = option_problem(spec, variant, opt.name, opt.value);
        problem && problem->code == "format.unknown-option") {
      out.push_back(session_finding(Severity::Error, Category::Format, problem->code, opt.pos,
                                    std::move(problem->message), kFormatRule));
      continue;
    } else if (!seen.insert(opt.name).second) {
      out.push_back(session_finding(
          Severity::Error, Category::Format, "format.duplicate-option", opt.pos,
          {"rules option '" + opt.name + "' is given twice", "Regeloption '" + opt.name + "' steht zweimal"},
          kFormatRule));
      continue;
    } else if (problem) {
      out.push_back(session_finding(Severity::Error, Category::Format, problem->code, opt.pos,
                                    std::move(problem->message), kFormatRule));
      continue;
    }
    options[opt.name] = opt.value;
  }
}

void check_players(const record::Session& s, const VariantSpec& variant, const std::string& game, Findings& out) {
  SmallVector<char, 16> seated(s.players.size() + 1, 0);  // inline for any table of a game
  const auto first_time = [&](int seat) {
    const bool first = !seated[static_cast<std::size_t>(seat)];
    seated[static_cast<std::size_t>(seat)] = true;
    return first;
  };
  for (const auto& p : s.players) {
    if (p.seat < 1 || p.seat > static_cast<int>(s.players.size()) || !first_time(p.seat))
      out.push_back(session_finding(Severity::Error, Category::Session, "session.players", p.pos,
                                    {"seats must be numbered 1.." + std::to_string(s.players.size()) +
                                         " once each; found seat " + std::to_string(p.seat),
                                     "die Sitze sind je einmal mit 1.." + std::to_string(s.players.size()) +
                                         " zu nummerieren; gefunden: Sitz " + std::to_string(p.seat)},
                                    kSessionRule, 0, p.seat));
  }
  const int n = static_cast<int>(s.players.size());
  const auto& counts = variant.player_counts;
  if (std::find(counts.begin(), counts.end(), n) == counts.end()) {
    std::string allowed;
    for (int c : counts) allowed += (allowed.empty() ? "" : ", ") + std::to_string(c);
    out.push_back(session_finding(
        Severity::Error, Category::Session, "session.player-count", s.players_pos,
        {game + "/" + variant.id + " is played by " + allowed + " players; the record has " + std::to_string(n),
         game + "/" + variant.id + " spielen " + allowed + " Spieler; aufgeschrieben sind " + std::to_string(n)},
        game + "/" + variant.id + ": " + (variant.players_source.empty() ? variant.source : variant.players_source)));
  }
}

// Running totals: each recorded sheet must be the previous sheet plus this hand's
// recorded settlement. A wrong sheet is reported once: the next hand starts from
// what was recorded, not from our sum.
class ScoreSheet {
 public:
  explicit ScoreSheet(int seats)
      : totals_(static_cast<std::size_t>(seats) + 1, Rational(0)),
        expected_(static_cast<std::size_t>(seats) + 1, Rational(0)) {}
  // `explained`: where --explain wants each recorded total beside the sum, or null.
  void add_hand(const record::Hand& hand, const Payments& computed, Findings& out, std::vector<ScoreLine>* explained) {
    SmallVector<Rational, 16>& expected = expected_;
    expected = totals_;  // same size: no allocation per hand
    if (!hand.play && is_played(hand) && !(hand.result && hand.result->settlement)) {
      // Neither play nor settlement: this hand's payments are unknown, so a recorded
      // total is taken as it stands rather than checked against a guess.
      if (hand.result && hand.result->totals)
        for (const auto& t : hand.result->totals->totals)
          if (t.seat >= 1 && t.seat < static_cast<int>(totals_.size()))
            totals_[static_cast<std::size_t>(t.seat)] = t.value;
      return;
    }
    if (hand.result && hand.result->settlement) {
      for (const auto& pay : hand.result->settlement->pays)
        if (pay.seat >= 1 && pay.seat < static_cast<int>(expected.size()))
          expected[static_cast<std::size_t>(pay.seat)] += pay.amount;
    } else {
      for (const auto& [seat, amount] : computed)
        if (seat >= 1 && seat < static_cast<int>(expected.size())) expected[static_cast<std::size_t>(seat)] += amount;
    }
    totals_ = expected;
    if (!hand.result || !hand.result->totals) return;
    for (const auto& t : hand.result->totals->totals) {
      if (t.seat < 1 || t.seat >= static_cast<int>(totals_.size())) continue;
      const Rational want = expected[static_cast<std::size_t>(t.seat)];
      if (explained)
        explained->push_back({{"running total of " + seat_name(t.seat), "Stand von " + seat_name_de(t.seat)},
                              same_in_both(want.to_string()),
                              t.value.to_string(),
                              t.value != want,
                              {"the previous total plus this hand's settlement",
                               "der bisherige Stand plus die Abrechnung dieses Spiels"}});
      if (t.value != want)
        out.push_back(
            session_finding(Severity::Error, Category::Session, "session.running-total", t.pos,
                            {"running total of seat " + std::to_string(t.seat) + " should be " + want.to_string() +
                                 " (previous total plus this hand's settlement), the "
                                 "record has " +
                                 t.value.to_string(),
                             "der Stand von Sitz " + std::to_string(t.seat) + " müsste " + want.to_string() +
                                 " sein (bisheriger Stand plus die Abrechnung dieses Spiels), "
                                 "aufgeschrieben ist " +
                                 t.value.to_string()},
                            "THR v1 §5 Result", hand.n, t.seat));
      totals_[static_cast<std::size_t>(t.seat)] = t.value;
    }
  }

 private:
  SmallVector<Rational, 16> totals_;    // index = seat (inline for any table of a game)
  SmallVector<Rational, 16> expected_;  // this hand's sums
};

// The seat whose turn it was to deal `hand`: after `before` (the last hand with a readable
// dealer, if it came right before), else the one seat after which the next hand's dealer
// follows. 0 when neither shows it.
int dealer_by_rotation(const GameModule& module, const HandContext& ctx, const record::Session& s,
                       const record::Hand& hand, const record::Hand* before) {
  if (before) return module.next_dealer(ctx, *before);
  const auto next = static_cast<std::size_t>(&hand - s.hands.data()) + 1;
  if (next >= s.hands.size() || s.hands[next].dealer_unreadable) return 0;
  record::Hand trial = hand;
  int found = 0;
  for (int d = 1; d <= ctx.seat_count; ++d) {
    trial.dealer = d;
    if (module.next_dealer(ctx, trial) != s.hands[next].dealer) continue;
    if (found) return 0;  // two seats would do: the record does not show which
    found = d;
  }
  return found;
}

// One hand through its game: unknown cards first (the game checks the hand with what the
// record determines filled in), then the game's rules and the variant hints.
HandAnalysis analyse_hand(const GameModule& module, const HandContext& ctx, const record::Hand& hand,
                          const AnalysisOptions& opts) {
  const HandInference inferred = infer_hand(module, ctx, hand);
  HandAnalysis analysis = module.analyse(ctx, inferred.filled ? *inferred.filled : hand, opts);
  if (inferred.ran) {
    std::erase_if(analysis.findings, superseded_by_inference);
    analysis.findings.insert(analysis.findings.begin(), inferred.findings.begin(), inferred.findings.end());
  }
  add_variant_hints(module, ctx, hand, analysis);
  return analysis;
}

void sort_by_place(Findings& f) {
  std::stable_sort(f.begin(), f.end(), [](const Finding& a, const Finding& b) {
    if (a.pos.line != b.pos.line) return a.pos.line < b.pos.line;
    return a.pos.column < b.pos.column;
  });
}

// The finding an unmatched ruling most likely meant: its code at another trick or
// seat, else the code nearest in spelling, else the hand's first finding a ruling
// could accept; nullptr when the hand has none.
const Finding* nearest_finding(const record::Ruling& ruling, const Findings& findings) {
  auto acceptable = [](const Finding& f) {
    return f.severity != Severity::Info && f.code != "session.ruling-unmatched";
  };
  std::vector<std::string> codes;
  for (const auto& f : findings)
    if (acceptable(f)) codes.push_back(f.code);
  const std::string best = std::find(codes.begin(), codes.end(), ruling.code) != codes.end()
                               ? ruling.code
                               : closest_name(ruling.code, codes);
  const Finding* first = nullptr;
  for (const auto& f : findings) {
    if (!acceptable(f)) continue;
    if (f.code == best) return &f;
    if (!first) first = &f;
  }
  return first;
}

// "; the nearest finding is play.must-follow-suit (trick 3, seat 2, line 31)".
Message nearest_text(const Finding* f) {
  if (!f)
    return {"; the hand has no finding a ruling could accept",
            "; das Spiel hat keinen Befund, den ein Entscheid annehmen könnte"};
  std::string en, de;
  if (f->trick) en += "trick " + std::to_string(f->trick) + ", ", de += "Stich " + std::to_string(f->trick) + ", ";
  if (f->seat) en += "seat " + std::to_string(f->seat) + ", ", de += "Sitz " + std::to_string(f->seat) + ", ";
  en += "line " + std::to_string(f->pos.line);
  de += "Zeile " + std::to_string(f->pos.line);
  return {"; the nearest finding is " + f->code + " (" + en + ")",
          "; der nächste Befund ist " + f->code + " (" + de + ")"};
}

// A dealer the reader could not read, or a seat not at the table, is one finding (the
// reader's, or session.dealer here); the hand is checked as dealt by the seat whose turn
// it was (else by the one seat its calls and play fit best), and the rotation resumes
// from the next dealer the record gives. True when the record names a seat at the table;
// else `resolved` is the hand as dealt by whose turn it was, or stays empty when nothing
// shows who dealt.
bool check_dealer(const GameModule& module, const HandContext& ctx, const record::Hand& written,
                  const record::Hand* rotation_base, std::optional<record::Hand>& resolved, Findings& out) {
  resolved.reset();
  const bool dealer_known = !written.dealer_unreadable && written.dealer >= 1 && written.dealer <= ctx.seat_count;
  if (!written.dealer_unreadable && !dealer_known)
    out.push_back(session_finding(Severity::Error, Category::Session, "session.dealer", written.pos,
                                  {"hand " + std::to_string(written.n) + " names dealer seat " +
                                       std::to_string(written.dealer) + ", not a seat at the table",
                                   "Spiel " + std::to_string(written.n) + " nennt als Geber Sitz " +
                                       std::to_string(written.dealer) + ", den es am Tisch nicht gibt"},
                                  kSessionRule, written.n));
  if (!dealer_known) {
    int d = dealer_by_rotation(module, ctx, *ctx.session, written, rotation_base);
    if (!d) d = best_fitting_dealer(module, ctx, written);
    if (d) {
      resolved.emplace(written);
      resolved->dealer = d;
    } else {
      out.push_back(session_finding(
          Severity::Info, Category::Session, "session.dealer-unknown", written.pos,
          {"hand " + std::to_string(written.n) +
               ": the dealer is not known, and neither a neighbouring hand nor "
               "the hand's own calls and play show who dealt; the calls and play are not checked",
           "Spiel " + std::to_string(written.n) +
               ": der Geber ist nicht bekannt, und weder ein benachbartes Spiel "
               "noch die Ansagen und das Spiel selbst zeigen, wer gegeben hat; Ansagen und Spiel sind nicht geprüft"},
          kSessionRule, written.n));
    }
  } else if (const record::Hand* before = rotation_base) {
    const int expected = module.next_dealer(ctx, *before);
    if (expected != written.dealer)
      out.push_back(session_finding(
          Severity::Error, Category::Session, "session.dealer-rotation", written.pos,
          {"hand " + std::to_string(written.n) + " must be dealt by seat " + std::to_string(expected) +
               " (after hand " + std::to_string(before->n) + " dealt by seat " + std::to_string(before->dealer) +
               "), the record says seat " + std::to_string(written.dealer),
           "Spiel " + std::to_string(written.n) + " gibt Sitz " + std::to_string(expected) + " (nach Spiel " +
               std::to_string(before->n) + ", gegeben von Sitz " + std::to_string(before->dealer) +
               "), aufgeschrieben ist Sitz " + std::to_string(written.dealer)},
          ctx.spec->id + ": dealing", written.n, written.dealer));
  }
  return dealer_known;
}

// A hand whose dealer is known, through its game (again with the calls resynchronised
// where the reader could not read some; without its bidding as contract_inference.h says),
// then the parts the game has no use for, the rulings and the parts not recorded.
HandAnalysis check_hand(const GameModule& game, const HandContext& ctx, const record::Hand& hand,
                        const AnalysisOptions& opts) {
  const ContractInference module(game);
  HandAnalysis analysis = analyse_hand(module, ctx, hand, opts);
  if (needs_call_resync(hand, analysis.findings))
    if (auto resync = resync_calls(module, ctx, hand)) {
      analysis = analyse_hand(module, ctx, resync->hand, opts);
      const auto& lines = resync->unread_lines;  // the reader has reported these calls
      std::erase_if(analysis.findings, [&](const Finding& f) {
        return std::binary_search(lines.begin(), lines.end(), static_cast<int>(f.pos.line));
      });
      analysis.findings.insert(analysis.findings.end(), resync->findings.begin(), resync->findings.end());
    }
  if (needs_slip_resync(hand, analysis.findings))
    if (auto read_so = resync_slip(
            hand, analysis.findings, ctx.spec->id, opts,
            [&](const record::Hand& h, const AnalysisOptions& o) { return analyse_hand(module, ctx, h, o); }))
      analysis = std::move(*read_so);
  const Findings unused = unused_parts(hand, ctx.spec->id, ctx.spec->unused_parts);
  analysis.findings.insert(analysis.findings.end(), unused.begin(), unused.end());
  apply_rulings(hand, analysis.findings);
  const Findings missing = missing_parts(hand, analysis.findings);
  if (!missing.empty()) {
    std::erase_if(analysis.findings, [&](const Finding& f) { return superseded_by_missing_part(f, missing); });
    analysis.findings.insert(analysis.findings.end(), missing.begin(), missing.end());
  }
  return analysis;
}

}  // namespace

std::optional<OptionProblem> option_problem(const GameSpec& spec, const std::string& variant, const std::string& name,
                                            const std::string& value) {
  const OptionSpec* o = find_option(spec, name);
  if (!o) {
    std::vector<std::string> names;
    for (const auto& known : spec.options) names.push_back(known.name);
    const auto former = spec.former_options.find(name);
    const Message mean =
        former == spec.former_options.end()
            ? did_you_mean(name, names)
            : Message{" (it was replaced by '" + former->second + "', whose meaning differs: see `stichprobe rules " +
                          spec.id + "`; did you mean '" + former->second + "'?)",
                      " (sie wurde durch '" + former->second +
                          "' ersetzt, das etwas anderes bedeutet: siehe "
                          "`stichprobe rules " +
                          spec.id + "`; gemeint: '" + former->second + "'?)"};
    return OptionProblem{"format.unknown-option",
                         {"unknown rules option '" + name + "' for " + spec.id + mean.en,
                          "unbekannte Regeloption '" + name + "' für " + spec.id + mean.de}};
  }
  if (!o->variants.empty() && std::find(o->variants.begin(), o->variants.end(), variant) == o->variants.end()) {
    std::string where;
    for (const auto& v : o->variants) where += (where.empty() ? "" : ", ") + spec.id + "/" + v;
    const bool one = o->variants.size() == 1;
    return OptionProblem{"format.option-not-in-variant",
                         {"rules option '" + name + "' does not apply to " + spec.id + "/" + variant +
                              (one ? " (did you mean '" + where + "'?)" : " (it applies to " + where + ")"),
                          "Regeloption '" + name + "' gilt nicht für " + spec.id + "/" + variant +
                              (one ? " (gemeint: '" + where + "'?)" : " (sie gilt für " + where + ")")}};
  }
  if (std::find(o->values.begin(), o->values.end(), value) == o->values.end()) {
    std::string allowed;
    for (const auto& v : o->values) allowed += (allowed.empty() ? "" : ", ") + v;
    const Message mean = did_you_mean(value, o->values);
    return OptionProblem{
        "format.bad-option-value",
        {"rules option '" + name + "' cannot be '" + value + "' (allowed: " + allowed + ")" + mean.en,
         "Regeloption '" + name + "' kann nicht '" + value + "' sein (erlaubt: " + allowed + ")" + mean.de}};
  }
  return std::nullopt;
}

void apply_rulings(const record::Hand& hand, Findings& findings) {
  for (const auto& ruling : hand.rulings) {
    bool matched = false;
    for (auto& f : findings) {
      if (f.code != ruling.code || f.severity == Severity::Info) continue;
      if (ruling.trick && *ruling.trick != f.trick) continue;
      if (ruling.seat && *ruling.seat != f.seat) continue;
      f.severity = Severity::Info;
      f.ruling = ruling.decision + ": " + ruling.text;
      matched = true;
    }
    if (!matched) {
      const Message nearest = nearest_text(nearest_finding(ruling, findings));
      Finding f = session_finding(
          Severity::Warning, Category::Session, "session.ruling-unmatched", ruling.pos,
          {"the ruling on '" + ruling.code + "' matches no finding of hand " + std::to_string(hand.n) + nearest.en,
           "der Entscheid zu '" + ruling.code + "' passt zu keinem Befund von Spiel " + std::to_string(hand.n) +
               nearest.de},
          "THR v1 §5", hand.n, ruling.seat.value_or(0));
      f.trick = ruling.trick.value_or(0);
      findings.push_back(std::move(f));
    }
  }
}

SessionReport validate_session(const record::Session& s, const AnalysisOptions& opts) {
  SessionReport report;
  report.game = s.game;
  const GameModule* module = find_game(s.game);
  if (!module) {
    // Unknown names are the reader's findings; a THR game without an engine module is ours.
    if (find_game_vocabulary(s.game))
      report.findings.push_back(session_finding(
          Severity::Warning, Category::Session, "session.game-unsupported", s.pos,
          {"the engine has no rules for '" + s.game + "' yet: " + std::to_string(s.hands.size()) +
               (s.hands.size() == 1 ? " hand is" : " hands are") + " not checked",
           "für '" + s.game + "' kennt die Prüfung noch keine Regeln: " + std::to_string(s.hands.size()) +
               (s.hands.size() == 1 ? " Spiel bleibt" : " Spiele bleiben") + " ungeprüft"},
          "THR v1 §4"));
    return report;
  }
  const GameSpec& spec = module->spec();
  report.variant = s.variant.empty() ? spec.variants.front().id : s.variant;
  const VariantSpec* variant = find_variant(spec, report.variant);
  if (!variant) {
    const GameVocabulary* vocab = find_game_vocabulary(s.game);
    const bool reader_reported =
        !vocab || std::find(vocab->variants.begin(), vocab->variants.end(), report.variant) == vocab->variants.end();
    if (!reader_reported)
      report.findings.push_back(
          session_finding(Severity::Warning, Category::Session, "session.variant-unsupported", s.pos,
                          {"the engine has no rules for " + s.game + "/" + report.variant,
                           "für " + s.game + "/" + report.variant + " kennt die Prüfung keine Regeln"},
                          "THR v1 §4"));
    return report;
  }
  HandContext& ctx = report.context;
  ctx.session = &s;
  ctx.spec = &spec;
  ctx.variant = report.variant;
  ctx.options = default_options(spec, report.variant);
  ctx.seat_count = static_cast<int>(s.players.size());
  resolve_options(s, spec, report.variant, ctx.options, report.findings);
  check_players(s, *variant, spec.id, report.findings);

  ctx.prep = module->prepare(ctx);

  ScoreSheet sheet(ctx.seat_count);
  report.hands.reserve(s.hands.size());
  const record::Hand* previous = nullptr;
  const record::Hand* rotation_base = nullptr;  // the last hand whose dealer the record gives
  std::optional<record::Hand> resolved;         // a hand whose dealer is not known, dealt by whose turn it was
  for (const auto& written : s.hands) {
    ctx.hand_index = static_cast<std::size_t>(&written - s.hands.data());
    HandReport hr;
    hr.n = written.n;
    if (written.contract) {
      hr.contract = written.contract->type;
      hr.declarer = written.contract->declarer.value_or(0);
    }
    const bool dealer_known = check_dealer(*module, ctx, written, rotation_base, resolved, report.findings);
    const record::Hand& hand = resolved ? *resolved : written;
    if (previous && hand.n <= previous->n)
      report.findings.push_back(session_finding(Severity::Warning, Category::Session, "session.hand-number", hand.pos,
                                                {"hand numbers should increase: hand " + std::to_string(hand.n) +
                                                     " follows hand " + std::to_string(previous->n),
                                                 "die Spielnummern sollten steigen: Spiel " + std::to_string(hand.n) +
                                                     " folgt auf Spiel " + std::to_string(previous->n)},
                                                "THR v1 §4", hand.n));
    if (hand.dealer >= 1 && hand.dealer <= ctx.seat_count) hr.analysis = check_hand(*module, ctx, hand, opts);
    sheet.add_hand(hand, hr.analysis.payments, report.findings, opts.derivation ? &hr.analysis.derivation : nullptr);
    report.findings.insert(report.findings.end(), hr.analysis.findings.begin(), hr.analysis.findings.end());
    report.hands.push_back(std::move(hr));
    previous = &written;
    rotation_base = dealer_known ? &written : nullptr;
  }
  ctx.hand_index = static_cast<std::size_t>(-1);  // the context outlives the loop
  sort_by_place(report.findings);
  return report;
}

DocumentReport validate_document(const ReadResult& read, const AnalysisOptions& opts) {
  DocumentReport out;
  out.findings = read.findings;
  const Findings ids = duplicate_ids(read.document);
  out.findings.insert(out.findings.end(), ids.begin(), ids.end());
  out.sessions.reserve(read.document.sessions.size());
  for (const auto& session : read.document.sessions) {
    SessionReport sr = validate_session(session, opts);
    out.hand_count += static_cast<int>(session.hands.size());
    out.findings.insert(out.findings.end(), sr.findings.begin(), sr.findings.end());
    out.sessions.push_back(std::move(sr));
  }
  sort_by_place(out.findings);
  return out;
}

}  // namespace stichprobe::engine
