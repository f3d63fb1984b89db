#include "validator/engine/record_parts.h"

#include <algorithm>
#include <vector>

#include "validator/engine/messages.h"
#include "validator/engine/trick_play.h"

namespace stichprobe::engine {
namespace {

struct PartText {
  RecordPart part;
  const char* name;
  const char* code;
};

// clang-format off
constexpr PartText kParts[] = {
    {RecordPart::SittingOut, "hand/@sitting-out", "deal.sitting-out"},
    {RecordPart::TalonPackets, "talon/packet", "deal.not-in-game"},
    {RecordPart::CallSuit, "call/@suit", "auction.not-in-game"},
    {RecordPart::CallCard, "call/@card", "auction.not-in-game"},
    {RecordPart::ContractTrump, "contract/@trump", "auction.not-in-game"},
    {RecordPart::ContractPartnerCard, "contract/@partner-card", "auction.not-in-game"},
    {RecordPart::ExchangePacket, "exchange/@packet", "exchange.not-in-game"},
    {RecordPart::ExchangeTake, "exchange/take", "exchange.not-in-game"},
    {RecordPart::Swap, "swap", "exchange.not-in-game"},
    {RecordPart::Announcement, "announcement", "announcement.not-in-game"},
    {RecordPart::AnnouncementCards, "announcement/@cards", "announcement.not-in-game"},
};
// clang-format on

const PartText& text_of(RecordPart part) {
  return *std::find_if(std::begin(kParts), std::end(kParts), [&](const PartText& t) { return t.part == part; });
}

bool allowed_with(const UnusedPart& u, const std::string& word) {
  return std::find(u.only_with.begin(), u.only_with.end(), word) != u.only_with.end();
}

// Collects the findings of one game's unused parts in one hand.
class Collector {
 public:
  Collector(const record::Hand& hand, const std::string& game, Findings& out) : hand_(hand), game_(game), out_(out) {}

  // `key`: the form naming the occurrence as the record writes it ("call/@card=\"HK\" on
  // seat 2's pass"), with `values`; the game's reason (`why`) is added here.
  void add(const UnusedPart& u, Pos pos, int seat, std::string_view key, std::vector<Value> values) {
    Finding f;
    f.severity = Severity::Error;
    f.code = part_code(u.part);
    f.category = category_of(f.code);
    f.phase = f.code.substr(0, f.code.find('.'));
    f.pos = pos;
    f.hand = hand_.n;
    f.seat = seat;
    values.emplace_back("why", u.why);
    set_message(f, render({}, key, values));
    f.rule = game_ + (u.section.empty() ? std::string() : ": " + u.section);
    out_.push_back(std::move(f));
  }

  void sitting_out(const UnusedPart& u) {
    if (hand_.sitting_out.empty()) return;
    std::string seats;
    for (int s : hand_.sitting_out) seats += (seats.empty() ? "" : " ") + std::to_string(s);
    add(u, hand_.pos, 0, "deal.sitting-out/not-in-game", {{"seats", seats}});
  }

  void talon_packets(const UnusedPart& u) {
    if (!hand_.deal || !hand_.deal->talon || hand_.deal->talon->packets.empty()) return;
    add(u, hand_.deal->talon->pos, 0, "deal.not-in-game", {{"count", hand_.deal->talon->packets.size()}});
  }

  void calls(const UnusedPart& u) {
    if (!hand_.auction) return;
    for (const auto& call : hand_.auction->calls) {
      const bool suit = u.part == RecordPart::CallSuit && (call.suit || call.suit_unreadable);
      const bool card = u.part == RecordPart::CallCard && (call.card || call.card_unreadable);
      if (!suit && !card) continue;  // asked first: most calls carry neither
      // A bid the reader could not take (reported there) may stand for one that uses the part.
      if (allowed_with(u, call.bid) || (call.bid_unreadable && !u.only_with.empty())) continue;
      const std::string value = suit ? call.suit.value_or("") : call.card ? card_code(*call.card) : std::string();
      add(u, card && call.card_pos != Pos{} ? call.card_pos : call.pos, call.seat, "auction.not-in-game/call",
          {{"part", part_name(u.part)}, {"value", value}, seat_value(call.seat), {"bid", call.bid}});
    }
  }

  void contract(const UnusedPart& u) {
    if (!hand_.contract || allowed_with(u, hand_.contract->type)) return;
    const record::Contract& c = *hand_.contract;
    std::string value;
    if (u.part == RecordPart::ContractTrump && c.trump)
      value = *c.trump;
    else if (u.part == RecordPart::ContractPartnerCard && c.partner_card)
      value = card_code(*c.partner_card);
    else
      return;
    add(u, c.pos, c.declarer.value_or(0), "auction.not-in-game/contract",
        {{"part", part_name(u.part)}, {"value", value}, {"contract", c.type}});
  }

  void exchanges(const UnusedPart& u) {
    for (const auto& ex : hand_.exchanges) {
      if (u.part == RecordPart::ExchangePacket && ex.packet)
        add(u, ex.pos, ex.seat, "exchange.not-in-game/packet", {{"packet", *ex.packet}, seat_value(ex.seat)});
      if (u.part == RecordPart::ExchangeTake && ex.take)
        add(u, ex.take->pos, ex.seat, "exchange.not-in-game/take", {seat_value(ex.seat)});
    }
  }

  void swaps(const UnusedPart& u) {
    for (const auto& sw : hand_.swaps) add(u, sw.pos, sw.seat, "exchange.not-in-game", {seat_value(sw.seat)});
  }

  void announcements(const UnusedPart& u) {
    for (const auto& a : hand_.announcements) {
      if (allowed_with(u, a.type)) continue;
      if (u.part == RecordPart::Announcement)
        add(u, a.pos, a.seat, "announcement.not-in-game", {{"type", a.type}, seat_value(a.seat)});
      else if (a.cards)
        add(u, a.pos, a.seat, "announcement.not-in-game/cards", {{"type", a.type}, seat_value(a.seat)});
    }
  }

 private:
  static Value seat_value(int seat) { return {"seat", seat_name(seat), seat_name_de(seat)}; }
  const record::Hand& hand_;
  const std::string& game_;
  Findings& out_;
};

// The element a part would be added to: the first one whose word the game does not use it with.
template <class T, class Word>
T* first_without(std::vector<T>& items, const UnusedPart& u, Word word) {
  for (auto& item : items)
    if (!allowed_with(u, word(item))) return &item;
  return nullptr;
}

}  // namespace

const char* part_name(RecordPart part) { return text_of(part).name; }
const char* part_code(RecordPart part) { return text_of(part).code; }

Findings unused_parts(const record::Hand& hand, const std::string& game, const std::vector<UnusedPart>& unused) {
  Findings out;
  Collector c(hand, game, out);
  for (const UnusedPart& u : unused) {
    switch (u.part) {
      case RecordPart::SittingOut: c.sitting_out(u); break;
      case RecordPart::TalonPackets: c.talon_packets(u); break;
      case RecordPart::CallSuit:
      case RecordPart::CallCard: c.calls(u); break;
      case RecordPart::ContractTrump:
      case RecordPart::ContractPartnerCard: c.contract(u); break;
      case RecordPart::ExchangePacket:
      case RecordPart::ExchangeTake: c.exchanges(u); break;
      case RecordPart::Swap: c.swaps(u); break;
      case RecordPart::Announcement:
      case RecordPart::AnnouncementCards: c.announcements(u); break;
    }
  }
  return out;
}

bool declared(const std::vector<UnusedPart>& unused, RecordPart part) {
  return std::any_of(unused.begin(), unused.end(),
                     [&](const UnusedPart& u) { return u.part == part && u.only_with.empty(); });
}

Findings duplicate_ids(const record::Document& document) {
  Findings out;
  std::vector<std::pair<const std::string*, int>> seen;  // id, the hand's n
  for (const auto& session : document.sessions)
    for (const auto& hand : session.hands) {
      if (!hand.id) continue;
      const auto first = std::find_if(seen.begin(), seen.end(), [&](const auto& s) { return *s.first == *hand.id; });
      if (first == seen.end()) {
        seen.emplace_back(&*hand.id, hand.n);
        continue;
      }
      Finding f;
      f.code = "format.duplicate-id";
      f.category = Category::Format;
      f.phase = "session";
      f.pos = hand.pos;
      f.hand = hand.n;
      set_message(f, say({}, "format.duplicate-id", {{"id", *hand.id}, {"hand", first->second}}));
      f.rule = "THR v1 §5";
      out.push_back(std::move(f));
    }
  return out;
}

std::optional<record::Hand> as_read(const record::Hand& hand, const std::vector<UnusedPart>& unused) {
  if (!hand.deal || !hand.deal->talon || hand.deal->talon->packets.empty() ||
      !declared(unused, RecordPart::TalonPackets))
    return std::nullopt;
  record::Hand out = hand;
  record::Talon& talon = *out.deal->talon;
  record::CardList pile;
  pile.pos = talon.pos;
  for (const record::CardList& packet : talon.packets) {
    pile.cards.insert(pile.cards.end(), packet.cards.begin(), packet.cards.end());
    pile.token_pos.insert(pile.token_pos.end(), packet.token_pos.begin(), packet.token_pos.end());
  }
  talon.cards = std::move(pile);
  talon.packets.clear();
  return out;
}

std::optional<Pos> first_part_after_auction(const record::Hand& hand, const std::vector<UnusedPart>& unused) {
  if (hand.contract) return hand.contract->pos;
  if (!hand.exchanges.empty()) return hand.exchanges.front().pos;
  if (!hand.swaps.empty() && !declared(unused, RecordPart::Swap)) return hand.swaps.front().pos;
  if (!hand.announcements.empty() && !declared(unused, RecordPart::Announcement)) return hand.announcements.front().pos;
  if (hand.play) return hand.play->pos;
  const auto& r = hand.result;
  if (r && (!r->points.empty() || !r->bonuses.empty() || (r->settlement && !r->settlement->pays.empty())))
    return r->pos;
  return std::nullopt;
}

bool add_unused_part(record::Hand& hand, const UnusedPart& u) {
  const int seat = hand.contract && hand.contract->declarer ? *hand.contract->declarer : hand.dealer;
  switch (u.part) {
    case RecordPart::SittingOut:
      if (!hand.sitting_out.empty()) return false;
      hand.sitting_out.push_back(hand.dealer);
      return true;
    case RecordPart::TalonPackets: {
      if (!hand.deal || !hand.deal->talon || !hand.deal->talon->cards) return false;
      record::Talon& talon = *hand.deal->talon;
      const auto& cards = talon.cards->cards;
      record::CardList upper, lower;
      for (std::size_t i = 0; i < cards.size(); ++i) (i < cards.size() / 2 ? upper : lower).cards.push_back(cards[i]);
      talon.packets = {upper, lower};
      talon.cards.reset();
      return true;
    }
    case RecordPart::CallSuit:
    case RecordPart::CallCard: {
      if (!hand.auction) return false;
      record::Call* call = first_without(hand.auction->calls, u, [](const record::Call& c) { return c.bid; });
      if (!call) return false;
      if (u.part == RecordPart::CallSuit) {
        if (call->suit) return false;
        call->suit = "H";
      } else {
        if (call->card) return false;
        call->card = Card::trump(20);
      }
      return true;
    }
    case RecordPart::ContractTrump:
    case RecordPart::ContractPartnerCard:
      if (!hand.contract || allowed_with(u, hand.contract->type)) return false;
      if (u.part == RecordPart::ContractTrump) {
        if (hand.contract->trump) return false;
        hand.contract->trump = "H";
      } else {
        if (hand.contract->partner_card) return false;
        hand.contract->partner_card = Card::trump(20);
      }
      return true;
    case RecordPart::ExchangePacket:
      if (hand.exchanges.empty() || hand.exchanges.front().packet) return false;
      hand.exchanges.front().packet = 1;
      return true;
    case RecordPart::ExchangeTake: {
      if (hand.exchanges.empty() || hand.exchanges.front().take) return false;
      record::Exchange& ex = hand.exchanges.front();
      ex.take = record::CardList{};
      if (ex.discard) ex.take->cards = ex.discard->cards;
      return true;
    }
    case RecordPart::Swap: {
      record::Swap sw;
      sw.seat = seat;
      sw.with_talon = true;
      sw.gets = Card::trump(20);
      hand.swaps.push_back(sw);
      return true;
    }
    case RecordPart::Announcement: {
      record::Announcement a;
      a.seat = seat;
      a.type = "valat";
      hand.announcements.push_back(a);
      return true;
    }
    case RecordPart::AnnouncementCards: {
      record::Announcement* a =
          first_without(hand.announcements, u, [](const record::Announcement& x) { return x.type; });
      if (!a || a->cards) return false;
      a->cards = record::CardList{};
      a->cards->cards.push_back(Card::trump(1));
      return true;
    }
  }
  return false;
}

}  // namespace stichprobe::engine
