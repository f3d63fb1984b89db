// A map from card id to T in a fixed array, for the per-card bookkeeping of a deal
// check (which cards were seen, where, how often). A std::map allocated a node per
// card of every hand, which cost more than the check itself. The interface is the
// part of std::map's that the games use: operator[], count, try_emplace (whose
// result's ->first / ->second work as with a map iterator).
#pragma once
#include <array>
#include <cstddef>
#include <map>
#include <utility>

#include "formats/card.h"

namespace stichprobe::engine {

template <class T>
class CardTable {
 public:
  struct Entry {
    int first = 0;
    T second{};
    bool used = false;
  };

  T& operator[](int id) {
    Entry& e = slot(id);
    if (!e.used) {
      e.used = true;
      e.first = id;
    }
    return e.second;
  }
  std::size_t count(int id) const {
    if (in_range(id)) return entries_[static_cast<std::size_t>(id)].used ? 1 : 0;
    return others_.count(id);
  }
  std::pair<Entry*, bool> try_emplace(int id, T value) {
    Entry& e = slot(id);
    if (e.used) return {&e, false};
    e.used = true;
    e.first = id;
    e.second = std::move(value);
    return {&e, true};
  }

 private:
  static bool in_range(int id) { return id >= 0 && id < Card::kIdCount; }
  Entry& slot(int id) { return in_range(id) ? entries_[static_cast<std::size_t>(id)] : others_[id]; }

  std::array<Entry, Card::kIdCount> entries_{};
  std::map<int, Entry> others_;  // ids no deck has (never built by the reader); kept for safety
};

}  // namespace stichprobe::engine
