#include "fragid/random_check/case_generators.hpp"

#include <vector>

#include "fragid/entity/md5.hpp"
#include "fragid/generators/fragment_text.hpp"
#include "fragid/generators/rfc5147.hpp"
#include "fragid/generators/rfc7111.hpp"
#include "fragid/generators/text_entity.hpp"
#include "fragid/random_check/vector_writer.hpp"

namespace fragid::random_check {

using conformance::Case;
using conformance::CaseEntity;
using conformance::ResolveCheck;
using conformance::Spec;
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
            auto bytes = *rc::gen::resize(24, rc::gen::container<std::string>(rc::gen::arbitrary<char>()));
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

rc::Gen<CaseEntity> gen_text_case_entity() {
    auto conventions = rc::gen::weightedOneOf<LineEndingSet>({
        {6, rc::gen::just(LineEndingSet::all())},
        {1, rc::gen::map(rc::gen::inRange<unsigned>(0, 32), [](unsigned bits) {
             LineEndingSet set;
             for (auto e : {LineEnding::crlf, LineEnding::lf, LineEnding::cr, LineEnding::nel, LineEnding::cr_nel})
                 if (bits & static_cast<unsigned>(e)) set = set.with(e);
             return set;
         })},
    });
    auto raw = rc::gen::exec([] {
        CaseEntity e;
        e.bytes = *rc::gen::resize(24, rc::gen::container<std::string>(rc::gen::arbitrary<char>()));
        e.charset = *rc::gen::element<std::optional<std::string>>(std::nullopt, "UTF-8", "UTF-16", "ISO-8859-1", "windows-1252");
        return e;
    });
    auto written = rc::gen::map(gen_text(), [](const GeneratedText& g) {
        return CaseEntity{g.bytes, std::string(charset_name(g.encoding)), LineEndingSet::all()};
    });
    return rc::gen::exec([=] {
        auto entity = *rc::gen::weightedOneOf<CaseEntity>({{10, written}, {1, raw}});
        entity.line_endings = *conventions;
        return entity;
    });
}

// An entity of each spec's media type. Inside rc::gen::exec only.
CaseEntity entity_for(std::type_identity<CsvFragment>) { return gen_csv_entity(); }
template <class TextPlainFragment>
CaseEntity entity_for(std::type_identity<TextPlainFragment>) {
    return *gen_text_case_entity();
}

rc::Gen<Case> gen_case(Spec spec) {
    return rc::gen::exec([spec] {
        Case c;
        c.spec = spec;
        c.level = conformance::Level::must;
        c.entity = with_spec(spec, [](auto s) { return entity_for(std::type_identity<fragment_of<s.value>>{}); });
        // No expected outcome: the reference's answer is the expectation (differential.hpp).
        // Octets that are not UTF-8 travel percent-encoded (JSON and YAML need UTF-8).
        ResolveCheck check;
        check.fragment = representable_fragment(*gen_fragment_text(spec, md5(c.entity.bytes)));
        c.check = std::move(check);
        return c;
    });
}

}  // namespace fragid::random_check

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
    os << to_string(c.spec);
    if (const auto* check = c.resolves()) {
        os << " fragment \"";
        escaped(check->fragment);
        os << "\"";
    } else {
        os << " produce " << c.produces()->kind;
    }
    os << " entity \"";
    escaped(c.entity.bytes);
    os << "\" charset " << c.entity.charset.value_or("(default)") << " line_endings " << c.entity.line_endings.to_string();
}

}  // namespace fragid::conformance
