#include "fragid/random_check/case_generators.hpp"

#include <optional>
#include <string>

#include "fragid/entity/md5.hpp"
#include "fragid/generators/fragment_text.hpp"
#include "fragid/generators/octets.hpp"
#include "fragid/generators/text_entity.hpp"
#include "fragid/random_check/vector_writer.hpp"
#include "spec_case_entries.hpp"  // each spec's cases (<spec>_cases.hpp), a list the build writes

namespace fragid::random_check {

using conformance::Case;
using conformance::CaseEntity;
using conformance::ResolveCheck;
using conformance::Spec;
using namespace generators;

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
        e.bytes = *generators::gen_any_octets(24);
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

rc::Gen<Case> gen_case(Spec spec) {
    return rc::gen::exec([spec] {
        Case c;
        c.spec = spec;
        c.level = conformance::Level::must;
        c.entity = with_spec(spec, [](auto s) { return detail::entity_for<s.value>(); });
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
