// The published site: every page and file `fragid matrix` and `fragid docs`
// write to docs/matrix/, and `fragid report` writes for one implementation,
// rendered from one Matrix (runs read back from their records,
// recorded_run.hpp) and the suite. Pages work from file:// and offline (no
// external resource), and read without JavaScript; the script only adds the
// matrix's filters and the edge-case pages' search.
//
//   index.html                   the implementations, their counts and badges, the way in
//   matrix.html                  every case x every implementation; filters in the URL
//   implementations/NAME.html    one implementation: counts per spec and level, its root causes
//   edge-cases/SPEC.html         the tricky vectors of one spec, with contents and a search box
//   implementations.json         each implementation: name, version, language, specs, counts, link
//   badges/NAME.json             a shields.io endpoint badge per implementation
//   fragid-wasm.js               the WebAssembly reference for the edge-case pages' panel, when the build has it
//   matrix.md, matrix-pruned.md, deviations/NAME.md   the same for Git hosts, in Markdown
//
// A FAIL links to the group of its cause on the implementation's page and to
// the case's edge-case entry, so the reason for any FAIL is two clicks from
// the index (index -> implementation -> group; matrix cell -> group).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "fragid/conformance/requirements.hpp"
#include "fragid/publish/edge_cases.hpp"
#include "fragid/publish/matrix.hpp"

namespace fragid::publish {

struct SiteInputs {
    std::vector<const conformance::Case*> cases;  // every case of the suite
    std::map<conformance::Spec, conformance::Catalogue> catalogues;
    Interpretations interpretations;
    // The runs, read back from results.json or a report; no columns when there
    // are none yet (the edge-case pages and the index are written regardless).
    Matrix matrix;
    // The WebAssembly reference as a classic script (the build's
    // wasm/fragid-wasm.js), when the build has one: the site then holds it as
    // fragid-wasm.js and the edge-case pages get a "try it" panel running it
    // (issue 31). Without it the pages have no panel and load nothing.
    std::optional<std::string> playground_script;
};

// One file to write: its path relative to the site's directory, and its text.
struct SiteFile {
    std::string path;
    std::string text;
};

// Every file of the matrix site (the list above), in a fixed order. The
// reference is a column of the matrix but has no page of its own.
std::vector<SiteFile> matrix_site(const SiteInputs& inputs);

// What `fragid report` writes for the one implementation of `inputs.matrix`
// (its only column, or the first that is not the reference): index.html (its
// page, as the matrix site's), README.md (its Markdown report), badge.json,
// implementation.json, and the edge-case pages of the specs it ran, which its
// page links to.
std::vector<SiteFile> report_site(const SiteInputs& inputs);

// The directories of the matrix site whose files are all generated: what is in
// them and not in matrix_site() is stale (an implementation no longer run).
const std::vector<std::string>& generated_directories();

}  // namespace fragid::publish
