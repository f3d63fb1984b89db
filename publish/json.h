// JSON text for a page's <script type="application/json"> elements: strings escaped so
// that nothing in them can end the element or start markup ("</script>", "<!--"), and
// numbers as short as they read. Plain functions over std::string, no library.
#pragma once
#include <string>
#include <vector>

namespace stichprobe::publish {

// `s` as a JSON string; '<', '>' and '&' as \u escapes (JSON.parse gives them back).
std::string json_string(const std::string& s);
// A number to a tenth (or `decimals` places), no trailing zeros: "12", "12.5", "-3.1".
std::string json_number(float v, int decimals = 1);
std::string json_bool(bool b);

// `items` (JSON texts) as an array.
std::string json_array(const std::vector<std::string>& items);
// Each of `range` through `fn` (giving a JSON text) as an array.
template <class Range, class Fn>
std::string json_array_of(const Range& range, Fn fn) {
  std::string out = "[";
  bool first = true;
  for (const auto& item : range) {
    out += (first ? "" : ",") + fn(item);
    first = false;
  }
  return out + "]";
}

// An object built member by member, in the order they are added.
class JsonObject {
 public:
  JsonObject& add(const std::string& key, const std::string& json_text);
  JsonObject& add_string(const std::string& key, const std::string& s) { return add(key, json_string(s)); }
  JsonObject& add_int(const std::string& key, long long n) { return add(key, std::to_string(n)); }
  std::string text() const { return body_ + "}"; }

 private:
  std::string body_ = "{";
};

}  // namespace stichprobe::publish
