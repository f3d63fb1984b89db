// The bidding: "Forehand opens the bidding which rotates anticlockwise." Bids rise
// one level at a time; once a Dreier stands, Solo may be jumped to at a player's first
// turn; an overcalled player may hold; a player who passed is out (section Bidding,
// footnote c).
#include "validator/engine/trick_play.h"
#include "validator/games/tapp-tarock/rules.h"

namespace stichprobe::games::tapp_tarock {
namespace {
int next_seat(int seat) { return seat % kSeats + 1; }
// Position in the bidding order, forehand first.
int order_index(const AuctionState& st, int seat) { return (seat - st.forehand + kSeats) % kSeats; }
int passed_count(const AuctionState& st) {
  int n = 0;
  for (int s = 1; s <= kSeats; ++s) n += st.passed[static_cast<std::size_t>(s)] ? 1 : 0;
  return n;
}
// Overcalled: someone bid strictly higher after this seat's last bid or hold.
bool overcalled(const AuctionState& st, int seat) {
  const int last = st.last_call[static_cast<std::size_t>(seat)];
  return last >= 0 && st.last_raise > last;
}
std::string level_name(int level) {
  return level >= 1 && level <= 4 ? contract_token(static_cast<Contract>(level)) : "none";
}
}  // namespace

CallAction parse_call(std::string_view bid) {
  if (bid == "pass") return {CallKind::Pass, 0};
  if (bid == "hold") return {CallKind::Hold, 0};
  if (auto c = parse_contract(bid)) return {CallKind::Bid, static_cast<int>(*c)};
  return {CallKind::Unknown, 0};
}

std::string call_token(const CallAction& a) {
  switch (a.kind) {
    case CallKind::Pass: return "pass";
    case CallKind::Hold: return "hold";
    case CallKind::Bid: return level_name(a.level);
    case CallKind::Unknown: break;
  }
  return "?";
}

AuctionState auction_start(int dealer) {
  AuctionState st;
  st.forehand = next_seat(dealer);  // "beginning with forehand (to the right)"
  st.to_move = st.forehand;
  return st;
}

bool auction_over(const AuctionState& st) {
  const int passed = passed_count(st);
  return passed == kSeats || (st.level > 0 && passed == kSeats - 1);
}

std::optional<Fault> call_fault(const AuctionState& st, const Rules& rules, int seat, const CallAction& a) {
  if (seat < 1 || seat > kSeats)  // a damaged record: no such seat may call
    return Fault{"auction.out-of-turn",
                 {engine::seat_name(seat) + " is not at this table of three",
                  engine::seat_name_de(seat) + " sitzt nicht an diesem Dreiertisch"}};
  const auto si = static_cast<std::size_t>(seat);
  if (a.kind == CallKind::Unknown)
    return Fault{"auction.unknown-bid", {"not a Tapp Tarock call", "kein Tapp-Tarock-Gebot"}};
  if (auction_over(st))
    return Fault{"auction.call-after-end",
                 {engine::seat_name(seat) + " calls after the bidding has ended",
                  engine::seat_name_de(seat) + " bietet nach dem Ende der Reizung"}};
  if (st.passed[si] && a.kind != CallKind::Pass)
    return Fault{"auction.re-entry",
                 {engine::seat_name(seat) + " has passed and may not re-enter the bidding (\"A "
                                            "player who has passed may not re-enter the bidding.\")",
                  engine::seat_name_de(seat) + " hat gepasst und darf nicht wieder in die Reizung "
                                               "einsteigen (\"A player who has passed may not "
                                               "re-enter the bidding.\")"}};
  if (seat != st.to_move)
    return Fault{"auction.out-of-turn",
                 {"it is " + engine::seat_name(st.to_move) + "'s turn to call, not " + engine::seat_name(seat) + "'s",
                  "an der Reihe ist " + engine::seat_name_de(st.to_move) + ", nicht " + engine::seat_name_de(seat)}};
  if (a.kind == CallKind::Pass) return std::nullopt;
  if (a.kind == CallKind::Hold) {
    if (st.level == 0)
      return Fault{"auction.illegal-hold", {"there is no bid to hold", "es gibt kein Gebot zu halten"}};
    if (st.high_seat == seat)
      return Fault{"auction.illegal-hold",
                   {engine::seat_name(seat) + " already holds the bid",
                    engine::seat_name_de(seat) + " hat das höchste Gebot schon selbst"}};
    if (!overcalled(st, seat))
      return Fault{"auction.illegal-hold",
                   {engine::seat_name(seat) + " has not been overcalled and may only hold a bid "
                                              "that overcalled his own",
                    engine::seat_name_de(seat) + " ist nicht überboten worden und darf nur ein "
                                                 "Gebot halten, das sein eigenes überboten hat"}};
    if (!rules.hold_any_overcalled && order_index(st, seat) > order_index(st, st.high_seat))
      return Fault{
          "auction.illegal-hold",
          {engine::seat_name(seat) + " sits after " + engine::seat_name(st.high_seat) +
               " in the bidding order and may not hold his bid (option hold=earlier-seat)",
           engine::seat_name_de(seat) + " sitzt in der Bietreihenfolge nach " + engine::seat_name_de(st.high_seat) +
               " und darf dessen Gebot nicht halten (Option hold=earlier-seat)"}};
    return std::nullopt;
  }
  const bool first_turn = !st.spoke[si];
  // "Once a Dreier is bid, a later player must pass or overcall with the next higher
  // bid, except that Solo may be bid at the first opportunity": the exception belongs
  // to the overcall, so before a Dreier the only bid is Dreier (option solo-opening).
  const bool solo_jump = first_turn && (st.level > 0 || rules.solo_opening);
  if (a.level == static_cast<int>(Contract::Solo) && solo_jump && st.level < a.level) return std::nullopt;
  if (a.level == static_cast<int>(Contract::Solo) && st.level == 0 && !rules.solo_opening)
    return Fault{"auction.illegal-overcall",
                 {"before any Dreier " + engine::seat_name(seat) +
                      " may call pass or dreier, not solo (\"Forehand "
                      "announces 'pass' or 'Dreier!'. If forehand passes, subsequent players have the same options.\"; "
                      "option solo-opening=no)",
                  "vor dem ersten Dreier darf " + engine::seat_name_de(seat) +
                      " pass oder dreier sagen, nicht solo "
                      "(\"Forehand announces 'pass' or 'Dreier!'. If forehand passes, subsequent players have the same "
                      "options.\"; Option solo-opening=no)"}};
  if (a.level == st.level + 1) return std::nullopt;
  const std::string expected =
      st.level >= 4 ? std::string("pass or hold")
                    : "pass or " + level_name(st.level + 1) + (solo_jump && st.level < 3 ? " (or solo)" : "");
  const std::string erlaubt =
      st.level >= 4 ? std::string("pass oder hold")
                    : "pass oder " + level_name(st.level + 1) + (solo_jump && st.level < 3 ? " (oder solo)" : "");
  return Fault{"auction.illegal-overcall",
               {"after " + level_name(st.level) + " " + engine::seat_name(seat) + " may call " + expected + ", not " +
                    level_name(a.level) + " (\"a later player must pass or overcall with the next higher bid\")",
                (st.level == 0 ? std::string("vor dem ersten Gebot") : "nach " + level_name(st.level)) + " darf " +
                    engine::seat_name_de(seat) + " " + erlaubt + " sagen, nicht " + level_name(a.level) +
                    " (\"a later player must pass or overcall with the next higher bid\")"}};
}

void apply_call(AuctionState& st, int seat, const CallAction& a) {
  if (seat < 1 || seat > kSeats || a.kind == CallKind::Unknown) return;
  const auto si = static_cast<std::size_t>(seat);
  st.spoke[si] = true;
  if (a.kind == CallKind::Pass) {
    st.passed[si] = true;
  } else if (a.kind == CallKind::Hold) {
    if (st.level > 0) st.high_seat = seat;
    st.passed[si] = false;
    st.last_call[si] = st.calls;
  } else {
    if (a.level > st.level) st.last_raise = st.calls;
    st.level = std::max(st.level, a.level);
    st.high_seat = seat;
    st.passed[si] = false;
    st.last_call[si] = st.calls;
  }
  ++st.calls;
  st.to_move = 0;
  if (auction_over(st)) return;
  for (int s = next_seat(seat); s != seat; s = next_seat(s))
    if (!st.passed[static_cast<std::size_t>(s)]) {
      st.to_move = s;
      return;
    }
  st.to_move = st.passed[si] ? 0 : seat;
}

std::vector<CallAction> legal_calls(const AuctionState& st, const Rules& rules) {
  std::vector<CallAction> out;
  if (auction_over(st) || st.to_move == 0) return out;
  std::vector<CallAction> all{{CallKind::Pass, 0}, {CallKind::Hold, 0}};
  for (int l = 1; l <= 4; ++l) all.push_back({CallKind::Bid, l});
  for (const auto& a : all)
    if (!call_fault(st, rules, st.to_move, a)) out.push_back(a);
  return out;
}

}  // namespace stichprobe::games::tapp_tarock
