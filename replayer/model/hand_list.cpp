#include "replayer/model/hand_list.h"

#include <algorithm>

namespace stichprobe::replay {
namespace {

// Dear ImGui's default style (the app does not change it): WindowPadding.x 8,
// ScrollbarSize 14, CellPadding.x 4, one pixel per inner border; two to spare.
constexpr float kWindowPadding = 8, kScrollbar = 14, kCellPadding = 4, kBorder = 1, kSpare = 2;

// The pieces a line may break after: a word with its space, or up to a hyphen.
std::vector<std::string> pieces_of(const std::string& text) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : text) {
    cur += c;
    if (c == ' ' || c == '-') {
      out.push_back(cur);
      cur.clear();
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

std::string trimmed(std::string s) {
  while (!s.empty() && s.back() == ' ') s.pop_back();
  return s;
}

// A piece wider than the column: as many whole characters (UTF-8) per line as fit.
void break_piece(const std::string& piece, float width, float px, std::vector<std::string>& lines) {
  std::string cur;
  for (std::size_t i = 0; i < piece.size();) {
    std::size_t len = 1;
    while (i + len < piece.size() && (static_cast<unsigned char>(piece[i + len]) & 0xC0) == 0x80) ++len;
    const std::string ch = piece.substr(i, len);
    if (!cur.empty() && ui_text_width(trimmed(cur + ch), px) > width) {
      lines.push_back(cur);
      cur.clear();
    }
    cur += ch;
    i += len;
  }
  if (!cur.empty()) lines.push_back(cur);
}

}  // namespace

std::vector<std::string> wrap_text(const std::string& text, float width, float px) {
  std::vector<std::string> lines;
  std::string cur;
  for (const auto& piece : pieces_of(text)) {
    if (ui_text_width(trimmed(cur + piece), px) <= width) {
      cur += piece;
      continue;
    }
    if (!trimmed(cur).empty()) lines.push_back(trimmed(cur));
    cur.clear();
    if (ui_text_width(trimmed(piece), px) <= width) {
      cur = piece;
      continue;
    }
    break_piece(piece, width, px, lines);  // the last part starts the next line
    cur = lines.back();
    lines.pop_back();
  }
  if (!trimmed(cur).empty()) lines.push_back(trimmed(cur));
  return lines;
}

float hand_list_room(float panel_w) {
  return panel_w - 2 * kWindowPadding - kScrollbar - 3 * 2 * kCellPadding - 2 * kBorder - kSpare;
}

HandListLayout hand_list_layout(const ReplayModel& m, float panel_w, float font_px) {
  HandListLayout out;
  const Lang lang = m.lang();
  const bool de = lang == Lang::De;
  out.headers = {ui_text(UiText::ColumnNumber, lang), ui_text(UiText::ColumnHand, lang),
                 ui_text(UiText::ColumnFindings, lang)};
  out.widths[0] = ui_text_width(out.headers[0], font_px);
  out.widths[2] = ui_text_width(out.headers[2], font_px);
  for (const HandEntry& h : m.hands()) {
    out.widths[0] = std::max(out.widths[0], ui_text_width(std::to_string(h.n), font_px));
    out.widths[2] = std::max(out.widths[2], ui_text_width(std::to_string(h.findings), font_px));
  }
  out.widths[1] = std::max(1.0f, hand_list_room(panel_w) - out.widths[0] - out.widths[2]);
  for (const HandEntry& h : m.hands()) {
    HandListRow row;
    row.number = std::to_string(h.n);
    row.findings = std::to_string(h.findings);
    std::string first = h.contract.empty() ? "-" : h.contract;
    if (h.declarer > 0) first += std::string(de ? " · Sitz " : " · seat ") + std::to_string(h.declarer);
    row.lines = wrap_text(first, out.widths[1], font_px);
    row.dim_from = row.lines.size();
    for (auto& l : wrap_text(h.game + (h.variant.empty() ? "" : " · " + h.variant), out.widths[1], font_px))
      row.lines.push_back(std::move(l));
    out.rows.push_back(std::move(row));
  }
  return out;
}

}  // namespace stichprobe::replay
