#include "validator/cli/inputs.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace stichprobe::cli {

std::vector<std::string> collect_inputs(const std::vector<std::string>& args) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  for (const auto& arg : args) {
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
      if (p.extension() == ".xml" && !fs::is_directory(p, fec)) found.push_back(p.string());
    }
    std::sort(found.begin(), found.end());
    out.insert(out.end(), found.begin(), found.end());
  }
  return out;
}

}  // namespace stichprobe::cli
