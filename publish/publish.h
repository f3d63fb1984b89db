// `stichprobe publish`: one self-contained web page per record file and an index of
// them, drawn from the replay model (replayer/model/) as the desktop replayer draws it.
// The pages hold their styles, script and data; they load nothing (no http: or https:)
// and work from file:// as from any static host. Writing the files is the caller's.
#pragma once
#include <string>
#include <vector>

#include "formats/finding.h"

namespace stichprobe::publish {

// One session of a page, for the index.
struct SessionSummary {
  std::string title, date, place, event;  // the record's meta ("" where it has none)
  std::vector<std::string> players;       // in seat order
  std::string game, variant;
  int hands = 0, findings = 0, errors = 0;
  int first_hand = 1;  // the page's address of its first hand: page.html#hand=N
};

struct Page {
  std::string html;
  bool readable = false;                    // false: nothing could be read (the page says why)
  std::vector<SessionSummary> sessions;     // empty when no hand could be read
  int hands = 0, findings = 0, errors = 0;  // findings: every one `validate` reports
};

struct PageOptions {
  Lang lang = Lang::En;
  std::string name;        // the record as the page names it (its path below the folder given)
  std::string index_href;  // the link back to the index ("index.html", "../index.html"); "" for none
};

// The page of the record file `path`. Never throws on bad input: an unreadable or
// malformed file gives a page with its findings.
Page render_page(const std::string& path, const PageOptions& options);

// One page in the index.
struct IndexEntry {
  std::string href;  // relative to the index
  std::string name;  // as PageOptions::name
  Page page;         // its summary (the html is not needed)
};

std::string render_index(const std::vector<IndexEntry>& entries, Lang lang);

}  // namespace stichprobe::publish
