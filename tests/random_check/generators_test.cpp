// The generators `check --random` draws from, checked themselves: text is
// written in its charset as the reference reads it, the CSV entities keep
// their promises, cases travel as UTF-8, fragments are mostly but not only
// valid, md5= checks can pass, and every charset and CSV dialect turns up.
// (What the generators library promises alone: tests/generators.)
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "../conformance/support.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/entity/decoder.hpp"
#include "fragid/generators/fragment_text.hpp"
#include "fragid/generators/text_entity.hpp"
#include "fragid/random_check/case_generators.hpp"
#include "fragid/random_check/vector_writer.hpp"

namespace fragid::random_check {
namespace {

using conformance::Case;
using conformance::CaseEntity;
using conformance::Spec;
using generators::gen_fragment_text;
using generators::gen_text;
using generators::TextEncoding;

const std::vector<Spec> every_spec = {Spec::rfc5147, Spec::rfc7111, Spec::wilde};

struct Read {
    std::uint64_t content_start = 0;  // after the BOM
    std::u32string text;
    bool error = false;
};

// The entity as the reference's decoder reads it in its declared charset.
Read read(const CaseEntity& entity) {
    Read r;
    const auto charset = lookup_charset(entity.charset.value_or("UTF-8"));
    RC_ASSERT(charset.has_value());
    Decoder decoder(entity.bytes, *charset);
    r.content_start = decoder.content_start();
    DecodedChar c;
    for (auto step = decoder.next(c); step != Decoder::Step::end; step = decoder.next(c)) {
        if (step == Decoder::Step::error) {
            r.error = true;
            break;
        }
        r.text += c.code_point;
    }
    return r;
}

// The first `count` values of `gen`, sizes sweeping 0..99 as --random's do, from a fixed seed.
template <class T>
std::vector<T> sample(const rc::Gen<T>& gen, int count, std::uint64_t seed) {
    rc::Random random(seed);
    std::vector<T> values;
    for (int i = 0; i < count; ++i) values.push_back(gen(random.split(), i % 100).value());
    return values;
}

// gen_text() (generators/text_entity.hpp) as the cases carry it: gen_text_case_entity() declares its charset.
RC_GTEST_PROP(EntityGenerators, TextIsWrittenInItsCharsetAsTheReferenceReadsIt, ()) {
    const auto g = *gen_text();
    RC_ASSERT(can_encode(g.text, g.encoding));
    const CaseEntity entity{g.bytes, std::string(charset_name(g.encoding)), LineEndingSet::all()};
    const auto r = read(entity);
    RC_ASSERT(!r.error);
    RC_ASSERT(r.text == g.text);
    // A BOM only where one is written (UTF-8, UTF-16), never in UTF-16BE/LE (RFC 2781 s.3.3).
    const std::uint64_t bom = !g.bom ? 0 : g.encoding == TextEncoding::utf8 ? 3 : 2;
    RC_ASSERT(r.content_start == bom);
    if (g.bom) RC_ASSERT((g.encoding == TextEncoding::utf8 || g.encoding == TextEncoding::utf16));
}

RC_GTEST_PROP(CaseGenerators, CsvInADeclaredCharsetIsValidThereWithoutABom, ()) {
    const auto entity = *gen_csv_in_declared_charset();
    RC_ASSERT(entity.charset.has_value());
    const auto r = read(entity);
    RC_ASSERT(!r.error);
    RC_ASSERT(r.content_start == 0u);
    RC_ASSERT((r.text.empty() || r.text.front() != U'\uFEFF'));
}

RC_GTEST_PROP(CaseGenerators, CsvDialectsKeepOneLineBreakThroughout, ()) {
    const auto entity = *gen_csv_dialect_trap();
    const std::string& b = entity.bytes;
    RC_ASSERT(!entity.charset.has_value());
    RC_ASSERT((b.empty() || b.back() == '\n'));  // in parentheses: RC_ASSERT overloads || and && to show both sides, so bare they evaluate both (b.back() of "")
    std::size_t lf = 0, crlf = 0;
    for (std::size_t i = 0; i < b.size(); ++i) {
        if (b[i] == '\r') RC_ASSERT((i + 1 < b.size() && b[i + 1] == '\n'));  // no bare CR
        if (b[i] == '\n') ++(i > 0 && b[i - 1] == '\r' ? crlf : lf);
    }
    RC_ASSERT((lf == 0 || crlf == 0));
}

// What vectors and the protocol carry is UTF-8 (JSON and YAML); a case has no
// expectation yet (the reference provides it) and a charset the reference knows.
RC_GTEST_PROP(CaseGenerators, CasesAreForTheirSpecAndTravelAsUtf8, ()) {
    const auto spec = *rc::gen::elementOf(every_spec);
    const auto c = *gen_case(spec);
    RC_ASSERT(c.spec == spec);
    RC_ASSERT(is_utf8(test::resolve_check(c).fragment));
    RC_ASSERT(test::resolve_check(c).acceptable.empty());
    if (c.entity.charset) RC_ASSERT(lookup_charset(*c.entity.charset).has_value());
}

// 6 in 10 valid, 3 in 10 near misses (many valid by chance), 1 in 10 any
// octets, the choice leaning to valid at small sizes (rc::gen::inRange scales
// with the size): mostly valid, never all. Valid is what the reference does
// not call a syntax error.
TEST(CaseGenerators, FragmentsAreMostlyButNotOnlyValid) {
    conformance::ReferenceAdapter reference;
    for (const auto spec : every_spec) {
        SCOPED_TRACE(std::string(to_string(spec)));
        std::size_t valid = 0;
        const auto fragments = sample(gen_fragment_text(spec), 1000, 17);
        for (const auto& fragment : fragments) {
            Case c;
            c.spec = spec;
            conformance::ResolveCheck check;
            check.fragment = representable_fragment(fragment);
            valid += status_of(test::outcome_of(reference.run(request_for(c, check)))) != Status::syntax_error;
        }
        EXPECT_GT(valid, 800u);
        EXPECT_GE(fragments.size() - valid, 30u) << valid << " valid";
    }
}

// gen_case() writes the entity's own digest into some md5= checks, so that an
// integrity check can pass, not only fail (RFC 5147 s.3.1): the reference's
// whole result says which checks passed.
TEST(CaseGenerators, SomeMd5ChecksPass) {
    conformance::ReferenceAdapter reference;
    std::size_t md5_checks = 0, passed = 0;
    for (const auto& c : sample(gen_case(Spec::rfc5147), 2000, 23)) {
        const auto result = reference.run(request_for(c, test::resolve_check(c))).result;  // the whole result, a JSON value
        for (const auto& check : result.value("checks", nlohmann::json::array())) {
            if (check["check"]["type"] != "md5") continue;
            ++md5_checks;
            passed += check["outcome"] == "passed";
        }
    }
    EXPECT_GT(md5_checks, 100u);
    EXPECT_GT(passed, 20u) << "of " << md5_checks;
}

// CSV cases come in declared charsets other than UTF-8, and in the dialects
// RFC 4180 reads differently; the text cases declare windows-1252 too.
TEST(CaseGenerators, CoverDeclaredCharsetsAndCsvDialects) {
    rc::Random random(9);
    std::set<std::string> csv_charsets, text_charsets;
    bool sep = false, semicolon = false, tab = false, apostrophe = false, backslash = false;
    for (int i = 0; i < 2000; ++i) {
        const auto csv = gen_case(Spec::rfc7111)(random.split(), i % 100).value();
        csv_charsets.insert(csv.entity.charset.value_or("(default)"));
        const auto& b = csv.entity.bytes;
        sep |= b.starts_with("sep=");
        semicolon |= b.find(';') != std::string::npos;
        tab |= b.find('\t') != std::string::npos;
        apostrophe |= b.find('\'') != std::string::npos;
        backslash |= b.find("\\\"") != std::string::npos;
        text_charsets.insert(gen_case(Spec::rfc5147)(random.split(), i % 100).value().entity.charset.value_or("(default)"));
    }
    for (const char* charset : {"ISO-8859-1", "windows-1252", "UTF-16LE", "UTF-16BE"}) {
        EXPECT_TRUE(csv_charsets.contains(charset)) << charset;
        EXPECT_TRUE(text_charsets.contains(charset)) << charset;
    }
    EXPECT_TRUE(sep && semicolon && tab && apostrophe && backslash);
}

}  // namespace
}  // namespace fragid::random_check
