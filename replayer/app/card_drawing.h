// Cards drawn by the program: vector suit symbols, trump numerals, the fool,
// the back of an unknown card; legal and marked cards outlined.
#pragma once
#include <imgui.h>

#include "replayer/app/ui.h"
#include "replayer/model/card_names.h"
#include "replayer/model/layout.h"
#include "replayer/model/views.h"

namespace stichprobe::replay::app {

// Shorthand for the many points the views draw at.
inline ImVec2 v2(float x, float y) { return ImVec2(x, y); }

void draw_suit(ImDrawList* dl, Suit s, ImVec2 centre, float size, ImU32 col);
// A card where the layout put it; its index never wider than the layout's index_w.
void draw_card(ImDrawList* dl, const Ui& ui, const CardNames& names, const LaidCard& card);
// "Sküs (F)" tooltip while the mouse is over the visible part of a card; `code_label`
// names the THR code ("THR code" / "THR-Code").
void card_tooltip(const CardNames& names, Card card, const char* code_label);

}  // namespace stichprobe::replay::app
