#include "validator/engine/call_resync.h"

#include "formats/transcript_words.h"

#include <algorithm>
#include <functional>
#include <string>

#include "formats/vocabulary.h"
#include "validator/engine/messages.h"
#include "validator/engine/trick_play.h"

namespace stichprobe::engine {
namespace {

// Each trial is one analysis of the hand; a damaged record must not multiply them without end.
constexpr int kMaxTrials = 64;

bool is_auction_error(const Finding& f) { return f.severity == Severity::Error && f.category == Category::Auction; }

// The lines that carry an auction error, sorted: a damaged record may hold many calls and many
// findings, and each call looks its line up here.
// Where call `i` stands: from its place to the next call's on the same line (a transcript
// types a run of calls on one line), else to the line's end. A finding in it is the call's.
CallSpan span_of(const std::vector<record::Call>& calls, std::size_t i) {
  const Pos from = calls[i].pos;
  const bool next_on_line = i + 1 < calls.size() && calls[i + 1].pos.line == from.line && from < calls[i + 1].pos;
  return {from, next_on_line ? calls[i + 1].pos : Pos{from.line + 1, 0}};
}

const Finding* auction_error_at(const Findings& findings, const CallSpan& span) {
  const auto it = std::find_if(findings.begin(), findings.end(),
                               [&](const Finding& f) { return is_auction_error(f) && span.holds(f.pos); });
  return it == findings.end() ? nullptr : &*it;
}

bool unreadable(const record::Call& call) {
  return call.seat_unreadable || call.bid_unreadable || call.suit_unreadable || call.card_unreadable;
}

class Trials {
 public:
  Trials(const GameModule& module, const HandContext& ctx) : module_(module), ctx_(ctx) {}
  // The hand's findings, or nullopt when the trials are used up.
  std::optional<Findings> run(const record::Hand& hand) {
    if (left_ <= 0) return std::nullopt;
    --left_;
    return module_.analyse(ctx_, hand, {}).findings;
  }

 private:
  const GameModule& module_;
  const HandContext& ctx_;
  int left_ = kMaxTrials;
};

struct Best {
  int faults = 0;
  Findings findings;
  bool found = false;
  void offer(Findings f, const std::function<void()>& keep) {
    const int n = count_faults(f);
    if (found && n >= faults) return;
    found = true;
    faults = n;
    findings = std::move(f);
    keep();
  }
};

std::vector<int> all_seats(int seats) {
  std::vector<int> out;
  for (int s = 1; s <= seats; ++s) out.push_back(s);
  return out;
}

// Tries each of `options` (set into the call by `set`) and keeps the one the hand fits best.
// Returns false when the trials ran out before any was tried.
template <class Value, class Set>
bool try_each(const std::vector<Value>& options, Set set, record::Hand& hand, Trials& trials, Best& best) {
  std::optional<Value> chosen;
  for (const auto& v : options) {
    set(v);
    auto f = trials.run(hand);
    if (!f) break;
    best.offer(std::move(*f), [&] { chosen = v; });
  }
  if (chosen) set(*chosen);
  return chosen.has_value();
}

// A call's unreadable facts, one after the other: its seat and bid together (the seats at the
// table, the game's bids), then its suit (none or one of the four), then its card (none or the
// contract's partner card, which names the card a call names). Each is the one the rest of the
// hand fits best. Returns false when the trials ran out.
bool resolve_unreadable(record::Call& call, const HandContext& ctx, record::Hand& hand, Trials& trials, Best& best) {
  if (call.seat_unreadable || call.bid_unreadable) {
    const GameVocabulary* vocab = find_game_vocabulary(ctx.session ? ctx.session->game : "");
    std::vector<std::string> bids = call.bid_unreadable && vocab ? vocab->bids : std::vector<std::string>{call.bid};
    // On a tie the word closest to what was written ("spiel": spiele) is taken.
    if (call.bid_unreadable && vocab)
      if (const auto likely = transcript::likely_bid(vocab->game, call.bid, vocab->bids))
        std::stable_partition(bids.begin(), bids.end(), [&](const std::string& b) { return b == *likely; });
    std::vector<std::pair<int, std::string>> options;
    for (int s : call.seat_unreadable ? all_seats(ctx.seat_count) : std::vector<int>{call.seat})
      for (const auto& b : bids) options.emplace_back(s, b);
    Best step;
    auto set = [&](const std::pair<int, std::string>& o) {
      call.seat = o.first;
      call.bid = o.second;
    };
    if (!try_each(options, set, hand, trials, step)) return false;
    best = std::move(step);
  }
  if (call.suit_unreadable) {
    const std::vector<std::optional<std::string>> options = {std::nullopt, "C", "S", "H", "D"};
    Best step;
    if (!try_each(
            options, [&](const std::optional<std::string>& o) { call.suit = o; }, hand, trials, step))
      return false;
    best = std::move(step);
  }
  if (call.card_unreadable) {
    std::vector<std::optional<Card>> options = {std::nullopt};
    if (hand.contract && hand.contract->partner_card) options.push_back(hand.contract->partner_card);
    Best step;
    if (!try_each(
            options, [&](const std::optional<Card>& o) { call.card = o; }, hand, trials, step))
      return false;
    best = std::move(step);
  }
  call.seat_unreadable = call.bid_unreadable = call.suit_unreadable = call.card_unreadable = false;
  return true;
}

Finding wrong_seat_finding(const record::Hand& hand, const record::Call& call, int written, const Finding& seen) {
  Finding f;
  f.severity = Severity::Error;
  f.category = Category::Auction;
  f.code = "auction.out-of-turn";
  f.pos = call.pos;
  f.hand = hand.n;
  f.seat = written;
  f.phase = "auction";
  f.rule = seen.rule;
  set_message(f, say({}, "auction.out-of-turn/written-seat",
                     {{"written", seat_name(written), seat_name_de(written)},
                      {"seat", seat_name(call.seat), seat_name_de(call.seat)},
                      {"seen", seen.message, seen.message_de.empty() ? seen.message : seen.message_de}}));
  return f;
}

}  // namespace

bool needs_call_resync(const record::Hand& hand, const Findings& findings) {
  if (!hand.auction) return false;
  const auto& calls = hand.auction->calls;
  for (std::size_t i = 0; i < calls.size(); ++i)
    if (unreadable(calls[i]) || auction_error_at(findings, span_of(calls, i))) return true;
  return false;
}

std::optional<CallResync> resync_calls(const GameModule& module, const HandContext& ctx, const record::Hand& hand) {
  if (!hand.auction) return std::nullopt;
  CallResync out{hand, {}, {}};
  Trials trials(module, ctx);
  auto base = trials.run(out.hand);
  if (!base) return std::nullopt;
  Findings current = std::move(*base);
  int faults = count_faults(current);
  const auto& typed = hand.auction->calls;
  for (std::size_t i = 0; i < typed.size(); ++i)
    if (unreadable(typed[i])) out.unread.push_back(span_of(typed, i));
  bool changed = !out.unread.empty();
  for (std::size_t i = 0; i < out.hand.auction->calls.size(); ++i) {
    record::Call& call = out.hand.auction->calls[i];
    if (unreadable(call)) {
      Best best;
      if (!resolve_unreadable(call, ctx, out.hand, trials, best)) break;
      faults = best.faults;
      current = std::move(best.findings);
      continue;
    }
    const Finding* error = auction_error_at(current, span_of(typed, i));
    if (!error) continue;
    // A call by the wrong seat: taken as another seat's when that removes more than the one
    // finding it is worth, i.e. the later calls and the play show whose call it was.
    const int written = call.seat;
    const Finding reported = *error;
    Best best;
    int best_seat = written;
    bool exhausted = false;
    for (int s = 1; s <= ctx.seat_count && !exhausted; ++s) {
      if (s == written) continue;
      call.seat = s;
      auto f = trials.run(out.hand);
      if (!f)
        exhausted = true;
      else
        best.offer(std::move(*f), [&] { best_seat = s; });
    }
    if (best.found && best.faults + 1 < faults) {
      call.seat = best_seat;
      out.findings.push_back(wrong_seat_finding(hand, call, written, reported));
      faults = best.faults;
      current = std::move(best.findings);
      changed = true;
    } else {
      call.seat = written;
    }
    if (exhausted) break;
  }
  if (!changed) return std::nullopt;
  return out;
}

int best_fitting_dealer(const GameModule& module, const HandContext& ctx, const record::Hand& hand) {
  record::Hand trial = hand;
  Trials trials(module, ctx);
  int best = 0, best_faults = 0;
  bool tie = false;
  for (int d = 1; d <= ctx.seat_count; ++d) {
    trial.dealer = d;
    auto f = trials.run(trial);
    if (!f) return 0;
    const int n = count_faults(*f);
    if (best == 0 || n < best_faults) {
      best = d;
      best_faults = n;
      tie = false;
    } else if (n == best_faults) {
      tie = true;
    }
  }
  return tie ? 0 : best;
}

}  // namespace stichprobe::engine
