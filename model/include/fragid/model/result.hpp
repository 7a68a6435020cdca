// What resolving a fragment identifier against an entity gives.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/model/text_fragment.hpp"

namespace fragid {

enum class Status {
    ok,                  // something (possibly a zero-length position) is identified
    syntax_error,        // the fragment does not match the grammar: MUST be ignored (RFC 5147 s.4.4, RFC 7111 s.4.1)
    ignored,             // well-formed but MUST be ignored (inverted range, RFC 5147 s.4.2; nothing selected, RFC 7111 s.4.2)
    integrity_mismatch,  // a usable integrity check failed: SHOULD NOT be interpreted (RFC 5147 s.4.3)
    entity_error,        // the entity's bytes are not valid in its charset, or not valid CSV
    resource_limit,      // a match() reached its time or memory limit (draft-wilde s.6)
};

// "ok", "syntax-error", "ignored", "integrity-mismatch", "entity-error",
// "resource-limit": the
// spelling used in JSON output, vectors and the adapter protocol.
std::string_view to_string(Status status) noexcept;
std::optional<Status> status_from_string(std::string_view name) noexcept;

// A point in a text entity, in every unit a user may want. `character` counts
// as RFC 5147 s.2.1.2 does (a line ending is one character, an initial BOM is
// none); `byte` is the offset into the entity's exact bytes; `line` and
// `column` are 1-based, for humans.
struct TextPoint {
    std::uint64_t character = 0;
    std::uint64_t byte = 0;
    std::uint64_t line = 1;
    std::uint64_t column = 1;
    friend bool operator==(const TextPoint&, const TextPoint&) = default;
};

enum class CheckOutcome {
    passed,
    failed,
    not_used,  // its charset differs from the entity's: MUST NOT be used (s.2.3)
    ignored,   // an integrity check fragid does not know: MUST be ignored (s.3.1)
};
std::string_view to_string(CheckOutcome outcome) noexcept;

struct CheckReport {
    IntegrityCheck check;
    CheckOutcome outcome = CheckOutcome::ignored;
    std::string detail;  // e.g. "entity has 12 characters, check says 13"
};

struct TextResult {
    Status status = Status::ok;
    std::string reason;  // one human sentence; always set
    // For syntax_error: offset in the fragment as written (escapes kept). For
    // entity_error: byte offset in the entity. Otherwise absent.
    std::optional<std::uint64_t> error_offset;
    // Set for ok, and for integrity_mismatch (what would have been identified).
    bool is_position = false;  // a zero-length position rather than a range (s.2.1.1)
    TextPoint start;
    TextPoint end;  // == start for a position
    std::vector<CheckReport> checks;
};

// A field of a CSV entity: 1-based row and column, and where its bytes are
// (quotes included, record separator excluded).
struct CsvField {
    std::uint64_t row = 0;
    std::uint64_t col = 0;
    std::uint64_t byte_start = 0;
    std::uint64_t byte_end = 0;
    friend bool operator==(const CsvField&, const CsvField&) = default;
};

// One successfully evaluated selection of a csv fragment: a rectangle of
// 1-based inclusive rows x columns, clamped to the entity (RFC 7111 s.4.2).
struct CsvPart {
    std::size_t selection = 0;  // index of the selection in the fragment, 0-based
    std::uint64_t first_row = 0, last_row = 0;
    std::uint64_t first_col = 0, last_col = 0;
    std::vector<CsvField> fields;  // the fields that exist inside the rectangle (rows may be ragged)
    friend bool operator==(const CsvPart&, const CsvPart&) = default;
};

struct CsvIgnored {
    std::size_t selection = 0;
    std::string reason;
    friend bool operator==(const CsvIgnored&, const CsvIgnored&) = default;
};

struct CsvResult {
    Status status = Status::ok;  // ok if at least one part; ignored if every selection was ignored
    std::string reason;
    std::optional<std::uint64_t> error_offset;  // as in TextResult
    std::vector<CsvPart> parts;                 // in fragment order
    std::vector<CsvIgnored> ignored;            // in fragment order
};

// One part identified by a draft-wilde fragment: the characters [start, end)
// that the `part`-th scheme (0-based) identified. A match() gives one per occurrence.
struct WildeSpan {
    std::size_t part = 0;
    TextPoint start;
    TextPoint end;
    friend bool operator==(const WildeSpan&, const WildeSpan&) = default;
};

struct WildeIgnored {
    std::size_t part = 0;
    std::string reason;
    friend bool operator==(const WildeIgnored&, const WildeIgnored&) = default;
};

// The characters [start, end) of a text entity.
struct IdentifiedRange {
    TextPoint start;
    TextPoint end;
    friend bool operator==(const IdentifiedRange&, const IdentifiedRange&) = default;
};

struct WildeResult {
    Status status = Status::ok;  // ok if any part was evaluated; ignored if every part was ignored
    std::string reason;
    std::optional<std::uint64_t> error_offset;  // as in TextResult
    // What each part identified, in fragment order then text order.
    std::vector<WildeSpan> spans;
    // What the fragment identifies: the union of the spans (s.3.1.6), sorted,
    // with overlapping and adjacent ranges merged and empty ones dropped.
    std::vector<IdentifiedRange> identified;
    std::vector<WildeIgnored> ignored;
};

}  // namespace fragid
