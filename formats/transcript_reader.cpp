// The transcript reader: one keyword per line (formats/TRANSCRIPT.md §3), each line
// filling one part of the record model. The model has no order of its own beyond
// what the lines give it, so lines of a hand may come in any order; the canonical
// writer puts them in THR's order.
#include "formats/transcript_reader.h"

#include <cctype>
#include <map>
#include <pugixml.hpp>
#include <utility>

#include "formats/thr_reader_findings.h"
#include "formats/transcript_lexer.h"
#include "formats/transcript_line.h"
#include "formats/vocabulary.h"

namespace stichprobe {
namespace {

using transcript::did_you_mean;
using transcript::is_int;
using transcript::is_suit;
using transcript::Token;

const std::vector<std::string>& keywords() {
  static const std::vector<std::string> k{
      "archive",     "game",      "version",  "meta",       "title",  "date",     "place",   "event", "source",
      "recorded-by", "meta-note", "rules",    "option",     "player", "hand",     "deal",    "talon", "packet",
      "auction",     "call",      "contract", "exchange",   "swap",   "announce", "play",    "trick", "ruling",
      "result",      "points",    "bonus",    "settlement", "totals", "outcome",  "players", "+attr", "+xml"};
  return k;
}

class TranscriptReader : public transcript::LineReader {
 public:
  explicit TranscriptReader(ReadResult& result) : res_(result), doc_(result.document) {}

  void line(std::vector<Token> tokens) {
    t_ = std::move(tokens);
    i_ = 1;
    const Token& k = t_[0];
    if (k.is("+attr") || k.is("+xml")) return foreign(k);
    target_ = {};
    static const std::map<std::string, void (TranscriptReader::*)(const Token&)> handlers{
        {"archive", &TranscriptReader::archive},
        {"game", &TranscriptReader::game},
        {"version", &TranscriptReader::version},
        {"meta", &TranscriptReader::meta},
        {"title", &TranscriptReader::meta},
        {"date", &TranscriptReader::meta},
        {"place", &TranscriptReader::meta},
        {"event", &TranscriptReader::meta},
        {"source", &TranscriptReader::meta},
        {"recorded-by", &TranscriptReader::meta},
        {"meta-note", &TranscriptReader::meta},
        {"rules", &TranscriptReader::rules},
        {"option", &TranscriptReader::option},
        {"player", &TranscriptReader::player},
        {"hand", &TranscriptReader::hand},
        {"deal", &TranscriptReader::deal},
        {"talon", &TranscriptReader::talon},
        {"packet", &TranscriptReader::talon},
        {"auction", &TranscriptReader::auction},
        {"call", &TranscriptReader::call},
        {"contract", &TranscriptReader::contract},
        {"exchange", &TranscriptReader::exchange},
        {"swap", &TranscriptReader::swap},
        {"announce", &TranscriptReader::announce},
        {"play", &TranscriptReader::play},
        {"trick", &TranscriptReader::trick},
        {"ruling", &TranscriptReader::ruling},
        {"result", &TranscriptReader::result},
        {"points", &TranscriptReader::points},
        {"bonus", &TranscriptReader::bonus},
        {"settlement", &TranscriptReader::settlement},
        {"totals", &TranscriptReader::totals},
        {"outcome", &TranscriptReader::outcome},
        {"players", &TranscriptReader::players}};
    const auto it = k.quoted ? handlers.end() : handlers.find(k.text);
    if (it == handlers.end()) {
      const Message mean = did_you_mean(k.text, keywords());
      error("format.unknown-element", k.pos,
            {"'" + k.text + "' is not a transcript keyword" + mean.en + "; the line is not read",
             "'" + k.text + "' ist kein Schlüsselwort der Mitschrift" + mean.de + "; die Zeile wird nicht gelesen"});
      return;
    }
    (this->*(it->second))(k);
    if (i_ < t_.size())
      error(
          "format.unexpected-text", t_[i_].pos,
          {"'" + t_[i_].text + "' after the end of a '" + k.text + "' line; the rest of the line is not read",
           "'" + t_[i_].text + "' nach dem Ende einer '" + k.text + "'-Zeile; der Rest der Zeile wird nicht gelesen"});
  }

  void finish() {
    for (auto& s : doc_.sessions) {
      if (s.players.empty())
        error(
            "format.missing-element", s.pos,
            {"the session needs 'player' lines for every seat", "die Sitzung braucht 'player'-Zeilen für jeden Sitz"});
      if (s.hands.empty())
        error("format.missing-element", s.pos,
              {"the session needs one or more 'hand' lines", "die Sitzung braucht eine oder mehrere 'hand'-Zeilen"});
    }
    res_.parsed = !doc_.sessions.empty() || doc_.archive;
  }

  void error(const char* code, Pos pos, Message m) override {
    Finding f = thr_detail::format_error(code, pos, std::move(m), "");
    f.rule = "transcript notation (formats/TRANSCRIPT.md §2)";
    f.hand = h_ ? h_->n : 0;
    res_.findings.push_back(std::move(f));
  }

 private:
  ReadResult& res_;
  record::Document& doc_;
  record::Session* s_ = nullptr;
  record::Hand* h_ = nullptr;
  const GameVocabulary* vocab_ = nullptr;
  // What a following `+attr` / `+xml` line belongs to: the element of the line before,
  // or one of its parts (an exchange's take or discard, the k-th pay or total).
  struct Target {
    record::Foreign* element = nullptr;
    record::Exchange* exchange = nullptr;
    record::Settlement* settlement = nullptr;
    record::Totals* totals = nullptr;
  } target_;

  record::Foreign* part_target(const Token& k) {
    if (!more() || t_[i_].quoted) return target_.element;
    const std::string part = t_[i_].text;
    if (target_.exchange && (part == "take" || part == "discard")) {
      ++i_;
      auto& list = part == "take" ? target_.exchange->take : target_.exchange->discard;
      if (list) return &list->foreign;
      error("format.missing-element", t_[i_ - 1].pos,
            {"the exchange has no '" + part + "' for this '" + k.text + "' line",
             "der Austausch hat kein '" + part + "' für diese '" + k.text + "'-Zeile"});
      return nullptr;
    }
    if ((target_.settlement && part == "pay") || (target_.totals && part == "total")) {
      ++i_;
      const auto index = need_int(k, "the place on the line (1, 2, ...)");
      if (target_.settlement && part == "pay" && index && *index >= 1 &&
          static_cast<std::size_t>(*index) <= target_.settlement->pays.size())
        return &target_.settlement->pays[static_cast<std::size_t>(*index - 1)].foreign;
      if (target_.totals && part == "total" && index && *index >= 1 &&
          static_cast<std::size_t>(*index) <= target_.totals->totals.size())
        return &target_.totals->totals[static_cast<std::size_t>(*index - 1)].foreign;
      if (index)
        error("format.bad-value", t_[i_ - 1].pos,
              {"there is no " + part + " " + std::to_string(*index) + " on the line before",
               "in der Zeile davor gibt es kein " + part + " " + std::to_string(*index)});
      return nullptr;
    }
    return target_.element;
  }
  // `+attr [PART] QNAME VALUE`, `+xml [PART] TEXT`: content of another namespace (THR v1 §1).
  // A word the line does not know: one finding, naming the words it does know (`shown`, in
  // German `shown_de` where it differs) and the nearest of `known`.
  void unknown_word(const Token& w, const std::string& line, const std::vector<std::string>& known,
                    const std::string& shown, const std::string& shown_de = "") {
    const Message mean = did_you_mean(w.text, known);
    const char* article = std::string("aeiou").find(line.front()) != std::string::npos ? "an" : "a";
    error("format.unknown-attribute", w.pos,
          {"'" + w.text + "' on " + article + " '" + line + "' line (" + shown + ")" + mean.en,
           "'" + w.text + "' in einer '" + line + "'-Zeile (" + (shown_de.empty() ? shown : shown_de) + ")" + mean.de});
  }

  void foreign(const Token& k) {
    record::Foreign* f = part_target(k);
    if (!f && !target_.element && !target_.exchange && !target_.settlement && !target_.totals)
      error("format.unexpected-text", k.pos,
            {"'" + k.text + "' must follow the line of the element it belongs to",
             "'" + k.text + "' gehört direkt hinter die Zeile seines Elements"});
    if (k.text == "+attr") {
      const Pos at = more() ? t_[i_].pos : end_pos();
      record::ForeignAttribute a;
      a.qualified_name = need_text(k, "the attribute's name");
      a.value = need_text(k, "the attribute's value");
      if (!foreign_attribute_name(a.qualified_name))
        return error(
            "format.unknown-attribute", at,
            {"'" + a.qualified_name +
                 "' is not an attribute of another namespace (prefix:name or xmlns:prefix); not kept",
             "'" + a.qualified_name +
                 "' ist kein Attribut eines anderen Namensraums (Präfix:Name oder xmlns:Präfix); nicht übernommen"});
      if (f) f->attributes.push_back(std::move(a));
    } else {
      const Pos at = more() ? t_[i_].pos : end_pos();
      std::string xml = need_text(k, "the element as XML");
      if (!one_element(xml))
        return error("format.xml-syntax", at,
                     {"the text after '+xml' is not one well-formed XML element; not kept",
                      "der Text nach '+xml' ist nicht genau ein wohlgeformtes XML-Element; nicht übernommen"});
      if (f) f->elements.push_back(std::move(xml));
    }
  }
  // A name the THR writer can put on an element as it is: prefixed, or a namespace declaration.
  static bool foreign_attribute_name(const std::string& name) {
    const auto colon = name.find(':');
    if (colon == std::string::npos || colon == 0 || colon + 1 == name.size() ||
        name.find(':', colon + 1) != std::string::npos)
      return false;
    const auto name_char = [](unsigned char c, bool first) {
      return c >= 0x80 || std::isalpha(c) || c == '_' || (!first && (std::isdigit(c) || c == '-' || c == '.'));
    };
    for (std::size_t i = 0; i < name.size(); ++i)
      if (i != colon && !name_char(static_cast<unsigned char>(name[i]), i == 0 || i == colon + 1)) return false;
    return true;
  }
  static bool one_element(const std::string& xml) {
    pugi::xml_document doc;
    if (!doc.load_buffer(xml.data(), xml.size(), pugi::parse_default, pugi::encoding_utf8)) return false;
    int elements = 0;
    for (pugi::xml_node n = doc.first_child(); n; n = n.next_sibling())
      if (n.type() == pugi::node_element)
        ++elements;
      else if (n.type() != pugi::node_comment)
        return false;
    return elements == 1 && xml.find("<!DOCTYPE") == std::string::npos && xml.find("<?xml") == std::string::npos;
  }

  // ---- structure
  record::Session& session(const Token& k) {
    if (!s_) {
      error("format.missing-element", k.pos,
            {"a 'game' line must come first; the lines are read into a session without a game",
             "zuerst kommt eine 'game'-Zeile; die Zeilen werden in eine Sitzung ohne Spiel gelesen"});
      s_ = &doc_.sessions.emplace_back();
      s_->pos = k.pos;
    }
    return *s_;
  }
  record::Hand& hand_of(const Token& k) {
    record::Session& s = session(k);
    if (!h_) {
      error("format.missing-element", k.pos,
            {"a 'hand' line must come before the lines of a hand",
             "vor den Zeilen eines Spiels kommt eine 'hand'-Zeile"});
      h_ = &s.hands.emplace_back();
      h_->pos = k.pos;
    }
    return *h_;
  }
  template <class T>
  T& once(std::optional<T>& slot, const Token& k, bool report_twice) {
    if (slot) {
      if (report_twice)
        error("format.duplicate-element", k.pos,
              {"a second '" + k.text + "' line in this hand; only one stands",
               "eine zweite '" + k.text + "'-Zeile in diesem Spiel; nur eine ist erlaubt"});
      return *slot;
    }
    slot.emplace();
    slot->pos = k.pos;
    return *slot;
  }

  void archive(const Token&) {
    doc_.archive = true;
    target_.element = &doc_.foreign;
  }
  void game(const Token& k) {
    s_ = &doc_.sessions.emplace_back();
    h_ = nullptr;
    s_->pos = k.pos;
    target_.element = &s_->foreign;
    const Token* g = take();
    if (!g) {
      missing("the game (dappen, tapp, tapp-tarock, troggu, tuebinger-tarock)", k);
      return;
    }
    s_->game = g->text;
    vocab_ = find_game_vocabulary(s_->game);
    if (!vocab_) {
      std::vector<std::string> games;
      for (const auto& v : thr_vocabulary()) games.push_back(v.game);
      const Message mean = did_you_mean(s_->game, games);
      error("format.unknown-game", g->pos,
            {"unknown game '" + s_->game + "'" + mean.en +
                 "; THR v1 games are dappen, tapp, tapp-tarock, troggu, tuebinger-tarock",
             "unbekanntes Spiel '" + s_->game + "'" + mean.de +
                 "; die Spiele von THR v1 sind dappen, tapp, tapp-tarock, troggu, tuebinger-tarock"});
    }
    const Token* v = take();
    if (!v) return;
    s_->variant = v->text;
    if (!vocab_ || s_->variant.empty()) return;
    for (const auto& known : vocab_->variants)
      if (known == s_->variant) return;
    std::string list;
    for (const auto& known : vocab_->variants) list += (list.empty() ? "" : ", ") + known;
    const Message mean = did_you_mean(s_->variant, vocab_->variants);
    error("format.unknown-variant", v->pos,
          {"unknown variant '" + s_->variant + "' of " + s_->game + mean.en + "; its variants are " + list,
           "unbekannte Variante '" + s_->variant + "' von " + s_->game + mean.de + "; die Varianten von " + s_->game +
               " sind " + list});
  }
  void version(const Token& k) {
    record::Session& s = session(k);
    s.version = need_text(k, "the THR version");
    if (s.version != "1")
      error("format.version", t_[i_ - 1].pos,
            {"version " + s.version + ": this reader knows THR version 1 only",
             "Version " + s.version + ": dieser Leser kennt nur THR-Version 1"});
  }
  void meta(const Token& k) {
    record::Session& s = session(k);
    if (!s.meta) {
      s.meta.emplace();
      s.meta->pos = k.pos;
    }
    target_.element = &s.meta->foreign;
    if (k.text == "meta") return;
    record::Meta& m = *s.meta;
    std::optional<std::string>* field = k.text == "title"         ? &m.title
                                        : k.text == "date"        ? &m.date
                                        : k.text == "place"       ? &m.place
                                        : k.text == "event"       ? &m.event
                                        : k.text == "source"      ? &m.source
                                        : k.text == "recorded-by" ? &m.recorded_by
                                                                  : &m.note;
    *field = rest_text();
  }
  void rules(const Token& k) {
    record::Session& s = session(k);
    if (!s.has_rules) s.rules_pos = k.pos;
    s.has_rules = true;
    target_.element = &s.rules_foreign;
  }
  void option(const Token& k) {
    rules(k);
    record::RuleOption& o = s_->rules.emplace_back();
    o.pos = k.pos;
    target_.element = &o.foreign;
    o.name = need_text(k, "the option's name");
    o.value = need_text(k, "the option's value");
  }
  void player(const Token& k) {
    record::Session& s = session(k);
    if (s.players.empty()) s.players_pos = k.pos;
    record::Player& p = s.players.emplace_back();
    p.pos = k.pos;
    target_.element = &p.foreign;
    p.seat = need_int(k, "the seat").value_or(0);
    p.name = rest_text();
  }
  void players(const Token& k) {
    record::Session& s = session(k);
    if (s.players.empty()) s.players_pos = k.pos;
    target_.element = &s.players_foreign;
  }
  void hand(const Token& k) {
    record::Session& s = session(k);
    h_ = &s.hands.emplace_back();
    h_->pos = k.pos;
    target_.element = &h_->foreign;
    h_->n = need_int(k, "the hand's number").value_or(0);
    bool dealer = false, misspelt = false;
    while (more()) {
      const Token& w = *take();
      if (w.is("dealer")) {
        dealer = true;
        h_->dealer = need_int(w, "the dealer's seat").value_or(0);
      } else if (w.is("id")) {
        h_->id = need_text(w, "the id");
      } else if (w.is("note")) {
        h_->note = need_text(w, "the note");
      } else if (w.is("out")) {
        while (more() && is_int(t_[i_])) h_->sitting_out.push_back(*integer(*take(), "a seat"));
      } else {
        unknown_word(w, "hand", {"dealer", "id", "note", "out"}, "dealer, id, out, note");
        misspelt = true;
        if (more() && is_int(t_[i_])) ++i_;  // the misspelt word's value: said with the word
      }
    }
    // As the THR reader does: a dealer not read is marked for the session to take from the
    // rotation, and a misspelt word (`deler 2`) is its one finding, not also "missing".
    h_->dealer_unreadable = !dealer;
    if (!dealer && !misspelt) missing("'dealer SEAT'", k);
  }
  record::Deal& deal_of(const Token& k) { return once(hand_of(k).deal, k, false); }
  void deal(const Token& k) {
    record::Deal& d = deal_of(k);
    target_.element = &d.foreign;
    if (!more()) return;
    record::SeatCards& sc = d.hands.emplace_back();
    sc.seat = integer(*take(), "the seat").value_or(0);
    sc.cards = cards(k.pos, {});
    target_.element = &sc.cards.foreign;
  }
  void talon(const Token& k) {
    record::Deal& d = deal_of(k);
    if (!d.talon) {
      d.talon.emplace();
      d.talon->pos = k.pos;
    }
    if (k.text == "packet") {
      d.talon->packets.push_back(cards(k.pos, {}));
      target_.element = &d.talon->packets.back().foreign;
      return;
    }
    target_.element = &d.talon->foreign;
    if (more() || !d.talon->cards) d.talon->cards = cards(k.pos, {});
  }
  void auction(const Token& k) { target_.element = &once(hand_of(k).auction, k, false).foreign; }
  void call(const Token& k) {
    record::Auction& a = once(hand_of(k).auction, k, false);
    record::Call& c = a.calls.emplace_back();
    c.pos = k.pos;
    target_.element = &c.foreign;
    // A bid, suit or card the reader cannot take is marked unreadable, as the THR reader
    // marks it: the engine then leaves it out of its checks instead of checking a guess.
    c.seat = need_int(k, "the seat").value_or(0);
    c.bid_unreadable = true;
    if (!more()) return missing("the bid", k);
    const Token& bid = *take();
    c.bid = bid.text;
    c.bid_unreadable = vocab_ && !contains(vocab_->bids, c.bid);
    if (c.bid_unreadable) {
      const Message mean = did_you_mean(c.bid, vocab_->bids);
      error("format.unknown-bid", bid.pos,
            {"'" + c.bid + "' is not a " + vocab_->game + " call" + mean.en,
             "'" + c.bid + "' ist kein Gebot von " + vocab_->game + mean.de});
    }
    while (more()) {
      const Token& w = *take();
      if (w.is("note")) {
        c.note = need_text(w, "the note");
      } else if (w.is("suit") && more()) {
        c.suit = enum_value(*take(), "suit", {"C", "S", "H", "D"});
        c.suit_unreadable = c.suit->size() != 1 || std::string("CSHD").find((*c.suit)[0]) == std::string::npos;
      } else if (is_suit(w)) {
        c.suit = w.text;
      } else {
        const Token& code = w.is("card") && more() ? *take() : w;
        c.card_pos = code.pos;
        c.card =
            card(code, &code == &w ? std::vector<std::string>{"note", "suit", "card"} : std::vector<std::string>{});
        c.card_unreadable = c.card->is_unknown() && code.text != "?";
      }
    }
  }
  static bool contains(const std::vector<std::string>& v, const std::string& s) {
    for (const auto& x : v)
      if (x == s) return true;
    return false;
  }
  void contract(const Token& k) {
    record::Contract& c = once(hand_of(k).contract, k, true);
    target_.element = &c.foreign;
    if (more() && is_int(t_[i_])) c.declarer = integer(*take(), "the declarer's seat");
    if (!more()) return missing("the contract's type", k);
    const Token& type = *take();
    c.type = type.text;
    if (vocab_ && !contains(vocab_->contracts, c.type)) {
      const Message mean = did_you_mean(c.type, vocab_->contracts);
      error("format.unknown-contract", type.pos,
            {"'" + c.type + "' is not a " + vocab_->game + " contract" + mean.en,
             "'" + c.type + "' ist kein Spiel von " + vocab_->game + mean.de});
    }
    while (more()) {
      const Token& w = *take();
      if (w.is("trump") && more())
        c.trump = enum_value(*take(), "trump", {"C", "S", "H", "D"});
      else if (is_suit(w))
        c.trump = w.text;
      else if (w.is("partner") && more())
        c.partner_card = card(*take(), {});
      else
        c.partner_card = card(w, {"trump", "partner"});
    }
  }
  void exchange(const Token& k) {
    record::Hand& h = hand_of(k);
    record::Exchange& e = h.exchanges.emplace_back();
    e.pos = k.pos;
    target_.element = &e.foreign;
    target_.exchange = &e;
    e.seat = need_int(k, "the seat").value_or(0);
    while (more()) {
      const Token& w = *take();
      if (w.is("packet"))
        e.packet = need_int(w, "the packet");
      else if (w.is("take"))
        e.take = cards(w.pos, {"discard", "packet"});
      else if (w.is("discard"))
        e.discard = cards(w.pos, {"take", "packet"});
      else {
        unknown_word(w, "exchange", {"packet", "take", "discard"}, "packet, take, discard");
      }
    }
  }
  void swap(const Token& k) {
    record::Swap& s = hand_of(k).swaps.emplace_back();
    s.pos = k.pos;
    target_.element = &s.foreign;
    s.seat = need_int(k, "the seat").value_or(0);
    if (at("talon")) {
      s.with_talon = true;
      ++i_;
    } else if (more() && is_int(t_[i_])) {
      s.with_seat = integer(*take(), "the other seat");
    }
    while (more()) {
      const Token& w = *take();
      if (w.is("gets"))
        s.gets = one_card(w, "a card");
      else if (w.is("gives"))
        s.gives = one_card(w, "a card");
      else {
        unknown_word(w, "swap", {"talon", "gets", "gives"}, "SEAT|talon, gets, gives", "SITZ|talon, gets, gives");
      }
    }
  }
  void announce(const Token& k) {
    record::Announcement& a = hand_of(k).announcements.emplace_back();
    a.pos = k.pos;
    target_.element = &a.foreign;
    a.seat = need_int(k, "the seat").value_or(0);
    a.type = need_text(k, "the announcement's type");
    while (more()) {
      const Token& w = *take();
      if (w.is("cards"))
        a.cards = cards(w.pos, {"note"});
      else if (w.is("note"))
        a.note = need_text(w, "the note");
      else {
        unknown_word(w, "announce", {"cards", "note"}, "cards, note");
      }
    }
  }
  void play(const Token& k) {
    record::Play& p = once(hand_of(k).play, k, false);
    target_.element = &p.foreign;
    if (at("ended")) {
      const Token& w = *take();
      if (!more()) return missing("a value after 'ended' (early)", w);
      p.ended = enum_value(*take(), "ended", {"early"});
    }
  }
  void trick(const Token& k) {
    record::Play& p = once(hand_of(k).play, k, false);
    record::Trick& tr = p.tricks.emplace_back();
    tr.pos = k.pos;
    target_.element = &tr.foreign;
    tr.cards.pos = k.pos;
    static const std::vector<std::string> stops{"lead", "winner", "note"};
    while (more()) {
      const Token& w = t_[i_];
      if (w.is("lead")) {
        ++i_;
        tr.lead = need_int(w, "the leader's seat");
      } else if (w.is("winner")) {
        ++i_;
        tr.winner = need_int(w, "the winner's seat");
      } else if (w.is("note")) {
        ++i_;
        tr.note = need_text(w, "the note");
      } else {
        record::CardList more_cards = cards(k.pos, stops);
        tr.cards.cards.insert(tr.cards.cards.end(), more_cards.cards.begin(), more_cards.cards.end());
        tr.cards.token_pos.insert(tr.cards.token_pos.end(), more_cards.token_pos.begin(), more_cards.token_pos.end());
      }
    }
  }
  void ruling(const Token& k) {
    record::Ruling& r = hand_of(k).rulings.emplace_back();
    r.pos = k.pos;
    target_.element = &r.foreign;
    while (at("trick") || at("seat")) {
      const Token& w = *take();
      (w.text == "trick" ? r.trick : r.seat) = need_int(w, w.text == "trick" ? "the trick" : "the seat");
    }
    r.code = need_text(k, "the finding's code");
    if (!more()) return missing("the decision (accepted, penalised)", k);
    r.decision = *enum_value(*take(), "decision", {"accepted", "penalised"});
    r.text = rest_text();
  }
  record::Result& result_of(const Token& k) { return once(hand_of(k).result, k, false); }
  void result(const Token& k) { target_.element = &result_of(k).foreign; }
  void points(const Token& k) {
    record::Points& p = result_of(k).points.emplace_back();
    p.pos = k.pos;
    target_.element = &p.foreign;
    if (more() && !at("seat") && !numeric_looking(t_[i_])) p.side = take()->text;
    if (at("seat")) {
      const Token& w = *take();
      p.seat = need_int(w, "the seat");
    }
    p.value = rational_from(number_tokens(), more() ? t_[i_].pos : end_pos(), "points");
  }
  void bonus(const Token& k) {
    record::Bonus& b = result_of(k).bonuses.emplace_back();
    b.pos = k.pos;
    target_.element = &b.foreign;
    if (more() && is_int(t_[i_])) b.seat = integer(*take(), "the seat");
    b.type = need_text(k, "the bonus's type");
    b.amount = rational_from(number_tokens(), more() ? t_[i_].pos : end_pos(), "amount");
    if (at("side")) {
      const Token& w = *take();
      b.side = need_text(w, "the side");
    }
  }
  // SEAT:AMOUNT pairs (an amount may go on in a second token: "1:-35 2/3").
  template <class Add>
  void seat_amounts(const char* what, Add&& add) {
    while (more()) {
      const Token& w = *take();
      const auto colon = w.text.find(':');
      if (w.quoted || colon == std::string::npos) {
        error("format.bad-value", w.pos,
              {"'" + w.text + "' is not SEAT:" + what, "'" + w.text + "' ist nicht SITZ:" + what});
        continue;
      }
      Token seat{w.text.substr(0, colon), w.pos, false};
      Token amount{w.text.substr(colon + 1), {w.pos.line, w.pos.column + static_cast<unsigned>(colon) + 1}, false};
      std::vector<const Token*> parts{&amount};
      if (more() && !t_[i_].quoted && t_[i_].text.find('/') != std::string::npos &&
          t_[i_].text.find(':') == std::string::npos)
        parts.push_back(take());
      const int s = integer(seat, "the seat").value_or(0);
      add(s, rational_from(parts, w.pos, what), w.pos);
    }
  }
  void settlement(const Token& k) {
    record::Result& r = result_of(k);
    if (r.settlement)
      error("format.duplicate-element", k.pos,
            {"a second 'settlement' line in this hand; its payments join the first",
             "eine zweite 'settlement'-Zeile in diesem Spiel; ihre Zahlungen kommen zur ersten"});
    else {
      r.settlement.emplace();
      r.settlement->pos = k.pos;
      if (!more()) return missing("the unit (cent, rappen, point)", k);
      r.settlement->unit = *enum_value(*take(), "unit", {"cent", "rappen", "point"});
    }
    target_.element = &r.settlement->foreign;
    target_.settlement = &*r.settlement;
    seat_amounts("AMOUNT", [&](int seat, Rational amount, Pos pos) {
      record::Pay& p = r.settlement->pays.emplace_back();
      p.seat = seat;
      p.amount = amount;
      p.pos = pos;
    });
  }
  void totals(const Token& k) {
    record::Result& r = result_of(k);
    if (!r.totals) {
      r.totals.emplace();
      r.totals->pos = k.pos;
    }
    target_.element = &r.totals->foreign;
    target_.totals = &*r.totals;
    seat_amounts("VALUE", [&](int seat, Rational value, Pos pos) {
      record::Total& t = r.totals->totals.emplace_back();
      t.seat = seat;
      t.value = value;
      t.pos = pos;
    });
  }
  void outcome(const Token& k) {
    record::Outcome& o = once(hand_of(k).outcome, k, true);
    target_.element = &o.foreign;
    if (!more()) return missing("the outcome (played, thrown-in, redeal)", k);
    o.type = *enum_value(*take(), "outcome", {"played", "thrown-in", "redeal"});
  }
};

}  // namespace

ReadResult read_transcript(std::string_view text) {
  ReadResult result;
  TranscriptReader reader(result);
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a byte order mark from an editor
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first != std::string_view::npos && text[first] == '<') {
    reader.error(
        "format.root", {1, 1},
        {"this is XML, not a transcript: 'stichprobe validate' checks a THR file, 'stichprobe record --from' "
         "writes its transcript",
         "das ist XML, keine Mitschrift: 'stichprobe validate' prüft eine THR-Datei, 'stichprobe record --from' "
         "schreibt ihre Mitschrift"});
    return result;
  }
  unsigned number = 0;
  std::size_t start = 0;
  bool any = false;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    ++number;
    std::string problem;
    Pos problem_pos;
    auto tokens = transcript::tokenize(text.substr(start, end - start), number, problem, problem_pos);
    if (!problem.empty())
      reader.error("format.xml-syntax", problem_pos, {problem, "ein Text in Anführungszeichen ohne schließendes '\"'"});
    for (auto& t : tokens) {
      const std::string kind = transcript::make_xml_safe(t.text);
      if (kind == "invalid-utf8")
        reader.error("format.invalid-utf8", t.pos,
                     {"bytes that are not UTF-8 in '" + t.text + "'; each stands as U+FFFD",
                      "Bytes, die kein UTF-8 sind, in '" + t.text + "'; jedes steht als U+FFFD"});
      else if (!kind.empty())
        reader.error("format.binary", t.pos,
                     {"control characters in '" + t.text + "' (XML has none); each stands as U+FFFD",
                      "Steuerzeichen in '" + t.text + "' (XML kennt keine); jedes steht als U+FFFD"});
    }
    if (!tokens.empty()) {
      any = true;
      reader.line(std::move(tokens));
    }
    if (end == text.size()) break;
    start = end + 1;
  }
  if (!any) {
    reader.error(
        "format.empty-file", {1, 1},
        {"the transcript is empty or holds only comments", "die Mitschrift ist leer oder enthält nur Kommentare"});
    return result;
  }
  reader.finish();
  return result;
}

}  // namespace stichprobe
