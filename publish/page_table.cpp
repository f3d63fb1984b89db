#include "publish/page_table.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>

#include "publish/json.h"

namespace stichprobe::publish {
namespace {

using replay::LaidCard;
using replay::Rect;
using replay::TableLayout;
using replay::TableView;

// The characters a card id may be: none that JSON or HTML would escape. 87 of them, more
// than the 78 cards of the largest deck plus the unknown card.
constexpr char kIdChars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%()*+,-./:;=?@[]^_{|}~";

// Geometry to a tenth of a pixel, as the page receives it (and --dump-steps writes it).
float tenth(float v) { return std::round(v * 10.0f) / 10.0f; }
bool same(float a, float b) { return json_number(a) == json_number(b); }
bool same(const Rect& a, const Rect& b) { return same(a.x, b.x) && same(a.y, b.y) && same(a.w, b.w) && same(a.h, b.h); }

std::string rect_json(const Rect& r) {
  return "[" + json_number(r.x) + "," + json_number(r.y) + "," + json_number(r.w) + "," + json_number(r.h) + "]";
}

bool holds_cards(const std::string& kind) {
  return kind == "hand" || kind == "trick" || kind == "talon" || kind == "discards";
}

// Each laid card's place in its region: its index in drawing order, a trick card's its seat - 1.
std::vector<int> card_keys(const TableView& v, const TableLayout& t) {
  std::vector<std::pair<int, int>> trick;  // position played, seat
  for (const auto& s : v.seats)
    if (s.trick_card) trick.emplace_back(s.trick_position, s.seat);
  std::sort(trick.begin(), trick.end());
  std::map<std::string, int> next;
  std::vector<int> keys;
  std::size_t trick_i = 0;
  for (const LaidCard& c : t.cards) {
    if (c.region == "trick")
      keys.push_back(trick_i < trick.size() ? trick[trick_i++].second - 1 : 0);
    else
      keys.push_back(next[c.region]++);
  }
  return keys;
}

int region_index(const Epoch& e, const std::string& id) {
  for (std::size_t i = 0; i < e.card_regions.size(); ++i)
    if (e.card_regions[i].id == id) return static_cast<int>(i);
  return -1;
}

Epoch epoch_of(const TableLayout& t) {
  Epoch e;
  e.felt = t.felt;
  e.card_h = t.card_h;
  e.regions = t.regions;
  for (const auto& r : t.regions)
    if (holds_cards(r.kind)) e.card_regions.push_back(CardRegion{r.id, 0, {}});
  return e;
}

bool same_frame(const Epoch& e, const TableLayout& t) {
  if (!same(e.felt, t.felt) || !same(e.card_h, t.card_h) || e.regions.size() != t.regions.size()) return false;
  for (std::size_t i = 0; i < e.regions.size(); ++i)
    if (e.regions[i].kind != t.regions[i].kind || e.regions[i].id != t.regions[i].id ||
        !same(e.regions[i].r, t.regions[i].r))
      return false;
  return true;
}

// Whether every card of `t` lies where the epoch puts its slot (or on a slot it has not
// seen yet); with `extend`, the slots not seen yet are taken from `t`.
bool place_cards(Epoch& e, const TableLayout& t, const std::vector<int>& keys, bool extend) {
  for (std::size_t i = 0; i < t.cards.size(); ++i) {
    const LaidCard& c = t.cards[i];
    const int r = region_index(e, c.region);
    if (r < 0) return false;
    CardRegion& region = e.card_regions[static_cast<std::size_t>(r)];
    if (region.card_h > 0 && !same(region.card_h, c.r.h)) return false;
    const auto k = static_cast<std::size_t>(keys[i]);
    std::optional<Slot>* slot = k < region.slots.size() ? &region.slots[k] : nullptr;
    const bool raised = c.view.legal;
    if (slot && *slot) {
      const std::optional<float>& y = raised ? (*slot)->ly : (*slot)->y;
      if (!same((*slot)->x, c.r.x) || (y && !same(*y, c.r.y))) return false;
    }
    if (!extend) continue;
    region.card_h = c.r.h;
    if (k >= region.slots.size()) region.slots.resize(k + 1);
    std::optional<Slot>& s = region.slots[k];
    if (!s) s = Slot{c.r.x, std::nullopt, std::nullopt};
    (raised ? s->ly : s->y) = c.r.y;
  }
  return true;
}

// A run's step to a thousandth, as the page reads it.
float thousandth(float v) { return static_cast<float>(std::llround(static_cast<double>(v) * 1000.0)) / 1000.0f; }

// A region's slots as runs of evenly spaced cards on one line: [x, dx, count, y(, ly)]
// (the n-th at x + dx * n, to a tenth; ly: raised as a legal card), or [count] for
// slots no card takes (a trick's seat that sits out).
std::string slots_json(const std::vector<std::optional<Slot>>& slots) {
  std::vector<std::string> runs;
  std::size_t i = 0;
  while (i < slots.size()) {
    std::size_t j = i + 1;
    if (!slots[i]) {
      while (j < slots.size() && !slots[j]) ++j;
      runs.push_back("[" + std::to_string(j - i) + "]");
      i = j;
      continue;
    }
    const float x0 = tenth(slots[i]->x);
    const float dx = i + 1 < slots.size() && slots[i + 1] ? thousandth(tenth(slots[i + 1]->x) - x0) : 0.0f;
    // The page's n-th x, computed as its script does: Math.round((x + dx * n) * 10) / 10.
    const double page_x0 = std::stod(json_number(x0)), page_dx = std::stod(json_number(dx, 3));
    auto page_x = [&](std::size_t k) {
      return static_cast<float>(std::floor((page_x0 + page_dx * static_cast<double>(k)) * 10.0 + 0.5) / 10.0);
    };
    std::optional<float> y = slots[i]->y, ly = slots[i]->ly;
    // A slot joins the run where it lies on its line; a height it was never seen at fits any.
    auto joins = [&](const std::optional<Slot>& s, std::size_t k) {
      if (!s || !same(s->x, page_x(k))) return false;
      if ((s->y && y && !same(*s->y, *y)) || (s->ly && ly && !same(*s->ly, *ly))) return false;
      if (!y) y = s->y;
      if (!ly) ly = s->ly;
      return true;
    };
    while (j < slots.size() && joins(slots[j], j - i)) ++j;
    const float yy = y ? *y : *ly;
    std::string run =
        "[" + json_number(x0) + "," + json_number(dx, 3) + "," + std::to_string(j - i) + "," + json_number(yy);
    if (ly && !same(*ly, yy)) run += "," + json_number(*ly);
    runs.push_back(run + "]");
    i = j;
  }
  return json_array(runs);
}

// The cards of a region as a change of the step before's, where that is shorter: [removed,
// appended] (the page removes each removed id's first place, then appends), else in full.
std::string cards_change(const std::string& before_json, const std::string& now_json) {
  if (before_json.size() < 2 || now_json.size() < 2) return now_json;
  const std::string before = before_json.substr(1, before_json.size() - 2),
                    now = now_json.substr(1, now_json.size() - 2);
  std::string removed;
  std::size_t j = 0;
  for (char c : before) {
    if (j < now.size() && c == now[j])
      ++j;
    else
      removed += c;
  }
  const std::string appended = now.substr(j);
  std::string check = before;
  for (char c : removed) check.erase(check.find(c), 1);
  if (check + appended != now) return now_json;
  const std::string change = "[" + json_string(removed) + "," + json_string(appended) + "]";
  return change.size() < now_json.size() ? change : now_json;
}

}  // namespace

int Interned::id(const std::string& json_text) {
  const auto [it, added] = ids_.emplace(json_text, static_cast<int>(order_.size()));
  if (added) order_.push_back(&it->first);
  return it->second;
}

std::string Interned::json() const {
  std::string out = "[";
  for (std::size_t i = 0; i < order_.size(); ++i) out += (i ? ",\n" : "") + *order_[i];
  return out + "]";
}

int text_id(Interned& strings, const std::string& text) {
  // The separators a text is cut at, the page's marks for them ("" for " · ") and the
  // shortest text worth cutting.
  static const std::array<std::pair<std::string, std::string>, 3> kCuts{{{" · ", ""}, {" | ", "|"}, {": ", ":"}}};
  constexpr std::size_t kShortest = 16;
  for (const auto& [sep, mark] : kCuts) {
    if (text.size() < kShortest || text.find(sep) == std::string::npos) continue;
    std::vector<std::string> parts;
    if (!mark.empty()) parts.push_back(json_string(mark));
    std::size_t at = 0;
    for (std::size_t cut = text.find(sep); cut != std::string::npos; cut = text.find(sep, at)) {
      parts.push_back(std::to_string(text_id(strings, text.substr(at, cut - at))));
      at = cut + sep.size();
    }
    parts.push_back(std::to_string(text_id(strings, text.substr(at))));
    return strings.id(json_array(parts));
  }
  return strings.id(json_string(text));
}

char CardIds::id(Card c) {
  auto it = std::find(cards_.begin(), cards_.end(), c);
  if (it == cards_.end()) {
    cards_.push_back(c);
    it = cards_.end() - 1;
  }
  const auto i = static_cast<std::size_t>(it - cards_.begin());
  return i < sizeof kIdChars - 1 ? kIdChars[i] : '~';
}

std::string Epoch::json() const {
  JsonObject o;
  o.add("felt", rect_json(felt)).add("ch", json_number(card_h));
  o.add("regions", json_array_of(regions, [](const replay::Region& r) {
          return "[" + json_string(r.kind) + "," + json_string(r.id) + "," + rect_json(r.r) + "]";
        }));
  o.add("cards", json_array_of(card_regions, [](const CardRegion& r) {
          return "[" + json_string(r.id) + "," + json_number(r.card_h) + "," + slots_json(r.slots) + "]";
        }));
  return o.text();
}

int HandTable::epoch_for(const TableLayout& t, const std::vector<int>& keys) {
  // The epoch of the step before, else any earlier one, else a new one.
  std::vector<int> order;
  if (last_epoch_ >= 0) order.push_back(last_epoch_);
  for (int i = static_cast<int>(epochs_.size()) - 1; i >= 0; --i)
    if (i != last_epoch_) order.push_back(i);
  for (int i : order) {
    Epoch& e = epochs_[static_cast<std::size_t>(i)];
    if (same_frame(e, t) && place_cards(e, t, keys, false)) {
      place_cards(e, t, keys, true);
      return last_epoch_ = i;
    }
  }
  epochs_.push_back(epoch_of(t));
  place_cards(epochs_.back(), t, keys, true);
  return last_epoch_ = static_cast<int>(epochs_.size()) - 1;
}

HandTable::Frame HandTable::frame_of(const StepTable& step, const std::vector<int>& keys, int epoch) {
  const TableView& v = *step.view;
  const TableLayout& t = *step.layout;
  const Epoch& e = epochs_[static_cast<std::size_t>(epoch)];
  Frame f;
  f.emplace_back("g", std::to_string(epoch));
  // Which cards lie in each region, in drawing order (the trick's: seat and card).
  std::vector<std::string> in_region(e.card_regions.size());
  // Legal and marked cards by id; a card on the table more than once (the unknown cards,
  // which share one id, a card a faulty deal gives twice) by its place ("region index,slot").
  std::string legal, marked;
  std::vector<std::string> legal_unknown, marked_unknown;
  std::map<char, int> times;
  for (const LaidCard& c : t.cards) ++times[cards_.id(c.view.card)];
  for (std::size_t i = 0; i < t.cards.size(); ++i) {
    const LaidCard& c = t.cards[i];
    const char id = cards_.id(c.view.card);
    const int r = region_index(e, c.region);
    auto& s = in_region[static_cast<std::size_t>(r)];
    if (c.region == "trick") s += static_cast<char>('1' + keys[i]);
    s += id;
    const std::string place = json_string(std::to_string(r) + "," + std::to_string(keys[i]));
    const bool unknown = times[id] > 1;
    if (c.view.legal && unknown) legal_unknown.push_back(place);
    if (c.view.legal && !unknown) legal += id;
    if (c.view.marked && unknown) marked_unknown.push_back(place);
    if (c.view.marked && !unknown) marked += id;
    if (c.view.inferred && inferred_.find(id) == std::string::npos) inferred_ += id;
  }
  for (std::size_t r = 0; r < in_region.size(); ++r) f.emplace_back("c" + std::to_string(r), json_string(in_region[r]));
  f.emplace_back("L", json_string(legal));
  f.emplace_back("M", json_string(marked));
  f.emplace_back("Lu", json_array(legal_unknown));
  f.emplace_back("Mu", json_array(marked_unknown));
  f.emplace_back("lw", "[" + std::to_string(t.led_seat) + "," + std::to_string(t.winner_seat) + "]");
  int to_move = 0;
  for (const auto& s : v.seats)
    if (s.to_move) to_move = s.seat;
  f.emplace_back("tm", std::to_string(to_move));
  // For the seat view: the phase (the talon is face down until the exchange) and whose discards.
  f.emplace_back("ph", json_string(v.phase));
  f.emplace_back("ds", std::to_string(v.discard_seat));
  // Texts: each a [place, string] under its own key, so a step rewrites only the lines that
  // changed: "T<i>" the header's lines, "P<seat><i>" a plate's, "K<i>" the trick's labels,
  // "X<i>" the rest (the talon's and discards' labels).
  std::map<std::string, int> in_group;
  for (const auto& tx : t.texts) {
    std::string group = "X";
    for (const auto& r : t.regions)
      if (same(r.r, tx.clip)) {
        if (r.kind == "info") group = "T";
        if (r.kind == "seat") group = "P" + r.id.substr(5);
        if (r.kind == "trick") group = "K";
      }
    // A plate's first line (the name) is highlighted for the seat to move (style 3, else 1):
    // the page takes that from "tm", so the line itself stays the same from step to step.
    int style = tx.style;
    if (group == "P" + std::to_string(to_move) && in_group[group] == 0 && style == 3) style = 1;
    const std::string place = "[" + json_number(tx.x) + "," + json_number(tx.y) + "," + json_number(tx.px) + "," +
                              std::to_string(style) + "," + rect_json(tx.clip) + "]";
    // The header's step line is rebuilt by the page from the step's label (-1).
    const int text = !step.step_line.empty() && tx.text == step.step_line ? -1 : text_id(strings_, tx.text);
    f.emplace_back(group + std::to_string(in_group[group]++),
                   "[" + std::to_string(places_.id(place)) + "," + std::to_string(text) + "]");
  }
  f.insert(f.end(), step.extra.begin(), step.extra.end());
  return f;
}

void HandTable::add_step(const StepTable& step) {
  const std::vector<int> keys = card_keys(*step.view, *step.layout);
  const int epoch = epoch_for(*step.layout, keys);
  frames_.push_back(frame_of(step, keys, epoch));
}

std::vector<std::string> HandTable::frames(const std::vector<int>& epoch_ids) const {
  std::vector<std::string> out;
  const Frame* before = nullptr;
  for (const Frame& f : frames_) {
    JsonObject o;
    for (const auto& [key, text] : f) {
      std::string value = key == "g" ? std::to_string(epoch_ids[static_cast<std::size_t>(std::stoi(text))]) : text;
      const std::string* was = nullptr;
      if (before)
        for (const auto& [k0, t0] : *before)
          if (k0 == key) was = &t0;
      if (was && *was == text) continue;
      if (was && key[0] == 'c' && std::isdigit(static_cast<unsigned char>(key[1]))) value = cards_change(*was, text);
      o.add(key, value);
    }
    // A text that is gone (a trick's label when the next trick starts): 0.
    if (before)
      for (const auto& kv0 : *before) {
        const std::string& gone = kv0.first;
        if (std::none_of(f.begin(), f.end(), [&](const auto& kv) { return kv.first == gone; })) o.add(gone, "0");
      }
    out.push_back(o.text());
    before = &f;
  }
  return out;
}

}  // namespace stichprobe::publish
