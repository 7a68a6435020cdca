// The table of report formats (report.hpp, report_formats()): a format is a
// row, its name, whether it is written as the run goes, and its renderer, in a
// file of its own (report_<format>.cpp). JUnit is written whole at the end, its
// testsuites' counts being known only then, but its opening comes first (the
// pieces beside its whole): a run killed outright leaves an unclosed document. `check --format`, its help, its
// messages, render() and ReportStream all read the table.
#include "fragid/conformance/report.hpp"

#include <array>
#include <string>
#include <vector>

#include "report_parts.hpp"

namespace fragid::conformance {
namespace {

using namespace detail;

struct FormatRow {
    ReportFormatRow row;
    Renderers renderers;
};

// clang-format off
constexpr FormatRow format_table[] = {
    {{ReportFormat::text, "text", false},         {text_report, {}}},
    {{ReportFormat::json, "json", false},         {json_document, {}}},
    {{ReportFormat::jsonl, "jsonl", true},        {nullptr, {jsonl_begin, jsonl_case, jsonl_end}}},
    {{ReportFormat::junit, "junit", false},       {junit_document, {junit_begin, nullptr, junit_end}}},
    {{ReportFormat::tap, "tap", true},            {nullptr, {tap_begin, tap_case, tap_end}}},
    {{ReportFormat::markdown, "markdown", false}, {markdown, {}}},
};
// clang-format on

constexpr auto format_rows = [] {
    std::array<ReportFormatRow, std::size(format_table)> rows{};
    for (std::size_t i = 0; i < rows.size(); ++i) rows[i] = format_table[i].row;
    return rows;
}();

// That every row has the renderers its kind needs (pieces for a format written
// as the run goes, a whole for any other) is tested by rendering a real run in
// every format (tests/conformance/report_formats_test.cpp), not asserted at
// compile time: GCC under UBSan does not fold a function's address compared
// with null to a constant (-fsanitize=null keeps null-pointer checks).

}  // namespace

std::span<const ReportFormatRow> report_formats() noexcept { return format_rows; }

std::optional<ReportFormat> report_format_named(std::string_view name) {
    for (const auto& row : format_rows)
        if (row.name == name) return row.format;
    return std::nullopt;
}

std::string report_format_list(bool as_it_goes) {
    std::vector<std::string_view> names;
    for (const auto& row : format_rows)
        if (!as_it_goes || row.written_as_it_goes) names.push_back(row.name);
    std::string list;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) list += as_it_goes && i + 1 == names.size() ? " and " : ", ";
        list += names[i];
    }
    return list;
}

bool written_as_it_goes(ReportFormat format) { return detail::row_of(format).written_as_it_goes; }

const ReportFormatRow& detail::row_of(ReportFormat format) {
    for (const auto& f : format_table)
        if (f.row.format == format) return f.row;
    return format_table[0].row;  // every ReportFormat has its row (the table lists them all)
}

const Renderers& detail::renderers_of(ReportFormat format) {
    for (const auto& f : format_table)
        if (f.row.format == format) return f.renderers;
    return format_table[0].renderers;
}

std::string render(const Report& report, ReportFormat format) {
    if (written_as_it_goes(format)) {
        ReportStream stream(format, report.fail_on, report.expected_failures);
        std::string out = stream.begin(report.header);
        for (const auto& c : report.cases) out += stream.add(c);
        return out + stream.finish(report.footer);
    }
    return renderers_of(format).whole(report);
}

}  // namespace fragid::conformance
