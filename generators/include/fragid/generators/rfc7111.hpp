// RapidCheck generators for RFC 7111 fragments and for small CSV documents
// (quoted, multi-line and ragged), with showValue so counterexamples read as
// fragments and CSV text.
#pragma once

#include <rapidcheck.h>

#include <array>
#include <cstdint>
#include <ostream>
#include <string>
#include <type_traits>
#include <vector>

#include "fragid/grammar/fragment.hpp"
#include "fragid/model/csv_fragment.hpp"

namespace fragid::generators {

// A CSV document written from known records, so a reader can be checked
// against what was written. `records` hold each field's unescaped text;
// `bytes` is the serialisation (quoted where needed or by chance, one
// line-break convention for the whole file, optional final line break, optional BOM).
struct GeneratedCsv {
    std::vector<std::vector<std::string>> records;
    std::string bytes;
};

inline void showValue(const GeneratedCsv& csv, std::ostream& os) {
    os << "bytes: \"";
    for (char c : csv.bytes) {
        if (c == '\r') os << "\\r";
        else if (c == '\n') os << "\\n";
        else if (c == '"') os << "\\\"";
        else os << c;
    }
    os << "\" (" << csv.records.size() << " records)";
}

// A row or column number: mostly small (0 and just past a small CSV
// included), sometimes a long digit string beyond 64 bits. (Not
// rc::Arbitrary<Number>: rfc5147.hpp owns that, with other weights.)
inline rc::Gen<Number> gen_csv_number() {
    return rc::gen::weightedOneOf<Number>({
        {8, rc::gen::map(rc::gen::inRange<std::uint64_t>(0, 12), [](std::uint64_t n) { return Number(n); })},
        {1, rc::gen::map(rc::gen::nonEmpty(rc::gen::container<std::string>(rc::gen::inRange('0', static_cast<char>('9' + 1)))),
                         [](const std::string& digits) { return Number::from_digits(digits); })},
    });
}

}  // namespace fragid::generators

namespace fragid {
inline void showValue(const CsvFragment& f, std::ostream& os) {
    os << to_string(f) << " (" << (f.scheme == CsvScheme::cell ? f.cells.size() : f.spans.size()) << " selections)";
}
}  // namespace fragid

namespace rc {

template <> struct Arbitrary<fragid::CsvPosition> {
    static Gen<fragid::CsvPosition> arbitrary() {
        return gen::weightedOneOf<fragid::CsvPosition>({
            {4, gen::map(fragid::generators::gen_csv_number(), [](fragid::Number n) { return fragid::CsvPosition{false, n}; })},
            {1, gen::just(fragid::CsvPosition{true, fragid::Number{}})},
        });
    }
};

template <> struct Arbitrary<fragid::CsvSpan> {
    static Gen<fragid::CsvSpan> arbitrary() {
        return gen::map(gen::tuple(gen::arbitrary<fragid::CsvPosition>(), gen::arbitrary<bool>(),
                                   gen::arbitrary<fragid::CsvPosition>()),
                        [](const auto& t) {
                            const auto& [first, is_range, last] = t;
                            return fragid::CsvSpan{first, is_range ? std::optional(last) : std::nullopt};
                        });
    }
};

template <> struct Arbitrary<fragid::CsvCellSpec> {
    static Gen<fragid::CsvCellSpec> arbitrary() {
        using P = fragid::CsvPosition;
        return gen::map(gen::tuple(gen::arbitrary<P>(), gen::arbitrary<P>(), gen::arbitrary<bool>(),
                                   gen::arbitrary<P>(), gen::arbitrary<P>()),
                        [](const auto& t) {
                            const auto& [row, col, is_range, last_row, last_col] = t;
                            return fragid::CsvCellSpec{fragid::CsvCell{row, col},
                                                       is_range ? std::optional(fragid::CsvCell{last_row, last_col})
                                                                : std::nullopt};
                        });
    }
};

// One to four selections of one scheme (s.3: a fragment has one scheme).
template <> struct Arbitrary<fragid::CsvFragment> {
    static Gen<fragid::CsvFragment> arbitrary() {
        using fragid::CsvScheme;
        return gen::mapcat(gen::element(CsvScheme::row, CsvScheme::col, CsvScheme::cell), [](CsvScheme scheme) {
            const auto count = gen::inRange<std::size_t>(1, 5);
            if (scheme == CsvScheme::cell)
                return gen::map(gen::mapcat(count, [](std::size_t n) {
                                    return gen::container<std::vector<fragid::CsvCellSpec>>(n, gen::arbitrary<fragid::CsvCellSpec>());
                                }),
                                [](std::vector<fragid::CsvCellSpec> cells) {
                                    return fragid::CsvFragment{CsvScheme::cell, {}, std::move(cells)};
                                });
            return gen::map(gen::mapcat(count, [](std::size_t n) {
                                return gen::container<std::vector<fragid::CsvSpan>>(n, gen::arbitrary<fragid::CsvSpan>());
                            }),
                            [scheme](std::vector<fragid::CsvSpan> spans) {
                                return fragid::CsvFragment{scheme, std::move(spans), {}};
                            });
        });
    }
};

template <> struct Arbitrary<fragid::generators::GeneratedCsv> {
    static Gen<fragid::generators::GeneratedCsv> arbitrary() {
        // Field text from characters that matter to CSV, plus a two-byte UTF-8 one.
        const auto field_pieces = gen::mapcat(gen::inRange<std::size_t>(0, 4), [](std::size_t n) {
            return gen::container<std::vector<std::string>>(
                n, gen::element<std::string>("a", "b", " ", ",", "\"", "\r", "\n", "\xC3\xA9"));
        });
        const auto field = gen::map(field_pieces, [](const std::vector<std::string>& pieces) {
                                        std::string text;
                                        for (const auto& p : pieces) text += p;
                                        return text;
                                    });
        const auto record = gen::nonEmpty(gen::container<std::vector<std::string>>(field));
        const auto records = gen::container<std::vector<std::vector<std::string>>>(record);
        return gen::map(
            gen::tuple(records, gen::element<std::string>("\r\n", "\n", "\r"), gen::arbitrary<bool>(),
                       gen::arbitrary<bool>(), gen::arbitrary<std::uint32_t>()),
            [](const auto& t) {
                const auto& [recs, line_break, final_break, bom, quote_bits] = t;
                fragid::generators::GeneratedCsv csv{recs, bom ? "\xEF\xBB\xBF" : ""};
                std::uint32_t bits = quote_bits;
                for (std::size_t r = 0; r < recs.size(); ++r) {
                    for (std::size_t c = 0; c < recs[r].size(); ++c) {
                        const std::string& text = recs[r][c];
                        const bool is_last_lone_empty =
                            r + 1 == recs.size() && recs[r].size() == 1 && text.empty() && !final_break;
                        const bool must_quote = text.find_first_of(",\r\n") != std::string::npos ||
                                                (!text.empty() && text[0] == '"') || is_last_lone_empty;
                        const bool quote = must_quote || (bits & 1u);
                        bits = (bits >> 1) | (bits << 31);
                        if (c > 0) csv.bytes += ',';
                        if (!quote) {
                            csv.bytes += text;
                            continue;
                        }
                        csv.bytes += '"';
                        for (char ch : text) csv.bytes += ch == '"' ? std::string("\"\"") : std::string(1, ch);
                        csv.bytes += '"';
                    }
                    if (r + 1 < recs.size() || final_break) csv.bytes += line_break;
                }
                return csv;
            });
    }
};

}  // namespace rc

namespace fragid::generators {

// A valid RFC 7111 fragment for gen_fragment_text (fragment_text.hpp), found by its
// fragment type, written canonically. Inside rc::gen::exec only.
inline std::string valid_fragment(std::type_identity<CsvFragment>, const std::array<std::uint8_t, 16>&) {
    return to_string(*rc::gen::arbitrary<CsvFragment>());
}

}  // namespace fragid::generators
