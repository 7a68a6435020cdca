#include "fragid/random_check/vector_writer.hpp"

#include <nlohmann/json.hpp>
#include <cstdio>
#include <sstream>
#include <utility>

#include "fragid/conformance/bytes_text.hpp"
#include "fragid/conformance/json_text.hpp"
#include "fragid/conformance/outcome.hpp"

namespace fragid::random_check {

using conformance::Case;
using conformance::hex_of;

bool is_utf8(std::string_view bytes) noexcept { return conformance::is_utf8(bytes); }

namespace {

// One UTF-8 sequence at the front of `s` (well-formed: is_utf8() decides what
// is written as text): its code point and length; a stray byte is U+FFFD.
std::pair<char32_t, std::size_t> code_point_at(std::string_view s) {
    const auto b = static_cast<unsigned char>(s[0]);
    const std::size_t n = b < 0x80 ? 1 : b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0;
    if (n == 0 || n > s.size() || !is_utf8(s.substr(0, n))) return {0xFFFD, 1};
    char32_t c = n == 1 ? b : b & (0x7F >> n);
    for (std::size_t i = 1; i < n; ++i) c = (c << 6) | (static_cast<unsigned char>(s[i]) & 0x3F);
    return {c, n};
}

// Characters a YAML reader does not take as themselves, inside a quoted
// scalar or a comment: C0 controls and DEL; C1 controls, U+0085 NEL among
// them, and U+2028, U+2029, which YAML 1.1 takes as line breaks (1.1 s.5.4)
// and would fold into a space or end a comment at; U+FEFF, a byte order mark
// to YAML (1.2 s.5.2); U+FFFE and U+FFFF, outside its printable set (1.2 s.5.1).
bool yaml_special(char32_t c) {
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029 || c == 0xFEFF || c == 0xFFFE ||
           c == 0xFFFF;
}

// `text` with every special character written as an escape (\n, \r, \t or
// \uXXXX, the spellings YAML 1.1, 1.2 and JSON share) and, if `quote`, '"' and
// '\' escaped too.
std::string escaped(std::string_view text, bool quote) {
    std::string out;
    while (!text.empty()) {
        const auto [c, length] = code_point_at(text);
        if (c == '\n') out += "\\n";
        else if (c == '\r') out += "\\r";
        else if (c == '\t') out += "\\t";
        else if (quote && (c == '"' || c == '\\')) out += {'\\', static_cast<char>(c)};
        else if (yaml_special(c)) {
            char spelled[16];  // yaml_special() keeps c below 0x10000: always six characters
            std::snprintf(spelled, sizeof spelled, "\\u%04X", static_cast<unsigned>(c));
            out += spelled;
        } else if (c == 0xFFFD && length == 1) {
            out += "\xEF\xBF\xBD";  // not UTF-8: nothing YAML could carry (an entity's bytes go as hex instead)
        } else {
            out.append(text.substr(0, length));
        }
        text.remove_prefix(length);
    }
    return out;
}

// A YAML double-quoted scalar, readable as the same characters by YAML 1.1 and
// 1.2 readers (and as JSON).
std::string yaml_quoted(std::string_view utf8) { return "\"" + escaped(utf8, true) + "\""; }

}  // namespace

std::string yaml_comment_text(std::string_view text) { return escaped(text, false); }

std::string representable_fragment(std::string_view fragment) {
    if (is_utf8(fragment)) return std::string(fragment);
    static constexpr char hex[] = "0123456789ABCDEF";
    std::string out;
    for (const char c : fragment) {
        const auto octet = static_cast<unsigned char>(c);
        if (octet < 0x80) {
            out += c;
            continue;
        }
        out += '%';
        out += hex[octet >> 4];
        out += hex[octet & 0x0f];
    }
    return out;
}

namespace {


std::string list(const std::vector<std::string>& items) {
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + yaml_quoted(items[i]);
    return out + "]";
}

}  // namespace

std::string vector_yaml(const Case& c, const std::vector<std::string>& comments) {
    std::ostringstream out;
    for (const auto& line : comments) out << "# " << yaml_comment_text(line) << "\n";
    out << "cases:\n";
    out << "  - id: " << yaml_quoted(c.id) << "\n";
    out << "    description: " << yaml_quoted(c.description) << "\n";
    out << "    spec: " << to_string(c.spec) << "\n";
    out << "    section: " << yaml_quoted(c.section) << "\n";
    if (c.quote) out << "    quote: " << yaml_quoted(*c.quote) << "\n";
    out << "    level: " << to_string(c.level) << "\n";
    const auto* check = c.resolves();
    if (check && check->single_answer) out << "    single_answer: " << yaml_quoted(*check->single_answer) << "\n";
    if (!c.requirements.empty()) out << "    requirements: " << list(c.requirements) << "\n";
    if (!c.tags.empty()) out << "    tags: " << list(c.tags) << "\n";
    if (!c.features.empty()) out << "    features: " << list(c.features) << "\n";
    if (check) out << "    fragment: " << yaml_quoted(representable_fragment(check->fragment)) << "\n";
    else out << "    produce: " << yaml_quoted(c.produces()->kind) << "\n";
    out << "    entity:\n";
    if (is_utf8(c.entity.bytes)) out << "      text: " << yaml_quoted(c.entity.bytes) << "\n";
    else out << "      hex: \"" << hex_of(c.entity.bytes) << "\"\n";
    if (c.entity.charset) out << "      charset: " << yaml_quoted(*c.entity.charset) << "\n";
    if (!(c.entity.line_endings == LineEndingSet::all()))
        out << "      line_endings: " << yaml_quoted(c.entity.line_endings.to_string()) << "\n";
    if (!check) return out.str();
    if (check->expect_any) {
        // Which alternative is fragid's reading (conformance/README.md, "Levels"); lint requires it.
        out << "    reference_choice: " << check->fragids_reading() << "\n";
        out << "    expect_any:\n";
        for (const auto& outcome : check->acceptable) out << "      - " << conformance::json_text(outcome) << "\n";
    } else if (!check->acceptable.empty()) {
        out << "    expect: " << conformance::json_text(check->acceptable.front()) << "\n";
    }
    return out.str();
}

}  // namespace fragid::random_check
