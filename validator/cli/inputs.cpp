#include "validator/cli/inputs.h"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <system_error>

namespace stichprobe::cli {

std::vector<std::string> collect_inputs(const std::vector<std::string>& args) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  for (const auto& arg : args) {
    if (arg == "-") {
      out.push_back(kStdinName);
      continue;
    }
    std::error_code ec;
    if (!fs::is_directory(arg, ec)) {
      out.push_back(arg);
      continue;
    }
    std::vector<std::string> found;
    // skip_permission_denied: an unreadable subfolder must not end the run.
    fs::recursive_directory_iterator it(arg, fs::directory_options::skip_permission_denied, ec), end;
    if (ec) {
      out.push_back(arg);  // the reader reports it
      continue;
    }
    for (; it != end; it.increment(ec)) {
      if (ec) break;
      const auto& p = it->path();
      std::error_code fec;
      // The entry's own type (from the directory listing) where it has one: no stat per file.
      if (p.extension() == ".xml" && !it->is_directory(fec)) found.push_back(p.string());
    }
    std::sort(found.begin(), found.end());
    out.insert(out.end(), found.begin(), found.end());
  }
  return out;
}

std::optional<std::string> default_samples() {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return std::nullopt;
  const fs::path installed = (exe.parent_path() / ".." / "share" / "stichprobe" / "samples").lexically_normal();
  if (fs::is_directory(installed, ec)) return installed.string();
#if defined(STICHPROBE_BUILD_DIR) && defined(STICHPROBE_SAMPLES_DIR)
  // Only from inside the build tree: an installed copy must not read a source tree
  // that happens to be where it was built.
  const fs::path build = fs::weakly_canonical(STICHPROBE_BUILD_DIR, ec);
  if (ec) return std::nullopt;
  const fs::path rel = exe.lexically_relative(build);
  const bool inside = !rel.empty() && *rel.begin() != "..";
  if (inside && fs::is_directory(STICHPROBE_SAMPLES_DIR, ec)) return std::string(STICHPROBE_SAMPLES_DIR);
#endif
  return std::nullopt;
}

FileBytes read_stdin_bytes() {
  FileBytes out;
  out.bytes.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  return out;
}

}  // namespace stichprobe::cli
