// Parsing and printing RFC 7111 text/csv fragment identifiers.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "fragid/model/csv_fragment.hpp"
#include "fragid/model/syntax_error.hpp"

namespace fragid {

// Runs fragment_text() on `input`, then the RFC 7111 grammar (rfc7111.hpp).
std::variant<CsvFragment, SyntaxError> parse_csv_fragment(std::string_view input);

// The canonical fragment string (numbers without leading zeros, "*" kept).
// parse_csv_fragment(to_string(f)) == f.
std::string to_string(const CsvFragment& fragment);

}  // namespace fragid
