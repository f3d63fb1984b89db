// A scratch folder for one test process (removed at the end), and whole-file reading
// and writing, for the tests that run the command line on files.
#pragma once
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "formats/thr_reader.h"

namespace stichprobe::testing {

class Scratch {
 public:
  // `purpose` names the folder: stichprobe-PURPOSE-PID in the temporary directory.
  explicit Scratch(const std::string& purpose)
      : dir(std::filesystem::temp_directory_path() / ("stichprobe-" + purpose + "-" + std::to_string(getpid()))) {
    std::filesystem::create_directories(dir);
  }
  ~Scratch() {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;
  std::string path(const std::string& name) const { return (dir / name).string(); }

  std::filesystem::path dir;
};

inline std::string slurp(const std::filesystem::path& p) { return read_file_bytes(p.string()).bytes; }
inline void spit(const std::filesystem::path& p, const std::string& text) {
  std::ofstream(p, std::ios::binary) << text;
}

}  // namespace stichprobe::testing
