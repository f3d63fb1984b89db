// The THR reader's fast path: one pass over the bytes of a plain, valid file, building
// the record directly instead of walking pugixml's tree. "Plain" is what THR writers
// produce, ours and other programs': UTF-8 with or without a BOM, "\n" or "\r\n",
// an XML declaration or none, comments between elements, references in attribute
// values and text, THR as the default namespace or under a prefix, declarations and
// attributes of other namespaces on the root; not CDATA, a DOCTYPE, processing
// instructions, comments inside text, or foreign elements. "Valid" means the pugixml
// path would report nothing. At the first thing outside that, it gives up and read_thr reads
// the file with pugixml, which stays the one place where problems are found and
// worded. Each rule below mirrors the pugixml path's (thr_reader*.cpp); the
// fast_reader test holds the two to equal results on samples, generated and mutated
// files, and the fuzzer does the same on every input.
#include "formats/thr_fast_reader.h"

#include "formats/thr_fast_elements.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <initializer_list>
#include <new>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "formats/record_spares.h"
#include "formats/thr_fast_scanner.h"
#include "formats/thr_reader_context.h"
#include "formats/thr_reader_prescan.h"
#include "formats/vocabulary.h"

namespace stichprobe::thr_detail {
namespace {

using fast::Attribute;
using fast::give_up;
using fast::Scanner;
using fast::Tag;

void append_utf8(std::uint32_t c, std::string& out) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

// A character reference's digits (after "&#" or "&#x", up to ';'): a character XML
// allows (the prescan reports any other), or give up.
std::uint32_t character_reference(std::string_view digits, bool hex) {
  if (digits.empty() || digits.size() > 8) give_up();
  std::uint32_t value = 0;
  for (char c : digits) {
    std::uint32_t d;
    if (c >= '0' && c <= '9')
      d = static_cast<std::uint32_t>(c - '0');
    else if (hex && c >= 'a' && c <= 'f')
      d = static_cast<std::uint32_t>(c - 'a' + 10);
    else if (hex && c >= 'A' && c <= 'F')
      d = static_cast<std::uint32_t>(c - 'A' + 10);
    else
      give_up();
    value = value * (hex ? 16 : 10) + d;
  }
  const bool allowed = value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value <= 0xD7FF) ||
                       (value >= 0xE000 && value <= 0xFFFD) || (value >= 0x10000 && value <= 0x10FFFF);
  if (!allowed) give_up();
  return value;
}

// ---- attributes and values (each as the pugixml path would accept it, or give up)

// The known names fill the slots (same order as `names`); a THR default namespace
// declaration is allowed on any element; anything else gives up.
template <std::size_t N>
std::array<const Attribute*, N> attributes(const Tag& t, const std::string_view (&names)[N]) {
  std::array<const Attribute*, N> slots{};
  bool declared = false;
  for (int i = 0; i < t.count; ++i) {
    const Attribute& a = t.attributes[i];
    std::size_t k = 0;
    while (k < N && !fast::same(a.name(), names[k])) ++k;
    if (k < N) {
      if (slots[k]) give_up();
      slots[k] = &a;
    } else if (fast::same(a.name(), "xmlns") && a.value() == kThrNamespace && !declared) {
      declared = true;
    } else {
      give_up();
    }
  }
  return slots;
}

void no_attributes(const Tag& t) {
  const std::string_view none[] = {"xmlns"};  // allowed once, with THR's namespace
  const auto slot = attributes(t, none);
  if (slot[0] && slot[0]->value() != kThrNamespace) give_up();
}

// The helpers below run for most attributes of every hand: their common case inline,
// the rest (and giving up) out of line. Text goes straight into the record's string
// (a temporary, then moved, was two copies of every bid and type).
[[gnu::noinline]] int other_integer(std::string_view v) {
  const auto i = parse_strict_int(v);
  if (!i) give_up();
  return *i;
}

[[gnu::always_inline]] inline int integer(const Attribute* a) {
  if (!a) give_up();
  if (const auto v = fast::small_int(a->value())) return *v;
  return other_integer(a->value());
}

[[gnu::always_inline]] inline std::optional<int> optional_integer(const Attribute* a) {
  if (!a) return std::nullopt;
  return integer(a);
}

[[gnu::always_inline]] inline void set_text(std::string& to, const Attribute* a) {
  if (!a) give_up();
  to.assign(a->value());
}

[[gnu::always_inline]] inline void set_text(std::optional<std::string>& to, const Attribute* a) {
  if (a) to.emplace(a->value());
}

// The value, which must be one of `allowed`, as written.
void set_enum(std::optional<std::string>& to, const Attribute* a, std::initializer_list<std::string_view> allowed) {
  if (!a) return;
  for (std::string_view v : allowed)
    if (fast::same(a->value(), v)) {
      to.emplace(v);
      return;
    }
  give_up();
}

void set_enum(std::string& to, const Attribute* a, std::initializer_list<std::string_view> allowed) {
  if (!a) give_up();
  for (std::string_view v : allowed)
    if (fast::same(a->value(), v)) {
      to.assign(v);
      return;
    }
  give_up();
}

// is_listed, for a call's bid on every call: names are short, a loop beats memcmp.
[[gnu::always_inline]] inline bool listed(const std::vector<std::string>& names, std::string_view name) {
  for (const auto& n : names)
    if (fast::same(n, name)) return true;
  return false;
}

[[gnu::noinline]] Rational other_rational(std::string_view text) {
  const auto v = parse_rational(text);
  if (!v) give_up();
  return *v;
}

[[gnu::always_inline]] inline Rational rational(std::string_view text) {
  if (const auto whole = fast::whole_number(text)) return Rational(*whole);
  return other_rational(text);
}

[[gnu::always_inline]] inline Rational required_rational(const Attribute* a) {
  if (!a) give_up();
  return rational(a->value());
}

std::optional<Card> optional_card(const Attribute* a, Pos* where = nullptr) {
  if (!a) return std::nullopt;
  const auto card = parse_card_code(a->value());
  if (!card) give_up();
  if (where) *where = a->value_pos();
  return card;
}

// The index of `name` in `names`; unknown elements give up.
int child_index(std::string_view name, std::initializer_list<std::string_view> names) {
  int index = 0;
  for (std::string_view n : names) {
    if (fast::same(n, name)) return index;
    ++index;
  }
  give_up();
}

// The index of `name` in `names` for children whose order THR fixes: the search
// starts at the kind of the child before (`last`, -1 at the first), since one of an
// earlier kind gives up as an unknown one does. It mostly ends at its first or second
// name instead of walking the list from its start for every child.
std::string_view name_of(std::string_view name) { return name; }
std::string_view name_of(const fast::Spelling& spelling) { return spelling.name(); }

template <class Name, std::size_t N>
int ordered_child(std::string_view name, const Name (&names)[N], int& last) {
  for (auto i = static_cast<std::size_t>(std::max(last, 0)); i < N; ++i)
    if (fast::same(name_of(names[i]), name)) {
      last = static_cast<int>(i);
      return last;
    }
  give_up();
}

// A child that must be named `expected`.
void only_child(std::string_view name, std::string_view expected) {
  if (!fast::same(name, expected)) give_up();
}

// A new element at the end of `v`, whose block comes from the spares when it is the first.
template <class T>
T& next(Scanner& s, std::vector<T>& v) {
  if (v.empty()) s.spares().take(v);
  return v.emplace_back();
}

// An element that may appear once: a second gives up.
template <class T>
T& once(std::optional<T>& slot) {
  if (slot) give_up();
  return slot.emplace();
}

// Each child of `t`, all named `child` and without content: `read(tag, attributes)`.
template <std::size_t N, class Read>
void empty_children(Scanner& s, const Tag& t, std::string_view child, const std::string_view (&names)[N], Read&& read) {
  s.children(t, [&](const Tag& c) {
    if (!fast::same(c.name, child)) give_up();
    read(c, attributes(c, names));
    s.no_content(c);
  });
}

// The same, where `exact(at)` first tries each child as THR's writers write it.
template <std::size_t N, class TryExact, class Read>
void empty_children(Scanner& s, const Tag& t, std::string_view child, const std::string_view (&names)[N],
                    TryExact&& exact, Read&& read) {
  s.children(t, exact, [&](const Tag& c) {
    if (!fast::same(c.name, child)) give_up();
    read(c, attributes(c, names));
    s.no_content(c);
  });
}

// ---- the common elements as THR's writers write them (Scanner::exact_start): each
// takes exactly what the general reading below would take from the same bytes (a
// number only in the form fast::small_int or fast::whole_number reads), and returns
// false, having read nothing, at anything else.

// <pay seat="1" amount="-8"/>, <total seat="1" value="-5"/>: a seat and an amount.
template <class T>
bool exact_seat_amount(Scanner& s, const char* at, std::string_view open, std::string_view amount_name,
                       std::vector<T>& into, Rational T::*amount_field) {
  fast::Exact e(at, s.end());
  std::string_view seat, amount;
  if (!s.exact_allowed() || !e.lit(open) || !e.value(seat) || !e.lit(amount_name) || !e.value(amount) || !e.lit("/>"))
    return false;
  const auto n = fast::small_int(seat);
  const auto v = fast::whole_number(amount);
  if (!n || !v) return false;
  T& item = into.emplace_back();
  item.pos = s.at_place(at);
  item.seat = *n;
  item.*amount_field = Rational(*v);
  s.exact_to(e.at());
  return true;
}

// <cards seat="1">, its cards read after it.
bool exact_seat_cards(Scanner& s, const char* at, std::vector<record::SeatCards>& hands) {
  static constexpr std::string_view kName = "cards";
  fast::Exact e(at, s.end());
  std::string_view seat;
  if (!s.exact_allowed() || !e.lit("<cards seat=\"") || !e.value(seat) || !e.lit(">")) return false;
  const auto n = fast::small_int(seat);
  if (!n) return false;
  Tag t;
  s.exact_tag(at, e.at(), kName, t);
  record::SeatCards& cards = hands.emplace_back();
  cards.seat = *n;
  s.card_text(t, cards.cards);
  return true;
}

// <call seat="3" bid="pass"/>
bool exact_call(Scanner& s, const char* at, std::vector<record::Call>& calls, const GameVocabulary& game) {
  fast::Exact e(at, s.end());
  std::string_view seat, bid;
  if (!s.exact_allowed() || !e.lit("<call seat=\"") || !e.value(seat) || !e.lit(" bid=\"") || !e.value(bid) ||
      !e.lit("/>"))
    return false;
  const auto n = fast::small_int(seat);
  if (!n || !listed(game.bids, bid)) return false;
  record::Call& call = calls.emplace_back();
  call.pos = s.at_place(at);
  call.seat = *n;
  call.bid.assign(bid);
  s.exact_to(e.at());
  return true;
}

// <points side="declarer">24</points>
bool exact_points(Scanner& s, const char* at, std::vector<record::Points>& points) {
  fast::Exact e(at, s.end());
  std::string_view side, text;
  if (!s.exact_allowed() || !e.lit("<points side=\"") || !e.value(side) || !e.lit(">") || !e.text(text) ||
      !e.lit("</points>"))
    return false;
  const auto v = fast::whole_number(text);
  if (!v) return false;
  record::Points& p = points.emplace_back();
  p.pos = s.at_place(at);
  p.side.emplace(side);
  p.value = Rational(*v);
  s.exact_to(e.at());
  return true;
}

// <bonus seat="2" type="koepfe" amount="1"/>
bool exact_bonus(Scanner& s, const char* at, std::vector<record::Bonus>& bonuses) {
  fast::Exact e(at, s.end());
  std::string_view seat, type, amount;
  if (!s.exact_allowed() || !e.lit("<bonus seat=\"") || !e.value(seat) || !e.lit(" type=\"") || !e.value(type) ||
      !e.lit(" amount=\"") || !e.value(amount) || !e.lit("/>"))
    return false;
  const auto n = fast::small_int(seat);
  const auto v = fast::whole_number(amount);
  if (!n || !v) return false;
  record::Bonus& bonus = next(s, bonuses);
  bonus.pos = s.at_place(at);
  bonus.seat = *n;
  bonus.type.assign(type);
  bonus.amount = Rational(*v);
  s.exact_to(e.at());
  return true;
}

// A child of an element whose children THR orders (`spellings` in that order, as
// ordered_child's names), spelt as THR's writers write it: its index, `c` its tag and
// `last` as ordered_child leaves them; -1 (nothing read) for any other.
template <std::size_t N>
int exact_child(Scanner& s, const char* at, const fast::Spelling (&spellings)[N], int& last, Tag& c) {
  if (s.end() - at < 2) return -1;
  for (auto i = static_cast<std::size_t>(std::max(last, 0)); i < N; ++i)
    if (spellings[i].open[1] == at[1] && s.exact_start(at, spellings[i], c)) {
      last = static_cast<int>(i);
      return last;
    }
  return -1;
}

// The children of `t`, whose order THR fixes (`spellings`, in that order), each read
// by `read(tag, index)`; `first(at)` is tried before, for children it reads whole in
// their writers' spelling (true), `last` as ordered_child leaves it.
template <std::size_t N, class First, class Read>
void ordered_children(Scanner& s, const Tag& t, const fast::Spelling (&spellings)[N], int& last, First&& first,
                      Read&& read) {
  const auto exact = [&](const char* at) {
    if (first(at)) return true;
    Tag c;
    const int index = exact_child(s, at, spellings, last, c);
    if (index < 0) return false;
    read(c, index);
    return true;
  };
  s.children(t, exact, [&](const Tag& c) { read(c, ordered_child(c.name, spellings, last)); });
}

constexpr auto kNoFirst = [](const char*) { return false; };

// A vector about to be filled: a kept block if the spares have one, and room for
// `typical` elements (more are rare: the vector grows then). Counting the children
// ahead was a scan of their bytes, and a kept block makes it unnecessary.
template <class T>
void size_for(Scanner& s, std::vector<T>& v, std::size_t typical) {
  s.spares().take(v);
  v.reserve(typical);
}

// ---- elements (THR v1 §4, §5)

void read_card_list_element(Scanner& s, const Tag& t, record::CardList& list) {
  no_attributes(t);
  s.card_text(t, list);
}

void read_talon(Scanner& s, const Tag& c, record::Deal& deal) {
  record::Talon& talon = once(deal.talon);
  talon.pos = c.pos;
  no_attributes(c);
  if (s.content_is_element(c)) {
    s.spares().take(talon.packets);
    talon.packets.reserve(2);  // THR's talons have at most two packets (Tapp Tarock)
    static constexpr std::string_view kPacket = "packet";
    const auto exact = [&](const char* at) {
      Tag packet;
      if (!s.exact_start(at, kPacket, packet)) return false;
      read_card_list_element(s, packet, talon.packets.emplace_back());
      return true;
    };
    s.children(c, exact, [&](const Tag& packet) {
      only_child(packet.name, "packet");
      read_card_list_element(s, packet, talon.packets.emplace_back());
    });
  } else {
    s.card_text(c, talon.cards.emplace());
  }
}

void read_deal(Scanner& s, const Tag& t, record::Deal& deal) {
  deal.pos = t.pos;
  no_attributes(t);
  size_for(s, deal.hands, 8);  // THR's tables have at most eight seats
  int last = -1;
  const auto exact = [&](const char* at) {
    if (last <= 0 && exact_seat_cards(s, at, deal.hands)) {
      last = 0;
      return true;
    }
    static constexpr std::string_view kTalon = "talon";
    Tag c;
    if (last > 1 || !s.exact_start(at, kTalon, c)) return false;
    last = 1;
    read_talon(s, c, deal);
    return true;
  };
  s.children(t, exact, [&](const Tag& c) {
    static constexpr std::string_view kChildren[] = {"cards", "talon"};
    const int index = ordered_child(c.name, kChildren, last);
    if (index == 0) {
      record::SeatCards& seat = deal.hands.emplace_back();
      const std::string_view names[] = {"seat"};
      seat.seat = integer(attributes(c, names)[0]);
      s.card_text(c, seat.cards);
      return;
    }
    read_talon(s, c, deal);
  });
}

void read_auction(Scanner& s, const Tag& t, record::Auction& auction, const GameVocabulary& game) {
  auction.pos = t.pos;
  no_attributes(t);
  size_for(s, auction.calls, 8);
  const std::string_view names[] = {"seat", "bid", "suit", "card", "note"};
  const auto exact = [&](const char* at) { return exact_call(s, at, auction.calls, game); };
  empty_children(s, t, "call", names, exact, [&](const Tag& c, const auto& a) {
    record::Call& call = auction.calls.emplace_back();
    call.pos = c.pos;
    call.seat = integer(a[0]);
    set_text(call.bid, a[1]);
    if (!listed(game.bids, call.bid)) give_up();
    set_enum(call.suit, a[2], {"C", "S", "H", "D"});
    call.card = optional_card(a[3], &call.card_pos);
    set_text(call.note, a[4]);
  });
}

void read_contract(Scanner& s, const Tag& t, record::Contract& contract, const GameVocabulary& game) {
  contract.pos = t.pos;
  const std::string_view names[] = {"declarer", "type", "trump", "partner-card"};
  const auto a = attributes(t, names);
  contract.declarer = optional_integer(a[0]);
  set_text(contract.type, a[1]);
  if (!listed(game.contracts, contract.type)) give_up();
  set_enum(contract.trump, a[2], {"C", "S", "H", "D"});
  contract.partner_card = optional_card(a[3]);
  s.no_content(t);
}

void read_exchange(Scanner& s, const Tag& t, record::Exchange& exchange) {
  exchange.pos = t.pos;
  const std::string_view names[] = {"seat", "packet"};
  const auto a = attributes(t, names);
  exchange.seat = integer(a[0]);
  exchange.packet = optional_integer(a[1]);
  int last = -1;
  const auto read = [&](const Tag& c, int index) {
    read_card_list_element(s, c, once(index == 0 ? exchange.take : exchange.discard));
  };
  static constexpr fast::Spelling kChildren[] = {{"<take"}, {"<discard"}};
  ordered_children(s, t, kChildren, last, kNoFirst, read);
}

void read_swap(Scanner& s, const Tag& t, record::Swap& swap) {
  swap.pos = t.pos;
  const std::string_view names[] = {"seat", "with", "gets", "gives"};
  const auto a = attributes(t, names);
  swap.seat = integer(a[0]);
  if (!a[1]) give_up();
  if (a[1]->value() == "talon")
    swap.with_talon = true;
  else
    swap.with_seat = integer(a[1]);
  swap.gets = optional_card(a[2]);
  swap.gives = optional_card(a[3]);
  s.no_content(t);
}

void read_announcement(Scanner& s, const Tag& t, record::Announcement& announcement) {
  announcement.pos = t.pos;
  const std::string_view names[] = {"seat", "type", "cards", "note"};
  const auto a = attributes(t, names);
  announcement.seat = integer(a[0]);
  set_text(announcement.type, a[1]);
  if (a[2]) {
    record::CardList& cards = announcement.cards.emplace();
    cards.pos = t.pos;
    s.card_tokens(*a[2], cards);
  }
  set_text(announcement.note, a[3]);
  s.no_content(t);
}

// `tricks`: as many as a dealt hand has cards (0: not known, they are counted ahead).
void read_play(Scanner& s, const Tag& t, record::Play& play, std::size_t tricks) {
  play.pos = t.pos;
  const std::string_view names[] = {"ended"};
  set_enum(play.ended, attributes(t, names)[0], {"early", "source-ends"});
  s.spares().take(play.tricks);
  play.tricks.reserve(tricks > 0 ? tricks : s.count_children(t));
  static constexpr std::string_view kTrick = "trick";
  const auto exact = [&](const char* at) {
    Tag c;
    if (!s.exact_start(at, kTrick, c)) return false;
    record::Trick& trick = play.tricks.emplace_back();
    trick.pos = c.pos;
    s.card_text(c, trick.cards);
    return true;
  };
  s.children(t, exact, [&](const Tag& c) {
    only_child(c.name, "trick");
    record::Trick& trick = play.tricks.emplace_back();
    trick.pos = c.pos;
    const std::string_view trick_names[] = {"lead", "winner", "note"};
    const auto a = attributes(c, trick_names);
    trick.lead = optional_integer(a[0]);
    trick.winner = optional_integer(a[1]);
    set_text(trick.note, a[2]);
    s.card_text(c, trick.cards);
  });
}

void read_ruling(Scanner& s, const Tag& t, record::Ruling& ruling) {
  ruling.pos = t.pos;
  const std::string_view names[] = {"trick", "seat", "code", "decision"};
  const auto a = attributes(t, names);
  ruling.trick = optional_integer(a[0]);
  ruling.seat = optional_integer(a[1]);
  set_text(ruling.code, a[2]);
  set_enum(ruling.decision, a[3], {"accepted", "penalised"});
  ruling.text = std::string(s.text(t));
}

void read_result(Scanner& s, const Tag& t, record::Result& result) {
  result.pos = t.pos;
  no_attributes(t);
  s.spares().take(result.points);
  result.points.reserve(2);  // declarer and defenders, mostly
  int last = -1;
  const auto read = [&](const Tag& c, int index) {
    if (index == 0) {
      record::Points& points = result.points.emplace_back();
      points.pos = c.pos;
      const std::string_view names[] = {"side", "seat"};
      const auto a = attributes(c, names);
      if (!a[0] && !a[1]) give_up();
      set_text(points.side, a[0]);
      points.seat = optional_integer(a[1]);
      points.value = rational(s.text(c));
    } else if (index == 1) {
      record::Bonus& bonus = next(s, result.bonuses);
      bonus.pos = c.pos;
      const std::string_view names[] = {"seat", "side", "type", "amount"};
      const auto a = attributes(c, names);
      bonus.seat = optional_integer(a[0]);
      set_text(bonus.side, a[1]);
      set_text(bonus.type, a[2]);
      bonus.amount = required_rational(a[3]);
      s.no_content(c);
    } else if (index == 2) {
      record::Settlement& settlement = once(result.settlement);
      settlement.pos = c.pos;
      const std::string_view names[] = {"unit"};
      set_enum(settlement.unit, attributes(c, names)[0], {"cent", "rappen", "point"});
      size_for(s, settlement.pays, 8);
      const std::string_view pay_names[] = {"seat", "amount"};
      const auto exact_pay = [&](const char* at) {
        return exact_seat_amount(s, at, "<pay seat=\"", " amount=\"", settlement.pays, &record::Pay::amount);
      };
      empty_children(s, c, "pay", pay_names, exact_pay, [&](const Tag& p, const auto& a) {
        record::Pay& pay = settlement.pays.emplace_back();
        pay.pos = p.pos;
        pay.seat = integer(a[0]);
        pay.amount = required_rational(a[1]);
      });
    } else {
      record::Totals& totals = once(result.totals);
      totals.pos = c.pos;
      no_attributes(c);
      size_for(s, totals.totals, 8);
      const std::string_view total_names[] = {"seat", "value"};
      const auto exact_total = [&](const char* at) {
        return exact_seat_amount(s, at, "<total seat=\"", " value=\"", totals.totals, &record::Total::value);
      };
      empty_children(s, c, "total", total_names, exact_total, [&](const Tag& e, const auto& a) {
        record::Total& total = totals.totals.emplace_back();
        total.pos = e.pos;
        total.seat = integer(a[0]);
        total.value = required_rational(a[1]);
      });
    }
  };
  const auto first = [&](const char* at) {
    if (last <= 0 && exact_points(s, at, result.points)) {
      last = 0;
      return true;
    }
    if (last <= 1 && exact_bonus(s, at, result.bonuses)) {
      last = 1;
      return true;
    }
    return false;
  };
  static constexpr fast::Spelling kChildren[] = {
      {"<points"}, {"<bonus"}, {"<settlement", {" unit=\""}, 1}, {"<totals"}};
  ordered_children(s, t, kChildren, last, first, read);
}

void read_outcome(Scanner& s, const Tag& t, record::Outcome& outcome) {
  outcome.pos = t.pos;
  const std::string_view names[] = {"type"};
  set_enum(outcome.type, attributes(t, names)[0], {"played", "thrown-in", "redeal"});
  s.no_content(t);
}

void seat_list(std::string_view text, std::vector<int>& seats) {
  for (std::size_t i = 0; i < text.size();) {
    while (i < text.size() && text[i] == ' ') ++i;
    if (i >= text.size()) break;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ') ++i;
    const auto seat = parse_strict_int(text.substr(start, i - start));
    if (!seat) give_up();
    seats.push_back(*seat);
  }
}

// The tricks a hand will have, as far as its deal tells: as many as a seat holds.
std::size_t tricks_expected(const record::Hand& hand) {
  if (!hand.deal || hand.deal->hands.empty()) return 0;
  return hand.deal->hands.front().cards.cards.size();
}

}  // namespace

void read_hand(Scanner& s, const Tag& t, record::Hand& hand, const GameVocabulary& game) {
  hand.pos = t.pos;
  const std::string_view names[] = {"n", "dealer", "id", "sitting-out", "note"};
  const auto a = attributes(t, names);
  hand.n = integer(a[0]);
  if (hand.n < 1) give_up();  // format.bad-value: the pugixml path says so
  hand.dealer = integer(a[1]);
  set_text(hand.id, a[2]);
  if (a[3]) {
    s.spares().take(hand.sitting_out);
    seat_list(a[3]->value(), hand.sitting_out);
  }
  set_text(hand.note, a[4]);
  int last = -1;
  const auto read = [&](const Tag& c, int index) {
    switch (index) {
      case 0: read_deal(s, c, once(hand.deal)); break;
      case 1: read_auction(s, c, once(hand.auction), game); break;
      case 2: read_contract(s, c, once(hand.contract), game); break;
      case 3: read_exchange(s, c, next(s, hand.exchanges)); break;
      case 4: read_swap(s, c, next(s, hand.swaps)); break;
      case 5: read_announcement(s, c, next(s, hand.announcements)); break;
      case 6: read_play(s, c, once(hand.play), tricks_expected(hand)); break;
      case 7: read_ruling(s, c, next(s, hand.rulings)); break;
      case 8: read_result(s, c, once(hand.result)); break;
      default: read_outcome(s, c, once(hand.outcome)); break;
    }
  };
  static constexpr fast::Spelling kChildren[] = {{"<deal"},
                                                 {"<auction"},
                                                 {"<contract", {" declarer=\"", " type=\""}, 2},
                                                 {"<exchange", {" seat=\"", " packet=\""}, 2},
                                                 {"<swap", {" seat=\"", " with=\""}, 2},
                                                 {"<announcement", {" seat=\"", " type=\""}, 2},
                                                 {"<play"},
                                                 {"<ruling"},
                                                 {"<result"},
                                                 {"<outcome", {" type=\""}, 1}};
  ordered_children(s, t, kChildren, last, kNoFirst, read);
}

namespace {

// The next hand of a session. Its vector is sized once, mostly: a kept block, or as
// many as the rest of the file holds at the size of the hands read so far (a Hand is
// large, and each growth moved every hand read); by half at least, should that guess
// fall short (hands shorter than the first ones).
record::Hand& next_hand(Scanner& s, std::vector<record::Hand>& hands) {
  if (hands.empty()) {
    s.spares().take(hands);
    s.mark_hands();
  } else if (hands.size() == hands.capacity()) {
    const std::size_t n = hands.size();
    hands.reserve(n + std::max(s.hands_ahead(n), n / 2) + 1);
  }
  return hands.emplace_back();
}

void read_meta(Scanner& s, const Tag& t, record::Meta& meta) {
  meta.pos = t.pos;
  no_attributes(t);
  s.children(t, [&](const Tag& c) {
    std::optional<std::string>* fields[] = {&meta.title,  &meta.date,        &meta.place, &meta.event,
                                            &meta.source, &meta.recorded_by, &meta.note};
    const int index = child_index(c.name, {"title", "date", "place", "event", "source", "recorded-by", "note"});
    no_attributes(c);
    once(*fields[index]) = std::string(s.text(c));
  });
}

}  // namespace

const GameVocabulary& read_session_start(const Tag& t, record::Session& session) {
  session.pos = t.pos;
  const std::string_view names[] = {"version", "game", "variant"};
  const auto a = attributes(t, names);
  if (!a[0] || a[0]->value() != "1") give_up();  // session.version is "1" already
  set_text(session.game, a[1]);
  const GameVocabulary* game = find_game_vocabulary(session.game);
  if (!game) give_up();
  if (a[2]) {
    session.variant = std::string(a[2]->value());
    if (!session.variant.empty() && !listed(game->variants, session.variant)) give_up();
  }
  return *game;
}

int session_child(std::string_view name, int& last) {
  static constexpr std::string_view kChildren[] = {"meta", "rules", "players", "hand"};
  return ordered_child(name, kChildren, last);
}

void read_session_header_child(Scanner& s, const Tag& c, int index, record::Session& session, bool& has_players) {
  if (index == 0) {
    read_meta(s, c, once(session.meta));
  } else if (index == 1) {
    if (session.has_rules) give_up();
    session.has_rules = true;
    session.rules_pos = c.pos;
    no_attributes(c);
    const std::string_view option_names[] = {"name", "value"};
    empty_children(s, c, "option", option_names, [&](const Tag& o, const auto& oa) {
      record::RuleOption& option = next(s, session.rules);
      option.pos = o.pos;
      set_text(option.name, oa[0]);
      set_text(option.value, oa[1]);
    });
  } else {
    if (has_players) give_up();
    has_players = true;
    session.players_pos = c.pos;
    no_attributes(c);
    size_for(s, session.players, 8);
    const std::string_view player_names[] = {"seat", "name"};
    empty_children(s, c, "player", player_names, [&](const Tag& p, const auto& pa) {
      record::Player& player = session.players.emplace_back();
      player.pos = p.pos;
      player.seat = integer(pa[0]);
      if (pa[1]) player.name = std::string(pa[1]->value());
    });
  }
}

namespace {

void read_session(Scanner& s, const Tag& t, record::Session& session) {
  const GameVocabulary& game = read_session_start(t, session);
  bool has_players = false;
  int last = -1;
  s.children(t, [&](const Tag& c) {
    const int index = session_child(c.name, last);
    if (index < 3)
      read_session_header_child(s, c, index, session, has_players);
    else
      read_hand(s, c, next_hand(s, session.hands), game);
  });
  if (!has_players || session.hands.empty()) give_up();
}

}  // namespace

// The root's attributes: declarations of other prefixes and attributes in other
// namespaces go to the root's foreign attributes, in document order, as the pugixml
// path keeps them; the scanner learns which prefix (if any) names THR. The rest, for
// the root's own reader, is returned.
Tag root_attributes(Scanner& s, const Tag& root, record::Foreign& foreign) {
  constexpr std::string_view kDeclaration = "xmlns:";
  std::string_view thr_prefix;
  bool default_is_thr = false;
  for (int i = 0; i < root.count; ++i) {
    const Attribute& a = root.attributes[i];
    for (int j = 0; j < i; ++j)
      if (fast::same(root.attributes[j].name(), a.name())) give_up();
    if (a.name() == "xmlns") default_is_thr = a.value() == kThrNamespace;
    if (a.name().starts_with(kDeclaration) && a.value() == kThrNamespace) {
      if (!thr_prefix.empty()) give_up();
      thr_prefix = a.name().substr(kDeclaration.size());
    }
  }
  // The namespace a prefix names on the root (empty: not declared there).
  auto bound = [&](std::string_view prefix) {
    for (int i = 0; i < root.count; ++i) {
      const Attribute& a = root.attributes[i];
      if (a.name().starts_with(kDeclaration) && a.name().substr(kDeclaration.size()) == prefix) return a.value();
    }
    return std::string_view();
  };
  Tag own = root;
  own.count = 0;
  for (int i = 0; i < root.count; ++i) {
    const Attribute& a = root.attributes[i];
    const std::size_t colon = a.name().find(':');
    if (colon == std::string_view::npos) {
      own.attributes[own.count++] = a;
      continue;
    }
    const std::string_view prefix = a.name().substr(0, colon);
    if (prefix == "xmlns") {
      if (a.value().empty()) give_up();  // undeclaring a prefix: the pugixml path's to judge
    } else if (prefix != "xml") {
      const std::string_view ns = bound(prefix);
      if (ns.empty() || ns == kThrNamespace) give_up();  // undeclared, or a THR attribute with a prefix
    }
    foreign.attributes.push_back({std::string(a.name()), std::string(a.value())});
  }
  s.bind_namespace(thr_prefix, default_is_thr, root);
  return own;
}

void read_archive_start(const Tag& own) {
  const std::string_view names[] = {"version"};
  const auto a = attributes(own, names);
  if (a[0] && a[0]->value() != "1") give_up();
}

namespace fast {

bool plain_bytes(const char* begin, const char* stop) {
  const auto* p = reinterpret_cast<const unsigned char*>(begin);
  const auto* end = reinterpret_cast<const unsigned char*>(stop);
  while (p < end) {
#if defined(__SSE2__)
    const __m128i space = _mm_set1_epi8(0x20), newline = _mm_set1_epi8('\n'), tab = _mm_set1_epi8('\t'),
                  carriage = _mm_set1_epi8('\r');
    while (end - p >= 16) {
      const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
      // Signed: bytes from 0x80 up compare below 0x20 too, and want a closer look.
      const __m128i line_end = _mm_or_si128(_mm_cmpeq_epi8(v, newline), _mm_cmpeq_epi8(v, carriage));
      const __m128i odd = _mm_andnot_si128(_mm_or_si128(line_end, _mm_cmpeq_epi8(v, tab)), _mm_cmplt_epi8(v, space));
      const auto mask = static_cast<unsigned>(_mm_movemask_epi8(odd));
      if (mask == 0) {
        p += 16;
        continue;
      }
      p += std::countr_zero(mask);
      break;
    }
    if (p >= end) break;
#endif
    const unsigned char b = *p;
    if ((b >= 0x20 && b < 0x80) || b == '\n' || b == '\t' || b == '\r') {
      ++p;
      continue;
    }
    if (b < 0x20) return false;
    const std::size_t n = utf8_sequence_length(p, end);
    if (n == 0) return false;
    p += n;
  }
  return true;
}

void decode_text(const char* p, const char* end, std::string& out) {
  out.reserve(out.size() + static_cast<std::size_t>(end - p));
  while (p < end) {
    const char c = *p;
    if (c == '\r') {
      out += '\n';
      p += p + 1 < end && p[1] == '\n' ? 2 : 1;
      continue;
    }
    if (c != '&') {
      out += c;
      ++p;
      continue;
    }
    const void* semicolon = std::memchr(p, ';', static_cast<std::size_t>(end - p));
    if (!semicolon) give_up();
    const std::string_view name(p + 1, static_cast<std::size_t>(static_cast<const char*>(semicolon) - p - 1));
    p = static_cast<const char*>(semicolon) + 1;
    if (name == "amp")
      out += '&';
    else if (name == "lt")
      out += '<';
    else if (name == "gt")
      out += '>';
    else if (name == "quot")
      out += '"';
    else if (name == "apos")
      out += '\'';
    else if (name.starts_with("#x"))
      append_utf8(character_reference(name.substr(2), true), out);
    else if (name.starts_with("#"))
      append_utf8(character_reference(name.substr(1), false), out);
    else
      give_up();
  }
}

}  // namespace fast

bool read_thr_fast(std::string_view bytes, ReadResult& out, const ReadOptions& options, RecordSpares* spares) {
  RecordSpares none;
  RecordSpares& kept = spares ? *spares : none;
  record::Document document;
  try {
    Scanner s(bytes, options.card_positions, kept);
    s.declaration();  // only at the very start of the file
    s.skip_misc();
    record::Foreign root_foreign;
    const Tag root = root_attributes(s, s.start_tag(), root_foreign);
    if (root.name == "session") {
      record::Session& session = next(s, document.sessions);
      read_session(s, root, session);
      session.foreign = std::move(root_foreign);
    } else if (root.name == "archive") {
      document.archive = true;
      document.foreign = std::move(root_foreign);
      read_archive_start(root);
      s.children(root, [&](const Tag& c) {
        only_child(c.name, "session");
        read_session(s, c, next(s, document.sessions));
      });
      if (document.sessions.empty()) give_up();
    } else {
      give_up();
    }
    s.skip_misc();
    if (!s.at_end()) give_up();
    out.document = std::move(document);
    out.findings.clear();
    out.parsed = true;
    return true;
  } catch (const fast::GiveUp&) {
    kept.keep(std::move(document));
    return false;
  } catch (const std::bad_alloc&) {
    return false;  // the pugixml path reads it again and reports it
  }
}

}  // namespace stichprobe::thr_detail
