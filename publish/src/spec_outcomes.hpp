// What publish says and draws about an ok outcome, one overload set per spec's
// shape (conformance/outcome.hpp: a TextSpan is RFC 5147's, CsvCells RFC
// 7111's, WildeSpans the draft's). Each spec's overloads live in its own
// folder (rfc5147/, rfc7111/, wilde/); the generic code visits an Outcome and
// lets overload resolution pick the spec, so nothing here switches on a Spec.
// Adding a spec is one folder and its overloads. Private to the publish library.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "fragid/conformance/case.hpp"
#include "fragid/publish/drawing_html.hpp"
#include "fragid/publish/visible.hpp"

namespace fragid::publish::spec_outcomes {

// In words a reader can check by eye against the drawing (outcome_text.hpp).
std::string words(const conformance::Case& c, const conformance::TextSpan& span, const std::vector<VisibleChar>& chars);
std::string words(const conformance::Case& c, const conformance::CsvCells& cells, const std::vector<VisibleChar>& chars);
std::string words(const conformance::Case& c, const conformance::WildeSpans& spans, const std::vector<VisibleChar>& chars);

// What to mark in the drawing of the entity (drawing_html.hpp).
void highlight(Highlight& h, const conformance::Case& c, const conformance::TextSpan& span);
void highlight(Highlight& h, const conformance::Case& c, const conformance::CsvCells& cells);
void highlight(Highlight& h, const conformance::Case& c, const conformance::WildeSpans& spans);

// How an answer of the same shape differs from the expected one, as a phrase
// that is the same for every answer wrong in the same way ("every row number
// is 2 too high"): the symptom a deviation group is named by when no root
// cause explains it (root_causes.hpp).
std::string difference_phrase(const conformance::TextSpan& expected, const conformance::TextSpan& actual);
std::string difference_phrase(const conformance::CsvCells& expected, const conformance::CsvCells& actual);
std::string difference_phrase(const conformance::WildeSpans& expected, const conformance::WildeSpans& actual);

// Shared by the text specs: "2 characters", "1 character".
std::string counted(std::int64_t n, const std::string& unit);
// Shared by every spec: text as the words quote it, in typographic quotes.
std::string in_quotes(const std::string& s);

}  // namespace fragid::publish::spec_outcomes
