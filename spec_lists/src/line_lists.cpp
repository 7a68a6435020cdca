#include <sstream>
#include <stdexcept>

#include "fragid/model/spec.hpp"
#include "fragid/spec_lists/regenerate.hpp"

namespace fragid::spec_lists {

namespace {

// The line with its parenthesised list, the first "(...)" before the mark,
// written from the table.
std::string with_list(const std::string& line, std::size_t mark_at, std::size_t line_number) {
    const auto what = std::string_view(line).substr(mark_at + line_mark.size());
    if (what != "names")
        throw std::runtime_error("line " + std::to_string(line_number) + ": the mark names \"" + std::string(what) +
                                 "\", and a line's list can only be \"names\"");
    const auto open = line.find('(');
    const auto close = open == std::string::npos ? open : line.find(')', open);
    if (close == std::string::npos || close > mark_at)
        throw std::runtime_error("line " + std::to_string(line_number) + ": no \"(...)\" before the mark to write the names in");
    return line.substr(0, open + 1) + listed(&SpecDescriptor::name) + line.substr(close);
}

}  // namespace

Regenerated regenerate_line_lists(std::string_view text) {
    std::istringstream lines{std::string(text)};
    std::string out;
    Regenerated result;
    std::size_t number = 0;
    for (std::string line; std::getline(lines, line);) {
        ++number;
        if (const auto mark_at = line.find(line_mark); mark_at != std::string::npos) {
            line = with_list(line, mark_at, number);
            ++result.lists;
        }
        out += line;
        if (!lines.eof()) out += "\n";
    }
    result.text = std::move(out);
    return result;
}

}  // namespace fragid::spec_lists
