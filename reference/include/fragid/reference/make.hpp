// Making fragment identifiers: from a selection as a person names it (lines
// 10 to 20, the rows 5 to 7) to the canonical RFC 5147 or RFC 7111 fragment
// that identifies exactly it in an entity. The producer's side of the
// resolvers (rfc5147/resolver.hpp, rfc7111/resolver.hpp): every selection is checked
// against the entity first, counted as the resolvers count, and every
// fragment made is resolved again before it is handed out.
// The canonical form and its reasons: docs/interpretations.md ("Making
// fragments") and docs/interpretations-rfc7111.md ("Making fragments").
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "fragid/model/csv_fragment.hpp"
#include "fragid/model/entity.hpp"
#include "fragid/model/number.hpp"
#include "fragid/model/result.hpp"
#include "fragid/model/text_fragment.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/entity/regex_search.hpp"

namespace fragid {

// A line, character, row or column as people count them: from 1, or "*" for
// the last one. Any number of digits (model/number.hpp).
struct Ordinal {
    bool is_last = false;  // "*"; `number` is then unused
    Number number;
    friend bool operator==(const Ordinal&, const Ordinal&) = default;
};

// From `first` to `last`, both included; a single one has last == first.
struct OrdinalSpan {
    Ordinal first;
    Ordinal last;
    friend bool operator==(const OrdinalSpan&, const OrdinalSpan&) = default;
};

// "7", "10-20", "5-*", "*": nothing for anything else, for a 0 (counting
// starts at 1) and for two numbers in the wrong order ("20-10").
std::optional<OrdinalSpan> parse_ordinal_span(std::string_view text);

// A cell by row and column, and a rectangle of cells from its upper-left
// to its lower-right corner, both included.
struct CellOrdinal {
    Ordinal row;
    Ordinal col;
    friend bool operator==(const CellOrdinal&, const CellOrdinal&) = default;
};
struct CellSpan {
    CellOrdinal first;
    CellOrdinal last;
    friend bool operator==(const CellSpan&, const CellSpan&) = default;
};

// "2,1", "2,1-3,4", "*,*": nothing for anything else, for a 0, and for a
// rectangle whose numbers are in the wrong order in either dimension.
std::optional<CellSpan> parse_cell_span(std::string_view text);

// The selections of text/plain: lines or characters, from the first to the
// last included; or the point just before line or character `before` (a
// position, RFC 5147 s.2.1.1; `before` may be one past the last: the end).
struct TextSpanSelection {
    TextScheme unit = TextScheme::line;
    OrdinalSpan span;
};
struct TextPointSelection {
    TextScheme unit = TextScheme::line;
    Ordinal before;
};
using TextSelection = std::variant<TextSpanSelection, TextPointSelection>;

// The selections of text/csv: one or more row or column spans, or cell
// rectangles, kept in order as the fragment's selections (RFC 7111 s.3).
struct CsvSelection {
    CsvScheme scheme = CsvScheme::row;
    std::vector<OrdinalSpan> spans;  // row, col
    std::vector<CellSpan> cells;     // cell
};

// Integrity checks to add (RFC 5147 s.3.1), each with the entity's charset.
struct IntegrityRequest {
    bool length = false;
    bool md5 = false;
};

// Why no fragment was made: the selection names something the entity does not
// have. `has` is what the entity has ("12 lines"), `asked` what the selection
// asks for that it lacks ("line 20").
struct MakeError {
    std::string has;
    std::string asked;
    // The entity has bytes its charset does not allow: another charset may be the answer.
    bool undecodable = false;
};

// A fragment made, and what resolving it gives (status ok).
struct MadeText {
    TextFragment fragment;
    TextResult identified;
};
struct MadeCsv {
    CsvFragment fragment;
    CsvResult identified;
};

// `charset` is the entity's, looked up once by the caller (as for resolve()).
std::variant<MadeText, MakeError> make_text(const Entity& entity, const Charset& charset,
                                            const TextSelection& selection, const IntegrityRequest& integrity = {});

// The characters of each match of the POSIX ERE `pattern` (regcomp with
// REG_EXTENDED and REG_NEWLINE, in C.UTF-8) in the entity's characters, a
// line ending in force being one LF (docs/interpretations.md, "Making
// fragments"): the first match, or with `all` every one in order. No match
// and an empty match are MakeErrors; a pattern regcomp refuses, or a search
// that reaches a limit of `limits`, throws PatternError (neither says
// anything about the entity); `limit_reached` tells them apart (the first is
// a usage error, the second resolve's resource-limit).
struct PatternError : std::runtime_error {
    explicit PatternError(const std::string& what, bool limit = false) : std::runtime_error(what), limit_reached(limit) {}
    bool limit_reached;
};
std::variant<std::vector<MadeText>, MakeError> make_matches(const Entity& entity, const Charset& charset,
                                                            std::string_view pattern, bool all,
                                                            const IntegrityRequest& integrity = {},
                                                            const RegexLimits& limits = {});

std::variant<MadeCsv, MakeError> make_csv(const Entity& entity, const Charset& charset, const CsvSelection& selection);

// Unchecked building blocks, for a producer that already knows the entity has
// what it points at: line n (from 1) with its line ending, `line=n-1,n`
// (`line=,1` for the first); record n, `row=n`.
TextFragment line_fragment(std::uint64_t n);
CsvFragment row_fragment(std::uint64_t n);

}  // namespace fragid
