// The Markdown report (`check --format markdown`): the counts, whether the
// implementation conforms, and a table of the cases that did not pass, for a
// pull request or an issue; written whole at the end.
#include <sstream>

#include "report_parts.hpp"

namespace fragid::conformance::detail {
namespace {

// A markdown table cell on one line: control characters spelled, pipes escaped.
std::string markdown_cell(const std::string& s) {
    std::string out;
    for (char c : printable(s, Lines::spell)) out += c == '|' ? std::string("\\|") : std::string(1, c);
    return out;
}

}  // namespace

std::string markdown(const Report& r) {
    std::ostringstream out;
    out << "# fragid conformance: " << markdown_cell(implementation_line(r.header)) << "\n\n";
    for (const auto& line : count_lines(r.footer)) out << "- " << line << "\n";
    if (const auto line = not_counted_line(r)) out << "- " << markdown_cell(*line) << "\n";
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

}  // namespace fragid::conformance::detail
