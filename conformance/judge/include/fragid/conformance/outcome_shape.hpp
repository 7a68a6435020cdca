// What every spec's outcome shape tells the judge, in the terms the shared
// code reads: declared for each shape in its spec's entry.hpp, found by the
// shape's type (outcome.hpp), so that the judge's shared code names no spec.
#pragma once

#include <string_view>

namespace fragid::conformance {

// The member that marks an ok result of the shape in JSON ("parts"), and how
// a message names it among the others ("\"parts\" (csv)").
struct JsonMark {
    std::string_view key;
    std::string_view words;
};

// Where an answer departs from fragid's reading (Difference::Part): the
// status, else the cells (csv) or the spans (the draft), else the text's
// bytes where its characters agree, else its character range. In the order
// of precedence: of two outcomes of different shapes, the part named first
// here is the one reported.
enum class DifferingPart { status, cells, spans, bytes, range };

}  // namespace fragid::conformance
