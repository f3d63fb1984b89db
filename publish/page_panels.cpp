#include "publish/page_panels.h"

#include "publish/json.h"
#include "replayer/model/ui_text.h"

namespace stichprobe::publish {
namespace {

using replay::ReplayModel;
using replay::UiText;

std::string strings_json(const std::vector<std::string>& items) { return json_array_of(items, json_string); }

// A row of the scoring: the ids of its item, computed value, recorded value (-1: none) and
// detail in the page's strings, and whether the two values differ.
std::string score_row(const replay::ScoreRow& r, Interned& strings) {
  auto id = [&](const std::string& s) { return std::to_string(text_id(strings, s)); };
  return "[" + id(r.item) + "," + id(r.computed) + "," + (r.has_recorded ? id(r.recorded) : "-1") + "," + id(r.detail) +
         "," + (r.mismatch ? "1" : "0") + "]";
}

// The lines under the auction: the contract, its declarer, trump and partner card.
std::vector<std::string> contract_lines(const ReplayModel& m) {
  std::vector<std::string> out;
  const record::Hand* h = m.hand_record();
  if (!h || !h->contract) return out;
  const Lang lang = m.lang();
  const record::Contract& c = *h->contract;
  out.push_back(std::string(ui_text(UiText::ContractLabel, lang)) + ": " + c.type);
  if (c.declarer) out.push_back(std::string(ui_text(UiText::DeclarerLabel, lang)) + ": " + m.player_name(*c.declarer));
  if (c.trump) out.push_back(std::string(ui_text(UiText::TrumpLabel, lang)) + ": " + *c.trump);
  if (c.partner_card)
    out.push_back(std::string(ui_text(UiText::PartnerCardLabel, lang)) + ": " + m.names().name(*c.partner_card) + " (" +
                  card_code(*c.partner_card) + ")");
  return out;
}

std::string scoring_json(const ReplayModel& m, Interned& strings) {
  const replay::ScoringView v = m.scoring();
  std::vector<std::string> derivation;
  for (const auto& r : v.derivation) derivation.push_back(score_row(r, strings));
  // A row of the sheet that is a row of the derivation (a recorded value the derivation
  // sets beside its own) is written once: the sheet gives its index there.
  const std::string sheet = json_array_of(v.sheet, [&](const replay::ScoreRow& r) {
    const std::string row = score_row(r, strings);
    for (std::size_t i = 0; i < derivation.size(); ++i)
      if (derivation[i] == row) return std::to_string(i);
    return row;
  });
  return JsonObject()
      .add_string("outcome", v.outcome)
      .add("sheet", sheet)
      .add("derivation", json_array(derivation))
      .text();
}

}  // namespace

std::string finding_json(const Finding& f, int step, Lang lang) {
  JsonObject o;
  o.add_string("sev", severity_name(f.severity)).add_string("word", severity_word(f.severity, lang));
  o.add_string("code", f.code)
      .add_string("msg", message_in(f, lang))
      .add_string("where", replay::finding_place(f, lang));
  o.add_string("rule", rule_in(f.rule, lang));
  if (!f.ruling.empty()) o.add_string("ruling", f.ruling);
  o.add_int("line", f.pos.line).add_int("column", f.pos.column).add_int("step", step);
  return o.text();
}

std::string hand_row_json(const replay::HandListRow& row, const replay::HandEntry& e) {
  return JsonObject()
      .add_int("n", e.n)
      .add("lines", strings_json(row.lines))
      .add_int("dim", static_cast<long long>(row.dim_from))
      .add_int("findings", e.findings)
      .add_int("errors", e.errors)
      .text();
}

std::string hand_panels_json(const ReplayModel& m, Interned& strings) {
  const Lang lang = m.lang();
  JsonObject o;
  o.add("phases", json_array_of(m.phases(), [&](const replay::Phase& p) {
          return "[" + json_string(text_in(p.title, lang)) + "," + std::to_string(p.first_step) + "," +
                 std::to_string(p.last_step) + "," + std::to_string(p.findings) + "]";
        }));
  o.add("findings", json_array_of(m.hand_findings(), [&](const replay::FindingAt& fa) {
          return finding_json(fa.finding, fa.step, lang);
        }));
  o.add("calls", json_array_of(m.auction(), [](const replay::CallView& c) {
          return "[" + json_string(c.text) + "," + std::to_string(c.step) + "," + (c.marked ? "1" : "0") + "]";
        }));
  o.add("contract", strings_json(contract_lines(m)));
  o.add("scoring", scoring_json(m, strings));
  o.add("notes", strings_json(m.record_notes()));
  o.add_int("index", m.hands()[static_cast<std::size_t>(m.current_hand())].hand);
  return o.text();
}

std::string session_json(const ReplayModel& m, int first_hand) {
  const auto sheet = m.session_sheet();
  std::vector<std::string> players;
  const std::size_t seats = sheet.empty() ? 0 : sheet.front().computed_pay.size();
  for (std::size_t s = 1; s <= seats; ++s) players.push_back(m.player_name(static_cast<int>(s)));
  return JsonObject()
      .add_int("first", first_hand)
      .add("players", strings_json(players))
      .add("sheet", json_array_of(sheet,
                                  [](const replay::SessionRow& r) {
                                    std::vector<std::string> cells;
                                    for (std::size_t k = 0; k < r.computed_pay.size(); ++k) {
                                      std::string cell =
                                          "[" + json_string(r.computed_pay[k]) + "," + json_string(r.computed_total[k]);
                                      // The record's beside them where it differs.
                                      if (r.pay_differs[k] || r.total_differs[k])
                                        cell += "," + json_string(r.recorded_pay[k]) + "," +
                                                json_string(r.recorded_total[k]);
                                      cells.push_back(cell + "]");
                                    }
                                    return "[" + std::to_string(r.n) + "," + json_array(cells) + "]";
                                  }))
      .text();
}

SessionSummary session_summary(const ReplayModel& m) {
  SessionSummary s;
  const record::Session* session = m.session_record();
  if (!session) return s;
  if (session->meta) {
    s.title = session->meta->title.value_or("");
    s.date = session->meta->date.value_or("");
    s.place = session->meta->place.value_or("");
    s.event = session->meta->event.value_or("");
  }
  for (const auto& p : session->players) s.players.push_back(m.player_name(p.seat));
  const replay::HandEntry& e = m.hands()[static_cast<std::size_t>(m.current_hand())];
  s.game = e.game;
  s.variant = e.variant;
  return s;
}

std::string card_face_json(const replay::CardNames& names, Card c) {
  std::string kind = "?";
  bool court = false;
  if (c.is_trump()) {
    kind = "T";
  } else if (c.is_fool()) {
    kind = "F";
  } else if (!c.is_unknown()) {
    kind = std::string(1, "CSHD"[static_cast<int>(c.suit())]);
    court = c.rank() == Rank::King || c.rank() == Rank::Queen || c.rank() == Rank::Cavalier || c.rank() == Rank::Jack;
  }
  return "[" + json_string(kind) + "," + (court ? "1" : "0") + "," + json_string(c.is_unknown() ? "" : names.index(c)) +
         "," + json_string(c.is_unknown() ? "" : names.numeral(c)) + "," +
         json_string(c.is_unknown() ? "?" : names.name(c)) + "]";
}

std::string card_codes(const CardIds& ids) {
  std::string out;
  for (Card c : ids.cards()) out += (out.empty() ? "" : " ") + card_code(c);
  return out;
}

}  // namespace stichprobe::publish
