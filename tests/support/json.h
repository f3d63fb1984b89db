// A small JSON reader for tests that check the programs' JSON output
// (`validate --format json`, `stichprobe-replay --dump-steps`).
#pragma once
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace stichprobe::testing {

struct Json {
  enum class Type { Null, Bool, Number, String, Array, Object };
  Type type = Type::Null;
  bool boolean = false;
  double number = 0;
  std::string string;
  std::vector<Json> array;
  std::map<std::string, Json> object;

  // The member `key`, or a null value when there is none (or this is no object).
  const Json& operator[](const std::string& key) const;
  const Json& operator[](std::size_t i) const { return array.at(i); }
  bool has(const std::string& key) const { return object.count(key) != 0; }
  int integer() const { return static_cast<int>(number); }
};

// Throws std::runtime_error (with the offset) on malformed input.
Json parse_json(const std::string& text);

}  // namespace stichprobe::testing
