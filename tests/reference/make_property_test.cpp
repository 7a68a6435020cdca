// The round trip of making fragments (fragid/reference/make.hpp): for
// generated entities and selections, the fragment made identifies exactly the
// selection when resolved from its text, as a client would; a selection the
// entity lacks is refused; and a fragment read back as a selection makes
// itself again (the canonical form is a fixed point). The oracles are the
// simple views of entity/ (simple_text_view.hpp), which decode or parse everything first.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "fragid/generators/text_entity.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/make.hpp"
#include "fragid/reference/resolve.hpp"
#include "fragid/entity/simple_csv_view.hpp"
#include "fragid/entity/simple_text_view.hpp"

namespace fragid {
namespace {

rc::Gen<LineEndingSet> gen_line_endings() {
    return rc::gen::map(rc::gen::inRange(0, 32), [](int bits) {
        LineEndingSet set;
        for (auto e : {LineEnding::crlf, LineEnding::lf, LineEnding::cr, LineEnding::nel, LineEnding::cr_nel})
            if (bits & static_cast<int>(e)) set = set.with(e);
        return set;
    });
}

Ordinal number(std::uint64_t n) { return Ordinal{false, Number(n)}; }
const Ordinal star{true, Number{}};

// Lines as the oracle sees them: line 1, and line k+1 wherever the k-th line
// ending has a character after it.
std::uint64_t oracle_lines(const SimpleTextView& oracle) {
    const auto end = *oracle.end();
    std::uint64_t lines = 1;
    for (std::uint64_t k = 1; k < end.line; ++k) lines += oracle.point_at_line(k)->character < end.character;
    return lines;
}

TextPoint oracle_point(const SimpleTextView& oracle, TextScheme unit, std::uint64_t position) {
    return *(unit == TextScheme::line ? oracle.point_at_line(position) : oracle.point_at_character(position));
}

// The selection a made text fragment stands for: the inverse of make's spelling.
TextSpanSelection selection_of(const TextFragment& f) {
    const auto& range = std::get<TextRange>(f.selector);
    const auto first = range.start ? range.start->saturated() + 1 : 1;
    return {f.scheme, {number(first), range.end ? Ordinal{false, *range.end} : star}};
}

RC_GTEST_PROP(MakeProperties, text_span_round_trip, ()) {
    const auto generated = *generators::gen_text();
    const auto endings = *gen_line_endings();
    const auto charset = *lookup_charset(generators::charset_name(generated.encoding));
    const Entity entity{generated.bytes, charset.name, endings};
    const SimpleTextView oracle(generated.bytes, charset, endings);
    const auto unit = *rc::gen::element(TextScheme::line, TextScheme::character);
    const auto count = unit == TextScheme::line ? oracle_lines(oracle) : *oracle.character_count();
    const auto a = *rc::gen::inRange<std::uint64_t>(1, count + 3);
    const auto b = *rc::gen::inRange<std::uint64_t>(a, count + 3);
    const bool to_end = *rc::gen::arbitrary<bool>();
    const TextSpanSelection selection{unit, {number(a), to_end ? star : number(b)}};
    const auto made = make_text(entity, charset, selection, {*rc::gen::arbitrary<bool>(), true});
    const auto last = to_end ? count : b;
    if (a > count || last > count) {
        RC_ASSERT(std::holds_alternative<MakeError>(made));
        return;
    }
    RC_ASSERT(std::holds_alternative<MadeText>(made));
    const auto text = to_string(std::get<MadeText>(made).fragment);
    RC_TAG(unit == TextScheme::line ? "lines" : "characters");

    const auto resolved = resolve_as<Spec::rfc5147>(text, entity);
    RC_ASSERT(resolved.status == Status::ok);
    RC_ASSERT(resolved.start.character == oracle_point(oracle, unit, a - 1).character);
    RC_ASSERT(resolved.end.character == (to_end ? *oracle.character_count() : oracle_point(oracle, unit, last).character));

    const auto again = make_text(entity, charset, selection_of(std::get<MadeText>(made).fragment),
                                 {resolved.checks.size() == 2, true});
    RC_ASSERT(std::holds_alternative<MadeText>(again));
    RC_ASSERT(to_string(std::get<MadeText>(again).fragment) == text);
}

RC_GTEST_PROP(MakeProperties, text_position_round_trip, ()) {
    const auto generated = *generators::gen_text();
    const auto endings = *gen_line_endings();
    const auto charset = *lookup_charset(generators::charset_name(generated.encoding));
    const Entity entity{generated.bytes, charset.name, endings};
    const SimpleTextView oracle(generated.bytes, charset, endings);
    const auto unit = *rc::gen::element(TextScheme::line, TextScheme::character);
    const auto count = unit == TextScheme::line ? oracle_lines(oracle) : *oracle.character_count();
    const auto before = *rc::gen::inRange<std::uint64_t>(1, count + 3);
    const auto made = make_text(entity, charset, TextPointSelection{unit, number(before)});
    if (before > count + 1) {
        RC_ASSERT(std::holds_alternative<MakeError>(made));
        return;
    }
    RC_ASSERT(std::holds_alternative<MadeText>(made));
    const auto text = to_string(std::get<MadeText>(made).fragment);
    const auto resolved = resolve_as<Spec::rfc5147>(text, entity);
    RC_ASSERT((resolved.status == Status::ok && resolved.is_position));
    RC_ASSERT(resolved.start.character == oracle_point(oracle, unit, before - 1).character);
    RC_ASSERT(text == std::string(unit == TextScheme::line ? "line=" : "char=") + std::to_string(before - 1));
}

// --match over characters, in any charset: text of pieces, each one
// character as RFC 5147 counts it (every line ending in force); the pattern
// "ab|é" matches where an "a" piece is followed by a "b" piece, or at an "é",
// which a walk over the pieces finds on its own.
RC_GTEST_PROP(MakeProperties, match_round_trip, ()) {
    const std::vector<std::u32string> pieces_of = {U"a", U"b", U"\u00E9", U"\r\n", U"\n", U"x", U"\u0085"};
    const auto pieces = *rc::gen::container<std::vector<std::u32string>>(rc::gen::elementOf(pieces_of));
    std::u32string text;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> expected;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        text += pieces[i];
        if (pieces[i] == U"\u00E9") expected.emplace_back(i, i + 1);
        if (pieces[i] == U"a" && i + 1 < pieces.size() && pieces[i + 1] == U"b") {
            expected.emplace_back(i, i + 2);
            text += pieces[++i];
        }
    }
    using generators::TextEncoding;
    const auto encoding = *rc::gen::element(TextEncoding::utf8, TextEncoding::iso_8859_1, TextEncoding::utf16le);
    const auto charset = *lookup_charset(generators::charset_name(encoding));
    const auto bytes = generators::encode(text, encoding);
    const Entity entity{bytes, charset.name, LineEndingSet::all()};
    const auto made = make_matches(entity, charset, "ab|\u00E9", true);
    RC_ASSERT(std::holds_alternative<MakeError>(made) == expected.empty());
    if (expected.empty()) return;
    const auto& all = std::get<std::vector<MadeText>>(made);
    RC_ASSERT(all.size() == expected.size());
    for (std::size_t k = 0; k < all.size(); ++k) {
        const auto resolved = resolve_as<Spec::rfc5147>(to_string(all[k].fragment), entity);
        RC_ASSERT(resolved.status == Status::ok);
        RC_ASSERT((resolved.start.character == expected[k].first && resolved.end.character == expected[k].second));
    }
}

// A small CSV: ragged records of plain, empty and quoted fields, CRLF or LF,
// with or without a final line break.
rc::Gen<std::string> gen_csv() {
    return rc::gen::exec([] {
        const auto records = *rc::gen::container<std::vector<std::vector<std::string>>>(
            rc::gen::nonEmpty(rc::gen::container<std::vector<std::string>>(
                rc::gen::element<std::string>("a", "bc", "", "\"x,y\"", "\"p\r\nq\""))));
        const std::string br = *rc::gen::element<std::string>("\r\n", "\n");
        std::string csv;
        for (std::size_t i = 0; i < records.size(); ++i) {
            if (i > 0) csv += br;
            for (std::size_t j = 0; j < records[i].size(); ++j) csv += (j ? "," : "") + records[i][j];
        }
        if (!csv.empty() && *rc::gen::arbitrary<bool>()) csv += br;
        return csv;
    });
}

Ordinal ordinal_of(const CsvPosition& p) { return p.is_last ? star : Ordinal{false, p.number}; }

// The selection a made CSV fragment stands for: the inverse of make's spelling.
CsvSelection selection_of(const CsvFragment& f) {
    CsvSelection s{f.scheme, {}, {}};
    for (const auto& span : f.spans)
        s.spans.push_back({ordinal_of(span.first), ordinal_of(span.last ? *span.last : span.first)});
    for (const auto& cell : f.cells) {
        const auto& last = cell.last ? *cell.last : cell.first;
        s.cells.push_back({{ordinal_of(cell.first.row), ordinal_of(cell.first.col)},
                           {ordinal_of(last.row), ordinal_of(last.col)}});
    }
    return s;
}

// A span over 1..count+1, its end "*" now and then; `last` is what it stands for.
OrdinalSpan gen_span(std::uint64_t count, std::uint64_t& first, std::uint64_t& last) {
    first = *rc::gen::inRange<std::uint64_t>(1, count + 2);
    last = *rc::gen::inRange<std::uint64_t>(first, count + 2);
    if (*rc::gen::arbitrary<bool>()) return {number(first), number(last)};
    last = count;
    return {number(first), star};
}

RC_GTEST_PROP(MakeProperties, csv_round_trip, ()) {
    const auto csv = *gen_csv();
    const auto charset = *lookup_charset("UTF-8");
    const Entity entity{csv, std::nullopt, LineEndingSet::all()};
    const SimpleCsvView oracle(entity, charset);
    const auto rows = oracle.rows_through(UINT64_MAX), cols = oracle.columns_through(UINT64_MAX);
    const auto scheme = *rc::gen::element(CsvScheme::row, CsvScheme::col, CsvScheme::cell);
    CsvSelection selection{scheme, {}, {}};
    std::uint64_t r1 = 0, r2 = 0, c1 = 0, c2 = 0;
    bool exists = false;
    if (scheme == CsvScheme::cell) {
        const auto rs = gen_span(rows, r1, r2), cs = gen_span(cols, c1, c2);
        selection.cells.push_back({{rs.first, cs.first}, {rs.last, cs.last}});
        exists = r1 <= r2 && r2 <= rows && c1 <= c2 && c2 <= cols;
        const bool single = selection.cells[0].first == selection.cells[0].last;
        if (exists && single) exists = oracle.record(r1)->size() >= c1;
    } else {
        const auto count = scheme == CsvScheme::row ? rows : cols;
        // References to r1, r2 or c1, c2 (a tuple of references, copied).
        auto [first, last] = scheme == CsvScheme::row ? std::tie(r1, r2) : std::tie(c1, c2);
        selection.spans.push_back(gen_span(count, first, last));
        exists = first <= last && last <= count;
    }
    const auto made = make_csv(entity, charset, selection);
    RC_TAG(exists ? "made" : "refused");
    RC_ASSERT(std::holds_alternative<MadeCsv>(made) == exists);
    if (!exists) return;
    const auto text = to_string(std::get<MadeCsv>(made).fragment);

    const auto resolved = resolve_as<Spec::rfc7111>(text, entity);
    RC_ASSERT((resolved.status == Status::ok && resolved.parts.size() == 1u));
    const auto& part = resolved.parts[0];
    if (scheme != CsvScheme::col) RC_ASSERT((part.first_row == r1 && part.last_row == r2));
    if (scheme != CsvScheme::row) RC_ASSERT((part.first_col == c1 && part.last_col == c2));

    const auto again = make_csv(entity, charset, selection_of(std::get<MadeCsv>(made).fragment));
    RC_ASSERT(std::holds_alternative<MadeCsv>(again));
    RC_ASSERT(to_string(std::get<MadeCsv>(again).fragment) == text);
}

}  // namespace
}  // namespace fragid
