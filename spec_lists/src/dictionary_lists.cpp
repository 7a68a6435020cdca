#include <cstdio>
#include <sstream>
#include <stdexcept>

#include "fragid/spec_lists/regenerate.hpp"
#include "fragid/spec_lists/table_lists.hpp"

namespace fragid::spec_lists {

namespace {

// `name` inside a dictionary entry's quotes: libFuzzer reads \\, \" and \xNN
// there, and takes every other printable octet as it is.
std::string entry_escaped(std::string_view name) {
    std::string out;
    for (const char c : name) {
        const auto octet = static_cast<unsigned char>(c);
        if (c == '\\' || c == '"') {
            out += '\\';
            out += c;
        } else if (octet < 0x20 || octet > 0x7e) {
            char hex[5];
            std::snprintf(hex, sizeof hex, "\\x%02X", octet);
            out += hex;
        } else {
            out += c;
        }
    }
    return out;
}

std::string entries(std::string_view pattern, std::size_t line_number) {
    constexpr std::string_view slot = "<name>";
    const auto at = pattern.find(slot);
    if (at == std::string_view::npos)
        throw std::runtime_error("line " + std::to_string(line_number) + ": the mark's entry has no <name>");
    std::string out;
    for (const auto& name : spec_names())
        out += std::string(pattern.substr(0, at)) + entry_escaped(name) + std::string(pattern.substr(at + slot.size())) + "\n";
    return out;
}

}  // namespace

Regenerated regenerate_dictionary(std::string_view text) {
    std::istringstream lines{std::string(text)};
    std::string out;
    Regenerated result;
    std::size_t number = 0, opened_at = 0;
    bool inside = false;
    for (std::string line; std::getline(lines, line);) {
        ++number;
        if (inside) {
            if (line != dictionary_end) continue;  // an entry of the table's: written again below
            inside = false;
        } else if (line.starts_with(dictionary_mark)) {
            out += line + "\n" + entries(std::string_view(line).substr(dictionary_mark.size()), number);
            ++result.lists;
            inside = true;
            opened_at = number;
            continue;
        }
        out += line;
        if (!lines.eof()) out += "\n";
    }
    if (inside) throw std::runtime_error("line " + std::to_string(opened_at) + ": no \"" + std::string(dictionary_end) + "\" after the mark");
    result.text = std::move(out);
    return result;
}

}  // namespace fragid::spec_lists
