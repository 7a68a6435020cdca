// What the pages of the site share (site.hpp): where each page is, every
// implementation's root causes worked out once, and the links between them
// (a FAIL to its group, a case to its edge-case entry). Private to the publish library.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

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
    const std::string& name() const { return column->name; }
};

class Model {
public:
    // `report`: the site of `fragid report`, whose one implementation's page is index.html.
    Model(const SiteInputs& inputs, bool report);

    const SiteInputs& in;
    const bool report;
    std::vector<Implementation> implementations;  // every column but the reference, in order
    // Each column's index in the matrix by name, the reference's too.
    std::map<std::string, std::size_t> column_index;

    const Implementation* implementation(const std::string& name) const;

    // Paths from the site's root.
    std::string implementation_page(const std::string& name) const;  // "implementations/NAME.html"
    static std::string edge_page(conformance::Spec spec);            // "edge-cases/rfc5147.html"
    static std::string deviation_report(const std::string& name);    // "deviations/NAME.md"
    static std::string badge_file(const std::string& name);          // "badges/NAME.json"

    // The specs with an edge-case page: every spec with a listed case (in a
    // report, of those its implementation declares).
    const std::vector<conformance::Spec>& edge_specs() const { return edge_specs_; }
    bool on_edge_page(const conformance::Case& c) const { return listed_.contains(&c); }

    // Links from a page at `root` ("" or "../"): the case's edge-case entry
    // (empty if it is not listed), its matrix row (empty in a report), and the
    // group of its cause on `implementation`'s page (empty if none holds it).
    std::string edge_link(const conformance::Case& c, const std::string& root) const;
    std::string matrix_link(const conformance::Case& c, const std::string& root) const;
    std::string group_link(const std::string& implementation, const conformance::Case& c, const std::string& root) const;

private:
    std::set<const conformance::Case*> listed_;
    std::vector<conformance::Spec> edge_specs_;
};

// Shared wording: "RFC 5147 (text/plain)" and the like are in matrix_report.hpp (spec_title).
// The nav bar at the top of every page of the site.
std::string nav_html(const Model& m, const std::string& root, const std::string& current);

}  // namespace fragid::publish::site
