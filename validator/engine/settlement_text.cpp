#include "validator/engine/settlement_text.h"

#include "validator/engine/trick_play.h"

namespace stichprobe::engine {
namespace {

int sign(const Rational& r) { return r > Rational(0) ? 1 : r < Rational(0) ? -1 : 0; }
std::string magnitude(const Rational& r) { return (sign(r) < 0 ? -r : r).to_string(); }
std::string with_unit(const Rational& r, const std::string& unit) {
  return magnitude(r) + (unit.empty() ? "" : " " + unit);
}

}  // namespace

Message settlement_mismatch(int seat, const Rational& should, const Rational& recorded, const Message& unit,
                            const Message& why) {
  Message out{seat_name(seat) + " should ", seat_name_de(seat) + " müsste "};
  if (sign(should) > 0) {
    out.en += "receive " + with_unit(should, unit.en);
    out.de += with_unit(should, unit.de) + " bekommen";
  } else if (sign(should) < 0) {
    out.en += "pay " + with_unit(should, unit.en);
    out.de += with_unit(should, unit.de) + " zahlen";
  } else {
    out.en += "neither pay nor receive";
    out.de += "weder zahlen noch bekommen";
  }
  if (!why.en.empty()) out.en += " (" + why.en + ")";
  if (!why.de.empty()) out.de += " (" + why.de + ")";
  if (sign(recorded) == 0 || sign(recorded) == sign(should)) {
    out.en += ", the record has " + magnitude(recorded);
    out.de += ", aufgeschrieben ist " + magnitude(recorded);
  } else if (sign(recorded) > 0) {
    out.en += ", the record has " + seat_name(seat) + " receive " + magnitude(recorded);
    out.de += ", aufgeschrieben ist, dass " + seat_name_de(seat) + " " + magnitude(recorded) + " bekommt";
  } else {
    out.en += ", the record has " + seat_name(seat) + " pay " + magnitude(recorded);
    out.de += ", aufgeschrieben ist, dass " + seat_name_de(seat) + " " + magnitude(recorded) + " zahlt";
  }
  return out;
}

}  // namespace stichprobe::engine
