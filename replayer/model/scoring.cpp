// The scoring views: the engine's derivation, the recorded-vs-computed sheet of the
// hand and the session's score sheet.
#include <algorithm>
#include <map>

#include "replayer/model/replay_model.h"
#include "replayer/model/running_totals.h"
#include "validator/engine/missing_parts.h"
#include "validator/engine/trick_play.h"

namespace stichprobe::replay {
namespace {

bool finding_at(const std::vector<FindingAt>& findings, Pos pos) {
  if (pos == Pos{}) return false;
  // On its line in a file; an element the editor entered (line 0) at its own place.
  return std::any_of(findings.begin(), findings.end(), [&](const FindingAt& fa) {
    return fa.finding.pos.line == pos.line && (pos.line != 0 || fa.finding.pos.column == pos.column);
  });
}

std::string who(const std::optional<std::string>& side, const std::optional<int>& seat, Lang lang) {
  if (seat) return (lang == Lang::De ? "Sitz " : "seat ") + std::to_string(*seat);
  if (side) return *side;
  return lang == Lang::De ? "Tisch" : "table";
}

// Each seat's settlement: what the table paid beside what the engine computes; on the
// sheet unless the derivation already sets it beside the record's.
void add_payments(const ReplayModel& m, const engine::HandReport& r, const record::Hand* h, ScoringView& v) {
  const bool de = m.lang() == Lang::De;
  std::map<int, Rational> recorded;
  const bool has_settlement = h && h->result && h->result->settlement;
  if (has_settlement)
    for (const auto& p : h->result->settlement->pays) recorded[p.seat] += p.amount;
  std::map<int, bool> seats;
  for (const auto& [seat, amount] : r.analysis.payments) seats[seat] = true;
  for (const auto& [seat, amount] : recorded) seats[seat] = true;
  // A seat whose settlement the derivation already sets beside the record's is not listed again.
  auto compared_seat = [&](int seat) {
    const std::string name = engine::seat_name(seat);
    return std::any_of(r.analysis.derivation.begin(), r.analysis.derivation.end(), [&](const engine::ScoreLine& l) {
      return l.recorded && l.item.en.rfind(name, 0) == 0 &&
             (l.item.en.size() == name.size() || l.item.en[name.size()] == ' ');
    });
  };
  for (const auto& [seat, unused] : seats) {
    const Rational computed = r.analysis.payments.count(seat) ? r.analysis.payments.at(seat) : Rational{};
    const Rational rec = recorded.count(seat) ? recorded.at(seat) : Rational{};
    ScoreRow row{m.player_name(seat) + (de ? " (Sitz " : " (seat ") + std::to_string(seat) + ")" +
                     (de ? ": Zahlung" : ": payment"),
                 computed.to_string(),
                 has_settlement ? rec.to_string() : "",
                 "",
                 has_settlement,
                 has_settlement && computed != rec};
    v.payments.push_back(row);
    if (!compared_seat(seat)) v.sheet.push_back(row);
  }
}

// Running totals: the sum of the session's computed payments up to this hand, beside
// each recorded total.
void add_totals(const ReplayModel& m, const record::Hand* h, ScoringView& v) {
  const bool de = m.lang() == Lang::De;
  v.session = m.session_sheet();
  v.seats = 0;
  for (const auto& row : v.session) v.seats = std::max(v.seats, static_cast<int>(row.computed_total.size()));
  if (h && h->result && h->result->totals)
    for (const auto& t : h->result->totals->totals) {
      std::string computed;
      for (const auto& row : v.session)
        if (row.current && t.seat >= 1 && t.seat <= static_cast<int>(row.computed_total.size()))
          computed = row.computed_total[static_cast<std::size_t>(t.seat - 1)];
      v.sheet.push_back(ScoreRow{m.player_name(t.seat) + (de ? " (Sitz " : " (seat ") + std::to_string(t.seat) + ")" +
                                     (de ? ": Stand" : ": running total"),
                                 computed, t.value.to_string(), "", true,
                                 computed != t.value.to_string() || finding_at(m.hand_findings(), t.pos)});
    }
}

}  // namespace

ScoringView ReplayModel::scoring() const {
  ScoringView v;
  const engine::HandReport* r = hand_report();
  if (!r) return v;
  const bool de = lang_ == Lang::De;
  const engine::Step* cur = current_step();
  v.reached = !cur || cur->kind == engine::StepKind::Score || step_ == step_count() - 1;
  std::vector<std::string> compared;  // recorded values the derivation already sets beside a computed one
  for (const auto& line : r->analysis.derivation) {
    ScoreRow row{text_in(line.item, lang_),   text_in(line.computed, lang_), line.recorded.value_or(""),
                 text_in(line.detail, lang_), line.recorded.has_value(),     line.mismatch};
    v.derivation.push_back(row);
    if (line.recorded) {
      v.sheet.push_back(row);
      compared.push_back(*line.recorded);
    }
  }
  const record::Hand* h = hand_record();
  if (h && h->outcome && h->outcome->type != "played")
    v.outcome =
        h->outcome->type == "redeal"
            ? (de ? "Neu gegeben: dieses Spiel wird nicht abgerechnet." : "Redealt: this hand is not scored.")
            : (de ? "Eingeworfen: das Spiel wurde nicht ausgespielt." : "Thrown in: the hand was not played out.");
  // Recorded points and bonuses the derivation does not set beside a value: listed with
  // the record's value; a finding at the element marks it.
  auto add_recorded = [&](const std::string& item, const std::string& value, Pos pos) {
    const auto it = std::find(compared.begin(), compared.end(), value);
    if (it != compared.end()) {
      compared.erase(it);
      return;
    }
    v.sheet.push_back(ScoreRow{item, de ? "(siehe Ableitung)" : "(see the derivation)", value, "", true,
                               finding_at(hand_findings_, pos)});
  };
  if (h && h->result) {
    for (const auto& p : h->result->points)
      add_recorded((de ? "Augen, " : "card points, ") + who(p.side, p.seat, lang_), p.value.to_string(), p.pos);
    for (const auto& b : h->result->bonuses)
      add_recorded(b.type + ", " + who(b.side, b.seat, lang_), b.amount.to_string(), b.pos);
  }
  add_payments(*this, *r, h, v);
  add_totals(*this, h, v);
  std::stable_partition(v.sheet.begin(), v.sheet.end(), [](const ScoreRow& row) { return row.mismatch; });
  return v;
}

std::vector<SessionRow> ReplayModel::session_sheet() const {
  if (indexed_) return indexed_sheet();
  std::vector<SessionRow> out;
  const record::Session* s = session_record();
  const engine::SessionReport* rep = session_report();
  if (!s || !rep) return out;
  const int seats = static_cast<int>(s->players.size());
  RunningTotals running(seats);
  const int current = hands_[static_cast<std::size_t>(hand_)].hand;
  for (std::size_t i = 0; i < s->hands.size() && i < rep->hands.size(); ++i) {
    const record::Hand& h = s->hands[i];
    const engine::HandReport& hr = rep->hands[i];
    SessionRow row;
    row.n = h.n;
    row.contract = hr.contract;
    row.current = static_cast<int>(i) == current;
    std::map<int, Rational> paid;
    const bool has_pay = h.result && h.result->settlement;
    if (has_pay)
      for (const auto& p : h.result->settlement->pays) paid[p.seat] += p.amount;
    const std::vector<Rational> expected =
        running.add_hand(h, hr.analysis.payments, engine::payments_known(hr.analysis.findings));
    std::map<int, Rational> total;
    if (h.result && h.result->totals)
      for (const auto& t : h.result->totals->totals) total[t.seat] = t.value;
    for (int seat = 1; seat <= seats; ++seat) {
      const auto it = hr.analysis.payments.find(seat);
      const Rational pay = it == hr.analysis.payments.end() ? Rational{} : it->second;
      const Rational& sum = expected[static_cast<std::size_t>(seat)];
      const bool has_total = total.count(seat) > 0;
      row.computed_pay.push_back(pay.to_string());
      row.recorded_pay.push_back(has_pay ? paid[seat].to_string() : "");
      row.pay_differs.push_back(has_pay && paid[seat] != pay);
      row.computed_total.push_back(sum.to_string());
      row.recorded_total.push_back(has_total ? total[seat].to_string() : "");
      row.total_differs.push_back(has_total && total[seat] != sum);
    }
    out.push_back(std::move(row));
  }
  return out;
}

}  // namespace stichprobe::replay
