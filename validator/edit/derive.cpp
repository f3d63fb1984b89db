#include "validator/edit/derive.h"

#include <algorithm>

#include "formats/transcript_annotations.h"
#include "formats/transcript_words.h"
#include "formats/vocabulary.h"
#include "validator/edit/choices.h"
#include "validator/engine/generate.h"
#include "validator/engine/infer_hand.h"

namespace stichprobe::edit {
namespace {

// The actions of one step, each hand's after a SelectHand of it.
class Batch {
 public:
  void on(std::size_t hand, Action action) {
    if (hand != hand_) actions_.push_back(SelectHand{hand});
    hand_ = hand;
    actions_.push_back(std::move(action));
  }
  void apply(EditSession& e, const char* label) {
    if (actions_.empty()) return;
    const std::size_t current = e.current_hand();
    actions_.push_back(SelectHand{current});
    e.apply_all(actions_, label);
  }

 private:
  std::vector<Action> actions_;
  std::size_t hand_ = static_cast<std::size_t>(-1);
};

const engine::HandReport* report_of(const EditSession& e, std::size_t h) {
  const auto& hands = e.analysis().report.hands;
  return h < hands.size() ? &hands[h] : nullptr;
}

// The hand before its announcements and play: what the turn of an auction or an exchange
// rests on.
void before_play(record::Hand& h) {
  h.announcements.clear();
  h.play.reset();
  h.rulings.clear();
  h.result.reset();
}

// The session as far as its auctions go (each hand's deal, calls and contract): whose turn
// it was to deal follows from these alone, whatever slips the play holds.
void auction_only(record::Hand& h) {
  h.exchanges.clear();
  h.swaps.clear();
  before_play(h);
}

record::Session auctions_only(record::Session s) {
  for (auto& h : s.hands) auction_only(h);
  return s;
}

bool unseated(const record::Hand& hand) {
  return hand.auction && std::any_of(hand.auction->calls.begin(), hand.auction->calls.end(),
                                     [](const record::Call& c) { return c.seat_unreadable; });
}

void dealers(EditSession& e) {
  const auto& hands = e.session().hands;
  if (std::none_of(hands.begin(), hands.end(), [](const record::Hand& h) { return h.dealer_unreadable; })) return;
  const Analysis a = analyse(auctions_only(e.session()));
  Batch step;
  for (std::size_t h = 0; h < hands.size() && h < a.report.hands.size(); ++h)
    if (hands[h].dealer_unreadable && a.report.hands[h].dealer) step.on(h, SetDealer{a.report.hands[h].dealer});
  step.apply(e, "the dealers the rotation gives");
}

bool out_of_turn(const Findings& faults) {
  return std::any_of(faults.begin(), faults.end(), [](const Finding& f) {
    return f.code == "auction.out-of-turn" || f.code == "auction.call-after-end" || f.code == "auction.after-close";
  });
}

// The seat whose turn it is to speak when call `i` of `hand` is made (the calls before
// it seated), tried by validating: each seat with the call, as the hand's only record so
// far; the first the engine takes without a fault at the call, else the first whose turn
// it is. 0 where none. Only where the legal actions cannot say (seat_to_speak).
int seat_by_trial(const record::Session& session, const record::Hand& hand, std::size_t i) {
  record::Session trial = session;
  trial.hands = {hand};
  record::Hand& h = trial.hands.front();
  auction_only(h);
  h.contract.reset();
  h.outcome.reset();
  h.auction->calls.resize(i + 1);
  int in_turn = 0;
  for (int seat = 1; seat <= static_cast<int>(session.players.size()); ++seat) {
    h.auction->calls[i].seat = seat;
    h.auction->calls[i].seat_unreadable = false;
    const Analysis a = analyse(trial);
    const Findings faults = faults_at(a.findings, h.auction->calls[i].pos);
    if (faults.empty()) return seat;
    if (!in_turn && !out_of_turn(faults)) in_turn = seat;
  }
  return in_turn;
}

// The calls with each misspelt bid read as the one call word closest to it, only to
// follow the turn past it (the call stays unreadable in the record, and the engine says
// so at it); false where a call cannot be read so (no or several close words, an
// unreadable suit or card).
bool read_as_meant(const std::string& game, std::vector<record::Call>& calls) {
  const GameVocabulary* vocab = find_game_vocabulary(game);
  for (record::Call& c : calls) {
    if (c.suit_unreadable || c.card_unreadable) return false;
    if (!c.bid_unreadable) continue;
    const auto bid = vocab ? transcript::likely_bid(game, c.bid, vocab->bids) : std::nullopt;
    if (!bid) return false;
    c.bid = *bid;
    c.bid_unreadable = false;
  }
  return true;
}

bool is_exchange_step(engine::ActionKind k) {
  return k == engine::ActionKind::Take || k == engine::ActionKind::Discard || k == engine::ActionKind::Swap ||
         k == engine::ActionKind::Give;
}

bool same_call(const record::Call& a, const record::Call& b) {
  return a.bid == b.bid && a.suit == b.suit && a.card == b.card;
}

// The seat whose turn it is to speak when call `i` of `hand` is made (the calls before it
// seated), from the engine's legal actions after the calls before it: the seat whose
// legal call it is (the lowest, where several seats may make it, as a Tout question),
// else the seat to speak (the call is then not legal, and the engine says so at it).
// The hand keeps its exchanges: in Tübinger Tarock the dealer lays before the bidding,
// and the Rufen depend on his cards after laying (a transcript types the laying after
// the calls, but the engine reads the phases in the table's order); an exchange typed
// without its seat that the turn asks for before the calls is taken as the seat the turn
// names for it. 0 where the auction is over. Where the turn still offers no call and no
// exchange step (a fault before the auction that stops the offers), or a call before it
// cannot be read as meant (read_as_meant), the seat is found by trial.
int seat_to_speak(const record::Session& session, const record::Hand& hand, std::size_t i) {
  record::Session trial = session;
  trial.hands = {hand};
  record::Hand& h = trial.hands.front();
  before_play(h);
  h.contract.reset();
  h.outcome.reset();
  h.auction->calls.resize(i);
  if (!read_as_meant(session.game, h.auction->calls)) return seat_by_trial(session, hand, i);
  engine::Turn turn = next_turn(trial, 0);
  for (record::Exchange& x : h.exchanges) {
    if (!x.seat_unreadable) continue;
    if (turn.actions.empty() || !turn.seat || !is_exchange_step(turn.actions.front().kind)) break;
    x.seat = turn.seat;
    x.seat_unreadable = false;
    turn = next_turn(trial, 0);
  }
  const record::Call& typed = hand.auction->calls[i];
  int seat = 0;
  bool calls = false;
  for (const engine::LegalAction& a : turn.actions) {
    if (a.kind != engine::ActionKind::Call) continue;
    calls = true;
    if (same_call(a.call, typed) && (!seat || a.seat < seat)) seat = a.seat;
  }
  if (seat) return seat;
  if (calls) return turn.seat;
  if (turn.contract || !turn.outcome.empty()) return 0;  // the auction is over
  return seat_by_trial(session, hand, i);
}

// The hand with each unseated call given whose turn it was to speak.
record::Hand seated_calls(const record::Session& session, record::Hand hand) {
  if (!unseated(hand)) return hand;
  for (std::size_t i = 0; i < hand.auction->calls.size(); ++i) {
    record::Call& call = hand.auction->calls[i];
    if (!call.seat_unreadable) continue;
    const int seat = seat_to_speak(session, hand, i);
    if (!seat) break;  // the calls after it have no turn to follow
    call.seat = seat;
    call.seat_unreadable = false;
  }
  return hand;
}

void call_seats(EditSession& e) {
  Batch step;
  const auto& hands = e.session().hands;
  for (std::size_t h = 0; h < hands.size(); ++h) {
    if (!unseated(hands[h])) continue;
    const record::Hand seated = seated_calls(e.session(), hands[h]);
    for (std::size_t i = 0; i < seated.auction->calls.size(); ++i)
      if (hands[h].auction->calls[i].seat_unreadable && !seated.auction->calls[i].seat_unreadable)
        step.on(h, MakeCall{seated.auction->calls[i], i});
  }
  step.apply(e, "the calls' seats: whose turn it was to speak");
}

std::size_t errors_in(const Findings& findings) {
  return static_cast<std::size_t>(
      std::count_if(findings.begin(), findings.end(), [](const Finding& f) { return f.severity == Severity::Error; }));
}

// A dealer neither the rotation nor the calls give (a first hand whose calls have no
// seats): the seat with which the whole hand, its calls seated in turn, has the fewest
// errors; the first of them on a tie.
void unplaced_dealers(EditSession& e) {
  Batch step;
  const auto& hands = e.session().hands;
  for (std::size_t h = 0; h < hands.size(); ++h) {
    if (!hands[h].dealer_unreadable) continue;
    int best = 0;
    std::size_t fewest = static_cast<std::size_t>(-1);
    for (int seat = 1; seat <= e.seat_count(); ++seat) {
      record::Session trial = e.session();
      record::Hand hand = hands[h];
      hand.dealer = seat;
      hand.dealer_unreadable = false;
      trial.hands = {seated_calls(trial, hand)};
      const std::size_t errors = errors_in(analyse(trial).findings);
      if (errors < fewest) {
        fewest = errors;
        best = seat;
      }
    }
    if (best) step.on(h, SetDealer{best});
  }
  step.apply(e, "the dealers with which the hands fit best");
}

// The seat the engine took as declarer (the contract's, else the one the auction gives); 0: none.
int declarer_taken(const engine::HandReport& r) {
  if (r.declarer) return r.declarer;
  for (const engine::Step& step : r.analysis.steps)
    for (std::size_t s = 0; s < step.state.seats.size(); ++s) {
      const auto& roles = step.state.seats[s].roles;
      if (std::find(roles.begin(), roles.end(), "declarer") != roles.end()) return static_cast<int>(s) + 1;
    }
  return 0;
}

// The seat an exchange written without one belongs to, tried by validating: the first of
// the declarer (the contract's, else the auction's), the dealer and the others in turn
// with which the engine finds no fault at the exchange. Only where the legal actions
// cannot say (exchange_seat).
int exchange_seat_by_trial(const EditSession& e, std::size_t h, std::size_t i) {
  const record::Hand& hand = e.session().hands[h];
  record::Session trial = e.session();
  trial.hands = {hand};
  // A misspelt bid read as meant, as for the seats of the calls after it; where it cannot
  // be, the hand as typed (and its declarer as the session's analysis has it).
  bool reread = hand.auction && std::any_of(hand.auction->calls.begin(), hand.auction->calls.end(),
                                            [](const record::Call& c) { return c.bid_unreadable; });
  if (reread && !read_as_meant(trial.game, trial.hands[0].auction->calls)) {
    trial.hands[0] = hand;
    reread = false;
  }
  std::vector<int> candidates;
  if (hand.contract && hand.contract->declarer) candidates.push_back(*hand.contract->declarer);
  // The declarer the auction gives: without a deal, any seat could lay the cards away.
  if (reread) {
    const Analysis a = analyse(trial);
    if (!a.report.hands.empty()) candidates.push_back(declarer_taken(a.report.hands.front()));
  } else if (const engine::HandReport* r = report_of(e, h)) {
    candidates.push_back(declarer_taken(*r));
  }
  candidates.push_back(hand.dealer);
  for (int s = 1; s <= e.seat_count(); ++s) candidates.push_back(s);
  for (int seat : candidates) {
    if (seat < 1 || seat > e.seat_count()) continue;
    trial.hands[0].exchanges[i].seat = seat;
    trial.hands[0].exchanges[i].seat_unreadable = false;
    const Analysis a = analyse(trial);
    if (faults_at(a.findings, trial.hands[0].exchanges[i].pos).empty()) return seat;
  }
  return 0;
}

// The seat an exchange written without one belongs to, from the engine's legal actions
// after the exchanges before it (the calls seated, the contract as typed): the seat whose
// legal step lays away the exchange's first discarded card, else the seat the turn's
// exchange steps are for. Where the turn offers no exchange step there, the seat is found
// by trial: a talon the record leaves out (Dappen's Dapp, derived from the rest only after
// the seats) gives the exchange phase nothing to offer, so the turn is the play's.
int exchange_seat(const EditSession& e, std::size_t h, std::size_t i) {
  record::Session trial = e.session();
  trial.hands = {e.session().hands[h]};
  record::Hand& hand = trial.hands.front();
  const record::Exchange typed = hand.exchanges[i];
  hand.exchanges.resize(i);
  hand.swaps.clear();
  before_play(hand);
  hand.outcome.reset();
  if (hand.auction && !read_as_meant(trial.game, hand.auction->calls)) return exchange_seat_by_trial(e, h, i);
  const engine::Turn turn = next_turn(trial, 0);
  const bool discards = typed.discard && !typed.discard->cards.empty();
  int seat = 0;
  for (const engine::LegalAction& a : turn.actions) {
    if (!is_exchange_step(a.kind)) continue;
    if (discards && a.kind == engine::ActionKind::Discard && a.card == typed.discard->cards.front()) return a.seat;
    if (!seat) seat = a.seat;
  }
  return seat ? seat : exchange_seat_by_trial(e, h, i);
}

void exchanges(EditSession& e) {
  Batch step;
  const auto& hands = e.session().hands;
  for (std::size_t h = 0; h < hands.size(); ++h)
    for (std::size_t i = 0; i < hands[h].exchanges.size(); ++i) {
      if (!hands[h].exchanges[i].seat_unreadable) continue;
      const int seat = exchange_seat(e, h, i);
      if (!seat) continue;
      record::Exchange seated = hands[h].exchanges[i];
      seated.seat = seat;
      seated.seat_unreadable = false;
      step.on(h, Exchange{seated, i});
    }
  step.apply(e, "the seats that exchange");
}

void deal_parts(EditSession& e, std::size_t h, Batch& step) {
  const std::vector<engine::DealPart> parts = engine::missing_deal_parts(e.session(), h);
  DealPackets packets{{}, true};
  for (const auto& p : parts) {
    if (p.role == engine::ListRole::Hand) step.on(h, DealCards{p.seat, p.cards, true});
    if (p.role == engine::ListRole::Talon) step.on(h, DealTalon{p.cards, true});
    if (p.role == engine::ListRole::Packet) packets.packets.push_back(p.cards);
  }
  if (!packets.packets.empty()) step.on(h, packets);
}

void deals(EditSession& e) {
  Batch step;
  for (std::size_t h = 0; h < e.session().hands.size(); ++h) deal_parts(e, h, step);
  step.apply(e, "the cards the rest of the record leaves");
}

// The hand's report, where its play decides the result and nothing in the hand is wrong.
const engine::HandReport* decided_report(const EditSession& e, std::size_t h) {
  const record::Hand& hand = e.session().hands[h];
  const engine::HandReport* r = report_of(e, h);
  if (!r || !hand.play || (hand.play->ended && *hand.play->ended == "source-ends")) return nullptr;
  if (hand.outcome && hand.outcome->type != "played") return nullptr;
  // The typed result's own findings (a payment the source leaves out) are what is completed.
  for (const auto& f : e.analysis().findings)
    if (f.hand == hand.n && f.category != Category::Settlement && f.category != Category::Bonus &&
        f.code != "session.running-total" &&
        (f.severity == Severity::Error || f.code.find(".unverifiable") != std::string::npos))
      return nullptr;
  return r;
}

// The hand's settlement as the engine computes it, where the play decides it and nothing
// in the hand is wrong.
std::optional<record::Settlement> computed_settlement(const EditSession& e, std::size_t h) {
  const record::Hand& hand = e.session().hands[h];
  const engine::HandReport* r = decided_report(e, h);
  if (!r) return std::nullopt;
  // A deal the record does not determine (a bonus may rest on the cards dealt).
  for (const auto& f : e.analysis().findings)
    if (f.hand == hand.n && (f.code == "deal.not-recorded" || f.code == "deal.cards-open")) return std::nullopt;
  // No payments: the engine could not compute them (a game that checks no play without a deal).
  if (r->analysis.payments.empty()) return std::nullopt;
  return engine::make_settlement("", r->analysis.payments);
}

// The bonuses the engine finds earned, where the source gives none and the settlement is
// not computed (a computed one holds them): each marked computed, not recorded.
bool add_earned_bonuses(const EditSession& e, std::size_t h, record::Result& result) {
  const engine::HandReport* r = decided_report(e, h);
  if (!r || r->analysis.earned.empty()) return false;
  for (record::Bonus b : r->analysis.earned) {
    transcript::annotate(b.foreign, transcript::kComputed, "yes");
    result.bonuses.push_back(std::move(b));
  }
  return true;
}

void settlements(EditSession& e) {
  Batch step;
  std::optional<std::optional<std::string>> game_unit;  // asked once, where a unit is needed
  const auto unit_of_game = [&] {
    if (!game_unit) game_unit = e.game_unit();
    return game_unit->value_or("point");
  };
  const auto& hands = e.session().hands;
  for (std::size_t h = 0; h < hands.size(); ++h) {
    const record::Hand& hand = hands[h];
    const record::Settlement* typed = hand.result && hand.result->settlement ? &*hand.result->settlement : nullptr;
    const bool partial = typed && transcript::annotation(typed->foreign, transcript::kPartial);
    if (typed && !partial && !typed->unit.empty()) continue;
    record::Result result = hand.result ? *hand.result : record::Result{};
    std::optional<record::Settlement> computed;
    if (!typed || partial) computed = computed_settlement(e, h);
    const bool bonuses_added = result.bonuses.empty() && !computed && add_earned_bonuses(e, h, result);
    if (!typed && !computed) {
      if (bonuses_added) step.on(h, SetResult{result});
      continue;
    }
    const std::string unit = typed && !typed->unit.empty() ? typed->unit : unit_of_game();
    if (computed) computed->unit = unit;
    if (!typed) {
      result.settlement = *computed;
      transcript::annotate(result.settlement->foreign, transcript::kComputed, "yes");
    } else {
      record::Settlement& s = *result.settlement;
      s.unit = unit;
      if (partial && computed)
        for (record::Pay pay : computed->pays) {
          if (std::any_of(s.pays.begin(), s.pays.end(), [&](const record::Pay& p) { return p.seat == pay.seat; }))
            continue;
          transcript::annotate(pay.foreign, transcript::kComputed, "yes");
          const auto at =
              std::find_if(s.pays.begin(), s.pays.end(), [&](const record::Pay& p) { return p.seat > pay.seat; });
          s.pays.insert(at, pay);
        }
    }
    step.on(h, SetResult{result});
  }
  step.apply(e, "the settlements the engine computes");
}

}  // namespace

void derive(EditSession& e) {
  dealers(e);
  unplaced_dealers(e);
  call_seats(e);
  exchanges(e);
  deals(e);
  settlements(e);
}

}  // namespace stichprobe::edit
