// `--jobs N`: at most one worker thread per file, and a thread the system will not
// start is an error (exit 2) instead of std::terminate ("terminate called ...").
#include <catch2/catch.hpp>
#include <system_error>

#include "tests/support/cli_run.h"
#include "validator/cli/validate_files.h"

using namespace stichprobe;

namespace {

const std::vector<std::string> kFiles = {
    std::string(STICHPROBE_SAMPLES_DIR) + "/tapp/valid-farbspiel-3p-32.xml",
    std::string(STICHPROBE_SAMPLES_DIR) + "/tapp/faulty-revoke.xml",
    std::string(STICHPROBE_SAMPLES_DIR) + "/tapp-tarock/valid-tarock-trull.xml",
};

}  // namespace

TEST_CASE("--jobs larger than the number of files starts one thread per file", "[cli][jobs]") {
  int started = 0;
  std::vector<std::string> order;
  cli::validate_files(
      kFiles, 2000, {}, [&](cli::FileResult&& r, bool) { order.push_back(r.path); },
      [&](std::function<void()> body) {
        ++started;
        return std::thread(std::move(body));
      });
  CHECK(started == static_cast<int>(kFiles.size()));
  CHECK(order == kFiles);

  std::vector<std::string> args = {"validate", "--no-source"};
  args.insert(args.end(), kFiles.begin(), kFiles.end());
  const auto one = testing::run_cli(args);
  args.insert(args.begin() + 1, {"--jobs", "2000"});
  const auto many = testing::run_cli(args);
  CHECK(one.status == 1);  // faulty-revoke
  CHECK(many.status == one.status);
  CHECK(many.out == one.out);
  CHECK(many.err.empty());
}

TEST_CASE("a worker thread that cannot start is reported, after the started ones are joined", "[cli][jobs]") {
  for (int fail_at : {1, 2, 3}) {
    INFO("the start of thread " << fail_at << " fails");
    int calls = 0;
    bool reported = false;
    const cli::ThreadStarter failing = [&](std::function<void()> body) {
      if (++calls == fail_at) throw std::system_error(std::make_error_code(std::errc::resource_unavailable_try_again));
      return std::thread(std::move(body));
    };
    try {
      cli::validate_files(
          kFiles, 3, {}, [&](cli::FileResult&&, bool) { reported = true; }, failing);
      FAIL("no WorkerStartError");
    } catch (const cli::WorkerStartError& e) {
      const std::string what = e.what();
      CHECK(what.find("cannot start worker thread " + std::to_string(fail_at) + " of 3") != std::string::npos);
    }
    CHECK_FALSE(reported);  // nothing half-reported
    CHECK(calls == fail_at);
  }
}
