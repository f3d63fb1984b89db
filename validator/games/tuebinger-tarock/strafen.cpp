// Extrapunkte = "Strafen": those of the hand at the start of play and those of
// the Einser's fate in play. Amounts are for the seat's party (signed).
#include "validator/games/tuebinger-tarock/rules.h"

namespace stichprobe::games::tuebinger {

const std::vector<std::string>& strafe_types() {
  static const std::vector<std::string> kTypes{"skimon",
                                               "obere",
                                               "untere",
                                               "koenigreich",
                                               "skisiertes-koenigreich",
                                               "familie",
                                               "skisierte-familie",
                                               "fein",
                                               "einser-gefasst",
                                               "einser-fein-gefasst"};
  return kTypes;
}

namespace {
// Length of the run from `first` stepping by `step`, where the Ski may stand for one
// missing tarock or lengthen the run by one ("Der Ski kann eine Lücke ersetzen, bzw.
// die Zahl der Oberen um 1 erhöhen").
int run_length(const CardSet& hand, int first, int step) {
  int joker = hand.contains(Card::fool()) ? 1 : 0;
  int length = 0;
  for (int t = first; t >= 1 && t <= 21; t += step) {
    if (hand.contains(Card::trump(t))) {
      ++length;
    } else if (joker > 0) {
      --joker;
      ++length;
    } else {
      break;
    }
  }
  return length;
}
}  // namespace

int obere_length(const CardSet& hand) { return run_length(hand, 21, -1); }
int untere_length(const CardSet& hand) { return run_length(hand, 1, +1); }

std::vector<Strafe> hand_strafen(const CardSet& hand, int seat) {
  std::vector<Strafe> out;
  const bool ski = hand.contains(Card::fool());
  if (ski && hand.contains(Card::trump(21)) && hand.contains(Card::trump(1)))
    out.push_back({seat, "skimon", 10, "Ski + Einundzwanziger + Einser"});
  // "Man bekommt Pluspunkte in doppelter Zahl, also mindestens 6."
  if (int n = obere_length(hand); n >= 3) out.push_back({seat, "obere", 2 * n, std::to_string(n) + " Obere"});
  if (int n = untere_length(hand); n >= 3) out.push_back({seat, "untere", 2 * n, std::to_string(n) + " Untere"});
  const int kings = king_count(hand);
  if (kings == 4) out.push_back({seat, "koenigreich", 10, "alle 4 Könige"});
  if (kings == 3 && ski) out.push_back({seat, "skisiertes-koenigreich", 5, "3 Könige + Ski"});
  for (Suit s : kSuits) {
    int courts = 0;
    for (Rank r : {Rank::King, Rank::Queen, Rank::Cavalier, Rank::Jack})
      courts += hand.contains(Card::suited(s, r)) ? 1 : 0;
    const std::string suit(1, suit_letter(s));
    if (courts == 4) out.push_back({seat, "familie", 10, "alle 4 Bilder in " + suit});
    if (courts == 3 && ski) out.push_back({seat, "skisierte-familie", 5, "3 Bilder in " + suit + " + Ski"});
  }
  return out;
}

std::vector<Strafe> einser_strafen(int t1_owner, int t1_trick, int winner, bool same_party) {
  std::vector<Strafe> out;
  if (t1_owner == 0 || winner == 0) return out;
  const bool last = t1_trick == kTricks;
  if (last && winner == t1_owner) out.push_back({t1_owner, "fein", 10, "der Einser gewann den letzten Stich"});
  if (!same_party) {
    if (last)
      out.push_back({t1_owner, "einser-fein-gefasst", -10, "der Einser fiel den Gegnern im letzten Stich zu"});
    else
      out.push_back({t1_owner, "einser-gefasst", -5, "der Einser fiel den Gegnern zu"});
  }
  return out;
}

}  // namespace stichprobe::games::tuebinger
