// Troggu's rules as data: the per-variant table, the deal table and the resolved
// options of a session. Everything the module needs to know about a variant is here,
// each entry with the sentence of troggu.de.txt it rests on.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "validator/engine/game.h"
#include "validator/games/troggu/cards.h"

namespace stichprobe::games::troggu {

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

// The options of a session, resolved to types.
enum class Tappist { Bidder, Dealer };
enum class BiddingOrder { Right, Left };
enum class MiserePayment { HighestPays, LowestReceives, Both };
struct Rules {
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
  // "In diesem Falle geht es reihum linksherum, ob ein Spieler doch noch ein Solo spielen will":
  // after a normal game, only those who have not spoken yet (false) or every other player once
  // round, those who passed too (true).
  bool solo_from_everyone = false;
  // With seven or eight in St. Niklaus and Grächen: the paragraph's 30 instead of the variant's grade.
  bool paragraph_grades = false;
  // "eine niedrige Karte vom eigenen Gewinnstapel": the owner's own won cards (false) or his side's.
  bool narr_card_from_side = false;
  const char* rule_prefix = "troggu";  // "troggu" or "troggu/<variant>" (the variant table's, never a copy)
};
Rules resolve_rules(const std::string& variant, const engine::Options& options);

// What a session resolves once (GameModule::prepare): the options and the deal plan for its
// table size. analyse_hand() and card_flow() work them out per hand when the context has none.
struct Prep final : engine::SessionPrep {
  explicit Prep(const engine::HandContext& ctx);
  static Rules resolve(const engine::HandContext& ctx);  // where nobody prepared them
  Rules rules;
  int players = 0;  // the table the plan is for
  DealPlan plan;
};
std::shared_ptr<const engine::SessionPrep> prepare(const engine::HandContext& ctx);

// The session's rules: Prep's, or resolved here (variant_rules reads an empty
// or unknown variant as the standard one).
engine::PreparedOr<Rules> rules_for(const engine::HandContext& ctx);

// The deal plan for a table of `players` in variant `v`: Prep's when it was
// made for that table, or made here.
engine::PreparedOr<DealPlan> plan_for(const engine::HandContext& ctx, const VariantRules& v, int players);

}  // namespace stichprobe::games::troggu
