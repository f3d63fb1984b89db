// The Tappist's exchange: he takes the whole Tapp unseen and lays away as many
// cards, never a 5-point card except the four kings together (St. Niklaus and
// Grächen: all seven 5-point cards together). Solo and Misere have no exchange.
#include <algorithm>

#include "validator/engine/legal.h"
#include "validator/engine/trick_play.h"
#include "validator/games/troggu/state.h"

namespace stichprobe::games::troggu {

using engine::Reporter;
using engine::seat_name;
using engine::seat_name_de;

namespace {

// "darf der Solist seine Karten nicht mit dem Tapp verbessern"; a Misere: "Der Tapp wird
// nicht gebraucht." Each recorded exchange there is a finding.
void no_exchange_here(const HandState& st, Reporter& rep) {
  const bool solo = st.contract.type == "solo";
  for (const auto& ex : st.hand->exchanges)
    rep.error(solo ? "exchange.not-allowed/solo" : "exchange.not-allowed/misere", "exchange", {ex.pos, 0, ex.seat},
              solo ? kSoloSection : kMisereSection);
}

// One exchange, by the Tappist.
void check_who(const HandState& st, Reporter& rep) {
  const auto& exchanges = st.hand->exchanges;
  for (std::size_t i = 1; i < exchanges.size(); ++i)
    rep.error("exchange.repeated", "exchange", {exchanges[i].pos, 0, exchanges[i].seat}, kNormalSection, {});
  const record::Exchange& ex = exchanges.front();
  const int tappist = st.contract.declarer;
  if (ex.seat != tappist)
    rep.error(
        "exchange.wrong-seat", "exchange", {ex.pos, 0, ex.seat}, kNormalSection,
        {{"tappist", seat_name(tappist), seat_name_de(tappist)}, {"seat", seat_name(ex.seat), seat_name_de(ex.seat)}});
}

// "Der Tappist nimmt alle Karten des Tapps an sich": the recorded take is the whole Tapp.
void check_take(const HandState& st, const record::Exchange& ex, Reporter& rep) {
  if (!ex.take) return;
  std::vector<Card> a = ex.take->cards.to_vector(), b = st.tapp.to_vector();
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  const bool unknown = std::any_of(a.begin(), a.end(), [](Card c) { return c.is_unknown(); });
  if (!st.deal_known || unknown || a == b) return;
  rep.error("exchange.wrong-take", "exchange", {ex.take->pos, 0, ex.seat}, kNormalSection,
            {{"tapp", cards_to_string(st.tapp)}, {"take", cards_to_string(ex.take->cards)}});
}

// The laid-away cards: as many as the Tapp has, each held; st.discards gets each known one once.
void check_discard_cards(HandState& st, const record::Exchange& ex, CardSet& held, Reporter& rep) {
  const record::CardList& d = *ex.discard;
  const std::string tapp = std::to_string(st.plan->tapp);
  if (static_cast<int>(d.cards.size()) != st.plan->tapp)
    rep.error("exchange.discard-size", "exchange", {d.pos, 0, ex.seat}, kNormalSection,
              {{"tapp", tapp}, {"recorded", std::to_string(d.cards.size())}});
  if (!st.hand->deal)  // reconstructed from the play: the laid-away cards were in his hand too
    for (Card c : d.cards)
      if (!c.is_unknown()) held.insert(c);
  CardSet taken;
  for (std::size_t i = 0; i < d.cards.size(); ++i) {
    const Card c = d.cards[i];
    if (c.is_unknown()) continue;
    const Pos pos = i < d.token_pos.size() ? d.token_pos[i] : d.pos;
    if (st.deal_known && !held.contains(c))
      rep.error("exchange.card-not-held", "exchange", {pos, 0, ex.seat}, kNormalSection,
                {{"seat", seat_name(ex.seat), seat_name_de(ex.seat)}, {"card", card_code(c)}});
    if (taken.contains(c)) continue;
    taken.insert(c);
    st.discards.push_back(c);
  }
}

// "Es ist nicht erlaubt, 5-Punkte-Karten abzulegen" (with the variant's exception); laid-away
// cards written '?' leave the rule unchecked for them.
void check_fives(HandState& st, const record::Exchange& ex, Reporter& rep) {
  const record::CardList& d = *ex.discard;
  const FiveException five_exception = st.rules.variant->five_exception;
  Message why;
  if (!discard_allowed(st.discards, five_exception, why))
    rep.error("exchange.forbidden-discard", "exchange", {d.pos, 0, ex.seat},
              five_exception == FiveException::FourKings ? kNormalSection : kVariantSection, {{"why", why}});
  st.discards_unknown = std::any_of(d.cards.begin(), d.cards.end(), [](Card c) { return c.is_unknown(); });
  if (st.discards_unknown) rep.info("exchange.unknown-discard", "exchange", {d.pos, 0, ex.seat}, kNormalSection, {});
}

void show_exchange(const HandState& st, engine::Timeline& tl, const CardSet& held, Pos pos) {
  if (!tl.enabled()) return;
  const int tappist = st.contract.declarer;
  auto& view = tl.state();
  view.phase = "exchange";
  view.seats[static_cast<std::size_t>(tappist - 1)].hand = held.cards();
  view.talon.clear();
  view.discards = st.discards.to_vector();
  view.discard_seat = tappist;
  tl.push(engine::StepKind::Exchange,
          {seat_name(tappist) + " takes the Tapp and lays away " + cards_to_string(st.discards),
           seat_name_de(tappist) + " nimmt den Tapp an sich und legt " + cards_to_string(st.discards) + " ab"},
          pos, tappist);
}

// What may come next (Timeline::next): the Tappist lays away as many cards as the Tapp
// has, one by one, each one a complete discard may hold as discard_allowed judges it
// (no 5-point card, but the four kings, or all seven, together).
void offer_discards(const HandState& st, engine::Turn& next) {
  const int tappist = st.contract.declarer;
  if (next.waits() || !st.deal_known || tappist < 1 || tappist > st.players) return;
  const auto& exchanges = st.hand->exchanges;
  const record::Exchange* ex = exchanges.empty() ? nullptr : &exchanges.front();
  const std::span<const Card> laid =
      ex && ex->discard ? std::span<const Card>(ex->discard->cards) : std::span<const Card>();
  CardSet held = st.dealt[static_cast<std::size_t>(tappist - 1)];
  for (Card c : st.tapp) held.insert(c);
  const FiveException group = st.rules.variant->five_exception;
  const auto cost = [&](Card c) {
    if (!is_five(c)) return 0;
    return group == FiveException::AllSevenFives || (c.is_suited() && c.rank() == Rank::King) ? 1 : 2;
  };
  const auto allowed = [&](std::span<const Card> d) {
    Message why;
    return discard_allowed(d, group, why);
  };
  const CardSet cards =
      engine::completable_discards(held, laid, static_cast<std::size_t>(st.plan->tapp), cost, allowed);
  engine::offer_discards(next, tappist, cards, [&](Card c) {
    return Message{seat_name(tappist) + " lays away " + card_code(c),
                   seat_name_de(tappist) + " legt " + card_code(c) + " ab"};
  });
}

}  // namespace

void check_exchange(HandState& st, Reporter& rep, engine::Timeline& tl) {
  const record::Hand& hand = *st.hand;
  st.discards.clear();
  if (st.contract.type != "normal") {
    no_exchange_here(st, rep);
    return;
  }
  if (tl.next()) offer_discards(st, *tl.next());
  const int tappist = st.contract.declarer;
  if (hand.exchanges.empty()) {
    st.discards_unknown = true;
    if (hand.play && !hand.play->tricks.empty())
      rep.error("exchange.missing", "exchange", {hand.play->pos, 0, tappist}, kNormalSection,
                {{"tappist", seat_name(tappist), seat_name_de(tappist)}});
    return;
  }
  check_who(st, rep);
  const record::Exchange& ex = hand.exchanges.front();
  check_take(st, ex, rep);
  CardSet held = st.dealt[static_cast<std::size_t>(tappist - 1)];
  for (Card c : st.tapp) held.insert(c);
  if (!ex.discard) {
    st.discards_unknown = true;
    rep.error("exchange.discard-size/none", "exchange", {ex.pos, 0, ex.seat}, kNormalSection,
              {{"tapp", st.plan->tapp}});
    return;
  }
  check_discard_cards(st, ex, held, rep);
  check_fives(st, ex, rep);
  for (Card c : st.discards) held.erase(c);
  st.dealt[static_cast<std::size_t>(tappist - 1)] = held;  // the hand he plays with
  show_exchange(st, tl, held, ex.pos);
}

}  // namespace stichprobe::games::troggu
