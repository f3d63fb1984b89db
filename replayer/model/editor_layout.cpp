// Where the editor draws: the replayer's table (the same layout as --dump-steps) and,
// while dealing, the deck fan under the felt; and what a click at a point hits.
#include <algorithm>
#include <cmath>

#include "replayer/model/layout_parts.h"
#include "replayer/model/table_editor.h"

namespace stichprobe::replay {
namespace {

struct DeckShape {
  float ch = 0, label_h = 0, h = 0;
  layout_parts::HandShape shape;
};

// The largest cards at which the whole deck (and its '?') fits in up to three rows of
// `width`, each card's index shown; the fan keeps this size while it empties.
DeckShape measure_deck(int count, float width, float scale, const CardNames& names, const std::vector<Card>& deck) {
  DeckShape d;
  d.label_h = std::round(16.0f * scale);
  for (float ch = std::round(64.0f * scale); ch >= std::round(30.0f * scale); ch -= 1.0f) {
    float need = index_width("22", ch);
    for (Card c : deck) need = std::max(need, index_width(names.index(c), ch));
    if (layout_parts::shape_hand(count, ch, width, need, d.shape)) {
      d.ch = ch;
      break;
    }
  }
  d.h = d.ch > 0 ? d.label_h + d.shape.h : 0.0f;
  return d;
}

void lay_deck(TableLayout& t, const Rect& r, const DeckShape& d, const std::vector<Card>& deck,
              std::optional<Card> selected, const CardNames& names, const std::string& label, float scale) {
  t.regions.push_back(Region{"deck", "deck", r});
  t.texts.push_back(LaidText{label, r.x, r.y, std::round(13.0f * scale), 1, r});
  const float cw = d.ch * kCardAspect;
  const int per_row = std::max(d.shape.per_row, 1);
  const float x0 = r.x + (r.w - d.shape.w) * 0.5f;
  for (std::size_t i = 0; i < deck.size(); ++i) {
    const int row = static_cast<int>(i) / per_row, col = static_cast<int>(i) % per_row;
    CardView v;
    v.card = deck[i];
    v.selected = selected == deck[i];
    // The card in hand stands proud in the first row; lower rows keep the index band above clear.
    const float up = v.selected && row == 0 ? d.ch * 0.08f : 0.0f;
    const Rect cr{x0 + d.shape.step * static_cast<float>(col),
                  r.y + d.label_h + d.ch * 0.08f + static_cast<float>(row) * d.ch * kRowStep - up, cw, d.ch};
    t.cards.push_back(LaidCard{v, "deck", cr, index_width(names.index(deck[i]), d.ch), 0, false, false});
  }
}

bool inside(const Rect& r, float x, float y) { return x >= r.x && x < r.right() && y >= r.y && y < r.bottom(); }

}  // namespace

EditorLayout TableEditor::layout(float width, float height) const {
  EditorLayout out;
  out.window = editor_window_layout(width, height);
  if (!active()) return out;
  const TableView v = table();
  Rect content = out.window.table_content;
  const bool deck = stage() == EntryStage::Deal;
  const float scale = out.window.scale;
  if (deck) {
    const std::vector<Card> cards = deck_cards();
    const DeckShape d = measure_deck(static_cast<int>(deck_.size()) + 1, content.w - 2 * std::round(6.0f * scale),
                                     scale, model_.names(), deck_);
    const float gap = std::round(6.0f * scale);
    out.deck = Rect{content.x, content.bottom() - d.h, content.w, d.h};
    content.h -= d.h + gap;
    out.table = lay_out_table(v, deal_capacity(), model_.names(), content, scale, v.header, lang());
    const bool de = lang() == Lang::De;
    const std::string label = (de ? "Stapel: " : "Deck: ") + std::to_string(cards.size() - 1) +
                              (de ? " Karten; ? = in der Quelle nicht genannt" : " cards; ? = not given by the source");
    lay_deck(out.table, out.deck, d, cards, selected_, model_.names(), label, scale);
    compute_visibility(out.table.cards);
    return out;
  }
  out.table = lay_out_table(v, view_.layout_capacity(), model_.names(), content, scale, v.header, lang());
  return out;
}

TableHit TableEditor::hit(const TableLayout& t, float x, float y) const {
  TableHit h;
  for (auto it = t.cards.rbegin(); it != t.cards.rend(); ++it) {
    if (!inside(it->r, x, y)) continue;
    const Card c = it->view.card;
    h.card = c;
    const std::string& region = it->region;
    if (region == "deck") {
      h.kind = TableHit::Kind::Deck;
    } else if (region.rfind("hand-", 0) == 0) {
      h.kind = TableHit::Kind::Hand;
      h.seat = std::stoi(region.substr(5));
    } else if (region == "talon") {
      h.kind = TableHit::Kind::Talon;
      const TableView v = table();
      for (std::size_t k = 0; k < v.talon.size(); ++k)
        for (const auto& cv : v.talon[k])
          if (cv.card == c) h.packet = v.talon.size() > 1 ? static_cast<int>(k) + 1 : 0;
    } else if (region == "trick") {
      h.kind = TableHit::Kind::Trick;
      for (const auto& s : table().seats)
        if (s.trick_card && s.trick_card->card == c) h.seat = s.seat;
    } else if (region == "discards") {
      h.kind = TableHit::Kind::Discards;
    }
    return h;
  }
  for (auto it = t.regions.rbegin(); it != t.regions.rend(); ++it) {
    if (!inside(it->r, x, y)) continue;
    if (it->kind == "seat") {
      h.kind = TableHit::Kind::Plate;
      h.seat = std::stoi(it->id.substr(5));
    } else if (it->kind == "hand") {
      h.kind = TableHit::Kind::Hand;
      h.seat = std::stoi(it->id.substr(5));
    } else if (it->kind == "talon") {
      h.kind = TableHit::Kind::Talon;
    } else if (it->kind == "deck") {
      h.kind = TableHit::Kind::Deck;
    } else if (it->kind == "discards") {
      h.kind = TableHit::Kind::Discards;
    }
    if (h.kind != TableHit::Kind::None) return h;
  }
  return h;
}

}  // namespace stichprobe::replay
