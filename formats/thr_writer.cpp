// Canonical THR v1: XML declaration, the element and attribute order of the format
// text (THR v1 §4, §5), two-space indentation, one trick per line, card lists as
// single-space separated codes, numbers via Rational::to_string(). Foreign
// attributes follow the THR ones; foreign elements are the last children.
#include "formats/thr_writer.h"

#include <string_view>

namespace stichprobe {
namespace {

constexpr std::string_view kNamespace = "urn:tarock-hand-record:1";

class Writer {
 public:
  std::string out;

  void open(int level, std::string_view name) {
    out.append(static_cast<std::size_t>(level) * 2, ' ');
    out += '<';
    out += name;
  }
  void attr(std::string_view name, std::string_view value) {
    out += ' ';
    out += name;
    out += "=\"";
    escape(value, true);
    out += '"';
  }
  void attr(std::string_view name, const std::string& value) { attr(name, std::string_view(value)); }
  void attr(std::string_view name, const char* value) { attr(name, std::string_view(value)); }
  void attr(std::string_view name, const std::optional<std::string>& value) {
    if (value) attr(name, *value);
  }
  void attr(std::string_view name, int value) { attr(name, std::string_view(std::to_string(value))); }
  void attr(std::string_view name, const std::optional<int>& value) {
    if (value) attr(name, *value);
  }
  void attr(std::string_view name, const std::optional<Card>& card) {
    if (card) attr(name, std::string_view(card_code(*card)));
  }
  void attr(std::string_view name, Rational value) { attr(name, std::string_view(value.to_string())); }
  void foreign_attrs(const record::Foreign& f) {
    for (const auto& a : f.attributes) attr(a.qualified_name, a.value);
  }
  void foreign_elements(int level, const record::Foreign& f) {
    for (const auto& e : f.elements) {
      out.append(static_cast<std::size_t>(level) * 2, ' ');
      out += e;
      out += '\n';
    }
  }
  void empty_end() { out += "/>\n"; }
  void start_end() { out += ">\n"; }
  void close(int level, std::string_view name) {
    out.append(static_cast<std::size_t>(level) * 2, ' ');
    out += "</";
    out += name;
    out += ">\n";
  }
  // Text content on the element's own line, foreign elements inline after it.
  void text_body(std::string_view name, std::string_view text, const record::Foreign& f) {
    if (text.empty() && f.elements.empty()) {
      empty_end();
      return;
    }
    out += '>';
    escape(text, false);
    for (const auto& e : f.elements) out += e;
    out += "</";
    out += name;
    out += ">\n";
  }
  void cards_body(std::string_view name, std::span<const Card> cards, const record::Foreign& f) {
    text_body(name, cards_to_string(cards), f);
  }
  // A card-list element: <name attrs>codes</name>.
  void card_list(int level, std::string_view name, const record::CardList& list) {
    open(level, name);
    foreign_attrs(list.foreign);
    cards_body(name, list.cards, list.foreign);
  }

  void escape(std::string_view s, bool attribute) {
    for (char c : s) {
      switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += attribute ? "&quot;" : "\""; break;
        case '\r': out += "&#13;"; break;  // survives end-of-line normalisation
        case '\n': out += attribute ? "&#10;" : "\n"; break;
        case '\t': out += attribute ? "&#9;" : "\t"; break;
        default: out += c;
      }
    }
  }

  void session(int level, const record::Session& s, bool with_namespace);
  void meta(int level, const record::Meta& m);
  void hand(int level, const record::Hand& h);
  void deal(int level, const record::Deal& d);
  void result(int level, const record::Result& r);
};

void Writer::meta(int level, const record::Meta& m) {
  open(level, "meta");
  foreign_attrs(m.foreign);
  start_end();
  const std::pair<const char*, const std::optional<std::string>*> fields[] = {
      {"title", &m.title}, {"date", &m.date},     {"place", &m.place},
      {"event", &m.event}, {"source", &m.source}, {"recorded-by", &m.recorded_by},
      {"note", &m.note}};
  for (const auto& [name, value] : fields) {
    if (!*value) continue;
    open(level + 1, name);
    text_body(name, **value, {});
  }
  foreign_elements(level + 1, record::Foreign{{}, m.foreign.elements});
  close(level, "meta");
}

void Writer::deal(int level, const record::Deal& d) {
  open(level, "deal");
  foreign_attrs(d.foreign);
  start_end();
  for (const auto& seat : d.hands) {
    open(level + 1, "cards");
    attr("seat", seat.seat);
    foreign_attrs(seat.cards.foreign);
    cards_body("cards", seat.cards.cards, seat.cards.foreign);
  }
  if (d.talon) {
    const record::Talon& t = *d.talon;
    open(level + 1, "talon");
    foreign_attrs(t.foreign);
    if (t.packets.empty()) {
      cards_body("talon", t.cards ? std::span<const Card>(t.cards->cards) : std::span<const Card>(), t.foreign);
    } else {
      start_end();
      if (t.cards && !t.cards->cards.empty()) {  // not canonical THR; kept rather than lost
        out.append(static_cast<std::size_t>(level + 2) * 2, ' ');
        out += cards_to_string(t.cards->cards);
        out += '\n';
      }
      for (const auto& p : t.packets) card_list(level + 2, "packet", p);
      foreign_elements(level + 2, t.foreign);
      close(level + 1, "talon");
    }
  }
  foreign_elements(level + 1, d.foreign);
  close(level, "deal");
}

void Writer::result(int level, const record::Result& r) {
  open(level, "result");
  foreign_attrs(r.foreign);
  start_end();
  for (const auto& p : r.points) {
    open(level + 1, "points");
    attr("side", p.side);
    attr("seat", p.seat);
    foreign_attrs(p.foreign);
    text_body("points", p.value.to_string(), p.foreign);
  }
  for (const auto& b : r.bonuses) {
    open(level + 1, "bonus");
    attr("seat", b.seat);
    attr("side", b.side);
    attr("type", b.type);
    attr("amount", b.amount);
    foreign_attrs(b.foreign);
    if (b.foreign.elements.empty()) {
      empty_end();
    } else {
      start_end();
      foreign_elements(level + 2, b.foreign);
      close(level + 1, "bonus");
    }
  }
  auto simple = [&](int lvl, std::string_view name, auto&& attrs, const record::Foreign& f) {
    open(lvl, name);
    attrs();
    foreign_attrs(f);
    if (f.elements.empty()) {
      empty_end();
    } else {
      start_end();
      foreign_elements(lvl + 1, f);
      close(lvl, name);
    }
  };
  if (r.settlement) {
    const auto& s = *r.settlement;
    open(level + 1, "settlement");
    attr("unit", s.unit);
    foreign_attrs(s.foreign);
    if (s.pays.empty() && s.foreign.elements.empty()) {
      empty_end();
    } else {
      start_end();
      for (const auto& p : s.pays)
        simple(
            level + 2, "pay",
            [&] {
              attr("seat", p.seat);
              attr("amount", p.amount);
            },
            p.foreign);
      foreign_elements(level + 2, s.foreign);
      close(level + 1, "settlement");
    }
  }
  if (r.totals) {
    const auto& t = *r.totals;
    open(level + 1, "totals");
    foreign_attrs(t.foreign);
    if (t.totals.empty() && t.foreign.elements.empty()) {
      empty_end();
    } else {
      start_end();
      for (const auto& total : t.totals)
        simple(
            level + 2, "total",
            [&] {
              attr("seat", total.seat);
              attr("value", total.value);
            },
            total.foreign);
      foreign_elements(level + 2, t.foreign);
      close(level + 1, "totals");
    }
  }
  foreign_elements(level + 1, r.foreign);
  close(level, "result");
}

void Writer::hand(int level, const record::Hand& h) {
  open(level, "hand");
  attr("n", h.n);
  if (!h.dealer_unreadable) attr("dealer", h.dealer);  // what the reader could not read stays unwritten
  attr("id", h.id);
  if (!h.sitting_out.empty()) {
    std::string seats;
    // Appended piecewise: `"" + std::to_string(s)` trips GCC 12's -Wrestrict false positive at -O3.
    for (int s : h.sitting_out) {
      if (!seats.empty()) seats += ' ';
      seats += std::to_string(s);
    }
    attr("sitting-out", seats);
  }
  attr("note", h.note);
  foreign_attrs(h.foreign);
  start_end();
  const int in = level + 1;
  auto leaf = [&](std::string_view name, const record::Foreign& f) {
    foreign_attrs(f);
    if (f.elements.empty()) {
      empty_end();
    } else {
      start_end();
      foreign_elements(in + 1, f);
      close(in, name);
    }
  };
  if (h.deal) deal(in, *h.deal);
  if (h.auction) {
    open(in, "auction");
    foreign_attrs(h.auction->foreign);
    start_end();
    for (const auto& c : h.auction->calls) {
      open(in + 1, "call");
      if (!c.seat_unreadable) attr("seat", c.seat);
      attr("bid", c.bid);
      attr("suit", c.suit);
      attr("card", c.card);
      attr("note", c.note);
      foreign_attrs(c.foreign);
      if (c.foreign.elements.empty()) {
        empty_end();
      } else {
        start_end();
        foreign_elements(in + 2, c.foreign);
        close(in + 1, "call");
      }
    }
    foreign_elements(in + 1, h.auction->foreign);
    close(in, "auction");
  }
  if (h.contract) {
    const auto& c = *h.contract;
    open(in, "contract");
    attr("declarer", c.declarer);
    attr("type", c.type);
    attr("trump", c.trump);
    attr("partner-card", c.partner_card);
    leaf("contract", c.foreign);
  }
  for (const auto& e : h.exchanges) {
    open(in, "exchange");
    if (!e.seat_unreadable) attr("seat", e.seat);
    attr("packet", e.packet);
    foreign_attrs(e.foreign);
    if (!e.take && !e.discard && e.foreign.elements.empty()) {
      empty_end();
      continue;
    }
    start_end();
    if (e.take) card_list(in + 1, "take", *e.take);
    if (e.discard) card_list(in + 1, "discard", *e.discard);
    foreign_elements(in + 1, e.foreign);
    close(in, "exchange");
  }
  for (const auto& s : h.swaps) {
    open(in, "swap");
    attr("seat", s.seat);
    if (s.with_talon)
      attr("with", std::string_view("talon"));
    else
      attr("with", s.with_seat);
    attr("gets", s.gets);
    attr("gives", s.gives);
    leaf("swap", s.foreign);
  }
  for (const auto& a : h.announcements) {
    open(in, "announcement");
    attr("seat", a.seat);
    attr("type", a.type);
    if (a.cards) attr("cards", std::string_view(cards_to_string(a.cards->cards)));
    attr("note", a.note);
    leaf("announcement", a.foreign);
  }
  if (h.play) {
    const auto& p = *h.play;
    open(in, "play");
    attr("ended", p.ended);
    foreign_attrs(p.foreign);
    if (p.tricks.empty() && p.foreign.elements.empty()) {
      empty_end();
    } else {
      start_end();
      for (const auto& t : p.tricks) {
        open(in + 1, "trick");
        attr("lead", t.lead);
        attr("winner", t.winner);
        attr("note", t.note);
        foreign_attrs(t.foreign);
        cards_body("trick", t.cards.cards, t.foreign);
      }
      foreign_elements(in + 1, p.foreign);
      close(in, "play");
    }
  }
  for (const auto& r : h.rulings) {
    open(in, "ruling");
    attr("trick", r.trick);
    attr("seat", r.seat);
    attr("code", r.code);
    attr("decision", r.decision);
    foreign_attrs(r.foreign);
    text_body("ruling", r.text, r.foreign);
  }
  if (h.result) result(in, *h.result);
  if (h.outcome) {
    open(in, "outcome");
    attr("type", h.outcome->type);
    leaf("outcome", h.outcome->foreign);
  }
  foreign_elements(in, h.foreign);
  close(level, "hand");
}

void Writer::session(int level, const record::Session& s, bool with_namespace) {
  open(level, "session");
  if (with_namespace) attr("xmlns", kNamespace);
  attr("version", s.version.empty() ? std::string_view("1") : std::string_view(s.version));
  attr("game", s.game);
  if (!s.variant.empty()) attr("variant", s.variant);
  foreign_attrs(s.foreign);
  start_end();
  const int in = level + 1;
  if (s.meta) meta(in, *s.meta);
  if (s.has_rules || !s.rules.empty()) {
    open(in, "rules");
    foreign_attrs(s.rules_foreign);
    if (s.rules.empty() && s.rules_foreign.elements.empty()) {
      empty_end();
    } else {
      start_end();
      for (const auto& o : s.rules) {
        open(in + 1, "option");
        attr("name", o.name);
        attr("value", o.value);
        foreign_attrs(o.foreign);
        if (o.foreign.elements.empty()) {
          empty_end();
        } else {
          start_end();
          foreign_elements(in + 2, o.foreign);
          close(in + 1, "option");
        }
      }
      foreign_elements(in + 1, s.rules_foreign);
      close(in, "rules");
    }
  }
  open(in, "players");
  foreign_attrs(s.players_foreign);
  start_end();
  for (const auto& p : s.players) {
    open(in + 1, "player");
    attr("seat", p.seat);
    if (!p.name.empty()) attr("name", p.name);
    foreign_attrs(p.foreign);
    if (p.foreign.elements.empty()) {
      empty_end();
    } else {
      start_end();
      foreign_elements(in + 2, p.foreign);
      close(in + 1, "player");
    }
  }
  foreign_elements(in + 1, s.players_foreign);
  close(in, "players");
  for (const auto& h : s.hands) hand(in, h);
  foreign_elements(in, s.foreign);
  close(level, "session");
}

constexpr std::string_view kDeclaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";

}  // namespace

std::string write_thr(const record::Session& session) {
  Writer w;
  w.out.reserve(4096 + session.hands.size() * 1536);
  w.out += kDeclaration;
  w.session(0, session, true);
  return std::move(w.out);
}

std::string write_thr(const record::Document& doc) {
  if (!doc.archive && doc.sessions.size() == 1 && doc.foreign == record::Foreign{})
    return write_thr(doc.sessions.front());
  Writer w;
  w.out += kDeclaration;
  w.open(0, "archive");
  w.attr("xmlns", kNamespace);
  w.attr("version", std::string_view("1"));
  w.foreign_attrs(doc.foreign);
  w.start_end();
  for (const auto& s : doc.sessions) w.session(1, s, false);
  w.foreign_elements(1, doc.foreign);
  w.close(0, "archive");
  return std::move(w.out);
}

}  // namespace stichprobe
