// Fragments as they stand after '#', for any spec of the table: valid ones
// (from the rc::Arbitrary generators of each spec's <spec>.hpp beside this file),
// ones a mutation away from valid, and any octets. The grammar tests parse
// these; random_check's cases (case_generators.hpp) pair them with entities.
#pragma once

#include <rapidcheck.h>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "fragid/model/spec.hpp"

namespace fragid::generators {

// The characters fragments are made of, for mutations that stay near the grammar.
std::string fragment_alphabet(Spec spec);

// `valid` changed in one place: a character deleted, inserted, replaced or
// doubled, two swapped, or the text cut short. Most results are invalid;
// some are valid fragments that mean something else.
rc::Gen<std::string> gen_near(std::string valid, std::string_view alphabet);

// A fragment for `spec`: 6 in 10 valid (in any of its spellings for RFC
// 5147), 3 in 10 near-valid, 1 in 10 any octets. An RFC 5147 md5= check now
// and then carries `entity_md5`, so that integrity can pass when the caller
// gives the digest of the entity the fragment will be resolved against.
rc::Gen<std::string> gen_fragment_text(Spec spec, const std::array<std::uint8_t, 16>& entity_md5 = {});

}  // namespace fragid::generators
