// The table of root-cause detectors and the loop that runs it (root_causes.hpp).
// Adding a kind of cause is one row here and its function in causes/.
#include "fragid/publish/root_causes.hpp"

#include <algorithm>
#include <tuple>

#include "causes/evidence.hpp"
#include "fragid/publish/deviation_groups.hpp"
#include "fragid/publish/html.hpp"

namespace fragid::publish {

using namespace conformance;

namespace {

struct Detector {
    DetectorInfo info;
    std::vector<causes::Finding> (*detect)(causes::Evidence&);
};

// Most general first: what is not implemented at all, then one systematic
// difference in reading or counting, then what a producer writes. A detector
// sees only what the ones above it left unexplained.
const std::vector<Detector>& table() {
    using namespace causes;
    static const std::vector<Detector> rows = {
        {{"scheme-not-implemented", "every fragment of one scheme answered with one status that is not ok"}, scheme_not_implemented},
        {{"integrity-not-evaluated", "every failing integrity check answered as the fragment without it"}, integrity_not_evaluated},
        {{"star-not-implemented", "every fragment with `*` (or every selection starting with it) answered with one status that is not ok"}, star_not_implemented},
        {{"malformed-accepted", "fragments outside the grammar answered as if they were valid"}, malformed_accepted},
        {{"malformed-written", "fragments a producer wrote outside the grammar"}, malformed_written},
        {{"number-shift", "every single number of a scheme answered as fragid answers that number plus k"}, number_shift},
        {{"blank-lines-skipped", "rows numbered as if blank lines were not records"}, blank_lines_skipped},
        {{"range-read-as-start", "every range answered as fragid answers its start alone"}, range_read_as_start},
        {{"first-selection-only", "every multi-selection answered as fragid answers its first selection"}, first_selection_only},
        {{"past-end-errors", "no answer wherever a number is past the end of the text"}, past_end_errors},
        {{"crlf-two-characters", "positions one higher per CR LF before them"}, crlf_two_characters},
        {{"utf16-code-units", "numbers read as UTF-16 code units"}, utf16_code_units},
        {{"quoted-line-breaks-as-rows", "row numbers a producer writes wrong from the first line break inside quotes on"}, quoted_line_breaks_as_rows},
    };
    return rows;
}

// The smallest case first (entity bytes plus fragment length, then id), so
// that a group's first example is the easiest to read.
void smallest_first(std::vector<const CaseRecord*>& records) {
    const auto size = [](const CaseRecord* r) {
        const auto* check = r->c->resolves();
        return std::make_tuple(r->c->entity.bytes.size() + (check ? check->fragment.size() : 0), r->c->id);
    };
    std::sort(records.begin(), records.end(), [&](const auto* a, const auto* b) { return size(a) < size(b); });
}

// The parts of a record that make it deviate: a producer's wrong fragments,
// else the record as one unit.
std::vector<std::size_t> deviating_parts(const CaseRecord& r) {
    std::vector<std::size_t> parts;
    if (r.verdict == Verdict::failed && r.c->produces())
        for (std::size_t i = 0; i < r.produced.size(); ++i)
            if (r.produced[i].difference) parts.push_back(i);
    if (parts.empty()) parts.push_back(0);
    return parts;
}

bool wholly_explained(const causes::Evidence& e, const CaseRecord& r) {
    const auto parts = deviating_parts(r);
    return std::all_of(parts.begin(), parts.end(), [&](std::size_t i) { return e.explained(r, i); });
}

std::string unique_anchor(std::string anchor, const std::vector<RootCause>& taken) {
    const auto base = html_id(anchor);
    anchor = base;
    for (int n = 2; std::any_of(taken.begin(), taken.end(), [&](const RootCause& c) { return c.anchor == anchor; }); ++n)
        anchor = base + "-" + std::to_string(n);
    return anchor;
}

}  // namespace

const std::vector<DetectorInfo>& detectors() {
    static const std::vector<DetectorInfo> infos = [] {
        std::vector<DetectorInfo> out;
        for (const auto& row : table()) out.push_back(row.info);
        return out;
    }();
    return infos;
}

std::vector<RootCause> root_causes(const MatrixColumn& column) {
    std::vector<RootCause> found;
    if (column.start_failure) return found;  // no answer at all: nothing to explain
    causes::Evidence evidence(column);
    for (const auto& row : table()) {
        for (auto& finding : row.detect(evidence)) {
            RootCause cause{row.info.kind, "", std::move(finding.statement), {}, {}, std::move(finding.about)};
            for (const auto& [r, part] : finding.explains) {
                cause.explains.insert(r);
                if (!evidence.explained(*r, part) &&
                    std::find(cause.records.begin(), cause.records.end(), r) == cause.records.end())
                    cause.records.push_back(r);
            }
            evidence.add_explained(finding.explains);
            if (cause.records.empty()) continue;
            smallest_first(cause.records);
            cause.anchor = unique_anchor(finding.anchor, found);
            found.push_back(std::move(cause));
        }
    }
    // What no detector explains, grouped by what the answers have in common.
    std::vector<const CaseRecord*> rest;
    for (const auto& r : column.summary.records)
        if (causes::deviates(r) && !wholly_explained(evidence, r)) rest.push_back(&r);
    for (auto& group : group_deviations(rest)) {
        RootCause cause{"symptom", "", group.signature, std::move(group.records), {}};
        cause.explains.insert(cause.records.begin(), cause.records.end());
        cause.anchor = unique_anchor(group.signature, found);
        found.push_back(std::move(cause));
    }
    return found;
}

}  // namespace fragid::publish
