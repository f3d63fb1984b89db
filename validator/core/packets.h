// Counting card points in packets ("in Paketen zählen"): cards are grouped in
// packets of N, each packet is worth the sum of its card values minus a deduction.
#pragma once
#include <span>
#include <string>
#include <vector>

#include "formats/card.h"
#include "formats/rational.h"

namespace stichprobe::core {

enum class Leftover {
  // An incomplete packet loses its share of the deduction: with packets of three
  // minus 2, a lone Blatt is worth 1/3 (Tapp Tarock: "worth 1/3 point each").
  Proportional,
  // An incomplete packet loses the whole deduction: with pairs minus 1, a lone
  // card is "1 weniger wert als angegeben" (Dappen).
  WholeDeduction,
};

struct PacketRule {
  int size = 3;
  Rational deduction = 2;
  Leftover leftover = Leftover::Proportional;
};

inline constexpr PacketRule kThreesMinusTwo{3, 2, Leftover::Proportional};
inline const PacketRule kPairsMinusOne{2, 1, Leftover::WholeDeduction};

// A plain function, not a std::function: it is called once per card of every pile.
using CardValue = int (*)(Card);

struct Packet {
  std::vector<Card> cards;
  Rational value;
};

struct PacketCount {
  Rational total;
  std::vector<Packet> packets;  // as a counter would lay them out (for --explain and the replayer)
};

// The total is independent of how the cards are grouped; the packets are laid out
// the way players do it (each high card with low cards) for display.
PacketCount count_in_packets(const std::vector<Card>& cards, const CardValue& value, const PacketRule& rule);

// Just the total, without building packets.
Rational packet_total(std::span<const Card> cards, const CardValue& value, const PacketRule& rule);

}  // namespace stichprobe::core
