// "In a Dreier, Unterer and Oberer, the declarer exposes both talon halves and may
// pick up either half before discarding three cards" (Bidding); "In a Solo, the
// declarer plays without the aid of the talon". Then the declarer's announcements.
#include "validator/engine/trick_play.h"
#include "validator/games/tapp-tarock/analysis.h"

namespace stichprobe::games::tapp_tarock {
namespace {
Pos card_pos(const record::CardList& list, int index) {
  return index >= 0 && static_cast<std::size_t>(index) < list.token_pos.size()
             ? list.token_pos[static_cast<std::size_t>(index)]
             : list.pos;
}

// Which packet the exchange took: @packet, else the one matching <take>.
int taken_packet(HandRun& run, const record::Exchange& ex) {
  if (ex.packet) {
    if (*ex.packet == 1 || *ex.packet == 2) return *ex.packet;
    run.rep.error("exchange.packet-missing", "exchange", {ex.pos, 0, ex.seat},
                  {"packet must be 1 (upper) or 2 (lower), the record has " + std::to_string(*ex.packet),
                   "packet muss 1 (oberes) oder 2 (unteres) sein, aufgeschrieben ist " + std::to_string(*ex.packet)},
                  kBidding);
    return 0;
  }
  if (ex.take)
    for (int p = 1; p <= 2; ++p)
      if (CardSet::of(run.packets[static_cast<std::size_t>(p - 1)]) == CardSet::of(ex.take->cards)) return p;
  run.rep.error("exchange.packet-missing", "exchange", {ex.pos, 0, ex.seat},
                {"the exchange does not say which talon packet the declarer took",
                 "der Tausch sagt nicht, welches Talonpäckchen der Alleinspieler genommen hat"},
                kBidding);
  return 0;
}

void exchange_with_talon(HandRun& run, const record::Exchange& ex) {
  HeldCards& hand = run.at_play[static_cast<std::size_t>(run.declarer)];
  const int packet = taken_packet(run, ex);
  const int required = required_packet(*run.contract, run.rules);
  if (required != 0 && packet != 0 && packet != required)
    run.rep.error(
        "exchange.wrong-packet", "exchange", {ex.pos, 0, ex.seat},
        {std::string("in an ") + contract_name(*run.contract) + " the declarer must take the " +
             (required == 1 ? "upper packet (1)" : "lower packet (2)") + ", the record has packet " +
             std::to_string(packet) + " (variant old-talon, footnote d)",
         std::string("im ") + contract_name(*run.contract) + " muss der Alleinspieler das " +
             (required == 1 ? "obere Päckchen (1)" : "untere Päckchen (2)") + " nehmen, aufgeschrieben ist Päckchen " +
             std::to_string(packet) + " (Variante old-talon, Fußnote d)"},
        kBidding);
  run.packet_taken = packet;
  std::vector<Card> taken =
      packet ? run.packets[static_cast<std::size_t>(packet - 1)] : std::vector<Card>(3, Card::unknown());
  if (ex.take && packet) {
    // An unseen packet learns its cards from <take>; a known one must agree with it.
    const CardSet recorded = CardSet::of(ex.take->cards);
    bool differs = false;
    for (Card c : taken) differs = differs || (!c.is_unknown() && !recorded.contains(c));
    if (differs || ex.take->cards.size() != taken.size())
      run.rep.error("exchange.take-mismatch", "exchange", {ex.take->pos, 0, ex.seat},
                    {"the declarer takes packet " + std::to_string(packet) + " (" + cards_to_string(taken) +
                         "), the record's take is " + cards_to_string(ex.take->cards),
                     "der Alleinspieler nimmt Päckchen " + std::to_string(packet) + " (" + cards_to_string(taken) +
                         "), aufgeschrieben sind als aufgenommen " + cards_to_string(ex.take->cards)},
                    kBidding);
    else
      taken = ex.take->cards;
  }
  const auto other = static_cast<std::size_t>(packet == 1 ? 1 : 0);
  run.defenders_talon = packet ? run.packets[other] : std::vector<Card>(3, Card::unknown());
  for (Card c : taken) {
    if (c.is_unknown()) ++run.taken_unknown;
    if (c.is_unknown())
      ++hand.unknown;
    else
      hand.known.insert(c);
  }
  const CardSet after_take = hand.known;
  const int unknown_after_take = hand.unknown;
  if (!ex.discard) {
    run.rep.error("exchange.discard-size", "exchange", {ex.pos, 0, ex.seat},
                  {"the declarer must discard three cards; the record has no discard",
                   "der Alleinspieler muss drei Karten ablegen; aufgeschrieben ist keine Ablage"},
                  kBidding);
    return;
  }
  const record::CardList& d = *ex.discard;
  if (d.cards.size() != kPacketSize)
    run.rep.error("exchange.discard-size", "exchange", {d.pos, 0, ex.seat},
                  {"the declarer discards " + std::to_string(d.cards.size()) + " cards, expected three",
                   "der Alleinspieler legt " + std::to_string(d.cards.size()) + " Karten ab, erwartet drei"},
                  kBidding);
  for (std::size_t i = 0; i < d.cards.size(); ++i) {
    const Card c = d.cards[i];
    if (!c.is_unknown() && !after_take.contains(c) && unknown_after_take == 0)
      run.rep.error(
          "exchange.discard-not-held", "exchange", {card_pos(d, static_cast<int>(i)), 0, ex.seat},
          {"the declarer discards " + card_code(c) + " but does not hold it after taking the packet",
           "der Alleinspieler legt " + card_code(c) + " ab, hat die Karte nach dem Aufnehmen des Päckchens aber nicht"},
          kBidding);
    hand.remove(c);
  }
  for (const Fault& f : discard_faults(after_take, d.cards))
    run.rep.error(f.code, "exchange", {card_pos(d, f.index), 0, ex.seat}, f.message, kBidding);
  run.discards = d.cards;
}
}  // namespace

void check_exchange(HandRun& run) {
  run.at_play = run.dealt;
  if (!run.contract) return;
  const bool solo = *run.contract == Contract::Solo;
  const record::Exchange* mine = nullptr;
  for (const record::Exchange& ex : run.hand.exchanges) {
    if (solo) {
      run.rep.error("exchange.not-allowed", "exchange", {ex.pos, 0, ex.seat},
                    {"\"In a Solo, the declarer plays without the aid of the talon\"",
                     "im Solo spielt der Alleinspieler ohne den Talon (\"In a Solo, the declarer plays without the aid "
                     "of the talon\")"},
                    kBidding);
      continue;
    }
    if (mine) {
      run.rep.error("exchange.not-allowed", "exchange", {ex.pos, 0, ex.seat},
                    {"the declarer exchanges only once", "der Alleinspieler tauscht nur einmal"}, kBidding);
      continue;
    }
    if (ex.seat != run.declarer)
      run.rep.error("exchange.wrong-seat", "exchange", {ex.pos, 0, ex.seat},
                    {"only the declarer (" + engine::seat_name(run.declarer) + ") exchanges with the talon",
                     "nur der Alleinspieler (" + engine::seat_name_de(run.declarer) + ") tauscht mit dem Talon"},
                    kBidding);
    mine = &ex;
  }
  if (solo) {
    // "the talon ... is set aside and counts towards to the defenders at the end"
    run.defenders_talon = run.packets[0];
    run.defenders_talon.insert(run.defenders_talon.end(), run.packets[1].begin(), run.packets[1].end());
    return;
  }
  if (mine) {
    exchange_with_talon(run, *mine);
  } else {
    run.rep.error("exchange.missing", "exchange",
                  {run.hand.contract ? run.hand.contract->pos : run.hand.pos, 0, run.declarer},
                  {std::string("in a ") + contract_name(*run.contract) +
                       " the declarer takes a talon packet and discards three cards; the record has no exchange",
                   std::string("im ") + contract_name(*run.contract) +
                       " nimmt der Alleinspieler ein Talonpäckchen auf und legt drei Karten ab; aufgeschrieben ist "
                       "kein Tausch"},
                  kBidding);
    run.at_play[static_cast<std::size_t>(run.declarer)].unknown += kPacketSize;
    run.taken_unknown = kPacketSize;
    run.discards.assign(kPacketSize, Card::unknown());
    run.defenders_talon.assign(kPacketSize, Card::unknown());
  }
  if (!run.tl.enabled()) return;  // the rest only shows the exchange in the replay
  auto& st = run.tl.state();
  st.phase = "exchange";
  st.talon = {run.defenders_talon};
  st.discards = run.discards;
  st.discard_seat = run.declarer;
  if (st.seats.size() >= kSeats)
    st.seats[static_cast<std::size_t>(run.declarer - 1)].hand =
        run.at_play[static_cast<std::size_t>(run.declarer)].known.cards();
  run.tl.push(engine::StepKind::Exchange,
              {engine::seat_name(run.declarer) + " takes packet " + std::to_string(run.packet_taken) +
                   " and discards " + cards_to_string(run.discards),
               engine::seat_name_de(run.declarer) + " nimmt Päckchen " + std::to_string(run.packet_taken) +
                   " auf und legt " + cards_to_string(run.discards) + " ab"},
              mine ? mine->pos : Pos{}, run.declarer);
}

void check_announcements(HandRun& run) {
  for (const record::Announcement& a : run.hand.announcements) {
    if (!run.contract) break;
    if (a.seat != run.declarer)
      run.rep.error("announcement.not-declarer", "announcement", {a.pos, 0, a.seat},
                    {"\"The declarer may make either of two announcements before play begins\"; " +
                         engine::seat_name(a.seat) + " is not the declarer",
                     "nur der Alleinspieler darf ansagen (\"The declarer may make either of two announcements before "
                     "play begins\"); " +
                         engine::seat_name_de(a.seat) + " ist nicht der Alleinspieler"},
                    kAnnouncements);
    bool* flag = a.type == "pagat-ultimo" ? &run.announced_pagat : a.type == "valat" ? &run.announced_valat : nullptr;
    if (!flag) {
      run.rep.error("announcement.unknown-type", "announcement", {a.pos, 0, a.seat},
                    {"\"" + a.type + "\" is not a Tapp Tarock announcement (pagat-ultimo, valat)",
                     "\"" + a.type + "\" ist keine Tapp-Tarock-Ansage (pagat-ultimo, valat)"},
                    kAnnouncements);
      continue;
    }
    if (*flag)
      run.rep.error("announcement.duplicate", "announcement", {a.pos, 0, a.seat},
                    {a.type + " is announced twice", a.type + " ist zweimal angesagt"}, kAnnouncements);
    else if (!run.rules.both_announcements && (run.announced_pagat || run.announced_valat))
      // "either of two announcements": one of them, not both (option announcements=both).
      // Both still count for the score: the record says both were made.
      run.rep.error("announcement.both", "announcement", {a.pos, 0, a.seat},
                    {"\"The declarer may make either of two announcements\": " + a.type +
                         " is a second announcement (option announcements=one)",
                     "\"The declarer may make either of two announcements\": " + a.type +
                         " ist eine zweite Ansage (Option announcements=one)"},
                    kAnnouncements);
    *flag = true;
    if (!run.tl.enabled()) continue;
    run.tl.state().phase = "announcement";
    const std::string what_de = a.type == "pagat-ultimo" ? std::string("Pagat Ultimo") : std::string("Valat");
    run.tl.push(
        engine::StepKind::Announcement,
        {engine::seat_name(a.seat) + " announces " + a.type, engine::seat_name_de(a.seat) + " sagt " + what_de + " an"},
        a.pos, a.seat);
  }
}

}  // namespace stichprobe::games::tapp_tarock
