#include "fragid/conformance/report.hpp"

#include <map>
#include <sstream>

namespace fragid::conformance {
namespace {

std::string str(const nlohmann::json& j, const char* key) {
    return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

bool is_problem(const nlohmann::json& record) {
    const auto v = str(record, "verdict");
    return v != "passed" && v != "skipped";
}

int total(const nlohmann::json& footer, const char* verdict) {
    return footer["totals"].contains(verdict) ? footer["totals"][verdict].get<int>() : 0;
}

std::string xml_escape(const std::string& s) {
    std::string out;
    for (unsigned char c : s) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            default:
                // XML 1.0 cannot carry most control characters, even escaped.
                if (c < 0x20 && c != '\n' && c != '\t') out += "?";
                else out += static_cast<char>(c);
        }
    }
    return out;
}

std::string markdown_cell(std::string s) {
    std::string out;
    for (char c : s) out += c == '|' ? std::string("\\|") : c == '\n' ? std::string(" ") : std::string(1, c);
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
    return str(impl, "name") + " " + str(impl, "version") + " (" + str(header, "adapter") + ")";
}

// What the footer says of conformance, in the words every format uses.
std::string conformance_sentence(const nlohmann::json& footer) {
    const auto must_ran = footer.value("must_ran", 0);
    if (must_ran == 0) return "nothing was checked: no must case ran, so conformance is not shown";
    if (footer["conformant"].get<bool>())
        return "conformant: every must case that ran passed (" + std::to_string(must_ran) + " ran)";
    return "NOT conformant: a must case failed or errored";
}

std::string text(const Report& r) {
    std::ostringstream out;
    out << "fragid conformance: " << implementation_line(r.header) << "\n";
    for (const auto& c : r.cases) {
        if (!is_problem(c)) continue;
        out << "\n" << str(c, "verdict") << ": " << str(c, "id") << " (" << str(c, "spec") << " s." << str(c, "section")
            << ", " << str(c, "level") << ")\n  fragment: " << str(c, "fragment") << "\n  " << str(c, "detail") << "\n";
        if (c.contains("stderr")) out << "  stderr: " << str(c, "stderr") << "\n";
    }
    out << "\n";
    for (const auto& line : count_lines(r.footer)) out << line << "\n";
    std::size_t other = 0;
    for (const auto& c : r.cases) {
        if (c.value("reading", "") != "other") continue;
        if (other++ == 0) out << "passed with an answer the spec allows that differs from fragid's reading:\n";
        out << "  " << str(c, "id") << ": " << str(c, "detail") << "\n";
    }
    out << conformance_sentence(r.footer) << "\n";
    // The plain closing line CI tools read.
    out << total(r.footer, "passed") << " passed, "
        << total(r.footer, "failed") + total(r.footer, "errored") + total(r.footer, "crashed") +
               total(r.footer, "timed-out")
        << " failed, " << total(r.footer, "skipped") << " skipped\n";
    return out.str();
}

std::string json_document(const Report& r) {
    return nlohmann::json({{"header", r.header}, {"cases", r.cases}, {"footer", r.footer}}).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string jsonl(const Report& r) {
    std::string out = r.header.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    for (const auto& c : r.cases) out += c.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    return out + r.footer.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
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
        for (const auto* c : cases) {
            const auto v = str(*c, "verdict");
            out << "    <testcase classname=\"" << xml_escape(spec + ".s" + str(*c, "section")) << "\" name=\""
                << xml_escape(str(*c, "id")) << "\" time=\"" << (*c)["seconds"].get<double>() << "\"";
            if (v == "passed") {
                out << "/>\n";
                continue;
            }
            out << ">\n";
            const auto detail = xml_escape(str(*c, "detail"));
            if (v == "skipped") out << "      <skipped message=\"" << detail << "\"/>\n";
            else if (v == "failed") out << "      <failure message=\"" << detail << "\">fragment: " << xml_escape(str(*c, "fragment")) << "</failure>\n";
            else out << "      <error type=\"" << v << "\" message=\"" << detail << "\"/>\n";
            if (c->contains("stderr")) out << "      <system-err>" << xml_escape(str(*c, "stderr")) << "</system-err>\n";
            out << "    </testcase>\n";
        }
        out << "  </testsuite>\n";
    }
    out << "</testsuites>\n";
    return out.str();
}

std::string tap(const Report& r) {
    std::ostringstream out;
    out << "TAP version 13\n1.." << r.cases.size() << "\n";
    std::size_t n = 0;
    for (const auto& c : r.cases) {
        const auto v = str(c, "verdict");
        out << (v == "passed" || v == "skipped" ? "ok " : "not ok ") << ++n << " - " << str(c, "id");
        if (v == "skipped") out << " # SKIP " << str(c, "detail");
        out << "\n";
        if (is_problem(c))
            out << "  ---\n  verdict: " << v << "\n  section: \"" << str(c, "section") << "\"\n  level: "
                << str(c, "level") << "\n  detail: " << nlohmann::json(str(c, "detail")).dump() << "\n  ...\n";
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
        out << "| " << str(c, "verdict") << " | `" << str(c, "id") << "` | " << str(c, "spec") << " s."
            << str(c, "section") << " | " << str(c, "level") << " | `" << markdown_cell(str(c, "fragment"))
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
