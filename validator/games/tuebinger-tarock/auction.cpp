// Ansagen vor dem Spiel: the Tout question, the Raus round (right of the dealer
// to the dealer) and the Rufen round (from the dealer), ending in a Rufspiel, a
// Raus (open or the dealer's hidden one), a Tout, or a redeal (Stecken).
#include <string>

#include "validator/engine/trick_play.h"
#include "validator/games/tuebinger-tarock/rules.h"

namespace stichprobe::games::tuebinger {

const char* kind_name(Kind k) {
  switch (k) {
    case Kind::Open: return "open";
    case Kind::Rufspiel: return "rufspiel";
    case Kind::Raus: return "raus";
    case Kind::Tout: return "tout";
    case Kind::Stecken: return "stecken";
    case Kind::ToutRedeal: return "tout-redeal";
  }
  return "?";
}

const char* kind_name_de(Kind k) {
  switch (k) {
    case Kind::Open: return "offen";
    case Kind::Rufspiel: return "Ruf-Spiel";
    case Kind::Raus: return "Raus";
    case Kind::Tout: return "Tout";
    case Kind::Stecken: return "Stecken";
    case Kind::ToutRedeal: return "neues Geben, niemand spielt den Tout";
  }
  return "?";
}

namespace {
using engine::seat_name;
using engine::seat_name_de;

// A call as a line of the auction list, in German: "passt", "Raus", "ruft HK",
// "ruft den Vierten", "fort mit", "fragt nach Tout", "Tout".
std::string call_de(const record::Call& c) {
  std::string out = c.bid == "pass"            ? std::string("passt")
                    : c.bid == "raus"          ? std::string("Raus")
                    : c.bid == "call"          ? std::string("ruft")
                    : c.bid == "call-fourth"   ? std::string("ruft den Vierten")
                    : c.bid == "fort-mit"      ? std::string("fort mit")
                    : c.bid == "tout-question" ? std::string("fragt nach Tout")
                    : c.bid == "tout"          ? std::string("Tout")
                                               : c.bid;
  return c.card ? out + " " + card_code(*c.card) : out;
}
// The call as a step of the replay, in the findings' words: "Sitz 2 passt",
// "Sitz 2 ruft HK", "Sitz 2 ruft „den Vierten“", "Sitz 2 sagt „Raus“".
std::string says_de(const record::Call& c) {
  if (c.bid == "pass") return "passt";
  if (c.bid == "call") return "ruft" + (c.card ? " " + card_code(*c.card) : std::string());
  if (c.bid == "call-fourth") return "ruft „den Vierten“";
  if (c.bid == "tout-question") return "fragt nach einem Tout";
  return "sagt „" + call_de(c) + "“";
}

enum class Round { ToutAnswers, Raus, Rufen, Done };

struct AuctionRun {
  const std::vector<CardSet>& hands;
  const RuleSet& rules;
  engine::Reporter& rep;
  int dealer;
  AuctionResult out;
  Round round = Round::Raus;
  int expected = 0;  // seat whose turn it is
  int answered = 0;  // calls made in the current round

  const CardSet& hand(int seat) const { return hands[static_cast<std::size_t>(seat - 1)]; }

  void start_rufen() {
    round = Round::Rufen;
    expected = dealer;  // "Beim Geber beginnend"
    answered = 0;
  }
  void advance(int seat, int round_size) {
    expected = right_of(seat);
    if (++answered < round_size) return;
    if (round == Round::Raus) {
      start_rufen();
    } else if (round == Round::Rufen) {
      out.kind = Kind::Stecken;  // "Sagen alle vier Spieler fort, wird gesteckt"
      round = Round::Done;
    } else {
      out.kind = Kind::ToutRedeal;  // "werden alle Karten zusammengeworfen ... vom selben Geber noch mal verteilt"
      round = Round::Done;
    }
  }

  void check_call(const record::Call& c) {
    const CardSet& h = hand(c.seat);
    const engine::Reporter::Where at{c.card_pos.line ? c.card_pos : c.pos, 0, c.seat};
    if (c.bid == "call-fourth") {
      if (king_count(h) != 3) {
        rep.error("auction.illegal-call", "auction", at,
                  {seat_name(c.seat) + " calls \"den Vierten\" holding " + std::to_string(king_count(h)) +
                       " kings; only a caller with 3 kings may",
                   seat_name_de(c.seat) + " ruft „den Vierten“ mit " + std::to_string(king_count(h)) +
                       " Königen; das darf nur, wer 3 Könige auf der Hand hat"},
                  "Rufen");
      }
      for (Suit s : kSuits)
        if (!h.contains(Card::suited(s, Rank::King))) out.called = Card::suited(s, Rank::King);
      out.kind = Kind::Rufspiel;
      out.declarer = c.seat;
      return;
    }
    out.kind = Kind::Rufspiel;
    out.declarer = c.seat;
    if (!c.card || c.card->is_unknown()) {
      rep.error("auction.illegal-call", "auction", at,
                {seat_name(c.seat) + " calls without naming a card",
                 seat_name_de(c.seat) + " ruft, ohne eine Karte zu nennen"},
                "Rufen");
      return;
    }
    const Card card = *c.card;
    out.called = card;
    const bool king = card.is_suited() && card.rank() == Rank::King;
    const bool four_kings_card = card.is_fool() || card.trump_number() == 1 || card.trump_number() == 21;
    if (king && h.contains(card)) {
      if (c.seat ==
          dealer) {  // "einen versteckten Raus ..., indem er einen König ruft, den er selber auf der Hand hat"
        out.kind = Kind::Raus;
        out.hidden = true;
        return;
      }
      rep.error(
          "auction.called-own-king", "auction", at,
          {seat_name(c.seat) + " calls " + card_code(card) + ", which he holds; only the dealer may, as a hidden Raus",
           seat_name_de(c.seat) + " ruft " + card_code(card) +
               ", den er selbst auf der Hand hat; das darf nur der Geber, als versteckten Raus"},
          "Rufen");
    } else if (four_kings_card) {
      if (king_count(h) != 4 || h.contains(card)) {
        rep.error("auction.illegal-call", "auction", at,
                  {seat_name(c.seat) + " calls " + card_code(card) +
                       "; the 21, the 1 or the Ski may be called only with all 4 kings and when not held",
                   seat_name_de(c.seat) + " ruft " + card_code(card) +
                       "; den Einundzwanziger, den Einser oder den Ski darf nur rufen, wer alle 4 Könige und die "
                       "Karte nicht selbst hat"},
                  "Rufen");
      }
    } else if (!king) {
      rep.error(
          "auction.illegal-call", "auction", at,
          {seat_name(c.seat) + " calls " + card_code(card) + "; only a king (or with 4 kings T21, T1, F) may be called",
           seat_name_de(c.seat) + " ruft " + card_code(card) +
               "; rufen darf man nur einen König (oder mit 4 Königen T21, T1, F)"},
          "Rufen");
    }
  }

  void check_fort(const record::Call& c) {
    const int tarocks = tarock_count(hand(c.seat), rules.ski_is_tarock);
    if (c.bid == "pass" && tarocks >= 8) {
      rep.error(
          "auction.must-say-fort-mit", "auction", {c.pos, 0, c.seat},
          {seat_name(c.seat) + " holds " + std::to_string(tarocks) + " Tarock and must say \"fort mit\", not \"fort\"",
           seat_name_de(c.seat) + " hat " + std::to_string(tarocks) +
               " Tarock und muss „fort mit“ sagen, nicht „fort“"},
          "Rufen");
    } else if (c.bid == "fort-mit" && tarocks < 8) {
      rep.error(
          "auction.illegal-fort-mit", "auction", {c.pos, 0, c.seat},
          {seat_name(c.seat) + " says \"fort mit\" holding only " + std::to_string(tarocks) + " Tarock (8 needed)",
           seat_name_de(c.seat) + " sagt „fort mit“ mit nur " + std::to_string(tarocks) + " Tarock (8 sind nötig)"},
          "Rufen");
    }
  }

  // `wanted` names the bids the round allows, in English and German.
  void unexpected(const record::Call& c, const char* wanted, const char* wanted_de) {
    rep.error("auction.unexpected-bid", "auction", {c.pos, 0, c.seat},
              {seat_name(c.seat) + " bids \"" + c.bid + "\" where " + wanted + " was expected",
               seat_name_de(c.seat) + " sagt „" + c.bid + "“, erwartet ist " + wanted_de},
              "Ansagen vor dem Spiel");
  }

  void take(const record::Call& c) {
    if (round == Round::Done) return;
    const int slot = expected;  // an out-of-turn call fills the turn it took, so one fault is one finding
    if (c.seat != expected) {
      rep.error("auction.out-of-turn", "auction", {c.pos, 0, c.seat},
                {seat_name(expected) + " is to speak, the record has " + seat_name(c.seat),
                 seat_name_de(expected) + " ist an der Reihe, aufgeschrieben ist " + seat_name_de(c.seat)},
                "Ansagen vor dem Spiel");
    }
    const std::string& b = c.bid;
    if (b == "tout-question" || b == "tout") {
      if (round == Round::ToutAnswers)
        unexpected(c, "tout or pass", "tout oder pass");
      else
        unexpected(c, "raus, call or pass", "raus, call oder pass");
      return;
    }
    if (round == Round::ToutAnswers) {
      if (b != "pass") unexpected(c, "tout or pass", "tout oder pass");
      advance(slot, 3);
      return;
    }
    if (round == Round::Raus) {
      if (b == "raus") {
        out.kind = Kind::Raus;
        out.declarer = c.seat;
        round = Round::Done;
        return;
      }
      if (b == "pass") {
        advance(slot, kSeats);
        return;
      }
      unexpected(c, "raus or pass (the Raus round)", "raus oder pass (die Runde, in der ein Raus angemeldet wird)");
      if (b != "call" && b != "call-fourth" && b != "fort-mit") {
        advance(slot, kSeats);  // an unknown word counts as a pass
        return;
      }
      start_rufen();  // a Rufen call: go on as if the Raus round had ended
    }
    if (b == "raus") {
      unexpected(c, "call, call-fourth, fort-mit or pass (the Rufen round)",
                 "call, call-fourth, fort-mit oder pass (das Rufen)");
      out.kind = Kind::Raus;
      out.declarer = c.seat;
      round = Round::Done;
    } else if (b == "call" || b == "call-fourth") {
      check_call(c);
      round = Round::Done;
    } else {
      if (b == "pass" || b == "fort-mit")
        check_fort(c);
      else
        unexpected(c, "call, call-fourth, fort-mit or pass (the Rufen round)",
                   "call, call-fourth, fort-mit oder pass (das Rufen)");
      advance(expected, kSeats);
    }
  }
};
}  // namespace

AuctionResult check_auction(const record::Hand& hand, const std::vector<CardSet>& hands, const RuleSet& rules,
                            engine::Reporter& rep, engine::Timeline& tl) {
  AuctionRun run{hands, rules, rep, hand.dealer, {}, Round::Raus, right_of(hand.dealer), 0};
  const auto& calls = hand.auction->calls;
  bool after_end_reported = false;
  for (std::size_t i = 0; i < calls.size(); ++i) {
    const record::Call& c = calls[i];
    if (c.seat < 1 || c.seat > kSeats) {
      rep.error("auction.out-of-turn", "auction", {c.pos, 0, 0},
                {"a call by seat " + std::to_string(c.seat) + ", which is not at the table (seats 1-4)",
                 "eine Ansage von Sitz " + std::to_string(c.seat) + ", der nicht am Tisch ist (Sitze 1-4)"},
                "Ansagen vor dem Spiel");
      continue;
    }
    if (run.round == Round::Done) {
      if (!after_end_reported)
        rep.error("auction.call-after-end", "auction", {c.pos, 0, c.seat},
                  {"the auction was over (" + std::string(kind_name(run.out.kind)) + "), yet " + seat_name(c.seat) +
                       " bids \"" + c.bid + "\"",
                   "die Ansagen waren entschieden (" + std::string(kind_name_de(run.out.kind)) + "), trotzdem sagt " +
                       seat_name_de(c.seat) + " „" + c.bid + "“"},
                  "Ansagen vor dem Spiel");
      after_end_reported = true;
    } else if (i == 0 && c.bid == "tout-question") {
      run.out.tout_asker = c.seat;
      // "gelegte Bilder zählen nicht mit": the dealer's hand after laying
      if (!tout_eligible(run.hand(c.seat)))
        rep.error("auction.tout-ineligible", "auction", {c.pos, 0, c.seat},
                  {seat_name(c.seat) + " asks for a Tout but holds a card worth more than 0,5 or more than 7 Tarock",
                   seat_name_de(c.seat) + " fragt nach einem Tout, hat aber eine Karte, die mehr als 0,5 Punkte wert "
                                          "ist, oder mehr als 7 Tarock"},
                  "Kleiner und großer Tout");
      run.round = Round::ToutAnswers;
      run.expected = right_of(c.seat);
    } else if (run.round == Round::ToutAnswers && c.bid == "tout") {
      if (c.seat != run.expected)
        rep.error("auction.out-of-turn", "auction", {c.pos, 0, c.seat},
                  {seat_name(run.expected) + " is to answer, the record has " + seat_name(c.seat),
                   seat_name_de(run.expected) + " ist mit der Antwort an der Reihe, aufgeschrieben ist " +
                       seat_name_de(c.seat)},
                  "Kleiner und großer Tout");
      if (c.seat == run.out.tout_asker)
        rep.error("auction.illegal-tout", "auction", {c.pos, 0, c.seat},
                  {"the Tout must be played by another player than the one who asked",
                   "den Tout muss ein anderer Spieler spielen als der, der gefragt hat"},
                  "Kleiner und großer Tout");
      run.out.kind = Kind::Tout;
      run.out.declarer = c.seat;
      run.round = Round::Done;
    } else {
      run.take(c);
    }
    if (tl.enabled()) {
      const std::string bid_en = c.bid + (c.card ? " " + card_code(*c.card) : "");
      tl.state().calls.push_back({seat_name(c.seat) + ": " + bid_en, seat_name_de(c.seat) + ": " + call_de(c)});
      tl.state().phase = "auction";
      tl.push(engine::StepKind::Call, {seat_name(c.seat) + " bids " + bid_en, seat_name_de(c.seat) + " " + says_de(c)},
              c.pos, c.seat);
    }
  }
  if (run.round != Round::Done)
    rep.error("auction.incomplete", "auction", {hand.auction->pos, 0, run.expected},
              {"the auction ends before a game or a redeal was decided; " + seat_name(run.expected) + " is to speak",
               "die Ansagen enden, bevor ein Spiel oder ein neues Geben entschieden ist; " +
                   seat_name_de(run.expected) + " ist an der Reihe"},
              "Ansagen vor dem Spiel");
  return run.out;
}

}  // namespace stichprobe::games::tuebinger
