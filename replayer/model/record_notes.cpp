// What the record says beside the cards: the session's meta, the hand's note and its
// rulings; and the hands list's filter.
#include <algorithm>
#include <cctype>
#include <sstream>

#include "replayer/model/replay_model.h"

namespace stichprobe::replay {

std::vector<std::string> ReplayModel::record_notes() const {
  std::vector<std::string> out;
  const bool de = lang_ == Lang::De;
  if (const record::Session* s = session_record(); s && s->meta) {
    const record::Meta& m = *s->meta;
    auto add = [&](const char* en, const char* de_word, const std::optional<std::string>& v) {
      if (v && !v->empty()) out.push_back(std::string(de ? de_word : en) + ": " + *v);
    };
    add("Title", "Titel", m.title);
    add("Date", "Datum", m.date);
    add("Place", "Ort", m.place);
    add("Event", "Anlass", m.event);
    add("Source", "Quelle", m.source);
    add("Recorded by", "Aufgeschrieben von", m.recorded_by);
    add("Note", "Notiz", m.note);
  }
  if (const record::Hand* h = hand_record()) {
    if (h->note && !h->note->empty()) out.push_back((de ? "Notiz zum Spiel: " : "Note on the hand: ") + *h->note);
    for (const auto& r : h->rulings) {
      std::string where;
      if (r.trick) where += (de ? "Stich " : "trick ") + std::to_string(*r.trick);
      if (r.seat) where += (where.empty() ? "" : ", ") + std::string(de ? "Sitz " : "seat ") + std::to_string(*r.seat);
      out.push_back(std::string(de ? "Entscheid" : "Ruling") + " (" + r.code + (where.empty() ? "" : ", " + where) +
                    "): " + r.decision + (r.text.empty() ? "" : " - " + r.text));
    }
  }
  return out;
}

bool ReplayModel::hand_matches(int index, const std::string& filter) const {
  if (index < 0 || index >= static_cast<int>(hands_.size())) return false;
  const HandEntry& e = hands_[static_cast<std::size_t>(index)];
  auto lower = [](std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
  };
  // Everything the list shows, and words for "has findings / errors".
  std::string text = std::to_string(e.n) + " " + e.contract + " " + e.game + " " + e.variant;
  if (e.declarer > 0) {
    text += " " + std::to_string(e.declarer);
    if (const record::Session* s = e.session < static_cast<int>(doc_.sessions.size())
                                       ? &doc_.sessions[static_cast<std::size_t>(e.session)]
                                       : nullptr)
      for (const auto& p : s->players)
        if (p.seat == e.declarer) text += " " + p.name;
  }
  if (e.findings > 0) text += " findings befunde";
  if (e.errors > 0) text += " errors fehler";
  text = lower(text);
  std::istringstream words(lower(filter));
  std::string w;
  while (words >> w)
    if (text.find(w) == std::string::npos) return false;
  return true;
}

void ReplayModel::refilter() {
  shown_.clear();
  shown_.reserve(hands_.size());
  if (hand_filter_.find_first_not_of(' ') == std::string::npos) {  // no words: every hand
    for (int i = 0; i < static_cast<int>(hands_.size()); ++i) shown_.push_back(i);
    return;
  }
  for (int i = 0; i < static_cast<int>(hands_.size()); ++i)
    if (hand_matches(i, hand_filter_)) shown_.push_back(i);
}

// Up/Down: the nearest shown hand after (before) the current one; the cursor stays at
// the end of the list.
void ReplayModel::step_hand(int direction) {
  const auto& shown = shown_hands();
  int target = -1;
  for (int i : shown)
    if (direction > 0 ? (i > hand_ && target < 0) : i < hand_) target = i;
  if (target >= 0) open_hand(target);
}

}  // namespace stichprobe::replay
