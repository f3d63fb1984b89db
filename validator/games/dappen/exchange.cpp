// "Im Dappen und seinen Steigerungsstufen nimmt der Alleinspieler den Dapp in seine Hand auf [...] und drückt
// (legt verdeckt ab) 12 Karten seiner Wahl. Ausnahme: 5er drücken ist nicht erlaubt!"
// "Im Solo nimmt der Alleinspieler den Dapp nicht auf, er bleibt bis nach Spielende verdeckt liegen."
// Furtwangen's Ulti: "Die Karten werden vor dem Spiel der ersten Karte offen ausgelegt".
#include <algorithm>

#include "validator/engine/legal.h"
#include "validator/engine/trick_play.h"
#include "validator/games/dappen/state.h"

namespace stichprobe::games::dappen {
namespace {

using engine::seat_name;
using engine::seat_name_de;

// In a Solo the Dapp stays where it lies: any exchange is a finding.
void check_solo(const HandState& st, engine::Reporter& rep) {
  for (const auto& ex : st.hand->exchanges)
    rep.error("exchange.not-allowed", "exchange", {ex.pos, 0, ex.seat}, kSoloSection, {});
}

// The recorded exchange: once, by the declarer, the whole Dapp taken.
void check_taking(const HandState& st, const record::Exchange& ex, engine::Reporter& rep) {
  const auto& exchanges = st.hand->exchanges;
  for (std::size_t i = 1; i < exchanges.size(); ++i)
    rep.error("exchange.extra", "exchange", {exchanges[i].pos, 0, exchanges[i].seat}, kExchangeSection, {});
  if (ex.seat != st.declarer)
    rep.error("exchange.wrong-seat", "exchange", {ex.pos, 0, ex.seat}, kExchangeSection,
              {{"declarer", seat_name(st.declarer), seat_name_de(st.declarer)},
               {"seat", seat_name(ex.seat), seat_name_de(ex.seat)}});
  if (ex.take && CardSet::of(ex.take->cards) != CardSet::of(st.dapp))
    rep.error("exchange.take", "exchange", {ex.take->pos, 0, ex.seat}, kExchangeSection,
              {{"dapp", cards_to_string(st.dapp)}, {"take", cards_to_string(ex.take->cards)}});
}

// The pressed cards: as many as the Dapp, each held, none the rules keep in the hand.
void check_pressing(HandState& st, const record::Exchange& ex, const CardSet& held, engine::Reporter& rep) {
  const auto& discard = ex.discard->cards;
  if (discard.size() != st.dapp.size())
    rep.error("exchange.discard-size", "exchange", {ex.discard->pos, 0, ex.seat}, kExchangeSection,
              {{"dapp", std::to_string(st.dapp.size())}, {"discard", std::to_string(discard.size())}});
  // A card no other seat was dealt may be one of the unknown cards ('?') of hand or Dapp.
  const auto unknown_of_held = [&](Card c) {
    if (!held.contains(Card::unknown())) return false;
    for (std::size_t s = 0; s < st.dealt.size(); ++s)
      if (static_cast<int>(s) + 1 != st.declarer && st.dealt[s].contains(c)) return false;
    return true;
  };
  bool all_held = !held.contains(Card::unknown());  // else what the rules keep in the hand is not checkable
  for (std::size_t i = 0; i < discard.size(); ++i) {
    const Card c = discard[i];
    if (c.is_unknown() || held.contains(c) || unknown_of_held(c)) continue;
    all_held = false;
    rep.error("exchange.discard-not-held", "exchange",
              {i < ex.discard->token_pos.size() ? ex.discard->token_pos[i] : ex.discard->pos, 0, ex.seat},
              kExchangeSection, {{"card", card_code(c)}});
  }
  const Rules& r = st.rules;
  if (all_held && !st.seven_fives)
    if (auto why = discard_fault(r, static_cast<int>(st.table.order.size()), held, discard, st.contract))
      rep.error(why->key, "exchange", {ex.discard->pos, 0, ex.seat},
                r.v.honours_rule ? "Spielerzahl, Geben (honneurs)" : kExchangeSection,
                {{"count", why->fives}, {"discard", cards_to_string(discard)}});
  CardSet kept = held;
  for (Card c : discard) kept.erase(c);
  if (auto why = contract_cards_missing(st.contract, kept))
    rep.error(*why, "exchange", {ex.pos, 0, ex.seat}, "Spielarten (Buchenbach)");
  st.declarer_hand = kept;
  st.laid_dapp.assign(discard.begin(), discard.end());
}

// Taking the Dapp and pressing, where the contract is not a Solo. `held`: hand and Dapp.
void check_dapp_taken(HandState& st, const CardSet& held, engine::Reporter& rep) {
  const record::Hand& hand = *st.hand;
  if (hand.exchanges.empty()) {
    if (!st.seven_fives && hand.play && !hand.play->tricks.empty())
      rep.error(
          "exchange.missing", "exchange", {hand.pos, 0, st.declarer}, kExchangeSection,
          {{"declarer", seat_name(st.declarer), seat_name_de(st.declarer)}, {"dapp", std::to_string(st.dapp.size())}});
    st.declarer_hand = held;
    return;
  }
  const record::Exchange& ex = hand.exchanges.front();
  check_taking(st, ex, rep);
  if (!ex.discard) {
    rep.error("exchange.discard-size/none", "exchange", {ex.pos, 0, ex.seat}, kExchangeSection,
              {{"dapp", std::to_string(st.dapp.size())}});
    st.declarer_hand = held;
    return;
  }
  check_pressing(st, ex, held, rep);
}

void show_exchange(const HandState& st, engine::Timeline& tl) {
  tl.state().phase = "exchange";
  tl.state().seats[static_cast<std::size_t>(st.declarer - 1)].hand = st.declarer_hand.cards();
  tl.state().talon.clear();
  tl.state().discards = st.laid_dapp.to_vector();
  tl.state().discard_seat = st.declarer;
  tl.push(engine::StepKind::Exchange,
          {seat_name(st.declarer) + " takes the Dapp and presses",
           seat_name_de(st.declarer) + " nimmt den Dapp auf und drückt"},
          st.hand->exchanges[0].pos, st.declarer);
}

// One Ulti card laid out: "Wert der 3 ist 10, 2 = 20, 1 = 30", each once, held after pressing.
void lay_out_ulti_card(HandState& st, const record::Announcement& an, Card c, engine::Reporter& rep) {
  const bool ok =
      c.trump_number() >= 1 && c.trump_number() <= 3 && std::find(st.ulti.begin(), st.ulti.end(), c) == st.ulti.end();
  if (!ok) {
    rep.error("announcement.ulti-cards", "announcement", {an.pos, 0, an.seat}, kUltiSection, {{"card", card_code(c)}});
  } else if (!st.declarer_hand.contains(c)) {
    rep.error("announcement.ulti-card-not-held", "announcement", {an.pos, 0, an.seat}, kUltiSection,
              {{"card", card_code(c)}});
  } else {
    st.ulti.push_back(c);
  }
}

// Ulti, Furtwangen's only announcement, by the declarer alone.
void check_ulti(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  for (const auto& an : st.hand->announcements) {
    const bool ulti = an.type == "ulti";
    if (!ulti || !st.rules.v.ulti) {
      rep.error(ulti ? "announcement.not-allowed/ulti" : "announcement.not-allowed", "announcement",
                {an.pos, 0, an.seat}, kUltiSection, {{"type", an.type}});
      continue;
    }
    if (an.seat != st.declarer)
      rep.error("announcement.wrong-seat", "announcement", {an.pos, 0, an.seat}, kUltiSection,
                {{"declarer", seat_name(st.declarer), seat_name_de(st.declarer)}});
    for (Card c : an.cards ? an.cards->cards : std::vector<Card>{}) lay_out_ulti_card(st, an, c, rep);
    if (tl.enabled())
      tl.push(engine::StepKind::Announcement,
              {seat_name(an.seat) + " lays out Ulti", seat_name_de(an.seat) + " legt Ulti aus"}, an.pos, an.seat);
  }
  // "In den Ultistichen werden sie vom höchsten Wert abwärts gespielt": the 3 first.
  std::sort(st.ulti.begin(), st.ulti.end(), [](Card x, Card y) { return x.trump_number() > y.trump_number(); });
}

// ---- What may come next (Timeline::next) ----

// The pressed cards one by one: each one a complete pressing may hold, as the check
// judges it (discard_fault: no 5er unless the hand cannot keep them, the honours; the
// contract's own cards kept: contract_cards_missing).
void offer_pressing(const HandState& st, const CardSet& held, engine::Turn& next) {
  const record::Exchange* ex = st.hand->exchanges.empty() ? nullptr : &st.hand->exchanges.front();
  const std::span<const Card> pressed =
      ex && ex->discard ? std::span<const Card>(ex->discard->cards) : std::span<const Card>();
  const Rules& r = st.rules;
  const int active = static_cast<int>(st.table.order.size());
  const auto cost = [&](Card c) {
    const bool king = c.is_suited() && c.rank() == Rank::King;
    const bool kept_for_contract = (king && (st.contract == "hannes" || st.contract == "zwei-hannes")) ||
                                   (c == Card::trump(1) && st.contract == "geiss");
    return (is_five(c) ? 2 : 0) + (king ? 1 : 0) + (kept_for_contract ? 4 : 0);
  };
  const auto allowed = [&](std::span<const Card> d) {
    CardSet kept = held;
    for (Card c : d) kept.erase(c);
    return !discard_fault(r, active, held, d, st.contract) && !contract_cards_missing(st.contract, kept);
  };
  const CardSet cards = engine::completable_discards(held, pressed, st.dapp.size(), cost, allowed);
  engine::offer_discards(next, st.declarer, cards, [&](Card c) {
    return Message{seat_name(st.declarer) + " presses " + card_code(c),
                   seat_name_de(st.declarer) + " drückt " + card_code(c)};
  });
}

// Furtwangen's Ulti, by the declarer before the first card: the Ulti cards he holds after
// pressing, one, two or all three of them ("Die Karten werden vor dem Spiel der ersten
// Karte offen ausgelegt").
void offer_ulti(const HandState& st, engine::Turn& next) {
  const auto& play = st.hand->play;
  const bool played = play && std::any_of(play->tricks.begin(), play->tricks.end(),
                                          [](const auto& t) { return !t.cards.cards.empty(); });
  if (!st.rules.v.ulti || played || !st.hand->announcements.empty()) return;
  std::vector<Card> held;
  for (int n = 3; n >= 1; --n)
    if (st.declarer_hand.contains(Card::trump(n))) held.push_back(Card::trump(n));
  for (unsigned mask = 1; mask < (1u << held.size()); ++mask) {
    engine::LegalAction an;
    an.kind = engine::ActionKind::Announce;
    an.seat = st.declarer;
    an.type = "ulti";
    for (std::size_t i = 0; i < held.size(); ++i)
      if (mask & (1u << i)) an.cards.push_back(held[i]);
    an.optional = true;
    if (next.labelled)
      an.label = {seat_name(st.declarer) + " lays out Ulti " + cards_to_string(an.cards),
                  seat_name_de(st.declarer) + " legt Ulti aus: " + cards_to_string(an.cards)};
    engine::offer(next, "announcement", std::move(an));
  }
}

void offer_exchange(const HandState& st, const CardSet& held, engine::Turn& next) {
  if (next.waits()) return;
  if (st.seven_fives) {
    next.outcome = "played";  // "dann zeigt er das vor und es zählt als gewonnener Marsch"
    return;
  }
  if (st.contract != "solo") offer_pressing(st, held, next);
  if (!next.waits()) offer_ulti(st, next);
}

}  // namespace

void check_exchange(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  st.declarer_hand = st.dealt[static_cast<std::size_t>(st.declarer - 1)];
  st.laid_dapp = st.dapp;
  const bool solo = st.contract == "solo";
  CardSet held = st.declarer_hand;
  if (!solo)
    for (Card c : st.dapp) held.insert(c);
  // Furtwangen: "Hält der Alleinspieler vor oder nach Aufnahme des Dapp alle sieben 5er auf der Hand, dann zeigt
  // er das vor und es zählt als gewonnener Marsch."
  st.seven_fives = st.rules.v.seven_fives_marsch && count_fives(held) == 7;
  if (solo)
    check_solo(st, rep);
  else
    check_dapp_taken(st, held, rep);
  if (tl.enabled() && !st.hand->exchanges.empty()) show_exchange(st, tl);
  check_ulti(st, rep, tl);
  if (tl.next()) offer_exchange(st, held, *tl.next());
}

}  // namespace stichprobe::games::dappen
