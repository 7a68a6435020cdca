// A run read back from its JSON records (runner.hpp: a header, one record per
// case, a footer), as `check --format jsonl` writes them and results.json
// keeps them per implementation. Every published view is rendered from runs
// read this way, so that `fragid matrix` (which has just run them), `fragid
// docs` (which reads docs/matrix/results.json) and `fragid report` (which
// reads an implementer's own run) cannot render one run two ways.
//
// What the records leave out is worked out again from the suite: a record
// names its case by id, and a failed answer's difference from the case's
// accepted answers is the one run_case() found (difference.hpp).
#pragma once

#include <map>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "fragid/conformance/case.hpp"
#include "fragid/publish/matrix.hpp"

namespace fragid::publish {

// The suite's cases by id, for records to point into.
using CasesById = std::map<std::string, const conformance::Case*>;
CasesById cases_by_id(const std::vector<const conformance::Case*>& cases);

// One run's records as its report wrote them.
struct RecordedRun {
    nlohmann::json header;                // {"record": "header", ...}
    std::vector<nlohmann::json> records;  // {"record": "case", ...}, in the order run
    nlohmann::json footer;                // null for a run cut short
};

// The run as a matrix column named `name`: its handshake (the header's
// implementation and supports), one CaseRecord per record of a case the suite
// has, in the order run. A record of a case the suite does not have, or whose
// spec or level the suite no longer gives it, is left out or kept with a
// warning appended to `warnings` ("the suite has changed since the run").
// Throws std::runtime_error if a record is not in the report's shape.
MatrixColumn column_of_run(std::string name, bool reference, const RecordedRun& run, const CasesById& cases,
                           std::vector<std::string>& warnings);

// results.json (matrix.hpp, results_json()) read back: every column, its
// records in the order of the first column's, which is Matrix::cases. Throws
// std::runtime_error if `results` is not in that shape or its columns do not
// have records of the same cases.
Matrix matrix_of_results(const nlohmann::json& results, const CasesById& cases, std::vector<std::string>& warnings);

}  // namespace fragid::publish
