// What the HTML page and the Markdown report of one implementation say alike
// about it: its counts per spec and level, and for each root cause the cases'
// levels, the spec's sentence and how to reproduce a case. Private to the
// publish library.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "fragid/conformance/requirements.hpp"
#include "fragid/publish/matrix.hpp"
#include "fragid/publish/root_causes.hpp"

namespace fragid::publish::cause_view {

// "50 must, 2 should", the levels in the order Level lists them.
std::string levels_text(const RootCause& cause);

// The sentence of the spec a group is about: the most frequent words among its
// cases of the sections the cause is about (RootCause::about), else among all
// its cases (each case's own quote, else its first requirement that is not a
// preamble, conformance/requirements.hpp), the smallest case's on a tie; with
// where it is ("RFC 5147 s.4.2").
struct SpecSentence {
    std::string words;
    std::string citation;
};
std::optional<SpecSentence> spec_sentence(const RootCause& cause,
                                          const std::map<conformance::Spec, conformance::Catalogue>& catalogues);

// The sentence a misreading contradicts, its own (mutant.hpp): the words of the
// requirement it names in the catalogue, else its quote of the section it names.
std::optional<SpecSentence> misreading_sentence(const mutants::Mutant& m,
                                                const std::map<conformance::Spec, conformance::Catalogue>& catalogues);

// The sentences a group is about: its misreadings' own (the outer first), or,
// for a symptom, spec_sentence()'s.
std::vector<SpecSentence> group_sentences(const RootCause& cause,
                                          const std::map<conformance::Spec, conformance::Catalogue>& catalogues);

// What a group says of its evidence, in the pages' words: the counts
// (evidence_sentence()), the parts the adapter computed, and for a symptom that
// no misreading of the catalogue explains it.
std::string evidence_note(const RootCause& cause, std::size_t failures);

// The column's records counted by CellKind, per spec and level (only those with a case).
using Counts = std::map<std::pair<conformance::Spec, conformance::Level>, std::array<int, 4>>;
Counts counts_by_spec_and_level(const MatrixColumn& column);

// The skipped cases counted by reason, most frequent first.
std::vector<std::pair<std::string, int>> skipped_by_reason(const MatrixColumn& column);

// `text` as one word of a POSIX shell: in single quotes, each ' as '\''.
std::string shell_quote(const std::string& text);

// `fragid check --impl 'CMD' --id ID`: the command that runs the case alone.
std::string reproduce_command(const MatrixColumn& column, const conformance::Case& c);

// How the groups are found, for the top of the list of groups (the page and the Markdown report).
extern const char* const diagnosis_method;

// "2 misreadings named, 1 symptom", for the heading of the list.
std::string groups_heading(const std::vector<RootCause>& groups);

// What a column with no group says instead: that its adapter did not start,
// that it passed every case it ran (its run cut short: that none it ran
// failed, never that it passed), or that none of its failures could be
// diagnosed and why (`not_diagnosed`, not_diagnosed_sentence()).
std::string no_group_sentence(const MatrixColumn& column, const std::string& not_diagnosed);

// "1 case", "12 cases".
std::string cases_text(std::size_t n);

}  // namespace fragid::publish::cause_view
