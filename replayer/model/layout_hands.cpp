// A seat's hand: its shape (rows and the strip each card shows) and its cards.
#include <algorithm>

#include "replayer/model/layout_parts.h"

namespace stichprobe::replay::layout_parts {

bool shape_hand(int count, float ch, float max_w, float need, HandShape& out) {
  const float cw = ch * kCardAspect;
  out = HandShape{};
  if (count <= 0) return true;
  for (int rows = 1; rows <= 3; ++rows) {
    const int per_row = (count + rows - 1) / rows;
    const float step = per_row > 1 ? std::min(cw * 0.62f, (max_w - cw) / static_cast<float>(per_row - 1)) : cw;
    if (step + 0.01f < need && per_row > 1) continue;
    if (per_row == 1 && cw > max_w) return false;
    out.rows = rows;
    out.per_row = per_row;
    out.step = per_row > 1 ? std::max(step, need) : cw;
    out.w = cw + out.step * static_cast<float>(per_row - 1);
    out.h = ch + static_cast<float>(rows - 1) * ch * kRowStep + ch * 0.08f;  // legal cards stand proud
    return true;
  }
  return false;
}

float Builder::need_for(const std::vector<CardView>& cards, float ch) const {
  float need = index_width("22", ch);
  for (const auto& c : cards) need = std::max(need, index_width(names.index(c.card), ch));
  return need;
}

void Builder::lay_cards(TableLayout& t, const std::vector<CardView>& cards, const std::string& region, float x, float y,
                        float ch, const HandShape& shape, bool lift) const {
  const float cw = ch * kCardAspect;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const int row = static_cast<int>(i) / std::max(shape.per_row, 1),
              col = static_cast<int>(i) % std::max(shape.per_row, 1);
    // Legal cards of the first row stand proud; lower down they would rise into the index
    // band of the row above, so there their frame alone says it.
    const float up = lift && row == 0 && cards[i].legal ? ch * 0.08f : 0.0f;
    const Rect r{x + shape.step * static_cast<float>(col),
                 y + (lift ? ch * 0.08f : 0.0f) + static_cast<float>(row) * ch * kRowStep - up, cw, ch};
    t.cards.push_back(LaidCard{cards[i], region, r, index_width(names.index(cards[i].card), ch), 0, false, false});
  }
}

}  // namespace stichprobe::replay::layout_parts
