// The GameSpec tables: variants and rules options with the sentence each rests on.
#include "validator/games/tapp-tarock/spec.h"

#include "validator/games/tapp-tarock/rules.h"

namespace stichprobe::games::tapp_tarock {

// Both variants: the source's opening sentence is the only one on how many play.
constexpr const char* kThreePlayers = "Tapp Tarock [...] is a three-player tarot card game";

const engine::GameSpec& spec() {
  static const engine::GameSpec kSpec = [] {
    engine::GameSpec s;
    s.id = kGame;
    s.name = "Tapp Tarock";
    s.rules_file = "tapp-tarock.en.txt";
    s.variants = {
        {"standard",
         {3},
         {"Modern rules (Mayr and Sedlaczek 2001): Dreier, Unterer and Oberer may take either talon packet.",
          "Heutige Regeln (Mayr und Sedlaczek 2001): im Dreier, Unterer und Oberer darf der Alleinspieler jedes der "
          "beiden Talonpäckchen nehmen."},
         "Today there is no difference in the procedure - the declarer may choose either packet - however, the "
         "game value is different in each case. (footnote d)",
         {},
         kThreePlayers},
        {"old-talon",
         {3},
         {"Older procedure: an Unterer takes the lower packet (2), an Oberer the upper packet (1), a Dreier either.",
          "Alter Brauch: der Unterer nimmt das untere Päckchen (2), der Oberer das obere (1), der Dreier eines von "
          "beiden."},
         "in a Dreier he could choose either; in an Unterer he had to take the lower three cards and in an Oberer "
         "he had to pick up the upper three cards. (footnote d)",
         {},
         kThreePlayers},
    };
    s.options = {
        {"hold",
         {"earlier-seat", "any-overcalled"},
         "earlier-seat",
         {},
         "A player whose has been overcalled may, when the turn rotates around again, may \"hold\" (halte ich) it"
         " / bidding and holding rotate in strict order (footnote c)",
         {"who may hold: an overcalled player sitting nearer forehand than the holder of the bid (earlier-seat), "
          "or any player overcalled since his last call (any-overcalled)",
          "wer halten darf (\"halte ich\"): ein überbotener Spieler, der näher an der Vorhand sitzt als der "
          "Höchstbietende (earlier-seat), oder jeder seit seinem letzten Gebot überbotene Spieler (any-overcalled)"}},
        {"solo-opening",
         {"no", "yes"},
         "no",
         {},
         "Forehand announces \"pass\" (ich passe) or \"Dreier!\" (ich spiele einen Dreier). If forehand passes, "
         "subsequent players have the same options. Once a Dreier is bid, a later player must pass or overcall with "
         "the next higher bid, except that \"Solo\" may be bid at the first opportunity when it is a player's turn.",
         {"whether a player may open the bidding with Solo before any Dreier is bid (no: only pass or Dreier, "
          "for every seat)",
          "ob ein Spieler die Reizung mit einem Solo eröffnen darf, bevor ein Dreier geboten ist (no: nur pass oder "
          "Dreier, für jeden Sitz)"}},
        {"all-pass",
         {"thrown-in", "redeal"},
         "thrown-in",
         {},
         "The source is silent on a deal where every player passes (RULES.md \"All pass\").",
         {"all three pass: the cards are thrown in and the deal passes on (thrown-in) or the same dealer deals "
          "again (redeal)",
          "alle drei passen: die Karten werden eingeworfen und der nächste gibt (thrown-in), oder derselbe Geber "
          "gibt neu (redeal)"}},
        {"valat",
         {"replaces", "adds"},
         "replaces",
         {},
         "Game values: Dreier 3, Unterer 4, Oberer 5, Solo 8, Valat 12, Valat announced 24",
         {"a Valat is the hand's game value instead of the contract's (replaces) or is paid on top of it (adds)",
          "ein Valat ist der Spielwert anstelle des Werts des gebotenen Spiels (replaces) oder wird zusätzlich "
          "bezahlt (adds)"}},
        {"pagat-captured",
         {"taker-scores", "no-bonus"},
         "taker-scores",
         {},
         "The Pagat Ultimo bonus is awarded as per the table to whoever takes it if it is played to the last trick.",
         {"an unannounced Pagat captured in the last trick scores for the side that takes it (taker-scores) or "
          "scores nothing (no-bonus)",
          "ein unangesagter Pagat, der im letzten Stich gefangen wird, zählt für die Seite, die ihn fängt "
          "(taker-scores), oder zählt nichts (no-bonus)"}},
        {"defender-honours",
         {"count", "ignore"},
         "count",
         {},
         "The game value or bonus is paid by each defender to the declarer if the latter won it. Otherwise the "
         "declarer pays it to each defender.",
         {"Köpfe, Tarock Trull and Royal Trull held by a defender: the declarer pays each defender (count) or they "
          "do not score (ignore)",
          "Köpfe, Tarock-Trull und Royal Trull (alle vier Könige) in der Hand eines Gegenspielers: der "
          "Alleinspieler zahlt jedem Gegenspieler (count), oder sie zählen nicht (ignore)"}},
        {"announcements",
         {"one", "both"},
         "one",
         {},
         "The declarer may make either of two announcements before play begins.",
         {"the declarer announces at most one of Pagat Ultimo and Valat (one) or may announce both (both)",
          "der Alleinspieler sagt höchstens eines von Pagat Ultimo und Valat an (one) oder darf beide ansagen "
          "(both)"}},
    };
    // forehand-solo=no restricted forehand alone; solo-opening covers every opener, so
    // the old name is not an alias: a record that has it is told the new one (RULES.md).
    s.former_options = {{"forehand-solo", "solo-opening"}};
    s.contracts = {"dreier", "unterer", "oberer", "solo"};
    s.card_names = {{"F", "Sküs"}, {"T21", "Mond"}, {"T1", "Pagat"}};
    s.findings = finding_catalogue();
    s.messages = message_catalogue();
    // What the game has no use for (engine/record_parts.h), each with the sentence it rests on.
    s.unused_parts = {
        {engine::RecordPart::SittingOut,
         {},
         {"all three players are dealt and play", "alle drei Spieler bekommen Karten und spielen mit"},
         "Dealing",
         "Next, the dealer distributes 16 cards to each player, anticlockwise, in packets of four and beginning with "
         "forehand (to the right)."},
        {engine::RecordPart::CallSuit,
         {},
         {"Tapp Tarock's bids name no suit", "die Gebote im Tapp-Tarock nennen keine Farbe"},
         "Bidding",
         "There are four legal positive bids which, in ascending order, are: Dreier, Unterer, Oberer, Solo."},
        {engine::RecordPart::CallCard,
         {},
         {"Tapp Tarock's bids name no card", "die Gebote im Tapp-Tarock nennen keine Karte"},
         "Bidding",
         "There are four legal positive bids which, in ascending order, are: Dreier, Unterer, Oberer, Solo."},
        {engine::RecordPart::ContractTrump,
         {},
         {"the trumps are the tarocks, never a suit", "die Trümpfe sind die Tarocke, nie eine Farbe"},
         "Cards",
         "This includes 22 trumps numbered with Roman numerals except for the highest trump, the Sküs (Fool)."},
        {engine::RecordPart::ContractPartnerCard,
         {},
         {"the declarer plays alone: no card is called", "der Alleinspieler spielt allein: keine Karte wird gerufen"},
         "Bidding",
         "The highest bidder becomes the declarer"},
        {engine::RecordPart::Swap,
         {},
         {"no card changes hands but in the talon exchange", "keine Karte wechselt die Hand außer beim Talontausch"},
         "Bidding",
         "the declarer exposes both talon halves and may pick up either half before discarding three cards"},
        {engine::RecordPart::AnnouncementCards,
         {},
         {"Pagat Ultimo and Valat name no cards", "Pagat Ultimo und Valat nennen keine Karten"},
         "Announcements",
         "The declarer may make either of two announcements before play begins."},
    };
    return s;
  }();
  return kSpec;
}

}  // namespace stichprobe::games::tapp_tarock
