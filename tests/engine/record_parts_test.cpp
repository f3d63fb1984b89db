// "Nothing a record says is silently ignored: every part is checked or draws a finding saying
// the game has no use for it" (the brief). The coverage test over THR v1
// (hand-record-format.md): for every element and attribute the format defines and for every
// game, a record that uses it (adds it, or changes what it says) either draws a finding or
// changes what the engine computes (a payment, a line of the derivation, a step of the replay).
// The annotations the format says never change the verdict (meta, names, notes) are kept when
// the record is rewritten instead. Each game's RULES.md says, in its table "What this game reads
// of a record", what it does with every part listed here, and names the finding of each part the
// game has no use for (engine/record_parts.h).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "tests/support/playout.h"
#include "validator/engine/record_parts.h"
#include "validator/engine/registry.h"

namespace stichprobe::engine {
namespace {

using Hand = record::Hand;
using Session = record::Session;

// A part and how a record uses it: the change made to one hand (index into the session's
// hands) or to the session; false where this hand cannot carry it (the next hand is tried).
// Where no hand has the element an attribute belongs to (no <swap> outside a Tapp Rufer), the
// element is added first, as the part named before the attribute ("swap" for "swap/@gets").
struct Part {
  const char* name;  // as the RULES.md tables write it
  // The k-th way to use it (k = 0, 1, ...): a value that may be the right one is tried with
  // each value in turn (a trick's lead), and one of them must draw a finding.
  std::function<bool(Session&, std::size_t, int)> use;
};

Hand& hand_at(Session& s, std::size_t h) { return s.hands[h]; }

record::CardList cards_of(std::initializer_list<Card> cards) {
  record::CardList out;
  for (Card c : cards) out.cards.push_back(c);
  return out;
}

int other_seat(const Session& s, int seat) { return seat % static_cast<int>(s.players.size()) + 1; }

// A card of the deck nobody in the hand holds differently: the first card of the first trick
// swapped with the last card of the first seat's hand gives a card from nowhere or a revoke.
bool swap_dealt_cards(Hand& h) {
  if (!h.deal || h.deal->hands.size() < 2) return false;
  auto& a = h.deal->hands[0].cards.cards;
  auto& b = h.deal->hands[1].cards.cards;
  if (a.empty() || b.empty()) return false;
  std::swap(a[0], b[0]);
  return true;
}

std::optional<Card> other_card(Card c) { return c == Card::trump(20) ? Card::trump(19) : Card::trump(20); }

bool played(const Hand& h) { return h.play && !h.play->tricks.empty() && h.result && h.result->settlement; }

// clang-format off
const std::vector<Part>& parts() {
  static const std::vector<Part> kParts = {
      {"session/@version", [](Session& s, std::size_t, int) { s.version = "2"; return true; }},
      {"session/@game", [](Session& s, std::size_t, int) {
         s.game = s.game == "troggu" ? "tapp" : "troggu"; return true; }},
      {"session/@variant", [](Session& s, std::size_t, int) { s.variant = "no-such-variant"; return true; }},
      {"option/@name", [](Session& s, std::size_t, int) {
         s.rules.push_back({"no-such-option", "yes", {}, {}}); s.has_rules = true; return true; }},
      {"option/@value", [](Session& s, std::size_t, int) {
         const GameModule* g = find_game(s.game);
         if (!g || g->spec().options.empty()) {
           s.rules.push_back({"no-such-option", "yes", {}, {}});
         } else {
           s.rules.push_back({g->spec().options.front().name, "no-such-value", {}, {}});
         }
         s.has_rules = true;
         return true; }},
      {"player/@seat", [](Session& s, std::size_t, int) { s.players.front().seat = 9; return true; }},
      {"hand/@n", [](Session& s, std::size_t h, int) {
         if (h == 0) return false;
         s.hands[h].n = s.hands[h - 1].n; return true; }},
      {"hand/@dealer", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h); x.dealer = other_seat(s, x.dealer); return true; }},
      {"hand/@id", [](Session& s, std::size_t h, int) {
         if (h == 0) return false;
         s.hands[h].id = "same"; s.hands[h - 1].id = "same"; return true; }},
      {"hand/@sitting-out", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         int seat = other_seat(s, x.dealer);
         while (std::find(x.sitting_out.begin(), x.sitting_out.end(), seat) != x.sitting_out.end()) seat = other_seat(s, seat);
         x.sitting_out.push_back(seat); return true; }},
      {"deal", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h); if (!x.deal || !played(x)) return false; x.deal.reset(); return true; }},
      {"cards", [](Session& s, std::size_t h, int) { Hand& x = hand_at(s, h); return played(x) && swap_dealt_cards(x); }},
      {"cards/@seat", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!played(x) || !x.deal || x.deal->hands.size() < 2) return false;
         std::swap(x.deal->hands[0].seat, x.deal->hands[1].seat); return true; }},
      {"talon", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!x.deal) return false;
         if (!x.deal->talon) { x.deal->talon = record::Talon{}; x.deal->talon->cards = cards_of({Card::trump(20)}); return true; }
         record::Talon& t = *x.deal->talon;
         if (t.cards && !t.cards->cards.empty()) { t.cards->cards.pop_back(); return true; }
         if (!t.packets.empty() && !t.packets.front().cards.empty()) { t.packets.front().cards.pop_back(); return true; }
         return false; }},
      {"talon/packet", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!x.deal) return false;
         if (!x.deal->talon) {
           x.deal->talon = record::Talon{};
           x.deal->talon->packets = {cards_of({Card::trump(20)}), cards_of({Card::trump(19)})};
           return true;
         }
         record::Talon& t = *x.deal->talon;
         if (t.packets.size() == 2) { std::swap(t.packets[0], t.packets[1]); return t.packets[0] != t.packets[1]; }
         if (!t.cards || t.cards->cards.size() < 2) return false;
         record::CardList a, b;
         for (std::size_t i = 0; i < t.cards->cards.size(); ++i) (i % 2 ? b : a).cards.push_back(t.cards->cards[i]);
         t.packets = {a, b}; t.cards.reset(); return true; }},
      {"auction", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h); if (!x.auction) return false; x.auction.reset(); return true; }},
      {"call/@seat", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!x.auction || x.auction->calls.empty()) return false;
         auto& c = x.auction->calls.front(); c.seat = other_seat(s, c.seat); return true; }},
      {"call/@bid", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!x.auction || x.auction->calls.size() < 2) return false;
         auto& calls = x.auction->calls;
         for (std::size_t i = 1; i < calls.size(); ++i)
           if (calls[i].bid != calls[0].bid) { std::swap(calls[0].bid, calls[i].bid); return true; }
         return false; }},
      {"call/@suit", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!x.auction || x.auction->calls.empty()) return false;
         auto& c = x.auction->calls.front(); c.suit = c.suit == std::optional<std::string>("H") ? "S" : "H"; return true; }},
      {"call/@card", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!x.auction || x.auction->calls.empty()) return false;
         auto& c = x.auction->calls.front(); c.card = c.card ? other_card(*c.card) : Card::trump(20); return true; }},
      {"contract/@declarer", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!x.contract || !x.contract->declarer) return false;
         x.contract->declarer = other_seat(s, *x.contract->declarer); return true; }},
      {"contract/@type", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!x.contract) return false;
         const auto& types = find_game(s.game)->spec().contracts;
         x.contract->type = x.contract->type == types.front() ? types.back() : types.front(); return true; }},
      {"contract/@trump", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!x.contract) return false;
         x.contract->trump = x.contract->trump == std::optional<std::string>("H") ? "S" : "H"; return true; }},
      {"contract/@partner-card", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!x.contract) return false;
         x.contract->partner_card = x.contract->partner_card ? other_card(*x.contract->partner_card) : Card::trump(20);
         return true; }},
      {"exchange/@seat", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (x.exchanges.empty()) return false;
         x.exchanges.front().seat = other_seat(s, x.exchanges.front().seat); return true; }},
      {"exchange/@packet", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (x.exchanges.empty()) return false;
         auto& p = x.exchanges.front().packet; p = p == 1 ? 2 : 1; return true; }},
      {"exchange/take", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (x.exchanges.empty()) return false;
         auto& e = x.exchanges.front();
         if (e.take && !e.take->cards.empty()) e.take->cards.pop_back(); else e.take = cards_of({Card::trump(20)});
         return true; }},
      {"exchange/discard", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (x.exchanges.empty() || !x.exchanges.front().discard || x.exchanges.front().discard->cards.empty()) return false;
         x.exchanges.front().discard->cards.pop_back(); return true; }},
      {"exchange", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!played(x)) return false;
         record::Exchange e; e.seat = other_seat(s, x.dealer); e.discard = cards_of({Card::trump(20)});
         x.exchanges.push_back(e); return true; }},
      {"swap", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!x.swaps.empty() || !played(x)) return false;
         record::Swap w; w.seat = x.dealer; w.with_seat = other_seat(s, x.dealer); w.gets = Card::trump(20); w.gives = Card::trump(19);
         x.swaps.push_back(w); return true; }},
      {"swap/@seat", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h); if (x.swaps.empty()) return false;
         x.swaps.front().seat = other_seat(s, x.swaps.front().seat); return true; }},
      {"swap/@with", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h); if (x.swaps.empty()) return false;
         auto& w = x.swaps.front();
         if (w.with_talon) { w.with_talon = false; w.with_seat = other_seat(s, w.seat); } else { w.with_seat.reset(); w.with_talon = true; }
         return true; }},
      {"swap/@gets", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h); if (x.swaps.empty()) return false;
         auto& w = x.swaps.front(); w.gets = w.gets ? other_card(*w.gets) : Card::trump(20); return true; }},
      {"swap/@gives", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h); if (x.swaps.empty()) return false;
         auto& w = x.swaps.front(); w.gives = w.gives ? other_card(*w.gives) : Card::trump(20); return true; }},
      {"announcement", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!played(x)) return false;
         record::Announcement a; a.seat = x.contract && x.contract->declarer ? *x.contract->declarer : x.dealer; a.type = "valat";
         x.announcements.push_back(a); return true; }},
      {"announcement/@seat", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h); if (x.announcements.empty()) return false;
         x.announcements.front().seat = other_seat(s, x.announcements.front().seat); return true; }},
      {"announcement/@type", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h); if (x.announcements.empty()) return false;
         x.announcements.front().type = "no-such-announcement"; return true; }},
      {"announcement/@cards", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h); if (x.announcements.empty()) return false;
         auto& c = x.announcements.front().cards;
         if (c && !c->cards.empty()) c->cards.pop_back(); else c = cards_of({Card::trump(1)});
         return true; }},
      {"play", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h); if (!played(x)) return false; x.play.reset(); return true; }},
      {"play/@ended", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h); if (!played(x)) return false;
         if (x.play->ended) x.play->ended.reset(); else x.play->ended = "early";
         return true; }},
      {"trick/@lead", [](Session& s, std::size_t h, int k) {
         Hand& x = hand_at(s, h);
         if (!played(x) || x.play->tricks.size() < 2 || k >= static_cast<int>(s.players.size())) return false;
         x.play->tricks[1].lead = k + 1; return true; }},
      {"trick/@winner", [](Session& s, std::size_t h, int k) {
         Hand& x = hand_at(s, h);
         if (!played(x) || k >= static_cast<int>(s.players.size())) return false;
         x.play->tricks[0].winner = k + 1; return true; }},
      {"trick", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!played(x) || x.play->tricks.size() < 2) return false;
         auto& a = x.play->tricks.front().cards.cards;
         auto& b = x.play->tricks.back().cards.cards;
         if (a.empty() || b.empty()) return false;
         std::swap(a[a.size() - 1], b[b.size() - 1]); return true; }},
      {"ruling", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         record::Ruling r; r.code = "play.must-follow-suit"; r.decision = "accepted"; r.text = "as played";
         x.rulings.push_back(r); return true; }},
      {"points", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!played(x) || x.result->points.empty()) return false;
         x.result->points.front().value += Rational(1); return true; }},
      {"points/@side", [](Session& s, std::size_t h, int k) {
         Hand& x = hand_at(s, h);
         if (!played(x) || x.result->points.empty() || k > 1) return false;
         auto& p = x.result->points.front();
         p.seat.reset(); p.side = k == 0 ? "declarer" : "defenders"; return true; }},
      {"points/@seat", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!played(x) || x.result->points.empty()) return false;
         auto& p = x.result->points.front();
         p.side.reset(); p.seat = p.seat ? other_seat(s, *p.seat) : 1; return true; }},
      {"bonus", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!played(x)) return false;
         record::Bonus b; b.seat = 1; b.type = "valat"; b.amount = Rational(1);
         x.result->bonuses.push_back(b); return true; }},
      {"bonus/@amount", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!played(x) || x.result->bonuses.empty()) return false;
         x.result->bonuses.front().amount += Rational(1); return true; }},
      {"bonus/@seat", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!played(x) || x.result->bonuses.empty() || !x.result->bonuses.front().seat) return false;
         auto& b = x.result->bonuses.front(); b.seat = other_seat(s, *b.seat); return true; }},
      {"bonus/@side", [](Session& s, std::size_t h, int k) {
         Hand& x = hand_at(s, h);
         if (!played(x) || x.result->bonuses.empty() || k > 1) return false;
         auto& b = x.result->bonuses.front();
         b.seat.reset(); b.side = k == 0 ? "declarer" : "defenders"; return true; }},
      {"bonus/@type", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!played(x) || x.result->bonuses.empty()) return false;
         x.result->bonuses.front().type = "no-such-bonus"; return true; }},
      {"settlement/@unit", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!played(x)) return false;
         auto& u = x.result->settlement->unit; u = u == "rappen" ? "cent" : "rappen"; return true; }},
      {"pay/@seat", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!played(x) || x.result->settlement->pays.empty()) return false;
         auto& p = x.result->settlement->pays.front(); p.seat = other_seat(s, p.seat); return true; }},
      {"pay/@amount", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!played(x) || x.result->settlement->pays.empty()) return false;
         x.result->settlement->pays.front().amount += Rational(1); return true; }},
      {"total/@value", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!x.result || !x.result->totals || x.result->totals->totals.empty()) return false;
         x.result->totals->totals.front().value += Rational(1); return true; }},
      {"total/@seat", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!x.result || !x.result->totals || x.result->totals->totals.size() < 2) return false;
         auto& t = x.result->totals->totals;
         if (t[0].value == t[1].value) return false;
         std::swap(t[0].seat, t[1].seat); return true; }},
      {"outcome/@type", [](Session& s, std::size_t h, int) {
         Hand& x = hand_at(s, h);
         if (!x.outcome) { x.outcome = record::Outcome{}; x.outcome->type = played(x) ? "thrown-in" : "played"; return true; }
         x.outcome->type = x.outcome->type == "played" ? "redeal" : "played"; return true; }},
  };
  return kParts;
}
// clang-format on

// The annotations: "note="…" may annotate a hand, call, trick or announcement (commentary
// from the source or the arbiter); it never changes the verdict" (THR v1 §5); meta and the
// players' names likewise. Kept on rewriting instead.
struct Annotation {
  const char* name;
  std::function<bool(Session&)> use;
};
const std::vector<Annotation>& annotations() {
  static const std::vector<Annotation> kAnnotations = {
      {"meta",
       [](Session& s) {
         s.meta = record::Meta{};
         s.meta->title = s.meta->date = s.meta->place = s.meta->event = s.meta->source = s.meta->recorded_by =
             s.meta->note = "annotation-text";
         return true;
       }},
      {"player/@name",
       [](Session& s) {
         s.players.front().name = "annotation-text";
         return true;
       }},
      {"hand/@note",
       [](Session& s) {
         s.hands.front().note = "annotation-text";
         return true;
       }},
      {"call/@note",
       [](Session& s) {
         for (auto& h : s.hands)
           if (h.auction && !h.auction->calls.empty()) return (h.auction->calls.front().note = "annotation-text"), true;
         return false;
       }},
      {"trick/@note",
       [](Session& s) {
         for (auto& h : s.hands)
           if (h.play && !h.play->tricks.empty()) return (h.play->tricks.front().note = "annotation-text"), true;
         return false;
       }},
      {"announcement/@note",
       [](Session& s) {
         for (auto& h : s.hands)
           if (!h.announcements.empty()) return (h.announcements.front().note = "annotation-text"), true;
         return false;
       }},
  };
  return kAnnotations;
}

// What the engine makes of a record: its findings (without places, which move when a part is
// added) and per hand the payments, the derivation and the replay's steps.
struct Reading {
  std::string findings;
  std::string computed;
};

Reading read_back(const Session& s) {
  const std::string xml = write_thr(s);
  const ReadResult read = read_thr(xml);
  const DocumentReport report = validate_document(read, {true, true});
  Reading out;
  for (const auto& f : report.findings) out.findings += f.code + ": " + f.message + "\n";
  for (const auto& session : report.sessions)
    for (const auto& h : session.hands) {
      out.computed += "hand " + std::to_string(h.n) + "\n";
      for (const auto& [seat, amount] : h.analysis.payments)
        out.computed += " pay " + std::to_string(seat) + " " + amount.to_string() + "\n";
      for (const auto& line : h.analysis.derivation)
        out.computed += " " + line.item.en + " = " + line.computed.en + " / " + line.recorded.value_or("-") + "\n";
      for (const auto& step : h.analysis.steps) out.computed += " step " + step.label.en + "\n";
    }
  return out;
}

// The element an attribute or child belongs to: "swap" for "swap/@gets".
const Part* parent_of(const Part& part) {
  const std::string name = part.name;
  const auto slash = name.rfind('/');
  if (slash == std::string::npos) return nullptr;
  const std::string parent = name.substr(0, slash);
  for (const Part& p : parts())
    if (p.name == parent) return &p;
  return nullptr;
}

Session session_for(const GameModule& game) {
  // Enough hands that most contracts, exchanges and swaps occur; three hands per variant's
  // table sizes would miss the Rufer's swap in Tapp.
  return testing::generate_session(game, {"", 0, 40, 4242, {}});
}

TEST_CASE("every THR v1 part a record uses draws a finding or changes what the engine computes, in every game",
          "[engine][record-parts]") {
  for (const GameModule* game : all_games()) {
    const Session base = session_for(*game);
    const Reading clean = read_back(base);
    INFO(game->spec().id << ": the generated session must be clean\n" << clean.findings);
    REQUIRE(clean.findings.empty());
    for (const Part& part : parts()) {
      bool used = false;
      for (int with_parent = 0; with_parent < 2 && !used; ++with_parent) {
        const Part* parent = with_parent ? parent_of(part) : nullptr;
        if (with_parent && !parent) break;
        for (std::size_t h = 0; h < base.hands.size() && !used; ++h) {
          bool changed = false;
          std::string report;
          for (int k = 0; !changed; ++k) {
            Session s = base;
            if (parent && !parent->use(s, h, 0)) break;
            if (!part.use(s, h, k)) break;
            used = true;
            const Reading r = read_back(s);
            changed = !r.findings.empty() || r.computed != clean.computed;
            report = r.findings.empty() ? std::string("(computes differently)") : r.findings;
          }
          if (!used) continue;
          // STICHPROBE_PARTS_REPORT=1: what each part draws, for the RULES.md tables.
          if (std::getenv("STICHPROBE_PARTS_REPORT")) WARN(game->spec().id << " | " << part.name << " | " << report);
          INFO(game->spec().id << ": " << part.name << " in hand " << base.hands[h].n
                               << " is neither checked nor changes what is computed");
          CHECK(changed);
        }
      }
      INFO(game->spec().id << ": no hand could carry " << part.name);
      CHECK(used);
    }
  }
}

TEST_CASE("the annotations never change the verdict and are kept on rewriting", "[engine][record-parts]") {
  for (const GameModule* game : all_games()) {
    const Session base = session_for(*game);
    const Reading clean = read_back(base);
    for (const Annotation& a : annotations()) {
      Session s = base;
      if (!a.use(s)) continue;  // e.g. no announcement in a game without announcements
      const Reading r = read_back(s);
      INFO(game->spec().id << ": " << a.name);
      CHECK(r.findings == clean.findings);
      CHECK(r.computed == clean.computed);
      CHECK(write_thr(s).find("annotation-text") != std::string::npos);
      CHECK(write_thr(read_thr(write_thr(s)).document.sessions.front()) == write_thr(s));
    }
  }
}

// The table "What this game reads of a record" in each game's RULES.md.
std::string rules_md(const std::string& game) {
  std::ifstream in(std::filesystem::path(STICHPROBE_SOURCE_DIR) / "validator" / "games" / game / "RULES.md");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string table_row(const std::string& text, const std::string& part) {
  const std::string heading = "## What this game reads of a record";
  const auto start = text.find(heading);
  if (start == std::string::npos) return "";
  const auto end = text.find("\n## ", start + heading.size());
  const std::string table = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
  const auto row = table.find("\n| `" + part + "`");
  if (row == std::string::npos) return "";
  return table.substr(row + 1, table.find('\n', row + 1) - row - 1);
}

TEST_CASE("each game's RULES.md says what it reads of every part, and names the finding of each part it has no use for",
          "[engine][record-parts]") {
  for (const GameModule* game : all_games()) {
    const std::string text = rules_md(game->spec().id);
    REQUIRE(!text.empty());
    for (const Part& part : parts()) {
      INFO(game->spec().id << "/RULES.md has no row for `" << part.name << "`");
      CHECK(!table_row(text, part.name).empty());
    }
    for (const Annotation& a : annotations()) {
      INFO(game->spec().id << "/RULES.md has no row for `" << a.name << "`");
      CHECK(!table_row(text, a.name).empty());
    }
    for (const UnusedPart& u : game->spec().unused_parts) {
      const std::string row = table_row(text, part_name(u.part));
      INFO(game->spec().id << "/RULES.md: the row for `" << part_name(u.part) << "` must name " << part_code(u.part)
                           << ":\n"
                           << row);
      CHECK(row.find(part_code(u.part)) != std::string::npos);
    }
  }
}

}  // namespace
}  // namespace stichprobe::engine
