// Report text that must wait for its file's end (a JSON file entry's hand count comes
// before its findings): kept in memory while small, then in a temporary file, so a
// file with many findings does not hold them all in memory.
#pragma once
#include <cstdio>
#include <ostream>
#include <string>
#include <string_view>

namespace stichprobe::cli {

class Spill {
 public:
  Spill() = default;
  Spill(const Spill&) = delete;
  Spill& operator=(const Spill&) = delete;
  ~Spill() {
    if (file_) std::fclose(file_);
  }
  void append(std::string_view text) {
    text_ += text;
    if (text_.size() >= kInMemory) to_file();
  }
  bool empty() const { return text_.empty() && !file_; }
  // Everything appended, to `out`; the spill is empty after.
  void write_to(std::ostream& out) {
    if (file_) {
      to_file();
      std::rewind(file_);
      char block[1 << 16];
      for (std::size_t n; (n = std::fread(block, 1, sizeof block, file_)) > 0;)
        out.write(block, static_cast<std::streamsize>(n));
      std::fclose(file_);
      file_ = nullptr;
    }
    out << text_;
    text_.clear();
  }

 private:
  static constexpr std::size_t kInMemory = std::size_t{1} << 20;
  void to_file() {
    if (!file_) file_ = std::tmpfile();
    if (!file_) return;  // no temporary file: it stays in memory
    if (std::fwrite(text_.data(), 1, text_.size(), file_) == text_.size()) text_.clear();
  }
  std::string text_;
  std::FILE* file_ = nullptr;
};

}  // namespace stichprobe::cli
