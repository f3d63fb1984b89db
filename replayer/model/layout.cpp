// The table's layout: the header above the felt, then the largest cards at which the
// seats, their hands, the trick, talon and discards all fit (the parts in layout_*.cpp).
#include "replayer/model/layout.h"

#include <algorithm>
#include <cmath>

#include "replayer/model/layout_parts.h"

namespace stichprobe::replay {
namespace layout_parts {

Metrics Builder::metrics() const {
  Metrics m;
  m.gap = px(6.0f);
  m.pad = px(6.0f);
  m.plate_px = std::round(px(13.0f));
  m.line_h = m.plate_px + px(3.0f);
  m.plate_h = 3 * m.line_h + px(6.0f);
  return m;
}

Built Builder::build(float ch) const {
  Built b;
  TableLayout& t = b.out;
  t.felt = felt;
  t.card_h = ch;
  const Metrics m = metrics();
  std::vector<Place> places = measure_places(ch, m, b.fits);
  place_rows(places, m);
  const Centre centre = place_columns(places, m, b.fits);
  if (!places_fit(places)) b.fits = false;
  lay_seats(t, places, ch, m);
  if (centre.w <= 0 || centre.h <= 0) {
    b.fits = false;
    return b;
  }
  std::vector<Rect> seats;
  for (const auto& p : places) seats.push_back(p.rect);
  lay_centre(t, seats, ch, m, centre, b.fits);
  return b;
}

}  // namespace layout_parts

TableLayout lay_out_table(const TableView& v, const LayoutCapacity& cap, const CardNames& names, Rect content,
                          float scale, const std::vector<std::string>& header_lines, Lang lang) {
  const float header_px = std::round(14.0f * scale), line_h = header_px + std::round(4.0f * scale);
  const float header_h = static_cast<float>(header_lines.size()) * line_h + std::round(4.0f * scale);
  const Rect header{content.x, content.y, content.w, header_h};
  const Rect felt{content.x, content.y + header_h, content.w, std::max(content.h - header_h, 1.0f)};
  const layout_parts::Builder b{v, cap, names, felt, scale, lang};
  const int n = std::max<int>(1, static_cast<int>(v.seats.size()));
  const float largest = std::min(felt.h * 0.2f, felt.w * 0.135f) * (n <= 4 ? 1.0f : n <= 6 ? 0.85f : 0.75f);
  const float smallest = std::round(40.0f * scale);
  layout_parts::Built best;
  for (float ch = std::floor(largest); ch >= smallest; ch -= 1.0f) {
    best = b.build(ch);
    if (best.fits) break;
  }
  if (!best.fits) best = b.build(smallest);
  TableLayout& t = best.out;
  t.regions.insert(t.regions.begin(), Region{"info", "header", header});
  // A header line wider than the table (long names, a recorded winner beside the computed
  // one) is set smaller until it fits, never cut; the layout below stays where it is.
  for (std::size_t i = 0; i < header_lines.size(); ++i)
    t.texts.insert(t.texts.begin() + static_cast<std::ptrdiff_t>(i),
                   LaidText{header_lines[i], header.x, header.y + line_h * static_cast<float>(i),
                            px_to_fit(header_lines[i], header_px, header.w, i == 0), i == 0 ? 1 : 0, header});
  compute_visibility(t.cards);
  return t;
}

}  // namespace stichprobe::replay
