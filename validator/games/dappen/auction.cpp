#include "validator/games/dappen/auction.h"

#include <algorithm>

namespace stichprobe::games::dappen {

AuctionMachine::AuctionMachine(const Rules& rules, std::vector<int> order)
    : rules_(rules), order_(std::move(order)), ladder_(rules.v.ladder) {
  queue_ = order_;
  if (!rules_.solo) phase_ = Phase::Bidding;
}

int AuctionMachine::to_act() const {
  if (phase_ == Phase::Done) return 0;
  if (challenger_ != 0) return holder_answers_ ? holder_ : challenger_;
  return queue_.empty() ? 0 : queue_.front();
}

int AuctionMachine::level_of(const std::string& bid) const {
  for (std::size_t i = 0; i < ladder_.size(); ++i)
    if (ladder_[i] == bid) return static_cast<int>(i) + 1;
  return 0;
}

std::vector<std::string> AuctionMachine::legal_bids() const {
  switch (phase_) {
    case Phase::Done: return {};
    case Phase::SoloQuestion: return {"pass", "solo"};
    case Phase::SoloStrecken: return {"pass", "strecken"};
    case Phase::Bidding: break;
  }
  const bool can_raise = level_ < static_cast<int>(ladder_.size());
  if (challenger_ != 0) {
    if (holder_answers_) return {"pass", "hold"};
    if (can_raise) return {"pass", ladder_[static_cast<std::size_t>(level_)]};
    return {"pass"};
  }
  if (can_raise) return {"pass", ladder_[static_cast<std::size_t>(level_)]};
  return {"pass"};
}

// The same answer as searching legal_bids(), without building the list (once per call in a hand).
bool AuctionMachine::is_legal(const std::string& bid) const {
  if (bid == "pass") return phase_ != Phase::Done;
  switch (phase_) {
    case Phase::Done: return false;
    case Phase::SoloQuestion: return bid == "solo";
    case Phase::SoloStrecken: return bid == "strecken";
    case Phase::Bidding: break;
  }
  if (challenger_ != 0 && holder_answers_) return bid == "hold";
  return level_ < static_cast<int>(ladder_.size()) && ladder_[static_cast<std::size_t>(level_)] == bid;
}

void AuctionMachine::finish() {
  phase_ = Phase::Done;
  queue_.clear();
  challenger_ = 0;
  if (soloist_ != 0 && contract_.empty()) {
    declarer_ = soloist_;
    contract_ = "solo";
  } else if (holder_ != 0) {
    declarer_ = holder_;
    contract_ = ladder_[static_cast<std::size_t>(level_ - 1)];
  }
}

void AuctionMachine::next_turn() {
  if (phase_ == Phase::Bidding && challenger_ == 0 && level_ >= static_cast<int>(ladder_.size()) && holder_ != 0) {
    finish();  // nobody can raise any more
    return;
  }
  if (challenger_ == 0 && queue_.empty()) {
    if (phase_ == Phase::SoloQuestion) {
      phase_ = Phase::Bidding;
      queue_ = order_;
      return;
    }
    finish();
  }
}

std::optional<std::string> AuctionMachine::apply(const std::string& bid) {
  const int seat = to_act();
  if (seat == 0) return "auction.call-after-end";
  std::optional<std::string> fault;
  if (!is_legal(bid)) {
    if (bid == "hold")
      fault = "auction.illegal-hold";
    else if (level_of(bid) > 0 || bid == "solo" || bid == "strecken")
      fault = "auction.illegal-overcall";
    else
      fault = "auction.illegal-bid";
  }
  switch (phase_) {
    case Phase::Done: break;
    case Phase::SoloQuestion:
      queue_.erase(queue_.begin());
      if (bid == "solo") {
        soloist_ = seat;
        if (rules_.v.strecken_against_solo) {
          phase_ = Phase::SoloStrecken;
          queue_.clear();
          auto it = std::find(order_.begin(), order_.end(), seat);
          for (std::size_t i = 1; i < order_.size(); ++i)
            queue_.push_back(
                order_[static_cast<std::size_t>((it - order_.begin() + static_cast<long>(i))) % order_.size()]);
        } else {
          finish();
          return fault;
        }
      }
      break;
    case Phase::SoloStrecken:
      queue_.erase(queue_.begin());
      if (bid == "strecken") {
        declarer_ = seat;
        contract_ = "strecken";
        bidders_.push_back(soloist_);
        finish();
        return fault;
      }
      break;
    case Phase::Bidding: {
      const int lvl = level_of(bid);
      if (challenger_ != 0 && holder_answers_) {
        if (bid == "hold") {
          holder_answers_ = false;  // the raiser may go higher
          if (level_ >= static_cast<int>(ladder_.size())) challenger_ = 0;
        } else {  // the holder lets go: the raiser holds the game
          holder_ = challenger_;
          challenger_ = 0;
        }
      } else if (challenger_ != 0) {
        if (lvl > 0) {
          level_ = lvl;
          bidders_.push_back(seat);
          holder_answers_ = true;
        } else {
          challenger_ = 0;
        }
      } else {
        queue_.erase(queue_.begin());
        if (lvl > 0) {
          bidders_.push_back(seat);
          level_ = lvl;
          if (holder_ == 0) {
            holder_ = seat;
            // Furtwangen: "guckt herum, ob jemand anderes strecken will" — also those who passed.
            if (rules_.raise_any)
              for (int p : passed_in_bidding_) queue_.push_back(p);
          } else {
            challenger_ = seat;
            holder_answers_ = true;
          }
        } else if (holder_ == 0) {
          passed_in_bidding_.push_back(seat);
        }
      }
      break;
    }
  }
  next_turn();
  return fault;
}

std::vector<int> AuctionMachine::displaced_bidders() const {
  std::vector<int> out;
  for (int s : bidders_)
    if (s != declarer_ && std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
  return out;
}

Pflicht pflichtdappen(const Rules& r, const std::vector<int>& order, int seat, const CardSet& hand) {
  Pflicht p;
  if (!r.v.pflichtdappen || order.size() < 2) return p;
  p.a = r.pflicht_a && pflichtdappen_a(hand);
  p.b = order[order.size() - 2] == seat;
  return p;
}

}  // namespace stichprobe::games::dappen
