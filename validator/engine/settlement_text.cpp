#include "validator/engine/settlement_text.h"

#include "validator/engine/messages.h"
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
  // The form: what the seat should do, then (where the record turns it) what the record has it do.
  std::string key = sign(should) > 0   ? "settlement.amount/receive"
                    : sign(should) < 0 ? "settlement.amount/pay"
                                       : "settlement.amount/neither";
  if (sign(recorded) != 0 && sign(recorded) != sign(should))
    key += sign(recorded) > 0 ? "-recorded-receive" : "-recorded-pay";
  return say({}, key,
             {{"seat", seat_name(seat), seat_name_de(seat)},
              {"amount", with_unit(should, unit.en), with_unit(should, unit.de)},
              {"why", why.en.empty() ? std::string() : " (" + why.en + ")",
               why.de.empty() ? std::string() : " (" + why.de + ")"},
              {"recorded", magnitude(recorded)}});
}

}  // namespace stichprobe::engine
