// Cards drawn by the program: vector suit symbols, trump numerals, the fool,
// the back of an unknown card; legal and marked cards outlined.
#pragma once
#include <imgui.h>

#include "replayer/app/ui.h"
#include "replayer/model/card_names.h"
#include "replayer/model/views.h"

namespace stichprobe::replay::app {

// Card proportions: width = height * kCardAspect.
inline constexpr float kCardAspect = 0.66f;

void draw_suit(ImDrawList* dl, Suit s, ImVec2 centre, float size, ImU32 col);
void draw_card(ImDrawList* dl, const Ui& ui, const CardNames& names, const CardView& card, ImVec2 top_left,
               float height);
// "Sküs (F)" tooltip while the mouse is over the visible part of a card; `code_label`
// names the THR code ("THR code" / "THR-Code").
void card_tooltip(const CardNames& names, Card card, const char* code_label);

}  // namespace stichprobe::replay::app
