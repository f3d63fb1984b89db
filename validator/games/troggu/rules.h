// Troggu's rules as data: the per-variant table, the deal table and the resolved
// options of one hand. Everything the module needs to know about a variant is here,
// each entry with the sentence of troggu.de.txt it rests on.
#pragma once
#include <string>
#include <vector>

#include "formats/card.h"
#include "validator/core/deck.h"
#include "validator/core/trick.h"
#include "validator/engine/game.h"

namespace stichprobe::games::troggu {

inline constexpr int kTotalPoints = 114;   // "Insgesamt befinden sich so insgesamt 114 Punkte im Spiel."
inline constexpr int kWinningPoints = 58;  // "mehr als die Hälfte der Punkte (58 oder mehr)"

// Which 5-point cards the Tappist may lay away together.
enum class FiveException {
  FourKings,      // "einzige Ausnahme ist, wenn vier Könige zusammen abgelegt werden"
  AllSevenFives,  // St. Niklaus, Grächen: "wer alle sieben 5-Punkte-Karten besitzt, darf diese gemeinsam ablegen"
};

struct VariantRules {
  std::string id;
  std::vector<int> player_counts;
  FiveException five_exception = FiveException::FourKings;
  int double_threshold = 30;     // losers with at most this many points pay double
  bool tapp_after_deal = false;  // Grächen: "Der Tapp wird erst nach der Kartenausteilrunde erstellt."
  std::string source;            // the sentences that make the variant differ
};

const std::vector<VariantRules>& variant_table();
const VariantRules& variant_rules(const std::string& id);  // unknown -> standard

// How one hand is dealt: packets per player before the Tapp is laid, the Tapp,
// then packets after it (the standard order lays the Tapp first).
struct DealPlan {
  int players = 0;
  int tapp = 0;
  std::vector<int> packets_before_tapp;
  std::vector<int> packets_after_tapp;
  std::string source;
  int hand_size() const;
};

// The standard table, row by row as printed ("Spieler | Tapp | pro Spieler").
struct DealRow {
  int players;
  int tapp;
  std::vector<int> packets;
};
const std::vector<DealRow>& deal_table();

// The plan for a variant, player count and options; players outside 3..8 -> tapp 0.
DealPlan deal_plan(const VariantRules& v, int players, const engine::Options& options);

// The options of one hand, resolved to types.
enum class Tappist { Bidder, Dealer };
enum class BiddingOrder { Right, Left };
enum class MiserePayment { HighestPays, LowestReceives, Both };
struct HandRules {
  const VariantRules* variant = nullptr;
  int base = 5;  // Rappen
  Tappist tappist = Tappist::Bidder;
  BiddingOrder bidding_order = BiddingOrder::Right;
  bool misere_must_trump = true;
  MiserePayment misere_payment = MiserePayment::HighestPays;
  // The withholding permission stands under "Spielablauf des Normalspiels und Solos":
  // in a Misere the Narr must be played like any trump unless the option allows it.
  bool misere_withhold_narr = false;
  // "Erst dann legt der Spieler den Narren und addiert ihn zu den eigenen gewonnenen Karten":
  // the Narr goes to its owner even when his side has no won card to give in exchange
  // (false: it stays with the last trick's winners then).
  bool narr_to_owner_without_exchange = true;
  std::string rule_prefix;  // "troggu" or "troggu/<variant>"
};
HandRules hand_rules(const std::string& variant, const engine::Options& options);

// Card values: singly, 5/4/3/2/1 (tarock values).
int card_value(Card c);
int points_of(const std::vector<Card>& cards);
bool is_five(Card c);

// Trick rules; the Narr is the highest trump unless it was withheld.
core::TrickRules trick_rules(bool must_trump, bool powerless_narr);

// "Wenn er aber noch der einzige Trumpf auf der Hand eines Spieler ist, muss er
// nicht zugegeben werden": the only legal card is the Narr and the hand holds others.
bool may_withhold_narr(const CardSet& hand, const std::vector<Card>& trick_so_far, const core::TrickRules& rules);

// Whether a Tappist's discard is allowed; on failure `why` says what is wrong.
bool discard_allowed(const std::vector<Card>& discard, FiveException ex, std::string& why);
// The same, with the reason in both languages.
bool discard_allowed(const std::vector<Card>& discard, FiveException ex, Message& why);

const core::Deck& troggu_deck();

}  // namespace stichprobe::games::troggu
