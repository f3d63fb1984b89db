// Internals of infer_cards shared by its files (and the tests): the b-matching and
// the strongly connected components of its residual graph.
#pragma once
#include <array>
#include <vector>

#include "validator/engine/card_flow.h"

namespace stichprobe::engine::detail {

bool is_deal_role(ListRole r);

// Cards (left, by index) to lists (right) with capacities.
struct Matching {
  std::vector<std::vector<int>> cand;  // per card: the lists it may go to
  std::vector<int> cap;                // per list
  std::vector<int> match;              // per card: its list, -1 none
  std::vector<std::vector<int>> in_list;
  // Matches the required cards first, then the others, as many as fit.
  void solve(const std::vector<char>& required);

 private:
  bool augment(int card, std::vector<char>& seen);
};

// The component of every node (Tarjan).
std::vector<int> components(const std::vector<std::vector<int>>& adj);

struct CardInfo {
  int deal_n = 0, deal_list = -1;
  int fin_n = 0, fin_list = -1;
  int mirror_list = -1;  // the deal list a mirror shows it in
  int route = -1;
  bool settled = false;  // a fault between known cards: left to the game
};

// The deal's unknown places matched with the cards the deal does not show.
struct DealMatching {
  std::vector<int> cap;        // per list: its unknown places (deal lists only)
  std::vector<Card> cards;     // the cards the deal does not show
  std::vector<int> home;       // per card: the pool it is seen in later, -1 none
  std::vector<char> required;  // per card: must be dealt to an unknown place
  Matching m;
};

struct Solver {
  const CardFlow& f;
  Inference out;
  std::vector<int> list_pool;
  std::vector<char> list_out, lenient;
  std::vector<int> mirror_of;  // per list: the deal list it mirrors, -1
  std::array<CardInfo, Card::kIdCount> info{};
  bool deal_exact = true;
  CardSet known_final;                   // every known card seen in a pool's out lists
  std::vector<CardSet> forced, allowed;  // per deal list: cards there in every / some assignment

  explicit Solver(const CardFlow& flow) : f(flow) {}

  static int unknowns(const FlowList& l);
  int pool_of(int list) const { return list < 0 ? -1 : list_pool[static_cast<std::size_t>(list)]; }
  CardInfo& at(Card c) { return info[static_cast<std::size_t>(c.id())]; }
  void fail(const Message& m, int list);
  // Fills the first unknown slots of `list` with `cards`, each with its reason.
  void fill(int list, const std::vector<Card>& cards, const std::vector<Message>& why);

  void index_lists();
  void find_conflicts();
  void solve_deal();
  DealMatching match_deal();
  bool deal_fits(const DealMatching& d);  // false: fail() said why
  void settle_deal(const DealMatching& d);
  void solve_pools();
  void pool_cards(std::size_t pool, CardSet& sure, CardSet& maybe) const;
  bool solve_pool(std::size_t pool);  // false: fail() said why
  void solve_mirrors();
  Message reason_in_deal(Card c);
  Message reason_in_pool(Card c);
};

}  // namespace stichprobe::engine::detail
