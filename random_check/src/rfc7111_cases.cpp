// RFC 7111's cases (spec_cases.hpp): its entities are CSV documents as
// RFC 4180 and other dialects write them, in the charsets they declare, and
// a finding is filed under the section of RFC 7111 that settles it: s.3,
// 4.1, 4.2, 5.1 (read beside conformance/README.md, "Levels").
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/generators/elements.hpp"
#include "fragid/generators/octets.hpp"
#include "fragid/generators/rfc7111.hpp"
#include "fragid/generators/text_entity.hpp"
#include "fragid/random_check/case_generators.hpp"
#include "fragid/random_check/vector_writer.hpp"
#include "finding_class.hpp"
#include "rfc7111_cases.hpp"

namespace fragid::random_check {

using conformance::CaseEntity;
using namespace generators;

namespace {

// The code points of `utf8` (well-formed: GeneratedCsv writes it).
std::u32string decode_utf8(std::string_view utf8) {
    std::u32string out;
    for (std::size_t i = 0; i < utf8.size();) {
        const auto b = static_cast<unsigned char>(utf8[i]);
        const std::size_t length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
        char32_t c = length == 1 ? b : b & (0xFF >> (length + 1));
        for (std::size_t k = 1; k < length && i + k < utf8.size(); ++k)
            c = (c << 6) | (static_cast<unsigned char>(utf8[i + k]) & 0x3F);
        out += c;
        i += length;
    }
    return out;
}

// gen_csv_in_declared_charset() and gen_csv_dialect_trap() (case_generators.hpp),
// drawn inside rc::gen::exec.
CaseEntity csv_in_declared_charset() {
    // Small: UTF-16 doubles the bytes, and vectors write non-UTF-8 entities as hex,
    // which the schema's std::regex checks recursively (deep stacks on long strings).
    auto text = decode_utf8((*rc::gen::resize(20, rc::gen::arbitrary<GeneratedCsv>())).bytes);
    if (!text.empty() && text.front() == U'\uFEFF') text.erase(0, 1);
    std::vector<TextEncoding> possible;
    for (auto e : {TextEncoding::utf8, TextEncoding::iso_8859_1, TextEncoding::windows_1252, TextEncoding::utf16le,
                   TextEncoding::utf16be})
        if (can_encode(text, e)) possible.push_back(e);
    const auto encoding = *gen_shrinking_element(possible);
    return CaseEntity{encode(text, encoding), std::string(charset_name(encoding)), LineEndingSet::all()};
}

CaseEntity csv_dialect_trap() {
    const auto delimiter = *rc::gen::element<std::string>(",", ";", "\t");
    const auto line_break = *rc::gen::element<std::string>("\r\n", "\n");
    const auto field = rc::gen::map(
        rc::gen::container<std::vector<std::string>>(
            rc::gen::element<std::string>("a", "b", " ", "'", "\\\"", "\"\"", "\"", ";", "\t", ",")),
        [](const std::vector<std::string>& pieces) {
            std::string text;
            for (const auto& p : pieces) text += p;
            return text;
        });
    std::string bytes = *rc::gen::arbitrary<bool>() ? "sep=" + delimiter + line_break : "";
    const auto rows = *rc::gen::inRange<std::size_t>(0, 5);
    for (std::size_t r = 0; r < rows; ++r) {
        const auto fields = *rc::gen::inRange<std::size_t>(0, 4);  // 0: a blank line; any count: ragged
        for (std::size_t f = 0; f < fields; ++f) bytes += (f ? delimiter : "") + *field;
        bytes += line_break;
    }
    return CaseEntity{bytes, std::nullopt, LineEndingSet::all()};
}

CaseEntity gen_csv_entity() {
    switch (*rc::gen::inRange(0, 10)) {
        case 0: {
            auto bytes = *generators::gen_any_octets(24);
            auto charset = *rc::gen::element<std::optional<std::string>>(std::nullopt, "UTF-8", "ISO-8859-1", "windows-1252", "UTF-16LE");
            return CaseEntity{std::move(bytes), std::move(charset), LineEndingSet::all()};
        }
        case 1:
        case 2: return csv_dialect_trap();
        case 3:
        case 4: return csv_in_declared_charset();
        default: return CaseEntity{(*rc::gen::arbitrary<GeneratedCsv>()).bytes, std::nullopt, LineEndingSet::all()};
    }
}

}  // namespace

rc::Gen<CaseEntity> gen_csv_in_declared_charset() { return rc::gen::exec(csv_in_declared_charset); }

rc::Gen<CaseEntity> gen_csv_dialect_trap() { return rc::gen::exec(csv_dialect_trap); }

namespace detail {

namespace {

// RFC 4180 s.2 item 5-7: a field is either without DQUOTE, or wholly
// enclosed in DQUOTEs with inner ones doubled (CR, LF and COMMA allowed there).
// Returns the number of fields of the record at `at`, moving `at` past its
// CRLF; 0 if the record is not as RFC 4180 writes it.
std::size_t plain_record(std::string_view bytes, std::size_t& at) {
    std::size_t fields = 1;
    while (at < bytes.size()) {
        if (bytes[at] == '"') {
            ++at;
            for (;; ++at) {
                if (at >= bytes.size()) return 0;
                if (bytes[at] != '"') continue;
                if (at + 1 < bytes.size() && bytes[at + 1] == '"') {
                    ++at;
                    continue;
                }
                ++at;
                break;
            }
        } else {
            while (at < bytes.size() && bytes[at] != ',' && bytes[at] != '\r' && bytes[at] != '\n') {
                if (bytes[at] == '"') return 0;
                ++at;
            }
        }
        if (at >= bytes.size()) return fields;
        if (bytes[at] == ',') {
            ++fields, ++at;
            continue;
        }
        if (bytes.substr(at, 2) != "\r\n") return 0;  // a bare CR or LF (s.2 item 1: CRLF)
        at += 2;
        return fields;
    }
    return fields;
}

// Whether `bytes` is CSV as RFC 4180 s.2 writes it: UTF-8 without a BOM,
// CRLF line breaks, quotes only around whole fields (doubled inside), every
// record with the same number of fields. fragid's reading of anything else
// is a choice (docs/interpretations-rfc7111.md).
bool is_plain_rfc4180(const CaseEntity& entity) {
    const std::string_view bytes = entity.bytes;
    if (entity.charset && entity.charset != "UTF-8" && entity.charset != "utf-8") return false;
    if (bytes.empty() || bytes.starts_with("\xEF\xBB\xBF") || !is_utf8(bytes)) return false;
    std::size_t at = 0, width = 0;
    while (at < bytes.size()) {
        const auto fields = plain_record(bytes, at);
        if (fields == 0 || (width && fields != width)) return false;
        width = fields;
    }
    return true;
}

}  // namespace

template <>
CaseEntity entity_for<Spec::rfc7111>() {
    return gen_csv_entity();
}

template <>
std::string section_of<Spec::rfc7111>(const Case&, const Outcome& reference, const CaseRecord& implementation) {
    if (status_of(reference) == Status::syntax_error) return "4.1";
    if (answered_status(implementation) == Status::syntax_error) return "3";
    if (either_is(Status::entity_error, reference, implementation)) return "5.1";  // the charset, s.5.1
    return "4.2";
}

// On CSV as RFC 4180 writes it, a must; on any other, fragid's reading is a
// choice (docs/interpretations-rfc7111.md), left to the implementation.
template <>
std::optional<Level> level_of_selection<Spec::rfc7111>(const CsvFragment&, const CaseEntity& entity) {
    if (is_plain_rfc4180(entity)) return Level::must;
    return std::nullopt;
}

}  // namespace detail
}  // namespace fragid::random_check
