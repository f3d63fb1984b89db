// The subcommands. Each gets its own arguments (after the command name) and
// returns an exit status; usage errors are printed to `err`.
#pragma once
#include <iosfwd>
#include <string>
#include <vector>

#include "formats/finding.h"
#include "validator/cli/cli.h"

namespace stichprobe::cli {

using Args = std::vector<std::string>;

ExitStatus validate_command(const Args& args, std::ostream& out, std::ostream& err);
ExitStatus generate_command(const Args& args, std::ostream& out, std::ostream& err);
ExitStatus rules_command(const Args& args, std::ostream& out, std::ostream& err);
ExitStatus explain_command(const Args& args, std::ostream& out, std::ostream& err);
ExitStatus complete_command(const Args& args, std::ostream& out, std::ostream& err);
ExitStatus record_command(const Args& args, std::ostream& out, std::ostream& err);
ExitStatus publish_command(const Args& args, std::ostream& out, std::ostream& err);

}  // namespace stichprobe::cli
