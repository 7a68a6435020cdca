// Triage beside the results, as the web-platform-tests keep theirs in
// wpt-metadata: what happened upstream to each root cause fragid found in an
// implementation (publish/root_causes.hpp), kept by hand in the adapter's
// folder (adapters/<folder>/triage.yaml; adapters/matrix.tsv says which file is
// whose) and shown on the pages beside each group. One file may hold several
// implementations (two packages behind one adapter):
//
//   implementations:
//     jupyterlab-fileeditor:                 # its name in the matrix
//       rfc5147-range-end-ignored:           # the group's anchor on its page
//         state: reported                    # not-reported, reported, confirmed, disputed, fixed
//         url: https://github.com/jupyterlab/jupyterlab/issues/1
//
// A reported or confirmed cause has the URL where it was; a disputed one says
// why and links where it was disputed (whose words); a fixed one names the
// version that has the fix. conformance/schema/triage.schema.json is the format.
#pragma once

#include <cstddef>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fragid::conformance {

class JsonSchema;

enum class TriageState { not_reported, reported, confirmed, disputed, fixed };

// "not-reported", "reported", ... as the files spell them.
std::string_view to_string(TriageState state) noexcept;
std::optional<TriageState> triage_state_from_string(std::string_view text) noexcept;

struct TriageEntry {
    std::string anchor;  // the group's anchor on the implementation's page
    TriageState state = TriageState::not_reported;
    std::string url;      // reported, confirmed, disputed (where, and by whom); a fixed one's may be empty
    std::string why;      // disputed: why
    std::string version;  // fixed: the first version with the fix
    std::string where;    // "adapters/x/triage.yaml:12", for messages
};

struct TriageFile {
    std::string name;  // as the file was named (shown on the pages and in messages)
    // By implementation, each one's causes in the file's order.
    std::map<std::string, std::vector<TriageEntry>> implementations;
};

// Reads a triage file: YAML, checked against `schema` (triage.schema.json).
// Throws std::runtime_error with every problem, one a line, each starting
// "NAME:LINE: " (the line of the key the problem is at).
TriageFile parse_triage(std::string_view yaml, const std::string& name, const JsonSchema& schema);
TriageFile load_triage(const std::filesystem::path& path, const std::string& name, const JsonSchema& schema);

// One implementation's triage: the file it came from (as named, shown on its
// page as where to edit it) and its causes, in the file's order.
struct ImplementationTriage {
    std::string file;
    std::vector<TriageEntry> causes;
};

// One line of the adapters table (adapters/matrix.tsv): tab-separated name,
// command, deviations file and triage file ("-": none; a line of three columns
// has no triage file), the files named from the repository's root.
struct AdapterRow {
    std::string name, command, deviations, triage;
    std::size_t line = 0;
};
// Throws std::runtime_error "TABLE:LINE: ..." for a line of fewer than three or
// more than four columns, or a table that cannot be read.
std::vector<AdapterRow> read_adapters_table(const std::filesystem::path& table);

// Each implementation's triage, from the file its row of `table` names (read
// from `root`, the repository's root). Every section of a triage file must be
// an implementation whose row names that file, and every row with a file must
// have its section: std::runtime_error with every problem, one a line.
std::map<std::string, ImplementationTriage> triage_of_adapters_table(const std::filesystem::path& table,
                                                                     const std::filesystem::path& root,
                                                                     const JsonSchema& schema);

}  // namespace fragid::conformance
