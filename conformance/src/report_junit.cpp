// JUnit XML (`check --format junit`): its opening as the run starts, its testsuites at the end.
#include <cstdio>

#include "fragid/model/markup.hpp"
#include "report_parts.hpp"

namespace fragid::conformance::detail {
namespace {

// One <testsuite> per spec, in the order the specs first ran, each with its
// counts (tests, failures, errors, skipped: what the text summary says, or its
// "as tests" line where --fail-on or --expect-failures make them differ). The counts are known only at the end, so the
// testsuites are written then; the opening is written first, and the document
// is closed only at the end: a run killed outright leaves XML that no reader
// accepts, never one that passes.

// Text for XML 1.0 element content or an attribute: printable() leaves only
// characters XML allows, then the markup characters are escaped.
std::string xml_escape(std::string_view raw, bool keep_lines = false) {
    return markup_escaped(printable(raw, keep_lines ? Lines::keep : Lines::spell));
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

// The opening, written before the first case: <testsuites> carries no counts,
// JUnit's readers sum the testsuites'.
std::string junit_begin(const Report& r) {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"fragid conformance: " +
           xml_escape(implementation_line(r.header)) + "\">\n";
}

namespace {

std::string counts_attributes(const TestCounts& n) {
    return " tests=\"" + std::to_string(n.tests) + "\" failures=\"" + std::to_string(n.failures) + "\" errors=\"" +
           std::to_string(n.errors) + "\" skipped=\"" + std::to_string(n.skipped) + "\"";
}

std::string junit_suite_open(const Report& r, const std::string& name, const TestCounts& counts) {
    std::string out = "  <testsuite name=\"" + xml_escape(name) + "\"" + counts_attributes(counts) + ">\n";
    const auto notes = header_notes(r.header);
    if (notes.empty()) return out;
    out += "    <properties>\n";
    for (const auto& note : notes) out += "      <property name=\"note\" value=\"" + xml_escape(note) + "\"/>\n";
    return out + "    </properties>\n";
}

// The element that says how a case went (shown_as): none for a pass; <skipped>
// for a skip, for a failure at a level --fail-on does not count and for an
// expected failure (the verdict in the message); <failure> for a wrong answer
// and an unexpected pass; <error> for the rest.
std::string junit_outcome(const Report& r, const nlohmann::json& c) {
    const auto v = str(c, "verdict");
    auto detail = str(c, "detail");
    const auto shown = shown_as(r, c);
    if (shown == Shown::not_counted)
        detail = v + " at level " + str(c, "level") + ", not counted (--fail-on " + r.fail_on.name + "): " + detail;
    const auto file = r.expected_failures ? r.expected_failures->file : std::string();
    if (shown == Shown::expected_failure) detail = v + ", as expected (--expect-failures " + file + "): " + detail;
    if (shown == Shown::unexpected_pass)
        detail = "passed, but listed in --expect-failures " + file + " (an unexpected pass: remove it from the list)";
    const auto attribute = xml_escape(first_line(detail));
    const bool multi_line = detail.find('\n') != std::string::npos;
    const auto more = v == "failed" ? "fragment: " + xml_escape(str(c, "fragment")) : std::string();
    // The element's text: the whole message when the attribute could not hold it.
    const auto element = [&](const std::string& open, const std::string& name) {
        std::string out = "      " + open;
        if (!multi_line && more.empty()) return out + "/>\n";
        return out + ">" + (multi_line ? xml_escape(detail, true) + (more.empty() ? "" : "\n") : "") + more + "</" + name + ">\n";
    };
    switch (shown) {
        case Shown::skipped:
        case Shown::not_counted:
        case Shown::expected_failure: return element("<skipped message=\"" + attribute + "\"", "skipped");
        case Shown::failed:
        case Shown::unexpected_pass: return element("<failure message=\"" + attribute + "\"", "failure");
        default: return element("<error type=\"" + xml_escape(v) + "\" message=\"" + attribute + "\"", "error");
    }
}

std::string junit_case(const Report& r, const nlohmann::json& c) {
    const auto spec = str(c, "spec");
    std::string out = "    <testcase classname=\"" + xml_escape(spec + ".s" + str(c, "section")) + "\" name=\"" +
                      xml_escape(str(c, "id")) + "\" time=\"" + junit_time(c) + "\"";
    if (shown_as(r, c) == Shown::passed) return out + "/>\n";
    out += ">\n" + junit_outcome(r, c);
    if (c.contains("stderr")) out += "      <system-err>" + xml_escape(str(c, "stderr"), true) + "</system-err>\n";
    return out + "    </testcase>\n";
}

}  // namespace

// Every spec's testsuite, then the run's own failure, if any, as one errored
// testcase of a suite of its own, and the end of the document.
std::string junit_end(const Report& r, std::optional<std::string>&) {
    std::string out;
    for (const auto& spec : specs_run(r)) {
        out += junit_suite_open(r, spec, test_counts(r, &spec));
        for (const auto& c : r.cases)
            if (str(c, "spec") == spec) out += junit_case(r, c);
        out += "  </testsuite>\n";
    }
    if (const auto failure = run_failure(r); !failure.empty()) {
        const auto seconds = r.footer.contains("seconds") && r.footer["seconds"].is_number() ? r.footer["seconds"].get<double>() : 0.0;
        out += junit_suite_open(r, "fragid", TestCounts{1, 0, 1, 0}) + "    <testcase classname=\"fragid\" name=\"the run\" time=\"" +
               junit_time(seconds) + "\">\n      <error type=\"" + (r.footer.contains("stopped") ? "stopped" : "nothing-checked") +
               "\" message=\"" + xml_escape(failure) + "\"/>\n    </testcase>\n  </testsuite>\n";
    }
    return out + "</testsuites>\n";
}

std::string junit_document(const Report& r) {
    std::optional<std::string> none;
    return junit_begin(r) + junit_end(r, none);
}

}  // namespace fragid::conformance::detail
