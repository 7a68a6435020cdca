// The published site: every page and file `fragid matrix` and `fragid docs`
// write to docs/matrix/, and `fragid report` writes for one implementation,
// rendered from one Matrix (runs read back from their records,
// recorded_run.hpp) and the suite. Pages work from file:// and offline (no
// external resource), and read without JavaScript; the script only adds the
// matrix's filters and the edge-case pages' search. No page requests a file
// the site does not have.
//
//   index.html                   the implementations, their counts and badges, the way in
//   matrix.html                  every case x every implementation; filters in the URL
//   implementations/NAME.html    one implementation: counts per spec and level, its root causes
//                                with their triage (triage.hpp), its badge snippet
//   implementations/NAME.expected-failures.txt   the cases it does not pass, for check --expect-failures
//   cases/index.html             every spec section and its cases
//   cases/SPEC-sSECTION.html     the cases of one section, one anchored section each (its id):
//                                what it tests, the spec's words, the entity drawn, every accepted
//                                answer, every implementation's answer and the group of its cause
//   edge-cases/SPEC.html         the tricky vectors of one spec, with contents and a search box
//   implementations.json         each implementation: name, version, language, specs, counts, causes, triage, links
//   badges/NAME.json             a shields.io endpoint badge per implementation
//   fragid-wasm.js               the WebAssembly reference for the edge-case pages' panel, when the build has it
//   matrix.md, matrix-pruned.md, deviations/NAME.md   the same for Git hosts, in Markdown
//
// A FAIL links to the group of its cause on the implementation's page and
// every case id to its case's section, so that from the index the reason for
// any FAIL is two clicks away (index -> matrix -> group) and its case three
// (tests/browser counts them).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "fragid/conformance/requirements.hpp"
#include "fragid/conformance/triage.hpp"
#include "fragid/publish/edge_cases.hpp"
#include "fragid/publish/matrix.hpp"

namespace fragid::publish {

// One implementation's triage, from its triage file (conformance/triage.hpp).
using conformance::ImplementationTriage;

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
    // What happened upstream to each implementation's causes, by its name; an
    // implementation with none shows no triage. Each anchor must be a group of
    // its implementation's page: the site is not made otherwise (matrix_site()
    // and report_site() throw std::runtime_error naming each, at its line, and
    // the nearest group). Triage of an implementation the matrix lacks is unused.
    std::map<std::string, ImplementationTriage> triage;
    // Where the site's directory is served (ending in '/'), for the badge
    // snippets of the implementation pages: shields.io fetches the badge's JSON
    // from there. Empty: the snippet has SITE_URL/ in its place, to fill in.
    std::string site_url;
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
// implementation.json, expected-failures.txt, the pages of its cases
// (cases/) and the edge-case pages of the specs it ran, which its page links to.
std::vector<SiteFile> report_site(const SiteInputs& inputs);

// The README's results table: a Markdown block, generated from the matrix (each
// implementation's version, role, what it covers, its counts, causes and their
// triage, its pages), between these two lines of the README, which `fragid
// docs` rewrites and `fragid docs --check` compares. `site` is the site's
// directory as the README links it ("docs/matrix").
inline constexpr const char* results_table_begin =
    "<!-- fragid docs: the results table, generated from docs/matrix/results.json; edit nothing up to the end mark -->";
inline constexpr const char* results_table_end = "<!-- fragid docs: end of the results table -->";
std::string results_table_markdown(const SiteInputs& inputs, const std::string& site);
// `readme` with what is between the marks replaced by `table`; nothing if it
// has no begin mark. Throws std::runtime_error for a begin mark without an end.
std::optional<std::string> with_results_table(const std::string& readme, const std::string& table);

// The directories of the matrix site whose files are all generated: what is in
// them and not in matrix_site() is stale (an implementation no longer run).
const std::vector<std::string>& generated_directories();

}  // namespace fragid::publish
