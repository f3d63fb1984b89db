// Where everything is drawn: the window's panels and, inside the table panel,
// each seat's plate and hand, the trick, talon, discards and the header, card by
// card. Computed here (no GUI types) so the window and `--dump-steps` share it,
// and a test can hold it to "nothing overlaps, every index readable".
#pragma once
#include <array>
#include <string>
#include <vector>

#include "replayer/model/card_names.h"
#include "replayer/model/text_metrics.h"
#include "replayer/model/views.h"

namespace stichprobe::replay {

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  float right() const { return x + w; }
  float bottom() const { return y + h; }
  bool overlaps(const Rect& o) const { return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom(); }
};

// Card proportions: width = height * kCardAspect.
inline constexpr float kCardAspect = 0.66f;
// What of a card's left strip must stay uncovered, as a share of its height: the index
// (0.035-0.235), the suit below it (to 0.38) and the inferred and finding marks beside
// the suit. A later card may cover the strip's lower part (the next row of a hand), never this.
inline constexpr float kIndexBand = 0.42f;
// The rows of a hand: each this share of a card's height below the one above.
inline constexpr float kRowStep = 0.45f;

// The panels of the window at W x H (the same split at every size, scaled).
struct WindowLayout {
  float scale = 1.0f;  // 1 at 1280x800: fonts and paddings grow with it
  float font_px = 15;  // the UI font
  float menu_h = 0;
  float title_h = 0;  // a panel's title bar
  float padding = 8;  // inside a panel
  Rect hands, phases, table, step, findings, side;
  Rect table_content;  // inside the table panel: title bar and padding off
};

WindowLayout window_layout(float width, float height);

// The corner index a card prints ("21", "K", "10") and the width it needs at a card
// of height `card_h` (margin included). The drawing never writes it wider.
float index_font_px(float card_h);
float index_width(const std::string& index, float card_h);

struct Region {
  std::string kind;  // seat | hand | talon | discards | trick | info
  std::string id;    // "seat-3", "hand-3", "talon", "discards", "trick", "header"
  Rect r;
};

struct LaidCard {
  CardView view;
  std::string region;  // the id of the region it is drawn in
  Rect r;
  float index_w = 0;    // what its index needs
  float visible_w = 0;  // what of it no later card covers (at the index's height)
  bool led = false;     // a trick card: the first of the trick
  bool wins = false;    // a trick card: the winner of the complete trick
};

// A line of text drawn in a region (clipped to it).
struct LaidText {
  std::string text;
  float x = 0, y = 0, px = 0;
  int style = 0;  // 0 plain, 1 bold, 2 dim, 3 highlight (the seat to move, the led card), 4 winner, 5 error
  Rect clip;      // the region it belongs to: never drawn outside it
};

struct SeatPlace {
  int seat = 0;
  Rect plate, hand;
};

struct TableLayout {
  Rect felt;
  float card_h = 0;
  std::vector<Region> regions;
  std::vector<LaidCard> cards;  // in drawing order
  std::vector<LaidText> texts;
  std::vector<SeatPlace> seats;
  int led_seat = 0, winner_seat = 0;
};

// The most cards each place holds during a hand, so the layout stays put while
// the cards go.
struct LayoutCapacity {
  std::vector<int> hand;  // per seat (index seat - 1)
  int talon = 0, talon_packets = 0, discards = 0;
  // Per seat: every role it takes during the hand (the model fills in its language's words),
  // so a plate is as wide as its longest roles line from the start. A called partner's role
  // is counted for every seat: the plates' widths must not give the partner away.
  std::vector<std::vector<std::string>> roles;
};

// `content`: the table panel's content rect. `texts` of the header come from the caller.
TableLayout lay_out_table(const TableView& v, const LayoutCapacity& cap, const CardNames& names, Rect content,
                          float scale, const std::vector<std::string>& header_lines, Lang lang);

// visible_w of each card: the part of its index band no later card covers.
void compute_visibility(std::vector<LaidCard>& cards);

}  // namespace stichprobe::replay
