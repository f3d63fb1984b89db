// THR v1 §5 "Result": what the table recorded (points, bonuses, settlement, totals).
#include "formats/thr_reader_elements.h"

namespace stichprobe::thr_detail {
namespace {

constexpr const char* kResult = "§5";

void read_points(Reader& r, pugi::xml_node element, record::Points& points) {
  points.pos = r.pos(element);
  auto a = r.attributes(element, {"side", "seat"}, points.foreign, kResult);
  points.side = r.text_attr(a[0]);
  points.seat = r.integer(element, a[1], "seat", "§2", false);
  if (!a[0] && !a[1]) r.report("format.missing-attribute/points", points.pos, {}, kResult);
  points.value = r.rational_text(element, kResult).value_or(Rational());
  r.children(element, {}, points.foreign, true, false, kResult, [](int, pugi::xml_node) {});
}

void read_bonus(Reader& r, pugi::xml_node element, record::Bonus& bonus) {
  bonus.pos = r.pos(element);
  auto a = r.attributes(element, {"seat", "side", "type", "amount"}, bonus.foreign, kResult);
  bonus.seat = r.integer(element, a[0], "seat", "§2", false);
  bonus.side = r.text_attr(a[1]);
  if (r.require(element, a[2], "type", kResult)) bonus.type = a[2].value();
  bonus.amount = r.rational(element, a[3], "amount", kResult).value_or(Rational());
  r.no_children(element, bonus.foreign, kResult);
}

void read_settlement(Reader& r, pugi::xml_node element, record::Settlement& settlement) {
  settlement.pos = r.pos(element);
  settlement.pays.reserve(Reader::child_elements(element));
  auto a = r.attributes(element, {"unit"}, settlement.foreign, kResult);
  settlement.unit = r.enum_attr(element, a[0], "unit", {"cent", "rappen", "point"}, kResult, true).value_or("");
  r.children(element, {"pay"}, settlement.foreign, false, false, kResult, [&](int, pugi::xml_node child) {
    record::Pay& pay = settlement.pays.emplace_back();
    pay.pos = r.pos(child);
    auto p = r.attributes(child, {"seat", "amount"}, pay.foreign, kResult);
    pay.seat = r.integer(child, p[0], "seat", "§2", true).value_or(0);
    pay.amount = r.rational(child, p[1], "amount", kResult).value_or(Rational());
    r.no_children(child, pay.foreign, kResult);
  });
}

void read_totals(Reader& r, pugi::xml_node element, record::Totals& totals) {
  totals.pos = r.pos(element);
  r.attributes(element, totals.foreign, kResult);
  totals.totals.reserve(Reader::child_elements(element));
  r.children(element, {"total"}, totals.foreign, false, false, kResult, [&](int, pugi::xml_node child) {
    record::Total& total = totals.totals.emplace_back();
    total.pos = r.pos(child);
    auto t = r.attributes(child, {"seat", "value"}, total.foreign, kResult);
    total.seat = r.integer(child, t[0], "seat", "§2", true).value_or(0);
    total.value = r.rational(child, t[1], "value", kResult).value_or(Rational());
    r.no_children(child, total.foreign, kResult);
  });
}

}  // namespace

void read_result(Reader& r, pugi::xml_node element, record::Result& result) {
  result.pos = r.pos(element);
  result.points.reserve(2);
  r.attributes(element, result.foreign, kResult);
  r.children(
      element, {"points", "bonus", "settlement", "totals"}, result.foreign, false, true, kResult,
      [&](int index, pugi::xml_node child) {
        switch (index) {
          case 0: read_points(r, child, result.points.emplace_back()); break;
          case 1: read_bonus(r, child, result.bonuses.emplace_back()); break;
          case 2:
            if (result.settlement) {
              r.report("format.duplicate-element", r.pos(child), {{"parent", "result"}, {"name", "settlement"}},
                       kResult);
              return;
            }
            read_settlement(r, child, result.settlement.emplace());
            break;
          default:
            if (result.totals) {
              r.report("format.duplicate-element", r.pos(child), {{"parent", "result"}, {"name", "totals"}}, kResult);
              return;
            }
            read_totals(r, child, result.totals.emplace());
            break;
        }
      });
}

}  // namespace stichprobe::thr_detail
