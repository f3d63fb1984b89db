#include "publish/json.h"

#include <cmath>
#include <cstdio>

namespace stichprobe::publish {

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20 || c == '<' || c == '>' || c == '&') {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

std::string json_number(float v, int decimals) {
  // To a tenth as --dump-steps rounds (in float), so the page's places are the dump's.
  if (decimals == 1) v = std::round(v * 10.0f) / 10.0f;
  long long unit = 1;
  for (int i = 0; i < decimals; ++i) unit *= 10;
  const long long n = std::llround(static_cast<double>(v) * static_cast<double>(unit));
  const long long a = n < 0 ? -n : n;
  std::string out = (n < 0 ? "-" : "") + std::to_string(a / unit);
  std::string frac = std::to_string(a % unit + unit).substr(1);  // leading zeros kept
  while (!frac.empty() && frac.back() == '0') frac.pop_back();
  return frac.empty() ? out : out + "." + frac;
}

std::string json_bool(bool b) { return b ? "true" : "false"; }

std::string json_array(const std::vector<std::string>& items) {
  return json_array_of(items, [](const std::string& s) { return s; });
}

JsonObject& JsonObject::add(const std::string& key, const std::string& json_text) {
  if (body_.size() > 1) body_ += ',';
  body_ += json_string(key) + ":" + json_text;
  return *this;
}

}  // namespace stichprobe::publish
