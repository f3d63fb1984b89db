// The Solo question round and the bidding with holding, as a state machine:
// who acts next, which calls are legal, and the contract it ends in.
//
// "Beginnend mit dem Spieler rechts vom Geber sagen die Spieler der Reihe nach, ob sie Solo spielen wollen. [...]
// Will jemand Solo spielen, ist die Bietrunde zu Ende." Then: "Falls ein Spieler dappt und ein folgender Spieler
// möchte das ebenfalls, kann gesteigert werden [...]. Der Spieler, der vorher geboten hat, kann die Steigerung
// halten («selber»), dann kann der Steigerer nochmals höher bieten."
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "validator/games/dappen/rules.h"

namespace stichprobe::games::dappen {

class AuctionMachine {
 public:
  enum class Phase { SoloQuestion, SoloStrecken, Bidding, Done };

  // order: the active seats in playing order from forehand.
  AuctionMachine(const Rules& rules, std::vector<int> order);

  int to_act() const;  // 0 when the auction is over
  Phase phase() const { return phase_; }
  std::vector<std::string> legal_bids() const;
  bool is_legal(const std::string& bid) const;
  // Applies the call of the seat to act, legal or not (an illegal ladder bid counts at its own level;
  // a bid foreign to the variant counts as a pass). Returns the finding code if it was illegal.
  std::optional<std::string> apply(const std::string& bid);

  bool done() const { return phase_ == Phase::Done; }
  bool thrown_in() const { return done() && declarer_ == 0; }
  int declarer() const { return declarer_; }
  const std::string& contract() const { return contract_; }
  // The game on the ladder bid last ("" before any).
  std::string current_bid() const { return level_ > 0 ? ladder_[static_cast<std::size_t>(level_ - 1)] : ""; }
  bool nobody_bid_yet() const { return holder_ == 0 && phase_ == Phase::Bidding; }
  // Seats that dapped or raised and did not become declarer (Furtwangen Marsch liability).
  std::vector<int> displaced_bidders() const;

 private:
  void next_turn();
  void finish();
  int level_of(const std::string& bid) const;

  const Rules& rules_;
  std::vector<int> order_;
  const std::vector<std::string>& ladder_;  // the variant's (params.h), never a copy
  Phase phase_ = Phase::SoloQuestion;
  std::vector<int> queue_;
  std::vector<int> passed_in_bidding_;
  int holder_ = 0, level_ = 0;
  int challenger_ = 0;
  bool holder_answers_ = false;  // the holder must answer a raise (hold or pass)
  int soloist_ = 0;
  int declarer_ = 0;
  std::string contract_;
  std::vector<int> bidders_;
};

// Furtwangen Pflichtdappen: why `seat` must dappen now, or "" (nobody has dapped yet).
// (b) "Der Spieler sitzt vor dem letzten aktiven Spieler in der Reihe" is enforceable;
// (a) T+H > 22 has no sanction ("Es scheint keine Regel für den Fall zu geben").
struct Pflicht {
  bool a = false;
  bool b = false;
};
Pflicht pflichtdappen(const Rules& r, const std::vector<int>& order, int seat, const CardSet& hand);

}  // namespace stichprobe::games::dappen
