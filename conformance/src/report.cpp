#include "fragid/conformance/report.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>

namespace fragid::conformance {
namespace {

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
enum class Lines { keep, spell };
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

// Text for XML 1.0 element content or an attribute: printable() leaves only
// characters XML allows, then the markup characters are escaped.
std::string xml_escape(std::string_view raw, Lines lines = Lines::spell) {
    std::string out;
    for (char c : printable(raw, lines)) {
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

std::string str(const nlohmann::json& j, const char* key) {
    return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

// A field of a record as a report shows it: printable(), since most of what a
// record holds (messages, stderr, the implementation's name) came from an adapter.
std::string shown(const nlohmann::json& j, const char* key, Lines lines = Lines::spell) {
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

// A markdown table cell on one line: control characters spelled, pipes escaped.
std::string markdown_cell(const std::string& s) {
    std::string out;
    for (char c : printable(s, Lines::spell)) out += c == '|' ? std::string("\\|") : std::string(1, c);
    return out;
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
    return shown(impl, "name") + " " + shown(impl, "version") + " (" + shown(header, "adapter") + ")";
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

// The passing answers that took a reading other than fragid's, each named.
void other_readings(std::ostringstream& out, const Report& r) {
    std::size_t other = 0;
    for (const auto& c : r.cases) {
        if (c.value("reading", "") != "other") continue;
        if (other++ == 0) out << "passed with an answer the spec allows that differs from fragid's reading:\n";
        out << "  " << shown(c, "id") << ": " << indented(shown(c, "detail", Lines::keep), "    ") << "\n";
    }
}

std::string text(const Report& r) {
    std::ostringstream out;
    out << "fragid conformance: " << implementation_line(r.header) << "\n";
    for (const auto& c : r.cases) {
        if (!is_problem(c)) continue;
        out << "\n" << shown(c, "verdict") << ": " << shown(c, "id") << " (" << shown(c, "spec") << " s."
            << shown(c, "section") << ", " << shown(c, "level") << ")\n  fragment: " << shown(c, "fragment") << "\n  "
            << indented(shown(c, "detail", Lines::keep), "  ") << "\n";
        if (c.contains("stderr")) out << "  stderr: " << indented(shown(c, "stderr", Lines::keep), "    ") << "\n";
    }
    out << "\n";
    for (const auto& line : count_lines(r.footer)) out << line << "\n";
    other_readings(out, r);
    for (const auto& note : r.header.value("notes", nlohmann::json::array()))
        out << "note: " << printable(note.get<std::string>(), Lines::spell) << "\n";
    for (const auto& c : r.cases)
        if (c.contains("notes"))
            for (const auto& note : c["notes"])
                out << "note: " << shown(c, "id") << ": " << printable(note.get<std::string>(), Lines::spell) << "\n";
    out << conformance_sentence(r.footer) << "\n" << closing_line(r.footer) << "\n";
    return out.str();
}

std::string json_document(const Report& r) {
    return nlohmann::json({{"header", r.header}, {"cases", r.cases}, {"footer", r.footer}}).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string jsonl(const Report& r) {
    std::string out = jsonl_record(r.header) + "\n";
    for (const auto& c : r.cases) out += jsonl_record(c) + "\n";
    return out + jsonl_record(r.footer) + "\n";
}

// Seconds in plain decimal, as JUnit readers parse them (never 4.381e-06).
std::string junit_time(const nlohmann::json& record) {
    const auto seconds = record.contains("seconds") && record["seconds"].is_number() ? record["seconds"].get<double>() : 0.0;
    char out[64];
    std::snprintf(out, sizeof out, "%.6f", seconds);
    return out;
}

// The first line of a message, for a `message` attribute (attributes cannot keep
// line breaks: XML turns them into spaces); the whole goes in the element's text.
std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

void junit_testcase(std::ostringstream& out, const std::string& spec, const nlohmann::json& c) {
    const auto v = str(c, "verdict");
    out << "    <testcase classname=\"" << xml_escape(spec + ".s" + str(c, "section")) << "\" name=\""
        << xml_escape(str(c, "id")) << "\" time=\"" << junit_time(c) << "\"";
    if (v == "passed") {
        out << "/>\n";
        return;
    }
    out << ">\n";
    const auto detail = str(c, "detail");
    const auto attribute = xml_escape(first_line(detail));
    const bool multi_line = detail.find('\n') != std::string::npos;
    // The element's text: the whole message when the attribute could not hold it.
    const auto element = [&](const std::string& open, const std::string& name, const std::string& more) {
        out << "      " << open;
        if (!multi_line && more.empty()) out << "/>\n";
        else out << ">" << (multi_line ? xml_escape(detail, Lines::keep) + (more.empty() ? "" : "\n") : "") << more
                 << "</" << name << ">\n";
    };
    if (v == "skipped") element("<skipped message=\"" + attribute + "\"", "skipped", "");
    else if (v == "failed")
        element("<failure message=\"" + attribute + "\"", "failure", "fragment: " + xml_escape(str(c, "fragment")));
    else element("<error type=\"" + v + "\" message=\"" + attribute + "\"", "error", "");
    if (c.contains("stderr")) out << "      <system-err>" << xml_escape(str(c, "stderr"), Lines::keep) << "</system-err>\n";
    out << "    </testcase>\n";
}

std::string junit(const Report& r) {
    // One testsuite per spec, one testcase per case.
    std::map<std::string, std::vector<const nlohmann::json*>> by_spec;
    for (const auto& c : r.cases) by_spec[str(c, "spec")].push_back(&c);
    std::ostringstream out;
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"fragid conformance: "
        << xml_escape(implementation_line(r.header)) << "\">\n";
    for (const auto& [spec, cases] : by_spec) {
        int failures = 0, errors = 0, skipped = 0;
        for (const auto* c : cases) {
            const auto v = str(*c, "verdict");
            failures += v == "failed";
            errors += v == "errored" || v == "crashed" || v == "timed-out";
            skipped += v == "skipped";
        }
        out << "  <testsuite name=\"" << xml_escape(spec) << "\" tests=\"" << cases.size() << "\" failures=\""
            << failures << "\" errors=\"" << errors << "\" skipped=\"" << skipped << "\">\n";
        for (const auto* c : cases) junit_testcase(out, spec, *c);
        out << "  </testsuite>\n";
    }
    out << "</testsuites>\n";
    return out.str();
}

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
    return nlohmann::json(s).dump(-1, ' ', true, nlohmann::json::error_handler_t::replace);
}

// Whether a failed or errored case fails the run: its level is one --fail-on names.
bool counts_as_failure(const Report& r, const nlohmann::json& record) {
    const auto level = str(record, "level");
    return std::find(r.failing_levels.begin(), r.failing_levels.end(), level) != r.failing_levels.end();
}

std::string tap(const Report& r) {
    std::ostringstream out;
    out << "TAP version 13\n1.." << r.cases.size() << "\n";
    std::size_t n = 0;
    for (const auto& c : r.cases) {
        const auto v = str(c, "verdict");
        out << (v == "passed" || v == "skipped" ? "ok " : "not ok ") << ++n << " - " << tap_text(str(c, "id"));
        if (v == "skipped") out << " # SKIP " << tap_text(str(c, "detail"));
        else if (is_problem(c) && !counts_as_failure(r, c)) out << " # TODO " << tap_text(str(c, "level"));
        out << "\n";
        if (!is_problem(c)) continue;
        out << "  ---\n  verdict: " << yaml_string(v) << "\n  section: " << yaml_string(str(c, "section"))
            << "\n  level: " << yaml_string(str(c, "level")) << "\n  detail: " << yaml_string(str(c, "detail")) << "\n";
        if (c.contains("stderr")) out << "  stderr: " << yaml_string(str(c, "stderr")) << "\n";
        out << "  ...\n";
    }
    return out.str();
}

std::string markdown(const Report& r) {
    std::ostringstream out;
    out << "# fragid conformance: " << markdown_cell(implementation_line(r.header)) << "\n\n";
    for (const auto& line : count_lines(r.footer)) out << "- " << line << "\n";
    out << "\n**" << markdown_cell(conformance_sentence(r.footer)) << "** (only `must` cases count).\n";
    bool any = false;
    for (const auto& c : r.cases) {
        if (!is_problem(c)) continue;
        if (!any) out << "\n| verdict | id | section | level | fragment | detail |\n|---|---|---|---|---|---|\n";
        any = true;
        out << "| " << markdown_cell(str(c, "verdict")) << " | `" << markdown_cell(str(c, "id")) << "` | "
            << markdown_cell(str(c, "spec")) << " s." << markdown_cell(str(c, "section")) << " | "
            << markdown_cell(str(c, "level")) << " | `" << markdown_cell(str(c, "fragment"))
            << "` | " << markdown_cell(str(c, "detail")) << " |\n";
    }
    return out.str();
}

}  // namespace

std::optional<ReportFormat> report_format_named(std::string_view name) {
    if (name == "text") return ReportFormat::text;
    if (name == "json") return ReportFormat::json;
    if (name == "jsonl") return ReportFormat::jsonl;
    if (name == "junit") return ReportFormat::junit;
    if (name == "tap") return ReportFormat::tap;
    if (name == "markdown") return ReportFormat::markdown;
    return std::nullopt;
}

std::string text_summary(const Report& r) {
    std::ostringstream out;
    out << "fragid conformance: " << implementation_line(r.header) << "\n";
    for (const auto& line : count_lines(r.footer)) out << line << "\n";
    out << conformance_sentence(r.footer) << "\n" << closing_line(r.footer) << "\n";
    return out.str();
}

std::string jsonl_record(const nlohmann::json& record) {
    return record.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string render(const Report& report, ReportFormat format) {
    switch (format) {
        case ReportFormat::text: return text(report);
        case ReportFormat::json: return json_document(report);
        case ReportFormat::jsonl: return jsonl(report);
        case ReportFormat::junit: return junit(report);
        case ReportFormat::tap: return tap(report);
        case ReportFormat::markdown: return markdown(report);
    }
    return {};
}

}  // namespace fragid::conformance
