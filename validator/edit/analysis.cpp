#include "validator/edit/analysis.h"

#include "formats/thr_reader.h"
#include "formats/thr_writer.h"

namespace stichprobe::edit {

Analysis analyse(const record::Session& session) {
  Analysis a;
  const ReadResult read = read_thr(write_thr(session));
  engine::DocumentReport doc = engine::validate_document(read, {.timeline = true, .derivation = true});
  a.findings = std::move(doc.findings);
  if (!read.document.sessions.empty()) a.canonical = read.document.sessions.front();
  if (!doc.sessions.empty()) a.report = std::move(doc.sessions.front());
  a.report.context.session = nullptr;  // it pointed into the text read back here
  return a;
}

Findings faults_at(const Findings& findings, Pos pos) {
  Findings out;
  for (const auto& f : findings)
    if (f.pos == pos && f.severity != Severity::Info) out.push_back(f);
  return out;
}

record::Session up_to(const record::Session& session, std::size_t hand) {
  record::Session s = session;
  if (hand + 1 < s.hands.size()) s.hands.resize(hand + 1);
  return s;
}

}  // namespace stichprobe::edit
