// Texts with random small mistakes, for tests that bad input never crashes and loses
// nothing: `rounds` copies of `original`, the k-th with 1 + k % 5 characters changed,
// cut or put in (from an alphabet of card letters, digits, quotes, markup and bytes no
// text should hold). The same seed gives the same texts.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace stichprobe::testing {

inline std::vector<std::string> mutations(const std::string& original, int rounds, std::uint64_t seed) {
  const std::string alphabet = " \n\"#:\\/-+0123456789TFCSHDKQJA?xz<>&\xff\x01";
  std::uint64_t state = seed;
  const auto next = [&state] {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<std::size_t>(state >> 33);
  };
  std::vector<std::string> out;
  for (int round = 0; round < rounds; ++round) {
    std::string text = original;
    for (int k = 0; k < 1 + round % 5 && !text.empty(); ++k) {
      const std::size_t at = next() % text.size();
      switch (next() % 3) {
        case 0: text[at] = alphabet[next() % alphabet.size()]; break;
        case 1: text.erase(at, 1 + next() % 8); break;
        default: text.insert(at, 1, alphabet[next() % alphabet.size()]);
      }
    }
    out.push_back(std::move(text));
  }
  return out;
}

}  // namespace stichprobe::testing
