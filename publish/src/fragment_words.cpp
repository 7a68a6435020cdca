#include "fragment_words.hpp"

#include <algorithm>
#include <cctype>

#include "fragid/grammar/fragment.hpp"

namespace fragid::publish::fragment_words {

std::string decoded(std::string_view written) {
    auto d = DecodedFragment::decode(written);
    if (const auto* fragment = std::get_if<DecodedFragment>(&d)) return fragment->text();
    return std::string(written);
}

std::string scheme_of(std::string_view text) {
    std::size_t end = 0;
    while (end < text.size() && std::islower(static_cast<unsigned char>(text[end]))) ++end;
    if (end == 0 || end == text.size() || (text[end] != '=' && text[end] != '(')) return {};
    return std::string(text.substr(0, end));
}

const SchemeForm* form_of(std::string_view scheme) {
    static constexpr SchemeForm forms[] = {{"char", ',', false}, {"line", ',', false}, {"row", '-', true}, {"col", '-', true}};
    for (const auto& form : forms)
        if (form.scheme == scheme) return &form;
    return nullptr;
}

std::vector<std::string> sections_defining(std::string_view scheme) {
    static const std::pair<std::string_view, std::vector<std::string>> table[] = {
        {"char", {"2.2.1", "2.2.2"}}, {"line", {"2.2.3", "2.2.4"}}, {"row", {"2.1"}}, {"col", {"2.2"}}, {"cell", {"2.3"}}};
    for (const auto& [name, sections] : table)
        if (name == scheme) return sections;
    return {};
}

std::vector<std::string> syntax_rule_section(std::string_view rule) {
    const auto at = rule.rfind(" s.");
    if (at == std::string_view::npos) return {};
    return {std::string(rule.substr(at + 3))};
}

std::optional<std::vector<std::string>> selections_of(std::string_view text, bool semicolon_separates_selections) {
    const auto eq = text.find('=');
    if (eq == std::string_view::npos || scheme_of(text).size() != eq) return std::nullopt;
    const auto body = text.substr(eq + 1);
    std::vector<std::string> out;
    if (!semicolon_separates_selections) {  // RFC 5147: ';' starts the integrity checks
        out.emplace_back(body.substr(0, body.find(';')));
        return out;
    }
    for (std::size_t at = 0;;) {
        const auto semi = std::min(body.find(';', at), body.size());
        out.emplace_back(body.substr(at, semi - at));
        if (semi == body.size()) return out;
        at = semi + 1;
    }
}

bool is_number(std::string_view text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::optional<Range> range_of(std::string_view selection, char separator) {
    const auto at = selection.find(separator);
    if (at == std::string_view::npos || selection.find(separator, at + 1) != std::string_view::npos) return std::nullopt;
    return Range{std::string(selection.substr(0, at)), std::string(selection.substr(at + 1))};
}

std::optional<std::string> shifted(std::string_view number, int by) {
    std::string digits(number);
    digits.erase(0, std::min(digits.find_first_not_of('0'), digits.size() - 1));  // "007" -> "7", "0" stays
    // Add or subtract a small amount digit by digit, from the right.
    int carry = by;
    for (auto i = digits.size(); i-- > 0 && carry != 0;) {
        int d = (digits[i] - '0') + carry;
        carry = 0;
        while (d < 0) d += 10, --carry;
        while (d > 9) d -= 10, ++carry;
        digits[i] = static_cast<char>('0' + d);
    }
    if (carry < 0) return std::nullopt;
    if (carry > 0) digits.insert(0, std::to_string(carry));
    digits.erase(0, std::min(digits.find_first_not_of('0'), digits.size() - 1));
    return digits;
}

std::vector<std::string> numbers_in(std::string_view selection) {
    std::vector<std::string> out;
    for (std::size_t at = 0; at < selection.size();) {
        if (!std::isdigit(static_cast<unsigned char>(selection[at]))) {
            ++at;
            continue;
        }
        auto end = at;
        while (end < selection.size() && std::isdigit(static_cast<unsigned char>(selection[end]))) ++end;
        out.emplace_back(selection.substr(at, end - at));
        at = end;
    }
    return out;
}

bool greater_than(std::string_view number, unsigned long long count) {
    std::string digits(number);
    digits.erase(0, std::min(digits.find_first_not_of('0'), digits.size() - 1));
    const auto limit = std::to_string(count);
    return digits.size() != limit.size() ? digits.size() > limit.size() : digits > limit;
}

}  // namespace fragid::publish::fragment_words
