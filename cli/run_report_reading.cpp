#include "run_report_reading.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "guarded.hpp"
#include "output.hpp"
#include "fragid/conformance/json_depth.hpp"
#include "fragid/conformance/json_schema.hpp"

namespace fragid::cli {
namespace {

using namespace fragid::conformance;

// The records of a JSON Lines report. Each record is written with its line
// end at once, so a last line that is not JSON and has no line end, after a
// whole record, is a record cut mid-way: left out, with a warning. A line
// that is not JSON anywhere else is an error.
std::vector<ReportRecord> json_lines(const std::string& text, const std::string& path, const std::string& lead) {
    std::vector<std::pair<std::size_t, std::string>> lines;  // number, text
    std::istringstream in(text);
    std::size_t number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (!line.empty()) lines.emplace_back(number, std::move(line));
    }
    std::vector<ReportRecord> records;
    for (auto& [n, line] : lines) {
        const auto where = path + ":" + std::to_string(n);
        auto record = nlohmann::json::parse(line, nullptr, false);  // no deeper than the limit: the whole text was checked
        if (!record.is_discarded()) {
            records.push_back({where, std::move(record)});
        } else if (&line == &lines.back().second && !text.ends_with('\n') && !records.empty()) {
            std::cerr << "fragid: warning: " << lead << where << " is a record cut mid-way (" << line.size()
                      << " bytes, not JSON, no line end): it is left out, and the " << records.size()
                      << (records.size() == 1 ? " whole record" : " whole records") << " before it are read\n";
        } else {
            throw UsageError(lead + where + ": not JSON");
        }
    }
    return records;
}

}  // namespace

ReadReport read_report(const std::string& path, const std::string& suite, const std::string& option) {
    const auto lead = option.empty() ? std::string() : option + " ";
    const auto schema = JsonSchema::from_file(std::filesystem::path(suite) / "schema" / "report.schema.json");
    const auto text = named_file_text(path, lead, "a report");
    if (const auto at = first_too_deep(text)) {
        const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(*at), '\n');
        throw UsageError(lead + path + ":" + std::to_string(line) + ": " + too_deep_words() +
                         ", not a record of a fragid report");
    }
    ReadReport report;
    const auto whole = nlohmann::json::parse(text, nullptr, false);
    if (whole.is_object() && whole.contains("header") && whole.contains("cases")) {  // --format json
        if (!whole["cases"].is_array()) throw UsageError(lead + path + ": /cases is not a list");
        report.records.push_back({path + ": /header", whole["header"]});
        for (std::size_t i = 0; i < whole["cases"].size(); ++i)
            report.records.push_back({path + ": /cases/" + std::to_string(i), whole["cases"][i]});
        if (whole.contains("footer") && !whole["footer"].is_null())
            report.records.push_back({path + ": /footer", whole["footer"]});
    } else {
        report.records = json_lines(text, path, lead);
    }
    if (report.records.empty()) throw UsageError(lead + path + ": empty, not a report of fragid check");
    for (const auto& [where, record] : report.records) {
        if (const auto problems = schema.validate(record); !problems.empty())
            throw UsageError(lead + where + ": not a record of a fragid report (" + problems.front() + ")");
        const auto kind = record.value("record", "");
        if (&record == &report.records.front().record && kind != "header")
            throw UsageError(lead + where + ": a report starts with its header record, not a " + kind);
        report.has_footer = report.has_footer || kind == "footer";
    }
    return report;
}

}  // namespace fragid::cli
