// Reports written as the run goes (report.hpp, ReportStream): JSON Lines, TAP
// and JUnit piece by piece, each case as it finishes, so that a reader sees
// progress and a run killed outright leaves a prefix that is true as far as it
// goes and that no reader takes for a pass. Whatever fails the run fails the
// report too (issue 29 items 2 and 13): a stopped run and a run that checked
// nothing end in TAP's "Bail out!" and a JUnit error, and a failure at a level
// --fail-on does not count is TAP's TODO and JUnit's skipped.
#include <algorithm>
#include <cstdio>

#include "fragid/conformance/report.hpp"
#include "report_parts.hpp"
#include "fragid/conformance/json_text.hpp"

namespace fragid::conformance {
namespace {

using namespace detail;

std::size_t planned_cases(const nlohmann::json& header) {
    return header.contains("suite") ? header["suite"].value("cases", std::size_t{0}) : 0;
}

std::vector<std::string> header_notes(const nlohmann::json& header) {
    std::vector<std::string> notes;
    for (const auto& note : header.value("notes", nlohmann::json::array())) notes.push_back(note.get<std::string>());
    return notes;
}

// "no must case ran", "no must or should case ran", "no case ran".
std::string nothing_ran(const FailOn& fail_on) {
    if (fail_on.levels.size() == 1) return "no " + fail_on.levels.front() + " case ran";
    if (fail_on.levels.size() == 2) return "no " + fail_on.levels[0] + " or " + fail_on.levels[1] + " case ran";
    return "no case ran";
}

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

// ---------------------------------------------------------------- JSON Lines

std::string jsonl_line(const nlohmann::json& record) { return jsonl_record(record) + "\n"; }

// ---------------------------------------------------------------- TAP 13
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

std::string tap_begin(const Report& r) {
    std::string out = "TAP version 13\n1.." + std::to_string(planned_cases(r.header)) + "\n";
    for (const auto& note : header_notes(r.header)) out += "# note: " + tap_text(note) + "\n";
    return out;
}

// One test line, numbered `n`, and the YAML block of a case that did not pass.
// A failure at a level --fail-on does not count is `# TODO`: shown, not counted.
std::string tap_case(const Report& r, const nlohmann::json& c, std::size_t n) {
    const auto v = str(c, "verdict");
    std::string out = (v == "passed" || v == "skipped" ? "ok " : "not ok ") + std::to_string(n) + " - " + tap_text(str(c, "id"));
    if (v == "skipped") out += " # SKIP " + tap_text(str(c, "detail"));
    else if (is_problem(c) && !c.value("counted", true))
        out += " # TODO " + tap_text(str(c, "level")) + ": not counted (--fail-on " + tap_text(r.fail_on.name) + ")";
    out += "\n";
    if (!is_problem(c)) return out;
    out += "  ---\n  verdict: " + yaml_string(v) + "\n  section: " + yaml_string(str(c, "section")) +
           "\n  level: " + yaml_string(str(c, "level")) + "\n  detail: " + yaml_string(str(c, "detail")) + "\n";
    if (c.contains("stderr")) out += "  stderr: " + yaml_string(str(c, "stderr")) + "\n";
    return out + "  ...\n";
}

std::string tap_end(const Report& r) {
    std::string out = "# " + closing_line(r.footer) + "\n";
    if (const auto failure = run_failure(r); !failure.empty()) out += "Bail out! " + tap_text(failure) + "\n";
    return out;
}

// ---------------------------------------------------------------- JUnit XML
// One <testsuite> per run of cases of one spec, opened when its first case
// finishes and closed at the next spec or the end. Its counts are left out,
// since they are not known when it opens; JUnit readers count the testcases.
// The document is closed only at the end: a run killed outright leaves XML that
// no reader accepts, never one that passes.

// Text for XML 1.0 element content or an attribute: printable() leaves only
// characters XML allows, then the markup characters are escaped.
std::string xml_escape(std::string_view raw, bool keep_lines = false) {
    std::string out;
    for (char c : printable(raw, keep_lines ? Lines::keep : Lines::spell)) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            default: out += c;
        }
    }
    return out;
}

// Seconds in plain decimal, as JUnit readers parse them (never 4.381e-06).
std::string junit_time(double seconds) {
    char out[64];
    std::snprintf(out, sizeof out, "%.6f", seconds);
    return out;
}
std::string junit_time(const nlohmann::json& record) {
    return junit_time(record.contains("seconds") && record["seconds"].is_number() ? record["seconds"].get<double>() : 0.0);
}

// The first line of a message, for a `message` attribute (attributes cannot keep
// line breaks: XML turns them into spaces); the whole goes in the element's text.
std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

std::string junit_begin(const Report& r) {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"fragid conformance: " +
           xml_escape(implementation_line(r.header)) + "\">\n";
}

std::string junit_suite_open(const Report& r, const std::string& name) {
    std::string out = "  <testsuite name=\"" + xml_escape(name) + "\">\n";
    const auto notes = header_notes(r.header);
    if (notes.empty()) return out;
    out += "    <properties>\n";
    for (const auto& note : notes) out += "      <property name=\"note\" value=\"" + xml_escape(note) + "\"/>\n";
    return out + "    </properties>\n";
}

// The element that says how a case went: none for a pass; <skipped> for a
// skip and for a failure at a level --fail-on does not count (its verdict in
// the message); <failure> for a wrong answer; <error> for the rest.
std::string junit_outcome(const Report& r, const nlohmann::json& c) {
    const auto v = str(c, "verdict");
    auto detail = str(c, "detail");
    const bool counted = c.value("counted", true);
    if (is_problem(c) && !counted)
        detail = v + " at level " + str(c, "level") + ", not counted (--fail-on " + r.fail_on.name + "): " + detail;
    const auto attribute = xml_escape(first_line(detail));
    const bool multi_line = detail.find('\n') != std::string::npos;
    const auto more = v == "failed" ? "fragment: " + xml_escape(str(c, "fragment")) : std::string();
    // The element's text: the whole message when the attribute could not hold it.
    const auto element = [&](const std::string& open, const std::string& name) {
        std::string out = "      " + open;
        if (!multi_line && more.empty()) return out + "/>\n";
        return out + ">" + (multi_line ? xml_escape(detail, true) + (more.empty() ? "" : "\n") : "") + more + "</" + name + ">\n";
    };
    if (v == "skipped" || !counted) return element("<skipped message=\"" + attribute + "\"", "skipped");
    if (v == "failed") return element("<failure message=\"" + attribute + "\"", "failure");
    return element("<error type=\"" + xml_escape(v) + "\" message=\"" + attribute + "\"", "error");
}

std::string junit_case(const Report& r, const nlohmann::json& c, std::optional<std::string>& open_suite) {
    std::string out;
    const auto spec = str(c, "spec");
    if (open_suite != spec) {
        if (open_suite) out += "  </testsuite>\n";
        out += junit_suite_open(r, spec);
        open_suite = spec;
    }
    out += "    <testcase classname=\"" + xml_escape(spec + ".s" + str(c, "section")) + "\" name=\"" +
           xml_escape(str(c, "id")) + "\" time=\"" + junit_time(c) + "\"";
    if (str(c, "verdict") == "passed") return out + "/>\n";
    out += ">\n" + junit_outcome(r, c);
    if (c.contains("stderr")) out += "      <system-err>" + xml_escape(str(c, "stderr"), true) + "</system-err>\n";
    return out + "    </testcase>\n";
}

// The run's own failure, if any, as one errored testcase of its own suite.
std::string junit_end(const Report& r, std::optional<std::string>& open_suite) {
    std::string out = open_suite ? "  </testsuite>\n" : "";
    open_suite.reset();
    if (const auto failure = run_failure(r); !failure.empty()) {
        const auto seconds = r.footer.contains("seconds") && r.footer["seconds"].is_number() ? r.footer["seconds"].get<double>() : 0.0;
        out += junit_suite_open(r, "fragid") + "    <testcase classname=\"fragid\" name=\"the run\" time=\"" +
               junit_time(seconds) + "\">\n      <error type=\"" + (r.footer.contains("stopped") ? "stopped" : "nothing-checked") +
               "\" message=\"" + xml_escape(failure) + "\"/>\n    </testcase>\n  </testsuite>\n";
    }
    return out + "</testsuites>\n";
}

}  // namespace

bool FailOn::counts(std::string_view level) const {
    return std::find(levels.begin(), levels.end(), level) != levels.end();
}

ReportStream::ReportStream(ReportFormat format, FailOn fail_on) : format_(format) {
    report_.fail_on = std::move(fail_on);
}

std::string ReportStream::begin(nlohmann::json header) {
    header["fail_on"] = {{"name", report_.fail_on.name}, {"levels", report_.fail_on.levels}};
    report_.header = std::move(header);
    switch (format_) {
        case ReportFormat::jsonl: return jsonl_line(report_.header);
        case ReportFormat::tap: return tap_begin(report_);
        case ReportFormat::junit: return junit_begin(report_);
        default: return {};
    }
}

std::string ReportStream::add(nlohmann::json record) {
    record["counted"] = report_.fail_on.counts(record.value("level", ""));
    report_.cases.push_back(std::move(record));
    const auto& c = report_.cases.back();
    switch (format_) {
        case ReportFormat::jsonl: return jsonl_line(c);
        case ReportFormat::tap: return tap_case(report_, c, report_.cases.size());
        case ReportFormat::junit: return junit_case(report_, c, open_suite_);
        default: return {};
    }
}

std::string ReportStream::finish(nlohmann::json footer) {
    std::size_t ran = 0, failed = 0;
    for (const auto& c : report_.cases) {
        if (!c.value("counted", false)) continue;
        ran += str(c, "verdict") != "skipped";
        failed += is_problem(c);
    }
    footer["counted"] = {{"ran", ran}, {"failed", failed}};
    report_.footer = std::move(footer);
    switch (format_) {
        case ReportFormat::jsonl: return jsonl_line(report_.footer);
        case ReportFormat::tap: return tap_end(report_);
        case ReportFormat::junit: return junit_end(report_, open_suite_);
        default: return render(report_, format_);
    }
}

}  // namespace fragid::conformance
