// What a root-cause detector reads (root_causes.hpp): one implementation's
// run, which of its deviations an earlier cause explains already, what the
// reference answers for another fragment on a case's entity, and the
// systematic readings found so far (a shift of a scheme's numbers, ranges read
// as their start) that a later detector builds on. Private to the publish library.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/publish/matrix.hpp"

namespace fragid::publish::causes {

using conformance::Case;
using conformance::CaseRecord;
using conformance::Outcome;

// A producer's record deviates by some of its fragments: a cause explains
// fragments, and a producer case is explained once all of its wrong ones are.
// A resolver case is one unit (fragment index 0).
using Explained = std::set<std::pair<const CaseRecord*, std::size_t>>;

// What one detector found: a sentence, an id, and what it explains.
struct Finding {
    std::string anchor;
    std::string statement;
    Explained explains;
    // The spec sections the cause is about, where its group's sentence is
    // looked for first (root_causes.hpp, RootCause::about).
    std::vector<std::string> about = {};
};

class Evidence {
public:
    explicit Evidence(const MatrixColumn& column);

    const MatrixColumn& column() const { return column_; }
    // Resolver records with an answer (passed, or failed with an outcome).
    const std::vector<const CaseRecord*>& answered() const { return answered_; }
    // Resolver records of cases the implementation was sent (not skipped).
    const std::vector<const CaseRecord*>& sent() const { return sent_; }
    // Producer records with the fragments they wrote (passed or failed).
    const std::vector<const CaseRecord*>& producers() const { return producers_; }

    bool explained(const CaseRecord& r, std::size_t fragment = 0) const { return explained_.contains({&r, fragment}); }
    void add_explained(const Explained& e) { explained_.insert(e.begin(), e.end()); }

    // What the reference answers for `fragment` on the entity of `c`.
    Outcome reference_answer(const Case& c, const std::string& fragment);
    // Whether `r`'s answer means what the reference answers for `fragment`
    // (characters compared, not bytes: not every implementation reports bytes).
    // Nothing where the reference finds the entity unreadable there (an
    // implementation that reads less of it, or checks less, is not held to
    // that), nor for a mismatch on a case that allows more than one answer.
    std::optional<bool> answers_as(const CaseRecord& r, const std::string& fragment);

    // Systematic readings confirmed so far, by scheme ("row"): how much its
    // numbers are shifted, and whether a range is read as its start alone.
    std::map<std::string, int> shifts;
    std::set<std::string> ranges_read_as_start;

private:
    const MatrixColumn& column_;
    std::vector<const CaseRecord*> answered_, sent_, producers_;
    Explained explained_;
    conformance::ReferenceAdapter reference_{conformance::ReferenceAdapter::Results::outcome_only};
    std::map<std::pair<std::string, std::string>, Outcome> answers_;  // (case id, fragment)
};

// How many cases a hypothesis must have been checked on before it is stated: a
// single wrong answer fits some shift or other by chance. A shift, which has
// six to choose from, needs more.
inline constexpr std::size_t minimum_checked = 2;
inline constexpr std::size_t minimum_checked_shift = 3;

// Helpers the detectors share.
Status expected_status(const CaseRecord& r);  // of fragid's reading
bool deviates(const CaseRecord& r);                         // not passed, not skipped
bool no_answer(const CaseRecord& r);                        // errored, crashed, timed out
std::string quoted(Status status);             // “ignored”
// "(12 of 12)": how many cases a statement is about, and of how many it looked at.
std::string tally(std::size_t n, std::size_t of);
Explained whole(const std::vector<const CaseRecord*>& records);  // each resolver record as one unit

// The detectors, in the order root_causes.cpp tries them. Each is in the file
// of its kind: a scheme or feature not implemented (unimplemented.cpp), one
// systematic difference in reading numbers (systematic.cpp); what is particular
// to one spec in its folder: counting a text (rfc5147/causes.cpp), counting a
// CSV's records and a producer's row numbers (rfc7111/causes.cpp).
std::vector<Finding> scheme_not_implemented(Evidence& e);
std::vector<Finding> integrity_not_evaluated(Evidence& e);
std::vector<Finding> star_not_implemented(Evidence& e);
std::vector<Finding> malformed_accepted(Evidence& e);
std::vector<Finding> number_shift(Evidence& e);
std::vector<Finding> blank_lines_skipped(Evidence& e);
std::vector<Finding> range_read_as_start(Evidence& e);
std::vector<Finding> first_selection_only(Evidence& e);
std::vector<Finding> past_end_errors(Evidence& e);
std::vector<Finding> crlf_two_characters(Evidence& e);
std::vector<Finding> utf16_code_units(Evidence& e);
std::vector<Finding> malformed_written(Evidence& e);
std::vector<Finding> quoted_line_breaks_as_rows(Evidence& e);

}  // namespace fragid::publish::causes
