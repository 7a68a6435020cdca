// The comparison matrix: the reference and any number of implementations run
// over the same cases with run_suite(), side by side. The vectors are the
// truth; the reference is one column among the others (it is expected to pass
// everything), and implementations that agree with each other on an answer the
// vector rejects are shown as agreeing, never as right.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "fragid/conformance/adapter.hpp"
#include "fragid/conformance/case.hpp"
#include "fragid/conformance/runner.hpp"

namespace fragid::publish {

// One implementation's run over Matrix::cases.
struct MatrixColumn {
    std::string name;     // from --impl NAME=CMD; "reference" for the reference
    std::string adapter;  // the command, or "in-process reference"
    bool reference = false;
    conformance::Handshake handshake;
    std::optional<std::string> start_failure;
    conformance::RunSummary summary;  // one record per case, in the order of Matrix::cases
};

struct Matrix {
    std::vector<const conformance::Case*> cases;  // in matrix_order()
    std::vector<MatrixColumn> columns;  // the reference first
    conformance::SuiteInfo suite;  // where the cases come from, for the headers of results.json
};

// Cases in the order the matrix shows them: by spec, section (numerically:
// 2.1.2 before 2.1.10), level (must first), then id.
std::vector<const conformance::Case*> matrix_order(std::vector<const conformance::Case*> cases);

// Starts `adapter`, runs every case through run_suite() and stops it. A start
// that fails is recorded in every case (docs/adapter-protocol.md s.4), not thrown.
// A requested `stop` ends the column early (its summary says so). `sink`, if
// given, sees each record as it is made (the progress line).
MatrixColumn run_column(std::string name, std::string adapter_label, bool reference, conformance::Adapter& adapter,
                        const std::vector<const conformance::Case*>& cases, int max_restarts,
                        const conformance::StopRequest* stop = nullptr, const conformance::RecordSink& sink = {});

// What a cell shows: the verdicts, with errored/crashed/timed-out together as
// "broken" (the adapter failed, the implementation gave no answer).
enum class CellKind { pass, fail, skip, broken };
CellKind cell_kind(conformance::Verdict verdict) noexcept;

// A column as the implementations table of every page shows it: its records
// counted by CellKind, and the specs it declared ("rfc5147, rfc7111").
struct ColumnTotals {
    int by_kind[4] = {0, 0, 0, 0};  // indexed by CellKind
    int of(CellKind kind) const { return by_kind[static_cast<int>(kind)]; }
    std::string specs;
};
ColumnTotals column_totals(const MatrixColumn& column);

// " It declares that it implements only some schemes (supports.schemes): RFC
// 5147: implements `line=` only; the cases of the others are skipped, as a
// declaration, not a failure." with a leading space; "" when it declared none.
std::string declared_sentence(const conformance::Support& supports);

// "The run was cut short (SIGINT) after 99 cases: it has no answer to the
// suite's other cases, so nothing is known of them." for a column whose run
// was stopped or whose report has no footer; "" for a whole run. Every view
// that could read as a pass says it (issue 38 item 2: a run stopped after 99
// of 664 cases got a green badge and "It passed every case it ran").
std::string cut_short_sentence(const MatrixColumn& column);

// A semantic-only adapter (adapter-protocol.md s.1) parses the fragment itself
// and lets the package only count: its column is marked wherever it is named,
// so nobody reads it as a full implementation. The mark, and what it means.
inline constexpr const char* semantic_only_mark = "\u2020";
inline constexpr const char* semantic_only_meaning =
    "semantic-only: the package has no fragment parser; its adapter parses the fragment itself and the package only "
    "counts (characters, lines), so the column shows how the package measures, not an implementation of the spec "
    "(docs/adapter-protocol.md s.1, supports.semantic_only)";
bool any_semantic_only(const Matrix& matrix);
// "pass", "FAIL", "skip", "error", "crash", "timeout".
std::string_view cell_word(conformance::Verdict verdict) noexcept;

// What a cell says beyond its word: the answer given (for FAIL, in
// describe()'s words), why it was skipped, or how the adapter broke.
std::string cell_detail(const MatrixColumn& column, const conformance::CaseRecord& record);

// Columns (by index) of the implementations, not the reference, that fail a case
// with the same answer, for each answer given by two or more of them.
std::vector<std::vector<std::size_t>> agreeing_failures(const Matrix& matrix, std::size_t case_index);

// The pruned view: cases with identical verdicts in every column, one group
// each; largest group first, then in matrix order of the first case.
struct ResultGroup {
    std::vector<conformance::Verdict> verdicts;  // one per column
    std::vector<std::size_t> cases;  // indexes into Matrix::cases
};
std::vector<ResultGroup> result_groups(const Matrix& matrix);

// The reference failed (or could not run) a must case: the suite or the reference is wrong.
std::vector<std::string> reference_must_failures(const Matrix& matrix);

// results.json: per column the run's JSON Lines report (runner.hpp:
// header, a record per case, footer) under its name, without timings and
// stderr, so that the file only changes when a result does.
nlohmann::json results_json(const Matrix& matrix);
// results_json() as the file is written: JSON, one record per line, so that a
// diff of the committed file shows which case of which implementation changed.
std::string results_text(const nlohmann::json& results);

// From a results.json: for each case id, the verdict of every implementation
// but the reference, with its detail.
struct ImplementationVerdict {
    std::string implementation;
    std::string verdict;  // "passed", "failed", "skipped", "errored", "crashed", "timed-out"
    std::string detail;
};
struct Deviations {
    std::vector<std::string> implementations;  // every one that ran, the reference left out
    std::map<std::string, std::vector<ImplementationVerdict>> by_case;
};
// Throws std::runtime_error if `results` is not in the shape results_json() writes.
Deviations deviations_from_results(const nlohmann::json& results);
// The same from a matrix.
Deviations deviations_of(const Matrix& matrix);

// The stem of an implementation's files (its page, report and badge):
// [A-Za-z0-9._-] kept, the rest '-', never starting with '.'.
std::string implementation_file_stem(const std::string& implementation);
// Its deviation report's file name: the stem and ".md".
std::string deviation_file_name(const std::string& implementation);
// The page of a case, from the site's root: one page per spec section
// ("cases/rfc5147-s4.1.html"), the case an anchored section of it (its id).
std::string case_page_file(const conformance::Case& c);

}  // namespace fragid::publish
