#include "validator/engine/faults.h"

#include <algorithm>

#include "validator/engine/record_parts.h"

namespace stichprobe::engine {

namespace {

// The findings that say a card was not legal where it was played: a revoke is found
// as whichever the game's rule at that moment makes it (Dappen's Buchenbach binds
// the first tricks to a trump, its Ulti cards are held back to the end).
const std::vector<std::string> kIllegalCardCodes = {"play.must-follow-suit", "play.must-trump", "play.bound-card",
                                                    "play.ulti-early"};

struct PlayRef {
  std::size_t hand, trick, index;  // indices into the session
  int seat;
  Card card;
};

// Each played card with its seat, from the engine's own replay of the hand.
std::vector<std::pair<PlayRef, TableState>> plays_with_state_before(const record::Session& s, const GameModule& game,
                                                                    std::size_t hand_index) {
  std::vector<std::pair<PlayRef, TableState>> out;
  HandContext ctx;
  ctx.session = &s;
  ctx.spec = &game.spec();
  ctx.variant = s.variant;
  ctx.options = default_options(game.spec(), s.variant);
  for (const auto& o : s.rules) ctx.options[o.name] = o.value;
  ctx.seat_count = static_cast<int>(s.players.size());
  const record::Hand& hand = s.hands[hand_index];
  AnalysisOptions opts;
  opts.timeline = true;
  HandAnalysis a = game.analyse(ctx, hand, opts);
  if (!hand.play) return out;
  std::vector<std::size_t> in_trick(hand.play->tricks.size(), 0);
  for (std::size_t k = 1; k < a.steps.size(); ++k) {
    const Step& step = a.steps[k];
    if (step.kind != StepKind::Play || !step.card || step.trick < 1) continue;
    const auto t = static_cast<std::size_t>(step.trick - 1);
    if (t >= hand.play->tricks.size()) continue;
    const auto& cards = hand.play->tricks[t].cards.cards;
    const std::size_t i = in_trick[t]++;
    if (i >= cards.size() || cards[i] != *step.card) continue;
    out.push_back({PlayRef{hand_index, t, i, step.seat, *step.card}, a.steps[k - 1].state});
  }
  return out;
}

Card& card_at(record::Session& s, const PlayRef& r) {
  return s.hands[r.hand].play->tricks[r.trick].cards.cards[r.index];
}

std::optional<InjectedFault> inject_revoke(record::Session& s, const GameModule& game, core::Rng& rng, std::size_t h) {
  const auto plays = plays_with_state_before(s, game, h);
  // A card c played while the player also held a card d that was not legal then,
  // and d is played by the same player later: swap them.
  std::vector<std::pair<std::size_t, std::size_t>> candidates;
  for (std::size_t a = 0; a < plays.size(); ++a) {
    const auto& [ref, before] = plays[a];
    // The step before a following card shows the mover's legal cards; a leader's are the game's own matter.
    if (ref.index == 0 || before.to_move != ref.seat) continue;
    const CardSet& legal = before.legal;
    for (std::size_t b = a + 1; b < plays.size(); ++b) {
      const auto& later = plays[b].first;
      if (later.seat != ref.seat || later.trick == ref.trick || legal.contains(later.card)) continue;
      candidates.emplace_back(a, b);
    }
  }
  if (candidates.empty()) return std::nullopt;
  const auto [a, b] = rng.pick(candidates);
  const PlayRef ra = plays[a].first, rb = plays[b].first;
  std::swap(card_at(s, ra), card_at(s, rb));
  return InjectedFault{
      FaultKind::Revoke, s.hands[h].n,      static_cast<int>(ra.trick) + 1,
      ra.seat,           kIllegalCardCodes, "revoke: " + card_code(rb.card) + " instead of " + card_code(ra.card)};
}

std::optional<InjectedFault> inject_card_from_nowhere(record::Session& s, const GameModule& game, core::Rng& rng,
                                                      std::size_t h) {
  const auto plays = plays_with_state_before(s, game, h);
  std::vector<std::pair<std::size_t, Card>> candidates;
  for (std::size_t a = 0; a < plays.size(); ++a) {
    const auto& [ref, before] = plays[a];
    for (std::size_t seat = 0; seat < before.seats.size(); ++seat) {
      if (static_cast<int>(seat) + 1 == ref.seat) continue;
      for (Card c : before.seats[seat].hand) candidates.emplace_back(a, c);
    }
  }
  if (candidates.empty()) return std::nullopt;
  const auto [a, card] = rng.pick(candidates);
  const PlayRef ref = plays[a].first;
  card_at(s, ref) = card;
  return InjectedFault{
      FaultKind::CardFromNowhere,      s.hands[h].n,
      static_cast<int>(ref.trick) + 1, ref.seat,
      {"play.card-not-held"},          "card from nowhere: " + card_code(card) + " instead of " + card_code(ref.card)};
}

// The three typing mistakes of issue 16 §2, each of which must be exactly one finding.
// A record ended early leaves a left-out card open (no later trick shows it), so
// only a whole play gets one left out.
std::vector<PlayRef> plays_of(const record::Session& s, const GameModule& game, std::size_t h,
                              bool whole_play_only = false) {
  std::vector<PlayRef> out;
  if (!s.hands[h].play || (whole_play_only && s.hands[h].play->ended)) return out;
  for (const auto& [ref, before] : plays_with_state_before(s, game, h)) out.push_back(ref);
  return out;
}

std::optional<InjectedFault> inject_wrong_lead(record::Session& s, const GameModule& game, core::Rng& rng,
                                               std::size_t h) {
  const auto plays = plays_of(s, game, h);
  // A trick's leader (its first card) and another seat of the same trick.
  std::vector<std::pair<std::size_t, int>> candidates;
  for (const PlayRef& lead : plays) {
    if (lead.index != 0) continue;
    for (const PlayRef& other : plays)
      if (other.trick == lead.trick && other.seat != lead.seat) candidates.emplace_back(lead.trick, other.seat);
  }
  if (candidates.empty()) return std::nullopt;
  const auto [t, seat] = rng.pick(candidates);
  s.hands[h].play->tricks[t].lead = seat;
  return InjectedFault{FaultKind::WrongLead,
                       s.hands[h].n,
                       static_cast<int>(t) + 1,
                       seat,
                       {"play.wrong-leader"},
                       "lead of trick " + std::to_string(t + 1) + " written as seat " + std::to_string(seat),
                       true};
}

std::optional<InjectedFault> inject_card_left_out(record::Session& s, const GameModule& game, core::Rng& rng,
                                                  std::size_t h) {
  const auto plays = plays_of(s, game, h, false);
  if (plays.empty()) return std::nullopt;
  const PlayRef ref = rng.pick(plays);
  auto& cards = s.hands[h].play->tricks[ref.trick].cards;
  cards.cards.erase(cards.cards.begin() + static_cast<std::ptrdiff_t>(ref.index));
  if (ref.index < cards.token_pos.size())
    cards.token_pos.erase(cards.token_pos.begin() + static_cast<std::ptrdiff_t>(ref.index));
  return InjectedFault{FaultKind::CardLeftOut,
                       s.hands[h].n,
                       static_cast<int>(ref.trick) + 1,
                       ref.seat,
                       {"play.trick-size"},
                       "card left out: " + card_code(ref.card),
                       true};
}

std::optional<InjectedFault> inject_cards_out_of_order(record::Session& s, const GameModule& game, core::Rng& rng,
                                                       std::size_t h) {
  const auto plays = plays_of(s, game, h);
  std::vector<std::size_t> candidates;  // a card with the next card of its trick after it
  for (std::size_t a = 0; a + 1 < plays.size(); ++a)
    if (plays[a + 1].trick == plays[a].trick && plays[a + 1].index == plays[a].index + 1) candidates.push_back(a);
  if (candidates.empty()) return std::nullopt;
  const std::size_t a = rng.pick(candidates);
  std::swap(card_at(s, plays[a]), card_at(s, plays[a + 1]));
  return InjectedFault{
      FaultKind::CardsOutOfOrder,
      s.hands[h].n,
      static_cast<int>(plays[a].trick) + 1,
      plays[a].seat,
      {"play.cards-out-of-order"},
      "cards written in the wrong order: " + card_code(plays[a + 1].card) + " before " + card_code(plays[a].card),
      true};
}

std::optional<InjectedFault> inject_wrong_payout(record::Session& s, core::Rng& rng, std::size_t h) {
  if (!s.hands[h].result || !s.hands[h].result->settlement || s.hands[h].result->settlement->pays.empty())
    return std::nullopt;
  auto& pays = s.hands[h].result->settlement->pays;
  auto& pay = pays[static_cast<std::size_t>(rng.below(static_cast<int>(pays.size())))];
  pay.amount += Rational(1 + rng.below(5));
  return InjectedFault{FaultKind::WrongPayout,
                       s.hands[h].n,
                       0,
                       0,
                       {"settlement.amount"},
                       "payout of seat " + std::to_string(pay.seat) + " changed"};
}

// The outcome a hand's auction does not give: played for a hand thrown in or redealt, thrown
// in or redealt for a hand played. Found where it is written, by the game's own code for it.
std::optional<InjectedFault> inject_outcome_flipped(record::Session& s, core::Rng& rng, std::size_t h) {
  record::Hand& hand = s.hands[h];
  const bool was_played = hand.outcome ? hand.outcome->type == "played" : hand.play.has_value();
  if (!hand.outcome) hand.outcome = record::Outcome{};
  const std::string before = hand.outcome->type;
  hand.outcome->type = !was_played ? "played" : rng.below(2) == 0 ? "thrown-in" : "redeal";
  InjectedFault f{
      FaultKind::OutcomeFlipped,
      hand.n,
      0,
      0,
      {"auction.outcome-mismatch", "auction.thrown-in", "auction.not-thrown-in", "auction.all-pass-outcome"},
      "outcome " + (before.empty() ? std::string("(none)") : before) + " written " + hand.outcome->type,
      true};
  f.only = true;
  return f;
}

std::optional<InjectedFault> inject_sitting_out(record::Session& s, core::Rng& rng, std::size_t h) {
  record::Hand& hand = s.hands[h];
  const int seats = static_cast<int>(s.players.size());
  std::vector<int> free;
  for (int seat = 1; seat <= seats; ++seat)
    if (std::find(hand.sitting_out.begin(), hand.sitting_out.end(), seat) == hand.sitting_out.end())
      free.push_back(seat);
  if (free.empty()) return std::nullopt;
  const int seat = rng.pick(free);
  hand.sitting_out.push_back(seat);
  std::sort(hand.sitting_out.begin(), hand.sitting_out.end());
  InjectedFault f{FaultKind::SittingOutAdded,
                  hand.n,
                  0,
                  0,
                  {"deal.sitting-out"},
                  "seat " + std::to_string(seat) + " written as sitting out",
                  true};
  f.only = true;
  return f;
}

std::optional<InjectedFault> inject_unused_part(record::Session& s, const GameModule& game, core::Rng& rng,
                                                std::size_t h) {
  std::vector<const UnusedPart*> parts;
  for (const UnusedPart& u : game.spec().unused_parts) parts.push_back(&u);
  while (!parts.empty()) {
    const std::size_t i = static_cast<std::size_t>(rng.below(static_cast<int>(parts.size())));
    const UnusedPart& u = *parts[i];
    if (add_unused_part(s.hands[h], u)) {
      InjectedFault f{FaultKind::UnusedPartAdded,
                      s.hands[h].n,
                      0,
                      0,
                      {part_code(u.part)},
                      std::string(part_name(u.part)) + " added",
                      true};
      f.only = true;
      return f;
    }
    parts.erase(parts.begin() + static_cast<std::ptrdiff_t>(i));
  }
  return std::nullopt;
}

// The auction and the contract left out: the one info that says what could not be checked.
std::optional<InjectedFault> inject_auction_removed(record::Session& s, std::size_t h) {
  record::Hand& hand = s.hands[h];
  if (!hand.auction) return std::nullopt;
  hand.auction.reset();
  hand.contract.reset();
  InjectedFault f{FaultKind::AuctionRemoved,       hand.n, 0, 0, {"auction.not-recorded"},
                  "auction and contract left out", true};
  f.only = true;
  return f;
}

}  // namespace

const std::vector<std::pair<FaultKind, std::string>>& fault_kinds() {
  static const std::vector<std::pair<FaultKind, std::string>> kKinds{{FaultKind::Revoke, "revoke"},
                                                                     {FaultKind::CardFromNowhere, "card-from-nowhere"},
                                                                     {FaultKind::WrongPayout, "wrong-payout"},
                                                                     {FaultKind::WrongLead, "wrong-lead"},
                                                                     {FaultKind::CardLeftOut, "card-left-out"},
                                                                     {FaultKind::CardsOutOfOrder, "cards-out-of-order"},
                                                                     {FaultKind::OutcomeFlipped, "outcome-flipped"},
                                                                     {FaultKind::SittingOutAdded, "sitting-out-added"},
                                                                     {FaultKind::UnusedPartAdded, "unused-part-added"},
                                                                     {FaultKind::AuctionRemoved, "auction-removed"}};
  return kKinds;
}

std::optional<InjectedFault> inject_fault(record::Session& s, const GameModule& game, FaultKind kind, core::Rng& rng,
                                          int hand_index) {
  const int n = static_cast<int>(s.hands.size());
  if (n == 0) return std::nullopt;
  auto at = [&](std::size_t h) -> std::optional<InjectedFault> {
    switch (kind) {
      case FaultKind::Revoke: return inject_revoke(s, game, rng, h);
      case FaultKind::CardFromNowhere: return inject_card_from_nowhere(s, game, rng, h);
      case FaultKind::WrongPayout: return inject_wrong_payout(s, rng, h);
      case FaultKind::WrongLead: return inject_wrong_lead(s, game, rng, h);
      case FaultKind::CardLeftOut: return inject_card_left_out(s, game, rng, h);
      case FaultKind::CardsOutOfOrder: return inject_cards_out_of_order(s, game, rng, h);
      case FaultKind::OutcomeFlipped: return inject_outcome_flipped(s, rng, h);
      case FaultKind::SittingOutAdded: return inject_sitting_out(s, rng, h);
      case FaultKind::UnusedPartAdded: return inject_unused_part(s, game, rng, h);
      case FaultKind::AuctionRemoved: return inject_auction_removed(s, h);
    }
    return std::nullopt;
  };
  if (hand_index >= 0) return hand_index < n ? at(static_cast<std::size_t>(hand_index)) : std::nullopt;
  // A random hand first, then the others in turn, until one offers a place.
  const int first = rng.below(n);
  for (int k = 0; k < n; ++k)
    if (auto fault = at(static_cast<std::size_t>((first + k) % n))) return fault;
  return std::nullopt;
}

std::optional<InjectedFault> inject_wrong_payout(record::Session& s, core::Rng& rng) {
  const int n = static_cast<int>(s.hands.size());
  if (n == 0) return std::nullopt;
  const int first = rng.below(n);
  for (int k = 0; k < n; ++k)
    if (auto fault = inject_wrong_payout(s, rng, static_cast<std::size_t>((first + k) % n))) return fault;
  return std::nullopt;
}

std::string check_found(const Findings& findings, const InjectedFault& inj) {
  const Finding* match = nullptr;
  for (const auto& f : findings) {
    if (f.hand != inj.hand) continue;
    if (std::find(inj.codes.begin(), inj.codes.end(), f.code) == inj.codes.end()) continue;
    if (inj.trick && f.trick != inj.trick) continue;
    if (inj.seat && f.seat != inj.seat) continue;
    match = &f;
    break;
  }
  std::string listing;
  for (const auto& f : findings)
    listing += "\n  hand " + std::to_string(f.hand) + " trick " + std::to_string(f.trick) + " seat " +
               std::to_string(f.seat) + " " + f.code + ": " + f.message;
  if (!match)
    return "not found: " + inj.what + " (hand " + std::to_string(inj.hand) + ", trick " + std::to_string(inj.trick) +
           ", seat " + std::to_string(inj.seat) + "); findings:" + listing;
  // Nothing in the same hand may come before it in play order (a corruption
  // is found where it is, not as a consequence elsewhere first); a sole fault's
  // hand has no other finding at all.
  for (const auto& f : findings) {
    if (&f == match || f.hand != inj.hand) continue;
    if (inj.only) return "one mistake, more than one finding: " + f.code + " beside " + match->code + listing;
    if (inj.sole && f.severity != Severity::Info)
      return "one mistake, more than one finding: " + f.code + " beside " + match->code + listing;
    if (f.severity != Severity::Error) continue;
    if (inj.trick && f.trick != 0 && f.trick < inj.trick)
      return "an earlier error comes first: trick " + std::to_string(f.trick) + " " + f.code + listing;
  }
  return "";
}

}  // namespace stichprobe::engine
