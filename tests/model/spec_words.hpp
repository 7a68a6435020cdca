// How code names the specs without the spec table: comparing a Spec with one
// of its values, or naming a spec's types and families of names. What
// model.SpecPlaces.* (spec_places_test.cpp) counts as a file naming the specs.
#pragma once

#include <cstddef>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace fragid::spec_words {

// Whether `text` compares a Spec with one of its values: `case Spec::x`,
// `== Spec::x`, `!= Spec::x`, `Spec::x ==`, `Spec::x !=` or `Spec::x ?`.
bool compares_a_spec(std::string_view text);

// A variant that holds one alternative per spec in the table's order (a
// `static_assert(std::variant_size_v<V> == spec_count...)` beside its `using V =
// std::variant<...>`): its name and its first spec_count alternatives' names,
// unqualified.
struct SpecVariant {
    std::string name;
    std::vector<std::string> alternatives;
};

// The spec-ordered variants a header's text declares.
std::vector<SpecVariant> spec_variants_in(std::string_view header);

// What names one spec in code without its name: the alternatives of the
// spec-ordered variants (TextResult, CsvCells), and the stem a spec's types
// share (Text, Csv, Wilde: what the alternatives are left with when their
// common suffix, Fragment or Result, is taken off), from which its families of
// names are made (TextResult and CsvResult, text_mutants and csv_mutants).
struct SpecWords {
    std::vector<std::set<std::string>> types;  // per spec, in the table's order
    std::vector<std::string> stems;            // per spec; empty if no variant gives them
};
SpecWords spec_words_of(const std::vector<SpecVariant>& variants);

// The specs a text names through their types or families of names: an
// alternative of a spec-ordered variant as a word, or a word made of a spec's
// stem and an affix (`csv_mutants`, `explainCsv`, `TextResult`) where the same
// affix is found with another spec's stem. The stem must stand as a word of the
// identifier: `Text` in `TextSpan` and `parseText`, `text` in `text_ok`, not in
// `context`; a stem alone (prose's "text", "CSV") is no family.
std::set<std::size_t> specs_named_by_words(std::string_view text, const SpecWords& words);

}  // namespace fragid::spec_words
