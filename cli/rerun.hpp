// The implementer's loop (issue 29): beside every case that did not pass, the
// command that runs it alone, exactly as this run ran it, and the entity drawn
// short; `check --rerun-failed REPORT` to run again every case a report
// records as not passed.
#pragma once

#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "conformance_commands.hpp"
#include "fragid/conformance/case.hpp"

namespace fragid::cli {

// `s` as one word for /bin/sh: as it is if it holds only characters no shell
// treats specially, else in single quotes ('\'' for a quote inside).
std::string shell_quoted(std::string_view s);

// "fragid check [--suite DIR] [--impl 'CMD'] [--timeout S] [--fail-on L] --id ID":
// `fragid` when the shell's PATH finds this very program under that name,
// else its full path; --suite when the suite is not the one beside the
// program (a --suite or FRAGID_SUITE), as an absolute path; --timeout and
// --fail-on when they are not the defaults.
std::string rerun_command(const CheckOptions& options, const std::string& id);

// Adds to the record of a case that did not pass what acting on it needs:
// "entity", the entity drawn short with line endings and invisible characters
// made visible (publish/visible.hpp) and its size and charset, and "rerun".
void add_failure_context(nlohmann::json& record, const conformance::Case& c, const std::string& rerun);

// The ids of the cases a report of an earlier `check` records as failed,
// errored, crashed or timed out, the report read as run_report_reading.hpp reads
// it (JSON Lines or the --format json document, every record checked against
// `suite`/schema/report.schema.json). Throws UsageError naming the file and
// line for anything else; warns on stderr when it has no footer (a run cut
// short, its last record perhaps cut mid-way).
std::set<std::string> failed_ids_of_report(const std::string& path, const std::string& suite);

// --rerun-failed REPORT: failed_ids_of_report(), an id the suite no longer
// has warned about; none at all is a usage error (nothing to rerun).
std::set<std::string> cases_to_rerun(const std::string& report, const std::string& suite,
                                     const std::vector<conformance::Case>& cases);

}  // namespace fragid::cli
