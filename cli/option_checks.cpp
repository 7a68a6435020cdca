#include "option_checks.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>

#include "fragid/choice/ascii_case.hpp"
#include "fragid/conformance/case.hpp"
#include "fragid/conformance/report.hpp"
#include "fragid/model/entity.hpp"
#include "fragid/model/spec.hpp"

namespace fragid::cli::checks {
namespace {

// The name one_of()'s checks carry, by which allowed_values() finds them.
constexpr const char* one_of_name = "one-of";

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
    return out;
}

}  // namespace

CLI::Validator non_empty() {
    return CLI::Validator([](const std::string& value) { return value.empty() ? std::string("must not be empty") : std::string(); },
                          "NONEMPTY");
}

CLI::Validator whole_number(std::uint64_t min, std::uint64_t max) {
    const std::string range = "a whole number from " + std::to_string(min) + " to " + std::to_string(max);
    return CLI::Validator(
        [=](const std::string& value) {
            std::uint64_t n = 0;
            const auto* end = value.data() + value.size();
            // from_chars takes no sign, and reports a value too large for 64 bits.
            const auto [ptr, ec] = std::from_chars(value.data(), end, n);
            if (value.empty() || ec != std::errc() || ptr != end || n < min || n > max)
                return "'" + value + "' is not " + range;
            return std::string();
        },
        "UINT");
}

CLI::Validator seconds() {
    return CLI::Validator(
        [](const std::string& value) {
            double s = 0;
            const auto* end = value.data() + value.size();
            const auto [ptr, ec] = std::from_chars(value.data(), end, s);
            if (value.empty() || ec != std::errc() || ptr != end || !std::isfinite(s) || s < 0.001 || s > 86400)
                return "'" + value + "' is not a number of seconds from 0.001 to 86400";
            return std::string();
        },
        "SECONDS");
}

CLI::Validator line_endings() {
    return CLI::Validator(
        [](const std::string& value) {
            // parse("") is the empty set; on the command line that is a slip, `none` says it.
            if (!value.empty() && LineEndingSet::parse(value)) return std::string();
            return "'" + value + "' is not a comma-separated list of CRLF, LF, CR, NEL, CR+NEL (or all, none)";
        },
        "LIST");
}

CLI::Validator one_of(std::vector<std::string> names) {
    return CLI::Validator(
        [names](std::string& value) {
            for (const auto& n : names)
                if (choice::ascii_lower(n) == choice::ascii_lower(value)) {
                    value = n;
                    return std::string();
                }
            return "'" + value + "' is none of " + joined(names);
        },
        "{" + joined(names) + "}", one_of_name);
}

std::vector<std::string> allowed_values(CLI::Option& option) {
    const CLI::Validator* check = nullptr;
    try {
        check = option.get_validator(one_of_name);
    } catch (const CLI::OptionNotFound&) {
        return {};
    }
    // The description one_of() gave it: "{a, b, c}".
    const auto listed = check->get_description();
    std::vector<std::string> values;
    for (std::size_t start = 1; start < listed.size();) {
        const auto end = std::min(listed.find(", ", start), listed.size() - 1);
        values.push_back(listed.substr(start, end - start));
        start = end + 2;
    }
    return values;
}

// Kept beside the options, which CLI11 owns; an option lives as long as its App.
std::map<const CLI::Option*, std::vector<std::string>>& suggestions() {
    static std::map<const CLI::Option*, std::vector<std::string>> by_option;
    return by_option;
}

void suggest(CLI::Option& option, std::vector<std::string> values) { suggestions()[&option] = std::move(values); }

std::vector<std::string> suggested_values(const CLI::Option& option) {
    const auto found = suggestions().find(&option);
    return found == suggestions().end() ? std::vector<std::string>{} : found->second;
}

std::vector<std::string> spec_names() {
    std::vector<std::string> names;
    for (const auto& d : spec_table) names.emplace_back(d.name);
    return names;
}

std::vector<std::string> level_names() {
    using conformance::Level;
    std::vector<std::string> names;
    for (auto level : {Level::must, Level::should, Level::may, Level::impl_defined, Level::erratum})
        names.emplace_back(conformance::to_string(level));
    return names;
}

std::vector<std::string> report_format_names() {
    std::vector<std::string> names;
    for (const auto& row : conformance::report_formats()) names.emplace_back(row.name);
    return names;
}

}  // namespace fragid::cli::checks
