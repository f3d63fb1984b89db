// The recent-files list: most recent first, no duplicates, at most `limit`
// entries, kept in a plain text file (one path a line) whose path the caller
// gives. An empty storage path keeps the list in memory only.
#pragma once
#include <string>
#include <vector>

namespace stichprobe::replay {

class RecentFiles {
 public:
  explicit RecentFiles(std::string storage_path = {}, std::size_t limit = 10);

  const std::vector<std::string>& paths() const { return paths_; }
  void add(const std::string& path);  // moves it to the front and saves
  void remove(const std::string& path);
  bool load();  // false when the storage file is missing/unreadable
  bool save() const;

 private:
  std::string storage_;
  std::size_t limit_;
  std::vector<std::string> paths_;
};

// Where the list lives by default: $XDG_STATE_HOME or ~/.local/state, then
// stichprobe/recent-files; empty when neither is known.
std::string default_recent_files_path();

}  // namespace stichprobe::replay
