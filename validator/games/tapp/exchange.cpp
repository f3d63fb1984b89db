// Rufer: "Der Spieler sagt die Trumpffarbe an und darf eine beliebige Karte, die ihm
// fehlt, von seinen Gegenspielern rufen und dafür eine ungünstige Karte im Tausch
// abgeben. ... Liegt die Karte im Tapp ist es Pech für den Spieler."
// Herz mit Aufnehmen: "Farbspiel Herz mit Aufnehmen (und anschließendem Drücken) des Tapps".
#include <algorithm>

#include "validator/engine/legal.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tapp/spec.h"
#include "validator/games/tapp/state.h"

namespace stichprobe::games::tapp {
namespace {

// Who holds a card after the deal: a seat, 0 for the Tapp, -1 unknown.
int holder_of(const HandState& st, Card c) {
  for (std::size_t i = 0; i < st.hands.size(); ++i)
    if (st.hands[i].contains(c)) return static_cast<int>(i) + 1;
  if (std::find(st.tapp.begin(), st.tapp.end(), c) != st.tapp.end()) return 0;
  return -1;
}

// The form of exchange.swap-holder: where the card lies (0: the Tapp, else a seat) and where
// the swap has it from (0: the Tapp, a seat, or -1: nobody).
const char* holder_form(int holder, int from) {
  if (holder == 0) return from > 0 ? "exchange.swap-holder/tapp-seat" : "exchange.swap-holder/tapp-nobody";
  if (from == 0) return "exchange.swap-holder/seat-tapp";
  return from > 0 ? "exchange.swap-holder/seat-seat" : "exchange.swap-holder/seat-nobody";
}

// "dafür eine ungünstige Karte im Tausch abgeben": the card given is the declarer's own.
void report_gives_not_held(Card gives, int declarer, const Rules& rules, const HandState& st,
                           const engine::Reporter::Where& where, engine::Reporter& rep) {
  if (declarer < 1 || declarer > rules.players || st.hands[static_cast<std::size_t>(declarer - 1)].contains(gives))
    return;
  rep.error("exchange.swap-card-not-held", "exchange", where, kRuferSection,
            {{"declarer", engine::seat_name(declarer), engine::seat_name_de(declarer)}, {"gives", card_code(gives)}});
}

// "Liegt die Karte im Tapp ist es Pech für den Spieler": the swap names where the called
// card lay, a seat or the Tapp; the deal says where it really was, if it is known.
void check_holder(Card gets, int holder, int recorded_holder, const Rules& rules, const engine::Reporter::Where& where,
                  engine::Reporter& rep) {
  if (holder >= 0 && holder != recorded_holder)
    rep.error(holder_form(holder, recorded_holder), "exchange", where, kRuferSection,
              {{"card", card_code(gets)}, {"holder", holder}, {"from", recorded_holder}});
  if (holder < 0 && !(rules.tapp_size == 0 && recorded_holder == 0))
    rep.info("exchange.swap-unverified", "exchange", where, kRuferSection, {{"gets", card_code(gets)}});
}

// The declarer takes the called card from `from` (a seat, 0 for the Tapp) and gives his.
void swap_cards(HandState& st, Card gets, Card gives, int from) {
  const int declarer = st.contract.declarer;
  if (declarer < 1 || declarer > st.rules.players || from < 0 || from > st.rules.players) return;
  auto& d = st.hands[static_cast<std::size_t>(declarer - 1)];
  d.erase(gives);
  d.insert(gets);
  if (from == 0) {
    std::replace(st.tapp.begin(), st.tapp.end(), gets, gives);
    return;
  }
  auto& h = st.hands[static_cast<std::size_t>(from - 1)];
  h.erase(gets);
  h.insert(gives);
}

// Rufer: the one called card and the card given for it change hands.
void check_rufer_call(const record::Swap& sw, HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  const Rules& rules = st.rules;
  const Contract& contract = st.contract;
  const record::Hand& hand = *st.hand;
  const engine::Reporter::Where where{sw.pos, 0, sw.seat};
  if (sw.seat != contract.declarer)
    rep.error("exchange.swap-seat", "exchange", where, kRuferSection,
              {{"declarer", engine::seat_name(contract.declarer), engine::seat_name_de(contract.declarer)},
               {"seat", engine::seat_name(sw.seat), engine::seat_name_de(sw.seat)}});
  if (!sw.gets || sw.gets->is_unknown()) {
    rep.info("exchange.swap-unknown", "exchange", where, kRuferSection, {});
    return;
  }
  const Card gets = *sw.gets;
  if (hand.contract && hand.contract->partner_card && *hand.contract->partner_card != gets)
    rep.error("exchange.partner-card", "exchange", where, kRuferSection,
              {{"partner_card", card_code(*hand.contract->partner_card)}, {"gets", card_code(gets)}});
  const int declarer = contract.declarer;
  const int holder = holder_of(st, gets);
  if (declarer >= 1 && holder == declarer) {
    rep.error("exchange.called-card-held", "exchange", where, kRuferSection,
              {{"declarer", engine::seat_name(declarer), engine::seat_name_de(declarer)}, {"gets", card_code(gets)}});
    return;
  }
  const int recorded_holder = sw.with_talon ? 0 : sw.with_seat.value_or(-1);
  check_holder(gets, holder, recorded_holder, st.rules, where, rep);
  if (recorded_holder == 0 && holder <= 0) {
    // "kann aber die ungünstige Karte auch nicht abgeben": nothing changes hands, but
    // a card written as offered in exchange must still be the declarer's own.
    if (sw.gives && !sw.gives->is_unknown()) report_gives_not_held(*sw.gives, declarer, rules, st, where, rep);
    if (tl.enabled())
      tl.push(engine::StepKind::Swap,
              {card_code(gets) + " lies in the Tapp: no swap", card_code(gets) + " liegt im Tapp: kein Tausch"}, sw.pos,
              sw.seat);
    return;
  }
  if (!sw.gives || sw.gives->is_unknown()) {
    if (recorded_holder == 0) return;  // a Tapp swap gives nothing; its holder fault is reported
    rep.info("exchange.swap-unknown/given", "exchange", where, kRuferSection, {});
    return;
  }
  const Card gives = *sw.gives;
  report_gives_not_held(gives, declarer, rules, st, where, rep);
  // The cards change hands with whoever really held the called card (reported above if
  // the record names another), so the play is not blamed for the swap's fault.
  swap_cards(st, gets, gives, holder >= 0 ? holder : recorded_holder);
  if (!tl.enabled()) return;
  for (int s = 1; s <= rules.players && s <= static_cast<int>(tl.state().seats.size()); ++s)
    tl.state().seats[static_cast<std::size_t>(s - 1)].hand = st.hands[static_cast<std::size_t>(s - 1)].cards();
  tl.push(
      engine::StepKind::Swap,
      engine::say(message_catalogue(), recorded_holder == 0 ? "phrase.swap-to-tapp" : "phrase.swap-to-seat",
                  {{"seat", sw.seat}, {"card", card_code(gets)}, {"gives", card_code(gives)}, {"to", recorded_holder}}),
      sw.pos, sw.seat);
}

// Herz mit Aufnehmen: the declarer takes up the whole Tapp and presses as many cards.
void take_up_tapp(const record::Exchange& ex, HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  const Rules& rules = st.rules;
  const Contract& contract = st.contract;
  const engine::Reporter::Where where{ex.pos, 0, ex.seat};
  if (ex.seat != contract.declarer)
    rep.error("exchange.wrong-seat", "exchange", where, kAufnehmenSection,
              {{"declarer", engine::seat_name(contract.declarer), engine::seat_name_de(contract.declarer)},
               {"seat", engine::seat_name(ex.seat), engine::seat_name_de(ex.seat)}});
  const int seat = contract.declarer;
  if (seat < 1 || seat > rules.players) return;
  CardSet& h = st.hands[static_cast<std::size_t>(seat - 1)];
  if (ex.take && st.tapp_known) {
    CardSet taken;
    for (Card c : ex.take->cards) taken.insert(c);
    if (!(taken == CardSet::of(st.tapp)))
      rep.error("exchange.take", "exchange", {ex.take->pos, 0, seat}, kAufnehmenSection,
                {{"tapp", cards_to_string(st.tapp)}, {"take", cards_to_string(ex.take->cards)}});
  }
  for (Card c : st.tapp) h.insert(c);
  if (ex.take)
    for (Card c : ex.take->cards)
      if (!c.is_unknown()) h.insert(c);
  const std::span<const Card> discard = ex.discard ? std::span<const Card>(ex.discard->cards) : std::span<const Card>();
  if (static_cast<int>(discard.size()) != rules.tapp_size)
    rep.error("exchange.discard-size", "exchange", {ex.discard ? ex.discard->pos : ex.pos, 0, seat}, kAufnehmenSection,
              {{"tapp_size", rules.tapp_size}, {"discard", std::to_string(discard.size())}});
  for (std::size_t i = 0; i < discard.size(); ++i) {
    const Card c = discard[i];
    if (c.is_unknown()) continue;
    if (!h.contains(c) && st.tapp_known)
      rep.error("exchange.discard-not-held", "exchange",
                {i < ex.discard->token_pos.size() ? ex.discard->token_pos[i] : ex.discard->pos, 0, seat},
                kAufnehmenSection,
                {{"seat", engine::seat_name(seat), engine::seat_name_de(seat)}, {"card", card_code(c)}});
    h.erase(c);
    st.discards.push_back(c);
  }
  if (tl.enabled()) {
    auto& view = tl.state();
    view.phase = "exchange";
    view.talon.clear();
    view.discards = st.discards.to_vector();
    view.discard_seat = seat;
    if (static_cast<int>(view.seats.size()) >= seat) view.seats[static_cast<std::size_t>(seat - 1)].hand = h.cards();
  }
  if (tl.enabled())
    tl.push(engine::StepKind::Exchange,
            {engine::seat_name(seat) + " takes the Tapp and presses " + cards_to_string(discard),
             engine::seat_name_de(seat) + " nimmt den Tapp auf und drückt " + cards_to_string(discard)},
            ex.pos, seat);
}

void check_swaps(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  const record::Hand& hand = *st.hand;
  const Contract& contract = st.contract;
  for (std::size_t i = 0; i < hand.swaps.size(); ++i) {
    const auto& sw = hand.swaps[i];
    if (contract.game != Game::Rufer) {
      rep.error("exchange.swap-not-allowed", "exchange", {sw.pos, 0, sw.seat}, kRuferSection,
                {{"contract", contract_name(contract), contract_name_de(contract)}});
    } else if (i > 0) {
      rep.error("exchange.swap-count", "exchange", {sw.pos, 0, sw.seat}, kRuferSection, {{"number", i + 1}});
    } else {
      check_rufer_call(sw, st, rep, tl);
    }
  }
}

void check_tapp_exchanges(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  const record::Hand& hand = *st.hand;
  const Contract& contract = st.contract;
  bool exchanged = false;
  for (const auto& ex : hand.exchanges) {
    if (contract.game != Game::HerzAufnehmen) {
      rep.error("exchange.not-allowed", "exchange", {ex.pos, 0, ex.seat}, kRulesSection,
                {{"contract", contract_name(contract), contract_name_de(contract)}});
    } else if (exchanged) {
      rep.error("exchange.not-allowed/twice", "exchange", {ex.pos, 0, ex.seat}, kAufnehmenSection, {});
    } else {
      take_up_tapp(ex, st, rep, tl);
      exchanged = true;
    }
  }
  if (contract.game == Game::HerzAufnehmen && !exchanged) {
    rep.error("exchange.missing", "exchange", {hand.contract ? hand.contract->pos : hand.pos, 0, contract.declarer},
              kAufnehmenSection, {});
    if (contract.declarer >= 1 && contract.declarer <= st.rules.players)
      for (Card c : st.tapp) st.discards.push_back(c);  // as if taken and pressed back unseen
  }
}

// ---- What may come next (Timeline::next), on the hands as dealt ----

bool played(const record::Hand& hand) {
  return hand.play && std::any_of(hand.play->tricks.begin(), hand.play->tricks.end(),
                                  [](const auto& t) { return !t.cards.cards.empty(); });
}

// Rufer: "darf eine beliebige Karte, die ihm fehlt, von seinen Gegenspielern rufen und
// dafür eine ungünstige Karte im Tausch abgeben": a card he lacks, from whoever holds it
// (the Tapp: "Pech für den Spieler", nothing changes hands), then a card of his own for it.
void offer_rufer_call(const HandState& st, engine::Turn& next) {
  const int declarer = st.contract.declarer;
  const CardSet& own = st.hands[static_cast<std::size_t>(declarer - 1)];
  if (!st.hand->swaps.empty()) {
    const record::Swap& sw = st.hand->swaps.front();
    if (st.hand->swaps.size() > 1 || sw.with_talon || sw.gives || !sw.gets) return;
    for (Card c : own) {
      engine::LegalAction give;
      give.kind = engine::ActionKind::Give;
      give.seat = declarer;
      give.card = c;
      if (next.labelled)
        give.label = {engine::seat_name(declarer) + " gives " + card_code(c) + " for " + card_code(*sw.gets),
                      engine::seat_name_de(declarer) + " gibt " + card_code(c) + " für " + card_code(*sw.gets)};
      engine::offer(next, "exchange", std::move(give));
    }
    return;
  }
  if (played(*st.hand)) return;
  const auto& partner = st.hand->contract ? st.hand->contract->partner_card : std::nullopt;
  for (Card c : core::deck(st.rules.deck).cards) {
    const int holder = holder_of(st, c);
    if (own.contains(c) || holder < 0 || (partner && *partner != c)) continue;
    engine::LegalAction call;
    call.kind = engine::ActionKind::Swap;
    call.seat = declarer;
    call.card = c;
    call.from = holder;
    call.optional = true;
    if (next.labelled)
      call.label = engine::say(message_catalogue(), holder == 0 ? "phrase.call-card-tapp" : "phrase.call-card-seat",
                               {{"seat", declarer}, {"card", card_code(c)}, {"holder", holder}});
    engine::offer(next, "exchange", std::move(call));
  }
}

// Herz mit Aufnehmen: the declarer takes up the Tapp and presses as many cards, any of
// his hand and the Tapp, one by one.
void offer_pressing(const HandState& st, engine::Turn& next) {
  const int declarer = st.contract.declarer;
  if (st.rules.tapp_size == 0 && st.hand->exchanges.empty()) {  // no Tapp dealt: the exchange presses nothing
    engine::LegalAction take;
    take.kind = engine::ActionKind::Take;
    take.seat = declarer;
    if (next.labelled)
      take.label = {engine::seat_name(declarer) + " takes up the Tapp (no card) and presses none",
                    engine::seat_name_de(declarer) + " nimmt den Tapp auf (keine Karte) und drückt keine"};
    engine::offer(next, "exchange", std::move(take));
    return;
  }
  if (!st.tapp_known || st.hand->exchanges.size() > 1) return;
  CardSet held = st.hands[static_cast<std::size_t>(declarer - 1)];
  for (Card c : st.tapp) held.insert(c);
  const record::Exchange* ex = st.hand->exchanges.empty() ? nullptr : &st.hand->exchanges.front();
  const std::span<const Card> pressed =
      ex && ex->discard ? std::span<const Card>(ex->discard->cards) : std::span<const Card>();
  const CardSet cards = engine::completable_discards(
      held, pressed, static_cast<std::size_t>(st.rules.tapp_size), [](Card) { return 0; },
      [](std::span<const Card>) { return true; });
  engine::offer_discards(next, declarer, cards, [&](Card c) {
    return Message{engine::seat_name(declarer) + " presses " + card_code(c),
                   engine::seat_name_de(declarer) + " drückt " + card_code(c)};
  });
}

void offer_exchange(const HandState& st, engine::Turn& next) {
  const int declarer = st.contract.declarer;
  if (next.waits() || declarer < 1 || declarer > st.rules.players) return;
  if (st.contract.game == Game::Rufer) offer_rufer_call(st, next);
  if (st.contract.game == Game::HerzAufnehmen) offer_pressing(st, next);
}

}  // namespace

void check_exchange(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  if (tl.next()) offer_exchange(st, *tl.next());
  check_swaps(st, rep, tl);
  check_tapp_exchanges(st, rep, tl);
}

}  // namespace stichprobe::games::tapp
