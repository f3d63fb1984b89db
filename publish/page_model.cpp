#include "publish/page_model.h"

#include <map>

#include "publish/json.h"
#include "publish/page_panels.h"
#include "publish/page_table.h"
#include "publish/page_text.h"
#include "replayer/model/hand_list.h"

namespace stichprobe::publish {
namespace {

using replay::CommandKind;
using replay::ReplayModel;

// A finding as --dump-steps writes it.
std::string dump_finding(const Finding& f) {
  return JsonObject()
      .add_string("code", f.code)
      .add_string("severity", severity_name(f.severity))
      .add_int("line", f.pos.line)
      .add_int("column", f.pos.column)
      .text();
}

// One step as --dump-steps writes it, less the geometry and the header.
std::string dump_step(const ReplayModel& m, const replay::TableView& v) {
  const int p = m.current_phase();
  JsonObject o;
  o.add_string("label", v.step_label);
  o.add_string("phase", p >= 0 ? text_in(m.phases()[static_cast<std::size_t>(p)].title, m.lang()) : "");
  if (v.trick_winner) o.add_int("trick_winner", v.trick_winner);
  if (v.recorded_winner) o.add_int("recorded_winner", v.recorded_winner);
  o.add("findings", json_array_of(v.findings_here, dump_finding));
  return o.text();
}

// The header's step line as the page rebuilds it from the step's label.
std::string step_line(const replay::TableView& v, Lang lang) {
  return page_word("stepLine", lang) + std::to_string(v.step + 1) + "/" + std::to_string(v.step_count) + ": " +
         v.step_label;
}

// The scoring tab's "reached" (ScoringView::reached) at the cursor: the scoring step or the last.
bool scoring_reached(const ReplayModel& m) {
  const engine::Step* cur = m.current_step();
  return !cur || cur->kind == engine::StepKind::Score || m.step() == m.step_count() - 1;
}

int calls_made(const ReplayModel& m) {
  int made = 0;
  for (const auto& c : m.auction()) made += c.made ? 1 : 0;
  return made;
}

class Walk {
 public:
  explicit Walk(ReplayModel& m) : m_(m) {}

  PageModel run(const std::string& name) {
    PageModel out;
    const Lang lang = m_.lang();
    Findings outside;
    for (const auto& f : m_.document_findings()) {
      if (f.hand == 0) outside.push_back(f);
      ++out.summary.findings;
      if (f.severity == Severity::Error) ++out.summary.errors;
    }
    out.summary.readable = m_.loaded();
    out.summary.hands = static_cast<int>(m_.hands().size());
    const replay::HandListLayout list = replay::hand_list_layout(m_, 1e6f, 15.0f);
    std::vector<std::string> data_hands, view_hands;
    for (std::size_t h = 0; h < m_.hands().size(); ++h) {
      m_.apply(replay::Command{CommandKind::OpenHand, static_cast<int>(h), {}});
      note_session(static_cast<int>(h), out.summary);
      std::string data_hand;
      view_hands.push_back(hand(list.rows[h], data_hand));
      data_hands.push_back(std::move(data_hand));
    }
    out.data = JsonObject()
                   .add_string("file", name)
                   .add("findings", json_array_of(outside, dump_finding))
                   .add("hands", "[" + join(data_hands, ",\n") + "]")
                   .text();
    JsonObject view;
    view.add_string("lang", lang == Lang::De ? "de" : "en").add_string("file", name);
    view.add("words", words_json(lang));
    const replay::WindowLayout w = replay::window_layout(kTableWindowW, kTableWindowH);
    view.add("box", "[" + json_number(w.table_content.x) + "," + json_number(w.table_content.y) + "," +
                        json_number(w.table_content.w) + "," + json_number(w.table_content.h) + "]");
    view.add("aspect", json_number(replay::kCardAspect));
    view.add("outside", json_array_of(outside, [&](const Finding& f) { return finding_json(f, -1, lang); }));
    view.add("strings", strings_.json()).add("places", places_.json()).add("epochs", epochs_.json());
    view.add("games", games_json());
    view.add("sessions", "[" + join(sessions_, ",\n") + "]");
    view.add("hands", "[" + join(view_hands, ",\n") + "]");
    out.view = view.text();
    return out;
  }

 private:
  static std::string join(const std::vector<std::string>& items, const char* sep) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? sep : "") + items[i];
    return out;
  }

  // A new session: its sheet and players for the page, its meta for the index.
  void note_session(int hand, Page& summary) {
    const replay::HandEntry& e = m_.hands()[static_cast<std::size_t>(hand)];
    if (e.session == session_) {
      SessionSummary& s = summary.sessions.back();
      ++s.hands;
      s.findings += e.findings;
      s.errors += e.errors;
      return;
    }
    session_ = e.session;
    session_index_ = static_cast<int>(sessions_.size());
    sessions_.push_back(session_json(m_, hand));
    SessionSummary s = session_summary(m_);
    s.first_hand = hand + 1;
    s.hands = 1;
    s.findings = e.findings;
    s.errors = e.errors;
    summary.sessions.push_back(std::move(s));
  }

  // One hand: its steps for the data (`data`), the rest for the view (returned).
  std::string hand(const replay::HandListRow& row, std::string& data) {
    CardIds ids;
    HandTable table(strings_, places_, ids);
    std::vector<std::string> steps;
    Findings unplaced;
    for (const auto& fa : m_.hand_findings())
      if (fa.step < 0) unplaced.push_back(fa.finding);
    for (int s = 0; s < m_.step_count(); ++s) {
      m_.apply(replay::Command{CommandKind::GoToStep, s, {}});
      const replay::TableView v = m_.table();
      const replay::TableLayout t = m_.layout(kTableWindowW, kTableWindowH);
      steps.push_back(dump_step(m_, v));
      StepTable st{&v, &t, step_line(v, m_.lang()), {}};
      st.extra.emplace_back("calls", std::to_string(calls_made(m_)));
      st.extra.emplace_back("r", scoring_reached(m_) ? "1" : "0");
      table.add_step(st);
    }
    const replay::HandEntry& e = m_.hands()[static_cast<std::size_t>(m_.current_hand())];
    data = JsonObject()
               .add_int("n", e.n)
               .add("findings", json_array_of(unplaced, dump_finding))
               .add("steps", "[" + join(steps, ",\n") + "]")
               .text();
    std::vector<int> epoch_ids;
    for (const auto& ep : table.epochs()) epoch_ids.push_back(epochs_.id(ep.json()));
    note_cards(ids);
    JsonObject o;
    o.add_int("session", session_index_).add_string("game", e.game);
    o.add("row", hand_row_json(row, e));
    o.add("cards", json_string(card_codes(ids)));
    o.add("inferred", json_string(table.inferred()));
    o.add("panels", hand_panels_json(m_, strings_));
    o.add("frames", "[" + join(table.frames(epoch_ids), ",\n") + "]");
    return o.text();
  }

  // The faces of the cards this hand shows, per game.
  void note_cards(const CardIds& ids) {
    auto& faces = faces_[m_.names().game()];
    for (Card c : ids.cards())
      if (!faces.count(card_code(c))) faces[card_code(c)] = card_face_json(m_.names(), c);
  }

  std::string games_json() const {
    JsonObject games;
    for (const auto& [game, faces] : faces_) {
      JsonObject g;
      for (const auto& [code, face] : faces) g.add(code, face);
      games.add(game, g.text());
    }
    return games.text();
  }

  ReplayModel& m_;
  Interned strings_, places_, epochs_;
  std::vector<std::string> sessions_;
  int session_ = -1, session_index_ = -1;
  std::map<std::string, std::map<std::string, std::string>> faces_;
};

}  // namespace

PageModel page_model(replay::ReplayModel& model, const std::string& name) { return Walk(model).run(name); }

}  // namespace stichprobe::publish
