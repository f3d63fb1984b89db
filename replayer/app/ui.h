// Shared drawing context of the views: fonts, the scale of the window, colours.
#pragma once
#include <cstdint>

#include <imgui.h>

namespace stichprobe::replay::app {

struct Fonts {
  ImFont* ui = nullptr;  // DejaVu Sans (umlauts) or ImGui's default
  ImFont* ui_bold = nullptr;
  ImFont* card_small = nullptr;  // card indices
  ImFont* card_large = nullptr;  // big numerals in the middle of a card
  float card_small_px = 13.0f;
  float card_large_px = 40.0f;
};

struct Ui {
  Fonts fonts;
  float scale = 1.0f;       // 1 at 1280x800
  bool screenshot = false;  // --screenshot: no hover, no tooltip
  float px(float v) const { return v * scale; }
};

constexpr ImU32 rgba(unsigned r, unsigned g, unsigned b, unsigned a = 255) {
  return static_cast<ImU32>((a << 24) | (b << 16) | (g << 8) | r);
}

namespace colour {
inline constexpr ImU32 kFelt = rgba(28, 92, 58);
inline constexpr ImU32 kFeltEdge = rgba(92, 60, 30);
inline constexpr ImU32 kCardFace = rgba(252, 250, 243);
inline constexpr ImU32 kTrumpFace = rgba(250, 240, 214);
inline constexpr ImU32 kCardEdge = rgba(90, 90, 90);
inline constexpr ImU32 kBlack = rgba(25, 25, 30);
inline constexpr ImU32 kRed = rgba(200, 20, 30);
inline constexpr ImU32 kTrumpInk = rgba(30, 50, 120);
inline constexpr ImU32 kFoolInk = rgba(120, 40, 140);
inline constexpr ImU32 kBack = rgba(40, 60, 130);
inline constexpr ImU32 kLegal = rgba(60, 220, 90);
inline constexpr ImU32 kMarked = rgba(235, 30, 30);
inline constexpr ImU32 kToMove = rgba(255, 210, 60);
inline constexpr ImU32 kPlate = rgba(12, 40, 26, 215);
inline constexpr ImU32 kText = rgba(240, 240, 235);
inline constexpr ImU32 kDim = rgba(170, 190, 175);
inline const ImVec4 kErrorText{1.0f, 0.42f, 0.40f, 1.0f};
inline const ImVec4 kWarningText{1.0f, 0.80f, 0.35f, 1.0f};
inline const ImVec4 kInfoText{0.55f, 0.78f, 1.0f, 1.0f};
}  // namespace colour

}  // namespace stichprobe::replay::app
