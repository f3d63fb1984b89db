// "the dealer places the top six cards face down on the table in two crosswise
// packets of three; this is the talon. Next, the dealer distributes 16 cards to each
// player" (Dealing). Checks sizes, duplicates, missing cards and cards of other decks.
#include <array>
#include <set>

#include "validator/engine/trick_play.h"
#include "validator/games/tapp-tarock/analysis.h"

namespace stichprobe::games::tapp_tarock {
namespace {
// Where a card of the deal lies: a seat's hand (1..3), the talon as one list, or a packet.
enum Place { kTalon = 0, kUpperPacket = -1, kLowerPacket = -2 };

// "seat 2's hand" (after "in") / "in der Hand von Sitz 2"; built only for a finding.
Message where_name(int place) {
  switch (place) {
    case kTalon: return {"the talon", "im Talon"};
    case kUpperPacket: return {"the upper talon packet", "im oberen Talonpäckchen"};
    case kLowerPacket: return {"the lower talon packet", "im unteren Talonpäckchen"};
    default: return {engine::seat_name(place) + "'s hand", "in der Hand von " + engine::seat_name_de(place)};
  }
}

struct Seen {
  Pos pos;
  int place = 0;  // see Place
};

// Where each card of the deck was first dealt (a mask says which entries are set).
struct SeenCards {
  CardSet cards;
  std::array<Seen, Card::kIdCount> first;
};

// Every card of the deal once: duplicates and strangers are reported where they stand.
void check_cards(HandRun& run, const record::CardList& list, int place, int seat, SeenCards& seen, int& unknown,
                 int& excess) {
  const CardSet& deck = cego_deck().set;
  for (std::size_t i = 0; i < list.cards.size(); ++i) {
    const Card c = list.cards[i];
    const Pos pos = i < list.token_pos.size() ? list.token_pos[i] : list.pos;
    if (c.is_unknown()) {
      ++unknown;
      continue;
    }
    if (!deck.contains(c)) {
      ++excess;
      const Message where = where_name(place);
      run.rep.error("deal.not-in-deck", "deal", {pos, 0, seat},
                    {card_code(c) + " in " + where.en + " is not a card of the 54-card Industrie und Glück deck",
                     card_code(c) + " " + where.de + " gehört nicht zum Industrie-und-Glück-Blatt mit 54 Karten"},
                    kDealing);
      continue;
    }
    // Only cards of the deck get here: their ids index `first`.
    if (seen.cards.contains(c)) {
      ++excess;
      const Message first = where_name(seen.first[static_cast<std::size_t>(c.id())].place), where = where_name(place);
      run.rep.error("deal.duplicate-card", "deal", {pos, 0, seat},
                    {card_code(c) + " is dealt twice: in " + first.en + " and in " + where.en,
                     card_code(c) + " ist zweimal gegeben: " + first.de + " und " + where.de},
                    kDealing);
      continue;
    }
    seen.cards.insert(c);
    seen.first[static_cast<std::size_t>(c.id())] = Seen{pos, place};
  }
}
}  // namespace

void check_deal(HandRun& run) {
  const auto& deal = run.hand.deal;
  if (!deal) {
    run.rep.info("deal.not-recorded", "deal", {run.hand.pos, 0, 0},
                 {"the deal is not recorded: the hands are reconstructed from the play and the exchange",
                  "das Geben ist nicht aufgeschrieben: die Hände werden aus dem Spielverlauf und dem Talontausch "
                  "erschlossen"},
                 kDealing);
    for (int s = 1; s <= kSeats; ++s) run.dealt[static_cast<std::size_t>(s)].unknown = kHandSize;
    for (auto& packet : run.packets) packet.assign(kPacketSize, Card::unknown());
    return;
  }
  run.deal_recorded = true;
  SeenCards seen;
  int unknown = 0, excess = 0;
  std::array<bool, kSeats + 1> present{};
  for (const auto& sc : deal->hands) {
    if (sc.seat < 1 || sc.seat > kSeats) {
      run.rep.error("deal.unknown-seat", "deal", {sc.cards.pos, 0, sc.seat},
                    {"there is no seat " + std::to_string(sc.seat) + " at a table of three",
                     "am Dreiertisch gibt es keinen Sitz " + std::to_string(sc.seat)},
                    kDealing);
      continue;
    }
    const auto si = static_cast<std::size_t>(sc.seat);
    if (present[si]) {
      run.rep.error("deal.duplicate-seat", "deal", {sc.cards.pos, 0, sc.seat},
                    {engine::seat_name(sc.seat) + "'s hand is recorded twice",
                     "die Hand von " + engine::seat_name_de(sc.seat) + " ist zweimal aufgeschrieben"},
                    kDealing);
      continue;
    }
    present[si] = true;
    check_cards(run, sc.cards, sc.seat, sc.seat, seen, unknown, excess);
    if (static_cast<int>(sc.cards.cards.size()) != kHandSize)
      run.rep.error("deal.hand-size", "deal", {sc.cards.pos, 0, sc.seat},
                    {engine::seat_name(sc.seat) + " is dealt " + std::to_string(sc.cards.cards.size()) +
                         " cards, expected 16 (\"the dealer distributes 16 cards to each player\")",
                     engine::seat_name_de(sc.seat) + " bekommt " + std::to_string(sc.cards.cards.size()) +
                         " Karten, erwartet 16 (\"the dealer distributes 16 cards to each player\")"},
                    kDealing);
    HeldCards& held = run.dealt[si];
    const CardSet& deck = cego_deck().set;
    for (Card c : sc.cards.cards) {
      if (c.is_unknown())
        ++held.unknown;
      else if (deck.contains(c))
        held.known.insert(c);
    }
  }
  for (int s = 1; s <= kSeats; ++s)
    if (!present[static_cast<std::size_t>(s)]) {
      run.rep.error("deal.hand-size", "deal", {deal->pos, 0, s},
                    {engine::seat_name(s) + "'s hand is missing from the deal",
                     "die Hand von " + engine::seat_name_de(s) + " fehlt im Geben"},
                    kDealing);
      run.dealt[static_cast<std::size_t>(s)].unknown = kHandSize;
    }

  // The talon: two packets, upper (1) and lower (2).
  for (auto& packet : run.packets) packet.assign(kPacketSize, Card::unknown());
  if (!deal->talon) {
    run.rep.error("deal.talon-size", "deal", {deal->pos, 0, 0},
                  {"the talon is missing: \"the top six cards ... in two crosswise packets of three\"",
                   "der Talon fehlt: die obersten sechs Karten, in zwei Päckchen zu drei übers Kreuz gelegt"},
                  kDealing);
  } else {
    const record::Talon& t = *deal->talon;
    run.talon_recorded = true;
    if (t.packets.empty() && t.cards) {
      check_cards(run, *t.cards, kTalon, 0, seen, unknown, excess);
      run.rep.warning("deal.talon-packets", "deal", {t.pos, 0, 0},
                      {"the talon is recorded without its two packets: the first three cards are taken as the upper "
                       "packet",
                       "der Talon ist ohne seine zwei Päckchen aufgeschrieben: die ersten drei Karten gelten als "
                       "oberes Päckchen"},
                      kDealing);
      const auto& cs = t.cards->cards;
      for (std::size_t i = 0; i < cs.size() && i < 6; ++i) run.packets[i / 3][i % 3] = cs[i];
      if (cs.size() != 6)
        run.rep.error("deal.talon-size", "deal", {t.pos, 0, 0},
                      {"the talon has " + std::to_string(cs.size()) + " cards, expected 6",
                       "der Talon hat " + std::to_string(cs.size()) + " Karten, erwartet 6"},
                      kDealing);
    } else {
      std::string sizes;
      bool bad = t.packets.size() != 2;
      for (std::size_t p = 0; p < t.packets.size(); ++p) {
        check_cards(run, t.packets[p], p == 0 ? kUpperPacket : kLowerPacket, 0, seen, unknown, excess);
        bad = bad || t.packets[p].cards.size() != kPacketSize;
        sizes += (sizes.empty() ? "" : ", ") + std::to_string(t.packets[p].cards.size());
        if (p < 2) run.packets[p] = t.packets[p].cards;
      }
      if (bad)
        run.rep.error("deal.talon-packet-size", "deal", {t.pos, 0, 0},
                      {"the talon has " + std::to_string(t.packets.size()) + " packets of " + sizes +
                           " cards, expected two packets of three",
                       "der Talon hat " + std::to_string(t.packets.size()) + " Päckchen mit " + sizes +
                           " Karten, erwartet zwei Päckchen zu drei"},
                      kDealing);
    }
  }
  // Missing cards not explained by a duplicate, a stranger or an unknown card.
  std::vector<Card> missing;
  for (Card c : cego_deck().cards)
    if (!seen.cards.contains(c)) missing.push_back(c);
  if (static_cast<int>(missing.size()) > unknown + excess)
    run.rep.error("deal.missing-card", "deal", {deal->pos, 0, 0},
                  {"the deal lacks " + cards_to_string(missing) + " of the 54-card deck",
                   "im Geben fehlen aus dem Blatt mit 54 Karten: " + cards_to_string(missing)},
                  kDealing);
  // The talon as the cards nobody else held: when every unknown card lies in the
  // talon and exactly the missing cards are unaccounted for, they are those cards
  // (an illegible packet still counts its points).
  int talon_unknown = 0;
  std::set<std::size_t> packets_with_unknown;
  for (std::size_t p = 0; p < run.packets.size(); ++p)
    for (Card c : run.packets[p])
      if (c.is_unknown()) {
        ++talon_unknown;
        packets_with_unknown.insert(p);
      }
  if (deal->talon && unknown > 0 && excess == 0 && talon_unknown == unknown &&
      static_cast<int>(missing.size()) == unknown && packets_with_unknown.size() == 1) {
    std::size_t next = 0;
    for (auto& packet : run.packets)
      for (Card& c : packet)
        if (c.is_unknown()) c = missing[next++];
    run.rep.info("deal.card-inferred", "deal", {deal->talon->pos, 0, 0},
                 {"the unknown talon card(s) must be " + cards_to_string(missing) +
                      ": the only cards of the deck nobody else held",
                  (missing.size() == 1 ? "die unbekannte Talonkarte muss " : "die unbekannten Talonkarten müssen ") +
                      cards_to_string(missing) +
                      (missing.size() == 1 ? " sein: die einzige Karte des Blatts, die sonst niemand hatte"
                                           : " sein: die einzigen Karten des Blatts, die sonst niemand hatte")},
                 kDealing);
    return;
  }
  if (unknown > 0)
    run.rep.info(
        "deal.unknown-card", "deal", {deal->pos, 0, 0},
        {std::to_string(unknown) + " card(s) of the deal are unknown ('?'); they are inferred from the play "
                                   "where it shows them",
         std::to_string(unknown) +
             (unknown == 1 ? " Karte des Gebens ist unbekannt ('?'); sie wird aus dem Spielverlauf erschlossen, "
                             "wo er sie zeigt"
                           : " Karten des Gebens sind unbekannt ('?'); sie werden aus dem Spielverlauf "
                             "erschlossen, wo er sie zeigt")},
        kDealing);
}

}  // namespace stichprobe::games::tapp_tarock
