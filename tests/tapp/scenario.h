// A fixed three-player deal (36 cards, dealer 3, forehand 1) in which each seat holds
// one whole suit: the plays of every contract are easy to write down by hand.
//   seat 1: CA C10 CK CQ CJ C9 C8 C7 C6 HA H10
//   seat 2: SA S10 SK SQ SJ S9 S8 S7 S6 HK HQ
//   seat 3: DA D10 DK DQ DJ D9 D8 D7 D6 HJ H9      Tapp: H8 H7 H6
#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "support.h"

namespace tapp_test {

struct CallSpec {
  int seat;
  std::string bid;
  std::string suit;  // "" = none
};

inline record::Hand scenario_hand(const std::vector<CallSpec>& calls, const std::string& type, int declarer,
                                  const std::string& trump, const std::vector<std::pair<int, std::string>>& tricks,
                                  const std::vector<std::pair<int, int>>& pays, bool early = false) {
  record::Hand h;
  h.n = 1;
  h.dealer = 3;
  record::Deal d;
  d.hands = {{1, list("CA C10 CK CQ CJ C9 C8 C7 C6 HA H10")},
             {2, list("SA S10 SK SQ SJ S9 S8 S7 S6 HK HQ")},
             {3, list("DA D10 DK DQ DJ D9 D8 D7 D6 HJ H9")}};
  record::Talon t;
  t.cards = list("H8 H7 H6");
  d.talon = t;
  h.deal = d;
  record::Auction a;
  for (const auto& c : calls) {
    record::Call rc;
    rc.seat = c.seat;
    rc.bid = c.bid;
    if (!c.suit.empty()) rc.suit = c.suit;
    a.calls.push_back(rc);
  }
  h.auction = a;
  record::Contract rc;
  rc.type = type;
  if (declarer) rc.declarer = declarer;
  if (!trump.empty()) rc.trump = trump;
  h.contract = rc;
  record::Play p;
  for (const auto& [lead, text] : tricks) {
    record::Trick tr;
    tr.lead = lead;
    tr.cards = list(text);
    p.tricks.push_back(tr);
  }
  if (early) p.ended = "early";
  h.play = p;
  record::Result r;
  record::Settlement st;
  st.unit = "cent";
  for (const auto& [seat, amount] : pays) {
    record::Pay pay;
    pay.seat = seat;
    pay.amount = amount;
    st.pays.push_back(pay);
  }
  r.settlement = st;
  h.result = r;
  return h;
}

// Seat 1 leads its clubs and then its hearts and wins every trick.
inline std::vector<std::pair<int, std::string>> seat1_takes_all() {
  return {{1, "CA S6 D6"}, {1, "C10 S7 D7"},  {1, "CK S8 D8"}, {1, "CQ S9 D9"}, {1, "CJ SJ DJ"}, {1, "C9 SQ DQ"},
          {1, "C8 SK DK"}, {1, "C7 S10 D10"}, {1, "C6 SA DA"}, {1, "HA HK HJ"}, {1, "H10 HQ H9"}};
}

inline const std::vector<CallSpec> kAllPass{{2, "pass", ""}, {3, "pass", ""}, {1, "pass", ""}};

}  // namespace tapp_test
