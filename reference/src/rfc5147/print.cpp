// Showing an RFC 5147 resolution to a person (print.hpp): the identified
// text, or where a position is, and the checks that changed nothing. What a
// fragment means in words is explain.cpp's.
#include "fragid/reference/rfc5147/print.hpp"

#include "fragid/entity/span_writer.hpp"

namespace fragid {
namespace {

// Positions are between characters (RFC 5147 s.2.1.1): position N is after the
// N-th character, in explain's words (explain.cpp: "the position after
// character 2"), with where that is in bytes, lines and columns.
void note_position(const TextResult& r, const char* what, std::ostream& notes) {
    notes << "fragid: " << what << "position " << r.start.character << ", ";
    if (r.start.character == 0) notes << "before the first character";
    else notes << "after character " << r.start.character;
    notes << " (byte " << r.start.byte << ", line " << r.start.line << ", column " << r.start.column << ")\n";
}

}  // namespace

void print_notes(const TextResult& result, std::ostream& notes) {
    for (const auto& check : result.checks)
        if (check.outcome == CheckOutcome::ignored || check.outcome == CheckOutcome::not_used)
            notes << "fragid: note: integrity check " << (check.outcome == CheckOutcome::ignored ? "ignored: " : "not used: ")
                  << check.detail << '\n';
}

void print_identified(const TextResult& result, const Entity& entity, std::ostream& out, std::ostream& notes) {
    if (result.is_position) note_position(result, "", notes);
    else if (result.start.character == result.end.character) note_position(result, "empty range, nothing to print: at ", notes);
    else write_span(out, entity.bytes, result.start.byte, result.end.byte);
}

void explain_details(const TextResult& result, std::ostream& out) {
    for (const auto& check : result.checks) out << "  check " << to_string(check.outcome) << ": " << check.detail << '\n';
    if (result.status == Status::ok || result.status == Status::integrity_mismatch)
        out << "  (characters and bytes count from 0, as positions in the fragment do; lines and columns count from 1)\n";
}

}  // namespace fragid
