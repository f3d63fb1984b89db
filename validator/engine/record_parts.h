// The parts of a THR v1 hand (hand-record-format.md §5) that some games have no use for,
// declared per game as data (GameSpec::unused_parts, each with the source's sentence), and
// the one finding each occurrence draws, said here once for every game. The brief: "Nothing
// a record says is silently ignored: every part is checked or draws a finding saying the game
// has no use for it." A part a game does use is its own module's to check.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "formats/finding.h"
#include "formats/record.h"

namespace stichprobe::engine {

enum class RecordPart {
  SittingOut,           // hand/@sitting-out (deal.sitting-out)
  TalonPackets,         // deal/talon/packet (deal.not-in-game)
  CallSuit,             // call/@suit (auction.not-in-game)
  CallCard,             // call/@card
  ContractTrump,        // contract/@trump
  ContractPartnerCard,  // contract/@partner-card
  ExchangePacket,       // exchange/@packet (exchange.not-in-game)
  ExchangeTake,         // exchange/take
  Swap,                 // swap
  Announcement,         // announcement (announcement.not-in-game)
  AnnouncementCards,    // announcement/@cards
};

// How the record writes a part ("call/@suit", "<swap>") and the code its finding has.
const char* part_name(RecordPart part);
const char* part_code(RecordPart part);

// A part a game has no use for: everywhere, or everywhere but on the elements whose word
// (a call's bid, a contract's or an announcement's type) is in `only_with`.
struct UnusedPart {
  RecordPart part;
  std::vector<std::string> only_with;  // empty: the game never uses the part
  Message why;                         // "Troggu has no announcements", in both languages
  std::string section;                 // the source's section the decision rests on
  std::string source;                  // its sentence
};

// One error per occurrence of a part the game declares unused, at the element that carries it.
// `game` is the game's id (the findings' rule prefix).
Findings unused_parts(const record::Hand& hand, const std::string& game, const std::vector<UnusedPart>& unused);

// hand/@id is "optional-unique-id" (THR v1 §5): each id the file gives a second time is one
// error (format.duplicate-id) at that hand.
Findings duplicate_ids(const record::Document& document);

// The hand as the game reads it, where a part it has no use for would change that: a talon
// written in packets, where the game's is one pile, is read as one pile. nullopt: as written.
std::optional<record::Hand> as_read(const record::Hand& hand, const std::vector<UnusedPart>& unused);

// Where the record goes on after the bidding: the first contract, exchange, swap, announcement,
// play or result with something in it (a hand thrown in or redealt has none), leaving out the
// parts the game has no use for (those have a finding of their own). nullopt: none.
std::optional<Pos> first_part_after_auction(const record::Hand& hand, const std::vector<UnusedPart>& unused = {});

// Adds one occurrence of the unused part to the hand, as a record that uses it would write it,
// on an element the game has no use for it on (the playout's "a part the game does not use
// added"). False when the hand has no such element (no call for call/@suit, no exchange for
// exchange/@packet ...).
bool add_unused_part(record::Hand& hand, const UnusedPart& unused);

}  // namespace stichprobe::engine
