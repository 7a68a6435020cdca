// The example table of RFC 7111 s.2 ("having 7 rows, including one header
// row, and 3 columns") and small helpers shared by the csv tests.
#pragma once

#include <ostream>
#include <string>
#include <string_view>

#include "fragid/model/entity.hpp"
#include "fragid/reference/resolve.hpp"
#include "fragid/reference/rfc7111/print.hpp"
#include "fragid/reference/rfc7111/resolver.hpp"

namespace fragid {

// Readable failure messages: "{row 2, col 2, bytes [11,39)}".
inline void PrintTo(const CsvField& f, std::ostream* os) {
    *os << "{row " << f.row << ", col " << f.col << ", bytes [" << f.byte_start << "," << f.byte_end << ")}";
}

}  // namespace fragid

namespace fragid::test {

// s.2 prints the table without saying which line break it uses; RFC 4180
// s.2 item 1 and RFC 7111 s.5.1 say CRLF, so that is the one the examples use.
inline const std::string example_table =
    "date,temperature,place\r\n"
    "2011-01-01,1,Galway\r\n"
    "2011-01-02,-1,Galway\r\n"
    "2011-01-03,0,Galway\r\n"
    "2011-01-01,6,Berkeley\r\n"
    "2011-01-02,8,Berkeley\r\n"
    "2011-01-03,5,Berkeley\r\n";

inline Entity csv_entity(std::string_view bytes) { return Entity{bytes, std::nullopt, LineEndingSet::all()}; }

// The text a user agent would show for `fragment` on `bytes`, or
// "<status>: <reason>" when nothing is selected.
inline std::string select(std::string_view fragment, std::string_view bytes) {
    const Entity entity = csv_entity(bytes);
    const CsvResult result = resolve_as<Spec::rfc7111>(fragment, entity);
    if (result.status != Status::ok) return std::string(to_string(result.status)) + ": " + result.reason;
    return render_csv(result, entity);
}

}  // namespace fragid::test
