// `fragid explain`'s words for any spec, the one door to each spec's own
// (<spec>/explain.cpp: what a fragment means; <spec>/print.hpp: a result).
#pragma once

#include <ostream>
#include <string>
#include <string_view>

#include "fragid/model/fragment.hpp"
#include "fragid/model/result.hpp"

namespace fragid {

// What the fragment selects, in plain words (explain_text, explain_csv, explain_wilde).
std::string explain_fragment(const ParsedFragment& fragment);

// Whether the fragment identifies nothing whatever the entity: every part of
// it ignored as written (an inverted range, row 0, line(0): each spec's
// ignored_as_written). Where an entity decides, false.
bool ignored_whatever_the_entity(const ParsedFragment& fragment);

// The result in words: "in PATH: STATUS: REASON", then the spec's details,
// one indented line each (explain_details, <spec>/print.hpp).
void explain_result(const FragmentResult& result, std::string_view path, std::ostream& out);

}  // namespace fragid
