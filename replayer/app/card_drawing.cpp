#include "replayer/app/card_drawing.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "validator/core/deck.h"

namespace stichprobe::replay::app {
namespace {

ImVec2 at(ImVec2 c, float s, float dx, float dy) { return ImVec2(c.x + dx * s, c.y + dy * s); }

ImFont* font_for(const Ui& ui, float size) {
  return size <= ui.fonts.card_small_px * 1.25f ? ui.fonts.card_small : ui.fonts.card_large;
}

// Text no wider than max_width; anchor: 0 = left, 0.5 = centred, 1 = right.
void text_fit(ImDrawList* dl, const Ui& ui, float size, float max_width, ImVec2 pos, float anchor, ImU32 col,
              const std::string& text) {
  if (text.empty()) return;
  ImFont* f = font_for(ui, size);
  ImVec2 ts = f->CalcTextSizeA(size, 1e9f, 0.0f, text.c_str());
  if (ts.x > max_width && ts.x > 0.0f) {
    size *= max_width / ts.x;
    f = font_for(ui, size);
    ts = f->CalcTextSizeA(size, 1e9f, 0.0f, text.c_str());
  }
  dl->AddText(f, size, ImVec2(std::floor(pos.x - ts.x * anchor), std::floor(pos.y)), col, text.c_str());
}

void draw_star(ImDrawList* dl, ImVec2 c, float r, ImU32 col) {
  const float inner = r * 0.42f;
  ImVec2 outer_pts[5], inner_pts[5];
  for (int i = 0; i < 5; ++i) {
    const float a = -1.5707963f + static_cast<float>(i) * 1.2566371f;
    const float b = a + 0.6283185f;
    outer_pts[i] = ImVec2(c.x + r * std::cos(a), c.y + r * std::sin(a));
    inner_pts[i] = ImVec2(c.x + inner * std::cos(b), c.y + inner * std::sin(b));
  }
  dl->AddConvexPolyFilled(inner_pts, 5, col);
  for (int i = 0; i < 5; ++i) dl->AddTriangleFilled(outer_pts[i], inner_pts[i], inner_pts[(i + 4) % 5], col);
}

ImU32 suit_colour(Suit s) { return core::is_red(s) ? colour::kRed : colour::kBlack; }

void draw_back(ImDrawList* dl, ImVec2 p0, ImVec2 p1, float h, const Ui& ui) {
  const float r = h * 0.06f;
  dl->AddRectFilled(p0, p1, colour::kBack, r);
  const float inset = h * 0.06f;
  const ImVec2 a(p0.x + inset, p0.y + inset), b(p1.x - inset, p1.y - inset);
  dl->PushClipRect(a, b, true);
  const float step = h * 0.09f;
  for (float x = a.x - (b.y - a.y); x < b.x; x += step) {
    dl->AddLine(ImVec2(x, a.y), ImVec2(x + (b.y - a.y), b.y), rgba(90, 110, 190), 1.0f);
    dl->AddLine(ImVec2(x, b.y), ImVec2(x + (b.y - a.y), a.y), rgba(90, 110, 190), 1.0f);
  }
  dl->PopClipRect();
  dl->AddRect(a, b, rgba(200, 210, 240), r * 0.5f, 0, 1.0f);
  text_fit(dl, ui, h * 0.3f, (p1.x - p0.x) * 0.6f, ImVec2((p0.x + p1.x) * 0.5f, p0.y + h * 0.34f), 0.5f,
           rgba(240, 240, 255), "?");
}

}  // namespace

void draw_suit(ImDrawList* dl, Suit s, ImVec2 c, float size, ImU32 col) {
  switch (s) {
    case Suit::Hearts:
      dl->AddCircleFilled(at(c, size, -0.24f, -0.14f), size * 0.26f, col, 20);
      dl->AddCircleFilled(at(c, size, 0.24f, -0.14f), size * 0.26f, col, 20);
      dl->AddTriangleFilled(at(c, size, -0.485f, -0.06f), at(c, size, 0.485f, -0.06f), at(c, size, 0.0f, 0.48f), col);
      break;
    case Suit::Spades:
      dl->AddCircleFilled(at(c, size, -0.24f, 0.08f), size * 0.26f, col, 20);
      dl->AddCircleFilled(at(c, size, 0.24f, 0.08f), size * 0.26f, col, 20);
      dl->AddTriangleFilled(at(c, size, -0.485f, 0.0f), at(c, size, 0.485f, 0.0f), at(c, size, 0.0f, -0.5f), col);
      dl->AddTriangleFilled(at(c, size, 0.0f, 0.1f), at(c, size, 0.17f, 0.5f), at(c, size, -0.17f, 0.5f), col);
      break;
    case Suit::Clubs:
      dl->AddCircleFilled(at(c, size, 0.0f, -0.24f), size * 0.21f, col, 20);
      dl->AddCircleFilled(at(c, size, -0.25f, 0.07f), size * 0.21f, col, 20);
      dl->AddCircleFilled(at(c, size, 0.25f, 0.07f), size * 0.21f, col, 20);
      dl->AddCircleFilled(at(c, size, 0.0f, -0.01f), size * 0.13f, col, 12);
      dl->AddTriangleFilled(at(c, size, 0.0f, 0.0f), at(c, size, 0.16f, 0.5f), at(c, size, -0.16f, 0.5f), col);
      break;
    case Suit::Diamonds: {
      const ImVec2 pts[4] = {at(c, size, 0.0f, -0.5f), at(c, size, 0.37f, 0.0f), at(c, size, 0.0f, 0.5f),
                             at(c, size, -0.37f, 0.0f)};
      dl->AddConvexPolyFilled(pts, 4, col);
      break;
    }
  }
}

namespace {

// Beside the suit, inside the index band the layout keeps uncovered (kIndexBand): a violet
// '?' for a card filled in by inference ('?' in the record), a red '!' for a card a finding
// at this step points at.
void draw_marks(ImDrawList* dl, const Ui& ui, const LaidCard& laid, ImVec2 corner, float idx) {
  const Card c = laid.view.card;
  const float h = laid.r.h, mark = h * 0.13f, y = laid.r.y + h * 0.27f;
  const bool suited = !c.is_unknown() && !c.is_trump() && !c.is_fool();
  float x = corner.x + (suited ? idx * 0.62f : 0.0f);
  if (laid.view.inferred) {
    dl->AddRectFilled(ImVec2(x, y), ImVec2(x + mark * 0.85f, y + mark), colour::kFoolInk, mark * 0.2f);
    text_fit(dl, ui, mark, mark * 0.7f, ImVec2(x + mark * 0.425f, y), 0.5f, rgba(255, 255, 255), "?");
    x += mark * 0.85f + idx * 0.1f;
  }
  if (laid.view.marked) {
    dl->AddCircleFilled(ImVec2(x + mark * 0.5f, y + mark * 0.5f), mark * 0.5f, colour::kMarked, 16);
    text_fit(dl, ui, mark, mark * 0.5f, ImVec2(x + mark * 0.5f, y), 0.5f, rgba(255, 255, 255), "!");
  }
}

}  // namespace

void draw_card(ImDrawList* dl, const Ui& ui, const CardNames& names, const LaidCard& laid) {
  const CardView& view = laid.view;
  const float h = laid.r.h, w = laid.r.w;
  const ImVec2 p0(laid.r.x, laid.r.y), p1(laid.r.right(), laid.r.bottom());
  const float round = h * 0.06f;
  const Card c = view.card;
  // A soft shadow lifts the card off the felt.
  dl->AddRectFilled(ImVec2(p0.x + h * 0.015f, p0.y + h * 0.02f), ImVec2(p1.x + h * 0.015f, p1.y + h * 0.02f),
                    rgba(0, 0, 0, 70), round);
  const float idx = index_font_px(h);
  // The index: the layout keeps this strip uncovered.
  const float idx_room = std::max(1.0f, laid.index_w - w * 0.07f - 2.0f);
  const ImVec2 corner(p0.x + w * 0.07f, p0.y + h * 0.035f);
  if (c.is_unknown()) {
    draw_back(dl, p0, p1, h, ui);
  } else {
    const bool tarock = c.is_trump() || c.is_fool();
    dl->AddRectFilled(p0, p1, tarock ? colour::kTrumpFace : colour::kCardFace, round);
    dl->AddRect(p0, p1, colour::kCardEdge, round, 0, 1.0f);
    if (c.is_trump()) {
      const ImVec2 a(p0.x + w * 0.035f, p0.y + h * 0.03f), b(p1.x - w * 0.035f, p1.y - h * 0.03f);
      dl->AddRect(a, b, colour::kTrumpInk, round * 0.6f, 0, std::max(1.0f, h * 0.012f));
      text_fit(dl, ui, idx, idx_room, corner, 0.0f, colour::kTrumpInk, names.index(c));
      text_fit(dl, ui, h * 0.26f, w * 0.62f, ImVec2((p0.x + p1.x) * 0.5f + w * 0.1f, p0.y + h * 0.45f), 0.5f,
               colour::kTrumpInk, names.numeral(c));
    } else if (c.is_fool()) {
      draw_star(dl, ImVec2(p0.x + w * 0.2f, p0.y + h * 0.14f), h * 0.085f, colour::kFoolInk);
      draw_star(dl, ImVec2((p0.x + p1.x) * 0.5f + w * 0.08f, p0.y + h * 0.52f), h * 0.2f, colour::kFoolInk);
    } else {
      const ImU32 col = suit_colour(c.suit());
      text_fit(dl, ui, idx, idx_room, corner, 0.0f, col, names.index(c));
      draw_suit(dl, c.suit(), ImVec2(corner.x + idx * 0.3f, corner.y + idx * 1.45f), idx * 0.55f, col);
      const bool court =
          c.rank() == Rank::King || c.rank() == Rank::Queen || c.rank() == Rank::Cavalier || c.rank() == Rank::Jack;
      const ImVec2 centre((p0.x + p1.x) * 0.5f + w * 0.08f, p0.y + h * 0.6f);
      if (court) {
        const ImVec2 a(p0.x + w * 0.3f, p0.y + h * 0.3f), b(p1.x - w * 0.1f, p1.y - h * 0.08f);
        dl->AddRect(a, b, col, round * 0.5f, 0, std::max(1.0f, h * 0.01f));
        text_fit(dl, ui, h * 0.3f, w * 0.5f, ImVec2(centre.x, centre.y - h * 0.27f), 0.5f, col, names.index(c));
        draw_suit(dl, c.suit(), ImVec2(centre.x, centre.y + h * 0.17f), h * 0.17f, col);
      } else {
        draw_suit(dl, c.suit(), centre, h * 0.36f, col);
      }
    }
  }
  const float line = std::max(2.0f, h * 0.035f);
  if (view.legal) dl->AddRect(p0, p1, colour::kLegal, round, 0, line);
  // In the trick: the led card framed yellow, the winner of a complete trick green.
  if (laid.led) dl->AddRect(p0, p1, colour::kToMove, round, 0, line);
  if (laid.wins)
    dl->AddRect(ImVec2(p0.x - line, p0.y - line), ImVec2(p1.x + line, p1.y + line), colour::kLegal, round, 0,
                line * 1.4f);
  // The editor's card in hand (a deck card to place, a card being exchanged): a thick yellow frame.
  if (view.selected)
    dl->AddRect(ImVec2(p0.x - line * 0.5f, p0.y - line * 0.5f), ImVec2(p1.x + line * 0.5f, p1.y + line * 0.5f),
                colour::kToMove, round, 0, line * 1.5f);
  if (view.marked) {
    dl->AddRect(ImVec2(p0.x - line * 0.5f, p0.y - line * 0.5f), ImVec2(p1.x + line * 0.5f, p1.y + line * 0.5f),
                colour::kMarked, round, 0, line * 1.3f);
  }
  draw_marks(dl, ui, laid, corner, idx);
}

void card_tooltip(const CardNames& names, Card card, const char* code_label) {
  ImGui::BeginTooltip();
  ImGui::TextUnformatted(names.name(card).c_str());
  ImGui::TextDisabled("%s: %s", code_label, card_code(card).c_str());
  ImGui::EndTooltip();
}

}  // namespace stichprobe::replay::app
