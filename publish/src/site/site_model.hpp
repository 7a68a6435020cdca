// What the pages of the site share (site.hpp): where each page is, every
// implementation's root causes worked out once with their triage, and the
// links between them (a FAIL to its group, a case id to its case's section).
// Private to the publish library.
#pragma once

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "../triage_words.hpp"
#include "fragid/publish/root_causes.hpp"
#include "fragid/publish/site.hpp"

namespace fragid::publish::site {

struct Implementation {
    const MatrixColumn* column = nullptr;
    std::vector<RootCause> causes;  // RootCauses::groups
    // The group of every case it did not pass (the first that holds it).
    std::map<const conformance::Case*, const RootCause*> cause_of;
    std::size_t failures = 0;       // RootCauses::failures
    std::string not_diagnosed;      // not_diagnosed_sentence()
    // Its triage file's, when it has one (SiteInputs::triage).
    const ImplementationTriage* triage = nullptr;
    const std::string& name() const { return column->name; }
    const TriageEntries* triage_entries() const { return triage ? &triage->causes : nullptr; }
    // The triage of a group (null: none written, which reads "not reported").
    const conformance::TriageEntry* triage_of(const RootCause& cause) const {
        return publish::triage_of(triage_entries(), cause.anchor);
    }
};

class Model {
public:
    // `report`: the site of `fragid report`, whose one implementation's page is
    // index.html. Throws std::runtime_error for a triage anchor that is no group.
    Model(const SiteInputs& inputs, bool report);

    const SiteInputs& in;
    const bool report;
    std::vector<Implementation> implementations;  // every column but the reference, in order
    // Each column's index in the matrix by name, the reference's too.
    std::map<std::string, std::size_t> column_index;

    const Implementation* implementation(const std::string& name) const;
    // The record of case `c` in column `k` of the matrix (null if the matrix has no row for it).
    const conformance::CaseRecord* record(std::size_t k, const conformance::Case& c) const;

    // Paths from the site's root.
    std::string implementation_page(const std::string& name) const;  // "implementations/NAME.html"
    std::string baseline_file(const std::string& name) const;        // "implementations/NAME.expected-failures.txt"
    static std::string edge_page(conformance::Spec spec);            // "edge-cases/rfc5147.html"
    static std::string deviation_report(const std::string& name);    // "deviations/NAME.md"
    static std::string badge_file(const std::string& name);          // "badges/NAME.json"
    static constexpr const char* cases_index = "cases/index.html";

    // The specs with an edge-case page: every spec with a listed case (in a
    // report, of those its implementation declares).
    const std::vector<conformance::Spec>& edge_specs() const { return edge_specs_; }
    // (A report has the pages of its implementation's specs only: a case of another spec is on none.)
    bool on_edge_page(const conformance::Case& c) const {
        return listed_.contains(&c) && std::find(edge_specs_.begin(), edge_specs_.end(), c.spec) != edge_specs_.end();
    }

    // The cases with a page (cases/): every case of the suite, or in a report
    // those of its run; by page (case_page_file()), each in matrix order.
    const std::map<std::string, std::vector<const conformance::Case*>>& case_pages() const { return case_pages_; }

    // Links from a page at `root` ("" or "../"): the case's section on its case
    // page (empty if it has none), its edge-case entry (empty if it is not
    // listed), its matrix row (empty in a report), and the group of its cause on
    // `implementation`'s page (empty if none holds it).
    std::string case_link(const conformance::Case& c, const std::string& root) const;
    std::string edge_link(const conformance::Case& c, const std::string& root) const;
    std::string matrix_link(const conformance::Case& c, const std::string& root) const;
    std::string group_link(const std::string& implementation, const conformance::Case& c, const std::string& root) const;
    // The group of `implementation` that holds case `c` (null if none), and its triage.
    const RootCause* group_of(const std::string& implementation, const conformance::Case& c) const;
    const conformance::TriageEntry* triage_of(const std::string& implementation, const conformance::Case& c) const;

    // A case id as a page shows it: <code>, linked to its case's section where it has one.
    std::string case_id_html(const conformance::Case& c, const std::string& root) const;
    // Escaped text with every case id in it linked to its case's section.
    std::string with_case_links(const std::string& text, const std::string& root) const;

private:
    void check_triage() const;
    std::set<const conformance::Case*> listed_;
    std::vector<conformance::Spec> edge_specs_;
    std::map<std::string, std::vector<const conformance::Case*>> case_pages_;
    std::map<std::string, const conformance::Case*> by_id_;  // the cases with a page
    std::map<std::string, std::size_t> row_;  // each case's index in Matrix::cases, by id
};

// Shared wording: "RFC 5147 (text/plain)" and the like are in matrix_report.hpp (spec_title).
// The nav bar at the top of every page of the site.
std::string nav_html(const Model& m, const std::string& root, const std::string& current);

}  // namespace fragid::publish::site
