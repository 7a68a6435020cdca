// JUnit XML (`check --format junit`), written as the run goes.
#include <cstdio>

#include "report_parts.hpp"

namespace fragid::conformance::detail {
namespace {

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

}  // namespace

std::string junit_begin(const Report& r) {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"fragid conformance: " +
           xml_escape(implementation_line(r.header)) + "\">\n";
}

namespace {

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

}  // namespace

std::string junit_case(const Report& r, std::optional<std::string>& open_suite) {
    const auto& c = r.cases.back();
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

}  // namespace fragid::conformance::detail
