// Writes samples/tuebinger-tarock/ (hidden: run `test_tuebinger_tarock "[.write-samples]"`; one
// sample alone: "[.write-samples][best-opponent]", "[.write-samples][ski]").
// Each sample is a generated legal hand, for the faulty ones broken in one place; the
// .expected files are the validator's findings on the written file, checked here to
// contain the intended code (and reviewed by hand before committing).
#include "ski_search.h"

#include <filesystem>
#include <fstream>
#include <functional>

#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "tests/support/expected.h"
#include "tests/support/playout.h"
#include "validator/core/deck.h"
#include "validator/engine/generate.h"
#include "validator/engine/validate.h"
#include "validator/games/tuebinger-tarock/generate.h"
#include "validator/games/tuebinger-tarock/module.h"
#include "validator/games/tuebinger-tarock/state.h"

using namespace tue_test;

namespace {
const std::string kDir = std::string(STICHPROBE_SAMPLES_DIR) + "/tuebinger-tarock/";

// The hand's state after play (piles, parties), its findings dropped.
tue::HandState played_through(const record::Hand& hand) {
  Findings fs;
  engine::Reporter rep(fs, 1, "tuebinger-tarock");
  engine::Timeline tl(false);
  static const tue::Rules kRules = *tue::rules_for(context());  // the state borrows them
  tue::HandState st(&hand, kRules, false);
  tue::check_deal(st, rep, tl);
  tue::check_exchange(st, rep, tl);
  tue::check_auction(st, rep, tl);
  tue::check_play(st, rep, tl);
  return st;
}

record::Session session_of(std::vector<record::Hand> hands, const std::string& title, engine::Options options = {}) {
  record::Session s;
  s.game = "tuebinger-tarock";
  s.variant = "standard";
  record::Meta meta;
  meta.title = title;
  meta.place = "Café Kommerell, Tübingen";
  s.meta = meta;
  for (const auto& [k, v] : options) {
    record::RuleOption o;
    o.name = k;
    o.value = v;
    s.rules.push_back(o);
    s.has_rules = true;
  }
  const char* names[] = {"Otto", "Guntram", "Lina", "Karl"};
  for (int i = 1; i <= 4; ++i) {
    record::Player p;
    p.seat = i;
    p.name = names[i - 1];
    s.players.push_back(p);
  }
  int n = 1;
  for (auto& h : hands) {
    h.n = n++;
    s.hands.push_back(h);
  }
  for (auto& h : s.hands)
    if (h.play)
      for (auto& t : h.play->tricks) t.winner.reset();
  return s;
}

void write(const std::string& name, const record::Session& s, const std::vector<std::string>& must,
           const std::string& comment) {
  const std::string xml = write_thr(s);
  std::ofstream(kDir + name + ".xml") << xml;
  const ReadResult read = read_thr(xml);
  const engine::DocumentReport report = engine::validate_document(read);
  INFO(name << "\n" << dump(report.findings));
  if (name.rfind("valid-", 0) == 0) {
    CHECK(report.findings.empty());
    std::filesystem::remove(kDir + name + ".expected");
    return;
  }
  for (const auto& code : must) {
    bool found = false;
    for (const auto& f : report.findings) found = found || f.code == code;
    CHECK(found);
  }
  std::ofstream out(kDir + name + ".expected");
  out << "# " << comment << "\n";
  for (const auto& f : report.findings) out << testing::finding_key(f) << "  # " << f.message << "\n";
}

const CardSet& hand_at_start(const record::Hand& h, int seat) {
  static CardSet s;
  s = CardSet::of(h.deal->hands[static_cast<std::size_t>(seat - 1)].cards.cards);
  if (seat == h.dealer)
    for (Card c : h.exchanges[0].discard->cards) s.erase(c);
  return s;
}
bool has_bonus(const record::Hand& h, const std::string& type) {
  if (!h.result) return false;
  for (const auto& b : h.result->bonuses)
    if (b.type == type) return true;
  return false;
}
// After a mutation the table is taken to have counted what happened: only the
// mutated rule is then broken.
void refill(record::Hand& h) { tue::fill_result(h, context()); }
const record::Call& last_call(const record::Hand& h) { return h.auction->calls.back(); }
Rational pay_of(const record::Hand& h, int seat) {
  Rational r;
  for (const auto& p : h.result->settlement->pays)
    if (p.seat == seat) r += p.amount;
  return r;
}
}  // namespace

TEST_CASE("write the Tübinger Tarock samples", "[.write-samples]") {
  std::filesystem::create_directories(kDir);
  auto any = [](const record::Hand&) { return true; };
  // ---- valid ----
  auto ruf = find_generated("rufspiel", [](const record::Hand& h) {
    return last_call(h).bid == "call" && last_call(h).card->is_suited() && h.result->bonuses.empty();
  });
  write("valid-rufspiel", session_of({ruf}, "Rufspiel: a king called"), {}, "");
  write(
      "valid-rufspiel-call-fourth",
      session_of({find_generated("rufspiel", [](const record::Hand& h) { return last_call(h).bid == "call-fourth"; })},
                 "Rufspiel: den Vierten gerufen"),
      {}, "");
  write("valid-rufspiel-four-kings-call-trump",
        session_of({find_generated("rufspiel",
                                   [](const record::Hand& h) {
                                     return last_call(h).bid == "call" && !last_call(h).card->is_suited();
                                   })},
                   "Rufspiel: four kings, the 21, the 1 or the Ski called"),
        {}, "");
  write("valid-rufspiel-fort-mit",
        session_of({find_generated("rufspiel",
                                   [](const record::Hand& h) {
                                     for (const auto& c : h.auction->calls)
                                       if (c.bid == "fort-mit") return true;
                                     return false;
                                   })},
                   "Rufspiel after a fort mit (8 Tarock)"),
        {}, "");
  auto raus_open = find_generated("raus", [](const record::Hand& h) { return !h.contract->partner_card; });
  write("valid-raus-open", session_of({raus_open}, "Raus announced in the Raus round"), {}, "");
  write("valid-raus-leere-stiche",
        session_of({find_generated("raus",
                                   [](const record::Hand& x) {
                                     engine::AnalysisOptions o;
                                     o.derivation = true;
                                     for (const auto& line : tue::module().analyse(context(), x, o).derivation)
                                       if (line.detail.en.rfind("0 other", 0) != 0 &&
                                           line.item.en.rfind("best opp", 0) == 0)
                                         return true;
                                     return false;
                                   })},
                   "Raus: the contre counts another opponent's leere Stiche"),
        {}, "");
  auto raus_hidden = find_generated("raus", [](const record::Hand& h) { return h.contract->partner_card.has_value(); });
  write("valid-raus-hidden", session_of({raus_hidden}, "the dealer's hidden Raus: he calls his own king"), {}, "");
  auto tout = find_generated("tout", [](const record::Hand& h) { return !h.play->ended; });
  write("valid-tout-lost", session_of({tout}, "kleiner Tout taken and lost: -240"), {}, "");
  write("valid-tout-ended-early",
        session_of({find_generated("tout", [](const record::Hand& h) { return h.play->ended.has_value(); })},
                   "Tout lost after two tricks; the rest is not played"),
        {}, "");
  auto tout_redeal =
      find_generated("", [](const record::Hand& h) { return h.auction->calls[0].bid == "tout-question"; });
  auto stecken = find_generated("", [](const record::Hand& h) { return h.auction->calls.size() == 8; });
  auto after = generated(4242, {}, stecken.dealer);
  write("valid-stecken-same-dealer", session_of({stecken, after}, "Stecken: all fort, the same dealer deals again"), {},
        "");
  auto after_tout = generated(4243, {}, tout_redeal.dealer);
  write("valid-tout-no-taker", session_of({tout_redeal, after_tout}, "nobody takes the Tout: the same dealer again"),
        {}, "");
  for (const auto& type : tue::strafe_types()) {
    auto h = find_generated("rufspiel", [&](const record::Hand& x) { return has_bonus(x, type); });
    write("valid-strafe-" + type, session_of({h}, "Strafe claimed: " + type), {}, "");
  }
  const record::Session sheet = testing::generate_session(tue::module(), {"standard", 4, 8, 77, {}});
  write("valid-session-score-sheet", session_of(sheet.hands, "eight hands with the running score sheet"), {}, "");
  auto lost_ruf = find_generated(
      "rufspiel", [](const record::Hand& h) { return pay_of(h, h.contract->declarer.value()) < Rational(0); }, 1,
      {{"defender-credit", "game-value"}});
  write("valid-option-defender-credit",
        session_of({lost_ruf}, "house rule: winning defenders are credited the game value",
                   {{"defender-credit", "game-value"}}),
        {}, "");

  // Won Touts, dealt on purpose: the Tout player (seat 3) holds T3-T21 (großer Tout)
  // or T4-T21 and one pip (kleiner Tout); seat 2 asks with 19 Blättle.
  for (int big = 1; big >= 0; --big) {
    for (std::uint64_t seed = 1; seed < 2000; ++seed) {
      core::Rng r(seed);
      std::vector<Card> deck = core::deck(core::DeckKind::Tarot78).cards;
      r.shuffle(deck);
      std::vector<CardSet> hands(4);
      for (int t = big ? 3 : 4; t <= 21; ++t) hands[2].insert(Card::trump(t));
      for (Card c : deck) {
        const bool pip = c.is_suited() && tue::is_low(c);
        if (!big && pip && hands[2].size() < 19)
          hands[2].insert(c);
        else if (pip && !hands[2].contains(c) && hands[1].size() < 19)
          hands[1].insert(c);
      }
      for (Card c : deck) {
        if (hands[1].contains(c) || hands[2].contains(c)) continue;
        (hands[0].size() < 21 ? hands[0] : hands[3]).insert(c);
      }
      record::Hand h;
      h.n = 1;
      h.dealer = 1;
      record::Deal dl;
      for (int seat = 1; seat <= 4; ++seat) {
        record::SeatCards sc;
        sc.seat = seat;
        sc.cards.cards = hands[static_cast<std::size_t>(seat - 1)].cards();
        sc.cards.token_pos.resize(sc.cards.cards.size());
        dl.hands.push_back(sc);
      }
      h.deal = dl;
      std::vector<Card> laid;
      for (Card c : deck)
        if (hands[0].contains(c) && tue::may_lay(c) && laid.size() < 2) laid.push_back(c);
      for (Card c : laid) hands[0].erase(c);
      record::Exchange x;
      x.seat = 1;
      record::CardList discard;
      discard.cards = laid;
      discard.token_pos.resize(2);
      x.discard = discard;
      h.exchanges.push_back(x);
      record::Auction au;
      for (auto [seat, bid] : {std::pair{2, "tout-question"}, std::pair{3, "tout"}}) {
        record::Call c;
        c.seat = seat;
        c.bid = bid;
        au.calls.push_back(c);
      }
      h.auction = au;
      record::Contract k;
      k.type = "tout";
      k.declarer = 3;
      h.contract = k;
      record::Outcome o;
      o.type = "played";
      h.outcome = o;
      engine::play_on(tue::module(), engine::generation_context(tue::module(), {"standard", {}, 4, 1, 1}), h,
                      [&](const engine::Turn& turn, const record::Hand&) { return engine::random_action(r, turn); });
      refill(h);
      if (pay_of(h, 3) != Rational(big ? 240 : 120)) continue;
      write(big ? "valid-tout-grosser" : "valid-tout-kleiner",
            session_of({h}, big ? "großer Tout: all 19 tricks, +240" : "kleiner Tout: all tricks but one, +120"), {},
            "");
      break;
    }
  }

  // ---- faulty ----
  auto h = find_generated("rufspiel", [](const record::Hand& x) {
    for (const auto& c : x.auction->calls)
      if (c.bid == "fort-mit") return true;
    return false;
  });
  for (auto& c : h.auction->calls)
    if (c.bid == "fort-mit") c.bid = "pass";
  write("faulty-fort-instead-of-fort-mit", session_of({h}, "plain fort with 8 Tarock"), {"auction.must-say-fort-mit"},
        "Wenn man trotz des Besitzes von mindestens 8 Tarock nicht rufen will, muss man fort mit sagen.");
  h = find_generated("rufspiel", [](const record::Hand& x) {
    return x.auction->calls.size() >= 6 && tue::tarock_count(hand_at_start(x, x.auction->calls[4].seat), false) < 8;
  });
  h.auction->calls[4].bid = "fort-mit";
  write("faulty-fort-mit-without-tarocks", session_of({h}, "fort mit with fewer than 8 Tarock"),
        {"auction.illegal-fort-mit"}, "fort mit is for a hand with at least 8 Tarock");
  h = find_generated("rufspiel", [](const record::Hand& x) {
    const auto& c = last_call(x);
    return c.seat != x.dealer && c.bid == "call" && tue::king_count(hand_at_start(x, c.seat)) >= 1;
  });
  for (Suit s : kSuits)
    if (hand_at_start(h, last_call(h).seat).contains(Card::suited(s, Rank::King)))
      h.auction->calls.back().card = h.contract->partner_card = Card::suited(s, Rank::King);
  refill(h);
  write("faulty-called-own-king", session_of({h}, "a player (not the dealer) calls a king he holds"),
        {"auction.called-own-king"}, "Rufen darf man nur einen König, den man nicht selbst auf der Hand hat");
  h = find_generated("rufspiel", [](const record::Hand& x) {
    const auto& c = last_call(x);
    return c.bid == "call" && tue::king_count(hand_at_start(x, c.seat)) < 4 &&
           !hand_at_start(x, c.seat).contains(Card::trump(21)) && x.result->bonuses.empty();
  });
  h.auction->calls.back().card = h.contract->partner_card = Card::trump(21);
  refill(h);
  write("faulty-call-21-without-four-kings", session_of({h}, "the 21 called without all four kings"),
        {"auction.illegal-call"},
        "Wenn der Rufer alle 4 Könige auf der Hand hat, darf er den Einundzwanziger ... rufen");
  h = find_generated("rufspiel", [](const record::Hand& x) { return x.auction->calls.size() > 5; });
  std::swap(h.auction->calls[0].seat, h.auction->calls[1].seat);
  write("faulty-out-of-turn", session_of({h}, "the Raus round begins at the wrong seat"), {"auction.out-of-turn"},
        "Gefragt wird zunächst der Spieler, der rechts vom Geber sitzt.");
  h = find_generated("rufspiel", [](const record::Hand& x) { return !tue::tout_eligible(hand_at_start(x, 2)); });
  h.auction->calls.clear();
  for (int s : {2, 3, 4, 1}) {
    record::Call c;
    c.seat = s;
    c.bid = s == 2 ? "tout-question" : "pass";
    h.auction->calls.push_back(c);
  }
  h.contract.reset();
  h.play.reset();
  h.result.reset();
  h.outcome->type = "redeal";
  write("faulty-tout-question-ineligible", session_of({h}, "a Tout asked for with court cards in hand"),
        {"auction.tout-ineligible"}, "keine Karte auf der Hand ..., die mehr als 0,5 Punkte wert ist");
  h = stecken;
  h.outcome->type = "played";
  write("faulty-stecken-outcome", session_of({h}, "all fort, yet the hand is said to be played"),
        {"auction.outcome-mismatch"}, "Sagen alle vier Spieler fort, wird gesteckt");
  auto moved = generated(4242, {}, stecken.dealer % 4 + 1);
  write("faulty-dealer-rotation-after-stecken", session_of({stecken, moved}, "the deal moves on after Stecken"),
        {"session.dealer-rotation"}, "Nun verteilt der selbe Geber die Karten erneut.");
  h = ruf;
  h.exchanges[0].discard->cards.pop_back();
  h.exchanges[0].discard->token_pos.pop_back();
  refill(h);
  write("faulty-laid-one-card", session_of({h}, "the dealer lays only one card"), {"exchange.discard-size"},
        "Der Geber legt zwei Karten ab");
  h = find_generated("rufspiel", [](const record::Hand& x) {
    for (Card c : x.exchanges[0].discard->cards) {
      const Card king = c.is_suited() ? Card::suited(c.suit(), Rank::King) : Card{};
      if (!c.is_suited() || !hand_at_start(x, x.dealer).contains(king)) continue;
      for (const auto& t : x.play->tricks)  // the king was trumped: the pip loses the same way
        for (std::size_t k = 0; k < t.cards.cards.size(); ++k)
          if (t.cards.cards[k] == king && core::trick_winner(t.cards.cards, tue::trick_rules()) != static_cast<int>(k))
            return true;
    }
    return false;
  });
  for (auto& c : h.exchanges[0].discard->cards) {
    const Card king = c.is_suited() ? Card::suited(c.suit(), Rank::King) : Card{};
    if (!c.is_suited() || !hand_at_start(h, h.dealer).contains(king)) continue;
    for (auto& t : h.play->tricks)
      for (auto& pc : t.cards.cards)
        if (pc == king) pc = c;
    c = king;
    break;
  }
  refill(h);
  write("faulty-laid-king", session_of({h}, "the dealer lays a king"), {"exchange.forbidden-discard"},
        "Gelegt werden dürfen alle Karten außer den Königen, dem Ski, dem Einser und dem Einundzwanziger.");
  // a card of seat 2 written into seat 1's hand as well; the first such card whose
  // phantom copy never has to be played by seat 1
  for (std::size_t i = 0; i < raus_open.deal->hands[1].cards.cards.size(); ++i) {
    h = raus_open;
    h.deal->hands[0].cards.cards.push_back(h.deal->hands[1].cards.cards[i]);
    h.deal->hands[0].cards.token_pos.emplace_back();
    refill(h);
    if (analyse(h).size() != 2) continue;
    write("faulty-deal-duplicate", session_of({h}, "a card dealt to two players"),
          {"deal.duplicate-card", "deal.hand-size"}, "Es werden drei Runden à 5 und eine Runde à 4 Karten ausgegeben.");
    break;
  }
  core::Rng rng(11);
  for (const char* code : {"play.must-follow-suit", "play.must-trump"}) {
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
      record::Session s = session_of({generated(seed)}, std::string("a revoke: ") + code);
      if (!s.hands[0].play) continue;
      auto inj = testing::inject_revoke(s, tue::module(), rng);
      if (!inj) continue;
      refill(s.hands[0]);
      const auto f = engine::validate_session(s).findings;
      if (f.size() != 1 || f[0].code != code) continue;
      write(std::string("faulty-") + (code == std::string("play.must-trump") ? "must-trump" : "must-follow-suit"), s,
            {code},
            "Wird eine Farbe angespielt, muss diese bedient werden. Kann ein Spieler dies nicht, so muss er stechen.");
      break;
    }
  }
  for (int attempt = 0; attempt < 200; ++attempt) {
    record::Session s = session_of({ruf}, "a card the player does not hold");
    testing::inject_card_from_nowhere(s, tue::module(), rng);
    refill(s.hands[0]);
    if (engine::validate_session(s).findings.size() != 1) continue;
    write("faulty-card-not-held", s, {"play.card-not-held"}, "a card from another hand");
    break;
  }
  for (std::uint64_t seed = 1; seed < 400; ++seed) {
    auto x = generated(seed);
    if (!x.play) continue;
    auto& tr = x.play->tricks;
    bool done = false;
    for (std::size_t i = 0; i < tr.size() && !done; ++i) {
      const Card a = tr[i].cards.cards[0];
      if (!a.is_trump() || a.trump_number() < 3) continue;
      for (std::size_t j = i + 1; j < tr.size() && !done; ++j) {
        int seat = *tr[j].lead;
        for (std::size_t k = 0; k < 4 && !done; ++k, seat = seat % 4 + 1)
          if (seat == *tr[i].lead && tr[j].cards.cards[k] == Card::trump(a.trump_number() - 1)) {
            std::swap(tr[i].cards.cards[0], tr[j].cards.cards[k]);
            done = true;
          }
      }
    }
    if (!done) continue;
    refill(x);
    write("faulty-von-oben-herunter", session_of({x}, "a Tarock led from below"), {"play.von-oben-herunter"},
          "Anspielen muss man Tarock von oben herunter.");
    break;
  }
  h = find_generated("rufspiel", [](const record::Hand& x) { return x.result->bonuses.empty(); });
  record::Bonus b;
  b.seat = 1;
  b.type = "koenigreich";
  b.amount = 10;
  h.result->bonuses.push_back(b);
  write("faulty-strafe-unjustified", session_of({h}, "a Königreich claimed without four kings"), {"bonus.unjustified"},
        "Königreich: Wenn jemand alle 4 Könige auf der Hand hatte, erhält er 10 Punkte.");
  h = find_generated("rufspiel", [](const record::Hand& x) { return has_bonus(x, "obere"); });
  for (auto& x : h.result->bonuses)
    if (x.type == "obere") x.amount = x.amount / 2;
  write("faulty-strafe-amount", session_of({h}, "Obere counted single, not double"), {"bonus.amount"},
        "Man bekommt Pluspunkte in doppelter Zahl, also mindestens 6.");
  h = find_generated("rufspiel", [](const record::Hand& x) { return x.result->bonuses.size() == 1; });
  h.result->bonuses.clear();
  {
    const auto a = tue::module().analyse(context(), h, {});
    h.result->settlement->pays.clear();
    for (const auto& [seat, amount] : a.payments) {
      record::Pay p;
      p.seat = seat;
      p.amount = amount;
      h.result->settlement->pays.push_back(p);
    }
  }
  write("faulty-strafe-unclaimed", session_of({h}, "a Strafe forgotten: it does not count"), {"bonus.unclaimed"},
        "Bei verspäteter Anmeldung helfen die Strafen nichts mehr");
  h = ruf;
  h.result->points[0].value += 1;
  write("faulty-card-points", session_of({h}, "the caller's party miscounted"), {"points.card-points"},
        "Die Karten werden entsprechend den oben angegebenen Zählwerten addiert.");
  h = find_generated("raus",
                     [](const record::Hand& x) { return pay_of(x, x.contract->declarer.value()) < Rational(0); });
  for (auto& p : h.result->settlement->pays) p.amount = p.amount * 2 / 3;
  write("faulty-raus-lost-factor", session_of({h}, "a lost Raus written with factor 2"), {"settlement.amount"},
        "Es bleibt also auch bei einem verlorenen Raus beim Faktor 3.");
  h = find_generated("rufspiel",
                     [](const record::Hand& x) { return pay_of(x, x.contract->declarer.value()) < Rational(0); });
  for (auto& p : h.result->settlement->pays) p.amount = p.amount / 2;
  write("faulty-rufspiel-lost-single", session_of({h}, "a lost Rufspiel written once, not twice"),
        {"settlement.amount"}, "werden dem Rufer 2 mal 29 = 58 Punkte abgezogen");
  h = ruf;
  h.contract->partner_card = Card::suited(Suit::Hearts, Rank::Queen);
  write("faulty-contract-partner-card", session_of({h}, "the contract names another card than the call"),
        {"auction.wrong-contract"}, "the contract must say what the auction decided");
  h = ruf;
  h.play->tricks.resize(12);
  h.play->ended = "early";
  write("faulty-rufspiel-ended-early", session_of({h}, "a Rufspiel broken off"), {"play.ended-early"},
        "Das Spiel besteht aus 19 Stichen à 4 Karten.");
  record::Session s3 = testing::generate_session(tue::module(), {"standard", 4, 3, 78, {}});
  s3 = session_of(s3.hands, "a running total miscarried");
  for (auto& hh : s3.hands)
    if (hh.n == 2 && hh.result && hh.result->totals) hh.result->totals->totals[0].value += 10;
  write("faulty-running-total", s3, {"session.running-total"},
        "the score sheet: each total is the previous plus this hand");
  (void)any;
}

namespace {
// The best opponent as chosen before #16: the highest total with the others' leere Stiche.
int best_by_total(const std::array<tue::Pile, 5>& piles, int soloist) {
  int best = 0;
  Rational top;
  for (int o = 1; o <= 4; ++o) {
    if (o == soloist) continue;
    Rational t = piles[static_cast<std::size_t>(o)].points;
    for (int x = 1; x <= 4; ++x) {
      const auto& p = piles[static_cast<std::size_t>(x)];
      if (x != soloist && x != o && p.tricks <= 3 && p.empty_only) t += p.points;
    }
    if (best == 0 || t > top) {
      best = o;
      top = t;
    }
  }
  return best;
}
}  // namespace

TEST_CASE("write the best-opponent sample", "[.write-samples][best-opponent]") {
  // A Raus whose best opponent on his own points is not the one with the highest total
  // once the others' leere Stiche are added: "beim besten Gegner hinzugezählt".
  record::Hand h;
  int raus = 0;
  for (std::uint64_t seed = 1; seed < 400000 && !h.contract; ++seed) {
    record::Hand x = generated(seed);
    if (!x.contract || x.contract->type != "raus") continue;
    ++raus;
    const tue::HandState ev = played_through(x);
    if (best_by_total(ev.piles, ev.auction.declarer) != tue::best_opponent(ev.piles, ev.auction.declarer).seat) h = x;
  }
  INFO(raus << " Raus hands searched");
  REQUIRE(h.contract);
  write("valid-raus-best-opponent-own-points",
        session_of({h},
                   "Raus: seat 1 (the dealer, 15 with his laid cards and leere Stiche) is the best opponent on "
                   "his own points; his leere Stiche do not go to seat 3 (11) to make a weaker opponent the best"),
        {}, "");
}

TEST_CASE("write the Ski-from-own-tricks sample", "[.write-samples][ski]") {
  // RULES.md "Ski exchange unit": the 0,5 card comes from the owner's own tricks first,
  // so the per-seat card points follow the owner, not the lower seat of his party.
  std::uint64_t seed = 1;
  const auto k = next_ski_from_own_case(seed, 6000);
  REQUIRE(k);
  // The owner's and his partner's own card points, which the table may write per seat.
  record::Hand h = k->hand;
  const tue::HandState ev = played_through(h);
  for (const int seat : {k->mate, k->owner}) {
    record::Points p;
    p.seat = seat;
    p.value = ev.piles[static_cast<std::size_t>(seat)].points;
    h.result->points.push_back(p);
  }
  write("valid-rufspiel-ski-from-own-tricks",
        session_of({h}, "Rufspiel: the Ski of seat " + std::to_string(k->owner) + " goes to the other party in trick " +
                            std::to_string(k->trick) + "; the 0,5 card given for it comes from seat " +
                            std::to_string(k->owner) + "'s own tricks, not from his partner's (seat " +
                            std::to_string(k->mate) + "), as the per-seat points show"),
        {}, "");
}
