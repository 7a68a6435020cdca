// What the tests of the implementer's loop (issue 29: failure blocks, rerun,
// baselines) share: a small suite in which the in-process reference fails
// chosen cases (their expected answers are wrong on purpose), so that every
// verdict is known without an adapter, and running a shell command line.
#pragma once

#include <cstdlib>
#include <string>

#include "../cli/run_fragid.hpp"
#include "support.hpp"

namespace fragid::test {

// One RFC 5147 case on the entity "ab\ncd\n": `fragment` expecting characters [a, b).
inline std::string loop_case(const std::string& id, const std::string& level, const std::string& fragment, int a, int b) {
    const auto n = [](int v) { return std::to_string(v); };
    return "  - id: " + id + "\n    description: A case of the loop tests.\n    spec: rfc5147\n    section: \"2.1.1\"\n"
           "    level: " + level + "\n    fragment: \"" + fragment + "\"\n    entity: {text: \"ab\\ncd\\n\"}\n"
           "    expect: {status: ok, position: false, start: {character: " + n(a) + ", byte: " + n(a) +
           "}, end: {character: " + n(b) + ", byte: " + n(b) + "}}\n";
}

// rfc5147-loop-must-passes (must, right), rfc5147-loop-must-fails-one and
// -two (must, wrong: the reference answers [0,2)), rfc5147-loop-should-fails
// (should, wrong).
inline std::filesystem::path loop_suite() {
    static const auto dir = [] {
        const auto d = scratch_suite("loop");
        write(d / "vectors" / "loop.yaml",
              "cases:\n" + loop_case("rfc5147-loop-must-passes", "must", "char=0,2", 0, 2) +
                  loop_case("rfc5147-loop-must-fails-one", "must", "char=0,2", 0, 3) +
                  loop_case("rfc5147-loop-must-fails-two", "must", "line=0", 0, 1) +
                  loop_case("rfc5147-loop-should-fails", "should", "char=1,2", 0, 2));
        return d;
    }();
    return dir;
}

// `command` run by /bin/sh, standard output and error captured.
inline Run run_command_line(const std::string& command) {
    const auto out = scratch() / "shell.out", err = scratch() / "shell.err";
    const int status = std::system((command + " >" + shell_quote(out) + " 2>" + shell_quote(err)).c_str());
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(out), slurp(err)};
}

}  // namespace fragid::test
