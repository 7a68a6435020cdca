// What an entry of the edge-case pages says, worked out once from a vector and
// the matrix's results, and rendered by edge_cases.cpp (Markdown) and
// edge_cases_html.cpp (HTML). Private to the publish library.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cited_words.hpp"
#include "fragid/publish/drawing_html.hpp"
#include "fragid/publish/edge_cases.hpp"
#include "fragid/publish/visible.hpp"

namespace fragid::publish::edge {

struct Entry {
    const conformance::Case* c = nullptr;
    std::vector<std::string> reasons;
    std::optional<CitedWords> words;  // the vector's quote, else its requirement's, with where it stands
    std::string entity_summary;
    std::vector<VisibleChar> chars;
    Highlight highlight;  // what the expected answer identifies (with one acceptable answer)
    std::string identified;
    std::optional<InterpretationLink> interpretation;
    std::optional<std::string> deviations;  // in words; nothing when no implementation ran it (or no results)
    bool ran = false;  // some implementation of the results was sent it
    std::vector<ImplementationVerdict> deviating;  // failed or gave no answer
    std::vector<ImplementationVerdict> verdicts;   // every implementation's, skips included
    bool in_matrix = false;  // the results have a row for it
};

std::vector<Entry> entries(const EdgeCaseInputs& in);

// Shared words of both pages.
extern const char* const criterion_text;  // "A vector is listed when ..." (tags and levels as `code`)
std::string no_quote_text(conformance::Spec spec);  // what an entry says when the vector quotes nothing
std::string spec_citation(conformance::Spec spec);  // "RFC 5147"
// How many are listed, of how many, and why the matrix counts more cases:
// "359 of the 644 vectors that resolve a fragment are listed. The matrix counts
// 656 cases: these and the suite's 12 producer cases, ...". `cases` are those
// the count is of (one spec's, or all).
std::string listed_text(const std::vector<const conformance::Case*>& cases, std::size_t listed);
// "Of these, 137 were run by no implementation of the matrix; their entries name none."
std::string unrun_text(const std::vector<Entry>& entries);

}  // namespace fragid::publish::edge
