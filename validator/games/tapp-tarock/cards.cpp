// Contracts, the deck, card values and the trick rules of Tapp Tarock.
#include "validator/core/packets.h"
#include "validator/games/tapp-tarock/rules.h"

namespace stichprobe::games::tapp_tarock {

std::optional<Contract> parse_contract(std::string_view token) {
  if (token == "dreier") return Contract::Dreier;
  if (token == "unterer") return Contract::Unterer;
  if (token == "oberer") return Contract::Oberer;
  if (token == "solo") return Contract::Solo;
  return std::nullopt;
}

const char* contract_token(Contract c) {
  switch (c) {
    case Contract::Dreier: return "dreier";
    case Contract::Unterer: return "unterer";
    case Contract::Oberer: return "oberer";
    case Contract::Solo: return "solo";
  }
  return "?";
}

const char* contract_name(Contract c) {
  switch (c) {
    case Contract::Dreier: return "Dreier";
    case Contract::Unterer: return "Unterer";
    case Contract::Oberer: return "Oberer";
    case Contract::Solo: return "Solo";
  }
  return "?";
}

// "Dreier 3, Unterer 4, Oberer 5, Solo 8" (Game values and bonuses).
int contract_value(Contract c) {
  switch (c) {
    case Contract::Dreier: return 3;
    case Contract::Unterer: return 4;
    case Contract::Oberer: return 5;
    case Contract::Solo: return 8;
  }
  return 0;
}

const core::Deck& cego_deck() { return core::deck(core::DeckKind::Cego54); }

// "Players must follow suit if able; otherwise must play a trump"; the Sküs is
// "simply being the 22nd and highest trump".
core::TrickRules trick_rules() {
  core::TrickRules r;
  r.tarock_trumps = true;
  r.fool = core::FoolRole::HighestTrump;
  r.must_trump = true;
  r.suit_order = core::SuitOrder::Tarot;
  return r;
}

int card_value(Card c) { return core::tarock_card_value(c); }

// "grouped in packets of three ... Each packet is scored and 2 card points deducted."
Rational count_points(const std::vector<Card>& cards) {
  return core::packet_total(cards, card_value, core::kThreesMinusTwo);
}

bool is_trull(Card c) { return c.is_fool() || c.trump_number() == 21 || c.trump_number() == 1; }
bool is_king(Card c) { return c.is_suited() && c.rank() == Rank::King; }

int required_packet(Contract c, const Rules& rules) {
  if (!rules.old_talon) return 0;
  if (c == Contract::Unterer) return 2;  // "in an Unterer he had to take the lower three cards"
  if (c == Contract::Oberer) return 1;   // "in an Oberer he had to pick up the upper three cards"
  return 0;
}

// "Tarocks may only be discarded if the declarer has no option": a tarock is forced
// only when every plain card other than a king he held is laid away too.
std::vector<Fault> discard_faults(const CardSet& after_take, const std::vector<Card>& discard) {
  std::vector<Fault> out;
  int plain_available = 0;
  for (Card c : after_take)
    if (c.is_suited() && !is_king(c)) ++plain_available;
  int tarocks = 0, plain_discarded = 0;
  int first_tarock = -1;
  for (std::size_t i = 0; i < discard.size(); ++i) {
    const Card c = discard[i];
    const int index = static_cast<int>(i);
    if (c.is_unknown() || (c.is_suited() && !is_king(c))) ++plain_discarded;  // an unknown may be plain
    if (c.is_unknown()) continue;
    if (is_king(c)) {
      out.push_back({"exchange.forbidden-discard",
                     {card_code(c) + " is a king: \"The discards may not include kings or Trull cards.\"",
                      card_code(c) + " ist ein König: Könige und Trullkarten dürfen nicht abgelegt werden (\"The "
                                     "discards may not include kings or Trull cards.\")"},
                     index});
    } else if (is_trull(c)) {
      out.push_back({"exchange.forbidden-discard",
                     {card_code(c) + " is a Trull card: \"The discards may not include kings or Trull cards.\"",
                      card_code(c) + " ist eine Trullkarte: Könige und Trullkarten dürfen nicht abgelegt werden "
                                     "(\"The discards may not include kings or Trull cards.\")"},
                     index});
    } else if (c.is_trump()) {
      ++tarocks;
      if (first_tarock < 0) first_tarock = index;
    }
  }
  if (tarocks > 0 && plain_available > plain_discarded) {
    std::string which;
    for (Card c : discard)
      if (c.is_trump() && !is_trull(c)) which += (which.empty() ? "" : " ") + card_code(c);
    out.push_back({"exchange.forbidden-discard",
                   {"tarock " + which + " laid away although the declarer held " + std::to_string(plain_available) +
                        " plain cards other than kings: \"Tarocks may only be discarded if the declarer has no "
                        "option\"",
                    "Tarock " + which + " abgelegt, obwohl der Alleinspieler " + std::to_string(plain_available) +
                        " Farbkarten außer Königen hatte: Tarock darf er nur ablegen, wenn ihm nichts anderes bleibt "
                        "(\"Tarocks may only be discarded if the declarer has no option\")"},
                   first_tarock});
  }
  return out;
}

}  // namespace stichprobe::games::tapp_tarock
