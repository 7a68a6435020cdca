// What the report formats share (report_parts.hpp): text every report can
// carry, a record's fields, the counts and sentences every format says, and
// why a run as a whole failed. Each format is a file of its own (report_<format>.cpp).
#include <algorithm>
#include <map>
#include <optional>

#include "fragid/conformance/handshake_json.hpp"
#include "fragid/conformance/json_text.hpp"
#include "fragid/model/counted.hpp"
#include "report_parts.hpp"

namespace fragid::conformance::detail {

// One UTF-8 sequence at the front of `s`: its code point and length, or
// nothing if it is not well-formed (overlong, a surrogate, past U+10FFFF, cut short).
struct Decoded {
    char32_t code = 0;
    std::size_t length = 0;
};
std::optional<Decoded> utf8_at(std::string_view s) {
    const auto b0 = static_cast<unsigned char>(s[0]);
    if (b0 < 0x80) return Decoded{b0, 1};
    const std::size_t length = b0 >= 0xC2 && b0 <= 0xDF ? 2 : b0 >= 0xE0 && b0 <= 0xEF ? 3 : b0 >= 0xF0 && b0 <= 0xF4 ? 4 : 0;
    if (length == 0 || s.size() < length) return std::nullopt;
    char32_t code = b0 & (0x7F >> length);
    for (std::size_t i = 1; i < length; ++i) {
        const auto b = static_cast<unsigned char>(s[i]);
        if ((b & 0xC0) != 0x80) return std::nullopt;
        code = (code << 6) | (b & 0x3F);
    }
    const char32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < least[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return std::nullopt;
    return Decoded{code, length};
}

// What an adapter said (a message, its stderr, a raw answer) as text every
// report can carry: invalid UTF-8 becomes U+FFFD, and control characters
// (C0, DEL, C1: terminal escapes among them) are spelled \xNN or \u{NNNN}, so
// that nothing reaches a terminal or a document as a command or as bytes in
// no encoding. Tabs stay; newlines stay only where the format has room for lines.
std::string printable(std::string_view s, Lines lines) {
    std::string out;
    char spelled[16];
    while (!s.empty()) {
        const auto d = utf8_at(s);
        if (!d) {
            out += "\xEF\xBF\xBD";  // U+FFFD REPLACEMENT CHARACTER
            s.remove_prefix(1);
            continue;
        }
        const auto c = d->code;
        const bool control = c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0xFFFE || c == 0xFFFF;
        if (c == '\t' || (c == '\n' && lines == Lines::keep) || !control) {
            out.append(s.substr(0, d->length));
        } else {
            if (c <= 0xFF) std::snprintf(spelled, sizeof spelled, "\\x%02X", static_cast<unsigned>(c));
            else std::snprintf(spelled, sizeof spelled, "\\u{%04X}", static_cast<unsigned>(c));
            out += spelled;
        }
        s.remove_prefix(d->length);
    }
    return out;
}

std::string str(const nlohmann::json& j, const char* key) {
    return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

// A field of a record as a report shows it: printable(), since most of what a
// record holds (messages, stderr, the implementation's name) came from an adapter.
std::string shown(const nlohmann::json& j, const char* key, Lines lines) {
    return printable(str(j, key), lines);
}

// Continuation lines indented under the first, so a multi-line message stays
// visibly part of its case.
std::string indented(std::string s, const std::string& indent) {
    while (!s.empty() && s.back() == '\n') s.pop_back();  // stderr ends with one: no empty indented line
    std::string out;
    for (char c : s) out += c == '\n' ? "\n" + indent : std::string(1, c);
    return out;
}

bool is_problem(const nlohmann::json& record) {
    const auto v = str(record, "verdict");
    return v != "passed" && v != "skipped";
}

int total(const nlohmann::json& footer, const char* verdict) {
    return footer["totals"].contains(verdict) ? footer["totals"][verdict].get<int>() : 0;
}

const char* verdict_order[] = {"passed", "failed", "skipped", "errored", "crashed", "timed-out"};

// "must: 120 passed, 2 failed" per spec: the summary lines shared by text and markdown.
std::vector<std::string> count_lines(const nlohmann::json& footer) {
    std::vector<std::string> lines;
    for (const auto& [spec, levels] : footer["counts"].items()) {
        for (const auto& [level, verdicts] : levels.items()) {
            std::string line = spec + " " + level + ":";
            bool first = true;
            for (const char* v : verdict_order) {
                if (!verdicts.contains(v)) continue;
                line += (first ? " " : ", ") + std::to_string(verdicts[v].get<int>()) + " " + v;
                first = false;
            }
            lines.push_back(line);
        }
    }
    return lines;
}

std::string implementation_line(const nlohmann::json& header) {
    const auto& impl = header["implementation"];
    auto line = shown(impl, "name") + " " + shown(impl, "version") + " (" + shown(header, "adapter") + ")";
    // A partial implementation says so as a declaration, beside who it is,
    // not through its skipped cases alone (supports.schemes).
    const auto supports = header.value("supports", nlohmann::json::object());
    if (const auto declared = schemes_declared(supports.value("schemes", nlohmann::json::object())); !declared.empty())
        line += "; declared: " + declared;
    return line;
}

// What the footer says of conformance, in the words every format uses.
std::string conformance_sentence(const nlohmann::json& footer) {
    const auto must_ran = footer.value("must_ran", 0);
    if (footer.contains("stopped"))
        return "NOT conformant: the run was stopped (" + printable(footer["stopped"].get<std::string>(), Lines::spell) +
               ") before its last case";
    if (must_ran == 0) return "nothing was checked: no must case ran, so conformance is not shown";
    if (footer["conformant"].get<bool>())
        return "conformant: every must case that ran passed (" + std::to_string(must_ran) + " ran)";
    return "NOT conformant: a must case failed or errored";
}

// The plain closing line CI tools read: each verdict counted apart, so that an
// adapter that errored is never taken for an implementation that answered wrong.
// Crashes and time-outs are named only when there were some.
std::string closing_line(const nlohmann::json& footer) {
    std::string line;
    for (const char* v : {"passed", "failed", "errored", "skipped"})
        line += (line.empty() ? "" : ", ") + std::to_string(total(footer, v)) + " " + v;
    if (const auto n = total(footer, "crashed")) line += ", " + std::to_string(n) + " crashed";
    if (const auto n = total(footer, "timed-out")) line += ", " + std::to_string(n) + " timed out";
    return line;
}

// The failures at levels --fail-on does not count, if any: reported with the
// rest, and said apart, since they do not fail the run (FailOn in report.hpp).
std::optional<std::string> not_counted_line(const Report& r) {
    std::map<std::string, int> by_level;
    int n = 0;
    for (const auto& c : r.cases)
        if (is_problem(c) && !r.fail_on.counts(str(c, "level"))) ++n, ++by_level[str(c, "level")];
    if (n == 0) return std::nullopt;
    std::string levels;
    for (const auto& [level, count] : by_level) levels += (levels.empty() ? "" : ", ") + level + ": " + std::to_string(count);
    return "not counted (--fail-on " + r.fail_on.name + "): " + counted(n, "case") +
           " failed or errored at other levels (" + levels + ")";
}

Shown shown_as(const Report& r, const nlohmann::json& c) {
    const auto v = str(c, "verdict");
    const bool listed = c.value("expected_failure", false);
    if (v == "passed") return listed ? Shown::unexpected_pass : Shown::passed;
    if (v == "skipped") return Shown::skipped;
    if (!r.fail_on.counts(str(c, "level"))) return Shown::not_counted;
    if (listed) return Shown::expected_failure;
    return v == "failed" ? Shown::failed : Shown::errored;
}

TestCounts test_counts(const Report& r, const std::string* spec) {
    TestCounts n;
    for (const auto& c : r.cases) {
        if (spec && str(c, "spec") != *spec) continue;
        ++n.tests;
        switch (shown_as(r, c)) {
            case Shown::passed: break;
            case Shown::skipped:
            case Shown::not_counted:
            case Shown::expected_failure: ++n.skipped; break;
            case Shown::failed:
            case Shown::unexpected_pass: ++n.failures; break;
            case Shown::errored: ++n.errors; break;
        }
    }
    return n;
}

std::vector<std::string> specs_run(const Report& r) {
    std::vector<std::string> specs;
    for (const auto& c : r.cases)
        if (const auto spec = str(c, "spec"); std::find(specs.begin(), specs.end(), spec) == specs.end()) specs.push_back(spec);
    return specs;
}

std::optional<std::string> test_counts_line(const Report& r) {
    std::size_t not_counted = 0, expected = 0, unexpected = 0;
    for (const auto& c : r.cases) {
        const auto shown = shown_as(r, c);
        not_counted += shown == Shown::not_counted;
        expected += shown == Shown::expected_failure;
        unexpected += shown == Shown::unexpected_pass;
    }
    if (not_counted + expected + unexpected == 0) return std::nullopt;
    const auto n = test_counts(r);
    std::string why;
    const auto add = [&](std::size_t count, const std::string& one, const std::string& more, const std::string& said) {
        if (count) why += (why.empty() ? "" : "; ") + counted(count, one, more) + said;
    };
    add(not_counted, "failure", "failures", " at levels --fail-on " + r.fail_on.name + " does not count, shown as skipped");
    add(expected, "expected failure", "expected failures", " (--expect-failures), shown as skipped");
    add(unexpected, "unexpected pass", "unexpected passes", " (listed in --expect-failures, and passed), shown as failed");
    return "as tests (JUnit, TAP): " + std::to_string(n.tests) + " tests, " + std::to_string(n.failures) + " failures, " +
           std::to_string(n.errors) + " errors, " + std::to_string(n.skipped) + " skipped (" + why + ")";
}

std::size_t planned_cases(const nlohmann::json& header) {
    return header.contains("suite") ? header["suite"].value("cases", std::size_t{0}) : 0;
}

std::vector<std::string> header_notes(const nlohmann::json& header) {
    std::vector<std::string> notes;
    for (const auto& note : header.value("notes", nlohmann::json::array())) notes.push_back(note.get<std::string>());
    return notes;
}

namespace {

// "no must case ran", "no must or should case ran", "no case ran".
std::string nothing_ran(const FailOn& fail_on) {
    if (fail_on.levels.size() == 1) return "no " + fail_on.levels.front() + " case ran";
    if (fail_on.levels.size() == 2) return "no " + fail_on.levels[0] + " or " + fail_on.levels[1] + " case ran";
    return "no case ran";
}

}  // namespace

// Why the run as a whole failed where its cases' records cannot say it: it was
// stopped before its last case, or no case at the --fail-on levels ran; empty
// if neither. The exit status is then not 0, so no report may read as a pass.
std::string run_failure(const Report& r) {
    if (r.footer.contains("stopped"))
        return "the run was stopped (" + printable(str(r.footer, "stopped"), Lines::spell) + ") after " +
               std::to_string(r.cases.size()) + " of " + std::to_string(planned_cases(r.header)) + " cases";
    if (r.footer.contains("counted") && r.footer["counted"].value("ran", 0) == 0)
        return "nothing was checked: " + nothing_ran(r.fail_on);
    return {};
}

}  // namespace fragid::conformance::detail
