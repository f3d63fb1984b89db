#include "validator/engine/validate.h"

#include <algorithm>
#include <optional>
#include <set>

#include "formats/vocabulary.h"
#include "validator/engine/call_resync.h"
#include "validator/engine/contract_inference.h"
#include "validator/engine/infer_hand.h"
#include "validator/engine/missing_parts.h"
#include "validator/engine/missing_trick.h"
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

// A session's finding with its message made.
Finding session_finding_of(Severity sev, Category cat, std::string_view code, Pos pos, Message message,
                           std::string rule, int hand = 0, int seat = 0) {
  Finding f;
  f.severity = sev;
  f.category = cat;
  f.code = code;
  f.pos = pos;
  set_message(f, std::move(message));
  f.rule = std::move(rule);
  f.hand = hand;
  f.seat = seat;
  f.phase = "session";
  return f;
}

// A session's finding: its message is the shared template of `key` (engine/messages.h).
Finding session_finding(Severity sev, Category cat, std::string_view key, Pos pos, Values values, std::string rule,
                        int hand = 0, int seat = 0) {
  return session_finding_of(sev, cat, code_of_key(key), pos, say({}, key, values), std::move(rule), hand, seat);
}

// Options of the record, checked against the game's table; resolved over the defaults.
void resolve_options(const record::Session& s, const GameSpec& spec, const std::string& variant, Options& options,
                     Findings& out) {
  std::set<std::string> seen;
  for (const auto& opt : s.rules) {
    if (auto problem = option_problem(spec, variant, opt.name, opt.value);
        problem && problem->code == "format.unknown-option") {
      out.push_back(session_finding_of(Severity::Error, Category::Format, problem->code, opt.pos,
                                       std::move(problem->message), kFormatRule));
      continue;
    } else if (!seen.insert(opt.name).second) {
      out.push_back(session_finding(Severity::Error, Category::Format, "format.duplicate-option", opt.pos,
                                    {{"name", opt.name}}, kFormatRule));
      continue;
    } else if (problem) {
      out.push_back(session_finding_of(Severity::Error, Category::Format, problem->code, opt.pos,
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
                                    {{"count", s.players.size()}, {"seat", p.seat}}, kSessionRule, 0, p.seat));
  }
  const int n = static_cast<int>(s.players.size());
  const auto& counts = variant.player_counts;
  if (std::find(counts.begin(), counts.end(), n) == counts.end()) {
    std::string allowed;
    for (int c : counts) allowed += (allowed.empty() ? "" : ", ") + std::to_string(c);
    out.push_back(session_finding(
        Severity::Error, Category::Session, "session.player-count", s.players_pos,
        {{"variant", game + "/" + variant.id}, {"allowed", allowed}, {"count", n}},
        game + "/" + variant.id + ": " + (variant.players_source.empty() ? variant.source : variant.players_source)));
  }
}

}  // namespace

// Running totals: each recorded sheet must be the previous sheet plus this hand's
// recorded settlement. A wrong sheet is reported once: the next hand starts from
// what was recorded, not from our sum.
class ScoreSheet {
 public:
  // The sheet's figures live in the session checker (index = seat). `zero_sum`: the game's
  // payments always sum to zero (the players pay each other).
  ScoreSheet(SmallVector<Rational, 16>& totals, SmallVector<Rational, 16>& expected, bool zero_sum)
      : totals_(totals), expected_(expected), zero_sum_(zero_sum) {}
  static void start(int seats, SmallVector<Rational, 16>& totals, SmallVector<Rational, 16>& expected) {
    totals.assign(static_cast<std::size_t>(seats) + 1, Rational(0));
    expected.assign(static_cast<std::size_t>(seats) + 1, Rational(0));
  }
  // `explained`: where --explain wants each recorded total beside the sum, or null.
  // `known`: the engine computed the hand's payments (its play decides them).
  void add_hand(const record::Hand& hand, const Payments& computed, bool known, Findings& out,
                std::vector<ScoreLine>* explained) {
    SmallVector<Rational, 16>& expected = expected_;
    expected = totals_;  // same size: no allocation per hand
    if ((!hand.play || !known) && is_played(hand) && !(hand.result && hand.result->settlement)) {
      // Neither play nor settlement (a score sheet): this hand's payments are unknown, so a
      // recorded total is taken as it stands rather than checked against a guess; only
      // that the players paid each other can be checked.
      if (hand.result && hand.result->totals) {
        for (const auto& t : hand.result->totals->totals)
          if (t.seat >= 1 && t.seat < static_cast<int>(totals_.size()))
            totals_[static_cast<std::size_t>(t.seat)] = t.value;
        check_sum(hand, out);
      }
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
    const SmallVector<Rational, 16> previous = totals_;
    totals_ = expected;
    if (!hand.result || !hand.result->totals) return;
    for (const auto& t : hand.result->totals->totals) {
      if (t.seat < 1 || t.seat >= static_cast<int>(totals_.size())) continue;
      const Rational want = expected[static_cast<std::size_t>(t.seat)];
      // A payment the hand's own check finds wrong is that one finding: a total that adds
      // the computed payment is the sheet's right sum, not a second slip.
      if (t.value != want &&
          total_adds_computed(hand, t.seat, previous[static_cast<std::size_t>(t.seat)], t.value, computed)) {
        totals_[static_cast<std::size_t>(t.seat)] = t.value;
        continue;
      }
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
                            {{"seat", t.seat}, {"expected", want.to_string()}, {"recorded", t.value.to_string()}},
                            "THR v1 §5 Result", hand.n, t.seat));
      totals_[static_cast<std::size_t>(t.seat)] = t.value;
    }
  }

 private:
  // A sheet of every seat's total must sum to zero where the players pay each other.
  void check_sum(const record::Hand& hand, Findings& out) const {
    if (!zero_sum_) return;
    Rational sum;
    SmallVector<char, 16> listed(totals_.size(), 0);
    for (const auto& t : hand.result->totals->totals)
      if (t.seat >= 1 && t.seat < static_cast<int>(totals_.size())) {
        sum += t.value;
        listed[static_cast<std::size_t>(t.seat)] = 1;
      }
    if (sum == Rational(0) || std::count(listed.begin() + 1, listed.end(), 1) + 1 != static_cast<long>(totals_.size()))
      return;
    out.push_back(session_finding(Severity::Error, Category::Session, "session.totals-sum", hand.result->totals->pos,
                                  {{"hand", hand.n}, {"sum", sum.to_string()}}, "THR v1 §5 Result", hand.n));
  }

  SmallVector<Rational, 16>& totals_;    // index = seat (inline for any table of a game)
  SmallVector<Rational, 16>& expected_;  // this hand's sums
  bool zero_sum_ = true;
};

namespace {

// The seat whose turn it was to deal `hand`: after `before` (the last hand with a readable
// dealer, if it came right before; `after_before` the dealer that follows it), else the
// one seat after which the next hand's dealer follows. 0 when neither shows it.
int dealer_by_rotation(const GameModule& module, const HandContext& ctx, const record::Hand& hand,
                       const record::Hand* before, int after_before, const record::Hand* next) {
  if (before) return after_before;
  if (!next || next->dealer_unreadable) return 0;
  record::Hand trial = hand;
  int found = 0;
  for (int d = 1; d <= ctx.seat_count; ++d) {
    trial.dealer = d;
    if (module.next_dealer(ctx, trial) != next->dealer) continue;
    if (found) return 0;  // two seats would do: the record does not show which
    found = d;
  }
  return found;
}

// One hand through its game: unknown cards first (the game checks the hand with what the
// record determines filled in), then the game's rules and the variant hints.
HandAnalysis analyse_hand(const GameModule& module, const HandContext& ctx, const record::Hand& written,
                          const AnalysisOptions& opts) {
  if (written.deal && !has_unknown_cards(written)) {  // the common case: nothing to derive or infer
    HandAnalysis analysis = module.analyse(ctx, written, opts);
    add_variant_hints(module, ctx, written, analysis);
    return analysis;
  }
  const std::optional<record::Hand> led = with_derived_leads(module, ctx, written);
  const record::Hand& hand = led ? *led : written;
  const HandInference inferred = infer_hand(module, ctx, hand);
  HandAnalysis analysis = module.analyse(ctx, inferred.filled ? *inferred.filled : hand, opts);
  if (inferred.ran) {
    std::erase_if(analysis.findings, superseded_by_inference);
    analysis.findings.insert(analysis.findings.begin(), inferred.findings.begin(), inferred.findings.end());
  }
  add_variant_hints(module, ctx, hand, analysis);
  return analysis;
}

}  // namespace

void sort_by_place(Findings& f) {
  std::stable_sort(f.begin(), f.end(), [](const Finding& a, const Finding& b) { return a.pos < b.pos; });
}

namespace {

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

// The form of session.ruling-unmatched that names `f` (trick 3, seat 2, line 31), or says
// the hand has none.
std::string_view unmatched_form(const Finding* f) {
  if (!f) return "session.ruling-unmatched/none";
  if (f->trick && f->seat) return "session.ruling-unmatched/trick-seat";
  if (f->trick) return "session.ruling-unmatched/trick";
  if (f->seat) return "session.ruling-unmatched/seat";
  return "session.ruling-unmatched";
}

// A dealer the reader could not read, or a seat not at the table, is one finding (the
// reader's, or session.dealer here); the hand is checked as dealt by the seat whose turn
// it was (else by the one seat its calls and play fit best), and the rotation resumes
// from the next dealer the record gives. True when the record names a seat at the table;
// else `resolved` is the hand as dealt by whose turn it was, or stays empty when nothing
// shows who dealt. `after_base`: the dealer after `rotation_base` (asked of the game
// before its walk took this hand); `next`: the hand after this one, if any.
bool check_dealer(const GameModule& module, const HandContext& ctx, const record::Hand& written,
                  const record::Hand* rotation_base, int after_base, const record::Hand* next,
                  std::optional<record::Hand>& resolved, Findings& out) {
  resolved.reset();
  const bool dealer_known = !written.dealer_unreadable && written.dealer >= 1 && written.dealer <= ctx.seat_count;
  if (!written.dealer_unreadable && !dealer_known)
    out.push_back(session_finding(Severity::Error, Category::Session, "session.dealer", written.pos,
                                  {{"hand", written.n}, {"dealer", written.dealer}}, kSessionRule, written.n));
  if (!dealer_known) {
    int d = dealer_by_rotation(module, ctx, written, rotation_base, after_base, next);
    if (!d) d = best_fitting_dealer(module, ctx, written);
    if (d) {
      resolved.emplace(written);
      resolved->dealer = d;
    } else {
      out.push_back(session_finding(Severity::Info, Category::Session, "session.dealer-unknown", written.pos,
                                    {{"hand", written.n}}, kSessionRule, written.n));
    }
  } else if (const record::Hand* before = rotation_base) {
    const int expected = after_base;
    if (expected != written.dealer) {
      // One slip, one finding: where the hand's calls and play fit the rotation's dealer
      // and not the written one, the hand is checked as dealt by the rotation's.
      const bool rotation_fits = best_fitting_dealer(module, ctx, written) == expected;
      if (rotation_fits) {
        resolved.emplace(written);
        resolved->dealer = expected;
      }
      out.push_back(session_finding(Severity::Error, Category::Session,
                                    rotation_fits ? "session.dealer-rotation/fits" : "session.dealer-rotation",
                                    written.pos,
                                    {{"hand", written.n},
                                     {"expected", expected},
                                     {"before", before->n},
                                     {"before_dealer", before->dealer},
                                     {"recorded", written.dealer}},
                                    ctx.spec->id + ": dealing", written.n, written.dealer));
    }
  }
  return dealer_known;
}

// A hand whose dealer is known, through its game (again with the calls resynchronised
// where the reader could not read some; without its bidding as contract_inference.h says),
// then the parts the game has no use for, the rulings and the parts not recorded.
// A hand of a score sheet: nothing but its result (running totals): the game has nothing
// to check; that its play is not recorded is said once (missing_parts).
bool result_only(const record::Hand& hand) {
  return !hand.deal && !hand.auction && !hand.contract && hand.exchanges.empty() && hand.swaps.empty() &&
         hand.announcements.empty() && !hand.play && hand.result;
}

HandAnalysis check_hand(const GameModule& game, const HandContext& ctx, const record::Hand& hand,
                        const AnalysisOptions& opts) {
  if (result_only(hand)) {
    HandAnalysis analysis;
    analysis.findings = missing_parts(hand, {});
    return analysis;
  }
  const ContractInference module(game);
  HandAnalysis analysis = analyse_hand(module, ctx, hand, opts);
  if (needs_call_resync(hand, analysis.findings))
    if (auto resync = resync_calls(module, ctx, hand)) {
      analysis = analyse_hand(module, ctx, resync->hand, opts);
      const auto& unread = resync->unread;  // the reader has reported these calls
      std::erase_if(analysis.findings, [&](const Finding& f) {
        return std::any_of(unread.begin(), unread.end(), [&](const CallSpan& s) { return s.holds(f.pos); });
      });
      analysis.findings.insert(analysis.findings.end(), resync->findings.begin(), resync->findings.end());
    }
  if (needs_slip_resync(hand, analysis.findings))
    if (auto read_so = resync_slip(
            hand, analysis.findings, ctx.spec->id, opts,
            [&](const record::Hand& h, const AnalysisOptions& o) { return analyse_hand(module, ctx, h, o); }))
      analysis = std::move(*read_so);
  if (needs_trick_resync(hand, analysis.findings))
    if (auto left_out = resync_missing_trick(
            hand, ctx.spec->id, opts,
            [&](const record::Hand& h, const AnalysisOptions& o) { return analyse_hand(module, ctx, h, o); }))
      analysis = std::move(*left_out);
  narrow_to_source(hand, analysis.findings);
  const Findings unused = unused_parts(hand, ctx.spec->id, ctx.spec->unused_parts);
  analysis.findings.insert(analysis.findings.end(), unused.begin(), unused.end());
  apply_rulings(hand, analysis.findings);
  const Findings computed = computed_parts(hand);
  if (!computed.empty()) narrow_to_computed(hand, analysis.findings);
  analysis.findings.insert(analysis.findings.end(), computed.begin(), computed.end());
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
    if (former != spec.former_options.end())
      return OptionProblem{"format.unknown-option", say({}, "format.unknown-option/former",
                                                        {{"name", name}, {"game", spec.id}, {"near", former->second}})};
    const std::string near = closest_name(name, names);
    return OptionProblem{"format.unknown-option",
                         say({}, near.empty() ? "format.unknown-option" : "format.unknown-option/near",
                             {{"name", name}, {"game", spec.id}, {"near", near}})};
  }
  if (!o->variants.empty() && std::find(o->variants.begin(), o->variants.end(), variant) == o->variants.end()) {
    std::string where;
    for (const auto& v : o->variants) where += (where.empty() ? "" : ", ") + spec.id + "/" + v;
    const bool one = o->variants.size() == 1;
    return OptionProblem{"format.option-not-in-variant",
                         say({}, one ? "format.option-not-in-variant/one" : "format.option-not-in-variant",
                             {{"name", name}, {"variant", spec.id + "/" + variant}, {"where", where}})};
  }
  if (std::find(o->values.begin(), o->values.end(), value) == o->values.end()) {
    std::string allowed;
    for (const auto& v : o->values) allowed += (allowed.empty() ? "" : ", ") + v;
    const std::string near = closest_name(value, o->values);
    return OptionProblem{"format.bad-option-value",
                         say({}, near.empty() ? "format.bad-option-value" : "format.bad-option-value/near",
                             {{"name", name}, {"value", value}, {"allowed", allowed}, {"near", near}})};
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
      const Finding* nearest = nearest_finding(ruling, findings);
      Finding f = session_finding(Severity::Warning, Category::Session, unmatched_form(nearest), ruling.pos,
                                  {{"code", ruling.code},
                                   {"hand", hand.n},
                                   {"nearest", nearest ? nearest->code : std::string()},
                                   {"trick", nearest ? nearest->trick : 0},
                                   {"seat", nearest ? nearest->seat : 0},
                                   {"line", nearest ? static_cast<long>(nearest->pos.line) : 0L}},
                                  "THR v1 §5", hand.n, ruling.seat.value_or(0));
      f.trick = ruling.trick.value_or(0);
      findings.push_back(std::move(f));
    }
  }
}

SessionChecker::SessionChecker(const record::Session& s, const AnalysisOptions& opts)
    : session_(s), opts_(opts), module_(find_game(s.game)) {
  game_ = s.game;
  if (!module_) return;  // a THR game without rules: its hands are counted (finish())
  const GameSpec& spec = module_->spec();
  variant_ = s.variant.empty() ? spec.variants.front().id : s.variant;
  const VariantSpec* variant = find_variant(spec, variant_);
  if (!variant) {
    const GameVocabulary* vocab = find_game_vocabulary(s.game);
    const bool reader_reported =
        !vocab || std::find(vocab->variants.begin(), vocab->variants.end(), variant_) == vocab->variants.end();
    if (!reader_reported)
      findings_.push_back(session_finding(Severity::Warning, Category::Session, "session.variant-unsupported", s.pos,
                                          {{"variant", s.game + "/" + variant_}}, "THR v1 §4"));
    unsupported_variant_ = true;
    return;
  }
  ctx_.session = &s;
  ctx_.spec = &spec;
  ctx_.variant = variant_;
  ctx_.options = default_options(spec, variant_);
  ctx_.seat_count = static_cast<int>(s.players.size());
  resolve_options(s, spec, variant_, ctx_.options, findings_);
  check_players(s, *variant, spec.id, findings_);
  ctx_.prep = module_->prepare(ctx_);
  walk_ = module_->walk(ctx_);
  ctx_.walk = walk_.get();
  ScoreSheet::start(ctx_.seat_count, totals_, expected_);
}

SessionChecker::~SessionChecker() = default;

bool SessionChecker::checks_hands() const { return module_ && !unsupported_variant_; }

Findings SessionChecker::take_findings() {
  Findings out;
  out.swap(findings_);
  return out;
}

void SessionChecker::begin(HandCheck& h, const record::Hand& written, const record::Hand* next) {
  h.written = &written;
  h.resolved.reset();
  h.checked = false;
  h.before.clear();
  h.walk.reset();
  h.report = HandReport{};
  ++hands_;
  if (!checks_hands()) return;
  const auto& hands = session_.hands;
  const std::less<const record::Hand*> below;
  const bool inside = !hands.empty() && !below(&written, hands.data()) && below(&written, hands.data() + hands.size());
  ctx_.hand_index = inside ? static_cast<std::size_t>(&written - hands.data()) : static_cast<std::size_t>(-1);
  h.report.n = written.n;
  if (written.contract) {
    h.report.contract = written.contract->type;
    h.report.declarer = written.contract->declarer.value_or(0);
  }
  // The dealer after the hand before is the game's to say while its walk still stands there.
  const int after_base = rotation_base_ ? module_->next_dealer(ctx_, *rotation_base_) : 0;
  if (walk_) walk_->step(ctx_, written);
  const bool dealer_known =
      check_dealer(*module_, ctx_, written, rotation_base_, after_base, next, h.resolved, h.before);
  const record::Hand& hand = h.resolved ? *h.resolved : written;
  h.report.dealer = hand.dealer >= 1 && hand.dealer <= ctx_.seat_count ? hand.dealer : 0;
  if (previous_n_ && hand.n <= *previous_n_)
    h.before.push_back(session_finding(Severity::Warning, Category::Session, "session.hand-number", hand.pos,
                                       {{"hand", hand.n}, {"previous", *previous_n_}}, "THR v1 §4", hand.n));
  h.checked = hand.dealer >= 1 && hand.dealer <= ctx_.seat_count;
  previous_n_ = written.n;
  if (h.resolved) {  // the rotation goes on from whose turn it was (a dealer not read, or written wrong)
    rotation_copy_ = *h.resolved;
    rotation_base_ = &*rotation_copy_;
  } else {
    rotation_base_ = dealer_known ? &written : nullptr;
  }
}

void SessionChecker::detach(HandCheck& h) const {
  if (walk_) h.walk = walk_->clone();
}

void SessionChecker::analyse(HandCheck& h) const {
  if (h.checked) h.report.analysis = check_hand(*module_, ctx_, h.resolved ? *h.resolved : *h.written, opts_);
}

void SessionChecker::analyse(HandCheck& h, HandContext& ctx) const {
  if (!h.checked) return;
  ctx.walk = h.walk ? h.walk.get() : ctx_.walk;
  ctx.hand_index = static_cast<std::size_t>(-1);
  h.report.analysis = check_hand(*module_, ctx, h.resolved ? *h.resolved : *h.written, opts_);
}

void SessionChecker::end(HandCheck& h, Findings& out) {
  out.insert(out.end(), h.before.begin(), h.before.end());
  if (!checks_hands()) return;
  const record::Hand& hand = h.resolved ? *h.resolved : *h.written;
  const HandAnalysis& a = h.report.analysis;
  // Contracts that fit the hand alike but pay differently leave its payments unknown.
  const bool open_contract =
      a.payments.empty() && std::any_of(a.findings.begin(), a.findings.end(),
                                        [](const Finding& f) { return f.code == "auction.not-recorded"; });
  ScoreSheet(totals_, expected_, module_->spec().zero_sum)
      .add_hand(hand, a.payments, payments_known(a.findings) && !open_contract, out,
                opts_.derivation ? &h.report.analysis.derivation : nullptr);
  out.insert(out.end(), h.report.analysis.findings.begin(), h.report.analysis.findings.end());
}

void SessionChecker::finish(Findings& out) {
  ctx_.hand_index = static_cast<std::size_t>(-1);  // the context outlives the hands
  // Unknown names are the reader's findings; a THR game without an engine module is ours.
  if (!module_ && find_game_vocabulary(game_))
    out.push_back(session_finding(Severity::Warning, Category::Session,
                                  hands_ == 1 ? "session.game-unsupported/one" : "session.game-unsupported",
                                  session_.pos, {{"game", game_}, {"hands", hands_}}, "THR v1 §4"));
}

HandContext SessionChecker::context() const {
  HandContext ctx = ctx_;
  ctx.walk = nullptr;  // it moves on with the hands
  return ctx;
}

HandContext SessionChecker::take_context() {
  ctx_.walk = nullptr;
  return std::move(ctx_);
}

SessionReport validate_session(const record::Session& s, const AnalysisOptions& opts) {
  SessionChecker checker(s, opts);
  SessionReport report;
  report.game = checker.game();
  report.variant = checker.variant();
  report.findings = checker.take_findings();
  if (checker.checks_hands()) report.hands.reserve(s.hands.size());
  SessionChecker::HandCheck h;
  for (std::size_t i = 0; i < s.hands.size(); ++i) {
    checker.begin(h, s.hands[i], i + 1 < s.hands.size() ? &s.hands[i + 1] : nullptr);
    checker.analyse(h);
    checker.end(h, report.findings);
    if (checker.checks_hands()) report.hands.push_back(std::move(h.report));
  }
  checker.finish(report.findings);
  report.context = checker.take_context();
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
