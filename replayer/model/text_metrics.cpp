#include "replayer/model/text_metrics.h"

#include <array>
#include <cmath>

namespace stichprobe::replay {

float text_width(const std::string& text, float px) {
  // DejaVu Sans Bold advances (em), rounded up: digits 0.70, narrow I J l i 0.38, the
  // rest at most 0.87; a UTF-8 sequence counts once.
  float em = 0;
  for (unsigned char c : text) {
    if ((c & 0xC0) == 0x80) continue;
    if (c >= '0' && c <= '9')
      em += 0.70f;
    else if (c == ' ' || c == '.' || c == ',' || c == ':' || c == '(' || c == ')' || c == '\'')
      em += 0.45f;
    else if (c == 'I' || c == 'J' || c == 'l' || c == 'i' || c == 'j' || c == 't' || c == 'f' || c == 'r')
      em += 0.50f;
    else if (c >= 'a' && c <= 'z')
      em += 0.72f;
    else
      em += 0.87f;
  }
  return std::ceil(em * px);
}

namespace {

// DejaVu Sans and DejaVu Sans Bold as Dear ImGui lays them out: the advance of ' ' .. '~'
// per pixel of font size, in thousandths, rounded up (read from ImFont::GetCharAdvance at 100 px).
constexpr std::array<short, 95> kAdvance{273, 344, 395, 720, 547, 816, 670, 236, 335, 335, 430, 720, 273, 310, 273, 289,
                                         547, 547, 547, 547, 547, 547, 547, 547, 547, 547, 289, 289, 720, 720, 720, 456,
                                         859, 588, 589, 600, 661, 543, 494, 666, 646, 253, 253, 563, 479, 741, 643, 676,
                                         518, 676, 597, 545, 525, 629, 588, 849, 589, 525, 589, 335, 289, 335, 720, 430,
                                         430, 526, 545, 472, 545, 529, 302, 545, 544, 239, 239, 497, 239, 837, 544, 526,
                                         545, 545, 353, 448, 337, 544, 508, 703, 508, 508, 451, 547, 289, 547, 720};
constexpr std::array<short, 95> kBoldAdvance{
    299, 392, 448, 720, 598, 861, 749, 263, 393, 393, 449, 720, 326, 357, 326, 314, 598, 598, 598,
    598, 598, 598, 598, 598, 598, 598, 344, 344, 720, 720, 720, 498, 859, 665, 655, 630, 713, 587,
    587, 705, 719, 320, 320, 666, 547, 855, 719, 730, 630, 730, 661, 619, 586, 698, 665, 948, 662,
    622, 623, 393, 314, 393, 720, 430, 430, 580, 615, 509, 615, 583, 374, 615, 612, 294, 294, 571,
    294, 895, 612, 590, 615, 615, 424, 511, 411, 612, 560, 794, 554, 560, 500, 612, 314, 612, 720};

}  // namespace

float ui_text_width(const std::string& text, float px, bool bold) {
  const auto& advance = bold ? kBoldAdvance : kAdvance;
  float w = 0;
  for (unsigned char c : text) {
    if ((c & 0xC0) == 0x80) continue;
    // Beyond ASCII (umlauts, ß, ·, …): the widest of them, the ellipsis.
    w += c >= 0x20 && c < 0x7F ? static_cast<float>(advance[static_cast<std::size_t>(c - 0x20)]) : 860.0f;
  }
  return std::ceil(w * px * 1.01f / 1000.0f);
}

float px_to_fit(const std::string& text, float px, float width, bool bold) {
  const float w = ui_text_width(text, px, bold);
  return w <= width ? px : std::floor(px * width / w);
}

}  // namespace stichprobe::replay
