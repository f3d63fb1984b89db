// The table's layout in parts (replayer/model/layout_*.cpp): the seats on the four
// sides, their hands, the trick, talon and discards, the header. Internal to the layout;
// the rest of the replayer uses layout.h.
#pragma once
#include <array>
#include <string>
#include <vector>

#include "replayer/model/layout.h"

namespace stichprobe::replay::layout_parts {

enum class Side { Bottom, Right, Top, Left };

// How many seats sit on each side (anticlockwise from the bottom: seat 1 in front).
std::array<int, 4> seats_per_side(int n);

struct Slot {
  Side side = Side::Bottom;
  int index = 0, count = 1;  // place on its side, in anticlockwise order
};
std::vector<Slot> slots_for(int n);

// A row (or rows) of overlapping cards: each strip at least as wide as the widest index.
struct HandShape {
  int rows = 1, per_row = 0;
  float step = 0, w = 0, h = 0;
};
// False when `count` cards do not fit `max_w` in up to three rows with strips of `need`.
bool shape_hand(int count, float ch, float max_w, float need, HandShape& out);

// One seat: its slot, its hand's shape, its size and where it goes.
struct Place {
  Slot slot;
  HandShape shape;
  float w = 0, h = 0, plate_w = 0;
  Rect rect;
};

// Sizes shared by the parts at one scale.
struct Metrics {
  float gap = 0, pad = 0, plate_px = 0, line_h = 0, plate_h = 0;
};

// The free middle of the felt between the seats' rows and columns.
struct Centre {
  float x = 0, y = 0, w = 0, h = 0;
};

// Talon and discards as measured for the middle of the felt.
struct Piles {
  std::vector<std::vector<CardView>> talon, discards;  // packets; the discards one packet
  bool has_talon = false, has_discards = false;
  bool beside = true;  // the discards beside the talon, else below it
  float card_h = 0, w = 0, h = 0;
  Rect talon_r, discard_r;
};

struct Built {
  bool fits = true;
  TableLayout out;
};

// The layout at one card height; lay_out_table tries heights until one fits.
struct Builder {
  const TableView& v;
  const LayoutCapacity& cap;
  const CardNames& names;
  Rect felt;
  float scale;
  Lang lang;

  float px(float x) const { return x * scale; }
  Metrics metrics() const;
  Built build(float ch) const;  // layout.cpp

  // Hands (layout_hands.cpp).
  float need_for(const std::vector<CardView>& cards, float ch) const;
  void lay_cards(TableLayout& t, const std::vector<CardView>& cards, const std::string& region, float x, float y,
                 float ch, const HandShape& shape, bool lift) const;

  // Seats (layout_seats.cpp).
  std::vector<std::string> plate_lines(const SeatView& s) const;
  float roles_width(int seat_index, float plate_px) const;
  std::vector<Place> measure_places(float ch, const Metrics& m, bool& fits) const;
  void place_rows(std::vector<Place>& places, const Metrics& m) const;
  // The columns between the rows; returns the free middle (w or h <= 0: none).
  Centre place_columns(std::vector<Place>& places, const Metrics& m, bool& fits) const;
  bool places_fit(const std::vector<Place>& places) const;
  void lay_seats(TableLayout& t, const std::vector<Place>& places, float ch, const Metrics& m) const;

  // Talon and discards (layout_piles.cpp).
  bool lay_pile(TableLayout& t, const std::vector<std::vector<CardView>>& packets, int capacity,
                const std::string& kind, const std::string& label, float ch, float max_w, float x, float y, Rect& used,
                bool place) const;
  Piles measure_piles(TableLayout& t, float ch, const Metrics& m, float max_w, bool& fits) const;
  void lay_piles(TableLayout& t, Piles& p, const Metrics& m, float max_w, float x, float y) const;
  // The middle of the felt: the trick, the piles below it, else beside it.
  void lay_centre(TableLayout& t, const std::vector<Rect>& seats, float ch, const Metrics& m, const Centre& c,
                  bool& fits) const;

  // The trick (layout_trick.cpp): each card towards its player.
  Rect lay_trick(TableLayout& t, const std::vector<Rect>& seats, float ch, float x, float y, float w, bool place) const;
  std::string trick_label(const SeatView& s) const;
};

}  // namespace stichprobe::replay::layout_parts
