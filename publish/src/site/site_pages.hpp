// The pages of the site (site.hpp), each in its own file; site.cpp puts them
// together. Private to the publish library.
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <string>

#include "site_model.hpp"

namespace fragid::publish::site {

std::string index_page(const Model& m);
std::string implementation_page(const Model& m, const Implementation& impl);
std::string edge_case_page(const Model& m, conformance::Spec spec);
std::string matrix_page(const Model& m);
// cases/SPEC-sSECTION.html (its `cases`, in matrix order) and cases/index.html.
std::string case_page(const Model& m, const std::string& file, const std::vector<const conformance::Case*>& cases);
std::string cases_index_page(const Model& m);
// The section of an implementation's page that its maintainers take to their
// own CI: its badge as Markdown and HTML, and its baseline of expected failures.
std::string ci_section_html(const Model& m, const Implementation& impl);
// implementations/NAME.expected-failures.txt: the cases it did not pass, as --expect-failures reads them.
std::string baseline_text_of(const Implementation& impl);

// A cause's triage as a tag ("disputed", linked to where it was, unless
// `linked` is false: inside another link), and as the sentence under its
// group's heading, naming the triage file (`file`) to edit.
std::string triage_tag_html(const conformance::TriageEntry* entry, bool linked = true);
std::string triage_note_html(const conformance::TriageEntry* entry, const std::string& file);

// implementations.json (all of them) and implementation.json (one, for a report).
std::string implementations_json(const Model& m);
nlohmann::json implementation_json(const Model& m, const Implementation& impl);
// badges/NAME.json: a shields.io endpoint (https://shields.io/badges/endpoint-badge).
std::string badge_json(const Implementation& impl);

// The badge as the pages show it: "fragid 55/120 must, 1 of 4 causes reported" in a coloured pill, with its title.
std::string badge_html(const Implementation& impl);
// What the badge says: the must cases it ran and passed, and with a triage
// file how many of its causes were reported upstream and are disputed.
struct BadgeText {
    std::string message;
    std::string color;  // a shields.io colour name
};
BadgeText badge_text(const Implementation& impl);

}  // namespace fragid::publish::site
