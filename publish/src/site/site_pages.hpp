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

// implementations.json (all of them) and implementation.json (one, for a report).
std::string implementations_json(const Model& m);
nlohmann::json implementation_json(const Model& m, const Implementation& impl);
// badges/NAME.json: a shields.io endpoint (https://shields.io/badges/endpoint-badge).
std::string badge_json(const MatrixColumn& column);

// The badge as the pages show it: "must 55/120" in a coloured pill, with its title.
std::string badge_html(const MatrixColumn& column);
// What the badge says: the must cases it ran and passed.
struct BadgeText {
    std::string message;
    std::string color;  // a shields.io colour name
};
BadgeText badge_text(const MatrixColumn& column);

}  // namespace fragid::publish::site
