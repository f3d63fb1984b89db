#include "replayer/model/recent_files.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "formats/output.h"

namespace stichprobe::replay {

RecentFiles::RecentFiles(std::string storage_path, std::size_t limit)
    : storage_(std::move(storage_path)), limit_(std::max<std::size_t>(limit, 1)) {}

void RecentFiles::add(const std::string& path) {
  if (path.empty()) return;
  remove(path);
  paths_.insert(paths_.begin(), path);
  if (paths_.size() > limit_) paths_.resize(limit_);
  save();
}

void RecentFiles::remove(const std::string& path) {
  paths_.erase(std::remove(paths_.begin(), paths_.end(), path), paths_.end());
}

bool RecentFiles::load() {
  paths_.clear();
  if (storage_.empty()) return false;
  std::ifstream in(storage_);
  if (!in) return false;
  std::string line;
  while (std::getline(in, line) && paths_.size() < limit_) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || std::find(paths_.begin(), paths_.end(), line) != paths_.end()) continue;
    paths_.push_back(line);
  }
  return true;
}

bool RecentFiles::save() const {
  if (storage_.empty()) return false;
  std::error_code ec;
  const auto dir = std::filesystem::path(storage_).parent_path();
  if (!dir.empty()) std::filesystem::create_directories(dir, ec);
  std::string text;
  for (const auto& p : paths_) text += p + '\n';
  // Atomically (a failed write keeps the old list whole); not synced: it is only a convenience.
  return !write_file_atomically(storage_, text, AtomicOptions{false});
}

std::string default_recent_files_path() {
  if (const char* state = std::getenv("XDG_STATE_HOME"); state && *state)
    return std::string(state) + "/stichprobe/recent-files";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::string(home) + "/.local/state/stichprobe/recent-files";
  return {};
}

}  // namespace stichprobe::replay
