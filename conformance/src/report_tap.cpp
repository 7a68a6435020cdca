// TAP 13 (`check --format tap`), written as the run goes.
#include "fragid/conformance/json_text.hpp"
#include "report_parts.hpp"

namespace fragid::conformance::detail {
namespace {

// The plan comes first, from the header's count of selected cases: a consumer
// shows progress against it, and a run that ends early fails the plan even
// when nothing more could be written (prove: "Bad plan. You planned 656 tests
// but ran 136"). A run that stops, or checks nothing, ends in "Bail out!".

// A TAP description or directive reason: one line, and no '#' that a TAP
// parser would take for the start of a directive.
std::string tap_text(const std::string& s) {
    std::string out;
    for (char c : printable(s, Lines::spell)) out += c == '#' ? std::string("\\#") : std::string(1, c);
    return out;
}

// A YAML double-quoted scalar: JSON's string syntax is one, and ASCII-only
// JSON (invalid UTF-8 replaced) keeps it valid whatever the adapter sent.
std::string yaml_string(const std::string& s) {
    return json_text(s, -1, true);
}

}  // namespace

std::string tap_begin(const Report& r) {
    std::string out = "TAP version 13\n1.." + std::to_string(planned_cases(r.header)) + "\n";
    for (const auto& note : header_notes(r.header)) out += "# note: " + tap_text(note) + "\n";
    return out;
}

// One test line, numbered by its place in the run, and the YAML block of a case
// that did not pass (shown_as): a failure at a level --fail-on does not count,
// and an expected failure (--expect-failures), are `# TODO`: shown, not
// counted; an unexpected pass is `not ok`, its detail saying why.
std::string tap_case(const Report& r, std::optional<std::string>&) {
    const auto& c = r.cases.back();
    const auto n = r.cases.size();
    const auto v = str(c, "verdict");
    const auto shown = shown_as(r, c);
    const bool ok = shown == Shown::passed || shown == Shown::skipped;
    const auto file = r.expected_failures ? r.expected_failures->file : std::string();
    std::string out = (ok ? "ok " : "not ok ") + std::to_string(n) + " - " + tap_text(str(c, "id"));
    if (shown == Shown::skipped) out += " # SKIP " + tap_text(str(c, "detail"));
    if (shown == Shown::not_counted)
        out += " # TODO " + tap_text(str(c, "level")) + ": not counted (--fail-on " + tap_text(r.fail_on.name) + ")";
    if (shown == Shown::expected_failure) out += " # TODO expected failure (--expect-failures " + tap_text(file) + ")";
    out += "\n";
    if (ok) return out;
    const auto detail = shown == Shown::unexpected_pass
                            ? "passed, but listed in --expect-failures " + file + " (an unexpected pass: remove it from the list)"
                            : str(c, "detail");
    out += "  ---\n  verdict: " + yaml_string(v) + "\n  section: " + yaml_string(str(c, "section")) +
           "\n  level: " + yaml_string(str(c, "level")) + "\n  detail: " + yaml_string(detail) + "\n";
    if (c.contains("stderr")) out += "  stderr: " + yaml_string(str(c, "stderr")) + "\n";
    return out + "  ...\n";
}

std::string tap_end(const Report& r, std::optional<std::string>&) {
    std::string out = "# " + closing_line(r.footer) + "\n";
    if (const auto failure = run_failure(r); !failure.empty()) out += "Bail out! " + tap_text(failure) + "\n";
    return out;
}

}  // namespace fragid::conformance::detail
