#include "fragid/publish/case_view.hpp"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>

#include "fragid/conformance/json_text.hpp"
#include "fragid/conformance/outcome.hpp"
#include "fragid/publish/matrix_report.hpp"
#include "fragid/publish/outcome_text.hpp"
#include "fragid/publish/visible.hpp"

namespace fragid::publish {

using namespace conformance;

namespace {

constexpr std::size_t hex_shown = 1024;  // a terminal's worth; --json gives every byte
constexpr std::size_t everything = std::numeric_limits<std::size_t>::max();

// "00000010  61 62 0d 0a ...  |ab..|": offsets, 16 bytes a line, ASCII beside.
std::string hex_dump(const std::string& bytes, std::size_t limit) {
    std::string out;
    char cell[24];  // "%08zx " of a 64-bit offset: up to 16 digits, a space and the NUL
    for (std::size_t line = 0; line < bytes.size() && line < limit; line += 16) {
        std::snprintf(cell, sizeof cell, "%08zx ", line);
        out += cell;
        std::string ascii;
        for (std::size_t i = line; i < line + 16; ++i) {
            if (i % 8 == 0) out += ' ';
            if (i < bytes.size()) {
                const auto b = static_cast<unsigned char>(bytes[i]);
                std::snprintf(cell, sizeof cell, "%02x ", b);
                out += cell;
                ascii += b >= 0x20 && b < 0x7F ? static_cast<char>(b) : '.';
            } else {
                out += "   ";
            }
        }
        out += " |" + ascii + "|\n";
    }
    if (bytes.size() > limit) out += "\u2026 " + std::to_string(bytes.size() - limit) + " more bytes (fragid show --json has them all)\n";
    return out;
}

std::string hex_string(const std::string& bytes) {
    std::string out;
    char cell[4];
    for (unsigned char b : bytes) {
        std::snprintf(cell, sizeof cell, "%02x", b);
        out += cell;
    }
    return out;
}

// Every line after the first indented by `indent`.
std::string indent(const std::string& text, const std::string& by) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if ((i == 0 || text[i - 1] == '\n') && text[i] != '\n') out += by;  // no indent on a blank line
        out += text[i];
    }
    if (!out.empty() && out.back() != '\n') out += '\n';
    return out;
}

// What of an interpretation section to show for one case: its opening
// paragraph and each paragraph or list item that names the case, "…" where
// some are left out; a section that never names the case, up to `longest`
// lines of it. (A section can run to a hundred lines.)
constexpr std::size_t longest = 40;
std::string paragraphs_about(const std::string& section, const std::string& id) {
    std::vector<std::string> blocks(1);
    std::istringstream lines(section);
    for (std::string line; std::getline(lines, line);) {
        const bool item = line.starts_with("- ") || line.starts_with("* ");
        if ((line.empty() || item) && !blocks.back().empty()) blocks.emplace_back();
        if (!line.empty()) blocks.back() += line + "\n";
    }
    std::string out = blocks.front();
    bool named = false, skipped = false;
    for (std::size_t i = 1; i < blocks.size(); ++i) {
        if (blocks[i].find(id) == std::string::npos) {
            skipped = true;
            continue;
        }
        out += (skipped ? "\n\u2026\n\n" : "\n") + blocks[i];
        named = true;
        skipped = false;
    }
    if (named) return out + (skipped ? "\n\u2026\n" : "");
    std::string cut;
    std::size_t n = 0;
    std::istringstream all(section);
    for (std::string line; std::getline(all, line) && n < longest; ++n) cut += line + "\n";
    const auto total = static_cast<std::size_t>(std::count(section.begin(), section.end(), '\n')) + 1;
    return total > longest ? cut + "\u2026 (" + std::to_string(total - longest) + " more lines)\n" : cut;
}

std::optional<InterpretationLink> interpretation_of(const Case& c, const CaseViewInputs& in) {
    return in.interpretations ? interpretation_link(*in.interpretations, c) : std::nullopt;
}

// Where a reading other than the only one is explained, or why nothing is shown.
void interpretation_text(std::ostringstream& out, const Case& c, const CaseViewInputs& in) {
    if (c.level != Level::impl_defined && c.level != Level::erratum) return;
    const auto link = interpretation_of(c, in);
    if (!link) {
        out << "\nHow fragid reads the spec here: the interpretation docs were not found ("
            << in.interpretations_missing << ")\n";
        return;
    }
    out << "\nHow fragid reads the spec here (docs/" << link->href << "):\n";
    out << (link->text.empty() ? "  no heading of " + link->title + " names s." + c.section + ": see the whole file\n"
                               : indent(paragraphs_about(link->text, c.id), "  "));
}

void answers_text(std::ostringstream& out, const Case& c, const std::vector<VisibleChar>& chars) {
    if (const auto* produces = c.produces()) {
        out << "\nAsks for: " << visible_request(c)
            << " fragments of this entity; each one produced must identify what it claims (checked with the reference)\n";
        (void)produces;
        return;
    }
    const auto& check = *c.resolves();
    out << "\n" << (check.acceptable.size() == 1 ? "The one accepted answer" : "Accepted answers (any one passes)") << ":\n";
    for (std::size_t i = 0; i < check.acceptable.size(); ++i) {
        const auto& outcome = check.acceptable[i];
        out << "  (" << i + 1 << ") " << identified_text(c, outcome, chars)
            << (i == check.fragids_reading() ? "   \u2190 fragid's reading" : "") << "\n      "
            << conformance::json_text(nlohmann::json(outcome)) << "\n";
    }
    if (check.single_answer) out << "  Why no other answer is defensible: " << *check.single_answer << "\n";
}

}  // namespace

std::string case_text(const Case& c, const CaseViewInputs& in) {
    std::ostringstream out;
    const auto chars = visible_chars(c.entity, c.spec);
    const auto section = in.catalogues ? section_heading(*in.catalogues, c.spec, c.section) : c.section;
    out << c.id << "\n  " << spec_title(c.spec) << " s." << section << " \u00B7 level " << to_string(c.level)
        << (c.level == Level::must ? "" : " (not counted against conformance)") << "\n  " << c.origin << "\n";
    const auto list = [&](const char* name, const std::vector<std::string>& items) {
        if (items.empty()) return;
        out << "  " << name << ":";
        for (const auto& item : items) out << " " << item;
        out << "\n";
    };
    list("tags", c.tags);
    list("requirements", c.requirements);
    list("features", c.features);
    out << "\nWhat it tests:\n" << indent(c.description, "  ");
    if (const auto words = in.catalogues ? words_for(c, *in.catalogues) : c.quote) {
        out << "\nThe spec's words (" << (c.quote_source ? *c.quote_source : spec_title(c.spec) + " s." + c.section)
            << "):\n" << indent("\u201C" + *words + "\u201D", "  ");
    }
    if (c.resolves()) out << "\nFragment: " << visible_request(c) << "\n";
    out << "\nEntity: " << entity_summary(c.entity, c.spec)
        << " (\u240D CR, \u240A LF, \u2424 NEL, \u2409 TAB, \u27E8BOM\u27E9 a byte order mark, \u27E8FF\u27E9 a byte "
           "not valid in the charset):\n"
        << (c.entity.bytes.empty() ? "  (empty)\n" : indent(visible_text(chars, 0, c.entity.bytes.size(), 4000, 200), "  "));
    if (!c.entity.bytes.empty()) out << "Bytes:\n" << indent(hex_dump(c.entity.bytes, hex_shown), "  ");
    answers_text(out, c, chars);
    interpretation_text(out, c, in);
    return out.str();
}

nlohmann::json case_json(const Case& c, const CaseViewInputs& in) {
    const auto chars = visible_chars(c.entity, c.spec);
    nlohmann::json j = {{"id", c.id},
                        {"spec", to_string(c.spec)},
                        {"section", c.section},
                        {"level", to_string(c.level)},
                        {"description", c.description},
                        {"origin", c.origin},
                        {"tags", c.tags},
                        {"requirements", c.requirements},
                        {"features", c.features}};
    if (const auto words = in.catalogues ? words_for(c, *in.catalogues) : c.quote) j["words"] = *words;
    if (c.quote) j["quote"] = *c.quote;
    if (c.quote_source) j["quote_source"] = *c.quote_source;
    j["entity"] = {{"bytes_hex", hex_string(c.entity.bytes)},
                   {"size", c.entity.bytes.size()},
                   {"charset", c.entity.charset ? nlohmann::json(*c.entity.charset) : nlohmann::json()},
                   {"line_endings", c.entity.line_endings.to_string()},
                   {"summary", entity_summary(c.entity, c.spec)},
                   {"drawn", visible_text(chars, 0, c.entity.bytes.size(), everything, everything)}};
    if (const auto* check = c.resolves()) {
        j["fragment"] = check->fragment;
        auto accepted = nlohmann::json::array();
        for (std::size_t i = 0; i < check->acceptable.size(); ++i)
            accepted.push_back({{"outcome", check->acceptable[i]},
                                {"words", identified_text(c, check->acceptable[i], chars)},
                                {"fragids_reading", i == check->fragids_reading()}});
        j["accepted"] = accepted;
        if (check->single_answer) j["single_answer"] = *check->single_answer;
    } else {
        j["produce"] = c.produces()->kind;
    }
    if (const auto link = interpretation_of(c, in))
        j["interpretation"] = {{"title", link->title}, {"href", "docs/" + link->href}, {"text", link->text}};
    return j;
}

}  // namespace fragid::publish
