// Writes the valid samples' raw material (hidden: run `test_tapp_tarock "[.write-samples]"`):
// generated hands picked for what each sample must show, as THR with real-looking
// meta. The faulty samples were made from these by editing one fault in by hand.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <functional>

#include "formats/thr_writer.h"
#include "support.h"

using namespace tt_test;

namespace {
bool has_bonus(const record::Hand& h, const std::string& type, bool declarer_side) {
  if (!h.result) return false;
  for (const auto& b : h.result->bonuses)
    if (b.type == type && (b.side ? *b.side == "declarer" : *b.seat == h.contract->declarer) == declarer_side)
      return true;
  return false;
}
bool announced(const record::Hand& h, const std::string& type) {
  for (const auto& a : h.announcements)
    if (a.type == type) return true;
  return false;
}
bool type_is(const record::Hand& h, const char* t) { return h.contract && h.contract->type == t; }
int packet(const record::Hand& h) { return h.exchanges.empty() ? 0 : h.exchanges[0].packet.value_or(0); }
}  // namespace

TEST_CASE("write sample material", "[.write-samples]") {
  struct Want {
    std::string name, variant, place, date, recorder;
    std::function<bool(const record::Hand&)> ok;
  };
  const std::vector<Want> wants{
      {"valid-dreier-upper-packet", "standard", "Café Central, Wien", "1998-11-07", "R. Sedlaczek",
       [](const record::Hand& h) {
         return type_is(h, "dreier") && packet(h) == 1 && h.announcements.empty() && has_bonus(h, "koepfe", true);
       }},
      {"valid-unterer-lower-packet", "standard", "Café Sperl, Wien", "1999-02-13", "W. Mayr",
       [](const record::Hand& h) { return type_is(h, "unterer") && packet(h) == 2 && h.announcements.empty(); }},
      {"valid-oberer-pagat-ultimo-defenders", "standard", "Café Landtmann, Wien", "2001-05-19", "W. Mayr",
       [](const record::Hand& h) {
         return type_is(h, "oberer") && has_bonus(h, "pagat-ultimo", false) && h.announcements.empty();
       }},
      {"valid-solo-pagat-ultimo", "standard", "Café Hawelka, Wien", "2003-01-25", "H. Alscher",
       [](const record::Hand& h) {
         return type_is(h, "solo") && has_bonus(h, "pagat-ultimo", true) && h.announcements.empty();
       }},
      {"valid-pagat-ultimo-announced", "standard", "Gasthaus Zum Schwarzen Kameel, Wien", "2004-10-02", "H. Alscher",
       [](const record::Hand& h) { return announced(h, "pagat-ultimo") && has_bonus(h, "pagat-ultimo", true); }},
      {"valid-valat-announced", "standard", "Café Bräunerhof, Wien", "2005-03-12", "B. Krüpl",
       [](const record::Hand& h) { return announced(h, "valat") && has_bonus(h, "valat", true); }},
      {"valid-tarock-trull", "standard", "Café Museum, Wien", "2006-06-17", "B. Krüpl",
       [](const record::Hand& h) { return has_bonus(h, "tarock-trull", true) && !type_is(h, "dreier"); }},
      {"valid-royal-trull-defender", "standard", "Café Frauenhuber, Wien", "2007-09-08", "R. Sedlaczek",
       [](const record::Hand& h) { return has_bonus(h, "royal-trull", false); }},
      {"valid-old-talon-unterer", "old-talon", "Piatnik-Runde, Wien", "1923-04-14", "F. Unger",
       [](const record::Hand& h) { return type_is(h, "unterer") && packet(h) == 2; }},
      {"valid-old-talon-oberer", "old-talon", "Piatnik-Runde, Wien", "1923-04-21", "F. Unger",
       [](const record::Hand& h) { return type_is(h, "oberer") && packet(h) == 1 && has_bonus(h, "koepfe", true); }},
      {"base-dreier", "standard", "Café Central, Wien", "1999-12-04", "R. Sedlaczek",
       [](const record::Hand& h) { return type_is(h, "dreier") && h.announcements.empty(); }},
  };
  const std::string dir = STICHPROBE_BINARY_DIR "/tapp-tarock-samples";
  std::filesystem::create_directories(dir);
  int written = 0;
  for (const auto& w : wants) {
    for (std::uint64_t seed = 1; seed < 20000; ++seed) {
      const int dealer = 1 + static_cast<int>(seed % 3);
      record::Hand h = generated(seed, w.variant, dealer);
      if (!w.ok(h)) continue;
      record::Session s;
      s.game = "tapp-tarock";
      s.variant = w.variant;
      record::Meta m;
      m.place = w.place;
      m.date = w.date;
      m.recorded_by = w.recorder;
      s.meta = m;
      const char* names[] = {"Anton Hofbauer", "Berta Kaltenegger", "Carl Wawra"};
      for (int seat = 1; seat <= 3; ++seat) {
        record::Player p;
        p.seat = seat;
        p.name = names[seat - 1];
        s.players.push_back(p);
      }
      s.hands.push_back(h);
      std::ofstream(dir + "/" + w.name + ".xml") << write_thr(s);
      ++written;
      break;
    }
  }
  CHECK(written == static_cast<int>(wants.size()));
}
