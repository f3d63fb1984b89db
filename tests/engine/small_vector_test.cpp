// SmallVector keeps its inline places raw until a value is added (issue 21): every value
// constructed is destroyed once, through copies, moves, spilling to the heap and back.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "validator/engine/small_vector.h"

namespace stichprobe::engine {
namespace {

int live = 0;  // values alive now
struct Counted {
  std::string text;  // a value with a resource of its own, as ScoreItem and Strafe have
  explicit Counted(std::string t = "") : text(std::move(t)) { ++live; }
  Counted(const Counted& o) : text(o.text) { ++live; }
  Counted(Counted&& o) noexcept : text(std::move(o.text)) { ++live; }
  Counted& operator=(const Counted&) = default;
  Counted& operator=(Counted&&) noexcept = default;
  ~Counted() { --live; }
  bool operator==(const Counted& o) const { return text == o.text; }
};

std::vector<std::string> texts(const SmallVector<Counted, 3>& v) {
  std::vector<std::string> out;
  for (const auto& c : v) out.push_back(c.text);
  return out;
}

TEST_CASE("SmallVector: an empty list constructs none of its inline values", "[engine][small-vector]") {
  live = 0;
  {
    const SmallVector<Counted, 3> v;
    CHECK(v.empty());
    CHECK(live == 0);
  }
  CHECK(live == 0);
}

TEST_CASE("SmallVector: each value destroyed once through copy, move, spill and erase", "[engine][small-vector]") {
  live = 0;
  {
    SmallVector<Counted, 3> v;
    for (const char* t : {"a", "b", "c"}) v.push_back(Counted(t));
    CHECK(live == 3);
    SmallVector<Counted, 3> copy = v;
    CHECK(live == 6);
    v.push_back(Counted("long enough not to fit in the string itself"));  // spills to the heap
    CHECK(live == 7);
    CHECK(texts(v) == std::vector<std::string>{"a", "b", "c", "long enough not to fit in the string itself"});
    SmallVector<Counted, 3> moved = std::move(v);
    CHECK(v.empty());  // NOLINT(bugprone-use-after-move): take() leaves the other list empty
    CHECK(live == 7);
    moved.erase(moved.begin() + 1);
    CHECK(texts(moved) == std::vector<std::string>{"a", "c", "long enough not to fit in the string itself"});
    moved.insert(moved.begin(), Counted("z"));
    CHECK(texts(moved) == std::vector<std::string>{"z", "a", "c", "long enough not to fit in the string itself"});
    copy = moved;  // inline list takes a spilled one's values
    CHECK(copy == moved);
    SmallVector<Counted, 3> inline_moved = SmallVector<Counted, 3>{Counted("x"), Counted("y")};
    CHECK(texts(inline_moved) == std::vector<std::string>{"x", "y"});
    inline_moved = std::move(copy);
    CHECK(texts(inline_moved) == texts(moved));
    inline_moved.resize(1);
    CHECK(texts(inline_moved) == std::vector<std::string>{"z"});
    inline_moved.clear();
    CHECK(inline_moved.empty());
    inline_moved.resize(2, Counted("r"));
    CHECK(texts(inline_moved) == std::vector<std::string>{"r", "r"});
  }
  CHECK(live == 0);
}

TEST_CASE("SmallVector: plain values copy as bytes, up to the size", "[engine][small-vector]") {
  SmallVector<int, 4> a{1, 2, 3};
  const SmallVector<int, 4> b = a;
  CHECK(b == a);
  a.push_back(4);
  a.push_back(5);  // spilled
  SmallVector<int, 4> c{9};
  c = a;
  CHECK(c == a);
  c = b;
  CHECK(std::vector<int>(c.begin(), c.end()) == std::vector<int>{1, 2, 3});
}

}  // namespace
}  // namespace stichprobe::engine
