// The hands list at its panel's width: three columns, each sized from its content.
// The number and the findings count are as wide as their widest entry or header; the
// hand's column takes the rest and wraps its two lines (contract and declarer; game and
// variant) at spaces and after hyphens, a word wider than the column where it must, so
// nothing is cut ("furtwange…" was).
#pragma once
#include <array>
#include <string>
#include <vector>

#include "replayer/model/replay_model.h"
#include "replayer/model/ui_text.h"

namespace stichprobe::replay {

struct HandListRow {
  std::string number;              // the hand's n
  std::vector<std::string> lines;  // the hand's column, wrapped
  std::size_t dim_from = 0;        // lines from here on are the game and variant (drawn dim)
  std::string findings;            // the count
};

struct HandListLayout {
  std::array<std::string, 3> headers;  // number, hand, findings
  std::array<float, 3> widths{};       // each column's content width (padding not included)
  std::vector<HandListRow> rows;       // one per hand, in the order of ReplayModel::hands()
};

// What a table's cells can use of a panel `panel_w` wide: Dear ImGui's window padding,
// the table's scrollbar, each column's cell padding and the borders between them.
float hand_list_room(float panel_w);

// The list for the model's hands in its language, text `font_px` high.
HandListLayout hand_list_layout(const ReplayModel& m, float panel_w, float font_px);

// `text` in lines no wider than `width` at `px` (see above for where it breaks).
std::vector<std::string> wrap_text(const std::string& text, float width, float px);

}  // namespace stichprobe::replay
