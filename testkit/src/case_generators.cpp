#include "fragid/testkit/case_generators.hpp"

#include <vector>

#include "fragid/conformance/vector_writer.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/md5.hpp"
#include "fragid/testkit/csv_generators.hpp"
#include "fragid/testkit/entity_generators.hpp"
#include "fragid/testkit/text_generators.hpp"
#include "fragid/testkit/wilde_generators.hpp"

namespace fragid::testkit {

using conformance::Case;
using conformance::CaseEntity;
using conformance::Spec;

std::string_view fragment_alphabet(Spec spec) noexcept {
    switch (spec) {
        case Spec::rfc5147: return "charlineng=md5,;0123456789abcdefABCDEF%#-_";
        case Spec::rfc7111: return "rowcellcol=-,;*0123456789%#";
        case Spec::wilde: return "charlinematch(),^0123456789%#.*[]\\$";
    }
    return "";
}

rc::Gen<std::string> gen_near(std::string valid, std::string_view alphabet) {
    return rc::gen::exec([valid, alphabet] {
        std::string text = valid;
        const auto any_char = rc::gen::weightedOneOf<char>({{4, gen_char_of(alphabet)}, {1, rc::gen::arbitrary<char>()}});
        const auto at = *rc::gen::inRange<std::size_t>(0, text.size() + 1);
        switch (*rc::gen::inRange(0, 6)) {
            case 0:  // delete
                if (at < text.size()) text.erase(at, 1);
                break;
            case 1:  // insert
                text.insert(at, 1, *any_char);
                break;
            case 2:  // replace
                if (at < text.size()) text[at] = *any_char;
                break;
            case 3:  // double
                if (at < text.size()) text.insert(at, 1, text[at]);
                break;
            case 4:  // swap
                if (at + 1 < text.size()) std::swap(text[at], text[at + 1]);
                break;
            default:  // cut short
                text.resize(at);
                break;
        }
        return text;
    });
}

namespace {

// RFC 5147 fragments with numbers that land inside small entities; checks
// with small lengths, or md5 of `entity` (so that integrity can pass).
rc::Gen<std::string> gen_valid_text_fragment(const std::string& entity) {
    return rc::gen::exec([entity] {
        auto fragment = *rc::gen::arbitrary<TextFragment>();
        const auto small = [] { return Number(*rc::gen::inRange<std::uint64_t>(0, 30)); };
        if (*rc::gen::inRange(0, 4) != 3) {  // shrinks to 0: small numbers
            if (auto* position = std::get_if<TextPosition>(&fragment.selector)) position->value = small();
            if (auto* range = std::get_if<TextRange>(&fragment.selector)) {
                if (range->start) range->start = small();
                if (range->end) range->end = small();
            }
        }
        for (auto& check : fragment.checks) {
            if (auto* length = std::get_if<LengthCheck>(&check.check); length && *rc::gen::arbitrary<bool>())
                length->characters = small();
            if (auto* md5_check = std::get_if<Md5Check>(&check.check); md5_check && *rc::gen::arbitrary<bool>())
                md5_check->digest = md5(entity);
        }
        return *gen_spelling(fragment);
    });
}

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

// A CSV document in a declared charset other than the default UTF-8 (RFC 7111
// s.5.1: "charset"): the same records, re-encoded, without a BOM.
CaseEntity gen_csv_in_declared_charset() {
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

// CSV as other dialects write it, which RFC 4180 reads differently or not at
// all: a first line `sep=;` (a spreadsheet's hint), `;` or tab between
// fields, `'` quotes, `\"` escapes, blank lines, rows of different lengths.
CaseEntity gen_csv_dialect_trap() {
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
            auto bytes = *rc::gen::resize(24, rc::gen::container<std::string>(rc::gen::arbitrary<char>()));
            auto charset = *rc::gen::element<std::optional<std::string>>(std::nullopt, "UTF-8", "ISO-8859-1", "windows-1252", "UTF-16LE");
            return CaseEntity{std::move(bytes), std::move(charset), LineEndingSet::all()};
        }
        case 1:
        case 2: return gen_csv_dialect_trap();
        case 3:
        case 4: return gen_csv_in_declared_charset();
        default: return CaseEntity{(*rc::gen::arbitrary<GeneratedCsv>()).bytes, std::nullopt, LineEndingSet::all()};
    }
}

}  // namespace

rc::Gen<std::string> gen_fragment_text(Spec spec) {
    return rc::gen::exec([spec] {
        std::string valid;
        switch (spec) {
            case Spec::rfc5147: valid = *gen_valid_text_fragment(""); break;
            case Spec::rfc7111: valid = to_string(*rc::gen::arbitrary<CsvFragment>()); break;
            case Spec::wilde: valid = to_string(*gen_wilde_fragment()); break;
        }
        const auto kind = *rc::gen::inRange(0, 10);
        if (kind < 6) return valid;
        if (kind < 9) return *gen_near(valid, fragment_alphabet(spec));
        return *rc::gen::resize(16, rc::gen::container<std::string>(rc::gen::arbitrary<char>()));
    });
}

rc::Gen<Case> gen_case(Spec spec) {
    return rc::gen::exec([spec] {
        Case c;
        c.spec = spec;
        c.level = conformance::Level::must;
        c.entity = spec == Spec::rfc7111 ? gen_csv_entity() : *gen_text_case_entity();
        if (spec == Spec::rfc5147) {
            // Valid, near-valid or garbage, as gen_fragment_text, but md5= may match the entity.
            const auto valid = *gen_valid_text_fragment(c.entity.bytes);
            const auto kind = *rc::gen::inRange(0, 10);
            c.fragment = kind < 6   ? valid
                         : kind < 9 ? *gen_near(valid, fragment_alphabet(spec))
                                    : *rc::gen::resize(16, rc::gen::container<std::string>(rc::gen::arbitrary<char>()));
        } else {
            c.fragment = *gen_fragment_text(spec);
        }
        // Octets that are not UTF-8 travel percent-encoded (JSON and YAML need UTF-8).
        c.fragment = conformance::representable_fragment(c.fragment);
        return c;
    });
}

}  // namespace fragid::testkit

namespace fragid::conformance {

void showValue(const Case& c, std::ostream& os) {
    static constexpr char hex[] = "0123456789ABCDEF";
    const auto escaped = [&os](std::string_view s) {
        for (const char ch : s) {
            const auto octet = static_cast<unsigned char>(ch);
            if (octet >= 0x20 && octet < 0x7f && ch != '\\' && ch != '"') os << ch;
            else os << "\\x" << hex[octet >> 4] << hex[octet & 0x0f];
        }
    };
    os << to_string(c.spec) << " fragment \"";
    escaped(c.fragment);
    os << "\" entity \"";
    escaped(c.entity.bytes);
    os << "\" charset " << c.entity.charset.value_or("(default)") << " line_endings " << c.entity.line_endings.to_string();
}

}  // namespace fragid::conformance
