// The edge-case pages' "try it" panel (issue 31): the WebAssembly build of the
// reference (wasm/, a classic script copied beside the pages as
// fragid-wasm.js) resolving what a reader types, drawn as the entries are.
// Written on every edge-case page; the module file is copied beside the pages
// only when the build has it (SiteInputs::playground_script), so a build
// without em++ writes the same pages, whose panel then stays hidden.
//
// Progressive: the panel is `hidden` in the HTML and its script shows it once
// the module has loaded, and adds each entry's "Try it" button then; without
// JavaScript, or without the module file, the page reads as it does without
// the panel. The module is loaded as a classic <script>: Chromium refuses ES
// module imports from file:// (origin null, CORS), and the pages must work
// from file:// and offline. Private to the publish library.
#pragma once

#include <string>
#include <vector>

#include "../edge_entries.hpp"

namespace fragid::publish::site {

// The module's file name in the site's root; the edge-case pages load it as "../" + this.
inline constexpr const char* playground_module_file = "fragid-wasm.js";

// The panel (hidden until its script shows it), starting on `spec`.
std::string playground_panel_html(conformance::Spec spec);

// The cases the entries' buttons load, as JSON for a <script type="application/json">:
// by id, the spec, fragment, entity (as text when it is UTF-8 a textarea keeps
// exactly, else as hex), charset and line endings in force, when not the defaults.
std::string playground_cases_json(const std::vector<edge::Entry>& entries);

// The panel's style, added to the page's.
extern const char* const playground_css;

}  // namespace fragid::publish::site
