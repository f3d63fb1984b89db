// The play of a Tapp hand on the shared TrickPlay: forehand leads (the declarer in
// Bettel ouvert), follow suit, else trump where Trumpfzwang holds, no Stichzwang;
// and the early end a record may claim with play/@ended="early".
#include <array>
#include <utility>

#include "validator/engine/trick_play.h"
#include "validator/games/tapp/state.h"

namespace stichprobe::games::tapp {
namespace {

// Why a result is still open, in the game's terms.
Message why_open(const Rules& rules, Game g) {
  switch (g) {
    case Game::Ramsch:
      if (!rules.ramsch_early_end)
        return {"a Ramsch is always played to the end (option ramsch-early-end=never)",
                "ein Ramsch wird immer zu Ende gespielt (Option ramsch-early-end=never)"};
      return {"a seat without a trick may still be Jungfer, or another may still take the most Augen",
              "ein Sitz ohne Stich kann noch Jungfer sein, oder ein anderer noch die meisten Augen bekommen"};
    case Game::Bettel:
    case Game::BettelOuvert:
      return {"the Bettel player has not taken a trick yet", "der Bettel-Spieler hat noch keinen Stich gemacht"};
    case Game::Rufer:
    case Game::Durch:
      return {"the defenders have not taken a trick yet", "die Gegenspieler haben noch keinen Stich gemacht"};
    case Game::Farbspiel:
    case Game::HerzAufnehmen: break;
  }
  return {"neither side has reached its Augen yet (61 for the declarer, 60 for the defenders)",
          "noch keine Partei hat ihre Augen erreicht (61 für den Spieler, 60 für die Gegenspieler)"};
}

// play/@ended="early" only where the tricks so far decide the game; without it, every trick.
void check_end(const HandState& st, bool resolved, engine::Reporter& rep, const std::string& section) {
  const record::Play& play = *st.hand->play;
  const int size = st.rules.hand_size;
  const bool early = play.ended && *play.ended == "early";
  const engine::Reporter::Where where{play.pos, 0, 0};
  if (early && st.complete) {
    rep.error("play.ended-early", "play", where, section, {{"tricks", size}});
  } else if (early && resolved && verdict(st) == Verdict::Open) {
    // (an unresolved left-out card leaves a trick's winner open: its play.trick-size says so)
    const Message why = why_open(st.rules, st.contract.game);
    rep.error("play.ended-early/open", "play", where, section, {{"tricks", st.tricks_played}, {"why", why}});
  } else if (!early && !st.complete && static_cast<int>(play.tricks.size()) < size) {
    rep.error("play.incomplete", "play", where, section,
              {{"tricks", size}, {"recorded", std::to_string(play.tricks.size())}});
  }
}

void report_too_many_tricks(const HandState& st, const record::Trick& trick, int no, engine::Reporter& rep,
                            const std::string& section) {
  const int size = st.rules.hand_size;
  const std::size_t count = st.hand->play->tricks.size();
  rep.error("play.too-many-tricks", "play", {trick.pos, no, 0}, section, {{"tricks", size}, {"recorded", count}});
}

}  // namespace

void check_play(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  const int n = st.rules.players;
  const Contract& contract = st.contract;
  st.piles.assign(static_cast<std::size_t>(n), {});
  st.tricks.assign(static_cast<std::size_t>(n), 0);
  if (!st.hand->play) return;
  engine::PerTrick<int> order;
  for (int s = 1; s <= n; ++s) order.push_back(s);
  engine::TrickPlay tp(st.hands, std::span<const int>(order.data(), order.size()), tl,
                       [](std::span<const Card> cards) { return Rational(pile_points(cards)); });
  const auto& tricks = st.hand->play->tricks;
  tp.set_recorded_tricks(tricks);
  const core::TrickRules tr = trick_rules(contract, st.rules);
  // The section's text made once per game kind (immutable), not once per hand: the longest
  // are beyond a string's inline buffer.
  static const std::array<std::string, 7> kSections{game_section(Game::HerzAufnehmen), game_section(Game::Farbspiel),
                                                    game_section(Game::Bettel),        game_section(Game::Rufer),
                                                    game_section(Game::BettelOuvert),  game_section(Game::Durch),
                                                    game_section(Game::Ramsch)};
  const std::string& section = kSections[static_cast<std::size_t>(contract.game)];
  const CardSet deck = core::deck(st.rules.deck).set;
  // "Der Spieler rechts vom Geber ist vorne ... er beginnt mit dem Ausspielen der Karten
  // beim Spiel (außer beim aufgelegten Bettel)." / Aufgelegter Bettel: "Der Spieler beginnt
  // bei diesem Spiel selbst."
  int leader = contract.game == Game::BettelOuvert && contract.declarer >= 1 && contract.declarer <= n
                   ? contract.declarer
                   : forehand(st.hand->dealer, n);
  for (std::size_t i = 0; i < tricks.size(); ++i) {
    const int no = static_cast<int>(i) + 1;
    if (no > st.rules.hand_size) {
      report_too_many_tricks(st, tricks[i], no, rep, section);
      break;
    }
    const auto res = tp.play_trick(tricks[i], no, leader, tr, deck, rep, section);
    if (st.derive) st.trick_lines.push_back(tp.explain_trick(tricks[i], no, leader, res, rep.findings()));
    if (res.winner == 0) continue;
    tp.take_trick(res, res.winner);
    leader = res.winner;
    st.last_winner = res.winner;
    st.tricks_played = no;
  }
  for (int s = 1; s <= n; ++s) {
    st.piles[static_cast<std::size_t>(s - 1)] = tp.pile(s);
    st.tricks[static_cast<std::size_t>(s - 1)] = tp.tricks_won(s);
  }
  st.complete = st.tricks_played == st.rules.hand_size;
  check_end(st, tp.resolved(), rep, section);
}

}  // namespace stichprobe::games::tapp
