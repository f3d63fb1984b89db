// Dappen's five variants as data: every parameter carries the sentence of
// ../shared/rules/dappen.de.txt it rests on. Code reads these tables; no variant
// has its own copy of the rules.
#pragma once
#include <string>
#include <vector>

#include "validator/engine/game.h"

namespace stichprobe::games::dappen {

// How the cards are counted: in pairs minus 1 (to 79/78) or in threes minus 2 (to 70).
enum class Counting { Pairs, Threes };
// How a game is paid: Breitnau points rounded up to tens, Furtwangen cents, Jeu du Tarot (D div 5 + 1).
enum class Scoring { TensUp, Cents, DivFive };

struct DealShape {
  int active = 0;  // active players
  int hand = 0;    // cards per player (= tricks)
  int dapp = 0;    // Dapp (talon) size = cards pressed
  std::string source;
};

// One contract: its bid on the ladder and its factor (won / lost).
struct ContractRow {
  std::string type;
  int level = 0;  // bidding ladder position (1 = dappen); 0 = solo, -1 = strecken against a solo
  int factor_won = 1;
  int factor_lost = 1;
  std::string source;
};

struct VariantParams {
  std::string id;
  std::vector<int> table_sizes;  // seats at the table
  int max_active = 7;            // more seats: the dealer sits out
  std::string sitting_out_source;
  std::vector<DealShape> deals;
  std::vector<ContractRow> contracts;  // solo first, then the ladder in order
  bool strecken_against_solo = false;  // Buchenbach
  Counting counting = Counting::Pairs;
  int threshold = 40;  // points the winner needs (Pairs) / the 35 of Jeu du Tarot
  Scoring scoring = Scoring::TensUp;
  std::string unit = "point";
  bool pflichtdappen = false;  // Furtwangen
  bool seven_fives_marsch = false;
  bool ulti = false;
  bool bound_tricks = false;         // Buchenbach: tricks 1-3 trumps, F/T21/T1 bound
  bool honours_rule = false;         // Jeu du Tarot: "honneurs" instead of "never a 5er"
  bool gstiesieren_possible = true;  // false: never (Buchenbach); else the option decides
  std::string rule_prefix;           // "dappen/furtwangen"
  std::string source;
  std::vector<std::string> ladder;  // derived from `contracts` once, when the table is built (ladder())
};

const std::vector<VariantParams>& variant_table();
const VariantParams& variant_params(const std::string& id);  // unknown id: Breitnau

const DealShape* deal_shape(const VariantParams& v, int active);
const ContractRow* contract_row(const VariantParams& v, const std::string& type);
// The bidding ladder (dappen, strecken, ...) by level 1..n.
std::vector<std::string> ladder(const VariantParams& v);
int active_count(const VariantParams& v, int table_size);

const engine::GameSpec& dappen_spec();

}  // namespace stichprobe::games::dappen
