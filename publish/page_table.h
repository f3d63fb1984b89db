// The table of a page, step by step, as the replayer's layout places it
// (ReplayModel::layout): the geometry once per stretch of steps that share it (an
// "epoch": felt, regions, and where the n-th card of each region lies), and per step
// only which cards lie where, the flags and the texts. A step's frame is written as
// what changed since the step before, so a 16-hand session stays small.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "replayer/model/layout.h"
#include "replayer/model/views.h"

namespace stichprobe::publish {

// Strings and text places shared by the whole page, each written once.
class Interned {
 public:
  int id(const std::string& json_text);
  std::string json() const;  // the array of the texts, in id order

 private:
  std::map<std::string, int> ids_;
  std::vector<const std::string*> order_;
};

// A text's id in the page's strings. A longer text with " · ", " | " or ": " in it is kept
// as the ids of its parts, since the parts recur from step to step and hand to hand (the
// hand and contract of a header line, each side's points, a trick's leader and winner):
// [i, j, ...] joined by " · ", ["|", i, j, ...] by " | ", [":", i, j, ...] by ": ".
int text_id(Interned& strings, const std::string& text);

// A card's one-character id within its hand (the hand's "cards" list).
class CardIds {
 public:
  char id(Card c);
  const std::vector<Card>& cards() const { return cards_; }

 private:
  std::vector<Card> cards_;
};

// Where the n-th card of a region lies (x, y; ly: raised as a legal card).
struct Slot {
  float x = 0;
  std::optional<float> y, ly;
};

struct CardRegion {
  std::string id;
  float card_h = 0;
  std::vector<std::optional<Slot>> slots;  // by index; the trick's by seat - 1
};

struct Epoch {
  replay::Rect felt;
  float card_h = 0;
  std::vector<replay::Region> regions;
  std::vector<CardRegion> card_regions;
  std::string json() const;
};

// One step's table, laid out by the model.
struct StepTable {
  const replay::TableView* view = nullptr;
  const replay::TableLayout* layout = nullptr;
  std::string step_line;  // the header's "Step k/n: label" as the page rebuilds it (empty: never)
  std::vector<std::pair<std::string, std::string>> extra;  // more of the step's frame: key, JSON text
};

// The frames of one hand's steps; then each frame as what changed since the last.
class HandTable {
 public:
  HandTable(Interned& strings, Interned& places, CardIds& cards) : strings_(strings), places_(places), cards_(cards) {}
  void add_step(const StepTable& step);
  // The hand's epochs (as JSON objects) and each step's changes (JSON objects).
  const std::vector<Epoch>& epochs() const { return epochs_; }
  std::vector<std::string> frames(const std::vector<int>& epoch_ids) const;
  // The ids of the cards the engine filled in for a '?' of the record (the same at every step).
  const std::string& inferred() const { return inferred_; }

 private:
  using Frame = std::vector<std::pair<std::string, std::string>>;  // key, JSON text
  int epoch_for(const replay::TableLayout& t, const std::vector<int>& keys);
  Frame frame_of(const StepTable& step, const std::vector<int>& keys, int epoch);

  Interned& strings_;
  Interned& places_;
  CardIds& cards_;
  std::vector<Epoch> epochs_;
  std::vector<Frame> frames_;
  int last_epoch_ = -1;
  std::string inferred_;
};

}  // namespace stichprobe::publish
