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
#include "formats/transcript_annotations.h"
#include "formats/transcript_lexer.h"
#include "formats/transcript_line.h"
#include "formats/transcript_words.h"
#include "formats/vocabulary.h"

namespace stichprobe {
namespace {

using transcript::annotate;
using transcript::annotation;
using transcript::is_int;
using transcript::Token;
using transcript::WordKind;

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

  // One line: its element, then what the record keeps of the line beyond it (comments,
  // the words as typed where some were not taken; transcript_annotations.h).
  // `findings_before`: the count of findings before the line's own.
  void line(const transcript::Lexed& lexed, std::size_t findings_before) {
    if (lexed.tokens.empty()) {
      if (lexed.comment) pending_.push_back("#" + *lexed.comment);
      return;
    }
    t_ = lexed.tokens;
    i_ = 1;
    unread_ = false;
    dropped_ = false;
    line_calls_ = {};
    first_call_ = nullptr;
    const bool foreign_line = t_[0].is("+attr") || t_[0].is("+xml");
    keyword(t_[0]);
    const bool lost = dropped_ || (foreign_line && res_.findings.size() > findings_before);
    record::Foreign* made = unread_ ? nullptr : first_call_ ? first_call_ : target_.element;
    if (foreign_line) {
      // Content of another namespace: kept where it was read; a comment goes with the next line.
      if (lost) pending_.push_back(lexed.code);
      if (lexed.comment) pending_.push_back("#" + *lexed.comment);
      return;
    }
    if (!made) {
      pending_.push_back(lexed.code + (lexed.comment ? (lexed.code.empty() ? "#" : " #") + *lexed.comment : ""));
      return;
    }
    keep_line(*made, lexed, lost);
  }

  void keep_line(record::Foreign& made, const transcript::Lexed& lexed, bool lost) {
    // A meta line's free text is kept whole in its field.
    lost = lost && !(s_ && s_->meta && &made == &s_->meta->foreign);
    if (!pending_.empty() || lost || lexed.comment) {
      annotated_ = true;
      if (!doc_.sessions.empty()) annotated_sessions_.push_back(doc_.sessions.size() - 1);
    }
    if (!pending_.empty()) {
      const std::string* had = annotation(made, transcript::kBefore);
      annotate(made, transcript::kBefore, (had ? *had + "\n" : std::string()) + join_pending());
    }
    if (lost) {
      const std::string* had = annotation(made, transcript::kTyped);
      annotate(made, transcript::kTyped, (had ? *had + "\n" : std::string()) + lexed.code);
      if (line_calls_.auction)
        for (std::size_t c = line_calls_.first + 1; c < line_calls_.auction->calls.size(); ++c)
          annotate(line_calls_.auction->calls[c].foreign, transcript::kTyped, std::string(transcript::kSameLine));
    }
    if (lexed.comment) {
      if (annotation(made, transcript::kComment))
        pending_.push_back("#" + *lexed.comment);  // a second line of the same element: before the next
      else
        annotate(made, transcript::kComment, *lexed.comment);
    }
  }

  void keyword(const Token& k) {
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
    const auto it = k.quoted ? handlers.end() : handlers.find(transcript::fold(k.text));
    if (it == handlers.end()) {
      unread_ = true;
      report("format.unknown-element/keyword", k.pos, {{"word", k.text}, {"mean", did_you_mean(k.text, keywords())}});
      return;
    }
    (this->*(it->second))(k);
    if (i_ < t_.size())
      report("format.unexpected-text/after-line", t_[i_].pos, {{"word", t_[i_].text}, {"line", k.text}});
  }

  void finish() {
    // The lines after the last element: at the end of the last session.
    if (!pending_.empty() && !doc_.sessions.empty()) {
      annotate(doc_.sessions.back().foreign, transcript::kAfter, join_pending());
      annotated_ = true;
      annotated_sessions_.push_back(doc_.sessions.size() - 1);
    }
    // The namespace is declared on each session that carries annotations (a session is
    // also written alone, as the editing model checks it), and on an annotated archive.
    if (annotated_) {
      if (transcript::annotated(doc_.foreign)) transcript::declare_annotations(doc_.foreign);
      for (std::size_t i : annotated_sessions_)
        if (i < doc_.sessions.size()) transcript::declare_annotations(doc_.sessions[i].foreign);
    }
    for (auto& s : doc_.sessions) {
      if (s.players.empty()) report("format.missing-element/player-lines", s.pos, {});
      if (s.hands.empty()) report("format.missing-element/hand-lines", s.pos, {});
    }
    res_.parsed = !doc_.sessions.empty() || doc_.archive;
  }

  void error(std::string_view code, Pos pos, Message m) override {
    // The findings whose word the record cannot hold as typed (a card that is none stands
    // as '?', a word the line does not take, a number that is none): the line is kept.
    const std::string_view c = code;
    dropped_ = dropped_ || c == "format.unknown-card" || c == "format.unknown-attribute" ||
               c == "format.unexpected-text" || c == "format.bad-number" || c == "format.duplicate-element";
    Finding f = thr_detail::format_error(std::string(code), pos, std::move(m), "");
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
  // The lines before the next element that made none (comments, lines not read), the
  // sessions with something kept.
  std::vector<std::string> pending_;
  bool annotated_ = false;
  std::vector<std::size_t> annotated_sessions_;  // by index: the sessions vector grows
  bool unread_ = false;                          // the line made no element
  bool dropped_ = false;                         // a word of the line is not in the record as typed
  struct LineCalls {
    record::Auction* auction = nullptr;
    std::size_t first = 0;
  } line_calls_;                           // the calls of a `call` line
  record::Foreign* first_call_ = nullptr;  // the first of them

  std::string join_pending() {
    std::string out;
    for (const auto& l : pending_) out += (out.empty() ? "" : "\n") + l;
    pending_.clear();
    return out;
  }
  // A line that needs a word it lacks makes no element: said once, kept as typed.
  void unread(const char* what, const Token& k) {
    missing(what, k);
    unread_ = true;
  }
  // A seat: its number, or a player's name (in any case; the first name alone where it is
  // unique); nullopt when the word is neither.
  std::optional<int> seat_of(const Token& t) const {
    if (is_int(t)) return int_value(t);
    if (!s_ || t.text.empty()) return std::nullopt;
    const std::string word = transcript::fold(t.text);
    std::optional<int> first_name;
    int first_names = 0;
    for (const auto& p : s_->players) {
      const std::string name = transcript::fold(p.name);
      if (name == word) return p.seat;
      if (name.rfind(word + " ", 0) == 0) {
        first_name = p.seat;
        ++first_names;
      }
    }
    return first_names == 1 ? first_name : std::nullopt;
  }
  bool seat_next() const { return more() && seat_of(t_[i_]).has_value(); }
  // A seat word that must be there: the seat, or a finding (the line is then kept as typed).
  std::optional<int> seat(const Token& t, const char* what) {
    if (auto s = seat_of(t)) return s;
    report("format.bad-number/seat", t.pos, {{"what", what}, {"word", t.text}});
    return std::nullopt;
  }
  std::optional<int> need_seat(const Token& k, const char* what) {
    return need(k, what, [&](const Token& t) { return seat(t, what); });
  }
  std::optional<std::string> word_meaning(WordKind kind, const std::string& word) const {
    if (!vocab_) return std::nullopt;
    static const std::vector<std::string> kSuits{"C", "S", "H", "D"};
    const auto& tokens = kind == WordKind::Bid ? vocab_->bids : kind == WordKind::Contract ? vocab_->contracts : kSuits;
    return transcript::meaning(vocab_->game, kind, word, tokens);
  }
  std::vector<std::string> bid_words() const {
    return vocab_ ? transcript::bid_words(vocab_->game, vocab_->bids) : std::vector<std::string>{};
  }
  std::optional<std::string> suit_of(const Token& t) const {
    if (t.quoted) return std::nullopt;
    if (t.text == "C" || t.text == "S" || t.text == "H" || t.text == "D") return t.text;
    static const std::vector<std::string> kSuits{"C", "S", "H", "D"};
    return transcript::meaning(vocab_ ? vocab_->game : "", WordKind::Suit, t.text, kSuits);
  }
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
      report("format.missing-element/exchange-part", t_[i_ - 1].pos, {{"part", part}, {"line", k.text}});
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
      if (index) report("format.bad-value/part", t_[i_ - 1].pos, {{"part", part}, {"index", *index}});
      return nullptr;
    }
    return target_.element;
  }
  // `+attr [PART] QNAME VALUE`, `+xml [PART] TEXT`: content of another namespace (THR v1 §1).
  // A word the line does not know: one finding, naming the words it does know (`shown`, in
  // German `shown_de` where it differs) and the nearest of `known`.
  void unknown_word(const Token& w, const std::string& line, const std::vector<std::string>& known,
                    const std::string& shown, const std::string& shown_de = "") {
    const bool vowel = std::string("aeiou").find(line.front()) != std::string::npos;  // "an exchange line"
    report(vowel ? "format.unknown-attribute/on-line-an" : "format.unknown-attribute/on-line", w.pos,
           {{"word", w.text},
            {"line", line},
            {"shown", shown, shown_de.empty() ? shown : shown_de},
            {"mean", did_you_mean(w.text, known)}});
  }

  void foreign(const Token& k) {
    record::Foreign* f = part_target(k);
    if (!f && !target_.element && !target_.exchange && !target_.settlement && !target_.totals)
      report("format.unexpected-text/foreign", k.pos, {{"word", k.text}});
    if (k.text == "+attr") {
      const Pos at = more() ? t_[i_].pos : end_pos();
      record::ForeignAttribute a;
      a.qualified_name = need_text(k, "the attribute's name");
      a.value = need_text(k, "the attribute's value");
      if (!foreign_attribute_name(a.qualified_name))
        return report("format.unknown-attribute/foreign", at, {{"name", a.qualified_name}});
      if (f) f->attributes.push_back(std::move(a));
    } else {
      const Pos at = more() ? t_[i_].pos : end_pos();
      std::string xml = need_text(k, "the element as XML");
      if (!one_element(xml)) return report("format.xml-syntax/foreign", at, {});
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
      report("format.missing-element/game-line", k.pos, {});
      s_ = &doc_.sessions.emplace_back();
      s_->pos = k.pos;
    }
    return *s_;
  }
  record::Hand& hand_of(const Token& k) {
    record::Session& s = session(k);
    if (!h_) {
      report("format.missing-element/hand-line", k.pos, {});
      h_ = &s.hands.emplace_back();
      h_->pos = k.pos;
    }
    return *h_;
  }
  template <class T>
  T& once(std::optional<T>& slot, const Token& k, bool report_twice) {
    if (slot) {
      if (report_twice) report("format.duplicate-element/line", k.pos, {{"line", k.text}});
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
      report("format.unknown-game", g->pos, {{"game", s_->game}, {"mean", did_you_mean(s_->game, games)}});
    }
    const Token* v = take();
    if (!v) return;
    s_->variant = v->text;
    if (!vocab_ || s_->variant.empty()) return;
    for (const auto& known : vocab_->variants)
      if (known == s_->variant) return;
    std::string list;
    for (const auto& known : vocab_->variants) list += (list.empty() ? "" : ", ") + known;
    report("format.unknown-variant", v->pos,
           {{"variant", s_->variant},
            {"game", s_->game},
            {"mean", did_you_mean(s_->variant, vocab_->variants)},
            {"list", list}});
  }
  void version(const Token& k) {
    record::Session& s = session(k);
    s.version = need_text(k, "the THR version");
    if (s.version != "1") report("format.version/transcript", t_[i_ - 1].pos, {{"version", s.version}});
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
    record::Player p;
    p.pos = k.pos;
    // `player Anna`: the next seat.
    p.seat = more() && !is_int(t_[i_]) ? static_cast<int>(s.players.size()) + 1
                                       : need_int(k, "the seat").value_or(static_cast<int>(s.players.size()) + 1);
    p.name = rest_text();
    s.players.push_back(std::move(p));
    target_.element = &s.players.back().foreign;
  }
  // `players`: the players' names in seat order (bare, it carries foreign content of <players>).
  void players(const Token& k) {
    record::Session& s = session(k);
    if (s.players.empty()) s.players_pos = k.pos;
    target_.element = &s.players_foreign;
    while (more()) {
      const Token& w = *take();
      record::Player& p = s.players.emplace_back();
      p.pos = w.pos;
      p.seat = static_cast<int>(s.players.size());
      p.name = w.text;
    }
  }
  // `hand [N] [dealer SEAT] ...`: without N the hand after the last; without a dealer the
  // seat the rotation gives (the record command derives it).
  void hand(const Token& k) {
    record::Session& s = session(k);
    const int previous = s.hands.empty() ? 0 : s.hands.back().n;
    h_ = &s.hands.emplace_back();
    h_->pos = k.pos;
    target_.element = &h_->foreign;
    h_->n = more() && is_int(t_[i_]) ? integer(*take(), "the hand's number").value_or(previous + 1) : previous + 1;
    bool dealer = false;
    while (more()) {
      const Token& w = *take();
      if (w.is("dealer")) {
        if (const auto d = need_seat(w, "the dealer's seat")) {
          dealer = true;
          h_->dealer = *d;
        }
      } else if (w.is("id")) {
        h_->id = need_text(w, "the id");
      } else if (w.is("note")) {
        h_->note = need_text(w, "the note");
      } else if (w.is("out")) {
        while (seat_next()) h_->sitting_out.push_back(*seat_of(*take()));
      } else {
        unknown_word(w, "hand", {"dealer", "id", "note", "out"}, "dealer, id, out, note");
        if (more() && is_int(t_[i_])) ++i_;  // the misspelt word's value: said with the word
      }
    }
    // As the THR reader does: a dealer not read is marked for the session to take from the
    // rotation; a misspelt word (`deler 2`) is its one finding, kept as typed.
    h_->dealer_unreadable = !dealer;
  }
  record::Deal& deal_of(const Token& k) { return once(hand_of(k).deal, k, false); }
  // `deal [SEAT] CARDS`: without a seat, the lowest seat not dealt yet.
  void deal(const Token& k) {
    record::Deal& d = deal_of(k);
    target_.element = &d.foreign;
    if (!more()) return;
    int seat = 1;
    while (std::any_of(d.hands.begin(), d.hands.end(), [&](const record::SeatCards& sc) { return sc.seat == seat; }))
      ++seat;
    const Token& first = t_[i_];
    if (const auto named = seat_of(first)) {
      seat = *named;
      ++i_;
    } else if (!first.quoted && !first.is("?") && !transcript::card_word(first.text) && more() && i_ + 1 < t_.size()) {
      ++i_;
      seat = this->seat(first, "the seat").value_or(seat);
    }
    record::SeatCards& sc = d.hands.emplace_back();
    sc.seat = seat;
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
  // `call [SEAT] BID [SUIT] [CARD] [note TEXT] { [SEAT] BID ... }`: one call or a run of
  // them; a call without its seat is the next seat's to speak (the record command asks
  // the engine whose turn it is).
  void unknown_bid(const Token& w) {
    const std::vector<std::string> none;
    report("format.unknown-bid/word", w.pos,
           {{"word", w.text},
            {"game", vocab_ ? vocab_->game : std::string("THR")},
            {"mean", did_you_mean(transcript::fold(w.text), vocab_ ? bid_words() : none)}});
  }
  void call(const Token& k) {
    record::Auction& a = once(hand_of(k).auction, k, false);
    line_calls_ = {&a, a.calls.size()};
    std::optional<int> seat;  // a seat typed before its bid
    Pos seat_pos;
    bool open = false;  // the last call may still take a suit, card or note
    const auto start = [&](Pos pos) -> record::Call& {
      record::Call& c = a.calls.emplace_back();
      c.pos = pos;
      c.seat = seat.value_or(0);
      c.seat_unreadable = !seat;
      seat.reset();
      open = true;
      return c;
    };
    while (more()) {
      const Token& w = *take();
      if (const auto sat = w.quoted ? std::nullopt : seat_of(w); sat && !seat) {
        seat = sat;
        seat_pos = w.pos;
        open = false;
      } else if (const auto bid = w.quoted ? std::nullopt : word_meaning(WordKind::Bid, w.text)) {
        start(a.calls.size() == line_calls_.first ? k.pos : (seat ? seat_pos : w.pos)).bid = *bid;
      } else if (open && w.is("note")) {
        a.calls.back().note = need_text(w, "the note");
      } else if (open && w.is("suit") && more()) {
        record::Call& c = a.calls.back();
        c.suit = enum_value(*take(), "suit", {"C", "S", "H", "D"});
        c.suit_unreadable = c.suit->size() != 1 || std::string("CSHD").find((*c.suit)[0]) == std::string::npos;
      } else if (open && suit_of(w)) {
        a.calls.back().suit = suit_of(w);
      } else if (open && (w.is("card") || (!w.quoted && (w.is("?") || transcript::card_word(w.text))))) {
        const Token& c = w.is("card") && more() ? *take() : w;
        a.calls.back().card_pos = c.pos;
        a.calls.back().card = card(c, {});
        a.calls.back().card_unreadable = a.calls.back().card->is_unknown() && c.text != "?";
      } else if (!open || (vocab_ && !closest_name(transcript::fold(w.text), bid_words()).empty())) {
        // A word where a bid belongs: kept as written, the bidding going on as the later calls show.
        record::Call& c = start(a.calls.size() == line_calls_.first ? k.pos : (seat ? seat_pos : w.pos));
        c.bid = w.text;
        c.bid_unreadable = true;
        unknown_bid(w);
      } else {
        a.calls.back().card_pos = w.pos;
        a.calls.back().card = card(w, {"note", "suit", "card"});
        a.calls.back().card_unreadable = true;
      }
    }
    if (seat) report("format.missing-attribute/bid", end_pos(), {});
    if (a.calls.size() == line_calls_.first) {
      if (!seat) missing("the bid", k);
      unread_ = true;
      line_calls_ = {};
      return;
    }
    target_.element = &a.calls.back().foreign;
    // The line's element for what is kept of it: its first call.
    first_call_ = &a.calls[line_calls_.first].foreign;
  }
  static bool contains(const std::vector<std::string>& v, const std::string& s) {
    for (const auto& x : v)
      if (x == s) return true;
    return false;
  }
  void contract(const Token& k) {
    record::Contract& c = once(hand_of(k).contract, k, true);
    target_.element = &c.foreign;
    if (seat_next() && i_ + 1 < t_.size()) c.declarer = seat_of(*take());
    if (!more()) return missing("the contract's type", k);
    const Token& type = *take();
    if (const auto known = type.quoted ? std::nullopt : word_meaning(WordKind::Contract, type.text)) {
      c.type = *known;
    } else {
      c.type = type.text;
      if (vocab_) {
        report("format.unknown-contract/word", type.pos,
               {{"word", c.type}, {"game", vocab_->game}, {"mean", did_you_mean(c.type, vocab_->contracts)}});
      }
    }
    while (more()) {
      const Token& w = *take();
      if (w.is("trump") && more())
        c.trump = enum_value(*take(), "trump", {"C", "S", "H", "D"});
      else if (suit_of(w))
        c.trump = suit_of(w);
      else if (w.is("partner") && more())
        c.partner_card = card(*take(), {});
      else
        c.partner_card = card(w, {"trump", "partner"});
    }
  }
  // `exchange [SEAT] [packet N] [take CARDS] [discard CARDS]`: without a seat, the seat
  // that exchanges (the record command asks the engine).
  void exchange(const Token& k) {
    record::Hand& h = hand_of(k);
    record::Exchange& e = h.exchanges.emplace_back();
    e.pos = k.pos;
    target_.element = &e.foreign;
    target_.exchange = &e;
    if (seat_next()) {
      e.seat = *seat_of(*take());
    } else {
      e.seat_unreadable = true;
    }
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
    const std::optional<int> seat = more() ? seat_of(t_[i_]) : std::nullopt;
    if (!seat) return unread("the seat", k);
    ++i_;
    record::Swap& s = hand_of(k).swaps.emplace_back();
    s.pos = k.pos;
    target_.element = &s.foreign;
    s.seat = *seat;
    if (at("talon")) {
      s.with_talon = true;
      ++i_;
    } else if (seat_next()) {
      s.with_seat = seat_of(*take());
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
    const std::optional<int> seat = more() ? seat_of(t_[i_]) : std::nullopt;
    if (!seat) return unread("the seat", k);
    ++i_;
    record::Announcement& a = hand_of(k).announcements.emplace_back();
    a.pos = k.pos;
    target_.element = &a.foreign;
    a.seat = *seat;
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
  // `play [ended early|source-ends]`, `play source-ends`: the source ends here.
  void play(const Token& k) {
    record::Play& p = once(hand_of(k).play, k, false);
    target_.element = &p.foreign;
    if (more()) p.pos = k.pos;  // a finding on how the play ended points at the line that says it
    if (at("source-ends")) {
      ++i_;
      p.ended = "source-ends";
    } else if (at("ended")) {
      const Token& w = *take();
      if (!more()) return missing("a value after 'ended' (early, source-ends)", w);
      p.ended = enum_value(*take(), "ended", {"early", "source-ends"});
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
        tr.lead = need_seat(w, "the leader's seat");
      } else if (w.is("winner")) {
        ++i_;
        tr.winner = need_seat(w, "the winner's seat");
      } else if (w.is("note")) {
        ++i_;
        tr.note = need_text(w, "the note");
      } else if (misspelt_keyword(stops)) {
        // "winer 2": one finding; neither word is read, so no guessed winner is checked
        // (the line stays as typed in the record).
        unknown_word(w, "trick", stops, "lead, winner, note");
        ++i_;
        if (more() && !at_any(stops)) ++i_;
      } else {
        record::CardList more_cards = cards(k.pos, stops, true);
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
      if (w.text == "trick")
        r.trick = need_int(w, "the trick");
      else
        r.seat = need_seat(w, "the seat");
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
      p.seat = need_seat(w, "the seat");
    }
    p.value = rational_from(number_tokens(), more() ? t_[i_].pos : end_pos(), "points");
  }
  void bonus(const Token& k) {
    record::Bonus& b = result_of(k).bonuses.emplace_back();
    b.pos = k.pos;
    target_.element = &b.foreign;
    if (seat_next()) b.seat = seat_of(*take());
    b.type = need_text(k, "the bonus's type");
    b.amount = rational_from(number_tokens(), more() ? t_[i_].pos : end_pos(), "amount");
    if (at("side")) {
      const Token& w = *take();
      b.side = need_text(w, "the side");
    }
  }
  // SEAT:AMOUNT pairs (an amount may go on in a second token: "1:-35 2/3", or follow the
  // colon after a space: "1: -11"); the seat a number or a player's name. With `plain`,
  // bare amounts are the seats' in order ("totals 10 10 10 -30"). "..." (or "…") says the
  // source gives only these: returns true.
  template <class Add>
  bool seat_amounts(const char* what, bool plain, Add&& add) {
    bool partial = false;
    int next_seat = 1;
    const auto fraction = [&](std::vector<const Token*>& parts) {
      if (more() && !t_[i_].quoted && t_[i_].text.find('/') != std::string::npos &&
          t_[i_].text.find(':') == std::string::npos)
        parts.push_back(take());
    };
    while (more()) {
      const Token& w = *take();
      if (!w.quoted && (w.text == "..." || w.text == "\xE2\x80\xA6")) {
        partial = true;
        continue;
      }
      const auto colon = w.text.find(':');
      if (w.quoted || colon == std::string::npos) {
        if (plain && numeric_looking(w)) {
          std::vector<const Token*> parts{&w};
          fraction(parts);
          add(next_seat++, rational_from(parts, w.pos, what), w.pos);
          continue;
        }
        report("format.bad-value/seat-amount", w.pos, {{"word", w.text}, {"what", what}});
        dropped_ = true;
        continue;
      }
      Token seat_word{w.text.substr(0, colon), w.pos, false};
      Token amount{w.text.substr(colon + 1), {w.pos.line, w.pos.column + static_cast<unsigned>(colon) + 1}, false};
      std::vector<const Token*> parts{&amount};
      if (amount.text.empty() && more() && numeric_looking(t_[i_])) parts = {take()};
      fraction(parts);
      const std::optional<int> s = seat(seat_word, "the seat");
      const Rational value = rational_from(parts, w.pos, what);
      if (!s) continue;  // not kept in the record: the line is kept as typed
      next_seat = *s + 1;
      add(*s, value, w.pos);
    }
    return partial;
  }
  // `settlement [UNIT] SEAT:AMOUNT ... [...]`: without a unit, the game's (the record command).
  void settlement(const Token& k) {
    record::Result& r = result_of(k);
    if (r.settlement)
      report("format.duplicate-element/settlement", k.pos, {});
    else {
      r.settlement.emplace();
      r.settlement->pos = k.pos;
      if (more() && t_[i_].text.find(':') == std::string::npos && !numeric_looking(t_[i_]) && !t_[i_].is("...") &&
          !t_[i_].is("\xE2\x80\xA6"))
        r.settlement->unit = *enum_value(*take(), "unit", {"cent", "rappen", "point"});
    }
    target_.element = &r.settlement->foreign;
    target_.settlement = &*r.settlement;
    const bool partial = seat_amounts("AMOUNT", false, [&](int seat, Rational amount, Pos pos) {
      record::Pay& p = r.settlement->pays.emplace_back();
      p.seat = seat;
      p.amount = amount;
      p.pos = pos;
    });
    if (partial) annotate(r.settlement->foreign, transcript::kPartial, "yes");
  }
  void totals(const Token& k) {
    record::Result& r = result_of(k);
    if (!r.totals) {
      r.totals.emplace();
      r.totals->pos = k.pos;
    }
    target_.element = &r.totals->foreign;
    target_.totals = &*r.totals;
    seat_amounts("VALUE", true, [&](int seat, Rational value, Pos pos) {
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
    reader.report("format.root/xml", {1, 1}, {});
    return result;
  }
  unsigned number = 0;
  std::size_t start = 0;
  bool any = false;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    ++number;
    transcript::Lexed lexed = transcript::tokenize(text.substr(start, end - start), number);
    if (!lexed.problem.empty())
      reader.report("format.xml-syntax/quote", lexed.problem_pos, {});  // the lexer's one problem
    for (auto& t : lexed.tokens) {
      const std::string kind = transcript::make_xml_safe(t.text);
      if (kind == "invalid-utf8")
        reader.report("format.invalid-utf8/word", t.pos, {{"word", t.text}});
      else if (!kind.empty())
        reader.report("format.binary/word", t.pos, {{"word", t.text}});
    }
    // Bytes that stand as U+FFFD are said once; the words are then read as they stand.
    const std::size_t findings_before = result.findings.size();
    // What the record keeps of the line as typed must be XML too.
    transcript::make_xml_safe(lexed.code);
    if (lexed.comment) transcript::make_xml_safe(*lexed.comment);
    any = any || !lexed.tokens.empty();
    reader.line(lexed, findings_before);
    if (end == text.size()) break;
    start = end + 1;
  }
  if (!any) {
    reader.report("format.empty-file/transcript", {1, 1}, {});
    return result;
  }
  reader.finish();
  return result;
}

}  // namespace stichprobe
