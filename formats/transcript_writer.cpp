// The canonical transcript: the lines of TRANSCRIPT.md §3 in THR's element order,
// optional parts only where the record has them, free text quoted where it must be.
#include "formats/transcript_writer.h"

#include "formats/transcript_annotations.h"
#include "formats/transcript_lexer.h"

namespace stichprobe {
namespace {

using transcript::annotation;
using transcript::quote;

// A word that the reader must not take for a number or a keyword of its line.
std::string word(std::string_view text, std::initializer_list<std::string_view> keywords = {}) {
  bool force =
      !text.empty() && ((text[0] >= '0' && text[0] <= '9') || text[0] == '-' || text[0] == '+' || text[0] == '.');
  for (auto k : keywords) force = force || text == k;
  if (text.find(':') != std::string_view::npos) force = true;
  return quote(text, force);
}

// Content a line must carry: foreign content or what the transcript kept of a line (not
// the namespace declaration of those annotations, which the reader adds again).
bool has(const record::Foreign& f) {
  if (!f.elements.empty()) return true;
  for (const auto& a : f.attributes)
    if (a.qualified_name != transcript::kDeclaration || a.value != transcript::kNamespace) return true;
  return false;
}

bool computed(const record::Foreign& f) { return annotation(f, transcript::kComputed) != nullptr; }

bool suit_letter_text(const std::string& s) { return s == "C" || s == "S" || s == "H" || s == "D"; }

class TranscriptWriter {
 public:
  std::string out;

  void line(const std::string& text) { out += text + '\n'; }
  // Content of another namespace on the element of the line just written (THR v1 §1);
  // what the transcript kept of its lines is written as those lines.
  void foreign(const record::Foreign& f, const std::string& part = "") {
    const std::string p = part.empty() ? "" : part + ' ';
    for (const auto& a : f.attributes)
      if (!transcript::is_annotation(a))
        line("+attr " + p + quote(a.qualified_name, true) + ' ' + quote(a.value, true));
    for (const auto& e : f.elements) line("+xml " + p + quote(e, true));
  }
  // An element's line: the lines kept before it, the line as typed where the reader could
  // not take all of it (else `text`), its comment, its foreign content, the lines kept after.
  void line(const std::string& text, const record::Foreign& f) {
    if (const std::string* before = annotation(f, transcript::kBefore)) line(*before);
    const std::string* typed = annotation(f, transcript::kTyped);
    if (!typed || *typed != transcript::kSameLine) {
      std::string l = typed ? *typed : text;
      if (const std::string* comment = annotation(f, transcript::kComment))
        l += (l.empty() || l.back() == '\n' ? "#" : " #") + *comment;
      line(l);
    }
    foreign(f);
    if (const std::string* after = annotation(f, transcript::kAfter)) line(*after);
  }
  static std::string codes(std::span<const Card> cards) {
    std::string s;
    for (Card c : cards) s += ' ' + card_code(c);
    return s;
  }
  static std::string number(Rational r) { return r.to_string(); }

  void session(const record::Session& s) {
    record::Foreign head = s.foreign;
    transcript::annotate(head, transcript::kAfter, "");  // the lines after the session's last, at its end
    line("game " + word(s.game) + (s.variant.empty() ? "" : " " + word(s.variant)), head);
    if (s.version != "1") line("version " + quote(s.version));
    if (s.meta) meta(*s.meta);
    if ((s.has_rules && s.rules.empty()) || !s.rules_foreign.attributes.empty() || !s.rules_foreign.elements.empty())
      line("rules", s.rules_foreign);
    for (const auto& o : s.rules)
      line("option " + quote(o.name, o.name.empty()) + ' ' + quote(o.value, o.value.empty()), o.foreign);
    if (!s.players_foreign.attributes.empty() || !s.players_foreign.elements.empty())
      line("players", s.players_foreign);
    for (const auto& p : s.players)
      line("player " + std::to_string(p.seat) + (p.name.empty() ? "" : " " + quote(p.name, true)), p.foreign);
    for (const auto& h : s.hands) hand(h);
    if (const std::string* after = annotation(s.foreign, transcript::kAfter)) line(*after);
  }

  void meta(const record::Meta& m) {
    const std::pair<const char*, const std::optional<std::string>*> fields[] = {
        {"title", &m.title},   {"date", &m.date},     {"place", &m.place},
        {"event", &m.event},   {"source", &m.source}, {"recorded-by", &m.recorded_by},
        {"meta-note", &m.note}};
    std::string lines;
    for (const auto& [name, value] : fields)
      if (*value) lines += (lines.empty() ? "" : "\n") + std::string(name) + ' ' + quote(**value, true);
    if (lines.empty()) lines = "meta";
    record::Foreign f = m.foreign;
    transcript::annotate(f, transcript::kTyped, "");  // the free text is kept whole in the fields
    line(lines, f);
  }

  void hand(const record::Hand& h) {
    out += '\n';
    std::string l = "hand " + std::to_string(h.n);
    if (!h.dealer_unreadable) l += " dealer " + std::to_string(h.dealer);  // as write_thr: not read, not written
    if (h.id) l += " id " + quote(*h.id, true);
    if (!h.sitting_out.empty()) {
      l += " out";
      for (int s : h.sitting_out) l += ' ' + std::to_string(s);
    }
    if (h.note) l += " note " + quote(*h.note, true);
    line(l, h.foreign);
    if (h.deal) deal(*h.deal);
    if (h.auction) {
      if (h.auction->calls.empty() || has(h.auction->foreign)) line("auction", h.auction->foreign);
      for (const auto& c : h.auction->calls) call(c);
    }
    if (h.contract) contract(*h.contract);
    for (const auto& e : h.exchanges) exchange(e);
    for (const auto& s : h.swaps) {
      std::string sl = "swap " + std::to_string(s.seat);
      if (s.with_talon)
        sl += " talon";
      else if (s.with_seat)
        sl += ' ' + std::to_string(*s.with_seat);
      if (s.gets) sl += " gets " + card_code(*s.gets);
      if (s.gives) sl += " gives " + card_code(*s.gives);
      line(sl, s.foreign);
    }
    for (const auto& a : h.announcements) {
      std::string al = "announce " + std::to_string(a.seat) + ' ' + word(a.type, {"cards", "note"});
      if (a.cards) al += " cards" + codes(a.cards->cards);
      if (a.note) al += " note " + quote(*a.note, true);
      line(al, a.foreign);
    }
    if (h.play) play(*h.play);
    for (const auto& r : h.rulings) {
      std::string rl = "ruling";
      if (r.trick) rl += " trick " + std::to_string(*r.trick);
      if (r.seat) rl += " seat " + std::to_string(*r.seat);
      rl += ' ' + word(r.code, {"trick", "seat"}) + ' ' + quote(r.decision);
      if (!r.text.empty()) rl += ' ' + quote(r.text, true);
      line(rl, r.foreign);
    }
    if (h.result) result(*h.result);
    if (h.outcome) line("outcome " + quote(h.outcome->type), h.outcome->foreign);
  }

  void deal(const record::Deal& d) {
    if ((d.hands.empty() && !d.talon) || has(d.foreign)) line("deal", d.foreign);
    // A part the record command derived (what the deck leaves) is derived again.
    for (const auto& sc : d.hands)
      if (!computed(sc.cards.foreign))
        line("deal " + std::to_string(sc.seat) + codes(sc.cards.cards), sc.cards.foreign);
    if (!d.talon || computed(d.talon->foreign)) return;
    const record::Talon& t = *d.talon;
    if (t.packets.empty() || (t.cards && !t.cards->cards.empty()) || has(t.foreign))
      line("talon" + (t.cards ? codes(t.cards->cards) : std::string()), t.foreign);
    for (const auto& p : t.packets)
      if (!computed(p.foreign)) line("packet" + codes(p.cards), p.foreign);
  }

  void call(const record::Call& c) {
    // A seat not read is left out (whose turn it was, the record command derives).
    std::string l = "call" + (c.seat_unreadable ? std::string() : ' ' + std::to_string(c.seat)) + ' ' +
                    word(c.bid, {"note", "suit", "card"});
    if (c.suit) l += suit_letter_text(*c.suit) ? ' ' + *c.suit : " suit " + quote(*c.suit, true);
    if (c.card) l += ' ' + card_code(*c.card);
    if (c.note) l += " note " + quote(*c.note, true);
    line(l, c.foreign);
  }

  void contract(const record::Contract& c) {
    std::string l = "contract";
    if (c.declarer) l += ' ' + std::to_string(*c.declarer);
    l += ' ' + word(c.type, {"trump", "partner"});
    if (c.trump) l += suit_letter_text(*c.trump) ? ' ' + *c.trump : " trump " + quote(*c.trump, true);
    if (c.partner_card) l += ' ' + card_code(*c.partner_card);
    line(l, c.foreign);
  }

  void exchange(const record::Exchange& e) {
    std::string l = "exchange" + (e.seat_unreadable ? std::string() : ' ' + std::to_string(e.seat));
    if (e.packet) l += " packet " + std::to_string(*e.packet);
    if (e.take) l += " take" + codes(e.take->cards);
    if (e.discard) l += " discard" + codes(e.discard->cards);
    line(l, e.foreign);
    if (e.take) foreign(e.take->foreign, "take");
    if (e.discard) foreign(e.discard->foreign, "discard");
  }

  void play(const record::Play& p) {
    if (p.tricks.empty() || p.ended || has(p.foreign))
      line("play" + (p.ended ? (*p.ended == "source-ends" ? std::string(" source-ends") : " ended " + quote(*p.ended))
                             : std::string()),
           p.foreign);
    for (const auto& t : p.tricks) {
      std::string l = "trick";
      if (t.lead) l += " lead " + std::to_string(*t.lead);
      l += codes(t.cards.cards);
      if (t.winner) l += " winner " + std::to_string(*t.winner);
      if (t.note) l += " note " + quote(*t.note, true);
      line(l, t.foreign);
    }
  }

  void result(const record::Result& r) {
    if ((r.points.empty() && r.bonuses.empty() && !r.settlement && !r.totals) || has(r.foreign))
      line("result", r.foreign);
    for (const auto& p : r.points) {
      std::string l = "points";
      if (p.side) l += ' ' + word(*p.side, {"seat"});
      if (p.seat) l += " seat " + std::to_string(*p.seat);
      line(l + ' ' + number(p.value), p.foreign);
    }
    for (const auto& b : r.bonuses) {
      if (computed(b.foreign)) continue;  // computed again
      std::string l = "bonus";
      if (b.seat) l += ' ' + std::to_string(*b.seat);
      l += ' ' + word(b.type) + ' ' + number(b.amount);
      if (b.side) l += " side " + quote(*b.side, true);
      line(l, b.foreign);
    }
    // A settlement the engine computed, and the payments it computed beside typed ones, are
    // computed again.
    if (r.settlement && !computed(r.settlement->foreign)) {
      // A unit left out (the record command gives the game's) stays left out.
      std::string l = "settlement" + (r.settlement->unit.empty() ? std::string() : " " + quote(r.settlement->unit));
      std::size_t k = 0;
      for (const auto& p : r.settlement->pays)
        if (!computed(p.foreign)) l += ' ' + std::to_string(p.seat) + ':' + number(p.amount);
      if (annotation(r.settlement->foreign, transcript::kPartial)) l += " ...";
      line(l, r.settlement->foreign);
      for (const auto& p : r.settlement->pays)
        if (!computed(p.foreign)) foreign(p.foreign, "pay " + std::to_string(++k));
    }
    if (r.totals) {
      std::string l = "totals";
      for (const auto& t : r.totals->totals) l += ' ' + std::to_string(t.seat) + ':' + number(t.value);
      line(l, r.totals->foreign);
      for (std::size_t i = 0; i < r.totals->totals.size(); ++i)
        foreign(r.totals->totals[i].foreign, "total " + std::to_string(i + 1));
    }
  }
};

}  // namespace

std::string write_transcript(const record::Document& doc) {
  TranscriptWriter w;
  if (doc.archive || doc.sessions.size() != 1 || has(doc.foreign)) w.line("archive", doc.foreign);
  for (std::size_t i = 0; i < doc.sessions.size(); ++i) {
    if (i) w.out += '\n';
    w.session(doc.sessions[i]);
  }
  return std::move(w.out);
}

}  // namespace stichprobe
