#include "validator/engine/infer_hand.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "validator/engine/phrases.h"
#include "validator/engine/registry.h"

namespace stichprobe::engine {
namespace {

const char* kSection = "THR v1 §5 unknown cards";

// A finding of the unknown cards: its message is the shared template of `key`.
Finding make(Severity sev, std::string_view key, Pos pos, int hand, int seat, Values values, const std::string& game) {
  Finding f;
  f.severity = sev;
  f.category = Category::Deal;
  f.code = code_of_key(key);
  f.pos = pos;
  f.hand = hand;
  f.seat = seat;
  f.phase = "deal";
  f.rule = game.empty() ? kSection : game + ": " + kSection;
  set_message(f, say({}, key, values));
  return f;
}

Pos first_unknown(const FlowList& l) {
  for (const auto& s : l.slots)
    if (s.card.is_unknown() && s.pos != Pos{}) return s.pos;
  return {};
}

// "seat 1: T21 HK …; talon: …" for a rebuilt deal.
Message deal_text(const CardFlow& flow, const Inference& inf, bool only_determined) {
  Message out;
  for (std::size_t i = 0; i < flow.lists.size(); ++i) {
    const FlowList& l = flow.lists[i];
    if (!l.is_virtual) continue;
    const InferredList& r = inf.lists[i];
    if (only_determined && r.open_count > 0) continue;
    std::vector<Card> known;
    for (Card c : r.cards)
      if (!c.is_unknown()) known.push_back(c);
    std::sort(known.begin(), known.end());
    append_item(out, say({}, "phrase.list-cards", {{"list", list_name(l)}, {"cards", cards_to_string(known)}}), "; ");
  }
  return out;
}

void inferred_findings(const CardFlow& flow, const Inference& inf, int n, Findings& out) {
  for (std::size_t i = 0; i < flow.lists.size(); ++i) {
    const FlowList& l = flow.lists[i];
    if (l.is_virtual) continue;
    const InferredList& r = inf.lists[i];
    const Message name = list_name(l);
    std::vector<std::size_t> got;
    for (std::size_t k = 0; k < l.slots.size(); ++k)
      if (l.slots[k].card.is_unknown() && !r.cards[k].is_unknown()) got.push_back(k);
    if (got.empty()) continue;
    if (l.role == ListRole::Plays) {
      // Each unknown play is its own place: one finding each.
      for (std::size_t k : got) {
        out.push_back(make(Severity::Info, "deal.card-inferred/unknown-play", l.slots[k].pos, n, l.seat,
                           {{"list", name}, {"card", card_code(r.cards[k])}, {"why", r.why[k]}}, flow.game));
      }
      continue;
    }
    std::vector<Card> cards;
    // The cards grouped by their reason: "T4 T12: no other place of the deal holds them".
    std::vector<std::pair<Message, std::vector<Card>>> groups;
    for (std::size_t k : got) {
      cards.push_back(r.cards[k]);
      auto g = std::find_if(groups.begin(), groups.end(), [&](const auto& x) { return x.first.en == r.why[k].en; });
      if (g == groups.end())
        groups.push_back({r.why[k], {r.cards[k]}});
      else
        g->second.push_back(r.cards[k]);
    }
    Message why;
    for (const auto& [reason, which] : groups)
      append_item(why, say({}, "phrase.cards-why", {{"cards", cards_to_string(which)}, {"why", reason}}), "; ");
    out.push_back(make(Severity::Info, "deal.card-inferred/unknowns", l.slots[got.front()].pos, n, l.seat,
                       {{"count", got.size()}, {"list", name}, {"cards", cards_to_string(cards)}, {"why", why}},
                       flow.game));
  }
}

void open_finding(const CardFlow& flow, const Inference& inf, const record::Hand& hand, Findings& out) {
  Message text;
  Pos at;
  int total = 0;
  for (std::size_t i = 0; i < flow.lists.size(); ++i) {
    const InferredList& r = inf.lists[i];
    const FlowList& l = flow.lists[i];
    if (r.open_count == 0 || l.is_virtual) continue;  // a missing deal's open part: in deal.not-recorded
    if (at == Pos{}) at = first_unknown(l);           // an editor's place {0, k} is a place too
    total += r.open_count;
    const std::string cands = r.open.empty() ? "?" : cards_to_string(r.open.cards());
    append_item(text, say({}, "phrase.open-of", {{"list", list_name(l)}, {"count", r.open_count}, {"cards", cands}}),
                "; ");
  }
  if (total == 0) return;
  out.push_back(make(Severity::Info, "deal.cards-open", at != Pos{} ? at : hand.pos, hand.n, 0,
                     {{"count", total}, {"lists", text}}, flow.game));
}

}  // namespace

bool superseded_by_inference(const Finding& f) {
  return f.severity == Severity::Info &&
         (f.code == "deal.unknown-card" || f.code == "deal.card-inferred" || f.code == "deal.talon-inferred" ||
          f.code == "deal.not-recorded" || f.code == "deal.reconstructed");
}

namespace {
// Asked for every card of every hand. A card is one byte, 0 for '?': eight cards are
// looked at in one word (a zero byte in it), the last word overlapping the one before;
// a list shorter than a word (a trick) byte by byte. Cheaper on short lists than the
// compiler's vector loop with its set-up.
static_assert(sizeof(Card) == 1 && Card().is_unknown());
[[gnu::always_inline]] inline bool any_unknown(const record::CardList& l) {
  const auto* p = reinterpret_cast<const unsigned char*>(l.cards.data());
  const std::size_t n = l.cards.size();
  if (n < 8) {
    bool unknown = false;
    for (std::size_t i = 0; i < n; ++i) unknown |= p[i] == 0;
    return unknown;
  }
  constexpr std::uint64_t kOnes = 0x0101010101010101, kHighs = 0x8080808080808080;
  const auto has_zero = [](std::uint64_t v) { return ((v - kOnes) & ~v & kHighs) != 0; };
  std::uint64_t v = 0;
  for (std::size_t i = 0; i + 8 < n; i += 8) {
    std::memcpy(&v, p + i, 8);
    if (has_zero(v)) return true;
  }
  std::memcpy(&v, p + n - 8, 8);
  return has_zero(v);
}
bool any_unknown(const std::optional<record::CardList>& l) { return l && any_unknown(*l); }
bool any_unknown(const std::optional<Card>& c) { return c && c->is_unknown(); }

}  // namespace

// Every card the record holds; a card flow is built from these, so with none unknown
// and the deal recorded there is nothing to infer (the common case, kept cheap).
bool has_unknown_cards(const record::Hand& hand) {
  if (hand.deal) {
    for (const auto& h : hand.deal->hands)
      if (any_unknown(h.cards)) return true;
    if (const auto& t = hand.deal->talon) {
      if (any_unknown(t->cards)) return true;
      for (const auto& p : t->packets)
        if (any_unknown(p)) return true;
    }
  }
  if (hand.auction)
    for (const auto& c : hand.auction->calls)
      if (any_unknown(c.card)) return true;
  if (hand.contract && any_unknown(hand.contract->partner_card)) return true;
  for (const auto& e : hand.exchanges)
    if (any_unknown(e.take) || any_unknown(e.discard)) return true;
  for (const auto& w : hand.swaps)
    if (any_unknown(w.gets) || any_unknown(w.gives)) return true;
  for (const auto& a : hand.announcements)
    if (any_unknown(a.cards)) return true;
  if (hand.play)
    for (const auto& t : hand.play->tricks)
      if (any_unknown(t.cards)) return true;
  return false;
}

namespace {
// The lists of an unrecorded deal that play and exchange leave open, with how many
// cards each: "seat 2's hand (3), the talon (2)".
Message open_lists(const CardFlow& flow, const Inference& inf) {
  Message open;
  for (std::size_t i = 0; i < flow.lists.size(); ++i) {
    const FlowList& l = flow.lists[i];
    if (!l.is_virtual || inf.lists[i].open_count == 0) continue;
    append_item(open, say({}, "phrase.list-count", {{"list", list_name(l)}, {"count", inf.lists[i].open_count}}), ", ");
  }
  return open;
}
}  // namespace

namespace {
bool leads_missing_(const record::Hand& hand) {
  return hand.play && std::any_of(hand.play->tricks.begin(), hand.play->tricks.end(),
                                  [](const record::Trick& t) { return !t.lead && !t.cards.cards.empty(); });
}

// Leaders first: a trick written without its `lead` is led by the seat the game's own
// play check seats first (the first trick's leader by the rules, then the winner of the
// trick before), so the card flow knows whose cards each trick holds. Past a trick with
// an unknown card where every card it can be gives the same winner; up to the first
// whose unknown card may have won it (the record does not show who did).
// A game that checks no play without a deal (Dappen) seats the tricks of a deal of
// unknown cards, one per trick for each seat: who leads follows from the trick cards alone.
HandAnalysis seated_play(const GameModule& game, const HandContext& ctx, const record::Hand& hand) {
  HandAnalysis a = game.analyse(ctx, hand, {.timeline = true});
  const bool seated =
      std::any_of(a.steps.begin(), a.steps.end(), [](const Step& s) { return s.kind == StepKind::Play; });
  if (seated || hand.deal || ctx.seat_count < 1) return a;
  record::Hand probe = hand;
  probe.deal.emplace();
  const std::vector<Card> unknown(hand.play->tricks.size(), Card::unknown());
  for (int seat = 1; seat <= ctx.seat_count; ++seat) {
    record::SeatCards cards;
    cards.seat = seat;
    cards.cards.cards = InlineCards(unknown);
    probe.deal->hands.push_back(std::move(cards));
  }
  return game.analyse(ctx, probe, {.timeline = true});
}

// Whether only `seat` holds `card` in `before` (and no hand is partly unknown): then the
// cards themselves say who played it.
bool held_by_alone(const TableState& before, Card card, int seat) {
  int holders = 0;
  for (std::size_t s = 0; s < before.seats.size(); ++s) {
    const auto& hand = before.seats[s].hand;
    if (std::any_of(hand.begin(), hand.end(), [](Card c) { return c.is_unknown(); })) return false;
    if (std::find(hand.begin(), hand.end(), card) == hand.end()) continue;
    if (static_cast<int>(s) + 1 != seat) return false;
    ++holders;
  }
  return holders == 1;
}

record::Hand with_leads(const GameModule& game, const HandContext& ctx, const record::Hand& hand) {
  record::Hand out = hand;
  const HandAnalysis a = seated_play(game, ctx, hand);
  auto& tricks = out.play->tricks;
  const std::size_t n = tricks.size();
  // Per trick: the seat the play check seats first, its winner by the rules (0: open, an
  // unknown card may have won it), and whether the cards alone say who led it.
  std::vector<int> leaders(n, 0), winners(n, 0);
  std::vector<char> fits(n, 0);
  for (std::size_t k = 0; k < a.steps.size(); ++k) {
    const Step& step = a.steps[k];
    if (step.kind != StepKind::Play || step.trick < 1 || static_cast<std::size_t>(step.trick) > n) continue;
    const auto t = static_cast<std::size_t>(step.trick - 1);
    if (step.state.trick_winner) winners[t] = step.state.trick_winner;
    if (leaders[t]) continue;
    leaders[t] = step.seat;
    fits[t] =
        k > 0 && step.card && !step.card->is_unknown() && held_by_alone(a.steps[k - 1].state, *step.card, step.seat);
  }
  // A trick's leader is the rules' after a trick whose winner they fix (its unknown cards,
  // if any, cannot change it), or where its first card shows it.
  bool certain = true;
  for (std::size_t t = 0; t < n; ++t) {
    if (t > 0) {
      const auto& before = tricks[t - 1].cards.cards;
      const bool unknown = std::any_of(before.begin(), before.end(), [](Card c) { return c.is_unknown(); });
      certain = (certain && (!unknown || winners[t - 1] != 0)) || fits[t];
    }
    if (certain && !tricks[t].lead && leaders[t] >= 1) tricks[t].lead = leaders[t];
  }
  return out;
}
}  // namespace

std::optional<record::Hand> with_derived_leads(const GameModule& game, const HandContext& ctx,
                                               const record::Hand& hand) {
  if (!leads_missing_(hand) || (hand.deal && !has_unknown_cards(hand))) return std::nullopt;
  return with_leads(game, ctx, hand);
}

HandInference infer_hand(const GameModule& game, const HandContext& ctx, const record::Hand& hand) {
  HandInference out;
  if (hand.deal && !has_unknown_cards(hand)) return out;
  std::optional<CardFlow> flow = game.card_flow(ctx, hand);
  if (!flow) return out;
  int unknown = 0;
  for (const auto& l : flow->lists)
    for (const auto& s : l.slots) unknown += s.card.is_unknown();
  if (unknown == 0) return out;
  out.ran = true;
  out.flow = std::move(*flow);
  out.inference = infer_cards(out.flow);
  const Inference& inf = out.inference;
  if (!inf.consistent) {
    out.findings.push_back(make(Severity::Error, "deal.unknowns-inconsistent",
                                inf.problem_pos != Pos{} ? inf.problem_pos : hand.pos, hand.n, inf.problem_seat,
                                {{"problem", inf.problem}}, out.flow.game));
    if (!out.flow.deal_recorded)
      out.findings.push_back(
          make(Severity::Info, "deal.not-recorded/not-rebuilt", hand.pos, hand.n, 0, {}, out.flow.game));
    return out;
  }
  bool virtual_open = false;
  for (std::size_t i = 0; i < out.flow.lists.size(); ++i)
    if (out.flow.lists[i].is_virtual && inf.lists[i].open_count > 0) virtual_open = true;
  if (!out.flow.deal_recorded) {
    out.deal_rebuilt = !virtual_open;
    const Message dealt = deal_text(out.flow, inf, true);
    if (out.deal_rebuilt)
      out.findings.push_back(
          make(Severity::Info, "deal.reconstructed/flow", hand.pos, hand.n, 0, {{"dealt", dealt}}, out.flow.game));
    else {
      const Message open = open_lists(out.flow, inf);
      out.findings.push_back(make(Severity::Info,
                                  dealt.en.empty() ? "deal.not-recorded/none-determined" : "deal.not-recorded/open",
                                  hand.pos, hand.n, 0, {{"dealt", dealt}, {"open", open}}, out.flow.game));
    }
  }
  inferred_findings(out.flow, inf, hand.n, out.findings);
  open_finding(out.flow, inf, hand, out.findings);
  bool any = out.deal_rebuilt;
  for (std::size_t i = 0; i < out.flow.lists.size() && !any; ++i)
    for (std::size_t k = 0; k < out.flow.lists[i].slots.size(); ++k)
      if (!out.flow.lists[i].is_virtual && out.flow.lists[i].slots[k].card.is_unknown() &&
          !inf.lists[i].cards[k].is_unknown())
        any = true;
  if (any) out.filled = fill_hand(hand, out.flow, inf, out.deal_rebuilt);
  return out;
}

namespace {
// The session's game and its context as the session driver resolves it (the options the
// record states where they are known); null for a game or variant without a module.
const GameModule* session_context(const record::Session& s, HandContext& ctx) {
  const GameModule* module = find_game(s.game);
  if (!module) return nullptr;
  const GameSpec& spec = module->spec();
  ctx.session = &s;
  ctx.spec = &spec;
  ctx.variant = s.variant.empty() ? spec.variants.front().id : s.variant;
  if (!find_variant(spec, ctx.variant)) return nullptr;
  ctx.options = default_options(spec, ctx.variant);
  for (const auto& o : s.rules) {
    const OptionSpec* known = find_option(spec, o.name);
    if (known && std::find(known->values.begin(), known->values.end(), o.value) != known->values.end())
      ctx.options[o.name] = o.value;
  }
  ctx.seat_count = static_cast<int>(s.players.size());
  ctx.prep = module->prepare(ctx);
  return module;
}

std::vector<Card> unknowns(std::size_t n) { return std::vector<Card>(n, Card::unknown()); }

record::CardList unknown_list(std::size_t n) {
  record::CardList l;
  l.cards = InlineCards(unknowns(n));
  l.token_pos.assign(n, Pos{});
  return l;
}

// The parts of `shape` (a card flow of the hand without its deal) that `hand`'s deal
// lacks, added to it as unknown cards.
std::vector<DealPart> add_missing(const CardFlow& shape, record::Hand& hand) {
  std::vector<DealPart> parts;
  record::Deal& deal = *hand.deal;
  const bool talon_missing = !deal.talon;
  for (const FlowList& l : shape.lists) {
    if (!l.is_virtual) continue;
    if (l.role == ListRole::Hand) {
      if (std::any_of(deal.hands.begin(), deal.hands.end(),
                      [&](const record::SeatCards& sc) { return sc.seat == l.seat; }))
        continue;
      record::SeatCards sc;
      sc.seat = l.seat;
      sc.cards = unknown_list(l.slots.size());
      deal.hands.push_back(std::move(sc));
      parts.push_back({ListRole::Hand, l.seat, unknowns(l.slots.size())});
    } else if (talon_missing && (l.role == ListRole::Talon || l.role == ListRole::Packet)) {
      if (!deal.talon) deal.talon.emplace();
      record::CardList cards = unknown_list(l.slots.size());
      if (l.role == ListRole::Talon)
        deal.talon->cards = std::move(cards);
      else
        deal.talon->packets.push_back(std::move(cards));
      parts.push_back({l.role, 0, unknowns(l.slots.size())});
    }
  }
  std::sort(deal.hands.begin(), deal.hands.end(),
            [](const record::SeatCards& a, const record::SeatCards& b) { return a.seat < b.seat; });
  return parts;
}
}  // namespace

std::vector<DealPart> missing_deal_parts(const record::Session& s, std::size_t index) {
  HandContext ctx;
  const GameModule* module = index < s.hands.size() ? session_context(s, ctx) : nullptr;
  if (!module) return {};
  const record::Hand& hand = s.hands[index];
  if (!hand.deal || hand.dealer < 1 || hand.dealer > ctx.seat_count) return {};
  ctx.hand_index = index;
  record::Hand bare = hand;
  bare.deal.reset();
  const std::optional<CardFlow> shape = module->card_flow(ctx, bare);
  if (!shape) return {};
  record::Hand trial = hand;
  std::vector<DealPart> parts = add_missing(*shape, trial);
  if (parts.empty()) return parts;
  const std::optional<record::Hand> led = with_derived_leads(*module, ctx, trial);
  const HandInference inferred = infer_hand(*module, ctx, led ? *led : trial);
  if (!inferred.filled || !inferred.filled->deal) return parts;
  const record::Deal& filled = *inferred.filled->deal;
  std::size_t packet = 0;
  for (DealPart& p : parts) {
    if (p.role == ListRole::Hand) {
      for (const auto& sc : filled.hands)
        if (sc.seat == p.seat) p.cards = sc.cards.cards.to_vector();
    } else if (p.role == ListRole::Talon && filled.talon && filled.talon->cards) {
      p.cards = filled.talon->cards->cards.to_vector();
    } else if (p.role == ListRole::Packet && filled.talon && packet < filled.talon->packets.size()) {
      p.cards = filled.talon->packets[packet++].cards.to_vector();
    }
  }
  return parts;
}

std::vector<HandInference> infer_session(const record::Session& s) {
  std::vector<HandInference> out;
  HandContext ctx;
  const GameModule* module = session_context(s, ctx);
  if (!module) return out;
  for (const auto& hand : s.hands) {
    ctx.hand_index = static_cast<std::size_t>(&hand - s.hands.data());
    if (hand.dealer < 1 || hand.dealer > ctx.seat_count) {
      out.emplace_back();
      continue;
    }
    const std::optional<record::Hand> led = with_derived_leads(*module, ctx, hand);
    out.push_back(infer_hand(*module, ctx, led ? *led : hand));
  }
  return out;
}

}  // namespace stichprobe::engine
