// The editor's record (replayer/model/editor_model.h): opening a file at an action, the
// deal's places and deck, the game's deal shape, saving, undo and redo, the new record
// form's parsing. The editor on the table that drives it: table_editor_test.cpp.
#include <catch2/catch.hpp>

#include <filesystem>

#include "formats/thr_reader.h"
#include "replayer/model/editor_model.h"

using namespace stichprobe;
using namespace stichprobe::replay;
namespace fs = std::filesystem;

TEST_CASE("editor model: a file's last hand entered anew up to an action", "[editor-model]") {
  const std::string path = std::string(STICHPROBE_SOURCE_DIR) + "/samples/tapp-tarock/valid-dreier-upper-packet.xml";
  EditorModel m;
  REQUIRE(m.open_at(path, 30).empty());
  CHECK_FALSE(m.modified());
  // 30 actions: start, 3 hands, packets, 3 calls, contract, exchange, and 20 cards.
  REQUIRE(m.session().hand()->play);
  CHECK(m.session().hand()->play->tricks.size() == 7);
  CHECK(m.deck().size() == 54);
  CHECK(m.unplaced().empty());
  CHECK(m.cards_of({DealTarget::Packet, 1}).size() == 3);
  CHECK_FALSE(m.open_at("/nonexistent/file.xml", 3).empty());
}

TEST_CASE("editor model: the deal's places, undo and redo, saving", "[editor-model]") {
  EditorModel m;
  REQUIRE(m.new_record({"tuebinger-tarock", "", {}, {"Otto", "Guntram", "Lina", "Karl"}, 1}).empty());
  CHECK_FALSE(m.may_close());  // nothing saved yet
  CHECK(m.player_name(2) == "Guntram");
  // Tübinger: the dealer gets 21 (two of them he lays), the others 19, no talon.
  const DealShape shape = m.shape_for(1);
  REQUIRE(shape.known);
  CHECK(shape.hand == std::vector<int>{21, 19, 19, 19});
  CHECK(shape.talon == 0);
  CHECK(shape.exchange_before_auction);
  const std::vector<Card> some = {Card::from_id(1), Card::from_id(2)};
  m.deal_to({DealTarget::Seat, 3}, some, "to ");
  CHECK(m.cards_of({DealTarget::Seat, 3}) == some);
  CHECK(m.unplaced().size() == 76);
  const std::string after = m.session().save_text();
  REQUIRE(m.undo());
  CHECK(m.cards_of({DealTarget::Seat, 3}).empty());
  REQUIRE(m.redo());
  CHECK(m.session().save_text() == after);
  const fs::path out = fs::temp_directory_path() / "stichprobe-editor-model-test.xml";
  CHECK_FALSE(m.save().empty());  // no file name yet
  REQUIRE(m.save_as(out.string()).empty());
  CHECK(m.may_close());
  CHECK(read_thr_file(out.string()).parsed);
  fs::remove(out);
  // Dappen at eight: the dealer sits out.
  EditorModel d;
  REQUIRE(d.new_record({"dappen", "breitnau", {}, {"1", "2", "3", "4", "5", "6", "7", "8"}, 3}).empty());
  CHECK(d.session().hand()->sitting_out == std::vector<int>{3});
}

TEST_CASE("editor model: the new record form's options and typed codes", "[editor-model]") {
  CHECK(parse_options("a=1 b=two junk =x") == std::map<std::string, std::string>{{"a", "1"}, {"b", "two"}});
  std::string bad;
  CHECK_FALSE(parse_cards("T21 X9", &bad));
  CHECK(bad == "X9");
  const auto cards = parse_cards("T21 F ?");
  REQUIRE(cards);
  CHECK(cards->size() == 3);
}
