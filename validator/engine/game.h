// The interface every game module implements. A module is pure: it reads a
// record::Hand (plain data) and returns findings, a replay timeline and the
// derivation of the result. No I/O, no globals, no GUI.
#pragma once
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

#include "formats/finding.h"
#include "formats/record.h"
#include "validator/core/random.h"
#include "validator/engine/card_flow.h"
#include "validator/engine/catalogue.h"
#include "validator/engine/messages.h"
#include "validator/engine/payments.h"
#include "validator/engine/record_parts.h"

namespace stichprobe::engine {

// ---- What a game is: data for `stichprobe rules`, the CLI and the replayer ----

struct OptionSpec {
  std::string name;                 // THR <option name=...>
  std::vector<std::string> values;  // allowed values
  std::string default_value;
  std::vector<std::string> variants;  // where it applies; empty = every variant
  std::string source;                 // the source sentence (or the RULES.md decision) it rests on
  Message help;                       // one line, in English and German
};

struct VariantSpec {
  std::string id;                  // THR variant token
  std::vector<int> player_counts;  // seats at the table that the variant allows
  Message summary;                 // in English and German
  std::string source;
  // Per-variant overrides of option defaults (name -> value).
  std::map<std::string, std::string> option_defaults;
  // The source's sentence on how many play (session.player-count cites it); empty: `source`.
  std::string players_source;
};

struct GameSpec {
  std::string id;                     // THR game token
  std::string name;                   // "Tapp Tarock"
  std::string rules_file;             // ../shared/rules/<file>
  std::vector<VariantSpec> variants;  // first = default
  std::vector<OptionSpec> options;
  // Options renamed because their meaning changed (old name -> the option that replaced
  // it): a record with the old name is told the new one rather than a guess at its value.
  std::map<std::string, std::string> former_options;
  std::vector<std::string> contracts;
  // Display names of cards in the game's own terms (T1 -> "Pagat", F -> "Sküs").
  std::map<std::string, std::string> card_names;
  // The finding codes this game's module reports beyond the shared ones.
  std::vector<FindingInfo> findings;
  // The English and German templates of the messages of those findings (its messages.cpp).
  MessageCatalogue messages;
  // Every hand's payments sum to zero (the players pay each other): a score sheet whose
  // totals do not is wrong. False where a game scores each seat on its own (Tübinger).
  bool zero_sum = true;
  // The parts of a record the game has no use for (record_parts.h): the engine reports each.
  std::vector<UnusedPart> unused_parts;
};

using Options = std::map<std::string, std::string>;  // every option resolved to a value

const VariantSpec* find_variant(const GameSpec& spec, const std::string& variant);
const OptionSpec* find_option(const GameSpec& spec, const std::string& name);
// The default of each option in `variant`, then the record's own <rules>.
Options default_options(const GameSpec& spec, const std::string& variant);
// The same for a registered game, resolved once for all its variants when first asked
// (the games never change); null for a spec no registered game has, or an unknown variant.
const Options* variant_defaults(const GameSpec& spec, const std::string& variant);

// ---- Validating one hand ----

// What a game computes once per session rather than once per hand: its rules
// resolved from the variant and options, and whatever depends on the whole session
// (Tapp: each hand's place in the session). Each game derives its own.
struct SessionPrep {
  virtual ~SessionPrep() = default;
};

struct HandContext;

// What a game carries through a session from hand to hand, in order (Tapp: where the
// session's end stands, after a "Herz-Ass"). The session driver makes one per session
// (GameModule::walk) and steps it with each hand as written, before it checks that
// hand; the game reads it through HandContext::walk. So a hand's check needs no other
// hand of the session, and validate can check a session as it reads it, keeping only
// the hands around the one it checks.
class SessionWalk {
 public:
  virtual ~SessionWalk() = default;
  // `hand` is the session's next hand.
  virtual void step(const HandContext& ctx, const record::Hand& hand) = 0;
  // A copy, for a hand checked on another thread while the walk goes on.
  virtual std::unique_ptr<SessionWalk> clone() const = 0;
};

struct HandContext {
  const record::Session* session = nullptr;
  const GameSpec* spec = nullptr;
  std::string variant;  // resolved (never empty)
  Options options;      // resolved (every option has a value)
  int seat_count = 0;   // players listed at the table
  // Where the hand stands in session->hands; npos when the caller does not know.
  std::size_t hand_index = static_cast<std::size_t>(-1);
  // The game's prepare() for exactly this variant, options and session; null: the
  // game resolves everything per hand. Whoever changes variant or options resets it.
  std::shared_ptr<const SessionPrep> prep;
  // The driver's walk, stepped up to this hand (the last hand it was given is the one
  // checked; before that step, the hand before it). Null: the game works out what it
  // needs from `session`'s hands (tests, the replayer's editor).
  const SessionWalk* walk = nullptr;
};

// The size of the table a hand is played at, the one way every game asks it: the seats
// the session lists (HandContext::seat_count), else its players, else as many hands as
// `hand`'s deal lists (a hand checked on its own); 0 when none of these says.
int table_size(const HandContext& ctx, const record::Hand* hand = nullptr);

// A game's prepare() for each variant and table size with the variant's default options,
// built once (immutable after): most sessions set no option, so preparing them is a
// lookup instead of resolving the rules again. For a prepare() that reads nothing of the
// context but the spec, variant, options and seat_count.
class DefaultPreps {
 public:
  using Make = std::shared_ptr<const SessionPrep> (*)(const HandContext&);
  DefaultPreps(const GameSpec& spec, Make make);
  // The prepared value for ctx where its options are its variant's defaults, else make(ctx).
  std::shared_ptr<const SessionPrep> prepare(const HandContext& ctx) const;

 private:
  struct Entry {
    std::string variant;
    int seat_count = 0;
    const Options* options = nullptr;
    std::shared_ptr<const SessionPrep> prep;
  };
  std::vector<Entry> entries_;
  Make make_;
};

// The game's own SessionPrep in `ctx`, or null (none prepared, or another game's). Asked
// several times per hand: a final Prep is found by its exact type, which is what
// dynamic_cast would find, without libstdc++'s __dynamic_cast walk.
template <class Prep>
const Prep* prepared(const HandContext& ctx) {
  static_assert(std::is_final_v<Prep>, "a game's Prep is final: its exact type is the test");
  const SessionPrep* p = ctx.prep.get();
  return p && typeid(*p) == typeid(Prep) ? static_cast<const Prep*>(p) : nullptr;
}

// A value prepare() computed once for the session (borrowed: no copy per hand), or
// the same value resolved here where nobody prepared one (tests, the replayer,
// variant hints). Each game's `rules_for(ctx)` is one of these, so the fallback is
// written once per game.
template <class T>
class PreparedOr {
 public:
  template <class Resolve>
  PreparedOr(const T* prepared_value, Resolve&& resolve)
      : own_(prepared_value ? std::nullopt : std::optional<T>(std::forward<Resolve>(resolve)())),
        value_(prepared_value ? prepared_value : &*own_) {}
  PreparedOr(const PreparedOr&) = delete;  // value_ may point into own_
  PreparedOr& operator=(const PreparedOr&) = delete;
  const T& operator*() const { return *value_; }
  const T* operator->() const { return value_; }

 private:
  std::optional<T> own_;
  const T* value_;
};

// What every game's rules.cpp writes for the session's rules, once here. A game's `Prep`
// (final, a SessionPrep) holds its resolved `rules`, is built from the context
// (`Prep(const HandContext&)`) and resolves the same rules where nobody prepared them
// (`static Rules resolve(const HandContext&)`). A game whose Prep needs only its rules
// uses RulesPrep.
template <class Rules, Rules (*Resolve)(const std::string& variant, const Options& options)>
struct RulesPrep final : SessionPrep {
  explicit RulesPrep(const HandContext& ctx) : rules(resolve(ctx)) {}
  static Rules resolve(const HandContext& ctx) { return Resolve(ctx.variant, ctx.options); }
  Rules rules;
};

// A game's prepare() where its Prep reads nothing of the context but the spec, variant,
// options and seat count: the default options' preps built once (DefaultPreps), else one
// made for ctx.
template <class Prep>
std::shared_ptr<const SessionPrep> prepare_rules(const GameSpec& spec, const HandContext& ctx) {
  static const DefaultPreps kDefaults(spec, [](const HandContext& c) -> std::shared_ptr<const SessionPrep> {
    return std::make_shared<const Prep>(c);
  });  // immutable once built
  return kDefaults.prepare(ctx);
}

// A game's rules_for(ctx): its Prep's rules borrowed, or resolved here (Prep::resolve).
template <class Prep>
auto prepared_rules(const HandContext& ctx) -> PreparedOr<std::remove_cvref_t<decltype(Prep::resolve(ctx))>> {
  const Prep* prep = prepared<Prep>(ctx);
  return {prep ? &prep->rules : nullptr, [&] { return Prep::resolve(ctx); }};
}

// The table as it stands after one step, for the replayer (one per recorded action).
struct SeatState {
  std::vector<Card> hand;  // cards still held, as dealt/exchanged
  std::vector<Card> won;   // cards in this seat's tricks (and what counts for it)
  int tricks = 0;
  Rational points;                 // running card points of the won cards
  bool active = true;              // false: sitting out
  std::vector<std::string> roles;  // "dealer", "declarer", "partner", "forehand", ...
};

struct TableState {
  std::string phase;                     // deal | auction | exchange | announcement | play | scoring
  std::vector<SeatState> seats;          // index = seat - 1
  std::vector<std::vector<Card>> talon;  // packets still on the table
  std::vector<Card> discards;            // pressed / laid-away cards
  int discard_seat = 0;
  std::vector<std::pair<int, Card>> trick;  // (seat, card) on the table now
  int trick_number = 0;                     // 1-based; 0 before play
  int to_move = 0;                          // seat to act next (0 = none)
  CardSet legal;                            // that seat's legal cards, in play
  std::vector<Message> calls;               // the auction so far, one line per call ("seat 1: dreier")
  Message contract;                         // "dreier by seat 1" / "Dreier von Sitz 1", once known
  // Only at the step that completes a trick: who wins it by the rules, and the
  // record's winner (0 when the record names none).
  int trick_winner = 0;
  int recorded_winner = 0;
};

enum class StepKind { Deal, Call, Contract, Exchange, Swap, Announcement, Play, Score };

struct Step {
  StepKind kind = StepKind::Deal;
  Message label;  // "seat 2 plays HK" / "Sitz 2 spielt HK", "seat 1 calls dreier" / "Sitz 1 sagt Dreier"
  Pos pos;        // where it stands in the file
  int seat = 0;
  int trick = 0;
  std::optional<Card> card;
  TableState state;  // after the step
  // Play steps: the cards the player could legally choose from before this one
  // (with the game's own lead rules, e.g. Tübinger "von oben herunter").
  std::optional<CardSet> legal_before;
};

// One line of the derivation of the result, beside what the table recorded.
struct ScoreLine {
  Message item;      // "declarer card points", "game value (dreier)", "seat 2 pays"
  Message computed;  // "24"; "+3 per defender" / "+3 je Gegenspieler"
  std::optional<std::string> recorded;
  bool mismatch = false;
  Message detail;  // packets, factors, the formula
};

// A computed value that reads the same in both languages (a number, a card list).
inline Message same_in_both(std::string text) { return {text, text}; }

struct HandAnalysis {
  Findings findings;
  std::vector<Step> steps;            // filled when AnalysisOptions::timeline
  std::vector<ScoreLine> derivation;  // filled when AnalysisOptions::derivation
  Payments payments;                  // seat -> computed settlement (+ receives)
  // The bonuses the engine finds earned, as a record lists them (type, seat or side, amount),
  // where the game computes them and the hand decides them; filled with the derivation.
  // `record` adds them where the source gives none (edit/derive.cpp).
  std::vector<record::Bonus> earned;
};

struct Turn;  // legal.h

struct AnalysisOptions {
  bool timeline = false;
  bool derivation = false;
  // What may come next after the record, where someone asks (GameModule::next_turn): each
  // phase offers its legal actions into it (Timeline::next) as it checks the record.
  Turn* next = nullptr;
};

// ---- Generating random legal hands (playout tests, `stichprobe generate`, benchmark) ----

struct GenerateRequest {
  std::string variant;
  Options options;
  int players = 0;
  int dealer = 1;
  int hand_n = 1;
};

class GameModule {
 public:
  virtual ~GameModule() = default;
  virtual const GameSpec& spec() const = 0;

  // Re-runs the hand through the rules. Every finding carries hand/trick/seat/pos.
  virtual HandAnalysis analyse(const HandContext& ctx, const record::Hand& hand, const AnalysisOptions& opts) const = 0;

  // A random legal hand with the table's result filled in as the engine computes it.
  virtual record::Hand generate(core::Rng& rng, const GenerateRequest& req) const = 0;

  // Computed once per session by the driver, before the first hand (see SessionPrep).
  // Default: nothing.
  virtual std::shared_ptr<const SessionPrep> prepare(const HandContext&) const { return nullptr; }

  // The walk through a session this game carries from hand to hand (see SessionWalk).
  // Default: none.
  virtual std::unique_ptr<SessionWalk> walk(const HandContext&) const { return nullptr; }

  // The dealer of the next hand. Default: the player to the right (seat + 1).
  virtual int next_dealer(const HandContext& ctx, const record::Hand& hand) const;

  // Where the cards of the hand go (card_flow.h): the session driver infers the
  // unknown cards from it before analyse(). Default: none (nothing is inferred).
  virtual std::optional<CardFlow> card_flow(const HandContext&, const record::Hand&) const { return std::nullopt; }

  // What may come next after the hand as recorded: the seat to act and the legal actions
  // of the phase the record has reached (legal.h), as analyse() sees the record; without
  // their labels where `labelled` is false (a generator's question).
  Turn next_turn(const HandContext& ctx, const record::Hand& hand, bool labelled = true) const;
  // The same, borrowing `hand` for the probe of the next trick's lead (an empty trick appended
  // and removed again, the hand left as it was) instead of copying it: the generators' question.
  Turn next_turn_borrowing(const HandContext& ctx, record::Hand& hand, bool labelled = true) const;

  // The contracts a hand recorded without <auction> and <contract> may have been played in
  // (contract_inference.h: the session driver checks the one the exchange, play and result
  // fit best). Default: none (the hand is checked without a contract).
  virtual std::vector<record::Contract> possible_contracts(const HandContext&, const record::Hand&) const { return {}; }
};

// The dealer to the right of the last (seat + 1): GameModule::next_dealer's default.
int dealer_to_the_right(const HandContext& ctx, const record::Hand& hand);

// The functions each game folder defines, one signature each, so that the compiler holds
// every game to one shape (validator/games/<game>/module.cpp lists them). The first six
// every game has; next_dealer and walk where the game has its own (else the defaults).
struct GameFunctions {
  const GameSpec& (*spec)();
  HandAnalysis (*analyse_hand)(const HandContext&, const record::Hand&, const AnalysisOptions&);
  record::Hand (*generate_hand)(core::Rng&, const GenerateRequest&);
  std::shared_ptr<const SessionPrep> (*prepare)(const HandContext&);
  std::optional<CardFlow> (*card_flow)(const HandContext&, const record::Hand&);
  std::vector<record::Contract> (*possible_contracts)(const HandContext&, const record::Hand&);
  int (*next_dealer)(const HandContext&, const record::Hand&) = nullptr;
  std::unique_ptr<SessionWalk> (*walk)(const HandContext&) = nullptr;
};

// A game made of its functions: what each game's module() is.
class FunctionModule final : public GameModule {
 public:
  explicit FunctionModule(const GameFunctions& f) : f_(f) {}
  const GameSpec& spec() const override { return f_.spec(); }
  HandAnalysis analyse(const HandContext& ctx, const record::Hand& hand, const AnalysisOptions& opts) const override {
    return f_.analyse_hand(ctx, hand, opts);
  }
  record::Hand generate(core::Rng& rng, const GenerateRequest& req) const override {
    return f_.generate_hand(rng, req);
  }
  std::shared_ptr<const SessionPrep> prepare(const HandContext& ctx) const override { return f_.prepare(ctx); }
  std::unique_ptr<SessionWalk> walk(const HandContext& ctx) const override { return f_.walk ? f_.walk(ctx) : nullptr; }
  int next_dealer(const HandContext& ctx, const record::Hand& hand) const override {
    return f_.next_dealer ? f_.next_dealer(ctx, hand) : dealer_to_the_right(ctx, hand);
  }
  std::optional<CardFlow> card_flow(const HandContext& ctx, const record::Hand& hand) const override {
    return f_.card_flow(ctx, hand);
  }
  std::vector<record::Contract> possible_contracts(const HandContext& ctx, const record::Hand& hand) const override {
    return f_.possible_contracts(ctx, hand);
  }

 private:
  GameFunctions f_;
};

}  // namespace stichprobe::engine
