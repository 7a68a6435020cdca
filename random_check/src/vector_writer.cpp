#include "fragid/random_check/vector_writer.hpp"

#include <nlohmann/json.hpp>
#include <sstream>

#include "fragid/conformance/bytes_text.hpp"
#include "fragid/conformance/json_text.hpp"
#include "fragid/conformance/outcome.hpp"

namespace fragid::random_check {

using conformance::Case;
using conformance::hex_of;

bool is_utf8(std::string_view bytes) noexcept { return conformance::is_utf8(bytes); }

namespace {

// A YAML double-quoted scalar: JSON's escapes are YAML's (YAML 1.2 s.5.7).
std::string yaml_quoted(std::string_view utf8) { return conformance::json_text(std::string(utf8)); }

}  // namespace

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
    for (const auto& line : comments) out << "# " << line << "\n";
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
