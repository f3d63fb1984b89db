// The editor's record (replayer/model/editor_model.h): opening a file at an action, the
// deal's places and deck, the game's deal shape, saving, undo and redo, the new record
// form's parsing. The editor on the table that drives it: table_editor_test.cpp.
#include <catch2/catch.hpp>

#include <unistd.h>

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

TEST_CASE("editor model: a save that fails says why and keeps the edits, unsaved, in the window",
          "[editor-model][save]") {
  const fs::path dir = fs::temp_directory_path() / ("stichprobe-editor-save-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const fs::path file = dir / "hand.xml";
  EditorModel m;
  REQUIRE(m.new_record({"tapp-tarock", "", {}, {"Anna", "Berta", "Carl"}, 1}).empty());
  m.deal_to({DealTarget::Seat, 1}, {Card::from_id(1), Card::from_id(2)}, "to ");
  REQUIRE(m.save_as(file.string()).empty());  // saved once: the good file on disk
  m.start_next_hand();                        // edited since
  const std::string edited = m.session().save_text();
  REQUIRE(m.modified());

  SECTION("an injected writer that fails half-way") {
    std::string tried;
    m.set_writer([&](const std::string& path, std::string_view bytes) -> std::optional<WriteError> {
      tried = std::string(bytes);
      return WriteError{path, std::make_error_code(std::errc::no_space_on_device)};
    });
    const std::string why = m.save();
    CHECK(why == "cannot write " + file.string() + ": No space left on device");
    CHECK(tried == edited);
    CHECK(m.save_error() == why);
    CHECK(m.status() == "not saved");
    const std::string why_as = m.save_as((dir / "other.xml").string());
    CHECK(why_as == "cannot write " + (dir / "other.xml").string() + ": No space left on device");
    CHECK(m.session().path() == file.string());  // Save as did not move the record elsewhere
  }
  SECTION("the real writer, into a folder that is not there") {
    const std::string why = m.save_as((dir / "missing" / "hand.xml").string());
    CHECK(why == "cannot write " + (dir / "missing" / "hand.xml").string() + ": No such file or directory");
    CHECK_FALSE(fs::exists(dir / "missing"));
  }
  // The work stays in the window, unsaved: closing asks first.
  CHECK(m.active());
  CHECK(m.modified());
  CHECK_FALSE(m.may_close());
  CHECK(m.session().save_text() == edited);
  CHECK(read_thr_file(file.string()).document.sessions.at(0).hands.size() == 1);  // the file as it was
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
  CHECK(names == std::vector<std::string>{"hand.xml"});  // no temporary left beside it

  // A later save that works: saved, the error gone.
  m.set_writer({});
  CHECK(m.save().empty());
  CHECK(m.save_error().empty());
  CHECK_FALSE(m.modified());
  CHECK(m.may_close());
  fs::remove_all(dir);
}
