// What Tübinger Tarock is, as data: its variant, rules options and card names.
// Each option rests on a sentence of the source; RULES.md gives the decision.
#include "validator/games/tuebinger-tarock/spec.h"

#include "validator/games/tuebinger-tarock/rules.h"

namespace stichprobe::games::tuebinger_tarock {

const engine::GameSpec& spec() {
  static const engine::GameSpec kSpec = [] {
    engine::GameSpec s;
    s.id = kGameId;
    s.name = "Tübinger Tarock";
    s.rules_file = "tuebinger-tarock.de.txt";
    s.variants = {{"standard",
                   {4},
                   {"Tübingen student rules around 1890: Rufspiel, Raus, Tout",
                    "nach der Regel der Tübinger Studenten um 1890: Ruf-Spiel, Raus, Tout"},
                   "Tarock nach der Regel der Tübinger Studenten um 1890",
                   {},
                   "Beteiligt sind 4 Spieler."}};
    s.options = {
        {"ski-is-tarock",
         {"no", "yes"},
         "no",
         {},
         "Wenn man trotz des Besitzes von mindestens 8 Tarock nicht rufen will, muss man \"fort mit\" sagen.",
         {"whether the Ski counts toward the 8 Tarock that oblige \"fort mit\"",
          "ob der Ski zu den 8 Tarock zählt, mit denen man „fort mit“ sagen muss"}},
        {"ski-without-low-card",
         {"settle-at-count", "goes-over"},
         "settle-at-count",
         {},
         "Nach Abschluss des Stiches wird er ... gegen ein Blättle oder einen Tarock im Wert von 0,5 Punkten aus den "
         "gesammelten Stichen der Partei des Ski-Besitzers ausgetauscht.",
         {"when the Ski's party has no 0,5 card yet: owe it until the count, or the Ski goes over",
          "wenn die Partei des Ski noch keine Karte zu 0,5 hat: bis zum Zählen schuldig bleiben, oder der Ski geht "
          "über"}},
        {"raus-opponent-reset",
         {"yes", "no"},
         "yes",
         {},
         "Im ersten Durchgang wird nur bis 18 gezählt und dann erneut mit 0 angefangen.",
         {"whether the best opponent's pile is also counted from 18 on in a Raus",
          "ob beim Raus auch beim besten Gegner nach 18 wieder bei 0 begonnen wird"}},
        {"rufspiel-tie",
         {"nobody", "caller-loses"},
         "nobody",
         {},
         "Gewonnen hat die Partei, die nach dem Null-Durchgang wieder mindestens 23 Punkte erreicht hat.",
         {"22,5 : 22,5 in a Rufspiel: nobody scores, or the caller loses 2 x 22,5",
          "22,5 : 22,5 im Ruf-Spiel: niemand bekommt etwas, oder dem Rufer werden 2 mal 22,5 abgezogen"}},
        {"defender-credit",
         {"none", "game-value"},
         "none",
         {},
         "Wenn die Gegenpartei mindestens 23 Punkte erreicht hat, ... werden dem Rufer 2 mal 29 = 58 Punkte abgezogen.",
         {"what winning defenders are credited: nothing, or each the game value",
          "was der gewinnenden Gegenpartei gut geschrieben wird: nichts, oder jedem der Spielwert"}},
        {"laid-tarock",
         {"gone", "in-play"},
         "gone",
         {},
         "Wohl darf man aber den 17er anspielen, wenn der 18er noch auf einer anderen Hand im Spiel ist.",
         {"whether a laid-away tarock counts as gone for \"von oben herunter\"",
          "ob ein gelegter Tarock für „von oben herunter“ als nicht mehr im Spiel gilt"}},
        {"strafen-hand",
         {"after-laying", "as-dealt"},
         "after-laying",
         {},
         "Aufgrund der Karten, die sich bei Spielbeginn in einer Hand befinden, gibt es folgende Strafen",
         {"which dealer's hand the hand Strafen are judged on",
          "auf welches Blatt des Gebers sich die Strafen aus den Karten beziehen: nach dem Legen oder wie gegeben"}},
        {"strafen-floor",
         {"both", "lost-only"},
         "both",
         {},
         "Bei einem verlorenen Spiel ist ein Punktabzug nur bis Null zulässig.",
         {"whether the losers' Strafen also stop at zero against a won game",
          "ob auch die Strafen der Verlierer gegen ein gewonnenes Spiel nur bis Null abgezogen werden"}},
    };
    s.contracts = {"rufspiel", "raus", "tout"};
    s.card_names = {{"F", "Ski"}, {"T1", "Einser"}, {"T21", "Einundzwanziger"}};
    s.findings = finding_catalogue();
    s.messages = message_catalogue();
    // "werden dem Rufer und dem Gerufenen jeweils 29 Punkte gut geschrieben ... Der Gerufene
    // bekommt keine Punkte abgezogen": each seat is scored on its own, not paid by the others.
    s.zero_sum = false;
    // What the game has no use for (engine/record_parts.h), each with the sentence it rests on.
    s.unused_parts = {
        {engine::RecordPart::SittingOut,
         {},
         {"all four players are dealt and play", "alle vier Spieler bekommen Karten und spielen mit"},
         "Spielregel",
         "Beteiligt sind 4 Spieler."},
        {engine::RecordPart::CallSuit,
         {},
         {"a call names a card, never a suit", "ein Ruf nennt eine Karte, nie eine Farbe"},
         "Rufen",
         "Beim Geber beginnend erhalten die Spieler der Reihe nach die Möglichkeit, einen König zu rufen."},
        {engine::RecordPart::CallCard,
         {"call"},
         {"only a call (\"call\") names a card; \"den Vierten\" is called without its suit",
          "nur ein Ruf („call“) nennt eine Karte; „den Vierten“ ruft man, ohne die Farbe zu nennen"},
         "Rufen",
         "Wenn der Rufer 3 Könige auf der Hand hat, darf er (muss aber nicht) „den Vierten“ rufen, ohne dessen Farbe "
         "zu nennen."},
        {engine::RecordPart::ContractTrump,
         {},
         {"the trumps are the Tarocks, never a suit", "die Trümpfe sind die Tarocke, nie eine Farbe"},
         "Das Blatt",
         "21 nummerierten Trumpfkarten, genannt Tarock (höhere Ordnungszahl = höhere Stichkraft)"},
        {engine::RecordPart::ExchangePacket,
         {},
         {"there is no talon: the dealer only lays two cards away",
          "es gibt keinen Talon: der Geber legt nur zwei Karten ab"},
         "Legen",
         "Der Geber legt zwei Karten ab, behält also auch nur 19 Karten auf der Hand, wie die Mitspieler."},
        {engine::RecordPart::Swap,
         {},
         {"no card changes hands: the dealer only lays two cards away",
          "keine Karte wechselt die Hand: der Geber legt nur zwei Karten ab"},
         "Legen",
         "Der Geber legt zwei Karten ab, behält also auch nur 19 Karten auf der Hand, wie die Mitspieler."},
        {engine::RecordPart::Announcement,
         {},
         {"Tübinger Tarock has no announcements: the Strafen are claimed after the play, as <bonus>",
          "im Tübinger Tarock gibt es keine Ansagen: die Strafen werden nach dem Spiel angemeldet, als <bonus>"},
         "Extrapunkte = „Strafen“",
         "Nachdem aufgrund der Punkte, die in den Stichen erzielt wurden, klar ist, wer gewonnen hat, können "
         "Extrapunkte angemeldet werden."},
    };
    return s;
  }();
  return kSpec;
}

}  // namespace stichprobe::games::tuebinger_tarock
