#include "formats/vocabulary.h"

#include <algorithm>

#include "formats/message_template.h"

namespace stichprobe {

const std::vector<GameVocabulary>& thr_vocabulary() {
  static const std::vector<GameVocabulary> kVocabulary{
      {"dappen",
       {"breitnau", "furtwangen", "schollach", "buchenbach", "jeu-du-tarot"},
       {"pass", "solo", "dappen", "strecken", "stupfen", "hold", "hannes", "zwei-hannes", "geiss"},
       {"solo", "dappen", "strecken", "stupfen", "hannes", "zwei-hannes", "geiss"}},
      {"tapp",
       {"standard"},
       {"pass", "play", "farbspiel", "bettel", "rufer", "bettel-ouvert", "durch", "herz-aufnehmen"},
       {"farbspiel", "bettel", "rufer", "bettel-ouvert", "durch", "herz-aufnehmen", "ramsch"}},
      {"tapp-tarock",
       {"standard", "old-talon"},
       {"pass", "dreier", "unterer", "oberer", "solo", "hold"},
       {"dreier", "unterer", "oberer", "solo"}},
      {"troggu",
       {"standard", "visp", "st-niklaus", "graechen"},
       {"pass", "normal", "solo", "partner"},
       {"normal", "solo", "misere"}},
      {"tuebinger-tarock",
       {"standard"},
       {"pass", "raus", "call", "call-fourth", "fort-mit", "tout-question", "tout"},
       {"rufspiel", "raus", "tout"}},
  };
  return kVocabulary;
}

const GameVocabulary* find_game_vocabulary(std::string_view game) {
  for (const auto& g : thr_vocabulary())
    if (g.game == game) return &g;
  return nullptr;
}

namespace {
// Edits to turn a into b: insertions, deletions, substitutions and swaps of two neighbouring
// letters (the commonest typing mistake: "siut" is one swap from "suit", two edits from "seat").
std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> before(b.size() + 1), prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) cur[j] = std::min(cur[j], before[j - 2] + 1);
    }
    std::swap(before, prev);
    std::swap(prev, cur);
  }
  return prev[b.size()];
}
}  // namespace

std::string closest_name(std::string_view name, const std::vector<std::string>& candidates) {
  const std::vector<std::string> best = closest_names(name, candidates);
  return best.empty() ? std::string() : best.front();
}

std::vector<std::string> closest_names(std::string_view name, const std::vector<std::string>& candidates) {
  std::vector<std::string> best;
  std::size_t best_distance = 3;
  for (const auto& c : candidates) {
    const std::size_t d = edit_distance(name, c);
    if (d < best_distance) {
      best_distance = d;
      best.clear();
    }
    if (d == best_distance && std::find(best.begin(), best.end(), c) == best.end()) best.push_back(c);
  }
  return best;
}

Message did_you_mean(std::string_view name, const std::vector<std::string>& candidates) {
  const std::string best = closest_name(name, candidates);
  if (best.empty()) return {"", ""};
  return format_message("phrase.did-you-mean", {{"name", best}});
}

}  // namespace stichprobe
