// What the RFC 7111 misreadings (csv_mutants.cpp, csv_library_mutants.cpp) are
// made of: a fragment's selections and positions edited, and a CSV entity's
// records kept, dropped or rewritten.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "makers.hpp"

namespace fragid::mutants {

// A misreading of RFC 7111 (misreading_of, makers.hpp): `quote`, the words of
// RFC 7111 it contradicts, where its requirement names a section rather than
// a requirement (the pages show them: docs/diagnosis.md).
Mutant csv_misreading(std::string family, std::string name, std::string requirement, std::string reading, Run run,
                      std::string seen_in = "", std::string quote = "");

// Sentences of RFC 7111 that several misreadings contradict.
namespace rfc7111_words {
inline constexpr const char* counted_from_one = "Rows and columns in CSV are counted from one.";
inline constexpr const char* row_scheme =
    "To select a specific record, the \"row\" scheme followed by a single number is used (the first row is at position 1).";
inline constexpr const char* col_scheme =
    "To select values from a certain column, the \"col\" scheme is used, followed by a position (the first column is at "
    "position 1)";
inline constexpr const char* cell_range =
    "For these selections, the syntax uses the upper-lefthand cell as the starting point of the selection, followed by a "
    "minus sign, and then the lower-righthand cell as the end point of the selection.";
inline constexpr const char* charset = "The \"charset\" parameter specifies the charset employed by the CSV content.";
}  // namespace rfc7111_words

// The CSV viewer several misreadings were seen in (seen_in).
inline constexpr const char* jupyterlab_csv_viewer = "@jupyterlab/csvviewer 4.6.4";

// The selections of a fragment (RFC 7111 s.3: separated by ';'), the first
// with its "scheme=" ("row=1", "3-4").
std::vector<std::string> selections(std::string_view fragment);
std::string joined(const std::vector<std::string>& parts);

// Every selection edited by `edit(scheme, body)`. The scheme is written once,
// before the first selection (s.3: rowsel = "row=" singlespec 0*( ";"
// singlespec)), and is the scheme of every one, so "row=2;3" is edited as
// ("row", "2") and ("row", "3"). Nothing if one gives nothing; a fragment
// without '=' as it is.
using SelectionEdit = std::function<std::optional<std::string>(const std::string& scheme, const std::string& body)>;
std::optional<std::string> edit_selections(std::string_view fragment, const SelectionEdit& edit);

// Each cell of a cell selection's body ("3,4" or "3,4-5,6") edited by
// `edit(row, col, index)`, index 0 for the first cell, 1 for a range's end;
// it gives the "row,col" that replaces it. A cell without ',' is kept.
using CellEdit = std::function<std::optional<std::string>(const std::string& row, const std::string& col, int index)>;
std::optional<std::string> edit_cells(const std::string& body, const CellEdit& edit);

// The positions that are numbers edited by `edit`: every number of a row=
// selection and the row of every cell (`rows`), or of col= and the column
// of every cell (`columns`); '*' is kept.
enum class Dimension { rows, columns };
std::optional<std::string> edit_positions(std::string_view fragment, Dimension dimension,
                                          const std::function<std::optional<std::string>(std::string_view)>& edit);

// Resolves with every number of `dimension` (edit_positions) `by` more:
// rows counted below a header, columns counted from 0.
Run positions_moved_on(Dimension dimension, int by);

// Resolves `fragment`, or answers `ignored` where the edit gave nothing.
conformance::Answer resolve_or_ignored(const conformance::Request& r, const Resolve& resolve,
                                       const std::optional<std::string>& fragment);

// Resolves on the entity's records (csv_records()), those `keep` keeps.
Run keep_records(std::function<bool(const std::vector<std::string>&, std::size_t)> keep);

// Whether the entity's charset (or text/csv's default, UTF-8) writes ',', '"',
// CR and LF as the single ASCII bytes, so that an edit of those bytes edits
// the CSV's structure (not true of UTF-16).
bool ascii_compatible(const conformance::Request& r);

// Resolves with the delimiter a sniffing reader guesses: of `candidates`
// (";\t"), the one the first record has most of outside quotes, where it has
// more of it than commas (the first candidate on a tie); that one then
// separates fields and commas are field text. Entities in UTF-16 are read
// as they are.
Run sniffing_delimiter(std::string candidates);

// The misreadings real CSV code makes (csv_library_mutants.cpp), part of RFC 7111's
// mutants_of (csv_mutants.cpp).
std::vector<Mutant> csv_library_mutants();

}  // namespace fragid::mutants
