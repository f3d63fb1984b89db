#include "validator/games/tapp/play.h"

#include <utility>

#include "validator/engine/trick_play.h"

namespace stichprobe::games::tapp {

PlayState check_play(const record::Hand& hand, const Rules& rules, const Contract& contract, const Table& table,
                     engine::Reporter& rep, engine::Timeline& tl, std::vector<engine::ScoreLine>* explained) {
  PlayState ps;
  const int n = rules.players;
  ps.piles.assign(static_cast<std::size_t>(n), {});
  ps.tricks.assign(static_cast<std::size_t>(n), 0);
  if (!hand.play) return ps;
  std::vector<int> order;
  order.reserve(static_cast<std::size_t>(n));
  for (int s = 1; s <= n; ++s) order.push_back(s);
  engine::TrickPlay tp(table.hands, std::move(order), tl,
                       [](const std::vector<Card>& cards) { return Rational(pile_points(cards)); });
  tp.set_recorded_tricks(hand.play->tricks);
  const core::TrickRules tr = trick_rules(contract, rules);
  const std::string section = game_section(contract.game);
  const CardSet deck = core::deck(rules.deck).set;
  // "Der Spieler rechts vom Geber ist vorne ... er beginnt mit dem Ausspielen der Karten
  // beim Spiel (außer beim aufgelegten Bettel)." / Aufgelegter Bettel: "Der Spieler beginnt
  // bei diesem Spiel selbst."
  int leader = contract.game == Game::BettelOuvert && contract.declarer >= 1 && contract.declarer <= n
                   ? contract.declarer
                   : forehand(hand.dealer, n);
  const auto& tricks = hand.play->tricks;
  for (std::size_t i = 0; i < tricks.size(); ++i) {
    const int no = static_cast<int>(i) + 1;
    if (no > rules.hand_size) {
      rep.error("play.too-many-tricks", "play", {tricks[i].pos, no, 0},
                {"a hand of " + std::to_string(rules.hand_size) + " cards each has " + std::to_string(rules.hand_size) +
                     " tricks, the record has " + std::to_string(tricks.size()),
                 "bei " + std::to_string(rules.hand_size) + " Karten je Spieler gibt es " +
                     std::to_string(rules.hand_size) + " Stiche, aufgeschrieben sind " + std::to_string(tricks.size())},
                section);
      break;
    }
    const auto res = tp.play_trick(tricks[i], no, leader, tr, deck, rep, section);
    if (explained) explained->push_back(tp.explain_trick(tricks[i], no, leader, res, rep.findings()));
    if (res.winner == 0) continue;
    tp.take_trick(res, res.winner);
    leader = res.winner;
    ps.last_winner = res.winner;
    ps.tricks_played = no;
  }
  for (int s = 1; s <= n; ++s) {
    ps.piles[static_cast<std::size_t>(s - 1)] = std::move(tp.pile(s));  // tp is done with its piles
    ps.tricks[static_cast<std::size_t>(s - 1)] = tp.tricks_won(s);
  }
  ps.complete = ps.tricks_played == rules.hand_size;

  const bool early = hand.play->ended && *hand.play->ended == "early";
  const engine::Reporter::Where where{hand.play->pos, 0, 0};
  if (early && ps.complete) {
    rep.error("play.ended-early", "play", where,
              {"play/@ended=\"early\", but all " + std::to_string(rules.hand_size) + " tricks are recorded",
               "play/@ended=\"early\", aber alle " + std::to_string(rules.hand_size) + " Stiche sind aufgeschrieben"},
              section);
  } else if (early && tp.resolved() && verdict(contract, rules, table, ps) == Verdict::Open) {
    // (an unresolved left-out card leaves a trick's winner open: its play.trick-size says so)
    const Message why =
        contract.game == Game::Ramsch
            ? Message{"a Ramsch is always played to the end", "ein Ramsch wird immer zu Ende gespielt"}
        : contract.game == Game::Bettel || contract.game == Game::BettelOuvert
            ? Message{"the Bettel player has not taken a trick yet", "der Bettel-Spieler hat noch keinen Stich gemacht"}
        : contract.game == Game::Rufer || contract.game == Game::Durch
            ? Message{"the defenders have not taken a trick yet", "die Gegenspieler haben noch keinen Stich gemacht"}
            : Message{"neither side has reached its Augen yet (61 for the declarer, 60 for the defenders)",
                      "noch keine Partei hat ihre Augen erreicht (61 für den Spieler, 60 für die "
                      "Gegenspieler)"};
    rep.error("play.ended-early", "play", where,
              {"play/@ended=\"early\" after trick " + std::to_string(ps.tricks_played) +
                   ", but the result is open: " + why.en,
               "play/@ended=\"early\" nach Stich " + std::to_string(ps.tricks_played) +
                   ", aber das Ergebnis ist offen: " + why.de},
              section);
  } else if (!early && !ps.complete && static_cast<int>(tricks.size()) < rules.hand_size) {
    rep.error("play.incomplete", "play", where,
              {"the hand has " + std::to_string(rules.hand_size) + " tricks, the record stops after " +
                   std::to_string(tricks.size()) + " without play/@ended=\"early\"",
               "das Spiel hat " + std::to_string(rules.hand_size) + " Stiche, aufgeschrieben sind nur " +
                   std::to_string(tricks.size()) + ", ohne play/@ended=\"early\""},
              section);
  }
  return ps;
}

}  // namespace stichprobe::games::tapp
