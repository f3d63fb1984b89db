// "In a Dreier, Unterer and Oberer, the declarer exposes both talon halves and may
// pick up either half before discarding three cards" (Bidding); "In a Solo, the
// declarer plays without the aid of the talon". Then the declarer's announcements.
#include <algorithm>
#include <string_view>

#include "validator/core/deck.h"
#include "validator/engine/legal.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tapp-tarock/spec.h"
#include "validator/games/tapp-tarock/state.h"

namespace stichprobe::games::tapp_tarock {
namespace {
Pos card_pos(const record::CardList& list, int index) {
  return index >= 0 && static_cast<std::size_t>(index) < list.token_pos.size()
             ? list.token_pos[static_cast<std::size_t>(index)]
             : list.pos;
}

// Which packet the exchange took: @packet, else the one matching <take>.
int taken_packet(const HandState& st, engine::Reporter& rep, const record::Exchange& ex) {
  if (ex.packet) {
    if (*ex.packet == 1 || *ex.packet == 2) return *ex.packet;
    rep.error("exchange.packet-missing", "exchange", {ex.pos, 0, ex.seat}, kBidding, {{"packet", *ex.packet}});
    return 0;
  }
  if (ex.take)
    for (int p = 1; p <= 2; ++p)
      if (CardSet::of(st.packets[static_cast<std::size_t>(p - 1)]) == CardSet::of(ex.take->cards)) return p;
  rep.error("exchange.packet-missing/none", "exchange", {ex.pos, 0, ex.seat}, kBidding, {});
  return 0;
}

// Footnote d's old procedure: an Unterer takes the lower packet, an Oberer the upper.
void check_required_packet(const HandState& st, engine::Reporter& rep, const record::Exchange& ex, int packet) {
  const int required = required_packet(*st.contract, st.rules);
  if (required == 0 || packet == 0 || packet == required) return;
  rep.error(required == 1 ? "exchange.wrong-packet/upper" : "exchange.wrong-packet/lower", "exchange",
            {ex.pos, 0, ex.seat}, kBidding, {{"contract", contract_name(*st.contract)}, {"packet", packet}});
}

// The cards of the packet taken: an unseen packet learns its cards from <take>; a
// known one must agree with it.
engine::CardRow taken_cards(const HandState& st, engine::Reporter& rep, const record::Exchange& ex, int packet) {
  engine::CardRow taken =
      packet ? st.packets[static_cast<std::size_t>(packet - 1)] : engine::CardRow(3, Card::unknown());
  if (!ex.take || !packet) return taken;
  const CardSet recorded = CardSet::of(ex.take->cards);
  bool differs = false;
  for (Card c : taken) differs = differs || (!c.is_unknown() && !recorded.contains(c));
  if (!differs && ex.take->cards.size() == taken.size())
    return engine::CardRow(ex.take->cards.begin(), ex.take->cards.end());
  rep.error("exchange.take-mismatch", "exchange", {ex.take->pos, 0, ex.seat}, kBidding,
            {{"packet", packet}, {"taken", cards_to_string(taken)}, {"take", cards_to_string(ex.take->cards)}});
  return taken;
}

// "before discarding three cards": three the declarer holds after the take, none of
// them forbidden.
void check_discard(HandState& st, engine::Reporter& rep, const record::Exchange& ex) {
  HeldCards& hand = st.at_play[static_cast<std::size_t>(st.declarer)];
  const CardSet after_take = hand.known;
  const int unknown_after_take = hand.unknown;
  if (!ex.discard) {
    rep.error("exchange.discard-size", "exchange", {ex.pos, 0, ex.seat}, kBidding, {});
    return;
  }
  const record::CardList& d = *ex.discard;
  if (d.cards.size() != kPacketSize)
    rep.error("exchange.discard-size/count", "exchange", {d.pos, 0, ex.seat}, kBidding,
              {{"count", std::to_string(d.cards.size())}});
  for (std::size_t i = 0; i < d.cards.size(); ++i) {
    const Card c = d.cards[i];
    if (!c.is_unknown() && !after_take.contains(c) && unknown_after_take == 0)
      rep.error("exchange.discard-not-held", "exchange", {card_pos(d, static_cast<int>(i)), 0, ex.seat}, kBidding,
                {{"card", card_code(c)}});
    hand.remove(c);
  }
  for (const Fault& f : discard_faults(after_take, d.cards))
    rep.error(f.code, "exchange", {card_pos(d, f.index), 0, ex.seat}, f.message, kBidding);
  st.discards.assign(d.cards.begin(), d.cards.end());
}

void exchange_with_talon(HandState& st, engine::Reporter& rep, const record::Exchange& ex) {
  HeldCards& hand = st.at_play[static_cast<std::size_t>(st.declarer)];
  const int packet = taken_packet(st, rep, ex);
  check_required_packet(st, rep, ex, packet);
  st.packet_taken = packet;
  const engine::CardRow taken = taken_cards(st, rep, ex, packet);
  const auto other = static_cast<std::size_t>(packet == 1 ? 1 : 0);
  st.defenders_talon = packet ? st.packets[other] : engine::CardRow(3, Card::unknown());
  for (Card c : taken) {
    if (c.is_unknown()) ++st.taken_unknown;
    if (c.is_unknown())
      ++hand.unknown;
    else
      hand.known.insert(c);
  }
  check_discard(st, rep, ex);
}

// The declarer's exchange among the recorded ones: none in a Solo, one only, his own.
const record::Exchange* declarers_exchange(const HandState& st, engine::Reporter& rep, bool solo) {
  const record::Exchange* mine = nullptr;
  for (const record::Exchange& ex : st.hand.exchanges) {
    if (solo) {
      rep.error("exchange.not-allowed", "exchange", {ex.pos, 0, ex.seat}, kBidding, {});
      continue;
    }
    if (mine) {
      rep.error("exchange.not-allowed/twice", "exchange", {ex.pos, 0, ex.seat}, kBidding, {});
      continue;
    }
    if (ex.seat != st.declarer)
      rep.error("exchange.wrong-seat", "exchange", {ex.pos, 0, ex.seat}, kBidding,
                {{"declarer", engine::seat_name(st.declarer), engine::seat_name_de(st.declarer)}});
    mine = &ex;
  }
  return mine;
}

// A Dreier, Unterer or Oberer without a recorded exchange: three unknown cards in and out.
void exchange_missing(HandState& st, engine::Reporter& rep) {
  rep.error("exchange.missing", "exchange", {st.hand.contract ? st.hand.contract->pos : st.hand.pos, 0, st.declarer},
            kBidding, {{"contract", contract_name(*st.contract)}});
  st.at_play[static_cast<std::size_t>(st.declarer)].unknown += kPacketSize;
  st.taken_unknown = kPacketSize;
  st.discards.assign(kPacketSize, Card::unknown());
  st.defenders_talon.assign(kPacketSize, Card::unknown());
}

void show_exchange(const HandState& st, engine::Timeline& tl, const record::Exchange* mine) {
  if (!tl.enabled()) return;
  auto& table = tl.state();
  table.phase = "exchange";
  table.talon = {st.defenders_talon.to_vector()};
  table.discards = st.discards.to_vector();
  table.discard_seat = st.declarer;
  if (table.seats.size() >= kSeats)
    table.seats[static_cast<std::size_t>(st.declarer - 1)].hand =
        st.at_play[static_cast<std::size_t>(st.declarer)].known.cards();
  tl.push(engine::StepKind::Exchange,
          {engine::seat_name(st.declarer) + " takes packet " + std::to_string(st.packet_taken) + " and discards " +
               cards_to_string(st.discards),
           engine::seat_name_de(st.declarer) + " nimmt Päckchen " + std::to_string(st.packet_taken) + " auf und legt " +
               cards_to_string(st.discards) + " ab"},
          mine ? mine->pos : Pos{}, st.declarer);
}

void exchange(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  const bool solo = *st.contract == Contract::Solo;
  const record::Exchange* mine = declarers_exchange(st, rep, solo);
  if (solo) {
    // "the talon ... is set aside and counts towards to the defenders at the end"
    st.defenders_talon = st.packets[0];
    st.defenders_talon.insert(st.defenders_talon.end(), st.packets[1].begin(), st.packets[1].end());
    return;
  }
  if (mine)
    exchange_with_talon(st, rep, *mine);
  else
    exchange_missing(st, rep);
  show_exchange(st, tl, mine);
}

// "The declarer may make either of two announcements before play begins": Pagat
// Ultimo or Valat, by the declarer, each once.
void check_announcements(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  for (const record::Announcement& a : st.hand.announcements) {
    if (a.seat != st.declarer)
      rep.error("announcement.not-declarer", "announcement", {a.pos, 0, a.seat}, kAnnouncements,
                {{"seat", engine::seat_name(a.seat), engine::seat_name_de(a.seat)}});
    bool* flag = a.type == "pagat-ultimo" ? &st.announced_pagat : a.type == "valat" ? &st.announced_valat : nullptr;
    if (!flag) {
      rep.error("announcement.unknown-type", "announcement", {a.pos, 0, a.seat}, kAnnouncements, {{"type", a.type}});
      continue;
    }
    if (*flag)
      rep.error("announcement.duplicate", "announcement", {a.pos, 0, a.seat}, kAnnouncements, {{"type", a.type}});
    else if (!st.rules.both_announcements && (st.announced_pagat || st.announced_valat))
      // "either of two announcements": one of them, not both (option announcements=both).
      // Both still count for the score: the record says both were made.
      rep.error("announcement.both", "announcement", {a.pos, 0, a.seat}, kAnnouncements, {{"type", a.type}});
    *flag = true;
    if (!tl.enabled()) continue;
    tl.state().phase = "announcement";
    const std::string what_de = a.type == "pagat-ultimo" ? std::string("Pagat Ultimo") : std::string("Valat");
    tl.push(
        engine::StepKind::Announcement,
        {engine::seat_name(a.seat) + " announces " + a.type, engine::seat_name_de(a.seat) + " sagt " + what_de + " an"},
        a.pos, a.seat);
  }
}
// ---- What may come next (Timeline::next) ----

// The declarer's exchange: taking a packet (the one footnote d names in the old
// procedure), then three cards laid away one by one.
void offer_take(const HandState& st, engine::Turn& next) {
  const int required = required_packet(*st.contract, st.rules);
  for (int p = 1; p <= 2; ++p) {
    if (required != 0 && p != required) continue;
    engine::LegalAction take;
    take.kind = engine::ActionKind::Take;
    take.seat = st.declarer;
    take.packet = p;
    const std::string cards = cards_to_string(st.packets[static_cast<std::size_t>(p - 1)]);
    if (next.labelled)
      take.label = {
          engine::seat_name(st.declarer) + " takes packet " + std::to_string(p) + " (" + cards + ")",
          engine::seat_name_de(st.declarer) + " nimmt Päckchen " + std::to_string(p) + " (" + cards + ") auf"};
    engine::offer(next, "exchange", std::move(take));
  }
}

// The three cards laid away one by one: each one a complete discard may hold, as
// discard_faults judges it (kings and Trull never, tarocks only with no plain card left).
void offer_discards(const HandState& st, const record::Exchange& mine, engine::Turn& next) {
  const std::span<const Card> laid =
      mine.discard ? std::span<const Card>(mine.discard->cards) : std::span<const Card>();
  CardSet after_take = st.at_play[static_cast<std::size_t>(st.declarer)].known;
  for (Card c : laid) after_take.insert(c);
  const auto cost = [](Card c) {
    return c.is_suited() && !is_king(c) ? 0 : c.is_trump() && !core::is_trull(c) ? 1 : 2;
  };
  const auto allowed = [&](std::span<const Card> d) { return discard_faults(after_take, d, false).empty(); };
  const CardSet cards = engine::completable_discards(st.at_play[static_cast<std::size_t>(st.declarer)].known, laid,
                                                     kPacketSize, cost, allowed);
  engine::offer_discards(next, st.declarer, cards, [&](Card c) {
    return Message{engine::seat_name(st.declarer) + " discards " + card_code(c),
                   engine::seat_name_de(st.declarer) + " legt " + card_code(c) + " ab"};
  });
}

// "The declarer may make either of two announcements before play begins": each once, the
// second only with option announcements=both.
void offer_announcements(const HandState& st, engine::Turn& next) {
  const auto& play = st.hand.play;
  if (play &&
      std::any_of(play->tricks.begin(), play->tricks.end(), [](const auto& t) { return !t.cards.cards.empty(); }))
    return;
  if (!st.rules.both_announcements && (st.announced_pagat || st.announced_valat)) return;
  for (const char* type : {"pagat-ultimo", "valat"}) {
    if (type == std::string_view("pagat-ultimo") ? st.announced_pagat : st.announced_valat) continue;
    engine::LegalAction an;
    an.kind = engine::ActionKind::Announce;
    an.seat = st.declarer;
    an.type = type;
    an.optional = true;
    const std::string what_de = an.type == "valat" ? "Valat" : "Pagat Ultimo";
    if (next.labelled)
      an.label = {engine::seat_name(st.declarer) + " announces " + an.type,
                  engine::seat_name_de(st.declarer) + " sagt " + what_de + " an"};
    engine::offer(next, "announcement", std::move(an));
  }
}

void offer_exchange(const HandState& st, engine::Turn& next) {
  if (next.waits() || st.declarer < 1 || st.declarer > kSeats) return;
  if (*st.contract != Contract::Solo) {
    if (st.hand.exchanges.empty()) return offer_take(st, next);
    offer_discards(st, st.hand.exchanges.front(), next);
    if (next.waits()) return;
  }
  offer_announcements(st, next);
}
}  // namespace

// "Tarocks may only be discarded if the declarer has no option": a tarock is forced
// only when every plain card other than a king he held is laid away too.
std::vector<Fault> discard_faults(const CardSet& after_take, std::span<const Card> discard, bool explain) {
  std::vector<Fault> out;
  int plain_available = 0;
  for (Card c : after_take)
    if (c.is_suited() && !is_king(c)) ++plain_available;
  int tarocks = 0, plain_discarded = 0;
  int first_tarock = -1;
  for (std::size_t i = 0; i < discard.size(); ++i) {
    const Card c = discard[i];
    const int index = static_cast<int>(i);
    if (c.is_unknown() || (c.is_suited() && !is_king(c))) ++plain_discarded;  // an unknown may be plain
    if (c.is_unknown()) continue;
    if (is_king(c) || core::is_trull(c)) {
      const char* key = is_king(c) ? "exchange.forbidden-discard/king" : "exchange.forbidden-discard/trull";
      out.push_back({"exchange.forbidden-discard",
                     explain ? engine::say(message_catalogue(), key, {{"card", card_code(c)}}) : Message{}, index});
    } else if (c.is_trump()) {
      ++tarocks;
      if (first_tarock < 0) first_tarock = index;
    }
  }
  if (tarocks > 0 && plain_available > plain_discarded) {
    if (!explain) {
      out.push_back({"exchange.forbidden-discard", {}, first_tarock});
      return out;
    }
    std::string which;
    for (Card c : discard)
      if (c.is_trump() && !core::is_trull(c)) which += (which.empty() ? "" : " ") + card_code(c);
    out.push_back({"exchange.forbidden-discard",
                   engine::say(message_catalogue(), "exchange.forbidden-discard/tarock",
                               {{"cards", which}, {"plain", plain_available}}),
                   first_tarock});
  }
  return out;
}

void check_exchange(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  st.at_play = st.dealt;
  if (!st.contract) return;
  exchange(st, rep, tl);
  check_announcements(st, rep, tl);
  if (tl.next()) offer_exchange(st, *tl.next());
}

}  // namespace stichprobe::games::tapp_tarock
