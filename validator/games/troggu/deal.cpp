// The deal: hand sizes and the Tapp per the table, the 62 cards each once.
#include <algorithm>
#include <array>

#include "validator/engine/deal_tally.h"
#include "validator/engine/trick_play.h"
#include "validator/games/troggu/state.h"

namespace stichprobe::games::troggu {

using engine::Reporter;

namespace {

// The seats' views: hands and roles, only filled when a timeline is recorded.
void show_hands(const HandState& st, engine::Timeline& tl) {
  if (!tl.enabled()) return;
  auto& view = tl.state();
  for (int s = 1; s <= st.players; ++s)
    view.seats[static_cast<std::size_t>(s - 1)].hand = st.dealt[static_cast<std::size_t>(s - 1)].cards();
}

// THR §5: without a deal the hands are reconstructed from the play (each trick from its recorded leader).
void hands_from_play(HandState& st, Reporter& rep, engine::Timeline& tl) {
  const record::Hand& hand = *st.hand;
  if (hand.play)
    for (const auto& trick : hand.play->tricks) {
      if (!trick.lead || *trick.lead < 1 || *trick.lead > st.players) continue;
      int seat = *trick.lead;
      for (Card c : trick.cards.cards) {
        if (!c.is_unknown()) st.dealt[static_cast<std::size_t>(seat - 1)].insert(c);
        seat = st.next(seat);
      }
    }
  rep.info("deal.not-recorded", "deal", {hand.pos, 0, 0}, kDealSection, {});
  show_hands(st, tl);
}

// Each card of the deal once, and of the 62: the tally of everything dealt.
struct DealCheck {
  HandState& st;
  Reporter& rep;
  engine::DealTally tally;
  std::array<bool, 8> have{};  // seats 1..st.players (at most 8, as analyse_hand makes sure)
  bool unknown = false;        // beyond unknown cards: a seat or the Tapp not listed

  // Returns the list's cards as a set.
  CardSet note(const record::CardList& list, int seat) {
    return tally.note(
        list,
        [&](Card c, Pos pos) {
          rep.error("deal.not-in-deck", "deal", {pos, 0, seat}, kDealSection, {{"card", card_code(c)}});
        },
        [&](Card c, Pos pos) {
          rep.error("deal.duplicate-card", "deal", {pos, 0, seat}, kDealSection, {{"card", card_code(c)}});
        });
  }
};

// One seat's cards: a seat of the table, given once, with the table's hand size.
void check_seat_cards(DealCheck& dc, const record::SeatCards& sc) {
  HandState& st = dc.st;
  if (sc.seat < 1 || sc.seat > st.players || dc.have[static_cast<std::size_t>(sc.seat - 1)]) {
    dc.rep.error("deal.bad-seat", "deal", {sc.cards.pos, 0, sc.seat}, kDealSection,
                 {{"seat", engine::seat_name(sc.seat), engine::seat_name_de(sc.seat)}});
    return;
  }
  dc.have[static_cast<std::size_t>(sc.seat - 1)] = true;
  const CardSet cards = dc.note(sc.cards, sc.seat);
  if (static_cast<int>(sc.cards.cards.size()) != st.plan->hand_size()) {
    const std::string dealt = std::to_string(sc.cards.cards.size()), players = std::to_string(st.players),
                      each = std::to_string(st.plan->hand_size());
    dc.rep.error("deal.hand-size", "deal", {sc.cards.pos, 0, sc.seat}, kDealSection,
                 {{"seat", engine::seat_name(sc.seat), engine::seat_name_de(sc.seat)},
                  {"count", dealt},
                  {"players", players},
                  {"each", each}});
  }
  st.dealt[static_cast<std::size_t>(sc.seat - 1)] |= cards & troggu_deck().set;  // the deck has no '?'
}

void check_hands(DealCheck& dc, const record::Deal& deal) {
  for (const auto& sc : deal.hands) check_seat_cards(dc, sc);
  for (int s = 1; s <= dc.st.players; ++s)
    if (!dc.have[static_cast<std::size_t>(s - 1)]) {
      dc.rep.error("deal.hand-size/missing", "deal", {deal.pos, 0, s}, kDealSection,
                   {{"seat", engine::seat_name(s), engine::seat_name_de(s)}});
      dc.unknown = true;
    }
}

// The Tapp as recorded (packets are allowed; Troggu's Tapp is one pile), with the table's size.
engine::CardRow check_tapp(DealCheck& dc, const record::Deal& deal) {
  if (!deal.talon) {
    dc.unknown = true;
    return {};
  }
  const record::CardList* list = deal.talon->cards ? &*deal.talon->cards : nullptr;
  record::CardList joined;
  if (!list) {
    for (const auto& p : deal.talon->packets) {
      joined.cards.insert(joined.cards.end(), p.cards.begin(), p.cards.end());
      joined.token_pos.insert(joined.token_pos.end(), p.token_pos.begin(), p.token_pos.end());
    }
    joined.pos = deal.talon->pos;
    list = &joined;
  }
  dc.note(*list, 0);
  const InlineCards& tapp = list->cards;
  const int players = dc.st.players, size = dc.st.plan->tapp;
  if (static_cast<int>(tapp.size()) != size)
    dc.rep.error("deal.talon-size", "deal", {deal.talon->pos, 0, 0}, kDealSection,
                 {{"tapp", std::to_string(tapp.size())}, {"players", players}, {"expected", size}});
  return engine::CardRow(tapp.begin(), tapp.end());
}

// A Tapp written as '?' beside hands known card by card is what the hands leave of the 62.
void infer_tapp(DealCheck& dc, const record::Deal& deal, engine::CardRow& tapp, engine::CardRow& missing) {
  const bool tapp_unknown = deal.talon && std::any_of(tapp.begin(), tapp.end(), [](Card c) { return c.is_unknown(); });
  if (!tapp_unknown) return;  // the common case: no need to look at every dealt card
  bool hands_known = std::all_of(dc.have.begin(), dc.have.begin() + dc.st.players, [](bool b) { return b; });
  for (const auto& sc : deal.hands)
    for (Card c : sc.cards.cards) hands_known = hands_known && !c.is_unknown();
  if (!hands_known || missing.size() != tapp.size()) return;
  tapp = missing;
  missing.clear();
  dc.unknown = false;
  dc.rep.info("deal.talon-inferred", "deal", {deal.talon->pos, 0, 0}, kDealSection, {{"tapp", cards_to_string(tapp)}});
}

void show_deal(const HandState& st, engine::Timeline& tl, Pos pos) {
  if (!tl.enabled()) return;
  show_hands(st, tl);
  tl.state().talon = {st.tapp.to_vector()};
  const std::string tapp = std::to_string(st.plan->tapp), each = std::to_string(st.plan->hand_size());
  tl.push(
      engine::StepKind::Deal,
      {"deal by " + engine::seat_name(st.dealer) + ": Tapp of " + tapp + ", " + each + " cards each",
       engine::seat_name_de(st.dealer) + " gibt: " + tapp + " Karten in den Tapp, je " + each + " Karten auf die Hand"},
      pos, st.dealer);
}

}  // namespace

void check_deal(HandState& st, Reporter& rep, engine::Timeline& tl) {
  const record::Hand& hand = *st.hand;
  st.dealt.assign(static_cast<std::size_t>(st.players), CardSet{});
  if (tl.enabled()) {
    auto& view = tl.state();
    view.phase = "deal";
    view.seats.resize(static_cast<std::size_t>(st.players));
    view.seats[static_cast<std::size_t>(st.dealer - 1)].roles.push_back("dealer");
    view.seats[static_cast<std::size_t>(st.forehand() - 1)].roles.push_back("forehand");
  }
  if (!hand.deal) {
    hands_from_play(st, rep, tl);
    return;
  }
  const record::Deal& deal = *hand.deal;
  DealCheck dc{st, rep, engine::DealTally(troggu_deck().set)};
  check_hands(dc, deal);
  engine::CardRow tapp = check_tapp(dc, deal);
  dc.unknown = dc.unknown || dc.tally.any_unknown();
  engine::CardRow missing = dc.tally.missing(troggu_deck());
  infer_tapp(dc, deal, tapp, missing);
  if (!dc.unknown && !missing.empty())
    rep.error(missing.size() == 1 ? "deal.missing-card/one" : "deal.missing-card", "deal", {deal.pos, 0, 0},
              kDealSection, {{"missing", cards_to_string(missing)}});
  st.tapp.clear();
  for (Card c : tapp)
    if (!c.is_unknown()) st.tapp.push_back(c);
  st.deal_known = !dc.unknown && missing.empty();
  show_deal(st, tl, deal.pos);
}

}  // namespace stichprobe::games::troggu
