// A report of `fragid check` read back, the one way both readers read it:
// `check --rerun-failed REPORT` and `fragid report RUN` (issue 38 items 1, 6).
// JSON Lines (--format jsonl) or the one JSON document of --format json; every
// record checked against the suite's report schema, the header first.
//
// A report nested deeper than JSON can be read safely (json_depth.hpp) is an
// error naming its line, found before anything is parsed. A last line that is
// not JSON is a record cut mid-way (a run killed while writing, a disk that
// filled up): like a report with no footer, what comes before it is read, and
// a warning says what was left out; a line that is not JSON before the last
// is an error.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace fragid::cli {

struct ReportRecord {
    std::string where;  // "FILE:LINE", or "FILE: /cases/3" in a --format json document
    nlohmann::json record;
};

struct ReadReport {
    std::vector<ReportRecord> records;  // the header first; each valid under report.schema.json
    bool has_footer = false;            // false: the run was cut short
};

// Throws UsageError, its message starting with `option` ("--rerun-failed",
// or "" for `fragid report`) and naming the file and line.
ReadReport read_report(const std::string& path, const std::string& suite, const std::string& option);

}  // namespace fragid::cli
